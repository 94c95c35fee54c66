// A player's city panel: treasury, Wonders, production, prices, science symbols,
// Progress tokens and the constructed cards grouped by colour.
#include <algorithm>
#include <bit>

#include "app.hpp"
#include "card_art.hpp"
#include "describe.hpp"
#include "duel/scoring.hpp"
#include "icons.hpp"
#include "levels.hpp"
#include "palette.hpp"

namespace duel::ui {
Rect treasury_rect(const Layout& l, Player p) {
  const Rect& header = l.cities[static_cast<std::size_t>(p)].header;
  return {header.right() - l.px(124), header.y + l.px(1), l.px(24), l.px(24)};
}

void App::render_city(Canvas& c, const Layout& l, Player p) {
  const GameState& s = view();
  const Rules& rules = session_->rules();
  const City& city = s.cities[p];
  const CityLayout& cl = l.cities[p];
  const bool active = !s.is_terminal() && s.to_move() == p;

  c.rounded(cl.panel, l.px(10), palette::kPanel);
  if (active) c.rounded_outline(cl.panel, l.px(10), palette::kPlayer[p], l.px(3));

  // Header: name, treasury, points so far.
  c.fit_text(session_->names[p], Rect{cl.header.x + l.px(4), cl.header.y, cl.header.w / 2, l.px(22)}, l.px(17), 9,
             palette::kPlayer[p], FontWeight::Bold);
  std::string seat = p == 0 ? "player 1" : "player 2";
  if (p == session_->ai_seat && !session_->difficulty.empty()) {
    // The computer's level, as the menu names it ("Hard"): the name already says
    // "Computer", and "player 2 · Hard · to move" would not fit beside the treasury.
    seat = level_name(session_->difficulty);
  }
  // The seat line and the captions under the header's icons at text.caption, the least
  // readable size; the icons are 24 design pixels so that the captions stay in the header.
  const Rect coin = treasury_rect(l, p);
  c.fit_text(seat + (active ? " · to move" : ""),
             Rect{cl.header.x + l.px(4), cl.header.y + l.px(22), coin.x - cl.header.x - l.px(8), l.text.caption + l.px(3)},
             l.text.caption, l.text.caption, palette::kTextDim);
  const auto caption = [&](const Rect& icon, const char* text) {
    c.text(text, icon.center_x(), icon.bottom() - l.px(1), l.text.caption, palette::kTextDim, FontWeight::Regular,
           Align::Center);
  };
  const std::uint64_t now = clock_ms();
  draw_coin(c, coin, animation_.shown_coins(p, city.coins, now));  // the change shows when its coins land
  caption(coin, "coins");
  const Rect vp{cl.header.right() - l.px(72), coin.y, coin.w, coin.h};  // captions 12+ px apart
  draw_victory_points(c, vp, score_sheet(s, p).total());
  caption(vp, "points");
  // A Wonder whose card is still flying under it is not built yet; one Ra takes is not
  // in this row until it lands.
  const auto building = [&](int i) {
    return city.wonder_built(i) && animation_.hides(StepKind::CardFlight, city.wonder_cards[static_cast<std::size_t>(i)], now);
  };
  const auto arriving = [&](int i) { return animation_.hides(StepKind::WonderTaken, city.wonders[static_cast<std::size_t>(i)], now); };
  int built = 0, owned = 0;
  for (int i = 0; i < city.wonder_count; ++i) {
    built += city.wonder_built(i) && !building(i) ? 1 : 0;
    owned += arriving(i) ? 0 : 1;
  }
  const Rect wb{cl.header.right() - l.px(30), coin.y, l.px(28), coin.h};
  c.fit_text(std::to_string(built) + "/" + std::to_string(owned), wb, l.px(13), 7,
             palette::kText, FontWeight::Bold, Align::Center);
  caption(wb, "built");

  // Wonders.
  const int limit = rules.constants.wonder_limit;
  const int tiles = std::max<int>(kWondersPerPlayer, city.wonder_count);
  for (int i = 0; i < tiles; ++i) {
    const Rect r = wonder_tile(cl, i, tiles, l.px(6));
    const WonderId w = city.wonders[i];
    if (w != kNone && arriving(i)) {  // its place waits for it
      c.rounded_outline(r, l.px(6), {255, 255, 255, 40}, 1);
      hotspots_.push_back({Hotspot::CityWonder, r, p, i});  // the animation's destination
      continue;
    }
    if (w == kNone) {
      c.rounded_outline(r, l.px(6), {255, 255, 255, 40}, 1);
      if (s.phase != Phase::WonderSelection && i < city.wonder_count) {
        // On two lines where one is too narrow (a fourth tile with both expansions).
        const std::vector<std::string> words = c.wrap("back in the box", r.w - l.px(8), l.text.caption);
        const int line_h = l.text.caption + l.px(3), top = r.y + (r.h - static_cast<int>(words.size()) * line_h) / 2;
        for (std::size_t n = 0; n < words.size(); ++n) {
          c.fit_text(words[n], Rect{r.x, top + static_cast<int>(n) * line_h, r.w, line_h}, l.text.caption, l.text.caption,
                     palette::kTextDim, FontWeight::Regular, Align::Center);
        }
      }
      continue;
    }
    WonderStatus status = WonderStatus::Unbuilt;
    int age = 0;
    if (city.wonder_built(i) && !building(i)) {
      status = WonderStatus::Built;
      age = rules.cards[city.wonder_cards[i]].age;
    } else if (s.phase != Phase::WonderSelection && s.wonders_built_total() >= limit) {
      status = WonderStatus::InBox;
    }
    draw_wonder_tile(c, rules, w, r, status, age, CardFaceText{l.text.wonder_name, l.text.wonder_cost});
    if (highlight_ && highlight_->type == ActionType::BuildWonder && highlight_->wonder == w) {
      c.rounded_outline(r.inset(-l.px(2)), l.px(7), highlight_is_hint_ ? palette::kGood : palette::kAccent, l.px(3));
    }
    hotspots_.push_back({Hotspot::CityWonder, r, p, i});
  }

  // Production and prices.
  const int ri = l.px(20);
  int x = cl.production.x + l.px(4);
  c.text("Makes", x, cl.production.y + l.px(5), l.text.city_label, palette::kTextDim, FontWeight::Bold);
  x += l.px(58);  // past the row's label
  // What the city makes: each resource with its count, then each "one of" producer as a
  // framed group. A city making much (a late game's Forum, Caravansery, Piraeus and the
  // Great Lighthouse) would run past the panel: then "×1" is left out and a group's
  // icons close up, so everything stays inside.
  const int avail = cl.production.right() - l.px(4) - x;
  const int label = l.text.city_label;
  auto count_text = [&](int n) { return "×" + std::to_string(n); };
  auto row_width = [&](bool ones, int step) {
    int w = 0;
    for (int r = 0; r < kResourceCount; ++r) {
      const int n = city.production[r];
      if (n == 0) continue;
      w += ri + (n > 1 || ones ? c.text_width(count_text(n), label) : 0) + l.px(6);
    }
    for (int k = 0; k < city.one_of_count && k < static_cast<int>(city.one_of.size()); ++k) {
      w += step * (std::popcount(static_cast<unsigned>(city.one_of[k])) - 1) + l.px(15) + l.px(6);
    }
    return w;
  };
  bool ones = true;
  int step = l.px(14);
  if (row_width(true, step) > avail) ones = false;
  while (step > l.px(7) && row_width(ones, step) > avail) --step;
  bool any = false;
  for (int r = 0; r < kResourceCount; ++r) {
    const int n = city.production[r];
    if (n == 0) continue;
    any = true;
    draw_resource(c, Rect{x, cl.production.y + l.px(3), ri, ri}, static_cast<Resource>(r));
    x += ri;
    if (n > 1 || ones) x += c.text(count_text(n), x, cl.production.y + l.px(5), label, palette::kText);
    x += l.px(6);
  }
  for (int k = 0; k < city.one_of_count && k < static_cast<int>(city.one_of.size()); ++k) {
    any = true;
    const int start_x = x;
    for (int r = 0; r < kResourceCount; ++r) {
      if (!(city.one_of[k] & (1 << r))) continue;
      draw_resource(c, Rect{x, cl.production.y + l.px(5), l.px(15), l.px(15)}, static_cast<Resource>(r));
      x += step;
    }
    x += l.px(15) - step;  // the last icon's full width
    c.rounded_outline(Rect{start_x - 2, cl.production.y + l.px(3), x - start_x + 4, l.px(19)}, l.px(4),
                      palette::kTextDim, 1);
    x += l.px(6);
  }
  if (!any) c.text("nothing yet", x, cl.production.y + l.px(5), l.text.city_label, palette::kTextDim);

  x = cl.prices.x + l.px(4);
  c.text("Buys at", x, cl.prices.y + l.px(5), l.text.city_label, palette::kTextDim, FontWeight::Bold);
  x += l.px(58);  // past the row's label
  const int pi = l.px(18);
  for (int r = 0; r < kResourceCount; ++r) {
    draw_resource(c, Rect{x, cl.prices.y + l.px(4), pi, pi}, static_cast<Resource>(r));
    draw_coin(c, Rect{x + pi, cl.prices.y + l.px(3), l.text.city_symbol, l.text.city_symbol}, s.trade_price(p, static_cast<Resource>(r)));
    x += pi + l.text.city_symbol + l.px(4);  // the price readable: text.city_symbol's number
  }

  // Science symbols gathered.
  x = cl.science.x + l.px(4);
  c.text("Science", x, cl.science.y + l.px(6), l.text.city_label, palette::kTextDim, FontWeight::Bold);
  x += l.px(58);  // past the row's label
  int distinct = 0;
  for (int sym = 0; sym < kScienceCount; ++sym) {
    if (city.science[sym] == 0) continue;
    ++distinct;
    draw_science(c, Rect{x, cl.science.y + l.px(3), l.px(22), l.px(22)}, sym);
    x += l.px(23);
    if (city.science[sym] > 1) {
      x += c.text("×" + std::to_string(city.science[sym]), x, cl.science.y + l.px(6), l.text.city_label, palette::kText);
    }
    x += l.px(3);
  }
  c.text(std::to_string(distinct) + "/" + std::to_string(rules.constants.science_supremacy_symbols),
         cl.science.right() - l.px(4), cl.science.y + l.px(6), l.text.city_label, palette::kTextDim, FontWeight::Bold,
         Align::Right);

  // Progress tokens owned.
  x = cl.tokens.x + l.px(4);
  c.text("Tokens", x, cl.tokens.y + l.px(9), l.text.city_label, palette::kTextDim, FontWeight::Bold);
  x += l.px(58);  // past the row's label
  int rank = 0;
  for (int t = 0; t < static_cast<int>(rules.progress_tokens.size()) && t < 16; ++t) {
    if (!(city.progress & (1U << t))) continue;
    const Rect r = city_token_rect(l, p, rank++);
    if (!animation_.hides(StepKind::ProgressToken, t, now)) draw_progress_token(c, rules, static_cast<TokenId>(t), r);
    hotspots_.push_back({Hotspot::CityToken, r, t, p});
  }
  render_pantheon_holdings(c, l, p);

  // Constructed cards as on the table: a column per colour (its emblem and count on
  // top), each card a strip showing its key symbols and the chain symbol it gives.
  c.fill(Rect{cl.cards.x, cl.cards.y - l.px(3), cl.cards.w, 1}, {255, 255, 255, 30});
  // A colour the layout gives no column (the Senators without Agora) is not in this game.
  for (Color col : kCityColorOrder) {
    if (!l.city_group_rect(p, col).empty()) render_city_group(c, l, p, col);
  }
  render_agora_hand(c, l, p);
}

// The `rank`-th Progress token of a city's row (its tokens in id order), past the row's label.
Rect App::city_token_rect(const Layout& l, Player p, int rank) const {
  const CityLayout& cl = l.cities[p];
  return {cl.tokens.x + l.px(4) + l.px(58) + rank * l.px(35), cl.tokens.y + l.px(1), l.px(32), l.px(32)};
}

}  // namespace duel::ui
