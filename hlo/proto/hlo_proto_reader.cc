#include "hlo/proto/hlo_proto_reader.h"

#include <algorithm>
#include <cctype>
#include <climits>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/container/flat_hash_set.h"
#include "absl/strings/ascii.h"
#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "google/protobuf/io/coded_stream.h"
#include "google/protobuf/io/tokenizer.h"
#include "google/protobuf/io/zero_copy_stream_impl_lite.h"
#include "google/protobuf/stubs/logging.h"
#include "google/protobuf/text_format.h"
#include "google/protobuf/wire_format_lite.h"
#include "hlo/base/diagnostic.h"
#include "hlo/base/status_macros.h"
#include "hlo/base/text_limits.h"
#include "hlo/proto/numbered_fields.h"
#include "hlo/proto/proto_to_hlo.h"
#include "hlo/proto/tpu_graphs.pb.h"
#include "hlo/proto/xla_hlo.pb.h"
#include "hlo/proto/xplane.pb.h"

namespace tpusim::hlo {
namespace {

namespace xs = ::tpusim::xla_schema;
using google::protobuf::internal::WireFormatLite;

// The three containers a module arrives in. They share field 1 (the module,
// or for a bare module its name), so they are told apart by content.
enum class Container { kHloProto, kHloModuleProto, kModuleTuningData };

// One top-level field of a serialized message.
struct WireField {
  int number = 0;
  WireFormatLite::WireType type = WireFormatLite::WIRETYPE_VARINT;
  absl::string_view payload;  // Length-delimited fields only.
};

// Splits `bytes` into its top-level fields without interpreting them.
// Returns false (with the byte offset of the problem) on malformed input.
bool ScanFields(absl::string_view bytes, std::vector<WireField>* fields,
                size_t* error_offset) {
  google::protobuf::io::CodedInputStream in(
      reinterpret_cast<const uint8_t*>(bytes.data()), static_cast<int>(bytes.size()));
  while (true) {
    const size_t start = in.CurrentPosition();
    uint32_t tag = in.ReadTag();
    if (tag == 0) {  // End of input, or a zero / malformed tag.
      *error_offset = start;
      return start == bytes.size();
    }
    WireField field;
    field.number = WireFormatLite::GetTagFieldNumber(tag);
    field.type = WireFormatLite::GetTagWireType(tag);
    if (field.number == 0) {
      *error_offset = start;
      return false;
    }
    if (field.type == WireFormatLite::WIRETYPE_LENGTH_DELIMITED) {
      uint32_t length = 0;
      if (!in.ReadVarint32(&length)) {
        *error_offset = start;
        return false;
      }
      const size_t at = in.CurrentPosition();
      if (length > bytes.size() - at || !in.Skip(static_cast<int>(length))) {
        *error_offset = start;
        return false;
      }
      field.payload = bytes.substr(at, length);
    } else if (!WireFormatLite::SkipField(&in, tag)) {
      *error_offset = start;
      return false;
    }
    fields->push_back(field);
  }
}

// True when `payload` is shaped like a module: well-formed at the top level
// with at least one well-formed computation (field 3). A bare module's
// field 1 is its name, which essentially never is. Scans, never parses: a
// module can be large.
bool LooksLikeModule(absl::string_view payload) {
  std::vector<WireField> fields;
  size_t unused;
  if (!ScanFields(payload, &fields, &unused)) return false;
  for (const WireField& f : fields) {
    if (f.number != 3 || f.type != WireFormatLite::WIRETYPE_LENGTH_DELIMITED) continue;
    std::vector<WireField> computation;
    return ScanFields(f.payload, &computation, &unused);
  }
  return false;
}

// HloProto is {1: module, 3: buffer assignment}; ModuleTuningData is
// {1: module, 2: fingerprint varint, 3: repeated runs, 4: node ids}.
Container DetectBinaryContainer(const std::vector<WireField>& fields) {
  const WireField* first = nullptr;
  for (const WireField& f : fields) {
    if (f.number == 1) {
      first = &f;
      break;
    }
  }
  if (first == nullptr || first->type != WireFormatLite::WIRETYPE_LENGTH_DELIMITED ||
      !LooksLikeModule(first->payload)) {
    return Container::kHloModuleProto;
  }
  int field3_count = 0;
  for (const WireField& f : fields) {
    if ((f.number == 2 && f.type == WireFormatLite::WIRETYPE_VARINT) || f.number == 4) {
      return Container::kModuleTuningData;
    }
    if (f.number == 3) ++field3_count;
  }
  return field3_count > 1 ? Container::kModuleTuningData : Container::kHloProto;
}

absl::Status FileError(absl::string_view filename, absl::string_view message) {
  return absl::InvalidArgumentError(absl::StrCat(filename, ": ", message));
}

// Runs the converter and names the file in any error.
absl::StatusOr<std::unique_ptr<Module>> Convert(
    const xs::HloModuleProto& module, const xs::BufferAssignmentProto* assignment,
    absl::string_view filename) {
  absl::StatusOr<std::unique_ptr<Module>> converted =
      ConvertHloModuleProto(module, assignment);
  if (!converted.ok()) return FileError(filename, converted.status().message());
  return converted;
}

absl::StatusOr<std::unique_ptr<Module>> ConvertContainer(
    Container container, const google::protobuf::Message& message,
    absl::string_view filename) {
  switch (container) {
    case Container::kHloProto: {
      const auto& proto = static_cast<const xs::HloProto&>(message);
      return Convert(proto.hlo_module(),
                     proto.has_buffer_assignment() ? &proto.buffer_assignment() : nullptr,
                     filename);
    }
    case Container::kModuleTuningData:
      return Convert(
          static_cast<const tpu_graphs_schema::ModuleTuningData&>(message).module(),
          nullptr, filename);
    case Container::kHloModuleProto:
      return Convert(static_cast<const xs::HloModuleProto&>(message), nullptr, filename);
  }
  return FileError(filename, "unknown container");
}

// A conversion error of a text proto at the definition it names: the first
// quoted name in the message ("instruction \"g\" in computation ...") is
// looked up as `name: "g"` in the text. Unchanged when there is none.
absl::Status LocateInProtoText(const absl::Status& error, absl::string_view text,
                               absl::string_view filename) {
  absl::string_view message = error.message();
  const std::string prefix = absl::StrCat(filename, ": ");
  if (absl::StartsWith(message, prefix)) message.remove_prefix(prefix.size());
  const size_t open = message.find('"');
  const size_t close = open == absl::string_view::npos ? open : message.find('"', open + 1);
  if (close == absl::string_view::npos) return error;
  const absl::string_view name = message.substr(open, close - open + 1);  // With quotes.
  for (size_t at = text.find(name); at != absl::string_view::npos; at = text.find(name, at + 1)) {
    // Preceded by `name:` and optional blanks.
    size_t before = at;
    while (before > 0 && (text[before - 1] == ' ' || text[before - 1] == '\t')) --before;
    // The field `name`, not `entry_computation_name`.
    const bool field_start =
        before == 5 ||
        (before > 5 && !absl::ascii_isalnum(static_cast<unsigned char>(text[before - 6])) &&
         text[before - 6] != '_');
    if (before >= 5 && text.substr(before - 5, 5) == "name:" && field_start) {
      return ErrorAtOffset(filename, text, before - 5, message);
    }
  }
  return error;
}

// A conversion error of a binary proto, with the byte offset of the
// definition it names: the quoted names in the message ("instruction \"g\"
// in computation \"main\"") are looked up in turn as the bytes of a `name`
// field (field 1, length-delimited: 0x0a, the length as a varint, the name),
// which instructions, computations and modules all start with. Unchanged
// when no name is found (or names are escaped).
absl::Status LocateInProtoBinary(const absl::Status& error, absl::string_view bytes) {
  const absl::string_view message = error.message();
  for (size_t open = message.find('"'); open != absl::string_view::npos;) {
    const size_t close = message.find('"', open + 1);
    if (close == absl::string_view::npos) break;
    const absl::string_view name = message.substr(open + 1, close - open - 1);
    open = message.find('"', close + 1);
    if (name.empty() || absl::StrContains(name, "\\")) continue;
    std::string field = "\x0a";
    for (uint64_t n = name.size();; n >>= 7) {
      if (n < 0x80) {
        field.push_back(static_cast<char>(n));
        break;
      }
      field.push_back(static_cast<char>((n & 0x7f) | 0x80));
    }
    absl::StrAppend(&field, name);
    const size_t at = bytes.find(field);
    if (at == absl::string_view::npos) continue;
    return absl::Status(error.code(), absl::StrCat(message, " (its name field is at byte ", at,
                                                   " of the file)"));
  }
  return error;
}

std::unique_ptr<google::protobuf::Message> NewContainer(Container container) {
  switch (container) {
    case Container::kHloProto:
      return std::make_unique<xs::HloProto>();
    case Container::kModuleTuningData:
      return std::make_unique<tpu_graphs_schema::ModuleTuningData>();
    case Container::kHloModuleProto:
      break;
  }
  return std::make_unique<xs::HloModuleProto>();
}

// Field names at nesting depth 0 of a text proto, e.g. {"hlo_module",
// "buffer_assignment"}. Stops quietly at the first lexing problem (the real
// parse reports it).
absl::flat_hash_set<std::string> TopLevelTextFields(absl::string_view text) {
  class Silent : public google::protobuf::io::ErrorCollector {
    void AddError(int, google::protobuf::io::ColumnNumber, const std::string&) override {}
  } silent;
  google::protobuf::io::ArrayInputStream stream(text.data(), static_cast<int>(text.size()));
  google::protobuf::io::Tokenizer tokenizer(&stream, &silent);
  tokenizer.set_comment_style(google::protobuf::io::Tokenizer::SH_COMMENT_STYLE);
  absl::flat_hash_set<std::string> names;
  int depth = 0;
  bool after_colon = false;
  while (tokenizer.Next()) {
    const auto& token = tokenizer.current();
    const std::string& t = token.text;
    if (t == "{" || t == "<" || t == "[") {
      ++depth;
    } else if (t == "}" || t == ">" || t == "]") {
      --depth;
    } else if (depth == 0 && !after_colon &&
               (token.type == google::protobuf::io::Tokenizer::TYPE_IDENTIFIER)) {
      names.insert(t);
    }
    after_colon = depth == 0 && t == ":";
  }
  return names;
}

// Collects the first parse error with its position (0-based from protobuf).
class FirstErrorCollector : public google::protobuf::io::ErrorCollector {
 public:
  void AddError(int line, google::protobuf::io::ColumnNumber column,
                const std::string& message) override {
    if (!has_error_) {
      has_error_ = true;
      line_ = line;
      column_ = column;
      message_ = message;
    }
  }
  void AddWarning(int, google::protobuf::io::ColumnNumber, const std::string&) override {}

