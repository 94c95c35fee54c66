// Records a person can read and edit: `7wd-cli new` writes a new game's record with its
// setup written out, `sim --records` keeps the games it played, `show --json` prints a
// record's setup, and a hand-written Pantheon + Agora record plays through the bot.
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>

#include <nlohmann/json.hpp>

#include "balance/records.hpp"
#include "cli_support.hpp"
#include "duel/record.hpp"
#include "test_support.hpp"

using namespace duel;
using namespace duel::test;
using duel::cli::GameOutcome;
using duel::cli::RecordFilter;
using duel::cli::parse_record_filter;

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

TEST_CASE("records: a filter keeps exactly the games its conditions name", "[cli][record][filter]") {
  RecordFilter filter;
  std::string error;
  REQUIRE(parse_record_filter("political,science+second-player-won", filter, error));
  REQUIRE(filter.alternatives.size() == 2);
  GameOutcome political;
  political.winner_agent = 1;
  political.victory = VictoryType::Political;
  GameOutcome science = political;
  science.victory = VictoryType::Science;
  GameOutcome draw;
  draw.victory = VictoryType::Shared;
  CHECK(filter.keeps(political, 0));
  CHECK(filter.keeps(political, 1));
  // Agent B won by science: from seat 2 in game 0 (A is player 1), from seat 1 in game 1.
  CHECK(filter.keeps(science, 0));
  CHECK_FALSE(filter.keeps(science, 1));
  CHECK_FALSE(filter.keeps(draw, 0));
  REQUIRE(parse_record_filter("draw", filter, error));
  CHECK(filter.keeps(draw, 3));
  CHECK_FALSE(filter.keeps(science, 3));
  REQUIRE(parse_record_filter("a-won+first-player-won", filter, error));
  GameOutcome a_won = science;
  a_won.winner_agent = 0;
  CHECK(filter.keeps(a_won, 0));
  CHECK_FALSE(filter.keeps(a_won, 1));
  REQUIRE(parse_record_filter("all", filter, error));
  CHECK(filter.keeps(draw, 0));
  CHECK_FALSE(parse_record_filter("science+politcal", filter, error));
  CHECK(error ==
        "--records-filter: unknown condition \"politcal\" in \"science+politcal\" (expected all, or conditions among "
        "military, science, civilian, political, draw, first-player-won, second-player-won, a-won, b-won, joined by ',' "
        "for any of them and '+' for all of them)");
  CHECK_FALSE(parse_record_filter("science,", filter, error));
  CHECK(error.find("unknown condition \"\"") != std::string::npos);
}

namespace {
// games.csv's rows as maps from column to text (no quoted commas in the columns read).
std::vector<std::map<std::string, std::string>> csv_rows(const std::filesystem::path& path) {
  std::istringstream lines(file_text(path));
  std::vector<std::string> header;
  std::vector<std::map<std::string, std::string>> rows;
  for (std::string line; std::getline(lines, line);) {
    std::vector<std::string> cells;
    std::stringstream cell_stream(line);
    for (std::string cell; std::getline(cell_stream, cell, ',');) cells.push_back(cell);
    if (header.empty()) {
      header = cells;
      continue;
    }
    std::map<std::string, std::string> row;
    for (std::size_t i = 0; i < header.size() && i < cells.size(); ++i) row[header[i]] = cells[i];
    rows.push_back(row);
  }
  return rows;
}

std::vector<std::string> files_in(const std::filesystem::path& dir) {
  std::vector<std::string> names;
  for (const auto& entry : std::filesystem::directory_iterator(dir)) names.push_back(entry.path().filename().string());
  std::sort(names.begin(), names.end());
  return names;
}
}  // namespace

