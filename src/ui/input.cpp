// Input: mouse and keyboard events turned into commands of the App.
#include <algorithm>

#include "app.hpp"

namespace duel::ui {

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
  if ((e.type == SDL_KEYDOWN || e.type == SDL_MOUSEBUTTONDOWN) && animating()) {
    skip_animation();  // to the end of all steps; the key or click does nothing else
    return true;
  }
  switch (e.type) {
    case SDL_QUIT: quit_ = true; return false;
    case SDL_WINDOWEVENT:
      if (e.window.event == SDL_WINDOWEVENT_SIZE_CHANGED) {
        width_ = e.window.data1;
        height_ = e.window.data2;
        if (!settings_.fullscreen) {  // remembered for the next run (written at quit)
          settings_.window_width = std::clamp(width_, kMinWindowWidth, kMaxWindowSide);
          settings_.window_height = std::clamp(height_, kMinWindowHeight, kMaxWindowSide);
        }
      }
      if (e.window.event == SDL_WINDOWEVENT_LEAVE) mouse_x_ = mouse_y_ = -1;  // no hover outside
      return e.window.event == SDL_WINDOWEVENT_SIZE_CHANGED || e.window.event == SDL_WINDOWEVENT_EXPOSED ||
             e.window.event == SDL_WINDOWEVENT_LEAVE;
    case SDL_MOUSEMOTION: {
      const Hotspot* before = hotspot_at(mouse_x_, mouse_y_);
      mouse_x_ = e.motion.x;
      mouse_y_ = e.motion.y;
      const Hotspot* after = hotspot_at(mouse_x_, mouse_y_);
      // Redraw only when the hovered thing changes, or steps play (a moving mouse must
      // not hold back their frames: the loop's timeout never comes while events do).
      return before != after || animating();
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
      if (screen_ == Screen::Game && session_) {
        const Layout l = layout_for(width_, height_);
        if (l.log.contains(mouse_x_, mouse_y_)) {
          log_scroll_ = std::max(0, log_scroll_ + e.wheel.y * 2);
          return true;
        }
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
    // A game in progress asks first (and says where it stays); a second Ctrl+Q quits.
    if (session_ && screen_ == Screen::Game && !session_->state().is_terminal() && overlay_ != Overlay::ConfirmQuit) {
      overlay_ = Overlay::ConfirmQuit;
      return true;
    }
    if (overlay_ == Overlay::ConfirmQuit) autosave();
    quit_ = true;
    return false;
  }
  if (overlay_ == Overlay::ConfirmQuit || overlay_ == Overlay::ConfirmDelete) {  // its keys only
    if (k == SDLK_y || k == SDLK_RETURN || k == SDLK_KP_ENTER) answer_question(true);
    if (k == SDLK_n || k == SDLK_ESCAPE) answer_question(false);
    return true;
  }
  // Shell keys (settings, sound, fullscreen, the hand-over curtain): before the others.
  if (k == SDLK_F11 || ((key.mod & KMOD_ALT) && (k == SDLK_RETURN || k == SDLK_KP_ENTER))) {
    toggle_fullscreen();
    return true;
  }
  if (curtain_.up) {
    if (k != SDLK_LALT && k != SDLK_RALT && k != SDLK_LCTRL && k != SDLK_RCTRL) lower_curtain();  // any key but a modifier
    return true;
  }
  if (overlay_ == Overlay::Settings) {  // its keys only: nothing reaches the screen below
    if (k == SDLK_ESCAPE || k == SDLK_o) overlay_ = Overlay::None;
    else on_settings_key(k);
    return true;
  }
  if (k == SDLK_o && (screen_ == Screen::Menu || screen_ == Screen::Game)) {
    overlay_ = overlay_ == Overlay::Settings ? Overlay::None : Overlay::Settings;
    return true;
  }
  if (k == SDLK_m && (screen_ == Screen::Menu || screen_ == Screen::Game)) {
    toggle_sound();
    return true;
  }
  if (walkthrough_key(k)) return true;
  if (k == SDLK_F1) {
    overlay_ = overlay_ == Overlay::KeyHelp ? Overlay::None : Overlay::KeyHelp;
    return true;
  }
  if (k == SDLK_ESCAPE) {
    if (overlay_ != Overlay::None) {
      overlay_ = Overlay::None;
    } else if (screen_ == Screen::Help) {
      screen_ = session_ ? Screen::Game : Screen::Menu;
      help_symbols_ = false;  // R opens the rules next time
    } else if (screen_ == Screen::Game) {
      screen_ = Screen::Menu;
    } else if (session_) {
      screen_ = Screen::Game;
    }
    return true;
  }
  if (overlay_ == Overlay::LoadDialog && k >= SDLK_1 && k <= SDLK_9) {
    load_save(k - SDLK_1);
    return true;
  }
  if (screen_ == Screen::Help) {
    if (k == SDLK_DOWN) help_scroll_ += 40;
    if (k == SDLK_UP) help_scroll_ = std::max(0, help_scroll_ - 40);
    if (k == SDLK_PAGEDOWN || k == SDLK_SPACE) help_scroll_ += 400;
    if (k == SDLK_PAGEUP) help_scroll_ = std::max(0, help_scroll_ - 400);
    if (k == SDLK_HOME) help_scroll_ = 0;
    if (k == SDLK_END) help_scroll_ = 1 << 20;  // the drawing clamps it to the end
    if (k == SDLK_TAB) {  // the rules / the symbol key
      help_symbols_ = !help_symbols_;
      help_scroll_ = 0;
    }
    return true;
  }
  if (k == SDLK_k) {
    show_symbol_key();
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
    if (const int index = action_menu_index(k); index >= 0) choose_action_entry(index);
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
    case SDLK_w: start_walkthrough(); break;
    default: return false;
  }
  return true;
}

// A line of the card menu chosen by click or key: played, or, when greyed, the
// engine's reason said aloud (the menu shows it too, but a key press must answer).
void App::choose_action_entry(int index) {
  if (index < 0 || index >= static_cast<int>(action_entries_.size())) return;
  const ActionEntry& entry = action_entries_[static_cast<std::size_t>(index)];
  if (entry.enabled) {
    play(entry.action);
  } else {
    toast(entry.label + ": " + entry.reason, 3500);
    sound_.play(Sound::Refusal);
  }
}

void App::click_menu(int item) {
  const GameOptions options = menu_options();
  switch (item) {
    case 0: new_game(seed_, options, kNone, ""); seed_ = cosmetic_.next() % 1000000; break;
    case 1: first_game_wonders_ = !first_game_wonders_; break;
    case 2: editing_seed_ = true; break;
    case 3: {
      Player human = seat_choice_ == 2 ? static_cast<Player>(cosmetic_.below(2)) : static_cast<Player>(seat_choice_);
      new_game(seed_, options, opponent(human), kLevels[static_cast<std::size_t>(difficulty_choice_)].key);
      seed_ = cosmetic_.next() % 1000000;
      break;
    }
    case 4: seat_choice_ = (seat_choice_ + 1) % 3; break;
    case 5: difficulty_choice_ = next_level(difficulty_choice_, 1); break;
    case 6: {
      if (session_) {
        screen_ = Screen::Game;
        break;
      }
      if (!rules_) break;
      ContinueOffer offer = read_continue_offer(rules_, autosave_path(), &rules_cache_);  // the file as it is now
      continue_offer_.reset();
      if (offer.game) {
        resume(std::move(offer.game));
      } else {
        toast(offer.summary, 8000);
      }
      break;
    }
    case 7: open_load_dialog(); break;
    case 8: screen_ = Screen::Help; help_scroll_ = 0; break;
    case 9: quit_ = true; break;
    case 10: seed_ = cosmetic_.next() % 1000000; break;
    case 11: overlay_ = Overlay::Settings; break;
    case 20: pantheon_ = !pantheon_; break;
    case 21: agora_ = !agora_; break;
    default: break;
  }
  if (item == 1 || item == 4 || item == 5 || item == 20 || item == 21) remember_menu_choices();
}

bool App::panel_open() const {
  return overlay_ == Overlay::KeyHelp || overlay_ == Overlay::Settings || overlay_ == Overlay::LoadDialog ||
         overlay_ == Overlay::DiscardPile || overlay_ == Overlay::ConfirmDelete || overlay_ == Overlay::ConfirmQuit;
}

void App::on_click(int x, int y) {
  if (editing_seed_) editing_seed_ = false;
  const Hotspot* h = hotspot_at(x, y);
  // A click outside an open panel closes it and does nothing else: the board under
  // the panel's shade is not played blind. (Inside, the panel's Blocker takes it.)
  const bool outside_panel = panel_open() && (!h || static_cast<std::size_t>(h - hotspots_.data()) < panel_hotspots_from_);
  if (!h || outside_panel) {
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
    case Hotspot::DivinitySpace: open_activation_menu(hit.a); break;
    case Hotspot::PickFirst: isis_wonder_ = hit.a; break;
    case Hotspot::CityCard: click_city_answer(hit.a); break;
    case Hotspot::CityWonder:
      if (session_ && hit.a < 2) click_city_answer(session_->state().cities[hit.a].wonders[static_cast<std::size_t>(hit.b)]);
      break;
    case Hotspot::OfferWonder:
      if (human_to_move()) play(Action{ActionType::PickWonder, static_cast<std::uint8_t>(hit.a), kNone});
      break;
    case Hotspot::Choice: {
      const std::vector<Action> actions = prompt_actions();
      if (human_to_move() && hit.a >= 0 && hit.a < static_cast<int>(actions.size())) play(actions[hit.a]);
      break;
    }
    case Hotspot::ActionItem:
      choose_action_entry(hit.a);
      break;
    case Hotspot::SkipChoice: skip_structure_choice(); break;
    case Hotspot::LoadItem:  // a save's line loads it; its Delete button (kDeleteSave + index) asks first
      if (hit.a >= kDeleteSave) ask_delete(hit.a - kDeleteSave);
      else load_save(hit.a);
      break;
    case Hotspot::ScoreButton:
      if (hit.a == 0 && session_) {
        const Player ai = session_->ai_seat;
        new_game(cosmetic_.next() % 1000000, session_->record().options, ai, session_->difficulty);
      } else if (hit.a == 1) {
        screen_ = Screen::Menu;
        session_.reset();
        continue_offer_.reset();  // the menu reads the autosave again
      } else if (hit.a == 2) {
        show_board_at_end_ = !show_board_at_end_;
      } else if (hit.a == 3) {
        hide_prompt_ = !hide_prompt_;
      }
      break;
    case Hotspot::CloseOverlay:
      if (overlay_ == Overlay::ConfirmDelete || overlay_ == Overlay::ConfirmQuit) answer_question(hit.a == 1);
      else overlay_ = Overlay::None;
      break;
    case Hotspot::SettingItem: change_setting(hit.a / 2, hit.a % 2 == 1 ? 1 : -1); break;
    case Hotspot::Curtain: lower_curtain(); break;
    case Hotspot::HelpScroll:
      if (hit.a == 1) {  // the other page: rules / symbols
        help_symbols_ = !help_symbols_;
        help_scroll_ = 0;
      } else {
        screen_ = session_ ? Screen::Game : Screen::Menu;
        help_symbols_ = false;
      }
      break;
    case Hotspot::Walkthrough: walkthrough_choice(hit.a); break;
    default: break;
  }
}

}  // namespace duel::ui
