#include "hlo/proto/proto_text.h"

#include <cmath>
#include <limits>

#include "gtest/gtest.h"
#include "hlo/proto/xla_hlo.pb.h"

namespace tpusim::hlo::proto_text {
namespace {

namespace xs = ::tpusim::xla_schema;

xs::OpSharding Tiled(std::vector<int64_t> dims) {
  xs::OpSharding s;
  s.set_type(xs::OpSharding::OTHER);
  for (int64_t d : dims) s.add_tile_assignment_dimensions(d);
  return s;
}

TEST(ShardingToTextTest, SimpleKinds) {
  xs::OpSharding s;
  EXPECT_EQ(ShardingToText(s), "{replicated}");
  s.set_type(xs::OpSharding::MANUAL);
  EXPECT_EQ(ShardingToText(s), "{manual}");
  s.set_type(xs::OpSharding::UNKNOWN);
  EXPECT_EQ(ShardingToText(s), "{unknown}");
  s.set_type(xs::OpSharding::MAXIMAL);
  EXPECT_EQ(ShardingToText(s), std::nullopt);  // No device.
  s.add_tile_assignment_devices(3);
  EXPECT_EQ(ShardingToText(s), "{maximal device=3}");
}

TEST(ShardingToTextTest, TiledExplicitAndIota) {
  xs::OpSharding s = Tiled({2, 2});
  for (int d : {0, 2, 1, 3}) s.add_tile_assignment_devices(d);
  EXPECT_EQ(ShardingToText(s), "{devices=[2,2]0,2,1,3}");
  s.add_tile_assignment_devices(4);
  EXPECT_EQ(ShardingToText(s), std::nullopt);  // 5 devices for 4 tiles.

  // The v6e capture: devices=[2,1,1,1,1,4]<=[8] last_tile_dim_replicate.
  xs::OpSharding iota = Tiled({2, 1, 1, 1, 1, 4});
  iota.add_iota_reshape_dims(8);
  iota.add_iota_transpose_perm(0);
  iota.set_replicate_on_last_tile_dim(true);
  EXPECT_EQ(ShardingToText(iota), "{devices=[2,1,1,1,1,4]<=[8] last_tile_dim_replicate}");

  xs::OpSharding transposed = Tiled({4, 2});
  transposed.add_iota_reshape_dims(2);
  transposed.add_iota_reshape_dims(4);
  transposed.add_iota_transpose_perm(1);
  transposed.add_iota_transpose_perm(0);
  transposed.add_last_tile_dims(xs::OpSharding::MANUAL);
  EXPECT_EQ(ShardingToText(transposed), "{devices=[4,2]<=[2,4]T(1,0) last_tile_dims={manual}}");

  xs::OpSharding implicit = Tiled({2, 2});  // No devices, no iota: iota(4).
  implicit.set_is_shard_group(true);
  implicit.set_shard_group_id(3);
  implicit.set_shard_group_type(xs::OpSharding::LIKE);
  EXPECT_EQ(ShardingToText(implicit), "{devices=[2,2]<=[4] shard_like 3}");
}

TEST(ShardingToTextTest, TuplesAndNamedSharding) {
  xs::OpSharding t;
  t.set_type(xs::OpSharding::TUPLE);
  t.add_tuple_shardings();
  t.add_tuple_shardings()->set_type(xs::OpSharding::MAXIMAL);
  t.mutable_tuple_shardings(1)->add_tile_assignment_devices(0);
  EXPECT_EQ(ShardingToText(t), "{{replicated}, {maximal device=0}}");

  // Field 14 (Shardy named_sharding) is not spelled here.
  xs::OpSharding named;
  named.ParseFromString(std::string("\x72\x00", 2));
  EXPECT_EQ(ShardingToText(named), std::nullopt);
}

TEST(IotaDeviceListToTextTest, CanonicalizesLikeXla) {
  EXPECT_EQ(IotaDeviceListToText({4, 2}, {2, 4}, {1, 0}), "[4,2]<=[2,4]T(1,0)");
  EXPECT_EQ(IotaDeviceListToText({2, 4}, {2, 4}, {0, 1}), "[2,4]<=[8]");
  EXPECT_EQ(IotaDeviceListToText({8}, {2, 1, 4}, {0, 1, 2}), "[8]<=[8]");
  EXPECT_EQ(IotaDeviceListToText({2, 8}, {2, 2, 4}, {2, 0, 1}), "[2,8]<=[4,4]T(1,0)");
  EXPECT_EQ(IotaDeviceListToText({1}, {1}, {0}), "[1]<=[1]");
  EXPECT_EQ(IotaDeviceListToText({8}, {8}, {}), "[8]<=[8]");
  // Malformed lists print as given instead of being canonicalized.
  EXPECT_EQ(IotaDeviceListToText({2}, {2, 4}, {5, 0}), "[2]<=[2,4]T(5,0)");
  EXPECT_EQ(IotaDeviceListToText({2}, {2, 4}, {0, 0}), "[2]<=[2,4]T(0,0)");
  EXPECT_EQ(IotaDeviceListToText({2}, {1, 4}, {0}), "[2]<=[1,4]");
  EXPECT_EQ(IotaDeviceListToText({2}, {std::numeric_limits<int64_t>::max(), 4}, {0, 1}),
            "[2]<=[9223372036854775807,4]");
}

xs::LiteralProto WithShape(xs::PrimitiveType type, std::vector<int64_t> dims,
                           std::vector<int64_t> minor_to_major = {}) {
  xs::LiteralProto lit;
  lit.mutable_shape()->set_element_type(type);
  for (int64_t d : dims) lit.mutable_shape()->add_dimensions(d);
  for (int64_t d : minor_to_major) lit.mutable_shape()->mutable_layout()->add_minor_to_major(d);
  return lit;
}

TEST(LiteralToTextTest, ScalarsVectorsAndMatrices) {
  const Shape unused;
  xs::LiteralProto f = WithShape(xs::F32, {});
  f.add_f32s(1.0f);
  EXPECT_EQ(LiteralToText(f, unused), "1");
  xs::LiteralProto v = WithShape(xs::S32, {3});
  for (int x : {1, -2, 3}) v.add_s32s(x);
  EXPECT_EQ(LiteralToText(v, unused), "{1, -2, 3}");
  xs::LiteralProto m = WithShape(xs::S32, {2, 3});
  for (int x : {1, 2, 3, 4, 5, 6}) m.add_s32s(x);
  EXPECT_EQ(LiteralToText(m, unused), "{ { 1, 2, 3 }, { 4, 5, 6 } }");
  xs::LiteralProto column = WithShape(xs::S32, {2, 1});
  column.add_s32s(7);
  column.add_s32s(8);
  EXPECT_EQ(LiteralToText(column, unused), "{ {7}, {8} }");
  // Stored column-major ({0,1}); printed in index order.
  xs::LiteralProto cm = WithShape(xs::S32, {2, 3}, {0, 1});
  for (int x : {1, 4, 2, 5, 3, 6}) cm.add_s32s(x);
  EXPECT_EQ(LiteralToText(cm, unused), "{ { 1, 2, 3 }, { 4, 5, 6 } }");
  xs::LiteralProto cube = WithShape(xs::PRED, {2, 1, 2});
  for (bool b : {true, false, false, true}) cube.add_preds(b);
  EXPECT_EQ(LiteralToText(cube, unused),
            "{ { { true, false } }, { { false, true } } }");
  xs::LiteralProto empty = WithShape(xs::F32, {0});
  EXPECT_EQ(LiteralToText(empty, unused), "{}");
}

TEST(LiteralToTextTest, ElementTypes) {
  const Shape unused;
  xs::LiteralProto bf16 = WithShape(xs::BF16, {2});
  bf16.set_bf16s(std::string("\x80\x3f\xc0\x3f", 4));  // 1.0, 1.5
  EXPECT_EQ(LiteralToText(bf16, unused), "{1, 1.5}");
  xs::LiteralProto f16 = WithShape(xs::F16, {2});
  f16.set_f16s(std::string("\x00\x3c\x66\x2e", 4));  // 1.0, ~0.1
  EXPECT_EQ(LiteralToText(f16, unused), "{1, 0.1}");
  xs::LiteralProto s8 = WithShape(xs::S8, {2});
  s8.set_s8s(std::string("\xff\x05", 2));
  EXPECT_EQ(LiteralToText(s8, unused), "{-1, 5}");
  xs::LiteralProto s4 = WithShape(xs::S4, {2});
  s4.set_s4s(std::string("\x0f\x07", 2));
  EXPECT_EQ(LiteralToText(s4, unused), "{-1, 7}");
  xs::LiteralProto u64 = WithShape(xs::U64, {});
  u64.add_u64s(18446744073709551615u);
  EXPECT_EQ(LiteralToText(u64, unused), "18446744073709551615");
  xs::LiteralProto c64 = WithShape(xs::C64, {});
  c64.add_c64s(1.5f);
  c64.add_c64s(-2.0f);
  EXPECT_EQ(LiteralToText(c64, unused), "(1.5, -2)");
  xs::LiteralProto f = WithShape(xs::F32, {4});
  for (float x : {0.1f, std::numeric_limits<float>::infinity(), -0.0f, NAN}) f.add_f32s(x);
  EXPECT_EQ(LiteralToText(f, unused), "{0.1, inf, -0, nan}");
  xs::LiteralProto f64 = WithShape(xs::F64, {});
  f64.add_f64s(0.1);
  EXPECT_EQ(LiteralToText(f64, unused), "0.1");
}

TEST(LiteralToTextTest, ElidesWhatItCannotShow) {
  const Shape unused;
  xs::LiteralProto short_data = WithShape(xs::F32, {3});
  short_data.add_f32s(1);
  EXPECT_EQ(LiteralToText(short_data, unused), "{...}");
  xs::LiteralProto f8 = WithShape(xs::F8E4M3FN, {1});
  f8.set_f8e4m3fns("\x38");
  EXPECT_EQ(LiteralToText(f8, unused), "{...}");
  xs::LiteralProto tuple = WithShape(xs::TUPLE, {});
  EXPECT_EQ(LiteralToText(tuple, unused), "{...}");
  xs::LiteralProto huge = WithShape(xs::F32, {1 << 20, 1 << 20});
  EXPECT_EQ(LiteralToText(huge, unused), "{...}");
  xs::LiteralProto overflow = WithShape(xs::F32, {1LL << 40, 1LL << 40});
  EXPECT_EQ(LiteralToText(overflow, unused), "{...}");
  xs::LiteralProto small = WithShape(xs::S32, {4});
  for (int i = 0; i < 4; ++i) small.add_s32s(i);
  EXPECT_EQ(LiteralToText(small, unused, /*max_elements=*/3), "{...}");
  // Without a literal shape, the instruction's shape decides.
  xs::LiteralProto shapeless;
  shapeless.add_s32s(9);
  EXPECT_EQ(LiteralToText(shapeless, Shape(PrimitiveType::kS32, {1})), "{9}");
}

TEST(FrontendAttributesToTextTest, SortedQuotedJsonBare) {
  xs::FrontendAttributes a;
  (*a.mutable_map())["b"] = "x\"y";
  (*a.mutable_map())["a"] = "{\"k\": {\"n\": 1}}";
  EXPECT_EQ(FrontendAttributesToText(a), "{a={\"k\": {\"n\": 1}},b=\"x\\\"y\"}");
  EXPECT_EQ(FrontendAttributesToText(xs::FrontendAttributes()), "{}");
}

TEST(LooksLikeJsonDictTest, BalancedBracesOnly) {
  EXPECT_TRUE(LooksLikeJsonDict("{}"));
  EXPECT_TRUE(LooksLikeJsonDict(" {\"a\":\"}\"} "));
  EXPECT_FALSE(LooksLikeJsonDict("{} {}"));
  EXPECT_FALSE(LooksLikeJsonDict("{\"a\":1"));
  EXPECT_FALSE(LooksLikeJsonDict("abc"));
  EXPECT_FALSE(LooksLikeJsonDict("{\"a\":\"x}"));
}

TEST(FloatToTextTest, ShortestRoundTrip) {
  EXPECT_EQ(FloatToText(1.0f), "1");
  EXPECT_EQ(FloatToText(0.1f), "0.1");
  EXPECT_EQ(FloatToText(16777217.0f), "16777216");
  EXPECT_EQ(FloatToText(3.14159274f), "3.14159274");
  EXPECT_EQ(FloatToText(1e10f), "1e+10");
  EXPECT_EQ(FloatToText(-std::numeric_limits<float>::infinity()), "-inf");
  EXPECT_EQ(DoubleToText(0.30000000000000004), "0.30000000000000004");
}

}  // namespace
}  // namespace tpusim::hlo::proto_text
