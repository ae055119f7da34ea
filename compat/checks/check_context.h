// Internal to compat: what a rule's check function sees (CheckContext) and
// how it reports (FindingSink), plus the program facts several checks share.
#ifndef TPUSIM_COMPAT_CHECKS_CHECK_CONTEXT_H_
#define TPUSIM_COMPAT_CHECKS_CHECK_CONTEXT_H_

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/container/flat_hash_set.h"
#include "absl/status/statusor.h"
#include "compat/config.h"
#include "compat/report.h"
#include "compat/rules.h"
#include "hlo/base/checked_math.h"
#include "hlo/ir/hlo_module.h"
#include "tpu_model/chip.h"
#include "tpu_model/layout_policy.h"
#include "tpu_model/mesh.h"

namespace tpusim::compat {

// The instructions that execute as program ops: those of the entry
// computation and of every computation it reaches through control flow,
// fusion, async wrappers and calls -- but not reducer-style computations
// (to_apply of reduce/sort/scatter/all-reduce..., select/scatter of
// select-and-scatter), whose scalar ops run inside their caller.
class ProgramView {
 public:
  explicit ProgramView(const hlo::Module& module);

  // Program ops, callee computations first, program order within each.
  const std::vector<const hlo::Instruction*>& ops() const { return ops_; }
  // Inside a fusion or async wrapper: no HBM buffer of its own.
  bool IsFusedOrWrapped(const hlo::Computation* computation) const {
    return fused_.contains(computation);
  }
  // Whether `instruction`'s output gets an HBM buffer of its own (roughly:
  // outside fusions, not plumbing, not a parameter of a callee).
  bool HasOwnBuffer(const hlo::Instruction& instruction) const;

 private:
  std::vector<const hlo::Instruction*> ops_;
  absl::flat_hash_set<const hlo::Computation*> fused_;
};

// Predicted HBM use of one device, from tpusim's buffer assignment
// (memory/), split the way XLA:TPU's OOM report splits it.
struct HbmEstimate {
  int64_t parameters = 0;   // Entry parameter allocations.
  int64_t outputs = 0;      // Live-out allocations not aliased to parameters.
  int64_t constants = 0;
  int64_t temporaries = 0;  // The temp heap and other preallocated buffers.
  // Sized through the compiler model (tpu_model/compiler): a
  // pre-optimization program as XLA:TPU is predicted to compile it, per
  // device. False for optimized input, or when the model could not run and
  // the program was sized as written.
  bool compiled = false;
  // Sums saturate: absurd sizes stay absurdly large rather than wrap (issue 16).
  int64_t total() const {
    return SaturatingAdd(SaturatingAdd(parameters, outputs), SaturatingAdd(constants, temporaries));
  }
  // What no fusion or schedule can remove: the program's inputs and outputs.
  int64_t floor() const { return SaturatingAdd(parameters, outputs); }
};

// Computed on first use and shared by the rules of one module (compat/
// checks/oom.cc); an error when the memory model cannot size the module.
class HbmEstimateCache {
 public:
  // `layouts` is `module`'s policy, with a chip.
  const absl::StatusOr<HbmEstimate>& Get(const hlo::Module& module,
                                         const tpu::LayoutPolicy& layouts);

 private:
  std::optional<absl::StatusOr<HbmEstimate>> estimate_;
};

struct CheckContext {
  const hlo::Module& module;
  const ProgramView& program;
  const tpu::ChipSpec* chip;  // Non-null for rules with needs_chip.
  // The module's policy (tpu_model/layout_policy.h), with `chip`: whether
  // XLA has fused it (is_fused: every op outside a fusion owns a buffer)
  // and how padding advice reads a written layout (advice_tileless).
  const tpu::LayoutPolicy& layouts;
  std::optional<int64_t> slice_devices;
  const Thresholds& thresholds;
  HbmEstimateCache& hbm;
  // Axis names for suggestions (LintOptions::mesh); may be empty.
  const tpu::DeviceMesh& mesh;
};

// Collects one rule's findings for one module.
class FindingSink {
 public:
  FindingSink(const RuleSpec& rule, Severity severity, const hlo::Module& module,
              absl::string_view input_file, std::vector<Finding>* out)
      : rule_(rule), severity_(severity), module_(module), input_file_(input_file), out_(out) {}

  // A finding about `at`. `key` is the stable detail that fingerprints it.
  void Report(const hlo::Instruction& at, std::string message, std::string key);
  // A finding about the whole module.
  void ReportModule(std::string message, std::string key);
  // Notes the count on findings that stand for repeats; call once, after
  // the check.
  void Finish();

 private:
  // The fields every finding of this rule and module shares.
  Finding NewFinding(std::string message, std::string key) const;

  const RuleSpec& rule_;
  Severity severity_;
  const hlo::Module& module_;
  absl::string_view input_file_;
  std::vector<Finding>* out_;
  size_t first_ = out_->size();
  // Group key -> index in *out_ (RuleSpec::group_repeats).
  absl::flat_hash_map<std::string, size_t> groups_;
};

// Opcode classes the checks share.
// Ops that only pass values along (tuple, get-tuple-element, bitcast,
// parameters, control flow, async wrappers, fusion shells): the work, if
// any, is done by the ops they forward from or call.
bool IsPlumbing(hlo::HloOpcode opcode);
// Ops that move or replicate data without arithmetic on it.
bool IsDataMovement(hlo::HloOpcode opcode);
// Matrix-unit ops: dot, convolution, ragged-dot, scaled-dot.
bool IsMatmul(hlo::HloOpcode opcode);

// Devices a sharding text needs: the product of every `devices=[...]` tile
// assignment and `maximal device=N` + 1; 0 for replicated/manual/unknown.
int64_t ShardingDevices(absl::string_view sharding);

// Whether any array leaf of `shape` has element type `type`.
bool ShapeHasType(const hlo::Shape& shape, hlo::PrimitiveType type);
// A constant whose users are all converts (XLA folds them): not arithmetic.
bool IsConstantOnlyConverted(const hlo::Instruction& instruction);

}  // namespace tpusim::compat

#endif  // TPUSIM_COMPAT_CHECKS_CHECK_CONTEXT_H_
