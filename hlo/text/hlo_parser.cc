#include "hlo/text/hlo_parser.h"

#include <algorithm>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/container/flat_hash_set.h"
#include "absl/container/inlined_vector.h"
#include "absl/strings/str_cat.h"
#include "hlo/base/checked_math.h"
#include "hlo/base/diagnostic.h"
#include "hlo/base/status_macros.h"
#include "hlo/ir/verifier.h"
#include "hlo/text/hlo_lexer.h"

namespace tpusim::hlo {
namespace {

// How the value of each attribute XLA's parser knows is written, by XLA's
// attribute name (xla.md 1.5, the per-opcode table of CreateInstruction).
// Keys missing here are kept as kRaw text. metadata, control-predecessors
// and backend_config have parsers of their own.
struct AttributeSpec {
  absl::string_view name;
  AttrKind kind;
};
constexpr AttributeSpec kAttributeSpecs[] = {
    // Integers.
    {"channel_id", AttrKind::kInt},
    {"index", AttrKind::kInt},
    {"iota_dimension", AttrKind::kInt},
    {"k", AttrKind::kInt},
    {"feature_group_count", AttrKind::kInt},
    {"batch_group_count", AttrKind::kInt},
    {"index_vector_dim", AttrKind::kInt},
    {"inferred_dimension", AttrKind::kInt},
    {"exponent_bits", AttrKind::kInt},
    {"mantissa_bits", AttrKind::kInt},
    {"feature_index", AttrKind::kInt},
    {"cross_program_prefetch_index", AttrKind::kInt},
    {"delta", AttrKind::kInt},
    // Booleans.
    {"is_stable", AttrKind::kBool},
    {"constrain_layout", AttrKind::kBool},
    {"use_global_device_ids", AttrKind::kBool},
    {"indices_are_sorted", AttrKind::kBool},
    {"unique_indices", AttrKind::kBool},
    {"largest", AttrKind::kBool},
    {"is_host_transfer", AttrKind::kBool},
    {"custom_call_has_side_effect", AttrKind::kBool},
    {"is_composite", AttrKind::kBool},
    // Quoted strings.
    {"custom_call_target", AttrKind::kString},
    {"infeed_config", AttrKind::kString},
    {"outfeed_config", AttrKind::kString},
    {"async_execution_thread", AttrKind::kString},
    // Enum identifiers (kLoop, LT, API_VERSION_TYPED_FFI, ...).
    {"kind", AttrKind::kIdent},
    {"direction", AttrKind::kIdent},
    {"type", AttrKind::kIdent},
    {"api_version", AttrKind::kIdent},
    {"schedule", AttrKind::kIdent},
    {"custom_call_schedule", AttrKind::kIdent},
    {"padding_type", AttrKind::kIdent},
    {"fft_type", AttrKind::kIdent},
    {"distribution", AttrKind::kIdent},
    {"algorithm", AttrKind::kIdent},
    {"mode", AttrKind::kIdent},
    // {1,2} lists ({{..},{..}} is accepted too: collective-permute's
    // slice_sizes is a list of lists).
    {"dimensions", AttrKind::kIntList},
    {"slice_sizes", AttrKind::kIntList},
    {"dynamic_slice_sizes", AttrKind::kIntList},
    {"fft_length", AttrKind::kIntList},
    {"lhs_contracting_dims", AttrKind::kIntList},
    {"rhs_contracting_dims", AttrKind::kIntList},
    {"lhs_batch_dims", AttrKind::kIntList},
    {"rhs_batch_dims", AttrKind::kIntList},
    {"lhs_ragged_dims", AttrKind::kIntList},
    {"rhs_group_dims", AttrKind::kIntList},
    {"offset_dims", AttrKind::kIntList},
    {"collapsed_slice_dims", AttrKind::kIntList},
    {"start_index_map", AttrKind::kIntList},
    {"operand_batching_dims", AttrKind::kIntList},
    {"start_indices_batching_dims", AttrKind::kIntList},
    {"update_window_dims", AttrKind::kIntList},
    {"inserted_window_dims", AttrKind::kIntList},
    {"scatter_dims_to_operand_dims", AttrKind::kIntList},
    {"input_batching_dims", AttrKind::kIntList},
    {"scatter_indices_batching_dims", AttrKind::kIntList},
    // {{0,1},{2,3}}; the iota form [2,4]<=[8] is kept as kRaw.
    {"replica_groups", AttrKind::kIntLists},
    {"source_target_pairs", AttrKind::kIntLists},
    // {a,b} identifier lists.
    {"operand_precision", AttrKind::kIdentList},
    {"parameter_replication", AttrKind::kIdentList},
    // Sub-grammars.
    {"slice", AttrKind::kSlice},
    {"padding", AttrKind::kPadding},
    {"window", AttrKind::kWindow},
    {"dim_labels", AttrKind::kDimLabels},
    {"output_to_operand_aliasing", AttrKind::kOutputOperandAliasing},
    // Called computations.
    {"to_apply", AttrKind::kComputation},
    {"calls", AttrKind::kComputation},
    {"condition", AttrKind::kComputation},
    {"body", AttrKind::kComputation},
    {"true_computation", AttrKind::kComputation},
    {"false_computation", AttrKind::kComputation},
    {"select", AttrKind::kComputation},
    {"scatter", AttrKind::kComputation},
    {"branch_computations", AttrKind::kComputationList},
    {"called_computations", AttrKind::kComputationList},
};

AttrKind KindOfAttribute(absl::string_view name) {
  static const auto* const kMap = [] {
    auto* map = new absl::flat_hash_map<absl::string_view, AttrKind>();
    for (const AttributeSpec& spec : kAttributeSpecs) {
      map->emplace(spec.name, spec.kind);
    }
    return map;
  }();
  auto it = kMap->find(name);
  return it == kMap->end() ? AttrKind::kRaw : it->second;
}

// Attributes any instruction may carry; with async sugar they stay on the
// async op while the opcode's own attributes go to the wrapped instruction.
bool IsGenericAttribute(absl::string_view name) {
  return name == "sharding" || name == "frontend_attributes" ||
         name == "backend_config" || name == "statistics" || name == "origin" ||
         name == "async_execution_thread";
}

constexpr int kMaxOperandNesting = 64;

// Characters of `1_1x-2_0` (padding, window fields); letters are taken too so
// that a typo is quoted whole in the error.
bool IsDimsChar(char c) { return IsIdentChar(c) && c != '.'; }

std::string Describe(const Token& t) {
  switch (t.kind) {
    case TokKind::kEof:
      return "end of input";
    case TokKind::kName:
      return absl::StrCat("'", t.percent ? "%" : "", t.text, "'");
    default: {
      absl::string_view text = t.text;
      if (text.size() > 40) return absl::StrCat("'", text.substr(0, 37), "...'");
      return absl::StrCat("'", text, "'");
    }
  }
}

struct OpcodeInfo {
  HloOpcode opcode = HloOpcode::kAdd;
  bool sugar = false;                   // X-start / X-update / X-done.
  HloOpcode wrapped = HloOpcode::kAdd;  // X, when sugar.
};

class Parser {
 public:
  Parser(absl::string_view text, absl::string_view filename, bool line_mode)
      : text_(text), filename_(filename), lex_(text), line_mode_(line_mode), lines_(text) {}

  absl::StatusOr<std::unique_ptr<Module>> RunModule();
  absl::StatusOr<HloInstructionLine> RunLine();

 private:
  // Names and pending work of the computation being parsed.
  struct Scope {
    explicit Scope(Computation* c) : comp(c) {}
    Computation* comp;
    absl::flat_hash_map<absl::string_view, Instruction*> names;
    std::vector<Instruction*> unnamed;  // Nested operands, named at the end.
    struct PendingControl {
      Instruction* inst;
      absl::string_view name;
      size_t offset;
    };
    std::vector<PendingControl> control;
    struct Param {
      Instruction* inst;
      size_t offset;
    };
    std::vector<Param> params;
    Instruction* root = nullptr;
    int64_t next_placeholder = 0;  // Line mode: parameters for operands.
  };
  // A computation name seen in the text, defined or only referenced so far.
  struct ComputationEntry {
    Computation* comp = nullptr;
    std::unique_ptr<Computation> pending;  // Referenced, not yet defined.
    bool defined = false;
    size_t first_reference = 0;
  };

  absl::Status Error(size_t offset, absl::string_view message) const {
    // At the end of input, point just past the last non-blank character so
    // the diagnostic shows a line and a caret.
    if (offset >= text_.size()) {
      offset = text_.size();
      while (offset > 0 && (text_[offset - 1] == '\n' || text_[offset - 1] == ' ' ||
                            text_[offset - 1] == '\t' || text_[offset - 1] == '\r')) {
        --offset;
      }
    }
    return ErrorAtOffset(filename_, text_, offset, message);
  }
  absl::Status TokenError(const Token& t, absl::string_view expected) const {
    if (t.kind == TokKind::kError) return Error(t.offset, t.text);
    return Error(t.offset, absl::StrCat("expected ", expected, ", got ",
                                        Describe(t)));
  }
  absl::Status Expect(TokKind kind, absl::string_view expected) {
    Token t = lex_.Next();
    if (t.kind != kind) return TokenError(t, expected);
    return absl::OkStatus();
  }
  absl::StatusOr<int64_t> ExpectInt(absl::string_view what);
  absl::StatusOr<bool> ExpectBool();
  absl::StatusOr<Token> ExpectName(absl::string_view what);
  // Where a name is written, past its '%': what lint and diagnostics show.
  InputLocation LocationOfName(const Token& name) {
    const LineCursor::Position at = lines_.At(name.offset + (name.percent ? 1 : 0));
    return InputLocation::At(at.line, at.column);
  }

