#include "memory/live_range.h"

#include <algorithm>
#include <tuple>

namespace tpusim::memory {

ModuleSchedule ModuleOrderSchedule(const ModuleIndex& ix) {
  ModuleSchedule schedule;
  schedule.sequences.resize(ix.computation_count());
  for (CompIndex c = 0; c < ix.computation_count(); ++c) {
    if (ix.IsFusionComputation(c)) continue;
    std::span<const InstrIndex> instrs = ix.instructions(c);
    schedule.sequences[c].assign(instrs.begin(), instrs.end());
  }
  return schedule;
}

namespace {

class Flattener {
 public:
  Flattener(const ModuleIndex& ix, const ModuleSchedule& schedule, std::vector<InstrIndex>* flat,
            std::vector<int32_t>* time, std::vector<std::pair<int32_t, int32_t>>* spans,
            std::vector<CompIndex>* async_context, bool* total_order)
      : ix_(ix),
        schedule_(schedule),
        flat_(*flat),
        time_(*time),
        spans_(*spans),
        async_context_(*async_context),
        total_order_(*total_order) {}

  void Flatten(CompIndex c, CompIndex async_context) {
    if (c == kNone) return;
    if (!schedule_.has_sequence(c)) {
      total_order_ = false;
      return;
    }
    if (spans_[c].first >= 0 || in_progress_.size() > 1000) return;
    in_progress_.push_back(c);
    spans_[c].first = -2;  // Guards against recursion through malformed calls.
    if (async_context != kNone) async_context_[c] = async_context;
    const int32_t start = static_cast<int32_t>(flat_.size());
    for (InstrIndex i : schedule_.sequences[c]) {
      const hlo::Instruction& inst = ix_.instruction(i);
      switch (inst.opcode()) {
        case hlo::HloOpcode::kCall:
        case hlo::HloOpcode::kConditional:
          for (CompIndex callee : ix_.callees(i)) FlattenIfNew(callee, async_context);
          break;
        case hlo::HloOpcode::kAsyncStart:
        case hlo::HloOpcode::kAsyncUpdate:
        case hlo::HloOpcode::kAsyncDone:
          for (CompIndex callee : ix_.callees(i)) FlattenIfNew(callee, callee);
          break;
        case hlo::HloOpcode::kWhile:
          FlattenIfNew(Callee(inst, "condition"), async_context);
          FlattenIfNew(Callee(inst, "body"), async_context);
          break;
        default:
          break;
      }
      if (time_[i] == kNone) {
        time_[i] = static_cast<int32_t>(flat_.size());
        flat_.push_back(i);
      }
    }
    spans_[c] = {start, static_cast<int32_t>(flat_.size())};
    in_progress_.pop_back();
  }

 private:
  void FlattenIfNew(CompIndex c, CompIndex async_context) {
    if (c == kNone || spans_[c].first != -1) return;
    Flatten(c, async_context);
  }
  CompIndex Callee(const hlo::Instruction& inst, absl::string_view name) const {
    const hlo::Computation* c = inst.called_computation(name);
    return c == nullptr ? kNone : ix_.IndexOf(c);
  }

