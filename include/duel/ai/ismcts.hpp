// Single-observer information-set Monte Carlo tree search (Cowling, Powley and
// Whitehouse 2012): every iteration samples the hidden cards afresh with determinize(),
// walks one shared tree keyed by actions, and counts how often each child was
// available so that rarely legal moves are not under-explored. Playouts are short
// epsilon-greedy runs guided by action_value(), finished by win_probability().
#pragma once

#include <chrono>
#include <cstdint>
#include <vector>

#include "duel/rng.hpp"
#include "duel/state.hpp"

namespace duel::ai {

struct SearchConfig {
  long long iterations = 2000;  // over all threads; 0 = stop on time only
  double seconds = 0.0;         // wall-clock limit per move; 0 = none
  int threads = 1;
  double exploration = 0.7;     // UCB constant (rewards are in [0, 1])
  int playout_depth = 40;       // plies of playout before the heuristic judges
  double epsilon = 0.15;        // playout chance of a uniformly random move
};

// Visits and mean reward of one root action after a search.
struct RootStat {
  Action action;
  std::uint64_t visits = 0;
  double reward = 0.0;  // summed, from the searching player's side
};

// One tree searched by one thread: `iterations` iterations (0 = unlimited) or until
// `deadline`, whichever comes first. Returns the stats of the root's actions.
std::vector<RootStat> search_one_tree(const GameState& observation, const SearchConfig& config,
                                      long long iterations,
                                      std::chrono::steady_clock::time_point deadline, bool timed,
                                      std::uint64_t seed, long long& iterations_done);

}  // namespace duel::ai