  // Module level.
  absl::Status ParseModuleAttribute();
  absl::Status ParseShapeIndex(ShapeIndex* index);
  absl::Status ParseInputOutputAlias();
  absl::Status ParseBufferDonor();
  absl::Status ParseEntryComputationLayout();
  absl::Status ParseComputation();
  absl::Status ParseSignature();
  absl::Status FinishScope(Scope& scope, size_t close_offset);
  // Names the synthesised async wrappers and numbers the computations.
  void FinishModule();
  // A verifier fault at the position the parse recorded for its instruction
  // (its name, where lint points too), else for its computation; the start
  // of the text for what the parser synthesised.
  absl::Status FaultError(const Invalidity& fault) const;

  // Instructions.
  bool AtShape();
  // Parses the shape at the current position with ParseShapeAt, memoised
  // by its exact text (dumps repeat the same few hundred shapes).
  absl::StatusOr<Shape> ParseShapeHere();
  // End of the shape text starting at `pos` as ParseShapeAt would find it,
  // or npos when a cheap scan cannot tell.
  size_t ShapeTextEnd(size_t pos) const;
  absl::Status ParseInstruction(Scope& scope);
  // Parses `opcode(operands), attributes` of an instruction whose result
  // shape (nullptr when omitted) the caller has parsed.
  absl::StatusOr<Instruction*> ParseInstructionBody(
      Scope& scope, const Token* name, Shape* shape, int depth,
      bool with_attributes, std::vector<Shape>* operand_shapes);
  absl::Status ResolveOpcode(const Token& op, OpcodeInfo* info);
  using OperandList = absl::InlinedVector<Instruction*, 8>;
  absl::Status ParseOperands(Scope& scope, int depth, OperandList* operands,
                             std::vector<Shape>* operand_shapes);
  Instruction* MakePlaceholderParameter(Scope& scope, absl::string_view name,
                                        Shape shape);
  absl::Status InferShape(Instruction* inst, const Token& op);
  absl::Status BuildAsyncSugar(Instruction* inst, const OpcodeInfo& info,
                               const Token& op);

  // Attributes.
  struct SeenFields {
    bool metadata = false;
    bool control = false;
    // Attribute names, once there are too many for a linear scan.
    absl::flat_hash_set<std::string> names;
  };
  // Parses one `name=value` into `attrs` (metadata and control
  // predecessors go to `inst` and the scope).
  absl::Status ParseAttribute(Scope& scope, Instruction* inst,
                              SeenFields* seen, std::vector<Attribute>* attrs);
  absl::StatusOr<std::string> ParseRawValue(
      HloLexer::Stop stop = HloLexer::Stop::kCommaOrBlank);
  absl::Status ParseIntList(std::vector<int64_t>* out);
  absl::Status ParseIntLists(std::vector<std::vector<int64_t>>* out);
  absl::Status ParseIdentList(std::vector<std::string>* out);
  absl::Status ParseSlice(std::vector<SliceDim>* out);
  absl::Status ParsePadding(std::vector<PaddingDim>* out);
  absl::Status ParseWindow(Window* out);
  absl::Status ParseDimLabels(ConvolutionDimensionNumbers* out);
  absl::Status ParseOutputOperandAliasing(std::vector<OutputOperandAlias>* out);
  absl::StatusOr<Computation*> ParseComputationRef();
  absl::Status ParseComputationList(std::vector<Computation*>* out);
  absl::Status ParseMetadata(OpMetadata* out);
  absl::Status ParseNameList(std::vector<Token>* out);
  // Splits `run` (at `offset` in the text) on 'x' and each part on '_' into
  // integers; used by padding and window fields.
  absl::Status SplitDims(absl::string_view run, size_t offset,
                         absl::string_view what, size_t parts_min,
                         size_t parts_max,
                         std::vector<std::vector<int64_t>>* out);

  Computation* ReferenceComputation(const Token& name);

