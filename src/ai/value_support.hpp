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

// Pieces of the hand-tuned evaluation that the learned one's features reuse (evaluation.cpp):
// Extra worth of the Conflict pawn `distance` spaces into the opponent's half: one more push may win.
double military_threat(const Rules& rules, int distance);
// Different scientific symbols in a city.
int distinct_science(const City& c);
// The value of the best card the player to move can take and afford now (kWinValue or
// more when it wins at once); 0 outside the Play phase.
double best_card_in_reach(const GameState& s);
// What that card is worth as the initiative, from me's side.
double initiative(const GameState& s, Player me, double best_in_reach);
// evaluate() of a position that is not over, given best_card_in_reach(s) (the learned
// evaluation's features have it already).
double evaluate_open(const GameState& s, Player me, double best_in_reach);

}  // namespace duel::ai
