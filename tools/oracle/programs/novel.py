"""Program families the main suite does not have, for the holdout only.

The main suite (and the first three holdout batches) vary the sizes of a
fixed set of programs; these are other programs TPU users write, so the
holdout can show how tpusim does on structures its rules were not drawn
from:

  encoder        a BERT-style post-LN encoder (bidirectional attention
                 with a key padding mask, tanh-GELU MLP), forward logits of
                 the first token, or an Adam train step on them
  unet           a small U-Net: average-pool downsampling, nearest
                 upsampling, skip connections concatenated on channels
  gru            a GRU under lax.scan, forward or gradient
  rope_decoder   a Llama-style block stack: RMSNorm, rotary position
                 embeddings, grouped-query attention (jnp.repeat of K and V),
                 SwiGLU MLP; forward logits
  mobilenet      depthwise-separable convolutions (feature_group_count =
                 channels, then 1x1), forward
  dropout_mlp    an MLP train step with dropout masks from jax.random
  topk           a classifier's evaluation: logits, top-5 indices, argmax,
                 one-hot loss and accuracy
"""

import jax
import jax.numpy as jnp

from . import layers as L
from .layers import named
from .spec import Arg, Program


# ------------------------------------------------------------------ encoder

def _encoder_shapes(vocab, hidden, heads, ffn, layers, classes, dtype):
    def layer():
        return {"wqkv": Arg((hidden, 3 * hidden), dtype), "wo": Arg((hidden, hidden), dtype),
                "ln1_s": Arg((hidden,), "float32"), "ln1_b": Arg((hidden,), "float32"),
                "w1": Arg((hidden, ffn), dtype), "b1": Arg((ffn,), dtype),
                "w2": Arg((ffn, hidden), dtype), "b2": Arg((hidden,), dtype),
                "ln2_s": Arg((hidden,), "float32"), "ln2_b": Arg((hidden,), "float32")}
    return {"embed": Arg((vocab, hidden), dtype), "pos": Arg((512, hidden), dtype),
            "layers": [layer() for _ in range(layers)], "head": Arg((hidden, classes), dtype)}


