// Effects of cards, Wonders and Progress tokens: the table of effect primitives (one
// entry per kind: JSON name, parameters, rule, plain text) and the compiled Effects of
// one item. docs/engine.md "Effects" explains how to add a kind.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "duel/events.hpp"
#include "duel/types.hpp"

namespace duel {

class GameState;
struct City;

// Every effect primitive. The order is the table's: it is the order in which an item's
// one-time effects act when its data lists them in this order (science before shields:
// rulings 11; decisions before shields, as the base Wonders list them), and the order
// of the card text and icons.
enum class EffectKind : std::uint8_t {
  Produce,
  ProduceOneOf,
  FixedTradePrice,
  Coins,
  CoinsPer,
  OpponentLosesCoins,
  Science,
  DiscardOpponentCard,
  ConstructFromDiscard,
  ProgressFromBox,
  Shields,
  VictoryPoints,
  VictoryPointsPer,
  WonderDiscount,
  ColorDiscount,
  ReceiveOpponentTradeCoins,
  ExtraShields,
  ChainBonusCoins,
  WondersPlayAgain,
  PlayAgain,
};
inline constexpr int kEffectKindCount = 20;

// What a "per count" effect counts.
enum class CountKind : std::uint8_t {
  None,
  CardsOfColors,   // cards of the colours in `colors` (a bitmask of Color), summed
  WondersBuilt,    // Wonders built
  CoinSets,        // full sets of 3 coins in the treasury
  ProgressTokens,  // Progress tokens owned
};

// Which city a count looks at.
enum class CityScope : std::uint8_t {
  Own,   // the owner's city
  Most,  // the city (own or opponent's) that gives the larger count
};

struct PerCount {
  std::uint8_t amount = 0;  // coins or VP per counted unit; 0 = effect absent
  CountKind kind = CountKind::None;
  std::uint8_t colors = 0;  // bitmask of Color for CardsOfColors
  CityScope scope = CityScope::Own;
};

// Effects of a card, Wonder or Progress token, compiled from the JSON list of typed
// primitives (see docs/data-format.md). Each kind appears at most once per item, so its
// parameters have one field each (absent: zero / false / kNone): this is the compiled
// summary the hot paths read. `ops` keeps the data's order for the one-time effects.
struct Effects {
  ResourceCounts produce{};          // fixed production every turn
  std::uint8_t produce_one_of = 0;   // bitmask of Resource: one unit of one of them a turn
  std::uint8_t shields = 0;
  std::uint8_t victory_points = 0;
  std::uint8_t coins = 0;            // gained once, when constructed / taken
  PerCount coins_per;                // coins gained once, when constructed
  PerCount victory_points_per;       // VP counted at the end of the game
  std::uint8_t science = kNone;      // a Science symbol, or kNone
  std::uint8_t fixed_trade_price_mask = 0;  // bitmask of Resource bought at fixed_trade_price
  std::uint8_t fixed_trade_price = 0;
  std::uint8_t opponent_loses_coins = 0;
  bool play_again = false;
  std::uint8_t discard_opponent_card_color = kNone;  // a Color, or kNone
  bool construct_from_discard = false;
  std::uint8_t progress_from_box = 0;  // draw this many box tokens, keep one
  // Progress token rules that change later actions:
  std::uint8_t wonder_discount = 0;         // resource units waived on each Wonder
  std::uint8_t color_discount = 0;          // resource units waived on cards of...
  std::uint8_t color_discount_colors = 0;   // ...these colours (bitmask)
  bool receive_opponent_trade_coins = false;  // Economy
  std::uint8_t extra_shields = 0;             // on future cards of...
  std::uint8_t extra_shields_colors = 0;      // ...these colours (bitmask); not Wonders
  bool wonders_play_again = false;            // Theology
  std::uint8_t chain_bonus_coins = 0;         // Urbanism: coins per chain construction

  // The kinds in the data's order. Effects built in code may leave it empty: kinds set
  // but not listed act after the listed ones, in table order.
  std::array<EffectKind, kEffectKindCount> ops{};
  std::uint8_t op_count = 0;
  // Whether the listed one-time effects come in table order (then the engine applies
  // them by the table's fixed sequence, its fast path; true when none are listed).
  bool instant_in_table_order = true;

