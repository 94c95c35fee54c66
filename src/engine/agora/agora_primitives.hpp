// Agora's components move only through these primitives (docs/engine.md "State
// primitives"): an Influence cube placed from its supply, moved or removed back to it; a
// Decree moved (turned face up as it is picked up) or turned face up by a cube; a
// Conspiracy from the deck to the draw, to a hand or back to the deck, prepared (a card
// tucked) and triggered; a Progress token obscured. The Senate's totals follow every
// change of cubes or Decrees (senate_changed: face-down Decrees turned up, each Chamber's
// controller, the Decrees each player controls, Decree 9's shields); each primitive emits
// the event the rule reports. test_architecture.cpp "Module components change only
// through their modules' primitives" reads every engine file for a write elsewhere.
#pragma once

#include "../state_primitives.hpp"
#include "duel/agora_rules.hpp"

namespace duel::detail {

// --- The Senate (agora_primitives.cpp) ----------------------------------------------------
// A cube from p's supply into `chamber` (none left: nothing happens). CubePlaced.
void place_cube(GameState& s, Player p, int chamber, EventLog* events);
// One of p's cubes from `from` to `to` (none there: nothing happens). CubeMoved.
void move_cube(GameState& s, Player p, int from, int to, EventLog* events);
// One of owner's cubes out of `chamber`, back to its supply. CubeRemoved.
void remove_cube(GameState& s, Player owner, int chamber, EventLog* events);
// The Decree at `position` of Chamber `from` (the Chamber's others close up) goes under
// the one in Chamber `to`, by p (Insider Influence): DecreeRevealed if it was face down,
// then DecreeMoved.
void move_decree(GameState& s, Player p, int from, int position, int to, EventLog* events);
// After any change of cubes or Decrees: face-down Decrees where a cube entered turn face
// up (DecreeRevealed), control is recomputed (ChamberControl), Decree shields move the
// Conflict pawn, and controlling every Chamber wins (political supremacy).
void senate_changed(GameState& s, EventLog* events);

// --- Conspiracies -----------------------------------------------------------------------
// A conspire: the deck's top cards are drawn for p to see (at most 2), once.
void draw_conspiracies(GameState& s);
// The conspire's choice: `kept` (or both, where = 2) into p's hand, the other on top of
// the deck (where = 0) or at its bottom (1). ConspiracyKept.
void keep_conspiracy(GameState& s, Player p, ConspiracyId kept, std::uint8_t where, EventLog* events);
// `card` tucked under p's Conspiracy at hand `position`: prepared. ConspiracyPrepared.
inline void prepare_conspiracy(GameState& s, Player p, CardId card, int position, EventLog* events) {
  ConspiracyHand& h = s.agora.hands[p];
  h.tucked[static_cast<std::size_t>(position)] = card;
  emit(events, EventType::ConspiracyPrepared, p, h.ids[static_cast<std::size_t>(position)], card);
}
// p's Conspiracy at hand `position` turns face up, triggered; returns it.
// ConspiracyTriggered (its effects are the caller's).
inline ConspiracyId turn_conspiracy_up(GameState& s, Player p, int position, EventLog* events) {
  ConspiracyHand& h = s.agora.hands[p];
  const ConspiracyId c = h.ids[static_cast<std::size_t>(position)];
  h.triggered = static_cast<std::uint16_t>(h.triggered | (1U << position));
  emit(events, EventType::ConspiracyTriggered, p, c, static_cast<std::uint8_t>(position));
  return c;
}

// --- Obscurantism (agora_primitives.cpp) ---------------------------------------------------
// Token t out of the game, face down, wherever it was (the board, p's opponent's city,
// the box, which p looked at): the opponent's totals lose it. TokenObscured.
void obscure_token(GameState& s, Player p, TokenId t, EventLog* events);

}  // namespace duel::detail
