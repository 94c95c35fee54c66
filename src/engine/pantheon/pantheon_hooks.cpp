// The Pantheon's hook points (pantheon_hooks.hpp): the base game's calls into its rules.
#include "pantheon_hooks.hpp"

#include "pantheon_internal.hpp"

namespace duel::detail::pantheon_hooks {

void setup(GameState& s, const Setup& setup) { init_pantheon(s, setup); }

void age_began(GameState& s, EventLog* events) { pantheon_age_began(s, events); }

// Most turns uncover nothing: then no token is looked for.
bool cards_uncovered(GameState& s, Player p, EventLog* events) {
  if ((s.accessible_slots() & ~s.face_up) == 0) return false;
  take_tokens_on_uncovered_cards(s, p, events);
  return true;
}

// The token on a card taken by Zeus or a Conspiracy is its taker's (rulings 12).
void structure_card_taken(GameState& s, Player p, int slot, EventLog* events) { take_slot_token(s, p, slot, events); }

void decision_entered(GameState& s, const DecisionFrame& frame) {
  if (frame.kind == Phase::PlaceDivinity) divinities_drawn(s, frame);
}

void wonder_built(GameState& s, Player p, WonderId wonder, int asked_before, EventLog* events) {
  apply_pantheon_effects(s, p, s.rules().wonders[wonder].pantheon, asked_before, events);
}

void token_taken(GameState& s, Player p, TokenId token, int asked_before, EventLog* events) {
  apply_pantheon_effects(s, p, s.rules().progress_tokens[token].pantheon, asked_before, events);
}

// Poliorcetics: the opponent loses coins for each step of p's pawn.
void pawn_moved(GameState& s, Player p, int steps, EventLog* events) {
  lose_coins(s, opponent(p), steps * pantheon_amount(s, p, PantheonEffectKind::CoinsLostPerPawnStep), events);
}

void lasting(const GameState& s, Player p, City& c) { add_pantheon_lasting(s, p, c); }

// Engineering: a card showing a chain symbol under its cost for a fixed price. Out of
// line: the base game's prices are the hot path.
[[gnu::noinline]] int chain_symbol_price(const GameState& s, Player p) {
  return pantheon_amount(s, p, PantheonEffectKind::ChainForCoins);
}

void spend_beyond_treasury(GameState& s, Player p, int coins, EventLog* events) { spend_astarte_coins(s, p, coins, events); }

}  // namespace duel::detail::pantheon_hooks
