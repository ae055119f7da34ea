// Whole-importer behaviour: diagnostics, the text pre-pass on real JAX
// syntax MLIR 19 lacks, unbounded dims and --bind-dim keys, metadata from
// locations, module and argument attributes, unknown ops and attributes, and
// agreement with XLA's own HLO for the same program. Each single located
// import error is a file in test/data/bad_input/mlir/ with its
// expected-error line (test/hlo/import/expected_errors_test.cc).
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "hlo/ir/unbound_dims.h"
#include "hlo/text/hlo_parser.h"
#include "hlo/text/hlo_printer.h"
#include "nlohmann/json.hpp"
#include "test/hlo/mlir/mlir_test_util.h"
#include "test/test_support.h"

namespace tpusim::hlo {
namespace {

using testing::FindAll;
using testing::FindOne;
using testing::Import;
using testing::ImportError;
using testing::Main;

TEST(ImportTest, JaxLocationsBecomeMetadataAndSourceRangesParse) {
  // `to :54` / `to 12:3` ranges (JAX >= Feb 2025) are rewritten by the
  // pre-pass; names and positions become XLA OpMetadata.
  std::string text = R"(module @jit_f {
  func.func public @main(%arg0: tensor<4xf32> loc("x")) -> tensor<4xf32> {
    %0 = stablehlo.sine %arg0 : tensor<4xf32> loc(#loc3)
    %1 = stablehlo.cosine %0 : tensor<4xf32> loc(#loc5)
    return %1 : tensor<4xf32> loc(#loc)
  } loc(#loc)
} loc(#loc)
#loc = loc(unknown)
#loc1 = loc("/src/model.py":10:8 to :54)
#loc2 = loc("/src/model.py":20:3 to 22:9)
#loc3 = loc("jit(f)/jit(main)/sin"(#loc1))
#loc4 = loc(callsite(#loc2 at #loc1))
#loc5 = loc("jit(f)/jit(main)/cos"(#loc4))
)";
  auto module = Import(text);
  ASSERT_NE(module, nullptr);
  const Instruction* sin = FindOne(*module, HloOpcode::kSin);
  EXPECT_EQ(sin->metadata().op_name, "jit(f)/jit(main)/sin");
  EXPECT_EQ(sin->metadata().source_file, "/src/model.py");
  EXPECT_EQ(sin->metadata().source_line, 10);
  const Instruction* cos = FindOne(*module, HloOpcode::kCos);
  EXPECT_EQ(cos->metadata().op_name, "jit(f)/jit(main)/cos");
  EXPECT_EQ(cos->metadata().source_line, 20);  // the innermost frame
  EXPECT_EQ(module->entry()->parameter(0)->metadata().op_name, "x");
}

TEST(ImportTest, InputLocationsAreWhereTheTextWritesEachOp) {
  // The position in the .mlir file, not the Python one of the metadata, and
  // in the text as written: the pre-pass lengthens f8E3M4 before %arg1.
  std::string text = R"(module @jit_f {
  func.func public @main(%arg0: tensor<4xf8E3M4>, %arg1: tensor<i32> loc("y")) -> tensor<i32> {
    %0 = stablehlo.negate %arg1 : tensor<i32> loc(#loc3)
    %1 = "stablehlo.while"(%0) ({
    ^bb0(%a: tensor<i32>):
      %c = stablehlo.constant dense<3> : tensor<i32>
      %p = stablehlo.compare  LT, %a, %c : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    }, {
    ^bb0(%a: tensor<i32>):
      %n = stablehlo.add %a, %a : tensor<i32>
      stablehlo.return %n : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    return %1 : tensor<i32>
  }
}
#loc1 = loc("/src/model.py":10:8 to :54)
#loc3 = loc("jit(f)/jit(main)/neg"(#loc1))
)";
  auto module = Import(text);
  ASSERT_NE(module, nullptr);
  const Computation& main = *module->entry();
  EXPECT_EQ(main.input_location(), (InputLocation{2, 3}));
  EXPECT_EQ(main.parameter(0)->input_location(), (InputLocation{2, 26}));
  EXPECT_EQ(main.parameter(1)->input_location(), (InputLocation{2, 51}));
  const Instruction* negate = FindOne(*module, HloOpcode::kNegate);
  EXPECT_EQ(negate->input_location(), (InputLocation{3, 10}));
  EXPECT_EQ(negate->metadata().source_line, 10);  // The user's line stays apart.
  const Instruction* loop = FindOne(*module, HloOpcode::kWhile);
  EXPECT_EQ(loop->input_location(), (InputLocation{4, 10}));
  const Computation* condition = loop->called_computation("condition");
  const Computation* body = loop->called_computation("body");
  ASSERT_NE(condition, nullptr);
  ASSERT_NE(body, nullptr);
  EXPECT_EQ(condition->input_location(), (InputLocation{4, 10}));
  EXPECT_EQ(condition->parameter(0)->input_location(), (InputLocation{5, 10}));
  EXPECT_EQ(body->parameter(0)->input_location(), (InputLocation{10, 10}));
  EXPECT_EQ(FindOne(*module, HloOpcode::kCompare)->input_location(), (InputLocation{7, 12}));
  EXPECT_EQ(FindOne(*module, HloOpcode::kAdd)->input_location(), (InputLocation{11, 12}));
}

TEST(ImportTest, NewFloatTypes) {
  auto module = Import(Main("%arg0: tensor<2xf8E3M4>, %arg1: tensor<2x2xf4E2M1FN>, %arg2: tensor<f8E8M0FNU>",
                            "tensor<2xf8E3M4>", R"(
    %0 = stablehlo.add %arg0, %arg0 : tensor<2xf8E3M4>
    return %0 : tensor<2xf8E3M4>)"));
  ASSERT_NE(module, nullptr);
  EXPECT_EQ(module->entry()->parameter(0)->shape().ToString(false), "f8e3m4[2]");
  EXPECT_EQ(module->entry()->parameter(1)->shape().ToString(false), "f4e2m1fn[2,2]");
  EXPECT_EQ(module->entry()->parameter(2)->shape().ToString(false), "f8e8m0fnu[]");

  std::string f6 = ImportError(Main("%arg0: tensor<2xf6E2M3FN>", "tensor<2xf6E2M3FN>",
                                    "    return %arg0 : tensor<2xf6E2M3FN>"));
  EXPECT_NE(f6.find("f6E2M3FN has no equivalent in tpusim's HLO IR"), std::string::npos) << f6;

  // MLIR 19 cannot hold the values of such constants: the shape is kept,
  // the literal is elided.
  auto constant = Import(Main("", "tensor<2xf8E3M4>", R"(
    %0 = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf8E3M4>
    return %0 : tensor<2xf8E3M4>)"));
  ASSERT_NE(constant, nullptr);
  EXPECT_EQ(FindOne(*constant, HloOpcode::kConstant)->literal(), "{...}");
  EXPECT_EQ(FindOne(*constant, HloOpcode::kConstant)->shape().ToString(false),
            "f8e3m4[2]");
}

TEST(ImportTest, BooleanHexConstantsInByteLayout) {
  // Newer MLIR prints i1 hex data one byte per element; MLIR 19 packs bits.
  auto module = Import(Main("", "tensor<10xi1>", R"(
    %0 = stablehlo.constant dense<"0x01000101000000000001"> : tensor<10xi1>
    return %0 : tensor<10xi1>)"));
  ASSERT_NE(module, nullptr);
  EXPECT_EQ(FindOne(*module, HloOpcode::kConstant)->literal(),
            "{true, false, true, true, false, false, false, false, false, true}");
}

constexpr const char kDynamic[] = R"(module @poly {
  func.func public @main(%arg0: tensor<i64>, %arg1: tensor<?x4xf32> loc("x"), %arg2: tensor<2x?xf32>) -> tensor<?x4xf32> {
    %0 = stablehlo.add %arg1, %arg1 : tensor<?x4xf32>
    return %0 : tensor<?x4xf32>
  }
})";

TEST(ImportTest, UnboundedDimsImportAsXlaPrintsThem) {
  // Without a binding a `?` stays unbounded (issue 14): import, lint and
  // graph take the program; commands that size buffers ask for bindings.
  auto unbound = Import(kDynamic);
  ASSERT_NE(unbound, nullptr);
  EXPECT_EQ(unbound->entry()->parameter(1)->shape().ToString(false), "f32[?,4]");
  EXPECT_TRUE(unbound->entry()->parameter(1)->shape().is_unbounded_dim(0));
  EXPECT_EQ(unbound->entry()->parameter(2)->shape().ToString(false), "f32[2,?]");
  EXPECT_EQ(unbound->entry()->root()->shape().ToString(false), "f32[?,4]");
  std::string printed = PrintModule(*unbound);
  EXPECT_NE(printed.find("%Arg_1.2 = f32[?,4] parameter(1)"), std::string::npos) << printed;
  auto reparsed = ParseHloModule(printed, "printed.hlo");
  ASSERT_TRUE(reparsed.ok()) << reparsed.status();
  EXPECT_EQ((*reparsed)->entry()->root()->shape(), unbound->entry()->root()->shape());

  // ARG.DIM by index, ARG by name (JAX's `loc("x")`), and `*` for the rest.
  MlirImportOptions options;
  // The add's `?` follows from its operands once the argument is bound.
  options.bound_dims = {{"1.0", 8}, {"2", 3}};
  auto module = Import(kDynamic, options);
  ASSERT_NE(module, nullptr);
  EXPECT_EQ(module->entry()->parameter(1)->shape().ToString(false), "f32[8,4]");
  EXPECT_EQ(module->entry()->parameter(2)->shape().ToString(false), "f32[2,3]");
  EXPECT_EQ(module->entry()->root()->shape().ToString(false), "f32[8,4]");

  options.bound_dims = {{"x", 5}, {"*", 7}};
  module = Import(kDynamic, options);
  ASSERT_NE(module, nullptr);
  EXPECT_EQ(module->entry()->parameter(1)->shape().ToString(false), "f32[5,4]");
  EXPECT_EQ(module->entry()->parameter(2)->shape().ToString(false), "f32[2,7]");
}

// JAX's export wrapper names its dims: get_dimension_size of an argument
// passed to a function argument marked `jax.global_constant = "b"`.
constexpr const char kNamedDims[] = R"(module @jit_f attributes {jax.uses_shape_polymorphism = true} {
  func.func public @main(%arg0: tensor<?x128xf32> loc("x")) -> tensor<?x128xf32> {
    %0 = stablehlo.get_dimension_size %arg0, dim = 0 : (tensor<?x128xf32>) -> tensor<i32>
    %1 = stablehlo.convert %0 : (tensor<i32>) -> tensor<i64>
    %2 = call @_wrapped_jax_export_main(%1, %arg0) : (tensor<i64>, tensor<?x128xf32>) -> tensor<?x128xf32>
    return %2 : tensor<?x128xf32>
  }
  func.func private @_wrapped_jax_export_main(%arg0: tensor<i64> {jax.global_constant = "b"}, %arg1: tensor<?x128xf32>) -> tensor<?x128xf32> {
    %0 = stablehlo.add %arg1, %arg1 : tensor<?x128xf32>
    return %0 : tensor<?x128xf32>
  }
})";

TEST(ImportTest, SymbolicDimNamesAreKeptAndBindByName) {
  auto module = Import(kNamedDims);
  ASSERT_NE(module, nullptr);
  const Instruction* x = module->entry()->parameter(0);
  EXPECT_EQ(x->shape().ToString(false), "f32[?,128]");
  EXPECT_EQ(ParameterDimSymbols(*x), (std::vector<std::string>{"b", ""}));
  EXPECT_NE(PrintModule(*module).find("frontend_attributes={dim_symbols=\"b,\"}"),
            std::string::npos);

  MlirImportOptions options;
  options.bound_dims = {{"b", 16}};
  options.used_bound_dims = std::make_shared<std::set<std::string>>();
  module = Import(kNamedDims, options);
  ASSERT_NE(module, nullptr);
  EXPECT_EQ(module->entry()->parameter(0)->shape().ToString(false), "f32[16,128]");
  EXPECT_TRUE(options.used_bound_dims->contains("b"));
  // The wrapped function's `?` argument takes its size from the call: the
  // whole program is sized by `b` alone, and only that version is made.
  EXPECT_EQ(module->entry()->root()->shape().ToString(false), "f32[16,128]");
  EXPECT_EQ(module->computations().size(), 2u);
  EXPECT_TRUE(RequireStaticDims(*module).ok()) << PrintModule(*module);
}

// Shape operands computed from bound dims fold: the export wrapper passes
// get_dimension_size(x, 0) to the function it calls, which broadcasts to
// 2 * b rows; an iota and a slice take constant shape operands.
TEST(ImportTest, ShapeComputationsFoldIntoDynamicOpSizes) {
  const char* text = R"(module @jit_f attributes {jax.uses_shape_polymorphism = true} {
  func.func public @main(%arg0: tensor<?x128xf32> loc("x")) -> tensor<?x128xf32> {
    %0 = stablehlo.get_dimension_size %arg0, dim = 0 : (tensor<?x128xf32>) -> tensor<i32>
    %1 = stablehlo.convert %0 : (tensor<i32>) -> tensor<i64>
    %2 = call @_wrapped_jax_export_main(%1, %arg0) : (tensor<i64>, tensor<?x128xf32>) -> tensor<?x128xf32>
    return %2 : tensor<?x128xf32>
  }
  func.func private @_wrapped_jax_export_main(%arg0: tensor<i64> {jax.global_constant = "b"}, %arg1: tensor<?x128xf32>) -> tensor<?x128xf32> {
    %c = stablehlo.constant dense<2> : tensor<i64>
    %m = stablehlo.multiply %arg0, %c : tensor<i64>
    %cv = stablehlo.convert %m : (tensor<i64>) -> tensor<i32>
    %r = stablehlo.reshape %cv : (tensor<i32>) -> tensor<1xi32>
    %c128 = stablehlo.constant dense<128> : tensor<1xi32>
    %shape = stablehlo.concatenate %r, %c128, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %one = stablehlo.constant dense<1.0> : tensor<f32>
    %big = stablehlo.dynamic_broadcast_in_dim %one, %shape, dims = [] : (tensor<f32>, tensor<2xi32>) -> tensor<?x128xf32>
    %cat = stablehlo.concatenate %arg1, %arg1, dim = 0 : (tensor<?x128xf32>, tensor<?x128xf32>) -> tensor<?x128xf32>
    %sum = stablehlo.add %cat, %big : tensor<?x128xf32>
    %n = stablehlo.constant dense<[6]> : tensor<1xi32>
    %iota = stablehlo.dynamic_iota %n, dim = 0 : (tensor<1xi32>) -> tensor<?xf32>
    %lo = stablehlo.constant dense<[1, 0]> : tensor<2xi64>
    %hi = stablehlo.constant dense<[7, 128]> : tensor<2xi64>
    %st = stablehlo.constant dense<[2, 1]> : tensor<2xi64>
    %part = stablehlo.real_dynamic_slice %sum, %lo, %hi, %st : (tensor<?x128xf32>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<?x128xf32>
    %0 = stablehlo.add %arg1, %arg1 : tensor<?x128xf32>
    return %0 : tensor<?x128xf32>
  }
})";
  MlirImportOptions options;
  options.bound_dims = {{"b", 8}};
  auto module = Import(text, options);
  ASSERT_NE(module, nullptr);
  EXPECT_TRUE(RequireStaticDims(*module).ok()) << PrintModule(*module);
  EXPECT_EQ(FindOne(*module, HloOpcode::kBroadcast)->shape().ToString(false), "f32[16,128]");
  EXPECT_EQ(FindOne(*module, HloOpcode::kIota)->shape().ToString(false), "f32[6]");
  EXPECT_NE(PrintModule(*module).find("f32[3,128]"), std::string::npos);  // (7 - 1) / 2 rows.
}

TEST(ImportTest, AStaticHelperCalledWithOtherConstantsStaysOneComputation) {
  const char* text = R"(module @calls {
  func.func public @main(%arg0: tensor<4xi32>) -> (tensor<4xi32>, tensor<4xi32>) {
    %c1 = stablehlo.constant dense<1> : tensor<i32>
    %c2 = stablehlo.constant dense<2> : tensor<i32>
    %0 = call @shift(%arg0, %c1) : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
    %1 = call @shift(%arg0, %c2) : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
    return %0, %1 : tensor<4xi32>, tensor<4xi32>
  }
  func.func private @shift(%arg0: tensor<4xi32>, %arg1: tensor<i32>) -> tensor<4xi32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %1 = stablehlo.add %arg0, %0 : tensor<4xi32>
    return %1 : tensor<4xi32>
  }
})";
  auto module = Import(text);
  ASSERT_NE(module, nullptr);
  EXPECT_EQ(module->computations().size(), 2u);  // main and shift, once.
}

TEST(ImportTest, AFunctionCalledWithOtherSizesGetsAComputationEach) {
  const char* text = R"(module @calls {
  func.func public @main(%arg0: tensor<8x4xf32>, %arg1: tensor<2x4xf32>) -> (tensor<8x4xf32>, tensor<2x4xf32>) {
    %0 = call @twice(%arg0) : (tensor<8x4xf32>) -> tensor<?x4xf32>
    %1 = call @twice(%arg1) : (tensor<2x4xf32>) -> tensor<?x4xf32>
    %2 = call @twice(%arg0) : (tensor<8x4xf32>) -> tensor<?x4xf32>
    %3 = stablehlo.add %0, %2 : tensor<?x4xf32>
    %4 = stablehlo.convert %3 : (tensor<?x4xf32>) -> tensor<8x4xf32>
    %5 = stablehlo.convert %1 : (tensor<?x4xf32>) -> tensor<2x4xf32>
    return %4, %5 : tensor<8x4xf32>, tensor<2x4xf32>
  }
  func.func private @twice(%arg0: tensor<?x4xf32>) -> tensor<?x4xf32> {
    %0 = stablehlo.add %arg0, %arg0 : tensor<?x4xf32>
    return %0 : tensor<?x4xf32>
  }
})";
  auto module = Import(text);
  ASSERT_NE(module, nullptr);
  std::vector<std::string> calls;
  for (const auto& instruction : module->entry()->instructions()) {
    if (instruction->opcode() == HloOpcode::kCall) {
      calls.push_back(instruction->shape().ToString(false));
    }
  }
  EXPECT_EQ(calls, (std::vector<std::string>{"f32[8,4]", "f32[2,4]", "f32[8,4]"}));
  EXPECT_EQ(module->computations().size(), 3u);  // main, twice at 8 and at 2.
}

