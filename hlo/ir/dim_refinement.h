// Re-sizing an input dim of a program (issue 14: `--vary`, `tpusim fit`).
// "What if the batch were 24 instead of 8?" changes every array whose dim is
// the batch: the labels, the activations, the zeros a broadcast makes of that
// size, a reshape that merges batch and sequence. DimRefiner finds which dims
// are the same dim as an entry argument's by XLA's shape rules (elementwise
// operands and results agree, broadcast and transpose map dims, dot keeps
// batch and free dims, tuples and called computations pass shapes through,
// a reshape's merged dims multiply), then re-sizes them all and re-checks the
// program with the verifier. Where the program cannot take the new size (a
// constant written with the old size, a reshape that no longer divides) the
// error names the instruction.
#ifndef TPUSIM_HLO_IR_DIM_REFINEMENT_H_
#define TPUSIM_HLO_IR_DIM_REFINEMENT_H_

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "hlo/ir/hlo_module.h"

namespace tpusim::hlo {

// Entry argument `parameter`'s dim `dim` takes `size`.
struct DimBinding {
  std::string key;  // As the user wrote it, for messages.
  int64_t parameter = 0;
  int64_t dim = 0;
  int64_t size = 0;
};

// Resolves `key` against the entry computation: "ARG.DIM" (0-based numbers)
// or "NAME.DIM" where NAME is an entry parameter's name or the op_name of its
// metadata (JAX's argument names). Errors list the arguments.
absl::StatusOr<DimBinding> ResolveDimKey(const Module& module, absl::string_view key,
                                         int64_t size);
// Comma-separated keys of dims that are one quantity and take one size
// ("0.1,1.1,2.1": the sequence of separate q, k and v arguments).
absl::StatusOr<std::vector<DimBinding>> ResolveDimKeys(const Module& module,
                                                       absl::string_view keys, int64_t size);

class DimRefiner {
 public:
  // Analyses `module` (which must outlive the refiner) once; Apply can then
  // be called for many sizes.
  static absl::StatusOr<std::unique_ptr<DimRefiner>> Build(Module* module);
  ~DimRefiner();

  // Restores the original shapes, then re-sizes every dim tied to a binding.
  // On error the module keeps its original shapes.
  absl::Status Apply(const std::vector<DimBinding>& bindings);
  // Puts the original shapes back.
  void Restore();

  // How many array dims each binding would re-size (for reports and tests).
  int64_t TiedDimCount(const DimBinding& binding) const;

 private:
  struct State;
  explicit DimRefiner(std::unique_ptr<State> state);
  std::unique_ptr<State> state_;
};

}  // namespace tpusim::hlo

#endif  // TPUSIM_HLO_IR_DIM_REFINEMENT_H_
