"""mesh= and topology= (--mesh and --topology, issue 13) through the bindings."""

import collections

import pytest

import tpusim
from conftest import DATA, run_cli

NO_PARTITIONS = DATA / "mesh" / "fsdp_no_partitions.hlo"
SDY = DATA / "mesh" / "sdy_fsdp_tp.mlir"


class FakeMesh:
    """What the bindings read of a jax.sharding.Mesh: its ``shape`` mapping."""

    def __init__(self, **axes):
        self.shape = collections.OrderedDict(axes)


@pytest.mark.parametrize(
    "mesh", ["data=4,model=2", {"data": 4, "model": 2}, FakeMesh(data=4, model=2)],
    ids=["string", "dict", "mesh-object"])
def test_mesh_forms_agree_with_the_cli(mesh):
    report = tpusim.memory(NO_PARTITIONS, "v5e", mesh)
    cli = run_cli("memory", str(NO_PARTITIONS), "--chip", "v5e", "--mesh", "data=4,model=2",
                  "--json")
    assert report.to_dict() == cli
    assert report.mesh == {"data": 4, "model": 2}
    assert report.compiler_model["devices"] == 8
    w = report.to_dict()["argument_shardings"]["arguments"][0]
    assert w["suggested_axes"] == ["data", "model"]


def test_without_a_mesh_the_program_says():
    plain = tpusim.memory(NO_PARTITIONS, chip="v5e")
    assert plain.mesh is None and plain.compiler_model["devices"] == 1
    sdy = tpusim.memory(SDY, chip="v5e")
    assert sdy.mesh == {"fsdp": 4, "tp": 2}
    assert sdy.to_dict()["argument_shardings"]["arguments"][0]["suggested_axes"] == ["fsdp"]


def test_lint_compile_and_fit_take_the_mesh():
    findings = tpusim.lint(NO_PARTITIONS, chip=None, mesh={"data": 4, "model": 2})
    messages = [f.message for f in findings if f.rule == "replicated-large-array"]
    assert any("over mesh axes `data` and `model` (8 devices)" in m for m in messages), messages
    (compiled,) = tpusim.compile(NO_PARTITIONS, "v5e", "data=4,model=2")
    assert compiled.to_dict()["mesh"] == {"data": 4, "model": 2}
    result = tpusim.fit(NO_PARTITIONS, "v5e", "data=8", vary={"x.0": range(8, 257, 8)})
    assert result.max_fitting is not None


def test_topology():
    report = tpusim.memory(NO_PARTITIONS, mesh="data=4,model=2", topology="v5p:2x2x2")
    assert report.chip == "v5p" and report.compiler_model["devices"] == 8
    with pytest.raises(tpusim.Error) as other:
        tpusim.memory(NO_PARTITIONS, chip="v5e", topology="v5p:2x2x2")
    assert "--topology v5p:2x2x2 is v5p" in other.value.message


def test_bad_meshes_raise():
    with pytest.raises(tpusim.Error) as zero:
        tpusim.memory(NO_PARTITIONS, mesh="data=0")
    assert "axis 'data' has size '0'" in zero.value.message
    assert zero.value.code == "INVALID_ARGUMENT"
    with pytest.raises(tpusim.Error) as count:
        tpusim.memory(SDY, mesh={"data": 2})
    assert "has 2 devices but the program has num_partitions = 8" in count.value.message
    with pytest.raises(tpusim.Error) as axes:
        tpusim.memory(SDY, mesh={"fsdp": 2, "tp": 4})
    assert "axis 'fsdp' has size 2 in --mesh and 4 in the program" in axes.value.message
    with pytest.raises(tpusim.Error):
        tpusim.memory(NO_PARTITIONS, mesh={"data": "4"})
    with pytest.raises(tpusim.Error):
        tpusim.memory(NO_PARTITIONS, mesh={})
    with pytest.raises(TypeError):
        tpusim.memory(NO_PARTITIONS, mesh=8)
    with pytest.raises(tpusim.Error) as topology:
        tpusim.memory(NO_PARTITIONS, topology="v9:2x2")
    assert "unknown TPU chip 'v9'" in topology.value.message
