// The Pantheon's primitives kept out of line (pantheon_primitives.hpp): a Divinity out of
// its deck, Enki's tokens, the coins on Astarte.
#include "pantheon_primitives.hpp"

namespace duel::detail {

void remove_from_deck(GameState& s, int mythology, int position) {
  const auto m = static_cast<std::size_t>(mythology);
  auto& deck = s.pantheon.decks[m];
  std::uint8_t& count = s.pantheon.deck_count[m];
  std::copy(deck.begin() + position + 1, deck.begin() + count, deck.begin() + position);
  deck[--count] = kNone;
  for (Knowledge& k : s.knowledge) {
    if (position < k.deck_known[m]) --k.deck_known[m];
  }
}

void draw_divinity_tokens(GameState& s, int amount) {
  PantheonState& ps = s.pantheon;
  if (ps.divinity_token_count > 0) return;
  const int n = take_tokens_from_box(s, std::min(amount, kMaxDivinityTokens), ps.divinity_tokens.data());
  ps.divinity_token_count = static_cast<std::uint8_t>(n);
}

void return_divinity_tokens(GameState& s, TokenId kept) {
  PantheonState& ps = s.pantheon;
  for (int i = 0; i < ps.divinity_token_count; ++i) {
    const TokenId t = ps.divinity_tokens[static_cast<std::size_t>(i)];
    if (t != kept) return_token_to_box(s, t);
  }
  ps.divinity_tokens.fill(kNone);
  ps.divinity_token_count = 0;
}

void spend_astarte_coins(GameState& s, Player p, int coins, EventLog* events) {
  const int from_treasury = std::min(coins, s.cities[p].coins);
  pay_coins(s, p, from_treasury);
  const int from_astarte = coins - from_treasury;
  if (from_astarte > 0) {
    std::uint8_t& astarte = s.pantheon.players[p].astarte_coins;
    astarte = static_cast<std::uint8_t>(astarte - std::min<int>(from_astarte, astarte));
    emit(events, EventType::AstarteCoinsSpent, p, kNone, kNone, from_astarte);
  }
}

}  // namespace duel::detail
