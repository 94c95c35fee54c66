// Moves in readable words, as in game records and logs:
//   pick The Pyramids · construct Baths · discard Tavern · wonder The Pyramids with Baths
//   progress Law · destroy Glassworks · construct discarded Baths · first player 2
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "duel/state.hpp"

namespace duel {

std::string action_to_string(const Rules& rules, const Action& a);
// The legal action of `s` written as `text` (spaces and case normalised), if any.
std::optional<Action> parse_action(const GameState& s, std::string_view text);
// The form in which parse_action compares moves: lower case, runs of spaces made one,
// none at the ends. Names equal in this form cannot be told apart in moves (the loader
// refuses them).
std::string normalise_move_text(std::string_view text);

}  // namespace duel
