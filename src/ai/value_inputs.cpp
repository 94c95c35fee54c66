// The value network's inputs (value_net.hpp, value_layout): each city's cards, Wonders,
// Progress tokens, coins, points, science, production and Military tokens, then the
// Conflict pawn, the Age, who moves and the structure's cards. Reads a complete state.
#include <algorithm>

#include "duel/ai/value_net.hpp"
#include "duel/scoring.hpp"

namespace duel::ai {
namespace {

using namespace value_layout;

// Thermometer: one input per step the amount reaches.
template <std::size_t N>
void steps(ValueInputs& out, int& base, int amount, const std::array<int, N>& thresholds) {
  for (std::size_t i = 0; i < N; ++i) {
    if (amount >= thresholds[i]) out.add(base + static_cast<int>(i), 1.0f);
  }
  base += static_cast<int>(N);
}

void city_inputs(const GameState& s, Player p, ValueInputs& out, int base) {
  const City& c = s.cities[p];
  c.cards.for_each([&](CardId card) { out.add(base + card, 1.0f); });
  base += kMaxCards;
  for (int i = 0; i < c.wonder_count; ++i) {
    const WonderId w = c.wonders[static_cast<std::size_t>(i)];
    if (w == kNone || w >= kMaxWonders) continue;
    out.add(base + (c.wonder_built(i) ? 0 : kMaxWonders) + w, 1.0f);
  }
  base += 2 * kMaxWonders;
  for (int t = 0; t < kMaxTokens; ++t) {
    if (c.progress >> t & 1) out.add(base + t, 1.0f);
  }
  base += kMaxTokens;
  steps(out, base, c.coins, std::array<int, kCoinSteps>{1, 2, 3, 4, 5, 6, 8, 10, 12, 15, 20, 25});
  steps(out, base, score_sheet(s, p).total(), std::array<int, kPointSteps>{5, 10, 15, 20, 25, 30, 35, 40, 50, 60});
  const int symbols = static_cast<int>(std::count_if(c.science.begin(), c.science.end(), [](auto n) { return n > 0; }));
  steps(out, base, symbols, std::array<int, kScienceSteps>{1, 2, 3, 4, 5, 6});
  for (int r = 0; r < kResourceCount; ++r) {
    steps(out, base, c.production[static_cast<std::size_t>(r)], std::array<int, kProductionSteps>{1, 2, 3});
  }
  steps(out, base, c.one_of_count, std::array<int, kOneOfSteps>{1, 2, 3});
  for (int r = 0; r < kResourceCount; ++r) {
    if (c.fixed_price[static_cast<std::size_t>(r)] != 0) out.add(base + r, 1.0f);
  }
  base += kResourceCount;
  for (int zone = 0; zone < kMaxMilitaryZones; ++zone) {
    if (s.military_token_present(p, zone)) out.add(base + zone, 1.0f);  // coins p may still lose
  }
}

}  // namespace

void value_inputs(const GameState& s, Player me, ValueInputs& out) {
  out.count = 0;
  city_inputs(s, me, out, 0);
  city_inputs(s, opponent(me), out, kCity);
  int base = 2 * kCity;
  const int pawn = me == 0 ? s.conflict_pawn : -s.conflict_pawn;  // towards the opponent's capital
  out.add(base + kPawnReach + std::clamp(pawn, -kPawnReach, kPawnReach), 1.0f);
  base += 2 * kPawnReach + 1;
  out.add(base + std::clamp<int>(s.age, 1, kAges) - 1, 1.0f);
  base += kAges;
  if (s.to_move() == me) out.add(base, 1.0f);
  base += 1;
  for (int slot = 0; slot < s.slot_count(); ++slot) {
    if (!(s.present >> slot & 1)) continue;
    const CardId card = s.slots[static_cast<std::size_t>(slot)];
    if (card == kNone || card >= kMaxCards) continue;
    out.add(base + card, 1.0f);
    if (s.slot_accessible(slot)) out.add(base + kMaxCards + card, 1.0f);
  }
}

}  // namespace duel::ai
