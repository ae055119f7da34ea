// Which `?` dims a program still has, and the one message that asks for a
// binding for each of them.
#include "hlo/ir/unbound_dims.h"

#include <string>

#include "gtest/gtest.h"
#include "hlo/text/hlo_parser.h"

namespace tpusim::hlo {
namespace {

std::unique_ptr<Module> Parse(const std::string& text) {
  absl::StatusOr<std::unique_ptr<Module>> module = ParseHloModule(text, "test.hlo");
  EXPECT_TRUE(module.ok()) << module.status();
  return module.ok() ? *std::move(module) : nullptr;
}

TEST(UnboundDimsTest, StaticProgramsNeedNoBinding) {
  auto module = Parse("HloModule m\nENTRY e {\n  ROOT p = f32[8,4] parameter(0)\n}\n");
  ASSERT_NE(module, nullptr);
  EXPECT_TRUE(RequireStaticDims(*module).ok());
  EXPECT_TRUE(FindUnboundDims(*module).origins.empty());
}

TEST(UnboundDimsTest, OneMessageListsEveryOriginWithItsBinding) {
  auto module = Parse(R"(HloModule m
ENTRY e {
  x = f32[?,4] parameter(0), frontend_attributes={dim_symbols="b,"}, metadata={op_name="x"}
  y = f32[2,?] parameter(1)
  n = s32[] parameter(2)
  i = f32[?] iota(), iota_dimension=0
  a = f32[?,4] add(x, x)
  ROOT t = (f32[?,4], f32[2,?], f32[?]) tuple(a, y, i)
}
)");
  ASSERT_NE(module, nullptr);
  UnboundDims found = FindUnboundDims(*module);
  ASSERT_EQ(found.origins.size(), 3u);
  EXPECT_EQ(found.origins[0].bind_key, "0.0");
  EXPECT_EQ(found.origins[0].symbol, "b");
  EXPECT_EQ(found.origins[0].argument_name, "x");
  EXPECT_EQ(found.origins[1].bind_key, "1.1");
  EXPECT_EQ(found.origins[2].bind_key, "*");
  EXPECT_EQ(found.derived_values, 2);  // a and the tuple

  absl::Status status = RequireStaticDims(*module);
  ASSERT_FALSE(status.ok());
  EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument);
  const std::string message(status.message());
  EXPECT_NE(message.find("3 unbounded ('?') dims left"), std::string::npos) << message;
  EXPECT_NE(message.find("argument 0 (x) f32[?,4] dim 0 (symbol b): --bind-dim '0.0=N' or "
                         "--bind-dim b=N"),
            std::string::npos)
      << message;
  EXPECT_NE(message.find("argument 1 (y) f32[2,?] dim 1: --bind-dim '1.1=N'"), std::string::npos)
      << message;
  EXPECT_NE(message.find("%i f32[?] dim 0: --bind-dim '*=N'"), std::string::npos) << message;
  EXPECT_NE(message.find("2 other values have '?' dims"), std::string::npos) << message;
}

}  // namespace
}  // namespace tpusim::hlo
