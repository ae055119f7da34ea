// xprof memory_viewer emulation (memory/memory_viewer.h): a golden file for
// our own assignment, XLA's stored assignment of the v6e jit_f module giving
// the same result as ours, and the v5p memory_viewer capture's numbers
// checked against our size function.
#include "memory/memory_viewer.h"

#include <cmath>
#include <filesystem>
#include <map>
#include <set>

#include "absl/strings/match.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "hlo/proto/hlo_proto_reader.h"
#include "memory/size_function.h"
#include "test/memory/memory_test_util.h"
#include "test/test_support.h"
#include "tpu_model/shape_size.h"
#include "test/status_matchers.h"

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
  EXPECT_THAT(viewer, IsOk());
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

double MaxHeapSumMib(const nlohmann::json& viewer) {
  double sum = 0;
  for (const nlohmann::json& o : viewer.value("maxHeap", nlohmann::json::array())) {
    sum += o.value("logicalBufferSizeMib", 0.0);
  }
  return sum;
}

// Elementwise ops that each take over their operand's buffer: b shares a's,
// c shares b's, d shares c's. The objects at the peak are the buffers live
// there, so they add up to the peak.
// (A share used to name the buffer it took over rather than the allocated
// root, and the viewer kept a, b and c listed after they were freed.)
TEST(MemoryViewerTest, MaxHeapIsWhatIsLiveAtThePeakThroughChainsOfShares) {
  auto a = testing::Analyze(R"(HloModule chain, is_scheduled=true
add_f {
  x = f32[] parameter(0)
  y = f32[] parameter(1)
  ROOT s = f32[] add(x, y)
}
ENTRY e {
  p = f32[1024,1024]{1,0:T(8,128)} parameter(0)
  a = f32[1024,1024]{1,0:T(8,128)} exponential(p)
  b = f32[1024,1024]{1,0:T(8,128)} negate(a)
  c = f32[1024,1024]{1,0:T(8,128)} sine(b)
  d = f32[1024,1024]{1,0:T(8,128)} cosine(c)
  big = f32[2048,1024]{1,0:T(8,128)} concatenate(d, d), dimensions={0}
  zero = f32[]{:T(128)} constant(0)
  ROOT r = f32[2048]{0:T(1024)} reduce(big, zero), dimensions={1}, to_apply=add_f
})",
                            {}, "v5e");
  ASSERT_NE(a.analysis, nullptr);
  const nlohmann::json viewer = Viewer(*a.module, ToBufferAssignmentRecord(*a.analysis));
  // p 4 MiB, the chain's one 4 MiB buffer (named after a, its root) and big
  // 8 MiB, plus r and the constant (10 KiB) folded into "small".
  const double peak = 16.0 + 10.0 / 1024;
  EXPECT_DOUBLE_EQ(viewer["peakHeapMib"].get<double>(), peak);
  EXPECT_DOUBLE_EQ(MaxHeapSumMib(viewer), peak);
  std::vector<std::string> names;
  for (const nlohmann::json& o : viewer["maxHeap"]) names.push_back(o.value("instructionName", ""));
  EXPECT_EQ(names, (std::vector<std::string>{"p", "a", "big", ""}));
}