// Concatenating `?` dims gives an unbounded result, not a size computed
// from the unbounded marker (UBSan caught the sum overflowing).
TEST(ImportTest, ConcatenatingUnboundedDimsStaysUnbounded) {
  const char* text = R"(module @poly {
  func.func public @main(%arg0: tensor<4x?xf32>, %arg1: tensor<4x?xf32>) -> tensor<4x?xf32> {
    %0 = stablehlo.concatenate %arg0, %arg1, dim = 1 : (tensor<4x?xf32>, tensor<4x?xf32>) -> tensor<4x?xf32>
    return %0 : tensor<4x?xf32>
  }
})";
  auto module = Import(text);
  ASSERT_NE(module, nullptr);
  EXPECT_EQ(module->entry()->root()->shape().ToString(false), "f32[4,?]");
}

TEST(ImportTest, UnboundedDimsFollowFromOperands) {
  // A shape-polymorphic JAX export: binding the argument is enough.
  const char* text = R"(module @poly {
  func.func public @main(%arg0: tensor<i64>, %arg1: tensor<?x4xf32>) -> tensor<4x?xf32> {
    %0 = stablehlo.constant dense<1> : tensor<1xi32>
    %1 = stablehlo.convert %arg0 : (tensor<i64>) -> tensor<i32>
    %2 = stablehlo.reshape %1 : (tensor<i32>) -> tensor<1xi32>
    %3 = stablehlo.constant dense<4> : tensor<1xi32>
    %4 = stablehlo.concatenate %0, %2, %3, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %5 = stablehlo.dynamic_broadcast_in_dim %arg1, %4, dims = [1, 2] : (tensor<?x4xf32>, tensor<3xi32>) -> tensor<1x?x4xf32>
    %6 = stablehlo.reshape %5 : (tensor<1x?x4xf32>) -> tensor<?x4xf32>
    %7 = stablehlo.transpose %6, dims = [1, 0] : (tensor<?x4xf32>) -> tensor<4x?xf32>
    %8 = stablehlo.dot_general %7, %6, contracting_dims = [1] x [0] : (tensor<4x?xf32>, tensor<?x4xf32>) -> tensor<4x4xf32>
    %9 = stablehlo.concatenate %7, %7, dim = 1 : (tensor<4x?xf32>, tensor<4x?xf32>) -> tensor<4x?xf32>
    return %9 : tensor<4x?xf32>
  }
})";
  MlirImportOptions options;
  options.bound_dims = {{"1.0", 6}};
  auto module = Import(text, options);
  ASSERT_NE(module, nullptr);
  EXPECT_EQ(FindOne(*module, HloOpcode::kBroadcast)->shape().ToString(false), "f32[1,6,4]");
  EXPECT_EQ(FindOne(*module, HloOpcode::kTranspose)->shape().ToString(false), "f32[4,6]");
  EXPECT_EQ(module->entry()->root()->shape().ToString(false), "f32[4,12]");
}

