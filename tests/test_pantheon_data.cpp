// The Pantheon expansion's data (data/pantheon/, docs/data-format.md "Pantheon"): the
// numbers loaded against the reference tables (../shared/reference/pantheon.md beside
// the checkout), the loader's messages for broken copies, validate's summary, and games
// with it in 7wd-cli.
#include <catch2/catch.hpp>

#include <filesystem>
#include <map>

#include "cli_support.hpp"
#include "duel/data_loader.hpp"
#include "module_root.hpp"
#include "temp_data.hpp"

namespace {

using namespace duel;
using duel::test::ModuleRoot;
using duel::test::require_error;
using nlohmann::json;

LoadResult load_pantheon(const std::string& dir) { return load_rules(dir, {"pantheon"}); }

const Rules& shipped() {
  static const LoadResult loaded = load_pantheon(DUEL_SOURCE_DATA_DIR);
  INFO(duel::test::all_errors(loaded));
  REQUIRE(loaded.ok());
  return *loaded.rules;
}

// A data root with base/ and a copy of the shipped pantheon/ to break.
struct PantheonCopy : ModuleRoot {
  PantheonCopy() : ModuleRoot(std::initializer_list<const char*>{}) {
    std::filesystem::copy(std::filesystem::path(DUEL_SOURCE_DATA_DIR) / "pantheon", std::filesystem::path(dir()) / "pantheon",
                          std::filesystem::copy_options::recursive);
  }
  template <typename Change>
  LoadResult broken(Change&& change) {
    edit("pantheon/pantheon.json", change);
    return load_pantheon(dir());
  }
};

const DivinityDef& divinity(const PantheonRules& p, const std::string& name) {
  for (const DivinityDef& d : p.divinities) {
    if (d.name == name) return d;
  }
  FAIL("no Divinity " << name);
  return p.divinities.front();
}

ResourceCounts resources(std::initializer_list<std::pair<Resource, int>> counts) {
  ResourceCounts out{};
  for (auto [r, n] : counts) out[static_cast<std::size_t>(r)] = static_cast<std::uint8_t>(n);
  return out;
}

}  // namespace

TEST_CASE("pantheon: the board's space costs for each player", "[pantheon]") {
  const PantheonRules& p = *shipped().pantheon;
  REQUIRE(p.space_costs.size() == 6);
  const int player_1[] = {3, 4, 5, 6, 7, 8}, player_2[] = {8, 7, 6, 5, 4, 3};
  for (std::size_t s = 0; s < 6; ++s) {
    CHECK(int{p.space_costs[s][0]} == player_1[s]);
    CHECK(int{p.space_costs[s][1]} == player_2[s]);
  }
  CHECK(p.gate_name == "The Gate");
  CHECK(int{p.gate_cost_multiplier} == 2);
  CHECK(p.gate_effects == std::vector<PantheonEffect>{{PantheonEffectKind::ActivateTopDivinity}});
  CHECK(int{p.divinities_drawn} == 2);
  CHECK(int{p.snakes} == 1);
  CHECK(int{p.minerva_pawns} == 1);
}

