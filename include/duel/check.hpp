// Consistency check of a complete game state: every total the engine keeps up to date
// as it goes (production, prices, colour counts, chains, science, discounts, accessible
// slots, Wonder counts) is recomputed from what the players hold and compared, and every
// card, Wonder and Progress token must be in exactly one place.
#pragma once

#include <string>

#include "duel/state.hpp"

namespace duel {

// Empty when consistent, else the first difference in words, naming the player and the
// total ("player 2: production of wood is 3, its cards, Wonders and tokens give 2").
// For complete states (a game, a determinization), not a player's observation.
std::string check(const GameState& s);

namespace detail {
// Debug builds check the state after every apply: this guard, constructed first in
// GameState::apply, aborts with check()'s message when apply leaves it inconsistent.
struct CheckAfterApply {
  const GameState& state;
#ifndef NDEBUG
  ~CheckAfterApply();
#endif
};
}  // namespace detail

}  // namespace duel
