// The tpusim command-line framework: subcommand registration and the
// conventions every command follows.
//
//   --chip NAME / --chip-file FILE.json   where a chip matters
//   --json                                machine output on stdout
//   diagnostics on stderr
//   exit 0 = success, 1 = the check found a problem, 2 = usage/input error
//
// A command is one file in tools/commands/ that registers itself:
//
//   namespace {
//   tpusim::cli::Runner SetUp(CLI::App* app) {
//     auto opts = std::make_shared<Options>();
//     app->add_option("FILE", opts->file)->required();
//     return [opts] { return Run(*opts); };
//   }
//   }  // namespace
//   TPUSIM_REGISTER_COMMAND(size, "Print the padded size of a shape", SetUp);
#ifndef TPUSIM_TOOLS_CLI_H_
#define TPUSIM_TOOLS_CLI_H_

#include <chrono>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "CLI/CLI.hpp"
#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "hlo/ir/hlo_module.h"
#include "nlohmann/json.hpp"
#include "tpu_model/chip.h"

namespace tpusim::cli {

inline constexpr int kExitOk = 0;
inline constexpr int kExitCheckFailed = 1;
inline constexpr int kExitUsageOrInputError = 2;

// Runs a configured command and returns its exit code.
using Runner = std::function<int()>;
// Adds the command's options to `app` and returns its runner.
using SetUpFunction = Runner (*)(CLI::App* app);

struct CommandSpec {
  std::string name;
  std::string description;
  SetUpFunction set_up;
};

bool RegisterCommand(CommandSpec spec);
// Registered commands, sorted by name.
std::vector<CommandSpec> RegisteredCommands();

#define TPUSIM_REGISTER_COMMAND(name, description, set_up)          \
  static const bool tpusim_registered_command_##name [[maybe_unused]] = \
      ::tpusim::cli::RegisterCommand({#name, description, set_up})

// Prints an error to stderr and returns kExitUsageOrInputError. Messages that
// are already diagnostics ("file:line:col: error: ...") print as they are;
// others get a "tpusim: error: " prefix.
int ReportError(const absl::Status& status);
// Prints a warning line to stderr ("tpusim: warning: ...").
void ReportWarning(absl::string_view message);

// Wall seconds since `start`, for progress lines on long runs.
double SecondsSince(std::chrono::steady_clock::time_point start);

// Prints `value` as indented JSON on stdout.
void PrintJson(const nlohmann::json& value);

// --chip / --chip-file: the one place a command's chip is read.
struct ChipOptions {
  std::string chip;
  std::string chip_file;
  // Loaded by ResolveChip when --chip-file is used.
  std::shared_ptr<tpu::ChipSpec> custom;
  // Devices of the slice --chip names ("v5p-64"); set by ResolveChip.
  std::optional<int64_t> slice_devices;
  // Whether either option was given (commands where the chip is optional).
  bool given() const { return !chip.empty() || !chip_file.empty(); }
};
// `required` says so in the help; ResolveChip reports a missing chip with
// the list of known ones (CLI11 cannot require one of two options).
void AddChipOptions(CLI::App* app, ChipOptions* options, bool required);
// The chip named by the options; InvalidArgument when neither or an unknown
// name was given (the message lists the known chips).
absl::StatusOr<const tpu::ChipSpec*> ResolveChip(ChipOptions* options);

// Input loading shared by every command that reads a program.
struct InputOptions {
  std::vector<std::string> bind_dims;  // --bind-dim NAME_OR_INDEX=N
  std::vector<std::string> vary;       // --vary ARG.DIM=N (hlo/ir/dim_refinement.h)
  bool quiet = false;                  // No progress lines on stderr.
};
void AddInputOptions(CLI::App* app, InputOptions* options);
// Reads a program file in any supported format (detected from content): HLO
// text, HloProto / HloModuleProto (binary or text), XSpace, StableHLO/MHLO
// MLIR. XSpace files yield one module per program.
absl::StatusOr<std::vector<std::unique_ptr<hlo::Module>>> LoadModules(
    const std::string& path, const InputOptions& options);

// The modules selected by --module: a name (exact, or the name before an
// XSpace "(program id)" suffix) or a 0-based index; every module when empty.
absl::StatusOr<std::vector<hlo::Module*>> SelectModules(
    const std::vector<std::unique_ptr<hlo::Module>>& modules, const std::string& wanted);

// "NAME=VALUE" of --vary: the dim key and the value text.
absl::StatusOr<std::pair<std::string, std::string>> SplitVary(absl::string_view text);

}  // namespace tpusim::cli

#endif  // TPUSIM_TOOLS_CLI_H_
