#include "hand_over.hpp"

#include "duel/decisions.hpp"
#include "duel/zones.hpp"

namespace duel::ui {

bool shows_private_information(const GameState& s, Player viewer) {
  bool found = false;
  for_each_place(s, [&](const Place& p, std::uint8_t) {
    // The Mythology decks' tops a player remembers (the Divinity put back after a
    // placement) are never drawn on the screen: no curtain for them (the decisions that
    // show a deck's cards are secret in the decision table).
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

bool private_decision_begins(HandOver setting, const GameState& before, const GameState& after) {
  return setting != HandOver::Off && decision_is_secret(after) && !decision_is_secret(before);
}

void curtain_after_move(Curtain& c, HandOver setting, const GameState* before, const GameState& s) {
  c.look_away = false;
  c.up = hand_over_needed(setting, c.shown, s);
  // A new turn, or another player at the screen: the next secret step asks again.
  if (c.up || s.is_terminal() || s.to_move() != c.looked_away_for || s.phase == Phase::Play) c.looked_away_for = kNone;
  if (!c.up && before && private_decision_begins(setting, *before, s) && c.looked_away_for != s.to_move()) {
    c.up = c.look_away = true;
  }
  if (!c.up) c.shown = s.to_move();  // back to the player who saw it last (an undo): no curtain
}

void curtain_lowered(Curtain& c, const GameState& s) {
  c.up = false;
  c.shown = s.to_move();
  if (c.look_away) c.looked_away_for = c.shown;
}

void curtain_on_resume(Curtain& c, HandOver setting, const GameState& s) {
  c = Curtain{};
  c.up = setting != HandOver::Off && !s.is_terminal() && s.to_move() < 2;
}

}  // namespace duel::ui
