// bench: fixed-seed uniformly random full games through the public API (legal actions
// and apply for every move). Prints the speed and a deterministic signature of the
// results: a changed signature means changed game behaviour.
#include <chrono>
#include <iostream>

#include "cli.hpp"
#include "duel/rng.hpp"
#include "duel/scoring.hpp"
#include "duel/setup.hpp"

namespace duel::cli {

const char* const kBenchHelp =
    "usage: 7wd-cli bench [--games N] [--seed S] [--json] [--data DIR] [--expansions A,B]\n\n"
    "Plays N (default 20000, at most 100000000) uniformly random full games on one\n"
    "thread, game i from setup seed S + i (default S = 1, any from 0 to 2^64 - 1), and prints games per second, moves per second and a\n"
    "signature of the results. --json prints {games, moves, seconds, games_per_second,\n"
    "moves_per_second, signature}.\n\n"
    "7wd-cli bench --ai measures the search AI instead (see 7wd-cli bench --ai --help).\n";

namespace {
void mix(std::uint64_t& h, std::uint64_t v) {
  h ^= v;
  h *= 0x100000001b3ULL;
}
}  // namespace

int run_bench(Args& args) {
  std::string error;
  const auto games = static_cast<int>(args.number("--games", 20000, 1, kMaxBenchGames, error));
  const std::uint64_t seed = args.seed(error);
  const bool json = args.flag("--json");
  auto rules = load_rules_or_report(args);
  if (!rules) return 1;
  args.check_all_used(error);
  if (!error.empty()) {
    std::cerr << "7wd-cli bench: " << error << "\n";
    return 2;
  }
  std::uint64_t signature = 0xcbf29ce484222325ULL;
  double moves = 0;
  Rng chooser(seed ^ 0x5eedULL);
  ActionList legal;
  const auto start = std::chrono::steady_clock::now();
  for (int g = 0; g < games; ++g) {
    GameState state(*rules, make_setup(*rules, seed + static_cast<std::uint64_t>(g), GameOptions{}));
    while (!state.is_terminal()) {
      state.legal_actions(legal);
      state.apply(legal[static_cast<int>(chooser.below(static_cast<std::uint32_t>(legal.size())))]);
      ++moves;
    }
    mix(signature, state.winner);
    mix(signature, static_cast<std::uint64_t>(state.victory));
    mix(signature, static_cast<std::uint64_t>(score_sheet(state, 0).total()));
    mix(signature, static_cast<std::uint64_t>(score_sheet(state, 1).total()));
    mix(signature, static_cast<std::uint64_t>(moves));
  }
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  const std::string sig = signature_hex(signature);
  if (json) {
    std::cout << "{\"games\": " << games << ", \"moves\": " << moves << ", \"seconds\": " << seconds
              << ", \"games_per_second\": " << games / seconds << ", \"moves_per_second\": " << moves / seconds
              << ", \"signature\": \"" << sig << "\"}\n";
  } else {
    std::cout << games << " random games, " << moves << " moves in " << seconds << " s\n"
              << games / seconds << " games/s, " << moves / seconds << " moves/s\nsignature " << sig << "\n";
  }
  return 0;
}

}  // namespace duel::cli
