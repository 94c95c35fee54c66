#include "card_art.hpp"

#include <algorithm>

#include "describe.hpp"
#include "icons.hpp"
#include "palette.hpp"

namespace duel::ui {
namespace {

const char* roman(int age) { return age == 1 ? "I" : age == 2 ? "II" : "III"; }

}  // namespace

static void paint_card_face(Canvas& c, const Rules& rules, CardId card, const Rect& r) {
  const CardDef& def = rules.cards[card];
  const Rgba col = palette::card_color(def.color);
  const int radius = std::max(2, r.w / 12);
  c.rounded(r, radius, {20, 18, 16});
  const Rect inner = r.inset(std::max(1, r.w / 40));
  c.rounded(inner, radius - 1, col);
  c.vgradient(Rect{inner.x + 2, inner.y + r.h / 3, inner.w - 4, inner.h - r.h / 3 - 2}, col, col.darker(0.3));

  // Effect band on parchment at the top: visible even when the card is half covered.
  const int band_h = r.h * 26 / 100;
  const Rect band{inner.x + 2, inner.y + 2, inner.w - 4, band_h};
  c.rounded(band, radius / 2 + 1, palette::kParchment);
  draw_effect_icons(c, rules, def.effects, band.inset(std::max(1, band.h / 10)));

  const int name_h = r.h * 13 / 100;
  const Rect name{inner.x + 2, band.bottom() + 1, inner.w - 4, name_h};
  c.fill(name, {0, 0, 0, 120});
  c.fit_text(def.name, name.inset(1), std::max(6, name_h * 78 / 100), 6, {255, 255, 255}, FontWeight::Condensed,
             Align::Center);

  // Cost down the left side; chain symbols on the right.
  const int top = name.bottom() + std::max(1, r.h / 50);
  const int n_icons = def.cost.coins ? 1 : 0;
  int units = n_icons;
  for (auto v : def.cost.resources) units += v;
  const int avail = inner.bottom() - top - 2;
  int icon = std::max(5, r.w * 21 / 100);
  if (units > 0) icon = std::max(5, std::min(icon, avail * 9 / (10 * units)));
  if (units == 0) {
    c.text("free", inner.x + 3, top, std::max(6, r.h / 14), {255, 255, 255, 220}, FontWeight::Condensed);
  } else {
    draw_cost_icons(c, def.cost, inner.x + 3, top, icon, true);
  }
  const int pill_h = std::max(7, r.h * 9 / 100);
  const int pill_w = inner.w * 55 / 100;
  if (def.free_with != kNone) {
    draw_chain(c, Rect{inner.right() - pill_w - 3, top, pill_w, pill_h}, chain_title(rules, def.free_with), true);
  }
  if (def.chain_gives != kNone) {
    draw_chain(c, Rect{inner.right() - pill_w - 3, inner.bottom() - pill_h - 3, pill_w, pill_h},
               chain_title(rules, def.chain_gives), false);
  }
  if (def.is_guild()) {
    c.text("Guild", inner.right() - 3, top + pill_h + 2, std::max(6, r.h / 14), {255, 255, 255, 200},
           FontWeight::Condensed, Align::Right);
  }
}

// An Age's back, or a Guild's (rulings 26: its own back, which both players see).
static void paint_card_back(Canvas& c, int age, bool guild, const Rect& r) {
  const Rgba col = guild ? palette::card_color(Color::Purple) : palette::age_back(age);
  const int radius = std::max(2, r.w / 12);
  c.rounded(r, radius, {20, 18, 16});
  const Rect inner = r.inset(std::max(1, r.w / 40));
  c.rounded(inner, radius - 1, col);
  c.rounded_outline(inner.inset(std::max(2, r.w / 14)), radius / 2 + 1, col.lighter(0.35), std::max(1, r.w / 50));
  // The Age's emblem in the upper part, which stays visible when the card is covered.
  const int s = std::min(r.w, r.h) / 4;
  const int cy = r.y + r.h * 27 / 100;
  c.circle(r.center_x(), cy, s, col.darker(0.25));
  c.ring(r.center_x(), cy, s, std::max(1, s / 8), col.lighter(0.4));
  c.fit_text(guild ? "G" : roman(age), Rect{r.center_x() - s, cy - s, 2 * s, 2 * s}, s, 6, col.lighter(0.75),
             FontWeight::Bold, Align::Center);
  c.ring(r.center_x(), r.y + r.h * 70 / 100, s, std::max(1, s / 10), col.lighter(0.2));
}

static void paint_wonder_tile(Canvas& c, const Rules& rules, WonderId wonder, const Rect& r, WonderStatus status,
                              int tucked_age) {
  const WonderDef& w = rules.wonders[wonder];
  const int radius = std::max(3, std::min(r.w, r.h) / 10);
  const Rgba base = status == WonderStatus::Built ? Rgba{196, 160, 96} : Rgba{150, 128, 92};
  c.rounded(r, radius, {20, 18, 16});
  const Rect inner = r.inset(std::max(1, r.w / 60));
  c.rounded(inner, radius - 1, base);
  c.vgradient(Rect{inner.x + 2, inner.y + inner.h / 2, inner.w - 4, inner.h / 2 - 2}, base, base.darker(0.25));

  const bool tall = r.h > r.w;  // the selection's large tiles
  const int name_h = tall ? r.h / 9 : r.h * 26 / 100;
  const Rect name{inner.x + 3, inner.y + 2, inner.w - 6, name_h};
  c.fit_text(w.name, name, std::max(6, name_h * 70 / 100), 6, palette::kInk, FontWeight::Bold,
             tall ? Align::Center : Align::Left);
  const int band_h = tall ? r.h / 5 : r.h * 34 / 100;
  const Rect band{inner.x + 3, name.bottom() + 1, inner.w - 6, band_h};
  c.rounded(band, 3, palette::kParchment);
  draw_effect_icons(c, rules, w.effects, band.inset(std::max(1, band_h / 10)));

  const int icon = tall ? r.w / 9 : std::max(6, r.h * 22 / 100);
  const int cost_y = tall ? band.bottom() + 6 : inner.bottom() - icon - 3;
  draw_cost_icons(c, w.cost, inner.x + 4, cost_y, icon, false);

  if (tall) {
    int y = cost_y + icon + 8;
    for (const std::string& line : effect_lines(rules, w.effects)) {
      y = c.paragraph("• " + line, inner.x + 6, y, inner.w - 12, std::max(7, r.w / 14), palette::kInk);
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
}

void draw_card_face(Canvas& c, const Rules& rules, CardId card, const Rect& r, Uint8 alpha) {
  if (card >= rules.cards.size()) return draw_card_back(c, 1, r);
  c.cached("card" + std::to_string(card), r, [&](const Rect& b) { paint_card_face(c, rules, card, b); }, alpha);
}

void draw_card_back(Canvas& c, int age, const Rect& r, bool guild) {
  c.cached(guild ? std::string("back-guild") : "back" + std::to_string(age), r,
           [&](const Rect& b) { paint_card_back(c, age, guild, b); });
}

void draw_wonder_tile(Canvas& c, const Rules& rules, WonderId wonder, const Rect& r, WonderStatus status,
                      int tucked_age) {
  if (wonder >= rules.wonders.size()) return;
  const std::string key = "wonder" + std::to_string(wonder) + "s" + std::to_string(static_cast<int>(status)) + "a" +
                          std::to_string(tucked_age);
  c.cached(key, r, [&](const Rect& b) { paint_wonder_tile(c, rules, wonder, b, status, tucked_age); });
}

void draw_progress_token(Canvas& c, const Rules& rules, TokenId token, const Rect& r) {
  c.cached("token" + std::to_string(token), r, [&](const Rect& b) { paint_progress_token(c, rules, token, b); });
}

}  // namespace duel::ui
