// Instruction fusion (tpu_model/compiler/fusion.h).
#include "tpu_model/compiler/fusion.h"

#include "gmock/gmock.h"
#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "hlo/text/hlo_printer.h"
#include "test/tpu_model/compiler/compiler_test_util.h"
#include "test/status_matchers.h"

namespace tpusim::tpu::compiler {
namespace {

using ::testing::ElementsAre;
using testing::EntryOutline;
using testing::FusedOpcodes;
using testing::Parse;

constexpr char kSum[] = R"(
sum {
  x = f32[] parameter(0)
  y = f32[] parameter(1)
  ROOT s = f32[] add(x, y)
}
max {
  x = f32[] parameter(0)
  y = f32[] parameter(1)
  ROOT s = f32[] maximum(x, y)
}
)";

FusedModule Fuse(const std::string& text, FusionRules rules = {}) {
  auto module = Parse(text);
  EXPECT_NE(module, nullptr);
  if (module == nullptr) return {};
  auto fused = FuseInstructions(*module, rules);
  EXPECT_THAT(fused, IsOk());
  if (!fused.ok()) return {};
  // Every rewritten module prints and parses again.
  EXPECT_NE(Parse(hlo::PrintModule(*fused->module)), nullptr);
  return std::move(*fused);
}

TEST(FusionTest, AnElementwiseChainIsOneLoopFusion) {
  FusedModule f = Fuse(R"(HloModule m
ENTRY e {
  p = f32[8,128] parameter(0)
  n = f32[8,128] negate(p)
  x = f32[8,128] exponential(n)
  ROOT s = f32[8,128] add(x, p)
})");
  ASSERT_NE(f.module, nullptr);
  EXPECT_THAT(EntryOutline(*f.module), ElementsAre("p:parameter", "s:fusion"));
  EXPECT_EQ(f.module->entry()->root()->fusion_kind(), "kLoop");
  EXPECT_THAT(FusedOpcodes(*f.module, "s"),
              ElementsAre("parameter", "negate", "exponential", "add"));
  EXPECT_EQ(f.fusions, 1);
  EXPECT_EQ(f.fused_instructions, 2);
}

TEST(FusionTest, ADotTakesItsPrologueAndItsElementwiseEpilogue) {
  FusedModule f = Fuse(R"(HloModule m
ENTRY e {
  x = f32[128,256] parameter(0)
  w = f32[512,256] parameter(1)
  b = f32[512] parameter(2)
  wt = f32[256,512] transpose(w), dimensions={1,0}
  d = f32[128,512] dot(x, wt), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  bb = f32[128,512] broadcast(b), dimensions={1}
  ROOT a = f32[128,512] add(d, bb)
})");
  ASSERT_NE(f.module, nullptr);
  EXPECT_THAT(EntryOutline(*f.module),
              ElementsAre("x:parameter", "w:parameter", "b:parameter", "a:fusion"));
  EXPECT_EQ(f.module->entry()->root()->fusion_kind(), "kOutput");
  EXPECT_THAT(FusedOpcodes(*f.module, "a"),
              ElementsAre("parameter", "transpose", "parameter", "dot", "parameter",
                          "broadcast", "add"));
}

// A hidden width of 8192 and 16 MiB between the dots: too wide and too
// large for XLA:TPU to nest the first dot's fusion in the second's
// (kMaxNestedFeature, kMaxNestedWideResultBytes).
constexpr char kTwoDots[] = R"(HloModule m
ENTRY e {
  x = f32[512,256] parameter(0)
  w1 = f32[256,8192] parameter(1)
  w2 = f32[8192,256] parameter(2)
  d1 = f32[512,8192] dot(x, w1), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  r = f32[512,8192] negate(d1)
  ROOT d2 = f32[512,256] dot(r, w2), lhs_contracting_dims={1}, rhs_contracting_dims={0}
})";

// An MLP hidden value of `width` features over `rows` rows between its two
// dots.
std::string TwoDots(int rows, int width) {
  const std::string r = std::to_string(rows), w = std::to_string(width);
  return R"(HloModule m
ENTRY e {
  x = bf16[)" + r + R"(,256] parameter(0)
  w1 = bf16[256,)" + w + R"(] parameter(1)
  w2 = bf16[)" + w + R"(,256] parameter(2)
  d1 = bf16[)" + r + "," + w + R"(] dot(x, w1), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  g = bf16[)" + r + "," + w + R"(] tanh(d1)
  ROOT d2 = bf16[)" + r + R"(,256] dot(g, w2), lhs_contracting_dims={1}, rhs_contracting_dims={0}
})";
}

TEST(FusionTest, AnMlpHiddenValueOfUpTo4096FeaturesNestsUpTo64MiB) {
  // decoder_fwd.b4.s384 bf16[4,384,3072] (9 MB) and dpa_decoder.ho7.fwd
  // [4,512,4096] (16 MB) nest in XLA's modules; deep_mlp's h4096 results
  // (178 MB and more) stay apart.
  FusedModule nested = Fuse(TwoDots(1536, 3072));
  ASSERT_NE(nested.module, nullptr);
  EXPECT_EQ(nested.module->entry()->FindInstruction("g"), nullptr);
  FusedModule apart = Fuse(TwoDots(16384, 4096));  // 128 MiB.
  ASSERT_NE(apart.module, nullptr);
  EXPECT_NE(apart.module->entry()->FindInstruction("g"), nullptr);
}

TEST(FusionTest, TheChipBoundsTheMlpHiddenValuesThatNest) {
  // v4 and v6e keep [16,256,3072] (24 MiB) apart where v5p nests it
  // (encoder.ho4.fwd): FusionRules::max_nested_mid_result_bytes.
  FusedModule apart = Fuse(TwoDots(4096, 3072),
                           FusionRules{.max_nested_mid_result_bytes = int64_t{16} << 20});
  ASSERT_NE(apart.module, nullptr);
  EXPECT_NE(apart.module->entry()->FindInstruction("g"), nullptr);
  FusedModule nested = Fuse(TwoDots(2048, 4096),  // 16 MiB.
                            FusionRules{.max_nested_mid_result_bytes = int64_t{16} << 20});
  ASSERT_NE(nested.module, nullptr);
  EXPECT_EQ(nested.module->entry()->FindInstruction("g"), nullptr);
}

// Two bf16 dots of `width` features over `rows` rows, the second keeping
// the width (a square hidden layer).
std::string TwoSquareDots(int rows, int width) {
  const std::string r = std::to_string(rows), w = std::to_string(width);
  return R"(HloModule m
ENTRY e {
  x = bf16[)" + r + "," + w + R"(] parameter(0)
  w1 = bf16[)" + w + "," + w + R"(] parameter(1)
  d1 = bf16[)" + r + "," + w + R"(] dot(x, w1), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  g = bf16[)" + r + "," + w + R"(] tanh(d1)
  ROOT d2 = bf16[)" + r + "," + w + R"(] dot(g, w1), lhs_contracting_dims={1}, rhs_contracting_dims={0}
})";
}

TEST(FusionTest, AValueTheNextDotDoesNotNarrowNestsOnlyUpTo4MiB) {
  // sharded_tp.mm4.mlp_fwd: b8's [2048,1024] (4 MiB) nests on v5p and v6e,
  // b12's [3072,1536] (4.7 MB) stays apart on every chip.
  FusedModule nested = Fuse(TwoSquareDots(2048, 1024));
  ASSERT_NE(nested.module, nullptr);
  EXPECT_EQ(nested.module->entry()->FindInstruction("g"), nullptr);
  FusedModule apart = Fuse(TwoSquareDots(3072, 1536));
  ASSERT_NE(apart.module, nullptr);
  EXPECT_NE(apart.module->entry()->FindInstruction("g"), nullptr);
  // The same 6 MB value before a dot that narrows it to 256 features nests.
  FusedModule narrowed = Fuse(TwoDots(3072, 1024));
  ASSERT_NE(narrowed.module, nullptr);
  EXPECT_EQ(narrowed.module->entry()->FindInstruction("g"), nullptr);
}

TEST(FusionTest, AWideValueTheNextDotDoesNotNarrowNestsOnlyUpTo2MiB) {
  // mlp.ho10's first hidden value bf16[512,3584] (3.5 MiB) read by a square
  // 3584 x 3584 layer stays apart on v5p; mlp.ho3's [200,2560] (1 MB)
  // nests.
  FusedModule apart = Fuse(TwoSquareDots(512, 3584));
  ASSERT_NE(apart.module, nullptr);
  EXPECT_NE(apart.module->entry()->FindInstruction("g"), nullptr);
  FusedModule nested = Fuse(TwoSquareDots(200, 2560));
  ASSERT_NE(nested.module, nullptr);
  EXPECT_EQ(nested.module->entry()->FindInstruction("g"), nullptr);
}

