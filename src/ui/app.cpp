#include "app.hpp"

#include <bit>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <new>

#include "duel/notation.hpp"
#include "duel/observation.hpp"
#include "duel/payment.hpp"
#include "sound_events.hpp"

namespace duel::ui {
namespace {

std::uint64_t now_ms() { return SDL_GetTicks64(); }

int slot_of_card(const GameState& s, CardId card) { return s.slot_of(card, s.present); }

// Why nothing could be saved when data_directory() is empty.
constexpr const char* kNoSaveFolder = "the save folder cannot be created";

bool takes_structure_card(ActionType t) {
  return t == ActionType::Construct || t == ActionType::Discard || t == ActionType::BuildWonder;
}

}  // namespace

App::App(std::shared_ptr<const Rules> rules, std::string data_error, std::string data_dir)
    : rules_(std::move(rules)), rules_cache_(std::move(data_dir)), data_error_(std::move(data_error)),
      cosmetic_(static_cast<std::uint64_t>(std::chrono::system_clock::now().time_since_epoch().count())) {
  seed_ = cosmetic_.next() % 1000000;
}

std::string failure_text(const std::exception& e) {
  if (dynamic_cast<const std::bad_alloc*>(&e)) return "not enough memory";
  if (const auto* fe = dynamic_cast<const std::filesystem::filesystem_error*>(&e)) {
    return "a file operation failed (" + fe->code().message() + ")";  // the system's words, no path
  }
  return "an unexpected error";
}

void App::recover(const std::exception& e) {
  base_dirty_ = true;
  warn("That did not work: " + failure_text(e));
}

void App::new_game(std::uint64_t seed, const GameOptions& options, Player ai_seat, const std::string& difficulty) {
  base_dirty_ = true;
  if (!rules_) {
    toast("Cannot start: " + data_error_);
    return;
  }
  worker_.cancel();
  keep_last_game();  // the autosave's game keeps a file of its own: the new game takes the autosave
  std::string error;
  const std::shared_ptr<const Rules> rules = rules_for(options, error);
  if (!rules) {
    warn("Cannot start a game with " + expansions_text(options) + ": " + error);
    return;
  }
  skip_animation();
  ai_waiting_.reset();
  session_ = GameSession::start(rules, seed, options);
  if (!session_) {
    toast("Cannot start a game from seed " + std::to_string(seed));
    screen_ = Screen::Menu;
    return;
  }
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
  curtain_ = Curtain{};
  curtain_.shown = session_->state().to_move();
  toast(std::string(options.first_game_wonders ? "New game: first-game Wonders" : "New game: Wonder selection") +
        (options.expansions.empty() ? "" : ", with " + expansions_text(options)) + ", seed " + std::to_string(seed));
  autosave();
  maybe_start_ai();
}

GameOptions App::menu_options() const {
  GameOptions options{first_game_wonders_};
  if (agora_) options.expansions.push_back("agora");  // canonical: alphabetical
  if (pantheon_) options.expansions.push_back("pantheon");
  return options;
}

// The base game's rules, or those of the options' expansions (loaded once, kept).
std::shared_ptr<const Rules> App::rules_for(const GameOptions& options, std::string& error) {
  if (options.expansions.empty() || options.expansions == expansions_of(*rules_)) return rules_;
  const LoadResult& loaded = rules_cache_.get(options.expansions);
  if (!loaded.ok()) {
    error = loaded.errors.empty() ? "its rules cannot be loaded" : loaded.errors.front().to_string();
    return nullptr;
  }
  return loaded.rules;
}


bool App::load_game(const std::string& path, std::string& error, int max_moves) {
  base_dirty_ = true;
  if (!rules_) {
    error = data_error_;
    return false;
  }
  std::unique_ptr<GameSession> s = load_session(rules_, path, error, max_moves, &rules_cache_);
  if (!s) return false;
  adopt(std::move(s));
  return true;
}

void App::resume(std::unique_ptr<GameSession> s) {
  adopt(std::move(s));
  resume_behind_curtain();
}

void App::adopt(std::unique_ptr<GameSession> s) {
  base_dirty_ = true;
  worker_.cancel();
  skip_animation();
  ai_waiting_.reset();
  session_ = std::move(s);
  screen_ = Screen::Game;
  overlay_ = Overlay::None;
  highlight_.reset();
  highlight_slot_ = -1;
  show_board_at_end_ = false;
  curtain_ = Curtain{};
  curtain_.shown = session_->state().to_move();
  maybe_start_ai();
}

bool App::play(const Action& a) {
  base_dirty_ = true;
  log_scroll_ = 0;
  if (!session_) return false;
  const GameState before = session_->state();
  const Player mover = before.to_move();
  EventLog events;
  if (!session_->play(a, events)) {
    toast("The engine refused: " + action_to_string(before, a, mover));
    sound_.play(Sound::Refusal);
    return false;
  }
  highlight_.reset();
  highlight_slot_ = -1;
  // Messages are written for the move log's one reader (the computer's or the other
  // seat's Conspiracies stay hidden: each is named only to who may see it).
  const EventLog seen = events_seen_by(events, session_->log_reader());
  if (session_->ai_seat == mover) {
    highlight_ = a;
    highlight_is_hint_ = false;
    if (takes_structure_card(a.type)) highlight_slot_ = slot_of_card(before, a.card);
    toast(move_sentence(session_->rules(), a, session_->names[mover], session_->names, &seen,
                        session_->state().age),
          6000);
  }
  for (const Event& e : seen) {
    const std::string text = event_message(session_->rules(), e, session_->names);
    if (!text.empty()) toast(text);
  }
  overlay_ = Overlay::None;
  hide_prompt_ = false;
  isis_wonder_ = kNone;
  sound_.play(sound_for_events(events));
  update_curtain(&before);
  queue_animation(before, events);  // after the curtain: the steps are made for who will watch them
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
  if (s.to_move() != session_->ai_seat || (worker_.busy() && !worker_.busy_with_hint()) || ai_waiting_) return;
  std::string notice;
  const std::uint64_t seed = session_->record().seed * 7919 + static_cast<std::uint64_t>(session_->move_count());
  ai_ticket_ = worker_.start(session_->difficulty, seed, observe(s, session_->ai_seat), session_->rules_ptr(), false, wake_event,
                             notice, rules_cache_.data_dir());
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
    toast("Hint: " + move_sentence(session_->rules(), r->action, "", session_->names, nullptr, session_->state().age),
          8000);
    return;
  }
  if (session_->state().to_move() != session_->ai_seat || session_->state().is_terminal()) return;
  if (animating()) {
    ai_waiting_ = r->action;  // played once the steps on screen have ended
    return;
  }
  play(r->action);
}

