// The learned evaluation (docs/ai.md "Learned evaluation"): the features of a position
// (their names and order: eval_weights.hpp) and the log-odds of a win that the
// fitted weights give. Reads only a complete (determinized) state.
#pragma once

#include <array>

#include "duel/ai/eval_weights.hpp"
#include "duel/state.hpp"

namespace duel::ai {

using Features = std::array<double, kEvalFeatureCount>;

// The features of a position that is not over, from me's side.
void position_features(const GameState& s, Player me, Features& out);

// The weights' Age for a position: the Wonder selection counts as Age I.
inline int weights_age_index(const GameState& s) { return s.age <= 1 ? 0 : s.age - 1; }

// Log-odds that me wins under `weights` (Σ weight × feature for the position's Age).
double learned_logit(const EvalWeights& weights, const GameState& s, Player me);

}  // namespace duel::ai
