#include "tpu_model/compiler/index_flattening.h"

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "absl/strings/str_cat.h"
#include "hlo/base/checked_math.h"
#include "hlo/base/status_macros.h"
#include "hlo/ir/attributes.h"
#include "tpu_model/compiler/module_builder.h"
#include "tpu_model/layout_predictor.h"

namespace tpusim::tpu::compiler {
namespace {

using hlo::HloOpcode;

bool IsStaticArray(const hlo::Shape& shape) { return shape.IsArray() && !shape.IsDynamic(); }

// Whether `dims` are exactly first, first + 1, ..., last.
bool IsTrailingRun(const std::vector<int64_t>& dims, int64_t first, int64_t rank) {
  if (static_cast<int64_t>(dims.size()) != rank - first) return false;
  for (size_t i = 0; i < dims.size(); ++i) {
    if (dims[i] != first + static_cast<int64_t>(i)) return false;
  }
  return true;
}

// The batch dims of a gather's or scatter's indices: every dim but the
// index vector dim, which must be the last (or implicit, = rank).
struct IndexBatch {
  int64_t dims = 0;          // Batch dims.
  int64_t rows = 1;          // Their product.
  int64_t vector_size = 1;   // Entries per index.
};

std::optional<IndexBatch> BatchOf(const hlo::Instruction& instruction,
                                  const hlo::Instruction& indices) {
  const std::optional<int64_t> vector_dim = instruction.GetInt("index_vector_dim");
  const hlo::Shape& shape = indices.shape();
  if (!vector_dim.has_value() || !IsStaticArray(shape)) return std::nullopt;
  IndexBatch batch;
  if (*vector_dim == shape.rank()) {
    batch.dims = shape.rank();
  } else if (*vector_dim == shape.rank() - 1) {
    batch.dims = shape.rank() - 1;
    batch.vector_size = shape.dim(shape.rank() - 1);
  } else {
    return std::nullopt;
  }
  for (int64_t d = 0; d < batch.dims; ++d) {
    const std::optional<int64_t> rows = CheckedMul(batch.rows, shape.dim(d));
    if (!rows.has_value()) return std::nullopt;
    batch.rows = *rows;
  }
  return batch;
}

// Whether the first `batch.dims` dims of `shape` hold `batch.rows` elements
// (a malformed program's shapes need not agree with its indices).
bool LeadsWithRows(const hlo::Shape& shape, const IndexBatch& batch) {
  int64_t rows = 1;
  for (int64_t d = 0; d < batch.dims && d < shape.rank(); ++d) {
    const std::optional<int64_t> product = CheckedMul(rows, shape.dim(d));
    if (!product.has_value()) return false;
    rows = *product;
  }
  return shape.rank() >= batch.dims && rows == batch.rows;
}

// A gather with two or more batch dims, its offset dims last.
std::optional<IndexBatch> FlattenableGather(const hlo::Instruction& gather) {
  if (gather.opcode() != HloOpcode::kGather || gather.operand_count() != 2 ||
      !IsStaticArray(gather.shape()) ||
      !gather.GetIntListOrEmpty("operand_batching_dims").empty()) {
    return std::nullopt;
  }
  std::optional<IndexBatch> batch = BatchOf(gather, *gather.operand(1));
  if (!batch.has_value() || batch->dims < 2 ||
      !IsTrailingRun(gather.GetIntListOrEmpty("offset_dims"), batch->dims, gather.shape().rank()) ||
      !LeadsWithRows(gather.shape(), *batch)) {
    return std::nullopt;
  }
  return batch;
}

// A single-operand scatter with two or more batch dims, its update window
// dims last.
std::optional<IndexBatch> FlattenableScatter(const hlo::Instruction& scatter) {
  if (scatter.opcode() != HloOpcode::kScatter || scatter.operand_count() != 3 ||
      !IsStaticArray(scatter.shape()) ||
      !scatter.GetIntListOrEmpty("input_batching_dims").empty()) {
    return std::nullopt;
  }
  const hlo::Shape& updates = scatter.operand(2)->shape();
  std::optional<IndexBatch> batch = BatchOf(scatter, *scatter.operand(1));
  if (!batch.has_value() || batch->dims < 2 || !IsStaticArray(updates) ||
      !IsTrailingRun(scatter.GetIntListOrEmpty("update_window_dims"), batch->dims,
                     updates.rank()) ||
      !LeadsWithRows(updates, *batch)) {
    return std::nullopt;
  }
  return batch;
}

bool Flattenable(const hlo::Instruction& instruction) {
  return FlattenableGather(instruction).has_value() ||
         FlattenableScatter(instruction).has_value() || IsRowsReshape(instruction);
}

// `dims` with its first `batch_dims` replaced by one of `rows`.
std::vector<int64_t> RowDims(const std::vector<int64_t>& dims, int64_t batch_dims,
                             int64_t rows) {
  std::vector<int64_t> out = {rows};
  out.insert(out.end(), dims.begin() + batch_dims, dims.end());
  return out;
}

std::vector<int64_t> WithoutLeadingOnes(const std::vector<int64_t>& dims) {
  size_t first = 0;
  while (first + 1 < dims.size() && dims[first] == 1) ++first;
  return std::vector<int64_t>(dims.begin() + first, dims.end());
}

// `shape` laid out in the default dim order, as a choice layout prediction
// keeps. [ORACLE] Every gather fusion's rows and every scatter's row
// updates are {1,0} where the least padded order would swap the dims
// (f32[900,100]{1,0} in embedding.grad.b9.s100 on v4 ... v6e).
hlo::Shape InDefaultOrder(hlo::Shape shape) {
  hlo::Layout layout = hlo::DefaultLayoutForRank(shape.rank());
  layout.order_assigned = true;
  shape.set_layout(std::move(layout));
  return shape;
}

// The rows of the first tile of `shape`'s layout in the default dim order,
// or nullopt when that layout has no 2-D tile.
std::optional<int64_t> TileRows(const hlo::Shape& shape, const ChipSpec& chip) {
  absl::StatusOr<hlo::Layout> layout =
      PredictTiledLayout(shape.element_type(), shape.dims(),
                         hlo::DefaultLayoutForRank(shape.rank()).minor_to_major, chip);
  if (!layout.ok() || layout->tiles.empty() || layout->tiles[0].dims.size() != 2) {
    return std::nullopt;
  }
  return layout->tiles[0].dims[0];
}

class Flattener {
 public:
  Flattener(hlo::Computation* copy, ModuleBuilder& builder, const ChipSpec& chip,
            FlattenedModule& stats)
      : copy_(copy), builder_(builder), chip_(chip), stats_(stats) {}

