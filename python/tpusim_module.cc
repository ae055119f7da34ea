// _tpusim: the C++ half of the Python package `tpusim` (python/tpusim/,
// docs/python.md). Each function makes the library calls the CLI command of
// the same name makes and returns what that command prints with --json, as
// Python dicts and lists; python/tpusim/__init__.py turns them into typed
// results. Nothing returned refers to C++ memory: the JSON is converted into
// fresh Python objects after the analysis, whose modules are then freed.
//
// The GIL is released while a program is imported and analysed (seconds on a
// large program), so other Python threads keep running and several analyses
// can run at once. A failed status raises tpusim.Error with its code.
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <cstdint>
#include <map>
#include <memory>
#include <set>
#include <stdexcept>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "absl/strings/str_cat.h"
#include "compat/lint.h"
#include "compat/render.h"
#include "hlo/import/import.h"
#include "hlo/ir/dim_refinement.h"
#include "hlo/text/hlo_printer.h"
#include "memory/fit_search.h"
#include "memory/memory_analysis.h"
#include "memory/memory_report.h"
#include "memory/program_memory.h"
#include "memory/report_render.h"
#include "nlohmann/json.hpp"
#include "tools/cli.h"
#include "tools/commands/lint_options.h"
#include "tools/mesh_options.h"
#include "tpu_model/chip.h"
#include "tpu_model/compiler/compiler.h"
#include "tpu_model/compiler/sharding_summary.h"
#include "tpu_model/layout_policy.h"
#include "tpu_model/layout_predictor.h"
#include "tpu_model/shape_size.h"
#include "tpu_model/size_report.h"

namespace tpusim::python {
namespace {

namespace py = pybind11;
using nlohmann::json;

// A failed absl::Status on its way to Python (translated in the module init).
class StatusError : public std::runtime_error {
 public:
  explicit StatusError(const absl::Status& status)
      : std::runtime_error(std::string(status.message())),
        code_(absl::StatusCodeToString(status.code())) {}
  const std::string& code() const { return code_; }

