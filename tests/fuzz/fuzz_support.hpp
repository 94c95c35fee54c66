// Shared helpers of the libFuzzer targets (docs/testing.md): the shipped rules, a
// scratch copy of the data directory whose files a target overwrites, and seeded
// random games that check the engine's invariants on whatever data the loader accepted.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

#include "duel/data_loader.hpp"
#include "duel/rules.hpp"

namespace duel::fuzz {

// The data files in the order the targets number them.
inline constexpr std::array<std::string_view, 7> kDataFiles = {
    "cards.json",  "wonders.json", "progress_tokens.json",
    "structures.json", "military.json", "constants.json", "decks.json"};

// Prints what broke and aborts, so libFuzzer saves the input as a crash.
[[noreturn]] void fail(const std::string& what);

// The rules loaded from the shipped data (default_data_dir()); aborts if they do not load.
const Rules& shipped_rules();

// The text of a shipped data file (kDataFiles index).
const std::string& shipped_file(std::size_t file);

// A per-process copy of the shipped data directory (under /dev/shm when it exists),
// removed at exit. write() replaces one file; restore() puts back every file written.
class ScratchData {
 public:
  static ScratchData& instance();
  const std::string& dir() const { return dir_; }
  void write(std::size_t file, std::string_view text);
  void restore();

 private:
  ScratchData();
  ~ScratchData();
  std::string dir_;
  std::array<bool, kDataFiles.size()> written_{};
};

// Checks a refusal: at least one error, each with a message of our own (no exception
// text escaped from a library, nothing caught by load_rules' last-resort handler).
// `input` is the data's text: a message may quote it, whatever it holds.
void check_load_errors(const LoadResult& loaded, std::string_view input);

// Plays `games` random games on `rules` from seeds derived from `seed`, checking at every
// step: a game not over has a legal action, each legal action applies, its words parse
// back to the same action, a sampled world agrees with the player's view, and the game
// ends within a bound; then the score sheets. Any failure calls fail().
void play_random_games(const Rules& rules, std::uint64_t seed, int games);

}  // namespace duel::fuzz
