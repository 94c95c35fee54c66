// The Agora expansion's static content (data/agora/agora.json, docs/data-format.md
// "Agora"): the Senate (Chambers, sections, points), the Influence cubes, the Senators,
// the Decrees, the Conspiracies, and the Agora effects of its Wonders, Progress tokens
// and Military tokens. Plain data, no behaviour: the rules that use it are in
// src/engine/agora*.cpp and decisions/agora_*.cpp (docs/engine.md "Agora").
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "duel/agora_state.hpp"
#include "duel/effects.hpp"
#include "duel/types.hpp"

namespace duel {

struct GameState;

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

// Where an Agora effect may be (bit flags): where the engine can apply it.
namespace agora_place {
inline constexpr std::uint8_t kConspiracy = 1;  // when the Conspiracy is triggered
inline constexpr std::uint8_t kSelection = 2;   // a Wonder taken in the Wonder selection: no city, no structure yet
inline constexpr std::uint8_t kBuilt = 4;       // a Wonder when built
inline constexpr std::uint8_t kToken = 8;       // a Progress token: lasting, while its owner has it
inline constexpr std::uint8_t kMilitary = 16;   // a Military token, when the pawn enters its zone
inline constexpr std::uint8_t kSenate = kConspiracy | kSelection | kBuilt | kMilitary;  // cubes and Conspiracy draws
inline constexpr std::uint8_t kTurn = kConspiracy | kBuilt;  // acts on the cities or the structure during a turn
}  // namespace agora_place

// One Agora effect kind, a row of the module's table like the base table's
// EffectKindDef (src/engine/agora/agora_effect_kinds.cpp): its JSON type and parameter
// (the loader reads them from here), where it may be, its rule, whether it can act now
// (ruling 22) and its words. The AI's values (src/ai/agora_value.cpp) and the UI's
// glyphs (src/ui/board_view.cpp, card_art.cpp) are tables indexed by the same kind whose
// size is static_asserted: a kind without them does not compile.
struct AgoraEffectKindDef {
  AgoraEffectKind kind;
  std::string_view name;               // the JSON "type"
  std::array<EffectParam, 1> params{};  // Number ("amount") or ColorSet ("colors", cities' colours)
  std::uint8_t param_count = 0;
  std::uint8_t places = 0;              // agora_place flags
  // Its rule when the item acts: acts at once or pushes its decision (null: lasting,
  // read where it acts through agora_amount).
  void (*act)(GameState&, Player, const AgoraEffect&, EventLog*) = nullptr;
  bool (*can_act)(const GameState&, Player, const AgoraEffect&) = nullptr;  // null: never (lasting)
  std::string (*text)(const AgoraEffect&) = nullptr;  // one plain sentence
};
std::span<const AgoraEffectKindDef> agora_effect_kinds();  // indexed by kind
const AgoraEffectKindDef& agora_effect_kind(AgoraEffectKind kind);

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

// One Decree kind, a row of the module's table (src/engine/agora/agora_effect_kinds.cpp):
// its JSON type and parameters (the loader reads them from here). Its words are each
// Decree's "text"; its rule is asked where it acts (decree_amount, agora_internal.hpp);
// the AI's value (src/ai/agora_value.cpp) is a table indexed by the kind whose size is
// static_asserted.
struct DecreeKindDef {
  DecreeKind kind;
  std::string_view name;               // the JSON "type"
  std::array<EffectParam, 3> params{};  // of "amount" (Number), "colors" (ColorSet), "resources" (ResourceSet)
  std::uint8_t param_count = 0;
};
std::span<const DecreeKindDef> decree_kinds();  // indexed by kind
const DecreeKindDef& decree_kind(DecreeKind kind);

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
