#include "duel/ai/spec.hpp"

#include <cctype>
#include <charconv>
#include <cmath>
#include <cstdlib>

#include "duel/record.hpp"  // quote_excerpt: a spec is echoed in messages, shortened

namespace duel::ai {
namespace {

bool is_word(const std::string& s) {
  if (s.empty()) return false;
  for (char c : s) {
    if (!std::isalnum(static_cast<unsigned char>(c)) && c != '_' && c != '-') return false;
  }
  return true;
}

std::string lowercase(std::string s) {
  for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

}  // namespace

std::optional<AgentSpec> parse_agent_spec(const std::string& text, std::string& error) {
  AgentSpec spec;
  const std::size_t colon = text.find(':');
  spec.name = lowercase(text.substr(0, colon));
  if (!is_word(spec.name)) {
    error = "malformed agent spec " + quote_excerpt(text) + ": expected a name such as hard or hard:iterations=5000";
    return std::nullopt;
  }
  if (colon == std::string::npos) return spec;
  const std::string rest = text.substr(colon + 1);
  std::size_t start = 0;
  for (;;) {
    const std::size_t comma = rest.find(',', start);
    const std::string item = rest.substr(start, comma == std::string::npos ? std::string::npos : comma - start);
    const std::size_t eq = item.find('=');
    // A style agent names its plan first, bare: style:conspirators,eval=learned.
    if (spec.name == "style" && start == 0 && eq == std::string::npos && is_word(item)) {
      spec.options.emplace_back("plan", lowercase(item));
    } else if (eq == std::string::npos || !is_word(item.substr(0, eq)) || eq + 1 == item.size()) {
      error = "malformed option " + quote_excerpt(item) + " in agent spec " + quote_excerpt(text) + ": expected key=value";
      return std::nullopt;
    } else {
      spec.options.emplace_back(lowercase(item.substr(0, eq)), item.substr(eq + 1));
    }
    if (comma == std::string::npos) break;
    start = comma + 1;
  }
  return spec;
}

bool parse_int_option(const std::string& text, long long& out) {
  const char* end = text.data() + text.size();
  const auto [ptr, ec] = std::from_chars(text.data(), end, out);
  return ec == std::errc{} && ptr == end;
}

bool parse_uint64_option(const std::string& text, std::uint64_t& out) {
  // from_chars on an unsigned type takes digits only: no sign, no space.
  const char* end = text.data() + text.size();
  const auto [ptr, ec] = std::from_chars(text.data(), end, out);
  return ec == std::errc{} && ptr == end;
}

bool parse_double_option(const std::string& text, double& out) {
  // strtod is locale-dependent only for the decimal point; the CLI never sets a locale.
  if (text.empty() || std::isspace(static_cast<unsigned char>(text[0]))) return false;
  char* end = nullptr;
  out = std::strtod(text.c_str(), &end);
  return end == text.c_str() + text.size() && std::isfinite(out);
}

}  // namespace duel::ai
