// Prices for legal action generation (decisions/play.cpp), which asks whether the player
// to move can pay for every accessible card and each unbuilt Wonder: one call prices them
// all, with what the prices share (the packed production, the discount) worked out once.
#pragma once

#include <cstdint>

#include "duel/payment.hpp"

namespace duel::detail {

// Bit i set when p can pay for cards[i] now (n <= 32).
std::uint32_t affordable_cards(const GameState& s, Player p, const CardId* cards, int n, const UnitPrices& prices);
// Whether p constructs `card` through a chain: their own chain symbol, or with Agora's
// Decree 15 the opponent's (ruling 29: Urbanism pays for both).
bool constructs_through_chain(const GameState& s, Player p, const CardDef& card);
// Bit i set when p's Wonder i (cities[p].wonders[i], unbuilt) can be paid for now.
std::uint32_t affordable_wonders(const GameState& s, Player p, const UnitPrices& prices);

}  // namespace duel::detail
