// Which sound a move makes: chosen from the engine's events of that move (never from
// the screen), so a move of the computer sounds like the same move of a player.
#pragma once

#include "duel/events.hpp"
#include "sound_synth.hpp"

namespace duel::ui {

// The one sound for a move's events: the most telling of them (the game's end over a
// new Age over military over science over a Wonder over a card over coins).
Sound sound_for_events(const EventLog& events);

}  // namespace duel::ui
