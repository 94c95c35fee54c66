// 7wd: the desktop application, plus headless screenshots and a frame benchmark.
#include <SDL.h>
#include <SDL_image.h>
#include <SDL_ttf.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <filesystem>
#include <string>

#include "app.hpp"
#include "duel/data_loader.hpp"
#include "duel_version.hpp"
#include "headless.hpp"
#include "levels.hpp"

namespace {

// The levels of --ai are filled in from levels.hpp (usage()).
const char* kUsage =
    "usage: 7wd [--data DIR] [--size WxH] [--ui-scale F] [--animation off|fast|normal]\n"
    "       7wd --screenshot OUT.png [--record FILE] [--move N] [--size WxH]\n"
    "           [--screen menu|selection|game|score|help] [--seed N] [--first-game]\n"
    "           [--hover X,Y] [--click X,Y]... [--key NAME]... [--autoplay N] [--ai LEVEL]\n"
    "           [--expansions LIST] [--by-clicks]\n"
    "           [--messages] [--ui-scale F] [--expansion-regions] [--offer-walkthrough]\n"
    "           [--animation off|fast|normal] [--animate-at MS] [--trace-moves]\n"
    "           [--trace-status]\n"
    "       7wd --bench-frames [--size WxH] [--data DIR] [--animation off|fast|normal]\n"
    "       7wd --privacy-audit GAMES [--seed N] [--expansions LIST] [--privacy-plant]\n"
    "       7wd --help | --version\n"
    "\n"
    "Without options, opens the game window (designed at 1280x720, resizable).\n"
    "--ui-scale F     text and panels F times larger (0.8 to 1.5) on top of the window's\n"
    "                 size, as far as the window can hold them\n"
    "--screenshot renders one frame headless (software renderer) to a PNG (a BMP when\n"
    "  OUT ends in .bmp) and exits:\n"
    "  --record FILE   a saved game record (JSON) to show, --move N: only its first N moves\n"
    "  --screen S      which screen (default: game when a record is given, else menu)\n"
    "  --seed N        seed of a new game when no record is given (default 1)\n"
    "  --hover X,Y     mouse position (shows the enlarged view)\n"
    "  --click X,Y, --key NAME  clicks and key presses (SDL key names: U, D, Escape...,\n"
    "                  Ctrl+Q for a key with Control held),\n"
    "                  in order, before the picture is taken\n"
    "  --autoplay N    play N seeded scripted moves first (new game or after the record)\n"
    "  --by-clicks     the autoplay clicks what the screen offers instead (fails when a\n"
    "                  decision cannot be answered with the mouse)\n"
    "  --expansions L  the new game's expansions, e.g. pantheon (comma-separated)\n"
    "  --ai LEVEL      the new game is against the computer (LEVELS),\n"
    "                  --ai-seat 1|2 its seat (default 2); autoplay waits for its moves\n"
    "  --messages      keep the messages shown by the last input on the picture\n"
    "  --expansion-regions  outline where the Pantheon and the Senate will be drawn\n"
    "  --offer-walkthrough  offer the first-time walkthrough as the window does (unless\n"
    "                  $XDG_CONFIG_HOME/7wd/walkthrough-seen says it was seen)\n"
    "  --animation S   motion after each move: off (the default here), fast, normal\n"
    "                  (the window's default: normal); a key or click skips it\n"
    "  --animate-at MS the picture MS milliseconds after the last input's motion began\n"
    "                  (or the last --autoplay move's, without inputs)\n"
    "                  (sets --animation normal unless given)\n"
    "  --trace-moves   print a line per move (hash of the record, coins, pawn)\n"
    "  --trace-status  print the top bar's status line each time a frame shows a new one\n"
    "--bench-frames plays a scripted seeded game and prints the median frame time.\n"
    "--privacy-audit plays GAMES hot-seat games by clicks (seeds N, N+1, ...) with undo,\n"
    "  Continue and Load at random points, and fails when a frame drawn with the curtain\n"
    "  down names or offers a component the player at the screen may not know\n"
    "  (--privacy-plant: its own check, fed one hidden name).\n"
    "Saved games live in $XDG_DATA_HOME/7wd (default ~/.local/share/7wd), settings in\n"
    "$XDG_CONFIG_HOME/7wd/settings.json (default ~/.config/7wd).\n"
    "Game data without --data: $DUEL_DATA_DIR, else ../share/7wd/data beside this program's\n"
    "folder (an installed copy), else the source tree's data/.\n";

// kUsage with the computer's levels in order.
std::string usage() {
  std::string text = kUsage;
  text.replace(text.find("LEVELS"), 6, duel::ui::level_keys(", "));
  return text;
}

bool parse_size(const char* s, int& w, int& h) {
  return std::sscanf(s, "%dx%d", &w, &h) == 2 && w >= 320 && h >= 200 && w <= 8192 && h <= 8192;
}

bool parse_point(const char* s, int& x, int& y) { return std::sscanf(s, "%d,%d", &x, &y) == 2; }

// The folder of the running binary (SDL asks the system), or empty when unknown.
std::string program_dir() {
  std::string dir;
  if (char* base = SDL_GetBasePath()) {
    dir = base;
    SDL_free(base);
  }
  return dir;
}

std::string assets_dir() {
  namespace fs = std::filesystem;
  if (const char* env = std::getenv("DUEL_ASSETS_DIR"); env && *env) return env;
  std::error_code ec;
  if (const std::string b = program_dir(); !b.empty()) {
    for (const char* rel : {"assets", "../share/7wd/assets"}) {
      if (fs::exists(fs::path(b) / rel / "fonts", ec)) return (fs::path(b) / rel).lexically_normal().string();
    }
  }
#ifdef DUEL_SOURCE_ASSETS_DIR
  if (fs::exists(DUEL_SOURCE_ASSETS_DIR, ec)) return DUEL_SOURCE_ASSETS_DIR;
#endif
  return "assets";
}

// One turn of the main loop: draws if needed, then waits for and handles events.
// Returns whether the window must be redrawn.
bool frame(duel::ui::App& app, duel::ui::Canvas& canvas, SDL_Window* window, SDL_Renderer* renderer, bool dirty) {
  if (dirty) {
    int w = 0, h = 0;
    SDL_GetRendererOutputSize(renderer, &w, &h);
    app.render(canvas, w, h);
    SDL_RenderPresent(renderer);
    dirty = false;
  }
  // Sleep until an event, or until a message expires / the thinking dots move.
  const int timeout = app.next_timeout_ms();
  SDL_Event e;
  const int got = timeout < 0 ? SDL_WaitEvent(&e) : SDL_WaitEventTimeout(&e, timeout);
  if (!got) {
    // Time passed: the thinking dots move. An animation frame needs no new scene (only
    // its moving element over the cached one; the scene changes as each step ends).
    if (!app.animating()) app.invalidate();
    if (timeout < 0) SDL_Delay(50);  // an error, not a timeout: don't spin
    return true;
  }
  dirty |= app.handle(e);
  while (SDL_PollEvent(&e)) dirty |= app.handle(e);
  if (app.take_fullscreen_change()) {  // F11, Alt+Enter or the settings screen
    SDL_SetWindowFullscreen(window, app.settings().fullscreen ? SDL_WINDOW_FULLSCREEN_DESKTOP : 0);
    dirty = true;
  }
  return dirty;
}

int run_window(duel::ui::App& app, const std::string& font_dir, int width, int height) {
  const Uint32 flags = SDL_WINDOW_RESIZABLE | (app.settings().fullscreen ? SDL_WINDOW_FULLSCREEN_DESKTOP : 0);
  SDL_Window* window = SDL_CreateWindow("7 Wonders Duel", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, width, height,
                                        flags);
  if (!window) {
    std::fprintf(stderr, "7wd: cannot open a window: %s\n", SDL_GetError());
    return 1;
  }
  SDL_SetWindowMinimumSize(window, 960, 540);
  SDL_Renderer* renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_PRESENTVSYNC);
  if (!renderer) renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE);
  if (!renderer) {
    std::fprintf(stderr, "7wd: cannot create a renderer: %s\n", SDL_GetError());
    SDL_DestroyWindow(window);
    return 1;
  }
  int status = 0;
  {
    duel::ui::Canvas canvas(renderer, font_dir);
    std::string error;
    if (!canvas.fonts_ok(error)) {
      std::fprintf(stderr, "7wd: %s\n", error.c_str());
      status = 1;
    } else {
      SDL_StartTextInput();
      app.open_audio();  // silent when there is no audio device
      bool dirty = true;
      while (!app.quit_requested()) {
        try {
          dirty = frame(app, canvas, window, renderer, dirty);
        } catch (const std::exception& e) {
          app.recover(e);
          dirty = true;
        }
      }
    }
  }
  SDL_DestroyRenderer(renderer);
  SDL_DestroyWindow(window);
  return status;
}

}  // namespace

