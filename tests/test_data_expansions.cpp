// The loader refuses expansion data the engine cannot honour exactly (docs/data-format.md
// "What the engine honours"): a module that lost a file its manifest lists, names that
// make two moves read the same, effects whose state the engine holds once, a card taken
// with its science symbol, texts past their limit, blank or control-character names.
#include <catch2/catch.hpp>

#include <filesystem>

#include "duel/data_loader.hpp"
#include "module_root.hpp"
#include "temp_data.hpp"

namespace {

using namespace duel;
using duel::test::ModuleRoot;
using duel::test::require_error;
using nlohmann::json;

// A data root with base/ and copies of the shipped pantheon/ and agora/ to break.
struct Expansions : ModuleRoot {
  Expansions() : ModuleRoot(std::initializer_list<const char*>{}) {
    for (const char* module : {"pantheon", "agora"}) {
      std::filesystem::copy(std::filesystem::path(DUEL_SOURCE_DATA_DIR) / module, std::filesystem::path(dir()) / module,
                            std::filesystem::copy_options::recursive);
    }
  }
  LoadResult pantheon() const { return load({"pantheon"}); }
  LoadResult agora() const { return load({"agora"}); }
};

}  // namespace

TEST_CASE("expansion data: the shipped modules load in every combination", "[data][expansions]") {
  for (const std::vector<std::string>& expansions :
       {std::vector<std::string>{}, {"pantheon"}, {"agora"}, {"agora", "pantheon"}}) {
    const LoadResult loaded = load_rules(DUEL_SOURCE_DATA_DIR, expansions);
    INFO(duel::test::all_errors(loaded));
    CHECK(loaded.ok());
  }
}

TEST_CASE("expansion data: a module's manifest lists its files", "[data][expansions][bad-input]") {
  Expansions root;
  SECTION("a listed file that is missing: Pantheon without pantheon.json") {
    REQUIRE(root.pantheon().ok());
    root.lose("pantheon/pantheon.json");
    require_error(root.pantheon(), "pantheon/module.json", "/files/3",
                  "lists \"pantheon.json\", which is not in the module's folder: the module needs every file it lists");
  }
  SECTION("a data file in the folder that the manifest does not list") {
    root.edit("agora/module.json", [](json& m) { m["files"].erase(m["files"].size() - 1); });
    require_error(root.agora(), "agora/module.json", "/files",
                  "does not list \"agora.json\", which is in the module's folder: list it, or remove the file");
  }
  SECTION("a manifest without its files") {
    root.edit("pantheon/module.json", [](json& m) { m.erase("files"); });
    require_error(root.pantheon(), "pantheon/module.json", "", "missing field \"files\" (expected an array of the module's data files)");
  }
  SECTION("an unknown file and a file listed twice") {
    root.edit("pantheon/module.json", [](json& m) { m["files"].push_back("divinities.json"); m["files"].push_back("cards.json"); });
    const LoadResult result = root.pantheon();
    require_error(result, "pantheon/module.json", "/files/4",
                  "unknown data file \"divinities.json\" (expected \"cards.json\", \"wonders.json\", \"progress_tokens.json\", "
                  "\"structures.json\", \"military.json\", \"constants.json\", \"decks.json\", \"pantheon.json\", \"agora.json\")");
    require_error(result, "pantheon/module.json", "/files/5", "\"cards.json\" listed twice");
  }
  SECTION("base lists all seven files") {
    root.edit("base/module.json", [](json& m) { m["files"].erase(6); });
    require_error(root.load({}), "base/module.json", "/files",
                  "does not list \"decks.json\": the base module defines the whole game, with all of cards.json, "
                  "wonders.json, progress_tokens.json, structures.json, military.json, constants.json, decks.json");
  }
  SECTION("a module that replaces the structures lists them") {
    root.edit("agora/module.json", [](json& m) { m["files"].erase(3); });  // structures.json
    const LoadResult result = root.agora();
    require_error(result, "agora/module.json", "/replaces/structures",
                  "replaces the structures, but /files does not list \"structures.json\"");
  }
}

