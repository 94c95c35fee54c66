// The rules help's "Symbols" page: the symbol key (symbol_key.hpp) in two columns, each
// icon drawn as on the cards beside its name and meaning. Scrolls like the rules page.
#include <algorithm>
#include <cmath>

#include "app.hpp"
#include "icons.hpp"
#include "palette.hpp"
#include "symbol_key.hpp"

namespace duel::ui {

void App::render_symbol_key(Canvas& c, const Layout& l) {
  c.vgradient(l.frame, {34, 42, 52}, {20, 24, 30});
  c.text("Symbols", l.frame.x + l.px(80), l.frame.y + l.px(20), l.px(28), palette::kAccent, FontWeight::Bold);
  c.text("Every icon on cards, Wonders and tokens · Tab: the rules · wheel / arrows to scroll · Esc to go back",
         l.frame.x + l.px(82), l.frame.y + l.px(58), l.px(12), palette::kTextDim);
  button(c, l, Rect{l.frame.right() - l.px(180), l.frame.y + l.px(22), l.px(140), l.px(32)}, "Back (Esc)",
         Hotspot::HelpScroll, 0);
  button(c, l, Rect{l.frame.right() - l.px(330), l.frame.y + l.px(22), l.px(140), l.px(32)}, "Rules (Tab)",
         Hotspot::HelpScroll, 1);
  const Rules* rules = session_ ? &session_->rules() : rules_.get();
  if (!rules) return;
  const std::vector<SymbolEntry> entries = symbol_key(*rules);

  const Rect view{l.frame.x + l.px(80), l.frame.y + l.px(84), l.frame.w - l.px(160), l.frame.h - l.px(104)};
  const int col_w = view.w / 2 - l.px(20);
  const int icon_w = l.px(92), icon_h = l.px(26), text_x = icon_w + l.px(12), text_w = col_w - text_x;
  const int name_size = l.px(14), body_size = l.px(12), body_line = body_size + body_size / 6 + 1;
  const int group_h = l.px(32);
  // Heights: a group title before the first entry of each group, then each entry.
  struct Item {
    const SymbolEntry* entry;  // null: the group title of the next one
    int h;
  };
  std::vector<Item> items;
  int total = 0;
  for (std::size_t i = 0; i < entries.size(); ++i) {
    if (i == 0 || entries[i].group != entries[i - 1].group) items.push_back({nullptr, group_h});
    const int lines = static_cast<int>(c.wrap(entries[i].text, text_w, body_size).size());
    items.push_back({&entries[i], std::max(icon_h, name_size + l.px(4) + lines * body_line) + l.px(10)});
  }
  for (const Item& it : items) total += it.h;
  // The second column starts at the item that passes half the height (never after a title).
  std::size_t split = items.size();
  int first_h = 0;
  for (std::size_t i = 0; i < items.size(); ++i) {
    if (first_h + items[i].h / 2 > total / 2 && i > 0) {
      split = items[i - 1].entry ? i : i - 1;
      if (!items[i - 1].entry) first_h -= items[i - 1].h;
      break;
    }
    first_h += items[i].h;
  }
  const int content_h = std::max(first_h, total - first_h);
  const int max_scroll = static_cast<int>(std::ceil(std::max(0, content_h - view.h) / l.scale));
  help_scroll_ = std::clamp(help_scroll_, 0, max_scroll);
  const int scroll = l.px(help_scroll_);

  c.set_clip(&view);
  int x = view.x, y = view.y - scroll, max_y = y;
  for (std::size_t i = 0; i < items.size(); ++i) {
    if (i == split) {
      x = view.x + view.w / 2 + l.px(20);
      y = view.y - scroll;
    }
    const SymbolEntry* e = items[i].entry;
    if (!e) {
      const SymbolEntry::Group g = items[i + 1].entry->group;
      c.text(symbol_group_title(g), x, y + l.px(6), l.px(17), palette::kAccent, FontWeight::Bold);
    } else {
      const Rect icon{x, y, icon_w, icon_h};
      c.rounded(icon, l.px(5), {236, 226, 200});  // the card's parchment, as the icons are drawn on it
      if (e->chain >= 0) {
        const std::string& name = rules->chain_symbols[static_cast<std::size_t>(e->chain)];
        draw_chain(c, Rect{icon.x + l.px(4), icon.y + l.px(4), icon_w / 2 - l.px(6), icon_h - l.px(8)}, name, false);
        draw_chain(c, Rect{icon.center_x() + l.px(2), icon.y + l.px(4), icon_w / 2 - l.px(6), icon_h - l.px(8)}, name,
                   true);
      } else {
        draw_glyphs(c, e->glyphs, icon.inset(l.px(3)));
      }
      c.text(e->name, x + text_x, y, name_size, palette::kText, FontWeight::Bold);
      c.paragraph(e->text, x + text_x, y + name_size + l.px(4), text_w, body_size, palette::kTextDim);
    }
    y += items[i].h;
    max_y = std::max(max_y, y);
  }
  c.set_clip(nullptr);
  if (max_y > view.bottom()) {
    c.text("more below ▼ (scroll)", l.frame.right() - l.px(20), l.frame.bottom() - l.px(18), l.px(12), palette::kAccent,
           FontWeight::Bold, Align::Right);
  }
}

}  // namespace duel::ui
