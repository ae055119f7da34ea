// Efficiency rules: padding, MXU fill, the performance guide's batch and
// feature sizes, and broadcasts that end up in HBM. All warnings; their
// thresholds come from the config (config.h Thresholds).
#include <algorithm>
#include <cstdio>
#include <optional>
#include <string>
#include <vector>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "compat/checks/checks.h"
#include "tpu_model/layout_policy.h"
#include "tpu_model/mxu.h"
#include "tpu_model/shape_size.h"

namespace tpusim::compat::checks {
namespace {

using hlo::HloOpcode;

int64_t RoundUpTo(int64_t value, int64_t multiple) {
  return (value + multiple - 1) / multiple * multiple;
}

// The multiple of `multiple` nearest to `value` (ties and zero go up).
int64_t NearestMultiple(int64_t value, int64_t multiple) {
  const int64_t up = RoundUpTo(value, multiple);
  const int64_t down = value / multiple * multiple;
  if (down > 0 && value - down < up - value) return down;
  return up;
}

void ArrayLeaves(const hlo::Shape& shape, std::vector<const hlo::Shape*>* out) {
  if (shape.IsTuple()) {
    for (const hlo::Shape& element : shape.tuple_shapes()) ArrayLeaves(element, out);
  } else if (shape.IsArray()) {
    out->push_back(&shape);
  }
}

// The dim of a laid-out array that its first tile pads the most, with the
// tile bound along it.
struct PaddedDim {
  int64_t dimension = -1;
  int64_t size = 0;
  int64_t tile = 1;
  double ratio = 1.0;
};

PaddedDim WorstPaddedDim(const hlo::Shape& laid_out) {
  PaddedDim worst;
  const hlo::Layout& layout = laid_out.layout();
  if (layout.tiles.empty()) return worst;
  const std::vector<int64_t>& tile = layout.tiles.front().dims;
  const std::vector<int64_t>& m2m = layout.minor_to_major;
  // tile.back() bounds the minor-most physical dim, and so on outwards.
  for (size_t j = 0; j < tile.size() && j < m2m.size(); ++j) {
    const int64_t bound = tile[tile.size() - 1 - j];
    const int64_t dim = m2m[j];
    const int64_t size = laid_out.dim(dim);
    if (bound <= 1 || size <= 0) continue;
    const double ratio = double(RoundUpTo(size, bound)) / double(size);
    if (ratio > worst.ratio) worst = {dim, size, bound, ratio};
  }
  return worst;
}

// The fused root of a fusion, looking through ops that do not change what a
// broadcast is (convert, bitcast, reshape, copy).
const hlo::Instruction* FusedRootThroughReshapes(const hlo::Instruction& fusion) {
  const hlo::Computation* body = fusion.fused_computation();
  if (body == nullptr || body->root() == nullptr) return nullptr;
  const hlo::Instruction* root = body->root();
  while (root->operand_count() == 1 &&
         (root->opcode() == HloOpcode::kConvert || root->opcode() == HloOpcode::kBitcast ||
          root->opcode() == HloOpcode::kReshape || root->opcode() == HloOpcode::kCopy)) {
    root = root->operand(0);
  }
  return root;
}

// A while loop's state element `index` that its body only passes along
// (the body's result at `index` is the body parameter's element `index`).
bool LoopInvariantElement(const hlo::Instruction& loop, int64_t index) {
  const hlo::Computation* body = loop.called_computation("body");
  if (body == nullptr || body->root() == nullptr) return false;
  const hlo::Instruction* root = body->root();
  if (root->opcode() != HloOpcode::kTuple || index >= root->operand_count()) return false;
  const hlo::Instruction* element = root->operand(index);
  return element->opcode() == HloOpcode::kGetTupleElement && element->tuple_index() == index &&
         element->operand_count() == 1 &&
         element->operand(0)->opcode() == HloOpcode::kParameter;
}

// The consumer that forces `broadcast` into HBM, or nullptr. XLA never fuses
// into custom calls, collectives, conditionals, sends and optimization
// barriers (instruction_fusion.cc IsFusible); calls are inlined first. Loop
// state counts only when the body never updates it: an accumulator the loop
// writes must exist anyway, a read-only one could be broadcast inside.
const hlo::Instruction* NonFusibleConsumer(const hlo::Instruction& broadcast) {
  auto non_fusible = [](const hlo::Instruction& user) {
    switch (user.opcode()) {
      case HloOpcode::kCustomCall:
      case HloOpcode::kConditional:
      case HloOpcode::kOptimizationBarrier:
      case HloOpcode::kSend:
      case HloOpcode::kOutfeed:
      case HloOpcode::kAsyncStart:
        return true;
      default:
        return hlo::IsCollective(user.opcode());
    }
  };
  for (const hlo::Instruction* user : broadcast.users()) {
    if (non_fusible(*user)) return user;
    if (user->opcode() != HloOpcode::kTuple) continue;
    for (const hlo::Instruction* tuple_user : user->users()) {
      if (tuple_user->opcode() == HloOpcode::kWhile) {
        for (int64_t i = 0; i < user->operand_count(); ++i) {
          if (user->operand(i) == &broadcast && LoopInvariantElement(*tuple_user, i)) {
            return tuple_user;
          }
        }
      } else if (non_fusible(*tuple_user)) {
        return tuple_user;
      }
    }
  }
  return nullptr;
}

// Part of the entry computation's result: the program returns it, so it is
// in HBM whatever its producer.
bool IsProgramResult(const hlo::Instruction& instruction) {
  const hlo::Computation* computation = instruction.parent();
  if (computation == nullptr || !computation->IsEntry()) return false;
  if (instruction.IsRoot()) return true;
  for (const hlo::Instruction* user : instruction.users()) {
    if (user->opcode() == HloOpcode::kTuple && user->IsRoot()) return true;
  }
  return false;
}

// A dot or convolution big enough to matter, as the MXU sees it.
struct Matmul {
  tpu::MxuAnalysis mxu;
  int64_t rows = 0;      // Streamed rows: batch (x spatial positions).
  int64_t features = 0;  // Input features (channels, without the window).
  int64_t outputs = 0;   // Output features (per group).
};

// Gradient ops (JAX's transpose(jvp(...)) scopes, PyTorch's *_backward ops)
// run the forward layer's sizes again, transposed: the forward op is where
// they are chosen and where they are reported.
bool IsGradientOp(const hlo::Instruction& op) {
  const hlo::OpMetadata& metadata = op.metadata();
  return absl::StrContains(metadata.op_name, "transpose(") ||
         absl::StrContains(metadata.op_name, "backward") ||
         absl::StrContains(metadata.op_type, "backward");
}

// nullopt for other ops, gradient ops, ops the MXU model cannot read, and
// matmuls below the FLOP floor.
std::optional<Matmul> AnalyzeMatmul(const hlo::Instruction& op, const CheckContext& context) {
  if ((op.opcode() != HloOpcode::kDot && op.opcode() != HloOpcode::kConvolution) ||
      op.operand_count() < 2 || IsGradientOp(op)) {
    return std::nullopt;
  }
  absl::StatusOr<tpu::MxuAnalysis> mxu = tpu::AnalyzeMxu(
      op, {op.operand(0)->shape(), op.operand(1)->shape()}, *context.chip);
  if (!mxu.ok()) return std::nullopt;
  const double flops =
      2.0 * double(mxu->m) * double(mxu->k) * double(mxu->n) * double(mxu->groups);
  if (flops < context.thresholds.matmul_min_flops) return std::nullopt;
  Matmul matmul{*mxu, mxu->m, mxu->k, mxu->n};
  if (op.opcode() == HloOpcode::kConvolution) {
    const hlo::ConvolutionDimensionNumbers* dn = op.convolution_dimension_numbers();
    const hlo::Shape& rhs = op.operand(1)->shape();
    if (dn != nullptr && dn->kernel_input_feature_dimension >= 0 &&
        dn->kernel_input_feature_dimension < rhs.rank()) {
      matmul.features = rhs.dim(dn->kernel_input_feature_dimension);
    }
  }
  return matmul;
}

// rows / round_up(rows, r) x features and outputs likewise: the share of a
// matmul padded to those multiples that is real work.
double Fill(const Matmul& m, int64_t row_multiple, int64_t feature_multiple) {
  auto fill = [](int64_t v, int64_t multiple) {
    return v <= 0 ? 1.0 : double(v) / double(RoundUpTo(v, multiple));
  };
  return fill(m.rows, row_multiple) * fill(m.features, feature_multiple) *
         fill(m.outputs, feature_multiple);
}

}  // namespace

void PaddingExpansion(const CheckContext& context, FindingSink& sink) {
  const tpu::ChipSpec& chip = *context.chip;
  const Thresholds& limits = context.thresholds;
  // Before fusion a layout without tiles is a request XLA's layout
  // assignment is free to override (PyTorch/XLA writes {1,0,2,3} on weights
  // XLA:TPU then lays out its own way); only tiled layouts are XLA:TPU's
  // (tpu::LayoutPolicy::advice_tileless).
  const tpu::TilelessLayouts tileless = context.layouts.advice_tileless();
  for (const hlo::Instruction* instruction : context.program.ops()) {
    if (!context.program.HasOwnBuffer(*instruction)) continue;
    std::vector<const hlo::Shape*> leaves;
    ArrayLeaves(instruction->shape(), &leaves);
    for (const hlo::Shape* leaf : leaves) {
      // Only HBM buffers: VMEM (S(1)), host (S(5)) and sync flags are not.
      if (leaf->has_layout() && leaf->layout().memory_space != 0) continue;
      if (leaf->IsUnbounded()) continue;
      absl::StatusOr<hlo::Shape> laid_out = context.layouts.LaidOut(*leaf, tileless);
      if (!laid_out.ok() || !laid_out->has_layout()) continue;
      absl::StatusOr<int64_t> padded = tpu::TpuShapeSize(*laid_out, chip);
      absl::StatusOr<int64_t> unpadded = tpu::UnpaddedByteSize(*laid_out);
      if (!padded.ok() || !unpadded.ok() || *unpadded <= 0) continue;
      if (*padded < limits.padding_min_bytes) continue;
      const double expansion = double(*padded) / double(*unpadded);
      if (expansion < limits.padding_min_expansion) continue;

      const std::string shape_text = laid_out->ToString();
      const std::string sizes = absl::StrCat(tpu::FormatExpansion(*padded, *unpadded), ": ",
                                             tpu::FormatXlaSize(*unpadded), " of data in ",
                                             tpu::FormatXlaSize(*padded));
      // Expansion without a padded dim is the element's storage width (pred
      // as E(32) on old chips): a compiler choice with nothing to resize.
      PaddedDim worst = WorstPaddedDim(*laid_out);
      if (worst.dimension < 0 || worst.ratio < 1.05) continue;
      const bool minor = laid_out->layout().minor_to_major.front() == worst.dimension;
      sink.Report(*instruction,
                  absl::StrCat(shape_text, " pads dim ", worst.dimension, " from ", worst.size,
                               " to ", RoundUpTo(worst.size, worst.tile), " (", sizes,
                               "); nearest padding-free size: ",
                               NearestMultiple(worst.size, worst.tile),
                               minor ? ", or lay the array out with a larger dim minor-most"
                                     : ""),
                  leaf->ToString(/*print_layout=*/false));
    }
  }
}

void MxuUnderuse(const CheckContext& context, FindingSink& sink) {
  const tpu::ChipSpec& chip = *context.chip;
  const int64_t size = chip.mxu_size;
  for (const hlo::Instruction* instruction : context.program.ops()) {
    std::optional<Matmul> matmul = AnalyzeMatmul(*instruction, context);
    if (!matmul) continue;
    // The MXU holds a size x size block of the weights: the contraction and
    // the output features pad to it (tpu_model/mxu.h array_utilization).
    const tpu::MxuAnalysis& mxu = matmul->mxu;
    if (mxu.array_utilization >= context.thresholds.mxu_min_utilization) continue;
    std::vector<std::string> padded;
    std::vector<std::string> nearest;
    if (mxu.padded_k != mxu.k) {
      padded.push_back(absl::StrCat("contraction ", mxu.k, " pads to ", mxu.padded_k));
      nearest.push_back(absl::StrCat("contraction ", NearestMultiple(mxu.k, size)));
    }
    if (mxu.padded_n != mxu.n) {
      padded.push_back(absl::StrCat("output features ", mxu.n, " pad to ", mxu.padded_n));
      nearest.push_back(absl::StrCat("output features ", NearestMultiple(mxu.n, size)));
    }
    if (padded.empty()) continue;
    char percent[32];
    std::snprintf(percent, sizeof(percent), "%.1f%%", mxu.array_utilization * 100.0);
    const std::string fills =
        absl::StrCat(hlo::HloOpcodeString(instruction->opcode()), " fills ", percent, " of the ",
                     size, "x", size, " MXU on ", chip.display_name, ": ");
    // A grouped (depthwise) convolution contracts per group; its channel
    // count is not what to resize.
    const std::string advice =
        mxu.groups > 1
            ? absl::StrCat(absl::StrJoin(padded, ", "), " in each of its ", mxu.groups,
                           " feature groups; fewer, larger groups (or a dense convolution) "
                           "use the MXU better")
            : absl::StrCat(absl::StrJoin(padded, ", "), "; use multiples of ", size,
                           " (nearest: ", absl::StrJoin(nearest, ", "), ")");
    sink.Report(*instruction, absl::StrCat(fills, advice),
                absl::StrCat("k=", mxu.k, ",n=", mxu.n, ",g=", mxu.groups));
  }
}

void BatchFeatureSize(const CheckContext& context, FindingSink& sink) {
  for (const hlo::Instruction* instruction : context.program.ops()) {
    std::optional<Matmul> m = AnalyzeMatmul(*instruction, context);
    // Grouped convolutions count features per group; the guide's feature
    // sizes are channel counts, so they are left to mxu-underuse.
    if (!m || m->mxu.groups > 1) continue;
    // Cloud TPU performance guide (tpu_hw.md section 4, [PG]): batch a
    // multiple of 64 with features multiples of 128, or batch a multiple of
    // 1024 with features multiples of 8. Sizes that miss both by a few rows
    // waste almost nothing, so only a real share of padded work is reported.
    const double lanes_on_features = Fill(*m, 64, 128);
    const double lanes_on_batch = Fill(*m, 1024, 8);
    const double waste = 1.0 - std::max(lanes_on_features, lanes_on_batch);
    if (waste < context.thresholds.batch_feature_min_waste) continue;
    char percent[32];
    std::snprintf(percent, sizeof(percent), "%.0f%%", waste * 100.0);
    sink.Report(
        *instruction,
        absl::StrCat(hlo::HloOpcodeString(instruction->opcode()), " with batch ", m->rows,
                     " (rows fed to the MXU), input features ", m->features,
                     " and output features ", m->outputs, " pads ", percent,
                     " of its work under the TPU performance guide's sizes; use batch ",
                     NearestMultiple(m->rows, 64), " with features ",
                     NearestMultiple(m->features, 128), " and ", NearestMultiple(m->outputs, 128),
                     " (multiples of 64 and 128), or batch ", NearestMultiple(m->rows, 1024),
                     " with features ", NearestMultiple(m->features, 8), " and ",
                     NearestMultiple(m->outputs, 8), " (multiples of 1024 and 8)"),
        absl::StrCat("rows=", m->rows, ",in=", m->features, ",out=", m->outputs));
  }
}

void MaterializedBroadcast(const CheckContext& context, FindingSink& sink) {
  const Thresholds& limits = context.thresholds;
  const bool optimized = context.layouts.is_fused();
  for (const hlo::Instruction* instruction : context.program.ops()) {
    if (!context.program.HasOwnBuffer(*instruction)) continue;
    const hlo::Instruction* broadcast = nullptr;
    if (instruction->opcode() == HloOpcode::kBroadcast) {
      broadcast = instruction;
    } else if (optimized && instruction->opcode() == HloOpcode::kFusion) {
      const hlo::Instruction* root = FusedRootThroughReshapes(*instruction);
      if (root != nullptr && root->opcode() == HloOpcode::kBroadcast &&
          root->operand_count() == 1 &&
          (root->operand(0)->opcode() == HloOpcode::kParameter ||
           root->operand(0)->opcode() == HloOpcode::kConstant)) {
        broadcast = root;
      }
    }
    if (broadcast == nullptr || broadcast->operand_count() != 1) continue;
    const hlo::Shape& out = instruction->shape();
    if (!out.IsArray() || out.IsUnbounded()) continue;
    absl::StatusOr<int64_t> out_bytes = tpu::UnpaddedByteSize(out);
    absl::StatusOr<int64_t> out_elements = out.ElementCount();
    absl::StatusOr<int64_t> in_elements = broadcast->operand(0)->shape().ElementCount();
    if (!out_bytes.ok() || !out_elements.ok() || !in_elements.ok()) continue;
    if (*out_bytes < limits.broadcast_min_bytes) continue;
    if (double(*out_elements) < limits.broadcast_min_expansion * double(std::max<int64_t>(
                                                                     *in_elements, 1))) {
      continue;
    }
    // A returned broadcast is the output the user asked for.
    if (IsProgramResult(*instruction)) continue;
    // Before optimization only a non-fusible consumer forces the buffer;
    // after it, every broadcast left outside a fusion has one.
    const hlo::Instruction* consumer = NonFusibleConsumer(*instruction);
    if (consumer == nullptr && !optimized) continue;
    std::string why;
    if (consumer == nullptr) {
      why = "XLA kept it as a buffer of its own";
    } else if (consumer->opcode() == HloOpcode::kWhile) {
      why = absl::StrCat("it enters while loop %", consumer->name(),
                         " as state the loop never changes");
    } else {
      why = absl::StrCat("it feeds ", hlo::HloOpcodeString(consumer->opcode()), " %",
                         consumer->name(), ", which XLA does not fuse into");
    }
    const hlo::Shape& in = broadcast->operand(0)->shape();
    sink.Report(*instruction,
                absl::StrCat("broadcast of ", in.ToString(/*print_layout=*/false), " to ",
                             out.ToString(/*print_layout=*/false), " (",
                             tpu::FormatXlaSize(*out_bytes),
                             ") is materialized in HBM because ", why,
                             "; pass the small operand and broadcast where it is used "
                             "(inside the loop body or kernel)"),
                absl::StrCat(in.ToString(false), "->", out.ToString(false)));
  }
}

}  // namespace tpusim::compat::checks
