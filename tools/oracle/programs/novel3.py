"""Program families only the holdout's eighth batch has.

Like novel.py and novel2.py, these are programs TPU users write whose
structure no earlier batch has, recorded and scored before any rule looks at
them:

  ssm            a diagonal state-space layer (Mamba/S5 style): input-
                 dependent decay and input gates, the linear recurrence
                 solved by lax.associative_scan over the sequence; gradient
  fno            a Fourier neural operator: rfft2 of the field, a complex
                 multiply of its low modes by learned weights, irfft2, a
                 pointwise path; forward
  perceiver      latent cross-attention: a few hundred learned latents
                 attend to thousands of input tokens, then self-attention
                 over the latents; gradient
  remat_scan     a decoder whose stacked layers run under lax.scan with
                 jax.checkpoint on the body, and an Adam step (the layout
                 large language model trainers use); train step
  video          3-D convolutions over [batch, frames, height, width,
                 channels] clips with a strided temporal stem; gradient
  gp             a Gaussian process's negative log marginal likelihood:
                 an RBF kernel matrix, its Cholesky factor and two
                 triangular solves; gradient
  upsampler      a decoder that grows a latent grid with
                 jax.image.resize (bilinear) between 3x3 convolutions;
                 forward
"""

import math

import jax
import jax.numpy as jnp

from . import layers as L
from .layers import named
from .novel import _conv as conv
from .spec import Arg, Program


# ---------------------------------------------------------------------- ssm

def build_ssm(batch, seq, hidden, state, layers, dtype):
    """Each layer: x -> (decay a_t, gate b_t) from projections, the scan
    h_t = a_t * h_{t-1} + b_t * u_t over [batch, seq, hidden*state] in f32,
    a readout contracted over the state, a residual."""
    params = [{"w_in": Arg((hidden, hidden), dtype), "w_a": Arg((hidden, hidden * state), dtype),
               "w_b": Arg((hidden, hidden * state), dtype), "c": Arg((hidden, state), "float32"),
               "w_out": Arg((hidden, hidden), dtype), "norm": Arg((hidden,), "float32")}
              for _ in range(layers)]

    def layer(p, x):
        h = L.rms_norm(x, p["norm"])
        u = (h @ p["w_in"]).astype(jnp.float32)
        a = jax.nn.sigmoid((h @ p["w_a"]).astype(jnp.float32)).reshape(batch, seq, hidden, state)
        b = (h @ p["w_b"]).astype(jnp.float32).reshape(batch, seq, hidden, state)
        bu = b * u[..., None]

        def combine(left, right):
            a_l, h_l = left
            a_r, h_r = right
            return a_l * a_r, a_r * h_l + h_r

        _, states = jax.lax.associative_scan(combine, (a, bu), axis=1)
        y = jnp.einsum("bshn,hn->bsh", states, p["c"]).astype(x.dtype)
        return x + jax.nn.silu(y) @ p["w_out"]

    def loss(p, x):
        for lp in p:
            x = layer(lp, x)
        return jnp.mean(jnp.square(x.astype(jnp.float32)))

    def grad(p, x):
        return jax.grad(loss)(p, x)

    return Program(named(grad, "ssm_grad"), (params, Arg((batch, seq, hidden), dtype)))


# ---------------------------------------------------------------------- fno

