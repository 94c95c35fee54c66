// The bot protocol driven through streams: a short game, and bad lines that get an
// error reply while the session keeps going.
#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>

#include <nlohmann/json.hpp>

#include "bot_protocol.hpp"
#include "duel/data_loader.hpp"
#include "show_state.hpp"

namespace {

const duel::Rules& test_rules() {
  static const duel::LoadResult loaded = duel::load_rules(DUEL_SOURCE_DATA_DIR);
  REQUIRE(loaded.ok());
  return *loaded.rules;
}

std::vector<std::string> run(const std::string& input, const std::string& agent = "greedy") {
  std::istringstream in(input);
  std::ostringstream out;
  duel::cli::run_bot(test_rules(), in, out, {agent, 7});
  std::vector<std::string> lines;
  std::istringstream replies(out.str());
  for (std::string line; std::getline(replies, line);) lines.push_back(line);
  return lines;
}

bool starts_with(const std::string& s, const std::string& prefix) { return s.rfind(prefix, 0) == 0; }

}  // namespace

TEST_CASE("bot plays both sides of a whole game through the protocol", "[bot]") {
  duel::cli::BotSession bot(test_rules(), {"greedy", 3});
  CHECK(bot.handle("new 5") == "ok new game 5");
  int moves = 0;
  while (!bot.game()->is_terminal()) {
    const std::string reply = bot.handle("go");
    INFO(reply);
    REQUIRE(starts_with(reply, "move "));
    REQUIRE(++moves < 400);
  }
  CHECK(starts_with(bot.handle("state"), "state "));
  CHECK(bot.handle("state").find("winner=") != std::string::npos);
  CHECK(bot.handle("go") == "error the game is over");
}

TEST_CASE("bot accepts the opponent's moves in record notation", "[bot]") {
  duel::cli::BotSession bot(test_rules(), {"random", 3});
  REQUIRE(bot.handle("new 9 first-game") == "ok new game 9 first-game");
  const std::string legal = bot.handle("legal");
  REQUIRE(starts_with(legal, "legal "));
  const std::string first = legal.substr(6, legal.find(';') - 6);
  CHECK(bot.handle("move " + first) == "ok");
  const std::string second = bot.handle("legal").substr(6);
  CHECK(bot.handle(second.substr(0, second.find(';'))) == "ok");  // a bare move works too
  CHECK(starts_with(bot.handle("go"), "move "));
}

TEST_CASE("bad lines get an error and the bot keeps running", "[bot]") {
  const auto replies = run(
      "go\n"
      "legal\n"
      "new\n"
      "new abc\n"
      "new 3 sideways\n"
      "new 3\n"
      "\n"
      "# a comment\n"
      "construct Nothing At All\n"
      "move\n"
      "fly away\n"
      "agent bogus\n"
      "agent hard:iterations=-5\n"
      "agent random\n"
      "seed x\n"
      "record {not json\n"
      "go now\n"
      "go\n"
      "quit\n"
      "go\n");
  REQUIRE(replies.size() == 17);
  CHECK(starts_with(replies[0], "error no game"));
  CHECK(starts_with(replies[1], "error no game"));
  CHECK(starts_with(replies[2], "error new expects a seed"));
  CHECK(starts_with(replies[3], "error new expects a seed"));
  CHECK(starts_with(replies[4], "error unknown game option"));
  CHECK(replies[5] == "ok new game 3");
  CHECK(replies[6] == R"(error illegal move "construct Nothing At All": no card is called "Nothing At All" (send "legal" for the list))");
  CHECK(starts_with(replies[7], "error move expects a move"));
  CHECK(replies[8] == R"(error illegal move "fly away": no move begins with "fly" (moves now begin with "pick") (send "legal" for the list))");
  CHECK(starts_with(replies[9], "error unknown agent"));
  CHECK(starts_with(replies[10], "error "));
  CHECK(replies[11] == "ok agent random");
  CHECK(starts_with(replies[12], "error seed"));
  CHECK(starts_with(replies[13], "error bad record"));
  CHECK(replies[14] == "error go takes no arguments");
  CHECK(starts_with(replies[15], "move "));
  CHECK(replies[16] == "bye");  // and nothing after quit
}

TEST_CASE("bot starts from a one-line game record", "[bot]") {
  duel::cli::BotSession bot(test_rules(), {"random", 3});
  const std::string record =
      R"({"format": "7wd-game-record", "version": 1, "seed": 42, "options": {"first_game_wonders": true},)"
      R"( "moves": []})";
  REQUIRE(bot.handle("record " + record) == "ok record with 0 moves");
  const std::string legal = bot.handle("legal");
  const std::string first = legal.substr(6, legal.find(';') - 6);
  REQUIRE(bot.handle(first) == "ok");
  const std::string with_move =
      R"({"format": "7wd-game-record", "version": 1, "seed": 42, "options": {"first_game_wonders": true},)"
      R"( "moves": [")" + first + R"("]})";
  CHECK(bot.handle("record " + with_move) == "ok record with 1 moves");
  CHECK(bot.handle("setup " + with_move) == "ok record with 1 moves");
  CHECK(starts_with(bot.handle(R"(record {"format": "7wd-game-record", "version": 1, "seed": 42, "moves": ["fly"]})"),
                    "error bad record"));
  CHECK(starts_with(bot.handle("go"), "move "));  // the last good game goes on
}

