#include "hlo/mlir/mlir_to_hlo.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <unordered_map>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/status/status.h"
#include "absl/strings/ascii.h"
#include "absl/strings/escaping.h"
#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "absl/strings/str_join.h"
#include "hlo/base/checked_math.h"
#include "hlo/base/status_macros.h"
#include "hlo/ir/verifier.h"
#include "hlo/mlir/dialects/hlo_dialects.h"
#include "hlo/mlir/sdy_sharding.h"
#include "hlo/mlir/text_prepass.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/Support/Error.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Quant/QuantTypes.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Location.h"
#include "mlir/IR/Operation.h"

namespace tpusim::hlo {
namespace {

namespace shlo = ::tpusim::hlo_mlir::stablehlo;
using ::tpusim::hlo_mlir::OpaqueBody;
using ::tpusim::hlo_mlir::ReadI64List;

absl::string_view Sv(llvm::StringRef s) { return {s.data(), s.size()}; }

std::string ToString(mlir::Attribute attr) {
  std::string out;
  llvm::raw_string_ostream os(out);
  attr.print(os);
  return out;
}

std::string TypeString(mlir::Type type) {
  std::string out;
  llvm::raw_string_ostream os(out);
  type.print(os);
  return out;
}

double ApFloatToDouble(llvm::APFloat value) {
  bool loses_info = false;
  value.convert(llvm::APFloat::IEEEdouble(), llvm::APFloat::rmNearestTiesToEven,
                &loses_info);
  return value.convertToDouble();
}

// XLA's text for a float: the shortest decimal that reads back to the same
// value in the value's own type (f32 0.001 prints as 0.001, not as its
// double expansion); inf/nan spelled out.
std::string FloatText(const llvm::APFloat& value) {
  if (value.isNaN()) return "nan";
  if (value.isInfinity()) return value.isNegative() ? "-inf" : "inf";
  double v = ApFloatToDouble(value);
  char buffer[40];
  for (int precision = 1; precision <= 17; ++precision) {
    std::snprintf(buffer, sizeof(buffer), "%.*g", precision, v);
    llvm::APFloat parsed(value.getSemantics());
    auto status = parsed.convertFromString(buffer, llvm::APFloat::rmNearestTiesToEven);
    if (!status) {
      llvm::consumeError(status.takeError());
      continue;
    }
    if (parsed.bitwiseIsEqual(value)) break;
  }
  return buffer;
}

// HLO names are identifiers; MLIR symbols may be any string (`@"<lambda>"`).
// Like XLA, other characters become '_'.
std::string SanitizeName(absl::string_view name) {
  std::string out(name);
  for (char& c : out) {
    if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '.' ||
          c == '-')) {
      c = '_';
    }
  }
  if (out.empty() || std::isdigit(static_cast<unsigned char>(out[0]))) {
    out.insert(out.begin(), '_');
  }
  return out;
}

// Constants larger than this print as `{...}` (XLA's elided literal); the
// simulator needs shapes, not values.
constexpr int64_t kMaxLiteralElements = 16;

class Converter;
using Handler = absl::Status (Converter::*)(mlir::Operation*, HloOpcode);
struct OpRule {
  HloOpcode opcode;
  Handler handler;
};

class Converter {
 public:
  Converter(mlir::ModuleOp module, const MlirImportOptions& options,
            absl::string_view filename, const MlirInputLocations* locations)
      : module_op_(module), options_(options), filename_(filename), locations_(locations) {}

  std::unique_ptr<Module> Run(MlirConversionError* error);

  // Handlers (one per op family).
  absl::Status Elementwise(mlir::Operation* op, HloOpcode opcode);
  absl::Status SelectOrClamp(mlir::Operation* op, HloOpcode opcode);
  absl::Status PassThrough(mlir::Operation* op, HloOpcode opcode);
  absl::Status NoResult(mlir::Operation* op, HloOpcode opcode);
  absl::Status Constant(mlir::Operation* op, HloOpcode opcode);
  absl::Status ConstantLike(mlir::Operation* op, HloOpcode opcode);
  absl::Status Compare(mlir::Operation* op, HloOpcode opcode);
  absl::Status Iota(mlir::Operation* op, HloOpcode opcode);
  absl::Status Broadcast(mlir::Operation* op, HloOpcode opcode);
  absl::Status BroadcastInDim(mlir::Operation* op, HloOpcode opcode);
  absl::Status WithDimensions(mlir::Operation* op, HloOpcode opcode);
  absl::Status Slice(mlir::Operation* op, HloOpcode opcode);
  absl::Status DynamicSlice(mlir::Operation* op, HloOpcode opcode);
  absl::Status RealDynamicSlice(mlir::Operation* op, HloOpcode opcode);
  absl::Status Concatenate(mlir::Operation* op, HloOpcode opcode);
  absl::Status Pad(mlir::Operation* op, HloOpcode opcode);
  absl::Status DynamicPad(mlir::Operation* op, HloOpcode opcode);
  absl::Status DimensionSize(mlir::Operation* op, HloOpcode opcode);
  absl::Status GetTupleElement(mlir::Operation* op, HloOpcode opcode);
  absl::Status Tuple(mlir::Operation* op, HloOpcode opcode);
  absl::Status Dot(mlir::Operation* op, HloOpcode opcode);
  absl::Status DotGeneral(mlir::Operation* op, HloOpcode opcode);
  absl::Status Convolution(mlir::Operation* op, HloOpcode opcode);
  absl::Status Reduce(mlir::Operation* op, HloOpcode opcode);
  absl::Status ReduceWindow(mlir::Operation* op, HloOpcode opcode);
  absl::Status SelectAndScatter(mlir::Operation* op, HloOpcode opcode);
  absl::Status Gather(mlir::Operation* op, HloOpcode opcode);
  absl::Status Scatter(mlir::Operation* op, HloOpcode opcode);
  absl::Status Sort(mlir::Operation* op, HloOpcode opcode);
  absl::Status Map(mlir::Operation* op, HloOpcode opcode);
  absl::Status While(mlir::Operation* op, HloOpcode opcode);
  absl::Status If(mlir::Operation* op, HloOpcode opcode);
  absl::Status Case(mlir::Operation* op, HloOpcode opcode);
  // For if/case: one operand per branch (its captured values, a tuple unless
  // there is exactly one) appended to `operands`, and the branch computations.
  absl::StatusOr<std::vector<Computation*>> BranchComputations(
      mlir::Operation* op, std::vector<Instruction*>* operands);
  absl::Status Collective(mlir::Operation* op, HloOpcode opcode);
  absl::Status CollectivePermute(mlir::Operation* op, HloOpcode opcode);
  absl::Status BatchNorm(mlir::Operation* op, HloOpcode opcode);
  absl::Status TriangularSolve(mlir::Operation* op, HloOpcode opcode);
  absl::Status Cholesky(mlir::Operation* op, HloOpcode opcode);
  absl::Status Fft(mlir::Operation* op, HloOpcode opcode);
  absl::Status Rng(mlir::Operation* op, HloOpcode opcode);
  absl::Status RngBitGenerator(mlir::Operation* op, HloOpcode opcode);
  absl::Status ReducePrecision(mlir::Operation* op, HloOpcode opcode);
  absl::Status Infeed(mlir::Operation* op, HloOpcode opcode);
  absl::Status Outfeed(mlir::Operation* op, HloOpcode opcode);
  absl::Status SendRecv(mlir::Operation* op, HloOpcode opcode);
  absl::Status OptimizationBarrier(mlir::Operation* op, HloOpcode opcode);
  absl::Status CustomCall(mlir::Operation* op, HloOpcode opcode);
  absl::Status Composite(mlir::Operation* op, HloOpcode opcode);
  absl::Status FuncCall(mlir::Operation* op, HloOpcode opcode);
  absl::Status TopK(mlir::Operation* op, HloOpcode opcode);
  absl::Status Fusion(mlir::Operation* op, HloOpcode opcode);
  absl::Status AsyncStart(mlir::Operation* op, HloOpcode opcode);
  absl::Status ChloBroadcasting(mlir::Operation* op, HloOpcode opcode);
  absl::Status ChloSquare(mlir::Operation* op, HloOpcode opcode);
  absl::Status SdyMeshOp(mlir::Operation* op, HloOpcode opcode);
  absl::Status SdyShardingOp(mlir::Operation* op, HloOpcode opcode);
  absl::Status SdyManualComputation(mlir::Operation* op, HloOpcode opcode);
  absl::Status SdyNamedComputation(mlir::Operation* op, HloOpcode opcode);
  // Ops with no HLO counterpart: a custom-call named after the op with the
  // op's result shapes (never fails a module).
  absl::Status AsCustomCall(mlir::Operation* op, HloOpcode opcode);

 private:
  struct Scope {
    Computation* computation = nullptr;
    llvm::DenseMap<mlir::Value, Instruction*> values;
  };

  template <typename Key>
  InputLocation LocationOf(Key key, const llvm::DenseMap<Key, InputLocation>& map) const {
    auto it = map.find(key);
    return it == map.end() ? InputLocation() : it->second;
  }
  InputLocation LocationOf(mlir::Operation* op) const {
    return locations_ == nullptr ? InputLocation() : LocationOf(op, locations_->ops);
  }
  InputLocation LocationOf(mlir::Value argument) const {
    return locations_ == nullptr ? InputLocation() : LocationOf(argument, locations_->arguments);
  }

  absl::Status OpError(mlir::Operation* op, absl::string_view message) {
    if (error_op_ == nullptr) error_op_ = op;
    return absl::InvalidArgumentError(absl::StrCat(
        "'", Sv(op->getName().getStringRef()), "': ", message));
  }

  // Functions and regions.
  // `arg_dims`: for a call, the sizes its operands give each argument's dims
  // (-1 where unknown): a function's `?` argument dims take them, so that
  // binding the entry's dims sizes what it calls (JAX's export wrapper),
  // unless `--bind-dim '*=N'` sizes every `?`. A function called with other
  // sizes gets a computation of its own.
  // `arg_values`: the values of small integer operands the call passes (an
  // export wrapper's dim sizes), empty where unknown.
  absl::StatusOr<Computation*> FunctionComputation(
      mlir::func::FuncOp func, const std::vector<std::vector<int64_t>>& arg_dims = {},
      const std::vector<std::vector<int64_t>>& arg_values = {});
  absl::StatusOr<Computation*> FunctionComputationByName(
      mlir::Operation* user, llvm::StringRef name,
      const std::vector<std::vector<int64_t>>& arg_dims = {},
      const std::vector<std::vector<int64_t>>& arg_values = {});
  absl::Status ConvertBlockOps(mlir::Block& block, mlir::Operation* owner,
                               std::vector<Instruction*>* returned);
  // A region as a computation whose parameters are the block arguments (one
  // each, or tupled into one when `tuple_params`), followed by `captures`
  // (values defined above, passed in by the caller). Root: the returned
  // values, tupled when there are several (or always when `tuple_root`);
  // with `return_captures` the captured values are returned too (a while
  // body passes them to the next iteration).
  absl::StatusOr<Computation*> RegionComputation(
      mlir::Region& region, mlir::Operation* owner, bool tuple_params,
      const std::vector<mlir::Value>& captures, bool tuple_root = false,
      bool return_captures = false);
  std::vector<mlir::Value> CapturedValues(mlir::MutableArrayRef<mlir::Region> regions);
  const std::vector<mlir::Value>& RegionCaptures(mlir::Region& region);

  absl::Status ConvertOp(mlir::Operation* op);

  // Values and instructions.
  absl::StatusOr<Instruction*> Get(mlir::Operation* op, mlir::Value value);
  // Operand `i` (an error, not a crash, when generic-form text gave the op
  // fewer operands: MLIR's verifiers do not run).
  absl::StatusOr<Instruction*> OperandAt(mlir::Operation* op, unsigned i);
  absl::StatusOr<std::vector<Instruction*>> Operands(mlir::Operation* op,
                                                     size_t begin = 0,
                                                     size_t count = size_t(-1));
  Instruction* Add(HloOpcode opcode, Shape shape,
                   const std::vector<Instruction*>& operands,
                   mlir::Operation* op, absl::string_view name = "");
  // Maps the op's results to `inst` (one result) or to get-tuple-elements of
  // it (several results, `inst` tuple-shaped).
  absl::Status SetResults(mlir::Operation* op, Instruction* inst);
  Instruction* MakeTuple(const std::vector<Instruction*>& elements,
                         mlir::Operation* op);
  Instruction* BroadcastTo(Instruction* operand, const Shape& shape,
                           std::vector<int64_t> dims, mlir::Operation* op);
  // StableHLO broadcast_in_dim semantics (size-1 dims may expand) in HLO
  // terms, as XlaBuilder::BroadcastInDim does: a reshape drops the expanding
  // size-1 dims, then a broadcast maps the rest.
  Instruction* BroadcastInDimHlo(Instruction* operand, const Shape& shape,
                                 const std::vector<int64_t>& dims,
                                 mlir::Operation* op);

  // Shapes.
  // `dim_keys`: --bind-dim keys of the value (entry arguments); `hints`:
  // sizes inferred for its `?` dims (-1 = unknown), see InferDims.
  // `symbols`: the dims' symbolic names (DimSymbols), also keys.
  absl::StatusOr<Shape> ShapeOf(mlir::Type type, mlir::Operation* op,
                                const std::vector<std::string>& dim_keys = {},
                                const std::vector<int64_t>& hints = {},
                                const std::vector<std::string>& symbols = {});
  // Sizes of result `index`'s dims that follow from the operands' (already
  // static) shapes, so that binding an argument's `?` is enough for the
  // values computed from it: elementwise ops, broadcasts, transposes,
  // concatenations, reductions, dot_general and single-`?` reshapes.
  std::vector<int64_t> InferDims(mlir::Operation* op, unsigned index, int64_t rank);
  // The values of a small integer array computed from constants and static
  // dims (get_dimension_size of a bound dim, a callee argument its call
  // passes such a value): the shape operands of dynamic ops fold to sizes.
  std::optional<std::vector<int64_t>> IntegerValues(const Instruction* inst, int depth = 0);
  absl::StatusOr<Shape> ResultShape(mlir::Operation* op);  // tuple if > 1
  // Names of the entry arguments' symbolic dims, from JAX's export
  // wrapper: it reads each dim with get_dimension_size and passes it to
  // the function it wraps, whose argument is marked
  // `jax.global_constant = "b"`. Key: (argument, dim).
  std::map<std::pair<unsigned, int64_t>, std::string> DimSymbols(mlir::func::FuncOp entry);
  absl::StatusOr<PrimitiveType> ElementType(mlir::Type type, mlir::Operation* op);

  // Attributes.
  std::vector<int64_t> I64List(mlir::Operation* op, llvm::StringRef name) {
    return ToStd(ReadI64List(op->getAttr(name)));
  }
  static std::vector<int64_t> ToStd(
      const std::optional<llvm::SmallVector<int64_t>>& values) {
    if (!values) return {};
    return std::vector<int64_t>(values->begin(), values->end());
  }
  std::optional<int64_t> IntAttr(mlir::Operation* op, llvm::StringRef name);
  // Attribute values index dims of shapes later stages read; input is
  // untrusted, so they are checked here: every entry in [0, rank), and
  // `count` entries when count >= 0.
  absl::Status CheckDims(mlir::Operation* op, absl::string_view what,
                         const std::vector<int64_t>& dims, int64_t rank,
                         int64_t count = -1);
  bool BoolAttr(mlir::Operation* op, llvm::StringRef name);
  std::vector<std::vector<int64_t>> I64Matrix(mlir::Operation* op,
                                              llvm::StringRef name);
  void AddPrecision(Instruction* inst, mlir::Operation* op);
  void AddChannel(Instruction* inst, mlir::Operation* op);
  void AddReplicaGroups(Instruction* inst, mlir::Operation* op);
  absl::Status AddCalled(Instruction* inst, absl::string_view attr,
                         mlir::Region& region, mlir::Operation* op,
                         bool tuple_params = false);
  Window MakeWindow(const std::vector<int64_t>& sizes,
                    const std::vector<int64_t>& strides,
                    const std::vector<int64_t>& padding,
                    const std::vector<int64_t>& lhs_dilation,
                    const std::vector<int64_t>& rhs_dilation,
                    const std::vector<int64_t>& reversal);

  // Metadata and shardings.
  void SetMetadata(Instruction* inst, mlir::Location loc,
                   bool names_only = false);
  std::optional<std::string> ShardingText(mlir::Attribute attr,
                                          size_t result_count);
  std::optional<std::string> ShardingOf(mlir::DictionaryAttr attrs);
  void AddOpAttributes(Instruction* inst, mlir::Operation* op);
  std::string LiteralText(mlir::Attribute value, const Shape& shape);
  std::optional<std::vector<int64_t>> ConstantInts(mlir::Value value);

  absl::Status ConvertModuleAttributes();
  absl::Status ConvertEntry(mlir::func::FuncOp main);

  mlir::ModuleOp module_op_;
  const MlirImportOptions& options_;
  std::string filename_;
  const MlirInputLocations* locations_;
  std::unique_ptr<Module> module_;
  mlir::Operation* error_op_ = nullptr;
  int error_argument_ = -1;
  Scope* scope_ = nullptr;
  int64_t next_id_ = 0;
  int64_t region_count_ = 0;
  absl::flat_hash_map<std::string, Computation*> functions_;  // By name and call sizes.
  // Callee parameters whose call passes a known small integer array.
  absl::flat_hash_map<const Instruction*, std::vector<int64_t>> known_values_;
  // By name: true while its conversion runs (recursion), false once done.
  absl::flat_hash_map<std::string, bool> converting_;
  mlir::func::FuncOp entry_func_;
  absl::flat_hash_map<std::string, SdyMesh> meshes_;
  std::vector<std::string> mesh_order_;  // sdy.mesh names as declared.
  absl::flat_hash_map<const void*, const OpRule*> rule_cache_;
  // RegionCaptures' results; references must stay valid while nested regions
  // are added, hence a node map.
  std::unordered_map<const mlir::Region*, std::vector<mlir::Value>> region_captures_;
  std::vector<std::string> module_frontend_attributes_;  // key="value"
};

//===----------------------------------------------------------------------===//
// Op table
//===----------------------------------------------------------------------===//

using O = HloOpcode;
using C = Converter;

