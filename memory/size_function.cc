#include "memory/size_function.h"

namespace tpusim::memory {

int64_t SizeFunction::Color(const hlo::Shape& shape) {
  if (shape.IsTuple() || !shape.has_layout()) return 0;
  return shape.layout().memory_space;
}

}  // namespace tpusim::memory
