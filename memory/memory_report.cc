#include "memory/memory_report.h"

#include <algorithm>
#include <initializer_list>
#include <map>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "hlo/base/checked_math.h"
#include "hlo/base/status_macros.h"
#include "hlo/text/hlo_printer.h"
#include "nlohmann/json.hpp"

namespace tpusim::memory {
namespace {

// Totals of sizes from untrusted files saturate instead of wrapping: two
// s8[4611686018427387904] arguments must not add up to "-8.00E" and fit.
void Accumulate(int64_t& total, int64_t bytes) { total = SaturatingAdd(total, bytes); }
int64_t Sum(std::initializer_list<int64_t> terms) {
  int64_t total = 0;
  for (int64_t t : terms) Accumulate(total, t);
  return total;
}

int64_t JsonInt(const nlohmann::json& j) {
  if (j.is_number_integer()) return j.get<int64_t>();
  if (j.is_string()) {
    try {
      return std::stoll(j.get<std::string>());
    } catch (...) {
      return 0;
    }
  }
  return 0;
}

// The largest used_scoped_memory_configs entry in HBM (memory_space 0) over
// all instructions: XLA:TPU's "scoped" line.
int64_t ScopedHbmBytes(const ModuleIndex& ix) {
  int64_t best = 0;
  for (InstrIndex i = 0; i < ix.instruction_count(); ++i) {
    const absl::string_view config = ix.instruction(i).backend_config();
    if (!absl::StrContains(config, "used_scoped_memory_configs")) continue;
    nlohmann::json j = nlohmann::json::parse(config.begin(), config.end(), nullptr,
                                             /*allow_exceptions=*/false);
    if (!j.is_object()) continue;
    auto it = j.find("used_scoped_memory_configs");
    if (it == j.end() || !it->is_array()) continue;
    for (const nlohmann::json& entry : *it) {
      if (!entry.is_object()) continue;
      const int64_t space = entry.contains("memory_space") ? JsonInt(entry["memory_space"]) : 0;
      if (space != 0) continue;
      best = std::max(best, entry.contains("size") ? JsonInt(entry["size"]) : 0);
    }
  }
  return best;
}

std::string Truncate(std::string text, int32_t max_chars) {
  if (max_chars > 0 && static_cast<int32_t>(text.size()) > max_chars) {
    text.resize(max_chars);
    text += "...";
  }
  return text;
}

}  // namespace

std::string MemorySpaceName(int64_t color) {
  switch (color) {
    case 0:
      return "hbm";
    case 1:
      return "vmem";
    case 2:
      return "sflag";
    case 3:
      return "cmem";
    case 4:
      return "smem";
    case 5:
      return "host";
    case 6:
      return "sparsecore";
    default:
      return absl::StrCat("space ", color);
  }
}

absl::StatusOr<MemoryReport> BuildMemoryReport(const MemoryAnalysis& analysis,
                                               const ReportOptions& options) {
  const ModuleIndex& ix = analysis.index();
  const Dataflow& df = analysis.dataflow();
  const BufferSizes& sizes = analysis.sizes();
  const LiveRanges& lr = analysis.live_ranges();
  const BufferAssignment& asg = analysis.assignment();
  const tpu::ChipSpec& chip = analysis.chip();

  MemoryReport r;
  r.module = analysis.module().name();
  r.entry = ix.computation(ix.entry()).name();
  r.chip = chip.name;
  r.chip_display = chip.display_name;
  r.capacity_bytes = chip.usable_hbm_bytes;
  r.reserved_bytes = chip.reserved_bytes;
  r.scheduler = analysis.scheduler();
  if (analysis.alternate_memory().buffers_placed > 0 ||
      analysis.alternate_memory().values_prefetched > 0) {
    r.alternate_memory_space = chip.alternate_memory.memory_space;
    r.alternate_prefetched = analysis.alternate_memory().values_prefetched;
    r.alternate_buffers = analysis.alternate_memory().buffers_placed;
    r.alternate_bytes = analysis.alternate_memory().bytes_placed;
    r.alternate_peak_bytes = analysis.alternate_memory().peak_bytes;
  }
  r.schedule_candidates = analysis.schedule_candidates();
  r.program_points = lr.schedule_end_time();
  r.instruction_count = ix.instruction_count();
  const bool tileless_predicted =
      analysis.size_function().tileless() == TilelessLayouts::kPredict;
  for (NodeIndex n = 0; n < ix.node_count() && !r.layouts_predicted; ++n) {
    const hlo::Shape& s = ix.node_shape(n);
    if (s.IsArray() &&
        (!s.has_layout() || (tileless_predicted && s.layout().tiles.empty())) &&
        !ix.IsFusionComputation(ix.computation_of(ix.node_instruction(n)))) {
      r.layouts_predicted = true;
    }
  }

  auto make_entry = [&](ValueIndex v, bool with_label) -> absl::StatusOr<BufferEntry> {
    const HloValue& value = df.value(v);
    const hlo::Instruction& inst = ix.instruction(value.instruction);
    BufferEntry e;
    e.value_id = value.id;
    e.instruction = inst.name();
    e.index = ix.IndexOf(value.node);
    e.name = e.index.empty() ? inst.name() : inst.name() + hlo::ShapeIndexToString(e.index);
    e.opcode = std::string(hlo::HloOpcodeString(inst.opcode()));
    TPUSIM_ASSIGN_OR_RETURN(hlo::Shape laid_out,
                            analysis.size_function().LaidOut(ix.node_shape(value.node)));
    e.shape = laid_out.ToString();
    e.size_bytes = sizes.value_padded[v];
    e.unpadded_bytes = sizes.value_unpadded[v];
    e.color = sizes.value_color[v];
    e.allocation = asg.AllocationOf(v);
    if (e.allocation >= 0) {
      e.category = asg.allocations()[e.allocation].category();
      e.offset = asg.OffsetOf(v);
    }
    if (lr.HasRange(v)) {
      e.live_start = lr.range(v).start;
      e.live_end = lr.range(v).end;
    }
    const hlo::OpMetadata& md = inst.metadata();
    e.op_name = md.op_name;
    e.op_type = md.op_type;
    e.source_file = md.source_file;
    e.source_line = md.source_line;
    if (with_label) e.label = Truncate(hlo::PrintInstruction(inst), options.label_max_chars);
    return e;
  };

  // Allocation totals.
  std::map<int64_t, MemorySpaceTotals> spaces;
  int64_t static_padded = 0;
  int64_t static_unpadded = 0;
  std::vector<ValueIndex> static_values;
  for (const BufferAllocation& a : asg.allocations()) {
    AllocationEntry entry;
    entry.index = a.index;
    entry.size = a.size;
    entry.color = a.color;
    entry.category = a.category();
    entry.is_tuple = a.is_tuple;
    entry.maybe_live_out = a.maybe_live_out;
    entry.parameter_number = a.is_entry_computation_parameter ? a.parameter_number : -1;
    entry.value_count = static_cast<int32_t>(a.assigned.size());
    r.allocations.push_back(entry);

    MemorySpaceTotals& space = spaces[a.color];
    space.color = a.color;
    space.name = MemorySpaceName(a.color);
    Accumulate(space.allocated_bytes, a.size);
    if (a.IsPreallocatedTemp()) Accumulate(space.temp_bytes, a.size);
    if (a.is_entry_computation_parameter) Accumulate(space.argument_bytes, a.size);
    if (a.color != 0) continue;

    if (a.is_entry_computation_parameter) {
      Accumulate(r.argument_bytes, a.size);
      if (a.maybe_live_out) Accumulate(r.alias_bytes, a.size);
    }
    if (a.maybe_live_out) Accumulate(r.output_bytes, a.size);
    if (a.IsPreallocatedTemp()) {
      Accumulate(r.temp_bytes, a.size);
      continue;
    }
    if (!a.is_entry_computation_parameter && !a.maybe_live_out) {
      if (a.is_thread_local) Accumulate(r.thread_local_bytes, a.size);
      if (a.is_constant) Accumulate(r.constant_bytes, a.size);
    }
    // Static (indefinite) allocation: its largest value stands for it.
    ValueIndex largest = kNone;
    for (const AssignedValue& av : a.assigned) {
      if (largest == kNone || sizes.value_padded[av.value] > sizes.value_padded[largest]) {
        largest = av.value;
      }
    }
    Accumulate(static_padded, a.size);
    if (largest != kNone) {
      Accumulate(static_unpadded, sizes.value_unpadded[largest]);
      if (options.include_peak_buffers) static_values.push_back(largest);
    }
  }
  for (auto& [color, totals] : spaces) r.memory_spaces.push_back(totals);
  r.scoped_bytes = ScopedHbmBytes(ix);
  r.global_bytes = Sum({r.constant_bytes, r.thread_local_bytes});
  r.program_bytes =
      Sum({r.global_bytes, r.scoped_bytes, r.temp_bytes, r.output_bytes - r.alias_bytes});
  r.peak_bytes = Sum({r.program_bytes, r.argument_bytes});
  // A chip without usable HBM fits nothing (chip files are checked for it).
  r.fits = r.capacity_bytes > 0 && r.peak_bytes <= r.capacity_bytes;
  if (!r.fits && r.capacity_bytes > 0 && options.plan_rematerialization) {
    absl::StatusOr<RematerializationPlan> plan =
        PlanRematerialization(analysis, r.peak_bytes - r.capacity_bytes);
    if (!plan.ok()) return plan.status();
    r.rematerialization_planned = true;
    r.fits_with_rematerialization = plan->fits;
    r.rematerialized_peak_bytes = r.peak_bytes - plan->bytes_freed;
    r.recomputations = plan->recomputations;
    r.recomputed_flops = plan->extra_flops;
    r.recomputed = std::move(plan->recomputed);
  }

  // The HBM heap: live bytes per event, the earliest maximum and the values
  // live then (XLA's ComputePeakMemoryLogicalBuffers).
  const HeapSimulation* heap = nullptr;
  for (const HeapSimulation& h : asg.heaps()) {
    if (h.color == 0) heap = &h;
  }
  std::vector<ValueIndex> peak_values;
  if (heap != nullptr) {
    const HeapTrace& trace = heap->trace;
    const int32_t n = trace.buffer_count();
    std::vector<int32_t> canonical(n), outstanding(n, 0);
    std::vector<int64_t> allocated(n, 0), allocated_unpadded(n, 0);
    auto delta = [&](const HeapEvent& e, int64_t* unpadded) -> int64_t {
      const int64_t u = sizes.value_unpadded[trace.values[e.buffer]];
      switch (e.kind) {
        case HeapEvent::Kind::kAlloc:
          canonical[e.buffer] = e.buffer;
          outstanding[e.buffer] = 1;
          allocated[e.buffer] = e.size;
          allocated_unpadded[e.buffer] = u;
          *unpadded = u;
          return e.size;
        case HeapEvent::Kind::kShareWith:
          canonical[e.buffer] = e.share_with;
          if (++outstanding[e.share_with] == 1) {
            allocated[e.buffer] = e.size;
            allocated_unpadded[e.buffer] = u;
          } else {
            allocated[e.buffer] = 0;
            allocated_unpadded[e.buffer] = 0;
          }
          *unpadded = allocated_unpadded[e.buffer];
          return allocated[e.buffer];
        case HeapEvent::Kind::kFree:
          --outstanding[canonical[e.buffer]];
          *unpadded = -allocated_unpadded[e.buffer];
          return -allocated[e.buffer];
      }
      return 0;
    };
    int64_t live = 0, live_u = 0, max_live = 0;
    for (const HeapEvent& e : trace.events) {
      int64_t du = 0;
      live += delta(e, &du);
      max_live = std::max(max_live, live);
    }
    // Second pass: the earliest moment at the maximum, and the timeline.
    std::fill(outstanding.begin(), outstanding.end(), 0);
    std::vector<uint8_t> in_peak(n, 0);
    live = 0;
    live_u = 0;
    bool found = max_live == 0;
    std::vector<int64_t> step_max(r.program_points + 1, -1), step_max_u(r.program_points + 1, 0);
    std::vector<int64_t> step_end(r.program_points + 1, -1), step_end_u(r.program_points + 1, 0);
    for (const HeapEvent& e : trace.events) {
      int64_t du = 0;
      const int64_t d = delta(e, &du);
      live += d;
      live_u += du;
      if (!found) {
        if (d > 0) in_peak[e.buffer] = 1;
        if (d < 0) in_peak[e.buffer] = 0;
        if (live == max_live) {
          found = true;
          r.temp_peak_bytes = live;
          r.temp_peak_unpadded_bytes = live_u;
          r.peak_time = e.time;
        }
      }
      if (e.time >= 0 && e.time <= r.program_points) {
        if (live > step_max[e.time]) {
          step_max[e.time] = live;
          step_max_u[e.time] = live_u;
        }
        step_end[e.time] = live;
        step_end_u[e.time] = live_u;
      }
    }
    if (options.include_peak_buffers) {
      for (int32_t b = 0; b < n; ++b) {
        if (in_peak[b]) peak_values.push_back(trace.values[b]);
      }
    }
    if (options.include_timeline) {
      int64_t carry = 0, carry_u = 0;
      r.timeline.reserve(r.program_points);
      for (int32_t t = 0; t < r.program_points; ++t) {
        TimelinePoint p;
        p.time = t;
        p.instruction = ix.instruction(lr.flattened_sequence()[t]).name();
        const int64_t at = step_max[t] >= 0 ? std::max(step_max[t], carry) : carry;
        const int64_t at_u = step_max[t] >= 0 && step_max[t] >= carry ? step_max_u[t] : carry_u;
        p.bytes = static_padded + at;
        p.unpadded_bytes = static_unpadded + at_u;
        r.timeline.push_back(std::move(p));
        if (step_end[t] >= 0) {
          carry = step_end[t];
          carry_u = step_end_u[t];
        }
      }
    }
  } else if (options.include_timeline) {
    for (int32_t t = 0; t < r.program_points; ++t) {
      r.timeline.push_back({t, ix.instruction(lr.flattened_sequence()[t]).name(), static_padded,
                            static_unpadded});
    }
  }
  if (r.peak_time >= 0 && r.peak_time < r.program_points) {
    r.peak_instruction = ix.instruction(lr.flattened_sequence()[r.peak_time]).name();
  }
  r.fragmentation_bytes = r.temp_bytes - r.temp_peak_bytes;
  r.peak_live_bytes = static_padded + r.temp_peak_bytes;
  r.peak_unpadded_bytes = static_unpadded + r.temp_peak_unpadded_bytes;

  // Buffers live at the peak (both lists stay empty unless asked for):
  // static allocations, then heap values.
  for (ValueIndex v : static_values) {
    TPUSIM_ASSIGN_OR_RETURN(BufferEntry e, make_entry(v, true));
    e.size_bytes = asg.allocations()[asg.AllocationOf(v)].size;
    r.buffers_at_peak.push_back(std::move(e));
  }
  for (ValueIndex v : peak_values) {
    TPUSIM_ASSIGN_OR_RETURN(BufferEntry e, make_entry(v, true));
    r.buffers_at_peak.push_back(std::move(e));
  }
  std::stable_sort(r.buffers_at_peak.begin(), r.buffers_at_peak.end(),
                   [](const BufferEntry& a, const BufferEntry& b) {
                     if (a.size_bytes != b.size_bytes) return a.size_bytes > b.size_bytes;
                     return a.value_id < b.value_id;
                   });

  if (options.include_buffers) {
    for (ValueIndex v = 0; v < df.value_count(); ++v) {
      if (asg.AllocationOf(v) == kNone) continue;
      TPUSIM_ASSIGN_OR_RETURN(BufferEntry e, make_entry(v, false));
      r.buffers.push_back(std::move(e));
    }
  }
  return r;
}

}  // namespace tpusim::memory
