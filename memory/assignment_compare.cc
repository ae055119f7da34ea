#include "memory/assignment_compare.h"

#include <algorithm>
#include <map>
#include <set>

#include "absl/container/flat_hash_map.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "tpu_model/shape_size.h"

namespace tpusim::memory {
namespace {

// Position keys of one record's logical buffers.
class Positions {
 public:
  Positions(const hlo::Module& module, const hlo::BufferAssignmentRecord& record) {
    absl::flat_hash_map<int64_t, std::string> names;
    for (const auto& c : module.computations()) {
      for (const auto& inst : c->instructions()) names[inst->id()] = inst->name();
    }
    for (const hlo::LogicalBufferRecord& lb : record.logical_buffers) {
      std::string name = lb.instruction_name;
      if (auto it = names.find(lb.instruction_id); it != names.end()) name = it->second;
      std::string key = name;
      if (!lb.shape_index.empty()) key += hlo::ShapeIndexToString(lb.shape_index);
      key_[lb.id] = key;
      size_[key] = lb.size;
      color_[lb.id] = lb.color;
    }
  }
  std::string Key(int64_t id) const {
    auto it = key_.find(id);
    return it == key_.end() ? absl::StrCat("#", id) : it->second;
  }
  int64_t Color(int64_t id) const {
    auto it = color_.find(id);
    return it == color_.end() ? 0 : it->second;
  }
  const std::map<std::string, int64_t>& sizes() const { return size_; }