bool App::wait_for_ai() {
  if (ai_waiting_) return false;  // its move waits for the clock (update_animation)
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
  ai_ticket_ = worker_.start("hard", session_->record().seed + 17 + static_cast<std::uint64_t>(session_->move_count()),
                             observe(s, s.to_move()), session_->rules_ptr(), true, wake_event, notice);
  if (!notice.empty()) toast(notice, 8000);
  toast("Looking for a good move…", 2500);
}

void App::undo() {
  base_dirty_ = true;
  if (!session_) return;
  worker_.cancel();
  skip_animation();
  ai_waiting_.reset();
  const GameState before_undo = session_->state();
  const int before = session_->move_count();
  const bool hot_seat = session_->ai_seat > 1;
  // Hot-seat: the player at the screen takes back their own last move (the one to move;
  // at the end, the one who moved last), never the other's alone.
  const Player who = !hot_seat ? human_seat() : before_undo.is_terminal() ? session_->last_mover() : before_undo.to_move();
  const bool done = hot_seat ? who < 2 && session_->undo_own_move(who) : session_->undo_to_human(who);
  const int taken_back = before - session_->move_count();
  if (!done) {
    toast(hot_seat && who < 2 ? session_->names[who] + " has no move to take back yet" : "Nothing to undo");
  } else if (hot_seat) {
    toast("Took back " + session_->names[who] + "'s last move" +
          (taken_back > 1 ? " and the " + plural(taken_back - 1, "move") + " since" : ""));
  } else if (taken_back > 1) {
    toast("Took back your last move and the computer's reply");
  } else {
    toast(taken_back == 1 ? "Took back the last move" : "Took back " + std::to_string(taken_back) + " moves");
  }
  highlight_.reset();
  highlight_slot_ = -1;
  overlay_ = Overlay::None;
  show_board_at_end_ = false;
  if (hot_seat && who < 2) curtain_.shown = who;  // who pressed U is at the screen
  update_curtain(&before_undo);
  autosave();
  maybe_start_ai();
}

