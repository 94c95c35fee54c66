// The first-time walkthrough on the game screen: the offer at the first turn of the
// first game, then each step (walkthrough.hpp) as a highlighted area with the rest of
// the screen dimmed and a short text beside it. The game waits while it is shown.
#include <algorithm>

#include "app.hpp"
#include "palette.hpp"
#include "walkthrough.hpp"

namespace duel::ui {
namespace {

// Where the step's text goes: below the area, else above, else beside it, else inside
// its top (the structure: the cards that can be taken are at its bottom); never outside
// the frame.
Rect text_box(const Layout& l, const Rect& area, int w, int h) {
  const int gap = l.px(14);
  const Rect& f = l.frame;
  const int x = std::clamp(area.center_x() - w / 2, f.x + gap, f.right() - w - gap);
  const int y = std::clamp(area.center_y() - h / 2, f.y + gap, f.bottom() - h - gap);
  if (area.bottom() + gap + h <= f.bottom()) return {x, area.bottom() + gap, w, h};
  if (area.y - gap - h >= f.y) return {x, area.y - gap - h, w, h};
  if (area.right() + gap + w <= f.right()) return {area.right() + gap, y, w, h};
  if (area.x - gap - w >= f.x) return {area.x - gap - w, y, w, h};
  return {x, std::max(area.y, f.y) + gap, w, h};
}

}  // namespace

void App::update_walkthrough_offer() {
  if (walkthrough_asked_ || !offer_walkthrough || !session_ || screen_ != Screen::Game) return;
  if (choice_from(session_->state()) != ChoiceFrom::Structure || !human_to_move()) return;
  walkthrough_asked_ = true;  // asked once per run, and never again once seen or declined
  walkthrough_offer_ = !walkthrough_seen();
}

void App::start_walkthrough() {
  if (!session_) return;
  screen_ = Screen::Game;
  overlay_ = Overlay::None;
  walkthrough_asked_ = true;
  walkthrough_offer_ = false;
  walkthrough_step_ = 0;
}

void App::show_symbol_key() {
  screen_ = Screen::Help;
  help_symbols_ = true;  // the help's second page
  help_scroll_ = 0;
  overlay_ = Overlay::None;
}

void App::walkthrough_choice(int a) {
  if (a == 2) return show_symbol_key();  // the key help's buttons
  if (a == 3) return start_walkthrough();
  if (walkthrough_offer_) {
    walkthrough_offer_ = false;
    if (a == 0) start_walkthrough();
  } else if (walkthrough_step_ >= 0 && session_) {
    const Layout l = layout_for(width_, height_);  // the drawn layout: the expansions' steps need their regions
    const Player me = human_seat() == kNone ? session_->state().to_move() : human_seat();
    const int steps = static_cast<int>(walkthrough_steps(l, session_->state(), me).size());
    walkthrough_step_ = a == 0 && walkthrough_step_ + 1 < steps ? walkthrough_step_ + 1 : -1;
  }
  if (walkthrough_step_ < 0 && offer_walkthrough) mark_walkthrough_seen();
}

bool App::walkthrough_key(SDL_Keycode k) {
  if (!walkthrough_offer_ && walkthrough_step_ < 0) return false;
  if (k == SDLK_RETURN || k == SDLK_KP_ENTER || k == SDLK_SPACE) walkthrough_choice(0);
  if (k == SDLK_ESCAPE) walkthrough_choice(1);
  return true;  // other keys wait until it is closed
}

void App::render_walkthrough(Canvas& c, const Layout& l) {
  if (!session_ || (!walkthrough_offer_ && walkthrough_step_ < 0)) return;
  hotspots_.push_back({Hotspot::Blocker, l.window, 0, 0});  // the game waits
  const Rect bw{0, 0, l.px(150), l.px(32)};
  if (walkthrough_offer_) {
    const Rect r{l.frame.center_x() - l.px(250), l.frame.center_y() - l.px(75), l.px(500), l.px(146)};
    c.fill(l.window, {0, 0, 0, 110});
    panel(c, l, r, "Show me how to play a turn?");
    c.paragraph("A short tour of the screen: what to click and what the numbers mean. Later, W in the game "
                "shows it again (F1 lists every key).",
                r.x + l.px(24), r.y + l.px(48), r.w - l.px(48), l.px(14), palette::kText);
    const int y = r.bottom() - l.px(46);
    button(c, l, Rect{r.center_x() - bw.w - l.px(8), y, bw.w, bw.h}, "Yes, show me (Enter)", Hotspot::Walkthrough, 0,
           true, true);
    button(c, l, Rect{r.center_x() + l.px(8), y, bw.w, bw.h}, "No thanks (Esc)", Hotspot::Walkthrough, 1);
    return;
  }
  const Player me = human_seat() == kNone ? session_->state().to_move() : human_seat();
  const std::vector<WalkthroughStep> steps = walkthrough_steps(l, session_->state(), me);
  walkthrough_step_ = std::clamp(walkthrough_step_, 0, static_cast<int>(steps.size()) - 1);
  const WalkthroughStep& step = steps[static_cast<std::size_t>(walkthrough_step_)];
  const Rect a = step.area.inset(-l.px(6));
  const Rect& w = l.window;
  const Rgba dim{0, 0, 0, 150};
  c.fill(Rect{w.x, w.y, w.w, a.y - w.y}, dim);
  c.fill(Rect{w.x, a.bottom(), w.w, w.bottom() - a.bottom()}, dim);
  c.fill(Rect{w.x, a.y, a.x - w.x, a.h}, dim);
  c.fill(Rect{a.right(), a.y, w.right() - a.right(), a.h}, dim);
  // A thick outline and a dark edge inside it: seen on any background.
  c.rounded_outline(a, l.px(8), palette::kAccent, l.px(4));
  c.rounded_outline(a.inset(l.px(4)), l.px(6), {0, 0, 0, 160}, l.px(1));

  const int tw = l.px(420);
  const int lines = static_cast<int>(c.wrap(step.text, tw - l.px(40), l.px(14)).size());
  const Rect r = text_box(l, a, tw, l.px(100) + lines * l.px(18));
  const bool last = walkthrough_step_ + 1 == static_cast<int>(steps.size());
  panel(c, l, r, "");
  c.text("Step " + std::to_string(walkthrough_step_ + 1) + " of " + std::to_string(steps.size()), r.x + l.px(20),
         r.y + l.px(12), l.px(12), palette::kTextDim);
  c.text(step.title, r.x + l.px(20), r.y + l.px(28), l.px(17), palette::kAccent, FontWeight::Bold);
  c.paragraph(step.text, r.x + l.px(20), r.y + l.px(54), tw - l.px(40), l.px(14), palette::kText);
  const int y = r.bottom() - l.px(42);
  button(c, l, Rect{r.right() - l.px(20) - bw.w, y, bw.w, bw.h}, last ? "Done (Enter)" : "Next (Enter)",
         Hotspot::Walkthrough, 0, true, true);
  if (!last) button(c, l, Rect{r.right() - l.px(32) - 2 * bw.w, y, bw.w, bw.h}, "Skip (Esc)", Hotspot::Walkthrough, 1);
}

}  // namespace duel::ui
