// Unbounded (`?`) dims left in an imported program. Import, lint and graph
// work on such programs; every command that sizes buffers (memory, fit,
// compile, check, lint's HBM estimate) needs a size for each, and asks for
// all of them in one message with the --bind-dim key that gives each one.
#ifndef TPUSIM_HLO_IR_UNBOUND_DIMS_H_
#define TPUSIM_HLO_IR_UNBOUND_DIMS_H_

#include <cstdint>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "absl/strings/string_view.h"
#include "hlo/ir/hlo_module.h"

namespace tpusim::hlo {

// One `?` dim where it enters the program: a dim of an entry argument, or
// a dim an instruction makes unbounded from operands with none (a
// dynamic_iota or dynamic_broadcast_in_dim sized by a computed value).
// The `?` dims of every other value follow from these through the shape
// rules and need no binding of their own.
struct UnboundDim {
  const Instruction* instruction = nullptr;
  ShapeIndex index;  // Tuple path to the array (usually empty).
  int64_t dim = 0;
  // The argument's JAX name (`loc("x")`); empty when none or not an argument.
  std::string argument_name;
  // The symbolic dim's name (JAX's `jax.global_constant` dimension
  // variable, kept by the importer as `dim_symbols`); empty when unnamed.
  std::string symbol;
  // The --bind-dim key that sizes it: "ARG.DIM" for arguments, "*" (every
  // other `?`) for instruction dims.
  std::string bind_key;
};

struct UnboundDims {
  std::vector<UnboundDim> origins;
  // Values with a `?` dim that follows from the origins.
  int64_t derived_values = 0;
};

UnboundDims FindUnboundDims(const Module& module);

// OK when no value of `module` has a `?` dim; else InvalidArgument listing
// every origin and the --bind-dim for it, e.g.
//   2 unbounded ('?') dims left, and sizing buffers needs a size for each: ...
//     argument 1 (x) f32[?,4] dim 0 (symbol b): --bind-dim '1.0=N' or --bind-dim b=N
//     ...
absl::Status RequireStaticDims(const Module& module);

// The symbols the importer records on an entry parameter: one entry per
// dim of its (array) shape, empty for unnamed dims. Written as the
// frontend attribute `dim_symbols="b,,n"`.
std::vector<std::string> ParameterDimSymbols(const Instruction& parameter);

}  // namespace tpusim::hlo

#endif  // TPUSIM_HLO_IR_UNBOUND_DIMS_H_
