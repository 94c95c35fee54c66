// Pieces shared by the Pantheon's decision kinds (decisions/pantheon_*.cpp).
#pragma once

#include <string>

#include "pantheon_hooks.hpp"  // the kinds' entries, declared from the module's list
#include "pantheon_internal.hpp"
#include "../decisions/decision_support.hpp"

namespace duel::detail {

inline const PantheonRules& pantheon_of(const Rules& rules) { return *rules.pantheon; }
std::string divinity_name(const Rules& rules, DivinityId d);  // "Mars", "The Gate", "?"
// Enki revealed in a deck by the Gate or the Divine Theater: "On Enki: Law and Masonry
// (back to the box unless it is chosen)."; "" otherwise (rulings 28).
std::string revealed_carrier_tokens(const GameState& s);

}  // namespace duel::detail
