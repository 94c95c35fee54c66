// Helpers for the data loader tests: a copy of the shipped base game (data/base) in a
// temporary directory to break on purpose, read as a single base-game folder, and
// checks on the errors it gives.
#pragma once

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "duel/data_loader.hpp"

namespace duel::test {

namespace fs = std::filesystem;
using nlohmann::json;

inline const std::vector<std::string> kDataFiles = {
    "cards.json",      "wonders.json",  "progress_tokens.json",
    "structures.json", "military.json", "constants.json", "decks.json"};

// A copy of the shipped data/base in a fresh temporary directory, removed afterwards.
class TempData {
 public:
  TempData() {
    std::random_device entropy;  // only names the directory (tests may run in parallel)
    std::ostringstream name;
    name << "duel-data-test-" << std::hex << entropy() << entropy();
    dir_ = fs::temp_directory_path() / name.str();
    fs::create_directories(dir_);
    for (const auto& file : kDataFiles) {
      fs::copy_file(fs::path(DUEL_SOURCE_DATA_DIR) / "base" / file, dir_ / file);
    }
  }
  ~TempData() {
    std::error_code ec;
    fs::remove_all(dir_, ec);
  }
  TempData(const TempData&) = delete;
  TempData& operator=(const TempData&) = delete;

  json read(const std::string& file) const {
    std::ifstream in(dir_ / file);
    return json::parse(in);
  }
  void write_text(const std::string& file, const std::string& text) const {
    std::ofstream(dir_ / file, std::ios::binary | std::ios::trunc) << text;
  }
  void write(const std::string& file, const json& doc) const { write_text(file, doc.dump(1)); }
  template <typename Change>
  void edit(const std::string& file, Change&& change) const {
    json doc = read(file);
    change(doc);
    write(file, doc);
  }
  void remove(const std::string& file) const { fs::remove(dir_ / file); }
  LoadResult load() const { return load_rules(dir_.string()); }
  std::string dir() const { return dir_.string(); }

 private:
  fs::path dir_;
};

inline std::string all_errors(const LoadResult& result) {
  std::string out;
  for (const DataError& e : result.errors) out += e.to_string() + "\n";
  return out;
}

inline bool has_error(const LoadResult& result, const std::string& file, const std::string& path,
               const std::string& text) {
  for (const DataError& e : result.errors) {
    if (e.file == file && e.path == path && e.message.find(text) != std::string::npos) {
      return true;
    }
  }
  return false;
}

// The load failed with (at least) this error: exact file and path, message fragment.
inline void require_error(const LoadResult& result, const std::string& file, const std::string& path,
                   const std::string& text) {
  INFO("errors:\n" << all_errors(result));
  INFO("expected: " << file << ": " << path << ": ..." << text << "...");
  REQUIRE_FALSE(result.ok());
  REQUIRE(result.rules == nullptr);
  REQUIRE(has_error(result, file, path, text));
}

}  // namespace duel::test
