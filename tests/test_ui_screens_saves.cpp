// The menu's saved games and its switches in the 7wd binary (issue 32 item 13): every
// game is kept until the player deletes it (a second new game replaced the first one),
// Delete asks and removes only the chosen save, Ctrl+Q in a game asks first, the
// Wonders option sits with the expansions (it applies to both kinds of game), an expansion's
// switch is drawn differently on and off (read from a BMP screenshot's pixels). Where a
// test clicks comes from the hotspots the run itself reports (DUEL_UI_HOTSPOTS).
// Needs the 7wd target.
#include <catch2/catch.hpp>

#include <array>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "geometry.hpp"
#include "ui_support.hpp"

namespace {

namespace fs = std::filesystem;

using duel::test::UiRun;
using duel::ui::Rect;

// A fresh private home (saves in NAME/7wd).
fs::path fresh_home(const std::string& name) {
  const fs::path dir = duel::test::scratch_dir("saves") / name;
  fs::remove_all(dir);
  fs::create_directories(dir / "config");
  return dir;
}

UiRun run_in(const fs::path& home, const std::string& args) {
  const UiRun r = duel::test::run_7wd("--screenshot shot.png " + args, home, home, home / "config",
                                      "DUEL_UI_HOTSPOTS=1 DUEL_UI_MESSAGES=1");
  INFO(args << "\n" << r.output);
  CHECK_FALSE(r.crashed);
  CHECK(r.exit_code == 0);
  return r;
}

// The rectangle of the hotspot KIND with value `a` in the run's last frame, empty if none.
Rect hotspot(const std::string& output, const std::string& kind, int a) {
  Rect found;
  std::istringstream in(output);
  for (std::string line; std::getline(in, line);) {
    Rect r;
    int value = -1;
    char name[32] = {};
    if (std::sscanf(line.c_str(), "hotspot: %31s %d,%d %dx%d %d", name, &r.x, &r.y, &r.w, &r.h, &value) == 6 &&
        kind == name && value == a) {
      found = r;
    }
  }
  return found;
}

std::string click_at(const Rect& r) { return std::to_string(r.center_x()) + "," + std::to_string(r.center_y()); }

// The kept games ("game-*.json") in a home: their seed and number of moves, by name.
std::map<std::string, std::pair<std::uint64_t, std::size_t>> kept_games(const fs::path& home) {
  std::map<std::string, std::pair<std::uint64_t, std::size_t>> games;
  for (const auto& e : fs::directory_iterator(home / "7wd")) {
    const std::string name = e.path().filename().string();
    if (name.rfind("game-", 0) != 0 || e.path().extension() != ".json") continue;
    const nlohmann::json j = nlohmann::json::parse(duel::test::slurp(e.path().string()), nullptr, false);
    REQUIRE(j.is_object());
    games[name] = {j["seed"].get<std::uint64_t>(), j["moves"].size()};
  }
  return games;
}

}  // namespace

TEST_CASE("7wd saves: each game is kept across new games until the player deletes it", "[ui][screens][saves]") {
  const fs::path home = fresh_home("kept");
  // Three games one after another (a key after the moves makes each run a player's: it
  // autosaves). Each new game keeps the one before it in a file of its own.
  run_in(home, "--ai easy --seed 3 --autoplay 5 --key Escape");
  CHECK(kept_games(home).empty());
  const UiRun second = run_in(home, "--ai easy --seed 4 --autoplay 6 --key Escape");
  CHECK(second.output.find("message: The last game is kept as \"game-") != std::string::npos);
  run_in(home, "--ai easy --seed 5 --autoplay 2 --key Escape");
  std::multiset<std::uint64_t> seeds;
  for (const auto& [name, game] : kept_games(home)) {
    seeds.insert(game.first);
    CHECK(game.second >= 5);  // each as far as it was played
  }
  CHECK(seeds == std::multiset<std::uint64_t>{3, 4});
  // The third game is the autosave (Continue) until a new game keeps it; a game started
  // and left without a move is not worth a file: the next new game keeps nothing more.
  run_in(home, "--screen menu --key N --key Escape");
  CHECK(kept_games(home).size() == 3);
  run_in(home, "--screen menu --key N --key Escape");
  CHECK(kept_games(home).size() == 3);
}

