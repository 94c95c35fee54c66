// Fuzz target: the bot protocol. The input is lines sent to one BotSession on the
// shipped rules. Every reply must be one line, and nothing may crash or throw. Only
// cheap agents are allowed to move ("go"): random, greedy with few samples, and the
// search with a small explicit iteration budget; a "go" for another agent is skipped
// (that is legitimately slow, not a bug), and so is any "go" past kMaxGoes.
#include <cctype>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "duel/ai/bot_protocol.hpp"
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

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace duel;
  ai::BotOptions options;
  options.agent = "greedy";
  ai::BotSession session(fuzz::shipped_rules(), options);
  bool cheap = true;
  int goes = 0;
  const std::string_view input(reinterpret_cast<const char*>(data), size);
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
