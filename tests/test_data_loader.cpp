// Tests of the data loader: the shipped data/ compiles to the exact base-game values, and
// broken data (missing files, syntax errors, wrong types, inconsistent layouts, ...) gives
// precise "file: JSON path: message" errors, all at once, without ever throwing.
#include <catch2/catch.hpp>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <random>
#include <set>
#include <sstream>

#include <nlohmann/json.hpp>

#include "duel/data_loader.hpp"
#include "temp_data.hpp"

namespace {

using namespace duel;
using namespace duel::test;

const Rules& shipped_rules() {
  static const LoadResult result = load_rules(DUEL_SOURCE_DATA_DIR);
  INFO(all_errors(result));
  REQUIRE(result.ok());
  return *result.rules;
}

std::uint8_t bits(std::initializer_list<int> values) {
  unsigned mask = 0;
  for (int v : values) mask |= 1u << v;
  return static_cast<std::uint8_t>(mask);
}

std::uint8_t color_bit(Color c) { return bits({static_cast<int>(c)}); }

}  // namespace

// --- The shipped data ---

TEST_CASE("data: the shipped data loads without errors", "[data]") {
  LoadResult result = load_rules(DUEL_SOURCE_DATA_DIR);
  INFO(all_errors(result));
  REQUIRE(result.errors.empty());
  REQUIRE(result.ok());
}

TEST_CASE("data: cards are numbered in the reference order", "[data]") {
  const Rules& rules = shipped_rules();
  REQUIRE(rules.cards.size() == 73);
  CHECK(rules.find_card("Lumber Yard") == 0);
  CHECK(rules.find_card("Baths") == 22);
  CHECK(rules.find_card("Sawmill") == 23);
  CHECK(rules.find_card("Glass-Blower") == 26);
  CHECK(rules.find_card("Courthouse") == 43);
  CHECK(rules.find_card("Rostrum") == 45);
  CHECK(rules.find_card("Circus") == 46);
  CHECK(rules.find_card("Obelisk") == 65);
  CHECK(rules.find_card("Merchants Guild") == 66);
  CHECK(rules.find_card("Tacticians Guild") == 72);
  int per_age[4] = {0, 0, 0, 0};
  for (const CardDef& card : rules.cards) ++per_age[card.is_guild() ? 3 : card.age - 1];
  CHECK(per_age[0] == 23);
  CHECK(per_age[1] == 23);
  CHECK(per_age[2] == 20);
  CHECK(per_age[3] == 7);
}

TEST_CASE("data: card costs and effects compile exactly", "[data]") {
  const Rules& rules = shipped_rules();
  const CardDef& caravansery = rules.cards.at(rules.find_card("Caravansery"));
  CHECK(caravansery.age == 2);
  CHECK(caravansery.color == Color::Yellow);
  CHECK(caravansery.cost.coins == 2);
  CHECK(caravansery.cost.resources == ResourceCounts{0, 0, 0, 1, 1});
  CHECK(caravansery.effects.produce_one_of == bits({0, 1, 2}));  // wood, clay, stone
  CHECK(caravansery.effects.produce == ResourceCounts{});

  const CardDef& sawmill = rules.cards.at(rules.find_card("Sawmill"));
  CHECK(sawmill.effects.produce == ResourceCounts{2, 0, 0, 0, 0});

  const CardDef& customs = rules.cards.at(rules.find_card("Customs House"));
  CHECK(customs.effects.fixed_trade_price_mask == bits({3, 4}));
  CHECK(customs.effects.fixed_trade_price == 1);

  const CardDef& scriptorium = rules.cards.at(rules.find_card("Scriptorium"));
  CHECK(scriptorium.effects.science == static_cast<std::uint8_t>(Science::Quill));
  CHECK(scriptorium.effects.victory_points == 0);

  const CardDef& arena = rules.cards.at(rules.find_card("Arena"));
  CHECK(arena.effects.victory_points == 3);
  CHECK(arena.effects.coins_per.amount == 2);
  CHECK(arena.effects.coins_per.kind == CountKind::WondersBuilt);
  CHECK(arena.effects.coins_per.scope == CityScope::Own);

  const CardDef& merchants = rules.cards.at(rules.find_card("Merchants Guild"));
  CHECK(merchants.is_guild());
  CHECK(merchants.effects.coins_per.kind == CountKind::CardsOfColors);
  CHECK(merchants.effects.coins_per.colors == color_bit(Color::Yellow));
  CHECK(merchants.effects.coins_per.scope == CityScope::Most);
  CHECK(merchants.effects.victory_points_per.amount == 1);
  CHECK(merchants.effects.victory_points_per.colors == color_bit(Color::Yellow));

  const CardDef& shipowners = rules.cards.at(rules.find_card("Shipowners Guild"));
  CHECK(shipowners.effects.victory_points_per.colors ==
        (color_bit(Color::Brown) | color_bit(Color::Grey)));

  const CardDef& moneylenders = rules.cards.at(rules.find_card("Moneylenders Guild"));
  CHECK(moneylenders.effects.coins_per.amount == 0);
  CHECK(moneylenders.effects.victory_points_per.kind == CountKind::CoinSets);
}

