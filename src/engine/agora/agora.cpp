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

// The decision an Agora effect asks for, or none (kGameOver: acts at once or later).
Phase decision_of(AgoraEffectKind k) {
  switch (k) {
    case AgoraEffectKind::PlaceCube: return Phase::PlaceCube;
    case AgoraEffectKind::MoveCube: return Phase::MoveCube;
    case AgoraEffectKind::RemoveOpponentCube: return Phase::RemoveCube;
    case AgoraEffectKind::Conspire: return Phase::KeepConspiracy;
    case AgoraEffectKind::TriggerUnprepared: return Phase::TriggerConspiracy;
    case AgoraEffectKind::TakeOpponentWonder: return Phase::TakeOpponentWonder;
    case AgoraEffectKind::ObscureProgressToken: return Phase::ObscureToken;
    case AgoraEffectKind::ConstructFromTopRow: return Phase::ConstructTopRow;
    case AgoraEffectKind::ConstructFromRemoved: return Phase::ConstructRemoved;
    case AgoraEffectKind::ProgressFromWholeBox: return Phase::ChooseProgress;
    case AgoraEffectKind::DiscardAccessibleCards: return Phase::DiscardAccessible;
    case AgoraEffectKind::TakeOpponentCard: return Phase::TakeOpponentCard;
    case AgoraEffectKind::SwapOpponentCard: return Phase::SwapCard;
    case AgoraEffectKind::MoveDecree: return Phase::MoveDecree;
    case AgoraEffectKind::ReturnOpponentWonder: return Phase::ReturnWonder;
    case AgoraEffectKind::TakeHalfOpponentCoins:
    case AgoraEffectKind::Embezzlement:
    case AgoraEffectKind::FreeSenators:
    case AgoraEffectKind::KeepBothConspiracies: break;
  }
  return Phase::GameOver;
}

bool has_card_of(const GameState& s, Player p, std::uint8_t colors) {
  bool any = false;
  s.cities[p].cards.for_each([&](CardId c) { any = any || (colors >> static_cast<int>(s.rules().cards[c].color) & 1); });
  return any;
}

// Coercion: a colour of `colors` in which both cities have a card.
bool can_swap(const GameState& s, Player p, std::uint8_t colors) {
  for (int c = 0; c < kColorCount; ++c) {
    if ((colors >> c & 1) && s.cities[p].color_count[c] > 0 && s.cities[opponent(p)].color_count[c] > 0) return true;
  }
  return false;
}

bool has_unbuilt_wonder(const City& c) {
  for (int i = 0; i < c.wonder_count; ++i) {
    if (c.wonders[i] != kNone && !c.wonder_built(i)) return true;
  }
  return false;
}

bool any_top_row_card(const GameState& s) {
  const StructureLayout& layout = s.rules().layouts[static_cast<std::size_t>(s.age - 1)];
  for (std::uint32_t bits = s.present; bits != 0; bits &= bits - 1) {
    const int i = std::countr_zero(bits);
    const CardId c = s.slots[static_cast<std::size_t>(i)];
    if (layout.slots[static_cast<std::size_t>(i)].row == 0 && c != kNone && !s.rules().cards[c].is_senator()) return true;
  }
  return false;
}

bool any_treason_card(const GameState& s) {
  bool any = false;
  s.removed.for_each([&](CardId c) { any = any || treason_card(s, c); });
  return any;
}

bool any_token_to_obscure(const GameState& s, Player p) {
  return tokens_left_on_board(s) || s.cities[opponent(p)].progress != 0 || s.box_token_count > 0;
}

// Whether one Agora effect can do something for p now (ruling 22).
bool can_act(const GameState& s, Player p, const AgoraEffect& e) {
  const AgoraState& a = s.agora;
  const Player rival = opponent(p);
  switch (e.kind) {
    case AgoraEffectKind::PlaceCube: return a.supply[p] > 0;
    case AgoraEffectKind::MoveCube: return has_cube(s, p);
    case AgoraEffectKind::RemoveOpponentCube: return has_cube(s, rival);
    case AgoraEffectKind::Conspire: return a.deck_count > 0;
    case AgoraEffectKind::TriggerUnprepared: {
      const ConspiracyHand& h = a.hands[p];
      for (int i = 0; i < h.count; ++i) {
        if (!h.prepared(i) && !h.is_triggered(i) && h.ids[static_cast<std::size_t>(i)] != kNone) return true;
      }
      return false;
    }
    case AgoraEffectKind::TakeOpponentWonder:
      return has_unbuilt_wonder(s.cities[rival]) && s.cities[p].wonder_count < kMaxCityWonders;
    case AgoraEffectKind::TakeHalfOpponentCoins: return s.cities[rival].coins > 0;
    case AgoraEffectKind::ObscureProgressToken: return any_token_to_obscure(s, p);
    case AgoraEffectKind::ConstructFromTopRow: return s.age > 0 && any_top_row_card(s);
    case AgoraEffectKind::ConstructFromRemoved: return any_treason_card(s);
    case AgoraEffectKind::ProgressFromWholeBox: return s.box_token_count > 0;
    case AgoraEffectKind::DiscardAccessibleCards: return s.accessible_slots() != 0;
    case AgoraEffectKind::Embezzlement: return has_cube(s, p) || (has_cube(s, rival) && s.cities[rival].coins > 0);
    case AgoraEffectKind::TakeOpponentCard: return has_card_of(s, rival, e.colors);
    case AgoraEffectKind::SwapOpponentCard: return can_swap(s, p, e.colors);
    case AgoraEffectKind::MoveDecree: return true;  // six Decrees, six Chambers
    case AgoraEffectKind::ReturnOpponentWonder: return s.cities[rival].wonders_built() > 0;
    case AgoraEffectKind::FreeSenators:
    case AgoraEffectKind::KeepBothConspiracies: return false;
  }
  return false;
}

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
    if (!rules.military_token_effects[z].empty()) s.military_tokens |= static_cast<std::uint16_t>((1U << z) | (1U << (8 + z)));
  }
}

