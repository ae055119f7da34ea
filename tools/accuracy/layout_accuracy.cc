#include "tools/accuracy/layout_accuracy.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <sstream>

#include "absl/status/status.h"
#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "hlo/base/file_io.h"
#include "hlo/base/status_macros.h"
#include "hlo/ir/hlo_module.h"
#include "hlo/ir/primitive_type.h"
#include "hlo/ir/shape.h"
#include "hlo/proto/hlo_proto_reader.h"
#include "tpu_model/chip.h"
#include "tpu_model/layout_policy.h"
#include "tpu_model/layout_predictor.h"
#include "tpu_model/shape_size.h"
#include "tpu_model/size_report.h"

namespace tpusim::accuracy {
namespace {

using Json = nlohmann::json;

// Shared inputs are public files of a few MB; refuse anything far larger.
constexpr int64_t kMaxInputBytes = int64_t{256} << 20;
constexpr char kUnknownGeneration[] = "unknown";

absl::StatusOr<std::string> ReadFile(const std::string& path) {
  return ReadFileToString(path, kMaxInputBytes);
}

absl::StatusOr<Json> ReadJson(const std::string& path) {
  TPUSIM_ASSIGN_OR_RETURN(std::string text, ReadFile(path));
  Json j = Json::parse(text, nullptr, /*allow_exceptions=*/false);
  if (j.is_discarded()) return absl::InvalidArgumentError(absl::StrCat(path, ": not JSON"));
  return j;
}

std::string JsonString(const Json& j, const char* key) {
  auto it = j.find(key);
  if (it == j.end() || !it->is_string()) return "";
  return it->get<std::string>();
}

std::optional<double> JsonNumber(const Json& j, const char* key) {
  auto it = j.find(key);
  if (it == j.end() || !it->is_number()) return std::nullopt;
  return it->get<double>();
}

// MiB as proto3 JSON doubles -> bytes; nullopt when not a whole byte count.
std::optional<int64_t> MibToBytes(double mib) {
  double bytes = mib * 1048576.0;
  if (!(bytes >= 0) || bytes > 9.0e18) return std::nullopt;
  double rounded = std::round(bytes);
  if (std::fabs(bytes - rounded) > 1e-3) return std::nullopt;
  return static_cast<int64_t>(rounded);
}

// Every array shape with a layout printed inside HLO text (instruction
// expressions, XLA labels, module lines), via hlo::ParseShapeAt.
std::vector<hlo::Shape> ArrayShapesInText(absl::string_view text) {
  std::vector<hlo::Shape> shapes;
  size_t i = 0;
  while (i < text.size()) {
    unsigned char c = static_cast<unsigned char>(text[i]);
    bool boundary = i == 0 || !(std::isalnum(static_cast<unsigned char>(text[i - 1])) ||
                                text[i - 1] == '_' || text[i - 1] == '.' ||
                                text[i - 1] == '%' || text[i - 1] == '-');
    if (!std::isalpha(c) || !boundary) {
      ++i;
      continue;
    }
    size_t end = i;
    while (end < text.size() && std::isalnum(static_cast<unsigned char>(text[end]))) ++end;
    if (end < text.size() && text[end] == '[' &&
        hlo::PrimitiveTypeFromName(text.substr(i, end - i)).has_value()) {
      size_t pos = i;
      size_t error_offset = 0;
      absl::StatusOr<hlo::Shape> shape = hlo::ParseShapeAt(text, &pos, &error_offset);
      if (shape.ok() && pos > i) {
        if (shape->IsArray() && shape->has_layout()) shapes.push_back(std::move(*shape));
        i = pos;
        continue;
      }
    }
    i = end;
  }
  return shapes;
}

// XLA prints a scalar whose layout has no tiles without braces ("u32[]");
// every shape after layout assignment has a layout, so give such leaves the
// empty one back.
void RestoreElidedLayouts(hlo::Shape* shape) {
  if (shape->IsTuple()) {
    for (hlo::Shape& s : shape->mutable_tuple_shapes()) RestoreElidedLayouts(&s);
    return;
  }
  if (shape->IsArray() && !shape->has_layout()) {
    shape->set_layout(hlo::DefaultLayoutForRank(shape->rank()));
  }
}

// --- Scoring -----------------------------------------------------------------

const std::vector<std::string>& GenerationOrder() {
  static const std::vector<std::string>* order = [] {
    auto* v = new std::vector<std::string>;
    for (const tpu::ChipSpec& chip : tpu::AllChips()) v->push_back(chip.name);
    v->push_back(kUnknownGeneration);
    return v;
  }();
  return *order;
}

// Chip whose rules score a generation. Records whose generation is not
// stated are scored with the current compiler's rules (v5p).
const tpu::ChipSpec& ChipForGeneration(const std::string& generation) {
  absl::StatusOr<const tpu::ChipSpec*> chip = tpu::FindChip(generation);
  if (chip.ok()) return **chip;
  return **tpu::FindChip("v5p");
}

std::string Canonical(const std::string& generation) {
  if (generation.empty()) return kUnknownGeneration;
  absl::StatusOr<const tpu::ChipSpec*> chip = tpu::FindChip(generation);
  return chip.ok() ? (*chip)->name : kUnknownGeneration;
}

hlo::Layout WithoutMemorySpace(hlo::Layout layout) {
  layout.memory_space = 0;
  return layout;
}

class Scorer {
 public:
  explicit Scorer(const LayoutAccuracyOptions& options) : options_(options) {
    report_.shared_dir = options.shared_dir;
  }