// Ops StableHLO and MHLO share (by name without the dialect prefix).
const absl::flat_hash_map<std::string, OpRule>& CoreRules() {
  static const auto* rules = new absl::flat_hash_map<std::string, OpRule>{
      {"abs", {O::kAbs, &C::Elementwise}},
      {"cbrt", {O::kCbrt, &C::Elementwise}},
      {"ceil", {O::kCeil, &C::Elementwise}},
      {"convert", {O::kConvert, &C::Elementwise}},
      {"count_leading_zeros", {O::kClz, &C::Elementwise}},
      {"cosine", {O::kCos, &C::Elementwise}},
      {"exponential", {O::kExp, &C::Elementwise}},
      {"exponential_minus_one", {O::kExpm1, &C::Elementwise}},
      {"floor", {O::kFloor, &C::Elementwise}},
      {"imag", {O::kImag, &C::Elementwise}},
      {"log", {O::kLog, &C::Elementwise}},
      {"log_plus_one", {O::kLog1p, &C::Elementwise}},
      {"logistic", {O::kLogistic, &C::Elementwise}},
      {"negate", {O::kNegate, &C::Elementwise}},
      {"not", {O::kNot, &C::Elementwise}},
      {"popcnt", {O::kPopulationCount, &C::Elementwise}},
      {"real", {O::kReal, &C::Elementwise}},
      {"round_nearest_afz", {O::kRoundNearestAfz, &C::Elementwise}},
      {"round_nearest_even", {O::kRoundNearestEven, &C::Elementwise}},
      {"rsqrt", {O::kRsqrt, &C::Elementwise}},
      {"sign", {O::kSign, &C::Elementwise}},
      {"sine", {O::kSin, &C::Elementwise}},
      {"sqrt", {O::kSqrt, &C::Elementwise}},
      {"tan", {O::kTan, &C::Elementwise}},
      {"tanh", {O::kTanh, &C::Elementwise}},
      {"is_finite", {O::kIsFinite, &C::Elementwise}},
      // Quantized values import as their storage type; (de)quantizing is an
      // elementwise conversion between storage and expressed types.
      {"uniform_quantize", {O::kConvert, &C::Elementwise}},
      {"uniform_dequantize", {O::kConvert, &C::Elementwise}},
      {"add", {O::kAdd, &C::Elementwise}},
      {"atan2", {O::kAtan2, &C::Elementwise}},
      {"divide", {O::kDivide, &C::Elementwise}},
      {"maximum", {O::kMaximum, &C::Elementwise}},
      {"minimum", {O::kMinimum, &C::Elementwise}},
      {"multiply", {O::kMultiply, &C::Elementwise}},
      {"power", {O::kPower, &C::Elementwise}},
      {"remainder", {O::kRemainder, &C::Elementwise}},
      {"shift_left", {O::kShiftLeft, &C::Elementwise}},
      {"shift_right_arithmetic", {O::kShiftRightArithmetic, &C::Elementwise}},
      {"shift_right_logical", {O::kShiftRightLogical, &C::Elementwise}},
      {"subtract", {O::kSubtract, &C::Elementwise}},
      {"and", {O::kAnd, &C::Elementwise}},
      {"or", {O::kOr, &C::Elementwise}},
      {"xor", {O::kXor, &C::Elementwise}},
      {"complex", {O::kComplex, &C::Elementwise}},
      {"bitcast_convert", {O::kBitcastConvert, &C::Elementwise}},
      {"reshape", {O::kReshape, &C::Elementwise}},
      {"dynamic_reshape", {O::kReshape, &C::Elementwise}},
      {"after_all", {O::kAfterAll, &C::Elementwise}},
      {"create_token", {O::kAfterAll, &C::Elementwise}},
      {"replica_id", {O::kReplicaId, &C::Elementwise}},
      {"partition_id", {O::kPartitionId, &C::Elementwise}},
      {"dynamic_update_slice", {O::kDynamicUpdateSlice, &C::Elementwise}},
      {"select", {O::kSelect, &C::SelectOrClamp}},
      {"clamp", {O::kClamp, &C::SelectOrClamp}},
      {"compare", {O::kCompare, &C::Compare}},
      {"constant", {O::kConstant, &C::Constant}},
      {"iota", {O::kIota, &C::Iota}},
      {"dynamic_iota", {O::kIota, &C::Iota}},
      {"broadcast", {O::kBroadcast, &C::Broadcast}},
      {"broadcast_in_dim", {O::kBroadcast, &C::BroadcastInDim}},
      {"dynamic_broadcast_in_dim", {O::kBroadcast, &C::BroadcastInDim}},
      {"transpose", {O::kTranspose, &C::WithDimensions}},
      {"reverse", {O::kReverse, &C::WithDimensions}},
      {"slice", {O::kSlice, &C::Slice}},
      {"dynamic_slice", {O::kDynamicSlice, &C::DynamicSlice}},
      {"real_dynamic_slice", {O::kSlice, &C::RealDynamicSlice}},
      {"concatenate", {O::kConcatenate, &C::Concatenate}},
      {"pad", {O::kPad, &C::Pad}},
      {"dynamic_pad", {O::kPad, &C::DynamicPad}},
      {"get_dimension_size", {O::kGetDimensionSize, &C::DimensionSize}},
      {"set_dimension_size", {O::kSetDimensionSize, &C::DimensionSize}},
      {"get_tuple_element", {O::kGetTupleElement, &C::GetTupleElement}},
      {"tuple", {O::kTuple, &C::Tuple}},
      {"dot", {O::kDot, &C::Dot}},
      {"dot_general", {O::kDot, &C::DotGeneral}},
      {"convolution", {O::kConvolution, &C::Convolution}},
      {"dynamic_conv", {O::kConvolution, &C::Convolution}},
      {"reduce", {O::kReduce, &C::Reduce}},
      {"reduce_window", {O::kReduceWindow, &C::ReduceWindow}},
      {"select_and_scatter", {O::kSelectAndScatter, &C::SelectAndScatter}},
      {"gather", {O::kGather, &C::Gather}},
      {"dynamic_gather", {O::kGather, &C::Gather}},
      {"scatter", {O::kScatter, &C::Scatter}},
      {"sort", {O::kSort, &C::Sort}},
      {"map", {O::kMap, &C::Map}},
      {"while", {O::kWhile, &C::While}},
      {"if", {O::kConditional, &C::If}},
      {"case", {O::kConditional, &C::Case}},
      {"all_reduce", {O::kAllReduce, &C::Collective}},
      {"all_gather", {O::kAllGather, &C::Collective}},
      {"reduce_scatter", {O::kReduceScatter, &C::Collective}},
      {"all_to_all", {O::kAllToAll, &C::Collective}},
      {"collective_broadcast", {O::kCollectiveBroadcast, &C::Collective}},
      {"collective_permute", {O::kCollectivePermute, &C::CollectivePermute}},
      {"batch_norm_training", {O::kBatchNormTraining, &C::BatchNorm}},
      {"batch_norm_inference", {O::kBatchNormInference, &C::BatchNorm}},
      {"batch_norm_grad", {O::kBatchNormGrad, &C::BatchNorm}},
      {"triangular_solve", {O::kTriangularSolve, &C::TriangularSolve}},
      {"cholesky", {O::kCholesky, &C::Cholesky}},
      {"fft", {O::kFft, &C::Fft}},
      {"rng", {O::kRng, &C::Rng}},
      {"rng_bit_generator", {O::kRngBitGenerator, &C::RngBitGenerator}},
      {"reduce_precision", {O::kReducePrecision, &C::ReducePrecision}},
      {"infeed", {O::kInfeed, &C::Infeed}},
      {"outfeed", {O::kOutfeed, &C::Outfeed}},
      {"send", {O::kSend, &C::SendRecv}},
      {"recv", {O::kRecv, &C::SendRecv}},
      {"optimization_barrier", {O::kOptimizationBarrier, &C::OptimizationBarrier}},
      {"custom_call", {O::kCustomCall, &C::CustomCall}},
      {"composite", {O::kCall, &C::Composite}},
      {"async_start", {O::kCall, &C::AsyncStart}},
      {"async_done", {O::kCall, &C::PassThrough}},
      // MHLO-only.
      {"acos", {O::kAcos, &C::Elementwise}},
      {"acosh", {O::kAcosh, &C::Elementwise}},
      {"asin", {O::kAsin, &C::Elementwise}},
      {"asinh", {O::kAsinh, &C::Elementwise}},
      {"atanh", {O::kAtanh, &C::Elementwise}},
      {"cosh", {O::kCosh, &C::Elementwise}},
      {"sinh", {O::kSinh, &C::Elementwise}},
      {"erf", {O::kErf, &C::Elementwise}},
      {"copy", {O::kCopy, &C::Elementwise}},
      {"bitcast", {O::kBitcast, &C::Elementwise}},
      {"add_dependency", {O::kAddDependency, &C::Elementwise}},
      {"stochastic_convert", {O::kStochasticConvert, &C::Elementwise}},
      {"topk", {O::kTopK, &C::TopK}},
      {"fusion", {O::kFusion, &C::Fusion}},
      {"async_update", {O::kCall, &C::PassThrough}},
      {"domain", {O::kDomain, &C::PassThrough}},
      {"trace", {O::kCustomCall, &C::NoResult}},
  };
  return *rules;
}

// CHLO: ops with an HLO opcode map to it (XLA's CHLO decompositions expand
// them into elementwise chains that fuse; one op has the same buffers);
// broadcasting ops get explicit broadcasts; the rest become custom-calls
// with the right result shapes.
const absl::flat_hash_map<std::string, OpRule>& ChloRules() {
  static const auto* rules = new absl::flat_hash_map<std::string, OpRule>{
      {"acos", {O::kAcos, &C::Elementwise}},
      {"acosh", {O::kAcosh, &C::Elementwise}},
      {"asin", {O::kAsin, &C::Elementwise}},
      {"asinh", {O::kAsinh, &C::Elementwise}},
      {"atanh", {O::kAtanh, &C::Elementwise}},
      {"cosh", {O::kCosh, &C::Elementwise}},
      {"sinh", {O::kSinh, &C::Elementwise}},
      {"tan", {O::kTan, &C::Elementwise}},
      {"erf", {O::kErf, &C::Elementwise}},
      {"square", {O::kMultiply, &C::ChloSquare}},
      {"constant", {O::kConstant, &C::Constant}},
      {"constant_like", {O::kConstant, &C::ConstantLike}},
      {"top_k", {O::kTopK, &C::TopK}},
      {"broadcast_add", {O::kAdd, &C::ChloBroadcasting}},
      {"broadcast_atan2", {O::kAtan2, &C::ChloBroadcasting}},
      {"broadcast_divide", {O::kDivide, &C::ChloBroadcasting}},
      {"broadcast_maximum", {O::kMaximum, &C::ChloBroadcasting}},
      {"broadcast_minimum", {O::kMinimum, &C::ChloBroadcasting}},
      {"broadcast_multiply", {O::kMultiply, &C::ChloBroadcasting}},
      {"broadcast_power", {O::kPower, &C::ChloBroadcasting}},
      {"broadcast_remainder", {O::kRemainder, &C::ChloBroadcasting}},
      {"broadcast_shift_left", {O::kShiftLeft, &C::ChloBroadcasting}},
      {"broadcast_shift_right_arithmetic",
       {O::kShiftRightArithmetic, &C::ChloBroadcasting}},
      {"broadcast_shift_right_logical",
       {O::kShiftRightLogical, &C::ChloBroadcasting}},
      {"broadcast_subtract", {O::kSubtract, &C::ChloBroadcasting}},
      {"broadcast_and", {O::kAnd, &C::ChloBroadcasting}},
      {"broadcast_or", {O::kOr, &C::ChloBroadcasting}},
      {"broadcast_xor", {O::kXor, &C::ChloBroadcasting}},
      {"broadcast_complex", {O::kComplex, &C::ChloBroadcasting}},
      {"broadcast_compare", {O::kCompare, &C::ChloBroadcasting}},
      {"broadcast_select", {O::kSelect, &C::ChloBroadcasting}},
      // Broadcasting, then a custom-call (no HLO opcode).
      {"broadcast_next_after", {O::kCustomCall, &C::ChloBroadcasting}},
      {"broadcast_polygamma", {O::kCustomCall, &C::ChloBroadcasting}},
      {"broadcast_zeta", {O::kCustomCall, &C::ChloBroadcasting}},
  };
  return *rules;
}

const absl::flat_hash_map<std::string, OpRule>& SdyRules() {
  static const auto* rules = new absl::flat_hash_map<std::string, OpRule>{
      {"mesh", {O::kCustomCall, &C::SdyMeshOp}},
      {"sharding_constraint", {O::kCustomCall, &C::SdyShardingOp}},
      {"reshard", {O::kCustomCall, &C::SdyShardingOp}},
      {"manual_computation", {O::kCall, &C::SdyManualComputation}},
      {"named_computation", {O::kCall, &C::SdyNamedComputation}},
      {"sharding_group", {O::kCustomCall, &C::NoResult}},
      {"propagation_barrier", {O::kCopy, &C::PassThrough}},
      {"data_flow_edge", {O::kCopy, &C::PassThrough}},
      {"constant", {O::kConstant, &C::Constant}},
  };
  return *rules;
}

const absl::flat_hash_map<std::string, OpRule>& OtherRules() {
  static const auto* rules = new absl::flat_hash_map<std::string, OpRule>{
      {"func.call", {O::kCall, &C::FuncCall}},
      {"func.call_indirect", {O::kCall, &C::AsCustomCall}},
      {"arith.constant", {O::kConstant, &C::Constant}},
      // tensor.cast between static/bounded types is a no-op in XLA.
      {"tensor.cast", {O::kCopy, &C::PassThrough}},
  };
  return *rules;
}

//===----------------------------------------------------------------------===//
// Shapes
//===----------------------------------------------------------------------===//

absl::StatusOr<PrimitiveType> Converter::ElementType(mlir::Type type,
                                                     mlir::Operation* op) {
  if (auto quant = llvm::dyn_cast<mlir::quant::QuantizedType>(type)) {
    // Quantized element types import as their storage type.
    unsigned width = quant.getStorageTypeIntegralWidth();
    bool is_signed = quant.isSigned();
    switch (width) {
      case 2: return is_signed ? PrimitiveType::kS2 : PrimitiveType::kU2;
      case 4: return is_signed ? PrimitiveType::kS4 : PrimitiveType::kU4;
      case 8: return is_signed ? PrimitiveType::kS8 : PrimitiveType::kU8;
      case 16: return is_signed ? PrimitiveType::kS16 : PrimitiveType::kU16;
      case 32: return is_signed ? PrimitiveType::kS32 : PrimitiveType::kU32;
      case 64: return is_signed ? PrimitiveType::kS64 : PrimitiveType::kU64;
      default: break;
    }
  }
  if (auto integer = llvm::dyn_cast<mlir::IntegerType>(type)) {
    bool is_unsigned = integer.isUnsigned();
    switch (integer.getWidth()) {
      case 1: return is_unsigned ? PrimitiveType::kU1 : PrimitiveType::kPred;
      case 2: return is_unsigned ? PrimitiveType::kU2 : PrimitiveType::kS2;
      case 4: return is_unsigned ? PrimitiveType::kU4 : PrimitiveType::kS4;
      case 8: return is_unsigned ? PrimitiveType::kU8 : PrimitiveType::kS8;
      case 16: return is_unsigned ? PrimitiveType::kU16 : PrimitiveType::kS16;
      case 32: return is_unsigned ? PrimitiveType::kU32 : PrimitiveType::kS32;
      case 64: return is_unsigned ? PrimitiveType::kU64 : PrimitiveType::kS64;
      default: break;
    }
  } else if (llvm::isa<mlir::IndexType>(type)) {
    return PrimitiveType::kS64;
  } else if (type.isF16()) {
    return PrimitiveType::kF16;
  } else if (type.isF32()) {
    return PrimitiveType::kF32;
  } else if (type.isF64()) {
    return PrimitiveType::kF64;
  } else if (type.isBF16()) {
    return PrimitiveType::kBF16;
  } else if (type.isFloat8E5M2()) {
    return PrimitiveType::kF8E5M2;
  } else if (type.isFloat8E4M3FN()) {
    return PrimitiveType::kF8E4M3FN;
  } else if (type.isFloat8E4M3B11FNUZ()) {
    return PrimitiveType::kF8E4M3B11FNUZ;
  } else if (type.isFloat8E5M2FNUZ()) {
    return PrimitiveType::kF8E5M2FNUZ;
  } else if (type.isFloat8E4M3FNUZ()) {
    return PrimitiveType::kF8E4M3FNUZ;
  } else if (type.isFloat8E4M3()) {
    return PrimitiveType::kF8E4M3;
  } else if (auto complex = llvm::dyn_cast<mlir::ComplexType>(type)) {
    if (complex.getElementType().isF32()) return PrimitiveType::kC64;
    if (complex.getElementType().isF64()) return PrimitiveType::kC128;
  } else if (auto opaque = llvm::dyn_cast<mlir::OpaqueType>(type)) {
    // Float types MLIR 19 lacks, renamed by the text pre-pass.
    if (Sv(opaque.getDialectNamespace().getValue()) == kPrepassTypeDialect) {
      llvm::StringRef name = opaque.getTypeData();
      if (name == "f8E3M4") return PrimitiveType::kF8E3M4;
      if (name == "f4E2M1FN") return PrimitiveType::kF4E2M1FN;
      if (name == "f8E8M0FNU") return PrimitiveType::kF8E8M0FNU;
      return OpError(op, absl::StrCat("element type ", Sv(name),
                                      " has no equivalent in tpusim's HLO IR"));
    }
  }
  return OpError(op, absl::StrCat("unsupported element type ", TypeString(type)));
}

absl::StatusOr<Shape> Converter::ShapeOf(mlir::Type type, mlir::Operation* op,
                                         const std::vector<std::string>& dim_keys,
                                         const std::vector<int64_t>& hints,
                                         const std::vector<std::string>& symbols) {
  if (auto tensor = llvm::dyn_cast<mlir::RankedTensorType>(type)) {
    TPUSIM_ASSIGN_OR_RETURN(PrimitiveType element,
                            ElementType(tensor.getElementType(), op));
    std::vector<int64_t> dims;
    std::vector<bool> dynamic;
    bool any_dynamic = false;
    llvm::ArrayRef<int64_t> bounds;
    if (auto ext = llvm::dyn_cast_or_null<shlo::TypeExtensionsAttr>(
            tensor.getEncoding())) {
      bounds = ext.getBounds();
    }
    for (int64_t i = 0; i < tensor.getRank(); ++i) {
      int64_t d = tensor.getDimSize(i);
      if (!mlir::ShapedType::isDynamic(d)) {
        dims.push_back(d);
        dynamic.push_back(false);
        continue;
      }
      if (i < static_cast<int64_t>(bounds.size()) &&
          !mlir::ShapedType::isDynamic(bounds[i])) {
        // Bounded dynamic dim: XLA allocates the bound (`<=N`).
        dims.push_back(bounds[i]);
        dynamic.push_back(true);
        any_dynamic = true;
        continue;
      }
      // Unbounded: its size follows from the operands, or from a binding
      // (--bind-dim).
      std::optional<int64_t> bound;
      if (i < static_cast<int64_t>(hints.size()) && hints[i] >= 0) bound = hints[i];
      std::vector<std::string> keys;
      for (const std::string& key : dim_keys) {
        keys.push_back(absl::StrCat(key, ".", i));
      }
      if (i < static_cast<int64_t>(symbols.size()) && !symbols[i].empty()) {
        keys.push_back(symbols[i]);
      }
      keys.insert(keys.end(), dim_keys.begin(), dim_keys.end());
      keys.push_back("*");
      for (const std::string& key : keys) {
        if (bound) break;
        auto it = options_.bound_dims.find(key);
        if (it != options_.bound_dims.end()) {
          bound = it->second;
          if (options_.used_bound_dims) options_.used_bound_dims->insert(key);
        }
      }
      if (!bound) {
        // Unbounded, as XLA prints it (`f32[?,4]`): import, lint and graph
        // work on it; commands that size buffers ask for a binding
        // (hlo/ir/unbound_dims.h).
        dims.push_back(kUnboundedSize);
        dynamic.push_back(true);
        any_dynamic = true;
        continue;
      }
      if (*bound < 0) {
        return OpError(op, absl::StrCat("negative size bound for dimension ", i));
      }
      dims.push_back(*bound);
      dynamic.push_back(false);
    }
    return Shape(element, std::move(dims),
                 any_dynamic ? std::move(dynamic) : std::vector<bool>());
  }
  if (auto tuple = llvm::dyn_cast<mlir::TupleType>(type)) {
    std::vector<Shape> elements;
    for (mlir::Type t : tuple.getTypes()) {
      TPUSIM_ASSIGN_OR_RETURN(Shape s, ShapeOf(t, op));
      elements.push_back(std::move(s));
    }
    return Shape::Tuple(std::move(elements));
  }
  if (llvm::isa<shlo::TokenType, hlo_mlir::mhlo::TokenType>(type)) {
    return Shape::Token();
  }
  if (auto future = llvm::dyn_cast<shlo::FutureType>(type)) {
    std::vector<Shape> elements;
    for (mlir::Type t : future.getTypes()) {
      TPUSIM_ASSIGN_OR_RETURN(Shape s, ShapeOf(t, op));
      elements.push_back(std::move(s));
    }
    return elements.size() == 1 ? elements[0] : Shape::Tuple(std::move(elements));
  }
  if (auto bundle = llvm::dyn_cast<hlo_mlir::mhlo::AsyncBundleType>(type)) {
    std::vector<Shape> elements;
    for (mlir::Type t : bundle.getTypes()) {
      TPUSIM_ASSIGN_OR_RETURN(Shape s, ShapeOf(t, op));
      elements.push_back(std::move(s));
    }
    return Shape::Tuple(std::move(elements));
  }
  if (llvm::isa<mlir::UnrankedTensorType>(type)) {
    return OpError(op, absl::StrCat("unranked tensor ", TypeString(type),
                                    " has no HLO shape"));
  }
  if (llvm::isa<mlir::IntegerType, mlir::FloatType, mlir::IndexType,
                mlir::ComplexType>(type)) {
    TPUSIM_ASSIGN_OR_RETURN(PrimitiveType element, ElementType(type, op));
    return Shape(element, {});
  }
  return OpError(op, absl::StrCat("type ", TypeString(type), " has no HLO shape"));
}

std::map<std::pair<unsigned, int64_t>, std::string> Converter::DimSymbols(
    mlir::func::FuncOp entry) {
  std::map<std::pair<unsigned, int64_t>, std::string> symbols;
  if (entry.getBody().empty()) return symbols;
  mlir::Block* block = &entry.getBody().front();
  entry.walk([&](mlir::Operation* op) {
    if (op->getName().getStringRef() != "func.call") return;
    auto callee_name = llvm::dyn_cast_or_null<mlir::FlatSymbolRefAttr>(op->getAttr("callee"));
    if (!callee_name) return;
    auto callee = module_op_.lookupSymbol<mlir::func::FuncOp>(callee_name.getValue());
    if (!callee) return;
    for (unsigned i = 0; i < op->getNumOperands() && i < callee.getNumArguments(); ++i) {
      auto name = callee.getArgAttrOfType<mlir::StringAttr>(i, "jax.global_constant");
      if (!name || name.getValue().empty()) continue;
      mlir::Value value = op->getOperand(i);
      // JAX converts the i32 size to the dim variable's type on the way.
      for (int hops = 0; hops < 8; ++hops) {
        mlir::Operation* def = value.getDefiningOp();
        if (def == nullptr) break;
        llvm::StringRef def_name = def->getName().getStringRef();
        def_name = def_name.substr(def_name.find('.') + 1);
        if ((def_name == "convert" || def_name == "reshape") && def->getNumOperands() == 1) {
          value = def->getOperand(0);
          continue;
        }
        if (def_name != "get_dimension_size" || def->getNumOperands() != 1) break;
        auto arg = llvm::dyn_cast<mlir::BlockArgument>(def->getOperand(0));
        std::optional<int64_t> dim = IntAttr(def, "dimension");
        if (arg && arg.getOwner() == block && dim) {
          symbols.emplace(std::make_pair(arg.getArgNumber(), *dim),
                          std::string(Sv(name.getValue())));
        }
        break;
      }
    }
  });
  return symbols;
}

