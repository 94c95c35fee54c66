// Data modules (data_loader_modules.cpp): the manifests and the order the modules are
// read in. Not part of the engine's public API.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "data_loader_detail.hpp"

namespace duel::data {

inline constexpr const char* kRootModule = "base";

struct PoolReplacement {
  std::string old_pool, new_pool;
  std::string path;  // in module.json
};

// A module's manifest, module.json.
struct Manifest {
  std::string name;
  std::string dir;     // the folder
  std::string prefix;  // before file names in messages: "pantheon/" ("" for a single folder)
  std::string file;    // the manifest's name in messages
  std::vector<std::pair<std::string, std::string>> requires_modules;  // name, JSON path
  bool replaces_structures = false;
  bool replaces_military = false;
  std::vector<PoolReplacement> pools;
  // The data files the manifest lists ("files"), with their JSON paths: each is read and
  // must be there; a data file of the folder that is not listed is an error.
  std::vector<std::pair<std::string, std::string>> files;
  bool root() const { return name == kRootModule; }
  bool lists(const std::string& data_file) const;
};

// The data files a module may hold: base's seven, and for an expansion also its rules'
// pantheon.json and agora.json.
const std::vector<std::string>& data_files(bool root);

// The modules to read for `expansions` under `root`, in load order, base first; empty
// after reporting a problem (an unknown expansion, a bad manifest, a missing requirement).
// A folder with cards.json directly in it is read as the base module alone.
std::vector<Manifest> plan_modules(std::vector<DataError>& errors, const std::string& root,
                                   const std::vector<std::string>& expansions);

// Records the pools the modules replace; reports two modules replacing the same thing.
void claim_replacements(std::vector<DataError>& errors, const std::vector<Manifest>& modules, Facts& facts);

// The expansion folders under root (those with a module.json, "base" left out), by name.
std::vector<std::string> module_folders(const std::string& root);

}  // namespace duel::data
