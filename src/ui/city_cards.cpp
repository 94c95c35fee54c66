// A city's constructed cards as a player lays them out: one column per colour, the
// colour's emblem and the number of cards on top, then each card as a strip of its
// key symbols (production, shields, science, points, coins) and, on a second line, the
// chain symbol it gives. When a column fills up, its cards overlap and keep their
// symbols' row.
#include <algorithm>
#include <string>
#include <vector>

#include "agora_words.hpp"
#include "app.hpp"
#include "card_art.hpp"
#include "describe.hpp"
#include "emblems.hpp"
#include "icons.hpp"
#include "palette.hpp"
#include "pantheon_words.hpp"

namespace duel::ui {

void App::render_city_group(Canvas& c, const Layout& l, Player p, Color colour) {
  const Rules& rules = session_->rules();
  const City& city = view().cities[p];
  Rect g = l.city_group_rect(p, colour);
  if (colour == Color::Senator || colour == Color::Purple) g.h -= agora_hand_height(c, l, p);  // the Conspiracies below
  std::vector<CardId> cards;
  city.cards.for_each([&](CardId card) {
    if (rules.cards[card].color == colour) cards.push_back(card);
  });
  const int head = l.text.city_label + l.px(4);
  const int emblem = head - l.px(2);
  draw_color_emblem(c, Rect{g.x, g.y, emblem, emblem}, colour);
  // The count waits for a card still flying here (the card itself is hidden until it lands).
  const long landed = std::count_if(cards.begin(), cards.end(),
                                    [&](CardId card) { return !animation_.hides(StepKind::CardFlight, card, clock_ms()); });
  c.fit_text(std::to_string(landed), Rect{g.x + emblem + l.px(3), g.y, g.w - emblem - l.px(3), emblem},
             l.text.city_label, l.text.city_label, landed == 0 ? palette::kTextDim : palette::kText,
             FontWeight::Bold);
  if (cards.empty()) {
    c.rounded_outline(Rect{g.x, g.y + head, g.w, l.text.city_symbol + l.px(4)}, l.px(4), {255, 255, 255, 30}, 1);
    return;
  }
  // Each strip: its symbols' row, then for a card that gives a chain symbol the
  // symbol's name on a dark pill across the strip's full width (two lines when one is
  // too narrow: "Greek / building"), at text.chain, never shortened at 1280x720.
  const int chip_h = l.text.city_symbol + l.px(4);
  const int line_h = l.text.chain + l.px(2);
  const int pill_inner = g.w - l.px(6);  // the pill's width less a pixel each side
  const int n = static_cast<int>(cards.size());
  std::vector<std::vector<std::string>> chains(cards.size());
  std::vector<int> heights(cards.size(), chip_h);
  for (std::size_t i = 0; i < cards.size(); ++i) {
    const CardDef& def = rules.cards[cards[i]];
    if (def.chain_gives == kNone) continue;
    chains[i] = lines_at_space(c, chain_title(rules, def.chain_gives), pill_inner, l.text.chain);
    heights[i] += static_cast<int>(chains[i].size()) * line_h + l.px(3);
  }
  // Stacked with a small gap. A column too full for that hides the chain pills first,
  // evenly, so that every strip's top, its symbols' row, stays in view; only a column
  // too full even for the rows alone overlaps those.
  const int gap = l.px(2);
  const int row_step = chip_h + gap;  // a strip's symbols' row and the gap
  const int rows = (n - 1) * row_step;  // every strip but the last: its row alone
  int pills = 0;
  for (int i = 0; i + 1 < n; ++i) pills += heights[static_cast<std::size_t>(i)] - chip_h;
  const int room = std::max(g.h - head - heights.back(), 0);
  double pill_share = 1.0, row_share = 1.0;
  if (rows + pills > room) {
    if (room >= rows) {
      pill_share = double(room - rows) / pills;  // pills > 0 here: rows + pills > room >= rows
    } else {
      pill_share = 0.0;
      row_share = double(room) / rows;
    }
  }
  double offset = 0.0;
  for (int i = 0; i < n; ++i) {
    const std::size_t k = static_cast<std::size_t>(i);
    const CardId card = cards[k];
    const CardDef& def = rules.cards[card];
    const Rect r{g.x, g.y + head + static_cast<int>(offset), g.w, heights[k]};
    offset += row_step * row_share + (heights[k] - chip_h) * pill_share;
    hotspots_.push_back({Hotspot::CityCard, r, card, p});  // the animation's destination too
    if (animation_.hides(StepKind::CardFlight, card, clock_ms())) continue;  // still flying here
    // Drawn once into a picture (a full redraw blits it).
    c.cached("citycard" + std::to_string(card) + "s" + std::to_string(l.text.city_symbol) + "w" + std::to_string(g.w),
             r, [&](const Rect& b) {
      c.rounded(b, l.px(4), {20, 18, 16});
      c.rounded(b.inset(1), l.px(4), card_face_colour(rules, card));
      const Rect icons{b.x + l.px(2), b.y + l.px(2), b.w - l.px(4), l.text.city_symbol};
      c.rounded(icons, l.px(3), palette::kParchment);
      draw_effect_icons(c, rules, def.effects, icons);
      if (grand_temple_of(rules, card) >= 0) draw_grand_temple_points(c, rules, icons.inset(1));
      if (const std::string word = senator_word(rules, card); !word.empty()) {  // a Senator: no symbols, a word
        c.fit_name(word, Rect{b.x + 1, icons.y, b.w - 2, icons.h}, l.text.chain, std::min(l.text.chain, 9), palette::kInk, FontWeight::Condensed, Align::Center);
      }
      if (chains[k].empty()) return;
      const Rect pill{b.x + l.px(2), b.y + chip_h - l.px(1), b.w - l.px(4), b.bottom() - l.px(2) - (b.y + chip_h - l.px(1))};
      c.rounded(pill, std::min(pill.h / 2, l.px(8)), {36, 32, 28});
      for (std::size_t line = 0; line < chains[k].size(); ++line) {
        const Rect row{pill.x + l.px(1), pill.y + l.px(1) + static_cast<int>(line) * line_h, pill_inner, line_h};
        c.fit_text(chains[k][line], row, l.text.chain, l.text.chain, {250, 246, 232}, FontWeight::Condensed,
                   Align::Center);
      }
    });
    if (highlight_ && highlight_->card == card && highlight_->type == ActionType::Construct) {
      c.rounded_outline(r, l.px(4), palette::kAccent, l.px(2));
    }
  }
}

}  // namespace duel::ui
