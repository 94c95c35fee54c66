#include "headless.hpp"

#include <SDL_image.h>

#include <algorithm>
#include <array>
#include <cctype>
#include <cstring>
#include <memory>
#include <optional>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <functional>
#include <set>
#include <unistd.h>
#include <vector>

#include "duel/observation.hpp"
#include "duel/rng.hpp"
#include "duel/zones.hpp"
#include "save_files.hpp"

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
    case Hotspot::DivinitySpace: return "DivinitySpace";
    case Hotspot::DivinityDeck: return "DivinityDeck";
    case Hotspot::MinervaPawn: return "MinervaPawn";
    case Hotspot::PantheonHoldings: return "PantheonHoldings";
    case Hotspot::PickFirst: return "PickFirst";
    case Hotspot::SenateChamber: return "SenateChamber";
    case Hotspot::SenateSupply: return "SenateSupply";
    case Hotspot::Conspiracy: return "Conspiracy";
    case Hotspot::SkipChoice: return "SkipChoice";
    case Hotspot::MilitaryToken: return "MilitaryToken";
  }
  return "?";
}

// The run's clock and what it checks while it moves it on.
struct HeadlessClock {
  std::shared_ptr<std::uint64_t> now = std::make_shared<std::uint64_t>(1000);
  int traced_moves = -1;
  std::string traced_status;
  int status_move = -1;
  bool state_changed = false;  // a render changed the game (never expected)
  std::function<void(App&)> audit;  // the privacy audit: called after every frame

  void attach(App& app) const {
    app.set_clock([t = now] { return *t; });
  }

  // One frame at the current time: the game state must come out of it byte for byte.
  void render(App& app, Canvas& canvas, const HeadlessOptions& opt) {
    app.update_animation();  // a move waiting for the clock is played before the check
    if (!app.session()) {
      app.render(canvas, opt.width, opt.height);
      return;
    }
    std::array<unsigned char, sizeof(GameState)> before{};
    std::memcpy(before.data(), &app.session()->state(), sizeof(GameState));
    app.render(canvas, opt.width, opt.height);
    if (std::memcmp(before.data(), &app.session()->state(), sizeof(GameState)) != 0) state_changed = true;
    if (audit) audit(app);
    // Each status line a frame shows anew (or again after another move: a chain's two
    // like moves are two steps), with the move it followed.
    const int moves = app.session()->move_count();
    if (opt.trace_status && (app.status_text() != traced_status || moves != status_move)) {
      traced_status = app.status_text();
      status_move = moves;
      std::printf("status at move %d: %s\n", moves, traced_status.c_str());
    }
  }

  void trace(App& app, const HeadlessOptions& opt) {
    if (!opt.trace_moves || !app.session() || app.session()->move_count() == traced_moves) return;
    traced_moves = app.session()->move_count();
    std::uint64_t hash = 0xcbf29ce484222325ULL;  // FNV-1a of the record so far
    for (unsigned char ch : app.session()->to_json()) hash = (hash ^ ch) * 0x100000001b3ULL;
    const GameState& s = app.session()->state();
    std::printf("move %d: record %016llx coins %d %d pawn %d by player %d\n", traced_moves,
                static_cast<unsigned long long>(hash), s.cities[0].coins, s.cities[1].coins, s.conflict_pawn,
                traced_moves > 0 ? app.session()->last_mover() + 1 : 0);
  }

  // Plays every queued step through, a frame at each step's middle, and the computer's
  // moves that waited for them (with their own steps). `computer_too`: also the
  // computer's moves still to come, as after a player's input.
  void settle(App& app, Canvas& canvas, const HeadlessOptions& opt, bool computer_too) {
    for (int guard = 0; guard < 100000; ++guard) {
      if (app.animating()) {
        const AnimationQueue& q = app.animation();
        const int i = q.current(*now);
        *now = (q.step_start(i) + q.step_start(i + 1)) / 2;
        render(app, canvas, opt);
        *now = q.step_start(i + 1);
      }
      app.update_animation();
      trace(app, opt);
      if (app.animating()) continue;
      if (!computer_too || !app.wait_for_ai()) return;
      trace(app, opt);
    }
  }

