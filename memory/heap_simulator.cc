#include "memory/heap_simulator.h"

#include <algorithm>
#include <numeric>
#include <tuple>

namespace tpusim::memory {

HeapTrace SimulateHeap(const Dataflow& df, const AliasAnalysis& aa, const LiveRanges& lr,
                       std::span<const int64_t> buffer_sizes, std::span<const uint8_t> assign,
                       const HeapSimulationOptions& options) {
  const ModuleIndex& ix = df.index();
  HeapTrace trace;
  std::vector<ValueIndex> order;
  for (ValueIndex v = 0; v < df.value_count(); ++v) {
    if (assign[v] && lr.HasRange(v)) order.push_back(v);
  }
  std::sort(order.begin(), order.end(), [&](ValueIndex a, ValueIndex b) {
    const LiveRange& ra = lr.range(a);
    const LiveRange& rb = lr.range(b);
    return std::make_tuple(ra.start, ra.end, df.value(a).id) <
           std::make_tuple(rb.start, rb.end, df.value(b).id);
  });

  // Define and free buckets per time step (flat arrays; `order` keeps each
  // bucket in (start, end, id) order).
  const int32_t steps = lr.schedule_end_time() + 1;
  std::vector<int32_t> def_begin(steps + 1, 0), free_begin(steps + 1, 0);
  for (ValueIndex v : order) {
    ++def_begin[lr.range(v).start + 1];
    ++free_begin[lr.range(v).end + 1];
  }
  for (int32_t t = 0; t < steps; ++t) {
    def_begin[t + 1] += def_begin[t];
    free_begin[t + 1] += free_begin[t];
  }
  std::vector<ValueIndex> defs(order.size()), frees(order.size());
  {
    std::vector<int32_t> df_fill(def_begin.begin(), def_begin.end() - 1);
    std::vector<int32_t> fr_fill(free_begin.begin(), free_begin.end() - 1);
    for (ValueIndex v : order) {
      defs[df_fill[lr.range(v).start]++] = v;
      frees[fr_fill[lr.range(v).end]++] = v;
    }
  }

  // Sharing groups start as alias buffers; operand reuse merges two.
  const int32_t nb = aa.buffer_count();
  std::vector<int32_t> group(nb);
  std::iota(group.begin(), group.end(), 0);
  std::vector<int64_t> group_size(buffer_sizes.begin(), buffer_sizes.end());
  auto find = [&](int32_t g) {
    while (group[g] != g) {
      group[g] = group[group[g]];
      g = group[g];
    }
    return g;
  };
  auto size_of = [&](ValueIndex v) { return group_size[find(aa.BufferOf(v))]; };

  std::vector<int32_t> trace_id(df.value_count(), kNone);
  std::vector<uint8_t> freed_early(df.value_count(), 0);
  std::vector<int32_t> first_allocated(nb, kNone);
  // Per trace buffer, the allocated buffer whose memory it lives in: a
  // share names that root, as XLA's SHARE_WITH does (share_with_canonical_id),
  // never a buffer that itself shares. Readers that count references through
  // the canonical (xprof's memory_viewer) need it.
  std::vector<int32_t> canonical;
  trace.events.reserve(order.size() * 2);
  auto new_id = [&](ValueIndex v) {
    trace_id[v] = static_cast<int32_t>(trace.values.size());
    trace.values.push_back(v);
    trace.ids.push_back(df.value(v).id);
    canonical.push_back(trace_id[v]);
    return trace_id[v];
  };
  auto share = [&](ValueIndex v, ValueIndex shared, int32_t t) {
    const int32_t gv = find(aa.BufferOf(v));
    const int32_t gs = find(aa.BufferOf(shared));
    const int64_t size = std::max(group_size[gv], group_size[gs]);
    if (gv != gs) group[gv] = gs;
    group_size[gs] = size;
    const int32_t root = canonical[trace_id[shared]];
    const int32_t id = new_id(v);
    canonical[id] = root;
    trace.events.push_back({HeapEvent::Kind::kShareWith, id, root, t, size});
  };

  for (int32_t t = 0; t < steps; ++t) {
    for (int32_t k = def_begin[t]; k < def_begin[t + 1]; ++k) {
      const ValueIndex v = defs[k];
      const BufferIndex b = aa.BufferOf(v);
      if (first_allocated[b] != kNone) {
        share(v, trace.values[first_allocated[b]], t);
        continue;
      }
      bool shared = false;
      const InstrIndex inst = df.value(v).instruction;
      if (options.may_reuse_operand_buffers && aa.values(b).size() == 1 &&
          ix.opcode(inst) != hlo::HloOpcode::kCopy) {
        std::span<const InstrIndex> ops = ix.operands(inst);
        for (InstrIndex operand : ops) {
          const ValueIndex ov = df.ValueAt(ix.first_node(operand));
          if (aa.values(aa.BufferOf(ov)).size() > 1) continue;
          if (!assign[ov] || !lr.HasRange(ov) || lr.range(ov).end != t || freed_early[ov] ||
              trace_id[ov] == kNone) {
            continue;
          }
          const InstrIndex ov_inst = df.value(ov).instruction;
          if (std::find(ops.begin(), ops.end(), ov_inst) == ops.end()) continue;
          if (!df.CanShareOperandBufferWithUser(df.value(ov).node, df.value(v).node)) continue;
          const int64_t min_bytes = options.sparsecore_all_reduce_min_bytes;
          if (RunsOnSparseCore(ix.opcode(inst), size_of(v), min_bytes) ||
              RunsOnSparseCore(ix.opcode(ov_inst), size_of(ov), min_bytes)) {
            continue;
          }
          trace.events.push_back({HeapEvent::Kind::kFree, trace_id[ov], kNone, t, size_of(ov)});
          freed_early[ov] = 1;
          share(v, ov, t);
          shared = true;
          break;
        }
      }
      if (!shared) {
        trace.events.push_back({HeapEvent::Kind::kAlloc, new_id(v), kNone, t, size_of(v)});
        first_allocated[b] = trace_id[v];
      }
    }
    for (int32_t k = free_begin[t]; k < free_begin[t + 1]; ++k) {
      const ValueIndex v = frees[k];
      if (freed_early[v] || trace_id[v] == kNone) continue;
      trace.events.push_back({HeapEvent::Kind::kFree, trace_id[v], kNone, t, size_of(v)});
    }
  }
  return trace;
}

}  // namespace tpusim::memory
