// A turn's action: take an accessible card of the structure to construct it, discard
// it for coins or tuck it under one of the player's Wonders to build that Wonder.
#include <algorithm>
#include <array>
#include <bit>
#include <string>
#include <vector>

#include "duel/notation.hpp"
#include "duel/payment.hpp"
#include "../modules.hpp"
#include "decision_support.hpp"
#include "../payment_internal.hpp"

namespace duel {
namespace detail {
namespace {

int wonder_index(const City& c, WonderId w) {
  for (int i = 0; i < c.wonder_count; ++i) {
    if (c.wonders[i] == w && w != kNone) return i;
  }
  return -1;
}

// Pays a cost (the treasury first, then Astarte's coins); with Economy, the part paid
// for trading goes to the opponent.
void pay(GameState& s, Player p, int total, int trade_coins, EventLog* events) {
  modules::spend_coins(s, p, total, events);
  // No event: the log has said nothing of Economy's coins so far (kept as it was).
  if (trade_coins > 0 && s.cities[opponent(p)].receives_trade_coins) gain_coins(s, opponent(p), trade_coins, nullptr);
}

// Pays `coins` for a card or Wonder; with Economy the opponent receives the trading
// part (rulings 8), which needs the full breakdown.
template <typename Id>
void pay_cost(GameState& s, Player p, Id id, int coins, Payment (*full)(const GameState&, Player, Id), EventLog* events) {
  const int trade = s.cities[opponent(p)].receives_trade_coins ? full(s, p, id).trade_coins : 0;
  pay(s, p, coins, trade, events);
}

void do_construct(GameState& s, Player p, CardId card, int coins, EventLog* events) {
  const CardDef& def = s.rules().cards[card];
  const bool chain = constructs_through_chain(s, p, def);
  pay_cost<CardId>(s, p, card, coins, card_payment, events);
  emit(events, EventType::CardConstructed, p, card, chain ? 1 : 0, coins);
  const int before = s.pending.size();
  construct_card(s, p, card, chain, events);
  tag_new_decisions(s, before, {SourceKind::Card, card});
}

void do_discard(GameState& s, Player p, CardId card, EventLog* events) {
  const int coins = discard_value(s, p);
  put_in_discard(s, card, events, {EventType::CardDiscarded, p, card, kNone, coins});
  gain_coins(s, p, coins, nullptr);
}

void do_build_wonder(GameState& s, Player p, CardId card, WonderId wonder, int coins, EventLog* events) {
  pay_cost<WonderId>(s, p, wonder, coins, wonder_payment, events);
  emit(events, EventType::WonderBuilt, p, wonder, card, coins);
  build_wonder(s, p, card, wonder, events);
}

}  // namespace

void build_wonder(GameState& s, Player p, CardId card, WonderId wonder, EventLog* events) {
  const WonderDef& def = tuck_wonder_card(s, p, wonder_index(s.cities[p], wonder), card);
  if (def.effects.play_again || s.cities[p].wonders_play_again) s.replay = true;
  // The 7-Wonder limit: the last unbuilt Wonder goes back to the box.
  if (s.wonders_built_total() >= s.rules().constants.wonder_limit) {
    for (Player q = 0; q < 2; ++q) {
      City& city = s.cities[q];
      for (int i = 0; i < city.wonder_count; ++i) {
        if (city.wonders[i] != kNone && !city.wonder_built(i)) wonder_to_box(s, q, i, events, {EventType::WonderToBox, q, city.wonders[i]});
      }
    }
  }
  const int before = s.pending.size();
  apply_instant_effects(s, p, def.effects, false, events);
  modules::wonder_built(s, p, wonder, before, events);
  tag_new_decisions(s, before, {SourceKind::Wonder, wonder});
}

namespace {

void legal_wonders(const GameState& s, Player p, const std::array<CardId, kMaxSlots>& cards, int n, const UnitPrices& prices,
                   ActionList& out) {
  const City& city = s.cities[p];
  // The affordable Wonders as a set of ids, read back in increasing order: no sort.
  static_assert(kMaxWonders <= 32, "WonderIds in a 32-bit set");
  std::uint32_t ids = 0;
  for (std::uint32_t bits = affordable_wonders(s, p, prices); bits != 0; bits &= bits - 1)
    ids |= 1U << city.wonders[static_cast<std::size_t>(std::countr_zero(bits))];
  std::array<WonderId, kMaxCityWonders> affordable{};
  int m = 0;
  for (; ids != 0; ids &= ids - 1) affordable[static_cast<std::size_t>(m++)] = static_cast<WonderId>(std::countr_zero(ids));
  for (int i = 0; i < n; ++i) {
    for (int w = 0; w < m; ++w) out.push({ActionType::BuildWonder, cards[i], affordable[static_cast<std::size_t>(w)]});
  }
}

void legal(const GameState& s, ActionList& out) {
  const Player p = s.current;
  // The accessible cards in increasing id order (the actions' key order): marked in a
  // set of ids and read back in order, cheaper than sorting them.
  CardSet accessible;
  for (std::uint32_t bits = s.accessible_slots(); bits != 0; bits &= bits - 1)
    accessible.insert(s.slots[static_cast<std::size_t>(std::countr_zero(bits))]);
  std::array<CardId, kMaxSlots> cards{};
  int n = 0;
  accessible.for_each([&](CardId card) { cards[static_cast<std::size_t>(n++)] = card; });
  const UnitPrices prices = unit_prices(s, p);
  for (std::uint32_t bits = affordable_cards(s, p, cards.data(), n, prices); bits != 0; bits &= bits - 1)
    out.push({ActionType::Construct, cards[static_cast<std::size_t>(std::countr_zero(bits))], kNone});
  for (int i = 0; i < n; ++i) out.push({ActionType::Discard, cards[i], kNone});
  if (s.wonders_built_total() < s.rules().constants.wonder_limit) legal_wonders(s, p, cards, n, prices, out);
  modules::play_actions(s, p, cards.data(), n, out);  // the Pantheon's activations, Agora's preparations
}

bool is_legal(const GameState& s, const Action& a) { return s.play_cost(a) >= 0; }

Applied apply(GameState& s, const Action& a, EventLog* events) {
  const int cost = s.play_cost(a);
  if (cost < 0) return Applied::Refused;
  const Player p = s.current;
  if (modules::is_play_action(a.type)) {  // legal: a module's action (an activation, a preparation)
    modules::apply_play_action(s, p, a, cost, events);
    return Applied::Resolved;
  }
  s.remove_from_structure(s.slot_of(a.card, s.accessible_slots()));
  s.last_card_player = p;
  if (a.type == ActionType::Construct) do_construct(s, p, a.card, cost, events);
  if (a.type == ActionType::Discard) do_discard(s, p, a.card, events);
  if (a.type == ActionType::BuildWonder) do_build_wonder(s, p, a.card, a.wonder, cost, events);
  return Applied::Resolved;
}

std::string move_text(const Rules& rules, const Action& a, Player viewer, Player mover) {
  switch (a.type) {
    case ActionType::Construct:
      if (a.card < rules.cards.size() && rules.cards[a.card].is_senator()) return "recruit " + card_name(rules, a.card);
      return "construct " + card_name(rules, a.card);
    case ActionType::Discard: return "discard " + card_name(rules, a.card);
    case ActionType::BuildWonder: return "wonder " + wonder_name(rules, a.wonder) + " with " + card_name(rules, a.card);
    default: return modules::play_action_text(rules, a, viewer, mover);  // "?" when none
  }
}

}  // namespace

std::string coins_short(int total, int coins) {
  return "needs " + std::to_string(total - coins) + " more coin" + (total - coins == 1 ? "" : "s");
}

namespace {

// "covered by Baths and Altar": the cards still on the slot; face-down ones are counted,
// not named ("covered by Baths and 1 face-down card").
std::string covered_text(const GameState& s, int slot) {
  const std::uint32_t over = s.rules().layouts[s.age - 1].slots[static_cast<std::size_t>(slot)].covered_by & s.present;
  std::vector<std::string> parts;
  int face_down = 0;
  for (std::uint32_t bits = over; bits != 0; bits &= bits - 1) {
    const int i = std::countr_zero(bits);
    const CardId card = s.slots[static_cast<std::size_t>(i)];
    if ((s.face_up >> i & 1) && card != kNone) parts.push_back(card_name(s.rules(), card));
    else ++face_down;
  }
  if (face_down > 0) parts.push_back(std::to_string(face_down) + " face-down card" + (face_down == 1 ? "" : "s"));
  std::string text = "covered by ";
  for (std::size_t i = 0; i < parts.size(); ++i) text += (i == 0 ? "" : i + 1 == parts.size() ? " and " : ", ") + parts[i];
  return text;
}

std::string why(const GameState& s, const Action& a) {
  const Player p = s.to_move();
  if (const std::string why = modules::why_not_play_action(s, a, false); !why.empty()) return why;  // an activation
  const City& city = s.cities[p];
  const int slot = s.slot_of(a.card, s.present);
  if (slot < 0) return "that card is not in the structure";
  if (!s.slot_accessible(slot)) return covered_text(s, slot);
  if (a.type == ActionType::Construct) {
    const Payment pay = card_payment(s, p, a.card);
    if (!pay.affordable) return coins_short(pay.total, s.spendable(p));
  }
  if (a.type == ActionType::BuildWonder) {
    const auto owned = std::find(city.wonders.begin(), city.wonders.begin() + city.wonder_count, a.wonder);
    const bool mine = a.wonder != kNone && owned != city.wonders.begin() + city.wonder_count;
    if (mine && city.wonder_built(static_cast<int>(owned - city.wonders.begin()))) return "already built";
    // Before "not one of your Wonders": the last unbuilt Wonder has gone back to the box.
    if (s.wonders_built_total() >= s.rules().constants.wonder_limit)
      return std::to_string(s.rules().constants.wonder_limit) + " Wonders already built";
    if (!mine) return "not one of your Wonders";
    const Payment pay = wonder_payment(s, p, a.wonder);
    if (!pay.affordable) return coins_short(pay.total, s.spendable(p));
  }
  if (const std::string why = modules::why_not_play_action(s, a, true); !why.empty()) return why;  // a preparation
  if (a.type != ActionType::Construct && a.type != ActionType::Discard && a.type != ActionType::BuildWonder)
    return "take a card from the structure first";
  return "not allowed now";
}

DecisionPrompt prompt(const GameState& s) {
  return {"take a card from the structure" + modules::play_prompt_alternatives(s),
          "Construct it, discard it for coins or build a Wonder with it (Age " + std::to_string(s.age) + ")."};
}

std::string explain(const GameState& s, bool replayed, const std::string& last_move) {
  if (replayed) return "plays again (the effect of the last move: " + last_move + ")";
  return "turn in Age " + std::to_string(s.age);
}

}  // namespace

const DecisionKind kPlayDecision{
    .phase = Phase::Play,
    .module = Module::Base,
    .name = "play",
    .summary = "play",
    .status = "",
    .from = ChoiceFrom::Structure,
    .actions = action_types({ActionType::Construct, ActionType::Discard, ActionType::BuildWonder,
                             ActionType::Activate, ActionType::PrepareConspiracy}),
    .has_choice = always_has_choice,
    .legal_actions = legal,
    .is_legal = is_legal,
    .apply = apply,
    .move_text = move_text,
    .why_illegal = why,
    .prompt = prompt,
    .explain = explain,
};

}  // namespace detail

int GameState::play_cost(const Action& a) const {
  const City& city = cities[current];
  if (a.type > ActionType::ChooseFirstPlayer) return detail::modules::play_action_cost(*this, a);  // a module's
  if (phase != Phase::Play || a.card == kNone || slot_of(a.card, accessible) < 0) return -1;
  int coins = -1;
  switch (a.type) {
    case ActionType::Construct:
      if (a.wonder == kNone) coins = card_coin_cost(*this, current, a.card);
      break;
    case ActionType::Discard: return a.wonder == kNone ? 0 : -1;
    case ActionType::BuildWonder: {
      const int w = detail::wonder_index(city, a.wonder);
      if (w >= 0 && !city.wonder_built(w) && wonders_built_total() < rules_->constants.wonder_limit) {
        coins = wonder_coin_cost(*this, current, a.wonder);
      }
      break;
    }
    default: break;
  }
  return coins <= spendable(current) ? coins : -1;
}

}  // namespace duel
