// The primitives kept out of line (state_primitives.hpp): the Conflict pawn, a card
// taken out of the discard pile.
#include <algorithm>
#include <cstdlib>

#include "modules.hpp"
#include "state_internal.hpp"

namespace duel::detail {

void remove_from_discard(GameState& s, CardId card) {
  auto* end = s.discard_pile.data() + s.discard_count;
  auto* it = std::find(s.discard_pile.data(), end, card);
  if (it == end) return;
  std::copy(it + 1, end, it);
  --s.discard_count;
}

// Moves the Conflict pawn one space at a time towards the opponent's capital; entering
// a zone with a Military token on the opponent's side costs the opponent its coins.
// Pantheon: the Minerva pawn stops it before its space (the rest of the move is lost);
// Poliorcetics costs the opponent coins per space moved.
void move_conflict_pawn(GameState& s, Player p, int shields, EventLog* events) {
  const MilitaryTrack& track = s.rules().military;
  const int step = p == 0 ? 1 : -1;
  const Player rival = opponent(p);
  int moved = 0;
  for (int i = 0; i < shields; ++i) {
    if (s.pantheon.minerva != kNoMinerva && s.conflict_pawn + step == s.pantheon.minerva) {
      s.pantheon.minerva = kNoMinerva;
      emit(events, EventType::MinervaStopped, p, kNone, kNone, s.conflict_pawn);
      break;
    }
    ++moved;
    s.conflict_pawn = static_cast<std::int8_t>(s.conflict_pawn + step);  // the pawn's one writer
    const int distance = std::abs(s.conflict_pawn);
    const bool on_rival_side = s.conflict_pawn * step > 0;
    if (on_rival_side) {
      const int zone = track.zone_at(distance);
      if (zone >= 0 && s.military_token_present(rival, zone)) take_military_token(s, p, rival, zone, kNone, events);
    }
    if (on_rival_side && distance >= track.capital) {
      emit(events, EventType::PawnMoved, p, kNone, kNone, s.conflict_pawn);
      end_game(s, p, VictoryType::Military, events);
      return;
    }
  }
  if (moved > 0) emit(events, EventType::PawnMoved, p, kNone, kNone, s.conflict_pawn);
  if (moved > 0) modules::pawn_moved(s, p, moved, events);
}

void take_from_structure(GameState& s, Player taker, int slot, EventLog* events) {
  modules::structure_card_taken(s, taker, slot, events);
  s.remove_from_structure(slot);
  s.face_up &= ~(1U << slot);
}

void take_military_token(GameState& s, Player taker, Player side, int zone, std::uint8_t said_side, EventLog* events) {
  discard_military_token(s, side, zone);
  const Player loser = opponent(taker);
  const int before = s.cities[loser].coins;
  lose_coins(s, loser, s.rules().military.zones[static_cast<std::size_t>(zone)].token_coins, nullptr);
  emit(events, EventType::MilitaryTokenTaken, loser, static_cast<std::uint8_t>(zone), said_side, before - s.cities[loser].coins);
  modules::military_token_taken(s, taker, zone, events);
}

}  // namespace duel::detail
