// Agora's decision kinds, listed once, in the form of duel/pantheon_decisions.hpp (which
// says what PLAY, KIND and MORE are): Phase's and ActionType's Agora enumerators, the
// kinds' declarations and the module's part of the decision table are made from it.
// Append only: the order gives Phase and ActionType their values.
#pragma once

// clang-format off
#define DUEL_AGORA_DECISIONS(PLAY, KIND, MORE)                                                                        \
  PLAY(PrepareConspiracy)                     /* card = structure card tucked, wonder = the player's unprepared Conspiracy */ \
  KIND(TriggerConspiracy, TriggerConspiracy)  /* detail 0: a prepared one, before the action (optional); 1: an unprepared one (Curia Julia); card = the Conspiracy, kNone = not now */ \
  KIND(SenateActions, SenateAction)           /* a Politician (detail = section, picks_left = actions left): card = Chamber for a cube; with wonder: move card -> wonder; card kNone = skip the rest */ \
  KIND(ConspiratorAction, ConspiratorAction)  /* a Conspirator: card = Chamber for a cube; kNone = conspire */       \
  KIND(PlaceCube, PlaceCube)                  /* Knossos, a Military token, Political Maneuver: card = Chamber */    \
  KIND(MoveCube, MoveCube)                    /* optional "+move": card = from, wonder = to (a neighbour); card kNone = no move */ \
  KIND(RemoveCube, RemoveCube)                /* a Military token, Political Maneuver: card = Chamber of the opponent's cube */ \
  KIND(KeepConspiracy, KeepConspiracy)        /* conspire: card = Conspiracy kept, wonder = 0 the other on top, 1 at the bottom, 2 both kept */ \
  KIND(ObscureToken, ObscureToken)            /* Obscurantism: card = a Progress token put out of the game */       \
  KIND(ConstructTopRow, ConstructTopRow)      /* Property Fraud: card = a card of the structure's top row, free */   \
  KIND(ConstructRemoved, ConstructRemoved)    /* Treason: card = a card removed at setup, free (its player sees them) */ \
  KIND(DiscardAccessible, DiscardAccessible)  /* Turn of Events (picks_left 2, the second optional): card = structure card; kNone = no second card */ \
  KIND(SwapCard, SwapCard)                    /* Coercion: picks_left 2 = the opponent's card taken, 1 = the own card given (detail = its colour) */ \
  KIND(MoveDecree, MoveDecree)                /* Insider Influence: card = Chamber * kMaxDecreesPerChamber + position, wonder = Chamber */ \
  KIND(ReturnWonder, ReturnWonder)            /* Sabotage: card = the opponent's built Wonder, to the box */
// clang-format on
