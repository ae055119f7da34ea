// What `tpusim import --emit summary|json` prints: a module's outline and a
// full JSON rendering of the IR.
#ifndef TPUSIM_HLO_SUMMARY_MODULE_SUMMARY_H_
#define TPUSIM_HLO_SUMMARY_MODULE_SUMMARY_H_

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "hlo/ir/hlo_module.h"
#include "nlohmann/json.hpp"

namespace tpusim::hlo {

struct ModuleSummary {
  std::string name;
  std::string entry;
  int64_t computation_count = 0;
  int64_t fusion_computation_count = 0;
  int64_t instruction_count = 0;
  bool is_scheduled = false;
  std::map<std::string, int64_t> opcode_counts;  // By text spelling.
  std::vector<std::pair<std::string, std::string>> parameters;  // name, shape
  std::string output_shape;
  bool has_buffer_assignment = false;
};

ModuleSummary Summarize(const Module& module);
std::string SummaryToText(const ModuleSummary& summary);
nlohmann::json SummaryToJson(const ModuleSummary& summary);

// Every computation and instruction with shapes, operands, attributes (as
// printed HLO values), metadata and called computations.
nlohmann::json ModuleToJson(const Module& module);

}  // namespace tpusim::hlo

#endif  // TPUSIM_HLO_SUMMARY_MODULE_SUMMARY_H_
