// Moves in readable words. Parsing matches the text against the legal moves' words, so
// every legal move has exactly one spelling (case and spacing are forgiven).
#include "duel/notation.hpp"

#include <cctype>

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

std::string action_to_string(const Rules& rules, const Action& a) {
  auto card = [&](std::uint8_t id) { return id < rules.cards.size() ? rules.cards[id].name : std::string("?"); };
  auto wonder = [&](std::uint8_t id) { return id < rules.wonders.size() ? rules.wonders[id].name : std::string("?"); };
  switch (a.type) {
    case ActionType::PickWonder: return "pick " + wonder(a.card);
    case ActionType::Construct: return "construct " + card(a.card);
    case ActionType::Discard: return "discard " + card(a.card);
    case ActionType::BuildWonder: return "wonder " + wonder(a.wonder) + " with " + card(a.card);
    case ActionType::ChooseProgress:
      return "progress " + (a.card < rules.progress_tokens.size() ? rules.progress_tokens[a.card].name : std::string("?"));
    case ActionType::DiscardOpponentCard: return "destroy " + card(a.card);
    case ActionType::ConstructFromDiscard: return "construct discarded " + card(a.card);
    case ActionType::ChooseFirstPlayer: return "first player " + std::to_string(a.card + 1);
  }
  return "?";
}

std::optional<Action> parse_action(const GameState& s, std::string_view text) {
  const std::string wanted = normalise_move_text(text);
  ActionList legal;
  s.legal_actions(legal);
  for (const Action& a : legal) {
    if (normalise_move_text(action_to_string(s.rules(), a)) == wanted) return a;
  }
  return std::nullopt;
}

}  // namespace duel
