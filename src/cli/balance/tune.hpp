// balance tune: find the values of 1-3 numbers of the data that bring a statistic (the
// first player's win rate, an item's owner's win rate, a victory type's share) to a goal.
// Every candidate plays the same games (paired by seed); one number is bisected, two or
// three are searched one at a time (coordinate search), deterministically.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "report.hpp"

namespace duel::cli::balance {

struct TuneTarget {
  enum class Kind { FirstPlayerWinRate, WinRate, VictoryShare } kind = Kind::FirstPlayerWinRate;
  std::string text;          // as given
  std::string table, name;   // WinRate: report table and item name; VictoryShare: the victory type
};

// "first-player-win-rate", "win-rate:TABLE:NAME" (e.g. win-rate:divinities:Mars) or
// "victory-share:TYPE" (military, science, civilian, political, shared).
bool parse_tune_target(const std::string& text, TuneTarget& out, std::string& error);

// The statistic in one candidate's report.
struct TuneStatistic {
  bool seen = false;  // false: the item was never used (no rate)
  double value = 0.0;
  Json ci95;          // [low, high]
  int count = 0;      // the games (uses) the rate is over
};
// Reads the target's statistic from a report; error when the table or item does not exist.
TuneStatistic tune_statistic(const TuneTarget& target, const Json& report, std::string& error);

struct TuneStep {
  std::vector<long long> values;  // one per number tuned
  TuneStatistic statistic;
  double distance = 0.0;  // |statistic - goal|; unseen: infinity
};

// Searches the candidate values (each number's values ascending) for the statistic
// nearest `goal`, calling evaluate once per distinct candidate (at most max_evaluations
// times). One number: both ends, then bisection of the bracket (the nearest end when the
// goal is not between them). Several: coordinate search from the middle values, steps of
// a quarter of each range halved down to one value. Returns the steps in order.
std::vector<TuneStep> tune_search(const std::vector<std::vector<long long>>& candidates, double goal, int max_evaluations,
                                  const std::function<TuneStatistic(const std::vector<long long>&)>& evaluate);

// The step nearest the goal (the first of equals).
std::size_t best_step(const std::vector<TuneStep>& steps);

}  // namespace duel::cli::balance
