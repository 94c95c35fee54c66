// Hand-tuned weights: one VP is the unit; coins are worth about a third of a VP (three
// coins score one VP at the end and buy resources before), production and chains pay
// off only while there are Ages left to use them.
#include "duel/ai/evaluation.hpp"

#include <algorithm>
#include <bit>
#include <cmath>
#include <iterator>
#include <utility>

#include "duel/ai/features.hpp"
#include "duel/payment.hpp"
#include "duel/scoring.hpp"
#include "agora_value.hpp"
#include "pantheon_value.hpp"
#include "value_support.hpp"

namespace duel::ai {

double military_threat(const Rules& rules, int distance) {
  const double safe = 2.0;
  if (distance <= safe) return 0.0;
  const double x = (distance - safe) / (rules.military.capital - safe);
  return 10.0 * x * x;
}

int distinct_science(const City& c) {
  int n = 0;
  for (std::uint8_t count : c.science) n += count > 0 ? 1 : 0;
  return n;
}

namespace {

// The Conflict pawn's distance into p's opponent's half (negative: into p's own half).
int pawn_towards_opponent(const GameState& s, Player p) {
  return p == 0 ? s.conflict_pawn : -s.conflict_pawn;
}

// Signed military worth for the player whose view `pos` is (points plus threat).
double military_worth(const Rules& rules, int pos) {
  if (pos >= 0) return rules.military.victory_points_at(pos) + military_threat(rules, pos);
  return -(rules.military.victory_points_at(-pos) + military_threat(rules, -pos));
}

// Closeness to scientific supremacy, by number of different symbols.
double science_threat(int distinct) {
  static constexpr double kThreat[] = {0.0, 0.0, 0.3, 1.0, 2.5, 7.0, 7.0, 7.0};
  return kThreat[std::clamp(distinct, 0, 7)];
}


// What an effect's worth depends on: who gains it, now, from what.
struct ValueContext {
  const GameState& s;
  const Rules& rules;
  const City& city;
  Player p;
  double w;                // future_weight(s)
  bool wonder;             // a Wonder being built
  std::uint8_t color_bit;  // the card's colour (for extra shields); 0 otherwise
};

// Adds one kind's worth to v; false when it wins the game at once.
using Valuation = bool (*)(const ValueContext&, const Effects&, double& v);

// The worth of each effect kind, indexed by EffectKind (the engine's table order).
constexpr Valuation kEffectValues[] = {
    /* Produce */
    [](const ValueContext& c, const Effects& e, double& v) {
      for (int r = 0; r < kResourceCount; ++r) {
        const int units = e.produce[static_cast<std::size_t>(r)];
        if (units == 0) continue;
        const double unit = r >= static_cast<int>(Resource::Glass) ? 2.0 : 1.6;
        const int have = c.city.production[static_cast<std::size_t>(r)];
        v += units * unit * c.w * (have >= 2 ? 0.3 : 1.0);
      }
      return true;
    },
    /* ProduceOneOf */
    [](const ValueContext& c, const Effects& e, double& v) {
      if (e.produce_one_of) v += 2.0 * c.w;
      return true;
    },
    /* FixedTradePrice */
    [](const ValueContext& c, const Effects& e, double& v) {
      v += std::popcount(e.fixed_trade_price_mask) * 1.0 * c.w;
      return true;
    },
    /* Coins */
    [](const ValueContext&, const Effects& e, double& v) {
      v += e.coins * kCoinValue;
      return true;
    },
    /* CoinsPer */
    [](const ValueContext& c, const Effects& e, double& v) {
      if (e.coins_per.amount) v += e.coins_per.amount * count_for(c.s, c.p, e.coins_per) * kCoinValue;
      return true;
    },
    /* OpponentLosesCoins */
    [](const ValueContext& c, const Effects& e, double& v) {
      if (e.opponent_loses_coins) {
        v += std::min<int>(e.opponent_loses_coins, c.s.cities[opponent(c.p)].coins) * kCoinValue;
      }
      return true;
    },
    /* Science */
    [](const ValueContext& c, const Effects& e, double& v) {
      if (e.science == kNone) return true;
      const int distinct = distinct_science(c.city);
      const int have = c.city.science[e.science];
      if (have == 0) {
        if (distinct + 1 >= c.rules.constants.science_supremacy_symbols) return false;
        v += 1.2 + science_threat(distinct + 1) - science_threat(distinct);
      } else if (have == 1 && c.s.board_token_count > 0) {
        v += 4.0;  // a pair: a Progress token now
      }
      return true;
    },
    /* DiscardOpponentCard */
    [](const ValueContext& c, const Effects& e, double& v) {
      if (e.discard_opponent_card_color != kNone &&
          c.s.cities[opponent(c.p)].color_count[e.discard_opponent_card_color] > 0) {
        v += 2.0 * c.w + 0.5;
      }
      return true;
    },
    /* ConstructFromDiscard */
    [](const ValueContext& c, const Effects& e, double& v) {
      if (e.construct_from_discard && c.s.discard_count > 0) v += 2.5;
      return true;
    },
    /* ProgressFromBox */
    [](const ValueContext&, const Effects& e, double& v) {
      if (e.progress_from_box) v += 3.0;
      return true;
    },
    /* Shields */
    [](const ValueContext& c, const Effects& e, double& v) {
      int shields = e.shields;
      if (shields > 0 && !c.wonder && (c.city.shields_bonus_colors & c.color_bit)) shields += c.city.shields_bonus;
      if (shields > 0) {
        const int pos = pawn_towards_opponent(c.s, c.p);
        if (pos + shields >= c.rules.military.capital) return false;
        v += military_worth(c.rules, pos + shields) - military_worth(c.rules, pos) + 0.4 * shields;
      }
      return true;
    },
    /* VictoryPoints */
    [](const ValueContext&, const Effects& e, double& v) {
      v += e.victory_points;
      return true;
    },
    /* VictoryPointsPer */
    [](const ValueContext& c, const Effects& e, double& v) {
      if (e.victory_points_per.amount) {
        v += e.victory_points_per.amount * (count_for(c.s, c.p, e.victory_points_per) + (c.s.age < 3 ? 1 : 0));
      }
      return true;
    },
    // Progress tokens with lasting rules.
    /* WonderDiscount */
    [](const ValueContext& c, const Effects& e, double& v) {
      if (e.wonder_discount) v += 2.0 * c.w + 0.5;
      return true;
    },
    /* ColorDiscount */
    [](const ValueContext& c, const Effects& e, double& v) {
      if (e.color_discount) v += 2.0 * c.w + 0.5;
      return true;
    },
    /* ReceiveOpponentTradeCoins */
    [](const ValueContext&, const Effects& e, double& v) {
      if (e.receive_opponent_trade_coins) v += 2.0;
      return true;
    },
    /* ExtraShields */
    [](const ValueContext& c, const Effects& e, double& v) {
      if (e.extra_shields) v += 2.5 * c.w;
      return true;
    },
    /* ChainBonusCoins */
    [](const ValueContext& c, const Effects& e, double& v) {
      if (e.chain_bonus_coins) v += 2.0 * c.w;
      return true;
    },
    /* WondersPlayAgain */
    [](const ValueContext& c, const Effects& e, double& v) {
      if (e.wonders_play_again) v += 1.0 * (c.city.wonder_count - c.city.wonders_built());
      return true;
    },
    /* PlayAgain: also any Wonder once Theology is owned */
    [](const ValueContext& c, const Effects& e, double& v) {
      if (e.play_again || (c.wonder && c.city.wonders_play_again)) v += 2.5;
      return true;
    },
};
static_assert(std::size(kEffectValues) == kEffectKindCount, "one valuation entry per EffectKind");

// The order the worths are summed in: floating-point sums depend on it, and the AI's
// play is pinned (tests/test_golden.cpp). A new kind goes anywhere in it.
constexpr EffectKind kValueOrder[] = {
    EffectKind::VictoryPoints,       EffectKind::Shields,
    EffectKind::Science,             EffectKind::Produce,
    EffectKind::ProduceOneOf,        EffectKind::FixedTradePrice,
    EffectKind::Coins,               EffectKind::CoinsPer,
    EffectKind::VictoryPointsPer,    EffectKind::OpponentLosesCoins,
    EffectKind::PlayAgain,           EffectKind::DiscardOpponentCard,
    EffectKind::ConstructFromDiscard, EffectKind::ProgressFromBox,
    EffectKind::WonderDiscount,      EffectKind::ColorDiscount,
    EffectKind::ReceiveOpponentTradeCoins, EffectKind::ExtraShields,
    EffectKind::WondersPlayAgain,    EffectKind::ChainBonusCoins,
};
static_assert([] {
  std::uint32_t seen = 0;
  for (EffectKind k : kValueOrder) seen |= 1U << static_cast<int>(k);
  return std::size(kValueOrder) == kEffectKindCount && seen == (1U << kEffectKindCount) - 1;
}(), "kValueOrder lists every EffectKind once");

// Adds the worths in kValueOrder, the calls resolved at compile time; false on a win.
template <std::size_t I>
bool add_value(const ValueContext& c, const Effects& e, double& v) {
  constexpr Valuation valuation = kEffectValues[static_cast<int>(kValueOrder[I])];
  return valuation(c, e, v);
}

template <std::size_t... I>
bool add_values(const ValueContext& c, const Effects& e, double& v, std::index_sequence<I...>) {
  return (add_value<I>(c, e, v) && ...);
}

// Worth of a set of effects gained by p now; kWinValue when it wins at once.
double effects_value(const GameState& s, Player p, const Effects& e, bool wonder, std::uint8_t color_bit) {
  const ValueContext context{s, s.rules(), s.cities[p], p, future_weight(s), wonder, color_bit};
  double v = 0.0;
  if (!add_values(context, e, v, std::make_index_sequence<kEffectKindCount>{})) return kWinValue;
  return v;
}

std::uint8_t color_bit(Color c) { return static_cast<std::uint8_t>(1U << static_cast<int>(c)); }

// Worth of p's city beyond the score sheet's VP: threats, treasury and future income.
double city_value(const GameState& s, Player p) {
  const Rules& rules = s.rules();
  const City& c = s.cities[p];
  const double w = future_weight(s);
  double v = score_sheet(s, p).total();
  const int pos = pawn_towards_opponent(s, p);
  if (pos > 0) v += military_threat(rules, pos);
  v += science_threat(distinct_science(c));
  v += c.coins * (s.age < 3 ? 0.15 : 0.05);
  for (int r = 0; r < kResourceCount; ++r) {
    const double unit = r >= static_cast<int>(Resource::Glass) ? 1.5 : 1.2;
    v += std::min<int>(c.production[static_cast<std::size_t>(r)], 2) * unit * w;
  }
  v += c.one_of_count * 1.5 * w;
  for (std::uint8_t price : c.fixed_price) v += price ? 0.8 * w : 0.0;
  v += std::popcount(c.chains) * 0.8 * w;
  v += std::popcount(c.progress) * 1.5 * w;
  if (s.wonders_built_total() < rules.constants.wonder_limit && s.age < 3) {
    v += (c.wonder_count - c.wonders_built()) * 1.0;
  }
  return v + pantheon_city_value(s, p) + agora_city_value(s, p) + agora_tokens_worth(s, p);
}

}  // namespace

double best_card_in_reach(const GameState& s) {
  if (s.phase != Phase::Play) return 0.0;
  const Player mover = s.to_move();
  double best = 0.0;
  const std::uint32_t open = s.accessible_slots();
  const UnitPrices prices = unit_prices(s, mover);
  for (int slot = 0; slot < s.slot_count(); ++slot) {
    if (!(open & (1U << slot)) || s.slots[static_cast<std::size_t>(slot)] == kNone) continue;
    const CardId card = s.slots[static_cast<std::size_t>(slot)];
    if (card_coin_cost(s, mover, card, prices) > s.cities[mover].coins) continue;
    best = std::max(best, card_value(s, mover, card, false, prices));
  }
  return best;
}

double initiative(const GameState& s, Player me, double best_in_reach) {
  if (s.phase != Phase::Play) return 0.0;
  const double worth = best_in_reach >= kWinValue ? 25.0 : 0.5 * std::min(best_in_reach, 12.0);
  return s.to_move() == me ? worth : -worth;
}

double effects_worth(const GameState& s, Player p, const Effects& e) { return effects_value(s, p, e, false, 0); }

bool has_effect_valuation(EffectKind kind) {
  const int k = static_cast<int>(kind);
  return k >= 0 && k < kEffectKindCount && kEffectValues[k] != nullptr;
}

namespace {
// card_value with the price asked only when it is needed (not free, not a win).
template <typename Prices>
double card_value_priced(const GameState& s, Player p, CardId card, bool free, Prices&& prices) {
  const CardDef& def = s.rules().cards[card];
  double v = effects_value(s, p, def.effects, false, color_bit(def.color));
  if (v >= kWinValue) return v;
  if (def.chain_gives != kNone) v += 1.0 * future_weight(s);
  if (def.color == Color::Senator) v += senator_worth(s, p, card);
  if (!free) v -= card_coin_cost(s, p, card, prices()) * kCoinValue;
  return v;
}
}  // namespace

double card_value(const GameState& s, Player p, CardId card, bool free) {
  return card_value_priced(s, p, card, free, [&] { return unit_prices(s, p); });
}

double card_value(const GameState& s, Player p, CardId card, bool free, const UnitPrices& prices) {
  return card_value_priced(s, p, card, free, [&]() -> const UnitPrices& { return prices; });
}

double evaluate(const GameState& s, Player me) {
  if (s.is_terminal()) {
    if (s.winner == kNone) return 0.0;
    return s.winner == me ? kWinValue : -kWinValue;
  }
  return evaluate_open(s, me, best_card_in_reach(s));
}

double evaluate_open(const GameState& s, Player me, double best_in_reach) {
  return city_value(s, me) - city_value(s, opponent(me)) + initiative(s, me, best_in_reach);
}

double win_probability(const GameState& s, Player me) {
  if (s.is_terminal()) {
    if (s.winner == kNone) return 0.5;
    return s.winner == me ? 1.0 : 0.0;
  }
  return 1.0 / (1.0 + std::exp(-evaluate(s, me) / 6.0));
}

double evaluate(const GameState& s, Player me, Evaluation e, const EvalWeights* weights) {
  if (e == Evaluation::Heuristic || !weights || s.is_terminal()) return evaluate(s, me);
  return 6.0 * learned_logit(*weights, s, me);
}

double win_probability(const GameState& s, Player me, Evaluation e, const EvalWeights* weights) {
  if (e == Evaluation::Heuristic || !weights || s.is_terminal()) return win_probability(s, me);
  return 1.0 / (1.0 + std::exp(-learned_logit(*weights, s, me)));
}

double action_value(const GameState& s, const Action& a) {
  const Rules& rules = s.rules();
  const Player p = s.to_move();
  const Player opp = opponent(p);
  switch (a.type) {
    case ActionType::Construct: {
      const double mine = card_value(s, p, a.card, false);
      return mine + 0.25 * std::min(card_value(s, opp, a.card, true), 20.0);
    }
    case ActionType::Discard: {
      return discard_value(s, p) * kCoinValue - 1.0 + 0.25 * std::min(card_value(s, opp, a.card, true), 20.0);
    }
    case ActionType::BuildWonder: {
      double v = effects_value(s, p, rules.wonders[a.wonder].effects, true, 0);
      if (v >= kWinValue) return v;
      v -= wonder_coin_cost(s, p, a.wonder) * kCoinValue;
      return v + 0.25 * std::min(card_value(s, opp, a.card, true), 20.0);
    }
    case ActionType::ChooseProgress:
      return effects_value(s, p, rules.progress_tokens[a.card].effects, false, 0) + 1.0;
    case ActionType::DiscardOpponentCard:
      return effects_value(s, opp, rules.cards[a.card].effects, false, 0);
    case ActionType::ConstructFromDiscard:
      return card_value(s, p, a.card, true);
    case ActionType::ChooseFirstPlayer:
      return a.card == p ? 1.0 : 0.0;
    case ActionType::PickWonder:
      return effects_value(s, p, rules.wonders[a.card].effects, true, 0);
    default:  // a module's action type: its table's row (each module's range follows the base game's)
      return a.type >= kFirstAgoraAction ? agora_action_value(s, a)  // agora_value.cpp
                                         : pantheon_action_value(s, a);  // pantheon_value.cpp
  }
}

double ActionValues::denial(std::uint8_t card) {
  if (!has_denial_[card]) {
    denial_[card] = 0.25 * std::min(card_value(s_, opponent(s_.to_move()), card, true), 20.0);
    has_denial_[card] = true;
  }
  return denial_[card];
}

double ActionValues::wonder_worth(std::uint8_t wonder) {
  if (!has_wonder_[wonder]) {
    const Player p = s_.to_move();
    double v = effects_value(s_, p, s_.rules().wonders[wonder].effects, true, 0);
    if (v < kWinValue) v -= wonder_coin_cost(s_, p, wonder, prices_) * kCoinValue;
    wonder_[wonder] = v;
    has_wonder_[wonder] = true;
  }
  return wonder_[wonder];
}

// The same sums as action_value(), in the same order, so the numbers are identical.
double ActionValues::operator()(const Action& a) {
  const Player p = s_.to_move();
  switch (a.type) {
    case ActionType::Construct:
      return card_value(s_, p, a.card, false, prices_) + denial(a.card);
    case ActionType::Discard:
      return discard_value(s_, p) * kCoinValue - 1.0 + denial(a.card);
    case ActionType::BuildWonder: {
      const double v = wonder_worth(a.wonder);
      return v >= kWinValue ? v : v + denial(a.card);
    }
    default:
      return action_value(s_, a);
  }
}

}  // namespace duel::ai
