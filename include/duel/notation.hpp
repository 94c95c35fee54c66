// Moves in readable words, as in game records and logs:
//   pick The Pyramids · construct Baths · discard Tavern · wonder The Pyramids with Baths
//   progress Law · destroy Glassworks · construct discarded Baths · first player 2
// Each decision kind writes its own moves (decisions.hpp). Move text takes a viewer:
// a move that hides something (Agora's prepared Conspiracy) is written without it for
// the other player; every base game move is public, so its text is the same for all.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "duel/state.hpp"

namespace duel {

// The viewer who sees everything: game records, the referee's logs.
inline constexpr Player kReferee = kNone;

// `mover` made the move (kNone when unknown: then only the referee sees hidden parts).
std::string action_to_string(const Rules& rules, const Action& a, Player viewer, Player mover = kNone);
// The move `a` of the player to move in `before`, as `viewer` may see it.
std::string action_to_string(const GameState& before, const Action& a, Player viewer);
// The legal action of `s` written as `text` (spaces and case normalised), if any.
std::optional<Action> parse_action(const GameState& s, std::string_view text);
// Why `text` is not a legal move of `s` (when parse_action finds none), in a player's
// words: the engine's reason for a real move ("needs 3 more coins", "covered by Baths and
// Altar", "7 Wonders already built"), "not a move now (now: ...)" for another decision's
// move, "no card is called \"Bathz\"" for an unknown name, or "no move begins with \"fly\"" and the words moves begin with now.
std::string why_move_refused(const GameState& s, std::string_view text);
// The form in which parse_action compares moves: lower case, runs of spaces made one,
// none at the ends. Names equal in this form cannot be told apart in moves (the loader
// refuses them).
std::string normalise_move_text(std::string_view text);

}  // namespace duel
