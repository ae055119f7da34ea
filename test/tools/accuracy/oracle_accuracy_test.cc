// The oracle scorer (tools/accuracy/oracle_accuracy.h): XLA's memory
// accounting on hand-made assignments, and the scores on the committed
// corpus that the real XLA:TPU compiler recorded (test/data/oracle/).
#include "tools/accuracy/oracle_accuracy.h"

#include <cstdio>
#include <limits>
#include <memory>
#include <tuple>
#include <vector>

#include "gtest/gtest.h"
#include "hlo/text/hlo_parser.h"
#include "test/test_support.h"
#include "test/status_matchers.h"

namespace tpusim::accuracy {
namespace {

hlo::BufferAllocationRecord Allocation(int64_t size) {
  hlo::BufferAllocationRecord a;
  a.size = size;
  return a;
}

// A temp allocation whose heap trace allocates and frees `buffer_sizes` in
// turn (ids from `first_id`), so the heap's peak is the largest of them.
void AddHeapAllocation(hlo::BufferAssignmentRecord* record, int64_t size,
                       const std::vector<int64_t>& buffer_sizes, int64_t first_id) {
  auto allocation = Allocation(size);
  allocation.index = static_cast<int64_t>(record->buffer_allocations.size());
  hlo::HeapSimulatorTraceRecord trace;
  trace.buffer_allocation_index = allocation.index;
  for (size_t k = 0; k < buffer_sizes.size(); ++k) {
    const int64_t id = first_id + static_cast<int64_t>(k);
    record->logical_buffers.push_back({.id = id, .size = buffer_sizes[k]});
    allocation.assigned.push_back({.logical_buffer_id = id, .offset = 0, .size = buffer_sizes[k]});
    trace.events.push_back({.kind = hlo::HeapEventRecord::Kind::kAlloc, .buffer_id = id});
    trace.events.push_back({.kind = hlo::HeapEventRecord::Kind::kFree, .buffer_id = id});
  }
  record->buffer_allocations.push_back(allocation);
  record->heap_simulator_traces.push_back(trace);
}

TEST(StatsFromAssignmentTest, FollowsXlasAccounting) {
  hlo::BufferAssignmentRecord record;
  auto parameter = Allocation(4096);
  parameter.is_entry_computation_parameter = true;
  auto donated = Allocation(8192);  // An argument the output reuses.
  donated.is_entry_computation_parameter = true;
  donated.is_parameter_aliased_with_output = true;
  donated.maybe_live_out = true;
  auto output = Allocation(1024);
  output.maybe_live_out = true;
  auto reducer = Allocation(512);
  reducer.is_thread_local = true;
  auto constant = Allocation(256);
  constant.is_constant = true;
  auto vmem = Allocation(4 << 20);  // On-chip memory is not in the HBM figures.
  vmem.color = 1;
  auto cmem = Allocation(2 << 20);
  cmem.color = 3;
  auto host = Allocation(1 << 20);  // Nor is host memory.
  host.color = 5;
  record.buffer_allocations = {parameter, donated, output, reducer, constant, vmem, cmem, host};
  // A heap of 32768 B whose buffers never overlap: at most 20000 B are used.
  AddHeapAllocation(&record, 32768, {20000, 12000}, /*first_id=*/100);

  absl::StatusOr<MemoryStats> stats = StatsFromAssignment(record);
  ASSERT_THAT(stats, IsOk());
  EXPECT_EQ(stats->argument_bytes, 4096 + 8192);
  EXPECT_EQ(stats->alias_bytes, 8192);
  EXPECT_EQ(stats->output_bytes, 8192 + 1024);
  // XLA:TPU's temp: the size plus its fragmentation, 32768 + (32768 - 20000).
  EXPECT_EQ(stats->temp_bytes, 2 * 32768 - 20000);
  EXPECT_EQ(stats->Peak(), 4096 + 8192 + 1024 + 2 * 32768 - 20000);
}

TEST(StatsFromAssignmentTest, TpuTempMatchesTheOracleExamples) {
  // v3, x * x.sum(): one 1024 B scalar heap buffer; XLA reports 31744.
  hlo::BufferAssignmentRecord v3;
  AddHeapAllocation(&v3, 1024, {1024}, 1);
  EXPECT_EQ(StatsFromAssignment(v3)->temp_bytes, 31744);
  // v5p, the same program: a 512 B heap buffer and a 32 B copy-start table
  // placed at 16384 outside the heap (size 16416); XLA reports 64992.
  hlo::BufferAssignmentRecord v5p;
  AddHeapAllocation(&v5p, 16416, {512}, 1);
  v5p.logical_buffers.push_back({.id = 9, .size = 32});
  v5p.buffer_allocations[0].assigned.push_back({.logical_buffer_id = 9, .offset = 16384, .size = 32});
  EXPECT_EQ(StatsFromAssignment(v5p)->temp_bytes, 64992);
  // Index tables alone (a v5e MLP's 512 B copy-start tables): no temp.
  hlo::BufferAssignmentRecord tables;
  auto table = Allocation(1536);
  table.assigned.push_back({.logical_buffer_id = 1, .offset = 0, .size = 512});
  tables.logical_buffers.push_back({.id = 1, .size = 512});
  tables.buffer_allocations.push_back(table);
  EXPECT_EQ(StatsFromAssignment(tables)->temp_bytes, 0);
}

TEST(StatsFromAssignmentTest, TablesSharingAnOffsetCountOnce) {
  // v6e scan_rnn.grad: while tuples share places; 12288000 B heap peak and
  // tables at two offsets (96 B and 32 B) although three tables are assigned.
  hlo::BufferAssignmentRecord record;
  AddHeapAllocation(&record, 12419168, {12288000}, 1);
  for (auto [id, offset, size] : {std::tuple<int64_t, int64_t, int64_t>{7, 12419072, 96},
                                  {8, 12419072, 96},
                                  {9, 16384, 32}}) {
    record.logical_buffers.push_back({.id = id, .size = size});
    record.buffer_allocations[0].assigned.push_back(
        {.logical_buffer_id = id, .offset = offset, .size = size});
  }
  EXPECT_EQ(StatsFromAssignment(record)->temp_bytes, 2 * 12435456 - (12288000 + 96 + 32));
}

TEST(StatsFromAssignmentTest, WhileConditionBuffersAreLeftOut) {
  absl::StatusOr<std::unique_ptr<hlo::Module>> module = hlo::ParseHloModule(R"(HloModule m
cond {
  p = s32[] parameter(0)
  c = s32[] constant(4)
  ROOT lt = pred[] compare(p, c), direction=LT
}
body {
  p = s32[] parameter(0)
  ROOT n = s32[] negate(p)
}
ENTRY e {
  x = s32[] parameter(0)
  ROOT w = s32[] while(x), condition=cond, body=body
})",
                                                                              "while.hlo");
  ASSERT_THAT(module, IsOk());
  // The heap holds only the condition's 512 B pred[]: XLA:TPU reports no temp.
  hlo::BufferAssignmentRecord record;
  AddHeapAllocation(&record, 512, {512}, 1);
  for (hlo::HeapEventRecord& event : record.heap_simulator_traces[0].events) {
    event.computation_name = "cond";
  }
  EXPECT_EQ(StatsFromAssignment(record, module->get())->temp_bytes, 0);
  // Without the module nothing says it is a condition.
  EXPECT_EQ(StatsFromAssignment(record)->temp_bytes, 2 * 16384 - 512);
}

// The pattern of scan_rnn.fwd...v5p: a loop carries `h` (16384 B) and `c`
// (32768 B). The body reads `h` last in a dot whose 131072 B result `d` is
// live when the body writes its new `h`, a value that joins `h`'s buffer
// after every other value in it has died; the new `c` is written while the
// body's parameter still holds `c`. XLA:TPU counts the new `h` (the buffer
// is allocated again) but not `c`, whose buffer only the body's parameter
// (allocated by the caller) holds: the heap peak is 131072 + 16384.
TEST(StatsFromAssignmentTest, LoopCarriedBuffersFollowTheirLiveValues) {
  absl::StatusOr<std::unique_ptr<hlo::Module>> module = hlo::ParseHloModule(R"(HloModule m
body {
  ph = f32[8,512] parameter(0)
  pc = f32[16,512] parameter(1)
  ROOT t = (f32[8,512], f32[16,512]) tuple(ph, pc)
}
ENTRY e {
  ROOT x = f32[8,512] parameter(0)
})",
                                                                              "loop.hlo");
  ASSERT_THAT(module, IsOk());
  const hlo::Computation* body = (*module)->FindComputation("body");
  ASSERT_NE(body, nullptr);
  enum : int64_t { kH = 1, kC, kBodyH, kBodyC, kDot, kNewH, kNewC };
  hlo::BufferAssignmentRecord record;
  auto allocation = Allocation(16384 + 32768 + 131072);
  for (auto [id, size] : std::vector<std::pair<int64_t, int64_t>>{
           {kH, 16384}, {kC, 32768}, {kBodyH, 16384}, {kBodyC, 32768},
           {kDot, 131072}, {kNewH, 16384}, {kNewC, 32768}}) {
    record.logical_buffers.push_back({.id = id, .size = size});
    allocation.assigned.push_back({.logical_buffer_id = id, .offset = 0, .size = size});
  }
  record.logical_buffers[kBodyH - 1].instruction_id = body->parameter(0)->id();
  record.logical_buffers[kBodyC - 1].instruction_id = body->parameter(1)->id();
  using Kind = hlo::HeapEventRecord::Kind;
  const auto event = [](Kind kind, int64_t id, int64_t canonical = 0) {
    return hlo::HeapEventRecord{
        .kind = kind, .buffer_id = id, .share_with_canonical_id = canonical};
  };
  hlo::HeapSimulatorTraceRecord trace;
  trace.events = {event(Kind::kAlloc, kH),           event(Kind::kAlloc, kC),
                  event(Kind::kFree, kH),            event(Kind::kFree, kC),
                  event(Kind::kShareWith, kBodyH, kH), event(Kind::kShareWith, kBodyC, kC),
                  event(Kind::kAlloc, kDot),         event(Kind::kFree, kBodyH),
                  event(Kind::kShareWith, kNewH, kH), event(Kind::kShareWith, kNewC, kC),
                  event(Kind::kFree, kBodyC),        event(Kind::kFree, kDot),
                  event(Kind::kFree, kNewH),         event(Kind::kFree, kNewC)};
  record.buffer_allocations.push_back(allocation);
  record.heap_simulator_traces.push_back(trace);
  const int64_t rounded = 180224;  // 180224 = 11 * 16 KiB, already aligned.
  EXPECT_EQ(StatsFromAssignment(record, module->get())->temp_bytes,
            2 * rounded - (131072 + 16384));
  // Without the module the body's parameters allocate like any value: the
  // parameters re-open both buffers, and `c` counts beside the dot.
  EXPECT_EQ(StatsFromAssignment(record)->temp_bytes, 2 * rounded - (131072 + 16384 + 32768));
}

