// Agora's Conspiracy decisions: triggering one (a prepared one before the turn's action,
// or an unprepared one for Curia Julia) and conspiring (keep one of the two drawn, the
// other on top of the deck or at its bottom; Organized Crime keeps both).
#include <algorithm>

#include "agora_support.hpp"
#include "duel/notation.hpp"

namespace duel::detail {
namespace {

// --- Trigger --------------------------------------------------------------------------

// detail 0: prepared ones (before the action); 1: unprepared ones (Curia Julia). A held
// one of the kind asked, not triggered yet, whether or not it could act now.
bool candidate(const ConspiracyHand& h, int i, std::uint8_t detail) {
  return !h.is_triggered(i) && h.prepared(i) == (detail == 0);
}

// A candidate that may be triggered now: one of its parts can have an effect (ruling 22).
bool triggerable(const GameState& s, Player p, int i, std::uint8_t detail) {
  const ConspiracyHand& h = s.agora.hands[p];
  return candidate(h, i, detail) && can_trigger(s, p, h.ids[static_cast<std::size_t>(i)]);
}

// Ruling 30: the step is asked whenever the player holds a candidate, so that whether
// it is asked tells the opponent nothing of what the hidden Conspiracy could do; one
// that cannot act is refused when chosen (trigger_why).
bool trigger_has_choice(const GameState& s, const DecisionFrame& frame) {
  const ConspiracyHand& h = s.agora.hands[frame.player];
  for (int i = 0; i < h.count; ++i) {
    if (candidate(h, i, frame.detail)) return true;
  }
  return false;
}

void trigger_legal(const GameState& s, ActionList& out) {
  const Player p = s.current;
  const ConspiracyHand& h = s.agora.hands[p];
  std::array<ConspiracyId, kMaxConspiracies> ids{};
  int n = 0;
  for (int i = 0; i < h.count; ++i) {
    if (triggerable(s, p, i, s.pending.top().detail)) ids[static_cast<std::size_t>(n++)] = h.ids[static_cast<std::size_t>(i)];
  }
  sort_small(ids.data(), n);
  for (int i = 0; i < n; ++i) out.push({ActionType::TriggerConspiracy, ids[static_cast<std::size_t>(i)], kNone});
  out.push(skip_action(s));  // not now
}

// Exactly trigger_legal()'s actions, without building the list (asked at the start of
// every turn while a Conspiracy is held).
bool trigger_is_legal(const GameState& s, const Action& a) {
  if (a == skip_action(s)) return true;
  if (a.type != ActionType::TriggerConspiracy || a.wonder != kNone) return false;
  const Player p = s.current;
  const ConspiracyHand& h = s.agora.hands[p];
  for (int i = 0; i < h.count; ++i) {
    if (h.ids[static_cast<std::size_t>(i)] == a.card && triggerable(s, p, i, s.pending.top().detail)) return true;
  }
  return false;
}

Applied trigger_apply(GameState& s, const Action& a, EventLog* events) {
  const bool before_action = !s.pending.empty() && s.pending.top().detail == 0;
  if (!trigger_is_legal(s, a)) return Applied::Refused;
  resolve_pick(s);
  if (is_skip(a)) return Applied::Resolved;
  const Player p = s.current;
  const ConspiracyHand& h = s.agora.hands[p];
  const int position = static_cast<int>(std::find(h.ids.begin(), h.ids.begin() + h.count, a.card) - h.ids.begin());
  if (before_action) s.agora.triggered_this_turn = true;
  trigger_conspiracy(s, p, position, events);
  return Applied::Resolved;
}

std::string trigger_text(const Rules& rules, const Action& a, Player, Player) {
  return a.card == kNone ? "trigger nothing" : "trigger " + conspiracy_name(rules, a.card);
}
// The mover's own Conspiracies are named: the reason goes to the player who chose.
std::string trigger_why(const GameState& s, const Action& a) {
  const ConspiracyHand& h = s.agora.hands[s.current];
  const std::uint8_t detail = s.pending.empty() ? 0 : s.pending.top().detail;
  const char* kind = detail == 0 ? "prepared" : "unprepared";
  const std::string name = conspiracy_name(s.rules(), a.card);
  for (int i = 0; i < h.count; ++i) {
    if (h.ids[static_cast<std::size_t>(i)] != a.card) continue;
    if (h.is_triggered(i)) return name + " was triggered already";
    if (!candidate(h, i, detail)) return name + " is not " + kind + ": now you may trigger only a " + kind + " Conspiracy";
    return name + " can have no effect now: a Conspiracy may be triggered only when one of its parts can act (ruling 22)";
  }
  return std::string("you hold no ") + kind + " Conspiracy called " + name;
}
DecisionPrompt trigger_prompt(const GameState& s) {
  const DecisionFrame* frame = current_frame(s);
  if (frame && frame->detail == 1)
    return {"trigger one of your unprepared Conspiracies?", source_or(s, "Curia Julia") + ": you may trigger one."};
  return {"trigger a Conspiracy first?", "Before your action you may trigger one prepared Conspiracy (free)."};
}
std::string trigger_explain(const GameState& s, bool, const std::string&) {
  const DecisionFrame* frame = current_frame(s);
  return frame && frame->detail == 1 ? source_or(s, "Curia Julia") + ": may trigger an unprepared Conspiracy"
                                     : "before the action: may trigger a prepared Conspiracy";
}

// --- Conspire -------------------------------------------------------------------------

bool keep_has_choice(const GameState& s, const DecisionFrame&) { return s.agora.drawn_count > 0; }

bool keeps_both(const GameState& s, Player p) {
  return s.agora.drawn_count < 2 || agora_amount(s, p, AgoraEffectKind::KeepBothConspiracies) > 0;
}

void keep_legal(const GameState& s, ActionList& out) {
  const AgoraState& a = s.agora;
  if (keeps_both(s, s.current)) {
    out.push({ActionType::KeepConspiracy, a.drawn[0], 2});
    return;
  }
  std::array<ConspiracyId, 2> ids = {a.drawn[0], a.drawn[1]};
  sort_small(ids.data(), 2);
  for (ConspiracyId c : ids) {
    out.push({ActionType::KeepConspiracy, c, 0});
    out.push({ActionType::KeepConspiracy, c, 1});
  }
}

Applied keep_apply(GameState& s, const Action& a, EventLog* events) {
  if (!take_pick(s, a)) return Applied::Refused;
  keep_conspiracy(s, s.current, a.card, a.wonder, events);
  return Applied::Resolved;
}

// "conspire keep Coup bottom"; the other player reads "conspire: the other at the bottom".
std::string keep_text(const Rules& rules, const Action& a, Player viewer, Player mover) {
  const bool seen = viewer == kReferee || viewer == mover;
  if (a.wonder == 2) return seen ? "conspire keep " + conspiracy_name(rules, a.card) + " and the other" : "conspire keep all";
  const char* where = a.wonder == 0 ? "top" : "bottom";
  return seen ? "conspire keep " + conspiracy_name(rules, a.card) + " " + where : std::string("conspire keep one, the other ") + where;
}
// Names the Conspiracies drawn: the reason goes to the player who drew them.
std::string keep_why(const GameState& s, const Action& a) {
  const char* general = "keep one of the Conspiracies drawn and put the other on top of the deck or at its bottom";
  const AgoraState& ag = s.agora;
  if (a.type != ActionType::KeepConspiracy || ag.drawn_count == 0) return general;
  if (std::find(ag.drawn.begin(), ag.drawn.begin() + ag.drawn_count, a.card) == ag.drawn.begin() + ag.drawn_count) {
    std::string drawn;
    for (int i = 0; i < ag.drawn_count; ++i) drawn += (i == 0 ? "" : " and ") + conspiracy_name(s.rules(), ag.drawn[static_cast<std::size_t>(i)]);
    return conspiracy_name(s.rules(), a.card) + " was not drawn (drawn: " + drawn + ")";
  }
  if (keeps_both(s, s.current) && a.wonder != 2) return "you keep both Conspiracies drawn";
  if (!keeps_both(s, s.current) && a.wonder == 2) return "you keep one; the other goes on top of the deck or at its bottom";
  return general;
}
DecisionPrompt keep_prompt(const GameState& s) {
  return {"conspire: keep one Conspiracy", source_or(s, "Conspire") + ": the other goes on top of the deck or at its bottom."};
}
std::string keep_explain(const GameState& s, bool, const std::string&) {
  return source_or(s, "a Conspirator") + ": conspire (draw 2 Conspiracies, keep one)";
}

}  // namespace

const DecisionKind kTriggerConspiracyDecision{
    .phase = Phase::TriggerConspiracy,
    .module = Module::Agora,
    .name = "trigger-conspiracy",
    .summary = "trigger a Conspiracy",
    .status = "trigger a Conspiracy?",
    .from = ChoiceFrom::YesOrSkip,
    .actions = action_types({ActionType::TriggerConspiracy}),
    .has_choice = trigger_has_choice,
    .legal_actions = trigger_legal,
    .is_legal = trigger_is_legal,
    .apply = trigger_apply,
    .move_text = trigger_text,
    .why_illegal = trigger_why,
    .prompt = trigger_prompt,
    .explain = trigger_explain,
};

const DecisionKind kKeepConspiracyDecision{
    .phase = Phase::KeepConspiracy,
    .module = Module::Agora,
    .name = "keep-conspiracy",
    .summary = "conspire",
    .status = "keep a Conspiracy",
    .from = ChoiceFrom::Conspiracies,
    .actions = action_types({ActionType::KeepConspiracy}),
    .secret = true,
    .has_choice = keep_has_choice,
    .legal_actions = keep_legal,
    .is_legal = listed_action,
    .apply = keep_apply,
    .move_text = keep_text,
    .why_illegal = keep_why,
    .prompt = keep_prompt,
    .explain = keep_explain,
};

}  // namespace duel::detail
