// Decisions on the game screen: the menu on an accessible card (construct, discard,
// Wonder) and the prompts for each sub-decision, both built from the engine's legal
// actions, plus the small widgets they share.
#include <algorithm>

#include "app.hpp"
#include "card_art.hpp"
#include "describe.hpp"
#include "icons.hpp"
#include "palette.hpp"

namespace duel::ui {

void App::button(Canvas& c, const Layout& l, const Rect& r, const std::string& label, Hotspot::Kind kind, int a,
                 bool enabled, bool primary) {
  const Hotspot* hover = hotspot_at(mouse_x_, mouse_y_);
  const bool hovered = enabled && hover && hover->kind == kind && hover->a == a && hover->rect == r;
  Rgba bg = primary ? Rgba{196, 150, 52} : palette::kPanelLight.lighter(0.08);
  if (hovered) bg = bg.lighter(0.25);
  if (!enabled) bg = palette::kPanel;
  c.rounded(r, l.px(6), bg);
  c.rounded_outline(r, l.px(6), {0, 0, 0, 90}, 1);
  c.fit_text(label, r.inset(l.px(4)), l.px(13), 7, enabled ? (primary ? palette::kInk : palette::kText) : palette::kTextDim,
             FontWeight::Bold, Align::Center);
  if (enabled) hotspots_.push_back({kind, r, a, 0});
}

void App::panel(Canvas& c, const Layout& l, const Rect& r, const std::string& title) {
  c.rounded(r.inset(-l.px(4)), l.px(14), {0, 0, 0, 110});
  c.rounded(r, l.px(12), {34, 42, 52, 250});
  c.rounded_outline(r, l.px(12), palette::kGold.darker(0.2), l.px(2));
  hotspots_.push_back({Hotspot::Blocker, r, 0, 0});
  if (!title.empty()) {
    c.fit_text(title, Rect{r.x + l.px(16), r.y + l.px(8), r.w - l.px(32), l.px(28)}, l.px(18), 9, palette::kText,
               FontWeight::Bold, Align::Center);
  }
}

void App::render_prompt(Canvas& c, const Layout& l) {
  const GameState& s = view();  // the words; the choices are the mover's legal moves (prompt_actions)
  const Rules& rules = session_->rules();
  const Player p = s.to_move();
  const std::string& who = session_->names[p];
  if (!human_to_move()) {
    const Rect bar{l.prompt.x, l.prompt.y, l.prompt.w, l.px(34)};
    panel(c, l, bar, "");
    c.fit_text(who + " is deciding…", bar, l.px(15), 8, palette::kText, FontWeight::Bold, Align::Center);
    return;
  }
  if (hide_prompt_) {
    const Rect bar{l.prompt.x, l.prompt.bottom() - l.px(34), l.prompt.w, l.px(34)};
    panel(c, l, bar, "");
    button(c, l, Rect{bar.x + bar.w / 2 - l.px(150), bar.y + l.px(4), l.px(300), l.px(26)},
           who + ": a decision is waiting — show (Tab)", Hotspot::ScoreButton, 3, true, true);
    return;
  }
  const std::vector<Action> actions = prompt_actions();
  // The words come from the decision's kind (decisions.hpp), the drawing from what it
  // chooses from.
  const DecisionPrompt words = agora_prompt_words(s, decision_kind(s.phase).prompt(s));
  const std::string title = who + ": " + words.title, subtitle = words.subtitle;
  const ChoiceFrom from = choice_from(s);
  panel(c, l, l.prompt, title);
  c.fit_text(subtitle, Rect{l.prompt.x + l.px(16), l.prompt.y + l.px(38), l.prompt.w - l.px(32), l.px(18)}, l.px(13),
             8, palette::kTextDim, FontWeight::Regular, Align::Center);
  const Rect area{l.prompt.x + l.px(16), l.prompt.y + l.px(64), l.prompt.w - l.px(32), l.prompt.h - l.px(110)};
  const int n = static_cast<int>(actions.size());
  const Hotspot* hover = hotspot_at(mouse_x_, mouse_y_);
  // Pantheon's decisions choose spaces, decks, track spaces, Wonders or a card with a
  // Wonder: a button each, in the engine's words (Enki's tokens and the opponent's cards
  // are drawn as tokens and cards below).
  // Treason's removed cards are drawn as cards.
  const bool as_list = decision_module(s) != Module::Base && from != ChoiceFrom::Tokens && from != ChoiceFrom::OpponentCity &&
                       from != ChoiceFrom::RemovedCards;
  if (as_list) {
    render_choice_list(c, l, area, actions);
  } else if (from == ChoiceFrom::Players) {
    for (int i = 0; i < n; ++i) {
      const Player who_starts = actions[i].card;
      const Rect r{area.center_x() - l.px(230) + i * l.px(240), area.center_y() - l.px(30), l.px(220), l.px(60)};
      button(c, l, r, subject_verb(who_starts < 2 ? session_->names[who_starts] : std::string("?"), "starts"),
             Hotspot::Choice, i, true, true);
    }
  } else if (from == ChoiceFrom::Tokens) {
    // As large as fits (at most 96), in as many rows as that takes: Obscurantism offers
    // up to 15 (board, opponent and box), which one row cannot hold at any window size.
    const int label_h = l.px(28), row_gap = l.px(8);
    int size = 0, rows = 1;
    for (int k = 1; k <= n; ++k) {
      const int across = (n + k - 1) / k;
      const int by_width = area.w * 4 / (5 * across);  // a quarter of a token between two
      const int by_height = (area.h - (k - 1) * row_gap) / k - label_h;
      const int fits = std::min({l.px(96), by_width, by_height});
      if (fits > size) size = fits, rows = k;
    }
    const int gap = size / 4, per_row = (n + rows - 1) / rows;
    const int block_h = rows * (size + label_h) + (rows - 1) * row_gap;
    const int top = area.y + std::clamp((area.h - block_h) / 2, 0, l.px(40));
    for (int i = 0; i < n; ++i) {
      const int row = i / per_row, in_row = std::min(per_row, n - row * per_row);
      const int row_w = in_row * size + (in_row - 1) * gap;
      const Rect r{area.center_x() - row_w / 2 + (i % per_row) * (size + gap), top + row * (size + label_h + row_gap), size, size};
      draw_progress_token(c, rules, actions[i].card, r);
      const bool hovered = hover && hover->kind == Hotspot::Choice && hover->a == i;
      c.ring(r.center_x(), r.center_y(), size / 2 + l.px(4), hovered ? l.px(4) : l.px(2),
             hovered ? palette::kAccent : palette::kHighlight);
      if (actions[i].card < rules.progress_tokens.size()) {
        c.fit_text(rules.progress_tokens[actions[i].card].name,
                   Rect{r.x - gap / 2, r.bottom() + l.px(8), size + gap, l.px(18)}, l.px(13), 8, palette::kText,
                   FontWeight::Bold, Align::Center);
      }
      hotspots_.push_back({Hotspot::Choice, r, i, 0});
    }
  } else {
    // Cards to choose: as large as fits, in up to four rows, their names at the
    // structure's size. Where whole cards would be too narrow for the names (a discard
    // pile of 22 for Hades: 49 px, "Conspir…"), the cards are wider than tall, as Age
    // III's, and the rows overlap as in the structure, each card's head (effect band and
    // name) in view, the last row whole (22 cards: 100x82 at 1280x720).
    const int name = l.text.card_name;
    const auto head = [&](int w, int h) { return card_head_height(Rect{0, 0, w, h}, name, 2) + l.px(4); };
    struct Fit {
      int w = 0, rows = 1, ratio = 140;  // the card's height in hundredths of its width
      bool heads = false;
    };
    const auto best_fit = [&](bool whole_only) {
      Fit best;
      for (const int ratio : {140, 82}) {
        for (int k = 1; k <= std::min(n, 4); ++k) {
          for (const bool heads : {false, true}) {
            if ((heads && (k == 1 || whole_only)) || (whole_only && ratio != 140)) continue;
            const int g = ratio == 140 ? l.px(10) : l.px(4), per = (n + k - 1) / k;
            const auto height = [&](int w) {
              const int h = w * ratio / 100;
              return heads ? (k - 1) * head(w, h) + h : k * h + (k - 1) * l.px(8);
            };
            int w = std::min(l.px(100), (area.w + g) / per - g);
            while (w > 0 && height(w) > area.h) --w;
            if (w > best.w) best = {w, k, ratio, heads};
          }
        }
      }
      return best;
    };
    Fit fit = best_fit(true);
    if (fit.w < l.px(86)) fit = best_fit(false);
    const int cw = fit.w, rows_n = fit.rows, gap = fit.ratio == 140 ? l.px(10) : l.px(4);
    const bool overlap = fit.heads;
    const int per_row = (n + rows_n - 1) / rows_n;
    const int ch = cw * fit.ratio / 100;
    const int step = overlap ? head(cw, ch) : ch + l.px(8);
    const int top = area.y + (area.h - (rows_n - 1) * step - ch) / 2;
    for (int i = 0; i < n; ++i) {
      const int row = i / per_row, col = i % per_row;
      const int in_row = std::min(per_row, n - row * per_row);
      const int row_w = in_row * cw + (in_row - 1) * gap;
      const Rect r{area.center_x() - row_w / 2 + col * (cw + gap), top + row * step, cw, ch};
      draw_card_face(c, rules, actions[i].card, r, 255, CardFaceText{name, 0, 2});
      const bool hovered = hover && hover->kind == Hotspot::Choice && hover->a == i;
      c.rounded_outline(r.inset(-l.px(2)), l.px(7), hovered ? palette::kAccent : palette::kHighlight,
                        hovered ? l.px(4) : l.px(2));
      // A covered card is clicked by its head, the part in view.
      const bool covered = overlap && row + 1 < rows_n;
      hotspots_.push_back({Hotspot::Choice, covered ? Rect{r.x, r.y, r.w, step - l.px(2)} : r, i, 0});
    }
  }
  button(c, l, Rect{l.prompt.right() - l.px(150), l.prompt.bottom() - l.px(38), l.px(136), l.px(28)},
         "Look at the board", Hotspot::ScoreButton, 3);
}

// The keys: a card's menu C (construct), X (discard), then 1, 2, ... for the Wonders and
// the Conspiracies in their order; a space's menu C for its default line (the cheapest
// activation), 1, 2, ... for the others in order. Numbered past the named ones, so no
// two lines share a key.
std::string App::action_menu_key(std::size_t i) const {
  const bool on_space = action_space_ >= 0;
  const std::size_t first = on_space ? action_default_ : 0;
  if (i == first) return "C";
  if (!on_space && i == 1) return "X";
  const std::size_t number = on_space ? (i < first ? i + 1 : i) : i - 1;
  return number <= 9 ? std::to_string(number) : std::string();  // beyond 9: click only
}

int App::action_menu_index(SDL_Keycode k) const {
  std::string name;
  if (k == SDLK_c) name = "C";
  else if (k == SDLK_x) name = "X";
  else if (k >= SDLK_1 && k <= SDLK_9) name = std::to_string(k - SDLK_0);
  if (name.empty()) return -1;
  for (std::size_t i = 0; i < action_entries_.size(); ++i) {
    if (action_menu_key(i) == name) return static_cast<int>(i);
  }
  return -1;
}

// The card's name, or the Divinity and the number of its space ("Ishtar (Pantheon space
// 1)": the lines' prices never read as a space).
std::string App::action_menu_title() const {
  const GameState& s = view();
  if (action_space_ < 0) {
    const CardId card = action_slot_ >= 0 ? s.slots[static_cast<std::size_t>(action_slot_)] : kNone;
    return card < session_->rules().cards.size() ? session_->rules().cards[card].name : "";
  }
  const std::string space = "Pantheon space " + std::to_string(action_space_ + 1);
  if (s.phase == Phase::PlaceDivinity || !session_->rules().pantheon) return space;
  return session_->rules().pantheon->name_of(s.pantheon.spaces[static_cast<std::size_t>(action_space_)]) + " (" + space + ")";
}

std::vector<std::string> App::action_menu_lines() const {
  std::vector<std::string> lines;
  if (overlay_ != Overlay::ActionMenu || !session_) return lines;
  lines.push_back("title " + action_menu_title());
  for (std::size_t i = 0; i < action_entries_.size(); ++i) {
    const std::string key = action_menu_key(i);
    const ActionEntry& e = action_entries_[i];
    lines.push_back((key.empty() ? "-" : key) + " " + e.label + (e.reason.empty() ? "" : "; refused: " + e.reason));
  }
  return lines;
}

void App::render_action_menu(Canvas& c, const Layout& l) {
  const bool on_space = action_space_ >= 0 && action_space_ < kDivinitySpaces && session_->rules().pantheon;
  if (!on_space && (action_slot_ < 0 || action_slot_ >= static_cast<int>(l.slots.size()))) return;
  // Beside the card, or below the Pantheon space it opened on.
  const Rect card = on_space ? l.divinity_spaces[static_cast<std::size_t>(action_space_)]
                             : l.slots[static_cast<std::size_t>(action_slot_)];
  // A space's lines say the Offering tokens and the price's steps: a wider menu, and a
  // line too long for it goes on two at the menu's size, never shrunk to a tiny font
  // (issue 32 item 10). A card's menu keeps its one line each (its places are the ones
  // the Agora by-clicks games' seeds were chosen with).
  const int w = l.px(on_space ? 440 : 330), row = l.px(34), size = l.px(13), line_h = size + l.px(3);
  const int text_w = w - l.px(24) - l.px(8) - c.text_width("C   ", size, FontWeight::Bold);
  std::vector<std::vector<std::string>> words;
  int h = l.px(44);
  for (const ActionEntry& e : action_entries_) {
    words.push_back({e.label});
    if (on_space && c.text_width(e.label, size, FontWeight::Bold) > text_w) {
      std::vector<std::string> wrapped = c.wrap(e.label, text_w, size, FontWeight::Bold);
      if (wrapped.size() <= 2) words.back() = std::move(wrapped);  // else one line, fitted
    }
    h += row + (static_cast<int>(words.back().size()) - 1) * line_h + (e.reason.empty() ? 0 : l.px(14));
  }
  int x = on_space ? std::min(card.x, l.frame.right() - w - l.px(6)) : card.right() + l.px(10);
  if (x + w > l.frame.right()) x = card.x - w - l.px(10);
  const int y = std::clamp(on_space ? card.bottom() + l.px(6) : card.y, l.frame.y + l.px(40), l.frame.bottom() - h - l.px(6));
  const Rect r{x, y, w, h};
  panel(c, l, r, action_menu_title());
  int yy = r.y + l.px(40);
  for (std::size_t i = 0; i < action_entries_.size(); ++i) {
    const ActionEntry& e = action_entries_[i];
    const std::vector<std::string>& lines = words[i];
    const int extra = (static_cast<int>(lines.size()) - 1) * line_h;
    const Rect b{r.x + l.px(12), yy, r.w - l.px(24), row - l.px(6) + extra};
    const std::string key = action_menu_key(i);
    const bool primary = i == (on_space ? action_default_ : 0) && e.enabled;
    button(c, l, b, "", Hotspot::ActionItem, static_cast<int>(i), e.enabled, primary);
    const Rgba ink = e.enabled ? (primary ? palette::kInk : palette::kText) : palette::kTextDim;
    const int key_w = c.text_width("C   ", size, FontWeight::Bold);
    const int left = b.x + l.px(10);  // the keys in one column, the words after them
    const int top = b.y + (b.h - static_cast<int>(lines.size()) * line_h) / 2 + l.px(1);
    if (!key.empty()) c.text(key, left, top, size, ink, FontWeight::Bold);
    for (std::size_t k = 0; k < lines.size(); ++k) {
      c.fit_text(lines[k], Rect{left + key_w, top + static_cast<int>(k) * line_h, text_w, line_h}, size, 7, ink,
                 FontWeight::Bold, Align::Left);
    }
    yy += row + extra;
    if (!e.reason.empty()) {
      c.text(e.reason, b.x + l.px(30), yy - l.px(5), l.px(11), palette::kDanger, FontWeight::Bold);
      yy += l.px(14);
    }
  }
}

// The newest message, in the layout's message line (older ones are in the move log or
// were replaced): messages never stack over the cards, menus or buttons.
void App::render_toasts(Canvas& c, const Layout& l) {
  const std::uint64_t now = SDL_GetTicks64();
  std::erase_if(toasts_, [now](const Toast& t) { return t.until <= now; });
  if (toasts_.empty()) return;
  // A warning (saving failed) stays in view over the ordinary messages until it expires.
  auto shown = std::find_if(toasts_.rbegin(), toasts_.rend(), [](const Toast& t) { return t.warning; });
  const Toast& toast = shown != toasts_.rend() ? *shown : toasts_.back();
  // The whole line, so that what it covers (the log's title) never shows through.
  const Rect& r = l.message;
  message_rect_ = r;
  c.rounded(r, l.px(6), toast.warning ? palette::kDanger.darker(0.55).with_alpha(245) : Rgba{12, 14, 18, 245});
  c.rounded_outline(r, l.px(6), toast.warning ? palette::kDanger : palette::kGold.darker(0.3), 1);
  c.fit_text(toast.text, r.inset(l.px(4)), l.px(13), 9, toast.warning ? palette::kText : palette::kAccent,
             FontWeight::Bold, Align::Center);
}

}  // namespace duel::ui