  // Frames every 16 ms for `ms` milliseconds, as the window would draw them.
  void run_for(App& app, Canvas& canvas, const HeadlessOptions& opt, int ms) {
    const std::uint64_t end = *now + static_cast<std::uint64_t>(ms);
    while (*now < end) {
      *now = std::min(end, *now + 16);
      while (app.wait_for_ai()) trace(app, opt);
      render(app, canvas, opt);
      trace(app, opt);
    }
  }
};

bool starts_game(App& app, const HeadlessOptions& opt, const std::string& screen) {
  if (!opt.record.empty()) {
    std::string error;
    if (!app.load_game(opt.record, error, opt.move)) {
      std::fprintf(stderr, "7wd: cannot load %s: %s\n", opt.record.c_str(), error.c_str());
      return false;
    }
  } else if (!opt.ai.empty()) {
    app.new_game(opt.seed, GameOptions{opt.first_game, opt.expansions}, static_cast<Player>(opt.ai_seat), opt.ai);
  } else if (screen == "selection" || screen == "game" || screen == "score") {
    app.new_game(opt.seed, GameOptions{opt.first_game, opt.expansions}, kNone, "");
  }
  if (!opt.expansions.empty() && (!app.session() || app.session()->record().options.expansions != opt.expansions)) {
    std::fprintf(stderr, "7wd: cannot start a game with --expansions\n");
    return false;
  }
  return true;
}

// What a player clicks to move on (never the top bar, the menu or the score buttons).
bool answers(const Hotspot& h) {
  switch (h.kind) {
    case Hotspot::Slot:
    case Hotspot::OfferWonder:
    case Hotspot::Choice:
    case Hotspot::ActionItem:
    case Hotspot::Curtain:
    case Hotspot::PickFirst:
    case Hotspot::SkipChoice:
    case Hotspot::DivinitySpace: return true;
    default: return false;
  }
}

bool opens_menu(const Hotspot& h) { return h.kind == Hotspot::Slot || h.kind == Hotspot::DivinitySpace; }

SDL_Event input_event(const HeadlessOptions::Input& input);

// One move made with the mouse: clicks chosen from the seed among what answers the
// decision (a prompt's buttons, a menu's lines and the curtain first, else a card or a
// space that opens a menu), until the game moves on. False when the screen offers
// nothing, or nothing that moves the game in 400 clicks: a decision the mouse cannot
// answer.
bool move_by_clicks(App& app, Canvas& canvas, const HeadlessOptions& opt, HeadlessClock& clock, Rng& script) {
  const int start = app.session()->move_count();
  const std::string kind(decision_kind(app.session()->state().phase).name);
  for (int click = 0; click < 400; ++click) {
    clock.render(app, canvas, opt);
    std::vector<Hotspot> direct, menus;
    for (const Hotspot& h : app.hotspots()) {
      if (answers(h)) (opens_menu(h) ? menus : direct).push_back(h);
    }
    const std::vector<Hotspot>& pool = direct.empty() || (!menus.empty() && script.below(4) == 0) ? menus : direct;
    if (pool.empty()) {
      std::fprintf(stderr, "7wd: nothing to click at move %d (%s)\n", start,
                   std::string(decision_kind(app.session()->state().phase).name).c_str());
      return false;
    }
    const Hotspot h = pool[script.below(static_cast<std::uint32_t>(pool.size()))];
    app.handle(input_event({false, h.rect.center_x(), h.rect.center_y(), 0}));
    app.clear_toasts();
    clock.settle(app, canvas, opt, false);
    if (app.session()->move_count() != start || app.session()->state().is_terminal()) {
      std::printf("answered by clicks: %s\n", kind.c_str());  // for the tests: which decisions the mouse answered
      // ... and, of the turn's action, an Agora Conspiracy prepared (the Play kind's own line).
      const Action* last = app.session()->last_action();
      if (last && last->type == ActionType::PrepareConspiracy) std::printf("prepared by clicks\n");
      return true;
    }
  }
  std::fprintf(stderr, "7wd: 400 clicks did not move the game on at move %d (%s)\n", start,
               std::string(decision_kind(app.session()->state().phase).name).c_str());
  return false;
}

