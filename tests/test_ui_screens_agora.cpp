// The 7wd binary with the Agora expansion (alone and with Pantheon): whole games played
// only by clicking what the screen offers (every Agora decision answerable with the
// mouse, none stuck), the board drawn at each window size, and the menu's switch.
// Needs the 7wd target built.
#include <catch2/catch.hpp>

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <string>

#include "ui_support.hpp"

namespace {

namespace fs = std::filesystem;

using Result = duel::test::UiRun;

fs::path scratch() { return fs::temp_directory_path() / ("7wd-agora-test-" + std::to_string(::getpid())); }

Result run_7wd(const std::string& args) {
  const fs::path dir = scratch();
  return duel::test::run_7wd(args, dir, dir, dir / "config", "", 300);
}

// The decision kinds a run answered by clicks ("answered by clicks: place-cube").
std::multiset<std::string> answered(const std::string& output) {
  std::multiset<std::string> kinds;
  std::istringstream in(output);
  const std::string tag = "answered by clicks: ";
  for (std::string line; std::getline(in, line);) {
    if (line.rfind(tag, 0) == 0) kinds.insert(line.substr(tag.size()));
  }
  return kinds;
}

}  // namespace

TEST_CASE("7wd Agora: whole games played by clicks alone reach the score sheet", "[ui][screens][agora]") {
  std::multiset<std::string> all;
  // Hot-seat games (the curtain clicked away too), alone and with Pantheon, and one
  // against the computer. The message below names the decisions met.
  for (const char* extra : {"--seed 1 --expansions agora", "--seed 2 --expansions agora", "--seed 3 --expansions agora",
                            "--seed 4 --expansions agora,pantheon", "--seed 5 --expansions agora --ai easy"}) {
    INFO(extra);
    const Result r = run_7wd(std::string(extra) + " --by-clicks --autoplay 2000 --screen score --screenshot end.png");
    INFO(r.output.substr(r.output.size() > 2000 ? r.output.size() - 2000 : 0));
    CHECK(r.exit_code == 0);  // the score sheet: the game ended
    CHECK(r.output.find("shown: game") != std::string::npos);
    const std::multiset<std::string> kinds = answered(r.output);
    CHECK(kinds.count("play") > 20);
    all.insert(kinds.begin(), kinds.end());
  }
  std::string seen;
  for (const std::string& k : std::set<std::string>(all.begin(), all.end())) seen += k + " ";
  INFO("answered: " << seen);
  // The Senate's decisions come up in every game; the rarer Conspiracies' in some.
  for (const char* kind : {"senate-actions", "conspirator-action", "place-cube", "keep-conspiracy", "trigger-conspiracy"}) {
    INFO(kind);
    CHECK(all.count(kind) > 0);
  }
}

TEST_CASE("7wd Agora: the board draws in each Age at 960x540, 1280x720 and 1920x1080, alone and with Pantheon",
          "[ui][screens][agora][layout]") {
  for (const char* expansions : {"agora", "agora,pantheon"}) {
    for (const char* size : {"960x540", "1280x720", "1920x1080"}) {
      for (const int moves : {12, 45, 80}) {
        INFO(expansions << " " << size << " after " << moves << " moves");
        const Result r = run_7wd(std::string("--size ") + size + " --seed 3 --expansions " + expansions + " --autoplay " +
                                 std::to_string(moves) + " --screenshot board.png");
        CHECK(r.exit_code == 0);
        CHECK(r.output.find("shown: game") != std::string::npos);
      }
    }
  }
}

TEST_CASE("7wd Agora: the menu's switch starts an Agora game, whose save loads back", "[ui][screens][agora]") {
  const fs::path dir = scratch() / "menu";
  fs::remove_all(dir);
  // The menu's "Agora: off" button (right of "Pantheon: off", under EXPANSIONS at
  // 1280x720), then New hot-seat game (N): the autosave names the expansion.
  const Result r = duel::test::run_7wd("--screenshot game.png --click 300,423 --key N", dir, dir, dir / "config");
  CHECK(r.exit_code == 0);
  CHECK(r.output.find("shown: game") != std::string::npos);
  std::ifstream save(dir / "7wd" / "autosave.json");
  std::stringstream record;
  record << save.rdbuf();
  CHECK(record.str().find("\"agora\"") != std::string::npos);
  CHECK(record.str().find("\"pantheon\"") == std::string::npos);
  const Result loaded = duel::test::run_7wd(
      "--screenshot loaded.png --record '" + (dir / "7wd" / "autosave.json").string() + "'", dir, dir, dir / "config");
  CHECK(loaded.exit_code == 0);
  CHECK(loaded.output.find("shown: game") != std::string::npos);
}
