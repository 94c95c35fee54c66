// Shared pieces of the 7wd-cli commands: argument parsing and loading the game data.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "duel/rules.hpp"

namespace duel::cli {

// Arguments after the command name, e.g. {"--games", "100", "--json"}.
class Args {
 public:
  explicit Args(std::vector<std::string> args) : args_(std::move(args)) {}
  bool flag(const std::string& name);  // consumes "--name"
  std::optional<std::string> option(const std::string& name);  // consumes "--name VALUE"
  // Parses a numeric option; sets error on a malformed value.
  long long number(const std::string& name, long long fallback, std::string& error);
  // Consumes the first argument when it is `name` (a subcommand: "balance merge").
  bool subcommand(const std::string& name) {
    if (args_.empty() || args_.front() != name) return false;
    args_.erase(args_.begin());
    return true;
  }
  std::vector<std::string> positional();  // what is left that does not start with "--"
  std::string unknown() const;  // first leftover "--option", or empty
 private:
  std::vector<std::string> args_;
};

// A bench signature as the 16 hex digits the commands print.
std::string signature_hex(std::uint64_t signature);

// Loads the rules from --data DIR (or the default); prints every error and returns
// null on failure.
std::shared_ptr<const Rules> load_rules_or_report(Args& args);

struct Command {
  const char* name;
  const char* summary;
  const char* help;  // full usage text
  int (*run)(Args& args);
};

int run_validate(Args& args);
int run_replay(Args& args);
int run_sim(Args& args);
int run_bench(Args& args);
int run_balance(Args& args);
int run_show(Args& args);

extern const char* const kValidateHelp;
extern const char* const kReplayHelp;
extern const char* const kSimHelp;
extern const char* const kBenchHelp;
extern const char* const kBalanceHelp;
extern const char* const kShowHelp;

}  // namespace duel::cli
