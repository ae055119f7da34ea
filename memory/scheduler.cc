#include "memory/scheduler.h"

#include <algorithm>
#include <limits>
#include <queue>
#include <tuple>

#include "absl/container/flat_hash_map.h"
#include "absl/container/flat_hash_set.h"
#include "hlo/base/status_macros.h"
#include "memory/heap_algorithms.h"
#include "memory/heap_simulator.h"

namespace tpusim::memory {
namespace {

bool IgnoredInstruction(const ModuleIndex& ix, InstrIndex i) {
  const hlo::HloOpcode op = ix.opcode(i);
  return op == hlo::HloOpcode::kParameter || op == hlo::HloOpcode::kConstant;
}

// The bytes a buffer takes from the memory the schedulers minimize: HBM.
// Buffers the compiler model already placed elsewhere (a parameter
// prefetch's VMEM copy, its S(2) sync flag) cost nothing, as XLA schedules
// before its memory-space assignment adds them.
int64_t HbmBytes(const SchedulerContext& ctx, BufferIndex b) {
  return ctx.sizes->buffer_color[b] == 0 ? ctx.sizes->buffer_padded[b] : 0;
}

// A copy-start or copy-done (in a module still to schedule, the compiler
// model's parameter prefetches): scheduled as soon as it is ready, so the
// ops around it keep the order they would have without it
// (HoistParameterPrefetches then moves it where XLA:TPU puts it).
bool IsPrefetchCopy(const ModuleIndex& ix, InstrIndex i) {
  const hlo::HloOpcode op = ix.opcode(i);
  return op == hlo::HloOpcode::kCopyStart || op == hlo::HloOpcode::kCopyDone;
}

bool IsEffectiveScalar(const hlo::Shape& shape) {
  if (!shape.IsArray()) return false;
  for (int64_t d : shape.dims()) {
    if (d != 1) return false;
  }
  return true;
}

// Buffers read by instruction `i` (all positions of all operands), deduped.
void UsedBuffers(const Dataflow& df, const AliasAnalysis& aa, InstrIndex i,
                 std::vector<BufferIndex>* out) {
  const ModuleIndex& ix = df.index();
  out->clear();
  for (InstrIndex o : ix.operands(i)) {
    const NodeIndex first = ix.first_node(o);
    for (int32_t k = 0; k < ix.node_count(o); ++k) out->push_back(aa.BufferOf(df.ValueAt(first + k)));
  }
  std::sort(out->begin(), out->end());
  out->erase(std::unique(out->begin(), out->end()), out->end());
}

// Buffers defined at instruction `i`, deduped.
void DefinedBuffers(const Dataflow& df, const AliasAnalysis& aa, InstrIndex i,
                    std::vector<BufferIndex>* out) {
  const ModuleIndex& ix = df.index();
  out->clear();
  const NodeIndex first = ix.first_node(i);
  for (int32_t k = 0; k < ix.node_count(i); ++k) {
    if (df.IsDefinedAt(first + k)) out->push_back(aa.BufferOf(df.ValueAt(first + k)));
  }
  std::sort(out->begin(), out->end());
  out->erase(std::unique(out->begin(), out->end()), out->end());
}

class ListScheduler : public ComputationScheduler {
 public:
  absl::string_view name() const override { return "list"; }

