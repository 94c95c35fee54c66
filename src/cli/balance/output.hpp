// Writing a balance result directory: raw games and match (enough to rebuild all), and
// for a full run the report (report.json, CSV tables, games.csv, report.html). Files go
// into a temporary directory renamed at the end, so a failure leaves nothing half-written.
#pragma once

#include <filesystem>
#include <functional>
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
// (compare.hpp) as "comparison" and comparison_*.csv, a non-null `confirmation`
// (confirm.hpp) as "confirmation" and confirmation.csv. Returns an error or empty.
std::string write_results(const std::string& dir, const MatchInfo& info, const Shard& shard,
                          const std::vector<GameSummary>& games, const Json& timing, const Json& comparison = nullptr,
                          const Json& confirmation = nullptr);

// Reads a directory written by write_results (its match, shard, timing and games).
std::string read_results(const std::string& dir, MatchInfo& info, Shard& shard,
                         std::vector<GameSummary>& games, Json& timing);

// Writes the directory `dir` whole: fill(temp) writes into a temporary directory beside
// it, renamed to `dir` at the end; on an error nothing is left. An existing `dir` is
// replaced only when it is empty or holds `marker` (earlier results: "match.json");
// else the error names it as not `what` ("a balance results directory").
std::string write_whole_directory(const std::string& dir, const std::string& marker, const std::string& what,
                                  const std::function<std::string(const std::filesystem::path&)>& fill);
// Writes a file; an error naming it, or empty.
std::string write_file_text(const std::filesystem::path& path, const std::string& text);

// CSV of a table (an array of flat objects); a pair [low, high] becomes two columns.
std::string csv(const Json& rows);

// The self-contained HTML page of a report.
std::string report_html(const Json& report);
// A page template (assets/report/) with the Vega libraries and `data` inlined at its
// markers, and the header naming what was played (data["match"]["played"]).
std::string page_with_data(std::string page, const Json& data);

}  // namespace duel::cli::balance
