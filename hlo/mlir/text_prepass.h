// A documented text pre-pass that lets MLIR 19 read StableHLO text printed
// by newer tools (JAX, StableHLO >= 1.8). It rewrites only syntax MLIR 19
// cannot lex, never semantics, and records every edit so diagnostics point
// at the original text:
//
//  1. Source-range locations (JAX >= Feb 2025 with debug info):
//     `loc("f.py":10:8 to :54)` and `loc("f.py":10:8 to 12:3)`. The
//     ` to ...` part is blanked with spaces (same length), so the location
//     keeps its start line and column.
//  2. Float types added in LLVM 20: f8E3M4, f4E2M1FN, f6E2M3FN, f6E3M2FN,
//     f8E8M0FNU. Each becomes the opaque type `!tpusim.<name>`, which the
//     converter maps to the HLO element type (or rejects precisely when HLO
//     has none, e.g. f6). Dense constants of these types cannot be read by
//     MLIR 19; the importer reports them with a note naming the type.
//  3. Boolean hex constants in the one-byte-per-element layout newer MLIR
//     prints (`dense<"0x0100...01"> : tensor<100xi1>`); MLIR 19 stores i1 as
//     packed bits and rejects the byte form ("elements hex data size is
//     invalid"). The hex string is repacked to bits (same values).
//
// Everything else (dense_resource<__elided__>, `#loc` aliases, callsite and
// fused locations, quantized types) parses in MLIR 19 as is.
#ifndef TPUSIM_HLO_MLIR_TEXT_PREPASS_H_
#define TPUSIM_HLO_MLIR_TEXT_PREPASS_H_

#include <cstddef>
#include <string>
#include <vector>

#include "absl/strings/string_view.h"

namespace tpusim::hlo {

// One replacement: `original_length` bytes at `original_offset` became
// `replacement_length` bytes.
struct PrepassEdit {
  size_t original_offset = 0;
  size_t original_length = 0;
  size_t replacement_length = 0;
  std::string what;  // e.g. "f8E3M4", "source range"
};

struct PrepassResult {
  // The rewritten text; empty when nothing needed rewriting (then the input
  // is used as is, without a copy).
  std::string text;
  std::vector<PrepassEdit> edits;  // In text order.
  // The text to parse: `text`, or `original` when there were no edits.
  absl::string_view TextFor(absl::string_view original) const {
    return edits.empty() ? original : absl::string_view(text);
  }
  // Byte offset in `text` -> byte offset in the original input.
  size_t ToOriginalOffset(size_t offset) const;
  // The float types that were renamed, once each, in order of appearance.
  std::vector<std::string> renamed_types;
};

// Prefix of the opaque types the pre-pass introduces (`!tpusim.f8E3M4`).
inline constexpr absl::string_view kPrepassTypeDialect = "tpusim";

PrepassResult RunTextPrepass(absl::string_view text);

}  // namespace tpusim::hlo

#endif  // TPUSIM_HLO_MLIR_TEXT_PREPASS_H_