absl::StatusOr<Shape> Converter::ResultShape(mlir::Operation* op) {
  std::vector<Shape> elements;
  for (unsigned i = 0; i < op->getNumResults(); ++i) {
    mlir::Type type = op->getResult(i).getType();
    std::vector<int64_t> hints;
    auto tensor = llvm::dyn_cast<mlir::RankedTensorType>(type);
    if (tensor && !tensor.hasStaticShape()) {
      hints = InferDims(op, i, tensor.getRank());
    }
    TPUSIM_ASSIGN_OR_RETURN(Shape s, ShapeOf(type, op, {}, hints));
    if (op->getNumResults() == 1) return s;
    elements.push_back(std::move(s));
  }
  return Shape::Tuple(std::move(elements));
}

std::optional<std::vector<int64_t>> Converter::IntegerValues(const Instruction* inst, int depth) {
  // Shape computations are short; a bound keeps untrusted chains cheap.
  constexpr int kMaxDepth = 16;
  constexpr int64_t kMaxElements = 16;
  if (inst == nullptr || depth > kMaxDepth || !inst->shape().IsArray() ||
      inst->shape().rank() > 1 || inst->shape().IsUnbounded()) {
    return std::nullopt;
  }
  const PrimitiveType type = inst->shape().element_type();
  if (type != PrimitiveType::kS32 && type != PrimitiveType::kS64 &&
      type != PrimitiveType::kU32 && type != PrimitiveType::kU64) {
    return std::nullopt;
  }
  absl::StatusOr<int64_t> count = inst->shape().ElementCount();
  if (!count.ok() || *count > kMaxElements) return std::nullopt;
  if (auto it = known_values_.find(inst); it != known_values_.end()) return it->second;
  auto operand = [&](int64_t i) {
    return i < inst->operand_count() ? IntegerValues(inst->operand(i), depth + 1)
                                     : std::optional<std::vector<int64_t>>();
  };
  switch (inst->opcode()) {
    case HloOpcode::kConstant: {
      std::vector<int64_t> values;
      for (absl::string_view part :
           absl::StrSplit(inst->literal(), absl::ByAnyChar("{}, "), absl::SkipEmpty())) {
        int64_t v = 0;
        if (!absl::SimpleAtoi(part, &v)) return std::nullopt;
        values.push_back(v);
      }
      if (static_cast<int64_t>(values.size()) != *count) return std::nullopt;
      return values;
    }
    case HloOpcode::kGetDimensionSize: {
      const std::vector<int64_t>* dims = inst->dimensions();
      if (inst->operand_count() != 1 || dims == nullptr || dims->size() != 1) return std::nullopt;
      const Shape& of = inst->operand(0)->shape();
      const int64_t d = dims->front();
      if (!of.IsArray() || d < 0 || d >= of.rank() || of.dim(d) < 0) return std::nullopt;
      return std::vector<int64_t>{of.dim(d)};
    }
    case HloOpcode::kConvert:
    case HloOpcode::kReshape:
    case HloOpcode::kBitcast:
    case HloOpcode::kCopy:
      return operand(0);
    case HloOpcode::kBroadcast: {
      std::optional<std::vector<int64_t>> v = operand(0);
      if (!v.has_value() || v->size() != 1) return std::nullopt;
      return std::vector<int64_t>(*count, v->front());
    }
    case HloOpcode::kConcatenate: {
      std::vector<int64_t> values;
      for (int64_t i = 0; i < inst->operand_count(); ++i) {
        std::optional<std::vector<int64_t>> v = operand(i);
        if (!v.has_value()) return std::nullopt;
        values.insert(values.end(), v->begin(), v->end());
      }
      return values;
    }
    case HloOpcode::kAdd:
    case HloOpcode::kSubtract:
    case HloOpcode::kMultiply:
    case HloOpcode::kDivide:
    case HloOpcode::kMaximum:
    case HloOpcode::kMinimum: {
      std::optional<std::vector<int64_t>> a = operand(0), b = operand(1);
      if (!a.has_value() || !b.has_value() || a->size() != b->size()) return std::nullopt;
      std::vector<int64_t> values(a->size());
      for (size_t k = 0; k < a->size(); ++k) {
        const int64_t x = (*a)[k], y = (*b)[k];
        std::optional<int64_t> r;
        switch (inst->opcode()) {
          case HloOpcode::kAdd:
            r = CheckedAdd(x, y);
            break;
          case HloOpcode::kSubtract:
            if (y != std::numeric_limits<int64_t>::min()) r = CheckedAdd(x, -y);
            break;
          case HloOpcode::kMultiply:
            r = CheckedMul(x, y);
            break;
          case HloOpcode::kDivide:
            if (y != 0 && !(y == -1 && x == std::numeric_limits<int64_t>::min())) r = x / y;
            break;
          case HloOpcode::kMaximum:
            r = std::max(x, y);
            break;
          default:
            r = std::min(x, y);
            break;
        }
        if (!r.has_value()) return std::nullopt;
        values[k] = *r;
      }
      return values;
    }
    default:
      return std::nullopt;
  }
}

std::vector<int64_t> Converter::InferDims(mlir::Operation* op, unsigned index,
                                          int64_t rank) {
  std::vector<int64_t> dims(rank, -1);
  auto operand_shape = [&](unsigned i) -> const Shape* {
    if (i >= op->getNumOperands()) return nullptr;
    auto it = scope_->values.find(op->getOperand(i));
    if (it == scope_->values.end() || !it->second->shape().IsArray()) return nullptr;
    return &it->second->shape();
  };
  llvm::StringRef name = op->getName().getStringRef();
  name = name.substr(name.find('.') + 1);
  const Shape* first = operand_shape(0);
  // A dynamic op's result dims are the value of its shape operand, when
  // that folds (the export wrapper's 2 * b, from get_dimension_size).
  auto folded = [&](unsigned i) -> std::optional<std::vector<int64_t>> {
    if (i >= op->getNumOperands()) return std::nullopt;
    auto it = scope_->values.find(op->getOperand(i));
    if (it == scope_->values.end()) return std::nullopt;
    std::optional<std::vector<int64_t>> values = IntegerValues(it->second);
    if (!values.has_value() || static_cast<int64_t>(values->size()) != rank) return std::nullopt;
    for (int64_t v : *values) {
      if (v < 0) return std::nullopt;
    }
    return values;
  };
  std::optional<std::vector<int64_t>> shape_operand;
  if (name == "dynamic_broadcast_in_dim" || name == "dynamic_reshape") {
    shape_operand = folded(1);
  } else if (name == "dynamic_iota") {
    shape_operand = folded(0);
  } else if (name == "real_dynamic_slice") {
    std::optional<std::vector<int64_t>> start = folded(1), limit = folded(2), stride = folded(3);
    if (start && limit && stride) {
      shape_operand.emplace(rank, 0);
      for (int64_t i = 0; i < rank; ++i) {
        const int64_t step = (*stride)[i];
        const int64_t span = (*limit)[i] - (*start)[i];
        if (step <= 0 || span < 0) {
          shape_operand.reset();
          break;
        }
        (*shape_operand)[i] = span / step + (span % step != 0 ? 1 : 0);
      }
    }
  }
  if (shape_operand.has_value()) return *shape_operand;
  if (name == "broadcast_in_dim" || name == "dynamic_broadcast_in_dim") {
    std::vector<int64_t> map = I64List(op, "broadcast_dimensions");
    for (size_t k = 0; first && k < map.size() && k < static_cast<size_t>(first->rank()); ++k) {
      if (map[k] >= 0 && map[k] < rank && first->dim(k) != 1) dims[map[k]] = first->dim(k);
    }
  } else if (name == "transpose") {
    std::vector<int64_t> perm = I64List(op, "permutation");
    for (int64_t i = 0; first && i < rank && i < static_cast<int64_t>(perm.size()); ++i) {
      if (perm[i] >= 0 && perm[i] < first->rank()) dims[i] = first->dim(perm[i]);
    }
  } else if (name == "concatenate") {
    int64_t axis = IntAttr(op, "dimension").value_or(0);
    if (axis < 0 || axis >= rank) return dims;
    int64_t total = 0;
    for (unsigned k = 0; k < op->getNumOperands(); ++k) {
      const Shape* s = operand_shape(k);
      if (s == nullptr || s->rank() != rank) return dims;
      // An operand with a `?` (or a bound) along the axis gives no size;
      // static sizes from untrusted files may still overflow the sum.
      std::optional<int64_t> sum =
          s->dim(axis) >= 0 ? CheckedAdd(total, s->dim(axis)) : std::nullopt;
      if (!sum.has_value()) return std::vector<int64_t>(rank, -1);
      total = *sum;
      for (int64_t i = 0; i < rank; ++i) {
        if (i != axis) dims[i] = s->dim(i);
      }
    }
    dims[axis] = total;
  } else if (name == "reduce") {
    std::vector<int64_t> reduced = I64List(op, "dimensions");
    const Shape* s = operand_shape(index);
    if (s == nullptr) return dims;
    int64_t out = 0;
    for (int64_t i = 0; i < s->rank() && out < rank; ++i) {
      if (!llvm::is_contained(reduced, i)) dims[out++] = s->dim(i);
    }
  } else if (name == "dot_general") {
    auto d = llvm::dyn_cast_or_null<shlo::DotDimensionNumbersAttr>(
        op->getAttr("dot_dimension_numbers"));
    const Shape* rhs = operand_shape(1);
    if (!d || first == nullptr || rhs == nullptr) return dims;
    // (Attribute values are untrusted: out-of-range ones give no hint, and
    // DotGeneral reports them.)
    auto in_range = [](llvm::ArrayRef<int64_t> v, int64_t r) {
      return llvm::all_of(v, [&](int64_t x) { return x >= 0 && x < r; });
    };
    if (!in_range(d.getLhsBatchingDimensions(), first->rank()) ||
        !in_range(d.getLhsContractingDimensions(), first->rank()) ||
        !in_range(d.getRhsBatchingDimensions(), rhs->rank()) ||
        !in_range(d.getRhsContractingDimensions(), rhs->rank())) {
      return dims;
    }
    std::vector<int64_t> out;
    for (int64_t b : d.getLhsBatchingDimensions()) out.push_back(first->dim(b));
    for (int64_t i = 0; i < first->rank(); ++i) {
      if (!llvm::is_contained(d.getLhsBatchingDimensions(), i) &&
          !llvm::is_contained(d.getLhsContractingDimensions(), i)) {
        out.push_back(first->dim(i));
      }
    }
    for (int64_t i = 0; i < rhs->rank(); ++i) {
      if (!llvm::is_contained(d.getRhsBatchingDimensions(), i) &&
          !llvm::is_contained(d.getRhsContractingDimensions(), i)) {
        out.push_back(rhs->dim(i));
      }
    }
    if (static_cast<int64_t>(out.size()) == rank) dims = out;
  } else if (name == "reshape" || name == "dynamic_reshape") {
    auto tensor = llvm::cast<mlir::RankedTensorType>(op->getResult(index).getType());
    absl::StatusOr<int64_t> count = first ? first->ElementCount() : absl::StatusOr<int64_t>(0);
    int64_t known = 1, unknown = -1;
    for (int64_t i = 0; i < rank; ++i) {
      if (tensor.isDynamicDim(i)) {
        if (unknown >= 0) return dims;  // several `?`: ambiguous
        unknown = i;
      } else {
        known *= tensor.getDimSize(i);
      }
    }
    if (count.ok() && *count > 0 && unknown >= 0 && known > 0 && *count % known == 0) {
      dims[unknown] = *count / known;
    }
  } else {
    // Elementwise (same-rank operands): size from any operand.
    for (unsigned k = 0; k < op->getNumOperands(); ++k) {
      const Shape* s = operand_shape(k);
      if (s == nullptr || s->rank() != rank) continue;
      for (int64_t i = 0; i < rank; ++i) {
        if (dims[i] < 0) dims[i] = s->dim(i);
      }
    }
    bool elementwise = false;
    static constexpr const char* kShapePreserving[] = {
        "select", "clamp", "compare", "dynamic_update_slice", "map",
        "bitcast_convert", "reduce_precision", "uniform_quantize",
        "uniform_dequantize", "optimization_barrier", "all_reduce",
        "collective_permute", "sharding_constraint", "reshard", "cholesky",
        "triangular_solve", "custom_call"};
    for (const char* n : kShapePreserving) elementwise |= name == n;
    auto rule = CoreRules().find(std::string(Sv(name)));
    if (rule != CoreRules().end() && IsElementwise(rule->second.opcode)) elementwise = true;
    if (!elementwise) return std::vector<int64_t>(rank, -1);
  }
  return dims;
}

//===----------------------------------------------------------------------===//
// Instructions
//===----------------------------------------------------------------------===//

absl::StatusOr<Instruction*> Converter::Get(mlir::Operation* op,
                                            mlir::Value value) {
  auto it = scope_->values.find(value);
  if (it != scope_->values.end()) return it->second;
  return OpError(op, "uses a value that is not available here (defined later, "
                     "or outside a region that cannot capture it)");
}

absl::StatusOr<Instruction*> Converter::OperandAt(mlir::Operation* op,
                                                 unsigned i) {
  if (i >= op->getNumOperands()) {
    return OpError(op, absl::StrCat("needs at least ", i + 1, " operand(s), has ",
                                    op->getNumOperands()));
  }
  return Get(op, op->getOperand(i));
}

absl::StatusOr<std::vector<Instruction*>> Converter::Operands(
    mlir::Operation* op, size_t begin, size_t count) {
  std::vector<Instruction*> out;
  size_t end = count == size_t(-1) ? op->getNumOperands()
                                   : std::min<size_t>(op->getNumOperands(), begin + count);
  for (size_t i = begin; i < end; ++i) {
    TPUSIM_ASSIGN_OR_RETURN(Instruction * inst, Get(op, op->getOperand(i)));
    out.push_back(inst);
  }
  return out;
}

Instruction* Converter::Add(HloOpcode opcode, Shape shape,
                            const std::vector<Instruction*>& operands,
                            mlir::Operation* op, absl::string_view name) {
  int64_t id = ++next_id_;
  std::string inst_name =
      absl::StrCat(name.empty() ? HloOpcodeString(opcode) : name, ".", id);
  auto inst = std::make_unique<Instruction>(std::move(inst_name), opcode,
                                            std::move(shape));
  inst->set_id(id);
  for (Instruction* operand : operands) inst->AppendOperand(operand);
  if (op != nullptr) {
    SetMetadata(inst.get(), op->getLoc());
    inst->set_input_location(LocationOf(op));
  }
  return scope_->computation->AddInstruction(std::move(inst));
}

absl::Status Converter::SetResults(mlir::Operation* op, Instruction* inst) {
  if (op->getNumResults() == 1) {
    scope_->values[op->getResult(0)] = inst;
    return absl::OkStatus();
  }
  if (op->getNumResults() == 0) return absl::OkStatus();
  if (!inst->shape().IsTuple() ||
      inst->shape().tuple_shapes().size() != op->getNumResults()) {
    return OpError(op, absl::StrCat("has ", op->getNumResults(),
                                    " results but produces ",
                                    inst->shape().ToString(false)));
  }
  for (unsigned i = 0; i < op->getNumResults(); ++i) {
    const Shape& element = inst->shape().tuple_shapes()[i];
    Instruction* gte = Add(HloOpcode::kGetTupleElement, element, {inst}, op);
    gte->AddAttribute(Attribute::Int("index", i));
    scope_->values[op->getResult(i)] = gte;
  }
  return absl::OkStatus();
}

Instruction* Converter::MakeTuple(const std::vector<Instruction*>& elements,
                                  mlir::Operation* op) {
  std::vector<Shape> shapes;
  for (Instruction* e : elements) shapes.push_back(e->shape());
  return Add(HloOpcode::kTuple, Shape::Tuple(std::move(shapes)), elements, op);
}

Instruction* Converter::BroadcastInDimHlo(Instruction* operand,
                                         const Shape& shape,
                                         const std::vector<int64_t>& dims,
                                         mlir::Operation* op) {
  const Shape& s = operand->shape();
  std::vector<int64_t> kept_dims, kept_sizes;
  for (int64_t i = 0; i < s.rank() && i < static_cast<int64_t>(dims.size()); ++i) {
    int64_t d = dims[i];
    bool expands = s.dim(i) == 1 && d >= 0 && d < shape.rank() && shape.dim(d) != 1;
    if (expands) continue;
    kept_dims.push_back(d);
    kept_sizes.push_back(s.dim(i));
  }
  if (kept_dims.size() != static_cast<size_t>(s.rank())) {
    operand = Add(HloOpcode::kReshape, Shape(s.element_type(), kept_sizes),
                  {operand}, op);
  }
  return BroadcastTo(operand, shape, std::move(kept_dims), op);
}

Instruction* Converter::BroadcastTo(Instruction* operand, const Shape& shape,
                                    std::vector<int64_t> dims,
                                    mlir::Operation* op) {
  Shape target(operand->shape().element_type(), shape.dims(), shape.dynamic_dims());
  Instruction* b = Add(HloOpcode::kBroadcast, std::move(target), {operand}, op);
  b->AddAttribute(Attribute::IntList("dimensions", std::move(dims)));
  return b;
}

absl::Status Converter::CheckDims(mlir::Operation* op, absl::string_view what,
                                  const std::vector<int64_t>& dims,
                                  int64_t rank, int64_t count) {
  if (count >= 0 && static_cast<int64_t>(dims.size()) != count) {
    return OpError(op, absl::StrCat(what, " has ", dims.size(),
                                    " entries, expected ", count));
  }
  for (int64_t d : dims) {
    if (d < 0 || d >= rank) {
      return OpError(op, absl::StrCat(what, " entry ", d,
                                      " is out of range for rank ", rank));
    }
  }
  return absl::OkStatus();
}

std::optional<int64_t> Converter::IntAttr(mlir::Operation* op,
                                          llvm::StringRef name) {
  mlir::Attribute attr = op->getAttr(name);
  if (auto i = llvm::dyn_cast_or_null<mlir::IntegerAttr>(attr)) {
    return i.getValue().getSExtValue();
  }
  if (auto b = llvm::dyn_cast_or_null<mlir::BoolAttr>(attr)) return b.getValue();
  if (auto f = llvm::dyn_cast_or_null<mlir::FloatAttr>(attr)) {
    return static_cast<int64_t>(f.getValueAsDouble());
  }
  return std::nullopt;
}

bool Converter::BoolAttr(mlir::Operation* op, llvm::StringRef name) {
  mlir::Attribute attr = op->getAttr(name);
  if (!attr) return false;
  if (auto b = llvm::dyn_cast<mlir::BoolAttr>(attr)) return b.getValue();
  if (auto i = llvm::dyn_cast<mlir::IntegerAttr>(attr)) return i.getInt() != 0;
  return llvm::isa<mlir::UnitAttr>(attr);
}

std::vector<std::vector<int64_t>> Converter::I64Matrix(mlir::Operation* op,
                                                       llvm::StringRef name) {
  std::vector<std::vector<int64_t>> rows;
  auto dense = llvm::dyn_cast_or_null<mlir::DenseIntElementsAttr>(op->getAttr(name));
  if (!dense) return rows;
  auto type = llvm::cast<mlir::ShapedType>(dense.getType());
  int64_t cols = type.getRank() >= 2 ? type.getDimSize(type.getRank() - 1) : 1;
  if (cols <= 0) return rows;
  std::vector<int64_t> row;
  for (const llvm::APInt& v : dense.getValues<llvm::APInt>()) {
    row.push_back(v.getSExtValue());
    if (static_cast<int64_t>(row.size()) == cols) {
      rows.push_back(std::move(row));
      row.clear();
    }
  }
  return rows;
}

void Converter::AddPrecision(Instruction* inst, mlir::Operation* op) {
  auto list = llvm::dyn_cast_or_null<mlir::ArrayAttr>(op->getAttr("precision_config"));
  if (!list) return;
  std::vector<std::string> values;
  bool all_default = true;
  for (mlir::Attribute a : list) {
    auto p = llvm::dyn_cast<shlo::PrecisionAttr>(a);
    std::string text = p ? absl::AsciiStrToLower(Sv(shlo::stringifyPrecision(p.getValue())))
                         : std::string("default");
    all_default &= text == "default";
    values.push_back(std::move(text));
  }
  // XLA prints operand_precision only when some operand is not DEFAULT.
  if (all_default) return;
  inst->AddAttribute({"operand_precision", AttrKind::kIdentList, values});
}

