// The Pantheon's components move only through these primitives (docs/engine.md "State
// primitives"): a Divinity between its deck, a space of the Pantheon and a city; the tokens
// on the structure's cards into a player's holdings; Offering tokens spent; Enki's tokens
// from and back to the box; the Minerva pawn, the Snake and the coins on Astarte. Each keeps
// what the component adds to the city's totals (a Mythology token's chain, a Divinity's
// lasting effects, the Snake's science symbol) and each player's knowledge of the decks,
// and emits the event the rule reports. test_architecture.cpp "Module components change
// only through their modules' primitives" reads every engine file for a write elsewhere.
#pragma once

#include <algorithm>

#include "../state_primitives.hpp"
#include "duel/pantheon_rules.hpp"

namespace duel::detail {

// --- Tokens on the structure's cards ----------------------------------------------------
// The token on the slot of the current Age's structure goes to p: an Offering token into
// p's holdings; a Mythology token too, with its chain symbol in p's city (its Grand
// Temple is free). PantheonTokenTaken; returns the token (SlotToken::kNothing: none there).
inline std::uint8_t take_slot_token_to(GameState& s, Player p, int slot, EventLog* events) {
  std::uint8_t& token = s.pantheon.slot_tokens[static_cast<std::size_t>(s.age - 1)][static_cast<std::size_t>(slot)];
  const std::uint8_t taken = token;
  if (taken == SlotToken::kNothing) return taken;
  token = SlotToken::kNothing;
  PantheonHoldings& h = s.pantheon.players[p];
  emit(events, EventType::PantheonTokenTaken, p, taken, static_cast<std::uint8_t>(slot));
  if (SlotToken::offering(taken)) {
    h.offerings = static_cast<std::uint8_t>(h.offerings | (1U << SlotToken::index(taken)));
    return taken;
  }
  const auto m = static_cast<std::size_t>(SlotToken::index(taken));
  ++h.mythology_tokens[m];
  const std::uint8_t chain = s.rules().pantheon->mythology_chain[m];
  if (chain != kNone) s.cities[p].chains |= 1U << chain;
  return taken;
}
// Offering tokens (bits) spent on an activation: out of the game. No event of its own:
// DivinityActivated (take_from_space) follows.
inline void spend_offerings(GameState& s, Player p, std::uint8_t offerings) {
  s.pantheon.players[p].offerings = static_cast<std::uint8_t>(s.pantheon.players[p].offerings & ~offerings);
}

// --- Divinities -----------------------------------------------------------------------
// Out of Mythology m's deck at `position` (the others close up); each player's knowledge
// of the deck's top follows (pantheon_primitives.cpp). No event: the caller's follows.
void remove_from_deck(GameState& s, int mythology, int position);
// The Divinity at `position` of Mythology m's deck onto the empty `space`, face down:
// placed by p (who knows it), its back showing m. DivinityPlaced.
inline void place_divinity(GameState& s, Player p, int mythology, int position, int space, EventLog* events) {
  PantheonState& ps = s.pantheon;
  const auto i = static_cast<std::size_t>(space);
  const DivinityId d = ps.decks[static_cast<std::size_t>(mythology)][static_cast<std::size_t>(position)];
  ps.spaces[i] = d;
  ps.placed_by[i] = p;
  ps.backs[i] = static_cast<std::uint8_t>(mythology);
  remove_from_deck(s, mythology, position);
  emit(events, EventType::DivinityPlaced, p, d, static_cast<std::uint8_t>(space));
}
// The Divinity (or the Gate) on `space` leaves the Pantheon for p's activation, `coins`
// paid (the space is empty again). DivinityActivated.
inline void take_from_space(GameState& s, Player p, int space, int coins, EventLog* events) {
  PantheonState& ps = s.pantheon;
  const auto i = static_cast<std::size_t>(space);
  const DivinityId d = ps.spaces[i];
  ps.spaces[i] = kNone;
  ps.backs[i] = kNone;
  ps.placed_by[i] = kNone;
  ps.revealed = static_cast<std::uint8_t>(ps.revealed & ~(1U << space));
  emit(events, EventType::DivinityActivated, p, d, static_cast<std::uint8_t>(space), coins);
}
// Age II: the Gate on the first empty space, and every space face up. DivinitiesRevealed.
inline void reveal_pantheon(GameState& s, EventLog* events) {
  PantheonState& ps = s.pantheon;
  bool gate_placed = false;
  for (int i = 0; i < ps.space_count; ++i) {
    if (ps.space_empty(i) && !gate_placed) {  // the one empty space (the first, if more)
      ps.spaces[static_cast<std::size_t>(i)] = kGate;
      gate_placed = true;
    }
    if (ps.spaces[static_cast<std::size_t>(i)] != kNone) ps.revealed = static_cast<std::uint8_t>(ps.revealed | (1U << i));
  }
  emit(events, EventType::DivinitiesRevealed, kNone);
}
// Divinity d joins p's activated ones: its lasting effects join p's totals. No event: the
// activation's (DivinityActivated) came first.
inline void add_activated_divinity(GameState& s, Player p, DivinityId d) {
  s.pantheon.players[p].divinities |= 1U << d;
  add_lasting_effects(s.cities[p], s.rules().pantheon->divinities[d].effects, false);
}
inline void add_activated_gate(GameState& s, Player p) { s.pantheon.players[p].gate = true; }

// --- The Divine Theater's order -------------------------------------------------------
// The deck's order is chosen from its top: nothing put back yet.
inline void start_arranging(GameState& s) { s.pantheon.arranged = 0; }
// `d`, among those not yet put back, goes next on Mythology m's deck (`last`: the order
// is complete). No event: the choice is its player's secret.
inline void put_next_on_deck(GameState& s, int mythology, DivinityId d, bool last) {
  PantheonState& ps = s.pantheon;
  auto& deck = ps.decks[static_cast<std::size_t>(mythology)];
  auto* const at = deck.begin() + ps.arranged;
  auto* const end = deck.begin() + ps.deck_count[static_cast<std::size_t>(mythology)];
  auto* const chosen = std::find(at, end, d);
  std::rotate(at, chosen, chosen + 1);
  ps.arranged = last ? 0 : static_cast<std::uint8_t>(ps.arranged + 1);
}

// --- Enki's Progress tokens (pantheon_primitives.cpp) ----------------------------------------
// `amount` drawn from the box's front onto Enki (public from then on), once.
void draw_divinity_tokens(GameState& s, int amount);
// The tokens on Enki go back to the box, but `kept` (kNone: all of them); both players
// saw them go (rulings 19).
void return_divinity_tokens(GameState& s, TokenId kept);

// --- The Minerva pawn and the Snake -----------------------------------------------------
// Minerva on `space` of the track (from the centre, + towards player 2's capital).
// MinervaPlaced. (The Conflict pawn's walk removes it: move_conflict_pawn.)
inline void place_minerva(GameState& s, Player p, int space, EventLog* events) {
  s.pantheon.minerva = static_cast<std::int8_t>(space);
  emit(events, EventType::MinervaPlaced, p, kNone, kNone, s.pantheon.minerva);
}
// The Snake on the opponent's green card: its science symbol counts in p's city too.
// SnakePlaced; returns the symbol (the caller checks the pair it may make).
inline std::uint8_t place_snake(GameState& s, Player p, CardId card, EventLog* events) {
  s.pantheon.snake = card;
  s.pantheon.snake_owner = p;
  const std::uint8_t symbol = s.rules().cards[card].effects.science;
  ++s.cities[p].science[symbol];
  emit(events, EventType::SnakePlaced, p, card);
  return symbol;
}

// --- The coins on Astarte ----------------------------------------------------------------
// Onto Astarte (at most 255 in all). No event, as before.
inline void gain_astarte_coins(GameState& s, Player p, int coins) {
  std::uint8_t& astarte = s.pantheon.players[p].astarte_coins;
  astarte = static_cast<std::uint8_t>(std::min(255, astarte + coins));
}
// Pays `coins` from the treasury, then from the coins on Astarte (rulings 16):
// AstarteCoinsSpent for the latter (pantheon_primitives.cpp).
void spend_astarte_coins(GameState& s, Player p, int coins, EventLog* events);

}  // namespace duel::detail
