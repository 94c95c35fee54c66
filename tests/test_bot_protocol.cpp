// The bot protocol driven through streams: a short game, and bad lines that get an
// error reply while the session keeps going.
#include <catch2/catch.hpp>

#include <sstream>

#include "duel/ai/bot_protocol.hpp"
#include "duel/data_loader.hpp"

namespace {

const duel::Rules& test_rules() {
  static const duel::LoadResult loaded = duel::load_rules(DUEL_SOURCE_DATA_DIR);
  REQUIRE(loaded.ok());
  return *loaded.rules;
}

std::vector<std::string> run(const std::string& input, const std::string& agent = "greedy") {
  std::istringstream in(input);
  std::ostringstream out;
  duel::ai::run_bot(test_rules(), in, out, {agent, 7});
  std::vector<std::string> lines;
  std::istringstream replies(out.str());
  for (std::string line; std::getline(replies, line);) lines.push_back(line);
  return lines;
}

bool starts_with(const std::string& s, const std::string& prefix) { return s.rfind(prefix, 0) == 0; }

}  // namespace

TEST_CASE("bot plays both sides of a whole game through the protocol", "[bot]") {
  duel::ai::BotSession bot(test_rules(), {"greedy", 3});
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
  duel::ai::BotSession bot(test_rules(), {"random", 3});
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
  CHECK(starts_with(replies[6], "error illegal or unknown move"));
  CHECK(starts_with(replies[7], "error move expects a move"));
  CHECK(starts_with(replies[8], "error illegal or unknown move"));
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
  duel::ai::BotSession bot(test_rules(), {"random", 3});
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
