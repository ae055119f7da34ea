#include "tpu_model/compiler/scan_rewrite.h"

#include <limits>
#include <numeric>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "absl/strings/str_cat.h"
#include "hlo/base/checked_math.h"
#include "hlo/base/status_macros.h"
#include "hlo/ir/attributes.h"
#include "tpu_model/compiler/module_builder.h"
#include "tpu_model/compiler/reducers.h"

namespace tpusim::tpu::compiler {
namespace {

using hlo::HloOpcode;

struct ScanForm {
  int64_t dim = 0;
  bool forward = true;
  bool exclusive = false;
  HloOpcode combine = HloOpcode::kAdd;
};

// `instruction` as a long scan, or nullopt: one input, every window
// dimension trivial but one, which spans the whole dimension with stride 1,
// no dilation or reversal, and padding on one side only (length - 1 for an
// inclusive scan, length for an exclusive one).
std::optional<ScanForm> LongScan(const hlo::Instruction& instruction) {
  if (instruction.opcode() != HloOpcode::kReduceWindow || instruction.operand_count() != 2 ||
      !instruction.shape().IsArray() || !instruction.operand(0)->shape().IsArray()) {
    return std::nullopt;
  }
  const hlo::Window* window = instruction.window();
  const hlo::Shape& input = instruction.operand(0)->shape();
  if (window == nullptr || static_cast<int64_t>(window->dims.size()) != input.rank()) {
    return std::nullopt;
  }
  std::optional<int64_t> scan_dim;
  for (int64_t d = 0; d < input.rank(); ++d) {
    const hlo::WindowDim& w = window->dims[d];
    if (w.size == 1 && w.stride == 1 && w.padding_low == 0 && w.padding_high == 0 &&
        w.window_dilation == 1 && w.base_dilation == 1 && !w.window_reversal) {
      continue;
    }
    if (scan_dim.has_value()) return std::nullopt;
    scan_dim = d;
  }
  if (!scan_dim.has_value()) return std::nullopt;
  const int64_t length = input.dims()[*scan_dim];
  const hlo::WindowDim& w = window->dims[*scan_dim];
  // A dynamic length cannot be tiled (XLA keeps those scans too). Lengths
  // come from untrusted files: past half the int64 range the padding and
  // the exclusive scan's extra element could overflow, so such a scan
  // stays as written.
  const bool dynamic = static_cast<size_t>(*scan_dim) < input.dynamic_dims().size() &&
                       input.dynamic_dims()[*scan_dim];
  if (dynamic || length > std::numeric_limits<int64_t>::max() / 2) return std::nullopt;
  if (length <= kScanBaseLength || w.size != length || w.stride != 1 || w.window_dilation != 1 ||
      w.base_dilation != 1 || w.window_reversal) {
    return std::nullopt;
  }
  ScanForm form;
  form.dim = *scan_dim;
  if ((w.padding_low == length - 1 || w.padding_low == length) && w.padding_high == 0) {
    form.forward = true;
    form.exclusive = w.padding_low == length;
  } else if ((w.padding_high == length - 1 || w.padding_high == length) && w.padding_low == 0) {
    form.forward = false;
    form.exclusive = w.padding_high == length;
  } else {
    return std::nullopt;
  }
  // The result has the input's dims, one longer along the scan when
  // exclusive; anything else is not a scan this pass understands.
  std::vector<int64_t> expected = input.dims();
  expected[form.dim] += form.exclusive ? 1 : 0;
  if (instruction.shape().dims() != expected) return std::nullopt;
  std::optional<HloOpcode> combine = CombiningOp(instruction.called_computation("to_apply"));
  if (!combine.has_value()) return std::nullopt;
  form.combine = *combine;
  return form;
}

// Emits the tree for one scan into a computation under construction.
class TreeBuilder {
 public:
  TreeBuilder(hlo::Computation* copy, const hlo::Instruction& source, hlo::Computation* reducer,
              HloOpcode combine)
      : copy_(copy), source_(source), reducer_(reducer), combine_(combine) {}