  // `value` reshaped to `dims`: a bitcast where the tiles allow it.
  hlo::Instruction* Reshape(hlo::Instruction* value, std::vector<int64_t> dims,
                            const std::string& name, bool rows_or_updates) {
    hlo::Shape shape = InDefaultOrder(hlo::Shape(value->shape().element_type(), std::move(dims)));
    const bool bitcast = ReshapeKeepsTiles(value->shape(), shape, chip_);
    if (!bitcast && rows_or_updates) ++stats_.row_copies;
    auto reshape = std::make_unique<hlo::Instruction>(
        name, bitcast ? HloOpcode::kBitcast : HloOpcode::kReshape, std::move(shape));
    reshape->AppendOperand(value);
    return copy_->AddInstruction(std::move(reshape));
  }

  hlo::Instruction* FlatIndices(const hlo::Instruction& source, hlo::Instruction* indices,
                                const IndexBatch& batch) {
    std::vector<int64_t> dims = {batch.rows};
    if (batch.vector_size != 1) dims.push_back(batch.vector_size);
    return Reshape(indices, std::move(dims), absl::StrCat(source.name(), ".indices"),
                   /*rows_or_updates=*/false);
  }

  // A clone of `source` over `operands` with one batch dim: `window` names
  // the slice or window dims attribute, now 1, 2, ...
  hlo::Instruction* FlatClone(const hlo::Instruction& source,
                              absl::Span<hlo::Instruction* const> operands,
                              absl::string_view window, int64_t window_dims,
                              hlo::Shape shape) {
    std::unique_ptr<hlo::Instruction> flat = builder_.Clone(source, operands);
    std::vector<int64_t> window_list;
    for (int64_t d = 1; d <= window_dims; ++d) window_list.push_back(d);
    for (hlo::Attribute& attribute : flat->mutable_attributes()) {
      if (attribute.name == "index_vector_dim") {
        attribute = hlo::Attribute::Int("index_vector_dim", 1);
      } else if (attribute.name == window) {
        attribute = hlo::Attribute::IntList(std::string(window), window_list);
      }
    }
    *flat->mutable_shape() = std::move(shape);
    return copy_->AddInstruction(std::move(flat));
  }

