// The HLO IR: Module -> Computation -> Instruction, modelled on XLA's
// HloModule / HloComputation / HloInstruction (xla/hlo/ir/). Importers (HLO
// text, HloModuleProto, StableHLO) all build this one representation.
//
// Ownership: a Module owns its computations; a Computation owns its
// instructions. Instructions refer to operands and called computations by raw
// pointer. Instruction order inside a computation is the program order; for a
// module with is_scheduled=true it is XLA's schedule.
#ifndef TPUSIM_HLO_IR_HLO_MODULE_H_
#define TPUSIM_HLO_IR_HLO_MODULE_H_

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/status.h"
#include "absl/strings/string_view.h"
#include "hlo/base/out_of_line.h"
#include "hlo/ir/attributes.h"
#include "hlo/ir/buffer_assignment_record.h"
#include "hlo/ir/opcode.h"
#include "hlo/ir/shape.h"

namespace tpusim::hlo {

class Computation;
class Module;
class Instruction;

// Where an instruction or computation is written in the file it was imported
// from: 1-based line and byte column, 0 when unknown (binary protos, what an
// importer or pass synthesised). Diagnostics on the program point here; the
// user's own source position is OpMetadata's source_file / source_line.
// 32-bit fields: the IR's size is the parse's memory, and no text input has
// 2^31 lines.
struct InputLocation {
  int32_t line = 0;
  int32_t column = 0;

  bool known() const { return line > 0; }
  bool operator==(const InputLocation&) const = default;
  // Unknown when either value does not fit.
  static InputLocation At(int64_t line, int64_t column);
};

// What few instructions carry, kept out of line: most instructions have no
// control predecessors and no literal, and the IR's size is the parse's
// memory (parse_bench: 56 bytes less per instruction).
struct InstructionRareParts {
  std::vector<Instruction*> control_predecessors;
  std::string literal;
};

class Instruction {
 public:
  Instruction(std::string name, HloOpcode opcode, Shape shape)
      : name_(std::move(name)), opcode_(opcode), shape_(std::move(shape)) {}
  Instruction(const Instruction&) = delete;
  Instruction& operator=(const Instruction&) = delete;

  const std::string& name() const { return name_; }
  void set_name(std::string name) { name_ = std::move(name); }
  HloOpcode opcode() const { return opcode_; }
  const Shape& shape() const { return shape_; }
  Shape* mutable_shape() { return &shape_; }
  // Unique within the module; from the proto, or assigned in text order.
  int64_t id() const { return id_; }
  void set_id(int64_t id) { id_ = id; }
  Computation* parent() const { return parent_; }

  const std::vector<Instruction*>& operands() const { return operands_; }
  Instruction* operand(int64_t i) const { return operands_[i]; }
  int64_t operand_count() const { return static_cast<int64_t>(operands_.size()); }
  // Appends an operand and records this instruction as its user.
  void AppendOperand(Instruction* operand);
  // Room for `n` operands, for callers that know how many they append.
  void ReserveOperands(size_t n) { operands_.reserve(n); }
  // Every user of this instruction except `except` reads `replacement`
  // instead (a pass rewriting a module in place: the compiler model's
  // parameter prefetches). Linear in the users' operand counts.
  void ReplaceUsesWith(Instruction* replacement, const Instruction* except = nullptr);
  // Users in the order they were added (one entry per distinct user).
  const std::vector<Instruction*>& users() const { return users_; }

  const std::vector<Instruction*>& control_predecessors() const {
    return rare_.get().control_predecessors;
  }
  void AddControlPredecessor(Instruction* pred) {
    rare_.mutable_get().control_predecessors.push_back(pred);
  }

  // parameter(N): N. -1 for other opcodes.
  int64_t parameter_number() const { return parameter_number_; }
  void set_parameter_number(int64_t n) { parameter_number_ = n; }
  // constant(...): the literal text between the parentheses, verbatim.
  const std::string& literal() const { return rare_.get().literal; }
  void set_literal(std::string literal) { rare_.mutable_get().literal = std::move(literal); }

  // Attributes in input order.
  const std::vector<Attribute>& attributes() const { return attributes_; }
  std::vector<Attribute>& mutable_attributes() { return attributes_; }
  void AddAttribute(Attribute attribute) {
    attributes_.push_back(std::move(attribute));
  }
  const Attribute* FindAttribute(absl::string_view name) const;

