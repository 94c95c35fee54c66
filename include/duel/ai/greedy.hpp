// Greedy: one-move lookahead. Each legal action is applied to a few determinizations
// of the observation and the resulting positions are scored with evaluate().
#pragma once

#include "duel/ai/agent.hpp"

namespace duel::ai {

class GreedyAgent final : public Agent {
 public:
  GreedyAgent(std::uint64_t seed, int samples) : seed_(seed), samples_(samples) {}
  Action choose(const GameState& observation) override;
  std::string name() const override { return "greedy"; }

 private:
  std::uint64_t seed_;
  int samples_;
};

}  // namespace duel::ai