TEST_CASE("pantheon: 15 Divinities, their Mythologies and effects", "[pantheon]") {
  const PantheonRules& p = *shipped().pantheon;
  REQUIRE(p.divinities.size() == 15);
  const std::map<std::string, Mythology> mythology = {
      {"Enki", Mythology::Mesopotamian}, {"Ishtar", Mythology::Mesopotamian}, {"Nisaba", Mythology::Mesopotamian},
      {"Astarte", Mythology::Phoenician}, {"Baal", Mythology::Phoenician},     {"Tanit", Mythology::Phoenician},
      {"Aphrodite", Mythology::Greek},    {"Hades", Mythology::Greek},        {"Zeus", Mythology::Greek},
      {"Anubis", Mythology::Egyptian},    {"Isis", Mythology::Egyptian},      {"Ra", Mythology::Egyptian},
      {"Mars", Mythology::Roman},         {"Minerva", Mythology::Roman},      {"Neptune", Mythology::Roman}};
  for (const auto& [name, myth] : mythology) {
    INFO(name);
    CHECK(divinity(p, name).mythology == myth);
  }
  for (int m = 0; m < kMythologyCount; ++m) CHECK(p.divinities_of(static_cast<Mythology>(m)) == 3);

  // The kinds of the base effect table, as docs/engine.md's worked example says.
  CHECK(int{divinity(p, "Tanit").effects.coins} == 12);
  CHECK(int{divinity(p, "Aphrodite").effects.victory_points} == 9);
  CHECK(int{divinity(p, "Mars").effects.shields} == 2);
  CHECK(divinity(p, "Hades").effects.construct_from_discard);
  CHECK(divinity(p, "Ishtar").effects.science == static_cast<std::uint8_t>(Science::Law));
  for (const char* name : {"Tanit", "Aphrodite", "Mars", "Hades", "Ishtar"}) CHECK(divinity(p, name).pantheon.empty());

  // The Pantheon kinds, with their numbers.
  using K = PantheonEffectKind;
  const auto one = [&](const std::string& name) {
    const DivinityDef& d = divinity(p, name);
    INFO(name);
    REQUIRE(d.pantheon.size() == 1);
    CHECK(d.effects.op_count == 0);
    return d.pantheon.front();
  };
  CHECK(one("Enki") == PantheonEffect{K::ProgressTokensOnReveal, 2});
  CHECK(one("Nisaba") == PantheonEffect{K::CopyOpponentScience});
  CHECK(one("Astarte") == PantheonEffect{K::CoinsOnDivinity, 7});
  const std::uint8_t brown_grey = 1u << static_cast<int>(Color::Brown) | 1u << static_cast<int>(Color::Grey);
  CHECK(one("Baal") == PantheonEffect{K::TakeOpponentCard, 0, brown_grey});
  CHECK(one("Zeus") == PantheonEffect{K::DiscardStructureCard});
  CHECK(one("Anubis") == PantheonEffect{K::DiscardWonderCard});
  CHECK(one("Isis") == PantheonEffect{K::WonderFromDiscard});
  CHECK(one("Ra") == PantheonEffect{K::TakeOpponentWonder});
  CHECK(one("Minerva") == PantheonEffect{K::PlaceMinerva});
  CHECK(one("Neptune") == PantheonEffect{K::RemoveThenApplyMilitaryToken});
}

TEST_CASE("pantheon: Mythology and Offering tokens and their structure slots", "[pantheon]") {
  const Rules& rules = shipped();
  const PantheonRules& p = *rules.pantheon;
  for (std::uint8_t n : p.mythology_tokens) CHECK(int{n} == 2);
  CHECK(p.mythology_token_total() == 10);
  CHECK(p.mythology_token_slots == std::vector<std::uint8_t>{2, 4, 9, 11, 13});
  CHECK(p.offering_tokens == std::vector<std::uint8_t>{2, 3, 4});
  CHECK(p.offering_token_slots == std::vector<std::uint8_t>{6, 8, 10});
  // The slots are the 1st and 3rd cards of Age I's face-down 3-card row, the 1st, 3rd and
  // 5th of its face-down 5-card row, and the 1st, 3rd and 5th of Age II's 5-card row.
  for (std::uint8_t s : p.mythology_token_slots) CHECK_FALSE(rules.layouts[0].slots[s].face_up);
  for (std::uint8_t s : p.offering_token_slots) CHECK_FALSE(rules.layouts[1].slots[s].face_up);
  CHECK(int{rules.layouts[0].slots[2].row} == 1);
  CHECK(int{rules.layouts[0].slots[13].row} == 3);
  CHECK(int{rules.layouts[1].slots[6].row} == 1);
}