  GenerationAccuracy& Gen(const std::string& generation) {
    auto [it, inserted] = by_generation_.try_emplace(generation);
    if (inserted) it->second.generation = generation;
    return it->second;
  }

  void Miss(const std::string& generation, const std::string& kind, const std::string& source,
            const std::string& shape, const std::string& expected, const std::string& actual) {
    if (report_.mismatches.size() >= options_.max_mismatches) {
      ++report_.mismatches_dropped;
      return;
    }
    report_.mismatches.push_back({generation, kind, source, shape, expected, actual});
  }

  // (1) One printed allocation size compared as strings (OOM records).
  void PrintedSizeCase(const std::string& generation, const std::string& source,
                       const std::string& shape_text, const Json& record, bool complete) {
    absl::StatusOr<hlo::Shape> shape = hlo::ParseShape(shape_text);
    std::string size = JsonString(record, "size");
    std::string unpadded = JsonString(record, "unpadded");
    std::string extra = JsonString(record, "extra_padding");
    std::string expansion = JsonString(record, "expansion");
    if (size.empty() && unpadded.empty()) return;
    GenerationAccuracy& gen = Gen(generation);
    if (!shape.ok()) {
      gen.exact_size.Add(false);
      Miss(generation, "exact_size", source, shape_text, "a parseable shape",
           std::string(shape.status().message()));
      return;
    }
    absl::StatusOr<tpu::SizeReport> report =
        tpu::SizeReportForShape(*shape, ChipForGeneration(generation));
    if (!report.ok()) {
      gen.exact_size.Add(false);
      Miss(generation, "exact_size", source, shape_text, "a size",
           std::string(report.status().message()));
      return;
    }
    // Complete records print the padding line exactly when there is padding;
    // excerpts that were cut only compare the lines they kept.
    std::vector<std::pair<std::string, std::string>> diffs;
    auto check = [&](const std::string& want, const std::optional<std::string>& got,
                     const char* what) {
      if (want.empty() && !complete) return;
      std::string g = got.value_or("");
      if (want != g) diffs.push_back({absl::StrCat(what, " ", want), absl::StrCat(what, " ", g)});
    };
    check(size, report->size, "Size:");
    check(unpadded, report->unpadded, "Unpadded size:");
    check(extra, report->extra, "Extra:");
    check(expansion, report->expansion, "Expansion:");
    gen.exact_size.Add(diffs.empty());
    if (!diffs.empty()) {
      std::vector<std::string> want, got;
      for (auto& [w, g] : diffs) {
        want.push_back(w);
        got.push_back(g);
      }
      Miss(generation, "exact_size", source, shape_text, absl::StrJoin(want, "; "),
           absl::StrJoin(got, "; "));
    }
  }

