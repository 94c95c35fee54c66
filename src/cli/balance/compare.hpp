// --baseline: the same games played with two data sets, compared game by game. Win /
// loss and "was this card constructed" are paired yes/no results (McNemar's test);
// points and game length are paired numbers (paired t statistic); each item's owner's win
// rate is compared as two proportions (unpaired, so conservative). ~100 rows are tested at
// once, so each row keeps its raw p and a Benjamini-Hochberg adjusted one (over all rows);
// rows with an adjusted p < 0.05 are marked significant.
#pragma once

#include "report.hpp"

namespace duel::cli::balance {

// The comparison's tables, in order (a table absent without its expansion is skipped).
const std::vector<std::string>& comparison_tables();

// `baseline` and `now` hold the same games (same indices, sorted); items are matched by name.
Json compare_runs(const MatchInfo& baseline_info, const std::vector<GameSummary>& baseline,
                  const MatchInfo& now_info, const std::vector<GameSummary>& now);

}  // namespace duel::cli::balance
