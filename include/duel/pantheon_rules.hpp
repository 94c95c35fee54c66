// The Pantheon expansion's static content (data/pantheon/pantheon.json, docs/data-format.md
// "Pantheon"): the board's spaces and costs, the Divinities by Mythology, the Gate, the
// Mythology and Offering tokens with the structure slots they go on, the Grand Temples'
// Mythologies and score table, and the effects of Pantheon items that the base effect
// table has no kind for. Plain data, no behaviour: the rules that use it are in
// src/engine/pantheon.cpp and decisions/pantheon_*.cpp (docs/engine.md "Pantheon").
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "duel/effects.hpp"
#include "duel/pantheon_state.hpp"
#include "duel/types.hpp"

namespace duel {

struct GameState;

// The five Mythologies; the data names them in lowercase ("mesopotamian", ...).
enum class Mythology : std::uint8_t { Mesopotamian, Phoenician, Greek, Egyptian, Roman };
std::string_view mythology_name(Mythology m);  // "mesopotamian", ...
// As the rulebook writes it, for people: "Greek"; "?" out of range.
std::string mythology_title(int m);

// Capacities of the engine's Pantheon fields; the loader refuses data beyond them.
inline constexpr int kMaxPantheonSpaces = kMaxSpaces;
inline constexpr int kMaxDivinities = 32;
// A Divinity's cost_modifier, added to its space's cost (a designer's knob; 0 in the
// published game): from -kMaxDivinityCostModifier to +kMaxDivinityCostModifier coins.
inline constexpr int kMaxDivinityCostModifier = 50;
inline constexpr int kMaxMythologyTokensEach = 8;  // per Mythology
inline constexpr int kMaxOfferingTokens = kMaxOfferings;  // any set of them may be spent: 16 activations a space
inline constexpr int kMaxGrandTempleScores = 8;  // rows of the 1, 2, 3... temples table

// The effects the base effect table has no kind for (docs/data-format.md "Pantheon
// effects"). Read and checked by the loader; pantheon.cpp applies them.
enum class PantheonEffectKind : std::uint8_t {
  ProgressTokensOnReveal,       // Enki: `amount` tokens from the box on it, take one
  CopyOpponentScience,          // Nisaba: the Snake on an opponent's green card
  CoinsOnDivinity,              // Astarte: `amount` coins on it, spent after the treasury
  TakeOpponentCard,             // Baal: one opponent card of `colors` into your city
  DiscardStructureCard,         // Zeus: a structure card to the discard pile, take its token
  DiscardWonderCard,            // Anubis: a built Wonder's card to the discard pile
  WonderFromDiscard,            // Isis: build a Wonder free with a card from the discard
  TakeOpponentWonder,           // Ra: one unbuilt opponent Wonder into yours
  PlaceMinerva,                 // Minerva: the pawn that stops the Conflict pawn
  RemoveThenApplyMilitaryToken, // Neptune
  ActivateTopDivinity,          // the Gate: the top of each deck, activate one free
  ActivateFromMythologyDeck,    // The Divine Theater: a whole deck, activate one free
  PantheonDiscount,             // The Sanctuary: activations cost `amount` coins less
  ChainForCoins,                // Engineering: a card with a chain symbol for `amount` coins
  VictoryPointsPerPantheonToken,// Mysticism: `amount` VP per Mythology and Offering token
  CoinsLostPerPawnStep,         // Poliorcetics: the opponent loses `amount` per space
};
inline constexpr int kPantheonEffectKindCount = 16;

struct PantheonEffect {
  PantheonEffectKind kind{};
  std::uint8_t amount = 0;  // 0 when the kind takes no amount
  std::uint8_t colors = 0;  // bitmask of Color, for TakeOpponentCard
  bool operator==(const PantheonEffect&) const = default;
};

// One Pantheon effect kind, a row of the module's table like the base table's
// EffectKindDef (src/engine/pantheon/pantheon_effect_kinds.cpp): its JSON type and
// parameter (the loader reads them from here), when it acts, its rule and its words.
// The AI's values (src/ai/pantheon_value.cpp) and the UI's short words and icons
// (src/ui/pantheon_words.cpp, card_art.cpp) are tables indexed by the same kind whose
// size is static_asserted: a kind without them does not compile.
struct PantheonEffectKindDef {
  PantheonEffectKind kind;
  std::string_view name;               // the JSON "type"
  std::array<EffectParam, 1> params{};  // Number ("amount") or ColorSet ("colors")
  std::uint8_t param_count = 0;
  std::uint8_t when = 0;                // effect_timing flags
  // Its rule when the item is activated or taken: acts at once or pushes its decision
  // (null: lasting or end-game, read where it acts through pantheon_amount).
  void (*act)(GameState&, Player, const PantheonEffect&, EventLog*) = nullptr;
  std::string (*text)(const PantheonEffect&) = nullptr;  // one plain sentence
};
std::span<const PantheonEffectKindDef> pantheon_effect_kinds();  // indexed by kind
const PantheonEffectKindDef& pantheon_effect_kind(PantheonEffectKind kind);

struct DivinityDef {
  std::string name;
  Mythology mythology{};
  Effects effects;                       // kinds of the base effect table
  std::vector<PantheonEffect> pantheon;  // Pantheon kinds, in data order after `effects`
  std::int8_t cost_modifier = 0;         // coins added to its space's cost (never below 0)
};

struct GrandTempleDef {
  CardId card = kNone;  // in Rules::cards (pool "grand_temples")
  Mythology mythology{};  // its Mythology token builds it for free (kept)
};

// Pantheon effects of an item of the base lists (a Wonder or a Progress token), as read
// from pantheon.json; once the items are known the loader hangs them on the item
// (WonderDef::pantheon, ProgressTokenDef::pantheon), where the hooks read them.
struct PantheonItemEffects {
  std::string name;  // as in wonders.json / progress_tokens.json
  bool wonder = false;
  std::uint8_t id = kNone;  // WonderId or TokenId
  std::vector<PantheonEffect> effects;
};

struct PantheonRules {
  // Each space's activation cost for player 1 and player 2, from player 1's end.
  std::vector<std::array<std::uint8_t, 2>> space_costs;
  std::vector<DivinityDef> divinities;
  std::uint8_t divinities_drawn = 2;  // drawn per Mythology token; one is placed
  std::string gate_name;
  std::uint8_t gate_cost_multiplier = 2;
  std::vector<PantheonEffect> gate_effects;
  std::array<std::uint8_t, kMythologyCount> mythology_tokens{};  // per Mythology
  std::vector<std::uint8_t> mythology_token_slots;  // Age I slots; as many tokens are drawn
  std::vector<std::uint8_t> offering_tokens;        // their values
  std::vector<std::uint8_t> offering_token_slots;   // Age II slots, one per Offering token
  std::vector<GrandTempleDef> grand_temples;
  std::vector<std::uint8_t> grand_temple_points;    // VP for 1, 2, 3... temples built
  std::uint8_t snakes = 1;
  std::uint8_t minerva_pawns = 1;
  std::vector<PantheonItemEffects> item_effects;

