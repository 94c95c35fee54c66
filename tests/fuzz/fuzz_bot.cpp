// Fuzz target: the bot protocol. The input is lines sent to one BotSession on the
// shipped rules; a first line "expansions pantheon,agora" (the harness's, not the
// protocol's) picks the expansions the session plays with, as 7wd-cli bot --expansions
// does (a list that is not a set of the shipped modules: the base game). Every reply must
// be one line, and nothing may crash or throw. Only
// cheap agents are allowed to move ("go"): random, greedy with few samples, and the
// search with a small explicit iteration budget; a "go" for another agent is skipped
// (that is legitimately slow, not a bug), and so is any "go" past kMaxGoes.
#include <algorithm>
#include <cctype>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "bot_protocol.hpp"
#include "duel/ai/spec.hpp"
#include "fuzz_support.hpp"

namespace {

constexpr int kMaxGoes = 200;
constexpr long long kMaxSamples = 8;
constexpr long long kMaxIterations = 32;
constexpr long long kMaxThreads = 2;

std::string lowercase(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

std::string trim(std::string_view s) {
  std::size_t b = 0, e = s.size();
  while (b < e && std::isspace(static_cast<unsigned char>(s[b]))) ++b;
  while (e > b && std::isspace(static_cast<unsigned char>(s[e - 1]))) --e;
  return std::string(s.substr(b, e - b));
}

// Whether an agent spec chooses a move quickly (a spec the session refuses never plays).
bool cheap_agent(const std::string& text) {
  std::string error;
  const std::optional<duel::ai::AgentSpec> spec = duel::ai::parse_agent_spec(text, error);
  if (!spec) return true;
  if (spec->name == "random") return true;
  long long n = 0;
  if (spec->name == "greedy") {
    for (const auto& [key, value] : spec->options) {
      if (key == "samples" && (!duel::ai::parse_int_option(value, n) || n > kMaxSamples)) return false;
    }
    return true;
  }
  bool small_budget = false;
  for (const auto& [key, value] : spec->options) {
    const bool number = duel::ai::parse_int_option(value, n);
    if (key == "iterations") small_budget = number && n >= 1 && n <= kMaxIterations;
    if (key == "threads" && (!number || n > kMaxThreads)) return false;
  }
  return small_budget;
}

// The expansions a first line "expansions A,B" names, and the input after that line.
std::vector<std::string> take_expansions(std::string_view& input) {
  constexpr std::string_view kDirective = "expansions ";
  if (input.rfind(kDirective, 0) != 0) return {};
  const std::size_t end = std::min(input.find('\n'), input.size());
  const std::string list(input.substr(kDirective.size(), end - kDirective.size()));
  input.remove_prefix(std::min(end + 1, input.size()));
  std::vector<std::string> names;
  for (std::size_t start = 0; start <= list.size();) {
    std::size_t comma = list.find(',', start);
    if (comma == std::string::npos) comma = list.size();
    names.push_back(trim(std::string_view(list).substr(start, comma - start)));
    start = comma + 1;
  }
  return names;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace duel;
  cli::BotOptions options;
  options.agent = "greedy";
  std::string_view input(reinterpret_cast<const char*>(data), size);
  const std::shared_ptr<const Rules> rules = fuzz::shipped_rules_if_any(take_expansions(input));
  // A record names its expansions: the session's `record` loads their rules, as 7wd-cli's does.
  const cli::RulesFor rules_for = [](const std::vector<std::string>& expansions, std::string& error) {
    std::shared_ptr<const Rules> named = fuzz::shipped_rules_if_any(expansions);
    if (!named) error = "not a set of the shipped expansions";
    return named;
  };
  cli::BotSession session(rules ? *rules : fuzz::shipped_rules(), options, {}, rules_for);
  bool cheap = true;
  int goes = 0;
  for (std::size_t start = 0; start <= input.size() && !session.finished();) {
    std::size_t end = input.find('\n', start);
    if (end == std::string_view::npos) end = input.size();
    const std::string line(input.substr(start, end - start));
    start = end + 1;
    const std::string words = trim(line);
    const std::string command = lowercase(words.substr(0, words.find(' ')));
    if (command == "go" && (!cheap || ++goes > kMaxGoes)) continue;
    const std::string reply = session.handle(line);
    if (reply.find('\n') != std::string::npos) fuzz::fail("a reply of more than one line: " + reply);
    if (command == "agent" && reply.rfind("ok", 0) == 0) {
      cheap = cheap_agent(trim(words.substr(command.size())));
    }
  }
  return 0;
}
