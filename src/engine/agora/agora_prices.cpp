// Agora's card prices (its price hooks, agora_hooks.hpp): a Senator's recruiting cost,
// Decree 15's chains through the opponent's symbols, Decrees 5-7's ignored cost symbol,
// Decrees 10 and 11's bank discounts, and every card of a list priced at once.
#include <algorithm>
#include <bit>
#include <type_traits>

#include "../payment_internal.hpp"
#include "agora_hooks.hpp"
#include "agora_internal.hpp"

namespace duel::detail {

namespace {

// What the prices of an Agora game's cards share, found once per list of prices
// rather than once per card: the Senators' recruiting cost, the chain symbols p
// constructs through (their own; with Decree 15 the opponent's too), the colours whose
// cards may ignore a cost symbol (Decrees 5-7) and Engineering's price (0: none).
struct AgoraCardPrices {
  static_assert(kMaxChainSymbols <= 32, "chain symbols fit the 32-bit City::chains");
  int recruit = 0;
  std::uint32_t chains = 0;
  std::uint8_t ignore_colors = 0;
  int engineering = 0;
};

// The colours of the controlled Decrees of `k` (bit Color); controls_decree(s, p, k, c)
// holds exactly for the colours c set here.
std::uint8_t decree_colors(const GameState& s, Player p, DecreeKind k) {
  std::uint8_t colors = 0;
  const AgoraRules& rules = *s.rules().agora;
  for (std::uint32_t bits = s.agora.controlled[p] & rules.decrees_of_kind[static_cast<std::size_t>(k)]; bits != 0; bits &= bits - 1)
    colors = static_cast<std::uint8_t>(colors | rules.decrees[static_cast<std::size_t>(std::countr_zero(bits))].colors);
  return colors;
}

// Inline: out of line, the call, its register saves and its result packed into two
// registers cost about 50 instructions a list of prices (issue 31, docs/engine.md).
inline AgoraCardPrices agora_card_prices(const GameState& s, Player p, int engineering) {
  AgoraCardPrices k;
  k.recruit = recruit_cost(s, p);
  k.chains = s.cities[p].chains;
  if (controls_decree(s, p, DecreeKind::OpponentChains)) k.chains |= s.cities[opponent(p)].chains;
  k.ignore_colors = decree_colors(s, p, DecreeKind::IgnoreCostSymbol);
  k.engineering = engineering;
  return k;
}

// A card's coins in an Agora game: a Senator's recruiting cost; a chain (p's or, with
// Decree 15, the opponent's) makes it free; Decrees 5-7 on a card of their colour waive
// one more resource unit or the printed coins, whichever leaves less to pay (rulings 20,
// 7); Engineering caps a card showing a chain symbol. Every card is priced and the
// Senator and chain cases chosen by selects: the accessible cards vary at random, so
// branches on them would be mispredicted.
// kNoOneOf: the city has no "one of" producer (the caller tested it once for the list),
// so without a discount the coins are the missing units at the unit prices.
template <bool kNoOneOf = false>
inline int agora_card_coins(const City& city, std::uint64_t production, const CardDef& def, const UnitPrices& prices,
                            const AgoraCardPrices& k) {
  // kNone (no chain symbol) & 63 names bit 63, never a chain symbol.
  const bool chain = std::uint64_t{k.chains} >> (def.free_with & 63) & 1;
  const int discount = card_discount(city, def);
  const int resources = kNoOneOf && discount == 0
                            ? priced_units(missing_units(pack(def.cost.resources), production), prices)
                            : resource_coins(city, production, def.cost.resources, discount, prices);
  int coins = def.cost.coins + resources;
  if (k.ignore_colors >> static_cast<int>(def.color) & 1)
    coins = std::min({coins, resources, def.cost.coins + resource_coins(city, production, def.cost.resources, discount + 1, prices)});
  // Engineering first: rarely held, so the branch GCC makes of it is predicted, where
  // asking first whether the card shows a chain symbol was mispredicted card by card.
  if (k.engineering > 0 && def.free_with != kNone) coins = std::min(coins, k.engineering);
  coins = chain ? 0 : coins;
  return def.is_senator() ? k.recruit : coins;
}

// affordable_cards in an Agora game: what the prices share is found once.
[[gnu::noinline]] std::uint32_t affordable_agora_cards(const GameState& s, Player p, const CardId* cards, int n,
                                                       const UnitPrices& prices, int engineering) {
  const City& city = s.cities[p];
  const std::uint64_t production = pack(city.production);
  const AgoraCardPrices k = agora_card_prices(s, p, engineering);
  const int coins = s.spendable(p);
  std::uint32_t affordable = 0;
  // Whether the city has a "one of" producer is asked once, not for every card: most
  // cities have none, and then the cheapest use of one need not be worked out.
  const auto price_each = [&](auto no_one_of) {
    for (int i = 0; i < n; ++i) {
      const int card_coins = agora_card_coins<decltype(no_one_of)::value>(city, production, s.rules().cards[cards[i]], prices, k);
      affordable |= static_cast<std::uint32_t>(card_coins <= coins) << i;
    }
  };
  if (city.one_of_count == 0) price_each(std::true_type{});
  else price_each(std::false_type{});
  return affordable;
}

// Agora's Decrees 10 and 11: their resources cost less from the bank, never under 1.
[[gnu::noinline]] void agora_bank_discounts(const GameState& s, DecreeMask decrees, UnitPrices& price) {
  for (std::uint32_t bits = decrees; bits != 0; bits &= bits - 1) {
    const DecreeDef& d = s.rules().agora->decrees[static_cast<std::size_t>(std::countr_zero(bits))];
    for (int r = 0; r < kResourceCount; ++r) {
      if (d.resources >> r & 1) price[r] = static_cast<std::uint16_t>(std::max(1, price[r] - std::max<int>(1, d.amount)));
    }
  }
}

}  // namespace

namespace agora_hooks {

bool recruits(const GameState& s, Player p, const CardDef& card, int& coins) {
  if (!card.is_senator()) return false;
  coins = recruit_cost(s, p);
  return true;
}

// Decree 15: the opponent's chain symbols count as p's.
bool chains_through(const GameState& s, Player p, const CardDef& card) {
  return controls_decree(s, p, DecreeKind::OpponentChains) && chain_applies(s.cities[opponent(p)], card);
}

// Decrees 5-7 on a card of their colour: one more resource unit waived, or the printed
// coins ignored, whichever leaves less to pay (rulings 20, 7).
void card_payment(const GameState& s, Player p, const CardDef& card, Payment& pay) {
  if (!controls_decree(s, p, DecreeKind::IgnoreCostSymbol, static_cast<std::uint8_t>(card.color))) return;
  const int discount = card_discount(s.cities[p], card);
  Payment waived_coins, one_more_unit;
  waived_coins.printed_coins = 0;
  waived_coins.coins_waived = true;
  pay_resources(s, p, card.cost.resources, discount, waived_coins);
  one_more_unit.printed_coins = card.cost.coins;
  pay_resources(s, p, card.cost.resources, discount + 1, one_more_unit);
  const auto total = [](const Payment& x) { return x.printed_coins + x.trade_coins; };
  if (total(waived_coins) < total(pay) && total(waived_coins) <= total(one_more_unit)) pay = waived_coins;
  else if (total(one_more_unit) < total(pay)) pay = one_more_unit;
}

// Tested on the Decrees of the kind p controls, not on p controlling any: which player
// controls some Decree changes from move to move, a Decree 10 or 11 rarely.
void unit_prices(const GameState& s, Player p, UnitPrices& prices) {
  const DecreeMask decrees =
      s.agora.controlled[p] & s.rules().agora->decrees_of_kind[static_cast<std::size_t>(DecreeKind::BankDiscount)];
  if (decrees != 0) agora_bank_discounts(s, decrees, prices);
}

// Out of line: inlined, it made the base game's card_coin_cost save more registers.
[[gnu::noinline]] bool card_coins(const GameState& s, Player p, const CardDef& card, const UnitPrices& prices, int chain_price, int& coins) {
  const City& city = s.cities[p];
  coins = agora_card_coins(city, pack(city.production), card, prices, agora_card_prices(s, p, chain_price));
  return true;
}

bool affordable_cards(const GameState& s, Player p, const CardId* cards, int n, const UnitPrices& prices, int chain_price,
                      std::uint32_t& affordable) {
  affordable = affordable_agora_cards(s, p, cards, n, prices, chain_price);
  return true;
}

}  // namespace agora_hooks

}  // namespace duel::detail