  // The scan of `input` along `dim` (reduce-windows up to the base length,
  // trees beyond it).
  hlo::Instruction* Scan(hlo::Instruction* input, hlo::Instruction* init, int64_t dim,
                         bool forward, bool exclusive) {
    const std::vector<int64_t>& dims = input->shape().dims();
    const int64_t length = dims[dim];
    if (length <= kScanBaseLength) return ReduceWindow(input, init, dim, forward, exclusive);
    const int64_t rank = static_cast<int64_t>(dims.size());
    const int64_t last = rank - 1;

    hlo::Instruction* x = input;
    std::vector<int64_t> permutation(rank);
    std::iota(permutation.begin(), permutation.end(), 0);
    if (dim != last) {
      std::swap(permutation[dim], permutation[last]);
      x = Transpose(x, permutation);
    }
    // LongScan bounds the length to half the int64 range: no overflow.
    const int64_t padded = *CheckedRoundUp(length, kScanBaseLength);
    if (padded != length) x = PadOne(x, init, last, 0, padded - length);
    const int64_t columns = padded / kScanBaseLength;
    std::vector<int64_t> tiled_dims(x->shape().dims().begin(), x->shape().dims().end() - 1);
    tiled_dims.push_back(columns);
    tiled_dims.push_back(kScanBaseLength);
    x = Reshape(x, tiled_dims);

    // Each row of 128, then its last (first) element: the row totals.
    hlo::Instruction* rows = ReduceWindow(x, init, rank, forward, /*exclusive=*/false);
    std::vector<int64_t> column_dims(tiled_dims.begin(), tiled_dims.end() - 1);
    std::vector<int64_t> one_column = column_dims;
    one_column.push_back(1);
    hlo::Instruction* totals = SliceOne(rows, rank, forward ? kScanBaseLength - 1 : 0,
                                        forward ? kScanBaseLength : 1, one_column);
    totals = Reshape(totals, column_dims);
    // What comes before each row: an exclusive scan of the totals.
    hlo::Instruction* offsets = Scan(totals, init, last, forward, /*exclusive=*/true);
    offsets = SliceOne(offsets, last, forward ? 0 : 1, forward ? columns : columns + 1,
                       column_dims);
    std::vector<int64_t> kept(rank);
    std::iota(kept.begin(), kept.end(), 0);
    hlo::Instruction* spread = Emit(HloOpcode::kBroadcast, tiled_dims, {offsets}, "broadcast");
    spread->AddAttribute(hlo::Attribute::IntList("dimensions", kept));
    hlo::Instruction* combined = Emit(combine_, tiled_dims, {rows, spread}, "combine");

    std::vector<int64_t> flat_dims(column_dims.begin(), column_dims.end() - 1);
    flat_dims.push_back(padded);
    hlo::Instruction* y = Reshape(combined, flat_dims);
    if (dim != last) y = Transpose(y, permutation);
    if (padded != length) {
      std::vector<int64_t> sliced = y->shape().dims();
      sliced[dim] = length;
      y = SliceOne(y, dim, 0, length, sliced);
    }
    if (exclusive) y = PadOne(y, init, dim, forward ? 1 : 0, forward ? 0 : 1);
    return y;
  }

 private:
  hlo::Instruction* Emit(HloOpcode opcode, const std::vector<int64_t>& dims,
                         std::vector<hlo::Instruction*> operands, absl::string_view what) {
    return AddDerivedInstruction(copy_, source_, absl::StrCat(source_.name(), ".", what), opcode,
                                 hlo::Shape(source_.shape().element_type(), dims), operands);
  }

