#include "memory/buffer_assignment.h"

#include <algorithm>
#include <deque>
#include <limits>
#include <map>
#include <tuple>
#include <utility>

#include "absl/container/btree_map.h"
#include "absl/container/inlined_vector.h"
#include "absl/strings/str_cat.h"

namespace tpusim::memory {

absl::string_view CategoryName(AllocationCategory category) {
  switch (category) {
    case AllocationCategory::kParameter:
      return "Parameter";
    case AllocationCategory::kOutput:
      return "Output";
    case AllocationCategory::kThreadLocal:
      return "Thread-local";
    case AllocationCategory::kConstant:
      return "Constant";
    case AllocationCategory::kTemporary:
      return "Temporary";
  }
  return "Temporary";
}

AllocationCategory BufferAllocation::category() const {
  if (is_entry_computation_parameter) return AllocationCategory::kParameter;
  if (maybe_live_out) return AllocationCategory::kOutput;
  if (is_thread_local) return AllocationCategory::kThreadLocal;
  if (is_constant) return AllocationCategory::kConstant;
  return AllocationCategory::kTemporary;
}

int64_t BufferAssignment::Alignment(int64_t color) const {
  return color == 0 ? options_.hbm_alignment : options_.other_alignment;
}

namespace {

int64_t RoundUp(int64_t value, int64_t alignment) {
  if (alignment <= 1) return value;
  const int64_t rem = value % alignment;
  return rem == 0 ? value : value + (alignment - rem);
}

// The reusable allocations of one color, by position 0..n-1 in creation
// order. Each has a key (the earliest start of a value it holds to the end
// of the program) and the live range of its earliest value. Find gives the
// last position before `before` whose key is at least `threshold` and whose
// earliest range does not strictly overlap [start, end): the candidates
// buffer assignment may try, the others being certain to interfere. A max
// / max / min segment tree over the three prunes whole runs of positions:
// on a long train step every weight is live from the program's start to its
// last use, and a per-candidate check turned each later weight away one by
// one for every buffer (quadratic: 3 s of 25 on the Llama 3.1 8B step x36).
//
// The tree grows as positions come (it doubles, keeping its leaves): sized
// for every buffer up front (2.4M on that step) it was three arrays of 8M
// entries, 100 MB written whole, for 32k positions used. Find's answer is a
// leaf's own test, so the tree's size does not change it.
class ReusableIndex {
 public:
  ReusableIndex() { Grow(1); }
  // An allocation with no earliest range yet passes every overlap test:
  // give it the empty range (kMin, kMin).
  void Set(int32_t position, int32_t key, std::pair<int32_t, int32_t> earliest) {
    if (position >= leaves_) Grow(position + 1);
    size_t node = static_cast<size_t>(position) + leaves_;
    key_[node] = key;
    first_[node] = earliest.first;
    second_[node] = earliest.second;
    for (node /= 2; node >= 1; node /= 2) {
      key_[node] = std::max(key_[2 * node], key_[2 * node + 1]);
      first_[node] = std::max(first_[2 * node], first_[2 * node + 1]);
      second_[node] = std::min(second_[2 * node], second_[2 * node + 1]);
    }
  }
  int32_t Find(int32_t before, int32_t threshold, int32_t start, int32_t end) const {
    before = std::min(before, leaves_);
    if (before <= 0) return -1;
    return Search(1, 0, leaves_, before, threshold, start, end);
  }

 private:
  // Necessary for a position under `node` to qualify (exact at a leaf).
  bool MayHold(size_t node, int32_t threshold, int32_t start, int32_t end) const {
    return key_[node] >= threshold && (first_[node] >= end || second_[node] <= start);
  }
  // The last qualifying position in [lo, min(hi, before)) under `node`.
  int32_t Search(size_t node, int32_t lo, int32_t hi, int32_t before, int32_t threshold,
                 int32_t start, int32_t end) const {
    if (lo >= before || !MayHold(node, threshold, start, end)) return -1;
    if (hi - lo == 1) return lo;
    const int32_t mid = lo + (hi - lo) / 2;
    const int32_t right = Search(2 * node + 1, mid, hi, before, threshold, start, end);
    if (right >= 0) return right;
    return Search(2 * node, lo, mid, before, threshold, start, end);
  }

