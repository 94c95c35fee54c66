// Data loader entry points: load_rules() reads every file of a data directory
// (docs/data-format.md), compiles it into duel::Rules and runs the checks that span
// several files (deck sizes against the structure layouts, enough Wonders and Progress
// tokens). Every problem becomes a DataError; nothing throws out of load_rules().
#include <algorithm>
#include <cstdlib>
#include <filesystem>

#include "data_loader_detail.hpp"
#include "duel/notation.hpp"

namespace duel {
namespace {

using data::Facts;
using data::Json;
using data::Reporter;

std::string age_deck_formula(int age, int cards, int removed, int guilds) {
  std::string out = "(";
  out += std::to_string(cards) + " Age " + std::to_string(age) + " cards - ";
  out += std::to_string(removed) + " cards_removed_per_age";
  if (age == kAges) out += " + " + std::to_string(guilds) + " guilds_in_age_three";
  return out + ")";
}

// Each Age's deck (its cards minus the removed ones, plus the Guilds in Age III) must
// fill that Age's structure exactly.
void check_decks(std::vector<DataError>& errors, const Rules& rules, const Facts& facts) {
  if (!facts.cards_counted || !facts.constants_read.count("cards_removed_per_age") ||
      !facts.constants_read.count("guilds_in_age_three")) {
    return;
  }
  Reporter cards("cards.json", errors);
  Reporter structures("structures.json", errors);
  int removed = rules.constants.cards_removed_per_age;
  int guilds = rules.constants.guilds_in_age_three;
  if (facts.guilds < guilds) {
    cards.error("/cards", std::to_string(facts.guilds) + " Guilds, fewer than " +
                              "guilds_in_age_three (" + std::to_string(guilds) + ")");
  }
  for (int a = 0; a < kAges; ++a) {
    int slots = facts.slots[static_cast<std::size_t>(a)];
    int n = facts.age_cards[static_cast<std::size_t>(a)];
    std::string age = "Age " + std::to_string(a + 1);
    if (slots < 0) continue;
    std::string only = "only " + std::to_string(n) + " " + age + " cards (Guilds not counted)";
    if (n < slots) {
      cards.error("/cards", only + ", fewer than the " + std::to_string(slots) + " slots of the " +
                                age + " structure");
      continue;
    }
    if (n < removed) {
      cards.error("/cards", only + ", fewer than cards_removed_per_age (" +
                                std::to_string(removed) + ")");
      continue;
    }
    int deck = n - removed + (a + 1 == kAges ? guilds : 0);
    if (deck == slots) continue;
    structures.error(data::child("/ages", static_cast<std::size_t>(a)),
                     std::to_string(slots) + " slots, but the " + age + " deck has " +
                         std::to_string(deck) + " cards " +
                         age_deck_formula(a + 1, n, removed, guilds));
  }
}

// The Wonder selection and the board need enough Wonders and Progress tokens.
void check_counts(std::vector<DataError>& errors, const Rules& rules, const Facts& facts) {
  if (facts.wonders >= 0 && facts.constants_read.count("wonders_per_selection_round")) {
    int needed = 2 * rules.constants.wonders_per_selection_round;
    if (facts.wonders < needed) {
      Reporter("wonders.json", errors)
          .error("/wonders", std::to_string(facts.wonders) + " Wonders, but the selection " +
                                 "needs 2 x wonders_per_selection_round = " +
                                 std::to_string(needed));
    }
  }
  if (facts.tokens >= 0 && facts.constants_read.count("progress_tokens_on_board")) {
    int needed = rules.constants.progress_tokens_on_board;
    if (facts.tokens < needed) {
      Reporter("progress_tokens.json", errors)
          .error("/progress_tokens", std::to_string(facts.tokens) + " Progress tokens, " +
                                         "fewer than progress_tokens_on_board (" +
                                         std::to_string(needed) + ")");
    }
  }
}

// Every card, Wonder and Progress token with where it is written, in load order.
struct Item {
  const char* file;
  std::string path;
  const std::string& name;
  const Effects& effects;
};

std::vector<Item> all_items(const Rules& rules) {
  std::vector<Item> items;
  for (std::size_t i = 0; i < rules.cards.size(); ++i) {
    items.push_back({"cards.json", data::child("/cards", i), rules.cards[i].name, rules.cards[i].effects});
  }
  for (std::size_t i = 0; i < rules.wonders.size(); ++i) {
    items.push_back({"wonders.json", data::child("/wonders", i), rules.wonders[i].name, rules.wonders[i].effects});
  }
  for (std::size_t i = 0; i < rules.progress_tokens.size(); ++i) {
    const ProgressTokenDef& t = rules.progress_tokens[i];
    items.push_back({"progress_tokens.json", data::child("/progress_tokens", i), t.name, t.effects});
  }
  return items;
}

// A city keeps these totals in small fixed-size fields: even a city owning every card,
// Wonder and Progress token must not exceed them. Reported at the item that passes it.
void check_city_totals(std::vector<DataError>& errors, const Rules& rules) {
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
  const std::vector<Item> items = all_items(rules);
  for (const Total& total : totals) {
    int sum = 0;
    for (const Item& item : items) {
      sum += total.of(item.effects, total.resource);
      if (sum <= total.max) continue;
      Reporter(item.file, errors)
          .error(item.path + "/effects",
                 total.what + " of all cards, Wonders and Progress tokens adds up to more than " +
                     std::to_string(total.max) + " here: the engine supports at most " +
                     std::to_string(total.max) + " in one city");
      break;
    }
  }
}

// "wonder <Wonder> with <card>" must read one way only. It reads two ways when a Wonder
// is named "<Wonder 2> with <X>" and a card "<X> with <card 1>".
void check_wonder_moves(std::vector<DataError>& errors, const Rules& rules) {
  const std::string with = " with ";
  std::vector<std::string> cards;
  for (const CardDef& c : rules.cards) cards.push_back(normalise_move_text(c.name));
  for (std::size_t w1 = 0; w1 < rules.wonders.size(); ++w1) {
    const std::string long_name = normalise_move_text(rules.wonders[w1].name);
    for (std::size_t w2 = 0; w2 < rules.wonders.size(); ++w2) {
      const std::string prefix = normalise_move_text(rules.wonders[w2].name) + with;
      if (w1 == w2 || long_name.rfind(prefix, 0) != 0) continue;
      const std::string x = long_name.substr(prefix.size()) + with;
      for (std::size_t c2 = 0; c2 < cards.size(); ++c2) {
        if (cards[c2].rfind(x, 0) != 0) continue;
        const auto c1 = std::find(cards.begin(), cards.end(), cards[c2].substr(x.size()));
        if (c1 == cards.end()) continue;
        const auto c1_index = static_cast<std::size_t>(c1 - cards.begin());
        Reporter("wonders.json", errors)
            .error(data::child("/wonders", w1) + "/name",
                   "the move " + data::quote("wonder " + rules.wonders[w1].name + " with " + rules.cards[c1_index].name) +
                       " would also read as " + data::quote("wonder " + rules.wonders[w2].name + " with " + rules.cards[c2].name) +
                       " (" + data::child("/wonders", w2) + " and cards.json " + data::child("/cards", c2) +
                       "): rename one of them");
      }
    }
  }
}

// Reads one file and, if it parses, compiles it.
template <typename Compile>
void compile_file(const std::string& dir, const std::string& file,
                  std::vector<DataError>& errors, Compile&& compile) {
  Reporter r(file, errors);
  Json doc;
  if (data::read_json_file(r, dir, file, doc)) compile(r, doc);
}

void compile_all(const std::string& dir, Rules& rules, Facts& facts,
                 std::vector<DataError>& errors) {
  compile_file(dir, "cards.json", errors,
               [&](Reporter& r, const Json& doc) { data::compile_cards(r, doc, rules, facts); });
  compile_file(dir, "wonders.json", errors, [&](Reporter& r, const Json& doc) {
    data::compile_wonders(r, doc, rules, facts);
  });
  compile_file(dir, "progress_tokens.json", errors, [&](Reporter& r, const Json& doc) {
    data::compile_tokens(r, doc, rules, facts);
  });
  compile_file(dir, "structures.json", errors, [&](Reporter& r, const Json& doc) {
    data::compile_structures(r, doc, rules, facts);
  });
  compile_file(dir, "military.json", errors,
               [&](Reporter& r, const Json& doc) { data::compile_military(r, doc, rules); });
  // After wonders.json: the first-game Wonders are given by name.
  compile_file(dir, "constants.json", errors, [&](Reporter& r, const Json& doc) {
    data::compile_constants(r, doc, rules, facts);
  });
}

}  // namespace

std::string DataError::to_string() const {
  std::string out;
  for (const std::string* part : {&file, &path}) {
    if (!part->empty()) out += *part + ": ";
  }
  return out + message;
}

LoadResult load_rules(const std::string& data_dir) {
  LoadResult result;
  try {
    auto rules = std::make_shared<Rules>();
    Facts facts;
    compile_all(data_dir, *rules, facts, result.errors);
    check_decks(result.errors, *rules, facts);
    check_counts(result.errors, *rules, facts);
    check_city_totals(result.errors, *rules);
    check_wonder_moves(result.errors, *rules);
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

std::string default_data_dir() {
  if (const char* env = std::getenv("DUEL_DATA_DIR"); env && *env) return env;
#ifdef DUEL_SOURCE_DATA_DIR
  std::error_code ec;
  if (std::filesystem::is_directory(DUEL_SOURCE_DATA_DIR, ec)) return DUEL_SOURCE_DATA_DIR;
#endif
  return "data";
}

}  // namespace duel
