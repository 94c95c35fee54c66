// Helpers for the AI's tests: the search settings an agent spec gives.
#pragma once

#include <catch2/catch.hpp>

#include <string>

#include "duel/ai/agent.hpp"
#include "duel/ai/mcts_agent.hpp"

namespace duel::test {

// The search settings of a search-level spec ("hard:time=0,iterations=300,...").
inline ai::SearchConfig config_of(const std::string& spec) {
  std::string error;
  auto agent = ai::make_agent(spec, 1, error);
  INFO(spec << ": " << error);
  REQUIRE(agent);
  return dynamic_cast<ai::MctsAgent&>(*agent).config();
}

}  // namespace duel::test
