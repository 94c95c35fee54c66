// 7wd-cli show and replay with the expansions (issue 29): the cost of every Pantheon
// activation, legal or not, with its breakdown; the Gate's doubled cost on the board; the
// Military tokens numbered as Neptune's moves number them, with Agora's cubes; the own
// backs of face-down cards an observation shows; the same expansion state in replay
// --json as in show --json; and the words people read (a/an, plurals, Mythologies).
#include <algorithm>
#include <fstream>

#include <nlohmann/json.hpp>

#include "cli_support.hpp"
#include "duel/effects.hpp"
#include "duel/notation.hpp"
#include "duel/observation.hpp"
#include "duel/payment.hpp"
#include "duel/record.hpp"
#include "show_state.hpp"
#include "test_support.hpp"

using namespace duel;
using namespace duel::test;
using namespace duel::cli;
namespace fs = std::filesystem;
using Json = nlohmann::ordered_json;

namespace {

// Plays `s` on by discarding (other decisions: their first move) while `more` holds,
// writing each move into `record` when given.
template <typename More>
void discard_while(GameState& s, More more, GameRecord* record = nullptr) {
  while (!s.is_terminal() && more()) {
    ActionList legal;
    s.legal_actions(legal);
    const auto discard = std::find_if(legal.begin(), legal.end(), [](const Action& a) { return a.type == ActionType::Discard; });
    const Action a = s.phase == Phase::Play && discard != legal.end() ? *discard : legal[0];
    if (record) record->moves.push_back(action_to_string(s.rules(), a, kReferee));
    REQUIRE(s.apply(a));
  }
}

GameOptions with(const std::vector<std::string>& expansions) {
  GameOptions o;
  o.first_game_wonders = true;
  o.expansions = expansions;
  return o;
}

const Json* find_move(const Json& moves, const std::string& text) {
  for (const Json& m : moves) {
    if (m["move"] == text) return &m;
  }
  return nullptr;
}

}  // namespace

TEST_CASE("show: every Pantheon activation with its cost, the unaffordable ones with their reason, the Gate's doubled cost",
          "[show][pantheon][costs]") {
  const Rules& r = pantheon_rules();
  GameState s(r, make_setup(r, 1, with({"pantheon"})));
  discard_while(s, [&] { return s.age < 2 || s.phase != Phase::Play; });
  s.cities[0].coins = 5;
  s.cities[1].coins = 0;
  const Player p = s.to_move();
  s.cities[p].coins = 5;
  const int gate = [&] {
    for (int i = 0; i < s.pantheon.space_count; ++i) {
      if (s.pantheon.spaces[static_cast<std::size_t>(i)] == kGate) return i;
    }
    return -1;
  }();
  REQUIRE(gate >= 0);
  const Json j = describe_position(s, "", {}, false);
  int listed = 0, refused = 0;
  for (int i = 0; i < s.pantheon.space_count; ++i) {
    const DivinityId d = s.pantheon.spaces[static_cast<std::size_t>(i)];
    if (d == kNone || !(s.pantheon.revealed >> i & 1)) continue;
    const int space_cost = r.pantheon->space_costs[static_cast<std::size_t>(i)][p];
    const int cost = d == kGate ? 2 * space_cost : space_cost;
    const std::string text = "activate " + r.pantheon->name_of(d);
    INFO(text << " on space " << i + 1);
    // The board line shows what activating costs: the Gate's space cost doubled.
    CHECK(j["pantheon"]["spaces"][static_cast<std::size_t>(i)]["costs"][p] == cost);
    if (cost <= 5) {
      const Json* m = find_move(j["moves"], text);
      REQUIRE(m != nullptr);
      CHECK((*m)["cost"]["total_coins"] == cost);
      CHECK((*m)["cost"]["space_cost"] == space_cost);
      CHECK(move_cost_text(*m) == text + ": " + std::to_string(cost) + " coins (space " + std::to_string(space_cost) +
                                      (d == kGate ? ", times 2 for the Gate" : "") + ")");
      ++listed;
    } else {
      const Json* m = find_move(j["not_possible"], text);
      REQUIRE(m != nullptr);
      CHECK((*m)["why"] == "needs " + std::to_string(cost - 5) + " more coin" + (cost - 5 == 1 ? "" : "s"));
      ++refused;
    }
  }
  CHECK(listed + refused == 6);
  CHECK(refused > 0);
  // The Gate on its space: doubled for both players.
  const auto& gate_costs = r.pantheon->space_costs[static_cast<std::size_t>(gate)];
  CHECK(j["pantheon"]["spaces"][static_cast<std::size_t>(gate)]["costs"] == Json::array({2 * gate_costs[0], 2 * gate_costs[1]}));
  // The bot's `legal costs` prints the same words.
  CHECK(legal_costs_line(s).find("activate ") != std::string::npos);
  CHECK(legal_costs_line(s).find(" coins (space ") != std::string::npos);
}

