// The command-line tool end to end: validate, replay, sim and bench as a designer or a
// script uses them, including bad data and bad records.
#include <array>
#include <cstdio>
#include <filesystem>
#include <fstream>

#include <nlohmann/json.hpp>

#include "duel/record.hpp"
#include "cli_support.hpp"
#include "test_support.hpp"

using namespace duel;
using namespace duel::test;

TEST_CASE("cli: validate accepts the shipped data", "[cli]") {
  const Run r = run_cli("validate");
  CHECK(r.status == 0);
  CHECK(r.output.find("valid (73 cards, 12 Wonders, 10 Progress tokens)") != std::string::npos);
}

TEST_CASE("cli: validate lists every problem of a designer's broken copy", "[cli][bad-input]") {
  const auto dir = temp_dir("data");
  std::filesystem::copy(DUEL_SOURCE_DATA_DIR, dir, std::filesystem::copy_options::recursive);
  {
    std::ifstream in(dir / "base/cards.json");
    std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    text.replace(text.find("\"wood\""), 6, "\"wod\"");
    std::ofstream(dir / "base/cards.json") << text;
  }
  std::ofstream(dir / "base/military.json") << "{ \"capital\": 9, ";
  const Run r = run_cli("validate --data " + dir.string());
  CHECK(r.status == 1);
  CHECK(r.output.find("base/cards.json: /cards/") != std::string::npos);
  CHECK(r.output.find("unknown resource \"wod\"") != std::string::npos);
  CHECK(r.output.find("base/military.json: ") != std::string::npos);
  CHECK(r.output.find("2 problem(s)") != std::string::npos);
  // Every other command refuses the broken data with the same messages, without crashing.
  const Run sim = run_cli("sim --games 2 --data " + dir.string());
  CHECK(sim.status == 1);
  CHECK(sim.output.find("unknown resource \"wod\"") != std::string::npos);
}

TEST_CASE("cli: replay prints the final state and scores, as text and JSON", "[cli][record]") {
  GameRecord record;
  record.seed = 77;
  GameState s(rules(), make_setup(rules(), record.seed, GameOptions{}));
  while (!s.is_terminal()) {
    ActionList legal;
    s.legal_actions(legal);
    record.moves.push_back(action_to_string(rules(), legal[0], kReferee));
    s.apply(legal[0]);
  }
  const auto dir = temp_dir("replay");
  std::ofstream(dir / "game.json") << record_to_json(rules(), record);
  const Run text = run_cli("replay " + (dir / "game.json").string());
  CHECK(text.status == 0);
  CHECK(text.output.find(std::to_string(record.moves.size()) + " moves replayed") != std::string::npos);
  const Run json = run_cli("replay --json " + (dir / "game.json").string());
  REQUIRE(json.status == 0);
  const auto j = nlohmann::json::parse(json.output);
  CHECK(j["game_over"] == true);
  CHECK(j["victory_type"] == std::string(victory_type_name(s.victory)));
  CHECK(j["military_position"] == s.conflict_pawn);
  CHECK(j["players"][0]["coins"] == s.cities[0].coins);
  CHECK(j["players"][1]["scores"]["total"] == score_sheet(s, 1).total());
  CHECK(j["players"][0]["scores"]["blue"] == score_sheet(s, 0)[ScoreCategory::Blue]);

  // An illegal move: its number, the text and the legal moves.
  record.moves[5] = "construct Colossus";
  std::ofstream(dir / "bad.json") << record_to_json(rules(), record);
  const Run bad = run_cli("replay " + (dir / "bad.json").string());
  CHECK(bad.status == 1);
  CHECK(bad.output.find("move 6: \"construct Colossus\" is not a legal move: no card is called \"Colossus\"; legal moves: ") != std::string::npos);
  std::ofstream(dir / "corrupt.json") << "{\"format\": \"7wd-game-record\", \"version\": 1";
  const Run corrupt = run_cli("replay " + (dir / "corrupt.json").string());
  CHECK(corrupt.status == 1);
  CHECK(corrupt.output.find("not valid JSON") != std::string::npos);
  CHECK(run_cli("replay " + (dir / "missing.json").string()).output.find("no such file") != std::string::npos);
}