  std::vector<InstrIndex> Schedule(CompIndex c, const SchedulerContext& ctx) const override {
    const Dataflow& df = *ctx.dataflow;
    const AliasAnalysis& aa = *ctx.aliases;
    const ModuleIndex& ix = df.index();
    std::span<const InstrIndex> instrs = ix.instructions(c);
    const int32_t n = static_cast<int32_t>(instrs.size());
    std::vector<InstrIndex> order;
    if (n == 0) return order;
    const InstrIndex base = instrs.front();
    auto local = [&](InstrIndex i) { return i - base; };

    // Which buffers each instruction uses; which instructions use a buffer.
    std::vector<int32_t> used_begin(n + 1, 0);
    std::vector<BufferIndex> used_data;
    std::vector<BufferIndex> scratch;
    for (int32_t k = 0; k < n; ++k) {
      UsedBuffers(df, aa, instrs[k], &scratch);
      used_data.insert(used_data.end(), scratch.begin(), scratch.end());
      used_begin[k + 1] = static_cast<int32_t>(used_data.size());
    }
    // Buffers are numbered module-wide; compact the ones seen here.
    std::vector<BufferIndex> seen(used_data.begin(), used_data.end());
    const NodeIndex root_first = ix.first_node(ix.root(c));
    for (int32_t k = 0; k < ix.node_count(ix.root(c)); ++k) {
      seen.push_back(aa.BufferOf(df.ValueAt(root_first + k)));
    }
    std::sort(seen.begin(), seen.end());
    seen.erase(std::unique(seen.begin(), seen.end()), seen.end());
    auto slot = [&](BufferIndex b) {
      return static_cast<int32_t>(std::lower_bound(seen.begin(), seen.end(), b) - seen.begin());
    };
    std::vector<int32_t> used_slot(used_data.size());
    for (size_t k = 0; k < used_data.size(); ++k) used_slot[k] = slot(used_data[k]);
    const int32_t nb = static_cast<int32_t>(seen.size());
    std::vector<int32_t> use_count(nb, 0);
    std::vector<int32_t> users_begin(nb + 1, 0);
    for (int32_t s : used_slot) ++users_begin[s + 1];
    for (int32_t b = 0; b < nb; ++b) users_begin[b + 1] += users_begin[b];
    std::vector<int32_t> users_data(used_slot.size());
    {
      std::vector<int32_t> fill(users_begin.begin(), users_begin.end() - 1);
      for (int32_t k = 0; k < n; ++k) {
        for (int32_t e = used_begin[k]; e < used_begin[k + 1]; ++e) {
          users_data[fill[used_slot[e]]++] = k;
          ++use_count[used_slot[e]];
        }
      }
    }
    for (int32_t k = 0; k < ix.node_count(ix.root(c)); ++k) {
      ++use_count[slot(aa.BufferOf(df.ValueAt(root_first + k)))];  // Live out.
    }
    std::vector<uint8_t> ignored(nb, 0);
    std::vector<int64_t> size(nb, 0);
    for (int32_t b = 0; b < nb; ++b) {
      const HloValue& first = df.value(aa.values(seen[b]).front());
      ignored[b] = IgnoredInstruction(ix, first.instruction);
      size[b] = HbmBytes(ctx, seen[b]);
    }
    std::vector<int64_t> bytes_defined(n, 0);
    for (int32_t k = 0; k < n; ++k) {
      if (IgnoredInstruction(ix, instrs[k])) continue;
      DefinedBuffers(df, aa, instrs[k], &scratch);
      for (BufferIndex b : scratch) bytes_defined[k] += HbmBytes(ctx, b);
    }

    using Priority = std::pair<int64_t, int64_t>;
    auto priority = [&](int32_t k) -> Priority {
      if (IsEffectiveScalar(ix.instruction(instrs[k]).shape()) || IsPrefetchCopy(ix, instrs[k])) {
        return {std::numeric_limits<int64_t>::max(), std::numeric_limits<int64_t>::max()};
      }
      int64_t freed = 0;
      for (int32_t e = used_begin[k]; e < used_begin[k + 1]; ++e) {
        const int32_t b = used_slot[e];
        if (!ignored[b] && use_count[b] == 1) freed += size[b];
      }
      return {freed - bytes_defined[k], static_cast<int64_t>(ix.users(instrs[k]).size())};
    };

    struct Entry {
      Priority priority;
      int64_t seq;
      int32_t local;
      bool operator<(const Entry& o) const {
        return std::tie(priority, seq) < std::tie(o.priority, o.seq);
      }
    };
    std::priority_queue<Entry> ready;
    std::vector<int64_t> current_seq(n, -1);  // -1 = not ready.
    int64_t seq = 0;
    auto add_ready = [&](int32_t k) {
      current_seq[k] = seq;
      ready.push({priority(k), seq++, k});
    };
    std::vector<int32_t> pred_count(n, 0);
    for (int32_t k = 0; k < n; ++k) {
      for (InstrIndex u : ix.users(instrs[k])) ++pred_count[local(u)];
      for (InstrIndex s : ix.control_successors(instrs[k])) ++pred_count[local(s)];
    }
    for (int32_t k = 0; k < n; ++k) {
      if (pred_count[k] == 0) add_ready(k);
    }
    std::vector<uint8_t> scheduled(n, 0);
    order.reserve(n);
    while (!ready.empty()) {
      const Entry best = ready.top();
      ready.pop();
      if (scheduled[best.local] || current_seq[best.local] != best.seq) continue;
      const int32_t k = best.local;
      scheduled[k] = 1;
      current_seq[k] = -1;
      order.push_back(instrs[k]);
      for (int32_t e = used_begin[k]; e < used_begin[k + 1]; ++e) --use_count[used_slot[e]];
      for (InstrIndex u : ix.users(instrs[k])) {
        if (--pred_count[local(u)] == 0) add_ready(local(u));
      }
      for (InstrIndex s : ix.control_successors(instrs[k])) {
        if (--pred_count[local(s)] == 0) add_ready(local(s));
      }
      // A buffer down to its last use raises that user's priority.
      for (int32_t e = used_begin[k]; e < used_begin[k + 1]; ++e) {
        const int32_t b = used_slot[e];
        if (use_count[b] != 1) continue;
        for (int32_t u = users_begin[b]; u < users_begin[b + 1]; ++u) {
          const int32_t user = users_data[u];
          if (current_seq[user] >= 0 && !scheduled[user]) add_ready(user);
        }
      }
    }
    // Anything unreachable (malformed control edges) keeps its order.
    if (static_cast<int32_t>(order.size()) != n) {
      for (int32_t k = 0; k < n; ++k) {
        if (!scheduled[k]) order.push_back(instrs[k]);
      }
    }
    return order;
  }
};

class DfsScheduler : public ComputationScheduler {
 public:
  absl::string_view name() const override { return "dfs"; }

