// --set FILE:JSON_POINTER=VALUE: change one number of the game data for a run without
// copying the data by hand (the data is copied to a temporary directory, changed there,
// loaded, and the copy removed).
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "duel/rules.hpp"

namespace duel::cli::balance {

struct DataOverride {
  std::string file;     // e.g. "base/cards.json", relative to the data directory
  std::string pointer;  // e.g. "/cards/3/cost/coins"
  std::string value;    // the number as written
  std::string option = "--set";  // the option it came from, for messages ("--sweep")
};

// Parses "FILE:POINTER=VALUE"; sets error (naming the option) on a malformed text.
bool parse_override(const std::string& text, DataOverride& out, std::string& error);

// Loads the rules of data_dir (with the expansions) with the overrides applied; FILE
// is relative to data_dir ("base/cards.json"). On failure returns null and
// sets error: a pointer that does not exist, a value that is not a number, a target that
// is not a number, an expansion's file when that expansion is not played, or the data's
// own errors after the change (each naming the --set).
std::shared_ptr<const Rules> load_with_overrides(const std::string& data_dir, const std::vector<std::string>& expansions,
                                                 const std::vector<DataOverride>& overrides, std::string& error);

}  // namespace duel::cli::balance
