#include "app.hpp"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>

#include "duel/notation.hpp"
#include "duel/observation.hpp"
#include "duel/payment.hpp"

namespace duel::ui {
namespace {

const char* kDifficulties[3] = {"easy", "medium", "hard"};

std::uint64_t now_ms() { return SDL_GetTicks64(); }

int slot_of_card(const GameState& s, CardId card) {
  for (int i = 0; i < s.slot_count(); ++i) {
    if (((s.present >> i) & 1U) && s.slots[i] == card) return i;
  }
  return -1;
}

bool takes_structure_card(ActionType t) {
  return t == ActionType::Construct || t == ActionType::Discard || t == ActionType::BuildWonder;
}

}  // namespace

App::App(std::shared_ptr<const Rules> rules, std::string data_error)
    : rules_(std::move(rules)), data_error_(std::move(data_error)),
      cosmetic_(static_cast<std::uint64_t>(std::chrono::system_clock::now().time_since_epoch().count())) {
  seed_ = cosmetic_.next() % 1000000;
}

void App::new_game(std::uint64_t seed, const GameOptions& options, Player ai_seat, const std::string& difficulty) {
  base_dirty_ = true;
  if (!rules_) {
    toast("Cannot start: " + data_error_);
    return;
  }
  worker_.cancel();
  session_ = GameSession::start(rules_, seed, options);
  session_->ai_seat = ai_seat;
  session_->difficulty = difficulty;
  if (ai_seat < 2) {
    session_->names[ai_seat] = "Computer";
    session_->names[opponent(ai_seat)] = "You";
  }
  screen_ = Screen::Game;
  overlay_ = Overlay::None;
  highlight_.reset();
  highlight_slot_ = -1;
  show_board_at_end_ = false;
  hide_prompt_ = false;
  toasts_.clear();
  toast(options.first_game_wonders ? "New game: first-game Wonders, seed " + std::to_string(seed)
                                   : "New game: Wonder selection, seed " + std::to_string(seed));
  autosave();
  maybe_start_ai();
}

bool App::load_game(const std::string& path, std::string& error, int max_moves) {
  base_dirty_ = true;
  if (!rules_) {
    error = data_error_;
    return false;
  }
  const std::optional<std::string> text = read_text_file(path, error);
  if (!text) return false;
  std::unique_ptr<GameSession> s = GameSession::from_json(rules_, *text, error, max_moves);
  if (!s) {
    error = std::filesystem::path(path).filename().string() + ": " + error;
    return false;
  }
  int seat = -1;
  std::string spec;
  if (read_seats(path, seat, spec)) {
    s->ai_seat = static_cast<Player>(seat);
    s->difficulty = spec;
    s->names[s->ai_seat] = "Computer";
    s->names[opponent(s->ai_seat)] = "You";
    // Rebuild the log with the right names.
    std::string ignored;
    auto renamed = GameSession::from_json(rules_, *text, ignored, max_moves);
    if (renamed) {
      renamed->ai_seat = s->ai_seat;
      renamed->difficulty = spec;
      s = std::move(renamed);
    }
  }
  worker_.cancel();
  session_ = std::move(s);
  screen_ = Screen::Game;
  overlay_ = Overlay::None;
  highlight_.reset();
  highlight_slot_ = -1;
  show_board_at_end_ = false;
  maybe_start_ai();
  return true;
}

bool App::play(const Action& a) {
  base_dirty_ = true;
  if (!session_) return false;
  const GameState before = session_->state();
  const Player mover = before.to_move();
  EventLog events;
  if (!session_->play(a, events)) {
    toast("The engine refused: " + action_to_string(session_->rules(), a));
    return false;
  }
  highlight_.reset();
  highlight_slot_ = -1;
  if (session_->ai_seat == mover) {
    highlight_ = a;
    highlight_is_hint_ = false;
    if (takes_structure_card(a.type)) highlight_slot_ = slot_of_card(before, a.card);
    toast("Computer: " + action_to_string(session_->rules(), a), 6000);
  }
  for (const Event& e : events) {
    const std::string text = event_message(session_->rules(), e, session_->names);
    if (!text.empty()) toast(text);
  }
  overlay_ = Overlay::None;
  hide_prompt_ = false;
  autosave();
  maybe_start_ai();
  return true;
}

Player App::human_seat() const {
  if (!session_ || session_->ai_seat > 1) return kNone;
  return opponent(session_->ai_seat);
}

bool App::human_to_move() const {
  if (!session_ || session_->state().is_terminal()) return false;
  return session_->ai_seat > 1 || session_->state().to_move() != session_->ai_seat;
}

void App::maybe_start_ai() {
  if (!session_ || session_->ai_seat > 1 || session_->state().is_terminal()) return;
  const GameState& s = session_->state();
  if (s.to_move() != session_->ai_seat || (worker_.busy() && !worker_.busy_with_hint())) return;
  std::string notice;
  const std::uint64_t seed = session_->record().seed * 7919 + static_cast<std::uint64_t>(session_->move_count());
  ai_ticket_ = worker_.start(session_->difficulty, seed, observe(s, session_->ai_seat), rules_, false, wake_event,
                             notice);
  if (!notice.empty()) toast(notice, 8000);
}

void App::on_ai_result() {
  base_dirty_ = true;
  std::optional<AiResult> r = worker_.take_result();
  if (!r || r->ticket != ai_ticket_ || !session_) return;
  if (r->is_hint) {
    if (!human_to_move()) return;
    highlight_ = r->action;
    highlight_is_hint_ = true;
    highlight_slot_ = takes_structure_card(r->action.type) ? slot_of_card(session_->state(), r->action.card) : -1;
    toast("Hint: " + action_to_string(session_->rules(), r->action), 8000);
    return;
  }
  if (session_->state().to_move() != session_->ai_seat || session_->state().is_terminal()) return;
  play(r->action);
}

bool App::wait_for_ai() {
  if (worker_.pending()) {  // a hint, or the computer's move already started
    while (worker_.busy()) SDL_Delay(5);
    on_ai_result();
    return true;
  }
  if (!session_ || session_->ai_seat > 1 || session_->state().is_terminal()) return false;
  if (session_->state().to_move() != session_->ai_seat) return false;
  maybe_start_ai();
  while (worker_.busy()) SDL_Delay(5);
  on_ai_result();
  return true;
}

void App::request_hint() {
  if (!session_ || !human_to_move()) return;
  if (worker_.busy()) {
    toast("Still thinking…");
    return;
  }
  std::string notice;
  const GameState& s = session_->state();
  ai_ticket_ = worker_.start("medium", session_->record().seed + 17 + static_cast<std::uint64_t>(session_->move_count()),
                             observe(s, s.to_move()), rules_, true, wake_event, notice);
  if (!notice.empty()) toast(notice, 8000);
  toast("Looking for a good move…", 2500);
}

void App::undo() {
  base_dirty_ = true;
  if (!session_) return;
  worker_.cancel();
  const bool done = session_->ai_seat < 2 ? session_->undo_to_human(human_seat()) : session_->undo();
  if (!done) {
    toast("Nothing to undo");
  } else {
    toast("Undone: back to move " + std::to_string(session_->move_count() + 1));
  }
  highlight_.reset();
  highlight_slot_ = -1;
  overlay_ = Overlay::None;
  show_board_at_end_ = false;
  autosave();
  maybe_start_ai();
}

void App::autosave() {
  if (!session_ || !persist_) return;
  const std::string path = autosave_path();
  std::string error;
  if (path.empty() || !write_text_file(path, session_->to_json(), error)) return;
  write_seats(path, session_->ai_seat < 2 ? session_->ai_seat : -1, session_->difficulty);
}

void App::save() {
  if (!session_) return;
  const std::string path = new_save_path();
  std::string error;
  if (path.empty()) {
    toast("No data directory to save in ($XDG_DATA_HOME/7wd)");
  } else if (!write_text_file(path, session_->to_json(), error)) {
    toast("Save failed: " + error, 8000);
  } else {
    write_seats(path, session_->ai_seat < 2 ? session_->ai_seat : -1, session_->difficulty);
    toast("Saved to " + path, 6000);
  }
}

void App::open_load_dialog() {
  saves_ = list_saves();
  overlay_ = Overlay::LoadDialog;
}

void App::toast(const std::string& text, int ms) {
  if (std::getenv("DUEL_UI_MESSAGES")) std::fprintf(stderr, "message: %s\n", text.c_str());  // for scripts
  toasts_.push_back({text, now_ms() + static_cast<std::uint64_t>(ms)});
  while (toasts_.size() > 5) toasts_.pop_front();
}

int App::next_timeout_ms() const {
  std::int64_t best = -1;
  const std::uint64_t now = now_ms();
  for (const Toast& t : toasts_) {
    const std::int64_t left = t.until > now ? std::int64_t(t.until - now) : 0;
    if (best < 0 || left < best) best = left;
  }
  if (worker_.busy()) best = best < 0 ? 400 : std::min<std::int64_t>(best, 400);  // thinking dots
  return best < 0 ? -1 : static_cast<int>(best) + 1;
}

std::vector<Action> App::prompt_actions() const {
  std::vector<Action> out;
  if (!session_) return out;
  const GameState& s = session_->state();
  if (s.phase == Phase::Play || s.phase == Phase::WonderSelection || s.phase == Phase::GameOver) return out;
  ActionList list;
  s.legal_actions(list);
  for (const Action& a : list) out.push_back(a);
  return out;
}

void App::open_action_menu(int slot) {
  const GameState& s = session_->state();
  const Player me = s.to_move();
  const CardId card = s.slots[slot];
  const City& city = s.cities[me];
  action_entries_.clear();
  action_slot_ = slot;

  ActionEntry construct{{ActionType::Construct, card, kNone}, "", "", false};
  const Payment pay = card_payment(s, me, card);
  construct.enabled = s.is_legal(construct.action);
  construct.label = "Construct " + session_->rules().cards[card].name + " — " +
                    (pay.chain ? "free (chain)" : pay.total == 0 ? "free" : std::to_string(pay.total) + " coins");
  if (!construct.enabled) {
    construct.reason = pay.total > city.coins ? "needs " + std::to_string(pay.total - city.coins) + " more coins"
                                              : "not allowed now";
  }
  action_entries_.push_back(construct);

  ActionEntry discard{{ActionType::Discard, card, kNone}, "Discard", "", false};
  discard.enabled = s.is_legal(discard.action);
  if (discard.enabled) {
    // Ask the engine what discarding would pay by applying it to a copy.
    GameState preview = s;
    EventLog events;
    preview.apply(discard.action, &events);
    for (const Event& e : events) {
      if (e.type == EventType::CardDiscarded) discard.label = "Discard for +" + std::to_string(e.value) + " coins";
    }
  } else {
    discard.reason = "not allowed now";
  }
  action_entries_.push_back(discard);

  const int limit = session_->rules().constants.wonder_limit;
  for (int i = 0; i < kWondersPerPlayer; ++i) {
    const WonderId w = city.wonders[i];
    if (w == kNone || city.wonder_built(i)) continue;
    ActionEntry e{{ActionType::BuildWonder, card, w}, "", "", false};
    const Payment wp = wonder_payment(s, me, w);
    e.enabled = s.is_legal(e.action);
    e.label = "Wonder: " + session_->rules().wonders[w].name + " — " +
              (wp.total == 0 ? "free" : std::to_string(wp.total) + " coins");
    if (!e.enabled) {
      if (s.wonders_built_total() >= limit) {
        e.reason = std::to_string(limit) + " Wonders already built";
      } else if (wp.total > city.coins) {
        e.reason = "needs " + std::to_string(wp.total - city.coins) + " more coins";
      } else {
        e.reason = "not allowed now";
      }
    }
    action_entries_.push_back(e);
  }
  overlay_ = Overlay::ActionMenu;
}

void App::click_slot(int slot) {
  if (!session_ || !human_to_move()) return;
  const GameState& s = session_->state();
  if (s.phase != Phase::Play) return;
  if (!s.slot_accessible(slot)) {
    toast("That card is covered: take the cards over it first", 2500);
    return;
  }
  open_action_menu(slot);
}

const Hotspot* App::hotspot_at(int x, int y) const {
  // Drawn last = on top: search from the end.
  for (auto it = hotspots_.rbegin(); it != hotspots_.rend(); ++it) {
    if (it->rect.contains(x, y)) return &*it;
  }
  return nullptr;
}

bool App::handle(const SDL_Event& e) {
  if (e.type != SDL_MOUSEMOTION) base_dirty_ = true;  // motion only changes the hover layer
  if (e.type == wake_event && wake_event != 0) {
    on_ai_result();
    return true;
  }
  switch (e.type) {
    case SDL_QUIT: quit_ = true; return false;
    case SDL_WINDOWEVENT:
      if (e.window.event == SDL_WINDOWEVENT_SIZE_CHANGED) {
        width_ = e.window.data1;
        height_ = e.window.data2;
      }
      return e.window.event == SDL_WINDOWEVENT_SIZE_CHANGED || e.window.event == SDL_WINDOWEVENT_EXPOSED ||
             e.window.event == SDL_WINDOWEVENT_LEAVE;
    case SDL_MOUSEMOTION: {
      const Hotspot* before = hotspot_at(mouse_x_, mouse_y_);
      mouse_x_ = e.motion.x;
      mouse_y_ = e.motion.y;
      const Hotspot* after = hotspot_at(mouse_x_, mouse_y_);
      return before != after;  // redraw only when the hovered thing changes
    }
    case SDL_MOUSEBUTTONDOWN:
      if (e.button.button == SDL_BUTTON_LEFT) on_click(e.button.x, e.button.y);
      if (e.button.button == SDL_BUTTON_RIGHT) overlay_ = Overlay::None;
      return true;
    case SDL_MOUSEWHEEL:
      if (screen_ == Screen::Help) {
        help_scroll_ = std::max(0, help_scroll_ - e.wheel.y * 40);
        return true;
      }
      return false;
    case SDL_KEYDOWN: return on_key(e.key.keysym);
    case SDL_TEXTINPUT:
      if (screen_ == Screen::Help || overlay_ == Overlay::KeyHelp) return false;
      if (e.text.text[0] == '?') {
        overlay_ = Overlay::KeyHelp;
        return true;
      }
      return false;
    default: return false;
  }
}

bool App::on_key(const SDL_Keysym& key) {
  const SDL_Keycode k = key.sym;
  if (editing_seed_) {
    if (k >= SDLK_0 && k <= SDLK_9 && seed_ < 100000000000ULL) seed_ = seed_ * 10 + static_cast<std::uint64_t>(k - SDLK_0);
    if (k == SDLK_BACKSPACE) seed_ /= 10;
    if (k == SDLK_RETURN || k == SDLK_ESCAPE || k == SDLK_KP_ENTER) editing_seed_ = false;
    return true;
  }
  if ((key.mod & KMOD_CTRL) && k == SDLK_q) {
    quit_ = true;
    return false;
  }
  if (k == SDLK_F1) {
    overlay_ = overlay_ == Overlay::KeyHelp ? Overlay::None : Overlay::KeyHelp;
    return true;
  }
  if (k == SDLK_ESCAPE) {
    if (overlay_ != Overlay::None) {
      overlay_ = Overlay::None;
    } else if (screen_ == Screen::Help) {
      screen_ = session_ ? Screen::Game : Screen::Menu;
    } else if (screen_ == Screen::Game) {
      screen_ = Screen::Menu;
    } else if (session_) {
      screen_ = Screen::Game;
    }
    return true;
  }
  if (overlay_ == Overlay::LoadDialog && k >= SDLK_1 && k <= SDLK_9) {
    const std::size_t i = static_cast<std::size_t>(k - SDLK_1);
    if (i < saves_.size()) {
      std::string error;
      if (!load_game(saves_[i].path, error)) toast("Cannot load: " + error, 8000);
      else toast("Loaded " + saves_[i].name);
    }
    return true;
  }
  if (screen_ == Screen::Help) {
    if (k == SDLK_DOWN) help_scroll_ += 40;
    if (k == SDLK_UP) help_scroll_ = std::max(0, help_scroll_ - 40);
    if (k == SDLK_PAGEDOWN || k == SDLK_SPACE) help_scroll_ += 400;
    if (k == SDLK_PAGEUP) help_scroll_ = std::max(0, help_scroll_ - 400);
    return true;
  }
  if (screen_ == Screen::Menu) {
    if (k == SDLK_n) click_menu(0);
    if (k == SDLK_c) click_menu(6);
    if (k == SDLK_l) open_load_dialog();
    if (k == SDLK_r) screen_ = Screen::Help;
    return true;
  }
  // The game screen
  if (overlay_ == Overlay::ActionMenu) {
    int index = -1;
    if (k == SDLK_c) index = 0;
    if (k == SDLK_x) index = 1;
    if (k >= SDLK_1 && k <= SDLK_4) index = 2 + (k - SDLK_1);
    if (index >= 0 && index < static_cast<int>(action_entries_.size()) && action_entries_[index].enabled) {
      play(action_entries_[index].action);
    }
    return true;
  }
  switch (k) {
    case SDLK_u: undo(); break;
    case SDLK_s: save(); break;
    case SDLK_l: open_load_dialog(); break;
    case SDLK_d: overlay_ = overlay_ == Overlay::DiscardPile ? Overlay::None : Overlay::DiscardPile; break;
    case SDLK_h: request_hint(); break;
    case SDLK_r: screen_ = Screen::Help; break;
    case SDLK_TAB: hide_prompt_ = !hide_prompt_; break;
    case SDLK_b: show_board_at_end_ = !show_board_at_end_; break;
    default: return false;
  }
  return true;
}

void App::click_menu(int item) {
  const GameOptions options{first_game_wonders_};
  switch (item) {
    case 0: new_game(seed_, options, kNone, ""); seed_ = cosmetic_.next() % 1000000; break;
    case 1: first_game_wonders_ = !first_game_wonders_; break;
    case 2: editing_seed_ = true; break;
    case 3: {
      Player human = seat_choice_ == 2 ? static_cast<Player>(cosmetic_.below(2)) : static_cast<Player>(seat_choice_);
      new_game(seed_, options, opponent(human), kDifficulties[difficulty_choice_]);
      seed_ = cosmetic_.next() % 1000000;
      break;
    }
    case 4: seat_choice_ = (seat_choice_ + 1) % 3; break;
    case 5: difficulty_choice_ = (difficulty_choice_ + 1) % 3; break;
    case 6: {
      if (session_) {
        screen_ = Screen::Game;
        break;
      }
      std::string error;
      if (!load_game(autosave_path(), error)) toast("Nothing to continue: " + error, 6000);
      break;
    }
    case 7: open_load_dialog(); break;
    case 8: screen_ = Screen::Help; help_scroll_ = 0; break;
    case 9: quit_ = true; break;
    case 10: seed_ = cosmetic_.next() % 1000000; break;
    default: break;
  }
}

void App::on_click(int x, int y) {
  if (editing_seed_) editing_seed_ = false;
  const Hotspot* h = hotspot_at(x, y);
  if (!h) {
    if (overlay_ != Overlay::None) overlay_ = Overlay::None;  // click outside closes
    return;
  }
  const Hotspot hit = *h;  // handlers may change the hotspot list
  switch (hit.kind) {
    case Hotspot::MenuItem: click_menu(hit.a); break;
    case Hotspot::TopButton:
      switch (static_cast<Button>(hit.a)) {
        case Button::Menu: screen_ = Screen::Menu; overlay_ = Overlay::None; break;
        case Button::Undo: undo(); break;
        case Button::Save: save(); break;
        case Button::Load: open_load_dialog(); break;
        case Button::DiscardPile:
          overlay_ = overlay_ == Overlay::DiscardPile ? Overlay::None : Overlay::DiscardPile;
          break;
        case Button::Hint: request_hint(); break;
        case Button::Help: overlay_ = Overlay::KeyHelp; break;
      }
      break;
    case Hotspot::Slot: click_slot(hit.a); break;
    case Hotspot::OfferWonder:
      if (human_to_move()) play(Action{ActionType::PickWonder, static_cast<std::uint8_t>(hit.a), kNone});
      break;
    case Hotspot::Choice: {
      const std::vector<Action> actions = prompt_actions();
      if (human_to_move() && hit.a >= 0 && hit.a < static_cast<int>(actions.size())) play(actions[hit.a]);
      break;
    }
    case Hotspot::ActionItem:
      if (hit.a >= 0 && hit.a < static_cast<int>(action_entries_.size()) && action_entries_[hit.a].enabled) {
        play(action_entries_[hit.a].action);
      }
      break;
    case Hotspot::LoadItem:
      if (hit.a >= 0 && hit.a < static_cast<int>(saves_.size())) {
        std::string error;
        if (!load_game(saves_[hit.a].path, error)) {
          toast("Cannot load: " + error, 8000);
        } else {
          toast("Loaded " + saves_[hit.a].name);
        }
      }
      break;
    case Hotspot::ScoreButton:
      if (hit.a == 0 && session_) {
        const Player ai = session_->ai_seat;
        new_game(cosmetic_.next() % 1000000, session_->record().options, ai, session_->difficulty);
      } else if (hit.a == 1) {
        screen_ = Screen::Menu;
        session_.reset();
      } else if (hit.a == 2) {
        show_board_at_end_ = !show_board_at_end_;
      } else if (hit.a == 3) {
        hide_prompt_ = !hide_prompt_;
      }
      break;
    case Hotspot::CloseOverlay: overlay_ = Overlay::None; break;
    case Hotspot::HelpScroll: screen_ = session_ ? Screen::Game : Screen::Menu; break;
    default: break;
  }
}

}  // namespace duel::ui
