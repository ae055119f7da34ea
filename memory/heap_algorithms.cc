#include "memory/heap_algorithms.h"

#include <algorithm>
#include <bit>
#include <functional>
#include <limits>
#include <queue>
#include <tuple>

#include "absl/container/btree_set.h"
#include "absl/container/flat_hash_map.h"

namespace tpusim::memory {
namespace {

constexpr int64_t kInfinity = std::numeric_limits<int64_t>::max();

// Sizes come from untrusted files: sums and round-ups saturate at the
// int64 maximum (an absurd heap is still reported as absurdly large).
int64_t RoundUp(int64_t value, int64_t alignment) {
  if (alignment <= 1) return value;
  return CheckedRoundUp(value, alignment).value_or(std::numeric_limits<int64_t>::max());
}


// A placed chunk as the overlap queries report it.
struct PlacedChunk {
  int64_t end = 0;  // The chunk's end (offset + size).
  int32_t group = -1;
  int32_t offset_id = -1;  // Into OffsetRanks; -1 when not ranked.
};

// Placed intervals, for "which placed chunks overlap [s, e]". Two parts:
// those starting inside [s, e], a bitset of start ticks (every interval has
// a tick of its own), and those starting before s and live at s, a stabbing
// query: a segment tree over the ticks keeps each interval at the O(log n)
// nodes that cover it exactly, so the nodes on s's root-to-leaf path hold
// the intervals containing s, each once, and a query costs O(log n + k).
// (Scanning the ticks before s for ends past it visited five ticks per
// overlap on a 36-layer Llama train step.) Every interval is announced
// before any is placed, so each node's slots are counted first and laid out
// in one array.
class PlacedIntervals {
 public:
  explicit PlacedIntervals(int32_t ticks) {
    ticks = std::max(ticks, 1);
    while (leaves_ < ticks) leaves_ <<= 1;
    count_.assign(2 * static_cast<size_t>(leaves_), 0);
    by_start_.resize(ticks);
    started_.assign((static_cast<size_t>(ticks) + 63) / 64, 0);
  }
  // Announces an interval that Add may place later; all come before Seal.
  void Reserve(int32_t start, int32_t end) {
    ForEachCoveringNode(start, end, [&](size_t node) { ++count_[node]; });
  }
  void Seal() {
    first_.resize(count_.size() + 1);
    first_[0] = 0;
    for (size_t node = 0; node < count_.size(); ++node) {
      first_[node + 1] = first_[node] + count_[node];
      count_[node] = 0;  // From here on, the slots filled.
    }
    slots_.resize(first_.back());
  }
  void Add(int32_t start, int32_t end, const PlacedChunk& placed) {
    by_start_[start] = placed;
    started_[start / 64] |= uint64_t{1} << (start % 64);
    ForEachCoveringNode(start, end,
                        [&](size_t node) { slots_[first_[node] + count_[node]++] = placed; });
  }
  template <typename Fn>
  void ForEachOverlapping(int32_t start, int32_t end, Fn fn) const {
    ForEachContaining(start, fn);
    ForEachStartingIn(start + 1, end, fn);
  }

 private:
  // The nodes whose tick ranges tile [start, end].
  template <typename Fn>
  void ForEachCoveringNode(int32_t start, int32_t end, Fn fn) const {
    size_t lo = leaves_ + static_cast<size_t>(start);
    size_t hi = leaves_ + static_cast<size_t>(end) + 1;
    for (; lo < hi; lo >>= 1, hi >>= 1) {
      if (lo & 1) fn(lo++);
      if (hi & 1) fn(--hi);
    }
  }
  // Intervals containing tick `t` (none of them starts at t: t is the
  // querying interval's own tick).
  template <typename Fn>
  void ForEachContaining(int32_t t, Fn& fn) const {
    for (size_t node = leaves_ + static_cast<size_t>(t); node >= 1; node >>= 1) {
      const int64_t first = first_[node];
      for (int64_t i = first, last = first + count_[node]; i < last; ++i) fn(slots_[i]);
    }
  }
  // Intervals starting in [start, end]: the set bits of `started_`.
  template <typename Fn>
  void ForEachStartingIn(int32_t start, int32_t end, Fn& fn) const {
    end = std::min<int32_t>(end, static_cast<int32_t>(by_start_.size()) - 1);
    if (start > end) return;
    const int32_t first_word = start / 64, last_word = end / 64;
    for (int32_t w = first_word; w <= last_word; ++w) {
      uint64_t bits = started_[w];
      if (w == first_word) bits &= ~uint64_t{0} << (start % 64);
      if (w == last_word && end % 64 != 63) bits &= (uint64_t{1} << (end % 64 + 1)) - 1;
      while (bits != 0) {
        const int32_t t = w * 64 + std::countr_zero(bits);
        bits &= bits - 1;
        fn(by_start_[t]);
      }
    }
  }

