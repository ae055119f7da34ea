#include "tpu_model/chip.h"

#include <cstdio>
#include <fstream>
#include <string>

#include "gtest/gtest.h"
#include "tpu_model/shape_size.h"
#include "test/status_matchers.h"

namespace tpusim::tpu {
namespace {

const ChipSpec& Chip(const std::string& name) {
  absl::StatusOr<const ChipSpec*> chip = FindChip(name);
  EXPECT_THAT(chip, IsOk());
  return **chip;
}

TEST(ChipTableTest, AllGenerationsOldestFirst) {
  std::vector<std::string> names;
  for (const ChipSpec& chip : AllChips()) names.push_back(chip.name);
  EXPECT_EQ(names, (std::vector<std::string>{"v2", "v3", "v4", "v5e", "v5p", "v6e", "v7x"}));
}

// tpu_hw.md section 3 / tpu_oom_layouts.md section 1: "Used X of Y hbm".
TEST(ChipTableTest, UsableHbmPrintsExactlyAsXlaDoes) {
  EXPECT_EQ(FormatXlaSize(Chip("v2").usable_hbm_bytes), "7.48G");    // EasyDeL#78
  EXPECT_EQ(FormatXlaSize(Chip("v3").usable_hbm_bytes), "15.48G");   // LWM#60
  EXPECT_EQ(FormatXlaSize(Chip("v4").usable_hbm_bytes), "15.25G");   // [ORACLE] per TensorCore
  EXPECT_EQ(FormatXlaSize(Chip("v5e").usable_hbm_bytes), "15.75G");  // v5litepod-1
  EXPECT_EQ(FormatXlaSize(Chip("v5p").usable_hbm_bytes), "95.74G");  // XLA E1000
  EXPECT_EQ(FormatXlaSize(Chip("v6e").usable_hbm_bytes), "31.25G");  // v6e-8 logs
  EXPECT_EQ(FormatXlaSize(Chip("v7x").usable_hbm_bytes), "94.75G");  // DeepSeek v7x
}

TEST(ChipTableTest, ReservedLinesAsPrinted) {
  EXPECT_EQ(FormatXlaSize(Chip("v2").reserved_bytes), "530.00M");
  EXPECT_EQ(FormatXlaSize(Chip("v3").reserved_bytes), "530.00M");
  EXPECT_EQ(FormatXlaSize(Chip("v6e").reserved_bytes), "260.00M");
  EXPECT_EQ(Chip("v5p").reserved_bytes, 0);  // Never printed for v5p.
}

// tpu_hw.md section 1.
TEST(ChipTableTest, DevicesCoresAndMxus) {
  EXPECT_EQ(Chip("v2").devices_per_chip, 2);
  EXPECT_EQ(Chip("v3").mxus_per_tensorcore, 2);
  EXPECT_EQ(Chip("v4").devices_per_chip, 2);  // [ORACLE] one device per TensorCore.
  EXPECT_EQ(Chip("v4").tensorcores_per_device, 1);
  EXPECT_EQ(Chip("v5p").tensorcores_per_chip(), 2);
  EXPECT_EQ(Chip("v5e").tensorcores_per_chip(), 1);
  EXPECT_EQ(Chip("v7x").devices_per_chip, 2);  // One device per TensorCore.
  EXPECT_EQ(Chip("v7x").tensorcores_per_device, 1);
  for (const char* name : {"v2", "v3", "v4", "v5e", "v5p"}) {
    EXPECT_EQ(Chip(name).mxu_size, 128) << name;
  }
  EXPECT_EQ(Chip("v6e").mxu_size, 256);
  EXPECT_EQ(Chip("v7x").mxu_size, 256);
}

TEST(ChipTableTest, MemoriesAndPeaks) {
  EXPECT_EQ(Chip("v5e").vmem_bytes, int64_t{128} << 20);
  EXPECT_EQ(Chip("v5p").vmem_bytes, int64_t{64} << 20);
  EXPECT_EQ(Chip("v7x").vmem_bytes, int64_t{64} << 20);  // "of 64.00M vmem" v7x OOM.
  EXPECT_EQ(Chip("v3").smem_bytes, 16 << 10);
  EXPECT_EQ(Chip("v5e").smem_bytes, 1 << 20);            // "of 1.00M smem" v5e OOM.
  EXPECT_GT(Chip("v4").cmem_bytes, 0);
  EXPECT_EQ(Chip("v5p").hbm_bytes_per_device, int64_t{96} << 30);
  EXPECT_EQ(Chip("v7x").hbm_bytes_per_device, int64_t{96} << 30);  // 192 GiB / 2 devices.
  EXPECT_DOUBLE_EQ(Chip("v6e").peak_bf16_tflops, 918);
  EXPECT_DOUBLE_EQ(Chip("v7x").peak_fp8_tflops, 4614);
  EXPECT_DOUBLE_EQ(Chip("v5p").hbm_bandwidth_gbps, 2765);
  for (const ChipSpec& chip : AllChips()) {
    EXPECT_EQ(chip.sublanes, 8) << chip.name;  // 8 x 128 x 32-bit vregs [JAX].
    EXPECT_EQ(chip.lanes, 128) << chip.name;
    EXPECT_EQ(chip.vreg_bits, 32) << chip.name;
    EXPECT_LT(chip.usable_hbm_bytes, chip.hbm_bytes_per_device) << chip.name;
  }
}

TEST(ChipTableTest, LayoutRulesAreData) {
  EXPECT_EQ(Chip("v2").layout.pred_storage_bits, 32);  // pred ...E(32) on v2.
  EXPECT_EQ(Chip("v5p").layout.pred_storage_bits, 8);  // pred ...(4,1) on v5p.
  // [ORACLE] v2/v3 reorder like v4+ (f32[1000,10]{0,1} mlp weights).
  EXPECT_TRUE(Chip("v3").layout.reorder_to_cut_padding);
  EXPECT_TRUE(Chip("v5p").layout.reorder_to_cut_padding);
  // [ORACLE] v7x HBM arrays take 8-row tiles; v2/v3 store s4 in a byte.
  EXPECT_FALSE(Chip("v7x").layout.large_second_minor_tiles);
  EXPECT_TRUE(Chip("v7x").layout.large_tiles_for_intermediates);
  EXPECT_TRUE(Chip("v5p").recomputes_widened_values);
  EXPECT_TRUE(Chip("v5e").recomputes_widened_values);
  EXPECT_TRUE(Chip("v7x").alternate_memory.convolution_reserved_for_overlapping_windows);
  EXPECT_FALSE(Chip("v6e").alternate_memory.convolution_reserved_for_overlapping_windows);
  EXPECT_FALSE(Chip("v6e").recomputes_widened_values);
  EXPECT_TRUE(Chip("v5p").stores_bf16_probabilities);
  EXPECT_TRUE(Chip("v7x").stores_bf16_probabilities);
  EXPECT_FALSE(Chip("v5e").stores_bf16_probabilities);
  EXPECT_EQ(Chip("v6e").max_nested_mid_result_bytes, int64_t{16} << 20);
  EXPECT_EQ(Chip("v5p").max_nested_mid_result_bytes, int64_t{64} << 20);
  EXPECT_FALSE(Chip("v6e").layout.large_tiles_for_intermediates);
  EXPECT_EQ(Chip("v2").layout.min_storage_bits, 8);
  EXPECT_EQ(Chip("v4").layout.min_storage_bits, 4);
}

TEST(FindChipTest, AliasesAndSpellings) {
  EXPECT_EQ(Chip("V5P").name, "v5p");
  EXPECT_EQ(Chip("v5litepod").name, "v5e");
  EXPECT_EQ(Chip("v5lite").name, "v5e");
  EXPECT_EQ(Chip("TPU v5 lite").name, "v5e");   // JAX device_kind.
  EXPECT_EQ(Chip("v5litepod-16").name, "v5e");  // Slice names.
  EXPECT_EQ(Chip("v5p-64").name, "v5p");
  EXPECT_EQ(Chip("TPU v5").name, "v5p");
  EXPECT_EQ(Chip("trillium").name, "v6e");
  EXPECT_EQ(Chip("TPU v6 lite").name, "v6e");
  EXPECT_EQ(Chip("tpu7x").name, "v7x");
  EXPECT_EQ(Chip("TPU7x").name, "v7x");
  EXPECT_EQ(Chip("ironwood").name, "v7x");
  EXPECT_EQ(Chip("v3-8").name, "v3");
  EXPECT_EQ(Chip("tpu_v4").name, "v4");
}

TEST(FindChipTest, UnknownListsKnownNames) {
  absl::StatusOr<const ChipSpec*> chip = FindChip("v9000");
  ASSERT_FALSE(chip.ok());
  EXPECT_EQ(chip.status().code(), absl::StatusCode::kNotFound);
  EXPECT_NE(chip.status().message().find("v2, v3, v4, v5e, v5p, v6e, v7x"), std::string::npos);
  EXPECT_FALSE(FindChip("").ok());
}

TEST(ChipFileTest, FullDescription) {
  absl::StatusOr<ChipSpec> chip = ParseChipJson(R"({
    "name": "myv9", "aliases": ["nine"], "devices_per_chip": 1,
    "tensorcores_per_device": 2, "mxus_per_tensorcore": 8, "mxu_size": 512,
    "hbm_bytes_per_device": 137438953472, "reserved_bytes": 1073741824,
    "hbm_bandwidth_gbps": 9000.5, "vmem_bytes": 268435456,
    "peak_bf16_tflops": 5000,
    "layout_rules": {"large_second_minor_tiles": true, "min_tile_rows": 2},
    "size_rules": {"tuple_pointer_bytes": 8, "untiled_memory_spaces": [2, 4, 7]}
  })");
  ASSERT_THAT(chip, IsOk());
  EXPECT_EQ(chip->name, "myv9");
  EXPECT_EQ(chip->display_name, "myv9");
  EXPECT_EQ(chip->mxu_size, 512);
  EXPECT_EQ(chip->usable_hbm_bytes, (int64_t{128} - 1) << 30);  // HBM - reserved.
  EXPECT_DOUBLE_EQ(chip->hbm_bandwidth_gbps, 9000.5);
  EXPECT_TRUE(chip->layout.large_second_minor_tiles);
  EXPECT_EQ(chip->layout.min_tile_rows, 2);
  EXPECT_EQ(chip->size.tuple_pointer_bytes, 8);
  EXPECT_EQ(chip->size.untiled_memory_spaces, (std::vector<int64_t>{2, 4, 7}));
}

TEST(ChipFileTest, BaseChipIsOverridden) {
  absl::StatusOr<ChipSpec> chip =
      ParseChipJson(R"({"base": "trillium", "name": "v6e-more-hbm",
                       "hbm_bytes_per_device": 68719476736,
                       "usable_hbm_bytes": 66571993088})");
  ASSERT_THAT(chip, IsOk());
  EXPECT_EQ(chip->mxu_size, 256);  // From v6e.
  EXPECT_EQ(FormatXlaSize(chip->usable_hbm_bytes), "62.00G");
  EXPECT_TRUE(chip->aliases.empty());  // Not inherited: they name v6e.
}