TEST_CASE("7wd saves: Delete in the load list asks, and removes only the chosen save", "[ui][screens][saves]") {
  const fs::path home = fresh_home("delete");
  run_in(home, "--ai easy --seed 3 --autoplay 5 --key Escape");
  const std::string game = duel::test::slurp((home / "7wd" / "autosave.json").string());
  // Three saves, newest first in the list: one, two, three, then the autosave.
  const auto now = fs::file_time_type::clock::now();
  int age = 0;
  for (const char* name : {"one", "two", "three", "autosave"}) {
    const fs::path file = home / "7wd" / (std::string(name) + ".json");
    if (std::string(name) != "autosave") duel::test::put(file.string(), game);
    fs::last_write_time(file, now - std::chrono::hours(++age));
  }
  const UiRun list = run_in(home, "--screen menu --key L");
  const Rect delete_two = hotspot(list.output, "LoadItem", 100 + 1);
  REQUIRE_FALSE(delete_two.empty());
  CHECK(hotspot(list.output, "LoadItem", 100 + 3).w > 0);  // one Delete per save
  // Delete asks first: a question with a yes and a no, nothing removed yet.
  const UiRun asked = run_in(home, "--screen menu --key L --click " + click_at(delete_two));
  CHECK_FALSE(hotspot(asked.output, "CloseOverlay", 1).empty());
  CHECK(fs::exists(home / "7wd" / "two.json"));
  // No (Escape) keeps it; yes (Y) removes it, and only it.
  run_in(home, "--screen menu --key L --click " + click_at(delete_two) + " --key Escape");
  CHECK(fs::exists(home / "7wd" / "two.json"));
  const UiRun deleted = run_in(home, "--screen menu --key L --click " + click_at(delete_two) + " --key Y");
  CHECK(deleted.output.find("message: Deleted \"two\"") != std::string::npos);
  CHECK_FALSE(fs::exists(home / "7wd" / "two.json"));
  for (const char* kept : {"one.json", "three.json", "autosave.json"}) CHECK(fs::exists(home / "7wd" / kept));
  // The question's yes button does the same as Y: "three" is now the second line.
  const UiRun again = run_in(home, "--screen menu --key L --click " + click_at(delete_two));
  const Rect yes = hotspot(again.output, "CloseOverlay", 1);
  REQUIRE_FALSE(yes.empty());
  run_in(home, "--screen menu --key L --click " + click_at(delete_two) + " --click " + click_at(yes));
  CHECK_FALSE(fs::exists(home / "7wd" / "three.json"));
  CHECK(fs::exists(home / "7wd" / "one.json"));
}

TEST_CASE("7wd: Ctrl+Q in a game asks first, on the menu it quits at once", "[ui][screens][saves]") {
  const fs::path home = fresh_home("quit");
  // A hot-seat game without the hand-over curtain (nothing else takes the first key).
  fs::create_directories(home / "config" / "7wd");
  duel::test::put((home / "config" / "7wd" / "settings.json").string(), R"({"hand_over": "off"})");
  const std::string game = "--seed 3 --autoplay 4 ";
  const UiRun asked = run_in(home, game + "--key Ctrl+Q");
  CHECK(asked.output.find("shown: game") != std::string::npos);
  CHECK(asked.output.find(", quit") == std::string::npos);
  CHECK_FALSE(hotspot(asked.output, "CloseOverlay", 1).empty());  // Quit (Y)
  CHECK_FALSE(hotspot(asked.output, "CloseOverlay", 0).empty());  // Back to the game (Esc)
  const UiRun stayed = run_in(home, game + "--key Ctrl+Q --key Escape");
  CHECK(stayed.output.find(", quit") == std::string::npos);
  CHECK(hotspot(stayed.output, "CloseOverlay", 1).empty());
  CHECK(run_in(home, game + "--key Ctrl+Q --key Y").output.find(", quit") != std::string::npos);
  CHECK(run_in(home, game + "--key Ctrl+Q --key Ctrl+Q").output.find(", quit") != std::string::npos);
  CHECK(run_in(home, "--screen menu --key Ctrl+Q").output.find(", quit") != std::string::npos);
  // Behind the hand-over curtain it asks too, over the curtain.
  duel::test::put((home / "config" / "7wd" / "settings.json").string(), R"({"hand_over": "always"})");
  const UiRun curtain = run_in(home, game + "--key Ctrl+Q");
  CHECK(curtain.output.find("hand-over curtain up") != std::string::npos);
  CHECK(curtain.output.find(", quit") == std::string::npos);
  CHECK_FALSE(hotspot(curtain.output, "CloseOverlay", 1).empty());
}

TEST_CASE("7wd menu: the Wonders option sits with the expansions' switches, under no one kind of game",
          "[ui][screens][saves]") {
  const fs::path home = fresh_home("menu");
  for (const char* size : {"1280x720", "960x540"}) {
    const UiRun menu = run_in(home, std::string("--screen menu --size ") + size);
    const Rect hot_seat = hotspot(menu.output, "MenuItem", 0), computer = hotspot(menu.output, "MenuItem", 3);
    const Rect wonders = hotspot(menu.output, "MenuItem", 1), pantheon = hotspot(menu.output, "MenuItem", 20),
               agora = hotspot(menu.output, "MenuItem", 21);
    INFO(size << "\n" << menu.output);
    REQUIRE_FALSE(wonders.empty());
    // Below both kinds of game, on the switches' row.
    CHECK(wonders.y > hot_seat.y);
    CHECK(wonders.y > computer.y);
    CHECK(wonders.y == pantheon.y);
    CHECK(wonders.y == agora.y);
    CHECK_FALSE(wonders.intersects(pantheon));
    CHECK_FALSE(pantheon.intersects(agora));
  }
}

