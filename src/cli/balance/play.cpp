#include "play.hpp"

namespace duel::cli::balance {

std::string play_summaries(const Rules& rules, const Match& match, const Shard& shard, int threads, Progress& progress,
                           std::vector<GameSummary>& into, const RecordKeeper* records, std::atomic<int>* records_kept) {
  into.assign(static_cast<std::size_t>(shard.games), GameSummary{});
  Match played = match;
  played.keep_moves = records != nullptr;
  return for_each_game(shard.games, threads, [&](int i) {
    std::string error;
    const int game = shard.first + i;
    SummaryWatcher watcher(game, into[static_cast<std::size_t>(i)]);
    const GameOutcome outcome = play_game(rules, played, game, error, &watcher);
    if (records && error.empty()) {
      bool kept = false;
      error = records->keep(rules, played, game, outcome, kept);
      if (kept && records_kept) ++*records_kept;
    }
    progress.game_done();
    return error;
  });
}

}  // namespace duel::cli::balance