TEST_CASE("pantheon: Grand Temples replace the Guilds in Age III", "[pantheon]") {
  const Rules& rules = shipped();
  const PantheonRules& p = *rules.pantheon;
  struct Temple {
    const char* name;
    Mythology mythology;
    ResourceCounts cost;
  };
  using R = Resource;
  const Temple temples[] = {
      {"Mesopotamian Grand Temple", Mythology::Mesopotamian, resources({{R::Wood, 3}, {R::Glass, 1}, {R::Papyrus, 1}})},
      {"Phoenician Grand Temple", Mythology::Phoenician,
       resources({{R::Wood, 1}, {R::Stone, 1}, {R::Glass, 1}, {R::Papyrus, 2}})},
      {"Greek Grand Temple", Mythology::Greek, resources({{R::Stone, 3}, {R::Glass, 1}, {R::Papyrus, 1}})},
      {"Egyptian Grand Temple", Mythology::Egyptian, resources({{R::Clay, 3}, {R::Glass, 1}, {R::Papyrus, 1}})},
      {"Roman Grand Temple", Mythology::Roman,
       resources({{R::Clay, 1}, {R::Stone, 1}, {R::Glass, 2}, {R::Papyrus, 1}})},
  };
  REQUIRE(p.grand_temples.size() == 5);
  for (std::size_t i = 0; i < 5; ++i) {
    INFO(temples[i].name);
    const CardId id = rules.find_card(temples[i].name);
    REQUIRE(id != kNone);
    CHECK(p.grand_temples[i].card == id);
    CHECK(p.grand_temples[i].mythology == temples[i].mythology);
    CHECK(rules.cards[id].cost.resources == temples[i].cost);
    CHECK(int{rules.cards[id].cost.coins} == 0);
    CHECK(int{rules.cards[id].age} == 3);
    CHECK(rules.pools[rules.cards[id].pool] == "grand_temples");
  }
  CHECK(p.grand_temple_points == std::vector<std::uint8_t>{5, 12, 21});
  // 73 base cards less the 7 Guilds, plus the 5 Grand Temples; Age III draws 17 + 3.
  CHECK(rules.cards.size() == 71);
  CHECK(rules.find_card("Moneylenders Guild") == kNone);
  const auto& age_3 = rules.deck_composition[2];
  REQUIRE(age_3.size() == 2);
  CHECK(rules.pools[age_3[0].pool] == "age_3");
  CHECK(int{age_3[0].count} == 17);
  CHECK(rules.pools[age_3[1].pool] == "grand_temples");
  CHECK(int{age_3[1].count} == 3);
}

TEST_CASE("pantheon: its Wonders and Progress tokens", "[pantheon]") {
  const Rules& rules = shipped();
  const PantheonRules& p = *rules.pantheon;
  CHECK(rules.wonders.size() == 14);
  CHECK(rules.progress_tokens.size() == 13);
  using R = Resource;
  const WonderId sanctuary = rules.find_wonder("The Sanctuary"), theater = rules.find_wonder("The Divine Theater");
  REQUIRE(sanctuary != kNone);
  REQUIRE(theater != kNone);
  CHECK(rules.wonders[sanctuary].cost.resources == resources({{R::Papyrus, 1}, {R::Glass, 1}, {R::Stone, 2}}));
  CHECK(rules.wonders[sanctuary].effects.play_again);
  CHECK(int{rules.wonders[sanctuary].effects.victory_points} == 0);
  CHECK(rules.wonders[theater].cost.resources == resources({{R::Papyrus, 2}, {R::Glass, 1}, {R::Wood, 2}}));
  CHECK(int{rules.wonders[theater].effects.victory_points} == 2);
  using K = PantheonEffectKind;
  const auto effects_of = [&](bool wonder, std::uint8_t id) {
    for (const PantheonItemEffects& item : p.item_effects) {
      if (item.wonder == wonder && item.id == id) return item.effects;
    }
    return std::vector<PantheonEffect>{};
  };
  CHECK(effects_of(true, sanctuary) == std::vector<PantheonEffect>{{K::PantheonDiscount, 2}});
  CHECK(effects_of(true, theater) == std::vector<PantheonEffect>{{K::ActivateFromMythologyDeck}});
  CHECK(effects_of(false, rules.find_token("Engineering")) == std::vector<PantheonEffect>{{K::ChainForCoins, 1}});
  CHECK(effects_of(false, rules.find_token("Mysticism")) ==
        std::vector<PantheonEffect>{{K::VictoryPointsPerPantheonToken, 2}});
  CHECK(effects_of(false, rules.find_token("Poliorcetics")) ==
        std::vector<PantheonEffect>{{K::CoinsLostPerPawnStep, 1}});
  CHECK(p.item_effects.size() == 5);
  // The loader's masks of the items with each kind (pantheon_amount reads only those).
  const auto bit = [](std::uint8_t id) { return static_cast<std::uint16_t>(1U << id); };
  CHECK(p.wonders_with[static_cast<int>(K::PantheonDiscount)] == bit(sanctuary));
  CHECK(p.wonders_with[static_cast<int>(K::ActivateFromMythologyDeck)] == bit(theater));
  CHECK(p.tokens_with[static_cast<int>(K::ChainForCoins)] == bit(rules.find_token("Engineering")));
  CHECK(p.tokens_with[static_cast<int>(K::CoinsLostPerPawnStep)] == bit(rules.find_token("Poliorcetics")));
  CHECK(p.tokens_with[static_cast<int>(K::PantheonDiscount)] == 0);
  CHECK(p.wonders_with[static_cast<int>(K::ChainForCoins)] == 0);
}

