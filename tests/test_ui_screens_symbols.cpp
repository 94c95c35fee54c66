// Symbols' short labels in the 7wd binary ("+1", "PT", "12", Urbanism's chain) are never
// cut with "…": a cut number says something else ("1…" for 12). At 960x540 they were;
// Urbanism's word "chain" read "c…" even at 1280x720 and is now drawn as two links.
// The drawing reports each text it shortens (DUEL_UI_FIT_REPORT), for every frame drawn
// while the autoplay plays. Needs the 7wd target built.
#include <catch2/catch.hpp>

#include <filesystem>
#include <string>
#include <vector>

#include "ui_support.hpp"

namespace {

namespace fs = std::filesystem;

// The texts of at most four bytes (a symbol's label, not a name or a sentence) the
// drawing shortened with "…", and the word "chain" drawn anywhere as a symbol's label.
std::vector<std::string> cut_labels(const std::string& args) {
  const fs::path dir = duel::test::scratch_dir("symbols");
  const duel::test::UiRun r = duel::test::run_7wd(args, dir, dir, dir, "DUEL_UI_FIT_REPORT=1");
  CHECK_FALSE(r.crashed);
  CHECK(r.exit_code == 0);
  fs::remove_all(dir);
  std::vector<std::string> cut;
  for (const duel::test::Fitted& f : duel::test::fitted(r.output)) {
    if ((f.asked.size() <= 4 || f.asked == "chain") && f.shown.ends_with("…")) cut.push_back(f.asked + " shown as " + f.shown);
  }
  return cut;
}

}  // namespace

TEST_CASE("7wd: symbols' short labels are never cut with an ellipsis, with both expansions", "[ui][screens][layout]") {
  for (const char* size : {"1280x720", "960x540"}) {
    const std::vector<std::string> cut = cut_labels(
        std::string("--screenshot out.png --seed 11 --expansions pantheon,agora --autoplay 90 --by-clicks --size ") + size);
    std::string all;
    for (const std::string& line : cut) all += line + "\n";
    INFO("size " << size << "\n" << all);
    CHECK(cut.empty());
  }
}
