// Scores tpusim against the real XLA:TPU compiler, recorded as a corpus by
// tools/oracle/record.py (test/data/oracle/: a manifest with XLA's
// memory_analysis() per case, the pre-optimization StableHLO and XLA's
// optimized module with its own BufferAssignmentProto). See docs/oracle.md.
//
// Two questions per case:
//  - post-optimization: given XLA's optimized module, does tpusim's buffer
//    assignment give exactly XLA's argument / output / alias / temp bytes?
//  - pre-optimization: given the StableHLO the user has, how close are
//    tpusim's figures, does its fits / out-of-memory verdict agree with
//    XLA's compile, and does it predict XLA's entry layouts?
#ifndef TPUSIM_TOOLS_ACCURACY_ORACLE_ACCURACY_H_
#define TPUSIM_TOOLS_ACCURACY_ORACLE_ACCURACY_H_

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "hlo/ir/buffer_assignment_record.h"
#include "hlo/ir/hlo_module.h"
#include "nlohmann/json.hpp"

namespace tpusim::accuracy {

// The device-memory part of XLA's CompiledMemoryStats.
struct MemoryStats {
  int64_t argument_bytes = 0;
  int64_t output_bytes = 0;
  int64_t alias_bytes = 0;
  int64_t temp_bytes = 0;
  // What the program needs at once: arguments, outputs that do not reuse an
  // argument, and the temporaries (JAX users' "peak" from memory_analysis).
  int64_t Peak() const { return argument_bytes + output_bytes - alias_bytes + temp_bytes; }
  bool operator==(const MemoryStats&) const = default;
};

// XLA's accounting over a buffer assignment (xla/pjrt/compiled_memory_stats.cc,
// PopulateBufferStatsFromAllocations): parameter allocations are arguments
// (and aliased bytes when an output reuses them), live-out allocations are
// outputs, and every other allocation that is not thread-local or a
// constant is a temporary. Only HBM (memory space 0) counts: oracle cases on
// v4, v5e, v5p and v6e report no temp for their VMEM (S(1)), sync-flag (S(2))
// and CMEM (S(3)) allocations. Sizes from untrusted files are summed with
// overflow checks.
// `module`, when given, names the while conditions, whose buffers XLA:TPU
// leaves out of the temp figure, and the called computations' parameters,
// which hold their caller's buffers without allocating them.
absl::StatusOr<MemoryStats> StatsFromAssignment(const hlo::BufferAssignmentRecord& record,
                                                const hlo::Module* module = nullptr);

struct OracleOptions {
  std::string corpus_dir;       // Holds manifest.json.
  std::string only_family;      // Empty: every family.
  std::string only_chip;        // Empty: every chip.
  int64_t max_cases = -1;       // -1: all.
  bool progress = false;        // One line per case on stderr.
  // Pre-optimization programs as written, without the compiler model.
  bool as_written = false;
};

struct OracleCase {
  std::string name;
  std::string family;
  std::string chip;
  bool sharded = false;
  std::string xla_status;  // "ok", "oom" or "error".
  double xla_compile_seconds = 0;
  std::optional<MemoryStats> xla;  // memory_analysis(), when it compiled.
  // An out-of-memory compile's "total memory required" (its error message).
  std::optional<int64_t> xla_oom_required_bytes;

  // Post-optimization: XLA's own assignment under the accounting rule, and
  // tpusim's assignment of the same module.
  std::optional<MemoryStats> xla_assignment;
  std::optional<MemoryStats> post;
  std::string post_error;
  bool post_exact = false;  // tpusim's figures == memory_analysis().
  // Splits a miss in two: does the accounting rule reproduce
  // memory_analysis() from XLA's own assignment, and does tpusim's
  // assignment give the same figures as XLA's under that rule?
  bool accounting_exact() const {
    return xla.has_value() && xla_assignment.has_value() && *xla == *xla_assignment;
  }
  bool assignment_exact() const {
    return post.has_value() && xla_assignment.has_value() && *post == *xla_assignment;
  }

