#include "hlo/proto/numbered_fields.h"

#include "google/protobuf/text_format.h"
#include "gtest/gtest.h"
#include "hlo/proto/xla_hlo.pb.h"

namespace tpusim::hlo {
namespace {

namespace xs = ::tpusim::xla_schema;

bool ParseLenient(const std::string& text, google::protobuf::Message* message) {
  google::protobuf::TextFormat::Parser parser;
  parser.AllowUnknownField(true);
  return parser.ParseFromString(text, message);
}

TEST(MergeNumberedFieldsTest, RecoversFieldsTheSchemaKnows) {
  // How protoc prints an instruction whose device list came from a newer
  // hlo.proto: the iota list (field 2) as an unknown, numbered message.
  const std::string text = R"pb(
    name: "ar"
    collective_device_list {
      2 { 1: 4 2: 2 3: "\002\004" 4: "\001\000" }
    }
    dimensions: 3
    73: 1
    outfeed_config: "x"
  )pb";
  xs::HloInstructionProto inst;
  ASSERT_TRUE(ParseLenient(text, &inst));
  EXPECT_FALSE(inst.collective_device_list().has_iota_replica_group_list());
  EXPECT_EQ(MergeNumberedFields(text, &inst), 2);
  const xs::IotaReplicaGroupListProto& iota =
      inst.collective_device_list().iota_replica_group_list();
  EXPECT_EQ(iota.num_replica_groups(), 4);
  EXPECT_EQ(iota.num_devices_per_group(), 2);
  ASSERT_EQ(iota.iota_reshape_dims_size(), 2);
  EXPECT_EQ(iota.iota_reshape_dims(1), 4);
  ASSERT_EQ(iota.iota_transpose_perm_size(), 2);
  EXPECT_EQ(iota.iota_transpose_perm(0), 1);
  EXPECT_TRUE(inst.is_cross_program_prefetch());  // 73: 1
  EXPECT_EQ(inst.dimensions_size(), 1);
}

TEST(MergeNumberedFieldsTest, FindsTheRightRepeatedElement) {
  const std::string text = R"pb(
    computations { name: "a" instructions { name: "x" } instructions { name: "y" 13: 5 } }
    computations { name: "b" instructions { name: "z" 9: 2 } }
    schedule { sequences { key: 1 value { 7: 3 } } }
  )pb";
  xs::HloModuleProto module;
  ASSERT_TRUE(ParseLenient(text, &module));
  EXPECT_EQ(MergeNumberedFields(text, &module), 2);  // Map entries are left alone.
  EXPECT_EQ(module.computations(0).instructions(0).tuple_index(), 0);
  EXPECT_EQ(module.computations(0).instructions(1).tuple_index(), 5);
  EXPECT_EQ(module.computations(1).instructions(0).parameter_number(), 2);
}

TEST(MergeNumberedFieldsTest, FixedWidthAndNegativeValues) {
  const std::string text = "24: 0x3a83126f 25: -1 9999: 0x0000000000000001";
  xs::HloInstructionProto inst;
  ASSERT_TRUE(ParseLenient(text, &inst));
  EXPECT_EQ(MergeNumberedFields(text, &inst), 2);
  EXPECT_FLOAT_EQ(inst.epsilon(), 0.001f);  // Field 24 is a float: fixed32.
  EXPECT_EQ(inst.feature_index(), -1);
}

TEST(MergeNumberedFieldsTest, GivesUpOnWhatItCannotFollow) {
  xs::HloInstructionProto inst;
  EXPECT_EQ(MergeNumberedFields("[ext.field] { } 13: 1", &inst), 0);
  EXPECT_EQ(MergeNumberedFields("13 { name: \"x\" }", &inst), 0);
  EXPECT_EQ(MergeNumberedFields("name: \"x\" }", &inst), 0);
  EXPECT_EQ(MergeNumberedFields("13: ENUM", &inst), 0);
  EXPECT_EQ(inst.tuple_index(), 0);
}

}  // namespace
}  // namespace tpusim::hlo