void App::autosave() {
  if (!session_ || !persist_) return;
  const std::string path = autosave_path();
  std::string error = kNoSaveFolder;
  const bool saved = !path.empty() && write_text_file(path, session_->to_json(), error);
  if (saved) continue_offer_.reset();  // read again when the menu needs it
  if (const std::optional<std::string> message = autosave_watch_.report(saved, error)) {
    if (saved) {
      toast(*message, 6000);
    } else {
      warn(*message);
    }
  }
}

void App::save() {
  if (!session_) return;
  const std::string dir = data_directory();
  std::string error = kNoSaveFolder;
  std::optional<std::string> name;
  if (!dir.empty()) name = write_new_save(dir, save_stem_now(), session_->to_json(), error);
  if (!name) {
    warn("Save failed: " + error);
  } else {
    toast("Saved as \"" + *name + "\" (L to load it)", 6000);
  }
}

void App::load_save(int index) {
  if (index < 0 || index >= static_cast<int>(saves_.size())) return;
  const SaveInfo save = saves_[static_cast<std::size_t>(index)];
  std::string error;
  if (save.path != autosave_path()) keep_last_game();  // the loaded game autosaves next
  if (load_game(save.path, error)) {
    // A kept game goes on in its own file when the next game is kept.
    kept_from_ = save.name.starts_with(kKeptGamePrefix) ? save.path : "";
    resume_behind_curtain();
    toast("Loaded \"" + save.name + "\"");
  } else {
    warn("Cannot load \"" + save.name + "\": " + error);
  }
}

void App::keep_last_game() {
  if (!persist_) return;
  const std::string dir = data_directory();
  if (dir.empty()) return;
  std::string error;
  const std::optional<std::string> kept = keep_autosaved_game(dir, kept_from_, error);
  kept_from_.clear();
  if (!kept) {
    warn("The last game could not be kept: " + error + " (it stays in the autosave until the next move)");
  } else if (!kept->empty()) {
    toast("The last game is kept as \"" + *kept + "\" (L to load or delete it)", 6000);
  }
}

void App::ask_delete(int index) {
  if (index < 0 || index >= static_cast<int>(saves_.size())) return;
  delete_index_ = index;
  overlay_ = Overlay::ConfirmDelete;
}

void App::answer_question(bool yes) {
  if (overlay_ == Overlay::ConfirmQuit) {
    overlay_ = Overlay::None;
    if (yes) {
      autosave();
      quit_ = true;
    }
    return;
  }
  if (overlay_ != Overlay::ConfirmDelete) return;
  overlay_ = Overlay::LoadDialog;
  if (!yes || delete_index_ < 0 || delete_index_ >= static_cast<int>(saves_.size())) return;
  const SaveInfo save = saves_[static_cast<std::size_t>(delete_index_)];
  std::string error;
  if (delete_save(save.path, error)) {
    toast("Deleted \"" + save.name + "\"");
    if (save.path == kept_from_) kept_from_.clear();
  } else {
    warn("Cannot delete \"" + save.name + "\": " + error);
  }
  saves_ = list_saves();
  continue_offer_.reset();  // the menu reads the autosave again
  delete_index_ = -1;
}

void App::open_load_dialog() {
  saves_ = list_saves();
  overlay_ = Overlay::LoadDialog;
}

void App::toast(const std::string& text, int ms, bool warning) {
  if (std::getenv("DUEL_UI_MESSAGES")) std::fprintf(stderr, "message: %s\n", text.c_str());  // for scripts
  // The same message again (a second click on a covered card) refreshes it, not twice.
  std::erase_if(toasts_, [&](const Toast& t) { return t.text == text; });
  toasts_.push_back({text, now_ms() + static_cast<std::uint64_t>(ms), warning});
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
  if (animating() || ai_waiting_) best = best < 0 ? 16 : std::min<std::int64_t>(best, 16);  // a frame
  return best < 0 ? -1 : static_cast<int>(best) + 1;
}

