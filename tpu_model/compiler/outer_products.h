// Outer products. A dot that contracts nothing (jnp.einsum("bi,bj->bij"),
// the per-example weight gradients of jax.vmap over jax.grad) multiplies
// every element of one operand by every element of the other: XLA's
// algebraic simplifier writes it as the product of two broadcasts, an
// elementwise op that fuses into its readers like any other, so the
// outer product is never stored.
//
// Evidence: `per_example.ho15` (per-example clipped gradients of an MLP,
// f32, batch 64) on v5e and v6e: no convolution in either optimized module
// computes the `f32[64,784,1024]` and `f32[64,1024,1024]` gradients; each is
// `multiply(broadcast(x), broadcast(dh))` inside the fusions of the
// per-example norms and of the clipped sum (`fusion.3 = f32[784,1024]`, a
// loop fusion reducing over the batch), and XLA's temp is 0 where tpusim,
// storing the products, was 32x XLA's peak.
#ifndef TPUSIM_TPU_MODEL_COMPILER_OUTER_PRODUCTS_H_
#define TPUSIM_TPU_MODEL_COMPILER_OUTER_PRODUCTS_H_

#include <cstdint>
#include <memory>

#include "absl/status/statusor.h"
#include "hlo/ir/hlo_module.h"

namespace tpusim::tpu::compiler {

struct OuterProductsRewritten {
  std::unique_ptr<hlo::Module> module;
  int64_t rewritten = 0;  // Dots now multiplies of broadcasts.
};

// Whether RewriteOuterProducts would change `module`.
bool HasOuterProducts(const hlo::Module& module);

// A copy of `module` in which each dot outside fusions with no contracting
// dims whose operands both keep a free dim above one, of real or integer
// operands, is `multiply(broadcast(lhs),
// broadcast(rhs))` in the dot's result shape (batch dims, then the lhs's
// other dims, then the rhs's), each operand first converted to the
// result's element type where it differs.
absl::StatusOr<OuterProductsRewritten> RewriteOuterProducts(const hlo::Module& module);

}  // namespace tpusim::tpu::compiler

#endif  // TPUSIM_TPU_MODEL_COMPILER_OUTER_PRODUCTS_H_
