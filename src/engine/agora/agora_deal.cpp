// Agora's part of determinization (observation.cpp): the Conspiracies and Decrees the
// viewer has not seen, dealt to the hidden places.
#include "../observation_internal.hpp"
#include "agora_hooks.hpp"
#include "agora_internal.hpp"

namespace duel::detail::agora_hooks {

// Agora: the unseen Conspiracies go to the hidden places (the deck, the opponent's hand,
// the opponent's draw), the unseen Decrees to the face-down Chambers.
void deal_unseen(GameState& d, const Seen& seen, Rng& rng) {
  const AgoraRules& rules = *d.rules().agora;
  const auto conspiracies = unseen_in_deal_order<ConspiracyId>(rules.conspiracies.size(), seen.conspiracies, 0, rng);
  for (std::size_t i = 0; i < seen.conspiracy_places.size() && i < conspiracies.size(); ++i) put_at_place(d, seen.conspiracy_places[i], conspiracies[i]);
  const auto decrees = unseen_in_deal_order<DecreeId>(rules.decrees.size(), seen.decrees, 0, rng);
  for (std::size_t i = 0; i < seen.decree_places.size() && i < decrees.size(); ++i) put_at_place(d, seen.decree_places[i], decrees[i]);
}

}  // namespace duel::detail::agora_hooks
