// A city's constructed cards as a player lays them out: one column per colour, the
// colour's emblem and the number of cards on top, then each card as a strip of its
// key symbols (production, shields, science, points, coins) and the chain symbol it
// gives. When a column fills up, its cards overlap and keep their symbols' row.
#include <algorithm>
#include <string>
#include <vector>

#include "app.hpp"
#include "describe.hpp"
#include "emblems.hpp"
#include "icons.hpp"
#include "palette.hpp"

namespace duel::ui {

void App::render_city_group(Canvas& c, const Layout& l, Player p, Color colour) {
  const Rules& rules = session_->rules();
  const City& city = session_->state().cities[p];
  const Rect g = l.city_group_rect(p, colour);
  std::vector<CardId> cards;
  city.cards.for_each([&](CardId card) {
    if (rules.cards[card].color == colour) cards.push_back(card);
  });
  const int head = l.text.city_label + l.px(4);
  const int emblem = head - l.px(2);
  draw_color_emblem(c, Rect{g.x, g.y, emblem, emblem}, colour);
  c.fit_text(std::to_string(cards.size()), Rect{g.x + emblem + l.px(3), g.y, g.w - emblem - l.px(3), emblem},
             l.text.city_label, l.text.city_label, cards.empty() ? palette::kTextDim : palette::kText,
             FontWeight::Bold);
  if (cards.empty()) {
    c.rounded_outline(Rect{g.x, g.y + head, g.w, l.text.city_symbol + l.px(4)}, l.px(4), {255, 255, 255, 30}, 1);
    return;
  }
  const int chip_h = l.text.city_symbol + l.px(4);
  const int room = g.h - head - chip_h;
  const int n = static_cast<int>(cards.size());
  const int step = n > 1 ? std::min(chip_h + l.px(2), room / (n - 1)) : 0;
  for (int i = 0; i < n; ++i) {
    const CardId card = cards[static_cast<std::size_t>(i)];
    const CardDef& def = rules.cards[card];
    const Rect r{g.x, g.y + head + i * step, g.w, chip_h};
    hotspots_.push_back({Hotspot::CityCard, r, card, p});  // the animation's destination too
    if (animation_.hides(StepKind::CardFlight, card, clock_ms())) continue;  // still flying here
    // Drawn once into a picture (a full redraw blits it).
    c.cached("citycard" + std::to_string(card) + "s" + std::to_string(l.text.city_symbol), r, [&](const Rect& b) {
      c.rounded(b, l.px(4), {20, 18, 16});
      c.rounded(b.inset(1), l.px(4), palette::card_color(colour));
      // The chain symbol it gives, as a dark pill on the right half.
      int icons_w = b.w - l.px(4);
      if (def.chain_gives != kNone) {
        const int pill_w = b.w * 45 / 100;
        draw_chain(c, Rect{b.right() - pill_w - l.px(2), b.y + l.px(3), pill_w, b.h - l.px(6)},
                   chain_title(rules, def.chain_gives), false);
        icons_w -= pill_w + l.px(2);
      }
      const Rect icons{b.x + l.px(2), b.y + l.px(2), icons_w, l.text.city_symbol};
      c.rounded(icons, l.px(3), palette::kParchment);
      draw_effect_icons(c, rules, def.effects, icons);
    });
    if (highlight_ && highlight_->card == card && highlight_->type == ActionType::Construct) {
      c.rounded_outline(r, l.px(4), palette::kAccent, l.px(2));
    }
  }
}

}  // namespace duel::ui
