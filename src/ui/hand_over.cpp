#include "hand_over.hpp"

#include "duel/zones.hpp"

namespace duel::ui {

bool shows_private_information(const GameState& s, Player viewer) {
  bool found = false;
  for_each_place(s, [&](const Place& p, std::uint8_t) {
    // The Mythology decks' tops a player remembers (the Divinity put back after a
    // placement) are never drawn on the screen: no curtain for them (the decisions that
    // show a deck's cards have their own, private_decision).
    // Nor is a token Obscurantism put face down.
    if (p.zone == Zone::DivinityDecks || p.zone == Zone::ObscuredToken) return;
    found = found || (place_visible(s, p, viewer) && !place_visible(s, p, opponent(viewer)));
  });
  return found;
}

bool hand_over_needed(HandOver setting, Player shown, const GameState& s) {
  if (setting == HandOver::Off || s.is_terminal() || shown > 1) return false;
  const Player seat = s.to_move();
  if (seat > 1 || seat == shown) return false;
  return setting == HandOver::Always || shows_private_information(s, seat);
}

bool private_decision(const GameState& s) {
  if (s.is_terminal() || s.pending.empty()) return false;
  switch (s.phase) {
    case Phase::PlaceDivinity:
    case Phase::ArrangeDeck:
    case Phase::KeepConspiracy:    // the Conspiracies drawn
    case Phase::ObscureToken:      // Obscurantism's look at the box
    case Phase::ConstructRemoved: return true;  // Treason's look at the removed cards
    case Phase::ChooseDivinity: return s.pending.top().detail != kNone;  // the Divine Theater's, not the Gate's
    default: return false;
  }
}

bool private_decision_begins(HandOver setting, const GameState& before, const GameState& after) {
  return setting != HandOver::Off && private_decision(after) && !private_decision(before);
}

}  // namespace duel::ui
