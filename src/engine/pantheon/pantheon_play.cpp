// The Pantheon's Play action (its play hooks, pantheon_hooks.hpp): activating a
// Divinity or the Gate from a revealed space, from Age II on.
#include <algorithm>
#include <array>
#include <bit>
#include <string>
#include <vector>

#include "../decisions/decision_support.hpp"
#include "pantheon_hooks.hpp"
#include "pantheon_internal.hpp"

namespace duel::detail {

namespace {

// The Pantheon's activations (Ages II and III): each Divinity and the Gate on a revealed
// space, with each set of the Offering tokens held that leaves a cost p can pay. Kept out
// of legal()'s inlined body: the base game's hot path.
[[gnu::noinline]] void legal_activations(const GameState& s, Player p, ActionList& out) {
  const PantheonState& ps = s.pantheon;
  // The Divinities on revealed spaces as a set of ids, read back in increasing order (the
  // actions' key order), the Gate (kGate, above every Divinity) last: no sort, and no
  // branch on which spaces are revealed.
  static_assert(kMythologyCount * kMaxDivinitiesEach <= 62 && (kNone & 63) >= 62 && (kGate & 63) >= 62,
                "Divinity ids, kNone and kGate apart in a 64-bit set");
  std::uint64_t divinities = 0;
  std::array<std::uint8_t, 64> space_of_divinity;  // read only for the ids in `divinities`
  int gate_space = -1;
  for (std::uint32_t bits = ps.revealed & ((1U << ps.space_count) - 1); bits != 0; bits &= bits - 1) {
    const int i = std::countr_zero(bits);
    const DivinityId d = ps.spaces[static_cast<std::size_t>(i)];
    divinities |= std::uint64_t{d != kNone && d != kGate} << (d & 63);
    space_of_divinity[d & 63] = static_cast<std::uint8_t>(i);
    gate_space = d == kGate ? i : gate_space;
  }
  if (divinities == 0 && gate_space < 0) return;
  const PantheonRules& rules = *s.rules().pantheon;
  const std::uint8_t held = ps.players[p].offerings;
  // The sets of the held Offering tokens in increasing order ((set - held) & held is the
  // next one), with the coins each takes off, built up a token at a time.
  std::array<int, 1 << kMaxOfferings> offering_coins;  // read only for subsets of `held`
  offering_coins[0] = 0;
  for (unsigned set = held & (0U - held); set != 0; set = (set - held) & held)
    offering_coins[set] = offering_coins[set & (set - 1)] + rules.offering_tokens[static_cast<std::size_t>(std::countr_zero(set))];
  const int coins = s.spendable(p);
  const int discount = pantheon_amount(s, p, PantheonEffectKind::PantheonDiscount);
  // Every candidate is written and counted only when affordable: no branch on the
  // coins, which vary at random (the list has room for every candidate). The sets are
  // walked again for each card rather than kept in a list: GCC unrolled a loop over a
  // list of up to 16 sets into byte extractions that cost more than the walk.
  Action* items = out.items.data();
  int count = out.count;
  const auto offer = [&](DivinityId d, int space) {
    const int doubled = doubled_space_cost(rules, space, p, d);
    const int before_offerings = doubled - std::min(doubled, discount);  // as activation_price
    for (unsigned set = 0;; set = (set - held) & held) {
      items[count] = {ActionType::Activate, d, static_cast<std::uint8_t>(set)};
      count += std::max(0, before_offerings - offering_coins[set]) <= coins;
      if (set == held) break;
    }
  };
  for (std::uint64_t bits = divinities; bits != 0; bits &= bits - 1) {
    const int d = std::countr_zero(bits);
    offer(static_cast<DivinityId>(d), space_of_divinity[static_cast<std::size_t>(d)]);
  }
  if (gate_space >= 0) offer(kGate, gate_space);
  out.count = count;
}

// "activate Mars", "activate The Gate with offerings 2 and 3": the tokens by value.
std::string activation_text(const Rules& rules, const Action& a) {
  std::string text = "activate " + (rules.pantheon ? rules.pantheon->name_of(a.card) : std::string("?"));
  std::vector<std::string> values;
  for (int i = 0; i < kMaxOfferings && rules.pantheon; ++i) {
    if ((a.wonder >> i & 1) && static_cast<std::size_t>(i) < rules.pantheon->offering_tokens.size())
      values.push_back(std::to_string(rules.pantheon->offering_tokens[static_cast<std::size_t>(i)]));
  }
  if (values.empty()) return text;
  text += values.size() == 1 ? " with offering " : " with offerings ";
  for (std::size_t i = 0; i < values.size(); ++i) text += (i == 0 ? "" : i + 1 == values.size() ? " and " : ", ") + values[i];
  return text;
}

// The values of a set of Offering tokens: "3", "2 and 4".
std::string offering_values(const Rules& rules, unsigned set) {
  std::vector<std::string> values;
  for (int i = 0; i < kMaxOfferings; ++i) {
    if ((set >> i & 1) && static_cast<std::size_t>(i) < rules.pantheon->offering_tokens.size())
      values.push_back(std::to_string(rules.pantheon->offering_tokens[static_cast<std::size_t>(i)]));
  }
  std::string out;
  for (std::size_t i = 0; i < values.size(); ++i) out += (i == 0 ? "" : i + 1 == values.size() ? " and " : ", ") + values[i];
  return out;
}

// Why an activation is refused: not in the Pantheon, Age I, tokens not held, coins.
std::string why_not_activate(const GameState& s, const Action& a) {
  const Player p = s.to_move();
  if (!s.pantheon.on) return "this game is played without the Pantheon";
  if (s.age < 2) return "the Pantheon's cards can be activated from Age II on";
  if (a.card == kNone || space_of(s.pantheon, a.card) < 0) return "that card is not in the Pantheon";
  const std::uint8_t held = s.pantheon.players[p].offerings;
  if ((a.wonder & ~held) != 0) return "you hold no Offering token " + offering_values(s.rules(), a.wonder & ~held) +
                                      " (you hold " + (held ? offering_values(s.rules(), held) : std::string("none")) + ")";
  const int cost = activation_cost(s, p, a.card, a.wonder);
  if (cost > s.spendable(p)) return coins_short(cost, s.spendable(p));
  return "not allowed now";
}

}  // namespace

namespace pantheon_hooks {

void play_actions(const GameState& s, Player p, const CardId*, int, ActionList& out) {
  if (s.age >= 2) legal_activations(s, p, out);  // the Pantheon opens in Age II
}

[[gnu::noinline]] int play_action_cost(const GameState& s, const Action& a) {
  if (s.phase != Phase::Play) return -1;
  const int coins = activation_cost(s, s.current, a.card, a.wonder);
  return coins <= s.spendable(s.current) ? coins : -1;
}

void apply_play_action(GameState& s, Player p, const Action& a, int cost, EventLog* events) {
  s.last_card_player = p;
  activate(s, p, a.card, a.wonder, cost, events);
}

std::string play_action_text(const Rules& rules, const Action& a, Player, Player) { return activation_text(rules, a); }

// Before the structure's checks: an activation takes no card from it.
std::string why_not_play_action(const GameState& s, const Action& a, bool card_checked) {
  return card_checked ? std::string() : why_not_activate(s, a);
}

std::string play_prompt(const GameState& s) { return s.age >= 2 ? "activate one from the Pantheon" : ""; }

}  // namespace pantheon_hooks

}  // namespace duel::detail
