// 7wd-cli show: a record's position at a move, with who decides what and why, and every
// legal move's exact cost as the engine's payment breakdown gives it.
#include <fstream>

#include <nlohmann/json.hpp>

#include "cli_support.hpp"
#include "duel/notation.hpp"
#include "duel/payment.hpp"
#include "duel/record.hpp"
#include "test_support.hpp"

using namespace duel;
using namespace duel::test;
namespace fs = std::filesystem;

namespace {

// A record of the first `count` moves of seed 42, always taking the last legal action.
GameRecord record_of(int count, std::vector<GameState>& states) {
  GameRecord record;
  record.seed = 42;
  GameState s(rules(), make_setup(rules(), 42, {}));
  states = {s};
  for (int i = 0; i < count && !s.is_terminal(); ++i) {
    ActionList legal;
    s.legal_actions(legal);
    const Action a = legal[legal.size() - 1];
    record.moves.push_back(action_to_string(rules(), a, kReferee));
    REQUIRE(s.apply(a));
    states.push_back(s);
  }
  return record;
}

}  // namespace

TEST_CASE("show: the position at a move, its decision and the moves' costs", "[show][cli]") {
  const fs::path dir = temp_dir("show");
  std::vector<GameState> states;
  const GameRecord record = record_of(20, states);
  std::ofstream(dir / "game.json") << record_to_json(rules(), record);
  const std::string file = (dir / "game.json").string();

  Run r = run_cli("show " + file + " --move 0");
  REQUIRE(r.status == 0);
  CHECK(r.output.find("move 0 of 20\nAge 0, wonder selection: player 1 — Wonder selection: pick 1 of 8\n") != std::string::npos);

  // Move 12 is in Age I: each legal construction is listed with the engine's cost.
  const GameState& at = states[12];
  REQUIRE(at.phase == Phase::Play);
  r = run_cli("show " + file + " --move 12 --json");
  REQUIRE(r.status == 0);
  const nlohmann::json j = nlohmann::json::parse(r.output);
  CHECK(j["decision"]["player"] == at.to_move() + 1);
  CHECK(j["decision"]["after"] == "move 12, player " + std::to_string(states[11].to_move() + 1) + ": " + record.moves[11]);
  ActionList legal;
  at.legal_actions(legal);
  REQUIRE(j["moves"].size() == static_cast<std::size_t>(legal.size()));
  for (int i = 0; i < legal.size(); ++i) {
    const nlohmann::json& m = j["moves"][static_cast<std::size_t>(i)];
    CHECK(m["move"] == action_to_string(rules(), legal[i], kReferee));
    if (legal[i].type == ActionType::Construct) {
      const Payment pay = card_payment(at, at.to_move(), legal[i].card);
      CHECK(m["cost"]["total_coins"] == pay.total);
      CHECK(m["cost"]["trade_coins"] == pay.trade_coins);
    }
    if (legal[i].type == ActionType::Discard) CHECK(m["gain_coins"] == discard_value(at, at.to_move()));
  }
  CHECK(j["players"][0]["coins"] == at.cities[0].coins);
  CHECK(j["progress_tokens_in_box"].size() == 5);
  CHECK(j["progress_tokens_in_box"][0] != "(hidden)");

  // --as: what that player may see (the box's tokens and face-down cards are hidden).
  r = run_cli("show " + file + " --move 12 --as 2 --json");
  const nlohmann::json seen = nlohmann::json::parse(r.output);
  CHECK(seen["progress_tokens_in_box"][0] == "(hidden)");
  CHECK(r.output.find("face down: ") == std::string::npos);
  CHECK(run_cli("show " + file + " --move 12").output.find("[face down: ") != std::string::npos);
}

TEST_CASE("show: bad options are named", "[show][cli]") {
  const fs::path dir = temp_dir("show-bad");
  std::vector<GameState> states;
  std::ofstream(dir / "game.json") << record_to_json(rules(), record_of(3, states));
  const std::string file = (dir / "game.json").string();
  Run r = run_cli("show " + file + " --move 9");
  CHECK(r.status == 2);
  CHECK(r.output == "7wd-cli show: --move 9 is past the end of " + file + " (3 moves)\n");
  r = run_cli("show " + file + " --as 3");
  CHECK(r.output == "7wd-cli show: --as expects 1 or 2, got \"3\"\n");
  r = run_cli("show");
  CHECK(r.output == "7wd-cli show: give one game record\n");
}
