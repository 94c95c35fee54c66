// The loader's messages after the first (issue 33 item 10): a file that does not parse
// stops the load with its own error, once; a broken list gives no false errors about
// what it left out; every item is named after its index ("/divinities/12 (Mars)"); and
// --set / --sweep address an item by its name (pantheon/pantheon.json:Mars/...).
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "../src/cli/balance/data_override.hpp"
#include "cli_support.hpp"
#include "duel/data_loader.hpp"
#include "module_root.hpp"
#include "temp_data.hpp"

namespace {

using namespace duel;
using duel::test::ModuleRoot;
using nlohmann::json;
namespace fs = std::filesystem;

// A data root with base/ and copies of the shipped expansions to break.
struct ExpansionCopy : ModuleRoot {
  explicit ExpansionCopy(std::vector<std::string> modules) : ModuleRoot(std::initializer_list<const char*>{}), expansions(std::move(modules)) {
    for (const std::string& module : expansions) {
      fs::copy(fs::path(DUEL_SOURCE_DATA_DIR) / module, fs::path(dir()) / module, fs::copy_options::recursive);
    }
  }
  std::string text(const std::string& file) const {
    std::ifstream in(fs::path(dir()) / file);
    std::stringstream out;
    out << in.rdbuf();
    return out.str();
  }
  void write_text(const std::string& file, const std::string& text) const {
    std::ofstream(fs::path(dir()) / file, std::ios::trunc) << text;
  }
  LoadResult load() const { return load_rules(dir(), expansions); }
  std::vector<std::string> expansions;
};

std::vector<std::string> messages(const LoadResult& result) {
  std::vector<std::string> out;
  for (const DataError& e : result.errors) out.push_back(e.to_string());
  return out;
}

// agora.json without the comma after "cubes_per_player": 12 (line 10).
std::string without_a_comma(const std::string& text) {
  std::string broken = text;
  const std::size_t at = broken.find("\"cubes_per_player\": 12,");
  REQUIRE(at != std::string::npos);
  broken.erase(at + std::string("\"cubes_per_player\": 12").size(), 1);
  return broken;
}

}  // namespace

TEST_CASE("data messages: a file that does not parse stops the load with its error alone", "[data][messages]") {
  ExpansionCopy copy({"agora"});
  copy.write_text("agora/agora.json", without_a_comma(copy.text("agora/agora.json")));
  // Before: this error, then 13 "a Senator needs the Agora module" (one per Senator card).
  CHECK(messages(copy.load()) ==
        std::vector<std::string>{"agora/agora.json: parse error at line 11, column 22: syntax error while parsing object - "
                                 "unexpected string literal; expected '}'"});
}

TEST_CASE("data messages: validate and balance print a file's parse error once", "[data][messages][cli]") {
  ExpansionCopy copy({"agora", "pantheon"});
  copy.write_text("agora/agora.json", without_a_comma(copy.text("agora/agora.json")));
  const std::string error =
      "agora/agora.json: parse error at line 11, column 22: syntax error while parsing object - unexpected string "
      "literal; expected '}'\n";
  const duel::test::Run one = duel::test::run_cli("validate --data " + copy.dir() + " --expansions agora");
  CHECK(one.status == 1);
  CHECK(one.output == error + copy.dir() + " (base + agora): 1 problem(s)\n");
  // Every combination: Agora's file is read with base + agora and with all three; its
  // error was printed twice (with 13 follow-on errors each time).
  const duel::test::Run all = duel::test::run_cli("validate --data " + copy.dir());
  CHECK(all.status == 1);
  INFO(all.output);
  CHECK(all.output.find(error) != std::string::npos);
  CHECK(all.output.find(error) == all.output.rfind(error));
  CHECK(all.output.find(copy.dir() + " (base + agora): 1 problem(s)\n") != std::string::npos);
  CHECK(all.output.find(copy.dir() + " (base + agora + pantheon): 1 problem(s) (all listed above)\n") != std::string::npos);
  const fs::path out = fs::path(copy.dir()) / "out";
  const duel::test::Run balance =
      duel::test::run_cli("balance --games 2 --data " + copy.dir() + " --expansions agora --out " + out.string());
  CHECK(balance.status == 1);
  CHECK(balance.output == error + "7wd-cli: the game data in " + copy.dir() + " with agora has 1 problem(s)\n");
}

