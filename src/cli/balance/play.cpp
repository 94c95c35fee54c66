#include "play.hpp"

namespace duel::cli::balance {

std::string play_summaries(const Rules& rules, const Match& match, const Shard& shard, int threads, Progress& progress,
                           std::vector<GameSummary>& into) {
  into.assign(static_cast<std::size_t>(shard.games), GameSummary{});
  return for_each_game(shard.games, threads, [&](int i) {
    std::string error;
    SummaryWatcher watcher(shard.first + i, into[static_cast<std::size_t>(i)]);
    play_game(rules, match, shard.first + i, error, &watcher);
    progress.game_done();
    return error;
  });
}

}  // namespace duel::cli::balance
