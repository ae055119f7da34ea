// ImportMlirModule: text pre-pass -> MLIR 19 parse with tpusim's dialects ->
// conversion into the HLO IR. Every failure becomes one diagnostic,
// "FILE:LINE:COL: error: ..." with the source line and a caret, pointing
// into the text as the user wrote it (pre-pass edits mapped back).
#include "hlo/mlir/mlir_importer.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "absl/strings/str_cat.h"
#include "hlo/base/diagnostic.h"
#include "hlo/base/status_macros.h"
#include "hlo/base/text_limits.h"
#include "hlo/mlir/dialects/hlo_dialects.h"
#include "hlo/mlir/mlir_reprint.h"
#include "hlo/mlir/mlir_to_hlo.h"
#include "hlo/mlir/text_prepass.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "mlir/AsmParser/AsmParser.h"
#include "mlir/AsmParser/AsmParserState.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Quant/QuantOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"

namespace tpusim::hlo {
namespace {

absl::string_view Sv(llvm::StringRef s) { return {s.data(), s.size()}; }

struct Note {
  std::string message;
  std::optional<mlir::FileLineColLoc> loc;  // Where it points, if anywhere.
};

// The first error MLIR reports, with its notes.
struct CapturedDiagnostic {
  bool set = false;
  std::string message;
  std::optional<mlir::FileLineColLoc> loc;
  std::vector<Note> notes;
};

std::optional<mlir::FileLineColLoc> FileLocation(mlir::Location loc) {
  if (auto file = llvm::dyn_cast<mlir::FileLineColLoc>(loc)) return file;
  if (auto name = llvm::dyn_cast<mlir::NameLoc>(loc)) {
    return FileLocation(name.getChildLoc());
  }
  if (auto call = llvm::dyn_cast<mlir::CallSiteLoc>(loc)) {
    return FileLocation(call.getCallee());
  }
  if (auto fused = llvm::dyn_cast<mlir::FusedLoc>(loc)) {
    for (mlir::Location l : fused.getLocations()) {
      if (auto f = FileLocation(l)) return f;
    }
  }
  return std::nullopt;
}

// Byte offset of 1-based (line, column) in `text`.
size_t OffsetOf(absl::string_view text, int64_t line, int64_t column) {
  size_t pos = 0;
  for (int64_t l = 1; l < line && pos < text.size(); ++l) {
    size_t nl = text.find('\n', pos);
    if (nl == absl::string_view::npos) return text.size();
    pos = nl + 1;
  }
  return std::min(text.size(), pos + static_cast<size_t>(std::max<int64_t>(column, 1) - 1));
}

class Importer {
 public:
  Importer(absl::string_view text, absl::string_view filename,
           const MlirImportOptions& options)
      : original_(text),
        filename_(filename.empty() ? "<input>" : std::string(filename)),
        options_(options),
        prepass_(RunTextPrepass(text)),
        unedited_(prepass_.edits.empty() ? std::string(text) : std::string()),
        text_(prepass_.edits.empty() ? absl::string_view(unedited_) : prepass_.TextFor(text)) {}

  absl::StatusOr<std::unique_ptr<Module>> Run();
  absl::StatusOr<std::string> Reprint(MlirPrintForm form);

 private:
  // Nesting and result-number limits (text_limits.h), checked on the input
  // before libMLIR's recursive parser sees it.
  absl::Status CheckTextLimits() const;
  void SetUpContext(mlir::MLIRContext& context);
  // Parses the rewritten text into `block`; `state` records op positions.
  mlir::LogicalResult Parse(mlir::MLIRContext& context, mlir::Block& block,
                            mlir::AsmParserState* state);
  // A diagnostic at byte `offset` of the rewritten text, with notes (at
  // their own positions when they have one in this file).
  absl::Status ErrorAt(size_t offset, absl::string_view message,
                       const std::vector<Note>& notes = {}) const;
  // A diagnostic at a position of the original text the parse recorded.
  absl::Status ErrorAtInput(InputLocation at, absl::string_view message) const;
  absl::Status ErrorAtLocation(const SourceLocation& loc, absl::string_view message,
                               const std::vector<Note>& notes) const;
  absl::Status ErrorWithoutLocation(absl::string_view message) const {
    return absl::InvalidArgumentError(
        FormatDiagnostic(SourceLocation{filename_, 0, 0}, Severity::kError, message));
  }
  // The input position of every op in `block` (nested ones included) and of
  // every block argument, from the parse's `state`.
  MlirInputLocations InputLocations(mlir::Block& block,
                                    const mlir::AsmParserState& state) const;

