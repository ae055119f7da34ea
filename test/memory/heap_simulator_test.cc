// The heap simulation driver (memory/heap_simulator.h): event order, buffer
// sharing and operand reuse.
#include "memory/heap_simulator.h"

#include "gtest/gtest.h"
#include "memory/heap_algorithms.h"
#include "test/memory/memory_test_util.h"

namespace tpusim::memory {
namespace {

using testing::Analyze;

#define A "f32[8,128]{1,0:T(8,128)}"

// "alloc n", "free p", "share e<-n" in trace order, for every value except
// entry parameters.
std::vector<std::string> Events(const MemoryAnalysis& a, bool reuse) {
  const Dataflow& df = a.dataflow();
  std::vector<uint8_t> assign(df.value_count(), 0);
  for (ValueIndex v = 0; v < df.value_count(); ++v) {
    assign[v] = a.index().opcode(df.value(v).instruction) != hlo::HloOpcode::kParameter;
  }
  HeapSimulationOptions options;
  options.may_reuse_operand_buffers = reuse;
  HeapTrace trace = SimulateHeap(df, a.aliases(), a.live_ranges(), a.sizes().buffer_padded,
                                 assign, options);
  auto name = [&](int32_t id) {
    return a.index().instruction(df.value(trace.values[id]).instruction).name();
  };
  std::vector<std::string> out;
  for (const HeapEvent& e : trace.events) {
    switch (e.kind) {
      case HeapEvent::Kind::kAlloc:
        out.push_back("alloc " + name(e.buffer));
        break;
      case HeapEvent::Kind::kFree:
        out.push_back("free " + name(e.buffer));
        break;
      case HeapEvent::Kind::kShareWith:
        out.push_back("share " + name(e.buffer) + "<-" + name(e.share_with));
        break;
    }
  }
  return out;
}

constexpr char kChain[] = R"(HloModule m, is_scheduled=true
ENTRY e {
  p = )" A R"( parameter(0)
  n = )" A R"( negate(p)
  x = )" A R"( exponential(n)
  c = )" A R"( copy(x)
  ROOT t = f32[128,8]{1,0:T(8,128)} transpose(c), dimensions={1,0}
})";

TEST(HeapSimulatorTest, NewOutputsAreAllocatedBeforeDyingOperandsAreFreed) {
  auto a = Analyze(kChain);
  ASSERT_NE(a.analysis, nullptr);
  EXPECT_EQ(Events(*a, /*reuse=*/false),
            std::vector<std::string>({"alloc n", "alloc x", "free n", "alloc c", "free x",
                                      "alloc t", "free c", "free t"}));
}

TEST(HeapSimulatorTest, ElementwiseUsersReuseADyingOperandButCopiesDoNot) {
  auto a = Analyze(kChain);
  ASSERT_NE(a.analysis, nullptr);
  // exponential(n) writes into n's buffer; the copy and the transpose
  // (not elementwise) get their own.
  EXPECT_EQ(Events(*a, /*reuse=*/true),
            std::vector<std::string>({"alloc n", "free n", "share x<-n", "alloc c", "free x",
                                      "alloc t", "free c", "free t"}));
}

TEST(HeapSimulatorTest, ValuesOfOneBufferShareTheFirstOnesMemory) {
  auto a = Analyze(R"(HloModule m, is_scheduled=true
on_true {
  x = )" A R"( parameter(0)
  ROOT y = )" A R"( negate(x)
}
on_false {
  x = )" A R"( parameter(0)
  ROOT z = )" A R"( exponential(x)
}
ENTRY e {
  c = pred[]{:T(512)} parameter(0)
  p = )" A R"( parameter(1)
  k = )" A R"( conditional(c, p, p), true_computation=on_true, false_computation=on_false
  ROOT r = )" A R"( negate(k)
})");
  ASSERT_NE(a.analysis, nullptr);
  std::vector<std::string> events = Events(*a, /*reuse=*/false);
  // y (first branch) is allocated; z and the conditional's phi share it.
  EXPECT_EQ(events.front(), "alloc y");
  EXPECT_NE(std::find(events.begin(), events.end(), "share z<-y"), events.end());
  EXPECT_NE(std::find(events.begin(), events.end(), "share k<-y"), events.end());
}

TEST(HeapSimulatorTest, NoFragmentationPeakCountsOperandsAndOutputsTogether) {
  auto a = Analyze(kChain);
  ASSERT_NE(a.analysis, nullptr);
  const Dataflow& df = a->dataflow();
  std::vector<uint8_t> assign(df.value_count(), 1);
  HeapTrace trace =
      SimulateHeap(df, a->aliases(), a->live_ranges(), a->sizes().buffer_padded, assign, {});
  NoFragmentationStatsHeap stats;
  // p (live throughout) + c + t at the transpose; t's f32[128,8] pads its
  // minor dim of 8 to 128 lanes: 64 KiB.
  EXPECT_EQ(ReplayTrace(trace, stats).heap_size, 4096 + 4096 + 65536);
}

}  // namespace
}  // namespace tpusim::memory
