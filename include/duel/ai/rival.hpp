// `rival`: a fixed sparring partner, our own implementation on our engine of the
// algorithm of the strongest open-source 7 Wonders Duel AI we measured against
// (indjev99/7-Wonders-Duel-AI, its information-set MCTS "AgentMctsBlindReveals"; see
// docs/ai.md "rival"). Single-observer ISMCTS over one tree keyed by (action, structure
// slot), UCB 1.5 on rewards in [-1, 1], no priors, the best mean played; playouts that
// never list the Play phase's moves. Its settings are pinned (tests/test_ai_rival.cpp):
// never tune it, or every measurement against it loses its meaning.
#pragma once

#include <chrono>
#include <cstdint>
#include <vector>

#include "duel/ai/agent.hpp"
#include "duel/ai/ismcts.hpp"  // RootStat, the budget maxima
#include "duel/rng.hpp"
#include "duel/state.hpp"

namespace duel::ai {

// The pinned settings.
inline constexpr double kRivalExploration = 1.5;  // UCB constant on rewards in [-1, 1]
inline constexpr int kRivalDiscardPercent = 15;   // a playout draw's use of the card...
inline constexpr int kRivalConstructPercent = 35;
inline constexpr int kRivalWonderPercent = 50;
inline constexpr int kRivalSciencePercent = 50;   // each player's chance of science mode per playout

struct RivalConfig {
  long long iterations = 0;  // 0 = stop on time only
  double seconds = 0.5;      // wall-clock limit per move; 0 = none
};

struct RivalResult {
  Action best;
  std::vector<RootStat> stats;  // the root's arms, in action key order (reward summed in [-1, 1])
  long long iterations = 0;
  bool time_capped = false;
  std::size_t nodes = 0;
};

// Searches the observation's position for the player to move.
RivalResult rival_search(const GameState& observation, const RivalConfig& config, std::uint64_t seed);

// One playout step: the move the playout policy takes in a complete (determinized)
// world, `science[p]` telling whether player p is in science mode this playout.
Action rival_playout_move(const GameState& world, const bool science[2], Rng& rng);

// Plays the world to its end with the playout policy; player 1's (index 0) result:
// 1 won, -1 lost, 0 shared.
double rival_playout(GameState& world, Rng& rng);

class RivalAgent final : public Agent {
 public:
  RivalAgent(const RivalConfig& config, std::uint64_t seed) : config_(config), seed_(seed) {}
  Action choose(const GameState& observation) override;
  std::string name() const override { return "rival"; }
  bool last_move_time_capped() const override { return last_.time_capped; }
  const RivalResult& last_search() const { return last_; }

 private:
  RivalConfig config_;
  std::uint64_t seed_;
  RivalResult last_;
};

}  // namespace duel::ai
