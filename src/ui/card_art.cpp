#include "card_art.hpp"

#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

#include "agora_words.hpp"
#include "describe.hpp"
#include "duel/agora_rules.hpp"
#include "duel/decks.hpp"
#include "emblems.hpp"
#include "module_glyphs.hpp"
#include "icons.hpp"
#include "layout.hpp"
#include "palette.hpp"
#include "pantheon_words.hpp"

namespace duel::ui {
namespace {

const char* roman(int age) { return age == 1 ? "I" : age == 2 ? "II" : "III"; }

}  // namespace

// A card's name in the lines it takes at `size` in `width`: wrapped at spaces, and one
// word too wide with a hyphen broken after it ("Glass-" / "Blower" at 960x540).
static std::vector<std::string> card_name_lines(Canvas& c, const std::string& name, int width, int size) {
  std::vector<std::string> lines = c.wrap(name, width, size, FontWeight::Condensed);
  const std::size_t hyphen = name.find('-');
  if (lines.size() == 1 && hyphen != std::string::npos && name.find(' ') == std::string::npos &&
      c.text_width(name, std::max(std::min(size, 9), size * 11 / 12), FontWeight::Condensed) > width) {
    lines = {name.substr(0, hyphen + 1), name.substr(hyphen + 1)};
  }
  return lines;
}

// The name in up to `max_lines` lines of `size`; a line too wide shrinks to the least
// readable size (11 of 12 px: the layout's minimum text), then is abbreviated word by
// word ("Right Pol. 1"), never cut inside a word.
static void paint_card_name(Canvas& c, const std::string& name, const Rect& bar, int size, int max_lines) {
  const int min_size = std::max(std::min(size, 9), size * 11 / 12);
  std::vector<std::string> lines = card_name_lines(c, name, bar.w, size);
  if (max_lines < 2 || lines.size() < 2) {
    lines = {name};
  } else if (lines.size() > 2) {
    std::string rest;
    for (std::size_t i = 1; i < lines.size(); ++i) rest += (i > 1 ? " " : "") + lines[i];
    lines = {lines[0], rest};
  }
  const int line_h = size + std::max(1, size / 6);
  const int top = bar.y + (bar.h - line_h * static_cast<int>(lines.size())) / 2;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    c.fit_name(lines[i], Rect{bar.x, top + static_cast<int>(i) * line_h, bar.w, line_h}, size, min_size,
               {255, 255, 255}, FontWeight::Condensed, Align::Center);
  }
}