int agora_amount(const GameState& s, Player p, AgoraEffectKind k) {
  if (!s.agora.on) return 0;
  int total = 0;
  for (std::uint32_t bits = s.cities[p].progress & rules_of(s).tokens_with[static_cast<std::size_t>(k)]; bits != 0; bits &= bits - 1) {
    for (const AgoraEffect& e : rules_of(s).token_effects[static_cast<std::size_t>(std::countr_zero(bits))])
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
  apply_agora_effects(s, p, rules_of(s).wonder_effects[wonder], asked_before, events);
}

void agora_wonder_picked(GameState& s, Player p, WonderId wonder, EventLog* events) {
  const int before = s.pending.size();
  apply_agora_effects(s, p, rules_of(s).wonder_selection_effects[wonder], before, events);
  tag_new_decisions(s, before, {SourceKind::Wonder, wonder});
}

void agora_military_token(GameState& s, Player p, int zone, EventLog* events) {
  if (!s.agora.on) return;
  const int before = s.pending.size();
  apply_agora_effects(s, p, rules_of(s).military_token_effects[static_cast<std::size_t>(zone)], before, events);
  tag_new_decisions(s, before, {SourceKind::MilitaryToken, static_cast<std::uint8_t>(zone)});
}

void apply_agora_effects(GameState& s, Player p, const std::vector<AgoraEffect>& effects, int asked_before,
                         EventLog* events) {
  const int mid = s.pending.size();
  const Player rival = opponent(p);
  for (const AgoraEffect& e : effects) {
    if (s.phase == Phase::GameOver) return;
    switch (e.kind) {
      case AgoraEffectKind::TakeHalfOpponentCoins: {
        const int taken = (s.cities[rival].coins + 1) / 2;  // rounded up, in the taker's favour
        lose_coins(s, rival, taken, events);
        gain_coins(s, p, taken, events);
        break;
      }
      case AgoraEffectKind::Embezzlement:
        gain_coins(s, p, s.agora.cubes_in_senate(p), events);
        lose_coins(s, rival, s.agora.cubes_in_senate(rival), events);
        break;
      case AgoraEffectKind::ProgressFromWholeBox:
        push_pending(s, Phase::ChooseProgress, p, static_cast<std::uint8_t>(kMaxTokens));  // every token left in the box
        break;
      case AgoraEffectKind::TriggerUnprepared: push_pending(s, Phase::TriggerConspiracy, p, 1); break;
      case AgoraEffectKind::TakeOpponentCard: push_pending(s, Phase::TakeOpponentCard, p, e.colors); break;
      case AgoraEffectKind::SwapOpponentCard:  // two picks: the card taken, then the card given
        push_pending(s, Phase::SwapCard, p, e.colors);
        s.pending.top().picks_left = 2;
        break;
      case AgoraEffectKind::DiscardAccessibleCards:
        push_pending(s, Phase::DiscardAccessible, p, std::max<std::uint8_t>(1, e.amount));
        s.pending.top().picks_left = std::max<std::uint8_t>(1, e.amount);
        break;
      default: {
        const Phase phase = decision_of(e.kind);
        if (phase != Phase::GameOver) push_pending(s, phase, p);
      }
    }
  }
  order_expansion_decisions(s, asked_before, mid);
}

bool can_trigger(const GameState& s, Player p, ConspiracyId c) {
  if (c == kNone) return false;
  const ConspiracyDef& def = rules_of(s).conspiracies[c];
  if (base_part_acts(s, p, def.effects)) return true;
  return std::any_of(def.agora.begin(), def.agora.end(), [&](const AgoraEffect& e) { return can_act(s, p, e); });
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
  ConspiracyHand& h = s.agora.hands[p];
  const ConspiracyId c = h.ids[static_cast<std::size_t>(position)];
  h.triggered = static_cast<std::uint16_t>(h.triggered | (1U << position));
  emit(events, EventType::ConspiracyTriggered, p, c, static_cast<std::uint8_t>(position));
  const ConspiracyDef& def = rules_of(s).conspiracies[c];
  const int before = s.pending.size();
  apply_instant_effects(s, p, def.effects, false, events);
  if (s.phase == Phase::GameOver) return;
  apply_agora_effects(s, p, def.agora, before, events);
  tag_new_decisions(s, before, {SourceKind::Conspiracy, c});
}

void prepare_conspiracy(GameState& s, Player p, CardId card, int position, EventLog* events) {
  ConspiracyHand& h = s.agora.hands[p];
  h.tucked[static_cast<std::size_t>(position)] = card;
  emit(events, EventType::ConspiracyPrepared, p, h.ids[static_cast<std::size_t>(position)], card);
}

void draw_conspiracies(GameState& s) {
  AgoraState& a = s.agora;
  if (a.drawn_count > 0) return;
  const int n = std::min<int>({rules_of(s).conspiracies_drawn, a.deck_count, 2});
  std::copy_n(a.deck.begin(), n, a.drawn.begin());
  std::copy(a.deck.begin() + n, a.deck.begin() + a.deck_count, a.deck.begin());
  a.deck_count = static_cast<std::uint8_t>(a.deck_count - n);
  std::fill(a.deck.begin() + a.deck_count, a.deck.end(), kNone);
  a.drawn_count = static_cast<std::uint8_t>(n);
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
