// Running 7wd-cli from the tests: its exit status and output, and fresh temp folders.
#pragma once

#include <array>
#include <cstdio>
#include <filesystem>
#include <unistd.h>
#include <string>
#include <sys/wait.h>

#include <catch2/catch.hpp>

#include "scratch_dir.hpp"

namespace duel::test {

struct Run {
  int status = -1;
  std::string output;  // stdout and stderr together
};

inline Run run_command(const std::string& command_line) {
  Run r;
  const std::string command = command_line + " 2>&1";
  FILE* pipe = popen(command.c_str(), "r");
  REQUIRE(pipe != nullptr);
  std::array<char, 4096> buffer{};
  while (std::fgets(buffer.data(), buffer.size(), pipe)) r.output += buffer.data();
  const int status = pclose(pipe);
  r.status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return r;
}

inline Run run_cli(const std::string& args) {
  std::string command = DUEL_CLI_PATH;
  command += ' ';
  return run_command(command + args);
}

// An empty temp folder for `name`, removed when the test process ends (scratch_dir.hpp).
inline std::filesystem::path temp_dir(const std::string& name) {
  const auto dir = scratch_dir(name);
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  return dir;
}

}  // namespace duel::test