  std::vector<InstrIndex> Schedule(CompIndex c, const SchedulerContext& ctx) const override {
    const Dataflow& df = *ctx.dataflow;
    const AliasAnalysis& aa = *ctx.aliases;
    const ModuleIndex& ix = df.index();
    std::span<const InstrIndex> instrs = ix.instructions(c);
    const int32_t n = static_cast<int32_t>(instrs.size());
    std::vector<InstrIndex> order;
    if (n == 0) return order;
    const InstrIndex base = instrs.front();
    struct Stats {
      int64_t extra_users = 0;
      int64_t total_sizes = 0;
    };
    std::vector<Stats> stats(n);
    int64_t cumulative_total_size = 0;
    std::vector<BufferIndex> scratch;
    std::vector<InstrIndex> unique_operands;
    for (InstrIndex i : ix.InstructionPostOrder(c)) {
      if (IgnoredInstruction(ix, i)) continue;
      Stats& s = stats[i - base];
      const int64_t users = static_cast<int64_t>(ix.users(i).size());
      s.extra_users = users == 0 ? 0 : users - 1;
      DefinedBuffers(df, aa, i, &scratch);
      int64_t own = 0;
      for (BufferIndex b : scratch) own += HbmBytes(ctx, b);
      s.total_sizes = own;
      cumulative_total_size += own;
      unique_operands.assign(ix.operands(i).begin(), ix.operands(i).end());
      std::sort(unique_operands.begin(), unique_operands.end());
      unique_operands.erase(std::unique(unique_operands.begin(), unique_operands.end()),
                            unique_operands.end());
      for (InstrIndex o : unique_operands) {
        s.extra_users += stats[o - base].extra_users;
        s.total_sizes += stats[o - base].total_sizes;
      }
      s.total_sizes = std::min(s.total_sizes, cumulative_total_size);
      s.extra_users = std::min<int64_t>(s.extra_users, n);
    }
    auto before = [&](InstrIndex a, InstrIndex b) {
      const Stats& sa = stats[a - base];
      const Stats& sb = stats[b - base];
      if (sa.extra_users != sb.extra_users) return sa.extra_users > sb.extra_users;
      if (sa.total_sizes != sb.total_sizes) return sa.total_sizes > sb.total_sizes;
      return ix.instruction(a).name() < ix.instruction(b).name();
    };

    std::vector<uint8_t> state(n, 0);
    std::vector<InstrIndex> stack;
    order.reserve(n);
    auto st = [&](InstrIndex i) -> uint8_t& { return state[i - base]; };
    // XLA's DFS order: the operand with the most extra users, then the
    // largest, first.
    auto push_children = [&](InstrIndex cur, std::vector<InstrIndex>* to_visit) {
      const size_t old = to_visit->size();
      for (InstrIndex o : ix.operands(cur)) {
        if (st(o) != 2) to_visit->push_back(o);
      }
      for (InstrIndex p : ix.control_predecessors(cur)) {
        if (st(p) != 2) to_visit->push_back(p);
      }
      std::stable_sort(to_visit->begin() + old, to_visit->end(), before);
      std::reverse(to_visit->begin() + old, to_visit->end());
    };
    auto visit = [&](InstrIndex start) {
      VisitPostOrder(start, st, push_children, [&](InstrIndex i) { order.push_back(i); }, &stack);
    };
    const InstrIndex root = ix.root(c);
    for (InstrIndex i : instrs) {
      if (i != root && ix.users(i).empty() && ix.control_successors(i).empty()) visit(i);
    }
    visit(root);
    for (InstrIndex i : instrs) visit(i);
    return order;
  }
};

class PostOrderScheduler : public ComputationScheduler {
 public:
  absl::string_view name() const override { return "post-order"; }
  std::vector<InstrIndex> Schedule(CompIndex c, const SchedulerContext& ctx) const override {
    std::span<const InstrIndex> order = ctx.dataflow->index().InstructionPostOrder(c);
    return {order.begin(), order.end()};
  }
};

}  // namespace

std::unique_ptr<ComputationScheduler> MakeListScheduler() {
  return std::make_unique<ListScheduler>();
}
std::unique_ptr<ComputationScheduler> MakeDfsScheduler() {
  return std::make_unique<DfsScheduler>();
}
std::unique_ptr<ComputationScheduler> MakePostOrderScheduler() {
  return std::make_unique<PostOrderScheduler>();
}

ModuleSchedule ScheduleModule(const ComputationScheduler& scheduler,
                              const SchedulerContext& context) {
  const ModuleIndex& ix = context.dataflow->index();
  ModuleSchedule schedule;
  schedule.sequences.resize(ix.computation_count());
  for (CompIndex c = 0; c < ix.computation_count(); ++c) {
    if (ix.IsFusionComputation(c)) continue;
    schedule.sequences[c] = scheduler.Schedule(c, context);
  }
  return schedule;
}

absl::StatusOr<int64_t> MinimumMemoryForModule(const SchedulerContext& context,
                                               const ModuleSchedule& schedule) {
  const Dataflow& df = *context.dataflow;
  TPUSIM_ASSIGN_OR_RETURN(LiveRanges ranges, LiveRanges::Run(df, *context.aliases, schedule));
  std::vector<uint8_t> assign(df.value_count(), 1);
  for (ValueIndex v = 0; v < df.value_count(); ++v) {
    if (df.index().opcode(df.value(v).instruction) == hlo::HloOpcode::kConstant) assign[v] = 0;
  }
  std::vector<int64_t> hbm_bytes(context.sizes->buffer_padded.size());
  for (BufferIndex b = 0; b < static_cast<BufferIndex>(hbm_bytes.size()); ++b) {
    hbm_bytes[b] = HbmBytes(context, b);
  }
  HeapTrace trace = SimulateHeap(df, *context.aliases, ranges, hbm_bytes, assign);
  NoFragmentationStatsHeap heap;
  return ReplayTrace(trace, heap).heap_size;
}

absl::StatusOr<ScheduleChoice> ChooseMemorySchedule(const SchedulerContext& context) {
  ScheduleChoice best;
  bool have = false;
  std::vector<std::unique_ptr<ComputationScheduler>> schedulers;
  schedulers.push_back(MakeListScheduler());
  schedulers.push_back(MakeDfsScheduler());
  schedulers.push_back(MakePostOrderScheduler());
  for (const auto& scheduler : schedulers) {
    ModuleSchedule schedule = ScheduleModule(*scheduler, context);
    TPUSIM_ASSIGN_OR_RETURN(int64_t peak, MinimumMemoryForModule(context, schedule));
    best.candidates.push_back({std::string(scheduler->name()), peak});
    if (!have || peak < best.peak_bytes) {
      best.schedule = std::move(schedule);
      best.algorithm = std::string(scheduler->name());
      best.peak_bytes = peak;
      have = true;
    }
  }
  return best;
}

InstrIndex PrefetchedParameter(const ModuleIndex& index, InstrIndex i) {
  const hlo::HloOpcode op = index.opcode(i);
  if (op != hlo::HloOpcode::kCopyStart && op != hlo::HloOpcode::kCopyDone) return kNone;
  const auto operands = index.operands(i);
  if (operands.size() != 1) return kNone;
  if (op == hlo::HloOpcode::kCopyDone) {
    return index.opcode(operands[0]) == hlo::HloOpcode::kCopyStart
               ? PrefetchedParameter(index, operands[0])
               : kNone;
  }
  return index.opcode(operands[0]) == hlo::HloOpcode::kParameter ? operands[0] : kNone;
}

void HoistParameterPrefetches(const ModuleIndex& index, ModuleSchedule* schedule) {
  const CompIndex entry = index.entry();
  if (!schedule->has_sequence(entry)) return;
  std::vector<InstrIndex>& sequence = schedule->sequences[entry];
  auto is_prefetch_start = [&](InstrIndex i) {
    return index.opcode(i) == hlo::HloOpcode::kCopyStart && PrefetchedParameter(index, i) != kNone;
  };
  auto is_prefetch_done = [&](InstrIndex i) {
    return index.opcode(i) == hlo::HloOpcode::kCopyDone && PrefetchedParameter(index, i) != kNone;
  };
  // The parameters, then the copy-starts that read them, then the rest.
  std::vector<InstrIndex> parameters;
  std::vector<InstrIndex> starts;
  absl::flat_hash_set<InstrIndex> dones;
  std::vector<InstrIndex> rest;
  rest.reserve(sequence.size());
  for (InstrIndex i : sequence) {
    if (index.opcode(i) == hlo::HloOpcode::kParameter) {
      parameters.push_back(i);
    } else if (is_prefetch_start(i)) {
      starts.push_back(i);
    } else if (is_prefetch_done(i)) {
      dones.insert(i);
    } else {
      rest.push_back(i);
    }
  }
  if (starts.empty()) return;
  // [ORACLE] Ops between a parameter's copy-start and its first reader in
  // XLA:TPU's v5p modules: 1 for 142 of 373 copies (71 of the 128 of 1 MiB
  // or more), 2 for 59, 3 for 57, more for the rest; the cross-program
  // prefetch starts first (80 of 80).
  constexpr size_t kPrefetchLeadOps = 1;
  std::vector<InstrIndex> reordered = std::move(parameters);
  reordered.reserve(sequence.size());
  // Copy-starts to place just before a work op (the key).
  absl::flat_hash_map<InstrIndex, std::vector<InstrIndex>> starts_before;
  {
    // Position in `rest` by instruction; other computations' and the
    // parameters' instructions stay at rest.size() (not in `rest`).
    std::vector<size_t> position(static_cast<size_t>(index.instruction_count()), rest.size());
    std::vector<size_t> work;  // Positions in `rest` of work ops.
    for (size_t p = 0; p < rest.size(); ++p) {
      position[rest[p]] = p;
      if (!hlo::IsBookkeeping(index.opcode(rest[p]))) work.push_back(p);
    }
    for (InstrIndex start : starts) {
      const bool cross_program =
          index.instruction(start).FindAttribute("cross_program_prefetch_index") != nullptr;
      size_t first_reader = rest.size();
      for (InstrIndex done : index.users(start)) {
        for (InstrIndex reader : index.users(done)) {
          first_reader = std::min(first_reader, position[reader]);
        }
      }
      if (cross_program || first_reader == rest.size()) {
        reordered.push_back(start);
        continue;
      }
      // Before the kPrefetchLeadOps-th work op ahead of the reader, or
      // first when there are not that many.
      auto reader = std::lower_bound(work.begin(), work.end(), first_reader);
      const size_t ahead = static_cast<size_t>(reader - work.begin());
      if (ahead < kPrefetchLeadOps) {
        reordered.push_back(start);
      } else {
        starts_before[rest[*(reader - kPrefetchLeadOps)]].push_back(start);
      }
    }
  }
  for (InstrIndex i : rest) {
    if (auto it = starts_before.find(i); it != starts_before.end()) {
      reordered.insert(reordered.end(), it->second.begin(), it->second.end());
    }
    for (InstrIndex operand : index.operands(i)) {
      if (dones.erase(operand) > 0) reordered.push_back(operand);
    }
    reordered.push_back(i);
  }
  // A copy-done nothing reads still ends its copy before the program does.
  for (InstrIndex i : sequence) {
    if (dones.contains(i)) reordered.push_back(i);
  }
  sequence = std::move(reordered);
}

}  // namespace tpusim::memory
