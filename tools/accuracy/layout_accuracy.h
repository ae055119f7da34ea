// Accuracy harness for the TPU size and layout model (`tpusim accuracy
// layouts`): replays every real XLA:TPU layout and buffer size in the shared
// reference data and counts how many the model reproduces, per TPU
// generation. It lives on the tools side because it reads the HloProto text
// dumps with the project's proto importer (hlo/proto), which tpu_model/ does
// not link.
//
// Inputs (paths relative to the shared folder; absent files are skipped):
//   data/tpu_oom/records.jsonl          OOM allocations (printed sizes, shapes,
//                                       operand shapes in the XLA label)
//   data/xprof_v5p/memory_viewer_*.json v5p buffers with exact padded and
//                                       unpadded sizes
//   data/xprof_v5p/op_profile_tpu_training.json, hlo_stats_tpu_training.json
//                                       v5p op expressions (laid-out shapes)
//   corpus/tpu/*.hlo_proto.txt          v6e modules + logical buffer sizes
//                                       (hlo::ReadHloProtoText)
//   corpus/tpu/rudrite_hlo_pairs.json   v6e optimized HLO text
//
// Figures per generation:
//   exact_size        sizes reproduced byte- and string-exact from the
//                     printed layout (OOM records, memory_viewer buffers, v6e
//                     logical buffers);
//   tile_choice       tiles (and E(n)) predicted for the printed dim order;
//   layout_choice     the whole layout (dim order and tiles) predicted from
//                     the shape with its layout removed, over every array
//                     in the data, op-constrained intermediates included;
//   standalone_layout the same for stand-alone arrays only: entry parameters
//                     and outputs, whose layout no consumer op constrains.
//                     This is the prediction's stated scope; intermediates
//                     take layouts that layout assignment propagates from
//                     the ops around them (dot and transpose operands, conv
//                     activations), which a shape alone cannot tell;
//   bytes_within_1pct padded bytes of that predicted layout within 1% of the
//                     real layout's.
// Layout cases are distinct (generation, shape) pairs of tiled array shapes,
// memory space ignored (S(n) is memory-space assignment, not layout).
#ifndef TPUSIM_TOOLS_ACCURACY_LAYOUT_ACCURACY_H_
#define TPUSIM_TOOLS_ACCURACY_LAYOUT_ACCURACY_H_

#include <cstdint>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "nlohmann/json.hpp"

namespace tpusim::accuracy {

struct AccuracyCount {
  int64_t cases = 0;
  int64_t hits = 0;
  // hits / cases; 1.0 when there are no cases.
  double rate() const { return cases == 0 ? 1.0 : double(hits) / double(cases); }
  void Add(bool hit) {
    ++cases;
    hits += hit ? 1 : 0;
  }
};

struct GenerationAccuracy {
  std::string generation;  // "v2" ... "v7x", or "unknown" (generation not stated).
  AccuracyCount exact_size;
  AccuracyCount tile_choice;
  AccuracyCount layout_choice;
  AccuracyCount standalone_layout;
  AccuracyCount bytes_within_1pct;
};

struct AccuracyMismatch {
  std::string generation;
  std::string kind;    // "exact_size", "tile_choice", "layout_choice",
                       // "standalone_layout", "bytes_within_1pct"
  std::string source;  // File (and record/buffer) the case came from.
  std::string shape;   // The real shape as printed.
  std::string expected;
  std::string actual;
};

struct LayoutAccuracyReport {
  std::string shared_dir;
  std::vector<GenerationAccuracy> generations;  // Oldest first, "unknown" last.
  GenerationAccuracy total;                      // generation "all".
  std::vector<AccuracyMismatch> mismatches;      // Capped at options.max_mismatches.
  int64_t mismatches_dropped = 0;
  std::vector<std::string> sources;  // Files read.
  std::vector<std::string> missing;  // Files looked for and absent.

  nlohmann::json ToJson() const;
  // The per-generation table, then the mismatches.
  std::string ToText() const;
};

struct LayoutAccuracyOptions {
  std::string shared_dir = "../shared";
  size_t max_mismatches = 100;
};

// Reads the shared data and scores the model. NotFound when none of the
// inputs exists; InvalidArgument when an input is malformed.
absl::StatusOr<LayoutAccuracyReport> RunLayoutAccuracy(
    const LayoutAccuracyOptions& options);

}  // namespace tpusim::accuracy

#endif  // TPUSIM_TOOLS_ACCURACY_LAYOUT_ACCURACY_H_