TEST_CASE("data: chains link the right cards", "[data]") {
  const Rules& rules = shipped_rules();
  REQUIRE(rules.chain_symbols.size() == 17);
  const CardDef& stable = rules.cards.at(rules.find_card("Stable"));
  const CardDef& breeders = rules.cards.at(rules.find_card("Horse Breeders"));
  REQUIRE(stable.chain_gives != kNone);
  CHECK(rules.chain_symbols.at(stable.chain_gives) == "horseshoe");
  CHECK(breeders.free_with == stable.chain_gives);
  CHECK(breeders.chain_gives == kNone);
  const CardDef& temple = rules.cards.at(rules.find_card("Temple"));
  CHECK(temple.free_with == rules.cards.at(rules.find_card("Altar")).chain_gives);
  CHECK(temple.chain_gives == rules.cards.at(rules.find_card("Pantheon")).free_with);
}

TEST_CASE("data: Wonders and Progress tokens", "[data]") {
  const Rules& rules = shipped_rules();
  REQUIRE(rules.wonders.size() == 12);
  REQUIRE(rules.progress_tokens.size() == 10);
  CHECK(rules.wonders.front().name == "The Appian Way");
  CHECK(rules.wonders.back().name == "The Temple of Artemis");
  CHECK(rules.progress_tokens.front().name == "Agriculture");
  CHECK(rules.progress_tokens.back().name == "Urbanism");

  const Effects& zeus = rules.wonders.at(rules.find_wonder("The Statue of Zeus")).effects;
  CHECK(zeus.discard_opponent_card_color == static_cast<std::uint8_t>(Color::Brown));
  CHECK(zeus.shields == 1);
  CHECK(zeus.victory_points == 3);

  const WonderDef& appian = rules.wonders.at(rules.find_wonder("The Appian Way"));
  CHECK(appian.cost.resources == ResourceCounts{0, 2, 2, 0, 1});
  CHECK(appian.effects.coins == 3);
  CHECK(appian.effects.opponent_loses_coins == 3);
  CHECK(appian.effects.play_again);

  const Effects& library = rules.wonders.at(rules.find_wonder("The Great Library")).effects;
  CHECK(library.progress_from_box == 3);
  const Effects& artemis = rules.wonders.at(rules.find_wonder("The Temple of Artemis")).effects;
  CHECK(artemis.coins == 12);
  CHECK(artemis.victory_points == 0);

  const Effects& masonry = rules.progress_tokens.at(rules.find_token("Masonry")).effects;
  CHECK(masonry.color_discount == 2);
  CHECK(masonry.color_discount_colors == color_bit(Color::Blue));
  const Effects& law = rules.progress_tokens.at(rules.find_token("Law")).effects;
  CHECK(law.science == static_cast<std::uint8_t>(Science::Law));
  const Effects& urbanism = rules.progress_tokens.at(rules.find_token("Urbanism")).effects;
  CHECK(urbanism.coins == 6);
  CHECK(urbanism.chain_bonus_coins == 4);
  const Effects& maths = rules.progress_tokens.at(rules.find_token("Mathematics")).effects;
  CHECK(maths.victory_points_per.amount == 3);
  CHECK(maths.victory_points_per.kind == CountKind::ProgressTokens);
}

