// Hard's playouts (biased_playout.hpp, docs/ai.md "Hard's playouts"). Per ply of the
// Play phase they read the accessible cards and price a few moves; they never list the
// legal moves. The rarer decisions list theirs.
#include "duel/ai/biased_playout.hpp"

#include <algorithm>
#include <bit>
#include <cmath>

#include "duel/ai/evaluation.hpp"
#include "duel/payment.hpp"
#include "duel/scoring.hpp"
#include "playout_draws.hpp"

namespace duel::ai {
namespace {

using draws::bit_of;
using draws::random_bit;

constexpr int kMaxDraws = 1000;  // then the legal moves are listed (never seen in a base game)
// A draw's use of its card, in percent (rival's shares).
constexpr int kDiscardPercent = 15;
constexpr int kConstructPercent = 35;

// The player to move's prices in one ply, each asked once (the draws ask for the same
// cards and Wonders again and again): the coins a construction or a Wonder costs, or -1
// where the treasury cannot pay (GameState::play_cost's numbers).
class PlyPrices {
 public:
  explicit PlyPrices(const GameState& w) : w_(w), p_(w.current) {
    card_.fill(kUnknown);
    wonder_.fill(kUnknown);
  }

  int construct(int slot) {
    int& cost = card_[static_cast<std::size_t>(slot)];
    if (cost == kUnknown) {
      cost = card_coin_cost(w_, p_, w_.slots[static_cast<std::size_t>(slot)], prices());
      if (cost > w_.spendable(p_)) cost = -1;
    }
    return cost;
  }

  // The Wonder in space `index` of the player's city (unbuilt).
  int wonder(int index) {
    int& cost = wonder_[static_cast<std::size_t>(index)];
    if (cost == kUnknown) {
      cost = w_.wonders_built_total() >= w_.rules().constants.wonder_limit
                 ? -1
                 : wonder_coin_cost(w_, p_, w_.cities[p_].wonders[static_cast<std::size_t>(index)], prices());
      if (cost > w_.spendable(p_)) cost = -1;
    }
    return cost;
  }

  // The accessible cards of `colors` (bitmask of Color) the player can construct now.
  std::uint32_t affordable_of(std::uint32_t colors) {
    std::uint32_t found = 0;
    for (std::uint32_t bits = w_.accessible; bits != 0; bits &= bits - 1) {
      const int slot = std::countr_zero(bits);
      if ((colors >> static_cast<int>(w_.rules().cards[w_.slots[static_cast<std::size_t>(slot)]].color) & 1U) == 0) continue;
      if (construct(slot) >= 0) found |= 1U << slot;
    }
    return found;
  }

 private:
  static constexpr int kUnknown = -2;
  const UnitPrices& prices() {
    if (!priced_) {
      prices_ = unit_prices(w_, p_);
      priced_ = true;
    }
    return prices_;
  }