  bool has_error() const { return has_error_; }
  int line() const { return line_; }
  int column() const { return column_; }
  const std::string& message() const { return message_; }

 private:
  bool has_error_ = false;
  int line_ = 0;
  int column_ = 0;
  std::string message_;
};

// Where a text proto writes each computation's and instruction's `name`
// field (the message's first line when it has none), read from the parser's
// location tree before conversion, so the tree (every field's position) can
// go first; applied by ids, which the converter keeps (unique per module for
// computations, per computation for instructions).
class ProtoTextLocations {
 public:
  using ParseInfoTree = google::protobuf::TextFormat::ParseInfoTree;

  ProtoTextLocations(absl::string_view text, const ParseInfoTree& module_tree,
                     const xs::HloModuleProto& proto)
      : text_(text), has_tabs_(text.find('\t') != absl::string_view::npos) {
    const auto* computations = xs::HloModuleProto::descriptor()->FindFieldByName("computations");
    const auto* instructions =
        xs::HloComputationProto::descriptor()->FindFieldByName("instructions");
    const auto* computation_name = xs::HloComputationProto::descriptor()->FindFieldByName("name");
    const auto* instruction_name = xs::HloInstructionProto::descriptor()->FindFieldByName("name");
    for (int c = 0; c < proto.computations_size(); ++c) {
      const ParseInfoTree* tree = module_tree.GetTreeForNested(computations, c);
      if (tree == nullptr) continue;
      const xs::HloComputationProto& computation = proto.computations(c);
      Locations& out = by_computation_[computation.id()];
      out.computation =
          Locate(*tree, computation_name, module_tree.GetLocation(computations, c));
      for (int i = 0; i < computation.instructions_size(); ++i) {
        const ParseInfoTree* instruction = tree->GetTreeForNested(instructions, i);
        if (instruction == nullptr) continue;
        out.instructions[computation.instructions(i).id()] =
            Locate(*instruction, instruction_name, tree->GetLocation(instructions, i));
      }
    }
  }

