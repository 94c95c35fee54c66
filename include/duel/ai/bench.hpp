// Search benchmark: a fixed set of positions (reached by fixed-seed random play) each
// searched with the same budget. Prints speed and a signature of the chosen moves
// (Stockfish-style: a changed signature means changed search behaviour).
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "duel/ai/agent.hpp"
#include "duel/ai/ismcts.hpp"
#include "duel/state.hpp"

namespace duel::ai {

// Positions from Wonder selection to Age III, the same on every machine.
std::vector<GameState> bench_positions(const Rules& rules);

struct BenchResult {
  int positions = 0;
  long long iterations = 0;
  double seconds = 0.0;
  double iterations_per_second = 0.0;
  std::uint64_t signature = 0;  // of the chosen moves and root visit counts
};

// Searches every bench position with `config` and seed `seed`.
BenchResult run_search_bench(const Rules& rules, const SearchConfig& config, std::uint64_t seed);

// Seconds one agent takes to answer on each bench position (a fresh agent per position,
// as in a new game), and a signature of its moves.
struct MoveTimeResult {
  MoveTimes times;  // one move per position
  std::uint64_t signature = 0;
};

// `weights`: the learned evaluation's for the rules' expansions (make_agent). Returns
// nothing and sets `error` for a malformed agent spec.
std::optional<MoveTimeResult> run_move_time_bench(const Rules& rules, const std::string& agent_spec,
                                                  std::uint64_t seed, std::string& error,
                                                  std::shared_ptr<const EvalWeights> weights = nullptr);

}  // namespace duel::ai
