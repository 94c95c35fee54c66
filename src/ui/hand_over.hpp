// The hot-seat hand-over curtain: when the player at the screen changes, a full
// screen asks the other to take the computer before anything of the board is shown.
// Whether it is needed is asked of the engine's zones (include/duel/zones.hpp), so the
// expansions' private zones (a face-down Divinity, a Conspiracy hand) bring it up by
// their visibility rules alone.
#pragma once

#include "duel/state.hpp"
#include "settings.hpp"

namespace duel::ui {

// Whether `viewer` may see something now that the other player may not (an Owner zone
// of theirs holds a component: the Great Library's draw in the base game, a face-down
// Divinity they placed), among what the screen draws (not the decks' remembered tops).
bool shows_private_information(const GameState& s, Player viewer);

// Whether a hot-seat game must hide the board before showing `s` to the player to
// move, `shown` being the seat the screen was last shown to (kNone: nobody yet).
bool hand_over_needed(HandOver setting, Player shown, const GameState& s);

// Pantheon: a decision that shows its player what the other must not see, while the
// same player stays at the screen (the two Divinities drawn for a placement, the Divine
// Theater's deck and its order; the Gate's deck tops are public).
bool private_decision(const GameState& s);
// Whether such a decision begins with the move from `before` to `after`: the other
// player is asked to look away first (any setting but Off).
bool private_decision_begins(HandOver setting, const GameState& before, const GameState& after);

}  // namespace duel::ui
