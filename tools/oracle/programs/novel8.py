"""Program families only the holdout's eighteenth batch has.

Like novel.py ... novel7.py, these are programs TPU users write whose
structure no earlier batch has, recorded and scored before any rule looks at
them:

  conformer       a Conformer block's convolution module: pointwise
                  expansion, a GLU, a depthwise 1-D convolution over time
                  (feature_group_count = channels), batch norm, swish and a
                  pointwise projection, beside self-attention; gradient
  beam_search     beam-search decoding: lax.scan over steps, each scoring
                  every beam's next token with a small LM head, lax.top_k over
                  beams x vocabulary and a gather of the surviving beams'
                  states; forward
  pixel_shuffle   a super-resolution head: 3x3 convolutions and a
                  depth-to-space upsampling (reshape and transpose); gradient
  embedding_bag   bags of sparse feature ids pooled by a segment mean
                  (jax.ops.segment_sum), then an MLP, as recommendation models
                  do; gradient
  gumbel_sampler  sampling from logits with the Gumbel-max trick
                  (jax.random) over a vocabulary, for several steps in a scan;
                  forward
"""

import jax
import jax.numpy as jnp

from . import layers as L
from .layers import named
from .spec import Arg, Program


# ---------------------------------------------------------------- conformer

def build_conformer(batch, seq, hidden, heads, kernel, dtype):
    params = {"ln": Arg((hidden,), "float32"), "pw1": Arg((hidden, 2 * hidden), dtype),
              "dw": Arg((kernel, 1, hidden), dtype), "bn_scale": Arg((hidden,), "float32"),
              "bn_bias": Arg((hidden,), "float32"), "pw2": Arg((hidden, hidden), dtype),
              "wqkv": Arg((hidden, 3, heads, hidden // heads), dtype),
              "wo": Arg((heads, hidden // heads, hidden), dtype)}

    def block(p, x):
        h = L.rms_norm(x, p["ln"])
        q, k, v = jnp.einsum("bsd,dthk->tbshk", h, p["wqkv"])
        x = x + jnp.einsum("bshk,hkd->bsd", L.naive_attention(q, k, v, causal=False), p["wo"])
        h = L.rms_norm(x, p["ln"]) @ p["pw1"]
        a, g = jnp.split(h, 2, axis=-1)
        h = a * jax.nn.sigmoid(g)
        h = jax.lax.conv_general_dilated(h, p["dw"], (1,), "SAME",
                                         dimension_numbers=("NWC", "WIO", "NWC"),
                                         feature_group_count=hidden)
        hf = h.astype(jnp.float32)
        mean = hf.mean(axis=(0, 1))
        var = jnp.square(hf - mean).mean(axis=(0, 1))
        h = ((hf - mean) * jax.lax.rsqrt(var + 1e-5) * p["bn_scale"] + p["bn_bias"]).astype(x.dtype)
        return x + jax.nn.silu(h) @ p["pw2"]

    def grad(p, x):
        return jax.grad(lambda p_: jnp.mean(jnp.square(block(p_, x).astype(jnp.float32))))(p)

    return Program(named(grad, "conformer_grad"), (params, Arg((batch, seq, hidden), dtype)))


# -------------------------------------------------------------- beam_search

def build_beam_search(batch, beams, hidden, vocab, steps, dtype):
    params = {"embed": Arg((vocab, hidden), dtype), "w": Arg((hidden, hidden), dtype),
              "out": Arg((hidden, vocab), dtype)}

    def search(p, state):
        def step(carry, _):
            h, scores = carry
            h = jnp.tanh(h @ p["w"])
            logp = jax.nn.log_softmax((h @ p["out"]).astype(jnp.float32), axis=-1)
            total = (scores[..., None] + logp).reshape(batch, beams * vocab)
            best, index = jax.lax.top_k(total, beams)
            parent = index // vocab
            token = index % vocab
            h = jnp.take_along_axis(h, parent[..., None], axis=1) + p["embed"][token]
            return (h, best), token

        (_, scores), tokens = jax.lax.scan(step, (state, jnp.zeros((batch, beams), jnp.float32)),
                                           None, length=steps)
        return tokens, scores

    return Program(named(search, "beam_search"), (params, Arg((batch, beams, hidden), dtype)))


# ------------------------------------------------------------ pixel_shuffle

def build_pixel_shuffle(batch, image, channels, scale, dtype):
    params = {"w1": Arg((3, 3, 3, channels), dtype), "w2": Arg((3, 3, channels, channels), dtype),
              "w3": Arg((3, 3, channels, 3 * scale * scale), dtype)}

    def conv(x, w):
        return jax.lax.conv_general_dilated(x, w, (1, 1), "SAME",
                                            dimension_numbers=("NHWC", "HWIO", "NHWC"))

    def upscale(p, x):
        h = jax.nn.relu(conv(x, p["w1"]))
        h = jax.nn.relu(conv(h, p["w2"]))
        h = conv(h, p["w3"])
        h = h.reshape(batch, image, image, scale, scale, 3).transpose(0, 1, 3, 2, 4, 5)
        return h.reshape(batch, image * scale, image * scale, 3)

    def grad(p, x, target):
        return jax.grad(lambda p_: jnp.mean(jnp.square(
            (upscale(p_, x) - target).astype(jnp.float32))))(p)

    return Program(named(grad, "pixel_shuffle_grad"),
                   (params, Arg((batch, image, image, 3), dtype),
                    Arg((batch, image * scale, image * scale, 3), dtype)))


# ------------------------------------------------------------ embedding_bag

def build_embedding_bag(bags, ids, vocab, features, hidden, dtype):
    params = {"table": Arg((vocab, features), dtype), "w1": Arg((features, hidden), dtype),
              "w2": Arg((hidden, 1), dtype)}

    def loss(p, feature_ids, bag_of, labels):
        rows = jnp.take(p["table"], feature_ids, axis=0)
        summed = jax.ops.segment_sum(rows, bag_of, num_segments=bags)
        counts = jax.ops.segment_sum(jnp.ones((ids,), rows.dtype), bag_of, num_segments=bags)
        pooled = summed / jnp.maximum(counts, 1)[:, None]
        logits = (jax.nn.relu(pooled @ p["w1"]) @ p["w2"]).astype(jnp.float32)[:, 0]
        return jnp.mean(jax.nn.softplus(logits) - labels * logits)

    def grad(p, feature_ids, bag_of, labels):
        return jax.grad(loss)(p, feature_ids, bag_of, labels)

    return Program(named(grad, "embedding_bag_grad"),
                   (params, Arg((ids,), "int32"), Arg((ids,), "int32"),
                    Arg((bags,), "float32")))


# ----------------------------------------------------------- gumbel_sampler

def build_gumbel_sampler(batch, hidden, vocab, steps, dtype):
    params = {"embed": Arg((vocab, hidden), dtype), "w": Arg((hidden, hidden), dtype)}

    def sample(p, h, seed):
        key = jax.random.key(seed)

        def step(carry, k):
            h = carry
            logits = (jnp.tanh(h @ p["w"]) @ p["embed"].T).astype(jnp.float32)
            token = jnp.argmax(logits + jax.random.gumbel(k, logits.shape), axis=-1)
            return p["embed"][token], token

        _, tokens = jax.lax.scan(step, h, jax.random.split(key, steps))
        return tokens

    return Program(named(sample, "gumbel_sampler"),
                   (params, Arg((batch, hidden), dtype), Arg((), "uint32")))
