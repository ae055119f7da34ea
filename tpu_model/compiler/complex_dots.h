// Complex matrix products. The MXU multiplies real numbers only: XLA:TPU
// splits each complex operand of a dot into its real and imaginary parts
// (custom calls `X64SplitLow` and `X64SplitHigh`, each a real array of the
// operand's dims) and forms the product from three real dots, Gauss's way:
// for x = a + bi and w = c + di,
//   k1 = (a + b)·c,  k2 = a·(d - c),  k3 = b·(c + d),
//   real = k1 - k3,  imag = k1 + k2.
//
// Evidence: `mixed_dtypes.c64.b128.d1024.h1000` (a c64 matmul, its abs,
// times a scale) on all seven generations: four split custom calls and
// three convolutions in each optimized module, the first reading a + b and
// c, the second a, d - c and the first's result, the third b, c + d and the
// second's. On v2, v3 and v5p the four parts are HBM temporaries: XLA's
// temp is 9.4 to 9.8 MB where the unsplit program has none.
#ifndef TPUSIM_TPU_MODEL_COMPILER_COMPLEX_DOTS_H_
#define TPUSIM_TPU_MODEL_COMPILER_COMPLEX_DOTS_H_

#include <cstdint>
#include <memory>

#include "absl/status/statusor.h"
#include "hlo/ir/hlo_module.h"

namespace tpusim::tpu::compiler {

struct ComplexDotsSplit {
  std::unique_ptr<hlo::Module> module;
  int64_t split = 0;  // Complex dots now three real ones.
};

// Whether SplitComplexDots would change `module`.
bool HasComplexDotsToSplit(const hlo::Module& module);

// A copy of `module` in which each dot of two complex operands (c64 or
// c128) outside fusions is computed from its operands' real and imaginary
// parts by three real dots, and the complex result rebuilt with `complex`.
absl::StatusOr<ComplexDotsSplit> SplitComplexDots(const hlo::Module& module);

}  // namespace tpusim::tpu::compiler

#endif  // TPUSIM_TPU_MODEL_COMPILER_COMPLEX_DOTS_H_