 private:
  absl::flat_hash_map<int64_t, std::string> key_;
  absl::flat_hash_map<int64_t, int64_t> color_;
  std::map<std::string, int64_t> size_;
};

std::string Kind(const hlo::BufferAllocationRecord& a) {
  if (a.is_entry_computation_parameter) {
    std::string k = absl::StrCat("parameter ", a.parameter_number);
    if (!a.parameter_shape_index.empty()) k += hlo::ShapeIndexToString(a.parameter_shape_index);
    return k;
  }
  if (a.maybe_live_out) return a.is_tuple ? "output tuple" : "output";
  if (a.is_thread_local) return "thread-local";
  if (a.is_constant) return "constant";
  return a.is_tuple ? "temp (with tuples)" : "temp";
}

// Static allocations' largest buffers plus the heap traces replayed (XLA's
// ComputePeakMemorySizes), restricted to one memory space.
std::map<int64_t, std::pair<int64_t, int64_t>> TotalsAndPeaks(
    const hlo::BufferAssignmentRecord& record, const Positions& positions) {
  std::map<int64_t, std::pair<int64_t, int64_t>> out;  // color -> (total, peak)
  absl::flat_hash_map<int64_t, int64_t> size;
  for (const hlo::LogicalBufferRecord& lb : record.logical_buffers) size[lb.id] = lb.size;
  std::map<int64_t, int64_t> memory;
  for (const hlo::BufferAllocationRecord& a : record.buffer_allocations) {
    out[a.color].first += a.size;
    if (a.is_thread_local ||
        (!a.is_entry_computation_parameter && !a.is_constant && !a.maybe_live_out)) {
      continue;
    }
    int64_t largest = 0;
    for (const hlo::AssignedBufferRecord& b : a.assigned) {
      auto it = size.find(b.logical_buffer_id);
      if (it != size.end()) largest = std::max(largest, it->second);
    }
    memory[a.color] += largest;
  }
  std::map<int64_t, int64_t> peak = memory;
  for (const hlo::HeapSimulatorTraceRecord& trace : record.heap_simulator_traces) {
    absl::flat_hash_map<int64_t, int64_t> refs;
    absl::flat_hash_map<int64_t, int64_t> underlying;
    auto root = [&](int64_t id) {
      while (underlying.contains(id)) id = underlying[id];
      return id;
    };
    for (const hlo::HeapEventRecord& e : trace.events) {
      const int64_t color = positions.Color(e.buffer_id);
      int64_t& m = memory[color];
      switch (e.kind) {
        case hlo::HeapEventRecord::Kind::kAlloc:
          if (++refs[e.buffer_id] == 1) m += size[e.buffer_id];
          break;
        case hlo::HeapEventRecord::Kind::kFree: {
          const int64_t r = root(e.buffer_id);
          underlying.erase(e.buffer_id);
          if (--refs[r] == 0) m -= size[r];
          break;
        }
        case hlo::HeapEventRecord::Kind::kShareWith: {
          const int64_t r = root(e.share_with_canonical_id);
          underlying[e.buffer_id] = r;
          if (++refs[r] == 1) m += size[r];
          break;
        }
      }
      peak[color] = std::max(peak[color], m);
    }
  }
  for (auto& [color, p] : peak) out[color].second = p;
  return out;
}

}  // namespace

bool AssignmentComparison::matches() const {
  if (!buffer_differences.empty()) return false;
  for (const AllocationComparison& a : allocations) {
    if (!a.matches) return false;
  }
  for (const MemorySpacePeak& p : peaks) {
    if (p.expected_total != p.actual_total || p.expected_peak != p.actual_peak) return false;
  }
  return true;
}

AssignmentComparison CompareAssignments(const hlo::Module& module,
                                        const hlo::BufferAssignmentRecord& expected,
                                        const hlo::BufferAssignmentRecord& actual) {
  AssignmentComparison c;
  const Positions ep(module, expected);
  const Positions ap(module, actual);
  c.expected_logical_buffers = static_cast<int32_t>(expected.logical_buffers.size());
  c.actual_logical_buffers = static_cast<int32_t>(actual.logical_buffers.size());
  for (const auto& [key, size] : ep.sizes()) {
    auto it = ap.sizes().find(key);
    if (it == ap.sizes().end()) {
      c.buffer_differences.push_back({key, size, -1});
    } else if (it->second != size) {
      c.buffer_differences.push_back({key, size, it->second});
    } else {
      ++c.matched_logical_buffers;
    }
  }
  for (const auto& [key, size] : ap.sizes()) {
    if (!ep.sizes().contains(key)) c.buffer_differences.push_back({key, -1, size});
  }

  // Allocations: the actual allocation holding the expected one's first
  // buffer; empty allocations pair by memory space.
  absl::flat_hash_map<std::string, int64_t> actual_alloc_of;
  absl::flat_hash_map<std::string, int64_t> actual_offset_of;
  for (const hlo::BufferAllocationRecord& a : actual.buffer_allocations) {
    for (const hlo::AssignedBufferRecord& b : a.assigned) {
      actual_alloc_of[ap.Key(b.logical_buffer_id)] = a.index;
      actual_offset_of[ap.Key(b.logical_buffer_id)] = b.offset;
    }
  }
  std::set<int64_t> used;
  auto find_actual = [&](int64_t index) -> const hlo::BufferAllocationRecord* {
    for (const hlo::BufferAllocationRecord& a : actual.buffer_allocations) {
      if (a.index == index) return &a;
    }
    return nullptr;
  };
  for (const hlo::BufferAllocationRecord& e : expected.buffer_allocations) {
    AllocationComparison ac;
    ac.expected_index = e.index;
    ac.kind = Kind(e);
    ac.color = e.color;
    ac.expected_size = e.size;
    const hlo::BufferAllocationRecord* a = nullptr;
    if (!e.assigned.empty()) {
      std::map<int64_t, int> votes;
      for (const hlo::AssignedBufferRecord& b : e.assigned) {
        auto it = actual_alloc_of.find(ep.Key(b.logical_buffer_id));
        if (it != actual_alloc_of.end()) ++votes[it->second];
      }
      int best = 0;
      for (const auto& [index, count] : votes) {
        if (count > best) {
          best = count;
          a = find_actual(index);
        }
      }
    } else {
      for (const hlo::BufferAllocationRecord& x : actual.buffer_allocations) {
        if (x.assigned.empty() && x.color == e.color && !used.contains(x.index)) {
          a = &x;
          break;
        }
      }
    }
    if (a == nullptr) {
      ac.differences.push_back("no counterpart");
      c.allocations.push_back(std::move(ac));
      continue;
    }
    used.insert(a->index);
    ac.actual_index = a->index;
    ac.actual_size = a->size;
    if (a->size != e.size) {
      ac.differences.push_back(absl::StrCat("size ", e.size, " vs ", a->size));
    }
    if (a->color != e.color) ac.differences.push_back(absl::StrCat("memory space ", e.color, " vs ", a->color));
    if (Kind(*a) != Kind(e)) ac.differences.push_back(absl::StrCat("kind ", Kind(e), " vs ", Kind(*a)));
    std::set<std::string> expected_keys, actual_keys;
    for (const hlo::AssignedBufferRecord& b : e.assigned) {
      const std::string key = ep.Key(b.logical_buffer_id);
      expected_keys.insert(key);
      auto off = actual_offset_of.find(key);
      if (off != actual_offset_of.end() && actual_alloc_of[key] == a->index &&
          off->second != b.offset) {
        ++ac.offset_differences;
      }
    }
    for (const hlo::AssignedBufferRecord& b : a->assigned) actual_keys.insert(ap.Key(b.logical_buffer_id));
    for (const std::string& k : expected_keys) {
      if (!actual_keys.contains(k)) ac.differences.push_back(absl::StrCat("lacks ", k));
    }
    for (const std::string& k : actual_keys) {
      if (!expected_keys.contains(k)) ac.differences.push_back(absl::StrCat("also holds ", k));
    }
    ac.matches = ac.differences.empty();
    c.allocations.push_back(std::move(ac));
  }
  for (const hlo::BufferAllocationRecord& a : actual.buffer_allocations) {
    if (used.contains(a.index)) continue;
    AllocationComparison ac;
    ac.actual_index = a.index;
    ac.kind = Kind(a);
    ac.color = a.color;
    ac.actual_size = a.size;
    ac.differences.push_back("only in the actual assignment");
    c.allocations.push_back(std::move(ac));
  }

  const auto expected_peaks = TotalsAndPeaks(expected, ep);
  const auto actual_peaks = TotalsAndPeaks(actual, ap);
  std::set<int64_t> colors;
  for (const auto& [color, v] : expected_peaks) colors.insert(color);
  for (const auto& [color, v] : actual_peaks) colors.insert(color);
  for (int64_t color : colors) {
    MemorySpacePeak p;
    p.color = color;
    if (auto it = expected_peaks.find(color); it != expected_peaks.end()) {
      p.expected_total = it->second.first;
      p.expected_peak = it->second.second;
    }
    if (auto it = actual_peaks.find(color); it != actual_peaks.end()) {
      p.actual_total = it->second.first;
      p.actual_peak = it->second.second;
    }
    c.peaks.push_back(p);
  }
  return c;
}

std::string ComparisonToText(const AssignmentComparison& c, absl::string_view expected_name,
                             absl::string_view actual_name) {
  std::string out;
  absl::StrAppend(&out, "Logical buffers: ", c.matched_logical_buffers, " of ",
                  c.expected_logical_buffers, " (", expected_name, ") match ", actual_name, " (",
                  c.actual_logical_buffers, ")\n");
  for (const LogicalBufferDifference& d : c.buffer_differences) {
    if (d.actual_size < 0) {
      absl::StrAppend(&out, "  ", d.position, ": only in ", expected_name, " (", d.expected_size, " B)\n");
    } else if (d.expected_size < 0) {
      absl::StrAppend(&out, "  ", d.position, ": only in ", actual_name, " (", d.actual_size, " B)\n");
    } else {
      absl::StrAppend(&out, "  ", d.position, ": ", d.expected_size, " B vs ", d.actual_size, " B\n");
    }
  }
  absl::StrAppend(&out, "\nAllocations (", expected_name, " -> ", actual_name, "):\n");
  for (const AllocationComparison& a : c.allocations) {
    absl::StrAppend(&out, "  ", a.matches ? "ok  " : "DIFF", " #",
                    a.expected_index < 0 ? std::string("-") : absl::StrCat(a.expected_index), " -> #",
                    a.actual_index < 0 ? std::string("-") : absl::StrCat(a.actual_index), " ", a.kind,
                    " S(", a.color, ") ", a.expected_size, " B");
    if (a.actual_size != a.expected_size) absl::StrAppend(&out, " vs ", a.actual_size, " B");
    if (a.offset_differences > 0) {
      absl::StrAppend(&out, " (", a.offset_differences, " buffers at other offsets)");
    }
    absl::StrAppend(&out, "\n");
    for (const std::string& d : a.differences) absl::StrAppend(&out, "       ", d, "\n");
  }
  absl::StrAppend(&out, "\nPer memory space (total allocated; peak of static buffers + heap):\n");
  for (const MemorySpacePeak& p : c.peaks) {
    const bool same = p.expected_total == p.actual_total && p.expected_peak == p.actual_peak;
    absl::StrAppend(&out, "  ", same ? "ok  " : "DIFF", " S(", p.color, "): total ", p.expected_total,
                    " vs ", p.actual_total, " B; peak ", p.expected_peak, " vs ", p.actual_peak,
                    " B (", tpu::FormatXlaSize(p.expected_peak), " vs ",
                    tpu::FormatXlaSize(p.actual_peak), ")\n");
  }
  absl::StrAppend(&out, "\n", c.matches() ? "MATCH" : "MISMATCH", "\n");
  return out;
}

nlohmann::json ComparisonToJson(const AssignmentComparison& c) {
  using nlohmann::json;
  json j = json::object();
  j["matches"] = c.matches();
  j["expected_logical_buffers"] = c.expected_logical_buffers;
  j["actual_logical_buffers"] = c.actual_logical_buffers;
  j["matched_logical_buffers"] = c.matched_logical_buffers;
  json diffs = json::array();
  for (const LogicalBufferDifference& d : c.buffer_differences) {
    diffs.push_back({{"position", d.position},
                     {"expected_size", d.expected_size},
                     {"actual_size", d.actual_size}});
  }
  j["buffer_differences"] = diffs;
  json allocs = json::array();
  for (const AllocationComparison& a : c.allocations) {
    allocs.push_back({{"expected_index", a.expected_index},
                      {"actual_index", a.actual_index},
                      {"kind", a.kind},
                      {"memory_space", a.color},
                      {"expected_size", a.expected_size},
                      {"actual_size", a.actual_size},
                      {"offset_differences", a.offset_differences},
                      {"differences", a.differences},
                      {"matches", a.matches}});
  }
  j["allocations"] = allocs;
  json peaks = json::array();
  for (const MemorySpacePeak& p : c.peaks) {
    peaks.push_back({{"memory_space", p.color},
                     {"expected_total", p.expected_total},
                     {"actual_total", p.actual_total},
                     {"expected_peak", p.expected_peak},
                     {"actual_peak", p.actual_peak}});
  }
  j["memory_spaces"] = peaks;
  return j;
}

}  // namespace tpusim::memory
