// Drawing the animation queue over the game scene, and the App's side of it: queueing a
// move's steps, moving time on, skipping, and the computer's move that waits for the
// steps to end. The scene under it is drawn from the state after the move, with what is
// still travelling hidden at its destination (board_view.cpp, city_view.cpp ask).
#include <algorithm>
#include <cmath>
#include <cstdlib>

#include "app.hpp"
#include "card_art.hpp"
#include "icons.hpp"
#include "palette.hpp"

namespace duel::ui {
namespace {

Rect lerp(const Rect& a, const Rect& b, double k) {
  auto mix = [k](int x, int y) { return static_cast<int>(std::lround(x + (y - x) * k)); };
  return {mix(a.x, b.x), mix(a.y, b.y), mix(a.w, b.w), mix(a.h, b.h)};
}

// A rect of `w` x `h` centred on `r`'s centre.
Rect centred(const Rect& r, int w, int h) { return {r.center_x() - w / 2, r.center_y() - h / 2, w, h}; }

// The rect a hotspot of the scene just drawn has for (kind, a, b); `fallback` if none.
Rect hotspot_rect(const std::vector<Hotspot>& spots, Hotspot::Kind kind, int a, int b, const Rect& fallback) {
  for (const Hotspot& h : spots) {
    if (h.kind == kind && h.a == a && h.b == b) return h.rect;
  }
  return fallback;
}

}  // namespace

void App::queue_animation(const GameState& before, const EventLog& events) {
  const GameState& s = session_->state();
  if (s.is_terminal()) return;  // the score sheet covers the board: it is the answer
  std::vector<AnimationStep> steps = steps_for_move(before, s, events, animation_speed_, animation_viewer());
  // The computer moving again (a replay, a decision of its own, a Divinity to place): its
  // move holds the status line for a step at least, so each move of the chain is seen.
  const Player ai = session_->ai_seat;
  if (ai < 2 && before.to_move() == ai && s.to_move() == ai && steps.empty() && animation_speed_ != AnimationSpeed::Off) {
    steps.push_back({.kind = StepKind::Pause, .player = ai, .duration_ms = step_duration_ms(animation_speed_)});
  }
  if (steps.empty()) return;
  animation_.start(std::move(steps), before, clock_ms());
  base_dirty_ = true;
}

void App::skip_animation() {
  animation_.skip();
  base_dirty_ = true;
}

void App::update_animation() {
  const auto step_now = [this] { return animating() ? animation_.current(clock_ms()) : -1; };
  if (!animating() && ai_waiting_) {
    const Action a = *ai_waiting_;
    ai_waiting_.reset();
    if (session_ && session_->ai_seat == session_->state().to_move() && !session_->state().is_terminal()) play(a);
  }
  const int step = step_now();
  if (step != animation_step_drawn_) base_dirty_ = true;  // the scene hides and shows by step
  animation_step_drawn_ = step;
}

Rect App::military_token_rect(const Layout& l, Player side, int zone) const {
  const MilitaryZone& z = session_->rules().military.zones[static_cast<std::size_t>(zone)];
  const int mid = (z.from + z.to) / 2;
  const Rect sp = l.track_spaces[static_cast<std::size_t>(std::clamp(side == 0 ? 9 - mid : 9 + mid, 0, 18))];
  return {sp.center_x() - l.px(22), l.track.y + l.px(1), l.px(44), l.px(16)};
}

void App::render_animation(Canvas& c, const Layout& l) {
  const std::uint64_t now = clock_ms();
  if (screen_ != Screen::Game || !session_ || !animation_.running(now)) return;
  const Rules& rules = session_->rules();
  const GameState& s = session_->state();
  const Layout from = compute_layout(animation_.before(), width_, height_);  // where cards left
  const auto& steps = animation_.steps();
  const int current = animation_.current(now);
  const double eased = ease_in_out(animation_.progress(now));
  const Rect bank = centred(l.structure, l.px(30), l.px(30));
  bool pawn_drawn = false;
  for (int i = current; i < static_cast<int>(steps.size()); ++i) {
    const AnimationStep& st = steps[static_cast<std::size_t>(i)];
    const bool active = i == current;
    const double k = active ? eased : 0.0;  // steps still to come wait at their origin
    switch (st.kind) {
      case StepKind::CardFlight: {
        if (st.card >= rules.cards.size()) break;
        const Rect pile = l.buttons[static_cast<std::size_t>(Button::DiscardPile)];
        Rect origin = st.slot >= 0 && st.slot < static_cast<int>(from.slots.size())
                          ? from.slots[static_cast<std::size_t>(st.slot)]
                          : pile;
        if (st.side < 2) {  // taken from the opponent's city: the head of its colour's column there
          const Rect column = from.city_group_rect(st.side, rules.cards[st.card].color);
          const Rect size = from.slots.empty() ? Rect{0, 0, l.px(60), l.px(84)} : from.slots[0];
          origin = column.empty() ? centred(from.cities[st.side].cards, size.w, size.h)
                                  : Rect{column.center_x() - size.w / 2, column.y, size.w, size.h};
        }
        Rect dest = pile;
        if (st.destination == CardDestination::City) {
          dest = hotspot_rect(base_hotspots_, Hotspot::CityCard, st.card, st.player, l.cities[st.player].cards);
        } else if (st.destination == CardDestination::Wonder) {
          const City& city = s.cities[st.player];
          int tile = 0;
          for (int w = 0; w < city.wonder_count; ++w) {
            if (city.wonders[static_cast<std::size_t>(w)] == st.wonder) tile = w;
          }
          dest = hotspot_rect(base_hotspots_, Hotspot::CityWonder, st.player, tile, l.cities[st.player].wonders[0]);
        } else if (st.destination == CardDestination::Conspiracy && st.player < 2) {
          dest = conspiracy_rect(c, l, st.player, st.token);  // tucked under it: the card shrinks to its strip
        }
        const Rect r = lerp(origin, dest, k);
        draw_card_face(c, rules, st.card, r);
        c.rounded_outline(r, l.px(6), palette::kAccent, l.px(2));
        break;
      }
      case StepKind::Coins:
      case StepKind::MilitaryToken: {
        const Rect treasury = treasury_rect(l, st.player);
        if (st.kind == StepKind::MilitaryToken) {
          const Rect token = military_token_rect(l, st.side < 2 ? st.side : st.player, st.token);
          render_military_token(c, l, lerp(token, centred(treasury, token.w, token.h), k),
                                rules.military.zones[static_cast<std::size_t>(st.token)].token_coins);
        } else if (active) {
          // A coin travels between the bank (the table's centre) and the treasury.
          const Rect r = st.coins > 0 ? lerp(bank, treasury, k) : lerp(treasury, bank, k);
          draw_coin(c, r, std::abs(st.coins));
        }
        // Agora's Military tokens take no coins (their effect is the cube steps after them): no "−0".
        if (!active || st.coins == 0) break;
        // "+3" / "−3" rising from under the treasury onto it: the sign says it, not only the colour.
        const std::string label = (st.coins > 0 ? "+" : "−") + std::to_string(std::abs(st.coins));
        const int size = l.px(18);
        const int y = treasury.bottom() - static_cast<int>(std::lround(k * l.px(16)));
        const Rect back{treasury.center_x() - l.px(24), y, l.px(48), size + l.px(6)};
        c.rounded(back, l.px(6), {20, 20, 20, 220});
        c.fit_text(label, back, size, 8, st.coins > 0 ? palette::kGood : palette::kDanger, FontWeight::Bold,
                   Align::Center);
        break;
      }
      case StepKind::Pawn: {
        if (pawn_drawn) break;  // one pawn: at the first slide still to come
        pawn_drawn = true;
        const Rect a = l.track_spaces[static_cast<std::size_t>(std::clamp(9 + st.from, 0, 18))];
        const Rect b = l.track_spaces[static_cast<std::size_t>(std::clamp(9 + st.to, 0, 18))];
        render_pawn(c, l, lerp(a, b, k));
        break;
      }
      case StepKind::ProgressToken: {
        if (st.from < 0 && !active) break;  // from the box: nothing to see before it comes out
        const Rect origin = st.from >= 0 && st.from < static_cast<int>(from.board_tokens.size())
                                ? from.board_tokens[static_cast<std::size_t>(st.from)]
                                : centred(l.structure, l.px(36), l.px(36));
        const Rect dest =
            hotspot_rect(base_hotspots_, Hotspot::CityToken, st.token, st.player, centred(l.cities[st.player].tokens, l.px(32), l.px(32)));
        draw_progress_token(c, rules, static_cast<TokenId>(st.token), lerp(origin, dest, k));
        break;
      }
      case StepKind::Flip: {
        if (st.slot < 0 || st.slot >= static_cast<int>(l.slots.size()) || st.card >= rules.cards.size()) break;
        const Rect r = l.slots[static_cast<std::size_t>(st.slot)];
        // Scale x 1 -> 0 on the back, then 0 -> 1 on the face the state now shows.
        const double w = k < 0.5 ? 1 - 2 * k : 2 * k - 1;
        const Rect squeezed = centred(r, std::max(1, static_cast<int>(std::lround(r.w * w))), r.h);
        if (k < 0.5) {
          draw_card_back(c, s.age, squeezed, own_back_of(rules, st.card));
        } else {
          draw_card_face(c, rules, st.card, squeezed);
        }
        break;
      }
      case StepKind::Pause: break;  // the status line says it
      default: render_expansion_step(c, l, from, st, k, active); break;
    }
  }
}

}  // namespace duel::ui
