// Constructing a card of the discard pile for free (in the base game: the Mausoleum).

#include "decision_support.hpp"

namespace duel::detail {
namespace {

bool has_choice(const GameState& s, const DecisionFrame&) { return s.discard_count > 0; }

void legal(const GameState& s, ActionList& out) {
  CardSet pile;
  for (int i = 0; i < s.discard_count; ++i) pile.insert(s.discard_pile[static_cast<std::size_t>(i)]);
  pile.for_each([&](CardId c) { out.push({ActionType::ConstructFromDiscard, c, kNone}); });
}

Applied apply(GameState& s, const Action& a, EventLog* events) {
  if (!listed_action(s, a)) return Applied::Refused;
  resolve_pick(s);
  remove_from_discard(s, a.card);
  emit(events, EventType::CardConstructed, s.current, a.card, 0, 0);
  const int before = s.pending.size();
  construct_card(s, s.current, a.card, false, events);
  tag_new_decisions(s, before, {SourceKind::Card, a.card});
  return Applied::Resolved;
}

std::string move_text(const Rules& rules, const Action& a, Player, Player) {
  return "construct discarded " + card_name(rules, a.card);
}

std::string why(const GameState&, const Action&) { return "choose a card from the discard pile"; }

std::string source_words(const GameState& s) {
  const DecisionFrame* frame = current_frame(s);
  return frame ? source_name(s.rules(), frame->source) : std::string();
}

DecisionPrompt prompt(const GameState& s) {
  const std::string source = source_words(s);
  return {"construct a card from the discard pile for free",
          (source.empty() ? std::string("The Mausoleum") : source) + ": any card of the discard pile."};
}

std::string explain(const GameState& s, bool, const std::string&) {
  const std::string source = source_words(s);
  return "construct a card from the discard pile for free" + (source.empty() ? std::string() : " (" + source + ")");
}

}  // namespace

const DecisionKind kConstructFromDiscardDecision{
    .phase = Phase::ConstructFromDiscard,
    .module = Module::Base,
    .name = "construct-from-discard",
    .summary = "construct from the discard pile",
    .status = "build from the discard pile",
    .from = ChoiceFrom::DiscardPile,
    .actions = action_types({ActionType::ConstructFromDiscard}),
    .has_choice = has_choice,
    .legal_actions = legal,
    .is_legal = listed_action,
    .apply = apply,
    .move_text = move_text,
    .why_illegal = why,
    .prompt = prompt,
    .explain = explain,
};

}  // namespace duel::detail
