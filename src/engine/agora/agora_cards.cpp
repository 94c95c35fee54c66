// Conspiracies that act on cards, Wonders and Progress tokens: Obscurantism (a token out
// of the game), Property Fraud (a top-row card free), Treason (a removed card free),
// Turn of Events (accessible cards to the discard pile), Coercion (a card swapped) and
// Sabotage (an opponent's built Wonder to the box).
#include <algorithm>
#include <bit>

#include "../effect_kinds.hpp"
#include "agora_support.hpp"
#include "duel/notation.hpp"

namespace duel::detail {
namespace {

const CardDef& def(const GameState& s, CardId c) { return s.rules().cards[c]; }

// A card taken from the structure by a Conspiracy: what lies on it goes to p (the
// Pantheon's token), it leaves the structure and p took it (the last card's taker
// chooses who starts the next Age).
void conspire_from_structure(GameState& s, Player p, int slot, EventLog* events) {
  take_from_structure(s, p, slot, events);
  s.last_card_player = p;
}

// --- Obscurantism ---------------------------------------------------------------------

// Tokens of the board, of the opponent and of the box (p looks at the box), sorted.
int obscurable(const GameState& s, Player p, std::array<TokenId, kMaxTokens>& out) {
  int n = 0;
  for (int i = 0; i < s.board_token_count; ++i) {
    if (s.board_tokens[static_cast<std::size_t>(i)] != kNone) out[static_cast<std::size_t>(n++)] = s.board_tokens[static_cast<std::size_t>(i)];
  }
  for (std::uint32_t bits = s.cities[opponent(p)].progress; bits != 0; bits &= bits - 1) out[static_cast<std::size_t>(n++)] = static_cast<TokenId>(std::countr_zero(bits));
  for (int i = 0; i < s.box_token_count; ++i) {
    if (s.box_tokens[static_cast<std::size_t>(i)] != kNone) out[static_cast<std::size_t>(n++)] = s.box_tokens[static_cast<std::size_t>(i)];
  }
  sort_small(out.data(), n);
  return n;
}

bool obscure_has_choice(const GameState& s, const DecisionFrame& frame) {
  std::array<TokenId, kMaxTokens> ids{};
  return obscurable(s, frame.player, ids) > 0;
}

bool in_box(const GameState& s, TokenId t) {
  return std::find(s.box_tokens.begin(), s.box_tokens.begin() + s.box_token_count, t) != s.box_tokens.begin() + s.box_token_count;
}

// wonder = kFromBox for a token of the box: its move words hide it from the opponent.
constexpr std::uint8_t kFromBox = 1;

void obscure_legal(const GameState& s, ActionList& out) {
  std::array<TokenId, kMaxTokens> ids{};
  const int n = obscurable(s, s.current, ids);
  for (int i = 0; i < n; ++i) {
    const TokenId t = ids[static_cast<std::size_t>(i)];
    out.push({ActionType::ObscureToken, t, in_box(s, t) ? kFromBox : kNone});
  }
}

// Out of the game wherever it was: the opponent loses its effects, VP included.
Applied obscure_apply(GameState& s, const Action& a, EventLog* events) {
  if (!take_pick(s, a)) return Applied::Refused;
  obscure_token(s, s.current, a.card, events);
  return Applied::Resolved;
}

// "obscure Masonry"; a token of the box is put face down unseen by the other player, who
// reads "obscure a Progress token from the box".
std::string obscure_text(const Rules& rules, const Action& a, Player viewer, Player mover) {
  const bool seen = viewer == kReferee || viewer == mover;
  return a.wonder == kFromBox && !seen ? "obscure a Progress token from the box" : "obscure " + token_name(rules, a.card);
}
std::string obscure_why(const GameState&, const Action&) {
  return "choose a Progress token of the board, of the opponent or of the box";
}
DecisionPrompt obscure_prompt(const GameState& s) {
  return {"put a Progress token out of the game", source_or(s, "Obscurantism") + ": nobody can use it any more."};
}
std::string obscure_explain(const GameState& s, bool, const std::string&) {
  return source_or(s, "Obscurantism") + ": put a Progress token out of the game";
}

// --- Property Fraud -------------------------------------------------------------------

bool top_row_card(const GameState& s, int slot) {
  const CardId c = s.slots[static_cast<std::size_t>(slot)];
  return (s.present >> slot & 1) && c != kNone && s.rules().layouts[static_cast<std::size_t>(s.age - 1)].slots[static_cast<std::size_t>(slot)].row == 0 &&
         !def(s, c).is_senator();
}

bool fraud_has_choice(const GameState& s, const DecisionFrame&) {
  for (int i = 0; i < s.slot_count(); ++i) {
    if (top_row_card(s, i)) return true;
  }
  return false;
}

void fraud_legal(const GameState& s, ActionList& out) {
  std::array<CardId, kMaxSlots> cards{};
  int n = 0;
  for (int i = 0; i < s.slot_count(); ++i) {
    if (top_row_card(s, i)) cards[static_cast<std::size_t>(n++)] = s.slots[static_cast<std::size_t>(i)];
  }
  sort_small(cards.data(), n);
  for (int i = 0; i < n; ++i) out.push({ActionType::ConstructTopRow, cards[static_cast<std::size_t>(i)], kNone});
}

// Covered or not (ruling 23): a free construction, not a chain one.
Applied fraud_apply(GameState& s, const Action& a, EventLog* events) {
  if (!take_pick(s, a)) return Applied::Refused;
  const Player p = s.current;
  const int before = s.pending.size();
  conspire_from_structure(s, p, s.slot_of(a.card, s.present), events);
  emit(events, EventType::CardConstructed, p, a.card, 0, 0);
  construct_card(s, p, a.card, false, events);
  tag_new_decisions(s, before, {SourceKind::Card, a.card});
  if (s.phase != Phase::GameOver) uncover(s, p, events);
  return Applied::Resolved;
}

std::string fraud_text(const Rules& rules, const Action& a, Player, Player) { return "construct top " + card_name(rules, a.card); }
std::string fraud_why(const GameState&, const Action&) { return "choose a card of the structure's top row (not a Senator)"; }
DecisionPrompt fraud_prompt(const GameState& s) {
  return {"construct a card of the top row for free", source_or(s, "Property Fraud") + ": covered or not, not a Senator."};
}
std::string fraud_explain(const GameState& s, bool, const std::string&) {
  return source_or(s, "Property Fraud") + ": construct a card of the structure's top row for free";
}

// --- Treason --------------------------------------------------------------------------

bool treason_has_choice(const GameState& s, const DecisionFrame&) {
  bool any = false;
  s.removed.for_each([&](CardId c) { any = any || treason_card(s, c); });
  return any;
}

void treason_legal(const GameState& s, ActionList& out) {
  s.removed.for_each([&](CardId c) {
    if (treason_card(s, c)) out.push({ActionType::ConstructRemoved, c, kNone});
  });
}

Applied treason_apply(GameState& s, const Action& a, EventLog* events) {
  if (!take_pick(s, a)) return Applied::Refused;
  const Player p = s.current;
  s.removed.erase(a.card);
  emit(events, EventType::CardConstructed, p, a.card, 0, 0);
  const int before = s.pending.size();
  construct_card(s, p, a.card, false, events);
  tag_new_decisions(s, before, {SourceKind::Card, a.card});
  return Applied::Resolved;
}

std::string treason_text(const Rules& rules, const Action& a, Player, Player) { return "construct removed " + card_name(rules, a.card); }
std::string treason_why(const GameState&, const Action&) {
  return "choose one of the cards removed at setup from the Ages played so far";
}
DecisionPrompt treason_prompt(const GameState& s) {
  return {"construct a removed card for free", source_or(s, "Treason") + ": you look at the cards removed at setup."};
}
std::string treason_explain(const GameState& s, bool, const std::string&) {
  return source_or(s, "Treason") + ": construct one of the removed cards for free";
}

// --- Turn of Events -------------------------------------------------------------------

bool turn_has_choice(const GameState& s, const DecisionFrame&) { return s.accessible_slots() != 0; }

void turn_legal(const GameState& s, ActionList& out) {
  std::array<CardId, kMaxSlots> cards{};
  int n = 0;
  for (std::uint32_t bits = s.accessible_slots(); bits != 0; bits &= bits - 1) cards[static_cast<std::size_t>(n++)] = s.slots[static_cast<std::size_t>(std::countr_zero(bits))];
  sort_small(cards.data(), n);
  for (int i = 0; i < n; ++i) out.push({ActionType::DiscardAccessible, cards[static_cast<std::size_t>(i)], kNone});
  const DecisionFrame& frame = s.pending.top();  // detail: how many in all; the first must go
  if (frame.picks_left < frame.detail) out.push(skip_action(s));
}

Applied turn_apply(GameState& s, const Action& a, EventLog* events) {
  if (!listed_action(s, a)) return Applied::Refused;
  const Player p = s.current;
  if (is_skip(a)) return end_decision(s);
  resolve_pick(s);
  conspire_from_structure(s, p, s.slot_of(a.card, s.accessible_slots()), events);
  put_in_discard(s, a.card, events, {EventType::StructureCardDiscarded, p, a.card});
  uncover(s, p, events);
  return Applied::Resolved;
}

std::string turn_text(const Rules& rules, const Action& a, Player, Player) {
  return a.card == kNone ? "discard no more" : "throw " + card_name(rules, a.card);
}
std::string turn_why(const GameState& s, const Action& a) {
  if (a.type == ActionType::DiscardAccessible && a.card == kNone && !s.pending.empty() &&
      s.pending.top().picks_left >= s.pending.top().detail)
    return "the first card must go to the discard pile";
  if (a.type == ActionType::DiscardAccessible && a.card < s.rules().cards.size()) {
    const int slot = s.slot_of(a.card, s.present);
    if (slot < 0) return card_name(s.rules(), a.card) + " is not in the structure";
    if (!s.slot_accessible(slot)) return card_name(s.rules(), a.card) + " is not accessible: cards still cover it";
  }
  return "choose an accessible card of the structure";
}
DecisionPrompt turn_prompt(const GameState& s) {
  return {"put an accessible card in the discard pile", source_or(s, "Turn of Events") + ": no coins; you may do it a second time."};
}
std::string turn_explain(const GameState& s, bool, const std::string&) {
  return source_or(s, "Turn of Events") + ": put accessible cards in the discard pile";
}

// --- Coercion -------------------------------------------------------------------------

// picks_left 2 (detail = the colours): an opponent card of a colour p also has; then
// (detail = the card taken) one of p's cards of that colour, not the one just taken.
bool swap_has_choice(const GameState& s, const DecisionFrame& frame) {
  if (frame.picks_left == 1) return true;  // p holds the card taken and one of its colour
  for (int c = 0; c < kColorCount; ++c) {
    if ((frame.detail >> c & 1) && s.cities[frame.player].color_count[c] > 0 && s.cities[opponent(frame.player)].color_count[c] > 0)
      return true;
  }
  return false;
}

void swap_legal(const GameState& s, ActionList& out) {
  const Player p = s.current;
  const DecisionFrame& frame = s.pending.top();
  if (frame.picks_left == 2) {
    s.cities[opponent(p)].cards.for_each([&](CardId c) {
      const int color = static_cast<int>(def(s, c).color);
      if ((frame.detail >> color & 1) && s.cities[p].color_count[color] > 0) out.push({ActionType::SwapCard, c, kNone});
    });
    return;
  }
  const CardId taken = frame.detail;
  s.cities[p].cards.for_each([&](CardId c) {
    if (c != taken && def(s, c).color == def(s, taken).color) out.push({ActionType::SwapCard, c, kNone});
  });
}

// VP and symbols follow the cards; a new science pair earns a Progress token (the taker's
// chosen as soon as the card is taken, before the one given back).
Applied swap_apply(GameState& s, const Action& a, EventLog* events) {
  if (!listed_action(s, a)) return Applied::Refused;
  const Player p = s.current, rival = opponent(p);
  DecisionFrame& frame = s.pending.top();
  if (frame.picks_left == 2) {
    move_city_card(s, rival, p, a.card, nullptr, {});  // CardsSwapped names both once the second moves
    frame.picks_left = 1;
    frame.detail = a.card;
    const std::uint8_t gained = def(s, a.card).effects.science;
    if (gained == kNone) return Applied::Done;
    const DecisionSource source = frame.source;
    const int before = s.pending.size();
    gain_science(s, p, gained, events);
    tag_new_decisions(s, before, source);
    return s.pending.size() > before || s.phase == Phase::GameOver ? Applied::Resolved : Applied::Done;
  }
  const CardId taken = frame.detail;
  const DecisionSource source = frame.source;
  s.pending.pop();
  move_city_card(s, p, rival, a.card, events, {EventType::CardsSwapped, p, taken, a.card});
  const int before = s.pending.size();
  const std::uint8_t given = def(s, a.card).effects.science;
  if (given != kNone) gain_science(s, rival, given, events);
  tag_new_decisions(s, before, source);
  return Applied::Resolved;
}

std::string swap_text(const Rules& rules, const Action& a, Player, Player) { return "swap " + card_name(rules, a.card); }
std::string swap_why(const GameState& s, const Action& a) {
  const char* general = "take an opponent's card of a colour you also have, then give one of yours of that colour";
  const DecisionFrame* frame = current_frame(s);
  if (a.type != ActionType::SwapCard || !frame || a.card >= s.rules().cards.size()) return general;
  const Player p = s.current;
  const std::string name = card_name(s.rules(), a.card);
  const int color = static_cast<int>(def(s, a.card).color);
  const std::string colour(color_name(def(s, a.card).color));
  if (frame->picks_left == 2) {
    if (!s.cities[opponent(p)].cards.contains(a.card)) return "the opponent has no " + name;
    if (!(frame->detail >> color & 1)) {
      std::string either;
      for (int c = 0; c < kColorCount; ++c) {
        if (frame->detail >> c & 1) either += (either.empty() ? "" : " or ") + std::string(color_name(static_cast<Color>(c)));
      }
      return name + " is " + colour + ": take a " + either + " card";
    }
    return "you have no " + colour + " card to give back";
  }
  if (a.card == frame->detail) return name + " is the card you just took";
  if (!s.cities[p].cards.contains(a.card)) return "you have no " + name;
  return name + " is not " + std::string(color_name(def(s, frame->detail).color)) + " like the card taken";
}
DecisionPrompt swap_prompt(const GameState& s) {
  const DecisionFrame* frame = current_frame(s);
  if (frame && frame->picks_left == 1)
    return {"give one of your " + std::string(color_name(s.rules().cards[frame->detail].color)) + " cards",
            source_or(s, "Coercion") + ": it goes to the opponent."};
  return {"take an opponent's " + (frame ? color_list(frame->detail) : std::string("blue or green")) + " card",
          source_or(s, "Coercion") + ": then give them one of yours of the same colour."};
}
std::string swap_explain(const GameState& s, bool, const std::string&) {
  return source_or(s, "Coercion") + ": swap a card with the opponent";
}

// --- Sabotage -------------------------------------------------------------------------

bool sabotage_has_choice(const GameState& s, const DecisionFrame& frame) { return s.cities[opponent(frame.player)].wonders_built() > 0; }

void sabotage_legal(const GameState& s, ActionList& out) {
  const City& c = s.cities[opponent(s.current)];
  std::array<WonderId, kMaxCityWonders> built{};
  int n = 0;
  for (int i = 0; i < c.wonder_count; ++i) {
    if (c.wonders[i] != kNone && c.wonder_built(i)) built[static_cast<std::size_t>(n++)] = c.wonders[i];
  }
  sort_small(built.data(), n);
  for (int i = 0; i < n; ++i) out.push({ActionType::ReturnWonder, built[static_cast<std::size_t>(i)], kNone});
}

// To the box for good (ruling 24): instant effects kept, lasting ones (VP, production) lost.
Applied sabotage_apply(GameState& s, const Action& a, EventLog* events) {
  if (!take_pick(s, a)) return Applied::Refused;
  const Player rival = opponent(s.current);
  const City& c = s.cities[rival];
  for (int i = 0; i < c.wonder_count; ++i) {
    if (c.wonders[i] == a.card) wonder_to_box(s, rival, i, events, {EventType::WonderReturned, rival, a.card, c.wonder_cards[i]});
  }
  return Applied::Resolved;
}

std::string sabotage_text(const Rules& rules, const Action& a, Player, Player) { return "sabotage " + wonder_name(rules, a.card); }
std::string sabotage_why(const GameState&, const Action&) { return "choose one of the opponent's built Wonders"; }
DecisionPrompt sabotage_prompt(const GameState& s) {
  return {"return an opponent's built Wonder to the box", source_or(s, "Sabotage") + ": its card goes to the discard pile."};
}
std::string sabotage_explain(const GameState& s, bool, const std::string&) {
  return source_or(s, "Sabotage") + ": return one of the opponent's built Wonders to the box";
}

}  // namespace

const DecisionKind kObscureTokenDecision{
    .phase = Phase::ObscureToken,
    .module = Module::Agora,
    .name = "obscure-token",
    .summary = "put a Progress token out of the game",
    .status = "choose a Progress token to obscure",
    .from = ChoiceFrom::Tokens,
    .actions = action_types({ActionType::ObscureToken}),
    .secret = true,
    .has_choice = obscure_has_choice,
    .legal_actions = obscure_legal,
    .is_legal = listed_action,
    .apply = obscure_apply,
    .move_text = obscure_text,
    .why_illegal = obscure_why,
    .prompt = obscure_prompt,
    .explain = obscure_explain,
};

const DecisionKind kConstructTopRowDecision{
    .phase = Phase::ConstructTopRow,
    .module = Module::Agora,
    .name = "construct-top-row",
    .summary = "construct a top-row card",
    .status = "choose a card of the top row",
    .from = ChoiceFrom::Structure,
    .actions = action_types({ActionType::ConstructTopRow}),
    .has_choice = fraud_has_choice,
    .legal_actions = fraud_legal,
    .is_legal = listed_action,
    .apply = fraud_apply,
    .move_text = fraud_text,
    .why_illegal = fraud_why,
    .prompt = fraud_prompt,
    .explain = fraud_explain,
};

const DecisionKind kConstructRemovedDecision{
    .phase = Phase::ConstructRemoved,
    .module = Module::Agora,
    .name = "construct-removed",
    .summary = "construct a removed card",
    .status = "choose a removed card",
    .from = ChoiceFrom::RemovedCards,
    .actions = action_types({ActionType::ConstructRemoved}),
    .secret = true,
    .has_choice = treason_has_choice,
    .legal_actions = treason_legal,
    .is_legal = listed_action,
    .apply = treason_apply,
    .move_text = treason_text,
    .why_illegal = treason_why,
    .prompt = treason_prompt,
    .explain = treason_explain,
};

const DecisionKind kDiscardAccessibleDecision{
    .phase = Phase::DiscardAccessible,
    .module = Module::Agora,
    .name = "discard-accessible",
    .summary = "discard accessible cards",
    .status = "put a card in the discard pile",
    .from = ChoiceFrom::Structure,
    .actions = action_types({ActionType::DiscardAccessible}),
    .has_choice = turn_has_choice,
    .legal_actions = turn_legal,
    .is_legal = listed_action,
    .apply = turn_apply,
    .move_text = turn_text,
    .why_illegal = turn_why,
    .prompt = turn_prompt,
    .explain = turn_explain,
};

const DecisionKind kSwapCardDecision{
    .phase = Phase::SwapCard,
    .module = Module::Agora,
    .name = "swap-card",
    .summary = "swap a card",
    .status = "swap a card",
    .from = ChoiceFrom::OpponentCity,
    .actions = action_types({ActionType::SwapCard}),
    .has_choice = swap_has_choice,
    .legal_actions = swap_legal,
    .is_legal = listed_action,
    .apply = swap_apply,
    .move_text = swap_text,
    .why_illegal = swap_why,
    .prompt = swap_prompt,
    .explain = swap_explain,
};

const DecisionKind kReturnWonderDecision{
    .phase = Phase::ReturnWonder,
    .module = Module::Agora,
    .name = "return-wonder",
    .summary = "return a Wonder to the box",
    .status = "choose a Wonder to sabotage",
    .from = ChoiceFrom::Wonders,
    .actions = action_types({ActionType::ReturnWonder}),
    .has_choice = sabotage_has_choice,
    .legal_actions = sabotage_legal,
    .is_legal = listed_action,
    .apply = sabotage_apply,
    .move_text = sabotage_text,
    .why_illegal = sabotage_why,
    .prompt = sabotage_prompt,
    .explain = sabotage_explain,
};

}  // namespace duel::detail
