// The computer's levels (src/ui/levels.hpp), the one list the desktop game reads: in
// order from Easy to Expert, each key an agent the AI library builds, the menu's and
// the settings screen's step going round, and a record naming any level loading back
// with the computer in its seat.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "duel/ai/agent.hpp"
#include "duel/record.hpp"
#include "levels.hpp"
#include "session.hpp"

using duel::ui::kLevelCount;
using duel::ui::kLevels;

TEST_CASE("UI levels: Easy, Medium, Hard, Expert, each an agent the AI library builds", "[ui][levels]") {
  std::vector<std::string> keys, names;
  for (const duel::ui::Level& level : kLevels) {
    keys.emplace_back(level.key);
    names.emplace_back(level.name);
    std::string error;
    const bool built = duel::ai::make_agent(level.key, 1, error) != nullptr;
    INFO(level.key << ": " << error);
    CHECK(built);
  }
  CHECK(keys == std::vector<std::string>{"easy", "medium", "hard", "expert"});
  CHECK(names == std::vector<std::string>{"Easy", "Medium", "Hard", "Expert"});
  CHECK(std::string(kLevels[0].hint) == "for learning the game");  // docs/ai.md "Easy for beginners"
  for (const duel::ui::Level& level : kLevels) CHECK(std::string(level.hint).size() > 10);
  CHECK(std::string(kLevels[duel::ui::kDefaultLevel].key) == "medium");
  for (int i = 0; i < kLevelCount; ++i) CHECK(duel::ui::level_index(kLevels[static_cast<std::size_t>(i)].key) == i);
  // Only the keys themselves are levels: not the other seat's word, nor a spec with options.
  for (const char* other : {"human", "random", "greedy", "mcts", "hard:time=0", "Hard", "", "expert "}) {
    INFO('"' << other << '"');
    CHECK(duel::ui::level_index(other) == -1);
  }
  CHECK(duel::ui::level_keys(", ") == "easy, medium, hard, expert");
}

TEST_CASE("UI levels: the menu's step goes easy, medium, hard, expert and round, and back the other way",
          "[ui][levels]") {
  // The keys met stepping `step` at a time from Easy, Easy included, until it is met again.
  const auto walk = [](int step) {
    std::vector<std::string> keys;
    int i = 0;
    do {
      keys.emplace_back(kLevels[static_cast<std::size_t>(i)].key);
      i = duel::ui::next_level(i, step);
    } while (i != 0 && keys.size() < 10);
    keys.emplace_back(kLevels[static_cast<std::size_t>(i)].key);
    return keys;
  };
  CHECK(walk(1) == std::vector<std::string>{"easy", "medium", "hard", "expert", "easy"});
  const std::vector<std::string> back = walk(-1);
  CHECK(back == std::vector<std::string>{"easy", "expert", "hard", "medium", "easy"});
}

TEST_CASE("UI levels: the screen's name of a level, and of any other spec", "[ui][levels]") {
  CHECK(duel::ui::level_name("expert") == "Expert");
  CHECK(duel::ui::level_name("medium") == "Medium");
  CHECK(duel::ui::level_name("mcts") == "Mcts");  // 7wd --ai mcts: as before, capitalised
  CHECK(duel::ui::level_name("").empty());
}

TEST_CASE("UI levels: a record naming any level, in either seat, is a game against the computer", "[ui][levels]") {
  for (const duel::ui::Level& level : kLevels) {
    for (duel::Player seat = 0; seat < 2; ++seat) {
      INFO(level.key << " in seat " << int(seat));
      duel::GameRecord record;
      record.players[seat] = level.key;
      record.players[1 - seat] = "human";
      duel::Player found = duel::kNone;
      std::string found_level;
      REQUIRE(duel::ui::computer_seat(record, found, found_level));
      CHECK(found == seat);
      CHECK(found_level == level.key);
    }
  }
  duel::GameRecord hot_seat;
  hot_seat.players = {"human", "human"};
  duel::Player seat = duel::kNone;
  std::string level;
  CHECK_FALSE(duel::ui::computer_seat(hot_seat, seat, level));
}
