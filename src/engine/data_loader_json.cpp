// Data loader, generic part: JSON pointers, error messages, strict readers for JSON
// values, and reading a file (syntax errors and duplicate keys become DataErrors).
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "data_loader_detail.hpp"
#include "duel/notation.hpp"
#include "json_errors.hpp"

namespace duel::data {

Reporter::Reporter(std::string file, std::vector<DataError>& errors)
    : file_(std::move(file)), errors_(errors) {}

void Reporter::error(std::string path, std::string message) {
  errors_.push_back(DataError{file_, std::move(path), std::move(message)});
}

// --- JSON pointers and messages ---

std::string child(const std::string& path, std::string_view key) {
  std::string out = path + "/";
  for (char c : key) {
    if (c == '~') out += "~0";
    else if (c == '/') out += "~1";
    else out += c;
  }
  return out;
}

std::string child(const std::string& path, std::size_t index) {
  return path + "/" + std::to_string(index);
}

std::string quote(std::string_view text) {
  constexpr std::size_t kMaxShown = 60;
  std::string shown(text.substr(0, kMaxShown));
  if (text.size() > kMaxShown) shown += "...";
  return Json(shown).dump(-1, ' ', false, Json::error_handler_t::replace);
}

std::string describe(const Json& value) {
  switch (value.type()) {
    case Json::value_t::object: return "an object";
    case Json::value_t::array: return "an array";
    case Json::value_t::string: return "the string " + quote(value.get_ref<const std::string&>());
    case Json::value_t::discarded: return "nothing";
    default: return value.dump();  // null, boolean or number
  }
}

std::string join_names(const Fields& names) {
  std::string out;
  for (std::size_t i = 0; i < names.size(); ++i) {
    if (i > 0) out += (i + 1 == names.size()) ? " or " : ", ";
    out += names[i];
  }
  return out;
}

std::string join(const std::vector<std::string>& items, std::string_view separator) {
  std::string out;
  for (const std::string& item : items) {
    if (!out.empty()) out += separator;
    out += item;
  }
  return out;
}

std::string range_text(int lo, int hi) {
  if (lo == hi) return std::to_string(lo);
  return "an integer from " + std::to_string(lo) + " to " + std::to_string(hi);
}

// --- Strict readers ---

bool expect_object(Reporter& r, const Json& value, const std::string& path,
                   const Fields& fields) {
  if (!value.is_object()) {
    r.error(path, "expected an object, got " + describe(value));
    return false;
  }
  for (const auto& item : value.items()) {
    bool known = false;
    for (std::string_view f : fields) known = known || item.key() == f;
    if (known) continue;
    std::string expected = fields.empty() ? "no fields here" : join_names(fields);
    r.error(child(path, item.key()),
            "unknown field " + quote(item.key()) + " (expected " + expected + ")");
  }
  return true;
}

bool expect_array(Reporter& r, const Json& value, const std::string& path) {
  if (value.is_array()) return true;
  r.error(path, "expected an array, got " + describe(value));
  return false;
}

const Json* optional_field(const Json& object, std::string_view key) {
  if (!object.is_object()) return nullptr;
  auto it = object.find(std::string(key));
  return it == object.end() ? nullptr : &*it;
}

const Json* field(Reporter& r, const Json& object, const std::string& path,
                  std::string_view key, std::string_view expected) {
  if (const Json* value = optional_field(object, key)) return value;
  r.error(path, "missing field " + quote(key) + " (expected " + std::string(expected) + ")");
  return nullptr;
}

bool read_int(Reporter& r, const Json& value, const std::string& path, int lo, int hi,
              int& out) {
  bool in_range = false;
  if (value.is_number_unsigned()) {
    auto n = value.get<std::uint64_t>();
    in_range = lo <= 0 || n >= static_cast<std::uint64_t>(lo);
    in_range = in_range && hi >= 0 && n <= static_cast<std::uint64_t>(hi);
  } else if (value.is_number_integer()) {
    auto n = value.get<std::int64_t>();
    in_range = n >= lo && n <= hi;
  }
  if (!in_range) {
    r.error(path, "expected " + range_text(lo, hi) + ", got " + describe(value));
    return false;
  }
  out = static_cast<int>(value.get<std::int64_t>());
  return true;
}

bool read_u8(Reporter& r, const Json& value, const std::string& path, int lo, int hi,
             std::uint8_t& out) {
  int n = 0;
  if (!read_int(r, value, path, lo, hi, n)) return false;
  out = static_cast<std::uint8_t>(n);
  return true;
}

bool read_string(Reporter& r, const Json& value, const std::string& path, std::string& out) {
  if (!value.is_string()) {
    r.error(path, "expected a string, got " + describe(value));
    return false;
  }
  out = value.get<std::string>();
  return true;
}

bool read_u8_field(Reporter& r, const Json& object, const std::string& path,
                   std::string_view key, int lo, int hi, std::uint8_t& out) {
  const Json* value = field(r, object, path, key, range_text(lo, hi));
  return value && read_u8(r, *value, child(path, key), lo, hi, out);
}

bool read_bool_field(Reporter& r, const Json& object, const std::string& path,
                     std::string_view key, bool& out) {
  const Json* value = field(r, object, path, key, "true or false");
  if (!value) return false;
  if (!value->is_boolean()) {
    r.error(child(path, key), "expected true or false, got " + describe(*value));
    return false;
  }
  out = value->get<bool>();
  return true;
}

namespace {

// A control character (C0, DEL or C1) starting at byte i of UTF-8 text, as "U+000A", or "".
std::string control_at(const std::string& text, std::size_t i) {
  const auto c = static_cast<unsigned char>(text[i]);
  unsigned code = 0x110000;
  if (c < 0x20 || c == 0x7F) code = c;
  if (c == 0xC2 && i + 1 < text.size()) {
    const auto next = static_cast<unsigned char>(text[i + 1]);
    if (next >= 0x80 && next <= 0x9F) code = next;
  }
  if (code > 0x10FFFF) return "";
  char hex[8];
  std::snprintf(hex, sizeof hex, "U+%04X", code);
  return hex;
}

// One line of printable text, from 1 to `max` characters, with something besides spaces
// and no space at either end (moves ignore them, the screens would show them).
bool check_line(Reporter& r, const std::string& text, const std::string& path, int max, std::string_view what) {
  if (text.empty()) {
    r.error(path, "expected a non-empty string");
    return false;
  }
  int characters = 0;  // UTF-8: every byte but continuation bytes starts a character
  for (std::size_t i = 0; i < text.size(); ++i) {
    if ((static_cast<unsigned char>(text[i]) & 0xC0) == 0x80) continue;
    ++characters;
    if (const std::string code = control_at(text, i); !code.empty()) {
      r.error(path, std::string(what) + " with the control character " + code + " (character " + std::to_string(characters) +
                        "): it is shown on one line, in printable characters");
      return false;
    }
  }
  if (text.find_first_not_of(' ') == std::string::npos) {
    r.error(path, std::string(what) + " of spaces only: expected a visible character");
    return false;
  }
  if (text.front() == ' ' || text.back() == ' ') {
    r.error(path, std::string(what) + " that begins or ends with a space: expected " +
                      quote(text.substr(text.find_first_not_of(' '), text.find_last_not_of(' ') - text.find_first_not_of(' ') + 1)));
    return false;
  }
  if (characters <= max) return true;
  r.error(path, std::string(what) + " of " + std::to_string(characters) + " characters: the engine " +
                    "supports " + std::string(what.substr(2)) + "s of at most " + std::to_string(max));
  return false;
}

}  // namespace

bool check_name(Reporter& r, const std::string& name, const std::string& path) {
  return check_line(r, name, path, kMaxNameLength, "a name");
}

bool check_text(Reporter& r, const std::string& text, const std::string& path) {
  return check_line(r, text, path, kMaxTextLength, "a text");
}

bool read_name_field(Reporter& r, const Json& object, const std::string& path,
                     std::string& out) {
  const Json* value = field(r, object, path, "name", "a non-empty string");
  return value && read_string(r, *value, child(path, "name"), out) &&
         check_name(r, out, child(path, "name"));
}

const Json* list_field(Reporter& r, const Json& object, const std::string& path,
                       std::string_view key, std::string_view what, int max) {
  const Json* list = field(r, object, path, key, "an array of " + std::string(what));
  if (!list || !expect_array(r, *list, child(path, key))) return nullptr;
  if (list->size() > static_cast<std::size_t>(max)) {
    r.error(child(path, key), std::to_string(list->size()) + " " + std::string(what) +
                                  ", but the engine supports at most " + std::to_string(max));
    return nullptr;
  }
  return list;
}

bool read_u8_list(Reporter& r, const Json& object, const std::string& path, std::string_view key,
                  std::string_view what, int max, int lo, int hi, std::vector<std::uint8_t>& out) {
  const Json* list = list_field(r, object, path, key, what, max);
  if (!list) return false;
  const std::string at = child(path, key);
  if (list->empty()) {
    r.error(at, "expected a non-empty array of " + std::string(what));
    return false;
  }
  bool ok = true;
  out.assign(list->size(), 0);
  for (std::size_t i = 0; i < list->size(); ++i) ok = read_u8(r, (*list)[i], child(at, i), lo, hi, out[i]) && ok;
  return ok;
}

void NameIndex::add(Reporter& r, const std::string& name, const std::string& path) {
  std::string key = normalise_move_text(name);
  for (const Seen& seen : seen_) {
    if (seen.key != key) continue;
    // Within one file the path is enough; across modules the file is named too.
    const std::string where = seen.at.file == r.file() ? seen.at.path : seen.at.text();
    if (seen.name == name) {
      r.error(child(path, "name"), "duplicate name " + quote(name) + " (also at " + where + ")");
    } else {
      r.error(child(path, "name"), "name " + quote(name) + " differs from " + quote(seen.name) +
                                       " (at " + where + ") only by case or spacing: " +
                                       "moves would not tell them apart");
    }
    return;
  }
  seen_.push_back(Seen{std::move(key), name, Origin{r.file(), path}});
}

// --- Reading a file ---

namespace {

// Parser callback that reports keys repeated within one object (nlohmann::json would
// silently keep one of them) with the JSON pointer of the repeated key. Each open array
// or object keeps only its current member; the pointer is built only for an error, so
// the check takes time linear in the file.
class DuplicateKeyFinder {
 public:
  explicit DuplicateKeyFinder(Reporter& r) : r_(r) {}

