// Shardy ops (parse only; see hlo_base.td).

#ifndef TPUSIM_HLO_MLIR_SDY_OPS_TD
#define TPUSIM_HLO_MLIR_SDY_OPS_TD

include "hlo/mlir/dialects/hlo_ops.td"

//===----------------------------------------------------------------------===//
// Shardy: the ops JAX prints. Stripped attributes (`<@mesh, [{"a"}, {}]>`)
// are captured as raw text (builtin OpaqueAttr, e.g. `sharding<...>`) and
// interpreted by sdy_sharding.cc.
//===----------------------------------------------------------------------===//

// `sdy.mesh @mesh = <["a"=2, "b"=4]>`.
def SDY_MeshOp : HLO_Op<SDY_Dialect, "mesh"> {
  let arguments = (ins SymbolNameAttr:$sym_name, AnyAttr:$mesh);
  let assemblyFormat = "$sym_name `=` custom<SdyMesh>($mesh) attr-dict";
}
// `sdy.sharding_constraint %x <@mesh, [{"a"}, {}]> : tensor<8x8xf32>`.
class SDY_ShardingOp<string mnemonic> : HLO_Op<SDY_Dialect, mnemonic> {
  let arguments = (ins AnyType:$input, AnyAttr:$sharding);
  let results = (outs AnyType:$result);
  let assemblyFormat = [{
    $input custom<SdySharding>($sharding) attr-dict
      `:` custom<SameOperandsAndResultType>(type($input), type($result))
  }];
}
def SDY_ShardingConstraintOp : SDY_ShardingOp<"sharding_constraint">;
def SDY_ReshardOp : SDY_ShardingOp<"reshard">;
def SDY_ReturnOp : HLO_ReturnOp<SDY_Dialect>;
// `sdy.manual_computation(%a) in_shardings=[<...>] out_shardings=[<...>]
//  manual_axes={"a"} (%arg1: tensor<...>) { ... } : (...) -> ...`.
def SDY_ManualComputationOp : HLO_Op<SDY_Dialect, "manual_computation"> {
  let arguments = (ins Variadic<AnyType>:$tensors, AnyAttr:$in_shardings,
                       AnyAttr:$out_shardings, AnyAttr:$manual_axes);
  let results = (outs Variadic<AnyType>:$results_);
  let regions = (region AnyRegion:$body);
  let assemblyFormat = [{
    `(`operands`)` `in_shardings` `=` custom<SdyShardingList>($in_shardings)
      `out_shardings` `=` custom<SdyShardingList>($out_shardings)
      `manual_axes` `=` custom<SdyAxisSet>($manual_axes)
      custom<RegionWithArguments>($body) attr-dict `:` functional-type(operands, results)
  }];
}
// `sdy.named_computation<"name">(%a) in_shardings=[...] out_shardings=[...]
//  (%arg1: ...) {...} : (...) -> ...`; both sharding lists are optional.
def SDY_NamedComputationOp : HLO_Op<SDY_Dialect, "named_computation"> {
  let arguments = (ins Variadic<AnyType>:$operands_, StrAttr:$name,
                       OptionalAttr<AnyAttr>:$in_shardings,
                       OptionalAttr<AnyAttr>:$out_shardings);
  let results = (outs Variadic<AnyType>:$results_);
  let regions = (region AnyRegion:$body);
  let assemblyFormat = [{
    `<`$name`>` `` `(` $operands_ `)`
      (`in_shardings` `=` custom<SdyShardingList>($in_shardings)^)?
      (`out_shardings` `=` custom<SdyShardingList>($out_shardings)^)?
      custom<RegionWithArguments>($body) attr-dict `:` functional-type($operands_, results)
  }];
}
def SDY_ShardingGroupOp : HLO_Op<SDY_Dialect, "sharding_group"> {
  let arguments = (ins AnyType:$input, I64Attr:$group_id);
  let assemblyFormat = "$input `group_id` `=` $group_id attr-dict `:` type($input)";
}
def SDY_PropagationBarrierOp : HLO_Op<SDY_Dialect, "propagation_barrier"> {
  let arguments = (ins AnyType:$input, AnyAttr:$allowed_direction);
  let results = (outs AnyType:$result);
  let assemblyFormat = [{
    $input `allowed_direction` `=` custom<BareKeyword>($allowed_direction) attr-dict
      `:` custom<SameOperandsAndResultType>(type($input), type($result))
  }];
}
def SDY_DataFlowEdgeOp : HLO_Op<SDY_Dialect, "data_flow_edge"> {
  let arguments = (ins AnyType:$input, OptionalAttr<AnyAttr>:$sharding);
  let results = (outs AnyType:$result);
  let assemblyFormat = [{
    $input (`sharding` `=` custom<SdySharding>($sharding)^)? attr-dict
      `:` custom<SameOperandsAndResultType>(type($input), type($result))
  }];
}
def SDY_ConstantOp : HLO_ConstantOp<SDY_Dialect>;

#endif  // TPUSIM_HLO_MLIR_SDY_OPS_TD
