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
  bool coins_waived = false; // Agora's Decrees 5-7: the printed coin cost ignored (printed_coins is 0)
  bool recruit = false;      // an Agora Senator: printed_coins is the recruiting cost
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

// Pantheon: what activating `d` (a Divinity or kGate) with the Offering tokens
// `offerings` (bits) costs p, step by step (reference/pantheon.md, rulings 17): the
// space's cost, times the Gate's multiplier, plus the Divinity's cost_modifier (data,
// 0 in the published game; never below 0), less the Sanctuary's discount, less the
// Offerings, never below 0; the coins taken from Astarte when the treasury is short.
// `offered` is false when d is not on a revealed space, in Age I, or the tokens are not held.
struct ActivationPrice {
  bool offered = false;
  int space_cost = 0;     // the space's cost for p
  int multiplier = 1;     // the Gate's
  int modifier = 0;       // the Divinity's cost_modifier, as far as it applies (the cost stays >= 0)
  int discount = 0;       // the Sanctuary's, after the multiplier
  int offerings = 0;      // the Offering tokens' values
  int coins = 0;          // what is paid
  int from_astarte = 0;   // of which from the coins on Astarte
  bool affordable = false;
};
ActivationPrice activation_price(const GameState& s, Player p, DivinityId d, std::uint8_t offerings);

// Coins the player would take for discarding a card now.
int discard_value(const GameState& s, Player p);

// Why `a` is not legal now, in words for a player ("needs 3 more coins", "7 Wonders
// already built", ...); empty when it is legal.
std::string why_illegal(const GameState& s, const Action& a);

}  // namespace duel