TEST_CASE("pantheon: the base game alone has no Pantheon", "[pantheon]") {
  const LoadResult base = load_rules(DUEL_SOURCE_DATA_DIR);
  REQUIRE(base.ok());
  CHECK_FALSE(base.rules->pantheon.has_value());
  CHECK(base.rules->cards.size() == 73);
}

TEST_CASE("pantheon: the loader refuses what the engine cannot represent", "[pantheon][bad-input]") {
  const std::string file = "pantheon/pantheon.json";
  SECTION("an unknown Mythology") {
    PantheonCopy copy;
    require_error(copy.broken([](json& d) { d["divinities"][3]["mythology"] = "norse"; }), file,
                  "/divinities/3/mythology",
                  "unknown Mythology \"norse\" (expected mesopotamian, phoenician, greek, egyptian or roman)");
  }
  SECTION("a Divinity named twice") {
    PantheonCopy copy;
    require_error(copy.broken([](json& d) { d["divinities"][4]["name"] = "Enki"; }), file, "/divinities/4/name",
                  "duplicate name \"Enki\" (also at /divinities/0)");
  }
  SECTION("a token slot that is not in the structure") {
    PantheonCopy copy;
    require_error(copy.broken([](json& d) { d["mythology_token_slots"][4] = 20; }), file, "/mythology_token_slots/4",
                  "slot 20 is not in the Age 1 structure (its slots are 0 to 19, base/structures.json)");
  }
  SECTION("a token slot on a face-up card") {
    PantheonCopy copy;
    require_error(copy.broken([](json& d) { d["offering_token_slots"][1] = 0; }), file, "/offering_token_slots/1",
                  "slot 0 of the Age 2 structure is face up: tokens go on face-down cards");
  }
  SECTION("a slot listed twice") {
    PantheonCopy copy;
    require_error(copy.broken([](json& d) { d["mythology_token_slots"][1] = 2; }), file, "/mythology_token_slots/1",
                  "slot 2 listed twice");
  }
  SECTION("more spaces than the engine holds") {
    PantheonCopy copy;
    require_error(copy.broken([](json& d) {
                    d["space_costs"]["player_1"] = json::array({3, 4, 5, 6, 7, 8, 9, 10, 11});
                  }),
                  file, "/space_costs/player_1", "9 space costs, but the engine supports at most 8");
  }
  SECTION("a space too many for the tokens and the Gate") {
    PantheonCopy copy;
    require_error(copy.broken([](json& d) {
                    d["space_costs"]["player_1"].push_back(9);
                    d["space_costs"]["player_2"].push_back(2);
                  }),
                  file, "/space_costs",
                  "7 spaces, but 5 Mythology token slots place 5 Divinities and the Gate takes the one space left: "
                  "expected 6 spaces");
  }
  SECTION("the players' costs for different numbers of spaces") {
    PantheonCopy copy;
    require_error(copy.broken([](json& d) { d["space_costs"]["player_2"].erase(5); }), file,
                  "/space_costs/player_2", "5 costs, but player_1 has 6: one cost per space for each player");
  }
  SECTION("more tokens of a Mythology than its Divinities") {
    PantheonCopy copy;
    require_error(copy.broken([](json& d) { d["mythology_tokens"]["greek"] = 4; }), file, "/mythology_tokens/greek",
                  "4 tokens, but the greek Mythology has 3 Divinities: each token places one of them");
  }
  SECTION("Offering tokens and their slots do not match") {
    PantheonCopy copy;
    require_error(copy.broken([](json& d) { d["offering_tokens"].push_back(5); }), file, "/offering_token_slots",
                  "3 slots for 4 Offering tokens: every Offering token goes on one slot");
  }
  SECTION("an unknown effect type") {
    PantheonCopy copy;
    require_error(copy.broken([](json& d) { d["divinities"][0]["effects"][0]["type"] = "summon"; }), file,
                  "/divinities/0/effects/0/type", "unknown effect type \"summon\" (expected progress_tokens_on_reveal, ");
  }
  SECTION("a Pantheon effect without its amount") {
    PantheonCopy copy;
    require_error(copy.broken([](json& d) { d["divinities"][3]["effects"][0].erase("amount"); }), file,
                  "/divinities/3/effects/0", "missing field \"amount\"");
  }
  SECTION("a Grand Temple that is not a card of the Grand Temples' pool") {
    PantheonCopy copy;
    require_error(copy.broken([](json& d) { d["grand_temples"][2]["name"] = "Palace"; }), file,
                  "/grand_temples/2/name", "no card named \"Palace\" in the pool \"grand_temples\" (cards.json)");
  }
  SECTION("two Grand Temples of one Mythology") {
    PantheonCopy copy;
    require_error(copy.broken([](json& d) { d["grand_temples"][4]["mythology"] = "greek"; }), file,
                  "/grand_temples/4/mythology", "the greek Mythology already has a Grand Temple (/grand_temples/2)");
  }
  SECTION("a score table that does not fit the Temples drawn") {
    PantheonCopy copy;
    require_error(copy.broken([](json& d) { d["grand_temple_points"].push_back(30); }), file, "/grand_temple_points",
                  "4 rows, but the decks hold 3 Grand Temples: one row for each number built, 1 to 3");
  }
  SECTION("item effects of a Wonder that does not exist") {
    PantheonCopy copy;
    require_error(copy.broken([](json& d) { d["item_effects"][0]["wonder"] = "The Shrine"; }), file,
                  "/item_effects/0/wonder",
                  "no Wonder named \"The Shrine\" (wonders.json of this module or the modules before)");
  }
  SECTION("a second Minerva pawn") {
    PantheonCopy copy;
    require_error(copy.broken([](json& d) { d["minerva_pawns"] = 2; }), file, "/minerva_pawns",
                  "2 Minerva pawns, but the engine supports exactly 1");
  }
  SECTION("an unknown field") {
    PantheonCopy copy;
    require_error(copy.broken([](json& d) { d["senators"] = 3; }), file, "/senators", "unknown field \"senators\"");
  }
}

