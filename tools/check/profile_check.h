// `tpusim check`: tpusim's predictions against what a profile captured on a
// real TPU. Compares two memory_viewer results of one program (the
// profile's, from XLA's own buffer assignment or the profiler's JSON, and
// ours), the captured buffers' sizes and layouts against the TPU model, and
// the profiled ops' layouts and fusions against the compiler model. Every
// comparison adds to one agreement score; sizes and peaks must agree within
// a tolerance the user sets.
#ifndef TPUSIM_TOOLS_CHECK_PROFILE_CHECK_H_
#define TPUSIM_TOOLS_CHECK_PROFILE_CHECK_H_

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "hlo/ir/hlo_module.h"
#include "memory/memory_viewer.h"
#include "nlohmann/json.hpp"
#include "tools/check/xprof_ops.h"
#include "tpu_model/chip.h"

namespace tpusim::check {

// Compared items that agree, with the first disagreements as examples.
struct Tally {
  int64_t compared = 0;
  int64_t agree = 0;
  std::vector<std::string> examples;  // Capped at kMaxExamples.
  static constexpr size_t kMaxExamples = 20;
  void Add(bool agrees, const std::string& example_if_not);
};

// One buffer listed at the peak by either side.
struct BufferDifference {
  std::string name;  // Instruction (with its shape index).
  std::string captured_shape, predicted_shape;  // "" when absent on that side.
  int64_t captured_bytes = -1, predicted_bytes = -1;
  int64_t captured_unpadded = -1, predicted_unpadded = -1;
  std::string captured_kind, predicted_kind;  // "Parameter", "Temporary", ...
  std::vector<std::string> differences;       // "size", "layout", "kind", "absent", ...
};

// One program's memory: the captured memory_viewer against ours.
struct ProgramCheck {
  std::string program;
  std::string captured_from;  // "XLA's buffer assignment (FILE)", "memory_viewer capture FILE".
  double captured_peak_mib = 0, predicted_peak_mib = 0;
  double captured_unpadded_peak_mib = 0, predicted_unpadded_peak_mib = 0;
  int64_t captured_points = 0, predicted_points = 0;
  // The largest gap between the two heap curves over program order (both
  // resampled to the same points when their lengths differ).
  double curve_max_difference_mib = 0;
  bool peak_within_tolerance = true;
  Tally buffers;  // Buffers at the peak: size, unpadded size, layout, kind.
  std::vector<BufferDifference> buffer_differences;
};

struct CheckReport {
  std::string chip;
  double tolerance = 0;  // Relative: 0.02 for 2%.
  double min_score = 0;
  std::vector<std::string> inputs;
  std::vector<ProgramCheck> programs;
  Tally capture_sizes;    // Captured buffers: padded and unpadded bytes from the shape.
  Tally capture_layouts;  // Captured shapes: the layout predicted from dims alone.
  Tally op_layouts;       // Profiled ops: result layout predicted from dims alone.
  Tally fusion_kinds;     // Fusions per kind, XLA's profiled program vs the compiler model.
  std::vector<std::string> not_compared;  // What the inputs cannot tell, said plainly.

  int64_t compared() const;
  int64_t agree() const;
  double score() const;  // agree / compared; 1 when nothing was compared.
  // Peaks and sizes within the tolerance and the score at least min_score.
  bool passed() const;
  std::vector<std::string> failures() const;
};

// The two results of one program. Buffers pair by instruction name; sizes
// agree within `tolerance` (relative), layouts and kinds exactly.
ProgramCheck CompareMemoryViewers(const std::string& program, const std::string& captured_from,
                                  const memory::MemoryViewerResult& captured,
                                  const memory::MemoryViewerResult& predicted, double tolerance);

// Every buffer a capture lists (at the peak and in the indefinite
// allocations): its padded and unpadded bytes from its shape (within the
// report's tolerance), and the layout predicted from its dims, against what
// XLA recorded.
void CheckCapturedBuffers(const memory::MemoryViewerResult& captured, const std::string& source,
                          const tpu::ChipSpec& chip, CheckReport* report);

// Profiled ops: each array result's layout predicted from its dims. With the
// program the profile ran (`compiled`: the compiler model's output, or the
// optimized module itself), XLA's fusions per kind against its fusions.
void CheckProfiledOps(const std::vector<ProfiledOp>& ops, const std::string& source,
                      const hlo::Module* compiled, const tpu::ChipSpec& chip,
                      CheckReport* report);

std::string CheckReportToText(const CheckReport& report);
nlohmann::json CheckReportToJson(const CheckReport& report);

}  // namespace tpusim::check

#endif  // TPUSIM_TOOLS_CHECK_PROFILE_CHECK_H_