  void Apply(Module* module) const {
    for (const auto& computation : module->computations()) {
      auto found = by_computation_.find(computation->id());
      if (found == by_computation_.end()) continue;
      computation->set_input_location(found->second.computation);
      for (const auto& instruction : computation->instructions()) {
        auto it = found->second.instructions.find(instruction->id());
        if (it != found->second.instructions.end()) instruction->set_input_location(it->second);
      }
    }
  }

 private:
  using ParseLocation = google::protobuf::TextFormat::ParseLocation;
  struct Locations {
    InputLocation computation;
    absl::flat_hash_map<int64_t, InputLocation> instructions;
  };

  InputLocation Locate(const ParseInfoTree& message,
                       const google::protobuf::FieldDescriptor* name_field,
                       ParseLocation message_start) {
    ParseLocation at = message.GetLocation(name_field, -1);
    if (at.line < 0) at = message_start;
    if (at.line < 0) return {};
    return InputLocation::At(at.line + 1, ByteColumn(at.line, at.column));
  }

  // protobuf counts columns from 0 and a tab to the next multiple of 8;
  // ours are 1-based bytes.
  int64_t ByteColumn(int line, int column) {
    if (!has_tabs_) return column + 1;
    if (line_starts_.empty()) {
      line_starts_.push_back(0);
      for (size_t i = 0; i < text_.size(); ++i) {
        if (text_[i] == '\n') line_starts_.push_back(i + 1);
      }
    }
    if (static_cast<size_t>(line) >= line_starts_.size()) return column + 1;
    int counted = 0;
    size_t at = line_starts_[line];
    while (at < text_.size() && text_[at] != '\n' && counted < column) {
      counted = text_[at] == '\t' ? counted + 8 - counted % 8 : counted + 1;
      ++at;
    }
    return static_cast<int64_t>(at - line_starts_[line]) + 1;
  }

