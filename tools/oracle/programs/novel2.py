"""More program families only the holdout has (its sixth and seventh
batches).

Like novel.py, these are programs TPU users write whose structure the main
suite does not have, recorded and scored before any rule looks at them:

  clip        a two-tower contrastive train step: an image tower over patch
              features and a text tower over token embeddings, both
              L2-normalized, a [batch, batch] logit matrix and the
              symmetric cross-entropy; gradient
  gnn         a message-passing network over an edge list: gathered source
              features, a dense message, a segment_sum onto the target
              nodes (a scatter-add), a node update; gradient
  lstm        an LSTM over lax.scan with four gates in one matmul, forward
  ranking     sorting-based evaluation: sort, argsort, a cumulative sum over
              the sorted scores and a rank-weighted metric
  denoiser    a diffusion-style denoiser: sinusoidal time embedding, a
              conditioning MLP, GroupNorm'd convolutions scaled and shifted
              by the condition (FiLM); the noise-prediction loss's gradient
  dpa_decoder a decoder on jax.nn.dot_product_attention with grouped
              queries, forward or SGD train step (seventh batch)
  sampler     one decoding step's nucleus sampling (seventh batch)
"""

import math

import jax
import jax.numpy as jnp

from . import layers as L
from .layers import named
from .novel import _conv as conv
from .spec import Arg, Program


# --------------------------------------------------------------------- clip

def build_clip(batch, patches, features, tokens, vocab, hidden, dtype):
    params = {"img_w1": Arg((features, hidden), dtype), "img_w2": Arg((hidden, hidden), dtype),
              "embed": Arg((vocab, hidden), dtype), "txt_w": Arg((hidden, hidden), dtype),
              "ln_s": Arg((hidden,), "float32"), "ln_b": Arg((hidden,), "float32"),
              "temp": Arg((), "float32")}

    def normalize(x):
        xf = x.astype(jnp.float32)
        return xf * jax.lax.rsqrt(jnp.sum(jnp.square(xf), axis=-1, keepdims=True) + 1e-6)

    def loss(p, images, text):
        img = jax.nn.gelu(images @ p["img_w1"]) @ p["img_w2"]
        img = normalize(L.layer_norm(img, p["ln_s"], p["ln_b"]).mean(axis=1))
        txt = p["embed"][text].astype(jnp.float32).mean(axis=1).astype(images.dtype) @ p["txt_w"]
        txt = normalize(txt)
        logits = img @ txt.T * jnp.exp(p["temp"])
        labels = jnp.arange(images.shape[0])
        return 0.5 * (L.cross_entropy(logits, labels) + L.cross_entropy(logits.T, labels))

    def grad(p, images, text):
        return jax.grad(loss)(p, images, text)

    return Program(named(grad, "clip_grad"),
                   (params, Arg((batch, patches, features), dtype), Arg((batch, tokens), "int32")))


# ---------------------------------------------------------------------- gnn

def build_gnn(nodes, edges, features, hidden, layers, dtype):
    dims = [features] + [hidden] * layers
    params = [{"msg": Arg((a, b), dtype), "self": Arg((a, b), dtype), "b": Arg((b,), dtype)}
              for a, b in zip(dims, dims[1:])]

    def loss(p, x, src, dst, target):
        for lp in p:
            messages = x[src] @ lp["msg"]
            agg = jax.ops.segment_sum(messages.astype(jnp.float32), dst, num_segments=nodes)
            x = jax.nn.relu(agg.astype(x.dtype) + x @ lp["self"] + lp["b"])
        return jnp.mean(jnp.square((x.astype(jnp.float32).sum(-1) - target)))

    def grad(p, x, src, dst, target):
        return jax.grad(loss)(p, x, src, dst, target)

    args = (params, Arg((nodes, features), dtype), Arg((edges,), "int32"), Arg((edges,), "int32"),
            Arg((nodes,), "float32"))
    return Program(named(grad, "gnn_grad"), args)


# --------------------------------------------------------------------- lstm

