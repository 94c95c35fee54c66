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
  MilitaryTokenTaken,  // player (who lost coins), value = coins lost, a = token zone index, b = the side it lay on (Neptune; kNone: the loser's)
  ProgressTaken,       // player, a = token
  OpponentCardDiscarded,  // player (who acted), a = card
  WonderToBox,         // player (owner), a = wonder (7-Wonder limit)
  CardRevealed,        // a = card, b = slot
  ReplayTurn,          // player takes another turn
  ReplayLost,          // player's replay lost at the end of an Age
  AgeBegan,            // a = age (1..3)
  FirstPlayerChosen,   // player = who chose, a = who starts
  GameEnded,           // player = winner (kNone for shared), a = VictoryType
  ProgressReturned,    // player (the Great Library's drawer), a = token put back in the box: seen by that player only
  // Pantheon
  PantheonTokenTaken,  // player, a = SlotToken (Mythology or Offering), b = structure slot
  DivinityPlaced,      // player, a = Divinity (seen by that player only), b = space
  DivinitiesRevealed,  // Age II: the Pantheon's Divinities turned face up, the Gate placed
  DivinityActivated,   // player, a = Divinity or kGate, b = space (kNone: from a deck), value = coins paid
  SnakePlaced,         // player (Nisaba's), a = the opponent's green card
  CardTaken,           // player (who takes it), a = the opponent's card (Baal)
  StructureCardDiscarded,  // player, a = card, b = slot (Zeus)
  WonderUnbuilt,       // player (the Wonder's owner), a = Wonder, b = its card, now in the discard pile (Anubis)
  WonderTaken,         // player (who takes it), a = Wonder (Ra)
  MinervaPlaced,       // player, value = space on the track
  MinervaStopped,      // player (whose move was stopped), value = the Conflict pawn's position
  MilitaryTokenDiscarded,  // player (on whose side it lay), a = zone (Neptune: without effect)
  AstarteCoinsSpent,   // player, value = coins taken from Astarte for a payment
  // Agora
  CubePlaced,          // player (the cube's), a = Chamber
  CubeMoved,           // player, a = from, b = to
  CubeRemoved,         // player (the cube's owner), a = Chamber
  DecreeRevealed,      // a = Decree, b = Chamber
  ChamberControl,      // player = who controls it now (kNone: nobody), a = Chamber
  ConspiracyKept,      // player, a = Conspiracy (seen by that player only), b = 0 other on top, 1 at the bottom, 2 both kept
  ConspiracyPrepared,  // player, a = Conspiracy (seen by that player only), b = the card tucked
  ConspiracyTriggered, // player, a = Conspiracy
  TokenObscured,       // player (who acted), a = Progress token put out of the game, b = 1 when from the box (seen by that player only)
  WonderReturned,      // player (the Wonder's owner), a = Wonder, b = its card, now in the discard pile (Sabotage)
  CardsSwapped,        // player (who acted), a = the card taken, b = the card given (Coercion)
  DecreeMoved,         // player, a = Decree, b = the Chamber it went to
};

struct Event {
  EventType type;
  Player player = kNone;
  std::uint8_t a = kNone;
  std::uint8_t b = kNone;
  std::int32_t value = 0;
  bool operator==(const Event&) const = default;
};

using EventLog = std::vector<Event>;

// Whether `viewer` may see which component an event names (kNone: a spectator, who sees
// public events only). The base game's events are all public except ProgressReturned.
bool event_visible(const Event& e, Player viewer);
// The events as `viewer` sees them: each hidden id becomes kNone, so the log can say
// that something happened without naming it ("Player 2 prepares a Conspiracy").
EventLog events_seen_by(const EventLog& events, Player viewer);

}  // namespace duel
