// show: the whole state of a game record at one move, with who must decide what and why
// and every legal move's exact cost; --as PLAYER shows only what that player may see.
#include <fstream>
#include <iostream>
#include <sstream>

#include "cli.hpp"
#include "duel/data_loader.hpp"
#include "duel/notation.hpp"
#include "duel/observation.hpp"
#include "duel/record.hpp"
#include "show_state.hpp"

namespace duel::cli {

const char* const kShowHelp =
    "usage: 7wd-cli show RECORD [--move N] [--as PLAYER] [--json] [--data DIR]\n\n"
    "Prints the position of the game record RECORD after N moves (default: all of them):\n"
    "the phase and who must decide what (and the card or effect that asked), the Age\n"
    "structure (face-up, face-down, accessible), the discard pile, the Progress tokens on\n"
    "the board and in the box, the military tokens left, the Wonders in the box, both\n"
    "cities in full, and every legal move with its cost (own production, units bought\n"
    "and at what price, chains, discounts), then the cards that cannot be used and why.\n"
    "--as 1 or 2: only what that player may see. --json: the same as JSON, with the\n"
    "game's setup as a record writes it (\"setup\"; not with --as, which hides it).\n";

int run_show(Args& args) {
  std::string error;
  const bool json = args.flag("--json");
  const std::optional<std::string> as = args.option("--as");
  constexpr std::uint64_t kNotGiven = ~std::uint64_t{0};
  const std::uint64_t move_number = args.number("--move", kNotGiven, 0, 1'000'000, error);
  const bool move_given = move_number != kNotGiven;
  const long long move = move_given ? static_cast<long long>(move_number) : -1;
  const std::string dir = data_dir_option(args);
  const std::vector<std::string> files = args.positional();
  if (error.empty() && as && *as != "1" && *as != "2") error = "--as expects 1 or 2, got \"" + *as + "\"";
  if (error.empty() && (files.size() != 1 || !args.unknown().empty())) error = files.size() == 1 ? "unexpected argument \"" + args.unknown() + "\"" : "give one game record";
  if (!error.empty()) {
    std::cerr << "7wd-cli show: " << error << "\n";
    return 2;
  }
  const std::optional<std::string> text = read_record_file(files[0], error);
  if (!text) {
    std::cerr << "7wd-cli show: " << error << "\n";
    return 1;
  }
  const std::shared_ptr<const Rules> rules = load_record_rules(dir, *text, error);
  if (!rules && error.empty()) return 1;  // the data's problems are printed
  std::optional<GameRecord> record = rules ? record_from_json(*rules, *text, error) : std::nullopt;
  if (!record) {
    std::cerr << files[0] << ": " << error << "\n";
    return 1;
  }
  const auto total = static_cast<long long>(record->moves.size());
  const long long n = move_given ? move : total;
  if (n > total) {
    std::cerr << "7wd-cli show: --move " << n << " is past the end of " << files[0] << " (" << total << " moves)\n";
    return 2;
  }
  // Replay the moves before N, then move N with its events (for the "why").
  record->moves.resize(static_cast<std::size_t>(n));
  std::string last;
  if (n > 0) last = record->moves.back(), record->moves.pop_back();
  const ReplayResult before = replay_record(*rules, *record);
  if (!before.ok) {
    std::cerr << files[0] << ": " << before.error << "\n";
    return 1;
  }
  GameState state = before.state;
  EventLog events;
  if (n > 0) {
    const std::optional<Action> action = parse_action(state, last);
    if (!action || !state.apply(*action, &events)) {
      std::cerr << files[0] << ": move " << n << ": \"" << last << "\" is not legal\n";
      return 1;
    }
    const Player viewer = as ? static_cast<Player>(std::stoi(*as) - 1) : kReferee;
    last = "move " + std::to_string(n) + ", player " + std::to_string(before.state.to_move() + 1) + ": " + action_to_string(before.state, *action, viewer);
  }
  const Player viewer = as ? static_cast<Player>(std::stoi(*as) - 1) : kNone;
  const GameState shown = as ? observe(state, viewer) : state;
  nlohmann::ordered_json position = describe_position(shown, last, as ? events_seen_by(events, viewer) : events, as.has_value());
  if (json) {
    // The game's setup as a record writes it (to copy into a record and edit); not with
    // --as: it holds every hidden card.
    if (!as) position["setup"] = nlohmann::ordered_json::parse(record_to_json(*rules, *record, true))["setup"];
    std::cout << position.dump(2) << "\n";
  } else {
    std::cout << files[0] << ", move " << n << " of " << total << (as ? ", as player " + *as + " sees it" : "") << "\n"
              << position_text(position);
  }
  return 0;
}

}  // namespace duel::cli