  hlo::Instruction* ReduceWindow(hlo::Instruction* input, hlo::Instruction* init, int64_t dim,
                                 bool forward, bool exclusive) {
    std::vector<int64_t> dims = input->shape().dims();
    const int64_t length = dims[dim];
    hlo::Window window;
    window.dims.resize(dims.size());
    window.dims[dim].size = length;
    const int64_t pad = exclusive ? length : length - 1;
    (forward ? window.dims[dim].padding_low : window.dims[dim].padding_high) = pad;
    dims[dim] += exclusive ? 1 : 0;
    hlo::Instruction* scan = Emit(HloOpcode::kReduceWindow, dims, {input, init}, "scan");
    scan->AddAttribute({"window", hlo::AttrKind::kWindow, std::move(window)});
    scan->AddAttribute(hlo::Attribute::ComputationRef("to_apply", reducer_));
    return scan;
  }

  hlo::Instruction* Transpose(hlo::Instruction* input, const std::vector<int64_t>& permutation) {
    std::vector<int64_t> dims;
    for (int64_t p : permutation) dims.push_back(input->shape().dims()[p]);
    hlo::Instruction* t = Emit(HloOpcode::kTranspose, dims, {input}, "transpose");
    t->AddAttribute(hlo::Attribute::IntList("dimensions", permutation));
    return t;
  }

  hlo::Instruction* Reshape(hlo::Instruction* input, const std::vector<int64_t>& dims) {
    return Emit(HloOpcode::kReshape, dims, {input}, "reshape");
  }

  // `input` padded with `value` along `dim` only.
  hlo::Instruction* PadOne(hlo::Instruction* input, hlo::Instruction* value, int64_t dim,
                           int64_t low, int64_t high) {
    std::vector<int64_t> dims = input->shape().dims();
    std::vector<hlo::PaddingDim> padding(dims.size());
    padding[dim] = {low, high, 0};
    dims[dim] += low + high;
    hlo::Instruction* padded = Emit(HloOpcode::kPad, dims, {input, value}, "pad");
    padded->AddAttribute({"padding", hlo::AttrKind::kPadding, std::move(padding)});
    return padded;
  }

  // `input` sliced to [start, limit) along `dim` only; `dims` the result's.
  hlo::Instruction* SliceOne(hlo::Instruction* input, int64_t dim, int64_t start, int64_t limit,
                             const std::vector<int64_t>& dims) {
    std::vector<hlo::SliceDim> slice;
    for (int64_t d : input->shape().dims()) slice.push_back({0, d, 1});
    slice[dim] = {start, limit, 1};
    hlo::Instruction* sliced = Emit(HloOpcode::kSlice, dims, {input}, "slice");
    sliced->AddAttribute({"slice", hlo::AttrKind::kSlice, std::move(slice)});
    return sliced;
  }

  hlo::Computation* copy_;
  const hlo::Instruction& source_;
  hlo::Computation* reducer_;
  HloOpcode combine_;
};

bool IsLongScan(const hlo::Instruction& instruction) {
  return LongScan(instruction).has_value();
}

}  // namespace

bool HasLongScans(const hlo::Module& module) {
  return AnyInstructionOutsideFusions(module, IsLongScan);
}

absl::StatusOr<ScansRewritten> RewriteLongScans(const hlo::Module& module) {
  ScansRewritten out;
  TPUSIM_ASSIGN_OR_RETURN(
      out.module,
      RewriteInstructions(
          module,
          [&](const hlo::Instruction& instruction, absl::Span<hlo::Instruction* const> operands,
              hlo::Computation* copy, ModuleBuilder& builder) -> hlo::Instruction* {
            const std::optional<ScanForm> form = LongScan(instruction);
            if (!form.has_value()) return nullptr;
            TreeBuilder tree(copy, instruction,
                             builder.Mapped(instruction.called_computation("to_apply")),
                             form->combine);
            hlo::Instruction* made =
                tree.Scan(operands[0], operands[1], form->dim, form->forward, form->exclusive);
            made->set_name(instruction.name());  // The tree's result takes the scan's name.
            ++out.rewritten;
            return made;
          }));
  return out;
}

}  // namespace tpusim::tpu::compiler
