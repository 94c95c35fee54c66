// The 7wd binary with the Pantheon expansion: whole games played only by clicking what
// the screen offers (every decision answerable with the mouse, none stuck), the board
// drawn at each window size, the menu's switch and a saved Pantheon game loaded back.
// Needs the 7wd target built.
#include <catch2/catch.hpp>


#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <string>

#include "ui_support.hpp"

namespace {

namespace fs = std::filesystem;

using Result = duel::test::UiRun;
using duel::test::answered;

fs::path scratch() { return duel::test::scratch_dir("pantheon"); }

Result run_7wd(const std::string& args) {
  const fs::path dir = scratch();
  return duel::test::run_7wd(args, dir, dir, dir / "config", "", 300);
}

}  // namespace

TEST_CASE("7wd Pantheon: whole games played by clicks alone reach the score sheet, every decision answered",
          "[ui][screens][pantheon]") {
  std::multiset<std::string> all;
  // Hot-seat games (the curtain is clicked away too) whose clicks, drawn from the seed,
  // meet every Pantheon decision between them, and one against the computer. A layout
  // change may move which seed meets which: the message below names what was not met.
  // Chosen again (among seeds 101-109, 121) when a space's menu grew wider and wraps its
  // lines (issue 32 item 10): its lines cover other cards, so the clicks land elsewhere.
  // Seed 101 added when Age III's cards changed shape (issue 32 item 12): no other of
  // these seeds met Zeus's discard-structure-card any more.
  for (const char* extra : {"--seed 101", "--seed 102", "--seed 103", "--seed 121", "--seed 5 --ai easy"}) {
    INFO(extra);
    const Result r = run_7wd(std::string(extra) +
                             " --expansions pantheon --by-clicks --autoplay 2000 --screen score --screenshot end.png");
    INFO(r.output.substr(r.output.size() > 2000 ? r.output.size() - 2000 : 0));
    CHECK(r.exit_code == 0);  // the score sheet: the game ended
    CHECK(r.output.find("shown: game") != std::string::npos);
    const std::multiset<std::string> kinds = answered(r.output);
    CHECK(kinds.count("play") > 20);
    all.insert(kinds.begin(), kinds.end());
  }
  std::string seen;
  for (const std::string& k : std::set<std::string>(all.begin(), all.end())) seen += k + " ";
  INFO("answered: " << seen);
  for (const char* kind : {"place-divinity", "take-divinity-token", "place-snake", "take-opponent-card",
                           "discard-structure-card", "unbuild-wonder", "wonder-from-discard", "take-opponent-wonder",
                           "place-minerva", "choose-military-token", "choose-divinity", "choose-mythology",
                           "arrange-deck"}) {
    INFO(kind);
    CHECK(all.count(kind) > 0);
  }
}

TEST_CASE("7wd Pantheon: the board draws in each Age at 960x540, 1280x720 and 1920x1080", "[ui][screens][pantheon][layout]") {
  for (const char* size : {"960x540", "1280x720", "1920x1080"}) {
    for (const int moves : {12, 40, 70}) {
      INFO(size << " after " << moves << " moves");
      const Result r = run_7wd(std::string("--size ") + size + " --seed 3 --expansions pantheon --autoplay " +
                               std::to_string(moves) + " --screenshot board.png");
      CHECK(r.exit_code == 0);
      CHECK(r.output.find("shown: game") != std::string::npos);
    }
  }
}

TEST_CASE("7wd Pantheon: the menu's switch starts a Pantheon game, whose save loads back", "[ui][screens][pantheon]") {
  const fs::path dir = scratch() / "menu";
  fs::remove_all(dir);
  // The menu's "Pantheon: off" switch (396,406 140x34 at 1280x720, beside the Wonders
  // option under "Every new game"), then New hot-seat game (N): the autosave names the expansion.
  const Result r = duel::test::run_7wd("--screenshot game.png --click 466,423 --key N", dir, dir, dir / "config");
  CHECK(r.exit_code == 0);
  CHECK(r.output.find("shown: game") != std::string::npos);
  std::ifstream save(dir / "7wd" / "autosave.json");
  std::stringstream record;
  record << save.rdbuf();
  CHECK(record.str().find("\"pantheon\"") != std::string::npos);
  const Result loaded = duel::test::run_7wd(
      "--screenshot loaded.png --record '" + (dir / "7wd" / "autosave.json").string() + "'", dir, dir, dir / "config");
  CHECK(loaded.exit_code == 0);
  CHECK(loaded.output.find("shown: game") != std::string::npos);
}