  bool operator()(int /*depth*/, Json::parse_event_t event, Json& parsed) {
    using E = Json::parse_event_t;
    if (event == E::object_start || event == E::array_start) {
      next_member();
      stack_.push_back(Frame{event == E::array_start, 0, {}, {}});
    } else if (event == E::object_end || event == E::array_end) {
      if (!stack_.empty()) stack_.pop_back();
    } else if (event == E::key && !stack_.empty() && parsed.is_string()) {
      on_key(parsed.get<std::string>());
    } else if (event == E::value) {
      next_member();
    }
    return true;
  }

 private:
  struct Frame {
    bool is_array = false;
    std::size_t next_index = 0;  // arrays: the index of the next element
    std::set<std::string> keys;  // objects: keys seen so far
    std::string key;             // objects: the current member's key
  };

  // A value starts: in an array it is the next element.
  void next_member() {
    if (!stack_.empty() && stack_.back().is_array) ++stack_.back().next_index;
  }

  // The JSON pointer of the innermost open array or object.
  std::string top_path() const {
    std::string path;
    for (std::size_t i = 0; i + 1 < stack_.size(); ++i) {
      const Frame& f = stack_[i];
      path = f.is_array ? child(path, f.next_index - 1) : child(path, f.key);
    }
    return path;
  }

