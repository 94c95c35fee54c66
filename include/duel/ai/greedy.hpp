// Greedy: one-move lookahead. Each legal action is applied to a few determinizations
// of the observation and the resulting positions are scored with evaluate(), hand-tuned
// or learned; where the move leaves its player a decision of its own (Zeus's card, Ra's
// Wonder, the Great Library's token, ...), after that player's best follow-up.
#pragma once

#include <memory>
#include <utility>

#include "duel/ai/agent.hpp"
#include "duel/ai/evaluation.hpp"

namespace duel::ai {

class GreedyAgent final : public Agent {
 public:
  // `weights`: the learned evaluation's for the game's expansions (null: none).
  GreedyAgent(std::uint64_t seed, int samples, Evaluation evaluation = Evaluation::Heuristic,
              std::shared_ptr<const EvalWeights> weights = nullptr)
      : seed_(seed), samples_(samples), evaluation_(evaluation), weights_(std::move(weights)) {}
  Action choose(const GameState& observation) override;
  // The best of `actions` (some of the observation's legal actions) by the same judgement.
  Action choose_among(const GameState& observation, const ActionList& actions);
  std::string name() const override { return "greedy"; }

 private:
  // The most follow-up decisions of its own player a move is followed through.
  static constexpr int kFollowUps = 3;
  // evaluate(s, me) once me's own waiting decisions (at most `follow_ups`) are taken the
  // best way by the same judgement.
  double settled_value(const GameState& s, Player me, int follow_ups) const;

  std::uint64_t seed_;
  int samples_;
  Evaluation evaluation_;
  std::shared_ptr<const EvalWeights> weights_;
};

}  // namespace duel::ai
