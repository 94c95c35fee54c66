// Animation in the 7wd application, run headless on its own clock: it never changes the
// game (same moves and records with it on or off, and no frame drawn mid-step alters the
// state), the computer's move is applied only once the running steps have ended, a key
// skips all steps and is consumed, and the redraw loop goes idle when nothing moves.
#include <catch2/catch.hpp>

#include <sys/wait.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "duel/data_loader.hpp"
#include "duel/setup.hpp"
#include "layout.hpp"

#include "ui_support.hpp"

namespace {

namespace fs = std::filesystem;

using duel::test::ui_binary;
using Run = duel::test::UiRun;

fs::path work_dir() {
  static const fs::path dir = duel::test::scratch_dir("animation");
  return dir;
}

// A screenshot run of 7wd (dummy video driver, private data directory), with its output.
Run screenshot(const std::string& args) {
  return duel::test::run_7wd("--screenshot '" + (work_dir() / "shot.png").string() + "' " + args, work_dir(),
                             work_dir() / "xdg", work_dir() / "xdg" / "config", "", 300);
}

std::vector<std::string> lines_starting(const std::string& text, const std::string& prefix) {
  std::vector<std::string> out;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) {
    if (line.rfind(prefix, 0) == 0) out.push_back(line);
  }
  return out;
}

// "--click X,Y" on an accessible card of the first position of seed `seed`'s
// first-game-Wonders game, at 1280x720.
std::string click_accessible_card(std::uint64_t seed) {
  const duel::LoadResult loaded = duel::load_rules(DUEL_SOURCE_DATA_DIR);
  REQUIRE(loaded.ok());
  duel::GameOptions options;
  options.first_game_wonders = true;
  const auto setup = duel::make_setup(*loaded.rules, seed, options);
  const duel::GameState s(*loaded.rules, setup);
  const duel::ui::Layout l = duel::ui::compute_layout(s, 1280, 720);
  for (int i = 0; i < s.slot_count(); ++i) {
    if (!s.slot_accessible(i)) continue;
    const auto& r = l.slots[static_cast<std::size_t>(i)];
    return "--click " + std::to_string(r.center_x()) + "," + std::to_string(r.y + r.h * 3 / 4);
  }
  FAIL("no accessible card");
  return {};
}

}  // namespace

TEST_CASE("7wd animation: never changes the game (same moves and records, on or off)", "[ui][anim]") {
  REQUIRE(fs::exists(ui_binary()));
  // Scripted moves for player 1, the computer's for player 2; with animation every step
  // is drawn at its middle and the run fails if a frame changed the state.
  const std::string game = "--seed 5 --ai easy --autoplay 70 --trace-moves --screen game";
  const Run off = screenshot(game + " --animation off");
  const Run normal = screenshot(game + " --animation normal");
  const Run fast = screenshot(game + " --animation fast");
  INFO(off.output << "\n----\n" << normal.output);
  REQUIRE(off.exit_code == 0);
  REQUIRE(normal.exit_code == 0);
  REQUIRE(fast.exit_code == 0);
  const std::vector<std::string> moves = lines_starting(off.output, "move ");
  CHECK(moves.size() >= 60);
  CHECK(lines_starting(normal.output, "move ") == moves);
  CHECK(lines_starting(fast.output, "move ") == moves);
  CHECK(lines_starting(normal.output, "shown:") == lines_starting(off.output, "shown:"));
}

TEST_CASE("7wd animation: the computer's move waits for the running steps to end", "[ui][anim]") {
  REQUIRE(fs::exists(ui_binary()));
  // Player 1 discards a card (X in the card menu); the computer (player 2) answers at once,
  // but its move is applied only when the discard's steps have ended.
  const std::string input = "--first-game --seed 3 --ai easy " + click_accessible_card(3) + " --key X";
  const Run early = screenshot(input + " --animate-at 10");
  INFO(early.output);
  REQUIRE(early.exit_code == 0);
  REQUIRE(early.output.find("shown: game, game at move 1, animating step 1 of ") != std::string::npos);
  const int steps = std::atoi(early.output.substr(early.output.find(" of ") + 4).c_str());
  REQUIRE(steps >= 2);  // the card to the pile, the coins, the cards it uncovered
  const int end = steps * 500;
  const Run last = screenshot(input + " --animate-at " + std::to_string(end - 20));
  INFO(last.output);
  CHECK(last.output.find("game at move 1, animating step " + std::to_string(steps) + " of") != std::string::npos);
  const Run after = screenshot(input + " --animate-at " + std::to_string(end + 20));
  INFO(after.output);
  CHECK(after.output.find("game at move 2, animating step 1 of") != std::string::npos);
  // Long after: both moves shown, nothing moves, the loop sleeps (next_timeout_ms() == -1).
  const Run done = screenshot(input + " --animate-at 20000");
  INFO(done.output);
  CHECK(done.output.find("shown: game, game at move 2, idle") != std::string::npos);
  // Without animation the answer comes with the move, as before.
  const Run off = screenshot(input + " --animation off");
  CHECK(off.output.find("shown: game, game at move 2, idle") != std::string::npos);
}

