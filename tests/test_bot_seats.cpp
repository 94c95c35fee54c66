// The bot protocol with the expansions: Agora's moves that begin with "move", a record
// loading its own expansions' rules, and a bot that holds a seat, so that the program
// holding the other seat is told only what that seat may know (docs/bot-protocol.md).
#include <algorithm>
#include <fstream>
#include <map>
#include <sstream>

#include "cli_support.hpp"
#include "bot_protocol.hpp"
#include "duel/ai/eval_weights.hpp"
#include "duel/notation.hpp"
#include "duel/observation.hpp"
#include "duel/record.hpp"
#include "test_support.hpp"

using namespace duel;
using namespace duel::test;

namespace {

bool starts_with(const std::string& s, const std::string& prefix) { return s.rfind(prefix, 0) == 0; }

std::vector<std::string> legal_list(cli::BotSession& bot) {
  const std::string reply = bot.handle("legal");
  REQUIRE(starts_with(reply, "legal"));
  std::vector<std::string> out;
  std::string rest = reply.size() > 6 ? reply.substr(6) : "";
  for (std::size_t at; !rest.empty(); rest = at == std::string::npos ? "" : rest.substr(at + 2)) {
    at = rest.find("; ");
    out.push_back(rest.substr(0, at));
  }
  return out;
}

// The move of `before`'s player to move that led to `after`.
Action move_between(const GameState& before, const GameState& after) {
  ActionList legal;
  before.legal_actions(legal);
  for (const Action& a : legal) {
    GameState next = before;
    if (next.apply(a) && next == after) return a;
  }
  FAIL("no legal move leads to the state after go");
  return {};
}

std::string one_line_fixture(const std::string& name) {
  std::ifstream in(std::string(DUEL_SOURCE_DIR) + "/tests/fixtures/" + name);
  REQUIRE(in);
  std::string text, line;
  while (std::getline(in, line)) text += line + ' ';
  return text;
}

}  // namespace

TEST_CASE("bot: a line that parses as a move is that move, Agora's \"move cube A B\" included", "[bot][agora]") {
  cli::BotSession bot(agora_rules(), {"random", 3});
  int bare = 0, prefixed = 0;
  for (std::uint64_t seed = 1; seed < 40 && (bare == 0 || prefixed == 0); ++seed) {
    REQUIRE(bot.handle("new " + std::to_string(seed)) == "ok new game " + std::to_string(seed));
    while (!bot.game()->is_terminal()) {
      const std::vector<std::string> legal = legal_list(bot);
      const auto agora_move = std::find_if(legal.begin(), legal.end(), [](const std::string& m) {
        return starts_with(m, "move ");
      });
      if (agora_move == legal.end()) {
        REQUIRE(starts_with(bot.handle("go"), "move "));
        continue;
      }
      INFO(*agora_move);
      // Sent as it is, or after the command word "move": both are that move.
      const bool with_command = bare > prefixed;
      CHECK(bot.handle(with_command ? "move " + *agora_move : *agora_move) == "ok");
      ++(with_command ? prefixed : bare);
    }
  }
  CHECK(bare > 0);
  CHECK(prefixed > 0);
  // "move construct Baths" still reads as the command and a move; an illegal Senate move
  // gets the reason for the whole line, not "no move begins with \"cube\"".
  cli::BotSession base(rules(), {"random", 3});
  REQUIRE(base.handle("new 7 first-game") == "ok new game 7 first-game");
  CHECK(base.handle("move construct Lumber Yard") == "ok");
  CHECK(base.handle("move cube 1 2").find("no move begins with \"cube\"") == std::string::npos);
}

TEST_CASE("bot: record loads the rules of the record's own expansions", "[bot][record][pantheon][agora]") {
  const std::string record = one_line_fixture("pantheon_agora_setup.json");
  cli::RulesFor rules_for = [](const std::vector<std::string>& expansions, std::string&) {
    static std::map<std::vector<std::string>, std::shared_ptr<const Rules>> kept;
    auto& slot = kept[expansions];
    if (!slot) slot = load_rules(DUEL_SOURCE_DATA_DIR, expansions).rules;
    return slot;
  };
  cli::BotSession bot(rules(), {"greedy", 5}, {}, rules_for);  // started for the base game
  REQUIRE(bot.handle("record " + record) == "ok record with 2 moves");
  CHECK(expansions_of(bot.game()->rules()) == std::vector<std::string>{"agora", "pantheon"});
  // A new game goes back to the bot's own rules.
  CHECK(bot.handle("new 3") == "ok new game 3");
  CHECK(expansions_of(bot.game()->rules()).empty());
  // Without a way to load rules, the record must match the bot's.
  cli::BotSession fixed(rules(), {"greedy", 5});
  CHECK(fixed.handle("record " + record) ==
        "error bad record: /options/expansions: the game is played with the expansions agora, pantheon, but the rules "
        "were loaded with none");
}