// The pattern of gnn.ho6...v5p: a scatter-add writes in place into the
// value it adds to (`base`), which dies at the scatter while the scatter's
// result lives on past a later allocation (`next`). XLA:TPU's figure counts
// the shared buffer only until `base` is freed: the heap peak is `next`
// alone, not `next` plus the scatter's buffer.
TEST(StatsFromAssignmentTest, ASharedBufferLeavesWithItsFirstValue) {
  enum : int64_t { kBase = 1, kScatter, kNext };
  hlo::BufferAssignmentRecord record;
  auto allocation = Allocation(20480 + 40960);
  for (auto [id, size] :
       std::vector<std::pair<int64_t, int64_t>>{{kBase, 20480}, {kScatter, 20480}, {kNext, 40960}}) {
    record.logical_buffers.push_back({.id = id, .size = size});
    allocation.assigned.push_back({.logical_buffer_id = id, .offset = 0, .size = size});
  }
  using Kind = hlo::HeapEventRecord::Kind;
  const auto event = [](Kind kind, int64_t id, int64_t canonical = 0) {
    return hlo::HeapEventRecord{
        .kind = kind, .buffer_id = id, .share_with_canonical_id = canonical};
  };
  hlo::HeapSimulatorTraceRecord trace;
  trace.events = {event(Kind::kAlloc, kBase),  event(Kind::kShareWith, kScatter, kBase),
                  event(Kind::kFree, kBase),   event(Kind::kAlloc, kNext),
                  event(Kind::kFree, kNext),   event(Kind::kFree, kScatter)};
  record.buffer_allocations.push_back(allocation);
  record.heap_simulator_traces.push_back(trace);
  const int64_t rounded = 65536;  // 61440 rounded up to 16 KiB.
  EXPECT_EQ(StatsFromAssignment(record)->temp_bytes, 2 * rounded - 40960);
}