void Converter::AddChannel(Instruction* inst, mlir::Operation* op) {
  auto handle = llvm::dyn_cast_or_null<shlo::ChannelHandleAttr>(op->getAttr("channel_handle"));
  if (handle && handle.getHandle() > 0) {
    inst->AddAttribute(Attribute::Int("channel_id", handle.getHandle()));
  }
}

void Converter::AddReplicaGroups(Instruction* inst, mlir::Operation* op) {
  mlir::Attribute groups = op->getAttr("replica_groups");
  if (llvm::isa_and_nonnull<mlir::DenseIntElementsAttr>(groups)) {
    std::vector<std::vector<int64_t>> rows = I64Matrix(op, "replica_groups");
    // Padding entries (-1) of ragged groups are dropped, as in XLA.
    for (auto& row : rows) {
      row.erase(std::remove(row.begin(), row.end(), -1), row.end());
    }
    inst->AddAttribute({"replica_groups", AttrKind::kIntLists, rows});
  } else if (groups) {
    inst->AddAttribute(Attribute::Raw("replica_groups", ToString(groups)));
  }
}

Window Converter::MakeWindow(const std::vector<int64_t>& sizes,
                             const std::vector<int64_t>& strides,
                             const std::vector<int64_t>& padding,
                             const std::vector<int64_t>& lhs_dilation,
                             const std::vector<int64_t>& rhs_dilation,
                             const std::vector<int64_t>& reversal) {
  Window window;
  for (size_t i = 0; i < sizes.size(); ++i) {
    WindowDim d;
    d.size = sizes[i];
    if (i < strides.size()) d.stride = strides[i];
    if (2 * i + 1 < padding.size()) {
      d.padding_low = padding[2 * i];
      d.padding_high = padding[2 * i + 1];
    }
    if (i < lhs_dilation.size()) d.base_dilation = lhs_dilation[i];
    if (i < rhs_dilation.size()) d.window_dilation = rhs_dilation[i];
    if (i < reversal.size()) d.window_reversal = reversal[i] != 0;
    window.dims.push_back(d);
  }
  return window;
}

//===----------------------------------------------------------------------===//
// Metadata, shardings, literals
//===----------------------------------------------------------------------===//

namespace {

void CollectNames(mlir::Location loc, std::vector<std::string>& names,
                  std::vector<std::string>& types) {
  if (auto name = llvm::dyn_cast<mlir::NameLoc>(loc)) {
    llvm::StringRef text = name.getName().strref().split('@').first;
    if (text.ends_with(":")) {
      types.push_back(text.drop_back().str());
    } else if (!text.empty()) {
      names.push_back(text.str());
    }
    CollectNames(name.getChildLoc(), names, types);
  } else if (auto call = llvm::dyn_cast<mlir::CallSiteLoc>(loc)) {
    CollectNames(call.getCallee(), names, types);
  } else if (auto fused = llvm::dyn_cast<mlir::FusedLoc>(loc)) {
    for (mlir::Location l : fused.getLocations()) CollectNames(l, names, types);
  }
}

// The innermost source position: the callee of a call-site stack, the last
// file position of a fused location.
std::optional<mlir::FileLineColLoc> SourcePosition(mlir::Location loc) {
  if (auto file = llvm::dyn_cast<mlir::FileLineColLoc>(loc)) return file;
  if (auto name = llvm::dyn_cast<mlir::NameLoc>(loc)) {
    return SourcePosition(name.getChildLoc());
  }
  if (auto call = llvm::dyn_cast<mlir::CallSiteLoc>(loc)) {
    return SourcePosition(call.getCallee());
  }
  if (auto fused = llvm::dyn_cast<mlir::FusedLoc>(loc)) {
    std::optional<mlir::FileLineColLoc> last;
    for (mlir::Location l : fused.getLocations()) {
      if (auto p = SourcePosition(l)) last = p;
    }
    return last;
  }
  return std::nullopt;
}

}  // namespace

void Converter::SetMetadata(Instruction* inst, mlir::Location loc,
                            bool names_only) {
  // XLA's CreateOpMetadataFromLocation: op_name joins the name locations
  // (JAX's `jit(f)/jit(main)/dot_general`), op_type the names ending in
  // ':', and the source position comes from the innermost file location.
  if (llvm::isa<mlir::UnknownLoc>(loc)) return;
  OpMetadata metadata;
  std::vector<std::string> names, types;
  CollectNames(loc, names, types);
  metadata.op_name = absl::StrJoin(names, ";");
  metadata.op_type = absl::StrJoin(types, ";");
  if (names_only && metadata.op_name.empty()) return;
  if (std::optional<mlir::FileLineColLoc> pos = SourcePosition(loc)) {
    metadata.source_file = std::string(Sv(pos->getFilename().getValue()));
    metadata.source_line = pos->getLine();
  }
  if (!metadata.empty()) inst->set_metadata(std::move(metadata));
}

std::optional<std::string> Converter::ShardingText(mlir::Attribute attr,
                                                   size_t result_count) {
  if (!attr) return std::nullopt;
  llvm::StringRef data;
  if (auto s = llvm::dyn_cast<mlir::StringAttr>(attr)) {
    // mhlo.sharding: already XLA's sharding text; "" means none. A string
    // holding `#sdy.sharding...` is Shardy text kept in a frontend
    // attribute (`xla.sdy.sharding`, XLA's Shardy round trip).
    if (s.getValue().empty()) return std::nullopt;
    if (!s.getValue().starts_with("#sdy.")) return std::string(Sv(s.getValue()));
    data = s.getValue().drop_front(5);
  } else {
    auto opaque = llvm::dyn_cast<mlir::OpaqueAttr>(attr);
    if (!opaque || opaque.getDialectNamespace() != "sdy") return std::nullopt;
    data = opaque.getAttrData();
  }
  auto convert = [&](const SdyTensorSharding& s) -> std::optional<std::string> {
    SdyMesh mesh;
    if (!s.inline_mesh) {
      auto it = meshes_.find(s.mesh_name);
      if (it == meshes_.end()) return std::nullopt;
      mesh = it->second;
    }
    absl::StatusOr<std::string> text = SdyToHloSharding(s, mesh);
    if (!text.ok()) return std::nullopt;
    return *text;
  };
  if (data.starts_with("sharding_per_value")) {
    absl::StatusOr<std::vector<SdyTensorSharding>> list =
        ParseSdyShardingList(Sv(data));
    if (!list.ok() || list->size() != result_count) return std::nullopt;
    std::vector<std::string> parts;
    for (const SdyTensorSharding& s : *list) {
      std::optional<std::string> text = convert(s);
      if (!text) return std::nullopt;
      parts.push_back(*text);
    }
    if (parts.size() == 1) return parts[0];
    return absl::StrCat("{", absl::StrJoin(parts, ", "), "}");
  }
  if (data.starts_with("sharding")) {
    absl::StatusOr<SdyTensorSharding> s = ParseSdyTensorSharding(Sv(data));
    if (!s.ok()) return std::nullopt;
    return convert(*s);
  }
  return std::nullopt;
}

std::optional<std::string> Converter::ShardingOf(mlir::DictionaryAttr attrs) {
  if (!attrs) return std::nullopt;
  if (auto s = ShardingText(attrs.get("mhlo.sharding"), 1)) return s;
  if (auto s = ShardingText(attrs.get("sdy.sharding"), 1)) return s;
  if (auto frontend = llvm::dyn_cast_or_null<mlir::DictionaryAttr>(
          attrs.get("mhlo.frontend_attributes"))) {
    return ShardingText(frontend.get("xla.sdy.sharding"), 1);
  }
  return std::nullopt;
}

void Converter::AddOpAttributes(Instruction* inst, mlir::Operation* op) {
  if (std::optional<std::string> sharding =
          ShardingText(op->getAttr("mhlo.sharding"), op->getNumResults())) {
    inst->AddAttribute(Attribute::Raw("sharding", *sharding));
  } else if (std::optional<std::string> sdy =
                 ShardingText(op->getAttr("sdy.sharding"), op->getNumResults())) {
    inst->AddAttribute(Attribute::Raw("sharding", *sdy));
  } else if (auto frontend = llvm::dyn_cast_or_null<mlir::DictionaryAttr>(
                 op->getAttr("mhlo.frontend_attributes"))) {
    if (std::optional<std::string> kept =
            ShardingText(frontend.get("xla.sdy.sharding"), op->getNumResults())) {
      inst->AddAttribute(Attribute::Raw("sharding", *kept));
    }
  }
  if (auto dict = llvm::dyn_cast_or_null<mlir::DictionaryAttr>(
          op->getAttr("mhlo.frontend_attributes"))) {
    std::vector<std::string> parts;
    for (mlir::NamedAttribute entry : dict) {
      std::string value;
      if (auto s = llvm::dyn_cast<mlir::StringAttr>(entry.getValue())) {
        value = std::string(Sv(s.getValue()));
      } else {
        value = ToString(entry.getValue());
      }
      parts.push_back(absl::StrCat(Sv(entry.getName().getValue()), "=\"",
                                   absl::CEscape(value), "\""));
    }
    if (!parts.empty()) {
      inst->AddAttribute(Attribute::Raw(
          "frontend_attributes", absl::StrCat("{", absl::StrJoin(parts, ","), "}")));
    }
  }
}

std::string Converter::LiteralText(mlir::Attribute value, const Shape& shape) {
  auto elements = llvm::dyn_cast_or_null<mlir::DenseElementsAttr>(value);
  // Values of element types MLIR 19 does not know (the pre-pass's
  // !tpusim.f8E3M4 ...) are not readable: the literal is elided, the shape
  // is exact.
  if (llvm::isa_and_nonnull<mlir::DenseStringElementsAttr>(value)) return "{...}";
  if (!elements) {
    if (auto i = llvm::dyn_cast_or_null<mlir::IntegerAttr>(value)) {
      if (i.getType().isInteger(1)) return i.getValue().isZero() ? "false" : "true";
      return i.getType().isUnsignedInteger()
                 ? std::to_string(i.getValue().getZExtValue())
                 : std::to_string(i.getValue().getSExtValue());
    }
    if (auto f = llvm::dyn_cast_or_null<mlir::FloatAttr>(value)) {
      return FloatText(f.getValue());
    }
    return "{...}";  // dense_resource<...>, elided or opaque data
  }
  int64_t count = elements.getNumElements();
  if (count > kMaxLiteralElements && !elements.isSplat()) return "{...}";
  // The value's own shape may differ from the result's (quantized
  // constants, malformed input): print values only when they line up.
  absl::StatusOr<int64_t> expected = shape.ElementCount();
  if (!elements.isSplat() && (!expected.ok() || *expected != count)) return "{...}";
  mlir::Type element_type = elements.getElementType();
  auto text_of = [&](int64_t index) -> std::string {
    if (auto it = elements.tryGetValues<llvm::APInt>(); mlir::succeeded(it)) {
      llvm::APInt v = (*it)[index];
      if (element_type.isInteger(1)) return v.isZero() ? "false" : "true";
      return element_type.isUnsignedInteger() ? std::to_string(v.getZExtValue())
                                               : std::to_string(v.getSExtValue());
    }
    if (auto it = elements.tryGetValues<llvm::APFloat>(); mlir::succeeded(it)) {
      return FloatText((*it)[index]);
    }
    if (auto it = elements.tryGetValues<std::complex<llvm::APFloat>>();
        mlir::succeeded(it)) {
      std::complex<llvm::APFloat> c = (*it)[index];
      return absl::StrCat("(", FloatText(c.real()), ", ", FloatText(c.imag()), ")");
    }
    return "0";
  };
  if (shape.rank() == 0) return text_of(0);
  if (count > kMaxLiteralElements) return "{...}";
  // Nested braces, row-major.
  std::string out;
  std::vector<int64_t> dims = shape.dims();
  std::function<void(size_t, int64_t&)> emit = [&](size_t dim, int64_t& index) {
    out += "{";
    for (int64_t i = 0; i < dims[dim]; ++i) {
      if (i) out += ", ";
      if (dim + 1 == dims.size()) {
        out += text_of(elements.isSplat() ? 0 : index++);
      } else {
        emit(dim + 1, index);
      }
    }
    out += "}";
  };
  int64_t index = 0;
  emit(0, index);
  return out;
}

std::optional<std::vector<int64_t>> Converter::ConstantInts(mlir::Value value) {
  mlir::Operation* def = value.getDefiningOp();
  if (def == nullptr || !def->getName().getStringRef().ends_with("constant")) {
    return std::nullopt;
  }
  auto elements = llvm::dyn_cast_or_null<mlir::DenseIntElementsAttr>(def->getAttr("value"));
  if (!elements) return std::nullopt;
  return ToStd(ReadI64List(elements));
}

//===----------------------------------------------------------------------===//
// Functions and regions
//===----------------------------------------------------------------------===//

std::vector<mlir::Value> Converter::CapturedValues(
    mlir::MutableArrayRef<mlir::Region> regions) {
  llvm::SetVector<mlir::Value> captured;
  for (mlir::Region& region : regions) {
    const std::vector<mlir::Value>& inner = RegionCaptures(region);
    captured.insert(inner.begin(), inner.end());
  }
  return std::vector<mlir::Value>(captured.begin(), captured.end());
}

// Bottom-up, once per region: an op directly in `region` can only use values
// of `region` or of the regions around it (MLIR's visibility rule), so a value
// is captured exactly when it is not defined in `region` itself; a nested
// region's captures are filtered the same way. Linear in the program, where
// walking every nested region again at every level was cubic in the depth.
// The order is the first use in a post-order walk, as the tuples XLA builds.
const std::vector<mlir::Value>& Converter::RegionCaptures(mlir::Region& region) {
  auto cached = region_captures_.find(&region);
  if (cached != region_captures_.end()) return cached->second;
  llvm::SetVector<mlir::Value> captured;
  for (mlir::Block& block : region) {
    for (mlir::Operation& op : block) {
      for (mlir::Region& nested : op.getRegions()) {
        for (mlir::Value v : RegionCaptures(nested)) {
          if (v.getParentRegion() != &region) captured.insert(v);
        }
      }
      for (mlir::Value v : op.getOperands()) {
        if (v.getParentRegion() != &region) captured.insert(v);
      }
    }
  }
  return region_captures_[&region] =
             std::vector<mlir::Value>(captured.begin(), captured.end());
}

absl::StatusOr<Computation*> Converter::RegionComputation(
    mlir::Region& region, mlir::Operation* owner, bool tuple_params,
    const std::vector<mlir::Value>& captures, bool tuple_root,
    bool return_captures) {
  if (region.empty()) return OpError(owner, "has an empty region");
  if (!region.hasOneBlock()) {
    return OpError(owner, "has a region with several blocks (control flow "
                          "between blocks has no HLO form)");
  }
  mlir::Block& block = region.front();
  // Shapes of the inputs: block arguments, then captured values.
  std::vector<mlir::Value> inputs(block.getArguments().begin(),
                                  block.getArguments().end());
  inputs.insert(inputs.end(), captures.begin(), captures.end());
  std::vector<Shape> shapes;
  for (mlir::Value v : inputs) {
    if (llvm::is_contained(captures, v)) {
      TPUSIM_ASSIGN_OR_RETURN(Instruction * outer, Get(owner, v));
      shapes.push_back(outer->shape());
    } else {
      TPUSIM_ASSIGN_OR_RETURN(Shape s, ShapeOf(v.getType(), owner));
      shapes.push_back(std::move(s));
    }
  }
  auto computation = std::make_unique<Computation>(
      absl::StrCat("region_", region_count_++, ".", next_id_ + 1));
  computation->set_input_location(LocationOf(owner));
  Computation* comp = module_->AddComputation(std::move(computation));
  Scope scope;
  scope.computation = comp;
  Scope* saved = scope_;
  scope_ = &scope;
  if (tuple_params) {
    Instruction* param =
        Add(HloOpcode::kParameter, shapes.size() == 1 ? shapes[0] : Shape::Tuple(shapes),
            {}, nullptr, "Arg_0");
    param->set_parameter_number(0);
    if (shapes.size() == 1) {
      param->set_input_location(LocationOf(inputs[0]));
      scope.values[inputs[0]] = param;
    } else {
      for (size_t i = 0; i < inputs.size(); ++i) {
        Instruction* gte = Add(HloOpcode::kGetTupleElement, shapes[i], {param}, nullptr);
        gte->AddAttribute(Attribute::Int("index", static_cast<int64_t>(i)));
        gte->set_input_location(LocationOf(inputs[i]));  // The block argument it reads.
        scope.values[inputs[i]] = gte;
      }
    }
  } else {
    for (size_t i = 0; i < inputs.size(); ++i) {
      Instruction* param = Add(HloOpcode::kParameter, shapes[i], {}, nullptr,
                               absl::StrCat("Arg_", i));
      param->set_parameter_number(static_cast<int64_t>(i));
      param->set_input_location(LocationOf(inputs[i]));  // Unknown for a capture.
      scope.values[inputs[i]] = param;
    }
  }
  std::vector<Instruction*> returned;
  absl::Status status = ConvertBlockOps(block, owner, &returned);
  if (status.ok() && return_captures) {
    for (mlir::Value v : captures) returned.push_back(scope.values[v]);
  }
  if (status.ok()) {
    if (returned.size() == 1 && !tuple_root) {
      comp->set_root(returned[0]);
    } else {
      comp->set_root(MakeTuple(returned, nullptr));
    }
  }
  scope_ = saved;
  TPUSIM_RETURN_IF_ERROR(status);
  return comp;
}

absl::Status Converter::ConvertBlockOps(mlir::Block& block, mlir::Operation* owner,
                                        std::vector<Instruction*>* returned) {
  for (mlir::Operation& op : block) {
    if (op.hasTrait<mlir::OpTrait::IsTerminator>()) {
      TPUSIM_ASSIGN_OR_RETURN(*returned, Operands(&op));
      return absl::OkStatus();
    }
    TPUSIM_RETURN_IF_ERROR(ConvertOp(&op));
  }
  return OpError(owner, "has a region without a return");
}

