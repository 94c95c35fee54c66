// Costs and trading (base-game.md "Costs and trading", rulings 7 and 8): the cheapest
// legal way for a player to pay for a card or a Wonder now, with its breakdown.
#pragma once

#include <array>
#include <cstdint>
#include <string>

#include "duel/state.hpp"

namespace duel {

// Coins per resource unit: up to trade_base_price + the opponent's production (255 + 255).
using UnitPrices = std::array<std::uint16_t, kResourceCount>;

struct Payment {
  bool affordable = false;
  bool chain = false;       // free through a chain symbol
  bool engineering = false; // Pantheon's Engineering: printed_coins is its fixed price, nothing bought
  int printed_coins = 0;    // the coin cost printed on the card
  int trade_coins = 0;      // coins paid to the bank for bought units
  int total = 0;            // printed_coins + trade_coins
  ResourceCounts required{};         // resource units on the cost
  ResourceCounts from_production{};  // units covered by the city (fixed and "one of")
  ResourceCounts waived{};           // units waived by Architecture / Masonry
  ResourceCounts bought{};           // units bought from the bank
  UnitPrices unit_price{};           // the player's current price per resource
};

Payment card_payment(const GameState& s, Player p, CardId card);
Payment wonder_payment(const GameState& s, Player p, WonderId wonder);

// Coins only (fast path for legal actions); < 0 never, may exceed the treasury.
int card_coin_cost(const GameState& s, Player p, CardId card);
int wonder_coin_cost(const GameState& s, Player p, WonderId wonder);
// The same with the player's unit prices computed once (see unit_prices).
int card_coin_cost(const GameState& s, Player p, CardId card, const UnitPrices& prices);
int wonder_coin_cost(const GameState& s, Player p, WonderId wonder, const UnitPrices& prices);
// The player's current price for one unit of each resource.
UnitPrices unit_prices(const GameState& s, Player p);

// Coins the player would take for discarding a card now.
int discard_value(const GameState& s, Player p);

// Why `a` is not legal now, in words for a player ("needs 3 more coins", "7 Wonders
// already built", ...); empty when it is legal.
std::string why_illegal(const GameState& s, const Action& a);

}  // namespace duel
