// What an installed game needs (docs/ui.md "Installing"): the data found beside the
// binary's folder (<prefix>/bin/../share/7wd/data) before the source tree, after
// $DUEL_DATA_DIR; and --version from the CMake project version. The whole install is
// checked by tests/install_test.sh (ctest "install").
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <string>

#include "cli_support.hpp"
#include "duel/data_loader.hpp"
#include "duel_version.hpp"

namespace fs = std::filesystem;

#ifdef __unix__
TEST_CASE("install: the data is looked for in $DUEL_DATA_DIR, beside the binary, then the source tree",
          "[install]") {
  const char* previous = std::getenv("DUEL_DATA_DIR");
  const std::string saved = previous ? previous : "";
  ::unsetenv("DUEL_DATA_DIR");
  const fs::path prefix = duel::test::temp_dir("install-prefix");
  fs::create_directories(prefix / "bin");
  // No installed copy there yet: the source tree's data (a developer build).
  CHECK(fs::equivalent(duel::default_data_dir((prefix / "bin").string()), DUEL_SOURCE_DATA_DIR));
  CHECK(fs::equivalent(duel::default_data_dir(), DUEL_SOURCE_DATA_DIR));
  fs::create_directories(prefix / "share" / "7wd" / "data");
  CHECK(duel::default_data_dir((prefix / "bin").string()) == (prefix / "share" / "7wd" / "data").string());
  // A trailing slash (SDL_GetBasePath gives one) changes nothing.
  CHECK(duel::default_data_dir((prefix / "bin").string() + "/") == (prefix / "share" / "7wd" / "data").string());
  ::setenv("DUEL_DATA_DIR", "/somewhere/else", 1);
  CHECK(duel::default_data_dir((prefix / "bin").string()) == "/somewhere/else");
  ::unsetenv("DUEL_DATA_DIR");
  fs::remove_all(prefix);
  if (previous) ::setenv("DUEL_DATA_DIR", saved.c_str(), 1);
}
#endif

TEST_CASE("install: --version prints the project version", "[install]") {
  const std::string version = duel::kVersion;  // CMake's project(VERSION), e.g. "0.1.0"
  CHECK(std::count(version.begin(), version.end(), '.') == 2);
  CHECK(duel::version_line("7wd").rfind("7wd " + version, 0) == 0);
  const duel::test::Run cli = duel::test::run_cli("--version");
  CHECK(cli.status == 0);
  CHECK(cli.output == duel::version_line("7wd-cli") + "\n");
#ifdef DUEL_UI_PATH
  std::string command = DUEL_UI_PATH;
  command += " --version";
  const duel::test::Run ui = duel::test::run_command(command);
  CHECK(ui.status == 0);
  CHECK(ui.output == duel::version_line("7wd") + "\n");
#endif
}
