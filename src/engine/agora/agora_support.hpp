// Pieces shared by Agora's decision kinds (decisions/agora_*.cpp).
#pragma once

#include <string>

#include "agora_hooks.hpp"  // the kinds' entries, declared from the module's list
#include "agora_internal.hpp"
#include "../decisions/decision_support.hpp"

namespace duel::detail {

inline const AgoraRules& agora_of(const Rules& rules) { return *rules.agora; }
std::string conspiracy_name(const Rules& rules, ConspiracyId c);  // "Blackmail", "?"
inline std::string chamber_text(int chamber) { return "chamber " + std::to_string(chamber + 1); }
// Appends the moves of p's cubes to a neighbouring Chamber (card = from, wonder = to), in
// key order.
void push_cube_moves(const GameState& s, Player p, ActionType type, ActionList& out);
// Why p may not move a cube from Chamber `from` to `to` ("you have no cube in chamber 3",
// "chamber 5 is not next to chamber 3"), or "" when p may.
std::string why_not_cube_move(const GameState& s, Player p, int from, int to);
// A card left the structure during a decision: the tokens on the cards it uncovered go
// to `p` and those cards turn face up (turn steps 4 and 5 at once: Turn of Events'
// second card may be one of them).
void uncover(GameState& s, Player p, EventLog* events);

}  // namespace duel::detail
