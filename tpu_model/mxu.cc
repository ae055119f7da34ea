#include "tpu_model/mxu.h"

#include <cstdio>
#include <optional>

#include "absl/status/status.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "hlo/base/checked_math.h"
#include "hlo/base/status_macros.h"
#include "tpu_model/layout_predictor.h"

namespace tpusim::tpu {
namespace {

absl::Status Bad(const hlo::Instruction& instruction, absl::string_view message) {
  return absl::InvalidArgumentError(
      absl::StrCat("MXU analysis of '", instruction.name(), "': ", message));
}

bool Contains(const std::vector<int64_t>& v, int64_t x) {
  for (int64_t y : v) {
    if (y == x) return true;
  }
  return false;
}

absl::Status CheckDims(const hlo::Instruction& instruction, const hlo::Shape& shape,
                       const std::vector<int64_t>& dims, absl::string_view what) {
  for (int64_t d : dims) {
    if (d < 0 || d >= shape.rank()) {
      return Bad(instruction, absl::StrCat(what, " dimension ", d, " is out of range for ",
                                           shape.ToString()));
    }
  }
  return absl::OkStatus();
}

// Product of the sizes of `dims` of `shape`, overflow-checked.
absl::StatusOr<int64_t> Product(const hlo::Instruction& instruction, const hlo::Shape& shape,
                                const std::vector<int64_t>& dims) {
  int64_t p = 1;
  for (int64_t d : dims) {
    std::optional<int64_t> next = CheckedMul(p, shape.dim(d));
    if (!next) return Bad(instruction, "dimension product overflows 64 bits");
    p = *next;
  }
  return p;
}

absl::StatusOr<int64_t> RoundUp(const hlo::Instruction& instruction, int64_t v, int64_t m) {
  std::optional<int64_t> r = CheckedRoundUp(v, m);
  if (!r) return Bad(instruction, "padded size overflows 64 bits");
  return *r;
}

std::string Percent(double fraction) {
  char buffer[32];
  std::snprintf(buffer, sizeof(buffer), "%.1f%%", fraction * 100.0);
  return buffer;
}

}  // namespace

std::string MxuAnalysis::Describe() const {
  std::vector<std::string> parts;
  for (const MxuDimension& d : dims) {
    if (d.padded == d.size) {
      parts.push_back(absl::StrCat(d.role, " ", d.size, " fits"));
    } else {
      parts.push_back(absl::StrCat(d.role, " ", d.size, " padded to ", d.padded));
    }
  }
  return absl::StrCat(absl::StrJoin(parts, ", "), ": ", Percent(utilization),
                      " of the MXU used");
}

absl::StatusOr<MxuAnalysis> AnalyzeMxu(const hlo::Instruction& instruction,
                                       const std::vector<hlo::Shape>& operand_shapes,
                                       const ChipSpec& chip) {
  const bool is_dot = instruction.opcode() == hlo::HloOpcode::kDot;
  const bool is_conv = instruction.opcode() == hlo::HloOpcode::kConvolution;
  if (!is_dot && !is_conv) return Bad(instruction, "not a dot or convolution");
  if (operand_shapes.size() < 2) return Bad(instruction, "needs the lhs and rhs shapes");
  for (int i = 0; i < 2; ++i) {
    if (!operand_shapes[i].IsArray()) return Bad(instruction, "operands must be arrays");
    if (operand_shapes[i].IsUnbounded()) {
      return Bad(instruction, "operands have unbounded dimensions");
    }
  }
  TPUSIM_ASSIGN_OR_RETURN(hlo::Shape lhs, PredictLayout(operand_shapes[0], chip));
  const hlo::Shape& rhs = operand_shapes[1];

  MxuAnalysis result;
  result.lhs_layout = lhs.ToString();
  // Role of every lhs dim, and the rhs output-feature dims.
  std::vector<std::string> lhs_role(lhs.rank(), "batch");
  std::vector<int64_t> out_feature_dims;
  if (is_dot) {
    hlo::DotDimensionNumbers dn = instruction.dot_dimension_numbers();
    TPUSIM_RETURN_IF_ERROR(CheckDims(instruction, lhs, dn.lhs_contracting_dimensions,
                                     "lhs contracting"));
    TPUSIM_RETURN_IF_ERROR(CheckDims(instruction, lhs, dn.lhs_batch_dimensions, "lhs batch"));
    TPUSIM_RETURN_IF_ERROR(CheckDims(instruction, rhs, dn.rhs_contracting_dimensions,
                                     "rhs contracting"));
    TPUSIM_RETURN_IF_ERROR(CheckDims(instruction, rhs, dn.rhs_batch_dimensions, "rhs batch"));
    std::vector<int64_t> m_dims;
    for (int64_t d = 0; d < lhs.rank(); ++d) {
      if (Contains(dn.lhs_contracting_dimensions, d)) {
        lhs_role[d] = "feature";
      } else if (Contains(dn.lhs_batch_dimensions, d)) {
        lhs_role[d] = "dot_batch";
      } else {
        m_dims.push_back(d);
      }
    }
    for (int64_t d = 0; d < rhs.rank(); ++d) {
      if (!Contains(dn.rhs_contracting_dimensions, d) && !Contains(dn.rhs_batch_dimensions, d)) {
        out_feature_dims.push_back(d);
      }
    }
    TPUSIM_ASSIGN_OR_RETURN(result.m, Product(instruction, lhs, m_dims));
    TPUSIM_ASSIGN_OR_RETURN(result.k,
                            Product(instruction, lhs, dn.lhs_contracting_dimensions));
    TPUSIM_ASSIGN_OR_RETURN(result.groups, Product(instruction, lhs, dn.lhs_batch_dimensions));
    TPUSIM_ASSIGN_OR_RETURN(result.n, Product(instruction, rhs, out_feature_dims));
  } else {
    const hlo::ConvolutionDimensionNumbers* dn = instruction.convolution_dimension_numbers();
    if (dn == nullptr) return Bad(instruction, "convolution without dim_labels");
    TPUSIM_RETURN_IF_ERROR(CheckDims(
        instruction, lhs, {dn->input_batch_dimension, dn->input_feature_dimension}, "input"));
    TPUSIM_RETURN_IF_ERROR(
        CheckDims(instruction, lhs, dn->input_spatial_dimensions, "input spatial"));
    TPUSIM_RETURN_IF_ERROR(CheckDims(
        instruction, rhs,
        {dn->kernel_input_feature_dimension, dn->kernel_output_feature_dimension}, "kernel"));
    TPUSIM_RETURN_IF_ERROR(
        CheckDims(instruction, rhs, dn->kernel_spatial_dimensions, "kernel spatial"));
    lhs_role[dn->input_batch_dimension] = "batch";
    lhs_role[dn->input_feature_dimension] = "feature";
    for (int64_t d : dn->input_spatial_dimensions) lhs_role[d] = "spatial";
    out_feature_dims = {dn->kernel_output_feature_dimension};

    int64_t feature_groups = instruction.GetInt("feature_group_count").value_or(1);
    int64_t batch_groups = instruction.GetInt("batch_group_count").value_or(1);
    std::optional<int64_t> groups = CheckedMul(feature_groups, batch_groups);
    if (feature_groups < 1 || batch_groups < 1 || !groups) {
      return Bad(instruction, "group counts must be positive");
    }
    result.groups = *groups;
    // Streamed rows: output batch x output spatial positions (the result
    // shape), or the input's when the result is not an array.
    const hlo::Shape& out = instruction.shape();
    if (out.IsArray() && out.rank() == lhs.rank() &&
        dn->output_batch_dimension < out.rank()) {
      std::vector<int64_t> rows = {dn->output_batch_dimension};
      for (int64_t d : dn->output_spatial_dimensions) rows.push_back(d);
      TPUSIM_RETURN_IF_ERROR(CheckDims(instruction, out, rows, "output"));
      TPUSIM_ASSIGN_OR_RETURN(result.m, Product(instruction, out, rows));
    } else {
      std::vector<int64_t> rows = {dn->input_batch_dimension};
      for (int64_t d : dn->input_spatial_dimensions) rows.push_back(d);
      TPUSIM_ASSIGN_OR_RETURN(result.m, Product(instruction, lhs, rows));
    }
    std::vector<int64_t> k_dims = {dn->kernel_input_feature_dimension};
    for (int64_t d : dn->kernel_spatial_dimensions) k_dims.push_back(d);
    TPUSIM_ASSIGN_OR_RETURN(result.k, Product(instruction, rhs, k_dims));
    TPUSIM_ASSIGN_OR_RETURN(int64_t out_features, Product(instruction, rhs, out_feature_dims));
    result.n = out_features / result.groups;
  }

  const int64_t mxu = chip.mxu_size;
  TPUSIM_ASSIGN_OR_RETURN(result.padded_m, RoundUp(instruction, result.m, chip.sublanes));
  TPUSIM_ASSIGN_OR_RETURN(result.padded_k, RoundUp(instruction, result.k, mxu));
  TPUSIM_ASSIGN_OR_RETURN(result.padded_n, RoundUp(instruction, result.n, mxu));
  if (result.padded_k > 0 && result.padded_n > 0) {
    result.array_utilization = double(result.k) / double(result.padded_k) *
                               double(result.n) / double(result.padded_n);
  }

  const std::vector<int64_t>& m2m = lhs.layout().minor_to_major;
  auto lhs_dim = [&](int64_t d, int64_t alignment) -> absl::StatusOr<MxuDimension> {
    MxuDimension dim;
    dim.role = lhs_role[d];
    dim.operand = "lhs";
    dim.dimension = d;
    dim.size = lhs.dim(d);
    dim.alignment = alignment;
    TPUSIM_ASSIGN_OR_RETURN(dim.padded, RoundUp(instruction, dim.size, alignment));
    return dim;
  };
  if (!m2m.empty()) {
    TPUSIM_ASSIGN_OR_RETURN(MxuDimension minor, lhs_dim(m2m[0], mxu));
    result.dims.push_back(minor);
  }
  if (m2m.size() >= 2) {
    TPUSIM_ASSIGN_OR_RETURN(MxuDimension second, lhs_dim(m2m[1], chip.sublanes));
    result.dims.push_back(second);
  }
  MxuDimension out;
  out.role = "output_feature";
  out.operand = "rhs";
  out.dimension = out_feature_dims.size() == 1 ? out_feature_dims[0] : -1;
  out.size = result.n;
  out.alignment = mxu;
  out.padded = result.padded_n;
  result.dims.push_back(out);

  result.utilization = 1.0;
  for (const MxuDimension& d : result.dims) result.utilization *= d.fill();
  return result;
}

}  // namespace tpusim::tpu