  const ModuleIndex& ix_;
  const ModuleSchedule& schedule_;
  std::vector<InstrIndex>& flat_;
  std::vector<int32_t>& time_;
  std::vector<std::pair<int32_t, int32_t>>& spans_;
  std::vector<CompIndex>& async_context_;
  bool& total_order_;
  std::vector<CompIndex> in_progress_;
};

}  // namespace

absl::StatusOr<LiveRanges> LiveRanges::Run(const Dataflow& df, const AliasAnalysis& aa,
                                           const ModuleSchedule& schedule) {
  const ModuleIndex& ix = df.index();
  LiveRanges lr;
  lr.time_.assign(ix.instruction_count(), kNone);
  lr.spans_.assign(ix.computation_count(), {-1, -1});
  std::vector<CompIndex> async_context(ix.computation_count(), kNone);
  Flattener flattener(ix, schedule, &lr.flattened_, &lr.time_, &lr.spans_, &async_context,
                      &lr.total_order_);
  flattener.Flatten(ix.entry(), kNone);
  const int32_t end_time = lr.schedule_end_time();

  auto position_time = [&](NodeIndex p) -> int32_t {
    const InstrIndex i = ix.node_instruction(p);
    if (ix.IsRoot(i)) {
      const auto span = lr.spans_[ix.computation_of(i)];
      return span.first >= 0 ? span.second : kNone;
    }
    return lr.time_[i];
  };

  lr.ranges_.assign(df.value_count(), LiveRange{-1, -1});
  const CompIndex entry = ix.entry();
  for (InstrIndex i : lr.flattened_) {
    const CompIndex c = ix.computation_of(i);
    const hlo::Instruction& inst = ix.instruction(i);
    const int32_t t = lr.time_[i];
    const int32_t start =
        inst.opcode() == hlo::HloOpcode::kParameter ? lr.spans_[c].first : t;
    int32_t definition_end = ix.IsRoot(i) ? lr.spans_[c].second : t;
    if (async_context[c] != kNone) {
      // Buffers of an async wrapped computation stay live until the
      // matching async-done has run.
      bool found = false;
      for (InstrIndex caller : ix.callers(async_context[c])) {
        if (ix.opcode(caller) == hlo::HloOpcode::kAsyncDone && lr.time_[caller] != kNone) {
          definition_end = std::max(definition_end, lr.time_[caller]);
          found = true;
        }
      }
      if (!found) definition_end = std::max(definition_end, lr.spans_[c].second);
    }
    const NodeIndex first = ix.first_node(i);
    for (int32_t k = 0; k < ix.node_count(i); ++k) {
      const NodeIndex n = first + k;
      if (!df.IsDefinedAt(n)) continue;
      const ValueIndex v = df.ValueAt(n);
      int32_t end = definition_end;
      std::span<const NodeIndex> positions = df.positions(v);
      for (size_t p = 1; p < positions.size(); ++p) {
        const int32_t pt = position_time(positions[p]);
        if (pt != kNone) end = std::max(end, pt);
      }
      if (inst.opcode() == hlo::HloOpcode::kParameter && c == entry &&
          !aa.ParameterHasAlias(inst.parameter_number(), ix.IndexOf(n))) {
        end = end_time;
      } else {
        for (const HloUse& use : df.uses(v)) {
          InstrIndex used = use.user;
          const hlo::HloOpcode op = ix.opcode(used);
          if (op == hlo::HloOpcode::kCall) {
            const hlo::Computation* callee = ix.instruction(used).called_computation("to_apply");
            if (callee != nullptr && lr.spans_[ix.IndexOf(callee)].first >= 0) continue;
          }
          if (op == hlo::HloOpcode::kWhile) {
            const hlo::Computation* body = ix.instruction(used).called_computation("body");
            if (body != nullptr) {
              const CompIndex b = ix.IndexOf(body);
              if (lr.spans_[b].first >= 0 && ix.parameter(b, 0) != kNone) {
                used = ix.parameter(b, 0);
              }
            }
          }
          if (lr.time_[used] != kNone) end = std::max(end, lr.time_[used]);
        }
      }
      lr.ranges_[v] = {start, std::max(start, end)};
    }
  }

  // NormalizeAliasedBuffers.
  std::vector<ValueIndex> group;
  for (BufferIndex b = 0; b < aa.buffer_count(); ++b) {
    std::span<const ValueIndex> values = aa.values(b);
    if (values.size() < 2) continue;
    group.clear();
    for (ValueIndex v : values) {
      if (lr.HasRange(v)) group.push_back(v);
    }
    if (group.size() < 2) continue;
    std::sort(group.begin(), group.end(), [&](ValueIndex a, ValueIndex c) {
      return std::make_tuple(lr.ranges_[a].start, lr.ranges_[a].end, df.value(a).id) <
             std::make_tuple(lr.ranges_[c].start, lr.ranges_[c].end, df.value(c).id);
    });
    for (size_t k = 0; k + 1 < group.size(); ++k) {
      LiveRange& r1 = lr.ranges_[group[k]];
      LiveRange& r2 = lr.ranges_[group[k + 1]];
      r2.end = std::max(r1.end, r2.end);
      r1.end = std::min(r1.end, r2.start);
    }
  }
  return lr;
}

}  // namespace tpusim::memory
