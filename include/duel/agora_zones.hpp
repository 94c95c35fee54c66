// Agora's places, visited by for_each_place (duel/zones.hpp): the Conspiracies (deck, the
// draw being decided, the hands and the cards under them), the Senate's Decrees and the
// unused ones, the token Obscurantism put out of the game. Nothing without Agora.
#pragma once

#include "duel/zones.hpp"

namespace duel {

template <typename F>
void for_each_agora_place(const GameState& s, F&& f) {
  if (!s.agora.on) return;
  const AgoraState& a = s.agora;
  for (int i = 0; i < a.deck_count; ++i) f(Place{Zone::ConspiracyDeck, kNone, 0, static_cast<std::uint8_t>(i)}, a.deck[static_cast<std::size_t>(i)]);
  for (int i = 0; i < a.drawn_count; ++i) f(Place{Zone::ConspiracyDraw, s.current, 0, static_cast<std::uint8_t>(i)}, a.drawn[static_cast<std::size_t>(i)]);
  for (Player p = 0; p < 2; ++p) {
    const ConspiracyHand& h = a.hands[p];
    for (int i = 0; i < h.count; ++i) {
      f(Place{Zone::ConspiracyHands, p, 0, static_cast<std::uint8_t>(i)}, h.ids[static_cast<std::size_t>(i)]);
      if (h.prepared(i)) f(Place{Zone::UnderConspiracies, p, 0, static_cast<std::uint8_t>(i)}, h.tucked[static_cast<std::size_t>(i)]);
    }
  }
  std::uint32_t on_board = 0;
  for (int c = 0; c < kChambers; ++c) {
    for (int i = 0; i < a.decree_count[static_cast<std::size_t>(c)]; ++i) {
      const DecreeId d = a.decrees[static_cast<std::size_t>(c)][static_cast<std::size_t>(i)];
      if (d != kNone) on_board |= 1U << d;
      f(Place{Zone::SenateDecrees, kNone, static_cast<std::uint8_t>(c), static_cast<std::uint8_t>(i)}, d);
    }
  }
  // Derived: in an observation the face-down ones would be listed here too, but the zone
  // is hidden, so nothing reads its ids there.
  for (std::size_t d = 0; d < s.rules().agora->decrees.size(); ++d) {
    if (!(on_board >> d & 1)) f(Place{Zone::UnusedDecrees, kNone, 0, static_cast<std::uint8_t>(d)}, static_cast<DecreeId>(d));
  }
  // One position, hidden from the other player when the token came from the box.
  if (a.obscured != kNone || a.obscured_from_box) f(Place{Zone::ObscuredToken, a.obscured_by, 0, 0}, a.obscured);
}

}  // namespace duel