def build_fno(batch, grid, width, modes, layers):
    """Fourier layers on a [batch, grid, grid, width] f32 field: the spectral
    path keeps `modes` x `modes` low frequencies (both signs of the first
    axis), the pointwise path is a 1x1 linear map; GELU between layers."""
    params = {"lift": Arg((3, width), "float32"),
              "layers": [{"w_re": Arg((2, modes, modes, width, width), "float32"),
                          "w_im": Arg((2, modes, modes, width, width), "float32"),
                          "pointwise": Arg((width, width), "float32")} for _ in range(layers)],
              "proj": Arg((width, 1), "float32")}

    def spectral(x, w_re, w_im):
        xf = jnp.fft.rfft2(x, axes=(1, 2))
        w = (w_re + 1j * w_im).astype(jnp.complex64)
        low = jnp.einsum("bxyi,xyio->bxyo", xf[:, :modes, :modes], w[0])
        high = jnp.einsum("bxyi,xyio->bxyo", xf[:, -modes:, :modes], w[1])
        out = jnp.zeros_like(xf[..., :w.shape[-1]])
        out = out.at[:, :modes, :modes].set(low).at[:, -modes:, :modes].set(high)
        return jnp.fft.irfft2(out, s=x.shape[1:3], axes=(1, 2))

    def forward(p, field):
        x = field @ p["lift"]
        for lp in p["layers"]:
            x = jax.nn.gelu(spectral(x, lp["w_re"], lp["w_im"]) + x @ lp["pointwise"])
        return x @ p["proj"]

    return Program(named(forward, "fno_forward"), (params, Arg((batch, grid, grid, 3), "float32")))


# ---------------------------------------------------------------- perceiver

def _mha(q_in, kv_in, p, heads):
    b, n, d = q_in.shape
    m = kv_in.shape[1]
    hd = d // heads
    q = (q_in @ p["wq"]).reshape(b, n, heads, hd)
    k = (kv_in @ p["wk"]).reshape(b, m, heads, hd)
    v = (kv_in @ p["wv"]).reshape(b, m, heads, hd)
    scores = jnp.einsum("bnhd,bmhd->bhnm", q, k).astype(jnp.float32) * hd ** -0.5
    probs = jax.nn.softmax(scores, axis=-1).astype(q_in.dtype)
    return jnp.einsum("bhnm,bmhd->bnhd", probs, v).reshape(b, n, d) @ p["wo"]


def build_perceiver(batch, inputs, latents, hidden, heads, dtype):
    def attn():
        return {"wq": Arg((hidden, hidden), dtype), "wk": Arg((hidden, hidden), dtype),
                "wv": Arg((hidden, hidden), dtype), "wo": Arg((hidden, hidden), dtype),
                "ln_s": Arg((hidden,), "float32"), "ln_b": Arg((hidden,), "float32")}
    params = {"latents": Arg((latents, hidden), dtype), "cross": attn(), "self": attn(),
              "mlp1": Arg((hidden, 4 * hidden), dtype), "mlp2": Arg((4 * hidden, hidden), dtype),
              "head": Arg((hidden, 10), dtype)}

    def loss(p, x, labels):
        z = jnp.broadcast_to(p["latents"], (batch,) + p["latents"].shape)
        z = z + _mha(L.layer_norm(z, p["cross"]["ln_s"], p["cross"]["ln_b"]), x, p["cross"], heads)
        h = L.layer_norm(z, p["self"]["ln_s"], p["self"]["ln_b"])
        z = z + _mha(h, h, p["self"], heads)
        z = z + jax.nn.gelu(z @ p["mlp1"]) @ p["mlp2"]
        return L.cross_entropy(z.mean(axis=1) @ p["head"], labels)

    def grad(p, x, labels):
        return jax.grad(loss)(p, x, labels)

    return Program(named(grad, "perceiver_grad"),
                   (params, Arg((batch, inputs, hidden), dtype), Arg((batch,), "int32")))


# --------------------------------------------------------------- remat_scan

