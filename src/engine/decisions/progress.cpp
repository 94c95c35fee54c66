// Choosing a Progress token: from the board after a pair of identical science symbols,
// or among the tokens the Great Library draws from the box (the others stay in it).
#include <algorithm>
#include <array>

#include "decision_support.hpp"
#include "duel/zones.hpp"

namespace duel::detail {
namespace {

bool drawn_choice(const GameState& s) { return s.pending.top().detail != kNone; }

bool has_choice(const GameState& s, const DecisionFrame& frame) {
  return frame.detail != kNone ? s.drawn_token_count > 0 : tokens_left_on_board(s);
}

void legal(const GameState& s, ActionList& out) {
  const bool drawn = drawn_choice(s);
  std::array<TokenId, kMaxTokens> tokens{};
  int n = 0;
  const int count = drawn ? s.drawn_token_count : s.board_token_count;
  for (int i = 0; i < count; ++i) {
    const TokenId t = drawn ? s.drawn_tokens[static_cast<std::size_t>(i)] : s.board_tokens[static_cast<std::size_t>(i)];
    if (t != kNone) tokens[static_cast<std::size_t>(n++)] = t;
  }
  sort_small(tokens.data(), n);
  for (int i = 0; i < n; ++i) out.push({ActionType::ChooseProgress, tokens[static_cast<std::size_t>(i)], kNone});
}

Applied apply(GameState& s, const Action& a, EventLog* events) {
  if (!listed_action(s, a)) return Applied::Refused;
  const bool drawn = drawn_choice(s);
  resolve_pick(s);
  if (drawn) {
    // The Great Library: the chosen token leaves the box, the others stay in it.
    remove_token_from_box(s, a.card);
    return_drawn_tokens(s, s.current, a.card, events);
    end_box_draw(s);
  } else {
    remove_token_from_board(s, a.card);
  }
  const int before = s.pending.size();
  take_progress_token(s, s.current, a.card, events);
  tag_new_decisions(s, before, {SourceKind::Token, a.card});
  return Applied::Resolved;
}

std::string move_text(const Rules& rules, const Action& a, Player, Player) { return "progress " + token_name(rules, a.card); }

std::string why(const GameState&, const Action&) { return "choose one of the Progress tokens offered"; }

// The Wonder (or card, or token) that draws from the box, by name.
std::string drawer(const GameState& s) {
  const DecisionFrame* frame = current_frame(s);
  const std::string name = frame ? source_name(s.rules(), frame->source) : std::string();
  return name.empty() ? std::string("The Great Library") : name;
}

DecisionPrompt prompt(const GameState& s) {
  return {"choose a Progress token", s.drawn_token_count > 0 ? drawer(s) + ": drawn from the box; the others go back."
                                                             : "A pair of identical science symbols."};
}

std::string explain(const GameState& s, bool, const std::string&) {
  return s.drawn_token_count > 0 ? drawer(s) + ": keep one of the Progress tokens drawn from the box"
                                 : "a pair of identical science symbols: take a Progress token from the board";
}

}  // namespace

const DecisionKind kChooseProgressDecision{
    .phase = Phase::ChooseProgress,
    .module = Module::Base,
    .name = "choose-progress",
    .summary = "choose a Progress token",
    .status = "choose a Progress token",
    .from = ChoiceFrom::Tokens,
    .actions = action_types({ActionType::ChooseProgress}),
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
