#include "layout.hpp"

#include <algorithm>
#include <cmath>
#include <vector>

namespace duel::ui {
namespace {

// Maps design coordinates into the window's centred frame.
struct Mapper {
  double s;
  int ox, oy;
  Rect operator()(double x, double y, double w, double h) const {
    const int x0 = ox + static_cast<int>(std::lround(x * s));
    const int y0 = oy + static_cast<int>(std::lround(y * s));
    const int x1 = ox + static_cast<int>(std::lround((x + w) * s));
    const int y1 = oy + static_cast<int>(std::lround((y + h) * s));
    return {x0, y0, x1 - x0, y1 - y0};
  }
};

// The frame keeps the 16:9 design area of the window-size scale; the UI scale then
// changes how many design pixels it holds, never below kMinDesignWidth x kMinDesignHeight.
struct Frame {
  Mapper m;
  double ui = 1.0;
  int design_w = kDesignWidth, design_h = kDesignHeight;
};

Frame make_frame(int width, int height, double ui_scale) {
  const double fit = std::max(0.25, std::min(width / double(kDesignWidth), height / double(kDesignHeight)));
  const double frame_w = kDesignWidth * fit, frame_h = kDesignHeight * fit;
  double ui = std::clamp(ui_scale, kMinUiScale, kMaxUiScale);
  ui = std::min({ui, double(kDesignWidth) / kMinDesignWidth, double(kDesignHeight) / kMinDesignHeight});
  Frame f;
  f.ui = ui;
  f.m.s = fit * ui;
  f.m.ox = std::max(0, static_cast<int>((width - frame_w) / 2));
  f.m.oy = std::max(0, static_cast<int>((height - frame_h) / 2));
  // Rounded down, so that the frame never reaches a pixel past the window.
  f.design_w = static_cast<int>(std::floor(kDesignWidth / ui + 1e-9));
  f.design_h = static_cast<int>(std::floor(kDesignHeight / ui + 1e-9));
  return f;
}

constexpr double kPanelW = 290;
constexpr double kCenterX = 302;  // 6 + kPanelW + 6
constexpr double kLogH = 100;     // title row and five moves
constexpr double kPantheonH = 50;
constexpr double kSenateShare = 0.44;  // of the centre column's width, beside the log

// Each colour's column in a city: brown, grey, yellow and red above; blue, green and
// purple below, wider (more of them in a game).
// With Agora the Senators take a fourth column below (none without it).
void city_groups(CityLayout& c, const Mapper& m, double x, double y, double w, double h, bool senators) {
  const double gap = 4, row_h = (h - gap) / 2;
  for (int i = 0; i < kColorCount; ++i) {
    const bool top = i < 4;
    if (!senators && kCityColorOrder[static_cast<std::size_t>(i)] == Color::Senator) continue;
    const int cols = top || senators ? 4 : 3, col = top ? i : i - 4;
    const double cw = (w - (cols - 1) * gap) / cols;
    c.groups[static_cast<std::size_t>(kCityColorOrder[static_cast<std::size_t>(i)])] =
        m(x + col * (cw + gap), top ? y : y + row_h + gap, cw, row_h);
  }
}

CityLayout city_layout(const Mapper& m, double x, double panel_h, bool senators) {
  CityLayout c;
  const double y = 40, w = kPanelW;
  c.panel = m(x, y, w, panel_h);
  c.header = m(x + 6, y + 4, w - 12, 40);
  const double ww = (w - 18) / 2, wh = 74;
  for (int i = 0; i < kWondersPerPlayer; ++i) {
    c.wonders[i] = m(x + 6 + (i % 2) * (ww + 6), y + 48 + (i / 2) * (wh + 6), ww, wh);
  }
  double yy = y + 48 + 2 * (wh + 6) + 2;
  c.production = m(x + 6, yy, w - 12, 26);
  yy += 28;
  c.prices = m(x + 6, yy, w - 12, 26);
  yy += 28;
  c.science = m(x + 6, yy, w - 12, 28);
  yy += 30;
  c.tokens = m(x + 6, yy, w - 12, 34);
  yy += 38;
  const double cards_h = y + panel_h - 6 - yy;
  c.cards = m(x + 6, yy, w - 12, cards_h);
  city_groups(c, m, x + 6, yy, w - 12, cards_h, senators);
  return c;
}

// The Age's structure: rows overlap by about half a card as on the table, never over
// the head (effect band and name) of the card they cover. Where the height is short
// (Age III's seven rows) a card grows wider instead.
void place_structure(Layout& l, const Mapper& m, const StructureLayout& layout, double sx, double sy, double sw,
                     double sh) {
  int min_col = 255, max_col = 0, rows = std::max<int>(1, layout.rows);
  for (const auto& slot : layout.slots) {
    min_col = std::min<int>(min_col, slot.column);
    max_col = std::max<int>(max_col, slot.column);
    rows = std::max(rows, slot.row + 1);
  }
  // A face-down row's cards turn face up only when nothing covers them any more, so
  // while covered they show their back alone.
  std::vector<bool> face_up(static_cast<std::size_t>(rows), true);
  for (const auto& slot : layout.slots) face_up[slot.row] = slot.face_up;
  constexpr double kGapX = 8, kRatio = 1.4, kMinRatio = 1.3, kStep = 0.5, kWideCardW = 156, kMaxCardW = 110;
  const double across = (max_col - min_col + 2) / 2.0;  // card widths across
  const double room_w = (sw - 20) / across - kGapX;
  const double room_h = sh - 8;
  const double fit_h = room_h / (1 + kStep * (rows - 1));
  double cw = std::min(room_w, kMaxCardW), ch = std::min(fit_h, cw * kRatio);
  if (ch < cw * kRatio) cw = std::min(room_w, std::max(ch / kRatio, kWideCardW));
  auto step_of = [&](double h) { return rows > 1 ? std::min(0.62 * h, (room_h - h) / (rows - 1)) : 0.0; };
  // The design length whose pixels hold `px` and a pixel more.
  auto showing = [&](int px) { return (px + 1) / m.s + 1e-6; };
  auto head2 = [&](double h) { return card_head_height(m(0, 0, cw, h), l.text.card_name, 2); };
  // A name of two lines shows whole where one line cuts it ("Right Politician 1" on an
  // Agora card 86 wide): where the rows leave a head a few pixels short of two lines, the
  // cards are made a little shorter (down to 1.3 times their width) to make room.
  auto two_lines_fit = [&](double h) { return showing(head2(h)) <= step_of(h); };
  if (rows > 1 && !two_lines_fit(ch)) {
    for (double h = ch - 1; h >= cw * kMinRatio; h -= 1) {
      if (two_lines_fit(h)) {
        ch = h;
        break;
      }
    }
  }
  std::vector<double> steps(static_cast<std::size_t>(std::max(rows - 1, 0)), step_of(ch));
  l.card_name_lines = rows == 1 || two_lines_fit(ch) ? 2 : 1;
  // Still one line (Age III's seven rows: "Chamber of Comm." on a card 123 wide with
  // Agora): a row after a face-down one covers all of its cards but their backs'
  // emblems, and gives a face-up row the room for two lines; the cards as tall as that
  // leaves, keeping below the name a body for the cost and a chain's pill.
  if (l.card_name_lines == 1) {
    int up_rows = 0;
    for (int r = 0; r + 1 < rows; ++r) up_rows += face_up[static_cast<std::size_t>(r)] ? 1 : 0;
    const int down_rows = rows - 1 - up_rows;
    for (double h = ch; down_rows > 0; h -= 1) {
      const Rect card = m(0, 0, cw, h);
      if (card.h - head2(h) < 2 * l.text.card_name + 4) break;  // no body left
      const double up = showing(head2(h));
      const double down = std::min(up, (room_h - h - up_rows * up) / down_rows);
      if (down < showing(card_back_head_height(card))) continue;
      ch = h;
      for (int r = 0; r + 1 < rows; ++r) steps[static_cast<std::size_t>(r)] = face_up[static_cast<std::size_t>(r)] ? up : down;
      l.card_name_lines = 2;
      break;
    }
  }
  std::vector<double> row_y(static_cast<std::size_t>(rows), 0.0);
  for (int r = 1; r < rows; ++r) row_y[static_cast<std::size_t>(r)] = row_y[static_cast<std::size_t>(r - 1)] + steps[static_cast<std::size_t>(r - 1)];
  const double unit = (cw + kGapX) / 2;  // one half-card column
  const double total_w = (max_col - min_col) * unit + cw;
  const double total_h = row_y.back() + ch;
  const double x0 = sx + (sw - total_w) / 2, y0 = sy + (sh - total_h) / 2;
  for (const auto& slot : layout.slots) {
    l.slots.push_back(m(x0 + (slot.column - min_col) * unit, y0 + row_y[slot.row], cw, ch));
  }
  l.card_w = static_cast<int>(std::lround(cw * m.s));
  l.card_h = static_cast<int>(std::lround(ch * m.s));
}

}  // namespace

LayoutOptions layout_options_for(const Rules& rules, double ui_scale) {
  LayoutOptions o;
  o.ui_scale = ui_scale;
  for (const std::string& module : rules.modules) {
    o.pantheon = o.pantheon || module == "pantheon";
    o.agora = o.agora || module == "agora";
  }
  return o;
}

int Layout::px(double design) const {
  if (design == 0) return 0;
  return std::max(1, static_cast<int>(std::lround(design * scale)));
}

Rect Layout::slot_rect(int slot) const {
  return slot >= 0 && slot < static_cast<int>(slots.size()) ? slots[static_cast<std::size_t>(slot)] : Rect{};
}

Rect Layout::city_group_rect(Player p, Color colour) const {
  return p < 2 ? cities[p].groups[static_cast<std::size_t>(colour)] : Rect{};
}

Layout compute_frame(int width, int height, const LayoutOptions& options) {
  const Frame f = make_frame(width, height, options.ui_scale);
  const Mapper& m = f.m;
  Layout l;
  l.scale = m.s;
  l.ui_scale = f.ui;
  l.design_w = f.design_w;
  l.design_h = f.design_h;
  l.window = {0, 0, width, height};
  l.frame = m(0, 0, f.design_w, f.design_h);
  l.message = m(200, f.design_h - 30, f.design_w - 460, 24);
  l.text.card_name = l.px(12);
  l.text.card_cost = l.px(20);  // its number: icon_number(20) = 12 design pixels
  l.text.wonder_name = l.px(12);
  l.text.wonder_cost = l.px(20);
  l.text.city_symbol = l.px(20);
  l.text.city_label = l.px(12);
  l.text.log = l.px(12);
  l.text.caption = l.px(12);  // 12 px at 1280x720, 9 px at 960x540: the least readable
  // 11 design pixels (a word like "Horseshoe" in a narrow colour column), never under 9 px.
  l.text.chain = std::max(l.px(11), std::min(l.px(12), 9));
  return l;
}

Layout compute_layout(const GameState& state, int width, int height, const LayoutOptions& options) {
  const Frame f = make_frame(width, height, options.ui_scale);
  const Mapper& m = f.m;
  Layout l = compute_frame(width, height, options);
  const double dw = f.design_w, dh = f.design_h;
  const double cw = dw - 2 * kCenterX;  // the centre column

  l.top_bar = m(0, 0, dw, 34);
  // Buttons on the right of the top bar, status text on the left.
  constexpr double kButtonW = 74, kGap = 4;
  const double buttons_x = dw - 6 - kButtonCount * (kButtonW + kGap) + kGap;
  for (int i = 0; i < kButtonCount; ++i) {
    l.buttons[i] = m(buttons_x + i * (kButtonW + kGap), 4, kButtonW, 26);
  }
  l.status = m(8, 2, buttons_x - 16, 30);

  l.cities[0] = city_layout(m, 6, dh - 46, options.agora);
  l.cities[1] = city_layout(m, dw - 6 - kPanelW, dh - 46, options.agora);

  double y = 40;
  if (options.pantheon) {
    // The Pantheon board: six Divinity spaces in a row above the track, the five
    // Mythology decks at its right end.
    l.pantheon = m(kCenterX, y, cw, kPantheonH);
    constexpr double kDecksW = 88;  // leaves a space room for "Mesopotamian" whole at 1280x720
    const double space_w = (cw - 12 - kDecksW - 6 - 5 * 6) / kDivinitySpaces;
    for (int i = 0; i < kDivinitySpaces; ++i) {
      l.divinity_spaces[i] = m(kCenterX + 6 + i * (space_w + 6), y + 4, space_w, kPantheonH - 8);
    }
    l.divinity_decks = m(kCenterX + cw - 6 - kDecksW, y + 4, kDecksW, kPantheonH - 8);
    y += kPantheonH + 4;
  }

  // Military track: 19 spaces across the centre column.
  l.track = m(kCenterX, y, cw, 62);
  const double space_w = (cw - 12) / 19.0;
  for (int i = 0; i < 19; ++i) l.track_spaces[i] = m(kCenterX + 6 + i * space_w, y + 18, space_w, 30);
  y += 66;

  // Progress tokens: a circle each with its name below.
  l.token_row = m(kCenterX, y, cw, 52);
  // Five spaces 106 apart as on the board (less in a narrow column); more share the row.
  const int spaces = std::max<int>(state.board_token_count, 1);
  const double token_step = std::min(spaces <= 5 ? 106.0 : 1e9, (cw - 100) / spaces);
  for (int i = 0; i < spaces; ++i) l.board_tokens.push_back(m(kCenterX + 90 + i * token_step + 34, y + 1, 36, 36));
  y += 56;

  const double log_y = dh - 6 - kLogH;
  double log_x = kCenterX, log_w = cw;
  if (options.agora) {
    // The Senate: six Chambers in a row, left of a narrower log.
    const double senate_w = std::round(cw * kSenateShare);
    l.senate = m(kCenterX, log_y, senate_w, kLogH);
    const double chamber_w = (senate_w - 12 - 5 * 4) / kChambers;
    for (int i = 0; i < kChambers; ++i) {
      l.chambers[i] = m(kCenterX + 6 + i * (chamber_w + 4), log_y + 22, chamber_w, kLogH - 28);
    }
    log_x += senate_w + 6;
    log_w -= senate_w + 6;
  }
  l.log = m(log_x, log_y, log_w, kLogH);
  l.message = m(log_x + 4, log_y + 2, log_w - 8, 18);

  const double sx = kCenterX, sy = y, sw = cw, sh = log_y - 6 - sy;
  l.structure = m(sx, sy, sw, sh);
  l.prompt = m(sx + 8, sy + 4, sw - 16, sh - 8);

  // The Wonder selection's four tiles, centred, as tall as the area allows.
  const double tile_w = std::min(156.0, (sw - 20 - 30) / 4), tile_h = std::min(250.0, sh - 100);
  const double offer_x = sx + (sw - (4 * tile_w + 30)) / 2;
  for (int i = 0; i < 4; ++i) l.offer[i] = m(offer_x + i * (tile_w + 10), sy + 64, tile_w, tile_h);

  if (state.age >= 1 && state.age <= kAges && state.rules_ != nullptr) {
    const StructureLayout& layout = state.rules().layouts[state.age - 1];
    if (!layout.slots.empty()) place_structure(l, m, layout, sx, sy, sw, sh);
  }
  return l;
}

Rect wonder_tile(const CityLayout& city, int i, int tiles, int gap) {
  if (tiles <= kWondersPerPlayer) return city.wonders[static_cast<std::size_t>(i)];
  const Rect& first = city.wonders[0];
  const Rect& last = city.wonders[kWondersPerPlayer - 1];
  const int columns = (tiles + 1) / 2;
  const int w = (last.right() - first.x - (columns - 1) * gap) / columns;
  return {first.x + (i % columns) * (w + gap), i / columns == 0 ? first.y : last.y, w, first.h};
}

}  // namespace duel::ui
