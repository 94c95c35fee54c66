// The application: screens (menu, game, rules help), overlays, input and the game
// against the computer. It draws from the session's state and turns clicks into
// actions taken from GameState::legal_actions; the engine decides every rule.
#pragma once

#include <SDL.h>

#include <array>
#include <cstdint>
#include <deque>
#include <exception>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "ai_worker.hpp"
#include "animation.hpp"
#include "canvas.hpp"
#include "hand_over.hpp"
#include "duel/decisions.hpp"
#include "duel/rng.hpp"
#include "layout.hpp"
#include "levels.hpp"
#include "save_files.hpp"
#include "save_summary.hpp"
#include "session.hpp"
#include "settings.hpp"
#include "sound_player.hpp"

namespace duel::ui {

enum class Screen { Menu, Game, Help };
// ConfirmDelete / ConfirmQuit: a question with a yes (CloseOverlay 1) and a no (CloseOverlay 0).
// The load dialog's Delete buttons are LoadItem hotspots from kDeleteSave on.
inline constexpr int kDeleteSave = 100;
enum class Overlay { None, KeyHelp, DiscardPile, LoadDialog, ActionMenu, Settings, ConfirmDelete, ConfirmQuit };

// A clickable / hoverable region registered while drawing the last frame.
struct Hotspot {
  enum Kind {
    MenuItem, TopButton, Slot, CityWonder, BoardToken, CityToken, CityCard, Choice, ActionItem,
    LoadItem, ScoreButton, CloseOverlay, OfferWonder, PileCard, HelpScroll,
    SettingItem,  // a = 2 * the settings screen's row + 1 for the next value, + 0 for the previous
    Curtain,      // the hot-seat hand-over curtain: the only hotspot while it is up
    Walkthrough,  // its offer and steps: a = 0 yes / next, 1 no / skip; key help: 2 symbols, 3 walkthrough
    DivinitySpace,     // a Pantheon space (a = space): activation menu
    DivinityDeck,      // a Mythology deck (a = Mythology)
    MinervaPawn,       // the Minerva pawn on the track
    PantheonHoldings,  // what a player holds of Pantheon (a = player)
    PickFirst,         // a two-step prompt's first step (Isis: a = the Wonder to build)
    SenateChamber,     // an Agora Chamber (a = Chamber): its cubes and Decrees on hover
    SenateSupply,      // the Senate's header: the cubes left in each supply
    Conspiracy,        // a Conspiracy in a city (a = player, b = its place in the hand)
    SkipChoice,        // a structure decision's choice of no card (Turn of Events)
    MilitaryToken,     // a Military token on the track (a = the side it lies on, b = zone): its effect on hover
    Blocker  // a panel's background: clicks and hovers stop there
  } kind;
  Rect rect;
  int a = 0, b = 0;
};

// One line of the menu that opens on an accessible card.
struct ActionEntry {
  Action action;
  std::string label;
  std::string reason;  // why the engine refuses it; empty when legal
  bool enabled = false;
};

// What an unexpected exception means for the player, in words (never its what()).
std::string failure_text(const std::exception& e);
// What the decision now current chooses from (its kind's table entry): the UI draws and
// clicks by it instead of naming phases.
inline ChoiceFrom choice_from(const GameState& s) { return decision_kind(s.phase).from; }
// The module whose decision is current (base, Pantheon, Agora): instead of Phase ranges.
inline Module decision_module(const GameState& s) { return decision_kind(s.phase).module; }
// A Mythology's colour on the Pantheon board, its tokens and decks (pantheon_view.cpp).
Rgba mythology_colour(int mythology);
// Where a city's treasury (its coin) is drawn: the city panel and the coin animations.
Rect treasury_rect(const Layout& l, Player p);

class App {
 public:
  // `data_dir`: where the rules of a saved game's expansions are loaded from.
  App(std::shared_ptr<const Rules> rules, std::string data_error, std::string data_dir = default_data_dir());

  // Rendering into any renderer (window or PNG surface); registers hotspots.
  void render(Canvas& c, int width, int height);
  // Input; returns true when the window must be redrawn.
  bool handle(const SDL_Event& e);
  // Milliseconds until something changes on its own (toasts, thinking dots); -1: never.
  int next_timeout_ms() const;
  bool quit_requested() const { return quit_; }
  // The main loop's last resort: an exception out of handle() or render() becomes a
  // message, the game goes on (nothing is expected to throw; bad files are errors).
  void recover(const std::exception& e);
  std::uint32_t wake_event = 0;  // SDL user event the AI thread pushes
  bool offer_walkthrough = false;  // the window (not screenshots): offer it at the first game

