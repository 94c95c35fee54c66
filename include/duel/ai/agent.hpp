// A player that chooses actions: Random, Greedy (one-move lookahead) and the search
// AI (information-set MCTS) at three difficulty levels. See docs/ai.md.
// Fair by construction: an agent is handed only its own seat's observation
// (duel::observe) and samples anything hidden with duel::determinize.
#pragma once

#include <cstdint>
#include <memory>
#include <string>

#include "duel/ai/eval_weights.hpp"
#include "duel/state.hpp"

namespace duel::ai {

class Agent {
 public:
  virtual ~Agent() = default;
  // `observation` is observe(state, observation.to_move()); returns a legal action.
  virtual Action choose(const GameState& observation) = 0;
  virtual std::string name() const = 0;
  // Whether a time limit cut the last choose() short, so that the move depends on the
  // machine's speed (docs/ai.md); never for agents without a time limit.
  virtual bool last_move_time_capped() const { return false; }
};

// Builds an agent from a spec: random, greedy[:samples=N,eval=E], easy, medium, hard, mcts
// or the frozen baselines medium-v1 and hard-v1, the search levels taking options
// iterations=N, time=SECONDS, threads=N, c=X, depth=N, epsilon=X and (not the frozen ones)
// eval=heuristic|learned, e.g. "hard:iterations=5000" or "mcts:iterations=2000,threads=2".
// `weights`: the learned evaluation's for the expansions of the games the agent will play
// (load_eval_weights, eval_weights.hpp), used by eval=learned; null: the data has none.
// Returns null and sets `error` for an unknown or malformed spec.
std::unique_ptr<Agent> make_agent(const std::string& spec, std::uint64_t seed, std::string& error,
                                  std::shared_ptr<const EvalWeights> weights = nullptr);

// Wall-clock seconds an agent spent choosing its moves, and how many of them a time
// limit cut short.
struct MoveTimes {
  int moves = 0;
  double total_seconds = 0.0;
  double longest_seconds = 0.0;
  int time_capped = 0;
  void add(double seconds, bool capped = false);
  void add(const MoveTimes& other);
  double mean_seconds() const { return moves > 0 ? total_seconds / moves : 0.0; }
};

// agent.choose(observation), adding the time it took (and whether it was cut short) to `times`.
Action timed_choose(Agent& agent, const GameState& observation, MoveTimes& times);

}  // namespace duel::ai
