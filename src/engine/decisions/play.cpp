// A turn's action: take an accessible card of the structure to construct it, discard
// it for coins or tuck it under one of the player's Wonders to build that Wonder.
#include <algorithm>
#include <array>
#include <bit>
#include <string>
#include <vector>

#include "../agora/agora_support.hpp"
#include "duel/notation.hpp"
#include "duel/payment.hpp"
#include "../agora/agora_internal.hpp"
#include "../payment_internal.hpp"
#include "../pantheon/pantheon_internal.hpp"

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
  spend_coins(s, p, total, events);
  if (trade_coins > 0 && s.cities[opponent(p)].receives_trade_coins) {
    s.cities[opponent(p)].coins = static_cast<std::int32_t>(s.cities[opponent(p)].coins + trade_coins);
  }
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
  s.discard_pile[s.discard_count++] = card;
  emit(events, EventType::CardDiscarded, p, card, kNone, coins);
  gain_coins(s, p, coins, nullptr);
}

void do_build_wonder(GameState& s, Player p, CardId card, WonderId wonder, int coins, EventLog* events) {
  pay_cost<WonderId>(s, p, wonder, coins, wonder_payment, events);
  emit(events, EventType::WonderBuilt, p, wonder, card, coins);
  build_wonder(s, p, card, wonder, events);
}

}  // namespace

void build_wonder(GameState& s, Player p, CardId card, WonderId wonder, EventLog* events) {
  City& c = s.cities[p];
  const int index = wonder_index(c, wonder);
  c.wonder_cards[index] = card;
  const WonderDef& def = s.rules().wonders[wonder];
  add_lasting_effects(c, def.effects, false);
  if (def.effects.play_again || c.wonders_play_again) s.replay = true;
  // The 7-Wonder limit: the last unbuilt Wonder goes back to the box.
  if (s.wonders_built_total() >= s.rules().constants.wonder_limit) {
    for (Player q = 0; q < 2; ++q) {
      City& city = s.cities[q];
      for (int i = 0; i < city.wonder_count; ++i) {
        if (city.wonders[i] != kNone && !city.wonder_built(i)) {
          emit(events, EventType::WonderToBox, q, city.wonders[i]);
          city.wonders[i] = kNone;
        }
      }
    }
  }
  const int before = s.pending.size();
  apply_instant_effects(s, p, def.effects, false, events);
  if (s.pantheon.on && s.phase != Phase::GameOver)
    apply_pantheon_effects(s, p, s.rules().pantheon->wonder_effects[wonder], before, events);
  if (s.agora.on && s.phase != Phase::GameOver) agora_wonder_built(s, p, wonder, before, events);
  tag_new_decisions(s, before, {SourceKind::Wonder, wonder});
}

