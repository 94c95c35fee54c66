#include "animation.hpp"

#include <array>
#include <cstring>
#include <utility>

namespace duel::ui {

int step_duration_ms(AnimationSpeed speed) {
  switch (speed) {
    case AnimationSpeed::Off: return 0;
    case AnimationSpeed::Fast: return 200;
    case AnimationSpeed::Normal: return 500;
  }
  return 0;
}

bool parse_animation_speed(const char* text, AnimationSpeed& speed) {
  const std::pair<const char*, AnimationSpeed> names[] = {
      {"off", AnimationSpeed::Off}, {"fast", AnimationSpeed::Fast}, {"normal", AnimationSpeed::Normal}};
  for (const auto& [name, value] : names) {
    if (std::strcmp(text, name) == 0) {
      speed = value;
      return true;
    }
  }
  return false;
}

double ease_in_out(double t) {
  if (t <= 0) return 0;
  if (t >= 1) return 1;
  return t < 0.5 ? 2 * t * t : 1 - (2 - 2 * t) * (2 - 2 * t) / 2;
}

std::vector<AnimationStep> steps_for_move(const GameState& before, const GameState& after, const EventLog& events,
                                          AnimationSpeed speed) {
  std::vector<AnimationStep> out;
  const int ms = step_duration_ms(speed);
  if (ms == 0) return out;
  std::array<int, 2> counted{};  // treasury changes the steps show, per player
  auto add = [&](AnimationStep s) {
    s.duration_ms = ms;
    if (s.player < 2 && (s.kind == StepKind::Coins || s.kind == StepKind::MilitaryToken)) counted[s.player] += s.coins;
    out.push_back(s);
  };
  auto coins = [&](Player p, int n) {
    if (n != 0 && p < 2) add({.kind = StepKind::Coins, .player = p, .coins = n});
  };
  auto flight = [&](Player p, CardId card, CardDestination to, WonderId wonder) {
    const int slot = card == kNone ? -1 : before.slot_of(card, before.present);  // -1: from the discard pile
    add({.kind = StepKind::CardFlight, .player = p, .card = card, .slot = slot, .destination = to, .wonder = wonder});
  };
  int pawn = before.conflict_pawn;
  // The engine reports a Military token as the pawn enters its zone, before the pawn's
  // move: shown after the slide, as a player sees it happen.
  std::vector<AnimationStep> tokens;
  for (const Event& e : events) {
    switch (e.type) {
      case EventType::CardConstructed:
        flight(e.player, e.a, CardDestination::City, kNone);
        coins(e.player, -e.value);
        break;
      case EventType::CardDiscarded:
        flight(e.player, e.a, CardDestination::DiscardPile, kNone);
        coins(e.player, e.value);
        break;
      case EventType::WonderBuilt:
        flight(e.player, e.b, CardDestination::Wonder, e.a);
        coins(e.player, -e.value);
        break;
      case EventType::CoinsGained: coins(e.player, e.value); break;
      case EventType::CoinsLost: coins(e.player, -e.value); break;
      case EventType::MilitaryTokenTaken:
        tokens.push_back({.kind = StepKind::MilitaryToken, .player = e.player, .token = e.a, .coins = -e.value,
                          .side = e.b < 2 && e.b != e.player ? static_cast<Player>(e.b) : kNone});
        break;
      case EventType::PawnMoved:
        add({.kind = StepKind::Pawn, .player = e.player, .from = pawn, .to = e.value});
        pawn = e.value;
        for (const AnimationStep& t : tokens) add(t);
        tokens.clear();
        break;
      case EventType::ProgressTaken: {
        int space = -1;  // from the box (the Great Library) unless it lay on the board
        for (int i = 0; i < before.board_token_count; ++i) {
          if (before.board_tokens[static_cast<std::size_t>(i)] == e.a) space = i;
        }
        add({.kind = StepKind::ProgressToken, .player = e.player, .from = space, .token = e.a});
        break;
      }
      case EventType::CardRevealed:
        add({.kind = StepKind::Flip, .card = e.a, .slot = e.b});
        break;
      default: break;
    }
  }
  for (const AnimationStep& t : tokens) add(t);
  // Whatever changed a treasury without its own event (none today) still shows, so the
  // treasury drawn before the steps is exactly the one before the move.
  for (Player p = 0; p < 2; ++p) {
    coins(p, after.cities[p].coins - before.cities[p].coins - counted[p]);
  }
  return out;
}

void AnimationQueue::start(std::vector<AnimationStep> steps, const GameState& before, std::uint64_t now) {
  steps_ = std::move(steps);
  before_ = before;
  start_ = now;
}

int AnimationQueue::current(std::uint64_t now) const {
  if (now < start_) return 0;
  std::uint64_t t = start_;
  for (std::size_t i = 0; i < steps_.size(); ++i) {
    t += static_cast<std::uint64_t>(steps_[i].duration_ms);
    if (now < t) return static_cast<int>(i);
  }
  return static_cast<int>(steps_.size());
}

double AnimationQueue::progress(std::uint64_t now) const {
  std::uint64_t t = start_;
  for (const AnimationStep& s : steps_) {
    const std::uint64_t end = t + static_cast<std::uint64_t>(s.duration_ms);
    if (now < end) return now <= t || s.duration_ms <= 0 ? 0.0 : double(now - t) / s.duration_ms;
    t = end;
  }
  return 1.0;
}

std::uint64_t AnimationQueue::step_start(int i) const {
  std::uint64_t t = start_;
  for (int k = 0; k < i && k < static_cast<int>(steps_.size()); ++k) {
    t += static_cast<std::uint64_t>(steps_[static_cast<std::size_t>(k)].duration_ms);
  }
  return t;
}

std::uint64_t AnimationQueue::end_time() const { return step_start(static_cast<int>(steps_.size())); }

int AnimationQueue::shown_coins(Player p, int coins_now, std::uint64_t now) const {
  int shown = coins_now;
  for (std::size_t i = static_cast<std::size_t>(current(now)); i < steps_.size(); ++i) {
    const AnimationStep& s = steps_[i];
    if (s.player == p && (s.kind == StepKind::Coins || s.kind == StepKind::MilitaryToken)) shown -= s.coins;
  }
  return shown;
}

bool AnimationQueue::hides(StepKind kind, int id, std::uint64_t now) const {
  for (std::size_t i = static_cast<std::size_t>(current(now)); i < steps_.size(); ++i) {
    const AnimationStep& s = steps_[i];
    if (s.kind != kind) continue;
    const int sid = kind == StepKind::Flip ? s.slot : kind == StepKind::CardFlight ? s.card : s.token;
    if (sid == id) return true;
  }
  return false;
}

bool AnimationQueue::moves_pawn(std::uint64_t now) const {
  for (std::size_t i = static_cast<std::size_t>(current(now)); i < steps_.size(); ++i) {
    if (steps_[i].kind == StepKind::Pawn) return true;
  }
  return false;
}

}  // namespace duel::ui
