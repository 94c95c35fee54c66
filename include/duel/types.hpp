// Basic vocabulary of the game: resources, card colours, science symbols, players and
// the small fixed-size id types used by the engine's state.
#pragma once

#include <array>
#include <cstdint>
#include <string_view>

namespace duel {

using CardId = std::uint8_t;    // index into Rules::cards (Age cards and Guilds)
using WonderId = std::uint8_t;  // index into Rules::wonders
using TokenId = std::uint8_t;   // index into Rules::progress_tokens
inline constexpr std::uint8_t kNone = 255;  // "no card / wonder / token" and "unknown"

// An array of ids with every entry kNone (default member initialisers of the state).
template <std::size_t N>
constexpr std::array<std::uint8_t, N> none_filled() {
  std::array<std::uint8_t, N> ids{};
  ids.fill(kNone);
  return ids;
}

// Compile-time capacities of the state's fixed arrays and small integers (the data may
// use fewer; the loader refuses more, naming the limit).
inline constexpr int kMaxCards = 128;
inline constexpr int kMaxWonders = 16;
inline constexpr int kMaxTokens = 16;
inline constexpr int kMaxSlots = 32;         // cards in one Age structure (32-bit slot masks)
inline constexpr int kMaxChainSymbols = 32;  // City::chains is a 32-bit mask
inline constexpr int kMaxBoardTokens = 8;    // GameState::board_tokens
inline constexpr int kMaxMilitaryZones = 8;  // GameState::military_tokens: bit side * 8 + zone
inline constexpr int kMaxCapital = 127;      // the Conflict pawn is an 8-bit signed position
inline constexpr int kMaxOneOfProducers = 8;  // City::one_of
// Totals a city keeps in 8 bits (production of one resource, discounts, extra shields,
// chain bonus): the sum over every card, Wonder and Progress token must fit.
inline constexpr int kMaxCityTotal = 255;
inline constexpr int kAges = 3;
// Room for all three data sets at once (reference/pantheon.md, agora.md): Wonders
// 12 + 2 + 2; Progress tokens 10 + 3 + 2; cards: base 73, Pantheon's 5 Grand Temples,
// 15 Divinities and the Gate, Agora's 13 Senators and 16 Conspiracies.
static_assert(kMaxWonders >= 12 + 2 + 2 && kMaxTokens >= 10 + 3 + 2 && kMaxCards >= 73 + 5 + 15 + 1 + 13 + 16,
              "the capacities must hold the base game with both expansions");
// A rule of the game, not a capacity: each player picks this many Wonders in the
// selection (two rounds of 4 offered). The data's first-game Wonders give as many.
inline constexpr int kWondersPerPlayer = 4;
// Wonders one city can hold: every Wonder of the selection, since Pantheon's Ra and
// Agora's Extortion take unbuilt Wonders from the opponent (a fifth, a sixth...).
inline constexpr int kMaxCityWonders = 2 * kWondersPerPlayer;

enum class Resource : std::uint8_t { Wood, Clay, Stone, Glass, Papyrus };
inline constexpr int kResourceCount = 5;
using ResourceCounts = std::array<std::uint8_t, kResourceCount>;

// Senator: Agora's Senators, a card type of their own (never counted as a colour's cards).
enum class Color : std::uint8_t { Brown, Grey, Red, Green, Yellow, Blue, Purple, Senator };
inline constexpr int kColorCount = 8;

// The seven science symbols. Law appears only on the Law Progress token in the base game.
enum class Science : std::uint8_t { Globe, Wheel, Sundial, Mortar, PlumbLine, Quill, Law };
inline constexpr int kScienceCount = 7;

// Pantheon's Mythologies (pantheon_rules.hpp): Divinity decks and Mythology tokens.
inline constexpr int kMythologyCount = 5;

// Seats: player 1 is index 0 (first in the Wonder selection), player 2 is index 1.
using Player = std::uint8_t;
inline constexpr Player opponent(Player p) { return static_cast<Player>(p ^ 1); }

std::string_view resource_name(Resource r);   // "wood", "clay", ...
std::string_view color_name(Color c);         // "brown", "grey", ...
std::string_view science_name(Science s);     // "globe", "wheel", ...
bool parse_resource(std::string_view s, Resource& out);
bool parse_color(std::string_view s, Color& out);
bool parse_science(std::string_view s, Science& out);

}  // namespace duel
