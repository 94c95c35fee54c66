// new: writes the game record of a new game with its setup written out (the Wonders,
// tokens, every Age's cards, Pantheon's and Agora's components), so that a person can
// read one, edit it and play it (replay, show, the bot's `record`, the desktop game).
#include <fstream>
#include <iostream>

#include "cli.hpp"
#include "duel/record.hpp"
#include "duel/setup.hpp"

namespace duel::cli {

const char* const kNewHelp =
    "usage: 7wd-cli new [--seed S] [--first-game] [--expansions A,B] [--out FILE] [--data DIR]\n\n"
    "Writes the game record of a new game whose setup is drawn from seed S (default 1),\n"
    "with that setup written out in full and no moves yet (docs/record-format.md), to\n"
    "FILE (default: standard output). Edit it to try any setup; replay, show, the bot's\n"
    "record command and the desktop game read it.\n";

bool write_text_file(const std::string& path, const std::string& text, std::string& error) {
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  if (!out) {
    error = "cannot write " + quote_excerpt(path, 200) + " (no such folder, or no permission?)";
    return false;
  }
  out << text;
  out.close();
  if (!out) {
    error = "cannot write " + quote_excerpt(path, 200) + " (is the disk full?)";
    return false;
  }
  return true;
}

int run_new(Args& args) {
  std::string error;
  GameRecord record;
  record.seed = args.seed(error);
  record.options.first_game_wonders = args.flag("--first-game");
  const std::optional<std::string> out = args.option("--out");
  auto rules = load_rules_or_report(args);
  if (!rules) return 1;
  args.check_all_used(error);
  if (!error.empty()) {
    std::cerr << "7wd-cli new: " << error << "\n";
    return 2;
  }
  record.options.expansions = expansions_of(*rules);
  record.setup = make_setup(*rules, record.seed, record.options);
  const std::string text = record_to_json(*rules, record, true);
  if (!out) {
    std::cout << text;
    return 0;
  }
  if (!write_text_file(*out, text, error)) {
    std::cerr << "7wd-cli new: " << error << "\n";
    return 1;
  }
  return 0;
}

}  // namespace duel::cli
