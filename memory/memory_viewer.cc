#include "memory/memory_viewer.h"

#include <algorithm>
#include <list>
#include <memory>
#include <optional>

#include "absl/container/flat_hash_map.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "hlo/base/checked_math.h"

namespace tpusim::memory {
namespace {

double BytesToMiB(int64_t bytes) { return static_cast<double>(bytes) / (1ULL << 20); }

// xprof's ShapeUnpaddedSize: the default layout's ByteSizeOf with 8-byte
// tuple pointers (packing and tiling dropped).
int64_t XprofUnpaddedSize(const hlo::Shape& shape) {
  if (shape.IsTuple()) return 8 * static_cast<int64_t>(shape.tuple_shapes().size());
  if (!shape.IsArray()) return shape.IsOpaque() ? 8 : 0;
  absl::StatusOr<int64_t> elements = shape.ElementCount();
  if (!elements.ok()) return 0;
  return *elements * hlo::ByteWidth(shape.element_type());
}

// The shape of a logical buffer as xprof resolves it: only the last index,
// into the top-level tuple (historical behavior kept by xprof).
hlo::Shape ResolveShape(const hlo::Shape& shape, const std::vector<int64_t>& index) {
  if (!index.empty() && shape.IsTuple()) {
    const int64_t i = index.back();
    if (i >= 0 && i < static_cast<int64_t>(shape.tuple_shapes().size())) {
      return shape.tuple_shapes()[i];
    }
  }
  return shape;
}

struct AllocationInfo {
  const hlo::BufferAllocationRecord* proto = nullptr;
  std::optional<int64_t> trace_id;
  bool IsIndefinite() const {
    return proto->is_thread_local || proto->is_entry_computation_parameter ||
           proto->is_constant || proto->maybe_live_out;
  }
  std::string Category() const {
    if (proto->is_entry_computation_parameter) return "Parameter";
    if (proto->maybe_live_out) return "Output";
    if (proto->is_thread_local) return "Thread-local";
    if (proto->is_constant) return "Constant";
    return "Temporary";
  }
};

struct LogicalBufferInfo {
  const hlo::LogicalBufferRecord* proto = nullptr;
  const AllocationInfo* allocation = nullptr;
  const hlo::Instruction* instruction = nullptr;
  hlo::Shape shape;
  int64_t unpadded = 0;
  std::optional<std::pair<int64_t, int64_t>> span;
  int64_t ref_count = 0;
  LogicalBufferInfo* canonical = nullptr;

