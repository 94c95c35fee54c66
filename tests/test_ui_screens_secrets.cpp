// The 7wd binary in hot-seat: secrets that stay secret (issue 32 items 1-3). U takes back
// the pressing player's own last move, behind the curtain when a secret step of theirs
// waits; a continued or loaded game resumes behind the curtain for the player to move;
// nothing of a move's animation or a hover is drawn over the curtain. Each run has its
// own home (saves, autosave, settings). Needs the 7wd target built.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <sstream>
#include <string>

#include "ui_support.hpp"

namespace {

namespace fs = std::filesystem;

using Result = duel::test::UiRun;

// A home of its own, with `settings` (JSON) when given.
fs::path home(const std::string& name, const std::string& settings = "") {
  const fs::path dir = duel::test::scratch_dir("secrets") / name;
  fs::remove_all(dir);
  fs::create_directories(dir / "config" / "7wd");
  if (!settings.empty()) std::ofstream(dir / "config" / "7wd" / "settings.json") << settings;
  return dir;
}

Result run_7wd(const fs::path& dir, const std::string& args) {
  return duel::test::run_7wd(args, dir, dir, dir / "config", "DUEL_UI_MESSAGES=1 DUEL_UI_HOTSPOTS=1", 300);
}

bool has(const Result& r, const std::string& text) { return r.output.find(text) != std::string::npos; }

// "--click X,Y" on the centre of the prompt's choice `index` a run reported
// ("hotspot: Choice x,y wxh index"); empty when it has none.
std::string click_choice(const Result& r, int index) {
  std::istringstream in(r.output);
  for (std::string line; std::getline(in, line);) {
    int x = 0, y = 0, w = 0, h = 0, a = -1;
    if (std::sscanf(line.c_str(), "hotspot: Choice %d,%d %dx%d %d", &x, &y, &w, &h, &a) == 5 && a == index)
      return " --click " + std::to_string(x + w / 2) + "," + std::to_string(y + h / 2);
  }
  return "";
}

std::string bytes(const fs::path& file) {
  std::ifstream in(file, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

}  // namespace

TEST_CASE("7wd secrets: in hot-seat, U takes back the player's own last move, never the other's alone",
          "[ui][screens][pantheon][secrets]") {
  const fs::path dir = home("undo");
  // Seed 3, scripted: at move 21 Player 1 is to move; move 20 was Player 2's, move 19
  // Player 1's placement of a drawn Divinity (a secret step). U at Player 1's turn goes
  // back to that placement (not to Player 2's decision), and since it shows Player 1 the
  // Divinities drawn, Player 2 is asked to look away first.
  const std::string game = "--seed 3 --expansions pantheon --screenshot undo.png --autoplay 21 --key Space --key U";
  const Result undone = run_7wd(dir, game);
  INFO(undone.output);
  CHECK(has(undone, "message: Took back Player 1's last move and the 1 move since\n"));
  CHECK(has(undone, "shown: game, game at move 19, hand-over curtain up"));
  CHECK(has(undone, "hotspot: Curtain"));
  CHECK_FALSE(has(undone, "hotspot: DivinitySpace"));
  // Clicked away: Player 1's view of the spaces (Player 2's Baal is a Phoenician back).
  const Result seen = run_7wd(dir, game + " --key Space");
  CHECK(has(seen, "shown: game, game at move 19, idle"));
  CHECK(has(seen, "pantheon spaces: Phoenician | empty | empty | empty | empty | Enki\n"));
  CHECK_FALSE(has(seen, "Baal"));
  // Player 2 at their first pick has made no move: nothing is taken back.
  const Result none = run_7wd(dir, "--seed 3 --expansions pantheon --screenshot none.png --autoplay 1 --key Space --key U");
  CHECK(has(none, "message: Player 2 has no move to take back yet\n"));
  CHECK(has(none, "shown: game, game at move 1, idle"));
}

TEST_CASE("7wd secrets: Continue and Load of a hot-seat game resume behind the curtain for the player to move",
          "[ui][screens][agora][secrets]") {
  const fs::path dir = home("resume");
  // Seed 2, scripted: Player 1 keeps Coercion and prepares it; at move 23 Player 1 is to
  // move. Keys after the moves make the run a player's (it autosaves); S saves it too.
  const Result played = run_7wd(dir, "--seed 2 --expansions agora --screenshot played.png --autoplay 23 --key Space --key S");
  REQUIRE(played.exit_code == 0);
  REQUIRE(fs::exists(dir / "7wd" / "autosave.json"));
  // Continue (C on the menu): the curtain, whoever sits at the keyboard; nothing else.
  const Result resumed = run_7wd(dir, "--screen menu --screenshot continue.png --key C");
  INFO(resumed.output);
  CHECK(has(resumed, "shown: game, game at move 23, hand-over curtain up"));
  CHECK_FALSE(has(resumed, "conspiracies of"));
  CHECK_FALSE(has(resumed, "Coercion"));
  CHECK_FALSE(has(resumed, "hotspot: Conspiracy"));
  // Player 1 clicks it away and sees their own Conspiracy.
  const Result mine = run_7wd(dir, "--screen menu --screenshot continue-mine.png --key C --key Space");
  CHECK(has(mine, "conspiracies of player 1: Coercion (prepared)\n"));
  // Load (L, then the first save): the same.
  const Result loaded = run_7wd(dir, "--screen menu --screenshot load.png --key L --key 1");
  INFO(loaded.output);
  CHECK(has(loaded, "shown: game, game at move 23, hand-over curtain up"));
  CHECK_FALSE(has(loaded, "Coercion"));
  // With the hand-over curtain off in the settings, the player chose to see the board.
  const fs::path off = home("resume-off", R"({"hand_over": "off"})");
  fs::create_directories(off / "7wd");
  fs::copy_file(dir / "7wd" / "autosave.json", off / "7wd" / "autosave.json");
  const Result plain = run_7wd(off, "--screen menu --screenshot continue-off.png --key C");
  CHECK(has(plain, "shown: game, game at move 23, idle"));
}

TEST_CASE("7wd secrets: no flying card, flip, coin or enlarged view is drawn over the curtain",
          "[ui][screens][anim][secrets]") {
  const fs::path dir = home("over", R"({"hand_over": "always"})");
  // Seed 3, move 9: Player 1 builds Lumber Yard, Player 2 must take the computer. Mid-flight
  // and with the mouse on the board, the picture is the bare curtain's, byte for byte.
  const Result moving = run_7wd(dir, "--seed 3 --screen game --autoplay 9 --animate-at 250 --hover 640,400 --screenshot moving.png");
  CHECK(has(moving, "hand-over curtain up, animating step 1 of 1"));
  const Result still = run_7wd(dir, "--seed 3 --screen game --autoplay 9 --screenshot still.png");
  CHECK(has(still, "hand-over curtain up, idle"));
  CHECK(bytes(dir / "moving.png") == bytes(dir / "still.png"));
  // The steps play once the curtain is clicked away, for the player who sees the board.
  const Result after = run_7wd(dir, "--seed 3 --screen game --autoplay 9 --key Space --animate-at 250 --screenshot after.png");
  CHECK(has(after, "shown: game, game at move 9, animating step 1 of 1"));
}

TEST_CASE("7wd secrets: the Divine Theater asks the other player to look away once, not again for the deck's order",
          "[ui][screens][pantheon][secrets]") {
  const fs::path dir = home("theater");
  // A hot-seat record (seed 15): at move 77 Player 1, who built the Divine Theater, chooses
  // the Phoenician deck (the second offered), activates Baal (the second of Astarte, Baal,
  // Tanit), takes one of Player 2's cards (Baal's own, public step), then puts the deck back.
  const std::string record = "--record '" + std::string(DUEL_SOURCE_DIR) +
                             "/tests/fixtures/records/pantheon-divine-theater-hot-seat.json' --move 77 --screenshot theater.png";
  const Result decks = run_7wd(dir, record);
  const std::string deck = click_choice(decks, 1);
  REQUIRE_FALSE(deck.empty());
  // The deck is secret: the other looks away.
  const Result look = run_7wd(dir, record + deck);
  CHECK(has(look, "shown: game, game at move 78, hand-over curtain up"));
  const Result divinities = run_7wd(dir, record + deck + " --key Space");
  const std::string baal = click_choice(divinities, 1);
  REQUIRE_FALSE(baal.empty());
  const Result cards = run_7wd(dir, record + deck + " --key Space" + baal);
  CHECK(has(cards, "shown: game, game at move 79, idle"));
  const std::string card = click_choice(cards, 0);
  REQUIRE_FALSE(card.empty());
  // The deck's order follows Baal's step with no second curtain for the same player.
  const Result order = run_7wd(dir, record + deck + " --key Space" + baal + card);
  INFO(order.output);
  CHECK(has(order, "shown: game, game at move 80, idle"));
  CHECK(has(order, "hotspot: Choice"));
  CHECK_FALSE(has(order, "hotspot: Curtain"));
}