TEST_CASE("bot: the agent is given the learned weights of the game's expansions, a record's included", "[bot][record][learned]") {
  const std::string record = one_line_fixture("pantheon_agora_setup.json");
  const cli::RulesFor rules_for = [](const std::vector<std::string>& expansions, std::string&) {
    return load_rules(DUEL_SOURCE_DATA_DIR, expansions).rules;
  };
  std::vector<std::vector<std::string>> asked;
  cli::BotOptions options{"greedy:eval=learned", 5};
  options.weights = [&asked](const std::vector<std::string>& expansions, std::string& error) {
    asked.push_back(expansions);
    if (expansions.size() == 2) error = "ai/eval-agora-pantheon.json: /format: expected \"7wd-eval 1\"";
    return expansions.size() == 2 ? nullptr : ai::load_eval_weights(DUEL_SOURCE_DATA_DIR, expansions).weights;
  };
  cli::BotSession bot(rules(), options, {}, rules_for);
  CHECK(asked == std::vector<std::vector<std::string>>{{}});
  // A record whose expansions' weights cannot be read is refused with their problem.
  CHECK(bot.handle("record " + record) == "error bad record: ai/eval-agora-pantheon.json: /format: expected \"7wd-eval 1\"");
  CHECK_FALSE(bot.game());
  CHECK(asked.back() == std::vector<std::string>{"agora", "pantheon"});
  REQUIRE(bot.handle("new 3") == "ok new game 3");
  CHECK(asked.back().empty());
  CHECK(bot.handle("go").rfind("move ", 0) == 0);
}

TEST_CASE("bot: a seated bot without a source of secret setups deals none", "[bot][seat]") {
  // The AI library draws no randomness of its own: its caller supplies the deal.
  cli::BotOptions options{"random", 3};
  options.seat = 0;
  cli::BotSession bot(both_rules(), options);
  CHECK(bot.handle("new") == "error this bot has no source of secret setups");
  CHECK(starts_with(bot.handle("legal"), "error"));
}

TEST_CASE("bot: a seated bot refuses what would show the program the other seat's secrets", "[bot][seat]") {
  cli::BotOptions options{"random", 3};
  options.seat = 1;  // the bot plays player 2; the program holds player 1
  options.deal = [] { return std::uint64_t{42}; };
  cli::BotSession bot(both_rules(), options);
  CHECK(bot.handle("new 42") ==
        "error new takes no seed when the bot holds a seat (the seed would show you every hidden card): send \"new\" or "
        "\"new first-game\", got \"42\"");
  CHECK(starts_with(bot.handle("record {\"format\": \"7wd-game-record\", \"version\": 1, \"seed\": 4, \"moves\": []}"),
                    "error record is refused when the bot holds a seat"));
  // Nor may the program weaken the player it faces.
  CHECK(bot.handle("agent random") == "error agent is refused when the bot holds a seat: its AI is set by --agent and --seed");
  CHECK(bot.handle("seed 7") == "error seed is refused when the bot holds a seat: its AI is set by --agent and --seed");
  REQUIRE(bot.handle("new") == "ok new game, you are player 1");
  CHECK(bot.handle("go") == "error it is your turn (player 1): send your move; the bot plays player 2");
  const std::vector<std::string> mine = legal_list(bot);
  REQUIRE(mine.size() == 4);  // player 1's first pick of 4 Wonders
  REQUIRE(bot.handle(mine[0]) == "ok");
  // Player 2's turn: the bot's. Its moves are not the program's to list or to play.
  CHECK(bot.handle("legal") ==
        "error it is the bot's turn (player 2): send \"go\"; legal is for your own turn (player 1)");
  CHECK(bot.handle("legal costs") ==
        "error it is the bot's turn (player 2): send \"go\"; legal is for your own turn (player 1)");
  CHECK(bot.handle(mine[1]) ==
        "error it is the bot's turn (player 2): send \"go\"; a move is for your own turn (player 1)");
  CHECK(starts_with(bot.handle("go"), "move pick "));
  // The deal came from the hook (7wd-cli passes the system entropy): seed 42's Wonders.
  const GameState dealt(both_rules(), make_setup(both_rules(), 42, {}));
  ActionList picks;
  dealt.legal_actions(picks);
  REQUIRE(picks.size() == 4);
  for (int i = 0; i < 4; ++i) CHECK(mine[static_cast<std::size_t>(i)] == action_to_string(dealt, picks[i], 0));
}

