// Values keyed by instruction, for walks over a large computation or
// module: instructions whose ids are dense (text order, proto ids) find
// theirs in a vector slot by id, the rest (the compiler model's new
// instructions carry id -1; hand-built IR may repeat an id) in a hash map.
// A hash map of every instruction missed the cache on each lookup of a
// large program.
#ifndef TPUSIM_HLO_IR_INSTRUCTION_MAP_H_
#define TPUSIM_HLO_IR_INSTRUCTION_MAP_H_

#include <cstdint>
#include <limits>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "hlo/ir/hlo_module.h"

namespace tpusim::hlo {

// The ids a vector covers: [base, base + size); size 0 for none.
struct IdRange {
  int64_t base = 0;
  int64_t size = 0;
};

// The smallest and largest non-negative id of a set of instructions.
class IdBounds {
 public:
  void Add(int64_t id) {
    if (id < 0) return;
    if (id < min_) min_ = id;
    if (id > max_) max_ = id;
  }
  // The range of the ids added, for `count` instructions; empty when there
  // is none or they are too sparse for a vector (a span of 4 * count + 1024
  // or more).
  IdRange Dense(int64_t count) const;

 private:
  int64_t min_ = std::numeric_limits<int64_t>::max();
  int64_t max_ = -1;
};

// The dense range of the ids of `computation`'s instructions (IdBounds
// over them, for their count).
IdRange DenseIdsOf(const Computation& computation);

template <typename T>
class InstructionMap {
 public:
  InstructionMap() = default;
  // Vector slots for the ids in `dense`.
  explicit InstructionMap(IdRange dense)
      : base_(dense.base), slots_(static_cast<size_t>(dense.size)) {}

  // Room in the hash map for `n` instructions without a slot of their own.
  void ReserveOthers(size_t n) { others_.reserve(n); }

  // The value of `instruction`, value-initialized on first use. The first
  // instruction to use an id's slot owns it; others with that id go to the
  // hash map.
  T& operator[](const Instruction* instruction) {
    if (Slot* slot = SlotFor(instruction->id())) {
      if (slot->owner == nullptr) slot->owner = instruction;
      if (slot->owner == instruction) return slot->value;
    }
    return others_[instruction];
  }

  // The value of `instruction`, or nullptr when it has none.
  const T* Find(const Instruction* instruction) const {
    if (const Slot* slot = SlotFor(instruction->id());
        slot != nullptr && slot->owner == instruction) {
      return &slot->value;
    }
    if (others_.empty()) return nullptr;
    auto it = others_.find(instruction);
    return it == others_.end() ? nullptr : &it->second;
  }

 private:
  // Owner and value side by side: a lookup is one cache miss.
  struct Slot {
    const Instruction* owner = nullptr;
    T value{};
  };

  Slot* SlotFor(int64_t id) {
    return id >= base_ && id - base_ < static_cast<int64_t>(slots_.size()) ? &slots_[id - base_]
                                                                           : nullptr;
  }
  const Slot* SlotFor(int64_t id) const {
    return const_cast<InstructionMap*>(this)->SlotFor(id);
  }

  int64_t base_ = 0;
  std::vector<Slot> slots_;  // By id - base_.
  absl::flat_hash_map<const Instruction*, T> others_;
};

}  // namespace tpusim::hlo

#endif  // TPUSIM_HLO_IR_INSTRUCTION_MAP_H_
