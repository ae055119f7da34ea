"""The tpusim package on the repository's own inputs, against the CLI's JSON."""

import gc
import pathlib
import threading

import pytest

import tpusim
from conftest import DATA, run_cli

SMALL = DATA / "golden" / "memory" / "small_program.hlo"
OOM = DATA / "golden" / "memory" / "oom_program.hlo"
MLP = DATA / "fit" / "mlp_step.hlo"
LINT_SAMPLE = DATA / "compat" / "lint_sample.hlo"
LINT_CONFIG = DATA / "compat" / "lint_sample_config.json"


@pytest.mark.parametrize("path", [SMALL, OOM, MLP], ids=lambda p: p.name)
def test_memory_is_the_cli_report(path):
    report = tpusim.memory(str(path), chip="v5e")
    cli = run_cli("memory", str(path), "--chip", "v5e", "--json")
    assert report.peak_bytes == cli["peak_bytes"]
    assert report.fits == cli["fits"]
    assert report.capacity_bytes == cli["capacity_bytes"]
    assert report.to_dict() == cli


def test_memory_verdicts_and_fields():
    small = tpusim.memory(SMALL, chip="v5e")  # a pathlib.Path
    assert small.fits and small.module == "small_program" and small.chip == "v5e"
    assert small.peak_bytes == 1569280
    assert small.headroom_bytes == small.capacity_bytes - small.peak_bytes
    assert [b.name for b in small.buffers_at_peak][:1] == ["p0"]
    assert small.buffers_at_peak[0].shape == "f32[1000,6]{1,0:T(8,128)}"
    assert "fits" in str(small).lower()

    oom = tpusim.memory(OOM, chip="v5e")
    assert not oom.fits and oom.peak_bytes == 25769803776
    assert tpusim.memory(OOM, chip="v5p").fits


def test_program_as_text_bytes_and_path_agree():
    text = SMALL.read_text()
    by_path = tpusim.memory(str(SMALL)).to_dict()
    assert tpusim.memory(text).to_dict() == by_path
    assert tpusim.memory(text.encode()).to_dict() == by_path

    class Lowered:  # what jax.stages.Lowered offers
        def as_text(self):
            return text

    assert tpusim.memory(Lowered()).to_dict() == by_path


def test_binary_hlo_proto():
    report = tpusim.memory(DATA / "bad_input" / "hlo_proto_binary" / "seed_small_add.pb")
    assert report.peak_bytes > 0
    data = (DATA / "bad_input" / "hlo_proto_binary" / "seed_small_add.pb").read_bytes()
    assert tpusim.memory(data).to_dict() == report.to_dict()


def test_as_written_and_vary():
    compiled = tpusim.memory(MLP, chip="v5e")
    assert compiled.compiler_model is not None
    written = tpusim.memory(MLP, chip="v5e", as_written=True)
    assert written.compiler_model is None
    cli = run_cli("memory", str(MLP), "--chip", "v5e", "--json", "--as-written", "--vary", "0.0=16")
    assert tpusim.memory(MLP, chip="v5e", as_written=True, vary={"0.0": 16}).to_dict() == cli
    # x and the labels double: 8 more rows of 4096 + 1024 floats.
    varied = tpusim.memory(MLP, as_written=True, vary={"x.0": 16})
    assert varied.argument_bytes - written.argument_bytes == 8 * (4096 + 1024) * 4


def test_lint_findings_are_the_cli_findings():
    findings = tpusim.lint(str(LINT_SAMPLE), chip="v5litepod-4", config=str(LINT_CONFIG))
    cli = run_cli("lint", str(LINT_SAMPLE), "--chip", "v5litepod-4", "--config", str(LINT_CONFIG),
                  "--json")
    assert [f.to_dict() for f in findings] == cli["findings"]
    rules = {f.rule for f in findings if f.state == "active"}
    assert {"sharding-device-count", "padding-expansion"} <= rules
    # Findings point into the HLO text, or into the framework source its
    # metadata names.
    in_text = [f for f in findings if f.file == str(LINT_SAMPLE) and f.line is not None]
    assert in_text and all(f.column is not None for f in in_text)
    assert str(in_text[0]).startswith(f"{LINT_SAMPLE}:{in_text[0].line}:{in_text[0].column}: ")


