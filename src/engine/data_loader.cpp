// Data loader entry points: load_rules() reads every file of a data directory
// (docs/data-format.md), compiles it into duel::Rules and runs the checks that span
// several files (deck sizes against the structure layouts, enough Wonders and Progress
// tokens). Every problem becomes a DataError; nothing throws out of load_rules().
#include <cstdlib>
#include <filesystem>

#include "data_loader_detail.hpp"

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
