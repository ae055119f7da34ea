// Helpers for the compiler-model tests: parse small HLO modules and look
// instructions up in the rewritten ones.
#ifndef TPUSIM_TEST_TPU_MODEL_COMPILER_COMPILER_TEST_UTIL_H_
#define TPUSIM_TEST_TPU_MODEL_COMPILER_COMPILER_TEST_UTIL_H_

#include <memory>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "hlo/ir/hlo_module.h"
#include "hlo/text/hlo_parser.h"

namespace tpusim::tpu::compiler::testing {

inline std::unique_ptr<hlo::Module> Parse(const std::string& text) {
  auto module = hlo::ParseHloModule(text, "test.hlo");
  EXPECT_TRUE(module.ok()) << module.status();
  return module.ok() ? std::move(*module) : nullptr;
}

// "name:opcode" of every instruction of the entry, in order.
inline std::vector<std::string> EntryOutline(const hlo::Module& module) {
  std::vector<std::string> out;
  for (const auto& instruction : module.entry()->instructions()) {
    out.push_back(instruction->name() + ":" +
                  std::string(hlo::HloOpcodeString(instruction->opcode())));
  }
  return out;
}

// Opcodes inside the fusion named `name` of the entry, in order.
inline std::vector<std::string> FusedOpcodes(const hlo::Module& module, const std::string& name) {
  std::vector<std::string> out;
  const hlo::Instruction* fusion = module.entry()->FindInstruction(name);
  if (fusion == nullptr || fusion->fused_computation() == nullptr) {
    ADD_FAILURE() << "no fusion " << name;
    return out;
  }
  for (const auto& instruction : fusion->fused_computation()->instructions()) {
    out.push_back(std::string(hlo::HloOpcodeString(instruction->opcode())));
  }
  return out;
}

}  // namespace tpusim::tpu::compiler::testing

#endif  // TPUSIM_TEST_TPU_MODEL_COMPILER_COMPILER_TEST_UTIL_H_