namespace {

// The Pantheon's activations (Ages II and III): each Divinity and the Gate on a revealed
// space, with each set of the Offering tokens held that leaves a cost p can pay. Kept out
// of legal()'s inlined body: the base game's hot path.
[[gnu::noinline]] void legal_activations(const GameState& s, Player p, ActionList& out) {
  const PantheonState& ps = s.pantheon;
  // The Divinities on revealed spaces as a set of ids, read back in increasing order (the
  // actions' key order), the Gate (kGate, above every Divinity) last: no sort, and no
  // branch on which spaces are revealed.
  static_assert(kMythologyCount * kMaxDivinitiesEach <= 62 && (kNone & 63) >= 62 && (kGate & 63) >= 62,
                "Divinity ids, kNone and kGate apart in a 64-bit set");
  std::uint64_t divinities = 0;
  std::array<std::uint8_t, 64> space_of_divinity;  // read only for the ids in `divinities`
  int gate_space = -1;
  for (std::uint32_t bits = ps.revealed & ((1U << ps.space_count) - 1); bits != 0; bits &= bits - 1) {
    const int i = std::countr_zero(bits);
    const DivinityId d = ps.spaces[static_cast<std::size_t>(i)];
    divinities |= std::uint64_t{d != kNone && d != kGate} << (d & 63);
    space_of_divinity[d & 63] = static_cast<std::uint8_t>(i);
    gate_space = d == kGate ? i : gate_space;
  }
  if (divinities == 0 && gate_space < 0) return;
  const PantheonRules& rules = *s.rules().pantheon;
  const std::uint8_t held = ps.players[p].offerings;
  // The sets of the held Offering tokens in increasing order ((set - held) & held is the
  // next one), with the coins each takes off, built up a token at a time.
  std::array<std::uint8_t, 1 << kMaxOfferings> sets{};
  std::array<int, 1 << kMaxOfferings> offering_coins{};
  int m = 0;
  for (unsigned set = 0;; set = (set - held) & held) {
    if (set != 0)
      offering_coins[set] = offering_coins[set & (set - 1)] + rules.offering_tokens[static_cast<std::size_t>(std::countr_zero(set))];
    sets[static_cast<std::size_t>(m++)] = static_cast<std::uint8_t>(set);
    if (set == held) break;
  }
  const int coins = s.spendable(p);
  const int discount = pantheon_amount(s, p, PantheonEffectKind::PantheonDiscount);
  // Every candidate is written and counted only when affordable: no branch on the
  // coins, which vary at random (the list has room for every candidate).
  Action* items = out.items.data();
  int count = out.count;
  const auto offer = [&](DivinityId d, int space) {
    const int doubled = doubled_space_cost(rules, space, p, d);
    const int before_offerings = doubled - std::min(doubled, discount);  // as activation_price
    for (int j = 0; j < m; ++j) {
      const std::uint8_t set = sets[static_cast<std::size_t>(j)];
      items[count] = {ActionType::Activate, d, set};
      count += std::max(0, before_offerings - offering_coins[set]) <= coins;
    }
  };
  for (std::uint64_t bits = divinities; bits != 0; bits &= bits - 1) {
    const int d = std::countr_zero(bits);
    offer(static_cast<DivinityId>(d), space_of_divinity[static_cast<std::size_t>(d)]);
  }
  if (gate_space >= 0) offer(kGate, gate_space);
  out.count = count;
}

// Agora: each accessible card under each of the player's unprepared Conspiracies.
[[gnu::noinline]] void legal_preparations(const GameState& s, Player p, const std::array<CardId, kMaxSlots>& cards, int n,
                                          ActionList& out) {
  const ConspiracyHand& h = s.agora.hands[p];
  // Read back from a set of ids in increasing order: no sort.
  static_assert(kMaxConspiracies <= 32, "ConspiracyIds in a 32-bit set");
  std::uint32_t ids = 0;
  for (int i = 0; i < h.count; ++i) {
    if (!h.prepared(i) && !h.is_triggered(i)) ids |= 1U << h.ids[static_cast<std::size_t>(i)];
  }
  std::array<ConspiracyId, kMaxConspiracies> open{};
  int m = 0;
  for (; ids != 0; ids &= ids - 1) open[static_cast<std::size_t>(m++)] = static_cast<ConspiracyId>(std::countr_zero(ids));
  for (int i = 0; i < n; ++i) {
    for (int j = 0; j < m; ++j) out.push({ActionType::PrepareConspiracy, cards[static_cast<std::size_t>(i)], open[static_cast<std::size_t>(j)]});
  }
}

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
  if (s.pantheon.on && s.age >= 2) legal_activations(s, p, out);  // the Pantheon opens in Age II
  if (s.agora.on && s.agora.hands[p].count > 0) legal_preparations(s, p, cards, n, out);
}

bool is_legal(const GameState& s, const Action& a) { return s.play_cost(a) >= 0; }

Applied apply(GameState& s, const Action& a, EventLog* events) {
  const int cost = s.play_cost(a);
  if (cost < 0) return Applied::Refused;
  const Player p = s.current;
  if (a.type == ActionType::Activate) {
    s.last_card_player = p;
    activate(s, p, a.card, a.wonder, cost, events);
    return Applied::Resolved;
  }
  if (a.type == ActionType::PrepareConspiracy) {
    const ConspiracyHand& h = s.agora.hands[p];
    s.remove_from_structure(s.slot_of(a.card, s.accessible_slots()));
    s.last_card_player = p;
    prepare_conspiracy(s, p, a.card, static_cast<int>(std::find(h.ids.begin(), h.ids.begin() + h.count, a.wonder) - h.ids.begin()), events);
    return Applied::Resolved;
  }
  s.remove_from_structure(s.slot_of(a.card, s.accessible_slots()));
  s.last_card_player = p;
  if (a.type == ActionType::Construct) do_construct(s, p, a.card, cost, events);
  if (a.type == ActionType::Discard) do_discard(s, p, a.card, events);
  if (a.type == ActionType::BuildWonder) do_build_wonder(s, p, a.card, a.wonder, cost, events);
  return Applied::Resolved;
}

// "activate Mars", "activate The Gate with offerings 2 and 3": the tokens by value.
std::string activation_text(const Rules& rules, const Action& a) {
  std::string text = "activate " + (rules.pantheon ? rules.pantheon->name_of(a.card) : std::string("?"));
  std::vector<std::string> values;
  for (int i = 0; i < kMaxOfferings && rules.pantheon; ++i) {
    if ((a.wonder >> i & 1) && static_cast<std::size_t>(i) < rules.pantheon->offering_tokens.size())
      values.push_back(std::to_string(rules.pantheon->offering_tokens[static_cast<std::size_t>(i)]));
  }
  if (values.empty()) return text;
  text += values.size() == 1 ? " with offering " : " with offerings ";
  for (std::size_t i = 0; i < values.size(); ++i) text += (i == 0 ? "" : i + 1 == values.size() ? " and " : ", ") + values[i];
  return text;
}