  const GameState& w_;
  Player p_;
  bool priced_ = false;
  UnitPrices prices_{};
  std::array<int, kMaxSlots> card_;
  std::array<int, kMaxCityWonders> wonder_;
};

// What `shields` more shields are worth to p: a win when they reach the capital.
double shields_value(const GameState& w, Player p, int shields) {
  if (shields == 0) return 0.0;
  const int pushed = p == 0 ? w.conflict_pawn : -w.conflict_pawn;
  const int distance = w.rules().military.capital - pushed;
  if (shields >= distance) return kWinValue;
  return shields * (w.age == 1 ? 0.7 : 1.0);
}

// What a card's science symbol is worth to p: a win at supremacy, a Progress token's
// worth for a pair, a new symbol towards supremacy otherwise.
double science_value(const GameState& w, Player p, std::uint8_t symbol) {
  if (symbol == kNone) return 0.0;
  const City& city = w.cities[p];
  if (city.science[symbol] > 0) return 2.5;  // the pair's Progress token
  int distinct = 0;
  for (const std::uint8_t count : city.science) distinct += count > 0 ? 1 : 0;
  if (distinct + 1 >= w.rules().constants.science_supremacy_symbols) return kWinValue;
  return 1.5 + 0.5 * distinct;
}

double effects_value(const GameState& w, Player p, const Effects& e, int shields) {
  double v = e.victory_points + e.coins / 3.0 + shields_value(w, p, shields) + science_value(w, p, e.science);
  if (e.victory_points_per.amount != 0) v += 2.0;
  if (e.coins_per.amount != 0) v += 1.0;
  if (w.age < 3) {
    int units = e.produce_one_of != 0 ? 1 : 0;
    for (const auto n : e.produce) units += n;
    v += units * (w.age <= 1 ? 1.0 : 0.5);
  }
  if (e.fixed_trade_price_mask != 0 && w.age < 3) v += 1.0;
  if (e.play_again) v += 1.0;
  if (e.progress_from_box != 0) v += 2.0;
  if (e.construct_from_discard) v += 1.5;
  if (e.discard_opponent_card_color != kNone) v += 1.0;
  v += e.opponent_loses_coins / 3.0;
  return v;
}

// The best of `choices` cards drawn (with repetition) from the slot mask, constructed.
Action best_construct(const GameState& w, PlyPrices& price, std::uint32_t slots, int choices, Rng& rng) {
  Action best{ActionType::Construct, kNone, kNone};
  double best_value = 0.0;
  for (int k = 0; k < choices; ++k) {
    const int slot = random_bit(slots, rng);
    const Action a{ActionType::Construct, w.slots[static_cast<std::size_t>(slot)], kNone};
    if (best.card == a.card) continue;
    const double v = cheap_move_value(w, a, price.construct(slot));
    if (best.card == kNone || v > best_value) {
      best = a;
      best_value = v;
    }
    if (std::popcount(slots) == 1) break;
  }
  return best;
}

// Whether constructing `card` would win the game at once for p: its shields reach the
// opponent's capital, or its symbol is p's last one for scientific supremacy.
bool card_wins(const GameState& w, Player p, CardId id) {
  const CardDef& card = w.rules().cards[id];
  const City& city = w.cities[p];
  int shields = card.effects.shields;
  if (shields > 0 && (city.shields_bonus_colors >> static_cast<int>(card.color) & 1U) != 0) shields += city.shields_bonus;
  if (shields_value(w, p, shields) == kWinValue) return true;
  const std::uint8_t symbol = card.effects.science;
  return symbol != kNone && city.science[symbol] == 0 && science_value(w, p, symbol) == kWinValue;
}

// Decisive moves first (PlayoutStyle::decisive): an affordable card or Wonder that wins
// at once; else a card the opponent could afford and win with on their turn, taken from
// them: constructed if the player can pay, else under an affordable Wonder, else
// discarded. False when there is neither.
bool decisive_move(const GameState& w, PlyPrices& price, Action& out) {
  const Player p = w.current, o = opponent(p);
  std::uint32_t threats = 0;
  for (std::uint32_t bits = w.accessible; bits != 0; bits &= bits - 1) {
    const int slot = std::countr_zero(bits);
    const CardId card = w.slots[static_cast<std::size_t>(slot)];
    if (card_wins(w, p, card) && price.construct(slot) >= 0) {
      out = Action{ActionType::Construct, card, kNone};
      return true;
    }
    if (card_wins(w, o, card)) threats |= 1U << slot;
  }
  const City& city = w.cities[p];
  const std::uint32_t unbuilt = city.unbuilt_wonders();
  for (std::uint32_t bits = unbuilt; bits != 0; bits &= bits - 1) {
    const int index = std::countr_zero(bits);
    const WonderId wonder = city.wonders[static_cast<std::size_t>(index)];
    if (shields_value(w, p, w.rules().wonders[wonder].effects.shields) != kWinValue || price.wonder(index) < 0) continue;
    // Tucked under it: a card the opponent would win with, if any.
    const int slot = std::countr_zero(threats != 0 ? threats : w.accessible);
    out = Action{ActionType::BuildWonder, w.slots[static_cast<std::size_t>(slot)], wonder};
    return true;
  }
  if (threats == 0) return false;
  const UnitPrices theirs = unit_prices(w, o);
  for (std::uint32_t bits = threats; bits != 0; bits &= bits - 1) {
    const int slot = std::countr_zero(bits);
    const CardId card = w.slots[static_cast<std::size_t>(slot)];
    if (card_coin_cost(w, o, card, theirs) > w.spendable(o)) continue;
    out = Action{ActionType::Discard, card, kNone};
    if (price.construct(slot) >= 0) {
      out.type = ActionType::Construct;
      return true;
    }
    for (std::uint32_t wonders = unbuilt; wonders != 0; wonders &= wonders - 1) {
      const int index = std::countr_zero(wonders);
      if (price.wonder(index) < 0) continue;
      out = Action{ActionType::BuildWonder, card, city.wonders[static_cast<std::size_t>(index)]};
      break;
    }
    return true;
  }
  return false;
}

Action play_move(const GameState& w, const PlayoutModes& modes, int choices, Rng& rng, bool decisive) {
  const Player p = w.current;
  PlyPrices price(w);
  if (Action first; decisive && decisive_move(w, price, first)) return first;
  if (modes.science[p]) {
    if (const std::uint32_t green = price.affordable_of(bit_of(Color::Green)); green != 0) {
      return best_construct(w, price, green, choices, rng);
    }
  }
  if (modes.military[p] && capital_in_reach(w, p)) {
    if (const std::uint32_t red = price.affordable_of(bit_of(Color::Red)); red != 0) {
      return best_construct(w, price, red, choices, rng);
    }
  }
  if (modes.economy[p]) {
    if (const std::uint32_t yellow = price.affordable_of(bit_of(Color::Yellow)); yellow != 0) {
      return best_construct(w, price, yellow, choices, rng);
    }
  }
  if (w.age == 1) {
    const std::uint32_t economy = price.affordable_of(bit_of(Color::Brown) | bit_of(Color::Grey) | bit_of(Color::Yellow));
    if (economy != 0) return best_construct(w, price, economy, choices, rng);
  }
  // The draw: as rival's (an expansion's own moves one more thing to draw), `choices`
  // possible moves, the best by the cheap score.
  const bool expansion = w.pantheon.on || w.agora.on;
  const int cards = std::popcount(w.accessible);
  const City& city = w.cities[p];
  Action best{ActionType::Discard, kNone, kNone};
  double best_value = 0.0;
  int found = 0;
  for (int draw = 0; draw < kMaxDraws && found < choices; ++draw) {
    const auto pick = static_cast<int>(rng.below(static_cast<std::uint32_t>(cards + (expansion ? 1 : 0))));
    Action a{ActionType::Discard, kNone, kNone};
    double v = 0.0;
    if (pick == cards) {
      a = draws::expansion_play_move(w, rng);
      if (a.card == kNone) continue;
    } else {
      std::uint32_t bits = w.accessible;
      for (int k = pick; k > 0; --k) bits &= bits - 1;
      const int slot = std::countr_zero(bits);
      const CardId card = w.slots[static_cast<std::size_t>(slot)];
      const auto use = static_cast<int>(rng.below(100));
      if (use < kDiscardPercent + kConstructPercent) {
        a = Action{use < kDiscardPercent ? ActionType::Discard : ActionType::Construct, card, kNone};
        const int cost = use < kDiscardPercent ? 0 : price.construct(slot);
        if (cost < 0) continue;
        v = cheap_move_value(w, a, cost);
      } else {
        const std::uint32_t unbuilt = city.unbuilt_wonders();
        if (unbuilt == 0) continue;
        const int index = random_bit(unbuilt, rng);
        const WonderId wonder = city.wonders[static_cast<std::size_t>(index)];
        a = Action{ActionType::BuildWonder, card, wonder};
        const int cost = price.wonder(index);
        if (cost < 0) continue;
        a = draws::wonder_move(w, slot, wonder, cost);
        v = cheap_move_value(w, a, cost);
      }
    }
    if (found == 0 || v > best_value) {
      best = a;
      best_value = v;
    }
    ++found;
  }
  return found > 0 ? best : draws::uniform_legal(w, rng);
}

// A decision's move: a science-mode player prefers Law and green cards from the discard
// pile; Progress tokens are otherwise chosen by their prior; the rest uniformly.
Action decision_move(const GameState& w, bool science, Rng& rng) {
  ActionList legal;
  w.legal_actions(legal);
  Action preferred;
  if (science && draws::science_pick(w, legal, rng, preferred)) return preferred;
  if (w.phase == Phase::ChooseProgress && legal.size() > 1) {
    ActionValues value(w);
    int best = 0;
    double best_value = value(legal[0]);
    for (int i = 1; i < legal.size(); ++i) {
      const double v = value(legal[i]);
      if (v > best_value) {
        best = i;
        best_value = v;
      }
    }
    return legal[best];
  }
  return legal[static_cast<int>(rng.below(static_cast<std::uint32_t>(legal.size())))];
}

}  // namespace

PlayoutModes draw_playout_modes(const PlayoutStyle& style, Rng& rng) {
  PlayoutModes modes;
  const auto chance = [&rng](double p) { return p > 0.0 && rng.below(1000) < static_cast<std::uint32_t>(p * 1000.0); };
  for (int p = 0; p < 2; ++p) {
    modes.science[p] = chance(style.science);
    modes.military[p] = chance(style.military);
    modes.economy[p] = chance(style.economy);
  }
  return modes;
}

bool capital_in_reach(const GameState& w, Player p) {
  const int pushed = p == 0 ? w.conflict_pawn : -w.conflict_pawn;
  return w.rules().military.capital - pushed <= 2 + 2 * w.age;
}

double cheap_move_value(const GameState& w, const Action& a, int cost) {
  const Player p = w.current;
  const City& city = w.cities[p];
  switch (a.type) {
    case ActionType::Construct: {
      const CardDef& card = w.rules().cards[a.card];
      int shields = card.effects.shields;
      if (shields > 0 && (city.shields_bonus_colors >> static_cast<int>(card.color) & 1U) != 0) shields += city.shields_bonus;
      double v = effects_value(w, p, card.effects, shields) - cost / 3.0;
      if (card.chain_gives != kNone && w.age < 3) v += 0.5;
      return v;
    }
    case ActionType::Discard: {
      const int coins = w.rules().constants.discard_coins +
                        w.rules().constants.discard_coins_per_yellow * city.color_count[static_cast<int>(Color::Yellow)];
      return coins / 3.0;
    }
    case ActionType::BuildWonder: {
      const Effects& e = w.rules().wonders[a.wonder].effects;
      return 0.5 + effects_value(w, p, e, e.shields) - cost / 3.0;
    }
    default:
      return 0.0;
  }
}

Action biased_playout_move(const GameState& world, const PlayoutModes& modes, int choices, Rng& rng, bool decisive) {
  if (world.phase == Phase::Play && world.accessible != 0) {
    return play_move(world, modes, choices < 1 ? 1 : choices, rng, decisive);
  }
  return decision_move(world, modes.science[world.to_move()], rng);
}

void biased_playout_to_cutoff(GameState& world, const PlayoutStyle& style, Rng& rng) {
  const PlayoutModes modes = draw_playout_modes(style, rng);
  // The last Age played: past it the world is judged (the Wonder selection is Age I's).
  const int last_age = style.cutoff_ages > 0 ? std::max<int>(world.age, 1) + style.cutoff_ages - 1 : kAges;
  while (!world.is_terminal() && world.age <= last_age) {
    if (!world.apply(biased_playout_move(world, modes, style.choices, rng, style.decisive))) {
      world.apply(draws::uniform_legal(world, rng));
    }
  }
}

double biased_playout(GameState& world, const PlayoutStyle& style, Rng& rng) {
  PlayoutStyle to_the_end = style;
  to_the_end.cutoff_ages = 0;
  biased_playout_to_cutoff(world, to_the_end, rng);
  return playout_reward(world, style.margin);
}

double playout_reward(const GameState& end, double margin) {
  const double result = end.winner == kNone ? 0.5 : end.winner == 0 ? 1.0 : 0.0;
  if (margin == 0.0 || end.victory != VictoryType::Civilian) return result;
  const int points = score_sheet(end, 0).total() - score_sheet(end, 1).total();
  return result + margin * std::tanh(points / 10.0);
}

}  // namespace duel::ai