  // (1) One buffer with exact padded (and maybe unpadded) bytes.
  void ByteSizeCase(const std::string& generation, const std::string& source,
                    const hlo::Shape& shape, int64_t padded, std::optional<int64_t> unpadded) {
    const tpu::ChipSpec& chip = ChipForGeneration(generation);
    absl::StatusOr<int64_t> got = tpu::LayoutPolicy(chip).PaddedSize(shape);
    absl::StatusOr<int64_t> got_unpadded = tpu::UnpaddedByteSize(shape);
    bool ok = got.ok() && *got == padded && tpu::FormatXlaSize(*got) == tpu::FormatXlaSize(padded);
    if (unpadded.has_value()) ok = ok && got_unpadded.ok() && *got_unpadded == *unpadded;
    Gen(generation).exact_size.Add(ok);
    if (!ok) {
      std::string want = absl::StrCat(padded, " B");
      if (unpadded) absl::StrAppend(&want, ", unpadded ", *unpadded, " B");
      std::string have = got.ok() ? absl::StrCat(*got, " B") : std::string(got.status().message());
      if (unpadded && got_unpadded.ok()) absl::StrAppend(&have, ", unpadded ", *got_unpadded, " B");
      Miss(generation, "exact_size", source, shape.ToString(), want, have);
    }
  }

  // (2), (3) One real laid-out array, scored once per (generation, shape);
  // `standalone` also scores it among the stand-alone arrays.
  void LayoutCase(const std::string& generation, const std::string& source,
                  const hlo::Shape& real, bool standalone = false) {
    if (!real.IsArray() || !real.has_layout() || real.layout().tiles.empty()) return;
    const tpu::ChipSpec& chip = ChipForGeneration(generation);
    hlo::Shape observed = real;
    observed.set_layout(WithoutMemorySpace(real.layout()));
    std::string key = absl::StrCat(generation, " ", observed.ToString());
    bool first_seen = seen_layouts_.insert(key).second;
    bool first_standalone = standalone && seen_standalone_.insert(key).second;
    if (!first_seen && !first_standalone) return;
    GenerationAccuracy& gen = Gen(generation);
    const hlo::Layout& want = observed.layout();

    hlo::Shape unlaid = real;
    unlaid.clear_layout();
    absl::StatusOr<hlo::Shape> predicted = tpu::PredictLayout(unlaid, chip);
    bool layout_ok = predicted.ok() && predicted->layout() == want;
    std::string got = predicted.ok() ? predicted->layout().ToString()
                                     : std::string(predicted.status().message());
    if (first_standalone) {
      gen.standalone_layout.Add(layout_ok);
      if (!layout_ok) {
        Miss(generation, "standalone_layout", source, observed.ToString(), want.ToString(), got);
      }
    }
    if (!first_seen) return;

    absl::StatusOr<hlo::Layout> tiles =
        tpu::PredictTiledLayout(real.element_type(), real.dims(), want.minor_to_major, chip);
    bool tile_ok = tiles.ok() && *tiles == want;
    gen.tile_choice.Add(tile_ok);
    if (!tile_ok) {
      Miss(generation, "tile_choice", source, observed.ToString(), want.ToString(),
           tiles.ok() ? tiles->ToString() : std::string(tiles.status().message()));
    }

    gen.layout_choice.Add(layout_ok);
    if (!layout_ok) {
      Miss(generation, "layout_choice", source, observed.ToString(), want.ToString(), got);
    }

    absl::StatusOr<int64_t> real_bytes = tpu::PaddedByteSize(observed);
    absl::StatusOr<int64_t> predicted_bytes =
        predicted.ok() ? tpu::PaddedByteSize(*predicted) : predicted.status();
    bool bytes_ok = real_bytes.ok() && predicted_bytes.ok() &&
                    std::llabs(*predicted_bytes - *real_bytes) * 100 <= *real_bytes;
    gen.bytes_within_1pct.Add(bytes_ok);
    if (!bytes_ok) {
      Miss(generation, "bytes_within_1pct", source, observed.ToString(),
           real_bytes.ok() ? absl::StrCat(*real_bytes, " B") : "?",
           predicted_bytes.ok() ? absl::StrCat(*predicted_bytes, " B") : "?");
    }
  }

  void LayoutCasesInText(const std::string& generation, const std::string& source,
                         absl::string_view text, bool standalone = false) {
    for (const hlo::Shape& s : ArrayShapesInText(text)) {
      LayoutCase(generation, source, s, standalone);
    }
  }

