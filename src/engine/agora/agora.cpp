// The Agora expansion's rules (reference/agora.md, rulings 20-25) besides the Senate's
// (agora_senate.cpp): its setup, recruiting Senators, the Decrees that give coins, the
// Conspiracies (conspire, prepare, trigger: each part that asks a question pushes a
// decision of decisions/agora_*.cpp) and the Agora effects of Wonders, Progress tokens
// and Military tokens.
#include <algorithm>
#include <bit>

#include "agora_internal.hpp"
#include "../decisions/decision_support.hpp"
#include "duel/zones.hpp"

namespace duel::detail {
namespace {

const AgoraRules& rules_of(const GameState& s) { return *s.rules().agora; }

// The base-table part of a Conspiracy: its shields always act; an opponent's card to
// discard needs one of that colour.
bool base_part_acts(const GameState& s, Player p, const Effects& e) {
  if (e.shields > 0 || e.coins > 0 || e.victory_points > 0 || e.play_again) return true;
  if (e.discard_opponent_card_color != kNone) return s.cities[opponent(p)].color_count[e.discard_opponent_card_color] > 0;
  return false;
}

}  // namespace

void init_agora(GameState& s, const Setup& setup) {
  if (!s.rules().agora) return;
  const AgoraRules& rules = rules_of(s);
  AgoraState& a = s.agora;
  a.on = true;
  a.supply.fill(rules.cubes_per_player);
  a.controller.fill(kNone);
  for (auto& chamber : a.decrees) chamber.fill(kNone);
  for (std::size_t c = 0; c < kChambers && c < setup.agora.decrees.size(); ++c) {
    a.decrees[c][0] = setup.agora.decrees[c];
    a.decree_count[c] = 1;
    if (!(rules.face_up_chambers >> c & 1)) a.face_down = static_cast<std::uint16_t>(a.face_down | (1U << (c * kMaxDecreesPerChamber)));
  }
  a.deck.fill(kNone);
  a.deck_count = static_cast<std::uint8_t>(std::min<std::size_t>(setup.agora.conspiracies.size(), kMaxConspiracies));
  std::copy_n(setup.agora.conspiracies.begin(), a.deck_count, a.deck.begin());
  for (ConspiracyHand& h : a.hands) {
    h.ids.fill(kNone);
    h.tucked.fill(kNone);
  }
  a.drawn.fill(kNone);
  // Agora's Military tokens lose no coins but are on the track all the same.
  for (std::size_t z = 0; z < s.rules().military.zones.size(); ++z) {
    if (!s.rules().military.zones[z].agora.empty()) s.military_tokens |= static_cast<std::uint16_t>((1U << z) | (1U << (8 + z)));
  }
}

int agora_amount(const GameState& s, Player p, AgoraEffectKind k) {
  if (!s.agora.on) return 0;
  int total = 0;
  for (std::uint32_t bits = s.cities[p].progress & rules_of(s).tokens_with[static_cast<std::size_t>(k)]; bits != 0; bits &= bits - 1) {
    for (const AgoraEffect& e : s.rules().progress_tokens[static_cast<std::size_t>(std::countr_zero(bits))].agora)
      total += e.kind == k ? std::max<int>(1, e.amount) : 0;
  }
  return total;
}

int recruit_cost(const GameState& s, Player p) {
  if (agora_amount(s, p, AgoraEffectKind::FreeSenators) > 0) return 0;
  return s.cities[p].color_count[static_cast<int>(Color::Senator)];
}

void agora_card_constructed(GameState& s, Player p, CardId card, EventLog* events) {
  const CardDef& def = s.rules().cards[card];
  const auto color = static_cast<std::uint8_t>(def.color);
  for (Player q = 0; q < 2; ++q) gain_coins(s, q, s.age * decree_amount(s, q, DecreeKind::CoinsPerCardBuilt, color), events);
  const SenatorDef* senator = rules_of(s).senator(card);
  if (!senator) return;
  // The Senators already counted this one: recruited cards come after their Senate actions.
  if (senator->kind == SenatorKind::Politician) {
    const int blue = s.cities[p].color_count[static_cast<int>(Color::Blue)] + decree_amount(s, p, DecreeKind::ExtraBlueCards);
    const int actions = rules_of(s).actions_for_blue_cards(blue);
    if (actions > 0) {
      push_pending(s, Phase::SenateActions, p, senator->section);
      s.pending.top().picks_left = static_cast<std::uint8_t>(actions);
    }
  } else {
    push_pending(s, Phase::ConspiratorAction, p);
    if (controls_decree(s, p, DecreeKind::ConspiratorPlayAgain)) s.replay = true;
  }
}

void agora_wonder_built(GameState& s, Player p, WonderId wonder, int asked_before, EventLog* events) {
  for (Player q = 0; q < 2; ++q) gain_coins(s, q, s.age * decree_amount(s, q, DecreeKind::CoinsPerWonderBuilt), events);
  apply_agora_effects(s, p, s.rules().wonders[wonder].agora, asked_before, events);
}

void agora_wonder_picked(GameState& s, Player p, WonderId wonder, EventLog* events) {
  const int before = s.pending.size();
  apply_agora_effects(s, p, s.rules().wonders[wonder].agora_selection, before, events);
  tag_new_decisions(s, before, {SourceKind::Wonder, wonder});
}

void agora_military_token(GameState& s, Player p, int zone, EventLog* events) {
  if (!s.agora.on) return;
  const int before = s.pending.size();
  apply_agora_effects(s, p, s.rules().military.zones[static_cast<std::size_t>(zone)].agora, before, events);
  tag_new_decisions(s, before, {SourceKind::MilitaryToken, static_cast<std::uint8_t>(zone)});
}

void apply_agora_effects(GameState& s, Player p, const std::vector<AgoraEffect>& effects, int asked_before,
                         EventLog* events) {
  const int mid = s.pending.size();
  for (const AgoraEffect& e : effects) {
    if (s.phase == Phase::GameOver) return;
    if (const auto act = agora_effect_kind(e.kind).act) act(s, p, e, events);
  }
  order_expansion_decisions(s, asked_before, mid);
}

bool can_trigger(const GameState& s, Player p, ConspiracyId c) {
  if (c == kNone) return false;
  const ConspiracyDef& def = rules_of(s).conspiracies[c];
  if (base_part_acts(s, p, def.effects)) return true;
  return std::any_of(def.agora.begin(), def.agora.end(), [&](const AgoraEffect& e) {
    const auto can_act = agora_effect_kind(e.kind).can_act;
    return can_act && can_act(s, p, e);
  });
}

bool offer_conspiracy_trigger(GameState& s, Player p) {
  AgoraState& a = s.agora;
  a.triggered_this_turn = false;
  const ConspiracyHand& h = a.hands[p];
  for (int i = 0; i < h.count; ++i) {
    // Ruling 30: whether it could act is secret, so the step is offered all the same.
    if (h.prepared(i) && !h.is_triggered(i)) {
      push_pending(s, Phase::TriggerConspiracy, p, 0, {SourceKind::Rule, static_cast<std::uint8_t>(RuleId::Turn)});
      return true;
    }
  }
  return false;
}

void trigger_conspiracy(GameState& s, Player p, int position, EventLog* events) {
  const ConspiracyId c = turn_conspiracy_up(s, p, position, events);
  const ConspiracyDef& def = rules_of(s).conspiracies[c];
  const int before = s.pending.size();
  apply_instant_effects(s, p, def.effects, false, events);
  if (s.phase == Phase::GameOver) return;
  apply_agora_effects(s, p, def.agora, before, events);
  tag_new_decisions(s, before, {SourceKind::Conspiracy, c});
}

bool treason_card(const GameState& s, CardId c) {
  const CardDef& def = s.rules().cards[c];
  for (int age = 1; age <= s.age && age <= kAges; ++age) {
    if (s.rules().deck_composition[static_cast<std::size_t>(age - 1)].front().pool == def.pool) return true;
  }
  return false;
}

}  // namespace duel::detail

namespace duel {
// zones.hpp's look at the removed cards Treason shows.
bool detail_treason_card(const GameState& s, CardId c) { return detail::treason_card(s, c); }
}  // namespace duel
