// Dense numbering of a module for the memory analyses: computations,
// instructions and shape-tree nodes ("positions" in XLA's terms) get small
// integer indices, and operands, users and callers are flat arrays. Every pass
// in memory/ works on these indices, so a 1M-instruction module costs a few
// vectors instead of per-instruction hash maps.
//
// A position is an (instruction, ShapeIndex) pair. Each instruction owns the
// nodes [first_node(i), first_node(i) + node_count(i)) in preorder: the first
// node is the whole shape ({}), a tuple's elements follow their parent.
#ifndef TPUSIM_MEMORY_MODULE_INDEX_H_
#define TPUSIM_MEMORY_MODULE_INDEX_H_

#include <cstdint>
#include <span>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/status/statusor.h"
#include "hlo/ir/hlo_module.h"
#include "hlo/ir/instruction_map.h"

namespace tpusim::memory {

using InstrIndex = int32_t;
using CompIndex = int32_t;
using NodeIndex = int32_t;
inline constexpr int32_t kNone = -1;

// How a computation is called (XLA's CallContext): by control flow (call,
// while, conditional, async wrappers) its parameters receive the caller's
// values; embedded (fusion, reducers, sort comparators, ...) it runs per
// element or per fused loop and its parameters define values of their own.
enum class CallContext : uint8_t { kNone, kControlFlow, kEmbedded, kBoth };

class ModuleIndex {
 public:
  // Numbers `module` (which must outlive the index). Errors name a malformed
  // construct (a call to a computation outside the module, ...).
  static absl::StatusOr<ModuleIndex> Build(const hlo::Module& module);

  const hlo::Module& module() const { return *module_; }

  // Instructions, numbered computation by computation in module order.
  int32_t instruction_count() const { return static_cast<int32_t>(instrs_.size()); }
  const hlo::Instruction& instruction(InstrIndex i) const { return *instrs_[i]; }
  InstrIndex IndexOf(const hlo::Instruction* instruction) const;
  CompIndex computation_of(InstrIndex i) const { return instr_comp_[i]; }
  std::span<const InstrIndex> operands(InstrIndex i) const {
    return Slice(operand_data_, operand_begin_, i);
  }
  // Distinct users, in instruction order.
  std::span<const InstrIndex> users(InstrIndex i) const {
    return Slice(user_data_, user_begin_, i);
  }
  std::span<const InstrIndex> control_predecessors(InstrIndex i) const {
    return Slice(control_data_, control_begin_, i);
  }
  std::span<const InstrIndex> control_successors(InstrIndex i) const {
    return Slice(control_succ_data_, control_succ_begin_, i);
  }
  // Called computations in attribute order.
  std::span<const CompIndex> callees(InstrIndex i) const {
    return Slice(callee_data_, callee_begin_, i);
  }
  bool IsRoot(InstrIndex i) const { return comp_root_[instr_comp_[i]] == i; }
  // Dense copies of what the analyses ask of every instruction and node:
  // reading them through the Instruction and Shape objects costs a cache
  // miss each on large modules.
  hlo::HloOpcode opcode(InstrIndex i) const { return opcode_[i]; }

  // Computations in module order.
  int32_t computation_count() const { return static_cast<int32_t>(comps_.size()); }
  const hlo::Computation& computation(CompIndex c) const { return *comps_[c]; }
  CompIndex IndexOf(const hlo::Computation* computation) const;
  CompIndex entry() const { return entry_; }
  InstrIndex root(CompIndex c) const { return comp_root_[c]; }
  // Instructions in the computation's own order.
  std::span<const InstrIndex> instructions(CompIndex c) const {
    return Slice(comp_instr_data_, comp_instr_begin_, c);
  }
  // Parameter `n` of `c`, or kNone.
  InstrIndex parameter(CompIndex c, int64_t n) const;
  std::span<const InstrIndex> parameters(CompIndex c) const {
    return Slice(param_data_, param_begin_, c);
  }
  bool IsFusionComputation(CompIndex c) const { return comps_[c]->IsFusionComputation(); }
  CallContext context(CompIndex c) const { return context_[c]; }
  // Instructions that call `c` (any context).
  std::span<const InstrIndex> callers(CompIndex c) const {
    return Slice(caller_data_, caller_begin_, c);
  }
  // The first control-flow caller of `c`, or kNone.
  InstrIndex control_flow_caller(CompIndex c) const { return cf_caller_[c]; }

