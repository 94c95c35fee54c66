// Data loader entry points: load_rules() reads the base module and the expansions chosen
// (docs/data-format.md), compiles them into duel::Rules and runs the checks that span
// several files (deck composition against the structure layouts, enough Wonders and
// Progress tokens). Every problem becomes a DataError; nothing throws out of load_rules().
#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <map>

#include "data_loader_modules.hpp"

namespace duel {
namespace {

using data::Facts;
using data::Json;
using data::Reporter;
using Docs = std::map<std::string, Json, std::less<>>;  // each file read, by its name in messages

// The Wonder selection and the board need enough Wonders and Progress tokens.
void check_counts(std::vector<DataError>& errors, const Rules& rules, const Facts& facts) {
  const int wonders = static_cast<int>(rules.wonders.size());
  const int tokens = static_cast<int>(rules.progress_tokens.size());
  if (facts.wonders_listed && facts.constants_read.count("wonders_per_selection_round")) {
    int needed = 2 * rules.constants.wonders_per_selection_round;
    if (wonders < needed) {
      Reporter(facts.wonder_at.empty() ? "wonders.json" : facts.wonder_at.front().file, errors)
          .error("/wonders", std::to_string(wonders) + " Wonders, but the selection " +
                                 "needs 2 x wonders_per_selection_round = " +
                                 std::to_string(needed));
    }
  }
  if (facts.tokens_listed && facts.constants_read.count("progress_tokens_on_board")) {
    int needed = rules.constants.progress_tokens_on_board;
    if (tokens < needed) {
      Reporter(facts.token_at.empty() ? "progress_tokens.json" : facts.token_at.front().file, errors)
          .error("/progress_tokens", std::to_string(tokens) + " Progress tokens, " +
                                         "fewer than progress_tokens_on_board (" +
                                         std::to_string(needed) + ")");
    }
  }
}

// Every card, Wonder and Progress token with where it is written, in load order.
struct Item {
  const data::Origin& at;
  const Effects& effects;
};

std::vector<Item> all_items(const Rules& rules, const Facts& facts) {
  std::vector<Item> items;
  for (std::size_t i = 0; i < rules.cards.size(); ++i) items.push_back({facts.card_at[i], rules.cards[i].effects});
  for (std::size_t i = 0; i < rules.wonders.size(); ++i) items.push_back({facts.wonder_at[i], rules.wonders[i].effects});
  for (std::size_t i = 0; i < rules.progress_tokens.size(); ++i) {
    items.push_back({facts.token_at[i], rules.progress_tokens[i].effects});
  }
  return items;
}

// A city keeps these totals in small fixed-size fields: even a city owning every card,
// Wonder and Progress token must not exceed them. Reported at the item that passes it.
void check_city_totals(std::vector<DataError>& errors, const Rules& rules, const Facts& facts) {
  struct Total {
    std::string what;
    int (*of)(const Effects&, int resource);
    int resource;
    int max;
  };
  std::vector<Total> totals;
  for (int res = 0; res < kResourceCount; ++res) {
    totals.push_back({std::string(resource_name(static_cast<Resource>(res))) + " production",
                      [](const Effects& e, int r) { return int{e.produce[static_cast<std::size_t>(r)]}; },
                      res, kMaxCityTotal});
  }
  totals.push_back({"wonder_discount units", [](const Effects& e, int) { return int{e.wonder_discount}; }, 0,
                    kMaxCityTotal});
  totals.push_back({"color_discount units", [](const Effects& e, int) { return int{e.color_discount}; }, 0,
                    kMaxCityTotal});
  totals.push_back({"extra_shields", [](const Effects& e, int) { return int{e.extra_shields}; }, 0,
                    kMaxCityTotal});
  totals.push_back({"chain_bonus_coins", [](const Effects& e, int) { return int{e.chain_bonus_coins}; }, 0,
                    kMaxCityTotal});
  totals.push_back({"produce_one_of producers", [](const Effects& e, int) { return int{e.produce_one_of != 0}; },
                    0, kMaxOneOfProducers});
  const std::vector<Item> items = all_items(rules, facts);
  for (const Total& total : totals) {
    int sum = 0;
    for (const Item& item : items) {
      sum += total.of(item.effects, total.resource);
      if (sum <= total.max) continue;
      Reporter(item.at.file, errors)
          .error(item.at.path + "/effects",
                 total.what + " of all cards, Wonders and Progress tokens adds up to more than " +
                     std::to_string(total.max) + " here: the engine supports at most " +
                     std::to_string(total.max) + " in one city");
      break;
    }
  }
}

// Reads one file of a module into docs and, if it parses, compiles it; `missing` runs
// when the file is not there. False when the file is there but does not parse (or is
// too big or too deep to read): the load stops at it, since every check after it would
// only add follow-on errors about what it left out. A file the manifest does not list
// is not read (the manifest's check made sure it is not there).
template <typename Compile, typename Missing>
bool compile_file(const data::Manifest& m, const std::string& file, std::vector<DataError>& errors, Docs& docs,
                  Compile&& compile, Missing&& missing) {
  if (!m.lists(file)) return true;
  Reporter r(m.prefix + file, errors);
  Json& doc = docs[m.prefix + file];
  if (data::read_json_file(r, m.dir, file, doc)) {
    compile(r, doc);
    return true;
  }
  missing();
  std::error_code ec;
  return !std::filesystem::exists(std::filesystem::path(m.dir) / file, ec);
}

// An overlay's structures.json or military.json replaces the one before it: only when
// its manifest says so.
bool may_replace(const data::Manifest& m, const std::string& file, bool declared, const std::string& key,
                 std::vector<DataError>& errors) {
  if (m.root() || declared) return true;
  if (std::filesystem::exists(std::filesystem::path(m.dir) / file)) {
    Reporter(m.prefix + file, errors)
        .error("", "this file would replace the " + key + " of the modules before: say so in " + m.file +
                       " (\"replaces\": {\"" + key + "\": true})");
  }
  return false;
}

// False when one of the module's files does not parse (the load stops there).
bool compile_module(const data::Manifest& m, Rules& rules, Facts& facts, std::vector<DataError>& errors, Docs& docs) {
  const bool root = m.root(), overlay = !root;
  bool read = compile_file(
                  m, "cards.json", errors, docs,
                  [&](Reporter& r, const Json& doc) { data::compile_cards(r, doc, rules, facts, root); },
                  [&] { facts.cards_placed = false; }) &&
              compile_file(
                  m, "wonders.json", errors, docs,
                  [&](Reporter& r, const Json& doc) { data::compile_wonders(r, doc, rules, facts); },
                  [&] { facts.wonders_listed = false; }) &&
              compile_file(
                  m, "progress_tokens.json", errors, docs,
                  [&](Reporter& r, const Json& doc) { data::compile_tokens(r, doc, rules, facts); },
                  [&] { facts.tokens_listed = false; });
  if (read && may_replace(m, "structures.json", m.replaces_structures, "structures", errors)) {
    read = compile_file(
        m, "structures.json", errors, docs,
        [&](Reporter& r, const Json& doc) { data::compile_structures(r, doc, rules, facts); },
        [&] { facts.slots = {-1, -1, -1}; });
  }
  if (read && may_replace(m, "military.json", m.replaces_military, "military", errors)) {
    read = compile_file(
        m, "military.json", errors, docs, [&](Reporter& r, const Json& doc) { data::compile_military(r, doc, rules); },
        [] {});
  }
  // After wonders.json: the first-game Wonders are given by name.
  read = read &&
         compile_file(
             m, "constants.json", errors, docs,
             [&](Reporter& r, const Json& doc) { data::compile_constants(r, doc, rules, facts, root); }, [] {}) &&
         compile_file(
             m, "decks.json", errors, docs,
             [&](Reporter& r, const Json& doc) { data::compile_decks(r, doc, facts, root); },
             [&] { facts.decks_read = false; });
  // Last: it names the module's Wonders, Progress tokens and cards and the structures' slots.
  if (read && overlay) {
    read = compile_file(
               m, "pantheon.json", errors, docs,
               [&](Reporter& r, const Json& doc) { data::compile_pantheon(r, doc, rules, facts); }, [] {}) &&
           compile_file(
               m, "agora.json", errors, docs,
               [&](Reporter& r, const Json& doc) { data::compile_agora(r, doc, rules, facts); }, [] {});
  }
  return read;
}

}  // namespace

std::string DataError::to_string() const {
  std::string out;
  for (const std::string* part : {&file, named_path.empty() ? &path : &named_path}) {
    if (!part->empty()) out += *part + ": ";
  }
  return out + message;
}

LoadResult load_rules(const std::string& data_dir, const std::vector<std::string>& expansions) {
  LoadResult result;
  try {
    const std::vector<data::Manifest> modules = data::plan_modules(result.errors, data_dir, expansions);
    if (modules.empty()) return result;
    auto rules = std::make_shared<Rules>();
    Facts facts;
    data::claim_replacements(result.errors, modules, facts);
    Docs docs;
    for (const data::Manifest& m : modules) {
      if (!compile_module(m, *rules, facts, result.errors, docs)) {
        data::name_items(result.errors, docs);
        return result;  // a file that does not parse: its error, no follow-on ones
      }
      rules->modules.push_back(m.name);
    }
    data::finish_decks(result.errors, *rules, facts);
    data::finish_agora(result.errors, *rules, facts);  // before Pantheon's: it may give it slots
    data::finish_pantheon(result.errors, *rules, facts);
    check_counts(result.errors, *rules, facts);
    if (facts.card_at.size() == rules->cards.size() && facts.wonder_at.size() == rules->wonders.size() &&
        facts.token_at.size() == rules->progress_tokens.size()) {
      check_city_totals(result.errors, *rules, facts);
    }
    data::check_engine_can_honour(result.errors, *rules, facts);
    data::name_items(result.errors, docs);
    if (result.errors.empty()) result.rules = std::move(rules);
  } catch (const std::exception& e) {
    result.rules.reset();
    result.errors.push_back(DataError{"", "", std::string("cannot load data: ") + e.what()});
  } catch (...) {
    result.rules.reset();
    result.errors.push_back(DataError{"", "", "cannot load data: unknown error"});
  }
  return result;
}

std::vector<std::string> available_expansions(const std::string& data_dir) { return data::module_folders(data_dir); }

RulesCache::RulesCache(std::string data_dir) : data_dir_(std::move(data_dir)) {}

const LoadResult& RulesCache::get(const std::vector<std::string>& expansions) {
  const std::vector<std::string> key = canonical_expansions(expansions);
  for (const auto& [names, result] : loaded_) {
    if (names == key) return result;
  }
  loaded_.emplace_back(key, load_rules(data_dir_, key));
  return loaded_.back().second;
}

std::string default_data_dir(const std::string& program_dir) {
  if (const char* env = std::getenv("DUEL_DATA_DIR"); env && *env) return env;
  std::error_code ec;
  if (!program_dir.empty()) {
    // Relative to the binary, so an install moved to another prefix still finds its data.
    const std::filesystem::path installed = (std::filesystem::path(program_dir) / ".." / kInstalledDataDir).lexically_normal();
    if (std::filesystem::is_directory(installed, ec)) return installed.string();
  }
#ifdef DUEL_SOURCE_DATA_DIR
  if (std::filesystem::is_directory(DUEL_SOURCE_DATA_DIR, ec)) return DUEL_SOURCE_DATA_DIR;
#endif
  return "data";
}

}  // namespace duel
