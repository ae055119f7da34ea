// Op classes shared by all four dialects and the multiclass HLO_CoreOps: the
// ops StableHLO and MHLO have in common, with the same pretty formats. It is
// instantiated once per dialect (stablehlo_ops.td, mhlo_ops.td); mlir-tblgen
// runs on one dialect file at a time.
//
// Operand/result/attribute names follow the StableHLO spec so generic-form
// text (`"stablehlo.gather"(...) <{dimension_numbers = ...}>`) fills them;
// mlir_to_hlo.cc reads them by name.

#ifndef TPUSIM_HLO_MLIR_HLO_OPS_TD
#define TPUSIM_HLO_MLIR_HLO_OPS_TD

include "hlo/mlir/dialects/hlo_base.td"

class HLO_Op<Dialect dialect, string mnemonic, list<Trait> traits = []>
    : Op<dialect, mnemonic, traits> {
  // Ops are only ever created by the parser (or generically, see
  // parseReduceOp): one empty builder instead of ODS's default set keeps
  // the generated code small.
  let skipDefaultBuilders = 1;
  let builders = [OpBuilder<(ins), [{}]>];
}

// An attribute of any kind; the converter accepts every spelling seen in
// real text (array<i64: ...>, dense<...>, splats, [...]).
defvar Any = OptionalAttr<AnyAttr>;

// Ops printed only in generic form: every operand in one list, every region
// in one list; the converter splits them by the spec's rules.
class HLO_GenericOp<Dialect dialect, string mnemonic, dag attrs = (ins),
                    list<Trait> traits = []>
    : HLO_Op<dialect, mnemonic, traits> {
  let arguments = !con((ins Variadic<AnyType>:$inputs), attrs);
  let results = (outs Variadic<AnyType>:$outputs);
  let regions = (region VariadicRegion<AnyRegion>:$bodies);
}

// `%r = stablehlo.abs %x : tensor<4xf32>` or `: (T) -> R`.
class HLO_UnaryOp<Dialect dialect, string mnemonic>
    : HLO_Op<dialect, mnemonic> {
  let arguments = (ins AnyType:$operand, Any:$result_accuracy);
  let results = (outs AnyType:$result);
  let assemblyFormat = [{
    $operand attr-dict `:` custom<SameOperandsAndResultType>(type($operand), type($result))
  }];
}

// `%r = stablehlo.add %a, %b : tensor<4xf32>`.
class HLO_BinaryOp<Dialect dialect, string mnemonic>
    : HLO_Op<dialect, mnemonic> {
  let arguments = (ins AnyType:$lhs, AnyType:$rhs);
  let results = (outs AnyType:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs attr-dict `:` custom<SameOperandsAndResultType>(type($lhs), type($rhs), type($result))
  }];
}

// Ops whose pretty form ends in `: (operand types) -> result types`.
class HLO_FunctionalOp<Dialect dialect, string mnemonic, dag args,
                       string format>
    : HLO_Op<dialect, mnemonic> {
  let arguments = args;
  let results = (outs Variadic<AnyType>:$outputs);
  let assemblyFormat = format # " attr-dict `:` functional-type(operands, results)";
}

class HLO_ReturnOp<Dialect dialect> : HLO_Op<dialect, "return", [Terminator]> {
  let arguments = (ins Variadic<AnyType>:$values);
  let assemblyFormat = "$values attr-dict (`:` type($values)^)?";
}

// `stablehlo.constant dense<...> : T` (whole-op parser: the type comes from
// the value).
class HLO_ConstantOp<Dialect dialect> : HLO_Op<dialect, "constant"> {
  let arguments = (ins AnyAttr:$value);
  let results = (outs AnyType:$output);
  let hasCustomAssemblyFormat = 1;
}