TEST(StatsFromAssignmentTest, RejectsSizesThatOverflowOrAreNegative) {
  hlo::BufferAssignmentRecord record;
  auto huge = Allocation(std::numeric_limits<int64_t>::max());
  huge.is_entry_computation_parameter = true;
  auto one = Allocation(1);
  one.is_entry_computation_parameter = true;
  record.buffer_allocations = {huge, one};
  EXPECT_FALSE(StatsFromAssignment(record).ok());
  hlo::BufferAssignmentRecord heap;
  AddHeapAllocation(&heap, std::numeric_limits<int64_t>::max() - 100, {1}, 1);
  EXPECT_FALSE(StatsFromAssignment(heap).ok());
  record.buffer_allocations = {Allocation(-1)};
  EXPECT_FALSE(StatsFromAssignment(record).ok());
}

TEST(HbmTempValuesTest, CountsHbmTempBuffersOfFourKibOrMore) {
  hlo::BufferAssignmentRecord record;
  AddHeapAllocation(&record, 1 << 20, {8192, 4096, 512}, 10);  // 2 count; 512 B is too small.
  auto vmem = Allocation(1 << 20);
  vmem.color = 1;
  record.logical_buffers.push_back({.id = 20, .size = 65536});
  vmem.assigned.push_back({.logical_buffer_id = 20, .offset = 0, .size = 65536});
  record.buffer_allocations.push_back(vmem);  // VMEM: not HBM.
  auto output = Allocation(1 << 20);
  output.maybe_live_out = true;
  record.logical_buffers.push_back({.id = 21, .size = 65536});
  output.assigned.push_back({.logical_buffer_id = 21, .offset = 0, .size = 65536});
  record.buffer_allocations.push_back(output);  // An output, not temp.
  EXPECT_EQ(HbmTempValues(record), 2);
  // XLA marks the combined temp allocation is_tuple when it holds tuple
  // index tables (convnet.sweep.block...b4136.v4); its values still count.
  auto combined = Allocation(1 << 20);
  combined.is_tuple = true;
  record.logical_buffers.push_back({.id = 22, .size = 65536});
  combined.assigned.push_back({.logical_buffer_id = 22, .offset = 0, .size = 65536});
  record.buffer_allocations.push_back(combined);
  EXPECT_EQ(HbmTempValues(record), 3);
}

TEST(OracleAccuracyTest, MissingManifestIsAnError) {
  OracleOptions options;
  options.corpus_dir = tpusim::testing::TestDataPath("no_such_oracle_dir");
  absl::StatusOr<OracleReport> report = RunOracleAccuracy(options);
  ASSERT_FALSE(report.ok());
  EXPECT_NE(report.status().message().find("manifest.json"), std::string::npos);
}