def build_lstm(batch, seq, features, hidden, dtype):
    params = {"wx": Arg((features, 4 * hidden), dtype), "wh": Arg((hidden, 4 * hidden), dtype),
              "b": Arg((4 * hidden,), "float32")}

    def forward(p, xs):
        def cell(carry, x):
            h, c = carry
            gates = (x @ p["wx"] + h @ p["wh"]).astype(jnp.float32) + p["b"]
            i, f, g, o = jnp.split(gates, 4, axis=-1)
            c = jax.nn.sigmoid(f) * c + jax.nn.sigmoid(i) * jnp.tanh(g)
            h = (jax.nn.sigmoid(o) * jnp.tanh(c)).astype(xs.dtype)
            return (h, c), h
        init = (jnp.zeros((batch, hidden), xs.dtype), jnp.zeros((batch, hidden), jnp.float32))
        return jax.lax.scan(cell, init, xs)[1]

    return Program(named(forward, "lstm_forward"), (params, Arg((seq, batch, features), dtype)))


# ------------------------------------------------------------------ ranking

def build_ranking(batch, items, dtype):
    def evaluate(scores, relevance):
        order = jnp.argsort(-scores.astype(jnp.float32), axis=-1)
        ranked = jnp.take_along_axis(relevance, order, axis=-1)
        discounts = 1.0 / jnp.log2(jnp.arange(items, dtype=jnp.float32) + 2.0)
        dcg = jnp.sum(ranked * discounts, axis=-1)
        ideal = jnp.sum(jnp.sort(relevance, axis=-1)[:, ::-1] * discounts, axis=-1)
        recall = jnp.cumsum(ranked, axis=-1) / (jnp.sum(relevance, axis=-1, keepdims=True) + 1e-6)
        return jnp.mean(dcg / (ideal + 1e-6)), recall[:, :100]

    return Program(named(evaluate, "ranking_evaluate"),
                   (Arg((batch, items), dtype), Arg((batch, items), "float32")))


# ----------------------------------------------------------------- denoiser

