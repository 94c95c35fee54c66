// Pantheon's places, visited by for_each_place (duel/zones.hpp): the Divinities on the
// Pantheon's spaces, in the Mythology decks and in the cities, and the Progress tokens on
// Enki. Nothing without Pantheon.
#pragma once

#include "duel/zones.hpp"

namespace duel {

template <typename F>
void for_each_pantheon_place(const GameState& s, F&& f) {
  if (!s.pantheon.on) return;
  const PantheonState& ps = s.pantheon;
  for (int i = 0; i < ps.space_count; ++i) {
    const DivinityId d = ps.spaces[static_cast<std::size_t>(i)];
    if (ps.backs[static_cast<std::size_t>(i)] != kNone)  // a Divinity (known or not), not the Gate
      f(Place{Zone::PantheonSpaces, ps.placed_by[static_cast<std::size_t>(i)], 0, static_cast<std::uint8_t>(i)}, d);
  }
  for (int m = 0; m < kMythologyCount; ++m) {
    for (int i = 0; i < ps.deck_count[static_cast<std::size_t>(m)]; ++i) {
      f(Place{Zone::DivinityDecks, kNone, static_cast<std::uint8_t>(m), static_cast<std::uint8_t>(i)},
        ps.decks[static_cast<std::size_t>(m)][static_cast<std::size_t>(i)]);
    }
  }
  for (Player p = 0; p < 2; ++p) {
    for (std::uint32_t bits = ps.players[p].divinities; bits != 0; bits &= bits - 1) {
      const auto d = static_cast<DivinityId>(std::countr_zero(bits));
      f(Place{Zone::CityDivinities, p, 0, d}, d);
    }
  }
  for (int i = 0; i < ps.divinity_token_count; ++i) {
    f(Place{Zone::DivinityTokens, kNone, 0, static_cast<std::uint8_t>(i)}, ps.divinity_tokens[static_cast<std::size_t>(i)]);
  }
}

}  // namespace duel
