// Renderers over MemoryReport: XLA:TPU OOM-report style text and the JSON
// documented in docs/memory.md. (The memory_viewer form is
// MemoryViewerToJson in memory_viewer.h.)
#ifndef TPUSIM_MEMORY_REPORT_RENDER_H_
#define TPUSIM_MEMORY_REPORT_RENDER_H_

#include <string>

#include "memory/memory_report.h"
#include "nlohmann/json.hpp"

namespace tpusim::memory {

struct RenderOptions {
  int32_t top = 10;  // Buffers listed under "Largest program allocations".
  // JSON `buffers`: every buffer, or only the `top` largest (a 400k-
  // instruction program lists hundreds of MB of them otherwise).
  bool all_buffers = false;
};

// "Used X of Y hbm", "Total hbm usage >= ...", the program breakdown with the
// HLO temp line, the largest allocations at the peak and a one-line verdict.
std::string RenderText(const MemoryReport& report, const RenderOptions& options = {});

nlohmann::json RenderJson(const MemoryReport& report, const RenderOptions& options = {});

// "Allocation type" as XLA:TPU prints it: "HLO temp", "parameter", ...
std::string AllocationTypeName(AllocationCategory category);

}  // namespace tpusim::memory

#endif  // TPUSIM_MEMORY_REPORT_RENDER_H_