int main(int argc, char** argv) {
  duel::ui::HeadlessOptions opt;
  double ui_scale = 0;  // --ui-scale; 0: the remembered setting
  bool expansion_regions = false;
  bool bench = false, help = false, offer_walkthrough = false;
  std::string data_dir;
  int width = 1280, height = 720;
  bool size_given = false;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    auto value = [&](const char* what) -> const char* {
      if (i + 1 >= argc) {
        std::fprintf(stderr, "7wd: %s needs %s\n", a.c_str(), what);
        std::exit(2);
      }
      return argv[++i];
    };
    if (a == "--help" || a == "-h") {
      help = true;
    } else if (a == "--version") {
      std::printf("%s\n", duel::version_line("7wd").c_str());
      return 0;
    } else if (a == "--screenshot") {
      opt.screenshot = value("an output file");
    } else if (a == "--record") {
      opt.record = value("a file");
    } else if (a == "--move") {
      opt.move = std::atoi(value("a number"));
    } else if (a == "--size") {
      if (!parse_size(value("WxH"), width, height)) {
        std::fprintf(stderr, "7wd: --size wants WxH, e.g. 1920x1080\n");
        return 2;
      }
      size_given = true;
    } else if (a == "--screen") {
      opt.screen = value("menu|selection|game|score|help");
    } else if (a == "--seed") {
      opt.seed = std::strtoull(value("a number"), nullptr, 10);
    } else if (a == "--autoplay") {
      opt.autoplay = std::atoi(value("a number of moves"));
    } else if (a == "--ai") {
      opt.ai = value(duel::ui::level_keys("|").c_str());
    } else if (a == "--ai-seat") {
      opt.ai_seat = std::atoi(value("1 or 2")) == 1 ? 0 : 1;
    } else if (a == "--ui-scale") {
      const char* text = value("a scale factor, e.g. 1.25");
      char* end = nullptr;
      ui_scale = std::strtod(text, &end);
      if (end == text || *end != '\0' || !(ui_scale >= duel::ui::kMinUiScale && ui_scale <= duel::ui::kMaxUiScale)) {
        std::fprintf(stderr, "7wd: --ui-scale wants a number from %.1f to %.1f, e.g. 1.25 (got \"%s\")\n",
                     duel::ui::kMinUiScale, duel::ui::kMaxUiScale, text);
        return 2;
      }
    } else if (a == "--expansion-regions") {
      expansion_regions = true;
    } else if (a == "--messages") {
      opt.keep_messages = true;
    } else if (a == "--offer-walkthrough") {
      offer_walkthrough = true;
    } else if (a == "--animation") {
      if (!duel::ui::parse_animation_speed(value("off|fast|normal"), opt.animation)) {
        std::fprintf(stderr, "7wd: --animation wants off, fast or normal\n");
        return 2;
      }
      opt.animation_given = true;
    } else if (a == "--animate-at") {
      char* end = nullptr;
      const char* text = value("milliseconds");
      const long ms = std::strtol(text, &end, 10);
      if (end == text || *end != '\0' || ms < 0 || ms > 600000) {
        std::fprintf(stderr, "7wd: --animate-at wants milliseconds from 0 to 600000\n");
        return 2;
      }
      opt.animate_at = static_cast<int>(ms);
    } else if (a == "--trace-moves") {
      opt.trace_moves = true;
    } else if (a == "--trace-status") {
      opt.trace_status = true;
    } else if (a == "--expansions") {
      std::string list = value("module names, e.g. pantheon");
      for (std::size_t at = 0; at <= list.size();) {
        const std::size_t comma = std::min(list.find(',', at), list.size());
        if (comma > at) opt.expansions.push_back(list.substr(at, comma - at));
        at = comma + 1;
      }
      opt.expansions = duel::canonical_expansions(opt.expansions);
    } else if (a == "--by-clicks") {
      opt.by_clicks = true;
    } else if (a == "--first-game") {
      opt.first_game = true;
    } else if (a == "--hover") {
      if (!parse_point(value("X,Y"), opt.hover_x, opt.hover_y)) return 2;
    } else if (a == "--click") {
      duel::ui::HeadlessOptions::Input in;
      if (!parse_point(value("X,Y"), in.x, in.y)) return 2;
      opt.inputs.push_back(in);
    } else if (a == "--key") {
      duel::ui::HeadlessOptions::Input in;
      in.is_key = true;
      std::string name = value("a key name");
      if (name.size() > 5 && SDL_strncasecmp(name.c_str(), "Ctrl+", 5) == 0) {  // "Ctrl+Q": with Control held
        in.mod = KMOD_LCTRL;
        name.erase(0, 5);
      }
      in.key = SDL_GetKeyFromName(name.c_str());
      if (in.key == SDLK_UNKNOWN) {
        std::fprintf(stderr, "7wd: unknown key name\n");
        return 2;
      }
      opt.inputs.push_back(in);
    } else if (a == "--data") {
      data_dir = value("a directory");
    } else if (a == "--bench-frames") {
      bench = true;
    } else if (a == "--privacy-audit") {
      opt.privacy_games = std::max(1, std::atoi(value("a number of games")));
    } else if (a == "--privacy-plant") {
      opt.privacy_plant = true;
    } else {
      std::fprintf(stderr, "7wd: unknown option %s\n%s", a.c_str(), usage().c_str());
      return 2;
    }
  }
  if (help) {
    std::fputs(usage().c_str(), stdout);
    return 0;
  }
  opt.width = width;
  opt.height = height;
  const bool headless = !opt.screenshot.empty() || bench || opt.privacy_games > 0;
  if (headless && !std::getenv("SDL_VIDEODRIVER") && !std::getenv("DISPLAY") && !std::getenv("WAYLAND_DISPLAY")) {
    setenv("SDL_VIDEODRIVER", "dummy", 1);
  }

  if (data_dir.empty()) data_dir = duel::default_data_dir(program_dir());
  duel::LoadResult loaded = duel::load_rules(data_dir);
  std::string data_error;
  for (const auto& e : loaded.errors) data_error += (data_error.empty() ? "" : "; ") + e.to_string();
  if (!loaded.ok() && data_error.empty()) data_error = "no rules loaded";

  if (SDL_Init(headless && !bench ? 0 : SDL_INIT_VIDEO | SDL_INIT_EVENTS) != 0 || TTF_Init() != 0) {
    std::fprintf(stderr, "7wd: cannot start SDL: %s\n", SDL_GetError());
    return 1;
  }
  IMG_Init(IMG_INIT_PNG);
  int status = 0;
  bool ai_still_running = false;
  {
    duel::ui::App app(loaded.ok() ? loaded.rules : nullptr, data_error, data_dir);
    // The remembered settings ($XDG_CONFIG_HOME/7wd); headless runs read them, never write.
    const std::string settings_file = duel::ui::settings_path();
    std::string settings_message;
    app.use_settings(duel::ui::load_settings(settings_file, settings_message), headless ? "" : settings_file,
                     settings_message);
    if (!size_given && !headless) {
      width = app.settings().window_width;
      height = app.settings().window_height;
    }
    if (ui_scale > 0) app.set_ui_scale(static_cast<float>(ui_scale));
    app.set_show_expansion_regions(expansion_regions);
    app.offer_walkthrough = offer_walkthrough;
    const std::string fonts = assets_dir() + "/fonts";
    if (headless && !loaded.ok()) {
      std::fprintf(stderr, "7wd: cannot load the game data: %s\n", data_error.c_str());
      status = 1;
    } else if (headless) {
      try {
        status = bench                  ? duel::ui::run_bench(app, fonts, opt)
                 : opt.privacy_games > 0 ? duel::ui::run_privacy_audit(app, fonts, opt)
                                         : duel::ui::run_screenshot(app, fonts, opt);
      } catch (const std::exception& e) {
        std::fprintf(stderr, "7wd: stopped: %s\n", duel::ui::failure_text(e).c_str());
        status = 1;
      }
    } else {
      const char* driver = SDL_GetCurrentVideoDriver();
      const std::string name = driver ? driver : "";
      if ((name == "dummy" || name == "offscreen" || name == "evdev") && !std::getenv("SDL_VIDEODRIVER")) {
        // An invisible window would wait for input forever: say so instead.
        std::fprintf(stderr, "7wd: no display found (video driver \"%s\"); set DISPLAY, or use --screenshot\n",
                     name.c_str());
        status = 1;
      } else {
        app.wake_event = SDL_RegisterEvents(1);
        app.offer_walkthrough = true;
        if (opt.animation_given) app.set_animation_speed(opt.animation);
        status = run_window(app, fonts, width, height);
        app.store_settings();  // the window's last size
      }
    }
    ai_still_running = app.ai_busy();
  }
  IMG_Quit();
  TTF_Quit();
  SDL_Quit();
  if (ai_still_running) {
    // Quit while the computer thinks: its detached thread cannot be stopped, so leave
    // without running static destructors under it.
    std::fflush(nullptr);
    std::_Exit(status);
  }
  return status;
}
