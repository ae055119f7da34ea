#include "tools/cli.h"

#include <algorithm>
#include <iostream>
#include <memory>
#include <set>

#include "absl/strings/match.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"
#include "hlo/base/status_macros.h"
#include "hlo/import/import.h"
#include "hlo/ir/dim_refinement.h"

namespace tpusim::cli {
namespace {

std::vector<CommandSpec>& Registry() {
  static auto* registry = new std::vector<CommandSpec>();
  return *registry;
}

}  // namespace

bool RegisterCommand(CommandSpec spec) {
  Registry().push_back(std::move(spec));
  return true;
}

std::vector<CommandSpec> RegisteredCommands() {
  std::vector<CommandSpec> out = Registry();
  std::sort(out.begin(), out.end(), [](const CommandSpec& a, const CommandSpec& b) {
    return a.name < b.name;
  });
  return out;
}

double SecondsSince(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

int ReportError(const absl::Status& status) {
  std::string message(status.message());
  if (absl::StrContains(message, ": error: ")) {
    std::cerr << message << "\n";
  } else {
    std::cerr << "tpusim: error: " << message << "\n";
  }
  return kExitUsageOrInputError;
}

void ReportWarning(absl::string_view message) {
  std::cerr << "tpusim: warning: " << message << "\n";
}

// Invalid UTF-8 from an input (an op_name, a file name) is printed as U+FFFD
// rather than thrown: outputs must never abort on hostile input.
void PrintJson(const nlohmann::json& value) {
  std::cout << value.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) << "\n";
}

void AddChipOptions(CLI::App* app, ChipOptions* options, bool required) {
  std::string known;
  for (const tpu::ChipSpec& chip : tpu::AllChips()) {
    if (!known.empty()) known += ", ";
    known += chip.name;
  }
  const char* need = required ? "; required, or --chip-file" : "; optional";
  auto* chip = app->add_option(
      "--chip", options->chip,
      absl::StrCat("TPU generation (", known, "), or a slice such as v5p-64", need));
  auto* file = app->add_option("--chip-file", options->chip_file,
                               "JSON description of a chip tpusim does not ship");
  chip->excludes(file);
}

absl::StatusOr<const tpu::ChipSpec*> ResolveChip(ChipOptions* options) {
  if (!options->chip_file.empty()) {
    TPUSIM_ASSIGN_OR_RETURN(tpu::ChipSpec spec, tpu::LoadChipFile(options->chip_file));
    options->custom = std::make_shared<tpu::ChipSpec>(std::move(spec));
    return options->custom.get();
  }
  if (options->chip.empty()) {
    std::vector<std::string> names;
    for (const tpu::ChipSpec& chip : tpu::AllChips()) names.push_back(chip.name);
    return absl::InvalidArgumentError(absl::StrCat(
        "--chip is required (one of ", absl::StrJoin(names, ", "),
        ") or --chip-file FILE.json"));
  }
  absl::StatusOr<const tpu::ChipSpec*> chip = tpu::FindChip(options->chip);
  if (chip.ok()) options->slice_devices = tpu::SliceDevicesFromChipName(options->chip, **chip);
  return chip;
}

void AddInputOptions(CLI::App* app, InputOptions* options) {
  app->add_option("--bind-dim", options->bind_dims,
                  "Size for an unbounded (?) MLIR dim: NAME_OR_INDEX=N "
                  "(repeatable; see docs/mlir_importer.md)");
  app->add_option("--vary", options->vary,
                  "Re-size an entry argument's dim and everything tied to it: ARG.DIM=N, "
                  "NAME.DIM=N or a dim symbol's SYMBOL=N (repeatable; see docs/fit.md)");
  app->add_flag("--quiet,-q", options->quiet, "No progress lines on stderr");
}

absl::StatusOr<std::vector<hlo::Module*>> SelectModules(
    const std::vector<std::unique_ptr<hlo::Module>>& modules, const std::string& wanted) {
  std::vector<hlo::Module*> out;
  if (wanted.empty()) {
    for (const auto& m : modules) out.push_back(m.get());
    return out;
  }
  int64_t index = -1;
  if (absl::SimpleAtoi(wanted, &index) && index >= 0 &&
      index < static_cast<int64_t>(modules.size())) {
    out.push_back(modules[index].get());
    return out;
  }
  std::vector<std::string> names;
  for (const auto& m : modules) {
    names.push_back(m->name());
    if (m->name() == wanted || hlo::NameWithoutProgramId(m->name()) == wanted) {
      out.push_back(m.get());
    }
  }
  if (out.empty()) {
    return absl::InvalidArgumentError(absl::StrCat("no module named '", wanted,
                                                   "'; the file holds: ", absl::StrJoin(names, ", ")));
  }
  return out;
}

absl::StatusOr<std::pair<std::string, std::string>> SplitVary(absl::string_view text) {
  std::vector<std::string> parts = absl::StrSplit(text, absl::MaxSplits('=', 1));
  if (parts.size() != 2 || parts[0].empty() || parts[1].empty()) {
    return absl::InvalidArgumentError(
        absl::StrCat("--vary expects ARG.DIM=VALUE, NAME.DIM=VALUE or SYMBOL=VALUE, got '", text,
                     "'"));
  }
  return std::make_pair(parts[0], parts[1]);
}

absl::StatusOr<std::vector<std::unique_ptr<hlo::Module>>> LoadModules(
    const std::string& path, const InputOptions& options) {
  hlo::ImportOptions import_options;
  for (const std::string& binding : options.bind_dims) {
    std::vector<std::string> parts = absl::StrSplit(binding, absl::MaxSplits('=', 1));
    int64_t value = 0;
    if (parts.size() != 2 || parts[0].empty() || !absl::SimpleAtoi(parts[1], &value) ||
        value < 0) {
      return absl::InvalidArgumentError(absl::StrCat(
          "--bind-dim expects NAME_OR_INDEX=N with N >= 0, got '", binding, "'"));
    }
    import_options.mlir.bound_dims[parts[0]] = value;
  }
  // A --vary key without a dim index names a dim symbol of a shape-
  // polymorphic export (JAX's `b`): it binds the symbol at import.
  std::set<std::string> varied_symbols;
  std::vector<std::pair<std::string, int64_t>> varied_dims;  // ARG.DIM / NAME.DIM keys.
  for (const std::string& vary : options.vary) {
    TPUSIM_ASSIGN_OR_RETURN(auto key_value, SplitVary(vary));
    int64_t value = 0;
    if (!absl::SimpleAtoi(key_value.second, &value) || value <= 0) {
      return absl::InvalidArgumentError(
          absl::StrCat("--vary ", vary, ": the value must be a positive integer"));
    }
    if (key_value.first.find('.') != std::string::npos) {
      varied_dims.emplace_back(key_value.first, value);
      continue;
    }
    import_options.mlir.bound_dims[key_value.first] = value;
    varied_symbols.insert(key_value.first);
  }
  import_options.mlir.used_bound_dims = std::make_shared<std::set<std::string>>();
  TPUSIM_ASSIGN_OR_RETURN(std::vector<std::unique_ptr<hlo::Module>> modules,
                          hlo::ImportFile(path, import_options));
  // A binding that sized nothing is a typo or a wrong index, not a no-op.
  for (const auto& [key, value] : import_options.mlir.bound_dims) {
    if (!import_options.mlir.used_bound_dims->contains(key) && varied_symbols.contains(key)) {
      return absl::InvalidArgumentError(absl::StrCat(
          path, ": --vary ", key, "=", value, ": no symbolic dim of the program is named ", key,
          "; keys are ARG.DIM, NAME.DIM or a dim symbol"));
    }
    if (!import_options.mlir.used_bound_dims->contains(key)) {
      return absl::InvalidArgumentError(absl::StrCat(
          path, ": --bind-dim ", key, "=", value,
          " matches no unbounded ('?') dim of the program; keys are ARG.DIM, NAME.DIM, "
          "ARG, NAME or * (docs/mlir_importer.md); a static dim is re-sized with --vary"));
    }
  }
  if (varied_dims.empty()) return modules;
  for (const auto& module : modules) {
    std::vector<hlo::DimBinding> bindings;
    for (const auto& [key, value] : varied_dims) {
      TPUSIM_ASSIGN_OR_RETURN(std::vector<hlo::DimBinding> tied,
                              hlo::ResolveDimKeys(*module, key, value));
      bindings.insert(bindings.end(), tied.begin(), tied.end());
    }
    TPUSIM_ASSIGN_OR_RETURN(std::unique_ptr<hlo::DimRefiner> refiner,
                            hlo::DimRefiner::Build(module.get()));
    absl::Status applied = refiner->Apply(bindings);
    if (!applied.ok()) {
      return absl::InvalidArgumentError(absl::StrCat(path, ": --vary: ", applied.message()));
    }
  }
  return modules;
}

}  // namespace tpusim::cli
