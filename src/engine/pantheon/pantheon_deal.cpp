// The Pantheon's part of determinization (observation.cpp): the Divinities the viewer
// has not seen, dealt to the hidden spaces and deck positions.
#include <algorithm>

#include "../observation_internal.hpp"
#include "pantheon_hooks.hpp"
#include "pantheon_internal.hpp"

namespace duel::detail::pantheon_hooks {

// Each Mythology's unseen Divinities go to its hidden positions: the face-down spaces
// showing its back, then its deck's unknown cards. Tokens on an unseen Enki mean that it
// was revealed in its deck (the Divine Theater's look, rulings 28): it goes to the deck.
void deal_unseen(GameState& d, const Seen& seen, Rng& rng) {
  const PantheonRules& rules = *d.rules().pantheon;
  const DivinityId carrier = d.pantheon.divinity_token_count > 0 ? token_carrier(d.rules()) : kNone;
  for (int m = 0; m < kMythologyCount; ++m) {
    Small<DivinityId, kMaxDivinities> unseen;
    for (std::size_t id = 0; id < rules.divinities.size(); ++id) {
      if (static_cast<int>(rules.divinities[id].mythology) == m && !(seen.divinities >> id & 1)) unseen.push_back(static_cast<DivinityId>(id));
    }
    rng.shuffle(unseen);
    const auto at = std::find(unseen.begin(), unseen.end(), carrier);
    if (at != unseen.end()) {
      std::size_t spaces = 0;  // m's hidden spaces: dealt before its deck (walk order)
      for (const Place& p : seen.divinity_places) spaces += p.zone == Zone::PantheonSpaces && d.pantheon.backs[p.index] == m;
      const auto i = static_cast<std::size_t>(at - unseen.begin());
      if (i < spaces && unseen.size() > spaces) {
        std::swap(unseen[i], unseen[spaces + rng.below(static_cast<std::uint32_t>(unseen.size() - spaces))]);
      }
    }
    std::size_t next = 0;
    for (const Place& p : seen.divinity_places) {
      const bool space = p.zone == Zone::PantheonSpaces;
      if ((space ? d.pantheon.backs[p.index] : p.deck) != m || next >= unseen.size()) continue;
      if (space) d.pantheon.spaces[p.index] = unseen[next++];
      else d.pantheon.decks[p.deck][p.index] = unseen[next++];
    }
  }
}

}  // namespace duel::detail::pantheon_hooks
