// Strict loader for the game data: the base module data/base/*.json and the expansion
// modules chosen, overlaid on it (format: docs/data-format.md). Every problem is reported
// as "file: JSON path: what was expected"; nothing is silently defaulted and malformed
// input never crashes.
#pragma once

#include <deque>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "duel/rules.hpp"
#include "duel/setup.hpp"

namespace duel {

struct DataError {
  std::string file;     // e.g. "base/cards.json" ("cards.json" in a single base folder)
  std::string path;     // JSON pointer, e.g. "/cards/12/cost/resources"
  std::string message;  // what was expected
  // The path with each item's name after its index, "/cards/12 (Lumber Yard)/cost"
  // (empty when the path passes no named item); to_string prints it instead of path.
  std::string named_path = {};
  std::string to_string() const;  // "file: named_path (or path): message"
};

struct LoadResult {
  std::shared_ptr<const Rules> rules;  // null when errors is non-empty
  std::vector<DataError> errors;
  bool ok() const { return errors.empty() && rules != nullptr; }
};

// Loads and validates the base module and the `expansions` (module names, in any order)
// under the data root `data_dir`, collecting all errors. A folder with cards.json
// directly in it (a copy of data/base) is read as the base game alone. What loads is
// played as it is: the loader refuses what the engine cannot honour exactly.
LoadResult load_rules(const std::string& data_dir, const std::vector<std::string>& expansions = {});

// The expansion modules under a data root (folders with a module.json besides base/),
// by name.
std::vector<std::string> available_expansions(const std::string& data_dir);

// The rules of each set of expansions, loaded once: a record or save names its
// expansions and gets the rules they make (GameOptions::expansions). Not thread-safe:
// one owner (the CLI command, the app's main thread).
class RulesCache {
 public:
  explicit RulesCache(std::string data_dir);
  const LoadResult& get(const std::vector<std::string>& expansions);
  const std::string& data_dir() const { return data_dir_; }

 private:
  std::string data_dir_;
  std::deque<std::pair<std::vector<std::string>, LoadResult>> loaded_;  // stable references
};

// Where an installed game keeps its data, relative to the install prefix (the
// binaries are in <prefix>/bin; CMakeLists.txt installs the data there).
inline constexpr const char* kInstalledDataDir = "share/7wd/data";

// The data directory to use when none is given (--data comes first, in the binaries):
// $DUEL_DATA_DIR, else <program_dir>/../share/7wd/data when it exists (an installed or
// relocated copy; `program_dir` is the running binary's folder, found by the binary since
// the engine makes no platform calls; empty: skipped), else the source tree's data/ (set
// at build time, developer builds), else "data".
std::string default_data_dir(const std::string& program_dir = {});

}  // namespace duel
