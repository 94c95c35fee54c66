// Running the 7wd application headless from the tests: the dummy video driver, a
// private home for saves and settings (never the user's own), a time limit, and the
// program's stdout and stderr together.
#pragma once

#include <sys/wait.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <set>
#include <string>
#include <vector>

#include "scratch_dir.hpp"

namespace duel::test {

struct UiRun {
  int exit_code = -1;
  bool crashed = false;  // the run did not exit normally
  std::string output;
};

inline std::string ui_binary() {
#ifdef DUEL_UI_PATH
  return DUEL_UI_PATH;
#else
  return (std::filesystem::path(DUEL_CLI_PATH).parent_path() / "7wd").string();  // built beside 7wd-cli
#endif
}

// Runs 7wd `args` in the folder `dir` (relative picture paths land there) with
// XDG_DATA_HOME = `home` and XDG_CONFIG_HOME = `config`, extra environment `env`
// ("NAME=value ..."), stopped after `timeout_s` seconds (exit code 124).
inline UiRun run_7wd(const std::string& args, const std::filesystem::path& dir, const std::filesystem::path& home,
                     const std::filesystem::path& config, const std::string& env = "", int timeout_s = 120) {
  std::filesystem::create_directories(dir);
  const std::filesystem::path log = dir / "run.log";
  const std::string cmd = "cd '" + dir.string() + "' && SDL_VIDEODRIVER=dummy " + env + " XDG_DATA_HOME='" +
                          home.string() + "' XDG_CONFIG_HOME='" + config.string() + "' timeout " +
                          std::to_string(timeout_s) + " '" + ui_binary() + "' " + args + " > '" + log.string() +
                          "' 2>&1";
  const int status = std::system(cmd.c_str());
  UiRun r;
  if (WIFEXITED(status)) {
    r.exit_code = WEXITSTATUS(status);
  } else {
    r.crashed = true;
  }
  std::ifstream in(log);
  std::stringstream ss;
  ss << in.rdbuf();
  r.output = ss.str();
  return r;
}

// The decision kinds a by-clicks run answered ("answered by clicks: place-cube"), and
// "prepare" for each Agora Conspiracy prepared by a click on a card's menu.
inline std::multiset<std::string> answered(const std::string& output) {
  std::multiset<std::string> kinds;
  std::istringstream in(output);
  const std::string tag = "answered by clicks: ";
  for (std::string line; std::getline(in, line);) {
    if (line.rfind(tag, 0) == 0) kinds.insert(line.substr(tag.size()));
    if (line == "prepared by clicks") kinds.insert("prepare");
  }
  return kinds;
}

// A text the drawing fitted (DUEL_UI_FIT_REPORT): asked, shown, at which size.
struct Fitted {
  std::string asked, shown;
  int size = 0;
};
// Every "7wd: text fitted: ..." line of a run's output.
inline std::vector<Fitted> fitted(const std::string& out) {
  std::vector<Fitted> all;
  std::istringstream lines(out);
  const std::string tag = "7wd: text fitted: \"", mid = "\" shown as \"", at = "\" at ";
  for (std::string line; std::getline(lines, line);) {
    if (line.rfind(tag, 0) != 0) continue;
    const std::size_t m = line.find(mid), a = line.rfind(at);
    if (m == std::string::npos || a == std::string::npos || a < m) continue;
    all.push_back({line.substr(tag.size(), m - tag.size()), line.substr(m + mid.size(), a - m - mid.size()),
                   std::atoi(line.c_str() + a + at.size())});
  }
  return all;
}

}  // namespace duel::test