  int64_t size() const { return proto->size; }
  int64_t Inc() { return canonical ? canonical->Inc() : ++ref_count; }
  int64_t Dec() { return canonical ? canonical->Dec() : --ref_count; }
  int64_t ShareWith(LogicalBufferInfo* other) {
    canonical = other;
    return canonical->Inc();
  }
  LogicalBufferInfo* Canonical() { return canonical ? canonical->Canonical() : this; }
  std::string NameWithIndex() const {
    if (proto->shape_index.empty()) return instruction->name();
    return absl::StrCat(instruction->name(), "{", absl::StrJoin(proto->shape_index, ","), "}");
  }
};

MemoryViewerHeapObject MakeObject(const LogicalBufferInfo& lb, int32_t color) {
  MemoryViewerHeapObject o;
  o.numbered = color;
  const std::string shape = lb.shape.ToString();
  const hlo::OpMetadata& md = lb.instruction->metadata();
  o.label = absl::StrCat(lb.instruction->name(), ": ", shape, " # ", md.op_name);
  o.logical_buffer_id = static_cast<int32_t>(lb.proto->id);
  o.logical_buffer_size_mib = BytesToMiB(lb.size());
  o.unpadded_shape_mib = BytesToMiB(lb.unpadded);
  o.instruction_name = lb.NameWithIndex();
  o.shape_string = shape;
  o.tf_op_name = md.op_name;
  o.group_name = lb.allocation->Category();
  o.op_code = std::string(hlo::HloOpcodeString(lb.instruction->opcode()));
  o.has_source_info = true;
  o.source_file = md.source_file;
  o.source_line = static_cast<int32_t>(md.source_line);
  return o;
}

}  // namespace

absl::StatusOr<MemoryViewerResult> BuildMemoryViewer(const hlo::Module& module,
                                                     const hlo::BufferAssignmentRecord& record,
                                                     const MemoryViewerOptions& options) {
  absl::flat_hash_map<int64_t, const hlo::Instruction*> by_id;
  absl::flat_hash_map<std::string, const hlo::Instruction*> by_name;
  for (const auto& c : module.computations()) {
    for (const auto& inst : c->instructions()) {
      // Instructions the compiler model adds carry no id (-1): they share
      // no key and are found by name.
      if (inst->id() >= 0) by_id.emplace(inst->id(), inst.get());
      by_name[inst->name()] = inst.get();
    }
  }
  absl::flat_hash_map<int64_t, const hlo::LogicalBufferRecord*> lb_proto;
  for (const hlo::LogicalBufferRecord& lb : record.logical_buffers) lb_proto[lb.id] = &lb;

  std::vector<AllocationInfo> allocations(record.buffer_allocations.size());
  absl::flat_hash_map<int64_t, std::unique_ptr<LogicalBufferInfo>> buffers;
  for (size_t k = 0; k < record.buffer_allocations.size(); ++k) {
    allocations[k].proto = &record.buffer_allocations[k];
    for (const hlo::AssignedBufferRecord& assigned : record.buffer_allocations[k].assigned) {
      auto it = lb_proto.find(assigned.logical_buffer_id);
      if (it == lb_proto.end()) continue;
      const hlo::Instruction* inst = nullptr;
      if (auto f = by_id.find(it->second->instruction_id); f != by_id.end()) {
        inst = f->second;
      } else if (auto g = by_name.find(it->second->instruction_name); g != by_name.end()) {
        inst = g->second;
      }
      if (inst == nullptr) continue;
      auto info = std::make_unique<LogicalBufferInfo>();
      info->proto = it->second;
      info->allocation = &allocations[k];
      info->instruction = inst;
      info->shape = ResolveShape(inst->shape(), it->second->shape_index);
      info->unpadded = XprofUnpaddedSize(info->shape);
      if (options.size_function != nullptr) {
        absl::StatusOr<hlo::Shape> laid_out = options.size_function->LaidOut(info->shape);
        if (!laid_out.ok()) return laid_out.status();
        info->shape = *std::move(laid_out);
      }
      buffers[assigned.logical_buffer_id] = std::move(info);
    }
  }
  auto get = [&](int64_t id) -> LogicalBufferInfo* {
    auto it = buffers.find(id);
    return it == buffers.end() ? nullptr : it->second.get();
  };
  for (size_t t = 0; t < record.heap_simulator_traces.size(); ++t) {
    const auto& events = record.heap_simulator_traces[t].events;
    if (events.empty()) continue;
    LogicalBufferInfo* lb = get(events.front().buffer_id);
    if (lb == nullptr) continue;
    const_cast<AllocationInfo*>(lb->allocation)->trace_id = static_cast<int64_t>(t);
  }

  // The trace to simulate: the first temporary allocation of the color with
  // one, else the trace with the most events of the color.
  int64_t trace_id = -1;
  for (const AllocationInfo& a : allocations) {
    if (a.proto->color != options.memory_color || a.IsIndefinite()) continue;
    if (a.trace_id) {
      trace_id = *a.trace_id;
      break;
    }
  }
  if (trace_id < 0) {
    int64_t best = 0;
    for (size_t t = 0; t < record.heap_simulator_traces.size(); ++t) {
      int64_t count = 0;
      for (const hlo::HeapEventRecord& e : record.heap_simulator_traces[t].events) {
        LogicalBufferInfo* lb = get(e.buffer_id);
        if (lb != nullptr && lb->proto->color == options.memory_color) ++count;
      }
      if (count > best) {
        best = count;
        trace_id = static_cast<int64_t>(t);
      }
    }
  }

  // Heap simulation over the trace.
  int64_t heap = 0, uheap = 0, peak = 0, peak_unpadded = 0, peak_position = 0;
  std::list<int64_t> live, peak_live;
  std::vector<int64_t> heap_timeline, uheap_timeline;
  std::vector<std::string> names;
  std::vector<LogicalBufferInfo*> seen;
  absl::flat_hash_map<const hlo::BufferAllocationRecord*, int> seen_allocations;
  if (trace_id >= 0) {
    const auto& events = record.heap_simulator_traces[trace_id].events;
    const int64_t n = static_cast<int64_t>(events.size());
    auto increase = [&](LogicalBufferInfo* canonical, bool init_span) {
      live.push_back(canonical->proto->id);
      heap = SaturatingAdd(heap, canonical->size());
      uheap = SaturatingAdd(uheap, canonical->unpadded);
      if (heap > peak) {
        peak = heap;
        peak_position = static_cast<int64_t>(heap_timeline.size()) - 1;
        peak_unpadded = uheap;
        peak_live = live;
      }
      if (init_span) canonical->span = {static_cast<int64_t>(heap_timeline.size()) - 1, n - 1};
    };
    for (const hlo::HeapEventRecord& e : events) {
      heap_timeline.push_back(heap);
      uheap_timeline.push_back(uheap);
      names.push_back(e.instruction_name);
      LogicalBufferInfo* lb = get(e.buffer_id);
      if (lb == nullptr) continue;
      seen.push_back(lb);
      seen_allocations[lb->allocation->proto] = 1;
      switch (e.kind) {
        case hlo::HeapEventRecord::Kind::kAlloc:
          lb->Inc();
          increase(lb, true);
          break;
        case hlo::HeapEventRecord::Kind::kFree: {
          const int64_t refs = lb->Dec();
          if (refs < 0) {
            return absl::InvalidArgumentError(
                absl::StrCat("buffer ", lb->proto->id, " is freed multiple times"));
          }
          if (refs == 0) {
            LogicalBufferInfo* canonical = lb->Canonical();
            live.remove(canonical->proto->id);
            heap = SaturatingAdd(heap, -canonical->size());
            uheap = SaturatingAdd(uheap, -canonical->unpadded);
            if (heap < 0) return absl::InvalidArgumentError("heap size became negative");
            if (canonical->span) {
              canonical->span->second = static_cast<int64_t>(heap_timeline.size()) - 1;
            }
          }
          break;
        }
        case hlo::HeapEventRecord::Kind::kShareWith: {
          LogicalBufferInfo* canonical = get(e.share_with_canonical_id);
          if (canonical == nullptr) continue;
          // A chain of shares counts on its root: the buffer that was
          // allocated and whose removal at the last free keeps `live` equal
          // to the heap (XLA's traces name the root already).
          if (lb->ShareWith(canonical) == 1) increase(canonical->Canonical(), false);
          break;
        }
      }
    }
    heap_timeline.push_back(heap);
    uheap_timeline.push_back(uheap);
    names.push_back("");
    if (seen_allocations.size() != 1) {
      return absl::InvalidArgumentError(
          "all heap simulation events should touch a single buffer allocation");
    }
  }

  MemoryViewerResult r;
  // xprof's moduleName is the program's name without the XSpace program id.
  r.module_name = std::string(hlo::NameWithoutProgramId(module.name()));
  r.entry_computation_name = module.entry() ? module.entry()->name() : "";

  // Peak snapshot: indefinite buffers first, then the heap's live buffers.
  int32_t colorno = 0;
  int64_t small_bytes = 0;
  int64_t indefinite_bytes = 0;
  auto add_object = [&](const LogicalBufferInfo& lb) {
    if (lb.size() < options.small_buffer_size) {
      small_bytes = SaturatingAdd(small_bytes, lb.size());
    } else {
      r.max_heap.push_back(MakeObject(lb, colorno++));
    }
  };
  for (const AllocationInfo& a : allocations) {
    if (a.proto->color != options.memory_color || !a.IsIndefinite()) continue;
    const LogicalBufferInfo* best = nullptr;
    for (const hlo::AssignedBufferRecord& assigned : a.proto->assigned) {
      const LogicalBufferInfo* lb = get(assigned.logical_buffer_id);
      if (lb != nullptr && lb->size() > (best ? best->size() : 0)) best = lb;
    }
    if (best == nullptr) continue;
    indefinite_bytes = SaturatingAdd(indefinite_bytes, a.proto->size);
    add_object(*best);
  }
  for (int64_t id : peak_live) {
    const LogicalBufferInfo* lb = get(id);
    if (lb == nullptr) break;
    add_object(*lb);
  }
  if (small_bytes != 0) {
    MemoryViewerHeapObject o;
    o.numbered = colorno++;
    o.label = absl::StrCat("small (<", options.small_buffer_size, " bytes)");
    o.logical_buffer_id = -1;
    o.logical_buffer_size_mib = BytesToMiB(small_bytes);
    r.max_heap.push_back(o);
  }
  std::vector<int32_t> order(r.max_heap.size());
  for (size_t k = 0; k < order.size(); ++k) order[k] = static_cast<int32_t>(k);
  std::stable_sort(order.begin(), order.end(), [&](int32_t a, int32_t b) {
    return r.max_heap[a].logical_buffer_size_mib > r.max_heap[b].logical_buffer_size_mib;
  });
  r.max_heap_to_by_size.assign(order.size(), 0);
  for (size_t k = 0; k < order.size(); ++k) {
    r.max_heap_by_size.push_back(r.max_heap[order[k]]);
    r.by_size_to_max_heap.push_back(order[k]);
    r.max_heap_to_by_size[order[k]] = static_cast<int32_t>(k);
  }

  const double add_mib = BytesToMiB(indefinite_bytes);
  for (size_t k = 0; k < heap_timeline.size(); ++k) {
    r.heap_sizes.push_back(BytesToMiB(heap_timeline[k]) + add_mib);
    r.unpadded_heap_sizes.push_back(BytesToMiB(uheap_timeline[k]) + add_mib);
    r.hlo_instruction_names.push_back(names[k]);
  }
  r.peak_heap_mib = BytesToMiB(peak) + add_mib;
  r.peak_unpadded_heap_mib = BytesToMiB(peak_unpadded) + add_mib;
  r.peak_heap_size_position = static_cast<int32_t>(peak_position);
  for (const LogicalBufferInfo* lb : seen) {
    if (lb->span) {
      r.logical_buffer_spans[static_cast<int32_t>(lb->proto->id)] = {
          static_cast<int32_t>(lb->span->first), static_cast<int32_t>(lb->span->second)};
    }
  }

  // Allocation totals of the color.
  int64_t params = 0, non_reusable = 0, live_out = 0, total = 0, indefinite = 0;
  for (const AllocationInfo& a : allocations) {
    const hlo::BufferAllocationRecord& p = *a.proto;
    if (p.color != options.memory_color) continue;
    total = SaturatingAdd(total, p.size);
    if (p.is_entry_computation_parameter) params = SaturatingAdd(params, p.size);
    const bool reusable = !p.is_thread_local && !p.is_tuple;
    if (!reusable) non_reusable = SaturatingAdd(non_reusable, p.size);
    if (p.maybe_live_out) live_out = SaturatingAdd(live_out, p.size);
    if (!a.IsIndefinite()) continue;
    indefinite = SaturatingAdd(indefinite, p.size);
    MemoryViewerAllocation alloc;
    alloc.id = p.index;
    alloc.size_mib = BytesToMiB(p.size);
    if (p.is_entry_computation_parameter) alloc.attributes.push_back("entry computation parameter");
    if (p.maybe_live_out) alloc.attributes.push_back("may-be live out");
    if (reusable) alloc.attributes.push_back("reusable");
    for (const hlo::AssignedBufferRecord& assigned : p.assigned) {
      MemoryViewerLogicalBuffer lb;
      lb.id = assigned.logical_buffer_id;
      lb.size_mib = BytesToMiB(assigned.size);
      if (const LogicalBufferInfo* info = get(assigned.logical_buffer_id)) {
        lb.hlo_name = info->instruction->name();
        lb.shape_index = info->proto->shape_index;
        lb.shape = info->shape.ToString();
      }
      alloc.logical_buffers.push_back(std::move(lb));
    }
    if (!alloc.logical_buffers.empty()) {
      std::string common = alloc.logical_buffers[0].shape;
      for (const MemoryViewerLogicalBuffer& lb : alloc.logical_buffers) {
        if (lb.shape != common) common.clear();
      }
      alloc.common_shape = common;
    }
    r.indefinite_lifetimes.push_back(std::move(alloc));
  }
  r.entry_computation_parameters_mib = BytesToMiB(params);
  r.non_reusable_mib = BytesToMiB(non_reusable);
  r.maybe_live_out_mib = BytesToMiB(live_out);
  r.total_buffer_allocation_mib = BytesToMiB(total);
  r.indefinite_buffer_allocation_mib = BytesToMiB(indefinite);
  return r;
}

hlo::BufferAssignmentRecord ToBufferAssignmentRecord(const MemoryAnalysis& analysis) {
  const ModuleIndex& ix = analysis.index();
  const Dataflow& df = analysis.dataflow();
  const BufferAssignment& asg = analysis.assignment();
  const BufferSizes& sizes = analysis.sizes();
  hlo::BufferAssignmentRecord record;
  for (ValueIndex v = 0; v < df.value_count(); ++v) {
    if (asg.AllocationOf(v) == kNone) continue;
    const HloValue& value = df.value(v);
    hlo::LogicalBufferRecord lb;
    lb.id = value.id;
    lb.size = sizes.value_padded[v];
    lb.instruction_name = ix.instruction(value.instruction).name();
    lb.instruction_id = ix.instruction(value.instruction).id();
    lb.shape_index = ix.IndexOf(value.node);
    lb.color = sizes.value_color[v];
    record.logical_buffers.push_back(std::move(lb));
  }
  for (const BufferAllocation& a : asg.allocations()) {
    hlo::BufferAllocationRecord r;
    r.index = a.index;
    r.size = a.size;
    r.is_thread_local = a.is_thread_local;
    r.is_tuple = a.is_tuple;
    r.is_entry_computation_parameter = a.is_entry_computation_parameter;
    r.is_constant = a.is_constant;
    r.parameter_number = a.parameter_number;
    r.parameter_shape_index = a.parameter_shape_index;
    r.is_parameter_aliased_with_output = a.is_parameter_aliased_with_output;
    r.maybe_live_out = a.maybe_live_out;
    r.color = a.color;
    for (const AssignedValue& av : a.assigned) {
      r.assigned.push_back({df.value(av.value).id, av.offset, av.size});
    }
    record.buffer_allocations.push_back(std::move(r));
    for (int32_t h : a.heaps) {
      const HeapSimulation& sim = asg.heaps()[h];
      hlo::HeapSimulatorTraceRecord trace;
      trace.whole_module_simulation = true;
      trace.buffer_allocation_index = a.index;
      trace.events.reserve(sim.trace.events.size());
      for (const HeapEvent& e : sim.trace.events) {
        hlo::HeapEventRecord ev;
        ev.kind = e.kind == HeapEvent::Kind::kAlloc   ? hlo::HeapEventRecord::Kind::kAlloc
                  : e.kind == HeapEvent::Kind::kFree ? hlo::HeapEventRecord::Kind::kFree
                                                     : hlo::HeapEventRecord::Kind::kShareWith;
        const ValueIndex v = sim.trace.values[e.buffer];
        ev.buffer_id = df.value(v).id;
        const InstrIndex inst = df.value(v).instruction;
        ev.computation_name = ix.computation(ix.computation_of(inst)).name();
        ev.instruction_name = ix.instruction(inst).name();
        if (e.kind == HeapEvent::Kind::kShareWith) {
          ev.share_with_canonical_id = df.value(sim.trace.values[e.share_with]).id;
        }
        trace.events.push_back(std::move(ev));
      }
      record.heap_simulator_traces.push_back(std::move(trace));
    }
  }
  return record;
}

nlohmann::json MemoryViewerToJson(const MemoryViewerResult& r) {
  using nlohmann::json;
  auto object_json = [](const MemoryViewerHeapObject& o) {
    json j = json::object();
    j["numbered"] = o.numbered;  // oneof: always present.
    if (!o.label.empty()) j["label"] = o.label;
    if (o.logical_buffer_id != 0) j["logicalBufferId"] = o.logical_buffer_id;
    if (o.logical_buffer_size_mib != 0) j["logicalBufferSizeMib"] = o.logical_buffer_size_mib;
    if (o.unpadded_shape_mib != 0) j["unpaddedShapeMib"] = o.unpadded_shape_mib;
    if (!o.instruction_name.empty()) j["instructionName"] = o.instruction_name;
    if (!o.shape_string.empty()) j["shapeString"] = o.shape_string;
    if (!o.tf_op_name.empty()) j["tfOpName"] = o.tf_op_name;
    if (!o.group_name.empty()) j["groupName"] = o.group_name;
    if (!o.op_code.empty()) j["opCode"] = o.op_code;
    if (o.has_source_info) {
      json s = json::object();
      if (!o.source_file.empty()) s["fileName"] = o.source_file;
      if (o.source_line != 0) s["lineNumber"] = o.source_line;
      if (!o.source_stack_frame.empty()) s["stackFrame"] = o.source_stack_frame;
      j["sourceInfo"] = s;
    }
    return j;
  };
  json j = json::object();
  if (!r.heap_sizes.empty()) j["heapSizes"] = r.heap_sizes;
  if (!r.unpadded_heap_sizes.empty()) j["unpaddedHeapSizes"] = r.unpadded_heap_sizes;
  if (!r.max_heap.empty()) {
    json a = json::array();
    for (const auto& o : r.max_heap) a.push_back(object_json(o));
    j["maxHeap"] = a;
    json b = json::array();
    for (const auto& o : r.max_heap_by_size) b.push_back(object_json(o));
    j["maxHeapBySize"] = b;
    j["maxHeapToBySize"] = r.max_heap_to_by_size;
    j["bySizeToMaxHeap"] = r.by_size_to_max_heap;
  }
  if (!r.logical_buffer_spans.empty()) {
    json spans = json::object();
    for (const auto& [id, span] : r.logical_buffer_spans) {
      json s = json::object();
      if (span.first != 0) s["start"] = span.first;
      if (span.second != 0) s["limit"] = span.second;
      spans[std::to_string(id)] = s;
    }
    j["logicalBufferSpans"] = spans;
  }
  if (!r.module_name.empty()) j["moduleName"] = r.module_name;
  if (!r.entry_computation_name.empty()) j["entryComputationName"] = r.entry_computation_name;
  if (r.peak_heap_mib != 0) j["peakHeapMib"] = r.peak_heap_mib;
  if (r.peak_unpadded_heap_mib != 0) j["peakUnpaddedHeapMib"] = r.peak_unpadded_heap_mib;
  if (r.peak_heap_size_position != 0) j["peakHeapSizePosition"] = r.peak_heap_size_position;
  if (r.entry_computation_parameters_mib != 0) {
    j["entryComputationParametersMib"] = r.entry_computation_parameters_mib;
  }
  if (r.non_reusable_mib != 0) j["nonReusableMib"] = r.non_reusable_mib;
  if (r.maybe_live_out_mib != 0) j["maybeLiveOutMib"] = r.maybe_live_out_mib;
  if (!r.indefinite_lifetimes.empty()) {
    json a = json::array();
    for (const MemoryViewerAllocation& alloc : r.indefinite_lifetimes) {
      json x = json::object();
      if (alloc.id != 0) x["id"] = std::to_string(alloc.id);
      if (alloc.size_mib != 0) x["sizeMib"] = alloc.size_mib;
      if (!alloc.attributes.empty()) x["attributes"] = alloc.attributes;
      if (!alloc.common_shape.empty()) x["commonShape"] = alloc.common_shape;
      json lbs = json::array();
      for (const MemoryViewerLogicalBuffer& lb : alloc.logical_buffers) {
        json y = json::object();
        if (lb.id != 0) y["id"] = std::to_string(lb.id);
        if (!lb.shape.empty()) y["shape"] = lb.shape;
        if (lb.size_mib != 0) y["sizeMib"] = lb.size_mib;
        if (!lb.hlo_name.empty()) y["hloName"] = lb.hlo_name;
        if (!lb.shape_index.empty()) {
          json idx = json::array();
          for (int64_t i : lb.shape_index) idx.push_back(std::to_string(i));
          y["shapeIndex"] = idx;
        }
        lbs.push_back(y);
      }
      if (!lbs.empty()) x["logicalBuffers"] = lbs;
      a.push_back(x);
    }
    j["indefiniteLifetimes"] = a;
  }
  if (r.total_buffer_allocation_mib != 0) {
    j["totalBufferAllocationMib"] = r.total_buffer_allocation_mib;
  }
  if (r.indefinite_buffer_allocation_mib != 0) {
    j["indefiniteBufferAllocationMib"] = r.indefinite_buffer_allocation_mib;
  }
  if (!r.hlo_instruction_names.empty()) j["hloInstructionNames"] = r.hlo_instruction_names;
  return j;
}

namespace {

// Reads proto3 JSON fields, remembering the first one of the wrong type.
class FieldReader {
 public:
  absl::Status status() const { return status_; }

