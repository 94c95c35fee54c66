// The AI's priors for Pantheon's moves (internal to src/ai): activating a Divinity or
// the Gate, and each decision the Pantheon adds. evaluate() needs nothing more: the
// score sheet holds the Divinities' and Grand Temples' points.
#pragma once

#include "duel/state.hpp"

namespace duel::ai {

// A Pantheon action's prior for the player to move (action_value's Pantheon part: the
// action types of duel/pantheon_decisions.hpp).
double pantheon_action_value(const GameState& s, const Action& a);
// What p's Pantheon holdings are worth beyond their points: Offering tokens to spend.
double pantheon_city_value(const GameState& s, Player p);

}  // namespace duel::ai
