// Game records: a readable JSON file with format version, seed, options, an optional
// explicit setup and the moves in words (docs/record-format.md). Replaying a record
// reproduces the game exactly; bad input gives a message naming what and where.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "duel/setup.hpp"
#include "duel/state.hpp"

namespace duel {

inline constexpr int kRecordVersion = 1;
// A record file or text larger than this is refused unread (a whole game is a few KB).
inline constexpr std::size_t kMaxRecordBytes = 16 * 1024 * 1024;

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
// Parses a record; on failure returns nullopt and sets `error` (never throws). Refuses
// text over kMaxRecordBytes, a key repeated in one object (JSON would keep the last) and
// a record whose expansions are not those `rules` were loaded with (record_options).
std::optional<GameRecord> record_from_json(const Rules& rules, const std::string& text, std::string& error);
// The options of a record (the expansions whose rules it needs), read before the record
// itself: the rules to read it with depend on them. Text that is not a JSON object, or
// has no options, gives the base game's options (record_from_json then says what is
// wrong); a bad "options" sets `error` and gives nullopt.
std::optional<GameOptions> record_options(const std::string& text, std::string& error);
// Reads a record file's text; refuses a missing, unreadable or too large file and a
// directory with a message naming the path.
std::optional<std::string> read_record_file(const std::string& path, std::string& error);

struct ReplayResult {
  bool ok = false;
  GameState state;          // the state after the last move that applied
  std::string error;        // "move 12: \"construct Baths\" is not a legal move: needs 3 more coins; legal moves: ..."
  int moves_applied = 0;
};
ReplayResult replay_record(const Rules& rules, const GameRecord& record);

// The setup a record's game starts from (explicit or drawn from its seed).
Setup record_setup(const Rules& rules, const GameRecord& record);

// Text read from a record, a command line or the bot, made safe to show in a message:
// control characters escaped (\n, \t, \xHH) so the message stays on one line, and cut
// after `max_bytes` (at a UTF-8 character boundary) with "..." appended.
std::string excerpt(std::string_view text, std::size_t max_bytes = 60);
// The excerpt in double quotes, as messages quote what was read.
std::string quote_excerpt(std::string_view text, std::size_t max_bytes = 60);
// Control characters escaped as in excerpt(), nothing cut.
std::string escape_controls(std::string_view text);

}  // namespace duel
