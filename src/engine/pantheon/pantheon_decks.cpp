// Pantheon's Divinity decks: the Gate (the top of every deck revealed, one activated for
// free) and the Divine Theater (a whole deck looked at in private, one activated for
// free, the rest put back in the order its player chooses). Enki revealed either way
// draws its tokens before the choice; not chosen, they go back to the box (rulings 28).
#include <algorithm>

#include "pantheon_support.hpp"

namespace duel::detail {
namespace {

bool from_gate(const GameState& s) { return s.pending.top().detail == kNone; }
const auto& deck(const GameState& s, int m) { return s.pantheon.decks[static_cast<std::size_t>(m)]; }
int count(const GameState& s, int m) { return s.pantheon.deck_count[static_cast<std::size_t>(m)]; }

// --- Choosing the Divinity to activate ------------------------------------------------

bool choose_has_choice(const GameState& s, const DecisionFrame& frame) {
  if (frame.detail != kNone) return frame.detail < kMythologyCount && count(s, frame.detail) > 0;
  for (int m = 0; m < kMythologyCount; ++m) {
    if (count(s, m) > 0) return true;
  }
  return false;
}

void choose_legal(const GameState& s, ActionList& out) {
  std::array<DivinityId, kMaxDivinitiesEach * kMythologyCount> offered{};
  int n = 0;
  const std::uint8_t only = s.pending.top().detail;
  for (int m = 0; m < kMythologyCount; ++m) {
    if (only != kNone && m != only) continue;
    const int shown = only == kNone ? std::min(1, count(s, m)) : count(s, m);  // the Gate: the tops
    for (int i = 0; i < shown; ++i) offered[static_cast<std::size_t>(n++)] = deck(s, m)[static_cast<std::size_t>(i)];
  }
  sort_small(offered.data(), n);
  for (int i = 0; i < n; ++i) out.push({ActionType::ChooseDivinity, offered[static_cast<std::size_t>(i)], kNone});
}

Applied choose_apply(GameState& s, const Action& a, EventLog* events) {
  if (!take_pick(s, a)) return Applied::Refused;
  const int m = static_cast<int>(pantheon_of(s.rules()).divinities[a.card].mythology);
  const auto& d = deck(s, m);
  remove_from_deck(s, m, static_cast<int>(std::find(d.begin(), d.begin() + count(s, m), a.card) - d.begin()));
  if (carrier_in_deck(s)) return_divinity_tokens(s, kNone);  // Enki revealed, not chosen (rulings 28)
  emit(events, EventType::DivinityActivated, s.current, a.card, kNone, 0);
  activate_divinity(s, s.current, a.card, events);
  return Applied::Resolved;
}

std::string choose_text(const Rules& rules, const Action& a, Player, Player) {
  return "activate " + divinity_name(rules, a.card) + " for free";
}
std::string choose_why(const GameState& s, const Action&) {
  return s.phase == Phase::ChooseDivinity && from_gate(s) ? "choose one of the Divinities on top of the decks"
                                                          : "choose one of the Divinities of the deck";
}
DecisionPrompt choose_prompt(const GameState& s) {
  const std::string tokens = revealed_carrier_tokens(s);
  const std::string more = tokens.empty() ? "" : " " + tokens;
  if (from_gate(s)) return {"activate one of the revealed Divinities", source_or(s, "The Gate") + ": the top of each deck, for free; the others go back." + more};
  return {"activate one of the deck's Divinities", source_or(s, "The Divine Theater") + ": for free; then put the rest back in your order." + more};
}
std::string choose_explain(const GameState& s, bool, const std::string&) {
  return from_gate(s) ? source_or(s, "The Gate") + ": activate one of the Divinities on top of the decks for free"
                      : source_or(s, "The Divine Theater") + ": activate one Divinity of the deck for free";
}

// --- The Divine Theater's deck --------------------------------------------------------

bool deck_has_choice(const GameState& s, const DecisionFrame&) {
  for (int m = 0; m < kMythologyCount; ++m) {
    if (count(s, m) > 0) return true;
  }
  return false;
}

void deck_legal(const GameState& s, ActionList& out) {
  for (int m = 0; m < kMythologyCount; ++m) {
    if (count(s, m) > 0) out.push({ActionType::ChooseMythology, static_cast<std::uint8_t>(m), kNone});
  }
}

// Its player sees the whole deck (the other player forgets its order); Enki among it
// draws its tokens face up. Its order is chosen after the activation, below whatever
// that Divinity asks.
Applied deck_apply(GameState& s, const Action& a, EventLog*) {
  const DecisionSource source = s.pending.top().source;
  if (!take_pick(s, a)) return Applied::Refused;
  const Player p = s.current;
  const int m = a.card;
  s.knowledge[p].deck_known[static_cast<std::size_t>(m)] = static_cast<std::uint8_t>(count(s, m));
  s.knowledge[opponent(p)].deck_known[static_cast<std::size_t>(m)] = 0;
  reveal_deck_cards(s, m, count(s, m));
  const int rest = count(s, m) - 1;
  if (rest >= 2) {
    push_pending(s, Phase::ArrangeDeck, p, static_cast<std::uint8_t>(m), source);
    s.pending.top().picks_left = static_cast<std::uint8_t>(rest - 1);
    start_arranging(s);
  }
  push_pending(s, Phase::ChooseDivinity, p, static_cast<std::uint8_t>(m), source);
  return Applied::Resolved;
}

// "look at the Greek deck" (records written before read "greek": moves are read in any case).
std::string deck_text(const Rules&, const Action& a, Player, Player) { return "look at the " + mythology_title(a.card) + " deck"; }
std::string deck_why(const GameState&, const Action&) { return "choose a Mythology whose deck still holds a Divinity"; }
DecisionPrompt deck_prompt(const GameState& s) {
  return {"choose a Mythology deck to look at", source_or(s, "The Divine Theater") + ": you activate one of its Divinities for free."};
}
std::string deck_explain(const GameState& s, bool, const std::string&) {
  return source_or(s, "The Divine Theater") + ": look at a Mythology deck";
}

// --- Putting the rest back ------------------------------------------------------------

int arranged_deck(const GameState& s) { return s.pending.top().detail; }

void arrange_legal(const GameState& s, ActionList& out) {
  const int m = arranged_deck(s);
  std::array<DivinityId, kMaxDivinitiesEach> rest{};
  int n = 0;
  for (int i = s.pantheon.arranged; i < count(s, m); ++i) rest[static_cast<std::size_t>(n++)] = deck(s, m)[static_cast<std::size_t>(i)];
  sort_small(rest.data(), n);
  for (int i = 0; i < n; ++i) out.push({ActionType::ArrangeDeck, rest[static_cast<std::size_t>(i)], kNone});
}

bool arrange_has_choice(const GameState& s, const DecisionFrame& frame) {
  return frame.detail < kMythologyCount && count(s, frame.detail) - s.pantheon.arranged >= 2;
}

// Each pick puts the next card from the top; the last card takes the last place.
Applied arrange_apply(GameState& s, const Action& a, EventLog*) {
  const int m = arranged_deck(s);
  const bool last = s.pending.top().picks_left <= 1;
  if (!take_pick(s, a)) return Applied::Refused;
  put_next_on_deck(s, m, a.card, last);
  return Applied::Resolved;
}

std::string arrange_text(const Rules& rules, const Action& a, Player viewer, Player mover) {
  return viewer != kNone && viewer != mover ? "put a Divinity back on the deck"
                                            : "put " + divinity_name(rules, a.card) + " next on the deck";
}
std::string arrange_why(const GameState&, const Action&) { return "choose one of the Divinities not yet put back"; }
DecisionPrompt arrange_prompt(const GameState& s) {
  return {"put the deck back in your order", source_or(s, "The Divine Theater") + ": choose the card to go next from the top."};
}
std::string arrange_explain(const GameState& s, bool, const std::string&) {
  return source_or(s, "The Divine Theater") + ": put the deck's cards back in the chosen order";
}

}  // namespace

namespace {
// The Divine Theater's look at a deck is its player's alone; the Gate's tops are public.
bool theater_look(const DecisionFrame& frame) { return frame.detail != kNone; }
}  // namespace

const DecisionKind kChooseDivinityDecision{
    .phase = Phase::ChooseDivinity,
    .module = Module::Pantheon,
    .name = "choose-divinity",
    .summary = "activate a Divinity for free",
    .status = "activate a Divinity for free",
    .from = ChoiceFrom::Divinities,
    .actions = action_types({ActionType::ChooseDivinity}),
    .secret_in = theater_look,
    .has_choice = choose_has_choice,
    .legal_actions = choose_legal,
    .is_legal = listed_action,
    .apply = choose_apply,
    .move_text = choose_text,
    .why_illegal = choose_why,
    .prompt = choose_prompt,
    .explain = choose_explain,
};

const DecisionKind kChooseMythologyDecision{
    .phase = Phase::ChooseMythology,
    .module = Module::Pantheon,
    .name = "choose-mythology",
    .summary = "look at a Mythology deck",
    .status = "choose a Mythology deck",
    .from = ChoiceFrom::Divinities,
    .actions = action_types({ActionType::ChooseMythology}),
    .has_choice = deck_has_choice,
    .legal_actions = deck_legal,
    .is_legal = listed_action,
    .apply = deck_apply,
    .move_text = deck_text,
    .why_illegal = deck_why,
    .prompt = deck_prompt,
    .explain = deck_explain,
};

const DecisionKind kArrangeDeckDecision{
    .phase = Phase::ArrangeDeck,
    .module = Module::Pantheon,
    .name = "arrange-deck",
    .summary = "put a deck back in order",
    .status = "put the deck back in order",
    .from = ChoiceFrom::Order,
    .actions = action_types({ActionType::ArrangeDeck}),
    .secret = true,
    .has_choice = arrange_has_choice,
    .legal_actions = arrange_legal,
    .is_legal = listed_action,
    .apply = arrange_apply,
    .move_text = arrange_text,
    .why_illegal = arrange_why,
    .prompt = arrange_prompt,
    .explain = arrange_explain,
};

}  // namespace duel::detail
