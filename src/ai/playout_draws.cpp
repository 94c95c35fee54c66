#include "playout_draws.hpp"

namespace duel::ai::draws {
namespace {

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

}  // namespace

Action uniform_legal(const GameState& w, Rng& rng) {
  ActionList legal;
  w.legal_actions(legal);
  return legal[static_cast<int>(rng.below(static_cast<std::uint32_t>(legal.size())))];
}

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

bool science_pick(const GameState& w, const ActionList& legal, Rng& rng, Action& out) {
  if (w.phase != Phase::ChooseProgress && w.phase != Phase::ConstructFromDiscard) return false;
  ActionList preferred;
  for (const Action& a : legal) {
    if (a.card == kNone) continue;
    const bool wanted = w.phase == Phase::ChooseProgress
                            ? w.rules().progress_tokens[a.card].effects.science == static_cast<std::uint8_t>(Science::Law)
                            : w.rules().cards[a.card].color == Color::Green;
    if (wanted) preferred.push(a);
  }
  if (preferred.empty()) return false;
  out = preferred[static_cast<int>(rng.below(static_cast<std::uint32_t>(preferred.size())))];
  return true;
}

}  // namespace duel::ai::draws