  // At least `positions` leaves, the current leaves kept and the nodes
  // above them recomputed; new leaves hold (kMin, kMin, kMax), which no
  // position below `before` has unset.
  void Grow(int32_t positions) {
    constexpr int32_t kMin = std::numeric_limits<int32_t>::min();
    constexpr int32_t kMax = std::numeric_limits<int32_t>::max();
    int32_t leaves = leaves_;
    while (leaves < positions) leaves *= 2;
    if (leaves == leaves_ && !key_.empty()) return;
    std::vector<int32_t> key(2 * static_cast<size_t>(leaves), kMin);
    std::vector<int32_t> first(key.size(), kMin);
    std::vector<int32_t> second(key.size(), kMax);
    if (!key_.empty()) {
      std::copy(key_.begin() + leaves_, key_.end(), key.begin() + leaves);
      std::copy(first_.begin() + leaves_, first_.end(), first.begin() + leaves);
      std::copy(second_.begin() + leaves_, second_.end(), second.begin() + leaves);
    }
    for (size_t node = static_cast<size_t>(leaves) - 1; node >= 1; --node) {
      key[node] = std::max(key[2 * node], key[2 * node + 1]);
      first[node] = std::max(first[2 * node], first[2 * node + 1]);
      second[node] = std::min(second[2 * node], second[2 * node + 1]);
    }
    leaves_ = leaves;
    key_ = std::move(key);
    first_ = std::move(first);
    second_ = std::move(second);
  }

  int32_t leaves_ = 1;
  std::vector<int32_t> key_;     // Max per node.
  std::vector<int32_t> first_;   // Max earliest start per node.
  std::vector<int32_t> second_;  // Min earliest end per node.
};

// libstdc++'s std::partition for bidirectional / random-access iterators,
// step for step: XLA's CombineTempAllocations moves the temporaries to the
// end with it, and the resulting (unstable) order decides allocation indices
// and the order temporaries are concatenated in.
template <typename T, typename Pred>
size_t PartitionLikeLibstdcxx(std::vector<T>& v, Pred pred) {
  size_t first = 0;
  size_t last = v.size();
  while (true) {
    while (true) {
      if (first == last) return first;
      if (pred(v[first])) {
        ++first;
      } else {
        break;
      }
    }
    --last;
    while (true) {
      if (first == last) return first;
      if (!pred(v[last])) {
        --last;
      } else {
        break;
      }
    }
    std::swap(v[first], v[last]);
    ++first;
  }
}

}  // namespace

class BufferAssigner {
 public:
  BufferAssigner(const Dataflow& df, const AliasAnalysis& aa, const LiveRanges& lr,
                 const BufferSizes& sizes, const BufferAssignmentOptions& options,
                 BufferAssignment* out)
      : df_(df), ix_(df.index()), aa_(aa), lr_(lr), sizes_(sizes), options_(options), out_(*out) {}

  absl::Status Run() {
    out_.options_ = options_;
    out_.value_allocation_.assign(df_.value_count(), kNone);
    out_.value_offset_.assign(df_.value_count(), 0);
    buffer_allocation_.assign(aa_.buffer_count(), kNone);
    for (ValueIndex v = 0; v < df_.value_count(); ++v) {
      if (lr_.HasRange(v)) horizon_ = std::max(horizon_, lr_.range(v).end);
    }
    GatherComputations();
    if (options_.preset_alternate_memory) {
      NewEmptyAllocation(0, /*color=*/1);
    }
    AssignBuffersForComputations(/*thread_local=*/false);
    AssignBuffersWithSequentialOrdering();
    AssignBuffersForComputations(/*thread_local=*/true);
    CombineTempAllocations();
    return absl::OkStatus();
  }

 private:
  // GatherComputationsByAllocationType: control-flow callees inherit their
  // caller's kind; everything called in an embedded context is thread-local.
  void GatherComputations() {
    out_.computation_kind_.assign(ix_.computation_count(), 0);
    std::deque<CompIndex> work;
    out_.computation_kind_[ix_.entry()] = 1;
    work.push_back(ix_.entry());
    while (!work.empty()) {
      const CompIndex c = work.front();
      work.pop_front();
      const uint8_t kind = out_.computation_kind_[c];
      for (InstrIndex i : ix_.instructions(c)) {
        const bool control_flow = IsControlFlowCall(ix_.opcode(i));
        for (CompIndex callee : ix_.callees(i)) {
          if (out_.computation_kind_[callee] != 0) continue;
          out_.computation_kind_[callee] = control_flow ? kind : 2;
          work.push_back(callee);
        }
      }
    }
  }