TEST_CASE("data messages: agora.json that is no object gives no Senator errors", "[data][messages]") {
  ExpansionCopy copy({"agora"});
  copy.write_text("agora/agora.json", "[]");
  CHECK(messages(copy.load()) == std::vector<std::string>{"agora/agora.json: expected an object, got an array"});
}

TEST_CASE("data messages: seven Chambers give one error, no false 'no Chamber' ones", "[data][messages]") {
  ExpansionCopy copy({"agora"});
  copy.edit("agora/agora.json", [](json& d) { d["chambers"].push_back(d["chambers"][2]); });
  // Before: also "no Chamber is in the middle section" for the three middle Politicians
  // and "... right section" for the two right ones.
  CHECK(messages(copy.load()) ==
        std::vector<std::string>{"agora/agora.json: /chambers: 7 Chambers, but the engine's Senate has exactly 6"});
  // A Chamber whose section cannot be read: its own error only.
  ExpansionCopy unknown({"agora"});
  unknown.edit("agora/agora.json", [](json& d) { d["chambers"][2]["section"] = "centre"; });
  CHECK(messages(unknown.load()) ==
        std::vector<std::string>{"agora/agora.json: /chambers/2/section: unknown section \"centre\" (expected left, middle or right)"});
}

TEST_CASE("data messages: items are named after their index", "[data][messages]") {
  SECTION("a Divinity's effect") {
    ExpansionCopy copy({"pantheon"});
    copy.edit("pantheon/pantheon.json", [](json& d) { d["divinities"][12]["effects"][0]["amount"] = 0; });
    const LoadResult result = copy.load();
    CHECK(messages(result) == std::vector<std::string>{"pantheon/pantheon.json: /divinities/12 (Mars)/effects/0/amount: "
                                                       "expected an integer from 1 to 255, got 0"});
    REQUIRE(result.errors.size() == 1);
    CHECK(result.errors[0].path == "/divinities/12/effects/0/amount");  // the JSON pointer itself
  }
  SECTION("a Senator and a Decree") {
    ExpansionCopy copy({"agora"});
    copy.edit("agora/agora.json", [](json& d) {
      d["senators"][3]["section"] = "centre";
      d["decrees"][0]["amount"] = 0;
    });
    CHECK(messages(copy.load()) ==
          std::vector<std::string>{
              "agora/agora.json: /senators/3 (Middle Politician 2)/section: unknown section \"centre\" (expected left, middle or right)",
              "agora/agora.json: /decrees/0 (Decree 1)/amount: expected an integer from 1 to 255, got 0"});
  }
  SECTION("a card of the base game, and an item effect named by its Wonder") {
    ExpansionCopy copy({"agora"});
    copy.edit("base/cards.json", [](json& d) { d["cards"][36]["cost"]["coins"] = -1; });
    copy.edit("agora/agora.json", [](json& d) { d["item_effects"][0]["effects"][0]["type"] = "place_cubes"; });
    const std::vector<std::string> got = messages(copy.load());
    REQUIRE(got.size() == 2);
    CHECK(got[0] == "base/cards.json: /cards/36 (Library)/cost/coins: expected an integer from 0 to 255, got -1");
    CHECK(got[1].rfind("agora/agora.json: /item_effects/0 (Curia Julia)/effects/0/type: unknown effect type \"place_cubes\"", 0) == 0);
  }
}