def build_remat_scan(batch, seq, hidden, heads, layers, vocab, dtype):
    shapes = L.stacked_lm_shapes(vocab, hidden, heads, 4 * hidden, layers, dtype)

    def logits(params, tokens):
        x = jnp.take(params["embed"], tokens, axis=0)
        body = jax.checkpoint(lambda h, p: (L.decoder_block(p, h), None))
        x, _ = jax.lax.scan(body, x, params["blocks"])
        x = L.rms_norm(x, params["ln_f"])
        return jnp.einsum("bsd,vd->bsv", x, params["embed"])

    def train_step(params, mu, nu, step, tokens, labels):
        grads = jax.grad(lambda p: L.cross_entropy(logits(p, tokens), labels))(params)
        return L.adam_update(params, grads, mu, nu, step)

    tokens = Arg((batch, seq), "int32")
    return Program(named(train_step, "remat_scan_train_step"),
                   (shapes, L.as_f32(shapes), L.as_f32(shapes), Arg((), "int32"), tokens, tokens),
                   donate_argnums=(0, 1, 2))


# -------------------------------------------------------------------- video

_DIMS3 = ("NDHWC", "DHWIO", "NDHWC")


def build_video(batch, frames, image, channels, blocks, classes, dtype):
    params = {"stem": Arg((3, 3, 3, 3, channels), dtype),
              "blocks": [Arg((3, 3, 3, channels, channels), dtype) for _ in range(blocks)],
              "head": Arg((channels, classes), dtype)}

    def loss(p, clip, labels):
        x = jax.lax.conv_general_dilated(clip, p["stem"], (2, 1, 1), "SAME",
                                         dimension_numbers=_DIMS3)
        for w in p["blocks"]:
            x = x + jax.nn.relu(jax.lax.conv_general_dilated(x, w, (1, 1, 1), "SAME",
                                                             dimension_numbers=_DIMS3))
        return L.cross_entropy(x.mean(axis=(1, 2, 3)) @ p["head"], labels)

    def grad(p, clip, labels):
        return jax.grad(loss)(p, clip, labels)

    return Program(named(grad, "video_grad"),
                   (params, Arg((batch, frames, image, image, 3), dtype), Arg((batch,), "int32")))


# ----------------------------------------------------------------------- gp

def build_gp(points, features):
    """The RBF kernel's hyperparameters' gradient of the negative log
    marginal likelihood of `points` noisy observations."""
    def nll(log_params, x, y):
        length, signal, noise = jnp.exp(log_params[0]), jnp.exp(log_params[1]), jnp.exp(log_params[2])
        sq = jnp.sum(x * x, axis=-1)
        d2 = sq[:, None] + sq[None, :] - 2.0 * x @ x.T
        k = signal * jnp.exp(-0.5 * d2 / (length * length)) + noise * jnp.eye(points)
        chol = jnp.linalg.cholesky(k)
        alpha = jax.scipy.linalg.solve_triangular(chol, y, lower=True)
        return (0.5 * jnp.sum(alpha * alpha) + jnp.sum(jnp.log(jnp.diagonal(chol)))
                + 0.5 * points * math.log(2 * math.pi))

    def grad(log_params, x, y):
        return jax.grad(nll)(log_params, x, y)

    return Program(named(grad, "gp_grad"),
                   (Arg((3,), "float32"), Arg((points, features), "float32"),
                    Arg((points,), "float32")))


# ---------------------------------------------------------------- upsampler

def build_upsampler(batch, latent, channels, stages, dtype):
    """A latent [batch, latent, latent, channels] grid doubled `stages` times
    by bilinear resizes, halving the channels after each, to an RGB image."""
    widths = [channels // (2 ** i) for i in range(stages + 1)]
    params = {"convs": [Arg((3, 3, a, b), dtype) for a, b in zip(widths, widths[1:])],
              "out": Arg((3, 3, widths[-1], 3), dtype)}

    def forward(p, z):
        x = z
        for w in p["convs"]:
            b, h, wd, c = x.shape
            x = jax.image.resize(x, (b, 2 * h, 2 * wd, c), method="bilinear")
            x = jax.nn.silu(conv(x, w))
        return jnp.tanh(conv(x, p["out"]))

    return Program(named(forward, "upsampler_forward"),
                   (params, Arg((batch, latent, latent, channels), dtype)))