  int32_t NewEmptyAllocation(int64_t size, int64_t color) {
    intervals_.emplace_back();
    held_to_horizon_from_.push_back(std::numeric_limits<int32_t>::max());
    earliest_.push_back(kNoInterval);
    reusable_position_.push_back(kNone);
    holds_must_not_live_out_.push_back(false);
    BufferAllocation a;
    a.index = static_cast<int32_t>(allocs_.size());
    a.size = size;
    a.color = color;
    allocs_.push_back(std::move(a));
    return allocs_.back().index;
  }
  // Only allocations a later buffer may move into keep their values' live
  // ranges (MaybeAssignBuffer rejects the others before asking), so the
  // kind flags are set before the first assignment.
  void AddAssignment(int32_t alloc, BufferIndex b, int64_t offset, int64_t size) {
    const bool track = allocs_[alloc].IsReusable() && !allocs_[alloc].IsReadOnly();
    for (ValueIndex v : aa_.values(b)) {
      allocs_[alloc].assigned.push_back({v, offset, size});
      if (track) {
        if (lr_.HasRange(v)) {
          const LiveRange& r = lr_.range(v);
          intervals_[alloc].by_start.insert({r.start, {r.end, v}});
          if (earliest_[alloc] == kNoInterval || r.start < earliest_[alloc].first) {
            earliest_[alloc] = {r.start, r.end};
            IndexReusable(alloc);
          }
          if (r.end >= horizon_ && r.start < held_to_horizon_from_[alloc]) {
            held_to_horizon_from_[alloc] = r.start;
            IndexReusable(alloc);
          }
        } else {
          intervals_[alloc].rangeless = true;
        }
      }
      out_.value_allocation_[v] = alloc;
      out_.value_offset_[v] = offset;
    }
    buffer_allocation_[b] = alloc;
    if (aa_.LivesOut(b)) allocs_[alloc].maybe_live_out = true;
    if (AnyMustNotLiveOut(b)) holds_must_not_live_out_[alloc] = true;
  }
  // A new allocation holding `b`; `set_kind` marks it (constant, tuple, ...)
  // before `b` is assigned.
  template <typename SetKind>
  int32_t NewAllocation(BufferIndex b, SetKind set_kind) {
    const int32_t a = NewEmptyAllocation(sizes_.buffer_padded[b], sizes_.buffer_color[b]);
    set_kind(allocs_[a]);
    AddAssignment(a, b, 0, sizes_.buffer_padded[b]);
    return a;
  }
  int32_t NewAllocation(BufferIndex b) {
    return NewAllocation(b, [](BufferAllocation&) {});
  }

  // An all-reduce the chip runs on its SparseCores
  // (BufferAssignmentOptions::sparsecore_all_reduce_min_bytes).
  bool OnSparseCore(ValueIndex v) const {
    return RunsOnSparseCore(ix_.opcode(df_.value(v).instruction), sizes_.value_padded[v],
                            options_.sparsecore_all_reduce_min_bytes);
  }

  bool CanShareAsOperand(ValueIndex user_value, ValueIndex operand_value) const {
    const InstrIndex user = df_.value(user_value).instruction;
    if (ix_.opcode(user) == hlo::HloOpcode::kCopy) return false;
    if (OnSparseCore(user_value) || OnSparseCore(operand_value)) return false;
    std::span<const InstrIndex> ops = ix_.operands(user);
    for (NodeIndex p : df_.positions(operand_value)) {
      const InstrIndex pi = ix_.node_instruction(p);
      if (std::find(ops.begin(), ops.end(), pi) == ops.end()) continue;
      if (df_.CanShareOperandBufferWithUser(p, df_.value(user_value).node)) return true;
    }
    return false;
  }
  // Ranges that overlap by more than a shared endpoint always interfere;
  // InterferesWithAllocation's last case and the reuse scan's early check
  // against an allocation's earliest value both rest on this.
  static bool StrictlyOverlap(int32_t a_start, int32_t a_end, int32_t b_start, int32_t b_end) {
    return a_start < b_end && b_start < a_end;
  }
  // Does value `v` interfere with a value already in `alloc`? The values of
  // one allocation never overlap (they may touch), so sorted by start their
  // ends rise too: only the ones starting before `v` ends and ending after
  // it starts need a look, found from the back in O(log n + k).
  bool InterferesWithAllocation(int32_t alloc, ValueIndex v) const {
    const AllocationIntervals& ranges = intervals_[alloc];
    if (!lr_.HasRange(v)) return !allocs_[alloc].assigned.empty();
    if (ranges.rangeless) return true;
    const LiveRange& r = lr_.range(v);
    auto it = ranges.by_start.upper_bound(r.end);
    while (it != ranges.by_start.begin()) {
      --it;
      const int32_t start = it->first;
      const int32_t end = it->second.first;
      if (end < r.start) break;
      // Overlapping ranges interfere unless one ends where the other starts
      // and the later may reuse the earlier's buffer. The other's range is
      // the one stored here: reading it again from the live ranges cost a
      // cache miss per candidate allocation.
      const ValueIndex other = it->second.second;
      if (r.end == start) {
        if (!CanShareAsOperand(other, v)) return true;
        continue;
      }
      if (end == r.start) {
        if (!CanShareAsOperand(v, other)) return true;
        continue;
      }
      // Neither touches the other's end, so they overlap strictly.
      return true;
    }
    return false;
  }

