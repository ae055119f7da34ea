// CHLO ops (parse only; see hlo_base.td).

#ifndef TPUSIM_HLO_MLIR_CHLO_OPS_TD
#define TPUSIM_HLO_MLIR_CHLO_OPS_TD

include "hlo/mlir/dialects/hlo_ops.td"

//===----------------------------------------------------------------------===//
// CHLO (client ops that XLA decomposes before HLO; the converter decomposes
// or imports them as custom-calls with the right result shapes).
//===----------------------------------------------------------------------===//

// `chlo.erf %x : tensor<4xf32> -> tensor<4xf32>`.
class CHLO_UnaryOp<string mnemonic> : HLO_Op<CHLO_Dialect, mnemonic> {
  let arguments = (ins AnyType:$operand);
  let results = (outs AnyType:$result);
  let assemblyFormat = "$operand attr-dict `:` type($operand) `->` type($result)";
}
// `chlo.broadcast_add %a, %b {broadcast_dimensions = array<i64: 1>} : (T, T) -> R`.
class CHLO_BroadcastBinaryOp<string mnemonic, dag attrs = (ins)>
    : HLO_Op<CHLO_Dialect, mnemonic> {
  let arguments = !con((ins AnyType:$lhs, AnyType:$rhs, Any:$broadcast_dimensions), attrs);
  let results = (outs AnyType:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs attr-dict `:` `(` type($lhs) `,` type($rhs) `)` `->` type(results)
  }];
}
// `chlo.next_after %x, %y : tensor<4xf32>, tensor<4xf32> -> tensor<4xf32>`.
class CHLO_BinaryOp<string mnemonic> : HLO_Op<CHLO_Dialect, mnemonic> {
  let arguments = (ins AnyType:$x, AnyType:$y);
  let results = (outs AnyType:$result);
  let assemblyFormat = "$x `,` $y attr-dict `:` type($x) `,` type($y) `->` type(results)";
}

// (Generated names: the C++ class of `erf_inv` is `erfinvOp`; nothing refers
// to CHLO op classes by name.)
foreach name = ["acos", "acosh", "asin", "asinh", "atan", "atanh", "bessel_i1e",
                "conj", "cosh", "sinh", "tan", "digamma", "erf", "erf_inv",
                "erfc", "is_inf", "is_neg_inf", "is_pos_inf", "lgamma",
                "square", "_asin_acos_kernel"] in
  def CHLO_ # !subst("_", "", name) # Op : CHLO_UnaryOp<name>;
foreach name = ["add", "atan2", "divide", "maximum", "minimum", "multiply",
                "next_after", "polygamma", "power", "remainder", "shift_left",
                "shift_right_arithmetic", "shift_right_logical", "subtract",
                "zeta", "and", "or", "xor", "complex"] in
  def CHLO_Broadcast # !subst("_", "", name) # Op
      : CHLO_BroadcastBinaryOp<"broadcast_" # name>;
def CHLO_BroadcastCompareOp : CHLO_BroadcastBinaryOp<"broadcast_compare",
    (ins Any:$comparison_direction, Any:$compare_type)>;
foreach name = ["next_after", "polygamma", "zeta", "mulhi"] in
  def CHLO_Binary # !subst("_", "", name) # Op : CHLO_BinaryOp<name>;
def CHLO_BroadcastSelectOp : HLO_Op<CHLO_Dialect, "broadcast_select"> {
  let arguments = (ins AnyType:$pred, AnyType:$on_true, AnyType:$on_false);
  let results = (outs AnyType:$result);
  let assemblyFormat = [{
    $pred `,` $on_true `,` $on_false attr-dict
      `:` `(` type($pred) `,` type($on_true) `,` type($on_false) `)` `->` type(results)
  }];
}
// `chlo.top_k(%x, k = 2) : tensor<5x3xf32> -> (tensor<5x2xf32>, tensor<5x2xi32>)`.
def CHLO_TopKOp : HLO_Op<CHLO_Dialect, "top_k"> {
  let arguments = (ins AnyType:$operand, I64Attr:$k, OptionalAttr<BoolAttr>:$is_stable);
  let results = (outs AnyType:$values, AnyType:$indices);
  let assemblyFormat = [{
    `(`$operand `,` `k` `=` $k (`,` `is_stable` `=` $is_stable^)? `)` attr-dict
      `:` type($operand) `->` `(`type($values)`,` type($indices)`)`
  }];
}
def CHLO_ConstantOp : HLO_ConstantOp<CHLO_Dialect>;
def CHLO_ConstantLikeOp : HLO_GenericOp<CHLO_Dialect, "constant_like", (ins Any:$value)>;
def CHLO_RaggedDotOp : HLO_GenericOp<CHLO_Dialect, "ragged_dot",
    (ins Any:$ragged_dot_dimension_numbers, Any:$precision_config)>;
def CHLO_MinimumBroadcastShapesOp : HLO_GenericOp<CHLO_Dialect, "minimum_broadcast_shapes">;
def CHLO_RankSpecializationClusterOp : HLO_GenericOp<CHLO_Dialect,
    "rank_specialization_cluster">;
def CHLO_RankSpecializationClusterYieldOp : HLO_Op<CHLO_Dialect,
    "rank_specialization_cluster_yield", [Terminator]> {
  let arguments = (ins Variadic<AnyType>:$results_);
}

#endif  // TPUSIM_HLO_MLIR_CHLO_OPS_TD
