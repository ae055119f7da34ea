#include "hlo/ir/instruction_map.h"

#include <memory>
#include <vector>

#include "gtest/gtest.h"

namespace tpusim::hlo {
namespace {

std::unique_ptr<Instruction> WithId(int64_t id) {
  auto instruction = std::make_unique<Instruction>("i", HloOpcode::kConstant,
                                                   Shape(PrimitiveType::kF32, {}));
  instruction->set_id(id);
  return instruction;
}

TEST(IdBoundsTest, DenseIdsGiveTheirRange) {
  IdBounds bounds;
  for (int64_t id : {7, 5, -1, 9}) bounds.Add(id);
  const IdRange range = bounds.Dense(4);
  EXPECT_EQ(range.base, 5);
  EXPECT_EQ(range.size, 5);
}

TEST(IdBoundsTest, AComputationsIdsGiveTheirRange) {
  Computation computation("c");
  for (int64_t id : {12, 10, -1, 11}) computation.AddInstruction(WithId(id));
  const IdRange range = DenseIdsOf(computation);
  EXPECT_EQ(range.base, 10);
  EXPECT_EQ(range.size, 3);
}

TEST(IdBoundsTest, NoIdOrSparseIdsGiveNoRange) {
  IdBounds none;
  none.Add(-1);
  EXPECT_EQ(none.Dense(1).size, 0);

  IdBounds sparse;
  sparse.Add(0);
  sparse.Add(4 * 2 + 1024);  // A span of 4 * count + 1024 is too wide.
  EXPECT_EQ(sparse.Dense(2).size, 0);
  IdBounds just_dense;
  just_dense.Add(0);
  just_dense.Add(4 * 2 + 1023);
  EXPECT_EQ(just_dense.Dense(2).size, 4 * 2 + 1024);

  IdBounds huge;
  huge.Add(0);
  huge.Add(std::numeric_limits<int64_t>::max());
  EXPECT_EQ(huge.Dense(std::numeric_limits<int64_t>::max()).size, 0);
}

TEST(InstructionMapTest, SlotsHashMapAndSharedIds) {
  std::vector<std::unique_ptr<Instruction>> instructions;
  instructions.push_back(WithId(10));
  instructions.push_back(WithId(11));
  instructions.push_back(WithId(-1));   // No id: the hash map.
  instructions.push_back(WithId(10));   // A repeated id: the hash map.
  instructions.push_back(WithId(500));  // Outside the range: the hash map.
  IdBounds bounds;
  bounds.Add(10);
  bounds.Add(11);
  InstructionMap<int> map(bounds.Dense(2));
  for (const auto& instruction : instructions) EXPECT_EQ(map.Find(instruction.get()), nullptr);
  for (size_t i = 0; i < instructions.size(); ++i) {
    map[instructions[i].get()] = static_cast<int>(i) + 1;
  }
  for (size_t i = 0; i < instructions.size(); ++i) {
    const int* value = map.Find(instructions[i].get());
    ASSERT_NE(value, nullptr) << i;
    EXPECT_EQ(*value, static_cast<int>(i) + 1) << i;
    EXPECT_EQ(map[instructions[i].get()], static_cast<int>(i) + 1) << i;
  }
  auto stranger = WithId(11);
  EXPECT_EQ(map.Find(stranger.get()), nullptr);
}

TEST(InstructionMapTest, WithoutRangeEverythingIsHashed) {
  auto a = WithId(3);
  auto b = WithId(-1);
  InstructionMap<uint8_t> map;
  EXPECT_EQ(map[a.get()], 0);
  map[a.get()] = 2;
  map[b.get()] = 1;
  EXPECT_EQ(*map.Find(a.get()), 2);
  EXPECT_EQ(*map.Find(b.get()), 1);
}

}  // namespace
}  // namespace tpusim::hlo