// A trace from elsewhere may name a sharing buffer rather than the root in a
// share: the viewer still counts the chain on its root.
TEST(MemoryViewerTest, ShareWithANonRootBufferCountsOnTheRoot) {
  auto module = testing::Parse(R"(HloModule m
ENTRY e {
  a = f32[1024,1024]{1,0:T(8,128)} parameter(0)
  b = f32[1024,1024]{1,0:T(8,128)} negate(a)
  c = f32[1024,1024]{1,0:T(8,128)} sine(b)
  d = f32[1024,1024]{1,0:T(8,128)} cosine(c)
  ROOT e = f32[1024,1024]{1,0:T(8,128)} exponential(d)
})");
  ASSERT_NE(module, nullptr);
  constexpr int64_t kSize = 4 << 20;
  hlo::BufferAssignmentRecord record;
  for (int64_t id : {1, 2, 3, 4}) {
    hlo::LogicalBufferRecord lb;
    lb.id = id;
    lb.size = kSize;
    lb.instruction_name = std::string(1, static_cast<char>('a' + id));
    record.logical_buffers.push_back(lb);
  }
  hlo::BufferAllocationRecord temp;
  temp.size = 2 * kSize;
  for (int64_t id : {1, 2, 3}) temp.assigned.push_back({id, 0, kSize});
  temp.assigned.push_back({4, kSize, kSize});
  record.buffer_allocations.push_back(temp);
  using Kind = hlo::HeapEventRecord::Kind;
  hlo::HeapSimulatorTraceRecord trace;
  auto event = [&](Kind kind, int64_t id, int64_t share = 0) {
    hlo::HeapEventRecord e;
    e.kind = kind;
    e.buffer_id = id;
    e.share_with_canonical_id = share;
    trace.events.push_back(e);
  };
  event(Kind::kAlloc, 1);
  event(Kind::kFree, 1);
  event(Kind::kShareWith, 2, 1);
  event(Kind::kFree, 2);
  event(Kind::kShareWith, 3, 2);  // Names c (id 2), which shares b's memory.
  event(Kind::kAlloc, 4);
  event(Kind::kFree, 3);
  event(Kind::kFree, 4);
  record.heap_simulator_traces.push_back(trace);
  auto viewer = BuildMemoryViewer(*module, record);
  ASSERT_THAT(viewer, IsOk());
  EXPECT_DOUBLE_EQ(viewer->peak_heap_mib, 8.0);
  EXPECT_DOUBLE_EQ(viewer->heap_sizes.back(), 0.0);
  ASSERT_EQ(viewer->max_heap.size(), 2u);
  EXPECT_EQ(viewer->max_heap[0].instruction_name, "b");
  EXPECT_EQ(viewer->max_heap[1].instruction_name, "e");
}

// With the analysis' size function, shapes of a module without layouts print
// the TPU layout their buffers were sized with, as XLA's shapes do.
TEST(MemoryViewerTest, ShapesCarryTheLayoutTheyWereSizedWith) {
  auto a = testing::Analyze(R"(HloModule m
ENTRY e {
  p = f32[100,100] parameter(0)
  ROOT n = f32[100,100] negate(p)
})",
                            {}, "v5e");
  ASSERT_NE(a.analysis, nullptr);
  MemoryViewerOptions options;
  options.size_function = &a.analysis->size_function();
  auto viewer = BuildMemoryViewer(*a.module, ToBufferAssignmentRecord(*a.analysis), options);
  ASSERT_THAT(viewer, IsOk());
  ASSERT_FALSE(viewer->max_heap.empty());
  EXPECT_EQ(viewer->max_heap[0].shape_string, "f32[100,100]{1,0:T(8,128)}");
  ASSERT_FALSE(viewer->indefinite_lifetimes.empty());
  EXPECT_EQ(viewer->indefinite_lifetimes[0].common_shape, "f32[100,100]{1,0:T(8,128)}");
}

std::unique_ptr<hlo::Module> ReadProto(const std::string& path) {
  const std::string bytes = tpusim::testing::ReadFileOrDie(path);
  auto module = hlo::ReadHloProtoBinary(bytes, path);
  EXPECT_THAT(module, IsOk());
  return module.ok() ? std::move(*module) : nullptr;
}

TEST(MemoryViewerTest, OurJitFAssignmentReadsLikeXlas) {
  TPUSIM_SHARED_OR_SKIP(path, "corpus/tpu/tpu_inference_2.jit_f.hlo_proto.pb");
  std::unique_ptr<hlo::Module> module = ReadProto(path);
  ASSERT_NE(module, nullptr);
  ASSERT_TRUE(module->buffer_assignment.has_value());
  auto analysis = MemoryAnalysis::Run(*module, testing::Chip("v6e"), {});
  ASSERT_THAT(analysis, IsOk());
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
  EXPECT_NEAR(MaxHeapSumMib(j), j["peakHeapMib"].get<double>(), 1e-6);
}


// The fields xprof's memory_viewer capture carries and the JSON type of each
// (proto3 JSON: int64 as strings, defaults left out), read off the real v5p
// capture; our output must follow the same rules, so that the tools reading
// xprof's read ours. The same check runs on the real capture when ../shared
// is there, which keeps the rules honest.
enum class Field { kNumber, kInt, kString, kInt64String, kNumbers, kInts, kStrings, kObjects, kMap };

struct FieldRules {
  std::map<std::string, Field> fields;
  std::set<std::string> required;
};

