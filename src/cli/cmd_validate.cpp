#include <iostream>

#include "cli.hpp"
#include "duel/data_loader.hpp"

namespace duel::cli {

const char* const kValidateHelp =
    "usage: 7wd-cli validate [--data DIR]\n\n"
    "Checks every file of the game data and lists each problem as\n"
    "  file: JSON path: what was expected\n"
    "Exits with 0 when the data is valid, 1 otherwise.\n";

int run_validate(Args& args) {
  const std::string dir = args.option("--data").value_or(default_data_dir());
  std::string error;
  args.check_all_used(error);
  if (!error.empty()) {
    std::cerr << "7wd-cli validate: " << error << "\n";
    return 2;
  }
  const LoadResult result = load_rules(dir);
  for (const DataError& e : result.errors) std::cout << e.to_string() << "\n";
  if (!result.ok()) {
    std::cout << dir << ": " << result.errors.size() << " problem(s)\n";
    return 1;
  }
  const Rules& r = *result.rules;
  std::cout << dir << ": valid (" << r.cards.size() << " cards, " << r.wonders.size() << " Wonders, "
            << r.progress_tokens.size() << " Progress tokens)\n";
  return 0;
}

}  // namespace duel::cli
