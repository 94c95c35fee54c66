// bot: play against another program over stdin/stdout with the line protocol of
// docs/bot-protocol.md (the protocol itself: bot_protocol.hpp).
#include <iostream>
#include <memory>
#include <random>

#include "bot_protocol.hpp"
#include "cli.hpp"
#include "duel/ai/eval_weights.hpp"
#include "duel/data_loader.hpp"
#include "duel/record.hpp"
#include "show_state.hpp"

namespace duel::cli {

extern const char* const kBotHelp;
const char* const kBotHelp =
    "usage: 7wd-cli bot [--agent SPEC] [--seed S] [--seat 1|2] [--data DIR] [--expansions A,B]\n\n"
    "Reads commands line by line on stdin and answers one line each on stdout:\n"
    "  new SEED [first-game]   start the game drawn from SEED (with --expansions' rules)\n"
    "  record JSON             start from a one-line game record (setup and moves), with\n"
    "                          the rules of the expansions it names\n"
    "  MOVE | move MOVE        a move as in game records, e.g. \"construct Baths\"\n"
    "  go                      the bot plays the side to move and prints \"move MOVE\"\n"
    "  legal | state           the legal moves; a one-line summary of the game\n"
    "  legal costs             each legal move with its coin cost and breakdown, \" | \" between\n"
    "  agent SPEC | seed N     change the AI (default hard) or its seed (default 1)\n"
    "  quit\n"
    "A malformed or illegal line gets \"error ...\" and the bot keeps running.\n"
    "--seat N: the bot plays player N and the program the other seat, told only what\n"
    "that seat may know: \"new [first-game]\" deals a secret setup, go replies hide the\n"
    "bot's secret choices, moves and legal are for the program's own turns. Without it\n"
    "the program is the referee and sees everything.\n"
    "See docs/bot-protocol.md for an example session.\n";

int run_bot(Args& args);
int run_bot(Args& args) {
  std::string error;
  BotOptions options;
  options.agent = args.option("--agent").value_or("hard");
  options.seed = args.seed(error);
  if (const std::optional<std::string> seat = args.option("--seat")) {
    if (*seat == "1" || *seat == "2") options.seat = static_cast<Player>(*seat == "1" ? 0 : 1);
    else if (error.empty()) error = "--seat expects 1 or 2 (the seat the bot plays), got " + quote_excerpt(*seat);
  }
  // A seated bot deals its setups from the operating system's entropy: nothing the
  // program sent or can know (the AI library itself draws no randomness of its own).
  options.deal = [] {
    std::random_device device;
    return (std::uint64_t{device()} << 32) ^ device();
  };
  const std::string dir = data_dir_option(args);
  const std::vector<std::string> chosen = split_expansions(args.option("--expansions").value_or(""));
  auto rules = load_rules_reporting(dir, chosen);
  if (!rules) return 1;
  bool weights_ok = true;
  load_weights_reporting(dir, chosen, weights_ok);
  if (!weights_ok) return 1;
  args.check_all_used(error);
  if (error.empty() && !ai::make_agent(options.agent, options.seed, error)) error = error.empty() ? "bad agent" : error;
  if (!error.empty()) {
    std::cerr << "7wd-cli bot: " << error << "\n";
    return 2;
  }
  // A record names its expansions; their rules are loaded once each, as replay loads them.
  auto cache = std::make_shared<RulesCache>(dir);
  RulesFor rules_for = [cache](const std::vector<std::string>& expansions, std::string& why) {
    const LoadResult& loaded = cache->get(expansions);
    if (!loaded.ok()) why = loaded.errors.empty() ? "the rules could not be loaded" : loaded.errors.front().to_string();
    return loaded.ok() ? loaded.rules : nullptr;
  };
  // And the AI's learned weights of each, once each (the bot's own were checked above).
  auto weights = std::make_shared<ai::EvalWeightsCache>(dir);
  options.weights = [weights](const std::vector<std::string>& expansions, std::string& why) {
    const ai::WeightsLoad& loaded = weights->get(expansions);
    if (!loaded.ok()) why = loaded.errors.front().to_string();
    return loaded.weights;
  };
  run_bot(*rules, std::cin, std::cout, options, legal_costs_line, rules_for);  // show's words for each move's cost
  return 0;
}

}  // namespace duel::cli
