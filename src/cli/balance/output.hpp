// Writing a balance result directory: raw games and match (enough to rebuild all), and
// for a full run the report (report.json, CSV tables, games.csv, report.html). Files go
// into a temporary directory renamed at the end, so a failure leaves nothing half-written.
#pragma once

#include <string>
#include <vector>

#include "report.hpp"

namespace duel::cli::balance {

struct Shard {
  int index = 1, count = 1;  // K/N
  int first = 0, games = 0;  // the games it plays: first .. first + games - 1
  bool whole() const { return count == 1; }
};

// The shard's games out of `total`: contiguous blocks, the first ones one game longer.
Shard shard_of(int index, int count, int total);

// Writes `dir`; `timing` goes into report.json as "timing", a non-null `comparison`
// (compare.hpp) as "comparison" and comparison_*.csv. Returns an error or empty.
std::string write_results(const std::string& dir, const MatchInfo& info, const Shard& shard,
                          const std::vector<GameSummary>& games, const Json& timing, const Json& comparison = nullptr);

// Reads a directory written by write_results (its match, shard, timing and games).
std::string read_results(const std::string& dir, MatchInfo& info, Shard& shard,
                         std::vector<GameSummary>& games, Json& timing);

// CSV of a table (an array of flat objects); a pair [low, high] becomes two columns.
std::string csv(const Json& rows);

// The self-contained HTML page of a report.
std::string report_html(const Json& report);

}  // namespace duel::cli::balance
