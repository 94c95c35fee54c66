#include "animation.hpp"

#include <algorithm>
#include <array>
#include <cstring>
#include <functional>
#include <utility>

#include "duel/rules.hpp"

namespace duel::ui {
namespace {

// The place in `p`'s hand of the Conspiracy the move prepared (its tucked card is new).
int prepared_place(const GameState& before, const GameState& after, Player p) {
  const ConspiracyHand& was = before.agora.hands[p];
  const ConspiracyHand& now = after.agora.hands[p];
  for (int i = 0; i < now.count; ++i) {
    if (now.prepared(i) && (i >= was.count || !was.prepared(i))) return i;
  }
  return -1;
}

// The face-down Divinities the Age II reveal turned over, by space.
void add_reveal_flips(const GameState& before, const GameState& after, const std::function<void(AnimationStep)>& add) {
  const PantheonState& was = before.pantheon;
  for (int i = 0; i < was.space_count; ++i) {
    const bool face_down = was.backs[static_cast<std::size_t>(i)] != kNone && !(was.revealed >> i & 1);
    const DivinityId d = after.pantheon.spaces[static_cast<std::size_t>(i)];
    if (face_down && d != kNone && d != kGate) add({.kind = StepKind::DivinityFlip, .card = d, .slot = i});
  }
}

}  // namespace

int obscurantism_place(const GameState& s, Player p) {
  if (p > 1 || !s.rules().agora) return -1;
  const auto& conspiracies = s.rules().agora->conspiracies;
  const ConspiracyHand& hand = s.agora.hands[p];
  for (int i = 0; i < hand.count; ++i) {
    const CardId id = hand.ids[static_cast<std::size_t>(i)];
    if (id >= conspiracies.size()) continue;
    for (const AgoraEffect& e : conspiracies[id].agora) {
      if (e.kind == AgoraEffectKind::ObscureProgressToken) return i;
    }
  }
  return -1;
}

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

std::vector<AnimationStep> steps_for_move(const GameState& before, const GameState& after, const EventLog& all,
                                          AnimationSpeed speed, Player viewer) {
  // What the viewer may not know is never in a step (a hidden event's id is kNone).
  const EventLog events = events_seen_by(all, viewer);
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
  std::array<int, 2> astarte{};  // coins a payment took from Astarte, not the treasury
  auto pays = [&](Player p, int n) {
    if (p > 1) return;
    const int from_astarte = std::min(n, astarte[p]);
    astarte[p] -= from_astarte;
    coins(p, -(n - from_astarte));
  };
  auto flight = [&](Player p, CardId card, CardDestination to, WonderId wonder) {
    const int slot = card == kNone ? -1 : before.slot_of(card, before.present);  // -1: from the discard pile
    add({.kind = StepKind::CardFlight, .player = p, .card = card, .slot = slot, .destination = to, .wonder = wonder});
  };
  int pawn = before.conflict_pawn;
  int minerva = before.pantheon.minerva == kNoMinerva ? kOffTrack : before.pantheon.minerva;
  // The engine reports a Military token as the pawn enters its zone, before the pawn's
  // move: shown after the slide, as a player sees it happen.
  std::vector<AnimationStep> tokens;
  for (const Event& e : events) {
    switch (e.type) {
      case EventType::CardConstructed:
        flight(e.player, e.a, CardDestination::City, kNone);
        pays(e.player, e.value);
        break;
      case EventType::CardDiscarded:
        flight(e.player, e.a, CardDestination::DiscardPile, kNone);
        coins(e.player, e.value);
        break;
      case EventType::WonderBuilt:
        flight(e.player, e.b, CardDestination::Wonder, e.a);
        pays(e.player, e.value);
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
      // Pantheon
      case EventType::AstarteCoinsSpent:
        if (e.player < 2) astarte[e.player] += e.value;
        break;
      case EventType::PantheonTokenTaken:
        add({.kind = StepKind::SlotToken, .player = e.player, .slot = e.b, .token = e.a});
        break;
      case EventType::DivinityPlaced:  // from its Mythology's deck to the space, face down
        if (e.b >= kMaxSpaces) break;
        add({.kind = StepKind::Divinity, .player = e.player, .card = e.a, .from = -1, .to = e.b,
             .token = after.pantheon.backs[static_cast<std::size_t>(e.b)]});
        break;
      case EventType::DivinitiesRevealed: add_reveal_flips(before, after, add); break;
      case EventType::DivinityActivated: {
        const auto& divinities = after.rules().pantheon ? after.rules().pantheon->divinities : std::vector<DivinityDef>{};
        const int mythology = e.a < divinities.size() ? static_cast<int>(divinities[e.a].mythology) : -1;
        const bool from_space = e.b < kMaxSpaces;
        add({.kind = StepKind::Divinity, .player = e.player, .card = e.a, .from = from_space ? e.b : -1, .to = -1,
             .token = from_space ? before.pantheon.backs[static_cast<std::size_t>(e.b)] : mythology});
        pays(e.player, e.value);
        break;
      }
      // Agora
      case EventType::CubePlaced: add({.kind = StepKind::Cube, .player = e.player, .from = -1, .to = e.a}); break;
      case EventType::CubeMoved: add({.kind = StepKind::Cube, .player = e.player, .from = e.a, .to = e.b}); break;
      case EventType::CubeRemoved: add({.kind = StepKind::Cube, .player = e.player, .from = e.a, .to = -1}); break;
      case EventType::ChamberControl: add({.kind = StepKind::Chamber, .player = e.player, .token = e.a}); break;
      case EventType::ConspiracyKept: {
        // One, or both (b = 2), new in the hand: the viewer's own face up, the other's backs.
        if (e.player > 1) break;
        const ConspiracyHand& hand = after.agora.hands[e.player];
        for (int i = before.agora.hands[e.player].count; i < hand.count; ++i) {
          const CardId id = viewer == e.player ? hand.ids[static_cast<std::size_t>(i)] : kNone;
          add({.kind = StepKind::Conspiracy, .player = e.player, .card = id, .token = i});
        }
        break;
      }
      case EventType::ConspiracyPrepared: {  // the card from the structure, tucked under it
        if (e.player > 1) break;
        const int place = prepared_place(before, after, e.player);
        const int slot = before.slot_of(e.b, before.present);
        add({.kind = StepKind::CardFlight, .player = e.player, .card = e.b, .slot = slot,
             .destination = CardDestination::Conspiracy, .token = place});
        break;
      }
      case EventType::ConspiracyTriggered:
        add({.kind = StepKind::ConspiracyFlip, .player = e.player, .card = e.a, .token = e.b});
        break;
      case EventType::DecreeRevealed: {  // in place, where it lay before the move
        const auto& was = before.agora.decrees[e.b < kChambers ? e.b : 0];
        const int place = static_cast<int>(std::find(was.begin(), was.end(), e.a) - was.begin());
        add({.kind = StepKind::DecreeFlip, .card = e.a, .slot = e.b, .token = place < kMaxDecreesPerChamber ? place : 0});
        break;
      }
      case EventType::TokenObscured: {  // from the board, the opponent's city or the box
        if (e.player > 1) break;
        int space = -1;
        for (int i = 0; i < before.board_token_count && e.a != kNone; ++i) {
          if (before.board_tokens[static_cast<std::size_t>(i)] == e.a) space = i;
        }
        const Player rival = opponent(e.player);
        const bool from_rival = e.a < 16 && (before.cities[rival].progress >> e.a & 1);
        add({.kind = StepKind::ObscuredToken, .player = e.player, .from = space, .to = obscurantism_place(after, e.player),
             .token = e.a == kNone ? -1 : e.a, .side = from_rival ? rival : kNone});
        break;
      }
      // Pantheon: what is taken from the opponent's city, and Minerva's pawn.
      case EventType::CardTaken:  // Baal, Foreclosure
        if (e.player > 1) break;
        add({.kind = StepKind::CardFlight, .player = e.player, .card = e.a, .side = opponent(e.player)});
        break;
      case EventType::CardsSwapped:  // Coercion: the card given back (the one taken moved at the first pick)
        if (e.player > 1) break;
        add({.kind = StepKind::CardFlight, .player = opponent(e.player), .card = e.b, .side = e.player});
        break;
      case EventType::WonderTaken: {  // Ra
        if (e.player > 1) break;
        const City& was = before.cities[opponent(e.player)];
        int tile = 0;
        for (int w = 0; w < was.wonder_count; ++w) {
          if (was.wonders[static_cast<std::size_t>(w)] == e.a) tile = w;
        }
        add({.kind = StepKind::WonderTaken, .player = e.player, .slot = tile, .wonder = e.a, .side = opponent(e.player)});
        break;
      }
      case EventType::MinervaPlaced:
        add({.kind = StepKind::Minerva, .player = e.player, .from = kOffTrack, .to = e.value});
        minerva = e.value;
        break;
      case EventType::MinervaStopped:  // reported before the pawn's slide: lifted off once the pawn has stopped
        tokens.push_back({.kind = StepKind::Minerva, .player = e.player, .from = minerva, .to = kOffTrack});
        minerva = kOffTrack;
        break;
      default: break;
    }
  }
  for (const AnimationStep& t : tokens) add(t);
  // A card that changed cities without an event of its own (Coercion's first pick takes
  // the card, its event comes with the card given back) still flies there.
  for (Player p = 0; p < 2; ++p) {
    after.cities[p].cards.for_each([&](CardId c) {
      if (!before.cities[opponent(p)].cards.contains(c) || before.cities[p].cards.contains(c)) return;
      const bool shown = std::any_of(out.begin(), out.end(), [&](const AnimationStep& s) {
        return s.kind == StepKind::CardFlight && s.card == c;
      });
      if (!shown) add({.kind = StepKind::CardFlight, .player = p, .card = c, .side = opponent(p)});
    });
  }
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
    const int sid = kind == StepKind::Flip                                          ? s.slot
                    : kind == StepKind::CardFlight || kind == StepKind::DecreeFlip ? s.card
                    : kind == StepKind::WonderTaken                                 ? s.wonder
                                                                                    : s.token;
    if (sid == id) return true;
  }
  return false;
}

int AnimationQueue::awaiting(const std::function<bool(const AnimationStep&)>& match, std::uint64_t now) const {
  int n = 0;
  for (std::size_t i = static_cast<std::size_t>(current(now)); i < steps_.size(); ++i) n += match(steps_[i]) ? 1 : 0;
  return n;
}

Player AnimationQueue::shown_controller(int chamber, Player now_controller, std::uint64_t now) const {
  // The controller before the first Chamber step not ended: the one an earlier step gave, or before the move's.
  Player shown = chamber >= 0 && chamber < kChambers ? before_.agora.controller[static_cast<std::size_t>(chamber)] : now_controller;
  for (int i = 0; i < static_cast<int>(steps_.size()); ++i) {
    const AnimationStep& s = steps_[static_cast<std::size_t>(i)];
    if (s.kind != StepKind::Chamber || s.token != chamber) continue;
    if (i >= current(now)) return shown;
    shown = s.player;
  }
  return now_controller;
}

bool AnimationQueue::moves_pawn(std::uint64_t now) const {
  for (std::size_t i = static_cast<std::size_t>(current(now)); i < steps_.size(); ++i) {
    if (steps_[i].kind == StepKind::Pawn) return true;
  }
  return false;
}

}  // namespace duel::ui
