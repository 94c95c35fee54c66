// Explanations for the UI and the bot protocol: what discarding pays, and why an
// action is refused, in a player's words (each decision kind says why, decisions.hpp).
#include "duel/decisions.hpp"
#include "duel/payment.hpp"
#include "modules.hpp"

namespace duel {

int discard_value(const GameState& s, Player p) {
  const Constants& k = s.rules().constants;
  const int coins = k.discard_coins + k.discard_coins_per_yellow * s.cities[p].color_count[static_cast<int>(Color::Yellow)];
  return coins + detail::modules::discard_coins(s, p);  // Agora's Decree 13
}

std::string why_illegal(const GameState& s, const Action& a) {
  if (s.is_legal(a)) return {};
  return decision_kind(s.phase).why_illegal(s, a);
}

}  // namespace duel