TEST_CASE("every reply is one line, whatever was sent", "[bot][bad-input]") {
  // Issue 19: a move holding a newline (or a carriage return) was echoed raw.
  duel::cli::BotSession bot(test_rules(), {"random", 3});
  REQUIRE(bot.handle("new 5") == "ok new game 5");
  CHECK(bot.handle("construct Baths\nquit") ==
        R"(error illegal move "construct Baths\nquit": no card is called "Baths\nquit" (send "legal" for the list))");
  CHECK(bot.handle("construct\rBaths") ==
        R"(error illegal move "construct\rBaths": not a move now (now: wonder selection) (send "legal" for the list))");
  CHECK(bot.handle("new 5 first\x01game") == R"(error unknown game option "first\x01game" (expected first-game))");
  // A record whose move or key holds an escaped newline: the JSON text decodes it.
  const std::string bad_move =
      R"(record {"format": "7wd-game-record", "version": 1, "seed": 42, "moves": ["fly\naway"]})";
  const std::string reply = bot.handle(bad_move);
  CHECK(reply.rfind(R"(error bad record: move 1: "fly\naway" is not a legal move: no move begins with "fly" (moves now begin with "pick"); legal moves: pick )", 0) == 0);
  CHECK(bot.handle(R"(record {"format": "7wd-game-record", "version": 1, "seed": 42, "moves": [], "a\nb": 0})") ==
        R"(error bad record: /a\nb: unknown field)");
  // Through the streams: exactly one reply line per command line.
  const auto replies = run("new 5\nconstruct\rBaths\r\nstate\n");
  REQUIRE(replies.size() == 3);
  CHECK(starts_with(replies[1], "error illegal move"));
  CHECK(starts_with(replies[2], "state "));
}

TEST_CASE("bot seeds take the whole 64-bit range, and no more", "[bot][bad-input]") {
  // Issue 21: records accept 20-digit seeds, the bot refused them.
  duel::cli::BotSession bot(test_rules(), {"random", 3});
  CHECK(bot.handle("new 18446744073709551615") == "ok new game 18446744073709551615");
  CHECK(bot.handle("new 18446744073709551616") ==
        "error new expects a seed, a whole number from 0 to 18446744073709551615, e.g. \"new 42\" or "
        "\"new 42 first-game\"; got \"18446744073709551616\"");
  CHECK(bot.handle("new 007") == "ok new game 7");
  CHECK(starts_with(bot.handle("new -1"), "error new expects a seed"));
  CHECK(bot.handle("seed 18446744073709551615") == "ok seed 18446744073709551615");
  CHECK(bot.handle("seed 99999999999999999999") ==
        "error seed expects a whole number from 0 to 18446744073709551615, got \"99999999999999999999\"");
  // The same game as a record with that seed.
  duel::cli::BotSession other(test_rules(), {"random", 3});
  REQUIRE(other.handle(R"(record {"format": "7wd-game-record", "version": 1, "seed": 18446744073709551615, "moves": []})") ==
          "ok record with 0 moves");
  REQUIRE(bot.handle("new 18446744073709551615") == "ok new game 18446744073709551615");
  CHECK(other.handle("legal") == bot.handle("legal"));
}

