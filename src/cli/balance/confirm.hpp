// --confirm AGENT --confirm-games N: the items a run flagged (an item's owner's win rate
// "high" or "low"; with --baseline, the significant changes) are looked at again in the
// first N games played with a stronger AGENT on both sides, and each verdict is marked
// as holding or not, so a designer knows which verdicts the fast agent alone gave.
#pragma once

#include <string>

#include "report.hpp"

namespace duel::cli::balance {

// Whether a flagged row's verdict holds in the confirmation: "holds" (flagged the same
// way again), "same direction" (the same sign, not flagged), "reversed" (the other
// sign) or "not seen" (the item was never used in the confirmation's games).
std::string verdict_check(double difference, const Json& again, const std::string& flagged_again);

// The confirmation of `original` by `again`, both reports (build_report) or, when
// `comparison`, both comparisons (compare_runs): one row per flagged row of the original
// with its verdict then and now, and how many held. `agent`, `games` describe `again`.
Json confirm_flagged(const Json& original, const Json& again, bool comparison, const std::string& agent, int games);

// The confirmation's rows as a flat table (confirmation.csv, the page).
Json confirmation_table(const Json& confirmation);

}  // namespace duel::cli::balance
