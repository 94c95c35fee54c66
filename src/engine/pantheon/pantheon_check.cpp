// check() of the Pantheon's part of the state (its `check` hook).
#include <cstdlib>
#include <string>
#include <utility>
#include <vector>

#include "pantheon_hooks.hpp"
#include "pantheon_internal.hpp"

namespace duel::detail::pantheon_hooks {

namespace {
std::string player_name(Player p) { return "player " + std::to_string(p + 1); }
}  // namespace

// Pantheon: every Divinity in exactly one of a space, a deck (of its Mythology) or a
// player's Divinities; the Gate at most once; each Offering token at most once.
std::string check(const GameState& s) {
  std::string first;
  auto fail = [&](std::string what) {
    if (first.empty()) first = std::move(what);
  };
  const PantheonState& ps = s.pantheon;
  const PantheonRules& rules = *s.rules().pantheon;
  std::vector<int> seen(rules.divinities.size(), 0);
  int gates = ps.players[0].gate + ps.players[1].gate;
  auto count = [&](DivinityId d, const std::string& where) {
    if (d >= rules.divinities.size()) return fail(where + " holds an unknown Divinity");
    if (seen[d]++ > 0) fail(rules.divinities[d].name + " is in two places (one is " + where + ")");
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
        fail(rules.divinities[d].name + " is in another Mythology's deck");
    }
  }
  for (Player p = 0; p < 2; ++p) {
    for (std::uint32_t bits = ps.players[p].divinities; bits != 0; bits &= bits - 1)
      count(static_cast<DivinityId>(std::countr_zero(bits)), player_name(p) + "'s Divinities");
  }
  for (std::size_t d = 0; d < rules.divinities.size() && first.empty(); ++d) {
    if (seen[d] == 0) fail(rules.divinities[d].name + " is nowhere");
  }
  if (gates > 1) fail("the Gate is in two places");
  if ((ps.players[0].offerings & ps.players[1].offerings) != 0) fail("both players hold the same Offering token");
  if (ps.minerva != kNoMinerva && std::abs(ps.minerva) > s.rules().military.capital) fail("the Minerva pawn is off the track");
  return first;
}

}  // namespace duel::detail::pantheon_hooks
