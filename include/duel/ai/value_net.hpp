// A learned non-linear value of a position at the start of an Age (docs/ai.md "A learned
// value at the end of each Age"): a small multilayer perceptron (sparse inputs -> ReLU ->
// ReLU -> sigmoid) giving the chance that one player wins. Hard's playouts that a cutoff
// stops at an Age's end take it with value=net. `7wd-cli train --value-net` fits it to positions
// labelled by many of Hard's playouts (value_train.hpp) and writes data/ai/value-<expansions>.json,
// which load_value_net reads by the data's strict rules.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "duel/data_loader.hpp"  // DataError
#include "duel/state.hpp"

namespace duel::ai {

// The inputs, seen from one player's side ("me"): my city's block, then the opponent's,
// then the board. Sized by the engine's capacities, so that one layout serves every set
// of expansions (inputs a set never uses stay 0). Most are 0 or 1.
namespace value_layout {
inline constexpr int kCoinSteps = 12;      // coins >= 1, 2, 3, 4, 5, 6, 8, 10, 12, 15, 20, 25
inline constexpr int kPointSteps = 10;     // score sheet total >= 5, 10, ..., 40, 50, 60
inline constexpr int kScienceSteps = 6;    // different scientific symbols >= 1 .. 6
inline constexpr int kProductionSteps = 3;  // fixed production of a resource >= 1, 2, 3
inline constexpr int kOneOfSteps = 3;      // "one of" producers >= 1, 2, 3
inline constexpr int kCity = kMaxCards + 2 * kMaxWonders + kMaxTokens + kCoinSteps + kPointSteps + kScienceSteps +
                             kResourceCount * kProductionSteps + kOneOfSteps + kResourceCount + kMaxMilitaryZones;
inline constexpr int kPawnReach = 9;  // the pawn, clamped to [-9, 9] towards the opponent's capital
inline constexpr int kBoard = (2 * kPawnReach + 1) + kAges + 1 + 2 * kMaxCards;  // pawn, Age, to move, structure
inline constexpr int kInputs = 2 * kCity + kBoard;
inline constexpr int kMaxActive = 2 * (kMaxCards / 2 + 2 * kMaxWonders + kMaxTokens + kCoinSteps + kPointSteps + kScienceSteps +
                                       kResourceCount * kProductionSteps + kOneOfSteps + kResourceCount + kMaxMilitaryZones) +
                                  3 + 2 * kMaxSlots;
}  // namespace value_layout
inline constexpr int kValueInputs = value_layout::kInputs;

// The non-zero inputs of one position (each index once).
struct ValueInputs {
  std::array<std::uint16_t, value_layout::kMaxActive> index{};
  std::array<float, value_layout::kMaxActive> value{};
  int count = 0;
  void add(int i, float v) {
    if (count < value_layout::kMaxActive) {
      index[static_cast<std::size_t>(count)] = static_cast<std::uint16_t>(i);
      value[static_cast<std::size_t>(count++)] = v;
    }
  }
};

// The inputs of a complete (determinized) position from me's side.
void value_inputs(const GameState& s, Player me, ValueInputs& out);

// The network: inputs -> hidden[0] -> hidden[1] -> 1. Weights are stored by input row:
// w1[i * h1 + j] links input i to first-layer unit j, w2[j * h2 + k] unit j to second-layer
// unit k, w3[k] unit k to the output.
struct ValueNet {
  int inputs = kValueInputs;
  int h1 = 0, h2 = 0;
  std::vector<float> w1, b1, w2, b2, w3;
  float b3 = 0.0f;
  std::string file;     // where it was read, for messages ("ai/value-base.json")
  std::string dataset;  // the training set's hash, as the file gives it
  std::string command;  // the command that made it

  // Zero weights of the given shape.
  static ValueNet zeros(int hidden1, int hidden2);
  // The log-odds and the chance that the inputs' player wins.
  double logit(const ValueInputs& x) const;
  double win_probability(const ValueInputs& x) const;
  // Player 1's (index 0) chance of winning the position.
  double p1_win(const GameState& s) const;
  // A 64-bit FNV-1a hash of the shape and every weight's bits (same weights, same hash).
  std::uint64_t hash() const;
};

// The file holding the network for a set of expansions: "ai/value-base.json",
// "ai/value-agora-pantheon.json" (names in canonical order).
std::string value_net_file(const std::vector<std::string>& expansions);

struct ValueNetLoad {
  std::shared_ptr<const ValueNet> net;  // null when the data has none or errors is not empty
  std::vector<DataError> errors;        // "ai/value-base.json: /w1/3: ..."
  bool ok() const { return errors.empty(); }
};

// Reads the network for `expansions` under the data root when the file is there: it must
// have format "7wd-value 1", the expansions its name says, this build's input count,
// hidden sizes from 1 to 1024, every weight a finite number from -1000 to 1000 in arrays of
// exactly the right lengths, the data set and the command.
ValueNetLoad load_value_net(const std::string& data_dir, const std::vector<std::string>& expansions);

// The file's text for `net` (the loader reads it back to the same weights).
std::string value_net_json(const ValueNet& net, const std::vector<std::string>& expansions, long long positions,
                           long long playouts);

}  // namespace duel::ai