SDL_Event input_event(const HeadlessOptions::Input& input) {
  SDL_Event e{};
  if (input.is_key) {
    e.type = SDL_KEYDOWN;
    e.key.keysym.sym = input.key;
    e.key.keysym.mod = input.mod;
  } else {
    e.type = SDL_MOUSEBUTTONDOWN;
    e.button.button = SDL_BUTTON_LEFT;
    e.button.x = input.x;
    e.button.y = input.y;
  }
  return e;
}


// --- The privacy audit (--privacy-audit) ---

// A component's name as the screen would write it ("" when it has none).
std::string component_name(const Rules& rules, Component c, int id) {
  const auto at = [id](const auto& list) -> std::string {
    return id >= 0 && static_cast<std::size_t>(id) < list.size() ? list[static_cast<std::size_t>(id)].name : std::string();
  };
  switch (c) {
    case Component::Card: return at(rules.cards);
    case Component::Wonder: return at(rules.wonders);
    case Component::ProgressToken: return at(rules.progress_tokens);
    case Component::Divinity: return rules.pantheon ? at(rules.pantheon->divinities) : std::string();
    case Component::Conspiracy: return rules.agora ? at(rules.agora->conspiracies) : std::string();
    case Component::Decree: return rules.agora ? at(rules.agora->decrees) : std::string();
  }
  return "";
}

// What `viewer` may not know now, by the engine's observation: the components of the
// game that observe() leaves in no place (it writes kNone where they lie), and the
// names of what it shows (a hidden name inside a known one, Zeus in the Statue of Zeus,
// is no leak).
struct Secrets {
  std::set<std::pair<Component, int>> hidden;
  std::vector<std::string> hidden_names, known_names;  // known: longest first
};

Secrets secrets_of(const GameState& s, Player viewer) {
  const GameState seen = observe(s, viewer);
  std::set<std::pair<Component, int>> known;
  for_each_place(seen, [&](const Place& p, std::uint8_t id) {
    if (id != kNone) known.insert({zone_rule(p.zone).holds, id});
  });
  Secrets out;
  for_each_place(s, [&](const Place& p, std::uint8_t id) {
    const std::pair<Component, int> item{zone_rule(p.zone).holds, id};
    if (id != kNone && !known.count(item)) out.hidden.insert(item);
  });
  for (const auto& [c, id] : out.hidden) {
    if (std::string name = component_name(s.rules(), c, id); !name.empty()) out.hidden_names.push_back(std::move(name));
  }
  for (const auto& [c, id] : known) {
    if (std::string name = component_name(s.rules(), c, id); !name.empty()) out.known_names.push_back(std::move(name));
  }
  std::sort(out.known_names.begin(), out.known_names.end(),
            [](const std::string& a, const std::string& b) { return a.size() > b.size(); });
  return out;
}

bool word_char(char ch) { return std::isalnum(static_cast<unsigned char>(ch)) != 0; }

// The screen's own words that are also a component's name, and the rules' phrases that
// name one without saying anything of where it is: not leaks. "Pantheon" and "Senate"
// are the expansions' boards (and two blue cards of Age III); "Grand Temple" the
// Temples' family (the base game has a Temple); the Military tokens' rule says Neptune
// applies them whether or not Neptune is in the game; Law is a science symbol besides a
// Progress token.
constexpr const char* kGameWords[] = {"Pantheon", "Senate"};
constexpr const char* kRulePhrases[] = {"Grand Temple", "by Neptune", "Law symbol", "symbol: Law"};

void blank(std::string& text, const std::string& phrase) {
  for (std::size_t at = text.find(phrase); at != std::string::npos; at = text.find(phrase, at)) text.replace(at, phrase.size(), "\x01");
}

