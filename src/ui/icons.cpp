#include "icons.hpp"

#include <algorithm>
#include <cmath>
#include <utility>
#include <vector>

#include "effect_glyphs.hpp"
#include "layout.hpp"
#include "palette.hpp"

namespace duel::ui {
namespace {

constexpr double kPi = 3.14159265358979323846;

std::vector<SDL_FPoint> arc(double cx, double cy, double r, double from, double to, int seg) {
  std::vector<SDL_FPoint> pts;
  for (int i = 0; i <= seg; ++i) {
    const double a = from + (to - from) * i / seg;
    pts.push_back({float(cx + r * std::cos(a)), float(cy + r * std::sin(a))});
  }
  return pts;
}

int font_for(const Rect& box) { return icon_number(box.h); }

void number_in(Canvas& c, const Rect& box, const std::string& s, Rgba col) {
  const int size = s.size() > 1 ? std::max(6, box.h * 50 / 100) : font_for(box);
  // Down to 4 px rather than "…": a cut number ("1…" for 12) would say something else.
  c.fit_text(s, Rect{box.x, box.y, box.w, box.h}, size, 4, col, FontWeight::Bold, Align::Center);
}

}  // namespace

static void paint_resource(Canvas& c, const Rect& box, Resource r) {
  const Rgba col = palette::resource_color(r);
  const int x = box.x, y = box.y, s = std::min(box.w, box.h);
  const float fx = float(x), fy = float(y), fs = float(s);
  c.circle(x + s / 2, y + s / 2, s / 2, {24, 24, 24, 110});
  switch (r) {
    case Resource::Wood: {  // a log seen from its end
      c.rounded(Rect{x + s / 8, y + s / 4, s * 3 / 4, s / 2}, s / 5, col);
      c.circle(x + s * 3 / 4, y + s / 2, s / 4, col.lighter(0.35));
      c.ring(x + s * 3 / 4, y + s / 2, s / 6, std::max(1, s / 16), col);
      break;
    }
    case Resource::Clay: {  // a brick
      const Rect b{x + s / 8, y + s / 4, s * 3 / 4, s / 2};
      c.fill(b, col);
      c.line(b.x, b.center_y(), b.right(), b.center_y(), col.lighter(0.45), std::max(1, s / 14));
      c.line(b.center_x(), b.y, b.center_x(), b.center_y(), col.lighter(0.45), std::max(1, s / 14));
      break;
    }
    case Resource::Stone: {  // a rough block
      c.polygon({{fx + fs * 0.2f, fy + fs * 0.35f},
                 {fx + fs * 0.45f, fy + fs * 0.18f},
                 {fx + fs * 0.78f, fy + fs * 0.28f},
                 {fx + fs * 0.85f, fy + fs * 0.65f},
                 {fx + fs * 0.55f, fy + fs * 0.84f},
                 {fx + fs * 0.2f, fy + fs * 0.7f}},
                col);
      c.polygon({{fx + fs * 0.45f, fy + fs * 0.18f}, {fx + fs * 0.78f, fy + fs * 0.28f}, {fx + fs * 0.5f, fy + fs * 0.42f}},
                col.lighter(0.35));
      break;
    }
    case Resource::Glass: {  // a faceted gem
      c.polygon({{fx + fs * 0.5f, fy + fs * 0.12f},
                 {fx + fs * 0.82f, fy + fs * 0.42f},
                 {fx + fs * 0.5f, fy + fs * 0.88f},
                 {fx + fs * 0.18f, fy + fs * 0.42f}},
                col);
      c.polygon({{fx + fs * 0.5f, fy + fs * 0.12f}, {fx + fs * 0.6f, fy + fs * 0.42f}, {fx + fs * 0.38f, fy + fs * 0.42f}},
                col.lighter(0.55));
      break;
    }
    case Resource::Papyrus: {  // a scroll
      c.fill(Rect{x + s / 4, y + s / 5, s / 2, s * 3 / 5}, col);
      c.rounded(Rect{x + s / 6, y + s / 8, s * 2 / 3, s / 6}, s / 12, col.darker(0.25));
      c.rounded(Rect{x + s / 6, y + s * 17 / 24, s * 2 / 3, s / 6}, s / 12, col.darker(0.25));
      for (int i = 1; i <= 2; ++i) {
        const int ly = y + s / 5 + i * s / 6 + s / 24;
        c.line(x + s / 3, ly, x + s * 2 / 3, ly, col.darker(0.45));
      }
      break;
    }
  }
}

static void paint_coin(Canvas& c, const Rect& box, int value, bool loss) {
  const int s = std::min(box.w, box.h);
  const int cx = box.x + box.w / 2, cy = box.y + box.h / 2;
  const Rgba rim = loss ? Rgba{150, 40, 30} : Rgba{170, 120, 20};
  c.circle(cx, cy, s / 2, rim);
  c.circle(cx, cy, s / 2 - std::max(1, s / 10), loss ? Rgba{220, 90, 70} : palette::kGold);
  if (value < 0) return;
  std::string label = loss ? "-" : "";
  label += std::to_string(value);
  number_in(c, Rect{cx - s / 2, cy - s / 2, s, s}, label, palette::kInk);
}

static void paint_shield(Canvas& c, const Rect& box) {
  const float s = float(std::min(box.w, box.h)), x = float(box.x) + (float(box.w) - s) / 2, y = float(box.y);
  const Rgba red{200, 40, 32};
  c.polygon({{x + s * 0.15f, y + s * 0.12f},
             {x + s * 0.85f, y + s * 0.12f},
             {x + s * 0.82f, y + s * 0.55f},
             {x + s * 0.5f, y + s * 0.92f},
             {x + s * 0.18f, y + s * 0.55f}},
            red);
  c.polygon({{x + s * 0.5f, y + s * 0.2f}, {x + s * 0.74f, y + s * 0.2f}, {x + s * 0.72f, y + s * 0.52f}, {x + s * 0.5f, y + s * 0.78f}},
            red.lighter(0.3));
}

static void paint_victory_points(Canvas& c, const Rect& box, int value) {
  const int s = std::min(box.w, box.h);
  const int cx = box.x + box.w / 2, cy = box.y + box.h / 2;
  // A laurel wreath: a ring of leaves around a pale centre.
  c.circle(cx, cy, s / 2, {64, 120, 40});
  for (int i = 0; i < 10; ++i) {
    const double a = 2 * kPi * i / 10;
    c.circle(cx + int(s * 0.40 * std::cos(a)), cy + int(s * 0.40 * std::sin(a)), std::max(1, s / 9), {110, 170, 60});
  }
  c.circle(cx, cy, s * 3 / 10 + 1, {246, 240, 214});
  number_in(c, Rect{cx - s / 2, cy - s / 2, s, s}, std::to_string(value), {30, 60, 20});
}

static void paint_science(Canvas& c, const Rect& box, int symbol) {
  const int s = std::min(box.w, box.h);
  const Rect b{box.x + (box.w - s) / 2, box.y + (box.h - s) / 2, s, s};
  c.rounded(b, s / 5, {40, 120, 70});
  const Rgba w{240, 246, 236};
  const int t = std::max(1, s / 11);
  const int cx = b.center_x(), cy = b.center_y();
  const float fx = float(b.x), fy = float(b.y), fs = float(s);
  switch (symbol) {
    case 0:  // globe: an armillary sphere
      c.ring(cx, cy, s * 3 / 8, t, w);
      c.line(b.x + s / 8, cy, b.right() - s / 8, cy, w, t);
      c.line(b.x + s / 4, b.y + s / 4, b.right() - s / 4, b.bottom() - s / 4, w, t);
      c.line(cx, b.bottom() - s / 8, cx, b.bottom() - 1, w, t);
      break;
    case 1:  // wheel
      c.ring(cx, cy, s * 3 / 8, t, w);
      for (int i = 0; i < 4; ++i) {
        const double a = kPi * i / 4;
        c.line(cx - int(s * 0.36 * std::cos(a)), cy - int(s * 0.36 * std::sin(a)), cx + int(s * 0.36 * std::cos(a)),
               cy + int(s * 0.36 * std::sin(a)), w, std::max(1, t / 2));
      }
      c.circle(cx, cy, std::max(1, s / 10), w);
      break;
    case 2: {  // sundial: a dial and its gnomon
      auto pts = arc(cx, cy + s * 0.12, s * 0.38, kPi, 2 * kPi, 12);
      c.polygon(pts, w);
      c.polygon({{float(cx), fy + fs * 0.16f}, {float(cx) + fs * 0.12f, float(cy) + fs * 0.1f}, {float(cx), float(cy) + fs * 0.1f}},
                {40, 120, 70});
      c.line(b.x + s / 8, cy + s / 8 + 1, b.right() - s / 8, cy + s / 8 + 1, w, t);
      break;
    }
    case 3: {  // mortar and pestle
      auto pts = arc(cx, cy, s * 0.34, 0, kPi, 12);
      c.polygon(pts, w);
      c.line(cx, cy, cx + s / 3, b.y + s / 8, w, t + 1);
      break;
    }
    case 4:  // plumb line: an A-frame level
      c.line(cx, b.y + s / 8, b.x + s / 6, b.bottom() - s / 8, w, t);
      c.line(cx, b.y + s / 8, b.right() - s / 6, b.bottom() - s / 8, w, t);
      c.line(b.x + s * 3 / 10, cy + s / 8, b.right() - s * 3 / 10, cy + s / 8, w, t);
      c.line(cx, b.y + s / 8, cx, cy + s / 12, w, std::max(1, t / 2));
      c.circle(cx, cy + s / 12, std::max(1, s / 12), w);
      break;
    case 5:  // quill
      c.polygon({{fx + fs * 0.78f, fy + fs * 0.12f},
                 {fx + fs * 0.62f, fy + fs * 0.52f},
                 {fx + fs * 0.26f, fy + fs * 0.86f},
                 {fx + fs * 0.4f, fy + fs * 0.5f}},
                w);
      c.line(b.x + s / 4, b.bottom() - s / 8, b.x + s / 2, b.bottom() - s / 8, w, t);
      break;
    case 6: {  // law: scales
      c.line(cx, b.y + s / 6, cx, b.bottom() - s / 6, w, t);
      c.line(b.x + s / 6, b.y + s / 4, b.right() - s / 6, b.y + s / 4, w, t);
      c.line(b.x + s / 8, b.bottom() - s / 6, b.right() - s / 8, b.bottom() - s / 6, w, t);
      c.polygon(arc(b.x + s / 4, cy, s * 0.14, 0, kPi, 8), w);
      c.polygon(arc(b.right() - s / 4, cy, s * 0.14, 0, kPi, 8), w);
      break;
    }
    default: break;
  }
}

static void paint_play_again(Canvas& c, const Rect& box) {
  const int s = std::min(box.w, box.h);
  const int cx = box.x + box.w / 2, cy = box.y + box.h / 2;
  c.circle(cx, cy, s / 2, {60, 60, 70});
  number_in(c, Rect{cx - s / 2, cy - s / 2, s, s}, "↻", {255, 255, 255});
}

// The name in the lines the box holds at `size` (two where one is too narrow: "Greek /
// Mythology token"), each shrunk to 6 px at the least before it is abbreviated.
static void paint_chain(Canvas& c, const Rect& box, const std::string& name, bool needed, int size) {
  const Rgba bg = needed ? Rgba{250, 246, 232} : Rgba{36, 32, 28};
  const Rgba fg = needed ? palette::kInk : Rgba{250, 246, 232};
  const int radius = std::min(box.h / 2, std::max(4, size));
  c.rounded(box, radius, bg);
  c.rounded_outline(box, radius, {0, 0, 0, 140}, 1);
  const Rect inner = box.inset(std::max(1, std::min(box.h, 2 * size) / 6));
  const int line_h = size + 1;
  const std::vector<std::string> lines =
      inner.h >= 2 * line_h ? lines_at_space(c, name, inner.w, size) : std::vector<std::string>{name};
  const int top = inner.y + (inner.h - line_h * static_cast<int>(lines.size())) / 2;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    c.fit_name(lines[i], Rect{inner.x, top + static_cast<int>(i) * line_h, inner.w, line_h}, size, std::min(size, 6),
               fg, FontWeight::Condensed, Align::Center);
  }
}

