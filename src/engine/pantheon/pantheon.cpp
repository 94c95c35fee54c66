// The Pantheon expansion's rules (reference/pantheon.md, rulings 12-19): its setup and
// Age II's, the tokens on structure cards, activating a Divinity or the Gate, the
// Divinities' effects (those that ask a question push a decision of
// decisions/pantheon_*.cpp), Astarte's coins and the Divinity decks.
#include <algorithm>
#include <bit>

#include "../decisions/decision_support.hpp"
#include "duel/payment.hpp"
#include "pantheon_internal.hpp"

namespace duel::detail {
namespace {

const PantheonRules& rules_of(const GameState& s) { return *s.rules().pantheon; }

std::uint8_t& known(GameState& s, Player q, int m) {
  return s.knowledge[q].deck_known[static_cast<std::size_t>(m)];
}

bool carries_tokens(const DivinityDef& d) {
  return std::any_of(d.pantheon.begin(), d.pantheon.end(),
                     [](const PantheonEffect& e) { return e.kind == PantheonEffectKind::ProgressTokensOnReveal; });
}

int token_amount(const DivinityDef& d) {
  for (const PantheonEffect& e : d.pantheon) {
    if (e.kind == PantheonEffectKind::ProgressTokensOnReveal) return e.amount;
  }
  return 0;
}

}  // namespace

void init_pantheon(GameState& s, const Setup& setup) {
  if (!s.rules().pantheon) return;
  const PantheonRules& p = rules_of(s);
  PantheonState& ps = s.pantheon;
  ps.on = true;
  ps.spaces.fill(kNone);
  ps.placed_by.fill(kNone);
  ps.backs.fill(kNone);
  ps.space_count = static_cast<std::uint8_t>(std::min<std::size_t>(p.space_costs.size(), kMaxSpaces));
  for (std::size_t m = 0; m < kMythologyCount; ++m) {
    ps.decks[m].fill(kNone);
    const auto& deck = setup.pantheon.decks[m];
    ps.deck_count[m] = static_cast<std::uint8_t>(std::min<std::size_t>(deck.size(), kMaxDivinitiesEach));
    std::copy_n(deck.begin(), ps.deck_count[m], ps.decks[m].begin());
  }
  for (std::size_t i = 0; i < setup.pantheon.mythology_tokens.size() && i < p.mythology_token_slots.size(); ++i) {
    ps.slot_tokens[0][p.mythology_token_slots[i]] = static_cast<std::uint8_t>(SlotToken::kMythology | setup.pantheon.mythology_tokens[i]);
  }
  for (std::size_t i = 0; i < setup.pantheon.offerings.size() && i < p.offering_token_slots.size(); ++i) {
    ps.slot_tokens[1][p.offering_token_slots[i]] = static_cast<std::uint8_t>(SlotToken::kOffering | setup.pantheon.offerings[i]);
  }
  ps.divinity_tokens.fill(kNone);
}

void pantheon_age_began(GameState& s, EventLog* events) {
  if (!s.pantheon.on || s.age != 2) return;
  const PantheonState& ps = s.pantheon;
  const PantheonRules& p = rules_of(s);
  reveal_pantheon(s, events);
  for (int i = 0; i < ps.space_count; ++i) {
    const DivinityId d = ps.spaces[i];
    if (d != kGate && d != kNone && carries_tokens(p.divinities[d])) draw_divinity_tokens(s, token_amount(p.divinities[d]));
  }
}

void take_slot_token(GameState& s, Player p, int slot, EventLog* events) {
  const std::uint8_t taken = take_slot_token_to(s, p, slot, events);
  if (!SlotToken::mythology(taken)) return;  // nothing there, or an Offering token
  const int m = SlotToken::index(taken);
  push_pending(s, Phase::PlaceDivinity, p, static_cast<std::uint8_t>(m),
               {SourceKind::Rule, static_cast<std::uint8_t>(RuleId::MythologyToken)});
}

void divinities_drawn(GameState& s, const DecisionFrame& frame) {
  if (frame.detail >= kMythologyCount) return;
  const int n = std::min<int>(rules_of(s).divinities_drawn, s.pantheon.deck_count[frame.detail]);
  known(s, frame.player, frame.detail) = std::max<std::uint8_t>(known(s, frame.player, frame.detail), static_cast<std::uint8_t>(n));
}

void take_tokens_on_uncovered_cards(GameState& s, Player p, EventLog* events) {
  if (!s.pantheon.on || s.age == 0) return;
  const auto& tokens = s.pantheon.slot_tokens[static_cast<std::size_t>(s.age - 1)];
  const int before = s.pending.size();
  for (std::uint32_t bits = s.accessible_slots() & ~s.face_up; bits != 0; bits &= bits - 1) {
    const int slot = std::countr_zero(bits);
    if (tokens[static_cast<std::size_t>(slot)] != SlotToken::kNothing) take_slot_token(s, p, slot, events);
  }
  // Several placements are made left to right: the first slot's on top.
  std::reverse(s.pending.frames.begin() + before, s.pending.frames.begin() + s.pending.size());
}

DivinityId token_carrier(const Rules& rules) {
  if (!rules.pantheon) return kNone;
  const auto& divinities = rules.pantheon->divinities;
  for (std::size_t d = 0; d < divinities.size(); ++d) {
    if (carries_tokens(divinities[d])) return static_cast<DivinityId>(d);
  }
  return kNone;
}

void reveal_deck_cards(GameState& s, int m, int depth) {
  const PantheonState& ps = s.pantheon;
  const int shown = std::min<int>(depth, ps.deck_count[static_cast<std::size_t>(m)]);
  for (int i = 0; i < shown; ++i) {
    const DivinityId d = ps.decks[static_cast<std::size_t>(m)][static_cast<std::size_t>(i)];
    if (carries_tokens(rules_of(s).divinities[d])) draw_divinity_tokens(s, token_amount(rules_of(s).divinities[d]));
  }
}

bool carrier_in_deck(const GameState& s) {
  const DivinityId carrier = token_carrier(s.rules());
  if (carrier == kNone) return false;
  const auto m = static_cast<std::size_t>(rules_of(s).divinities[carrier].mythology);
  const auto& deck = s.pantheon.decks[m];
  return std::find(deck.begin(), deck.begin() + s.pantheon.deck_count[m], carrier) != deck.begin() + s.pantheon.deck_count[m];
}

int space_of(const PantheonState& ps, DivinityId d) {
  for (int i = 0; i < ps.space_count; ++i) {
    if (ps.spaces[static_cast<std::size_t>(i)] == d) return i;
  }
  return -1;
}

int pantheon_amount_held(const GameState& s, Player p, PantheonEffectKind k) {
  const PantheonRules& rules = rules_of(s);
  const City& c = s.cities[p];
  int total = 0;
  const std::uint16_t wonders = rules.wonders_with[static_cast<std::size_t>(k)];
  for (int i = 0; i < c.wonder_count && wonders != 0; ++i) {
    if (c.wonders[i] == kNone || !(wonders >> c.wonders[i] & 1) || !c.wonder_built(i)) continue;
    for (const PantheonEffect& e : s.rules().wonders[c.wonders[i]].pantheon) total += e.kind == k ? e.amount : 0;
  }
  for (std::uint32_t bits = c.progress & rules.tokens_with[static_cast<std::size_t>(k)]; bits != 0; bits &= bits - 1) {
    for (const PantheonEffect& e : s.rules().progress_tokens[static_cast<std::size_t>(std::countr_zero(bits))].pantheon) total += e.kind == k ? e.amount : 0;
  }
  return total;
}

int activation_cost(const GameState& s, Player p, DivinityId d, std::uint8_t offerings) {
  const ActivationPrice price = activation_price(s, p, d, offerings);
  return price.offered ? price.coins : -1;
}

void add_pantheon_lasting(const GameState& s, Player p, City& c) {
  if (!s.pantheon.on) return;
  const PantheonRules& rules = rules_of(s);
  const PantheonHoldings& h = s.pantheon.players[p];
  for (int m = 0; m < kMythologyCount; ++m) {
    if (h.mythology_tokens[static_cast<std::size_t>(m)] > 0 && rules.mythology_chain[static_cast<std::size_t>(m)] != kNone)
      c.chains |= 1U << rules.mythology_chain[static_cast<std::size_t>(m)];
  }
  for (std::uint32_t bits = h.divinities; bits != 0; bits &= bits - 1) {
    add_lasting_effects(c, rules.divinities[static_cast<std::size_t>(std::countr_zero(bits))].effects, false);
  }
  if (s.pantheon.snake_owner == p && s.pantheon.snake != kNone) {
    const std::uint8_t symbol = s.rules().cards[s.pantheon.snake].effects.science;
    if (symbol != kNone) ++c.science[symbol];
  }
}

void apply_pantheon_effects(GameState& s, Player p, const std::vector<PantheonEffect>& effects, int asked_before,
                            EventLog* events) {
  const int mid = s.pending.size();
  for (const PantheonEffect& e : effects) {
    if (s.phase == Phase::GameOver) return;
    if (const auto act = pantheon_effect_kind(e.kind).act) act(s, p, e, events);
  }
  order_expansion_decisions(s, asked_before, mid);
}

void activate_divinity(GameState& s, Player p, DivinityId d, EventLog* events) {
  const DivinityDef& def = rules_of(s).divinities[d];
  add_activated_divinity(s, p, d);
  const int before = s.pending.size();
  apply_instant_effects(s, p, def.effects, false, events);
  if (s.phase == Phase::GameOver) return;
  apply_pantheon_effects(s, p, def.pantheon, before, events);
  tag_new_decisions(s, before, {SourceKind::Divinity, d});
}

void activate(GameState& s, Player p, DivinityId d, std::uint8_t offerings, int coins, EventLog* events) {
  const int space = space_of(s.pantheon, d);
  spend_coins(s, p, coins, events);
  spend_offerings(s, p, offerings);
  take_from_space(s, p, space, coins, events);
  if (d != kGate) return activate_divinity(s, p, d, events);
  add_activated_gate(s, p);
  const int before = s.pending.size();
  apply_pantheon_effects(s, p, rules_of(s).gate_effects, before, events);
  tag_new_decisions(s, before, {SourceKind::Divinity, kGate});
}

void show_deck_tops(GameState& s) {
  for (int m = 0; m < kMythologyCount; ++m) {
    if (s.pantheon.deck_count[static_cast<std::size_t>(m)] == 0) continue;
    for (Player q = 0; q < 2; ++q) known(s, q, m) = std::max<std::uint8_t>(known(s, q, m), 1);
    reveal_deck_cards(s, m, 1);
  }
}

}  // namespace duel::detail

