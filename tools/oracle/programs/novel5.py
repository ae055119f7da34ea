"""Program families only the holdout's fifteenth batch has.

Like novel.py ... novel4.py, these are programs TPU users write whose
structure no earlier batch has, recorded and scored before any rule looks at
them:

  per_example    per-example gradients of an MLP (jax.vmap over jax.grad,
                 as differentially private training clips them): a weight
                 gradient per example, each clipped to a norm, then summed
  maxpool_cnn    a CNN of 3x3 convolutions and 2x2 max pools
                 (lax.reduce_window; its gradient is a select-and-scatter);
                 gradient
  fori_rnn       a tanh RNN written as lax.fori_loop writing each step's
                 state into a preallocated buffer (dynamic_update_slice);
                 gradient through the loop is not taken: forward
  chunked_xent   a language-model head whose cross-entropy is computed over
                 vocabulary-sized logits one sequence chunk at a time in
                 lax.scan (never the whole [B, S, V] logits); gradient
  whitening      a ZCA whitening of features: covariance, its
                 eigendecomposition (jnp.linalg.eigh) and the projection;
                 forward
"""

import jax
import jax.numpy as jnp

from . import layers as L
from .layers import named
from .spec import Arg, Program


# -------------------------------------------------------------- per_example

def build_per_example(batch, features, hidden, layers, dtype, classes=10, clip=1.0):
    sizes = [features] + [hidden] * layers + [classes]
    params = [{"w": Arg((i, o), dtype), "b": Arg((o,), dtype)} for i, o in zip(sizes, sizes[1:])]

    def loss(p, x, label):
        for layer in p[:-1]:
            x = jax.nn.relu(x @ layer["w"] + layer["b"])
        logits = (x @ p[-1]["w"] + p[-1]["b"]).astype(jnp.float32)
        return -jax.nn.log_softmax(logits)[label]

    def clipped_grad_sum(p, xs, labels):
        grads = jax.vmap(jax.grad(loss), in_axes=(None, 0, 0))(p, xs, labels)
        leaves = jax.tree.leaves(grads)
        norms = jnp.sqrt(sum(jnp.sum(jnp.square(g.astype(jnp.float32)),
                                     axis=tuple(range(1, g.ndim))) for g in leaves))
        scale = jnp.minimum(1.0, clip / (norms + 1e-6))

        def reduce(g):
            s = scale.reshape((-1,) + (1,) * (g.ndim - 1)).astype(g.dtype)
            return jnp.sum(g * s, axis=0)

        return jax.tree.map(reduce, grads)

    return Program(named(clipped_grad_sum, "per_example_grads"),
                   (params, Arg((batch, features), dtype), Arg((batch,), "int32")))


# -------------------------------------------------------------- maxpool_cnn

def build_maxpool_cnn(batch, image, channels, stages, dtype, classes=10):
    params = []
    cin = 3
    for s in range(stages):
        cout = channels * (2 ** s)
        params.append({"w1": Arg((3, 3, cin, cout), dtype), "w2": Arg((3, 3, cout, cout), dtype)})
        cin = cout
    head = Arg((cin, classes), dtype)

    def conv(x, w):
        return jax.lax.conv_general_dilated(x, w, (1, 1), "SAME",
                                            dimension_numbers=("NHWC", "HWIO", "NHWC"))

    def pool(x):
        return jax.lax.reduce_window(x, -jnp.inf, jax.lax.max, (1, 2, 2, 1), (1, 2, 2, 1),
                                     "VALID")

    def loss(p, h, x, labels):
        for stage in p:
            x = jax.nn.relu(conv(x, stage["w1"]))
            x = jax.nn.relu(conv(x, stage["w2"]))
            x = pool(x)
        logits = (jnp.mean(x, axis=(1, 2)) @ h).astype(jnp.float32)
        return L.cross_entropy(logits, labels)

    def grad(p, h, x, labels):
        return jax.grad(loss, argnums=(0, 1))(p, h, x, labels)

    return Program(named(grad, "maxpool_cnn_grad"),
                   (params, head, Arg((batch, image, image, 3), dtype), Arg((batch,), "int32")))


# ----------------------------------------------------------------- fori_rnn

def build_fori_rnn(batch, seq, features, hidden, dtype):
    params = {"wx": Arg((features, hidden), dtype), "wh": Arg((hidden, hidden), dtype),
              "b": Arg((hidden,), dtype)}

    def run(p, xs):
        states = jnp.zeros((seq, batch, hidden), xs.dtype)

        def step(t, carry):
            h, out = carry
            x = jax.lax.dynamic_index_in_dim(xs, t, axis=1, keepdims=False)
            h = jnp.tanh(x @ p["wx"] + h @ p["wh"] + p["b"])
            return h, jax.lax.dynamic_update_index_in_dim(out, h, t, axis=0)

        h0 = jnp.zeros((batch, hidden), xs.dtype)
        _, states = jax.lax.fori_loop(0, seq, step, (h0, states))
        return states

    return Program(named(run, "fori_rnn_forward"), (params, Arg((batch, seq, features), dtype)))


# ------------------------------------------------------------- chunked_xent

def build_chunked_xent(batch, seq, hidden, vocab, chunk, dtype):
    """Final norm, then the vocabulary projection and cross-entropy over
    `chunk` positions at a time in lax.scan; the gradient with respect to
    the hidden states and the projection."""
    chunks = seq // chunk

    def loss(w, norm, x, labels):
        x = L.rms_norm(x, norm)
        xs = x.reshape(batch, chunks, chunk, hidden).transpose(1, 0, 2, 3)
        ys = labels.reshape(batch, chunks, chunk).transpose(1, 0, 2)

        def body(total, xy):
            xc, yc = xy
            logits = jnp.einsum("bcd,dv->bcv", xc, w)
            return total + L.cross_entropy(logits, yc) * (chunk / seq), None

        total, _ = jax.lax.scan(body, jnp.float32(0), (xs, ys))
        return total

    def grad(w, norm, x, labels):
        return jax.grad(loss, argnums=(0, 2))(w, norm, x, labels)

    return Program(named(grad, "chunked_xent_grad"),
                   (Arg((hidden, vocab), dtype), Arg((hidden,), "float32"),
                    Arg((batch, seq, hidden), dtype), Arg((batch, seq), "int32")))


# ---------------------------------------------------------------- whitening

def build_whitening(samples, features, eps=1e-5):
    def whiten(x):
        mean = jnp.mean(x, axis=0)
        xc = x - mean
        cov = xc.T @ xc / samples
        values, vectors = jnp.linalg.eigh(cov)
        w = (vectors * jax.lax.rsqrt(values + eps)) @ vectors.T
        return xc @ w

    return Program(named(whiten, "zca_whitening"), (Arg((samples, features), "float32"),))