void draw_resource(Canvas& c, const Rect& box, Resource r) {
  c.cached("res" + std::to_string(static_cast<int>(r)), box, [&](const Rect& b) { paint_resource(c, b, r); });
}

void draw_coin(Canvas& c, const Rect& box, int value, bool loss) {
  c.cached("coin" + std::to_string(value) + (loss ? "l" : ""), box, [&](const Rect& b) { paint_coin(c, b, value, loss); });
}

void draw_shield(Canvas& c, const Rect& box) {
  c.cached("shield", box, [&](const Rect& b) { paint_shield(c, b); });
}

void draw_victory_points(Canvas& c, const Rect& box, int value) {
  c.cached("vp" + std::to_string(value), box, [&](const Rect& b) { paint_victory_points(c, b, value); });
}

void draw_science(Canvas& c, const Rect& box, int symbol) {
  c.cached("sci" + std::to_string(symbol), box, [&](const Rect& b) { paint_science(c, b, symbol); });
}

void draw_play_again(Canvas& c, const Rect& box) {
  c.cached("again", box, [&](const Rect& b) { paint_play_again(c, b); });
}

std::vector<std::string> lines_at_space(Canvas& c, const std::string& name, int width, int size) {
  if (c.text_width(name, size, FontWeight::Condensed) <= width) return {name};
  std::vector<std::string> best = {name};
  int best_w = 1 << 30;
  for (std::size_t sp = name.find(' '); sp != std::string::npos; sp = name.find(' ', sp + 1)) {
    std::string a = name.substr(0, sp), b = name.substr(sp + 1);
    const int w = std::max(c.text_width(a, size, FontWeight::Condensed), c.text_width(b, size, FontWeight::Condensed));
    if (w < best_w) {
      best_w = w;
      best = {std::move(a), std::move(b)};
    }
  }
  return best;
}

