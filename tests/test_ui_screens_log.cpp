// The move log in the 7wd binary: every sentence is shown whole. A long one ("Player 1
// activates the Gate with the Offering tokens 2 and 3 (5 coins)") goes on two lines
// instead of ending in "…" (issue 32 items 11 and 12: names were cut in the log). The
// drawing reports each text it shortens (DUEL_UI_FIT_REPORT), for every frame drawn
// while the autoplay plays. Needs the 7wd target built.
#include <catch2/catch.hpp>

#include <filesystem>
#include <string>
#include <vector>

#include "ui_support.hpp"

namespace {

namespace fs = std::filesystem;

// The log entries ("12. Player 1 builds ...") the drawing shortened with "…".
std::vector<std::string> shortened_log_lines(const std::string& args) {
  const fs::path dir = duel::test::scratch_dir("log");
  const duel::test::UiRun r = duel::test::run_7wd(args, dir, dir, dir, "DUEL_UI_FIT_REPORT=1");
  CHECK_FALSE(r.crashed);
  CHECK(r.exit_code == 0);
  fs::remove_all(dir);
  std::vector<std::string> cut;
  for (const duel::test::Fitted& f : duel::test::fitted(r.output)) {
    const std::string& text = f.asked;
    const bool entry = !text.empty() && text[0] >= '1' && text[0] <= '9' && text.find(". ") != std::string::npos &&
                       text.find(". ") < 5;
    if (entry && f.shown.ends_with("…")) cut.push_back(text + " shown as " + f.shown);
  }
  return cut;
}

}  // namespace

TEST_CASE("7wd: the move log shows every sentence whole at 1280x720 with both expansions", "[ui][screens][layout]") {
  for (const char* size : {"1280x720", "960x540"}) {
    const std::vector<std::string> cut =
        shortened_log_lines(std::string("--screenshot out.png --seed 11 --expansions pantheon,agora --autoplay 90 "
                                        "--by-clicks --size ") +
                            size);
    std::string all;
    for (const std::string& line : cut) all += line + "\n";
    INFO("size " << size << "\n" << all);
    CHECK(cut.empty());
  }
}
