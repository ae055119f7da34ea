// The peak-memory report: one model built from a MemoryAnalysis, read by
// every renderer (report_render.h). Nothing is recomputed by renderers.
//
// HBM accounting, in XLA:TPU's OOM-report terms:
//   arguments  = entry-parameter allocations;
//   output     = live-out allocations (aliased ones share with arguments);
//   global     = constants and thread-local buffers;
//   scoped     = the largest per-instruction scoped HBM scratch the backend
//                config records (used_scoped_memory_configs, space 0);
//   HLO temp   = the combined temporary allocation: heap-simulated temps,
//                index tables and alignment, i.e. the heap's peak plus
//                fragmentation;
//   program    = global + scoped + HLO temp + outputs not aliased;
//   peak_bytes = program + arguments, XLA's "Used X of Y hbm"; it fits when
//                it is at most the chip's usable HBM.
// The unpadded peak counts the data itself at the same moment: the static
// allocations' largest values and the heap values live at the padded peak.
#ifndef TPUSIM_MEMORY_MEMORY_REPORT_H_
#define TPUSIM_MEMORY_MEMORY_REPORT_H_

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "absl/status/statusor.h"
#include "memory/buffer_assignment.h"
#include "memory/memory_analysis.h"
#include "memory/rematerialization.h"

namespace tpusim::memory {

struct BufferEntry {
  int64_t value_id = 0;
  std::string name;         // "fusion.3", or "copy-start{0}" for tuple elements.
  std::string instruction;  // Defining instruction.
  std::string opcode;
  hlo::ShapeIndex index;
  std::string shape;        // With the layout XLA:TPU uses (given or predicted).
  int64_t size_bytes = 0;   // Padded.
  int64_t unpadded_bytes = 0;
  AllocationCategory category = AllocationCategory::kTemporary;
  int64_t color = 0;
  int32_t allocation = -1;
  int64_t offset = 0;
  int32_t live_start = -1;  // Logical times (inclusive); -1 without a live range.
  int32_t live_end = -1;
  std::string op_name;      // metadata.op_name
  std::string op_type;
  std::string source_file;
  int64_t source_line = 0;
  std::string label;        // The instruction as HLO text ("XLA label").
};

struct TimelinePoint {
  int32_t time = 0;
  std::string instruction;
  int64_t bytes = 0;           // Static HBM + heap live (padded), max within the step.
  int64_t unpadded_bytes = 0;  // Same moment, unpadded.
};

struct AllocationEntry {
  int32_t index = 0;
  int64_t size = 0;
  int64_t color = 0;
  AllocationCategory category = AllocationCategory::kTemporary;
  bool is_tuple = false;
  bool maybe_live_out = false;
  int64_t parameter_number = -1;
  int32_t value_count = 0;
};

struct MemorySpaceTotals {
  int64_t color = 0;
  std::string name;  // "hbm", "vmem", "host", ...
  int64_t allocated_bytes = 0;
  int64_t temp_bytes = 0;
  int64_t argument_bytes = 0;
};

struct MemoryReport {
  std::string module;
  std::string entry;
  std::string chip;          // Canonical name.
  std::string chip_display;  // "TPU v6e (Trillium)".
  int64_t capacity_bytes = 0;  // Usable HBM.
  int64_t reserved_bytes = 0;
  std::string scheduler;     // "module-order", "list", "dfs", "post-order".
  std::vector<std::pair<std::string, int64_t>> schedule_candidates;
  int32_t program_points = 0;
  int64_t instruction_count = 0;
  bool layouts_predicted = false;  // Some shapes had no layout.
  // The predicted memory-space assignment (memory_space_assignment.h):
  // intermediates kept in the chip's alternate memory instead of HBM.
  int64_t alternate_memory_space = 0;  // 0 when the prediction did not run.
  int64_t alternate_buffers = 0;
  int64_t alternate_bytes = 0;
  int64_t alternate_peak_bytes = 0;
  // HBM values whose last reader reads a copy in that memory (v5p's dot
  // results), their HBM buffers ending at the reader before.
  int64_t alternate_prefetched = 0;

  int64_t argument_bytes = 0;
  int64_t output_bytes = 0;
  int64_t alias_bytes = 0;  // Arguments the outputs reuse.
  int64_t constant_bytes = 0;
  int64_t thread_local_bytes = 0;
  int64_t scoped_bytes = 0;
  int64_t temp_bytes = 0;
  int64_t temp_peak_bytes = 0;           // Heap live at the peak (padded).
  int64_t temp_peak_unpadded_bytes = 0;  // Same moment, unpadded.
  int64_t fragmentation_bytes = 0;       // temp_bytes - temp_peak_bytes.
  int64_t global_bytes = 0;              // constant + thread-local.
  int64_t program_bytes = 0;
  int64_t peak_bytes = 0;
  int64_t peak_unpadded_bytes = 0;
  int64_t peak_live_bytes = 0;  // Static allocations + heap live at the peak.
  int32_t peak_time = -1;
  std::string peak_instruction;
  bool fits = true;
  // When the peak exceeds the usable HBM: what XLA's rematerialization is
  // predicted to recompute (rematerialization.h), and whether the program
  // then fits. XLA compiles a program that fits either way.
  bool rematerialization_planned = false;
  bool fits_with_rematerialization = false;
  int64_t rematerialized_peak_bytes = 0;  // peak_bytes less what it frees.
  int64_t recomputations = 0;
  int64_t recomputed_flops = 0;
  std::vector<RecomputedValue> recomputed;  // Largest first.
  bool compiles() const { return fits || fits_with_rematerialization; }

  std::vector<BufferEntry> buffers_at_peak;  // Padded size, largest first.
  std::vector<BufferEntry> buffers;          // Every value with memory, by id.
  std::vector<TimelinePoint> timeline;       // One per program point.
  std::vector<AllocationEntry> allocations;
  std::vector<MemorySpaceTotals> memory_spaces;
};

struct ReportOptions {
  bool include_timeline = true;
  bool include_buffers = true;
  // The buffers live at the peak, with labels (`buffers_at_peak`). A sweep
  // that only needs the peak and the verdict leaves them out: printing a
  // label for each of Llama 3.1 8B's thousands of static buffers was a tenth
  // of a fit point's time.
  bool include_peak_buffers = true;
  int32_t label_max_chars = 200;
  // Plan XLA's rematerialization for a program over the HBM capacity.
  bool plan_rematerialization = true;
};

absl::StatusOr<MemoryReport> BuildMemoryReport(const MemoryAnalysis& analysis,
                                               const ReportOptions& options = {});

// XLA:TPU's name of a memory space: 0 hbm, 1 vmem, 2 sflag, 3 cmem, 4 smem,
// 5 host, 6 sparsecore; "space N" otherwise.
std::string MemorySpaceName(int64_t color);

}  // namespace tpusim::memory

#endif  // TPUSIM_MEMORY_MEMORY_REPORT_H_
