"""Program families only the holdout's sixteenth batch has.

Like novel.py ... novel5.py, these are programs TPU users write whose
structure no earlier batch has, recorded and scored before any rule looks at
them:

  lora           a decoder block fine-tuned with LoRA: frozen weights plus
                 rank-r adapters on the query and value projections, the
                 gradient taken with respect to the adapters only
  swiglu         a Llama-style SwiGLU MLP stack (silu(x W1) * (x W3)) W2
                 with RMSNorm and residuals, an Adam train step
  contrastive    a SimCLR / CLIP-style loss: two projected views, their
                 [2B, 2B] cosine-similarity matrix and a cross-entropy over
                 it; gradient
  mlm_head       a masked-LM head: the hidden states at the masked positions
                 gathered (take_along_axis), projected to the vocabulary;
                 gradient
  alibi_attn     causal attention with a per-head linear position bias
                 (ALiBi) added to the scores; gradient
"""

import jax
import jax.numpy as jnp

from . import layers as L
from .layers import named
from .spec import Arg, Program


# --------------------------------------------------------------------- lora

def build_lora(batch, seq, hidden, heads, rank, dtype):
    head_dim = hidden // heads
    frozen = {"wq": Arg((hidden, hidden), dtype), "wk": Arg((hidden, hidden), dtype),
              "wv": Arg((hidden, hidden), dtype), "wo": Arg((hidden, hidden), dtype),
              "w1": Arg((hidden, 4 * hidden), dtype), "w2": Arg((4 * hidden, hidden), dtype),
              "ln1": Arg((hidden,), "float32"), "ln2": Arg((hidden,), "float32")}
    adapters = {"aq": Arg((hidden, rank), dtype), "bq": Arg((rank, hidden), dtype),
                "av": Arg((hidden, rank), dtype), "bv": Arg((rank, hidden), dtype)}

    def block(f, a, x):
        h = L.rms_norm(x, f["ln1"])
        q = h @ f["wq"] + (h @ a["aq"]) @ a["bq"]
        k = h @ f["wk"]
        v = h @ f["wv"] + (h @ a["av"]) @ a["bv"]
        split = lambda t: t.reshape(batch, seq, heads, head_dim)
        o = L.naive_attention(split(q), split(k), split(v)).reshape(batch, seq, hidden)
        x = x + o @ f["wo"]
        h = L.rms_norm(x, f["ln2"])
        return x + jax.nn.gelu(h @ f["w1"]) @ f["w2"]

    def grad(a, f, x):
        loss = lambda a_: jnp.mean(jnp.square(block(f, a_, x).astype(jnp.float32)))
        return jax.grad(loss)(a)

    return Program(named(grad, "lora_grad"), (adapters, frozen, Arg((batch, seq, hidden), dtype)))


# ------------------------------------------------------------------- swiglu

def build_swiglu(batch, seq, hidden, ffn, layers, dtype):
    params = [{"norm": Arg((hidden,), "float32"), "w1": Arg((hidden, ffn), dtype),
               "w3": Arg((hidden, ffn), dtype), "w2": Arg((ffn, hidden), dtype)}
              for _ in range(layers)]

    def loss(p, x):
        for layer in p:
            h = L.rms_norm(x, layer["norm"])
            x = x + (jax.nn.silu(h @ layer["w1"]) * (h @ layer["w3"])) @ layer["w2"]
        return jnp.mean(jnp.square(x.astype(jnp.float32)))

    def train_step(p, mu, nu, step, x):
        grads = jax.grad(loss)(p, x)
        return L.adam_update(p, grads, mu, nu, step)

    return Program(named(train_step, "swiglu_train_step"),
                   (params, L.as_f32(params), L.as_f32(params), Arg((), "int32"),
                    Arg((batch, seq, hidden), dtype)),
                   donate_argnums=(0, 1, 2))


# -------------------------------------------------------------- contrastive

def build_contrastive(batch, features, hidden, proj, dtype, temperature=0.1):
    params = {"w1": Arg((features, hidden), dtype), "w2": Arg((hidden, proj), dtype)}

    def embed(p, x):
        z = jax.nn.relu(x @ p["w1"]) @ p["w2"]
        z = z.astype(jnp.float32)
        return z / jnp.linalg.norm(z, axis=-1, keepdims=True)

    def loss(p, x1, x2):
        z = jnp.concatenate([embed(p, x1), embed(p, x2)], axis=0)
        sim = z @ z.T / temperature
        n = 2 * batch
        sim = jnp.where(jnp.eye(n, dtype=bool), -1e9, sim)
        labels = jnp.concatenate([jnp.arange(batch) + batch, jnp.arange(batch)])
        return L.cross_entropy(sim, labels)

    def grad(p, x1, x2):
        return jax.grad(loss)(p, x1, x2)

    views = Arg((batch, features), dtype)
    return Program(named(grad, "contrastive_grad"), (params, views, views))


# ----------------------------------------------------------------- mlm_head

def build_mlm_head(batch, seq, hidden, vocab, masked, dtype):
    params = {"dense": Arg((hidden, hidden), dtype), "norm": Arg((hidden,), "float32"),
              "out": Arg((hidden, vocab), dtype)}

    def loss(p, x, positions, labels):
        picked = jnp.take_along_axis(x, positions[..., None], axis=1)
        h = L.rms_norm(jax.nn.gelu(picked @ p["dense"]), p["norm"])
        return L.cross_entropy(h @ p["out"], labels)

    def grad(p, x, positions, labels):
        return jax.grad(loss, argnums=(0, 1))(p, x, positions, labels)

    return Program(named(grad, "mlm_head_grad"),
                   (params, Arg((batch, seq, hidden), dtype), Arg((batch, masked), "int32"),
                    Arg((batch, masked), "int32")))


# --------------------------------------------------------------- alibi_attn

def build_alibi_attn(batch, seq, heads, head_dim, dtype):
    hidden = heads * head_dim
    params = {"wqkv": Arg((hidden, 3, heads, head_dim), dtype),
              "wo": Arg((heads, head_dim, hidden), dtype)}
    slopes = 2.0 ** (-8.0 * (jnp.arange(heads) + 1) / heads)

    def attend(p, x):
        q, k, v = jnp.einsum("bsd,dthk->tbshk", x, p["wqkv"])
        scores = jnp.einsum("bqhd,bkhd->bhqk", q, k) * head_dim ** -0.5
        distance = jnp.arange(seq)[None, :] - jnp.arange(seq)[:, None]
        bias = (slopes[:, None, None] * distance[None]).astype(scores.dtype)
        scores = scores + bias[None]
        scores = jnp.where(L.causal_mask(seq, seq), scores, jnp.finfo(scores.dtype).min)
        out = jnp.einsum("bhqk,bkhd->bqhd", L.softmax_f32(scores), v)
        return jnp.einsum("bshk,hkd->bsd", out, p["wo"])

    def grad(p, x):
        return jax.grad(lambda p_: jnp.mean(jnp.square(attend(p_, x).astype(jnp.float32))))(p)

    return Program(named(grad, "alibi_attention_grad"), (params, Arg((batch, seq, hidden), dtype)))