TEST_CASE("pantheon: games with it are played by sim and bench", "[pantheon][cli]") {
  const LoadResult play = load_rules(DUEL_SOURCE_DATA_DIR, {"pantheon"});
  INFO(duel::test::all_errors(play));
  REQUIRE(play.ok());
  RulesCache cache(DUEL_SOURCE_DATA_DIR);
  CHECK(cache.get({"pantheon"}).ok());
  const duel::test::Run sim = duel::test::run_cli("sim --games 20 --expansions pantheon");
  INFO(sim.output);
  CHECK(sim.status == 0);
  CHECK(sim.output.find("20 games") != std::string::npos);
  CHECK(sim.output.find("divinities") != std::string::npos);    // the score rows Pantheon adds
  CHECK(sim.output.find("grand_temples") != std::string::npos);
  const duel::test::Run base = duel::test::run_cli("sim --games 20");
  CHECK(base.output.find("divinities") == std::string::npos);   // base games keep their rows
}

TEST_CASE("pantheon: validate checks its data and prints a summary", "[pantheon][cli]") {
  const duel::test::Run r = duel::test::run_cli("validate --expansions pantheon");
  INFO(r.output);
  CHECK(r.status == 0);
  CHECK(r.output.find("(base + pantheon): valid (71 cards, 14 Wonders, 13 Progress tokens)\n"
                      "  Pantheon: 6 spaces, 15 Divinities in 5 Mythologies, The Gate, 10 Mythology tokens (5 on "
                      "Age I slots), 3 Offering tokens (on Age II slots), 5 Grand Temples (3 in Age III)\n") !=
        std::string::npos);
}
