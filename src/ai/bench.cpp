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

namespace {

// FNV-1a over 64-bit values: a changed signature means changed behaviour.
class Signature {
 public:
  void fold(std::uint64_t v) {
    for (int byte = 0; byte < 8; ++byte) {
      value_ ^= (v >> (8 * byte)) & 0xff;
      value_ *= 0x100000001b3ULL;
    }
  }
  std::uint64_t value() const { return value_; }

 private:
  std::uint64_t value_ = 0xcbf29ce484222325ULL;
};

}  // namespace

BenchResult run_search_bench(const Rules& rules, const SearchConfig& config, std::uint64_t seed) {
  BenchResult result;
  Signature signature;
  for (const GameState& s : bench_positions(rules)) {
    const SearchResult r = search(observe(s, s.to_move()), config, seed);
    result.positions += 1;
    result.iterations += r.iterations;
    result.seconds += r.seconds;
    signature.fold(r.best.key());
    for (const RootStat& stat : r.stats) signature.fold(stat.visits);
  }
  result.signature = signature.value();
  result.iterations_per_second = result.seconds > 0.0 ? static_cast<double>(result.iterations) / result.seconds : 0.0;
  return result;
}

std::optional<MoveTimeResult> run_move_time_bench(const Rules& rules, const std::string& agent_spec,
                                                  std::uint64_t seed, std::string& error,
                                                  std::shared_ptr<const EvalWeights> weights) {
  MoveTimeResult result;
  Signature signature;
  for (const GameState& s : bench_positions(rules)) {
    std::unique_ptr<Agent> agent = make_agent(agent_spec, seed, error, weights);
    if (!agent) return std::nullopt;
    signature.fold(timed_choose(*agent, observe(s, s.to_move()), result.times).key());
  }
  result.signature = signature.value();
  return result;
}

}  // namespace duel::ai
