#include "headless.hpp"

#include <SDL_image.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <vector>

#include "duel/rng.hpp"

namespace duel::ui {
namespace {

// Runs `draw` with a canvas on `renderer` once the fonts are loaded; 1 if they are not.
template <typename Draw>
int with_canvas(SDL_Renderer* renderer, const std::string& font_dir, Draw draw) {
  Canvas canvas(renderer, font_dir);
  std::string error;
  if (!canvas.fonts_ok(error)) {
    std::fprintf(stderr, "7wd: %s\n", error.c_str());
    return 1;
  }
  return draw(canvas);
}

// A hotspot kind as DUEL_UI_HOTSPOTS prints it (a switch: a new kind must be named).
const char* kind_name(Hotspot::Kind k) {
  switch (k) {
    case Hotspot::MenuItem: return "MenuItem";
    case Hotspot::TopButton: return "TopButton";
    case Hotspot::Slot: return "Slot";
    case Hotspot::CityWonder: return "CityWonder";
    case Hotspot::BoardToken: return "BoardToken";
    case Hotspot::CityToken: return "CityToken";
    case Hotspot::CityCard: return "CityCard";
    case Hotspot::Choice: return "Choice";
    case Hotspot::ActionItem: return "ActionItem";
    case Hotspot::LoadItem: return "LoadItem";
    case Hotspot::ScoreButton: return "ScoreButton";
    case Hotspot::CloseOverlay: return "CloseOverlay";
    case Hotspot::OfferWonder: return "OfferWonder";
    case Hotspot::PileCard: return "PileCard";
    case Hotspot::HelpScroll: return "HelpScroll";
    case Hotspot::SettingItem: return "SettingItem";
    case Hotspot::Curtain: return "Curtain";
    case Hotspot::Walkthrough: return "Walkthrough";
    case Hotspot::Blocker: return "Blocker";
  }
  return "?";
}

}  // namespace

int run_screenshot(App& app, const std::string& font_dir, const HeadlessOptions& opt) {
  // Scripted input acts as a player: then the game autosaves as it would in the window.
  app.set_persist(!opt.inputs.empty());
  std::string screen = opt.screen;
  if (screen.empty()) screen = opt.record.empty() && opt.autoplay == 0 && opt.ai.empty() ? "menu" : "game";
  if (screen != "menu" && screen != "selection" && screen != "game" && screen != "score" && screen != "help") {
    std::fprintf(stderr, "7wd: unknown screen \"%s\" (menu, selection, game, score, help)\n", screen.c_str());
    return 2;
  }
  if (!opt.record.empty()) {
    std::string error;
    if (!app.load_game(opt.record, error, opt.move)) {
      std::fprintf(stderr, "7wd: cannot load %s: %s\n", opt.record.c_str(), error.c_str());
      return 1;
    }
  } else if (!opt.ai.empty()) {
    app.new_game(opt.seed, GameOptions{opt.first_game}, static_cast<Player>(opt.ai_seat), opt.ai);
  } else if (screen == "selection" || screen == "game" || screen == "score") {
    app.new_game(opt.seed, GameOptions{opt.first_game}, kNone, "");
  }
  if (opt.autoplay > 0 && app.session()) {
    // A reproducible game: moves drawn from the seed, one of the legal actions each time.
    Rng script(opt.seed * 31 + 7);
    for (int i = 0; i < opt.autoplay && !app.session()->state().is_terminal(); ++i) {
      if (app.wait_for_ai()) continue;  // the computer's turn: its thread answers
      ActionList actions;
      app.session()->state().legal_actions(actions);
      app.play(actions[static_cast<int>(script.below(static_cast<std::uint32_t>(actions.size())))]);
    }
  }
  app.clear_toasts();
  if (screen == "menu") app.show_screen(Screen::Menu);
  if (screen == "help") app.show_screen(Screen::Help);
  if (screen == "selection" || screen == "game" || screen == "score") app.show_screen(Screen::Game);
  if (app.session()) {
    const GameState& s = app.session()->state();
    if (screen == "selection" && s.phase != Phase::WonderSelection) {
      std::fprintf(stderr, "7wd: the game is past the Wonder selection (move %d)\n", app.session()->move_count());
      return 1;
    }
    if (screen == "score" && !s.is_terminal()) {
      std::fprintf(stderr, "7wd: the game is not over after %d moves: no score sheet yet\n",
                   app.session()->move_count());
      return 1;
    }
  }

  SDL_Surface* surface = SDL_CreateRGBSurfaceWithFormat(0, opt.width, opt.height, 32, SDL_PIXELFORMAT_ARGB8888);
  if (!surface) {
    std::fprintf(stderr, "7wd: cannot create a surface: %s\n", SDL_GetError());
    return 1;
  }
  SDL_Renderer* renderer = SDL_CreateSoftwareRenderer(surface);
  int status = 0;
  if (!renderer) {
    std::fprintf(stderr, "7wd: cannot create a software renderer: %s\n", SDL_GetError());
    status = 1;
  } else {
    status = with_canvas(renderer, font_dir, [&](Canvas& canvas) {
      app.render(canvas, opt.width, opt.height);  // registers what can be clicked
      for (const HeadlessOptions::Input& input : opt.inputs) {
        SDL_Event e{};
        if (input.is_key) {
          e.type = SDL_KEYDOWN;
          e.key.keysym.sym = input.key;
        } else {
          e.type = SDL_MOUSEBUTTONDOWN;
          e.button.button = SDL_BUTTON_LEFT;
          e.button.x = input.x;
          e.button.y = input.y;
        }
        app.handle(e);
        while (app.wait_for_ai()) {
        }
        if (!opt.keep_messages) app.clear_toasts();
        app.render(canvas, opt.width, opt.height);
      }
      if (opt.hover_x >= 0) {
        app.set_hover(opt.hover_x, opt.hover_y);
        app.render(canvas, opt.width, opt.height);
      }
      SDL_RenderPresent(renderer);
      // What is shown, for scripts and tests.
      const char* names[] = {"menu", "game", "help"};
      std::printf("shown: %s", names[static_cast<int>(app.screen())]);
      if (app.session()) std::printf(", game at move %d", app.session()->move_count());
      std::printf("%s\n", app.curtain_up() ? ", hand-over curtain up" : "");
      if (std::getenv("DUEL_UI_HOTSPOTS")) {  // what can be clicked, for the tests
        for (const Hotspot& h : app.hotspots()) {
          std::printf("hotspot: %s %d,%d %dx%d %d\n", kind_name(h.kind), h.rect.x, h.rect.y, h.rect.w, h.rect.h, h.a);
        }
      }
      if (IMG_SavePNG(surface, opt.screenshot.c_str()) != 0) {
        std::fprintf(stderr, "7wd: cannot write %s: %s\n", opt.screenshot.c_str(), IMG_GetError());
        return 1;
      }
      return 0;
    });
    SDL_DestroyRenderer(renderer);
  }
  SDL_FreeSurface(surface);
  return status;
}

int run_bench(App& app, const std::string& font_dir, const HeadlessOptions& opt) {
  app.set_persist(false);
  SDL_Window* window = SDL_CreateWindow("7wd bench", 0, 0, opt.width, opt.height, SDL_WINDOW_HIDDEN);
  if (!window) {
    std::fprintf(stderr, "7wd: cannot create a window: %s\n", SDL_GetError());
    return 1;
  }
  SDL_Renderer* renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE);
  if (!renderer) {
    std::fprintf(stderr, "7wd: cannot create a software renderer: %s\n", SDL_GetError());
    SDL_DestroyWindow(window);
    return 1;
  }
  const int status = with_canvas(renderer, font_dir, [&](Canvas& canvas) {
    app.new_game(opt.seed, GameOptions{}, kNone, "");
    app.show_screen(Screen::Game);
    Rng script(20261122);  // the scripted game's moves
    std::vector<double> ms, full_ms;
    auto frame = [&](int hx, int hy, bool full) {
      app.set_hover(hx, hy);
      const auto t0 = std::chrono::steady_clock::now();
      app.render(canvas, opt.width, opt.height);
      SDL_RenderPresent(renderer);
      const auto t1 = std::chrono::steady_clock::now();
      ms.push_back(std::chrono::duration<double, std::milli>(t1 - t0).count());
      if (full) full_ms.push_back(ms.back());
    };
    int moves = 0;
    while (!app.session()->state().is_terminal() && moves < 400) {
      // Three frames per position: idle, hovering a card, hovering a city.
      // After a move the whole scene is redrawn; moving the mouse redraws the hover layer.
      frame(-1, -1, true);
      frame(opt.width / 2, opt.height / 2, false);
      frame(opt.width / 8, opt.height * 3 / 4, false);
      ActionList actions;
      app.session()->state().legal_actions(actions);
      const Action a = actions[static_cast<int>(script.below(static_cast<std::uint32_t>(actions.size())))];
      app.play(a);
      app.clear_toasts();
      ++moves;
    }
    frame(-1, -1, true);
    std::vector<double> sorted = ms;
    std::sort(full_ms.begin(), full_ms.end());
    std::sort(sorted.begin(), sorted.end());
    double sum = 0;
    for (double v : ms) sum += v;
    const double median = sorted[sorted.size() / 2];
    const double p95 = sorted[std::min(sorted.size() - 1, sorted.size() * 95 / 100)];
    std::printf("bench-frames: %dx%d software renderer, %d moves, %zu frames\n", opt.width, opt.height, moves,
                ms.size());
    std::printf("median frame (render + present): %.2f ms  mean %.2f ms  p95 %.2f ms  max %.2f ms\n", median,
                sum / double(ms.size()), p95, sorted.back());
    std::printf("median full redraw after a move: %.2f ms (%zu frames); hover-only frames reuse the scene layer\n",
                full_ms[full_ms.size() / 2], full_ms.size());
    return 0;
  });
  SDL_DestroyRenderer(renderer);
  SDL_DestroyWindow(window);
  return status;
}

}  // namespace duel::ui