TEST(ImportTest, ModuleAndArgumentAttributes) {
  auto module = Import(R"(
module @jit_step attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 2 : i32} {
  func.func public @main(%arg0: tensor<4xf32> {tf.aliasing_output = 1 : i32},
                         %arg1: tensor<4xf32> {jax.buffer_donor = true},
                         %arg2: tensor<4xf32> {mhlo.memory_kind = "pinned_host"})
      -> (tensor<4xf32>, tensor<4xf32> {jax.result_info = "[1]"}) {
    return %arg2, %arg0 : tensor<4xf32>, tensor<4xf32>
  }
})");
  ASSERT_NE(module, nullptr);
  EXPECT_EQ(module->name(), "jit_step");
  EXPECT_EQ(module->num_partitions, 4);
  EXPECT_EQ(module->replica_count, 2);
  ASSERT_EQ(module->input_output_alias.size(), 1u);
  EXPECT_EQ(module->input_output_alias[0].output_index, (ShapeIndex{1}));
  EXPECT_EQ(module->input_output_alias[0].parameter_number, 0);
  ASSERT_EQ(module->buffer_donors.size(), 1u);
  EXPECT_EQ(module->buffer_donors[0].parameter_number, 1);
  ASSERT_EQ(module->other_attributes.size(), 1u);
  EXPECT_EQ(std::get<std::string>(module->other_attributes[0].value),
            "{arg_memory_spaces=\"0;0;5\",out_memory_spaces=\"0;0\"}");
  // Shapes are imported without layouts: StableHLO has none.
  EXPECT_FALSE(module->entry()->parameter(0)->shape().has_layout());
}

