// How a dot or convolution fills the matrix unit (MXU): the operand dims as
// the MXU sees them after padding, and the fraction of the unit doing useful
// work.
//
// Model (docs/tpu_model.md, "MXU model"): the activation (lhs) operand
// reaches the MXU in its memory tiles. Its minor-most physical dim runs along
// the lanes that feed the MXU, so it pads to the MXU size (128, or 256 on
// v6e/v7x); its second-minor dim runs along the sublanes and pads to 8. The
// output feature dim is the MXU's output width and pads to the MXU size.
// Utilization = product of size / padded over those three dims. The Cloud
// TPU profiler's example "batch 16 padded to 128, feature 3 padded to 8:
// about 5% of the MXU used" is a batch-minor activation (16/128 x 3/8 = 4.7%).
#ifndef TPUSIM_TPU_MODEL_MXU_H_
#define TPUSIM_TPU_MODEL_MXU_H_

#include <cstdint>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "hlo/ir/hlo_module.h"
#include "hlo/ir/shape.h"
#include "tpu_model/chip.h"

namespace tpusim::tpu {

// One dimension as the MXU sees it.
struct MxuDimension {
  // "batch", "feature", "spatial", "dot_batch" (lhs dims) or
  // "output_feature" (rhs).
  std::string role;
  std::string operand;     // "lhs" or "rhs".
  int64_t dimension = -1;  // Index in the operand's shape.
  int64_t size = 0;
  int64_t alignment = 1;   // MXU size (lanes) or sublanes.
  int64_t padded = 0;      // size rounded up to alignment.

  double fill() const { return padded == 0 ? 1.0 : double(size) / double(padded); }
};

struct MxuAnalysis {
  // The product the MXU runs, `groups` times: [m x k] x [k x n]. m counts
  // every streamed row (batch and spatial positions), k the contraction
  // (input features x kernel window), n the output features.
  int64_t m = 0, k = 0, n = 0, groups = 1;
  // m padded to sublanes, k and n to the MXU size.
  int64_t padded_m = 0, padded_k = 0, padded_n = 0;
  // lhs minor-most dim, lhs second-minor dim (when rank >= 2), output feature.
  std::vector<MxuDimension> dims;
  // The lhs layout the analysis used (given, or predicted for the chip).
  std::string lhs_layout;
  // Product of dims[i].fill(): the fraction of MXU work that is useful.
  double utilization = 1.0;
  // k/padded_k x n/padded_n: how full the MXU's weight array is.
  double array_utilization = 1.0;

  // "batch 16 padded to 128, feature 3 padded to 8, output_feature 128 fits:
  // 4.7% of the MXU used".
  std::string Describe() const;
};

// `instruction` is a dot or convolution; `operand_shapes` are its lhs and rhs
// shapes (the operands' shapes when the instruction has operands; passed
// separately so callers can analyze a shape-only description). Operands
// without a tiled layout get the chip's predicted layout.
absl::StatusOr<MxuAnalysis> AnalyzeMxu(const hlo::Instruction& instruction,
                                       const std::vector<hlo::Shape>& operand_shapes,
                                       const ChipSpec& chip);

}  // namespace tpusim::tpu

#endif  // TPUSIM_TPU_MODEL_MXU_H_
