// sim: many games between two agents across threads, seats alternated, with win
// rates (95% Wilson interval), draws, victory types, average scores and game length.
#include <algorithm>
#include <array>
#include <iomanip>
#include <iostream>

#include "balance/records.hpp"
#include "cli.hpp"
#include "match.hpp"
#include "progress.hpp"
#include "sim_sprt.hpp"
#include "stats.hpp"
#include "duel/ai/agent.hpp"
#include "duel/ai/spec.hpp"  // parse_double_option
#include "duel/record.hpp"   // quote_excerpt
#include "duel/scoring.hpp"

namespace duel::cli {

const char* const kSimHelp =
    "usage: 7wd-cli sim [--p1 AGENT] [--p2 AGENT] [--games N] [--seed S] [--threads T]\n"
    "                   [--first-game] [--json] [--records DIR [--records-filter F]] [--data DIR]\n"
    "                   [--expansions A,B]\n"
    "                   [--paired] [--sprt ELO0,ELO1 [--alpha A] [--beta B]]\n\n"
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
    "--records-filter F keeps only the games F matches: conditions among military,\n"
    "science, civilian, political (the victory), draw, first-player-won,\n"
    "second-player-won, a-won, b-won, joined by ',' for any of them and '+' for all of\n"
    "them (e.g. political,science+second-player-won; default all). The files are the same\n"
    "whatever --threads; the report says how many games were kept.\n"
    "--paired plays every setup from both seats: games 2k and 2k + 1 on seed S + k.\n"
    "--sprt ELO0,ELO1 (implies --paired): a sequential test, the GSPRT on the pentanomial\n"
    "of game pairs as chess engine testers use, of H0 \"A is ELO0 Elo stronger than B\"\n"
    "against H1 \"ELO1\". The match stops at the first pair after which the log-likelihood\n"
    "ratio is outside log(B / (1 - A)) .. log((1 - B) / A) (--alpha A, --beta B: the error\n"
    "rates, 0.05 each by default), or after N games (then 20000 by default); the report\n"
    "counts the games up to that pair and adds the LLR, bounds, games and verdict (H0 or\n"
    "H1 accepted; \"sprt\" in --json).\n"
    "On a terminal a progress bar on stderr shows the games done, games/s and the time left.\n"
    "Limits: N from 1 to 1000000 (2 with --paired or --sprt), T from 1 to 256, S from 0\n"
    "to 2^64 - 1, ELO0 and ELO1 from -1000 to 1000, A and B above 0 and below 0.5.\n";

namespace {

// --alpha / --beta: an error rate above 0 and below 0.5 (default 0.05).
double error_rate(Args& args, const std::string& name, std::string& error) {
  const std::optional<std::string> text = args.option(name);
  double value = 0.05;
  if (text && (!ai::parse_double_option(*text, value) || !(value > 0.0 && value < 0.5)) && error.empty()) {
    error = name + " expects a number above 0 and below 0.5, got " + quote_excerpt(*text);
  }
  return value;
}

}  // namespace

int run_sim(Args& args) {
  std::string error;
  const std::string specs[2] = {args.option("--p1").value_or("random"), args.option("--p2").value_or("random")};
  std::optional<SprtSettings> sprt;
  if (const std::optional<std::string> text = args.option("--sprt")) {
    std::string sprt_error;
    sprt = parse_sprt(*text, sprt_error);
    if (error.empty()) error = sprt_error;
    const double alpha = error_rate(args, "--alpha", error), beta = error_rate(args, "--beta", error);
    if (sprt) {
      sprt->alpha = alpha;
      sprt->beta = beta;
    }
  }
  const bool paired = args.flag("--paired") || sprt.has_value();
  auto games = static_cast<int>(args.number("--games", sprt ? 20000 : 1000, paired ? 2 : 1, kMaxSimGames, error));
  if (paired && games % 2 != 0 && error.empty()) {
    error = "--games must be even with --paired or --sprt (each setup from both seats), got " + std::to_string(games);
  }
  const std::uint64_t seed = args.seed(error);
  const auto threads = static_cast<int>(args.number("--threads", 2, 1, kMaxGameThreads, error));
  const bool first_game = args.flag("--first-game");
  const bool json = args.flag("--json");
  const std::optional<std::string> records = args.option("--records");
  RecordFilter filter;
  if (const std::optional<std::string> text = args.option("--records-filter"); text && error.empty()) {
    if (!records) error = "--records-filter needs --records DIR (where the kept games go)";
    else parse_record_filter(*text, filter, error);
  }
  std::shared_ptr<const ai::EvalWeights> weights;
  auto rules = load_rules_and_weights_or_report(args, weights);
  if (!rules) return 1;
  args.check_all_used(error);
  check_agent_specs(specs, error);
  if (!error.empty()) {
    std::cerr << "7wd-cli sim: " << error << "\n";
    return 2;
  }

  std::vector<GameOutcome> outcomes(static_cast<std::size_t>(games));
  const RecordKeeper keeper(records.value_or(""), filter);
  if (records) {
    if (const std::string e = keeper.prepare(); !e.empty()) {
      std::cerr << "7wd-cli sim: " << e << "\n";
      return 1;
    }
  }
  const Match match{{specs[0], specs[1]}, seed, first_game, records.has_value(), paired, weights};
  std::vector<char> kept(static_cast<std::size_t>(games), 0);  // by game: its record written
  // Plays game g into `outcome` (and keeps its record); an error text or empty.
  auto play = [&](int g, GameOutcome& outcome) {
    std::string e;
    outcome = play_game(*rules, match, g, e);
    if (records && e.empty()) {
      bool written = false;
      e = keeper.keep(*rules, match, g, outcome, written);
      kept[static_cast<std::size_t>(g)] = written;
      outcome.move_words.clear();  // kept on disk, not in memory
    }
    return e;
  };
  std::string failure;
  SprtResult test;
  if (sprt) {
    failure = run_sprt(*sprt, games / 2, threads, play, outcomes, test);
    games = 2 * test.pairs_counted;
    outcomes.resize(static_cast<std::size_t>(games));
  } else {
    Progress progress(games);
    failure = for_each_game(games, threads, [&](int g) {
      const std::string e = play(g, outcomes[static_cast<std::size_t>(g)]);
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
  const long long records_kept = std::count(kept.begin(), kept.begin() + games, 1);
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
    std::cout << "]";
    if (sprt) {
      std::cout << ", \"sprt\": {\"elo0\": " << sprt->elo0 << ", \"elo1\": " << sprt->elo1 << ", \"alpha\": " << sprt->alpha
                << ", \"beta\": " << sprt->beta << ", \"llr\": " << test.llr << ", \"lower\": " << test.lower
                << ", \"upper\": " << test.upper << ", \"pairs\": " << test.pairs_counted << ", \"games\": " << games
                << ", \"pentanomial\": [";
      for (std::size_t k = 0; k < test.pairs.size(); ++k) std::cout << (k ? ", " : "") << test.pairs[k];
      std::cout << "], \"verdict\": \"" << (test.verdict > 0 ? "H1" : test.verdict < 0 ? "H0" : "none") << "\"}";
    }
    if (records) std::cout << ", \"records_kept\": " << records_kept;
    std::cout << "}\n";
    return 0;
  }
  std::cout << std::fixed << std::setprecision(1);
  if (paired) {
    std::cout << games << " games, seeds " << seed << ".." << seed + static_cast<std::uint64_t>(games / 2) - 1
              << ", each from both seats\n";
  } else {
    std::cout << games << " games, seeds " << seed << ".." << seed + static_cast<std::uint64_t>(games) - 1
              << ", seats alternated\n";
  }
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
  if (records) {
    std::cout << "records: " << records_kept << " of " << games << " games kept in " << *records
              << (filter.alternatives.empty() ? "" : " (--records-filter " + filter.text + ")") << "\n";
  }
  if (sprt) {
    std::cout << std::setprecision(2) << "SPRT H0 " << sprt->elo0 << " Elo, H1 " << sprt->elo1 << " Elo (alpha "
              << sprt->alpha << ", beta " << sprt->beta << "): LLR " << test.llr << ", bounds " << test.lower << " "
              << test.upper << ", " << games << " games (" << test.pairs_counted << " pairs: A scored 0/0.5/1/1.5/2 in";
    for (const long long c : test.pairs) std::cout << " " << c;
    std::cout << "): " << sprt_verdict_text(test.verdict) << "\n";
  }
  return 0;
}

}  // namespace duel::cli
