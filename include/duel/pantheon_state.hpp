// The Pantheon expansion's part of the game state (reference/pantheon.md): the board's
// spaces, the five Divinity decks, the tokens on the structure's cards, what each player
// holds (Mythology and Offering tokens, activated Divinities, coins on Astarte), Enki's
// tokens, the Snake and the Minerva pawn. Plain bytes, part of the trivially copyable
// GameState; all zero / empty in a base game (`on` false). The rules are in
// src/engine/pantheon*.cpp and decisions/pantheon_*.cpp.
#pragma once

#include <array>
#include <cstdint>

#include "duel/types.hpp"

namespace duel {

using DivinityId = std::uint8_t;  // index into PantheonRules::divinities
// The Gate, where a DivinityId may also name it (a space, an activation, a source).
inline constexpr DivinityId kGate = 254;

inline constexpr int kMaxSpaces = 8;              // = kMaxPantheonSpaces (pantheon_rules.hpp)
inline constexpr int kMaxDivinitiesEach = 8;      // per Mythology deck
inline constexpr int kMaxDivinityTokens = 4;      // Progress tokens on Enki
inline constexpr int kMaxOfferings = 4;           // = kMaxOfferingTokens
inline constexpr std::int8_t kNoMinerva = -128;  // the Minerva pawn is not on the track

// What lies on a structure card besides the card: nothing, a Mythology token (of a
// Mythology) or an Offering token (its index in PantheonRules::offering_tokens).
struct SlotToken {
  static constexpr std::uint8_t kNothing = 0;
  static constexpr std::uint8_t kMythology = 0x10;  // | Mythology
  static constexpr std::uint8_t kOffering = 0x20;   // | offering index
  static bool mythology(std::uint8_t t) { return (t & 0xF0) == kMythology; }
  static bool offering(std::uint8_t t) { return (t & 0xF0) == kOffering; }
  static std::uint8_t index(std::uint8_t t) { return t & 0x0F; }
};

struct PantheonHoldings {
  std::array<std::uint8_t, kMythologyCount> mythology_tokens{};  // Mythology tokens held, per Mythology
  std::uint8_t offerings = 0;      // Offering tokens held (bit = index in offering_tokens)
  std::uint8_t astarte_coins = 0;  // coins on Astarte: spent after the treasury, safe from losses
  std::uint32_t divinities = 0;    // Divinities activated (bit DivinityId)
  bool gate = false;               // activated the Gate
  bool operator==(const PantheonHoldings&) const = default;
};

struct PantheonState {
  bool on = false;  // the game is played with Pantheon
  // The board's spaces from player 1's end: kNone empty, kGate, or a Divinity.
  std::array<DivinityId, kMaxSpaces> spaces{};
  std::uint8_t space_count = 0;
  std::uint8_t revealed = 0;  // spaces whose Divinity is face up (bit = space)
  // Who placed each face-down Divinity (they know it), and its back: its Mythology,
  // which both players see (kNone: no Divinity there; an observation may hide which
  // Divinity a back is, so a space is empty only when both are kNone).
  std::array<Player, kMaxSpaces> placed_by{};
  std::array<std::uint8_t, kMaxSpaces> backs{};
  // Each Mythology's deck, top first (kNone where unknown in an observation).
  std::array<std::array<DivinityId, kMaxDivinitiesEach>, kMythologyCount> decks{};
  std::array<std::uint8_t, kMythologyCount> deck_count{};
  // Tokens on each Age's structure cards (SlotToken), by slot: the Age I Mythology tokens
  // and the Age II Offering tokens as the setup placed them, until taken.
  std::array<std::array<std::uint8_t, kMaxSlots>, kAges> slot_tokens{};
  // Progress tokens on Enki (drawn from the box when it is revealed), public.
  std::array<TokenId, kMaxDivinityTokens> divinity_tokens{};
  std::uint8_t divinity_token_count = 0;
  // The Divine Theater's look: the deck's first `arranged` cards are already put back in
  // the chosen order (only while its decisions run).
  std::uint8_t arranged = 0;
  std::int8_t minerva = kNoMinerva;  // the Minerva pawn's space on the track
  CardId snake = kNone;              // the opponent's green card the Snake lies on
  Player snake_owner = kNone;        // who played Nisaba
  std::array<PantheonHoldings, 2> players{};

  bool space_empty(int i) const { return spaces[static_cast<std::size_t>(i)] == kNone && backs[static_cast<std::size_t>(i)] == kNone; }
  bool operator==(const PantheonState&) const = default;
};

}  // namespace duel
