// StableHLO ops (parse only; see hlo_base.td).

#ifndef TPUSIM_HLO_MLIR_STABLEHLO_OPS_TD
#define TPUSIM_HLO_MLIR_STABLEHLO_OPS_TD

include "hlo/mlir/dialects/hlo_ops.td"

//===----------------------------------------------------------------------===//
// StableHLO
//===----------------------------------------------------------------------===//

defm StableHLO : HLO_CoreOps<StableHLO_Dialect>;

// v1.19+.
def StableHLO_CollectiveReduceOp : HLO_GenericOp<StableHLO_Dialect, "collective_reduce",
    (ins Any:$replica_groups, Any:$channel_handle, Any:$use_global_device_ids,
         Any:$has_dynamic_root)>;
// v1.15+ (`!stablehlo.future`).
def StableHLO_AsyncStartOp : HLO_GenericOp<StableHLO_Dialect, "async_start">;
def StableHLO_AsyncDoneOp : HLO_GenericOp<StableHLO_Dialect, "async_done">;

#endif  // TPUSIM_HLO_MLIR_STABLEHLO_OPS_TD
