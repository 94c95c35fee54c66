// The icons of an item's effects, as a row of glyphs (no SDL): one entry per effect
// kind, indexed by duel::EffectKind (src/ui/effect_glyphs.cpp). icons.cpp draws them.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "duel/effects.hpp"

namespace duel::ui {

// One icon of an effect row, drawn in a square of side `s` (times `width`).
struct Glyph {
  enum Kind { Res, Coin, Loss, Shield, Vp, Sci, Again, Text, ColorChip, Slash, ChainLink };
  Kind kind;
  int value = 0;
  std::string text;
  double width = 1.0;  // in icon sizes
  Glyph(Kind k, int v = 0, std::string t = {}, double w = 1.0) : kind(k), value(v), text(std::move(t)), width(w) {}
};

// The glyphs of every effect the item has, in the effect table's order.
std::vector<Glyph> effect_glyphs(const Effects& e);
// The glyphs of one effect kind of the item (empty when the item lacks it).
std::vector<Glyph> effect_kind_glyphs(const Effects& e, EffectKind kind);

}  // namespace duel::ui
