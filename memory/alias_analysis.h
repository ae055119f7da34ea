// Groups values that must live in the same memory into buffers: XLA's
// HloAliasAnalysis (xla/hlo/analysis/hlo_alias_analysis.cc). Values are
// merged when
//  - the module's input_output_alias ties an entry root output to a
//    parameter (buffer_donor entries are first paired with outputs of equal
//    size and memory space, as OptimizeInputOutputBufferAlias does);
//  - they meet at a while loop (init, body and condition parameters, body
//    root, while output) or a conditional (branch roots and output);
//  - an in-place op writes an operand's buffer (InPlaceInputOutputPairs:
//    dynamic-update-slice, scatter, output_to_operand_aliasing, ...).
// A buffer's size is the largest of its values.
#ifndef TPUSIM_MEMORY_ALIAS_ANALYSIS_H_
#define TPUSIM_MEMORY_ALIAS_ANALYSIS_H_

#include <cstdint>
#include <span>
#include <utility>
#include <vector>

#include "absl/status/statusor.h"
#include "memory/dataflow.h"
#include "memory/size_function.h"

namespace tpusim::memory {

using BufferIndex = int32_t;

class AliasAnalysis {
 public:
  // `sizes` pairs buffer donors with outputs; may be null (donors ignored).
  static absl::StatusOr<AliasAnalysis> Run(const Dataflow& dataflow, const SizeFunction* sizes);

  int32_t buffer_count() const { return static_cast<int32_t>(buffer_begin_.size()) - 1; }
  BufferIndex BufferOf(ValueIndex v) const { return value_buffer_[v]; }
  // The buffer's values in increasing id order.
  std::span<const ValueIndex> values(BufferIndex b) const {
    return {buffer_values_.data() + buffer_begin_[b],
            static_cast<size_t>(buffer_begin_[b + 1] - buffer_begin_[b])};
  }
  bool LivesOut(BufferIndex b) const { return live_out_[b] != 0; }
  // input_output_alias after donor pairing.
  const std::vector<hlo::InputOutputAlias>& input_output_aliases() const { return aliases_; }
  bool ParameterHasAlias(int64_t parameter, const hlo::ShapeIndex& index) const;
  // Parameters (number, index) that were given as buffer_donor and got paired.
  int32_t paired_donor_count() const { return paired_donors_; }

 private:
  std::vector<BufferIndex> value_buffer_;
  std::vector<int32_t> buffer_begin_;
  std::vector<ValueIndex> buffer_values_;
  std::vector<uint8_t> live_out_;
  std::vector<hlo::InputOutputAlias> aliases_;
  // (parameter number, index) of every alias, sorted: a train step asks
  // about each of its thousands of parameters.
  std::vector<std::pair<int64_t, hlo::ShapeIndex>> aliased_parameters_;
  int32_t paired_donors_ = 0;
};

}  // namespace tpusim::memory

#endif  // TPUSIM_MEMORY_ALIAS_ANALYSIS_H_