  // Typed lookups; nullopt / nullptr when absent or of another kind.
  std::optional<int64_t> GetInt(absl::string_view name) const;
  std::optional<bool> GetBool(absl::string_view name) const;
  // kString, kIdent or kRaw text.
  std::optional<absl::string_view> GetText(absl::string_view name) const;
  const std::vector<int64_t>* GetIntList(absl::string_view name) const;
  // The int list, or an empty list when absent or of another kind (the
  // dimension-number attributes XLA's text omits when empty).
  const std::vector<int64_t>& GetIntListOrEmpty(absl::string_view name) const;
  const std::vector<std::vector<int64_t>>* GetIntLists(absl::string_view name) const;

  // Frequently used attributes.
  const std::vector<int64_t>* dimensions() const { return GetIntList("dimensions"); }
  std::optional<int64_t> tuple_index() const { return GetInt("index"); }
  // "kLoop", "kInput", "kOutput", "kCustom" for fusions; empty otherwise.
  absl::string_view fusion_kind() const;
  absl::string_view custom_call_target() const;
  const std::vector<SliceDim>* slice() const;
  const std::vector<PaddingDim>* padding() const;
  const Window* window() const;
  const ConvolutionDimensionNumbers* convolution_dimension_numbers() const;
  DotDimensionNumbers dot_dimension_numbers() const;
  const std::vector<OutputOperandAlias>* output_to_operand_aliasing() const;
  // The sharding attribute text, e.g. "{devices=[2,1]0,1}"; empty if none.
  absl::string_view sharding() const;
  // backend_config as text: the unescaped string, or the raw JSON dict.
  absl::string_view backend_config() const;

  // Called computations in attribute order (to_apply, calls, condition,
  // body, branches, select, scatter, called_computations).
  std::vector<Computation*> called_computations() const;
  // Calls `f(Computation*)` for each of them, in the same order, without
  // building a vector (module-wide walks visit millions of instructions).
  template <typename F>
  void ForEachCalledComputation(F&& f) const {
    for (const Attribute& attr : attributes_) {
      if (attr.kind == AttrKind::kComputation) {
        f(std::get<Computation*>(attr.value));
      } else if (attr.kind == AttrKind::kComputationList) {
        for (Computation* callee : std::get<std::vector<Computation*>>(attr.value)) f(callee);
      }
    }
  }
  // The computation of attribute `name` (e.g. "to_apply", "body"); nullptr.
  Computation* called_computation(absl::string_view name) const;
  // fusion `calls=`; nullptr for non-fusions.
  Computation* fused_computation() const;

  const OpMetadata& metadata() const;
  bool has_metadata() const { return metadata_ != nullptr; }
  void set_metadata(OpMetadata metadata);
  // Gives this instruction `source`'s metadata without copying it: metadata
  // is immutable once set, and every pass of the compiler model copies the
  // module, so modules that carry metadata (op_name, source file and line on
  // each instruction) share its strings instead of copying them per pass.
  void ShareMetadata(const Instruction& source) { metadata_ = source.metadata_; }

  bool IsRoot() const;

  // Where the importer read this instruction (its name in HLO text or a text
  // proto, the op in MLIR); unknown for synthesised ones.
  const InputLocation& input_location() const { return input_location_; }
  void set_input_location(InputLocation location) { input_location_ = location; }

 private:
  friend class Computation;
  std::string name_;
  HloOpcode opcode_;
  InputLocation input_location_;
  Shape shape_;
  int64_t id_ = -1;
  Computation* parent_ = nullptr;
  std::vector<Instruction*> operands_;
  std::vector<Instruction*> users_;
  int64_t parameter_number_ = -1;
  std::vector<Attribute> attributes_;
  std::shared_ptr<const OpMetadata> metadata_;
  OutOfLine<InstructionRareParts> rare_;
};

class Computation {
 public:
  explicit Computation(std::string name) : name_(std::move(name)) {}
  Computation(const Computation&) = delete;
  Computation& operator=(const Computation&) = delete;

  const std::string& name() const { return name_; }
  void set_name(std::string name) { name_ = std::move(name); }
  int64_t id() const { return id_; }
  void set_id(int64_t id) { id_ = id; }
  Module* parent() const { return parent_; }

  // Takes ownership and appends in program order.
  Instruction* AddInstruction(std::unique_ptr<Instruction> instruction);
  const std::vector<std::unique_ptr<Instruction>>& instructions() const {
    return instructions_;
  }
  int64_t instruction_count() const {
    return static_cast<int64_t>(instructions_.size());
  }
  // Reorders instructions to `order` (a permutation of the current ones).
  absl::Status SetInstructionOrder(const std::vector<Instruction*>& order);

  Instruction* root() const { return root_; }
  void set_root(Instruction* root) { root_ = root; }
  // Parameters indexed by parameter number (filled by Module::Finalize).
  const std::vector<Instruction*>& parameters() const { return parameters_; }
  Instruction* parameter(int64_t i) const { return parameters_[i]; }