namespace duel {

ActivationPrice activation_price(const GameState& s, Player p, DivinityId d, std::uint8_t offerings) {
  ActivationPrice price;
  const PantheonState& ps = s.pantheon;
  if (!ps.on || s.age < 2 || d == kNone || p > 1) return price;
  const int space = detail::space_of(ps, d);
  if (space < 0 || !(ps.revealed >> space & 1)) return price;
  if ((offerings & ~ps.players[p].offerings) != 0) return price;
  const PantheonRules& rules = *s.rules().pantheon;
  price.offered = true;
  price.space_cost = rules.space_costs[static_cast<std::size_t>(space)][p];
  price.multiplier = d == kGate ? rules.gate_cost_multiplier : 1;
  const int doubled = detail::doubled_space_cost(rules, space, p, d);
  price.modifier = doubled - price.space_cost * price.multiplier;  // the cost_modifier, as far as it applies
  price.discount = std::min(doubled, detail::pantheon_amount(s, p, PantheonEffectKind::PantheonDiscount));  // after doubling (rulings 17)
  for (std::uint32_t bits = offerings; bits != 0; bits &= bits - 1) price.offerings += rules.offering_tokens[static_cast<std::size_t>(std::countr_zero(bits))];
  price.coins = std::max(0, doubled - price.discount - price.offerings);  // no change is given
  price.from_astarte = std::max(0, price.coins - s.cities[p].coins);
  price.affordable = price.coins <= s.spendable(p);
  return price;
}

}  // namespace duel
