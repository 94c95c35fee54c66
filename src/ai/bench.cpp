#include "duel/ai/bench.hpp"

#include "duel/ai/mcts_agent.hpp"
#include "duel/observation.hpp"
#include "duel/rng.hpp"
#include "duel/setup.hpp"

namespace duel::ai {

std::vector<GameState> bench_positions(const Rules& rules) {
  // Plies chosen to land in the Wonder selection, Age I, Age II and Age III.
  static constexpr int kPlies[] = {2, 14, 30, 50, 68};
  std::vector<GameState> positions;
  for (std::uint64_t seed = 1; seed <= 4; ++seed) {
    for (int plies : kPlies) {
      GameState s(rules, make_setup(rules, seed, {}));
      Rng rng(seed * 1000 + static_cast<std::uint64_t>(plies));
      ActionList legal;
      for (int ply = 0; ply < plies && !s.is_terminal(); ++ply) {
        s.legal_actions(legal);
        s.apply(legal[static_cast<int>(rng.below(static_cast<std::uint32_t>(legal.size())))]);
      }
      if (!s.is_terminal()) positions.push_back(s);
    }
  }
  return positions;
}

BenchResult run_search_bench(const Rules& rules, const SearchConfig& config, std::uint64_t seed) {
  BenchResult result;
  std::uint64_t signature = 0xcbf29ce484222325ULL;  // FNV-1a over the outcomes
  auto fold = [&signature](std::uint64_t v) {
    for (int byte = 0; byte < 8; ++byte) {
      signature ^= (v >> (8 * byte)) & 0xff;
      signature *= 0x100000001b3ULL;
    }
  };
  for (const GameState& s : bench_positions(rules)) {
    const SearchResult r = search(observe(s, s.to_move()), config, seed);
    result.positions += 1;
    result.iterations += r.iterations;
    result.seconds += r.seconds;
    fold(r.best.key());
    for (const RootStat& stat : r.stats) fold(stat.visits);
  }
  result.signature = signature;
  result.iterations_per_second = result.seconds > 0.0 ? static_cast<double>(result.iterations) / result.seconds : 0.0;
  return result;
}

}  // namespace duel::ai
