// HLO-text spellings of proto values that the IR keeps as text: shardings,
// constant literals, iota device lists, frontend attributes. Each renderer
// writes what XLA's own printer writes for the same value (HloSharding::
// ToString, Literal::ToStringWithoutShapeOneline, IotaReplicaGroupList::
// ToString, FrontendAttributesToString), so a proto-imported module prints
// like XLA's dump of it. Internal to hlo/proto.
#ifndef TPUSIM_HLO_PROTO_PROTO_TEXT_H_
#define TPUSIM_HLO_PROTO_PROTO_TEXT_H_

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "hlo/ir/shape.h"
#include "hlo/proto/xla_hlo.pb.h"

namespace tpusim::hlo::proto_text {

// "{replicated}", "{maximal device=3}", "{devices=[2,1,4]<=[8]
// last_tile_dim_replicate}", "{{replicated}, {manual}}". nullopt when the
// sharding uses a form with no HLO-text spelling here (Shardy
// named_sharding, tile counts that disagree with the device list).
std::optional<std::string> ShardingToText(
    const xla_schema::OpSharding& sharding);

// The iota device-list form "[4,2]<=[2,4]T(1,0)" (after the canonicalization
// XLA applies: size-1 dims dropped, dims that stay adjacent after the
// transpose merged).
std::string IotaDeviceListToText(const std::vector<int64_t>& dims,
                                 const std::vector<int64_t>& reshape_dims,
                                 const std::vector<int64_t>& transpose_perm);

// The literal as it appears between the parentheses of `constant(...)`:
// "1", "{1, 2}", "{ { 1, 2 }, { 3, 4 } }", "true", "(1, 2)" for complex.
// `shape` is the constant's shape, used when the literal has none. Returns
// "{...}" (XLA's elision) for tuples, element types whose encoding is not
// decoded here, element data that does not match the shape, and literals
// above `max_elements` elements; output size is bounded by the data present.
std::string LiteralToText(const xla_schema::LiteralProto& literal,
                          const Shape& shape, int64_t max_elements = 1 << 16);

// "{_xla_stream_annotation="1",k={json}}": keys sorted, values quoted and
// C-escaped unless they are a JSON dict. Empty map -> "{}".
std::string FrontendAttributesToText(
    const xla_schema::FrontendAttributes& attributes);

// Shortest decimal that reads back as the same value, XLA style ("%.*g",
// digits10 first, max_digits10 if that does not round-trip); "nan", "inf".
std::string FloatToText(float value);
std::string DoubleToText(double value);

// True if `text` (trimmed) is a JSON object, "{...}": XLA prints such
// backend configs and frontend-attribute values without quotes.
bool LooksLikeJsonDict(const std::string& text);

}  // namespace tpusim::hlo::proto_text

#endif  // TPUSIM_HLO_PROTO_PROTO_TEXT_H_