// Floors recorded from `tpusim accuracy oracle` on the committed corpus. Model
// work raises them, never lowers them; issue 11 ends with every post-
// optimization case exact. The one exception so far: gathering f32 dot
// operands as bf16 (gather_narrowing.h, XLA's module structure in every f32
// FSDP case) took the temp count from 361 to 360 and the fusion-layout rate
// from 0.8752 to 0.8750 (2510/2868 -> 2505/2863): the case that left,
// sharded_shmap...fsdp_mlp_train on v5p (0.903 -> 0.884 of XLA's temp), had
// been within 10% only because its f32 gathers made up for the v5p
// copy-start index tables tpusim does not model (docs/compiler_model.md,
// "Gathered dot operands"). The second: nesting dot fusions from the last
// dot back (fusion.cc, as XLA's three-layer MLPs show) moved the fusion-
// layout rate from 0.8750 to 0.8740 (2503/2864: two MoE fusions on the main
// corpus lost, two gained on the holdout, 1141 -> 1143) while, with the v5p
// parameter prefetches, the temp count rose from 360 to 363. The third:
// keeping every v5p result of an op outside a fusion in HBM (XLA: 179 of
// 179) took temp to 365 and the 1% count to 359, but the peak count within
// 10% from 380 to 379 and the HBM-value count from 350 to 349: the v5p
// softmax whose small convert XLA then copies to VMEM (not modelled) and
// the v5p shard_map FSDP step.
// Then the complex matmuls (complex_dots.h; fusion.cc keeps a dot whose
// result an epilogue reads apart): mixed_dtypes.c64 on v2, v3 and v5p came
// within 1-2% of XLA's peak (0.50x before): peak within 10% 379 -> 382,
// within 1% 359 -> 361, temp 365 -> 368, HBM values 349 -> 352, fusion
// layouts 2503/2864 -> 2517/2878.
// Then v5e and v5p reduce-scatter an FSDP weight gradient in its update's
// orientation (spmd_partitioner.cc, scatter_in_reader_orientation): the
// linear_train sweeps' shard takes the output buffer as XLA's does, HBM
// values 352 -> 359, fusion layouts 2517/2878 -> 2519/2880; no peak moved.
// The same scatter now follows a scanned layer's gradient through the
// step's tuple and a unit-dim broadcast into the stacked gradient
// (sharded_fsdp.md4.scan_mlp_train on v5p, 1.17x -> 1.035x): peak within
// 10% 382 -> 383, HBM values 359 -> 360.
// Then dead code dropped after partitioning (dead_code.h), a dot's GELU
// ending its fusion on v2 ... v5p, and batched dots kept out of the next
// dot's fusion (fusion.cc): peak within 10% 383 -> 384, HBM values 360 ->
// 362, fusion layouts 2519/2880 -> 2540/2902, sharded peaks within 10%
// 73 -> 75 of 82.
// Then the deep_mlp sweep joined the corpus (28 cases where XLA
// rematerializes; tools/oracle/merge.py) with the rematerialization model
// (memory/rematerialization.h) and the backward's dh * (1 - h*h) ending
// dh's fusion: every count above was re-based on 541 cases (428 compiled);
// on the 513 cases before them nothing fell (HBM values 362, fusion layouts
// 2540/2902).
// Then intermediates keep the default order where the per-shape rule would
// only move their second-minor dim (layout_assignment.h): fusion layouts
// 3787/4157 -> 3834/4157 (holdout 1156 -> 1229 of 1339); two v5p decode
// peaks moved by 0.2%, no count. Then convolution activations put their
// feature and batch dims minor ({3,0,2,1} or {0,3,2,1}): 3834 -> 3870
// (holdout 1229 -> 1245), no other figure moved. Then batched dots put the
// lhs rows minor (attention scores {2,3,1,0}, the weighted values
// {1,3,2,0}; layout_assignment.h): 3870 -> 3929 (holdout 1245 -> 1280).
// It costs two v5p MoE cases their temp and one its 1% band (temp 392 ->
// 390, within 1% 377 -> 376): their [1024,8,320] expert results now pad
// 320 lanes to 384 as XLA's do (6,291,456 bytes each, as in XLA's buffer
// assignment), and the value XLA does not have (tpusim's
// bf16[8,320,1024] multiply, live beside them) now shows.
// Then on v6e a loop-invariant operand counts as a loop carry for the
// no-copy limit (memory_space_assignment.h): HBM values 385 -> 388. Then
// entry results are computed in their producer's order (a batched dot's,
// a reduce's input's, a scatter's rows, a convolution's roles) and copied
// into the entry's layout, as XLA's ROOT copies do (layout_assignment.h):
// fusion layouts 3929 -> 3950 (holdout 1280 -> 1281); peaks within 10%
// 407 -> 406 (attention_naive.b2.s128 v5p, 0.96x -> 1.16x: XLA prefetches
// the scores into VMEM before the copied values dot, which tpusim does
// not model) and HBM values 388 -> 386 (the attention sweeps' copied
// value goes to the alternate memory where XLA keeps it in HBM on v4,
// v6e and the larger v5e sweeps).
// Then v5p copies a dot result read again later into VMEM for its last
// reader, its HBM buffer ending at the reader before
// (memory_space_assignment.h), and a scatter into an intermediate builds
// its zeros inside its fusion (fusion.h): peaks within 10% 406 -> 408,
// within 1% 376 -> 378, temp 390 -> 392, HBM values 386 -> 389 (holdout:
// within 1% 88 -> 89, HBM values 87 -> 86, fusion pairs 1281/1339 ->
// 1280/1338).
// Then scans longer than 128 are two-level trees (scan_rewrite.h): temp
// 392 -> 393, HBM values 389 -> 390, fusion layouts 3950/4157 ->
// 3966/4173 (holdout: within 10% 102 -> 103, temp 90 -> 91, HBM values
// 86 -> 87, fusion layouts 1280/1338 -> 1288/1349: eight more exact, but
// three of the eleven new pairs, in moe.ho2's 131072-token cumsum, differ,
// so the rate falls 0.9566 -> 0.9548).
// Then a reduce of a dot fusion's result is a further output of that
// fusion (fusion.h): within 1% 378 -> 381, temp 393 -> 396, HBM values
// 390 -> 393, fusion layouts 3966/4173 -> 4013/4219 (holdout: HBM values
// 87 -> 88, fusion layouts 1288/1349 -> 1299/1360).
// Then v5p copies a convolution's result to VMEM after its first reader
// (memory_space_assignment.h): within 10% 408 -> 409 (convnet.fwd v5p).
// Then v7x prefetches parameters and keeps at most 32 MiB in VMEM
// (chip.cc): within 1% 381 -> 383, temp 397 -> 398 (holdout: HBM values
// 89 -> 90, decoder_fwd.ho2...v7x).
// Then a convolution's images are copied into its order
// (layout_assignment.h): within 1% 383 -> 384, temp 398 -> 399 (holdout:
// within 10% 103 -> 104, within 1% 89 -> 90, temp 91 -> 92).
// Then small wide dot results nest and lone dots are fusions (fusion.cc):
// no count moves; the fusion-layout rates are below.
// Then an element of an inlined tuple is the value it holds
// (call_inliner.h): within 10% 410 -> 411, temp 399 -> 401
// (decoder_train...scan.v4, sharded_fsdp scan_mlp_train v5p), HBM values
// 395 -> 394 (donation.params...v5p, 3 values for XLA's 2; holdout
// 132 -> 131, decoder_train.ho2...v4, whose 3 had matched XLA's three
// evictions by count only).
// Then twelve attention_dpa cases recorded to find where XLA keeps a
// softmax out of its dot (transformer.py; 5 of 12 within 10% as the model
// stood) and the rule they gave (fusion.cc SoftmaxStaysApart): within 10%
// 411/428 -> 425/440, within 1% 384 -> 398, temp 401 -> 415, HBM values
// 394 -> 404 (holdout: within 10%, within 1% and temp +1,
// attention_dpa.ho3...hd128...v5p). The new cases lower the fusion-layout
// rate (12 of their 28 pairs exact: the weighted values' {1,3,2,0}).
// Then a softmax over a bf16 dot's f32 scores folds its max and stores its
// exponentials in the dot's fusion (fusion.cc FoldsSoftmaxMax): HBM values
// 404 -> 406 (holdout 139 -> 141; attention_dpa on v5p); the exponentials
// pair 5 more outputs, none exact (their layout follows the dot's).
// Then four v6e attention_dpa cases recorded for v6e's boundary (hd128:
// grouped queries split at s256 and s512, fuse at s768; without grouping
// s512 fuses), not modelled: 3 of 4 within 10% (b8.s512...kvh4 0.57x).
// Then batched dots with a single-element free dim, and the transposes and
// single-element reshapes after them, keep the dot's order
// (layout_assignment.cc): HBM values 409 -> 410 (the copy of the weighted
// values on v5p), fusion layouts 4175 -> 4177.
constexpr int kCorpusCasesFloor = 300;
constexpr int kChipsFloor = 4;
// Post-optimization figures are exact on every case (issue 11); the counts
// only guard against cases silently leaving the scoring.
constexpr int kPostExactFloor = 557;        // of 557 cases with XLA's figures
constexpr int kAccountingExactFloor = 444;  // of 444 compiled cases
constexpr int kAssignmentExactFloor = 557;  // of 557
constexpr int kPreWithin10PctFloor = 428;   // of 444
constexpr int kPreWithin1PctFloor = 402;    // of 444
constexpr int kVerdictAgreeFloor = 555;     // of 557
// Entry layouts are the compiled program's (layout assignment lays 8-bit
// matrix operands in 32-row tiles: the fp8 inputs of mixed_dtypes.fp8_* on
// v4 ... v7x, 3744 -> 3754).
constexpr int kEntryLayoutsExactFloor = 3754;  // of 3759
constexpr int kPreTempWithin10PctFloor = 419;  // of 444
// Was 410: one-hot scatters computed as iota comparisons (one_hot_scatter.h)
// took the stored f32[256,16] label gradient out of the MLP train steps on
// v5p (donation.all, donation.none, both sharded_shmap), where it had
// stood in for the bf16 copy of the hidden gradient XLA stores
// (fusion.30{1} of donation.none) and tpusim does not.
// Stable sorts given their index operand (stable_sort.h) then raised it
// by one (sharded_ep.me4.sort_fwd...v5p), and grouped-query weighted
// values copied into the entry's layout by two (attention_dpa...kvh4 on
// v5p: XLA's fusion.5 in the dot's order, then copy.4).
constexpr int kHbmValuesWithin10PctFloor = 410;  // of 444
constexpr int kOomWithin10PctFloor = 111;        // of 113 out-of-memory cases
// A rate, not a count: how many fusions pair up moves with the fusion rules.
// Was 0.9515 (4064 of 4271): a dot or convolution with nothing fused into
// it became a fusion of its own, as in XLA's modules, and pairs 91 more
// outputs, 85 exact (fusion.cc).
// Then 0.9465 (4177 of 4413) with the 16 attention_dpa cases, before the
// query dim of their weighted values went minor on 128-wide MXUs; 0.9519
// (4201 of 4413) before shifts of one array were recomputed in every
// reader: vit.grad on v5e and v6e stores one f32[8,37,256] value fewer than
// XLA's six and loses an exact pair each; 0.9515 before one-hot scatters
// were computed in their readers (decoder_train...v6e's scatter had paired
// with an XLA fusion of its shape). Then 0.9514 (4198 of 4412) before v7x's
// bf16 intermediates took the large tiles (layout_assignment.cc); 0.9548
// (4213) before the grouped-query scores kept their dot's order, 0.9594
// (4233) before intermediate reduces kept their input's order.
constexpr double kFusionLayoutsExactRateFloor = 0.9608;  // 4242 of 4415 pairs
// Per-device peaks of the sharded cases within 10% (issue 13 target: 90%).
constexpr int kShardedWithin10PctFloor = 75;  // of 82
// `tpusim fit` on the capacity-crossing sweeps (issue 14 target: 90%).
constexpr int kFitSweepsAgreeFloor = 32;  // of 34

