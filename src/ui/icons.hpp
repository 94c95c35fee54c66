// Procedurally drawn icons: resources, coins, shields, victory points, science
// symbols, chain symbols, and a row of icons for a whole Effects value.
#pragma once

#include <string>

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
void draw_chain(Canvas& c, const Rect& box, const std::string& name, bool needed);

// Draws the icons of an effect centred in `band`, scaled down to fit.
void draw_effect_icons(Canvas& c, const Rules& rules, const Effects& e, const Rect& band);
// Draws a cost as a column (vertical) or row of icons from (x, y), starting a new
// column / row after `per_line` icons; returns the extent used along the first line.
int draw_cost_icons(Canvas& c, const Cost& cost, int x, int y, int icon, bool vertical, int per_line = 1 << 20);
// Draws a row of glyphs (effect_glyphs.hpp) centred in `band`, scaled down to fit.
void draw_glyphs(Canvas& c, const std::vector<Glyph>& glyphs, const Rect& band);

}  // namespace duel::ui