  // XLA:TPU passes BufferAssigner a must-not-live-out predicate that holds
  // for the values of these collectives: such a value never shares an
  // allocation with a live-out one (MaybeAssignBuffer checks it both ways).
  // Evidence, XLA's own assignments of all 589 compiled oracle cases
  // (oracle and oracle_holdout): of the HBM values in non-parameter
  // allocations, 71 all-gather, 19 all-to-all and 9 collective-permute-start
  // values, none in a live-out allocation, while 42 all-reduce and 2
  // reduce-scatter values are; sharded_ep.me4.gshard_train...v5p keeps its
  // all-gather and all-to-all.2 out of the output allocation whose other
  // 64 KiB temporaries (all-reduce among them) share it, and
  // sharded_fsdp.md4.scan_mlp_train...v5p's four all-gathers in its while
  // bodies go to the temp heap, which frees an output allocation for a
  // 1 MiB loop carry.
  bool MustNotLiveOut(ValueIndex v) const {
    switch (ix_.opcode(df_.value(v).instruction)) {
      case hlo::HloOpcode::kAllGather:
      case hlo::HloOpcode::kAllToAll:
      case hlo::HloOpcode::kCollectivePermuteStart:
        return true;
      default:
        return false;
    }
  }
  bool AnyMustNotLiveOut(BufferIndex b) const {
    for (ValueIndex v : aa_.values(b)) {
      if (MustNotLiveOut(v)) return true;
    }
    return false;
  }

  bool MaybeAssignBuffer(int32_t alloc_index, BufferIndex b) {
    const BufferAllocation& alloc = allocs_[alloc_index];
    const int64_t color = sizes_.buffer_color[b];
    if (color != alloc.color) return false;
    const int64_t size = sizes_.buffer_padded[b];
    if (size > alloc.size || alloc.IsReadOnly() || !alloc.IsReusable()) return false;
    if (alloc.maybe_live_out && AnyMustNotLiveOut(b)) return false;
    if (aa_.LivesOut(b) && holds_must_not_live_out_[alloc_index]) return false;
    std::span<const ValueIndex> values = aa_.values(b);
    if (!alloc.assigned.empty()) {
      for (ValueIndex v : values) {
        if (InterferesWithAllocation(alloc_index, v)) return false;
        // A copy never writes into the buffer it reads.
        const InstrIndex vi = df_.value(v).instruction;
        if (ix_.opcode(vi) == hlo::HloOpcode::kCopy) {
          for (InstrIndex operand : ix_.operands(vi)) {
            const NodeIndex first = ix_.first_node(operand);
            for (int32_t k = 0; k < ix_.node_count(operand); ++k) {
              if (out_.value_allocation_[df_.ValueAt(first + k)] == alloc_index) return false;
            }
          }
        }
      }
    }
    if (aa_.LivesOut(b) && alloc.size != size) return false;
    AddAssignment(alloc_index, b, 0, size);
    return true;
  }

  bool IsEntryParameter(ValueIndex v) const {
    const InstrIndex i = df_.value(v).instruction;
    return ix_.opcode(i) == hlo::HloOpcode::kParameter && ix_.computation_of(i) == ix_.entry();
  }