  absl::string_view text_;
  absl::string_view filename_;
  HloLexer lex_;
  bool line_mode_;
  LineCursor lines_;
  std::unique_ptr<Module> module_;
  absl::flat_hash_map<absl::string_view, ComputationEntry> computations_;
  std::vector<absl::string_view> reference_order_;  // First references.
  Computation* entry_ = nullptr;
  // Synthesised async wrappers and their async-start, named at the end.
  std::vector<std::pair<Computation*, Instruction*>> wrappers_;
  int64_t next_id_ = 0;
  size_t hint_scanned_to_ = 0;
  // Attributes of the instruction being parsed; moved into it at exact size
  // (an Attribute is 168 bytes, so vector growth slack is costly).
  std::vector<Attribute> attribute_scratch_;
  absl::flat_hash_map<absl::string_view, Shape> shape_cache_;
};

// ---------------------------------------------------------------------------
// Small helpers.

absl::StatusOr<int64_t> Parser::ExpectInt(absl::string_view what) {
  Token t = lex_.Next();
  if (t.kind != TokKind::kInt) return TokenError(t, what);
  std::optional<int64_t> v = ParseInt64(t.text);
  if (!v) {
    return Error(t.offset, absl::StrCat("integer '", t.text,
                                        "' does not fit in 64 bits"));
  }
  return *v;
}

absl::StatusOr<bool> Parser::ExpectBool() {
  Token t = lex_.Next();
  if (t.kind == TokKind::kName && !t.percent) {
    if (t.text == "true") return true;
    if (t.text == "false") return false;
  }
  return TokenError(t, "true or false");
}

absl::StatusOr<Token> Parser::ExpectName(absl::string_view what) {
  Token t = lex_.Next();
  if (t.kind != TokKind::kName) return TokenError(t, what);
  return t;
}

Computation* Parser::ReferenceComputation(const Token& name) {
  auto [it, inserted] = computations_.try_emplace(name.text);
  ComputationEntry& entry = it->second;
  if (inserted) {
    entry.pending = std::make_unique<Computation>(std::string(name.text));
    entry.comp = entry.pending.get();
    entry.first_reference = name.offset;
    reference_order_.push_back(name.text);
  }
  return entry.comp;
}

// ---------------------------------------------------------------------------
// Module.

absl::StatusOr<std::unique_ptr<Module>> Parser::RunModule() {
  Token t = lex_.Next();
  if (t.kind != TokKind::kName || t.percent || t.text != "HloModule") {
    return TokenError(t, "'HloModule' at the start of the module");
  }
  TPUSIM_ASSIGN_OR_RETURN(Token name, ExpectName("the module name"));
  module_ = std::make_unique<Module>(std::string(name.text));
  while (lex_.Consume(TokKind::kComma)) {
    TPUSIM_RETURN_IF_ERROR(ParseModuleAttribute());
  }
  while (!lex_.AtEnd()) TPUSIM_RETURN_IF_ERROR(ParseComputation());
  if (module_->computations().empty()) {
    return Error(text_.size(), "module has no computations");
  }
  for (absl::string_view ref : reference_order_) {
    const ComputationEntry& entry = computations_.at(ref);
    if (!entry.defined) {
      return Error(entry.first_reference,
                   absl::StrCat("use of undefined computation '%", ref, "'"));
    }
  }
  FinishModule();
  if (entry_ != nullptr) module_->set_entry(entry_);
  absl::Status status = module_->Finalize();
  if (!status.ok()) return Error(0, status.message());
  if (std::optional<Invalidity> fault = FindInvalidity(*module_)) {
    return FaultError(*fault);
  }
  return std::move(module_);
}

absl::Status Parser::FaultError(const Invalidity& fault) const {
  InputLocation at;
  if (fault.instruction != nullptr) at = fault.instruction->input_location();
  if (!at.known() && fault.computation != nullptr) at = fault.computation->input_location();
  if (!at.known()) return Error(0, fault.message);
  return absl::InvalidArgumentError(
      FormatDiagnostic(SourceLocation{std::string(filename_), at.line, at.column}, Severity::kError,
                       fault.message, LineOfText(text_, at.line)));
}

void Parser::FinishModule() {
  // Wrapper names must not collide with any computation of the text, even
  // one defined after the sugar.
  absl::flat_hash_set<std::string> taken;
  absl::flat_hash_map<std::string, int64_t> next_suffix;
  for (const auto& [wrapper, start] : wrappers_) {
    std::string base = absl::StrCat(start->name(), ".wrapped");
    std::string name = base;
    int64_t& k = next_suffix[base];
    while (computations_.contains(name) || taken.contains(name)) {
      name = absl::StrCat(base, ".", ++k);
    }
    taken.insert(name);
    wrapper->set_name(std::move(name));
  }
  int64_t id = 0;
  for (const auto& c : module_->computations()) c->set_id(id++);
}

absl::Status Parser::ParseModuleAttribute() {
  TPUSIM_ASSIGN_OR_RETURN(Token key, ExpectName("a module attribute name"));
  TPUSIM_RETURN_IF_ERROR(Expect(TokKind::kEqual, "'=' after the attribute name"));
  absl::string_view name = key.text;
  if (name == "is_scheduled") {
    TPUSIM_ASSIGN_OR_RETURN(bool v, ExpectBool());
    module_->set_is_scheduled(v);
  } else if (name == "replica_count") {
    TPUSIM_ASSIGN_OR_RETURN(module_->replica_count, ExpectInt("an integer"));
  } else if (name == "num_partitions") {
    TPUSIM_ASSIGN_OR_RETURN(module_->num_partitions, ExpectInt("an integer"));
  } else if (name == "input_output_alias") {
    TPUSIM_RETURN_IF_ERROR(ParseInputOutputAlias());
  } else if (name == "buffer_donor") {
    TPUSIM_RETURN_IF_ERROR(ParseBufferDonor());
  } else if (name == "entry_computation_layout") {
    TPUSIM_RETURN_IF_ERROR(ParseEntryComputationLayout());
  } else {
    TPUSIM_ASSIGN_OR_RETURN(std::string value,
                            ParseRawValue(HloLexer::Stop::kCommaOrNewline));
    module_->other_attributes.push_back(
        Attribute::Raw(std::string(name), std::move(value)));
  }
  return absl::OkStatus();
}

absl::Status Parser::ParseShapeIndex(ShapeIndex* index) {
  TPUSIM_RETURN_IF_ERROR(Expect(TokKind::kLBrace, "'{' to start a shape index"));
  if (lex_.Consume(TokKind::kRBrace)) return absl::OkStatus();
  while (true) {
    TPUSIM_ASSIGN_OR_RETURN(int64_t v, ExpectInt("a tuple index"));
    index->push_back(v);
    Token t = lex_.Next();
    if (t.kind == TokKind::kComma) continue;
    if (t.kind == TokKind::kRBrace) return absl::OkStatus();
    return TokenError(t, "',' or '}' in the shape index");
  }
}

// input_output_alias={ {0}: (0, {}, may-alias), {1}: (1, {}) }
absl::Status Parser::ParseInputOutputAlias() {
  TPUSIM_RETURN_IF_ERROR(Expect(TokKind::kLBrace, "'{'"));
  if (lex_.Consume(TokKind::kRBrace)) return absl::OkStatus();
  while (true) {
    InputOutputAlias alias;
    TPUSIM_RETURN_IF_ERROR(ParseShapeIndex(&alias.output_index));
    TPUSIM_RETURN_IF_ERROR(Expect(TokKind::kColon, "':' after the output index"));
    TPUSIM_RETURN_IF_ERROR(Expect(TokKind::kLParen, "'('"));
    TPUSIM_ASSIGN_OR_RETURN(alias.parameter_number,
                            ExpectInt("a parameter number"));
    TPUSIM_RETURN_IF_ERROR(Expect(TokKind::kComma, "','"));
    TPUSIM_RETURN_IF_ERROR(ParseShapeIndex(&alias.parameter_index));
    if (lex_.Consume(TokKind::kComma)) {
      Token kind = lex_.Next();
      if (kind.kind == TokKind::kName && kind.text == "may-alias") {
        alias.must_alias = false;
      } else if (kind.kind == TokKind::kName && kind.text == "must-alias") {
        alias.must_alias = true;
      } else {
        return TokenError(kind, "may-alias or must-alias");
      }
    }
    TPUSIM_RETURN_IF_ERROR(Expect(TokKind::kRParen, "')'"));
    module_->input_output_alias.push_back(std::move(alias));
    Token t = lex_.Next();
    if (t.kind == TokKind::kComma) continue;
    if (t.kind == TokKind::kRBrace) return absl::OkStatus();
    return TokenError(t, "',' or '}' in input_output_alias");
  }
}

// buffer_donor={ (0, {}), (1, {0}) }
absl::Status Parser::ParseBufferDonor() {
  TPUSIM_RETURN_IF_ERROR(Expect(TokKind::kLBrace, "'{'"));
  if (lex_.Consume(TokKind::kRBrace)) return absl::OkStatus();
  while (true) {
    BufferDonor donor;
    TPUSIM_RETURN_IF_ERROR(Expect(TokKind::kLParen, "'('"));
    TPUSIM_ASSIGN_OR_RETURN(donor.parameter_number,
                            ExpectInt("a parameter number"));
    TPUSIM_RETURN_IF_ERROR(Expect(TokKind::kComma, "','"));
    TPUSIM_RETURN_IF_ERROR(ParseShapeIndex(&donor.parameter_index));
    TPUSIM_RETURN_IF_ERROR(Expect(TokKind::kRParen, "')'"));
    module_->buffer_donors.push_back(std::move(donor));
    Token t = lex_.Next();
    if (t.kind == TokKind::kComma) continue;
    if (t.kind == TokKind::kRBrace) return absl::OkStatus();
    return TokenError(t, "',' or '}' in buffer_donor");
  }
}

// entry_computation_layout={(f32[2]{0}, s32[])->f32[2]{0}}
absl::Status Parser::ParseEntryComputationLayout() {
  TPUSIM_RETURN_IF_ERROR(Expect(TokKind::kLBrace, "'{'"));
  TPUSIM_RETURN_IF_ERROR(Expect(TokKind::kLParen, "'(' to start the parameter shapes"));
  ProgramShape program;
  if (!lex_.Consume(TokKind::kRParen)) {
    while (true) {
      TPUSIM_ASSIGN_OR_RETURN(Shape shape, ParseShapeHere());
      program.parameters.push_back(std::move(shape));
      Token t = lex_.Next();
      if (t.kind == TokKind::kComma) continue;
      if (t.kind == TokKind::kRParen) break;
      return TokenError(t, "',' or ')' in the parameter shapes");
    }
  }
  TPUSIM_RETURN_IF_ERROR(Expect(TokKind::kArrow, "'->' before the result shape"));
  TPUSIM_ASSIGN_OR_RETURN(program.result, ParseShapeHere());
  TPUSIM_RETURN_IF_ERROR(Expect(TokKind::kRBrace, "'}'"));
  module_->entry_computation_layout = std::move(program);
  return absl::OkStatus();
}

absl::Status Parser::ParseComputation() {
  Token t = lex_.Next();
  bool is_entry = false;
  const size_t start = t.offset;
  if (t.kind == TokKind::kName && !t.percent && t.text == "ENTRY" &&
      lex_.Peek().kind == TokKind::kName) {
    is_entry = true;
    t = lex_.Next();
  }
  if (t.kind != TokKind::kName) return TokenError(t, "a computation");
  std::unique_ptr<Computation> comp;
  {
    auto [it, inserted] = computations_.try_emplace(t.text);
    ComputationEntry& entry = it->second;
    if (entry.defined) {
      return Error(t.offset, absl::StrCat("duplicate computation name '%",
                                          t.text, "'"));
    }
    comp = entry.pending ? std::move(entry.pending)
                         : std::make_unique<Computation>(std::string(t.text));
    comp->set_input_location(LocationOfName(t));
    entry.comp = comp.get();
    entry.defined = true;
  }
  if (is_entry) {
    if (entry_ != nullptr) {
      return Error(start, absl::StrCat("second ENTRY computation: '%",
                                       entry_->name(), "' is already the entry"));
    }
    entry_ = comp.get();
  }
  if (lex_.PeekChar() == '(') TPUSIM_RETURN_IF_ERROR(ParseSignature());
  Token open = lex_.Next();
  if (open.kind != TokKind::kLBrace) {
    return TokenError(open, absl::StrCat("'{' to open computation '%", t.text,
                                         "'"));
  }
  Scope scope(comp.get());
  if (lex_.pos() >= hint_scanned_to_) {
    // Size the name table by the lines up to the closing brace of an XLA
    // dump. Each byte is scanned once, and the hint is bounded by the text.
    size_t end = text_.find("\n}", lex_.pos());
    hint_scanned_to_ = end == absl::string_view::npos ? text_.size() : end + 1;
    scope.names.reserve(std::count(text_.begin() + lex_.pos(),
                                   text_.begin() + hint_scanned_to_, '\n'));
  }
  size_t close_offset;
  while (true) {
    Token p = lex_.Peek();
    if (p.kind == TokKind::kRBrace) {
      close_offset = p.offset;
      lex_.Next();
      break;
    }
    if (p.kind == TokKind::kEof) {
      return Error(p.offset, absl::StrCat("expected '}' to close computation '%",
                                          t.text, "', got end of input"));
    }
    TPUSIM_RETURN_IF_ERROR(ParseInstruction(scope));
  }
  TPUSIM_RETURN_IF_ERROR(FinishScope(scope, close_offset));
  while (lex_.Consume(TokKind::kComma)) {
    TPUSIM_ASSIGN_OR_RETURN(Token key, ExpectName("a computation attribute"));
    TPUSIM_RETURN_IF_ERROR(Expect(TokKind::kEqual, "'='"));
    if (key.text != "execution_thread") {
      return Error(key.offset,
                   absl::StrCat("unknown computation attribute '", key.text,
                                "' (only execution_thread is known)"));
    }
    Token s = lex_.Next();
    if (s.kind != TokKind::kString) return TokenError(s, "a quoted string");
    comp->set_execution_thread(UnescapeString(s.text));
  }
  module_->AddComputation(std::move(comp));
  return absl::OkStatus();
}

// `(p0: f32[2], p1: s32[]) -> f32[2]`: the parameter instructions carry the
// same facts, so the signature is checked for syntax and not stored.
absl::Status Parser::ParseSignature() {
  TPUSIM_RETURN_IF_ERROR(Expect(TokKind::kLParen, "'('"));
  if (!lex_.Consume(TokKind::kRParen)) {
    while (true) {
      TPUSIM_RETURN_IF_ERROR(ExpectName("a parameter name").status());
      TPUSIM_RETURN_IF_ERROR(Expect(TokKind::kColon, "':' after the parameter name"));
      TPUSIM_RETURN_IF_ERROR(ParseShapeHere().status());
      Token t = lex_.Next();
      if (t.kind == TokKind::kComma) continue;
      if (t.kind == TokKind::kRParen) break;
      return TokenError(t, "',' or ')' in the parameter list");
    }
  }
  TPUSIM_RETURN_IF_ERROR(Expect(TokKind::kArrow, "'->' before the result shape"));
  return ParseShapeHere().status();
}

absl::Status Parser::FinishScope(Scope& scope, size_t close_offset) {
  Computation* comp = scope.comp;
  if (comp->instructions().empty()) {
    return Error(close_offset, absl::StrCat("computation '%", comp->name(),
                                            "' has no instructions"));
  }
  for (const Scope::PendingControl& pc : scope.control) {
    Instruction* pred = nullptr;
    auto it = scope.names.find(pc.name);
    if (it != scope.names.end()) {
      pred = it->second;
    } else if (line_mode_) {
      pred = MakePlaceholderParameter(scope, pc.name, Shape());
    } else {
      return Error(pc.offset, absl::StrCat("control predecessor '%", pc.name,
                                           "' is not defined in computation '%",
                                           comp->name(), "'"));
    }
    if (pred == pc.inst) {
      return Error(pc.offset, absl::StrCat("'%", pc.name,
                                           "' cannot be its own control predecessor"));
    }
    pc.inst->AddControlPredecessor(pred);
  }
  if (!scope.unnamed.empty()) {
    absl::flat_hash_set<std::string> generated;
    absl::flat_hash_map<HloOpcode, int64_t> next_suffix;
    for (Instruction* inst : scope.unnamed) {
      absl::string_view base = HloOpcodeString(inst->opcode());
      int64_t& k = next_suffix[inst->opcode()];
      std::string name;
      do {
        name = absl::StrCat(base, ".", ++k);
      } while (scope.names.contains(name) || generated.contains(name));
      generated.insert(name);
      inst->set_name(std::move(name));
    }
  }
  comp->set_root(scope.root != nullptr ? scope.root
                                       : comp->instructions().back().get());
  if (!line_mode_) {
    // Module::Finalize checks this too; here the error points at the line.
    const size_t count = scope.params.size();
    std::vector<bool> seen(count, false);
    for (const Scope::Param& p : scope.params) {
      int64_t n = p.inst->parameter_number();
      if (n >= static_cast<int64_t>(count)) {
        return Error(p.offset,
                     absl::StrCat("parameter number ", n, " is out of range: "
                                  "computation '%", comp->name(), "' has ",
                                  count, " parameter",
                                  count == 1 ? "" : "s", ", numbered from 0"));
      }
      if (seen[n]) {
        return Error(p.offset, absl::StrCat("parameter number ", n,
                                            " is used twice in computation '%",
                                            comp->name(), "'"));
      }
      seen[n] = true;
    }
  }
  return absl::OkStatus();
}

// ---------------------------------------------------------------------------
// Instructions.

bool Parser::AtShape() {
  if (!lex_.SkipTrivia()) return false;
  const size_t n = text_.size();
  size_t p = lex_.pos();
  if (p >= n) return false;
  if (text_[p] == '(') return true;
  if (!IsIdentStart(text_[p])) return false;
  size_t e = p + 1;
  while (e < n && (IsIdentStart(text_[e]) || IsDigit(text_[e]))) ++e;
  // Only an element type can be followed by '['; ParseShapeAt reports an
  // unknown one.
  return e < n && text_[e] == '[';
}

size_t Parser::ShapeTextEnd(size_t pos) const {
  const size_t n = text_.size();
  constexpr size_t kNpos = absl::string_view::npos;
  size_t p = pos;
  if (p < n && text_[p] == '(') {
    // A tuple: up to the matching ')', stepping over comments.
    int depth = 0;
    while (p < n) {
      const char c = text_[p];
      if (c == '/' && p + 1 < n && text_[p + 1] == '*') {
        size_t end = text_.find("*/", p + 2);
        if (end == kNpos) return kNpos;
        p = end + 2;
        continue;
      }
      if (c == '"') return kNpos;  // Not a shape; let ParseShapeAt say so.
      if (c == '(') ++depth;
      if (c == ')' && --depth == 0) return p + 1;
      ++p;
    }
    return kNpos;
  }
  while (p < n && (IsIdentStart(text_[p]) || IsDigit(text_[p]))) ++p;
  if (p >= n || text_[p] != '[') return kNpos;
  size_t close = text_.find(']', p);
  if (close == kNpos) return kNpos;
  p = close + 1;
  // The layout rule of ParseShapeAt: '{' then (after spaces) a digit, ':' or
  // '}'. A layout holds no nested braces.
  if (p < n && text_[p] == '{') {
    size_t q = p + 1;
    while (q < n && text_[q] == ' ') ++q;
    if (q < n && (IsDigit(text_[q]) || text_[q] == ':' || text_[q] == '}')) {
      size_t brace = text_.find('}', p);
      if (brace == kNpos) return kNpos;
      p = brace + 1;
    }
  }
  return p;
}

absl::StatusOr<Shape> Parser::ParseShapeHere() {
  if (!lex_.SkipTrivia()) return TokenError(lex_.Next(), "a shape");
  size_t pos = lex_.pos();
  const size_t start = pos;
  const size_t end = ShapeTextEnd(start);
  absl::string_view key;
  if (end != absl::string_view::npos) {
    key = text_.substr(start, end - start);
    auto it = shape_cache_.find(key);
    if (it != shape_cache_.end()) {
      lex_.set_pos(end);
      return it->second;
    }
  }
  size_t error_offset = pos;
  absl::StatusOr<Shape> shape = ParseShapeAt(text_, &pos, &error_offset);
  if (!shape.ok()) return Error(error_offset, shape.status().message());
  // Element count and byte size of every array must fit in 64 bits (XLA's
  // ShapeUtil::ValidateShape does the same).
  if (!ShapeByteSizeFits(*shape)) {
    return Error(start, absl::StrCat("shape ", shape->ToString(false),
                                     " is too large: its byte size does not "
                                     "fit in 64 bits"));
  }
  lex_.set_pos(pos);
  // Same text, same shape: cache it when the cheap scan found ParseShapeAt's
  // end exactly.
  if (pos == end) shape_cache_.emplace(key, *shape);
  return shape;
}

absl::Status Parser::ParseInstruction(Scope& scope) {
  Token t = lex_.Next();
  std::optional<size_t> root_offset;
  if (t.kind == TokKind::kName && !t.percent && t.text == "ROOT" &&
      lex_.Peek().kind != TokKind::kEqual) {
    root_offset = t.offset;
    t = lex_.Next();
  }
  if (t.kind != TokKind::kName) return TokenError(t, "an instruction name");
  TPUSIM_RETURN_IF_ERROR(
      Expect(TokKind::kEqual, "'=' after the instruction name"));
  const bool has_shape = AtShape();
  Shape shape;
  if (has_shape) {
    TPUSIM_ASSIGN_OR_RETURN(shape, ParseShapeHere());
  }
  TPUSIM_ASSIGN_OR_RETURN(
      Instruction * inst,
      ParseInstructionBody(scope, &t, has_shape ? &shape : nullptr,
                           /*depth=*/0, /*with_attributes=*/true, nullptr));
  if (root_offset) {
    if (scope.root != nullptr) {
      return Error(*root_offset,
                   absl::StrCat("second ROOT in computation '%",
                                scope.comp->name(), "': '%",
                                scope.root->name(), "' is already the root"));
    }
    scope.root = inst;
  }
  return absl::OkStatus();
}

absl::Status Parser::ResolveOpcode(const Token& op, OpcodeInfo* info) {
  if (std::optional<HloOpcode> opcode = StringToHloOpcode(op.text)) {
    info->opcode = *opcode;
    return absl::OkStatus();
  }
  struct Suffix {
    absl::string_view text;
    HloOpcode async;
  };
  static constexpr Suffix kSuffixes[] = {
      {"-start", HloOpcode::kAsyncStart},
      {"-update", HloOpcode::kAsyncUpdate},
      {"-done", HloOpcode::kAsyncDone},
  };
  for (const Suffix& s : kSuffixes) {
    if (op.text.size() <= s.text.size() ||
        op.text.substr(op.text.size() - s.text.size()) != s.text) {
      continue;
    }
    std::optional<HloOpcode> base =
        StringToHloOpcode(op.text.substr(0, op.text.size() - s.text.size()));
    if (!base || *base == HloOpcode::kAsyncStart ||
        *base == HloOpcode::kAsyncUpdate || *base == HloOpcode::kAsyncDone ||
        *base == HloOpcode::kParameter || *base == HloOpcode::kConstant) {
      break;
    }
    info->opcode = s.async;
    info->sugar = true;
    info->wrapped = *base;
    return absl::OkStatus();
  }
  return Error(op.offset, absl::StrCat("unknown opcode '", op.text, "'"));
}

absl::StatusOr<Instruction*> Parser::ParseInstructionBody(
    Scope& scope, const Token* name, Shape* shape, int depth,
    bool with_attributes, std::vector<Shape>* operand_shapes) {
  Token op = lex_.Next();
  if (op.kind != TokKind::kName || op.percent) return TokenError(op, "an opcode");
  OpcodeInfo info;
  TPUSIM_RETURN_IF_ERROR(ResolveOpcode(op, &info));
  TPUSIM_RETURN_IF_ERROR(Expect(TokKind::kLParen, "'(' after the opcode"));
  OperandList operands;
  int64_t parameter_number = -1;
  absl::string_view literal;
  if (info.opcode == HloOpcode::kParameter) {
    Token n = lex_.Next();
    if (n.kind != TokKind::kInt) return TokenError(n, "a parameter number");
    std::optional<int64_t> v = ParseInt64(n.text);
    if (!v || *v < 0) {
      return Error(n.offset, absl::StrCat("parameter number '", n.text,
                                          "' is not a non-negative 64-bit integer"));
    }
    parameter_number = *v;
    TPUSIM_RETURN_IF_ERROR(Expect(TokKind::kRParen, "')' after the parameter number"));
  } else if (info.opcode == HloOpcode::kConstant) {
    HloLexer::Balanced b = lex_.ScanBalanced(HloLexer::Stop::kCloser);
    if (b.error != nullptr) return Error(b.error_offset, b.error);
    literal = b.text;
    TPUSIM_RETURN_IF_ERROR(Expect(TokKind::kRParen, "')' after the literal"));
  } else {
    TPUSIM_RETURN_IF_ERROR(
        ParseOperands(scope, depth, &operands, operand_shapes));
  }

  const bool has_shape = shape != nullptr;
  auto owned = std::make_unique<Instruction>(
      name ? std::string(name->text) : std::string(), info.opcode, Shape());
  if (has_shape) *owned->mutable_shape() = std::move(*shape);
  owned->set_id(next_id_++);
  for (Instruction* operand : operands) owned->AppendOperand(operand);
  if (parameter_number >= 0) owned->set_parameter_number(parameter_number);
  if (!literal.empty()) owned->set_literal(std::string(literal));
  if (name) owned->set_input_location(LocationOfName(*name));
  Instruction* inst = scope.comp->AddInstruction(std::move(owned));
  if (name) {
    if (!scope.names.try_emplace(name->text, inst).second) {
      return Error(name->offset, absl::StrCat("duplicate instruction name '%",
                                              name->text, "' in computation '%",
                                              scope.comp->name(), "'"));
    }
  } else {
    scope.unnamed.push_back(inst);
  }
  if (info.opcode == HloOpcode::kParameter) {
    scope.params.push_back({inst, name ? name->offset : op.offset});
  }

  if (with_attributes && lex_.Peek().kind == TokKind::kComma) {
    SeenFields seen;
    std::vector<Attribute>& attrs = attribute_scratch_;
    attrs.clear();
    while (lex_.Consume(TokKind::kComma)) {
      TPUSIM_RETURN_IF_ERROR(ParseAttribute(scope, inst, &seen, &attrs));
    }
    std::vector<Attribute>& dst = inst->mutable_attributes();
    dst.reserve(attrs.size());
    for (Attribute& a : attrs) dst.push_back(std::move(a));
  }
  if (!has_shape) TPUSIM_RETURN_IF_ERROR(InferShape(inst, op));
  if (info.sugar) TPUSIM_RETURN_IF_ERROR(BuildAsyncSugar(inst, info, op));
  return inst;
}

absl::Status Parser::ParseOperands(Scope& scope, int depth,
                                   OperandList* operands,
                                   std::vector<Shape>* operand_shapes) {
  if (lex_.Consume(TokKind::kRParen)) return absl::OkStatus();
  while (true) {
    const bool has_shape = AtShape();
    Shape shape;
    if (has_shape) {
      TPUSIM_ASSIGN_OR_RETURN(shape, ParseShapeHere());
    }
    Token n = lex_.Next();
    if (n.kind != TokKind::kName) return TokenError(n, "an operand name");
    Instruction* operand = nullptr;
    if (!n.percent && lex_.PeekChar() == '(') {
      // A nested instruction: `add(%x, multiply(%y, %z))`.
      if (depth + 1 >= kMaxOperandNesting) {
        return Error(n.offset, absl::StrCat("operands nested more than ",
                                            kMaxOperandNesting, " deep"));
      }
      lex_.set_pos(n.offset);
      TPUSIM_ASSIGN_OR_RETURN(
          operand, ParseInstructionBody(scope, nullptr,
                                        has_shape ? &shape : nullptr,
                                        depth + 1, /*with_attributes=*/false,
                                        nullptr));
      if (operand_shapes != nullptr) operand_shapes->push_back(operand->shape());
    } else {
      auto it = scope.names.find(n.text);
      if (it != scope.names.end()) {
        operand = it->second;
      } else if (line_mode_) {
        operand = MakePlaceholderParameter(scope, n.text,
                                           has_shape ? shape : Shape());
      } else {
        return Error(n.offset, absl::StrCat("use of undefined instruction '%",
                                            n.text, "' in computation '%",
                                            scope.comp->name(), "'"));
      }
      if (operand_shapes != nullptr) {
        operand_shapes->push_back(has_shape ? std::move(shape) : Shape());
      }
    }
    operands->push_back(operand);
    Token t = lex_.Next();
    if (t.kind == TokKind::kComma) continue;
    if (t.kind == TokKind::kRParen) return absl::OkStatus();
    return TokenError(t, "',' or ')' in the operand list");
  }
}

Instruction* Parser::MakePlaceholderParameter(Scope& scope,
                                              absl::string_view name,
                                              Shape shape) {
  auto owned = std::make_unique<Instruction>(
      std::string(name), HloOpcode::kParameter, std::move(shape));
  owned->set_id(next_id_++);
  owned->set_parameter_number(scope.next_placeholder++);
  Instruction* inst = scope.comp->AddInstruction(std::move(owned));
  scope.names.emplace(name, inst);
  return inst;
}

// Shapes XLA lets the text omit (CanInferShape in XLA's parser).
absl::Status Parser::InferShape(Instruction* inst, const Token& op) {
  const HloOpcode opcode = inst->opcode();
  auto fail = [&](absl::string_view why) {
    return Error(op.offset, absl::StrCat("cannot infer the shape of '", op.text,
                                         "': ", why,
                                         "; write the result shape"));
  };
  if (opcode == HloOpcode::kTuple) {
    std::vector<Shape> elements;
    for (const Instruction* operand : inst->operands()) {
      if (operand->shape().element_type() == PrimitiveType::kInvalid) {
        return fail("an operand has no known shape");
      }
      elements.push_back(operand->shape());
    }
    *inst->mutable_shape() = Shape::Tuple(std::move(elements));
    return absl::OkStatus();
  }
  const bool elementwise = IsElementwise(opcode) &&
                           opcode != HloOpcode::kConvert &&
                           opcode != HloOpcode::kBitcastConvert &&
                           opcode != HloOpcode::kStochasticConvert;
  if (opcode != HloOpcode::kGetTupleElement && !elementwise) {
    return fail("XLA infers shapes only for elementwise ops, tuple and "
                "get-tuple-element");
  }
  const int64_t source =
      (opcode == HloOpcode::kSelect || opcode == HloOpcode::kClamp) ? 1 : 0;
  if (inst->operand_count() <= source) return fail("too few operands");
  const Shape& from = inst->operand(source)->shape();
  if (from.element_type() == PrimitiveType::kInvalid) {
    return fail("the operand's shape is unknown");
  }
  if (opcode == HloOpcode::kGetTupleElement) {
    std::optional<int64_t> index = inst->tuple_index();
    if (!index) return fail("it has no index attribute");
    const Shape* element = from.Subshape({*index});
    if (!from.IsTuple() || element == nullptr) {
      return fail("the index is out of range of the operand's tuple shape");
    }
    *inst->mutable_shape() = *element;
    return absl::OkStatus();
  }
  if (!from.IsArray()) return fail("the operand is not an array");
  PrimitiveType type = from.element_type();
  if (opcode == HloOpcode::kCompare || opcode == HloOpcode::kIsFinite) {
    type = PrimitiveType::kPred;
  } else if (opcode == HloOpcode::kReal || opcode == HloOpcode::kImag) {
    if (type == PrimitiveType::kC64) type = PrimitiveType::kF32;
    if (type == PrimitiveType::kC128) type = PrimitiveType::kF64;
  }
  if (type == from.element_type()) {
    *inst->mutable_shape() = from;
    return absl::OkStatus();
  }
  // A new element type keeps the dimension order but not the tiling, which
  // depends on the element width.
  Shape shape(type, from.dims(), from.dynamic_dims());
  if (from.has_layout()) {
    Layout layout;
    layout.minor_to_major = from.layout().minor_to_major;
    shape.set_layout(std::move(layout));
  }
  *inst->mutable_shape() = std::move(shape);
  return absl::OkStatus();
}

absl::Status Parser::BuildAsyncSugar(Instruction* inst, const OpcodeInfo& info,
                                     const Token& op) {
  std::vector<Attribute>& attrs = inst->mutable_attributes();
  for (const Attribute& a : attrs) {
    if (a.name == "calls" && info.opcode != HloOpcode::kAsyncStart) {
      return Error(op.offset, absl::StrCat("'", op.text,
                                           "' must not have a calls attribute"));
    }
  }
  Computation* wrapper = nullptr;
  if (info.opcode != HloOpcode::kAsyncStart && inst->operand_count() > 0) {
    // X-update / X-done continue the chain of an X-start.
    Instruction* prev = inst->operand(0);
    if (prev->opcode() == HloOpcode::kAsyncStart ||
        prev->opcode() == HloOpcode::kAsyncUpdate) {
      Computation* c = prev->called_computation("calls");
      if (c != nullptr && c->root() != nullptr &&
          c->root()->opcode() == info.wrapped) {
        wrapper = c;
      }
    }
  }
  if (info.opcode != HloOpcode::kAsyncStart && wrapper == nullptr &&
      !line_mode_) {
    absl::string_view base = HloOpcodeString(info.wrapped);
    return Error(op.offset,
                 absl::StrCat("'", op.text, "' needs as operand 0 the result "
                              "of a ", base, "-start or ", base, "-update"));
  }
  if (wrapper == nullptr) {
    auto comp = std::make_unique<Computation>(std::string());
    comp->set_async_sugar_wrapper(true);
    const bool is_start = info.opcode == HloOpcode::kAsyncStart;
    std::vector<Instruction*> params;
    if (is_start) {
      for (int64_t i = 0; i < inst->operand_count(); ++i) {
        auto p = std::make_unique<Instruction>(absl::StrCat("param_", i),
                                               HloOpcode::kParameter,
                                               inst->operand(i)->shape());
        p->set_id(next_id_++);
        p->set_parameter_number(i);
        params.push_back(comp->AddInstruction(std::move(p)));
      }
    }
    // XLA's async-start shape is ((operands...), result, context...).
    const Shape& s = inst->shape();
    Shape wrapped_shape = s;
    if (is_start && s.IsTuple() && s.tuple_shapes().size() >= 2) {
      wrapped_shape = s.tuple_shapes()[1];
    }
    auto wrapped = std::make_unique<Instruction>(
        std::string(HloOpcodeString(info.wrapped)), info.wrapped,
        std::move(wrapped_shape));
    wrapped->set_id(next_id_++);
    for (Instruction* p : params) wrapped->AppendOperand(p);
    if (is_start) {
      std::vector<Attribute> keep;
      for (Attribute& a : attrs) {
        if (IsGenericAttribute(a.name)) {
          keep.push_back(std::move(a));
        } else {
          wrapped->AddAttribute(std::move(a));
        }
      }
      attrs = std::move(keep);
    }
    comp->set_root(comp->AddInstruction(std::move(wrapped)));
    wrapper = module_->AddComputation(std::move(comp));
    wrappers_.push_back({wrapper, inst});
  }
  attrs.insert(attrs.begin(), Attribute::ComputationRef("calls", wrapper));
  return absl::OkStatus();
}

// ---------------------------------------------------------------------------
// Attributes.

absl::Status Parser::ParseAttribute(Scope& scope, Instruction* inst,
                                    SeenFields* seen,
                                    std::vector<Attribute>* attrs) {
  Token key = lex_.Next();
  if (key.kind != TokKind::kName || key.percent) {
    return TokenError(key, "an attribute name");
  }
  TPUSIM_RETURN_IF_ERROR(Expect(TokKind::kEqual, "'=' after the attribute name"));
  const absl::string_view name = key.text;
  auto duplicate = [&] {
    return Error(key.offset, absl::StrCat("duplicate attribute '", name, "'"));
  };
  if (name == "metadata") {
    if (seen->metadata) return duplicate();
    seen->metadata = true;
    OpMetadata metadata;
    TPUSIM_RETURN_IF_ERROR(ParseMetadata(&metadata));
    inst->set_metadata(std::move(metadata));
    return absl::OkStatus();
  }
  if (name == "control-predecessors") {
    if (seen->control) return duplicate();
    seen->control = true;
    std::vector<Token> names;
    TPUSIM_RETURN_IF_ERROR(ParseNameList(&names));
    for (const Token& t : names) scope.control.push_back({inst, t.text, t.offset});
    return absl::OkStatus();
  }
  constexpr size_t kLinearScanLimit = 16;
  if (attrs->size() < kLinearScanLimit) {
    for (const Attribute& a : *attrs) {
      if (a.name == name) return duplicate();
    }
  } else {
    if (seen->names.empty()) {
      for (const Attribute& a : *attrs) seen->names.insert(a.name);
    }
    if (!seen->names.insert(std::string(name)).second) return duplicate();
  }

  Attribute attr;
  attr.name = std::string(name);
  attr.kind = name == "backend_config" ? AttrKind::kRaw : KindOfAttribute(name);
  switch (attr.kind) {
    case AttrKind::kInt: {
      TPUSIM_ASSIGN_OR_RETURN(int64_t v, ExpectInt("an integer"));
      attr.value = v;
      break;
    }
    case AttrKind::kBool: {
      TPUSIM_ASSIGN_OR_RETURN(bool v, ExpectBool());
      attr.value = v;
      break;
    }
    case AttrKind::kString: {
      Token s = lex_.Next();
      if (s.kind != TokKind::kString) return TokenError(s, "a quoted string");
      attr.value = UnescapeString(s.text);
      break;
    }
    case AttrKind::kIdent: {
      // Enum spellings vary across XLA versions: anything that is not a
      // plain identifier is kept verbatim instead of rejected.
      Token t = lex_.Peek();
      if (t.kind == TokKind::kName && !t.percent) {
        lex_.Next();
        const size_t after = lex_.pos();
        char c = after < text_.size() ? text_[after] : '\0';
        if (c == ',' || c == ' ' || c == '\n' || c == '\r' || c == '\t' ||
            c == '\0' || c == '}' || c == ')') {
          attr.value = std::string(t.text);
          break;
        }
        lex_.set_pos(t.offset);
      }
      attr.kind = AttrKind::kRaw;
      TPUSIM_ASSIGN_OR_RETURN(attr.value, ParseRawValue());
      break;
    }
    case AttrKind::kIntList: {
      // `{{...}}` (collective-permute slice_sizes) is a list of lists.
      size_t saved = lex_.pos();
      bool nested = lex_.Consume(TokKind::kLBrace) &&
                    lex_.Peek().kind == TokKind::kLBrace;
      lex_.set_pos(saved);
      if (nested) {
        std::vector<std::vector<int64_t>> lists;
        TPUSIM_RETURN_IF_ERROR(ParseIntLists(&lists));
        attr.kind = AttrKind::kIntLists;
        attr.value = std::move(lists);
      } else {
        std::vector<int64_t> list;
        TPUSIM_RETURN_IF_ERROR(ParseIntList(&list));
        attr.value = std::move(list);
      }
      break;
    }
    case AttrKind::kIntLists: {
      if (lex_.PeekChar() == '[') {  // Iota form [2,4]<=[4,2]T(1,0).
        attr.kind = AttrKind::kRaw;
        TPUSIM_ASSIGN_OR_RETURN(attr.value, ParseRawValue());
      } else {
        std::vector<std::vector<int64_t>> lists;
        TPUSIM_RETURN_IF_ERROR(ParseIntLists(&lists));
        attr.value = std::move(lists);
      }
      break;
    }
    case AttrKind::kIdentList: {
      std::vector<std::string> list;
      TPUSIM_RETURN_IF_ERROR(ParseIdentList(&list));
      attr.value = std::move(list);
      break;
    }
    case AttrKind::kSlice: {
      std::vector<SliceDim> slice;
      TPUSIM_RETURN_IF_ERROR(ParseSlice(&slice));
      attr.value = std::move(slice);
      break;
    }
    case AttrKind::kPadding: {
      std::vector<PaddingDim> padding;
      TPUSIM_RETURN_IF_ERROR(ParsePadding(&padding));
      attr.value = std::move(padding);
      break;
    }
    case AttrKind::kWindow: {
      Window window;
      TPUSIM_RETURN_IF_ERROR(ParseWindow(&window));
      attr.value = std::move(window);
      break;
    }
    case AttrKind::kDimLabels: {
      ConvolutionDimensionNumbers dnums;
      TPUSIM_RETURN_IF_ERROR(ParseDimLabels(&dnums));
      attr.value = std::move(dnums);
      break;
    }
    case AttrKind::kOutputOperandAliasing: {
      std::vector<OutputOperandAlias> aliasing;
      TPUSIM_RETURN_IF_ERROR(ParseOutputOperandAliasing(&aliasing));
      attr.value = std::move(aliasing);
      break;
    }
    case AttrKind::kComputation: {
      if (lex_.PeekChar() == '{') {
        std::vector<Computation*> list;
        TPUSIM_RETURN_IF_ERROR(ParseComputationList(&list));
        attr.kind = AttrKind::kComputationList;
        attr.value = std::move(list);
      } else {
        TPUSIM_ASSIGN_OR_RETURN(Computation * c, ParseComputationRef());
        attr.value = c;
      }
      break;
    }
    case AttrKind::kComputationList: {
      std::vector<Computation*> list;
      TPUSIM_RETURN_IF_ERROR(ParseComputationList(&list));
      attr.value = std::move(list);
      break;
    }
    case AttrKind::kRaw: {
      // backend_config is either a quoted string or a raw `{...}` dict.
      if (name == "backend_config" && lex_.PeekChar() == '"') {
        Token s = lex_.Next();
        if (s.kind != TokKind::kString) return TokenError(s, "a quoted string");
        attr.kind = AttrKind::kString;
        attr.value = UnescapeString(s.text);
      } else {
        // Values of unknown keys and custom-call `literal=s32[] 3` may hold
        // blanks; XLA prints one instruction per line.
        TPUSIM_ASSIGN_OR_RETURN(
            attr.value, ParseRawValue(HloLexer::Stop::kCommaOrNewline));
      }
      break;
    }
  }
  attrs->push_back(std::move(attr));
  return absl::OkStatus();
}

absl::StatusOr<std::string> Parser::ParseRawValue(HloLexer::Stop stop) {
  HloLexer::Balanced b = lex_.ScanBalanced(stop);
  if (b.error != nullptr) return Error(b.error_offset, b.error);
  return std::string(b.text);
}

absl::Status Parser::ParseIntList(std::vector<int64_t>* out) {
  TPUSIM_RETURN_IF_ERROR(Expect(TokKind::kLBrace, "'{' to start a list of integers"));
  if (lex_.Consume(TokKind::kRBrace)) return absl::OkStatus();
  while (true) {
    TPUSIM_ASSIGN_OR_RETURN(int64_t v, ExpectInt("an integer"));
    out->push_back(v);
    Token t = lex_.Next();
    if (t.kind == TokKind::kComma) continue;
    if (t.kind == TokKind::kRBrace) return absl::OkStatus();
    return TokenError(t, "',' or '}' in the list");
  }
}

absl::Status Parser::ParseIntLists(std::vector<std::vector<int64_t>>* out) {
  TPUSIM_RETURN_IF_ERROR(Expect(TokKind::kLBrace, "'{' to start a list of lists"));
  if (lex_.Consume(TokKind::kRBrace)) return absl::OkStatus();
  while (true) {
    out->emplace_back();
    TPUSIM_RETURN_IF_ERROR(ParseIntList(&out->back()));
    Token t = lex_.Next();
    if (t.kind == TokKind::kComma) continue;
    if (t.kind == TokKind::kRBrace) return absl::OkStatus();
    return TokenError(t, "',' or '}' in the list of lists");
  }
}

absl::Status Parser::ParseIdentList(std::vector<std::string>* out) {
  if (lex_.PeekChar() != '{') {  // A single value: parameter_replication=true.
    TPUSIM_ASSIGN_OR_RETURN(Token t, ExpectName("'{' or an identifier"));
    out->push_back(std::string(t.text));
    return absl::OkStatus();
  }
  lex_.Next();
  if (lex_.Consume(TokKind::kRBrace)) return absl::OkStatus();
  while (true) {
    TPUSIM_ASSIGN_OR_RETURN(Token v, ExpectName("an identifier"));
    out->push_back(std::string(v.text));
    Token t = lex_.Next();
    if (t.kind == TokKind::kComma) continue;
    if (t.kind == TokKind::kRBrace) return absl::OkStatus();
    return TokenError(t, "',' or '}' in the list");
  }
}

// slice={[0:4], [1:8:2]}
absl::Status Parser::ParseSlice(std::vector<SliceDim>* out) {
  TPUSIM_RETURN_IF_ERROR(Expect(TokKind::kLBrace, "'{' to start the slice"));
  if (lex_.Consume(TokKind::kRBrace)) return absl::OkStatus();
  while (true) {
    SliceDim dim;
    TPUSIM_RETURN_IF_ERROR(Expect(TokKind::kLSquare, "'[' to start a slice range"));
    TPUSIM_ASSIGN_OR_RETURN(dim.start, ExpectInt("the slice start"));
    TPUSIM_RETURN_IF_ERROR(Expect(TokKind::kColon, "':' in the slice range"));
    TPUSIM_ASSIGN_OR_RETURN(dim.limit, ExpectInt("the slice limit"));
    if (lex_.Consume(TokKind::kColon)) {
      TPUSIM_ASSIGN_OR_RETURN(dim.stride, ExpectInt("the slice stride"));
    }
    TPUSIM_RETURN_IF_ERROR(Expect(TokKind::kRSquare, "']' to end the slice range"));
    out->push_back(dim);
    Token t = lex_.Next();
    if (t.kind == TokKind::kComma) continue;
    if (t.kind == TokKind::kRBrace) return absl::OkStatus();
    return TokenError(t, "',' or '}' in the slice");
  }
}

absl::Status Parser::SplitDims(absl::string_view run, size_t offset,
                               absl::string_view what, size_t parts_min,
                               size_t parts_max,
                               std::vector<std::vector<int64_t>>* out) {
  if (run.empty()) return absl::OkStatus();
  size_t dim_start = 0;
  while (true) {
    size_t x = run.find('x', dim_start);
    absl::string_view dim = run.substr(
        dim_start, x == absl::string_view::npos ? absl::string_view::npos
                                                : x - dim_start);
    std::vector<int64_t> parts;
    size_t part_start = 0;
    while (true) {
      size_t u = dim.find('_', part_start);
      absl::string_view part = dim.substr(
          part_start, u == absl::string_view::npos ? absl::string_view::npos
                                                   : u - part_start);
      std::optional<int64_t> v = ParseInt64(part);
      if (!v) {
        return Error(offset + dim_start + part_start,
                     absl::StrCat("malformed ", what, " '", run,
                                  "': expected an integer here"));
      }
      parts.push_back(*v);
      if (u == absl::string_view::npos) break;
      part_start = u + 1;
    }
    if (parts.size() < parts_min || parts.size() > parts_max) {
      return Error(offset + dim_start,
                   absl::StrCat("malformed ", what, " '", run, "': each dimension needs ",
                                parts_min == parts_max
                                    ? absl::StrCat(parts_min)
                                    : absl::StrCat(parts_min, " or ", parts_max),
                                " value", parts_max == 1 ? "" : "s",
                                parts_max == 1 ? "" : " joined by '_'"));
    }
    out->push_back(std::move(parts));
    if (x == absl::string_view::npos) return absl::OkStatus();
    dim_start = x + 1;
  }
}

// padding=0_0x1_1_2 (low_high[_interior] per dimension).
absl::Status Parser::ParsePadding(std::vector<PaddingDim>* out) {
  absl::string_view run = lex_.ScanRun(IsDimsChar);
  const size_t offset = run.data() - text_.data();
  std::vector<std::vector<int64_t>> dims;
  TPUSIM_RETURN_IF_ERROR(SplitDims(run, offset, "padding", 2, 3, &dims));
  for (const auto& d : dims) {
    out->push_back({d[0], d[1], d.size() > 2 ? d[2] : 0});
  }
  return absl::OkStatus();
}

// window={size=3x3 stride=2x2 pad=1_1x1_1 lhs_dilate=1x1 rhs_dilate=1x1
//         rhs_reversal=0x0}
absl::Status Parser::ParseWindow(Window* out) {
  Token open = lex_.Next();
  if (open.kind != TokKind::kLBrace) return TokenError(open, "'{' to start the window");
  std::optional<std::vector<std::vector<int64_t>>> fields[6];
  static constexpr absl::string_view kFields[6] = {
      "size", "stride", "pad", "lhs_dilate", "rhs_dilate", "rhs_reversal"};
  size_t field_offsets[6] = {};
  while (true) {
    Token key = lex_.Next();
    if (key.kind == TokKind::kRBrace) break;
    if (key.kind != TokKind::kName || key.percent) {
      return TokenError(key, "a window field (size, stride, pad, lhs_dilate, "
                             "rhs_dilate, rhs_reversal) or '}'");
    }
    int field = -1;
    for (int i = 0; i < 6; ++i) {
      if (key.text == kFields[i]) field = i;
    }
    if (field < 0) {
      return Error(key.offset, absl::StrCat("unknown window field '", key.text,
                                            "'"));
    }
    if (fields[field]) {
      return Error(key.offset, absl::StrCat("duplicate window field '",
                                            key.text, "'"));
    }
    TPUSIM_RETURN_IF_ERROR(Expect(TokKind::kEqual, "'=' after the window field"));
    absl::string_view run = lex_.ScanRun(IsDimsChar);
    const size_t offset = run.data() - text_.data();
    if (run.empty()) {
      return Error(offset, absl::StrCat("expected values for window field '",
                                        key.text, "'"));
    }
    fields[field].emplace();
    field_offsets[field] = key.offset;
    const size_t parts = field == 2 ? 2 : 1;
    TPUSIM_RETURN_IF_ERROR(
        SplitDims(run, offset, "window field", parts, parts, &*fields[field]));
  }
  const size_t rank = fields[0] ? fields[0]->size() : 0;
  for (int i = 1; i < 6; ++i) {
    if (fields[i] && fields[i]->size() != rank) {
      return Error(field_offsets[i],
                   absl::StrCat("window field '", kFields[i], "' has ",
                                fields[i]->size(), " dimensions but size has ",
                                rank));
    }
  }
  out->dims.resize(rank);
  for (size_t d = 0; d < rank; ++d) {
    WindowDim& w = out->dims[d];
    w.size = (*fields[0])[d][0];
    if (fields[1]) w.stride = (*fields[1])[d][0];
    if (fields[2]) {
      w.padding_low = (*fields[2])[d][0];
      w.padding_high = (*fields[2])[d][1];
    }
    if (fields[3]) w.base_dilation = (*fields[3])[d][0];
    if (fields[4]) w.window_dilation = (*fields[4])[d][0];
    if (fields[5]) w.window_reversal = (*fields[5])[d][0] != 0;
  }
  return absl::OkStatus();
}

// dim_labels=b01f_01io->b01f
absl::Status Parser::ParseDimLabels(ConvolutionDimensionNumbers* out) {
  absl::string_view run = lex_.ScanRun([](char c) {
    return IsIdentChar(c) || c == '>' || c == '?';
  });
  const size_t offset = run.data() - text_.data();
  if (!ParseConvolutionDimensionNumbers(run, out)) {
    return Error(offset, absl::StrCat("malformed dim_labels '", run,
                                      "' (expected e.g. b01f_01io->b01f)"));
  }
  return absl::OkStatus();
}

// output_to_operand_aliasing={ {0}: (1, {}), {1}: (0, {1}) }
absl::Status Parser::ParseOutputOperandAliasing(
    std::vector<OutputOperandAlias>* out) {
  TPUSIM_RETURN_IF_ERROR(Expect(TokKind::kLBrace, "'{'"));
  if (lex_.Consume(TokKind::kRBrace)) return absl::OkStatus();
  while (true) {
    OutputOperandAlias alias;
    TPUSIM_RETURN_IF_ERROR(ParseShapeIndex(&alias.output_index));
    TPUSIM_RETURN_IF_ERROR(Expect(TokKind::kColon, "':' after the output index"));
    TPUSIM_RETURN_IF_ERROR(Expect(TokKind::kLParen, "'('"));
    TPUSIM_ASSIGN_OR_RETURN(alias.operand_number, ExpectInt("an operand number"));
    TPUSIM_RETURN_IF_ERROR(Expect(TokKind::kComma, "','"));
    TPUSIM_RETURN_IF_ERROR(ParseShapeIndex(&alias.operand_index));
    TPUSIM_RETURN_IF_ERROR(Expect(TokKind::kRParen, "')'"));
    out->push_back(std::move(alias));
    Token t = lex_.Next();
    if (t.kind == TokKind::kComma) continue;
    if (t.kind == TokKind::kRBrace) return absl::OkStatus();
    return TokenError(t, "',' or '}' in output_to_operand_aliasing");
  }
}

absl::StatusOr<Computation*> Parser::ParseComputationRef() {
  TPUSIM_ASSIGN_OR_RETURN(Token t, ExpectName("a computation name"));
  return ReferenceComputation(t);
}

absl::Status Parser::ParseComputationList(std::vector<Computation*>* out) {
  std::vector<Token> names;
  TPUSIM_RETURN_IF_ERROR(ParseNameList(&names));
  for (const Token& t : names) out->push_back(ReferenceComputation(t));
  return absl::OkStatus();
}

absl::Status Parser::ParseNameList(std::vector<Token>* out) {
  TPUSIM_RETURN_IF_ERROR(Expect(TokKind::kLBrace, "'{' to start a list of names"));
  if (lex_.Consume(TokKind::kRBrace)) return absl::OkStatus();
  while (true) {
    TPUSIM_ASSIGN_OR_RETURN(Token n, ExpectName("a name"));
    out->push_back(n);
    Token t = lex_.Next();
    if (t.kind == TokKind::kComma) continue;
    if (t.kind == TokKind::kRBrace) return absl::OkStatus();
    return TokenError(t, "',' or '}' in the list of names");
  }
}

// metadata={op_type="..." op_name="..." source_file="..." source_line=12
//           stack_frame_id=3}; keys other than the four typed ones are kept
// with their value text as written.
absl::Status Parser::ParseMetadata(OpMetadata* out) {
  TPUSIM_RETURN_IF_ERROR(Expect(TokKind::kLBrace, "'{' to start the metadata"));
  while (true) {
    Token key = lex_.Next();
    if (key.kind == TokKind::kRBrace) return absl::OkStatus();
    if (key.kind == TokKind::kComma) continue;
    if (key.kind != TokKind::kName || key.percent) {
      return TokenError(key, "a metadata key or '}'");
    }
    TPUSIM_RETURN_IF_ERROR(Expect(TokKind::kEqual, "'=' after the metadata key"));
    std::string* field = nullptr;
    if (key.text == "op_type") field = &out->op_type;
    if (key.text == "op_name") field = &out->op_name;
    if (key.text == "source_file") field = &out->source_file;
    if (field != nullptr) {
      Token s = lex_.Next();
      if (s.kind != TokKind::kString) return TokenError(s, "a quoted string");
      *field = UnescapeString(s.text);
    } else if (key.text == "source_line") {
      TPUSIM_ASSIGN_OR_RETURN(out->source_line, ExpectInt("a line number"));
    } else {
      TPUSIM_ASSIGN_OR_RETURN(std::string value, ParseRawValue());
      out->other.emplace_back(std::string(key.text), std::move(value));
    }
  }
}

// ---------------------------------------------------------------------------
// One instruction line.

absl::StatusOr<HloInstructionLine> Parser::RunLine() {
  module_ = std::make_unique<Module>("instruction_line");
  auto comp = std::make_unique<Computation>("line");
  Scope scope(comp.get());
  HloInstructionLine result;
  Token t = lex_.Next();
  if (t.kind == TokKind::kName && !t.percent && t.text == "ROOT" &&
      lex_.Peek().kind != TokKind::kEqual) {
    t = lex_.Next();
  }
  if (t.kind != TokKind::kName) return TokenError(t, "an instruction name");
  TPUSIM_RETURN_IF_ERROR(Expect(TokKind::kEqual, "'=' after the instruction name"));
  const bool has_shape = AtShape();
  Shape shape;
  if (has_shape) {
    TPUSIM_ASSIGN_OR_RETURN(shape, ParseShapeHere());
  }
  TPUSIM_ASSIGN_OR_RETURN(
      result.instruction,
      ParseInstructionBody(scope, &t, has_shape ? &shape : nullptr, 0,
                           /*with_attributes=*/true, &result.operand_shapes));
  Token end = lex_.Next();
  if (end.kind != TokKind::kEof) {
    return TokenError(end, "',' or the end of the instruction");
  }
  scope.root = result.instruction;
  TPUSIM_RETURN_IF_ERROR(FinishScope(scope, end.offset));
  Computation* line = module_->AddComputation(std::move(comp));
  module_->set_entry(line);
  for (absl::string_view ref : reference_order_) {
    ComputationEntry& entry = computations_.at(ref);
    if (entry.pending) module_->AddComputation(std::move(entry.pending));
  }
  FinishModule();
  result.module = std::move(module_);
  return result;
}

}  // namespace

absl::StatusOr<std::unique_ptr<Module>> ParseHloModule(
    absl::string_view text, absl::string_view filename) {
  Parser parser(text, filename, /*line_mode=*/false);
  return parser.RunModule();
}

absl::StatusOr<HloInstructionLine> ParseHloInstructionLine(
    absl::string_view line, absl::string_view filename) {
  Parser parser(line, filename, /*line_mode=*/true);
  return parser.RunLine();
}

}  // namespace tpusim::hlo