TEST(ImportTest, XlaExportModuleAttributes) {
  // What XLA's own HLO -> MLIR export and its Shardy round trip write.
  auto module = Import(R"(
module @exported attributes {mhlo.frontend_attributes = {xla.sdy.meshes = "{mesh = #sdy.mesh<[\22a\22=2]>}", foo = "bar"},
    mhlo.input_output_alias = [{alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 0 : i64}, output_index = array<i64: 1>}]} {
  func.func public @main(%arg0: tensor<4xf32> {mhlo.frontend_attributes = {xla.sdy.sharding = "#sdy.sharding<@mesh, [{\22a\22}]>"}})
      -> (tensor<4xf32>, tensor<4xf32>) {
    %0 = stablehlo.negate %arg0 {mhlo.frontend_attributes = {xla.sdy.sharding = "#sdy.sharding_per_value<[<@mesh, [{}]>]>"}} : tensor<4xf32>
    return %0, %arg0 : tensor<4xf32>, tensor<4xf32>
  }
})");
  ASSERT_NE(module, nullptr);
  ASSERT_EQ(module->input_output_alias.size(), 1u);
  EXPECT_EQ(module->input_output_alias[0].output_index, (ShapeIndex{1}));
  EXPECT_EQ(module->entry()->parameter(0)->sharding(), "{devices=[2]<=[2]}");
  EXPECT_EQ(FindOne(*module, HloOpcode::kNegate)->sharding(), "{replicated}");
  ASSERT_EQ(module->other_attributes.size(), 1u);
  EXPECT_NE(std::get<std::string>(module->other_attributes[0].value).find("foo=\"bar\""),
            std::string::npos);
}