  size_t leaves_ = 1;
  // Per tree node: its slots' count (before Seal) or those filled (after).
  std::vector<int32_t> count_;
  std::vector<int64_t> first_;  // Per node, into `slots_`.
  std::vector<PlacedChunk> slots_;
  std::vector<PlacedChunk> by_start_;  // Per tick.
  std::vector<uint64_t> started_;      // Bit t: a placed interval starts at t.
};

// The distinct offsets of the placed chunks, ranked: a spatial packing puts
// many chunks at few offsets (140k chunks at 3k offsets on a 36-layer Llama
// train step), so the chunks overlapping a group, kept as one bit per
// offset rank with the largest end seen there, come out in offset order
// without a sort. A new offset re-ranks the ones above it, O(ranks), hence
// the cap.
class OffsetRanks {
 public:
  static constexpr int32_t kMaxRanks = 1 << 14;

  // The id of `offset` (ids never change; ranks do), or -1 past the cap.
  int32_t IdOf(int64_t offset) {
    auto [it, inserted] = ids_.try_emplace(offset, static_cast<int32_t>(rank_of_.size()));
    if (!inserted) return it->second;
    if (rank_of_.size() >= kMaxRanks) {
      ids_.erase(it);
      return -1;
    }
    const int32_t rank = static_cast<int32_t>(
        std::lower_bound(by_rank_.begin(), by_rank_.end(), offset) - by_rank_.begin());
    for (int32_t& r : rank_of_) r += r >= rank ? 1 : 0;
    rank_of_.push_back(rank);
    by_rank_.insert(by_rank_.begin() + rank, offset);
    return it->second;
  }
  int32_t rank(int32_t id) const { return rank_of_[id]; }
  int64_t offset(int32_t rank) const { return by_rank_[rank]; }

 private:
  absl::flat_hash_map<int64_t, int32_t> ids_;
  std::vector<int32_t> rank_of_;  // By id.
  std::vector<int64_t> by_rank_;  // Ascending.
};

// Chunks collected by offset rank, keeping the largest end per offset:
// the gap walk merges chunks at one offset into one (all have a positive
// size), so the one reaching furthest stands for them all.
class ChunksByOffset {
 public:
  ChunksByOffset() : bits_(OffsetRanks::kMaxRanks / 64, 0), end_(OffsetRanks::kMaxRanks) {}
  void Add(int32_t rank, int64_t end) {
    uint64_t& word = bits_[rank / 64];
    const uint64_t bit = uint64_t{1} << (rank % 64);
    if ((word & bit) == 0) {
      word |= bit;
      end_[rank] = end;
      first_word_ = std::min(first_word_, rank / 64);
      last_word_ = std::max(last_word_, rank / 64);
    } else {
      end_[rank] = std::max(end_[rank], end);
    }
  }
  // Appends the collected chunks to `out` by offset and clears them.
  void TakeSorted(const OffsetRanks& ranks, std::vector<Chunk>& out) {
    for (int32_t w = first_word_; w <= last_word_; ++w) {
      uint64_t bits = bits_[w];
      bits_[w] = 0;
      while (bits != 0) {
        const int32_t rank = w * 64 + std::countr_zero(bits);
        bits &= bits - 1;
        const int64_t offset = ranks.offset(rank);
        out.push_back(Chunk{offset, end_[rank] - offset});
      }
    }
    first_word_ = std::numeric_limits<int32_t>::max();
    last_word_ = -1;
  }

