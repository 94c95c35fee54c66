#include "emblems.hpp"

#include <algorithm>
#include <string>

#include "palette.hpp"

namespace duel::ui {
namespace {

void paint_emblem(Canvas& c, const Rect& box, Color colour) {
  const float s = float(std::min(box.w, box.h));
  const float x = float(box.x) + (float(box.w) - s) / 2, y = float(box.y) + (float(box.h) - s) / 2;
  const int cx = int(x + s / 2), cy = int(y + s / 2);
  const Rgba ink{250, 246, 232};
  const int t = std::max(1, int(s / 9));
  c.circle(cx, cy, int(s / 2), {24, 20, 16, 235});
  c.ring(cx, cy, int(s / 2), std::max(1, int(s / 16)), palette::card_color(colour).lighter(0.35));
  auto P = [&](float fx, float fy) { return SDL_FPoint{x + s * fx, y + s * fy}; };
  switch (colour) {
    case Color::Brown:  // a pick: handle and curved head
      c.line(int(x + s * 0.32f), int(y + s * 0.78f), int(x + s * 0.62f), int(y + s * 0.30f), ink, t);
      c.polygon({P(0.24f, 0.36f), P(0.52f, 0.18f), P(0.58f, 0.32f)}, ink);
      c.polygon({P(0.52f, 0.18f), P(0.82f, 0.38f), P(0.58f, 0.32f)}, ink);
      break;
    case Color::Grey:  // an amphora: neck, body, foot
      c.fill(Rect{int(x + s * 0.43f), int(y + s * 0.18f), std::max(1, int(s * 0.14f)), int(s * 0.2f)}, ink);
      c.line(int(x + s * 0.34f), int(y + s * 0.2f), int(x + s * 0.66f), int(y + s * 0.2f), ink, t);
      c.polygon({P(0.5f, 0.34f), P(0.70f, 0.46f), P(0.62f, 0.74f), P(0.5f, 0.80f), P(0.38f, 0.74f), P(0.30f, 0.46f)},
                ink);
      break;
    case Color::Yellow:  // a coin with a square hole
      c.ring(cx, cy, int(s * 0.28f), std::max(1, int(s / 10)), ink);
      c.fill(Rect{cx - int(s * 0.07f), cy - int(s * 0.07f), std::max(1, int(s * 0.14f)), std::max(1, int(s * 0.14f))},
             ink);
      break;
    case Color::Red:  // a sword, point up
      c.polygon({P(0.5f, 0.14f), P(0.57f, 0.26f), P(0.56f, 0.62f), P(0.44f, 0.62f), P(0.43f, 0.26f)}, ink);
      c.line(int(x + s * 0.32f), int(y + s * 0.64f), int(x + s * 0.68f), int(y + s * 0.64f), ink, t);
      c.line(cx, int(y + s * 0.64f), cx, int(y + s * 0.84f), ink, t);
      break;
    case Color::Blue:  // a column: capital, fluted shaft, base
      c.fill(Rect{int(x + s * 0.26f), int(y + s * 0.18f), int(s * 0.48f), std::max(1, int(s * 0.1f))}, ink);
      for (float fx : {0.34f, 0.46f, 0.58f}) {
        c.fill(Rect{int(x + s * fx), int(y + s * 0.30f), std::max(1, int(s * 0.08f)), int(s * 0.42f)}, ink);
      }
      c.fill(Rect{int(x + s * 0.22f), int(y + s * 0.72f), int(s * 0.56f), std::max(1, int(s * 0.1f))}, ink);
      break;
    case Color::Green:  // a leaf with its vein
      c.polygon({P(0.5f, 0.14f), P(0.72f, 0.38f), P(0.66f, 0.66f), P(0.5f, 0.82f), P(0.34f, 0.66f), P(0.28f, 0.38f)},
                ink);
      c.line(cx, int(y + s * 0.28f), cx, int(y + s * 0.86f), {24, 20, 16}, std::max(1, t / 2));
      break;
    case Color::Purple:  // a crown with three points
      c.fill(Rect{int(x + s * 0.22f), int(y + s * 0.50f), int(s * 0.56f), int(s * 0.2f)}, ink);
      c.polygon({P(0.22f, 0.52f), P(0.22f, 0.28f), P(0.40f, 0.52f)}, ink);
      c.polygon({P(0.36f, 0.52f), P(0.5f, 0.22f), P(0.64f, 0.52f)}, ink);
      c.polygon({P(0.60f, 0.52f), P(0.78f, 0.28f), P(0.78f, 0.52f)}, ink);
      break;
    case Color::Senator:  // a laurel-crowned head: a circle over a toga's fold
      c.circle(cx, int(y + s * 0.40f), int(s * 0.16f), ink);
      c.polygon({P(0.28f, 0.80f), P(0.5f, 0.58f), P(0.72f, 0.80f)}, ink);
      break;
  }
}

}  // namespace

void draw_color_emblem(Canvas& c, const Rect& box, Color colour) {
  c.cached("emblem" + std::to_string(static_cast<int>(colour)), box,
           [&](const Rect& b) { paint_emblem(c, b, colour); });
}

}  // namespace duel::ui
