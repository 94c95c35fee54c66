// Moves in readable words, each written by its decision kind (decisions.hpp). Parsing matches the text against the legal moves' words, so
// every legal move has exactly one spelling (case and spacing are forgiven).
#include "duel/notation.hpp"

#include <cctype>

#include "duel/decisions.hpp"

namespace duel {

std::string normalise_move_text(std::string_view text) {
  std::string out;
  bool space = false;
  for (char ch : text) {
    if (std::isspace(static_cast<unsigned char>(ch))) {
      space = !out.empty();
      continue;
    }
    if (space) out.push_back(' ');
    space = false;
    out.push_back(static_cast<char>(std::tolower(static_cast<unsigned char>(ch))));
  }
  return out;
}

std::string action_to_string(const Rules& rules, const Action& a, Player viewer, Player mover) {
  return decision_kind_of(a.type).move_text(rules, a, viewer, mover);
}

std::string action_to_string(const GameState& before, const Action& a, Player viewer) {
  return action_to_string(before.rules(), a, viewer, before.to_move());
}

std::optional<Action> parse_action(const GameState& s, std::string_view text) {
  const std::string wanted = normalise_move_text(text);
  ActionList legal;
  s.legal_actions(legal);
  for (const Action& a : legal) {
    if (normalise_move_text(action_to_string(s, a, kReferee)) == wanted) return a;
  }
  return std::nullopt;
}

}  // namespace duel
