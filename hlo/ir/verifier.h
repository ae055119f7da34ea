// Structural checks every imported module passes before any analysis
// (issue 16): programs from untrusted files that XLA would reject must be
// errors, not answers. Importers call FindInvalidity after building a module
// and report the instruction it names at its place in the file.
#ifndef TPUSIM_HLO_IR_VERIFIER_H_
#define TPUSIM_HLO_IR_VERIFIER_H_

#include <optional>
#include <string>

#include "absl/status/status.h"
#include "hlo/ir/hlo_module.h"

namespace tpusim::hlo {

struct Invalidity {
  const Computation* computation = nullptr;
  const Instruction* instruction = nullptr;  // Null for whole-computation faults.
  std::string message;  // Names the computation and instruction.
};

// The first fault found, in module order: computations that call each other
// or themselves; tuple shapes nested deeper than kMaxTupleNesting; shapes
// whose byte size does not fit in 64 bits; operand counts and result dims
// that break XLA's shape rules for elementwise ops, broadcast, transpose and
// dot; control flow without its computations (`while` without body or
// condition, `conditional` without branches, `call` without to_apply,
// `fusion` without its body); `get-tuple-element` on a non-tuple or past its
// tuple's end; a static `reshape` that changes the element count. nullopt
// when the module passes.
std::optional<Invalidity> FindInvalidity(const Module& module);

// Whether every array of `shape` has a byte size that fits in int64
// (unbounded dims count as 1).
bool ShapeByteSizeFits(const Shape& shape);

// FindInvalidity as a status (InvalidArgument with its message).
absl::Status VerifyModule(const Module& module);

}  // namespace tpusim::hlo

#endif  // TPUSIM_HLO_IR_VERIFIER_H_
