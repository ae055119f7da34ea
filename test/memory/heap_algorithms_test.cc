// Heap packing algorithms (memory/heap_algorithms.h). The expected offsets
// and heap sizes are the ones XLA's own heap_simulator_test states for the
// same call sequences.
#include "memory/heap_algorithms.h"

#include <algorithm>
#include <random>
#include <tuple>
#include <vector>

#include "gtest/gtest.h"

namespace tpusim::memory {
namespace {

enum { a, b, c, d, e };

using Order = GlobalDecreasingSizeBestFitHeap::Order;

TEST(NoFragmentationStatsHeapTest, EmptyAndSimple) {
  NoFragmentationStatsHeap empty;
  EXPECT_EQ(empty.Finish().heap_size, 0);
  NoFragmentationStatsHeap heap;
  heap.Alloc(a, 10, a);
  heap.Alloc(b, 20, b);
  heap.Alloc(c, 30, c);
  heap.Alloc(d, 30, d);
  heap.Free(a, 10);
  heap.Free(b, 20);
  heap.Free(c, 30);
  heap.Free(d, 30);
  EXPECT_EQ(heap.Finish().heap_size, 90);
}

TEST(NoFragmentationStatsHeapTest, Mixed) {
  NoFragmentationStatsHeap heap;
  heap.Alloc(a, 10, a);
  heap.Alloc(b, 20, b);
  heap.Free(b, 20);
  heap.Alloc(c, 30, c);
  heap.Free(c, 30);
  heap.Alloc(d, 5, d);
  heap.Free(d, 5);
  heap.Free(a, 10);
  EXPECT_EQ(heap.Finish().heap_size, 40);
}

TEST(GlobalDecreasingSizeBestFitHeapTest, Empty) {
  GlobalDecreasingSizeBestFitHeap heap(1, Order::kSpatial);
  EXPECT_EQ(heap.Finish().heap_size, 0);
}

TEST(GlobalDecreasingSizeBestFitHeapTest, DecreasingSize) {
  GlobalDecreasingSizeBestFitHeap heap(1, Order::kSpatial);
  heap.Alloc(a, 10, a);
  heap.Alloc(b, 30, b);
  heap.Alloc(c, 20, c);
  heap.Alloc(d, 40, d);
  heap.Free(a, 10);
  heap.Free(b, 30);
  heap.Free(c, 20);
  heap.Free(d, 40);
  HeapResult r = heap.Finish();
  EXPECT_EQ(r.heap_size, 100);
  EXPECT_EQ(r.chunks[a].offset, 90);
  EXPECT_EQ(r.chunks[b].offset, 40);
  EXPECT_EQ(r.chunks[c].offset, 70);
  EXPECT_EQ(r.chunks[d].offset, 0);
}

TEST(GlobalDecreasingSizeBestFitHeapTest, DecreasingSizeWithAlignment) {
  GlobalDecreasingSizeBestFitHeap heap(20, Order::kSpatial);
  heap.Alloc(a, 10, a);
  heap.Alloc(b, 20, b);
  heap.Alloc(c, 50, c);
  heap.Free(a, 10);
  heap.Alloc(d, 40, d);
  heap.Free(b, 20);
  heap.Free(c, 50);
  heap.Free(d, 40);
  HeapResult r = heap.Finish();
  EXPECT_EQ(r.heap_size, 120);
  EXPECT_EQ(r.chunks[a].offset, 60);
  EXPECT_EQ(r.chunks[b].offset, 100);
  EXPECT_EQ(r.chunks[c].offset, 0);
  EXPECT_EQ(r.chunks[d].offset, 60);
}

TEST(GlobalDecreasingSizeBestFitHeapTest, BestFit) {
  GlobalDecreasingSizeBestFitHeap heap(1, Order::kSpatial);
  heap.Alloc(a, 10, a);
  heap.Alloc(b, 20, b);
  heap.Alloc(c, 40, c);
  heap.Free(a, 10);
  heap.Alloc(d, 30, d);
  heap.Alloc(e, 50, e);
  heap.Free(b, 20);
  heap.Free(c, 40);
  heap.Free(d, 30);
  heap.Free(e, 50);
  HeapResult r = heap.Finish();
  EXPECT_EQ(r.heap_size, 140);
  EXPECT_EQ(r.chunks[a].offset, 90);
  EXPECT_EQ(r.chunks[b].offset, 120);
  EXPECT_EQ(r.chunks[c].offset, 50);
  EXPECT_EQ(r.chunks[d].offset, 90);
  EXPECT_EQ(r.chunks[e].offset, 0);
}

TEST(GlobalDecreasingSizeBestFitHeapTest, Colocated) {
  GlobalDecreasingSizeBestFitHeap heap(1, Order::kSpatial);
  heap.Alloc(a, 40, a);
  heap.Free(a, 40);
  heap.Alloc(b, 20, b);
  heap.Free(b, 20);
  heap.ShareWith(c, a, 40, c);
  heap.Free(c, 40);
  HeapResult r = heap.Finish();
  EXPECT_EQ(r.heap_size, 40);
  EXPECT_EQ(r.chunks[a].offset, 0);
  EXPECT_EQ(r.chunks[b].offset, 0);
  EXPECT_EQ(r.chunks[c].offset, 0);
}

TEST(GlobalDecreasingSizeBestFitHeapTest, ColocatedII) {
  GlobalDecreasingSizeBestFitHeap heap(1, Order::kSpatial);
  heap.Alloc(a, 40, a);
  heap.Free(a, 40);
  heap.Alloc(b, 20, b);
  heap.ShareWith(c, a, 40, c);
  heap.Free(c, 40);
  heap.Free(b, 20);
  HeapResult r = heap.Finish();
  EXPECT_EQ(r.heap_size, 60);
  EXPECT_EQ(r.chunks[a].offset, 0);
  EXPECT_EQ(r.chunks[b].offset, 40);
  EXPECT_EQ(r.chunks[c].offset, 0);
}

TEST(GlobalDecreasingSizeBestFitHeapTest, ColocatedIII) {
  GlobalDecreasingSizeBestFitHeap heap(1, Order::kSpatial);
  heap.Alloc(a, 10, a);
  heap.Free(a, 10);
  heap.Alloc(b, 30, b);
  heap.ShareWith(c, a, 10, c);
  heap.Free(c, 10);
  heap.Free(b, 30);
  HeapResult r = heap.Finish();
  EXPECT_EQ(r.heap_size, 40);
  EXPECT_EQ(r.chunks[a].offset, 30);
  EXPECT_EQ(r.chunks[b].offset, 0);
  EXPECT_EQ(r.chunks[c].offset, 30);
}

TEST(GlobalDecreasingSizeBestFitHeapTest, ColocatedGroupTakesItsLargestSize) {
  GlobalDecreasingSizeBestFitHeap heap(1, Order::kSpatial);
  heap.Alloc(a, 40, a);
  heap.Free(a, 40);
  heap.Alloc(b, 20, b);
  heap.ShareWith(c, a, 50, c);
  heap.Free(c, 50);
  heap.Free(b, 20);
  HeapResult r = heap.Finish();
  EXPECT_EQ(r.heap_size, 70);
  EXPECT_EQ(r.chunks[a].offset, 0);
  EXPECT_EQ(r.chunks[b].offset, 50);
  EXPECT_EQ(r.chunks[c].offset, 0);
}

TEST(GlobalDecreasingSizeBestFitHeapTest, SpatialAndTemporalOrders) {
  // Spatial places the big short buffers first (both at 0) and the long one
  // above; temporal places the long one first and the big ones above it.
  auto run = [](Order order) {
    GlobalDecreasingSizeBestFitHeap heap(1, order);
    heap.Alloc(a, 10, a);  // Long.
    heap.Alloc(b, 30, b);  // Big, short.
    heap.Free(b, 30);
    heap.Alloc(c, 30, c);  // Big, short, after b.
    heap.Free(c, 30);
    heap.Free(a, 10);
    return heap.Finish().heap_size;
  };
  EXPECT_EQ(run(Order::kSpatial), 40);
  EXPECT_EQ(run(Order::kTemporal), 40);
}

TEST(GlobalDecreasingSizeBestFitHeapTest, AllocationOrderIsXlaTpusHbmHeap) {
  // The HBM heap of oracle case embedding.grad.b9.s100.v1000.d100.f32.v5p
  // (XLA's own trace and offsets): buffers placed in the order they are
  // allocated, each into the smallest gap free at that time. XLA's heap is
  // 1478656 B, half again what spatial best-fit packs (987136 B).
  enum { copy2, gather, reshape2, broadcast, reshape13, scatter };
  auto run = [](Order order) {
    GlobalDecreasingSizeBestFitHeap heap(16384, order);
    heap.Alloc(copy2, 512000, 84);
    heap.Alloc(gather, 462848, 86);
    heap.Free(copy2, 512000);
    heap.Alloc(reshape2, 479232, 87);
    heap.Free(gather, 462848);
    heap.Free(reshape2, 479232);
    heap.Alloc(broadcast, 479232, 94);
    heap.Alloc(reshape13, 462848, 95);
    heap.Free(broadcast, 479232);
    heap.Alloc(scatter, 512000, 97);
    heap.Free(reshape13, 462848);
    heap.Free(scatter, 512000);
    return heap.Finish();
  };
  HeapResult r = run(Order::kAllocation);
  EXPECT_EQ(r.algorithm, "allocation-order");
  EXPECT_EQ(r.heap_size, 1478656);
  EXPECT_EQ(r.chunks[copy2].offset, 0);
  EXPECT_EQ(r.chunks[gather].offset, 524288);
  EXPECT_EQ(r.chunks[reshape2].offset, 0);
  EXPECT_EQ(r.chunks[broadcast].offset, 0);
  EXPECT_EQ(r.chunks[reshape13].offset, 491520);
  EXPECT_EQ(r.chunks[scatter].offset, 966656);
  EXPECT_EQ(run(Order::kSpatial).heap_size, 987136);
}

TEST(GlobalDecreasingSizeBestFitHeapTest, AllocationOrderHoldsAGroupAcrossItsGaps) {
  // A shared (colocated) buffer keeps its chunk from its first Alloc to its
  // last Free, also while none of its members is live (a while loop's carry
  // between the body parameter's last use and the root's definition), as in
  // oracle case sharded_fsdp.md4.decoder_fwd.b8.h512.bf16.n4.v5p. Best-fit
  // orders reuse such a gap.
  auto run = [](Order order) {
    GlobalDecreasingSizeBestFitHeap heap(1, order);
    heap.Alloc(a, 10, a);
    heap.Free(a, 10);
    heap.Alloc(b, 10, b);  // Lives in a's gap.
    heap.Free(b, 10);
    heap.ShareWith(c, a, 10, c);
    heap.Free(c, 10);
    return heap.Finish();
  };
  HeapResult in_order = run(Order::kAllocation);
  EXPECT_EQ(in_order.heap_size, 20);
  EXPECT_EQ(in_order.chunks[a].offset, 0);
  EXPECT_EQ(in_order.chunks[c].offset, 0);
  EXPECT_EQ(in_order.chunks[b].offset, 10);
  EXPECT_EQ(run(Order::kSpatial).heap_size, 10);
}

TEST(ChooseBestHeapAlgorithmTest, KeepsTheSmallestHeap) {
  // Two long 10-byte buffers and two short 20-byte ones that do not overlap
  // each other: spatial puts the 20s at 0 and the 10s above (40); temporal
  // also reaches 40; the best of both is 40.
  std::vector<std::unique_ptr<HeapAlgorithm>> algorithms;
  algorithms.push_back(std::make_unique<GlobalDecreasingSizeBestFitHeap>(1, Order::kSpatial));
  algorithms.push_back(std::make_unique<GlobalDecreasingSizeBestFitHeap>(1, Order::kTemporal));
  ChooseBestHeapAlgorithm best(std::move(algorithms));
  best.Alloc(a, 10, a);
  best.Alloc(b, 20, b);
  best.Free(b, 20);
  best.Alloc(c, 10, c);
  best.Alloc(d, 20, d);
  best.Free(d, 20);
  best.Free(c, 10);
  best.Free(a, 10);
  HeapResult r = best.Finish();
  EXPECT_EQ(r.heap_size, 40);
}

TEST(GlobalDecreasingSizeBestFitHeapTest, ManyBuffersPackInLinearTime) {
  // 200k buffers, each overlapping only its neighbours: two slots suffice.
  GlobalDecreasingSizeBestFitHeap heap(1, Order::kSpatial);
  const int n = 200000;
  heap.Alloc(0, 8, 0);
  for (int k = 1; k < n; ++k) {
    heap.Alloc(k, 8, k);
    heap.Free(k - 1, 8);
  }
  heap.Free(n - 1, 8);
  EXPECT_EQ(heap.Finish().heap_size, 16);
}

// A plain best-fit over the same intervals: every placed chunk that overlaps
// in time, sorted by offset, then the smallest gap that holds the buffer
// (lowest offset on ties), else the space after the last chunk.
struct Reference {
  int64_t start, end, size, id;
};
std::vector<int64_t> ReferenceOffsets(const std::vector<Reference>& in, Order order) {
  std::vector<int> ids(in.size());
  for (size_t i = 0; i < in.size(); ++i) ids[i] = static_cast<int>(i);
  std::sort(ids.begin(), ids.end(), [&](int x, int y) {
    const Reference &p = in[x], &q = in[y];
    if (order == Order::kSpatial) {
      return std::make_tuple(-p.size, p.start - p.end, p.id) <
             std::make_tuple(-q.size, q.start - q.end, q.id);
    }
    return std::make_tuple(p.start - p.end, -p.size, p.id) <
           std::make_tuple(q.start - q.end, -q.size, q.id);
  });
  std::vector<int64_t> offset(in.size(), -1);
  std::vector<int> placed;
  for (int b : ids) {
    std::vector<std::pair<int64_t, int64_t>> used;  // (offset, end)
    for (int o : placed) {
      if (in[o].start <= in[b].end && in[b].start <= in[o].end) {
        used.push_back({offset[o], offset[o] + in[o].size});
      }
    }
    std::sort(used.begin(), used.end());
    int64_t best = -1, best_gap = 0, free_start = 0;
    for (const auto& [lo, hi] : used) {
      if (lo - free_start >= in[b].size && (best < 0 || lo - free_start < best_gap)) {
        best = free_start;
        best_gap = lo - free_start;
      }
      free_start = std::max(free_start, hi);
    }
    offset[b] = best >= 0 ? best : free_start;
    placed.push_back(b);
  }
  return offset;
}

TEST(GlobalDecreasingSizeBestFitHeapTest, MatchesAPlainBestFitOnRandomTraces) {
  // Hundreds of ticks, so overlap queries cross many 64-tick words and
  // tree blocks, with lifetimes from one tick to the whole trace.
  std::mt19937 random(7);
  for (Order order : {Order::kSpatial, Order::kTemporal}) {
    for (int trial = 0; trial < 20; ++trial) {
      const int n = 300;
      GlobalDecreasingSizeBestFitHeap heap(1, order);
      std::vector<Reference> intervals(n);
      std::vector<int> live;
      int64_t clock = 0;
      int next = 0;
      while (next < n || !live.empty()) {
        const bool alloc = next < n && (live.empty() || random() % 2 == 0);
        if (alloc) {
          const int64_t size = 1 + random() % (random() % 4 == 0 ? 1000 : 50);
          heap.Alloc(next, size, next);
          intervals[next] = {clock++, -1, size, next};
          live.push_back(next++);
        } else {
          // Mostly the newest, sometimes a random one: long and short lives.
          const size_t k = random() % 3 == 0 ? random() % live.size() : live.size() - 1;
          const int buffer = live[k];
          live.erase(live.begin() + k);
          heap.Free(buffer, intervals[buffer].size);
          intervals[buffer].end = clock++;
        }
      }
      const HeapResult result = heap.Finish();
      const std::vector<int64_t> expected = ReferenceOffsets(intervals, order);
      for (int i = 0; i < n; ++i) {
        ASSERT_EQ(result.chunks[i].offset, expected[i]) << "buffer " << i << ", trial " << trial;
      }
    }
  }
}

}  // namespace
}  // namespace tpusim::memory
