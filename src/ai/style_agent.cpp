#include "duel/ai/style_agent.hpp"

#include "duel/agora_rules.hpp"

namespace duel::ai {
namespace {

// The moves that put a card into the player's city.
bool constructs(ActionType t) {
  return t == ActionType::Construct || t == ActionType::ConstructFromDiscard || t == ActionType::ConstructTopRow ||
         t == ActionType::ConstructRemoved;
}

bool senator_of_kind(const Rules& rules, CardId card, SenatorKind kind) {
  if (!rules.agora) return false;
  const SenatorDef* senator = rules.agora->senator(card);
  return senator != nullptr && senator->kind == kind;
}

}  // namespace

bool style_plan_of(const std::string& name, StylePlan& out) {
  if (name == "conspirators") out = StylePlan::Conspirators;
  else if (name == "politicians") out = StylePlan::Politicians;
  else if (name == "science") out = StylePlan::Science;
  else return false;
  return true;
}

bool follows_plan(const GameState& observation, const Action& a, StylePlan plan) {
  const Rules& rules = observation.rules();
  if (constructs(a.type)) {
    switch (plan) {
      case StylePlan::Conspirators: return senator_of_kind(rules, a.card, SenatorKind::Conspirator);
      case StylePlan::Politicians: return senator_of_kind(rules, a.card, SenatorKind::Politician);
      case StylePlan::Science: return rules.cards[a.card].effects.science != kNone;
    }
  }
  if (plan == StylePlan::Science && a.type == ActionType::ChooseProgress) {
    return rules.progress_tokens[a.card].effects.science != kNone;
  }
  return false;
}

Action StyleAgent::choose(const GameState& observation) {
  ActionList actions;
  observation.legal_actions(actions);
  ActionList planned;
  for (int i = 0; i < actions.size(); ++i) {
    if (follows_plan(observation, actions[i], plan_)) planned.push(actions[i]);
  }
  return greedy_.choose_among(observation, planned.empty() ? actions : planned);
}

}  // namespace duel::ai
