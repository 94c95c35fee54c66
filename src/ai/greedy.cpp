#include "duel/ai/greedy.hpp"

#include <vector>

#include "duel/ai/evaluation.hpp"
#include "duel/ai/seeding.hpp"
#include "duel/decisions.hpp"
#include "duel/observation.hpp"

namespace duel::ai {

double GreedyAgent::settled_value(const GameState& s, Player me, int follow_ups) const {
  // A move whose effect asks its own player for more (Zeus: which card; Ra: which Wonder;
  // the Great Library: which token, ...) has been paid for but has not yet acted: that
  // position alone makes the move look like a loss. Score it after me's best follow-up.
  if (follow_ups > 0 && s.phase != Phase::GameOver && s.to_move() == me && current_frame(s) != nullptr) {
    ActionList follow;
    s.legal_actions(follow);
    if (!follow.empty()) {
      double best = 0.0;
      for (int i = 0; i < follow.size(); ++i) {
        GameState next = s;
        next.apply(follow[i]);
        const double value = settled_value(next, me, follow_ups - 1);
        if (i == 0 || value > best) best = value;
      }
      return best;
    }
  }
  return evaluate(s, me, evaluation_, weights_.get());
}

Action GreedyAgent::choose(const GameState& observation) {
  ActionList actions;
  observation.legal_actions(actions);
  return choose_among(observation, actions);
}

Action GreedyAgent::choose_among(const GameState& observation, const ActionList& actions) {
  if (actions.size() == 1) return actions[0];
  const Player me = observation.to_move();
  Rng rng(mix_seed(seed_ ^ observation_digest(observation)));
  std::vector<double> total(static_cast<std::size_t>(actions.size()), 0.0);
  // Hidden cards that a move reveals are sampled: averaging a few samples keeps one
  // lucky draw from deciding.
  const Determinizer dealer(observation, me);
  for (int sample = 0; sample < samples_; ++sample) {
    const GameState world = dealer.deal(rng);
    for (int i = 0; i < actions.size(); ++i) {
      double value = 0.0;
      if (actions[i].type == ActionType::PickWonder) {
        value = action_value(world, actions[i]);  // Wonders pay off later than one move
      } else {
        GameState after = world;
        after.apply(actions[i]);
        value = settled_value(after, me, kFollowUps);
      }
      total[static_cast<std::size_t>(i)] += value;
    }
  }
  int best = 0;
  for (int i = 1; i < actions.size(); ++i) {
    if (total[static_cast<std::size_t>(i)] > total[static_cast<std::size_t>(best)]) best = i;
  }
  return actions[best];
}

}  // namespace duel::ai
