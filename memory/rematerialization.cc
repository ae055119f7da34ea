#include "memory/rematerialization.h"

#include <algorithm>
#include <span>
#include <utility>

#include "absl/container/flat_hash_map.h"
#include "absl/container/inlined_vector.h"
#include "hlo/base/checked_math.h"
#include "hlo/ir/opcode.h"
#include "memory/occupancy_tree.h"

namespace tpusim::memory {
namespace {

using hlo::HloOpcode;

// Bounds the planning on programs far over the limit: each step splits one
// value (one recomputation).
constexpr int64_t kMaxSplits = 1 << 14;

int64_t Elements(const hlo::Shape& shape) {
  if (!shape.IsArray()) return 0;
  absl::StatusOr<int64_t> n = shape.ElementCount();
  return n.ok() ? *n : 0;
}

// Ops XLA's rematerialization may run again: no side effects, no control
// flow, no collectives, no custom calls (whose cost it cannot see).
bool CanRecompute(HloOpcode op) {
  if (hlo::IsElementwise(op)) return op != HloOpcode::kRng;
  switch (op) {
    case HloOpcode::kBroadcast:
    case HloOpcode::kConcatenate:
    case HloOpcode::kConvolution:
    case HloOpcode::kCopy:
    case HloOpcode::kDot:
    case HloOpcode::kDynamicSlice:
    case HloOpcode::kFusion:
    case HloOpcode::kGather:
    case HloOpcode::kIota:
    case HloOpcode::kPad:
    case HloOpcode::kReduce:
    case HloOpcode::kReduceWindow:
    case HloOpcode::kReshape:
    case HloOpcode::kReverse:
    case HloOpcode::kSlice:
    case HloOpcode::kTranspose:
      return true;
    default:
      return false;
  }
}

struct Candidate {
  ValueIndex value = kNone;
  InstrIndex instruction = kNone;
  int64_t bytes = 0;
  int64_t flops = 0;
  std::vector<int32_t> points;        // Definition, reads and end: sorted, unique.
  std::vector<ValueIndex> operands;   // Values the recomputation reads.
};

// Candidates by the points strictly inside their live ranges: a segment tree
// over the elementary intervals between the candidates' endpoints, whose
// nodes list the candidates covering them whole, in preference order. The
// candidates that may be split at a point are those in the lists on its
// root-to-leaf path, so a step looks at the values live at the peak instead
// of every candidate (a scan per step was a quarter of the analysis of the
// Llama 3.1 8B train step repeated 36 times). The tree has a leaf per
// elementary interval, not per program point: its size follows the
// candidates, not the schedule.
class CandidatesByTime {
 public:
  // `ranges[r]` is the live range of the candidate of rank r (0 first); it
  // may be split strictly inside, at first + 1 ... second - 1.
  explicit CandidatesByTime(const std::vector<std::pair<int32_t, int32_t>>& ranges) {
    for (const auto& [first, second] : ranges) {
      if (second - first < 2) continue;
      bounds_.push_back(first + 1);
      bounds_.push_back(second);
    }
    std::sort(bounds_.begin(), bounds_.end());
    bounds_.erase(std::unique(bounds_.begin(), bounds_.end()), bounds_.end());
    const int32_t segments = std::max<int32_t>(static_cast<int32_t>(bounds_.size()) - 1, 1);
    while (leaves_ < segments) leaves_ *= 2;
    lists_.resize(2 * static_cast<size_t>(leaves_));
    for (int32_t rank = 0; rank < static_cast<int32_t>(ranges.size()); ++rank) {
      const auto& [first, second] = ranges[rank];
      if (second - first < 2) continue;
      Insert(1, 0, leaves_, Segment(first + 1), Segment(second), rank);
    }
  }
  // Calls `accept` on the ranks listed for `time`, best first, until it
  // returns true.
  template <typename Fn>
  void ForEachBestFirst(int32_t time, Fn accept) const {
    auto after = std::upper_bound(bounds_.begin(), bounds_.end(), time);
    if (after == bounds_.begin() || after == bounds_.end()) return;
    const size_t leaf = static_cast<size_t>(after - bounds_.begin() - 1);
    // A merge of the path's lists (each already sorted); the path has at
    // most ~32 nodes.
    struct Head {
      const std::vector<int32_t>* list;
      size_t at;
    };
    absl::InlinedVector<Head, 32> heads;
    for (size_t node = leaf + leaves_; node >= 1; node /= 2) {
      if (!lists_[node].empty()) heads.push_back({&lists_[node], 0});
    }
    while (!heads.empty()) {
      size_t best = 0;
      for (size_t h = 1; h < heads.size(); ++h) {
        if ((*heads[h].list)[heads[h].at] < (*heads[best].list)[heads[best].at]) best = h;
      }
      if (accept((*heads[best].list)[heads[best].at])) return;
      if (++heads[best].at == heads[best].list->size()) {
        heads[best] = heads.back();
        heads.pop_back();
      }
    }
  }

