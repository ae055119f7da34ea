"""Dense-layer families: mlp, elementwise, reduction, mixed_dtypes,
donation, remat.

These are the building blocks whose TPU layouts and padding tpusim models
most directly, so several configurations use awkward dimensions (1000, 100,
18, 9, 3) that do not fill the (8, 128) tiles.
"""

import jax
import jax.numpy as jnp

from . import layers as L
from .layers import named
from .spec import ALL_CHIPS, MAIN_CHIPS, Arg, Program, cases_on


# ---------------------------------------------------------------------- mlp

def mlp_shapes(features, hidden, layers_, classes, dtype):
    """Weights and biases of an MLP features -> hidden x layers -> classes."""
    dims = [features] + [hidden] * layers_ + [classes]
    return [{"w": Arg((a, b), dtype), "b": Arg((b,), dtype)}
            for a, b in zip(dims[:-1], dims[1:])]


def mlp_apply(params, x):
    """ReLU MLP; the last layer has no activation."""
    for i, layer in enumerate(params):
        x = x @ layer["w"] + layer["b"]
        if i + 1 < len(params):
            x = jax.nn.relu(x)
    return x


def mlp_loss(params, x, labels):
    return L.cross_entropy(mlp_apply(params, x), labels)


def build_mlp(batch, features, hidden, layers, dtype, classes=10):
    """Inference forward pass of an MLP classifier."""
    params = mlp_shapes(features, hidden, layers, classes, dtype)
    return Program(named(lambda p, x: mlp_apply(p, x), "mlp_forward"),
                   (params, Arg((batch, features), dtype)))


def build_deep_mlp_grad(batch, hidden, layers, dtype):
    """Gradient of a deep tanh MLP (no biases): every layer's activation is
    kept for the backward pass, so past the HBM capacity XLA recomputes
    some of them (rematerialization) before it runs out of memory."""
    def loss(ws, x):
        h = x
        for w in ws:
            h = jnp.tanh(h @ w)
        return jnp.sum(h * h)

    ws = tuple(Arg((hidden, hidden), dtype) for _ in range(layers))
    return Program(named(jax.grad(loss), "deep_mlp_grad"), (ws, Arg((batch, hidden), dtype)))


MLP_CONFIGS = [
    dict(batch=64, features=784, hidden=512, layers=2, dtype="float32"),
    dict(batch=128, features=1024, hidden=1024, layers=3, dtype="bfloat16"),
    dict(batch=100, features=1000, hidden=1000, layers=2, dtype="float32"),
    dict(batch=9, features=3, hidden=18, layers=2, dtype="float32"),
]


# -------------------------------------------------------------- elementwise

def build_elementwise(op, rows, cols, dtype):
    """Elementwise programs over [rows, cols] with a [cols] broadcast."""
    def gelu_mul(x, y, b):
        return jax.nn.gelu(x) * y + b

    def bcast_chain(x, y, b):
        return jnp.tanh(x + b) * jax.nn.sigmoid(y - b) + jnp.exp(-jnp.abs(x))

    def select_cast(x, y, b):
        z = jnp.where(x > y, x * 2, y - b).astype(jnp.float32)
        return z, (z * 0.5).astype(x.dtype)

    fns = {"gelu_mul": gelu_mul, "bcast_chain": bcast_chain, "select_cast": select_cast}
    fn = named(fns[op], "elementwise_" + op)
    return Program(fn, (Arg((rows, cols), dtype), Arg((rows, cols), dtype), Arg((cols,), dtype)))


ELEMENTWISE_CONFIGS = [
    dict(op="gelu_mul", rows=1000, cols=9, dtype="float32"),
    dict(op="gelu_mul", rows=256, cols=1024, dtype="bfloat16"),
    dict(op="bcast_chain", rows=3, cols=1000, dtype="float32"),
    dict(op="bcast_chain", rows=100, cols=18, dtype="bfloat16"),
    dict(op="select_cast", rows=1000, cols=100, dtype="bfloat16"),
]


# ---------------------------------------------------------------- reduction

def build_reduction(op, batch, rows, cols, dtype):
    """Normalizations and reductions over awkward trailing dimensions."""
    x = Arg((batch, rows, cols), dtype)

    def layernorm(x, scale, bias):
        return L.layer_norm(x, scale, bias)

    def softmax(x, scale, bias):
        return L.softmax_f32(x * scale.astype(x.dtype))

    def reductions(x, scale, bias):
        xf = x.astype(jnp.float32)
        return (xf.sum(axis=1), xf.max(axis=2), jnp.argmax(xf, axis=-1),
                jax.nn.logsumexp(xf, axis=(0, 2)))

    def cumsum(x, scale, bias):
        return jnp.cumsum(x.astype(jnp.float32), axis=1) * scale

    fns = {"layernorm": layernorm, "softmax": softmax, "reductions": reductions,
           "cumsum": cumsum}
    fn = named(fns[op], "reduction_" + op)
    return Program(fn, (x, Arg((cols,), "float32"), Arg((cols,), "float32")))


REDUCTION_CONFIGS = [
    dict(op="layernorm", batch=8, rows=1000, cols=9, dtype="float32"),
    dict(op="layernorm", batch=4, rows=512, cols=1000, dtype="bfloat16"),
    dict(op="softmax", batch=3, rows=100, cols=1000, dtype="float32"),
    dict(op="softmax", batch=16, rows=18, cols=18, dtype="bfloat16"),
    dict(op="reductions", batch=9, rows=1000, cols=3, dtype="float32"),
    dict(op="cumsum", batch=2, rows=1000, cols=100, dtype="bfloat16"),
]


# ------------------------------------------------------------- mixed dtypes

