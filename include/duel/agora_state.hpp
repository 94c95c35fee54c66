// The Agora expansion's part of the game state (reference/agora.md): the Senate's
// Chambers with each player's Influence cubes and the Decrees on them, the Conspiracy
// deck, each player's Conspiracies (prepared or not, triggered or not) and the Progress
// token Obscurantism took out of the game. Plain bytes, part of the trivially copyable
// GameState; all empty in a game without Agora (`on` false). The rules are in
// src/engine/agora*.cpp and decisions/agora_*.cpp.
#pragma once

#include <array>
#include <cstdint>

#include "duel/types.hpp"

namespace duel {

using DecreeId = std::uint8_t;      // index into AgoraRules::decrees
using ConspiracyId = std::uint8_t;  // index into AgoraRules::conspiracies
using DecreeMask = std::uint32_t;   // a set of Decrees (bit DecreeId)

inline constexpr int kChambers = 6;             // the Senate's Chambers, in a line 1-2-3-4-5-6
inline constexpr int kMaxDecrees = 32;          // AgoraRules::decrees: bits of a DecreeMask
inline constexpr int kMaxConspiracies = 16;     // AgoraRules::conspiracies
inline constexpr int kMaxDecreesPerChamber = 2; // one, and one more moved there (Insider Influence)

// One player's Conspiracies, in the order they were kept.
struct ConspiracyHand {
  std::array<ConspiracyId, kMaxConspiracies> ids{};  // kNone where unknown (the opponent's, in an observation)
  std::array<CardId, kMaxConspiracies> tucked{};     // the card that prepared it, kNone while unprepared
  std::uint8_t count = 0;
  std::uint16_t triggered = 0;  // bit = hand position: turned face up and applied

  bool prepared(int i) const { return tucked[static_cast<std::size_t>(i)] != kNone; }
  bool is_triggered(int i) const { return triggered >> i & 1; }
  bool operator==(const ConspiracyHand&) const = default;
};

struct AgoraState {
  bool on = false;  // the game is played with Agora
  // Influence cubes in each Chamber, per player, and those left in each supply.
  std::array<std::array<std::uint8_t, kChambers>, 2> cubes{};
  std::array<std::uint8_t, 2> supply{};
  // The Decrees on each Chamber (kNone: none there; in an observation also a face-down
  // one, counted by decree_count) and which positions are still face down (bit chamber *
  // kMaxDecreesPerChamber + position), hidden from both players.
  std::array<std::array<DecreeId, kMaxDecreesPerChamber>, kChambers> decrees{};
  std::array<std::uint8_t, kChambers> decree_count{};
  std::uint16_t face_down = 0;
  // The Conspiracy deck, top first (kNone where unknown in an observation).
  std::array<ConspiracyId, kMaxConspiracies> deck{};
  std::uint8_t deck_count = 0;
  std::array<ConspiracyHand, 2> hands{};
  // The Conspiracies drawn by the conspire now being decided (its player sees them).
  std::array<ConspiracyId, 2> drawn{};
  std::uint8_t drawn_count = 0;
  // Who controls each Chamber (kNone: nobody), kept up to date with the cubes, and the
  // shields each player has from the Decrees they control (Decree 9 moves the pawn when
  // these change).
  std::array<Player, kChambers> controller{};
  std::array<DecreeMask, 2> controlled{};  // the Decrees in each player's Chambers
  std::array<std::uint8_t, 2> decree_shields{};
  // The Progress token Obscurantism put out of the game, face down: one taken from the
  // box is known to its player only (obscured_by; kNone in the other's observation),
  // one taken from the board or a city was seen by both.
  TokenId obscured = kNone;
  Player obscured_by = kNone;
  bool obscured_from_box = false;
  bool triggered_this_turn = false;  // at most one Conspiracy trigger a turn
  // The player whose turn's action is still to come while a Conspiracy triggered before
  // it is resolved (kNone otherwise: the turn steps after an action follow).
  Player before_action = kNone;

  bool face_down_at(int chamber, int position) const { return face_down >> (chamber * kMaxDecreesPerChamber + position) & 1; }
  int cubes_in_senate(Player p) const {
    int n = 0;
    for (std::uint8_t c : cubes[p]) n += c;
    return n;
  }
  bool operator==(const AgoraState&) const = default;
};

}  // namespace duel
