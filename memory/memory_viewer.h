// xprof's memory_viewer over a buffer assignment: the PreprocessResult that
// ConvertHloProtoToPreprocessResult computes from an HloProto
// (xprof/convert/hlo_proto_to_memory_visualization_utils.cc, described in
// docs/research xprof.md section 1). It runs on XLA's own
// BufferAssignmentProto (Module::buffer_assignment) or on ours in the same
// form (ToBufferAssignmentRecord), so tools that read memory_viewer data read
// our predictions, and the two can be compared number by number.
//
// Quirks kept on purpose: the heap timeline has one entry per trace event
// plus one, each the size before the event; indefinite allocations
// (parameters, outputs, constants, thread-local) are added padded to both
// the padded and the unpadded timelines; the unpadded peak is the unpadded
// heap at the padded peak; a tuple element's shape is taken from the last
// shape-index element; buffers under 16 KiB fold into one "small" object.
#ifndef TPUSIM_MEMORY_MEMORY_VIEWER_H_
#define TPUSIM_MEMORY_MEMORY_VIEWER_H_

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "hlo/ir/buffer_assignment_record.h"
#include "hlo/ir/hlo_module.h"
#include "memory/memory_analysis.h"
#include "memory/size_function.h"
#include "nlohmann/json.hpp"

namespace tpusim::memory {

struct MemoryViewerHeapObject {
  int32_t numbered = 0;
  std::string label;
  int32_t logical_buffer_id = 0;
  double logical_buffer_size_mib = 0;
  double unpadded_shape_mib = 0;
  std::string instruction_name;
  std::string shape_string;
  std::string tf_op_name;
  std::string group_name;
  std::string op_code;
  bool has_source_info = false;
  std::string source_file;
  int32_t source_line = 0;
  std::string source_stack_frame;  // "file.py:95:0\n...", as captures carry it.
};

struct MemoryViewerLogicalBuffer {
  int64_t id = 0;
  std::string shape;
  double size_mib = 0;
  std::string hlo_name;
  std::vector<int64_t> shape_index;
};

struct MemoryViewerAllocation {
  int64_t id = 0;
  double size_mib = 0;
  std::vector<std::string> attributes;
  std::vector<MemoryViewerLogicalBuffer> logical_buffers;
  std::string common_shape;
};

struct MemoryViewerResult {
  std::vector<double> heap_sizes;
  std::vector<double> unpadded_heap_sizes;
  std::vector<MemoryViewerHeapObject> max_heap;
  std::vector<MemoryViewerHeapObject> max_heap_by_size;
  std::map<int32_t, std::pair<int32_t, int32_t>> logical_buffer_spans;  // id -> (start, limit)
  std::vector<int32_t> max_heap_to_by_size;
  std::vector<int32_t> by_size_to_max_heap;
  std::string module_name;
  std::string entry_computation_name;
  double peak_heap_mib = 0;
  double peak_unpadded_heap_mib = 0;
  int32_t peak_heap_size_position = 0;
  double entry_computation_parameters_mib = 0;
  double non_reusable_mib = 0;
  double maybe_live_out_mib = 0;
  std::vector<MemoryViewerAllocation> indefinite_lifetimes;
  double total_buffer_allocation_mib = 0;
  double indefinite_buffer_allocation_mib = 0;
  std::vector<std::string> hlo_instruction_names;
};

struct MemoryViewerOptions {
  int64_t memory_color = 0;
  int64_t small_buffer_size = 16 * 1024;
  // Gives shapes without a TPU layout the one their buffers were sized with
  // (XLA prints every shape laid out, `f32[8,128]{1,0:T(8,128)}`; a
  // pre-optimization module has none). Null: shapes as the module has them.
  const SizeFunction* size_function = nullptr;
};

// memory_viewer over `record`, whose buffers refer to `module`'s instructions
// by id (or, for records without ids, by name).
absl::StatusOr<MemoryViewerResult> BuildMemoryViewer(const hlo::Module& module,
                                                     const hlo::BufferAssignmentRecord& record,
                                                     const MemoryViewerOptions& options = {});

// Our assignment in XLA's BufferAssignmentProto form: logical buffers (value
// ids, sizes, defining instruction ids, colors), allocations with their
// assigned buffers, and one heap trace per heap simulation.
hlo::BufferAssignmentRecord ToBufferAssignmentRecord(const MemoryAnalysis& analysis);

// Proto3 JSON of tensorflow.profiler.PreprocessResult (default values
// omitted, int64 as strings, keys sorted as in xprof's golden files).
nlohmann::json MemoryViewerToJson(const MemoryViewerResult& result);

// The inverse, for captures the profiler wrote (xprof's memory_viewer tool
// output): absent fields take proto3 defaults, int64 fields read from
// strings or numbers. An error names the field whose type is wrong.
absl::StatusOr<MemoryViewerResult> MemoryViewerFromJson(const nlohmann::json& json);

}  // namespace tpusim::memory

#endif  // TPUSIM_MEMORY_MEMORY_VIEWER_H_
