// Runs the command-line tool 7wd-cli as a designer or a script would, for the tests.
#pragma once

#include <sys/wait.h>

#include <array>
#include <cstdio>
#include <string>

#include <catch2/catch.hpp>

namespace duel::test {

struct CliRun {
  int status = -1;
  std::string output;  // stdout and stderr together
};

inline CliRun run_cli(const std::string& args) {
  CliRun r;
  const std::string command = std::string(DUEL_CLI_PATH) + " " + args + " 2>&1";
  FILE* pipe = popen(command.c_str(), "r");
  REQUIRE(pipe != nullptr);
  std::array<char, 4096> buffer{};
  while (std::fgets(buffer.data(), static_cast<int>(buffer.size()), pipe)) r.output += buffer.data();
  const int status = pclose(pipe);
  r.status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return r;
}

}  // namespace duel::test
