// Deck composition lookups (decks.hpp).
#include "duel/decks.hpp"

namespace duel {

const std::vector<DeckDraw>& age_composition(const Rules& rules, int age) {
  return rules.deck_composition[static_cast<std::size_t>(age - 1)];
}

std::vector<CardId> pool_cards(const Rules& rules, std::uint8_t pool) {
  std::vector<CardId> cards;
  for (std::size_t i = 0; i < rules.cards.size(); ++i) {
    if (rules.cards[i].pool == pool) cards.push_back(static_cast<CardId>(i));
  }
  return cards;
}

int draws_from(const Rules& rules, int age, std::uint8_t pool) {
  for (const DeckDraw& draw : age_composition(rules, age)) {
    if (draw.pool == pool) return draw.count;
  }
  return 0;
}

bool shows_own_back(const Rules& rules, CardId card) {
  const std::uint8_t pool = rules.cards[card].pool;
  for (int age = 1; age <= kAges; ++age) {
    const std::vector<DeckDraw>& composition = age_composition(rules, age);
    if (draws_from(rules, age, pool) > 0) return pool != composition.front().pool;
  }
  return false;
}

}  // namespace duel
