// What one player may know, and sampling the rest (for a fair AI). An observation is
// a GameState with the hidden parts replaced by kNone: face-down structure cards, the
// decks of later Ages, the removed cards, the Progress tokens in the box, unrevealed
// Wonders and the opponent's Great Library draw. determinize() fills them in at random,
// consistently with everything visible.
#pragma once

#include <memory>

#include "duel/rng.hpp"
#include "duel/state.hpp"

namespace duel {

namespace detail {
struct Seen;  // observation_internal.hpp
}

GameState observe(const GameState& s, Player viewer);
GameState determinize(const GameState& observation, Player viewer, Rng& rng);

// determinize() for many worlds of one observation, what the viewer has seen gathered
// once rather than for every world (a search deals one per iteration): deal(rng) is
// determinize(observation, viewer, rng), draw for draw. Holds a reference to the
// observation, which must outlive it unchanged.
class Determinizer {
 public:
  Determinizer(const GameState& observation, Player viewer);
  ~Determinizer();
  Determinizer(const Determinizer&) = delete;
  Determinizer& operator=(const Determinizer&) = delete;
  GameState deal(Rng& rng) const;

 private:
  const GameState& observation_;
  Player viewer_;
  std::unique_ptr<const detail::Seen> seen_;
};

}  // namespace duel