  // Derived by the loader. The chain symbol a Mythology token gives: its Grand Temple's
  // free_with (a token works like a chain symbol for its Temple and is kept).
  std::array<std::uint8_t, kMythologyCount> mythology_chain{kNone, kNone, kNone, kNone, kNone};
  // For each kind, the Wonders and Progress tokens that have it (bit = id): lasting
  // kinds are summed for every price, and most items have none.
  std::array<std::uint16_t, kPantheonEffectKindCount> wonders_with{};
  std::array<std::uint16_t, kPantheonEffectKindCount> tokens_with{};

  int divinities_of(Mythology m) const;
  int mythology_token_total() const;
  const std::string& name_of(DivinityId d) const;  // a Divinity's or the Gate's name
  // What p pays for activating d (a Divinity or kGate) on `space` before the Sanctuary's
  // discount and the Offerings: the space's cost, times the Gate's multiplier, plus the
  // Divinity's cost_modifier, never below 0. Every price starts here (activation_price,
  // the legal moves), so the menus, the AI and the moves agree.
  int space_cost_for(int space, Player p, DivinityId d) const {
    const int cost = space_costs[static_cast<std::size_t>(space)][p] * (d == kGate ? gate_cost_multiplier : 1);
    return d < divinities.size() ? std::max(0, cost + divinities[d].cost_modifier) : cost;
  }
};

}  // namespace duel