  absl::string_view original_;
  std::string filename_;
  const MlirImportOptions& options_;
  PrepassResult prepass_;
  // libMLIR's lexer takes the byte after its buffer for the end marker, so
  // what it parses must be NUL-terminated: our own copy of the input when the
  // pre-pass changed nothing (a caller's view, e.g. a slice of a larger
  // buffer, has no NUL after it; fuzzing read past one).
  std::string unedited_;
  absl::string_view text_;  // What MLIR parses: unedited_ or the rewrite.
};

void Importer::SetUpContext(mlir::MLIRContext& context) {
  mlir::DialectRegistry registry;
  registry.insert<mlir::func::FuncDialect, mlir::arith::ArithDialect,
                  mlir::quant::QuantizationDialect>();
  context.appendDialectRegistry(registry);
  context.loadAllAvailableDialects();
  hlo_mlir::LoadHloDialects(context);
  // Generic-form ops of other dialects (check.*, tpu.*) survive as
  // unregistered ops and become custom-calls.
  context.allowUnregisteredDialects(true);
}

mlir::LogicalResult Importer::Parse(mlir::MLIRContext& context,
                                    mlir::Block& block,
                                    mlir::AsmParserState* state) {
  llvm::SourceMgr source_mgr;
  source_mgr.AddNewSourceBuffer(
      llvm::MemoryBuffer::getMemBuffer(llvm::StringRef(text_.data(), text_.size()), filename_,
                                       /*RequiresNullTerminator=*/false),
      llvm::SMLoc());
  // The converter checks what it needs; MLIR's verifiers are for our
  // permissive op definitions mostly no-ops, and skipping them keeps the
  // errors in one place (located by op, see OffsetOfOp).
  mlir::ParserConfig config(&context, /*verifyAfterParse=*/false);
  return mlir::parseAsmSourceFile(source_mgr, &block, config, state);
}

absl::Status Importer::ErrorAt(size_t offset, absl::string_view message,
                               const std::vector<Note>& notes) const {
  size_t original = prepass_.ToOriginalOffset(offset);
  return ErrorAtLocation(LocationOfOffset(filename_, original_, original), message, notes);
}

absl::Status Importer::ErrorAtInput(InputLocation at, absl::string_view message) const {
  if (!at.known()) return ErrorWithoutLocation(message);
  return ErrorAtLocation(SourceLocation{filename_, at.line, at.column}, message, {});
}

absl::Status Importer::ErrorAtLocation(const SourceLocation& loc, absl::string_view message,
                                       const std::vector<Note>& notes) const {
  std::string text = FormatDiagnostic(loc, Severity::kError, message,
                                      LineOfText(original_, loc.line));
  // Point out pre-pass renamed types on the failing line: MLIR 19 cannot
  // hold constants of them.
  absl::string_view line = LineOfText(original_, loc.line);
  for (const std::string& type : prepass_.renamed_types) {
    if (line.find(type) != absl::string_view::npos) {
      absl::StrAppend(&text, "\n",
                      FormatDiagnostic(loc, Severity::kNote,
                                       absl::StrCat("element type ", type,
                                                    " is newer than MLIR 19; "
                                                    "tpusim reads it only as a "
                                                    "tensor element type, not "
                                                    "in constants")));
    }
  }
  for (const Note& note : notes) {
    SourceLocation at = loc;
    absl::string_view at_line;
    if (note.loc && Sv(note.loc->getFilename().getValue()) == filename_) {
      size_t note_offset = prepass_.ToOriginalOffset(
          OffsetOf(text_, note.loc->getLine(), note.loc->getColumn()));
      at = LocationOfOffset(filename_, original_, note_offset);
      at_line = LineOfText(original_, at.line);
    }
    absl::StrAppend(&text, "\n",
                    FormatDiagnostic(at, Severity::kNote, note.message, at_line));
  }
  return absl::InvalidArgumentError(text);
}

MlirInputLocations Importer::InputLocations(mlir::Block& block,
                                            const mlir::AsmParserState& state) const {
  MlirInputLocations out;
  // Pre-order is text order, so the cursor counts each line once and the
  // pre-pass edits (one per op in a JAX export with source ranges) are
  // stepped over once; ToOriginalOffset alone would walk them per op.
  LineCursor lines(original_);
  size_t next_edit = 0;
  long long shift = 0;  // Original minus rewritten offset before next_edit.
  size_t last = 0;
  auto at = [&](llvm::SMLoc loc) {
    const size_t offset = static_cast<size_t>(loc.getPointer() - text_.data());
    size_t original;
    if (offset < last) {
      original = prepass_.ToOriginalOffset(offset);
    } else {
      last = offset;
      const std::vector<PrepassEdit>& edits = prepass_.edits;
      while (next_edit < edits.size() &&
             offset >= edits[next_edit].original_offset - shift +
                           edits[next_edit].replacement_length) {
        shift += static_cast<long long>(edits[next_edit].original_length) -
                 static_cast<long long>(edits[next_edit].replacement_length);
        ++next_edit;
      }
      original = next_edit < edits.size() &&
                         offset >= edits[next_edit].original_offset - shift
                     ? edits[next_edit].original_offset
                     : static_cast<size_t>(static_cast<long long>(offset) + shift);
    }
    const LineCursor::Position p = lines.At(original);
    return InputLocation::At(p.line, p.column);
  };
  for (mlir::Operation& top : block) {
    top.walk<mlir::WalkOrder::PreOrder>([&](mlir::Operation* op) {
      if (const mlir::AsmParserState::OperationDefinition* def = state.getOpDef(op)) {
        out.ops[op] = at(def->loc.Start);
      }
      for (mlir::Region& region : op->getRegions()) {
        for (mlir::Block& inner : region) {
          const mlir::AsmParserState::BlockDefinition* def = state.getBlockDef(&inner);
          if (def == nullptr) continue;
          for (size_t i = 0; i < def->arguments.size() && i < inner.getNumArguments(); ++i) {
            out.arguments[inner.getArgument(i)] = at(def->arguments[i].loc.Start);
          }
        }
      }
    });
  }
  return out;
}

absl::Status Importer::CheckTextLimits() const {
  std::optional<TextLimitViolation> violation =
      FindTextLimitViolation(original_, TextSyntax::kMlir);
  if (!violation.has_value()) return absl::OkStatus();
  return ErrorAtOffset(filename_, original_, violation->offset, violation->message);
}

absl::StatusOr<std::string> Importer::Reprint(MlirPrintForm form) {
  TPUSIM_RETURN_IF_ERROR(CheckTextLimits());
  mlir::MLIRContext context(mlir::MLIRContext::Threading::DISABLED);
  SetUpContext(context);
  CapturedDiagnostic diagnostic;
  mlir::ScopedDiagnosticHandler handler(&context, [&](mlir::Diagnostic& diag) {
    if (diag.getSeverity() == mlir::DiagnosticSeverity::Error && !diagnostic.set) {
      diagnostic.set = true;
      diagnostic.message = diag.str();
      diagnostic.loc = FileLocation(diag.getLocation());
    }
    return mlir::success();
  });
  mlir::Block block;
  if (mlir::failed(Parse(context, block, nullptr))) {
    if (diagnostic.loc && Sv(diagnostic.loc->getFilename().getValue()) == filename_) {
      return ErrorAt(OffsetOf(text_, diagnostic.loc->getLine(),
                              diagnostic.loc->getColumn()),
                     diagnostic.message);
    }
    return ErrorWithoutLocation(diagnostic.set ? diagnostic.message
                                               : "could not parse the MLIR text");
  }
  std::string out;
  llvm::raw_string_ostream os(out);
  mlir::OpPrintingFlags flags;
  if (form == MlirPrintForm::kGeneric) flags.printGenericOpForm();
  for (mlir::Operation& op : block) {
    op.print(os, flags);
    os << "\n";
  }
  return out;
}

absl::StatusOr<std::unique_ptr<Module>> Importer::Run() {
  TPUSIM_RETURN_IF_ERROR(CheckTextLimits());
  mlir::MLIRContext context(mlir::MLIRContext::Threading::DISABLED);
  SetUpContext(context);
  CapturedDiagnostic diagnostic;
  mlir::ScopedDiagnosticHandler handler(&context, [&](mlir::Diagnostic& diag) {
    if (diag.getSeverity() != mlir::DiagnosticSeverity::Error || diagnostic.set) {
      return mlir::success();
    }
    diagnostic.set = true;
    diagnostic.message = diag.str();
    diagnostic.loc = FileLocation(diag.getLocation());
    for (const mlir::Diagnostic& note : diag.getNotes()) {
      diagnostic.notes.push_back({note.str(), FileLocation(note.getLocation())});
    }
    return mlir::success();
  });

  mlir::Block block;
  MlirInputLocations locations;
  {
    // Dropped as soon as the positions are read: it also records every use
    // of every value (+26% peak memory on a 300k-op module if kept).
    mlir::AsmParserState state;
    if (mlir::failed(Parse(context, block, &state))) {
      if (!diagnostic.set) return ErrorWithoutLocation("could not parse the MLIR text");
      if (diagnostic.loc && Sv(diagnostic.loc->getFilename().getValue()) == filename_) {
        return ErrorAt(OffsetOf(text_, diagnostic.loc->getLine(),
                                diagnostic.loc->getColumn()),
                       diagnostic.message, diagnostic.notes);
      }
      return ErrorWithoutLocation(diagnostic.message);
    }
    locations = InputLocations(block, state);
  }

  // One top-level module (a bare list of functions is wrapped, as by
  // mlir-opt).
  mlir::OwningOpRef<mlir::ModuleOp> owned;
  size_t top_level = std::distance(block.begin(), block.end());
  if (top_level == 1 && llvm::isa<mlir::ModuleOp>(block.front())) {
    owned = llvm::cast<mlir::ModuleOp>(block.front());
    owned->getOperation()->remove();
  } else {
    size_t modules = 0;
    for (mlir::Operation& op : block) modules += llvm::isa<mlir::ModuleOp>(op);
    if (modules > 0) {
      const std::string message = absl::StrCat(
          "the text holds ", top_level,
          " top-level operations including modules; import one module at a "
          "time (split `// -----` test files first)");
      // At the second top-level operation, where a single module would end.
      auto second = locations.ops.find(&*std::next(block.begin()));
      return ErrorAtInput(second == locations.ops.end() ? InputLocation() : second->second,
                          message);
    }
    owned = mlir::ModuleOp::create(mlir::UnknownLoc::get(&context));
    owned->getBody()->getOperations().splice(owned->getBody()->begin(),
                                             block.getOperations());
  }

  MlirConversionError error;
  std::unique_ptr<Module> module =
      ConvertMlirToHlo(*owned, options_, filename_, &error, &locations);
  if (module) return module;
  // At the op, or at its entry block's argument, as the parse recorded them.
  InputLocation at;
  if (error.op != nullptr) {
    if (auto op = locations.ops.find(error.op); op != locations.ops.end()) at = op->second;
    if (error.argument >= 0 && error.op->getNumRegions() > 0 &&
        !error.op->getRegion(0).empty() &&
        error.argument < static_cast<int>(error.op->getRegion(0).getNumArguments())) {
      auto argument = locations.arguments.find(error.op->getRegion(0).getArgument(error.argument));
      if (argument != locations.arguments.end()) at = argument->second;
    }
  }
  return ErrorAtInput(at, error.message);
}

}  // namespace

absl::StatusOr<std::unique_ptr<Module>> ImportMlirModule(
    absl::string_view text, absl::string_view filename,
    const MlirImportOptions& options) {
  Importer importer(text, filename, options);
  return importer.Run();
}

absl::StatusOr<std::string> ReprintMlir(absl::string_view text,
                                        absl::string_view filename,
                                        MlirPrintForm form) {
  MlirImportOptions options;
  Importer importer(text, filename, options);
  return importer.Reprint(form);
}

}  // namespace tpusim::hlo
