// The compatibility graph: scopes from op_name, counts per node, flagged ops.
#include "compat/graph.h"

#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "test/compat/compat_test_util.h"

namespace tpusim::compat {
namespace {

using ::testing::ElementsAre;
using ::testing::HasSubstr;
using testing::Chip;
using testing::Parse;

const ScopeNode* Child(const ScopeNode& node, absl::string_view name) {
  for (const auto& child : node.children) {
    if (child->name == name) return child.get();
  }
  return nullptr;
}

constexpr char kScoped[] = R"(
HloModule m
ENTRY e {
  a = f32[16,16] parameter(0)
  n = f32[16,16] negate(a), metadata={op_name="jit(train_step)/transpose(jvp(Model))/layer_0/mlp/neg"}
  lu = (f32[16,16], s32[16]) custom-call(n), custom_call_target="lapack_sgetrf_ffi", metadata={op_name="jit(train_step)/transpose(jvp(Model))/layer_0/attention/lu"}
  k = f32[16,16] custom-call(n), custom_call_target="my_kernel", metadata={op_name="jit(train_step)/transpose(jvp(Model))/layer_0/attention/kernel"}
  x = f32[16,16] exponential(n)
  ROOT t = ((f32[16,16], s32[16]), f32[16,16], f32[16,16]) tuple(lu, k, x)
})";

TEST(CompatibilityGraphTest, CountsOpsPerScope) {
  auto module = Parse(kScoped);
  LintInput input;
  input.path = "scoped.hlo";
  input.modules = {module.get()};
  LintReport report = Lint({input}, LintOptions());
  CompatibilityGraph graph = BuildCompatibilityGraph({module.get()}, report);

  // Counted: n, lu, k, x (parameters and tuples are plumbing).
  const ScopeNode& root = graph.root;
  EXPECT_EQ(root.total(), 4);
  EXPECT_EQ(root.incompatible, 1);
  EXPECT_EQ(root.warned, 1);
  EXPECT_DOUBLE_EQ(root.percent_compatible(), 75.0);

  // "transpose(jvp(Model))" is one scope: '/' splits only outside parens.
  const ScopeNode* jit = Child(root, "jit(train_step)");
  ASSERT_NE(jit, nullptr);
  const ScopeNode* model = Child(*jit, "transpose(jvp(Model))");
  ASSERT_NE(model, nullptr);
  const ScopeNode* layer = Child(*model, "layer_0");
  ASSERT_NE(layer, nullptr);
  EXPECT_EQ(layer->total(), 3);
  const ScopeNode* attention = Child(*layer, "attention");
  ASSERT_NE(attention, nullptr);
  EXPECT_EQ(attention->path, "jit(train_step)/transpose(jvp(Model))/layer_0/attention");
  EXPECT_EQ(attention->incompatible, 1);
  EXPECT_EQ(attention->compatible, 1);
  ASSERT_EQ(attention->flagged_ops.size(), 2u);
  EXPECT_EQ(attention->flagged_ops[0].name, "lu");
  EXPECT_TRUE(attention->flagged_ops[0].incompatible);
  EXPECT_THAT(attention->flagged_ops[0].rule_ids, ElementsAre("non-tpu-custom-call"));
  EXPECT_FALSE(attention->flagged_ops[1].incompatible);
  const ScopeNode* mlp = Child(*layer, "mlp");
  ASSERT_NE(mlp, nullptr);
  EXPECT_DOUBLE_EQ(mlp->percent_compatible(), 100.0);
  EXPECT_EQ(graph.findings_per_rule.at("non-tpu-custom-call").findings, 1);
  EXPECT_EQ(graph.findings_per_rule.at("non-tpu-custom-call").severity, Severity::kError);
}

TEST(CompatibilityGraphTest, ModuleLevelFindingsGoToTheSummary) {
  auto module = Parse(R"(
HloModule m, num_partitions=16
ENTRY e {
  ROOT a = f32[16,16] parameter(0)
})");
  LintInput input;
  input.path = "m.hlo";
  input.modules = {module.get()};
  LintOptions options;
  options.chip = Chip("v6e");
  options.slice_devices = 8;
  LintReport report = Lint({input}, options);
  CompatibilityGraph graph = BuildCompatibilityGraph({module.get()}, report);
  ASSERT_EQ(graph.module_findings.size(), 1u);
  EXPECT_EQ(graph.module_findings[0]->rule_id, "sharding-device-count");
  EXPECT_THAT(RenderGraphHtml(graph), HasSubstr("[sharding-device-count]"));
  EXPECT_THAT(RenderGraphJson(graph), HasSubstr("\"module_findings\""));
}

TEST(CompatibilityGraphTest, FormatsParse) {
  EXPECT_EQ(*ParseGraphFormat("html"), GraphFormat::kHtml);
  EXPECT_EQ(*ParseGraphFormat("dot"), GraphFormat::kDot);
  EXPECT_EQ(*ParseGraphFormat("json"), GraphFormat::kJson);
  EXPECT_FALSE(ParseGraphFormat("svg").ok());
}

}  // namespace
}  // namespace tpusim::compat
