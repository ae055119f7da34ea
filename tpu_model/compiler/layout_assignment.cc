#include "tpu_model/compiler/layout_assignment.h"

#include <optional>
#include <utility>
#include <vector>

#include "hlo/base/status_macros.h"
#include "tpu_model/layout_predictor.h"

namespace tpusim::tpu::compiler {
namespace {

// The dim order XLA:TPU gives a value as tpusim predicts it: its own
// layout when one was chosen, else the per-shape default.
absl::StatusOr<std::vector<int64_t>> OrderOf(const hlo::Shape& shape, const ChipSpec& chip) {
  TPUSIM_ASSIGN_OR_RETURN(hlo::Shape laid_out, PredictLayout(shape, chip));
  return laid_out.layout().minor_to_major;
}

// Iota masks. A 2-D pred mask computed from iotas and constants alone (the
// causal mask of attention: compare(iota, iota), no operands; tpusim's
// fusion may also hold the select JAX wraps it in) is broadcast into the
// attention scores, which XLA lays out with the query dim minor
// ([B,H,Q,K]{2,3,1,0}); the mask follows them and is {0,1}. Oracle: all 76
// rank-2 iota-compare fusion outputs (pred[128,128] ... pred[113152,113152]
// of attention_naive, attention_dpa, decoder_*, sharded_* on v4 ... v7x)
// are {0,1}; none is {1,0}.
std::optional<std::vector<int64_t>> IotaMaskOrder(const hlo::Instruction& fusion,
                                                  const hlo::Instruction& producer) {
  const hlo::Shape& shape = producer.shape();
  if (fusion.operand_count() != 0 || !shape.IsArray() || shape.rank() != 2 ||
      shape.element_type() != hlo::PrimitiveType::kPred) {
    return std::nullopt;
  }
  bool has_iota = false;
  for (const auto& instruction : fusion.fused_computation()->instructions()) {
    has_iota |= instruction->opcode() == hlo::HloOpcode::kIota;
  }
  if (!has_iota) return std::nullopt;
  return std::vector<int64_t>{0, 1};
}

// Intermediates keep the default order where the per-shape prediction
// would only move a major dim into the second-minor place (its lane dim
// stays): XLA's layout assignment gives fusion outputs the default order
// unless a neighbour constrains it, and reorders to cut padding only where
// the lanes pad (the per-shape rule fits entry parameters and outputs).
// Oracle: of the rank >= 3 fusion outputs whose predicted order keeps the
// default minor dim, XLA lays out all 49 that are not the program's output
// in the default order (vit f32[8,37,256]{2,1,0}, attention_naive
// f32[4,12,1000]{2,1,0}, decoder and attention blocks on v4 ... v6e); the
// 4 that are (reduction.softmax bf16[16,18,18]{2,0,1}, the entry's result)
// take the entry's order. Computation outputs (the root and the root
// tuple's operands, which while loops carry) keep the per-shape rule.
absl::StatusOr<std::optional<std::vector<int64_t>>> KeptDefaultOrder(
    const hlo::Instruction& fusion, const hlo::Shape& shape, const ChipSpec& chip) {
  if (!shape.IsArray() || shape.rank() < 3) return std::nullopt;
  const hlo::Computation* parent = fusion.parent();
  if (parent != nullptr) {
    const hlo::Instruction* root = parent->root();
    if (root == &fusion) return std::nullopt;
    if (root != nullptr && root->opcode() == hlo::HloOpcode::kTuple) {
      for (const hlo::Instruction* user : fusion.users()) {
        if (user == root) return std::nullopt;
        if (user->opcode() == hlo::HloOpcode::kGetTupleElement) {
          for (const hlo::Instruction* reader : user->users()) {
            if (reader == root) return std::nullopt;
          }
        }
      }
    }
  }
  TPUSIM_ASSIGN_OR_RETURN(std::vector<int64_t> predicted, OrderOf(shape, chip));
  const int64_t rank = shape.rank();
  if (predicted.front() != rank - 1) return std::nullopt;
  std::vector<int64_t> default_order;
  for (int64_t d = rank - 1; d >= 0; --d) default_order.push_back(d);
  if (predicted == default_order) return std::nullopt;
  return default_order;
}

// Applies the rules to one output of `fusion`: the whole result when
// `index` is empty, else tuple element `index` made by `producer`.
absl::Status AssignOutput(hlo::Instruction* fusion, hlo::Instruction* producer,
                          std::optional<int64_t> index, const ChipSpec& chip,
                          LayoutAssignmentStats* stats) {
  std::optional<std::vector<int64_t>> order = IotaMaskOrder(*fusion, *producer);
  bool kept_default = false;
  if (order.has_value()) {
    // Only an order that differs from the per-shape default is written.
    TPUSIM_ASSIGN_OR_RETURN(std::vector<int64_t> default_order,
                            OrderOf(producer->shape(), chip));
    if (default_order == *order) return absl::OkStatus();
  } else {
    TPUSIM_ASSIGN_OR_RETURN(order, KeptDefaultOrder(*fusion, producer->shape(), chip));
    if (!order.has_value()) return absl::OkStatus();
    kept_default = true;
  }
  hlo::Shape* output = fusion->mutable_shape();
  if (index.has_value()) output = &output->mutable_tuple_shapes()[*index];
  // The order alone, without tiles: the module stays unlaid for memory/,
  // and the size function and AssignPredictedLayouts keep a chosen order
  // and add the chip's tiles for it (layout_predictor.h).
  hlo::Layout layout;
  layout.minor_to_major = *std::move(order);
  layout.order_assigned = true;
  output->set_layout(std::move(layout));
  *producer->mutable_shape() = *output;
  if (index.has_value()) {
    hlo::Instruction* root = fusion->fused_computation()->root();
    root->mutable_shape()->mutable_tuple_shapes()[*index] = *output;
    for (hlo::Instruction* user : fusion->users()) {
      if (user->opcode() == hlo::HloOpcode::kGetTupleElement && user->tuple_index() == *index) {
        *user->mutable_shape() = *output;
      }
    }
  }
  ++(kept_default ? stats->default_orders_kept : stats->iota_masks);
  return absl::OkStatus();
}

}  // namespace

absl::StatusOr<LayoutAssignmentStats> AssignFusionOutputLayouts(hlo::Module* module,
                                                                const ChipSpec& chip) {
  LayoutAssignmentStats stats;
  for (const auto& computation : module->computations()) {
    if (computation->IsFusionComputation()) continue;
    for (const auto& instruction : computation->instructions()) {
      if (instruction->opcode() != hlo::HloOpcode::kFusion) continue;
      hlo::Instruction* root = instruction->fused_computation()->root();
      const hlo::Shape& shape = instruction->shape();
      if (shape.IsArray()) {
        TPUSIM_RETURN_IF_ERROR(
            AssignOutput(instruction.get(), root, std::nullopt, chip, &stats));
      } else if (shape.IsTuple() && root->opcode() == hlo::HloOpcode::kTuple &&
                 root->operand_count() ==
                     static_cast<int64_t>(shape.tuple_shapes().size())) {
        for (int64_t i = 0; i < root->operand_count(); ++i) {
          if (!shape.tuple_shapes()[i].IsArray()) continue;
          TPUSIM_RETURN_IF_ERROR(
              AssignOutput(instruction.get(), root->operands()[i], i, chip, &stats));
        }
      }
    }
  }
  return stats;
}

}  // namespace tpusim::tpu::compiler
