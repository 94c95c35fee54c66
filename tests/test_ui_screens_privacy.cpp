// The 7wd binary's privacy audit (issue 32 item 4): seeded hot-seat games with both
// expansions, played by clicks, with undo, Continue and Load at random points; every
// frame drawn while the curtain is down (its words, as asked of the canvas, its tooltip
// and its hotspots) is read for a component the player at the screen may not know, by
// the engine's observation for that player. The audit is shown to catch a leak: fed one
// hidden name, it fails. Needs the 7wd target built.
#include <catch2/catch.hpp>

#include <cstdio>
#include <string>

#include "ui_support.hpp"

namespace {

namespace fs = std::filesystem;

duel::test::UiRun audit(const std::string& name, const std::string& args) {
  const fs::path dir = duel::test::scratch_dir("privacy") / name;
  return duel::test::run_7wd(args, dir, dir, dir / "config", "", 600);
}

// The audit's summary numbers: games, moves, undos, continues, loads, frames, hovers, leaks.
struct Summary {
  long games = -1, moves = -1, undos = -1, continues = -1, loads = -1, frames = -1, hovers = -1, leaks = -1;
};

Summary summary(const std::string& output) {
  Summary s;
  const std::size_t at = output.find("privacy audit: ");
  if (at == std::string::npos) return s;
  std::sscanf(output.c_str() + at,
              "privacy audit: %ld games, %ld moves by clicks, %ld undos, %ld continues, %ld loads, %ld frames with the "
              "curtain down, %ld hovers, %ld leaks",
              &s.games, &s.moves, &s.undos, &s.continues, &s.loads, &s.frames, &s.hovers, &s.leaks);
  return s;
}

}  // namespace

TEST_CASE("7wd privacy: no frame with the curtain down names or offers what the player at the screen may not know",
          "[ui][screens][privacy][pantheon][agora]") {
  const duel::test::UiRun r = audit("games", "--privacy-audit 3 --seed 11 --expansions agora,pantheon");
  INFO(r.output.substr(0, 4000));
  REQUIRE_FALSE(r.crashed);
  CHECK(r.exit_code == 0);
  const Summary s = summary(r.output);
  CHECK(s.games == 3);
  CHECK(s.leaks == 0);
  // Whole games, with each way back into a game met more than once.
  CHECK(s.moves >= 3 * 100);
  CHECK(s.undos >= 3);
  CHECK(s.continues >= 3);
  CHECK(s.loads >= 3);
  CHECK(s.frames >= s.moves);
  CHECK(r.output.find("privacy leak") == std::string::npos);
}

TEST_CASE("7wd privacy: the audit fails on a frame that names a hidden component", "[ui][screens][privacy]") {
  // --privacy-plant adds a component hidden from the player at the screen to one frame's
  // words, as a drawing that leaked it would: the audit names it and fails.
  const duel::test::UiRun r = audit("plant", "--privacy-audit 1 --seed 11 --expansions agora,pantheon --privacy-plant");
  INFO(r.output.substr(0, 4000));
  REQUIRE_FALSE(r.crashed);
  CHECK(r.exit_code == 1);
  CHECK(summary(r.output).leaks == 1);
  CHECK(r.output.find("privacy leak: game 1, move ") != std::string::npos);
  CHECK(r.output.find(" in \"planted: ") != std::string::npos);
}

TEST_CASE("7wd privacy: a known name's shortened form does not cut into another known name", "[ui][screens][privacy]") {
  // Seed 2's base game has The Great Lighthouse and The Great Library in play and the
  // card Library hidden: blanking "The Gre" (The Great Lighthouse shortened) before
  // "The Great Library" left "Library" and the audit reported 544 false leaks.
  const duel::test::UiRun r = audit("short-names", "--privacy-audit 1 --seed 2");
  INFO(r.output.substr(0, 4000));
  REQUIRE_FALSE(r.crashed);
  CHECK(r.exit_code == 0);
  CHECK(summary(r.output).games == 1);
  CHECK(summary(r.output).leaks == 0);
}
