// Compares two buffer assignments of one module, both in XLA's
// BufferAssignmentProto form: typically XLA's own (kept from an HloProto) and
// ours (ToBufferAssignmentRecord). Logical buffers are matched by their
// defining position (instruction, shape index), allocations by the buffers
// they hold; peaks are recomputed the same way for both (static allocations'
// largest buffers plus the heap traces replayed, per memory space).
#ifndef TPUSIM_MEMORY_ASSIGNMENT_COMPARE_H_
#define TPUSIM_MEMORY_ASSIGNMENT_COMPARE_H_

#include <cstdint>
#include <string>
#include <vector>

#include "hlo/ir/buffer_assignment_record.h"
#include "hlo/ir/hlo_module.h"
#include "nlohmann/json.hpp"

namespace tpusim::memory {

struct LogicalBufferDifference {
  std::string position;  // "copy-start{0}"
  int64_t expected_size = -1;  // -1: absent in that assignment.
  int64_t actual_size = -1;
};

struct AllocationComparison {
  int64_t expected_index = -1;  // -1: only in the actual assignment.
  int64_t actual_index = -1;    // -1: no counterpart found.
  std::string kind;             // "parameter 0", "output", "temp", ...
  int64_t color = 0;
  int64_t expected_size = 0;
  int64_t actual_size = 0;
  std::vector<std::string> differences;  // Flags and buffers that differ.
  int32_t offset_differences = 0;        // Buffers at other offsets (informational).
  bool matches = false;
};

struct MemorySpacePeak {
  int64_t color = 0;
  int64_t expected_total = 0;  // Sum of allocation sizes.
  int64_t actual_total = 0;
  int64_t expected_peak = 0;   // Static buffers + heap replay.
  int64_t actual_peak = 0;
};

struct AssignmentComparison {
  int32_t expected_logical_buffers = 0;
  int32_t actual_logical_buffers = 0;
  int32_t matched_logical_buffers = 0;
  std::vector<LogicalBufferDifference> buffer_differences;
  std::vector<AllocationComparison> allocations;
  std::vector<MemorySpacePeak> peaks;
  // No buffer, allocation or peak difference (offsets excluded).
  bool matches() const;
};

AssignmentComparison CompareAssignments(const hlo::Module& module,
                                        const hlo::BufferAssignmentRecord& expected,
                                        const hlo::BufferAssignmentRecord& actual);

std::string ComparisonToText(const AssignmentComparison& comparison,
                             absl::string_view expected_name, absl::string_view actual_name);
nlohmann::json ComparisonToJson(const AssignmentComparison& comparison);

}  // namespace tpusim::memory

#endif  // TPUSIM_MEMORY_ASSIGNMENT_COMPARE_H_
