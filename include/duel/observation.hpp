// What one player may know, and sampling the rest (for a fair AI). An observation is
// a GameState with the hidden parts replaced by kNone: face-down structure cards, the
// decks of later Ages, the removed cards, the Progress tokens in the box, unrevealed
// Wonders and the opponent's Great Library draw. determinize() fills them in at random,
// consistently with everything visible.
#pragma once

#include "duel/rng.hpp"
#include "duel/state.hpp"

namespace duel {

GameState observe(const GameState& s, Player viewer);
GameState determinize(const GameState& observation, Player viewer, Rng& rng);

}  // namespace duel
