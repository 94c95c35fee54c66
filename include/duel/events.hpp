// Typed events reported by GameState::apply for the move log, messages and animation.
#pragma once

#include <cstdint>
#include <vector>

#include "duel/types.hpp"

namespace duel {

enum class EventType : std::uint8_t {
  WonderPicked,        // player, a = wonder
  CardConstructed,     // player, a = card, value = coins paid, b = 1 when through a chain
  CardDiscarded,       // player, a = card, value = coins gained
  WonderBuilt,         // player, a = wonder, b = tucked card, value = coins paid
  CoinsGained,         // player, value = coins
  CoinsLost,           // player (who loses), value = coins actually lost
  PawnMoved,           // player (who moved it), value = new pawn position (+ = towards player 2)
  MilitaryTokenTaken,  // player (who lost coins), value = coins lost, a = token zone index
  ProgressTaken,       // player, a = token
  OpponentCardDiscarded,  // player (who acted), a = card
  WonderToBox,         // player (owner), a = wonder (7-Wonder limit)
  CardRevealed,        // a = card, b = slot
  ReplayTurn,          // player takes another turn
  ReplayLost,          // player's replay lost at the end of an Age
  AgeBegan,            // a = age (1..3)
  FirstPlayerChosen,   // player = who chose, a = who starts
  GameEnded,           // player = winner (kNone for shared), a = VictoryType
};

struct Event {
  EventType type;
  Player player = kNone;
  std::uint8_t a = kNone;
  std::uint8_t b = kNone;
  std::int32_t value = 0;
};

using EventLog = std::vector<Event>;

}  // namespace duel