absl::StatusOr<Computation*> Converter::FunctionComputation(
    mlir::func::FuncOp func, const std::vector<std::vector<int64_t>>& arg_dims,
    const std::vector<std::vector<int64_t>>& arg_values) {
  std::string name(Sv(func.getSymName()));
  // Which sizes the call gives the function's `?` argument dims: the cache
  // key, so that calls with other sizes get their own computation.
  // `--bind-dim '*=N'` asks for N everywhere, callees included: the call's
  // sizes would disagree with the `?` dims the callee computes itself
  // (a dynamic_broadcast_in_dim to 5 * b, with b an argument's value).
  std::vector<std::vector<int64_t>> hints(func.getNumArguments());
  std::string specialization;
  const bool every_dim_bound = options_.bound_dims.contains("*");
  for (unsigned i = 0; i < func.getNumArguments() && i < arg_dims.size() && !every_dim_bound;
       ++i) {
    auto tensor = llvm::dyn_cast<mlir::RankedTensorType>(func.getArgumentTypes()[i]);
    if (!tensor || static_cast<int64_t>(arg_dims[i].size()) != tensor.getRank()) continue;
    for (int64_t d = 0; d < tensor.getRank(); ++d) {
      const bool given = tensor.isDynamicDim(d) && arg_dims[i][d] >= 0;
      hints[i].push_back(given ? arg_dims[i][d] : -1);
      if (given) absl::StrAppend(&specialization, "|", i, ".", d, "=", arg_dims[i][d]);
    }
  }
  // Values specialize only a function with `?` in its signature: a static
  // helper called with other constants stays one computation.
  bool dynamic_signature = false;
  for (mlir::Type type : llvm::concat<const mlir::Type>(func.getArgumentTypes(),
                                                        func.getResultTypes())) {
    auto tensor = llvm::dyn_cast<mlir::RankedTensorType>(type);
    dynamic_signature |= tensor && !tensor.hasStaticShape();
  }
  const bool specialize_values = !every_dim_bound && dynamic_signature;
  for (unsigned i = 0; i < arg_values.size() && specialize_values; ++i) {
    if (!arg_values[i].empty()) {
      absl::StrAppend(&specialization, "|", i, "={", absl::StrJoin(arg_values[i], ","), "}");
    }
  }
  const std::string key = name + specialization;
  if (auto it = functions_.find(key); it != functions_.end()) return it->second;
  if (func.isExternal()) {
    return OpError(func, absl::StrCat("function @", name, " has no body"));
  }
  if (auto it = converting_.find(name); it != converting_.end() && it->second) {
    return OpError(func, absl::StrCat("function @", name,
                                      " is recursive; HLO has no recursion"));
  }
  converting_[name] = true;
  mlir::Block& block = func.getBody().front();
  bool is_entry = func == entry_func_;
  std::string computation_name = SanitizeName(name);
  if (computation_name != name || module_->FindComputation(computation_name)) {
    // Keep names unique after sanitizing (`@"<lambda>"`, `@_lambda_`).
    for (int k = 1; module_->FindComputation(computation_name) != nullptr; ++k) {
      computation_name = absl::StrCat(SanitizeName(name), ".", k);
    }
  }
  auto owned = std::make_unique<Computation>(computation_name);
  owned->set_input_location(LocationOf(func.getOperation()));
  Computation* comp = module_->AddComputation(std::move(owned));
  Scope scope;
  scope.computation = comp;
  Scope* saved = scope_;
  scope_ = &scope;
  absl::Status status = absl::OkStatus();
  std::map<std::pair<unsigned, int64_t>, std::string> dim_symbols;
  if (is_entry) dim_symbols = DimSymbols(func);
  for (unsigned i = 0; i < block.getNumArguments() && status.ok(); ++i) {
    mlir::BlockArgument arg = block.getArgument(i);
    mlir::DictionaryAttr arg_attrs = func.getArgAttrDict(i);
    std::vector<std::string> keys;
    std::string arg_name;
    if (auto loc = llvm::dyn_cast<mlir::NameLoc>(arg.getLoc())) {
      arg_name = std::string(Sv(loc.getName().getValue()));
    }
    if (is_entry) {
      keys.push_back(std::to_string(i));
      if (!arg_name.empty()) keys.push_back(arg_name);
    }
    // Per dim: the symbol's name, which is also a --bind-dim key.
    std::vector<std::string> symbols;
    if (auto tensor = llvm::dyn_cast<mlir::RankedTensorType>(arg.getType())) {
      for (int64_t d = 0; d < tensor.getRank(); ++d) {
        auto it = dim_symbols.find({i, d});
        symbols.push_back(it == dim_symbols.end() ? "" : it->second);
      }
    }
    absl::StatusOr<Shape> shape = ShapeOf(arg.getType(), func, keys, hints[i], symbols);
    if (!shape.ok()) {
      status = shape.status();
      error_argument_ = static_cast<int>(i);
      break;
    }
    Instruction* param = Add(HloOpcode::kParameter, *std::move(shape), {}, nullptr,
                             absl::StrCat("Arg_", i));
    param->set_parameter_number(i);
    param->set_input_location(LocationOf(mlir::Value(arg)));
    if (specialize_values && i < arg_values.size() && !arg_values[i].empty()) {
      known_values_[param] = arg_values[i];
    }
    // Kept for the messages that ask for a binding (hlo/ir/unbound_dims.h).
    if (param->shape().IsUnbounded() &&
        std::any_of(symbols.begin(), symbols.end(), [](const std::string& s) { return !s.empty(); })) {
      param->AddAttribute(Attribute::Raw(
          "frontend_attributes",
          absl::StrCat("{dim_symbols=\"", absl::CEscape(absl::StrJoin(symbols, ",")), "\"}")));
    }
    // JAX names arguments with `loc("x")`.
    SetMetadata(param, arg.getLoc(), /*names_only=*/true);
    if (std::optional<std::string> sharding = ShardingOf(arg_attrs)) {
      param->AddAttribute(Attribute::Raw("sharding", *sharding));
    }
    scope.values[arg] = param;
  }
  std::vector<Instruction*> returned;
  if (status.ok()) status = ConvertBlockOps(block, func, &returned);
  if (status.ok()) {
    if (returned.size() == 1) {
      comp->set_root(returned[0]);
    } else {
      comp->set_root(MakeTuple(returned, nullptr));
    }
    // Entry result shardings go on the root (a tuple sharding for several
    // results); a returned parameter keeps its argument sharding.
    Instruction* root = comp->root();
    if (is_entry && root->opcode() != HloOpcode::kParameter &&
        root->FindAttribute("sharding") == nullptr) {
      std::vector<std::string> shardings;
      bool any = false;
      for (unsigned i = 0; i < func.getNumResults(); ++i) {
        std::optional<std::string> s = ShardingOf(func.getResultAttrDict(i));
        any |= s.has_value();
        shardings.push_back(s.value_or("{replicated}"));
      }
      if (any) {
        root->AddAttribute(Attribute::Raw(
            "sharding", shardings.size() == 1
                            ? shardings[0]
                            : absl::StrCat("{", absl::StrJoin(shardings, ", "), "}")));
      }
    }
  }
  scope_ = saved;
  converting_[name] = false;
  TPUSIM_RETURN_IF_ERROR(status);
  functions_[key] = comp;
  return comp;
}

absl::StatusOr<Computation*> Converter::FunctionComputationByName(
    mlir::Operation* user, llvm::StringRef name,
    const std::vector<std::vector<int64_t>>& arg_dims,
    const std::vector<std::vector<int64_t>>& arg_values) {
  auto func = module_op_.lookupSymbol<mlir::func::FuncOp>(name);
  if (!func) {
    return OpError(user, absl::StrCat("refers to function @", Sv(name),
                                      " which the module does not define"));
  }
  return FunctionComputation(func, arg_dims, arg_values);
}

absl::Status Converter::AddCalled(Instruction* inst, absl::string_view attr,
                                  mlir::Region& region, mlir::Operation* op,
                                  bool tuple_params) {
  TPUSIM_ASSIGN_OR_RETURN(Computation * comp,
                          RegionComputation(region, op, tuple_params, {}));
  inst->AddAttribute(Attribute::ComputationRef(std::string(attr), comp));
  return absl::OkStatus();
}

//===----------------------------------------------------------------------===//
// Dispatch
//===----------------------------------------------------------------------===//

absl::Status Converter::ConvertOp(mlir::Operation* op) {
  // One lookup per distinct op name.
  const void* key_ptr = op->getName().getAsOpaquePointer();
  auto cached = rule_cache_.find(key_ptr);
  if (cached != rule_cache_.end()) {
    if (cached->second == nullptr) return AsCustomCall(op, HloOpcode::kCustomCall);
    return (this->*(cached->second->handler))(op, cached->second->opcode);
  }
  llvm::StringRef full = op->getName().getStringRef();
  auto [dialect, name] = full.split('.');
  const absl::flat_hash_map<std::string, OpRule>* rules = nullptr;
  std::string key(Sv(name));
  if (dialect == "stablehlo" || dialect == "mhlo") {
    rules = &CoreRules();
  } else if (dialect == "chlo") {
    rules = &ChloRules();
  } else if (dialect == "sdy") {
    rules = &SdyRules();
  } else {
    rules = &OtherRules();
    key = std::string(Sv(full));
  }
  auto it = rules->find(key);
  const OpRule* rule = it == rules->end() ? nullptr : &it->second;
  rule_cache_[key_ptr] = rule;
  if (rule == nullptr) return AsCustomCall(op, HloOpcode::kCustomCall);
  return (this->*(rule->handler))(op, rule->opcode);
}

//===----------------------------------------------------------------------===//
// Handlers
//===----------------------------------------------------------------------===//

absl::Status Converter::Elementwise(mlir::Operation* op, HloOpcode opcode) {
  std::vector<Instruction*> operands;
  // Shape operands of dynamic ops are dropped: the result type is static.
  llvm::StringRef name = op->getName().getStringRef();
  size_t count = name.ends_with(".dynamic_reshape") ? 1 : size_t(-1);
  TPUSIM_ASSIGN_OR_RETURN(operands, Operands(op, 0, count));
  TPUSIM_ASSIGN_OR_RETURN(Shape shape, ResultShape(op));
  // XLA exports add on pred as xor (mlir_hlo_to_hlo.cc).
  if (opcode == HloOpcode::kAdd && shape.element_type() == PrimitiveType::kPred) {
    opcode = HloOpcode::kXor;
  }
  Instruction* inst = Add(opcode, std::move(shape), operands, op);
  AddOpAttributes(inst, op);
  return SetResults(op, inst);
}

absl::Status Converter::SelectOrClamp(mlir::Operation* op, HloOpcode opcode) {
  TPUSIM_ASSIGN_OR_RETURN(std::vector<Instruction*> operands, Operands(op));
  TPUSIM_ASSIGN_OR_RETURN(Shape shape, ResultShape(op));
  // XlaBuilder's ternary ops broadcast scalar operands to the result shape.
  if (shape.rank() > 0) {
    for (Instruction*& operand : operands) {
      if (operand->shape().IsArray() && operand->shape().rank() == 0) {
        operand = BroadcastTo(operand, shape, {}, op);
      }
    }
  }
  Instruction* inst = Add(opcode, std::move(shape), operands, op);
  AddOpAttributes(inst, op);
  return SetResults(op, inst);
}

absl::Status Converter::PassThrough(mlir::Operation* op, HloOpcode) {
  for (unsigned i = 0; i < op->getNumResults(); ++i) {
    if (i >= op->getNumOperands()) {
      return OpError(op, "has more results than operands to forward");
    }
    TPUSIM_ASSIGN_OR_RETURN(Instruction * inst, Get(op, op->getOperand(i)));
    scope_->values[op->getResult(i)] = inst;
  }
  return absl::OkStatus();
}

absl::Status Converter::NoResult(mlir::Operation* op, HloOpcode) {
  // Annotations without results (sdy.sharding_group, mhlo.trace).
  if (op->getNumResults() != 0) return PassThrough(op, HloOpcode::kCopy);
  return absl::OkStatus();
}

absl::Status Converter::Constant(mlir::Operation* op, HloOpcode opcode) {
  TPUSIM_ASSIGN_OR_RETURN(Shape shape, ResultShape(op));
  std::string literal = LiteralText(op->getAttr("value"), shape);
  Instruction* inst = Add(opcode, std::move(shape), {}, op);
  inst->set_literal(std::move(literal));
  AddOpAttributes(inst, op);
  return SetResults(op, inst);
}

absl::Status Converter::ConstantLike(mlir::Operation* op, HloOpcode) {
  // chlo.constant_like: a scalar constant broadcast to the operand's shape.
  TPUSIM_ASSIGN_OR_RETURN(Shape shape, ResultShape(op));
  Shape scalar(shape.element_type(), {});
  std::string literal = LiteralText(op->getAttr("value"), scalar);
  Instruction* constant = Add(HloOpcode::kConstant, scalar, {}, op);
  constant->set_literal(std::move(literal));
  Instruction* inst = BroadcastTo(constant, shape, {}, op);
  return SetResults(op, inst);
}

absl::Status Converter::Compare(mlir::Operation* op, HloOpcode opcode) {
  TPUSIM_ASSIGN_OR_RETURN(std::vector<Instruction*> operands, Operands(op));
  TPUSIM_ASSIGN_OR_RETURN(Shape shape, ResultShape(op));
  Instruction* inst = Add(opcode, std::move(shape), operands, op);
  if (auto dir = llvm::dyn_cast_or_null<shlo::ComparisonDirectionAttr>(
          op->getAttr("comparison_direction"))) {
    inst->AddAttribute(Attribute::Ident(
        "direction", std::string(Sv(shlo::stringifyComparisonDirection(dir.getValue())))));
  } else {
    return OpError(op, "has no comparison_direction");
  }
  if (auto type = llvm::dyn_cast_or_null<shlo::ComparisonTypeAttr>(
          op->getAttr("compare_type"))) {
    if (type.getValue() != shlo::ComparisonType::NOTYPE) {
      inst->AddAttribute(Attribute::Ident(
          "type", std::string(Sv(shlo::stringifyComparisonType(type.getValue())))));
    }
  }
  AddOpAttributes(inst, op);
  return SetResults(op, inst);
}

absl::Status Converter::Iota(mlir::Operation* op, HloOpcode opcode) {
  TPUSIM_ASSIGN_OR_RETURN(Shape shape, ResultShape(op));
  int64_t dim = IntAttr(op, "iota_dimension").value_or(0);
  TPUSIM_RETURN_IF_ERROR(CheckDims(op, "iota_dimension", {dim}, shape.rank()));
  Instruction* inst = Add(opcode, std::move(shape), {}, op);
  inst->AddAttribute(Attribute::Int("iota_dimension", dim));
  AddOpAttributes(inst, op);
  return SetResults(op, inst);
}

absl::Status Converter::Broadcast(mlir::Operation* op, HloOpcode opcode) {
  // stablehlo.broadcast prepends `sizes`; the operand maps to the trailing
  // dims.
  TPUSIM_ASSIGN_OR_RETURN(Instruction * operand, OperandAt(op, 0));
  TPUSIM_ASSIGN_OR_RETURN(Shape shape, ResultShape(op));
  int64_t added = static_cast<int64_t>(I64List(op, "broadcast_sizes").size());
  std::vector<int64_t> dims;
  for (int64_t i = 0; i < operand->shape().rank(); ++i) dims.push_back(added + i);
  Instruction* inst = Add(opcode, std::move(shape), {operand}, op);
  inst->AddAttribute(Attribute::IntList("dimensions", std::move(dims)));
  AddOpAttributes(inst, op);
  return SetResults(op, inst);
}

absl::Status Converter::BroadcastInDim(mlir::Operation* op, HloOpcode) {
  TPUSIM_ASSIGN_OR_RETURN(Instruction * operand, OperandAt(op, 0));
  TPUSIM_ASSIGN_OR_RETURN(Shape shape, ResultShape(op));
  std::vector<int64_t> dims = I64List(op, "broadcast_dimensions");
  if (static_cast<int64_t>(dims.size()) != operand->shape().rank()) {
    return OpError(op, absl::StrCat("has ", dims.size(), " broadcast_dimensions for a rank-",
                                    operand->shape().rank(), " operand"));
  }
  TPUSIM_RETURN_IF_ERROR(CheckDims(op, "broadcast_dimensions", dims, shape.rank()));
  Instruction* inst = BroadcastInDimHlo(operand, shape, dims, op);
  AddOpAttributes(inst, op);
  return SetResults(op, inst);
}

absl::Status Converter::WithDimensions(mlir::Operation* op, HloOpcode opcode) {
  TPUSIM_ASSIGN_OR_RETURN(Instruction * operand, OperandAt(op, 0));
  TPUSIM_ASSIGN_OR_RETURN(Shape shape, ResultShape(op));
  bool transpose = opcode == HloOpcode::kTranspose;
  std::vector<int64_t> dims = I64List(op, transpose ? "permutation" : "dimensions");
  TPUSIM_RETURN_IF_ERROR(CheckDims(op, transpose ? "permutation" : "dimensions", dims,
                                   operand->shape().rank(),
                                   transpose ? operand->shape().rank() : -1));
  Instruction* inst = Add(opcode, std::move(shape), {operand}, op);
  inst->AddAttribute(Attribute::IntList("dimensions", std::move(dims)));
  AddOpAttributes(inst, op);
  return SetResults(op, inst);
}

absl::Status Converter::Slice(mlir::Operation* op, HloOpcode opcode) {
  TPUSIM_ASSIGN_OR_RETURN(Instruction * operand, OperandAt(op, 0));
  TPUSIM_ASSIGN_OR_RETURN(Shape shape, ResultShape(op));
  std::vector<int64_t> start = I64List(op, "start_indices");
  std::vector<int64_t> limit = I64List(op, "limit_indices");
  std::vector<int64_t> strides = I64List(op, "strides");
  if (static_cast<int64_t>(start.size()) != operand->shape().rank() ||
      limit.size() != start.size()) {
    return OpError(op, absl::StrCat("needs start and limit indices for each of the ",
                                    operand->shape().rank(), " dims"));
  }
  std::vector<SliceDim> dims;
  for (size_t i = 0; i < start.size(); ++i) {
    dims.push_back({start[i], limit[i], i < strides.size() ? strides[i] : 1});
  }
  Instruction* inst = Add(opcode, std::move(shape), {operand}, op);
  inst->AddAttribute({"slice", AttrKind::kSlice, std::move(dims)});
  AddOpAttributes(inst, op);
  return SetResults(op, inst);
}

absl::Status Converter::DynamicSlice(mlir::Operation* op, HloOpcode opcode) {
  TPUSIM_ASSIGN_OR_RETURN(std::vector<Instruction*> operands, Operands(op));
  TPUSIM_ASSIGN_OR_RETURN(Shape shape, ResultShape(op));
  std::vector<int64_t> sizes = I64List(op, "slice_sizes");
  if (operands.empty() ||
      static_cast<int64_t>(sizes.size()) != operands[0]->shape().rank()) {
    return OpError(op, "needs one slice size per operand dim");
  }
  Instruction* inst = Add(opcode, std::move(shape), operands, op);
  inst->AddAttribute(Attribute::IntList("dynamic_slice_sizes", std::move(sizes)));
  AddOpAttributes(inst, op);
  return SetResults(op, inst);
}

absl::Status Converter::RealDynamicSlice(mlir::Operation* op, HloOpcode) {
  // With constant start/limit/strides this is a plain slice (XLA's
  // canonicalization does the same); otherwise it has no static HLO form.
  if (op->getNumOperands() == 4) {
    auto start = ConstantInts(op->getOperand(1));
    auto limit = ConstantInts(op->getOperand(2));
    auto strides = ConstantInts(op->getOperand(3));
    if (start && limit && strides && start->size() == limit->size()) {
      TPUSIM_ASSIGN_OR_RETURN(Instruction * operand, OperandAt(op, 0));
      TPUSIM_ASSIGN_OR_RETURN(Shape shape, ResultShape(op));
      std::vector<SliceDim> dims;
      for (size_t i = 0; i < start->size(); ++i) {
        dims.push_back({(*start)[i], (*limit)[i],
                        i < strides->size() ? (*strides)[i] : 1});
      }
      Instruction* inst = Add(HloOpcode::kSlice, std::move(shape), {operand}, op);
      inst->AddAttribute({"slice", AttrKind::kSlice, std::move(dims)});
      return SetResults(op, inst);
    }
  }
  return AsCustomCall(op, HloOpcode::kCustomCall);
}

absl::Status Converter::Concatenate(mlir::Operation* op, HloOpcode opcode) {
  TPUSIM_ASSIGN_OR_RETURN(std::vector<Instruction*> operands, Operands(op));
  TPUSIM_ASSIGN_OR_RETURN(Shape shape, ResultShape(op));
  int64_t dim = IntAttr(op, "dimension").value_or(0);
  TPUSIM_RETURN_IF_ERROR(CheckDims(op, "dimension", {dim}, shape.rank()));
  Instruction* inst = Add(opcode, std::move(shape), operands, op);
  inst->AddAttribute(Attribute::IntList("dimensions", {dim}));
  AddOpAttributes(inst, op);
  return SetResults(op, inst);
}

absl::Status Converter::Pad(mlir::Operation* op, HloOpcode opcode) {
  TPUSIM_ASSIGN_OR_RETURN(std::vector<Instruction*> operands, Operands(op, 0, 2));
  TPUSIM_ASSIGN_OR_RETURN(Shape shape, ResultShape(op));
  std::vector<int64_t> low = I64List(op, "edge_padding_low");
  std::vector<int64_t> high = I64List(op, "edge_padding_high");
  std::vector<int64_t> interior = I64List(op, "interior_padding");
  int64_t rank = operands.empty() ? 0 : operands[0]->shape().rank();
  if (static_cast<int64_t>(low.size()) != rank || high.size() != low.size() ||
      interior.size() != low.size()) {
    return OpError(op, absl::StrCat("needs low, high and interior padding for each of the ",
                                    rank, " dims"));
  }
  std::vector<PaddingDim> padding;
  for (size_t i = 0; i < low.size(); ++i) {
    padding.push_back({low[i], i < high.size() ? high[i] : 0,
                       i < interior.size() ? interior[i] : 0});
  }
  Instruction* inst = Add(opcode, std::move(shape), operands, op);
  inst->AddAttribute({"padding", AttrKind::kPadding, std::move(padding)});
  AddOpAttributes(inst, op);
  return SetResults(op, inst);
}

absl::Status Converter::DynamicPad(mlir::Operation* op, HloOpcode opcode) {
  if (op->getNumOperands() == 5) {
    auto low = ConstantInts(op->getOperand(2));
    auto high = ConstantInts(op->getOperand(3));
    auto interior = ConstantInts(op->getOperand(4));
    if (low && high && interior) {
      TPUSIM_ASSIGN_OR_RETURN(std::vector<Instruction*> operands, Operands(op, 0, 2));
      TPUSIM_ASSIGN_OR_RETURN(Shape shape, ResultShape(op));
      std::vector<PaddingDim> padding;
      for (size_t i = 0; i < low->size(); ++i) {
        padding.push_back({(*low)[i], i < high->size() ? (*high)[i] : 0,
                           i < interior->size() ? (*interior)[i] : 0});
      }
      Instruction* inst = Add(opcode, std::move(shape), operands, op);
      inst->AddAttribute({"padding", AttrKind::kPadding, std::move(padding)});
      return SetResults(op, inst);
    }
  }
  return AsCustomCall(op, HloOpcode::kCustomCall);
}

absl::Status Converter::DimensionSize(mlir::Operation* op, HloOpcode opcode) {
  TPUSIM_ASSIGN_OR_RETURN(std::vector<Instruction*> operands, Operands(op));
  TPUSIM_ASSIGN_OR_RETURN(Shape shape, ResultShape(op));
  int64_t dim = IntAttr(op, "dimension").value_or(0);
  if (operands.empty()) return OpError(op, "needs an operand");
  TPUSIM_RETURN_IF_ERROR(CheckDims(op, "dimension", {dim}, operands[0]->shape().rank()));
  Instruction* inst = Add(opcode, std::move(shape), operands, op);
  inst->AddAttribute(Attribute::IntList("dimensions", {dim}));
  return SetResults(op, inst);
}

