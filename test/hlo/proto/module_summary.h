// A complete, deterministic text dump of everything the HLO IR holds for a
// module (computations, instructions, every attribute kind, metadata,
// control edges, module attributes and the kept buffer assignment). Tests
// compare two imports of the same program through it without depending on
// the HLO text printer.
#ifndef TPUSIM_TEST_HLO_PROTO_MODULE_SUMMARY_H_
#define TPUSIM_TEST_HLO_PROTO_MODULE_SUMMARY_H_

#include <string>

#include "hlo/ir/hlo_module.h"

namespace tpusim::hlo::testing {

struct SummaryOptions {
  // Profiles rename modules "<name>(<program id>)".
  bool name = true;
  // HLO text has no ids; its parser numbers instructions in text order.
  bool ids = true;
  // HLO text has no buffer assignment.
  bool buffer_assignment = true;
};
std::string SummarizeModule(const Module& module, const SummaryOptions& options = {});
// One attribute as "name=value".
std::string SummarizeAttribute(const Attribute& attribute);

}  // namespace tpusim::hlo::testing

#endif  // TPUSIM_TEST_HLO_PROTO_MODULE_SUMMARY_H_
