// Agora's Senate (reference/agora.md "Control", Decrees): Influence cubes placed, moved
// and removed; who controls each Chamber; face-down Decrees turned up when a cube enters;
// Decree 9's shield moving the Conflict pawn as control changes; political supremacy
// (checked after science and military, rulings 11: each change of the Senate comes after
// the effects that moved the pawn or completed a science set).
#include <algorithm>
#include <bit>

#include "agora_internal.hpp"

namespace duel::detail {

// decree_amount's sum over the controlled Decrees of one kind (kept by senate_changed,
// not found by walking the Chambers).
int decree_sum(const GameState& s, DecreeMask decrees, std::uint8_t color) {
  int total = 0;
  for (std::uint32_t bits = decrees; bits != 0; bits &= bits - 1) {
    const DecreeDef& def = s.rules().agora->decrees[static_cast<std::size_t>(std::countr_zero(bits))];
    if (color != kNone && !(def.colors >> color & 1)) continue;
    total += std::max<int>(1, def.amount);
  }
  return total;
}

std::array<DecreeMask, 2> controlled_decrees(const AgoraState& a) {
  std::array<DecreeMask, 2> controlled{};
  for (std::size_t c = 0; c < kChambers; ++c) {
    if (a.controller[c] > 1) continue;
    for (int i = 0; i < a.decree_count[c]; ++i) {
      const DecreeId d = a.decrees[c][static_cast<std::size_t>(i)];
      if (d != kNone) controlled[a.controller[c]] |= DecreeMask{1} << d;
    }
  }
  return controlled;
}

bool has_cube(const GameState& s, Player p) { return s.agora.cubes_in_senate(p) > 0; }

void place_cube(GameState& s, Player p, int chamber, EventLog* events) {
  AgoraState& a = s.agora;
  if (a.supply[p] == 0 || chamber < 0 || chamber >= kChambers) return;  // none left: the place is skipped
  --a.supply[p];
  ++a.cubes[p][static_cast<std::size_t>(chamber)];
  emit(events, EventType::CubePlaced, p, static_cast<std::uint8_t>(chamber));
  senate_changed(s, events);
}

void move_cube(GameState& s, Player p, int from, int to, EventLog* events) {
  AgoraState& a = s.agora;
  if (a.cubes[p][static_cast<std::size_t>(from)] == 0) return;
  --a.cubes[p][static_cast<std::size_t>(from)];
  ++a.cubes[p][static_cast<std::size_t>(to)];
  emit(events, EventType::CubeMoved, p, static_cast<std::uint8_t>(from), static_cast<std::uint8_t>(to));
  senate_changed(s, events);
}

void remove_cube(GameState& s, Player owner, int chamber, EventLog* events) {
  AgoraState& a = s.agora;
  if (a.cubes[owner][static_cast<std::size_t>(chamber)] == 0) return;
  --a.cubes[owner][static_cast<std::size_t>(chamber)];
  ++a.supply[owner];
  emit(events, EventType::CubeRemoved, owner, static_cast<std::uint8_t>(chamber));
  senate_changed(s, events);
}

void senate_changed(GameState& s, EventLog* events) {
  if (s.phase == Phase::GameOver) return;
  AgoraState& a = s.agora;
  for (int c = 0; c < kChambers; ++c) {
    const auto i = static_cast<std::size_t>(c);
    if (a.cubes[0][i] + a.cubes[1][i] > 0) {
      for (int k = 0; k < a.decree_count[i]; ++k) {
        if (a.face_down_at(c, k)) {
          a.face_down = static_cast<std::uint16_t>(a.face_down & ~(1U << (c * kMaxDecreesPerChamber + k)));
          emit(events, EventType::DecreeRevealed, kNone, a.decrees[i][static_cast<std::size_t>(k)], static_cast<std::uint8_t>(c));
        }
      }
    }
    const Player now = a.cubes[0][i] > a.cubes[1][i] ? 0 : a.cubes[1][i] > a.cubes[0][i] ? 1 : kNone;
    if (now != a.controller[i]) {
      a.controller[i] = now;
      emit(events, EventType::ChamberControl, now, static_cast<std::uint8_t>(c));
    }
  }
  a.controlled = controlled_decrees(a);
  // Decree 9: the pawn follows the shields each player holds through the Decrees; a
  // shield lost moves it back towards its former holder (the opponent's pawn step).
  for (Player p = 0; p < 2 && s.phase != Phase::GameOver; ++p) {
    const int held = decree_amount(s, p, DecreeKind::Shields);
    const int before = a.decree_shields[p];
    a.decree_shields[p] = static_cast<std::uint8_t>(held);
    if (held > before) move_conflict_pawn(s, p, held - before, events);
    if (held < before) move_conflict_pawn(s, opponent(p), before - held, events);
  }
  if (s.phase == Phase::GameOver) return;
  for (Player p = 0; p < 2; ++p) {
    if (std::all_of(a.controller.begin(), a.controller.end(), [p](Player c) { return c == p; }))
      return end_game(s, p, VictoryType::Political, events);
  }
}

int senate_points(const GameState& s, Player p) {
  if (!s.agora.on) return 0;
  int points = 0;
  for (int c = 0; c < kChambers; ++c) {
    if (s.agora.controller[static_cast<std::size_t>(c)] == p) points += s.rules().agora->chamber_points[static_cast<std::size_t>(c)];
  }
  return points;
}

}  // namespace duel::detail
