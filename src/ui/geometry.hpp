// Plain rectangles in window pixels, shared by the layout (no SDL) and the drawing code.
#pragma once

#include <algorithm>

namespace duel::ui {

struct Rect {
  int x = 0, y = 0, w = 0, h = 0;

  int right() const { return x + w; }
  int bottom() const { return y + h; }
  int center_x() const { return x + w / 2; }
  int center_y() const { return y + h / 2; }
  bool empty() const { return w <= 0 || h <= 0; }
  bool contains(int px, int py) const { return px >= x && py >= y && px < x + w && py < y + h; }
  bool intersects(const Rect& o) const {
    return !empty() && !o.empty() && x < o.right() && o.x < right() && y < o.bottom() && o.y < bottom();
  }
  bool inside(const Rect& o) const {
    return x >= o.x && y >= o.y && right() <= o.right() && bottom() <= o.bottom();
  }
  Rect inset(int d) const { return {x + d, y + d, std::max(0, w - 2 * d), std::max(0, h - 2 * d)}; }
  bool operator==(const Rect&) const = default;
};

}  // namespace duel::ui