TEST_CASE("7wd animation: a key skips all steps and does nothing else", "[ui][anim]") {
  REQUIRE(fs::exists(ui_binary()));
  const std::string input = "--first-game --seed 3 --screen game " + click_accessible_card(3) + " --key X";
  // Escape while the discard animates: the steps end, the game screen stays.
  const Run skipped = screenshot(input + " --key Escape --animate-at 0");
  INFO(skipped.output);
  CHECK(skipped.output.find("shown: game, game at move 1, idle") != std::string::npos);
  const Run running = screenshot(input + " --animate-at 0");
  CHECK(running.output.find("shown: game, game at move 1, animating step 1 of") != std::string::npos);
  // With nothing moving, the same Escape goes back to the menu.
  const Run still = screenshot(input + " --key Escape --animation off");
  CHECK(still.output.find("shown: menu") != std::string::npos);
}

TEST_CASE("7wd animation: the move that ends the game goes straight to the score sheet", "[ui][anim]") {
  REQUIRE(fs::exists(ui_binary()));
  // Seed 1's scripted hot-seat game ends at move 71: the sheet covers the board, so no
  // steps would show (nor hold back the clicks on its buttons); move 70 still animates.
  const Run last = screenshot("--seed 1 --autoplay 71 --animate-at 0");
  INFO(last.output);
  CHECK(last.output.find("shown: game, game at move 71, idle") != std::string::npos);
  const Run before = screenshot("--seed 1 --autoplay 70 --animate-at 0");
  INFO(before.output);
  CHECK(before.output.find("shown: game, game at move 70, animating step 1 of") != std::string::npos);
}

TEST_CASE("7wd animation: the computer's chain of moves is shown move by move", "[ui][anim]") {
  REQUIRE(fs::exists(ui_binary()));
  // Seed 4 with both expansions against Easy (player 2): each of the computer's moves that
  // the computer follows with another (a replay, a Divinity to place, a cube to place) gets
  // frames of its own whose status line names it ("Last move: ..."), before the next plays.
  const Run run = screenshot("--seed 4 --ai easy --expansions agora,pantheon --autoplay 60 --animation fast "
                             "--trace-moves --trace-status --screen game");
  INFO(run.output);
  REQUIRE(run.exit_code == 0);
  std::map<int, int> mover;             // move K (K moves played) was made by player 1 or 2
  std::map<int, std::string> shown;     // the computer's move a frame named after move K
  for (const std::string& line : lines_starting(run.output, "")) {
    if (line.rfind("move ", 0) == 0 && line.find(" by player ") != std::string::npos) {
      mover[std::atoi(line.c_str() + 5)] = std::atoi(line.substr(line.find(" by player ") + 11).c_str());
    } else if (line.rfind("status at move ", 0) == 0 && line.find("Last move: ") != std::string::npos) {
      shown[std::atoi(line.c_str() + 15)] = line.substr(line.find("Last move: ") + 11);
    }
  }
  REQUIRE(mover.size() == 61);
  // Every chain: moves K..K+N-1 all the computer's, each but the last followed by its own.
  int chains = 0, longest = 0, longest_at = 0;
  for (int k = 1; k <= 60; ++k) {
    if (mover[k] != 2 || mover[k - 1] == 2) continue;
    int n = 1;
    while (k + n <= 60 && mover[k + n] == 2) ++n;
    if (n < 2) continue;
    ++chains;
    if (n > longest) longest = n, longest_at = k;
    for (int i = k; i < k + n - 1; ++i) {
      INFO("the computer's move " << i << " of its chain " << k << ".." << k + n - 1);
      CHECK(shown[i].rfind("Computer ", 0) == 0);
    }
  }
  CHECK(chains == 9);
  // The longest: a Senator recruited, a cube placed, a Divinity placed: three status steps.
  REQUIRE(longest == 3);
  CHECK(longest_at == 27);
  CHECK(shown[27].find("Conspirator") != std::string::npos);
  CHECK(shown[28].find("Chamber 3") != std::string::npos);
  CHECK(shown[29].find("Divinity") != std::string::npos);
  CHECK(shown[29].find("space 1") != std::string::npos);
}

TEST_CASE("7wd animation: the expansions' steps never change the game either", "[ui][anim]") {
  REQUIRE(fs::exists(ui_binary()));
  // Both expansions against the computer, then by clicks in hot-seat: every step drawn at
  // its middle (Divinities, tokens, cubes, Chambers, Conspiracies), the same moves as
  // without animation.
  for (const std::string game : {"--seed 9 --ai easy --expansions agora,pantheon --autoplay 90 --trace-moves --screen game",
                                 "--seed 7 --expansions agora,pantheon --by-clicks --autoplay 120 --trace-moves --screen game"}) {
    const Run off = screenshot(game + " --animation off");
    const Run normal = screenshot(game + " --animation normal");
    INFO(game << "\n" << off.output << "\n----\n" << normal.output);
    REQUIRE(off.exit_code == 0);
    REQUIRE(normal.exit_code == 0);
    const std::vector<std::string> moves = lines_starting(off.output, "move ");
    CHECK(moves.size() >= 90);
    CHECK(lines_starting(normal.output, "move ") == moves);
    CHECK(lines_starting(normal.output, "answered by clicks") == lines_starting(off.output, "answered by clicks"));
  }
}
