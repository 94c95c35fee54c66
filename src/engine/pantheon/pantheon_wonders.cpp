// Pantheon's Egyptian Divinities, which act on Wonders: Anubis unbuilds one (its card
// to the discard pile), Isis builds one with a card from the discard pile, Ra takes an
// opponent's unbuilt Wonder.
#include <algorithm>

#include "pantheon_support.hpp"

namespace duel::detail {
namespace {

int index_in(const City& c, WonderId w) {
  for (int i = 0; i < c.wonder_count; ++i) {
    if (c.wonders[i] == w && w != kNone) return i;
  }
  return -1;
}

template <typename F>
void for_each_wonder(const City& c, F&& f) {
  for (int i = 0; i < c.wonder_count; ++i) {
    if (c.wonders[i] != kNone) f(c.wonders[i], c.wonder_built(i));
  }
}

// --- Anubis ---------------------------------------------------------------------------

bool anubis_has_choice(const GameState& s, const DecisionFrame&) { return s.wonders_built_total() > 0; }

void anubis_legal(const GameState& s, ActionList& out) {
  std::array<WonderId, 2 * kMaxCityWonders> built{};
  int n = 0;
  for (const City& c : s.cities) for_each_wonder(c, [&](WonderId w, bool b) { if (b) built[static_cast<std::size_t>(n++)] = w; });
  sort_small(built.data(), n);
  for (int i = 0; i < n; ++i) out.push({ActionType::DiscardWonderCard, built[static_cast<std::size_t>(i)], kNone});
}

// The Wonder counts as unbuilt again; what it gave once stays given (rulings 15).
Applied anubis_apply(GameState& s, const Action& a, EventLog* events) {
  if (!take_pick(s, a)) return Applied::Refused;
  for (Player q = 0; q < 2; ++q) {
    City& c = s.cities[q];
    const int i = index_in(c, a.card);
    if (i < 0) continue;
    untuck_wonder_card(s, q, i, events, {EventType::WonderUnbuilt, q, a.card, c.wonder_cards[i]});
  }
  return Applied::Resolved;
}

std::string anubis_text(const Rules& rules, const Action& a, Player, Player) { return "unbuild " + wonder_name(rules, a.card); }
std::string anubis_why(const GameState& s, const Action& a) {
  if (a.type == ActionType::DiscardWonderCard && a.card < s.rules().wonders.size()) return wonder_name(s.rules(), a.card) + " is not built";
  return "choose a built Wonder, yours or the opponent's";
}
DecisionPrompt anubis_prompt(const GameState& s) {
  return {"put the card under a built Wonder in the discard pile",
          source_or(s, "Anubis") + ": the Wonder counts as unbuilt again and can be built again."};
}
std::string anubis_explain(const GameState& s, bool, const std::string&) {
  return source_or(s, "Anubis") + ": unbuild a Wonder (yours or the opponent's)";
}

// --- Isis -----------------------------------------------------------------------------

bool isis_has_choice(const GameState& s, const DecisionFrame& frame) {
  if (s.discard_count == 0 || s.wonders_built_total() >= s.rules().constants.wonder_limit) return false;
  bool any = false;
  for_each_wonder(s.cities[frame.player], [&](WonderId, bool built) { any = any || !built; });
  return any;
}

void isis_legal(const GameState& s, ActionList& out) {
  std::array<WonderId, kMaxCityWonders> unbuilt{};
  int n = 0;
  for_each_wonder(s.cities[s.current], [&](WonderId w, bool built) { if (!built) unbuilt[static_cast<std::size_t>(n++)] = w; });
  sort_small(unbuilt.data(), n);
  CardSet pile;
  for (int i = 0; i < s.discard_count; ++i) pile.insert(s.discard_pile[static_cast<std::size_t>(i)]);
  pile.for_each([&](CardId c) {
    for (int w = 0; w < n; ++w) out.push({ActionType::WonderFromDiscard, c, unbuilt[static_cast<std::size_t>(w)]});
  });
}

Applied isis_apply(GameState& s, const Action& a, EventLog* events) {
  if (!take_pick(s, a)) return Applied::Refused;
  remove_from_discard(s, a.card);
  emit(events, EventType::WonderBuilt, s.current, a.wonder, a.card, 0);
  build_wonder(s, s.current, a.card, a.wonder, events);
  return Applied::Resolved;
}

std::string isis_text(const Rules& rules, const Action& a, Player, Player) {
  return "wonder " + wonder_name(rules, a.wonder) + " with " + card_name(rules, a.card) + " from the discard pile";
}
std::string isis_why(const GameState& s, const Action& a) {
  if (a.type == ActionType::WonderFromDiscard && a.card < s.rules().cards.size() && a.wonder < s.rules().wonders.size()) {
    if (std::find(s.discard_pile.begin(), s.discard_pile.begin() + s.discard_count, a.card) == s.discard_pile.begin() + s.discard_count)
      return card_name(s.rules(), a.card) + " is not in the discard pile";
    return wonder_name(s.rules(), a.wonder) + " is not one of your unbuilt Wonders";
  }
  return "choose one of your unbuilt Wonders and a card of the discard pile";
}
DecisionPrompt isis_prompt(const GameState& s) {
  return {"build a Wonder with a card from the discard pile", source_or(s, "Isis") + ": for free."};
}
std::string isis_explain(const GameState& s, bool, const std::string&) {
  return source_or(s, "Isis") + ": build one of your Wonders for free with a card of the discard pile";
}

// --- Ra -------------------------------------------------------------------------------

bool ra_has_choice(const GameState& s, const DecisionFrame& frame) {
  bool any = false;
  for_each_wonder(s.cities[opponent(frame.player)], [&](WonderId, bool built) { any = any || !built; });
  return any && s.cities[frame.player].wonder_count < kMaxCityWonders;
}

void ra_legal(const GameState& s, ActionList& out) {
  std::array<WonderId, kMaxCityWonders> unbuilt{};
  int n = 0;
  for_each_wonder(s.cities[opponent(s.current)], [&](WonderId w, bool built) { if (!built) unbuilt[static_cast<std::size_t>(n++)] = w; });
  sort_small(unbuilt.data(), n);
  for (int i = 0; i < n; ++i) out.push({ActionType::TakeOpponentWonder, unbuilt[static_cast<std::size_t>(i)], kNone});
}

// The Wonder leaves the opponent's row (the rest close up) and joins the taker's.
Applied ra_apply(GameState& s, const Action& a, EventLog* events) {
  if (!take_pick(s, a)) return Applied::Refused;
  const Player p = s.current;
  const int i = index_in(s.cities[opponent(p)], a.card);
  move_city_wonder(s, opponent(p), p, i, events, {EventType::WonderTaken, p, a.card});
  return Applied::Resolved;
}

std::string ra_text(const Rules& rules, const Action& a, Player, Player) { return "steal " + wonder_name(rules, a.card); }
std::string ra_why(const GameState&, const Action&) { return "choose one of the opponent's unbuilt Wonders"; }
DecisionPrompt ra_prompt(const GameState& s) {
  return {"take one of the opponent's unbuilt Wonders", source_or(s, "Ra") + ": it joins your Wonders."};
}
std::string ra_explain(const GameState& s, bool, const std::string&) {
  return source_or(s, "Ra") + ": take an unbuilt Wonder from the opponent";
}

}  // namespace

const DecisionKind kDiscardWonderCardDecision{
    .phase = Phase::DiscardWonderCard,
    .module = Module::Pantheon,
    .name = "unbuild-wonder",
    .summary = "unbuild a Wonder",
    .status = "unbuild a Wonder",
    .from = ChoiceFrom::Wonders,
    .actions = action_types({ActionType::DiscardWonderCard}),
    .has_choice = anubis_has_choice,
    .legal_actions = anubis_legal,
    .is_legal = listed_action,
    .apply = anubis_apply,
    .move_text = anubis_text,
    .why_illegal = anubis_why,
    .prompt = anubis_prompt,
    .explain = anubis_explain,
};

const DecisionKind kWonderFromDiscardDecision{
    .phase = Phase::WonderFromDiscard,
    .module = Module::Pantheon,
    .name = "wonder-from-discard",
    .summary = "build a Wonder from the discard pile",
    .status = "build a Wonder from the discard pile",
    .from = ChoiceFrom::DiscardPile,
    .actions = action_types({ActionType::WonderFromDiscard}),
    .has_choice = isis_has_choice,
    .legal_actions = isis_legal,
    .is_legal = listed_action,
    .apply = isis_apply,
    .move_text = isis_text,
    .why_illegal = isis_why,
    .prompt = isis_prompt,
    .explain = isis_explain,
};

const DecisionKind kTakeOpponentWonderDecision{
    .phase = Phase::TakeOpponentWonder,
    .module = Module::Pantheon,
    .name = "take-opponent-wonder",
    .summary = "take an opponent's Wonder",
    .status = "take an opponent's Wonder",
    .from = ChoiceFrom::Wonders,
    .actions = action_types({ActionType::TakeOpponentWonder}),
    .has_choice = ra_has_choice,
    .legal_actions = ra_legal,
    .is_legal = listed_action,
    .apply = ra_apply,
    .move_text = ra_text,
    .why_illegal = ra_why,
    .prompt = ra_prompt,
    .explain = ra_explain,
};

}  // namespace duel::detail
