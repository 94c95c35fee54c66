// check() of Agora's part of the state (its `check` hook).
#include <string>
#include <utility>
#include <vector>

#include "agora_hooks.hpp"
#include "../check_report.hpp"
#include "agora_internal.hpp"

namespace duel::detail::agora_hooks {

// Agora: every Conspiracy in exactly one of the deck, the draw or a hand; each Decree at
// most once in the Senate; each player's cubes all in the Senate or the supply; the
// controllers kept up to date.
std::string check(const GameState& s) {
  CheckReport report;
  const AgoraState& a = s.agora;
  const AgoraRules& rules = *s.rules().agora;
  std::vector<int> seen(rules.conspiracies.size(), 0);
  auto count = [&](ConspiracyId c, const std::string& where) {
    if (c >= rules.conspiracies.size()) return report.fail(where + " holds an unknown Conspiracy");
    if (seen[c]++ > 0) report.fail(rules.conspiracies[c].name + " is in two places (one is " + where + ")");
  };
  for (int i = 0; i < a.deck_count; ++i) count(a.deck[static_cast<std::size_t>(i)], "the Conspiracy deck");
  for (int i = 0; i < a.drawn_count; ++i) count(a.drawn[static_cast<std::size_t>(i)], "the Conspiracies drawn");
  for (Player p = 0; p < 2; ++p) {
    for (int i = 0; i < a.hands[p].count; ++i) count(a.hands[p].ids[static_cast<std::size_t>(i)], player_name(p) + "'s Conspiracies");
    if (a.cubes_in_senate(p) + a.supply[p] != rules.cubes_per_player) report.fail(player_name(p) + "'s cubes do not add up");
  }
  for (std::size_t c = 0; c < rules.conspiracies.size() && report.ok(); ++c) {
    if (seen[c] == 0) report.fail(rules.conspiracies[c].name + " is nowhere");
  }
  std::vector<int> decrees(rules.decrees.size(), 0);
  for (int c = 0; c < kChambers; ++c) {
    const auto i = static_cast<std::size_t>(c);
    for (int k = 0; k < a.decree_count[i]; ++k) {
      const DecreeId d = a.decrees[i][static_cast<std::size_t>(k)];
      if (d >= rules.decrees.size() || decrees[d]++ > 0) report.fail("Chamber " + std::to_string(c + 1) + " holds an unknown or repeated Decree");
    }
    const Player now = a.cubes[0][i] > a.cubes[1][i] ? 0 : a.cubes[1][i] > a.cubes[0][i] ? 1 : kNone;
    if (now != a.controller[i]) report.fail("Chamber " + std::to_string(c + 1) + "'s controller is not the one with more cubes");
  }
  if (controlled_decrees(a) != a.controlled) report.fail("the Decrees each player controls are not those of their Chambers");
  return report.first;
}

}  // namespace duel::detail::agora_hooks