std::vector<Action> App::prompt_actions() const {
  std::vector<Action> out;
  if (!session_) return out;
  const GameState& s = session_->state();
  // The kinds with a prompt of their own: the structure and the selection are chosen on the board.
  const ChoiceFrom from = choice_from(s);
  if (from == ChoiceFrom::Structure || from == ChoiceFrom::WonderOffer || from == ChoiceFrom::Nothing) return out;
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
  action_space_ = -1;
  action_default_ = 0;

  // Legality and the reasons for refusals come from the engine (why_illegal).
  ActionEntry construct{{ActionType::Construct, card, kNone}, "", "", false};
  const Payment pay = card_payment(s, me, card);
  construct.reason = why_illegal(s, construct.action);
  construct.enabled = construct.reason.empty();
  construct.label = (session_->rules().cards[card].is_senator() ? "Recruit " : "Construct ") + session_->rules().cards[card].name + " — " +
                    (pay.chain ? "free (chain)" : pay.total == 0 ? "free" : plural(pay.total, "coin"));
  action_entries_.push_back(construct);

  ActionEntry discard{{ActionType::Discard, card, kNone}, "", "", false};
  discard.reason = why_illegal(s, discard.action);
  discard.enabled = discard.reason.empty();
  discard.label = "Discard for +" + plural(discard_value(s, me), "coin");
  action_entries_.push_back(discard);

  for (int i = 0; i < city.wonder_count; ++i) {
    const WonderId w = city.wonders[i];
    if (w == kNone || city.wonder_built(i)) continue;
    ActionEntry e{{ActionType::BuildWonder, card, w}, "", "", false};
    const Payment wp = wonder_payment(s, me, w);
    e.reason = why_illegal(s, e.action);
    e.enabled = e.reason.empty();
    e.label = "Wonder: " + session_->rules().wonders[w].name + " — " +
              (wp.total == 0 ? "free" : plural(wp.total, "coin"));
    action_entries_.push_back(e);
  }
  add_conspiracy_entries(slot);
  overlay_ = Overlay::ActionMenu;
}

// "Baths is covered by Altar and a face-down card": what must be taken first.
std::string App::covered_message(const GameState& s, int slot) const {
  const Rules& rules = session_->rules();
  const auto& layout = rules.layouts[static_cast<std::size_t>(s.age - 1)].slots;
  std::vector<std::string> over;
  int face_down = 0;
  for (std::uint32_t bits = layout[static_cast<std::size_t>(slot)].covered_by & s.present; bits != 0; bits &= bits - 1) {
    const int i = std::countr_zero(bits);
    const CardId c = s.slots[static_cast<std::size_t>(i)];
    if ((s.face_up >> i & 1U) && c != kNone) over.push_back(rules.cards[c].name);
    else ++face_down;
  }
  if (face_down == 1) over.push_back("a face-down card");
  if (face_down > 1) over.push_back(std::to_string(face_down) + " face-down cards");
  std::string list;
  for (std::size_t i = 0; i < over.size(); ++i) list += (i == 0 ? "" : i + 1 == over.size() ? " and " : ", ") + over[i];
  const CardId card = s.slots[static_cast<std::size_t>(slot)];
  const std::string name = (s.face_up >> slot & 1U) && card != kNone ? rules.cards[card].name : "This card";
  return name + " is covered by " + list + ": take " + (over.size() == 1 && face_down < 2 ? "it" : "them") + " first";
}

void App::click_slot(int slot) {
  if (!session_ || !human_to_move()) return;
  const GameState& s = session_->state();
  if (choice_from(s) != ChoiceFrom::Structure) return;
  if (click_structure_choice(slot)) return;  // Zeus
  if (!s.slot_accessible(slot)) {
    toast(covered_message(s, slot), 3500);
    sound_.play(Sound::Refusal);
    return;
  }
  open_action_menu(slot);
}

}  // namespace duel::ui