TEST(FusionTest, TheQuantizedOperandOfAnIntegerProductIsStored) {
  // int8_mlp.ho14 w8a8 (v5p, v6e): the quantization is a loop fusion of
  // its own, read by the int8 product's fusion.
  FusedModule f = Fuse(R"(HloModule m
ENTRY e {
  x = bf16[64,256] parameter(0)
  w = s8[256,128] parameter(1)
  c = f32[64,256] convert(x)
  q = s8[64,256] convert(c)
  ROOT d = s32[64,128] dot(q, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
})");
  ASSERT_NE(f.module, nullptr);
  EXPECT_THAT(EntryOutline(*f.module),
              ElementsAre("x:parameter", "w:parameter", "q:fusion", "d:fusion"));
}

TEST(FusionTest, TheDequantizedEpilogueOfAnIntegerProductIsStoredAtAFork) {
  // int8_mlp.ho14 w8a8 on v5p: the relu after the dequantization is stored
  // (the row max reads it, and the next layer's quantization); the s32
  // accumulator is not.
  FusedModule f = Fuse(R"(HloModule m
max {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT m = f32[] maximum(a, b)
}
ENTRY e {
  q = s8[64,256] parameter(0)
  w = s8[256,128] parameter(1)
  v = s8[128,128] parameter(2)
  d = s32[64,128] dot(q, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  c = f32[64,128] convert(d)
  z = f32[] constant(0)
  zs = f32[64,128] broadcast(z), dimensions={}
  r = f32[64,128] maximum(c, zs)
  a = f32[64] reduce(r, z), dimensions={1}, to_apply=max
  ab = f32[64,128] broadcast(a), dimensions={0}
  s = f32[64,128] divide(r, ab)
  q2 = s8[64,128] convert(s)
  ROOT d2 = s32[64,128] dot(q2, v), lhs_contracting_dims={1}, rhs_contracting_dims={0}
})", FusionRules{.dot_epilogue_first = true});
  ASSERT_NE(f.module, nullptr);
  const std::vector<std::string> outline = EntryOutline(*f.module);
  EXPECT_THAT(outline, ::testing::Contains("q2:fusion"));
  // The relu's value leaves the product's fusion; no fusion ends at the
  // accumulator.
  const hlo::Instruction* product = f.module->entry()->FindInstruction("r");
  ASSERT_NE(product, nullptr) << ::testing::PrintToString(outline);
  EXPECT_EQ(f.module->entry()->FindInstruction("d"), nullptr);
}

TEST(FusionTest, AWideButSmallDotResultNests) {
  // 64 rows of 2560 (640 KB): wider than 2048 but small, as the holdout
  // MLPs' [200,2560] and [100,3000] results that XLA nests (mlp.ho3 on
  // v5p, mlp.ho2 on v5e and v7x).
  FusedModule f = Fuse(R"(HloModule m
ENTRY e {
  x = f32[64,256] parameter(0)
  w1 = f32[256,2560] parameter(1)
  w2 = f32[2560,256] parameter(2)
  d1 = f32[64,2560] dot(x, w1), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  r = f32[64,2560] negate(d1)
  ROOT d2 = f32[64,256] dot(r, w2), lhs_contracting_dims={1}, rhs_contracting_dims={0}
})", FusionRules{.dot_epilogue_first = true});
  ASSERT_NE(f.module, nullptr);
  EXPECT_THAT(EntryOutline(*f.module), ElementsAre("x:parameter", "w1:parameter",
                                                   "w2:parameter", "d2:fusion"));
}

TEST(FusionTest, AFusionEndingInAReduceDoesNotNest) {
  // A convolution, relu and the global mean pool, then the classifier: the
  // pooled features are a buffer of their own (stored as bf16 for the dot
  // on this chip), as convert_reduce_fusion.5 is in XLA's convnet.fwd
  // modules: no XLA fusion feeds a reduce to its dot.
  FusedModule f = Fuse(R"(HloModule m
add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}
ENTRY e {
  x = f32[8,16,16,32] parameter(0)
  k = f32[1,1,32,64] parameter(1)
  w = f32[64,10] parameter(2)
  c = f32[8,16,16,64] convolution(x, k), window={size=1x1}, dim_labels=b01f_01io->b01f
  zero = f32[] constant(0)
  zeros = f32[8,16,16,64] broadcast(zero), dimensions={}
  relu = f32[8,16,16,64] maximum(c, zeros)
  pool = f32[8,64] reduce(relu, zero), dimensions={1,2}, to_apply=add
  ROOT d = f32[8,10] dot(pool, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
})", FusionRules{.dot_epilogue_first = true});
  ASSERT_NE(f.module, nullptr);
  EXPECT_THAT(EntryOutline(*f.module), ElementsAre("x:parameter", "k:parameter", "w:parameter",
                                                   "pool:fusion", "d:fusion"));
  EXPECT_THAT(FusedOpcodes(*f.module, "pool"),
              ElementsAre("parameter", "parameter", "convolution", "constant", "broadcast",
                          "maximum", "reduce", "convert"));
}

TEST(FusionTest, ARepeatIsABroadcastOfItsOwnReadThroughABitcast) {
  // jnp.repeat twice (nearest upsampling, unet.ho4; the grouped-query K
  // and V of rope_decoder.ho4): XLA keeps each broadcast as an op with its
  // own buffer; the reshape between them is a bitcast of the first, the
  // last one is fused into its reader. A broadcast that only adds a dim of
  // one element is no repeat and fuses.
  FusedModule f = Fuse(R"(HloModule m
ENTRY e {
  x = f32[8,16,16,64] parameter(0)
  rows = f32[8,16,2,16,64] broadcast(x), dimensions={0,1,3,4}
  tall = f32[8,32,16,64] reshape(rows)
  cols = f32[8,32,16,2,64] broadcast(tall), dimensions={0,1,2,4}
  up = f32[8,32,32,64] reshape(cols)
  one = f32[8,32,32,1,64] broadcast(up), dimensions={0,1,2,4}
  flat = f32[8,32,32,64] reshape(one)
  ROOT n = f32[8,32,32,64] negate(flat)
})", FusionRules{.dot_epilogue_first = true});
  ASSERT_NE(f.module, nullptr);
  EXPECT_THAT(EntryOutline(*f.module), ElementsAre("x:parameter", "rows:broadcast",
                                                   "tall:bitcast", "cols:broadcast",
                                                   "n:fusion"));
  EXPECT_THAT(FusedOpcodes(*f.module, "n"),
              ElementsAre("parameter", "reshape", "broadcast", "reshape", "negate"));
}

TEST(FusionTest, ATopKWidensItsOperandInsideAndTakesNothingElse) {
  // A classifier's bf16 logits read as f32 by a top-k and a max
  // (topk.ho4...v5p): the logits are stored as bf16 and the top-k's fusion
  // converts them as it reads; an exp before a top-k (a router's
  // probabilities) stays a buffer.
  FusedModule f = Fuse(R"(HloModule m
max {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT m = f32[] maximum(a, b)
}
ENTRY e {
  x = bf16[64,256] parameter(0)
  w = bf16[256,1000] parameter(1)
  logits = bf16[64,1000] dot(x, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  wide = f32[64,1000] convert(logits)
  top = (f32[64,5], s32[64,5]) topk(wide), k=5, largest=true
  ninf = f32[] constant(-inf)
  best = f32[64] reduce(wide, ninf), dimensions={1}, to_apply=max
  probs = f32[64,1000] exponential(wide)
  route = (f32[64,2], s32[64,2]) topk(probs), k=2, largest=true
  ROOT t = ((f32[64,5], s32[64,5]), f32[64], (f32[64,2], s32[64,2])) tuple(top, best, route)
})", FusionRules{.dot_epilogue_first = true});
  ASSERT_NE(f.module, nullptr);
  EXPECT_THAT(FusedOpcodes(*f.module, "top"), ElementsAre("parameter", "convert", "topk"));
  EXPECT_EQ(f.module->entry()->FindInstruction("route")->opcode(), hlo::HloOpcode::kTopK);
  // The logits leave their dot's fusion as bf16 (beside the merged max).
  EXPECT_EQ(f.module->entry()->FindInstruction("logits.gte")->shape().element_type(),
            hlo::PrimitiveType::kBF16);
}

TEST(FusionTest, OneDotPerFusionWithTheChainInTheSecondDotsPrologue) {
  // v6e and v7x: the chain between two dots joins the second dot.
  FusedModule f = Fuse(kTwoDots, FusionRules{.dot_epilogue_first = false});
  ASSERT_NE(f.module, nullptr);
  // d1 is a buffer; d1 is read by the negate, not by a dot: it stays f32.
  EXPECT_THAT(EntryOutline(*f.module), ElementsAre("x:parameter", "w1:parameter",
                                                   "w2:parameter", "d1:fusion", "d2:fusion"));
  EXPECT_THAT(FusedOpcodes(*f.module, "d2"),
              ElementsAre("parameter", "negate", "parameter", "dot"));
  // A dot with nothing fused into it is still a fusion of its own, as
  // every dot is in XLA's modules (fusion = bf16[100,3000] fusion(x, w, b)
  // in mlp.ho2...v7x).
  EXPECT_THAT(FusedOpcodes(*f.module, "d1"), ElementsAre("parameter", "parameter", "dot"));
  EXPECT_EQ(f.module->entry()->FindInstruction("d1")->fusion_kind(), "kOutput");
  EXPECT_EQ(f.narrowed, 0);
}

TEST(FusionTest, EpilogueFirstChipsEndTheFirstDotsFusionInBf16) {
  // v2 ... v5p (mlp.sweep: bf16[110336,8192] between the two dots): the
  // chain ends the first dot's fusion, and its f32 result, read only by a
  // dot, is stored as bf16.
  FusedModule f = Fuse(kTwoDots, FusionRules{.dot_epilogue_first = true});
  ASSERT_NE(f.module, nullptr);
  EXPECT_THAT(EntryOutline(*f.module), ElementsAre("x:parameter", "w1:parameter",
                                                   "w2:parameter", "r:fusion", "d2:fusion"));
  EXPECT_THAT(FusedOpcodes(*f.module, "r"),
              ElementsAre("parameter", "parameter", "dot", "negate", "convert"));
  EXPECT_EQ(f.module->entry()->FindInstruction("r")->shape().ToString(false), "bf16[512,8192]");
  EXPECT_EQ(f.narrowed, 1);
}

TEST(FusionTest, AGatheredValueMaskedForDotsIsStoredAsBf16) {
  // gnn.ho6: the gradient of a segment_sum gathers the f32 node gradient
  // onto the edges and zeroes out-of-range rows with a select that only
  // dots read; XLA stores the gathered rows as bf16. A select whose
  // predicate is the value keeps it f32.
  FusedModule f = Fuse(R"(HloModule m
ENTRY e {
  g = f32[64,256] parameter(0)
  idx = s32[512,1] parameter(1)
  valid = pred[512] parameter(2)
  w = f32[256,256] parameter(3)
  rows = f32[512,256] gather(g, idx), offset_dims={1}, collapsed_slice_dims={0}, start_index_map={0}, index_vector_dim=1, slice_sizes={1,256}
  mask = pred[512,256] broadcast(valid), dimensions={0}
  zero = f32[] constant(0)
  zeros = f32[512,256] broadcast(zero), dimensions={}
  masked = f32[512,256] select(mask, rows, zeros)
  ROOT d = f32[512,256] dot(masked, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
})");
  ASSERT_NE(f.module, nullptr);
  const hlo::Instruction* rows = f.module->entry()->FindInstruction("rows");
  ASSERT_NE(rows, nullptr);
  EXPECT_EQ(rows->shape().ToString(false), "bf16[512,256]");
  EXPECT_EQ(f.narrowed, 1);
}

// `entry` (the start of an entry computation, parameters 0 and 1 taken)
// followed by five dots reading its f32[64,512] value `value`: more readers
// than a computed value is copied into.
std::string ReadByFiveDots(const std::string& entry, const std::string& value) {
  std::string text = entry;
  for (int i = 1; i <= 5; ++i) {
    const std::string n = std::to_string(i);
    text += "  w" + n + " = f32[512,512] parameter(" + std::to_string(i + 1) + ")\n";
    text += "  d" + n + " = f32[64,512] dot(" + value + ", w" + n +
            "), lhs_contracting_dims={1}, rhs_contracting_dims={0}\n";
  }
  return text + "  ROOT t = (f32[64,512], f32[64,512], f32[64,512], f32[64,512], "
                "f32[64,512]) tuple(d1, d2, d3, d4, d5)\n}\n";
}

// GroupNorm's centred activations, x - mean, read by more fusions than a
// computed value is copied into (the variance, the normalization, and the
// backward pass's reductions and convolutions in the denoiser).
std::string CentredValueReadBy(const std::string& centred) {
  return ReadByFiveDots(std::string("HloModule m\n") + kSum + R"(
ENTRY e {
  x = f32[64,512] parameter(0)
  w = f32[512,512] parameter(1)
  zero = f32[] constant(0)
  m = f32[64] reduce(x, zero), dimensions={1}, to_apply=sum
  mb = f32[64,512] broadcast(m), dimensions={0}
  y = f32[64,512] dot(x, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  c = f32[64,512] )" + centred + "\n",
                        "c");
}

TEST(FusionTest, AShiftOfOneArrayIsRecomputedInEveryReader) {
  // denoiser.ho6 (v5e, v6e, v7x): XLA stores no centred f32 value of its
  // GroupNorms; 24 fusions recompute x - mean from the stored bf16
  // activation. A difference of two computed arrays read as widely stays
  // one buffer.
  FusedModule shifted = Fuse(CentredValueReadBy("subtract(x, mb)"));
  ASSERT_NE(shifted.module, nullptr);
  EXPECT_EQ(shifted.module->entry()->FindInstruction("c"), nullptr);
  FusedModule combined = Fuse(CentredValueReadBy("subtract(x, y)"));
  ASSERT_NE(combined.module, nullptr);
  EXPECT_NE(combined.module->entry()->FindInstruction("c"), nullptr);
}

// exp(f32(s) - m) of bf16 scores s read by five dots.
std::string ExponentialsReadByFiveDots() {
  return ReadByFiveDots(R"(HloModule m
ENTRY e {
  s = bf16[64,512] parameter(0)
  m = f32[64] parameter(1)
  sf = f32[64,512] convert(s)
  mb = f32[64,512] broadcast(m), dimensions={0}
  c = f32[64,512] subtract(sf, mb)
  x = f32[64,512] exponential(c)
)",
                        "x");
}

TEST(FusionTest, ExponentialsOfBf16ScoresAreRecomputedWhereTheChipDoesSo) {
  // decoder_train.ho9 on v5p: XLA stores the bf16 scores and recomputes the
  // f32 exponentials in their six readers; v4, v6e and v7x store something.
  FusedModule stored = Fuse(ExponentialsReadByFiveDots());
  ASSERT_NE(stored.module, nullptr);
  EXPECT_NE(stored.module->entry()->FindInstruction("x"), nullptr);
  FusionRules rules;
  rules.recompute_widened_values = true;
  FusedModule recomputed = Fuse(ExponentialsReadByFiveDots(), rules);
  ASSERT_NE(recomputed.module, nullptr);
  EXPECT_EQ(recomputed.module->entry()->FindInstruction("x"), nullptr);
}

// Attention whose scores a bf16 dot computes in f32, contracting
// `head_dim` elements, then a softmax and the probabilities' dot.
std::string Attention(int head_dim) {
  const std::string d = std::to_string(head_dim);
  return std::string("HloModule m\n") + kSum + R"(
ENTRY e {
  q = bf16[4,256,)" + d + R"(] parameter(0)
  k = bf16[4,256,)" + d + R"(] parameter(1)
  v = bf16[4,256,)" + d + R"(] parameter(2)
  qk = f32[4,256,256] dot(q, k), lhs_batch_dims={0}, lhs_contracting_dims={2}, rhs_batch_dims={0}, rhs_contracting_dims={2}
  c = f32[] constant(0.125)
  cb = f32[4,256,256] broadcast(c), dimensions={}
  s = f32[4,256,256] multiply(qk, cb)
  ninf = f32[] constant(-inf)
  m = f32[4,256] reduce(s, ninf), dimensions={2}, to_apply=max
  mb = f32[4,256,256] broadcast(m), dimensions={0,1}
  x = f32[4,256,256] subtract(s, mb)
  e = f32[4,256,256] exponential(x)
  zero = f32[] constant(0)
  z = f32[4,256] reduce(e, zero), dimensions={2}, to_apply=sum
  zb = f32[4,256,256] broadcast(z), dimensions={0,1}
  p = f32[4,256,256] divide(e, zb)
  pb = bf16[4,256,256] convert(p)
  ROOT o = bf16[4,256,)" + d + R"(] dot(pb, v), lhs_batch_dims={0}, lhs_contracting_dims={2}, rhs_batch_dims={0}, rhs_contracting_dims={1}
})";
}

TEST(FusionTest, ASoftmaxOverABf16DotStoresItsExponentialsApartFromAFullDepthDot) {
  // v4 ... v5p (128x128 MXUs), attention_dpa hd128: the scores are one
  // buffer, the exponentials another (the row max folded into their
  // fusion), then the row sum and the probabilities' dot.
  const FusionRules apart{.softmax_apart_min_contracting = 128};
  FusedModule f = Fuse(Attention(128), apart);
  ASSERT_NE(f.module, nullptr);
  EXPECT_THAT(EntryOutline(*f.module),
              ElementsAre("q:parameter", "k:parameter", "v:parameter", "s:fusion", "e:fusion",
                          "z:fusion", "o:fusion"));
  EXPECT_THAT(FusedOpcodes(*f.module, "e"),
              ElementsAre("constant", "parameter", "reduce", "broadcast", "subtract",
                          "exponential"));
  // 64-wide heads, or a chip without the rule: the softmax joins the dot,
  // whose fusion stores the exponentials and their row sum (the max folded
  // in), not the scores.
  for (const FusedModule& fused : {Fuse(Attention(64), apart), Fuse(Attention(128))}) {
    ASSERT_NE(fused.module, nullptr);
    EXPECT_THAT(EntryOutline(*fused.module),
                ElementsAre("q:parameter", "k:parameter", "v:parameter", "e:fusion",
                            "z.gte:get-tuple-element", "e.gte:get-tuple-element", "o:fusion"));
  }
}

// The same attention with the scores a bf16 dot widened to f32, scaled
// before (`in_bf16`) or after the widening.
std::string WidenedAttention(bool in_bf16) {
  const std::string scores =
      in_bf16 ? R"(  cs = bf16[] constant(0.125)
  csb = bf16[4,256,256] broadcast(cs), dimensions={}
  qks = bf16[4,256,256] multiply(qk, csb)
  s = f32[4,256,256] convert(qks)
)"
              : R"(  w = f32[4,256,256] convert(qk)
  c = f32[] constant(0.125)
  cb = f32[4,256,256] broadcast(c), dimensions={}
  s = f32[4,256,256] multiply(w, cb)
)";
  std::string text = Attention(64);
  const std::string old_dot = "qk = f32[4,256,256] dot(";
  text.replace(text.find(old_dot), old_dot.size(), "qk = bf16[4,256,256] dot(");
  const size_t begin = text.find("  c = f32[] constant(0.125)");
  const size_t end = text.find("  ninf");
  text.replace(begin, end - begin, scores);
  return text;
}

TEST(FusionTest, ScoresWidenedThenScaledFoldTheirMaxAsAnF32DotsDo) {
  // perceiver.ho8: einsum(q, k).astype(f32) * scale. The exponentials'
  // fusion holds the dot; no bf16 scores buffer, no max buffer.
  FusedModule widened = Fuse(WidenedAttention(/*in_bf16=*/false));
  ASSERT_NE(widened.module, nullptr);
  EXPECT_THAT(EntryOutline(*widened.module),
              ElementsAre("q:parameter", "k:parameter", "v:parameter", "e:fusion",
                          "z.gte:get-tuple-element", "e.gte:get-tuple-element", "o:fusion"));
  // Scaled in bf16 first (the decoders' softmax_f32 of scaled scores): the
  // max is a reduce of its own.
  FusedModule scaled = Fuse(WidenedAttention(/*in_bf16=*/true));
  ASSERT_NE(scaled.module, nullptr);
  EXPECT_THAT(EntryOutline(*scaled.module), ::testing::Contains("m.gte:get-tuple-element"));
}

// The backward of softmax(scores) for two gradient products, as JAX writes
// it: dy + (-sum(dy * y)) times y, narrowed to bf16.
constexpr char kSoftmaxGradient[] = R"(HloModule m
sum {
  x = f32[] parameter(0)
  y = f32[] parameter(1)
  ROOT s = f32[] add(x, y)
}
ENTRY e {
  g = bf16[4,256,64] parameter(0)
  v = bf16[4,256,64] parameter(1)
  y = f32[4,256,256] parameter(2)
  q = bf16[4,256,64] parameter(3)
  k = bf16[4,256,64] parameter(4)
  dp = bf16[4,256,256] dot(g, v), lhs_batch_dims={0}, lhs_contracting_dims={2}, rhs_batch_dims={0}, rhs_contracting_dims={2}
  dpf = f32[4,256,256] convert(dp)
  gy = f32[4,256,256] multiply(dpf, y)
  zero = f32[] constant(0)
  r = f32[4,256] reduce(gy, zero), dimensions={2}, to_apply=sum
  nr = f32[4,256] negate(r)
  rb = f32[4,256,256] broadcast(nr), dimensions={0,1}
  a = f32[4,256,256] add(dpf, rb)
  ds = f32[4,256,256] multiply(a, y)
  dsb = bf16[4,256,256] convert(ds)
  dq = bf16[4,256,64] dot(dsb, k), lhs_batch_dims={0}, lhs_contracting_dims={2}, rhs_batch_dims={0}, rhs_contracting_dims={1}
  dk = bf16[4,256,64] dot(dsb, q), lhs_batch_dims={0}, lhs_contracting_dims={1}, rhs_batch_dims={0}, rhs_contracting_dims={1}
  ROOT t = (bf16[4,256,64], bf16[4,256,64]) tuple(dq, dk)
})";

TEST(FusionTest, ASoftmaxGradientReadByTwoProductsIsStoredOnce) {
  // perceiver.ho8 (v4, v6e): XLA's fusion.5, bf16[32,8,256,4096], read by
  // the queries' and the keys' gradient products.
  FusedModule f = Fuse(kSoftmaxGradient);
  ASSERT_NE(f.module, nullptr);
  EXPECT_THAT(EntryOutline(*f.module), ::testing::Contains("dsb:fusion"));
  EXPECT_THAT(FusedOpcodes(*f.module, "dq"), ::testing::Not(::testing::Contains("multiply")));
  // Read by one product, it stays in that product's fusion.
  std::string one = kSoftmaxGradient;
  const std::string second =
      "  dk = bf16[4,256,64] dot(dsb, q), lhs_batch_dims={0}, lhs_contracting_dims={1}, "
      "rhs_batch_dims={0}, rhs_contracting_dims={1}\n";
  one.replace(one.find(second), second.size(), "");
  one.replace(one.find("tuple(dq, dk)"), std::string("tuple(dq, dk)").size(), "tuple(dq, dq)");
  FusedModule single = Fuse(one);
  ASSERT_NE(single.module, nullptr);
  EXPECT_THAT(EntryOutline(*single.module), ::testing::Not(::testing::Contains("dsb:fusion")));
}

TEST(FusionTest, TheGradientsRowSumJoinsTheLaterProductBesideTheExponentials) {
  // sum(dP * P) reads dP's product and the exponentials, whose fusion holds
  // the scores' product once the max is folded: the sum is a further output
  // of dP's fusion (XLA's fusion.7 of perceiver.ho8).
  std::string text = WidenedAttention(/*in_bf16=*/false);
  const std::string root = "  ROOT o = ";
  text.replace(text.find(root), root.size(), "  o = ");
  text.replace(text.rfind("}"), 1, R"(  g = bf16[4,256,64] parameter(3)
  dp = bf16[4,256,256] dot(g, v), lhs_batch_dims={0}, lhs_contracting_dims={2}, rhs_batch_dims={0}, rhs_contracting_dims={2}
  dpf = f32[4,256,256] convert(dp)
  gy = f32[4,256,256] multiply(dpf, e)
  r = f32[4,256] reduce(gy, zero), dimensions={2}, to_apply=sum
  ROOT t = (bf16[4,256,64], f32[4,256], bf16[4,256,256]) tuple(o, r, dp)
})");
  FusedModule f = Fuse(text);
  ASSERT_NE(f.module, nullptr);
  EXPECT_THAT(EntryOutline(*f.module), ::testing::Contains("r.gte:get-tuple-element"));
  EXPECT_THAT(EntryOutline(*f.module), ::testing::Not(::testing::Contains("r:fusion")));
}

