"""Model building blocks in plain JAX (no flax/optax), shared by the families.

Parameters are plain dicts of arrays so that their abstract shapes (dicts of
Arg) can be declared next to the code that uses them.  Norms and softmax run
in float32 whatever the activation dtype, as production models do; that mix
of dtypes is part of what the oracle should see.
"""

import jax
import jax.numpy as jnp

from .spec import Arg


# ---------------------------------------------------------------- primitives

def layer_norm(x, scale, bias, eps=1e-5):
    """LayerNorm over the last axis, computed in float32."""
    xf = x.astype(jnp.float32)
    mean = xf.mean(-1, keepdims=True)
    var = jnp.square(xf - mean).mean(-1, keepdims=True)
    y = (xf - mean) * jax.lax.rsqrt(var + eps)
    return (y * scale + bias).astype(x.dtype)


def rms_norm(x, scale, eps=1e-6):
    """RMSNorm over the last axis, computed in float32."""
    xf = x.astype(jnp.float32)
    y = xf * jax.lax.rsqrt(jnp.square(xf).mean(-1, keepdims=True) + eps)
    return (y * scale).astype(x.dtype)


def softmax_f32(logits, axis=-1):
    """Softmax in float32, cast back to the input dtype."""
    return jax.nn.softmax(logits.astype(jnp.float32), axis=axis).astype(logits.dtype)


def causal_mask(seq_q, seq_k):
    """Boolean [seq_q, seq_k] mask, True where attention is allowed."""
    return jnp.tril(jnp.ones((seq_q, seq_k), dtype=bool), k=seq_k - seq_q)


def naive_attention(q, k, v, causal=True):
    """softmax(q k^T / sqrt(d)) v with explicit [b, h, s, s] scores.

    q, k, v are [batch, seq, heads, head_dim].
    """
    scale = q.shape[-1] ** -0.5
    scores = jnp.einsum("bqhd,bkhd->bhqk", q, k) * scale
    if causal:
        mask = causal_mask(q.shape[1], k.shape[1])
        scores = jnp.where(mask, scores, jnp.finfo(scores.dtype).min)
    probs = softmax_f32(scores)
    return jnp.einsum("bhqk,bkhd->bqhd", probs, v)


def cross_entropy(logits, labels):
    """Mean token cross-entropy, in float32."""
    logp = jax.nn.log_softmax(logits.astype(jnp.float32), axis=-1)
    picked = jnp.take_along_axis(logp, labels[..., None], axis=-1)[..., 0]
    return -picked.mean()


# ------------------------------------------------------------ decoder model

