// The Wonder selection: 8 Wonders offered in two rounds of 4, picked A B B A, B A A B.
#include <array>

#include "../modules.hpp"
#include "decision_support.hpp"

namespace duel::detail {
namespace {

// Who picks at each step of the Wonder selection: A B B A, then B A A B.
Player selection_picker(int step) {
  const int k = step % 4;
  const Player first_round_picker = (k == 0 || k == 3) ? 0 : 1;
  return static_cast<Player>(first_round_picker ^ (step / 4));
}

void legal(const GameState& s, ActionList& out) {
  const int round = s.selection_step / 4;
  std::array<WonderId, 4> offer{};
  int n = 0;
  for (int i = round * 4; i < round * 4 + 4 && i < s.wonder_order_count; ++i) {
    if (!(s.wonders_picked >> i & 1)) offer[static_cast<std::size_t>(n++)] = s.wonder_order[static_cast<std::size_t>(i)];
  }
  sort_small(offer.data(), n);
  for (int i = 0; i < n; ++i) out.push({ActionType::PickWonder, offer[static_cast<std::size_t>(i)], kNone});
}

// Exactly legal()'s actions, without building the list (every pick is checked).
bool is_legal(const GameState& s, const Action& a) {
  if (a.type != ActionType::PickWonder || a.wonder != kNone) return false;
  const int round = s.selection_step / 4;
  for (int i = round * 4; i < round * 4 + 4 && i < s.wonder_order_count; ++i) {
    if (!(s.wonders_picked >> i & 1) && s.wonder_order[static_cast<std::size_t>(i)] == a.card) return true;
  }
  return false;
}

Applied apply(GameState& s, const Action& a, EventLog* events) {
  if (!is_legal(s, a)) return Applied::Refused;
  const Player p = s.current;
  for (int i = 0; i < s.wonder_order_count; ++i) {
    if (s.wonder_order[static_cast<std::size_t>(i)] == a.card) s.wonders_picked = static_cast<std::uint16_t>(s.wonders_picked | (1U << i));
  }
  put_wonder_in_city(s, p, a.card, events, {EventType::WonderPicked, p, a.card});
  ++s.selection_step;
  // Agora's Knossos' cube, Curia Julia's conspire: decided before the next pick.
  if (modules::wonder_picked(s, p, a.card, events) && !s.pending.empty()) return Applied::Resolved;
  resume_selection(s, events);
  return Applied::Done;
}

std::string move_text(const Rules& rules, const Action& a, Player, Player) { return "pick " + wonder_name(rules, a.card); }

std::string why(const GameState&, const Action&) { return "pick one of the Wonders on offer"; }

DecisionPrompt prompt(const GameState& s) {
  return {"pick a Wonder", "Pick " + std::to_string(s.selection_step + 1) + " of " + std::to_string(2 * kWondersPerPlayer) + "."};
}

std::string explain(const GameState& s, bool, const std::string&) {
  return "Wonder selection: pick " + std::to_string(s.selection_step + 1) + " of " + std::to_string(2 * kWondersPerPlayer);
}

}  // namespace

void resume_selection(GameState& s, EventLog* events) {
  if (s.selection_step < 2 * kWondersPerPlayer) {
    s.phase = Phase::WonderSelection;
    s.current = selection_picker(s.selection_step);
  } else {
    start_age(s, 1, events);
    start_turn(s, 0, events);
  }
}

const DecisionKind kWonderSelectionDecision{
    .phase = Phase::WonderSelection,
    .module = Module::Base,
    .name = "wonder-selection",
    .summary = "wonder selection",
    .status = "pick a Wonder",
    .from = ChoiceFrom::WonderOffer,
    .actions = action_types({ActionType::PickWonder}),
    .has_choice = always_has_choice,
    .legal_actions = legal,
    .is_legal = is_legal,
    .apply = apply,
    .move_text = move_text,
    .why_illegal = why,
    .prompt = prompt,
    .explain = explain,
};

}  // namespace duel::detail