TEST(FusionTest, NarrowDotResultsNestInTheNextDotsFusionTwoAtMost) {
  // Features up to 2048 outside loops: the first dot's fusion is nested in
  // the second's (mlp configs, convnet blocks); never three dots in one.
  FusedModule f = Fuse(R"(HloModule m
ENTRY e {
  x = f32[128,256] parameter(0)
  w = f32[256,256] parameter(1)
  d1 = f32[128,256] dot(x, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  r1 = f32[128,256] negate(d1)
  d2 = f32[128,256] dot(r1, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  r2 = f32[128,256] negate(d2)
  d3 = f32[128,256] dot(r2, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  ROOT o = f32[128,256] sqrt(d3)
})");
  ASSERT_NE(f.module, nullptr);
  int dots_in_fusions = 0, fusions = 0;
  for (const auto& instruction : f.module->entry()->instructions()) {
    if (instruction->opcode() != hlo::HloOpcode::kFusion) continue;
    ++fusions;
    int dots = 0;
    for (const auto& inner : instruction->fused_computation()->instructions()) {
      dots += inner->opcode() == hlo::HloOpcode::kDot;
    }
    EXPECT_LE(dots, 2) << instruction->name();
    dots_in_fusions += dots;
  }
  EXPECT_EQ(dots_in_fusions, 3);
  EXPECT_EQ(fusions, 2);  // d1 + d2 nested, d3 with its epilogue.
}

// Two dots with a GELU between them, which reads the first dot's result
// more than once.
constexpr char kGeluBetweenDots[] = R"(HloModule m
ENTRY e {
  x = bf16[128,256] parameter(0)
  w = bf16[256,256] parameter(1)
  d1 = bf16[128,256] dot(x, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  sq = bf16[128,256] multiply(d1, d1)
  g = bf16[128,256] tanh(sq)
  h = bf16[128,256] multiply(d1, g)
  ROOT d2 = bf16[128,256] dot(h, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
})";

TEST(FusionTest, ADotResultReadSeveralTimesByTheNextDotsPrologueNests) {
  // gelu reads the first dot's result more than once; all its readers end
  // in the second dot's fusion, so the first dot nests there
  // (sharded_tp.mm4.mlp_fwd on v5p: dot, gelu and dot in one fusion).
  FusedModule f = Fuse(kGeluBetweenDots, FusionRules{.dot_epilogue_first = false});
  ASSERT_NE(f.module, nullptr);
  EXPECT_THAT(EntryOutline(*f.module), ElementsAre("x:parameter", "w:parameter", "d2:fusion"));
}

TEST(FusionTest, EpilogueFirstChipsEndTheFirstDotsFusionAfterAGelu) {
  // The GELU reads the dot's result several times (a DAG, not a chain); on
  // v2 ... v5p it still ends the first dot's fusion (moe.b4.s100 on v5p).
  // (Nesting is off here: NarrowDotResultsNest... covers it.)
    const FusionRules no_nesting{.dot_epilogue_first = true, .max_nested_dot_result_bytes = 1};
  FusedModule f = Fuse(kGeluBetweenDots, no_nesting);
  ASSERT_NE(f.module, nullptr);
  EXPECT_THAT(EntryOutline(*f.module),
              ElementsAre("x:parameter", "w:parameter", "h:fusion", "d2:fusion"));
  EXPECT_THAT(FusedOpcodes(*f.module, "h"),
              ElementsAre("parameter", "parameter", "dot", "multiply", "tanh", "multiply"));
  // A value of the region read from outside it (sq returned too) keeps the
  // GELU out of the first dot's fusion.
  FusedModule leaky = Fuse(R"(HloModule m
ENTRY e {
  x = bf16[128,256] parameter(0)
  w = bf16[256,256] parameter(1)
  d1 = bf16[128,256] dot(x, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  sq = bf16[128,256] multiply(d1, d1)
  g = bf16[128,256] tanh(sq)
  h = bf16[128,256] multiply(d1, g)
  d2 = bf16[128,256] dot(h, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  ROOT t = (bf16[128,256], bf16[128,256]) tuple(d2, sq)
})", no_nesting);
  ASSERT_NE(leaky.module, nullptr);
  EXPECT_EQ(leaky.module->entry()->FindInstruction("h"), nullptr);
}

TEST(FusionTest, ABackwardProductEndsTheGradientDotsFusion) {
  // dh * (1 - h*h), the tanh backward: dh comes from one dot and h from
  // another layer's value (read elsewhere too, an input). On v2 ... v5p the
  // product ends dh's fusion and is stored for the two dots that read it
  // (deep_mlp.sweep: multiply_add_fusion, bf16).
  FusedModule f = Fuse(R"(HloModule m
ENTRY e {
  g = f32[128,256] parameter(0)
  w = f32[256,256] parameter(1)
  h = f32[128,256] parameter(2)
  dh = f32[128,256] dot(g, w), lhs_contracting_dims={1}, rhs_contracting_dims={1}
  hh = f32[128,256] multiply(h, h)
  one = f32[] constant(1)
  ones = f32[128,256] broadcast(one), dimensions={}
  d = f32[128,256] subtract(ones, hh)
  p = f32[128,256] multiply(dh, d)
  dw = f32[256,256] dot(h, p), lhs_contracting_dims={0}, rhs_contracting_dims={0}
  dx = f32[128,256] dot(p, w), lhs_contracting_dims={1}, rhs_contracting_dims={1}
  ROOT t = (f32[256,256], f32[128,256], f32[128,256]) tuple(dw, dx, hh)
})", FusionRules{.dot_epilogue_first = true, .max_nested_dot_result_bytes = 1});
  ASSERT_NE(f.module, nullptr);
  const hlo::Instruction* p = f.module->entry()->FindInstruction("p");
  ASSERT_NE(p, nullptr);
  EXPECT_EQ(p->opcode(), hlo::HloOpcode::kFusion);
  EXPECT_EQ(p->shape().ToString(false), "bf16[128,256]");  // Read only by dots.
  EXPECT_EQ(f.module->entry()->FindInstruction("dh"), nullptr);  // Inside p's fusion.
}

// A patch embedding: a stride-4 convolution whose [B,H,W,C] result is
// flattened into [B,H*W,C] tokens before a bias add.
std::string PatchEmbedding(int batch) {
  const std::string b = std::to_string(batch);
  return absl::StrCat(R"(HloModule m
ENTRY e {
  x = bf16[)", b, R"(,16,16,3] parameter(0)
  k = bf16[4,4,3,64] parameter(1)
  bias = bf16[)", b, R"(,16,64] parameter(2)
  conv = bf16[)", b, R"(,4,4,64] convolution(x, k), window={size=4x4 stride=4x4}, dim_labels=b01f_01io->b01f
  tokens = bf16[)", b, R"(,16,64] reshape(conv)
  ROOT out = bf16[)", b, R"(,16,64] add(tokens, bias)
})");
}

TEST(FusionTest, FlatteningAConvolutionsImageIsAnOpOfItsOwn) {
  // The convolution's result is laid out feature- and batch-minor; merging
  // its spatial dims moves data, which XLA does as a top-level copy (vit).
  FusedModule f = Fuse(PatchEmbedding(8));
  ASSERT_NE(f.module, nullptr);
  EXPECT_THAT(EntryOutline(*f.module),
              ElementsAre("x:parameter", "k:parameter", "bias:parameter", "conv:fusion",
                          "tokens:reshape", "out:add"));
  // One image: both orders agree and the reshape fuses.
  FusedModule one = Fuse(PatchEmbedding(1));
  ASSERT_NE(one.module, nullptr);
  EXPECT_THAT(EntryOutline(*one.module), ElementsAre("x:parameter", "k:parameter",
                                                     "bias:parameter", "out:fusion"));
}

// dot_product_attention's softmax in a training step: f32 scores of a bf16
// product, bf16 probabilities read by the weighted values' product and the
// values' gradient. `scores` replaces the product's line.
std::string DotProductAttentionStep(const std::string& scores) {
  return std::string("HloModule m\n") + kSum + R"(
ENTRY e {
  q = bf16[4,128,64] parameter(0)
  k = bf16[4,128,64] parameter(1)
  v = bf16[4,128,64] parameter(2)
  g = bf16[4,128,64] parameter(3)
)" + scores + R"(
  ninf = f32[] constant(-inf)
  m = f32[4,128] reduce(s, ninf), dimensions={2}, to_apply=max
  mb = f32[4,128,128] broadcast(m), dimensions={0,1}
  d = f32[4,128,128] subtract(s, mb)
  e = f32[4,128,128] exponential(d)
  z = f32[] constant(0)
  l = f32[4,128] reduce(e, z), dimensions={2}, to_apply=sum
  lb = f32[4,128,128] broadcast(l), dimensions={0,1}
  p = f32[4,128,128] divide(e, lb)
  pb = bf16[4,128,128] convert(p)
  o = bf16[4,128,64] dot(pb, v), lhs_batch_dims={0}, lhs_contracting_dims={2}, rhs_batch_dims={0}, rhs_contracting_dims={1}
  dv = bf16[4,128,64] dot(pb, g), lhs_batch_dims={0}, lhs_contracting_dims={1}, rhs_batch_dims={0}, rhs_contracting_dims={1}
  ROOT t = (bf16[4,128,64], bf16[4,128,64]) tuple(o, dv)
})";
}

constexpr char kF32Scores[] =
    "  s = f32[4,128,128] dot(q, k), lhs_batch_dims={0}, lhs_contracting_dims={2}, "
    "rhs_batch_dims={0}, rhs_contracting_dims={2}";

bool StoresProbabilities(const FusedModule& f) {
  for (const std::string& entry : EntryOutline(*f.module)) {
    if (entry == "pb:fusion") return true;
  }
  return false;
}

TEST(FusionTest, AttentionsBf16ProbabilitiesAreStoredWhereTheChipDoesSo) {
  FusionRules rules;
  rules.store_bf16_probabilities = true;
  FusedModule stored = Fuse(DotProductAttentionStep(kF32Scores), rules);
  ASSERT_NE(stored.module, nullptr);
  EXPECT_TRUE(StoresProbabilities(stored));
  // v5e recomputes them in both products' fusions.
  FusedModule recomputed = Fuse(DotProductAttentionStep(kF32Scores));
  ASSERT_NE(recomputed.module, nullptr);
  EXPECT_FALSE(StoresProbabilities(recomputed));
  // Scores of a bf16 product widened to f32 (hand-written attention) are
  // another softmax.
  FusedModule widened = Fuse(
      DotProductAttentionStep(
          "  sb = bf16[4,128,128] dot(q, k), lhs_batch_dims={0}, lhs_contracting_dims={2}, "
          "rhs_batch_dims={0}, rhs_contracting_dims={2}\n"
          "  s = f32[4,128,128] convert(sb)"),
      rules);
  ASSERT_NE(widened.module, nullptr);
  EXPECT_FALSE(StoresProbabilities(widened));
}

TEST(FusionTest, APadThatSpreadsItsOperandIsAnOpOfItsOwn) {
  // associative_scan interleaves the even and odd results: two pads with
  // interior padding and their sum.
  FusedModule f = Fuse(R"(HloModule m
ENTRY e {
  a = f32[8,64,128] parameter(0)
  b = f32[8,64,128] parameter(1)
  z = f32[] constant(0)
  na = f32[8,64,128] negate(a)
  even = f32[8,128,128] pad(na, z), padding=0_0x0_1_1x0_0
  odd = f32[8,128,128] pad(b, z), padding=0_0x1_0_1x0_0
  ROOT s = f32[8,128,128] add(even, odd)
})");
  ASSERT_NE(f.module, nullptr);
  EXPECT_THAT(EntryOutline(*f.module),
              ElementsAre("a:parameter", "b:parameter", "z:constant", "na:negate", "even:pad",
                          "odd:pad", "s:add"));
  // An edge pad fuses into its reader.
  FusedModule edge = Fuse(R"(HloModule m
ENTRY e {
  a = f32[8,64,128] parameter(0)
  z = f32[] constant(0)
  p = f32[8,72,128] pad(a, z), padding=0_0x0_8x0_0
  ROOT n = f32[8,72,128] negate(p)
})");
  ASSERT_NE(edge.module, nullptr);
  EXPECT_THAT(EntryOutline(*edge.module), ElementsAre("a:parameter", "n:fusion"));
}

TEST(FusionTest, AReverseIsAnOpOfItsOwnUnlessAConvolutionReadsItAsItsKernel) {
  // A descending sort: the sorted rows reversed, then weighted.
  FusedModule f = Fuse(R"(HloModule m
ENTRY e {
  a = f32[64,256] parameter(0)
  w = f32[64,256] parameter(1)
  r = f32[64,256] reverse(a), dimensions={1}
  ROOT m = f32[64,256] multiply(r, w)
})");
  ASSERT_NE(f.module, nullptr);
  EXPECT_THAT(EntryOutline(*f.module),
              ElementsAre("a:parameter", "w:parameter", "r:reverse", "m:multiply"));
  // A convolution's gradient reads its kernel flipped: the flip fuses.
  FusedModule kernel = Fuse(R"(HloModule m
ENTRY e {
  x = f32[8,16,16,32] parameter(0)
  k = f32[3,3,32,32] parameter(1)
  f = f32[3,3,32,32] reverse(k), dimensions={0,1}
  ROOT c = f32[8,16,16,32] convolution(x, f), window={size=3x3 pad=1_1x1_1}, dim_labels=b01f_01io->b01f
})");
  ASSERT_NE(kernel.module, nullptr);
  EXPECT_THAT(EntryOutline(*kernel.module), ElementsAre("x:parameter", "k:parameter", "c:fusion"));
  EXPECT_THAT(FusedOpcodes(*kernel.module, "c"),
              ::testing::Contains("reverse"));
}

// A fused QKV projection split into [B,S,3,H,D] and sliced into q, k and v
// for the attention products.
constexpr char kFusedQkv[] = R"(HloModule m
ENTRY e {
  x = bf16[2,128,256] parameter(0)
  w = bf16[256,768] parameter(1)
  qkv = bf16[2,128,768] dot(x, w), lhs_contracting_dims={2}, rhs_contracting_dims={0}
  split = bf16[2,128,3,2,128] reshape(qkv)
  q5 = bf16[2,128,1,2,128] slice(split), slice={[0:2], [0:128], [0:1], [0:2], [0:128]}
  k5 = bf16[2,128,1,2,128] slice(split), slice={[0:2], [0:128], [1:2], [0:2], [0:128]}
  v5 = bf16[2,128,1,2,128] slice(split), slice={[0:2], [0:128], [2:3], [0:2], [0:128]}
  q = bf16[2,128,2,128] reshape(q5)
  k = bf16[2,128,2,128] reshape(k5)
  v = bf16[2,128,2,128] reshape(v5)
  s = bf16[2,2,128,128] dot(q, k), lhs_batch_dims={0,2}, lhs_contracting_dims={3}, rhs_batch_dims={0,2}, rhs_contracting_dims={3}
  ROOT o = bf16[2,2,128,128] dot(s, v), lhs_batch_dims={0,1}, lhs_contracting_dims={3}, rhs_batch_dims={0,2}, rhs_contracting_dims={1}
})";

TEST(FusionTest, TheProductsSliceAFusedQkvProjectionInsideTheirFusions) {
  FusedModule f = Fuse(kFusedQkv);
  ASSERT_NE(f.module, nullptr);
  // q, k and v are never buffers: the split and its slices sit in both
  // products' fusions, which read the projection itself.
  EXPECT_THAT(EntryOutline(*f.module),
              ElementsAre("x:parameter", "w:parameter", "qkv:fusion", "s:fusion", "o:fusion"));
  EXPECT_THAT(FusedOpcodes(*f.module, "s"), ::testing::Contains("slice"));
  EXPECT_THAT(FusedOpcodes(*f.module, "o"), ::testing::Contains("slice"));
  // Chips that copy the split first keep it as an op of its own.
  FusedModule copied = Fuse(kFusedQkv, FusionRules{.copy_split_for_slices = true});
  ASSERT_NE(copied.module, nullptr);
  EXPECT_THAT(EntryOutline(*copied.module),
              ElementsAre("x:parameter", "w:parameter", "qkv:fusion", "split:reshape",
                          "s:fusion", "o:fusion"));
  // Slices of a value not split from its last dim stay their own buffers.
  std::string stacked = kFusedQkv;
  const std::string reshape = "split = bf16[2,128,3,2,128] reshape(qkv)";
  stacked.replace(stacked.find(reshape), reshape.size(),
                  "split = bf16[2,128,3,2,128] reshape(qkv)\n  other = bf16[2,128,3,2,128] negate(split)");
  for (const char* name : {"q5 = ", "k5 = ", "v5 = "}) {
    const size_t at = stacked.find("slice(split)", stacked.find(name));
    stacked.replace(at, std::string("slice(split)").size(), "slice(other)");
  }
  FusedModule sliced = Fuse(stacked);
  ASSERT_NE(sliced.module, nullptr);
  EXPECT_THAT(EntryOutline(*sliced.module),
              ElementsAre("x:parameter", "w:parameter", "qkv:fusion", "q5:fusion", "k5:fusion",
                          "v5:fusion", "s:fusion", "o:fusion"));
}

TEST(FusionTest, BatchedDotResultsDoNotNest) {
  // 87 of the 126 batched dots (expert or attention heads) read by another
  // dot's fusion stay buffers in XLA's modules (sharded_ep.me4.sort_fwd on
  // v5p: fusion.9, bf16[2,4,640,1024], between the expert dots).
  FusedModule f = Fuse(R"(HloModule m
ENTRY e {
  x = bf16[4,128,256] parameter(0)
  w = bf16[4,256,256] parameter(1)
  d1 = bf16[4,128,256] dot(x, w), lhs_batch_dims={0}, lhs_contracting_dims={2}, rhs_batch_dims={0}, rhs_contracting_dims={1}
  r1 = bf16[4,128,256] negate(d1)
  ROOT d2 = bf16[4,128,256] dot(r1, w), lhs_batch_dims={0}, lhs_contracting_dims={2}, rhs_batch_dims={0}, rhs_contracting_dims={1}
})", FusionRules{.dot_epilogue_first = false});
  ASSERT_NE(f.module, nullptr);
  EXPECT_THAT(EntryOutline(*f.module),
              ElementsAre("x:parameter", "w:parameter", "d1:fusion", "d2:fusion"));
}

// An MoE's expert layers: tokens per expert through an up-projection,
// tanh and a down-projection to half the width. `w1` is the up-projection's
// weight (an activation when `computed_weight`).
std::string ExpertLayers(bool computed_weight) {
  return std::string(R"(HloModule m
ENTRY e {
  x = bf16[4,128,256] parameter(0)
  p1 = bf16[4,256,512] parameter(1)
  w2 = bf16[4,512,256] parameter(2)
  )") + (computed_weight ? "w1 = bf16[4,256,512] negate(p1)" : "w1 = bf16[4,256,512] bitcast(p1)") +
         R"(
  d1 = bf16[4,128,512] dot(x, w1), lhs_batch_dims={0}, lhs_contracting_dims={2}, rhs_batch_dims={0}, rhs_contracting_dims={1}
  g = bf16[4,128,512] tanh(d1)
  ROOT d2 = bf16[4,128,256] dot(g, w2), lhs_batch_dims={0}, lhs_contracting_dims={2}, rhs_batch_dims={0}, rhs_contracting_dims={1}
})";
}

TEST(FusionTest, ExpertLayersByWeightsNestWhereTheEpilogueFusesFirst) {
  // moe.b8.s128 on v4, v5e and v5p, moe.ho11 on v5p: the expert hidden
  // value nests into the down-projection's fusion.
  FusedModule nested = Fuse(ExpertLayers(false), FusionRules{.dot_epilogue_first = true});
  ASSERT_NE(nested.module, nullptr);
  EXPECT_EQ(nested.module->entry()->FindInstruction("g"), nullptr);
  // Not where the first product reads an activation (attention), nor on
  // v6e and v7x, which nest other pairs.
  FusedModule activations = Fuse(ExpertLayers(true), FusionRules{.dot_epilogue_first = true});
  ASSERT_NE(activations.module, nullptr);
  EXPECT_NE(activations.module->entry()->FindInstruction("g"), nullptr);
  FusedModule v6e = Fuse(ExpertLayers(false), FusionRules{.dot_epilogue_first = false});
  ASSERT_NE(v6e.module, nullptr);
  EXPECT_NE(v6e.module->entry()->FindInstruction("d1"), nullptr);
}

TEST(FusionTest, DotResultsPastTheChipsLimitDoNotNest) {
  // v4 and v5e (convnet.sweep.block): a result over 2 GiB stays a buffer
  // between the two fusions; here the limit is set below the 128 KiB result.
  const std::string two_dots = R"(HloModule m
ENTRY e {
  x = f32[128,256] parameter(0)
  w = f32[256,256] parameter(1)
  d1 = f32[128,256] dot(x, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  r1 = f32[128,256] negate(d1)
  ROOT d2 = f32[128,256] dot(r1, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
})";
  FusedModule nested = Fuse(two_dots, FusionRules{.max_nested_dot_result_bytes = 128 * 1024});
  ASSERT_NE(nested.module, nullptr);
  EXPECT_THAT(EntryOutline(*nested.module), ElementsAre("x:parameter", "w:parameter", "d2:fusion"));
  FusedModule apart = Fuse(two_dots, FusionRules{.max_nested_dot_result_bytes = 128 * 1024 - 1});
  ASSERT_NE(apart.module, nullptr);
  EXPECT_THAT(EntryOutline(*apart.module),
              ElementsAre("x:parameter", "w:parameter", "r1:fusion", "d2:fusion"));
}

TEST(FusionTest, ReductionsEndTheirFusionAndCheapProducersAreDuplicated) {
  // Softmax over the rows of a dot's result: the max and the sum are
  // buffers; exp is recomputed in the sum's fusion and in the division's,
  // as XLA:TPU does (attention_naive cases: exp in both the reduce and the
  // dot prologue). The max is a second output of the dot's fusion; the sum,
  // which reads the max, cannot be.
  FusedModule f = Fuse(std::string("HloModule m\n") + kSum + R"(
ENTRY e {
  a = f32[8,256] parameter(0)
  w = f32[256,1024] parameter(1)
  p = f32[8,1024] dot(a, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  ninf = f32[] constant(-inf)
  m = f32[8] reduce(p, ninf), dimensions={1}, to_apply=max
  mb = f32[8,1024] broadcast(m), dimensions={0}
  d = f32[8,1024] subtract(p, mb)
  x = f32[8,1024] exponential(d)
  zero = f32[] constant(0)
  s = f32[8] reduce(x, zero), dimensions={1}, to_apply=sum
  sb = f32[8,1024] broadcast(s), dimensions={0}
  ROOT q = f32[8,1024] divide(x, sb)
})");
  ASSERT_NE(f.module, nullptr);
  // The scalar init constants fold into their reductions.
  EXPECT_THAT(EntryOutline(*f.module),
              ElementsAre("a:parameter", "w:parameter", "p:fusion", "m.gte:get-tuple-element",
                          "p.gte:get-tuple-element", "s:fusion", "q:fusion"));
  EXPECT_THAT(FusedOpcodes(*f.module, "p"),
              ElementsAre("parameter", "parameter", "dot", "constant", "reduce", "tuple"));
  EXPECT_EQ(f.multi_output_fusions, 1);
  EXPECT_EQ(f.duplicated, 3);  // mb, d and x, in both s and q.
}

TEST(FusionTest, ADotReadOnlyByReductionsIsNotStored) {
  // XLA:TPU's kOutput fusions whose root is a reduce (the logits' argmax of
  // decode_kvcache, the global pooling of convnet): the dot's value lives
  // only inside. Both reductions read it, so both are outputs.
  FusedModule f = Fuse(std::string("HloModule m\n") + kSum + R"(
ENTRY e {
  x = f32[64,32] parameter(0)
  w = f32[32,256] parameter(1)
  d = f32[64,256] dot(x, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  z = f32[] constant(0)
  r1 = f32[64] reduce(d, z), dimensions={1}, to_apply=sum
  e = f32[64,256] exponential(d)
  r2 = f32[256] reduce(e, z), dimensions={0}, to_apply=sum
  ROOT t = (f32[64], f32[256]) tuple(r1, r2)
})");
  ASSERT_NE(f.module, nullptr);
  EXPECT_THAT(EntryOutline(*f.module),
              ElementsAre("x:parameter", "w:parameter", "d:fusion", "r1.gte:get-tuple-element",
                          "r2.gte:get-tuple-element", "t:tuple"));
  EXPECT_THAT(FusedOpcodes(*f.module, "d"),
              ElementsAre("parameter", "parameter", "dot", "constant", "reduce", "exponential",
                          "reduce", "tuple"));
  // The zero both reductions start from is one constant in the one fusion.
  EXPECT_EQ(f.duplicated, 0);
  EXPECT_EQ(f.fused_instructions, 4);  // z, r1, e, r2.
}

TEST(FusionTest, AReductionReadingALaterIndependentBufferJoinsTheDot) {
  // The mask is built after the scores in the program's order but does not
  // depend on them: it is computed first and the max joins the scores'
  // fusion (attention_dpa.b2.s768...kvh3 on v5p: fusion.8 reads
  // iota_compare_fusion). The variance-like reduce reads the max through
  // its own buffer, so it stays apart.
  FusedModule f = Fuse(std::string("HloModule m\n") + kSum + R"(
ENTRY e {
  q = f32[4,128,64] parameter(0)
  k = f32[4,128,64] parameter(1)
  s = f32[4,128,128] dot(q, k), lhs_batch_dims={0}, rhs_batch_dims={0}, lhs_contracting_dims={2}, rhs_contracting_dims={2}
  i0 = s32[128,128] iota(), iota_dimension=0
  i1 = s32[128,128] iota(), iota_dimension=1
  mask = pred[128,128] compare(i0, i1), direction=GE
  maskb = pred[4,128,128] broadcast(mask), dimensions={1,2}
  ninf = f32[] constant(-inf)
  nb = f32[4,128,128] broadcast(ninf), dimensions={}
  masked = f32[4,128,128] select(maskb, s, nb)
  m = f32[4,128] reduce(masked, ninf), dimensions={2}, to_apply=max
  mb = f32[4,128,128] broadcast(m), dimensions={0,1}
  c = f32[4,128,128] subtract(masked, mb)
  z = f32[] constant(0)
  v = f32[4,128] reduce(c, z), dimensions={2}, to_apply=sum
  vb = f32[4,128,128] broadcast(v), dimensions={0,1}
  ROOT o = f32[4,128,128] divide(c, vb)
})");
  ASSERT_NE(f.module, nullptr);
  EXPECT_EQ(f.multi_output_fusions, 1);
  EXPECT_THAT(EntryOutline(*f.module),
              ElementsAre("q:parameter", "k:parameter", "mask:fusion", "s:fusion",
                          "m.gte:get-tuple-element", "s.gte:get-tuple-element", "v:fusion",
                          "o:fusion"));
}

TEST(FusionTest, ASoftmaxOfAnElementwiseValueIsOneFusion) {
  // The max and the sum only normalize the values they were reduced from:
  // XLA:TPU computes them inside the division's fusion (as reduce-windows)
  // and stores nothing (reduction.softmax cases). maximum(x, -inf) folds.
  FusedModule f = Fuse(std::string("HloModule m\n") + kSum + R"(
ENTRY e {
  x0 = f32[8,1024] parameter(0)
  scale = f32[1024] parameter(1)
  sb0 = f32[8,1024] broadcast(scale), dimensions={1}
  p = f32[8,1024] multiply(x0, sb0)
  ninf = f32[] constant(-inf)
  m = f32[8] reduce(p, ninf), dimensions={1}, to_apply=max
  ninfb = f32[8] broadcast(ninf), dimensions={}
  mc = f32[8] maximum(ninfb, m)
  mb = f32[8,1024] broadcast(mc), dimensions={0}
  d = f32[8,1024] subtract(p, mb)
  x = f32[8,1024] exponential(d)
  zero = f32[] constant(0)
  s = f32[8] reduce(x, zero), dimensions={1}, to_apply=sum
  sb = f32[8,1024] broadcast(s), dimensions={0}
  ROOT q = f32[8,1024] divide(x, sb)
})");
  ASSERT_NE(f.module, nullptr);
  EXPECT_THAT(EntryOutline(*f.module),
              ElementsAre("x0:parameter", "scale:parameter", "q:fusion"));
  EXPECT_EQ(f.module->entry()->root()->fusion_kind(), "kLoop");
}

TEST(FusionTest, AStatisticTransformedBeforeItsBroadcastStaysABuffer) {
  // log(sum(exp(x))) is read through a log, so the sum is stored
  // (log_softmax in decoder_train), and a bf16 max widened before its
  // broadcast is stored too (reduction.softmax b16).
  FusedModule f = Fuse(std::string("HloModule m\n") + kSum + R"(
ENTRY e {
  p = f32[8,1024] parameter(0)
  x = f32[8,1024] exponential(p)
  zero = f32[] constant(0)
  s = f32[8] reduce(x, zero), dimensions={1}, to_apply=sum
  l = f32[8] log(s)
  lb = f32[8,1024] broadcast(l), dimensions={0}
  ROOT q = f32[8,1024] subtract(x, lb)
})");
  ASSERT_NE(f.module, nullptr);
  EXPECT_THAT(EntryOutline(*f.module),
              ElementsAre("p:parameter", "s:fusion", "l:log", "q:fusion"));
}

TEST(FusionTest, AValueOnlyBroadcastBackIsItsOwnBuffer) {
  // mean = sum * (1/N), used through a broadcast: XLA:TPU keeps it (the
  // mean fusions of the layernorm and batch-norm cases).
  FusedModule f = Fuse(std::string("HloModule m\n") + kSum + R"(
ENTRY e {
  p = f32[8,1024] parameter(0)
  zero = f32[] constant(0)
  s = f32[8] reduce(p, zero), dimensions={1}, to_apply=sum
  k = f32[] constant(0.0009765625)
  kb = f32[8] broadcast(k), dimensions={}
  mean = f32[8] multiply(s, kb)
  b = f32[8,1024] broadcast(mean), dimensions={0}
  ROOT c = f32[8,1024] subtract(p, b)
})");
  ASSERT_NE(f.module, nullptr);
  EXPECT_THAT(EntryOutline(*f.module),
              ElementsAre("p:parameter", "s:fusion", "mean:fusion", "c:fusion"));
}

TEST(FusionTest, AMaskAndedWithTrueIsNotABufferOfItsOwn) {
  // and(true, broadcast(mask)) folds to the broadcast mask: only the small
  // [S, S] mask stays a buffer, and the `and` is recomputed where the
  // scores read it (attention_dpa's causal mask).
  FusedModule f = Fuse(R"(HloModule m
ENTRY e {
  s = f32[2,4,64,64] parameter(0)
  i0 = s32[64,64] iota(), iota_dimension=0
  i1 = s32[64,64] iota(), iota_dimension=1
  tril = pred[64,64] compare(i0, i1), direction=GE
  t = pred[] constant(true)
  tb = pred[2,64,64] broadcast(t), dimensions={}
  mb = pred[2,64,64] broadcast(tril), dimensions={1,2}
  mask = pred[2,64,64] and(tb, mb)
  m4 = pred[2,4,64,64] broadcast(mask), dimensions={0,2,3}
  low = f32[] constant(-1e30)
  lb = f32[2,4,64,64] broadcast(low), dimensions={}
  ROOT w = f32[2,4,64,64] select(m4, s, lb)
})");
  ASSERT_NE(f.module, nullptr);
  EXPECT_THAT(EntryOutline(*f.module), ElementsAre("s:parameter", "tril:fusion", "w:fusion"));
}

TEST(FusionTest, InPlaceOperandsAndTupleElementsStayBuffers) {
  FusedModule f = Fuse(R"(HloModule m
ENTRY e {
  p = f32[64,128] parameter(0)
  u = f32[8,128] parameter(1)
  i = s32[] parameter(2)
  base = f32[64,128] negate(p)
  un = f32[8,128] exponential(u)
  z = s32[] constant(0)
  dus = f32[64,128] dynamic-update-slice(base, un, i, z)
  t = f32[64,128] sqrt(p)
  ROOT r = (f32[64,128], f32[64,128]) tuple(dus, t)
})");
  ASSERT_NE(f.module, nullptr);
  // base is updated in place: a buffer; the update fuses into the DUS.
  EXPECT_THAT(EntryOutline(*f.module),
              ElementsAre("p:parameter", "u:parameter", "i:parameter", "base:negate",
                          "dus:fusion", "t:sqrt", "r:tuple"));
  EXPECT_THAT(FusedOpcodes(*f.module, "dus"),
              ElementsAre("parameter", "exponential", "constant", "parameter", "parameter",
                          "dynamic-update-slice"));
}

// XLA:TPU's scatter and gather fusions take only relabelled operands: the
// broadcast gradient of an embedding's scatter-add is a buffer of its own.
TEST(FusionTest, ScatterAndGatherTakeOnlyReshapedOperands) {
  FusedModule f = Fuse(std::string("HloModule m\n") + kSum + R"(
ENTRY e {
  table = f32[1000,128] parameter(0)
  ids = s32[8,16] parameter(1)
  g = f32[8,128] parameter(2)
  clamped = s32[8,16] negate(ids)
  idx = s32[8,16,1] reshape(clamped)
  rows = f32[8,16,128] gather(table, idx), offset_dims={2}, collapsed_slice_dims={0}, start_index_map={0}, index_vector_dim=2, slice_sizes={1,128}
  scaled = f32[8,128] negate(g)
  updates = f32[8,16,128] broadcast(scaled), dimensions={0,2}
  zero = f32[] constant(0)
  zeros = f32[1000,128] broadcast(zero), dimensions={}
  grad = f32[1000,128] scatter(zeros, idx, updates), update_window_dims={2}, inserted_window_dims={0}, scatter_dims_to_operand_dims={0}, index_vector_dim=2, to_apply=sum
  ROOT r = (f32[8,16,128], f32[1000,128]) tuple(rows, grad)
})");
  ASSERT_NE(f.module, nullptr);
  // The reshape of the indices fuses into both; the negate and the
  // broadcast of the updates do not.
  EXPECT_THAT(EntryOutline(*f.module),
              ElementsAre("table:parameter", "ids:parameter", "g:parameter", "clamped:negate",
                          "rows:fusion", "scaled:negate", "updates:broadcast", "zeros:fusion",
                          "grad:fusion", "r:tuple"));
  EXPECT_THAT(FusedOpcodes(*f.module, "grad"),
              ElementsAre("parameter", "reshape", "parameter", "parameter", "scatter"));
}

// [ORACLE] A scatter-add whose result is not the program's builds its
// zeros inside its fusion from the scalar (embedding.grad.b9 on v4 ... v6e:
// scatter_custom_fusion(indices, updates, constant)); one that writes the
// program's result updates its zeros in place (the test above).
TEST(FusionTest, AScatterIntoAnIntermediateBuildsItsZerosInside) {
  FusedModule f = Fuse(std::string("HloModule m\n") + kSum + R"(
ENTRY e {
  ids = s32[8,16] parameter(0)
  g = f32[8,16,128] parameter(1)
  idx = s32[8,16,1] reshape(ids)
  zero = f32[] constant(0)
  zeros = f32[1000,128] broadcast(zero), dimensions={}
  grad = f32[1000,128] scatter(zeros, idx, g), update_window_dims={2}, inserted_window_dims={0}, scatter_dims_to_operand_dims={0}, index_vector_dim=2, to_apply=sum
  ROOT total = f32[1000] reduce(grad, zero), dimensions={1}, to_apply=sum
})");
  ASSERT_NE(f.module, nullptr);
  EXPECT_THAT(EntryOutline(*f.module),
              ElementsAre("ids:parameter", "g:parameter", "zero:constant", "grad:fusion",
                          "total:reduce"));
  EXPECT_THAT(FusedOpcodes(*f.module, "grad"),
              ElementsAre("parameter", "reshape", "parameter", "broadcast", "parameter",
                          "scatter"));
}

// The q, k and v slices of a fused QKV projection are buffers, taken in one
// multi-output loop fusion; the projection fuses into no dot through them.
TEST(FusionTest, SlicesOfAProjectionReadByDotsAreOneMultiOutputFusion) {
  FusedModule f = Fuse(R"(HloModule m
ENTRY e {
  x = bf16[256,512] parameter(0)
  w = bf16[512,3,64] parameter(1)
  qkv = bf16[256,3,64] dot(x, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  q3 = bf16[256,1,64] slice(qkv), slice={[0:256], [0:1], [0:64]}
  k3 = bf16[256,1,64] slice(qkv), slice={[0:256], [1:2], [0:64]}
  v3 = bf16[256,1,64] slice(qkv), slice={[0:256], [2:3], [0:64]}
  q = bf16[256,64] reshape(q3)
  k = bf16[256,64] reshape(k3)
  v = bf16[256,64] reshape(v3)
  s = bf16[256,256] dot(q, k), lhs_contracting_dims={1}, rhs_contracting_dims={1}
  ROOT o = bf16[256,64] dot(s, v), lhs_contracting_dims={1}, rhs_contracting_dims={0}
})");
  ASSERT_NE(f.module, nullptr);
  EXPECT_THAT(EntryOutline(*f.module),
              ElementsAre("x:parameter", "w:parameter", "qkv:fusion", "q3:fusion",
                          "q3.gte:get-tuple-element", "k3.gte:get-tuple-element",
                          "v3.gte:get-tuple-element", "o:fusion"));
  EXPECT_THAT(FusedOpcodes(*f.module, "q3"),
              ElementsAre("parameter", "slice", "slice", "slice", "tuple"));
  // Both dots nest in one fusion (scores of width 256), reading the slices.
  EXPECT_THAT(FusedOpcodes(*f.module, "o"),
              ElementsAre("parameter", "reshape", "parameter", "reshape", "parameter",
                          "reshape", "dot", "dot"));
}

// A matrix-vector product (one query row) is a multiply and a reduction in
// XLA:TPU, which take the slice of a cache as any loop fusion does.
TEST(FusionTest, SlicesFuseIntoMatrixVectorProducts) {
  FusedModule f = Fuse(R"(HloModule m
ENTRY e {
  cache = bf16[2,1024,64] parameter(0)
  q = bf16[1,64] parameter(1)
  k3 = bf16[1,1024,64] slice(cache), slice={[0:1], [0:1024], [0:64]}
  k = bf16[1024,64] reshape(k3)
  ROOT s = bf16[1,1024] dot(q, k), lhs_contracting_dims={1}, rhs_contracting_dims={1}
})");
  ASSERT_NE(f.module, nullptr);
  EXPECT_THAT(EntryOutline(*f.module),
              ElementsAre("cache:parameter", "q:parameter", "s:fusion"));
}

TEST(FusionTest, FusesInsideWhileBodiesAndCopiesReducersAsTheyAre) {
  FusedModule f = Fuse(std::string("HloModule m\n") + kSum + R"(
cond {
  s = (s32[], f32[8,128]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  k = s32[] constant(10)
  ROOT lt = pred[] compare(i, k), direction=LT
}
body {
  s = (s32[], f32[8,128]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  one = s32[] constant(1)
  i2 = s32[] add(i, one)
  x = f32[8,128] get-tuple-element(s), index=1
  n = f32[8,128] negate(x)
  y = f32[8,128] exponential(n)
  ROOT t = (s32[], f32[8,128]) tuple(i2, y)
}
ENTRY e {
  zero = s32[] constant(0)
  p = f32[8,128] parameter(0)
  init = (s32[], f32[8,128]) tuple(zero, p)
  w = (s32[], f32[8,128]) while(init), condition=cond, body=body
  r = f32[8,128] get-tuple-element(w), index=1
  z = f32[] constant(0)
  ROOT sum = f32[8] reduce(r, z), dimensions={1}, to_apply=sum
})");
  ASSERT_NE(f.module, nullptr);
  const hlo::Computation* body = f.module->FindComputation("body");
  ASSERT_NE(body, nullptr);
  int fusions = 0;
  for (const auto& instruction : body->instructions()) {
    fusions += instruction->opcode() == hlo::HloOpcode::kFusion;
  }
  EXPECT_EQ(fusions, 2);  // The counter add and the negate -> exp chain.
  const hlo::Computation* reducer = f.module->FindComputation("sum");
  ASSERT_NE(reducer, nullptr);
  EXPECT_EQ(reducer->instruction_count(), 3);
}

}  // namespace
}  // namespace tpusim::tpu::compiler