TEST_CASE("data: structure layouts", "[data]") {
  const Rules& rules = shipped_rules();
  for (const StructureLayout& layout : rules.layouts) REQUIRE(layout.slots.size() == 20);
  const StructureLayout& age1 = rules.layouts[0];
  CHECK(age1.rows == 5);
  CHECK(age1.slots[0].covered_by == ((1u << 2) | (1u << 3)));
  CHECK(age1.slots[0].row == 0);
  CHECK(age1.slots[0].column == 5);
  CHECK(age1.slots[0].face_up);
  CHECK_FALSE(age1.slots[2].face_up);
  CHECK(age1.slots[13].covered_by == ((1u << 18) | (1u << 19)));
  CHECK(age1.slots[14].covered_by == 0);
  CHECK(age1.slots[19].row == 4);
  CHECK(age1.slots[19].column == 11);

  const StructureLayout& age2 = rules.layouts[1];
  CHECK(age2.slots[0].covered_by == (1u << 6));
  CHECK(age2.slots[5].covered_by == (1u << 10));
  CHECK(age2.slots[18].covered_by == 0);

  const StructureLayout& age3 = rules.layouts[2];
  CHECK(age3.rows == 7);
  CHECK(age3.slots[5].covered_by == (1u << 9));
  CHECK(age3.slots[10].covered_by == ((1u << 13) | (1u << 14)));
  CHECK_FALSE(age3.slots[9].face_up);
  CHECK(age3.slots[11].face_up);
}

TEST_CASE("data: military track and constants", "[data]") {
  const Rules& rules = shipped_rules();
  CHECK(rules.military.capital == 9);
  REQUIRE(rules.military.zones.size() == 3);
  const MilitaryZone& middle = rules.military.zones[1];
  CHECK(middle.from == 3);
  CHECK(middle.to == 5);
  CHECK(middle.victory_points == 5);
  CHECK(middle.token_coins == 2);
  CHECK(rules.military.zones[0].token_coins == 0);
  CHECK(rules.military.zones[2].token_coins == 5);
  CHECK(rules.military.zones[2].victory_points == 10);

  const Constants& c = rules.constants;
  CHECK(c.starting_coins == 7);
  CHECK(c.first_game_wonders[0][0] == rules.find_wonder("The Pyramids"));
  CHECK(c.first_game_wonders[0][3] == rules.find_wonder("The Statue of Zeus"));
  CHECK(c.first_game_wonders[1][0] == rules.find_wonder("Circus Maximus"));
  CHECK(c.first_game_wonders[1][3] == rules.find_wonder("The Colossus"));
}

TEST_CASE("data: DataError::to_string", "[data]") {
  CHECK(DataError{"cards.json", "/cards/3", "bad"}.to_string() == "cards.json: /cards/3: bad");
  CHECK(DataError{"cards.json", "", "missing file"}.to_string() == "cards.json: missing file");
  // The loader names the items on the path (data_loader_names.cpp); the path stays the pointer.
  CHECK(DataError{"cards.json", "/cards/3", "bad", "/cards/3 (Quarry)"}.to_string() == "cards.json: /cards/3 (Quarry): bad");
}

#ifdef __unix__
TEST_CASE("data: default_data_dir honours DUEL_DATA_DIR", "[data]") {
  const char* previous = std::getenv("DUEL_DATA_DIR");
  std::string saved = previous ? previous : "";
  ::setenv("DUEL_DATA_DIR", "/somewhere/else", 1);
  CHECK(default_data_dir() == "/somewhere/else");
  ::unsetenv("DUEL_DATA_DIR");
  CHECK(fs::equivalent(default_data_dir(), DUEL_SOURCE_DATA_DIR));
  if (previous) ::setenv("DUEL_DATA_DIR", saved.c_str(), 1);
}
#endif

// --- Broken data: one problem at a time, exact file, path and message ---

TEST_CASE("data errors: missing file", "[data][errors]") {
  TempData data;
  data.remove("wonders.json");
  require_error(data.load(), "wonders.json", "", "missing file");
}

TEST_CASE("data errors: JSON syntax error gives line and column", "[data][errors]") {
  TempData data;
  data.write_text("military.json", "{\n  \"capital\": 9,\n  \"zones\": [}\n");
  require_error(data.load(), "military.json", "", "parse error at line 3, column 13");
}

TEST_CASE("data errors: duplicate key in an object", "[data][errors]") {
  TempData data;
  json doc = data.read("military.json");
  std::string text = doc.dump();
  text.insert(1, "\"capital\": 8, ");
  data.write_text("military.json", text);
  require_error(data.load(), "military.json", "/capital", "duplicate key \"capital\"");
}

