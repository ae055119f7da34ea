#include "test/fuzz/fuzz_support.h"

#include <cstdlib>
#include <iostream>
#include <string>
#include <utility>

#include "absl/status/statusor.h"
#include "compat/baseline.h"
#include "compat/graph.h"
#include "compat/lint.h"
#include "compat/render.h"
#include "hlo/mlir/mlir_importer.h"
#include "hlo/proto/hlo_proto_reader.h"
#include "hlo/summary/module_summary.h"
#include "hlo/text/hlo_parser.h"
#include "hlo/text/hlo_printer.h"
#include "memory/memory_analysis.h"
#include "memory/memory_report.h"
#include "memory/memory_viewer.h"
#include "memory/report_render.h"
#include "nlohmann/json.hpp"
#include "tpu_model/compiler/compiler.h"
#include "tpu_model/compiler/sharding_summary.h"
#include "tpu_model/layout_policy.h"

namespace tpusim::fuzz {
namespace {

constexpr absl::string_view kFileName = "fuzz.input";

// test/data/compat/lint_sample.hlo: findings from most rules, a fusion, a
// sharded parameter, custom calls, metadata with op_name scopes and source
// lines (what configs, suppressions and baselines match on).
constexpr absl::string_view kSampleModule = R"hlo(HloModule jit_step, num_partitions=8

%fused_scale (p0: f32[1024,128], p1: f32[]) -> f32[1024,128] {
  %p0 = f32[1024,128]{1,0} parameter(0)
  %p1 = f32[] parameter(1)
  %b = f32[1024,128]{1,0} broadcast(%p1), dimensions={}
  ROOT %m = f32[1024,128]{1,0} multiply(%p0, %b), metadata={op_name="jit(step)/model/mlp/mul"}
}

ENTRY %main (x: f64[64], a: f32[16,16], h: bf16[262144,64], w: bf16[64,64], e: f32[65536,3], s: f32[1024,128], q: f8e4m3fn[8192,1024], r: f8e4m3fn[1024,1024], t: f32[<=128,128]) -> (c128[64], (f32[16,16], s32[16]), f32[262144,64], f32[65536,3], f32[1024,128], bf16[8192,1024], f32[<=128,128], f32[4096,4096]) {
  %x = f64[64]{0} parameter(0), metadata={op_name="x"}
  %x2 = f64[64]{0} add(%x, %x), metadata={op_name="jit(step)/model/spectral/mul" source_file="lint_sample.py" source_line=6}
  %c = c128[64]{0} convert(%x2), metadata={op_name="jit(step)/model/spectral/convert_element_type" source_file="lint_sample.py" source_line=6}
  %fft = c128[64]{0} fft(%c), fft_type=FFT, fft_length={64}, metadata={op_name="jit(step)/model/spectral/fft" source_file="lint_sample.py" source_line=6}
  %a = f32[16,16]{1,0} parameter(1)
  %lu = (f32[16,16]{1,0}, s32[16]{0}) custom-call(%a), custom_call_target="lapack_sgetrf_ffi", metadata={op_name="jit(step)/model/solve/lu" source_file="lint_sample.py" source_line=9}
  %h = bf16[262144,64]{1,0:T(8,128)(2,1)} parameter(2)
  %w = bf16[64,64]{1,0:T(8,128)(2,1)} parameter(3)
  %head = f32[262144,64]{1,0} dot(%h, %w), lhs_contracting_dims={1}, rhs_contracting_dims={0}, metadata={op_name="jit(step)/model/head/dot_general" source_file="lint_sample.py" source_line=12}
  %e = f32[65536,3]{1,0:T(8,128)} parameter(4), sharding={devices=[8,1]<=[8]}
  %s = f32[1024,128]{1,0} parameter(5)
  %one = f32[] constant(1)
  %scaled = f32[1024,128]{1,0} fusion(%s, %one), kind=kLoop, calls=%fused_scale, metadata={op_name="jit(step)/model/mlp/mul"}
  %kern = f32[1024,128]{1,0} custom-call(%scaled), custom_call_target="my_attention_kernel", metadata={op_name="jit(step)/model/attention/kernel"}
  %q = f8e4m3fn[8192,1024]{1,0} parameter(6)
  %r = f8e4m3fn[1024,1024]{1,0} parameter(7)
  %proj = bf16[8192,1024]{1,0} dot(%q, %r), lhs_contracting_dims={1}, rhs_contracting_dims={0}, metadata={op_name="jit(step)/model/mlp/dot_general"}
  %t = f32[<=128,128]{1,0} parameter(8)
  %zero = f32[] constant(0)
  %big = f32[4096,4096]{1,0} broadcast(%zero), dimensions={}, metadata={op_name="jit(step)/model/attention/broadcast_in_dim"}
  %mask = f32[4096,4096]{1,0} custom-call(%big), custom_call_target="tpu_custom_call", metadata={op_name="jit(step)/model/attention/mask"}
  ROOT %out = (c128[64]{0}, (f32[16,16]{1,0}, s32[16]{0}), f32[262144,64]{1,0}, f32[65536,3]{1,0:T(8,128)}, f32[1024,128]{1,0}, bf16[8192,1024]{1,0}, f32[<=128,128]{1,0}, f32[4096,4096]{1,0}) tuple(%fft, %lu, %head, %e, %kern, %proj, %t, %mask)
}
)hlo";

// What the CLI does with nlohmann::json on stdout (tools/cli.cc PrintJson).
std::string Dump(const nlohmann::json& value) {
  return value.dump(2, ' ', false, nlohmann::json::error_handler_t::replace);
}

// Keeps results observable so the optimizer cannot drop the renderers.
volatile size_t g_sink = 0;
void Sink(absl::string_view text) { g_sink = g_sink + text.size(); }

// tpusim memory FILE --chip CHIP [--format text|json|memory-viewer].
void RunMemory(const hlo::Module& module, const tpu::ChipSpec& chip) {
  std::unique_ptr<hlo::Module> compiled;
  const tpu::LayoutPolicy policy = tpu::LayoutPolicy::ForModule(module, chip);
  if (!policy.is_optimized()) {
    absl::StatusOr<tpu::compiler::CompiledModule> result =
        tpu::compiler::CompileForTpu(module, chip);
    if (!result.ok()) return;
    Sink(tpu::compiler::DescribeStats(result->stats));
    Sink(Dump(tpu::compiler::CompileStatsToJson(result->stats)));
    compiled = std::move(result->module);
    absl::StatusOr<tpu::compiler::ShardingSummary> shardings =
        tpu::compiler::SummarizeArgumentShardings(module, chip);
    if (!shardings.ok()) return;
    Sink(tpu::compiler::DescribeShardingSummary(*shardings, 10));
    Sink(Dump(tpu::compiler::ShardingSummaryToJson(*shardings)));
  }
  const hlo::Module& analyzed = compiled != nullptr ? *compiled : module;
  absl::StatusOr<std::unique_ptr<memory::MemoryAnalysis>> analysis =
      memory::MemoryAnalysis::Run(analyzed, policy, {});
  if (!analysis.ok()) return;
  absl::StatusOr<memory::MemoryReport> report = memory::BuildMemoryReport(**analysis, {});
  if (!report.ok()) return;
  memory::RenderOptions render;
  render.top = 10;
  Sink(memory::RenderText(*report, render));
  Sink(Dump(memory::RenderJson(*report, render)));
  hlo::BufferAssignmentRecord record = memory::ToBufferAssignmentRecord(**analysis);
  absl::StatusOr<memory::MemoryViewerResult> viewer =
      memory::BuildMemoryViewer(analyzed, record, {});
  if (viewer.ok()) Sink(Dump(memory::MemoryViewerToJson(*viewer)));
}

}  // namespace