TEST_CASE("expansion data: names that make two moves read the same", "[data][expansions][bad-input]") {
  Expansions root;
  SECTION("a Conspiracy named \"nothing\": trigger nothing") {
    root.edit("agora/agora.json", [](json& d) { d["conspiracies"][5]["name"] = "nothing"; });
    require_error(root.agora(), "agora/agora.json", "/conspiracies/5/name",
                  "the move \"trigger nothing\" reads two ways, naming nothing of the data, or \"nothing\" "
                  "(/conspiracies/5): rename one of them");
  }
  SECTION("a Divinity named \"Zeus with offering 3\"") {
    root.edit("pantheon/pantheon.json", [](json& d) { d["divinities"][12]["name"] = "Zeus with offering 3"; });
    require_error(root.pantheon(), "pantheon/pantheon.json", "/divinities/12/name",
                  "the move \"activate Zeus with offering 3\" reads two ways, naming \"Zeus\" (/divinities/8), or "
                  "\"Zeus with offering 3\" (/divinities/12): rename one of them");
  }
  SECTION("a Conspiracy whose name runs into a card's: prepare ... with ...") {
    // "prepare Coup with Lumber with Pit": Coup with "Lumber with Pit", or "Coup with Lumber" with "Pit".
    root.edit("agora/agora.json", [](json& d) { d["conspiracies"][6]["name"] = "Coup with Lumber"; });
    root.edit("base/cards.json", [](json& d) {
      d["cards"][0]["name"] = "Lumber with Pit";
      d["cards"][1]["name"] = "Pit";
    });
    require_error(root.agora(), "agora/agora.json", "/conspiracies/6/name",
                  "the move \"prepare Coup with Lumber with Pit\" reads two ways, naming \"Lumber with Pit\" (base/cards.json "
                  "/cards/0) and \"Coup\" (/conspiracies/5), or \"Pit\" (base/cards.json /cards/1) and \"Coup with Lumber\" "
                  "(/conspiracies/6): rename one of them");
  }
  SECTION("the shipped names read one way") {
    CHECK(root.load({"agora", "pantheon"}).ok());
  }
}

TEST_CASE("expansion data: blank, control-character and padded names", "[data][expansions][bad-input]") {
  Expansions root;
  SECTION("a Divinity named with spaces only") {
    root.edit("pantheon/pantheon.json", [](json& d) { d["divinities"][0]["name"] = "   "; });
    require_error(root.pantheon(), "pantheon/pantheon.json", "/divinities/0/name",
                  "a name of spaces only: expected a visible character");
  }
  SECTION("a Conspiracy with a line break in its name") {
    root.edit("agora/agora.json", [](json& d) { d["conspiracies"][0]["name"] = "Extor\ntion"; });
    require_error(root.agora(), "agora/agora.json", "/conspiracies/0/name",
                  "a name with the control character U+000A (character 6): it is shown on one line, in printable characters");
  }
  SECTION("a Decree named with a C1 control character") {
    root.edit("agora/agora.json", [](json& d) { d["decrees"][0]["name"] = "Decree\xc2\x85" "1"; });
    require_error(root.agora(), "agora/agora.json", "/decrees/0/name",
                  "a name with the control character U+0085 (character 7): it is shown on one line, in printable characters");
  }
  SECTION("a card with a space at the end of its name") {
    root.edit("pantheon/cards.json", [](json& d) { d["cards"][0]["name"] = "Mesopotamian Grand Temple "; });
    require_error(root.pantheon(), "pantheon/cards.json", "/cards/0/name",
                  "a name that begins or ends with a space: expected \"Mesopotamian Grand Temple\"");
  }
}

