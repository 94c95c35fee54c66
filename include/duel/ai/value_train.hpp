// Training the value network (value_net.hpp; 7wd-cli train --value-net, docs/ai.md "A learned
// value at the end of each Age"): positions at the start of Age II and Age III reached by
// Hard's playouts, each labelled by the mean result of many of Hard's playouts from that
// exact (complete) state, i.e. what a playout cut there would have gone on to find; then
// a cross-entropy fit by minibatch Adam with hand-written backpropagation (Eigen).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "duel/ai/biased_playout.hpp"
#include "duel/ai/value_net.hpp"
#include "duel/setup.hpp"

namespace duel::ai {

// Positions with their labels, each row one position from one player's side.
struct ValueDataset {
  std::vector<std::uint32_t> start{0};  // row r's inputs are [start[r], start[r + 1])
  std::vector<std::uint16_t> index;
  std::vector<float> value;
  std::vector<float> label;  // the row's player's mean result: 1 won, 0 lost, 0.5 shared
  std::size_t rows() const { return label.size(); }
  void add(const ValueInputs& x, float y);
};

// Appends every row of `from` to `to`.
void append_rows(const ValueDataset& from, ValueDataset& to);

// The starts of Age II and Age III (the first player still to choose) of one game played
// from `setup_seed` by Hard's playouts (modes drawn afresh for each Age), as a playout
// cut at an Age's end leaves the world; fewer when the game ends before.
std::vector<GameState> age_starts(const Rules& rules, const GameOptions& options, std::uint64_t setup_seed,
                                  const PlayoutStyle& style, Rng& rng);

// Player 1's mean result over `playouts` of Hard's playouts from the complete state.
double playout_label(const GameState& s, const PlayoutStyle& style, int playouts, Rng& rng);

// A 64-bit FNV-1a hash of a data set (inputs and labels, in order).
std::uint64_t dataset_hash(const ValueDataset& data);

struct ValueTraining {
  int hidden1 = 128, hidden2 = 64;
  int epochs = 20;
  int batch = 256;
  double learning_rate = 1e-3;
  double weight_decay = 1e-5;  // L2 on the weights (not the biases), per step
  std::uint64_t seed = 1;
};

// Mean cross-entropy of the net's predictions against the labels of `rows` (all when empty).
double value_loss(const ValueNet& net, const ValueDataset& data, const std::vector<std::uint32_t>& rows = {});
// The gradient of value_loss (without weight decay) in a net of the same shape.
ValueNet value_gradient(const ValueNet& net, const ValueDataset& data, const std::vector<std::uint32_t>& rows);

// Fits a net to the data: weights drawn from `seed` (He-scaled normal; inputs the data never
// sets start and stay at 0), rows shuffled each epoch, Adam. The weights are rounded to
// the 6 significant digits the file keeps, so the file holds exactly the net trained.
// Single-threaded and deterministic: the same data and options give the same weights.
ValueNet train_value_net(const ValueDataset& data, const ValueTraining& options);

// Held-out figures: the labels' own noise is the variance of an N-playout mean,
// estimated as the mean of y (1 - y) / (N - 1).
struct ValueFit {
  double mse = 0.0;        // mean squared error against the labels
  double label_noise = 0.0;
  double log_loss = 0.0;   // cross-entropy against the labels
};
ValueFit value_fit(const ValueNet& net, const ValueDataset& data, int playouts);

}  // namespace duel::ai
