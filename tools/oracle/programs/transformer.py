"""Transformer families: attention_naive, attention_dpa, decoder_fwd,
decoder_train, vit, decode_kvcache, moe.

Models are small (2-4 layers, hidden 128-1024) so that each compile is fast
and the recorded files stay small; the capacity sweeps in sweeps.py reuse
the same builders with large shapes.
"""

import jax
import jax.numpy as jnp

from . import layers as L
from .layers import named
from .spec import MAIN_CHIPS, Arg, Program, cases_on


# ---------------------------------------------------------------- attention

def qkv_args(batch, seq, heads, head_dim, dtype, kv_heads=None):
    """q, k, v as [batch, seq, heads, head_dim]."""
    kv_heads = kv_heads or heads
    return (Arg((batch, seq, heads, head_dim), dtype),
            Arg((batch, seq, kv_heads, head_dim), dtype),
            Arg((batch, seq, kv_heads, head_dim), dtype))


def build_attention_naive(batch, seq, heads, head_dim, dtype, causal=True):
    """Attention with explicit [b, h, s, s] scores and float32 softmax."""
    fn = named(lambda q, k, v: L.naive_attention(q, k, v, causal=causal), "attention_naive")
    return Program(fn, qkv_args(batch, seq, heads, head_dim, dtype))


ATTENTION_NAIVE_CONFIGS = [
    dict(batch=8, seq=512, heads=8, head_dim=64, dtype="bfloat16"),
    dict(batch=4, seq=1000, heads=12, head_dim=64, dtype="float32"),
    dict(batch=2, seq=128, heads=9, head_dim=100, dtype="bfloat16", causal=False),
]


def build_attention_dpa(batch, seq, heads, head_dim, dtype, kv_heads=None, causal=True):
    """jax.nn.dot_product_attention, XLA implementation (GQA if kv_heads)."""
    def attention_dpa(q, k, v):
        return jax.nn.dot_product_attention(q, k, v, is_causal=causal, implementation="xla")
    return Program(attention_dpa, qkv_args(batch, seq, heads, head_dim, dtype, kv_heads))


ATTENTION_DPA_CONFIGS = [
    dict(batch=8, seq=512, heads=8, head_dim=64, dtype="bfloat16"),
    dict(batch=4, seq=1024, heads=16, head_dim=128, kv_heads=4, dtype="bfloat16"),
    dict(batch=3, seq=100, heads=6, head_dim=64, dtype="float32", causal=False),
    # Where XLA:TPU stops fusing the scores' softmax into their dot (the
    # kvh4 hd128 bf16 case splits on v4, v5e and v5p; hd64 does not): the
    # same attention without grouped queries, with 96-wide heads, and with a
    # shorter sequence (2026-11-28).
    dict(batch=4, seq=1024, heads=16, head_dim=128, dtype="bfloat16"),
    dict(batch=4, seq=1024, heads=16, head_dim=96, kv_heads=4, dtype="bfloat16"),
    dict(batch=4, seq=512, heads=16, head_dim=128, kv_heads=4, dtype="bfloat16"),
]

# v6e keeps the hd128 softmax in the dot's fusion at s1024 but not at
# s512: where the boundary lies (2026-11-28).
ATTENTION_DPA_V6E_CONFIGS = [
    dict(batch=4, seq=512, heads=16, head_dim=128, dtype="bfloat16"),
    dict(batch=8, seq=512, heads=16, head_dim=128, kv_heads=4, dtype="bfloat16"),
    dict(batch=4, seq=768, heads=16, head_dim=128, kv_heads=4, dtype="bfloat16"),
    dict(batch=2, seq=256, heads=16, head_dim=128, kv_heads=4, dtype="bfloat16"),
]


# ------------------------------------------------------------ decoder (LM)

def build_decoder_fwd(batch, seq, hidden, heads, layers, vocab, dtype):
    """Language-model forward pass to logits (prefill / scoring)."""
    params = L.lm_shapes(vocab, hidden, heads, 4 * hidden, layers, dtype)
    return Program(named(L.lm_logits, "decoder_forward"),
                   (params, Arg((batch, seq), "int32")))


