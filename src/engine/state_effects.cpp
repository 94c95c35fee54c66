// Effects of cards, Wonders and Progress tokens on a city and on the game, by the effect
// table (effect_kinds.hpp): city totals, one-time effects in the data's order, and the
// steps they share: coins, the military track (with its tokens and military supremacy),
// science pairs and scientific supremacy.
#include <algorithm>
#include <bit>
#include <cstdlib>

#include <utility>

#include "duel/scoring.hpp"
#include "effect_kinds.hpp"
#include "modules.hpp"
#include "state_internal.hpp"

namespace duel::detail {

namespace {

// Applies entry I's rule if it has one; the folds below run every entry in table order
// with the calls resolved at compile time (the hot path of every construction).
template <std::size_t I>
void add_lasting_of(City& city, const Effects& e, bool counts_for_trade) {
  constexpr auto rule = kEffectKindTable[I].lasting;
  if (rule != nullptr) rule(city, e, counts_for_trade);
}

template <std::size_t... I>
void add_all_lasting(City& city, const Effects& e, bool counts_for_trade, std::index_sequence<I...>) {
  (add_lasting_of<I>(city, e, counts_for_trade), ...);
}

// False once the game is over (the rest of the item's effects do not act).
template <std::size_t I>
bool apply_instant_of(GameState& s, Player p, const Effects& e, const InstantContext& c) {
  constexpr auto rule = kEffectKindTable[I].instant;
  if (rule != nullptr) {
    rule(s, p, e, c);
    if constexpr (kEffectKindTable[I].ends_game) return s.phase != Phase::GameOver;
  }
  return true;
}

template <std::size_t... I>
void apply_all_instant(GameState& s, Player p, const Effects& e, const InstantContext& c, std::index_sequence<I...>) {
  (void)(apply_instant_of<I>(s, p, e, c) && ...);
}

constexpr auto kAllKinds = std::make_index_sequence<kEffectKindCount>{};

// An item listing its one-time effects in another order than the table's: the listed
// ones in the data's order, then any kind set but not listed (rules built in code).
void apply_instant_in_data_order(GameState& s, Player p, const Effects& e, const InstantContext& c) {
  std::uint32_t listed = 0;
  for (int i = 0; i < e.op_count; ++i) listed |= 1U << static_cast<int>(e.ops[static_cast<std::size_t>(i)]);
  auto act = [&](EffectKind kind) {
    const EffectKindDef& def = kEffectKindTable[static_cast<int>(kind)];
    if (def.instant) def.instant(s, p, e, c);
    return s.phase != Phase::GameOver;
  };
  for (int i = 0; i < e.op_count; ++i) {
    if (!act(e.ops[static_cast<std::size_t>(i)])) return;
  }
  for (int k = 0; k < kEffectKindCount; ++k) {
    if (!(listed >> k & 1) && !act(static_cast<EffectKind>(k))) return;
  }
}

}  // namespace

// flatten: every entry's rule inlined here, as one straight sequence (the hot path).
[[gnu::flatten]] void add_lasting_effects(City& city, const Effects& e, bool counts_for_trade) {
  add_all_lasting(city, e, counts_for_trade, kAllKinds);
}

void add_card_stats(const Rules& rules, City& city, CardId card) {
  const CardDef& def = rules.cards[card];
  city.cards.insert(card);
  ++city.color_count[static_cast<int>(def.color)];
  if (def.chain_gives != kNone) city.chains |= 1U << def.chain_gives;
  add_lasting_effects(city, def.effects, def.color == Color::Brown || def.color == Color::Grey);
}

// Rebuilds a city's totals from what it holds (after one of its cards was removed).
void recompute_city(const Rules& rules, GameState& s, Player p) {
  const City old = s.cities[p];
  City& c = s.cities[p];
  c = City{};
  c.coins = old.coins;
  c.wonders = old.wonders;
  c.wonder_cards = old.wonder_cards;
  c.wonder_count = old.wonder_count;
  c.progress = old.progress;
  c.science_pairs = old.science_pairs;
  old.cards.for_each([&](CardId card) { add_card_stats(rules, c, card); });
  for (int i = 0; i < c.wonder_count; ++i) {
    if (c.wonders[i] != kNone && c.wonder_built(i)) add_lasting_effects(c, rules.wonders[c.wonders[i]].effects, false);
  }
  for (std::uint16_t bits = c.progress; bits != 0; bits = static_cast<std::uint16_t>(bits & (bits - 1))) {
    add_lasting_effects(c, rules.progress_tokens[static_cast<std::size_t>(std::countr_zero(bits))].effects, false);
  }
  modules::lasting(s, p, c);
}

void gain_coins(GameState& s, Player p, int coins, EventLog* events) {
  if (coins <= 0) return;
  s.cities[p].coins = static_cast<std::int32_t>(s.cities[p].coins + coins);
  emit(events, EventType::CoinsGained, p, kNone, kNone, coins);
}

// Rulings 3: a loss larger than the treasury takes all of it.
void lose_coins(GameState& s, Player p, int coins, EventLog* events) {
  const int lost = std::min<int>(coins, s.cities[p].coins);
  if (lost <= 0) return;
  s.cities[p].coins = static_cast<std::int32_t>(s.cities[p].coins - lost);
  emit(events, EventType::CoinsLost, p, kNone, kNone, lost);
}

void end_game(GameState& s, Player winner, VictoryType victory, EventLog* events) {
  s.phase = Phase::GameOver;
  s.winner = winner;
  s.victory = victory;
  s.pending.clear();
  s.replay = false;
  emit(events, EventType::GameEnded, winner, static_cast<std::uint8_t>(victory));
}

bool tokens_left_on_board(const GameState& s) {
  const auto* board = s.board_tokens.data();
  return std::any_of(board, board + s.board_token_count, [](TokenId t) { return t != kNone; });
}

// Moves the Conflict pawn one space at a time towards the opponent's capital; entering
// a zone with a Military token on the opponent's side costs the opponent its coins.
// Pantheon: the Minerva pawn stops it before its space (the rest of the move is lost);
// Poliorcetics costs the opponent coins per space moved.
void move_conflict_pawn(GameState& s, Player p, int shields, EventLog* events) {
  const MilitaryTrack& track = s.rules().military;
  const int step = p == 0 ? 1 : -1;
  const Player rival = opponent(p);
  int moved = 0;
  for (int i = 0; i < shields; ++i) {
    if (s.pantheon.minerva != kNoMinerva && s.conflict_pawn + step == s.pantheon.minerva) {
      s.pantheon.minerva = kNoMinerva;
      emit(events, EventType::MinervaStopped, p, kNone, kNone, s.conflict_pawn);
      break;
    }
    ++moved;
    s.conflict_pawn = static_cast<std::int8_t>(s.conflict_pawn + step);
    const int distance = std::abs(s.conflict_pawn);
    const bool on_rival_side = s.conflict_pawn * step > 0;
    if (on_rival_side) {
      const int zone = track.zone_at(distance);
      if (zone >= 0 && s.military_token_present(rival, zone)) {
        s.military_tokens = static_cast<std::uint16_t>(s.military_tokens & ~(1U << (rival * 8 + zone)));
        const int before = s.cities[rival].coins;
        lose_coins(s, rival, track.zones[static_cast<std::size_t>(zone)].token_coins, nullptr);
        emit(events, EventType::MilitaryTokenTaken, rival, static_cast<std::uint8_t>(zone), kNone,
             before - s.cities[rival].coins);
        modules::military_token_taken(s, p, zone, events);  // Agora's tokens act for the mover
      }
    }
    if (on_rival_side && distance >= track.capital) {
      emit(events, EventType::PawnMoved, p, kNone, kNone, s.conflict_pawn);
      end_game(s, p, VictoryType::Military, events);
      return;
    }
  }
  if (moved > 0) emit(events, EventType::PawnMoved, p, kNone, kNone, s.conflict_pawn);
  if (moved > 0) modules::pawn_moved(s, p, moved, events);
}

void gain_science(GameState& s, Player p, std::uint8_t symbol, EventLog* events) {
  City& c = s.cities[p];
  const Constants& k = s.rules().constants;
  // The symbol itself was counted by add_lasting_effects.
  if (c.science[symbol] >= k.science_pair_size && !(c.science_pairs >> symbol & 1)) {
    c.science_pairs = static_cast<std::uint8_t>(c.science_pairs | (1U << symbol));
    if (tokens_left_on_board(s))
      push_pending(s, Phase::ChooseProgress, p, kNone, {SourceKind::Rule, static_cast<std::uint8_t>(RuleId::SciencePair)});
  }
  int distinct = 0;
  for (std::uint8_t n : c.science) distinct += n > 0;
  if (distinct >= k.science_supremacy_symbols) end_game(s, p, VictoryType::Science, events);
}

void apply_instant_effects(GameState& s, Player p, const Effects& e, bool is_card_of_bonus_color,
                           EventLog* events) {
  const InstantContext context{is_card_of_bonus_color, events};
  const int before = s.pending.size();
  if (e.instant_in_table_order) {
    apply_all_instant(s, p, e, context, kAllKinds);
  } else {
    apply_instant_in_data_order(s, p, e, context);
  }
  // The item's decisions are taken in the order its effects asked for them ("... then
  // you may move a cube"): the stack decides its top first, so the first asked goes on top.
  auto* frames = s.pending.frames.data();
  std::reverse(frames + before, frames + s.pending.size());
  // An Agora Military token taken by the item's shields asked its own decisions already in
  // order (remove a cube, then move one): turn each such run back.
  for (int i = before; i < s.pending.size();) {
    int j = i + 1;
    if (frames[i].source.kind == SourceKind::MilitaryToken) {
      while (j < s.pending.size() && frames[j].source == frames[i].source) ++j;
      std::reverse(frames + i, frames + j);
    }
    i = j;
  }
}

void order_expansion_decisions(GameState& s, int asked_before, int mid) {
  auto* frames = s.pending.frames.data();
  std::reverse(frames + mid, frames + s.pending.size());
  std::rotate(frames + asked_before, frames + mid, frames + s.pending.size());
}

void construct_card(GameState& s, Player p, CardId card, bool chain, EventLog* events) {
  const Rules& rules = s.rules();
  const CardDef& def = rules.cards[card];
  City& c = s.cities[p];
  add_card_stats(rules, c, card);
  if (chain) gain_coins(s, p, c.chain_bonus_coins, events);
  const bool bonus_color = c.shields_bonus_colors >> static_cast<int>(def.color) & 1;
  apply_instant_effects(s, p, def.effects, bonus_color, events);
  modules::card_constructed(s, p, card, events);
}

void take_progress_token(GameState& s, Player p, TokenId token, EventLog* events) {
  City& c = s.cities[p];
  c.progress = static_cast<std::uint16_t>(c.progress | (1U << token));
  const Effects& e = s.rules().progress_tokens[token].effects;
  add_lasting_effects(c, e, false);
  emit(events, EventType::ProgressTaken, p, token);
  const int before = s.pending.size();
  apply_instant_effects(s, p, e, false, events);
  modules::token_taken(s, p, token, before, events);
}

}  // namespace duel::detail
