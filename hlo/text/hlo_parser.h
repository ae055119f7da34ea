// Parser for XLA's HLO text format (what XLA's HloModule::ToString and
// dumps print). Accepts everything XLA's printer emits: comments,
// /*index=N*/ markers, %-less names, nested operands, async sugar, raw-JSON
// backend_config and unknown metadata keys.
//
// Choices where the text leaves room (each printed back by hlo_printer.h):
// - Attributes keep their text order and XLA's names; keys the parser does
//   not type (and unknown keys) are kept as kRaw with their balanced value
//   text, never dropped. metadata and control-predecessors go to their own
//   Instruction fields.
// - A nested operand (`add(%x, multiply(%y, %z))`) becomes an instruction
//   of its own placed just before its user, named `<opcode>.N` (unique in
//   its computation) once the computation is complete.
// - Omitted result shapes are inferred as XLA does for the ops it allows:
//   elementwise ops take the operand's shape (operand 1 for select/clamp),
//   compare and is-finite give pred, real/imag the component type, tuple and
//   get-tuple-element follow their operands.
// - Async sugar: an unknown opcode `X-start` / `X-update` / `X-done`, X a
//   real opcode, is XLA's async-start / async-update / async-done wrapping
//   X. The parser builds an async-start whose `calls` attribute is a
//   synthesised computation (marked IsAsyncSugarWrapper()) holding one
//   parameter per operand and the X instruction as root. The X instruction
//   receives the opcode attributes; the async op keeps the attributes every
//   instruction may carry (sharding, frontend_attributes, backend_config,
//   statistics, origin, async_execution_thread), metadata and control
//   predecessors. X's shape is element {1} of the async-start's tuple shape
//   (XLA's ((operands), result, context) layout). X-update / X-done get a
//   `calls` attribute naming the same computation. The printer folds the
//   wrapper back into `X-start(...)`. Real opcodes (all-reduce-start,
//   copy-start, ...) stay as they are.
// - Instruction ids are assigned in text order across the module; the entry
//   is the ENTRY computation, else the last one; Module::Finalize() is run.
#ifndef TPUSIM_HLO_TEXT_HLO_PARSER_H_
#define TPUSIM_HLO_TEXT_HLO_PARSER_H_

#include <memory>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "hlo/ir/hlo_module.h"

namespace tpusim::hlo {

// Parses a whole `HloModule ...` text. Errors are InvalidArgument with a full
// diagnostic: "FILE:LINE:COL: error: message", the line and a caret.
absl::StatusOr<std::unique_ptr<Module>> ParseHloModule(
    absl::string_view text, absl::string_view filename = "<input>");

// One instruction parsed on its own, as in xprof's op expressions:
// "%fusion.3 = f32[8]{0} fusion(f32[8]{0} %p), kind=kLoop, calls=%f".
struct HloInstructionLine {
  // Owns everything. Its entry computation holds one parameter per distinct
  // operand or control-predecessor name (numbered in first-use order, shaped
  // as written, or an invalid Shape() when the text gave none), any nested
  // operand instructions, and `instruction` as its root. Called computations
  // are empty placeholders carrying the referenced names. The module is not
  // Finalize()d (the placeholders have no instructions).
  std::unique_ptr<Module> module;
  Instruction* instruction = nullptr;
  // The operand shapes as written, one per operand of `instruction`.
  std::vector<Shape> operand_shapes;
};

absl::StatusOr<HloInstructionLine> ParseHloInstructionLine(
    absl::string_view line, absl::string_view filename = "<line>");

}  // namespace tpusim::hlo

#endif  // TPUSIM_HLO_TEXT_HLO_PARSER_H_