TEST_CASE("bot: a seated bot's replies name nothing the program's seat may not know", "[bot][seat][hidden]") {
  const Rules& both = both_rules();
  int hidden = 0, games = 0;
  for (std::uint64_t deal = 1; deal <= 4; ++deal) {
    for (Player bot_seat : {Player{0}, Player{1}}) {
      cli::BotOptions options{"random", deal};
      options.seat = bot_seat;
      options.deal = [deal] { return deal; };
      cli::BotSession bot(both, options);
      const Player program = opponent(bot_seat);
      REQUIRE(starts_with(bot.handle("new"), "ok new game, you are player " + std::to_string(program + 1)));
      ++games;
      for (int turn = 0; !bot.game()->is_terminal(); ++turn) {
        REQUIRE(turn < 600);
        const GameState before = *bot.game();
        if (before.to_move() == program) {
          const std::vector<std::string> legal = legal_list(bot);
          REQUIRE(bot.handle(legal[static_cast<std::size_t>(turn) % legal.size()]) == "ok");
          continue;
        }
        const std::string reply = bot.handle("go");
        const Action a = move_between(before, *bot.game());
        const std::string exact = action_to_string(before, a, kReferee);
        const std::string seen = action_to_string(before, a, program);
        INFO(reply << " / " << exact);
        CHECK(reply == "move " + seen);
        if (seen != exact) ++hidden;
        // The summary is the program's seat's view: the same as from its observation.
        const GameState view = observe(*bot.game(), program);
        CHECK(bot.handle("state").find(" coins=" + std::to_string(view.cities[0].coins) + "," +
                                       std::to_string(view.cities[1].coins)) != std::string::npos);
      }
    }
  }
  CHECK(games == 8);
  CHECK(hidden > 0);  // the bot made secret choices, and none was named
}

TEST_CASE("bot: a referee is told the bot's moves exactly, secret choices included", "[bot][seat]") {
  cli::BotSession bot(both_rules(), {"random", 2});
  REQUIRE(bot.handle("new 2") == "ok new game 2");
  for (int turn = 0; turn < 600 && !bot.game()->is_terminal(); ++turn) {
    const GameState before = *bot.game();
    const std::string reply = bot.handle("go");
    CHECK(reply == "move " + action_to_string(before, move_between(before, *bot.game()), kReferee));
  }
  CHECK(bot.game()->is_terminal());
}

TEST_CASE("cli: bot --seat N seats the bot and a bad seat is named", "[bot][seat][cli]") {
  const auto dir = temp_dir("cli_bot_seat");
  {
    std::ofstream in(dir / "commands.txt");
    in << "new 4\nnew first-game\ngo\nquit\n";
  }
  const Run bot = run_cli("bot --seat 1 --agent random --expansions pantheon < " + (dir / "commands.txt").string());
  REQUIRE(bot.status == 0);
  std::istringstream replies(bot.output);
  std::vector<std::string> lines;
  for (std::string line; std::getline(replies, line);) lines.push_back(line);
  REQUIRE(lines.size() == 4);
  CHECK(starts_with(lines[0], "error new takes no seed when the bot holds a seat"));
  CHECK(lines[1] == "ok new game first-game, you are player 2");
  CHECK(starts_with(lines[2], "move "));  // first-game Wonders: Age I at once, the bot (player 1) first
  CHECK(lines[3] == "bye");
  const Run bad = run_cli("bot --seat 3 < /dev/null");
  CHECK(bad.status == 2);
  CHECK(bad.output == "7wd-cli bot: --seat expects 1 or 2 (the seat the bot plays), got \"3\"\n");
}