 private:
  // The elementary interval [bounds_[i], bounds_[i + 1]) starting at `bound`.
  int32_t Segment(int32_t bound) const {
    return static_cast<int32_t>(std::lower_bound(bounds_.begin(), bounds_.end(), bound) -
                                bounds_.begin());
  }
  // Lists `rank` on the nodes that cover segments [first, last) within
  // [lo, hi).
  void Insert(size_t node, int32_t lo, int32_t hi, int32_t first, int32_t last, int32_t rank) {
    if (last <= lo || hi <= first) return;
    if (first <= lo && hi <= last) {
      lists_[node].push_back(rank);
      return;
    }
    const int32_t mid = lo + (hi - lo) / 2;
    Insert(2 * node, lo, mid, first, last, rank);
    Insert(2 * node + 1, mid, hi, first, last, rank);
  }

  std::vector<int32_t> bounds_;  // Sorted, unique interval ends.
  int32_t leaves_ = 1;
  std::vector<std::vector<int32_t>> lists_;
};

}  // namespace

int64_t EstimateFlops(const hlo::Instruction& instruction) {
  switch (instruction.opcode()) {
    case HloOpcode::kFusion: {
      int64_t flops = 0;
      for (const auto& fused : instruction.fused_computation()->instructions()) {
        flops = SaturatingAdd(flops, EstimateFlops(*fused));
      }
      return flops;
    }
    case HloOpcode::kDot: {
      const hlo::DotDimensionNumbers numbers = instruction.dot_dimension_numbers();
      const hlo::Shape& lhs = instruction.operand(0)->shape();
      int64_t contracted = 1;
      for (int64_t d : numbers.lhs_contracting_dimensions) {
        if (d < 0 || d >= lhs.rank() || lhs.dims()[d] < 0) return 0;  // Out of range, `?`.
        contracted = SaturatingMul(contracted, lhs.dims()[d]);
      }
      return SaturatingMul(2, SaturatingMul(Elements(instruction.shape()), contracted));
    }
    case HloOpcode::kConvolution: {
      // Each output element reads (input features / groups) x window
      // kernel elements: the kernel's size over its output features.
      const hlo::ConvolutionDimensionNumbers* numbers =
          instruction.convolution_dimension_numbers();
      const hlo::Shape& kernel = instruction.operand(1)->shape();
      if (numbers == nullptr || !kernel.IsArray() ||
          numbers->kernel_output_feature_dimension >= kernel.rank()) {
        return 0;
      }
      const int64_t outputs = kernel.dims()[numbers->kernel_output_feature_dimension];
      const int64_t per_output = outputs > 0 ? Elements(kernel) / outputs : 0;
      return SaturatingMul(2, SaturatingMul(Elements(instruction.shape()), per_output));
    }
    case HloOpcode::kReduce:
    case HloOpcode::kReduceWindow:
      return instruction.operand_count() > 0 ? Elements(instruction.operand(0)->shape()) : 0;
    default:
      return hlo::IsElementwise(instruction.opcode()) ? Elements(instruction.shape()) : 0;
  }
}

absl::StatusOr<RematerializationPlan> PlanRematerialization(const MemoryAnalysis& analysis,
                                                            int64_t bytes_to_free) {
  RematerializationPlan plan;
  plan.bytes_to_free = std::max<int64_t>(bytes_to_free, 0);
  if (bytes_to_free <= 0) {
    plan.fits = true;
    return plan;
  }
  const ModuleIndex& index = analysis.index();
  const Dataflow& dataflow = analysis.dataflow();
  const LiveRanges& live = analysis.live_ranges();
  const BufferAssignment& assignment = analysis.assignment();
  const AliasAnalysis& aliases = analysis.aliases();
  const std::vector<int64_t>& sizes = analysis.sizes().value_padded;
  const int32_t end_time = live.schedule_end_time();
  if (end_time <= 0) return plan;

  // The HBM heap: temporaries the heap simulation packs.
  auto in_heap = [&](ValueIndex v) {
    const int32_t a = assignment.AllocationOf(v);
    if (a == kNone || !live.HasRange(v)) return false;
    // A temp allocation that also holds tuple tables (a parameter
    // prefetch's copy-start) is marked a tuple as a whole: the tables are
    // left out by their shape instead.
    const BufferAllocation& allocation = assignment.allocations()[a];
    return allocation.color == 0 && allocation.IsPreallocatedTemp() &&
           !allocation.is_thread_local && !index.node_is_tuple(dataflow.value(v).node);
  };
  // One pass: the heap's live bytes per point, and the values that may be
  // recomputed, with the points that bound their gaps.
  OccupancyTree tree(end_time);
  const CompIndex entry = index.entry();
  std::vector<Candidate> candidates;
  for (ValueIndex v = 0; v < dataflow.value_count(); ++v) {
    if (!in_heap(v)) continue;
    tree.Add(live.range(v).start, live.range(v).end, sizes[v]);
    if (sizes[v] <= 0 || dataflow.value(v).live_out || dataflow.value(v).is_phi) continue;
    const InstrIndex d = dataflow.value(v).instruction;
    if (d == kNone || index.computation_of(d) != entry || !CanRecompute(index.opcode(d)) ||
        index.node_count(d) != 1 || aliases.values(aliases.BufferOf(v)).size() != 1) {
      continue;
    }
    Candidate c{.value = v, .instruction = d, .bytes = sizes[v]};
    const LiveRange& range = live.range(v);
    c.points = {range.start, range.end};
    bool ok = true;
    for (const HloUse& use : dataflow.uses(v)) {
      const int32_t t = live.TimeOf(use.user);
      if (index.computation_of(use.user) != entry || t < 0) {
        ok = false;
        break;
      }
      c.points.push_back(t);
    }
    for (InstrIndex operand : index.operands(d)) {
      if (!ok) break;
      // A parameter's prefetched copy ends at its last reader, but a
      // recomputation reads the parameter itself, which stays in HBM.
      if (index.opcode(operand) == HloOpcode::kCopyDone) {
        const InstrIndex parameter = PrefetchedParameter(index, operand);
        if (parameter != kNone) operand = parameter;
      }
      if (index.node_count(operand) != 1) {
        ok = false;
        break;
      }
      c.operands.push_back(dataflow.ValueAt(index.first_node(operand)));
    }
    if (!ok) continue;
    std::sort(c.points.begin(), c.points.end());
    c.points.erase(std::unique(c.points.begin(), c.points.end()), c.points.end());
    c.flops = EstimateFlops(index.instruction(d));
    candidates.push_back(std::move(c));
  }
  const int64_t initial_peak = tree.Max();

  // Gaps already split out of each value: it is not live inside them.
  absl::flat_hash_map<ValueIndex, std::vector<std::pair<int32_t, int32_t>>> gaps;
  auto live_at = [&](ValueIndex v, int32_t t) {
    if (v == kNone || !live.HasRange(v)) return false;
    const LiveRange& range = live.range(v);
    if (t < range.start || t > range.end) return false;
    auto it = gaps.find(v);
    if (it == gaps.end()) return true;
    for (const auto& [a, b] : it->second) {
      if (a < t && t < b) return false;
    }
    return true;
  };
  absl::flat_hash_map<ValueIndex, size_t> recomputed_at;
  // Preference: the most bytes, then the fewest FLOPs, then value order.
  std::stable_sort(candidates.begin(), candidates.end(), [](const Candidate& a, const Candidate& b) {
    return a.bytes != b.bytes ? a.bytes > b.bytes : a.flops < b.flops;
  });
  std::vector<std::pair<int32_t, int32_t>> candidate_ranges;
  candidate_ranges.reserve(candidates.size());
  // The points and operands of all candidates in arrays by rank: the
  // search below tries ranks in increasing order and rejects most, and each
  // rejected candidate's own vectors were cache misses.
  std::vector<size_t> points_begin = {0}, operands_begin = {0};
  std::vector<int32_t> points_data;
  std::vector<ValueIndex> operands_data;
  for (const Candidate& c : candidates) {
    candidate_ranges.push_back({c.points.front(), c.points.back()});
    points_data.insert(points_data.end(), c.points.begin(), c.points.end());
    points_begin.push_back(points_data.size());
    operands_data.insert(operands_data.end(), c.operands.begin(), c.operands.end());
    operands_begin.push_back(operands_data.size());
  }
  const CandidatesByTime by_time(candidate_ranges);
  while (initial_peak - tree.Max() < bytes_to_free && plan.recomputations < kMaxSplits) {
    const int32_t at = tree.FirstMaxTime();
    const Candidate* best = nullptr;
    int32_t best_from = 0, best_to = 0;
    by_time.ForEachBestFirst(at, [&](int32_t rank) {
      const std::span<const int32_t> points(points_data.data() + points_begin[rank],
                                            points_data.data() + points_begin[rank + 1]);
      // The value's neighbouring points around the peak: live, unread there.
      auto next = std::upper_bound(points.begin(), points.end(), at);
      if (next == points.begin() || next == points.end()) return false;
      const int32_t from = *(next - 1), to = *next;
      if (from >= at || to - from < 2) return false;
      const Candidate& c = candidates[rank];
      if (!live_at(c.value, at)) return false;
      for (size_t k = operands_begin[rank]; k < operands_begin[rank + 1]; ++k) {
        if (!live_at(operands_data[k], to)) return false;
      }
      best = &c;
      best_from = from;
      best_to = to;
      return true;
    });
    if (best == nullptr) break;
    tree.Add(best_from + 1, best_to - 1, -best->bytes);
    gaps[best->value].push_back({best_from, best_to});
    ++plan.recomputations;
    plan.extra_flops = SaturatingAdd(plan.extra_flops, best->flops);
    auto [it, inserted] = recomputed_at.try_emplace(best->value, plan.recomputed.size());
    if (inserted) {
      plan.recomputed.push_back(RecomputedValue{index.instruction(best->instruction).name(),
                                                best->bytes, best->flops, 0});
    }
    ++plan.recomputed[it->second].times;
  }
  plan.bytes_freed = initial_peak - tree.Max();
  plan.fits = plan.bytes_freed >= bytes_to_free;
  std::stable_sort(plan.recomputed.begin(), plan.recomputed.end(),
                   [](const RecomputedValue& a, const RecomputedValue& b) {
                     return a.bytes > b.bytes;
                   });
  return plan;
}

}  // namespace tpusim::memory
