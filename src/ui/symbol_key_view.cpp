// The rules help's "Symbols" page: the symbol key (symbol_key.hpp) in two columns, each
// icon drawn as on the cards beside its name and meaning. Scrolls like the rules page.
#include <algorithm>
#include <cmath>

#include "agora_words.hpp"
#include "app.hpp"
#include "card_art.hpp"
#include "icons.hpp"
#include "palette.hpp"
#include "symbol_key.hpp"

namespace duel::ui {
namespace {

constexpr Rgba kDecreeBack{70, 58, 92};      // as the Senate draws a face-down Decree (agora_view.cpp)
constexpr Rgba kConspiracyBack{92, 36, 40};  // a Conspiracy's back

// An expansion's piece in the key's icon box, drawn as the board draws it.
void draw_piece(Canvas& c, const Layout& l, const Rules& rules, const SymbolEntry& e, const Rect& box) {
  using Piece = SymbolEntry::Piece;
  const int v = e.piece_value, cap = l.text.caption;
  const Rect mid{box.center_x() - box.h / 2, box.y, box.h, box.h};
  const auto tile = [&](const Rect& r, Rgba fill, const std::string& text, Rgba ink) {
    c.rounded(r, l.px(3), fill);
    c.fit_text(text, r, cap, 7, ink, FontWeight::Bold, Align::Center);
  };
  switch (e.piece) {
    case Piece::None: return;
    case Piece::MythologyToken: {
      const int d = box.h - l.px(6), gap = (box.w - kMythologyCount * d) / (kMythologyCount + 1);
      for (int m = 0; m < kMythologyCount; ++m) {
        if (v >= 0 && m != v) continue;
        const int x = v >= 0 ? box.center_x() : box.x + gap + m * (d + gap) + d / 2;
        c.circle(x, box.center_y(), d / 2, mythology_colour(m));
        c.fit_text(mythology_title(m).substr(0, 1), Rect{x - d / 2, box.center_y() - d / 2, d, d}, cap, 7, palette::kText,
                   FontWeight::Bold, Align::Center);
      }
      return;
    }
    case Piece::OfferingToken: return tile(mid.inset(l.px(2)), palette::kGold, "-" + std::to_string(v), palette::kInk);
    case Piece::FaceDownDivinity: {
      const Rect r = box.inset(l.px(2));
      c.rounded(r, l.px(5), mythology_colour(v).darker(0.45));
      c.fit_text(mythology_title(v), r, cap, 7, palette::kText, FontWeight::Bold, Align::Center);
      return;
    }
    case Piece::PantheonSpace:
    case Piece::Gate: {
      const Rect r = box.inset(l.px(1));
      const bool gate = e.piece == Piece::Gate;
      const PantheonRules* p = rules.pantheon ? &*rules.pantheon : nullptr;
      c.rounded(r, l.px(5), gate ? palette::kGold.darker(0.35) : mythology_colour(4));
      const int row = r.h / 2;
      const std::string title = gate && p ? p->gate_name : p && !p->divinities.empty() ? p->divinities.back().name : "";
      c.fit_text(title, Rect{r.x, r.y, r.w, row}, cap, 7, palette::kText, FontWeight::Bold, Align::Center);
      if (!p || p->space_costs.empty()) return;
      const int mult = gate ? p->gate_cost_multiplier : 1;
      for (Player pl = 0; pl < 2; ++pl) {
        const Rect chip{pl == 0 ? r.x + l.px(3) : r.center_x() + l.px(2), r.y + row, r.w / 2 - l.px(5), r.h - row - l.px(1)};
        tile(chip, palette::kPlayer[pl].darker(0.3), std::to_string(p->space_costs[static_cast<std::size_t>(v)][pl] * mult),
             palette::kText);
      }
      return;
    }
    case Piece::DivinityDeck: {
      const Rect r{mid.x, box.y, box.h * 3 / 4, box.h};
      c.rounded(r, l.px(4), mythology_colour(v).darker(0.45));
      c.fit_text(mythology_title(v).substr(0, 1) + " 4", r, cap, 7, palette::kText, FontWeight::Bold, Align::Center);
      return;
    }
    case Piece::MinervaPawn: {
      const int radius = box.h / 2 - l.px(2);
      c.circle(box.center_x(), box.center_y(), radius, {200, 200, 215, 255});
      c.ring(box.center_x(), box.center_y(), radius, 1, {40, 40, 60, 255});
      c.fit_text("M", Rect{box.center_x() - radius, box.center_y() - radius, 2 * radius, 2 * radius}, cap, 7, palette::kInk,
                 FontWeight::Bold, Align::Center);
      return;
    }
    case Piece::Cube: {
      const int w = box.w / 2 - l.px(6);
      tile(Rect{box.x + l.px(4), box.y + l.px(4), w, box.h - l.px(8)}, palette::kPlayer[0], "2", palette::kInk);
      tile(Rect{box.center_x() + l.px(2), box.y + l.px(4), w, box.h - l.px(8)}, palette::kPlayer[1], "1", palette::kInk);
      return;
    }
    case Piece::Chamber: {
      // In a row here (the Senate stacks them): its Decree, each player's cubes, who controls it.
      c.rounded(box, l.px(4), palette::kPlayer[0].darker(0.55));
      const int w = (box.w - l.px(10)) / 4, y = box.y + l.px(3), h = box.h - l.px(6);
      tile(Rect{box.x + l.px(2), y, w, h}, palette::kParchment, "D" + decree_number(rules, 6), palette::kInk);
      tile(Rect{box.x + l.px(4) + w, y, w, h}, palette::kPlayer[0], "2", palette::kInk);
      c.rounded_outline(Rect{box.x + l.px(6) + 2 * w, y, w, h}, l.px(3), palette::kPlayer[1].with_alpha(90), 1);
      c.fit_text("P1", Rect{box.x + l.px(8) + 3 * w, y, w, h}, cap, 7, palette::kText, FontWeight::Bold, Align::Center);
      return;
    }
    case Piece::DecreeFaceUp:
      return tile(Rect{mid.x - l.px(6), box.y + l.px(5), box.h + l.px(12), box.h - l.px(10)}, palette::kParchment,
                  "D" + decree_number(rules, static_cast<DecreeId>(v)), palette::kInk);
    case Piece::DecreeFaceDown:
      return tile(Rect{mid.x - l.px(6), box.y + l.px(5), box.h + l.px(12), box.h - l.px(10)}, kDecreeBack, "?", palette::kTextDim);
    case Piece::ConspiracyBack:
    case Piece::ConspiracyFace:
    case Piece::ConspiracyPrepared: {
      Rect r = box.inset(l.px(2));
      const bool face = e.piece != Piece::ConspiracyBack;
      if (e.piece == Piece::ConspiracyPrepared) {
        c.rounded(Rect{r.x + l.px(4), r.bottom() - l.px(8), r.w - l.px(8), l.px(8)}, l.px(2), palette::card_color(Color::Red));
        r.h -= l.px(4);
      }
      c.rounded(r, l.px(3), {20, 18, 16});
      c.rounded(r.inset(1), l.px(3), face ? palette::kParchment : kConspiracyBack);
      if (e.piece == Piece::ConspiracyPrepared) c.rounded_outline(r, l.px(3), palette::kGold, l.px(2));
      c.fit_text(face ? conspiracy_title(rules, static_cast<ConspiracyId>(v)) : "Conspiracy", r, cap, 7,
                 face ? palette::kInk : palette::kText, FontWeight::Condensed, Align::Center);
      return;
    }
    case Piece::SenatorBack: return draw_card_back(c, 1, Rect{mid.x, box.y, box.h * 3 / 4, box.h}, 'S');
    case Piece::CubeToken: {
      const Rect tok{mid.x - l.px(6), box.y + l.px(3), box.h + l.px(12), box.h - l.px(6)};
      c.rounded(tok, l.px(4), {236, 222, 190});
      c.rounded_outline(tok, l.px(4), {90, 30, 24}, 1);
      const int cube = tok.h - l.px(5);
      const Rect cube_box{tok.x + l.px(3), tok.y + (tok.h - cube) / 2, cube, cube};
      c.rounded(cube_box, l.px(2), palette::kPlayer[1]);
      c.fit_text("+", Rect{cube_box.right(), tok.y, tok.right() - cube_box.right(), tok.h}, l.px(12), 6, {150, 30, 20},
                 FontWeight::Bold, Align::Center);
      return;
    }
  }
}

}  // namespace

void App::render_symbol_key(Canvas& c, const Layout& l) {
  c.vgradient(l.frame, {34, 42, 52}, {20, 24, 30});
  c.text("Symbols", l.frame.x + l.px(80), l.frame.y + l.px(20), l.px(28), palette::kAccent, FontWeight::Bold);
  c.text("Every icon on cards, Wonders, tokens and the expansions' boards · Tab: the rules · wheel / arrows to scroll · Esc to go back",
         l.frame.x + l.px(82), l.frame.y + l.px(58), l.px(12), palette::kTextDim);
  button(c, l, Rect{l.frame.right() - l.px(180), l.frame.y + l.px(22), l.px(140), l.px(32)}, "Back (Esc)",
         Hotspot::HelpScroll, 0);
  button(c, l, Rect{l.frame.right() - l.px(330), l.frame.y + l.px(22), l.px(140), l.px(32)}, "Rules (Tab)",
         Hotspot::HelpScroll, 1);
  // The game's rules; from the menu, those of the expansions switched on there.
  std::string error;
  const std::shared_ptr<const Rules> menu_rules = session_ || !rules_ ? nullptr : rules_for(menu_options(), error);
  const Rules* rules = session_ ? &session_->rules() : menu_rules ? menu_rules.get() : rules_.get();
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
      } else if (e->piece != SymbolEntry::Piece::None) {
        draw_piece(c, l, *rules, *e, icon.inset(l.px(2)));
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