absl::Status Converter::GetTupleElement(mlir::Operation* op, HloOpcode opcode) {
  TPUSIM_ASSIGN_OR_RETURN(Instruction * operand, OperandAt(op, 0));
  int64_t index = IntAttr(op, "index").value_or(0);
  if (!operand->shape().IsTuple() || index < 0 ||
      index >= static_cast<int64_t>(operand->shape().tuple_shapes().size())) {
    return OpError(op, absl::StrCat("index ", index, " is out of range for ",
                                    operand->shape().ToString()));
  }
  Instruction* inst =
      Add(opcode, operand->shape().tuple_shapes()[index], {operand}, op);
  inst->AddAttribute(Attribute::Int("index", index));
  return SetResults(op, inst);
}

absl::Status Converter::Tuple(mlir::Operation* op, HloOpcode opcode) {
  TPUSIM_ASSIGN_OR_RETURN(std::vector<Instruction*> operands, Operands(op));
  Instruction* inst = MakeTuple(operands, op);
  AddOpAttributes(inst, op);
  return SetResults(op, inst);
}

absl::Status Converter::Dot(mlir::Operation* op, HloOpcode opcode) {
  TPUSIM_ASSIGN_OR_RETURN(std::vector<Instruction*> operands, Operands(op));
  TPUSIM_ASSIGN_OR_RETURN(Shape shape, ResultShape(op));
  if (operands.size() != 2) return OpError(op, "needs two operands");
  Instruction* inst = Add(opcode, std::move(shape), operands, op);
  int64_t lhs_rank = operands[0]->shape().rank();
  inst->AddAttribute(Attribute::IntList("lhs_contracting_dims",
                                        {std::max<int64_t>(lhs_rank - 1, 0)}));
  inst->AddAttribute(Attribute::IntList("rhs_contracting_dims", {0}));
  AddPrecision(inst, op);
  AddOpAttributes(inst, op);
  return SetResults(op, inst);
}

absl::Status Converter::DotGeneral(mlir::Operation* op, HloOpcode opcode) {
  TPUSIM_ASSIGN_OR_RETURN(std::vector<Instruction*> operands, Operands(op));
  TPUSIM_ASSIGN_OR_RETURN(Shape shape, ResultShape(op));
  auto dnums = llvm::dyn_cast_or_null<shlo::DotDimensionNumbersAttr>(
      op->getAttr("dot_dimension_numbers"));
  if (!dnums) return OpError(op, "has no dot_dimension_numbers");
  if (operands.size() != 2) return OpError(op, "needs two operands");
  auto list = [](llvm::ArrayRef<int64_t> v) {
    return std::vector<int64_t>(v.begin(), v.end());
  };
  int64_t lhs_rank = operands[0]->shape().rank(), rhs_rank = operands[1]->shape().rank();
  TPUSIM_RETURN_IF_ERROR(CheckDims(op, "lhs batching dims", list(dnums.getLhsBatchingDimensions()), lhs_rank));
  TPUSIM_RETURN_IF_ERROR(CheckDims(op, "lhs contracting dims", list(dnums.getLhsContractingDimensions()), lhs_rank));
  TPUSIM_RETURN_IF_ERROR(CheckDims(op, "rhs batching dims", list(dnums.getRhsBatchingDimensions()), rhs_rank));
  TPUSIM_RETURN_IF_ERROR(CheckDims(op, "rhs contracting dims", list(dnums.getRhsContractingDimensions()), rhs_rank));
  Instruction* inst = Add(opcode, std::move(shape), operands, op);
  // XLA prints batch dims only when present, contracting dims always.
  if (!dnums.getLhsBatchingDimensions().empty()) {
    inst->AddAttribute(Attribute::IntList("lhs_batch_dims",
                                          list(dnums.getLhsBatchingDimensions())));
  }
  inst->AddAttribute(Attribute::IntList(
      "lhs_contracting_dims", list(dnums.getLhsContractingDimensions())));
  if (!dnums.getRhsBatchingDimensions().empty()) {
    inst->AddAttribute(Attribute::IntList("rhs_batch_dims",
                                          list(dnums.getRhsBatchingDimensions())));
  }
  inst->AddAttribute(Attribute::IntList(
      "rhs_contracting_dims", list(dnums.getRhsContractingDimensions())));
  AddPrecision(inst, op);
  AddOpAttributes(inst, op);
  return SetResults(op, inst);
}

absl::Status Converter::Convolution(mlir::Operation* op, HloOpcode opcode) {
  auto dnums = llvm::dyn_cast_or_null<shlo::ConvDimensionNumbersAttr>(
      op->getAttr("dimension_numbers"));
  if (!dnums) return OpError(op, "has no dimension_numbers");
  std::vector<int64_t> padding = I64List(op, "padding");
  if (op->getName().getStringRef().ends_with("dynamic_conv")) {
    // Padding is the third operand; it must be constant for a static HLO.
    std::optional<std::vector<int64_t>> pad =
        op->getNumOperands() >= 3 ? ConstantInts(op->getOperand(2)) : std::nullopt;
    if (!pad) return AsCustomCall(op, HloOpcode::kCustomCall);
    padding = *pad;
  }
  TPUSIM_RETURN_IF_ERROR(OperandAt(op, 1).status());
  TPUSIM_ASSIGN_OR_RETURN(std::vector<Instruction*> operands, Operands(op, 0, 2));
  TPUSIM_ASSIGN_OR_RETURN(Shape shape, ResultShape(op));
  const Shape& kernel = operands[1]->shape();
  std::vector<int64_t> sizes;
  for (int64_t d : dnums.getKernelSpatialDimensions()) {
    if (d < 0 || d >= kernel.rank()) {
      return OpError(op, "kernel spatial dimension out of range");
    }
    sizes.push_back(kernel.dim(d));
  }
  Instruction* inst = Add(opcode, std::move(shape), operands, op);
  Window window = MakeWindow(sizes, I64List(op, "window_strides"), padding,
                             I64List(op, "lhs_dilation"), I64List(op, "rhs_dilation"),
                             I64List(op, "window_reversal"));
  if (!window.dims.empty()) {
    inst->AddAttribute({"window", AttrKind::kWindow, std::move(window)});
  }
  ConvolutionDimensionNumbers labels;
  auto vec = [](llvm::ArrayRef<int64_t> v) {
    return std::vector<int64_t>(v.begin(), v.end());
  };
  labels.input_batch_dimension = dnums.getInputBatchDimension();
  labels.input_feature_dimension = dnums.getInputFeatureDimension();
  labels.input_spatial_dimensions = vec(dnums.getInputSpatialDimensions());
  labels.kernel_input_feature_dimension = dnums.getKernelInputFeatureDimension();
  labels.kernel_output_feature_dimension = dnums.getKernelOutputFeatureDimension();
  labels.kernel_spatial_dimensions = vec(dnums.getKernelSpatialDimensions());
  labels.output_batch_dimension = dnums.getOutputBatchDimension();
  labels.output_feature_dimension = dnums.getOutputFeatureDimension();
  labels.output_spatial_dimensions = vec(dnums.getOutputSpatialDimensions());
  inst->AddAttribute({"dim_labels", AttrKind::kDimLabels, std::move(labels)});
  int64_t feature_groups = IntAttr(op, "feature_group_count").value_or(1);
  int64_t batch_groups = IntAttr(op, "batch_group_count").value_or(1);
  if (feature_groups != 1) {
    inst->AddAttribute(Attribute::Int("feature_group_count", feature_groups));
  }
  if (batch_groups != 1) {
    inst->AddAttribute(Attribute::Int("batch_group_count", batch_groups));
  }
  AddPrecision(inst, op);
  AddOpAttributes(inst, op);
  return SetResults(op, inst);
}

absl::Status Converter::Reduce(mlir::Operation* op, HloOpcode opcode) {
  TPUSIM_ASSIGN_OR_RETURN(std::vector<Instruction*> operands, Operands(op));
  TPUSIM_ASSIGN_OR_RETURN(Shape shape, ResultShape(op));
  if (operands.empty() || operands.size() % 2 != 0 || op->getNumRegions() != 1) {
    return OpError(op, "needs inputs, as many init values, and a body");
  }
  std::vector<int64_t> dims = I64List(op, "dimensions");
  TPUSIM_RETURN_IF_ERROR(CheckDims(op, "dimensions", dims, operands[0]->shape().rank()));
  Instruction* inst = Add(opcode, std::move(shape), operands, op);
  inst->AddAttribute(Attribute::IntList("dimensions", std::move(dims)));
  TPUSIM_RETURN_IF_ERROR(AddCalled(inst, "to_apply", op->getRegion(0), op));
  AddOpAttributes(inst, op);
  return SetResults(op, inst);
}

absl::Status Converter::ReduceWindow(mlir::Operation* op, HloOpcode opcode) {
  TPUSIM_ASSIGN_OR_RETURN(std::vector<Instruction*> operands, Operands(op));
  TPUSIM_ASSIGN_OR_RETURN(Shape shape, ResultShape(op));
  if (op->getNumRegions() != 1 || operands.empty()) {
    return OpError(op, "needs inputs and one body region");
  }
  if (static_cast<int64_t>(I64List(op, "window_dimensions").size()) !=
      operands[0]->shape().rank()) {
    return OpError(op, "needs one window dimension per input dim");
  }
  Instruction* inst = Add(opcode, std::move(shape), operands, op);
  inst->AddAttribute(
      {"window", AttrKind::kWindow,
       MakeWindow(I64List(op, "window_dimensions"), I64List(op, "window_strides"),
                  I64List(op, "padding"), I64List(op, "base_dilations"),
                  I64List(op, "window_dilations"), {})});
  TPUSIM_RETURN_IF_ERROR(AddCalled(inst, "to_apply", op->getRegion(0), op));
  AddOpAttributes(inst, op);
  return SetResults(op, inst);
}

absl::Status Converter::SelectAndScatter(mlir::Operation* op, HloOpcode opcode) {
  TPUSIM_ASSIGN_OR_RETURN(std::vector<Instruction*> operands, Operands(op));
  TPUSIM_ASSIGN_OR_RETURN(Shape shape, ResultShape(op));
  if (op->getNumRegions() != 2) return OpError(op, "needs select and scatter regions");
  Instruction* inst = Add(opcode, std::move(shape), operands, op);
  inst->AddAttribute(
      {"window", AttrKind::kWindow,
       MakeWindow(I64List(op, "window_dimensions"), I64List(op, "window_strides"),
                  I64List(op, "padding"), {}, {}, {})});
  TPUSIM_RETURN_IF_ERROR(AddCalled(inst, "select", op->getRegion(0), op));
  TPUSIM_RETURN_IF_ERROR(AddCalled(inst, "scatter", op->getRegion(1), op));
  AddOpAttributes(inst, op);
  return SetResults(op, inst);
}

absl::Status Converter::Gather(mlir::Operation* op, HloOpcode opcode) {
  auto dnums = llvm::dyn_cast_or_null<shlo::GatherDimensionNumbersAttr>(
      op->getAttr("dimension_numbers"));
  if (!dnums) return OpError(op, "has no #stablehlo.gather dimension_numbers");
  std::vector<int64_t> slice_sizes = I64List(op, "slice_sizes");
  if (op->getName().getStringRef().ends_with("dynamic_gather")) {
    std::optional<std::vector<int64_t>> sizes =
        op->getNumOperands() >= 3 ? ConstantInts(op->getOperand(2)) : std::nullopt;
    if (!sizes) return AsCustomCall(op, HloOpcode::kCustomCall);
    slice_sizes = *sizes;
  }
  TPUSIM_ASSIGN_OR_RETURN(std::vector<Instruction*> operands, Operands(op, 0, 2));
  TPUSIM_ASSIGN_OR_RETURN(Shape shape, ResultShape(op));
  if (operands.size() != 2 ||
      static_cast<int64_t>(slice_sizes.size()) != operands[0]->shape().rank()) {
    return OpError(op, "needs an operand, indices and one slice size per operand dim");
  }
  Instruction* inst = Add(opcode, std::move(shape), operands, op);
  auto vec = [](llvm::ArrayRef<int64_t> v) {
    return std::vector<int64_t>(v.begin(), v.end());
  };
  inst->AddAttribute(Attribute::IntList("offset_dims", vec(dnums.getOffsetDims())));
  inst->AddAttribute(Attribute::IntList("collapsed_slice_dims",
                                        vec(dnums.getCollapsedSliceDims())));
  inst->AddAttribute(Attribute::IntList("start_index_map", vec(dnums.getStartIndexMap())));
  if (!dnums.getOperandBatchingDims().empty()) {
    inst->AddAttribute(Attribute::IntList("operand_batching_dims",
                                          vec(dnums.getOperandBatchingDims())));
    inst->AddAttribute(Attribute::IntList("start_indices_batching_dims",
                                          vec(dnums.getStartIndicesBatchingDims())));
  }
  inst->AddAttribute(Attribute::Int("index_vector_dim", dnums.getIndexVectorDim()));
  inst->AddAttribute(Attribute::IntList("slice_sizes", std::move(slice_sizes)));
  if (BoolAttr(op, "indices_are_sorted")) {
    inst->AddAttribute(Attribute::Bool("indices_are_sorted", true));
  }
  AddOpAttributes(inst, op);
  return SetResults(op, inst);
}

absl::Status Converter::Scatter(mlir::Operation* op, HloOpcode opcode) {
  auto dnums = llvm::dyn_cast_or_null<shlo::ScatterDimensionNumbersAttr>(
      op->getAttr("scatter_dimension_numbers"));
  if (!dnums) return OpError(op, "has no #stablehlo.scatter dimension numbers");
  if (op->getNumOperands() % 2 != 1 || op->getNumRegions() != 1) {
    return OpError(op, "needs N inputs, indices, N updates and one region");
  }
  TPUSIM_ASSIGN_OR_RETURN(std::vector<Instruction*> operands, Operands(op));
  TPUSIM_ASSIGN_OR_RETURN(Shape shape, ResultShape(op));
  Instruction* inst = Add(opcode, std::move(shape), operands, op);
  auto vec = [](llvm::ArrayRef<int64_t> v) {
    return std::vector<int64_t>(v.begin(), v.end());
  };
  inst->AddAttribute(
      Attribute::IntList("update_window_dims", vec(dnums.getUpdateWindowDims())));
  inst->AddAttribute(Attribute::IntList("inserted_window_dims",
                                        vec(dnums.getInsertedWindowDims())));
  inst->AddAttribute(Attribute::IntList("scatter_dims_to_operand_dims",
                                        vec(dnums.getScatterDimsToOperandDims())));
  if (!dnums.getInputBatchingDims().empty()) {
    inst->AddAttribute(Attribute::IntList("input_batching_dims",
                                          vec(dnums.getInputBatchingDims())));
    inst->AddAttribute(Attribute::IntList("scatter_indices_batching_dims",
                                          vec(dnums.getScatterIndicesBatchingDims())));
  }
  inst->AddAttribute(Attribute::Int("index_vector_dim", dnums.getIndexVectorDim()));
  if (BoolAttr(op, "indices_are_sorted")) {
    inst->AddAttribute(Attribute::Bool("indices_are_sorted", true));
  }
  if (BoolAttr(op, "unique_indices")) {
    inst->AddAttribute(Attribute::Bool("unique_indices", true));
  }
  TPUSIM_RETURN_IF_ERROR(AddCalled(inst, "to_apply", op->getRegion(0), op));
  AddOpAttributes(inst, op);
  return SetResults(op, inst);
}

absl::Status Converter::Sort(mlir::Operation* op, HloOpcode opcode) {
  TPUSIM_ASSIGN_OR_RETURN(std::vector<Instruction*> operands, Operands(op));
  TPUSIM_ASSIGN_OR_RETURN(Shape shape, ResultShape(op));
  if (operands.empty() || op->getNumRegions() != 1) {
    return OpError(op, "needs operands and a comparator region");
  }
  int64_t dim = IntAttr(op, "dimension").value_or(-1);
  if (dim < 0) dim += operands[0]->shape().rank();
  TPUSIM_RETURN_IF_ERROR(CheckDims(op, "dimension", {dim}, operands[0]->shape().rank()));
  Instruction* inst = Add(opcode, std::move(shape), operands, op);
  inst->AddAttribute(Attribute::IntList("dimensions", {dim}));
  if (BoolAttr(op, "is_stable")) inst->AddAttribute(Attribute::Bool("is_stable", true));
  TPUSIM_RETURN_IF_ERROR(AddCalled(inst, "to_apply", op->getRegion(0), op));
  AddOpAttributes(inst, op);
  return SetResults(op, inst);
}

absl::Status Converter::Map(mlir::Operation* op, HloOpcode opcode) {
  TPUSIM_ASSIGN_OR_RETURN(std::vector<Instruction*> operands, Operands(op));
  TPUSIM_ASSIGN_OR_RETURN(Shape shape, ResultShape(op));
  if (op->getNumRegions() != 1) return OpError(op, "needs one region");
  Instruction* inst = Add(opcode, std::move(shape), operands, op);
  inst->AddAttribute(Attribute::IntList("dimensions", I64List(op, "dimensions")));
  TPUSIM_RETURN_IF_ERROR(AddCalled(inst, "to_apply", op->getRegion(0), op));
  AddOpAttributes(inst, op);
  return SetResults(op, inst);
}

absl::Status Converter::While(mlir::Operation* op, HloOpcode opcode) {
  // XLA: the operands (plus values the regions capture) become one tuple
  // operand when there are several; both regions take that one parameter.
  if (op->getNumRegions() != 2 || op->getNumResults() != op->getNumOperands()) {
    return OpError(op, "needs cond and body regions and one result per operand");
  }
  std::vector<mlir::Value> captures = CapturedValues(op->getRegions());
  TPUSIM_ASSIGN_OR_RETURN(std::vector<Instruction*> operands, Operands(op));
  for (mlir::Value v : captures) {
    TPUSIM_ASSIGN_OR_RETURN(Instruction * inst, Get(op, v));
    operands.push_back(inst);
  }
  bool tupled = operands.size() != 1;
  Instruction* init = tupled ? MakeTuple(operands, op) : operands[0];
  TPUSIM_ASSIGN_OR_RETURN(
      Computation * cond,
      RegionComputation(op->getRegion(0), op, /*tuple_params=*/true, captures));
  // The body returns the loop values; captured values pass through.
  TPUSIM_ASSIGN_OR_RETURN(
      Computation * body,
      RegionComputation(op->getRegion(1), op, /*tuple_params=*/true, captures,
                        /*tuple_root=*/tupled, /*return_captures=*/true));
  Instruction* inst = Add(opcode, init->shape(), {init}, op);
  inst->AddAttribute(Attribute::ComputationRef("condition", cond));
  inst->AddAttribute(Attribute::ComputationRef("body", body));
  AddOpAttributes(inst, op);
  if (!tupled) {
    if (op->getNumResults() == 1) scope_->values[op->getResult(0)] = inst;
    return absl::OkStatus();
  }
  for (unsigned i = 0; i < op->getNumResults(); ++i) {
    Instruction* gte =
        Add(HloOpcode::kGetTupleElement, inst->shape().tuple_shapes()[i], {inst}, op);
    gte->AddAttribute(Attribute::Int("index", i));
    scope_->values[op->getResult(i)] = gte;
  }
  return absl::OkStatus();
}

absl::StatusOr<std::vector<Computation*>> Converter::BranchComputations(
    mlir::Operation* op, std::vector<Instruction*>* operands) {
  std::vector<Computation*> branches;
  for (mlir::Region& region : op->getRegions()) {
    std::vector<mlir::Value> captures = CapturedValues(region);
    std::vector<Instruction*> args;
    for (mlir::Value v : captures) {
      TPUSIM_ASSIGN_OR_RETURN(Instruction * inst, Get(op, v));
      args.push_back(inst);
    }
    // No captures: an empty-tuple parameter, as XLA builds it.
    operands->push_back(args.size() == 1 ? args[0] : MakeTuple(args, op));
    TPUSIM_ASSIGN_OR_RETURN(
        Computation * branch,
        RegionComputation(region, op, /*tuple_params=*/true, captures,
                          /*tuple_root=*/op->getNumResults() != 1));
    branches.push_back(branch);
  }
  return branches;
}

absl::Status Converter::If(mlir::Operation* op, HloOpcode opcode) {
  // XLA: each branch takes the values it captures as one parameter (a tuple
  // when there are several, an empty tuple when there are none).
  if (op->getNumRegions() != 2 || op->getNumOperands() != 1) {
    return OpError(op, "needs a predicate and two branch regions");
  }
  TPUSIM_ASSIGN_OR_RETURN(Instruction * pred, OperandAt(op, 0));
  std::vector<Instruction*> operands = {pred};
  TPUSIM_ASSIGN_OR_RETURN(std::vector<Computation*> branches,
                          BranchComputations(op, &operands));
  TPUSIM_ASSIGN_OR_RETURN(Shape shape, ResultShape(op));
  Instruction* inst = Add(opcode, std::move(shape), operands, op);
  inst->AddAttribute(Attribute::ComputationRef("true_computation", branches[0]));
  inst->AddAttribute(Attribute::ComputationRef("false_computation", branches[1]));
  AddOpAttributes(inst, op);
  return SetResults(op, inst);
}

