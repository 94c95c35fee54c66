// The Pantheon's rows of the end-game score sheet (its `score` hook).
#include <algorithm>
#include <bit>

#include "pantheon_hooks.hpp"
#include "pantheon_internal.hpp"

namespace duel::detail::pantheon_hooks {

// Pantheon (reference/pantheon.md "Scoring"): the Divinities' VP and the coins left on
// Astarte; the Grand Temples by how many are built; Mysticism under Progress.
void score(const GameState& s, Player p, ScoreSheet& sheet) {
  const PantheonRules& rules = *s.rules().pantheon;
  const PantheonHoldings& h = s.pantheon.players[p];
  int divinities = h.astarte_coins;
  for (std::uint32_t bits = h.divinities; bits != 0; bits &= bits - 1) {
    divinities += victory_points_of(s, p, rules.divinities[static_cast<std::size_t>(std::countr_zero(bits))].effects);
  }
  sheet.points[static_cast<int>(ScoreCategory::Divinities)] = divinities;
  int temples = 0;
  for (const GrandTempleDef& t : rules.grand_temples) temples += t.card != kNone && s.cities[p].cards.contains(t.card);
  if (temples > 0 && !rules.grand_temple_points.empty()) {
    const std::size_t row = std::min<std::size_t>(static_cast<std::size_t>(temples), rules.grand_temple_points.size()) - 1;
    sheet.points[static_cast<int>(ScoreCategory::GrandTemples)] = rules.grand_temple_points[row];
  }
  int tokens = std::popcount(h.offerings);
  for (std::uint8_t n : h.mythology_tokens) tokens += n;
  sheet.points[static_cast<int>(ScoreCategory::Progress)] +=
      tokens * pantheon_amount(s, p, PantheonEffectKind::VictoryPointsPerPantheonToken);
}

}  // namespace duel::detail::pantheon_hooks
