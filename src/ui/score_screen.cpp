// The end of the game: both score sheets by the scorebook's categories, the winner
// and the kind of victory.
#include <algorithm>
#include <iterator>

#include "app.hpp"
#include "describe.hpp"
#include "duel/scoring.hpp"
#include "icons.hpp"
#include "palette.hpp"

namespace duel::ui {
namespace {

struct Row {
  ScoreCategory category;
  const char* label;
  Rgba color;
};

const Row kRows[kScoreCategoryCount] = {
    {ScoreCategory::Blue, "Blue cards", {47, 109, 181}},     {ScoreCategory::Green, "Green cards", {46, 139, 87}},
    {ScoreCategory::Yellow, "Yellow cards", {222, 172, 32}}, {ScoreCategory::Purple, "Guilds", {125, 60, 152}},
    {ScoreCategory::Wonders, "Wonders", {196, 160, 96}},     {ScoreCategory::Progress, "Progress tokens", {58, 140, 104}},
    {ScoreCategory::Coins, "Treasury (1 per 3 coins)", palette::kGold},
    {ScoreCategory::Military, "Military", {192, 57, 43}},
    {ScoreCategory::Other, "Brown, grey and red cards", {139, 90, 43}},
    {ScoreCategory::Divinities, "Divinities (and coins on Astarte)", {170, 120, 200}},
    {ScoreCategory::GrandTemples, "Grand Temples", {150, 110, 60}},
    {ScoreCategory::Senate, "Senate (Chambers controlled)", {214, 206, 190}},
};
// Every category has its row (a missing one would be a row without a label).
static_assert(static_cast<int>(ScoreCategory::Senate) + 1 == kScoreCategoryCount, "a row per score category");

}  // namespace

void App::render_score(Canvas& c, const Layout& l) {
  const GameState& s = session_->state();
  const Rect r{l.frame.center_x() - l.px(330), l.frame.y + l.px(56), l.px(660), l.px(560)};
  const ScoreSheet sheets[2] = {score_sheet(s, 0), score_sheet(s, 1)};
  std::string title;
  if (s.winner < 2) {
    title = subject_verb(session_->names[s.winner], "wins");
  } else {
    title = "Shared victory";
  }
  std::string kind;
  switch (s.victory) {
    case VictoryType::Military: kind = "Military supremacy: the Conflict pawn reached the capital"; break;
    case VictoryType::Science: kind = "Scientific supremacy: 6 different science symbols"; break;
    case VictoryType::Civilian:
      kind = sheets[0].total() == sheets[1].total()
                 ? "Civilian victory: same points, decided by the points from blue cards"
                 : "Civilian victory: most victory points at the end of Age III";
      break;
    case VictoryType::Shared: kind = "Same points and same blue-card points: the victory is shared"; break;
    case VictoryType::Political: kind = "Political supremacy: every Chamber of the Senate controlled"; break;
    case VictoryType::None: kind = "The game is over"; break;
  }
  panel(c, l, r, "");
  c.fit_text(title, Rect{r.x, r.y + l.px(14), r.w, l.px(36)}, l.px(28), 12,
             s.winner < 2 ? palette::kPlayer[s.winner] : palette::kAccent, FontWeight::Bold, Align::Center);
  c.fit_text(kind, Rect{r.x + l.px(20), r.y + l.px(54), r.w - l.px(40), l.px(20)}, l.px(14), 8, palette::kText,
             FontWeight::Regular, Align::Center);

  if (s.victory == VictoryType::Military || s.victory == VictoryType::Science) {
    c.fit_text("(a supremacy wins at once, whatever the points)", Rect{r.x + l.px(20), r.y + l.px(72), r.w - l.px(40), l.px(16)},
               l.px(12), 8, palette::kTextDim, FontWeight::Regular, Align::Center);
  }
  const int label_x = r.x + l.px(40), col0 = r.x + l.px(400), col1 = r.x + l.px(540);
  int y = r.y + l.px(92);
  c.text(session_->names[0], col0, y, l.px(15), palette::kPlayer[0], FontWeight::Bold, Align::Center);
  c.text(session_->names[1], col1, y, l.px(15), palette::kPlayer[1], FontWeight::Bold, Align::Center);
  y += l.px(30);
  // VP on brown, grey and red cards exist only in modified data, Pantheon's rows only
  // with Pantheon, Guilds not with it (Grand Temples replace them): no empty row for them.
  const auto shown = [&](const Row& row) {
    const bool optional = row.category == ScoreCategory::Other ||
                          (!s.pantheon.on && (row.category == ScoreCategory::Divinities || row.category == ScoreCategory::GrandTemples)) ||
                          (s.pantheon.on && row.category == ScoreCategory::Purple) ||
                          (!s.agora.on && row.category == ScoreCategory::Senate);
    return !optional || sheets[0][row.category] != 0 || sheets[1][row.category] != 0;
  };
  // The rows share what is left above the total and the buttons (Pantheon adds two).
  const int rows = static_cast<int>(std::count_if(std::begin(kRows), std::end(kRows), shown));
  const int room = r.bottom() - l.px(48) - l.px(60) - y;
  const int row_h = std::min(l.px(36), room / std::max(1, rows));
  for (const Row& row : kRows) {
    if (!shown(row)) continue;
    c.rounded(Rect{label_x - l.px(10), y - l.px(3), r.w - l.px(60), row_h - l.px(4)}, l.px(6), row.color.with_alpha(60));
    c.fill(Rect{label_x - l.px(10), y - l.px(3), l.px(6), row_h - l.px(4)}, row.color);
    c.text(row.label, label_x + l.px(6), y + l.px(5), l.px(15), palette::kText);
    for (int p = 0; p < 2; ++p) {
      const int v = sheets[p][row.category];
      c.text(std::to_string(v), p == 0 ? col0 : col1, y + l.px(4), l.px(17), v ? palette::kText : palette::kTextDim,
             FontWeight::Bold, Align::Center);
    }
    y += row_h;
  }
  c.fill(Rect{label_x - l.px(10), y, r.w - l.px(60), l.px(2)}, palette::kGold);
  y += l.px(10);
  c.text("Total", label_x + l.px(6), y + l.px(4), l.px(18), palette::kAccent, FontWeight::Bold);
  for (int p = 0; p < 2; ++p) {
    const Rect vp{(p == 0 ? col0 : col1) - l.px(20), y, l.px(40), l.px(40)};
    draw_victory_points(c, vp, sheets[p].total());
  }
  const int by = r.bottom() - l.px(48);
  button(c, l, Rect{r.x + l.px(40), by, l.px(170), l.px(34)}, "New game", Hotspot::ScoreButton, 0, true, true);
  button(c, l, Rect{r.x + l.px(245), by, l.px(170), l.px(34)}, "Main menu", Hotspot::ScoreButton, 1);
  button(c, l, Rect{r.x + l.px(450), by, l.px(170), l.px(34)}, "View the board (B)", Hotspot::ScoreButton, 2);
}

}  // namespace duel::ui
