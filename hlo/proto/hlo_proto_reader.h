// Reads XLA protos into the HLO IR: HloModuleProto, HloProto (module plus
// BufferAssignmentProto, which is kept as Module::buffer_assignment), in
// binary or text-proto form, and the HloProtos stored in an XSpace profile
// (*.xplane.pb, plane "/host:metadata", stat "Hlo Proto").
#ifndef TPUSIM_HLO_PROTO_HLO_PROTO_READER_H_
#define TPUSIM_HLO_PROTO_HLO_PROTO_READER_H_

#include <memory>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "hlo/ir/hlo_module.h"

namespace tpusim::hlo {

// Binary HloProto, HloModuleProto or tpu_graphs ModuleTuningData (told apart
// by content). Errors are InvalidArgument and start with "<filename>: ".
absl::StatusOr<std::unique_ptr<Module>> ReadHloProtoBinary(
    absl::string_view bytes, absl::string_view filename);

// Text-proto HloProto, HloModuleProto or ModuleTuningData (as `protoc
// --decode` prints). Unknown fields are skipped; fields printed by number
// because the printing schema was older are recovered. Syntax errors are
// "FILE:LINE:COL: error: ..." diagnostics.
absl::StatusOr<std::unique_ptr<Module>> ReadHloProtoText(
    absl::string_view text, absl::string_view filename);

// Every HloProto in an XSpace (planes "/host:metadata", stat "Hlo Proto"),
// each module named "<name>(<program id>)", ordered by program id. Only the
// metadata planes are parsed.
absl::StatusOr<std::vector<std::unique_ptr<Module>>> ReadXSpace(
    absl::string_view bytes, absl::string_view filename);

}  // namespace tpusim::hlo

#endif  // TPUSIM_HLO_PROTO_HLO_PROTO_READER_H_