const FieldRules& TopLevelRules() {
  static const FieldRules* rules = new FieldRules{
      {{"heapSizes", Field::kNumbers},
       {"unpaddedHeapSizes", Field::kNumbers},
       {"hloInstructionNames", Field::kStrings},
       {"maxHeap", Field::kObjects},
       {"maxHeapBySize", Field::kObjects},
       {"maxHeapToBySize", Field::kInts},
       {"bySizeToMaxHeap", Field::kInts},
       {"logicalBufferSpans", Field::kMap},
       {"moduleName", Field::kString},
       {"entryComputationName", Field::kString},
       {"peakHeapMib", Field::kNumber},
       {"peakUnpaddedHeapMib", Field::kNumber},
       {"peakHeapSizePosition", Field::kInt},
       {"entryComputationParametersMib", Field::kNumber},
       {"nonReusableMib", Field::kNumber},
       {"maybeLiveOutMib", Field::kNumber},
       {"indefiniteLifetimes", Field::kObjects},
       {"totalBufferAllocationMib", Field::kNumber},
       {"indefiniteBufferAllocationMib", Field::kNumber}},
      // The heap arrays are left out of a program without temporaries.
      {"maxHeap", "maxHeapBySize", "maxHeapToBySize", "bySizeToMaxHeap", "moduleName", "entryComputationName", "peakHeapMib",
       "peakUnpaddedHeapMib", "indefiniteLifetimes", "totalBufferAllocationMib",
       "indefiniteBufferAllocationMib"}};
  return *rules;
}

const FieldRules& HeapObjectRules() {
  static const FieldRules* rules = new FieldRules{
      {{"numbered", Field::kInt},
       {"label", Field::kString},
       {"logicalBufferId", Field::kInt},
       {"logicalBufferSizeMib", Field::kNumber},
       {"unpaddedShapeMib", Field::kNumber},
       {"instructionName", Field::kString},
       {"shapeString", Field::kString},
       {"tfOpName", Field::kString},
       {"groupName", Field::kString},
       {"opCode", Field::kString},
       {"sourceInfo", Field::kMap}},
      {"numbered", "label", "logicalBufferSizeMib"}};
  return *rules;
}

const FieldRules& NamedHeapObjectRules() {  // An object that is not "small".
  static const FieldRules* rules = [] {
    auto* r = new FieldRules(HeapObjectRules());
    // logicalBufferId 0 is proto3's default and left out.
    r->required.insert({"instructionName", "shapeString", "groupName", "opCode",
                        "sourceInfo"});
    return r;
  }();
  return *rules;
}

const FieldRules& AllocationRules() {
  static const FieldRules* rules = new FieldRules{{{"id", Field::kInt64String},
                                                   {"sizeMib", Field::kNumber},
                                                   {"attributes", Field::kStrings},
                                                   {"commonShape", Field::kString},
                                                   {"logicalBuffers", Field::kObjects}},
                                                  // commonShape only when every buffer has it.
                                                  {"sizeMib", "logicalBuffers"}};
  return *rules;
}

const FieldRules& LogicalBufferRules() {
  static const FieldRules* rules = new FieldRules{{{"id", Field::kInt64String},
                                                   {"shape", Field::kString},
                                                   {"sizeMib", Field::kNumber},
                                                   {"hloName", Field::kString},
                                                   {"shapeIndex", Field::kStrings}},
                                                  {"shape", "sizeMib", "hloName"}};
  return *rules;
}

bool IsInt64String(const nlohmann::json& v) {
  int64_t unused;
  return v.is_string() && absl::SimpleAtoi(v.get<std::string>(), &unused);
}

bool HasType(const nlohmann::json& v, Field field) {
  auto all = [&](auto pred) {
    if (!v.is_array()) return false;
    for (const nlohmann::json& e : v) {
      if (!pred(e)) return false;
    }
    return true;
  };
  switch (field) {
    case Field::kNumber: return v.is_number();
    case Field::kInt: return v.is_number_integer();
    case Field::kString: return v.is_string();
    case Field::kInt64String: return IsInt64String(v);
    case Field::kNumbers: return all([](const nlohmann::json& e) { return e.is_number(); });
    case Field::kInts: return all([](const nlohmann::json& e) { return e.is_number_integer(); });
    case Field::kStrings: return all([](const nlohmann::json& e) { return e.is_string(); });
    case Field::kObjects: return all([](const nlohmann::json& e) { return e.is_object(); });
    case Field::kMap: return v.is_object();
  }
  return false;
}

