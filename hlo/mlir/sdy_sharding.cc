#include "hlo/mlir/sdy_sharding.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <set>

#include "absl/status/status.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"

namespace tpusim::hlo {
namespace {

bool IsSdyIdentifierChar(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '.' || c == '$' ||
         c == '-';
}

// A minimal cursor over Shardy attribute text.
class Cursor {
 public:
  explicit Cursor(absl::string_view text) : text_(text) {}

  void SkipSpace() {
    while (pos_ < text_.size() &&
           std::isspace(static_cast<unsigned char>(text_[pos_]))) {
      ++pos_;
    }
  }
  bool Consume(char c) {
    SkipSpace();
    if (pos_ < text_.size() && text_[pos_] == c) {
      ++pos_;
      return true;
    }
    return false;
  }
  bool Peek(char c) {
    SkipSpace();
    return pos_ < text_.size() && text_[pos_] == c;
  }
  bool ConsumeWord(absl::string_view word) {
    SkipSpace();
    if (text_.substr(pos_, word.size()) != word) return false;
    size_t end = pos_ + word.size();
    if (end < text_.size() && (std::isalnum(static_cast<unsigned char>(text_[end])) ||
                               text_[end] == '_')) {
      return false;
    }
    pos_ = end;
    return true;
  }
  absl::Status Expect(char c) {
    if (Consume(c)) return absl::OkStatus();
    return Error(absl::StrCat("expected '", std::string(1, c), "'"));
  }
  absl::StatusOr<int64_t> Integer() {
    SkipSpace();
    size_t start = pos_;
    if (pos_ < text_.size() && text_[pos_] == '-') ++pos_;
    int64_t value = 0;
    bool any = false;
    while (pos_ < text_.size() && std::isdigit(static_cast<unsigned char>(text_[pos_]))) {
      if (value > (INT64_MAX - 9) / 10) return Error("integer too large");
      value = value * 10 + (text_[pos_] - '0');
      ++pos_;
      any = true;
    }
    if (!any) {
      pos_ = start;
      return Error("expected an integer");
    }
    return text_[start] == '-' ? -value : value;
  }
  // `"name"`, also `\22name\22` (a quote escaped inside an outer string).
  absl::StatusOr<std::string> String() {
    SkipSpace();
    absl::string_view quote;
    if (text_.substr(pos_, 1) == "\"") {
      quote = "\"";
    } else if (text_.substr(pos_, 3) == "\\22") {
      quote = "\\22";
    } else {
      return Error("expected a quoted axis name");
    }
    pos_ += quote.size();
    size_t end = text_.find(quote, pos_);
    if (end == absl::string_view::npos) return Error("unterminated string");
    std::string value(text_.substr(pos_, end - pos_));
    pos_ = end + quote.size();
    return value;
  }
  absl::StatusOr<std::string> Identifier() {
    SkipSpace();
    size_t start = pos_;
    while (pos_ < text_.size() && IsSdyIdentifierChar(text_[pos_])) ++pos_;
    if (pos_ == start) return Error("expected an identifier");
    return std::string(text_.substr(start, pos_ - start));
  }
  bool AtEnd() {
    SkipSpace();
    return pos_ >= text_.size();
  }
  absl::Status Error(absl::string_view message) const {
    return absl::InvalidArgumentError(absl::StrCat(
        "bad Shardy attribute '", text_, "' at offset ", pos_, ": ", message));
  }