TEST(OracleAccuracyTest, CommittedCorpus) {
  OracleOptions options;
  options.corpus_dir = tpusim::testing::TestDataPath("oracle");
  absl::StatusOr<OracleReport> report = RunOracleAccuracy(options);
  ASSERT_THAT(report, IsOk());
  std::printf("%s", report->ToText().c_str());
  std::fflush(stdout);
  const OracleTally& total = report->total;
  EXPECT_GE(total.cases, kCorpusCasesFloor);
  EXPECT_GE(static_cast<int>(report->by_chip.size()), kChipsFloor);
  EXPECT_GE(total.post_exact, kPostExactFloor);
  EXPECT_EQ(total.post_exact, total.post_cases);
  EXPECT_GE(total.accounting_exact, kAccountingExactFloor);
  EXPECT_EQ(total.accounting_exact, total.accounting_cases);
  EXPECT_GE(total.assignment_exact, kAssignmentExactFloor);
  EXPECT_EQ(total.assignment_exact, total.assignment_cases);
  EXPECT_GE(total.pre_within_10pct, kPreWithin10PctFloor);
  EXPECT_GE(total.pre_within_1pct, kPreWithin1PctFloor);
  EXPECT_GE(total.verdict_agree, kVerdictAgreeFloor);
  EXPECT_GE(total.layouts_exact, kEntryLayoutsExactFloor);
  EXPECT_GE(total.temp_within_10pct, kPreTempWithin10PctFloor);
  EXPECT_GE(total.hbm_values_within_10pct, kHbmValuesWithin10PctFloor);
  ASSERT_GT(total.fusion_layouts_matched, 0);
  EXPECT_GE(static_cast<double>(total.fusion_layouts_exact) / total.fusion_layouts_matched,
            kFusionLayoutsExactRateFloor);
  EXPECT_GE(total.oom_within_10pct, kOomWithin10PctFloor);
  EXPECT_GE(report->sharded.pre_within_10pct, kShardedWithin10PctFloor);
  EXPECT_LT(report->sharded.cases, total.cases);
  int sweeps_agree = 0;
  for (const OracleSweepFit& f : report->sweeps) {
    EXPECT_TRUE(f.error.empty()) << f.name << ": " << f.error;
    sweeps_agree += f.agrees ? 1 : 0;
  }
  EXPECT_GE(sweeps_agree, kFitSweepsAgreeFloor);
  // Every case that compiled must have been scored both ways.
  for (const OracleCase& c : report->cases) {
    if (c.xla_status != "ok") continue;
    EXPECT_TRUE(c.post_error.empty()) << c.name << ": " << c.post_error;
    EXPECT_TRUE(c.post.has_value()) << c.name;
  }
}