TEST_CASE("huge lines and moves get a short error", "[bot][bad-input]") {
  duel::cli::BotSession bot(test_rules(), {"random", 3});
  REQUIRE(bot.handle("new 5") == "ok new game 5");
  // Issue 21: a 10 MB move was echoed whole.
  const std::string move(60'000, 'x');
  CHECK(bot.handle(move) == "error illegal move \"" + std::string(60, 'x') + "...\": no move begins with \"" + std::string(60, 'x') +
                                "...\" (moves now begin with \"pick\") (send \"legal\" for the list)");
  CHECK(bot.handle(std::string(duel::cli::kMaxBotLineBytes + 1, 'x')) ==
        "error line too long: more than 65536 bytes; ignored");
  // Through the streams: a 10 MB line is skipped to its end, the session goes on.
  const auto replies = run("new 5\n" + std::string(10'000'000, 'y') + "\nstate\n");
  REQUIRE(replies.size() == 3);
  CHECK(replies[1] == "error line too long: more than 65536 bytes; ignored");
  CHECK(starts_with(replies[2], "state age=0"));
  // A line of exactly the limit is read (and refused as a move).
  const auto at_limit = run("new 5\n" + std::string(duel::cli::kMaxBotLineBytes, 'y') + "\n");
  REQUIRE(at_limit.size() == 2);
  CHECK(starts_with(at_limit[1], "error illegal move \"yyy"));
}

TEST_CASE("bot refuses budgets beyond the documented maxima", "[bot][bad-input]") {
  // Issue 8: "agent mcts:iterations=100000000" then "go" ran for minutes.
  duel::cli::BotSession bot(test_rules(), {"random", 3});
  CHECK(bot.handle("agent mcts:iterations=100000000") ==
        "error agent \"mcts:iterations=100000000\": iterations must be a whole number from 0 to 1000000 (0 = time "
        "only), got \"100000000\"");
  CHECK(bot.handle("agent hard:time=3600") ==
        "error agent \"hard:time=3600\": time must be a number from 0 to 60 (seconds, 0 = no limit), got \"3600\"");
  CHECK(bot.handle("agent mcts:threads=65") ==
        "error agent \"mcts:threads=65\": threads must be a whole number from 1 to 64, got \"65\"");
  CHECK(bot.handle("agent mcts:iterations=1000000,time=60,threads=64") == "ok agent mcts:iterations=1000000,time=60,threads=64");
}

TEST_CASE("an illegal move gets the engine's reason", "[bot][illegal]") {
  duel::cli::BotSession bot(test_rules(), {"random", 3});
  REQUIRE(bot.handle("new 7 first-game") == "ok new game 7 first-game");  // Age I, player 1 to move
  CHECK(bot.handle("wonder The Statue of Zeus with Lumber Yard") ==
        R"(error illegal move "wonder The Statue of Zeus with Lumber Yard": needs 3 more coins (send "legal" for the list))");
  CHECK(bot.handle("construct Quarry") ==
        R"(error illegal move "construct Quarry": covered by Clay Pool and Stone Pit (send "legal" for the list))");
  CHECK(bot.handle("construct Baths") ==
        R"(error illegal move "construct Baths": covered by 2 face-down cards (send "legal" for the list))");
  CHECK(bot.handle("construct Bathz") == R"(error illegal move "construct Bathz": no card is called "Bathz" (send "legal" for the list))");
  CHECK(bot.handle("wonder The Pyramidz with Lumber Yard") ==
        R"(error illegal move "wonder The Pyramidz with Lumber Yard": no Wonder is called "The Pyramidz" (send "legal" for the list))");
  CHECK(bot.handle("construct discarded Foo") == R"(error illegal move "construct discarded Foo": no card is called "Foo" (send "legal" for the list))");
  CHECK(bot.handle("pick The Pyramids") == R"(error illegal move "pick The Pyramids": not a move now (now: play) (send "legal" for the list))");
  REQUIRE(bot.handle("construct Clay Pool") == "ok");
  CHECK(bot.handle("construct Quarry") == R"(error illegal move "construct Quarry": covered by Stone Pit (send "legal" for the list))");
  // The seventh Wonder built (move 60 of the record) sent the eighth, The Mausoleum, to the box.
  std::ifstream in(std::string(DUEL_SOURCE_DIR) + "/tests/fixtures/records/seven_wonders_built.json");
  const nlohmann::json record = nlohmann::json::parse(in);
  REQUIRE(bot.handle("record " + record.dump()) == "ok record with 62 moves");
  CHECK(bot.handle("wonder The Mausoleum with Pretorium") ==
        R"(error illegal move "wonder The Mausoleum with Pretorium": 7 Wonders already built (send "legal" for the list))");
}

TEST_CASE("legal costs prints each legal move with its cost, in show's words", "[bot][costs]") {
  duel::cli::BotSession bot(test_rules(), {"random", 3}, duel::cli::legal_costs_line);  // what 7wd-cli bot uses
  CHECK(bot.handle("legal costs") == "error no game: send \"new SEED\" or \"record JSON\" first");
  REQUIRE(bot.handle("new 7 first-game") == "ok new game 7 first-game");
  CHECK(bot.handle("legal costs") ==
        "legal construct Lumber Yard: 0 coins | construct Stone Pit: 1 coin (1 printed) | construct Clay Pool: 0 coins | "
        "construct Logging Camp: 1 coin (1 printed) | construct Garrison: 2 coins (needs clay 1; buys 1 clay at 2) | "
        "construct Scriptorium: 2 coins (2 printed) | discard Lumber Yard: gains 2 coins | discard Stone Pit: gains 2 coins | "
        "discard Clay Pool: gains 2 coins | discard Logging Camp: gains 2 coins | discard Garrison: gains 2 coins | "
        "discard Scriptorium: gains 2 coins");
  CHECK(bot.handle("LEGAL Costs") == bot.handle("legal costs"));
  CHECK(bot.handle("legal cost") == R"(error legal takes nothing or "costs", got "cost")");
  // Without the CLI's words (the AI library alone) it says so.
  duel::cli::BotSession plain(test_rules(), {"random", 3});
  REQUIRE(plain.handle("new 7 first-game") == "ok new game 7 first-game");
  CHECK(plain.handle("legal costs") == "error legal costs is not available here");
}
