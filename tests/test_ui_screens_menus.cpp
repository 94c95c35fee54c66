// The 7wd binary's card and space menus, prompts and tooltips read through the headless
// mode's text ("menu: KEY label", "last move: ...", "tooltip at: ..."): every menu's keys
// are distinct and each one plays its own line; an activation's line says its price and
// its space apart and C is the cheapest way; the placement says whose cost is whose; a
// tooltip is never under the message line. Places to click come from the hotspots the run
// reports (DUEL_UI_HOTSPOTS). Needs the 7wd target.
#include <catch2/catch.hpp>

#include <cstdio>
#include <filesystem>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "geometry.hpp"
#include "ui_support.hpp"

namespace {

namespace fs = std::filesystem;
using Result = duel::test::UiRun;
using duel::ui::Rect;

fs::path scratch() { return duel::test::scratch_dir("menus"); }

Result run_7wd(const std::string& args) {
  const fs::path dir = scratch();
  return duel::test::run_7wd(args, dir, dir, dir / "config", "DUEL_UI_HOTSPOTS=1 DUEL_UI_FIT_REPORT=1", 300);
}

std::vector<std::string> lines_after(const std::string& output, const std::string& tag) {
  std::vector<std::string> out;
  std::istringstream in(output);
  for (std::string line; std::getline(in, line);) {
    if (line.rfind(tag, 0) == 0) out.push_back(line.substr(tag.size()));
  }
  return out;
}

std::vector<Rect> hotspots(const std::string& output, const std::string& kind) {
  std::vector<Rect> out;
  for (const std::string& line : lines_after(output, "hotspot: " + kind + " ")) {
    Rect r;
    if (std::sscanf(line.c_str(), "%d,%d %dx%d", &r.x, &r.y, &r.w, &r.h) == 4) out.push_back(r);
  }
  return out;
}

Rect rect_after(const std::string& output, const std::string& tag) {
  Rect r{};
  const std::vector<std::string> found = lines_after(output, tag);
  if (!found.empty()) std::sscanf(found.front().c_str(), "%d,%d %dx%d", &r.x, &r.y, &r.w, &r.h);
  return r;
}

std::string click_at(const Rect& r) { return " --click " + std::to_string(r.center_x()) + "," + std::to_string(r.center_y()); }

std::string move_count(const std::string& output) {
  const auto at = output.find("game at move ");
  return at == std::string::npos ? "" : output.substr(at + 13, output.find_first_of(",\n", at) - at - 13);
}

// The move words a menu line plays ("Wonder: The Great Library — 3 coins" plays "wonder
// The Great Library with ...").
std::string expected_move(const std::string& label) {
  if (label.rfind("Construct ", 0) == 0) return "construct ";
  if (label.rfind("Recruit ", 0) == 0) return "recruit ";
  if (label.rfind("Discard", 0) == 0) return "discard ";
  if (label.rfind("Wonder: ", 0) == 0) return "wonder " + label.substr(8, label.find(" \u2014 ") - 8) + " with ";
  if (label.rfind("Prepare ", 0) == 0) return "prepare ";
  if (label.rfind("Activate", 0) == 0) return "activate ";
  if (label.rfind("Place ", 0) == 0) return "place ";
  return "?";
}

// Opens the menu of the first accessible card (or the given hotspot), checks its keys are
// distinct, and plays each line by its key: the game moves on by that line's move, or a
// greyed line says why and nothing moves. Returns the menu's lines.
std::vector<std::string> walk_menu(const std::string& game, const std::string& open) {
  const Result before = run_7wd(game + open + " --screenshot menu.png");
  REQUIRE(before.exit_code == 0);
  std::vector<std::string> menu = lines_after(before.output, "menu: ");
  REQUIRE(menu.size() > 1);
  CHECK(menu.front().rfind("title ", 0) == 0);
  menu.erase(menu.begin());
  std::set<std::string> keys;
  for (const std::string& line : menu) {
    const std::string key = line.substr(0, line.find(' '));
    INFO(line);
    CHECK((key == "-" || keys.insert(key).second));  // no two lines share a key
  }
  const int start = std::stoi(move_count(before.output));
  for (const std::string& line : menu) {
    const std::string key = line.substr(0, line.find(' '));
    if (key == "-") continue;
    const std::string label = line.substr(key.size() + 1);
    const Result pressed = run_7wd(game + open + " --key " + key + " --screenshot key.png");
    INFO(game << open << " key " << key << ": " << label);
    REQUIRE(pressed.exit_code == 0);
    if (label.find("; refused: ") != std::string::npos) {
      CHECK(move_count(pressed.output) == std::to_string(start));
      continue;
    }
    CHECK(move_count(pressed.output) == std::to_string(start + 1));
    const std::vector<std::string> last = lines_after(pressed.output, "last move: ");
    REQUIRE(!last.empty());
    CHECK(last.back().rfind(expected_move(label), 0) == 0);
  }
  return menu;
}

}  // namespace