namespace {

// A BMP the 7wd binary wrote (--screenshot OUT.bmp): its pixels' blue, green and red.
struct Picture {
  int width = 0, height = 0;
  std::vector<unsigned char> bytes;
  std::size_t offset = 0, row = 0, bytes_per_pixel = 0;
  bool bottom_up = true;
  bool ok() const { return width > 0 && height > 0 && bytes_per_pixel >= 3; }
  std::array<int, 3> at(int x, int y) const {
    const std::size_t line = static_cast<std::size_t>(bottom_up ? height - 1 - y : y);
    const std::size_t i = offset + line * row + static_cast<std::size_t>(x) * bytes_per_pixel;
    return {bytes[i], bytes[i + 1], bytes[i + 2]};
  }
};

Picture read_bmp(const fs::path& path) {
  Picture p;
  std::ifstream in(path, std::ios::binary);
  p.bytes.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
  const auto u32 = [&](std::size_t at) {
    return static_cast<std::uint32_t>(p.bytes[at]) | static_cast<std::uint32_t>(p.bytes[at + 1]) << 8 |
           static_cast<std::uint32_t>(p.bytes[at + 2]) << 16 | static_cast<std::uint32_t>(p.bytes[at + 3]) << 24;
  };
  if (p.bytes.size() < 54 || p.bytes[0] != 'B' || p.bytes[1] != 'M') return p;
  p.offset = u32(10);
  p.width = static_cast<std::int32_t>(u32(18));
  const std::int32_t h = static_cast<std::int32_t>(u32(22));
  p.bottom_up = h > 0;
  p.height = h > 0 ? h : -h;
  p.bytes_per_pixel = (p.bytes[28] | p.bytes[29] << 8) / 8;
  p.row = (p.bytes_per_pixel * static_cast<std::size_t>(p.width) + 3) / 4 * 4;
  if (p.offset + p.row * static_cast<std::size_t>(p.height) > p.bytes.size()) p.width = 0;
  return p;
}

// Pixels of the square at the switch's left end (its box and the fill around it: the
// switch less its words) that differ between two pictures.
int differing_pixels(const Picture& a, const Picture& b, const Rect& r) {
  int differ = 0;
  for (int y = r.y; y < r.y + r.h; ++y) {
    for (int x = r.x; x < r.x + r.h; ++x) {
      const auto pa = a.at(x, y), pb = b.at(x, y);
      int d = 0;
      for (int k = 0; k < 3; ++k) d += std::abs(pa[static_cast<std::size_t>(k)] - pb[static_cast<std::size_t>(k)]);
      differ += d > 30;
    }
  }
  return differ;
}

}  // namespace

TEST_CASE("7wd menu: an expansion's switch is drawn differently on and off, not only its word (issue 32 item 13)",
          "[ui][screens][saves]") {
  // The switches looked the same on and off (only "on" / "off" changed): on is now filled
  // and ticked, off an outlined empty box. The menu drawn with Pantheon off, then on
  // (clicked, the mouse moved away so that no hover colour counts): the switch's left
  // end, its box and fill without the words, differs in most pixels; Agora's, left off,
  // not at all.
  const fs::path home = fresh_home("switch");
  const UiRun off = duel::test::run_7wd("--screen menu --size 1280x720 --screenshot off.bmp", home, home, home / "config",
                                        "DUEL_UI_HOTSPOTS=1");
  REQUIRE(off.exit_code == 0);
  const Rect pantheon = hotspot(off.output, "MenuItem", 20), agora = hotspot(off.output, "MenuItem", 21);
  REQUIRE_FALSE(pantheon.empty());
  REQUIRE_FALSE(agora.empty());
  const std::string click = std::to_string(pantheon.center_x()) + "," + std::to_string(pantheon.center_y());
  const UiRun on = duel::test::run_7wd("--screen menu --size 1280x720 --click " + click + " --hover 2,2 --screenshot on.bmp",
                                       home, home, home / "config", "DUEL_UI_HOTSPOTS=1");
  REQUIRE(on.exit_code == 0);
  CHECK(hotspot(on.output, "MenuItem", 20) == pantheon);
  const Picture before = read_bmp(home / "off.bmp"), after = read_bmp(home / "on.bmp");
  REQUIRE(before.ok());
  REQUIRE(after.ok());
  REQUIRE(before.width == 1280);
  REQUIRE(after.height == 720);
  const int area = pantheon.h * pantheon.h;
  const int pantheon_differ = differing_pixels(before, after, pantheon);
  INFO("Pantheon's switch " << pantheon.x << "," << pantheon.y << " " << pantheon.w << "x" << pantheon.h << ": "
                            << pantheon_differ << " of " << area << " pixels differ");
  CHECK(pantheon_differ * 2 > area);
  CHECK(differing_pixels(before, after, agora) == 0);
}
