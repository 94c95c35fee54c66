// Shared pieces of the decision kinds (not public API): the kinds' entries, and the
// small helpers several kinds use.
#pragma once

#include <string>

#include "../state_internal.hpp"
#include "duel/decisions.hpp"

namespace duel::detail {

extern const DecisionKind kWonderSelectionDecision;  // selection.cpp
extern const DecisionKind kPlayDecision;             // play.cpp
extern const DecisionKind kChooseProgressDecision;   // progress.cpp
extern const DecisionKind kDiscardOpponentCardDecision;  // opponent_card.cpp
extern const DecisionKind kConstructFromDiscardDecision; // discard_pile.cpp
extern const DecisionKind kChooseFirstPlayerDecision;    // first_player.cpp
extern const DecisionKind kGameOverDecision;             // decision_table.cpp

// The Wonder selection goes on with its next pick, or the first Age begins (selection.cpp).
void resume_selection(GameState& s, EventLog* events);

// Insertion sort for the few ids of an action list (inline: the Play kind's hot path).
template <typename Id>
inline void sort_small(Id* ids, int n) {
  for (int i = 1; i < n; ++i) {
    const Id v = ids[i];
    int j = i;
    for (; j > 0 && ids[j - 1] > v; --j) ids[j] = ids[j - 1];
    ids[j] = v;
  }
}
// Legality by the list of legal actions (kinds with few actions).
bool listed_action(const GameState& s, const Action& a);
// The current decision always offers something (its has_choice).
bool always_has_choice(const GameState& s, const DecisionFrame& frame);
// Names by id, "?" when out of range.
std::string card_name(const Rules& rules, std::uint8_t id);
// "needs 2 more coins"
std::string coins_short(int total, int coins);
std::string wonder_name(const Rules& rules, std::uint8_t id);
std::string token_name(const Rules& rules, std::uint8_t id);
// Resolves one pick of the current waiting decision: pops it after its last pick.
void resolve_pick(GameState& s);
// The current frame's source in words, or `fallback` ("Zeus").
std::string source_or(const GameState& s, const std::string& fallback);
// Applies a listed action's pick: false (nothing changed) when not listed, else pops the
// frame's pick.
bool take_pick(GameState& s, const Action& a);
// The optional-skip pattern: an optional step offers "none" (the current kind's own
// action with no card, listed last as its key is the highest), and choosing it ends the
// decision whatever picks were left.
inline Action skip_action(const GameState& s) { return {own_action(decision_kind(s.phase)), kNone, kNone}; }
inline bool is_skip(const Action& a) { return a.card == kNone; }
inline Applied end_decision(GameState& s) {
  s.pending.pop();
  return Applied::Resolved;
}
// Frames pushed since `from` whose source is still unknown get `source`: effects push
// decisions without knowing which card, Wonder or token they belong to.
void tag_new_decisions(GameState& s, int from, DecisionSource source);

}  // namespace duel::detail
