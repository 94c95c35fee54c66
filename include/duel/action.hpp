// Every decision of the game is an Action: the Wonder selection, taking a card to
// construct / discard / build a Wonder, and each sub-decision that follows (Progress
// token, opponent's card to discard, card from the discard pile, next Age's first
// player). Actions order by a fixed key, so legal action lists are deterministic.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <string>

#include "duel/agora_decisions.hpp"
#include "duel/agora_state.hpp"
#include "duel/pantheon_decisions.hpp"
#include "duel/pantheon_state.hpp"
#include "duel/types.hpp"

namespace duel {

// Helpers to read a module's decision list (duel/pantheon_decisions.hpp): a row it
// leaves out, each row's action type, each row counted once.
#define DUEL_SKIP_ROW(...)
#define DUEL_ACTION_OF_PLAY(action) action,
#define DUEL_ACTION_OF_KIND(phase, action) action,
#define DUEL_COUNT_PLAY(action) +1
#define DUEL_COUNT_KIND(phase, action) +1

enum class ActionType : std::uint8_t {
  PickWonder,            // card = wonder id during the Wonder selection
  Construct,             // card = structure card to construct
  Discard,               // card = structure card to discard for coins
  BuildWonder,           // card = structure card tucked, wonder = Wonder built
  ChooseProgress,        // card = Progress token taken
  DiscardOpponentCard,   // card = opponent's card put in the discard pile
  ConstructFromDiscard,  // card = discard pile card constructed for free
  ChooseFirstPlayer,     // card = player (0 or 1) who starts the next Age
  // The modules' (appended: the keys of the base game's actions stay as they were), in
  // their lists' order: what each card and wonder mean is said there.
  DUEL_PANTHEON_DECISIONS(DUEL_ACTION_OF_PLAY, DUEL_ACTION_OF_KIND, DUEL_ACTION_OF_KIND)
  DUEL_AGORA_DECISIONS(DUEL_ACTION_OF_PLAY, DUEL_ACTION_OF_KIND, DUEL_ACTION_OF_KIND)
};
// The base game's action types, then each module's, in a range of its own.
inline constexpr int kBaseActionTypeCount = static_cast<int>(ActionType::ChooseFirstPlayer) + 1;
inline constexpr int kPantheonActionTypeCount = 0 DUEL_PANTHEON_DECISIONS(DUEL_COUNT_PLAY, DUEL_COUNT_KIND, DUEL_COUNT_KIND);
inline constexpr int kAgoraActionTypeCount = 0 DUEL_AGORA_DECISIONS(DUEL_COUNT_PLAY, DUEL_COUNT_KIND, DUEL_COUNT_KIND);
inline constexpr int kActionTypeCount = kBaseActionTypeCount + kPantheonActionTypeCount + kAgoraActionTypeCount;
inline constexpr ActionType kFirstPantheonAction = static_cast<ActionType>(kBaseActionTypeCount);
inline constexpr ActionType kFirstAgoraAction = static_cast<ActionType>(kBaseActionTypeCount + kPantheonActionTypeCount);

// Whether a table of rows for one module's action types (each row's `type`) has one row
// per type from `first`, in order: the AI's and the UI's tables static_assert it, so an
// action type without its row does not compile.
template <typename Row, std::size_t N>
constexpr bool rows_for_actions(const Row (&rows)[N], ActionType first, int count) {
  if (N != static_cast<std::size_t>(count)) return false;
  for (std::size_t i = 0; i < N; ++i) {
    if (static_cast<std::size_t>(rows[i].type) != static_cast<std::size_t>(first) + i) return false;
  }
  return true;
}

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
