// The settings file ($XDG_CONFIG_HOME/7wd/settings.json): a round trip keeps every
// value; a missing file is the defaults quietly; a corrupt, oversized or unreadable
// one is the defaults with one message naming no path; unknown keys are ignored and
// out-of-range values clamped; bad values keep their default and are named.
#include <catch2/catch.hpp>

#include <cstdlib>
#include <filesystem>
#include <string>

#include "scratch_dir.hpp"
#include "settings.hpp"

using duel::test::put;
using duel::test::ScratchDir;
using duel::ui::Settings;

TEST_CASE("UI settings: every value survives a round trip through the file", "[ui][settings]") {
  const ScratchDir dir("settings-trip");
  Settings s;
  s.difficulty = 2;
  s.seat = 1;
  s.first_game_wonders = true;
  s.pantheon = true;
  s.agora = true;
  s.window_width = 1600;
  s.window_height = 900;
  s.fullscreen = true;
  s.sound = false;
  s.volume = 30;
  s.animation = duel::ui::AnimationSpeed::Fast;
  s.ui_scale = 120;
  s.hand_over = duel::ui::HandOver::Always;
  REQUIRE_FALSE(s == Settings{});
  // The folder is created on demand; nothing temporary stays behind.
  const std::string path = dir / "config/7wd/settings.json";
  std::string error;
  REQUIRE(duel::ui::save_settings(path, s, error));
  CHECK_FALSE(std::filesystem::exists(path + ".tmp"));
  std::string message = "not cleared";
  CHECK(duel::ui::load_settings(path, message) == s);
  CHECK(message.empty());
  // The names in the file are the game's words, not numbers.
  const std::string text = duel::test::slurp(path);
  CHECK(text.find("\"hand_over\": \"always\"") != std::string::npos);
  CHECK(text.find("\"difficulty\": \"hard\"") != std::string::npos);
  CHECK(text.find("\"animation\": \"fast\"") != std::string::npos);
  CHECK(text.find("\"pantheon\": true") != std::string::npos);
  CHECK(text.find("\"agora\": true") != std::string::npos);
}

TEST_CASE("UI settings: the file lives under XDG_CONFIG_HOME, else ~/.config", "[ui][settings]") {
  const char* old_xdg = std::getenv("XDG_CONFIG_HOME");
  const std::string saved = old_xdg ? old_xdg : "";
  ::setenv("XDG_CONFIG_HOME", "/somewhere/config", 1);
  CHECK(duel::ui::settings_path() == "/somewhere/config/7wd/settings.json");
  ::unsetenv("XDG_CONFIG_HOME");
  if (const char* home = std::getenv("HOME"); home && *home) {
    CHECK(duel::ui::settings_path() == std::string(home) + "/.config/7wd/settings.json");
  }
  if (old_xdg) ::setenv("XDG_CONFIG_HOME", saved.c_str(), 1);
}

TEST_CASE("UI settings: missing, corrupt, oversized or odd files give the defaults", "[ui][settings]") {
  const ScratchDir dir("settings-bad");
  std::string message;
  // Missing: the first run. Defaults, nothing to say.
  CHECK(duel::ui::load_settings(dir / "none.json", message) == Settings{});
  CHECK(message.empty());

  put(dir / "corrupt.json", "{\"volume\": 40, ");
  CHECK(duel::ui::load_settings(dir / "corrupt.json", message) == Settings{});
  CHECK(message == "Settings file: the file is not valid JSON: using the defaults");

  put(dir / "array.json", "[1, 2]");
  CHECK(duel::ui::load_settings(dir / "array.json", message) == Settings{});
  CHECK(message == "Settings file: the file does not hold settings: using the defaults");

  put(dir / "huge.json", "{\"volume\": 40}" + std::string(duel::ui::kMaxSettingsBytes, ' '));
  CHECK(duel::ui::load_settings(dir / "huge.json", message) == Settings{});
  CHECK(message == "Settings could not be read: more than 64 KB, too large for settings; using the defaults");

  std::filesystem::create_directories(dir / "folder.json");
  CHECK(duel::ui::load_settings(dir / "folder.json", message) == Settings{});
  CHECK(message == "Settings could not be read: not a regular file; using the defaults");
  // No message names where the file is.
  CHECK(message.find(dir.path.string()) == std::string::npos);
}

TEST_CASE("UI settings: unknown keys are ignored, values clamped, bad values named", "[ui][settings]") {
  std::string problem;
  const Settings s = duel::ui::settings_from_json(
      R"({"volume": 250, "ui_scale": 20, "window_width": 100, "window_height": 1e12, "difficulty": "hard",
          "colour_scheme": "dark", "seat": "second"})",
      problem);
  CHECK(problem.empty());
  CHECK(s.volume == 100);
  CHECK(s.ui_scale == duel::ui::kMinUiScalePercent);
  CHECK(s.window_width == duel::ui::kMinWindowWidth);
  CHECK(s.window_height == duel::ui::kMaxWindowSide);
  CHECK(s.difficulty == 2);
  CHECK(s.seat == 1);

  const Settings bad = duel::ui::settings_from_json(R"({"animation": "slow", "sound": "yes", "volume": -5})", problem);
  CHECK(problem == "unusable value for sound, animation (default kept)");
  CHECK(bad.animation == Settings{}.animation);
  CHECK(bad.sound == Settings{}.sound);
  CHECK(bad.volume == 0);  // a number out of range is clamped, not refused

  Settings wild;
  wild.difficulty = 7;
  wild.seat = -1;
  wild.ui_scale = 151;
  const Settings c = duel::ui::clamped(wild);
  CHECK(c.difficulty == duel::ui::kLevelCount - 1);  // Expert
  CHECK(c.seat == 0);
  CHECK(c.ui_scale == duel::ui::kMaxUiScalePercent);
}

TEST_CASE("UI settings: the computer's level is kept by its key, Expert included, and an unknown one is named",
          "[ui][settings][levels]") {
  const ScratchDir dir("settings-levels");
  for (int i = 0; i < duel::ui::kLevelCount; ++i) {
    const std::string key = duel::ui::kLevels[static_cast<std::size_t>(i)].key;
    INFO(key);
    Settings s;
    s.difficulty = i;
    std::string error, message = "not cleared";
    REQUIRE(duel::ui::save_settings(dir / "settings.json", s, error));
    CHECK(duel::test::slurp(dir / "settings.json").find("\"difficulty\": \"" + key + "\"") != std::string::npos);
    CHECK(duel::ui::load_settings(dir / "settings.json", message).difficulty == i);
    CHECK(message.empty());
  }
  // A file written by hand (or by a later version) saying "expert".
  std::string problem;
  CHECK(duel::ui::settings_from_json(R"({"difficulty": "expert"})", problem).difficulty == 3);
  CHECK(problem.empty());
  // A level this version does not know, or not a word: the default (Medium), and said.
  for (const char* bad : {R"({"difficulty": "grandmaster"})", R"({"difficulty": "Expert"})", R"({"difficulty": 3})"}) {
    INFO(bad);
    const Settings s = duel::ui::settings_from_json(bad, problem);
    CHECK(s.difficulty == Settings{}.difficulty);
    CHECK(std::string(duel::ui::kLevels[static_cast<std::size_t>(s.difficulty)].key) == "medium");
    CHECK(problem == "unusable value for difficulty (default kept)");
  }
}
