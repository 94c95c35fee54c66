// The zones of the game: every card, Wonder and Progress token lies in exactly one of
// them, and each zone has one rule saying who may see what lies there (docs/engine.md
// "Zones and knowledge"). observe() and determinize() are one pass each over
// for_each_place(); an expansion adds its zones as rows of kZoneRules and its walk in its
// own header (duel/pantheon_zones.hpp), not new field-by-field hiding code.
#pragma once

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>

#include "duel/state.hpp"

namespace duel {

enum class Component : std::uint8_t { Card, Wonder, ProgressToken, Divinity, Conspiracy, Decree };

enum class Zone : std::uint8_t {
  WonderOffer,     // the 8 Wonders dealt for the selection, revealed one round at a time
  UnusedWonders,   // the Wonders never dealt: they stay in the box unseen
  BoxedWonders,    // Wonders sent back to the box by the 7-Wonder limit
  CityWonders,     // a player's Wonders, built or not
  Structure,       // the current Age's cards still in the structure
  AgeDeck,         // the dealt cards of an Age not begun yet, in slot order
  RemovedCards,    // the cards removed to the box at setup
  DiscardPile,
  CityCards,       // a player's constructed cards
  UnderWonders,    // the cards used to build a player's Wonders
  BoardTokens,     // Progress tokens on the board
  CityTokens,      // a player's Progress tokens
  LibraryDraw,     // the front of the box while the Great Library's draw is being chosen
  BoxTokens,       // the other Progress tokens in the box
  // Pantheon
  PantheonSpaces,  // the Divinities on the board's spaces (face down in Age I)
  DivinityDecks,   // each Mythology's deck (`deck` = the Mythology), top first
  CityDivinities,  // the Divinities a player activated
  DivinityTokens,  // the Progress tokens on Enki
  // Agora
  ConspiracyDeck,      // the Conspiracy deck, top first
  ConspiracyDraw,      // the Conspiracies drawn by the conspire being decided (its player's)
  ConspiracyHands,     // each player's Conspiracies, face down until triggered
  UnderConspiracies,   // the cards that prepared a player's Conspiracies (by hand position)
  SenateDecrees,       // the Decrees on the Chambers (`deck` = Chamber), face down until a cube enters
  UnusedDecrees,       // the Decrees left in the box
  TreasonLook,         // the removed cards Treason's player looks at while choosing
  ObscuredToken,       // the Progress token Obscurantism put out of the game (its player's when from the box)
  ObscurantismLook,    // the box's Progress tokens Obscurantism's player looks at while choosing
};
inline constexpr int kZoneCount = static_cast<int>(Zone::ObscurantismLook) + 1;

enum class Visibility : std::uint8_t {
  Public,          // both players
  Owner,           // the zone's owner only (a Great Library draw; later a Conspiracy hand)
  Hidden,          // neither player (decks, the box)
  UntilRevealed,   // hidden from both until a rule turns it face up (place_revealed)
  OwnerUntilRevealed,  // the owner's (who placed it face down) until turned face up
  Remembered,      // hidden, but each player sees the positions they remember (Knowledge)
};

struct ZoneRule {
  Zone zone;
  Component holds;
  Visibility visibility;
  bool ordered;      // positions matter (a deck, a row), else a set
  bool backs_shown;  // a hidden position shows which back it has (rulings 26: a Guild's)
  const char* name;  // as the docs and messages say it
};

// One row per zone, in Zone order (static_asserted in zones.cpp).
inline constexpr std::array<ZoneRule, kZoneCount> kZoneRules{{
    {Zone::WonderOffer, Component::Wonder, Visibility::UntilRevealed, true, false, "the Wonder offer"},
    {Zone::UnusedWonders, Component::Wonder, Visibility::Hidden, true, false, "the unused Wonders"},
    {Zone::BoxedWonders, Component::Wonder, Visibility::Public, false, false, "the Wonders sent back to the box"},
    {Zone::CityWonders, Component::Wonder, Visibility::Public, true, false, "a city's Wonders"},
    {Zone::Structure, Component::Card, Visibility::UntilRevealed, true, true, "the structure"},
    {Zone::AgeDeck, Component::Card, Visibility::Hidden, true, false, "a later Age's deck"},
    {Zone::RemovedCards, Component::Card, Visibility::Hidden, false, false, "the removed cards"},
    {Zone::DiscardPile, Component::Card, Visibility::Public, true, false, "the discard pile"},
    {Zone::CityCards, Component::Card, Visibility::Public, false, false, "a city's cards"},
    {Zone::UnderWonders, Component::Card, Visibility::Public, true, false, "the cards under a city's Wonders"},
    {Zone::BoardTokens, Component::ProgressToken, Visibility::Public, true, false, "the board's Progress tokens"},
    {Zone::CityTokens, Component::ProgressToken, Visibility::Public, false, false, "a city's Progress tokens"},
    {Zone::LibraryDraw, Component::ProgressToken, Visibility::Owner, true, false, "the Great Library's draw"},
    {Zone::BoxTokens, Component::ProgressToken, Visibility::Hidden, true, false, "the Progress tokens in the box"},
    {Zone::PantheonSpaces, Component::Divinity, Visibility::OwnerUntilRevealed, true, true, "the Pantheon"},
    {Zone::DivinityDecks, Component::Divinity, Visibility::Remembered, true, false, "a Mythology deck"},
    {Zone::CityDivinities, Component::Divinity, Visibility::Public, false, false, "a player's Divinities"},
    {Zone::DivinityTokens, Component::ProgressToken, Visibility::Public, true, false, "the Progress tokens on Enki"},
    {Zone::ConspiracyDeck, Component::Conspiracy, Visibility::Hidden, true, false, "the Conspiracy deck"},
    {Zone::ConspiracyDraw, Component::Conspiracy, Visibility::Owner, true, false, "the Conspiracies drawn"},
    {Zone::ConspiracyHands, Component::Conspiracy, Visibility::OwnerUntilRevealed, true, false, "a player's Conspiracies"},
    {Zone::UnderConspiracies, Component::Card, Visibility::Public, true, false, "the cards under a player's Conspiracies"},
    {Zone::SenateDecrees, Component::Decree, Visibility::UntilRevealed, true, false, "the Senate's Decrees"},
    {Zone::UnusedDecrees, Component::Decree, Visibility::Hidden, false, false, "the unused Decrees"},
    {Zone::TreasonLook, Component::Card, Visibility::Owner, false, false, "the removed cards Treason looks at"},
    {Zone::ObscuredToken, Component::ProgressToken, Visibility::OwnerUntilRevealed, true, false, "the Progress token out of the game"},
    {Zone::ObscurantismLook, Component::ProgressToken, Visibility::Owner, true, false, "the box's Progress tokens Obscurantism looks at"},
}};

constexpr const ZoneRule& zone_rule(Zone z) { return kZoneRules[static_cast<std::size_t>(z)]; }

// One position of a zone. `owner`: the player whose city it is, who drew or who placed
// (kNone for shared zones); `deck`: the Age index of an AgeDeck, the Mythology of a
// DivinityDecks position, the Chamber of a SenateDecrees one; `index`: the position in an
// ordered zone, the component's id in a set zone.
struct Place {
  Zone zone;
  Player owner = kNone;
  std::uint8_t deck = 0;
  std::uint8_t index = 0;
};

// How many Wonder positions the selection has revealed so far.
int revealed_wonder_positions(const GameState& s);

// Whether an UntilRevealed position has been revealed (a face-up slot, a Wonder offered).
bool place_revealed(const GameState& s, const Place& p);

// Whether `viewer` may see what lies at `p` (kNone as viewer: a spectator, public only).
inline bool place_visible(const GameState& s, const Place& p, Player viewer) {
  switch (zone_rule(p.zone).visibility) {
    case Visibility::Public: return true;
    case Visibility::Owner: return viewer == p.owner;
    case Visibility::Hidden: return false;
    case Visibility::UntilRevealed: return place_revealed(s, p);
    case Visibility::OwnerUntilRevealed: return (viewer == p.owner && viewer < 2) || place_revealed(s, p);
    case Visibility::Remembered: return viewer < 2 && p.index < s.knowledge[viewer].deck_known[p.deck];
  }
  return false;
}

// Whether `c`, removed at setup, is from the Ages played so far (Treason's look; agora.cpp).
bool detail_treason_card(const GameState& s, CardId c);

// Each module's places, in the module's own public header (duel/agora_zones.hpp,
// duel/pantheon_zones.hpp, included at the end of this one): for_each_place's last part,
// Agora's then Pantheon's. Each walks nothing in a game without its module.
template <typename F>
void for_each_agora_place(const GameState& s, F&& f);
template <typename F>
void for_each_pantheon_place(const GameState& s, F&& f);

// Calls f(place, id) for every position of every zone, in a fixed order (zone by zone,
// positions increasing). In an observation a hidden position holds kNone; set zones
// (RemovedCards) are then simply empty.
template <typename F>
void for_each_place(const GameState& s, F&& f) {
  const int offer = std::min<int>(s.wonder_order_count, 2 * 2 * s.rules().constants.wonders_per_selection_round);
  for (int i = 0; i < s.wonder_order_count; ++i) {
    const WonderId w = s.wonder_order[static_cast<std::size_t>(i)];
    if (!(s.wonders_picked >> i & 1)) f(Place{i < offer ? Zone::WonderOffer : Zone::UnusedWonders, kNone, 0, static_cast<std::uint8_t>(i)}, w);
  }
  for (int i = 0; i < s.wonder_order_count; ++i) {
    const WonderId w = s.wonder_order[static_cast<std::size_t>(i)];
    if (!(s.wonders_picked >> i & 1) || w == kNone) continue;
    bool owned = false;
    for (const City& c : s.cities) {
      for (WonderId o : c.wonders) owned = owned || o == w;
    }
    if (!owned) f(Place{Zone::BoxedWonders, kNone, 0, static_cast<std::uint8_t>(i)}, w);
  }
  for (Player p = 0; p < 2; ++p) {
    for (int i = 0; i < s.cities[p].wonder_count; ++i) {
      const WonderId w = s.cities[p].wonders[static_cast<std::size_t>(i)];
      if (w != kNone) f(Place{Zone::CityWonders, p, 0, static_cast<std::uint8_t>(i)}, w);
    }
  }
  for (int i = 0; i < s.slot_count_; ++i) {
    if (s.present >> i & 1) f(Place{Zone::Structure, kNone, 0, static_cast<std::uint8_t>(i)}, s.slots[static_cast<std::size_t>(i)]);
  }
  for (int a = s.age; a < kAges; ++a) {
    const int size = static_cast<int>(s.rules().layouts[static_cast<std::size_t>(a)].slots.size());
    for (int i = 0; i < size; ++i) {
      f(Place{Zone::AgeDeck, kNone, static_cast<std::uint8_t>(a), static_cast<std::uint8_t>(i)},
        s.age_decks[static_cast<std::size_t>(a)][static_cast<std::size_t>(i)]);
    }
  }
  // Treason's player looks at the removed cards of the Ages played so far while choosing.
  const bool treason = s.phase == Phase::ConstructRemoved;
  s.removed.for_each([&](CardId c) {
    const bool looked_at = treason && detail_treason_card(s, c);
    f(Place{looked_at ? Zone::TreasonLook : Zone::RemovedCards, looked_at ? s.current : kNone, 0, c}, c);
  });
  for (int i = 0; i < s.discard_count; ++i) f(Place{Zone::DiscardPile, kNone, 0, static_cast<std::uint8_t>(i)}, s.discard_pile[static_cast<std::size_t>(i)]);
  for (Player p = 0; p < 2; ++p) {
    const City& c = s.cities[p];
    c.cards.for_each([&](CardId card) { f(Place{Zone::CityCards, p, 0, card}, card); });
    for (int i = 0; i < c.wonder_count; ++i) {
      const CardId t = c.wonder_cards[static_cast<std::size_t>(i)];
      if (t != kNone) f(Place{Zone::UnderWonders, p, 0, static_cast<std::uint8_t>(i)}, t);
    }
  }
  for (int i = 0; i < s.board_token_count; ++i) {
    const TokenId t = s.board_tokens[static_cast<std::size_t>(i)];
    if (t != kNone) f(Place{Zone::BoardTokens, kNone, 0, static_cast<std::uint8_t>(i)}, t);
  }
  for (Player p = 0; p < 2; ++p) {
    for (std::uint32_t bits = s.cities[p].progress; bits != 0; bits &= bits - 1) {
      const auto t = static_cast<TokenId>(std::countr_zero(bits));
      f(Place{Zone::CityTokens, p, 0, t}, t);
    }
  }
  // The Great Library draws from the box's front (drawn_tokens is a copy of it): the
  // drawn positions are the chooser's to see while the choice is open. Obscurantism's
  // player looks at the whole box while choosing.
  const int drawn = s.phase == Phase::ChooseProgress ? s.drawn_token_count : 0;
  const bool obscuring = s.phase == Phase::ObscureToken;
  for (int i = 0; i < s.box_token_count; ++i) {
    const Zone zone = i < drawn ? Zone::LibraryDraw : obscuring ? Zone::ObscurantismLook : Zone::BoxTokens;
    f(Place{zone, zone == Zone::BoxTokens ? kNone : s.current, 0, static_cast<std::uint8_t>(i)}, s.box_tokens[static_cast<std::size_t>(i)]);
  }
  for_each_agora_place(s, f);
  for_each_pantheon_place(s, f);
}

// The Great Library's choice is made: the drawer remembers the tokens that go back to
// the box, and the events tell that player (only) which they were.
void return_drawn_tokens(GameState& s, Player drawer, TokenId kept, EventLog* events);

}  // namespace duel

#include "duel/agora_zones.hpp"
#include "duel/pantheon_zones.hpp"
