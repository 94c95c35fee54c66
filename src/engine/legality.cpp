// Explanations for the UI and the bot protocol: what discarding pays, and why an
// action is refused, in a player's words. The rules themselves stay in state.cpp.
#include <algorithm>

#include "duel/payment.hpp"

namespace duel {

int discard_value(const GameState& s, Player p) {
  const Constants& k = s.rules().constants;
  return k.discard_coins + k.discard_coins_per_yellow * s.cities[p].color_count[static_cast<int>(Color::Yellow)];
}

namespace {

std::string coins_short(int total, int coins) {
  return "needs " + std::to_string(total - coins) + " more coin" + (total - coins == 1 ? "" : "s");
}

std::string why_play_illegal(const GameState& s, const Action& a) {
  const Player p = s.to_move();
  const City& city = s.cities[p];
  const auto* slots = s.slots.data();
  bool in_structure = false, accessible = false;
  for (int i = 0; i < s.slot_count(); ++i) {
    if ((s.present >> i & 1) && slots[i] == a.card) {
      in_structure = true;
      accessible = s.slot_accessible(i);
    }
  }
  if (!in_structure) return "that card is not in the structure";
  if (!accessible) return "that card is still covered";
  if (a.type == ActionType::Construct) {
    const Payment pay = card_payment(s, p, a.card);
    if (!pay.affordable) return coins_short(pay.total, city.coins);
  }
  if (a.type == ActionType::BuildWonder) {
    const auto owned = std::find(city.wonders.begin(), city.wonders.end(), a.wonder);
    if (a.wonder == kNone || owned == city.wonders.end()) return "not one of your Wonders";
    if (city.wonder_built(static_cast<int>(owned - city.wonders.begin()))) return "already built";
    if (s.wonders_built_total() >= s.rules().constants.wonder_limit)
      return std::to_string(s.rules().constants.wonder_limit) + " Wonders already built";
    const Payment pay = wonder_payment(s, p, a.wonder);
    if (!pay.affordable) return coins_short(pay.total, city.coins);
  }
  if (a.type != ActionType::Construct && a.type != ActionType::Discard && a.type != ActionType::BuildWonder)
    return "take a card from the structure first";
  return "not allowed now";
}

}  // namespace

std::string why_illegal(const GameState& s, const Action& a) {
  if (s.is_legal(a)) return {};
  if (s.is_terminal()) return "the game is over";
  switch (s.phase) {
    case Phase::Play: return why_play_illegal(s, a);
    case Phase::WonderSelection: return "pick one of the Wonders on offer";
    case Phase::ChooseProgress: return "choose one of the Progress tokens offered";
    case Phase::DiscardOpponentCard: return "choose one of the opponent's cards of the colour shown";
    case Phase::ConstructFromDiscard: return "choose a card from the discard pile";
    case Phase::ChooseFirstPlayer: return "choose who starts the next Age";
    case Phase::GameOver: break;
  }
  return "not allowed now";
}

}  // namespace duel
