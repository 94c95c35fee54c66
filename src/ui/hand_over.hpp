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

// Whether a decision that shows its player what the other must not see while the same
// player stays at the screen (the decision table's secret kinds, decisions.hpp
// decision_is_secret: the Divinities drawn for a placement, the Divine Theater's deck,
// the Conspiracies drawn, ...) begins with the move from `before` to `after`: the other
// player is asked to look away first (any setting but Off).
bool private_decision_begins(HandOver setting, const GameState& before, const GameState& after);

// The curtain of one hot-seat game between moves: whether it is up, and for whom.
struct Curtain {
  bool up = false;
  bool look_away = false;        // it asks the other player to look away (the same seat goes on)
  Player shown = kNone;          // the player the board was last shown to (kNone: nobody yet)
  Player looked_away_for = kNone;  // the other looked away for this player's secret step, and
                                   // nobody else has had the screen since
};

// After a move from `before` (nullptr: an undo's target, nothing begins) to `s`: up when
// the seat changes (hand_over_needed), or when a secret step begins for the same player
// unless the other already looked away for them (the Divine Theater's look, then its
// deck's order after the chosen Divinity's own step: one curtain, not two in a row).
void curtain_after_move(Curtain& c, HandOver setting, const GameState* before, const GameState& s);
// The player to move clicked it away.
void curtain_lowered(Curtain& c, const GameState& s);
// A hot-seat game continued or loaded: whoever sits at the keyboard, the player to move
// takes the computer first (unless the setting is Off or the game is over).
void curtain_on_resume(Curtain& c, HandOver setting, const GameState& s);

}  // namespace duel::ui