  // Entry points used by the command line (screenshots, benchmark) and the menu.
  void new_game(std::uint64_t seed, const GameOptions& options, Player ai_seat, const std::string& difficulty);
  bool load_game(const std::string& path, std::string& error, int max_moves = -1);
  // Continue and Load: a saved game becomes the one shown, a hot-seat one behind the
  // curtain for the player to move.
  void resume(std::unique_ptr<GameSession> s);
  GameOptions menu_options() const;  // the menu's choices for a new game (Wonders, expansions)
  bool play(const Action& a);  // applies an action chosen by a human or the AI
  void show_screen(Screen s) {
    screen_ = s;
    base_dirty_ = true;
  }
  void invalidate() { base_dirty_ = true; }  // something changed with time (thinking dots)
  Screen screen() const { return screen_; }
  void set_hover(int x, int y) { mouse_x_ = x; mouse_y_ = y; }
  void set_persist(bool on) { persist_ = on; }
  void clear_toasts() { toasts_.clear(); }
  bool ai_busy() const { return worker_.busy(); }
  // Headless: if the computer is to move, waits for its thread and plays its move.
  bool wait_for_ai();
  GameSession* session() { return session_.get(); }
  // What each Pantheon space shows the player at the screen: a Divinity's name (revealed,
  // or placed by that player), a face-down one's Mythology, the Gate, "empty".
  std::vector<std::string> pantheon_space_titles() const;
  // What each player's Conspiracies show the player at the screen, in hand order: a name
  // (their own, or one triggered) or "hidden", "(prepared)" / "(used)" after it.
  std::array<std::vector<std::string>, 2> conspiracy_titles() const;
  // The open card or space menu as drawn: "title NAME", then "KEY label" per line ("-
  // label" without a key, "; refused: why" when greyed), for scripts and tests; empty
  // when none is open.
  std::vector<std::string> action_menu_lines() const;
  std::string action_menu_title() const;
  // The key of the open menu's line i ("C", "X", "1".."9"; empty: click only), and the
  // line a key chooses (-1: none). Each menu's keys are distinct by construction.
  std::string action_menu_key(std::size_t i) const;
  int action_menu_index(SDL_Keycode k) const;
  // The hover text drawn in the last frame, title and lines joined by " | " ("" when none).
  const std::string& tooltip_text() const { return tooltip_text_; }
  // Where the last frame drew its tooltip and its message line (empty: none drawn).
  const Rect& tooltip_rect() const { return tooltip_rect_; }
  const Rect& message_rect() const { return message_rect_; }

  // --- animation (animation.hpp, animation_view.cpp) ---
  void set_animation_speed(AnimationSpeed speed) { animation_speed_ = speed; }
  AnimationSpeed animation_speed() const { return animation_speed_; }
  // The clock animations run by (milliseconds); SDL's ticks unless a headless run sets one.
  void set_clock(std::function<std::uint64_t()> clock) { clock_ = std::move(clock); }
  bool animating() const { return animation_.running(clock_ms()); }
  const AnimationQueue& animation() const { return animation_; }
  // Moves time on: marks the scene for redrawing at a step's end, and once the last step
  // has ended applies the computer's move that waited for it. render() calls it.
  void update_animation();
  void skip_animation();
  // The top bar's status line as last drawn (headless --trace-status prints each new one).
  const std::string& status_text() const { return status_text_; }
  const std::vector<Hotspot>& hotspots() const { return hotspots_; }

  // --- settings, sound, fullscreen, hand-over (settings_screen.cpp, curtain.cpp) ---
  // The settings read at start; `path` empty: never written (headless runs); a
  // non-empty `message` (a corrupt file) is shown once.
  void use_settings(const Settings& s, std::string path, const std::string& message);
  const Settings& settings() const { return settings_; }
  void open_audio() { sound_.open(); }
  // Whether fullscreen was toggled since the last call (the window applies it).
  bool take_fullscreen_change() { return std::exchange(fullscreen_changed_, false); }
  void store_settings();  // writes the file when something changed
  bool curtain_up() const { return curtain_.up; }
  // --- layout: UI scale and the expansions' regions (layout.hpp) ---
  // Text and panels grow (> 1) or shrink (< 1) on top of the window-size scale,
  // within kMinUiScale..kMaxUiScale and what the window can hold.
  void set_ui_scale(float scale);
  float ui_scale() const { return ui_scale_; }
  // Screenshots for the docs: the Pantheon and Senate regions, outlined and labelled.
  void set_show_expansion_regions(bool on) { show_expansion_regions_ = on; base_dirty_ = true; }
  Layout layout_for(int width, int height) const;

