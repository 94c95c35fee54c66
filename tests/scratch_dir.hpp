// Temp folders for the tests: a fresh one for one test case (ScratchDir, removed at its
// end) and one per name and test process (scratch_dir, removed when the process ends,
// pass or fail), so that test runs leave nothing in the temp directory; and the small
// file helpers the tests share.
#pragma once

#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <set>
#include <string>
#include <system_error>

namespace duel::test {

struct ScratchDir {
  std::filesystem::path path;
  explicit ScratchDir(const std::string& name)
      : path(std::filesystem::temp_directory_path() / ("7wd-ui-saves-" + name + "-" + std::to_string(::getpid()))) {
    std::filesystem::remove_all(path);
    std::filesystem::create_directories(path);
  }
  ~ScratchDir() {
    std::error_code ec;
    std::filesystem::remove_all(path, ec);
  }
  ScratchDir(const ScratchDir&) = delete;
  ScratchDir& operator=(const ScratchDir&) = delete;
  std::string operator/(const std::string& file) const { return (path / file).string(); }
};

// A folder for `name` in this test process, created if missing and removed when the
// process ends; kept when DUEL_KEEP_TEST_FILES (or DUEL_KEEP_UI_TEST_FILES) is set, to
// look at what the tests wrote: screenshots, saves, reports.
inline std::filesystem::path scratch_dir(const std::string& name) {
  struct Cleanup {
    std::set<std::filesystem::path> dirs;
    ~Cleanup() {
      if (std::getenv("DUEL_KEEP_TEST_FILES") || std::getenv("DUEL_KEEP_UI_TEST_FILES")) return;
      std::error_code ignored;
      for (const auto& dir : dirs) std::filesystem::remove_all(dir, ignored);
    }
  };
  static Cleanup cleanup;
  // The process id keeps test runs of several checkouts at once apart.
  const auto dir = std::filesystem::temp_directory_path() / ("7wd-test-" + name + "-" + std::to_string(::getpid()));
  cleanup.dirs.insert(dir);
  std::filesystem::create_directories(dir);
  return dir;
}

inline std::string slurp(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

inline void put(const std::string& path, const std::string& text) { std::ofstream(path, std::ios::binary) << text; }

}  // namespace duel::test
