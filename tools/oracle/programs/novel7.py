"""Program families only the holdout's seventeenth batch has.

Like novel.py ... novel6.py, these are programs TPU users write whose
structure no earlier batch has, recorded and scored before any rule looks at
them:

  vq_vae          a vector-quantization bottleneck: distances of every
                  encoded vector to a codebook, the nearest code
                  (argmin, gather) with a straight-through gradient and the
                  commitment loss; gradient
  gat             a graph attention layer: per-edge scores, a softmax over
                  each node's incoming edges (jax.ops.segment_max and
                  segment_sum: scatters with max and add), the weighted sum
                  of the neighbours; gradient
  nerf_mlp        a NeRF-style MLP: sinusoidal encodings of many 3-D points
                  at ten frequencies, eight narrow layers with a skip
                  connection; gradient
  diffusion_loop  a sampling loop: lax.fori_loop over denoising steps, each
                  running a small residual MLP on the sample and updating
                  it; forward
  blockwise_attn  memory-efficient attention: lax.scan over key/value blocks
                  with an online softmax (running max and sum), never the
                  whole [S, S] scores; forward
"""

import jax
import jax.numpy as jnp

from . import layers as L
from .layers import named
from .spec import Arg, Program


# ------------------------------------------------------------------- vq_vae

def build_vq_vae(batch, tokens, features, codes, dtype, beta=0.25):
    params = {"enc": Arg((features, features), dtype), "dec": Arg((features, features), dtype),
              "codebook": Arg((codes, features), "float32")}

    def loss(p, x):
        z = (x @ p["enc"]).astype(jnp.float32).reshape(-1, features)
        book = p["codebook"]
        d = (jnp.sum(z * z, axis=1, keepdims=True) - 2 * z @ book.T
             + jnp.sum(book * book, axis=1)[None, :])
        q = jnp.take(book, jnp.argmin(d, axis=1), axis=0)
        commit = jnp.mean(jnp.square(z - jax.lax.stop_gradient(q)))
        codebook = jnp.mean(jnp.square(jax.lax.stop_gradient(z) - q))
        st = z + jax.lax.stop_gradient(q - z)
        y = st.astype(x.dtype).reshape(x.shape) @ p["dec"]
        recon = jnp.mean(jnp.square((y - x).astype(jnp.float32)))
        return recon + codebook + beta * commit

    def grad(p, x):
        return jax.grad(loss)(p, x)

    return Program(named(grad, "vq_vae_grad"), (params, Arg((batch, tokens, features), dtype)))


# ---------------------------------------------------------------------- gat

def build_gat(nodes, edges, features, hidden, heads):
    params = {"w": Arg((features, heads * hidden), "float32"),
              "a_src": Arg((heads, hidden), "float32"), "a_dst": Arg((heads, hidden), "float32")}

    def layer(p, x, src, dst):
        h = (x @ p["w"]).reshape(nodes, heads, hidden)
        e_src = jnp.sum(h * p["a_src"], axis=-1)
        e_dst = jnp.sum(h * p["a_dst"], axis=-1)
        e = jax.nn.leaky_relu(e_src[src] + e_dst[dst], 0.2)
        e_max = jax.ops.segment_max(e, dst, num_segments=nodes)
        w = jnp.exp(e - e_max[dst])
        denom = jax.ops.segment_sum(w, dst, num_segments=nodes)
        alpha = w / (denom[dst] + 1e-9)
        out = jax.ops.segment_sum(alpha[..., None] * h[src], dst, num_segments=nodes)
        return jax.nn.elu(out.reshape(nodes, heads * hidden))

    def grad(p, x, src, dst):
        return jax.grad(lambda p_: jnp.mean(jnp.square(layer(p_, x, src, dst))))(p)

    return Program(named(grad, "gat_grad"),
                   (params, Arg((nodes, features), "float32"), Arg((edges,), "int32"),
                    Arg((edges,), "int32")))


# ----------------------------------------------------------------- nerf_mlp

def build_nerf_mlp(points, width, layers, frequencies, dtype):
    encoded = 3 + 3 * 2 * frequencies
    sizes = [encoded] + [width] * layers
    params = [{"w": Arg((i + (encoded if k == layers // 2 else 0), o), dtype),
               "b": Arg((o,), dtype)} for k, (i, o) in enumerate(zip(sizes, sizes[1:]))]
    head = Arg((width, 4), dtype)

    def encode(x):
        scales = 2.0 ** jnp.arange(frequencies)
        angles = (x[..., None] * scales).reshape(points, -1)
        return jnp.concatenate([x, jnp.sin(angles), jnp.cos(angles)], axis=-1)

    def loss(p, h, x, target):
        e = encode(x).astype(p[0]["w"].dtype)
        y = e
        for k, layer in enumerate(p):
            if k == layers // 2:
                y = jnp.concatenate([y, e], axis=-1)
            y = jax.nn.relu(y @ layer["w"] + layer["b"])
        out = (y @ h).astype(jnp.float32)
        return jnp.mean(jnp.square(out - target))

    def grad(p, h, x, target):
        return jax.grad(loss, argnums=(0, 1))(p, h, x, target)

    return Program(named(grad, "nerf_mlp_grad"),
                   (params, head, Arg((points, 3), "float32"), Arg((points, 4), "float32")))


# ----------------------------------------------------------- diffusion_loop

def build_diffusion_loop(batch, features, hidden, steps, dtype):
    params = {"w1": Arg((features, hidden), dtype), "w2": Arg((hidden, features), dtype),
              "t_embed": Arg((steps, hidden), dtype)}

    def sample(p, x):
        def step(t, x):
            h = jax.nn.silu(x @ p["w1"] + p["t_embed"][t])
            eps = h @ p["w2"]
            return (x - 0.1 * eps).astype(x.dtype)

        return jax.lax.fori_loop(0, steps, step, x)

    return Program(named(sample, "diffusion_sample"), (params, Arg((batch, features), dtype)))


# ----------------------------------------------------------- blockwise_attn

def build_blockwise_attn(batch, seq, heads, head_dim, block, dtype):
    blocks = seq // block

    def attend(q, k, v):
        scale = head_dim ** -0.5
        kb = k.reshape(batch, blocks, block, heads, head_dim).transpose(1, 0, 2, 3, 4)
        vb = v.reshape(batch, blocks, block, heads, head_dim).transpose(1, 0, 2, 3, 4)
        m0 = jnp.full((batch, heads, seq), -jnp.inf, jnp.float32)
        l0 = jnp.zeros((batch, heads, seq), jnp.float32)
        o0 = jnp.zeros((batch, seq, heads, head_dim), jnp.float32)

        def body(carry, kv):
            m, l, o = carry
            kc, vc = kv
            s = jnp.einsum("bqhd,bkhd->bhqk", q, kc).astype(jnp.float32) * scale
            m_new = jnp.maximum(m, jnp.max(s, axis=-1))
            p = jnp.exp(s - m_new[..., None])
            correction = jnp.exp(m - m_new)
            l = l * correction + jnp.sum(p, axis=-1)
            o = (o * correction.transpose(0, 2, 1)[..., None]
                 + jnp.einsum("bhqk,bkhd->bqhd", p.astype(vc.dtype), vc).astype(jnp.float32))
            return (m_new, l, o), None

        (m, l, o), _ = jax.lax.scan(body, (m0, l0, o0), (kb, vb))
        return (o / l.transpose(0, 2, 1)[..., None]).astype(q.dtype)

    qkv = Arg((batch, seq, heads, head_dim), dtype)
    return Program(named(attend, "blockwise_attention"), (qkv, qkv, qkv))
