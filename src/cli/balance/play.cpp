#include "play.hpp"

#include <filesystem>

#include "../cli.hpp"

namespace duel::cli::balance {

std::string play_summaries(const Rules& rules, const Match& match, const Shard& shard, int threads, Progress& progress,
                           std::vector<GameSummary>& into, const std::string& records_dir) {
  into.assign(static_cast<std::size_t>(shard.games), GameSummary{});
  Match played = match;
  played.keep_moves = !records_dir.empty();
  return for_each_game(shard.games, threads, [&](int i) {
    std::string error;
    const int game = shard.first + i;
    SummaryWatcher watcher(game, into[static_cast<std::size_t>(i)]);
    const GameOutcome outcome = play_game(rules, played, game, error, &watcher);
    if (played.keep_moves && error.empty()) {
      const auto path = std::filesystem::path(records_dir) / ("game-" + std::to_string(game + 1) + ".json");
      write_text_file(path.string(), record_to_json(rules, match_record(rules, played, game, outcome), true), error);
    }
    progress.game_done();
    return error;
  });
}

}  // namespace duel::cli::balance