  bool AssignSpecialBuffer(BufferIndex b, bool is_thread_local) {
    // The tuple index table of another thread's value is not XLA:TPU's to
    // place (sharded_dp.md8.mlp_train on v7x: the SparseCore all-reduce's
    // tuple has no table in the temp allocation; its two arrays do).
    if (MadeOnOtherThread(b)) {
      bool tables_only = true;
      for (ValueIndex v : aa_.values(b)) tables_only &= ix_.node_is_tuple(df_.value(v).node);
      if (tables_only) return true;
    }
    for (ValueIndex v : aa_.values(b)) {
      const InstrIndex i = df_.value(v).instruction;
      if (ix_.opcode(i) == hlo::HloOpcode::kConstant) {
        if (options_.allocate_constants) {
          NewAllocation(b, [](BufferAllocation& a) { a.is_constant = true; });
        }
        return true;
      }
      if (IsEntryParameter(v)) {
        const hlo::ShapeIndex index = ix_.IndexOf(df_.value(v).node);
        const int64_t number = ix_.instruction(i).parameter_number();
        const bool has_alias = aa_.ParameterHasAlias(number, index);
        const int32_t a = NewAllocation(b, [&](BufferAllocation& alloc) {
          alloc.is_entry_computation_parameter = true;
          alloc.parameter_number = number;
          alloc.parameter_shape_index = index;
          alloc.is_parameter_aliased_with_output = has_alias;
        });
        if (has_alias) AddReusable(a);
        return true;
      }
    }
    if (is_thread_local) {
      NewAllocation(b, [](BufferAllocation& a) { a.is_thread_local = true; });
      return true;
    }
    for (ValueIndex v : aa_.values(b)) {
      if (ix_.node_is_tuple(df_.value(v).node)) {
        NewAllocation(b, [](BufferAllocation& a) { a.is_tuple = true; });
        return true;
      }
    }
    return false;
  }

  // A buffer of a computation on another execution thread (v7x's SparseCore
  // all-reduces): XLA:TPU places it only in the temp heap, never in an
  // allocation of main-thread values (sharded_dp.md8.mlp_train on v7x: the
  // wrapped all-reduce's 2 x 2 MiB sit in temp although the gradients'
  // output allocations would have room).
  bool MadeOnOtherThread(BufferIndex b) const {
    for (ValueIndex v : aa_.values(b)) {
      if (OnSparseCore(v)) return true;
      const hlo::Computation* made_in = ix_.instruction(df_.value(v).instruction).parent();
      if (made_in != nullptr && !made_in->execution_thread().empty()) return true;
    }
    return false;
  }

  void AssignSingleBuffer(BufferIndex b) {
    bool to_heap = !aa_.LivesOut(b);
    for (ValueIndex v : aa_.values(b)) to_heap &= lr_.HasRange(v);
    // Another thread's temporary goes to the heap without trying the others.
    if (!(to_heap && MadeOnOtherThread(b)) && AssignToExistingAllocation(b)) return;
    // A temporary of sequential code goes to the heap.
    if (to_heap) {
      for (ValueIndex v : aa_.values(b)) deferred_.push_back(v);
      return;
    }
    AddReusable(NewAllocation(b));
  }

