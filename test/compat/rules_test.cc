// The rule table: every row complete, ids stable and unique.
#include "compat/rules.h"

#include <set>

#include "gtest/gtest.h"

namespace tpusim::compat {
namespace {

TEST(RulesTest, EveryRowIsComplete) {
  std::set<std::string> ids;
  for (const RuleSpec& rule : AllRules()) {
    EXPECT_TRUE(ids.insert(std::string(rule.id)).second) << "duplicate " << rule.id;
    EXPECT_FALSE(rule.title.empty()) << rule.id;
    EXPECT_FALSE(rule.help.empty()) << rule.id;
    EXPECT_FALSE(rule.evidence.empty()) << rule.id;
    EXPECT_NE(rule.check, nullptr) << rule.id;
    // Ids are lower-case words joined by '-': configs and baselines use them.
    for (char c : rule.id) EXPECT_TRUE((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-');
    EXPECT_EQ(FindRule(rule.id), &rule);
  }
  EXPECT_EQ(FindRule("no-such-rule"), nullptr);
}

TEST(RulesTest, EfficiencyRulesNeverError) {
  // Precision first: only compatibility rules with known XLA:TPU refusals
  // may fail a build by default.
  int efficiency_rules = 0;
  for (const RuleSpec& rule : AllRules()) {
    if (rule.category == RuleCategory::kEfficiency) {
      ++efficiency_rules;
      EXPECT_NE(rule.default_severity, Severity::kError) << rule.id;
    }
  }
  EXPECT_GT(efficiency_rules, 0);
}

TEST(RulesTest, TheIssueRulesExist) {
  for (const char* id :
       {"unsupported-type", "emulated-type", "non-tpu-custom-call", "unknown-custom-call",
        "unbounded-dynamic-shape", "sharding-device-count", "predicted-oom", "padding-expansion",
        "mxu-underuse", "batch-feature-size", "materialized-broadcast",
        // Issue 13: sharding mistakes.
        "replicated-large-array", "shard-exceeds-dim", "uneven-shard-padding"}) {
    EXPECT_NE(FindRule(id), nullptr) << id;
  }
}

}  // namespace
}  // namespace tpusim::compat