TEST(ChipFileTest, Errors) {
  EXPECT_FALSE(ParseChipJson("not json").ok());
  EXPECT_FALSE(ParseChipJson("[1,2]").ok());
  EXPECT_FALSE(ParseChipJson(R"({"hbm_bytes_per_device": 1})").ok());  // No name.
  EXPECT_FALSE(ParseChipJson(R"({"name": "x"})").ok());                // No HBM.
  absl::StatusOr<ChipSpec> typo =
      ParseChipJson(R"({"name": "x", "hbm_bytes_per_device": 1, "mxu_sise": 3})", "f.json");
  ASSERT_FALSE(typo.ok());
  EXPECT_NE(typo.status().message().find("f.json:1:42: error: unknown key 'mxu_sise'"),
            std::string::npos)
      << typo.status().message();
  absl::StatusOr<ChipSpec> broken = ParseChipJson("{\n  \"name\": \"x\",\n  \"hbm\" 5\n}", "g.json");
  ASSERT_FALSE(broken.ok());
  EXPECT_NE(broken.status().message().find("g.json:3:9: error: not valid JSON"), std::string::npos)
      << broken.status().message();
  EXPECT_FALSE(ParseChipJson(R"({"name": "x", "hbm_bytes_per_device": -5})").ok());
  EXPECT_FALSE(ParseChipJson(R"({"name": "x", "hbm_bytes_per_device": "16G"})").ok());
  EXPECT_FALSE(ParseChipJson(R"({"name": "x", "hbm_bytes_per_device": 10,
                                 "usable_hbm_bytes": 20})").ok());
  EXPECT_FALSE(ParseChipJson(R"({"name": "x", "hbm_bytes_per_device": 1,
                                 "mxu_size": 99999999999})").ok());
  EXPECT_FALSE(ParseChipJson(R"({"base": "v99", "name": "x"})").ok());
  EXPECT_FALSE(ParseChipJson(R"({"base": "v5p", "name": "x",
                                 "layout_rules": {"pred_storage_bits": 16}})").ok());
  EXPECT_FALSE(ParseChipJson(R"({"base": "v5p", "name": "x",
                                 "layout_rules": {"bogus": 1}})").ok());
}