// The first accessible card's menu (the first Slot hotspot that opens one).
std::string open_card_menu(const std::string& game) {
  const Result board = run_7wd(game + " --screenshot board.png");
  for (const Rect& slot : hotspots(board.output, "Slot")) {
    if (!lines_after(run_7wd(game + click_at(slot) + " --screenshot menu.png").output, "menu: ").empty()) return click_at(slot);
  }
  return "";
}

TEST_CASE("7wd menus: a card's menu in Agora gives every line its own key, and each key plays its line",
          "[ui][screens][menus][agora]") {
  // Seed 2 with Agora, move 10: Player 1's menu on Theater offers to construct, discard,
  // four Wonders (greyed: too dear) and to prepare Coercion: C, X, 1-4 and 5 (the
  // Prepare line once shared the key 4 with the fourth Wonder and had none that worked).
  const std::string game = "--seed 2 --expansions agora --autoplay 10 --key Space";
  const std::string open = open_card_menu(game);
  REQUIRE(!open.empty());
  const std::vector<std::string> menu = walk_menu(game, open);
  CHECK(menu == std::vector<std::string>{
                    "C Construct Theater \u2014 free", "X Discard for +2 coins",
                    "1 Wonder: Curia Julia \u2014 10 coins; refused: needs 3 more coins",
                    "2 Wonder: The Appian Way \u2014 10 coins; refused: needs 3 more coins",
                    "3 Wonder: The Hanging Gardens \u2014 8 coins; refused: needs 1 more coin",
                    "4 Wonder: Piraeus \u2014 8 coins; refused: needs 1 more coin", "5 Prepare Coercion (tuck it, hidden)"});
  // Move 14, on Press: the two Wonders Player 1 can pay are played by 3 and 4.
  const std::string later = "--seed 2 --expansions agora --autoplay 14 --key Space";
  const std::string press = open_card_menu(later);
  REQUIRE(!press.empty());
  CHECK(walk_menu(later, press).size() == 7);
}

TEST_CASE("7wd menus: a Pantheon space's menu names the Divinity and its space, prices say they are prices, C is the "
          "cheapest way", "[ui][screens][menus][pantheon]") {
  // Seed 3, move 46: Player 1 (3 coins, the Offering token 2) on Tanit's space (space 2,
  // 4 coins for them): without the token it needs 1 more coin, with it 2 coins.
  const std::string game = "--seed 3 --expansions pantheon --autoplay 46 --key Space --click 445,65";
  const Result menu = run_7wd(game + " --screenshot tanit.png");
  CHECK(menu.output.find("menu: title Tanit (Pantheon space 2)\n") != std::string::npos);
  const std::vector<std::string> lines = walk_menu(game, "");
  CHECK(lines == std::vector<std::string>{
                     "1 Activate Tanit; refused: needs 1 more coin",
                     "C Activate with Offering token 2 \u2014 2 coins (the space costs 4 \u2212 Offerings 2)"});
  const Result c = run_7wd(game + " --key C --screenshot c.png");
  CHECK(lines_after(c.output, "last move: ") == std::vector<std::string>{"activate Tanit with offering 2"});
}

TEST_CASE("7wd menus: a hover's tooltip is never under the message line", "[ui][screens][menus]") {
  // Seed 12, move 30: S saves (the message line says so, kept with --messages); hovering
  // Player 1's Theater (bottom left) opens its tooltip beside it, where the message line
  // runs: the tooltip goes above the line (616 - 6 - its height), whole, over nothing.
  const Result r = run_7wd("--seed 12 --autoplay 30 --key s --messages --hover 60,580 --screenshot tooltip.png");
  REQUIRE(r.exit_code == 0);
  CHECK(r.output.find("tooltip: Theater | Blue card, Age 1") != std::string::npos);
  const Rect tip = rect_after(r.output, "tooltip at: "), message = rect_after(r.output, "message line at: ");
  REQUIRE(!tip.empty());
  REQUIRE(!message.empty());
  CHECK(!tip.intersects(message));
  CHECK(tip.bottom() == message.y - 6);
}
