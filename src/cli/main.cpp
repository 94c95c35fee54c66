// 7wd-cli: the headless front door for designers, tests, benchmarks and other programs.
#include <cstring>
#include <iostream>

#include "cli.hpp"
#include "duel_version.hpp"
#include "duel/record.hpp"

namespace duel::cli {  // the AI's commands (src/cli/cmd_bot.cpp, cmd_bench_ai.cpp)
int run_bot(Args& args);
int run_bench_ai(Args& args);
extern const char* const kBotHelp;
extern const char* const kBenchAiHelp;
}  // namespace duel::cli

namespace {

using duel::cli::Command;

const Command kCommands[] = {
    {"validate", "check the game data and list every problem", duel::cli::kValidateHelp, duel::cli::run_validate},
    {"replay", "play a game record and print the final state and scores", duel::cli::kReplayHelp, duel::cli::run_replay},
    {"sim", "play many games between agents and print statistics", duel::cli::kSimHelp, duel::cli::run_sim},
    {"rank", "play a round robin between agents and rate them (Elo with 95% intervals)", duel::cli::kRankHelp, duel::cli::run_rank},
    {"bench", "play fixed-seed random games and print the speed (--ai: search speed)", duel::cli::kBenchHelp, duel::cli::run_bench},
    {"balance", "play many games and write a balance report (HTML, JSON, CSV)", duel::cli::kBalanceHelp, duel::cli::run_balance},
    {"new", "write the game record of a new game with its whole setup, to read or edit", duel::cli::kNewHelp, duel::cli::run_new},
    {"show", "print the whole state of a game record at a move, with every move's cost", duel::cli::kShowHelp, duel::cli::run_show},
    {"bot", "play against another program over stdin/stdout", duel::cli::kBotHelp, duel::cli::run_bot},
    {"train", "fit the AI's learned evaluation to self-play games", duel::cli::kTrainHelp, duel::cli::run_train},
};

void print_usage(std::ostream& out) {
  out << "usage: 7wd-cli COMMAND [OPTIONS]   (7wd-cli COMMAND --help for details)\n"
         "       7wd-cli --version\n\ncommands:\n";
  for (const Command& c : kCommands) out << "  " << c.name << std::string(10 - std::strlen(c.name), ' ') << c.summary << "\n";
  out << "\nEvery command accepts --data DIR to use a modified copy of the game data (the folder\n"
         "that holds base/ and the expansions). sim, rank, bench, balance, new and the bot's\n"
         "new play with the expansions --expansions A,B names; replay, show and the bot's\n"
         "record use those the record names.\n"
         "Without --data: $DUEL_DATA_DIR, else an installed copy (../share/7wd/data beside\n"
         "this program's folder), else the source tree's data/.\n";
}

int run_command(int argc, char** argv) {
  if (argc < 2 || std::strcmp(argv[1], "--help") == 0 || std::strcmp(argv[1], "-h") == 0 ||
      std::strcmp(argv[1], "help") == 0) {
    print_usage(std::cout);
    return argc < 2 ? 2 : 0;
  }
  if (std::strcmp(argv[1], "--version") == 0) {
    std::cout << duel::version_line("7wd-cli") << "\n";
    return 0;
  }
  for (const Command& c : kCommands) {
    if (std::strcmp(argv[1], c.name) != 0) continue;
    duel::cli::Args args(std::vector<std::string>(argv + 2, argv + argc));
    const bool ai_bench = c.run == duel::cli::run_bench && args.flag("--ai");  // bench --ai
    if (args.flag("--help") || args.flag("-h")) {
      std::cout << (ai_bench ? duel::cli::kBenchAiHelp : c.help);
      return 0;
    }
    return ai_bench ? duel::cli::run_bench_ai(args) : c.run(args);
  }
  std::cerr << "7wd-cli: unknown command " << duel::quote_excerpt(argv[1]) << "\n";
  print_usage(std::cerr);
  return 2;
}

}  // namespace

int main(int argc, char** argv) {
  // The last line of defence: whatever a command did not handle ends with a message
  // and exit code 1, never an abort.
  try {
    return run_command(argc, argv);
  } catch (...) {
    std::cerr << "7wd-cli: " << duel::cli::failure_message(std::current_exception()) << "\n";
    return 1;
  }
}
