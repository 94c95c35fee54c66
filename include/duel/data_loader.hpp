// Strict loader for the game data in data/*.json (format: docs/data-format.md).
// Every problem is reported as "file: JSON path: what was expected"; nothing is
// silently defaulted and malformed input never crashes.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "duel/rules.hpp"

namespace duel {

struct DataError {
  std::string file;     // e.g. "cards.json"
  std::string path;     // JSON pointer, e.g. "/cards/12/cost/resources"
  std::string message;  // what was expected
  std::string to_string() const;  // "file: path: message"
};

struct LoadResult {
  std::shared_ptr<const Rules> rules;  // null when errors is non-empty
  std::vector<DataError> errors;
  bool ok() const { return errors.empty() && rules != nullptr; }
};

// Loads and validates every file of a data directory, collecting all errors.
LoadResult load_rules(const std::string& data_dir);

// The data directory to use when none is given: $DUEL_DATA_DIR, else the source tree's
// data/ (set at build time), else "data".
std::string default_data_dir();

}  // namespace duel