  // Body of a fusion instruction (set by Module::Finalize).
  bool IsFusionComputation() const { return is_fusion_; }
  bool IsEntry() const;
  // The computation the HLO text parser synthesises for async syntax sugar
  // (`custom-call-start(...)` is an async-start calling a computation that
  // wraps one custom-call). The printer folds such a computation back into
  // the sugar instead of printing it on its own.
  bool IsAsyncSugarWrapper() const { return async_sugar_wrapper_; }
  void set_async_sugar_wrapper(bool v) { async_sugar_wrapper_ = v; }
  // Optional `, execution_thread="..."` suffix.
  const std::string& execution_thread() const { return execution_thread_; }
  void set_execution_thread(std::string t) { execution_thread_ = std::move(t); }

  // Instruction with this name, or nullptr.
  Instruction* FindInstruction(absl::string_view name) const;

  // Where the importer read the computation (its name in the header, the
  // function or region-holding op in MLIR); unknown for synthesised ones.
  const InputLocation& input_location() const { return input_location_; }
  void set_input_location(InputLocation location) { input_location_ = location; }

 private:
  friend class Module;
  std::string name_;
  int64_t id_ = -1;
  InputLocation input_location_;
  Module* parent_ = nullptr;
  std::vector<std::unique_ptr<Instruction>> instructions_;
  Instruction* root_ = nullptr;
  std::vector<Instruction*> parameters_;
  bool is_fusion_ = false;
  bool async_sugar_wrapper_ = false;
  std::string execution_thread_;
};

struct InputOutputAlias {
  ShapeIndex output_index;
  int64_t parameter_number = 0;
  ShapeIndex parameter_index;
  bool must_alias = false;  // false = may-alias (XLA's default).
  bool operator==(const InputOutputAlias&) const = default;
};

struct BufferDonor {
  int64_t parameter_number = 0;
  ShapeIndex parameter_index;
  bool operator==(const BufferDonor&) const = default;
};

struct ProgramShape {
  std::vector<Shape> parameters;
  Shape result;
  bool operator==(const ProgramShape&) const = default;
};

class Module {
 public:
  explicit Module(std::string name) : name_(std::move(name)) {}
  Module(const Module&) = delete;
  Module& operator=(const Module&) = delete;

  const std::string& name() const { return name_; }
  void set_name(std::string name) { name_ = std::move(name); }

  Computation* AddComputation(std::unique_ptr<Computation> computation);
  const std::vector<std::unique_ptr<Computation>>& computations() const {
    return computations_;
  }
  Computation* entry() const { return entry_; }
  void set_entry(Computation* entry) { entry_ = entry; }
  Computation* FindComputation(absl::string_view name) const;
  int64_t instruction_count() const;

  // Module attributes.
  bool is_scheduled() const { return is_scheduled_; }
  void set_is_scheduled(bool s) { is_scheduled_ = s; }
  std::optional<int64_t> replica_count;
  std::optional<int64_t> num_partitions;
  std::vector<InputOutputAlias> input_output_alias;
  std::vector<BufferDonor> buffer_donors;
  std::optional<ProgramShape> entry_computation_layout;
  // Other `key=value` module attributes (frontend_attributes, ...), verbatim.
  std::vector<Attribute> other_attributes;

  // XLA's buffer assignment when the input was an HloProto that carried one.
  std::optional<BufferAssignmentRecord> buffer_assignment;

  // Recomputes derived facts after an importer has built the module: the
  // parameter table of each computation, fusion-computation marks, and
  // checks that every computation has a root and every parameter number is
  // dense. Importers call it once; errors name the offending computation.
  absl::Status Finalize();

  // Computations in post order (callees before callers), reachable from the
  // entry first, then any unreachable ones.
  std::vector<Computation*> MakeComputationPostOrder() const;

 private:
  std::string name_;
  std::vector<std::unique_ptr<Computation>> computations_;
  Computation* entry_ = nullptr;
  bool is_scheduled_ = false;
};

// An XSpace can hold several programs of one name; the proto reader names
// each module "<name>(<program id>)". These two functions are that naming
// rule, so readers, reports and module selection agree on it.
std::string NameWithProgramId(absl::string_view name, uint64_t program_id);
// `module_name` without a trailing "(<digits>)"; any other name unchanged.
absl::string_view NameWithoutProgramId(absl::string_view module_name);

}  // namespace tpusim::hlo

#endif  // TPUSIM_HLO_IR_HLO_MODULE_H_