TEST_CASE("data messages: --set names an item by its name", "[data][messages][set]") {
  using duel::cli::balance::DataOverride;
  using duel::cli::balance::load_with_overrides;
  using duel::cli::balance::parse_override;
  const auto load = [](const std::string& text, std::string& error, const std::string& data = DUEL_SOURCE_DATA_DIR) {
    DataOverride o;
    REQUIRE(parse_override(text, o, error));
    return load_with_overrides(data, {"pantheon", "agora"}, {o}, error);
  };
  std::string error;
  SECTION("by name, or written as moves write it") {
    for (const std::string name : {"Mars", "mars", " MARS"}) {
      const auto rules = load("pantheon/pantheon.json:" + name + "/cost_modifier=-2", error);
      INFO(error);
      REQUIRE(rules);
      CHECK(rules->pantheon->divinities[12].name == "Mars");
      CHECK(rules->pantheon->divinities[12].cost_modifier == -2);
      CHECK(rules->pantheon->divinities[11].cost_modifier == 0);
    }
    const auto rules = load("base/cards.json:Library/cost/coins=3", error);
    REQUIRE(rules);
    CHECK(rules->cards[rules->find_card("Library")].cost.coins == 3);
  }
  SECTION("a name that is no item's, with the names near it") {
    CHECK_FALSE(load("pantheon/pantheon.json:Marz/effects/0/amount=3", error));
    CHECK(error == "--set pantheon/pantheon.json:Marz/effects/0/amount=3: pantheon/pantheon.json has no item named \"Marz\" "
                   "(near: \"Mars\")");
    CHECK_FALSE(load("pantheon/pantheon.json:Xyzzy/effects/0/amount=3", error));
    CHECK(error == "--set pantheon/pantheon.json:Xyzzy/effects/0/amount=3: pantheon/pantheon.json has no item named \"Xyzzy\" "
                   "(no name is near it)");
  }
  SECTION("a name that two items share: the JSON pointers to choose from") {
    ExpansionCopy copy({"pantheon", "agora"});
    copy.edit("agora/agora.json", [](json& d) { d["conspiracies"][0]["name"] = "Decree 3"; });
    CHECK_FALSE(load("agora/agora.json:Decree 3/amount=2", error, copy.dir()));
    // The file's lists in key order (conspiracies before decrees).
    CHECK(error == "--set agora/agora.json:Decree 3/amount=2: 2 items of agora/agora.json are named \"Decree 3\" "
                   "(/conspiracies/0, /decrees/2): write the JSON pointer, e.g. agora/agora.json:/conspiracies/0/amount");
  }
  SECTION("a number the data leaves out is added, and the loader checks it") {
    CHECK_FALSE(load("pantheon/pantheon.json:Mars/cost_modifier=60", error));
    CHECK(error == "the data is not valid after --set pantheon/pantheon.json:Mars/cost_modifier=60\n"
                   "  pantheon/pantheon.json: /divinities/12 (Mars)/cost_modifier: expected an integer from -50 to 50, got 60");
    CHECK_FALSE(load("pantheon/pantheon.json:Mars/cost_modifer=1", error));
    CHECK(error == "the data is not valid after --set pantheon/pantheon.json:Mars/cost_modifer=1\n"
                   "  pantheon/pantheon.json: /divinities/12 (Mars)/cost_modifer: unknown field \"cost_modifer\" "
                   "(expected name, mythology, effects or cost_modifier)");
  }
}

TEST_CASE("data messages: balance --set and --sweep by name", "[data][messages][set][cli]") {
  const fs::path dir = duel::test::temp_dir("set-by-name");
  const std::string common = "balance --games 4 --p1 greedy --p2 greedy --expansions pantheon --seed 3";
  // The same games as the JSON pointer's.
  REQUIRE(duel::test::run_cli(common + " --set pantheon/pantheon.json:/divinities/12/effects/0/amount=5 --out " + (dir / "pointer").string()).status == 0);
  REQUIRE(duel::test::run_cli(common + " --set pantheon/pantheon.json:Mars/effects/0/amount=5 --out " + (dir / "name").string()).status == 0);
  const auto divinities = [&](const std::string& run) {
    std::ifstream in(dir / run / "report.json");
    return json::parse(in)["divinities"];
  };
  CHECK(divinities("pointer") == divinities("name"));
  const duel::test::Run bad = duel::test::run_cli(common + " --set pantheon/pantheon.json:Marz/effects/0/amount=5 --out " + (dir / "bad").string());
  CHECK(bad.status == 1);
  CHECK(bad.output == "7wd-cli balance: --set pantheon/pantheon.json:Marz/effects/0/amount=5: pantheon/pantheon.json has no "
                      "item named \"Marz\" (near: \"Mars\")\n");
  CHECK_FALSE(fs::exists(dir / "bad"));
  REQUIRE(duel::test::run_cli(common + " --sweep pantheon/pantheon.json:Mars/cost_modifier=-2,0 --out " + (dir / "sweep").string()).status == 0);
  std::ifstream in(dir / "sweep" / "sweep.json");
  const json sweep = json::parse(in);
  CHECK(sweep["sweep"]["item"] == json{{"kind", "Divinity"}, {"name", "Mars"}});
  CHECK(sweep["rows"].size() == 2);
  fs::remove_all(dir);
}
