#include "hlo/proto/numbered_fields.h"

#include <cstdint>
#include <limits>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "google/protobuf/descriptor.h"
#include "google/protobuf/io/tokenizer.h"
#include "google/protobuf/io/zero_copy_stream_impl_lite.h"

namespace tpusim::hlo {
namespace {

using google::protobuf::Descriptor;
using google::protobuf::FieldDescriptor;
using google::protobuf::Message;
using google::protobuf::Reflection;
using google::protobuf::io::Tokenizer;

// How to reach a submessage from the root: (field, index) per level; the
// index counts occurrences of a repeated field in the text.
using Path = std::vector<std::pair<const FieldDescriptor*, int>>;

struct Record {
  Path path;
  std::string bytes;  // Wire-format field(s) to merge at `path`.
};

constexpr int kMaxDepth = 100;  // As the text parser's recursion limit.
constexpr uint64_t kMaxFieldNumber = (1u << 29) - 1;

void AppendVarint(uint64_t value, std::string* out) {
  while (value >= 0x80) {
    out->push_back(static_cast<char>((value & 0x7f) | 0x80));
    value >>= 7;
  }
  out->push_back(static_cast<char>(value));
}

void AppendTag(uint64_t number, int wire_type, std::string* out) {
  AppendVarint((number << 3) | wire_type, out);
}

void AppendLittleEndian(uint64_t value, int bytes, std::string* out) {
  for (int i = 0; i < bytes; ++i) out->push_back(static_cast<char>(value >> (8 * i)));
}

class SilentErrors : public google::protobuf::io::ErrorCollector {
  void AddError(int, google::protobuf::io::ColumnNumber, const std::string&) override {}
};

// One pass over the text, mirroring the message nesting with descriptors.
// Any construct it does not follow makes Walk() give up (nothing merged),
// which only loses the recovery, never data the parser already read.
class Walker {
 public:
  explicit Walker(absl::string_view text)
      : stream_(text.data(), static_cast<int>(text.size())),
        tokenizer_(&stream_, &errors_) {
    tokenizer_.set_comment_style(Tokenizer::SH_COMMENT_STYLE);
    tokenizer_.Next();
  }

  bool Walk(const Descriptor* root, std::vector<Record>* records) {
    struct Frame {
      const Descriptor* descriptor;  // Null: a message we cannot place.
      Path path;
      absl::flat_hash_map<const FieldDescriptor*, int> counts;
    };
    std::vector<Frame> stack;
    stack.push_back(Frame{root, {}, {}});
    while (type() != Tokenizer::TYPE_END) {
      if (At("}") || At(">")) {
        if (stack.size() == 1) return false;
        stack.pop_back();
        Next();
        SkipSeparator();
        continue;
      }
      Frame& frame = stack.back();
      if (type() == Tokenizer::TYPE_IDENTIFIER) {
        const FieldDescriptor* field =
            frame.descriptor ? frame.descriptor->FindFieldByName(text()) : nullptr;
        Next();
        const bool colon = TryConsume(":");
        if (At("{") || At("<")) {
          Next();
          Frame child{nullptr, {}, {}};
          if (frame.descriptor != nullptr && field != nullptr &&
              field->type() == FieldDescriptor::TYPE_MESSAGE && !field->is_map()) {
            const int index = field->is_repeated() ? frame.counts[field]++ : 0;
            child.descriptor = field->message_type();
            child.path = frame.path;
            child.path.push_back({field, index});
          }
          if (stack.size() > kMaxDepth) return false;
          stack.push_back(std::move(child));  // `frame` is invalid from here.
          continue;
        }
        if (!colon || !SkipScalarValue()) return false;
        SkipSeparator();
      } else if (type() == Tokenizer::TYPE_INTEGER) {
        uint64_t number = 0;
        if (!Tokenizer::ParseInteger(text(), kMaxFieldNumber, &number) || number == 0) {
          return false;
        }
        Next();
        TryConsume(":");
        std::optional<std::string> bytes = EncodeValue(number, 0);
        if (!bytes) return false;
        if (frame.descriptor != nullptr &&
            frame.descriptor->FindFieldByNumber(static_cast<int>(number)) != nullptr) {
          records->push_back(Record{frame.path, *std::move(bytes)});
        }
        SkipSeparator();
      } else {
        return false;  // Extensions, Any expansions, malformed input.
      }
    }
    return stack.size() == 1;
  }