  // Shape-tree nodes.
  int32_t node_count() const { return static_cast<int32_t>(node_shape_.size()); }
  NodeIndex first_node(InstrIndex i) const { return node_begin_[i]; }
  int32_t node_count(InstrIndex i) const { return node_begin_[i + 1] - node_begin_[i]; }
  const hlo::Shape& node_shape(NodeIndex n) const { return *node_shape_[n]; }
  bool node_is_tuple(NodeIndex n) const { return node_is_tuple_[n] != 0; }
  InstrIndex node_instruction(NodeIndex n) const { return node_instr_[n]; }
  int32_t subtree_size(NodeIndex n) const { return node_subtree_[n]; }
  bool IsTopNode(NodeIndex n) const { return node_begin_[node_instr_[n]] == n; }
  // Element `i` of the tuple node `n`, or kNone.
  NodeIndex Child(NodeIndex n, int64_t i) const;
  // The node of `instruction` at `index`, or kNone when out of range.
  NodeIndex Find(InstrIndex instruction, const hlo::ShapeIndex& index) const;
  // The ShapeIndex of node `n` within its instruction.
  hlo::ShapeIndex IndexOf(NodeIndex n) const;
  // Position of `n` relative to its instruction's first node.
  int32_t NodeOffset(NodeIndex n) const { return n - node_begin_[node_instr_[n]]; }

  // XLA's MakeInstructionPostOrder: depth-first from every instruction
  // without users (in computation order), operands before users, control
  // predecessors before their successors. Computed once.
  std::span<const InstrIndex> InstructionPostOrder(CompIndex c) const {
    return Slice(post_order_data_, comp_instr_begin_, c);
  }
  // Callees before callers: the entry's call tree first, then the rest.
  const std::vector<CompIndex>& ComputationPostOrder() const { return comp_post_order_; }

 private:
  std::vector<InstrIndex> ComputePostOrder(CompIndex c) const;
  void ComputeComputationPostOrder();

  template <typename T>
  static std::span<const T> Slice(const std::vector<T>& data,
                                  const std::vector<int32_t>& begin, int32_t i) {
    return std::span<const T>(data.data() + begin[i], begin[i + 1] - begin[i]);
  }

  const hlo::Module* module_ = nullptr;
  std::vector<const hlo::Instruction*> instrs_;
  std::vector<CompIndex> instr_comp_;
  std::vector<hlo::HloOpcode> opcode_;
  std::vector<int32_t> operand_begin_, user_begin_, control_begin_, control_succ_begin_,
      callee_begin_;
  std::vector<InstrIndex> operand_data_, user_data_, control_data_, control_succ_data_;
  std::vector<CompIndex> callee_data_;

  std::vector<const hlo::Computation*> comps_;
  absl::flat_hash_map<const hlo::Computation*, CompIndex> comp_index_;
  CompIndex entry_ = kNone;
  std::vector<InstrIndex> comp_root_;
  std::vector<int32_t> comp_instr_begin_, param_begin_, caller_begin_;
  std::vector<InstrIndex> comp_instr_data_, param_data_, caller_data_;
  std::vector<CallContext> context_;
  std::vector<InstrIndex> cf_caller_;
  std::vector<InstrIndex> post_order_data_;
  std::vector<CompIndex> comp_post_order_;
  // Instruction ids are usually dense (text order, proto ids): then a vector
  // holds the instructions that have one, and a hash map the rest.
  hlo::InstructionMap<InstrIndex> instr_index_;

  std::vector<NodeIndex> node_begin_;
  std::vector<const hlo::Shape*> node_shape_;
  std::vector<uint8_t> node_is_tuple_;
  std::vector<InstrIndex> node_instr_;
  std::vector<int32_t> node_subtree_;
  std::vector<int32_t> child_begin_;   // Per node: its first entry in children_.
  std::vector<NodeIndex> children_;    // Tuple nodes' children, tuple by tuple.
  std::vector<NodeIndex> node_parent_;  // kNone for an instruction's top node.
  std::vector<int32_t> node_position_;  // Index within the parent tuple.
};

// True for opcodes that call computations as control flow (their callees
// run once per call, sequentially, and share the caller's buffers).
bool IsControlFlowCall(hlo::HloOpcode opcode);

// The iterative depth-first post-order both the index and the DFS scheduler
// walk (no recursion: operand chains are as deep as the program is long).
// `state(node)` is a uint8_t& per node: 0 unvisited, 1 on the path, 2 done;
// `push_children(node, stack)` pushes what to visit before `node`, the one
// to visit first last; `emit(node)` receives nodes in post-order.
template <typename State, typename PushChildren, typename Emit>
void VisitPostOrder(InstrIndex start, State&& state, PushChildren&& push_children, Emit&& emit,
                    std::vector<InstrIndex>* stack) {
  if (state(start) != 0) return;
  stack->push_back(start);
  while (!stack->empty()) {
    const InstrIndex cur = stack->back();
    uint8_t& s = state(cur);
    if (s == 2) {
      stack->pop_back();
      continue;
    }
    if (s == 1) {
      s = 2;
      stack->pop_back();
      emit(cur);
      continue;
    }
    s = 1;
    push_children(cur, stack);
  }
}

}  // namespace tpusim::memory

#endif  // TPUSIM_MEMORY_MODULE_INDEX_H_