 private:
  std::string code_;
};

void Check(const absl::Status& status) {
  if (!status.ok()) throw StatusError(status);
}
template <typename T>
T Check(absl::StatusOr<T> value) {
  if (!value.ok()) throw StatusError(value.status());
  return *std::move(value);
}

// Strings from the input (op names, file names) may hold invalid UTF-8; like
// the CLI's JSON output they become U+FFFD instead of failing the call.
py::str Utf8(const std::string& text) {
  PyObject* decoded = PyUnicode_DecodeUTF8(text.data(), static_cast<Py_ssize_t>(text.size()),
                                           "replace");
  if (decoded == nullptr) throw py::error_already_set();
  return py::reinterpret_steal<py::str>(decoded);
}

py::object ToPython(const json& value) {
  switch (value.type()) {
    case json::value_t::boolean:
      return py::bool_(value.get<bool>());
    case json::value_t::number_integer:
      return py::int_(value.get<int64_t>());
    case json::value_t::number_unsigned:
      return py::int_(value.get<uint64_t>());
    case json::value_t::number_float:
      return py::float_(value.get<double>());
    case json::value_t::string:
      return Utf8(value.get_ref<const std::string&>());
    case json::value_t::array: {
      py::list list;
      for (const json& item : value) list.append(ToPython(item));
      return list;
    }
    case json::value_t::object: {
      py::dict dict;
      for (const auto& [key, item] : value.items()) dict[Utf8(key)] = ToPython(item);
      return dict;
    }
    default:
      return py::none();
  }
}

// A program as Python hands it over: (name, content, is_path). A path, or
// the content itself (text, or the bytes of a proto) with a name for
// diagnostics ("<string>").
using Source = std::tuple<std::string, std::string, bool>;
// (chip, chip_file): --chip and --chip-file; both empty = no chip.
using Chip = std::pair<std::string, std::string>;
// (mesh, topology): --mesh and --topology; empty = not given.
using Mesh = std::pair<std::string, std::string>;
// (bind_dims, vary): --bind-dim and --vary, keyed ARG.DIM or NAME.DIM.
using Dims = std::pair<std::map<std::string, int64_t>, std::vector<std::pair<std::string, int64_t>>>;

struct Loaded {
  std::string content;  // Kept: lint points findings into HLO text.
  hlo::InputFormat format = hlo::InputFormat::kUnknown;
  std::vector<std::unique_ptr<hlo::Module>> modules;
};

// cli::LoadModules for content as well as files: import, then size the
// unbounded dims (bind) and re-size static ones with what is tied to them
// (vary, hlo/ir/dim_refinement.h).
Loaded Load(const Source& source, const Dims& dims) {
  const auto& [name, content, is_path] = source;
  Loaded loaded;
  loaded.content = is_path ? Check(hlo::ReadFile(name)) : content;
  loaded.format = hlo::DetectFormat(loaded.content);
  hlo::ImportOptions options;
  options.mlir.bound_dims = dims.first;
  options.mlir.used_bound_dims = std::make_shared<std::set<std::string>>();
  loaded.modules = Check(hlo::ImportContent(loaded.content, name, options));
  for (const auto& [key, value] : dims.first) {
    if (!options.mlir.used_bound_dims->contains(key)) {
      throw StatusError(absl::InvalidArgumentError(absl::StrCat(
          name, ": bind_dims ", key, "=", value,
          " matches no unbounded ('?') dim of the program; a static dim is re-sized with vary")));
    }
  }
  if (dims.second.empty()) return loaded;
  for (const auto& module : loaded.modules) {
    std::vector<hlo::DimBinding> bindings;
    for (const auto& [key, value] : dims.second) {
      std::vector<hlo::DimBinding> tied = Check(hlo::ResolveDimKeys(*module, key, value));
      bindings.insert(bindings.end(), tied.begin(), tied.end());
    }
    std::unique_ptr<hlo::DimRefiner> refiner = Check(hlo::DimRefiner::Build(module.get()));
    absl::Status applied = refiner->Apply(bindings);
    if (!applied.ok()) {
      throw StatusError(absl::InvalidArgumentError(
          absl::StrCat(name, ": vary: ", applied.message())));
    }
  }
  return loaded;
}

cli::ChipOptions ChipOptions(const Chip& chip) {
  cli::ChipOptions options;
  options.chip = chip.first;
  options.chip_file = chip.second;
  return options;
}

// The chip table keeps every shipped chip; a chip file's spec must outlive the
// call, so it stays in `options`.
const tpu::ChipSpec* ChipSpecOf(cli::ChipOptions* options) {
  return Check(cli::ResolveChip(options));
}

cli::MeshOptions MeshOptions(const Mesh& mesh) {
  cli::MeshOptions options;
  options.mesh = mesh.first;
  options.topology = mesh.second;
  return options;
}

// As the CLI: --mesh checked against each loaded module (and supplying its
// partition count), and the mesh that names axes in its reports.
cli::ModuleMeshes ApplyMesh(const cli::MeshOptions& options, const Loaded& loaded) {
  return Check(cli::ApplyMeshToModules(options, loaded.modules));
}

// With a status's code kept, the message prefixed as the CLI prefixes it.
absl::Status Prefixed(const absl::Status& status, absl::string_view prefix) {
  return absl::Status(status.code(), absl::StrCat(prefix, ": ", status.message()));
}

struct MemoryArgs {
  bool as_written = false;
  int32_t top = 10;
  bool all_buffers = false;
  std::string schedule = "auto";
};

// One module as `tpusim memory --json` reports it (tools/commands/memory.cc),
// plus "text", the report the command prints without --json.
json AnalyzeMemory(const hlo::Module& module, const tpu::ChipSpec& chip, const MemoryArgs& args,
                   const tpu::DeviceMesh& mesh) {
  memory::MemoryAnalysisOptions options;
  if (!memory::ParseScheduleMode(args.schedule, &options.schedule)) {
    throw StatusError(absl::InvalidArgumentError(absl::StrCat(
        "unknown schedule '", args.schedule, "' (auto, module, best, list, dfs, post-order)")));
  }
  memory::ProgramMemoryOptions predict_options;
  predict_options.as_written = args.as_written;
  predict_options.analysis = options;
  auto predicted = memory::ProgramMemory::Predict(module, chip, predict_options);
  if (!predicted.ok()) throw StatusError(Prefixed(predicted.status(), module.name()));
  std::string note;
  json compiler_json;
  json shardings_json;
  if (predicted->compiled()) {
    const tpu::compiler::CompileStats& stats = *predicted->compile_stats();
    note = absl::StrCat("Compiler model: ", tpu::compiler::DescribeStats(stats),
                        " (pre-optimization input; as_written=True to skip).\n");
    compiler_json = tpu::compiler::CompileStatsToJson(stats);
    tpu::compiler::ShardingSummary shardings =
        Check(tpu::compiler::SummarizeArgumentShardings(module, chip, mesh));
    if (!shardings.arguments.empty()) {
      note += tpu::compiler::DescribeShardingSummary(shardings, args.top);
      shardings_json = tpu::compiler::ShardingSummaryToJson(shardings);
    }
  }
  memory::MemoryReport report = Check(memory::BuildMemoryReport(predicted->analysis(), {}));
  memory::RenderOptions render;
  render.top = args.top;
  render.all_buffers = args.all_buffers;
  json out = memory::RenderJson(report, render);
  if (!compiler_json.is_null()) out["compiler_model"] = compiler_json;
  if (!shardings_json.is_null()) out["argument_shardings"] = shardings_json;
  if (!mesh.empty()) out["mesh"] = tpu::MeshToJson(mesh);
  out["text"] = note + memory::RenderText(report, render);
  return out;
}

// Every selected module's report; the Python side picks one.
py::object Memory(const Source& source, const Chip& chip, const Dims& dims, const Mesh& mesh,
                  const std::string& module, bool as_written, int32_t top, bool all_buffers,
                  const std::string& schedule) {
  if (top < 0) throw StatusError(absl::InvalidArgumentError("top must be >= 0"));
  const MemoryArgs args{as_written, top, all_buffers, schedule};
  json reports = json::array();
  {
    py::gil_scoped_release release;
    cli::ChipOptions options = ChipOptions(chip);
    cli::MeshOptions mesh_options = MeshOptions(mesh);
    const tpu::ChipSpec* spec = Check(cli::ResolveChipAndMesh(&options, &mesh_options));
    Loaded loaded = Load(source, dims);
    const cli::ModuleMeshes meshes = ApplyMesh(mesh_options, loaded);
    for (const hlo::Module* m : Check(cli::SelectModules(loaded.modules, module))) {
      reports.push_back(AnalyzeMemory(*m, *spec, args, cli::MeshOf(meshes, m)));
    }
  }
  return ToPython(reports);
}

// With `emit_hlo`, "hlo" holds the predicted module as HLO text (--emit hlo).
py::object Compile(const Source& source, const Chip& chip, const Dims& dims, const Mesh& mesh,
                   bool emit_hlo) {
  json outputs = json::array();
  {
    py::gil_scoped_release release;
    cli::ChipOptions options = ChipOptions(chip);
    cli::MeshOptions mesh_options = MeshOptions(mesh);
    const tpu::ChipSpec* spec = Check(cli::ResolveChipAndMesh(&options, &mesh_options));
    Loaded loaded = Load(source, dims);
    const cli::ModuleMeshes meshes = ApplyMesh(mesh_options, loaded);
    for (const auto& input : loaded.modules) {
      const bool optimized = tpu::LayoutPolicy::ForModule(*input, *spec).is_optimized();
      json out = {{"module", input->name()},
                  {"chip", spec->name},
                  {"input", optimized ? "optimized" : "pre-optimization"}};
      if (optimized) {
        out["fusions"] = tpu::compiler::FusionsToJson(*input);
        if (emit_hlo) out["hlo"] = hlo::PrintModule(*input);
        outputs.push_back(std::move(out));
        continue;
      }
      tpu::compiler::ShardingSummary shardings =
          Check(tpu::compiler::SummarizeArgumentShardings(*input, *spec,
                                                          cli::MeshOf(meshes, input.get())));
      auto compiled = tpu::compiler::CompileForTpu(*input, *spec);
      if (!compiled.ok()) throw StatusError(Prefixed(compiled.status(), input->name()));
      Check(tpu::compiler::AssignPredictedLayouts(compiled->module.get(), *spec));
      out["fusions"] = tpu::compiler::FusionsToJson(*compiled->module);
      out["stats"] = tpu::compiler::CompileStatsToJson(compiled->stats);
      if (emit_hlo) out["hlo"] = hlo::PrintModule(*compiled->module);
      if (const tpu::DeviceMesh& m = cli::MeshOf(meshes, input.get()); !m.empty()) {
        out["mesh"] = tpu::MeshToJson(m);
      }
      if (!shardings.arguments.empty()) {
        out["argument_shardings"] = tpu::compiler::ShardingSummaryToJson(shardings);
      }
      outputs.push_back(std::move(out));
    }
  }
  return ToPython(outputs);
}

// The report `tpusim lint --json` prints (compat/render.h), findings of
// every state included.
py::object Lint(const Source& source, const Chip& chip, const Dims& dims, const Mesh& mesh,
                const std::string& config) {
  json report;
  {
    py::gil_scoped_release release;
    cli::ChipOptions chip_options = ChipOptions(chip);
    cli::MeshOptions mesh_options = MeshOptions(mesh);
    compat::LintOptions options =
        Check(cli::MakeLintOptions(&chip_options, &mesh_options, config));
    Loaded loaded = Load(source, dims);
    const cli::ModuleMeshes meshes = ApplyMesh(mesh_options, loaded);
    compat::LintInput input;
    if (!loaded.modules.empty()) input.mesh = cli::MeshOf(meshes, loaded.modules.front().get());
    input.path = std::get<0>(source);
    input.format = std::string(hlo::InputFormatName(loaded.format));
    if (loaded.format == hlo::InputFormat::kHloText || loaded.format == hlo::InputFormat::kMlir ||
        loaded.format == hlo::InputFormat::kHloProtoText) {
      input.text = loaded.content;
    }
    for (const auto& module : loaded.modules) input.modules.push_back(module.get());
    const std::string rendered = compat::RenderLintJson(compat::Lint({input}, options));
    report = json::parse(rendered, nullptr, /*allow_exceptions=*/false);
    if (report.is_discarded()) {
      throw StatusError(absl::InternalError("the lint report is not valid JSON"));
    }
  }
  return ToPython(report);
}

void CheckRange(const std::string& key, int64_t lo, int64_t hi, int64_t step) {
  if (lo <= 0 || hi < lo || step <= 0) {
    throw StatusError(absl::InvalidArgumentError(absl::StrCat(
        "vary ", key, ": expected 0 < lo <= hi and step > 0, got ", lo, "..", hi, ":", step)));
  }
}

// The program and chip a fit runs on (the GIL released by the caller).
struct FitInput {
  Loaded loaded;
  const tpu::ChipSpec* spec = nullptr;
  hlo::Module* module = nullptr;
};

FitInput LoadForFit(const Source& source, const Chip& chip, const Dims& dims, const Mesh& mesh,
                    const std::string& module_name) {
  FitInput in;
  cli::ChipOptions options = ChipOptions(chip);
  cli::MeshOptions mesh_options = MeshOptions(mesh);
  in.spec = Check(cli::ResolveChipAndMesh(&options, &mesh_options));
  in.loaded = Load(source, dims);
  ApplyMesh(mesh_options, in.loaded);
  std::vector<hlo::Module*> selected = Check(cli::SelectModules(in.loaded.modules, module_name));
  if (selected.empty()) {
    throw StatusError(absl::InvalidArgumentError(absl::StrCat(std::get<0>(source), ": no module")));
  }
  in.module = selected.front();
  return in;
}

// What `tpusim fit --json` prints (tools/commands/fit.cc). `key` is "x.0",
// or dims that are one quantity joined by commas ("0.1,1.1").
py::object Fit(const Source& source, const Chip& chip, const Dims& dims, const Mesh& mesh,
               const std::string& module_name, const std::string& key, int64_t lo, int64_t hi,
               int64_t step, bool as_written) {
  const std::string& name = std::get<0>(source);
  CheckRange(key, lo, hi, step);
  json out;
  {
    py::gil_scoped_release release;
    FitInput in = LoadForFit(source, chip, dims, mesh, module_name);
    memory::FitRequest request;
    request.lo = lo;
    request.hi = hi;
    request.step = step;
    request.as_written = as_written;
    request.bindings = Check(hlo::ResolveDimKeys(*in.module, key, lo));
    auto fit = memory::FindLargestFitting(in.module, *in.spec, request);
    if (!fit.ok()) throw StatusError(Prefixed(fit.status(), absl::StrCat(name, ": ", key)));
    out = memory::FitResultToJson(*fit,
                                  {name, in.module->name(), in.spec->name, key, lo, hi, step});
  }
  return ToPython(out);
}

// What `tpusim fit --json` prints with two --vary: the largest `inner`
// value beside each `outer` value.
py::object Frontier(const Source& source, const Chip& chip, const Dims& dims, const Mesh& mesh,
                    const std::string& module_name, const std::string& outer, int64_t outer_lo,
                    int64_t outer_hi, int64_t outer_step, const std::string& inner,
                    int64_t inner_lo, int64_t inner_hi, int64_t inner_step, bool as_written) {
  const std::string& name = std::get<0>(source);
  CheckRange(outer, outer_lo, outer_hi, outer_step);
  CheckRange(inner, inner_lo, inner_hi, inner_step);
  json out;
  {
    py::gil_scoped_release release;
    FitInput in = LoadForFit(source, chip, dims, mesh, module_name);
    memory::FrontierRequest request;
    request.outer = Check(hlo::ResolveDimKeys(*in.module, outer, outer_lo));
    request.outer_lo = outer_lo;
    request.outer_hi = outer_hi;
    request.outer_step = outer_step;
    request.inner = Check(hlo::ResolveDimKeys(*in.module, inner, inner_lo));
    request.inner_lo = inner_lo;
    request.inner_hi = inner_hi;
    request.inner_step = inner_step;
    request.as_written = as_written;
    auto frontier = memory::FindFrontier(in.module, *in.spec, request);
    if (!frontier.ok()) {
      throw StatusError(Prefixed(frontier.status(), absl::StrCat(name, ": ", outer, ", ", inner)));
    }
    out = memory::FrontierResultToJson(
        *frontier,
        {name, in.module->name(), in.spec->name, outer, outer_lo, outer_hi, outer_step},
        {name, in.module->name(), in.spec->name, inner, inner_lo, inner_hi, inner_step});
  }
  return ToPython(out);
}

// `tpusim size --json`: sized as written without a chip, as XLA:TPU on the
// chip sizes it with one.
py::object Size(const std::string& text, const Chip& chip) {
  hlo::Shape shape = Check(hlo::ParseShape(text, "<shape>"));
  cli::ChipOptions options = ChipOptions(chip);
  tpu::SizeReport report = chip.first.empty() && chip.second.empty()
                               ? Check(tpu::SizeReportForShape(shape))
                               : Check(tpu::SizeReportForShape(shape, *ChipSpecOf(&options)));
  json out = report.ToJson();
  out["shape"] = shape.ToString();
  return ToPython(out);
}

// `tpusim layout --json`.
py::object Layout(const std::string& text, const Chip& chip) {
  hlo::Shape shape = Check(hlo::ParseShape(text, "<shape>"));
  cli::ChipOptions options = ChipOptions(chip);
  const tpu::ChipSpec* spec = ChipSpecOf(&options);
  hlo::Shape laid_out = Check(tpu::PredictLayout(shape, *spec));
  json out = Check(tpu::SizeReportForShape(laid_out, *spec)).ToJson();
  out["shape"] = shape.ToString();
  out["layout"] = laid_out.ToString();
  out["chip"] = spec->name;
  return ToPython(out);
}

// The per-chip figures of `tpusim chips --json` (tools/commands/chips.cc),
// without the layout, size and alternate-memory rule tables.
json ChipFigures(const tpu::ChipSpec& c) {
  return {{"name", c.name},
          {"display_name", c.display_name},
          {"aliases", c.aliases},
          {"generation", c.generation},
          {"devices_per_chip", c.devices_per_chip},
          {"tensorcores_per_device", c.tensorcores_per_device},
          {"mxus_per_tensorcore", c.mxus_per_tensorcore},
          {"mxu_size", c.mxu_size},
          {"hbm_bytes_per_device", c.hbm_bytes_per_device},
          {"usable_hbm_bytes", c.usable_hbm_bytes},
          {"usable_hbm", tpu::FormatXlaSize(c.usable_hbm_bytes)},
          {"reserved_bytes", c.reserved_bytes},
          {"hbm_bandwidth_gbps", c.hbm_bandwidth_gbps},
          {"vmem_bytes", c.vmem_bytes},
          {"smem_bytes", c.smem_bytes},
          {"cmem_bytes", c.cmem_bytes},
          {"peak_bf16_tflops", c.peak_bf16_tflops},
          {"peak_int8_tops", c.peak_int8_tops},
          {"peak_fp8_tflops", c.peak_fp8_tflops}};
}

py::object Chips(const Chip& chip) {
  json out = json::array();
  cli::ChipOptions options = ChipOptions(chip);
  if (!chip.first.empty() || !chip.second.empty()) {
    out.push_back(ChipFigures(*ChipSpecOf(&options)));
  } else {
    for (const tpu::ChipSpec& c : tpu::AllChips()) out.push_back(ChipFigures(c));
  }
  return ToPython(out);
}

}  // namespace
}  // namespace tpusim::python

