// Lint over the real programs in ../shared: prints a findings table per file,
// and checks that programs that really ran on a TPU get no error-severity
// finding (precision first: a false error fails somebody's CI).
#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <map>
#include <optional>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "compat/lint.h"
#include "compat/rules.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "hlo/import/import.h"
#include "hlo/text/hlo_parser.h"
#include "nlohmann/json.hpp"
#include "test/compat/compat_test_util.h"
#include "test/test_support.h"

namespace tpusim::compat {
namespace {

using testing::Chip;

struct Row {
  std::string file;
  std::string chip;
  int64_t modules = 0;
  int64_t instructions = 0;
  LintCounts counts;
  std::map<std::string, int64_t> per_rule;
  std::string error;
};

void PrintTable(const std::vector<Row>& rows) {
  std::printf("\n%-58s %-5s %4s %7s %6s %6s %5s  %s\n", "file", "chip", "mods", "instrs", "errors",
              "warns", "notes", "findings by rule");
  for (const Row& row : rows) {
    std::vector<std::string> rules;
    for (const auto& [rule, count] : row.per_rule) rules.push_back(absl::StrCat(rule, "=", count));
    std::printf("%-58s %-5s %4lld %7lld %6lld %6lld %5lld  %s\n", row.file.c_str(),
                row.chip.c_str(), static_cast<long long>(row.modules),
                static_cast<long long>(row.instructions),
                static_cast<long long>(row.counts.errors),
                static_cast<long long>(row.counts.warnings),
                static_cast<long long>(row.counts.notes),
                row.error.empty() ? absl::StrJoin(rules, " ").c_str()
                                  : ("import failed: " + row.error.substr(0, 80)).c_str());
  }
  std::fflush(stdout);
}

Row LintModules(const std::string& label, const std::string& chip_name,
                const std::vector<const hlo::Module*>& modules, absl::string_view text = {}) {
  Row row;
  row.file = label;
  row.chip = chip_name;
  LintOptions options;
  options.chip = Chip(chip_name);
  LintInput input;
  input.path = label;
  input.text = text;
  input.modules = modules;
  LintReport report = Lint({input}, options);
  row.modules = static_cast<int64_t>(modules.size());
  for (const hlo::Module* module : modules) row.instructions += module->instruction_count();
  row.counts = report.Counts();
  for (const Finding& finding : report.findings) ++row.per_rule[finding.rule_id];
  return row;
}

Row LintFile(const std::string& relative, const std::string& chip) {
  auto path = tpusim::testing::SharedPath(relative);
  Row row;
  row.file = relative;
  row.chip = chip;
  absl::StatusOr<std::vector<std::unique_ptr<hlo::Module>>> modules = hlo::ImportFile(*path);
  if (!modules.ok()) {
    row.error = std::string(modules.status().message());
    return row;
  }
  std::vector<const hlo::Module*> pointers;
  for (const auto& module : *modules) pointers.push_back(module.get());
  return LintModules(relative, chip, pointers);
}

// Programs that ran on a TPU: no error may be reported on them.
TEST(CompatCorpusTest, NoFalseErrorsOnProgramsThatRanOnTpu) {
  TPUSIM_SHARED_OR_SKIP(shared_tpu, "corpus/tpu");
  std::vector<Row> rows;
  for (const char* file :
       {"corpus/tpu/tpu_inference_2.jit_f.hlo_proto.pb",
        "corpus/tpu/tpu_inference_2.jit__psum.hlo_proto.pb",
        "corpus/tpu/tpu_inference_2.jit_broadcast_in_dim.hlo_proto.pb",
        "corpus/tpu/tpu_inference_2.jit_convert_element_type.hlo_proto.pb",
        "corpus/tpu/tpu_inference_2.xplane.pb"}) {
    rows.push_back(LintFile(file, "v6e"));
  }
  // TpuGraphs: a real XLA:TPU training step (3-D conv net) from TPU v3.
  rows.push_back(LintFile("corpus/tpu/module_tuning_data_layout.pb", "v3"));

  // rudrite: TPU v6e modules before and after optimization.
  const std::string pairs = tpusim::testing::ReadFileOrDie(shared_tpu + "/rudrite_hlo_pairs.json");
  nlohmann::json json = nlohmann::json::parse(pairs, nullptr, /*allow_exceptions=*/false);
  ASSERT_TRUE(json.is_object());
  std::vector<std::unique_ptr<hlo::Module>> owned;
  for (const nlohmann::json& program : json["programs"]) {
    for (const char* stage : {"opt", "unopt"}) {
      std::string text;
      for (const nlohmann::json& line : program[stage]) text += line.get<std::string>() + "\n";
      const std::string label =
          absl::StrCat("rudrite ", program["id"].get<std::string>(), " ", stage);
      absl::StatusOr<std::vector<std::unique_ptr<hlo::Module>>> modules =
          hlo::ImportContent(text, label);
      if (!modules.ok()) {
        Row row;
        row.file = label;
        row.chip = "v6e";
        row.error = std::string(modules.status().message());
        rows.push_back(row);
        continue;
      }
      std::vector<const hlo::Module*> pointers;
      for (auto& module : *modules) {
        pointers.push_back(module.get());
        owned.push_back(std::move(module));
      }
      rows.push_back(LintModules(label, "v6e", pointers, text));
    }
  }

  // The v5p capture's op expressions, each parsed on its own.
  auto stats_path = tpusim::testing::SharedPath("data/xprof_v5p/hlo_stats_tpu_training.json");
  ASSERT_TRUE(stats_path.has_value()) << "shared/ is incomplete: no v5p hlo_stats";
  nlohmann::json stats = nlohmann::json::parse(tpusim::testing::ReadFileOrDie(*stats_path),
                                               nullptr, /*allow_exceptions=*/false);
  ASSERT_TRUE(stats.is_object());
  std::optional<size_t> column;
  for (size_t i = 0; i < stats["cols"].size(); ++i) {
    if (stats["cols"][i]["id"] == "hlo_op_expression") column = i;
  }
  ASSERT_TRUE(column.has_value()) << "no hlo_op_expression column";
  std::vector<hlo::HloInstructionLine> lines;
  std::vector<const hlo::Module*> pointers;
  for (const nlohmann::json& row : stats["rows"]) {
    const std::string expression = row["c"][*column]["v"].get<std::string>();
    absl::StatusOr<hlo::HloInstructionLine> line =
        hlo::ParseHloInstructionLine(expression, "hlo_stats");
    // An expression tpusim cannot parse would be a program lint never saw.
    EXPECT_TRUE(line.ok()) << expression << ": " << line.status();
    if (!line.ok()) continue;
    pointers.push_back(line->module.get());
    lines.push_back(*std::move(line));
  }
  EXPECT_GT(pointers.size(), 300u);
  rows.push_back(LintModules("data/xprof_v5p/hlo_stats_tpu_training.json", "v5p", pointers));

  PrintTable(rows);
  for (const Row& row : rows) {
    // A program that does not import was never linted: that is a failure,
    // not "no errors".
    EXPECT_TRUE(row.error.empty()) << row.file << " did not import: " << row.error;
    EXPECT_GT(row.modules, 0) << row.file;
    EXPECT_EQ(row.counts.errors, 0) << row.file << " ran on a TPU but got errors";
  }
}

// The rest of the corpus: a table of what lint finds (GPU-flavoured and
// pre-optimization programs, StableHLO models). Every file must import; the
// table is the point.
TEST(CompatCorpusTest, FindingsTable) {
  TPUSIM_SHARED_OR_SKIP(shared_hlo, "corpus/hlo");
  std::vector<Row> rows;
  for (const char* file : {"corpus/hlo/gemma3_1b_flax_call.hlo",
                           "corpus/hlo/hlo_llama31_70b_bf16_16x8.hlo",
                           "corpus/hlo/hlo_llama31_8b_bf16_1x8.hlo",
                           "corpus/hlo/hlo_llama3_8b_bf16_activation_offloading_1x8.hlo",
                           "corpus/hlo/mobilenet_v2.hlo",
                           "corpus/hlo/nv_maxtext_1n1g_jit_train_step_before_optimization.hlo",
                           "corpus/stablehlo_models/jax_resnet_50.mlir",
                           "corpus/stablehlo_models/pt_bert.mlir",
                           "corpus/stablehlo_models/searchless_chess_9m.mlir",
                           "corpus/stablehlo_models/searchless_chess_136m.mlir"}) {
    rows.push_back(LintFile(file, "v5p"));
  }
  PrintTable(rows);
  for (const Row& row : rows) {
    EXPECT_TRUE(row.error.empty()) << row.file << " did not import: " << row.error;
    EXPECT_GT(row.modules, 0) << row.file;
  }
  // The Llama 3.1 8B dump is GPU-flavoured: its Transformer Engine attention
  // custom calls cannot run on a TPU, and lint must say so.
  auto llama = std::find_if(rows.begin(), rows.end(), [](const Row& row) {
    return row.file == "corpus/hlo/hlo_llama31_8b_bf16_1x8.hlo";
  });
  ASSERT_NE(llama, rows.end());
  auto it = llama->per_rule.find("non-tpu-custom-call");
  ASSERT_NE(it, llama->per_rule.end()) << "no non-tpu-custom-call finding on the GPU Llama dump";
  EXPECT_GT(it->second, 0);
}

// The 1,432 JAX-generated StableHLO test programs, as one summary row: how
// many files each rule fires on. Shape-polymorphic modules import with
// their `?` dims (issue 14) and unbounded-dynamic-shape reports them.
TEST(CompatCorpusTest, StablehloTestdataSummary) {
  TPUSIM_SHARED_OR_SKIP(dir, "corpus/stablehlo_testdata");
  std::vector<std::string> files;
  for (const auto& entry : std::filesystem::recursive_directory_iterator(dir)) {
    if (entry.path().extension() == ".mlir") files.push_back(entry.path().string());
  }
  std::sort(files.begin(), files.end());
  Row total;
  total.file = absl::StrCat("corpus/stablehlo_testdata (", files.size(), " files)");
  total.chip = "v5p";
  int64_t unbounded = 0, files_with_errors = 0;
  std::map<std::string, int64_t> files_per_rule;
  for (const std::string& file : files) {
    absl::StatusOr<std::vector<std::unique_ptr<hlo::Module>>> modules = hlo::ImportFile(file);
    if (!modules.ok()) {
      EXPECT_NE(modules.status().message().find("unbounded"), std::string::npos)
          << file << ": " << modules.status().message();
      ++unbounded;
      continue;
    }
    std::vector<const hlo::Module*> pointers;
    for (const auto& module : *modules) pointers.push_back(module.get());
    Row row = LintModules(file, "v5p", pointers);
    total.modules += row.modules;
    total.instructions += row.instructions;
    total.counts.errors += row.counts.errors;
    total.counts.warnings += row.counts.warnings;
    total.counts.notes += row.counts.notes;
    if (row.counts.errors > 0) ++files_with_errors;
    for (const auto& [rule, count] : row.per_rule) {
      total.per_rule[rule] += count;
      ++files_per_rule[rule];
    }
  }
  PrintTable({total});
  std::vector<std::string> spread;
  for (const auto& [rule, count] : files_per_rule) spread.push_back(absl::StrCat(rule, "=", count));
  std::printf("files per rule: %s; files with an error: %lld; not imported (unbounded): %lld\n",
              absl::StrJoin(spread, " ").c_str(), static_cast<long long>(files_with_errors),
              static_cast<long long>(unbounded));
  // Floors that later work raises, never lowers (1,278 modules before
  // issue 14 imported the 200 shape-polymorphic files of dynamic/).
  constexpr int64_t kFiles = 1432;
  constexpr int64_t kImportedModulesFloor = 1478;
  constexpr int64_t kUnboundedFilesFloor = 200;
  EXPECT_EQ(static_cast<int64_t>(files.size()), kFiles);
  EXPECT_GE(total.modules, kImportedModulesFloor);
  EXPECT_EQ(unbounded, 0);
  EXPECT_GE(files_per_rule["unbounded-dynamic-shape"], kUnboundedFilesFloor);
}

}  // namespace
}  // namespace tpusim::compat
