// What the load dialog says about each save: its Age and move, the opponent, both
// players' points now and the date; or why it cannot be loaded. Each file is read
// once and remembered by its modification time and size, so opening the dialog again
// reads only the saves that changed.
#pragma once

#include <map>
#include <string>

#include "save_files.hpp"
#include "session.hpp"

namespace duel::ui {

struct SaveSummary {
  bool readable = false;
  std::string problem;   // why it cannot be loaded (readable false)
  std::string progress;  // "Age II, move 31"
  std::string opponent;  // "Hot-seat", "Computer (Hard)"
  int points[2] = {0, 0};
  std::string names[2];  // "Player 1" / "Player 2", or "You" / "Computer"
  std::string when;      // "2026-11-22 03:10"

  // One line for the list:
  // "Age II, move 31 · Computer (Hard) · Points: You 23, Computer 18 · 2026-11-22 03:10".
  std::string line() const;
};

// Reads a save's summary (from its file, every time).
SaveSummary summarize_save(std::shared_ptr<const Rules> rules, const SaveInfo& save, RulesCache* cache);

class SaveSummaryCache {
 public:
  const SaveSummary& get(const std::shared_ptr<const Rules>& rules, const SaveInfo& save, RulesCache* cache);
  int reads() const { return reads_; }  // files parsed so far (the tests count them)

 private:
  struct Entry {
    std::int64_t stamp = 0;
    std::uintmax_t bytes = 0;
    SaveSummary summary;
  };
  std::map<std::string, Entry> entries_;  // by path
  int reads_ = 0;
};

}  // namespace duel::ui