def _encoder_logits(params, tokens, valid, heads):
    batch, seq = tokens.shape
    x = params["embed"][tokens] + params["pos"][:seq][None]
    for p in params["layers"]:
        hidden = x.shape[-1]
        qkv = (x @ p["wqkv"]).reshape(batch, seq, 3, heads, hidden // heads)
        q, k, v = qkv[:, :, 0], qkv[:, :, 1], qkv[:, :, 2]
        scores = jnp.einsum("bqhd,bkhd->bhqk", q, k) * (hidden // heads) ** -0.5
        scores = jnp.where(valid[:, None, None, :], scores, jnp.finfo(scores.dtype).min)
        probs = L.softmax_f32(scores)
        attn = jnp.einsum("bhqk,bkhd->bqhd", probs, v).reshape(batch, seq, hidden)
        x = L.layer_norm(x + attn @ p["wo"], p["ln1_s"], p["ln1_b"])
        h = jax.nn.gelu(x @ p["w1"] + p["b1"], approximate=True)
        x = L.layer_norm(x + h @ p["w2"] + p["b2"], p["ln2_s"], p["ln2_b"])
    return x[:, 0] @ params["head"]


def build_encoder(mode, batch, seq, hidden, heads, layers, dtype, vocab=8000, classes=16):
    params = _encoder_shapes(vocab, hidden, heads, 4 * hidden, layers, classes, dtype)
    tokens = Arg((batch, seq), "int32")
    valid = Arg((batch, seq), "bool")
    if mode == "fwd":
        return Program(named(lambda p, t, m: _encoder_logits(p, t, m, heads), "encoder_forward"),
                       (params, tokens, valid))

    def train_step(p, mu, nu, step, t, m, labels):
        loss = lambda p_: L.cross_entropy(_encoder_logits(p_, t, m, heads), labels)
        grads = jax.grad(loss)(p)
        return L.adam_update(p, grads, mu, nu, step)

    f32 = L.as_f32(params)
    args = (params, f32, f32, Arg((), "int32"), tokens, valid, Arg((batch,), "int32"))
    return Program(named(train_step, "encoder_train_step"), args, donate_argnums=(0, 1, 2))


# --------------------------------------------------------------------- unet

_DIMS = ("NHWC", "HWIO", "NHWC")


def _conv(x, w):
    return jax.lax.conv_general_dilated(x, w, (1, 1), "SAME", dimension_numbers=_DIMS)


def _unet_shapes(in_channels, channels, depth, dtype):
    shapes = {"down": [], "up": []}
    c = in_channels
    for level in range(depth):
        out = channels * 2 ** level
        shapes["down"].append({"w1": Arg((3, 3, c, out), dtype), "w2": Arg((3, 3, out, out), dtype)})
        c = out
    for level in reversed(range(depth - 1)):
        out = channels * 2 ** level
        shapes["up"].append({"w1": Arg((3, 3, c + out, out), dtype),
                             "w2": Arg((3, 3, out, out), dtype)})
        c = out
    shapes["out"] = Arg((1, 1, c, in_channels), dtype)
    return shapes


def _unet(params, x):
    skips = []
    for level, p in enumerate(params["down"]):
        if level > 0:
            b, h, w, c = x.shape
            x = x.reshape(b, h // 2, 2, w // 2, 2, c).mean(axis=(2, 4))
        x = jax.nn.relu(_conv(jax.nn.relu(_conv(x, p["w1"])), p["w2"]))
        skips.append(x)
    for p, skip in zip(params["up"], reversed(skips[:-1])):
        x = jnp.repeat(jnp.repeat(x, 2, axis=1), 2, axis=2)
        x = jnp.concatenate([x, skip], axis=-1)
        x = jax.nn.relu(_conv(jax.nn.relu(_conv(x, p["w1"])), p["w2"]))
    return _conv(x, params["out"])


def build_unet(batch, image, channels, depth, dtype, in_channels=3):
    params = _unet_shapes(in_channels, channels, depth, dtype)
    images = Arg((batch, image, image, in_channels), dtype)
    return Program(named(_unet, "unet_forward"), (params, images))


# ---------------------------------------------------------------------- gru

def _gru_scan(params, xs):
    hidden = params["wh"].shape[0]

    def cell(h, x):
        zr = jax.nn.sigmoid((x @ params["wx_zr"] + h @ params["wh_zr"]).astype(jnp.float32))
        z, r = jnp.split(zr, 2, axis=-1)
        n = jnp.tanh((x @ params["wx"]).astype(jnp.float32)
                     + r * (h @ params["wh"]).astype(jnp.float32))
        h = ((1 - z) * n + z * h.astype(jnp.float32)).astype(xs.dtype)
        return h, h

    init = jnp.zeros((xs.shape[1], hidden), xs.dtype)
    return jax.lax.scan(cell, init, xs)[1]


def build_gru(mode, batch, seq, features, hidden, dtype):
    params = {"wx_zr": Arg((features, 2 * hidden), dtype), "wh_zr": Arg((hidden, 2 * hidden), dtype),
              "wx": Arg((features, hidden), dtype), "wh": Arg((hidden, hidden), dtype)}
    xs = Arg((seq, batch, features), dtype)
    if mode == "fwd":
        return Program(named(_gru_scan, "gru_forward"), (params, xs))

    def gru_grad(p, xs):
        return jax.grad(lambda p_: jnp.mean(jnp.square(_gru_scan(p_, xs).astype(jnp.float32))))(p)
    return Program(named(gru_grad, "gru_grad"), (params, xs))


# ------------------------------------------------------------- rope_decoder

def _rope(x, positions):
    """Rotary embeddings on [batch, seq, heads, head_dim], halves rotated."""
    half = x.shape[-1] // 2
    freqs = 1.0 / (10000.0 ** (jnp.arange(half, dtype=jnp.float32) / half))
    angles = positions[:, None].astype(jnp.float32) * freqs[None, :]
    cos, sin = jnp.cos(angles)[None, :, None, :], jnp.sin(angles)[None, :, None, :]
    x1, x2 = x[..., :half].astype(jnp.float32), x[..., half:].astype(jnp.float32)
    return jnp.concatenate([x1 * cos - x2 * sin, x2 * cos + x1 * sin], axis=-1).astype(x.dtype)


def build_rope_decoder(batch, seq, hidden, heads, kv_heads, layers, dtype, vocab=16000):
    head_dim = hidden // heads
    ffn = 8 * hidden // 3 // 128 * 128

    def layer():
        return {"wq": Arg((hidden, heads * head_dim), dtype),
                "wkv": Arg((hidden, 2 * kv_heads * head_dim), dtype),
                "wo": Arg((heads * head_dim, hidden), dtype),
                "n1": Arg((hidden,), "float32"), "n2": Arg((hidden,), "float32"),
                "wg": Arg((hidden, ffn), dtype), "wu": Arg((hidden, ffn), dtype),
                "wd": Arg((ffn, hidden), dtype)}
    params = {"embed": Arg((vocab, hidden), dtype), "layers": [layer() for _ in range(layers)],
              "norm": Arg((hidden,), "float32"), "out": Arg((hidden, vocab), dtype)}

    def logits(p, tokens):
        b, s = tokens.shape
        positions = jnp.arange(s)
        x = p["embed"][tokens]
        for lp in p["layers"]:
            h = L.rms_norm(x, lp["n1"])
            q = (h @ lp["wq"]).reshape(b, s, heads, head_dim)
            kv = (h @ lp["wkv"]).reshape(b, s, 2, kv_heads, head_dim)
            k, v = kv[:, :, 0], kv[:, :, 1]
            q, k = _rope(q, positions), _rope(k, positions)
            k = jnp.repeat(k, heads // kv_heads, axis=2)
            v = jnp.repeat(v, heads // kv_heads, axis=2)
            attn = L.naive_attention(q, k, v).reshape(b, s, hidden)
            x = x + attn @ lp["wo"]
            h = L.rms_norm(x, lp["n2"])
            x = x + (jax.nn.silu(h @ lp["wg"]) * (h @ lp["wu"])) @ lp["wd"]
        return L.rms_norm(x, p["norm"]) @ p["out"]

    return Program(named(logits, "rope_decoder_forward"), (params, Arg((batch, seq), "int32")))


# ---------------------------------------------------------------- mobilenet

def build_mobilenet(batch, image, channels, blocks, dtype, classes=1000):
    def block(c):
        return {"dw": Arg((3, 3, 1, c), dtype), "pw": Arg((1, 1, c, 2 * c), dtype)}
    params = {"stem": Arg((3, 3, 3, channels), dtype),
              "blocks": [block(channels * 2 ** i) for i in range(blocks)],
              "head": Arg((channels * 2 ** blocks, classes), dtype)}

    def forward(p, images):
        x = jax.nn.relu6(jax.lax.conv_general_dilated(images, p["stem"], (2, 2), "SAME",
                                                      dimension_numbers=_DIMS))
        for bp in p["blocks"]:
            c = x.shape[-1]
            x = jax.nn.relu6(jax.lax.conv_general_dilated(
                x, bp["dw"], (2, 2), "SAME", dimension_numbers=_DIMS, feature_group_count=c))
            x = jax.nn.relu6(_conv(x, bp["pw"]))
        return x.astype(jnp.float32).mean(axis=(1, 2)).astype(x.dtype) @ p["head"]

    return Program(named(forward, "mobilenet_forward"),
                   (params, Arg((batch, image, image, 3), dtype)))


# -------------------------------------------------------------- dropout_mlp

def build_dropout_mlp(batch, features, hidden, layers, dtype, rate=0.1, classes=10):
    dims = [features] + [hidden] * layers + [classes]
    params = [{"w": Arg((a, b), dtype), "b": Arg((b,), dtype)} for a, b in zip(dims, dims[1:])]

    def loss(p, x, labels, key):
        for i, lp in enumerate(p):
            x = x @ lp["w"] + lp["b"]
            if i + 1 < len(p):
                key, sub = jax.random.split(key)
                keep = jax.random.bernoulli(sub, 1.0 - rate, x.shape)
                x = jnp.where(keep, jax.nn.relu(x) / (1.0 - rate), 0).astype(x.dtype)
        return L.cross_entropy(x, labels)

    def train_step(p, velocity, x, labels, key):
        grads = jax.grad(loss)(p, x, labels, key)
        return L.sgd_momentum_update(p, grads, velocity)

    args = (params, L.as_f32(params), Arg((batch, features), dtype), Arg((batch,), "int32"),
            Arg((2,), "uint32"))
    return Program(named(train_step, "dropout_mlp_train_step"), args)


# --------------------------------------------------------------------- topk

def build_topk(batch, features, classes, dtype, k=5):
    params = {"w": Arg((features, classes), dtype), "b": Arg((classes,), dtype)}

    def evaluate(p, x, labels):
        logits = (x @ p["w"] + p["b"]).astype(jnp.float32)
        _, top = jax.lax.top_k(logits, k)
        predicted = jnp.argmax(logits, axis=-1)
        onehot = jax.nn.one_hot(labels, classes, dtype=jnp.float32)
        loss = -jnp.mean(jnp.sum(onehot * jax.nn.log_softmax(logits), axis=-1))
        accuracy = jnp.mean((predicted == labels).astype(jnp.float32))
        top_hit = jnp.mean(jnp.any(top == labels[:, None], axis=-1).astype(jnp.float32))
        return loss, accuracy, top_hit, top

    return Program(named(evaluate, "topk_evaluate"),
                   (params, Arg((batch, features), dtype), Arg((batch,), "int32")))


# ------------------------------------------------------------------ seq2seq

def build_seq2seq(batch, src, tgt, hidden, heads, dtype, vocab=8000):
    """One encoder layer over the source and one decoder layer with causal
    self-attention and cross-attention to the encoder output; logits."""
    hd = hidden // heads

    def attn_params():
        return {"wq": Arg((hidden, hidden), dtype), "wk": Arg((hidden, hidden), dtype),
                "wv": Arg((hidden, hidden), dtype), "wo": Arg((hidden, hidden), dtype)}
    params = {"embed": Arg((vocab, hidden), dtype), "enc": attn_params(), "self": attn_params(),
              "cross": attn_params(), "n1": Arg((hidden,), "float32"),
              "n2": Arg((hidden,), "float32"), "n3": Arg((hidden,), "float32"),
              "out": Arg((hidden, vocab), dtype)}

    def mha(p, xq, xkv, causal):
        b, sq, _ = xq.shape
        sk = xkv.shape[1]
        q = (xq @ p["wq"]).reshape(b, sq, heads, hd)
        k = (xkv @ p["wk"]).reshape(b, sk, heads, hd)
        v = (xkv @ p["wv"]).reshape(b, sk, heads, hd)
        return L.naive_attention(q, k, v, causal=causal).reshape(b, sq, hidden) @ p["wo"]

    def logits(p, source, target):
        enc = p["embed"][source]
        enc = enc + mha(p["enc"], L.rms_norm(enc, p["n1"]), L.rms_norm(enc, p["n1"]), False)
        dec = p["embed"][target]
        h = L.rms_norm(dec, p["n2"])
        dec = dec + mha(p["self"], h, h, True)
        dec = dec + mha(p["cross"], L.rms_norm(dec, p["n3"]), enc, False)
        return dec @ p["out"]

    return Program(named(logits, "seq2seq_forward"),
                   (params, Arg((batch, src), "int32"), Arg((batch, tgt), "int32")))


# ---------------------------------------------------------------------- vae

def build_vae(batch, image, channels, latent, dtype):
    """A convolutional autoencoder: strided convolutions down, transposed
    convolutions up, a mean-squared reconstruction loss and its gradient."""
    params = {"e1": Arg((4, 4, 3, channels), dtype), "e2": Arg((4, 4, channels, 2 * channels), dtype),
              "z": Arg((1, 1, 2 * channels, latent), dtype),
              "d1": Arg((4, 4, latent, 2 * channels), dtype),
              "d2": Arg((4, 4, 2 * channels, channels), dtype),
              "out": Arg((1, 1, channels, 3), dtype)}

    def down(x, w):
        return jax.nn.relu(jax.lax.conv_general_dilated(x, w, (2, 2), "SAME",
                                                        dimension_numbers=_DIMS))

    def up(x, w):
        return jax.nn.relu(jax.lax.conv_transpose(x, w, (2, 2), "SAME", dimension_numbers=_DIMS))

    def loss(p, x):
        h = down(down(x, p["e1"]), p["e2"])
        z = _conv(h, p["z"])
        y = _conv(up(up(z, p["d1"]), p["d2"]), p["out"])
        return jnp.mean(jnp.square((y - x).astype(jnp.float32)))

    def grad(p, x):
        return jax.grad(loss)(p, x)

    return Program(named(grad, "vae_grad"), (params, Arg((batch, image, image, 3), dtype)))


# ---------------------------------------------------------------- mlp_mixer

def build_mlp_mixer(batch, patches, hidden, layers, dtype, classes=1000):
    """MLP-Mixer blocks: token mixing (an MLP across patches, on the
    transposed activations) and channel mixing, LayerNorm before each."""
    def layer():
        return {"ln1_s": Arg((hidden,), "float32"), "ln1_b": Arg((hidden,), "float32"),
                "t1": Arg((patches, 2 * patches), dtype), "t2": Arg((2 * patches, patches), dtype),
                "ln2_s": Arg((hidden,), "float32"), "ln2_b": Arg((hidden,), "float32"),
                "c1": Arg((hidden, 4 * hidden), dtype), "c2": Arg((4 * hidden, hidden), dtype)}
    params = {"layers": [layer() for _ in range(layers)], "head": Arg((hidden, classes), dtype)}

    def forward(p, x):
        for lp in p["layers"]:
            h = L.layer_norm(x, lp["ln1_s"], lp["ln1_b"]).swapaxes(1, 2)
            x = x + (jax.nn.gelu(h @ lp["t1"]) @ lp["t2"]).swapaxes(1, 2)
            h = L.layer_norm(x, lp["ln2_s"], lp["ln2_b"])
            x = x + jax.nn.gelu(h @ lp["c1"]) @ lp["c2"]
        return x.mean(axis=1) @ p["head"]

    return Program(named(forward, "mlp_mixer_forward"),
                   (params, Arg((batch, patches, hidden), dtype)))


# ------------------------------------------------------------------- conv1d

def build_conv1d(batch, length, channels, layers, dtype):
    """A WaveNet-style stack of dilated causal 1-D convolutions with gated
    activations and residual connections, forward."""
    params = [{"f": Arg((2, channels, channels), dtype), "g": Arg((2, channels, channels), dtype),
               "r": Arg((1, channels, channels), dtype)} for _ in range(layers)]
    dims = ("NWC", "WIO", "NWC")

    def forward(p, x):
        for i, lp in enumerate(p):
            d = 2 ** i
            pad = [(d, 0)]
            f = jax.lax.conv_general_dilated(x, lp["f"], (1,), pad, rhs_dilation=(d,),
                                             dimension_numbers=dims)
            g = jax.lax.conv_general_dilated(x, lp["g"], (1,), pad, rhs_dilation=(d,),
                                             dimension_numbers=dims)
            h = jnp.tanh(f) * jax.nn.sigmoid(g)
            x = x + jax.lax.conv_general_dilated(h, lp["r"], (1,), "VALID",
                                                 dimension_numbers=dims)
        return x

    return Program(named(forward, "conv1d_forward"),
                   (params, Arg((batch, length, channels), dtype)))