  bool AssignToExistingAllocation(BufferIndex b) {
    // An operand's allocation.
    for (ValueIndex v : aa_.values(b)) {
      const NodeIndex node = df_.value(v).node;
      if (!ix_.IsTopNode(node) || ix_.node_is_tuple(node)) continue;
      for (InstrIndex operand : ix_.operands(df_.value(v).instruction)) {
        const ValueIndex ov = df_.ValueAt(ix_.first_node(operand));
        const int32_t alloc = out_.value_allocation_[ov];
        if (alloc == kNone) continue;
        if (MaybeAssignBuffer(alloc, b)) return true;
      }
    }
    // The smallest earlier reusable allocation of b's memory space. One
    // holding a value live to the end of the program from before one of b's
    // values ends certainly interferes, so the index skips it unasked.
    int32_t threshold = std::numeric_limits<int32_t>::min();
    bool all_before_horizon = true;
    for (ValueIndex v : aa_.values(b)) {
      if (!lr_.HasRange(v) || lr_.range(v).start >= horizon_) {
        all_before_horizon = false;
        break;
      }
      threshold = std::max(threshold, lr_.range(v).end);
    }
    if (!all_before_horizon) threshold = std::numeric_limits<int32_t>::min();
    // b's live ranges, to test each candidate's earliest value against.
    absl::InlinedVector<std::pair<int32_t, int32_t>, 2> ranges;
    for (ValueIndex v : aa_.values(b)) {
      if (lr_.HasRange(v)) ranges.push_back({lr_.range(v).start, lr_.range(v).end});
    }
    const auto overlaps_earliest = [&](int32_t alloc) {
      const std::pair<int32_t, int32_t>& e = earliest_[alloc];
      if (e == kNoInterval) return false;
      for (const auto& [start, end] : ranges) {
        if (StrictlyOverlap(start, end, e.first, e.second)) return true;
      }
      return false;
    };
    if (auto it = reusable_.find(sizes_.buffer_color[b]); it != reusable_.end()) {
      const ReusableAllocations& same_color = it->second;
      // The index skips what certainly interferes with b's first range; the
      // others are tested below.
      const int32_t first_start =
          ranges.empty() ? std::numeric_limits<int32_t>::max() : ranges.front().first;
      const int32_t first_end =
          ranges.empty() ? std::numeric_limits<int32_t>::min() : ranges.front().second;
      const auto next = [&](int32_t before) {
        return same_color.index.Find(before, threshold, first_start, first_end);
      };
      for (int32_t at = next(static_cast<int32_t>(same_color.allocs.size())); at >= 0;
           at = next(at)) {
        // Strictly overlapping the allocation's earliest value is certain
        // interference (MaybeAssignBuffer would say no): the aliased
        // parameters of a train step, live from the program's start to
        // their last use, turned away nearly every buffer this way, 1.5
        // million times per Llama 3.1 8B analysis.
        if (overlaps_earliest(same_color.allocs[at])) continue;
        if (MaybeAssignBuffer(same_color.allocs[at], b)) return true;
      }
    }
    return false;
  }

  void AddReusable(int32_t alloc) {
    auto [it, inserted] = reusable_.try_emplace(allocs_[alloc].color);
    ReusableAllocations& same_color = it->second;
    reusable_position_[alloc] = static_cast<int32_t>(same_color.allocs.size());
    same_color.allocs.push_back(alloc);
    IndexReusable(alloc);
  }

  // Brings `alloc`'s entry in its color's ReusableIndex up to date.
  void IndexReusable(int32_t alloc) {
    if (reusable_position_[alloc] == kNone) return;
    reusable_.at(allocs_[alloc].color)
        .index.Set(reusable_position_[alloc], held_to_horizon_from_[alloc], earliest_[alloc]);
  }

  void AssignBuffersForComputations(bool is_thread_local) {
    const uint8_t wanted = is_thread_local ? 2 : 1;
    std::vector<BufferIndex> buffers;
    for (BufferIndex b = 0; b < aa_.buffer_count(); ++b) {
      const CompIndex c = ix_.computation_of(df_.value(aa_.values(b).front()).instruction);
      if (out_.computation_kind_[c] != wanted || ix_.IsFusionComputation(c)) continue;
      if (buffer_allocation_[b] != kNone) continue;
      buffers.push_back(b);
    }
    // Post-order positions: callers' computations first, instructions in
    // post order.
    std::vector<int32_t> position(ix_.instruction_count(), 0);
    {
      std::vector<CompIndex> comps = ix_.ComputationPostOrder();
      std::reverse(comps.begin(), comps.end());
      int32_t next = 0;
      for (CompIndex c : comps) {
        if (out_.computation_kind_[c] != wanted) continue;
        for (InstrIndex i : ix_.InstructionPostOrder(c)) position[i] = next++;
      }
    }
    std::vector<int32_t> min_position(aa_.buffer_count(), 0);
    for (BufferIndex b : buffers) {
      int32_t m = std::numeric_limits<int32_t>::max();
      for (ValueIndex v : aa_.values(b)) m = std::min(m, position[df_.value(v).instruction]);
      min_position[b] = m;
    }
    std::sort(buffers.begin(), buffers.end(), [&](BufferIndex a, BufferIndex b) {
      const int64_t sa = sizes_.buffer_padded[a];
      const int64_t sb = sizes_.buffer_padded[b];
      if (sa != sb) return sa > sb;
      if (aa_.LivesOut(a) != aa_.LivesOut(b)) return aa_.LivesOut(a);
      if (min_position[a] != min_position[b]) return min_position[a] < min_position[b];
      return a < b;
    });
    for (BufferIndex b : buffers) {
      if (AssignSpecialBuffer(b, is_thread_local)) continue;
      AssignSingleBuffer(b);
    }
  }