static void paint_card_face(Canvas& c, const Rules& rules, CardId card, const Rect& r, CardFaceText text) {
  const CardDef& def = rules.cards[card];
  const SenatorDef* senator = rules.agora ? rules.agora->senator(card) : nullptr;
  const Rgba col = card_face_colour(rules, card);
  const int radius = std::max(2, r.w / 12);
  c.rounded(r, radius, {20, 18, 16});
  const Rect inner = r.inset(card_inset(r));
  c.rounded(inner, radius - 1, col);
  c.vgradient(Rect{inner.x + 2, inner.y + r.h / 3, inner.w - 4, inner.h - r.h / 3 - 2}, col, col.darker(0.3));

  // Effect band on parchment at the top: visible even when the card is half covered;
  // the colour's emblem at its left end (colour is never the only signal).
  const int band_h = r.h * kCardBandPercent / 100;
  const Rect band{inner.x + 2, inner.y + 2, inner.w - 4, band_h};
  c.rounded(band, radius / 2 + 1, palette::kParchment);
  const int emblem = std::min(band_h - 4, std::max(8, r.w / 5));
  draw_color_emblem(c, Rect{band.x + 1, band.y + (band_h - emblem) / 2, emblem, emblem}, def.color);
  const Rect icons{band.x + emblem + 2, band.y, band.w - emblem - 2, band.h};
  draw_effect_icons(c, rules, def.effects, icons.inset(std::max(1, band.h / 10)));
  if (grand_temple_of(rules, card) >= 0) draw_grand_temple_points(c, rules, icons.inset(std::max(1, band.h / 10)));
  if (senator) {  // what a Senator does, in a word (its name says the section): its effect is the Senate's
    c.fit_text(senator_word(rules, card), icons.inset(std::max(1, band.h / 10)), std::max(6, band.h * 45 / 100), 6,
               palette::kInk, FontWeight::Condensed, Align::Center);
  }

  // The name: two lines fit under the band; a short name takes one.
  const int name_size = text.name > 0 ? text.name : std::max(6, r.h * 10 / 100);
  const int line_h = card_name_line(name_size);
  const Rect bar{inner.x + 1, band.bottom() + 1, inner.w - 2, 2 * line_h + 2};
  const bool two = text.name_lines > 1 && card_name_lines(c, def.name, bar.w - 2, name_size).size() > 1;
  const Rect name{bar.x, bar.y, bar.w, two ? bar.h : line_h + 2};
  c.fill(name, {0, 0, 0, 120});
  // A Grand Temple's name on one line of an Age III card is cut ("Phoenician Grand
  // Te..."): its face then says "Phoenician Temple" (the hover text keeps the full name).
  std::string shown = def.name;
  const std::size_t grand = shown.find(" Grand ");
  if (!two && grand != std::string::npos && grand_temple_of(rules, card) >= 0 &&
      c.text_width(shown, name_size, FontWeight::Condensed) > name.w - 2) {
    shown.erase(grand, 6);
  }
  paint_card_name(c, shown, name.inset(1), name_size, two ? 2 : 1);

  // Cost down the left side (a second column when long); chain symbols on the right.
  const int top = name.bottom() + std::max(1, r.h / 50);
  int units = def.cost.coins ? 1 : 0;
  for (auto v : def.cost.resources) units += v;
  const int avail = inner.bottom() - top - 2;
  int icon = text.cost > 0 ? text.cost : std::max(5, r.w * 21 / 100);
  const auto per_column_of = [avail](int side) { return std::max(1, avail / (side + std::max(1, side / 8))); };
  // A long cost on a short card takes more columns; past the left 42% (the chain
  // symbols' side) the icons shrink instead (a card squeezed by a large UI scale).
  while (icon > 6 && (units + per_column_of(icon) - 1) / per_column_of(icon) * (icon + std::max(1, icon / 8)) >
                         inner.w * 42 / 100) {
    --icon;
  }
  const int per_column = per_column_of(icon);
  if (units == 0) {
    c.text("free", inner.x + 3, top, std::max(name_size, 6), {255, 255, 255, 220}, FontWeight::Condensed);
  } else {
    draw_cost_icons(c, def.cost, inner.x + 3, top, icon, true, per_column);
  }
  // A chain's pill takes the width right of the cost's columns, and a second line where
  // one would shrink its name below 9 px ("Egyptian / Mythology token" on an Age III card).
  const int pill_h = std::max(name_size + 2, r.h * 9 / 100);
  const int pill_text = std::max(6, pill_h * 7 / 10);
  const int cost_w = units == 0 ? 0 : (units + per_column - 1) / per_column * (icon + std::max(1, icon / 8));
  const int pill_w = std::max(inner.w * 55 / 100, inner.w - cost_w - 9);
  int needed_bottom = top + pill_h;
  const auto pill = [&](std::uint8_t chain, bool needed) {
    const std::string title = chain_title(rules, chain);
    const int pad = std::max(1, pill_h / 6);
    const bool two = c.text_width(title, std::min(pill_text, 9), FontWeight::Condensed) > pill_w - 2 * pad &&
                     lines_at_space(c, title, pill_w - 2 * pad, pill_text).size() > 1;
    const int h = two ? 2 * (pill_text + 1) + 2 * std::max(1, pill_text / 3) : pill_h;  // paint_chain's inset
    const int y = needed ? top : inner.bottom() - h - 3;
    draw_chain(c, Rect{inner.right() - pill_w - 3, y, pill_w, h}, title, needed, pill_text);
    if (needed) needed_bottom = y + h;
  };
  if (def.free_with != kNone) pill(def.free_with, true);
  if (def.chain_gives != kNone) pill(def.chain_gives, false);
  // "Guild" or "Temple" under the chain's pill where the card has room for it (the name
  // says it too: "Builders Guild", "Greek Grand Temple").
  const int label_size = std::max(6, name_size - 2);
  if (def.is_guild() && needed_bottom + 2 + label_size <= inner.bottom() - 2) {
    c.text(grand_temple_of(rules, card) >= 0 ? "Temple" : "Guild", inner.right() - 3, needed_bottom + 2, label_size,
           {255, 255, 255, 200}, FontWeight::Condensed, Align::Right);
  }
}

