// The player's settings, remembered between runs in $XDG_CONFIG_HOME/7wd/settings.json
// (default ~/.config/7wd): the menu's choices, the window, sound, animation, UI scale
// and the hot-seat hand-over screen. A missing file gives the defaults quietly; a
// corrupt one gives the defaults and one message (naming no path); unknown keys are
// ignored and out-of-range values clamped, so an edited file never stops the game.
#pragma once

#include <cstdint>
#include <string>

#include "animation.hpp"  // AnimationSpeed
#include "levels.hpp"

namespace duel::ui {

// When the hot-seat hand-over curtain is shown as the player at the screen changes.
enum class HandOver : std::uint8_t { Off, WhenPrivate, Always };

inline constexpr int kMinWindowWidth = 960, kMinWindowHeight = 540, kMaxWindowSide = 8192;
inline constexpr int kMinUiScalePercent = 80, kMaxUiScalePercent = 150;
// A settings file is a few hundred bytes: anything larger is not one.
inline constexpr std::uintmax_t kMaxSettingsBytes = 64u << 10;

struct Settings {
  int difficulty = kDefaultLevel;  // the computer's level: an index in kLevels (levels.hpp)
  int seat = 0;        // against the computer: 0 first, 1 second, 2 random
  bool first_game_wonders = false;
  bool pantheon = false;  // new games are played with the Pantheon expansion
  bool agora = false;     // ... and/or with the Agora expansion
  int window_width = 1280, window_height = 720;
  bool fullscreen = false;
  bool sound = true;
  int volume = 70;  // percent
  AnimationSpeed animation = AnimationSpeed::Normal;
  int ui_scale = 100;  // percent, kMinUiScalePercent..kMaxUiScalePercent
  HandOver hand_over = HandOver::WhenPrivate;

  bool operator==(const Settings&) const = default;
};

// Every value brought into its range (a hand-edited file, a window larger than any screen).
Settings clamped(Settings s);

// $XDG_CONFIG_HOME/7wd (default ~/.config/7wd): where the game keeps what it remembers;
// empty when there is no home to keep it in.
std::string config_directory();
std::string settings_path();  // empty when there is no home to keep it in
std::string settings_to_json(const Settings& s);
// The settings in `text`; `problem` says what was wrong with it in the player's words
// (empty when nothing was). Invalid JSON gives the defaults; a bad value, its default.
Settings settings_from_json(const std::string& text, std::string& problem);
// Reads `path`: a missing file is the defaults with no message; any other problem is
// the defaults (or those values that could be read) and a message naming no path.
Settings load_settings(const std::string& path, std::string& message);
// Creates the folder and writes the file atomically (as the saves are written).
bool save_settings(const std::string& path, const Settings& s, std::string& error);

// The names the file and the settings screen use.
const char* animation_name(AnimationSpeed a);  // "off", "fast", "normal"
const char* hand_over_name(HandOver h);        // "off", "private", "always"

}  // namespace duel::ui
