// The loader refuses data the engine cannot represent exactly, each time with a message
// naming the limit (docs/data-format.md "Limits"), and stays fast on hostile files.
#include <chrono>
#include <string>

#include "temp_data.hpp"

using namespace duel;
using namespace duel::test;

TEST_CASE("data limits: nesting deeper than 64 is refused at once", "[data][limits]") {
  TempData data;
  // 100 KB of nested arrays: the duplicate-key check once took minutes and gigabytes.
  const std::string deep = std::string(50000, '[') + std::string(50000, ']');
  data.write_text("cards.json", deep);
  const auto start = std::chrono::steady_clock::now();
  const LoadResult result = data.load();
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  require_error(result, "cards.json", "",
                "arrays and objects nested more than 64 deep (line 1, column 65): the engine "
                "supports at most 64 levels");
  CHECK(seconds < 1.0);
}

TEST_CASE("data limits: 64 levels still load, and a deep duplicate key has its exact path",
          "[data][limits]") {
  TempData data;
  // military.json nested 64 deep in an unknown field: only that field is reported.
  std::string text = data.read("military.json").dump();
  std::string nested = std::string(62, '[') + "{\"a\": 1, \"a\": 2}" + std::string(62, ']');
  text.insert(1, "\"deep\": " + nested + ", ");
  data.write_text("military.json", text);
  const LoadResult result = data.load();
  require_error(result, "military.json", "/deep" + [] {
    std::string p;
    for (int i = 0; i < 62; ++i) p += "/0";
    return p;
  }() + "/a", "duplicate key \"a\" in the same object");
  require_error(result, "military.json", "/deep", "unknown field \"deep\"");
}

TEST_CASE("data limits: a file over 4 MiB is refused before parsing", "[data][limits]") {
  TempData data;
  json doc = data.read("wonders.json");
  data.write_text("wonders.json", doc.dump() + std::string(4u << 20, ' '));
  require_error(data.load(), "wonders.json", "",
                "bytes: the engine supports data files of at most 4194304 bytes (4 MiB)");
}

TEST_CASE("data limits: names of at most 40 characters", "[data][limits]") {
  TempData data;
  const std::string forty(40, 'x');
  data.edit("cards.json", [&](json& d) {
    d["cards"][0]["name"] = forty;           // accepted
    d["cards"][1]["name"] = forty + "y";     // 41
    d["chain_symbols"][0] = forty + "yz";    // 42 (horseshoe)
  });
  data.edit("progress_tokens.json", [&](json& d) {
    d["progress_tokens"][3]["name"] = std::string(38, 'e') + "\xc3\xa9\xc3\xa9";  // 40 characters, 42 bytes
  });
  data.edit("wonders.json", [&](json& d) { d["wonders"][4]["name"] = std::string(45, 'w'); });
  const LoadResult result = data.load();
  require_error(result, "cards.json", "/cards/1/name",
                "a name of 41 characters: the engine supports names of at most 40");
  require_error(result, "cards.json", "/chain_symbols/0", "a name of 42 characters");
  require_error(result, "wonders.json", "/wonders/4/name", "a name of 45 characters");
  CHECK_FALSE(has_error(result, "cards.json", "/cards/0/name", "characters"));
  CHECK_FALSE(has_error(result, "progress_tokens.json", "/progress_tokens/3/name", "characters"));
}

TEST_CASE("data limits: names that moves cannot tell apart", "[data][limits]") {
  TempData data;
  data.edit("cards.json", [](json& d) {
    d["cards"][21]["name"] = "BATHS";           // Baths is /cards/22
    d["cards"][1]["name"] = "Lumber  Yard";     // Lumber Yard is /cards/0
  });
  data.edit("progress_tokens.json", [](json& d) {
    d["progress_tokens"][1]["name"] = "agriculture";   // Agriculture is /progress_tokens/0
    d["progress_tokens"][2]["name"] = " Architecture";  // a space at an end: refused on its own
  });
  const LoadResult result = data.load();
  require_error(result, "cards.json", "/cards/22/name",
                "name \"Baths\" differs from \"BATHS\" (at /cards/21) only by case or spacing: "
                "moves would not tell them apart");
  require_error(result, "cards.json", "/cards/1/name",
                "name \"Lumber  Yard\" differs from \"Lumber Yard\" (at /cards/0)");
  require_error(result, "progress_tokens.json", "/progress_tokens/1/name",
                "differs from \"Agriculture\" (at /progress_tokens/0)");
  require_error(result, "progress_tokens.json", "/progress_tokens/2/name",
                "a name that begins or ends with a space: expected \"Architecture\"");
}