def test_lint_predicted_oom():
    findings = tpusim.lint(OOM, chip="v5e")
    assert [(f.rule, f.severity) for f in findings] == [("predicted-oom", "error")]
    assert tpusim.lint(SMALL, chip=None) == []


def test_fit_matches_the_cli():
    result = tpusim.fit(MLP, chip="v5e", vary={"x.0": range(8, 1048577, 8)})
    cli = run_cli("fit", str(MLP), "--chip", "v5e", "--vary", "x.0=8..1048576:8", "--json", "-q")
    assert result.to_dict() == cli | {"file": str(MLP)}
    assert 8 < result.max_fitting < 1048576
    assert result.monotonic and result.tied_dims == 7
    assert result.varied == "x.0" and (result.lo, result.hi, result.step) == (8, 1048576, 8)
    for point in result.points:
        assert point.fits == (point.value <= result.max_fitting)
    # memory(vary=...) agrees at the boundary and one step past it.
    assert tpusim.memory(MLP, vary={"x.0": result.max_fitting}).fits
    assert not tpusim.memory(MLP, vary={"x.0": result.max_fitting + 8}).fits


def test_fit_padding_view():
    # An input feature dim of 1000 pads to 1024 lanes; 1024 pads nothing.
    result = tpusim.fit(MLP, chip="v5e", vary={"x.1": range(1000, 1001, 8)})
    assert result.padding is not None
    assert result.padding["aligned_value"] == 1024 and result.padding["aligned_fits"]
    assert result.padding["values_padded"] >= 1
    assert tpusim.fit(MLP, chip="v5e", vary={"x.1": range(1024, 1025, 8)}).padding is None


def test_fit_over_two_names_is_the_frontier():
    result = tpusim.fit(MLP, chip="v5e",
                        vary={"x.0": range(8, 1048577, 8), "x.1": range(128, 65537, 128)})
    cli = run_cli("fit", str(MLP), "--chip", "v5e", "--vary", "x.0=8..1048576:8",
                  "--vary", "x.1=128..65536:128", "--json", "-q")
    assert result.to_dict() == cli | {"file": str(MLP)}
    assert isinstance(result, tpusim.FrontierResult) and result.varied == ("x.0", "x.1")
    assert result.max_fitting["x.1"] == 65536 and 8 < result.max_fitting["x.0"] < 1048576
    fitting = [p.inner_max for p in result.points if p.fits]
    assert fitting == sorted(fitting, reverse=True) and result.monotonic
    edge = next(p for p in result.points if p.fits and p.inner_max < 65536)
    assert tpusim.memory(MLP, vary={"x.0": edge.outer, "x.1": edge.inner_max}).fits
    assert not tpusim.memory(MLP, vary={"x.0": edge.outer, "x.1": edge.inner_max + 128}).fits


def test_fit_when_nothing_fits_and_bad_ranges():
    none = tpusim.fit(MLP, vary={"x.0": (1000000, 2000000, 1000)})
    assert none.max_fitting is None and not any(p.fits for p in none.points)
    with pytest.raises(tpusim.Error):
        tpusim.fit(MLP, vary={"nope.0": range(8, 17)})
    with pytest.raises(tpusim.Error):
        tpusim.fit(MLP, vary={"x.0": range(10, 5)})


def test_compile():
    (result,) = tpusim.compile(MLP, chip="v5e", emit_hlo=True)
    cli = run_cli("compile", str(MLP), "--chip", "v5e", "--json")
    assert result.to_dict() == cli
    assert result.input == "pre-optimization" and result.stats["fusions"] == len(result.fusions)
    assert result.hlo.startswith("HloModule mlp_step")
    # The predicted module reads back as an optimized one (no compiler model).
    assert tpusim.memory(result.hlo).compiler_model is None


