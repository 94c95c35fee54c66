// Running a --sweep: every value's data is loaded and checked before any game is played,
// then each value plays the same games and gets its own report in OUT/sweep-VALUE/, and
// OUT/sweep.json, sweep.csv and sweep.html chart the key statistics against the value.
#pragma once

#include <string>
#include <vector>

#include "sweep.hpp"

namespace duel::cli::balance {

struct SweepRun {
  Sweep sweep;
  std::string data_dir;
  std::vector<std::string> expansions;
  std::vector<DataOverride> overrides;     // --set, applied with every value
  std::vector<std::string> override_texts;
  Match match;
  int games = 0, threads = 1;
  std::string out;
  Played played;  // the data and weights before the sweep's changes (listed in each value's report)
};

// Returns an error (nothing written then) or empty; `done` gets the line to print.
std::string run_sweep(const SweepRun& run, std::string& done);

// sweep.html: assets/report/sweep.html with the sweep's JSON and the Vega libraries.
std::string sweep_html(const Json& sweep);

}  // namespace duel::cli::balance
