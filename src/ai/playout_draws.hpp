// The draws that playouts make without listing the legal moves (docs/ai.md "rival",
// "Hard's playouts"): shared by rival's sampler and Hard's biased one. Each reads a
// complete (determinized) world in the Play phase; none changes it.
#pragma once

#include <bit>
#include <cstdint>

#include "duel/rng.hpp"
#include "duel/state.hpp"

namespace duel::ai::draws {

constexpr std::uint32_t bit_of(Color c) { return 1U << static_cast<int>(c); }

// A uniformly random set bit of `bits` (not 0).
inline int random_bit(std::uint32_t bits, Rng& rng) {
  for (std::uint32_t k = rng.below(static_cast<std::uint32_t>(std::popcount(bits))); k > 0; --k) bits &= bits - 1;
  return std::countr_zero(bits);
}

// A uniformly random legal move (the legal moves listed).
Action uniform_legal(const GameState& w, Rng& rng);

// The accessible cards of `colors` (bitmask of Color) that the player to move can
// construct now, as a slot mask.
std::uint32_t affordable_of(const GameState& w, std::uint32_t colors);

// A Wonder built with the card in `slot` (priced `cost`): when it plays again, the card
// whose removal uncovers a face-up green card the player can then afford is tucked
// instead, if there is one.
Action wonder_move(const GameState& w, int slot, WonderId wonder, int cost);

// A science-mode player's pick at a decision: Law among Progress tokens, a green card
// from the discard pile, uniformly among them. False (no draw made) when the decision is
// another or offers none of them.
bool science_pick(const GameState& w, const ActionList& legal, Rng& rng, Action& out);

// An expansion's own move of the Play phase (a Pantheon activation, an Agora
// preparation), uniformly; kNone card when there is none.
Action expansion_play_move(const GameState& w, Rng& rng);

}  // namespace duel::ai::draws
