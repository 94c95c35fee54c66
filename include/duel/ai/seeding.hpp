// Seeds for the agents' random streams. Each decision is seeded from the agent's seed
// and a digest of the observation, so the same seed and the same observation give the
// same move whatever was played before (and whatever is hidden).
#pragma once

#include <cstdint>

#include "duel/state.hpp"

namespace duel::ai {

// splitmix64's finaliser: spreads nearby inputs over the whole 64-bit range.
std::uint64_t mix_seed(std::uint64_t x);

// A digest of everything an observation shows.
std::uint64_t observation_digest(const GameState& observation);

}  // namespace duel::ai