  hlo::Instruction* Gather(const hlo::Instruction& gather,
                           absl::Span<hlo::Instruction* const> operands,
                           const IndexBatch& batch) {
    hlo::Instruction* indices = FlatIndices(gather, operands[1], batch);
    const hlo::Shape& shape = gather.shape();
    hlo::Shape rows = InDefaultOrder(
        hlo::Shape(shape.element_type(), RowDims(shape.dims(), batch.dims, batch.rows)));
    const int64_t window_dims = shape.rank() - batch.dims;
    hlo::Instruction* flat = FlatClone(gather, {operands[0], indices}, "offset_dims",
                                       window_dims, std::move(rows));
    flat->set_name(absl::StrCat(gather.name(), ".rows"));
    hlo::Instruction* back = Reshape(flat, shape.dims(), gather.name(), true);
    back->ShareMetadata(gather);
    return back;
  }

  hlo::Instruction* Scatter(const hlo::Instruction& scatter,
                            absl::Span<hlo::Instruction* const> operands,
                            const IndexBatch& batch) {
    hlo::Instruction* indices = FlatIndices(scatter, operands[1], batch);
    const hlo::Shape& updates = operands[2]->shape();
    hlo::Instruction* rows =
        Reshape(operands[2], RowDims(updates.dims(), batch.dims, batch.rows),
                absl::StrCat(scatter.name(), ".updates"), true);
    rows->ShareMetadata(scatter);
    return FlatClone(scatter, {operands[0], indices, rows}, "update_window_dims",
                     updates.rank() - batch.dims, scatter.shape());
  }

 private:
  hlo::Computation* copy_;
  ModuleBuilder& builder_;
  const ChipSpec& chip_;
  FlattenedModule& stats_;
};

}  // namespace

bool IsRowsReshape(const hlo::Instruction& reshape) {
  if (reshape.opcode() != HloOpcode::kReshape || reshape.operand_count() != 1) return false;
  if (reshape.operand(0)->opcode() == HloOpcode::kGather) return true;
  if (reshape.users().empty()) return false;
  for (const hlo::Instruction* user : reshape.users()) {
    if (user->opcode() != HloOpcode::kScatter || user->operand_count() != 3 ||
        user->operand(2) != &reshape || user->operand(1) == &reshape) {
      return false;
    }
  }
  return true;
}

bool ReshapeKeepsTiles(const hlo::Shape& from, const hlo::Shape& to, const ChipSpec& chip) {
  if (!IsStaticArray(from) || !IsStaticArray(to) || from.element_type() != to.element_type()) {
    return false;
  }
  const std::vector<int64_t> a = WithoutLeadingOnes(from.dims());
  const std::vector<int64_t> b = WithoutLeadingOnes(to.dims());
  if (a == b) return true;
  if (a.size() < 2 || b.size() < 2 || a.back() != b.back()) return false;
  const std::optional<int64_t> rows_a = TileRows(from, chip);
  const std::optional<int64_t> rows_b = TileRows(to, chip);
  if (!rows_a.has_value() || rows_a != rows_b || *rows_a <= 0) return false;
  const int64_t second_a = a[a.size() - 2];
  const int64_t second_b = b[b.size() - 2];
  // Equal second-minor dims: only major dims merge or split. Whole tiles
  // of rows on both sides: both are the same sequence of row tiles.
  return second_a == second_b || (second_a % *rows_a == 0 && second_b % *rows_a == 0);
}

bool HasIndicesToFlatten(const hlo::Module& module) {
  return AnyInstructionOutsideFusions(module, Flattenable);
}

absl::StatusOr<FlattenedModule> FlattenGatherScatterIndices(const hlo::Module& module,
                                                             const ChipSpec& chip) {
  FlattenedModule out;
  TPUSIM_ASSIGN_OR_RETURN(
      out.module,
      RewriteInstructions(
          module,
          [&](const hlo::Instruction& instruction, absl::Span<hlo::Instruction* const> operands,
              hlo::Computation* copy, ModuleBuilder& builder) -> hlo::Instruction* {
            Flattener flattener(copy, builder, chip, out);
            if (std::optional<IndexBatch> batch = FlattenableGather(instruction)) {
              ++out.flattened;
              return flattener.Gather(instruction, operands, *batch);
            }
            if (std::optional<IndexBatch> batch = FlattenableScatter(instruction)) {
              ++out.flattened;
              return flattener.Scatter(instruction, operands, *batch);
            }
            if (IsRowsReshape(instruction) &&
                ReshapeKeepsTiles(instruction.operand(0)->shape(), instruction.shape(), chip)) {
              auto bitcast = std::make_unique<hlo::Instruction>(
                  instruction.name(), HloOpcode::kBitcast, instruction.shape());
              bitcast->AppendOperand(operands[0]);
              bitcast->ShareMetadata(instruction);
              bitcast->set_input_location(instruction.input_location());
              return copy->AddInstruction(std::move(bitcast));
            }
            return nullptr;
          }));
  return out;
}

}  // namespace tpusim::tpu::compiler
