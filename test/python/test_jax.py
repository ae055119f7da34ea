"""tpusim.jax against real JAX on the CPU (skipped when jax is not installed)."""

import json

import pytest

jax = pytest.importorskip("jax")
import jax.numpy as jnp  # noqa: E402

import tpusim  # noqa: E402
import tpusim.jax  # noqa: E402
from conftest import DATA  # noqa: E402


def mlp(params, x):
    for i, (w, b) in enumerate(params):
        x = x @ w + b
        if i + 1 < len(params):
            x = jax.nn.relu(x)
    return x


def mlp_params(dims, dtype=jnp.float32):
    return [(jax.ShapeDtypeStruct((a, b), dtype), jax.ShapeDtypeStruct((b,), dtype))
            for a, b in zip(dims[:-1], dims[1:])]


def attention(x, wq, wk, wv, wo, heads=8):
    batch, seq, model = x.shape
    split = lambda t: t.reshape(batch, seq, heads, model // heads)  # noqa: E731
    q, k, v = split(x @ wq), split(x @ wk), split(x @ wv)
    scores = jnp.einsum("bqhd,bkhd->bhqk", q, k) / jnp.sqrt(model // heads)
    mask = jnp.tril(jnp.ones((seq, seq), bool))
    weights = jax.nn.softmax(jnp.where(mask, scores, -1e9), axis=-1)
    out = jnp.einsum("bhqk,bkhd->bqhd", weights, v).reshape(batch, seq, model)
    return x + out @ wo


def attention_args(batch=4, seq=512, model=512, dtype=jnp.bfloat16):
    w = jax.ShapeDtypeStruct((model, model), dtype)
    return (jax.ShapeDtypeStruct((batch, seq, model), dtype), w, w, w, w)


def argument_bytes(args):
    leaves = jax.tree_util.tree_leaves(args)
    return sum(leaf.size * jnp.dtype(leaf.dtype).itemsize for leaf in leaves)


@pytest.mark.parametrize(
    "fn, args",
    [(mlp, (mlp_params([1024, 4096, 4096, 10]), jax.ShapeDtypeStruct((256, 1024), jnp.float32))),
     (attention, attention_args())],
    ids=["mlp", "attention"],
)
def test_check_is_memory_on_the_lowered_text(fn, args):
    report = tpusim.jax.check(fn, *args, chip="v5e")
    lowered = jax.jit(fn).lower(*args)
    assert report.to_dict() == tpusim.memory(lowered, chip="v5e").to_dict()
    # The text without debug info: the same buffers, without Python source
    # locations.
    plain = tpusim.memory(lowered.as_text(), chip="v5e")
    assert (plain.peak_bytes, plain.fits) == (report.peak_bytes, report.fits)
    assert [(b.name, b.size_bytes) for b in plain.buffers_at_peak] == [
        (b.name, b.size_bytes) for b in report.buffers_at_peak]
    assert any(b.to_dict().get("source_file") == __file__ for b in report.buffers_at_peak)
    assert report.module == f"jit_{fn.__name__}"
    assert report.fits
    # At least the arguments (padding only adds), far below the 15.75G.
    assert argument_bytes(args) <= report.argument_bytes <= report.peak_bytes
    assert report.peak_bytes < 4 * argument_bytes(args) + (64 << 20)


def test_exported_program():
    export = pytest.importorskip("jax.export")
    args = attention_args(batch=2, seq=128, model=256)
    exported = export.export(jax.jit(attention))(*args)
    report = tpusim.memory(exported, chip="v5e")
    assert report.peak_bytes == tpusim.jax.check(attention, *args, chip="v5e").peak_bytes


def test_jit_kwargs_reach_jax():
    # Donating x lets the output reuse its buffer: the peak can only drop.
    args = attention_args()
    plain = tpusim.jax.check(attention, *args, chip="v5e")
    donated = tpusim.jax.check(attention, *args, chip="v5e", donate_argnums=(0,))
    assert donated.peak_bytes <= plain.peak_bytes


def test_largest_batch_with_fit_on_a_lowered_program():
    lowered = tpusim.jax.lower(attention, *attention_args(batch=8, seq=1024, model=1024))
    result = tpusim.fit(lowered, chip="v5e", vary={"0.0": range(8, 4097, 8)})
    assert result.max_fitting is not None
    # The flag says what the evaluated points show. Near the capacity the
    # peak may drop as the batch grows: past it the HBM heap is repacked
    # size-first, as XLA repacks (memory/buffer_assignment.h, hbm_capacity).
    points = sorted(result.points, key=lambda p: p.value)
    peaks = [p.peak_bytes for p in points]
    assert result.monotonic == (
        peaks == sorted(peaks)
        and all(p.fits == (p.value <= result.max_fitting) for p in points))
    assert tpusim.memory(lowered, vary={"0.0": result.max_fitting}).fits
    assert not tpusim.memory(lowered, vary={"0.0": result.max_fitting + 8}).fits


def test_oracle_mlp_on_v5e():
    """The oracle's `mlp.b100.d1000.h1000.l2.f32.v5e`, lowered here on the CPU.

    tpusim must say the same of this lowering as of the StableHLO the oracle
    recorded for the TPU, and be near XLA:TPU's own figures.
    """
    name = "mlp.b100.d1000.h1000.l2.f32.v5e"
    manifest = json.loads((DATA / "oracle" / "manifest.json").read_text())
    case = next(c for c in manifest["cases"] if c["name"] == name)
    params = mlp_params([1000, 1000, 1000, 10])
    x = jax.ShapeDtypeStruct((100, 1000), jnp.float32)
    report = tpusim.jax.check(mlp, params, x, chip="v5e")
    recorded = tpusim.memory(DATA / "oracle" / case["files"]["stablehlo"], chip="v5e")
    assert report.peak_bytes == recorded.peak_bytes
    assert report.fits == (case["status"] == "ok")
    stats = case["memory_analysis"]
    xla_peak = (stats["argument_size_in_bytes"] + stats["output_size_in_bytes"]
                - stats["alias_size_in_bytes"] + stats["temp_size_in_bytes"])
    assert abs(report.peak_bytes - xla_peak) <= 0.10 * xla_peak