 private:
  Tokenizer::TokenType type() { return tokenizer_.current().type; }
  const std::string& text() { return tokenizer_.current().text; }
  bool At(const char* s) {
    return type() == Tokenizer::TYPE_SYMBOL && text() == s;
  }
  void Next() { tokenizer_.Next(); }
  bool TryConsume(const char* s) {
    if (!At(s)) return false;
    Next();
    return true;
  }
  void SkipSeparator() {
    if (!TryConsume(";")) TryConsume(",");
  }

  // `x: 1`, `x: -2.5`, `x: ENUM`, `x: "a" "b"`, `x: [1, 2]`.
  bool SkipScalarValue() {
    if (TryConsume("[")) {
      while (!At("]")) {
        if (type() == Tokenizer::TYPE_END || At("{") || At("<")) return false;
        Next();
      }
      Next();
      return true;
    }
    TryConsume("-");
    if (type() == Tokenizer::TYPE_STRING) {
      while (type() == Tokenizer::TYPE_STRING) Next();
      return true;
    }
    if (type() == Tokenizer::TYPE_IDENTIFIER || type() == Tokenizer::TYPE_INTEGER ||
        type() == Tokenizer::TYPE_FLOAT) {
      Next();
      return true;
    }
    return false;
  }

  // Encodes one unknown-field entry in the forms protoc prints them: a
  // decimal varint, 0x%08x fixed32, 0x%016x fixed64, a quoted
  // length-delimited value, or `{ ... }` for bytes that parse as a message.
  std::optional<std::string> EncodeValue(uint64_t number, int depth) {
    if (depth > kMaxDepth) return std::nullopt;
    std::string out;
    if (At("{") || At("<")) {
      const char* close = At("{") ? "}" : ">";
      Next();
      std::string content;
      while (!At(close)) {
        if (type() != Tokenizer::TYPE_INTEGER) return std::nullopt;
        uint64_t inner = 0;
        if (!Tokenizer::ParseInteger(text(), kMaxFieldNumber, &inner) || inner == 0) {
          return std::nullopt;
        }
        Next();
        TryConsume(":");
        std::optional<std::string> value = EncodeValue(inner, depth + 1);
        if (!value) return std::nullopt;
        content += *value;
        SkipSeparator();
      }
      Next();
      AppendTag(number, 2, &out);
      AppendVarint(content.size(), &out);
      out += content;
      return out;
    }
    const bool negative = TryConsume("-");
    if (type() == Tokenizer::TYPE_INTEGER) {
      const std::string digits = text();
      uint64_t value = 0;
      if (!Tokenizer::ParseInteger(digits, std::numeric_limits<uint64_t>::max(), &value)) {
        return std::nullopt;
      }
      Next();
      const bool hex = digits.size() > 2 && digits[0] == '0' &&
                       (digits[1] == 'x' || digits[1] == 'X');
      if (hex && !negative && digits.size() == 10) {
        AppendTag(number, 5, &out);
        AppendLittleEndian(value, 4, &out);
      } else if (hex && !negative && digits.size() == 18) {
        AppendTag(number, 1, &out);
        AppendLittleEndian(value, 8, &out);
      } else {
        AppendTag(number, 0, &out);
        AppendVarint(negative ? ~value + 1 : value, &out);
      }
      return out;
    }
    if (!negative && type() == Tokenizer::TYPE_STRING) {
      std::string value;
      while (type() == Tokenizer::TYPE_STRING) {
        Tokenizer::ParseStringAppend(text(), &value);
        Next();
      }
      AppendTag(number, 2, &out);
      AppendVarint(value.size(), &out);
      out += value;
      return out;
    }
    return std::nullopt;
  }

  google::protobuf::io::ArrayInputStream stream_;
  SilentErrors errors_;
  Tokenizer tokenizer_;
};

}  // namespace

int MergeNumberedFields(absl::string_view text, Message* message) {
  std::vector<Record> records;
  if (!Walker(text).Walk(message->GetDescriptor(), &records)) return 0;
  int merged = 0;
  for (const Record& record : records) {
    Message* target = message;
    for (const auto& [field, index] : record.path) {
      const Reflection* reflection = target->GetReflection();
      if (field->is_repeated()) {
        if (index >= reflection->FieldSize(*target, field)) {
          target = nullptr;
          break;
        }
        target = reflection->MutableRepeatedMessage(target, field, index);
      } else {
        target = reflection->MutableMessage(target, field);
      }
    }
    if (target == nullptr) continue;
    std::unique_ptr<Message> part(target->New());
    if (!part->ParseFromString(record.bytes)) continue;
    target->MergeFrom(*part);
    ++merged;
  }
  return merged;
}

}  // namespace tpusim::hlo