  // Pre-optimization (the StableHLO).
  std::optional<MemoryStats> pre;
  std::string pre_error;
  bool pre_fits = false;  // Fits, or fits once XLA rematerializes.
  // When the program is over the capacity: the peak after the predicted
  // rematerialization (what XLA's out-of-memory message reports).
  std::optional<int64_t> pre_rematerialized_peak;
  double tpusim_seconds = 0;  // Import + analysis of the StableHLO.
  int layouts_checked = 0;
  int layouts_exact = 0;
  // Layouts of the fusion outputs of XLA's optimized module (CompareFusion-
  // OutputLayouts): how many had a same-shape fusion output in tpusim's
  // compiled program, and how many of those got XLA's layout.
  int fusion_layouts_matched = 0;
  int fusion_layouts_exact = 0;
  int fusion_layouts_unmatched = 0;
  // Values that take HBM of their own (HbmTempValues): XLA's in its
  // optimized module, tpusim's in the compiled pre-optimization program.
  int64_t xla_hbm_values = -1;
  int64_t pre_hbm_values = -1;

  // Capacity-crossing sweeps: the sweep's name, the varied parameter and
  // its value here (empty / 0 outside sweeps).
  std::string sweep;
  int64_t sweep_value = 0;
  std::string stablehlo_path;

  bool xla_fits() const { return xla_status == "ok"; }
};

// One capacity-crossing sweep scored as `tpusim fit` answers it: the
// largest value that fits, searched from the sweep's smallest program with
// the dims that change along the sweep re-sized, against XLA's boundary
// (its last value that compiled and its first out-of-memory value).
struct OracleSweepFit {
  std::string name;
  std::string chip;
  std::string keys;  // The varied argument dims, "0.1,1.1,2.1".
  int64_t xla_last_fit = -1;
  std::optional<int64_t> xla_first_oom;
  std::optional<int64_t> tpusim_max_fitting;
  std::string error;
  // Within one sweep step: XLA's last fit <= tpusim's < XLA's first OOM.
  bool agrees = false;
};

// One row of the table: a chip, a family, or everything.
struct OracleTally {
  std::string label;
  int cases = 0;
  int post_cases = 0, post_exact = 0;
  int accounting_cases = 0, accounting_exact = 0;  // The rule on XLA's assignment.
  int assignment_cases = 0, assignment_exact = 0;  // tpusim's assignment vs XLA's.
  int pre_cases = 0, pre_exact = 0, pre_within_1pct = 0, pre_within_10pct = 0;
  int verdict_cases = 0, verdict_agree = 0;
  int layouts_checked = 0, layouts_exact = 0;
  int fusion_layouts_matched = 0, fusion_layouts_exact = 0, fusion_layouts_unmatched = 0;
  int temp_cases = 0, temp_within_10pct = 0;  // Pre-opt temp vs XLA's.
  int hbm_value_cases = 0, hbm_values_within_10pct = 0;
  // Out-of-memory cases: tpusim's pre-opt peak vs the figure in XLA's error.
  int oom_cases = 0, oom_within_10pct = 0, oom_within_1pct = 0;
  std::vector<double> peak_ratios;  // tpusim / XLA, pre-optimization.
  std::vector<double> speedups;     // XLA compile time / tpusim time.
};

struct OracleReport {
  std::string corpus_dir;
  nlohmann::json generator;
  std::vector<OracleCase> cases;
  std::vector<OracleSweepFit> sweeps;
  std::vector<OracleTally> by_chip;
  std::vector<OracleTally> by_family;
  OracleTally total;
  // The cases with a sharded program (issue 13 scores per-device peaks).
  OracleTally sharded;

  std::string ToText() const;
  nlohmann::json ToJson() const;
};

absl::StatusOr<OracleReport> RunOracleAccuracy(const OracleOptions& options);

// Logical buffers of at least 4 KiB in HBM (memory space 0) temp
// allocations: the values a program materializes in HBM beyond its
// arguments and outputs (index tables, flags and scalars left out).
int64_t HbmTempValues(const hlo::BufferAssignmentRecord& record);

}  // namespace tpusim::accuracy

#endif  // TPUSIM_TOOLS_ACCURACY_ORACLE_ACCURACY_H_
