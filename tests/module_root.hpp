// Helpers for the data module tests: a temporary data root holding a copy of the shipped
// base module and of fixture modules (tests/fixtures/modules), to load or break.
#pragma once

#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>
#include <string>

#include <nlohmann/json.hpp>

#include "duel/data_loader.hpp"

namespace duel::test {

class ModuleRoot {
 public:
  // The base module and the named fixture modules.
  explicit ModuleRoot(std::initializer_list<const char*> fixtures = {"overlay"}) {
    namespace fs = std::filesystem;
    std::random_device entropy;  // only names the directory (tests may run in parallel)
    std::ostringstream name;
    name << "duel-modules-test-" << std::hex << entropy() << entropy();
    dir_ = fs::temp_directory_path() / name.str();
    fs::create_directories(dir_);
    fs::copy(fs::path(DUEL_SOURCE_DATA_DIR) / "base", dir_ / "base", fs::copy_options::recursive);
    for (const char* fixture : fixtures) {
      fs::copy(fs::path(DUEL_TEST_FIXTURES_DIR) / "modules" / fixture, dir_ / fixture,
               fs::copy_options::recursive);
    }
  }
  ~ModuleRoot() {
    std::error_code ec;
    std::filesystem::remove_all(dir_, ec);
  }
  ModuleRoot(const ModuleRoot&) = delete;
  ModuleRoot& operator=(const ModuleRoot&) = delete;

  nlohmann::json read(const std::string& file) const {
    std::ifstream in(dir_ / file);
    return nlohmann::json::parse(in);
  }
  // Writes a file; a data file new to its module is listed in the manifest's "files", as
  // a designer adding it would.
  void write(const std::string& file, const nlohmann::json& doc) const {
    std::filesystem::create_directories((dir_ / file).parent_path());
    std::ofstream(dir_ / file, std::ios::trunc) << doc.dump(1);
    list(file, true);
  }
  template <typename Change>
  void edit(const std::string& file, Change&& change) const {
    nlohmann::json doc = read(file);
    change(doc);
    write(file, doc);
  }
  // A copy of a fixture module under another name (its manifest renamed too).
  void copy_module(const std::string& from, const std::string& to) const {
    std::filesystem::copy(dir_ / from, dir_ / to, std::filesystem::copy_options::recursive);
    edit(to + "/module.json", [&](nlohmann::json& m) { m["name"] = to; });
  }
  // Removes a file and its line in the manifest's "files" (a module without it).
  void remove(const std::string& file) const {
    std::filesystem::remove(dir_ / file);
    list(file, false);
  }
  // Deletes a file and leaves the manifest as it is (a module that lost a file).
  void lose(const std::string& file) const { std::filesystem::remove(dir_ / file); }
  LoadResult load(const std::vector<std::string>& expansions = {"overlay"}) const {
    return load_rules(dir_.string(), expansions);
  }
  std::string dir() const { return dir_.string(); }

 private:
  std::filesystem::path dir_;

  // Adds `module/name.json` to its module's "files", or takes it out.
  void list(const std::string& file, bool listed) const {
    const std::filesystem::path path(file);
    const std::string name = path.filename().string();
    const std::filesystem::path manifest = dir_ / path.parent_path() / "module.json";
    if (name == "module.json" || path.parent_path().empty() || !std::filesystem::exists(manifest)) return;
    nlohmann::json m = read((path.parent_path() / "module.json").string());
    if (!m.contains("files") || !m["files"].is_array()) return;
    nlohmann::json& files = m["files"];
    const auto at = std::find(files.begin(), files.end(), name);
    if (listed == (at != files.end())) return;
    if (listed) files.push_back(name);
    else files.erase(at);
    std::ofstream(manifest, std::ios::trunc) << m.dump(1);
  }
};

}  // namespace duel::test