  void LayoutCasesInShape(const std::string& generation, const std::string& source,
                          const hlo::Shape& shape, bool standalone = false) {
    if (shape.IsTuple()) {
      for (const hlo::Shape& s : shape.tuple_shapes()) {
        LayoutCasesInShape(generation, source, s, standalone);
      }
      return;
    }
    LayoutCase(generation, source, shape, standalone);
  }

  LayoutAccuracyReport Finish() {
    GenerationAccuracy total;
    total.generation = "all";
    for (const std::string& name : GenerationOrder()) {
      auto it = by_generation_.find(name);
      if (it == by_generation_.end()) continue;
      const GenerationAccuracy& g = it->second;
      report_.generations.push_back(g);
      for (auto [dst, src] :
           {std::pair{&total.exact_size, &g.exact_size}, {&total.tile_choice, &g.tile_choice},
            {&total.layout_choice, &g.layout_choice},
            {&total.standalone_layout, &g.standalone_layout},
            {&total.bytes_within_1pct, &g.bytes_within_1pct}}) {
        dst->cases += src->cases;
        dst->hits += src->hits;
      }
    }
    report_.total = total;
    return std::move(report_);
  }

  LayoutAccuracyReport& report() { return report_; }

 private:
  const LayoutAccuracyOptions& options_;
  LayoutAccuracyReport report_;
  std::map<std::string, GenerationAccuracy> by_generation_;
  std::set<std::string> seen_layouts_;
  std::set<std::string> seen_standalone_;
};

// --- Sources -----------------------------------------------------------------

absl::Status ScoreOomRecords(const std::string& path, Scorer* scorer) {
  TPUSIM_ASSIGN_OR_RETURN(std::string text, ReadFile(path));
  std::istringstream lines(text);
  std::string line;
  int64_t number = 0;
  while (std::getline(lines, line)) {
    ++number;
    if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
    Json record = Json::parse(line, nullptr, /*allow_exceptions=*/false);
    if (record.is_discarded() || !record.is_object()) {
      return absl::InvalidArgumentError(absl::StrCat(path, ":", number, ": not a JSON object"));
    }
    std::string generation = Canonical(JsonString(record, "tpu"));
    std::string source = absl::StrCat("records.jsonl:", number);
    std::string shape = JsonString(record, "shape");
    bool complete = record.value("complete", false) == true;
    if (!shape.empty()) {
      scorer->PrintedSizeCase(generation, source, shape, record, complete);
      scorer->LayoutCasesInText(generation, source, shape);
    }
    scorer->LayoutCasesInText(generation, source, JsonString(record, "xla_label"));
  }
  return absl::OkStatus();
}

absl::StatusOr<hlo::Shape> PostLayoutShape(const std::string& text) {
  TPUSIM_ASSIGN_OR_RETURN(hlo::Shape shape, hlo::ParseShape(text));
  RestoreElidedLayouts(&shape);
  return shape;
}

absl::Status ScoreMemoryViewer(const std::string& path, const std::string& name,
                               Scorer* scorer) {
  const std::string generation = "v5p";  // xprof_v5p/SOURCES.md: a TPU v5p capture.
  TPUSIM_ASSIGN_OR_RETURN(Json j, ReadJson(path));
  auto buffer = [&](const std::string& shape_text, std::optional<double> size_mib,
                    std::optional<double> unpadded_mib, const std::string& id,
                    bool standalone) {
    if (shape_text.empty() || !size_mib) return;
    std::string source = absl::StrCat(name, " buffer ", id);
    absl::StatusOr<hlo::Shape> shape = PostLayoutShape(shape_text);
    std::optional<int64_t> padded = MibToBytes(*size_mib);
    if (!shape.ok() || !padded) {
      scorer->Gen(generation).exact_size.Add(false);
      scorer->Miss(generation, "exact_size", source, shape_text, "a parseable buffer",
                   shape.ok() ? "size is not whole bytes" : std::string(shape.status().message()));
      return;
    }
    std::optional<int64_t> unpadded;
    if (unpadded_mib && *unpadded_mib > 0) unpadded = MibToBytes(*unpadded_mib);
    scorer->ByteSizeCase(generation, source, *shape, *padded, unpadded);
    scorer->LayoutCasesInShape(generation, source, *shape, standalone);
  };
  // maxHeap: the buffers live at the peak (maxHeapBySize repeats them).
  if (auto it = j.find("maxHeap"); it != j.end() && it->is_array()) {
    for (const Json& h : *it) {
      // Stand-alone: the entry parameters (groupName "Parameter").
      buffer(JsonString(h, "shapeString"), JsonNumber(h, "logicalBufferSizeMib"),
             JsonNumber(h, "unpaddedShapeMib"),
             h.contains("logicalBufferId") ? h["logicalBufferId"].dump() : "?",
             JsonString(h, "groupName") == "Parameter" || JsonString(h, "opCode") == "parameter");
    }
  }
  // indefiniteLifetimes: every logical buffer of every long-lived allocation.
  if (auto it = j.find("indefiniteLifetimes"); it != j.end() && it->is_array()) {
    for (const Json& allocation : *it) {
      auto lbs = allocation.find("logicalBuffers");
      if (lbs == allocation.end() || !lbs->is_array()) continue;
      // Stand-alone: allocations holding an entry parameter or a program
      // output (attributes "entry computation parameter", "may-be live out").
      bool standalone = false;
      if (auto attrs = allocation.find("attributes"); attrs != allocation.end() &&
                                                      attrs->is_array()) {
        for (const Json& a : *attrs) {
          if (a == "entry computation parameter" || a == "may-be live out") standalone = true;
        }
      }
      for (const Json& lb : *lbs) {
        std::string id = JsonString(lb, "id");
        buffer(JsonString(lb, "shape"), JsonNumber(lb, "sizeMib"), std::nullopt,
               id.empty() ? "0" : id, standalone);
      }
    }
  }
  return absl::OkStatus();
}

void WalkExpressions(const Json& j, const std::string& source, Scorer* scorer, int depth) {
  if (depth > 256) return;
  if (j.is_object()) {
    for (auto it = j.begin(); it != j.end(); ++it) {
      if (it.key() == "expression" && it->is_string()) {
        scorer->LayoutCasesInText("v5p", source, it->get<std::string>());
      } else if (it->is_structured()) {
        WalkExpressions(*it, source, scorer, depth + 1);
      }
    }
  } else if (j.is_array()) {
    for (const Json& v : j) WalkExpressions(v, source, scorer, depth + 1);
  }
}

absl::Status ScoreHloStats(const std::string& path, Scorer* scorer) {
  TPUSIM_ASSIGN_OR_RETURN(Json j, ReadJson(path));
  int expression_column = -1;
  if (auto cols = j.find("cols"); cols != j.end() && cols->is_array()) {
    for (size_t i = 0; i < cols->size(); ++i) {
      if (JsonString((*cols)[i], "id") == "hlo_op_expression") expression_column = int(i);
    }
  }
  auto rows = j.find("rows");
  if (expression_column < 0 || rows == j.end() || !rows->is_array()) {
    return absl::InvalidArgumentError(absl::StrCat(path, ": no hlo_op_expression column"));
  }
  for (const Json& row : *rows) {
    auto c = row.find("c");
    if (c == row.end() || !c->is_array() || int(c->size()) <= expression_column) continue;
    scorer->LayoutCasesInText("v5p", "hlo_stats_tpu_training.json",
                              JsonString((*c)[expression_column], "v"));
  }
  return absl::OkStatus();
}

// An HloProto text dump, read by the same importer as `tpusim import`: every
// instruction's shape, the entry's program shape and XLA's logical buffers.
absl::Status ScoreHloProtoText(const std::string& path, const std::string& name,
                               Scorer* scorer) {
  const std::string generation = "v6e";  // corpus/SOURCES.md: "TPU v6 Lite" profile.
  TPUSIM_ASSIGN_OR_RETURN(std::string text, ReadFile(path));
  TPUSIM_ASSIGN_OR_RETURN(std::unique_ptr<hlo::Module> module,
                          hlo::ReadHloProtoText(text, path));
  std::map<int64_t, const hlo::Shape*> shapes_by_id;
  for (const auto& computation : module->computations()) {
    for (const auto& instruction : computation->instructions()) {
      scorer->LayoutCasesInShape(generation, name, instruction->shape());
      shapes_by_id[instruction->id()] = &instruction->shape();
    }
  }
  // Stand-alone arrays: the entry's parameters and result as the program
  // shape (host_program_shape) gives them, the layouts the caller's arrays
  // have in HBM.
  if (const std::optional<hlo::ProgramShape>& program = module->entry_computation_layout) {
    for (const hlo::Shape& parameter : program->parameters) {
      scorer->LayoutCasesInShape(generation, name, parameter, /*standalone=*/true);
    }
    scorer->LayoutCasesInShape(generation, name, program->result, /*standalone=*/true);
  }
  if (!module->buffer_assignment.has_value()) return absl::OkStatus();
  for (const hlo::LogicalBufferRecord& buffer : module->buffer_assignment->logical_buffers) {
    auto it = shapes_by_id.find(buffer.instruction_id);
    if (it == shapes_by_id.end()) continue;
    const hlo::Shape* subshape = it->second->Subshape(buffer.shape_index);
    if (subshape == nullptr) continue;
    scorer->ByteSizeCase(generation, absl::StrCat(name, " logical buffer ", buffer.id),
                         *subshape, buffer.size, std::nullopt);
  }
  return absl::OkStatus();
}

absl::Status ScoreRudrite(const std::string& path, Scorer* scorer) {
  TPUSIM_ASSIGN_OR_RETURN(Json j, ReadJson(path));
  auto programs = j.find("programs");
  if (programs == j.end() || !programs->is_array()) return absl::OkStatus();
  for (const Json& p : *programs) {
    auto opt = p.find("opt");
    if (opt == p.end() || !opt->is_array()) continue;
    std::string source = absl::StrCat("rudrite_hlo_pairs.json:", JsonString(p, "id"));
    for (const Json& line : *opt) {
      if (!line.is_string()) continue;
      // The HloModule line's entry_computation_layout holds the stand-alone
      // arrays: the entry's parameters and result.
      const std::string& text = line.get_ref<const std::string&>();
      scorer->LayoutCasesInText("v6e", source, text, absl::StartsWith(text, "HloModule "));
    }
  }
  return absl::OkStatus();
}

std::string Fraction(const AccuracyCount& c) {
  if (c.cases == 0) return "-";
  char buffer[64];
  std::snprintf(buffer, sizeof(buffer), "%lld/%lld %5.1f%%", static_cast<long long>(c.hits),
                static_cast<long long>(c.cases), c.rate() * 100.0);
  return buffer;
}

Json CountJson(const AccuracyCount& c) {
  return Json{{"cases", c.cases}, {"hits", c.hits}, {"rate", c.rate()}};
}

Json GenerationJson(const GenerationAccuracy& g) {
  return Json{{"generation", g.generation},
              {"exact_size", CountJson(g.exact_size)},
              {"tile_choice", CountJson(g.tile_choice)},
              {"layout_choice", CountJson(g.layout_choice)},
              {"standalone_layout", CountJson(g.standalone_layout)},
              {"bytes_within_1pct", CountJson(g.bytes_within_1pct)}};
}

}  // namespace

Json LayoutAccuracyReport::ToJson() const {
  Json j;
  j["shared_dir"] = shared_dir;
  j["generations"] = Json::array();
  for (const GenerationAccuracy& g : generations) j["generations"].push_back(GenerationJson(g));
  j["total"] = GenerationJson(total);
  j["mismatches"] = Json::array();
  for (const AccuracyMismatch& m : mismatches) {
    j["mismatches"].push_back(Json{{"generation", m.generation},
                                   {"kind", m.kind},
                                   {"source", m.source},
                                   {"shape", m.shape},
                                   {"expected", m.expected},
                                   {"actual", m.actual}});
  }
  j["mismatches_dropped"] = mismatches_dropped;
  j["sources"] = sources;
  j["missing"] = missing;
  return j;
}

std::string LayoutAccuracyReport::ToText() const {
  std::string out = absl::StrCat("TPU size and layout accuracy (shared data: ", shared_dir, ")\n");
  char line[256];
  std::snprintf(line, sizeof(line), "%-8s %-18s %-18s %-18s %-18s %s\n", "gen", "exact size",
                "tiles (order)", "stand-alone layout", "any-array layout",
                "bytes within 1%");
  out += line;
  auto row = [&](const GenerationAccuracy& g) {
    std::snprintf(line, sizeof(line), "%-8s %-18s %-18s %-18s %-18s %s\n", g.generation.c_str(),
                  Fraction(g.exact_size).c_str(), Fraction(g.tile_choice).c_str(),
                  Fraction(g.standalone_layout).c_str(), Fraction(g.layout_choice).c_str(),
                  Fraction(g.bytes_within_1pct).c_str());
    out += line;
  };
  for (const GenerationAccuracy& g : generations) row(g);
  row(total);
  if (!missing.empty()) absl::StrAppend(&out, "\nmissing inputs: ", absl::StrJoin(missing, ", "), "\n");
  if (!mismatches.empty()) {
    absl::StrAppend(&out, "\nmismatches:\n");
    for (const AccuracyMismatch& m : mismatches) {
      absl::StrAppend(&out, "  [", m.generation, "] ", m.kind, " ", m.shape, " (", m.source,
                      "): expected ", m.expected, ", got ", m.actual, "\n");
    }
    if (mismatches_dropped > 0) {
      absl::StrAppend(&out, "  ... and ", mismatches_dropped, " more\n");
    }
  } else if (mismatches_dropped > 0) {
    absl::StrAppend(&out, "\n", mismatches_dropped, " mismatches not listed\n");
  }
  return out;
}

absl::StatusOr<LayoutAccuracyReport> RunLayoutAccuracy(const LayoutAccuracyOptions& options) {
  namespace fs = std::filesystem;
  Scorer scorer(options);
  const fs::path root(options.shared_dir);
  auto exists = [&](const fs::path& p) {
    std::error_code ec;
    return fs::is_regular_file(p, ec);
  };
  auto use = [&](const fs::path& p) -> bool {
    if (exists(p)) {
      scorer.report().sources.push_back(p.string());
      return true;
    }
    scorer.report().missing.push_back(p.string());
    return false;
  };

  fs::path records = root / "data" / "tpu_oom" / "records.jsonl";
  if (use(records)) TPUSIM_RETURN_IF_ERROR(ScoreOomRecords(records.string(), &scorer));

  fs::path xprof = root / "data" / "xprof_v5p";
  std::vector<fs::path> viewers;
  std::error_code ec;
  if (fs::is_directory(xprof, ec)) {
    for (const auto& entry : fs::directory_iterator(xprof, ec)) {
      std::string file = entry.path().filename().string();
      if (file.rfind("memory_viewer_", 0) == 0 && entry.path().extension() == ".json") {
        viewers.push_back(entry.path());
      }
    }
  }
  std::sort(viewers.begin(), viewers.end());
  if (viewers.empty()) scorer.report().missing.push_back((xprof / "memory_viewer_*.json").string());
  for (const fs::path& p : viewers) {
    use(p);
    TPUSIM_RETURN_IF_ERROR(ScoreMemoryViewer(p.string(), p.filename().string(), &scorer));
  }
  fs::path op_profile = xprof / "op_profile_tpu_training.json";
  if (use(op_profile)) {
    TPUSIM_ASSIGN_OR_RETURN(Json j, ReadJson(op_profile.string()));
    WalkExpressions(j, "op_profile_tpu_training.json", &scorer, 0);
  }
  fs::path hlo_stats = xprof / "hlo_stats_tpu_training.json";
  if (use(hlo_stats)) TPUSIM_RETURN_IF_ERROR(ScoreHloStats(hlo_stats.string(), &scorer));

  fs::path corpus = root / "corpus" / "tpu";
  std::vector<fs::path> protos;
  if (fs::is_directory(corpus, ec)) {
    for (const auto& entry : fs::directory_iterator(corpus, ec)) {
      std::string file = entry.path().filename().string();
      if (file.size() > 14 && file.substr(file.size() - 14) == ".hlo_proto.txt") {
        protos.push_back(entry.path());
      }
    }
  }
  std::sort(protos.begin(), protos.end());
  if (protos.empty()) scorer.report().missing.push_back((corpus / "*.hlo_proto.txt").string());
  for (const fs::path& p : protos) {
    use(p);
    TPUSIM_RETURN_IF_ERROR(ScoreHloProtoText(p.string(), p.filename().string(), &scorer));
  }
  fs::path rudrite = corpus / "rudrite_hlo_pairs.json";
  if (use(rudrite)) TPUSIM_RETURN_IF_ERROR(ScoreRudrite(rudrite.string(), &scorer));

  if (scorer.report().sources.empty()) {
    return absl::NotFoundError(absl::StrCat("no shared reference data under '",
                                            options.shared_dir, "'"));
  }
  return scorer.Finish();
}

}  // namespace tpusim::accuracy
