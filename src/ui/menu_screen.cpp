// The main menu and the rules help screen.
#include <algorithm>
#include <cmath>

#include "app.hpp"
#include "card_art.hpp"
#include "icons.hpp"
#include "palette.hpp"
#include "rules_text.hpp"

namespace duel::ui {
namespace {

const char* kSeats[3] = {"First", "Second", "Random"};

}  // namespace

void App::render_menu(Canvas& c, const Layout& l) {
  c.vgradient(l.frame, {36, 46, 58}, {18, 22, 28});
  // A fan of the three Age backs as the title art.
  for (int age = 1; age <= 3; ++age) {
    const Rect r{l.frame.x + l.px(820 + (age - 1) * 95), l.frame.y + l.px(190 + (age == 2 ? -20 : 0)), l.px(150),
                 l.px(210)};
    draw_card_back(c, age, r);
  }
  if (rules_ && !rules_->wonders.empty()) {
    draw_wonder_tile(c, *rules_, 0, Rect{l.frame.x + l.px(830), l.frame.y + l.px(430), l.px(300), l.px(110)},
                     WonderStatus::Built, 1);
  }
  c.text("7 Wonders Duel", l.frame.x + l.px(80), l.frame.y + l.px(40), l.px(46), palette::kAccent, FontWeight::Bold);
  c.text("Build a civilisation in three Ages — two players, one computer.", l.frame.x + l.px(84), l.frame.y + l.px(100),
         l.px(16), palette::kTextDim);

  const int x = l.frame.x + l.px(84), w = l.px(300), h = l.px(34), small = l.px(140);
  int y = l.frame.y + l.px(150);
  auto section = [&](const std::string& title) {
    c.text(title, x, y, l.px(13), palette::kTextDim, FontWeight::Bold);
    y += l.px(20);
  };
  const bool ok = rules_ != nullptr;
  section("TWO PLAYERS AT THIS COMPUTER");
  button(c, l, Rect{x, y, w, h}, "New hot-seat game (N)", Hotspot::MenuItem, 0, ok, true);
  y += h + l.px(8);
  button(c, l, Rect{x, y, small, h}, "Seed: " + std::to_string(seed_) + (editing_seed_ ? "_" : ""), Hotspot::MenuItem, 2);
  button(c, l, Rect{x + small + l.px(8), y, small, h}, "New seed", Hotspot::MenuItem, 10);
  if (editing_seed_) {
    c.text("type digits, Enter to finish", x + 2 * small + l.px(20), y + l.px(9), l.px(12), palette::kTextDim);
  }
  y += h + l.px(22);
  section("AGAINST THE COMPUTER");
  button(c, l, Rect{x, y, w, h}, "Play against the computer", Hotspot::MenuItem, 3, ok, true);
  y += h + l.px(8);
  button(c, l, Rect{x, y, small, h}, std::string("You play: ") + kSeats[seat_choice_], Hotspot::MenuItem, 4);
  button(c, l, Rect{x + small + l.px(8), y, small, h}, kLevels[static_cast<std::size_t>(difficulty_choice_)].name,
         Hotspot::MenuItem, 5);
  c.fit_text(kLevels[static_cast<std::size_t>(difficulty_choice_)].hint,
             Rect{x + w + l.px(12), y, l.px(260), h}, l.px(13), l.px(11), palette::kTextDim);
  y += h + l.px(22);
  // What both kinds of game are set up with: the Wonders' draft and the expansions.
  section("EVERY NEW GAME (HOT-SEAT OR AGAINST THE COMPUTER)");
  button(c, l, Rect{x, y, w, h}, first_game_wonders_ ? "Wonders: first-game set" : "Wonders: selection",
         Hotspot::MenuItem, 1);
  // An expansion's switch: on is filled gold with a tick, off an empty outlined box.
  auto expansion_switch = [&](const Rect& r, const std::string& name, bool on, int item) {
    const Hotspot* hover = hotspot_at(mouse_x_, mouse_y_);
    const bool hovered = ok && hover && hover->kind == Hotspot::MenuItem && hover->a == item;
    if (on) {
      c.rounded(r, l.px(6), hovered ? palette::kGold.lighter(0.2) : palette::kGold);
    } else {
      c.rounded(r, l.px(6), hovered ? palette::kPanelLight : palette::kPanel);
      c.rounded_outline(r, l.px(6), palette::kTextDim, l.px(2));
    }
    const int box = r.h - l.px(14);
    const Rect tick{r.x + l.px(8), r.y + (r.h - box) / 2, box, box};
    c.rounded(tick, l.px(3), on ? palette::kInk : Rgba{0, 0, 0, 0});
    c.rounded_outline(tick, l.px(3), on ? palette::kInk : palette::kTextDim, l.px(2));
    if (on) c.fit_text("✔", tick, box, 6, palette::kGold, FontWeight::Bold, Align::Center);
    const Rect words{tick.right() + l.px(6), r.y, r.right() - tick.right() - l.px(10), r.h};
    c.fit_text(name + (on ? ": on" : ": off"), words, l.px(13), 7,
               ok ? (on ? palette::kInk : palette::kTextDim) : palette::kTextDim, FontWeight::Bold, Align::Left);
    if (ok) hotspots_.push_back({Hotspot::MenuItem, r, item, 0});
  };
  expansion_switch(Rect{x + w + l.px(12), y, small, h}, "Pantheon", pantheon_, 20);
  expansion_switch(Rect{x + w + small + l.px(20), y, small, h}, "Agora", agora_, 21);
  y += h + l.px(22);
  if (!session_ && ok && !continue_offer_) continue_offer_ = read_continue_offer(rules_, autosave_path(), &rules_cache_);
  const bool can_continue = session_ || (continue_offer_ && continue_offer_->game);
  button(c, l, Rect{x, y, w, h}, session_ ? "Continue this game" : "Continue (C)", Hotspot::MenuItem, 6,
         ok && can_continue);
  if (!session_ && continue_offer_) {
    // What Continue would bring back (the autosave's move and opponent), or why it cannot.
    // Two lines at most beside the button; the rest is cut with "…".
    const Rgba colour = continue_offer_->damaged ? palette::kDanger : palette::kTextDim;
    const int size = l.px(13), width = l.px(420), line_h = l.px(16);
    const std::vector<std::string> lines = c.wrap(continue_offer_->summary, width, size);
    const int top = y + (h - line_h * std::min<int>(2, static_cast<int>(lines.size()))) / 2;
    c.text(lines[0], x + w + l.px(12), top, size, colour);
    if (lines.size() > 1) {
      std::string rest = lines[1];
      for (std::size_t i = 2; i < lines.size(); ++i) rest += " " + lines[i];
      c.fit_text(rest, Rect{x + w + l.px(12), top + line_h, width, line_h}, size, size, colour);
    }
  }
  y += h + l.px(8);
  button(c, l, Rect{x, y, w, h}, "Load a saved game (L)", Hotspot::MenuItem, 7, ok);
  y += h + l.px(8);
  button(c, l, Rect{x, y, (w - l.px(8)) / 2, h}, "Rules help (R)", Hotspot::MenuItem, 8);
  button(c, l, Rect{x + (w + l.px(8)) / 2, y, (w - l.px(8)) / 2, h}, "Settings (O)", Hotspot::MenuItem, 11);
  y += h + l.px(8);
  button(c, l, Rect{x, y, w, h}, "Quit", Hotspot::MenuItem, 9);
  if (!ok) {
    c.paragraph("Game data could not be loaded: " + data_error_, x, y + h + l.px(12), l.px(700), l.px(13),
                palette::kDanger);
  }
  c.text("F1 or ? for keyboard shortcuts", l.frame.right() - l.px(20), l.frame.bottom() - l.px(26), l.px(12),
         palette::kTextDim, FontWeight::Regular, Align::Right);
}

void App::render_help(Canvas& c, const Layout& l) {
  if (help_symbols_) {
    render_symbol_key(c, l);  // the help's second page (symbol_key_view.cpp)
    return;
  }
  c.vgradient(l.frame, {34, 42, 52}, {20, 24, 30});
  c.text("Rules of 7 Wonders Duel", l.frame.x + l.px(80), l.frame.y + l.px(20), l.px(28), palette::kAccent,
         FontWeight::Bold);
  c.text("Wheel / arrows / PageUp-PageDown / Home-End to scroll · Esc to go back", l.frame.x + l.px(82), l.frame.y + l.px(58),
         l.px(12), palette::kTextDim);
  const Rect view{l.frame.x + l.px(80), l.frame.y + l.px(84), l.frame.w - l.px(160), l.frame.h - l.px(104)};
  c.set_clip(&view);
  const int text_w = view.w / 2 - l.px(20);
  // Two columns of about equal height; the scroll offset moves both.
  // The rules, then the items of the game being played (its expansions), each with its effect.
  // From the menu, the items of the expansions switched on there.
  std::vector<RulesSection> sections = rules_sections();
  std::string error;
  const std::shared_ptr<const Rules> menu_rules = session_ || !rules_ ? nullptr : rules_for(menu_options(), error);
  if (const Rules* rules = session_ ? &session_->rules() : menu_rules.get()) {
    for (RulesSection& section : item_sections(*rules)) sections.push_back(std::move(section));
  }
  std::vector<int> need;
  int total = 0;
  for (const RulesSection& s : sections) {
    need.push_back(static_cast<int>(c.wrap(s.body, text_w, l.px(14)).size()) * l.px(17) + l.px(40));
    total += need.back();
  }
  // The sections of the second column start where the first column's height passes half.
  std::size_t split = sections.size();
  int first_h = 0;
  for (std::size_t i = 0, acc = 0; i < sections.size(); ++i) {
    if (i > 0 && static_cast<int>(acc) + need[i] / 2 > total / 2) {
      split = i;
      break;
    }
    acc += static_cast<std::size_t>(need[i]);
    first_h = static_cast<int>(acc);
  }
  // Scrolling stops at the end of the longer column (it ran into blank pages before).
  const int content_h = std::max(first_h, total - first_h);
  const int max_scroll = static_cast<int>(std::ceil(std::max(0, content_h - view.h) / l.scale));
  help_scroll_ = std::clamp(help_scroll_, 0, max_scroll);
  const int scroll = l.px(help_scroll_);
  int y = view.y - scroll, col_x = view.x, max_y = y;
  for (std::size_t i = 0; i < sections.size(); ++i) {
    if (i == split) {
      col_x = view.x + view.w / 2 + l.px(20);
      y = view.y - scroll;
    }
    c.text(sections[i].title, col_x, y, l.px(17), palette::kAccent, FontWeight::Bold);
    y = c.paragraph(sections[i].body, col_x, y + l.px(24), text_w, l.px(14), palette::kText) + l.px(14);
    max_y = std::max(max_y, y);
  }
  c.set_clip(nullptr);
  if (max_y > view.bottom()) {
    c.text("more below ▼ (scroll)", l.frame.right() - l.px(20), l.frame.bottom() - l.px(18), l.px(12), palette::kAccent,
           FontWeight::Bold, Align::Right);
  }
  button(c, l, Rect{l.frame.right() - l.px(180), l.frame.y + l.px(22), l.px(140), l.px(32)}, "Back (Esc)",
         Hotspot::HelpScroll, 0);
  button(c, l, Rect{l.frame.right() - l.px(330), l.frame.y + l.px(22), l.px(140), l.px(32)}, "Symbols (Tab)",
         Hotspot::HelpScroll, 1);
}

}  // namespace duel::ui
