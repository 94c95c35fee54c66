// Choosing who starts the next Age: the player with the weaker military, or who took
// the Age's last card when the Conflict pawn is in the middle.
#include "decision_support.hpp"

namespace duel::detail {
namespace {

void legal(const GameState&, ActionList& out) {
  out.push({ActionType::ChooseFirstPlayer, 0, kNone});
  out.push({ActionType::ChooseFirstPlayer, 1, kNone});
}

Applied apply(GameState& s, const Action& a, EventLog* events) {
  if (!listed_action(s, a)) return Applied::Refused;
  emit(events, EventType::FirstPlayerChosen, s.current, a.card);
  start_turn(s, a.card, events);
  return Applied::Done;
}

std::string move_text(const Rules&, const Action& a, Player, Player) { return "first player " + std::to_string(a.card + 1); }

std::string why(const GameState&, const Action&) { return "choose who starts the next Age"; }

// The engine lays out the next Age before asking, so s.age is the Age to start.
DecisionPrompt prompt(const GameState& s) {
  return {"who starts Age " + std::string(s.age == 2 ? "II" : "III") + "?",
          "The player with the weaker military (or who took the last card) chooses."};
}

std::string explain(const GameState& s, bool, const std::string&) {
  return "choose who starts Age " + std::to_string(s.age) + ": " +
         (s.conflict_pawn != 0 ? "the player behind on the Conflict track chooses"
                               : "the Conflict pawn is in the middle, so the player who took the last card chooses");
}

}  // namespace

const DecisionKind kChooseFirstPlayerDecision{
    .phase = Phase::ChooseFirstPlayer,
    .module = Module::Base,
    .name = "choose-first-player",
    .summary = "choose the first player",
    .status = "who starts the next Age?",
    .from = ChoiceFrom::Players,
    .actions = action_types({ActionType::ChooseFirstPlayer}),
    .has_choice = always_has_choice,
    .legal_actions = legal,
    .is_legal = listed_action,
    .apply = apply,
    .move_text = move_text,
    .why_illegal = why,
    .prompt = prompt,
    .explain = explain,
};

}  // namespace duel::detail