// An Age's back, or a Guild's or Grand Temple's (rulings 26: its own back, which both
// players see; `own_back` its letter).
static void paint_card_back(Canvas& c, int age, char own_back, const Rect& r) {
  // A card with its own back: Guilds and Grand Temples purple ('G', 'T'), Senators marble ('S').
  const bool guild = own_back != 0;
  const Rgba col = own_back == 'S' ? palette::card_color(Color::Senator).darker(0.25)
                   : guild         ? palette::card_color(Color::Purple)
                                   : palette::age_back(age);
  const int radius = std::max(2, r.w / 12);
  c.rounded(r, radius, {20, 18, 16});
  const Rect inner = r.inset(std::max(1, r.w / 40));
  c.rounded(inner, radius - 1, col);
  c.rounded_outline(inner.inset(std::max(2, r.w / 14)), radius / 2 + 1, col.lighter(0.35), std::max(1, r.w / 50));
  // The Age's emblem in the upper part, which stays visible when the card is covered.
  const int s = card_back_emblem_radius(r);
  const int cy = r.y + card_back_emblem_y(r);
  c.circle(r.center_x(), cy, s, col.darker(0.25));
  c.ring(r.center_x(), cy, s, std::max(1, s / 8), col.lighter(0.4));
  c.fit_text(guild ? std::string(1, own_back) : std::string(roman(age)), Rect{r.center_x() - s, cy - s, 2 * s, 2 * s}, s, 6, col.lighter(0.75),
             FontWeight::Bold, Align::Center);
  c.ring(r.center_x(), r.y + r.h * 70 / 100, s, std::max(1, s / 10), col.lighter(0.2));
}

