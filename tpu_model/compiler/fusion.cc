#include "tpu_model/compiler/fusion.h"

#include <algorithm>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/container/flat_hash_set.h"
#include "absl/container/inlined_vector.h"
#include "absl/algorithm/container.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/string_view.h"
#include "hlo/base/checked_math.h"
#include "hlo/base/status_macros.h"
#include "hlo/ir/dots.h"
#include "hlo/ir/instruction_map.h"
#include "hlo/ir/instruction_prefetch.h"
#include "tpu_model/compiler/computation_result.h"
#include "tpu_model/compiler/index_flattening.h"
#include "tpu_model/compiler/module_builder.h"
#include "tpu_model/shape_size.h"

namespace tpusim::tpu::compiler {
namespace {

using hlo::HloOpcode;

// What an instruction may do in a fusion.
enum class Role : uint8_t {
  kProducer,  // Fuses into its consumers (duplicated if need be) or roots a loop fusion.
  kDot,       // Takes a prologue; fuses into one elementwise consumer chain.
  kRoot,      // Takes producers but is always a buffer (reduce, scatter, ...).
  kOpaque,    // Neither fuses nor takes producers.
};

// [ORACLE] A reshape that merges the spatial dims of a convolution's
// result (the patch embedding's [B,H,W,C] -> [B,H*W,C] tokens, a flatten
// before a dense layer) moves data: the convolution lays its result out
// with the feature and batch dims minor (layout_assignment.h), and the
// merged dims need another order. XLA writes it as a copy of a bitcast,
// a top-level op with its own buffer, in every vit module of both corpora
// (copy.9 = bf16[16,144,640]{2,1,0} of the conv's bf16[16,12,12,640]
// {3,0,2,1} in vit.ho3.fwd.b16...v5p, an HBM value there; in VMEM on v4,
// v5e and v6e: 9 of 9). A batch of one is left alone (the orders agree).
bool MergesAConvolutionsSpatialDims(const hlo::Instruction& reshape) {
  if (reshape.opcode() != HloOpcode::kReshape || reshape.operand_count() != 1) return false;
  const hlo::Instruction& conv = *reshape.operand(0);
  if (conv.opcode() != HloOpcode::kConvolution) return false;
  const hlo::ConvolutionDimensionNumbers* dnums = conv.convolution_dimension_numbers();
  if (dnums == nullptr || dnums->output_spatial_dimensions.empty()) return false;
  const hlo::Shape& in = conv.shape();
  const hlo::Shape& out = reshape.shape();
  if (!in.IsArray() || !out.IsArray() || in.IsDynamic() || out.IsDynamic()) return false;
  const int64_t batch = dnums->output_batch_dimension;
  if (batch < 0 || batch >= in.rank() || in.dim(batch) <= 1) return false;
  return out.rank() < in.rank();
}

// [ORACLE] A repeat (jnp.repeat: a broadcast adding a dim next to one of
// its operand's, then a reshape merging the two) is a top-level broadcast
// with its own buffer, which the reshape then reads as a bitcast: 20 of 20
// in the fourth holdout batch (the grouped-query K and V of
// rope_decoder.ho4 on v5p, v6e and v7x, bf16[4,512,4,4,64]; the nearest
// upsampling of unet.ho4 on v5p and v6e, bf16[8,32,2,32,128] ...).
bool IsRepeat(const hlo::Instruction& broadcast) {
  if (broadcast.opcode() != HloOpcode::kBroadcast || broadcast.operand_count() != 1 ||
      broadcast.users().empty()) {
    return false;
  }
  const hlo::Shape& in = broadcast.operand(0)->shape();
  const hlo::Shape& out = broadcast.shape();
  if (!in.IsArray() || !out.IsArray() || in.IsDynamic() || out.IsDynamic() || in.rank() == 0 ||
      out.rank() <= in.rank()) {
    return false;
  }
  const std::vector<int64_t>& mapped = broadcast.GetIntListOrEmpty("dimensions");
  if (static_cast<int64_t>(mapped.size()) != in.rank()) return false;
  std::vector<uint8_t> from_operand(out.rank(), 0);
  for (int64_t d : mapped) {
    if (d < 0 || d >= out.rank()) return false;
    from_operand[d] = 1;
  }
  // The dims after merging each added dim (of more than one element) into
  // the operand dim right before it.
  std::vector<int64_t> merged;
  bool repeats = false;
  for (int64_t d = 0; d < out.rank(); ++d) {
    if (from_operand[d]) {
      merged.push_back(out.dim(d));
      continue;
    }
    if (out.dim(d) == 1) continue;
    if (d == 0 || !from_operand[d - 1] || merged.empty()) return false;
    std::optional<int64_t> product = CheckedMul(merged.back(), out.dim(d));
    if (!product.has_value()) return false;
    merged.back() = *product;
    repeats = true;
  }
  if (!repeats) return false;
  for (const hlo::Instruction* user : broadcast.users()) {
    if (user->opcode() != HloOpcode::kReshape || !user->shape().IsArray() ||
        user->shape().dims() != merged) {
      return false;
    }
  }
  return true;
}

// [ORACLE] A pad that spreads its operand out (interior padding) is an op
// of its own with its own buffer: all 280 such pads of the oracle's
// modules (jax.lax.associative_scan's interleaving of the even and odd
// elements, ssm.ho8 on v5e and v6e: f32[8,512,512,16] spread to
// f32[8,1024,512,16]) are outside any fusion, where edge pads fuse (1372
// inside fusions).
bool HasInteriorPadding(const hlo::Instruction& pad) {
  const std::vector<hlo::PaddingDim>* padding = pad.padding();
  if (padding == nullptr) return false;
  for (const hlo::PaddingDim& dim : *padding) {
    if (dim.interior != 0) return true;
  }
  return false;
}

// [ORACLE] A reverse is an op of its own unless convolutions read it as
// their kernel: ranking.ho6's reversed sort (`jnp.sort(x)[:, ::-1]`,
// f32[512,4096]) is a top-level `reverse` on v5p and v6e, read by a reduce
// fusion, as are the two image flips XLA makes of vae.ho5's transposed
// convolutions; no reverse sits inside a fusion in any oracle module. The
// kernel flips of a convolution's gradient (convnet.train, vae, denoiser)
// leave no reverse at all: the convolution reads the kernel reversed.
bool IsConvolutionKernelFlip(const hlo::Instruction& reverse) {
  if (reverse.users().empty()) return false;
  for (const hlo::Instruction* user : reverse.users()) {
    if (user->opcode() != HloOpcode::kConvolution || user->operand_count() != 2 ||
        user->operand(1) != &reverse || user->operand(0) == &reverse) {
      return false;
    }
  }
  return true;
}

Role RoleOf(const hlo::Instruction& instruction) {
  const HloOpcode op = instruction.opcode();
  if (hlo::IsElementwise(op)) return Role::kProducer;
  switch (op) {
    case HloOpcode::kReshape:
      // [ORACLE] A reshape between a gather's or scatter's rows and its
      // batch dims that moves data (index_flattening.h: the others are
      // bitcasts by then) is a top-level op with its own buffer in every
      // case: `reshape.2 = f32[9,100,100]` of the gather's f32[900,100] rows
      // and `reshape.13 = f32[900,100]` of the scatter's updates in
      // embedding.grad.b9.s100 on v4, v5e, v5p and v6e; bf16[30,300,768] in
      // embedding.ho2.lookup...v4, bf16[2,300,512] in decoder_train.ho2...v4.
      return IsRowsReshape(instruction) || MergesAConvolutionsSpatialDims(instruction)
                 ? Role::kOpaque
                 : Role::kProducer;
    case HloOpcode::kBroadcast:
      return IsRepeat(instruction) ? Role::kOpaque : Role::kProducer;
    case HloOpcode::kPad:
      return HasInteriorPadding(instruction) ? Role::kOpaque : Role::kProducer;
    case HloOpcode::kReverse:
      return IsConvolutionKernelFlip(instruction) ? Role::kProducer : Role::kOpaque;
    case HloOpcode::kIota:
    case HloOpcode::kBitcast:
    case HloOpcode::kTranspose:
    case HloOpcode::kSlice:
    case HloOpcode::kDynamicSlice:
    case HloOpcode::kConcatenate:
    case HloOpcode::kCopy:
      return Role::kProducer;
    case HloOpcode::kConstant:
      // Scalars are folded into the fusions that read them; array literals
      // stay constants (global buffers, not temps).
      return instruction.shape().IsArray() && instruction.shape().rank() == 0
                 ? Role::kProducer
                 : Role::kOpaque;
    case HloOpcode::kDot:
    case HloOpcode::kConvolution:
      return Role::kDot;
    case HloOpcode::kReduceWindow:
      // [ORACLE] The program's own reduce-windows (cumsum) stay standalone
      // ops in all 28 cases; only those XLA itself creates are fused.
      return Role::kOpaque;
    case HloOpcode::kReduce:
    case HloOpcode::kTopK:
    case HloOpcode::kDynamicUpdateSlice:
    case HloOpcode::kScatter:
    case HloOpcode::kGather:
      return Role::kRoot;
    default:
      return Role::kOpaque;
  }
}

// A broadcast of a scalar constant: the zeros a scatter-add starts from.
bool IsConstantFill(const hlo::Instruction& producer) {
  return producer.opcode() == HloOpcode::kBroadcast && producer.operand_count() == 1 &&
         producer.operand(0)->opcode() == HloOpcode::kConstant &&
         producer.operand(0)->shape().IsArray() && producer.operand(0)->shape().rank() == 0;
}

// A scatter that builds `producer`, its constant fill, inside its fusion:
// one whose result is not its computation's (below).
bool BuildsItsFillInside(const hlo::Instruction& scatter, const hlo::Instruction& producer) {
  return scatter.opcode() == HloOpcode::kScatter && IsConstantFill(producer) &&
         !IsComputationResult(scatter);
}

// A convert to a wider floating-point type (bf16 -> f32).
bool IsWideningConvert(const hlo::Instruction& instruction) {
  if (instruction.opcode() != HloOpcode::kConvert || instruction.operand_count() != 1) {
    return false;
  }
  const hlo::PrimitiveType to = instruction.shape().element_type();
  const hlo::PrimitiveType from = instruction.operand(0)->shape().element_type();
  return hlo::IsFloatingPoint(to) && hlo::IsFloatingPoint(from) &&
         hlo::BitWidth(to) > hlo::BitWidth(from);
}

// May `producer`, feeding operand `operand` of `consumer` (a buffer that
// takes producers), be computed inside the consumer's fusion? The in-place
// operands of dynamic-update-slice and scatter must stay buffers, except the
// constant fill of a scatter whose result is not the computation's:
// [ORACLE] XLA:TPU's scatter fusions then build their zeros inside from the
// scalar (embedding.grad.b9 on v4 ... v6e, whose result is copied into the
// entry's layout: scatter_custom_fusion(indices, updates, constant), no
// zeros buffer); a scatter that writes the program's result updates the
// fill in that buffer (embedding.sweep.grad: the 0.5 to 16 GB zeros are
// their own broadcast into the output).
bool TakesFusedOperand(const hlo::Instruction& consumer, int64_t operand,
                       const hlo::Instruction& producer) {
  switch (consumer.opcode()) {
    case HloOpcode::kDynamicUpdateSlice:
      return operand != 0;
    case HloOpcode::kScatter:
      // Operands, then indices, then as many updates as operands.
      return operand >= (consumer.operand_count() - 1) / 2 ||
             BuildsItsFillInside(consumer, producer);
    case HloOpcode::kTopK:
      // [ORACLE] XLA:TPU's top-k (a kCustom fusion) widens its operand
      // inside: topk.ho4...v5p keeps the bf16 logits (20 MB) and its top-k
      // fusion converts them to f32 as it reads; nothing else joins it
      // (the MoE routers' softmax probabilities stay a buffer: moe and
      // sharded_ep on v5p).
      return IsWideningConvert(producer);
    default:
      return true;
  }
}

// [ORACLE] XLA:TPU's gather and scatter fusions (kCustom) take their
// operands as buffers: inside them only reshapes and transposes relabel an
// operand (every gather and scatter fusion of the oracle's modules:
// embedding.grad, embedding.sweep.grad, embedding.lookup, decoder_fwd,
// decoder_train, decode_kvcache). The computed updates of a scatter-add are
// their own buffer, even a broadcast: embedding.sweep.grad keeps the
// f32[8,128,1024] broadcast of the gradient (4 MiB) in HBM temp on v4, v5e,
// v5p and v6e.
bool FusesIntoGatherOrScatter(const hlo::Instruction& producer) {
  switch (producer.opcode()) {
    case HloOpcode::kReshape:
    case HloOpcode::kBitcast:
    case HloOpcode::kTranspose:
      return true;
    default:
      return false;
  }
}

bool IsGatherOrScatter(const hlo::Instruction& instruction) {
  return instruction.opcode() == HloOpcode::kGather ||
         instruction.opcode() == HloOpcode::kScatter;
}

// Users a dot's result may flow into inside its own fusion (an epilogue):
// elementwise ops, shape changes and the update of a dynamic-update-slice.
bool IsEpilogueUser(const hlo::Instruction& user, const hlo::Instruction& dot) {
  const HloOpcode op = user.opcode();
  if (hlo::IsElementwise(op)) return true;
  switch (op) {
    case HloOpcode::kReshape:
    case HloOpcode::kBitcast:
    case HloOpcode::kTranspose:
    case HloOpcode::kCopy:
      return true;
    case HloOpcode::kDynamicUpdateSlice:
      return user.operand(0) != &dot;
    default:
      return false;
  }
}

// Ops so cheap that XLA:TPU recomputes them in every consumer, however
// many: broadcasts (6421 inside fusions in the oracle's modules), iotas,
// scalar constants, and relabellings of their operand.
bool IsTriviallyCheap(const hlo::Instruction& instruction) {
  switch (instruction.opcode()) {
    case HloOpcode::kBroadcast:
    case HloOpcode::kIota:
    case HloOpcode::kConstant:
    case HloOpcode::kReshape:
    case HloOpcode::kBitcast:
    case HloOpcode::kConvert:
      return true;
    default:
      return false;
  }
}

// Elementwise arithmetic that reads one computed array, every other
// operand a broadcast, iota or constant: a shift or scale of a value stored
// anyway, which XLA:TPU recomputes in each reader however many there are.
// [ORACLE] The GroupNorms of denoiser.ho6 (v5e, v6e, v7x): no centred value
// x - mean is stored; 24 fusions of the v5e module (f32[16,64,64,128]
// subtracts: the variance, the normalization and the backward pass's
// reductions and convolutions, about 8 per norm) recompute it from the
// stored bf16 activation. Bounding it at kMaxDuplication stored
// f32[16,64,64,8,16] values (67 MB each) and the module peaked 16.4x XLA's.
bool ShiftsOrScalesOneArray(const hlo::Instruction& instruction) {
  switch (instruction.opcode()) {
    case HloOpcode::kAdd:
    case HloOpcode::kSubtract:
    case HloOpcode::kMultiply:
    case HloOpcode::kNegate:
      break;
    default:
      return false;
  }
  int arrays = 0;
  for (const hlo::Instruction* operand : instruction.operands()) {
    const HloOpcode op = operand->opcode();
    if (op == HloOpcode::kBroadcast || op == HloOpcode::kIota || op == HloOpcode::kConstant) {
      continue;
    }
    ++arrays;
  }
  return arrays <= 1;
}

// An elementwise op (exp, tanh, ...) computed from one narrower array
// widened to f32 on the way: every operand chain, through elementwise ops,
// ends at the same convert of a bf16 (or narrower) value or at broadcasts
// and constants. Storing the result would take more bytes than the value it
// is recomputed from, which is stored anyway.
// [ORACLE] The softmax exponentials of bf16 training steps on v5p: XLA
// stores the bf16 masked scores (decoder_train.ho9: fusion.409{1}
// bf16[4,12,512,512]) and recomputes exp(f32(s) - max) in the sum, the
// weighted values and the backward fusions (six readers), as in
// encoder.ho9 and vit.ho9, and on v5e (decoder_train.ho11); tpusim stored
// the f32 exponentials (twice the bytes) once past kMaxDuplication
// readers. Other chips store something wider: the f32 exponentials on v4
// and v6e (perceiver.ho8, fusion.165{1} f32[32,8,256,4096]), the bf16
// scores and the bf16 probabilities on v7x (decoder_train.ho9):
// FusionRules gates the rule.
bool WidensOneNarrowerArray(const hlo::Instruction& instruction) {
  if (!hlo::IsElementwise(instruction.opcode()) || !instruction.shape().IsArray() ||
      instruction.shape().element_type() != hlo::PrimitiveType::kF32) {
    return false;
  }
  const hlo::Instruction* source = nullptr;
  std::vector<const hlo::Instruction*> stack = {&instruction};
  absl::flat_hash_set<const hlo::Instruction*> seen;
  while (!stack.empty()) {
    const hlo::Instruction* value = stack.back();
    stack.pop_back();
    if (!seen.insert(value).second) continue;
    if (seen.size() > 32) return false;
    const HloOpcode op = value->opcode();
    if (op == HloOpcode::kBroadcast || op == HloOpcode::kConstant || op == HloOpcode::kIota) {
      continue;
    }
    if (op == HloOpcode::kConvert && value->operand_count() == 1) {
      const hlo::Shape& from = value->operand(0)->shape();
      if (!from.IsArray() || hlo::BitWidth(from.element_type()) >= 32 ||
          !hlo::IsFloatingPoint(from.element_type()) ||
          (source != nullptr && source != value->operand(0))) {
        return false;
      }
      source = value->operand(0);
      continue;
    }
    if (!hlo::IsElementwise(op) || !value->shape().IsArray() ||
        value->shape().dims() != instruction.shape().dims()) {
      return false;
    }
    for (const hlo::Instruction* operand : value->operands()) stack.push_back(operand);
  }
  return source != nullptr;
}

// Other producers are recomputed in at most this many fusions; used by
// more, they are a buffer of their own. The oracle duplicates `exp` and
// `tanh` into the two fusions that read them (attention softmax, gelu), and
// a bound keeps a value read by hundreds of fusions (a residual stream)
// from being copied into each of them.
constexpr size_t kMaxDuplication = 4;

// A broadcast that adds dimensions (not a same-rank relabelling).
bool IsExpandingBroadcast(const hlo::Instruction& user, const hlo::Instruction& operand) {
  return user.opcode() == HloOpcode::kBroadcast && user.shape().IsArray() &&
         operand.shape().IsArray() && user.shape().rank() > operand.shape().rank();
}

// XLA:TPU keeps a small computed value that is only broadcast back (row
// means, rsqrt of variances, causal masks) as its own buffer rather than
// recomputing it per element of every consumer.
bool IsBroadcastOnlyValue(const hlo::Instruction& instruction) {
  if (!hlo::IsElementwise(instruction.opcode()) ||
      instruction.opcode() == HloOpcode::kConvert || !instruction.shape().IsArray() ||
      instruction.shape().rank() == 0 || instruction.users().empty()) {
    return false;
  }
  for (const hlo::Instruction* user : instruction.users()) {
    if (!IsExpandingBroadcast(*user, instruction)) return false;
  }
  return true;
}

// [ORACLE] XLA:TPU narrows a vector parameter (a per-feature scale cast
// from f32 to bf16 or f16) once, as its own op, instead of in every fusion
// that reads it: all 25 narrowing converts of rank-1 entry parameters in the
// oracle's modules stand alone (mixed_dtypes f16, int8_dequant,
// int4_dequant and reduction.softmax b16 on every chip); the rank-1
// parameter converts fused in place all widen (bf16 biases read as f32,
// sharded mlp_train).
bool NarrowsAVectorParameter(const hlo::Instruction& instruction, bool in_entry) {
  if (!in_entry || instruction.opcode() != HloOpcode::kConvert) return false;
  if (instruction.operands().size() != 1) return false;
  const hlo::Instruction& operand = *instruction.operand(0);
  if (operand.opcode() != HloOpcode::kParameter || !operand.shape().IsArray() ||
      operand.shape().rank() != 1 || !instruction.shape().IsArray()) {
    return false;
  }
  return hlo::BitWidth(instruction.shape().element_type()) <
         hlo::BitWidth(operand.shape().element_type());
}

// [ORACLE] An elementwise op on a collective's result that several ops
// read is computed once, as its own op, not recomputed in each reader: the
// residual add after a row-parallel all-reduce (x + all_reduce(partial)),
// read by the next layer's dot and by the next residual add, is a
// standalone `add` in every sharded decoder_block and tensor-parallel
// attention/mlp module of the oracle, on every chip (24 such adds).
bool CombinesACollectiveResultForSeveralReaders(const hlo::Instruction& instruction) {
  if (!hlo::IsElementwise(instruction.opcode()) || instruction.users().size() < 2) return false;
  for (const hlo::Instruction* operand : instruction.operands()) {
    if (hlo::IsCollective(operand->opcode())) return true;
  }
  return false;
}

using hlo::IsDotOrConvolution;

// Ops that only move or relabel elements between a value and the dot that
// reads it.
bool IsLayoutOp(const hlo::Instruction& instruction) {
  switch (instruction.opcode()) {
    case HloOpcode::kBitcast:
    case HloOpcode::kReshape:
    case HloOpcode::kTranspose:
    case HloOpcode::kCopy:
    case HloOpcode::kSlice:
    case HloOpcode::kBroadcast:
      return true;
    default:
      return false;
  }
}

// Does `value` reach a matrix product through layout ops only?
bool ReachesAMatrixProduct(const hlo::Instruction& value, int depth = 0) {
  if (depth > 4) return false;
  for (const hlo::Instruction* user : value.users()) {
    if (IsDotOrConvolution(*user)) return true;
    if (IsLayoutOp(*user) && ReachesAMatrixProduct(*user, depth + 1)) return true;
  }
  return false;
}

}  // namespace

std::optional<int64_t> SplitDimOfLastDim(const hlo::Shape& in, const hlo::Shape& out) {
  if (!in.IsArray() || !out.IsArray() || in.IsDynamic() || out.IsDynamic() || in.rank() < 1 ||
      out.rank() <= in.rank()) {
    return std::nullopt;
  }
  const int64_t k = in.rank() - 1;
  for (int64_t d = 0; d < k; ++d) {
    if (in.dim(d) != out.dim(d)) return std::nullopt;
  }
  int64_t product = 1;
  for (int64_t d = k; d < out.rank(); ++d) {
    std::optional<int64_t> next = CheckedMul(product, out.dim(d));
    if (!next.has_value()) return std::nullopt;
    product = *next;
  }
  if (product != in.dim(k) || out.dim(k) < 2) return std::nullopt;
  return k;
}

bool TakesOneIndexOf(const hlo::Instruction& slice, int64_t dim) {
  const std::vector<hlo::SliceDim>* dims = slice.slice();
  if (slice.opcode() != HloOpcode::kSlice || dims == nullptr || slice.operand_count() != 1) {
    return false;
  }
  const hlo::Shape& in = slice.operand(0)->shape();
  if (!in.IsArray() || static_cast<int64_t>(dims->size()) != in.rank() || dim < 0 ||
      dim >= in.rank()) {
    return false;
  }
  for (int64_t d = 0; d < in.rank(); ++d) {
    const hlo::SliceDim& s = (*dims)[d];
    if (s.stride != 1) return false;
    if (d == dim ? s.limit - s.start != 1 : (s.start != 0 || s.limit != in.dim(d))) return false;
  }
  return true;
}

// [ORACLE] A fused QKV projection reshaped to [B,S,3,H,D] and sliced at
// dim 2 (q, k, v) is kept whole: the attention products read it and slice
// it inside their fusions (a nested slice_bitcast_fusion), so q, k and v
// are never buffers. On v4, v5e and v5p XLA:TPU first copies the whole
// array into an order with the 3 major (bf16[16,256,3,12,64]{1,4,3,0,2},
// copy.11 of encoder.ho4.fwd...v5p, 18 MiB held from the projection to
// the last attention product); on v6e and v7x the projection's fusion
// writes the split array itself ({1,4,3,2,0}): every encoder case of the
// holdout (encoder.ho4, ho9, ho10, ho11, ho12; fwd and train). Slices of
// an array whose first dim is the 3 ([3,B,S,H,D], the decoders' einsum
// with a [3,...] weight) are a multi-output slice fusion instead
// (SiblingSlices).
bool IsSplitForSlices(const hlo::Instruction& reshape) {
  if (reshape.opcode() != HloOpcode::kReshape || reshape.operand_count() != 1 ||
      reshape.users().empty()) {
    return false;
  }
  const std::optional<int64_t> k =
      SplitDimOfLastDim(reshape.operand(0)->shape(), reshape.shape());
  if (!k.has_value()) return false;
  for (const hlo::Instruction* user : reshape.users()) {
    if (!TakesOneIndexOf(*user, *k) || !ReachesAMatrixProduct(*user)) return false;
  }
  return true;
}

namespace {

// Does `user` pass `operand`'s precision on unchanged, so that a dot reading
// its result could as well read a bf16 `operand`? A select of it (a mask
// applied to a gathered value) does.
// [ORACLE] gnn.ho6 on v5p and v6e: the segment_sum's gradient gathers the
// f32 node gradient back onto the edges and zeroes the out-of-range rows
// with a select that only dots read; XLA gathers a bf16 copy
// (gather_fusion.2 = bf16[200000,256], the select inside the dots' fusions),
// as it stores the forward gathers of the f32 features as bf16.
bool PassesPrecisionToDots(const hlo::Instruction& user, const hlo::Instruction& operand) {
  return user.opcode() == HloOpcode::kSelect && user.operand(0) != &operand;
}

// Is every use of `instruction` a dot or convolution operand, directly or
// through layout ops and selects? (The oracle stores such f32 fusion results
// as bf16: 58 of 58 in its f32 programs on every chip; values read by
// anything else stay f32.)
bool OnlyFeedsDots(const hlo::Instruction& instruction, int depth = 0) {
  if (instruction.users().empty() || depth > 8) return false;
  for (const hlo::Instruction* user : instruction.users()) {
    if (hlo::IsMatrixProduct(*user)) continue;
    if (!(IsLayoutOp(*user) || PassesPrecisionToDots(*user, instruction)) ||
        !OnlyFeedsDots(*user, depth + 1)) {
      return false;
    }
  }
  return true;
}

// Is `instruction` the one exit of an elementwise region that starts at a
// dot: dot -> bias add -> relu, or the DAG of a tanh GELU, which reads the
// dot's result four times? Every value on a path from that dot to
// `instruction` is read only on such paths; other elementwise operands
// (1 - h*h of a tanh's backward, from another layer's value) are inputs.
// [ORACLE] moe.b4.s100.h256.e6.k1.f32.v5p: XLA stores each expert's GELU
// output, which the second expert dot reads; deep_mlp.sweep on v4 ... v5p:
// the backward's dh * (1 - h*h) ends dh's dot fusion (multiply_add_fusion,
// bf16, read by the two dots of the layer's gradient).
bool ContinuesADot(const hlo::Instruction& instruction) {
  constexpr size_t kMaxRegion = 32;
  // The sets stay within kMaxRegion + 1 instructions: inline vectors
  // searched linearly, no hashing or allocation (this runs for every
  // elementwise producer of a module).
  using SmallSet = absl::InlinedVector<const hlo::Instruction*, kMaxRegion + 1>;
  auto contains = [](const SmallSet& set, const hlo::Instruction* x) {
    return absl::c_linear_search(set, x);
  };
  SmallSet region = {&instruction};
  SmallSet seen = {&instruction};
  SmallSet dots;
  for (size_t next = 0; next < region.size(); ++next) {
    for (const hlo::Instruction* operand : region[next]->operands()) {
      const bool dot = IsDotOrConvolution(*operand);
      if (!dot && !(hlo::IsElementwise(operand->opcode()) && operand->operand_count() > 0)) {
        continue;  // Parameters, constants, broadcasts: inputs, not links.
      }
      if (contains(seen, operand)) continue;
      seen.push_back(operand);
      if (seen.size() > kMaxRegion) return false;
      if (dot) {
        dots.push_back(operand);
      } else {
        region.push_back(operand);
      }
    }
  }
  // Region members in operand-before-user order: the reverse of discovery
  // is not one in general, so each dot's paths are found to a fixed point.
  for (const hlo::Instruction* dot : dots) {
    SmallSet on_path = {dot};
    for (bool grew = true; grew;) {
      grew = false;
      for (const hlo::Instruction* member : region) {
        if (contains(on_path, member)) continue;
        for (const hlo::Instruction* operand : member->operands()) {
          if (contains(on_path, operand)) {
            on_path.push_back(member);
            grew = true;
            break;
          }
        }
      }
    }
    bool closed = true;
    for (const hlo::Instruction* member : on_path) {
      if (member == &instruction) continue;
      for (const hlo::Instruction* user : member->users()) {
        closed &= contains(on_path, user);
      }
    }
    if (closed) return true;
  }
  return false;
}

// Is `instruction` `maximum(x, broadcast(-inf))` or `minimum(x,
// broadcast(inf))`, which XLA's algebraic simplifier folds to x? Returns x.
const hlo::Instruction* IdentityClampOperand(const hlo::Instruction& instruction) {
  const HloOpcode op = instruction.opcode();
  if ((op != HloOpcode::kMaximum && op != HloOpcode::kMinimum) ||
      instruction.operand_count() != 2) {
    return nullptr;
  }
  const absl::string_view identity = op == HloOpcode::kMaximum ? "-inf" : "inf";
  for (int64_t k = 0; k < 2; ++k) {
    const hlo::Instruction* bound = instruction.operand(k);
    if (bound->opcode() == HloOpcode::kBroadcast) bound = bound->operand(0);
    if (bound->opcode() == HloOpcode::kConstant && bound->literal() == identity) {
      return instruction.operand(1 - k);
    }
  }
  return nullptr;
}

// Is `instruction` `and(x, broadcast(true))` or `or(x, broadcast(false))`,
// which XLA's algebraic simplifier folds to x?
// [ORACLE] jax.nn.dot_product_attention's causal mask is `and(true, mask)`
// broadcast to [B, H, S, S] (attention_dpa...kvh4 on v4 ... v6e): XLA keeps
// only the [S, S] mask (iota_compare_fusion) and reads it in the score and
// softmax fusions; kept as a broadcast-only value, the folded `and` was a
// pred[4,4,1024,1024] buffer of its own.
bool IsBooleanIdentity(const hlo::Instruction& instruction) {
  const HloOpcode op = instruction.opcode();
  if ((op != HloOpcode::kAnd && op != HloOpcode::kOr) || instruction.operand_count() != 2 ||
      !instruction.shape().IsArray() ||
      instruction.shape().element_type() != hlo::PrimitiveType::kPred) {
    return false;
  }
  const absl::string_view identity = op == HloOpcode::kAnd ? "true" : "false";
  for (int64_t k = 0; k < 2; ++k) {
    const hlo::Instruction* bound = instruction.operand(k);
    if (bound->opcode() == HloOpcode::kBroadcast) bound = bound->operand(0);
    if (bound->opcode() == HloOpcode::kConstant && bound->literal() == identity) return true;
  }
  return false;
}

// Is `instruction` computed from a dot or convolution result through
// elementwise and layout ops alone (and tuples an inlined call returned)?
bool ReadsADotResult(const hlo::Instruction& instruction, int depth = 0) {
  if (depth > 8) return false;
  for (const hlo::Instruction* operand : instruction.operands()) {
    if (operand->opcode() == HloOpcode::kGetTupleElement &&
        operand->operand(0)->opcode() == HloOpcode::kTuple) {
      const std::optional<int64_t> index = operand->tuple_index();
      const hlo::Instruction& tuple = *operand->operand(0);
      if (index.has_value() && *index >= 0 && *index < tuple.operand_count()) {
        operand = tuple.operand(*index);
      }
    }
    if (IsDotOrConvolution(*operand)) return true;
    if ((hlo::IsElementwise(operand->opcode()) || IsLayoutOp(*operand)) &&
        ReadsADotResult(*operand, depth + 1)) {
      return true;
    }
  }
  return false;
}

// The dot or convolution that `value` is computed from through elementwise
// and layout ops (reading past broadcasts, which add no data), or nullptr.
const hlo::Instruction* SourceDot(const hlo::Instruction& value, int depth = 0) {
  if (depth > 8) return nullptr;
  for (const hlo::Instruction* operand : value.operands()) {
    if (operand->opcode() == HloOpcode::kBroadcast || operand->opcode() == HloOpcode::kConstant) {
      continue;
    }
    if (IsDotOrConvolution(*operand)) return operand;
    if (hlo::IsElementwise(operand->opcode()) || IsLayoutOp(*operand)) {
      if (const hlo::Instruction* dot = SourceDot(*operand, depth + 1)) return dot;
    }
  }
  return nullptr;
}

// The number of elements a dot contracts (1 for a convolution or a
// malformed dot).
int64_t ContractedElements(const hlo::Instruction& dot) {
  if (dot.opcode() != HloOpcode::kDot || dot.operand_count() != 2 ||
      !dot.operand(0)->shape().IsArray()) {
    return 1;
  }
  int64_t elements = 1;
  for (int64_t d : dot.dot_dimension_numbers().lhs_contracting_dimensions) {
    if (d < 0 || d >= dot.operand(0)->shape().rank()) return 1;
    elements = SaturatingMul(elements, dot.operand(0)->shape().dims()[d]);
  }
  return elements;
}

// Is `reduce` a max reduction?
bool IsMaxReduce(const hlo::Instruction& reduce) {
  if (reduce.opcode() != HloOpcode::kReduce) return false;
  const hlo::Computation* reducer = reduce.called_computation("to_apply");
  return reducer != nullptr && reducer->root() != nullptr &&
         reducer->root()->opcode() == HloOpcode::kMaximum;
}

bool NormalizesItsOwnInput(const hlo::Instruction& reduce, bool of_a_dot_result = false);

// [ORACLE] The dequantizing epilogue of an integer product (an s32
// accumulator scaled back to floating point) read by two fusions is stored
// at the fork, not the accumulator with the epilogue recomputed in each
// reader: int8_mlp.ho14's w8a8 layers on v5p and v6e store the bf16 relu
// (fusion.3, fusion.7, fusion.11: bf16[512,4096] beside the row amax, which
// joins them) that the amax and the next quantization read, where tpusim
// had stored the s32[512,4096] accumulator. Floating-point products keep
// their forks in the readers (a softmax's max and exponentials read the
// scores: attention_naive, the decoders), and so would the MLPs' GELUs.
bool EndsAnIntegerEpilogueAtAFork(const hlo::Instruction& instruction, Role role,
                                  const std::vector<int32_t>& groups) {
  if (groups.size() < 2 || role != Role::kProducer || !hlo::IsElementwise(instruction.opcode()) ||
      !instruction.shape().IsArray() ||
      !hlo::IsFloatingPoint(instruction.shape().element_type())) {
    return false;
  }
  const hlo::Instruction* dot = SourceDot(instruction);
  return dot != nullptr && dot->shape().IsArray() &&
         hlo::IsInteger(dot->shape().element_type()) && ContinuesADot(instruction);
}

// [ORACLE] An 8-bit integer operand of a matrix product is stored: XLA:TPU
// fuses nothing into an int8 x int8 product's prologue. int8_mlp.ho14's
// w8a8 layers on v5p and v6e quantize each layer's input in a loop fusion
// of its own (fusion.29, s8[512,1024]; fusion.2, fusion.6, fusion.10,
// s8[512,4096]) that the product's fusion reads; tpusim had recomputed the
// quantization (and the layer before's epilogue) in every product.
bool QuantizesForAnIntegerProduct(const hlo::Instruction& instruction) {
  const hlo::PrimitiveType type = instruction.shape().IsArray()
                                      ? instruction.shape().element_type()
                                      : hlo::PrimitiveType::kInvalid;
  if (type != hlo::PrimitiveType::kS8 && type != hlo::PrimitiveType::kU8) return false;
  for (const hlo::Instruction* user : instruction.users()) {
    if (IsDotOrConvolution(*user)) return true;
  }
  return false;
}

// Is `value` a bf16 `dot` widened to f32 and then scaled in f32 (through
// elementwise and layout ops): scores written `einsum(q, k).astype(f32) *
// scale`? A scale applied before the widening (`einsum(q, k) * scale`,
// then a softmax in f32) does not count.
bool IsWidenedThenScaled(const hlo::Instruction& value, const hlo::Instruction& dot,
                         int depth = 0) {
  if (depth > 8 || value.shape().element_type() != hlo::PrimitiveType::kF32) return false;
  const HloOpcode op = value.opcode();
  if (op == HloOpcode::kMultiply || op == HloOpcode::kDivide) {
    for (const hlo::Instruction* operand : value.operands()) {
      if (operand->opcode() == HloOpcode::kConvert && operand->operand_count() == 1 &&
          operand->operand(0) == &dot) {
        return true;
      }
    }
  }
  if (!hlo::IsElementwise(op) && !IsLayoutOp(value)) return false;
  for (const hlo::Instruction* operand : value.operands()) {
    if (operand->opcode() == HloOpcode::kBroadcast || operand->opcode() == HloOpcode::kConstant) {
      continue;
    }
    if (IsWidenedThenScaled(*operand, dot, depth + 1)) return true;
  }
  return false;
}

// The dot whose f32 result, of bf16 operands, `max` takes a softmax's row
// max of (through elementwise and layout ops), or nullptr; a bf16 result
// widened to f32 and scaled there counts as f32 (IsWidenedThenScaled).
// [ORACLE] perceiver.ho8 on v4 and v6e (`einsum(...).astype(f32) * scale`,
// scores f32[32,8,256,4096]): XLA folds the max into the exponentials'
// fusion as for an f32 dot, with the dot inside it (no 512 MiB bf16
// scores buffer); the decoders' and encoders' bf16-scaled scores keep
// both reduces.
const hlo::Instruction* SoftmaxDot(const hlo::Instruction& max) {
  if (!IsMaxReduce(max) || max.shape().element_type() != hlo::PrimitiveType::kF32) {
    return nullptr;
  }
  const hlo::Instruction* dot = SourceDot(max);
  if (dot == nullptr || dot->opcode() != HloOpcode::kDot ||
      (dot->shape().element_type() != hlo::PrimitiveType::kF32 &&
       !(dot->shape().element_type() == hlo::PrimitiveType::kBF16 &&
         IsWidenedThenScaled(*max.operand(0), *dot)))) {
    return nullptr;
  }
  for (const hlo::Instruction* operand : dot->operands()) {
    if (!operand->shape().IsArray() ||
        operand->shape().element_type() != hlo::PrimitiveType::kBF16) {
      return nullptr;
    }
  }
  return NormalizesItsOwnInput(max, /*of_a_dot_result=*/true) ? dot : nullptr;
}

// [ORACLE] XLA:TPU folds the row max of a softmax over a bf16 dot's f32
// scores into the fusions that read it (a reduce-window spanning the row)
// and stores the exponentials, not the scores: the dot's fusion outputs
// (row sum, exponentials) (fusion.6 = (f32[8,8,512], f32[8,8,512,512]) of
// attention_dpa.b8.s512.nh8.hd64.bf16, every chip; every attention_dpa case
// with bf16 operands). The scores of bf16 dots (attention_naive, the
// decoders) are bf16 and keep both reduces; f32 operands keep the max in the
// dot's fusion beside the scores (attention_dpa.ho2...f32.v5e).
bool FoldsSoftmaxMax(const hlo::Instruction& max) { return SoftmaxDot(max) != nullptr; }

// [ORACLE] On chips with 128x128 MXUs XLA:TPU keeps that softmax out of
// the dot's fusion once the dot contracts a full MXU depth (128): the
// scores are one buffer, and a second fusion takes their row max as a
// reduce-window, computes the exponentials, stores them and their row sum
// (fusion.10 = (f32[4,4,4,1024], f32[4,4,4,1024,1024]) of
// attention_dpa.b4.s1024.nh16.hd128.kvh4.bf16 on v4, v5e, v5p; the same
// without grouped queries, and at s512; attention_dpa.ho3...hd128...v5p).
// With 64- or 96-wide heads the dot's fusion computes (sum, exponentials)
// itself on every chip (attention_dpa hd64 and hd96 cases). v6e (256x256
// MXUs) keeps hd128 softmaxes in the dot's fusion at s1024 and s1536 but
// not at s512: not modelled.
bool SoftmaxStaysApart(const hlo::Instruction& max, const FusionRules& rules) {
  if (rules.softmax_apart_min_contracting <= 0) return false;
  const hlo::Instruction* dot = SoftmaxDot(max);
  return dot != nullptr && ContractedElements(*dot) >= rules.softmax_apart_min_contracting;
}

// Is `instruction` the scores a softmax kept apart from their dot reduces?
// They end the dot's fusion.
bool IsApartSoftmaxScores(const hlo::Instruction& instruction, const FusionRules& rules) {
  for (const hlo::Instruction* user : instruction.users()) {
    if (user->operand_count() > 0 && user->operand(0) == &instruction &&
        SoftmaxStaysApart(*user, rules)) {
      return true;
    }
  }
  return false;
}

// Is `instruction` the exponential of a softmax whose max is folded
// (exp(x - broadcast(max)))? It is stored.
bool IsSoftmaxExponential(const hlo::Instruction& instruction) {
  if (instruction.opcode() != HloOpcode::kExp || instruction.operand_count() != 1) return false;
  const hlo::Instruction& difference = *instruction.operand(0);
  if (difference.opcode() != HloOpcode::kSubtract) return false;
  const hlo::Instruction* statistic = difference.operand(1);
  while (statistic->opcode() == HloOpcode::kBroadcast || statistic->opcode() == HloOpcode::kReshape ||
         statistic->opcode() == HloOpcode::kBitcast || IdentityClampOperand(*statistic) != nullptr) {
    const hlo::Instruction* clamped = IdentityClampOperand(*statistic);
    statistic = clamped != nullptr ? clamped : statistic->operand(0);
  }
  return FoldsSoftmaxMax(*statistic);
}

// Matrix products reading `instruction`, directly or through layout ops.
int CountMatrixProductReaders(const hlo::Instruction& instruction, int depth = 0) {
  if (depth > 8) return 0;
  int count = 0;
  for (const hlo::Instruction* user : instruction.users()) {
    if (IsDotOrConvolution(*user)) {
      ++count;
    } else if (IsLayoutOp(*user)) {
      count += CountMatrixProductReaders(*user, depth + 1);
    }
  }
  return count;
}

// [ORACLE] The bf16 probabilities of jax.nn.dot_product_attention in a
// training step, convert(exp(s - max) / sum) over the f32 scores of a bf16
// product, read by the weighted values' product and the values' gradient:
// XLA:TPU stores them (a divide_convert fusion beside the stored f32
// scores) on v5p (dpa_decoder.ho9.train, bf16[3,4,4,1024,1024]), v6e
// (dpa_decoder.ho7.train, in VMEM) and v7x (dpa_decoder.ho9.train and
// .ho12.train, evicted to HBM), where tpusim had recomputed them in each
// product's fusion from the stored exponentials; v5e recomputes them
// (dpa_decoder.ho7.train and .ho12.train have no such fusion). A softmax of
// bf16 scores widened to f32 (the hand-written attention of the decoder,
// encoder and ViT steps) is not one: storing those too lost four holdout
// cases within 10% (encoder.ho9.train...v5p 1.04x -> 1.17x,
// decoder_train.ho12...v6e 1.15x -> 1.34x).
bool IsStoredBf16Probability(const hlo::Instruction& instruction) {
  if (instruction.opcode() != HloOpcode::kConvert || instruction.operand_count() != 1 ||
      instruction.shape().element_type() != hlo::PrimitiveType::kBF16) {
    return false;
  }
  const hlo::Instruction& divide = *instruction.operand(0);
  if (divide.opcode() != HloOpcode::kDivide || divide.operand_count() != 2 ||
      divide.shape().element_type() != hlo::PrimitiveType::kF32 ||
      divide.operand(0)->opcode() != HloOpcode::kExp || divide.operand(0)->operand_count() != 1) {
    return false;
  }
  // The scores: the f32 result of a product of bf16 operands, masked and
  // scaled (no widening convert on the way).
  const hlo::Instruction* x = divide.operand(0)->operand(0);
  if (x->opcode() != HloOpcode::kSubtract || x->operand_count() != 2) return false;
  x = x->operand(0);
  for (int depth = 0; depth < 8 && !IsDotOrConvolution(*x); ++depth) {
    if (IsLayoutOp(*x) && x->operand_count() == 1) {
      x = x->operand(0);
      continue;
    }
    if (!hlo::IsElementwise(x->opcode()) || x->opcode() == HloOpcode::kConvert) return false;
    const hlo::Instruction* next = nullptr;
    for (const hlo::Instruction* operand : x->operands()) {
      if (operand->shape().IsArray() && operand->shape().dims() == x->shape().dims() &&
          operand->shape().element_type() == hlo::PrimitiveType::kF32 &&
          operand->opcode() != HloOpcode::kBroadcast && operand->opcode() != HloOpcode::kConstant) {
        next = operand;
        break;
      }
    }
    if (next == nullptr) return false;
    x = next;
  }
  while (IsLayoutOp(*x) && x->operand_count() == 1) x = x->operand(0);
  if (!IsDotOrConvolution(*x) || x->operand_count() == 0 ||
      x->shape().element_type() != hlo::PrimitiveType::kF32 ||
      x->operand(0)->shape().element_type() != hlo::PrimitiveType::kBF16) {
    return false;
  }
  return CountMatrixProductReaders(instruction) >= 2;
}

// Is `value` (through elementwise ops of its dims, no widening or
// narrowing) computed from `dy - broadcast(reduce(...))`: a softmax's
// gradient, dy * y less y * sum(dy * y)?
bool ComputesASoftmaxGradient(const hlo::Instruction& value, int depth = 0) {
  // Not through an exponential: the forward softmax's x - max(x) is no
  // gradient.
  if (depth > 6 || !hlo::IsElementwise(value.opcode()) ||
      value.opcode() == HloOpcode::kConvert || value.opcode() == HloOpcode::kExp) {
    return false;
  }
  if ((value.opcode() == HloOpcode::kSubtract || value.opcode() == HloOpcode::kAdd) &&
      value.operand_count() == 2) {
    // dy - sum(...), or dy + (-sum(...)) as JAX's softmax gradient writes
    // it: a row reduce broadcast back, read through relabellings, negations
    // and the reduce of one element JAX adds.
    for (const hlo::Instruction* row : value.operands()) {
      if (row->opcode() != HloOpcode::kBroadcast) continue;
      for (int steps = 0; steps < 8 && row->operand_count() >= 1; ++steps) {
        row = row->operand(0);
        if (row->opcode() == HloOpcode::kReduce && row->operand(0)->opcode() != HloOpcode::kNegate) {
          return true;
        }
        if (!IsLayoutOp(*row) && row->opcode() != HloOpcode::kNegate &&
            row->opcode() != HloOpcode::kReduce) {
          break;
        }
      }
    }
  }
  for (const hlo::Instruction* operand : value.operands()) {
    if (operand->shape().IsArray() && operand->shape().dims() == value.shape().dims() &&
        ComputesASoftmaxGradient(*operand, depth + 1)) {
      return true;
    }
  }
  return false;
}

// [ORACLE] The bf16 gradient of a softmax's scores (the f32
// y * (dy - sum(dy * y)) narrowed back to the products' bf16) read by the
// two products of the queries' and keys' gradients is stored once:
// perceiver.ho8 on v4 and v6e (fusion.5, bf16[32,8,256,4096], 512 MiB, read
// by the two gradient products), where tpusim had recomputed it in both.
bool IsStoredSoftmaxGradient(const hlo::Instruction& instruction) {
  if (instruction.opcode() != HloOpcode::kConvert || instruction.operand_count() != 1 ||
      instruction.shape().element_type() != hlo::PrimitiveType::kBF16 ||
      instruction.operand(0)->shape().element_type() != hlo::PrimitiveType::kF32 ||
      !instruction.shape().IsArray() || instruction.shape().rank() < 3) {
    return false;
  }
  return ComputesASoftmaxGradient(*instruction.operand(0)) &&
         CountMatrixProductReaders(instruction) >= 2;
}

// [ORACLE] XLA:TPU does not store a row statistic that only normalizes the
// value it was reduced from (softmax's x - max(x) and e / sum(e)): it
// computes it inside the consumer's fusion, as a reduce-window spanning the
// whole reduced dim, so softmax is one fusion with no temp at all (every
// reduction.softmax case, b3 f32 and the 30 capacity-sweep cases, on v4,
// v5e, v5p and v6e; the f32 sum of reduction.softmax b16 bf16). It keeps
// the reduce when the statistic is transformed before it is broadcast back
// (layernorm's mean and variance scaled by 1/n, log_softmax's log of the
// sum, a bf16 max widened to f32: reduction.layernorm, decoder_train, the
// bf16 max of reduction.softmax b16), and for statistics of a dot's result
// (attention_naive keeps both reduces; the f32 scores of a bf16 dot are
// FoldsSoftmaxMax's). Only `maximum(x, -inf)`, which
// the simplifier removes, and relabellings may sit between the reduce and
// its broadcast.
bool NormalizesItsOwnInput(const hlo::Instruction& reduce, bool of_a_dot_result) {
  if (reduce.opcode() != HloOpcode::kReduce || reduce.operand_count() != 2 ||
      !reduce.shape().IsArray()) {
    return false;
  }
  const hlo::Instruction* input = reduce.operand(0);
  std::vector<const hlo::Instruction*> chain = {&reduce};
  bool broadcast_back = false;
  for (size_t next = 0; next < chain.size(); ++next) {
    if (chain.size() > 16) return false;
    const hlo::Instruction* value = chain[next];
    if (value->users().empty()) return false;
    for (const hlo::Instruction* user : value->users()) {
      const HloOpcode op = user->opcode();
      if (op == HloOpcode::kReshape || op == HloOpcode::kBitcast || op == HloOpcode::kBroadcast ||
          IdentityClampOperand(*user) == value) {
        chain.push_back(user);
        continue;
      }
      // A consumer: elementwise, on the input's shape, reading the input.
      if (!hlo::IsElementwise(op) || !user->shape().IsArray() ||
          user->shape().dims() != input->shape().dims() ||
          !absl::c_linear_search(user->operands(), input)) {
        return false;
      }
      broadcast_back = true;
    }
  }
  // The walk back through the producers last: it is the costly test.
  return broadcast_back && (of_a_dot_result || !ReadsADotResult(reduce));
}

// The fusion plan of one sequential computation.
struct Plan {
  std::vector<const hlo::Instruction*> order;  // Topological.
  // By instruction: its position in `order` (by id: a hash map of every
  // instruction missed the cache on each of the plan's user lookups).
  hlo::InstructionMap<int32_t> position;
  // The position of `instruction`, or -1 for one of another computation.
  int32_t Position(const hlo::Instruction* instruction) const {
    const int32_t* p = position.Find(instruction);
    return p == nullptr ? -1 : *p;
  }
  std::vector<uint8_t> materialized;           // By position.
  std::vector<std::vector<int32_t>> groups;    // By position: roots (positions) it is fused into.
  std::vector<std::vector<int32_t>> members;   // By root position: fused instructions.
  std::vector<int32_t> group_dots;             // By root position: dots inside.
  std::vector<uint8_t> narrowed;               // By root position: stored as bf16.
  // By dot-fusion root position: the reduces computed in that fusion as
  // further outputs (MergeReducesIntoDotFusions).
  std::vector<std::vector<int32_t>> merged_reduces;
  // By reduce position: the dot fusion it is merged into, or -1.
  std::vector<int32_t> merged_into;
  // By dot-fusion root position: buffers after it in `order` that its
  // merged reduces read, emitted before it (none depends on the dot).
  std::vector<std::vector<int32_t>> emitted_before;
};

// XLA:TPU nests a dot's fusion inside the fusion of the one dot that reads
// its result (directly or through that dot's prologue) when the result's
// feature (minor) dim is at most 2048 (or the result is not too large,
// below),
// outside loops, two dots per fusion at most: 114 of 247 eligible dot
// pairs in the oracle's modules (mlp configs with features 18 ... 2048, the
// convnet blocks), never at 8192 (42/42) nor in a while body (36/36).
//
// Pairs are taken from the last dot back, as XLA's fusion visits consumers
// before their producers: in a three-layer MLP the second layer's dot nests
// into the third's fusion and the first stays alone (v5p mlp.b9.d3.h18,
// mlp.b64.d784.h512, mlp.b100.d1000.h1000: the root fusion reads fusion.1,
// the first layer, and the second and third layers' weights).
constexpr int64_t kMaxNestedFeature = 2048;
// [ORACLE] A result with up to 4096 features nests while it is at most 64
// MiB (FusionRules::max_nested_mid_result_bytes: 16 MiB on v4 and v6e;
// since 2026-11-29; before, it had to be small, below): the MLP
// hidden values of the forward decoders and encoders nest in XLA's modules
// (decoder_fwd.b4.s384 bf16[4,384,3072], 9 MB, on v4, v5p, v6e and v7x;
// decoder_fwd.ho3 [3,512,3584], 11 MB, on v6e; encoder.ho4.fwd
// [16,256,3072], 25 MB, on v5p; dpa_decoder.ho7.fwd [4,512,4096], 16 MB, on
// v5e and v6e; remat_scan.ho8 [8,1024,4096], 64 MiB, on v5p and v6e), while
// deep_mlp's h4096 results (178 MB and more) stay apart on every chip. On
// v4 and v6e the limit is 16 MiB (tpu_model/chip.cc: encoder.ho4.fwd's 25
// MB and vit.ho2.fwd's 38 MB stay apart on v6e). Not modelled:
// decoder_fwd.b4.s384 on v5e, decoder_fwd.ho3 and dpa_decoder.ho7.fwd on
// v5p stay apart.
constexpr int64_t kMaxNestedMidFeature = 4096;
// [ORACLE] A wider result still nests while it is small: the MLPs of the
// holdout batches nest their [100,3000] (600 KB; mlp.ho2...h3000 on v5e and
// v7x: the root fusion reads the first layer's result and the second and
// third layers' weights) and [200,2560] results (1 MB; mlp.ho3...h2560 on
// v5p, where tpusim had 3 HBM values for XLA's 1), while every h8192 result
// stays apart.
constexpr int64_t kMaxNestedWideResultBytes = int64_t{2} << 20;
// [ORACLE] The limits above hold where the next dot narrows the value (an
// MLP's down-projection, a classifier: its result has at most half the
// elements). A dot result the next matrix product does not narrow (a square
// hidden layer, an up-projection) nests only up to 4 MiB: XLA nests
// sharded_tp.mm4.mlp_fwd.b8's bf16[8,256,1024] (4 MiB) on v5p and v6e, the
// MoE experts' [8,500,512] (4 MB) on v6e and the small MLP layers (mlp.b128,
// mlp.ho3 [200,2560]), and keeps apart sharded_tp.mm4.mlp_fwd.b12's
// [12,256,1536] (4.7 MB) on v5e, v5p and v6e (v4: mm8), sharded_tp.ho3's
// [8,128,2560] (5.2 MB) on v6e and moe.ho9's [8,640,768] (7.9 MB) on v4.
// Matrix products only: a convolution block nests up to the chip's limit.
// A result wider than kMaxNestedFeature the next product does not narrow
// nests only up to kMaxNestedWideResultBytes: mlp.ho3's [200,2560] (1 MB)
// and mlp.ho2's [100,3000] nest, and mlp.ho10's first hidden value
// bf16[512,3584] (3.5 MiB, read by a square 3584 x 3584 layer) stays apart
// on v5p (fusion.2; tpusim nested it: 0.95x of XLA's peak, temp 0.50x).
constexpr int64_t kMaxNestedUnnarrowedResultBytes = int64_t{4} << 20;

// The matrix product (kDot) fusion group `g` holds, if any.
const hlo::Instruction* MatrixProductOf(const Plan& plan, int32_t g) {
  if (plan.order[g]->opcode() == HloOpcode::kDot) return plan.order[g];
  for (int32_t m : plan.members[g]) {
    if (plan.order[m]->opcode() == HloOpcode::kDot) return plan.order[m];
  }
  return nullptr;
}

// Whether `consumer`, a matrix product reading `result`, narrows it: its
// own result has at most half the elements (a down-projection, a
// classifier).
bool Narrows(const hlo::Instruction& consumer, const hlo::Instruction& result) {
  absl::StatusOr<int64_t> produced = result.shape().ElementCount();
  absl::StatusOr<int64_t> consumed = consumer.shape().ElementCount();
  return produced.ok() && consumed.ok() && *consumed <= *produced / 2;
}

// Whether every reader of `result` in group `g` is the group's dot or an op
// of its prologue (an op the dot reads, directly or through other members).
// A result read by the epilogue stays a fusion of its own: XLA's complex
// matmuls (complex_dots.h) keep the second real dot's fusion, whose result
// the third dot's epilogue reads, apart on all seven generations.
bool ReadOnlyByDotOrPrologue(const Plan& plan, int32_t g, const hlo::Instruction& result) {
  absl::flat_hash_set<const hlo::Instruction*> members;
  members.insert(plan.order[g]);
  for (int32_t m : plan.members[g]) members.insert(plan.order[m]);
  std::vector<const hlo::Instruction*> stack;
  absl::flat_hash_set<const hlo::Instruction*> prologue;
  for (const hlo::Instruction* member : members) {
    if (RoleOf(*member) == Role::kDot) stack.push_back(member);
  }
  while (!stack.empty()) {
    const hlo::Instruction* at = stack.back();
    stack.pop_back();
    if (!prologue.insert(at).second) continue;
    for (const hlo::Instruction* operand : at->operands()) {
      if (members.contains(operand)) stack.push_back(operand);
    }
  }
  for (const hlo::Instruction* user : result.users()) {
    if (!prologue.contains(user)) return false;
  }
  return true;
}

// [ORACLE] A batched dot (expert or attention-head batch dims) does not
// nest: in XLA's modules 87 fusions of a batched dot are read by the next
// dot's fusion as buffers (attention on v4 ... v5p, the decoders, the MoE
// gradients, sharded_ep.me4.sort_fwd on v5p: fusion.9, bf16[2,4,640,1024]),
// against 39 that nest (the forward MoE experts, attention on v6e and v7x).
bool GroupHasBatchedDot(const Plan& plan, int32_t g) {
  auto batched = [](const hlo::Instruction& instruction) {
    return instruction.opcode() == HloOpcode::kDot &&
           !instruction.dot_dimension_numbers().lhs_batch_dimensions.empty();
  };
  if (batched(*plan.order[g])) return true;
  for (int32_t m : plan.members[g]) {
    if (batched(*plan.order[m])) return true;
  }
  return false;
}

// Whether `dot` multiplies by a weight: its rhs is an entry parameter, seen
// through ops that only relabel or convert it.
bool ReadsAWeight(const hlo::Instruction& dot) {
  if (dot.operand_count() < 2) return false;
  const hlo::Instruction* at = dot.operand(1);
  while (at->operand_count() == 1 &&
         (at->opcode() == HloOpcode::kBitcast || at->opcode() == HloOpcode::kReshape ||
          at->opcode() == HloOpcode::kConvert || at->opcode() == HloOpcode::kCopy ||
          at->opcode() == HloOpcode::kTranspose)) {
    at = at->operand(0);
  }
  return at->opcode() == HloOpcode::kParameter;
}

// [ORACLE] The exception to GroupHasBatchedDot: an MoE's expert layers, a
// batched dot by a weight whose result the next batched dot by a weight
// narrows (the down-projection), nest as an MLP's layers do. XLA nests the
// expert hidden value in moe.b8.s128 on v4, v5e and v5p (bf16[8,320,1024],
// 5 MiB), moe.b4.s256 and moe.ho3 on v5p, moe.ho9 on v7x, moe.ho2.b64 on
// v5e (320 MiB), sharded_ep.me4.gshard_fwd on v5e, v5p and v6e and
// moe.ho11 on v5p (bf16[8,640,1024]); it keeps it apart in
// sharded_ep.me4.sort_fwd on v5e and v5p and moe.ho9 on v4 (3 of 14).
// Attention's batched dots multiply activations, and the MoE gradients'
// both read activations: those stay apart. Not in partitioned programs:
// there XLA reshards the expert hidden value itself (sharded_ep.md2xe2
// .gshard_fwd on v5p all-to-alls bf16[4,1,2,1,640,1024]), which tpusim's
// partitioner does not model, and nesting it moved those peaks further
// from XLA's (0.91x -> 0.65x). Only where a dot's epilogue fuses first
// (v2 ... v5p): v6e nests other pairs instead (the dispatched tokens into
// the up-projection and the down-projection into the combine, moe.b4.s256
// and moe.b8.s128 v6e: six fusion outputs fewer exact with the rule); v7x,
// which fuses as v6e does, nests the hidden value in its one module
// (moe.ho9) but stays with v6e for want of more.
// `producer` and `consumer` are the matrix products of the two fusions
// (MatrixProductOf), `result` the value between them.
bool ExpertLayersNest(const hlo::Instruction* producer, const hlo::Instruction* consumer,
                      const hlo::Instruction& result) {
  if (producer == nullptr || consumer == nullptr || !ReadsAWeight(*producer) ||
      !ReadsAWeight(*consumer) ||
      consumer->dot_dimension_numbers().lhs_batch_dimensions.empty()) {
    return false;
  }
  return Narrows(*consumer, result);
}

// Whether `result`, read by the next fusion's matrix product `consumer`, may
// nest there by kMaxNestedUnnarrowedResultBytes: the consumer narrows it,
// or it is small, or either side (`producer`, `consumer`: MatrixProductOf)
// is not a matrix product.
bool NarrowedOrSmall(const hlo::Instruction* producer, const hlo::Instruction* consumer,
                     const hlo::Instruction& result) {
  if (producer == nullptr || consumer == nullptr) return true;
  if (Narrows(*consumer, result)) return true;
  absl::StatusOr<int64_t> bytes = UnpaddedByteSize(result.shape());
  const bool wide = result.shape().rank() > 0 && result.shape().dims().back() > kMaxNestedFeature;
  return bytes.ok() &&
         *bytes <= (wide ? kMaxNestedWideResultBytes : kMaxNestedUnnarrowedResultBytes);
}

void NestDotFusions(const hlo::Computation& computation, const FusionRules& rules, Plan& plan) {
  const int32_t n = static_cast<int32_t>(plan.order.size());
  const bool partitioned = absl::c_any_of(plan.order, [](const hlo::Instruction* instruction) {
    return hlo::IsCollective(instruction->opcode());
  });
  for (int32_t r = n - 1; r >= 0; --r) {
    const hlo::Instruction& result = *plan.order[r];
    // [ORACLE] A fusion that ends in a reduce does not nest (a convolution
    // with its batch-norm statistics or the global mean pool before the
    // classifier): in no fusion of XLA's optimized modules (0 of about 4100
    // with a dot or convolution, nested ones included) does a reduce feed
    // the dot; convnet.fwd keeps the pooled features f32[B,C] as its own
    // output (convert_reduce_fusion.5) on v4, v5e, v5p and v6e.
    if (!plan.materialized[r] || plan.group_dots[r] != 1 || &result == computation.root() ||
        result.users().empty() || !result.shape().IsArray() || result.shape().rank() == 0 ||
        result.opcode() == HloOpcode::kReduce) {
      continue;
    }
    const int64_t feature = result.shape().dims().back();
    const bool wide = feature > kMaxNestedFeature;
    if (wide || rules.max_nested_dot_result_bytes > 0) {
      absl::StatusOr<int64_t> bytes = UnpaddedByteSize(result.shape());
      const int64_t wide_limit = feature <= kMaxNestedMidFeature ? rules.max_nested_mid_result_bytes
                                                                 : kMaxNestedWideResultBytes;
      if (!bytes.ok() || (wide && *bytes > wide_limit) ||
          (rules.max_nested_dot_result_bytes > 0 &&
           *bytes > rules.max_nested_dot_result_bytes)) {
        continue;
      }
    }
    // Every reader is the next dot itself or an op of that dot's prologue
    // (v6e, v7x put bias + relu there; a gelu reads the result 4 times:
    // sharded_tp.mm4.mlp_fwd on v5p nests dot, gelu and dot in one fusion).
    int32_t g = -1;
    for (const hlo::Instruction* user : result.users()) {
      const int32_t u = plan.Position(user);
      const std::vector<int32_t>* user_groups = u < 0 ? nullptr : &plan.groups[u];
      if (user_groups == nullptr || user_groups->size() != 1 ||
          (g >= 0 && user_groups->front() != g)) {
        g = -1;
        break;
      }
      g = user_groups->front();
    }
    if (g < 0 || g == r || plan.group_dots[g] != 1) continue;
    if (!ReadOnlyByDotOrPrologue(plan, g, result)) continue;
    const hlo::Instruction* producer = MatrixProductOf(plan, r);
    const hlo::Instruction* consumer = MatrixProductOf(plan, g);
    if (!NarrowedOrSmall(producer, consumer, result)) continue;
    if (GroupHasBatchedDot(plan, r) &&
        (partitioned || !rules.dot_epilogue_first ||
         !ExpertLayersNest(producer, consumer, result))) {
      continue;
    }
    // Move r's group into g.
    for (int32_t m : plan.members[r]) {
      for (int32_t& group : plan.groups[m]) {
        if (group == r) group = g;
      }
      std::sort(plan.groups[m].begin(), plan.groups[m].end());
      plan.groups[m].erase(std::unique(plan.groups[m].begin(), plan.groups[m].end()),
                           plan.groups[m].end());
      plan.members[g].push_back(m);
    }
    plan.members[g].push_back(r);
    plan.members[r].clear();
    plan.materialized[r] = 0;
    plan.groups[r] = {g};
    plan.group_dots[g] += plan.group_dots[r];
    plan.group_dots[r] = 0;
    std::sort(plan.members[g].begin(), plan.members[g].end());
    plan.members[g].erase(std::unique(plan.members[g].begin(), plan.members[g].end()),
                          plan.members[g].end());
  }
}

// Does fusion group `g` (so far) hold a matrix product?
bool HasMatrixProduct(const Plan& plan, int32_t g) {
  if (plan.group_dots[g] == 0) return false;
  if (hlo::IsMatrixProduct(*plan.order[g])) return true;
  for (int32_t m : plan.members[g]) {
    if (hlo::IsMatrixProduct(*plan.order[m])) return true;
  }
  return false;
}

// The positions of the buffers group `g` (its root and fused members)
// reads, once per read; nullopt when it reads an instruction of another
// computation.
std::optional<std::vector<int32_t>> BuffersRead(const Plan& plan, int32_t g) {
  std::vector<int32_t> out;
  auto visit = [&](const hlo::Instruction& instruction) {
    for (const hlo::Instruction* operand : instruction.operands()) {
      const int32_t p = plan.Position(operand);
      if (p < 0) return false;
      if (plan.materialized[p]) out.push_back(p);
    }
    return true;
  };
  for (int32_t m : plan.members[g]) {
    if (!visit(*plan.order[m])) return std::nullopt;
  }
  if (!visit(*plan.order[g])) return std::nullopt;
  return out;
}

// [ORACLE] XLA:TPU computes a reduce of a dot or convolution fusion's
// result in that fusion, as a further output (a multi-output kOutput
// fusion), whenever nothing else the reduce reads depends on the dot:
// 337 such fusions in 160 of the 541 optimized modules of the main
// corpus, on every chip: the convolution and its batch-norm sums
// (convnet), the attention scores and their row max (attention_naive,
// attention_dpa), the residual add and the next layer norm's mean
// (decoders, vit). The reduces that stay fusions of their own read
// another output of the same fusion (the softmax sum reads the max) or a
// value computed from one (the batch-norm variance reads the mean); among
// the reduce fusions that read a single-output dot fusion without such a
// dependency, 21 stay apart on v4, v5e and v6e and none on v5p.
// The tuple lists the reduces, then the dot's value when anything else
// reads it (convert_reduce_fusion.2 = (f32[32,197], bf16[32,197,768]) in
// vit.ho2.fwd v6e). On v5p both are HBM values (dot fusions' results stay
// in HBM), which the separate reduce fusion put in VMEM.
void MergeReducesIntoDotFusions(const hlo::Computation& computation, Plan& plan) {
  const int32_t n = static_cast<int32_t>(plan.order.size());
  plan.merged_reduces.assign(n, {});
  plan.emitted_before.assign(n, {});
  plan.merged_into.assign(n, -1);
  for (int32_t r = 0; r < n; ++r) {
    const hlo::Instruction& reduce = *plan.order[r];
    if (!plan.materialized[r] || reduce.opcode() != HloOpcode::kReduce ||
        !reduce.shape().IsArray() || reduce.operand_count() != 2 ||
        &reduce == computation.root() || plan.group_dots[r] != 0 || plan.narrowed[r] ||
        !reduce.control_predecessors().empty()) {
      continue;
    }
    // The buffers the reduce's fusion reads: one dot fusion result, and
    // others that do not depend on it.
    std::optional<std::vector<int32_t>> read = BuffersRead(plan, r);
    if (!read.has_value()) continue;
    // One dot fusion read, besides softmax exponentials that hold their
    // scores' product (the max folded: FoldsSoftmaxMax), which come before
    // it. [ORACLE] The softmax gradient's sum(dP * P) reads dP's product
    // and the exponentials' fusion: XLA:TPU's fusion.7 of perceiver.ho8 on
    // v4 and v6e returns that sum beside dP. Other reduces of two products'
    // results stay apart (letting the latest product take them lost three
    // holdout cases within 1% and three in temp).
    int32_t dot = -1;
    std::vector<int32_t> others;
    bool ok = true;
    int dots = 0;
    for (int32_t p : *read) dots += plan.group_dots[p] > 0 ? 1 : 0;
    for (int32_t p : *read) {
      if (plan.group_dots[p] > 0 && (dots == 1 || plan.order[p]->opcode() != HloOpcode::kExp)) {
        if (dot >= 0 && dot != p) ok = false;
        dot = p;
      }
    }
    for (int32_t p : *read) {
      if (p == dot) continue;
      if (plan.group_dots[p] > 0 && (dot < 0 || p > dot)) ok = false;
      others.push_back(p);
    }
    if (!ok || dot < 0) continue;
    // A buffer defined after the dot is moved before it when it and the
    // buffers it reads (all from before the dot) cannot depend on the dot:
    // the attention mask, built after the scores in the program's order.
    std::vector<int32_t> later;
    for (int32_t p : others) {
      if (p < dot) continue;
      const hlo::Instruction& buffer = *plan.order[p];
      std::optional<std::vector<int32_t>> inputs = BuffersRead(plan, p);
      if (plan.merged_into[p] >= 0 || !plan.merged_reduces[p].empty() ||
          buffer.opcode() == HloOpcode::kSlice ||
          !buffer.control_predecessors().empty() || !inputs.has_value() ||
          absl::c_any_of(*inputs, [&](int32_t q) { return q >= dot; })) {
        ok = false;
        break;
      }
      later.push_back(p);
    }
    if (!ok) continue;
    const hlo::Instruction& result = *plan.order[dot];
    // The reduce reads the dot's whole value (in its own dim order: the
    // scores [B,H,Q,K] of an attention the program computed as [B,K,Q,H]).
    if (&result == computation.root() || !result.shape().IsArray() || plan.narrowed[dot] ||
        !reduce.operand(0)->shape().IsArray()) {
      continue;
    }
    absl::StatusOr<int64_t> reduced_elements = reduce.operand(0)->shape().ElementCount();
    absl::StatusOr<int64_t> dot_elements = result.shape().ElementCount();
    if (!reduced_elements.ok() || !dot_elements.ok() || *reduced_elements != *dot_elements) {
      continue;
    }
    plan.merged_reduces[dot].push_back(r);
    plan.merged_into[r] = dot;
    for (int32_t p : later) {
      if (!absl::c_linear_search(plan.emitted_before[dot], p)) plan.emitted_before[dot].push_back(p);
    }
  }
}

Plan PlanFusion(const hlo::Computation& computation, const FusionRules& rules, bool in_entry) {
  Plan plan;
  plan.order = TopologicalOrder(computation);
  const int32_t n = static_cast<int32_t>(plan.order.size());
  plan.position = hlo::InstructionMap<int32_t>(hlo::DenseIdsOf(computation));
  for (int32_t i = 0; i < n; ++i) plan.position[plan.order[i]] = i;
  plan.materialized.assign(n, 0);
  plan.groups.assign(n, {});
  plan.members.assign(n, {});
  plan.group_dots.assign(n, 0);
  plan.narrowed.assign(n, 0);

  auto materialize = [&](int32_t i, Role role) {
    plan.materialized[i] = 1;
    plan.groups[i].clear();
    if (role != Role::kOpaque) plan.groups[i].push_back(i);
    if (role == Role::kDot) plan.group_dots[i] = 1;
  };

  for (int32_t i = n - 1; i >= 0; --i) {
    if (i >= static_cast<int32_t>(hlo::kInstructionPrefetchDistance)) {
      hlo::PrefetchInstruction(plan.order[i - hlo::kInstructionPrefetchDistance]);
    }
    const hlo::Instruction& instruction = *plan.order[i];
    const Role role = NormalizesItsOwnInput(instruction) || FoldsSoftmaxMax(instruction)
                          ? Role::kProducer
                          : RoleOf(instruction);
    const hlo::Instruction* clamped = IdentityClampOperand(instruction);
    const bool clamps_a_folded_reduce =
        clamped != nullptr && (NormalizesItsOwnInput(*clamped) || FoldsSoftmaxMax(*clamped));
    if (&instruction == computation.root() || role == Role::kOpaque || role == Role::kRoot ||
        instruction.users().empty() ||
        (role == Role::kProducer && IsBroadcastOnlyValue(instruction) &&
         !clamps_a_folded_reduce && !IsBooleanIdentity(instruction)) ||
        NarrowsAVectorParameter(instruction, in_entry) ||
        CombinesACollectiveResultForSeveralReaders(instruction) ||
        IsApartSoftmaxScores(instruction, rules) ||
        IsSoftmaxExponential(instruction) ||
        (rules.store_bf16_probabilities && IsStoredBf16Probability(instruction)) ||
        IsStoredSoftmaxGradient(instruction)) {
      materialize(i, role);
      continue;
    }
    if (QuantizesForAnIntegerProduct(instruction)) {
      materialize(i, role);
      continue;
    }
    if (rules.copy_split_for_slices && IsSplitForSlices(instruction)) {
      // Its own op: layout assignment gives it the sliced dim major.
      materialize(i, Role::kOpaque);
      continue;
    }
    // [ORACLE] mlp.sweep on v2 ... v5p: bias + relu + convert end the first
    // dot's fusion (bf16[110336,8192] stored), not the next dot's prologue.
    // Its users are tested first: ContinuesADot walks a region of up to 32
    // instructions, and most elementwise ops feed something else.
    if (rules.dot_epilogue_first && role == Role::kProducer &&
        hlo::IsElementwise(instruction.opcode())) {
      bool only_dots = true;
      for (const hlo::Instruction* user : instruction.users()) {
        only_dots &= IsDotOrConvolution(*user);
      }
      if (only_dots && ContinuesADot(instruction)) {
        materialize(i, role);
        continue;
      }
    }
    // The fusions its users belong to; any user that cannot take it makes
    // it a buffer.
    std::vector<int32_t> groups;
    bool fusible = true;
    for (const hlo::Instruction* user : instruction.users()) {
      const int32_t u = plan.Position(user);
      if (u < 0) {
        fusible = false;
        break;
      }
      if (plan.materialized[u]) {
        bool takes = !plan.groups[u].empty();
        for (int64_t k = 0; takes && k < user->operand_count(); ++k) {
          if (user->operand(k) == &instruction) takes = TakesFusedOperand(*user, k, instruction);
        }
        if (!takes) {
          fusible = false;
          break;
        }
      }
      if (role == Role::kDot && !IsEpilogueUser(*user, instruction)) {
        fusible = false;
        break;
      }
      for (int32_t g : plan.groups[u]) {
        if (IsGatherOrScatter(*plan.order[g]) && !FusesIntoGatherOrScatter(instruction) &&
            !BuildsItsFillInside(*plan.order[g], instruction)) {
          fusible = false;
        }
        groups.push_back(g);
      }
      if (!fusible) break;
    }
    std::sort(groups.begin(), groups.end());
    groups.erase(std::unique(groups.begin(), groups.end()), groups.end());
    // [ORACLE] No dot or convolution fusion of XLA:TPU reads through a
    // slice (none in the 489 optimized modules): the q, k and v slices of a
    // fused QKV projection are their own buffers, which lets the projection
    // die once they are taken (41 slice fusions on every chip). A
    // matrix-vector product is no dot there (XLA rewrites it as multiply
    // and reduce, which take the slice: decode_kvcache's one-token
    // attention over its cache).
    if (fusible && instruction.opcode() == HloOpcode::kSlice &&
        !IsSplitForSlices(*instruction.operand(0))) {
      for (int32_t g : groups) fusible &= !HasMatrixProduct(plan, g);
    }
    if (!fusible || groups.empty() || EndsAnIntegerEpilogueAtAFork(instruction, role, groups) ||
        (groups.size() > kMaxDuplication && !IsTriviallyCheap(instruction) &&
         !ShiftsOrScalesOneArray(instruction) &&
         !(rules.recompute_widened_values && WidensOneNarrowerArray(instruction)))) {
      materialize(i, role);
      continue;
    }
    if (role == Role::kDot) {
      // One dot per fusion, never duplicated.
      if (groups.size() != 1 || plan.group_dots[groups[0]] > 0) {
        materialize(i, role);
        continue;
      }
      plan.group_dots[groups[0]] = 1;
    }
    plan.groups[i] = groups;
    for (int32_t g : groups) plan.members[g].push_back(i);
  }
  for (auto& members : plan.members) std::reverse(members.begin(), members.end());
  if (in_entry) NestDotFusions(computation, rules, plan);
  for (int32_t i = 0; i < n; ++i) {
    const hlo::Instruction& instruction = *plan.order[i];
    plan.narrowed[i] = plan.materialized[i] && RoleOf(instruction) != Role::kOpaque &&
                       &instruction != computation.root() && instruction.shape().IsArray() &&
                       instruction.shape().element_type() == hlo::PrimitiveType::kF32 &&
                       OnlyFeedsDots(instruction);
  }
  MergeReducesIntoDotFusions(computation, plan);
  return plan;
}

// Does anything but the reduces merged into fusion `d` read its result?
bool ReadOutsideMergedReduces(const Plan& plan, int32_t d) {
  for (const hlo::Instruction* user : plan.order[d]->users()) {
    const int32_t u = plan.Position(user);
    if (u < 0) return true;
    if (plan.merged_into[u] == d) continue;
    if (plan.materialized[u]) return true;
    for (int32_t g : plan.groups[u]) {
      if (plan.merged_into[g] != d) return true;
    }
  }
  return false;
}

// How each computation is called decides whether its instructions fuse.
enum class Context : uint8_t { kSequential, kVerbatim };

absl::flat_hash_map<const hlo::Computation*, Context> Contexts(const hlo::Module& module) {
  absl::flat_hash_map<const hlo::Computation*, Context> contexts;
  auto mark = [&](const hlo::Computation* c, Context context) {
    auto [it, inserted] = contexts.try_emplace(c, context);
    if (!inserted && it->second != context) it->second = Context::kVerbatim;
  };
  if (module.entry() != nullptr) mark(module.entry(), Context::kSequential);
  for (const auto& computation : module.computations()) {
    for (const auto& instruction : computation->instructions()) {
      const HloOpcode op = instruction->opcode();
      const bool control_flow = op == HloOpcode::kWhile || op == HloOpcode::kConditional ||
                                op == HloOpcode::kCall;
      instruction->ForEachCalledComputation([&](const hlo::Computation* callee) {
        mark(callee, control_flow ? Context::kSequential : Context::kVerbatim);
      });
    }
  }
  for (auto& [computation, context] : contexts) {
    if (!computation->execution_thread().empty() || computation->IsFusionComputation()) {
      context = Context::kVerbatim;
    }
  }
  return contexts;
}

// [ORACLE] XLA:TPU takes the slices of one buffer that it keeps as
// buffers (the q, k and v of a fused QKV projection) in one multi-output
// loop fusion, so the sliced buffer dies as soon as they are taken: all 41
// slice fusions of the oracle's modules (attention, decoders, ViT, every
// chip) return a tuple of every slice their operand feeds. Maps each such
// slice (materialized, nothing fused into it) to all its siblings, in
// program order, when there are two or more.
absl::flat_hash_map<const hlo::Instruction*, std::vector<const hlo::Instruction*>> SiblingSlices(
    const Plan& plan) {
  absl::flat_hash_map<const hlo::Instruction*, std::vector<const hlo::Instruction*>> by_operand;
  for (size_t i = 0; i < plan.order.size(); ++i) {
    const hlo::Instruction& instruction = *plan.order[i];
    if (!plan.materialized[i] || instruction.opcode() != HloOpcode::kSlice ||
        !plan.members[i].empty() || plan.narrowed[i] || instruction.operand_count() != 1 ||
        !instruction.control_predecessors().empty() || instruction.users().empty()) {
      continue;
    }
    by_operand[instruction.operand(0)].push_back(&instruction);
  }
  absl::flat_hash_map<const hlo::Instruction*, std::vector<const hlo::Instruction*>> siblings;
  for (const auto& [operand, slices] : by_operand) {
    if (slices.size() < 2) continue;
    for (const hlo::Instruction* slice : slices) siblings[slice] = slices;
  }
  return siblings;
}

// Finishes a fusion whose `body` computes `outputs`, the values of
// `sources` in the program: the body's root (a tuple of them when there
// are several), the fusion instruction reading `operands`, named and
// described after `named`, and `map` from each source to its value outside
// (a get-tuple-element of a multi-output fusion).
hlo::Instruction* AddFusion(hlo::Computation* body, const std::vector<hlo::Instruction*>& outputs,
                            const std::vector<const hlo::Instruction*>& sources,
                            const std::vector<hlo::Instruction*>& operands, absl::string_view kind,
                            const hlo::Instruction& named, hlo::Computation* computation,
                            hlo::InstructionMap<hlo::Instruction*>& map) {
  // A single output's shape is copied once, straight from it.
  std::vector<hlo::Shape> shapes;
  if (outputs.size() > 1) {
    for (const hlo::Instruction* output : outputs) shapes.push_back(output->shape());
  }
  hlo::Shape fusion_shape = outputs.size() == 1 ? outputs[0]->shape() : hlo::Shape::Tuple(shapes);
  if (outputs.size() == 1) {
    body->set_root(outputs[0]);
  } else {
    auto tuple = std::make_unique<hlo::Instruction>(absl::StrCat(named.name(), ".tuple"),
                                                    HloOpcode::kTuple, fusion_shape);
    for (hlo::Instruction* output : outputs) tuple->AppendOperand(output);
    body->set_root(body->AddInstruction(std::move(tuple)));
  }
  auto fusion =
      std::make_unique<hlo::Instruction>(named.name(), HloOpcode::kFusion, std::move(fusion_shape));
  for (hlo::Instruction* operand : operands) fusion->AppendOperand(operand);
  fusion->AddAttribute(hlo::Attribute::Ident("kind", std::string(kind)));
  fusion->AddAttribute({"calls", hlo::AttrKind::kComputation, body});
  fusion->ShareMetadata(named);
  hlo::Instruction* made = computation->AddInstruction(std::move(fusion));
  if (outputs.size() == 1) {
    map[sources[0]] = made;
    return made;
  }
  for (size_t k = 0; k < sources.size(); ++k) {
    auto element = std::make_unique<hlo::Instruction>(
        absl::StrCat(sources[k]->name(), ".gte"), HloOpcode::kGetTupleElement, shapes[k]);
    element->AppendOperand(made);
    element->AddAttribute(hlo::Attribute::Int("index", static_cast<int64_t>(k)));
    map[sources[k]] = computation->AddInstruction(std::move(element));
  }
  return made;
}

// Adds one loop fusion computing every slice in `slices` from `operand` (the
// buffer they read) and maps each slice to a get-tuple-element of it.
void AddSliceFusion(const std::vector<const hlo::Instruction*>& slices,
                    hlo::Instruction* operand, ModuleBuilder& builder,
                    hlo::Computation* computation,
                    hlo::InstructionMap<hlo::Instruction*>& map) {
  const hlo::Instruction& first = *slices.front();
  hlo::Computation* body = builder.NewComputation(absl::StrCat("fused_", first.name()));
  auto parameter =
      std::make_unique<hlo::Instruction>(builder.NumberedName("param_0"), HloOpcode::kParameter, operand->shape());
  parameter->set_parameter_number(0);
  hlo::Instruction* p = body->AddInstruction(std::move(parameter));
  std::vector<hlo::Instruction*> outputs;
  for (const hlo::Instruction* slice : slices) {
    outputs.push_back(body->AddInstruction(builder.Clone(*slice, {p})));
  }
  AddFusion(body, outputs, slices, {operand}, "kLoop", first, computation, map);
}

}  // namespace

hlo::Shape AsBf16(const hlo::Shape& shape) {
  hlo::Shape out(hlo::PrimitiveType::kBF16, shape.dims(), shape.dynamic_dims());
  if (shape.has_layout()) out.set_layout(shape.layout());
  return out;
}

absl::StatusOr<FusedModule> FuseInstructions(const hlo::Module& module,
                                             const FusionRules& rules) {
  FusedModule out;
  ModuleBuilder builder(module);
  const auto contexts = Contexts(module);
  for (const hlo::Computation* source : module.MakeComputationPostOrder()) {
    hlo::Computation* copy = builder.NewComputationLike(*source);
    builder.MapComputation(source, copy);
    auto context = contexts.find(source);
    if (context == contexts.end() || context->second == Context::kVerbatim) {
      TPUSIM_RETURN_IF_ERROR(CopyComputation(*source, builder, copy));
      continue;
    }

    const Plan plan = PlanFusion(*source, rules, source == module.entry());
    // Buffers only; by id, as the plan's positions.
    hlo::InstructionMap<hlo::Instruction*> map(hlo::DenseIdsOf(*source));
    const auto sibling_slices = SiblingSlices(plan);
    // Emits the buffer at position i (a fusion, a clone or a multi-output
    // fusion) unless it already is.
    std::function<absl::Status(size_t)> emit = [&](size_t i) -> absl::Status {
      if (!plan.materialized[i]) return absl::OkStatus();
      const hlo::Instruction& root = *plan.order[i];
      // Taken by a multi-output fusion.
      if (map.Find(&root) != nullptr) return absl::OkStatus();
      for (int32_t p : plan.emitted_before[i]) TPUSIM_RETURN_IF_ERROR(emit(p));
      auto outer = [&](const hlo::Instruction* operand) -> absl::StatusOr<hlo::Instruction*> {
        hlo::Instruction* const* it = map.Find(operand);
        if (it == nullptr) {
          return absl::InvalidArgumentError(absl::StrCat(
              "instruction ", root.name(), " reads ", operand->name(),
              ", which is not a buffer of its computation"));
        }
        return *it;
      };
      if (auto siblings = sibling_slices.find(&root); siblings != sibling_slices.end()) {
        TPUSIM_ASSIGN_OR_RETURN(hlo::Instruction * operand, outer(root.operand(0)));
        AddSliceFusion(siblings->second, operand, builder, copy, map);
        ++out.fusions;
        out.fused_instructions += static_cast<int64_t>(siblings->second.size()) - 1;
        return absl::OkStatus();
      }
      // The made instruction (a clone or the fusion) keeps the root's
      // control predecessors.
      auto take_control_predecessors = [&](hlo::Instruction* made) {
        for (const hlo::Instruction* pred : root.control_predecessors()) {
          if (hlo::Instruction* const* it = map.Find(pred)) made->AddControlPredecessor(*it);
        }
      };
      const std::vector<int32_t>& merged = plan.merged_reduces[i];
      // [ORACLE] Every dot and convolution of XLA's modules is inside a
      // fusion, alone when nothing fuses into it (the first layer's dot on
      // v6e and v7x, whose epilogue joins the next dot's prologue): as a
      // fusion of its own it pairs with XLA's for the layout figures
      // (fusion-output pairs 4271 -> 4362 of the main corpus).
      if (plan.members[i].empty() && !plan.narrowed[i] && merged.empty() &&
          root.opcode() != HloOpcode::kDot && root.opcode() != HloOpcode::kConvolution) {
        std::vector<hlo::Instruction*> operands;
        for (const hlo::Instruction* operand : root.operands()) {
          TPUSIM_ASSIGN_OR_RETURN(hlo::Instruction * o, outer(operand));
          operands.push_back(o);
        }
        hlo::Instruction* made = nullptr;
        if (root.opcode() == HloOpcode::kReshape && IsRepeat(*root.operand(0)) &&
            !IsRowsReshape(root)) {
          // The repeat's reshape reads its buffer as it is (IsRepeat).
          auto bitcast =
              std::make_unique<hlo::Instruction>(root.name(), HloOpcode::kBitcast, root.shape());
          bitcast->AppendOperand(operands[0]);
          bitcast->ShareMetadata(root);
          bitcast->set_input_location(root.input_location());
          made = copy->AddInstruction(std::move(bitcast));
        } else {
          made = copy->AddInstruction(builder.Clone(root, operands));
        }
        take_control_predecessors(made);
        map[&root] = made;
      } else {
        // The fusion body: parameters for the buffers it reads, then the
        // fused producers in order, then the root.
        hlo::Computation* body = builder.NewComputation(absl::StrCat("fused_", root.name()));
        absl::flat_hash_map<const hlo::Instruction*, hlo::Instruction*> inner;
        // Its members and the buffers they read, about twice the members:
        // sized once instead of growing through several rehashes per fusion.
        inner.reserve(2 * plan.members[i].size() + 4);
        std::vector<hlo::Instruction*> fusion_operands;
        auto read = [&](const hlo::Instruction* operand) -> absl::StatusOr<hlo::Instruction*> {
          auto it = inner.find(operand);
          if (it != inner.end()) return it->second;
          TPUSIM_ASSIGN_OR_RETURN(hlo::Instruction * o, outer(operand));
          auto parameter = std::make_unique<hlo::Instruction>(
              builder.NumberedName(absl::StrCat("param_", fusion_operands.size())),
              HloOpcode::kParameter, o->shape());
          parameter->set_parameter_number(static_cast<int64_t>(fusion_operands.size()));
          fusion_operands.push_back(o);
          hlo::Instruction* p = body->AddInstruction(std::move(parameter));
          if (o->shape().element_type() != operand->shape().element_type()) {
            // A narrowed operand: widen it back inside, as the dot's own
            // operand conversion would.
            auto widen = std::make_unique<hlo::Instruction>(
                absl::StrCat(operand->name(), ".f32"), HloOpcode::kConvert, operand->shape());
            widen->AppendOperand(p);
            p = body->AddInstruction(std::move(widen));
          }
          inner[operand] = p;
          return p;
        };
        bool has_dot = false;
        auto add = [&](const hlo::Instruction& instruction) -> absl::StatusOr<hlo::Instruction*> {
          std::vector<hlo::Instruction*> operands;
          for (const hlo::Instruction* operand : instruction.operands()) {
            TPUSIM_ASSIGN_OR_RETURN(hlo::Instruction * o, read(operand));
            operands.push_back(o);
          }
          has_dot |= RoleOf(instruction) == Role::kDot;
          hlo::Instruction* cloned = body->AddInstruction(builder.Clone(instruction, operands));
          inner[&instruction] = cloned;
          return cloned;
        };
        for (int32_t m : plan.members[i]) {
          TPUSIM_RETURN_IF_ERROR(add(*plan.order[m]).status());
        }
        TPUSIM_ASSIGN_OR_RETURN(hlo::Instruction * body_root, add(root));
        std::vector<hlo::Instruction*> outputs;
        std::vector<const hlo::Instruction*> sources;
        if (merged.empty()) {
          if (plan.narrowed[i]) {
            auto narrow = std::make_unique<hlo::Instruction>(
                absl::StrCat(root.name(), ".bf16"), HloOpcode::kConvert, AsBf16(root.shape()));
            narrow->AppendOperand(body_root);
            body_root = body->AddInstruction(std::move(narrow));
            ++out.narrowed;
          }
          outputs.push_back(body_root);
          sources.push_back(&root);
        } else {
          // Further outputs: the merged reduces, computed in this body from
          // the dot's value (their producers cloned once), then that value
          // when anything outside reads it.
          for (int32_t r : merged) {
            for (int32_t m : plan.members[r]) {
              if (inner.contains(plan.order[m])) continue;  // Also the dot's (counted once).
              TPUSIM_RETURN_IF_ERROR(add(*plan.order[m]).status());
              ++out.fused_instructions;
            }
            TPUSIM_ASSIGN_OR_RETURN(hlo::Instruction * reduced, add(*plan.order[r]));
            outputs.push_back(reduced);
            sources.push_back(plan.order[r]);
            ++out.fused_instructions;
          }
          if (ReadOutsideMergedReduces(plan, static_cast<int32_t>(i))) {
            outputs.push_back(body_root);
            sources.push_back(&root);
          }
          ++out.multi_output_fusions;
        }
        hlo::Instruction* fusion = AddFusion(body, outputs, sources, fusion_operands,
                                             has_dot ? "kOutput" : "kLoop", root, copy, map);
        ++out.fusions;
        out.fused_instructions += static_cast<int64_t>(plan.members[i].size());
        take_control_predecessors(fusion);
      }
      return absl::OkStatus();
    };
    // Prefetched: each source instruction's fields and arrays were a cache
    // miss of the copy.
    constexpr size_t kAhead = hlo::kInstructionPrefetchDistance;
    for (size_t i = 0; i < plan.order.size(); ++i) {
      if (i + kAhead < plan.order.size()) hlo::PrefetchInstruction(plan.order[i + kAhead]);
      if (i + kAhead / 2 < plan.order.size()) {
        hlo::PrefetchInstructionArrays(plan.order[i + kAhead / 2]);
      }
      TPUSIM_RETURN_IF_ERROR(emit(i));
    }
    // A producer in a dot's group and in a reduce merged into it is
    // computed once there.
    for (size_t i = 0; i < plan.order.size(); ++i) {
      if (plan.materialized[i] || plan.groups[i].size() < 2) continue;
      absl::flat_hash_set<int32_t> fusions;
      for (int32_t g : plan.groups[i]) {
        fusions.insert(plan.merged_into[g] >= 0 ? plan.merged_into[g] : g);
      }
      out.duplicated += static_cast<int64_t>(fusions.size()) - 1;
    }
    hlo::Instruction* const* root = map.Find(source->root());
    if (root == nullptr) {
      return absl::InternalError(absl::StrCat("root of ", source->name(), " was fused away"));
    }
    copy->set_root(*root);
  }
  TPUSIM_ASSIGN_OR_RETURN(out.module, builder.Finish(builder.Mapped(module.entry())));
  // Fused duplicates are counted once in fused_instructions.
  out.fused_instructions -= out.duplicated;
  return out;
}

}  // namespace tpusim::tpu::compiler