// The hidden name `text` shows as a whole word, once the known names are taken out ("":
// none).
std::string leaked_name(std::string text, const Secrets& secrets) {
  const auto shows = [&text](const std::string& name) { return text.find(name) != std::string::npos; };
  if (std::none_of(secrets.hidden_names.begin(), secrets.hidden_names.end(), shows)) return "";  // the common case, quickly
  // Whole names first: a shortened form of one ("The Gre" of The Great Lighthouse) would
  // otherwise cut into another ("The Great Library") and leave a word of it ("Library").
  for (const std::string& name : secrets.known_names) blank(text, name);
  for (const std::string& name : secrets.known_names) {
    // A name shortened to fit keeps its last words ("Stat. of Zeus") or a word and the
    // next one's start ("Circus Maxim.").
    const std::size_t last = name.rfind(' ');
    const std::size_t before = last == std::string::npos || last == 0 ? std::string::npos : name.rfind(' ', last - 1);
    if (before != std::string::npos) blank(text, name.substr(before + 1));
    for (std::size_t space = name.find(' '); space != std::string::npos; space = name.find(' ', space + 1)) {
      const std::size_t start = name.rfind(' ', space - 1);
      const std::size_t from = start == std::string::npos ? 0 : start + 1;
      if (space + 4 <= name.size()) blank(text, name.substr(from, space + 4 - from));
    }
  }
  for (const char* phrase : kRulePhrases) blank(text, phrase);
  for (const std::string& name : secrets.hidden_names) {
    if (std::find(std::begin(kGameWords), std::end(kGameWords), name) != std::end(kGameWords)) continue;
    for (std::size_t at = text.find(name); at != std::string::npos; at = text.find(name, at + 1)) {
      const bool starts = at == 0 || !word_char(text[at - 1]);
      const bool ends = at + name.size() >= text.size() || !word_char(text[at + name.size()]);
      if (starts && ends) return name;
    }
  }
  return "";
}

// The component a hotspot names by its id, if any (a card in a city or the discard
// pile, a Wonder offered, a Progress token).
std::optional<std::pair<Component, int>> hotspot_item(const Hotspot& h) {
  switch (h.kind) {
    case Hotspot::CityCard:
    case Hotspot::PileCard: return std::pair{Component::Card, h.a};
    case Hotspot::OfferWonder: return std::pair{Component::Wonder, h.a};
    case Hotspot::BoardToken:
    case Hotspot::CityToken: return std::pair{Component::ProgressToken, h.a};
    default: return std::nullopt;
  }
}

struct PrivacyAudit {
  std::vector<std::string> texts;  // what the frame asked the canvas to write (Canvas::capture_text)
  long frames = 0, hovers = 0, leaks = 0;
  int game = 0;
  bool plant = false;  // --privacy-plant: one hidden name added to the next frame's words

  // One frame: with the curtain down in a hot-seat game still on, what it wrote, its
  // tooltip and its hotspots against what the player to move (the one at the screen)
  // may not know.
  void check(App& app) {
    std::vector<std::string> words;
    words.swap(texts);
    GameSession* session = app.session();
    if (!session || session->ai_seat < 2 || app.screen() != Screen::Game || app.curtain_up()) return;
    const GameState& s = session->state();
    if (s.is_terminal()) return;
    ++frames;
    const Player viewer = s.to_move();
    const Secrets secrets = secrets_of(s, viewer);
    if (plant && !secrets.hidden_names.empty()) {
      words.push_back("planted: " + secrets.hidden_names.front());
      plant = false;
    }
    words.push_back(app.tooltip_text());
    for (std::size_t i = 0; i < words.size(); ++i) {
      const std::string& text = words[i];
      const std::string name = leaked_name(text, secrets);
      if (name.empty()) continue;
      // A known name drawn on two lines ("Shelf" / "Quarry") is read as one.
      const bool split = (i > 0 && leaked_name(words[i - 1] + " " + text, secrets).empty()) ||
                         (i + 1 < words.size() && leaked_name(text + " " + words[i + 1], secrets).empty());
      if (!split) {
        report(session, viewer, "\"" + name + "\" in \"" + text + "\"" + context(app) + where_it_lies(s, name));
      }
    }
    for (const Hotspot& h : app.hotspots()) {
      const auto item = hotspot_item(h);
      if (item && secrets.hidden.count(*item)) {
        report(session, viewer, std::string("a ") + kind_name(h.kind) + " hotspot of " + component_name(s.rules(), item->first, item->second) + context(app));
      }
    }
  }

  std::set<std::string> told;  // each leak's words once

  // The zones the named component lies in (zones.hpp's order), for the report.
  static std::string where_it_lies(const GameState& s, const std::string& name) {
    std::string zones;
    for_each_place(s, [&](const Place& p, std::uint8_t id) {
      if (component_name(s.rules(), zone_rule(p.zone).holds, id) == name) zones += " zone " + std::to_string(static_cast<int>(p.zone));
    });
    return zones.empty() ? "" : ", it lies in" + zones;
  }

