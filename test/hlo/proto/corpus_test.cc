// Reads every XLA proto in shared/corpus/tpu: the four modules of a v6e
// profile (as the XSpace, and as binary and text HloProtos extracted from
// it) and a tpu_graphs ModuleTuningData.
#include <algorithm>
#include <filesystem>
#include <map>
#include <string>

#include "absl/strings/match.h"
#include "gtest/gtest.h"
#include "hlo/proto/hlo_proto_reader.h"
#include "test/hlo/proto/module_summary.h"
#include "test/test_support.h"
#include "test/status_matchers.h"

namespace tpusim::hlo {
namespace {

using testing::SummarizeModule;
using ::tpusim::testing::ReadFileOrDie;

struct CorpusModule {
  const char* stem;  // tpu_inference_2.<stem>.hlo_proto.{pb,txt}
  const char* entry;
  int64_t instructions;
  size_t allocations;
  size_t logical_buffers;
  const char* profile_name;  // Name in the XSpace: "<module>(<program id>)".
};

constexpr CorpusModule kModules[] = {
    {"jit_f", "main.22_spmd", 31, 7, 25, "jit_f(12190760917235803885)"},
    {"jit__psum", "main.10_spmd", 6, 6, 5, "jit__psum(9646411105960254074)"},
    {"jit_broadcast_in_dim", nullptr, 3, 4, 3,
     "jit_broadcast_in_dim(11287434908481120160)"},
    {"jit_convert_element_type", "main.2", 3, 4, 3,
     "jit_convert_element_type(2433868464432466958)"},
};

std::unique_ptr<Module> ReadBinaryFile(const std::string& path) {
  absl::StatusOr<std::unique_ptr<Module>> m = ReadHloProtoBinary(ReadFileOrDie(path), path);
  EXPECT_THAT(m, IsOk());
  return m.ok() ? *std::move(m) : nullptr;
}

std::unique_ptr<Module> ReadTextFile(const std::string& path) {
  absl::StatusOr<std::unique_ptr<Module>> m = ReadHloProtoText(ReadFileOrDie(path), path);
  EXPECT_THAT(m, IsOk());
  return m.ok() ? *std::move(m) : nullptr;
}

TEST(CorpusTest, BinaryHloProtosKeepModuleAndBufferAssignment) {
  TPUSIM_SHARED_OR_SKIP(dir, "corpus/tpu");
  for (const CorpusModule& c : kModules) {
    SCOPED_TRACE(c.stem);
    std::unique_ptr<Module> m =
        ReadBinaryFile(dir + "/tpu_inference_2." + c.stem + ".hlo_proto.pb");
    ASSERT_NE(m, nullptr);
    EXPECT_EQ(m->name(), c.stem);
    if (c.entry != nullptr) {
      EXPECT_EQ(m->entry()->name(), c.entry);
    }
    EXPECT_EQ(m->instruction_count(), c.instructions);
    EXPECT_TRUE(m->is_scheduled());
    EXPECT_TRUE(m->entry_computation_layout.has_value());
    ASSERT_TRUE(m->buffer_assignment.has_value());
    EXPECT_EQ(m->buffer_assignment->buffer_allocations.size(), c.allocations);
    EXPECT_EQ(m->buffer_assignment->logical_buffers.size(), c.logical_buffers);
    EXPECT_FALSE(m->buffer_assignment->heap_simulator_traces.empty());
  }
}

TEST(CorpusTest, JitFMatchesTheCapture) {
  TPUSIM_SHARED_OR_SKIP(path, "corpus/tpu/tpu_inference_2.jit_f.hlo_proto.pb");
  std::unique_ptr<Module> m = ReadBinaryFile(path);
  ASSERT_NE(m, nullptr);
  // Three host-memory (S(5)) parameters, copied in and out around fusions.
  ASSERT_EQ(m->entry()->parameters().size(), 3u);
  for (const Instruction* p : m->entry()->parameters()) {
    EXPECT_EQ(p->shape().ToString(), "f32[5,1024,1024,256]{3,2,1,0:T(8,128)S(5)}");
    EXPECT_EQ(p->sharding(), "{replicated}");
  }
  int copy_starts = 0;
  int fusions = 0;
  for (const auto& i : m->entry()->instructions()) {
    copy_starts += i->opcode() == HloOpcode::kCopyStart;
    if (i->opcode() == HloOpcode::kFusion) {
      ++fusions;
      EXPECT_EQ(i->fusion_kind(), "kLoop");
      EXPECT_TRUE(i->fused_computation()->IsFusionComputation());
      EXPECT_TRUE(absl::StartsWith(i->backend_config(), "{\"flag_configs\""));
    }
  }
  EXPECT_EQ(copy_starts, 6);
  EXPECT_EQ(fusions, 3);
  EXPECT_EQ(m->input_output_alias.size(), 3u);

  const BufferAssignmentRecord& ba = *m->buffer_assignment;
  std::map<int64_t, int64_t> size_by_color;
  int parameters = 0;
  const BufferAllocationRecord* temp = nullptr;
  for (const BufferAllocationRecord& a : ba.buffer_allocations) {
    size_by_color[a.color] += a.size;
    if (a.is_entry_computation_parameter) {
      ++parameters;
      EXPECT_EQ(a.size, 5368709120);
      EXPECT_EQ(a.color, 5);
    } else if (a.color == 0 && (temp == nullptr || a.size > temp->size)) {
      temp = &a;  // The heap (temp) allocation is the largest in HBM.
    }
  }
  EXPECT_EQ(parameters, 3);
  ASSERT_NE(temp, nullptr);
  EXPECT_EQ(temp->size, 21474934784);
  EXPECT_EQ(size_by_color[2], 12);  // Sync flags.
  EXPECT_EQ(size_by_color[1], 0);   // Empty VMEM allocation.
  // Every assigned buffer is one of the 25 logical buffers, inside its
  // allocation.
  for (const BufferAllocationRecord& a : ba.buffer_allocations) {
    for (const AssignedBufferRecord& as : a.assigned) {
      EXPECT_LE(as.offset + as.size, std::max<int64_t>(a.size, as.size));
    }
  }
}

TEST(CorpusTest, TextAndBinaryFormsAgree) {
  TPUSIM_SHARED_OR_SKIP(dir, "corpus/tpu");
  for (const CorpusModule& c : kModules) {
    SCOPED_TRACE(c.stem);
    const std::string stem = dir + "/tpu_inference_2." + c.stem + ".hlo_proto";
    std::unique_ptr<Module> binary = ReadBinaryFile(stem + ".pb");
    std::unique_ptr<Module> text = ReadTextFile(stem + ".txt");
    ASSERT_NE(binary, nullptr);
    ASSERT_NE(text, nullptr);
    // Includes the psum's iota replica groups, which the text shows by
    // number (it was printed with an hlo.proto that predates them).
    EXPECT_EQ(SummarizeModule(*text), SummarizeModule(*binary));
  }
  std::unique_ptr<Module> psum = ReadTextFile(dir + "/tpu_inference_2.jit__psum.hlo_proto.txt");
  ASSERT_NE(psum, nullptr);
  const Instruction* all_reduce = psum->entry()->root();
  ASSERT_EQ(all_reduce->opcode(), HloOpcode::kAllReduce);
  EXPECT_EQ(all_reduce->GetText("replica_groups"), "[4,2]<=[2,4]T(1,0)");
  EXPECT_EQ(all_reduce->GetInt("channel_id"), 1);
  EXPECT_EQ(all_reduce->called_computation("to_apply")->name(), "region_0.3.clone");
  EXPECT_EQ(psum->entry()->parameter(0)->sharding(),
            "{devices=[2,1,1,1,1,4]<=[8] last_tile_dim_replicate}");
}

TEST(CorpusTest, XSpaceHoldsTheFourModules) {
  TPUSIM_SHARED_OR_SKIP(dir, "corpus/tpu");
  const std::string path = dir + "/tpu_inference_2.xplane.pb";
  absl::StatusOr<std::vector<std::unique_ptr<Module>>> modules =
      ReadXSpace(ReadFileOrDie(path), path);
  ASSERT_THAT(modules, IsOk());
  ASSERT_EQ(modules->size(), 4u);
  for (const CorpusModule& c : kModules) {
    SCOPED_TRACE(c.stem);
    auto it = std::find_if(modules->begin(), modules->end(),
                           [&](const auto& m) { return m->name() == c.profile_name; });
    ASSERT_NE(it, modules->end());
    // The .hlo_proto.pb files are these stats' bytes.
    std::unique_ptr<Module> extracted =
        ReadBinaryFile(dir + "/tpu_inference_2." + c.stem + ".hlo_proto.pb");
    ASSERT_NE(extracted, nullptr);
    EXPECT_EQ(SummarizeModule(**it, {.name = false}),
              SummarizeModule(*extracted, {.name = false}));
  }
}

TEST(CorpusTest, ModuleTuningDataInBinaryAndText) {
  TPUSIM_SHARED_OR_SKIP(dir, "corpus/tpu");
  std::unique_ptr<Module> m = ReadBinaryFile(dir + "/module_tuning_data_layout.pb");
  ASSERT_NE(m, nullptr);
  EXPECT_EQ(m->name(), "main__.10904");
  EXPECT_EQ(m->instruction_count(), 3163);
  EXPECT_FALSE(m->buffer_assignment.has_value());
  EXPECT_FALSE(m->is_scheduled());
  EXPECT_EQ(m->replica_count, 32);
  std::map<HloOpcode, int> counts;
  int tiled = 0;
  for (const auto& c : m->computations()) {
    for (const auto& i : c->instructions()) {
      ++counts[i->opcode()];
      if (i->shape().has_layout() && !i->shape().layout().tiles.empty()) ++tiled;
      if (i->opcode() == HloOpcode::kConvolution) {
        EXPECT_NE(i->convolution_dimension_numbers(), nullptr);
        EXPECT_NE(i->window(), nullptr);
      }
    }
  }
  EXPECT_EQ(counts[HloOpcode::kConvolution], 53);
  EXPECT_EQ(counts[HloOpcode::kAllReduce], 67);
  EXPECT_GT(tiled, 0);

  // The same module as protobuf text (shipped beside it) reads the same.
  std::unique_ptr<Module> text = ReadTextFile(dir + "/module_tuning_data_layout.decoded.txt");
  ASSERT_NE(text, nullptr);
  EXPECT_EQ(SummarizeModule(*text), SummarizeModule(*m));
}

TEST(CorpusTest, EveryProtoFileReads) {
  TPUSIM_SHARED_OR_SKIP(dir, "corpus/tpu");
  int files = 0;
  for (const auto& entry : std::filesystem::directory_iterator(dir)) {
    const std::string path = entry.path().string();
    const std::string name = entry.path().filename().string();
    SCOPED_TRACE(name);
    if (absl::EndsWith(name, ".xplane.pb")) {
      absl::StatusOr<std::vector<std::unique_ptr<Module>>> modules =
          ReadXSpace(ReadFileOrDie(path), path);
      EXPECT_THAT(modules, IsOk());
    } else if (absl::EndsWith(name, ".hlo_proto.pb") ||
               (absl::StartsWith(name, "module_tuning_data") && absl::EndsWith(name, ".pb"))) {
      EXPECT_NE(ReadBinaryFile(path), nullptr);
    } else if (absl::EndsWith(name, ".hlo_proto.txt")) {
      EXPECT_NE(ReadTextFile(path), nullptr);
    } else {
      continue;
    }
    ++files;
  }
  EXPECT_GE(files, 10);
}

}  // namespace
}  // namespace tpusim::hlo