DECODER_FWD_CONFIGS = [
    dict(batch=8, seq=256, hidden=512, heads=8, layers=2, vocab=1000, dtype="bfloat16"),
    dict(batch=4, seq=128, hidden=256, heads=4, layers=2, vocab=8192, dtype="float32"),
]


def build_decoder_train(batch, seq, hidden, heads, layers, vocab, dtype, scan=False):
    """Full train step: loss, grad, hand-written Adam.

    (params, mu, nu, step, tokens, labels) -> (params, mu, nu, step, loss).
    scan=True stacks the layers and scans over them, as large models do.
    """
    shapes = L.stacked_lm_shapes if scan else L.lm_shapes
    loss_fn = L.scanned_lm_loss if scan else L.lm_loss
    params = shapes(vocab, hidden, heads, 4 * hidden, layers, dtype)

    def train_step(params, mu, nu, step, tokens, labels):
        loss, grads = jax.value_and_grad(loss_fn)(params, tokens, labels)
        params, mu, nu, step = L.adam_update(params, grads, mu, nu, step)
        return params, mu, nu, step, loss

    moments = L.as_f32(params)
    args = (params, moments, moments, Arg((), "int32"),
            Arg((batch, seq), "int32"), Arg((batch, seq), "int32"))
    return Program(named(train_step, "decoder_train_step"), args)


# A train step's optimized module is ~0.5 MB whatever its sizes (one Adam
# update per parameter), so these run on few chips (corpus size budget).
DECODER_TRAIN_CONFIGS = [
    dict(batch=8, seq=256, hidden=256, heads=4, layers=2, vocab=1000, dtype="float32"),
    dict(batch=4, seq=512, hidden=512, heads=8, layers=4, vocab=4096, dtype="bfloat16", scan=True),
]


# ---------------------------------------------------------------------- vit

