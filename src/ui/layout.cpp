#include "layout.hpp"

#include <algorithm>
#include <cmath>

namespace duel::ui {
namespace {

// Maps design coordinates into the window's centred frame.
struct Mapper {
  double s;
  int ox, oy;
  Rect operator()(double x, double y, double w, double h) const {
    const int x0 = ox + static_cast<int>(std::lround(x * s));
    const int y0 = oy + static_cast<int>(std::lround(y * s));
    const int x1 = ox + static_cast<int>(std::lround((x + w) * s));
    const int y1 = oy + static_cast<int>(std::lround((y + h) * s));
    return {x0, y0, x1 - x0, y1 - y0};
  }
};

Mapper make_mapper(int width, int height) {
  const double s = std::max(0.25, std::min(width / double(kDesignWidth), height / double(kDesignHeight)));
  const int ox = std::max(0, static_cast<int>((width - kDesignWidth * s) / 2));
  const int oy = std::max(0, static_cast<int>((height - kDesignHeight * s) / 2));
  return {s, ox, oy};
}

constexpr double kPanelW = 290;
constexpr double kCenterX = 302;
constexpr double kCenterW = 676;

CityLayout city_layout(const Mapper& m, double x) {
  CityLayout c;
  const double y = 40, w = kPanelW;
  c.panel = m(x, y, w, 674);
  c.header = m(x + 6, y + 4, w - 12, 40);
  const double ww = (w - 18) / 2, wh = 74;
  for (int i = 0; i < kWondersPerPlayer; ++i) {
    c.wonders[i] = m(x + 6 + (i % 2) * (ww + 6), y + 48 + (i / 2) * (wh + 6), ww, wh);
  }
  double yy = y + 48 + 2 * (wh + 6) + 2;
  c.production = m(x + 6, yy, w - 12, 26);
  yy += 28;
  c.prices = m(x + 6, yy, w - 12, 26);
  yy += 28;
  c.science = m(x + 6, yy, w - 12, 28);
  yy += 30;
  c.tokens = m(x + 6, yy, w - 12, 34);
  yy += 38;
  c.cards = m(x + 6, yy, w - 12, y + 674 - 6 - yy);
  return c;
}

}  // namespace

int Layout::px(double design) const {
  if (design == 0) return 0;
  return std::max(1, static_cast<int>(std::lround(design * scale)));
}

Layout compute_frame(int width, int height) {
  const Mapper m = make_mapper(width, height);
  Layout l;
  l.scale = m.s;
  l.window = {0, 0, width, height};
  l.frame = m(0, 0, kDesignWidth, kDesignHeight);
  l.message = m(200, kDesignHeight - 30, kDesignWidth - 460, 24);
  return l;
}

Layout compute_layout(const GameState& state, int width, int height) {
  const Mapper m = make_mapper(width, height);
  Layout l = compute_frame(width, height);

  l.top_bar = m(0, 0, kDesignWidth, 34);
  // Buttons on the right of the top bar, status text on the left.
  constexpr double kButtonW = 74, kGap = 4;
  const double buttons_x = kDesignWidth - 6 - kButtonCount * (kButtonW + kGap) + kGap;
  for (int i = 0; i < kButtonCount; ++i) {
    l.buttons[i] = m(buttons_x + i * (kButtonW + kGap), 4, kButtonW, 26);
  }
  l.status = m(8, 2, buttons_x - 16, 30);

  l.cities[0] = city_layout(m, 6);
  l.cities[1] = city_layout(m, kDesignWidth - 6 - kPanelW);

  // Military track: 19 spaces across the centre column.
  l.track = m(kCenterX, 40, kCenterW, 62);
  const double space_w = (kCenterW - 12) / 19.0;
  for (int i = 0; i < 19; ++i) l.track_spaces[i] = m(kCenterX + 6 + i * space_w, 58, space_w, 30);

  // Progress tokens: a circle each with its name below.
  l.token_row = m(kCenterX, 106, kCenterW, 52);
  // Five spaces 106 apart as on the board; more (modified data) share the row.
  const int spaces = std::max<int>(state.board_token_count, 1);
  const double token_step = spaces <= 5 ? 106 : (kCenterW - 100) / spaces;
  for (int i = 0; i < spaces; ++i) l.board_tokens.push_back(m(kCenterX + 90 + i * token_step + 34, 107, 36, 36));

  const double sx = kCenterX, sy = 162, sw = kCenterW, sh = 418;
  l.structure = m(sx, sy, sw, sh);
  l.log = m(kCenterX, 586, kCenterW, 128);
  l.message = m(kCenterX + 4, 588, kCenterW - 8, 18);
  l.prompt = m(sx + 8, sy + 4, sw - 16, sh - 8);

  for (int i = 0; i < 4; ++i) l.offer[i] = m(sx + 10 + i * 166, sy + 70, 156, 250);

  if (state.age >= 1 && state.age <= kAges && state.rules_ != nullptr) {
    const StructureLayout& layout = state.rules().layouts[state.age - 1];
    if (!layout.slots.empty()) {
      int min_col = 255, max_col = 0, rows = std::max<int>(1, layout.rows);
      for (const auto& slot : layout.slots) {
        min_col = std::min<int>(min_col, slot.column);
        max_col = std::max<int>(max_col, slot.column);
        rows = std::max(rows, slot.row + 1);
      }
      const double across = (max_col - min_col + 2) / 2.0;  // card widths across
      constexpr double kGapX = 8, kRatio = 1.4;
      double cw = std::min(100.0, (sw - 20) / across - kGapX);
      double ch = cw * kRatio;
      // Rows overlap: each shows at least 40% of its card above the next row.
      double step = rows > 1 ? std::min(0.62 * ch, (sh - 8 - ch) / (rows - 1)) : 0;
      if (rows > 1 && step < 0.40 * ch) {
        ch = (sh - 8) / (1 + 0.40 * (rows - 1));
        cw = ch / kRatio;
        step = 0.40 * ch;
      }
      const double unit = (cw + kGapX) / 2;  // one half-card column
      const double total_w = (max_col - min_col) * unit + cw;
      const double total_h = (rows - 1) * step + ch;
      const double x0 = sx + (sw - total_w) / 2, y0 = sy + (sh - total_h) / 2;
      for (const auto& slot : layout.slots) {
        l.slots.push_back(m(x0 + (slot.column - min_col) * unit, y0 + slot.row * step, cw, ch));
      }
      l.card_w = static_cast<int>(std::lround(cw * m.s));
      l.card_h = static_cast<int>(std::lround(ch * m.s));
    }
  }
  return l;
}

Rect wonder_tile(const CityLayout& city, int i, int tiles, int gap) {
  if (tiles <= kWondersPerPlayer) return city.wonders[static_cast<std::size_t>(i)];
  const Rect& first = city.wonders[0];
  const Rect& last = city.wonders[kWondersPerPlayer - 1];
  const int columns = (tiles + 1) / 2;
  const int w = (last.right() - first.x - (columns - 1) * gap) / columns;
  return {first.x + (i % columns) * (w + gap), i / columns == 0 ? first.y : last.y, w, first.h};
}

}  // namespace duel::ui
