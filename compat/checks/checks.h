// Internal to compat: the check function of every rule in the table
// (rules.cc). Each is declared here and defined in the .cc file of its
// family; rules.cc only wires them to their rows.
#ifndef TPUSIM_COMPAT_CHECKS_CHECKS_H_
#define TPUSIM_COMPAT_CHECKS_CHECKS_H_

#include "compat/checks/check_context.h"

namespace tpusim::compat::checks {

// element_types.cc
void UnsupportedType(const CheckContext& context, FindingSink& sink);
void EmulatedType(const CheckContext& context, FindingSink& sink);
void X64RewriteRisk(const CheckContext& context, FindingSink& sink);
// custom_calls.cc
void NonTpuCustomCall(const CheckContext& context, FindingSink& sink);
void UnknownCustomCall(const CheckContext& context, FindingSink& sink);
void GpuCompiledFusion(const CheckContext& context, FindingSink& sink);
// shapes.cc
void UnboundedDynamicShape(const CheckContext& context, FindingSink& sink);
void BoundedDynamicShape(const CheckContext& context, FindingSink& sink);
void ShardingDeviceCount(const CheckContext& context, FindingSink& sink);
// efficiency.cc
void PaddingExpansion(const CheckContext& context, FindingSink& sink);
void MxuUnderuse(const CheckContext& context, FindingSink& sink);
void BatchFeatureSize(const CheckContext& context, FindingSink& sink);
void MaterializedBroadcast(const CheckContext& context, FindingSink& sink);
// oom.cc
void PredictedOom(const CheckContext& context, FindingSink& sink);
void PossibleOom(const CheckContext& context, FindingSink& sink);
// sharding.cc
void ReplicatedLargeArray(const CheckContext& context, FindingSink& sink);
void ShardExceedsDim(const CheckContext& context, FindingSink& sink);
void UnevenShardPadding(const CheckContext& context, FindingSink& sink);

}  // namespace tpusim::compat::checks

#endif  // TPUSIM_COMPAT_CHECKS_CHECKS_H_
