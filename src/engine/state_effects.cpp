// Effects of cards, Wonders and Progress tokens on a city and on the game: production,
// chains, trading prices, coins, shields and the military track (with its tokens and
// military supremacy), science pairs and scientific supremacy.
#include <algorithm>
#include <bit>
#include <cstdlib>

#include "duel/scoring.hpp"
#include "state_internal.hpp"

namespace duel::detail {

void add_lasting_effects(City& city, const Effects& e, bool counts_for_trade) {
  for (int r = 0; r < kResourceCount; ++r) {
    city.production[r] = static_cast<std::uint8_t>(city.production[r] + e.produce[r]);
    if (counts_for_trade) city.trade_production[r] = static_cast<std::uint8_t>(city.trade_production[r] + e.produce[r]);
    if (e.fixed_trade_price_mask >> r & 1) {
      const std::uint8_t old = city.fixed_price[r];
      city.fixed_price[r] = old == 0 ? e.fixed_trade_price : std::min(old, e.fixed_trade_price);
    }
  }
  if (e.produce_one_of != 0 && city.one_of_count < city.one_of.size()) city.one_of[city.one_of_count++] = e.produce_one_of;
  if (e.science != kNone) ++city.science[e.science];
  city.wonder_discount = static_cast<std::uint8_t>(city.wonder_discount + e.wonder_discount);
  if (e.color_discount) {
    city.color_discount = static_cast<std::uint8_t>(city.color_discount + e.color_discount);
    city.color_discount_colors |= e.color_discount_colors;
  }
  if (e.extra_shields) {
    city.shields_bonus = static_cast<std::uint8_t>(city.shields_bonus + e.extra_shields);
    city.shields_bonus_colors |= e.extra_shields_colors;
  }
  city.receives_trade_coins |= e.receive_opponent_trade_coins;
  city.wonders_play_again |= e.wonders_play_again;
  city.chain_bonus_coins = static_cast<std::uint8_t>(city.chain_bonus_coins + e.chain_bonus_coins);
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

namespace {
int zone_of(const MilitaryTrack& track, int distance) {
  for (std::size_t z = 0; z < track.zones.size(); ++z) {
    if (distance >= track.zones[z].from && distance <= track.zones[z].to) return static_cast<int>(z);
  }
  return -1;
}
}  // namespace

// Moves the Conflict pawn one space at a time towards the opponent's capital; entering
// a zone with a Military token on the opponent's side costs the opponent its coins.
void move_conflict_pawn(GameState& s, Player p, int shields, EventLog* events) {
  const MilitaryTrack& track = s.rules().military;
  const int step = p == 0 ? 1 : -1;
  const Player rival = opponent(p);
  for (int i = 0; i < shields; ++i) {
    s.conflict_pawn = static_cast<std::int8_t>(s.conflict_pawn + step);
    const int distance = std::abs(s.conflict_pawn);
    const bool on_rival_side = s.conflict_pawn * step > 0;
    if (on_rival_side) {
      const int zone = zone_of(track, distance);
      if (zone >= 0 && s.military_token_present(rival, zone)) {
        s.military_tokens = static_cast<std::uint16_t>(s.military_tokens & ~(1U << (rival * 8 + zone)));
        const int before = s.cities[rival].coins;
        lose_coins(s, rival, track.zones[static_cast<std::size_t>(zone)].token_coins, nullptr);
        emit(events, EventType::MilitaryTokenTaken, rival, static_cast<std::uint8_t>(zone), kNone,
             before - s.cities[rival].coins);
      }
    }
    if (on_rival_side && distance >= track.capital) {
      emit(events, EventType::PawnMoved, p, kNone, kNone, s.conflict_pawn);
      end_game(s, p, VictoryType::Military, events);
      return;
    }
  }
  if (shields > 0) emit(events, EventType::PawnMoved, p, kNone, kNone, s.conflict_pawn);
}

namespace {
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

}  // namespace

void apply_instant_effects(GameState& s, Player p, const Effects& e, bool is_card_of_bonus_color,
                           EventLog* events) {
  const Player rival = opponent(p);
  gain_coins(s, p, e.coins, events);
  if (e.coins_per.amount) gain_coins(s, p, e.coins_per.amount * count_for(s, p, e.coins_per), events);
  lose_coins(s, rival, e.opponent_loses_coins, events);
  if (e.science != kNone) {
    gain_science(s, p, e.science, events);
    if (s.phase == Phase::GameOver) return;
  }
  const int shields = e.shields + (e.shields && is_card_of_bonus_color ? s.cities[p].shields_bonus : 0);
  if (shields) {
    move_conflict_pawn(s, p, shields, events);
    if (s.phase == Phase::GameOver) return;
  }
  if (e.discard_opponent_card_color != kNone &&
      s.cities[rival].color_count[e.discard_opponent_card_color] > 0) {
    push_pending(s, Phase::DiscardOpponentCard, p, e.discard_opponent_card_color);
  }
  if (e.construct_from_discard && s.discard_count > 0) push_pending(s, Phase::ConstructFromDiscard, p);
  // The tokens are drawn when this choice becomes current (state.cpp enter_pending).
  if (e.progress_from_box && s.box_token_count > 0) push_pending(s, Phase::ChooseProgress, p, e.progress_from_box);
}

void construct_card(GameState& s, Player p, CardId card, bool chain, EventLog* events) {
  const Rules& rules = s.rules();
  const CardDef& def = rules.cards[card];
  City& c = s.cities[p];
  add_card_stats(rules, c, card);
  if (chain) gain_coins(s, p, c.chain_bonus_coins, events);
  const bool bonus_color = c.shields_bonus_colors >> static_cast<int>(def.color) & 1;
  apply_instant_effects(s, p, def.effects, bonus_color, events);
}

void take_progress_token(GameState& s, Player p, TokenId token, EventLog* events) {
  City& c = s.cities[p];
  c.progress = static_cast<std::uint16_t>(c.progress | (1U << token));
  const Effects& e = s.rules().progress_tokens[token].effects;
  add_lasting_effects(c, e, false);
  emit(events, EventType::ProgressTaken, p, token);
  apply_instant_effects(s, p, e, false, events);
}

}  // namespace duel::detail
