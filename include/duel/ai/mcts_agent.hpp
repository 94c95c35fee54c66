// The search AI: information-set MCTS with root parallelism. Each thread grows its own
// tree from its own seed (derived from the agent's seed and the observation) and a
// fixed share of the iterations, so the merged vote is the same however the threads
// are scheduled. Time limits, when set, stop the threads early (and so may vary).
#pragma once

#include <string>

#include "duel/ai/agent.hpp"
#include "duel/ai/ismcts.hpp"

namespace duel::ai {

struct SearchResult {
  Action best;
  std::vector<RootStat> stats;  // merged over the threads, in action key order
  long long iterations = 0;     // over all threads
  double seconds = 0.0;
  // The time limit stopped a thread before its share of the iterations: this move
  // depends on the machine's speed and load, not only on the seed and budget.
  bool time_capped = false;
  std::size_t nodes = 0;  // in all the trees at the end
};

// Searches the observation's position for the player to move.
SearchResult search(const GameState& observation, const SearchConfig& config, std::uint64_t seed);

class MctsAgent final : public Agent {
 public:
  MctsAgent(std::string name, const SearchConfig& config, std::uint64_t seed)
      : name_(std::move(name)), config_(config), seed_(seed) {}
  Action choose(const GameState& observation) override;
  std::string name() const override { return name_; }
  bool last_move_time_capped() const override { return last_.time_capped; }
  const SearchConfig& config() const { return config_; }
  const SearchResult& last_search() const { return last_; }

 private:
  std::string name_;
  SearchConfig config_;
  std::uint64_t seed_;
  SearchResult last_;
};

}  // namespace duel::ai