TEST(ImportTest, UnknownOpsAndAttributesSurvive) {
  auto module = Import(Main("%arg0: tensor<5xi4>", "tensor<5xi4>", R"(
    "check.expect_eq_const"(%arg0) <{value = dense<[-8, 1, 0, -1, -7]> : tensor<5xi4>}> : (tensor<5xi4>) -> ()
    %c = arith.constant dense<1> : tensor<5xi4>
    %0 = stablehlo.add %arg0, %c {mhlo.frontend_attributes = {_xla_stream = "1"}, future = #stablehlo.shiny_new<[1, 2], x = "y">} : tensor<5xi4>
    %1 = "tpu.magic"(%0) : (tensor<5xi4>) -> tensor<5xi4>
    return %1 : tensor<5xi4>)"));
  ASSERT_NE(module, nullptr);
  auto calls = FindAll(*module, HloOpcode::kCustomCall);
  ASSERT_EQ(calls.size(), 2u);
  EXPECT_EQ(calls[0]->custom_call_target(), "check.expect_eq_const");
  EXPECT_EQ(calls[1]->custom_call_target(), "tpu.magic");
  EXPECT_EQ(calls[1]->shape().ToString(false), "s4[5]");
  EXPECT_EQ(FindOne(*module, HloOpcode::kConstant)->literal(), "{1, 1, 1, 1, 1}");
  EXPECT_EQ(FindOne(*module, HloOpcode::kAdd)->GetText("frontend_attributes"),
            "{_xla_stream=\"1\"}");
}

// XLA's own HLO for the same programs (captured on TPU v6e): the imported
// StableHLO has the same entry signature as XLA's optimized module.
TEST(ImportTest, AgreesWithXlaHloOnEntrySignatures) {
  TPUSIM_SHARED_OR_SKIP(path, "corpus/tpu/rudrite_hlo_pairs.json");
  nlohmann::json pairs = nlohmann::json::parse(tpusim::testing::ReadFileOrDie(path));
  int checked = 0;
  for (const nlohmann::json& program : pairs["programs"]) {
    std::string unopt, opt;
    for (const auto& line : program["unopt"]) unopt += line.get<std::string>() + "\n";
    for (const auto& line : program["opt"]) opt += line.get<std::string>() + "\n";
    auto mlir = Import(unopt);
    ASSERT_NE(mlir, nullptr) << program["id"];
    absl::StatusOr<std::unique_ptr<Module>> hlo = ParseHloModule(opt, "opt.hlo");
    ASSERT_TRUE(hlo.ok()) << hlo.status().message();
    const Computation* a = mlir->entry();
    const Computation* b = (*hlo)->entry();
    ASSERT_EQ(a->parameters().size(), b->parameters().size()) << program["id"];
    for (size_t i = 0; i < a->parameters().size(); ++i) {
      EXPECT_TRUE(a->parameter(i)->shape().Compatible(b->parameter(i)->shape()))
          << program["id"] << " parameter " << i << ": "
          << a->parameter(i)->shape().ToString() << " vs "
          << b->parameter(i)->shape().ToString();
    }
    EXPECT_TRUE(a->root()->shape().Compatible(b->root()->shape()))
        << program["id"] << ": " << a->root()->shape().ToString() << " vs "
        << b->root()->shape().ToString();
    // Every dot of the StableHLO has a counterpart with its result shape in
    // XLA's output: a convolution (TPU writes dots as convolutions), a dot,
    // or the fusion / kernel custom-call that absorbed it.
    for (const Instruction* dot : FindAll(*mlir, HloOpcode::kDot)) {
      bool found = false;
      for (HloOpcode opcode : {HloOpcode::kConvolution, HloOpcode::kDot,
                               HloOpcode::kFusion, HloOpcode::kCustomCall}) {
        for (const Instruction* x : FindAll(**hlo, opcode)) {
          found |= x->shape().Compatible(dot->shape());
        }
      }
      EXPECT_TRUE(found) << program["id"] << ": no " << dot->shape().ToString();
    }
    ++checked;
  }
  EXPECT_EQ(checked, 3);
}

}  // namespace
}  // namespace tpusim::hlo