TEST(ChipFileTest, LoadsFromDisk) {
  std::string path = ::testing::TempDir() + "/chip_test_v5p_plus.json";
  {
    std::ofstream out(path);
    out << R"({"base": "v5p", "name": "v5p-plus", "peak_bf16_tflops": 500})";
  }
  absl::StatusOr<ChipSpec> chip = LoadChipFile(path);
  ASSERT_THAT(chip, IsOk());
  EXPECT_EQ(chip->name, "v5p-plus");
  EXPECT_DOUBLE_EQ(chip->peak_bf16_tflops, 500);
  std::remove(path.c_str());
  EXPECT_EQ(LoadChipFile(path).status().code(), absl::StatusCode::kNotFound);
}

// Moved from compat (issue 18): FindChip ignores a slice suffix, this reads it.
TEST(SliceDevicesTest, FollowsCloudTpuNaming) {
  EXPECT_EQ(SliceDevicesFromChipName("v5p-8", Chip("v5p")), 4);   // 4 chips, megacore.
  // v4-N counts TensorCores; the oracle compiles one device per TensorCore.
  EXPECT_EQ(SliceDevicesFromChipName("v4-32", Chip("v4")), 32);
  EXPECT_EQ(SliceDevicesFromChipName("v3-8", Chip("v3")), 8);     // One device per core.
  EXPECT_EQ(SliceDevicesFromChipName("v5litepod-16", Chip("v5e")), 16);
  EXPECT_EQ(SliceDevicesFromChipName("v6e-8", Chip("v6e")), 8);
  EXPECT_EQ(SliceDevicesFromChipName("tpu7x-4", Chip("v7x")), 8);  // Generous reading.
  EXPECT_EQ(SliceDevicesFromChipName("v5p", Chip("v5p")), std::nullopt);
  EXPECT_EQ(SliceDevicesFromChipName("v5p-abc", Chip("v5p")), std::nullopt);
}

}  // namespace
}  // namespace tpusim::tpu
