// Prices shared by the base game's payment (payment.cpp), legal action generation
// (decisions/play.cpp), which asks whether the player to move can pay for every
// accessible card and each unbuilt Wonder (one call prices them all, with what the
// prices share worked out once), and the modules' price hooks (agora/agora_prices.cpp).
#pragma once

#include <bit>
#include <cstdint>
#include <cstring>

#if defined(__SSE2__)
#include <emmintrin.h>
#elif defined(__ARM_NEON)
#include <arm_neon.h>
#endif

#include "duel/payment.hpp"

namespace duel::detail {

// Bit i set when p can pay for cards[i] now (n <= 32).
std::uint32_t affordable_cards(const GameState& s, Player p, const CardId* cards, int n, const UnitPrices& prices);
// Whether p constructs `card` through a chain: their own chain symbol, or by a module's
// rule (Agora's Decree 15: the opponent's; ruling 29: Urbanism pays for both).
bool constructs_through_chain(const GameState& s, Player p, const CardDef& card);
// Bit i set when p's Wonder i (cities[p].wonders[i], unbuilt) can be paid for now.
std::uint32_t affordable_wonders(const GameState& s, Player p, const UnitPrices& prices);

// Fills the resource part of `pay` (from_production, waived, bought, trade_coins).
void pay_resources(const GameState& s, Player p, const ResourceCounts& required, int discount, Payment& pay);

// The colour discount (Agora's and the base game's) on a card.
inline int card_discount(const City& city, const CardDef& card) {
  return (city.color_discount_colors >> static_cast<int>(card.color) & 1) ? city.color_discount : 0;
}

// Whether the city holds the chain symbol shown under the card's cost.
inline bool chain_applies(const City& city, const CardDef& card) {
  return card.free_with != kNone && (city.chains >> card.free_with & 1);
}

// Five resource counts packed in the low 5 bytes of a word. Put together in registers:
// a 5-byte copy into a zeroed word goes through memory as two narrow stores and one
// wide load, which the processor cannot forward (a stall of a dozen cycles).
inline std::uint64_t pack(const ResourceCounts& counts) {
  static_assert(kResourceCount == 5, "four bytes and one");
  std::uint32_t first_four = 0;
  std::memcpy(&first_four, counts.data(), sizeof first_four);
  return first_four | std::uint64_t{counts[4]} << 32;
}

// For each of the five bytes, required - production where required is larger, else 0:
// a per-byte saturating subtraction, exact for counts from 0 to 255 (kMaxCityTotal).
// One SSE2 / NEON instruction where available: legal action generation prices every
// accessible card and Wonder, so this is the engine's hottest line.
inline std::uint64_t missing_units(std::uint64_t required, std::uint64_t production) {
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
inline int priced_units(std::uint64_t missing, const UnitPrices& price) {
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
// "one of" producers (resource_coins below prices the rest): kept out of line.
int resource_coins_with_choices(const City& city, std::uint64_t missing, int discount, const UnitPrices& price);

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

}  // namespace duel::detail