 private:
  std::vector<uint64_t> bits_;
  std::vector<int64_t> end_;  // By rank; valid where the bit is set.
  int32_t first_word_ = std::numeric_limits<int32_t>::max();
  int32_t last_word_ = -1;
};

}  // namespace

// --- NoFragmentationStatsHeap ------------------------------------------------

void NoFragmentationStatsHeap::Alloc(int32_t, int64_t size, int64_t) {
  current_ = SaturatingAdd(current_, size);
  max_ = std::max(max_, current_);
}
void NoFragmentationStatsHeap::ShareWith(int32_t b, int32_t, int64_t size, int64_t id) {
  Alloc(b, size, id);
}
void NoFragmentationStatsHeap::Free(int32_t, int64_t size) { current_ -= size; }
HeapResult NoFragmentationStatsHeap::Finish() {
  HeapResult result;
  result.heap_size = max_;
  result.algorithm = std::string(name());
  return result;
}

// --- GlobalDecreasingSizeBestFitHeap -----------------------------------------

GlobalDecreasingSizeBestFitHeap::GlobalDecreasingSizeBestFitHeap(int64_t alignment, Order order)
    : alignment_(std::max<int64_t>(alignment, 1)), order_(order) {}

absl::string_view GlobalDecreasingSizeBestFitHeap::name() const {
  switch (order_) {
    case Order::kSpatial:
      return "spatial";
    case Order::kTemporal:
      return "temporal";
    case Order::kAllocation:
      return "allocation-order";
  }
  return "spatial";
}

GlobalDecreasingSizeBestFitHeap::Interval& GlobalDecreasingSizeBestFitHeap::At(int32_t buffer) {
  if (buffer >= static_cast<int32_t>(intervals_.size())) {
    const size_t size = std::max<size_t>(buffer + 1, intervals_.size() * 2);
    intervals_.resize(size);
    seen_.resize(size, 0);
  }
  return intervals_[buffer];
}

void GlobalDecreasingSizeBestFitHeap::Alloc(int32_t buffer, int64_t size, int64_t id) {
  Interval& in = At(buffer);
  seen_[buffer] = 1;
  in.size = size;
  in.id = id;
  if (size == 0) return;  // Zero-sized buffers sit at offset 0, off the clock.
  in.start = clock_++;
  in.need_allocation = true;
}

void GlobalDecreasingSizeBestFitHeap::ShareWith(int32_t buffer, int32_t shared, int64_t size,
                                                int64_t id) {
  if (size == 0 || shared < 0 || shared >= static_cast<int32_t>(intervals_.size()) ||
      (!intervals_[shared].need_allocation && intervals_[shared].size == 0)) {
    Alloc(buffer, size, id);
    return;
  }
  At(buffer);
  Interval& owner = intervals_[shared];
  if (owner.last_colocation < 0) {
    owner.first_colocation = buffer;
  } else {
    intervals_[owner.last_colocation].next_colocation = buffer;
  }
  owner.last_colocation = buffer;
  Interval& in = intervals_[buffer];
  seen_[buffer] = 1;
  in.size = size;
  in.id = id;
  in.start = clock_++;
  in.need_allocation = false;
}

void GlobalDecreasingSizeBestFitHeap::Free(int32_t buffer, int64_t size) {
  if (size == 0 || buffer >= static_cast<int32_t>(intervals_.size())) return;
  Interval& in = intervals_[buffer];
  if (in.end != -1 || (in.size == 0 && !in.need_allocation)) return;
  in.end = clock_++;
}

HeapResult GlobalDecreasingSizeBestFitHeap::Finish() {
  HeapResult result;
  result.algorithm = std::string(name());
  const int32_t n = static_cast<int32_t>(intervals_.size());
  result.chunks.assign(n, Chunk{});
  for (int32_t b = 0; b < n; ++b) {
    if (intervals_[b].end == -1) intervals_[b].end = std::max(intervals_[b].start, clock_ - 1);
    if (seen_[b] && intervals_[b].size == 0) result.chunks[b] = Chunk{0, 0};
  }

  // Colocation groups of the roots (the intervals that need allocation).
  struct Group {
    int32_t root;
    int32_t begin;  // Into `members`.
    int32_t count;
    int32_t min_start;
    int32_t max_end;
    int64_t max_size;
  };
  std::vector<Group> groups;
  std::vector<int32_t> members;
  std::vector<int32_t> stack;
  for (int32_t b = 0; b < n; ++b) {
    const Interval& root = intervals_[b];
    if (!seen_[b] || !root.need_allocation || root.size == 0) continue;
    Group g{b, static_cast<int32_t>(members.size()), 0, root.start, root.end, root.size};
    stack.clear();
    for (int32_t c = root.first_colocation; c >= 0; c = intervals_[c].next_colocation) {
      stack.push_back(c);
    }
    while (!stack.empty()) {
      const int32_t c = stack.back();
      stack.pop_back();
      members.push_back(c);
      const Interval& in = intervals_[c];
      g.min_start = std::min(g.min_start, in.start);
      g.max_end = std::max(g.max_end, in.end);
      g.max_size = std::max(g.max_size, in.size);
      for (int32_t k = in.first_colocation; k >= 0; k = intervals_[k].next_colocation) {
        stack.push_back(k);
      }
    }
    g.count = static_cast<int32_t>(members.size()) - g.begin;
    groups.push_back(g);
  }

  auto key_spatial = [&](const Group& g) {
    const Interval& in = intervals_[g.root];
    return std::make_tuple(-in.size, static_cast<int64_t>(in.start) - in.end, in.id);
  };
  auto key_temporal = [&](const Group& g) {
    const Interval& in = intervals_[g.root];
    return std::make_tuple(static_cast<int64_t>(g.min_start) - g.max_end, -in.size, in.id);
  };
  if (order_ == Order::kSpatial) {
    std::sort(groups.begin(), groups.end(),
              [&](const Group& a, const Group& b) { return key_spatial(a) < key_spatial(b); });
  } else if (order_ == Order::kAllocation) {
    // A group starts with its root's Alloc (shares come later); every
    // non-empty Alloc has its own tick, so the order is total.
    std::sort(groups.begin(), groups.end(), [&](const Group& a, const Group& b) {
      return intervals_[a.root].start < intervals_[b.root].start;
    });
  } else {
    std::sort(groups.begin(), groups.end(),
              [&](const Group& a, const Group& b) { return key_temporal(a) < key_temporal(b); });
  }

  const bool whole_span = order_ == Order::kAllocation;
  // In allocation order every placed group started before the one being
  // placed, so the placed groups it overlaps are exactly those still live at
  // its first tick: no tree query, and kept ordered by offset, no sort per
  // placement either (that sort, of thousands of overlapping chunks, was
  // most of the packing's time on a 32k-instruction train step).
  struct LiveChunk {
    int64_t offset;
    int32_t group;
    int64_t size;  // Not part of the order.
    bool operator<(const LiveChunk& o) const {
      return offset != o.offset ? offset < o.offset : group < o.group;
    }
  };
  // Allocation order: the live groups. Other orders: every placed group.
  absl::btree_set<LiveChunk> live_by_offset;
  // (last tick, group): the earliest-ending live group on top.
  using Ending = std::pair<int32_t, int32_t>;
  std::priority_queue<Ending, std::vector<Ending>, std::greater<Ending>> live_until;
  std::vector<Chunk> placed_chunk(groups.size());
  // Allocation order keeps the live chunks pairwise disjoint (each is placed
  // in a gap among the ones live at its start), so the free gaps between
  // consecutive live chunks can be kept by (size, start) and the best fit is
  // one lookup instead of a walk over every live chunk. The gaps are what
  // the walk finds: from 0 or the aligned end of one chunk to the next
  // chunk's offset. Switched off for good (back to the walk) should a chunk
  // be left unplaced, saturate or have no size, where that no longer holds.
  bool gap_index = whole_span;
  absl::btree_multiset<std::pair<int64_t, int64_t>> gaps;  // (size, start)
  const auto gap = [&](const Chunk* prev, const Chunk& next) {
    const int64_t start = prev == nullptr ? 0 : RoundUp(prev->end(), alignment_);
    return std::make_pair(next.offset - start, start);
  };
  const auto add_gap = [&](const std::pair<int64_t, int64_t>& g) {
    if (g.first > 0) gaps.insert(g);
  };
  const auto remove_gap = [&](const std::pair<int64_t, int64_t>& g) {
    if (g.first <= 0) return;
    auto it = gaps.find(g);
    if (it == gaps.end()) {
      gap_index = false;
      return;
    }
    gaps.erase(it);
  };
  const auto insert_live = [&](int32_t group) {
    const Chunk& chunk = placed_chunk[group];
    auto it = live_by_offset.lower_bound({chunk.offset, group, chunk.size});
    if (gap_index) {
      const Chunk* next = it == live_by_offset.end() ? nullptr : &placed_chunk[it->group];
      const Chunk* prev =
          it == live_by_offset.begin() ? nullptr : &placed_chunk[std::prev(it)->group];
      if (next != nullptr) remove_gap(gap(prev, *next));
      add_gap(gap(prev, chunk));
      if (next != nullptr) add_gap(gap(&chunk, *next));
    }
    live_by_offset.insert(it, {chunk.offset, group, chunk.size});
  };
  const auto erase_live = [&](int32_t group) {
    const Chunk& chunk = placed_chunk[group];
    auto it = live_by_offset.find({chunk.offset, group, chunk.size});
    if (it == live_by_offset.end()) return;
    if (gap_index) {
      auto after = std::next(it);
      const Chunk* next = after == live_by_offset.end() ? nullptr : &placed_chunk[after->group];
      const Chunk* prev =
          it == live_by_offset.begin() ? nullptr : &placed_chunk[std::prev(it)->group];
      remove_gap(gap(prev, chunk));
      if (next != nullptr) {
        remove_gap(gap(&chunk, *next));
        add_gap(gap(prev, *next));
      }
    }
    live_by_offset.erase(it);
  };

  PlacedIntervals tree(whole_span ? 1 : clock_);
  if (!whole_span) {
    for (const Group& g : groups) {
      tree.Reserve(intervals_[g.root].start, intervals_[g.root].end);
      for (int32_t m = g.begin; m < g.begin + g.count; ++m) {
        tree.Reserve(intervals_[members[m]].start, intervals_[members[m]].end);
      }
    }
  }
  tree.Seal();
  std::vector<Chunk> used;
  std::vector<std::pair<int64_t, int64_t>> free_chunks;
  // A placed group overlapping several of this group's intervals counts
  // once: its members all hold the same chunk.
  std::vector<int32_t> seen_in_query(groups.size(), -1);
  // While every placed chunk has an offset of at most kMaxRanks distinct
  // ones, the overlapping chunks are collected by offset rank (no sort).
  bool ranked = !whole_span;
  OffsetRanks offset_ranks;
  ChunksByOffset by_offset;
  for (int32_t gi = 0; gi < static_cast<int32_t>(groups.size()); ++gi) {
    const Group& g = groups[gi];
    const Interval& root = intervals_[g.root];
    used.clear();
    auto collect = [&](const PlacedChunk& c) {
      if (seen_in_query[c.group] == gi) return;
      seen_in_query[c.group] = gi;
      used.push_back(placed_chunk[c.group]);
    };
    // In allocation order a group holds its chunk from its first Alloc to
    // its last Free, gaps between its members' lives included (as an online
    // allocator would): XLA's heap in sharded_fsdp.md4.decoder_fwd...v5p
    // keeps a while loop's carried buffer reserved across such a gap.
    if (whole_span) {
      // Placed groups overlap this one when they end at or after its start.
      while (!live_until.empty() && live_until.top().first < g.min_start) {
        erase_live(live_until.top().second);
        live_until.pop();
      }
      if (g.max_size <= 0) gap_index = false;
      if (!gap_index) {
        for (const LiveChunk& c : live_by_offset) used.push_back(placed_chunk[c.group]);
      }
    } else if (ranked) {
      auto collect_ranked = [&](const PlacedChunk& c) {
        by_offset.Add(offset_ranks.rank(c.offset_id), c.end);
      };
      tree.ForEachOverlapping(root.start, root.end, collect_ranked);
      for (int32_t m = g.begin; m < g.begin + g.count; ++m) {
        const Interval& in = intervals_[members[m]];
        tree.ForEachOverlapping(in.start, in.end, collect_ranked);
      }
      by_offset.TakeSorted(offset_ranks, used);
    } else {
      tree.ForEachOverlapping(root.start, root.end, collect);
      for (int32_t m = g.begin; m < g.begin + g.count; ++m) {
        const Interval& in = intervals_[members[m]];
        tree.ForEachOverlapping(in.start, in.end, collect);
      }
      // The gap walk merges chunks of equal offset whatever their order, so
      // any offset order will do: when this group overlaps a large share of
      // the placed ones, picking them from the offset-ordered set of all
      // placed groups costs less than sorting them.
      const size_t k = used.size();
      if (live_by_offset.size() <= k * static_cast<size_t>(std::bit_width(k))) {
        // Branch-free: about half the placed groups overlap, at random.
        used.resize(k + 1);
        size_t m = 0;
        for (const LiveChunk& c : live_by_offset) {
          used[m] = Chunk{c.offset, c.size};
          m += seen_in_query[c.group] == gi ? 1 : 0;
        }
        used.resize(m);
      } else {
        std::sort(used.begin(), used.end(),
                  [](const Chunk& a, const Chunk& b) { return a.offset < b.offset; });
      }
    }
    free_chunks.clear();
    if (gap_index) {
      // The smallest gap that holds the group, then the space after the
      // last live chunk, as the walk below would offer them.
      auto fit = gaps.lower_bound({g.max_size, std::numeric_limits<int64_t>::min()});
      if (fit != gaps.end()) free_chunks.push_back({fit->second, fit->second + fit->first});
      const int64_t tail =
          live_by_offset.empty()
              ? 0
              : RoundUp(placed_chunk[std::prev(live_by_offset.end())->group].end(), alignment_);
      free_chunks.push_back({tail, kInfinity});
    } else if (used.empty()) {
      free_chunks.push_back({0, kInfinity});
    } else {
      int64_t free_start = 0;
      int64_t cur_offset = used[0].offset;
      int64_t cur_end = used[0].end();
      for (size_t k = 1; k < used.size(); ++k) {
        if (used[k].offset < cur_end) {
          cur_end = std::max(cur_end, used[k].end());
          continue;
        }
        if (cur_offset - free_start >= root.size) free_chunks.push_back({free_start, cur_offset});
        free_start = std::max(free_start, RoundUp(cur_end, alignment_));
        cur_offset = used[k].offset;
        cur_end = used[k].end();
      }
      if (cur_offset - free_start >= root.size) free_chunks.push_back({free_start, cur_offset});
      free_start = std::max(free_start, RoundUp(cur_end, alignment_));
      free_chunks.push_back({free_start, kInfinity});
    }
    // Best fit: the smallest free chunk that holds the whole group at its
    // aligned start; the lowest offset on ties.
    int64_t best_offset = -1;
    int64_t best_size = kInfinity;
    for (const auto& [start, end] : free_chunks) {
      const int64_t aligned = RoundUp(start, alignment_);
      if (end - g.max_size < aligned) continue;
      const int64_t size = end - start;
      if (best_offset < 0 || size < best_size) {
        best_size = size;
        best_offset = aligned;
      }
    }
    const Chunk chunk{best_offset, g.max_size};
    result.heap_size = std::max(result.heap_size, chunk.end());
    result.chunks[g.root] = chunk;
    placed_chunk[gi] = chunk;
    if (chunk.offset < 0 || chunk.end() == std::numeric_limits<int64_t>::max()) {
      gap_index = false;
    }
    PlacedChunk placed{chunk.end(), gi, -1};
    if (ranked) {
      if (chunk.offset >= 0 && chunk.size > 0) placed.offset_id = offset_ranks.IdOf(chunk.offset);
      ranked = placed.offset_id >= 0;
    }
    insert_live(gi);
    if (whole_span) {
      live_until.push({g.max_end, gi});
    } else {
      tree.Add(root.start, root.end, placed);
    }
    for (int32_t m = g.begin; m < g.begin + g.count; ++m) {
      const Interval& in = intervals_[members[m]];
      result.chunks[members[m]] = chunk;
      if (!whole_span) tree.Add(in.start, in.end, placed);
    }
  }
  return result;
}

// --- ChooseBestHeapAlgorithm -------------------------------------------------

ChooseBestHeapAlgorithm::ChooseBestHeapAlgorithm(
    std::vector<std::unique_ptr<HeapAlgorithm>> algorithms)
    : algorithms_(std::move(algorithms)) {}

void ChooseBestHeapAlgorithm::Alloc(int32_t buffer, int64_t size, int64_t id) {
  for (auto& a : algorithms_) a->Alloc(buffer, size, id);
}
void ChooseBestHeapAlgorithm::ShareWith(int32_t buffer, int32_t shared, int64_t size,
                                        int64_t id) {
  for (auto& a : algorithms_) a->ShareWith(buffer, shared, size, id);
}
void ChooseBestHeapAlgorithm::Free(int32_t buffer, int64_t size) {
  for (auto& a : algorithms_) a->Free(buffer, size);
}
HeapResult ChooseBestHeapAlgorithm::Finish() {
  HeapResult best;
  bool have = false;
  for (auto& a : algorithms_) {
    HeapResult r = a->Finish();
    if (!have || r.heap_size < best.heap_size) {
      best = std::move(r);
      have = true;
    }
  }
  return best;
}

std::unique_ptr<HeapAlgorithm> MakeDefaultHeapAlgorithm(int64_t alignment) {
  std::vector<std::unique_ptr<HeapAlgorithm>> algorithms;
  algorithms.push_back(std::make_unique<GlobalDecreasingSizeBestFitHeap>(
      alignment, GlobalDecreasingSizeBestFitHeap::Order::kSpatial));
  algorithms.push_back(std::make_unique<GlobalDecreasingSizeBestFitHeap>(
      alignment, GlobalDecreasingSizeBestFitHeap::Order::kTemporal));
  return std::make_unique<ChooseBestHeapAlgorithm>(std::move(algorithms));
}

int64_t PeakLiveBytes(const HeapTrace& trace) {
  const int32_t n = trace.buffer_count();
  std::vector<int32_t> group(n, kNone), outstanding(n, 0);
  std::vector<int64_t> added(n, 0);
  int64_t live = 0, peak = 0;
  for (const HeapEvent& e : trace.events) {
    switch (e.kind) {
      case HeapEvent::Kind::kAlloc:
        group[e.buffer] = e.buffer;
        outstanding[e.buffer] = 1;
        added[e.buffer] = e.size;
        live = SaturatingAdd(live, e.size);
        break;
      case HeapEvent::Kind::kShareWith: {
        const int32_t g = group[e.share_with] == kNone ? e.share_with : group[e.share_with];
        group[e.buffer] = g;
        added[e.buffer] = ++outstanding[g] == 1 ? e.size : 0;
        live = SaturatingAdd(live, added[e.buffer]);
        break;
      }
      case HeapEvent::Kind::kFree: {
        const int32_t g = group[e.buffer] == kNone ? e.buffer : group[e.buffer];
        --outstanding[g];
        live -= added[e.buffer];
        break;
      }
    }
    peak = std::max(peak, live);
  }
  return peak;
}

HeapResult ReplayTrace(const HeapTrace& trace, HeapAlgorithm& algorithm) {
  for (const HeapEvent& e : trace.events) {
    switch (e.kind) {
      case HeapEvent::Kind::kAlloc:
        algorithm.Alloc(e.buffer, e.size, trace.ids[e.buffer]);
        break;
      case HeapEvent::Kind::kShareWith:
        algorithm.ShareWith(e.buffer, e.share_with, e.size, trace.ids[e.buffer]);
        break;
      case HeapEvent::Kind::kFree:
        algorithm.Free(e.buffer, e.size);
        break;
    }
  }
  return algorithm.Finish();
}

}  // namespace tpusim::memory