absl::Status Converter::Case(mlir::Operation* op, HloOpcode opcode) {
  if (op->getNumOperands() != 1 || op->getNumRegions() == 0) {
    return OpError(op, "needs an index and branch regions");
  }
  TPUSIM_ASSIGN_OR_RETURN(Instruction * index, OperandAt(op, 0));
  std::vector<Instruction*> operands = {index};
  TPUSIM_ASSIGN_OR_RETURN(std::vector<Computation*> branches,
                          BranchComputations(op, &operands));
  TPUSIM_ASSIGN_OR_RETURN(Shape shape, ResultShape(op));
  Instruction* inst = Add(opcode, std::move(shape), operands, op);
  inst->AddAttribute(Attribute::ComputationList("branch_computations", branches));
  AddOpAttributes(inst, op);
  return SetResults(op, inst);
}

absl::Status Converter::Collective(mlir::Operation* op, HloOpcode opcode) {
  TPUSIM_ASSIGN_OR_RETURN(std::vector<Instruction*> operands, Operands(op));
  TPUSIM_ASSIGN_OR_RETURN(Shape shape, ResultShape(op));
  Instruction* inst = Add(opcode, std::move(shape), operands, op);
  if (opcode == HloOpcode::kAllGather) {
    inst->AddAttribute(
        Attribute::IntList("dimensions", {IntAttr(op, "all_gather_dim").value_or(0)}));
  } else if (opcode == HloOpcode::kReduceScatter) {
    inst->AddAttribute(Attribute::IntList(
        "dimensions", {IntAttr(op, "scatter_dimension").value_or(0)}));
  } else if (opcode == HloOpcode::kAllToAll && op->getAttr("split_dimension")) {
    inst->AddAttribute(Attribute::IntList(
        "dimensions", {IntAttr(op, "split_dimension").value_or(0)}));
  }
  AddChannel(inst, op);
  AddReplicaGroups(inst, op);
  if (BoolAttr(op, "use_global_device_ids")) {
    inst->AddAttribute(Attribute::Bool("use_global_device_ids", true));
  }
  if (op->getNumRegions() == 1 && !op->getRegion(0).empty()) {
    TPUSIM_RETURN_IF_ERROR(AddCalled(inst, "to_apply", op->getRegion(0), op));
  }
  AddOpAttributes(inst, op);
  return SetResults(op, inst);
}

absl::Status Converter::CollectivePermute(mlir::Operation* op, HloOpcode opcode) {
  TPUSIM_ASSIGN_OR_RETURN(std::vector<Instruction*> operands, Operands(op));
  TPUSIM_ASSIGN_OR_RETURN(Shape shape, ResultShape(op));
  Instruction* inst = Add(opcode, std::move(shape), operands, op);
  AddChannel(inst, op);
  inst->AddAttribute({"source_target_pairs", AttrKind::kIntLists,
                      I64Matrix(op, "source_target_pairs")});
  AddOpAttributes(inst, op);
  return SetResults(op, inst);
}

absl::Status Converter::BatchNorm(mlir::Operation* op, HloOpcode opcode) {
  TPUSIM_ASSIGN_OR_RETURN(std::vector<Instruction*> operands, Operands(op));
  TPUSIM_ASSIGN_OR_RETURN(Shape shape, ResultShape(op));
  Instruction* inst = Add(opcode, std::move(shape), operands, op);
  if (auto eps = llvm::dyn_cast_or_null<mlir::FloatAttr>(op->getAttr("epsilon"))) {
    inst->AddAttribute(Attribute::Raw("epsilon", FloatText(eps.getValue())));
  }
  inst->AddAttribute(Attribute::Int("feature_index", IntAttr(op, "feature_index").value_or(0)));
  AddOpAttributes(inst, op);
  return SetResults(op, inst);
}

absl::Status Converter::TriangularSolve(mlir::Operation* op, HloOpcode opcode) {
  TPUSIM_ASSIGN_OR_RETURN(std::vector<Instruction*> operands, Operands(op));
  TPUSIM_ASSIGN_OR_RETURN(Shape shape, ResultShape(op));
  Instruction* inst = Add(opcode, std::move(shape), operands, op);
  inst->AddAttribute(Attribute::Bool("left_side", BoolAttr(op, "left_side")));
  inst->AddAttribute(Attribute::Bool("lower", BoolAttr(op, "lower")));
  inst->AddAttribute(Attribute::Bool("unit_diagonal", BoolAttr(op, "unit_diagonal")));
  if (auto t = llvm::dyn_cast_or_null<shlo::TransposeAttr>(op->getAttr("transpose_a"))) {
    inst->AddAttribute(Attribute::Ident(
        "transpose_a", std::string(Sv(shlo::stringifyTranspose(t.getValue())))));
  }
  AddOpAttributes(inst, op);
  return SetResults(op, inst);
}

absl::Status Converter::Cholesky(mlir::Operation* op, HloOpcode opcode) {
  TPUSIM_ASSIGN_OR_RETURN(std::vector<Instruction*> operands, Operands(op));
  TPUSIM_ASSIGN_OR_RETURN(Shape shape, ResultShape(op));
  Instruction* inst = Add(opcode, std::move(shape), operands, op);
  inst->AddAttribute(Attribute::Bool("lower", BoolAttr(op, "lower")));
  AddOpAttributes(inst, op);
  return SetResults(op, inst);
}

absl::Status Converter::Fft(mlir::Operation* op, HloOpcode opcode) {
  TPUSIM_ASSIGN_OR_RETURN(std::vector<Instruction*> operands, Operands(op));
  TPUSIM_ASSIGN_OR_RETURN(Shape shape, ResultShape(op));
  Instruction* inst = Add(opcode, std::move(shape), operands, op);
  if (auto t = llvm::dyn_cast_or_null<shlo::FftTypeAttr>(op->getAttr("fft_type"))) {
    inst->AddAttribute(
        Attribute::Ident("fft_type", std::string(Sv(shlo::stringifyFftType(t.getValue())))));
  }
  inst->AddAttribute(Attribute::IntList("fft_length", I64List(op, "fft_length")));
  AddOpAttributes(inst, op);
  return SetResults(op, inst);
}

absl::Status Converter::Rng(mlir::Operation* op, HloOpcode opcode) {
  // The shape operand is dropped: the result type is static.
  TPUSIM_ASSIGN_OR_RETURN(std::vector<Instruction*> operands, Operands(op, 0, 2));
  TPUSIM_ASSIGN_OR_RETURN(Shape shape, ResultShape(op));
  Instruction* inst = Add(opcode, std::move(shape), operands, op);
  auto d = llvm::dyn_cast_or_null<shlo::RngDistributionAttr>(op->getAttr("rng_distribution"));
  bool normal = d && d.getValue() == shlo::RngDistribution::NORMAL;
  inst->AddAttribute(
      Attribute::Ident("distribution", normal ? "rng_normal" : "rng_uniform"));
  AddOpAttributes(inst, op);
  return SetResults(op, inst);
}

absl::Status Converter::RngBitGenerator(mlir::Operation* op, HloOpcode opcode) {
  TPUSIM_ASSIGN_OR_RETURN(std::vector<Instruction*> operands, Operands(op));
  TPUSIM_ASSIGN_OR_RETURN(Shape shape, ResultShape(op));
  Instruction* inst = Add(opcode, std::move(shape), operands, op);
  std::string algorithm = "rng_default";
  if (auto a = llvm::dyn_cast_or_null<shlo::RngAlgorithmAttr>(op->getAttr("rng_algorithm"))) {
    if (a.getValue() == shlo::RngAlgorithm::THREE_FRY) algorithm = "rng_three_fry";
    if (a.getValue() == shlo::RngAlgorithm::PHILOX) algorithm = "rng_philox";
  }
  inst->AddAttribute(Attribute::Ident("algorithm", algorithm));
  AddOpAttributes(inst, op);
  return SetResults(op, inst);
}

absl::Status Converter::ReducePrecision(mlir::Operation* op, HloOpcode opcode) {
  TPUSIM_ASSIGN_OR_RETURN(std::vector<Instruction*> operands, Operands(op));
  TPUSIM_ASSIGN_OR_RETURN(Shape shape, ResultShape(op));
  Instruction* inst = Add(opcode, std::move(shape), operands, op);
  inst->AddAttribute(Attribute::Int("exponent_bits", IntAttr(op, "exponent_bits").value_or(0)));
  inst->AddAttribute(Attribute::Int("mantissa_bits", IntAttr(op, "mantissa_bits").value_or(0)));
  AddOpAttributes(inst, op);
  return SetResults(op, inst);
}

absl::Status Converter::Infeed(mlir::Operation* op, HloOpcode opcode) {
  // XLA: infeed returns (data tuple, token); the data values are read
  // through nested get-tuple-elements.
  TPUSIM_ASSIGN_OR_RETURN(std::vector<Instruction*> operands, Operands(op));
  if (op->getNumResults() == 0) return OpError(op, "needs a token result");
  std::vector<Shape> data;
  for (unsigned i = 0; i + 1 < op->getNumResults(); ++i) {
    TPUSIM_ASSIGN_OR_RETURN(Shape s, ShapeOf(op->getResult(i).getType(), op));
    data.push_back(std::move(s));
  }
  Shape data_shape = Shape::Tuple(data);
  Instruction* inst =
      Add(opcode, Shape::Tuple({data_shape, Shape::Token()}), operands, op);
  if (auto config = llvm::dyn_cast_or_null<mlir::StringAttr>(op->getAttr("infeed_config"))) {
    inst->AddAttribute(Attribute::String("infeed_config", std::string(Sv(config.getValue()))));
  }
  AddOpAttributes(inst, op);
  Instruction* data_gte = Add(HloOpcode::kGetTupleElement, data_shape, {inst}, op);
  data_gte->AddAttribute(Attribute::Int("index", 0));
  for (size_t i = 0; i < data.size(); ++i) {
    Instruction* gte = Add(HloOpcode::kGetTupleElement, data[i], {data_gte}, op);
    gte->AddAttribute(Attribute::Int("index", static_cast<int64_t>(i)));
    scope_->values[op->getResult(i)] = gte;
  }
  Instruction* token = Add(HloOpcode::kGetTupleElement, Shape::Token(), {inst}, op);
  token->AddAttribute(Attribute::Int("index", 1));
  scope_->values[op->getResult(op->getNumResults() - 1)] = token;
  return absl::OkStatus();
}

absl::Status Converter::Outfeed(mlir::Operation* op, HloOpcode opcode) {
  TPUSIM_ASSIGN_OR_RETURN(std::vector<Instruction*> operands, Operands(op));
  if (operands.empty()) return OpError(op, "needs a token operand");
  Instruction* token = operands.back();
  operands.pop_back();
  Instruction* data = MakeTuple(operands, op);
  Instruction* inst = Add(opcode, Shape::Token(), {data, token}, op);
  if (auto config = llvm::dyn_cast_or_null<mlir::StringAttr>(op->getAttr("outfeed_config"))) {
    inst->AddAttribute(Attribute::String("outfeed_config", std::string(Sv(config.getValue()))));
  }
  AddOpAttributes(inst, op);
  return SetResults(op, inst);
}

absl::Status Converter::SendRecv(mlir::Operation* op, HloOpcode opcode) {
  // XLA builds send + send-done (recv + recv-done). Send results: (data,
  // u32 context, token); recv: (data, u32 context, token) -> (data, token).
  TPUSIM_ASSIGN_OR_RETURN(std::vector<Instruction*> operands, Operands(op));
  if (operands.empty()) return OpError(op, "needs a token operand");
  bool host = BoolAttr(op, "is_host_transfer");
  Shape context(PrimitiveType::kU32, {});
  if (opcode == HloOpcode::kSend) {
    Instruction* token = operands.back();
    operands.pop_back();
    Instruction* data = operands.size() == 1 ? operands[0] : MakeTuple(operands, op);
    Instruction* send = Add(HloOpcode::kSend,
                            Shape::Tuple({data->shape(), context, Shape::Token()}),
                            {data, token}, op);
    AddChannel(send, op);
    if (host) send->AddAttribute(Attribute::Bool("is_host_transfer", true));
    Instruction* done = Add(HloOpcode::kSendDone, Shape::Token(), {send}, op);
    AddChannel(done, op);
    if (host) done->AddAttribute(Attribute::Bool("is_host_transfer", true));
    return SetResults(op, done);
  }
  if (op->getNumResults() == 0) return OpError(op, "needs a token result");
  std::vector<Shape> data;
  for (unsigned i = 0; i + 1 < op->getNumResults(); ++i) {
    TPUSIM_ASSIGN_OR_RETURN(Shape s, ShapeOf(op->getResult(i).getType(), op));
    data.push_back(std::move(s));
  }
  Shape data_shape = data.size() == 1 ? data[0] : Shape::Tuple(data);
  Instruction* recv = Add(HloOpcode::kRecv,
                          Shape::Tuple({data_shape, context, Shape::Token()}),
                          {operands.back()}, op);
  AddChannel(recv, op);
  if (host) recv->AddAttribute(Attribute::Bool("is_host_transfer", true));
  Instruction* done = Add(HloOpcode::kRecvDone,
                          Shape::Tuple({data_shape, Shape::Token()}), {recv}, op);
  AddChannel(done, op);
  if (host) done->AddAttribute(Attribute::Bool("is_host_transfer", true));
  Instruction* data_gte = Add(HloOpcode::kGetTupleElement, data_shape, {done}, op);
  data_gte->AddAttribute(Attribute::Int("index", 0));
  if (data.size() == 1) {
    scope_->values[op->getResult(0)] = data_gte;
  } else {
    for (size_t i = 0; i < data.size(); ++i) {
      Instruction* gte = Add(HloOpcode::kGetTupleElement, data[i], {data_gte}, op);
      gte->AddAttribute(Attribute::Int("index", static_cast<int64_t>(i)));
      scope_->values[op->getResult(i)] = gte;
    }
  }
  Instruction* token = Add(HloOpcode::kGetTupleElement, Shape::Token(), {done}, op);
  token->AddAttribute(Attribute::Int("index", 1));
  scope_->values[op->getResult(op->getNumResults() - 1)] = token;
  return absl::OkStatus();
}

absl::Status Converter::OptimizationBarrier(mlir::Operation* op, HloOpcode opcode) {
  TPUSIM_ASSIGN_OR_RETURN(std::vector<Instruction*> operands, Operands(op));
  if (operands.empty()) return absl::OkStatus();
  if (operands.size() == 1) {
    Instruction* inst = Add(opcode, operands[0]->shape(), operands, op);
    return SetResults(op, inst);
  }
  Instruction* tuple = MakeTuple(operands, op);
  Instruction* inst = Add(opcode, tuple->shape(), {tuple}, op);
  return SetResults(op, inst);
}

absl::Status Converter::CustomCall(mlir::Operation* op, HloOpcode opcode) {
  TPUSIM_ASSIGN_OR_RETURN(std::vector<Instruction*> operands, Operands(op));
  TPUSIM_ASSIGN_OR_RETURN(Shape shape, ResultShape(op));
  if (op->getNumResults() == 0) shape = Shape::Tuple({});
  Instruction* inst = Add(opcode, std::move(shape), operands, op);
  std::string target;
  if (auto t = llvm::dyn_cast_or_null<mlir::StringAttr>(op->getAttr("call_target_name"))) {
    target = std::string(Sv(t.getValue()));
  }
  inst->AddAttribute(Attribute::String("custom_call_target", target));
  if (BoolAttr(op, "has_side_effect")) {
    inst->AddAttribute(Attribute::Bool("custom_call_has_side_effect", true));
  }
  std::vector<Computation*> called;
  if (auto list = llvm::dyn_cast_or_null<mlir::ArrayAttr>(op->getAttr("called_computations"))) {
    for (mlir::Attribute a : list) {
      if (auto ref = llvm::dyn_cast<mlir::FlatSymbolRefAttr>(a)) {
        TPUSIM_ASSIGN_OR_RETURN(Computation * c,
                                FunctionComputationByName(op, ref.getValue()));
        called.push_back(c);
      }
    }
  }
  if (!called.empty()) {
    inst->AddAttribute(Attribute::ComputationList("called_computations", called));
  }
  // api_version: 1 (ORIGINAL) is the elided default; JAX's FFI calls carry
  // their config as a `mhlo.backend_config` dictionary (typed FFI).
  int64_t api_version = IntAttr(op, "api_version").value_or(1);
  mlir::Attribute config = op->getAttr("backend_config");
  if (!config) {
    if ((config = op->getAttr("mhlo.backend_config"))) api_version = 4;
  }
  static constexpr const char* kApiVersions[] = {
      "API_VERSION_UNSPECIFIED", "API_VERSION_ORIGINAL",
      "API_VERSION_STATUS_RETURNING", "API_VERSION_STATUS_RETURNING_UNIFIED",
      "API_VERSION_TYPED_FFI"};
  if (api_version != 1 && api_version >= 0 && api_version <= 4) {
    inst->AddAttribute(Attribute::Ident("api_version", kApiVersions[api_version]));
  }
  if (auto s = llvm::dyn_cast_or_null<mlir::StringAttr>(config)) {
    if (!s.getValue().empty()) {
      inst->AddAttribute(Attribute::String("backend_config", std::string(Sv(s.getValue()))));
    }
  } else if (auto dict = llvm::dyn_cast_or_null<mlir::DictionaryAttr>(config)) {
    inst->AddAttribute(Attribute::Raw("backend_config", ToString(dict)));
  }
  if (auto aliases = llvm::dyn_cast_or_null<mlir::ArrayAttr>(op->getAttr("output_operand_aliases"))) {
    std::vector<OutputOperandAlias> list;
    for (mlir::Attribute a : aliases) {
      auto alias = llvm::dyn_cast<shlo::OutputOperandAliasAttr>(a);
      if (!alias) continue;
      list.push_back({ShapeIndex(alias.getOutputTupleIndices().begin(),
                                 alias.getOutputTupleIndices().end()),
                      alias.getOperandIndex(),
                      ShapeIndex(alias.getOperandTupleIndices().begin(),
                                 alias.getOperandTupleIndices().end())});
    }
    if (!list.empty()) {
      inst->AddAttribute({"output_to_operand_aliasing", AttrKind::kOutputOperandAliasing,
                          std::move(list)});
    }
  }
  AddOpAttributes(inst, op);
  return SetResults(op, inst);
}

absl::Status Converter::Composite(mlir::Operation* op, HloOpcode opcode) {
  // XLA: a call of the decomposition marked as a composite, with the name,
  // attributes and version as frontend attributes.
  auto decomposition = llvm::dyn_cast_or_null<mlir::FlatSymbolRefAttr>(op->getAttr("decomposition"));
  if (!decomposition) return OpError(op, "has no decomposition function");
  TPUSIM_ASSIGN_OR_RETURN(Computation * callee,
                          FunctionComputationByName(op, decomposition.getValue()));
  TPUSIM_ASSIGN_OR_RETURN(std::vector<Instruction*> operands, Operands(op));
  TPUSIM_ASSIGN_OR_RETURN(Shape shape, ResultShape(op));
  Instruction* inst = Add(opcode, std::move(shape), operands, op);
  inst->AddAttribute(Attribute::ComputationRef("to_apply", callee));
  inst->AddAttribute(Attribute::Bool("is_composite", true));
  std::string name;
  if (auto n = llvm::dyn_cast_or_null<mlir::StringAttr>(op->getAttr("name"))) {
    name = std::string(Sv(n.getValue()));
  }
  mlir::Attribute attrs = op->getAttr("composite_attributes");
  std::string attrs_text = attrs ? ToString(attrs) : "{}";
  inst->AddAttribute(Attribute::Raw(
      "frontend_attributes",
      absl::StrCat("{composite.attributes=\"", absl::CEscape(attrs_text),
                   "\",composite.name=\"", absl::CEscape(name),
                   "\",composite.version=\"", IntAttr(op, "version").value_or(0),
                   "\"}")));
  return SetResults(op, inst);
}

