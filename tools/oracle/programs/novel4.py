"""Program families only the holdout's fourteenth batch has.

Like novel.py ... novel3.py, these are programs TPU users write whose
structure no earlier batch has, recorded and scored before any rule looks at
them:

  clipped_adamw  a decoder train step whose gradients are clipped to a
                 global norm (every gradient read by one scalar before any
                 update) and applied by AdamW (decoupled weight decay),
                 with the parameters and moments donated
  grad_accum     an MLP train step that sums its gradients over
                 microbatches in lax.scan before one momentum update
  int8_mlp       an MLP forward whose weights are int8 with a scale per
                 output channel: dequantized to bf16 before the product
                 ("weight_only"), or with its activations quantized per row
                 too and an int8 x int8 product accumulated in int32
                 ("w8a8")
  local_attn     blocked sliding-window attention: the sequence cut into
                 blocks, each attending to itself and the block before
                 under a causal mask; gradient
  cg             a conjugate-gradient solve of a kernel system in
                 lax.while_loop, stopped by a residual tolerance; forward
"""

import jax
import jax.numpy as jnp

from . import layers as L
from .layers import named
from .spec import Arg, Program


# ------------------------------------------------------------ clipped_adamw

def build_clipped_adamw(batch, seq, hidden, heads, layers, vocab, dtype, max_norm=1.0,
                        weight_decay=0.1, lr=3e-4, b1=0.9, b2=0.95, eps=1e-8):
    params = L.lm_shapes(vocab, hidden, heads, 4 * hidden, layers, dtype)

    def train_step(params, mu, nu, step, tokens, labels):
        loss, grads = jax.value_and_grad(L.lm_loss)(params, tokens, labels)
        leaves = jax.tree.leaves(grads)
        norm = jnp.sqrt(sum(jnp.sum(jnp.square(g.astype(jnp.float32))) for g in leaves))
        scale = jnp.minimum(1.0, max_norm / (norm + 1e-6))
        step = step + 1
        t = step.astype(jnp.float32)

        def one(p, g, m, v):
            g = g.astype(jnp.float32) * scale
            m = b1 * m + (1 - b1) * g
            v = b2 * v + (1 - b2) * g * g
            update = (m / (1 - b1 ** t)) / (jnp.sqrt(v / (1 - b2 ** t)) + eps)
            pf = p.astype(jnp.float32)
            return (pf - lr * (update + weight_decay * pf)).astype(p.dtype), m, v

        out = jax.tree.map(one, params, grads, mu, nu)
        is_triple = lambda x: isinstance(x, tuple)
        pick = lambda i: jax.tree.map(lambda x: x[i], out, is_leaf=is_triple)
        return pick(0), pick(1), pick(2), step, loss, norm

    moments = L.as_f32(params)
    tokens = Arg((batch, seq), "int32")
    return Program(named(train_step, "clipped_adamw_train_step"),
                   (params, moments, moments, Arg((), "int32"), tokens, tokens),
                   donate_argnums=(0, 1, 2))


# --------------------------------------------------------------- grad_accum