  absl::string_view text_;
  bool has_tabs_;
  std::vector<size_t> line_starts_;  // Only for text with tabs.
  absl::flat_hash_map<int64_t, Locations> by_computation_;
};

// The module message of a text proto container and its location tree.
std::pair<const xs::HloModuleProto*, const google::protobuf::TextFormat::ParseInfoTree*>
ModuleOfTextContainer(Container container, const google::protobuf::Message& message,
                      const google::protobuf::TextFormat::ParseInfoTree& tree) {
  switch (container) {
    case Container::kHloProto: {
      const auto* field = xs::HloProto::descriptor()->FindFieldByName("hlo_module");
      return {&static_cast<const xs::HloProto&>(message).hlo_module(),
              tree.GetTreeForNested(field, -1)};
    }
    case Container::kModuleTuningData: {
      const auto* field =
          tpu_graphs_schema::ModuleTuningData::descriptor()->FindFieldByName("module");
      return {&static_cast<const tpu_graphs_schema::ModuleTuningData&>(message).module(),
              tree.GetTreeForNested(field, -1)};
    }
    case Container::kHloModuleProto:
      return {&static_cast<const xs::HloModuleProto&>(message), &tree};
  }
  return {nullptr, nullptr};
}

constexpr absl::string_view kMetadataPlaneName = "/host:metadata";

// Program id from a trailing "(<digits>)" of an event-metadata name, as the
// legacy-profile fixer reads it.
std::optional<uint64_t> TrailingProgramId(absl::string_view name) {
  if (name.size() < 3 || name.back() != ')') return std::nullopt;
  size_t open = name.rfind('(');
  if (open == absl::string_view::npos || open + 2 > name.size() - 1) return std::nullopt;
  uint64_t value = 0;
  for (size_t i = open + 1; i + 1 < name.size(); ++i) {
    if (!std::isdigit(static_cast<unsigned char>(name[i]))) return std::nullopt;
    if (value > (UINT64_MAX - 9) / 10) return std::nullopt;
    value = value * 10 + (name[i] - '0');
  }
  return value;
}

// The plane's name (field 2) without parsing the rest of it.
absl::string_view PlaneName(absl::string_view plane_bytes) {
  std::vector<WireField> fields;
  size_t unused;
  if (!ScanFields(plane_bytes, &fields, &unused)) return {};
  for (const WireField& f : fields) {
    if (f.number == 2 && f.type == WireFormatLite::WIRETYPE_LENGTH_DELIMITED) {
      return f.payload;
    }
  }
  return {};
}

// Program ids are printed unsigned (xprof HloModuleNameWithProgramId), though
// the XPlane map keys them as int64.
struct ProgramProto {
  uint64_t program_id = 0;
  std::string where;  // For error messages.
  absl::string_view bytes;
};

// Every "Hlo Proto" stat of one metadata plane
// (xprof hlo_proto_map.cc, ParseHloProtosFromXSpace).
void CollectPrograms(const xprof_schema::XPlane& plane,
                     std::vector<ProgramProto>* programs) {
  std::optional<int64_t> hlo_stat;
  std::optional<int64_t> program_id_stat;
  for (const auto& [id, stat] : plane.stat_metadata()) {
    // libtpu 0.0.37 wrote "HLO Proto".
    if (stat.name() == "Hlo Proto" || stat.name() == "HLO Proto") hlo_stat = id;
    if (stat.name() == "program_id") program_id_stat = id;
  }
  if (!hlo_stat) return;
  for (const auto& [key, event] : plane.event_metadata()) {
    std::optional<uint64_t> program_id;
    const std::string* bytes = nullptr;
    for (const xprof_schema::XStat& stat : event.stats()) {
      if (stat.metadata_id() == *hlo_stat &&
          stat.value_case() == xprof_schema::XStat::kBytesValue) {
        bytes = &stat.bytes_value();
      } else if (program_id_stat && stat.metadata_id() == *program_id_stat) {
        if (stat.value_case() == xprof_schema::XStat::kInt64Value) {
          program_id = static_cast<uint64_t>(stat.int64_value());
        } else if (stat.value_case() == xprof_schema::XStat::kUint64Value) {
          program_id = stat.uint64_value();
        }
      }
    }
    if (bytes == nullptr) continue;
    if (!program_id) program_id = TrailingProgramId(event.name());
    if (!program_id) program_id = static_cast<uint64_t>(key);
    programs->push_back(ProgramProto{
        *program_id, absl::StrCat("event metadata ", key, " (\"", event.name(), "\")"),
        absl::string_view(*bytes)});
  }
}

}  // namespace

absl::StatusOr<std::unique_ptr<Module>> ReadHloProtoBinary(
    absl::string_view bytes, absl::string_view filename) {
  // Bad input is reported as a Status; keep libprotobuf from also logging
  // it (e.g. "String field ... contains invalid UTF-8") to stderr.
  google::protobuf::LogSilencer silence_protobuf;
  if (bytes.empty()) return FileError(filename, "empty input, expected a binary HLO proto");
  if (bytes.size() > static_cast<size_t>(INT_MAX)) {
    return FileError(filename, "binary proto larger than 2 GiB");
  }
  std::vector<WireField> fields;
  size_t error_offset = 0;
  if (!ScanFields(bytes, &fields, &error_offset)) {
    return FileError(filename,
                     absl::StrCat("not a valid binary protobuf (truncated or corrupt "
                                  "at byte ", error_offset, ")"));
  }
  const Container container = DetectBinaryContainer(fields);
  std::unique_ptr<google::protobuf::Message> message = NewContainer(container);
  if (!message->ParseFromArray(bytes.data(), static_cast<int>(bytes.size()))) {
    return FileError(filename, absl::StrCat("not a valid binary ",
                                            message->GetDescriptor()->name(),
                                            " (a field has the wrong type or is truncated)"));
  }
  absl::StatusOr<std::unique_ptr<Module>> module = ConvertContainer(container, *message, filename);
  if (!module.ok()) return LocateInProtoBinary(module.status(), bytes);
  return module;
}

absl::StatusOr<std::unique_ptr<Module>> ReadHloProtoText(
    absl::string_view text, absl::string_view filename) {
  google::protobuf::LogSilencer silence_protobuf;
  if (text.size() > static_cast<size_t>(INT_MAX)) {
    return FileError(filename, "text proto larger than 2 GiB");
  }
  // protobuf's text parser recurses per nested message, skipped unknown
  // fields included: bound the depth before it runs.
  if (std::optional<TextLimitViolation> violation =
          FindTextLimitViolation(text, TextSyntax::kProtoText)) {
    return ErrorAtOffset(filename, text, violation->offset, violation->message);
  }
  const absl::flat_hash_set<std::string> top = TopLevelTextFields(text);
  Container container = Container::kHloModuleProto;
  if (top.contains("hlo_module") || top.contains("buffer_assignment")) {
    container = Container::kHloProto;
  } else if (top.contains("module") && !top.contains("computations")) {
    container = Container::kModuleTuningData;
  }
  std::unique_ptr<google::protobuf::Message> message = NewContainer(container);

  FirstErrorCollector errors;
  google::protobuf::TextFormat::Parser parser;
  parser.RecordErrorsTo(&errors);
  auto tree = std::make_unique<google::protobuf::TextFormat::ParseInfoTree>();
  parser.WriteLocationsTo(tree.get());
  // Fields this schema leaves out (statistics_viz, stack_frame_index, ...)
  // and fields the printing tool did not know (printed by number) are
  // skipped, not errors.
  parser.AllowUnknownField(true);
  parser.AllowUnknownExtension(true);
  google::protobuf::io::ArrayInputStream stream(text.data(), static_cast<int>(text.size()));
  if (!parser.Parse(&stream, message.get())) {
    SourceLocation location{std::string(filename), errors.line() + 1,
                            errors.column() + 1};
    return absl::InvalidArgumentError(FormatDiagnostic(
        location, Severity::kError,
        errors.has_error() ? errors.message() : "malformed text proto",
        LineOfText(text, location.line)));
  }
  MergeNumberedFields(text, message.get());
  std::optional<ProtoTextLocations> locations;
  if (auto [module_proto, module_tree] = ModuleOfTextContainer(container, *message, *tree);
      module_proto != nullptr && module_tree != nullptr) {
    locations.emplace(text, *module_tree, *module_proto);
  }
  tree.reset();
  absl::StatusOr<std::unique_ptr<Module>> module = ConvertContainer(container, *message, filename);
  if (module.ok()) {
    if (locations) locations->Apply(module->get());
    return module;
  }
  if (!absl::IsInvalidArgument(module.status())) return module;
  return LocateInProtoText(module.status(), text, filename);
}

absl::StatusOr<std::vector<std::unique_ptr<Module>>> ReadXSpace(
    absl::string_view bytes, absl::string_view filename) {
  google::protobuf::LogSilencer silence_protobuf;
  if (bytes.empty()) return FileError(filename, "empty input, expected an XSpace");
  if (bytes.size() > static_cast<size_t>(INT_MAX)) {
    return FileError(filename, "XSpace larger than 2 GiB");
  }
  // Only the metadata planes are parsed; device timelines can be large.
  std::vector<WireField> fields;
  size_t error_offset = 0;
  if (!ScanFields(bytes, &fields, &error_offset)) {
    return FileError(filename,
                     absl::StrCat("not a valid binary XSpace (truncated or corrupt at "
                                  "byte ", error_offset, ")"));
  }
  std::vector<xprof_schema::XPlane> planes;
  for (const WireField& f : fields) {
    if (f.number != 1 || f.type != WireFormatLite::WIRETYPE_LENGTH_DELIMITED) continue;
    if (PlaneName(f.payload) != kMetadataPlaneName) continue;
    xprof_schema::XPlane plane;
    if (!plane.ParseFromArray(f.payload.data(), static_cast<int>(f.payload.size()))) {
      return FileError(filename, "the /host:metadata plane is not a valid XPlane");
    }
    planes.push_back(std::move(plane));
  }
  std::vector<ProgramProto> programs;
  for (const xprof_schema::XPlane& plane : planes) CollectPrograms(plane, &programs);
  if (programs.empty()) {
    return FileError(filename,
                     planes.empty()
                         ? "no /host:metadata plane: this profile holds no HLO modules"
                         : "the /host:metadata plane has no \"Hlo Proto\" stats "
                           "(capture with enable_hlo_proto)");
  }
  std::stable_sort(programs.begin(), programs.end(),
                   [](const ProgramProto& a, const ProgramProto& b) {
                     return a.program_id < b.program_id;
                   });
  std::vector<std::unique_ptr<Module>> modules;
  for (const ProgramProto& program : programs) {
    const std::string where = absl::StrCat(filename, ": ", program.where);
    xs::HloProto proto;
    if (!proto.ParseFromArray(program.bytes.data(),
                              static_cast<int>(program.bytes.size()))) {
      return FileError(where, "the \"Hlo Proto\" stat is not a valid HloProto");
    }
    absl::StatusOr<std::unique_ptr<Module>> converted =
        Convert(proto.hlo_module(),
                proto.has_buffer_assignment() ? &proto.buffer_assignment() : nullptr, where);
    // The program's bytes sit in the file as they are: locate in the file.
    if (!converted.ok()) return LocateInProtoBinary(converted.status(), bytes);
    std::unique_ptr<Module> module = *std::move(converted);
    module->set_name(NameWithProgramId(proto.hlo_module().name(), program.program_id));
    modules.push_back(std::move(module));
  }
  return modules;
}

}  // namespace tpusim::hlo