def build_mixed(op, batch, features, hidden):
    """Matmuls mixing storage and compute dtypes.

    int8/int4 weights with per-column scales are dequantized before the
    matmul (weight-only quantization); fp8 and fp4 feed the MXU narrow
    operands with a float32 result; f16 and complex64 are not native MXU
    types.
    """
    scale = Arg((hidden,), "float32")

    def dequant_matmul(x, w, s):
        w = w.astype(jnp.bfloat16) * s.astype(jnp.bfloat16)
        return jnp.dot(x, w, preferred_element_type=jnp.float32).astype(jnp.bfloat16)

    def bf16_f32(x, w, s):
        y = jnp.dot(x.astype(jnp.bfloat16), w.astype(jnp.bfloat16),
                    preferred_element_type=jnp.float32)
        return L.rms_norm(y, s) + x.astype(jnp.float32).sum(-1, keepdims=True)

    def fp8_matmul(x, w, s):
        return jnp.dot(x, w, preferred_element_type=jnp.float32) * s

    def f16_matmul(x, w, s):
        return jax.nn.relu(x @ w) * s.astype(jnp.float16)

    def complex_matmul(x, w, s):
        return jnp.abs(x @ w) * s

    table = {
        "int8_dequant": (dequant_matmul, "bfloat16", "int8"),
        "int4_dequant": (dequant_matmul, "bfloat16", "int4"),
        "bf16_f32": (bf16_f32, "float32", "bfloat16"),
        "fp8_e4m3": (fp8_matmul, "float8_e4m3fn", "float8_e4m3fn"),
        "fp8_e5m2": (fp8_matmul, "float8_e5m2", "float8_e5m2"),
        "fp4_e2m1": (fp8_matmul, "float4_e2m1fn", "float4_e2m1fn"),
        "c64": (complex_matmul, "complex64", "complex64"),
        "f16": (f16_matmul, "float16", "float16"),
    }
    fn, x_dtype, w_dtype = table[op]
    return Program(named(fn, "mixed_" + op),
                   (Arg((batch, features), x_dtype), Arg((features, hidden), w_dtype), scale))


MIXED_CONFIGS = [
    dict(op=op, batch=128, features=1024, hidden=1000)
    for op in ("int8_dequant", "int4_dequant", "bf16_f32", "fp8_e4m3", "fp8_e5m2", "fp4_e2m1",
               "f16", "c64")
]


# ----------------------------------------------------------------- donation

def build_donation(donate, batch, hidden, layers, dtype):
    """MLP train step with SGD momentum: (params, velocity, x, y) -> new state.

    donate is "all" (params and velocity), "params" or "none": with
    donation XLA aliases the updated state onto the inputs.
    """
    params = mlp_shapes(hidden, hidden, layers, 16, dtype)

    def train_step(params, velocity, x, labels):
        grads = jax.grad(mlp_loss)(params, x, labels)
        return L.sgd_momentum_update(params, grads, velocity)

    donate_argnums = {"all": (0, 1), "params": (0,), "none": ()}[donate]
    args = (params, L.as_f32(params), Arg((batch, hidden), dtype), Arg((batch,), "int32"))
    return Program(named(train_step, "donation_train_step"), args, donate_argnums)


DONATION_CONFIGS = [
    dict(donate=d, batch=256, hidden=1024, layers=1, dtype=dt)
    for d in ("all", "params", "none") for dt in ("float32",)
]


# -------------------------------------------------------------------- remat

def build_remat(policy, batch, hidden, layers, dtype):
    """Gradient of a deep MLP with each layer under a remat policy.

    policy: "none" (no checkpoint), "full" (save nothing inside a layer),
    "dots" (save matmul outputs), "dots_no_batch" (save only dots without
    batch dims, i.e. recompute activations).
    """
    policies = {
        "full": None,
        "dots": jax.checkpoint_policies.checkpoint_dots,
        "dots_no_batch": jax.checkpoint_policies.dots_with_no_batch_dims_saveable,
    }

    def block(p, x):
        h = jax.nn.gelu(x @ p["w1"])
        return x + L.layer_norm(h @ p["w2"], p["s"], p["s"])

    if policy != "none":
        block = jax.checkpoint(block, policy=policies[policy])

    def loss(params, x):
        for p in params:
            x = block(p, x)
        return jnp.mean(jnp.square(x.astype(jnp.float32)))

    params = [{"w1": Arg((hidden, 4 * hidden), dtype), "w2": Arg((4 * hidden, hidden), dtype),
               "s": Arg((hidden,), "float32")} for _ in range(layers)]
    fn = named(lambda p, x: jax.grad(loss)(p, x), "remat_grad_" + policy)
    return Program(fn, (params, Arg((batch, hidden), dtype)))


REMAT_CONFIGS = [
    dict(policy=p, batch=512, hidden=512, layers=2, dtype=dt)
    for p in ("none", "full", "dots") for dt in ("bfloat16",)
]


def cases():
    """All dense-family cases."""
    return (
        cases_on(ALL_CHIPS, "mlp", build_mlp, MLP_CONFIGS)
        + cases_on(MAIN_CHIPS, "elementwise", build_elementwise, ELEMENTWISE_CONFIGS)
        + cases_on(MAIN_CHIPS, "reduction", build_reduction, REDUCTION_CONFIGS)
        + cases_on(ALL_CHIPS, "mixed_dtypes", build_mixed, MIXED_CONFIGS)
        + cases_on(MAIN_CHIPS, "donation", build_donation, DONATION_CONFIGS)
        # remat: ~0.2 MB of optimized module a case, so two chips.
        + cases_on(("v5e", "v6e"), "remat", build_remat, REMAT_CONFIGS)
    )