TEST_CASE("cli: sim and bench print their figures", "[cli]") {
  const Run sim = run_cli("sim --games 20 --seed 3 --threads 2 --json");
  REQUIRE(sim.status == 0);
  const auto j = nlohmann::json::parse(sim.output);
  CHECK(j["games"] == 20);
  CHECK(j["agents"][0]["wins"].get<int>() + j["agents"][1]["wins"].get<int>() + j["draws"].get<int>() == 20);
  for (const auto& agent : j["agents"]) {
    CHECK(agent["seconds_per_move"].get<double>() >= 0.0);
    CHECK(agent["max_seconds_per_move"].get<double>() >= agent["seconds_per_move"].get<double>());
  }
  // The same seed gives the same statistics whatever the thread count (but the time).
  auto single = nlohmann::json::parse(run_cli("sim --games 20 --seed 3 --threads 1 --json").output);
  auto results = j["agents"];
  for (auto* agents : {&single["agents"], &results}) {
    for (auto& agent : *agents) {
      agent.erase("seconds_per_move");
      agent.erase("max_seconds_per_move");
    }
  }
  CHECK(single["agents"] == results);
  const Run bench = run_cli("bench --games 50 --json");
  REQUIRE(bench.status == 0);
  const auto b = nlohmann::json::parse(bench.output);
  CHECK(b["games"] == 50);
  CHECK(b["games_per_second"].get<double>() > 0);
  // The signature is deterministic: the same games give the same signature.
  CHECK(nlohmann::json::parse(run_cli("bench --games 50 --json").output)["signature"] == b["signature"]);
}

TEST_CASE("cli: sim rank and train draw a progress bar on a terminal and nothing when piped", "[cli]") {
  // Piped (as here and in scripts): the output is the results alone.
  const std::string weights = (temp_dir("progress") / "eval.json").string();
  for (const std::string& args : {std::string("sim --games 30 --threads 1"),
                                 std::string("rank --agents random,greedy --games 10 --threads 1"),
                                 "train --games 10 --threads 1 --out " + weights}) {
    INFO(args);
    const Run r = run_cli(args);
    CHECK(r.status == 0);
    CHECK(r.output.find('\r') == std::string::npos);
    CHECK(r.output.find("games/s") == std::string::npos);
  }
  // On a terminal (script(1) from util-linux gives the command one): games done, the
  // rate and the time left, redrawn on one line, then the results.
  const Run tty = run_command("script -qec '" + std::string(DUEL_CLI_PATH) +
                              " sim --games 30 --threads 1' /dev/null");
  CHECK(tty.status == 0);
  CHECK(tty.output.find("30/30 games") != std::string::npos);
  CHECK(tty.output.find("left") != std::string::npos);
  CHECK(tty.output.find('\r') != std::string::npos);
  CHECK(tty.output.find("wins") != std::string::npos);
}

TEST_CASE("cli: sim counts Agora's political victories with the others", "[cli][agora]") {
  // Greedy wins some of these 40 games by controlling the whole Senate.
  const Run sim = run_cli("sim --p1 greedy --p2 random --games 40 --seed 1 --threads 1 --expansions agora --json");
  REQUIRE(sim.status == 0);
  const auto j = nlohmann::json::parse(sim.output);
  CHECK(j["agents"][0]["victories"]["political"].get<int>() > 0);
  for (const auto& agent : j["agents"]) {
    int by_type = 0;
    for (const auto& [type, count] : agent["victories"].items()) by_type += count.get<int>();
    CHECK(by_type == agent["wins"].get<int>());
  }
  const Run text = run_cli("sim --p1 greedy --p2 random --games 40 --seed 1 --threads 1 --expansions agora");
  CHECK(text.output.find(", political " + std::to_string(j["agents"][0]["victories"]["political"].get<int>())) != std::string::npos);
  // The base game has no political victory to count.
  CHECK_FALSE(nlohmann::json::parse(run_cli("sim --games 4 --json").output)["agents"][0]["victories"].contains("political"));
}