// The holdout corpus (tools/oracle/programs/holdout.py): the same builders
// with configurations the model was not fitted to. Its floors record how
// the model generalizes; a change that lowers them fits the main corpus at
// the expense of programs it has not seen.
// The third batch (ho3, 32 cases, 2026-11-28) raised every count; before
// it the floors were 115 cases, within 10% 104, within 1% 90, temp 92, HBM
// values 90 of 111 compiled, and a fusion-layout rate of 0.9519 (1328 of
// 1395 pairs). The v5p VMEM budget of 48 MiB (tpu_model/chip.cc) then
// raised within 10%, within 1% and temp by one each (convnet.ho2...v5p),
// and fusions ending in a reduce kept apart (fusion.cc) HBM values by two.
// The fourth batch (ho4, 17 cases of families the main corpus does not
// have) added 13, 10, 9 and 12 to those counts and lowered the
// fusion-layout rate to 0.9461 (527 of its 576 pairs exact); repeats as
// XLA lays them out (fusion.cc IsRepeat) then raised within 10% and HBM
// values by one each, and top-k fusions within 10%, 1% and temp by one.
// The fifth batch (ho5, 8 cases of four more such families, unseen) added
// 5, 4, 4 and 3 to those counts (of 8). The sixth batch (ho6, 11 cases of
// five more such families, scored before any rule looked at them) added 4,
// 4, 4 and 5 (of 11) and lowered the fusion-layout rate to 0.9315 (270 of
// its 332 pairs exact); its post-opt figures became exact once a shared
// buffer left the accounting with its first value (gnn.ho6...v5p). Masked
// gathers stored as bf16 (fusion.cc PassesPrecisionToDots) then raised
// within 10% and temp by one each (gnn.ho6...v5p); the softmax rules
// (fusion.cc) within 10%, within 1% and temp by one and HBM values by two.
// The seventh batch (ho7, 7 cases: a decoder on dot_product_attention, a
// nucleus-sampling step; unseen) added 6, 5, 5 and 4 (of 7) and lowered the
// fusion-layout rate to 0.9206 (239 of its 290 pairs exact).
// The eighth batch (ho8, 14 cases of seven more such families: an
// associative-scan state-space layer, an FFT neural operator, Perceiver
// cross-attention, a rematerialized layer scan, 3-D convolutions, a
// Cholesky, bilinear upsampling; unseen) added 1, 0, 0 and 4 (of 14) and
// is the first batch whose post-opt figures tpusim's own assignment missed
// on arrival: 11 of 14 (the fno and gp v5p modules; the accounting over
// XLA's assignments is exact on all 14). A bitcast counted as elementwise
// for in-place fusion outputs (memory/dataflow.cc) made fno's exact; gp's
// v5p heap fragments 16 MB more in XLA's packing than in tpusim's.
// The ninth batch (ho9, 28 cases: the common families at new sizes and on
// new chip pairs, v7x and v4 among them; scored before any rule looked at
// them) added 17, 10, 10 and 13 (of 27 compiled; XLA crashed compiling the
// v7x ResNet step) and lowered the fusion-layout rate to 0.9039 (1198 of
// its 1407 pairs exact); 23 of its 27 post-opt figures were exact on
// arrival. A multi-output fusion's reduces then no longer kept its result
// out of its operand's buffer (memory/dataflow.cc: convnet.ho9...v5p
// exact); left: the v7x SparseCore gather's rows placed in the output's
// allocation (embedding.ho9...v7x), 32 KiB of encoder.ho9...v7x, and the
// v5p dpa_decoder step's heap, which XLA packs 65 MB tighter than its
// allocation-order best fit does on the same trace.
// The tenth batch (ho10, 16 cases, scored at 3b3a518 before any rule looked
// at it) added 15 within 10%, 5 within 1%, 8 temp and 5 HBM values, 15 of
// 16 post-opt figures exact (decoder_fwd.ho10...v7x: 32 KiB of temp), and
// 673 of its 727 fusion-output pairs exact.
// The eleventh batch (ho11, 16 cases, 15 compiled; scored at 065a4a7 before
// any rule looked at it) added 11 within 10%, 7 within 1%, 10 temp and 8
// HBM values, 15 of 15 post-opt figures exact, and 771 of its 786
// fusion-output pairs exact.
// The twelfth batch (ho12, 15 cases; scored at 1c805b6 before any rule
// looked at it, mostly families the holdout misses most) added 7 within
// 10%, 2 within 1%, 3 temp and 3 HBM values, 12 of 15 post-opt figures
// exact (heaps packed a few pages differently: dpa_decoder.ho12...v7x,
// gp.ho12...v6e, ssm.ho12...v7x), and 1352 of its 1408 fusion-output
// pairs exact.
// The thirteenth batch (ho13, 13 cases; scored at 12a23bc before any rule
// looked at it: the encoder, perceiver and ranking programs whose rules
// the twenty-seventh session derived, at other sizes and chips, and
// common families at new sizes) added 10 within 10%, 4 within 1%, 7 temp
// and 5 HBM values, 13 of 13 post-opt figures exact and 663 of 681
// fusion-output pairs exact (97.4%).
constexpr int kHoldoutCasesFloor = 344;
constexpr int kHoldoutPostExactFloor = 334;       // of 342
// Convolution programs leaving 16 MiB of VMEM to their convolutions on
// v5e, v6e and v7x (tpu_model/chip.cc) then raised within 10% by four
// (denoiser.ho6 v5e, unet.ho4 v6e, vae.ho5 v5e and v6e), within 1% by one
// and temp by three.
// XLA's order of memory-space candidates and prefetches counted largest
// first (memory/memory_space_assignment.cc) then raised within 10% and 1%
// by one each (vit.ho2 v6e 1.16x -> 1.03x).
// Values nothing reads kept in HBM on v5p and v6e (tpu_model/chip.cc) then
// raised within 10% by one (sampler.ho7 v6e 0.885x -> 0.996x), within 1%
// by two and temp by two, and lowered HBM values by two: the top-k's
// unused values, which XLA also keeps in HBM but places in the allocation
// of the program's output (a copy of the indices out of VMEM tpusim does
// not model), count as temporaries in tpusim.
// The cross-program prefetch on v4, v5e and v6e (tpu_model/chip.cc), with
// rematerialization reading a prefetched parameter from HBM, then raised
// within 10% by one (rope_decoder.ho9 v6e), within 1% and temp by three
// and HBM values by two; no main corpus count moved.
// v5p recomputing a bf16 training step's softmax exponentials from the
// stored bf16 scores (fusion.cc) then raised within 10% by two
// (decoder_train.ho9, encoder.ho9), within 1% by one and temp by three;
// HBM values lost one (encoder.ho9: 75 values for XLA's 84, was 78) and
// regained it with the grouped-query weighted values' root copy
// (attention_dpa.ho3...kvh2 on v5p).
// Nesting MLP hidden values of up to 4096 features and 64 MiB (fusion.cc)
// then raised within 1% and temp by three and lost one within 10%
// (dpa_decoder.ho7.fwd...v5p, which XLA keeps apart) and one HBM value.
// v7x reserving VMEM only for overlapping convolution windows then raised
// each by one (vit.ho10.fwd...v7x 2.20x -> 1.00x).
// Values the next matrix product does not narrow nesting only up to 4 MiB
// (fusion.cc) then raised each by one (sharded_tp.mm4.mlp_fwd.b12...v5p
// 0.75x -> 1.00x).
// With the eleventh batch: 222, 176, 190, 177 of 258; the MoE expert
// layers nesting (fusion.cc, ExpertLayersNest) then raised within 10% by
// one (moe.ho11...v5p 1.38x -> 0.96x), and v5e recomputing a bf16
// training step's softmax exponentials (tpu_model/chip.cc) by one more
// (decoder_train.ho11...v5e 1.21x -> 0.97x).
// Cholesky factorizations and triangular solves counted as XLA's 128-row
// steps in the alternate memory's traffic (memory_space_assignment.cc)
// then lowered HBM values by one: gp.ho8...v4 went from 0.009x to 0.47x of
// XLA's peak, its five tiny HBM values (a match by accident) now two.
// A matrix product copied into the order of the convolution that reads it
// (layout_assignment.cc) then raised within 10%, temp and HBM values by one
// each (upsampler.ho8...v7x 0.51x -> 0.92x). v7x's no-copy interval of
// 512 MiB (tpu_model/chip.cc) then raised each by one more
// (denoiser.ho6...v7x 0.67x -> 0.92x).
// With the twelfth batch: 233, 178, 195 and 181 of 273. Storing
// dot_product_attention's bf16 probabilities on v5p, v6e and v7x (fusion.cc)
// then raised within 10% by three (dpa_decoder.ho9.train...v5p 0.77x ->
// 0.91x, ...v7x 0.85x -> 0.98x, dpa_decoder.ho12.train...v7x 0.77x ->
// 0.91x), temp and HBM values by one.
// The attention products slicing a fused QKV projection themselves, after
// a copy with the 3 major on v4, v5e and v5p (fusion.cc IsSplitForSlices,
// layout_assignment.cc): within 1% by one (encoder.ho10.train...v5p 0.95x
// -> 1.00x; encoder.ho4.fwd...v5p 0.57x -> 0.87x, still out), temp lower by
// two: encoder.ho11.fwd...v4 0.93x -> 1.24x (XLA keeps a 6 MiB product in
// CMEM where tpusim's CMEM holds the residual stream; the two QKV copies
// in HBM match XLA's) and encoder.ho9.train...v5p 1.08x -> 1.11x.
// The softmax of scores widened to f32 before their scale folding its max
// as an f32 dot's does, the bf16 softmax gradient two products read stored
// once, and its row sum computed beside dP (fusion.cc) then took both
// perceiver.ho8 cases in (v4 1.13x -> 1.09x, v6e 1.14x -> 1.07x): within
// 10% and temp by two each.
// With the thirteenth batch: 248, 183, 203 and 187 of 286. A parameter
// added to a transposed product copied into the product's order
// (layout_assignment.cc, from that batch's MLP-Mixer) then raised each by
// one (mlp_mixer.ho13...v7x 0.59x -> 0.99x). A wide value the next
// product does not narrow nesting only up to 2 MiB (fusion.cc) then raised
// within 1%, temp and HBM values by one (mlp.ho10...v5p 0.95x -> 1.00x).
// The fourteenth batch (ho14, 12 cases of five new families; scored at
// 731bc04 before any rule looked at it) added 5 within 10%, 4 within 1%,
// 5 temp and 5 HBM values, 12 of 12 post-opt figures exact, 292 of its
// 302 entry layouts and 350 of its 382 fusion-output pairs exact.
// From the batch's misses: an int8 product's quantized operand and its
// dequantized epilogue stored (fusion.cc) raised within 10%, within 1% and
// temp by one each (int8_mlp.ho14.w8a8...v5p 1.60x -> 1.00x), and
// matrix-vector products keeping their f32 operands (hlo/ir/dots.h,
// IsMatrixProduct) by one more each (cg.ho14...v5p 0.51x -> 1.00x).
// The fifteenth batch (ho15, 10 cases of five more new families; scored
// at 7f8e2b5 before any rule looked at it) added 4 within 10%, 3 within 1%,
// 4 temp and 2 HBM values, 10 of 10 post-opt figures exact, 86 of its 86
// entry layouts and 402 of its 408 fusion-output pairs exact. Outer
// products as multiplies of broadcasts (outer_products.h) then raised each
// by two (per_example.ho15 on v5e and v6e: 32.2x -> 1.00x).
// The sixteenth batch (ho16, 10 cases: LoRA, SwiGLU, a contrastive loss, a
// masked-LM head, ALiBi attention; scored at 603c50a before any rule looked
// at it) added 8 within 10%, 5 within 1%, 7 temp and 4 HBM values, 10 of
// 10 post-opt figures exact, 178 of 178 entry layouts and 231 of its 240
// fusion-output pairs exact.
// The seventeenth batch (ho17, 10 cases: a VQ-VAE, graph attention, a NeRF
// MLP, a fori_loop sampler, blockwise attention; scored at c5c5e1c before
// any rule looked at it) added 7 within 10%, 5 within 1%, 7 temp and 5
// HBM values, 10 of 10 post-opt figures exact, 122 of 122 entry layouts
// and 112 of its 167 fusion-output pairs exact. Gathered rows kept in the
// default order (layout_assignment.cc) then took gat.ho17 from 0.33x to
// 1.32x of XLA's peak on v5p and v6e (HBM values +2, fusion pairs +22).
// The eighteenth batch (ho18, 10 cases: a Conformer convolution module,
// beam search, a pixel-shuffle head, an embedding bag, a Gumbel-max
// sampler; scored at 6a376c7 before any rule looked at it) added 7 within
// 10%, 3 within 1%, 5 temp and 3 HBM values, 9 of 10 post-opt figures exact
// (10 once the accounting counted small non-scalar loop buffers:
// gumbel_sampler.ho18...v5e), 90 of 90 entry layouts and 126 of its 150
// fusion-output pairs exact.
constexpr int kHoldoutPreWithin10PctFloor = 284;  // of 338
constexpr int kHoldoutPreWithin1PctFloor = 209;   // of 338
constexpr int kHoldoutTempWithin10PctFloor = 237;  // of 338
constexpr int kHoldoutHbmValuesWithin10PctFloor = 212;  // of 338
constexpr int kHoldoutVerdictAgreeFloor = 342;    // of 342
// Fusion-output layouts (issue 12 target: 95%). Was 0.9551 (1299 of 1360):
// the gathers' rows (index_flattening.h) pair 15 more outputs, 14 exact; the
// miss is v7x's T(16,128) tile on a VMEM value (docs/tpu_model.md). Then
// 0.9549: lone dots as fusions pair 21 more outputs, 16 exact, and the
// nested [100,3000] MLP result of mlp.ho2...v7x leaves one exact pair.
// The eighth batch lowered it from 0.9225 (694 of its 753 pairs exact);
// one-hot scatters in their readers from 0.9223 (a decoder_train and a moe
// scatter had paired with XLA fusions of their shapes).
// The ninth batch lowered it to 0.9039; v7x's bf16 intermediates in large
// tiles raised it from there (4889 of 5409), values read through reshapes
// and the grouped-query scores from 0.9288 (5024), reduces keeping their
// input's order from 0.9478 (5127); 0.9560 (5171 of 5409) before MLP
// hidden values of up to 4096 features nested (fewer pairs on both sides).
// The tenth batch lowered it to 0.9529; the v4 and v6e limit on nested
// MLP hidden values and values the next dot does not narrow nesting only up
// to 4 MiB (fusion.cc) pair 21 more outputs, 18 exact (two of the misses
// are upsampler.ho8's, whose resizes tpusim does not rewrite).
// The eleventh batch raised it to 0.9558 (6620 of 6926); the expert
// layers nesting on v2 ... v5p left two fewer exact, v5e's recomputed
// exponentials two more (ssm.ho8...v5e pairs two fewer outputs).
// Interior pads as ops of their own (fusion.cc) raised it to 0.9563 (6692
// of 7000: ssm.ho8 pairs 38 more outputs); the twelfth batch to 0.9567
// (8044 of 8408); the stored probabilities kept it there (8052 of 8416).
// The fused QKV projections laid out for their split (no q, k, v buffers
// left to pair) raised it to 0.9634 (8056 of 8362). The stored softmax
// gradients pair 21 more outputs, 2 exact (8058 of 8383, 0.9612): the
// others are perceiver's and the encoders' [B,H,Q,K] arrays, which XLA lays
// out with the keys minor where tpusim's batched-dot rule puts the queries
// there (K = 4096 for Q = 256 on v6e).
// The thirteenth batch raised it to 0.9621 (8721 of 9064); the mixer's
// parameter copy to 0.9623 (8723), the 2 MiB limit on wide unnarrowed
// nesting to 0.9623 (8725). The fourteenth batch lowered it to 0.9605
// (9075 of 9448: local_attn's blocked scores, 9 of 39 pairs exact); the
// int8 and matrix-vector rules kept it there (9091 of 9464); the fifteenth
// batch and the outer products raised it to 0.9622 (9497 of 9870), the
// sixteenth kept it there (9728 of 10110); the seventeenth lowered it to
// 0.9596 (9862 of 10277: the GAT's edge arrays and the NeRF's), the
// eighteenth to 0.9579 (9988 of 10427).
constexpr double kHoldoutFusionLayoutsExactRateFloor = 0.9578;  // 9988 of 10427 pairs

