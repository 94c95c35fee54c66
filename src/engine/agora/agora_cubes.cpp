// Agora's decisions on the Senate outside a Senator's actions: a cube in any Chamber
// (Knossos, the 3-5 Military tokens, Political Maneuver), the optional "+move" of one of
// your cubes to a neighbouring Chamber, removing an opponent cube (the 6-8 Military
// tokens, Political Maneuver) and Insider Influence's move of a Decree.
#include "agora_support.hpp"

namespace duel::detail {
namespace {

// --- A cube in any Chamber ------------------------------------------------------------

bool place_has_choice(const GameState& s, const DecisionFrame& frame) { return s.agora.supply[frame.player] > 0; }

void place_legal(const GameState&, ActionList& out) {
  for (int c = 0; c < kChambers; ++c) out.push({ActionType::PlaceCube, static_cast<std::uint8_t>(c), kNone});
}

Applied place_apply(GameState& s, const Action& a, EventLog* events) {
  if (!take_pick(s, a)) return Applied::Refused;
  place_cube(s, s.current, a.card, events);
  return Applied::Resolved;
}

std::string place_text(const Rules&, const Action& a, Player, Player) { return "place cube " + chamber_text(a.card); }
std::string place_why(const GameState&, const Action&) { return "choose a Chamber (1 to 6)"; }
DecisionPrompt place_prompt(const GameState& s) {
  return {"place a cube in any Chamber", source_or(s, "Agora") + ": one of your Influence cubes."};
}
std::string place_explain(const GameState& s, bool, const std::string&) {
  return source_or(s, "Agora") + ": place an Influence cube in any Chamber";
}

// --- "+move" --------------------------------------------------------------------------

bool move_has_choice(const GameState& s, const DecisionFrame& frame) { return has_cube(s, frame.player); }

void move_legal(const GameState& s, ActionList& out) {
  push_cube_moves(s, s.current, ActionType::MoveCube, out);
  out.push(skip_action(s));  // no move
}

Applied move_apply(GameState& s, const Action& a, EventLog* events) {
  if (!take_pick(s, a)) return Applied::Refused;
  if (!is_skip(a)) move_cube(s, s.current, a.card, a.wonder, events);
  return Applied::Resolved;
}

std::string move_text(const Rules&, const Action& a, Player, Player) {
  if (a.card == kNone) return "move no cube";
  return "move cube " + std::to_string(a.card + 1) + " " + std::to_string(a.wonder + 1);
}
std::string move_why(const GameState& s, const Action& a) {
  const std::string why = a.type == ActionType::MoveCube && a.card != kNone ? why_not_cube_move(s, s.current, a.card, a.wonder) : "";
  return why.empty() ? "move one of your cubes to a neighbouring Chamber, or none" : why;
}
DecisionPrompt move_prompt(const GameState& s) {
  return {"move a cube to a neighbouring Chamber?", source_or(s, "Agora") + ": you may move one of your cubes."};
}
std::string move_explain(const GameState& s, bool, const std::string&) {
  return source_or(s, "Agora") + ": may move one of your cubes to a neighbouring Chamber";
}

// --- Remove an opponent cube ----------------------------------------------------------

bool remove_has_choice(const GameState& s, const DecisionFrame& frame) { return has_cube(s, opponent(frame.player)); }

void remove_legal(const GameState& s, ActionList& out) {
  const Player rival = opponent(s.current);
  for (int c = 0; c < kChambers; ++c) {
    if (s.agora.cubes[rival][static_cast<std::size_t>(c)] > 0) out.push({ActionType::RemoveCube, static_cast<std::uint8_t>(c), kNone});
  }
}

Applied remove_apply(GameState& s, const Action& a, EventLog* events) {
  if (!take_pick(s, a)) return Applied::Refused;
  remove_cube(s, opponent(s.current), a.card, events);
  return Applied::Resolved;
}

std::string remove_text(const Rules&, const Action& a, Player, Player) { return "remove cube " + chamber_text(a.card); }
std::string remove_why(const GameState&, const Action& a) {
  if (a.type == ActionType::RemoveCube && a.card < kChambers) return "the opponent has no cube in " + chamber_text(a.card);
  return "choose a Chamber holding an opponent cube";
}
DecisionPrompt remove_prompt(const GameState& s) {
  return {"remove an opponent cube", source_or(s, "Agora") + ": it goes back to its owner's supply."};
}
std::string remove_explain(const GameState& s, bool, const std::string&) {
  return source_or(s, "Agora") + ": remove one of the opponent's cubes";
}

// --- Insider Influence ----------------------------------------------------------------

bool decree_has_choice(const GameState&, const DecisionFrame&) { return true; }

void decree_legal(const GameState& s, ActionList& out) {
  const AgoraState& a = s.agora;
  for (int c = 0; c < kChambers; ++c) {
    for (int i = 0; i < a.decree_count[static_cast<std::size_t>(c)]; ++i) {
      for (int to = 0; to < kChambers; ++to) {
        if (to == c || a.decree_count[static_cast<std::size_t>(to)] >= kMaxDecreesPerChamber) continue;
        out.push({ActionType::MoveDecree, static_cast<std::uint8_t>(c * kMaxDecreesPerChamber + i), static_cast<std::uint8_t>(to)});
      }
    }
  }
}

// The Decree goes under the one already there (both apply to the Chamber's controller);
// a face-down Decree is turned face up as it is moved (interpretation: it is picked up).
Applied decree_apply(GameState& s, const Action& a, EventLog* events) {
  if (!take_pick(s, a)) return Applied::Refused;
  move_decree(s, s.current, a.card / kMaxDecreesPerChamber, a.card % kMaxDecreesPerChamber, a.wonder, events);
  return Applied::Resolved;
}

std::string decree_text(const Rules&, const Action& a, Player, Player) {
  const int from = a.card / kMaxDecreesPerChamber, position = a.card % kMaxDecreesPerChamber;
  return "move decree " + std::to_string(from + 1) + (position > 0 ? "." + std::to_string(position + 1) : "") + " " +
         std::to_string(a.wonder + 1);
}
std::string decree_why(const GameState&, const Action&) { return "choose a Decree and another Chamber with room"; }
DecisionPrompt decree_prompt(const GameState& s) {
  return {"move a Decree to another Chamber", source_or(s, "Insider Influence") + ": it goes under the Decree there; both apply."};
}
std::string decree_explain(const GameState& s, bool, const std::string&) {
  return source_or(s, "Insider Influence") + ": move a Decree to another Chamber";
}

}  // namespace

const DecisionKind kPlaceCubeDecision{
    .phase = Phase::PlaceCube,
    .module = Module::Agora,
    .name = "place-cube",
    .summary = "place a cube",
    .status = "place a cube",
    .from = ChoiceFrom::Spaces,
    .actions = action_types({ActionType::PlaceCube}),
    .has_choice = place_has_choice,
    .legal_actions = place_legal,
    .is_legal = listed_action,
    .apply = place_apply,
    .move_text = place_text,
    .why_illegal = place_why,
    .prompt = place_prompt,
    .explain = place_explain,
};

const DecisionKind kMoveCubeDecision{
    .phase = Phase::MoveCube,
    .module = Module::Agora,
    .name = "move-cube",
    .summary = "move a cube",
    .status = "move a cube?",
    .from = ChoiceFrom::Spaces,
    .actions = action_types({ActionType::MoveCube}),
    .has_choice = move_has_choice,
    .legal_actions = move_legal,
    .is_legal = listed_action,
    .apply = move_apply,
    .move_text = move_text,
    .why_illegal = move_why,
    .prompt = move_prompt,
    .explain = move_explain,
};

const DecisionKind kRemoveCubeDecision{
    .phase = Phase::RemoveCube,
    .module = Module::Agora,
    .name = "remove-cube",
    .summary = "remove an opponent cube",
    .status = "remove an opponent cube",
    .from = ChoiceFrom::Spaces,
    .actions = action_types({ActionType::RemoveCube}),
    .has_choice = remove_has_choice,
    .legal_actions = remove_legal,
    .is_legal = listed_action,
    .apply = remove_apply,
    .move_text = remove_text,
    .why_illegal = remove_why,
    .prompt = remove_prompt,
    .explain = remove_explain,
};

const DecisionKind kMoveDecreeDecision{
    .phase = Phase::MoveDecree,
    .module = Module::Agora,
    .name = "move-decree",
    .summary = "move a Decree",
    .status = "move a Decree",
    .from = ChoiceFrom::Spaces,
    .actions = action_types({ActionType::MoveDecree}),
    .has_choice = decree_has_choice,
    .legal_actions = decree_legal,
    .is_legal = listed_action,
    .apply = decree_apply,
    .move_text = decree_text,
    .why_illegal = decree_why,
    .prompt = decree_prompt,
    .explain = decree_explain,
};

}  // namespace duel::detail
