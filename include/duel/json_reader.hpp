// The data loader's strict JSON reading (src/engine/data_loader_json.cpp), public for the
// data files that other libraries read by the same rules (the AI's learned weights,
// src/ai/eval_weights.cpp): every problem is reported as "file: JSON path: what was
// expected", nothing is silently defaulted and malformed input never crashes.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "duel/data_loader.hpp"  // DataError

namespace duel::data {

using Json = nlohmann::json;
using Fields = std::vector<std::string_view>;

// Limits on the files themselves (far above the base game's, which are under 14 KB and
// 6 levels deep): they keep loading fast and bounded in memory.
inline constexpr std::uintmax_t kMaxDataFileBytes = std::uintmax_t{4} << 20;
inline constexpr int kMaxJsonDepth = 64;

// Collects the errors of one data file.
class Reporter {
 public:
  Reporter(std::string file, std::vector<DataError>& errors);
  void error(std::string path, std::string message);
  const std::string& file() const { return file_; }

 private:
  std::string file_;
  std::vector<DataError>& errors_;
};

// --- JSON pointers and messages ---
std::string child(const std::string& path, std::string_view key);
std::string child(const std::string& path, std::size_t index);
std::string quote(std::string_view text);           // "text", JSON-escaped, shortened
std::string describe(const Json& value);            // for "got ..." in messages
std::string join_names(const Fields& names);        // "a, b or c"
std::string join(const std::vector<std::string>& items, std::string_view separator);  // "a, b, c"
std::string range_text(int lo, int hi);             // "an integer from 0 to 255"

// --- Strict readers: each reports its own error and returns false on failure ---
// Reports a value that is not an object and every member not in `fields`; returns
// whether the value is an object (its known fields can still be read).
bool expect_object(Reporter& r, const Json& value, const std::string& path,
                   const Fields& fields);
bool expect_array(Reporter& r, const Json& value, const std::string& path);
// The member `key` of an object, or null after reporting it missing.
const Json* field(Reporter& r, const Json& object, const std::string& path,
                  std::string_view key, std::string_view expected);
const Json* optional_field(const Json& object, std::string_view key);
bool read_int(Reporter& r, const Json& value, const std::string& path, int lo, int hi,
              int& out);
bool read_string(Reporter& r, const Json& value, const std::string& path, std::string& out);

// --- Reading a file ---
// Parses dir/file; reports a missing or unreadable file, a syntax error and duplicate
// object keys. Returns false when there is no document to compile.
bool read_json_file(Reporter& r, const std::string& dir, const std::string& file, Json& out);

}  // namespace duel::data
