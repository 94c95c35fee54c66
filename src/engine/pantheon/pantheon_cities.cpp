// Pantheon's Divinities that act on cards: Nisaba's Snake on an opponent's green card,
// Baal taking an opponent's brown or grey card, Zeus putting a structure card in the
// discard pile (and taking the token on it).
#include <bit>

#include "../effect_kinds.hpp"
#include "pantheon_support.hpp"

namespace duel::detail {
namespace {

const CardDef& def(const GameState& s, CardId c) { return s.rules().cards[c]; }

// --- Nisaba ---------------------------------------------------------------------------

bool copies(const GameState& s, CardId c) {
  return def(s, c).color == Color::Green && def(s, c).effects.science != kNone;
}

bool snake_has_choice(const GameState& s, const DecisionFrame& frame) {
  bool any = false;
  s.cities[opponent(frame.player)].cards.for_each([&](CardId c) { any = any || copies(s, c); });
  return any;
}

void snake_legal(const GameState& s, ActionList& out) {
  s.cities[opponent(s.current)].cards.for_each([&](CardId c) {
    if (copies(s, c)) out.push({ActionType::PlaceSnake, c, kNone});
  });
}

// The copied symbol counts like any other (rulings 13): a pair earns a Progress token.
Applied snake_apply(GameState& s, const Action& a, EventLog* events) {
  if (!take_pick(s, a)) return Applied::Refused;
  const Player p = s.current;
  const std::uint8_t symbol = place_snake(s, p, a.card, events);
  const int before = s.pending.size();
  gain_science(s, p, symbol, events);
  tag_new_decisions(s, before, current_frame(s) ? current_frame(s)->source : DecisionSource{});
  return Applied::Resolved;
}

std::string snake_text(const Rules& rules, const Action& a, Player, Player) { return "snake on " + card_name(rules, a.card); }
std::string snake_why(const GameState& s, const Action& a) {
  if (a.type == ActionType::PlaceSnake && a.card < s.rules().cards.size()) {
    if (!s.cities[opponent(s.current)].cards.contains(a.card)) return "the opponent has no " + card_name(s.rules(), a.card);
    if (!copies(s, a.card)) return card_name(s.rules(), a.card) + " is not a green card with a science symbol";
  }
  return "choose one of the opponent's green cards";
}
DecisionPrompt snake_prompt(const GameState& s) {
  return {"put the Snake on an opponent's green card", source_or(s, "Nisaba") + ": you also have that card's science symbol."};
}
std::string snake_explain(const GameState& s, bool, const std::string&) {
  return source_or(s, "Nisaba") + ": copy the science symbol of one of the opponent's green cards";
}

// --- Baal -----------------------------------------------------------------------------

bool of_colors(const GameState& s, CardId c, std::uint8_t colors) { return colors >> static_cast<int>(def(s, c).color) & 1; }

bool take_has_choice(const GameState& s, const DecisionFrame& frame) {
  bool any = false;
  s.cities[opponent(frame.player)].cards.for_each([&](CardId c) { any = any || of_colors(s, c, frame.detail); });
  return any;
}

void take_legal(const GameState& s, ActionList& out) {
  const std::uint8_t colors = s.pending.top().detail;
  s.cities[opponent(s.current)].cards.for_each([&](CardId c) {
    if (of_colors(s, c, colors)) out.push({ActionType::TakeOpponentCard, c, kNone});
  });
}

// The card moves into the taker's city as it is: no cost, no one-time effect.
Applied take_apply(GameState& s, const Action& a, EventLog* events) {
  if (!take_pick(s, a)) return Applied::Refused;
  const Player p = s.current;
  move_city_card(s, opponent(p), p, a.card, events, {EventType::CardTaken, p, a.card});
  return Applied::Resolved;
}

std::string take_text(const Rules& rules, const Action& a, Player, Player) { return "steal " + card_name(rules, a.card); }
std::string take_why(const GameState& s, const Action& a) {
  const DecisionFrame* frame = current_frame(s);
  if (a.type == ActionType::TakeOpponentCard && frame && a.card < s.rules().cards.size()) {
    if (!s.cities[opponent(s.current)].cards.contains(a.card)) return "the opponent has no " + card_name(s.rules(), a.card);
    if (!of_colors(s, a.card, frame->detail)) return card_name(s.rules(), a.card) + " is not " + color_list(frame->detail);
  }
  return "choose one of the opponent's cards of the colours shown";
}
DecisionPrompt take_prompt(const GameState& s) {
  const DecisionFrame* frame = current_frame(s);
  const std::string colours = frame ? color_list(frame->detail) : std::string("brown or grey");
  return {"take one of the opponent's " + colours + " cards", source_or(s, "Baal") + ": it joins your city."};
}
std::string take_explain(const GameState& s, bool, const std::string&) {
  return source_or(s, "Baal") + ": take a card from the opponent's city into yours";
}

// --- Zeus -----------------------------------------------------------------------------

bool zeus_has_choice(const GameState& s, const DecisionFrame&) { return s.present != 0; }

void zeus_legal(const GameState& s, ActionList& out) {
  for (std::uint32_t bits = s.present; bits != 0; bits &= bits - 1)
    out.push({ActionType::DiscardStructureCard, static_cast<std::uint8_t>(std::countr_zero(bits)), kNone});
}

// Any card, face up or down, covered or not (rulings 12): the token on it is Zeus's player's.
Applied zeus_apply(GameState& s, const Action& a, EventLog* events) {
  if (!take_pick(s, a)) return Applied::Refused;
  const int slot = a.card;
  const CardId card = s.slots[static_cast<std::size_t>(slot)];
  const int before = s.pending.size();
  take_from_structure(s, s.current, slot, events);
  put_in_discard(s, card, events, {EventType::StructureCardDiscarded, s.current, card, static_cast<std::uint8_t>(slot)});
  tag_new_decisions(s, before, {SourceKind::Rule, static_cast<std::uint8_t>(RuleId::MythologyToken)});
  return Applied::Resolved;
}

std::string zeus_text(const Rules&, const Action& a, Player, Player) {
  return "discard slot " + std::to_string(a.card) + " of the structure";
}
std::string zeus_why(const GameState& s, const Action& a) {
  if (a.type == ActionType::DiscardStructureCard && a.card < kMaxSlots && !(s.present >> a.card & 1))
    return "slot " + std::to_string(a.card) + " holds no card (slots count from 0)";
  return "choose a card still in the structure";
}
DecisionPrompt zeus_prompt(const GameState& s) {
  return {"put a card of the structure in the discard pile",
          source_or(s, "Zeus") + ": any card, face up or down; you take the token on it. Slots count from 0, row by row "
                                 "from the top."};
}
std::string zeus_explain(const GameState& s, bool, const std::string&) {
  return source_or(s, "Zeus") + ": put a card of the structure in the discard pile";
}

}  // namespace

const DecisionKind kPlaceSnakeDecision{
    .phase = Phase::PlaceSnake,
    .module = Module::Pantheon,
    .name = "place-snake",
    .summary = "place the Snake",
    .status = "put the Snake on a green card",
    .from = ChoiceFrom::OpponentCity,
    .actions = action_types({ActionType::PlaceSnake}),
    .has_choice = snake_has_choice,
    .legal_actions = snake_legal,
    .is_legal = listed_action,
    .apply = snake_apply,
    .move_text = snake_text,
    .why_illegal = snake_why,
    .prompt = snake_prompt,
    .explain = snake_explain,
};

const DecisionKind kTakeOpponentCardDecision{
    .phase = Phase::TakeOpponentCard,
    .module = Module::Pantheon,
    .name = "take-opponent-card",
    .summary = "take an opponent's card",
    .status = "take an opponent's card",
    .from = ChoiceFrom::OpponentCity,
    .actions = action_types({ActionType::TakeOpponentCard}),
    .has_choice = take_has_choice,
    .legal_actions = take_legal,
    .is_legal = listed_action,
    .apply = take_apply,
    .move_text = take_text,
    .why_illegal = take_why,
    .prompt = take_prompt,
    .explain = take_explain,
};

const DecisionKind kDiscardStructureCardDecision{
    .phase = Phase::DiscardStructureCard,
    .module = Module::Pantheon,
    .name = "discard-structure-card",
    .summary = "discard a card of the structure",
    .status = "discard a card of the structure",
    .from = ChoiceFrom::Structure,
    .actions = action_types({ActionType::DiscardStructureCard}),
    .has_choice = zeus_has_choice,
    .legal_actions = zeus_legal,
    .is_legal = listed_action,
    .apply = zeus_apply,
    .move_text = zeus_text,
    .why_illegal = zeus_why,
    .prompt = zeus_prompt,
    .explain = zeus_explain,
};

}  // namespace duel::detail
