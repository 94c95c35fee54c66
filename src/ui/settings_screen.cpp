// The settings screen (from the menu or O in a game): every setting with its value,
// changed by a click on its arrows or value, or by the arrow keys; applied at once and
// written to the settings file. Also the toggles that have keys of their own (F11 /
// Alt+Enter fullscreen, M sound).
#include <algorithm>
#include <string>

#include "app.hpp"
#include "palette.hpp"

namespace duel::ui {
namespace {

enum Row { Difficulty, Seat, Wonders, Display, SoundOn, Volume, Animation, UiScale, HandOverRow, kRows };

const char* kRowNames[kRows] = {"Computer's level", "You play",  "Wonders",  "Display",
                                "Sound",            "Volume",    "Animation", "UI scale",
                                "Hot-seat hand-over screen"};

// Moves `value` by `step` through `count` choices, round.
int cycle(int value, int step, int count) { return ((value + step) % count + count) % count; }

std::string value_text(const Settings& s, int row) {
  static const char* kSeats[] = {"First", "Second", "Random"};
  static const char* kSpeeds[] = {"Off", "Fast", "Normal"};
  static const char* kHandOvers[] = {"Off", "When private information exists", "Always"};
  switch (row) {
    case Difficulty: return kLevels[static_cast<std::size_t>(s.difficulty)].name;
    case Seat: return kSeats[s.seat];
    case Wonders: return s.first_game_wonders ? "First-game set" : "Selection";
    case Display: return s.fullscreen ? "Fullscreen" : "Window";
    case SoundOn: return s.sound ? "On" : "Off (muted)";
    case Volume: return std::to_string(s.volume) + "%";
    case Animation: return kSpeeds[static_cast<int>(s.animation)];
    case UiScale: return std::to_string(s.ui_scale) + "%";
    case HandOverRow: return kHandOvers[static_cast<int>(s.hand_over)];
    default: return "";
  }
}

}  // namespace

void App::use_settings(const Settings& s, std::string path, const std::string& message) {
  settings_ = clamped(s);
  stored_settings_ = settings_;
  settings_path_ = std::move(path);
  apply_settings();
  if (!message.empty()) warn(message);
}

// The file keeps the UI scale in percent; the layout's range is the same one.
static_assert(kMinUiScalePercent == static_cast<int>(kMinUiScale * 100 + 0.5) &&
              kMaxUiScalePercent == static_cast<int>(kMaxUiScale * 100 + 0.5));

void App::apply_settings() {
  base_dirty_ = true;
  difficulty_choice_ = settings_.difficulty;
  seat_choice_ = settings_.seat;
  first_game_wonders_ = settings_.first_game_wonders;
  pantheon_ = settings_.pantheon;
  agora_ = settings_.agora;
  sound_.configure(settings_.sound, settings_.volume);
  set_ui_scale(static_cast<float>(settings_.ui_scale) / 100.0f);
  set_animation_speed(settings_.animation);
  if (settings_.hand_over == HandOver::Off) curtain_.up = false;
}

void App::store_settings() {
  if (settings_path_.empty() || settings_ == stored_settings_) return;
  stored_settings_ = settings_;  // one attempt per change: a failing disk is told once
  std::string error;
  if (!save_settings(settings_path_, settings_, error)) warn("Settings could not be saved: " + error);
}

void App::remember_menu_choices() {
  settings_.difficulty = difficulty_choice_;
  settings_.seat = seat_choice_;
  settings_.first_game_wonders = first_game_wonders_;
  settings_.pantheon = pantheon_;
  settings_.agora = agora_;
  store_settings();
}

void App::toggle_fullscreen() {
  settings_.fullscreen = !settings_.fullscreen;
  fullscreen_changed_ = true;
  store_settings();
}

void App::toggle_sound() {
  settings_.sound = !settings_.sound;
  apply_settings();
  store_settings();
  toast(settings_.sound ? "Sound on (M to mute)" : "Sound muted (M to turn it on)", 2500);
}

void App::change_setting(int row, int step) {
  Settings& s = settings_;
  switch (row) {
    case Difficulty: s.difficulty = next_level(s.difficulty, step); break;
    case Seat: s.seat = cycle(s.seat, step, 3); break;
    case Wonders: s.first_game_wonders = !s.first_game_wonders; break;
    case Display: toggle_fullscreen(); return;
    case SoundOn: s.sound = !s.sound; break;
    case Volume: s.volume = std::clamp(s.volume + 10 * step, 0, 100); break;
    case Animation: s.animation = static_cast<AnimationSpeed>(cycle(static_cast<int>(s.animation), step, 3)); break;
    case UiScale: s.ui_scale = std::clamp(s.ui_scale + 10 * step, kMinUiScalePercent, kMaxUiScalePercent); break;
    case HandOverRow: s.hand_over = static_cast<HandOver>(cycle(static_cast<int>(s.hand_over), step, 3)); break;
    default: return;
  }
  apply_settings();
  store_settings();
  if (row == Volume || row == SoundOn) sound_.play(Sound::Coins);  // hear the new level
}

void App::on_settings_key(SDL_Keycode k) {
  switch (k) {
    case SDLK_UP: settings_row_ = cycle(settings_row_, -1, kRows); break;
    case SDLK_DOWN: settings_row_ = cycle(settings_row_, 1, kRows); break;
    case SDLK_LEFT:
    case SDLK_MINUS: change_setting(settings_row_, -1); break;
    case SDLK_RIGHT:
    case SDLK_RETURN:
    case SDLK_SPACE:
    case SDLK_PLUS:
    case SDLK_EQUALS: change_setting(settings_row_, 1); break;
    case SDLK_m: toggle_sound(); break;
    default: break;
  }
}

void App::render_settings(Canvas& c, const Layout& l) {
  const int row_h = l.px(40);
  const Rect r{l.frame.center_x() - l.px(330), l.frame.y + l.px(70), l.px(660), l.px(110) + kRows * row_h};
  panel(c, l, r, "Settings");
  c.fit_text("Click a value or its arrows · ↑ ↓ choose · ← → change · Esc close",
             Rect{r.x + l.px(16), r.y + l.px(38), r.w - l.px(32), l.px(18)}, l.px(12), 9, palette::kTextDim,
             FontWeight::Regular, Align::Center);
  const int arrow = l.px(34), value_w = l.px(300);
  for (int row = 0; row < kRows; ++row) {
    const int y = r.y + l.px(64) + row * row_h;
    const Rect line{r.x + l.px(12), y, r.w - l.px(24), row_h - l.px(6)};
    if (row == settings_row_) c.rounded(line, l.px(6), {255, 255, 255, 28});
    c.fit_text(kRowNames[row], Rect{line.x + l.px(12), line.y, l.px(230), line.h}, l.px(14), 9, palette::kText,
               FontWeight::Bold);
    const int vx = line.right() - l.px(8) - arrow * 2 - value_w - l.px(12);
    button(c, l, Rect{vx, line.y + l.px(2), arrow, line.h - l.px(4)}, "‹", Hotspot::SettingItem, row * 2);
    button(c, l, Rect{vx + arrow + l.px(6), line.y + l.px(2), value_w, line.h - l.px(4)}, value_text(settings_, row),
           Hotspot::SettingItem, row * 2 + 1);
    button(c, l, Rect{vx + arrow + value_w + l.px(12), line.y + l.px(2), arrow, line.h - l.px(4)}, "›",
           Hotspot::SettingItem, row * 2 + 1);
  }
  c.fit_text("Applied at once and remembered for the next run.",
             Rect{r.x + l.px(16), r.bottom() - l.px(40), r.w - l.px(150), l.px(30)}, l.px(12), 9, palette::kTextDim);
  button(c, l, Rect{r.right() - l.px(110), r.bottom() - l.px(36), l.px(96), l.px(26)}, "Close", Hotspot::CloseOverlay, 0);
}

}  // namespace duel::ui
