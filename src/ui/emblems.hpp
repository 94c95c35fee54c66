// Each card colour's own shape, so that colour is never the only signal: brown = a
// pick, grey = an amphora, yellow = a coin, red = a sword, blue = a column, green = a
// leaf, purple = a crown. Drawn light on a dark disc, readable on any card colour.
#pragma once

#include "canvas.hpp"
#include "duel/types.hpp"

namespace duel::ui {

void draw_color_emblem(Canvas& c, const Rect& box, Color colour);

}  // namespace duel::ui