static void paint_wonder_tile(Canvas& c, const Rules& rules, WonderId wonder, const Rect& r, WonderStatus status,
                              int tucked_age, CardFaceText text) {
  const WonderDef& w = rules.wonders[wonder];
  const int radius = std::max(3, std::min(r.w, r.h) / 10);
  const Rgba base = status == WonderStatus::Built ? Rgba{196, 160, 96} : Rgba{150, 128, 92};
  c.rounded(r, radius, {20, 18, 16});
  const Rect inner = r.inset(std::max(1, r.w / 60));
  c.rounded(inner, radius - 1, base);
  c.vgradient(Rect{inner.x + 2, inner.y + inner.h / 2, inner.w - 4, inner.h / 2 - 2}, base, base.darker(0.25));

  const bool tall = r.h > r.w;  // the selection's large tiles
  // A city's tile narrower than its name (a fifth Wonder makes three columns: "The Great
  // Lighthouse" in 80 px) takes two lines, its effect band what is left above the cost.
  const int least = std::max(std::min(text.name, 9), text.name * 11 / 12);
  std::vector<std::string> name_lines = {w.name};
  if (text.name > 0 && !tall && c.text_width(w.name, least, FontWeight::Condensed) > inner.w - 6) {
    name_lines = lines_at_space(c, w.name, inner.w - 6, text.name);
  }
  const int line_h = text.name + std::max(2, text.name / 3);
  const int name_h = text.name > 0 ? (name_lines.size() > 1 ? 2 * (text.name + 1) + 2 : line_h)
                     : tall        ? r.h / 9
                                   : r.h * 26 / 100;
  const Rect name{inner.x + 3, inner.y + 2, inner.w - 6, name_h};
  if (name_lines.size() > 1) {
    for (std::size_t i = 0; i < name_lines.size(); ++i) {
      c.fit_name(name_lines[i], Rect{name.x, name.y + 1 + static_cast<int>(i) * (text.name + 1), name.w, text.name + 1},
                 text.name, least, palette::kInk, FontWeight::Condensed, Align::Left);
    }
  } else if (text.name > 0) {  // a fixed size, 11 of 12 px at the least, then "The " left out, then abbreviated
    c.fit_name(w.name, name, text.name, least, palette::kInk, FontWeight::Condensed, tall ? Align::Center : Align::Left);
  } else {
    c.fit_name(w.name, name, std::max(6, name_h * 70 / 100), 6, palette::kInk, FontWeight::Bold,
               tall ? Align::Center : Align::Left);
  }
  const int icon = text.cost > 0 ? text.cost : tall ? r.w / 9 : std::max(6, r.h * 22 / 100);
  const int band_y = name.bottom() + 1;
  const int band_h = tall ? r.h / 5 : std::min(r.h * 34 / 100, inner.bottom() - icon - 5 - band_y);
  const Rect band{inner.x + 3, band_y, inner.w - 6, band_h};
  c.rounded(band, 3, palette::kParchment);
  draw_effect_icons(c, rules, w.effects, band.inset(std::max(1, band_h / 10)));

  const int cost_y = tall ? band.bottom() + 6 : inner.bottom() - icon - 3;
  draw_cost_icons(c, w.cost, inner.x + 4, cost_y, icon, false);

  if (tall) {
    int y = cost_y + icon + 8;
    // Every module's effects (the engine's description): the Sanctuary's, Knossos's cube...
    const std::vector<std::string> lines = describe_item(rules, {ItemKind::Wonder, wonder});
    // The largest size (down to 6 px) at which every line fits: Curia Julia's and
    // Knossos's four lines at 960x540 too.
    int size = text.name > 0 ? text.name : std::max(7, r.w / 14);
    for (; size > 6; --size) {
      int rows = 0;
      for (const std::string& line : lines) rows += static_cast<int>(c.wrap("• " + line, inner.w - 12, size).size());
      if (y + rows * (size + size / 6 + 1) <= inner.bottom() - 4) break;
    }
    for (const std::string& line : lines) {
      y = c.paragraph("• " + line, inner.x + 6, y, inner.w - 12, size, palette::kInk);
      if (y > inner.bottom() - 10) break;
    }
  }
  if (status == WonderStatus::Built) {
    // The tucked card peeks out at the right edge, in its Age's colour.
    const Rect tuck{inner.right() - inner.w / 5, inner.bottom() - icon - 4, inner.w / 5 - 2, icon + 2};
    c.rounded(tuck, 2, palette::age_back(tucked_age > 0 ? tucked_age : 1));
    c.fit_text("✔", tuck, icon, 6, {255, 255, 255}, FontWeight::Bold, Align::Center);
  } else if (status == WonderStatus::InBox) {
    c.rounded(r, radius, {20, 20, 20, 170});
    c.fit_text("in the box", r, std::max(7, r.h / 6), 6, palette::kTextDim, FontWeight::Bold, Align::Center);
  }
}

static void paint_progress_token(Canvas& c, const Rules& rules, TokenId token, const Rect& r) {
  const int s = std::min(r.w, r.h);
  const int cx = r.center_x(), cy = r.center_y();
  c.circle(cx, cy, s / 2, {24, 60, 48});
  c.circle(cx, cy, s / 2 - std::max(1, s / 14), {58, 140, 104});
  c.ring(cx, cy, s / 2 - std::max(1, s / 14), std::max(1, s / 20), {196, 230, 200});
  if (token >= rules.progress_tokens.size()) return;
  // The token's main effect as icons; its name goes beside it or in the enlarged view.
  draw_effect_icons(c, rules, rules.progress_tokens[token].effects, Rect{cx - s / 3, cy - s / 4, 2 * s / 3, s / 2});
  // Pantheon's and Agora's tokens: the icon of their first effect's kind (module_glyphs.cpp),
  // Corruption a Senator's emblem, Organized Crime two Conspiracies' backs side by side,
  // Engineering, Mysticism, Poliorcetics their amount as a coin, a lost coin or victory
  // points; the enlarged view says the rest.
  const ProgressTokenDef& def = rules.progress_tokens[token];
  if (!def.agora.empty()) {
    const TokenIcon kind = agora_look(def.agora.front().kind).icon;
    const Rect icon{cx - s / 4, cy - s / 4, s / 2, s / 2};
    if (kind == TokenIcon::SenatorEmblem) draw_color_emblem(c, icon, Color::Senator);
    if (kind == TokenIcon::TwoConspiracies) {
      for (int k = 0; k < 2; ++k) {
        const Rect back{cx - s / 4 + k * (s / 5), cy - s / 4 + k * (s / 10), s / 4, s / 3};
        c.rounded(back, std::max(1, s / 20), {20, 18, 16});
        c.rounded(back.inset(1), std::max(1, s / 20), {150, 52, 58});
      }
    }
  }
  if (def.pantheon.empty()) return;
  const PantheonEffect& e = def.pantheon.front();
  const Rect icon{cx - s / 5, cy - s / 5, 2 * (s / 5), 2 * (s / 5)};
  const TokenIcon kind = pantheon_look(e.kind).icon;
  if (kind == TokenIcon::VictoryPoints) draw_victory_points(c, icon, e.amount);
  if (kind == TokenIcon::Coin) draw_coin(c, icon, e.amount);
  if (kind == TokenIcon::LostCoin) draw_coin(c, icon, e.amount, true);
}

