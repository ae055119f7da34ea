// Which instructions define buffers and where each buffer flows: XLA's
// HloDataflowAnalysis in SSA form with bitcasts that define no value (the
// configuration buffer assignment uses; xla/hlo/analysis/
// hlo_dataflow_analysis.cc).
//
// An HloValue is defined at one position (instruction, shape index) and
// appears at every position its bytes flow to without being copied:
//  - bitcast, get-tuple-element, add-dependency, domain, opt-barrier, call,
//    while and conditional define nothing; tuple and copy define only their
//    top-level index table; copy-start defines {}, {0} (the destination) and
//    {2} (the context) and its {1} is the source; copy-done and
//    all-reduce-done forward their operand; async-start defines its tuple
//    nodes and contexts, its {0, i} are the operands and {1} is the wrapped
//    computation's result; every other instruction (fusion, custom-call,
//    dynamic-update-slice, scatter, ...) defines all of its outputs.
//  - Parameters of the entry, of dead computations and of computations run
//    in an embedded context (fusion bodies, reducers, comparators) define
//    values; parameters of call/while/conditional/async bodies receive their
//    caller's values.
//  - While loops and conditionals create phi values where different values
//    meet; a phi whose inputs all resolve to one value is replaced by it, as
//    XLA's OptimizePhiValues does.
// Values in fusion bodies exist (they take ids, as in XLA) but never get a
// live range, so fused intermediates take no memory.
#ifndef TPUSIM_MEMORY_DATAFLOW_H_
#define TPUSIM_MEMORY_DATAFLOW_H_

#include <cstdint>
#include <span>
#include <vector>

#include "absl/status/statusor.h"
#include "memory/module_index.h"

namespace tpusim::memory {

// Dense index of a value; values are numbered in increasing XLA id order.
using ValueIndex = int32_t;

struct HloValue {
  int64_t id = 0;  // XLA's HloValue id: creation order (phis after the rest).
  NodeIndex node = kNone;  // The defining position.
  InstrIndex instruction = kNone;
  bool is_phi = false;
  bool live_out = false;  // Appears at a position of the entry root.
};

// `user` reads the value through operand `operand_number`, at node
// `operand_node` of that operand's shape tree.
struct HloUse {
  InstrIndex user = kNone;
  int32_t operand_number = 0;
  NodeIndex operand_node = kNone;
  bool operator==(const HloUse&) const = default;
};

class Dataflow {
 public:
  static absl::StatusOr<Dataflow> Run(const ModuleIndex& index);

  const ModuleIndex& index() const { return *index_; }
  int32_t value_count() const { return static_cast<int32_t>(values_.size()); }
  const HloValue& value(ValueIndex v) const { return values_[v]; }
  // The value at position `n` (every position holds exactly one in SSA form).
  ValueIndex ValueAt(NodeIndex n) const { return node_value_[n]; }
  bool IsDefinedAt(NodeIndex n) const { return values_[node_value_[n]].node == n; }
  // All positions of `v`, the defining one first, then module order.
  std::span<const NodeIndex> positions(ValueIndex v) const {
    return {position_data_.data() + position_begin_[v],
            static_cast<size_t>(position_begin_[v + 1] - position_begin_[v])};
  }
  std::span<const HloUse> uses(ValueIndex v) const {
    return {use_data_.data() + use_begin_[v],
            static_cast<size_t>(use_begin_[v + 1] - use_begin_[v])};
  }
  // The values defined by instruction `i`, in node order.
  std::vector<ValueIndex> ValuesDefinedBy(InstrIndex i) const;

  // XLA's CanShareOperandBufferWithUser (default AliasInfo): may the output
  // of `user` at `user_node` be written into the buffer of its operand at
  // `operand_node` when that buffer dies at `user`? Shapes must be equal,
  // layout included, and the user must be in-place on that operand, an
  // elementwise loop fusion, a bias-add output fusion, a while or
  // conditional, a dynamic-update-slice / scatter / triangular-solve /
  // set-dimension-size on the right operand, a sort with a single user, a
  // call whose callee root is elementwise on it, or elementwise on it.
  bool CanShareOperandBufferWithUser(NodeIndex operand_node, NodeIndex user_node) const;

 private:
  friend class DataflowBuilder;
  const ModuleIndex* index_ = nullptr;
  std::vector<HloValue> values_;
  std::vector<ValueIndex> node_value_;
  std::vector<int32_t> position_begin_;
  std::vector<NodeIndex> position_data_;
  std::vector<int32_t> use_begin_;
  std::vector<HloUse> use_data_;
};

// One in-place pair of XLA's GetInPlaceInputOutputPairs: operand
// `operand_number` at `operand_index` must share its buffer with the output
// at `output_index`.
struct InPlacePair {
  int32_t operand_number = 0;
  hlo::ShapeIndex operand_index;
  hlo::ShapeIndex output_index;
};
// dynamic-update-slice (operand 0), scatter (operand i -> output i),
// all-reduce-start (operand i, unless the backend config says nvshmem),
// 4-operand collective-permute(-start) (operand 1), set-dimension-size,
// ragged-all-to-all (operand 1), custom-call and fusion
// output_to_operand_aliasing, and fusions whose root reaches an in-place op
// on one of their parameters.
std::vector<InPlacePair> InPlaceInputOutputPairs(const hlo::Instruction& instruction);

// XLA's IsElementwiseOnOperand: the instruction reads operand `operand` one
// element per output element (fusions: every fused use of that parameter
// is elementwise).
bool IsElementwiseOnOperand(const hlo::Instruction& instruction, int64_t operand);

}  // namespace tpusim::memory

#endif  // TPUSIM_MEMORY_DATAFLOW_H_
