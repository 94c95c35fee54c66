// Internals of the data loader (data_loader*.cpp): error reporting with JSON pointers,
// strict readers for JSON values and the game vocabulary, and one compile step per
// data file. Not part of the engine's public API.
#pragma once

#include <array>
#include <cstdint>
#include <functional>  // std::less<> for Facts::constants_read
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "duel/data_loader.hpp"

namespace duel::data {

using Json = nlohmann::json;
using Fields = std::vector<std::string_view>;

// Limits on the files themselves (far above the base game's, which are under 14 KB and
// 6 levels deep): they keep loading fast and bounded in memory.
inline constexpr std::uintmax_t kMaxDataFileBytes = std::uintmax_t{4} << 20;
inline constexpr int kMaxJsonDepth = 64;
// Names of cards, Wonders, Progress tokens and chain symbols, in characters (the longest
// base-game name, "The Temple of Artemis", has 21); the app fits them on cards and buttons.
inline constexpr int kMaxNameLength = 40;

// Collects the errors of one data file.
class Reporter {
 public:
  Reporter(std::string file, std::vector<DataError>& errors);
  void error(std::string path, std::string message);

 private:
  std::string file_;
  std::vector<DataError>& errors_;
};

// What one file tells the checks that span several files (-1 / false: unknown).
struct Facts {
  bool cards_counted = false;            // every card's Age and colour were read
  std::array<int, kAges> age_cards{};    // non-Guild cards of each Age
  int guilds = 0;
  std::array<int, kAges> slots{-1, -1, -1};  // slots of each Age layout
  int wonders = -1;                      // Wonders listed
  bool wonder_names_known = false;       // every Wonder's name was read
  int tokens = -1;                       // Progress tokens listed
  std::set<std::string, std::less<>> constants_read;  // constants read without error
};

// --- JSON pointers and messages (data_loader_json.cpp) ---
std::string child(const std::string& path, std::string_view key);
std::string child(const std::string& path, std::size_t index);
std::string quote(std::string_view text);           // "text", JSON-escaped, shortened
std::string describe(const Json& value);            // for "got ..." in messages
std::string join_names(const Fields& names);        // "a, b or c"
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
bool read_u8(Reporter& r, const Json& value, const std::string& path, int lo, int hi,
             std::uint8_t& out);
bool read_string(Reporter& r, const Json& value, const std::string& path, std::string& out);
bool read_u8_field(Reporter& r, const Json& object, const std::string& path,
                   std::string_view key, int lo, int hi, std::uint8_t& out);
bool read_bool_field(Reporter& r, const Json& object, const std::string& path,
                     std::string_view key, bool& out);
// A name: non-empty, at most kMaxNameLength characters.
bool check_name(Reporter& r, const std::string& name, const std::string& path);
bool read_name_field(Reporter& r, const Json& object, const std::string& path,
                     std::string& out);  // "name": checked by check_name
// An array field whose size must not exceed `max`; null after reporting a problem.
const Json* list_field(Reporter& r, const Json& object, const std::string& path,
                       std::string_view key, std::string_view what, int max);

// Reports a name already used earlier in the same list, also one that differs only by
// case or spacing (moves compare names that way: notation.hpp normalise_move_text).
class NameIndex {
 public:
  void add(Reporter& r, const std::string& name, const std::string& path);

 private:
  struct Seen {
    std::string key;   // the name as moves compare it
    std::string name;  // as written
    std::string path;  // of the item
  };
  std::vector<Seen> seen_;
};

// --- Game vocabulary, costs and effects (data_loader_effects.cpp) ---
bool read_color(Reporter& r, const Json& value, const std::string& path, Color& out);
bool read_cost(Reporter& r, const Json& value, const std::string& path, Cost& out);
bool read_effects(Reporter& r, const Json& value, const std::string& path, Effects& out);

// --- Reading a file (data_loader_json.cpp) ---
// Parses dir/file; reports a missing or unreadable file, a syntax error and duplicate
// object keys. Returns false when there is no document to compile.
bool read_json_file(Reporter& r, const std::string& dir, const std::string& file, Json& out);

// --- One compile step per file ---
void compile_cards(Reporter& r, const Json& doc, Rules& rules, Facts& facts);
void compile_wonders(Reporter& r, const Json& doc, Rules& rules, Facts& facts);
void compile_tokens(Reporter& r, const Json& doc, Rules& rules, Facts& facts);
void compile_structures(Reporter& r, const Json& doc, Rules& rules, Facts& facts);
void compile_military(Reporter& r, const Json& doc, Rules& rules);
void compile_constants(Reporter& r, const Json& doc, Rules& rules, Facts& facts);

}  // namespace duel::data
