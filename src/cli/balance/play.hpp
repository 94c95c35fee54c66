// Playing a balance run's games: one summary per game, counted on the progress bar.
// The single run, --baseline and every --sweep value play through it (same seeds).
#pragma once

#include <atomic>
#include <string>
#include <vector>

#include "game_summary.hpp"
#include "output.hpp"
#include "records.hpp"
#include "../progress.hpp"

namespace duel::cli::balance {

// Plays the shard's games of `match` with `rules` on `threads` threads into `into`
// (resized, index i = game shard.first + i). Returns the first error or empty. With
// `records`, each game its filter keeps is also written as a game record, game-N.json
// for game N (from 1), and counted in `records_kept`.
std::string play_summaries(const Rules& rules, const Match& match, const Shard& shard, int threads, Progress& progress,
                           std::vector<GameSummary>& into, const RecordKeeper* records = nullptr,
                           std::atomic<int>* records_kept = nullptr);

}  // namespace duel::cli::balance
