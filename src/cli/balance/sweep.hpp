// --sweep FILE:JSON_POINTER=A..B[:STEP] (or =V1,V2,...): the report for each value of
// one number of the data, and the key statistics charted against the value (sweep.json,
// sweep.csv, sweep.html). Every value plays the same games (paired by seed).
#pragma once

#include <string>
#include <vector>

#include "data_override.hpp"
#include "report.hpp"

namespace duel::cli::balance {

inline constexpr int kMaxSweepValues = 50;
inline constexpr long long kMaxSweepMagnitude = 1'000'000'000;  // |value|; the loader checks the data's own limits

struct Sweep {
  DataOverride target;      // file and pointer (value unused); option "--sweep"
  std::string text;         // as given, for messages and the report
  std::vector<long long> values;
  // The item the pointer is in (from the file's JSON): "card", "Wonder", "Progress token"
  // and its name; empty when the number belongs to no item (e.g. constants.json).
  std::string item_kind, item_name;

  // The override of one value, named "--sweep FILE:POINTER=VALUE" in messages.
  DataOverride at(long long value) const;
};

// Parses the option's text; sets error naming the option and the problem.
bool parse_sweep(const std::string& text, Sweep& out, std::string& error);

// Finds the item the pointer is in, reading FILE in data_dir (left empty when none).
void find_swept_item(const std::string& data_dir, Sweep& sweep);

// The key statistics of one value's report: first-player win rate, the item's pick rate
// and the win rate of whoever got it, average score, victory types (95% intervals).
Json sweep_row(const Sweep& sweep, long long value, const Json& report);

// sweep.json: the sweep, the match and the rows.
Json sweep_json(const Sweep& sweep, const Json& match, const Json& rows, const Json& timing);

}  // namespace duel::cli::balance
