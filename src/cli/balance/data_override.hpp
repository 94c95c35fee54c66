// --set FILE:JSON_POINTER=VALUE: change one number of the game data for a run without
// copying the data by hand (the data is copied to a temporary directory, changed there,
// loaded, and the copy removed). FILE:ITEM/PATH=VALUE names the item instead of its
// index: pantheon/pantheon.json:Mars/effects/0/amount=3 is /divinities/12/effects/0/amount
// (docs/designers.md "Changing the data for a run").
#pragma once

#include <memory>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "duel/rules.hpp"

namespace duel::cli::balance {

struct DataOverride {
  std::string file;     // e.g. "base/cards.json", relative to the data directory
  std::string pointer;  // e.g. "/cards/3/cost/coins", or by the item's name "Library/cost/coins"
  std::string value;    // the number as written
  std::string option = "--set";  // the option it came from, for messages ("--sweep")
};

// Parses "FILE:POINTER=VALUE" or "FILE:ITEM/PATH=VALUE"; sets error (naming the
// option) on a malformed text.
bool parse_override(const std::string& text, DataOverride& out, std::string& error);

// The JSON pointer the override's target is at in `doc` (its file): the pointer as
// written, or for ITEM/PATH the pointer of the one item named ITEM (a list's element
// with that "name", or "wonder"/"progress_token" in item_effects, or an object with that
// "name" such as Pantheon's Gate; case and spacing as moves compare them) followed by
// /PATH. Empty with error set (naming the option, the file and the names near ITEM) when
// no item or more than one is named so.
std::string target_pointer(const nlohmann::json& doc, const DataOverride& o, std::string& error);

// Loads the rules of data_dir (with the expansions) with the overrides applied; FILE
// is relative to data_dir ("base/cards.json"). On failure returns null and
// sets error: a pointer that does not exist, a value that is not a number, a target that
// is not a number, an expansion's file when that expansion is not played, or the data's
// own errors after the change (each naming the --set).
std::shared_ptr<const Rules> load_with_overrides(const std::string& data_dir, const std::vector<std::string>& expansions,
                                                 const std::vector<DataOverride>& overrides, std::string& error);

}  // namespace duel::cli::balance