TEST_CASE("data limits: a Wonder move that reads two ways", "[data][limits]") {
  TempData data;
  // "wonder The Pyramids with Baths with Tavern" could be The Pyramids with "Baths with
  // Tavern", or "The Pyramids with Baths" with Tavern.
  data.edit("wonders.json", [](json& d) { d["wonders"][0]["name"] = "The Pyramids with Baths"; });
  data.edit("cards.json", [](json& d) { d["cards"][21]["name"] = "Baths with Tavern"; });
  data.edit("constants.json", [](json& d) {
    for (json& hand : d["first_game_wonders"]) {
      for (json& name : hand) {
        if (name == "The Appian Way") name = "The Pyramids with Baths";
      }
    }
  });
  const LoadResult result = data.load();
  require_error(result, "wonders.json", "/wonders/0/name",
                "the move \"wonder The Pyramids with Baths with Tavern\" reads two ways, naming \"The Pyramids with "
                "Baths\" (/wonders/0) and \"Tavern\" (cards.json /cards/16), or \"The Pyramids\" (/wonders/8) and "
                "\"Baths with Tavern\" (cards.json /cards/21): rename one of them");
}

TEST_CASE("data limits: chain symbols, military zones, capital, board tokens", "[data][limits]") {
  TempData data;
  data.edit("cards.json", [](json& d) {
    for (int i = 0; d["chain_symbols"].size() < 33; ++i) d["chain_symbols"].push_back("extra " + std::to_string(i));
  });
  data.edit("military.json", [](json& d) {
    d["capital"] = 128;
    json zone = d["zones"][2];
    for (int i = 0; d["zones"].size() < 9; ++i) d["zones"].push_back(zone);
  });
  data.edit("constants.json", [](json& d) { d["progress_tokens_on_board"] = 9; });
  const LoadResult result = data.load();
  require_error(result, "cards.json", "/chain_symbols", "33 chain symbols, but the engine supports at most 32");
  require_error(result, "military.json", "/zones", "9 zones, but the engine supports at most 8");
  require_error(result, "military.json", "/capital", "a capital at distance 128: the engine supports at most 127");
  require_error(result, "constants.json", "/progress_tokens_on_board",
                "9 Progress tokens on the board: the engine supports at most 8");
}

TEST_CASE("data limits: a capital at distance 127 and 8 zones load", "[data][limits]") {
  TempData data;
  data.edit("military.json", [](json& d) {
    d["capital"] = 127;
    d["zones"] = json::array();
    for (int z = 0; z < 8; ++z) {
      d["zones"].push_back({{"from", z * 15 + 1}, {"to", z == 7 ? 126 : z * 15 + 15}, {"victory_points", z}, {"token_coins", z}});
    }
  });
  const LoadResult result = data.load();
  INFO(all_errors(result));
  REQUIRE(result.ok());
  CHECK(result.rules->military.capital == 127);
  CHECK(result.rules->military.zones.size() == 8);
}

TEST_CASE("data limits: city totals that would not fit", "[data][limits]") {
  TempData data;
  data.edit("cards.json", [](json& d) {
    // Lumber Yard makes 254 wood: with Logging Camp 255, with Sawmill (/cards/23) 257.
    d["cards"][0]["effects"][0]["resources"]["wood"] = 254;
  });
  data.edit("wonders.json", [](json& d) {
    // The base game has 4 "one of" producers (/cards/38 and 39, /wonders/4 and 7); with 5
    // more, Piraeus (/wonders/7) is the 9th.
    for (int w : {0, 1, 2, 3, 5}) {
      d["wonders"][static_cast<std::size_t>(w)]["effects"].push_back(
          {{"type", "produce_one_of"}, {"resources", {"wood", "clay"}}});
    }
  });
  const LoadResult result = data.load();
  require_error(result, "cards.json", "/cards/23/effects",
                "wood production of all cards, Wonders and Progress tokens adds up to more than 255 "
                "here: the engine supports at most 255 in one city");
  require_error(result, "wonders.json", "/wonders/7/effects",
                "produce_one_of producers of all cards, Wonders and Progress tokens adds up to "
                "more than 8 here: the engine supports at most 8 in one city");
}

TEST_CASE("data limits: one pending decision per card, Wonder or token", "[data][limits]") {
  TempData data;
  data.edit("wonders.json", [](json& d) {
    // The Statue of Zeus also draws from the box, like the Great Library.
    for (json& w : d["wonders"]) {
      if (w["name"] == "The Statue of Zeus") w["effects"].push_back({{"type", "progress_from_box"}, {"draw", 3}});
    }
  });
  const LoadResult result = data.load();
  require_error(result, "wonders.json", "/wonders/10/effects",
                "2 of discard_opponent_card, construct_from_discard and progress_from_box: the "
                "engine supports at most 1 of them per card, Wonder or Progress token");
}