TEST_CASE("data errors: missing field", "[data][errors]") {
  TempData data;
  data.edit("cards.json", [](json& d) { d["cards"][5].erase("cost"); });
  require_error(data.load(), "cards.json", "/cards/5", "missing field \"cost\" (expected");
}

TEST_CASE("data errors: mistyped field", "[data][errors]") {
  TempData data;
  data.edit("wonders.json", [](json& d) { d["wonders"][0]["cost"]["coins"] = "3"; });
  require_error(data.load(), "wonders.json", "/wonders/0/cost/coins",
                "expected an integer from 0 to 255, got the string \"3\"");
}

TEST_CASE("data errors: numbers out of range", "[data][errors]") {
  TempData data;
  data.edit("constants.json", [](json& d) {
    d["starting_coins"] = -1;
    d["science_supremacy_symbols"] = 8;
    d["discard_coins"] = 2.5;
  });
  data.edit("wonders.json",
            [](json& d) { d["wonders"][8]["effects"][0]["amount"] = 256; });
  LoadResult result = data.load();
  require_error(result, "constants.json", "/starting_coins", "from 0 to 255, got -1");
  require_error(result, "constants.json", "/science_supremacy_symbols", "from 1 to 7, got 8");
  require_error(result, "constants.json", "/discard_coins", "got 2.5");
  require_error(result, "wonders.json", "/wonders/8/effects/0/amount", "from 1 to 255, got 256");
}

TEST_CASE("data errors: unknown effect type", "[data][errors]") {
  TempData data;
  data.edit("progress_tokens.json",
            [](json& d) { d["progress_tokens"][2]["effects"][0]["type"] = "bribe"; });
  require_error(data.load(), "progress_tokens.json", "/progress_tokens/2/effects/0/type",
                "unknown effect type \"bribe\" (expected produce, produce_one_of,");
}

TEST_CASE("data errors: missing and extra effect parameters", "[data][errors]") {
  TempData data;
  data.edit("wonders.json", [](json& d) {
    d["wonders"][2]["effects"][0].erase("amount");                 // The Colossus: shields
    d["wonders"][0]["effects"][2]["amount"] = 1;                    // The Appian Way: play_again
    d["wonders"][4]["effects"][1]["resources"] = json::array({"wood"});  // victory_points
  });
  LoadResult result = data.load();
  require_error(result, "wonders.json", "/wonders/2/effects/0",
                "missing field \"amount\" (expected an integer from 1 to 255)");
  require_error(result, "wonders.json", "/wonders/0/effects/2/amount",
                "unknown field \"amount\" (effect \"play_again\" takes no parameters)");
  require_error(result, "wonders.json", "/wonders/4/effects/1/resources",
                "unknown field \"resources\" (effect \"victory_points\" takes amount)");
}

TEST_CASE("data errors: the same effect type twice on one item", "[data][errors]") {
  TempData data;
  data.edit("progress_tokens.json", [](json& d) {
    d["progress_tokens"][0]["effects"].push_back({{"type", "coins"}, {"amount", 1}});
  });
  require_error(data.load(), "progress_tokens.json", "/progress_tokens/0/effects/2/type",
                "duplicate effect \"coins\" (also at /progress_tokens/0/effects/0");
}

TEST_CASE("data errors: unknown resource (the documented example)", "[data][errors]") {
  TempData data;
  data.edit("cards.json", [](json& d) { d["cards"][12]["cost"]["resources"] = {{"wod", 1}}; });
  LoadResult result = data.load();
  INFO(all_errors(result));
  REQUIRE(result.errors.size() == 1);
  CHECK(result.errors[0].to_string() ==
        "cards.json: /cards/12 (Scriptorium)/cost/resources/wod: unknown resource \"wod\" (expected wood, "
        "clay, stone, glass or papyrus)");
}

TEST_CASE("data errors: unknown colour and science symbol", "[data][errors]") {
  TempData data;
  data.edit("wonders.json", [](json& d) { d["wonders"][10]["effects"][0]["color"] = "bronze"; });
  data.edit("cards.json", [](json& d) { d["cards"][13]["effects"][0]["symbol"] = "compass"; });
  LoadResult result = data.load();
  require_error(result, "wonders.json", "/wonders/10/effects/0/color",
                "unknown colour \"bronze\" (expected brown, grey, red, green, yellow, blue, purple or "
                "senator)");
  require_error(result, "cards.json", "/cards/13/effects/0/symbol",
                "unknown science symbol \"compass\"");
}

