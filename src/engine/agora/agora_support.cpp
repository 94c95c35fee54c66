// Agora's shared decision helpers (agora_support.hpp).
#include "agora_support.hpp"

#include "../modules.hpp"

namespace duel::detail {

std::string conspiracy_name(const Rules& rules, ConspiracyId c) {
  return rules.agora && c < rules.agora->conspiracies.size() ? rules.agora->conspiracies[c].name : std::string("?");
}

void push_cube_moves(const GameState& s, Player p, ActionType type, ActionList& out) {
  for (int from = 0; from < kChambers; ++from) {
    if (s.agora.cubes[p][static_cast<std::size_t>(from)] == 0) continue;
    if (from > 0) out.push({type, static_cast<std::uint8_t>(from), static_cast<std::uint8_t>(from - 1)});
    if (from + 1 < kChambers) out.push({type, static_cast<std::uint8_t>(from), static_cast<std::uint8_t>(from + 1)});
  }
}

std::string why_not_cube_move(const GameState& s, Player p, int from, int to) {
  if (from >= kChambers || to >= kChambers) return "the Senate has " + std::to_string(kChambers) + " Chambers";
  if (s.agora.cubes[p][static_cast<std::size_t>(from)] == 0) return "you have no cube in " + chamber_text(from);
  if (to != from - 1 && to != from + 1) return chamber_text(to) + " is not next to " + chamber_text(from);
  return "";
}

// As the turn's step 4: the modules' tokens on the uncovered cards go to p (the
// Pantheon's), then the cards turn face up.
void uncover(GameState& s, Player p, EventLog* events) {
  modules::cards_uncovered(s, p, events);
  reveal_accessible(s, events);
}

}  // namespace duel::detail