def _group_norm(x, scale, bias, groups=8, eps=1e-5):
    b, h, w, c = x.shape
    xf = x.astype(jnp.float32).reshape(b, h, w, groups, c // groups)
    mean = xf.mean(axis=(1, 2, 4), keepdims=True)
    var = jnp.square(xf - mean).mean(axis=(1, 2, 4), keepdims=True)
    y = ((xf - mean) * jax.lax.rsqrt(var + eps)).reshape(b, h, w, c)
    return (y * scale + bias).astype(x.dtype)


def build_denoiser(batch, image, channels, blocks, dtype, embed=128):
    def block():
        return {"gn_s": Arg((channels,), "float32"), "gn_b": Arg((channels,), "float32"),
                "w": Arg((3, 3, channels, channels), dtype),
                "film": Arg((4 * embed, 2 * channels), dtype)}
    params = {"t1": Arg((embed, 4 * embed), dtype), "t2": Arg((4 * embed, 4 * embed), dtype),
              "stem": Arg((3, 3, 3, channels), dtype), "blocks": [block() for _ in range(blocks)],
              "out": Arg((3, 3, channels, 3), dtype)}

    def time_embedding(t):
        half = embed // 2
        freqs = jnp.exp(-math.log(10000.0) * jnp.arange(half, dtype=jnp.float32) / half)
        angles = t.astype(jnp.float32)[:, None] * freqs[None, :]
        return jnp.concatenate([jnp.sin(angles), jnp.cos(angles)], axis=-1)

    def loss(p, x0, noise, t):
        alpha = jnp.cos(t.astype(jnp.float32) / 1000.0 * math.pi / 2)[:, None, None, None]
        xt = (alpha * x0 + jnp.sqrt(1 - alpha ** 2) * noise).astype(x0.dtype)
        cond = jax.nn.silu(time_embedding(t).astype(x0.dtype) @ p["t1"]) @ p["t2"]
        h = conv(xt, p["stem"])
        for bp in p["blocks"]:
            scale, shift = jnp.split(cond @ bp["film"], 2, axis=-1)
            y = _group_norm(h, bp["gn_s"], bp["gn_b"])
            y = y * (1 + scale[:, None, None, :]) + shift[:, None, None, :]
            h = h + conv(jax.nn.silu(y), bp["w"])
        predicted = conv(h, p["out"])
        return jnp.mean(jnp.square((predicted - noise).astype(jnp.float32)))

    def grad(p, x0, noise, t):
        return jax.grad(loss)(p, x0, noise, t)

    images = Arg((batch, image, image, 3), dtype)
    return Program(named(grad, "denoiser_grad"), (params, images, images, Arg((batch,), "int32")))


# ------------------------------------------------------------- dpa_decoder
# The seventh batch's families (2026-11-28, recorded after that day's
# attention rules): a decoder whose attention is jax.nn.dot_product_attention
# with grouped queries, forward or train step, and a sampling step.

def _dpa_block_shapes(hidden, heads, kv_heads, ffn, dtype):
    hd = hidden // heads
    return {"n1": Arg((hidden,), "float32"), "wq": Arg((hidden, heads * hd), dtype),
            "wk": Arg((hidden, kv_heads * hd), dtype), "wv": Arg((hidden, kv_heads * hd), dtype),
            "wo": Arg((heads * hd, hidden), dtype), "n2": Arg((hidden,), "float32"),
            "w1": Arg((hidden, ffn), dtype), "w2": Arg((ffn, hidden), dtype)}


def _dpa_logits(params, tokens, heads, kv_heads):
    b, s = tokens.shape
    x = params["embed"][tokens]
    for p in params["layers"]:
        hidden = x.shape[-1]
        hd = hidden // heads
        h = L.rms_norm(x, p["n1"])
        q = (h @ p["wq"]).reshape(b, s, heads, hd)
        k = (h @ p["wk"]).reshape(b, s, kv_heads, hd)
        v = (h @ p["wv"]).reshape(b, s, kv_heads, hd)
        att = jax.nn.dot_product_attention(q, k, v, is_causal=True, implementation="xla")
        x = x + att.reshape(b, s, hidden) @ p["wo"]
        h = L.rms_norm(x, p["n2"])
        x = x + jax.nn.gelu(h @ p["w1"]) @ p["w2"]
    return L.rms_norm(x, params["norm"]) @ params["out"]


def build_dpa_decoder(mode, batch, seq, hidden, heads, kv_heads, layers, dtype, vocab=8000):
    params = {"embed": Arg((vocab, hidden), dtype),
              "layers": [_dpa_block_shapes(hidden, heads, kv_heads, 4 * hidden, dtype)
                         for _ in range(layers)],
              "norm": Arg((hidden,), "float32"), "out": Arg((hidden, vocab), dtype)}
    tokens = Arg((batch, seq), "int32")
    if mode == "fwd":
        return Program(named(lambda p, t: _dpa_logits(p, t, heads, kv_heads), "dpa_decoder_forward"),
                       (params, tokens))

    def train_step(p, velocity, t, labels):
        grads = jax.grad(lambda p_: L.cross_entropy(_dpa_logits(p_, t, heads, kv_heads), labels))(p)
        return L.sgd_momentum_update(p, grads, velocity)

    return Program(named(train_step, "dpa_decoder_train_step"),
                   (params, L.as_f32(params), tokens, tokens), donate_argnums=(0, 1))


# ------------------------------------------------------------------ sampler

def build_sampler(batch, hidden, vocab, dtype, top_p=0.9, temperature=0.8):
    """One decoding step's sampling: logits of the last hidden state,
    temperature, nucleus (top-p) filtering by a sort and a cumulative sum,
    and a categorical draw."""
    def sample(w, h, key):
        logits = (h @ w).astype(jnp.float32) / temperature
        order = jnp.argsort(-logits, axis=-1)
        ranked = jnp.take_along_axis(logits, order, axis=-1)
        cumulative = jnp.cumsum(jax.nn.softmax(ranked, axis=-1), axis=-1)
        cutoff = jnp.take_along_axis(ranked, jnp.sum(cumulative < top_p, axis=-1, keepdims=True),
                                     axis=-1)
        filtered = jnp.where(logits < cutoff, -jnp.inf, logits)
        return jax.random.categorical(key, filtered, axis=-1)

    return Program(named(sample, "sampler_step"),
                   (Arg((hidden, vocab), dtype), Arg((batch, hidden), dtype), Arg((2,), "uint32")))
