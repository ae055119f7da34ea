// Heap packing algorithms: they receive the Alloc / Free / ShareWith calls
// of a heap simulation and decide offsets (XLA's HeapAlgorithm family,
// xla/service/heap_simulator/heap_simulator.h).
//
//  - NoFragmentationStatsHeap: a running sum and its maximum, the lower
//    bound every packing is measured against (a share counts as a new
//    allocation, as in XLA, so an alias handover counts twice for a step).
//  - GlobalDecreasingSizeBestFitHeap: records every call as an interval on
//    an event clock, then places whole colocation groups one at a time,
//    largest first (kSpatial: size, then duration) or longest first
//    (kTemporal: duration of the group, then size), ties by value id, each
//    into the smallest free gap among the chunks that overlap it in time
//    (lowest offset on ties), gap starts aligned. Overlap queries use a
//    segment tree over the event clock that keeps each interval at the
//    nodes covering it (every interval starts at its own tick), so a
//    placement costs O(log n + k) for k overlapping chunks, which come out
//    in offset order by the rank of their offset among the few distinct
//    ones placed.
//    kAllocation places the groups in the order the trace allocates them
//    (first Alloc first), each into the smallest free gap among the chunks
//    already placed that overlap it in time, a group holding its chunk from
//    its first Alloc to its last Free: an online best-fit in event order,
//    which is how XLA:TPU packs its HBM heap (buffer_assignment.h). The
//    chunks live at a group's first Alloc are then pairwise disjoint, so
//    they are kept by offset and the free gaps between them by size: a
//    placement costs O(log n), with no overlap query.
//  - ChooseBestHeapAlgorithm: runs several and keeps the smallest heap
//    (first on ties), like BufferAssigner's spatial-vs-temporal default.
#ifndef TPUSIM_MEMORY_HEAP_ALGORITHMS_H_
#define TPUSIM_MEMORY_HEAP_ALGORITHMS_H_

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "absl/strings/string_view.h"
#include "hlo/base/checked_math.h"
#include "memory/heap_simulator.h"

namespace tpusim::memory {

struct Chunk {
  int64_t offset = -1;
  int64_t size = 0;
  // Saturating: sizes come from untrusted files.
  int64_t end() const {
    return SaturatingAdd(offset, size);
  }
};

struct HeapResult {
  int64_t heap_size = 0;
  // Indexed by trace buffer id; offset -1 for buffers the algorithm does not
  // place (statistics-only heaps).
  std::vector<Chunk> chunks;
  std::string algorithm;
};

class HeapAlgorithm {
 public:
  virtual ~HeapAlgorithm() = default;
  virtual absl::string_view name() const = 0;
  // `buffer` is a dense trace id; `id` orders otherwise equal buffers.
  virtual void Alloc(int32_t buffer, int64_t size, int64_t id) = 0;
  virtual void ShareWith(int32_t buffer, int32_t shared, int64_t size, int64_t id) = 0;
  virtual void Free(int32_t buffer, int64_t size) = 0;
  virtual HeapResult Finish() = 0;
};

class NoFragmentationStatsHeap : public HeapAlgorithm {
 public:
  absl::string_view name() const override { return "no-fragmentation"; }
  void Alloc(int32_t, int64_t size, int64_t) override;
  void ShareWith(int32_t, int32_t, int64_t size, int64_t) override;
  void Free(int32_t, int64_t size) override;
  HeapResult Finish() override;

 private:
  int64_t current_ = 0;
  int64_t max_ = 0;
};

class GlobalDecreasingSizeBestFitHeap : public HeapAlgorithm {
 public:
  enum class Order { kSpatial, kTemporal, kAllocation };
  GlobalDecreasingSizeBestFitHeap(int64_t alignment, Order order);
  absl::string_view name() const override;
  void Alloc(int32_t buffer, int64_t size, int64_t id) override;
  void ShareWith(int32_t buffer, int32_t shared, int64_t size, int64_t id) override;
  void Free(int32_t buffer, int64_t size) override;
  HeapResult Finish() override;

 private:
  struct Interval {
    int64_t size = 0;
    int64_t id = 0;
    int32_t start = 0;
    int32_t end = -1;
    bool need_allocation = false;
    // Buffers that share this one's memory, as a list through
    // `next_colocation` (no per-buffer vector).
    int32_t first_colocation = -1;
    int32_t last_colocation = -1;
    int32_t next_colocation = -1;
  };
  Interval& At(int32_t buffer);

  int64_t alignment_;
  Order order_;
  int32_t clock_ = 0;
  std::vector<Interval> intervals_;
  std::vector<uint8_t> seen_;
};

class ChooseBestHeapAlgorithm : public HeapAlgorithm {
 public:
  explicit ChooseBestHeapAlgorithm(std::vector<std::unique_ptr<HeapAlgorithm>> algorithms);
  absl::string_view name() const override { return "best-of"; }
  void Alloc(int32_t buffer, int64_t size, int64_t id) override;
  void ShareWith(int32_t buffer, int32_t shared, int64_t size, int64_t id) override;
  void Free(int32_t buffer, int64_t size) override;
  HeapResult Finish() override;

 private:
  std::vector<std::unique_ptr<HeapAlgorithm>> algorithms_;
};

// XLA's default for buffer assignment: best of spatial and temporal.
std::unique_ptr<HeapAlgorithm> MakeDefaultHeapAlgorithm(int64_t alignment);

// The most bytes live at once in `trace`, counting the values that share
// memory once: no packing of the trace can use less. (Unlike
// NoFragmentationStatsHeap, a handover between sharing values is not
// counted twice.)
int64_t PeakLiveBytes(const HeapTrace& trace);

// Feeds a trace's events to `algorithm` and returns its result.
HeapResult ReplayTrace(const HeapTrace& trace, HeapAlgorithm& algorithm);

}  // namespace tpusim::memory

#endif  // TPUSIM_MEMORY_HEAP_ALGORITHMS_H_