 private:
  absl::string_view text_;
  size_t pos_ = 0;
};

// Drops a leading mnemonic (`mesh`, `sharding`, ..., optionally spelled as
// an attribute: `#sdy.sharding`) before `<`/`[`/`{`.
absl::string_view StripMnemonic(absl::string_view text) {
  size_t i = 0;
  while (i < text.size() && std::isspace(static_cast<unsigned char>(text[i]))) ++i;
  if (text.substr(i, 5) == "#sdy.") i += 5;
  size_t j = i;
  while (j < text.size() && (std::isalnum(static_cast<unsigned char>(text[j])) ||
                             text[j] == '_')) {
    ++j;
  }
  if (j > i && j < text.size() && (text[j] == '<')) return text.substr(j);
  return text.substr(i);
}

absl::StatusOr<SdyMesh> ParseMeshBody(Cursor& c) {
  SdyMesh mesh;
  if (auto s = c.Expect('<'); !s.ok()) return s;
  if (auto s = c.Expect('['); !s.ok()) return s;
  if (!c.Consume(']')) {
    do {
      auto name = c.String();
      if (!name.ok()) return name.status();
      if (auto s = c.Expect('='); !s.ok()) return s;
      auto size = c.Integer();
      if (!size.ok()) return size.status();
      if (*size <= 0) return c.Error("mesh axis sizes must be positive");
      mesh.axes.push_back({*name, *size});
    } while (c.Consume(','));
    if (auto s = c.Expect(']'); !s.ok()) return s;
  }
  while (c.Consume(',')) {
    if (!c.ConsumeWord("device_ids")) return c.Error("expected device_ids");
    if (auto s = c.Expect('='); !s.ok()) return s;
    if (auto s = c.Expect('['); !s.ok()) return s;
    if (!c.Consume(']')) {
      do {
        auto id = c.Integer();
        if (!id.ok()) return id.status();
        mesh.device_ids.push_back(*id);
      } while (c.Consume(','));
      if (auto s = c.Expect(']'); !s.ok()) return s;
    }
  }
  if (auto s = c.Expect('>'); !s.ok()) return s;
  return mesh;
}

absl::StatusOr<SdyAxisRef> ParseAxisRef(Cursor& c) {
  SdyAxisRef ref;
  auto name = c.String();
  if (!name.ok()) return name.status();
  ref.name = *name;
  if (c.Consume(':')) {
    if (auto s = c.Expect('('); !s.ok()) return s;
    auto pre = c.Integer();
    if (!pre.ok()) return pre.status();
    if (auto s = c.Expect(')'); !s.ok()) return s;
    auto size = c.Integer();
    if (!size.ok()) return size.status();
    if (*pre <= 0 || *size <= 0) return c.Error("sub-axis sizes must be positive");
    ref.pre_size = *pre;
    ref.size = *size;
  }
  return ref;
}

absl::StatusOr<std::vector<SdyAxisRef>> ParseAxisSet(Cursor& c) {
  std::vector<SdyAxisRef> refs;
  if (auto s = c.Expect('{'); !s.ok()) return s;
  if (c.Consume('}')) return refs;
  do {
    auto ref = ParseAxisRef(c);
    if (!ref.ok()) return ref.status();
    refs.push_back(*ref);
  } while (c.Consume(','));
  if (auto s = c.Expect('}'); !s.ok()) return s;
  return refs;
}

absl::StatusOr<SdyTensorSharding> ParseShardingBody(Cursor& c) {
  SdyTensorSharding sharding;
  if (auto s = c.Expect('<'); !s.ok()) return s;
  if (c.Consume('@')) {
    auto name = c.Identifier();
    if (!name.ok()) return name.status();
    sharding.mesh_name = *name;
  } else if (c.ConsumeWord("mesh")) {
    auto mesh = ParseMeshBody(c);
    if (!mesh.ok()) return mesh.status();
    sharding.inline_mesh = *mesh;
  } else {
    return c.Error("expected @mesh_name or an inline mesh");
  }
  if (auto s = c.Expect(','); !s.ok()) return s;
  if (auto s = c.Expect('['); !s.ok()) return s;
  if (!c.Consume(']')) {
    do {
      SdyDimSharding dim;
      if (auto s = c.Expect('{'); !s.ok()) return s;
      while (!c.Consume('}')) {
        if (c.Consume('?')) {
          dim.open = true;
        } else {
          auto ref = ParseAxisRef(c);
          if (!ref.ok()) return ref.status();
          dim.axes.push_back(*ref);
        }
        if (!c.Consume(',') && !c.Peek('}')) return c.Error("expected ',' or '}'");
      }
      if (c.Peek('p')) {
        auto word = c.Identifier();  // p<N>
        if (!word.ok() || word->size() < 2) return c.Error("expected p<priority>");
        int64_t priority = 0;
        for (char ch : word->substr(1)) {
          if (!std::isdigit(static_cast<unsigned char>(ch))) {
            return c.Error("expected p<priority>");
          }
          priority = priority * 10 + (ch - '0');
        }
        dim.priority = priority;
      }
      sharding.dims.push_back(std::move(dim));
    } while (c.Consume(','));
    if (auto s = c.Expect(']'); !s.ok()) return s;
  }
  while (c.Consume(',')) {
    std::vector<SdyAxisRef>* target = nullptr;
    if (c.ConsumeWord("replicated")) {
      target = &sharding.replicated;
    } else if (c.ConsumeWord("unreduced")) {
      target = &sharding.unreduced;
    } else {
      return c.Error("expected replicated= or unreduced=");
    }
    if (auto s = c.Expect('='); !s.ok()) return s;
    auto axes = ParseAxisSet(c);
    if (!axes.ok()) return axes.status();
    *target = *axes;
  }
  if (auto s = c.Expect('>'); !s.ok()) return s;
  return sharding;
}

// The mesh refined into sub-axes so that every axis ref of a sharding is a
// run of whole sub-axes. Sub-axes of one axis are ordered major to minor
// (increasing pre-size), axes in mesh order.
struct RefinedMesh {
  struct SubAxis {
    std::string axis;
    int64_t pre_size;
    int64_t size;
  };
  std::vector<SubAxis> sub_axes;