TEST_CASE("cli: bench --ai --agent times an agent's moves", "[cli][ai]") {
  const Run easy = run_cli("bench --ai --agent easy --json");
  REQUIRE(easy.status == 0);
  const auto e = nlohmann::json::parse(easy.output);
  CHECK(e["agent"] == "easy");
  CHECK(e["positions"] == 20);
  CHECK(e["mean_seconds"].get<double>() > 0.0);
  CHECK(e["max_seconds"].get<double>() >= e["mean_seconds"].get<double>());
  // The moves are deterministic for an iteration budget: the same signature each run.
  CHECK(nlohmann::json::parse(run_cli("bench --ai --agent easy --json").output)["signature"] == e["signature"]);
  const Run bad = run_cli("bench --ai --agent hard:iterations=lots");
  CHECK(bad.status == 2);
  CHECK(bad.output.find("iterations must be a whole number") != std::string::npos);
}

TEST_CASE("cli: --help everywhere, clear errors for bad arguments", "[cli][bad-input]") {
  CHECK(run_cli("--help").output.find("usage: 7wd-cli COMMAND") != std::string::npos);
  for (const char* command : {"validate", "replay", "sim", "bench"}) {
    const Run r = run_cli(std::string(command) + " --help");
    CHECK(r.status == 0);
    CHECK(r.output.find(std::string("usage: 7wd-cli ") + command) != std::string::npos);
  }
  const Run unknown = run_cli("conquer");
  CHECK(unknown.status == 2);
  CHECK(unknown.output.find("unknown command \"conquer\"") != std::string::npos);
  const Run games = run_cli("sim --games lots");
  CHECK(games.status == 2);
  CHECK(games.output.find("--games expects an integer from 1 to 1000000, got \"lots\"") != std::string::npos);
  CHECK(run_cli("sim --p1 wizard --games 1").output.find("unknown agent") != std::string::npos);
}

