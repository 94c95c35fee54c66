// Headless runs of the application: a screenshot of any screen to PNG, and the
// frame-time benchmark over a scripted seeded game.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "app.hpp"

namespace duel::ui {

struct HeadlessOptions {
  std::string screenshot;  // output PNG
  std::string record;      // game record to show
  int move = -1;           // only the first N moves of the record
  std::string screen;      // menu | selection | game | score | help
  std::uint64_t seed = 1;
  bool first_game = false;
  std::vector<std::string> expansions;  // --expansions: a new game's modules ("pantheon")
  // --by-clicks: the autoplay's moves are made by clicking what the screen offers (a
  // card, a menu line, a prompt's button, a Pantheon space, the curtain), never by
  // calling the engine: every decision must be answerable with the mouse.
  bool by_clicks = false;
  int width = 1280, height = 720;
  int hover_x = -1, hover_y = -1;
  struct Input {
    bool is_key = false;
    int x = 0, y = 0;        // a left click at (x, y)
    SDL_Keycode key = 0;     // or a key press
    Uint16 mod = 0;          // with these modifiers held (KMOD_LCTRL: "--key Ctrl+Q")
  };
  std::vector<Input> inputs;  // given in order after the first frame, as a player would
  std::string ai;          // play against this AI (a level's key, or any agent spec) in the autoplay
  int ai_seat = 1;
  int autoplay = 0;        // scripted (seeded) moves played before the screenshot
  bool keep_messages = false;  // the last input's messages stay on the picture
  // Animation (the clock is the run's own: it moves only as the run says).
  AnimationSpeed animation = AnimationSpeed::Off;  // --animation; Normal when --animate-at alone
  bool animation_given = false;
  int animate_at = -1;       // the picture this many ms after the last input's steps began
  bool trace_moves = false;  // prints a line per move: the record's hash, coins, pawn
  // --privacy-audit N: N hot-seat games by clicks from --seed on, with undo, Continue and
  // Load at random points; every frame drawn with the curtain down is read for a name or a
  // hotspot the player at the screen may not know (run_privacy_audit).
  int privacy_games = 0;
  bool privacy_plant = false;  // --privacy-plant: the audit's own check, fed one hidden name
  bool trace_status = false;  // prints "status: ..." each time a frame's status line is new
};

int run_screenshot(App& app, const std::string& font_dir, const HeadlessOptions& opt);
int run_bench(App& app, const std::string& font_dir, const HeadlessOptions& opt);
int run_privacy_audit(App& app, const std::string& font_dir, const HeadlessOptions& opt);

}  // namespace duel::ui
