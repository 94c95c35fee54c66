// Records a person can read and edit: `7wd-cli new` writes a new game's record with its
// setup written out, `sim --records` keeps the games it played, `show --json` prints a
// record's setup, and a hand-written Pantheon + Agora record plays through the bot.
#include <filesystem>
#include <fstream>
#include <sstream>

#include <nlohmann/json.hpp>

#include "cli_support.hpp"
#include "duel/record.hpp"
#include "test_support.hpp"

using namespace duel;
using namespace duel::test;

namespace {
std::string file_text(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  REQUIRE(in);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}
}  // namespace

TEST_CASE("cli: new writes a record with the whole setup of the seed's game", "[cli][record][new]") {
  const auto dir = temp_dir("cli_new");
  const std::string file = (dir / "game.json").string();
  const Run run = run_cli("new --seed 42 --expansions pantheon,agora --out " + file);
  INFO(run.output);
  REQUIRE(run.status == 0);
  CHECK(run.output.empty());
  const std::string text = file_text(file);
  std::string error;
  const auto record = record_from_json(both_rules(), text, error);
  INFO(error);
  REQUIRE(record.has_value());
  CHECK(record->seed == 42);
  CHECK(record->moves.empty());
  CHECK(record->options.expansions == std::vector<std::string>{"agora", "pantheon"});
  REQUIRE(record->setup.has_value());
  CHECK(*record->setup == make_setup(both_rules(), 42, record->options));
  // Every part of the setup is written out by name.
  const auto j = nlohmann::json::parse(text);
  CHECK(j["setup"]["wonders"].size() == 16);
  CHECK(j["setup"]["board_tokens"].size() == 5);
  CHECK(j["setup"]["box_tokens"].size() == 10);
  CHECK(j["setup"]["ages"][0].size() == 25);
  CHECK(j["setup"]["ages"][1].size() == 25);
  CHECK(j["setup"]["ages"][2].size() == 23);
  CHECK(j["setup"]["pantheon"]["mythology_tokens"].size() == 5);
  CHECK(j["setup"]["pantheon"]["offering_tokens"].size() == 3);
  CHECK(j["setup"]["agora"]["decrees"].size() == 6);
  CHECK(j["setup"]["agora"]["conspiracies"].size() == 16);
  // Without --out the same text goes to standard output; it replays (no moves yet).
  CHECK(run_cli("new --seed 42 --expansions agora,pantheon").output == text);
  const Run replay = run_cli("replay " + file);
  CHECK(replay.status == 0);
  CHECK(replay.output.rfind("0 moves replayed", 0) == 0);
  // A folder that does not exist is named.
  const Run bad = run_cli("new --out " + (dir / "no" / "such.json").string());
  CHECK(bad.status == 1);
  CHECK(bad.output.find("7wd-cli new: cannot write \"" + (dir / "no" / "such.json").string()) == 0);
}

TEST_CASE("cli: sim --records keeps every game as a record that replays to its end", "[cli][record][sim]") {
  const auto dir = temp_dir("cli_sim_records") / "games";
  const Run sim = run_cli("sim --p1 random --p2 greedy --games 3 --seed 11 --threads 2 --expansions agora --records " +
                          dir.string());
  INFO(sim.output);
  REQUIRE(sim.status == 0);
  int files = 0;
  for (const auto& entry : std::filesystem::directory_iterator(dir)) files += entry.is_regular_file();
  CHECK(files == 3);
  for (int g = 1; g <= 3; ++g) {
    std::string error;
    const auto record = record_from_json(agora_rules(), file_text(dir / ("game-" + std::to_string(g) + ".json")), error);
    INFO(g << ": " << error);
    REQUIRE(record.has_value());
    CHECK(record->seed == 11 + static_cast<std::uint64_t>(g - 1));
    REQUIRE(record->setup.has_value());
    CHECK(*record->setup == make_setup(agora_rules(), record->seed, record->options));
    // Agent A (random) is player 1 in even-numbered games (from 0): game-1 and game-3.
    CHECK(record->players[0] == (g % 2 == 1 ? "random" : "greedy"));
    CHECK(record->players[1] == (g % 2 == 1 ? "greedy" : "random"));
    const ReplayResult replay = replay_record(agora_rules(), *record);
    CHECK(replay.ok);
    CHECK(replay.state.is_terminal());
  }
}