TEST_CASE("cli: every number on the command line is checked against its range", "[cli][bad-input]") {
  // Issue 4: 2147483648 games aborted (length_error), 4294967296 played 0 games, bench
  // printed a negative count, 100000 threads aborted after 17 s.
  const std::pair<const char*, const char*> refused[] = {
      {"sim --games 2147483648", "7wd-cli sim: --games expects an integer from 1 to 1000000, got \"2147483648\""},
      {"sim --games 4294967296", "7wd-cli sim: --games expects an integer from 1 to 1000000, got \"4294967296\""},
      {"sim --games 0", "7wd-cli sim: --games expects an integer from 1 to 1000000, got \"0\""},
      {"sim --games -5", "7wd-cli sim: --games expects an integer from 1 to 1000000, got \"-5\""},
      {"sim --games +5", "7wd-cli sim: --games expects an integer from 1 to 1000000, got \"+5\""},
      {"sim --threads 100000", "7wd-cli sim: --threads expects an integer from 1 to 256, got \"100000\""},
      {"sim --threads 0", "7wd-cli sim: --threads expects an integer from 1 to 256, got \"0\""},
      {"sim --seed 18446744073709551616",
       "7wd-cli sim: --seed expects an integer from 0 to 18446744073709551615, got \"18446744073709551616\""},
      {"bench --games 2147483648", "7wd-cli bench: --games expects an integer from 1 to 100000000, got \"2147483648\""},
      {"bench --seed=-1", "7wd-cli bench: --seed expects an integer from 0 to 18446744073709551615, got \"-1\""},
      {"bench --ai --threads 65", "7wd-cli bench --ai: --threads expects an integer from 1 to 64, got \"65\""},
      {"bench --ai --iterations 0", "7wd-cli bench --ai: --iterations expects an integer from 1 to 1000000, got \"0\""},
      {"bench --ai --iterations 1000001",
       "7wd-cli bench --ai: --iterations expects an integer from 1 to 1000000, got \"1000001\""},
      {"bot --seed 99999999999999999999",
       "7wd-cli bot: --seed expects an integer from 0 to 18446744073709551615, got \"99999999999999999999\""},
      {"sim --p1 mcts:iterations=100000000",
       "7wd-cli sim: agent \"mcts:iterations=100000000\": iterations must be a whole number from 0 to 1000000 (0 = "
       "time only), got \"100000000\""},
      {"bench --games 1 --frobnicate", "7wd-cli bench: unexpected argument \"--frobnicate\""},
      {"sim --games", "7wd-cli sim: --games expects a value after it"},
  };
  for (const auto& [args, message] : refused) {
    const Run r = run_cli(args);
    INFO(args << " -> " << r.output);
    CHECK(r.status == 2);
    CHECK(r.output == std::string(message) + "\n");
  }
  // The whole seed range is accepted.
  const Run top = run_cli("bench --games 2 --seed 18446744073709551615 --json");
  REQUIRE(top.status == 0);
  CHECK(nlohmann::json::parse(top.output)["games"] == 2);
  const Run sim = run_cli("sim --games 2 --seed 18446744073709551615 --threads 256 --json");
  REQUIRE(sim.status == 0);
  CHECK(nlohmann::json::parse(sim.output)["games"] == 2);
}

TEST_CASE("cli: replay names a directory, a missing file and a too large file", "[cli][bad-input]") {
  const auto dir = temp_dir("replay-files");
  // Issue 21: a directory was "not valid JSON".
  const Run folder = run_cli("replay " + dir.string());
  CHECK(folder.status == 1);
  CHECK(folder.output == dir.string() + ": is a directory, expected a game record file\n");
  const Run missing = run_cli("replay " + (dir / "missing.json").string());
  CHECK(missing.status == 1);
  CHECK(missing.output == (dir / "missing.json").string() + ": no such file\n");
  {
    std::ofstream big(dir / "big.json", std::ios::binary);
    big << std::string(kMaxRecordBytes + 1, ' ');
  }
  const Run big = run_cli("replay " + (dir / "big.json").string());
  CHECK(big.status == 1);
  CHECK(big.output == (dir / "big.json").string() +
                          ": the file is 16777217 bytes, more than the limit of 16777216 bytes (16 MiB) for a game record\n");
  // A duplicated key, and a 10 MB move shortened in the message.
  std::ofstream(dir / "twice.json") << R"({"format": "7wd-game-record", "version": 1, "seed": 1, "seed": 2, "moves": []})";
  CHECK(run_cli("replay " + (dir / "twice.json").string()).output ==
        (dir / "twice.json").string() + ": /seed: the key \"seed\" appears twice in the same object\n");
  GameRecord record;
  record.seed = 3;
  record.moves = {std::string(10'000'000, 'q')};
  std::ofstream(dir / "long.json") << record_to_json(rules(), record, false);
  const Run long_move = run_cli("replay " + (dir / "long.json").string());
  CHECK(long_move.status == 1);
  CHECK(long_move.output.rfind((dir / "long.json").string() + ": move 1: \"" + std::string(60, 'q') +
                                   "...\" is not a legal move: no move begins with \"" + std::string(60, 'q') +
                                   "...\" (moves now begin with \"pick\"); legal moves: pick ",
                               0) == 0);
  CHECK(long_move.output.size() < 1000);
  std::filesystem::remove_all(dir);
}