TEST_CASE("data errors: duplicate name", "[data][errors]") {
  TempData data;
  data.edit("wonders.json", [](json& d) { d["wonders"][5]["name"] = "The Pyramids"; });
  require_error(data.load(), "wonders.json", "/wonders/8/name",
                "duplicate name \"The Pyramids\" (also at /wonders/5)");
}

TEST_CASE("data errors: a free_with chain symbol that no card gives", "[data][errors]") {
  TempData data;
  data.edit("cards.json", [](json& d) { d["cards"][8].erase("chain_gives"); });  // Stable
  require_error(data.load(), "cards.json", "/cards/28/free_with",  // Horse Breeders
                "no card gives chain symbol \"horseshoe\"");
}

TEST_CASE("data errors: unlisted chain symbol and chain from a later Age", "[data][errors]") {
  TempData data;
  data.edit("cards.json", [](json& d) {
    d["cards"][9]["chain_gives"] = "spear";        // Garrison
    d["cards"][0]["free_with"] = "target";         // Lumber Yard, given by Archery Range
  });
  LoadResult result = data.load();
  require_error(result, "cards.json", "/cards/9/chain_gives",
                "unknown chain symbol \"spear\" (not listed in /chain_symbols)");
  require_error(result, "cards.json", "/cards/0/free_with",
                "chain symbol \"target\" is only given by cards of Age 2 or later");
}

TEST_CASE("data errors: unknown field", "[data][errors]") {
  TempData data;
  data.edit("military.json", [](json& d) { d["zones"][1]["tokens"] = 2; });
  require_error(data.load(), "military.json", "/zones/1/tokens",
                "unknown field \"tokens\" (expected from, to, victory_points or token_coins)");
}

TEST_CASE("data errors: a layout with 19 slots", "[data][errors]") {
  TempData data;
  data.edit("structures.json", [](json& d) {
    json& age1 = d["ages"][0];
    age1["rows"][4]["columns"].erase(5);  // drop the slot at column 11
    age1["covered_by"].erase(19);
    age1["covered_by"][13] = json::array({18});
  });
  LoadResult result = data.load();
  require_error(result, "structures.json", "/ages/0",
                "19 slots, but the Age 1 deck has 20 cards (decks.json /ages/0: 20 of \"age_1\")");
  CHECK(result.errors.size() == 1);
}

TEST_CASE("data errors: Age III deck with a different number of Guilds", "[data][errors]") {
  TempData data;
  data.edit("decks.json", [](json& d) { d["ages"][2]["draw"][1]["count"] = 4; });
  require_error(data.load(), "structures.json", "/ages/2",
                "20 slots, but the Age 3 deck has 21 cards (decks.json /ages/2: 17 of \"age_3\" + 4 of "
                "\"guilds\")");
}

TEST_CASE("data errors: covered_by inconsistent with the geometry", "[data][errors]") {
  TempData data;
  data.edit("structures.json",
            [](json& d) { d["ages"][2]["covered_by"][5] = json::array({9, 10}); });
  require_error(data.load(), "structures.json", "/ages/2/covered_by/5",
                "does not match the rows: by the geometry, slot 5 is covered by [9], not "
                "[9, 10]");
}

TEST_CASE("data errors: covered_by out of range, and an open face-down card",
          "[data][errors]") {
  TempData data;
  data.edit("structures.json", [](json& d) {
    d["ages"][0]["covered_by"][0] = json::array({2, 20});
    d["ages"][1]["rows"][4]["face_up"] = false;
  });
  LoadResult result = data.load();
  require_error(result, "structures.json", "/ages/0/covered_by/0/1",
                "expected an integer from 0 to 19, got 20");
  require_error(result, "structures.json", "/ages/1/rows/4/face_up",
                "slot 18 is open at the start of the Age, so its row must be face up");
}

