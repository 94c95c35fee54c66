// The kinds of decision, one table entry each: everything the engine, the CLI, the bot
// protocol and the UI need to know about a decision (its names, its prompt, when it
// offers nothing, its legal actions, how it applies, its move text and why a move is
// refused). Adding a kind = a Phase and an ActionType enumerator (state.hpp, action.hpp)
// + one entry in src/engine/decisions/ (one file per family, designated initialisers:
// every field named) + its line in the table; tests/test_decisions.cpp checks that every
// entry has its fields set.
#pragma once

#include <initializer_list>
#include <span>
#include <string>
#include <string_view>

#include "duel/state.hpp"

namespace duel {

// Where a decision's choices come from (the UI draws each the same way).
enum class ChoiceFrom : std::uint8_t {
  WonderOffer,   // the Wonders on offer in the selection
  Structure,     // the accessible cards of the structure
  Tokens,        // Progress tokens (the board's, or drawn from the box)
  OpponentCity,  // the opponent's constructed cards
  DiscardPile,   // the discard pile
  Players,       // a player (who starts the next Age)
  Nothing,       // the game is over
  // Kinds the expansions need (no base game kind uses them yet; the UI must learn them):
  Spaces,        // a space of a board (Pantheon spaces, Senate chambers)
  Divinities,    // the Divinity decks: a card of a deck, or a deck (Pantheon's Gate, Divine Theater)
  Track,         // a space or a Military token of the military track (Minerva, Neptune)
  Wonders,       // a Wonder of either city (Anubis, Ra)
  YesOrSkip,     // take an optional step or skip it (trigger a Conspiracy)
  Order,         // put items in an order (the Divine Theater's deck)
  Conspiracies,  // Agora's Conspiracies: those drawn when conspiring
  RemovedCards,  // the cards removed at setup (Treason's secret look)
};

// Text a player sees while deciding: after "NAME: " and under it.
struct DecisionPrompt {
  std::string title;     // "choose a Progress token"
  std::string subtitle;  // "A pair of identical science symbols."
};

// The module a decision belongs to: the UI groups and draws by it instead of comparing
// Phases.
enum class Module : std::uint8_t { Base, Pantheon, Agora };

// What apply did: refused (state unchanged), done (the decision moved on by itself),
// or resolved (the turn goes on to its next step: state.cpp continue_turn).
enum class Applied : std::uint8_t { Refused, Done, Resolved };

struct DecisionKind {
  Phase phase;
  Module module;
  std::string_view name;     // bot protocol and CLI: "choose-progress" (unique)
  std::string_view summary;  // 7wd-cli show's "phase": "choose a Progress token" (unique)
  std::string_view status;   // the UI's status line while it waits: "choose a Progress token"
  ChoiceFrom from;
  std::uint64_t actions;  // the action types it offers: action_types({...})
  // Who may see what the decision shows its player while deciding: true when only that
  // player may (the Divinities drawn for a placement, the Conspiracies drawn, ...): in
  // hot-seat the other is asked to look away. `secret_in`, when set, decides instead by
  // the frame (the Divine Theater's look at a deck is secret, the Gate's is not).
  bool secret = false;
  bool (*secret_in)(const DecisionFrame& frame) = nullptr;
  // Whether it offers anything now (rulings 4: an empty choice is skipped).
  bool (*has_choice)(const GameState& s, const DecisionFrame& frame) = nullptr;
  // Appends the legal actions in increasing key order.
  void (*legal_actions)(const GameState& s, ActionList& out) = nullptr;
  bool (*is_legal)(const GameState& s, const Action& a) = nullptr;
  // Applies `a` when legal; Refused leaves the state unchanged.
  Applied (*apply)(GameState& s, const Action& a, EventLog* events) = nullptr;
  // Move text of one of its actions made by `mover` (kNone: unknown), as `viewer` may see
  // it (notation.hpp; records store the referee's text).
  std::string (*move_text)(const Rules& rules, const Action& a, Player viewer, Player mover) = nullptr;
  // Why `a` is refused (only called for an illegal action).
  std::string (*why_illegal)(const GameState& s, const Action& a) = nullptr;
  DecisionPrompt (*prompt)(const GameState& s) = nullptr;
  // Why this decision is asked, for 7wd-cli show (`last_move` is the previous move's text).
  std::string (*explain)(const GameState& s, bool replayed, const std::string& last_move) = nullptr;
};

inline constexpr int kPhaseCount = static_cast<int>(Phase::GameOver) + 1;
static_assert(kActionTypeCount <= 64, "DecisionKind::actions holds one bit per ActionType");

constexpr std::uint64_t action_types(std::initializer_list<ActionType> types) {
  std::uint64_t mask = 0;
  for (ActionType t : types) mask |= std::uint64_t{1} << static_cast<int>(t);
  return mask;
}
inline bool offers(const DecisionKind& kind, ActionType t) { return kind.actions >> static_cast<int>(t) & 1; }
// The kind's own action type (the first it offers): the one its optional "none" uses.
constexpr ActionType own_action(const DecisionKind& kind) {
  int t = 0;
  while (t < kActionTypeCount && !(kind.actions >> t & 1)) ++t;
  return static_cast<ActionType>(t < kActionTypeCount ? t : 0);
}

const DecisionKind& decision_kind(Phase phase);
// The kind whose actions include `type`.
const DecisionKind& decision_kind_of(ActionType type);
std::span<const DecisionKind* const> decision_kinds();

// Whether the decision now waiting shows its player what the other player may not see
// (the kind's `secret`, or its `secret_in` for the current frame); false at the game's
// end and when no frame waits.
bool decision_is_secret(const GameState& s);

// The waiting decision that is current, or nullptr (Play, selection, first player, end).
const DecisionFrame* current_frame(const GameState& s);
// Where a decision came from, in words: "Statue of Zeus", "a science pair", "".
std::string source_name(const Rules& rules, const DecisionSource& source);

}  // namespace duel
