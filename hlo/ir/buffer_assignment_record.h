// XLA's own buffer assignment as stored in an HloProto
// (BufferAssignmentProto, xla/service/hlo.proto). Kept verbatim from the input
// so later stages can compare tpusim's assignment against XLA's.
#ifndef TPUSIM_HLO_IR_BUFFER_ASSIGNMENT_RECORD_H_
#define TPUSIM_HLO_IR_BUFFER_ASSIGNMENT_RECORD_H_

#include <cstdint>
#include <string>
#include <vector>

namespace tpusim::hlo {

struct LogicalBufferRecord {
  int64_t id = 0;
  int64_t size = 0;  // Padded bytes as XLA's size function saw them.
  std::string instruction_name;  // Location.instruction_name (deprecated).
  int64_t instruction_id = -1;   // Location.instruction_id.
  std::vector<int64_t> shape_index;
  int64_t color = 0;  // Memory space.
};

struct BufferAliasRecord {
  int64_t source_buffer_id = 0;
  std::string instruction_name;
  int64_t instruction_id = -1;
  std::vector<int64_t> shape_index;
};

struct AssignedBufferRecord {
  int64_t logical_buffer_id = 0;
  int64_t offset = 0;
  int64_t size = 0;
};

struct BufferAllocationRecord {
  int64_t index = 0;
  int64_t size = 0;
  bool is_thread_local = false;
  bool is_tuple = false;
  bool is_entry_computation_parameter = false;
  bool is_constant = false;
  int64_t parameter_number = 0;
  std::vector<int64_t> parameter_shape_index;
  bool is_parameter_aliased_with_output = false;
  bool maybe_live_out = false;
  int64_t color = 0;
  std::vector<AssignedBufferRecord> assigned;
};

struct HeapEventRecord {
  enum class Kind { kAlloc = 0, kFree = 1, kShareWith = 2 };
  Kind kind = Kind::kAlloc;
  int64_t buffer_id = 0;
  std::string computation_name;
  std::string instruction_name;
  int64_t share_with_canonical_id = 0;
};

struct HeapSimulatorTraceRecord {
  std::vector<HeapEventRecord> events;
  bool whole_module_simulation = false;
  int64_t buffer_allocation_index = 0;
};

struct BufferAssignmentRecord {
  std::vector<LogicalBufferRecord> logical_buffers;
  std::vector<BufferAliasRecord> buffer_aliases;
  std::vector<BufferAllocationRecord> buffer_allocations;
  std::vector<HeapSimulatorTraceRecord> heap_simulator_traces;
};

}  // namespace tpusim::hlo

#endif  // TPUSIM_HLO_IR_BUFFER_ASSIGNMENT_RECORD_H_