TEST_CASE("show: the Military tokens counted from 1 at the centre, as Neptune's moves, with Agora's cubes",
          "[show][agora][military]") {
  GameState base(rules(), make_setup(rules(), 1, with({})));
  const Json b = describe_position(base, "", {}, false)["military"]["tokens_left"];
  REQUIRE(b.size() == 4);
  CHECK(b[0] == Json{{"side", "player 1"}, {"zone", 2}, {"coins", 2}, {"effect", "the Conflict pawn entering its zone, for player 2: your opponent loses 2 coins"}});
  CHECK(b[1] == Json{{"side", "player 1"}, {"zone", 3}, {"coins", 5}, {"effect", "the Conflict pawn entering its zone, for player 2: your opponent loses 5 coins"}});
  // With Pantheon, Neptune's way too: for its activator, whichever side the token lies on.
  GameState pantheon(pantheon_rules(), make_setup(pantheon_rules(), 1, with({"pantheon"})));
  CHECK(describe_position(pantheon, "", {}, false)["military"]["tokens_left"][3]["effect"] ==
        "the Conflict pawn entering its zone, for player 1: your opponent loses 5 coins; "
        "applied by Neptune, for its activator: your opponent loses 5 coins");
  const Rules& r = agora_rules();
  GameState s(r, make_setup(r, 1, with({"agora"})));
  const Json j = describe_position(s, "", {}, false);
  const Json& a = j["military"]["tokens_left"];
  REQUIRE(a.size() == 4);
  CHECK(a[0] == Json{{"side", "player 1"}, {"zone", 2}, {"coins", 0}, {"effect", "the Conflict pawn entering its zone, for player 2: place one of your cubes in any Chamber"}});
  CHECK(a[3] == Json{{"side", "player 2"}, {"zone", 3}, {"coins", 0},
                     {"effect", "the Conflict pawn entering its zone, for player 1: remove one of your opponent's cubes; "
                                "then you may move one of your cubes to a neighbouring Chamber"}});
  CHECK(position_text(j).find("player 1 zone 2 (the Conflict pawn entering its zone, for player 2: place one of your cubes in any Chamber);") != std::string::npos);
}

TEST_CASE("show --as: the face-down slots that show a Guild's, a Grand Temple's or a Senator's own back", "[show][backs]") {
  struct Case {
    const Rules* rules;
    std::vector<std::string> expansions;
    int age;
    std::string back;
  };
  for (const Case& c : {Case{&rules(), {}, 3, "Guild"}, Case{&pantheon_rules(), {"pantheon"}, 3, "Grand Temple"},
                        Case{&agora_rules(), {"agora"}, 1, "Senator"}}) {
    INFO(c.back);
    bool seen = false;
    for (std::uint64_t seed = 1; seed < 40 && !seen; ++seed) {
      GameState s(*c.rules, make_setup(*c.rules, seed, with(c.expansions)));
      discard_while(s, [&] { return s.age < c.age || s.phase != Phase::Play; });
      if (s.is_terminal()) continue;
      const GameState o = observe(s, 0);
      const std::uint32_t own = (o.guild_backs | o.senator_backs) & o.present & ~o.face_up;
      if (own == 0) continue;
      seen = true;
      const Json j = describe_position(o, "", {}, true);
      int marked = 0;
      for (const Json& row : j["structure"]) {
        for (const Json& cell : row) {
          const int slot = cell["slot"].get<int>();
          const bool has = own >> slot & 1;
          CHECK(cell.contains("back") == has);
          if (!has) continue;
          CHECK(cell["back"] == c.back);
          CHECK(cell["card"] == "face down (" + c.back + " back)");
          // The text numbers the slots from 0, as Zeus's moves do.
          CHECK(position_text(j).find(" [" + std::to_string(slot) + ":face down (" + c.back + " back)]") != std::string::npos);
          ++marked;
        }
      }
      CHECK(marked == std::popcount(own));
      // The full view names the cards instead.
      CHECK(describe_position(s, "", {}, false).dump().find("\"back\"") == std::string::npos);
    }
    CHECK(seen);
  }
}

