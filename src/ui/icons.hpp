// Procedurally drawn icons: resources, coins, shields, victory points, science
// symbols, chain symbols, and a row of icons for a whole Effects value.
#pragma once

#include <string>
#include <vector>

#include "canvas.hpp"
#include "effect_glyphs.hpp"
#include "duel/rules.hpp"

namespace duel::ui {

void draw_resource(Canvas& c, const Rect& box, Resource r);
void draw_coin(Canvas& c, const Rect& box, int value, bool loss = false);  // value < 0: no number
void draw_shield(Canvas& c, const Rect& box);
void draw_victory_points(Canvas& c, const Rect& box, int value);
void draw_science(Canvas& c, const Rect& box, int symbol);
void draw_play_again(Canvas& c, const Rect& box);
// A chain symbol as a small labelled pill; `needed` draws it as the "free with" mark.
// Its name at `size` (by default 70% of the pill's height), on two lines where the box
// holds them and one is too narrow.
void draw_chain(Canvas& c, const Rect& box, const std::string& name, bool needed, int size = 0);
// A name (a chain symbol's, a Wonder's) in the lines it takes at `size` in `width`: one, or two split at
// the space that leaves the longer line shortest.
std::vector<std::string> lines_at_space(Canvas& c, const std::string& name, int width, int size);

// Draws the icons of an effect centred in `band`, scaled down to fit.
void draw_effect_icons(Canvas& c, const Rules& rules, const Effects& e, const Rect& band);
// Draws a cost as a column (vertical) or row of icons from (x, y), starting a new
// column / row after `per_line` icons; returns the extent used along the first line.
int draw_cost_icons(Canvas& c, const Cost& cost, int x, int y, int icon, bool vertical, int per_line = 1 << 20);
// Draws a row of glyphs (effect_glyphs.hpp) centred in `band`, scaled down to fit.
void draw_glyphs(Canvas& c, const std::vector<Glyph>& glyphs, const Rect& band);

}  // namespace duel::ui