  double Number(const nlohmann::json& j, const char* key, const std::string& where) {
    auto it = j.find(key);
    if (it == j.end()) return 0;
    if (!it->is_number()) return Fail(where, key, "a number"), 0;
    return it->get<double>();
  }
  int64_t Int(const nlohmann::json& j, const char* key, const std::string& where) {
    auto it = j.find(key);
    if (it == j.end()) return 0;
    return IntValue(*it, where + "." + key);
  }
  std::string String(const nlohmann::json& j, const char* key, const std::string& where) {
    auto it = j.find(key);
    if (it == j.end()) return "";
    if (!it->is_string()) return Fail(where, key, "a string"), "";
    return it->get<std::string>();
  }
  // An array field (absent: empty); null when it is something else.
  const nlohmann::json* Array(const nlohmann::json& j, const char* key, const std::string& where) {
    static const nlohmann::json* empty = new nlohmann::json(nlohmann::json::array());
    auto it = j.find(key);
    if (it == j.end()) return empty;
    if (!it->is_array()) return Fail(where, key, "an array"), empty;
    return &*it;
  }
  // int64 as proto3 JSON writes it (a string) or as a number.
  int64_t IntValue(const nlohmann::json& v, const std::string& where) {
    if (v.is_number_integer()) return v.get<int64_t>();
    int64_t out = 0;
    if (v.is_string() && absl::SimpleAtoi(v.get<std::string>(), &out)) return out;
    if (status_.ok()) {
      status_ = absl::InvalidArgumentError(absl::StrCat("field ", where, " is not an integer"));
    }
    return 0;
  }

