// Game records: a readable JSON file with format version, seed, options, an optional
// explicit setup and the moves in words (docs/record-format.md). Replaying a record
// reproduces the game exactly; bad input gives a message naming what and where.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "duel/setup.hpp"
#include "duel/state.hpp"

namespace duel {

inline constexpr int kRecordVersion = 1;

struct GameRecord {
  std::uint64_t seed = 0;
  GameOptions options;
  std::optional<Setup> setup;      // when absent, drawn from the seed
  std::vector<std::string> moves;  // in notation.hpp words
  // Who played each seat, for information: "human" or an AI spec such as "hard";
  // empty when unknown. Replays ignore it.
  std::array<std::string, 2> players{};
};

// Serialises a record (with its setup written out when `explicit_setup`).
std::string record_to_json(const Rules& rules, const GameRecord& record, bool explicit_setup = true);
// Parses a record; on failure returns nullopt and sets `error`.
std::optional<GameRecord> record_from_json(const Rules& rules, const std::string& text, std::string& error);

struct ReplayResult {
  bool ok = false;
  GameState state;          // the state after the last move that applied
  std::string error;        // "move 12: \"construct Bath\" is not legal; legal moves: ..."
  int moves_applied = 0;
};
ReplayResult replay_record(const Rules& rules, const GameRecord& record);

// The setup a record's game starts from (explicit or drawn from its seed).
Setup record_setup(const Rules& rules, const GameRecord& record);

}  // namespace duel
