#include <iostream>

#include "cli.hpp"
#include "duel/data_loader.hpp"
#include "duel/record.hpp"
#include "state_report.hpp"

namespace duel::cli {

const char* const kReplayHelp =
    "usage: 7wd-cli replay FILE [--json] [--data DIR]\n\n"
    "Plays the game record FILE move by move and prints the final state and the score\n"
    "sheet (--json: as JSON), with the rules of the expansions the record names. A bad\n"
    "move is reported with its number, the text read, why it is refused (\"needs 3 more\n"
    "coins\", \"covered by Baths and Altar\") and the legal moves at that point; the exit\n"
    "code is then 1. A record file may hold at most 16 MiB.\n";

int run_replay(Args& args) {
  const bool json = args.flag("--json");
  const std::string dir = data_dir_option(args);
  const std::vector<std::string> files = args.positional();
  if (files.size() != 1 || !args.unknown().empty()) {
    std::cerr << kReplayHelp;
    return 2;
  }
  const std::string file = escape_controls(files[0]);  // as named, on one line
  std::string error;
  const std::optional<std::string> text = read_record_file(files[0], error);
  const std::shared_ptr<const Rules> rules = text ? load_record_rules(dir, *text, error) : nullptr;
  if (!rules && error.empty()) return 1;  // the data's problems are printed
  const std::optional<GameRecord> record = rules ? record_from_json(*rules, *text, error) : std::nullopt;
  if (!record) {
    std::cerr << file << ": " << error << "\n";
    return 1;
  }
  const ReplayResult result = replay_record(*rules, *record);
  if (!result.ok) {
    std::cerr << file << ": " << result.error << "\n";
    return 1;
  }
  if (json) {
    std::cout << state_json(result.state).dump(2) << "\n";
  } else {
    std::cout << result.moves_applied << " moves replayed\n";
    print_state(std::cout, result.state);
  }
  return 0;
}

}  // namespace duel::cli
