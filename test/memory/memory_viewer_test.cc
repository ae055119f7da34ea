// xprof memory_viewer emulation (memory/memory_viewer.h): a golden file for
// our own assignment, XLA's stored assignment of the v6e jit_f module giving
// the same result as ours, and the v5p memory_viewer capture's numbers
// checked against our size function.
#include "memory/memory_viewer.h"

#include <cmath>

#include "gtest/gtest.h"
#include "hlo/proto/hlo_proto_reader.h"
#include "memory/size_function.h"
#include "test/memory/memory_test_util.h"
#include "test/test_support.h"
#include "tpu_model/shape_size.h"

namespace tpusim::memory {
namespace {

std::string GoldenPath(const std::string& name) {
  return tpusim::testing::TestDataPath("golden/memory/" + name);
}

nlohmann::json Viewer(const hlo::Module& module, const hlo::BufferAssignmentRecord& record,
                      int64_t color = 0) {
  MemoryViewerOptions options;
  options.memory_color = color;
  auto viewer = BuildMemoryViewer(module, record, options);
  EXPECT_TRUE(viewer.ok()) << viewer.status();
  return viewer.ok() ? MemoryViewerToJson(*viewer) : nlohmann::json();
}

TEST(MemoryViewerTest, Golden) {
  auto a = testing::Analyze(tpusim::testing::ReadFileOrDie(GoldenPath("small_program.hlo")), {},
                            "v5e");
  ASSERT_NE(a.analysis, nullptr);
  const std::string actual =
      Viewer(*a.module, ToBufferAssignmentRecord(*a.analysis)).dump(2) + "\n";
  tpusim::testing::ExpectMatchesGolden("golden/memory/small_program.v5e.memory_viewer.json",
                                       actual);
}

TEST(MemoryViewerTest, TimelineQuirks) {
  auto a = testing::Analyze(tpusim::testing::ReadFileOrDie(GoldenPath("small_program.hlo")), {},
                            "v5e");
  ASSERT_NE(a.analysis, nullptr);
  auto viewer = BuildMemoryViewer(*a.module, ToBufferAssignmentRecord(*a.analysis));
  ASSERT_TRUE(viewer.ok());
  // One entry per event plus a final one; the first is the static memory.
  ASSERT_FALSE(viewer->heap_sizes.empty());
  EXPECT_EQ(viewer->heap_sizes.size(), viewer->hlo_instruction_names.size());
  EXPECT_EQ(viewer->hlo_instruction_names.back(), "");
  EXPECT_DOUBLE_EQ(viewer->heap_sizes.front(), viewer->indefinite_buffer_allocation_mib);
  EXPECT_DOUBLE_EQ(viewer->heap_sizes[viewer->peak_heap_size_position + 1],
                   viewer->peak_heap_mib);
  // Indefinite buffers count padded on the unpadded timeline too.
  EXPECT_DOUBLE_EQ(viewer->unpadded_heap_sizes.front(), viewer->heap_sizes.front());
}

std::unique_ptr<hlo::Module> ReadProto(const std::string& path) {
  const std::string bytes = tpusim::testing::ReadFileOrDie(path);
  auto module = hlo::ReadHloProtoBinary(bytes, path);
  EXPECT_TRUE(module.ok()) << module.status();
  return module.ok() ? std::move(*module) : nullptr;
}

TEST(MemoryViewerTest, OurJitFAssignmentReadsLikeXlas) {
  TPUSIM_SHARED_OR_SKIP(path, "corpus/tpu/tpu_inference_2.jit_f.hlo_proto.pb");
  std::unique_ptr<hlo::Module> module = ReadProto(path);
  ASSERT_NE(module, nullptr);
  ASSERT_TRUE(module->buffer_assignment.has_value());
  auto analysis = MemoryAnalysis::Run(*module, testing::Chip("v6e"), {});
  ASSERT_TRUE(analysis.ok()) << analysis.status();
  const hlo::BufferAssignmentRecord ours = ToBufferAssignmentRecord(**analysis);
  for (int64_t color : {0, 2, 5}) {
    nlohmann::json xla = Viewer(*module, *module->buffer_assignment, color);
    nlohmann::json mine = Viewer(*module, ours, color);
    EXPECT_EQ(xla, mine) << "memory space " << color;
  }
  // XLA's numbers for HBM: 4 x 5 GiB live at the peak on top of the 32 B
  // output table; the temp allocation is 96 KiB larger than the heap.
  nlohmann::json hbm = Viewer(*module, *module->buffer_assignment, 0);
  EXPECT_DOUBLE_EQ(hbm["peakHeapMib"].get<double>(), 20480.0 + 32.0 / (1 << 20));
  EXPECT_DOUBLE_EQ(hbm["totalBufferAllocationMib"].get<double>(),
                   (21474934784.0 + 32.0) / (1 << 20));
}

// The v5p capture holds XLA's memory_viewer output without the modules:
// every buffer it lists has a shape and XLA:TPU's padded and unpadded sizes,
// which our size function must reproduce.
TEST(MemoryViewerTest, V5pCaptureSizesMatchOurSizeFunction) {
  TPUSIM_SHARED_OR_SKIP(dir, "data/xprof_v5p");
  const SizeFunction sizes(testing::Chip("v5p"));
  int checked = 0;
  for (const char* name : {"jit_train_step_2041036616644817336_", "jit_fold_in_4150106544357392435_",
                           "jit_raw_generate_synthetic_data_5883159004398015388_",
                           "jit_add_10442127311794271542_", "jit_cos_8286406329471203313_"}) {
    const std::string path = dir + "/memory_viewer_tpu_training_" + name + ".json";
    nlohmann::json j = nlohmann::json::parse(tpusim::testing::ReadFileOrDie(path));
    auto check = [&](const std::string& shape_text, double size_mib, double unpadded_mib,
                     bool has_unpadded) {
      auto shape = hlo::ParseShape(shape_text);
      ASSERT_TRUE(shape.ok()) << shape_text;
      // xprof prints a layout without tiles as nothing ("s32[]"): the buffer
      // had one (XLA:TPU sizes it with the chip's fallback tiling, 4 KiB for
      // s32[]), so give such shapes their default layout back.
      if (shape->IsArray() && !shape->has_layout()) {
        shape->set_layout(hlo::DefaultLayoutForRank(shape->rank()));
      }
      auto s = sizes.Sizes(*shape);
      ASSERT_TRUE(s.ok()) << shape_text;
      EXPECT_EQ(s->padded, std::llround(size_mib * (1 << 20))) << name << ": " << shape_text;
      if (has_unpadded && !shape->IsTuple()) {
        EXPECT_EQ(s->unpadded, std::llround(unpadded_mib * (1 << 20))) << name << ": " << shape_text;
      }
      ++checked;
    };
    for (const nlohmann::json& o : j.value("maxHeap", nlohmann::json::array())) {
      if (!o.contains("shapeString")) continue;
      check(o["shapeString"], o.value("logicalBufferSizeMib", 0.0),
            o.value("unpaddedShapeMib", 0.0), true);
    }
    for (const nlohmann::json& alloc : j.value("indefiniteLifetimes", nlohmann::json::array())) {
      for (const nlohmann::json& lb : alloc.value("logicalBuffers", nlohmann::json::array())) {
        if (lb.contains("shape")) check(lb["shape"], lb.value("sizeMib", 0.0), 0, false);
      }
    }
  }
  EXPECT_GT(checked, 300);
}

// The capture's own arithmetic, which our memory-viewer output follows.
TEST(MemoryViewerTest, V5pCaptureIdentities) {
  TPUSIM_SHARED_OR_SKIP(path,
                        "data/xprof_v5p/memory_viewer_tpu_training_jit_train_step_2041036616644817336_.json");
  nlohmann::json j = nlohmann::json::parse(tpusim::testing::ReadFileOrDie(path));
  const std::vector<double> heap = j["heapSizes"];
  EXPECT_EQ(heap.size(), j["hloInstructionNames"].size());
  EXPECT_DOUBLE_EQ(heap.front(), j["indefiniteBufferAllocationMib"].get<double>());
  EXPECT_DOUBLE_EQ(heap[j["peakHeapSizePosition"].get<int>() + 1], j["peakHeapMib"].get<double>());
  double max = 0;
  for (double h : heap) max = std::max(max, h);
  EXPECT_DOUBLE_EQ(max, j["peakHeapMib"].get<double>());
  // Objects at the peak add up to the peak (the small ones folded into one).
  double sum = 0;
  for (const nlohmann::json& o : j["maxHeap"]) sum += o.value("logicalBufferSizeMib", 0.0);
  EXPECT_NEAR(sum, j["peakHeapMib"].get<double>(), 1e-6);
}

}  // namespace
}  // namespace tpusim::memory