  // Where it was seen: after which move, while which steps played.
  static std::string context(App& app) {
    const GameSession& s = *app.session();
    std::string where = s.move_count() > 0 ? " (after \"" + s.record().moves.back() + "\"" : " (at the start";
    if (app.animating()) where += ", while its steps play";
    return where + ")";
  }

  void report(const GameSession* session, Player viewer, const std::string& what) {
    ++leaks;
    if (const char* path = std::getenv("DUEL_PRIVACY_RECORD"); path && leaks == 1) {  // the first leak's game, to replay
      std::string error;
      write_text_file(path, session->to_json(), error);
    }
    if (told.size() < 40 && told.insert(what).second) {
      std::printf("privacy leak: game %d, move %d, player %d at the screen: %s\n", game, session->move_count() + 1, viewer + 1,
                  what.c_str());
    }
  }
};

}  // namespace

int run_screenshot(App& app, const std::string& font_dir, const HeadlessOptions& opt) {
  // Scripted input acts as a player: then the game autosaves as it would in the window.
  app.set_persist(!opt.inputs.empty());
  app.set_animation_speed(opt.animation_given || opt.animate_at < 0 ? opt.animation : AnimationSpeed::Normal);
  std::string screen = opt.screen;
  if (screen.empty()) screen = opt.record.empty() && opt.autoplay == 0 && opt.ai.empty() ? "menu" : "game";
  if (screen != "menu" && screen != "selection" && screen != "game" && screen != "score" && screen != "help") {
    std::fprintf(stderr, "7wd: unknown screen \"%s\" (menu, selection, game, score, help)\n", screen.c_str());
    return 2;
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
      HeadlessClock clock;
      clock.attach(app);
      if (!starts_game(app, opt, screen)) return 1;
      if (opt.autoplay > 0 && app.session()) {
        // A reproducible game: moves drawn from the seed, one of the legal actions each time.
        Rng script(opt.seed * 31 + 7);
        clock.settle(app, canvas, opt, false);
        for (int i = 0; i < opt.autoplay && !app.session()->state().is_terminal(); ++i) {
          // Without inputs, --animate-at pictures the last scripted move.
          const bool pictured = opt.inputs.empty() && opt.animate_at >= 0 && i + 1 == opt.autoplay;
          if (app.wait_for_ai()) {
            // the computer's turn: its thread answered
          } else if (opt.by_clicks) {
            if (!move_by_clicks(app, canvas, opt, clock, script)) return 1;
          } else {
            ActionList actions;
            app.session()->state().legal_actions(actions);
            app.play(actions[static_cast<int>(script.below(static_cast<std::uint32_t>(actions.size())))]);
          }
          if (pictured) {
            clock.run_for(app, canvas, opt, opt.animate_at);
          } else {
            clock.settle(app, canvas, opt, false);
          }
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
      clock.render(app, canvas, opt);  // registers what can be clicked
      for (std::size_t n = 0; n < opt.inputs.size(); ++n) {
        app.handle(input_event(opt.inputs[n]));
        while (app.wait_for_ai()) {
        }
        clock.trace(app, opt);
        if (!opt.keep_messages) app.clear_toasts();
        if (opt.animate_at < 0) {
          clock.settle(app, canvas, opt, true);
        } else if (n + 1 == opt.inputs.size()) {
          clock.run_for(app, canvas, opt, opt.animate_at);  // the picture mid-animation
        }  // else the inputs come at once, as quick clicks would (a key may skip the steps)
        if (!opt.keep_messages) app.clear_toasts();
        clock.render(app, canvas, opt);
      }
      if (opt.hover_x >= 0) {
        app.set_hover(opt.hover_x, opt.hover_y);
        clock.render(app, canvas, opt);
      }
      SDL_RenderPresent(renderer);
      if (clock.state_changed) {
        std::fprintf(stderr, "7wd: drawing changed the game state\n");
        return 1;
      }
      // What is shown, for scripts and tests.
      const char* names[] = {"menu", "game", "help"};
      std::printf("shown: %s", names[static_cast<int>(app.screen())]);
      if (app.session()) std::printf(", game at move %d", app.session()->move_count());
      if (app.curtain_up()) std::printf(", hand-over curtain up");
      if (app.quit_requested()) std::printf(", quit");
      if (app.animating()) {
        std::printf(", animating step %d of %zu", app.animation().current(*clock.now) + 1,
                    app.animation().steps().size());
      }
      if (app.next_timeout_ms() < 0) std::printf(", idle");  // nothing will change by itself
      std::printf("\n");
      if (opt.hover_x >= 0 && !app.tooltip_text().empty()) std::printf("tooltip: %s\n", app.tooltip_text().c_str());
      // Where the tooltip and the message line were drawn (the tests check one never hides the other).
      for (const auto& [name, r] : {std::pair{"tooltip", app.tooltip_rect()}, std::pair{"message line", app.message_rect()}}) {
        if (!r.empty()) std::printf("%s at: %d,%d %dx%d\n", name, r.x, r.y, r.w, r.h);
      }
      if (app.session() && app.session()->state().pantheon.on && !app.curtain_up()) {
        // What the Pantheon's spaces show the player at the screen (the tests check privacy).
        std::string titles;
        for (const std::string& t : app.pantheon_space_titles()) titles += (titles.empty() ? "" : " | ") + t;
        std::printf("pantheon spaces: %s\n", titles.c_str());
      }
      if (app.session() && app.session()->state().agora.on && !app.curtain_up()) {
        // What the Conspiracies show the player at the screen (the tests check privacy).
        const auto hands = app.conspiracy_titles();
        for (Player p = 0; p < 2; ++p) {
          std::string titles;
          for (const std::string& t : hands[p]) titles += (titles.empty() ? "" : " | ") + t;
          std::printf("conspiracies of player %d: %s\n", p + 1, titles.empty() ? "none" : titles.c_str());
        }
      }
      // The open card or space menu, as drawn: "menu: KEY label" (the tests check its keys).
      if (!app.curtain_up()) {
        for (const std::string& line : app.action_menu_lines()) std::printf("menu: %s\n", line.c_str());
      }
      if (std::getenv("DUEL_UI_HOTSPOTS")) {  // what can be clicked, for the tests
        if (app.session() && app.session()->move_count() > 0) {
          std::printf("last move: %s\n", app.session()->record().moves.back().c_str());
        }
        for (const Hotspot& h : app.hotspots()) {
          std::printf("hotspot: %s %d,%d %dx%d %d\n", kind_name(h.kind), h.rect.x, h.rect.y, h.rect.w, h.rect.h, h.a);
        }
      }
      // OUT.bmp: uncompressed, so that a test can read pixels without a PNG decoder.
      const std::string& out = opt.screenshot;
      const bool bmp = out.size() > 4 && out.compare(out.size() - 4, 4, ".bmp") == 0;
      if ((bmp ? SDL_SaveBMP(surface, out.c_str()) : IMG_SavePNG(surface, out.c_str())) != 0) {
        std::fprintf(stderr, "7wd: cannot write %s: %s\n", out.c_str(), bmp ? SDL_GetError() : IMG_GetError());
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
    HeadlessClock clock;
    clock.attach(app);
    app.set_animation_speed(opt.animation);
    app.new_game(opt.seed, GameOptions{}, kNone, "");
    app.show_screen(Screen::Game);
    Rng script(20261122);  // the scripted game's moves
    std::vector<double> ms, full_ms, moving_ms;
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
      // While steps play, a frame every 16 ms (the window's rate), hover-free.
      for (; app.animating(); *clock.now += 16) {
        frame(-1, -1, false);
        moving_ms.push_back(ms.back());
      }
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
    if (!moving_ms.empty()) {
      std::sort(moving_ms.begin(), moving_ms.end());
      std::printf("animation %s: median frame while steps play %.2f ms (%zu frames)\n",
                  opt.animation == AnimationSpeed::Fast ? "fast" : "normal", moving_ms[moving_ms.size() / 2],
                  moving_ms.size());
    }
    return 0;
  });
  SDL_DestroyRenderer(renderer);
  SDL_DestroyWindow(window);
  return status;
}

}  // namespace duel::ui

namespace duel::ui {

int run_privacy_audit(App& app, const std::string& font_dir, const HeadlessOptions& opt) {
  app.set_persist(false);
  app.set_animation_speed(opt.animation);
  SDL_Surface* surface = SDL_CreateRGBSurfaceWithFormat(0, opt.width, opt.height, 32, SDL_PIXELFORMAT_ARGB8888);
  SDL_Renderer* renderer = surface ? SDL_CreateSoftwareRenderer(surface) : nullptr;
  if (!renderer) {
    std::fprintf(stderr, "7wd: cannot create a software renderer: %s\n", SDL_GetError());
    if (surface) SDL_FreeSurface(surface);
    return 1;
  }
  const std::string save = (std::filesystem::temp_directory_path() / ("7wd-privacy-" + std::to_string(getpid()) + ".json")).string();
  const int status = with_canvas(renderer, font_dir, [&](Canvas& canvas) {
    HeadlessClock clock;
    clock.attach(app);
    PrivacyAudit audit;
    audit.plant = opt.privacy_plant;
    canvas.capture_text(&audit.texts);
    clock.audit = [&audit](App& a) { audit.check(a); };
    long moves = 0, undos = 0, continues = 0, loads = 0;
    for (int g = 0; g < opt.privacy_games; ++g) {
      audit.game = g + 1;
      // Every other game hands over at every turn, the others only when a secret is shown.
      Settings settings = app.settings();
      settings.hand_over = g % 2 == 0 ? HandOver::WhenPrivate : HandOver::Always;
      app.use_settings(settings, "", "");
      const std::uint64_t seed = opt.seed + static_cast<std::uint64_t>(g);
      app.new_game(seed, GameOptions{opt.first_game, opt.expansions}, kNone, "");
      if (!app.session()) return 1;
      app.show_screen(Screen::Game);
      Rng script(seed * 31 + 7);
      clock.settle(app, canvas, opt, false);
      for (int step = 0; step < 600 && !app.session()->state().is_terminal(); ++step) {
        const std::uint32_t r = script.below(100);
        if (r < 6 && !app.curtain_up()) {  // U: the player at the screen takes back their own last move
          app.handle(input_event({true, 0, 0, SDLK_u}));
          ++undos;
        } else if (r < 10) {  // quit and Continue (the autosave), or Load (a save)
          std::string error;
          if (!write_text_file(save, app.session()->to_json(), error)) {
            std::fprintf(stderr, "7wd: cannot write %s: %s\n", save.c_str(), error.c_str());
            return 1;
          }
          std::unique_ptr<GameSession> next;
          if (r < 8) {
            next = read_continue_offer(app.session()->rules_ptr(), save).game;
            ++continues;
          } else {
            next = load_session(app.session()->rules_ptr(), save, error);
            ++loads;
          }
          if (!next) {
            std::fprintf(stderr, "7wd: the game saved at move %d does not come back\n", app.session()->move_count());
            return 1;
          }
          app.resume(std::move(next));
        } else {
          if (!move_by_clicks(app, canvas, opt, clock, script)) return 1;
          ++moves;
          // The things under the mouse: a few hotspots hovered, their tooltips read.
          for (int k = 0; k < 3 && !app.hotspots().empty(); ++k) {
            const Hotspot h = app.hotspots()[script.below(static_cast<std::uint32_t>(app.hotspots().size()))];
            app.set_hover(h.rect.center_x(), h.rect.center_y());
            clock.render(app, canvas, opt);
            ++audit.hovers;
          }
          app.set_hover(-1, -1);
        }
        app.clear_toasts();
        clock.settle(app, canvas, opt, false);
        clock.render(app, canvas, opt);
      }
    }
    canvas.capture_text(nullptr);
    std::printf("privacy audit: %d games, %ld moves by clicks, %ld undos, %ld continues, %ld loads, %ld frames with the "
                "curtain down, %ld hovers, %ld leaks\n",
                opt.privacy_games, moves, undos, continues, loads, audit.frames, audit.hovers, audit.leaks);
    return audit.leaks == 0 ? 0 : 1;
  });
  std::error_code ec;
  std::filesystem::remove(save, ec);
  SDL_DestroyRenderer(renderer);
  SDL_FreeSurface(surface);
  return status;
}

}  // namespace duel::ui
