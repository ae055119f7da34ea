#include "test/hlo/mlir/mlir_test_util.h"


#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "hlo/mlir/mlir_reprint.h"
#include "hlo/text/hlo_printer.h"

namespace tpusim::hlo::testing {

std::unique_ptr<Module> Import(absl::string_view text,
                               const MlirImportOptions& options) {
  absl::StatusOr<std::unique_ptr<Module>> module =
      ImportMlirModule(text, "test.mlir", options);
  if (!module.ok()) {
    ADD_FAILURE() << module.status().message() << "\nwhile importing:\n"
                  << text;
    return nullptr;
  }
  return std::move(module).value();
}

std::string ImportError(absl::string_view text,
                        const MlirImportOptions& options) {
  absl::StatusOr<std::unique_ptr<Module>> module =
      ImportMlirModule(text, "test.mlir", options);
  if (module.ok()) {
    ADD_FAILURE() << "expected an import error for:\n" << text;
    return "";
  }
  return std::string(module.status().message());
}

std::string HloText(const Module& module) {
  // Drops every ", metadata={...}" (metadata holds no braces). A plain scan:
  // std::regex trips GCC 12's -Wmaybe-uninitialized under ASan.
  const std::string text = PrintModule(module);
  const std::string kKey = ", metadata={";
  std::string out;
  size_t pos = 0;
  while (true) {
    size_t start = text.find(kKey, pos);
    size_t end = start == std::string::npos ? start : text.find('}', start + kKey.size());
    if (end == std::string::npos) break;
    out.append(text, pos, start - pos);
    pos = end + 1;
  }
  out.append(text, pos, std::string::npos);
  return out;
}

std::vector<const Instruction*> FindAll(const Module& module, HloOpcode opcode) {
  std::vector<const Instruction*> out;
  for (const auto& computation : module.computations()) {
    for (const auto& inst : computation->instructions()) {
      if (inst->opcode() == opcode) out.push_back(inst.get());
    }
  }
  return out;
}

const Instruction* FindOne(const Module& module, HloOpcode opcode) {
  std::vector<const Instruction*> all = FindAll(module, opcode);
  if (all.size() != 1) {
    ADD_FAILURE() << "expected one " << HloOpcodeString(opcode) << ", found "
                  << all.size() << " in\n"
                  << PrintModule(module);
    return nullptr;
  }
  return all[0];
}

void ExpectRoundTrips(absl::string_view text) {
  std::unique_ptr<Module> original = Import(text);
  ASSERT_NE(original, nullptr);
  std::string expected = HloText(*original);
  for (MlirPrintForm form : {MlirPrintForm::kPretty, MlirPrintForm::kGeneric}) {
    const char* name = form == MlirPrintForm::kPretty ? "pretty" : "generic";
    absl::StatusOr<std::string> printed = ReprintMlir(text, "test.mlir", form);
    ASSERT_TRUE(printed.ok()) << printed.status().message();
    std::unique_ptr<Module> again = Import(*printed);
    ASSERT_NE(again, nullptr) << name << " form:\n" << *printed;
    EXPECT_EQ(HloText(*again), expected) << name << " form:\n" << *printed;
  }
}

std::string Main(absl::string_view args, absl::string_view results,
                 absl::string_view body) {
  return absl::StrCat("module @m {\n  func.func public @main(", args, ") -> (",
                      results, ") {\n", body, "\n  }\n}\n");
}

}  // namespace tpusim::hlo::testing