  // One whole-module heap simulation per memory space, colors ascending.
  void AssignBuffersWithSequentialOrdering() {
    std::map<int64_t, std::vector<uint8_t>> by_color;
    for (ValueIndex v : deferred_) {
      std::vector<uint8_t>& assign = by_color[sizes_.value_color[v]];
      if (assign.empty()) assign.assign(df_.value_count(), 0);
      assign[v] = 1;
    }
    for (auto& [color, assign] : by_color) {
      HeapSimulation heap;
      heap.color = color;
      HeapSimulationOptions sim_options;
      sim_options.may_reuse_operand_buffers = options_.may_reuse_operand_buffers;
      sim_options.sparsecore_all_reduce_min_bytes = options_.sparsecore_all_reduce_min_bytes;
      heap.trace = SimulateHeap(df_, aa_, lr_, sizes_.buffer_padded, assign, sim_options);
      const int64_t alignment = color == 0 ? options_.hbm_alignment : options_.other_alignment;
      NoFragmentationStatsHeap stats;
      heap.no_fragmentation_peak = ReplayTrace(heap.trace, stats).heap_size;
      heap.candidates.clear();
      // HBM: XLA:TPU's heap is a best-fit in allocation order, kept while
      // the program fits in HBM (BufferAssignmentOptions::hbm_capacity has
      // the evidence).
      if (color == 0) {
        GlobalDecreasingSizeBestFitHeap in_order(
            alignment, GlobalDecreasingSizeBestFitHeap::Order::kAllocation);
        HeapResult o = ReplayTrace(heap.trace, in_order);
        heap.candidates.push_back({o.algorithm, o.heap_size});
        // Every allocation counts, whatever its memory space: v6e jit_f
        // (shared/corpus/tpu) has a 20 GiB HBM heap and three 5 GiB
        // parameters in host memory S(5); over the capacity only with them,
        // and its heap is the spatial one.
        int64_t total = o.heap_size;
        for (const BufferAllocation& alloc : allocs_) {
          if (!alloc.is_thread_local) total = SaturatingAdd(total, alloc.size);
        }
        if (options_.hbm_capacity <= 0 || total <= options_.hbm_capacity) {
          heap.packing = std::move(o);
          PlaceHeap(std::move(heap));
          continue;
        }
      }
      // Otherwise, HBM over the capacity: spatial best-fit, what XLA:TPU's
      // out-of-memory heaps hold (BufferAssignmentOptions::hbm_capacity).
      // Other memory spaces: XLA's open-source default, the better of
      // spatial and temporal best-fit (ties go to spatial); when spatial
      // already meets the lower bound, temporal cannot win and is not run.
      GlobalDecreasingSizeBestFitHeap spatial(alignment,
                                              GlobalDecreasingSizeBestFitHeap::Order::kSpatial);
      HeapResult a = ReplayTrace(heap.trace, spatial);
      heap.candidates.push_back({a.algorithm, a.heap_size});
      if (color != 0 && a.heap_size > PeakLiveBytes(heap.trace)) {
        GlobalDecreasingSizeBestFitHeap temporal(
            alignment, GlobalDecreasingSizeBestFitHeap::Order::kTemporal);
        HeapResult t = ReplayTrace(heap.trace, temporal);
        heap.candidates.push_back({t.algorithm, t.heap_size});
        heap.packing = t.heap_size < a.heap_size ? std::move(t) : std::move(a);
      } else {
        heap.packing = std::move(a);
      }
      PlaceHeap(std::move(heap));
    }
  }

  // Gives a packed heap its allocation.
  void PlaceHeap(HeapSimulation heap) {
    const int64_t color = heap.color;
    const int32_t alloc = NewEmptyAllocation(heap.packing.heap_size, color);
    for (int32_t id = 0; id < heap.trace.buffer_count(); ++id) {
      const Chunk& chunk = heap.packing.chunks[id];
      const ValueIndex v = heap.trace.values[id];
      allocs_[alloc].assigned.push_back({v, std::max<int64_t>(chunk.offset, 0), chunk.size});
      out_.value_allocation_[v] = alloc;
      out_.value_offset_[v] = std::max<int64_t>(chunk.offset, 0);
      if (df_.value(v).live_out) allocs_[alloc].maybe_live_out = true;
    }
    allocs_[alloc].heaps.push_back(static_cast<int32_t>(out_.heaps_.size()));
    out_.heaps_.push_back(std::move(heap));
  }