 private:
  // --- screens (one file each) ---
  void render_scene(Canvas& c, const Layout& l);  // everything but hover effects
  void render_hover(Canvas& c, const Layout& l);
  void render_menu(Canvas& c, const Layout& l);
  void render_help(Canvas& c, const Layout& l);
  void render_game(Canvas& c, const Layout& l);
  void render_top_bar(Canvas& c, const Layout& l);
  void render_track(Canvas& c, const Layout& l);
  void render_board_tokens(Canvas& c, const Layout& l);
  void render_structure(Canvas& c, const Layout& l);
  void render_selection(Canvas& c, const Layout& l);
  void render_city(Canvas& c, const Layout& l, Player p);
  void render_city_group(Canvas& c, const Layout& l, Player p, Color colour);  // city_cards.cpp
  void render_log(Canvas& c, const Layout& l);
  void render_prompt(Canvas& c, const Layout& l);
  void render_action_menu(Canvas& c, const Layout& l);
  void render_discard_pile(Canvas& c, const Layout& l);
  void render_load_dialog(Canvas& c, const Layout& l);
  void render_key_help(Canvas& c, const Layout& l);
  void render_score(Canvas& c, const Layout& l);
  void render_tooltip(Canvas& c, const Layout& l);
  void render_toasts(Canvas& c, const Layout& l);
  void button(Canvas& c, const Layout& l, const Rect& r, const std::string& label, Hotspot::Kind kind, int a,
              bool enabled = true, bool primary = false);
  void panel(Canvas& c, const Layout& l, const Rect& r, const std::string& title);

  // --- Pantheon (pantheon_view.cpp, pantheon_prompts.cpp) ---
  void render_pantheon(Canvas& c, const Layout& l);
  void render_track_choices(Canvas& c, const Layout& l);
  void render_slot_token(Canvas& c, const Layout& l, int slot, const Rect& card);
  void render_pantheon_holdings(Canvas& c, const Layout& l, Player p);
  bool pantheon_tooltip(const Hotspot& h, std::string& title, std::vector<std::string>& lines) const;
  // The player whose hidden things the screen may show (the human against the computer;
  // in hot-seat the player the screen was handed to), and the game as that player sees it
  // (GameSession::view): every frame, hover and menu draws from view(), never from the
  // true state, so a hidden component's id never reaches the screen.
  Player screen_viewer() const;
  std::string space_title(const GameState& seen, int space) const;
  const GameState& view() const { return session_->view(screen_viewer()); }
  void open_activation_menu(int space);  // the card menu's twin for a Pantheon space
  void open_placement_menu(int space);   // the same during a placement
  void render_choice_list(Canvas& c, const Layout& l, const Rect& area, const std::vector<Action>& actions);
  std::string choice_label(const GameState& s, const Action& a) const;
  void render_isis(Canvas& c, const Layout& l, const Rect& area, const std::vector<Action>& actions);
  void render_placement(Canvas& c, const Layout& l, const Rect& area, const std::vector<Action>& actions);
  bool click_structure_choice(int slot);  // Zeus, Property Fraud, Turn of Events: a structure card as the answer
  // --- Agora (agora_view.cpp, agora_prompts.cpp) ---
  void render_senate(Canvas& c, const Layout& l);
  void render_agora_hand(Canvas& c, const Layout& l, Player p);
  // A player's Conspiracies as drawn at the foot of their purple and Senators' columns: where each
  // goes and its name's lines (what the screen's viewer may know of it).
  struct ConspiracyStrip {
    Rect rect;
    std::vector<std::string> lines;
    int index = 0;  // its place in the hand
  };
  std::vector<ConspiracyStrip> conspiracy_strips(Canvas& c, const Layout& l, Player p) const;
  int agora_hand_height(Canvas& c, const Layout& l, Player p) const;  // the foot of those columns it takes
  bool agora_tooltip(const Hotspot& h, std::string& title, std::vector<std::string>& lines) const;
  void add_conspiracy_entries(int slot);  // the card menu's "Prepare ..." lines
  void render_structure_decision(Canvas& c, const Layout& l);
  void render_conspiracy_choice(Canvas& c, const Layout& l, const Rect& area, const std::vector<Action>& actions);
  void skip_structure_choice();
  DecisionPrompt agora_prompt_words(const GameState& s, DecisionPrompt words) const;
  // Nisaba, Baal, the Statue of Zeus: a city's card; Anubis, Ra: a Wonder tile. The
  // prompt's choice whose card is `id`, when the decision chooses from a city.
  void click_city_answer(int id);

