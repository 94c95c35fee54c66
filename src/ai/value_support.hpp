// What the AI's value tables share (internal to src/ai): one VP is the unit, coins are
// worth about a third of a VP, and ongoing effects are worth less as the game nears its end.
#pragma once

#include "duel/state.hpp"

namespace duel::ai {

inline constexpr double kCoinValue = 0.3;

// How much future production, chains and ongoing effects are still worth.
inline double future_weight(const GameState& s) {
  if (s.age <= 1) return 1.0;
  return s.age == 2 ? 0.6 : 0.15;
}

// Worth of effects gained by p now (evaluation.cpp); kWinValue when they win at once.
double effects_worth(const GameState& s, Player p, const Effects& e);

}  // namespace duel::ai