  void CombineTempAllocations() {
    const size_t first_temp = PartitionLikeLibstdcxx(
        allocs_, [](const BufferAllocation& a) { return !a.IsPreallocatedTemp(); });
    std::vector<BufferAllocation> combined;
    std::map<int64_t, size_t> combined_of_color;
    for (size_t k = first_temp; k < allocs_.size(); ++k) {
      BufferAllocation& temp = allocs_[k];
      auto it = combined_of_color.find(temp.color);
      if (it == combined_of_color.end()) {
        combined_of_color[temp.color] = combined.size();
        combined.push_back(std::move(temp));
        continue;
      }
      BufferAllocation& target = combined[it->second];
      const int64_t base = RoundUp(target.size, out_.Alignment(temp.color));
      target.size = base + temp.size;
      for (const AssignedValue& a : temp.assigned) {
        target.assigned.push_back({a.value, base + a.offset, a.size});
      }
      target.heaps.insert(target.heaps.end(), temp.heaps.begin(), temp.heaps.end());
      // The combined allocation keeps the first one's flags (is_tuple
      // included), as XLA's copy of it does: oracle cases whose first HBM
      // temp holds arrays and a later one a copy-start table are not tuples.
    }
    allocs_.resize(first_temp);
    for (BufferAllocation& c : combined) allocs_.push_back(std::move(c));
    for (size_t k = 0; k < allocs_.size(); ++k) {
      BufferAllocation& a = allocs_[k];
      a.index = static_cast<int32_t>(k);
      // Value indices follow id order.
      std::sort(a.assigned.begin(), a.assigned.end(),
                [](const AssignedValue& x, const AssignedValue& y) { return x.value < y.value; });
      for (const AssignedValue& v : a.assigned) {
        out_.value_allocation_[v.value] = a.index;
        out_.value_offset_[v.value] = v.offset;
      }
    }
    out_.allocations_ = std::move(allocs_);
  }

  const Dataflow& df_;
  const ModuleIndex& ix_;
  const AliasAnalysis& aa_;
  const LiveRanges& lr_;
  const BufferSizes& sizes_;
  const BufferAssignmentOptions& options_;
  BufferAssignment& out_;
  // Live ranges of each allocation's values (for interference checks).
  struct AllocationIntervals {
    absl::btree_multimap<int32_t, std::pair<int32_t, ValueIndex>> by_start;
    bool rangeless = false;
  };
  std::vector<BufferAllocation> allocs_;
  std::vector<AllocationIntervals> intervals_;
  std::vector<int32_t> buffer_allocation_;
  // Aliased parameters and new allocations, in creation order, per color;
  // `index` keys each by the earliest start of a value it holds to the end
  // of the program (`horizon_`).
  struct ReusableAllocations {
    std::vector<int32_t> allocs;
    ReusableIndex index;
  };
  std::map<int64_t, ReusableAllocations> reusable_;
  // Per allocation: its position in its color's list (or kNone), its key.
  std::vector<int32_t> reusable_position_;
  std::vector<int32_t> held_to_horizon_from_;
  // Per allocation: the live range of its earliest-starting value whose
  // range is known (kNoInterval before one is assigned).
  static constexpr std::pair<int32_t, int32_t> kNoInterval = {
      std::numeric_limits<int32_t>::min(), std::numeric_limits<int32_t>::min()};
  std::vector<std::pair<int32_t, int32_t>> earliest_;
  // Per allocation: does it hold a value of MustNotLiveOut?
  std::vector<bool> holds_must_not_live_out_;
  int32_t horizon_ = 0;
  std::vector<ValueIndex> deferred_;
};

absl::StatusOr<BufferAssignment> BufferAssignment::Run(const Dataflow& dataflow,
                                                       const AliasAnalysis& aliases,
                                                       const LiveRanges& live_ranges,
                                                       const BufferSizes& sizes,
                                                       const BufferAssignmentOptions& options) {
  BufferAssignment assignment;
  BufferAssigner assigner(dataflow, aliases, live_ranges, sizes, options, &assignment);
  absl::Status status = assigner.Run();
  if (!status.ok()) return status;
  return assignment;
}

}  // namespace tpusim::memory
