// Cheapest payment (rulings 7): production, including "one of" producers, is assigned
// optimally by trying every assignment (a city has few such producers); Architecture /
// Masonry then waive the most expensive remaining units; the rest is bought at the
// player's current prices.
#include "duel/payment.hpp"
#include "modules.hpp"
#include "payment_internal.hpp"

#include <algorithm>
#include <bit>
#include <cstring>
#include <limits>

namespace duel {
using detail::card_discount;
using detail::chain_applies;
using detail::pack;
using detail::pay_resources;
using detail::resource_coins;

namespace {

// Coins for the units still missing after waiving the `discount` most expensive ones.
int bought_cost(ResourceCounts deficit, const UnitPrices& price, int discount, ResourceCounts* waived) {
  for (int d = 0; d < discount; ++d) {
    int best = -1;
    for (int r = 0; r < kResourceCount; ++r) {
      if (deficit[r] > 0 && (best < 0 || price[r] > price[best])) best = r;
    }
    if (best < 0) break;
    --deficit[best];
    if (waived) ++(*waived)[best];
  }
  int coins = 0;
  for (int r = 0; r < kResourceCount; ++r) coins += deficit[r] * price[r];
  return coins;
}

struct Search {
  const City& city;
  const UnitPrices& price;
  int discount;
  int best = 1 << 30;
  ResourceCounts best_deficit{};