  // Indices of the sub-axes `ref` covers.
  absl::StatusOr<std::vector<size_t>> Cover(const SdyAxisRef& ref,
                                            const SdyMesh& mesh) const {
    int64_t axis_size = 0;
    for (const auto& [name, size] : mesh.axes) {
      if (name == ref.name) axis_size = size;
    }
    if (axis_size == 0) {
      return absl::InvalidArgumentError(
          absl::StrCat("sharding names axis \"", ref.name,
                       "\" which the mesh does not have"));
    }
    int64_t begin = ref.pre_size;
    int64_t end = ref.size == 0 ? axis_size : ref.pre_size * ref.size;
    std::vector<size_t> out;
    for (size_t i = 0; i < sub_axes.size(); ++i) {
      const SubAxis& s = sub_axes[i];
      if (s.axis == ref.name && s.pre_size >= begin && s.pre_size < end) {
        out.push_back(i);
      }
    }
    return out;
  }
};

absl::StatusOr<RefinedMesh> Refine(const SdyMesh& mesh,
                                   const std::vector<SdyAxisRef>& refs) {
  RefinedMesh refined;
  for (const auto& [name, size] : mesh.axes) {
    std::set<int64_t> cuts = {1, size};
    for (const SdyAxisRef& ref : refs) {
      if (ref.name != name || ref.size == 0) continue;
      int64_t end = ref.pre_size * ref.size;
      if (size % end != 0) {
        return absl::InvalidArgumentError(absl::StrCat(
            "sub-axis \"", name, "\":(", ref.pre_size, ")", ref.size,
            " does not divide axis size ", size));
      }
      cuts.insert(ref.pre_size);
      cuts.insert(end);
    }
    std::vector<int64_t> sorted(cuts.begin(), cuts.end());
    for (size_t i = 0; i + 1 < sorted.size(); ++i) {
      if (sorted[i + 1] % sorted[i] != 0) {
        return absl::InvalidArgumentError(
            absl::StrCat("inconsistent sub-axes of \"", name, "\""));
      }
      refined.sub_axes.push_back({name, sorted[i], sorted[i + 1] / sorted[i]});
    }
  }
  return refined;
}

}  // namespace

bool IsSdyIdentifier(absl::string_view name) {
  return !name.empty() && std::all_of(name.begin(), name.end(), IsSdyIdentifierChar);
}

absl::StatusOr<SdyMesh> ParseSdyMesh(absl::string_view text) {
  Cursor c(StripMnemonic(text));
  auto mesh = ParseMeshBody(c);
  if (!mesh.ok()) return mesh.status();
  if (!c.AtEnd()) return c.Error("trailing text after mesh");
  return mesh;
}

absl::StatusOr<SdyTensorSharding> ParseSdyTensorSharding(absl::string_view text) {
  Cursor c(StripMnemonic(text));
  auto sharding = ParseShardingBody(c);
  if (!sharding.ok()) return sharding.status();
  if (!c.AtEnd()) return c.Error("trailing text after sharding");
  return sharding;
}

absl::StatusOr<std::vector<SdyTensorSharding>> ParseSdyShardingList(
    absl::string_view text) {
  absl::string_view body = StripMnemonic(text);
  Cursor c(body);
  bool wrapped = c.Consume('<');  // sharding_per_value<[...]>
  std::vector<SdyTensorSharding> out;
  if (auto s = c.Expect('['); !s.ok()) return s;
  if (!c.Consume(']')) {
    do {
      auto sharding = ParseShardingBody(c);
      if (!sharding.ok()) return sharding.status();
      out.push_back(*sharding);
    } while (c.Consume(','));
    if (auto s = c.Expect(']'); !s.ok()) return s;
  }
  if (wrapped) {
    if (auto s = c.Expect('>'); !s.ok()) return s;
  }
  if (!c.AtEnd()) return c.Error("trailing text after sharding list");
  return out;
}

std::string SdyMeshText(const SdyMesh& mesh) {
  std::vector<std::string> axes;
  for (const auto& [name, size] : mesh.axes) axes.push_back(absl::StrCat("\"", name, "\"=", size));
  std::string text = absl::StrCat("#sdy.mesh<[", absl::StrJoin(axes, ", "), "]");
  if (!mesh.device_ids.empty()) {
    absl::StrAppend(&text, ", device_ids=[", absl::StrJoin(mesh.device_ids, ", "), "]");
  }
  absl::StrAppend(&text, ">");
  return text;
}

absl::StatusOr<std::vector<std::pair<std::string, SdyMesh>>> ParseSdyMeshes(
    absl::string_view text) {
  Cursor c(text);
  std::vector<std::pair<std::string, SdyMesh>> meshes;
  if (auto s = c.Expect('{'); !s.ok()) return s;
  if (c.Consume('}')) return meshes;
  do {
    auto name = c.Identifier();
    if (!name.ok()) return name.status();
    if (auto s = c.Expect('='); !s.ok()) return s;
    c.SkipSpace();
    if (!c.ConsumeWord("#sdy.mesh")) return c.Error("expected #sdy.mesh<...>");
    auto mesh = ParseMeshBody(c);
    if (!mesh.ok()) return mesh.status();
    meshes.push_back({*name, *mesh});
  } while (c.Consume(','));
  if (auto s = c.Expect('}'); !s.ok()) return s;
  return meshes;
}

absl::StatusOr<std::vector<std::string>> ParseSdyAxisNames(
    absl::string_view text) {
  Cursor c(StripMnemonic(text));
  bool wrapped = c.Consume('<');
  auto refs = ParseAxisSet(c);
  if (!refs.ok()) return refs.status();
  if (wrapped) {
    if (auto s = c.Expect('>'); !s.ok()) return s;
  }
  std::vector<std::string> names;
  for (const SdyAxisRef& ref : *refs) names.push_back(ref.name);
  return names;
}

absl::StatusOr<std::string> SdyToHloSharding(
    const SdyTensorSharding& sharding, const SdyMesh& mesh_in,
    const std::vector<std::string>& manual_axes) {
  const SdyMesh& mesh = sharding.inline_mesh ? *sharding.inline_mesh : mesh_in;
  if (mesh.IsMaximal()) {
    return absl::StrCat("{maximal device=", mesh.device_ids[0], "}");
  }
  int64_t devices = 1;
  for (const auto& axis : mesh.axes) devices *= axis.second;
  if (!mesh.device_ids.empty() &&
      static_cast<int64_t>(mesh.device_ids.size()) != devices) {
    return absl::InvalidArgumentError(absl::StrCat(
        "mesh has ", devices, " devices but ", mesh.device_ids.size(),
        " device ids"));
  }

  std::vector<SdyAxisRef> all_refs;
  for (const SdyDimSharding& dim : sharding.dims) {
    all_refs.insert(all_refs.end(), dim.axes.begin(), dim.axes.end());
  }
  auto refined = Refine(mesh, all_refs);
  if (!refined.ok()) return refined.status();

  std::vector<int64_t> tile_dims;
  std::vector<size_t> order;  // refined sub-axes in tile-assignment order
  std::vector<bool> used(refined->sub_axes.size(), false);
  for (const SdyDimSharding& dim : sharding.dims) {
    int64_t tile = 1;
    for (const SdyAxisRef& ref : dim.axes) {
      auto cover = refined->Cover(ref, mesh);
      if (!cover.ok()) return cover.status();
      for (size_t i : *cover) {
        if (used[i]) {
          return absl::InvalidArgumentError(
              absl::StrCat("axis \"", ref.name, "\" is used twice"));
        }
        used[i] = true;
        order.push_back(i);
        tile *= refined->sub_axes[i].size;
      }
    }
    tile_dims.push_back(tile);
  }
  bool sharded = std::any_of(tile_dims.begin(), tile_dims.end(),
                             [](int64_t t) { return t > 1; });
  int64_t manual = 1;
  for (size_t i = 0; i < refined->sub_axes.size(); ++i) {
    if (used[i]) continue;
    if (std::find(manual_axes.begin(), manual_axes.end(),
                  refined->sub_axes[i].axis) != manual_axes.end()) {
      used[i] = true;
      order.push_back(i);
      manual *= refined->sub_axes[i].size;
    }
  }
  int64_t replicated = 1;
  for (size_t i = 0; i < refined->sub_axes.size(); ++i) {
    if (used[i]) continue;
    order.push_back(i);
    replicated *= refined->sub_axes[i].size;
  }
  if (manual == 1 && !sharded) return std::string("{replicated}");
  if (manual > 1 && !sharded && replicated == 1) {
    return std::string("{manual}");
  }
  std::vector<std::string> subgroups;
  if (manual > 1) {
    tile_dims.push_back(manual);
    subgroups.push_back("manual");
  }
  if (replicated > 1) {
    tile_dims.push_back(replicated);
    subgroups.push_back("replicated");
  }

  std::string devices_text;
  if (mesh.device_ids.empty()) {
    // Iota tile assignment: reshape to the sub-axis sizes, transpose to
    // `order`. Size-1 sub-axes are dropped and runs that stay adjacent are
    // merged, as XLA prints it.
    std::vector<int64_t> reshape;
    std::vector<size_t> perm;
    {
      std::vector<int64_t> new_index(refined->sub_axes.size(), -1);
      for (size_t i = 0; i < refined->sub_axes.size(); ++i) {
        if (refined->sub_axes[i].size == 1) continue;
        new_index[i] = static_cast<int64_t>(reshape.size());
        reshape.push_back(refined->sub_axes[i].size);
      }
      for (size_t i : order) {
        if (new_index[i] >= 0) perm.push_back(static_cast<size_t>(new_index[i]));
      }
    }
    // Merge perm runs p, p+1 (adjacent in both orders).
    bool merged = true;
    while (merged) {
      merged = false;
      for (size_t k = 0; k + 1 < perm.size(); ++k) {
        if (perm[k + 1] != perm[k] + 1) continue;
        size_t a = perm[k];
        reshape[a] *= reshape[a + 1];
        reshape.erase(reshape.begin() + a + 1);
        perm.erase(perm.begin() + k + 1);
        for (size_t& p : perm) {
          if (p > a) --p;
        }
        merged = true;
        break;
      }
    }
    bool identity = true;
    for (size_t k = 0; k < perm.size(); ++k) identity &= perm[k] == k;
    devices_text = absl::StrCat("<=[", identity ? absl::StrCat(devices)
                                                : absl::StrJoin(reshape, ","),
                                "]");
    if (!identity) absl::StrAppend(&devices_text, "T(", absl::StrJoin(perm, ","), ")");
  } else {
    // Explicit device list: transpose the device-id array.
    std::vector<int64_t> sizes;
    for (const auto& s : refined->sub_axes) sizes.push_back(s.size);
    std::vector<int64_t> strides(sizes.size(), 1);
    for (size_t i = sizes.size(); i-- > 1;) strides[i - 1] = strides[i] * sizes[i];
    std::vector<int64_t> ids;
    ids.reserve(devices);
    std::vector<int64_t> coord(order.size(), 0);
    for (int64_t k = 0; k < devices; ++k) {
      int64_t source = 0;
      for (size_t j = 0; j < order.size(); ++j) source += coord[j] * strides[order[j]];
      ids.push_back(mesh.device_ids[source]);
      for (size_t j = order.size(); j-- > 0;) {
        if (++coord[j] < sizes[order[j]]) break;
        coord[j] = 0;
      }
    }
    devices_text = absl::StrJoin(ids, ",");
  }
  std::string out =
      absl::StrCat("{devices=[", absl::StrJoin(tile_dims, ","), "]", devices_text);
  if (subgroups.size() == 1 && subgroups[0] == "replicated") {
    out += " last_tile_dim_replicate";
  } else if (!subgroups.empty()) {
    absl::StrAppend(&out, " last_tile_dims={", absl::StrJoin(subgroups, ", "), "}");
  }
  out += "}";
  return out;
}

}  // namespace tpusim::hlo