void draw_chain(Canvas& c, const Rect& box, const std::string& name, bool needed, int size) {
  if (size <= 0) size = std::max(6, box.h * 7 / 10);
  c.cached("chain" + name + (needed ? "n" : "g") + std::to_string(size), box,
           [&](const Rect& b) { paint_chain(c, b, name, needed, size); });
}

void draw_effect_icons(Canvas& c, const Rules& rules, const Effects& e, const Rect& band) {
  (void)rules;
  draw_glyphs(c, effect_glyphs(e), band);
}

void draw_glyphs(Canvas& c, const std::vector<Glyph>& glyphs, const Rect& band) {
  if (glyphs.empty()) return;
  double units = 0;
  for (const Glyph& g : glyphs) units += g.width;
  const double gap = 0.12;
  units += gap * double(glyphs.size() - 1);
  int s = std::min(band.h, static_cast<int>(band.w / units));
  s = std::max(s, 4);
  double x = band.x + (band.w - units * s) / 2;
  const int y = band.y + (band.h - s) / 2;
  for (const Glyph& g : glyphs) {
    const Rect box{static_cast<int>(x), y, static_cast<int>(g.width * s), s};
    switch (g.kind) {
      case Glyph::Res: draw_resource(c, box, static_cast<Resource>(g.value)); break;
      case Glyph::Coin: draw_coin(c, box, g.value); break;
      case Glyph::Loss: draw_coin(c, box, g.value, true); break;
      case Glyph::Shield: draw_shield(c, box); break;
      case Glyph::Vp: draw_victory_points(c, box, g.value); break;
      case Glyph::Sci: draw_science(c, box, g.value); break;
      case Glyph::Again: draw_play_again(c, box); break;
      case Glyph::ColorChip: {
        const Rect chip{box.x + 1, box.y + s / 6, std::max(2, box.w - 2), s * 2 / 3};
        c.fill(chip, palette::card_color(static_cast<Color>(g.value)));
        c.outline(chip, {255, 255, 255, 200});
        break;
      }
      case Glyph::ChainLink: {  // two links, the second through the first
        const int t = std::max(1, s / 9);
        const int lw = box.w * 3 / 5, lh = std::max(4, s * 2 / 5);
        const int ly = box.y + (s - lh) / 2;
        c.rounded_outline(Rect{box.x, ly, lw, lh}, lh / 2, palette::kInk, t);
        c.rounded_outline(Rect{box.right() - lw, ly, lw, lh}, lh / 2, palette::kInk, t);
        break;
      }
      case Glyph::Slash:
      case Glyph::Text:
        // Down to 4 px rather than "…": a cut number ("1…" for 12) would say something else.
        c.fit_text(g.text, box, std::max(6, s * 3 / 5), 4, palette::kInk, FontWeight::Bold, Align::Center);
        break;
    }
    x += (g.width + gap) * s;
  }
}

int draw_cost_icons(Canvas& c, const Cost& cost, int x, int y, int icon, bool vertical, int per_line) {
  int pos = 0, line = 0, extent = 0;
  const int step = icon + std::max(1, icon / 8);
  auto next = [&]() {
    if (pos >= per_line * step) {
      pos = 0;
      ++line;
    }
    const int across = line * step;
    const Rect box = vertical ? Rect{x + across, y + pos, icon, icon} : Rect{x + pos, y + across, icon, icon};
    pos += step;
    extent = std::max(extent, pos);
    return box;
  };
  if (cost.coins) draw_coin(c, next(), cost.coins);
  for (int r = 0; r < kResourceCount; ++r) {
    for (int i = 0; i < cost.resources[r]; ++i) draw_resource(c, next(), static_cast<Resource>(r));
  }
  return extent;
}

}  // namespace duel::ui