// The Grand Temples' row of victory points ("5 / 12 / 21" for 1, 2, 3 built), read from
// the data: a Temple has no effect of its own to draw (its worth is the row's).
void draw_grand_temple_points(Canvas& c, const Rules& rules, const Rect& band) {
  if (!rules.pantheon || rules.pantheon->grand_temple_points.empty()) return;
  const auto& points = rules.pantheon->grand_temple_points;
  const int n = static_cast<int>(points.size());
  const int side = std::min(band.h, band.w * 3 / (4 * n));
  const int slash = std::max(4, side / 3);
  const int total = n * side + (n - 1) * slash;
  int x = band.x + (band.w - total) / 2;
  for (int i = 0; i < n; ++i) {
    if (i > 0) {
      c.text("/", x + slash / 2, band.y + (band.h - side) / 2, std::max(6, side * 2 / 3), palette::kInk,
             FontWeight::Bold, Align::Center);
      x += slash;
    }
    draw_victory_points(c, Rect{x, band.y + (band.h - side) / 2, side, side}, points[static_cast<std::size_t>(i)]);
    x += side;
  }
}

void draw_card_face(Canvas& c, const Rules& rules, CardId card, const Rect& r, Uint8 alpha, CardFaceText text) {
  if (card >= rules.cards.size()) return draw_card_back(c, 1, r);
  const std::string key = "card" + std::to_string(card) + "n" + std::to_string(text.name) + "c" + std::to_string(text.cost) + "l" + std::to_string(text.name_lines);
  c.cached(key, r, [&](const Rect& b) { paint_card_face(c, rules, card, b, text); }, alpha);
}

void draw_card_back(Canvas& c, int age, const Rect& r, char own_back) {
  c.cached(own_back ? std::string("back-own-") + own_back : "back" + std::to_string(age), r,
           [&](const Rect& b) { paint_card_back(c, age, own_back, b); });
}

Rgba card_face_colour(const Rules& rules, CardId card) {
  // Agora's Conspirators are black Senators, its Politicians white.
  const SenatorDef* senator = rules.agora ? rules.agora->senator(card) : nullptr;
  if (senator && senator->kind == SenatorKind::Conspirator) return {58, 54, 60};
  return card < rules.cards.size() ? palette::card_color(rules.cards[card].color) : palette::kPanel;
}

char own_back_of(const Rules& rules, CardId card) {
  if (card >= rules.cards.size() || !shows_own_back(rules, card)) return 0;
  if (rules.cards[card].is_senator()) return 'S';
  return grand_temple_of(rules, card) >= 0 ? 'T' : 'G';
}

void draw_wonder_tile(Canvas& c, const Rules& rules, WonderId wonder, const Rect& r, WonderStatus status,
                      int tucked_age, CardFaceText text) {
  if (wonder >= rules.wonders.size()) return;
  const std::string key = "wonder" + std::to_string(wonder) + "s" + std::to_string(static_cast<int>(status)) + "a" +
                          std::to_string(tucked_age) + "n" + std::to_string(text.name) + "c" + std::to_string(text.cost);
  c.cached(key, r, [&](const Rect& b) { paint_wonder_tile(c, rules, wonder, b, status, tucked_age, text); });
}

void draw_progress_token(Canvas& c, const Rules& rules, TokenId token, const Rect& r) {
  c.cached("token" + std::to_string(token), r, [&](const Rect& b) { paint_progress_token(c, rules, token, b); });
}

}  // namespace duel::ui