TEST_CASE("replay --json shows the Pantheon's and Agora's state as show --json does", "[replay][cli][pantheon][agora]") {
  const Rules& r = both_rules();
  GameRecord record;
  record.seed = 4;
  record.options = with({"pantheon", "agora"});
  GameState s(r, make_setup(r, record.seed, record.options));
  discard_while(s, [&] { return s.age < 2; }, &record);
  const fs::path dir = temp_dir("replay-expansions");
  std::ofstream(dir / "game.json") << record_to_json(r, record);
  const std::string file = (dir / "game.json").string();
  const Run replay = run_cli("replay " + file + " --json");
  REQUIRE(replay.status == 0);
  const Run show = run_cli("show " + file + " --json");
  REQUIRE(show.status == 0);
  const nlohmann::json replayed = nlohmann::json::parse(replay.output), shown = nlohmann::json::parse(show.output);
  REQUIRE(replayed.contains("pantheon"));
  REQUIRE(replayed.contains("agora"));
  CHECK(replayed["pantheon"] == shown["pantheon"]);
  CHECK(replayed["agora"] == shown["agora"]);
  CHECK(replayed["agora"]["chambers"].size() == 6);
  // The text form prints both boards too.
  const std::string text = run_cli("replay " + file).output;
  CHECK(text.find("\nPantheon (costs for player 1 / player 2):") != std::string::npos);
  CHECK(text.find("\nSenate (cubes player 1 / player 2):") != std::string::npos);
}

TEST_CASE("Words people read: a or an, plurals in -ies, Mythologies capitalised", "[notation][words][pantheon]") {
  CHECK(plural(3, "Divinity") == "3 Divinities");
  CHECK(plural(2, "Conspiracy") == "2 Conspiracies");
  CHECK(plural(1, "Divinity") == "1 Divinity");
  CHECK(plural(2, "day") == "2 days");
  CHECK(plural(2, "coin") == "2 coins");
  CHECK(with_article("Egyptian") == "an Egyptian");
  CHECK(with_article("Greek") == "a Greek");
  const Rules& r = pantheon_rules();
  const PantheonRules& p = *r.pantheon;
  DivinityId egyptian = kNone;
  for (std::size_t d = 0; d < p.divinities.size() && egyptian == kNone; ++d) {
    if (p.divinities[d].mythology == Mythology::Egyptian) egyptian = static_cast<DivinityId>(d);
  }
  REQUIRE(egyptian != kNone);
  const Action place{ActionType::PlaceDivinity, egyptian, 3};
  CHECK(action_to_string(r, place, 1, 0) == "place an Egyptian Divinity on space 4");
  CHECK(action_to_string(r, place, 0, 0) == "place " + p.divinities[egyptian].name + " on space 4");
  const Action look{ActionType::ChooseMythology, static_cast<std::uint8_t>(Mythology::Greek), kNone};
  CHECK(action_to_string(r, look, kReferee) == "look at the Greek deck");
  CHECK(normalise_move_text("look at the greek deck") == normalise_move_text(action_to_string(r, look, kReferee)));  // old records
}
