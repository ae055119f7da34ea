// Dots and convolutions, also inside fusions. Several passes ask where a
// program has one: the v5p parameter prefetches hide behind the first, and
// v5p keeps the results of fusions holding one in HBM.
#ifndef TPUSIM_HLO_IR_DOTS_H_
#define TPUSIM_HLO_IR_DOTS_H_

#include "hlo/ir/hlo_module.h"

namespace tpusim::hlo {

inline constexpr int kMaxFusionNesting = 8;

// A dot or convolution itself.
bool IsDotOrConvolution(const Instruction& instruction);

// A convolution, or a dot whose operands both keep a free (neither batch
// nor contracting) extent above one: a product XLA runs on the matrix
// units. Its algebraic simplifier turns the other dots (matrix-vector,
// outer products of a vector) into elementwise multiplies and reductions.
bool IsMatrixProduct(const Instruction& instruction);

// A dot or convolution, or a fusion with one anywhere in its body (nested
// fusions included, to a depth of kMaxFusionNesting: bodies come from
// untrusted files).
bool HasDotOrConvolution(const Instruction& instruction);

// Any instruction of `computation` for which HasDotOrConvolution holds.
bool HasDotOrConvolution(const Computation& computation);

// A convolution, or a fusion with one anywhere in its body (as above). The
// program's matrix products are dots until XLA rewrites them; v5p copies a
// convolution's result to VMEM sooner than a dot's
// (memory/memory_space_assignment.h).
bool HasConvolution(const Instruction& instruction);

// A convolution whose windows overlap (a spatial dim whose kernel is longer
// than its stride and not dilated: a 3x3 kernel at stride 1, not a patch
// embedding nor its dilated kernel gradient), or a fusion with one (as
// above).
bool HasOverlappingConvolution(const Instruction& instruction);

}  // namespace tpusim::hlo

#endif  // TPUSIM_HLO_IR_DOTS_H_
