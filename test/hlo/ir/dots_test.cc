// hlo/ir/dots.h: dots and convolutions, alone and inside fusions.
#include "hlo/ir/dots.h"

#include <memory>

#include "gtest/gtest.h"
#include "hlo/text/hlo_parser.h"
#include "test/status_matchers.h"

namespace tpusim::hlo {
namespace {

constexpr char kModule[] = R"(HloModule m
inner {
  a = f32[8,128] parameter(0)
  b = f32[128,128] parameter(1)
  ROOT d = f32[8,128] dot(a, b), lhs_contracting_dims={1}, rhs_contracting_dims={0}
}
outer {
  a = f32[8,128] parameter(0)
  b = f32[128,128] parameter(1)
  ROOT f = f32[8,128] fusion(a, b), kind=kOutput, calls=inner
}
elementwise {
  x = f32[8,128] parameter(0)
  ROOT n = f32[8,128] negate(x)
}
ENTRY e {
  x = f32[8,128] parameter(0)
  w = f32[128,128] parameter(1)
  nested = f32[8,128] fusion(x, w), kind=kOutput, calls=outer
  plain = f32[8,128] fusion(nested), kind=kLoop, calls=elementwise
  ROOT d = f32[8,128] dot(plain, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
})";

TEST(DotsTest, FindsDotsAloneAndInsideNestedFusions) {
  absl::StatusOr<std::unique_ptr<Module>> module = ParseHloModule(kModule, "dots.hlo");
  ASSERT_THAT(module, IsOk());
  const Instruction* nested = (*module)->entry()->FindInstruction("nested");
  const Instruction* plain = (*module)->entry()->FindInstruction("plain");
  const Instruction* dot = (*module)->entry()->root();
  ASSERT_NE(nested, nullptr);
  ASSERT_NE(plain, nullptr);
  EXPECT_TRUE(IsDotOrConvolution(*dot));
  EXPECT_FALSE(IsDotOrConvolution(*nested));
  EXPECT_TRUE(HasDotOrConvolution(*nested));  // Two fusions deep.
  EXPECT_FALSE(HasDotOrConvolution(*plain));
  EXPECT_TRUE(HasDotOrConvolution(*(*module)->entry()));
  EXPECT_FALSE(HasDotOrConvolution(*(*module)->FindComputation("elementwise")));
}

TEST(DotsTest, MatrixProductsKeepAFreeExtentOnBothSides) {
  absl::StatusOr<std::unique_ptr<Module>> module = ParseHloModule(R"(HloModule m
ENTRY e {
  a = f32[8,128] parameter(0)
  b = f32[128,128] parameter(1)
  v = f32[128] parameter(2)
  q = f32[4,8,64] parameter(3)
  k = f32[4,16,64] parameter(4)
  u = f32[4,64] parameter(5)
  mm = f32[8,128] dot(a, b), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  mv = f32[8] dot(a, v), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  bmm = f32[4,8,16] dot(q, k), lhs_batch_dims={0}, rhs_batch_dims={0}, lhs_contracting_dims={2}, rhs_contracting_dims={2}
  bmv = f32[4,8] dot(q, u), lhs_batch_dims={0}, rhs_batch_dims={0}, lhs_contracting_dims={2}, rhs_contracting_dims={1}
  ROOT t = (f32[8,128], f32[8], f32[4,8,16], f32[4,8]) tuple(mm, mv, bmm, bmv)
})", "matrix.hlo");
  ASSERT_THAT(module, IsOk());
  const Computation& entry = *(*module)->entry();
  EXPECT_TRUE(IsMatrixProduct(*entry.FindInstruction("mm")));
  EXPECT_FALSE(IsMatrixProduct(*entry.FindInstruction("mv")));
  EXPECT_TRUE(IsMatrixProduct(*entry.FindInstruction("bmm")));
  EXPECT_FALSE(IsMatrixProduct(*entry.FindInstruction("bmv")));  // Per batch, a vector.
  EXPECT_FALSE(IsMatrixProduct(*entry.FindInstruction("a")));
}

TEST(DotsTest, FindsConvolutionsButNotDots) {
  absl::StatusOr<std::unique_ptr<Module>> module = ParseHloModule(R"(HloModule m
conv {
  x = f32[1,8,8,128] parameter(0)
  k = f32[1,1,128,128] parameter(1)
  ROOT c = f32[1,8,8,128] convolution(x, k), window={size=1x1}, dim_labels=b01f_01io->b01f
}
outer {
  x = f32[1,8,8,128] parameter(0)
  k = f32[1,1,128,128] parameter(1)
  ROOT f = f32[1,8,8,128] fusion(x, k), kind=kOutput, calls=conv
}
ENTRY e {
  x = f32[1,8,8,128] parameter(0)
  k = f32[1,1,128,128] parameter(1)
  nested = f32[1,8,8,128] fusion(x, k), kind=kOutput, calls=outer
  r = f32[64,128] reshape(nested)
  w = f32[128,128] parameter(2)
  ROOT d = f32[64,128] dot(r, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
})",
                                                                   "convs.hlo");
  ASSERT_THAT(module, IsOk());
  const Instruction* nested = (*module)->entry()->FindInstruction("nested");
  ASSERT_NE(nested, nullptr);
  EXPECT_TRUE(HasConvolution(*nested));  // Two fusions deep.
  EXPECT_FALSE(HasConvolution(*(*module)->entry()->root()));
  EXPECT_TRUE(HasDotOrConvolution(*(*module)->entry()->root()));
}


TEST(DotsTest, FindsConvolutionsWhoseWindowsOverlap) {
  // A 3x3 kernel at stride 1 overlaps; a patch embedding (kernel = stride)
  // and its kernel gradient (dilated by the stride) do not.
  absl::StatusOr<std::unique_ptr<Module>> module = ParseHloModule(R"(HloModule m
body {
  x = f32[1,8,8,16] parameter(0)
  k = f32[3,3,16,16] parameter(1)
  ROOT c = f32[1,8,8,16] convolution(x, k), window={size=3x3 pad=1_1x1_1}, dim_labels=b01f_01io->b01f
}
ENTRY e {
  x = f32[1,8,8,16] parameter(0)
  k = f32[3,3,16,16] parameter(1)
  p = f32[2,2,16,16] parameter(2)
  overlapping = f32[1,8,8,16] fusion(x, k), kind=kOutput, calls=body
  patches = f32[1,4,4,16] convolution(x, p), window={size=2x2 stride=2x2}, dim_labels=b01f_01io->b01f
  g = f32[4,4,16,16] parameter(3)
  ROOT grad = f32[2,2,16,16] convolution(x, g), window={size=4x4 rhs_dilate=2x2}, dim_labels=f01b_i01o->01bf
})", "conv.hlo");
  ASSERT_THAT(module, IsOk());
  const Computation& entry = *(*module)->entry();
  EXPECT_TRUE(HasOverlappingConvolution(*entry.FindInstruction("overlapping")));
  EXPECT_FALSE(HasOverlappingConvolution(*entry.FindInstruction("patches")));
  EXPECT_FALSE(HasOverlappingConvolution(*entry.FindInstruction("grad")));
  EXPECT_TRUE(HasConvolution(*entry.FindInstruction("grad")));
}

}  // namespace
}  // namespace tpusim::hlo
