#include "duel/ai/greedy.hpp"

#include <vector>

#include "duel/ai/evaluation.hpp"
#include "duel/ai/seeding.hpp"
#include "duel/observation.hpp"

namespace duel::ai {

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
  for (int sample = 0; sample < samples_; ++sample) {
    const GameState world = determinize(observation, me, rng);
    for (int i = 0; i < actions.size(); ++i) {
      double value = 0.0;
      if (actions[i].type == ActionType::PickWonder) {
        value = action_value(world, actions[i]);  // Wonders pay off later than one move
      } else {
        GameState after = world;
        after.apply(actions[i]);
        value = evaluate(after, me, evaluation_, weights_.get());
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
