#include "data_override.hpp"

#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>

#include <nlohmann/json.hpp>

#include "duel/data_loader.hpp"

namespace duel::cli::balance {
namespace fs = std::filesystem;
namespace {

std::string describe(const DataOverride& o) { return o.option + " " + o.file + ":" + o.pointer + "=" + o.value; }

// Applies one override to the file in the copy `dir`; returns an error or empty.
std::string apply(const fs::path& dir, const DataOverride& o) {
  const fs::path path = dir / o.file;
  std::ifstream in(path);
  if (o.file.find("..") != std::string::npos || !in) return describe(o) + ": there is no file " + o.file + " in the data";
  nlohmann::json doc;
  try {
    doc = nlohmann::json::parse(in);
  } catch (const nlohmann::json::exception&) {
    return describe(o) + ": " + o.file + " is not valid JSON (run 7wd-cli validate)";
  }
  nlohmann::json value;
  try {
    value = nlohmann::json::parse(o.value);
  } catch (const nlohmann::json::exception&) {
    value = nullptr;
  }
  if (!value.is_number()) return describe(o) + ": the value must be a number, got \"" + o.value + "\"";
  nlohmann::json* target = nullptr;
  try {
    target = &doc.at(nlohmann::json::json_pointer(o.pointer));
  } catch (const nlohmann::json::exception&) {
    return describe(o) + ": " + o.file + " has nothing at " + o.pointer;
  }
  if (!target->is_number()) return describe(o) + ": " + o.file + " " + o.pointer + " is not a number (it is " + target->type_name() + ")";
  *target = value;
  std::ofstream out(path, std::ios::trunc);
  out << doc.dump(2) << "\n";
  out.close();
  return out ? std::string() : describe(o) + ": cannot write the changed copy of " + o.file;
}

// An override of an expansion's file (pantheon/..., agora/...) when that expansion is not
// played: the change would be loaded nowhere and the run would play the data unchanged.
std::string expansion_missing(const std::string& data_dir, const std::vector<std::string>& expansions,
                              const DataOverride& o) {
  const std::string module = o.file.substr(0, o.file.find('/'));
  if (module == o.file || module == "base") return {};
  for (const std::string& e : expansions) {
    if (e == module) return {};
  }
  std::error_code ec;
  if (!fs::exists(fs::path(data_dir) / module / "module.json", ec)) return {};  // not a module's folder (e.g. ai/)
  std::string wanted;
  for (const std::string& e : expansions) wanted += e + ",";
  return describe(o) + ": " + o.file + " belongs to the " + module + " expansion, which this run does not play (add --expansions " +
         wanted + module + ")";
}

}  // namespace

bool parse_override(const std::string& text, DataOverride& out, std::string& error) {
  const std::size_t colon = text.find(':'), equals = text.find('=', colon == std::string::npos ? 0 : colon);
  if (colon == std::string::npos || equals == std::string::npos || colon == 0 || text[colon + 1] != '/') {
    error = "--set expects FILE:JSON_POINTER=VALUE (e.g. base/cards.json:/cards/0/cost/coins=2), got \"" + text + "\"";
    return false;
  }
  out = {text.substr(0, colon), text.substr(colon + 1, equals - colon - 1), text.substr(equals + 1)};
  return true;
}

std::shared_ptr<const Rules> load_with_overrides(const std::string& data_dir, const std::vector<std::string>& expansions,
                                                 const std::vector<DataOverride>& overrides, std::string& error) {
  for (const DataOverride& o : overrides) {
    error = expansion_missing(data_dir, expansions, o);
    if (!error.empty()) return nullptr;
  }
  std::error_code ec;
  std::random_device random;
  const fs::path copy = fs::temp_directory_path(ec) / ("7wd-data-" + std::to_string(random()));
  fs::copy(data_dir, copy, fs::copy_options::recursive, ec);
  if (ec) {
    error = "cannot copy the data " + data_dir + " to " + copy.string() + ": " + ec.message();
    fs::remove_all(copy, ec);
    return nullptr;
  }
  std::shared_ptr<const Rules> rules;
  for (const DataOverride& o : overrides) {
    error = apply(copy, o);
    if (!error.empty()) break;
  }
  if (error.empty()) {
    const LoadResult result = load_rules(copy.string(), expansions);
    if (result.ok()) {
      rules = result.rules;
    } else {
      error = "the data is not valid after";
      for (const DataOverride& o : overrides) error += " " + describe(o);
      for (const DataError& e : result.errors) error += "\n  " + e.to_string();
    }
  }
  fs::remove_all(copy, ec);
  return rules;
}

}  // namespace duel::cli::balance