TEST_CASE("7wd Pantheon: Anubis is answered by clicking a built Wonder's tile in a city", "[ui][screens][pantheon]") {
  // Seed 107 by clicks: at move 37 Player 1 has activated Anubis; Player 2's Great
  // Lighthouse (bottom right tile, 1132,168 136x74) is built. Its tile answers the prompt.
  // (Move 38 before issue 32 item 10's wider space menu changed the clicks one move on.)
  const std::string game = "--seed 107 --expansions pantheon --by-clicks --autoplay 37 --key Space";
  const Result before = run_7wd(game + " --screenshot anubis.png");
  CHECK(before.output.find("shown: game, game at move 37") != std::string::npos);
  const Result after = run_7wd(game + " --click 1200,205 --screenshot anubis-clicked.png");
  CHECK(after.exit_code == 0);
  CHECK(after.output.find("shown: game, game at move 38") != std::string::npos);
  // An unbuilt tile (Player 2's Mausoleum) is not an answer: nothing happens.
  const Result unbuilt = run_7wd(game + " --click 1060,205 --screenshot anubis-unbuilt.png");
  CHECK(unbuilt.output.find("shown: game, game at move 37") != std::string::npos);
}

TEST_CASE("7wd Pantheon: hot-seat privacy, each player sees the names of their own face-down Divinities only",
          "[ui][screens][pantheon]") {
  const std::string game = "--seed 3 --expansions pantheon --screenshot privacy.png --autoplay ";
  // Move 20: Player 2 at the screen. They placed Baal; Player 1's two show their Mythology.
  const Result p2 = run_7wd(game + "20 --key Space");
  CHECK(p2.output.find("pantheon spaces: Baal | empty | empty | Roman | empty | Mesopotamian\n") != std::string::npos);
  // Move 21: Player 1 at the screen (after the curtain): Neptune and Enki are theirs, Baal is not.
  const Result p1 = run_7wd(game + "21 --key Space");
  CHECK(p1.output.find("pantheon spaces: Phoenician | empty | empty | Neptune | empty | Enki\n") != std::string::npos);
  // Scripted moves never click the curtain away, so the screen was last shown to Player 1:
  // at Player 2's turn the curtain hides the board (and no space is reported).
  const Result curtain = run_7wd(game + "20");
  CHECK(curtain.output.find("hand-over curtain up") != std::string::npos);
  CHECK(curtain.output.find("pantheon spaces:") == std::string::npos);
}

TEST_CASE("7wd Pantheon: a space's menu offers each set of Offering tokens, and only what the engine allows is clickable",
          "[ui][screens][pantheon]") {
  // Seed 3, move 46: Player 1 (3 coins, the Offering token 2) clicks Tanit's space (4 coins).
  const std::string game = "--seed 3 --expansions pantheon --autoplay 46 --key Space --click 445,65";
  const Result menu = duel::test::run_7wd(game + " --screenshot menu.png", scratch(), scratch(), scratch() / "config",
                                          "DUEL_UI_HOTSPOTS=1");
  // Line 0 (no Offering: needs 1 more coin) is greyed, line 1 (with the 2: 2 coins, the
  // cheapest way, so C) is not.
  CHECK(menu.output.find("menu: 1 Activate Tanit; refused: needs 1 more coin\n"
                         "menu: C Activate with Offering token 2 \u2014 2 coins (the space costs 4 \u2212 Offerings 2)\n") !=
        std::string::npos);
  // A space's menu is 440 px wide, its long line on two (issue 32 item 10).
  CHECK(menu.output.find("hotspot: ActionItem 416,180 416x44 1\n") != std::string::npos);
  CHECK(menu.output.find("hotspot: ActionItem 416,132") == std::string::npos);
  // Clicking line 1 activates Tanit: the game moves on.
  const Result played = run_7wd(game + " --click 560,194 --screenshot played.png");
  CHECK(played.output.find("game at move 47") != std::string::npos);
}

TEST_CASE("7wd Pantheon: a placement answered on the board, by an empty space's menu", "[ui][screens][pantheon]") {
  // Seed 3, move 12: Player 2 places Baal or Tanit. Space 4's menu offers both; the first
  // places Baal there (Player 2 plays again, the Sanctuary's replay: still their screen).
  const Result r = run_7wd("--seed 3 --expansions pantheon --autoplay 12 --key Space --click 630,65 --click 755,146 "
                           "--screenshot placed.png");
  CHECK(r.output.find("game at move 13") != std::string::npos);
  CHECK(r.output.find("pantheon spaces: empty | empty | empty | Baal | empty | empty\n") != std::string::npos);
}
