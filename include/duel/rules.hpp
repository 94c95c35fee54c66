// The immutable game content compiled from the data modules (data/base/*.json and the
// expansions chosen, docs/data-format.md): every card, Wonder, Progress token, Age
// structure layout, each Age's deck composition, the military track and the game
// constants. One Rules object is loaded once and shared (by pointer) by every game state.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "duel/agora_rules.hpp"
#include "duel/effects.hpp"
#include "duel/pantheon_rules.hpp"
#include "duel/types.hpp"

namespace duel {

struct Cost {
  std::uint8_t coins = 0;
  ResourceCounts resources{};
};

struct CardDef {
  std::string name;
  std::uint8_t age = 1;  // 1, 2 or 3; Guilds are age 3 with colour Purple
  Color color = Color::Brown;
  Cost cost;
  Effects effects;
  std::uint8_t chain_gives = kNone;  // chain symbol id, or kNone
  std::uint8_t free_with = kNone;    // chain symbol id that makes it free, or kNone
  std::uint8_t pool = 0;             // the deck pool it is drawn from (Rules::pools)
  bool is_guild() const { return color == Color::Purple; }
  bool is_senator() const { return color == Color::Senator; }
};

// An item holds every module's effects (docs/engine.md "Module effect tables"): the base
// effect table's kinds in `effects`, and each expansion's list filled by that module's
// loader from its "item_effects" (empty when the module is not played), read by the
// module's hooks and by describe_item.
struct WonderDef {
  std::string name;
  Cost cost;
  Effects effects;                            // kinds of the base effect table, when built
  std::vector<PantheonEffect> pantheon;       // Pantheon kinds, when built (after `effects`)
  std::vector<AgoraEffect> agora_selection;   // Agora kinds, when taken in the Wonder selection
  std::vector<AgoraEffect> agora;             // Agora kinds, when built (after `pantheon`)
};

struct ProgressTokenDef {
  std::string name;
  Effects effects;                       // kinds of the base effect table
  std::vector<PantheonEffect> pantheon;  // Pantheon kinds, when taken and while held
  std::vector<AgoraEffect> agora;        // Agora kinds, while held
};

// One Age structure. Slots are numbered row by row from the top row (taken last).
struct StructureLayout {
  struct Slot {
    std::uint8_t row = 0;
    std::uint8_t column = 0;  // in half-card widths, for drawing
    bool face_up = false;
    std::uint32_t covered_by = 0;  // bitmask of slots that must be gone first
    std::uint32_t covers = 0;      // the reverse: slots this one covers (derived)
  };
  std::vector<Slot> slots;
  std::uint8_t rows = 0;
};

struct MilitaryZone {
  std::uint8_t from = 0, to = 0;   // distances from the centre, inclusive
  std::uint8_t victory_points = 0;
  std::uint8_t token_coins = 0;    // coins lost by the player on whose side the token lies; 0 = none
  std::vector<AgoraEffect> agora;  // Agora kinds of its Military tokens (agora.json military_tokens)
};

struct MilitaryTrack {
  std::uint8_t capital = 9;          // distance of each capital from the centre
  std::vector<MilitaryZone> zones;   // ordered by distance

  // The zone holding this distance from the centre, or -1 (the centre, a capital).
  int zone_at(int distance) const {
    for (std::size_t z = 0; z < zones.size(); ++z) {
      if (distance >= zones[z].from && distance <= zones[z].to) return static_cast<int>(z);
    }
    return -1;
  }
  int victory_points_at(int distance) const {
    const int z = zone_at(distance);
    return z < 0 ? 0 : zones[static_cast<std::size_t>(z)].victory_points;
  }
};

struct Constants {
  std::uint8_t starting_coins = 7;
  std::uint8_t discard_coins = 2;
  std::uint8_t discard_coins_per_yellow = 1;
  std::uint8_t trade_base_price = 2;
  std::uint8_t wonder_limit = 7;
  std::uint8_t science_supremacy_symbols = 6;
  std::uint8_t science_pair_size = 2;
  std::uint8_t progress_tokens_on_board = 5;
  std::uint8_t wonders_per_selection_round = 4;
  std::uint8_t coins_per_victory_point = 3;  // treasury: 1 VP per full set
  std::array<std::array<WonderId, kWondersPerPlayer>, 2> first_game_wonders{};
};

// One part of an Age's deck: `count` cards drawn at random from a pool (decks.json).
struct DeckDraw {
  std::uint8_t pool = 0;  // Rules::pools index
  std::uint8_t count = 0;
  bool operator==(const DeckDraw&) const = default;
};

struct Rules {
  std::vector<CardDef> cards;  // Age I, Age II, Age III cards, then Guilds
  std::vector<WonderDef> wonders;
  std::vector<ProgressTokenDef> progress_tokens;
  std::vector<std::string> chain_symbols;  // chain symbol id -> name
  std::vector<std::string> pools;          // deck pool id -> name ("age_1", "guilds", ...)
  // Each Age's deck, read from the data once (decks.hpp): the Age's own pool first, then
  // the pools added to it (base Age III: 17 of "age_3", 3 of "guilds").
  std::array<std::vector<DeckDraw>, kAges> deck_composition;
  std::vector<std::string> modules;        // the data modules loaded, "base" first
  std::array<StructureLayout, kAges> layouts;
  MilitaryTrack military;
  Constants constants;
  // The Pantheon expansion's content, when its module is loaded (pantheon_rules.hpp).
  std::optional<PantheonRules> pantheon;
  // The Agora expansion's content, when its module is loaded (agora_rules.hpp).
  std::optional<AgoraRules> agora;

  // Lookups by exact name; return kNone when absent.
  CardId find_card(std::string_view name) const;
  WonderId find_wonder(std::string_view name) const;
  TokenId find_token(std::string_view name) const;
};

}  // namespace duel