def test_size_layout_chips():
    size = tpusim.size("f32[256,4]{1,0:T(8,128)}")
    assert (size.padded_bytes, size.unpadded_bytes, size.expansion) == (131072, 4096, "32.0x")
    assert size.to_dict() == run_cli("size", "f32[256,4]{1,0:T(8,128)}", "--json")
    layout = tpusim.layout("f32[2048,16]", chip="v5p")
    assert layout.layout == "f32[2048,16]{0,1:T(8,128)}" and layout.chip == "v5p"
    assert layout.to_dict() == run_cli("layout", "f32[2048,16]", "--chip", "v5p", "--json")

    chips = tpusim.chips()
    cli = run_cli("chips", "--json")
    assert [c.name for c in chips] == [c["name"] for c in cli]
    for chip, expected in zip(chips, cli):
        assert chip.to_dict().items() <= expected.items()
    (v5e,) = tpusim.chips("v5litepod")
    assert v5e.name == "v5e" and v5e.usable_hbm == "15.75G"
    assert tpusim.format_size(v5e.usable_hbm_bytes) == "15.75G"


def test_errors_carry_file_line_and_column():
    bad = "HloModule m\n\nENTRY e {\n  x = f32[8,16] parameter(0)\n  ROOT y = f32[8,16] frobnicate(x)\n}\n"
    with pytest.raises(tpusim.Error) as caught:
        tpusim.memory(bad)
    error = caught.value
    assert (error.file, error.line) == ("<string>", 5)
    assert error.column is not None and error.column > 1
    assert error.code == "INVALID_ARGUMENT"
    assert error.message and error.message in str(error)
    assert str(error).startswith("<string>:5:")

    with pytest.raises(tpusim.Error) as missing:
        tpusim.memory("no/such/file.hlo")
    assert missing.value.code == "NOT_FOUND" and "no/such/file.hlo" in str(missing.value)

    with pytest.raises(tpusim.Error) as chip:
        tpusim.memory(SMALL, chip="v99")
    assert chip.value.file is None and "v99" in chip.value.message

    with pytest.raises(TypeError):
        tpusim.memory(42)


def test_results_outlive_their_input():
    text = MLP.read_text().replace("mlp_step", "freed_input")
    report = tpusim.memory(text, vary={"x.0": 64})
    findings = tpusim.lint(text)
    del text
    gc.collect()
    assert report.module == "freed_input" and report.to_dict()["module"] == "freed_input"
    assert all(f.module == "freed_input" for f in findings)


def test_two_threads_at_once():
    expected = tpusim.fit(MLP, vary={"x.0": range(8, 1048577, 8)}).to_dict()
    results = [None, None]

    def work(i):
        results[i] = tpusim.fit(MLP, vary={"x.0": range(8, 1048577, 8)}).to_dict()

    threads = [threading.Thread(target=work, args=(i,)) for i in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert results == [expected, expected]


def _chain(n):
    """HLO text of n dependent adds: about a second of analysis at n = 200000."""
    lines = ["HloModule chain", "", "ENTRY e {", "  p = f32[256,256] parameter(0)"]
    previous = "p"
    for i in range(n):
        lines.append(f"  a{i} = f32[256,256] add({previous}, p)")
        previous = f"a{i}"
    lines[-1] = "  ROOT" + lines[-1][1:]
    return "\n".join(lines + ["}", ""])


def test_the_gil_is_released_during_analysis():
    text = _chain(200000)
    done = threading.Event()
    reports = []
    worker = threading.Thread(target=lambda: (reports.append(tpusim.memory(text, as_written=True, top=1)),
                                              done.set()))
    worker.start()
    # Tens of milliseconds of Python here; a call holding the GIL would
    # block it until the analysis (a second or more) had finished.
    count = 0
    for _ in range(2_000_000):
        count += 1
    finished_first = not done.is_set()
    worker.join()
    assert reports[0].peak_bytes > 0
    assert finished_first