namespace py = pybind11;
using namespace tpusim;           // NOLINT: the module body below is wiring only.
using namespace tpusim::python;  // NOLINT

PYBIND11_MODULE(_tpusim, m) {
  m.doc() = "tpusim's C++ core; use the `tpusim` package, not this module.";

  // tpusim.Error is a Python class (python/tpusim/_errors.py) so that its
  // parsing of "FILE:LINE:COL: error: message" is visible to Python readers
  // and its stub; raised here with the full diagnostic and the status code.
  py::register_exception_translator([](std::exception_ptr thrown) {
    try {
      if (thrown) std::rethrow_exception(thrown);
    } catch (const StatusError& e) {
      py::object type = py::module_::import("tpusim._errors").attr("Error");
      py::object instance = type(Utf8(e.what()), e.code());
      PyErr_SetObject(type.ptr(), instance.ptr());
    }
  });

  // Program-reading functions take (source, chip, dims, mesh) first; the
  // package builds those tuples (python/tpusim/__init__.py).
  m.def("memory", &Memory, py::arg("source"), py::arg("chip"), py::arg("dims"), py::arg("mesh"),
        py::arg("module"), py::arg("as_written"), py::arg("top"), py::arg("all_buffers"),
        py::arg("schedule"));
  m.def("compile", &Compile, py::arg("source"), py::arg("chip"), py::arg("dims"),
        py::arg("mesh"), py::arg("emit_hlo"));
  m.def("lint", &Lint, py::arg("source"), py::arg("chip"), py::arg("dims"), py::arg("mesh"),
        py::arg("config"));
  m.def("fit", &Fit, py::arg("source"), py::arg("chip"), py::arg("dims"), py::arg("mesh"),
        py::arg("module"),
        py::arg("key"), py::arg("lo"), py::arg("hi"), py::arg("step"), py::arg("as_written"));
  m.def("frontier", &Frontier, py::arg("source"), py::arg("chip"), py::arg("dims"),
        py::arg("mesh"), py::arg("module"), py::arg("outer"), py::arg("outer_lo"),
        py::arg("outer_hi"), py::arg("outer_step"), py::arg("inner"), py::arg("inner_lo"),
        py::arg("inner_hi"), py::arg("inner_step"), py::arg("as_written"));
  m.def("size", &Size, py::arg("shape"), py::arg("chip"));
  m.def("layout", &Layout, py::arg("shape"), py::arg("chip"));
  m.def("chips", &Chips, py::arg("chip"));
  m.def("format_size", &tpu::FormatXlaSize, py::arg("bytes"),
        "Bytes as XLA:TPU prints them (\"15.75G\").");
}
