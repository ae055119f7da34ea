// The 131 HLO opcodes of XLA (xla/hlo/ir/hlo_opcode.h) with their text
// spellings. Opcode properties used by later stages (elementwise, fusible,
// expensive, ...) live here as one table so each stage reads the same facts.
#ifndef TPUSIM_HLO_IR_OPCODE_H_
#define TPUSIM_HLO_IR_OPCODE_H_

#include "absl/strings/string_view.h"
#include <cstdint>
#include <optional>
#include <string_view>

namespace tpusim::hlo {

// V(enumerator, "text spelling")
#define TPUSIM_HLO_OPCODE_LIST(V) \
  V(kAbs, "abs") \
  V(kAcos, "acos") \
  V(kAcosh, "acosh") \
  V(kAdd, "add") \
  V(kAddDependency, "add-dependency") \
  V(kAfterAll, "after-all") \
  V(kAllGather, "all-gather") \
  V(kAllGatherDone, "all-gather-done") \
  V(kAllGatherStart, "all-gather-start") \
  V(kAllReduce, "all-reduce") \
  V(kAllReduceDone, "all-reduce-done") \
  V(kAllReduceStart, "all-reduce-start") \
  V(kAllToAll, "all-to-all") \
  V(kAnd, "and") \
  V(kAsin, "asin") \
  V(kAsinh, "asinh") \
  V(kAsyncDone, "async-done") \
  V(kAsyncStart, "async-start") \
  V(kAsyncUpdate, "async-update") \
  V(kAtan2, "atan2") \
  V(kAtanh, "atanh") \
  V(kBatchNormGrad, "batch-norm-grad") \
  V(kBatchNormInference, "batch-norm-inference") \
  V(kBatchNormTraining, "batch-norm-training") \
  V(kBitcast, "bitcast") \
  V(kBitcastConvert, "bitcast-convert") \
  V(kBroadcast, "broadcast") \
  V(kCall, "call") \
  V(kCbrt, "cbrt") \
  V(kCeil, "ceil") \
  V(kCholesky, "cholesky") \
  V(kClamp, "clamp") \
  V(kClz, "count-leading-zeros") \
  V(kCollectiveBroadcast, "collective-broadcast") \
  V(kCollectivePermute, "collective-permute") \
  V(kCollectivePermuteDone, "collective-permute-done") \
  V(kCollectivePermuteStart, "collective-permute-start") \
  V(kCompare, "compare") \
  V(kComplex, "complex") \
  V(kConcatenate, "concatenate") \
  V(kConditional, "conditional") \
  V(kConstant, "constant") \
  V(kConvert, "convert") \
  V(kConvolution, "convolution") \
  V(kCopy, "copy") \
  V(kCopyDone, "copy-done") \
  V(kCopyStart, "copy-start") \
  V(kCos, "cosine") \
  V(kCosh, "cosh") \
  V(kCustomCall, "custom-call") \
  V(kDivide, "divide") \
  V(kDomain, "domain") \
  V(kDot, "dot") \
  V(kDynamicReshape, "dynamic-reshape") \
  V(kDynamicSlice, "dynamic-slice") \
  V(kDynamicUpdateSlice, "dynamic-update-slice") \
  V(kErf, "erf") \
  V(kExp, "exponential") \
  V(kExpm1, "exponential-minus-one") \
  V(kFft, "fft") \
  V(kFloor, "floor") \
  V(kFusion, "fusion") \
  V(kGather, "gather") \
  V(kGetDimensionSize, "get-dimension-size") \
  V(kGetTupleElement, "get-tuple-element") \
  V(kImag, "imag") \
  V(kInfeed, "infeed") \
  V(kIota, "iota") \
  V(kIsFinite, "is-finite") \
  V(kLog, "log") \
  V(kLog1p, "log-plus-one") \
  V(kLogistic, "logistic") \
  V(kMap, "map") \
  V(kMaximum, "maximum") \
  V(kMinimum, "minimum") \
  V(kMultiply, "multiply") \
  V(kNegate, "negate") \
  V(kNot, "not") \
  V(kOptimizationBarrier, "opt-barrier") \
  V(kOr, "or") \
  V(kOutfeed, "outfeed") \
  V(kPad, "pad") \
  V(kParameter, "parameter") \
  V(kPartitionId, "partition-id") \
  V(kPopulationCount, "popcnt") \
  V(kPower, "power") \
  V(kRaggedAllToAll, "ragged-all-to-all") \
  V(kRaggedDot, "ragged-dot") \
  V(kReal, "real") \
  V(kRecv, "recv") \
  V(kRecvDone, "recv-done") \
  V(kReduce, "reduce") \
  V(kReducePrecision, "reduce-precision") \
  V(kReduceScatter, "reduce-scatter") \
  V(kReduceWindow, "reduce-window") \
  V(kRemainder, "remainder") \
  V(kReplicaId, "replica-id") \
  V(kReshape, "reshape") \
  V(kReverse, "reverse") \
  V(kRng, "rng") \
  V(kRngBitGenerator, "rng-bit-generator") \
  V(kRngGetAndUpdateState, "rng-get-and-update-state") \
  V(kRoundNearestAfz, "round-nearest-afz") \
  V(kRoundNearestEven, "round-nearest-even") \
  V(kRsqrt, "rsqrt") \
  V(kScaledDot, "scaled-dot") \
  V(kScatter, "scatter") \
  V(kSelect, "select") \
  V(kSelectAndScatter, "select-and-scatter") \
  V(kSend, "send") \
  V(kSendDone, "send-done") \
  V(kSetDimensionSize, "set-dimension-size") \
  V(kShiftLeft, "shift-left") \
  V(kShiftRightArithmetic, "shift-right-arithmetic") \
  V(kShiftRightLogical, "shift-right-logical") \
  V(kSign, "sign") \
  V(kSin, "sine") \
  V(kSinh, "sinh") \
  V(kSlice, "slice") \
  V(kSort, "sort") \
  V(kSqrt, "sqrt") \
  V(kStochasticConvert, "stochastic-convert") \
  V(kSubtract, "subtract") \
  V(kTan, "tan") \
  V(kTanh, "tanh") \
  V(kTopK, "topk") \
  V(kTranspose, "transpose") \
  V(kTriangularSolve, "triangular-solve") \
  V(kTuple, "tuple") \
  V(kWhile, "while") \
  V(kXor, "xor")

enum class HloOpcode : uint8_t {
#define TPUSIM_DECLARE_OPCODE(e, s) e,
  TPUSIM_HLO_OPCODE_LIST(TPUSIM_DECLARE_OPCODE)
#undef TPUSIM_DECLARE_OPCODE
};

inline constexpr int kHloOpcodeCount = 0
#define TPUSIM_COUNT_OPCODE(e, s) +1
    TPUSIM_HLO_OPCODE_LIST(TPUSIM_COUNT_OPCODE)
#undef TPUSIM_COUNT_OPCODE
    ;

absl::string_view HloOpcodeString(HloOpcode opcode);
std::optional<HloOpcode> StringToHloOpcode(absl::string_view name);

// Elementwise ops (unary, binary, ternary) in XLA's sense: output element i
// depends only on operand elements i. Includes convert, compare, select,
// clamp.
bool IsElementwise(HloOpcode opcode);
// How many operands an elementwise op takes (select and clamp 3, the binary
// ops 2, the rest 1); 0 for other ops.
int ElementwiseArity(HloOpcode opcode);
// exp, log, tanh, ...: counted as transcendentals by HloCostAnalysis.
bool IsTranscendental(HloOpcode opcode);
// Collective communication ops (sync and async forms).
bool IsCollective(HloOpcode opcode);
// Ops that move no data of their own (parameter, constant, bitcast,
// get-tuple-element, tuple, copy-start, copy-done): they neither count as a
// program's work nor read an array the way a prefetched copy serves.
bool IsBookkeeping(HloOpcode opcode);
// Ops whose text form ends in -start / -done (async pairs).
bool IsAsyncStart(HloOpcode opcode);
bool IsAsyncDone(HloOpcode opcode);

}  // namespace tpusim::hlo

#endif  // TPUSIM_HLO_IR_OPCODE_H_
