// OutOfLine<T>: a part almost no object has, kept behind a pointer.
#ifndef TPUSIM_HLO_BASE_OUT_OF_LINE_H_
#define TPUSIM_HLO_BASE_OUT_OF_LINE_H_

#include <memory>

namespace tpusim {

// Holds a T that stays unallocated (one null pointer) until first written;
// reads of an unwritten one see a default-constructed T. Copies copy the T.
// The IR embeds these for fields few layouts or instructions carry, because
// the IR's size is the parse's memory (docs/DEVELOPING.md, "The IR's
// footprint").
template <typename T>
class OutOfLine {
 public:
  OutOfLine() = default;
  OutOfLine(const OutOfLine& other)
      : value_(other.value_ ? std::make_unique<T>(*other.value_) : nullptr) {}
  OutOfLine& operator=(const OutOfLine& other) {
    if (this != &other) value_ = other.value_ ? std::make_unique<T>(*other.value_) : nullptr;
    return *this;
  }
  OutOfLine(OutOfLine&&) noexcept = default;
  OutOfLine& operator=(OutOfLine&&) noexcept = default;

  const T& get() const {
    static const T* const kDefault = new T();
    return value_ ? *value_ : *kDefault;
  }
  T& mutable_get() {
    if (!value_) value_ = std::make_unique<T>();
    return *value_;
  }
  bool operator==(const OutOfLine& other) const { return get() == other.get(); }

 private:
  std::unique_ptr<T> value_;
};

}  // namespace tpusim

#endif  // TPUSIM_HLO_BASE_OUT_OF_LINE_H_
