// Helpers for memory/ tests: parse a small HLO module and run the memory
// pipeline on it, keeping the module alive beside the analysis.
#ifndef TPUSIM_TEST_MEMORY_MEMORY_TEST_UTIL_H_
#define TPUSIM_TEST_MEMORY_MEMORY_TEST_UTIL_H_

#include <memory>
#include <string>

#include "gtest/gtest.h"
#include "hlo/text/hlo_parser.h"
#include "memory/memory_analysis.h"
#include "tpu_model/chip.h"

namespace tpusim::memory::testing {

struct Analyzed {
  std::unique_ptr<hlo::Module> module;
  std::unique_ptr<MemoryAnalysis> analysis;
  const MemoryAnalysis* operator->() const { return analysis.get(); }
  const MemoryAnalysis& operator*() const { return *analysis; }
};

// A while loop that counts to 10 and carries parameter p (f32[8,128])
// through unchanged; `header` is the HloModule line.
inline std::string WhileLoopModule(const std::string& header) {
  return header + R"(
cond {
  s = (s32[]{:T(128)}, f32[8,128]{1,0:T(8,128)}) parameter(0)
  i = s32[]{:T(128)} get-tuple-element(s), index=0
  k = s32[]{:T(128)} constant(10)
  ROOT lt = pred[]{:T(512)} compare(i, k), direction=LT
}
body {
  s = (s32[]{:T(128)}, f32[8,128]{1,0:T(8,128)}) parameter(0)
  i = s32[]{:T(128)} get-tuple-element(s), index=0
  one = s32[]{:T(128)} constant(1)
  i2 = s32[]{:T(128)} add(i, one)
  x = f32[8,128]{1,0:T(8,128)} get-tuple-element(s), index=1
  ROOT t = (s32[]{:T(128)}, f32[8,128]{1,0:T(8,128)}) tuple(i2, x)
}
ENTRY e {
  zero = s32[]{:T(128)} constant(0)
  p = f32[8,128]{1,0:T(8,128)} parameter(0)
  init = (s32[]{:T(128)}, f32[8,128]{1,0:T(8,128)}) tuple(zero, p)
  w = (s32[]{:T(128)}, f32[8,128]{1,0:T(8,128)}) while(init), condition=cond, body=body
  ROOT r = f32[8,128]{1,0:T(8,128)} get-tuple-element(w), index=1
})";
}

inline const tpu::ChipSpec& Chip(const char* name = "v6e") {
  auto chip = tpu::FindChip(name);
  EXPECT_TRUE(chip.ok()) << chip.status();
  return **chip;
}

inline std::unique_ptr<hlo::Module> Parse(const std::string& text) {
  auto module = hlo::ParseHloModule(text, "test.hlo");
  EXPECT_TRUE(module.ok()) << module.status();
  return module.ok() ? std::move(*module) : nullptr;
}

inline Analyzed Analyze(const std::string& text, const MemoryAnalysisOptions& options = {},
                        const char* chip = "v6e") {
  Analyzed out;
  out.module = Parse(text);
  if (out.module == nullptr) return out;
  auto analysis = MemoryAnalysis::Run(*out.module, Chip(chip), options);
  EXPECT_TRUE(analysis.ok()) << analysis.status();
  if (analysis.ok()) out.analysis = std::move(*analysis);
  return out;
}

// The first instruction called `name`; kNone (and a test failure) when
// there is none.
inline InstrIndex InstructionNamed(const MemoryAnalysis& a, const std::string& name) {
  const ModuleIndex& ix = a.index();
  for (InstrIndex i = 0; i < ix.instruction_count(); ++i) {
    if (ix.instruction(i).name() == name) return i;
  }
  ADD_FAILURE() << "no instruction " << name;
  return kNone;
}

// The value at `name`{index}.
inline ValueIndex ValueAt(const MemoryAnalysis& a, const std::string& name,
                          const hlo::ShapeIndex& index = {}) {
  const InstrIndex i = InstructionNamed(a, name);
  if (i == kNone) return kNone;
  return a.dataflow().ValueAt(a.index().Find(i, index));
}

// True when `name`{index} defines its own value.
inline bool Defines(const MemoryAnalysis& a, const std::string& name,
                    const hlo::ShapeIndex& index = {}) {
  const InstrIndex i = InstructionNamed(a, name);
  return i != kNone && a.dataflow().IsDefinedAt(a.index().Find(i, index));
}

inline bool SameBuffer(const MemoryAnalysis& a, ValueIndex x, ValueIndex y) {
  return a.aliases().BufferOf(x) == a.aliases().BufferOf(y);
}

}  // namespace tpusim::memory::testing

#endif  // TPUSIM_TEST_MEMORY_MEMORY_TEST_UTIL_H_
