// sim: many games between two agents across threads, seats alternated, with win
// rates (95% Wilson interval), draws, victory types, average scores and game length.
#include <algorithm>
#include <array>
#include <filesystem>
#include <iomanip>
#include <iostream>

#include "cli.hpp"
#include "match.hpp"
#include "progress.hpp"
#include "stats.hpp"
#include "duel/ai/agent.hpp"
#include "duel/scoring.hpp"

namespace duel::cli {

const char* const kSimHelp =
    "usage: 7wd-cli sim [--p1 AGENT] [--p2 AGENT] [--games N] [--seed S] [--threads T]\n"
    "                   [--first-game] [--json] [--records DIR] [--data DIR] [--expansions A,B]\n\n"
    "Plays N games (default 1000) between AGENT A (--p1, default random) and AGENT B\n"
    "(--p2, default random), alternating seats: A is player 1 in even-numbered games.\n"
    "Game i uses setup seed S + i (default S = 1). Threads default to 2.\n"
    "Agents: random, greedy, easy, medium, hard, or an expert spec such as\n"
    "hard:iterations=5000 or mcts:iterations=2000,threads=2 (see docs/ai.md).\n"
    "Prints each agent's win rate with a 95% confidence interval, draws, victory types,\n"
    "average score per category, seconds per move (mean and maximum: games on other\n"
    "threads share the cores) and average game length; --json prints the same as JSON.\n"
    "When a level's time limit cut a search short, says so (\"time cap reached in N of M\n"
    "moves\"; time_capped_moves in --json): those games depend on the machine's speed.\n"
    "--records DIR keeps every game as a game record with its setup written out,\n"
    "DIR/game-N.json for game N (from 1), to replay, show or edit (the folder is made).\n"
    "On a terminal a progress bar on stderr shows the games done, games/s and the time left.\n"
    "Limits: N from 1 to 1000000, T from 1 to 256, S from 0 to 2^64 - 1.\n";

int run_sim(Args& args) {
  std::string error;
  const std::string specs[2] = {args.option("--p1").value_or("random"), args.option("--p2").value_or("random")};
  const auto games = static_cast<int>(args.number("--games", 1000, 1, kMaxSimGames, error));
  const std::uint64_t seed = args.seed(error);
  const auto threads = static_cast<int>(args.number("--threads", 2, 1, kMaxGameThreads, error));
  const bool first_game = args.flag("--first-game");
  const bool json = args.flag("--json");
  const std::optional<std::string> records = args.option("--records");
  auto rules = load_rules_or_report(args);
  if (!rules) return 1;
  args.check_all_used(error);
  check_agent_specs(specs, error);
  if (!error.empty()) {
    std::cerr << "7wd-cli sim: " << error << "\n";
    return 2;
  }

  std::vector<GameOutcome> outcomes(static_cast<std::size_t>(games));
  if (records) {
    std::error_code ec;
    std::filesystem::create_directories(*records, ec);
    if (ec || !std::filesystem::is_directory(*records)) {
      std::cerr << "7wd-cli sim: --records: cannot make the folder " << quote_excerpt(*records, 200) << ": "
                << (ec ? ec.message() : "a file has that name") << "\n";
      return 1;
    }
  }
  const Match match{{specs[0], specs[1]}, seed, first_game, records.has_value()};
  std::string failure;
  {
    Progress progress(games);
    failure = for_each_game(games, threads, [&](int g) {
      std::string e;
      GameOutcome& outcome = outcomes[static_cast<std::size_t>(g)];
      outcome = play_game(*rules, match, g, e);
      if (records && e.empty()) {
        const std::string path = (std::filesystem::path(*records) / ("game-" + std::to_string(g + 1) + ".json")).string();
        write_text_file(path, record_to_json(*rules, match_record(*rules, match, g, outcome), true), e);
        outcome.move_words.clear();  // kept on disk, not in memory
      }
      progress.game_done();
      return e;
    });
  }
  if (!failure.empty()) {
    std::cerr << "7wd-cli sim: " << failure << "\n";
    return 1;
  }

  int wins[2] = {0, 0}, draws = 0;
  std::array<std::array<int, kVictoryTypeCount>, 2> by_type{};  // by agent and VictoryType
  std::array<std::array<double, kScoreCategoryCount + 1>, 2> score_sum{};
  double moves = 0;
  std::array<ai::MoveTimes, 2> thinking;
  for (const GameOutcome& o : outcomes) {
    for (int a = 0; a < 2; ++a) thinking[a].add(o.thinking[a]);
    if (o.winner_agent < 0) ++draws;
    else {
      ++wins[o.winner_agent];
      ++by_type[static_cast<std::size_t>(o.winner_agent)][static_cast<std::size_t>(o.victory)];
    }
    for (int a = 0; a < 2; ++a) {
      for (int k = 0; k < kScoreCategoryCount; ++k) score_sum[a][k] += o.sheets[a].points[k];
      score_sum[a][kScoreCategoryCount] += o.sheets[a].total();
    }
    moves += o.moves;
  }
  const double n = std::max(1, games);
  const int categories = score_categories(*rules);
  const bool agora = rules->agora.has_value();  // political victories exist
  if (json) {
    std::cout << "{\"games\": " << games << ", \"draws\": " << draws << ", \"average_moves\": " << moves / n << ", \"agents\": [";
    for (int a = 0; a < 2; ++a) {
      const auto [lo, hi] = wilson(wins[a], games);
      std::cout << (a ? ", " : "") << "{\"spec\": \"" << specs[a] << "\", \"wins\": " << wins[a]
                << ", \"win_rate\": " << wins[a] / n << ", \"ci95\": [" << lo << ", " << hi << "], \"victories\": {";
      for (int v = 1; v <= 3; ++v) {
        std::cout << (v > 1 ? ", " : "") << "\"" << victory_type_name(VictoryType(v)) << "\": " << by_type[a][v];
      }
      if (agora) std::cout << ", \"political\": " << by_type[a][static_cast<int>(VictoryType::Political)];
      std::cout << "}, \"average_scores\": {";
      for (int k = 0; k <= categories; ++k) {
        const std::string name = k < categories ? std::string(score_category_name(ScoreCategory(k))) : "total";
        std::cout << (k ? ", " : "") << "\"" << name << "\": " << score_sum[a][k < categories ? k : kScoreCategoryCount] / n;
      }
      std::cout << "}, \"seconds_per_move\": " << thinking[a].mean_seconds()
                << ", \"max_seconds_per_move\": " << thinking[a].longest_seconds
                << ", \"time_capped_moves\": " << thinking[a].time_capped << "}";
    }
    std::cout << "]}\n";
    return 0;
  }
  std::cout << std::fixed << std::setprecision(1);
  std::cout << games << " games, seeds " << seed << ".." << seed + static_cast<std::uint64_t>(games) - 1
            << ", seats alternated\n";
  for (int a = 0; a < 2; ++a) {
    const auto [lo, hi] = wilson(wins[a], games);
    std::cout << (a ? "B " : "A ") << specs[a] << ": " << wins[a] << " wins, " << 100.0 * wins[a] / n << "% (95% CI "
              << 100 * lo << "–" << 100 * hi << "%); military " << by_type[a][1] << ", science " << by_type[a][2]
              << ", civilian " << by_type[a][3];
    if (agora) std::cout << ", political " << by_type[a][static_cast<int>(VictoryType::Political)];
    std::cout << "\n   average score:";
    for (int k = 0; k < categories; ++k) std::cout << " " << score_category_name(ScoreCategory(k)) << " " << score_sum[a][k] / n;
    std::cout << ", total " << score_sum[a][kScoreCategoryCount] / n << "\n"
              << std::setprecision(3) << "   thinking: " << thinking[a].mean_seconds()
              << " s per move on average, " << thinking[a].longest_seconds << " s at most\n"
              << std::setprecision(1);
    if (const std::string note = time_cap_note(thinking[a]); !note.empty()) std::cout << "   " << note << "\n";
  }
  std::cout << "draws (shared victories): " << draws << "\naverage game length: " << moves / n << " moves\n";
  return 0;
}

}  // namespace duel::cli
