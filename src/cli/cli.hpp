// Shared pieces of the 7wd-cli commands: argument parsing and loading the game data.
#pragma once

#include <cstdint>
#include <exception>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "duel/ai/agent.hpp"
#include "duel/rules.hpp"

namespace duel::cli {

// Arguments after the command name, e.g. {"--games", "100", "--json"}.
class Args {
 public:
  explicit Args(std::vector<std::string> args) : args_(std::move(args)) {}
  bool flag(const std::string& name);  // consumes "--name"
  std::optional<std::string> option(const std::string& name);  // consumes "--name VALUE"
  // Parses "--name N", a whole number from `min` to `max` (`fallback` when absent); on a
  // malformed or out-of-range value sets error (if still empty) naming the option and
  // the range, e.g. "--games expects an integer from 1 to 1000000, got "4294967296"".
  std::uint64_t number(const std::string& name, std::uint64_t fallback, std::uint64_t min, std::uint64_t max,
                       std::string& error);
  // "--seed S": any seed from 0 to 2^64 - 1 (default 1).
  std::uint64_t seed(std::string& error);
  // Consumes the first argument when it is `name` (a subcommand: "balance merge").
  bool subcommand(const std::string& name) {
    if (args_.empty() || args_.front() != name) return false;
    args_.erase(args_.begin());
    return true;
  }
  std::vector<std::string> positional();  // what is left that does not start with "--"
  const std::vector<std::string>& remaining() const { return args_; }  // not consumed yet, in order
  std::string unknown() const;  // first leftover "--option", or empty
  // Sets error (if still empty) to "unexpected argument ..." when an argument is left.
  void check_all_used(std::string& error) const;
 private:
  std::vector<std::string> args_;
  std::string without_value_;  // an option given last, with no value after it
};

// Limits of the command-line numbers (docs: README's CLI table).
inline constexpr std::uint64_t kMaxSimGames = 1'000'000;      // sim keeps every game's outcome
inline constexpr std::uint64_t kMaxBenchGames = 100'000'000;  // about an hour of random games
inline constexpr std::uint64_t kMaxGameThreads = 256;         // sim's threads, each playing games

// A plain message for an exception that reached a command's last line of defence
// ("out of memory", "the system refused to start a thread: ..."), never a C++ type name.
std::string failure_message(std::exception_ptr failure);

// "time cap reached in N of M moves: these results depend on this machine's speed" when
// a level's time limit cut some searches short (docs/ai.md), else empty.
std::string time_cap_note(const ai::MoveTimes& times);

// Sets error (if still empty) to why the first of the agent specs that does not build
// is refused (sim, train, balance check their --p1 and --p2 before playing; rank its list).
void check_agent_specs(std::span<const std::string> specs, std::string& error);

// rank's --agents list: agent specs separated by commas, where a piece written key=value
// with no colon continues the options of the spec before it (specs name an agent with a
// word, options are key=value), so "random,mcts:iterations=2000,threads=2,hard" is three
// agents. Spaces around a piece are dropped. Sets error (if still empty) on an empty
// piece or an option with no spec before it to belong to.
std::vector<std::string> split_agent_list(const std::string& text, std::string& error);

// A bench signature as the 16 hex digits the commands print.
std::string signature_hex(std::uint64_t signature);

// The game data folder: --data DIR, else duel::default_data_dir() seen from this
// program's folder (an installed 7wd-cli finds <prefix>/share/7wd/data).
std::string data_dir_option(Args& args);

// "pantheon,agora" -> {"pantheon", "agora"}; "" -> {} (the base game).
std::vector<std::string> split_expansions(const std::string& text);
// Loads the rules of `expansions` from the data root `dir`; prints every error and
// returns null on failure.
std::shared_ptr<const Rules> load_rules_reporting(const std::string& dir, const std::vector<std::string>& expansions);
// Loads the rules from --data DIR (or the default) with --expansions A,B (default none).
std::shared_ptr<const Rules> load_rules_or_report(Args& args);
// The AI's learned weights for `expansions` under the data root `dir`, for agents with
// eval=learned: null when the data has none. A bad weights file's errors are printed as
// load_rules_reporting prints the data's, and `ok` is set false.
std::shared_ptr<const ai::EvalWeights> load_weights_reporting(const std::string& dir,
                                                              const std::vector<std::string>& expansions, bool& ok);
// load_rules_or_report, and the AI's learned weights for those rules into `weights`; null
// after printing the problems of either.
std::shared_ptr<const Rules> load_rules_and_weights_or_report(Args& args, std::shared_ptr<const ai::EvalWeights>& weights);
// Loads the rules from the data root `dir` for the expansions a game record's options
// name. Null on failure: a bad "options" sets `error`, a data problem is printed.
std::shared_ptr<const Rules> load_record_rules(const std::string& dir, const std::string& record_text, std::string& error);

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
int run_train(Args& args);
int run_train_value(Args& args);  // train --value-net (cmd_train_value.cpp)
int run_rank(Args& args);
int run_new(Args& args);

// Writes `text` to the file `path` (replacing it); false with `error` naming the path.
bool write_text_file(const std::string& path, const std::string& text, std::string& error);

extern const char* const kValidateHelp;
extern const char* const kReplayHelp;
extern const char* const kSimHelp;
extern const char* const kBenchHelp;
extern const char* const kBalanceHelp;
extern const char* const kShowHelp;
extern const char* const kTrainHelp;
extern const char* const kRankHelp;
extern const char* const kNewHelp;

}  // namespace duel::cli
