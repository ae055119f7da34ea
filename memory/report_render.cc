#include "memory/report_render.h"

#include <algorithm>
#include <cstdio>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_join.h"
#include "tpu_model/shape_size.h"

namespace tpusim::memory {
namespace {

using tpu::FormatXlaSize;

// "    reserved          1.25G": label and value fill 23 columns, as in
// XLA:TPU's OOM summaries.
std::string Row(absl::string_view label, const std::string& value) {
  const int width = std::max<int>(23 - static_cast<int>(label.size()), 1);
  return absl::StrFormat("    %s%*s\n", label, width, value);
}

std::string Percent(int64_t part, int64_t whole) {
  if (whole <= 0) return "0.0%";
  return absl::StrFormat("%.1f%%", 100.0 * static_cast<double>(part) / static_cast<double>(whole));
}

std::string Operator(const BufferEntry& e) {
  std::vector<std::string> parts;
  if (!e.op_type.empty()) parts.push_back(absl::StrCat("op_type=\"", e.op_type, "\""));
  if (!e.op_name.empty()) parts.push_back(absl::StrCat("op_name=\"", e.op_name, "\""));
  if (!e.source_file.empty()) parts.push_back(absl::StrCat("source_file=\"", e.source_file, "\""));
  if (e.source_line != 0) parts.push_back(absl::StrCat("source_line=", e.source_line));
  return absl::StrJoin(parts, " ");
}

std::string ScheduleDescription(const MemoryReport& r) {
  if (r.scheduler == "module-order") return "the module's own order";
  std::string out = absl::StrCat(r.scheduler, " scheduler");
  if (!r.schedule_candidates.empty()) {
    std::vector<std::string> tried;
    for (const auto& [name, peak] : r.schedule_candidates) {
      tried.push_back(absl::StrCat(name, " ", FormatXlaSize(peak)));
    }
    absl::StrAppend(&out, " (lowest peak of ", absl::StrJoin(tried, ", "), ")");
  }
  return out;
}

nlohmann::json BufferJson(const BufferEntry& e, bool with_label) {
  nlohmann::json j = {
      {"name", e.name},
      {"instruction", e.instruction},
      {"opcode", e.opcode},
      {"shape", e.shape},
      {"size_bytes", e.size_bytes},
      {"unpadded_bytes", e.unpadded_bytes},
      {"category", std::string(CategoryName(e.category))},
      {"op_name", e.op_name},
      {"memory_space", e.color},
      {"allocation", e.allocation},
      {"offset", e.offset},
      {"live_start", e.live_start},
      {"live_end", e.live_end},
      {"value_id", e.value_id},
  };
  if (!e.index.empty()) j["shape_index"] = e.index;
  if (!e.source_file.empty()) j["source_file"] = e.source_file;
  if (e.source_line != 0) j["source_line"] = e.source_line;
  if (with_label && !e.label.empty()) j["label"] = e.label;
  return j;
}

}  // namespace

std::string AllocationTypeName(AllocationCategory category) {
  switch (category) {
    case AllocationCategory::kTemporary:
      return "HLO temp";
    case AllocationCategory::kParameter:
      return "parameter";
    case AllocationCategory::kOutput:
      return "output";
    case AllocationCategory::kThreadLocal:
      return "thread-local";
    case AllocationCategory::kConstant:
      return "global";
  }
  return "HLO temp";
}

namespace {

// "3 values (12 recomputations, 1.2 TFLOP more)".
std::string RecomputationText(const MemoryReport& r) {
  const double flops = static_cast<double>(r.recomputed_flops);
  std::string amount;
  if (flops >= 1e12) {
    amount = absl::StrFormat("%.1f TFLOP", flops / 1e12);
  } else if (flops >= 1e9) {
    amount = absl::StrFormat("%.1f GFLOP", flops / 1e9);
  } else {
    amount = absl::StrFormat("%.1f MFLOP", flops / 1e6);
  }
  return absl::StrCat(r.recomputed.size(), r.recomputed.size() == 1 ? " value" : " values", " (",
                      r.recomputations,
                      r.recomputations == 1 ? " recomputation, " : " recomputations, ", amount,
                      " more)");
}

void AppendRecomputed(const MemoryReport& r, std::string* out) {
  constexpr size_t kShown = 5;
  for (size_t k = 0; k < std::min(kShown, r.recomputed.size()); ++k) {
    const RecomputedValue& v = r.recomputed[k];
    absl::StrAppend(out, "  recompute ", v.name, " (", FormatXlaSize(v.bytes), ") ", v.times,
                    v.times == 1 ? " time\n" : " times\n");
  }
  if (r.recomputed.size() > kShown) {
    absl::StrAppend(out, "  ... and ", r.recomputed.size() - kShown, " more values\n");
  }
}

}  // namespace

std::string RenderText(const MemoryReport& r, const RenderOptions& options) {
  std::string out;
  absl::StrAppend(&out, "Module ", r.module, " on ", r.chip_display, ": ", r.instruction_count,
                  " instructions, ", r.program_points, " program points, schedule: ",
                  ScheduleDescription(r), ".\n");
  if (r.layouts_predicted) {
    absl::StrAppend(&out, "Layouts: predicted for ", r.chip,
                    " where the module has none (pre-optimization input).\n");
  }
  if (r.alternate_buffers > 0 || r.alternate_prefetched > 0) {
    const std::string space = MemorySpaceName(r.alternate_memory_space);
    absl::StrAppend(&out, "Memory-space assignment (predicted): ", r.alternate_buffers,
                    r.alternate_buffers == 1 ? " intermediate" : " intermediates", " (",
                    FormatXlaSize(r.alternate_bytes), ") kept in ", space, ", at most ",
                    FormatXlaSize(r.alternate_peak_bytes), " at once; they take no hbm.\n");
    if (r.alternate_prefetched > 0) {
      const bool one = r.alternate_prefetched == 1;
      absl::StrAppend(&out, "  ", r.alternate_prefetched, one ? " result is" : " results are",
                      " copied to ", space, one ? " for its last reader; its" : " for their last reader; their",
                      " hbm ", one ? "buffer ends" : "buffers end", " at the reader before.\n");
    }
  }
  absl::StrAppend(&out, "\n");
  if (r.fits) {
    absl::StrAppend(&out, "Used ", FormatXlaSize(r.peak_bytes), " of ", FormatXlaSize(r.capacity_bytes),
                    " hbm. ", FormatXlaSize(r.capacity_bytes - r.peak_bytes), " free.\n");
  } else {
    absl::StrAppend(&out, "Ran out of memory in memory space hbm. Used ", FormatXlaSize(r.peak_bytes),
                    " of ", FormatXlaSize(r.capacity_bytes), " hbm. Exceeded hbm capacity by ",
                    FormatXlaSize(r.peak_bytes - r.capacity_bytes), ".\n");
  }
  absl::StrAppend(&out, "\nTotal hbm usage >= ", FormatXlaSize(r.peak_bytes + r.reserved_bytes), ":\n");
  absl::StrAppend(&out, Row("reserved", FormatXlaSize(r.reserved_bytes)));
  absl::StrAppend(&out, Row("program", FormatXlaSize(r.program_bytes)));
  absl::StrAppend(&out, Row("arguments", FormatXlaSize(r.argument_bytes)));
  absl::StrAppend(&out, "\nOutput size ", FormatXlaSize(r.output_bytes), "; shares ",
                  FormatXlaSize(r.alias_bytes), " with arguments.\n");
  absl::StrAppend(&out, "\nProgram hbm requirement ", FormatXlaSize(r.program_bytes), ":\n");
  absl::StrAppend(&out, Row("global", FormatXlaSize(r.global_bytes)));
  absl::StrAppend(&out, Row("scoped", FormatXlaSize(r.scoped_bytes)));
  const int64_t own_outputs = r.output_bytes - r.alias_bytes;
  if (own_outputs > 0) absl::StrAppend(&out, Row("outputs", FormatXlaSize(own_outputs)));
  {
    // The HLO temp row carries the utilization / fragmentation tail.
    std::string row = Row("HLO temp", FormatXlaSize(r.temp_bytes));
    row.pop_back();
    absl::StrAppend(&out, row, " (", Percent(r.temp_peak_unpadded_bytes, r.temp_peak_bytes),
                    " utilization: Unpadded (", FormatXlaSize(r.temp_peak_unpadded_bytes),
                    ") Padded (", FormatXlaSize(r.temp_peak_bytes), "), ",
                    Percent(r.fragmentation_bytes, r.temp_bytes), " fragmentation (",
                    FormatXlaSize(r.fragmentation_bytes), "))\n");
  }

  const int32_t shown =
      std::min<int32_t>(options.top, static_cast<int32_t>(r.buffers_at_peak.size()));
  if (shown > 0) {
    absl::StrAppend(&out, "\n  Largest program allocations in hbm:\n");
    for (int32_t k = 0; k < shown; ++k) {
      const BufferEntry& e = r.buffers_at_peak[k];
      absl::StrAppend(&out, "\n  ", k + 1, ". Size: ", FormatXlaSize(e.size_bytes), "\n");
      const std::string op = Operator(e);
      if (!op.empty()) absl::StrAppend(&out, "     Operator: ", op, "\n");
      absl::StrAppend(&out, "     Shape: ", e.shape, "\n");
      absl::StrAppend(&out, "     Unpadded size: ", FormatXlaSize(e.unpadded_bytes), "\n");
      if (e.size_bytes > e.unpadded_bytes) {
        absl::StrAppend(&out, "     Extra memory due to padding: ",
                        FormatXlaSize(e.size_bytes - e.unpadded_bytes), " (",
                        tpu::FormatExpansion(e.size_bytes, e.unpadded_bytes), " expansion)\n");
      }
      absl::StrAppend(&out, "     XLA label: ", e.label, "\n");
      absl::StrAppend(&out, "     Allocation type: ", AllocationTypeName(e.category), "\n");
      absl::StrAppend(&out, "     ==========================\n");
    }
    if (shown < static_cast<int32_t>(r.buffers_at_peak.size())) {
      absl::StrAppend(&out, "\n  (", r.buffers_at_peak.size() - shown,
                      " more buffers live at the peak; --top N shows more)\n");
    }
  }
  absl::StrAppend(&out, "\n");
  if (r.peak_time >= 0) {
    absl::StrAppend(&out, "Peak at program point ", r.peak_time, " (", r.peak_instruction, "): ",
                    FormatXlaSize(r.peak_live_bytes), " live, ",
                    FormatXlaSize(r.peak_unpadded_bytes), " unpadded.\n");
  }
  if (r.fits) {
    absl::StrAppend(&out, "Verdict: fits. Predicted ", FormatXlaSize(r.peak_bytes), " of ",
                    FormatXlaSize(r.capacity_bytes), " usable hbm (",
                    Percent(r.peak_bytes, r.capacity_bytes), ") on ", r.chip_display, ".\n");
  } else if (r.fits_with_rematerialization) {
    absl::StrAppend(&out, "Verdict: fits only with rematerialization. Predicted ",
                    FormatXlaSize(r.peak_bytes), " exceeds the ", FormatXlaSize(r.capacity_bytes),
                    " of usable hbm on ", r.chip_display, " by ",
                    FormatXlaSize(r.peak_bytes - r.capacity_bytes), "; recomputing ",
                    RecomputationText(r), " brings it to ",
                    FormatXlaSize(r.rematerialized_peak_bytes), ".\n");
    AppendRecomputed(r, &out);
  } else {
    absl::StrAppend(&out, "Verdict: does not fit. Predicted ", FormatXlaSize(r.peak_bytes),
                    " exceeds the ", FormatXlaSize(r.capacity_bytes), " of usable hbm on ",
                    r.chip_display, " by ", FormatXlaSize(r.peak_bytes - r.capacity_bytes), ".\n");
    if (r.recomputations > 0) {
      absl::StrAppend(&out, "Rematerialization would not be enough: recomputing ",
                      RecomputationText(r), " brings it only to ",
                      FormatXlaSize(r.rematerialized_peak_bytes), ".\n");
    }
  }
  return out;
}

nlohmann::json RenderJson(const MemoryReport& r, const RenderOptions& options) {
  using nlohmann::json;
  json j = json::object();
  j["module"] = r.module;
  j["entry"] = r.entry;
  j["chip"] = r.chip;
  j["chip_name"] = r.chip_display;
  j["capacity_bytes"] = r.capacity_bytes;
  j["reserved_bytes"] = r.reserved_bytes;
  j["scheduler"] = r.scheduler;
  json candidates = json::array();
  for (const auto& [name, peak] : r.schedule_candidates) {
    candidates.push_back({{"scheduler", name}, {"peak_bytes", peak}});
  }
  j["schedule_candidates"] = candidates;
  j["instruction_count"] = r.instruction_count;
  j["program_points"] = r.program_points;
  j["layouts_predicted"] = r.layouts_predicted;
  if (r.alternate_buffers > 0 || r.alternate_prefetched > 0) {
    j["alternate_memory"] = {{"memory_space", MemorySpaceName(r.alternate_memory_space)},
                             {"buffers", r.alternate_buffers},
                             {"bytes", r.alternate_bytes},
                             {"peak_bytes", r.alternate_peak_bytes},
                             {"prefetched_results", r.alternate_prefetched}};
  }
  j["peak_bytes"] = r.peak_bytes;
  j["peak_unpadded_bytes"] = r.peak_unpadded_bytes;
  j["peak_live_bytes"] = r.peak_live_bytes;
  j["peak_time"] = r.peak_time;
  j["peak_instruction"] = r.peak_instruction;
  j["argument_bytes"] = r.argument_bytes;
  j["output_bytes"] = r.output_bytes;
  j["alias_bytes"] = r.alias_bytes;
  j["temp_bytes"] = r.temp_bytes;
  j["temp_peak_bytes"] = r.temp_peak_bytes;
  j["temp_peak_unpadded_bytes"] = r.temp_peak_unpadded_bytes;
  j["fragmentation_bytes"] = r.fragmentation_bytes;
  j["constant_bytes"] = r.constant_bytes;
  j["thread_local_bytes"] = r.thread_local_bytes;
  j["scoped_bytes"] = r.scoped_bytes;
  j["global_bytes"] = r.global_bytes;
  j["program_bytes"] = r.program_bytes;
  j["fits"] = r.fits;
  j["verdict"] = r.fits ? "fits"
                 : r.fits_with_rematerialization ? "fits_with_rematerialization"
                                                 : "does_not_fit";
  if (r.rematerialization_planned) {
    json values = json::array();
    for (const RecomputedValue& v : r.recomputed) {
      values.push_back(
          {{"name", v.name}, {"bytes", v.bytes}, {"flops", v.flops}, {"times", v.times}});
    }
    j["rematerialization"] = {{"fits", r.fits_with_rematerialization},
                              {"peak_bytes", r.rematerialized_peak_bytes},
                              {"recomputations", r.recomputations},
                              {"extra_flops", r.recomputed_flops},
                              {"values", values}};
  }
  j["headroom_bytes"] = r.capacity_bytes - r.peak_bytes;

  json at_peak = json::array();
  const int32_t shown =
      std::min<int32_t>(options.top, static_cast<int32_t>(r.buffers_at_peak.size()));
  for (int32_t k = 0; k < shown; ++k) at_peak.push_back(BufferJson(r.buffers_at_peak[k], true));
  j["buffers_at_peak"] = at_peak;
  j["buffers_at_peak_total"] = r.buffers_at_peak.size();

  json spaces = json::array();
  for (const MemorySpaceTotals& s : r.memory_spaces) {
    spaces.push_back({{"memory_space", s.color},
                      {"name", s.name},
                      {"allocated_bytes", s.allocated_bytes},
                      {"temp_bytes", s.temp_bytes},
                      {"argument_bytes", s.argument_bytes}});
  }
  j["memory_spaces"] = spaces;
  json allocations = json::array();
  for (const AllocationEntry& a : r.allocations) {
    json x = {{"index", a.index},
              {"size_bytes", a.size},
              {"memory_space", a.color},
              {"category", std::string(CategoryName(a.category))},
              {"buffers", a.value_count}};
    if (a.is_tuple) x["tuple"] = true;
    if (a.maybe_live_out) x["maybe_live_out"] = true;
    if (a.parameter_number >= 0) x["parameter_number"] = a.parameter_number;
    allocations.push_back(x);
  }
  j["allocations"] = allocations;
  json timeline = json::array();
  for (const TimelinePoint& p : r.timeline) {
    timeline.push_back({{"time", p.time},
                        {"instruction", p.instruction},
                        {"bytes", p.bytes},
                        {"unpadded_bytes", p.unpadded_bytes}});
  }
  j["timeline"] = timeline;
  json buffers = json::array();
  if (options.all_buffers) {
    for (const BufferEntry& e : r.buffers) buffers.push_back(BufferJson(e, false));
  } else {
    std::vector<const BufferEntry*> largest;
    largest.reserve(r.buffers.size());
    for (const BufferEntry& e : r.buffers) largest.push_back(&e);
    const size_t kept = std::min(largest.size(), static_cast<size_t>(std::max(options.top, 0)));
    std::partial_sort(largest.begin(), largest.begin() + kept, largest.end(),
                      [](const BufferEntry* a, const BufferEntry* b) {
                        // Ties keep program order (entries are in a vector).
                        return a->size_bytes != b->size_bytes ? a->size_bytes > b->size_bytes
                                                              : a < b;
                      });
    for (size_t k = 0; k < kept; ++k) buffers.push_back(BufferJson(*largest[k], false));
  }
  j["buffers"] = buffers;
  j["buffers_total"] = r.buffers.size();
  return j;
}

}  // namespace tpusim::memory
