// The engine stays a pure rules library (DESIGN.md): no SDL, no threads, no clock, no
// randomness but the project's own generator, in any engine or AI source.
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace {

std::string read(const std::filesystem::path& p) {
  std::ifstream in(p);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

}  // namespace

TEST_CASE("Engine sources include no SDL and use no threads, clock or std randomness", "[architecture]") {
  const std::filesystem::path root = DUEL_SOURCE_DIR;
  const std::vector<std::filesystem::path> dirs = {root / "src/engine", root / "include/duel"};
  int files = 0;
  for (const auto& dir : dirs) {
    for (const auto& entry : std::filesystem::directory_iterator(dir)) {
      if (!entry.is_regular_file()) continue;
      ++files;
      const std::string text = read(entry.path());
      INFO(entry.path().string());
      for (const char* banned : {"SDL", "<thread>", "<chrono>", "<random>", "std::rand", "srand(", "random_device", "<ctime>"}) {
        INFO("contains " << banned);
        CHECK(text.find(banned) == std::string::npos);
      }
    }
  }
  CHECK(files > 20);
}

TEST_CASE("AI sources include no SDL and no std randomness", "[architecture]") {
  const std::filesystem::path root = DUEL_SOURCE_DIR;
  for (const auto& dir : {root / "src/ai", root / "include/duel/ai"}) {
    for (const auto& entry : std::filesystem::directory_iterator(dir)) {
      const std::string text = read(entry.path());
      INFO(entry.path().string());
      for (const char* banned : {"SDL", "<random>", "std::rand", "random_device"}) CHECK(text.find(banned) == std::string::npos);
    }
  }
}
