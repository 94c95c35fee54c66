// Events as one player sees them (docs/engine.md "Zones and knowledge").
#include "duel/events.hpp"

namespace duel {

bool event_visible(const Event& e, Player viewer) {
  switch (e.type) {
    case EventType::ProgressReturned:
    case EventType::DivinityPlaced:
    case EventType::ConspiracyKept:
    case EventType::ConspiracyPrepared: return viewer == e.player;
    case EventType::TokenObscured: return e.b != 1 || viewer == e.player;  // b = 1: from the box, face down
    default: return true;
  }
}

EventLog events_seen_by(const EventLog& events, Player viewer) {
  EventLog seen = events;
  for (Event& e : seen) {
    if (!event_visible(e, viewer)) e.a = kNone;
  }
  return seen;
}

}  // namespace duel