def vit_shapes(image, patch, channels, hidden, heads, layers, classes, dtype):
    """Patch embedding (as a strided conv), cls token, positions, encoder, head."""
    tokens = (image // patch) ** 2 + 1
    blocks = []
    for _ in range(layers):
        blocks.append({
            "ln1_s": Arg((hidden,), "float32"), "ln1_b": Arg((hidden,), "float32"),
            "wqkv": Arg((hidden, 3, heads, hidden // heads), dtype),
            "wo": Arg((heads, hidden // heads, hidden), dtype),
            "ln2_s": Arg((hidden,), "float32"), "ln2_b": Arg((hidden,), "float32"),
            "w1": Arg((hidden, 4 * hidden), dtype), "w2": Arg((4 * hidden, hidden), dtype),
        })
    return {
        "patch": Arg((patch, patch, channels, hidden), dtype),
        "cls": Arg((1, 1, hidden), dtype),
        "pos": Arg((1, tokens, hidden), dtype),
        "blocks": blocks,
        "head": Arg((hidden, classes), dtype),
    }


def vit_logits(params, images, patch):
    """ViT classifier: NHWC images -> class logits."""
    x = jax.lax.conv_general_dilated(
        images, params["patch"], window_strides=(patch, patch), padding="VALID",
        dimension_numbers=("NHWC", "HWIO", "NHWC"))
    b = x.shape[0]
    x = x.reshape(b, -1, x.shape[-1])
    cls = jnp.broadcast_to(params["cls"], (b, 1, x.shape[-1]))
    x = jnp.concatenate([cls, x], axis=1) + params["pos"]
    for p in params["blocks"]:
        h = L.layer_norm(x, p["ln1_s"], p["ln1_b"])
        qkv = jnp.einsum("bsd,dthk->tbshk", h, p["wqkv"])
        att = L.naive_attention(qkv[0], qkv[1], qkv[2], causal=False)
        x = x + jnp.einsum("bshk,hkd->bsd", att, p["wo"])
        h = L.layer_norm(x, p["ln2_s"], p["ln2_b"])
        x = x + jax.nn.gelu(h @ p["w1"]) @ p["w2"]
    return x[:, 0] @ params["head"]


def build_vit(mode, batch, image, patch, hidden, heads, layers, dtype, channels=3, classes=1000):
    """ViT forward ("fwd") or parameter gradient of the loss ("grad")."""
    params = vit_shapes(image, patch, channels, hidden, heads, layers, classes, dtype)
    images = Arg((batch, image, image, channels), dtype)
    if mode == "fwd":
        fn = named(lambda p, x: vit_logits(p, x, patch), "vit_forward")
        return Program(fn, (params, images))

    def vit_grad(p, x, labels):
        return jax.grad(lambda p_: L.cross_entropy(vit_logits(p_, x, patch), labels))(p)
    return Program(vit_grad, (params, images, Arg((batch,), "int32")))


VIT_CONFIGS = [
    dict(mode="fwd", batch=16, image=224, patch=16, hidden=384, heads=6, layers=2, dtype="bfloat16"),
    dict(mode="grad", batch=8, image=96, patch=16, hidden=256, heads=4, layers=1, dtype="float32"),
]


# ------------------------------------------------------- kv-cache decoding

def build_decode_kvcache(batch, cache, hidden, heads, layers, vocab, steps, dtype, donate=False):
    """Greedy decoding loop over a preallocated KV cache.

    A fori_loop of `steps` iterations; each embeds the current token, attends
    over the cache (masked to the filled prefix), writes its k/v with
    dynamic_update_slice and picks the argmax token.  The cache is
    [layers, 2, batch, cache, heads, head_dim]; donate=True donates it.
    """
    head_dim = hidden // heads
    params = L.lm_shapes(vocab, hidden, heads, 4 * hidden, layers, dtype)

    def step_block(p, x, kv, layer, pos):
        h = L.rms_norm(x, p["ln1"])
        q, k, v = jnp.einsum("bsd,dthk->tbshk", h, p["wqkv"])
        kv = jax.lax.dynamic_update_slice(kv, k[None, None], (layer, 0, 0, pos, 0, 0))
        kv = jax.lax.dynamic_update_slice(kv, v[None, None], (layer, 1, 0, pos, 0, 0))
        keys, values = kv[layer, 0], kv[layer, 1]
        scores = jnp.einsum("bqhd,bkhd->bhqk", q, keys) * head_dim ** -0.5
        visible = jnp.arange(keys.shape[1]) <= pos
        scores = jnp.where(visible, scores, jnp.finfo(scores.dtype).min)
        att = jnp.einsum("bhqk,bkhd->bqhd", L.softmax_f32(scores), values)
        x = x + jnp.einsum("bshk,hkd->bsd", att, p["wo"])
        h = L.rms_norm(x, p["ln2"])
        return x + jax.nn.gelu(h @ p["w1"]) @ p["w2"], kv

    def decode(params, kv, token, start):
        def body(i, carry):
            kv, token, out = carry
            pos = start + i
            x = jnp.take(params["embed"], token, axis=0)[:, None, :]
            for layer, p in enumerate(params["blocks"]):
                x, kv = step_block(p, x, kv, layer, pos)
            logits = jnp.einsum("bsd,vd->bsv", L.rms_norm(x, params["ln_f"]), params["embed"])
            token = jnp.argmax(logits[:, 0], axis=-1).astype(jnp.int32)
            out = jax.lax.dynamic_update_slice(out, token[:, None], (0, i))
            return kv, token, out

        out = jnp.zeros((token.shape[0], steps), jnp.int32)
        return jax.lax.fori_loop(0, steps, body, (kv, token, out))

    kv = Arg((layers, 2, batch, cache, heads, head_dim), dtype)
    args = (params, kv, Arg((batch,), "int32"), Arg((), "int32"))
    return Program(named(decode, "decode_kvcache"), args, (1,) if donate else ())


DECODE_CONFIGS = [
    dict(batch=8, cache=1024, hidden=512, heads=8, layers=1, vocab=1000, steps=16, dtype="bfloat16", donate=True),
    dict(batch=8, cache=1024, hidden=512, heads=8, layers=1, vocab=1000, steps=16, dtype="bfloat16", donate=False),
    dict(batch=3, cache=100, hidden=256, heads=4, layers=2, vocab=512, steps=8, dtype="float32", donate=True),
]


# ---------------------------------------------------------------------- moe

def build_moe(batch, seq, hidden, experts, topk, dtype, capacity_factor=1.25, grad=False):
    """Top-k routed mixture-of-experts MLP with capacity-limited one-hot
    dispatch and combine einsums (Switch/GShard style).

    grad=True records the gradient of a loss through the layer instead.
    """
    tokens = batch * seq
    capacity = max(1, int(capacity_factor * tokens * topk / experts))
    ffn = 2 * hidden

    def moe_layer(p, x):
        x = x.reshape(tokens, hidden)
        gates = jax.nn.softmax((x @ p["router"]).astype(jnp.float32), axis=-1)
        top_w, top_e = jax.lax.top_k(gates, topk)                        # [T, k]
        onehot = jax.nn.one_hot(top_e, experts, dtype=jnp.int32)          # [T, k, E]
        # Position of each (token, choice) in its expert's buffer.
        flat = onehot.transpose(1, 0, 2).reshape(topk * tokens, experts)
        pos = (jnp.cumsum(flat, axis=0) - 1).reshape(topk, tokens, experts).transpose(1, 0, 2)
        keep = onehot * (pos < capacity)
        slot = jax.nn.one_hot(jnp.sum(pos * keep, -1), capacity, dtype=x.dtype)  # [T, k, C]
        dispatch = jnp.einsum("tke,tkc->tec", keep.astype(x.dtype), slot)
        combine = jnp.einsum("tk,tke,tkc->tec", top_w.astype(x.dtype), keep.astype(x.dtype), slot)
        expert_in = jnp.einsum("tec,td->ecd", dispatch, x)
        h = jax.nn.gelu(jnp.einsum("ecd,edf->ecf", expert_in, p["w1"]))
        expert_out = jnp.einsum("ecf,efd->ecd", h, p["w2"])
        return jnp.einsum("tec,ecd->td", combine, expert_out).reshape(batch, seq, hidden)

    params = {"router": Arg((hidden, experts), dtype),
              "w1": Arg((experts, hidden, ffn), dtype),
              "w2": Arg((experts, ffn, hidden), dtype)}
    x = Arg((batch, seq, hidden), dtype)
    if not grad:
        return Program(named(moe_layer, "moe_forward"), (params, x))

    def moe_grad(p, x):
        return jax.grad(lambda p_: jnp.mean(jnp.square(moe_layer(p_, x).astype(jnp.float32))))(p)
    return Program(moe_grad, (params, x))


MOE_CONFIGS = [
    dict(batch=8, seq=128, hidden=512, experts=8, topk=2, dtype="bfloat16"),
    dict(batch=4, seq=100, hidden=256, experts=6, topk=1, dtype="float32"),
    dict(batch=4, seq=128, hidden=256, experts=8, topk=2, dtype="bfloat16", grad=True),
]


def cases():
    """All transformer-family cases."""
    return (
        cases_on(MAIN_CHIPS, "attention_naive", build_attention_naive, ATTENTION_NAIVE_CONFIGS)
        + cases_on(MAIN_CHIPS, "attention_dpa", build_attention_dpa, ATTENTION_DPA_CONFIGS)
        + cases_on(("v6e",), "attention_dpa", build_attention_dpa, ATTENTION_DPA_V6E_CONFIGS)
        + cases_on(MAIN_CHIPS + ("v7x",), "decoder_fwd", build_decoder_fwd, DECODER_FWD_CONFIGS[:1])
        + cases_on(("v5e", "v6e"), "decoder_fwd", build_decoder_fwd, DECODER_FWD_CONFIGS[1:])
        + cases_on(("v5e", "v6e"), "decoder_train", build_decoder_train, DECODER_TRAIN_CONFIGS[:1])
        + cases_on(("v4",), "decoder_train", build_decoder_train, DECODER_TRAIN_CONFIGS[1:])
        + cases_on(("v4", "v5e", "v6e"), "vit", build_vit, VIT_CONFIGS[:1])
        + cases_on(("v5e", "v6e"), "vit", build_vit, VIT_CONFIGS[1:])
        + cases_on(MAIN_CHIPS, "decode_kvcache", build_decode_kvcache, DECODE_CONFIGS[:2])
        + cases_on(("v5e",), "decode_kvcache", build_decode_kvcache, DECODE_CONFIGS[2:])
        + cases_on(MAIN_CHIPS, "moe", build_moe, MOE_CONFIGS[:2])
        + cases_on(("v5e", "v6e"), "moe", build_moe, MOE_CONFIGS[2:])
    )
