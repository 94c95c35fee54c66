// The 7wd binary's layout options: --ui-scale refuses what it cannot use with a message
// naming the option and its range, and draws with what it accepts; --expansion-regions
// draws the Pantheon and Senate placeholders (docs). Needs the 7wd target built.
#include <catch2/catch.hpp>

#include <sys/wait.h>

#include <cctype>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <set>
#include <string>
#include <vector>

#include "duel/data_loader.hpp"
#include "duel/pantheon_rules.hpp"
#include "ui_support.hpp"

namespace {

namespace fs = std::filesystem;

using Result = duel::test::UiRun;
using duel::test::Fitted;
using duel::test::fitted;

// Runs 7wd headless with `args`; its stdout and stderr together.
Result run_7wd(const std::string& args) {
  const fs::path dir = duel::test::scratch_dir("layout");
  return duel::test::run_7wd(args, dir, dir, dir / "config");
}

// The names with each one's lines where it takes two, split at a space (a number alone,
// "12" of "Decree 12", is no name).
std::set<std::string> with_lines(std::set<std::string> names) {
  std::set<std::string> lines;
  for (const std::string& name : names) {
    for (std::size_t sp = name.find(' '); sp != std::string::npos; sp = name.find(' ', sp + 1)) {
      for (const std::string& line : {name.substr(0, sp), name.substr(sp + 1)}) {
        if (line.find_first_not_of("0123456789") != std::string::npos) lines.insert(line);
      }
    }
  }
  names.insert(lines.begin(), lines.end());
  return names;
}

// The chain symbols' names as their pills show them ("Greek Mythology token"), with their lines.
std::set<std::string> chain_names() {
  const duel::LoadResult loaded = duel::load_rules(DUEL_SOURCE_DATA_DIR, {"agora", "pantheon"});
  REQUIRE(loaded.ok());
  std::set<std::string> names;
  for (std::string chain : loaded.rules->chain_symbols) {
    if (!chain.empty()) chain[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(chain[0])));
    names.insert(chain);
  }
  return with_lines(names);
}

// Every name a game with both expansions may draw: cards (Senators among them), Wonders,
// Progress tokens, Divinities, Mythologies, Decrees, Conspiracies, Senators' words, chain
// symbols ("Greek Mythology token"); and each name's lines where it takes two, split at
// a space ("Egyptian Grand" / "Temple").
std::set<std::string> both_expansions_names() {
  const duel::LoadResult loaded = duel::load_rules(DUEL_SOURCE_DATA_DIR, {"agora", "pantheon"});
  REQUIRE(loaded.ok());
  const duel::Rules& rules = *loaded.rules;
  std::set<std::string> names = {"Politician", "Conspirator"};
  for (const auto& c : rules.cards) names.insert(c.name);
  for (const auto& w : rules.wonders) names.insert(w.name);
  for (const auto& t : rules.progress_tokens) names.insert(t.name);
  for (const auto& d : rules.pantheon->divinities) names.insert(d.name);
  for (int m = 0; m < duel::kMythologyCount; ++m) names.insert(duel::mythology_title(m));
  for (const auto& d : rules.agora->decrees) names.insert(d.name);
  for (const auto& c : rules.agora->conspiracies) names.insert(c.name);
  const std::set<std::string> chains = chain_names();
  names.insert(chains.begin(), chains.end());
  return with_lines(names);
}

}  // namespace