absl::Status Converter::FuncCall(mlir::Operation* op, HloOpcode opcode) {
  auto callee = llvm::dyn_cast_or_null<mlir::FlatSymbolRefAttr>(op->getAttr("callee"));
  if (!callee) return OpError(op, "has no callee");
  TPUSIM_ASSIGN_OR_RETURN(std::vector<Instruction*> operands, Operands(op));
  std::vector<std::vector<int64_t>> arg_dims, arg_values;
  for (const Instruction* operand : operands) {
    arg_values.push_back(IntegerValues(operand).value_or(std::vector<int64_t>{}));
    std::vector<int64_t>& dims = arg_dims.emplace_back();
    if (!operand->shape().IsArray()) continue;
    for (int64_t d = 0; d < operand->shape().rank(); ++d) {
      dims.push_back(operand->shape().is_unbounded_dim(d) ? -1 : operand->shape().dim(d));
    }
  }
  TPUSIM_ASSIGN_OR_RETURN(
      Computation * computation,
      FunctionComputationByName(op, callee.getValue(), arg_dims, arg_values));
  Shape shape = computation->root()->shape();
  Instruction* inst = Add(opcode, std::move(shape), operands, op);
  inst->AddAttribute(Attribute::ComputationRef("to_apply", computation));
  AddOpAttributes(inst, op);
  return SetResults(op, inst);
}

absl::Status Converter::TopK(mlir::Operation* op, HloOpcode opcode) {
  TPUSIM_ASSIGN_OR_RETURN(std::vector<Instruction*> operands, Operands(op));
  TPUSIM_ASSIGN_OR_RETURN(Shape shape, ResultShape(op));
  Instruction* inst = Add(opcode, std::move(shape), operands, op);
  inst->AddAttribute(Attribute::Int("k", IntAttr(op, "k").value_or(0)));
  bool largest = op->getAttr("largest") ? BoolAttr(op, "largest") : true;
  inst->AddAttribute(Attribute::Bool("largest", largest));
  AddOpAttributes(inst, op);
  return SetResults(op, inst);
}

absl::Status Converter::Fusion(mlir::Operation* op, HloOpcode opcode) {
  TPUSIM_ASSIGN_OR_RETURN(std::vector<Instruction*> operands, Operands(op));
  TPUSIM_ASSIGN_OR_RETURN(Shape shape, ResultShape(op));
  if (op->getNumRegions() != 1) return OpError(op, "needs one fused region");
  Instruction* inst = Add(opcode, std::move(shape), operands, op);
  std::string kind = "kLoop";
  if (auto opaque = llvm::dyn_cast_or_null<mlir::OpaqueAttr>(op->getAttr("fusion_kind"))) {
    // `#mhlo<fusion_kind kOutput>`
    llvm::StringRef data = opaque.getAttrData();
    kind = std::string(Sv(data.substr(data.rfind(' ') + 1)));
  }
  inst->AddAttribute(Attribute::Ident("kind", kind));
  TPUSIM_RETURN_IF_ERROR(AddCalled(inst, "calls", op->getRegion(0), op));
  return SetResults(op, inst);
}

absl::Status Converter::AsyncStart(mlir::Operation* op, HloOpcode opcode) {
  // StableHLO 1.15 async_start: the wrapped computation runs as a call; the
  // future it returns is the call's value (async_done forwards it).
  if (op->getNumRegions() != 1 || op->getRegion(0).empty()) {
    return AsCustomCall(op, HloOpcode::kCustomCall);
  }
  TPUSIM_ASSIGN_OR_RETURN(std::vector<Instruction*> operands, Operands(op));
  TPUSIM_ASSIGN_OR_RETURN(Computation * body,
                          RegionComputation(op->getRegion(0), op, false, {}));
  Instruction* inst = Add(opcode, body->root()->shape(), operands, op);
  inst->AddAttribute(Attribute::ComputationRef("to_apply", body));
  return SetResults(op, inst);
}

absl::Status Converter::ChloBroadcasting(mlir::Operation* op, HloOpcode opcode) {
  // Implicit (numpy or broadcast_dimensions) broadcasting made explicit.
  TPUSIM_ASSIGN_OR_RETURN(std::vector<Instruction*> operands, Operands(op));
  TPUSIM_ASSIGN_OR_RETURN(Shape shape, ResultShape(op));
  std::vector<int64_t> dims_attr = I64List(op, "broadcast_dimensions");
  for (Instruction*& operand : operands) {
    const Shape& s = operand->shape();
    if (s.dims() == shape.dims()) continue;
    std::vector<int64_t> dims;
    if (!dims_attr.empty() && static_cast<int64_t>(dims_attr.size()) == s.rank()) {
      dims = dims_attr;
    } else {
      for (int64_t i = 0; i < s.rank(); ++i) dims.push_back(shape.rank() - s.rank() + i);
    }
    if (std::any_of(dims.begin(), dims.end(),
                    [&](int64_t d) { return d < 0 || d >= shape.rank(); })) {
      return OpError(op, "operand rank exceeds the result rank");
    }
    operand = BroadcastInDimHlo(operand, shape, dims, op);
  }
  if (opcode == HloOpcode::kCustomCall) {
    Instruction* inst = Add(opcode, std::move(shape), operands, op);
    inst->AddAttribute(Attribute::String(
        "custom_call_target", std::string(Sv(op->getName().getStringRef()))));
    return SetResults(op, inst);
  }
  Instruction* inst = Add(opcode, std::move(shape), operands, op);
  if (opcode == HloOpcode::kCompare) {
    mlir::Attribute dir = op->getAttr("comparison_direction");
    if (auto d = llvm::dyn_cast_or_null<shlo::ComparisonDirectionAttr>(dir)) {
      inst->AddAttribute(Attribute::Ident(
          "direction", std::string(Sv(shlo::stringifyComparisonDirection(d.getValue())))));
    }
    if (auto t = llvm::dyn_cast_or_null<shlo::ComparisonTypeAttr>(op->getAttr("compare_type"))) {
      if (t.getValue() != shlo::ComparisonType::NOTYPE) {
        inst->AddAttribute(Attribute::Ident(
            "type", std::string(Sv(shlo::stringifyComparisonType(t.getValue())))));
      }
    }
  }
  return SetResults(op, inst);
}

absl::Status Converter::ChloSquare(mlir::Operation* op, HloOpcode) {
  TPUSIM_ASSIGN_OR_RETURN(Instruction * x, OperandAt(op, 0));
  TPUSIM_ASSIGN_OR_RETURN(Shape shape, ResultShape(op));
  return SetResults(op, Add(HloOpcode::kMultiply, std::move(shape), {x, x}, op));
}

absl::Status Converter::SdyMeshOp(mlir::Operation* op, HloOpcode) {
  auto name = llvm::dyn_cast_or_null<mlir::StringAttr>(op->getAttr("sym_name"));
  absl::StatusOr<tpusim::hlo::SdyMesh> mesh =
      ParseSdyMesh(Sv(OpaqueBody(op->getAttr("mesh"))));
  if (!mesh.ok()) return OpError(op, mesh.status().message());
  if (name) {
    std::string key(Sv(name.getValue()));
    if (!meshes_.contains(key)) mesh_order_.push_back(key);
    meshes_[key] = *mesh;
  }
  return absl::OkStatus();
}

absl::Status Converter::SdyShardingOp(mlir::Operation* op, HloOpcode opcode) {
  // Like XLA's Shardy export: a `Sharding` custom-call carrying the sharding.
  TPUSIM_ASSIGN_OR_RETURN(std::vector<Instruction*> operands, Operands(op));
  TPUSIM_ASSIGN_OR_RETURN(Shape shape, ResultShape(op));
  Instruction* inst = Add(opcode, std::move(shape), operands, op);
  inst->AddAttribute(Attribute::String("custom_call_target", "Sharding"));
  if (std::optional<std::string> s = ShardingText(op->getAttr("sharding"), 1)) {
    inst->AddAttribute(Attribute::Raw("sharding", *s));
  }
  return SetResults(op, inst);
}

absl::Status Converter::SdyManualComputation(mlir::Operation* op, HloOpcode opcode) {
  // As XLA lowers shard_map: each global operand goes through an
  // SPMDFullToShardShape custom-call to its per-device shape, the body is
  // called, and each result goes back through SPMDShardToFullShape.
  if (op->getNumRegions() != 1 || op->getRegion(0).empty()) {
    return OpError(op, "needs a body region");
  }
  mlir::Block& block = op->getRegion(0).front();
  if (block.getNumArguments() != op->getNumOperands()) {
    return OpError(op, "body arguments do not match the operands");
  }
  std::vector<SdyTensorSharding> in, out;
  if (auto list = ParseSdyShardingList(Sv(OpaqueBody(op->getAttr("in_shardings"))));
      list.ok()) {
    in = *list;
  }
  if (auto list = ParseSdyShardingList(Sv(OpaqueBody(op->getAttr("out_shardings"))));
      list.ok()) {
    out = *list;
  }
  auto to_hlo = [&](const std::vector<SdyTensorSharding>& list,
                    size_t i) -> std::optional<std::string> {
    if (i >= list.size()) return std::nullopt;
    SdyMesh mesh;
    if (auto it = meshes_.find(list[i].mesh_name); it != meshes_.end()) {
      mesh = it->second;
    }
    auto text = SdyToHloSharding(list[i], mesh);
    return text.ok() ? std::optional<std::string>(*text) : std::nullopt;
  };
  TPUSIM_ASSIGN_OR_RETURN(std::vector<Instruction*> operands, Operands(op));
  std::vector<Instruction*> local;
  for (size_t i = 0; i < operands.size(); ++i) {
    TPUSIM_ASSIGN_OR_RETURN(Shape s, ShapeOf(block.getArgument(i).getType(), op));
    Instruction* global = operands[i];
    if (auto sharding = to_hlo(in, i)) {
      global = Add(HloOpcode::kCustomCall, global->shape(), {global}, op);
      global->AddAttribute(Attribute::String("custom_call_target", "Sharding"));
      global->AddAttribute(Attribute::Raw("sharding", *sharding));
    }
    Instruction* to_shard = Add(HloOpcode::kCustomCall, std::move(s), {global}, op);
    to_shard->AddAttribute(Attribute::String("custom_call_target", "SPMDFullToShardShape"));
    to_shard->AddAttribute(Attribute::Raw("sharding", "{manual}"));
    local.push_back(to_shard);
  }
  TPUSIM_ASSIGN_OR_RETURN(Computation * body,
                          RegionComputation(op->getRegion(0), op, false, {}));
  Instruction* call = Add(opcode, body->root()->shape(), local, op);
  call->AddAttribute(Attribute::ComputationRef("to_apply", body));
  for (unsigned i = 0; i < op->getNumResults(); ++i) {
    Instruction* value = call;
    if (op->getNumResults() > 1) {
      value = Add(HloOpcode::kGetTupleElement, call->shape().tuple_shapes()[i], {call}, op);
      value->AddAttribute(Attribute::Int("index", i));
    }
    TPUSIM_ASSIGN_OR_RETURN(Shape s, ShapeOf(op->getResult(i).getType(), op));
    Instruction* to_full = Add(HloOpcode::kCustomCall, std::move(s), {value}, op);
    to_full->AddAttribute(Attribute::String("custom_call_target", "SPMDShardToFullShape"));
    if (auto sharding = to_hlo(out, i)) {
      to_full->AddAttribute(Attribute::Raw("sharding", *sharding));
    }
    scope_->values[op->getResult(i)] = to_full;
  }
  return absl::OkStatus();
}

absl::Status Converter::SdyNamedComputation(mlir::Operation* op, HloOpcode opcode) {
  if (op->getNumRegions() != 1) return OpError(op, "needs a body region");
  TPUSIM_ASSIGN_OR_RETURN(std::vector<Instruction*> operands, Operands(op));
  TPUSIM_ASSIGN_OR_RETURN(Computation * body,
                          RegionComputation(op->getRegion(0), op, false, {}));
  Instruction* inst = Add(opcode, body->root()->shape(), operands, op);
  inst->AddAttribute(Attribute::ComputationRef("to_apply", body));
  return SetResults(op, inst);
}

absl::Status Converter::AsCustomCall(mlir::Operation* op, HloOpcode) {
  TPUSIM_ASSIGN_OR_RETURN(std::vector<Instruction*> operands, Operands(op));
  TPUSIM_ASSIGN_OR_RETURN(Shape shape, ResultShape(op));
  if (op->getNumResults() == 0) shape = Shape::Tuple({});
  Instruction* inst = Add(HloOpcode::kCustomCall, std::move(shape), operands, op);
  inst->AddAttribute(Attribute::String(
      "custom_call_target", std::string(Sv(op->getName().getStringRef()))));
  if (op->getNumResults() == 0) {
    inst->AddAttribute(Attribute::Bool("custom_call_has_side_effect", true));
  }
  AddOpAttributes(inst, op);
  return SetResults(op, inst);
}

//===----------------------------------------------------------------------===//
// Module
//===----------------------------------------------------------------------===//

absl::Status Converter::ConvertModuleAttributes() {
  auto int_attr = [&](llvm::StringRef name) -> std::optional<int64_t> {
    if (auto i = llvm::dyn_cast_or_null<mlir::IntegerAttr>(module_op_->getAttr(name))) {
      return i.getInt();
    }
    return std::nullopt;
  };
  module_->num_partitions = int_attr("mhlo.num_partitions");
  module_->replica_count = int_attr("mhlo.num_replicas");
  // Aliasing as XLA's own MLIR export writes it:
  // [{alias = {kind = "may_alias", parameter_index = array<i64>,
  //   parameter_number = 0 : i64}, output_index = array<i64: 0>}].
  if (auto list = llvm::dyn_cast_or_null<mlir::ArrayAttr>(
          module_op_->getAttr("mhlo.input_output_alias"))) {
    for (mlir::Attribute entry : list) {
      auto dict = llvm::dyn_cast<mlir::DictionaryAttr>(entry);
      auto alias = dict ? llvm::dyn_cast_or_null<mlir::DictionaryAttr>(dict.get("alias"))
                        : mlir::DictionaryAttr();
      auto number = alias ? llvm::dyn_cast_or_null<mlir::IntegerAttr>(
                                alias.get("parameter_number"))
                          : mlir::IntegerAttr();
      if (!number) continue;
      InputOutputAlias io;
      io.output_index = ToStd(ReadI64List(dict.get("output_index")));
      io.parameter_number = number.getInt();
      io.parameter_index = ToStd(ReadI64List(alias.get("parameter_index")));
      auto kind = llvm::dyn_cast_or_null<mlir::StringAttr>(alias.get("kind"));
      io.must_alias = kind && kind.getValue() == "must_alias";
      module_->input_output_alias.push_back(std::move(io));
    }
  }
  if (auto frontend = llvm::dyn_cast_or_null<mlir::DictionaryAttr>(
          module_op_->getAttr("mhlo.frontend_attributes"))) {
    for (mlir::NamedAttribute entry : frontend) {
      auto value = llvm::dyn_cast<mlir::StringAttr>(entry.getValue());
      if (!value) continue;
      if (entry.getName() == "xla.sdy.meshes") {
        // Meshes of a Shardy round-trip export, by name.
        auto meshes = ParseSdyMeshes(Sv(value.getValue()));
        if (meshes.ok()) {
          for (auto& [name, mesh] : *meshes) meshes_[name] = mesh;
        }
      }
      module_frontend_attributes_.push_back(
          absl::StrCat(Sv(entry.getName().getValue()), "=\"",
                       absl::CEscape(Sv(value.getValue())), "\""));
    }
  }
  return absl::OkStatus();
}

absl::Status Converter::ConvertEntry(mlir::func::FuncOp main) {
  TPUSIM_ASSIGN_OR_RETURN(Computation * entry, FunctionComputation(main));
  module_->set_entry(entry);
  // Donation and aliasing from argument attributes (XLA's
  // unregistered_attributes.h: jax.buffer_donor, tf.aliasing_output) and
  // memory kinds (JAX passes them as arg/out_memory_spaces).
  bool tuple_result = main.getNumResults() != 1;
  std::vector<std::string> arg_spaces, out_spaces;
  bool any_space = false;
  auto space_of = [&](mlir::DictionaryAttr attrs) {
    auto kind = attrs ? llvm::dyn_cast_or_null<mlir::StringAttr>(attrs.get("mhlo.memory_kind"))
                      : mlir::StringAttr();
    // pinned_host is XLA's host memory space S(5).
    if (kind && kind.getValue() == "pinned_host") {
      any_space = true;
      return std::string("5");
    }
    return std::string("0");
  };
  for (unsigned i = 0; i < main.getNumArguments(); ++i) {
    mlir::DictionaryAttr attrs = main.getArgAttrDict(i);
    arg_spaces.push_back(space_of(attrs));
    if (!attrs) continue;
    if (auto out = llvm::dyn_cast_or_null<mlir::IntegerAttr>(attrs.get("tf.aliasing_output"))) {
      InputOutputAlias alias;
      if (tuple_result) alias.output_index = {out.getInt()};
      alias.parameter_number = i;
      module_->input_output_alias.push_back(alias);
    } else if (auto donor = llvm::dyn_cast_or_null<mlir::BoolAttr>(attrs.get("jax.buffer_donor"));
               donor && donor.getValue()) {
      module_->buffer_donors.push_back({static_cast<int64_t>(i), {}});
    }
  }
  for (unsigned i = 0; i < main.getNumResults(); ++i) {
    out_spaces.push_back(space_of(main.getResultAttrDict(i)));
  }
  std::vector<std::string> frontend = module_frontend_attributes_;
  // The program's sdy.mesh declarations travel with the module, as XLA's
  // Shardy export writes them (`xla.sdy.meshes`), so a command reads the
  // mesh from the module wherever the file declares it.
  if (!mesh_order_.empty() &&
      std::none_of(frontend.begin(), frontend.end(), [](const std::string& attribute) {
        return absl::StartsWith(attribute, "xla.sdy.meshes=");
      })) {
    std::vector<std::string> declared;
    for (const std::string& name : mesh_order_) {
      // Only names the attribute's reader takes back (identifiers; axis
      // names without quotes).
      const SdyMesh& mesh = meshes_.at(name);
      bool readable = IsSdyIdentifier(name);
      for (const auto& axis : mesh.axes) readable &= !absl::StrContains(axis.first, '"');
      if (readable) declared.push_back(absl::StrCat(name, " = ", SdyMeshText(mesh)));
    }
    if (!declared.empty()) {
      frontend.push_back(absl::StrCat(
          "xla.sdy.meshes=\"",
          absl::CEscape(absl::StrCat("{", absl::StrJoin(declared, ", "), "}")), "\""));
    }
  }
  if (any_space) {
    frontend.push_back(absl::StrCat("arg_memory_spaces=\"", absl::StrJoin(arg_spaces, ";"), "\""));
    frontend.push_back(absl::StrCat("out_memory_spaces=\"", absl::StrJoin(out_spaces, ";"), "\""));
  }
  if (!frontend.empty()) {
    module_->other_attributes.push_back(Attribute::Raw(
        "frontend_attributes", absl::StrCat("{", absl::StrJoin(frontend, ","), "}")));
  }
  return absl::OkStatus();
}

std::unique_ptr<Module> Converter::Run(MlirConversionError* error) {
  std::string name = "main";
  if (std::optional<llvm::StringRef> sym = module_op_.getSymName()) {
    name = SanitizeName(Sv(*sym));
  }
  module_ = std::make_unique<Module>(name);
  absl::Status status = ConvertModuleAttributes();

  // Meshes first: shardings anywhere may refer to them.
  for (mlir::Operation& op : module_op_.getBody()->getOperations()) {
    if (op.getName().getStringRef() == "sdy.mesh" && status.ok()) {
      status = SdyMeshOp(&op, HloOpcode::kCustomCall);
    }
  }
  // Entry: the public `main` (XLA's convention), else the only public
  // function.
  std::vector<mlir::func::FuncOp> functions;
  for (auto func : module_op_.getOps<mlir::func::FuncOp>()) {
    if (!func.isExternal()) functions.push_back(func);
  }
  if (status.ok()) {
    for (auto func : functions) {
      if (func.getSymName() == "main") entry_func_ = func;
    }
    if (!entry_func_) {
      std::vector<mlir::func::FuncOp> publics;
      for (auto func : functions) {
        if (func.isPublic()) publics.push_back(func);
      }
      if (publics.size() == 1) entry_func_ = publics[0];
    }
    if (!entry_func_) {
      status = absl::InvalidArgumentError(
          functions.empty()
              ? "module has no function with a body"
              : absl::StrCat("no entry function: the module has no @main and ",
                             "not exactly one public function"));
    }
  }
  if (status.ok()) status = ConvertEntry(entry_func_);
  // Every other function becomes a computation too (XLA lowers all of them).
  // A function converted for its calls (at their sizes) is not again.
  for (auto func : functions) {
    if (!status.ok()) break;
    if (converting_.contains(std::string(Sv(func.getSymName())))) continue;
    status = FunctionComputation(func).status();
  }
  if (status.ok()) status = module_->Finalize();
  if (status.ok()) status = VerifyModule(*module_);
  if (!status.ok()) {
    error->message = std::string(status.message());
    error->op = error_op_;
    error->argument = error_argument_;
    return nullptr;
  }
  return std::move(module_);
}

}  // namespace

std::unique_ptr<Module> ConvertMlirToHlo(mlir::ModuleOp module,
                                         const MlirImportOptions& options,
                                         absl::string_view filename,
                                         MlirConversionError* error,
                                         const MlirInputLocations* locations) {
  Converter converter(module, options, filename, locations);
  return converter.Run(error);
}

}  // namespace tpusim::hlo