const tpu::ChipSpec& DefaultChip() {
  static const tpu::ChipSpec* const kChip = [] {
    absl::StatusOr<const tpu::ChipSpec*> chip = tpu::FindChip("v5e");
    if (!chip.ok()) {
      std::cerr << "fuzz: " << chip.status() << "\n";
      std::abort();
    }
    return *chip;
  }();
  return *kChip;
}

const hlo::Module& SampleModule() {
  static const hlo::Module* const kModule = [] {
    absl::StatusOr<std::unique_ptr<hlo::Module>> module =
        hlo::ParseHloModule(kSampleModule, "lint_sample.hlo");
    if (!module.ok()) {
      std::cerr << "fuzz: " << module.status() << "\n";
      std::abort();
    }
    return module->release();
  }();
  return *kModule;
}

void AnalyzeModules(const std::vector<const hlo::Module*>& modules, absl::string_view hlo_text,
                    const tpu::ChipSpec& chip, const compat::LintConfig& config) {
  if (modules.empty()) return;
  // tpusim import --emit hlo|summary|json
  for (const hlo::Module* module : modules) {
    Sink(hlo::PrintModule(*module));
    Sink(hlo::SummaryToText(hlo::Summarize(*module)));
    Sink(Dump(hlo::ModuleToJson(*module)));
    RunMemory(*module, chip);
  }

  // tpusim lint --format ... --write-baseline, then --baseline.
  compat::LintInput input;
  input.path = std::string(kFileName);
  input.format = hlo_text.empty() ? "hlo-proto" : "hlo-text";
  input.text = hlo_text;
  input.modules = modules;
  compat::LintOptions options;
  options.chip = &chip;
  options.slice_devices = tpu::SliceDevicesFromChipName(chip.name, chip);
  options.config = config;
  compat::LintReport report = compat::Lint({input}, options);
  for (compat::LintFormat format :
       {compat::LintFormat::kText, compat::LintFormat::kJson, compat::LintFormat::kSarif,
        compat::LintFormat::kJUnit, compat::LintFormat::kGithub}) {
    Sink(compat::RenderLint(report, format));
  }
  const std::string baseline_json = compat::BaselineJson(report);
  absl::StatusOr<compat::Baseline> baseline = compat::ParseBaseline(baseline_json);
  if (!baseline.ok()) {
    // Our own baseline must read back.
    std::cerr << "fuzz: the written baseline does not parse: " << baseline.status() << "\n"
              << baseline_json << "\n";
    std::abort();
  }
  compat::ApplyBaseline(*baseline, &report);
  Sink(compat::RenderLint(report, compat::LintFormat::kSarif));

  // tpusim graph --format json|dot|html
  compat::CompatibilityGraph graph = compat::BuildCompatibilityGraph(modules, report);
  Sink(compat::RenderGraphJson(graph));
  Sink(compat::RenderGraphDot(graph));
  Sink(compat::RenderGraphHtml(graph));
}

