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

int senate_points(const GameState& s, Player p) {
  if (!s.agora.on) return 0;
  int points = 0;
  for (int c = 0; c < kChambers; ++c) {
    if (s.agora.controller[static_cast<std::size_t>(c)] == p) points += s.rules().agora->chamber_points[static_cast<std::size_t>(c)];
  }
  return points;
}

}  // namespace duel::detail
