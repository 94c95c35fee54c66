// Keeping the games of sim and balance as game records (--records DIR), all of them or
// only those matching --records-filter (a political victory, a win from the second
// seat, ...), so that a surprising game can be opened with `7wd-cli show`.
#pragma once

#include <string>
#include <vector>

#include "../match.hpp"

namespace duel::cli {

// Which games to keep: any of the alternatives (comma-separated), each a set of
// conditions that must all hold ('+'-joined), e.g. "political,science+second-player-won".
struct RecordFilter {
  std::vector<unsigned> alternatives;  // bit masks of RecordCondition; empty: every game
  std::string text;                    // as given, for messages
  // Whether game `game` of the match, with this outcome, is kept.
  bool keeps(const GameOutcome& outcome, int game) const;
};

// The conditions' names, for --help and messages.
extern const char* const kRecordConditionNames;

// Reads a --records-filter text; false with `error` naming the unknown condition.
bool parse_record_filter(const std::string& text, RecordFilter& out, std::string& error);

// Writes the kept games into a folder as DIR/game-N.json for game N (from 1): the file
// name depends only on the game, so any number of threads writes the same files.
class RecordKeeper {
 public:
  RecordKeeper(std::string dir, RecordFilter filter) : dir_(std::move(dir)), filter_(std::move(filter)) {}
  // Makes the folder; an error naming it, or empty.
  std::string prepare() const;
  // Writes game `game`'s record when the filter keeps it (sets `kept`); an error or empty.
  std::string keep(const Rules& rules, const Match& match, int game, const GameOutcome& outcome, bool& kept) const;
  const std::string& dir() const { return dir_; }

 private:
  std::string dir_;
  RecordFilter filter_;
};

}  // namespace duel::cli