TEST_CASE("expansion data: texts have a stated limit", "[data][expansions][bad-input]") {
  Expansions root;
  SECTION("a Decree text of 1,000,000 characters") {
    root.edit("agora/agora.json", [](json& d) { d["decrees"][0]["text"] = std::string(1000000, 'x'); });
    require_error(root.agora(), "agora/agora.json", "/decrees/0/text",
                  "a text of 1000000 characters: the engine supports texts of at most 120");
  }
  SECTION("a Decree text of 120 characters loads") {
    root.edit("agora/agora.json", [](json& d) { d["decrees"][0]["text"] = std::string(120, 'x'); });
    CHECK(root.agora().ok());
  }
  SECTION("a blank Decree text") {
    root.edit("agora/agora.json", [](json& d) { d["decrees"][3]["text"] = "  "; });
    require_error(root.agora(), "agora/agora.json", "/decrees/3/text", "a text of spaces only: expected a visible character");
  }
}

TEST_CASE("expansion data: effects whose state the engine holds once", "[data][expansions][bad-input]") {
  Expansions root;
  SECTION("two Conspiracies that put a Progress token out of the game") {
    root.edit("agora/agora.json", [](json& d) { d["conspiracies"][5]["effects"].push_back({{"type", "obscure_progress_token"}}); });
    require_error(root.agora(), "agora/agora.json", "/conspiracies/5/effects/1/type",
                  "a second \"obscure_progress_token\" (also at /conspiracies/4/effects/0): the engine holds one Progress "
                  "token put out of the game");
  }
  SECTION("a Wonder that puts a Progress token out of the game besides Obscurantism") {
    root.edit("agora/agora.json", [](json& d) { d["item_effects"][1]["effects"] = {{{"type", "obscure_progress_token"}}}; });
    require_error(root.agora(), "agora/agora.json", "/item_effects/1/effects/0/type",
                  "a second \"obscure_progress_token\" (also at /conspiracies/4/effects/0): the engine holds one Progress "
                  "token put out of the game");
  }
  SECTION("two Snakes") {
    root.edit("pantheon/pantheon.json", [](json& d) { d["divinities"][5]["effects"] = {{{"type", "copy_opponent_science"}}}; });
    require_error(root.pantheon(), "pantheon/pantheon.json", "/divinities/5/effects/0/type",
                  "a second \"copy_opponent_science\" (also at /divinities/2/effects/0): the engine has one Snake");
  }
  SECTION("two Minerva pawns, one from the Gate") {
    root.edit("pantheon/pantheon.json", [](json& d) { d["gate"]["effects"].push_back({{"type", "place_minerva"}}); });
    require_error(root.pantheon(), "pantheon/pantheon.json", "/gate/effects/1/type",
                  "a second \"place_minerva\" (also at /divinities/13/effects/0): the engine has one Minerva pawn");
  }
}

TEST_CASE("expansion data: a card taken from a city keeps no science", "[data][expansions][bad-input]") {
  Expansions root;
  SECTION("Baal allowed to take green cards") {
    root.edit("pantheon/pantheon.json", [](json& d) { d["divinities"][4]["effects"][0]["colors"].push_back("green"); });
    require_error(root.pantheon(), "pantheon/pantheon.json", "/divinities/4/effects/0/colors",
                  "\"green\" cards cannot be taken: they carry science symbols (\"Scriptorium\"), and the engine gives the "
                  "taker no science pair or supremacy for a taken card");
  }
  SECTION("Foreclosure allowed to take green cards") {
    root.edit("agora/agora.json", [](json& d) { d["conspiracies"][12]["effects"][0]["colors"] = {"green"}; });
    require_error(root.agora(), "agora/agora.json", "/conspiracies/12/effects/0/colors",
                  "\"green\" cards cannot be taken: they carry science symbols (\"Scriptorium\"), and the engine gives the "
                  "taker no science pair or supremacy for a taken card");
  }
  SECTION("a brown card with a science symbol makes brown cards untakeable") {
    root.edit("base/cards.json", [](json& d) { d["cards"][0]["effects"].push_back({{"type", "science"}, {"symbol", "law"}}); });
    require_error(root.pantheon(), "pantheon/pantheon.json", "/divinities/4/effects/0/colors",
                  "\"brown\" cards cannot be taken: they carry science symbols (\"Lumber Yard\"), and the engine gives the "
                  "taker no science pair or supremacy for a taken card");
  }
}
