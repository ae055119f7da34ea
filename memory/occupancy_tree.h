// Bytes in use per logical time, for the analyses that place or remove
// buffers on the schedule one at a time (memory-space assignment,
// rematerialization).
#ifndef TPUSIM_MEMORY_OCCUPANCY_TREE_H_
#define TPUSIM_MEMORY_OCCUPANCY_TREE_H_

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace tpusim::memory {

// Bytes in use per logical time: add over a range, max over a range, both
// O(log T), so placing N buffers costs O(N log T) whatever their lengths.
class OccupancyTree {
 public:
  explicit OccupancyTree(int32_t times) : size_(std::max(times, 1)) {
    max_.assign(4 * static_cast<size_t>(size_), 0);
    pending_.assign(4 * static_cast<size_t>(size_), 0);
  }
  void Add(int32_t lo, int32_t hi, int64_t bytes) {
    Add(1, 0, size_ - 1, lo, std::min(hi, size_ - 1), bytes);
  }
  int64_t Max(int32_t lo, int32_t hi) const {
    return Max(1, 0, size_ - 1, lo, std::min(hi, size_ - 1));
  }
  int64_t Max() const { return max_[1]; }
  // The first logical time holding Max(): children's maxima differ from
  // their parent's by the same pending add, so they compare directly.
  int32_t FirstMaxTime() const {
    size_t node = 1;
    int32_t l = 0, r = size_ - 1;
    while (l < r) {
      const int32_t mid = l + (r - l) / 2;
      if (max_[2 * node] >= max_[2 * node + 1]) {
        node = 2 * node;
        r = mid;
      } else {
        node = 2 * node + 1;
        l = mid + 1;
      }
    }
    return l;
  }

 private:
  void Add(size_t node, int32_t l, int32_t r, int32_t lo, int32_t hi, int64_t bytes) {
    if (hi < l || r < lo) return;
    if (lo <= l && r <= hi) {
      max_[node] += bytes;
      pending_[node] += bytes;
      return;
    }
    const int32_t mid = l + (r - l) / 2;
    Add(2 * node, l, mid, lo, hi, bytes);
    Add(2 * node + 1, mid + 1, r, lo, hi, bytes);
    max_[node] = pending_[node] + std::max(max_[2 * node], max_[2 * node + 1]);
  }
  int64_t Max(size_t node, int32_t l, int32_t r, int32_t lo, int32_t hi) const {
    if (hi < l || r < lo) return 0;
    if (lo <= l && r <= hi) return max_[node];
    const int32_t mid = l + (r - l) / 2;
    return pending_[node] + std::max(Max(2 * node, l, mid, lo, hi),
                                     Max(2 * node + 1, mid + 1, r, lo, hi));
  }

  int32_t size_;
  std::vector<int64_t> max_;
  std::vector<int64_t> pending_;  // Added to the whole subtree.
};

}  // namespace tpusim::memory

#endif  // TPUSIM_MEMORY_OCCUPANCY_TREE_H_