  void add_op(EffectKind kind);  // appends `kind` to `ops` (the loader's step)
};

// --- The table ---

// The type of one JSON parameter of an effect (docs/data-format.md).
enum class EffectParamType : std::uint8_t {
  Number,         // an integer from min to max
  ResourceMap,    // {"wood": 2, ...}: at least one resource, counts 1 to 255
  ResourceSet,    // a non-empty array of distinct resources
  ColorSet,       // a non-empty array of distinct colours
  OneColor,       // one colour
  ScienceSymbol,  // one science symbol
  CountOf,        // "wonders" | "coin_sets" | "progress_tokens" | {"colors": [...]}
  CityChoice,     // "own" | "most"
};

struct EffectParam {
  std::string_view name;
  EffectParamType type = EffectParamType::Number;
  std::uint8_t min = 0, max = 0;  // for Number
};

// The parameters as read from JSON, before an entry stores them in Effects.
struct EffectParams {
  std::uint8_t number = 0;
  ResourceCounts counts{};
  std::uint8_t resources = 0;  // bitmask of Resource
  std::uint8_t colors = 0;     // bitmask of Color
  std::uint8_t color = kNone;
  std::uint8_t symbol = kNone;
  PerCount count;              // kind and colors from Count, scope from City
};

// When a kind acts (bit flags).
namespace effect_timing {
inline constexpr std::uint8_t kLasting = 1;   // city totals while the item is in the city
inline constexpr std::uint8_t kInstant = 2;   // once, when constructed / taken
inline constexpr std::uint8_t kDecision = 4;  // once, leaves a decision pending
inline constexpr std::uint8_t kEndGame = 8;   // victory points at the end
inline constexpr std::uint8_t kWonder = 16;   // when a Wonder is built (state.cpp)
}  // namespace effect_timing


// Context of a one-time effect.
struct InstantContext {
  bool card_of_bonus_color = false;  // extra_shields applies (a card, not a Wonder)
  EventLog* events = nullptr;
};

// One effect primitive: everything the engine knows about it. UI icons and AI
// valuations are separate tables indexed by the same kind.
struct EffectKindDef {
  EffectKind kind;
  std::string_view name;  // the JSON "type"
  std::array<EffectParam, 3> params{};
  std::uint8_t param_count = 0;
  std::uint8_t when = 0;      // effect_timing flags
  bool ends_game = false;     // its one-time rule can end the game (rulings 11 order)
  void (*store)(const EffectParams&, Effects&) = nullptr;
  // Appends the plain text lines (none when the item lacks the kind).
  void (*text)(const Effects&, std::vector<std::string>&) = nullptr;
  // Rules; each does nothing when the item lacks the kind.
  void (*lasting)(City&, const Effects&, bool counts_for_trade) = nullptr;
  void (*instant)(GameState&, Player, const Effects&, const InstantContext&) = nullptr;
  int (*end_game_points)(const GameState&, Player, const Effects&) = nullptr;

  std::span<const EffectParam> parameters() const { return {params.data(), param_count}; }
};

// Whether a table indexed by a kind enum holds each kind in its own row (row k's
// `kind` is k): the module kinds' AI worths and looks static_assert it.
template <typename Row, std::size_t N>
constexpr bool rows_in_kind_order(const Row (&rows)[N]) {
  for (std::size_t k = 0; k < N; ++k) {
    if (static_cast<std::size_t>(rows[k].kind) != k) return false;
  }
  return true;
}

// Every kind, indexed by EffectKind.
std::span<const EffectKindDef> effect_kinds();
const EffectKindDef& effect_kind(EffectKind kind);
const EffectKindDef* find_effect_kind(std::string_view name);  // null when unknown

// The card description: the plain text of each kind the item has, in table order.
std::vector<std::string> effect_text(const Effects& e);
std::string plural(int n, const std::string& word);  // "1 coin", "2 coins", "3 Divinities"
std::string with_article(const std::string& word);   // "a Greek", "an Egyptian"

}  // namespace duel
