// rival's playouts (docs/ai.md "rival"): the Play phase's moves are drawn, never listed.
// Each draw takes a random accessible card and a random use (discard 15%, construct 35%,
// Wonder 50%) and draws again until the move is possible. Before drawing, a player in
// science mode takes an affordable green card, and in Age I affordable brown, grey and
// yellow cards come first. The rarer decisions choose uniformly among their legal moves
// (a science-mode player preferring Law, and green cards from the discard pile).
#include <bit>

#include "duel/ai/rival.hpp"
#include "playout_draws.hpp"

namespace duel::ai {
namespace {

using draws::affordable_of;
using draws::bit_of;
using draws::expansion_play_move;
using draws::random_bit;
using draws::uniform_legal;
using draws::wonder_move;

constexpr int kMaxDraws = 1000;  // then the legal moves are listed (never seen in a base game)

Action play_move(const GameState& w, bool science, Rng& rng) {
  if (science) {
    if (const std::uint32_t green = affordable_of(w, bit_of(Color::Green)); green != 0) {
      return Action{ActionType::Construct, w.slots[static_cast<std::size_t>(random_bit(green, rng))], kNone};
    }
  }
  if (w.age == 1) {
    const std::uint32_t economy = affordable_of(w, bit_of(Color::Brown) | bit_of(Color::Grey) | bit_of(Color::Yellow));
    if (economy != 0) {
      return Action{ActionType::Construct, w.slots[static_cast<std::size_t>(random_bit(economy, rng))], kNone};
    }
  }
  // With an expansion, its own Play-phase moves are one more thing to draw, as likely as
  // one accessible card.
  const bool expansion = w.pantheon.on || w.agora.on;
  const int cards = std::popcount(w.accessible);
  const City& city = w.cities[w.current];
  for (int draw = 0; draw < kMaxDraws; ++draw) {
    const auto pick = static_cast<int>(rng.below(static_cast<std::uint32_t>(cards + (expansion ? 1 : 0))));
    if (pick == cards) {
      const Action a = expansion_play_move(w, rng);
      if (a.card != kNone) return a;
      continue;
    }
    std::uint32_t bits = w.accessible;
    for (int k = pick; k > 0; --k) bits &= bits - 1;
    const int slot = std::countr_zero(bits);
    const CardId card = w.slots[static_cast<std::size_t>(slot)];
    const auto use = static_cast<int>(rng.below(100));
    if (use < kRivalDiscardPercent) {
      const Action a{ActionType::Discard, card, kNone};
      if (w.play_cost(a) >= 0) return a;
    } else if (use < kRivalDiscardPercent + kRivalConstructPercent) {
      const Action a{ActionType::Construct, card, kNone};
      if (w.play_cost(a) >= 0) return a;
    } else {
      std::uint32_t unbuilt = city.unbuilt_wonders();
      if (unbuilt == 0) continue;
      const WonderId wonder = city.wonders[static_cast<std::size_t>(random_bit(unbuilt, rng))];
      const Action a{ActionType::BuildWonder, card, wonder};
      const int cost = w.play_cost(a);
      if (cost >= 0) return wonder_move(w, slot, wonder, cost);
    }
  }
  return uniform_legal(w, rng);
}

// A science-mode player's preference among the legal moves of a decision, else uniform.
Action decision_move(const GameState& w, bool science, Rng& rng) {
  ActionList legal;
  w.legal_actions(legal);
  Action preferred;
  if (science && draws::science_pick(w, legal, rng, preferred)) return preferred;
  return legal[static_cast<int>(rng.below(static_cast<std::uint32_t>(legal.size())))];
}

}  // namespace

Action rival_playout_move(const GameState& world, const bool science[2], Rng& rng) {
  const bool mine = science[world.to_move()];
  if (world.phase == Phase::Play && world.accessible != 0) return play_move(world, mine, rng);
  return decision_move(world, mine, rng);
}

double rival_playout(GameState& world, Rng& rng) {
  bool science[2];
  for (bool& mode : science) mode = rng.below(100) < static_cast<std::uint32_t>(kRivalSciencePercent);
  while (!world.is_terminal()) {
    if (!world.apply(rival_playout_move(world, science, rng))) world.apply(uniform_legal(world, rng));
  }
  if (world.winner == kNone) return 0.0;
  return world.winner == 0 ? 1.0 : -1.0;
}

}  // namespace duel::ai