TEST_CASE("cli: sim and bench --ai say when a time cap made results depend on the machine", "[cli][ai]") {
  // Issue 20: a level's time cap silently made "same seed + budget = same move" false.
  const Run capped = run_cli("sim --p1 mcts:iterations=1000000,time=0.001 --p2 random --games 1 --json");
  REQUIRE(capped.status == 0);
  const auto j = nlohmann::json::parse(capped.output);
  const int moves = j["agents"][0]["time_capped_moves"].get<int>();
  CHECK(moves > 10);
  CHECK(j["agents"][1]["time_capped_moves"] == 0);
  const Run text = run_cli("sim --p1 mcts:iterations=1000000,time=0.001 --p2 random --games 1");
  CHECK(text.output.find("   time cap reached in ") != std::string::npos);
  CHECK(text.output.find(" moves: these results depend on this machine's speed\n") != std::string::npos);
  // One of the 20 bench positions has a single legal move (no search); every other
  // search is cut short.
  const Run bench = run_cli("bench --ai --agent mcts:iterations=1000000,time=0.001");
  REQUIRE(bench.status == 0);
  CHECK(bench.output.find("time cap reached in 19 of 20 moves: these results depend on this machine's speed\n") !=
        std::string::npos);
  // An iteration budget alone: nothing to report.
  const Run plain = run_cli("bench --ai --agent mcts:iterations=50 --json");
  REQUIRE(plain.status == 0);
  CHECK(nlohmann::json::parse(plain.output)["time_capped_moves"] == 0);
  CHECK(run_cli("sim --games 1 --p1 mcts:iterations=50").output.find("time cap") == std::string::npos);
}

TEST_CASE("cli: replay gives the engine's reason for an illegal move before the legal moves", "[cli][record][illegal]") {
  const auto dir = temp_dir("replay-why");
  // Seed 7 with the first-game Wonders: Age I at once, player 1 holds The Statue of Zeus.
  const auto replay = [&](const std::string& moves) {
    std::ofstream(dir / "game.json") << R"({"format": "7wd-game-record", "version": 1, "seed": 7,
        "options": {"first_game_wonders": true}, "moves": [)" << moves << "]}";
    const Run r = run_cli("replay " + (dir / "game.json").string());
    CHECK(r.status == 1);
    return r.output.substr(r.output.find(": ") + 2);
  };
  const std::string age_one = "; legal moves: construct Lumber Yard, construct Stone Pit, construct Clay Pool, construct Logging Camp, "
                              "construct Garrison, construct Scriptorium, discard Lumber Yard, discard Stone Pit, discard Clay Pool, "
                              "discard Logging Camp, discard Garrison, discard Scriptorium\n";
  CHECK(replay(R"("wonder The Statue of Zeus with Lumber Yard")") ==
        "move 1: \"wonder The Statue of Zeus with Lumber Yard\" is not a legal move: needs 3 more coins" + age_one);
  CHECK(replay(R"("construct Quarry")") == "move 1: \"construct Quarry\" is not a legal move: covered by Clay Pool and Stone Pit" + age_one);
  CHECK(replay(R"("construct Bathz")") == "move 1: \"construct Bathz\" is not a legal move: no card is called \"Bathz\"" + age_one);
  // The eighth Wonder went back to the box when the seventh was built (move 60).
  std::ifstream in(std::string(DUEL_SOURCE_DIR) + "/tests/fixtures/records/seven_wonders_built.json");
  nlohmann::json record = nlohmann::json::parse(in);
  record["moves"].push_back("wonder The Mausoleum with Pretorium");
  std::ofstream(dir / "late.json") << record.dump();
  const Run late = run_cli("replay " + (dir / "late.json").string());
  CHECK(late.output == (dir / "late.json").string() + ": move 63: \"wonder The Mausoleum with Pretorium\" is not a legal move: "
                       "7 Wonders already built; legal moves: construct Pretorium, construct Tacticians Guild, discard Pretorium, "
                       "discard Tacticians Guild\n");
  std::filesystem::remove_all(dir);
}
