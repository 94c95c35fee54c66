// The few primitives every rule changes the holdings through (docs/engine.md "State
// primitives"): coins gained, lost or paid; the Conflict pawn moved; a card, Wonder or
// Progress token moved between places. Each keeps the city's totals and emits its event,
// so a decision cannot forget them; check() still guards the result after every apply.
// Outside this file (and state_primitives.cpp), no engine code writes a treasury, the
// pawn, a city's cards, Wonders or tokens, or the discard pile: test_architecture.cpp
// "Holdings change only through the state primitives" reads every engine file for it.
#pragma once

#include "duel/state.hpp"

namespace duel::detail {

inline void emit(EventLog* events, EventType t, Player p, std::uint8_t a = kNone, std::uint8_t b = kNone,
                 int value = 0) {
  if (events) events->push_back(Event{t, p, a, b, static_cast<std::int32_t>(value)});
}
inline void emit(EventLog* events, const Event& e) {
  if (events) events->push_back(e);
}

// City totals: what a card, Wonder or token adds to the city while it is there
// (state_effects.cpp, by the effect table). add_card_stats also puts the card in the city.
void add_card_stats(const Rules& rules, City& city, CardId card);
void add_lasting_effects(City& city, const Effects& e, bool counts_for_trade);
// Rebuilds a city's totals from what it holds (after something left it).
void recompute_city(const Rules& rules, GameState& s, Player p);

// --- Coins -----------------------------------------------------------------------------
inline void gain_coins(GameState& s, Player p, int coins, EventLog* events) {
  if (coins <= 0) return;
  s.cities[p].coins = static_cast<std::int32_t>(s.cities[p].coins + coins);
  emit(events, EventType::CoinsGained, p, kNone, kNone, coins);
}
// Rulings 3: a loss larger than the treasury takes all of it.
inline void lose_coins(GameState& s, Player p, int coins, EventLog* events) {
  const int lost = coins < s.cities[p].coins ? coins : s.cities[p].coins;
  if (lost <= 0) return;
  s.cities[p].coins = static_cast<std::int32_t>(s.cities[p].coins - lost);
  emit(events, EventType::CoinsLost, p, kNone, kNone, lost);
}
// A price paid from the treasury (at most what it holds). No event of its own: the
// purchase's event (CardConstructed, WonderBuilt, DivinityActivated ...) carries the price.
inline void pay_coins(GameState& s, Player p, int coins) { s.cities[p].coins -= coins; }

// --- The Conflict pawn (state_primitives.cpp) --------------------------------------------
// Moves it `shields` spaces towards p's rival's capital, one at a time: the Military
// tokens it reaches, Minerva, military supremacy; PawnMoved once it stops.
void move_conflict_pawn(GameState& s, Player p, int shields, EventLog* events);

// --- The structure (state_primitives.cpp) ----------------------------------------------
// A card off the structure by an effect (Zeus, a Conspiracy), not by the Play action:
// what a module keeps on its slot goes to `taker` (the Pantheon's tokens), then the card
// leaves the structure, no longer face up. Where the card goes is the caller's.
void take_from_structure(GameState& s, Player taker, int slot, EventLog* events);

// --- Military tokens (state_primitives.cpp) ----------------------------------------------
// `side`'s token of `zone` off the track, nothing else (Neptune discarding it).
inline void discard_military_token(GameState& s, Player side, int zone) {
  s.military_tokens = static_cast<std::uint16_t>(s.military_tokens & ~(1U << (side * 8 + zone)));
}
// `taker` takes `side`'s token of `zone` (the pawn entering the zone; Neptune, from either
// side): taker's opponent loses its coins, MilitaryTokenTaken (naming `said_side`, kNone
// for the pawn), then the modules' token effects act for taker (Agora's, rulings 27).
void take_military_token(GameState& s, Player taker, Player side, int zone, std::uint8_t said_side, EventLog* events);

// --- Cards ----------------------------------------------------------------------------
// Into the discard pile (from wherever the caller took it); `said` is the log's line.
inline void put_in_discard(GameState& s, CardId card, EventLog* events, const Event& said) {
  s.discard_pile[s.discard_count++] = card;
  emit(events, said);
}
// Out of the discard pile, the others keeping their order (state_primitives.cpp).
void remove_from_discard(GameState& s, CardId card);
// From p's city to the discard pile; p's totals lose what the card gave.
inline void discard_city_card(GameState& s, Player p, CardId card, EventLog* events, const Event& said) {
  s.cities[p].cards.erase(card);
  recompute_city(s.rules(), s, p);
  put_in_discard(s, card, events, said);
}
// From one city to the other as it is (no cost, no one-time effect); both totals follow.
// events == nullptr where the move is half of one the caller reports (a swap).
inline void move_city_card(GameState& s, Player from, Player to, CardId card, EventLog* events, const Event& said) {
  s.cities[from].cards.erase(card);
  recompute_city(s.rules(), s, from);
  add_card_stats(s.rules(), s.cities[to], card);
  emit(events, said);
}

// --- Wonders --------------------------------------------------------------------------
// Into p's row of Wonders, unbuilt (the selection).
inline void put_wonder_in_city(GameState& s, Player p, WonderId w, EventLog* events, const Event& said) {
  City& c = s.cities[p];
  c.wonders[c.wonder_count++] = w;
  emit(events, said);
}
// The unbuilt Wonder at space i leaves `from`'s row (the rest close up) for the end of `to`'s.
inline void move_city_wonder(GameState& s, Player from, Player to, int i, EventLog* events, const Event& said) {
  City& f = s.cities[from];
  const WonderId w = f.wonders[i];
  for (int j = i; j + 1 < f.wonder_count; ++j) {
    f.wonders[j] = f.wonders[j + 1];
    f.wonder_cards[j] = f.wonder_cards[j + 1];
  }
  --f.wonder_count;
  f.wonders[f.wonder_count] = kNone;
  f.wonder_cards[f.wonder_count] = kNone;
  City& t = s.cities[to];
  t.wonders[t.wonder_count] = w;
  t.wonder_cards[t.wonder_count] = kNone;
  ++t.wonder_count;
  emit(events, said);
}
// Builds the Wonder at space i with `card` tucked under it: the Wonder's lasting effects
// join p's totals; returns the Wonder. No event of its own: the build's (WonderBuilt,
// with its price) is the caller's.
inline const WonderDef& tuck_wonder_card(GameState& s, Player p, int i, CardId card) {
  City& c = s.cities[p];
  const WonderDef& def = s.rules().wonders[c.wonders[i]];
  c.wonder_cards[i] = card;
  add_lasting_effects(c, def.effects, false);
  return def;
}
// The card tucked under the Wonder at space i goes to the discard pile: the Wonder counts
// as unbuilt again and p's totals lose its lasting effects.
inline void untuck_wonder_card(GameState& s, Player p, int i, EventLog* events, const Event& said) {
  City& c = s.cities[p];
  const CardId card = c.wonder_cards[i];
  c.wonder_cards[i] = kNone;
  s.discard_pile[s.discard_count++] = card;
  recompute_city(s.rules(), s, p);
  emit(events, said);
}
// The Wonder at space i goes back to the box (its space stays, empty); a card tucked
// under it goes to the discard pile and p's totals lose the Wonder's lasting effects.
inline void wonder_to_box(GameState& s, Player p, int i, EventLog* events, const Event& said) {
  City& c = s.cities[p];
  const CardId card = c.wonder_cards[i];
  if (card != kNone) s.discard_pile[s.discard_count++] = card;
  c.wonders[i] = kNone;
  c.wonder_cards[i] = kNone;
  if (card != kNone) recompute_city(s.rules(), s, p);
  emit(events, said);
}

// --- Progress tokens --------------------------------------------------------------------
// Into p's city (from the board, the box or the Great Library's draw): its lasting
// effects join p's totals; ProgressTaken.
inline void put_token_in_city(GameState& s, Player p, TokenId token, EventLog* events) {
  City& c = s.cities[p];
  c.progress = static_cast<std::uint16_t>(c.progress | (1U << token));
  add_lasting_effects(c, s.rules().progress_tokens[token].effects, false);
  emit(events, EventType::ProgressTaken, p, token);
}
// Out of p's city, out of the game: p's totals lose its effects. No event of its own:
// the caller's (TokenObscured) names where the token was, city, board or box.
inline void remove_token_from_city(GameState& s, Player p, TokenId token) {
  City& c = s.cities[p];
  c.progress = static_cast<std::uint16_t>(c.progress & ~(1U << token));
  recompute_city(s.rules(), s, p);
}

// --- The board's and the box's Progress tokens --------------------------------------------
// Off the board (its place stays empty).
inline void remove_token_from_board(GameState& s, TokenId token) {
  for (int i = 0; i < s.board_token_count; ++i) {
    if (s.board_tokens[static_cast<std::size_t>(i)] == token) s.board_tokens[static_cast<std::size_t>(i)] = kNone;
  }
}
// Out of the box, the tokens after it closing up; whether it was there.
inline bool remove_token_from_box(GameState& s, TokenId token) {
  TokenId* const end = s.box_tokens.data() + s.box_token_count;
  TokenId* it = s.box_tokens.data();
  while (it != end && *it != token) ++it;
  if (it == end) return false;
  for (; it + 1 != end; ++it) *it = *(it + 1);
  *it = kNone;
  --s.box_token_count;
  return true;
}
// Back into the box, at its end (Enki's tokens not chosen): both players saw it go.
inline void return_token_to_box(GameState& s, TokenId token) {
  if (s.box_token_count >= kMaxTokens) return;
  s.box_tokens[s.box_token_count++] = token;
  for (Knowledge& k : s.knowledge) k.box_tokens |= std::uint32_t{1} << token;
}
// The box's first `count` tokens move onto `out` (Enki's), the rest closing up; how many
// (fewer if fewer remain).
inline int take_tokens_from_box(GameState& s, int count, TokenId* out) {
  const int n = count < s.box_token_count ? count : s.box_token_count;
  for (int i = 0; i < n; ++i) out[i] = s.box_tokens[static_cast<std::size_t>(i)];
  for (int i = n; i < s.box_token_count; ++i) s.box_tokens[static_cast<std::size_t>(i - n)] = s.box_tokens[static_cast<std::size_t>(i)];
  s.box_token_count = static_cast<std::uint8_t>(s.box_token_count - n);
  for (std::size_t i = s.box_token_count; i < s.box_tokens.size(); ++i) s.box_tokens[i] = kNone;
  return n;
}
// The Great Library's draw: the box's first `count` tokens are shown to its player (fewer
// if fewer remain, rulings 5); they stay in the box until one is kept.
inline void draw_from_box(GameState& s, int count) {
  s.drawn_token_count = static_cast<std::uint8_t>(count < s.box_token_count ? count : s.box_token_count);
  for (int i = 0; i < s.drawn_token_count; ++i) s.drawn_tokens[static_cast<std::size_t>(i)] = s.box_tokens[static_cast<std::size_t>(i)];
}
// The draw is over (the token kept left the box by remove_token_from_box).
inline void end_box_draw(GameState& s) { s.drawn_token_count = 0; }

}  // namespace duel::detail
