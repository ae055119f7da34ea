// Recovers fields that a text proto shows by number.
//
// `protoc --decode` prints fields its schema does not know as unknown fields,
// by number: `2 { 1: 4  3: "\002\004" }`. When the printing schema was older
// than ours (the shared v6e capture was decoded with an hlo.proto that lacked
// the iota replica-group list), those numbers name fields we do know. The
// text parser can only skip them; this pass re-encodes each such entry into
// wire format and merges it into the message it belongs to, so the text form
// converts exactly like the binary form. Internal to hlo/proto.
#ifndef TPUSIM_HLO_PROTO_NUMBERED_FIELDS_H_
#define TPUSIM_HLO_PROTO_NUMBERED_FIELDS_H_

#include "absl/strings/string_view.h"
#include "google/protobuf/message.h"

namespace tpusim::hlo {

// `text` must already have been parsed into `message` (leniently, unknown
// fields skipped). Merges every numbered entry whose number is a field of
// the enclosing message type; returns how many were merged. Entries the pass
// cannot place (inside maps or `[...]` lists, or not in the printed unknown-
// field forms) are left skipped.
int MergeNumberedFields(absl::string_view text, google::protobuf::Message* message);

}  // namespace tpusim::hlo

#endif  // TPUSIM_HLO_PROTO_NUMBERED_FIELDS_H_
