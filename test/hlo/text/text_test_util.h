// Helpers for the hlo/text tests: locating test/data, and a structural
// comparison of two modules for round trips (names, opcodes, shapes with
// layouts, ids, operands, control predecessors, attributes with called
// computations compared by name, metadata, literals, module attributes).
#ifndef TPUSIM_TEST_HLO_TEXT_TEXT_TEST_UTIL_H_
#define TPUSIM_TEST_HLO_TEXT_TEXT_TEST_UTIL_H_

#include <cstdlib>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "hlo/ir/hlo_module.h"
#include "test/test_support.h"

namespace tpusim::hlo::testing {

// test/data/<relative>. Falls back to the source tree path compiled in when
// TPUSIM_TEST_DATA is unset: gtest_discover_tests passes only the first
// entry of a list-valued ENVIRONMENT property (CMake issues 17812, 23120),
// and the binaries can then also run from any directory.
inline std::string TestDataFile(const std::string& relative) {
  if (std::getenv("TPUSIM_TEST_DATA") != nullptr) {
    return tpusim::testing::TestDataPath(relative);
  }
  return std::string(TPUSIM_SOURCE_TEST_DATA) + "/" + relative;
}

inline std::string ComputationName(const Computation* c) {
  return c == nullptr ? "<null>" : c->name();
}

inline bool AttributesEqual(const Attribute& a, const Attribute& b) {
  if (a.name != b.name || a.kind != b.kind) return false;
  if (a.kind == AttrKind::kComputation) {
    return ComputationName(std::get<Computation*>(a.value)) ==
           ComputationName(std::get<Computation*>(b.value));
  }
  if (a.kind == AttrKind::kComputationList) {
    const auto& x = std::get<std::vector<Computation*>>(a.value);
    const auto& y = std::get<std::vector<Computation*>>(b.value);
    if (x.size() != y.size()) return false;
    for (size_t i = 0; i < x.size(); ++i) {
      if (ComputationName(x[i]) != ComputationName(y[i])) return false;
    }
    return true;
  }
  return a.value == b.value;
}

inline ::testing::AssertionResult InstructionsEqual(const Instruction& a,
                                                    const Instruction& b) {
  auto fail = [&](absl::string_view what) {
    return ::testing::AssertionFailure()
           << "instruction %" << a.name() << " differs in " << what;
  };
  if (a.name() != b.name()) {
    return ::testing::AssertionFailure()
           << "instruction names differ: %" << a.name() << " vs %" << b.name();
  }
  if (a.opcode() != b.opcode()) return fail("opcode");
  if (a.shape() != b.shape()) {
    return fail(absl::StrCat("shape: ", a.shape().ToString(), " vs ",
                             b.shape().ToString()));
  }
  if (a.id() != b.id()) return fail(absl::StrCat("id: ", a.id(), " vs ", b.id()));
  if (a.parameter_number() != b.parameter_number()) return fail("parameter number");
  if (a.literal() != b.literal()) {
    return fail(absl::StrCat("literal: '", a.literal(), "' vs '", b.literal(), "'"));
  }
  if (a.operand_count() != b.operand_count()) return fail("operand count");
  for (int64_t i = 0; i < a.operand_count(); ++i) {
    if (a.operand(i)->name() != b.operand(i)->name()) {
      return fail(absl::StrCat("operand ", i));
    }
  }
  if (a.control_predecessors().size() != b.control_predecessors().size()) {
    return fail("control predecessor count");
  }
  for (size_t i = 0; i < a.control_predecessors().size(); ++i) {
    if (a.control_predecessors()[i]->name() != b.control_predecessors()[i]->name()) {
      return fail("control predecessors");
    }
  }
  if (a.attributes().size() != b.attributes().size()) {
    return fail(absl::StrCat("attribute count: ", a.attributes().size(), " vs ",
                             b.attributes().size()));
  }
  for (size_t i = 0; i < a.attributes().size(); ++i) {
    if (!AttributesEqual(a.attributes()[i], b.attributes()[i])) {
      return fail(absl::StrCat("attribute ", a.attributes()[i].name));
    }
  }
  if (!(a.metadata() == b.metadata())) return fail("metadata");
  if (a.IsRoot() != b.IsRoot()) return fail("root-ness");
  return ::testing::AssertionSuccess();
}

inline ::testing::AssertionResult ModulesEqual(const Module& a, const Module& b) {
  auto fail = [](absl::string_view what) {
    return ::testing::AssertionFailure() << "modules differ in " << what;
  };
  if (a.name() != b.name()) return fail("name");
  if (a.is_scheduled() != b.is_scheduled()) return fail("is_scheduled");
  if (a.replica_count != b.replica_count) return fail("replica_count");
  if (a.num_partitions != b.num_partitions) return fail("num_partitions");
  if (a.input_output_alias != b.input_output_alias) return fail("input_output_alias");
  if (a.buffer_donors != b.buffer_donors) return fail("buffer_donor");
  if (a.entry_computation_layout != b.entry_computation_layout) {
    return fail("entry_computation_layout");
  }
  if (a.other_attributes != b.other_attributes) return fail("other attributes");
  if (a.computations().size() != b.computations().size()) {
    return fail(absl::StrCat("computation count: ", a.computations().size(),
                             " vs ", b.computations().size()));
  }
  if (ComputationName(a.entry()) != ComputationName(b.entry())) return fail("entry");
  for (size_t c = 0; c < a.computations().size(); ++c) {
    const Computation& x = *a.computations()[c];
    const Computation& y = *b.computations()[c];
    if (x.name() != y.name()) {
      return fail(absl::StrCat("computation ", c, " name: ", x.name(), " vs ",
                               y.name()));
    }
    if (x.execution_thread() != y.execution_thread()) {
      return fail(absl::StrCat("execution_thread of ", x.name()));
    }
    if (x.IsAsyncSugarWrapper() != y.IsAsyncSugarWrapper()) {
      return fail(absl::StrCat("async wrapper mark of ", x.name()));
    }
    if (x.IsFusionComputation() != y.IsFusionComputation()) {
      return fail(absl::StrCat("fusion mark of ", x.name()));
    }
    if (x.instruction_count() != y.instruction_count()) {
      return fail(absl::StrCat("instruction count of ", x.name()));
    }
    for (int64_t i = 0; i < x.instruction_count(); ++i) {
      ::testing::AssertionResult r =
          InstructionsEqual(*x.instructions()[i], *y.instructions()[i]);
      if (!r) return r << " (computation " << x.name() << ")";
    }
  }
  return ::testing::AssertionSuccess();
}

}  // namespace tpusim::hlo::testing

#endif  // TPUSIM_TEST_HLO_TEXT_TEXT_TEST_UTIL_H_
