// Overlays over any screen: the enlarged view on hover, the discard pile, the load
// dialog and the keyboard shortcuts; and the frame dispatcher.
#include <algorithm>

#include "app.hpp"
#include "card_art.hpp"
#include "describe.hpp"
#include "duel/payment.hpp"
#include "palette.hpp"
#include "pantheon_words.hpp"

namespace duel::ui {

void App::render(Canvas& c, int width, int height) {
  update_animation();  // may play the computer's move that waited for the last steps
  if (width != width_ || height != height_) base_dirty_ = true;
  width_ = width;
  height_ = height;
  if (screen_ == Screen::Game && !session_) screen_ = Screen::Menu;
  const Layout l = layout_for(width, height);
  // Two layers: the scene without any hover effect, redrawn only when something other
  // than the mouse position changed, and the hover effects, hover view and messages.
  bool layered = true;
  if (base_dirty_) {
    const int mx = mouse_x_, my = mouse_y_;
    mouse_x_ = mouse_y_ = -1;
    hotspots_.clear();
    layered = c.begin_layer(width, height);
    render_scene(c, l);
    if (layered) c.end_layer();
    base_hotspots_ = hotspots_;
    mouse_x_ = mx;
    mouse_y_ = my;
    base_dirty_ = !layered;
  }
  if (layered) c.draw_layer();
  tooltip_text_.clear();  // render_tooltip sets it when it draws one
  hotspots_ = base_hotspots_;
  // Under the hot-seat curtain nothing of the board: no flying card, coin or flip, no
  // hover outline or enlarged view (the steps play once it is lowered).
  const bool behind_curtain = screen_ == Screen::Game && curtain_.up;
  if (!behind_curtain) {
    render_animation(c, l);
    render_hover(c, l);
  }
  // The message line first, the tooltip over it (and placed off it where it can be):
  // a hover's text is never hidden under a message.
  tooltip_rect_ = message_rect_ = Rect{};
  render_toasts(c, l);
  if (screen_ == Screen::Game && overlay_ != Overlay::ActionMenu && !curtain_.up) render_tooltip(c, l);
  c.trim_cache();
}

void App::render_scene(Canvas& c, const Layout& l) {
  if (!(l.frame == l.window)) c.clear(palette::kTable.darker(0.3));  // letterbox bands
  switch (screen_) {
    case Screen::Menu: render_menu(c, l); break;
    case Screen::Help: render_help(c, l); break;
    case Screen::Game:
      if (curtain_.up) {  // hot-seat hand-over: nothing of the board, no other hotspot
        render_curtain(c, l);
        if (overlay_ == Overlay::ConfirmQuit) render_question(c, l);  // Ctrl+Q asks here too
        return;
      }
      render_game(c, l);
      if (overlay_ == Overlay::ActionMenu) render_action_menu(c, l);
      if (overlay_ == Overlay::DiscardPile) {
        panel_hotspots_from_ = hotspots_.size();
        render_discard_pile(c, l);
      }
      update_walkthrough_offer();
      render_walkthrough(c, l);
      break;
  }
  if (overlay_ != Overlay::DiscardPile) panel_hotspots_from_ = hotspots_.size();  // the panels below
  if (overlay_ == Overlay::LoadDialog) render_load_dialog(c, l);
  if (overlay_ == Overlay::ConfirmDelete || overlay_ == Overlay::ConfirmQuit) render_question(c, l);
  if (overlay_ == Overlay::KeyHelp) render_key_help(c, l);
  if (overlay_ == Overlay::Settings) render_settings(c, l);
}

void App::render_hover(Canvas& c, const Layout& l) {
  const Hotspot* h = hotspot_at(mouse_x_, mouse_y_);
  if (!h) return;
  const Rect& r = h->rect;
  switch (h->kind) {
    case Hotspot::Slot:
      if (session_ && human_to_move() && choice_from(view()) == ChoiceFrom::Structure && view().slot_accessible(h->a)) {
        c.rounded_outline(r.inset(-l.px(2)), l.px(7), palette::kAccent, l.px(4));
      }
      break;
    case Hotspot::OfferWonder:
      if (human_to_move()) c.rounded_outline(r.inset(-l.px(3)), l.px(10), palette::kAccent, l.px(4));
      break;
    case Hotspot::Choice:
      if (session_ && choice_from(view()) == ChoiceFrom::Tokens) {
        c.ring(r.center_x(), r.center_y(), r.w / 2 + l.px(4), l.px(4), palette::kAccent);
      } else if (session_ && choice_from(view()) == ChoiceFrom::Players) {
        c.rounded(r, l.px(6), {255, 255, 255, 50});
      } else {
        c.rounded_outline(r.inset(-l.px(2)), l.px(7), palette::kAccent, l.px(4));
      }
      break;
    case Hotspot::CityCard:
    case Hotspot::CityWonder:
    case Hotspot::PileCard: c.rounded_outline(r.inset(-1), l.px(5), {255, 255, 255, 160}, l.px(2)); break;
    case Hotspot::BoardToken:  // the circle (36 design pixels) above its name
      c.ring(r.center_x(), r.y + l.px(18), l.px(20), l.px(2), {255, 255, 255, 160});
      break;
    case Hotspot::CityToken:
      c.ring(r.center_x(), r.center_y(), r.w / 2 + l.px(2), l.px(2), {255, 255, 255, 160});
      break;
    case Hotspot::TopButton:
    case Hotspot::MenuItem:
    case Hotspot::ActionItem:
    case Hotspot::LoadItem:
    case Hotspot::ScoreButton:
    case Hotspot::CloseOverlay:
    case Hotspot::HelpScroll:
    case Hotspot::SettingItem: c.rounded(r, l.px(6), {255, 255, 255, 50}); break;
    default: break;
  }
}

void App::render_discard_pile(Canvas& c, const Layout& l) {
  const GameState& s = view();
  const Rect r = l.prompt;
  panel(c, l, r, "Discard pile (" + std::to_string(s.discard_count) + " cards)");
  const int n = s.discard_count;
  if (n == 0) {
    c.fit_text("No card has been discarded yet.", r, l.px(14), 8, palette::kTextDim, FontWeight::Regular, Align::Center);
  }
  const int per_row = std::max(8, (n + 3) / 4);  // four rows at most
  const int cw = std::min(l.px(74), (r.w - l.px(32)) / per_row - l.px(6));
  const int ch = cw * 14 / 10;
  for (int i = 0; i < n; ++i) {
    const int row = i / per_row, col = i % per_row;
    const Rect card{r.x + l.px(16) + col * (cw + l.px(6)), r.y + l.px(44) + row * (ch * 2 / 3 + l.px(4)), cw, ch};
    if (card.bottom() > r.bottom()) break;
    draw_card_face(c, session_->rules(), s.discard_pile[i], card);
    hotspots_.push_back({Hotspot::PileCard, card, s.discard_pile[i], 0});
  }
  button(c, l, Rect{r.right() - l.px(110), r.bottom() - l.px(36), l.px(96), l.px(26)}, "Close (D)",
         Hotspot::CloseOverlay, 0);
}

void App::render_load_dialog(Canvas& c, const Layout& l) {
  const Rect r{l.frame.center_x() - l.px(360), l.frame.y + l.px(80), l.px(720), l.px(540)};
  panel(c, l, r, "Load a saved game");
  c.fit_text("From " + data_directory(), Rect{r.x + l.px(16), r.y + l.px(38), r.w - l.px(32), l.px(16)}, l.px(11), 7,
             palette::kTextDim, FontWeight::Regular, Align::Center);
  if (saves_.empty()) {
    c.fit_text("No saved games yet (press S during a game).", r, l.px(14), 8, palette::kTextDim, FontWeight::Regular,
               Align::Center);
  }
  // Each save: its name, then where the game stands, the opponent, the points and the
  // date (read once per file version), or why it cannot be loaded.
  for (std::size_t i = 0; i < saves_.size() && i < 9; ++i) {
    const Rect line{r.x + l.px(20), r.y + l.px(62) + static_cast<int>(i) * l.px(48), r.w - l.px(40), l.px(44)};
    const Rect b{line.x, line.y, line.w - l.px(96), line.h};  // the save: a click loads it
    const SaveSummary& info = save_summaries_.get(rules_, saves_[i], &rules_cache_);
    button(c, l, b, "", Hotspot::LoadItem, static_cast<int>(i), info.readable);
    // Each game is kept until the player deletes it: here, after a question.
    button(c, l, Rect{b.right() + l.px(8), line.y + l.px(6), l.px(88), line.h - l.px(12)}, "Delete",
           Hotspot::LoadItem, kDeleteSave + static_cast<int>(i));
    const bool last_game = saves_[i].path == autosave_path();  // what Continue brings back
    c.fit_text(std::to_string(i + 1) + "   " + saves_[i].name + (last_game ? " (the last game: Continue)" : ""), Rect{b.x + l.px(12), b.y + l.px(3), b.w - l.px(24), l.px(20)},
               l.px(14), 9, info.readable ? palette::kText : palette::kTextDim, FontWeight::Bold);
    c.fit_text(info.line(), Rect{b.x + l.px(12), b.y + l.px(22), b.w - l.px(24), l.px(18)}, l.px(13), 11,
               info.readable ? palette::kTextDim : palette::kDanger);
  }
  button(c, l, Rect{r.right() - l.px(110), r.bottom() - l.px(36), l.px(96), l.px(26)}, "Cancel", Hotspot::CloseOverlay, 0);
}

// A question before something that cannot be undone: deleting a save, quitting a game.
void App::render_question(Canvas& c, const Layout& l) {
  panel_hotspots_from_ = hotspots_.size();
  c.fill(l.window, {0, 0, 0, 120});
  const Rect r{l.frame.center_x() - l.px(300), l.frame.center_y() - l.px(110), l.px(600), l.px(200)};
  std::string title, detail, yes, no;
  if (overlay_ == Overlay::ConfirmQuit) {
    title = "Quit 7 Wonders Duel?";
    detail = autosave_watch_.failing()
                 ? "This game could not be saved (see the message): quitting loses it. Press S to save it elsewhere first."
                 : "This game is saved after every move: Continue on the menu brings it back, Load lists every game.";
    yes = "Quit (Y)";
    no = "Back to the game (Esc)";
  } else {
    const bool known = delete_index_ >= 0 && delete_index_ < static_cast<int>(saves_.size());
    const std::string name = known ? saves_[static_cast<std::size_t>(delete_index_)].name : "?";
    title = "Delete \"" + name + "\"?";
    detail = (known ? save_summaries_.get(rules_, saves_[static_cast<std::size_t>(delete_index_)], &rules_cache_).line()
                    : std::string()) +
             "\nA deleted game cannot be brought back.";
    yes = "Delete (Y)";
    no = "Keep it (Esc)";
  }
  panel(c, l, r, title);
  c.paragraph(detail, r.x + l.px(24), r.y + l.px(48), r.w - l.px(48), l.px(13), palette::kText);
  const int bw = l.px(200), bh = l.px(32), by = r.bottom() - bh - l.px(16);
  button(c, l, Rect{r.center_x() - bw - l.px(8), by, bw, bh}, yes, Hotspot::CloseOverlay, 1, true,
         overlay_ == Overlay::ConfirmQuit);
  button(c, l, Rect{r.center_x() + l.px(8), by, bw, bh}, no, Hotspot::CloseOverlay, 0, true,
         overlay_ == Overlay::ConfirmDelete);
}

void App::render_key_help(Canvas& c, const Layout& l) {
  const Rect r{l.frame.center_x() - l.px(260), l.frame.y + l.px(35), l.px(520), l.px(650)};
  panel(c, l, r, "Keyboard shortcuts");
  static const char* keys[][2] = {
      {"Click a card", "construct, discard or build a Wonder with it"},
      {"C / X / 1-4", "in the card menu: construct / discard / Wonder"},
      {"U", "undo (against the computer: to your last decision)"},
      {"S", "save the game"},
      {"L", "load a saved game"},
      {"D", "show the discard pile"},
      {"H", "hint: ask the computer for a good move"},
      {"Tab", "hide / show a pending decision to look at the board"},
      {"B", "at the end: board / score sheet"},
      {"R", "rules help"},
      {"O / M", "settings / sound on or off"},
      {"F11, Alt+Enter", "fullscreen or window"},
      {"K", "key to the symbols (in the rules help: Tab)"},
      {"W", "walkthrough: how to play a turn"},
      {"F1 or ?", "this help"},
      {"Esc", "close / back to the menu"},
      {"Ctrl+Q", "quit"},
      {"Hover", "any card, Wonder or token: full text and cost now"},
  };
  int y = r.y + l.px(50);
  for (const auto& k : keys) {
    c.rounded(Rect{r.x + l.px(24), y - l.px(2), l.px(120), l.px(24)}, l.px(5), palette::kPanelLight);
    c.fit_text(k[0], Rect{r.x + l.px(28), y - l.px(2), l.px(112), l.px(24)}, l.px(13), 8, palette::kAccent,
               FontWeight::Bold, Align::Center);
    c.text(k[1], r.x + l.px(160), y + l.px(2), l.px(13), palette::kText);
    y += l.px(29);
  }
  button(c, l, Rect{r.x + l.px(24), r.bottom() - l.px(36), l.px(120), l.px(26)}, "Symbols (K)", Hotspot::Walkthrough, 2);
  if (session_) {
    button(c, l, Rect{r.x + l.px(154), r.bottom() - l.px(36), l.px(150), l.px(26)}, "Walkthrough (W)",
           Hotspot::Walkthrough, 3);
  }
  button(c, l, Rect{r.right() - l.px(110), r.bottom() - l.px(36), l.px(96), l.px(26)}, "Close", Hotspot::CloseOverlay, 0);
}

void App::render_tooltip(Canvas& c, const Layout& l) {
  const Hotspot* hot = hotspot_at(mouse_x_, mouse_y_);
  if (!hot || !session_) return;
  const Hotspot hs = *hot;
  const GameState& s = view();  // what the hovered thing shows its viewer
  const GameState& truth = session_->state();  // what the mover would pay (the engine's price)
  const Rules& rules = session_->rules();
  const Player me = s.to_move();
  const bool can_pay_view = human_to_move() && choice_from(s) == ChoiceFrom::Structure;

  enum { None, Card, Wonder, Token, Back, Words } what = None;
  int id = 0;
  std::vector<std::string> lines;
  std::string title;
  switch (hs.kind) {
    case Hotspot::Slot:
      if (((s.face_up >> hs.a) & 1U) && s.slots[hs.a] != kNone) {
        what = Card;
        id = s.slots[hs.a];
        if (can_pay_view) {
          lines.push_back("");
          lines.push_back(session_->names[me] + " would pay now:");
          for (auto& line : payment_lines(card_payment(truth, me, static_cast<CardId>(id)), s.cities[me].coins)) {
            lines.push_back("  " + line);
          }
          if (!s.slot_accessible(hs.a)) lines.push_back("Covered: not available yet");
        }
      } else {
        what = Back;
        title = "Face-down card of Age " + std::to_string(s.age);
        lines.push_back("It is turned face up as soon as no card covers it.");
        const std::string token = slot_token_text(s, hs.a);
        if (!token.empty()) lines.push_back(token);
      }
      break;
    case Hotspot::CityCard:
    case Hotspot::PileCard: what = Card; id = hs.a; break;
    case Hotspot::Choice: {
      const std::vector<Action> actions = prompt_actions();
      if (hs.a >= static_cast<int>(actions.size())) return;
      const Action& a = actions[hs.a];
      if (a.type == ActionType::TakeDivinityToken) {
        what = Token;
      } else if (a.type >= ActionType::Activate && a.type != ActionType::PlaceSnake && a.type != ActionType::TakeOpponentCard &&
                 a.type != ActionType::WonderFromDiscard && a.type != ActionType::ConstructRemoved && a.type != ActionType::SwapCard) {
        if (!pantheon_tooltip(hs, title, lines) && !agora_tooltip(hs, title, lines)) return;  // the button's words say it all
        what = Words;
        break;
      } else if (a.type == ActionType::ChooseProgress) {
        what = Token;
      } else if (a.type == ActionType::ChooseFirstPlayer) {
        return;
      } else {
        what = Card;
      }
      id = a.card;
      break;
    }
    case Hotspot::BoardToken:
    case Hotspot::CityToken: what = Token; id = hs.a; break;
    case Hotspot::OfferWonder: what = Wonder; id = hs.a; break;  // the tile's text, larger
    case Hotspot::MilitaryToken:
      what = Words;
      title = military_token_title(rules, session_->names, static_cast<Player>(hs.a), hs.b).substr(4);  // past "the "
      title[0] = 'M';
      lines = military_token_lines(rules, session_->names, static_cast<Player>(hs.a), hs.b);
      break;
    case Hotspot::CityWonder: {
      const City& city = s.cities[hs.a];
      id = city.wonders[hs.b];
      what = Wonder;
      if (city.wonder_built(hs.b)) {
        lines.push_back("");
        lines.push_back("Built (with " + rules.cards[city.wonder_cards[hs.b]].name + ")");
      } else if (can_pay_view && hs.a == me) {
        lines.push_back("");
        lines.push_back(session_->names[me] + " would pay now:");
        for (auto& line : payment_lines(wonder_payment(truth, me, static_cast<WonderId>(id)), s.cities[me].coins)) {
          lines.push_back("  " + line);
        }
      }
      break;
    }
    default:
      if (!pantheon_tooltip(hs, title, lines) && !agora_tooltip(hs, title, lines)) return;
      what = Words;  // Pantheon's spaces, decks, pawn and holdings, Agora's Senate and Conspiracies: text alone
      break;
  }

  std::vector<std::string> text;
  if (what == Card && id < static_cast<int>(rules.cards.size())) {
    title = rules.cards[id].name;
    text = card_lines(rules, static_cast<CardId>(id));
  } else if (what == Wonder && id < static_cast<int>(rules.wonders.size())) {
    title = rules.wonders[id].name;
    text = wonder_lines(rules, static_cast<WonderId>(id));
  } else if (what == Token && id < static_cast<int>(rules.progress_tokens.size())) {
    title = "Progress: " + rules.progress_tokens[id].name;
    text = describe_item(rules, {ItemKind::ProgressToken, id});  // Pantheon's and Agora's effects too
  } else if (what != Back && what != Words) {
    return;
  }
  for (auto& line : lines) text.push_back(line);
  tooltip_text_ = title;
  for (const std::string& line : text) tooltip_text_ += " | " + line;

  // An enlarged picture on the left, the full text on the right.
  const int pic_w = what == Words ? -l.px(14) : what == Wonder ? l.px(170) : what == Back ? l.px(90) : l.px(150);
  const int pic_h = what == Words ? 0 : what == Token ? l.px(150) : what == Back ? l.px(126) : l.px(210);
  const int text_w = what == Back ? l.px(200) : l.px(300);  // a back has one line to say
  const int size = l.px(13);
  int text_h = l.px(30);
  for (auto& line : text) text_h += static_cast<int>(c.wrap(line, text_w, size).size()) * l.px(16);
  const int w = pic_w + text_w + l.px(36), h = std::max(pic_h, text_h) + l.px(24);
  // Beside the hovered thing (not the pointer), so it stays put while the mouse moves.
  const Rect anchor = hs.rect;
  int x = anchor.right() + l.px(12);
  if (x + w > l.frame.right()) x = anchor.x - w - l.px(12);
  x = std::clamp(x, l.frame.x, std::max(l.frame.x, l.frame.right() - w));
  int y = std::clamp(anchor.y, l.frame.y + l.px(36), std::max(l.frame.y, l.frame.bottom() - h));
  if (!message_rect_.empty() && Rect{x, y, w, h}.intersects(message_rect_.inset(-l.px(3)))) {
    // Off the message line shown now: below it, else above it (else over it, drawn on top).
    const int below = message_rect_.bottom() + l.px(6), above = message_rect_.y - l.px(6) - h;
    if (below + h <= l.frame.bottom()) y = below;
    else if (above >= l.frame.y) y = above;
  }
  const Rect r{x, y, w, h};
  tooltip_rect_ = r;
  c.rounded(r.inset(-l.px(3)), l.px(12), {0, 0, 0, 120});
  c.rounded(r, l.px(10), {26, 30, 36, 245});
  c.rounded_outline(r, l.px(10), palette::kGold.darker(0.2), 1);
  const Rect pic{r.x + l.px(12), r.y + l.px(12), pic_w, pic_h};
  if (what == Card) draw_card_face(c, rules, static_cast<CardId>(id), pic);
  if (what == Back) draw_card_back(c, s.age, pic);
  if (what == Token) draw_progress_token(c, rules, static_cast<TokenId>(id), pic);
  if (what == Wonder) draw_wonder_tile(c, rules, static_cast<WonderId>(id), pic, WonderStatus::Offered);
  int ty = r.y + l.px(10);
  const int tx = pic.right() + l.px(14);
  c.fit_text(title, Rect{tx, ty, text_w, l.px(22)}, l.px(16), 9, palette::kAccent, FontWeight::Bold);
  ty += l.px(26);
  for (auto& line : text) {
    const bool breakdown = line.rfind("  ", 0) == 0;
    ty = c.paragraph(line, tx, ty, text_w, size, breakdown ? palette::kHighlight : palette::kText);
  }
}

}  // namespace duel::ui
