// What one player remembers having seen in a zone that the rules then hid again from
// them (docs/engine.md "Zones and knowledge"). Part of the GameState: a few bytes,
// trivially copyable, kept by observe() for its viewer and by determinize().
#pragma once

#include <array>
#include <cstdint>

#include "duel/types.hpp"

namespace duel {

struct Knowledge {
  // Progress tokens this player drew with the Great Library and put back in the box:
  // they know these lie in the box (the other player does not know which they were).
  std::uint32_t box_tokens = 0;
  static_assert(kMaxTokens <= 32, "Knowledge::box_tokens holds one bit per Progress token");
  // Pantheon: how many cards from the top of each Mythology deck this player has seen
  // there since (a Divinity drawn and put back, the Gate's reveal, the Divine Theater).
  std::array<std::uint8_t, kMythologyCount> deck_known{};

  bool operator==(const Knowledge&) const = default;
};

}  // namespace duel
