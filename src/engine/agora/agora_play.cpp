// Agora's Play action (its play hooks, agora_hooks.hpp): preparing a Conspiracy under
// an accessible card of the structure.
#include <algorithm>
#include <array>
#include <bit>
#include <string>

#include "agora_hooks.hpp"
#include "agora_support.hpp"
#include "duel/notation.hpp"

namespace duel::detail {

namespace {
// Agora: each accessible card under each of the player's unprepared Conspiracies.
[[gnu::noinline]] void legal_preparations(const GameState& s, Player p, const CardId* cards, int n,
                                          ActionList& out) {
  const ConspiracyHand& h = s.agora.hands[p];
  // Read back from a set of ids in increasing order: no sort.
  static_assert(kMaxConspiracies <= 32, "ConspiracyIds in a 32-bit set");
  std::uint32_t ids = 0;
  for (int i = 0; i < h.count; ++i) {
    if (!h.prepared(i) && !h.is_triggered(i)) ids |= 1U << h.ids[static_cast<std::size_t>(i)];
  }
  std::array<ConspiracyId, kMaxConspiracies> open{};
  int m = 0;
  for (; ids != 0; ids &= ids - 1) open[static_cast<std::size_t>(m++)] = static_cast<ConspiracyId>(std::countr_zero(ids));
  for (int i = 0; i < n; ++i) {
    for (int j = 0; j < m; ++j) out.push({ActionType::PrepareConspiracy, cards[i], open[static_cast<std::size_t>(j)]});
  }
}
}  // namespace

namespace agora_hooks {

void play_actions(const GameState& s, Player p, const CardId* cards, int n, ActionList& out) {
  if (s.agora.hands[p].count > 0) legal_preparations(s, p, cards, n, out);
}

// 0 when the card is accessible and `a.wonder` is one of the player's unprepared,
// untriggered Conspiracies, else -1.
[[gnu::noinline]] int play_action_cost(const GameState& s, const Action& a) {
  if (s.phase != Phase::Play || a.card == kNone || s.slot_of(a.card, s.accessible_slots()) < 0) return -1;
  if (a.wonder == kNone) return -1;
  const ConspiracyHand& h = s.agora.hands[s.current];
  for (int i = 0; i < h.count; ++i) {
    if (h.ids[static_cast<std::size_t>(i)] == a.wonder) return !h.prepared(i) && !h.is_triggered(i) ? 0 : -1;
  }
  return -1;
}

void apply_play_action(GameState& s, Player p, const Action& a, int, EventLog* events) {
  const ConspiracyHand& h = s.agora.hands[p];
  s.remove_from_structure(s.slot_of(a.card, s.accessible_slots()));
  s.last_card_player = p;
  prepare_conspiracy(s, p, a.card, static_cast<int>(std::find(h.ids.begin(), h.ids.begin() + h.count, a.wonder) - h.ids.begin()), events);
}

// The Conspiracy is the mover's secret.
std::string play_action_text(const Rules& rules, const Action& a, Player viewer, Player mover) {
  const bool seen = viewer == kReferee || viewer == mover;
  return "prepare " + (seen ? conspiracy_name(rules, a.wonder) : std::string("a Conspiracy")) + " with " + card_name(rules, a.card);
}

// After the structure's checks (the card is accessible).
std::string why_not_play_action(const GameState& s, const Action&, bool card_checked) {
  if (!card_checked) return "";
  if (!s.agora.on) return "this game is played without Agora";
  return "that is not one of your unprepared Conspiracies";
}

}  // namespace agora_hooks

}  // namespace duel::detail
