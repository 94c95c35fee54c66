// The 7wd binary's layout options: --ui-scale refuses what it cannot use with a message
// naming the option and its range, and draws with what it accepts; --expansion-regions
// draws the Pantheon and Senate placeholders (docs). Needs the 7wd target built.
#include <catch2/catch.hpp>

#include <sys/wait.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "ui_support.hpp"

namespace {

namespace fs = std::filesystem;

using Result = duel::test::UiRun;

// Runs 7wd headless with `args`; its stdout and stderr together.
Result run_7wd(const std::string& args) {
  const fs::path dir = duel::test::scratch_dir("layout");
  return duel::test::run_7wd(args, dir, dir, dir / "config");
}

}  // namespace

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
