// The load dialog's line for each save: the Age and move, the opponent, both players'
// points and the date, read once per file version; a corrupt save is listed as
// unreadable with its reason.
#include <catch2/catch.hpp>

#include <cctype>
#include <cstdlib>
#include <string>

#include "duel/data_loader.hpp"
#include "duel/scoring.hpp"
#include "save_files.hpp"
#include "save_summary.hpp"
#include "scratch_dir.hpp"
#include "session.hpp"

namespace {

std::shared_ptr<const duel::Rules> list_rules() {
  static const std::shared_ptr<const duel::Rules> loaded = [] {
    duel::LoadResult r = duel::load_rules(DUEL_SOURCE_DATA_DIR);
    REQUIRE(r.ok());
    return r.rules;
  }();
  return loaded;
}

// A seeded game of `moves` moves (a fixed spread of the legal actions).
std::unique_ptr<duel::ui::GameSession> played(std::uint64_t seed, int moves) {
  auto s = duel::ui::GameSession::start(list_rules(), seed, duel::GameOptions{});
  REQUIRE(s);
  for (int i = 0; i < moves; ++i) {
    duel::ActionList actions;
    s->state().legal_actions(actions);
    duel::EventLog events;
    REQUIRE(s->play(actions[(i * 5 + 1) % actions.size()], events));
  }
  return s;
}

// Points now, as the score sheet counts them.
int points(const duel::ui::GameSession& s, duel::Player p) { return duel::score_sheet(s.state(), p).total(); }

// Makes saves in a private XDG_DATA_HOME for the test's length.
struct DataHome {
  duel::test::ScratchDir dir{"load-list"};
  std::string old;
  bool had = false;
  DataHome() {
    if (const char* v = std::getenv("XDG_DATA_HOME")) {
      had = true;
      old = v;
    }
    ::setenv("XDG_DATA_HOME", dir.path.c_str(), 1);
  }
  ~DataHome() {
    if (had) ::setenv("XDG_DATA_HOME", old.c_str(), 1);
    else ::unsetenv("XDG_DATA_HOME");
  }
};

}  // namespace

TEST_CASE("UI load list: Age, opponent, move, points and date of each save", "[ui][session]") {
  const DataHome home;
  const std::string saves = duel::ui::data_directory();
  REQUIRE(!saves.empty());
  const auto hot_seat = played(11, 20);   // Age I after the 8 Wonder picks
  auto computer = played(12, 40);         // Age II
  computer->ai_seat = 1;
  computer->difficulty = "hard";
  REQUIRE(hot_seat->state().age == 1);
  REQUIRE(computer->state().age == 2);
  duel::test::put(saves + "/hot.json", hot_seat->to_json());
  duel::test::put(saves + "/versus.json", computer->to_json());
  duel::test::put(saves + "/broken.json", "{\"seed\": 1, \"moves\": [");

  const std::vector<duel::ui::SaveInfo> list = duel::ui::list_saves();
  REQUIRE(list.size() == 3);
  duel::ui::SaveSummaryCache cache;
  duel::RulesCache rules_cache(DUEL_SOURCE_DATA_DIR);
  // "2026-11-23 02:53": digits where the pattern has 9, the separators where it has them.
  auto is_date = [](const std::string& s) {
    const std::string pattern = "9999-99-99 99:99";
    if (s.size() != pattern.size()) return false;
    for (std::size_t i = 0; i < s.size(); ++i) {
      if (pattern[i] == '9' ? !std::isdigit(static_cast<unsigned char>(s[i])) : s[i] != pattern[i]) return false;
    }
    return true;
  };
  for (const duel::ui::SaveInfo& save : list) {
    INFO(save.name);
    const duel::ui::SaveSummary& s = cache.get(list_rules(), save, &rules_cache);
    CHECK(is_date(s.when));
    if (save.name == "hot") {
      REQUIRE(s.readable);
      CHECK(s.progress == "Age I, move 21");
      CHECK(s.opponent == "Hot-seat");
      CHECK(s.points[0] == points(*hot_seat, 0));
      CHECK(s.points[1] == points(*hot_seat, 1));
      CHECK(s.line() == "Age I, move 21 · Hot-seat · Points: Player 1 " + std::to_string(points(*hot_seat, 0)) +
                            ", Player 2 " + std::to_string(points(*hot_seat, 1)) + " · " + save.when);
    } else if (save.name == "versus") {
      REQUIRE(s.readable);
      CHECK(s.progress == "Age II, move 41");
      CHECK(s.opponent == "Computer (Hard)");
      CHECK(s.points[0] == points(*computer, 0));
      CHECK(s.points[1] == points(*computer, 1));
      CHECK(s.points[0] + s.points[1] > 0);  // 40 moves in: someone has points
      CHECK(s.line().find(" · Points: You " + std::to_string(s.points[0]) + ", Computer " +
                          std::to_string(s.points[1]) + " · ") != std::string::npos);
    } else {
      CHECK_FALSE(s.readable);
      CHECK_FALSE(s.problem.empty());
      CHECK(s.line().rfind("cannot be loaded: ", 0) == 0);
      CHECK(s.line().find(saves) == std::string::npos);  // no path
    }
  }
  CHECK(cache.reads() == 3);
  // Opening the dialog again reads nothing; a save written again is read again.
  for (const duel::ui::SaveInfo& save : duel::ui::list_saves()) cache.get(list_rules(), save, &rules_cache);
  CHECK(cache.reads() == 3);
  duel::test::put(saves + "/broken.json", hot_seat->to_json());
  for (const duel::ui::SaveInfo& save : duel::ui::list_saves()) {
    const duel::ui::SaveSummary& s = cache.get(list_rules(), save, &rules_cache);
    if (save.name == "broken") CHECK(s.readable);
  }
  CHECK(cache.reads() == 4);
}

TEST_CASE("UI load list: a Pantheon save says so beside its opponent", "[ui][session][pantheon]") {
  const DataHome home;
  const std::string saves = duel::ui::data_directory();
  REQUIRE(!saves.empty());
  const duel::LoadResult pantheon = duel::load_rules(DUEL_SOURCE_DATA_DIR, {"pantheon"});
  REQUIRE(pantheon.ok());
  duel::GameOptions options;
  options.expansions = {"pantheon"};
  auto game = duel::ui::GameSession::start(pantheon.rules, 5, options);
  REQUIRE(game);
  duel::test::put(saves + "/pantheon.json", game->to_json());
  const std::vector<duel::ui::SaveInfo> list = duel::ui::list_saves();
  REQUIRE(list.size() == 1);
  duel::ui::SaveSummaryCache cache;
  duel::RulesCache rules_cache(DUEL_SOURCE_DATA_DIR);
  const duel::ui::SaveSummary& s = cache.get(list_rules(), list.front(), &rules_cache);
  REQUIRE(s.readable);
  CHECK(s.opponent == "Hot-seat, Pantheon");
  CHECK(s.line().rfind("Wonder selection, move 1 · Hot-seat, Pantheon · Points: ", 0) == 0);
}
