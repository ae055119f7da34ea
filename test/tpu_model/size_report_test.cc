#include "tpu_model/size_report.h"

#include <fstream>
#include <sstream>
#include <string>

#include "gtest/gtest.h"
#include "nlohmann/json.hpp"
#include "test/test_support.h"
#include "tpu_model/chip.h"
#include "tpu_model/shape_size.h"
#include "test/status_matchers.h"

namespace tpusim::tpu {
namespace {

SizeReport ReportFor(const std::string& text) {
  absl::StatusOr<hlo::Shape> shape = hlo::ParseShape(text);
  EXPECT_THAT(shape, IsOk());
  absl::StatusOr<SizeReport> report = SizeReportForShape(*shape);
  EXPECT_THAT(report, IsOk());
  return report.value_or(SizeReport{});
}

// v3 'au' ResNet-152 log (records.jsonl line 1): the one-hot output.
TEST(SizeReportTest, OneHotOutputLinesAsXlaPrintsThem) {
  SizeReport report = ReportFor("f32[4,128,128,9,18]{4,3,0,2,1:T(8,128)}");
  EXPECT_EQ(report.padded_bytes, 536870912);
  EXPECT_EQ(report.unpadded_bytes, 42467328);
  EXPECT_EQ(report.Lines(), (std::vector<std::string>{
                                "Size: 512.00M", "Unpadded size: 40.50M",
                                "Extra memory due to padding: 471.50M (12.6x expansion)"}));
}

// records.jsonl: f32[4,256,256,256]{3,0,2,1:T(4,128)} prints no padding line.
TEST(SizeReportTest, NoPaddingLineWhenEqual) {
  SizeReport report = ReportFor("f32[4,256,256,256]{3,0,2,1:T(4,128)}");
  EXPECT_EQ(report.Lines(),
            (std::vector<std::string>{"Size: 256.00M", "Unpadded size: 256.00M"}));
  EXPECT_FALSE(report.extra.has_value());
  EXPECT_FALSE(report.expansion.has_value());
}

TEST(SizeReportTest, Json) {
  nlohmann::json j = ReportFor("f32[4,128,128,9,18]{4,3,0,2,1:T(8,128)}").ToJson();
  EXPECT_EQ(j["padded_bytes"], 536870912);
  EXPECT_EQ(j["unpadded_bytes"], 42467328);
  EXPECT_EQ(j["size"], "512.00M");
  EXPECT_EQ(j["unpadded"], "40.50M");
  EXPECT_EQ(j["extra"], "471.50M");
  EXPECT_EQ(j["expansion"], "12.6x");
  nlohmann::json equal = ReportFor("f32[8,128]{1,0:T(8,128)}").ToJson();
  EXPECT_TRUE(equal["extra"].is_null());
  EXPECT_TRUE(equal["expansion"].is_null());
}

// Without a chip a tile-less layout is just its elements (XLA's generic
// ArraySize); with one, the chip's fallback tiling applies (old OOM report
// f32[32,128,32,64]{3,0,2,1}: 64.00M, 32.00M, 2.0x).
TEST(SizeReportTest, ChipAwareReport) {
  hlo::Shape shape = *hlo::ParseShape("f32[32,128,32,64]{3,0,2,1}");
  EXPECT_EQ(SizeReportForShape(shape)->size, "32.00M");
  absl::StatusOr<SizeReport> report = SizeReportForShape(shape, **FindChip("v3"));
  ASSERT_TRUE(report.ok());
  EXPECT_EQ(report->Lines(), (std::vector<std::string>{
                                 "Size: 64.00M", "Unpadded size: 32.00M",
                                 "Extra memory due to padding: 32.00M (2.0x expansion)"}));
}

// tpu_oom_layouts.md section 5: one OOM entry is a whole loop-state tuple
// of 6.06M, so a tuple reports its leaves, not its index table.
TEST(SizeReportTest, TupleReportsItsLeaves) {
  SizeReport r = ReportFor("(f32[1024,1024]{1,0:T(8,128)}, f32[3,100]{1,0:T(8,128)}, token[])");
  EXPECT_EQ(r.padded_bytes, (4 << 20) + 4096);
  EXPECT_EQ(r.unpadded_bytes, (4 << 20) + 1200);
  absl::StatusOr<SizeReport> tpu =
      SizeReportForShape(*hlo::ParseShape("(u32[]{:T(128)}, (bf16[]{}))"), **FindChip("v5p"));
  ASSERT_TRUE(tpu.ok());
  EXPECT_EQ(tpu->padded_bytes, 512 + 2048);
  EXPECT_EQ(tpu->unpadded_bytes, 4 + 2);
}

TEST(SizeReportTest, FromBytes) {
  SizeReport r = MakeSizeReport(65536, 3072);  // VMEM f32[128,3]{1,0} report.
  EXPECT_EQ(r.size, "64.0K");
  EXPECT_EQ(r.unpadded, "3.0K");
  EXPECT_EQ(*r.extra, "61.0K");
  EXPECT_EQ(*r.expansion, "21.3x");
}

TEST(SizeReportTest, Errors) {
  EXPECT_FALSE(SizeReportForShape(*hlo::ParseShape("f32[?,4]")).ok());
}

// Every complete allocation entry of ../shared/data/tpu_oom/records.jsonl
// (real XLA:TPU OOM reports) reproduced string-exact: Size, Unpadded size,
// the padding line's presence, its size and its expansion; and the padded
// byte count prints as the Size.
TEST(OomRecordsTest, EveryCompleteRecordReproducedExactly) {
  TPUSIM_SHARED_OR_SKIP(path, "data/tpu_oom/records.jsonl");
  std::ifstream in(path);
  std::string line;
  int complete = 0;
  int line_number = 0;
  while (std::getline(in, line)) {
    ++line_number;
    if (line.empty()) continue;
    nlohmann::json record = nlohmann::json::parse(line);
    if (!record.value("complete", false)) continue;
    ++complete;
    std::string shape_text = record["shape"];
    SCOPED_TRACE(::testing::Message() << "records.jsonl:" << line_number << " " << shape_text);
    absl::StatusOr<hlo::Shape> shape = hlo::ParseShape(shape_text);
    ASSERT_THAT(shape, IsOk());
    std::string generation =
        record["tpu"].is_string() ? record["tpu"].get<std::string>() : "v5p";
    absl::StatusOr<const ChipSpec*> chip = FindChip(generation);
    ASSERT_THAT(chip, IsOk());
    absl::StatusOr<SizeReport> report = SizeReportForShape(*shape, **chip);
    ASSERT_THAT(report, IsOk());

    EXPECT_EQ(report->size, record["size"].get<std::string>());
    EXPECT_EQ(report->unpadded, record["unpadded"].get<std::string>());
    EXPECT_EQ(FormatXlaSize(report->padded_bytes), record["size"].get<std::string>());
    if (record["extra_padding"].is_null()) {
      EXPECT_FALSE(report->extra.has_value());
      EXPECT_EQ(report->Lines().size(), 2u);
    } else {
      ASSERT_TRUE(report->extra.has_value());
      EXPECT_EQ(*report->extra, record["extra_padding"].get<std::string>());
      EXPECT_EQ(*report->expansion, record["expansion"].get<std::string>());
      EXPECT_EQ(report->Lines().back(),
                "Extra memory due to padding: " + record["extra_padding"].get<std::string>() +
                    " (" + record["expansion"].get<std::string>() + " expansion)");
    }
  }
  EXPECT_GT(complete, 20);
}

}  // namespace
}  // namespace tpusim::tpu
