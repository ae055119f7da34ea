#include "tools/check/profile_check.h"

#include <algorithm>
#include <cmath>
#include <set>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_join.h"
#include "memory/size_function.h"
#include "tpu_model/layout_predictor.h"
#include "tpu_model/shape_size.h"

namespace tpusim::check {
namespace {

constexpr double kMiB = 1 << 20;

int64_t MibToBytes(double mib) { return std::llround(mib * kMiB); }

// Relative difference within `tolerance` (0: exactly equal).
bool Within(double captured, double predicted, double tolerance) {
  if (captured == predicted) return true;
  const double scale = std::max(std::abs(captured), std::abs(predicted));
  return std::abs(captured - predicted) <= tolerance * scale;
}

std::string Percent(double captured, double predicted) {
  if (captured == 0) return predicted == 0 ? "+0.00%" : "n/a";
  return absl::StrFormat("%+.2f%%", 100.0 * (predicted - captured) / captured);
}

void Leaves(const hlo::Shape& shape, std::vector<const hlo::Shape*>* out) {
  if (shape.IsTuple()) {
    for (const hlo::Shape& s : shape.tuple_shapes()) Leaves(s, out);
  } else {
    out->push_back(&shape);
  }
}

// The curve resampled at `n` evenly spaced positions of program order.
std::vector<double> Resample(const std::vector<double>& curve, size_t n) {
  std::vector<double> out(n, 0);
  if (curve.empty()) return out;
  for (size_t k = 0; k < n; ++k) {
    const double x = n == 1 ? 0 : static_cast<double>(k) * (curve.size() - 1) / (n - 1);
    const size_t lo = static_cast<size_t>(x);
    const size_t hi = std::min(lo + 1, curve.size() - 1);
    out[k] = curve[lo] + (curve[hi] - curve[lo]) * (x - lo);
  }
  return out;
}

double CurveMaxDifference(const std::vector<double>& a, const std::vector<double>& b) {
  if (a.empty() && b.empty()) return 0;
  const size_t n = a.size() == b.size() ? a.size() : std::max<size_t>(std::max(a.size(), b.size()), 2);
  const std::vector<double> ra = a.size() == n ? a : Resample(a, n);
  const std::vector<double> rb = b.size() == n ? b : Resample(b, n);
  double worst = 0;
  for (size_t k = 0; k < n; ++k) worst = std::max(worst, std::abs(ra[k] - rb[k]));
  return worst;
}

// A captured layout without tiles is XLA:TPU's fallback tiling for that
// buffer (memory/size_function.h): size it as the default layout.
absl::StatusOr<hlo::Shape> ParseCapturedShape(const std::string& text) {
  absl::StatusOr<hlo::Shape> shape = hlo::ParseShape(text, "<capture>");
  if (!shape.ok()) return shape.status();
  if (shape->IsArray() && !shape->has_layout()) {
    shape->set_layout(hlo::DefaultLayoutForRank(shape->rank()));
  }
  return shape;
}

// The shape with every leaf's layout removed, and the recorded one with its
// memory spaces dropped (S(n) is memory-space assignment, not layout).
struct LayoutPair {
  hlo::Shape bare;
  hlo::Shape recorded;
};
std::optional<LayoutPair> TiledArrayForLayoutCheck(const hlo::Shape& shape) {
  if (!shape.IsArray() || !shape.has_layout() || shape.layout().tiles.empty()) return std::nullopt;
  LayoutPair pair{shape, shape};
  pair.bare.clear_layout();
  pair.recorded.mutable_layout()->memory_space = 0;
  return pair;
}

void CheckLayout(const hlo::Shape& shape, const tpu::ChipSpec& chip, const std::string& where,
                 std::set<std::string>* seen, Tally* tally) {
  std::optional<LayoutPair> pair = TiledArrayForLayoutCheck(shape);
  if (!pair || !seen->insert(pair->recorded.ToString()).second) return;
  absl::StatusOr<hlo::Shape> predicted = tpu::PredictLayout(pair->bare, chip);
  const std::string recorded = pair->recorded.ToString();
  const std::string ours = predicted.ok() ? predicted->ToString() : predicted.status().ToString();
  tally->Add(predicted.ok() && ours == recorded,
             absl::StrCat(where, ": XLA ", recorded, ", predicted ", ours));
}

}  // namespace

void Tally::Add(bool agrees, const std::string& example_if_not) {
  ++compared;
  if (agrees) {
    ++agree;
  } else if (examples.size() < kMaxExamples) {
    examples.push_back(example_if_not);
  }
}

ProgramCheck CompareMemoryViewers(const std::string& program, const std::string& captured_from,
                                  const memory::MemoryViewerResult& captured,
                                  const memory::MemoryViewerResult& predicted, double tolerance) {
  ProgramCheck c;
  c.program = program;
  c.captured_from = captured_from;
  c.captured_peak_mib = captured.peak_heap_mib;
  c.predicted_peak_mib = predicted.peak_heap_mib;
  c.captured_unpadded_peak_mib = captured.peak_unpadded_heap_mib;
  c.predicted_unpadded_peak_mib = predicted.peak_unpadded_heap_mib;
  c.captured_points = static_cast<int64_t>(captured.heap_sizes.size());
  c.predicted_points = static_cast<int64_t>(predicted.heap_sizes.size());
  c.curve_max_difference_mib = CurveMaxDifference(captured.heap_sizes, predicted.heap_sizes);
  c.peak_within_tolerance = Within(MibToBytes(c.captured_peak_mib),
                                   MibToBytes(c.predicted_peak_mib), tolerance);

  // Buffers at the peak by name; the folded "small" object is not a buffer.
  std::map<std::string, const memory::MemoryViewerHeapObject*> theirs, ours;
  for (const auto& o : captured.max_heap) {
    if (!o.instruction_name.empty()) theirs[o.instruction_name] = &o;
  }
  for (const auto& o : predicted.max_heap) {
    if (!o.instruction_name.empty()) ours[o.instruction_name] = &o;
  }
  std::set<std::string> names;
  for (const auto& [name, o] : theirs) names.insert(name);
  for (const auto& [name, o] : ours) names.insert(name);
  for (const std::string& name : names) {
    BufferDifference d;
    d.name = name;
    const memory::MemoryViewerHeapObject* a = theirs.count(name) ? theirs[name] : nullptr;
    const memory::MemoryViewerHeapObject* b = ours.count(name) ? ours[name] : nullptr;
    if (a != nullptr) {
      d.captured_shape = a->shape_string;
      d.captured_bytes = MibToBytes(a->logical_buffer_size_mib);
      d.captured_unpadded = MibToBytes(a->unpadded_shape_mib);
      d.captured_kind = a->group_name;
    }
    if (b != nullptr) {
      d.predicted_shape = b->shape_string;
      d.predicted_bytes = MibToBytes(b->logical_buffer_size_mib);
      d.predicted_unpadded = MibToBytes(b->unpadded_shape_mib);
      d.predicted_kind = b->group_name;
    }
    if (a == nullptr) d.differences.push_back("not live at XLA's peak");
    if (b == nullptr) d.differences.push_back("not live at tpusim's peak");
    if (a != nullptr && b != nullptr) {
      if (!Within(d.captured_bytes, d.predicted_bytes, tolerance)) d.differences.push_back("size");
      if (!Within(d.captured_unpadded, d.predicted_unpadded, tolerance)) {
        d.differences.push_back("unpadded size");
      }
      if (d.captured_shape != d.predicted_shape) d.differences.push_back("layout");
      if (d.captured_kind != d.predicted_kind) d.differences.push_back("kind");
    }
    const bool agrees = d.differences.empty();
    c.buffers.Add(agrees, absl::StrCat(name, ": ", absl::StrJoin(d.differences, ", ")));
    if (!agrees) c.buffer_differences.push_back(std::move(d));
  }
  return c;
}

void CheckCapturedBuffers(const memory::MemoryViewerResult& captured, const std::string& source,
                          const tpu::ChipSpec& chip, CheckReport* report) {
  const memory::SizeFunction sizes(chip);
  std::set<std::string> layouts_seen;
  auto check = [&](const std::string& name, const std::string& shape_text, double size_mib,
                   std::optional<double> unpadded_mib) {
    if (shape_text.empty()) return;
    const std::string where = absl::StrCat(source, ": ", name, " ", shape_text);
    absl::StatusOr<hlo::Shape> shape = ParseCapturedShape(shape_text);
    if (!shape.ok()) {
      report->capture_sizes.Add(false, absl::StrCat(where, ": shape does not parse"));
      return;
    }
    absl::StatusOr<memory::ShapeSizes> s = sizes.Sizes(*shape);
    if (!s.ok()) {
      report->capture_sizes.Add(false, absl::StrCat(where, ": ", s.status().message()));
      return;
    }
    const int64_t padded = MibToBytes(size_mib);
    bool agrees = Within(padded, s->padded, report->tolerance);
    std::string detail = absl::StrCat("XLA ", padded, " B, tpusim ", s->padded, " B");
    // xprof's unpadded size of a tuple is its pointer table; ours is the data.
    if (unpadded_mib && !shape->IsTuple()) {
      const int64_t unpadded = MibToBytes(*unpadded_mib);
      agrees = agrees && Within(unpadded, s->unpadded, report->tolerance);
      absl::StrAppend(&detail, "; unpadded XLA ", unpadded, " B, tpusim ", s->unpadded, " B");
    }
    report->capture_sizes.Add(agrees, absl::StrCat(where, ": ", detail));
    std::vector<const hlo::Shape*> leaves;
    Leaves(*shape, &leaves);
    for (const hlo::Shape* leaf : leaves) {
      CheckLayout(*leaf, chip, absl::StrCat(source, ": ", name), &layouts_seen,
                  &report->capture_layouts);
    }
  };
  for (const memory::MemoryViewerHeapObject& o : captured.max_heap) {
    check(o.instruction_name, o.shape_string, o.logical_buffer_size_mib, o.unpadded_shape_mib);
  }
  for (const memory::MemoryViewerAllocation& a : captured.indefinite_lifetimes) {
    for (const memory::MemoryViewerLogicalBuffer& lb : a.logical_buffers) {
      check(lb.hlo_name, lb.shape, lb.size_mib, std::nullopt);
    }
  }
}

void CheckProfiledOps(const std::vector<ProfiledOp>& ops, const std::string& source,
                      const hlo::Module* compiled, const tpu::ChipSpec& chip,
                      CheckReport* report) {
  std::set<std::string> layouts_seen;
  // Top-level fusions per program and kind, as XLA compiled them.
  std::map<std::string, std::map<std::string, int64_t>> xla_fusions;
  int64_t unparsed = 0;
  for (const ProfiledOp& op : ops) {
    absl::StatusOr<ParsedExpression> parsed = ParseExpression(op.expression);
    if (!parsed.ok()) {
      ++unparsed;
      continue;
    }
    std::vector<const hlo::Shape*> leaves;
    Leaves(parsed->shape, &leaves);
    for (const hlo::Shape* leaf : leaves) {
      CheckLayout(*leaf, chip, absl::StrCat(source, ": ", op.name), &layouts_seen,
                  &report->op_layouts);
    }
    if (op.fused_into.empty() && parsed->opcode == "fusion") {
      ++xla_fusions[std::string(hlo::NameWithoutProgramId(op.program))][parsed->fusion_kind];
    }
  }
  if (unparsed > 0) {
    report->not_compared.push_back(absl::StrCat(source, ": ", unparsed,
                                                " op expressions that are not HLO instructions"));
  }
  auto describe = [](const std::map<std::string, int64_t>& kinds) {
    std::vector<std::string> parts;
    for (const auto& [kind, n] : kinds) parts.push_back(absl::StrCat(n, " ", kind.empty() ? "?" : kind));
    return absl::StrJoin(parts, ", ");
  };
  const std::string program = compiled != nullptr ? std::string(hlo::NameWithoutProgramId(compiled->name())) : "";
  for (const auto& [name, kinds] : xla_fusions) {
    if (name == program) continue;
    report->not_compared.push_back(absl::StrCat(
        source, ": ", name, " ran ", describe(kinds),
        " fusions; not compared with the compiler model (pass that program as PROGRAM)"));
  }
  if (compiled == nullptr) return;
  auto it = xla_fusions.find(program);
  if (it == xla_fusions.end()) {
    report->not_compared.push_back(absl::StrCat(source, ": program ", program,
                                                " ran no fusion there (or is not in it)"));
    return;
  }
  std::map<std::string, int64_t>& theirs = it->second;
  std::map<std::string, int64_t> ours;
  for (const auto& computation : compiled->computations()) {
    if (computation->IsFusionComputation()) continue;
    for (const auto& instruction : computation->instructions()) {
      if (instruction->opcode() == hlo::HloOpcode::kFusion) {
        ++ours[std::string(instruction->fusion_kind())];
      }
    }
  }
  std::set<std::string> kinds;
  for (const auto& [kind, n] : theirs) kinds.insert(kind);
  for (const auto& [kind, n] : ours) kinds.insert(kind);
  for (const std::string& kind : kinds) {
    const int64_t x = theirs[kind], o = ours[kind];
    // Each fusion is an item: min(x, o) agree, the rest do not.
    for (int64_t k = 0; k < std::max(x, o); ++k) {
      report->fusion_kinds.Add(k < std::min(x, o),
                               absl::StrCat(source, ": ", program, " ", kind.empty() ? "?" : kind,
                                            " fusions: XLA ", x, ", tpusim ", o));
    }
  }
}

int64_t CheckReport::compared() const {
  int64_t n = capture_sizes.compared + capture_layouts.compared + op_layouts.compared +
              fusion_kinds.compared;
  for (const ProgramCheck& p : programs) n += 1 + p.buffers.compared;  // The peak is one item.
  return n;
}

int64_t CheckReport::agree() const {
  int64_t n = capture_sizes.agree + capture_layouts.agree + op_layouts.agree + fusion_kinds.agree;
  for (const ProgramCheck& p : programs) n += (p.peak_within_tolerance ? 1 : 0) + p.buffers.agree;
  return n;
}

double CheckReport::score() const {
  return compared() == 0 ? 1.0 : static_cast<double>(agree()) / static_cast<double>(compared());
}

std::vector<std::string> CheckReport::failures() const {
  std::vector<std::string> out;
  for (const ProgramCheck& p : programs) {
    if (!p.peak_within_tolerance) {
      out.push_back(absl::StrFormat("%s: peak %.2f MiB vs XLA's %.2f MiB (%s)", p.program,
                                    p.predicted_peak_mib, p.captured_peak_mib,
                                    Percent(p.captured_peak_mib, p.predicted_peak_mib)));
    }
    for (const BufferDifference& d : p.buffer_differences) {
      for (const std::string& what : d.differences) {
        if (what == "size" || what == "unpadded size") {
          out.push_back(absl::StrCat(p.program, ": ", d.name, " ", what, " differs"));
          break;
        }
      }
    }
  }
  if (capture_sizes.agree < capture_sizes.compared) {
    out.push_back(absl::StrCat(capture_sizes.compared - capture_sizes.agree,
                               " captured buffer sizes not reproduced from their shapes"));
  }
  if (score() < min_score) {
    out.push_back(absl::StrFormat("score %.1f%% below --min-score %.1f%%", 100 * score(),
                                  100 * min_score));
  }
  return out;
}

bool CheckReport::passed() const { return failures().empty(); }

namespace {

// "1.50G", "512B": XLA's size format, from MiB.
std::string Size(double mib) { return tpu::FormatXlaSize(MibToBytes(mib)); }

std::string TallyLine(const char* what, const Tally& t) {
  return absl::StrFormat("  %-44s %lld/%lld agree (%.1f%%)\n", what, t.compared == 0 ? 0 : t.agree,
                         t.compared, t.compared == 0 ? 100.0 : 100.0 * t.agree / t.compared);
}

void AppendExamples(const Tally& t, std::string* out) {
  for (const std::string& e : t.examples) absl::StrAppend(out, "      ", e, "\n");
  if (t.compared - t.agree > static_cast<int64_t>(t.examples.size())) {
    absl::StrAppend(out, "      ... and ", t.compared - t.agree - t.examples.size(), " more\n");
  }
}

nlohmann::json TallyJson(const Tally& t) {
  nlohmann::json j = {{"compared", t.compared}, {"agree", t.agree}};
  j["examples"] = t.examples;
  return j;
}

}  // namespace

std::string CheckReportToText(const CheckReport& r) {
  std::string out = absl::StrFormat("tpusim check on %s: %s\n", r.chip, absl::StrJoin(r.inputs, ", "));
  for (const ProgramCheck& p : r.programs) {
    absl::StrAppend(&out, "\nProgram ", p.program, ": ", p.captured_from, " vs tpusim\n");
    absl::StrAppend(&out, absl::StrFormat("  %-22s %10s vs %10s  %s  %s\n", "peak",
                                          Size(p.captured_peak_mib), Size(p.predicted_peak_mib),
                                          Percent(p.captured_peak_mib, p.predicted_peak_mib),
                                          p.peak_within_tolerance ? "ok" : "DIFF"));
    absl::StrAppend(&out, absl::StrFormat("  %-22s %10s vs %10s  %s\n", "unpadded peak",
                                          Size(p.captured_unpadded_peak_mib),
                                          Size(p.predicted_unpadded_peak_mib),
                                          Percent(p.captured_unpadded_peak_mib,
                                                  p.predicted_unpadded_peak_mib)));
    absl::StrAppend(&out, absl::StrFormat("  %-22s %lld vs %lld points; largest gap %s\n",
                                          "heap curve", p.captured_points, p.predicted_points,
                                          Size(p.curve_max_difference_mib)));
    absl::StrAppend(&out, TallyLine("buffers at the peak", p.buffers));
    size_t listed = 0;
    for (const BufferDifference& d : p.buffer_differences) {
      if (++listed > Tally::kMaxExamples) {
        absl::StrAppend(&out, "      ... and ", p.buffer_differences.size() - Tally::kMaxExamples,
                        " more\n");
        break;
      }
      absl::StrAppend(&out, "    DIFF ", d.name, " (", absl::StrJoin(d.differences, ", "), "): XLA ",
                      d.captured_bytes < 0 ? "-" : absl::StrCat(d.captured_bytes, " B ", d.captured_shape,
                                                                " ", d.captured_kind),
                      "; tpusim ",
                      d.predicted_bytes < 0 ? "-" : absl::StrCat(d.predicted_bytes, " B ", d.predicted_shape,
                                                                 " ", d.predicted_kind),
                      "\n");
    }
  }
  const struct {
    const char* what;
    const Tally* tally;
  } tallies[] = {{"captured buffer sizes from their shapes", &r.capture_sizes},
                 {"captured layouts predicted from dims", &r.capture_layouts},
                 {"profiled op layouts predicted from dims", &r.op_layouts},
                 {"fusions per kind (XLA vs compiler model)", &r.fusion_kinds}};
  bool header = false;
  for (const auto& t : tallies) {
    if (t.tally->compared == 0) continue;
    if (!header) absl::StrAppend(&out, "\nCaptured data against the TPU model\n");
    header = true;
    absl::StrAppend(&out, TallyLine(t.what, *t.tally));
    AppendExamples(*t.tally, &out);
  }
  if (!r.not_compared.empty()) {
    absl::StrAppend(&out, "\nNot compared\n");
    for (const std::string& s : r.not_compared) absl::StrAppend(&out, "  - ", s, "\n");
  }
  const std::vector<std::string> failures = r.failures();
  absl::StrAppend(&out, absl::StrFormat("\nScore: %lld/%lld compared items agree (%.1f%%); tolerance %.2f%%\n",
                                        r.agree(), r.compared(), 100 * r.score(), 100 * r.tolerance));
  for (const std::string& f : failures) absl::StrAppend(&out, "  FAIL ", f, "\n");
  absl::StrAppend(&out, failures.empty() ? "PASS\n" : "FAIL\n");
  return out;
}

nlohmann::json CheckReportToJson(const CheckReport& r) {
  nlohmann::json j;
  j["chip"] = r.chip;
  j["inputs"] = r.inputs;
  j["tolerance"] = r.tolerance;
  j["min_score"] = r.min_score;
  nlohmann::json programs = nlohmann::json::array();
  for (const ProgramCheck& p : r.programs) {
    nlohmann::json q;
    q["program"] = p.program;
    q["captured_from"] = p.captured_from;
    q["captured_peak_bytes"] = MibToBytes(p.captured_peak_mib);
    q["predicted_peak_bytes"] = MibToBytes(p.predicted_peak_mib);
    q["captured_unpadded_peak_bytes"] = MibToBytes(p.captured_unpadded_peak_mib);
    q["predicted_unpadded_peak_bytes"] = MibToBytes(p.predicted_unpadded_peak_mib);
    q["peak_within_tolerance"] = p.peak_within_tolerance;
    q["captured_points"] = p.captured_points;
    q["predicted_points"] = p.predicted_points;
    q["curve_max_difference_bytes"] = MibToBytes(p.curve_max_difference_mib);
    q["buffers"] = TallyJson(p.buffers);
    nlohmann::json diffs = nlohmann::json::array();
    for (const BufferDifference& d : p.buffer_differences) {
      diffs.push_back({{"name", d.name},
                       {"differences", d.differences},
                       {"captured_shape", d.captured_shape},
                       {"predicted_shape", d.predicted_shape},
                       {"captured_bytes", d.captured_bytes},
                       {"predicted_bytes", d.predicted_bytes},
                       {"captured_unpadded_bytes", d.captured_unpadded},
                       {"predicted_unpadded_bytes", d.predicted_unpadded},
                       {"captured_kind", d.captured_kind},
                       {"predicted_kind", d.predicted_kind}});
    }
    q["buffer_differences"] = diffs;
    programs.push_back(std::move(q));
  }
  j["programs"] = programs;
  j["capture_sizes"] = TallyJson(r.capture_sizes);
  j["capture_layouts"] = TallyJson(r.capture_layouts);
  j["op_layouts"] = TallyJson(r.op_layouts);
  j["fusion_kinds"] = TallyJson(r.fusion_kinds);
  j["not_compared"] = r.not_compared;
  j["compared"] = r.compared();
  j["agree"] = r.agree();
  j["score"] = r.score();
  j["failures"] = r.failures();
  j["passed"] = r.passed();
  return j;
}

}  // namespace tpusim::check
