// Converts XLA's HloModuleProto (tpusim's reading schema, xla_hlo.proto) into
// the HLO IR. Every proto field lands on the attribute key and typed kind the
// HLO text parser uses for the same thing, in the order XLA's printer writes
// them, so printing a proto-imported module gives the HLO text XLA would
// print. Internal to hlo/proto; the public entry points are in
// hlo_proto_reader.h.
#ifndef TPUSIM_HLO_PROTO_PROTO_TO_HLO_H_
#define TPUSIM_HLO_PROTO_PROTO_TO_HLO_H_

#include <memory>

#include "absl/status/statusor.h"
#include "hlo/ir/hlo_module.h"
#include "hlo/proto/xla_hlo.pb.h"

namespace tpusim::hlo {

// Builds and finalizes a module. `buffer_assignment` (may be null) is kept as
// Module::buffer_assignment after checking that its ids refer to buffers and
// instructions that exist. Errors are InvalidArgument naming the offending
// computation, instruction or id; callers prefix the file name.
absl::StatusOr<std::unique_ptr<Module>> ConvertHloModuleProto(
    const xla_schema::HloModuleProto& proto,
    const xla_schema::BufferAssignmentProto* buffer_assignment);

// One shape, with its layout when the proto carries a non-empty one.
absl::StatusOr<Shape> ConvertShapeProto(const xla_schema::ShapeProto& proto);

}  // namespace tpusim::hlo

#endif  // TPUSIM_HLO_PROTO_PROTO_TO_HLO_H_