 private:
  void Fail(const std::string& where, const char* key, const char* what) {
    if (status_.ok()) {
      status_ = absl::InvalidArgumentError(absl::StrCat("field ", where, ".", key, " is not ", what));
    }
  }
  absl::Status status_;
};

MemoryViewerHeapObject HeapObjectFromJson(const nlohmann::json& o, const std::string& where,
                                          FieldReader& r) {
  MemoryViewerHeapObject out;
  out.numbered = static_cast<int32_t>(r.Int(o, "numbered", where));
  out.label = r.String(o, "label", where);
  out.logical_buffer_id = static_cast<int32_t>(r.Int(o, "logicalBufferId", where));
  out.logical_buffer_size_mib = r.Number(o, "logicalBufferSizeMib", where);
  out.unpadded_shape_mib = r.Number(o, "unpaddedShapeMib", where);
  out.instruction_name = r.String(o, "instructionName", where);
  out.shape_string = r.String(o, "shapeString", where);
  out.tf_op_name = r.String(o, "tfOpName", where);
  out.group_name = r.String(o, "groupName", where);
  out.op_code = r.String(o, "opCode", where);
  if (auto it = o.find("sourceInfo"); it != o.end() && it->is_object()) {
    out.has_source_info = true;
    out.source_file = r.String(*it, "fileName", where + ".sourceInfo");
    out.source_line = static_cast<int32_t>(r.Int(*it, "lineNumber", where + ".sourceInfo"));
    out.source_stack_frame = r.String(*it, "stackFrame", where + ".sourceInfo");
  }
  return out;
}

}  // namespace

absl::StatusOr<MemoryViewerResult> MemoryViewerFromJson(const nlohmann::json& j) {
  if (!j.is_object()) {
    return absl::InvalidArgumentError(
        "not a memory_viewer PreprocessResult (expected a JSON object with heapSizes, maxHeap, "
        "peakHeapMib, ...)");
  }
  FieldReader r;
  MemoryViewerResult out;
  const std::string top = "PreprocessResult";
  for (const nlohmann::json& v : *r.Array(j, "heapSizes", top)) {
    out.heap_sizes.push_back(v.is_number() ? v.get<double>() : 0);
  }
  for (const nlohmann::json& v : *r.Array(j, "unpaddedHeapSizes", top)) {
    out.unpadded_heap_sizes.push_back(v.is_number() ? v.get<double>() : 0);
  }
  for (const nlohmann::json& v : *r.Array(j, "hloInstructionNames", top)) {
    out.hlo_instruction_names.push_back(v.is_string() ? v.get<std::string>() : "");
  }
  size_t k = 0;
  for (const nlohmann::json& o : *r.Array(j, "maxHeap", top)) {
    out.max_heap.push_back(HeapObjectFromJson(o, absl::StrCat("maxHeap[", k++, "]"), r));
  }
  k = 0;
  for (const nlohmann::json& o : *r.Array(j, "maxHeapBySize", top)) {
    out.max_heap_by_size.push_back(HeapObjectFromJson(o, absl::StrCat("maxHeapBySize[", k++, "]"), r));
  }
  for (const nlohmann::json& v : *r.Array(j, "maxHeapToBySize", top)) {
    out.max_heap_to_by_size.push_back(static_cast<int32_t>(r.IntValue(v, "maxHeapToBySize")));
  }
  for (const nlohmann::json& v : *r.Array(j, "bySizeToMaxHeap", top)) {
    out.by_size_to_max_heap.push_back(static_cast<int32_t>(r.IntValue(v, "bySizeToMaxHeap")));
  }
  if (auto it = j.find("logicalBufferSpans"); it != j.end() && it->is_object()) {
    for (const auto& [id, span] : it->items()) {
      const int64_t key = r.IntValue(nlohmann::json(id), "logicalBufferSpans key");
      out.logical_buffer_spans[static_cast<int32_t>(key)] = {
          static_cast<int32_t>(r.Int(span, "start", "logicalBufferSpans")),
          static_cast<int32_t>(r.Int(span, "limit", "logicalBufferSpans"))};
    }
  }
  out.module_name = r.String(j, "moduleName", top);
  out.entry_computation_name = r.String(j, "entryComputationName", top);
  out.peak_heap_mib = r.Number(j, "peakHeapMib", top);
  out.peak_unpadded_heap_mib = r.Number(j, "peakUnpaddedHeapMib", top);
  out.peak_heap_size_position = static_cast<int32_t>(r.Int(j, "peakHeapSizePosition", top));
  out.entry_computation_parameters_mib = r.Number(j, "entryComputationParametersMib", top);
  out.non_reusable_mib = r.Number(j, "nonReusableMib", top);
  out.maybe_live_out_mib = r.Number(j, "maybeLiveOutMib", top);
  out.total_buffer_allocation_mib = r.Number(j, "totalBufferAllocationMib", top);
  out.indefinite_buffer_allocation_mib = r.Number(j, "indefiniteBufferAllocationMib", top);
  k = 0;
  for (const nlohmann::json& a : *r.Array(j, "indefiniteLifetimes", top)) {
    const std::string where = absl::StrCat("indefiniteLifetimes[", k++, "]");
    MemoryViewerAllocation alloc;
    alloc.id = r.Int(a, "id", where);
    alloc.size_mib = r.Number(a, "sizeMib", where);
    for (const nlohmann::json& v : *r.Array(a, "attributes", where)) {
      if (v.is_string()) alloc.attributes.push_back(v.get<std::string>());
    }
    alloc.common_shape = r.String(a, "commonShape", where);
    for (const nlohmann::json& b : *r.Array(a, "logicalBuffers", where)) {
      MemoryViewerLogicalBuffer lb;
      lb.id = r.Int(b, "id", where);
      lb.shape = r.String(b, "shape", where);
      lb.size_mib = r.Number(b, "sizeMib", where);
      lb.hlo_name = r.String(b, "hloName", where);
      for (const nlohmann::json& i : *r.Array(b, "shapeIndex", where)) {
        lb.shape_index.push_back(r.IntValue(i, where + ".shapeIndex"));
      }
      alloc.logical_buffers.push_back(std::move(lb));
    }
    out.indefinite_lifetimes.push_back(std::move(alloc));
  }
  if (!r.status().ok()) return r.status();
  return out;
}

}  // namespace tpusim::memory
