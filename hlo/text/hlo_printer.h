// Prints the HLO IR as XLA-style HLO text. ParseHloModule(PrintModule(m))
// rebuilds a module equal to m (same computations, instructions, shapes,
// layouts and attributes).
#ifndef TPUSIM_HLO_TEXT_HLO_PRINTER_H_
#define TPUSIM_HLO_TEXT_HLO_PRINTER_H_

#include <string>

#include "hlo/ir/hlo_module.h"

namespace tpusim::hlo {

std::string PrintModule(const Module& module);
// One instruction line without indentation or ROOT marker:
// "%name = f32[2]{0} add(f32[2]{0} %a, f32[2]{0} %b), metadata={...}".
std::string PrintInstruction(const Instruction& instruction);
// The value text of one attribute as it appears after `name=` (e.g. "{0,1}",
// "kLoop", "\"quoted\"", "%add"). Used by the JSON writer.
std::string PrintAttributeValue(const Attribute& attribute);

}  // namespace tpusim::hlo

#endif  // TPUSIM_HLO_TEXT_HLO_PRINTER_H_
