// The App's side of the layout options: the UI scale chosen by the player and the
// expansions' regions the rules of the game shown ask for.
#include <algorithm>

#include "app.hpp"
#include "palette.hpp"

namespace duel::ui {

void App::set_ui_scale(float scale) {
  ui_scale_ = std::clamp(scale, static_cast<float>(kMinUiScale), static_cast<float>(kMaxUiScale));
  base_dirty_ = true;
}

Layout App::layout_for(int width, int height) const {
  LayoutOptions options;
  const Rules* rules = session_ ? &session_->rules() : rules_.get();
  if (rules) options = layout_options_for(*rules, ui_scale_);
  // The menu and the rules help keep their own 1280x720 design; the board scales.
  options.ui_scale = screen_ == Screen::Game ? ui_scale_ : 1.0;
  if (show_expansion_regions_) options.pantheon = options.agora = true;
  if (session_) return compute_layout(session_->state(), width, height, options);
  return compute_layout(GameState{}, width, height, options);
}

// Placeholders for the expansions' boards (docs and tests only, never in a base game):
// where the Pantheon's Divinity spaces and the Senate's Chambers will be drawn.
void App::render_expansion_regions(Canvas& c, const Layout& l) const {
  const Rgba line{255, 255, 255, 90};
  if (!l.pantheon.empty()) {
    c.rounded(l.pantheon, l.px(8), palette::kPanel);
    for (int i = 0; i < kDivinitySpaces; ++i) {
      const Rect& r = l.divinity_spaces[static_cast<std::size_t>(i)];
      c.rounded_outline(r, l.px(6), line, 1);
      c.fit_text("Divinity " + std::to_string(i + 1), r, l.text.city_label, l.text.city_label, palette::kTextDim,
                 FontWeight::Regular, Align::Center);
    }
  }
  if (!l.senate.empty()) {
    c.rounded(l.senate, l.px(8), palette::kPanel);
    c.text("Senate", l.senate.x + l.px(10), l.senate.y + l.px(4), l.text.log, palette::kTextDim, FontWeight::Bold);
    for (int i = 0; i < kChambers; ++i) {
      const Rect& r = l.chambers[static_cast<std::size_t>(i)];
      c.rounded_outline(r, l.px(6), line, 1);
      c.fit_text(std::to_string(i + 1), r, l.text.city_label, l.text.city_label, palette::kTextDim,
                 FontWeight::Bold, Align::Center);
    }
  }
}

}  // namespace duel::ui
