// 7wd-cli show: a record's position at a move, with who decides what and why, and every
// legal move's exact cost as the engine's payment breakdown gives it.
#include <algorithm>
#include <fstream>

#include <nlohmann/json.hpp>

#include "cli_support.hpp"
#include "duel/describe.hpp"
#include "duel/notation.hpp"
#include "duel/payment.hpp"
#include "duel/record.hpp"
#include "duel/rng.hpp"
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
  CHECK(run_cli("show " + file + " --move 12").output.find(":face down: ") != std::string::npos);
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

TEST_CASE("show with Pantheon: the board, each player's costs, and a face-down Divinity hidden from the other player", "[show][cli][pantheon]") {
  const Rules& r = pantheon_rules();
  GameRecord record;
  record.seed = 3;
  record.options.expansions = {"pantheon"};
  record.options.first_game_wonders = true;
  GameState s(r, make_setup(r, record.seed, record.options));
  // Discard until a Mythology token's Divinity has been placed.
  while (s.pantheon.placed_by[0] == kNone && s.pantheon.placed_by[1] == kNone && s.pantheon.placed_by[2] == kNone) {
    ActionList legal;
    s.legal_actions(legal);
    const Action a = s.phase == Phase::Play ? *std::find_if(legal.begin(), legal.end(), [](const Action& x) { return x.type == ActionType::Discard; })
                                            : legal[0];
    record.moves.push_back(action_to_string(r, a, kReferee));
    REQUIRE(s.apply(a));
  }
  int space = 0;
  while (s.pantheon.placed_by[static_cast<std::size_t>(space)] == kNone) ++space;
  const Player placer = s.pantheon.placed_by[static_cast<std::size_t>(space)];
  const std::string name = r.pantheon->divinities[s.pantheon.spaces[static_cast<std::size_t>(space)]].name;
  const fs::path dir = temp_dir("show-pantheon");
  std::ofstream(dir / "game.json") << record_to_json(r, record);
  const std::string file = (dir / "game.json").string();
  Run full = run_cli("show " + file + " --json");
  REQUIRE(full.status == 0);
  const auto j = nlohmann::json::parse(full.output);
  const auto& spaces = j["pantheon"]["spaces"];
  REQUIRE(spaces.size() == 6);
  CHECK(spaces[0]["costs"] == nlohmann::json::array({3, 8}));
  CHECK(spaces[5]["costs"] == nlohmann::json::array({8, 3}));
  CHECK(spaces[static_cast<std::size_t>(space)]["card"] == name + " (face down)");
  const Run theirs = run_cli("show " + file + " --json --as " + std::to_string(opponent(placer) + 1));
  REQUIRE(theirs.status == 0);
  const auto hidden = nlohmann::json::parse(theirs.output)["pantheon"]["spaces"][static_cast<std::size_t>(space)]["card"].get<std::string>();
  CHECK(hidden.rfind("face down (", 0) == 0);
  CHECK(hidden.find(name) == std::string::npos);
  // What it does, in the engine's words, for the viewer who knows it only.
  CHECK(spaces[static_cast<std::size_t>(space)]["effect"] ==
        describe_item_line(r, {ItemKind::Divinity, s.pantheon.spaces[static_cast<std::size_t>(space)]}));
  CHECK_FALSE(nlohmann::json::parse(theirs.output)["pantheon"]["spaces"][static_cast<std::size_t>(space)].contains("effect"));
  CHECK(run_cli("show " + file).output.find("Pantheon (costs for player 1 / player 2): 1:") != std::string::npos);
}

TEST_CASE("show with Agora: the Senate, the supplies, and a kept Conspiracy hidden from the other player", "[show][cli][agora]") {
  const Rules& r = agora_rules();
  GameRecord record;
  record.seed = 5;
  record.options.expansions = {"agora"};
  GameState s(r, make_setup(r, record.seed, record.options));
  // Random moves until a player keeps a Conspiracy and cubes are in the Senate.
  Rng rng(11);
  auto someone_conspired = [&] { return s.agora.hands[0].count + s.agora.hands[1].count > 0; };
  while (!s.is_terminal() && !(someone_conspired() && s.agora.cubes_in_senate(0) + s.agora.cubes_in_senate(1) > 0 && s.phase == Phase::Play)) {
    ActionList legal;
    s.legal_actions(legal);
    const Action a = legal[static_cast<int>(rng.below(static_cast<std::uint32_t>(legal.size())))];
    record.moves.push_back(action_to_string(r, a, kReferee));
    REQUIRE(s.apply(a));
  }
  REQUIRE_FALSE(s.is_terminal());
  const Player owner = s.agora.hands[0].count > 0 ? Player{0} : Player{1};
  REQUIRE_FALSE(s.agora.hands[owner].is_triggered(0));  // still the owner's secret
  const std::string kept = r.agora->conspiracies[s.agora.hands[owner].ids[0]].name;
  const fs::path dir = temp_dir("show-agora");
  std::ofstream(dir / "game.json") << record_to_json(r, record);
  const std::string file = (dir / "game.json").string();
  const Run full = run_cli("show " + file + " --json");
  REQUIRE(full.status == 0);
  const auto j = nlohmann::json::parse(full.output)["agora"];
  REQUIRE(j["chambers"].size() == 6);
  for (std::size_t c = 0; c < 6; ++c) {
    INFO("Chamber " << c + 1);
    CHECK(j["chambers"][c]["points"] == r.agora->chamber_points[c]);
    CHECK(j["chambers"][c]["cubes"] == nlohmann::json::array({s.agora.cubes[0][c], s.agora.cubes[1][c]}));
    const Player controller = s.agora.controller[c];
    CHECK(j["chambers"][c]["controller"] == (controller == kNone ? nlohmann::json(nullptr) : nlohmann::json("player " + std::to_string(controller + 1))));
  }
  CHECK(j["supply"] == nlohmann::json::array({s.agora.supply[0], s.agora.supply[1]}));
  CHECK(j["players"][owner]["conspiracies"][0]["name"] == kept);
  const Run mine = run_cli("show " + file + " --json --as " + std::to_string(owner + 1));
  REQUIRE(mine.status == 0);
  CHECK(nlohmann::json::parse(mine.output)["agora"]["players"][owner]["conspiracies"][0]["name"] == kept);
  CHECK(nlohmann::json::parse(mine.output)["agora"]["players"][owner]["conspiracies"][0]["effect"] ==
        describe_item_line(r, {ItemKind::Conspiracy, s.agora.hands[owner].ids[0]}));
  const Run theirs = run_cli("show " + file + " --json --as " + std::to_string(opponent(owner) + 1));
  REQUIRE(theirs.status == 0);
  CHECK(nlohmann::json::parse(theirs.output)["agora"]["players"][owner]["conspiracies"][0]["name"] == "hidden");
  CHECK(theirs.output.find(kept) == std::string::npos);
  const std::string text = run_cli("show " + file).output;
  CHECK(text.find("Senate (cubes player 1 / player 2):") != std::string::npos);
  CHECK(text.find("Chamber 6 (section 3, ") != std::string::npos);
}