// Every key known and of its type, every required key present.
void ExpectFollows(const nlohmann::json& j, const FieldRules& rules, const std::string& where) {
  ASSERT_TRUE(j.is_object()) << where;
  for (const auto& [key, value] : j.items()) {
    auto it = rules.fields.find(key);
    if (it == rules.fields.end()) {
      ADD_FAILURE() << where << ": field " << key << " is not in xprof's PreprocessResult";
      continue;
    }
    EXPECT_TRUE(HasType(value, it->second)) << where << "." << key << " = " << value.dump();
  }
  for (const std::string& key : rules.required) {
    EXPECT_TRUE(j.contains(key)) << where << " lacks " << key;
  }
}

void ExpectMemoryViewerFieldRules(const nlohmann::json& j, const std::string& name) {
  ExpectFollows(j, TopLevelRules(), name);
  for (const char* list : {"maxHeap", "maxHeapBySize"}) {
    for (const nlohmann::json& o : j.value(list, nlohmann::json::array())) {
      const bool small = !o.contains("instructionName");
      ExpectFollows(o, small ? HeapObjectRules() : NamedHeapObjectRules(),
                    absl::StrCat(name, ".", list, "[", o.value("label", ""), "]"));
    }
  }
  for (const nlohmann::json& a : j.value("indefiniteLifetimes", nlohmann::json::array())) {
    const std::string where = absl::StrCat(name, ".indefiniteLifetimes[", a.value("id", "0"), "]");
    ExpectFollows(a, AllocationRules(), where);
    for (const nlohmann::json& lb : a.value("logicalBuffers", nlohmann::json::array())) {
      ExpectFollows(lb, LogicalBufferRules(), where + ".logicalBuffers");
    }
  }
  // Bound first: items() over a temporary would outlive it.
  const nlohmann::json spans = j.value("logicalBufferSpans", nlohmann::json::object());
  for (const auto& [id, span] : spans.items()) {
    EXPECT_TRUE(IsInt64String(nlohmann::json(id))) << name << " span key " << id;
    for (const auto& [key, value] : span.items()) {
      EXPECT_TRUE((key == "start" || key == "limit") && value.is_number_integer())
          << name << " span " << id << "." << key;
    }
  }
  // The arrays that run in parallel, and the peak they describe.
  const size_t events = j.value("heapSizes", nlohmann::json::array()).size();
  EXPECT_EQ(j.value("unpaddedHeapSizes", nlohmann::json::array()).size(), events) << name;
  EXPECT_EQ(j.value("hloInstructionNames", nlohmann::json::array()).size(), events) << name;
  const size_t objects = j.value("maxHeap", nlohmann::json::array()).size();
  for (const char* list : {"maxHeapBySize", "maxHeapToBySize", "bySizeToMaxHeap"}) {
    EXPECT_EQ(j.value(list, nlohmann::json::array()).size(), objects) << name << "." << list;
  }
  EXPECT_NEAR(MaxHeapSumMib(j), j.value("peakHeapMib", 0.0), 1e-6) << name;
  // Every shape is laid out as XLA prints it (tiles may be left out: the
  // capture prints `s32[8192]{0}` for a buffer with the chip's fallback).
  for (const nlohmann::json& o : j.value("maxHeap", nlohmann::json::array())) {
    if (!o.contains("shapeString")) continue;
    auto shape = hlo::ParseShape(o["shapeString"].get<std::string>());
    ASSERT_TRUE(shape.ok()) << name << ": " << o["shapeString"];
    if (shape->IsArray() && shape->rank() > 0) {
      EXPECT_TRUE(shape->has_layout())
          << name << ": " << o["shapeString"];
    }
  }
}

TEST(MemoryViewerTest, RealCapturesFollowTheFieldRules) {
  TPUSIM_SHARED_OR_SKIP(dir, "data/xprof_v5p");
  int checked = 0;
  for (const auto& entry : std::filesystem::directory_iterator(dir)) {
    const std::string file = entry.path().filename().string();
    if (!absl::StartsWith(file, "memory_viewer_")) continue;
    ExpectMemoryViewerFieldRules(
        nlohmann::json::parse(tpusim::testing::ReadFileOrDie(entry.path().string())), file);
    ++checked;
  }
  EXPECT_EQ(checked, 12);
}

