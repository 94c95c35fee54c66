// Agent specs as typed on the command line: a name and optional key=value options,
// e.g. "hard", "hard:iterations=5000", "mcts:iterations=2000,threads=2", "hard:time=0.5".
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace duel::ai {

struct AgentSpec {
  std::string name;
  std::vector<std::pair<std::string, std::string>> options;  // in the order written
};

// Splits a spec into name and options; on a syntax error returns nullopt and sets `error`.
std::optional<AgentSpec> parse_agent_spec(const std::string& text, std::string& error);

// Strict number parsing for option values (the whole text must be the number).
bool parse_int_option(const std::string& text, long long& out);
bool parse_double_option(const std::string& text, double& out);

}  // namespace duel::ai