TEST_CASE("7wd: every name is whole in every Age at 1280x720, with both expansions and each alone (issue 32 item 12)",
          "[ui][screens][layout][agora][pantheon]") {
  // "Right Polit…", "Conspirato…" (structure cards one line 86 px wide), "Mesopotami…"
  // (a face-down Divinity space): the cards now take a second line, the space's name its
  // whole width. Age III with Agora (five cards across, one line) read "Chamber of
  // Comm.", "Mesopotam. Temple", its chain pills "Egy. Myth. token"; a city's fifth Wonder
  // "Great Lighth."; Hades' choice of 22 cards "Conspir…". A name may shrink to the
  // least readable size (11 px), never be cut.
  const std::set<std::string> names = both_expansions_names();
  const std::set<std::string> senator_words = {"Politician", "Conspirator"};
  std::set<std::string> mythologies;
  for (int m = 0; m < duel::kMythologyCount; ++m) mythologies.insert(duel::mythology_title(m));
  const std::set<std::string> chains = chain_names();
  struct Run {
    const char* expansions;
    std::vector<int> moves;  // 8 to 70: the Wonder selection, Ages I and II (seed 2's 70: Hades' 22 cards); 75 to 100: Age III
  };
  for (const Run& run : {Run{"pantheon,agora", {8, 20, 40, 55, 70, 100}}, Run{"agora", {100}}, Run{"pantheon", {75, 85}}}) {
    for (const int seed : {1, 2, 4}) {
      for (const int moves : run.moves) {
        INFO(run.expansions << ", seed " << seed << ", " << moves << " moves");
        const fs::path dir = duel::test::scratch_dir("layout-names");
        const Result r = duel::test::run_7wd("--screenshot names.png --size 1280x720 --trace-status --expansions " +
                                                 std::string(run.expansions) + " --seed " + std::to_string(seed) +
                                                 " --autoplay " + std::to_string(moves),
                                             dir, dir, dir / "config", "DUEL_UI_FIT_REPORT=1");
        REQUIRE(r.exit_code == 0);
        if (moves >= 75) CHECK(r.output.find("Age III") != std::string::npos);
        for (const Fitted& f : fitted(r.output)) {
          if (!names.count(f.asked)) continue;
          INFO(f.asked << " shown as " << f.shown << " at " << f.size << " px");
          CHECK(f.shown == f.asked);
          // A Senator's word sits in its card's effect band at an icon's size, a face-down
          // Divinity's Mythology may take 10 px in its space, and a chain's pill on a card
          // is a label of its own size: names at 11 px or more.
          if (!senator_words.count(f.asked) && !mythologies.count(f.asked) && !chains.count(f.asked) &&
              f.size < 11) {
            CHECK(f.size >= 11);
          }
        }
      }
    }
  }
}

TEST_CASE("7wd: with both expansions a name too wide at 960x540 is abbreviated, never cut inside a word",
          "[ui][screens][layout][agora][pantheon]") {
  // Chain pills of 6 px ended in "Greek Myt. t…" (Age III): they take two lines now;
  // Hades' 22 cards of the discard pile (seed 2, move 70) read "Conspir…".
  const std::set<std::string> names = both_expansions_names();
  for (const int seed : {1, 2, 4}) {
    for (const int moves : {8, 20, 40, 70, 100}) {
      INFO("seed " << seed << ", " << moves << " moves");
      const fs::path dir = duel::test::scratch_dir("layout-names");
      const Result r = duel::test::run_7wd("--screenshot names.png --size 960x540 --expansions pantheon,agora --seed " +
                                               std::to_string(seed) + " --autoplay " + std::to_string(moves),
                                           dir, dir, dir / "config", "DUEL_UI_FIT_REPORT=1");
      REQUIRE(r.exit_code == 0);
      for (const Fitted& f : fitted(r.output)) {
        if (!names.count(f.asked)) continue;
        INFO(f.asked << " shown as " << f.shown << " at " << f.size << " px");
        CHECK(f.shown.find("…") == std::string::npos);
      }
    }
  }
}

TEST_CASE("7wd --ui-scale: out of range or not a number is refused with the range, a good one draws",
          "[ui][screens][layout]") {
  for (const char* bad : {"2", "0.5", "abc", "1.2x", "nan"}) {
    INFO("--ui-scale " << bad);
    const Result r = run_7wd(std::string("--ui-scale ") + bad + " --screenshot bad.png --seed 7 --autoplay 51");
    CHECK(r.exit_code == 2);
    CHECK(r.output.find("--ui-scale wants a number from 0.8 to 1.5") != std::string::npos);
    CHECK(r.output.find(bad) != std::string::npos);
  }
  for (const char* good : {"0.8", "1.1", "1.5"}) {
    INFO("--ui-scale " << good);
    const Result r = run_7wd(std::string("--ui-scale ") + good + " --screenshot good.png --seed 7 --autoplay 51");
    CHECK(r.exit_code == 0);
    CHECK(r.output.find("shown: game") != std::string::npos);
  }
}

TEST_CASE("7wd --expansion-regions: the Pantheon row and the Senate drawn at 960x540 and 1280x720",
          "[ui][screens][layout]") {
  for (const char* size : {"960x540", "1280x720"}) {
    INFO(size);
    const Result r =
        run_7wd(std::string("--expansion-regions --size ") + size + " --screenshot regions.png --seed 7 --autoplay 51");
    CHECK(r.exit_code == 0);
    CHECK(r.output.find("shown: game") != std::string::npos);
  }
}
