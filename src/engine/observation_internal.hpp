// What determinization shares with the modules (observation.cpp): the hidden positions
// and known components an observation shows (Seen, gathered in one pass over its zones),
// and the dealing helpers. Each module deals its own unseen components through its
// `deal_unseen` hook (module_hooks.hpp).
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>

#include "duel/rng.hpp"
#include "duel/state.hpp"
#include "duel/zones.hpp"

namespace duel::detail {

// A list of at most N items in place (determinization runs once per search iteration:
// no allocation).
template <typename T, std::size_t N>
struct Small {
  std::array<T, N> items;
  std::size_t count = 0;
  void push_back(T v) { items[count++] = v; }
  std::size_t size() const { return count; }
  bool empty() const { return count == 0; }
  T& operator[](std::size_t i) { return items[i]; }
  const T& operator[](std::size_t i) const { return items[i]; }
  T* begin() { return items.data(); }
  T* end() { return items.data() + count; }
  const T* begin() const { return items.data(); }
  const T* end() const { return items.data() + count; }
};
using Positions = Small<std::uint8_t, kMaxSlots>;
using Cards = Small<CardId, kMaxCards>;

// An Age's deck is drawn from its own pool and at most three added ones (decks.hpp).
inline constexpr std::size_t kMaxAgeDraws = 4;

// What an observation shows and hides, gathered in one pass over its zones.
struct Seen {
  CardSet cards;
  std::uint32_t wonders = 0, tokens = 0;  // seen ids (bit id)
  std::array<Positions, kAges> card_positions;  // hidden structure/deck positions per Age
  Small<std::uint8_t, kMaxWonders> wonder_positions;
  Small<Place, kMaxTokens> token_places;  // hidden: the box's positions, a face-down obscured token
  std::uint32_t divinities = 0;  // seen Divinities (bit id)
  Small<Place, kMaxSpaces + kMythologyCount * kMaxDivinitiesEach> divinity_places;  // hidden, in walk order
  CardSet treason;  // removed cards the viewer looks at (Treason): they stay in the box
  std::uint32_t conspiracies = 0, decrees = 0;  // seen ids (bit id)
  Small<Place, 3 * kMaxConspiracies> conspiracy_places;  // hidden, in walk order
  Small<Place, kChambers * kMaxDecreesPerChamber> decree_places;
  // Not what was seen but the rules', found once with it so that each world's deal
  // walks sets rather than every card: each Age's draws' pools (the first kMaxAgeDraws
  // of its composition) and every card of the game.
  std::array<std::array<CardSet, kMaxAgeDraws>, kAges> draw_pools;
  CardSet all_cards;
};
static_assert(kMaxWonders <= 32 && kMaxTokens <= 32, "Seen keeps Wonders and tokens in 32-bit masks");
static_assert(kMaxConspiracies <= 32 && kMaxDecrees <= 32, "Seen keeps Conspiracies and Decrees in 32-bit masks");
static_assert(kMaxDivinities <= 32, "Seen keeps Divinities in a 32-bit mask");

// Writes `id` at an ordered zone's position (kNone to hide it): observation.cpp.
void put_at_place(GameState& s, const Place& p, std::uint8_t id);

// Deals the components nobody has placed to the hidden positions, in position order.
// `remembered` ones (the viewer knows they lie in this zone) go first; the shuffle is
// over all of them so that the random stream does not depend on the viewer's memory.
template <typename Id>
Small<Id, 32> unseen_in_deal_order(std::size_t count, std::uint32_t known, std::uint32_t remembered, Rng& rng) {
  Small<Id, 32> pool;
  for (std::size_t id = 0; id < count; ++id) {
    if (!(known >> id & 1)) pool.push_back(static_cast<Id>(id));
  }
  rng.shuffle(pool);
  std::stable_partition(pool.begin(), pool.end(), [remembered](Id id) { return remembered >> id & 1; });
  return pool;
}

}  // namespace duel::detail
