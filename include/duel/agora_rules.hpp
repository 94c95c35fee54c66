// The Agora expansion's static content (data/agora/agora.json, docs/data-format.md
// "Agora"): the Senate (Chambers, sections, points), the Influence cubes, the Senators,
// the Decrees, the Conspiracies, and the Agora effects of its Wonders, Progress tokens
// and Military tokens. Plain data, no behaviour: the rules that use it are in
// src/engine/agora*.cpp and decisions/agora_*.cpp (docs/engine.md "Agora").
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "duel/agora_state.hpp"
#include "duel/effects.hpp"
#include "duel/types.hpp"

namespace duel {

inline constexpr int kSections = 3;  // left (Chambers 1, 2), middle (3, 4), right (5, 6)

// The effects the base effect table has no kind for, on Conspiracies, Wonders, Progress
// tokens and Military tokens (docs/data-format.md "Agora effects"). Read and checked by
// the loader; agora.cpp applies them in data order ("+move" comes last).
enum class AgoraEffectKind : std::uint8_t {
  PlaceCube,             // place one of your cubes in any Chamber
  MoveCube,              // you may move one of your cubes to a neighbouring Chamber
  RemoveOpponentCube,    // remove one opponent cube of your choice
  Conspire,              // draw 2 Conspiracies, keep one (Curia Julia's selection)
  TriggerUnprepared,     // you may trigger one of your unprepared Conspiracies (Curia Julia)
  TakeOpponentWonder,    // Extortion: one unbuilt Wonder of the opponent's
  TakeHalfOpponentCoins, // Blackmail: half the opponent's coins, rounded up
  ObscureProgressToken,  // Obscurantism: a token of the board, the opponent or the box, out of the game
  ConstructFromTopRow,   // Property Fraud: a card of the structure's top row (not a Senator), free
  ConstructFromRemoved,  // Treason: a card removed at setup from the Ages played so far, free
  ProgressFromWholeBox,  // Espionage: look at every token in the box, take one
  DiscardAccessibleCards,// Turn of Events: `amount` accessible cards (after the first, optional) to the discard pile
  Embezzlement,          // coins = your cubes in the Senate; the opponent loses theirs
  TakeOpponentCard,      // Foreclosure: one opponent card of `colors` into your city
  SwapOpponentCard,      // Coercion: an opponent card of `colors` for one of yours of the same colour
  MoveDecree,            // Insider Influence: one Decree to another Chamber
  ReturnOpponentWonder,  // Sabotage: an opponent's built Wonder to the box, its card discarded
  FreeSenators,          // Corruption: recruit every Senator for free (lasting)
  KeepBothConspiracies,  // Organized Crime: conspiring keeps both (lasting)
};
inline constexpr int kAgoraEffectKindCount = 19;

// Agora effects on one item, at most (each may leave a decision pending: state.hpp's
// DecisionStack::kCapacity counts a Conspiracy's 3 and each Military token's 2). On a
// Conspiracy or a Wonder the base effects that leave a decision count too.
inline constexpr int kMaxAgoraEffects = 3;
inline constexpr int kMaxMilitaryTokenAgoraEffects = 2;

struct AgoraEffect {
  AgoraEffectKind kind{};
  std::uint8_t amount = 0;  // 0 when the kind takes no amount
  std::uint8_t colors = 0;  // bitmask of Color
  bool operator==(const AgoraEffect&) const = default;
};

enum class SenatorKind : std::uint8_t { Politician, Conspirator };

struct SenatorDef {
  CardId card = kNone;  // in Rules::cards (colour Senator, pool "senators")
  SenatorKind kind{};
  std::uint8_t section = kNone;  // a Politician's section (0 left, 1 middle, 2 right)
};

// What a Decree does for the player who controls its Chamber.
enum class DecreeKind : std::uint8_t {
  CoinsPerCardBuilt,      // 1-4: either player constructs a card of `colors`: Age x `amount` coins
  IgnoreCostSymbol,       // 5-7: your cards of `colors` ignore one resource unit or the coin cost
  WonderDiscount,         // 8: your Wonders cost `amount` resource units less
  Shields,                // 9: `amount` shields while controlled
  BankDiscount,           // 10-11: `resources` bought from the bank `amount` coin less (never under 1)
  ExtraBlueCards,         // 12: count `amount` more blue cards for a Politician's actions
  DiscardCoins,           // 13: discarding a card for coins gives `amount` more
  CoinsPerWonderBuilt,    // 14: either player constructs a Wonder: Age x `amount` coins
  OpponentChains,         // 15: your Buildings may use the opponent's chain symbols
  ConspiratorPlayAgain,   // 16: recruiting a Conspirator gives another turn
};
inline constexpr int kDecreeKindCount = 10;

struct DecreeDef {
  std::string name;  // "Decree 1" unless the data names it
  std::string text;  // what it does, in a short plain sentence (for the interfaces)
  DecreeKind kind{};
  std::uint8_t amount = 0;
  std::uint8_t colors = 0;     // bitmask of Color
  std::uint8_t resources = 0;  // bitmask of Resource
};

struct ConspiracyDef {
  std::string name;
  Effects effects;                  // kinds of the base effect table (Coup's shields, Expropriation's discard)
  std::vector<AgoraEffect> agora;   // Agora kinds, in data order after `effects`
};

struct AgoraRules {
  std::array<std::uint8_t, kChambers> chamber_points{};   // VP for controlling each Chamber at the end
  std::array<std::uint8_t, kChambers> chamber_section{};  // 0, 0, 1, 1, 2, 2
  std::uint8_t face_up_chambers = 0;  // bit = Chamber whose Decree starts face up (1, 3, 5)
  std::uint8_t cubes_per_player = 12;
  std::uint8_t conspiracies_drawn = 2;  // drawn when conspiring; one is kept
  // A Politician's Senate actions by the blue cards counted: index min(blue, size - 1).
  std::vector<std::uint8_t> politician_actions;
  std::vector<SenatorDef> senators;
  std::vector<DecreeDef> decrees;
  std::vector<ConspiracyDef> conspiracies;
  // Agora effects of the base lists' items: a Wonder when taken in the selection and when
  // built, a Progress token, a Military token (by zone index of MilitaryTrack::zones).
  std::array<std::vector<AgoraEffect>, kMaxWonders> wonder_selection_effects;
  std::array<std::vector<AgoraEffect>, kMaxWonders> wonder_effects;
  std::array<std::vector<AgoraEffect>, kMaxTokens> token_effects;
  std::array<std::vector<AgoraEffect>, kMaxMilitaryZones> military_token_effects;
  // With Pantheon as well: the slots of Agora's structures its tokens go on (0-based).
  std::vector<std::uint8_t> pantheon_mythology_token_slots;
  std::vector<std::uint8_t> pantheon_offering_token_slots;

  // Derived by the loader: the Decrees of each kind (bit = DecreeId), so that a price
  // asks "does p control one?" with a mask.
  std::array<DecreeMask, kDecreeKindCount> decrees_of_kind{};
  // Derived by the loader: the Progress tokens with each Agora kind (bit = TokenId).
  std::array<std::uint16_t, kAgoraEffectKindCount> tokens_with{};
  // Derived by the loader: the Senator a card is (index into senators), or kNone.
  std::array<std::uint8_t, kMaxCards> senator_of = none_filled<kMaxCards>();

  const SenatorDef* senator(CardId card) const {
    return card < kMaxCards && senator_of[card] != kNone ? &senators[senator_of[card]] : nullptr;
  }
  int actions_for_blue_cards(int blue) const {
    if (politician_actions.empty()) return 0;
    return politician_actions[static_cast<std::size_t>(std::min<int>(blue, static_cast<int>(politician_actions.size()) - 1))];
  }
};

}  // namespace duel
