// Data modules (docs/data-format.md "Data modules"): the base module, overlays that add
// items, replace a deck pool, the Military tokens or the structures and change
// constants; each Age's deck composition from the data; the loader's errors for
// manifests and overlays; records and the rules cache with expansions.
#include <catch2/catch.hpp>

#include <fstream>

#include "cli_support.hpp"
#include "duel/decks.hpp"
#include "duel/notation.hpp"
#include "duel/observation.hpp"
#include "duel/record.hpp"
#include "duel/rng.hpp"
#include "duel/setup.hpp"
#include "duel/state.hpp"
#include "module_root.hpp"
#include "temp_data.hpp"

namespace duel::test {
namespace {

using nlohmann::json;

std::shared_ptr<const Rules> overlay_rules() {
  static const std::shared_ptr<const Rules> rules = [] {
    ModuleRoot root;
    const LoadResult loaded = root.load();
    INFO(all_errors(loaded));
    REQUIRE(loaded.ok());
    return loaded.rules;
  }();
  return rules;
}

const Rules& base_rules() {
  static const LoadResult loaded = load_rules(DUEL_SOURCE_DATA_DIR);
  REQUIRE(loaded.ok());
  return *loaded.rules;
}

int cards_of_pool(const Rules& rules, const std::vector<CardId>& deck, const std::string& pool) {
  int n = 0;
  for (CardId c : deck) n += rules.pools[rules.cards[c].pool] == pool;
  return n;
}

}  // namespace

TEST_CASE("modules: the base game's decks come from base/decks.json", "[data][modules]") {
  const LoadResult base = load_rules(DUEL_SOURCE_DATA_DIR);
  REQUIRE(base.ok());
  const Rules& r = *base.rules;
  CHECK(r.modules == std::vector<std::string>{"base"});
  CHECK(r.pools == std::vector<std::string>{"age_1", "age_2", "age_3", "guilds"});
  CHECK(age_composition(r, 1) == std::vector<DeckDraw>{{0, 20}});
  CHECK(age_composition(r, 2) == std::vector<DeckDraw>{{1, 20}});
  CHECK(age_composition(r, 3) == std::vector<DeckDraw>{{2, 17}, {3, 3}});
  CHECK(pool_cards(r, 3).size() == 7);  // the Guilds
  CHECK(draws_from(r, 3, 3) == 3);
  CHECK(draws_from(r, 1, 3) == 0);
  const Setup s = make_setup(r, 7, GameOptions{});
  CHECK(check_setup(r, s).empty());
  CHECK(cards_of_pool(r, s.ages[2], "guilds") == 3);
  CHECK(s.removed.size() == 13);  // 3 per Age and 4 Guilds
}

TEST_CASE("modules: a single base-game folder still loads, without expansions", "[data][modules]") {
  TempData flat;
  const LoadResult loaded = flat.load();
  REQUIRE(loaded.ok());
  CHECK(loaded.rules->cards.size() == 73);
  const LoadResult with = load_rules(flat.dir(), {"overlay"});
  REQUIRE_FALSE(with.ok());
  CHECK(with.errors.front().message.find("is a single base-game folder (cards.json directly in it): expansions need "
                                         "the module layout") != std::string::npos);
}

TEST_CASE("modules: an overlay adds a Wonder, a token and a chain symbol, replaces the Guilds and the Military tokens, "
          "changes a constant",
          "[data][modules]") {
  const Rules& r = *overlay_rules();
  CHECK(r.modules == std::vector<std::string>{"base", "overlay"});
  REQUIRE(r.wonders.size() == 13);
  CHECK(r.wonders.back().name == "The Test Obelisk");
  REQUIRE(r.progress_tokens.size() == 11);
  CHECK(r.progress_tokens.back().name == "Cartography");
  CHECK(r.chain_symbols.back() == "altar");
  CHECK(r.cards[r.find_card("Temple of Dawn")].chain_gives == r.chain_symbols.size() - 1);
  // The Guilds are out of the game; the temples take their place in Age III.
  CHECK(r.cards.size() == 73 - 7 + 4);
  CHECK(r.find_card("Merchants Guild") == kNone);
  CHECK(r.find_card("Stone Pit") == 1);  // the base cards keep their ids
  CHECK(r.pools == std::vector<std::string>{"age_1", "age_2", "age_3", "temples"});
  CHECK(age_composition(r, 3) == std::vector<DeckDraw>{{2, 17}, {3, 3}});
  CHECK(r.constants.starting_coins == 9);
  CHECK(r.constants.discard_coins == 2);  // untouched
  REQUIRE(r.military.zones.size() == 3);
  CHECK(r.military.zones[1].token_coins == 3);
  CHECK(r.military.zones[2].token_coins == 6);
}

TEST_CASE("modules: random legal games with the overlay play to the end", "[data][modules]") {
  const Rules& r = *overlay_rules();
  Rng chooser(11);
  ActionList legal;
  int temples_built = 0;
  for (std::uint64_t seed = 1; seed <= 40; ++seed) {
    const Setup setup = make_setup(r, seed, GameOptions{false, {"overlay"}});
    REQUIRE(check_setup(r, setup).empty());
    CHECK(cards_of_pool(r, setup.ages[2], "temples") == 3);
    GameState state(r, setup);
    CHECK(state.cities[0].coins == 9);
    int moves = 0;
    while (!state.is_terminal() && moves < 400) {
      if (state.age == 3 && moves % 5 == 0) {
        // What a player does not see is sampled back from the temples, not the Guilds.
        Rng sampler(seed);
        const GameState sampled = determinize(observe(state, state.to_move()), state.to_move(), sampler);
        const auto& deck = sampled.age_decks[2];
        CHECK(cards_of_pool(r, std::vector<CardId>(deck.begin(), deck.begin() + 20), "temples") == 3);
      }
      state.legal_actions(legal);
      REQUIRE(legal.size() > 0);
      REQUIRE(state.apply(legal[static_cast<int>(chooser.below(static_cast<std::uint32_t>(legal.size())))]));
      ++moves;
    }
    REQUIRE(state.is_terminal());
    for (const City& city : state.cities) {
      for (std::size_t c = 0; c < r.cards.size(); ++c) temples_built += city.cards.contains(static_cast<CardId>(c)) && r.cards[c].pool == 3;
    }
  }
  CHECK(temples_built > 0);
}

TEST_CASE("modules: the loader's errors for manifests", "[data][modules][errors]") {
  SECTION("an unknown expansion") {
    ModuleRoot root;
    require_error(root.load({"nope"}), "", "", "unknown expansion \"nope\": " + root.dir() +
                                                   " has no folder \"nope\" with a module.json (expansions there: overlay)");
  }
  SECTION("an expansion name that is a path") {
    ModuleRoot root;
    require_error(root.load({"../base"}), "", "", "unknown expansion \"../base\"");
  }
  SECTION("base named as an expansion") {
    ModuleRoot root;
    require_error(root.load({"base"}), "", "", "\"base\" is always played: list only the expansions");
  }
  SECTION("an unknown field") {
    ModuleRoot root;
    root.edit("overlay/module.json", [](json& m) { m["adds"] = true; });
    require_error(root.load(), "overlay/module.json", "/adds",
                  "unknown field \"adds\" (expected name, requires, replaces or files)");
  }
  SECTION("a name that is not the folder's") {
    ModuleRoot root;
    root.edit("overlay/module.json", [](json& m) { m["name"] = "other"; });
    require_error(root.load(), "overlay/module.json", "/name",
                  "expected \"overlay\" (the module's folder name), got \"other\"");
  }
  SECTION("a missing manifest in base") {
    ModuleRoot root;
    root.remove("base/module.json");
    require_error(root.load({}), "base/module.json", "", "missing file");
  }
  SECTION("a requirement that is not chosen") {
    ModuleRoot root;
    root.copy_module("overlay", "second");
    root.edit("overlay/module.json", [](json& m) { m["requires"].push_back("second"); });
    require_error(root.load(), "overlay/module.json", "/requires/1",
                  "needs the module \"second\", which is not chosen: add it to the expansions");
  }
  SECTION("requirements in a circle") {
    ModuleRoot root;
    root.copy_module("overlay", "second");
    root.edit("second/module.json", [](json& m) {
      m["requires"] = json::array({"overlay"});
      m.erase("replaces");
    });
    for (const char* f : {"cards.json", "wonders.json", "progress_tokens.json", "constants.json", "military.json"}) {
      root.remove(std::string("second/") + f);
    }
    root.edit("overlay/module.json", [](json& m) { m["requires"].push_back("second"); });
    require_error(root.load({"overlay", "second"}), "overlay/module.json", "/requires",
                  "the requirements of these modules go round in a circle: overlay, second");
  }
  SECTION("base replaces nothing") {
    ModuleRoot root;
    root.edit("base/module.json", [](json& m) { m["replaces"] = json::object({{"military", true}}); });
    require_error(root.load({}), "base/module.json", "/replaces",
                  "the base module defines the whole game: it replaces nothing");
  }
}

TEST_CASE("modules: the loader's errors for overlays", "[data][modules][errors]") {
  ModuleRoot root;
  // A second module beside the fixture, which replaces and adds nothing yet.
  root.copy_module("overlay", "second");
  root.edit("second/module.json", [](json& m) { m.erase("replaces"); });
  for (const char* f : {"cards.json", "wonders.json", "progress_tokens.json", "constants.json", "military.json"}) {
    root.remove(std::string("second/") + f);
  }
  REQUIRE(root.load({"overlay", "second"}).ok());

  SECTION("two modules replace the Military tokens") {
    root.edit("second/module.json", [](json& m) { m["replaces"] = {{"military", true}}; });
    root.write("second/military.json", root.read("overlay/military.json"));
    require_error(root.load({"overlay", "second"}), "second/module.json", "/replaces/military",
                  "also replaced by overlay/module.json: two modules cannot both replace the military");
  }
  SECTION("two modules replace the same pool") {
    root.edit("second/module.json", [](json& m) { m["replaces"] = {{"pools", {{"guilds", "age_3"}}}}; });
    require_error(root.load({"overlay", "second"}), "second/module.json", "/replaces/pools/guilds",
                  "also replaced by overlay/module.json: two modules cannot both replace the pool \"guilds\"");
  }
  SECTION("a pool replaced that no card is in") {
    root.edit("second/module.json", [](json& m) { m["replaces"] = {{"pools", {{"heroes", "age_3"}}}}; });
    require_error(root.load({"overlay", "second"}), "second/module.json", "/replaces/pools/heroes",
                  "no card is in the pool \"heroes\" to replace");
  }
  SECTION("a file that would replace without saying so") {
    root.write("second/structures.json", root.read("base/structures.json"));
    require_error(root.load({"overlay", "second"}), "second/structures.json", "",
                  "this file would replace the structures of the modules before: say so in second/module.json "
                  "(\"replaces\": {\"structures\": true})");
  }
  SECTION("a Wonder defined twice") {
    root.write("second/wonders.json", root.read("overlay/wonders.json"));
    require_error(root.load({"overlay", "second"}), "second/wonders.json", "/wonders/0/name",
                  "duplicate name \"The Test Obelisk\" (also at overlay/wonders.json /wonders/0)");
  }
  SECTION("a card named as a base card") {
    root.write("second/cards.json", json{{"cards", json::array({root.read("base/cards.json")["cards"][0]})}});
    require_error(root.load({"overlay", "second"}), "second/cards.json", "/cards/0/name",
                  "duplicate name \"Lumber Yard\" (also at base/cards.json /cards/0)");
  }
  SECTION("a chain symbol defined twice") {
    root.write("second/cards.json", json{{"chain_symbols", {"altar"}}, {"cards", json::array()}});
    require_error(root.load({"overlay", "second"}), "second/cards.json", "/chain_symbols/0",
                  "chain symbol \"altar\" listed twice");
  }
  SECTION("two modules change the same constant") {
    root.write("second/constants.json", json{{"starting_coins", 5}});
    require_error(root.load({"overlay", "second"}), "second/constants.json", "/starting_coins",
                  "also changed by overlay/constants.json: two modules cannot both change a constant");
  }
  SECTION("an unknown constant") {
    root.write("second/constants.json", json{{"starting_gold", 5}});
    require_error(root.load({"overlay", "second"}), "second/constants.json", "/starting_gold", "unknown field");
  }
  SECTION("a draw from a pool no card is in") {
    root.write("second/decks.json", json{{"ages", {{{"age", 2}, {"draw", {{{"pool", "senators"}, {"count", 2}}}}}}}});
    require_error(root.load({"overlay", "second"}), "second/decks.json", "/ages/0/draw/0/pool",
                  "no card is in the pool \"senators\" (pools: \"age_1\", \"age_2\", \"age_3\", \"temples\")");
  }
  SECTION("added draws that overfill an Age's structure") {
    json senator = root.read("base/cards.json")["cards"][0];
    json cards = json{{"cards", json::array()}};
    for (int i = 0; i < 3; ++i) {
      senator["name"] = "Senator " + std::to_string(i + 1);
      senator["pool"] = "senators";
      senator["age"] = 1;
      cards["cards"].push_back(senator);
    }
    root.write("second/cards.json", cards);
    root.write("second/decks.json", json{{"ages", {{{"age", 1}, {"draw", {{{"pool", "senators"}, {"count", 2}}}}}}}});
    require_error(root.load({"overlay", "second"}), "base/structures.json", "/ages/0",
                  "20 slots, but the Age 1 deck has 22 cards (second/decks.json /ages/0: 20 of \"age_1\" + 2 of "
                  "\"senators\")");
  }
  SECTION("an Age's own pool added to another Age") {
    root.write("second/decks.json", json{{"ages", {{{"age", 3}, {"draw", {{{"pool", "age_1"}, {"count", 1}}}}}}}});
    require_error(root.load({"overlay", "second"}), "second/decks.json", "/ages/0/draw/0/pool",
                  "the pool \"age_1\" is Age 1's own pool (its first draw): it cannot be added to another Age");
  }
}

TEST_CASE("modules: deck composition errors of the base module", "[data][modules][errors]") {
  TempData data;
  SECTION("a pool drawn for more cards than it has") {
    data.edit("decks.json", [](json& d) { d["ages"][2]["draw"][1]["count"] = 8; });
    require_error(data.load(), "decks.json", "/ages/2/draw/1/count",
                  "the Ages draw 8 cards from the pool \"guilds\", but it has only 7");
  }
  SECTION("a pool drawn in no Age") {
    data.edit("cards.json", [](json& d) { d["cards"][0]["pool"] = "spare"; });
    data.edit("decks.json", [](json& d) { d["ages"][0]["draw"][0]["count"] = 19; });
    require_error(data.load(), "cards.json", "/cards/0", "its pool \"spare\" is drawn in no Age (decks.json)");
  }
  SECTION("an Age listed out of order") {
    data.edit("decks.json", [](json& d) { d["ages"][1]["age"] = 3; });
    require_error(data.load(), "decks.json", "/ages/1/age", "expected 2, got 3");
  }
  SECTION("a pool drawn twice in one Age") {
    data.edit("decks.json", [](json& d) { d["ages"][2]["draw"][1]["pool"] = "age_3"; });
    require_error(data.load(), "decks.json", "/ages/2/draw/1/pool",
                  "the pool \"age_3\" is already drawn in Age 3 (decks.json /ages/2/draw/0)");
  }
  SECTION("the constants that moved to decks.json") {
    data.edit("constants.json", [](json& d) { d["guilds_in_age_three"] = 3; });
    require_error(data.load(), "constants.json", "/guilds_in_age_three",
                  "\"guilds_in_age_three\" is now given by decks.json");
  }
}

TEST_CASE("modules: records carry the expansions", "[data][modules][record]") {
  const std::shared_ptr<const Rules> with = overlay_rules();
  GameRecord record;
  record.seed = 5;
  record.options.expansions = {"overlay"};
  record.moves = {"pick The Test Obelisk"};
  const std::string text = record_to_json(*with, record, false);
  CHECK(text.find("\"expansions\": [\n      \"overlay\"\n    ]") != std::string::npos);
  std::string error;
  REQUIRE(record_options(text, error) == GameOptions{false, {"overlay"}});
  const std::optional<GameRecord> back = record_from_json(*with, text, error);
  INFO(error);
  REQUIRE(back);
  CHECK(back->options == record.options);
  CHECK(record_to_json(*with, *back, true) == record_to_json(*with, record, true));

  // The base game's rules refuse it, saying which rules it needs.
  CHECK_FALSE(record_from_json(base_rules(), text, error));
  CHECK(error == "/options/expansions: the game is played with the expansions overlay, but the rules were loaded with none");

  // A base-game record has no "expansions" (as before the option existed).
  GameRecord base;
  CHECK(record_to_json(base_rules(), base, false).find("expansions") == std::string::npos);
  CHECK(record_options(record_to_json(base_rules(), base, false), error) == GameOptions{});

  const std::string bad = R"({"format": "7wd-game-record", "version": 1, "seed": 1, "options": {"expansions": "overlay"}, "moves": []})";
  CHECK_FALSE(record_options(bad, error));
  CHECK(error == "/options/expansions: expected an array of expansion names");
}

TEST_CASE("modules: replay and show load the rules a record's expansions name", "[data][modules][cli]") {
  ModuleRoot root;
  const Rules& r = *overlay_rules();
  GameRecord record;
  record.seed = 3;
  record.options.expansions = {"overlay"};
  GameState s(r, make_setup(r, record.seed, record.options));
  ActionList legal;
  while (!s.is_terminal()) {
    s.legal_actions(legal);
    record.moves.push_back(action_to_string(s, legal[0], kReferee));
    s.apply(legal[0]);
  }
  const std::string file = root.dir() + "/game.json";
  std::ofstream(file) << record_to_json(r, record, false);
  const Run replay = run_cli("replay --data " + root.dir() + " " + file);
  CHECK(replay.status == 0);
  CHECK(replay.output.find(std::to_string(record.moves.size()) + " moves replayed") != std::string::npos);
  CHECK(run_cli("show --data " + root.dir() + " " + file + " --move 3").status == 0);
  // An expansion the data root does not have: named, with what is there.
  record.options.expansions = {"pantheon"};
  std::ofstream(file, std::ios::trunc) << record_to_json(r, record, false);
  const Run unknown = run_cli("replay --data " + root.dir() + " " + file);
  CHECK(unknown.status == 1);
  CHECK(unknown.output.find("unknown expansion \"pantheon\": " + root.dir() +
                            " has no folder \"pantheon\" with a module.json (expansions there: overlay)") !=
        std::string::npos);
}

TEST_CASE("modules: the rules cache loads each set of expansions once", "[data][modules]") {
  ModuleRoot root;
  RulesCache cache(root.dir());
  const LoadResult& a = cache.get({"overlay"});
  REQUIRE(a.ok());
  CHECK(&cache.get({"overlay", "overlay"}) == &a);
  const LoadResult& base = cache.get({});
  REQUIRE(base.ok());
  CHECK(base.rules != a.rules);
  CHECK(&cache.get({"overlay"}) == &a);
  const LoadResult& unknown = cache.get({"nope"});
  CHECK_FALSE(unknown.ok());
}

TEST_CASE("modules: validate checks every combination and says which", "[data][modules][cli]") {
  ModuleRoot root;
  const Run all = run_cli("validate --data " + root.dir());
  CHECK(all.status == 0);
  CHECK(all.output.find("(base + overlay): valid (70 cards, 13 Wonders, 11 Progress tokens)") != std::string::npos);
  CHECK(all.output.find("checked 2 combination(s): base, base + overlay; 2 valid") != std::string::npos);
  root.edit("overlay/constants.json", [](json& c) { c["starting_coins"] = 300; });
  const Run broken = run_cli("validate --data " + root.dir());
  CHECK(broken.status == 1);
  CHECK(broken.output.find("overlay/constants.json: /starting_coins: expected an integer from 0 to 255, got 300") !=
        std::string::npos);
  CHECK(broken.output.find("checked 2 combination(s): base, base + overlay; 1 valid") != std::string::npos);
  const Run one = run_cli("validate --expansions overlay --data " + root.dir());
  CHECK(one.status == 1);
}

}  // namespace duel::test
