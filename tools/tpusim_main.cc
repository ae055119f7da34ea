// tpusim: argument parsing and dispatch to the registered commands.
#include <iostream>
#include <map>

#include "CLI/CLI.hpp"
#include "hlo/base/allocator_tuning.h"
#include "tools/cli.h"

namespace {

constexpr char kVersion[] = "tpusim 0.1.0";

}  // namespace

int main(int argc, char** argv) {
  tpusim::ReexecWithHugePages(argc, argv);
  tpusim::TuneAllocatorForBatchRun();
  CLI::App app{
      "tpusim predicts, before anything runs on a TPU, what XLA will do to a "
      "program's memory: tiled layouts and padding, buffer lifetimes, peak HBM "
      "against the chip, and what will not work on a TPU.\n\nExit codes: 0 "
      "success, 1 the check found a problem, 2 usage or input error.",
      "tpusim"};
  app.set_version_flag("--version", kVersion);
  app.require_subcommand(1);
  app.fallthrough();

  std::map<CLI::App*, tpusim::cli::Runner> runners;
  for (const tpusim::cli::CommandSpec& spec : tpusim::cli::RegisteredCommands()) {
    CLI::App* sub = app.add_subcommand(spec.name, spec.description);
    runners[sub] = spec.set_up(sub);
  }

  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForAllHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForVersion& e) {
    return app.exit(e);
  } catch (const CLI::ParseError& e) {
    app.exit(e);
    return tpusim::cli::kExitUsageOrInputError;
  }
  for (auto& [sub, runner] : runners) {
    if (sub->parsed()) return runner();
  }
  std::cerr << app.help();
  return tpusim::cli::kExitUsageOrInputError;
}