TEST_CASE("cli: show --json prints the record's setup, and --as does not", "[cli][record][show]") {
  const auto dir = temp_dir("cli_show_setup");
  const std::string file = (dir / "game.json").string();
  REQUIRE(run_cli("new --seed 8 --expansions pantheon --out " + file).status == 0);
  const Run shown = run_cli("show --json " + file);
  REQUIRE(shown.status == 0);
  const auto j = nlohmann::json::parse(shown.output);
  CHECK(j["setup"] == nlohmann::json::parse(file_text(file))["setup"]);
  const Run as = run_cli("show --json --as 2 " + file);
  REQUIRE(as.status == 0);
  CHECK_FALSE(nlohmann::json::parse(as.output).contains("setup"));
}

TEST_CASE("cli: a hand-written Pantheon + Agora record plays through the bot to the end", "[cli][bot][record]") {
  // tests/fixtures/pantheon_agora_setup.json: written by hand as docs/record-format.md
  // describes; the bot started without --expansions loads the record's own.
  std::string one_line;
  {
    std::istringstream lines(file_text(std::string(DUEL_SOURCE_DIR) + "/tests/fixtures/pantheon_agora_setup.json"));
    for (std::string line; std::getline(lines, line);) one_line += line + ' ';
  }
  const auto dir = temp_dir("cli_bot_fixture");
  {
    std::ofstream in(dir / "commands.txt");
    in << "record " << one_line << "\nstate\n";
    for (int i = 0; i < 400; ++i) in << "go\n";
    in << "state\nquit\n";
  }
  const Run bot = run_cli("bot --agent greedy --seed 3 < " + (dir / "commands.txt").string());
  REQUIRE(bot.status == 0);
  std::istringstream replies(bot.output);
  std::vector<std::string> lines;
  for (std::string line; std::getline(replies, line);) lines.push_back(line);
  REQUIRE(lines.size() == 404);
  CHECK(lines[0] == "ok record with 2 moves");
  // Knossos, picked second, has player 2 place a cube at once.
  CHECK(lines[1] == "state age=0 phase=place-cube to_move=2 coins=7,7 pawn=0 score=2,2");
  // The game ended within the 400 go's (the rest say so), with a winner or a draw.
  CHECK(lines[401] == "error the game is over");
  CHECK(lines[402].find(" victory=") != std::string::npos);
  CHECK(lines[403] == "bye");
}

TEST_CASE("cli: balance --records keeps the games it played as records", "[cli][record][balance]") {
  const auto dir = temp_dir("cli_balance_records");
  const auto records = dir / "records";
  const Run balance = run_cli("balance --p1 random --p2 greedy --games 2 --seed 21 --threads 1 --expansions pantheon --out " +
                              (dir / "report").string() + " --records " + records.string());
  INFO(balance.output);
  REQUIRE(balance.status == 0);
  for (int g = 1; g <= 2; ++g) {
    std::string error;
    const auto record = record_from_json(pantheon_rules(), file_text(records / ("game-" + std::to_string(g) + ".json")), error);
    INFO(g << ": " << error);
    REQUIRE(record.has_value());
    CHECK(record->seed == 21 + static_cast<std::uint64_t>(g - 1));
    CHECK(record->players[0] == (g == 1 ? "random" : "greedy"));
    const ReplayResult replay = replay_record(pantheon_rules(), *record);
    CHECK(replay.ok);
    CHECK(replay.state.is_terminal());
  }
  const Run with_set = run_cli("balance --games 2 --out " + (dir / "r2").string() + " --records " + records.string() +
                               " --set base/cards.json:/cards/3/cost/coins=2");
  CHECK(with_set.status == 2);
  CHECK(with_set.output.find("--records cannot be combined with --set or --sweep") != std::string::npos);
}
