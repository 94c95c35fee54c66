// Heuristic knowledge shared by the Greedy agent and the search: how good a position
// is for a player (in victory-point units) and how promising a single action looks
// before it is played. Both read only a complete (determinized) state.
#pragma once

#include <array>
#include <bitset>

#include "duel/ai/eval_weights.hpp"
#include "duel/payment.hpp"
#include "duel/state.hpp"

namespace duel::ai {

// Large value that stands for an immediate win.
inline constexpr double kWinValue = 1000.0;

// The position from `me`'s side: VP difference plus the threats of military and
// science supremacy, coins, production and chains that pay off later, and the
// initiative of whoever moves next (what the last move uncovered for them).
double evaluate(const GameState& s, Player me);

// evaluate() squashed into an estimated probability that `me` wins, in [0, 1].
double win_probability(const GameState& s, Player me);

// Which evaluation an agent uses: the hand-tuned one above, or the weights fitted by
// `7wd-cli train` (features.hpp) for the game's expansions, which the agent is given
// (eval_weights.hpp load_eval_weights); without them Learned is the hand-tuned evaluation.
enum class Evaluation : std::uint8_t { Heuristic, Learned };

// The position from me's side in the chosen evaluation, `weights` being the learned
// evaluation's (null: none). Learned: 6 × its log-odds, on about the hand-tuned scale
// (win_probability squashes VP / 6).
double evaluate(const GameState& s, Player me, Evaluation e, const EvalWeights* weights);
double win_probability(const GameState& s, Player me, Evaluation e, const EvalWeights* weights);

// Cheap prior of an action for the player to move, without applying it (used by the
// playouts and to order new tree nodes). Higher is better; an immediate win scores
// at least kWinValue.
double action_value(const GameState& s, const Action& a);

// action_value() for many actions of one state, the same numbers computed once per card
// and per Wonder: a Play-phase list offers each card up to six times (construct, discard,
// each Wonder), and what taking it away from the opponent is worth does not change.
// Holds a reference to the state, which must not change while it is used.
class ActionValues {
 public:
  explicit ActionValues(const GameState& s) : s_(s), prices_(unit_prices(s, s.to_move())) {}
  double operator()(const Action& a);

 private:
  double denial(std::uint8_t card);       // 0.25 × the card's worth to the opponent, capped
  double wonder_worth(std::uint8_t wonder);  // effects less price; kWinValue or more wins

  static constexpr int kSlots = 256;  // every card and Wonder id fits a byte
  const GameState& s_;
  UnitPrices prices_;  // the mover's, asked once rather than for every card and Wonder
  std::array<double, kSlots> denial_;  // valid where has_denial_ is set
  std::array<double, kSlots> wonder_;
  std::bitset<kSlots> has_denial_, has_wonder_;
};

// The value of taking a structure card for player p (its effects minus its price);
// `free` when constructed without paying.
double card_value(const GameState& s, Player p, CardId card, bool free);
// The same with p's unit prices already known (unit_prices(s, p)).
double card_value(const GameState& s, Player p, CardId card, bool free, const UnitPrices& prices);

// Whether the AI knows the worth of this kind of effect (one entry per kind).
bool has_effect_valuation(EffectKind kind);

}  // namespace duel::ai
