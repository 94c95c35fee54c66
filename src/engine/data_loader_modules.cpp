// Data loader, data modules (docs/data-format.md "Data modules"): each module is a folder
// under the data root with a manifest, module.json (name, the modules it requires, what
// it replaces). "base" defines the whole game; the expansions chosen are read after it,
// in the order their requirements give (ties by name), each adding to or replacing parts
// of what the modules before it defined.
#include <algorithm>
#include <filesystem>

#include "data_loader_modules.hpp"

namespace duel::data {
namespace {

namespace fs = std::filesystem;

bool is_file(const fs::path& path) {
  std::error_code ec;
  return fs::exists(path, ec);
}

// Module names are folder names: lowercase letters, digits, '_' and '-'.
bool valid_module_name(const std::string& name) {
  if (name.empty() || name.size() > static_cast<std::size_t>(kMaxNameLength)) return false;
  return std::all_of(name.begin(), name.end(), [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' || c == '-';
  });
}

bool read_module_name(Reporter& r, const Json& value, const std::string& path, std::string& out) {
  if (!read_string(r, value, path, out)) return false;
  if (valid_module_name(out)) return true;
  r.error(path, "expected a module name (a folder name of lowercase letters, digits, _ and -), got " + quote(out));
  return false;
}

void read_replaces(Reporter& r, const Json& doc, Manifest& m) {
  const Json* replaces = optional_field(doc, "replaces");
  if (!replaces) return;
  if (m.name == kRootModule) {
    r.error("/replaces", "the base module defines the whole game: it replaces nothing");
    return;
  }
  if (!expect_object(r, *replaces, "/replaces", {"structures", "military", "pools"})) return;
  for (const auto& [key, flag] : {std::pair{"structures", &m.replaces_structures},
                                  std::pair{"military", &m.replaces_military}}) {
    if (optional_field(*replaces, key)) read_bool_field(r, *replaces, "/replaces", key, *flag);
  }
  const Json* pools = optional_field(*replaces, "pools");
  if (!pools) return;
  if (!pools->is_object()) {
    r.error("/replaces/pools", "expected an object {\"old pool\": \"new pool\"}, got " + describe(*pools));
    return;
  }
  for (const auto& item : pools->items()) {
    const std::string path = child("/replaces/pools", item.key());
    std::string replacement;
    if (read_string(r, item.value(), path, replacement) && check_name(r, replacement, path)) {
      m.pools.push_back({item.key(), replacement, path});
    }
  }
}

// "files": the data files of the module, each once; base lists all seven. A listed file
// that is missing and a data file of the folder that is not listed are errors: a module
// that lost a file (Pantheon without pantheon.json) would otherwise play as another game.
void read_files(Reporter& r, const Json& doc, const fs::path& dir, Manifest& m) {
  const Json* list = field(r, doc, "", "files", "an array of the module's data files");
  if (!list || !expect_array(r, *list, "/files")) return;
  const std::vector<std::string>& known = data_files(m.root());
  std::vector<std::string> names(known.begin(), known.end());
  for (std::size_t i = 0; i < list->size(); ++i) {
    const std::string path = child("/files", i);
    std::string file;
    if (!read_string(r, (*list)[i], path, file)) continue;
    if (std::find(known.begin(), known.end(), file) == known.end()) {
      std::vector<std::string> quoted;
      for (const std::string& k : known) quoted.push_back(quote(k));
      r.error(path, "unknown data file " + quote(file) + " (expected " + join(quoted, ", ") + ")");
    } else if (m.lists(file)) {
      r.error(path, quote(file) + " listed twice");
    } else if (!is_file(dir / file)) {
      r.error(path, "lists " + quote(file) + ", which is not in the module's folder: the module needs every file it lists");
    } else {
      m.files.push_back({file, path});
    }
  }
  for (const auto& [key, flag] : {std::pair{"structures", m.replaces_structures}, std::pair{"military", m.replaces_military}}) {
    const std::string file = std::string(key) + ".json";
    if (flag && !std::any_of(list->begin(), list->end(), [&](const Json& v) { return v == file; })) {
      r.error(child("/replaces", key), "replaces the " + std::string(key) + ", but /files does not list " + quote(file));
    }
  }
  for (const std::string& file : known) {
    if (m.lists(file) || std::any_of(list->begin(), list->end(), [&](const Json& v) { return v == file; })) continue;
    if (m.root()) {
      r.error("/files", "does not list " + quote(file) + ": the base module defines the whole game, with all of " +
                            join(std::vector<std::string>(known.begin(), known.end()), ", "));
    } else if (is_file(dir / file)) {
      r.error("/files", "does not list " + quote(file) + ", which is in the module's folder: list it, or remove the file");
    }
  }
}

// Reads dir/module.json; false when it could not be read at all.
bool read_manifest(std::vector<DataError>& errors, const fs::path& dir, const std::string& file,
                   const std::string& folder, Manifest& m) {
  Reporter r(file, errors);
  Json doc;
  if (!read_json_file(r, dir.string(), "module.json", doc)) return false;
  if (!expect_object(r, doc, "", {"name", "requires", "replaces", "files"})) return false;
  m.file = file;
  if (const Json* name = field(r, doc, "", "name", "the module's folder name"); name && read_module_name(r, *name, "/name", m.name)) {
    if (m.name != folder) r.error("/name", "expected " + quote(folder) + " (the module's folder name), got " + quote(m.name));
  }
  m.name = folder;
  if (const Json* requires_list = field(r, doc, "", "requires", "an array of module names");
      requires_list && expect_array(r, *requires_list, "/requires")) {
    for (std::size_t i = 0; i < requires_list->size(); ++i) {
      std::string name;
      if (read_module_name(r, (*requires_list)[i], child("/requires", i), name)) m.requires_modules.push_back({name, child("/requires", i)});
    }
  }
  read_replaces(r, doc, m);
  read_files(r, doc, dir, m);
  return true;
}

// The modules in load order: base, then each expansion after those it requires (ties
// by name). Reports a requirement that is not chosen and requirements in a circle.
std::vector<Manifest> in_load_order(std::vector<DataError>& errors, std::vector<Manifest> chosen) {
  std::vector<Manifest> order;
  std::vector<std::string> placed;
  std::sort(chosen.begin(), chosen.end(), [](const Manifest& a, const Manifest& b) {
    return std::pair{!a.root(), a.name} < std::pair{!b.root(), b.name};
  });
  for (const Manifest& m : chosen) {
    for (const auto& requirement : m.requires_modules) {
      const std::string& name = requirement.first;  // (clang 14 cannot capture a structured binding)
      const auto& path = requirement.second;
      const bool there = std::any_of(chosen.begin(), chosen.end(), [&](const Manifest& c) { return c.name == name; });
      if (!there) Reporter(m.file, errors).error(path, "needs the module " + quote(name) + ", which is not chosen: add it to the expansions");
    }
  }
  while (!chosen.empty()) {
    auto ready = std::find_if(chosen.begin(), chosen.end(), [&](const Manifest& m) {
      return std::all_of(m.requires_modules.begin(), m.requires_modules.end(), [&](const auto& req) {
        return std::find(placed.begin(), placed.end(), req.first) != placed.end() ||
               std::none_of(chosen.begin(), chosen.end(), [&](const Manifest& c) { return c.name == req.first; });
      });
    });
    if (ready == chosen.end()) {
      std::vector<std::string> names;
      for (const Manifest& m : chosen) names.push_back(m.name);
      Reporter(chosen.front().file, errors)
          .error("/requires", "the requirements of these modules go round in a circle: " + join(names, ", "));
      break;
    }
    placed.push_back(ready->name);
    order.push_back(*ready);
    chosen.erase(ready);
  }
  return order;
}

std::string list_or_none(const std::vector<std::string>& names) {
  return names.empty() ? "none" : join(names, ", ");
}

}  // namespace

const std::vector<std::string>& data_files(bool root) {
  static const std::vector<std::string> base = {"cards.json",    "wonders.json",   "progress_tokens.json", "structures.json",
                                                "military.json", "constants.json", "decks.json"};
  static const std::vector<std::string> expansion = [] {
    std::vector<std::string> out = base;
    out.insert(out.end(), {"pantheon.json", "agora.json"});
    return out;
  }();
  return root ? base : expansion;
}

bool Manifest::lists(const std::string& data_file) const {
  return std::any_of(files.begin(), files.end(), [&](const auto& f) { return f.first == data_file; });
}

std::vector<std::string> module_folders(const std::string& root) {
  std::vector<std::string> names;
  std::error_code ec;
  for (fs::directory_iterator it(root, ec), end; !ec && it != end; it.increment(ec)) {
    const std::string name = it->path().filename().string();
    if (name != kRootModule && valid_module_name(name) && is_file(it->path() / "module.json")) names.push_back(name);
  }
  std::sort(names.begin(), names.end());
  return names;
}

std::vector<Manifest> plan_modules(std::vector<DataError>& errors, const std::string& root,
                                   const std::vector<std::string>& expansions) {
  const fs::path dir(root);
  std::vector<Manifest> chosen;
  if (!is_file(dir / kRootModule) && is_file(dir / "cards.json")) {
    // A single base-game folder (a designer's copy of data/base): the base module alone.
    if (!expansions.empty()) {
      errors.push_back(DataError{"", "", root + " is a single base-game folder (cards.json directly in it): expansions "
                                            "need the module layout " + root + "/base/, " + root + "/<expansion>/"});
      return {};
    }
    Manifest base;
    base.name = kRootModule;
    base.dir = root;
    if (is_file(dir / "module.json")) {
      if (!read_manifest(errors, dir, "module.json", kRootModule, base) || !errors.empty()) return {};
    } else {
      for (const std::string& file : data_files(true)) base.files.push_back({file, ""});
    }
    base.prefix.clear();
    return {base};
  }
  if (!is_file(dir / kRootModule)) {
    errors.push_back(DataError{"", "", "no game data in " + quote(root) + ": expected the folder " + root +
                                          "/base/ (the base game's module) or a base-game folder with cards.json"});
    return {};
  }
  std::vector<std::string> names = {kRootModule};
  for (const std::string& name : expansions) {
    if (name == kRootModule) {
      errors.push_back(DataError{"", "", "\"base\" is always played: list only the expansions"});
    } else if (!valid_module_name(name) || !is_file(dir / name / "module.json")) {
      errors.push_back(DataError{"", "", "unknown expansion " + quote(name) + ": " + root + " has no folder " + quote(name) +
                                            " with a module.json (expansions there: " + list_or_none(module_folders(root)) + ")"});
    } else if (std::find(names.begin(), names.end(), name) == names.end()) {
      names.push_back(name);
    }
  }
  if (!errors.empty()) return {};
  for (const std::string& name : names) {
    Manifest m;
    m.dir = (dir / name).string();
    m.prefix = name + "/";
    if (read_manifest(errors, dir / name, m.prefix + "module.json", name, m)) chosen.push_back(m);
  }
  if (!errors.empty()) return {};
  return in_load_order(errors, chosen);
}

void claim_replacements(std::vector<DataError>& errors, const std::vector<Manifest>& modules, Facts& facts) {
  std::map<std::string, std::string> claimed;  // "structures", "military", "pool guilds" -> file
  auto claim = [&](const Manifest& m, const std::string& what, const std::string& path) {
    const auto [it, fresh] = claimed.emplace(what, m.file);
    if (!fresh) Reporter(m.file, errors).error(path, "also replaced by " + it->second + ": two modules cannot both replace the " + what);
    return fresh;
  };
  for (const Manifest& m : modules) {
    if (m.replaces_structures) claim(m, "structures", "/replaces/structures");
    if (m.replaces_military) claim(m, "military", "/replaces/military");
    for (const PoolReplacement& p : m.pools) {
      if (claim(m, "pool " + quote(p.old_pool), p.path)) facts.pool_replaced[p.old_pool] = {p.new_pool, Origin{m.file, p.path}};
    }
  }
}

}  // namespace duel::data
