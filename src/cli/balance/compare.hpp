// --baseline: the same games played with two data sets, compared game by game. Win /
// loss and "was this card constructed" are paired yes/no results (McNemar's test);
// points and game length are paired numbers (paired t statistic). Changes with
// p < 0.05 are marked significant; with many cards expect about 1 in 20 flagged by chance.
#pragma once

#include "report.hpp"

namespace duel::cli::balance {

// `baseline` and `now` hold the same games (same indices, sorted); items are matched by name.
Json compare_runs(const MatchInfo& baseline_info, const std::vector<GameSummary>& baseline,
                  const MatchInfo& now_info, const std::vector<GameSummary>& now);

}  // namespace duel::cli::balance
