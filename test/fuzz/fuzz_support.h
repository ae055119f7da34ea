// Shared set-up of the libFuzzer targets in this folder (docs/fuzzing.md).
//
// Each target file defines one entry with TPUSIM_FUZZ_TARGET. In the fuzz
// build (TPUSIM_LIBFUZZER defined, one executable per target) the macro also
// defines LLVMFuzzerTestOneInput forwarding to it; the replay test
// (fuzz_replay.cc, built by the normal compiler) links every target and
// calls the same functions on the regression inputs in test/data/bad_input/.
//
// A target feeds its bytes through the public entry points the CLI uses and,
// when they are accepted, runs what the CLI runs next (compiler model,
// memory analysis and its renderers, lint and its renderers, the graph) on
// chip v5e. Errors are values: a target only crashes on a real bug (a
// sanitizer report, an uncaught exception, an abort, a timeout).
#ifndef TPUSIM_TEST_FUZZ_FUZZ_SUPPORT_H_
#define TPUSIM_TEST_FUZZ_FUZZ_SUPPORT_H_

#include <cstddef>
#include <cstdint>
#include <memory>
#include <vector>

#include "absl/strings/string_view.h"
#include "compat/config.h"
#include "hlo/import/import.h"
#include "hlo/ir/hlo_module.h"
#include "tpu_model/chip.h"

namespace tpusim::fuzz {

using FuzzFunction = int (*)(const uint8_t* data, size_t size);

#ifdef TPUSIM_LIBFUZZER
#define TPUSIM_FUZZ_TARGET(name)                                                      \
  int name(const uint8_t* data, size_t size);                                         \
  extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {           \
    return ::tpusim::fuzz::name(data, size);                                          \
  }                                                                                   \
  int name(const uint8_t* data, size_t size)
#else
#define TPUSIM_FUZZ_TARGET(name) int name(const uint8_t* data, size_t size)
#endif

// The targets, one per input format (fuzz_<format>.cc).
int FuzzHloText(const uint8_t* data, size_t size);
int FuzzHloProtoBinary(const uint8_t* data, size_t size);
int FuzzHloProtoText(const uint8_t* data, size_t size);
int FuzzXSpace(const uint8_t* data, size_t size);
int FuzzMlir(const uint8_t* data, size_t size);
int FuzzShape(const uint8_t* data, size_t size);
int FuzzChipFile(const uint8_t* data, size_t size);
int FuzzLintConfig(const uint8_t* data, size_t size);
int FuzzLintBaseline(const uint8_t* data, size_t size);

struct FuzzTarget {
  absl::string_view name;  // Executable fuzz_<name>, test/data/bad_input/<name>/.
  FuzzFunction function;
};
// Every target, in the order above (defined in fuzz_replay.cc, which links
// them all; each libFuzzer executable holds one).
const std::vector<FuzzTarget>& AllFuzzTargets();

inline absl::string_view AsText(const uint8_t* data, size_t size) {
  return absl::string_view(reinterpret_cast<const char*>(data), size);
}

// Chip v5e, the chip every analysis runs on unless the input is a chip.
const tpu::ChipSpec& DefaultChip();

// `content` through hlo::ImportContent (format detection included, as the
// CLI reads any file) and, when it imports, through AnalyzeModules. When
// detection picks another format than `expected`, the importer of
// `expected` also gets the bytes directly (it verifies what it builds, so
// its modules are analysed too).
void ImportAndAnalyze(absl::string_view content, hlo::InputFormat expected);

// What `tpusim import`, `memory` (text, JSON, memory-viewer), `lint` (every
// format, with a baseline written and applied) and `graph` do with imported
// modules, on `chip` with `config`. `hlo_text` is the file's text when it is
// HLO text (lint locates findings in it), else empty.
void AnalyzeModules(const std::vector<const hlo::Module*>& modules, absl::string_view hlo_text,
                    const tpu::ChipSpec& chip, const compat::LintConfig& config = {});

// A small fixed program (parameters, a dot, a fusion, a tuple) for the
// targets whose input is not a program: chips, lint configs, baselines.
const hlo::Module& SampleModule();

}  // namespace tpusim::fuzz

#endif  // TPUSIM_TEST_FUZZ_FUZZ_SUPPORT_H_
