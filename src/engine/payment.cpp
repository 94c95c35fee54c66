// Cheapest payment (rulings 7): production, including "one of" producers, is assigned
// optimally by trying every assignment (a city has few such producers); Architecture /
// Masonry then waive the most expensive remaining units; the rest is bought at the
// player's current prices.
#include "duel/payment.hpp"
#include "agora/agora_internal.hpp"
#include "payment_internal.hpp"
#include "pantheon/pantheon_internal.hpp"

#include <algorithm>
#include <bit>
#include <cstring>
#include <limits>

#if defined(__SSE2__)
#include <emmintrin.h>
#elif defined(__ARM_NEON)
#include <arm_neon.h>
#endif

namespace duel {
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

// Fills the resource part of `pay` (from_production, waived, bought, trade_coins).
void pay_resources(const GameState& s, Player p, const ResourceCounts& required, int discount, Payment& pay) {
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

// Five resource counts packed in the low 5 bytes of a word. Put together in registers:
// a 5-byte copy into a zeroed word goes through memory as two narrow stores and one
// wide load, which the processor cannot forward (a stall of a dozen cycles).
std::uint64_t pack(const ResourceCounts& counts) {
  static_assert(kResourceCount == 5, "four bytes and one");
  std::uint32_t first_four = 0;
  std::memcpy(&first_four, counts.data(), sizeof first_four);
  return first_four | std::uint64_t{counts[4]} << 32;
}

// For each of the five bytes, required - production where required is larger, else 0:
// a per-byte saturating subtraction, exact for counts from 0 to 255 (kMaxCityTotal).
// One SSE2 / NEON instruction where available: legal action generation prices every
// accessible card and Wonder, so this is the engine's hottest line.
std::uint64_t missing_units(std::uint64_t required, std::uint64_t production) {
#if defined(__SSE2__)
  const __m128i diff = _mm_subs_epu8(_mm_cvtsi64_si128(static_cast<long long>(required)),
                                     _mm_cvtsi64_si128(static_cast<long long>(production)));
  return static_cast<std::uint64_t>(_mm_cvtsi128_si64(diff));
#elif defined(__ARM_NEON)
  return vget_lane_u64(vreinterpret_u64_u8(vqsub_u8(vcreate_u8(required), vcreate_u8(production))), 0);
#else
  std::uint64_t missing = 0;
  for (int byte = 0; byte < kResourceCount; ++byte) {
    const unsigned need = (required >> (8 * byte)) & 0xFF, have = (production >> (8 * byte)) & 0xFF;
    if (need > have) missing |= std::uint64_t{need - have} << (8 * byte);
  }
  return missing;
#endif
}

// Coins for the missing units (five packed counts) at the unit prices: one multiply-add
// of eight 16-bit lanes where SSE2 is available (counts up to 255, prices up to 510:
// each product and the sum fit the 32-bit lanes), a loop over the missing ones elsewhere.
int priced_units(std::uint64_t missing, const UnitPrices& price) {
#if defined(__SSE2__)
  std::uint64_t first_four = 0;
  std::memcpy(&first_four, price.data(), sizeof first_four);
  const __m128i prices = _mm_insert_epi16(_mm_cvtsi64_si128(static_cast<long long>(first_four)), price[4], 4);
  const __m128i units = _mm_unpacklo_epi8(_mm_cvtsi64_si128(static_cast<long long>(missing)), _mm_setzero_si128());
  __m128i sums = _mm_madd_epi16(units, prices);  // four 32-bit sums of two products each
  sums = _mm_add_epi32(sums, _mm_shuffle_epi32(sums, _MM_SHUFFLE(1, 0, 3, 2)));
  sums = _mm_add_epi32(sums, _mm_shuffle_epi32(sums, _MM_SHUFFLE(2, 3, 0, 1)));
  return _mm_cvtsi128_si32(sums);
#else
  int coins = 0;
  while (missing != 0) {
    const int byte = std::countr_zero(missing) / 8;
    coins += static_cast<int>((missing >> (byte * 8)) & 0xFF) * price[static_cast<std::size_t>(byte)];
    missing &= ~(std::uint64_t{0xFF} << (byte * 8));
  }
  return coins;
#endif
}

// The missing units when a discount is to be spent on them or the city has several
// "one of" producers (resource_coins below prices the rest): kept out of line, so that
// the common case stays small enough to inline.
[[gnu::noinline]] int resource_coins_with_choices(const City& city, std::uint64_t missing, int discount,
                                                  const UnitPrices& price) {
  ResourceCounts deficit{};
  std::memcpy(deficit.data(), &missing, kResourceCount);
  if (city.one_of_count == 0) return bought_cost(deficit, price, discount, nullptr);
  Search search{city, price, discount};
  search.run(0, deficit);
  return search.best;
}

// Fast coins-only version of pay_resources for legal action generation: the missing
// units are found for all five resources at once. `production` is pack(city.production),
// which a list of prices packs once.
inline int resource_coins(const City& city, std::uint64_t production, const ResourceCounts& required, int discount,
                          const UnitPrices& price) {
  const std::uint64_t missing = missing_units(pack(required), production);
  if (discount == 0 && city.one_of_count <= 1) {
    // Without a discount a single "one of" producer is best spent on the dearest missing
    // unit it can make; computed without branches (the missing units are random).
    const unsigned makes = city.one_of_count == 1 ? city.one_of[0] : 0;
    int dearest = 0;
    for (int r = 0; r < kResourceCount; ++r) {
      const int needed = static_cast<int>(makes >> r & 1) & static_cast<int>((missing >> (8 * r) & 0xFF) != 0);
      dearest = std::max(dearest, needed * price[static_cast<std::size_t>(r)]);
    }
    return priced_units(missing, price) - dearest;
  }
  if (missing == 0) return 0;
  return resource_coins_with_choices(city, missing, discount, price);
}

int card_discount(const City& city, const CardDef& card) {
  return (city.color_discount_colors >> static_cast<int>(card.color) & 1) ? city.color_discount : 0;
}

bool chain_applies(const City& city, const CardDef& card) {
  return card.free_with != kNone && (city.chains >> card.free_with & 1);
}

// Architecture's units, and Agora's Decree 8.
int wonder_discount(const GameState& s, Player p) {
  const int discount = s.cities[p].wonder_discount;
  return s.agora.on ? discount + detail::decree_amount(s, p, DecreeKind::WonderDiscount) : discount;
}

void finish(const GameState& s, Player p, Payment& pay) {
  pay.total = pay.printed_coins + pay.trade_coins;
  pay.affordable = pay.total <= s.spendable(p);
}

// Pantheon's Engineering: a card showing a chain symbol under its cost for a fixed price
// (not a chain construction), or 0 when it does not apply. Out of the base game's hot path.
[[gnu::noinline]] int engineering_price_of(const GameState& s, Player p) {
  return detail::pantheon_amount(s, p, PantheonEffectKind::ChainForCoins);
}
inline int engineering_price(const GameState& s, Player p, const CardDef& card) {
  return s.pantheon.on && card.free_with != kNone ? engineering_price_of(s, p) : 0;
}

// Agora's Decree 15: the opponent's chain symbols count as p's for Buildings.
bool agora_chain_applies(const GameState& s, Player p, const CardDef& card) {
  if (chain_applies(s.cities[p], card)) return true;
  return detail::controls_decree(s, p, DecreeKind::OpponentChains) && chain_applies(s.cities[opponent(p)], card);
}

// Agora's Decrees 5-7 on a card of their colour: one more resource unit waived, or the
// printed coins ignored, whichever leaves less to pay (rulings 20, 7).
bool ignores_a_symbol(const GameState& s, Player p, const CardDef& card) {
  return detail::controls_decree(s, p, DecreeKind::IgnoreCostSymbol, static_cast<std::uint8_t>(card.color));
}

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

[[gnu::noinline]] AgoraCardPrices agora_card_prices(const GameState& s, Player p, int engineering) {
  AgoraCardPrices k;
  k.recruit = detail::recruit_cost(s, p);
  k.chains = s.cities[p].chains;
  if (detail::controls_decree(s, p, DecreeKind::OpponentChains)) k.chains |= s.cities[opponent(p)].chains;
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
inline int agora_card_coins(const City& city, std::uint64_t production, const CardDef& def, const UnitPrices& prices,
                            const AgoraCardPrices& k) {
  // kNone (no chain symbol) & 63 names bit 63, never a chain symbol.
  const bool chain = std::uint64_t{k.chains} >> (def.free_with & 63) & 1;
  const int discount = card_discount(city, def);
  const int resources = resource_coins(city, production, def.cost.resources, discount, prices);
  int coins = def.cost.coins + resources;
  if (k.ignore_colors >> static_cast<int>(def.color) & 1)
    coins = std::min({coins, resources, def.cost.coins + resource_coins(city, production, def.cost.resources, discount + 1, prices)});
  // Engineering's price caps a card showing a chain symbol (selects: whether p holds it
  // and what the card shows vary at random).
  const int cap = def.free_with != kNone && k.engineering > 0 ? k.engineering : std::numeric_limits<int>::max();
  coins = std::min(coins, cap);
  coins = chain ? 0 : coins;
  return def.is_senator() ? k.recruit : coins;
}

}  // namespace

bool detail::constructs_through_chain(const GameState& s, Player p, const CardDef& card) {
  return s.agora.on ? agora_chain_applies(s, p, card) : chain_applies(s.cities[p], card);
}

Payment card_payment(const GameState& s, Player p, CardId card) {
  const CardDef& def = s.rules().cards[card];
  const City& city = s.cities[p];
  Payment pay;
  if (s.agora.on && def.is_senator()) {
    pay.recruit = true;
    pay.printed_coins = detail::recruit_cost(s, p);
  } else if (detail::constructs_through_chain(s, p, def)) {
    pay.chain = true;
    pay.required = def.cost.resources;
  } else {
    pay.printed_coins = def.cost.coins;
    pay_resources(s, p, def.cost.resources, card_discount(city, def), pay);
    if (s.agora.on && ignores_a_symbol(s, p, def)) {
      Payment waived_coins, one_more_unit;
      waived_coins.printed_coins = 0;
      waived_coins.coins_waived = true;
      pay_resources(s, p, def.cost.resources, card_discount(city, def), waived_coins);
      one_more_unit.printed_coins = def.cost.coins;
      pay_resources(s, p, def.cost.resources, card_discount(city, def) + 1, one_more_unit);
      const auto total = [](const Payment& x) { return x.printed_coins + x.trade_coins; };
      if (total(waived_coins) < total(pay) && total(waived_coins) <= total(one_more_unit)) pay = waived_coins;
      else if (total(one_more_unit) < total(pay)) pay = one_more_unit;
    }
    const int fixed = engineering_price(s, p, def);
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
// Without Agora (its prices: agora_card_coins); `engineering` is Engineering's price
// (engineering_price_of, 0 without it).
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
  const int engineering = s.pantheon.on ? engineering_price_of(s, p) : 0;
  if (s.agora.on) return agora_card_coins(city, pack(city.production), def, prices, agora_card_prices(s, p, engineering));
  return card_coins(city, pack(city.production), def, prices, engineering);
}

int wonder_coin_cost(const GameState& s, Player p, WonderId wonder, const UnitPrices& prices) {
  return wonder_coins(s, p, pack(s.cities[p].production), wonder, wonder_discount(s, p), prices);
}

namespace {
// affordable_cards in an Agora game: what the prices share is found once.
[[gnu::noinline]] std::uint32_t affordable_agora_cards(const GameState& s, Player p, const CardId* cards, int n,
                                                       const UnitPrices& prices, int engineering) {
  const City& city = s.cities[p];
  const std::uint64_t production = pack(city.production);
  const AgoraCardPrices k = agora_card_prices(s, p, engineering);
  const int coins = s.spendable(p);
  std::uint32_t affordable = 0;
  for (int i = 0; i < n; ++i) {
    affordable |= static_cast<std::uint32_t>(agora_card_coins(city, production, s.rules().cards[cards[i]], prices, k) <= coins) << i;
  }
  return affordable;
}
}  // namespace

std::uint32_t detail::affordable_cards(const GameState& s, Player p, const CardId* cards, int n, const UnitPrices& prices) {
  const int engineering = s.pantheon.on ? engineering_price_of(s, p) : 0;
  if (s.agora.on) return affordable_agora_cards(s, p, cards, n, prices, engineering);
  const City& city = s.cities[p];
  const std::uint64_t production = pack(city.production);
  const int coins = s.spendable(p);
  std::uint32_t affordable = 0;
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

namespace {
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
  // Tested on the Decrees of the kind p controls, not on p controlling any: which player
  // controls some Decree changes from move to move, a Decree 10 or 11 rarely.
  if (s.agora.on) {
    const DecreeMask decrees =
        s.agora.controlled[p] & s.rules().agora->decrees_of_kind[static_cast<std::size_t>(DecreeKind::BankDiscount)];
    if (decrees != 0) agora_bank_discounts(s, decrees, price);
  }
  return price;
}

}  // namespace duel