  void on_key(std::string key) {
    Frame& top = stack_.back();
    if (!top.keys.insert(key).second) {
      r_.error(child(top_path(), key), "duplicate key " + quote(key) + " in the same object");
    }
    top.key = std::move(key);
  }

  Reporter& r_;
  std::vector<Frame> stack_;
};

// Refuses arrays and objects nested deeper than kMaxJsonDepth before parsing (a single
// pass that skips strings), with the line and column where the limit is passed.
bool check_nesting(Reporter& r, const std::string& text) {
  int depth = 0, line = 1, column = 0;
  bool in_string = false, escaped = false;
  for (char c : text) {
    ++column;
    if (c == '\n') {
      ++line;
      column = 0;
    }
    if (in_string) {
      if (escaped) escaped = false;
      else if (c == '\\') escaped = true;
      else if (c == '"') in_string = false;
    } else if (c == '"') {
      in_string = true;
    } else if (c == '[' || c == '{') {
      if (++depth <= kMaxJsonDepth) continue;
      r.error("", "arrays and objects nested more than " + std::to_string(kMaxJsonDepth) +
                      " deep (line " + std::to_string(line) + ", column " +
                      std::to_string(column) + "): the engine supports at most " +
                      std::to_string(kMaxJsonDepth) + " levels");
      return false;
    } else if (c == ']' || c == '}') {
      --depth;
    }
  }
  return true;
}

bool read_text(Reporter& r, const std::filesystem::path& path, std::string& out) {
  std::error_code ec;
  auto status = std::filesystem::status(path, ec);
  if (!std::filesystem::exists(status)) {
    r.error("", "missing file (looked for " + quote(path.string()) + ")");
    return false;
  }
  if (std::filesystem::is_directory(status)) {
    r.error("", quote(path.string()) + " is a directory, expected a JSON file");
    return false;
  }
  const auto size = std::filesystem::file_size(path, ec);
  if (!ec && size > kMaxDataFileBytes) {
    r.error("", "the file has " + std::to_string(size) + " bytes: the engine supports data " +
                    "files of at most " + std::to_string(kMaxDataFileBytes) + " bytes (" +
                    std::to_string(kMaxDataFileBytes >> 20) + " MiB)");
    return false;
  }
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  if (in) text << in.rdbuf();
  if (!in || in.bad()) {
    r.error("", "cannot read " + quote(path.string()));
    return false;
  }
  out = text.str();
  return true;
}

}  // namespace

bool read_json_file(Reporter& r, const std::string& dir, const std::string& file, Json& out) {
  std::string text;
  if (!read_text(r, std::filesystem::path(dir) / file, text) || !check_nesting(r, text)) return false;
  try {
    DuplicateKeyFinder finder(r);
    out = Json::parse(text, std::ref(finder));
  } catch (const Json::exception& e) {
    r.error("", detail::without_exception_id(e.what()));
    return false;
  }
  return true;
}

}  // namespace duel::data
