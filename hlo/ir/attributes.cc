#include "hlo/ir/attributes.h"

#include <cctype>

namespace tpusim::hlo {

bool Attribute::operator==(const Attribute& other) const {
  return name == other.name && kind == other.kind && value == other.value;
}

namespace {

// One side of a dim-labels string: letters for batch/feature (or
// input/output feature), digits for spatial dims, one char per dimension.
bool ParseLabels(absl::string_view text, char first, char second, int64_t* a,
                 int64_t* b, std::vector<int64_t>* spatial) {
  *a = -1;
  *b = -1;
  std::vector<int64_t> by_index;
  int64_t max_spatial = -1;
  std::vector<std::pair<int64_t, int64_t>> spatial_pos;  // (index, position)
  for (size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (c == first) {
      if (*a != -1) return false;
      *a = static_cast<int64_t>(i);
    } else if (c == second) {
      if (*b != -1) return false;
      *b = static_cast<int64_t>(i);
    } else if (std::isdigit(static_cast<unsigned char>(c))) {
      spatial_pos.push_back({c - '0', static_cast<int64_t>(i)});
      max_spatial = std::max<int64_t>(max_spatial, c - '0');
    } else if (c == '?') {
      // Unknown dims appear in some dumps; treat as spatial-less padding.
    } else {
      return false;
    }
  }
  if (*a == -1 || *b == -1) return false;
  spatial->assign(max_spatial + 1, -1);
  for (auto [idx, pos] : spatial_pos) {
    if ((*spatial)[idx] != -1) return false;
    (*spatial)[idx] = pos;
  }
  for (int64_t s : *spatial) {
    if (s == -1) return false;
  }
  return true;
}

std::string RenderLabels(int64_t rank, char first, int64_t a, char second,
                         int64_t b, const std::vector<int64_t>& spatial) {
  std::string out(rank, '?');
  if (a >= 0 && a < rank) out[a] = first;
  if (b >= 0 && b < rank) out[b] = second;
  for (size_t i = 0; i < spatial.size(); ++i) {
    if (spatial[i] >= 0 && spatial[i] < rank) out[spatial[i]] = '0' + i;
  }
  return out;
}

}  // namespace

bool ParseConvolutionDimensionNumbers(absl::string_view text,
                                      ConvolutionDimensionNumbers* out) {
  size_t underscore = text.find('_');
  size_t arrow = text.find("->");
  if (underscore == absl::string_view::npos || arrow == absl::string_view::npos ||
      arrow < underscore) {
    return false;
  }
  absl::string_view lhs = text.substr(0, underscore);
  absl::string_view rhs = text.substr(underscore + 1, arrow - underscore - 1);
  absl::string_view result = text.substr(arrow + 2);
  ConvolutionDimensionNumbers d;
  if (!ParseLabels(lhs, 'b', 'f', &d.input_batch_dimension,
                   &d.input_feature_dimension, &d.input_spatial_dimensions) ||
      !ParseLabels(rhs, 'i', 'o', &d.kernel_input_feature_dimension,
                   &d.kernel_output_feature_dimension,
                   &d.kernel_spatial_dimensions) ||
      !ParseLabels(result, 'b', 'f', &d.output_batch_dimension,
                   &d.output_feature_dimension, &d.output_spatial_dimensions)) {
    return false;
  }
  *out = std::move(d);
  return true;
}

std::string ConvolutionDimensionNumbersToString(
    const ConvolutionDimensionNumbers& d) {
  int64_t spatial = static_cast<int64_t>(d.input_spatial_dimensions.size());
  return RenderLabels(spatial + 2, 'b', d.input_batch_dimension, 'f',
                      d.input_feature_dimension, d.input_spatial_dimensions) +
         "_" +
         RenderLabels(static_cast<int64_t>(d.kernel_spatial_dimensions.size()) + 2,
                      'i', d.kernel_input_feature_dimension, 'o',
                      d.kernel_output_feature_dimension,
                      d.kernel_spatial_dimensions) +
         "->" +
         RenderLabels(static_cast<int64_t>(d.output_spatial_dimensions.size()) + 2,
                      'b', d.output_batch_dimension, 'f',
                      d.output_feature_dimension, d.output_spatial_dimensions);
}

}  // namespace tpusim::hlo