  void render_settings(Canvas& c, const Layout& l);
  void render_curtain(Canvas& c, const Layout& l);

  // --- commands ---
  void on_click(int x, int y);
  bool on_key(const SDL_Keysym& key);
  void click_menu(int item);
  void click_slot(int slot);
  void open_action_menu(int slot);
  void choose_action_entry(int index);
  std::string covered_message(const GameState& s, int slot) const;
  std::shared_ptr<const Rules> rules_for(const GameOptions& options, std::string& error);
  void undo();
  void save();
  void open_load_dialog();
  void load_save(int index);  // the load dialog's index-th save
  // Every game kept until the player deletes it (save_files.hpp): before another game
  // takes the autosave's place; from the load dialog, Delete asks first.
  void keep_last_game();
  void ask_delete(int index);
  void answer_question(bool yes);  // the open ConfirmDelete / ConfirmQuit
  void render_question(Canvas& c, const Layout& l);
  void request_hint();
  void maybe_start_ai();
  void on_ai_result();
  void autosave();
  void adopt(std::unique_ptr<GameSession> s);  // a loaded game becomes the one shown
  void toast(const std::string& text, int ms = 4500, bool warning = false);
  void warn(const std::string& text) { toast(text, 12000, true); }  // something the player must know
  const Hotspot* hotspot_at(int x, int y) const;
  void change_setting(int row, int step);  // settings screen: the row's value moves by step
  void on_settings_key(SDL_Keycode k);
  void apply_settings();       // the settings' values take effect now
  void remember_menu_choices();  // the menu's options into the settings
  void toggle_fullscreen();
  void toggle_sound();
  // After a move (from `before`) or an undo: raises the curtain when the seat changed, or
  // when a private Pantheon decision begins.
  void update_curtain(const GameState* before = nullptr);
  void lower_curtain();
  // A hot-seat game just continued or loaded: behind the curtain for the player to move
  // (unless the hand-over setting is Off).
  void resume_behind_curtain();
  bool human_to_move() const;
  Player human_seat() const;
  std::vector<Action> prompt_actions() const;

  std::shared_ptr<const Rules> rules_;  // the base game's (new games)
  RulesCache rules_cache_;              // a saved game's, by its expansions
  std::string data_error_;
  std::unique_ptr<GameSession> session_;
  Screen screen_ = Screen::Menu;
  Overlay overlay_ = Overlay::None;
  std::vector<Hotspot> hotspots_;
  std::vector<Hotspot> base_hotspots_;  // those of the cached scene layer
  // --- polish: a click outside an open panel only closes it (input.cpp) ---
  std::size_t panel_hotspots_from_ = 0;  // hotspots_ from here on are the open panel's (render_scene)
  bool panel_open() const;               // key help, settings, load list or discard pile
  bool base_dirty_ = true;
  int mouse_x_ = -1, mouse_y_ = -1;
  int width_ = kDesignWidth, height_ = kDesignHeight;
  bool quit_ = false;
  bool persist_ = true;  // autosave after moves (off for screenshots and benchmarks)

  // Menu options
  bool first_game_wonders_ = false;
  bool pantheon_ = false;  // new games with the Pantheon expansion
  bool agora_ = false;     // ... and/or with Agora
  std::uint64_t seed_ = 1;
  bool editing_seed_ = false;
  int seat_choice_ = 0;        // 0 first, 1 second, 2 random
  int difficulty_choice_ = kDefaultLevel;  // an index in kLevels (levels.hpp)
  int help_scroll_ = 0;
  int log_scroll_ = 0;  // move log lines scrolled back

  // Game screen state (not part of the game: hover, menus, highlights)
  std::string tooltip_text_;  // the last frame's hover text (tooltip_text())
  Rect tooltip_rect_{}, message_rect_{};
  int action_slot_ = -1;
  std::size_t action_default_ = 0;  // the open menu's C line (a space's: the cheapest activation)
  int action_space_ = -1;  // the card menu opened on a Pantheon space instead
  int isis_wonder_ = kNone;  // Isis: the Wonder chosen, its card from the discard pile next
  std::vector<ActionEntry> action_entries_;
  std::vector<SaveInfo> saves_;
  int delete_index_ = -1;   // the save ConfirmDelete asks about
  std::string kept_from_;   // the kept game file ("game-...") the game in progress was loaded from
  bool hide_prompt_ = false;
  bool show_board_at_end_ = false;
  std::optional<Action> highlight_;  // the AI's last move or a hint
  int highlight_slot_ = -1;
  bool highlight_is_hint_ = false;
  struct Toast {
    std::string text;
    std::uint64_t until = 0;
    bool warning = false;  // drawn in the danger colour
  };
  std::deque<Toast> toasts_;

