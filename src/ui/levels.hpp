// The computer's levels, in the order the menu and the settings screen step through
// them: the one list the desktop game reads. The menu's button, the settings screen,
// the settings file, which saved players are a computer seat, the city header and the
// load list all take their words from here, so a new level is one line below (its key
// must be an agent spec that duel::ai::make_agent builds: tests/test_ui_levels.cpp).
#pragma once

#include <array>
#include <cctype>
#include <string>
#include <string_view>

namespace duel::ui {

struct Level {
  const char* key;   // the AI agent spec, and the word in the settings file and a save: "hard"
  const char* name;  // what the screen shows: "Hard"
  const char* hint;  // who it suits, beside the menu's level button (docs/ai.md has the measures)
};

inline constexpr std::array<Level, 4> kLevels{{
    {"easy", "Easy", "for learning the game"},
    {"medium", "Medium", "for players who know the rules"},
    {"hard", "Hard", "the strongest quick opponent"},
    {"expert", "Expert", "Hard thinking five times longer"},  // about 1.3 s a move
}};
inline constexpr int kLevelCount = static_cast<int>(kLevels.size());
inline constexpr int kDefaultLevel = 1;  // Medium

// The index in kLevels of the level whose key is `key`, or -1 ("human", "random", a
// spec with options such as "hard:time=0").
constexpr int level_index(std::string_view key) {
  for (int i = 0; i < kLevelCount; ++i) {
    if (key == kLevels[static_cast<std::size_t>(i)].key) return i;
  }
  return -1;
}

// The level `step` places from `index`, round: one after Expert is Easy, one before Easy
// is Expert.
constexpr int next_level(int index, int step) { return ((index + step) % kLevelCount + kLevelCount) % kLevelCount; }

// What the screen calls the computer playing `key`: its level's name ("Hard"), or any
// other spec as it is with a capital first letter (`7wd --ai mcts`: "Mcts").
inline std::string level_name(const std::string& key) {
  const int i = level_index(key);
  if (i >= 0) return kLevels[static_cast<std::size_t>(i)].name;
  std::string name = key;
  if (!name.empty()) name[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(name[0])));
  return name;
}

// The keys in order, separated by `separator`: "easy, medium, hard, expert".
inline std::string level_keys(const char* separator) {
  std::string keys;
  for (const Level& level : kLevels) keys += (keys.empty() ? "" : separator) + std::string(level.key);
  return keys;
}

}  // namespace duel::ui