void ImportAndAnalyze(absl::string_view content, hlo::InputFormat expected) {
  const hlo::InputFormat detected = hlo::DetectFormat(content);
  const absl::string_view text = detected == hlo::InputFormat::kHloText ? content : "";
  absl::StatusOr<std::vector<std::unique_ptr<hlo::Module>>> modules =
      hlo::ImportContent(content, kFileName);
  if (modules.ok()) {
    std::vector<const hlo::Module*> views;
    for (const auto& module : *modules) views.push_back(module.get());
    AnalyzeModules(views, text, DefaultChip());
  }
  if (detected == expected) return;

  // The importer of the expected format on bytes the sniffing sent elsewhere.
  std::vector<std::unique_ptr<hlo::Module>> direct;
  switch (expected) {
    case hlo::InputFormat::kHloText: {
      absl::StatusOr<std::unique_ptr<hlo::Module>> module = hlo::ParseHloModule(content, kFileName);
      if (module.ok()) direct.push_back(*std::move(module));
      break;
    }
    case hlo::InputFormat::kHloProtoBinary: {
      absl::StatusOr<std::unique_ptr<hlo::Module>> module =
          hlo::ReadHloProtoBinary(content, kFileName);
      if (module.ok()) direct.push_back(*std::move(module));
      break;
    }
    case hlo::InputFormat::kHloProtoText: {
      absl::StatusOr<std::unique_ptr<hlo::Module>> module =
          hlo::ReadHloProtoText(content, kFileName);
      if (module.ok()) direct.push_back(*std::move(module));
      break;
    }
    case hlo::InputFormat::kXSpace: {
      absl::StatusOr<std::vector<std::unique_ptr<hlo::Module>>> read =
          hlo::ReadXSpace(content, kFileName);
      if (read.ok()) direct = *std::move(read);
      break;
    }
    case hlo::InputFormat::kMlir: {
      absl::StatusOr<std::unique_ptr<hlo::Module>> module =
          hlo::ImportMlirModule(content, kFileName);
      if (module.ok()) direct.push_back(*std::move(module));
      break;
    }
    case hlo::InputFormat::kUnknown:
      break;
  }
  std::vector<const hlo::Module*> views;
  for (const auto& module : direct) views.push_back(module.get());
  AnalyzeModules(views, expected == hlo::InputFormat::kHloText ? content : "", DefaultChip());
}

}  // namespace tpusim::fuzz