TEST_CASE("data errors: first-game Wonders", "[data][errors]") {
  TempData data;
  data.edit("constants.json", [](json& d) {
    d["first_game_wonders"][0][1] = "The Great Lighthouse of Alexandria";
    d["first_game_wonders"][1].erase(3);
    d["first_game_wonders"][1][2] = "The Pyramids";
  });
  LoadResult result = data.load();
  require_error(result, "constants.json", "/first_game_wonders/0/1",
                "unknown Wonder \"The Great Lighthouse of Alexandria\"");
  require_error(result, "constants.json", "/first_game_wonders/1",
                "expected 4 Wonder names, got 3");
  require_error(result, "constants.json", "/first_game_wonders/1/2",
                "\"The Pyramids\" is also at /first_game_wonders/0/0");
}

TEST_CASE("data errors: too few Wonders and Progress tokens", "[data][errors]") {
  TempData data;
  data.edit("wonders.json", [](json& d) {
    for (int i : {9, 6, 5, 3, 2}) d["wonders"].erase(static_cast<std::size_t>(i));
  });
  data.edit("progress_tokens.json", [](json& d) {
    while (d["progress_tokens"].size() > 7) d["progress_tokens"].erase(7);
  });
  data.edit("constants.json", [](json& d) { d["progress_tokens_on_board"] = 8; });  // the most the engine supports
  LoadResult result = data.load();
  require_error(result, "wonders.json", "/wonders",
                "7 Wonders, but the selection needs 2 x wonders_per_selection_round = 8");
  require_error(result, "constants.json", "/first_game_wonders/1/3",
                "unknown Wonder \"The Colossus\"");
  require_error(result, "progress_tokens.json", "/progress_tokens",
                "7 Progress tokens, fewer than progress_tokens_on_board (8)");
}

TEST_CASE("data errors: more cards than the engine supports", "[data][errors]") {
  TempData data;
  data.edit("cards.json", [](json& d) {
    json extra = d["cards"][0];
    for (int i = 0; d["cards"].size() <= kMaxCards; ++i) {
      extra["name"] = "Extra " + std::to_string(i);
      d["cards"].push_back(extra);
    }
  });
  require_error(data.load(), "cards.json", "/cards",
                "129 cards, but the engine supports at most 128");
}

TEST_CASE("data errors: cards out of order and a Guild outside Age III", "[data][errors]") {
  TempData data;
  data.edit("cards.json", [](json& d) {
    std::swap(d["cards"][0], d["cards"][30]);
    d["cards"][70]["age"] = 2;
  });
  LoadResult result = data.load();
  require_error(result, "cards.json", "/cards/1", "out of order");
  require_error(result, "cards.json", "/cards/70/age", "a Guild (purple card) must be of Age 3");
}

TEST_CASE("data errors: military zones with a gap", "[data][errors]") {
  TempData data;
  data.edit("military.json", [](json& d) { d["zones"][1]["from"] = 4; });
  require_error(data.load(), "military.json", "/zones/1/from", "expected 3");
}

TEST_CASE("data errors: every problem is reported at once", "[data][errors]") {
  TempData data;
  std::ifstream fixture(fs::path(DUEL_TEST_FIXTURES_DIR) / "bad_data" / "cards_many_errors.json");
  REQUIRE(fixture);
  std::stringstream text;
  text << fixture.rdbuf();
  data.write_text("cards.json", text.str());
  data.remove("progress_tokens.json");
  data.edit("structures.json", [](json& d) { d["ages"][1]["covered_by"][4] = json::array({9}); });
  LoadResult result = data.load();
  require_error(result, "cards.json", "/cards/0/name", "expected a non-empty string");
  require_error(result, "cards.json", "/cards/1/age", "expected an integer from 1 to 3, got 4");
  require_error(result, "cards.json", "/cards/2/color", "unknown colour \"gray\"");
  require_error(result, "cards.json", "/cards/3/cost/coins", "got null");
  require_error(result, "cards.json", "/cards/4/effects/0/count", "expected wonders,");
  require_error(result, "cards.json", "/cards/5/effects", "expected an array, got an object");
  require_error(result, "cards.json", "/cards/6/effects/0/resources/1", "listed twice");
  require_error(result, "cards.json", "/cards/6/chain_gives", "expected a string, got 7");
  require_error(result, "cards.json", "/chain_symbols/2",
                "chain symbol \"horseshoe\" listed twice");
  require_error(result, "cards.json", "/cards/7/size", "unknown field \"size\"");
  require_error(result, "progress_tokens.json", "", "missing file");
  require_error(result, "structures.json", "/ages/1/covered_by/4", "does not match the rows");
}

// --- Garbage never crashes and never throws ---

