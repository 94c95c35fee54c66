#include "settings.hpp"

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <string_view>
#include <system_error>

#include <nlohmann/json.hpp>

#include "save_files.hpp"

namespace duel::ui {
namespace fs = std::filesystem;
using nlohmann::json;

namespace {

// The computer's level is written with its key in kLevels (levels.hpp).
constexpr const char* kSeatKeys[3] = {"first", "second", "random"};
constexpr const char* kAnimationKeys[3] = {"off", "fast", "normal"};
constexpr const char* kHandOverKeys[3] = {"off", "private", "always"};

// The index of `value` among `names`, or -1.
template <std::size_t N>
int index_of(std::string_view value, const char* const (&names)[N]) {
  for (std::size_t i = 0; i < N; ++i) {
    if (value == names[i]) return static_cast<int>(i);
  }
  return -1;
}

// Reads the keys it knows from `j`, one at a time: a key of the wrong kind keeps its
// default and is named in `bad` (the first few only).
class Reader {
 public:
  Reader(const json& j, std::string& bad) : j_(j), bad_(bad) {}

  void flag(const char* key, bool& out) {
    if (const json* v = find(key)) {
      if (v->is_boolean()) out = v->get<bool>();
      else complain(key);
    }
  }
  void number(const char* key, int& out) {
    if (const json* v = find(key)) {
      // Any number: clamped() brings it into range (a huge one saturates first).
      if (v->is_number()) out = static_cast<int>(std::clamp(v->get<double>(), -1e9, 1e9));
      else complain(key);
    }
  }
  template <std::size_t N>
  int choice(const char* key, const char* const (&names)[N], int fallback) {
    return choice_by(key, [&](std::string_view value) { return index_of(value, names); }, fallback);
  }
  // A string that `lookup` knows (gives its index, else -1); anything else keeps
  // `fallback` and is named.
  template <class Lookup>
  int choice_by(const char* key, Lookup lookup, int fallback) {
    const json* v = find(key);
    if (!v) return fallback;
    const int i = v->is_string() ? lookup(v->get<std::string>()) : -1;
    if (i < 0) complain(key);
    return i < 0 ? fallback : i;
  }

 private:
  const json* find(const char* key) const {
    const auto it = j_.find(key);
    return it == j_.end() ? nullptr : &*it;
  }
  void complain(const char* key) {
    if (!bad_.empty()) bad_ += ", ";
    bad_ += key;
  }

  const json& j_;
  std::string& bad_;
};

}  // namespace

const char* animation_name(AnimationSpeed a) { return kAnimationKeys[static_cast<int>(a)]; }
const char* hand_over_name(HandOver h) { return kHandOverKeys[static_cast<int>(h)]; }

Settings clamped(Settings s) {
  s.difficulty = std::clamp(s.difficulty, 0, kLevelCount - 1);
  s.seat = std::clamp(s.seat, 0, 2);
  s.window_width = std::clamp(s.window_width, kMinWindowWidth, kMaxWindowSide);
  s.window_height = std::clamp(s.window_height, kMinWindowHeight, kMaxWindowSide);
  s.volume = std::clamp(s.volume, 0, 100);
  s.ui_scale = std::clamp(s.ui_scale, kMinUiScalePercent, kMaxUiScalePercent);
  return s;
}

std::string config_directory() {
  if (const char* xdg = std::getenv("XDG_CONFIG_HOME"); xdg && *xdg) return (fs::path(xdg) / "7wd").string();
  if (const char* home = std::getenv("HOME"); home && *home) return (fs::path(home) / ".config" / "7wd").string();
  return "";
}

std::string settings_path() {
  const std::string dir = config_directory();
  return dir.empty() ? "" : (fs::path(dir) / "settings.json").string();
}

std::string settings_to_json(const Settings& s) {
  const json j = {
      {"difficulty", kLevels[static_cast<std::size_t>(s.difficulty)].key},
      {"seat", kSeatKeys[s.seat]},
      {"first_game_wonders", s.first_game_wonders},
      {"pantheon", s.pantheon},
      {"agora", s.agora},
      {"window_width", s.window_width},
      {"window_height", s.window_height},
      {"fullscreen", s.fullscreen},
      {"sound", s.sound},
      {"volume", s.volume},
      {"animation", animation_name(s.animation)},
      {"ui_scale", s.ui_scale},
      {"hand_over", hand_over_name(s.hand_over)},
  };
  return j.dump(2) + "\n";
}

Settings settings_from_json(const std::string& text, std::string& problem) {
  problem.clear();
  const json j = json::parse(text, nullptr, false);
  if (j.is_discarded() || !j.is_object()) {
    problem = j.is_discarded() ? "the file is not valid JSON: using the defaults"
                               : "the file does not hold settings: using the defaults";
    return Settings{};
  }
  Settings s;
  std::string bad;
  Reader r(j, bad);
  s.difficulty = r.choice_by("difficulty", level_index, s.difficulty);
  s.seat = r.choice("seat", kSeatKeys, s.seat);
  r.flag("first_game_wonders", s.first_game_wonders);
  r.flag("pantheon", s.pantheon);
  r.flag("agora", s.agora);
  r.number("window_width", s.window_width);
  r.number("window_height", s.window_height);
  r.flag("fullscreen", s.fullscreen);
  r.flag("sound", s.sound);
  r.number("volume", s.volume);
  s.animation = static_cast<AnimationSpeed>(r.choice("animation", kAnimationKeys, static_cast<int>(s.animation)));
  r.number("ui_scale", s.ui_scale);
  s.hand_over = static_cast<HandOver>(r.choice("hand_over", kHandOverKeys, static_cast<int>(s.hand_over)));
  if (!bad.empty()) problem = "unusable value for " + bad + " (default kept)";
  return clamped(s);
}

Settings load_settings(const std::string& path, std::string& message) {
  message.clear();
  std::error_code ec;
  if (path.empty() || !fs::exists(fs::symlink_status(path, ec))) return Settings{};
  std::string error;
  const std::optional<std::string> text = read_bounded_file(
      path, kMaxSettingsBytes, "more than " + std::to_string(kMaxSettingsBytes >> 10) + " KB, too large for settings",
      error);
  if (!text) {
    message = "Settings could not be read: " + error + "; using the defaults";
    return Settings{};
  }
  std::string problem;
  Settings s = settings_from_json(*text, problem);
  if (!problem.empty()) message = "Settings file: " + problem;
  return s;
}

bool save_settings(const std::string& path, const Settings& s, std::string& error) {
  if (path.empty()) {
    error = "there is no home folder to keep them in";
    return false;
  }
  std::error_code ec;
  fs::create_directories(fs::path(path).parent_path(), ec);
  return write_text_file(path, settings_to_json(clamped(s)), error);
}

}  // namespace duel::ui
