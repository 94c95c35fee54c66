// A city's cards in the 7wd binary: every chain symbol a city holds is written out in
// full at the layout's chain size at 1280x720 (issue 11: "Hors…", "Amph…", "Water dr…"
// were cut in the narrow colour columns). The drawing reports each text it shrinks or
// shortens (DUEL_UI_FIT_REPORT); at the end of a game shown with B the structure is
// empty, so every chain name drawn is a city's. Needs the 7wd target built.
#include <catch2/catch.hpp>

#include <sys/wait.h>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "duel/data_loader.hpp"
#include "duel/rules.hpp"
#include "describe.hpp"

#include "ui_support.hpp"

namespace {

namespace fs = std::filesystem;

// Runs 7wd headless with `args` and the fit report and hotspot list on; stdout and
// stderr together.
std::string run_reporting(const std::string& args) {
  const fs::path dir = duel::test::scratch_dir("city");
  const duel::test::UiRun r = duel::test::run_7wd(args, dir, dir, dir, "DUEL_UI_FIT_REPORT=1 DUEL_UI_HOTSPOTS=1");
  CHECK_FALSE(r.crashed);
  CHECK(r.exit_code == 0);
  fs::remove_all(dir);
  return r.output;
}

// The city cards' strips the drawing reported (DUEL_UI_HOTSPOTS).
struct Strip {
  int x = 0, y = 0, w = 0, h = 0, card = -1;
};
std::vector<Strip> city_strips(const std::string& out) {
  std::vector<Strip> strips;
  std::istringstream lines(out);
  for (std::string line; std::getline(lines, line);) {
    Strip s;
    if (std::sscanf(line.c_str(), "hotspot: CityCard %d,%d %dx%d %d", &s.x, &s.y, &s.w, &s.h, &s.card) == 5 && s.card >= 0)
      strips.push_back(s);
  }
  return strips;
}

}  // namespace

TEST_CASE("7wd: every chain symbol in a city is written in full at 1280x720", "[ui][screens][layout]") {
  const duel::LoadResult loaded = duel::load_rules(DUEL_SOURCE_DATA_DIR);
  REQUIRE(loaded.ok());
  const duel::Rules& rules = *loaded.rules;
  std::set<std::string> shown;  // chain names held by the cities of the games below
  for (const int seed : {7, 12, 31, 44}) {
    INFO("seed " << seed);
    const std::string out = run_reporting("--screenshot city.png --size 1280x720 --seed " + std::to_string(seed) +
                                          " --autoplay 200 --key B");
    REQUIRE(out.find("shown: game") != std::string::npos);
    for (const Strip& strip : city_strips(out)) {
      const auto chain = rules.cards[static_cast<std::size_t>(strip.card)].chain_gives;
      if (chain != duel::kNone) shown.insert(duel::ui::chain_title(rules, chain));
    }
    // No chain name, nor a word of one (a name on two lines), was shrunk or shortened.
    for (std::size_t symbol = 0; symbol < rules.chain_symbols.size(); ++symbol) {
      const std::string name = duel::ui::chain_title(rules, static_cast<std::uint8_t>(symbol));
      std::istringstream words(name);
      for (std::string part = name; !part.empty(); part.clear(), words >> part) {
        INFO(name << " / " << part << "\n" << out);
        CHECK(out.find("text fitted: \"" + part + "\"") == std::string::npos);
      }
    }
  }
  // The games above put a good share of the chain symbols in the cities, a name of two
  // words among them.
  INFO(shown.size() << " chain symbols shown");
  CHECK(shown.size() >= 8);
  bool two_words = false;
  for (const std::string& name : shown) two_words = two_words || name.find(' ') != std::string::npos;
  CHECK(two_words);
}

TEST_CASE("7wd: a city header's seat line is written in full against the computer", "[ui][screens][layout]") {
  // The computer to move: "player 2 · Medium · to move" was cut beside the treasury.
  for (const char* size : {"1280x720", "960x540"}) {
    INFO(size);
    const std::string out =
        run_reporting(std::string("--screenshot header.png --size ") + size + " --ai medium --seed 1 --autoplay 30");
    REQUIRE(out.find("shown: game, game at move 30") != std::string::npos);
    CHECK(out.find("to move\" shown as") == std::string::npos);
  }
}

TEST_CASE("7wd: a full colour column hides its chain pills before any card's symbols' row", "[ui][screens][layout]") {
  // Seeds whose cities end with columns too full to stack their cards with a gap: the
  // column used to overlap every strip by the same share of its height, so a card
  // without a chain pill lost part of its symbols' row while pills above it showed.
  int squeezed = 0;
  for (const int seed : {13, 20, 30}) {
    INFO("seed " << seed);
    const std::string out = run_reporting("--screenshot city.png --size 1280x720 --seed " + std::to_string(seed) +
                                          " --autoplay 200 --key B");
    REQUIRE(out.find("shown: game") != std::string::npos);
    std::map<std::pair<int, int>, std::vector<std::pair<int, int>>> columns;  // (x, width) -> (top, height)
    int row = 1 << 30;  // a strip without a chain pill: its symbols' row alone
    for (const Strip& strip : city_strips(out)) {
      columns[{strip.x, strip.w}].push_back({strip.y, strip.h});
      row = std::min(row, strip.h);
    }
    for (auto& [where, strips] : columns) {
      std::sort(strips.begin(), strips.end());
      if (strips.size() < 2) continue;
      // Every step down the column is at least a symbols' row, or, in a column too full
      // even for the rows alone, the same for every card (1 pixel of rounding).
      const double even = double(strips.back().first - strips.front().first) / double(strips.size() - 1);
      for (std::size_t i = 0; i + 1 < strips.size(); ++i) {
        const int step = strips[i + 1].first - strips[i].first;
        INFO("column at x " << where.first << ", card " << i << ": step " << step << ", row " << row << ", even " << even);
        CHECK(step >= std::min<double>(row, even) - 1);
        squeezed += step < strips[i].second ? 1 : 0;
      }
    }
  }
  CHECK(squeezed >= 5);  // these games do fill columns past their room
}