// Entry layouts (issue 12 target: 98%), the compiled program's: 6752 of
// 6760 with 8-bit matrix operands in 32-row tiles (6741 before; int8_mlp.ho14
// and mixed_dtypes.ho3).
constexpr int kHoldoutEntryLayoutsExactFloor = 7228;  // of 7236 with the eighteenth batch

TEST(OracleAccuracyTest, HoldoutCorpus) {
  OracleOptions options;
  options.corpus_dir = tpusim::testing::TestDataPath("oracle_holdout");
  absl::StatusOr<OracleReport> report = RunOracleAccuracy(options);
  ASSERT_THAT(report, IsOk());
  const OracleTally& total = report->total;
  EXPECT_GE(total.cases, kHoldoutCasesFloor);
  EXPECT_GE(total.post_exact, kHoldoutPostExactFloor);
  EXPECT_EQ(total.accounting_exact, total.accounting_cases);
  EXPECT_GE(total.pre_within_10pct, kHoldoutPreWithin10PctFloor);
  EXPECT_GE(total.pre_within_1pct, kHoldoutPreWithin1PctFloor);
  EXPECT_GE(total.temp_within_10pct, kHoldoutTempWithin10PctFloor);
  EXPECT_GE(total.hbm_values_within_10pct, kHoldoutHbmValuesWithin10PctFloor);
  EXPECT_GE(total.verdict_agree, kHoldoutVerdictAgreeFloor);
  EXPECT_GE(total.layouts_exact, kHoldoutEntryLayoutsExactFloor);
  ASSERT_GT(total.fusion_layouts_matched, 0);
  EXPECT_GE(static_cast<double>(total.fusion_layouts_exact) / total.fusion_layouts_matched,
            kHoldoutFusionLayoutsExactRateFloor);
}

}  // namespace
}  // namespace tpusim::accuracy
