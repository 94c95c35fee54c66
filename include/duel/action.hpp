// Every decision of the game is an Action: the Wonder selection, taking a card to
// construct / discard / build a Wonder, and each sub-decision that follows (Progress
// token, opponent's card to discard, card from the discard pile, next Age's first
// player). Actions order by a fixed key, so legal action lists are deterministic.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <string>

#include "duel/agora_state.hpp"
#include "duel/pantheon_state.hpp"
#include "duel/types.hpp"

namespace duel {

enum class ActionType : std::uint8_t {
  PickWonder,            // card = wonder id during the Wonder selection
  Construct,             // card = structure card to construct
  Discard,               // card = structure card to discard for coins
  BuildWonder,           // card = structure card tucked, wonder = Wonder built
  ChooseProgress,        // card = Progress token taken
  DiscardOpponentCard,   // card = opponent's card put in the discard pile
  ConstructFromDiscard,  // card = discard pile card constructed for free
  ChooseFirstPlayer,     // card = player (0 or 1) who starts the next Age
  // Pantheon (appended: the keys of the base game's actions stay as they were)
  Activate,              // card = Divinity (or kGate) in the Pantheon, wonder = Offering tokens spent (bits)
  PlaceDivinity,         // card = drawn Divinity, wonder = empty space
  TakeDivinityToken,     // card = Progress token on Enki
  PlaceSnake,            // card = opponent's green card (Nisaba)
  TakeOpponentCard,      // card = opponent's card (Baal)
  DiscardStructureCard,  // card = structure slot (Zeus)
  DiscardWonderCard,     // card = built Wonder whose card goes to the discard pile (Anubis)
  WonderFromDiscard,     // card = discard pile card, wonder = own unbuilt Wonder (Isis)
  TakeOpponentWonder,    // card = opponent's unbuilt Wonder (Ra)
  PlaceMinerva,          // card = track position + capital distance (Minerva)
  DiscardMilitaryToken,  // card = side * 8 + zone: removed without effect (Neptune)
  ChooseDivinity,        // card = Divinity activated for free (the Gate, the Divine Theater)
  ChooseMythology,       // card = Mythology whose deck the Divine Theater looks at
  ArrangeDeck,           // card = Divinity put next on the deck (the Divine Theater)
  ApplyMilitaryToken,    // card = side * 8 + zone: its effect applied (Neptune)
  // Agora
  PrepareConspiracy,     // card = structure card tucked, wonder = the player's unprepared Conspiracy
  TriggerConspiracy,     // card = the player's Conspiracy; kNone = not now
  SenateAction,          // card = Chamber to place a cube in; with wonder: move card -> wonder; card kNone = skip the rest
  ConspiratorAction,     // card = Chamber to place a cube in; kNone = conspire
  PlaceCube,             // card = Chamber
  MoveCube,              // card = from, wonder = to (a neighbour); card kNone = no move
  RemoveCube,            // card = Chamber of the opponent's cube
  KeepConspiracy,        // card = Conspiracy kept, wonder = 0 the other on top, 1 at the bottom, 2 both kept
  ObscureToken,          // card = Progress token
  ConstructTopRow,       // card = structure card
  ConstructRemoved,      // card = removed card
  DiscardAccessible,     // card = structure card; kNone = no second card
  SwapCard,              // card = the opponent's card taken, then the own card given
  MoveDecree,            // card = Chamber * kMaxDecreesPerChamber + position, wonder = Chamber
  ReturnWonder,          // card = the opponent's built Wonder
};
inline constexpr int kActionTypeCount = static_cast<int>(ActionType::ReturnWonder) + 1;

struct Action {
  ActionType type = ActionType::Construct;
  std::uint8_t card = kNone;    // card, wonder, token or player, by type
  std::uint8_t wonder = kNone;  // only for BuildWonder

  std::uint32_t key() const {
    return (std::uint32_t(type) << 16) | (std::uint32_t(card) << 8) | wonder;
  }
  bool operator==(const Action& o) const { return key() == o.key(); }
  bool operator<(const Action& o) const { return key() < o.key(); }
};

// The most legal actions any phase can have, from the state's capacities: the Play
// phase offers each accessible card to construct, to discard and under each of the
// player's Wonders; discarding an opponent's card or constructing from the discard pile
// can offer every card; a Progress token choice every token.
// Pantheon adds its activations: each space with each set of Offering tokens held; Agora
// each accessible card under each unprepared Conspiracy.
inline constexpr int kMaxPlayActions =
    kMaxSlots * (2 + kMaxCityWonders + kMaxConspiracies) + kMaxSpaces * (1 << kMaxOfferings);
inline constexpr int kMaxLegalActions = std::max({kMaxPlayActions, kMaxCards, kMaxTokens, kMaxWonders});

// A fixed-capacity list of actions (no allocation in the search hot path).
struct ActionList {
  static constexpr int kCapacity = kMaxLegalActions;
  static_assert(kCapacity >= kMaxPlayActions && kCapacity >= kMaxCards && kCapacity >= kMaxTokens,
                "a legal action list must hold every phase's worst case");
  // Left uninitialised (only [0, count) is ever read): a list is made for every move,
  // and writing hundreds of default actions each time cost the engine measurably.
  ActionList() {}
  union {
    std::array<Action, kCapacity> items;
  };
  int count = 0;

  void push(Action a) { items[static_cast<std::size_t>(count++)] = a; }
  int size() const { return count; }
  bool empty() const { return count == 0; }
  const Action& operator[](int i) const { return items[static_cast<std::size_t>(i)]; }
  const Action* begin() const { return items.data(); }
  const Action* end() const { return items.data() + count; }
};

}  // namespace duel