TEST_CASE("data errors: garbage in any file never throws", "[data][errors]") {
  const std::vector<std::string> garbage = {
      "", "[]", "null", "5", "\"text\"", "{}", "{\"cards\": 5}", "[{}]",
      "{\"ages\": [null, 1, [], {}]}",
      "{\"cards\": [null, 1, \"x\", [], {}], \"chain_symbols\": {}}",
      "{\"wonders\": [{\"name\": 5, \"cost\": [], \"effects\": [null, {\"type\": 5}]}]}",
      "\xff\xfe", "{\"zones\": [{\"from\": 1e300}], \"capital\": -9999999999999999999}",
      std::string(5000, '[')};
  TempData data;
  for (const std::string& file : kDataFiles) {
    json original = data.read(file);
    for (const std::string& text : garbage) {
      data.write_text(file, text);
      LoadResult result;
      REQUIRE_NOTHROW(result = data.load());
      INFO(file << " <- " << text.substr(0, 40));
      CHECK_FALSE(result.ok());
      CHECK(result.rules == nullptr);
      CHECK_FALSE(result.errors.empty());
    }
    data.write(file, original);
  }
  REQUIRE(data.load().ok());
}

namespace {

// Every JSON pointer in a document (containers and leaves), the root first.
void collect_pointers(const json& value, const std::string& path, std::vector<std::string>& out) {
  out.push_back(path);
  if (value.is_object()) {
    for (const auto& item : value.items()) {
      collect_pointers(item.value(), path + "/" + item.key(), out);  // no "~" or "/" in keys
    }
  } else if (value.is_array()) {
    for (std::size_t i = 0; i < value.size(); ++i) {
      collect_pointers(value[i], path + "/" + std::to_string(i), out);
    }
  }
}

// Covers each kind of card (every effect primitive used) without loading 73 x 20 times.
bool sampled(const std::string& file, const std::string& pointer) {
  if (file != "cards.json" || pointer.rfind("/cards/", 0) != 0) return true;
  static const std::set<std::string> cards = {"0", "8", "12", "17", "28", "38", "39", "40",
                                              "55", "66", "68", "71"};
  std::string index = pointer.substr(7, pointer.find('/', 7) - 7);
  return cards.count(index) > 0;
}

}  // namespace

TEST_CASE("data errors: any value replaced by a value of another type is reported",
          "[data][errors]") {
  const std::vector<json> wrong = {nullptr, "x", -1, 1.5, json::array(), json::object(), true};
  TempData data;
  std::size_t next = 0;
  for (const std::string& file : kDataFiles) {
    const json original = data.read(file);
    std::vector<std::string> pointers;
    collect_pointers(original, "", pointers);
    for (const std::string& pointer : pointers) {
      if (!sampled(file, pointer)) continue;
      json doc = original;
      json& target = doc[json::json_pointer(pointer)];
      while (wrong[next % wrong.size()].type() == target.type()) ++next;
      target = wrong[next++ % wrong.size()];
      data.write(file, doc);
      LoadResult result;
      REQUIRE_NOTHROW(result = data.load());
      INFO(file << ": " << pointer << " <- " << target.dump());
      CHECK_FALSE(result.errors.empty());
      CHECK(result.rules == nullptr);
    }
    data.write(file, original);
  }
}

TEST_CASE("data errors: removing any required field is reported", "[data][errors]") {
  const std::set<std::string> optional = {"coins", "resources", "chain_gives", "free_with"};
  TempData data;
  for (const std::string& file : kDataFiles) {
    const json original = data.read(file);
    std::vector<std::string> pointers;
    collect_pointers(original, "", pointers);
    for (const std::string& pointer : pointers) {
      if (pointer.empty() || !sampled(file, pointer)) continue;
      json::json_pointer ptr(pointer);
      json doc = original;
      json& parent = doc[ptr.parent_pointer()];
      std::string key = ptr.back();
      if (parent.is_array()) parent.erase(std::stoul(key));
      else parent.erase(key);
      data.write(file, doc);
      LoadResult result;
      REQUIRE_NOTHROW(result = data.load());
      bool cost_unit = pointer.find("/cost/resources/") != std::string::npos;
      if (parent.is_object() && !optional.count(key) && !cost_unit) {
        INFO(file << ": removed " << pointer);
        CHECK_FALSE(result.errors.empty());
      }
    }
    data.write(file, original);
  }
}