multiclass HLO_CoreOps<Dialect dialect> {
  //===--------------------------------------------------------------------===//
  // Elementwise
  //===--------------------------------------------------------------------===//
  def _AbsOp : HLO_UnaryOp<dialect, "abs">;
  def _CbrtOp : HLO_UnaryOp<dialect, "cbrt">;
  def _CeilOp : HLO_UnaryOp<dialect, "ceil">;
  def _ConvertOp : HLO_UnaryOp<dialect, "convert">;
  def _ClzOp : HLO_UnaryOp<dialect, "count_leading_zeros">;
  def _CosineOp : HLO_UnaryOp<dialect, "cosine">;
  def _ExpOp : HLO_UnaryOp<dialect, "exponential">;
  def _Expm1Op : HLO_UnaryOp<dialect, "exponential_minus_one">;
  def _FloorOp : HLO_UnaryOp<dialect, "floor">;
  def _ImagOp : HLO_UnaryOp<dialect, "imag">;
  def _LogOp : HLO_UnaryOp<dialect, "log">;
  def _Log1pOp : HLO_UnaryOp<dialect, "log_plus_one">;
  def _LogisticOp : HLO_UnaryOp<dialect, "logistic">;
  def _NegOp : HLO_UnaryOp<dialect, "negate">;
  def _NotOp : HLO_UnaryOp<dialect, "not">;
  def _PopulationCountOp : HLO_UnaryOp<dialect, "popcnt">;
  def _RealOp : HLO_UnaryOp<dialect, "real">;
  def _RoundOp : HLO_UnaryOp<dialect, "round_nearest_afz">;
  def _RoundNearestEvenOp : HLO_UnaryOp<dialect, "round_nearest_even">;
  def _RsqrtOp : HLO_UnaryOp<dialect, "rsqrt">;
  def _SignOp : HLO_UnaryOp<dialect, "sign">;
  def _SineOp : HLO_UnaryOp<dialect, "sine">;
  def _SqrtOp : HLO_UnaryOp<dialect, "sqrt">;
  def _TanOp : HLO_UnaryOp<dialect, "tan">;
  def _TanhOp : HLO_UnaryOp<dialect, "tanh">;
  def _UniformQuantizeOp : HLO_UnaryOp<dialect, "uniform_quantize">;
  def _UniformDequantizeOp : HLO_UnaryOp<dialect, "uniform_dequantize">;
  def _IsFiniteOp : HLO_FunctionalOp<dialect, "is_finite",
      (ins AnyType:$x), "$x">;

  def _AddOp : HLO_BinaryOp<dialect, "add">;
  def _Atan2Op : HLO_BinaryOp<dialect, "atan2">;
  def _DivOp : HLO_BinaryOp<dialect, "divide">;
  def _MaxOp : HLO_BinaryOp<dialect, "maximum">;
  def _MinOp : HLO_BinaryOp<dialect, "minimum">;
  def _MulOp : HLO_BinaryOp<dialect, "multiply">;
  def _PowOp : HLO_BinaryOp<dialect, "power">;
  def _RemOp : HLO_BinaryOp<dialect, "remainder">;
  def _ShiftLeftOp : HLO_BinaryOp<dialect, "shift_left">;
  def _ShiftRightArithmeticOp : HLO_BinaryOp<dialect, "shift_right_arithmetic">;
  def _ShiftRightLogicalOp : HLO_BinaryOp<dialect, "shift_right_logical">;
  def _SubtractOp : HLO_BinaryOp<dialect, "subtract">;
  def _AndOp : HLO_BinaryOp<dialect, "and">;
  def _OrOp : HLO_BinaryOp<dialect, "or">;
  def _XorOp : HLO_BinaryOp<dialect, "xor">;

  // `stablehlo.complex %re, %im : tensor<2xcomplex<f32>>`.
  def _ComplexOp : HLO_Op<dialect, "complex"> {
    let arguments = (ins AnyType:$lhs, AnyType:$rhs);
    let results = (outs AnyType:$result);
    let assemblyFormat = [{
      $lhs `,` $rhs attr-dict `:` custom<ComplexOpType>(type($lhs), type($rhs), type($result))
    }];
  }
  // `stablehlo.clamp %lo, %x, %hi : (tensor<f32>, tensor<4xf32>, tensor<f32>) -> tensor<4xf32>`.
  def _ClampOp : HLO_Op<dialect, "clamp"> {
    let arguments = (ins AnyType:$min, AnyType:$operand, AnyType:$max);
    let results = (outs AnyType:$result);
    let assemblyFormat = [{
      $min `,` $operand `,` $max attr-dict
        `:` custom<SameOperandsAndResultType>(type($min), type($operand), type($max), type($result))
    }];
  }
  // `stablehlo.select %p, %t, %f : tensor<2xi1>, tensor<2xi32>`.
  def _SelectOp : HLO_Op<dialect, "select"> {
    let arguments = (ins AnyType:$pred, AnyType:$on_true, AnyType:$on_false);
    let results = (outs AnyType:$result);
    let assemblyFormat = [{
      $pred `,` $on_true `,` $on_false attr-dict
        `:` custom<SelectOpType>(type($pred), type($on_true), type($on_false), type($result))
    }];
  }
  // `stablehlo.compare  LT, %a, %b,  FLOAT : (T, T) -> R`.
  def _CompareOp : HLO_Op<dialect, "compare"> {
    let arguments = (ins AnyType:$lhs, AnyType:$rhs,
                         HLO_ComparisonDirectionAttr:$comparison_direction,
                         OptionalAttr<HLO_ComparisonTypeAttr>:$compare_type);
    let results = (outs AnyType:$result);
    let assemblyFormat = [{
      $comparison_direction `,` $lhs `,` $rhs (`,` $compare_type^)? attr-dict
        `:` functional-type(operands, results)
    }];
  }
  def _CholeskyOp : HLO_Op<dialect, "cholesky"> {
    let arguments = (ins AnyType:$a, OptionalAttr<BoolAttr>:$lower);
    let results = (outs AnyType:$result);
    let assemblyFormat = [{
      $a (`,` `lower` `=` $lower^)? attr-dict
        `:` custom<SameOperandsAndResultType>(type($a), type($result))
    }];
  }
  def _ReverseOp : HLO_Op<dialect, "reverse"> {
    let arguments = (ins AnyType:$operand, Any:$dimensions);
    let results = (outs AnyType:$result);
    let assemblyFormat = [{
      $operand `,` `dims` `=` custom<Dims>($dimensions) attr-dict
        `:` custom<SameOperandsAndResultType>(type($operand), type($result))
    }];
  }
  // `stablehlo.reduce_precision %x, format = e5m10 : tensor<6xf32>`.
  def _ReducePrecisionOp : HLO_Op<dialect, "reduce_precision"> {
    let arguments = (ins AnyType:$operand, Any:$exponent_bits, Any:$mantissa_bits);
    let results = (outs AnyType:$output);
    let assemblyFormat = [{
      $operand `,` `format` `=` custom<ExponentMantissa>($exponent_bits, $mantissa_bits)
        attr-dict `:` custom<SameOperandsAndResultType>(type($operand), type($output))
    }];
  }

  //===--------------------------------------------------------------------===//
  // Tuples, tokens, barriers
  //===--------------------------------------------------------------------===//
  def _AfterAllOp : HLO_Op<dialect, "after_all"> {
    let arguments = (ins Variadic<AnyType>:$inputs);
    let results = (outs AnyType:$result);
    let assemblyFormat = [{
      $inputs attr-dict
        `:` custom<VariadicSameOperandsAndResultType>(ref($inputs), type($inputs), type($result))
    }];
  }
  def _CreateTokenOp : HLO_Op<dialect, "create_token"> {
    let results = (outs AnyType:$output);
    let assemblyFormat = "attr-dict `:` type(results)";
  }
  def _TupleOp : HLO_Op<dialect, "tuple"> {
    let arguments = (ins Variadic<AnyType>:$val);
    let results = (outs AnyType:$result);
    let assemblyFormat = [{
      $val attr-dict `:` custom<TupleOpType>(type($val), type($result))
    }];
  }
  def _GetTupleElementOp : HLO_Op<dialect, "get_tuple_element"> {
    let arguments = (ins AnyType:$operand, I32Attr:$index);
    let results = (outs AnyType:$output);
    let assemblyFormat = [{
      $operand `[` $index `]` attr-dict `:` functional-type(operands, results)
    }];
  }
  // `stablehlo.optimization_barrier %a, %b : T0, T1`; no operands: `()`.
  def _OptimizationBarrierOp : HLO_Op<dialect, "optimization_barrier"> {
    let arguments = (ins Variadic<AnyType>:$operand);
    let results = (outs Variadic<AnyType>:$result);
    let assemblyFormat = [{
      attr-dict ($operand^ `:` custom<PairwiseOpType>(type($operand), type($result))):(`(` `)`)?
    }];
  }
  def _ReplicaIdOp : HLO_Op<dialect, "replica_id"> {
    let results = (outs AnyType:$output);
    let assemblyFormat = "attr-dict `:` type(results)";
  }
  def _PartitionIdOp : HLO_Op<dialect, "partition_id"> {
    let results = (outs AnyType:$output);
    let assemblyFormat = "attr-dict `:` type(results)";
  }

  //===--------------------------------------------------------------------===//
  // Data movement
  //===--------------------------------------------------------------------===//
  def _ConstantOp : HLO_ConstantOp<dialect>;
  def _IotaOp : HLO_Op<dialect, "iota"> {
    let arguments = (ins I64Attr:$iota_dimension);
    let results = (outs AnyType:$output);
    let assemblyFormat = "`dim` `=` $iota_dimension attr-dict `:` type($output)";
  }
  def _DynamicIotaOp : HLO_FunctionalOp<dialect, "dynamic_iota",
      (ins AnyType:$output_shape, I64Attr:$iota_dimension),
      "$output_shape `,` `dim` `=` $iota_dimension">;
  def _BroadcastOp : HLO_FunctionalOp<dialect, "broadcast",
      (ins AnyType:$operand, Any:$broadcast_sizes),
      "$operand `,` `sizes` `=` custom<Dims>($broadcast_sizes)">;
  def _BroadcastInDimOp : HLO_FunctionalOp<dialect, "broadcast_in_dim",
      (ins AnyType:$operand, Any:$broadcast_dimensions),
      "$operand `,` `dims` `=` custom<Dims>($broadcast_dimensions)">;
  def _DynamicBroadcastInDimOp : HLO_FunctionalOp<dialect, "dynamic_broadcast_in_dim",
      (ins AnyType:$operand, AnyType:$output_dimensions,
           Any:$broadcast_dimensions, Any:$known_expanding_dimensions,
           Any:$known_nonexpanding_dimensions),
      "$operand `,` $output_dimensions `,` `dims` `=` custom<Dims>($broadcast_dimensions)">;
  def _ReshapeOp : HLO_FunctionalOp<dialect, "reshape",
      (ins AnyType:$operand), "$operand">;
  def _DynamicReshapeOp : HLO_FunctionalOp<dialect, "dynamic_reshape",
      (ins AnyType:$operand, AnyType:$output_shape), "$operand `,` $output_shape">;
  def _TransposeOp : HLO_FunctionalOp<dialect, "transpose",
      (ins AnyType:$operand, Any:$permutation),
      "$operand `,` `dims` `=` custom<Dims>($permutation)">;
  def _BitcastConvertOp : HLO_FunctionalOp<dialect, "bitcast_convert",
      (ins AnyType:$operand), "$operand">;
  // `stablehlo.slice %x [1:3, 4:8:2] : (T) -> R`.
  def _SliceOp : HLO_FunctionalOp<dialect, "slice",
      (ins AnyType:$operand, Any:$start_indices, Any:$limit_indices, Any:$strides),
      "$operand custom<SliceRanges>($start_indices, $limit_indices, $strides)">;
  def _DynamicSliceOp : HLO_FunctionalOp<dialect, "dynamic_slice",
      (ins AnyType:$operand, Variadic<AnyType>:$start_indices, Any:$slice_sizes),
      "$operand `,` custom<VariadicOperandWithAttribute>($start_indices) `sizes` `=` custom<Dims>($slice_sizes)">;
  def _DynamicUpdateSliceOp : HLO_FunctionalOp<dialect, "dynamic_update_slice",
      (ins AnyType:$operand, AnyType:$update, Variadic<AnyType>:$start_indices),
      "operands">;
  def _RealDynamicSliceOp : HLO_FunctionalOp<dialect, "real_dynamic_slice",
      (ins Variadic<AnyType>:$args), "operands">;
  def _ConcatenateOp : HLO_FunctionalOp<dialect, "concatenate",
      (ins Variadic<AnyType>:$inputs, I64Attr:$dimension),
      "custom<VariadicOperandWithAttribute>($inputs) `dim` `=` $dimension">;
  def _PadOp : HLO_FunctionalOp<dialect, "pad",
      (ins AnyType:$operand, AnyType:$padding_value, Any:$edge_padding_low,
           Any:$edge_padding_high, Any:$interior_padding),
      [{$operand `,` $padding_value `,` `low` `=` custom<Dims>($edge_padding_low)
        `,` `high` `=` custom<Dims>($edge_padding_high)
        `,` `interior` `=` custom<Dims>($interior_padding)}]>;
  def _DynamicPadOp : HLO_FunctionalOp<dialect, "dynamic_pad",
      (ins Variadic<AnyType>:$args), "operands">;
  def _GetDimensionSizeOp : HLO_FunctionalOp<dialect, "get_dimension_size",
      (ins AnyType:$operand, I64Attr:$dimension),
      "$operand `,` `dim` `=` $dimension">;
  def _SetDimensionSizeOp : HLO_FunctionalOp<dialect, "set_dimension_size",
      (ins AnyType:$operand, AnyType:$size, I64Attr:$dimension),
      "$operand `,` $size `,` `dim` `=` $dimension">;

  //===--------------------------------------------------------------------===//
  // Contractions and transforms
  //===--------------------------------------------------------------------===//
  def _DotOp : HLO_FunctionalOp<dialect, "dot",
      (ins AnyType:$lhs, AnyType:$rhs, Any:$precision_config),
      "$lhs `,` $rhs custom<PrecisionConfig>($precision_config)">;
  // `stablehlo.dot_general %a, %b, batching_dims = [0] x [0],
  //  contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT],
  //  algorithm = <...> : (...) -> ...`.
  def _DotGeneralOp : HLO_FunctionalOp<dialect, "dot_general",
      (ins AnyType:$lhs, AnyType:$rhs, Any:$dot_dimension_numbers,
           Any:$precision_config, Any:$algorithm),
      [{$lhs `,` $rhs `,` custom<DotDimensionNumbers>($dot_dimension_numbers)
        custom<PrecisionConfigAndAlgorithm>($precision_config, $algorithm)}]>;
  // `stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f],
  //  window = {stride = [2, 2], pad = [[3, 3], [3, 3]], ...} {feature_group_count = ...}`.
  def _ConvolutionOp : HLO_FunctionalOp<dialect, "convolution",
      (ins AnyType:$lhs, AnyType:$rhs, Any:$window_strides, Any:$padding,
           Any:$lhs_dilation, Any:$rhs_dilation, Any:$window_reversal,
           Any:$dimension_numbers, Any:$feature_group_count,
           Any:$batch_group_count, Any:$precision_config),
      [{`(`operands`)` `dim_numbers` `=` custom<ConvDimensions>($dimension_numbers) `,`
        `window` `=` `{` custom<WindowAttributes>($window_strides, $padding,
            $lhs_dilation, $rhs_dilation, $window_reversal) `}`}]>;
  def _EinsumOp : HLO_FunctionalOp<dialect, "einsum",
      (ins AnyType:$lhs, AnyType:$rhs, StrAttr:$einsum_config),
      "$lhs `,` $rhs `,` `config` `=` $einsum_config">;
  def _UnaryEinsumOp : HLO_FunctionalOp<dialect, "unary_einsum",
      (ins AnyType:$operand, StrAttr:$einsum_config),
      "$operand `,` `config` `=` $einsum_config">;
  def _FftOp : HLO_FunctionalOp<dialect, "fft",
      (ins AnyType:$operand, HLO_FftTypeAttr:$fft_type, Any:$fft_length),
      "$operand `,` `type` `=` $fft_type `,` `length` `=` custom<Dims>($fft_length)">;
  def _RngOp : HLO_FunctionalOp<dialect, "rng",
      (ins AnyType:$a, AnyType:$b, AnyType:$shape,
           HLO_RngDistributionAttr:$rng_distribution),
      "$a `,` $b `,` $shape `,` `distribution` `=` $rng_distribution">;
  def _RngBitGeneratorOp : HLO_FunctionalOp<dialect, "rng_bit_generator",
      (ins AnyType:$initial_state, HLO_RngAlgorithmAttr:$rng_algorithm),
      "$initial_state `,` `algorithm` `=` $rng_algorithm">;

  //===--------------------------------------------------------------------===//
  // Calls
  //===--------------------------------------------------------------------===//
  // `stablehlo.custom_call @target(%a, %b) {backend_config = ...} : (...) -> ...`.
  def _CustomCallOp : HLO_FunctionalOp<dialect, "custom_call",
      (ins Variadic<AnyType>:$inputs, Any:$call_target_name,
           Any:$has_side_effect, Any:$backend_config, Any:$api_version,
           Any:$called_computations, Any:$operand_layouts,
           Any:$result_layouts, Any:$output_operand_aliases,
           Any:$custom_call_schedule),
      "custom<CustomCallTarget>($call_target_name) `(` $inputs `)`">;
  // `stablehlo.composite "name" %a {decomposition = @f, ...} : (...) -> ...`;
  // since StableHLO 1.14 regions may follow the operands: ` ({...})`.
  def _CompositeOp : HLO_FunctionalOp<dialect, "composite",
      (ins Variadic<AnyType>:$inputs, StrAttr:$name,
           Any:$composite_attributes, Any:$decomposition, Any:$version),
      "$name $inputs (`(` $bodies^ `)`)?"> {
    let regions = (region VariadicRegion<AnyRegion>:$bodies);
  }

  def _ReturnOp : HLO_ReturnOp<dialect>;

  //===--------------------------------------------------------------------===//
  // Whole-op parsers (asm_helpers.cc)
  //===--------------------------------------------------------------------===//
  // Inputs then init values in one list; pretty form
  // `stablehlo.reduce(%x init: %c) applies stablehlo.add across dimensions = [1]`.
  def _ReduceOp : HLO_Op<dialect, "reduce"> {
    let arguments = (ins Variadic<AnyType>:$inputs, Any:$dimensions);
    let results = (outs Variadic<AnyType>:$outputs);
    let regions = (region AnyRegion:$body);
    let hasCustomAssemblyFormat = 1;
  }
  // `stablehlo.while(%iterArg = %a) : tensor<i64> cond {...} do {...}`.
  def _WhileOp : HLO_Op<dialect, "while"> {
    let arguments = (ins Variadic<AnyType>:$operand);
    let results = (outs Variadic<AnyType>:$outputs);
    let regions = (region AnyRegion:$cond, AnyRegion:$body);
    let hasCustomAssemblyFormat = 1;
  }

  //===--------------------------------------------------------------------===//
  // Generic-only ops
  //===--------------------------------------------------------------------===//
  def _GatherOp : HLO_GenericOp<dialect, "gather",
      (ins Any:$dimension_numbers, Any:$slice_sizes, Any:$indices_are_sorted)>;
  def _DynamicGatherOp : HLO_GenericOp<dialect, "dynamic_gather",
      (ins Any:$dimension_numbers, Any:$indices_are_sorted)>;
  // Inputs, indices, updates in one list.
  def _ScatterOp : HLO_GenericOp<dialect, "scatter",
      (ins Any:$scatter_dimension_numbers, Any:$indices_are_sorted,
           Any:$unique_indices)>;
  def _SortOp : HLO_GenericOp<dialect, "sort",
      (ins Any:$dimension, Any:$is_stable)>;
  def _ReduceWindowOp : HLO_GenericOp<dialect, "reduce_window",
      (ins Any:$window_dimensions, Any:$window_strides, Any:$base_dilations,
           Any:$window_dilations, Any:$padding)>;
  def _SelectAndScatterOp : HLO_GenericOp<dialect, "select_and_scatter",
      (ins Any:$window_dimensions, Any:$window_strides, Any:$padding)>;
  def _IfOp : HLO_GenericOp<dialect, "if">;
  def _CaseOp : HLO_GenericOp<dialect, "case">;
  def _MapOp : HLO_GenericOp<dialect, "map", (ins Any:$dimensions)>;
  def _AllReduceOp : HLO_GenericOp<dialect, "all_reduce",
      (ins Any:$replica_groups, Any:$channel_handle, Any:$use_global_device_ids)>;
  def _AllGatherOp : HLO_GenericOp<dialect, "all_gather",
      (ins Any:$all_gather_dim, Any:$replica_groups, Any:$channel_handle,
           Any:$use_global_device_ids)>;
  def _ReduceScatterOp : HLO_GenericOp<dialect, "reduce_scatter",
      (ins Any:$scatter_dimension, Any:$replica_groups, Any:$channel_handle,
           Any:$use_global_device_ids)>;
  def _AllToAllOp : HLO_GenericOp<dialect, "all_to_all",
      (ins Any:$split_dimension, Any:$concat_dimension, Any:$split_count,
           Any:$replica_groups, Any:$channel_handle)>;
  def _CollectivePermuteOp : HLO_GenericOp<dialect, "collective_permute",
      (ins Any:$source_target_pairs, Any:$channel_handle)>;
  def _CollectiveBroadcastOp : HLO_GenericOp<dialect, "collective_broadcast",
      (ins Any:$replica_groups, Any:$channel_handle, Any:$has_dynamic_root)>;
  def _CrossReplicaSumOp : HLO_GenericOp<dialect, "cross-replica-sum",
      (ins Any:$replica_groups)>;
  def _BatchNormTrainingOp : HLO_GenericOp<dialect, "batch_norm_training",
      (ins Any:$epsilon, Any:$feature_index)>;
  def _BatchNormInferenceOp : HLO_GenericOp<dialect, "batch_norm_inference",
      (ins Any:$epsilon, Any:$feature_index)>;
  def _BatchNormGradOp : HLO_GenericOp<dialect, "batch_norm_grad",
      (ins Any:$epsilon, Any:$feature_index)>;
  def _TriangularSolveOp : HLO_GenericOp<dialect, "triangular_solve",
      (ins Any:$left_side, Any:$lower, Any:$unit_diagonal, Any:$transpose_a)>;
  def _InfeedOp : HLO_GenericOp<dialect, "infeed",
      (ins Any:$infeed_config, Any:$layout)>;
  def _OutfeedOp : HLO_GenericOp<dialect, "outfeed",
      (ins Any:$outfeed_config)>;
  def _SendOp : HLO_GenericOp<dialect, "send",
      (ins Any:$channel_handle, Any:$is_host_transfer, Any:$source_target_pairs)>;
  def _RecvOp : HLO_GenericOp<dialect, "recv",
      (ins Any:$channel_handle, Any:$is_host_transfer, Any:$source_target_pairs)>;
  def _TorchIndexSelectOp : HLO_GenericOp<dialect, "torch_index_select",
      (ins Any:$dim, Any:$batch_dims)>;
  def _DynamicConvOp : HLO_GenericOp<dialect, "dynamic_conv",
      (ins Any:$window_strides, Any:$padding, Any:$lhs_dilation,
           Any:$rhs_dilation, Any:$window_reversal, Any:$dimension_numbers,
           Any:$feature_group_count, Any:$batch_group_count,
           Any:$precision_config)>;
}

#endif  // TPUSIM_HLO_MLIR_HLO_OPS_TD
