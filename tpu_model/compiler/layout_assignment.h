// Layout assignment: the layouts XLA:TPU's layout assignment gives fusion
// outputs where they differ from the per-shape default
// (layout_predictor.h). XLA propagates layouts through the program (from
// dots, reduces and constants to their neighbours); tpusim keeps the
// per-shape default everywhere except where a rule here applies, each with
// its evidence from the oracle corpus (docs/compiler_model.md, "Layout
// assignment"):
//  - a 2-D pred mask computed from iotas alone (no operands) is laid out
//    {0,1}, as the attention scores it is broadcast into;
//  - a convolution's input and output, and their same-dims neighbours, put
//    the feature and batch dims minor (NHWC: {3,0,2,1}, or {0,3,2,1} where
//    that pads less);
//  - a batched dot's result puts the lhs's rows minor (attention scores
//    [B,H,Q,K]{2,3,1,0}) unless the rhs's columns pad less, and its
//    same-dims neighbours and transposes follow;
//  - an intermediate of rank >= 3 keeps the default order where the
//    per-shape rule would only change its second-minor dim;
//  - an entry result (the root, or a root-tuple operand nothing else reads)
//    is computed in the order its op fixes (a batched dot's or a
//    convolution's, a reduce's input's, a scatter's rows) and a copy into
//    the entry's layout becomes the result, where the two orders differ.
//  - a value its readers only reshape takes the order that makes each
//    reshape a bitcast (into the reader's output order, or the order a
//    batched dot reads its operand in), and a reduce a fusion returns
//    beside the array it reduces keeps that array's order;
//  - a sort runs with its sort dim in the sublanes and another dim in the
//    lanes where that pads no more, its operands copied into that order
//    (an iota only it reads made so) and its read results copied back;
//  - a split array its readers slice at the split dim (a fused QKV
//    projection made an op of its own) puts that dim most major;
//  - a fusion adding an entry parameter and a transposed matrix product
//    computes in the product's order where that pads no more, reading a
//    copy of the parameter made in that order;
//  - a gather's result, and an elementwise fusion computed from one at its
//    dims (not a computation's output), keeps the default order however
//    its lanes pad;
//  - on v4 and later, an 8-bit array a matrix product reads (an entry
//    parameter or a fusion output) whose second-minor dim is a multiple of
//    32 takes T(32,128)(4,1) tiles (the same bytes; the parameter's entry
//    layout too);
//  - on chips with LayoutRules::large_tiles_for_intermediates (v7x), a bf16
//    intermediate whose second-minor dim is a multiple of 16 takes the
//    large second-minor tiles (T(16,128)(2,1): the same bytes), unless it
//    is a program result, a collective operand (all-gathers aside), a loop
//    carry or a reduce's result (Layout::large_tiles_assigned).
// A rule writes the dim order only (a layout without tiles, marked
// Layout::order_assigned): the size function and AssignPredictedLayouts keep
// it and add the chip's tiles, and memory/ still treats the module as unlaid.
#ifndef TPUSIM_TPU_MODEL_COMPILER_LAYOUT_ASSIGNMENT_H_
#define TPUSIM_TPU_MODEL_COMPILER_LAYOUT_ASSIGNMENT_H_

#include <cstdint>

#include "absl/status/statusor.h"
#include "hlo/ir/hlo_module.h"
#include "tpu_model/chip.h"

namespace tpusim::tpu::compiler {

struct LayoutAssignmentStats {
  int64_t iota_masks = 0;           // Iota-only 2-D masks laid out {0,1}.
  int64_t default_orders_kept = 0;  // Intermediates kept in the default order.
  int64_t conv_activations = 0;     // Convolution activations laid out {f,b,...}.
  int64_t batched_dot_orders = 0;   // Batched dots' results and their neighbours.
  int64_t root_copies = 0;          // Entry results copied out of their producer's order.
  int64_t conv_input_copies = 0;    // Entry parameters and matrix products copied into a convolution's order.
  int64_t large_tile_intermediates = 0;  // bf16 intermediates given large tiles.
  int64_t reshaped_values = 0;      // Values laid out for their readers' reshapes.
  int64_t sort_copies = 0;          // Copies into and out of a sort's sublane order.
  int64_t split_copies = 0;         // Split arrays laid out with their sliced dim major.
  int64_t parameter_copies = 0;     // Parameters copied into a transposed product's order.
};

// Writes the rule orders into the fusion outputs of `module` (in place:
// the fusion instruction, its fused root and the get-tuple-elements that
// read a rule-laid element), and adds the entry results' copies to the
// entry computation. Arrays no rule covers are not touched.
absl::StatusOr<LayoutAssignmentStats> AssignFusionOutputLayouts(hlo::Module* module,
                                                                const ChipSpec& chip);

}  // namespace tpusim::tpu::compiler

#endif  // TPUSIM_TPU_MODEL_COMPILER_LAYOUT_ASSIGNMENT_H_
