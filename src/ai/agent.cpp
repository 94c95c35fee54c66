#include "duel/ai/agent.hpp"

#include <algorithm>
#include <chrono>

#include "duel/ai/greedy.hpp"
#include "duel/ai/mcts_agent.hpp"
#include "duel/ai/spec.hpp"
#include "duel/rng.hpp"

namespace duel::ai {
namespace {

// Uniformly random among the legal actions.
class RandomAgent final : public Agent {
 public:
  explicit RandomAgent(std::uint64_t seed) : rng_(seed) {}
  Action choose(const GameState& observation) override {
    ActionList actions;
    observation.legal_actions(actions);
    return actions[static_cast<int>(rng_.below(static_cast<std::uint32_t>(actions.size())))];
  }
  std::string name() const override { return "random"; }

 private:
  Rng rng_;
};

constexpr const char* kKnownAgents = "random, greedy, easy, medium, hard, mcts";

// The difficulty levels are search budgets (docs/ai.md has the measured strength).
// Each level's time limit is only a safety cap for slow machines: on the reference
// 2-core machine the iteration budget ends first, so play stays deterministic.
SearchConfig level_config(const std::string& level) {
  SearchConfig c;
  if (level == "easy") {
    c.iterations = 100;
    c.threads = 1;
    c.seconds = 0.5;
  } else if (level == "medium") {
    c.iterations = 4000;
    c.threads = 2;
    c.seconds = 0.5;
  } else if (level == "hard") {
    c.iterations = 30000;
    c.threads = 2;
    c.seconds = 2.0;
    // Playouts to the end of the game (a game has under 100 plies): the heuristic
    // then judges only real results, and strength keeps growing with the budget
    // (docs/ai.md: 79/100 against Medium, whose playouts stop after 40 plies).
    c.playout_depth = 200;
  } else {  // mcts: an expert's blank slate, no time cap
    c.iterations = 2000;
    c.threads = 2;
  }
  return c;
}

bool apply_search_option(SearchConfig& c, const std::string& key, const std::string& value, std::string& error) {
  long long n = 0;
  double x = 0.0;
  if (key == "iterations") {
    if (!parse_int_option(value, n) || n < 0 || n > 100000000) {
      error = "iterations must be a whole number from 0 to 100000000 (0 = time only), got \"" + value + "\"";
      return false;
    }
    c.iterations = n;
  } else if (key == "time") {
    if (!parse_double_option(value, x) || x < 0.0 || x > 3600.0) {
      error = "time must be seconds from 0 to 3600 (0 = no limit), got \"" + value + "\"";
      return false;
    }
    c.seconds = x;
  } else if (key == "threads") {
    if (!parse_int_option(value, n) || n < 1 || n > 64) {
      error = "threads must be a whole number from 1 to 64, got \"" + value + "\"";
      return false;
    }
    c.threads = static_cast<int>(n);
  } else if (key == "c") {
    if (!parse_double_option(value, x) || x < 0.0 || x > 100.0) {
      error = "c (exploration) must be a number from 0 to 100, got \"" + value + "\"";
      return false;
    }
    c.exploration = x;
  } else if (key == "depth") {
    if (!parse_int_option(value, n) || n < 0 || n > 200) {
      error = "depth (playout plies) must be a whole number from 0 to 200, got \"" + value + "\"";
      return false;
    }
    c.playout_depth = static_cast<int>(n);
  } else if (key == "epsilon") {
    if (!parse_double_option(value, x) || x < 0.0 || x > 1.0) {
      error = "epsilon must be a number from 0 to 1, got \"" + value + "\"";
      return false;
    }
    c.epsilon = x;
  } else {
    error = "unknown option \"" + key + "\" (expected iterations, time, threads, c, depth or epsilon)";
    return false;
  }
  return true;
}

std::unique_ptr<Agent> build(const AgentSpec& spec, std::uint64_t seed, std::string& error) {
  if (spec.name == "random") {
    if (!spec.options.empty()) {
      error = "random takes no options";
      return nullptr;
    }
    return std::make_unique<RandomAgent>(seed);
  }
  if (spec.name == "greedy") {
    long long samples = 3;
    for (const auto& [key, value] : spec.options) {
      if (key != "samples") {
        error = "unknown option \"" + key + "\" for greedy (expected samples)";
        return nullptr;
      }
      if (!parse_int_option(value, samples) || samples < 1 || samples > 1000) {
        error = "samples must be a whole number from 1 to 1000, got \"" + value + "\"";
        return nullptr;
      }
    }
    return std::make_unique<GreedyAgent>(seed, static_cast<int>(samples));
  }
  if (spec.name == "easy" || spec.name == "medium" || spec.name == "hard" || spec.name == "mcts") {
    SearchConfig config = level_config(spec.name);
    for (const auto& [key, value] : spec.options) {
      if (!apply_search_option(config, key, value, error)) return nullptr;
    }
    if (config.iterations == 0 && config.seconds == 0.0) {
      error = "a search needs a budget: iterations > 0 or time > 0";
      return nullptr;
    }
    return std::make_unique<MctsAgent>(spec.name, config, seed);
  }
  error = "unknown agent \"" + spec.name + "\" (expected one of " + kKnownAgents + ")";
  return nullptr;
}

}  // namespace

std::unique_ptr<Agent> make_agent(const std::string& spec, std::uint64_t seed, std::string& error) {
  const std::optional<AgentSpec> parsed = parse_agent_spec(spec, error);
  if (!parsed) return nullptr;
  std::unique_ptr<Agent> agent = build(*parsed, seed, error);
  if (!agent && error.find(spec) == std::string::npos) error = "agent \"" + spec + "\": " + error;
  return agent;
}

void MoveTimes::add(double seconds) {
  moves += 1;
  total_seconds += seconds;
  longest_seconds = std::max(longest_seconds, seconds);
}

void MoveTimes::add(const MoveTimes& other) {
  moves += other.moves;
  total_seconds += other.total_seconds;
  longest_seconds = std::max(longest_seconds, other.longest_seconds);
}

Action timed_choose(Agent& agent, const GameState& observation, MoveTimes& times) {
  const auto start = std::chrono::steady_clock::now();
  const Action move = agent.choose(observation);
  times.add(std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
  return move;
}

}  // namespace duel::ai
