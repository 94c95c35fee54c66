// Agent specs as typed on the command line: a name and optional key=value options,
// e.g. "hard", "hard:iterations=5000", "mcts:iterations=2000,threads=2", "hard:time=0.5".
#pragma once

#include <cstdint>
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
// Digits only (no sign or space), any value from 0 to 2^64 - 1: seeds and counts.
bool parse_uint64_option(const std::string& text, std::uint64_t& out);
inline constexpr const char* kSeedRange = "from 0 to 18446744073709551615";

}  // namespace duel::ai
