// Fitting the learned evaluation (7wd-cli train, docs/ai.md "Learned evaluation"): a
// logistic regression of each game's outcome on the features of its positions, one
// weight vector per Age, by Newton's method with a small ridge penalty (Eigen).
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "duel/ai/features.hpp"

namespace duel::ai {

// One position of a finished game, seen from one player's side.
struct TrainingPosition {
  Features features{};
  float outcome = 0.5f;  // 1: that player won, 0: lost, 0.5: shared victory
  std::uint8_t age = 0;  // weights_age_index
};

// The positions of one game from both players' sides, in the order they were played.
std::vector<TrainingPosition> game_positions(const std::vector<GameState>& states);

// A 64-bit FNV-1a hash of the positions (features, outcomes and Ages, in order): the same
// games give the same hash. `start` continues an earlier hash, so that hashing a set in
// parts gives the hash of the whole.
inline constexpr std::uint64_t kTrainingHashStart = 0xcbf29ce484222325ULL;  // FNV-1a's offset basis
std::uint64_t training_hash(const std::vector<TrainingPosition>& positions, std::uint64_t start = kTrainingHashStart);

// How well a set of weights predicts the outcomes of some positions.
struct FitQuality {
  long long positions = 0;
  double log_loss = 0.0;  // mean, in nats (0.693 = a coin toss)
  double accuracy = 0.0;  // share of decided positions whose winner has log-odds above 0
};
FitQuality fit_quality(const std::vector<TrainingPosition>& positions, const EvalWeights& weights);
// The same for the hand-tuned evaluation (feature "heuristic", squashed as win_probability does).
FitQuality heuristic_quality(const std::vector<TrainingPosition>& positions);

// Fits each Age's weights to its positions: maximum likelihood with the penalty
// ridge × positions × |w|². An Age without positions keeps zero weights.
EvalWeights fit_weights(const std::vector<TrainingPosition>& positions, double ridge = 1e-4);

}  // namespace duel::ai
