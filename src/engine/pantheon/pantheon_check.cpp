// check() of the Pantheon's part of the state (its `check` hook).
#include <cstdlib>
#include <string>
#include <utility>
#include <vector>

#include "pantheon_hooks.hpp"
#include "../check_report.hpp"
#include "pantheon_internal.hpp"

namespace duel::detail::pantheon_hooks {

// Pantheon: every Divinity in exactly one of a space, a deck (of its Mythology) or a
// player's Divinities; the Gate at most once; each Offering token at most once.
std::string check(const GameState& s) {
  CheckReport report;
  const PantheonState& ps = s.pantheon;
  const PantheonRules& rules = *s.rules().pantheon;
  std::vector<int> seen(rules.divinities.size(), 0);
  int gates = ps.players[0].gate + ps.players[1].gate;
  auto count = [&](DivinityId d, const std::string& where) {
    if (d >= rules.divinities.size()) return report.fail(where + " holds an unknown Divinity");
    if (seen[d]++ > 0) report.fail(rules.divinities[d].name + " is in two places (one is " + where + ")");
  };
  for (int i = 0; i < ps.space_count; ++i) {
    const DivinityId d = ps.spaces[static_cast<std::size_t>(i)];
    if (d == kGate) ++gates;
    else if (d != kNone) count(d, "space " + std::to_string(i + 1));
  }
  for (int m = 0; m < kMythologyCount; ++m) {
    for (int i = 0; i < ps.deck_count[static_cast<std::size_t>(m)]; ++i) {
      const DivinityId d = ps.decks[static_cast<std::size_t>(m)][static_cast<std::size_t>(i)];
      count(d, "a deck");
      if (d < rules.divinities.size() && static_cast<int>(rules.divinities[d].mythology) != m)
        report.fail(rules.divinities[d].name + " is in another Mythology's deck");
    }
  }
  for (Player p = 0; p < 2; ++p) {
    for (std::uint32_t bits = ps.players[p].divinities; bits != 0; bits &= bits - 1)
      count(static_cast<DivinityId>(std::countr_zero(bits)), player_name(p) + "'s Divinities");
  }
  for (std::size_t d = 0; d < rules.divinities.size() && report.ok(); ++d) {
    if (seen[d] == 0) report.fail(rules.divinities[d].name + " is nowhere");
  }
  if (gates > 1) report.fail("the Gate is in two places");
  if ((ps.players[0].offerings & ps.players[1].offerings) != 0) report.fail("both players hold the same Offering token");
  if (ps.minerva != kNoMinerva && std::abs(ps.minerva) > s.rules().military.capital) report.fail("the Minerva pawn is off the track");
  return report.first;
}

}  // namespace duel::detail::pantheon_hooks
