// The computer's levels in the 7wd binary: the menu's level button steps easy, medium,
// hard, expert and round to easy, and the game "Play against the computer" then starts
// is saved with that level; "Expert" is written in full on the menu's button and on
// the settings screen. Where a test clicks comes from the hotspots the run itself
// reports (DUEL_UI_HOTSPOTS); the drawing reports each text it shrinks or shortens
// (DUEL_UI_FIT_REPORT). Needs the 7wd target.
#include <catch2/catch.hpp>


#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "geometry.hpp"
#include "levels.hpp"
#include "ui_support.hpp"

namespace {

namespace fs = std::filesystem;

using duel::test::UiRun;
using duel::ui::kLevelCount;
using duel::ui::kLevels;
using duel::ui::Rect;

fs::path scratch() { return duel::test::scratch_dir("levels"); }

// A fresh private home (saves in NAME/7wd, settings in NAME/config/7wd) whose settings
// file holds `settings`.
fs::path home_with(const std::string& name, const std::string& settings) {
  const fs::path dir = scratch() / name;
  fs::remove_all(dir);
  fs::create_directories(dir / "config" / "7wd");
  std::ofstream(dir / "config" / "7wd" / "settings.json") << settings;
  return dir;
}

UiRun run_in(const fs::path& home, const std::string& args, const std::string& env = "") {
  return duel::test::run_7wd(args, home, home, home / "config", env);
}

std::string slurp(const fs::path& file) {
  std::ifstream in(file);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

// The menu item `item`'s rectangle, as the run reports its hotspots ("hotspot: KIND x,y wxh a").
Rect menu_item(const std::string& output, int item) {
  std::istringstream in(output);
  for (std::string line; std::getline(in, line);) {
    Rect r;
    int a = -1;
    if (std::sscanf(line.c_str(), "hotspot: MenuItem %d,%d %dx%d %d", &r.x, &r.y, &r.w, &r.h, &a) == 5 && a == item) {
      return r;
    }
  }
  return Rect{};
}

std::string click_at(const Rect& r) { return std::to_string(r.center_x()) + "," + std::to_string(r.center_y()); }

}  // namespace

TEST_CASE("7wd: the menu's level steps easy, medium, hard, expert, easy, and the game is saved at that level",
          "[ui][screens][levels]") {
  REQUIRE(fs::exists(duel::test::ui_binary()));
  const fs::path probe = home_with("probe", "{}");
  const UiRun menu = run_in(probe, "--screenshot menu.png", "DUEL_UI_HOTSPOTS=1");
  const Rect level = menu_item(menu.output, 5), play = menu_item(menu.output, 3);  // input.cpp click_menu
  INFO(menu.output);
  REQUIRE_FALSE(level.empty());
  REQUIRE_FALSE(play.empty());
  for (int i = 0; i < kLevelCount; ++i) {
    const std::string from = kLevels[static_cast<std::size_t>(i)].key;
    const std::string to = kLevels[static_cast<std::size_t>(duel::ui::next_level(i, 1))].key;
    INFO("the settings say " << from << "; one click on the level: " << to);
    // You play first (the default seat): the computer is player 2, and the game starts
    // with your Wonder pick, so no search runs.
    const fs::path home = home_with("from-" + from, R"({"difficulty": ")" + from + "\"}");
    const UiRun r = run_in(home, "--screenshot game.png --click " + click_at(level) + " --click " + click_at(play));
    INFO(r.output);
    CHECK(r.exit_code == 0);
    CHECK(r.output.find("shown: game, game at move 0") != std::string::npos);
    const nlohmann::json save = nlohmann::json::parse(slurp(home / "7wd" / "autosave.json"), nullptr, false);
    REQUIRE(save.is_object());
    CHECK(save["players"] == nlohmann::json::array({"human", to}));
    // Headless runs never write the settings: the file still says where it started.
    CHECK(slurp(home / "config" / "7wd" / "settings.json") == R"({"difficulty": ")" + from + "\"}");
  }
  // Four clicks from Easy come back to Easy (wrapping after Expert).
  const fs::path home = home_with("round", R"({"difficulty": "easy"})");
  std::string clicks;
  for (int i = 0; i < kLevelCount; ++i) clicks += " --click " + click_at(level);
  const UiRun r = run_in(home, "--screenshot game.png" + clicks + " --click " + click_at(play));
  CHECK(r.exit_code == 0);
  const nlohmann::json save = nlohmann::json::parse(slurp(home / "7wd" / "autosave.json"), nullptr, false);
  REQUIRE(save.is_object());
  CHECK(save["players"] == nlohmann::json::array({"human", "easy"}));
}

TEST_CASE("7wd: Expert is written in full on the menu and the settings screen, at every window size",
          "[ui][screens][levels][layout]") {
  REQUIRE(fs::exists(duel::test::ui_binary()));
  const fs::path home = home_with("expert-shown", R"({"difficulty": "expert"})");
  for (const char* size : {"960x540", "1280x720", "1920x1080"}) {
    for (const char* screen : {"", " --key O"}) {
      INFO(size << (*screen ? " settings screen" : " menu"));
      const UiRun r = run_in(home, std::string("--screenshot shot.png --screen menu --size ") + size + screen,
                             "DUEL_UI_FIT_REPORT=1 DUEL_UI_HOTSPOTS=1");
      INFO(r.output);
      CHECK(r.exit_code == 0);
      CHECK(r.output.find("shown: menu") != std::string::npos);
      CHECK((r.output.find("hotspot: SettingItem") != std::string::npos) == (*screen != '\0'));
      CHECK(r.output.find("text fitted: \"Expert\"") == std::string::npos);
      CHECK(r.output.find("text fitted: \"Hard thinking") == std::string::npos);  // the level's hint, in full
    }
  }
}
