#include "data_override.hpp"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>
#include <stdexcept>

#include <nlohmann/json.hpp>

#include "duel/data_loader.hpp"

namespace duel::cli::balance {
namespace fs = std::filesystem;
namespace {

std::string describe(const DataOverride& o) { return o.option + " " + o.file + ":" + o.pointer + "=" + o.value; }

// A name as moves compare it: lowercase, runs of spaces as one, none at either end.
std::string name_key(const std::string& name) {
  std::string key;
  for (const char c : name) {
    if (std::isspace(static_cast<unsigned char>(c))) {
      if (!key.empty() && key.back() != ' ') key += ' ';
    } else {
      key += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    }
  }
  if (!key.empty() && key.back() == ' ') key.pop_back();
  return key;
}

// The name a list's element goes by ("name", or in item_effects "wonder" or "progress_token").
std::string name_of(const nlohmann::json& item) {
  if (!item.is_object()) return {};
  for (const char* key : {"name", "wonder", "progress_token"}) {
    const auto it = item.find(key);
    if (it != item.end() && it->is_string()) return it->get<std::string>();
  }
  return {};
}

std::string pointer_token(const std::string& key) {
  std::string token;
  for (const char c : key) token += c == '~' ? "~0" : c == '/' ? "~1" : std::string(1, c);
  return token;
}

std::size_t edit_distance(const std::string& a, const std::string& b) {
  std::vector<std::size_t> row(b.size() + 1);
  for (std::size_t j = 0; j <= b.size(); ++j) row[j] = j;
  for (std::size_t i = 1; i <= a.size(); ++i) {
    std::size_t diagonal = row[0];
    row[0] = i;
    for (std::size_t j = 1; j <= b.size(); ++j) {
      const std::size_t up = row[j];
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1)});
      diagonal = up;
    }
  }
  return row[b.size()];
}

struct NamedItem {
  std::string name;
  std::string pointer;
};

// Every named item of the file: the elements of its top-level lists and its top-level
// objects that have a name.
std::vector<NamedItem> named_items(const nlohmann::json& doc) {
  std::vector<NamedItem> items;
  if (!doc.is_object()) return items;
  for (const auto& [key, value] : doc.items()) {
    const std::string at = "/" + pointer_token(key);
    if (value.is_array()) {
      for (std::size_t i = 0; i < value.size(); ++i) {
        if (std::string name = name_of(value[i]); !name.empty()) items.push_back({name, at + "/" + std::to_string(i)});
      }
    } else if (std::string name = name_of(value); !name.empty()) {
      items.push_back({name, at});
    }
  }
  return items;
}

// Up to five names near `wanted` (a few letters off, or containing it), nearest first.
std::string near_names(const std::vector<NamedItem>& items, const std::string& wanted) {
  const std::string key = name_key(wanted);
  std::vector<std::pair<std::size_t, std::string>> near;
  for (const NamedItem& item : items) {
    const std::string other = name_key(item.name);
    const std::size_t d = edit_distance(key, other);
    const bool contains = !key.empty() && (other.find(key) != std::string::npos || key.find(other) != std::string::npos);
    if ((d <= std::max<std::size_t>(2, key.size() / 3) || contains) &&
        std::none_of(near.begin(), near.end(), [&](const auto& n) { return n.second == item.name; })) {
      near.emplace_back(contains ? 0 : d, item.name);
    }
  }
  std::stable_sort(near.begin(), near.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
  if (near.empty()) return "no name is near it";
  std::string text = "near: ";
  for (std::size_t i = 0; i < near.size() && i < 5; ++i) text += (i ? ", \"" : "\"") + near[i].second + "\"";
  return text;
}

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
  std::string error;
  const std::string pointer = target_pointer(doc, o, error);
  if (!error.empty()) return error;
  nlohmann::json* target = nullptr;
  try {
    const nlohmann::json::json_pointer at(pointer);
    if (doc.contains(at)) {
      target = &doc.at(at);
    } else {
      // A number the data leaves out (an optional field, e.g. a Divinity's cost_modifier)
      // is added to an object that is there; the loader checks the field as any other.
      nlohmann::json& parent = doc.at(at.parent_pointer());
      if (!parent.is_object() || at.empty()) throw std::out_of_range(pointer);
      target = &parent[at.back()];
      *target = 0;
    }
  } catch (const std::exception&) {
    return describe(o) + ": " + o.file + " has nothing at " + pointer;
  }
  if (!target->is_number()) return describe(o) + ": " + o.file + " " + pointer + " is not a number (it is " + target->type_name() + ")";
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
  if (colon == std::string::npos || equals == std::string::npos || colon == 0 || equals == colon + 1) {
    error = "--set expects FILE:JSON_POINTER=VALUE or FILE:ITEM/PATH=VALUE (e.g. base/cards.json:/cards/0/cost/coins=2, "
            "base/cards.json:Lumber Yard/cost/coins=2), got \"" + text + "\"";
    return false;
  }
  out = {text.substr(0, colon), text.substr(colon + 1, equals - colon - 1), text.substr(equals + 1)};
  return true;
}

std::string target_pointer(const nlohmann::json& doc, const DataOverride& o, std::string& error) {
  if (o.pointer.empty() || o.pointer[0] == '/') return o.pointer;
  const std::size_t slash = o.pointer.find('/');
  std::string wanted = o.pointer.substr(0, slash);
  for (std::size_t i = wanted.find('~'); i != std::string::npos; i = wanted.find('~', i + 1)) {
    if (i + 1 < wanted.size()) wanted.replace(i, 2, wanted[i + 1] == '1' ? "/" : "~");
  }
  const std::string rest = slash == std::string::npos ? std::string() : o.pointer.substr(slash);
  const std::vector<NamedItem> items = named_items(doc);
  std::vector<const NamedItem*> found;
  for (const NamedItem& item : items) {
    if (item.name == wanted) found.push_back(&item);
  }
  if (found.empty()) {  // as moves compare names: "mars", "the  colossus"
    for (const NamedItem& item : items) {
      if (name_key(item.name) == name_key(wanted)) found.push_back(&item);
    }
  }
  if (found.size() == 1) return found.front()->pointer + rest;
  if (found.empty()) {
    error = describe(o) + ": " + o.file + " has no item named \"" + wanted + "\" (" + near_names(items, wanted) + ")";
  } else {
    std::string where;
    for (const NamedItem* item : found) where += (where.empty() ? "" : ", ") + item->pointer;
    error = describe(o) + ": " + std::to_string(found.size()) + " items of " + o.file + " are named \"" + wanted + "\" (" +
            where + "): write the JSON pointer, e.g. " + o.file + ":" + found.front()->pointer + rest;
  }
  return {};
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