  void run(int producer, ResourceCounts& deficit) {
    if (producer == city.one_of_count) {
      const int coins = bought_cost(deficit, price, discount, nullptr);
      if (coins < best) {
        best = coins;
        best_deficit = deficit;
      }
      return;
    }
    bool used = false;
    const std::uint8_t mask = city.one_of[static_cast<std::size_t>(producer)];
    for (int r = 0; r < kResourceCount; ++r) {
      if ((mask >> r & 1) && deficit[r] > 0) {
        used = true;
        --deficit[r];
        run(producer + 1, deficit);
        ++deficit[r];
      }
    }
    if (!used) run(producer + 1, deficit);
  }
};

}  // namespace

void detail::pay_resources(const GameState& s, Player p, const ResourceCounts& required, int discount, Payment& pay) {
  const City& city = s.cities[p];
  pay.required = required;
  pay.unit_price = unit_prices(s, p);
  ResourceCounts deficit{};
  for (int r = 0; r < kResourceCount; ++r) {
    deficit[r] = static_cast<std::uint8_t>(std::max(0, required[r] - city.production[r]));
  }
  Search search{city, pay.unit_price, discount};
  search.run(0, deficit);
  ResourceCounts remaining = search.best_deficit;
  pay.trade_coins = bought_cost(remaining, pay.unit_price, discount, &pay.waived);
  for (int r = 0; r < kResourceCount; ++r) {
    pay.bought[r] = static_cast<std::uint8_t>(remaining[r] - pay.waived[r]);
    pay.from_production[r] = static_cast<std::uint8_t>(required[r] - remaining[r]);
  }
}

// The missing units when a discount is to be spent on them or the city has several
// "one of" producers (resource_coins prices the rest): kept out of line, so that the
// common case stays small enough to inline.
[[gnu::noinline]] int detail::resource_coins_with_choices(const City& city, std::uint64_t missing, int discount,
                                                          const UnitPrices& price) {
  ResourceCounts deficit{};
  std::memcpy(deficit.data(), &missing, kResourceCount);
  if (city.one_of_count == 0) return bought_cost(deficit, price, discount, nullptr);
  Search search{city, price, discount};
  search.run(0, deficit);
  return search.best;
}

namespace {

// Architecture's units, and the modules' (Agora's Decree 8).
int wonder_discount(const GameState& s, Player p) {
  return s.cities[p].wonder_discount + detail::modules::wonder_discount(s, p);
}

void finish(const GameState& s, Player p, Payment& pay) {
  pay.total = pay.printed_coins + pay.trade_coins;
  pay.affordable = pay.total <= s.spendable(p);
}

// A module's fixed price for a card showing a chain symbol under its cost (Pantheon's
// Engineering; not a chain construction), or 0 when none applies.
inline int chain_symbol_price(const GameState& s, Player p, const CardDef& card) {
  return card.free_with != kNone ? detail::modules::chain_symbol_price(s, p) : 0;
}

}  // namespace

bool detail::constructs_through_chain(const GameState& s, Player p, const CardDef& card) {
  return chain_applies(s.cities[p], card) || modules::chains_through(s, p, card);
}

Payment card_payment(const GameState& s, Player p, CardId card) {
  const CardDef& def = s.rules().cards[card];
  const City& city = s.cities[p];
  Payment pay;
  if (detail::modules::recruits(s, p, def, pay.printed_coins)) {  // an Agora Senator
    pay.recruit = true;
  } else if (detail::constructs_through_chain(s, p, def)) {
    pay.chain = true;
    pay.required = def.cost.resources;
  } else {
    pay.printed_coins = def.cost.coins;
    pay_resources(s, p, def.cost.resources, card_discount(city, def), pay);
    detail::modules::card_payment(s, p, def, pay);  // Agora's Decrees 5-7
    const int fixed = chain_symbol_price(s, p, def);
    if (fixed > 0 && fixed < pay.printed_coins + pay.trade_coins) {
      Payment engineering;
      engineering.engineering = true;
      engineering.required = def.cost.resources;
      engineering.unit_price = pay.unit_price;
      engineering.printed_coins = fixed;
      pay = engineering;
    }
  }
  finish(s, p, pay);
  return pay;
}

Payment wonder_payment(const GameState& s, Player p, WonderId wonder) {
  const WonderDef& def = s.rules().wonders[wonder];
  Payment pay;
  pay.printed_coins = def.cost.coins;
  pay_resources(s, p, def.cost.resources, wonder_discount(s, p), pay);
  finish(s, p, pay);
  return pay;
}

namespace {
// The coins of one card or Wonder with the city's production already packed (inlined
// into the loops below, which price every accessible card and unbuilt Wonder).
// Without a module's card prices (Agora's: agora_prices.cpp); `engineering` is the
// modules' chain symbol price (Pantheon's Engineering, 0 without it).
inline int card_coins(const City& city, std::uint64_t production, const CardDef& def, const UnitPrices& prices,
                      int engineering) {
  int coins = def.cost.coins + resource_coins(city, production, def.cost.resources, card_discount(city, def), prices);
  const int fixed = def.free_with != kNone ? engineering : 0;
  if (fixed > 0) coins = std::min(coins, fixed);
  // Priced even when a chain makes it free: a select, not a branch the random
  // accessible cards would mispredict.
  return chain_applies(city, def) ? 0 : coins;
}

inline int wonder_coins(const GameState& s, Player p, std::uint64_t production, WonderId wonder, int discount,
                        const UnitPrices& prices) {
  const WonderDef& def = s.rules().wonders[wonder];
  return def.cost.coins + resource_coins(s.cities[p], production, def.cost.resources, discount, prices);
}
}  // namespace

int card_coin_cost(const GameState& s, Player p, CardId card, const UnitPrices& prices) {
  const City& city = s.cities[p];
  const CardDef& def = s.rules().cards[card];
  const int engineering = detail::modules::chain_symbol_price(s, p);
  int coins = 0;
  if (detail::modules::card_coins(s, p, def, prices, engineering, coins)) return coins;  // Agora's
  return card_coins(city, pack(city.production), def, prices, engineering);
}

int wonder_coin_cost(const GameState& s, Player p, WonderId wonder, const UnitPrices& prices) {
  return wonder_coins(s, p, pack(s.cities[p].production), wonder, wonder_discount(s, p), prices);
}

std::uint32_t detail::affordable_cards(const GameState& s, Player p, const CardId* cards, int n, const UnitPrices& prices) {
  const int engineering = modules::chain_symbol_price(s, p);
  std::uint32_t affordable = 0;
  if (modules::affordable_cards(s, p, cards, n, prices, engineering, affordable)) return affordable;  // Agora's
  const City& city = s.cities[p];
  const std::uint64_t production = pack(city.production);
  const int coins = s.spendable(p);
  for (int i = 0; i < n; ++i) {
    if (card_coins(city, production, s.rules().cards[cards[i]], prices, engineering) <= coins) affordable |= 1U << i;
  }
  return affordable;
}

std::uint32_t detail::affordable_wonders(const GameState& s, Player p, const UnitPrices& prices) {
  const City& city = s.cities[p];
  const std::uint64_t production = pack(city.production);
  const int discount = wonder_discount(s, p);
  const int coins = s.spendable(p);
  std::uint32_t affordable = 0;
  for (std::uint32_t bits = city.unbuilt_wonders(); bits != 0; bits &= bits - 1) {
    const int w = std::countr_zero(bits);
    if (wonder_coins(s, p, production, city.wonders[static_cast<std::size_t>(w)], discount, prices) <= coins)
      affordable |= 1U << w;
  }
  return affordable;
}

int card_coin_cost(const GameState& s, Player p, CardId card) { return card_coin_cost(s, p, card, unit_prices(s, p)); }

int wonder_coin_cost(const GameState& s, Player p, WonderId wonder) {
  return wonder_coin_cost(s, p, wonder, unit_prices(s, p));
}

UnitPrices unit_prices(const GameState& s, Player p) {
  const City& own = s.cities[p];
  const City& rival = s.cities[opponent(p)];
  const int base = s.rules().constants.trade_base_price;
  UnitPrices price{};
#if defined(__SSE2__)
  // The fixed price where the city has one (not 0), else the base price plus the rival's
  // production for trade: the five at once in 16-bit lanes (legal actions ask every move).
  const __m128i zero = _mm_setzero_si128();
  const __m128i fixed = _mm_unpacklo_epi8(_mm_cvtsi64_si128(static_cast<long long>(pack(own.fixed_price))), zero);
  const __m128i traded = _mm_add_epi16(
      _mm_unpacklo_epi8(_mm_cvtsi64_si128(static_cast<long long>(pack(rival.trade_production))), zero),
      _mm_set1_epi16(static_cast<short>(base)));
  const __m128i lanes = _mm_or_si128(fixed, _mm_and_si128(_mm_cmpeq_epi16(fixed, zero), traded));
  // Read out as one 8-byte and one 2-byte value (not through a 16-byte store and
  // narrower loads, which stall).
  const auto first_four = static_cast<std::uint64_t>(_mm_cvtsi128_si64(lanes));
  std::memcpy(price.data(), &first_four, sizeof first_four);
  price[4] = static_cast<std::uint16_t>(_mm_extract_epi16(lanes, 4));
#else
  for (int r = 0; r < kResourceCount; ++r) {
    price[r] = static_cast<std::uint16_t>(own.fixed_price[r] ? own.fixed_price[r] : base + rival.trade_production[r]);
  }
#endif
  detail::modules::unit_prices(s, p, price);  // Agora's Decrees 10 and 11
  return price;
}

}  // namespace duel