TEST(MemoryViewerTest, OurOutputFollowsTheFieldRules) {
  // A laid-out module and a pre-optimization one (shapes without layouts,
  // printed with the layouts they were sized with).
  for (const char* text : {R"(HloModule laid_out, is_scheduled=true
ENTRY e {
  p = f32[1024,1024]{1,0:T(8,128)} parameter(0)
  q = bf16[300,70]{1,0:T(8,128)(2,1)} parameter(1)
  a = f32[1024,1024]{1,0:T(8,128)} exponential(p)
  b = f32[1024,1024]{1,0:T(8,128)} negate(a)
  ROOT t = (f32[1024,1024]{1,0:T(8,128)}, bf16[300,70]{1,0:T(8,128)(2,1)}) tuple(b, q)
})",
                           R"(HloModule unlaid
ENTRY e {
  p = f32[33,1000] parameter(0)
  e = f32[33,1000] exponential(p)
  n = f32[33,1000] negate(e)
  ROOT m = f32[33,1000] multiply(n, e)
})"}) {
    auto a = testing::Analyze(text, {}, "v5e");
    ASSERT_NE(a.analysis, nullptr);
    MemoryViewerOptions options;
    options.size_function = &a.analysis->size_function();
    auto viewer = BuildMemoryViewer(*a.module, ToBufferAssignmentRecord(*a.analysis), options);
    ASSERT_THAT(viewer, IsOk());
    ExpectMemoryViewerFieldRules(MemoryViewerToJson(*viewer), a.module->name());
  }
}


TEST(MemoryViewerTest, InstructionsWithoutIdsAreFoundByName) {
  // The compiler model's fusions carry id -1; each buffer still names its
  // own instruction, not the last one without an id.
  auto a = testing::Analyze(R"(HloModule m, is_scheduled=true
ENTRY e {
  p = f32[1024,1024]{1,0:T(8,128)} parameter(0)
  a = f32[1024,1024]{1,0:T(8,128)} exponential(p)
  b = f32[1024,1024]{1,0:T(8,128)} negate(a)
  ROOT c = f32[1024,1024]{1,0:T(8,128)} add(a, b)
})",
                            {}, "v5e");
  ASSERT_NE(a.analysis, nullptr);
  for (const char* name : {"a", "b"}) {
    hlo::Instruction* instruction = a.module->entry()->FindInstruction(name);
    ASSERT_NE(instruction, nullptr);
    instruction->set_id(-1);
  }
  hlo::BufferAssignmentRecord record = ToBufferAssignmentRecord(*a.analysis);
  for (hlo::LogicalBufferRecord& buffer : record.logical_buffers) {
    if (buffer.instruction_name == "a" || buffer.instruction_name == "b") buffer.instruction_id = -1;
  }
  auto viewer = BuildMemoryViewer(*a.module, record, {});
  ASSERT_THAT(viewer, IsOk());
  std::set<std::string> names;
  for (const MemoryViewerHeapObject& object : viewer->max_heap) names.insert(object.instruction_name);
  EXPECT_TRUE(names.contains("a"));
  EXPECT_TRUE(names.contains("b"));
}

// Reading a PreprocessResult back gives what was written: our own output and
// the real capture round-trip field for field.
TEST(MemoryViewerTest, FromJsonRoundTrips) {
  auto a = testing::Analyze(tpusim::testing::ReadFileOrDie(GoldenPath("small_program.hlo")), {},
                            "v5e");
  ASSERT_NE(a.analysis, nullptr);
  const nlohmann::json ours = Viewer(*a.module, ToBufferAssignmentRecord(*a.analysis));
  auto read = MemoryViewerFromJson(ours);
  ASSERT_THAT(read, IsOk());
  EXPECT_EQ(MemoryViewerToJson(*read), ours);
  auto wrong = MemoryViewerFromJson(nlohmann::json::parse(R"({"maxHeap": [{"logicalBufferSizeMib": "big"}]})"));
  ASSERT_FALSE(wrong.ok());
  EXPECT_NE(wrong.status().message().find("maxHeap[0].logicalBufferSizeMib"), std::string::npos);
  EXPECT_FALSE(MemoryViewerFromJson(nlohmann::json::array()).ok());
}

TEST(MemoryViewerTest, RealCaptureRoundTrips) {
  TPUSIM_SHARED_OR_SKIP(path,
                        "data/xprof_v5p/memory_viewer_tpu_training_jit_train_step_2041036616644817336_.json");
  const nlohmann::json j = nlohmann::json::parse(tpusim::testing::ReadFileOrDie(path));
  auto read = MemoryViewerFromJson(j);
  ASSERT_THAT(read, IsOk());
  EXPECT_EQ(read->max_heap.size(), 82u);
  EXPECT_EQ(MemoryViewerToJson(*read), j);
}

}  // namespace
}  // namespace tpusim::memory
