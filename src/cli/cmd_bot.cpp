// bot: play against another program over stdin/stdout with the line protocol of
// docs/bot-protocol.md (the protocol itself lives in the AI library).
#include <iostream>

#include "cli.hpp"
#include "duel/ai/bot_protocol.hpp"
#include "show_state.hpp"

namespace duel::cli {

extern const char* const kBotHelp;
const char* const kBotHelp =
    "usage: 7wd-cli bot [--agent SPEC] [--seed S] [--data DIR] [--expansions A,B]\n\n"
    "Reads commands line by line on stdin and answers one line each on stdout:\n"
    "  new SEED [first-game]   start the game drawn from SEED\n"
    "  record JSON             start from a one-line game record (setup and moves)\n"
    "  MOVE | move MOVE        a move as in game records, e.g. \"construct Baths\"\n"
    "  go                      the bot plays the side to move and prints \"move MOVE\"\n"
    "  legal | state           the legal moves; a one-line summary of the game\n"
    "  legal costs             each legal move with its coin cost and breakdown, \" | \" between\n"
    "  agent SPEC | seed N     change the AI (default hard) or its seed (default 1)\n"
    "  quit\n"
    "A malformed or illegal line gets \"error ...\" and the bot keeps running.\n"
    "See docs/bot-protocol.md for an example session.\n";

int run_bot(Args& args);
int run_bot(Args& args) {
  std::string error;
  ai::BotOptions options;
  options.agent = args.option("--agent").value_or("hard");
  options.seed = args.seed(error);
  auto rules = load_rules_or_report(args);
  if (!rules) return 1;
  args.check_all_used(error);
  if (error.empty() && !ai::make_agent(options.agent, options.seed, error)) error = error.empty() ? "bad agent" : error;
  if (!error.empty()) {
    std::cerr << "7wd-cli bot: " << error << "\n";
    return 2;
  }
  ai::run_bot(*rules, std::cin, std::cout, options, legal_costs_line);  // show's words for each move's cost
  return 0;
}

}  // namespace duel::cli