  AutosaveWatch autosave_watch_;
  std::optional<ContinueOffer> continue_offer_;  // read from the autosave once the menu needs it

  // Settings, sound and the hand-over curtain (the "shell" part of issue 11).
  Settings settings_;
  Settings stored_settings_;  // as last written, to write only changes
  std::string settings_path_;
  int settings_row_ = 0;  // the settings screen's selected row (keyboard)
  bool fullscreen_changed_ = false;
  SoundPlayer sound_;
  SaveSummaryCache save_summaries_;
  Curtain curtain_;  // hot-seat: the hand-over curtain, and who the board was last shown to
  // --- symbol key and first-time walkthrough (symbol_key_view.cpp, walkthrough_view.cpp) ---
  bool help_symbols_ = false;      // the rules help shows its "Symbols" page
  bool walkthrough_asked_ = false;  // offered (or seen) already: once per run at most
  bool walkthrough_offer_ = false;  // "Show me how to play a turn?" is on screen
  int walkthrough_step_ = -1;       // the step shown, -1: none
  void render_symbol_key(Canvas& c, const Layout& l);
  void render_walkthrough(Canvas& c, const Layout& l);
  void update_walkthrough_offer();  // asks at the first turn of the first game
  bool walkthrough_key(SDL_Keycode k);  // Enter/Space next, Escape skip; true: handled
  void walkthrough_choice(int a);       // its buttons (Hotspot::Walkthrough)
  void start_walkthrough();
  void show_symbol_key();
  // Animation: UI only, never read by the game. The computer's move found while steps
  // play waits in ai_waiting_ until they end.
  std::uint64_t clock_ms() const { return clock_ ? clock_() : SDL_GetTicks64(); }
  void queue_animation(const GameState& before, const EventLog& events);
  void render_animation(Canvas& c, const Layout& l);
  // The Pantheon's and Agora's steps (animation_expansions_view.cpp): `from`, the layout
  // before the move; `k`, how far the step is (0: waiting at its origin).
  void render_expansion_step(Canvas& c, const Layout& l, const Layout& from, const AnimationStep& st, double k, bool active);
  Rect conspiracy_rect(Canvas& c, const Layout& l, Player p, int place) const;
  // Where the animated items are drawn at rest: a Decree's badge in its Chamber (agora_view.cpp),
  // the Minerva pawn on a track position (pantheon_view.cpp), a Progress token in a city's
  // row and the obscured token's back on Obscurantism (city_view.cpp, agora_view.cpp).
  Rect decree_rect(const Layout& l, int chamber, int place, int count) const;
  Rect minerva_rect(const Layout& l, int position) const;
  void draw_minerva(Canvas& c, const Layout& l, const Rect& pawn, std::uint8_t alpha) const;
  Rect city_token_rect(const Layout& l, Player p, int rank) const;
  Rect obscured_token_rect(const Layout& l, const Rect& strip) const;
  void draw_token_back(Canvas& c, const Layout& l, const Rect& r) const;  // a Progress token face down
  // Who will watch a move's steps: the human against the computer; in hot-seat the player
  // at the screen, or the one the curtain now up will be lowered for.
  Player animation_viewer() const;
  void render_pawn(Canvas& c, const Layout& l, const Rect& space);
  void render_military_token(Canvas& c, const Layout& l, const Rect& r, int coins);
  Rect military_token_rect(const Layout& l, Player side, int zone) const;
  AnimationSpeed animation_speed_ = AnimationSpeed::Normal;
  AnimationQueue animation_;
  std::function<std::uint64_t()> clock_;
  std::optional<Action> ai_waiting_;
  int animation_step_drawn_ = -1;  // the step the cached scene was drawn for
  std::string status_text_;        // the top bar's status line, as last drawn

  AiWorker worker_;
  int ai_ticket_ = 0;
  Rng cosmetic_;  // the UI's own random stream (seeds for new games); never the game's

  // --- layout ---
  void render_expansion_regions(Canvas& c, const Layout& l) const;  // layout_options.cpp
  float ui_scale_ = 1.0f;
  bool show_expansion_regions_ = false;
};

}  // namespace duel::ui
