// Effects of cards, Wonders and Progress tokens on a city and on the game, by the effect
// table (effect_kinds.hpp): city totals, one-time effects in the data's order, and the
// steps they share: science pairs and scientific supremacy, the end of the game. Coins
// and the Conflict pawn move through the primitives (state_primitives.cpp).
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
  put_token_in_city(s, p, token, events);
  const Effects& e = s.rules().progress_tokens[token].effects;
  const int before = s.pending.size();
  apply_instant_effects(s, p, e, false, events);
  modules::token_taken(s, p, token, before, events);
}

}  // namespace duel::detail
