// Each Age's deck composition, read from the data once (decks.json, docs/data-format.md
// "Deck composition"): the Age's own pool (its cards minus those returned to the box),
// then the pools added to it (the base game's 3 Guilds in Age III). Setup, its check,
// the loader and determinization all read it from here.
#pragma once

#include <vector>

#include "duel/rules.hpp"

namespace duel {

// The draws that make the deck of `age` (1 to kAges), the Age's own pool first.
const std::vector<DeckDraw>& age_composition(const Rules& rules, int age);

// The cards of a pool, in id order.
std::vector<CardId> pool_cards(const Rules& rules, std::uint8_t pool);

// How many cards the deck of `age` draws from `pool` (0: the pool is not in that Age).
int draws_from(const Rules& rules, int age, std::uint8_t pool);

// Whether `card` comes from a pool added to an Age's own (the Guilds): such cards have a
// back of their own, seen by both players while face down (rulings 26).
bool shows_own_back(const Rules& rules, CardId card);

}  // namespace duel