def decoder_block_shapes(hidden, heads, ffn, dtype):
    """Abstract parameters of one pre-norm decoder block."""
    return {
        "ln1": Arg((hidden,), "float32"),
        "wqkv": Arg((hidden, 3, heads, hidden // heads), dtype),
        "wo": Arg((heads, hidden // heads, hidden), dtype),
        "ln2": Arg((hidden,), "float32"),
        "w1": Arg((hidden, ffn), dtype),
        "w2": Arg((ffn, hidden), dtype),
    }


def decoder_block(p, x, attention=naive_attention):
    """Pre-RMSNorm causal self-attention + GELU MLP, both residual."""
    h = rms_norm(x, p["ln1"])
    qkv = jnp.einsum("bsd,dthk->tbshk", h, p["wqkv"])
    att = attention(qkv[0], qkv[1], qkv[2])
    x = x + jnp.einsum("bshk,hkd->bsd", att, p["wo"])
    h = rms_norm(x, p["ln2"])
    return x + jax.nn.gelu(h @ p["w1"]) @ p["w2"]


def lm_shapes(vocab, hidden, heads, ffn, layers, dtype):
    """Abstract parameters of a small decoder-only language model."""
    return {
        "embed": Arg((vocab, hidden), dtype),
        "blocks": [decoder_block_shapes(hidden, heads, ffn, dtype)
                   for _ in range(layers)],
        "ln_f": Arg((hidden,), "float32"),
    }


def lm_logits(params, tokens):
    """Token ids [b, s] -> logits [b, s, vocab] (tied embedding)."""
    x = jnp.take(params["embed"], tokens, axis=0)
    for block in params["blocks"]:
        x = decoder_block(block, x)
    x = rms_norm(x, params["ln_f"])
    return jnp.einsum("bsd,vd->bsv", x, params["embed"])


def lm_loss(params, tokens, labels):
    """Next-token loss of the language model."""
    return cross_entropy(lm_logits(params, tokens), labels)


def stacked_lm_shapes(vocab, hidden, heads, ffn, layers, dtype):
    """Like lm_shapes, but the blocks' parameters are stacked on a leading
    layer axis, for models that scan over their layers."""
    block = decoder_block_shapes(hidden, heads, ffn, dtype)
    return {
        "embed": Arg((vocab, hidden), dtype),
        "blocks": {k: Arg((layers,) + a.shape, a.dtype) for k, a in block.items()},
        "ln_f": Arg((hidden,), "float32"),
    }


def scanned_lm_logits(params, tokens):
    """lm_logits with lax.scan over stacked layers (one block body in HLO)."""
    x = jnp.take(params["embed"], tokens, axis=0)
    x, _ = jax.lax.scan(lambda h, p: (decoder_block(p, h), None), x, params["blocks"])
    x = rms_norm(x, params["ln_f"])
    return jnp.einsum("bsd,vd->bsv", x, params["embed"])


def scanned_lm_loss(params, tokens, labels):
    return cross_entropy(scanned_lm_logits(params, tokens), labels)


# -------------------------------------------------------------- optimizers

def adam_update(params, grads, mu, nu, step, lr=1e-3, b1=0.9, b2=0.999, eps=1e-8):
    """One Adam step written out by hand; moments are float32.

    Returns (new_params, new_mu, new_nu, step + 1).
    """
    step = step + 1
    t = step.astype(jnp.float32)

    def one(p, g, m, v):
        g = g.astype(jnp.float32)
        m = b1 * m + (1 - b1) * g
        v = b2 * v + (1 - b2) * g * g
        mhat = m / (1 - b1 ** t)
        vhat = v / (1 - b2 ** t)
        p = (p.astype(jnp.float32) - lr * mhat / (jnp.sqrt(vhat) + eps)).astype(p.dtype)
        return p, m, v

    out = jax.tree.map(one, params, grads, mu, nu)
    is_triple = lambda t_: isinstance(t_, tuple)
    new_p = jax.tree.map(lambda t_: t_[0], out, is_leaf=is_triple)
    new_m = jax.tree.map(lambda t_: t_[1], out, is_leaf=is_triple)
    new_v = jax.tree.map(lambda t_: t_[2], out, is_leaf=is_triple)
    return new_p, new_m, new_v, step


def sgd_momentum_update(params, grads, velocity, lr=1e-2, momentum=0.9):
    """SGD with momentum; velocity in float32."""
    def one(p, g, v):
        v = momentum * v + g.astype(jnp.float32)
        return (p.astype(jnp.float32) - lr * v).astype(p.dtype), v

    out = jax.tree.map(one, params, grads, velocity)
    is_pair = lambda t_: isinstance(t_, tuple)
    return (jax.tree.map(lambda t_: t_[0], out, is_leaf=is_pair),
            jax.tree.map(lambda t_: t_[1], out, is_leaf=is_pair))


def as_f32(shapes):
    """Same tree of Arg, float32 (optimizer state for `shapes`)."""
    return jax.tree.map(lambda a: Arg(a.shape, "float32", a.spec), shapes,
                        is_leaf=lambda a: isinstance(a, Arg))


def named(fn, name):
    """Give fn a __name__ so that the HLO module is called jit_<name>."""
    fn.__name__ = name
    fn.__qualname__ = name
    return fn