TEST_CASE("cli: balance --records-filter keeps exactly the matching games, and show replays them to the report's score",
          "[cli][record][balance][filter]") {
  const auto dir = temp_dir("cli_balance_records_filter");
  const std::string options = "balance --p1 random --p2 greedy --games 16 --seed 5 --expansions agora --records-filter "
                              "second-player-won,political";
  const Run one = run_cli(options + " --threads 1 --out " + (dir / "r1").string() + " --records " + (dir / "k1").string());
  INFO(one.output);
  REQUIRE(one.status == 0);
  const auto rows = csv_rows(dir / "r1" / "games.csv");
  REQUIRE(rows.size() == 16);
  std::vector<std::string> expected;
  for (const auto& row : rows) {
    if (row.at("winner") == "p2" || row.at("victory") == "political") {
      expected.push_back("game-" + std::to_string(std::stoi(row.at("game")) + 1) + ".json");
    }
  }
  std::sort(expected.begin(), expected.end());
  CHECK(expected.size() == 13);  // 8 until Greedy judged a move after its own follow-ups
  CHECK(files_in(dir / "k1") == expected);
  CHECK(one.output.find("records: 13 of 16 games kept in " + (dir / "k1").string() +
                        " (--records-filter second-player-won,political)") != std::string::npos);
  // Each kept record, opened with show, ends with the scores games.csv gives that game.
  for (const std::string& name : expected) {
    const int game = std::stoi(name.substr(5)) - 1;
    const Run shown = run_cli("show --json " + (dir / "k1" / name).string());
    REQUIRE(shown.status == 0);
    const auto j = nlohmann::json::parse(shown.output);
    INFO(name);
    CHECK(j["decision"]["phase"] == "game over");
    CHECK(std::to_string(j["players"][0]["score"]["total"].get<int>()) == rows[static_cast<std::size_t>(game)].at("p1_total"));
    CHECK(std::to_string(j["players"][1]["score"]["total"].get<int>()) == rows[static_cast<std::size_t>(game)].at("p2_total"));
  }
  // Two threads keep the same games, byte for byte.
  const Run two = run_cli(options + " --threads 2 --out " + (dir / "r2").string() + " --records " + (dir / "k2").string());
  REQUIRE(two.status == 0);
  REQUIRE(files_in(dir / "k2") == expected);
  for (const std::string& name : expected) CHECK(file_text(dir / "k2" / name) == file_text(dir / "k1" / name));
  // A filter without --records, and an unknown condition, are refused before any game.
  const Run lone = run_cli("balance --games 2 --out " + (dir / "r3").string() + " --records-filter science");
  CHECK(lone.status == 2);
  CHECK(lone.output == "7wd-cli balance: --records-filter needs --records DIR2 (where the kept games go)\n");
  const Run unknown = run_cli("balance --games 2 --out " + (dir / "r3").string() + " --records " + (dir / "k3").string() +
                              " --records-filter scince");
  CHECK(unknown.status == 2);
  CHECK(unknown.output.find("unknown condition \"scince\"") != std::string::npos);
  CHECK_FALSE(std::filesystem::exists(dir / "r3"));
}

TEST_CASE("cli: sim --records-filter keeps the same games whatever the threads", "[cli][record][sim][filter]") {
  const auto dir = temp_dir("cli_sim_records_filter");
  const std::string options = "sim --p1 random --p2 greedy --games 12 --seed 3 --records-filter a-won,draw --records ";
  const Run one = run_cli(options + (dir / "k1").string() + " --threads 1");
  const Run two = run_cli(options + (dir / "k2").string() + " --threads 2 --json");
  INFO(one.output << two.output);
  REQUIRE(one.status == 0);
  REQUIRE(two.status == 0);
  // Kept: the games agent A (random) won and the draws.
  const auto wins = nlohmann::json::parse(two.output)["agents"][0]["wins"].get<int>();
  CHECK(nlohmann::json::parse(two.output)["records_kept"] == wins + nlohmann::json::parse(two.output)["draws"].get<int>());
  CHECK(files_in(dir / "k1") == files_in(dir / "k2"));
  CHECK(static_cast<int>(files_in(dir / "k1").size()) == wins + nlohmann::json::parse(two.output)["draws"].get<int>());
  CHECK(one.output.find("records: " + std::to_string(files_in(dir / "k1").size()) + " of 12 games kept in") != std::string::npos);
}
