// MHLO ops (parse only; see hlo_base.td).

#ifndef TPUSIM_HLO_MLIR_MHLO_OPS_TD
#define TPUSIM_HLO_MLIR_MHLO_OPS_TD

include "hlo/mlir/dialects/hlo_ops.td"

//===----------------------------------------------------------------------===//
// MHLO: the core set plus the ops XLA's HLO->MHLO importer produced.
//===----------------------------------------------------------------------===//

defm MHLO : HLO_CoreOps<MHLO_Dialect>;

def MHLO_AcosOp : HLO_UnaryOp<MHLO_Dialect, "acos">;
def MHLO_AcoshOp : HLO_UnaryOp<MHLO_Dialect, "acosh">;
def MHLO_AsinOp : HLO_UnaryOp<MHLO_Dialect, "asin">;
def MHLO_AsinhOp : HLO_UnaryOp<MHLO_Dialect, "asinh">;
def MHLO_AtanhOp : HLO_UnaryOp<MHLO_Dialect, "atanh">;
def MHLO_CoshOp : HLO_UnaryOp<MHLO_Dialect, "cosh">;
def MHLO_SinhOp : HLO_UnaryOp<MHLO_Dialect, "sinh">;
def MHLO_ErfOp : HLO_UnaryOp<MHLO_Dialect, "erf">;
def MHLO_CopyOp : HLO_UnaryOp<MHLO_Dialect, "copy">;
def MHLO_BitcastOp : HLO_FunctionalOp<MHLO_Dialect, "bitcast",
    (ins AnyType:$operand), "$operand">;
def MHLO_StochasticConvertOp : HLO_FunctionalOp<MHLO_Dialect, "stochastic_convert",
    (ins AnyType:$operand, AnyType:$random), "operands">;
def MHLO_AddDependencyOp : HLO_FunctionalOp<MHLO_Dialect, "add_dependency",
    (ins AnyType:$operand, AnyType:$token), "operands">;
// `mhlo.topk(%x, k=8, largest=true) : T -> (T1, T2)`.
def MHLO_TopKOp : HLO_Op<MHLO_Dialect, "topk"> {
  let arguments = (ins AnyType:$operand, I64Attr:$k, OptionalAttr<BoolAttr>:$largest);
  let results = (outs AnyType:$values, AnyType:$indices);
  let assemblyFormat = [{
    `(`$operand `,` `k` `=` $k (`,` `largest` `=` $largest^)? `)` attr-dict
      `:` type($operand) `->` `(`type($values)`,` type($indices)`)`
  }];
}
def MHLO_FusionOp : HLO_GenericOp<MHLO_Dialect, "fusion",
    (ins Any:$fusion_kind, Any:$output_operand_aliases)>;
def MHLO_AsyncStartOp : HLO_GenericOp<MHLO_Dialect, "async_start",
    (ins Any:$called_computation, Any:$execution_thread, Any:$group_id)>;
def MHLO_AsyncUpdateOp : HLO_GenericOp<MHLO_Dialect, "async_update",
    (ins Any:$called_computation, Any:$execution_thread, Any:$group_id)>;
def MHLO_AsyncDoneOp : HLO_GenericOp<MHLO_Dialect, "async_done",
    (ins Any:$called_computation, Any:$execution_thread, Any:$group_id)>;
def MHLO_DomainOp : HLO_GenericOp<MHLO_Dialect, "domain",
    (ins Any:$kind, Any:$entry_metadata, Any:$exit_metadata)>;
def MHLO_RaggedDotOp : HLO_GenericOp<MHLO_Dialect, "ragged_dot",
    (ins Any:$ragged_dot_dimension_numbers, Any:$precision_config)>;
def MHLO_TraceOp : HLO_GenericOp<MHLO_Dialect, "trace", (ins Any:$tag)>;
def MHLO_RngGetAndUpdateStateOp : HLO_GenericOp<MHLO_Dialect,
    "xla.rng_get_and_update_state", (ins Any:$delta)>;
def MHLO_MinimumBroadcastShapesOp : HLO_GenericOp<MHLO_Dialect,
    "minimum_broadcast_shapes">;
def MHLO_AllGatherStartOp : HLO_GenericOp<MHLO_Dialect, "all_gather_start",
    (ins Any:$all_gather_dim, Any:$replica_groups, Any:$channel_handle,
         Any:$use_global_device_ids)>;
def MHLO_RaggedAllToAllOp : HLO_GenericOp<MHLO_Dialect, "ragged_all_to_all",
    (ins Any:$replica_groups, Any:$channel_handle)>;

#endif  // TPUSIM_HLO_MLIR_MHLO_OPS_TD
