// rival's playouts (docs/ai.md "rival"): the Play phase's moves are drawn, never listed.
// Each draw takes a random accessible card and a random use (discard 15%, construct 35%,
// Wonder 50%) and draws again until the move is possible. Before drawing, a player in
// science mode takes an affordable green card, and in Age I affordable brown, grey and
// yellow cards come first. The rarer decisions choose uniformly among their legal moves
// (a science-mode player preferring Law, and green cards from the discard pile).
#include <bit>

#include "duel/ai/rival.hpp"

namespace duel::ai {
namespace {

constexpr int kMaxDraws = 1000;  // then the legal moves are listed (never seen in a base game)

Action uniform_legal(const GameState& w, Rng& rng) {
  ActionList legal;
  w.legal_actions(legal);
  return legal[static_cast<int>(rng.below(static_cast<std::uint32_t>(legal.size())))];
}

// A uniformly random set bit of `bits` (not 0).
int random_bit(std::uint32_t bits, Rng& rng) {
  for (std::uint32_t k = rng.below(static_cast<std::uint32_t>(std::popcount(bits))); k > 0; --k) bits &= bits - 1;
  return std::countr_zero(bits);
}

// The accessible cards of `colors` (bitmask of Color) that the player to move can
// construct now, as a slot mask.
std::uint32_t affordable_of(const GameState& w, std::uint32_t colors) {
  std::uint32_t found = 0;
  for (std::uint32_t bits = w.accessible; bits != 0; bits &= bits - 1) {
    const int slot = std::countr_zero(bits);
    const CardId card = w.slots[static_cast<std::size_t>(slot)];
    if ((colors >> static_cast<int>(w.rules().cards[card].color) & 1U) == 0) continue;
    if (w.play_cost(Action{ActionType::Construct, card, kNone}) >= 0) found |= 1U << slot;
  }
  return found;
}

constexpr std::uint32_t bit_of(Color c) { return 1U << static_cast<int>(c); }

// Whether taking the card in `slot` for a Wonder costing `wonder_cost` uncovers a face-up
// green card the player can then construct (they play again).
bool uncovers_affordable_green(const GameState& w, int slot, int wonder_cost) {
  const StructureLayout& layout = w.rules().layouts[static_cast<std::size_t>(w.age - 1)];
  const std::uint32_t left = w.present & ~(1U << slot);
  const std::uint32_t candidates = layout.slots[static_cast<std::size_t>(slot)].covers & left & w.face_up;
  for (std::uint32_t bits = candidates; bits != 0; bits &= bits - 1) {
    const int t = std::countr_zero(bits);
    if ((layout.slots[static_cast<std::size_t>(t)].covered_by & left) != 0) continue;
    const CardId card = w.slots[static_cast<std::size_t>(t)];
    if (w.rules().cards[card].color != Color::Green) continue;
    // Priced as it will be: the card taken, the Wonder paid for (rare: one copy).
    GameState after = w;
    after.present = left;
    after.refresh_accessible();
    after.cities[w.current].coins -= wonder_cost;
    if (after.play_cost(Action{ActionType::Construct, card, kNone}) >= 0) return true;
  }
  return false;
}

// A Wonder built with the card in `slot`: when it plays again, the card whose removal
// uncovers an affordable green card is tucked instead, if there is one.
Action wonder_move(const GameState& w, int slot, WonderId wonder, int cost) {
  const City& city = w.cities[w.current];
  const bool again = w.rules().wonders[wonder].effects.play_again || city.wonders_play_again;
  if (again) {
    for (std::uint32_t bits = w.accessible; bits != 0; bits &= bits - 1) {
      const int s = std::countr_zero(bits);
      if (uncovers_affordable_green(w, s, cost)) {
        return Action{ActionType::BuildWonder, w.slots[static_cast<std::size_t>(s)], wonder};
      }
    }
  }
  return Action{ActionType::BuildWonder, w.slots[static_cast<std::size_t>(slot)], wonder};
}

// An expansion's own move of the Play phase (a Pantheon activation, an Agora
// preparation), uniformly; kNone card when there is none.
Action expansion_play_move(const GameState& w, Rng& rng) {
  ActionList legal;
  w.legal_actions(legal);
  ActionList own;
  for (const Action& a : legal) {
    if (a.type == ActionType::Activate || a.type == ActionType::PrepareConspiracy) own.push(a);
  }
  if (own.empty()) return Action{ActionType::Discard, kNone, kNone};
  return own[static_cast<int>(rng.below(static_cast<std::uint32_t>(own.size())))];
}

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
  if (science && (w.phase == Phase::ChooseProgress || w.phase == Phase::ConstructFromDiscard)) {
    ActionList preferred;
    for (const Action& a : legal) {
      if (a.card == kNone) continue;
      const bool wanted = w.phase == Phase::ChooseProgress
                              ? w.rules().progress_tokens[a.card].effects.science == static_cast<std::uint8_t>(Science::Law)
                              : w.rules().cards[a.card].color == Color::Green;
      if (wanted) preferred.push(a);
    }
    if (!preferred.empty()) return preferred[static_cast<int>(rng.below(static_cast<std::uint32_t>(preferred.size())))];
  }
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
