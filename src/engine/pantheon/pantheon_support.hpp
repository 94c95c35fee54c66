// Pieces shared by the Pantheon's decision kinds (decisions/pantheon_*.cpp).
#pragma once

#include <string>

#include "pantheon_internal.hpp"
#include "../decisions/decision_support.hpp"

namespace duel::detail {

extern const DecisionKind kPlaceDivinityDecision;         // pantheon_place.cpp
extern const DecisionKind kTakeDivinityTokenDecision;     // pantheon_place.cpp
extern const DecisionKind kPlaceSnakeDecision;            // pantheon_cities.cpp
extern const DecisionKind kTakeOpponentCardDecision;      // pantheon_cities.cpp
extern const DecisionKind kDiscardStructureCardDecision;  // pantheon_cities.cpp
extern const DecisionKind kDiscardWonderCardDecision;     // pantheon_wonders.cpp
extern const DecisionKind kWonderFromDiscardDecision;     // pantheon_wonders.cpp
extern const DecisionKind kTakeOpponentWonderDecision;    // pantheon_wonders.cpp
extern const DecisionKind kPlaceMinervaDecision;          // pantheon_track.cpp
extern const DecisionKind kChooseMilitaryTokenDecision;   // pantheon_track.cpp
extern const DecisionKind kChooseDivinityDecision;        // pantheon_decks.cpp
extern const DecisionKind kChooseMythologyDecision;       // pantheon_decks.cpp
extern const DecisionKind kArrangeDeckDecision;           // pantheon_decks.cpp

inline const PantheonRules& pantheon_of(const Rules& rules) { return *rules.pantheon; }
std::string divinity_name(const Rules& rules, DivinityId d);  // "Mars", "The Gate", "?"
// Enki revealed in a deck by the Gate or the Divine Theater: "On Enki: Law and Masonry
// (back to the box unless it is chosen)."; "" otherwise (rulings 28).
std::string revealed_carrier_tokens(const GameState& s);

}  // namespace duel::detail
