// A recruited Senator's Senate actions: a Politician's (place a cube in one of its
// section's two Chambers or move one of yours to a neighbouring Chamber, as many times
// as the blue cards allow, the rest skippable) and a Conspirator's (a cube in any
// Chamber, or conspire).
#include "agora_support.hpp"

namespace duel::detail {
namespace {

// --- Politician -----------------------------------------------------------------------

bool senate_has_choice(const GameState& s, const DecisionFrame& frame) {
  return s.agora.supply[frame.player] > 0 || has_cube(s, frame.player);
}

void senate_legal(const GameState& s, ActionList& out) {
  const Player p = s.current;
  const int section = s.pending.top().detail;
  const auto& sections = agora_of(s.rules()).chamber_section;
  // Keys: (chamber, to) for a move, (chamber, kNone) for a place: merge by chamber.
  for (int c = 0; c < kChambers; ++c) {
    const bool here = s.agora.cubes[p][static_cast<std::size_t>(c)] > 0;
    if (here && c > 0) out.push({ActionType::SenateAction, static_cast<std::uint8_t>(c), static_cast<std::uint8_t>(c - 1)});
    if (here && c + 1 < kChambers) out.push({ActionType::SenateAction, static_cast<std::uint8_t>(c), static_cast<std::uint8_t>(c + 1)});
    if (s.agora.supply[p] > 0 && sections[static_cast<std::size_t>(c)] == section)
      out.push({ActionType::SenateAction, static_cast<std::uint8_t>(c), kNone});
  }
  out.push(skip_action(s));  // skip the rest
}

// Exactly senate_legal()'s actions, without building the list (every cube is checked).
bool senate_is_legal(const GameState& s, const Action& a) {
  if (a == skip_action(s)) return true;
  if (a.type != ActionType::SenateAction || a.card >= kChambers) return false;
  const Player p = s.current;
  const int c = a.card;
  if (a.wonder == kNone)
    return s.agora.supply[p] > 0 && agora_of(s.rules()).chamber_section[static_cast<std::size_t>(c)] == s.pending.top().detail;
  const bool here = s.agora.cubes[p][static_cast<std::size_t>(c)] > 0;
  return here && ((c > 0 && a.wonder == c - 1) || (c + 1 < kChambers && a.wonder == c + 1));
}

Applied senate_apply(GameState& s, const Action& a, EventLog* events) {
  if (!senate_is_legal(s, a)) return Applied::Refused;
  const Player p = s.current;
  if (is_skip(a)) return end_decision(s);
  resolve_pick(s);
  if (a.wonder == kNone) place_cube(s, p, a.card, events);
  else move_cube(s, p, a.card, a.wonder, events);
  return Applied::Resolved;
}

std::string senate_text(const Rules&, const Action& a, Player, Player) {
  if (a.card == kNone) return "senate done";
  if (a.wonder == kNone) return "place cube " + chamber_text(a.card);
  return "move cube " + std::to_string(a.card + 1) + " " + std::to_string(a.wonder + 1);
}
std::string senate_why(const GameState& s, const Action& a) {
  const char* general = "place a cube in one of the Politician's two Chambers, move one of yours to a neighbouring Chamber, or stop";
  if (a.type != ActionType::SenateAction || a.card >= kChambers || s.pending.empty()) return general;
  if (a.wonder != kNone) {
    const std::string why = why_not_cube_move(s, s.current, a.card, a.wonder);
    return why.empty() ? general : why;
  }
  if (s.agora.supply[s.current] == 0) return "you have no cube left in your supply";
  std::string section;
  const auto& sections = agora_of(s.rules()).chamber_section;
  for (int c = 0; c < kChambers; ++c) {
    if (sections[static_cast<std::size_t>(c)] == s.pending.top().detail) section += (section.empty() ? "" : " and ") + std::to_string(c + 1);
  }
  return chamber_text(a.card) + " is not in the Politician's section (chambers " + section + ")";
}
DecisionPrompt senate_prompt(const GameState& s) {
  const DecisionFrame* frame = current_frame(s);
  const int left = frame ? frame->picks_left : 1;
  return {"Senate actions: " + std::to_string(left) + " left",
          "Place a cube in your Politician's section or move one of your cubes to a neighbouring Chamber."};
}
std::string senate_explain(const GameState&, bool, const std::string&) { return "a Politician's Senate actions"; }

// --- Conspirator ----------------------------------------------------------------------

bool conspirator_has_choice(const GameState& s, const DecisionFrame& frame) {
  return s.agora.supply[frame.player] > 0 || s.agora.deck_count > 0;
}

void conspirator_legal(const GameState& s, ActionList& out) {
  if (s.agora.supply[s.current] > 0) {
    for (int c = 0; c < kChambers; ++c) out.push({ActionType::ConspiratorAction, static_cast<std::uint8_t>(c), kNone});
  }
  if (s.agora.deck_count > 0) out.push({ActionType::ConspiratorAction, kNone, kNone});
}

Applied conspirator_apply(GameState& s, const Action& a, EventLog* events) {
  if (!take_pick(s, a)) return Applied::Refused;
  const Player p = s.current;
  if (a.card != kNone) {
    place_cube(s, p, a.card, events);
  } else {
    push_pending(s, Phase::KeepConspiracy, p, kNone, {SourceKind::Rule, static_cast<std::uint8_t>(RuleId::Senator)});
  }
  return Applied::Resolved;
}

std::string conspirator_text(const Rules&, const Action& a, Player, Player) {
  return a.card == kNone ? "conspire" : "place cube " + chamber_text(a.card);
}
std::string conspirator_why(const GameState& s, const Action& a) {
  if (a.type == ActionType::ConspiratorAction && a.card == kNone && s.agora.deck_count == 0) return "the Conspiracy deck is empty";
  if (a.type == ActionType::ConspiratorAction && a.card < kChambers && s.agora.supply[s.current] == 0)
    return "you have no cube left in your supply";
  return "place a cube in any Chamber, or conspire";
}
DecisionPrompt conspirator_prompt(const GameState&) {
  return {"a Conspirator: place a cube or conspire", "A cube in any Chamber, or draw 2 Conspiracies and keep one."};
}
std::string conspirator_explain(const GameState&, bool, const std::string&) { return "a Conspirator's action"; }

}  // namespace

const DecisionKind kSenateActionsDecision{
    .phase = Phase::SenateActions,
    .module = Module::Agora,
    .name = "senate-actions",
    .summary = "Senate actions",
    .status = "take Senate actions",
    .from = ChoiceFrom::Spaces,
    .actions = action_types({ActionType::SenateAction}),
    .has_choice = senate_has_choice,
    .legal_actions = senate_legal,
    .is_legal = senate_is_legal,
    .apply = senate_apply,
    .move_text = senate_text,
    .why_illegal = senate_why,
    .prompt = senate_prompt,
    .explain = senate_explain,
};

const DecisionKind kConspiratorActionDecision{
    .phase = Phase::ConspiratorAction,
    .module = Module::Agora,
    .name = "conspirator-action",
    .summary = "a Conspirator's action",
    .status = "place a cube or conspire",
    .from = ChoiceFrom::Spaces,
    .actions = action_types({ActionType::ConspiratorAction}),
    .has_choice = conspirator_has_choice,
    .legal_actions = conspirator_legal,
    .is_legal = listed_action,
    .apply = conspirator_apply,
    .move_text = conspirator_text,
    .why_illegal = conspirator_why,
    .prompt = conspirator_prompt,
    .explain = conspirator_explain,
};

}  // namespace duel::detail
