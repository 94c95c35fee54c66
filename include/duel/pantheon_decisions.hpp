// Pantheon's decision kinds, listed once: Phase's and ActionType's Pantheon enumerators
// (state.hpp, action.hpp), the kinds' declarations and the module's part of the decision
// table (src/engine/pantheon/pantheon_hooks.hpp) are all made from this list
// (docs/engine.md "Decision kinds").
//   PLAY(action)        an extra action of the Play decision (the module's play_action hook)
//   KIND(phase, action) a decision kind: Phase::phase, its own ActionType::action, its
//                       entry detail::k<phase>Decision in src/engine/pantheon/
//   MORE(phase, action) one more action the kind `phase` offers
// Append only: the order gives Phase and ActionType their values, so action keys and the
// order of legal action lists (random players pick by index) stay as they are.
#pragma once

// clang-format off
#define DUEL_PANTHEON_DECISIONS(PLAY, KIND, MORE)                                                                     \
  PLAY(Activate)                              /* card = Divinity (or kGate) in the Pantheon, wonder = Offering tokens spent (bits) */ \
  KIND(PlaceDivinity, PlaceDivinity)          /* a Mythology token: card = a Divinity drawn, wonder = an empty space (face down) */ \
  KIND(TakeDivinityToken, TakeDivinityToken)  /* Enki: card = one of the Progress tokens on it */                    \
  KIND(PlaceSnake, PlaceSnake)                /* Nisaba: card = an opponent's green card */                          \
  KIND(TakeOpponentCard, TakeOpponentCard)    /* Baal: card = an opponent's brown or grey card */                    \
  KIND(DiscardStructureCard, DiscardStructureCard) /* Zeus: card = a structure slot */                               \
  KIND(DiscardWonderCard, DiscardWonderCard)  /* Anubis: card = a built Wonder whose card goes to the discard pile */ \
  KIND(WonderFromDiscard, WonderFromDiscard)  /* Isis: card = a discarded card, wonder = an own unbuilt Wonder */     \
  KIND(TakeOpponentWonder, TakeOpponentWonder) /* Ra: card = an opponent's unbuilt Wonder */                         \
  KIND(PlaceMinerva, PlaceMinerva)            /* Minerva: card = track position + capital distance */                \
  KIND(ChooseMilitaryToken, DiscardMilitaryToken) /* Neptune, detail 0: card = side * 8 + zone, removed without effect */ \
  KIND(ChooseDivinity, ChooseDivinity)        /* the Gate (detail kNone: the decks' tops) or the Divine Theater (detail = Mythology): card = the Divinity activated for free */ \
  KIND(ChooseMythology, ChooseMythology)      /* the Divine Theater: card = the Mythology whose deck it looks at */  \
  KIND(ArrangeDeck, ArrangeDeck)              /* the Divine Theater (detail = Mythology): card = the Divinity put next on the deck */ \
  MORE(ChooseMilitaryToken, ApplyMilitaryToken) /* Neptune, detail 1: card = side * 8 + zone, its effect applied */
// clang-format on
