// The fuzz regression test (CTest `fuzz_replay`), built by the normal
// compiler: runs every fuzz target's entry function on every file of
// test/data/bad_input/<target>/ and on a few seed inputs from test/data.
// A crash, sanitizer report or uncaught exception fails the test by
// killing it; so does a target that found no input at all, so the test
// never passes by running nothing.
//
//   fuzz_replay TEST_DATA_DIR            every target
//   fuzz_replay TEST_DATA_DIR TARGET...  only these
//   fuzz_replay --target TARGET FILE...  these files through one target
//                                        (reproducing a crash by hand)
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "test/fuzz/fuzz_support.h"

namespace tpusim::fuzz {

const std::vector<FuzzTarget>& AllFuzzTargets() {
  static const auto* const kTargets = new std::vector<FuzzTarget>{
      {"hlo_text", FuzzHloText},
      {"hlo_proto_binary", FuzzHloProtoBinary},
      {"hlo_proto_text", FuzzHloProtoText},
      {"xspace", FuzzXSpace},
      {"mlir", FuzzMlir},
      {"shape", FuzzShape},
      {"chip_file", FuzzChipFile},
      {"lint_config", FuzzLintConfig},
      {"lint_baseline", FuzzLintBaseline},
  };
  return *kTargets;
}

namespace {

namespace fs = std::filesystem;

// Seeds per target, relative to test/data: inputs that import, so the
// analyses behind each importer run too. Targets whose formats have no file
// in test/data rely on their bad_input folder.
const std::map<std::string, std::vector<std::string>>& Seeds() {
  static const auto* const kSeeds = new std::map<std::string, std::vector<std::string>>{
      {"hlo_text",
       {"hlo/small_add.hlo", "compat/lint_sample.hlo", "golden/memory/small_program.hlo"}},
      {"hlo_proto_binary",
       {"oracle/cases/mixed_dtypes.fp8_e5m2.b128.d1024.h1000.v3.after_opt.hlo.pb"}},
      {"mlir", {"golden/compiler/mlp.mlir"}},
      {"lint_config", {"compat/lint_sample_config.json"}},
  };
  return *kSeeds;
}

bool ReadBytes(const fs::path& path, std::string* bytes) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return false;
  std::ostringstream out;
  out << in.rdbuf();
  *bytes = out.str();
  return true;
}

// Runs `target` on one file; false when the file cannot be read.
bool RunOne(const FuzzTarget& target, const fs::path& path) {
  std::string bytes;
  if (!ReadBytes(path, &bytes)) {
    std::cerr << "fuzz_replay: cannot read " << path << "\n";
    return false;
  }
  const auto start = std::chrono::steady_clock::now();
  std::cout << "fuzz_replay: " << target.name << " " << path.string() << " (" << bytes.size()
            << " B)" << std::flush;
  target.function(reinterpret_cast<const uint8_t*>(bytes.data()), bytes.size());
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::cout << " ok, " << seconds << " s\n";
  return true;
}

const FuzzTarget* FindTarget(const std::string& name) {
  for (const FuzzTarget& target : AllFuzzTargets()) {
    if (target.name == name) return &target;
  }
  std::cerr << "fuzz_replay: no target '" << name << "'; targets:";
  for (const FuzzTarget& target : AllFuzzTargets()) std::cerr << " " << target.name;
  std::cerr << "\n";
  return nullptr;
}

int Main(int argc, char** argv) {
  if (argc < 2) {
    std::cerr << "usage: fuzz_replay TEST_DATA_DIR [TARGET...] | --target TARGET FILE...\n";
    return 2;
  }
  if (std::string(argv[1]) == "--target") {
    if (argc < 4) return 2;
    const FuzzTarget* target = FindTarget(argv[2]);
    if (target == nullptr) return 2;
    for (int i = 3; i < argc; ++i) {
      if (!RunOne(*target, argv[i])) return 1;
    }
    return 0;
  }

  const fs::path data_dir = argv[1];
  std::vector<const FuzzTarget*> targets;
  for (int i = 2; i < argc; ++i) {
    const FuzzTarget* target = FindTarget(argv[i]);
    if (target == nullptr) return 2;
    targets.push_back(target);
  }
  if (targets.empty()) {
    for (const FuzzTarget& target : AllFuzzTargets()) targets.push_back(&target);
  }

  int failures = 0;
  for (const FuzzTarget* target : targets) {
    std::vector<fs::path> files;
    const fs::path bad = data_dir / "bad_input" / std::string(target->name);
    std::error_code error;
    if (fs::is_directory(bad, error)) {
      for (const fs::directory_entry& entry : fs::directory_iterator(bad)) {
        if (entry.is_regular_file() && entry.path().filename().string()[0] != '.') {
          files.push_back(entry.path());
        }
      }
    }
    std::sort(files.begin(), files.end());
    auto seeds = Seeds().find(std::string(target->name));
    if (seeds != Seeds().end()) {
      for (const std::string& seed : seeds->second) files.push_back(data_dir / seed);
    }
    int ran = 0;
    for (const fs::path& file : files) {
      if (RunOne(*target, file)) ++ran;
      else ++failures;
    }
    if (ran == 0) {
      std::cerr << "fuzz_replay: no input ran for target " << target->name << " (expected files in "
                << bad.string() << ")\n";
      ++failures;
    }
    std::cout << "fuzz_replay: " << target->name << ": " << ran << " input(s)\n";
  }
  return failures == 0 ? 0 : 1;
}

}  // namespace
}  // namespace tpusim::fuzz

int main(int argc, char** argv) { return tpusim::fuzz::Main(argc, argv); }
