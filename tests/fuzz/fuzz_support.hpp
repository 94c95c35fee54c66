// Shared helpers of the libFuzzer targets (docs/testing.md): the shipped rules, a
// scratch copy of the data directory whose files a target overwrites, and seeded
// random games that check the engine's invariants on whatever data the loader accepted.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "duel/data_loader.hpp"
#include "duel/rules.hpp"

namespace duel::fuzz {

// The data files in the order the targets number them, by module: base's seven data files
// first (the numbers of the base game's saved inputs), then the manifests and the files of
// the expansions.
inline constexpr std::array<std::string_view, 21> kDataFiles = {
    "base/cards.json",           "base/wonders.json",      "base/progress_tokens.json", "base/structures.json",
    "base/military.json",        "base/constants.json",    "base/decks.json",           "base/module.json",
    "pantheon/module.json",      "pantheon/cards.json",    "pantheon/wonders.json",     "pantheon/progress_tokens.json",
    "pantheon/pantheon.json",    "agora/module.json",      "agora/cards.json",          "agora/wonders.json",
    "agora/progress_tokens.json", "agora/structures.json", "agora/military.json",       "agora/decks.json",
    "agora/agora.json"};

// Module combinations as bits: 1 Pantheon, 2 Agora (0: the base game alone).
inline constexpr int kCombinations = 4;
std::vector<std::string> expansions_of(int combination);
// The bit of the expansion a data file belongs to (0 for base's).
int module_bit(std::size_t file);

// Prints what broke and aborts, so libFuzzer saves the input as a crash.
[[noreturn]] void fail(const std::string& what);

// The rules loaded from the shipped data (default_data_dir()) with these expansions;
// aborts if they do not load.
const Rules& shipped_rules(const std::vector<std::string>& expansions = {});
// The same, or null when `expansions` are not a set of the shipped ones or do not load.
std::shared_ptr<const Rules> shipped_rules_if_any(const std::vector<std::string>& expansions);

// The text of a shipped data file (kDataFiles index).
const std::string& shipped_file(std::size_t file);

// A per-process copy of the shipped data root's modules (under /dev/shm when it exists),
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
// ends within a bound; then the score sheets and the game's record, read back and
// replayed (with the rules' expansions). Any failure calls fail().
void play_random_games(const Rules& rules, std::uint64_t seed, int games);

}  // namespace duel::fuzz