def build_grad_accum(batch, micro, features, hidden, layers, dtype, classes=10, lr=1e-2,
                     momentum=0.9):
    sizes = [features] + [hidden] * layers + [classes]
    params = [{"w": Arg((i, o), dtype), "b": Arg((o,), dtype)} for i, o in zip(sizes, sizes[1:])]

    def loss(p, x, labels):
        for layer in p[:-1]:
            x = jax.nn.gelu(x @ layer["w"] + layer["b"])
        logits = x @ p[-1]["w"] + p[-1]["b"]
        return L.cross_entropy(logits, labels)

    def train_step(p, velocity, x, labels):
        xs = x.reshape(micro, batch // micro, features)
        ys = labels.reshape(micro, batch // micro)
        zeros = jax.tree.map(lambda a: jnp.zeros(a.shape, jnp.float32), p)

        def body(acc, xy):
            g = jax.grad(loss)(p, *xy)
            return jax.tree.map(lambda a, b: a + b.astype(jnp.float32), acc, g), None

        grads, _ = jax.lax.scan(body, zeros, (xs, ys))
        grads = jax.tree.map(lambda g: g / micro, grads)
        return L.sgd_momentum_update(p, grads, velocity, lr=lr, momentum=momentum)

    return Program(named(train_step, "grad_accum_train_step"),
                   (params, L.as_f32(params), Arg((batch, features), dtype),
                    Arg((batch,), "int32")),
                   donate_argnums=(0, 1))


# ----------------------------------------------------------------- int8_mlp

def build_int8_mlp(mode, batch, features, hidden, layers, classes=1000):
    sizes = [features] + [hidden] * layers + [classes]
    params = [{"w": Arg((i, o), "int8"), "scale": Arg((o,), "float32"),
               "b": Arg((o,), "bfloat16")} for i, o in zip(sizes, sizes[1:])]

    def linear(p, x):
        if mode == "weight_only":
            w = p["w"].astype(jnp.bfloat16) * p["scale"].astype(jnp.bfloat16)
            return x @ w + p["b"]
        amax = jnp.max(jnp.abs(x.astype(jnp.float32)), axis=-1, keepdims=True)
        sx = jnp.maximum(amax, 1e-6) / 127.0
        xq = jnp.clip(jnp.round(x.astype(jnp.float32) / sx), -127, 127).astype(jnp.int8)
        acc = jax.lax.dot_general(xq, p["w"], (((1,), (0,)), ((), ())),
                                  preferred_element_type=jnp.int32)
        return (acc.astype(jnp.float32) * sx * p["scale"]).astype(jnp.bfloat16) + p["b"]

    def forward(p, x):
        for layer in p[:-1]:
            x = jax.nn.relu(linear(layer, x))
        return linear(p[-1], x)

    return Program(named(forward, f"int8_mlp_{mode}"),
                   (params, Arg((batch, features), "bfloat16")))


# --------------------------------------------------------------- local_attn

def build_local_attn(batch, seq, heads, head_dim, window, dtype):
    """Each block of `window` queries attends to its own block and the one
    before it (keys of the block before are zeros for the first block),
    causally; the loss is the mean square of the output projection."""
    blocks = seq // window
    hidden = heads * head_dim
    params = {"wqkv": Arg((hidden, 3, heads, head_dim), dtype),
              "wo": Arg((heads, head_dim, hidden), dtype)}

    def attend(p, x):
        q, k, v = jnp.einsum("bsd,dthk->tbshk", x, p["wqkv"])
        q = q.reshape(batch, blocks, window, heads, head_dim)
        k = k.reshape(batch, blocks, window, heads, head_dim)
        v = v.reshape(batch, blocks, window, heads, head_dim)
        pad = lambda a: jnp.pad(a, ((0, 0), (1, 0), (0, 0), (0, 0), (0, 0)))[:, :-1]
        k2 = jnp.concatenate([pad(k), k], axis=2)
        v2 = jnp.concatenate([pad(v), v], axis=2)
        scores = jnp.einsum("bnqhd,bnkhd->bnhqk", q, k2) * head_dim ** -0.5
        qpos = jnp.arange(window)[:, None] + window
        kpos = jnp.arange(2 * window)[None, :]
        allowed = (kpos <= qpos) & (kpos > qpos - window)
        scores = jnp.where(allowed, scores, jnp.finfo(scores.dtype).min)
        probs = L.softmax_f32(scores)
        out = jnp.einsum("bnhqk,bnkhd->bnqhd", probs, v2).reshape(batch, seq, heads, head_dim)
        return jnp.einsum("bshk,hkd->bsd", out, p["wo"])

    def grad(p, x):
        return jax.grad(lambda p_: jnp.mean(jnp.square(attend(p_, x).astype(jnp.float32))))(p)

    return Program(named(grad, "local_attention_grad"), (params, Arg((batch, seq, hidden), dtype)))


# ----------------------------------------------------------------------- cg

def build_cg(points, features, max_iters=200, tol=1e-5, ridge=1e-2):
    """Solve (K + ridge I) a = y for an RBF kernel K of `points` points by
    conjugate gradients, stopping when the residual norm is below tol."""

    def solve(x, y):
        sq = jnp.sum(x * x, axis=-1)
        k = jnp.exp(-0.5 * (sq[:, None] + sq[None, :] - 2.0 * x @ x.T))
        matvec = lambda v: k @ v + ridge * v

        def cond(state):
            i, _, r, _, rs = state
            return (i < max_iters) & (jnp.sqrt(rs) > tol)

        def body(state):
            i, a, r, d, rs = state
            kd = matvec(d)
            alpha = rs / jnp.dot(d, kd)
            a = a + alpha * d
            r = r - alpha * kd
            rs_new = jnp.dot(r, r)
            d = r + (rs_new / rs) * d
            return i + 1, a, r, d, rs_new

        zero = jnp.zeros_like(y)
        state = (jnp.int32(0), zero, y, y, jnp.dot(y, y))
        i, a, _, _, rs = jax.lax.while_loop(cond, body, state)
        return a, i, rs

    return Program(named(solve, "cg_solve"),
                   (Arg((points, features), "float32"), Arg((points,), "float32")))
