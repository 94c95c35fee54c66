// The hot-seat hand-over curtain: between turns, when the player at the screen
// changes and the setting asks for it (hand_over.hpp decides), the whole window says
// whose turn it is and shows nothing of the board until that player clicks or presses
// a key. While it is up, its own hotspot is the only one.
#include "app.hpp"
#include "hand_over.hpp"
#include "palette.hpp"

namespace duel::ui {

void App::update_curtain(const GameState* before) {
  if (!session_ || session_->ai_seat < 2) {
    curtain_ = Curtain{};
    return;
  }
  curtain_after_move(curtain_, settings_.hand_over, before, session_->state());
  if (curtain_.up) overlay_ = Overlay::None;  // nothing of the board stays open behind it
}

void App::resume_behind_curtain() {
  base_dirty_ = true;
  if (!session_ || session_->ai_seat < 2) return;
  curtain_on_resume(curtain_, settings_.hand_over, session_->state());
  if (curtain_.up) overlay_ = Overlay::None;
}

void App::lower_curtain() {
  base_dirty_ = true;
  if (!session_) {
    curtain_.up = false;
    return;
  }
  curtain_lowered(curtain_, session_->state());
  // The steps of the move the curtain hid play now, for the player who can see them.
  animation_.restart(clock_ms());
}

void App::render_curtain(Canvas& c, const Layout& l) {
  c.clear(palette::kTable.darker(0.55));
  c.vgradient(l.frame, {30, 38, 48}, {14, 18, 24});
  const Player seat = session_->state().to_move();
  const std::string& who = session_->names[seat];
  const int cx = l.frame.center_x(), cy = l.frame.center_y();
  const std::string title = curtain_.look_away ? session_->names[opponent(seat)] + ": please look away"
                                             : "Pass the computer to " + who;
  const std::string detail = curtain_.look_away ? who + " sees what only they may know: " + who +
                                                    ", click or press a key when you are ready"
                                              : who + ": click or press a key when you are ready";
  c.fit_text(title, Rect{l.frame.x + l.px(40), cy - l.px(70), l.frame.w - l.px(80), l.px(50)},
             l.px(38), 14, palette::kAccent, FontWeight::Bold, Align::Center);
  c.fit_text(detail, Rect{l.frame.x + l.px(40), cy, l.frame.w - l.px(80), l.px(30)},
             l.px(20), 11, palette::kText, FontWeight::Regular, Align::Center);
  c.fit_text("The board stays hidden until then, so the other player cannot see it.",
             Rect{l.frame.x + l.px(40), cy + l.px(40), l.frame.w - l.px(80), l.px(24)}, l.px(14), 9, palette::kTextDim,
             FontWeight::Regular, Align::Center);
  c.ring(cx, cy - l.px(150), l.px(40), l.px(4), palette::kGold);
  c.fit_text(std::to_string(seat + 1), Rect{cx - l.px(40), cy - l.px(190), l.px(80), l.px(80)}, l.px(40), 14,
             palette::kGold, FontWeight::Bold, Align::Center);
  hotspots_.push_back({Hotspot::Curtain, l.window, 0, 0});
}

}  // namespace duel::ui
