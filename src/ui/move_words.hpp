// Every move as a sentence a person would say, one entry per ActionType (base game,
// Pantheon, Agora): "Player 1 recruits Right Politician 2 (1 coin)", "Player 2 keeps one
// Conspiracy and puts the other at the bottom of the deck", "look at the Mesopotamian
// deck" (a hint). The engine's notation (records, the CLI) is left as it is: these are
// the desktop game's words for its log, messages and status line. A new ActionType gets
// its line in the table of move_words.cpp, or the build fails. No SDL: unit-tested.
#pragma once

#include <string>

#include "describe.hpp"

namespace duel::ui {

// What a sentence is made from. `who` made the move ("Player 2", "You"); empty for a
// hint, said as an order to the player to move ("place a cube in Chamber 3"). Something
// the mover keeps secret (the Divinity placed, the Conspiracy kept or prepared, a token
// obscured from the box) is named only by a hint (the player to move's own) or by
// `events` that name it: pass the events as the reader may see them (events_seen_by).
struct MoveWords {
  const Rules& rules;
  const Action& action;
  const std::string& who;
  const PlayerNames& names;
  const EventLog* events = nullptr;
  int age = 0;  // the Age the move leads into (who starts it)

  // "Player 2 builds" / "You build" / "build": the mover with the verb (third person given).
  std::string says(const std::string& verb) const;
  // A later verb of the same sentence, conjugated alike: "puts" / "put".
  std::string verb(const std::string& third_person) const;
  // The first event of `type` the move produced, or null.
  const Event* event(EventType type) const;
  // Whose item the mover takes from the other: "Player 2's", "your", "the opponent's".
  std::string others() const;
  // The other player as an object: "Player 2", "you", "the opponent".
  std::string other() const;
};

// The sentence for the move (the table's line for its ActionType).
std::string move_words(const MoveWords& m);

}  // namespace duel::ui