std::string move_text(const Rules& rules, const Action& a, Player viewer, Player mover) {
  switch (a.type) {
    case ActionType::Activate: return activation_text(rules, a);
    case ActionType::PrepareConspiracy: {  // the Conspiracy is the mover's secret
      const bool seen = viewer == kReferee || viewer == mover;
      return "prepare " + (seen ? conspiracy_name(rules, a.wonder) : std::string("a Conspiracy")) + " with " + card_name(rules, a.card);
    }
    case ActionType::Construct:
      if (a.card < rules.cards.size() && rules.cards[a.card].is_senator()) return "recruit " + card_name(rules, a.card);
      return "construct " + card_name(rules, a.card);
    case ActionType::Discard: return "discard " + card_name(rules, a.card);
    case ActionType::BuildWonder: return "wonder " + wonder_name(rules, a.wonder) + " with " + card_name(rules, a.card);
    default: return "?";
  }
}

std::string coins_short(int total, int coins) {
  return "needs " + std::to_string(total - coins) + " more coin" + (total - coins == 1 ? "" : "s");
}

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

// The values of a set of Offering tokens: "3", "2 and 4".
std::string offering_values(const Rules& rules, unsigned set) {
  std::vector<std::string> values;
  for (int i = 0; i < kMaxOfferings; ++i) {
    if ((set >> i & 1) && static_cast<std::size_t>(i) < rules.pantheon->offering_tokens.size())
      values.push_back(std::to_string(rules.pantheon->offering_tokens[static_cast<std::size_t>(i)]));
  }
  std::string out;
  for (std::size_t i = 0; i < values.size(); ++i) out += (i == 0 ? "" : i + 1 == values.size() ? " and " : ", ") + values[i];
  return out;
}

// Why an activation is refused: not in the Pantheon, Age I, tokens not held, coins.
std::string why_not_activate(const GameState& s, const Action& a) {
  const Player p = s.to_move();
  if (!s.pantheon.on) return "this game is played without the Pantheon";
  if (s.age < 2) return "the Pantheon's cards can be activated from Age II on";
  if (a.card == kNone || space_of(s.pantheon, a.card) < 0) return "that card is not in the Pantheon";
  const std::uint8_t held = s.pantheon.players[p].offerings;
  if ((a.wonder & ~held) != 0) return "you hold no Offering token " + offering_values(s.rules(), a.wonder & ~held) +
                                      " (you hold " + (held ? offering_values(s.rules(), held) : std::string("none")) + ")";
  const int cost = activation_cost(s, p, a.card, a.wonder);
  if (cost > s.spendable(p)) return coins_short(cost, s.spendable(p));
  return "not allowed now";
}

std::string why(const GameState& s, const Action& a) {
  const Player p = s.to_move();
  if (a.type == ActionType::Activate) return why_not_activate(s, a);
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
  if (a.type == ActionType::PrepareConspiracy) {
    if (!s.agora.on) return "this game is played without Agora";
    return "that is not one of your unprepared Conspiracies";
  }
  if (a.type != ActionType::Construct && a.type != ActionType::Discard && a.type != ActionType::BuildWonder)
    return "take a card from the structure first";
  return "not allowed now";
}

DecisionPrompt prompt(const GameState& s) {
  const bool pantheon = s.pantheon.on && s.age >= 2;
  return {pantheon ? "take a card from the structure or activate one from the Pantheon" : "take a card from the structure",
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

namespace detail {
// 0 when `a.wonder` is one of the player's unprepared, untriggered Conspiracies, else -1.
[[gnu::noinline]] int preparation_cost(const GameState& s, const Action& a) {
  if (!s.agora.on || a.wonder == kNone) return -1;
  const ConspiracyHand& h = s.agora.hands[s.current];
  for (int i = 0; i < h.count; ++i) {
    if (h.ids[static_cast<std::size_t>(i)] == a.wonder) return !h.prepared(i) && !h.is_triggered(i) ? 0 : -1;
  }
  return -1;
}
[[gnu::noinline]] int activation_play_cost(const GameState& s, const Action& a) {
  const int coins = activation_cost(s, s.current, a.card, a.wonder);
  return coins <= s.spendable(s.current) ? coins : -1;
}
}  // namespace detail

int GameState::play_cost(const Action& a) const {
  const City& city = cities[current];
  if (a.type == ActionType::Activate) return phase == Phase::Play ? detail::activation_play_cost(*this, a) : -1;
  if (phase != Phase::Play || a.card == kNone || slot_of(a.card, accessible) < 0) return -1;
  int coins = -1;
  switch (a.type) {
    case ActionType::Construct:
      if (a.wonder == kNone) coins = card_coin_cost(*this, current, a.card);
      break;
    case ActionType::Discard: return a.wonder == kNone ? 0 : -1;
    case ActionType::PrepareConspiracy: return detail::preparation_cost(*this, a);
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
