// validate: checks the game data, every combination of the expansion modules present
// (base, base + each expansion, ..., all of them), or the one --expansions names.
#include <algorithm>
#include <iostream>
#include <set>

#include "cli.hpp"
#include "duel/ai/eval_weights.hpp"
#include "duel/data_loader.hpp"

namespace duel::cli {

const char* const kValidateHelp =
    "usage: 7wd-cli validate [--data DIR] [--expansions A,B]\n\n"
    "Checks every file of the game data and lists each problem as\n"
    "  file: JSON path: what was expected\n"
    "DIR holds base/ and the expansion modules beside it (each a folder with a\n"
    "module.json). validate checks the base game, then every combination of the\n"
    "expansions present (at most 64 combinations: with more, each expansion alone and\n"
    "all together), and says which it checked; --expansions checks that one only.\n"
    "Exits with 0 when the data is valid, 1 otherwise.\n";

namespace {

constexpr std::size_t kMaxAllCombinations = 6;  // 2^6 = 64 combinations

// The combinations to check: every subset of `names` (base alone first), or with many
// expansions each alone and all together.
std::vector<std::vector<std::string>> combinations(const std::vector<std::string>& names) {
  std::vector<std::vector<std::string>> out;
  if (names.size() > kMaxAllCombinations) {
    out.push_back({});
    for (const std::string& n : names) out.push_back({n});
    out.push_back(names);
    return out;
  }
  for (std::size_t mask = 0; mask < (std::size_t{1} << names.size()); ++mask) {
    std::vector<std::string> set;
    for (std::size_t i = 0; i < names.size(); ++i) {
      if (mask >> i & 1) set.push_back(names[i]);
    }
    out.push_back(set);
  }
  std::stable_sort(out.begin(), out.end(), [](const auto& a, const auto& b) { return a.size() < b.size(); });
  return out;
}

std::string combination_name(const std::vector<std::string>& expansions) {
  std::string out = "base";
  for (const std::string& e : expansions) out += " + " + e;
  return out;
}

// One line of counts for the Pantheon's content: what a designer checks first.
std::string pantheon_summary(const Rules& r) {
  const PantheonRules& p = *r.pantheon;
  int mythologies = 0, temples_drawn = 0;
  for (int m = 0; m < kMythologyCount; ++m) mythologies += p.divinities_of(static_cast<Mythology>(m)) > 0;
  for (const DeckDraw& draw : r.deck_composition[kAges - 1]) {
    if (r.pools[draw.pool] == "grand_temples") temples_drawn += draw.count;
  }
  return "Pantheon: " + std::to_string(p.space_costs.size()) + " spaces, " + std::to_string(p.divinities.size()) +
         " Divinities in " + std::to_string(mythologies) + " Mythologies, " + p.gate_name + ", " +
         std::to_string(p.mythology_token_total()) + " Mythology tokens (" +
         std::to_string(p.mythology_token_slots.size()) + " on Age I slots), " +
         std::to_string(p.offering_tokens.size()) + " Offering tokens (on Age II slots), " +
         std::to_string(p.grand_temples.size()) + " Grand Temples (" + std::to_string(temples_drawn) +
         " in Age III)";
}

// Checks one combination and prints its problems or its summary; returns whether valid.
// A problem printed for an earlier combination (an expansion's file is read with each
// combination that has it) is counted, not printed again.
bool check(const std::string& dir, const std::vector<std::string>& expansions, std::set<std::string>& printed) {
  LoadResult result = load_rules(dir, expansions);
  // The AI's learned weights for the combination are data too (ai/eval-*.json).
  const ai::WeightsLoad weights = ai::load_eval_weights(dir, expansions);
  result.errors.insert(result.errors.end(), weights.errors.begin(), weights.errors.end());
  std::size_t repeated = 0;
  for (const DataError& e : result.errors) {
    if (printed.insert(e.to_string()).second) std::cout << e.to_string() << "\n";
    else ++repeated;
  }
  const std::string name = dir + " (" + combination_name(expansions) + ")";
  if (!result.ok()) {
    std::cout << name << ": " << result.errors.size() << " problem(s)";
    if (repeated > 0) std::cout << " (" << (repeated == result.errors.size() ? "all" : std::to_string(repeated)) << " listed above)";
    std::cout << "\n";
    return false;
  }
  const Rules& r = *result.rules;
  std::cout << name << ": valid (" << r.cards.size() << " cards, " << r.wonders.size() << " Wonders, "
            << r.progress_tokens.size() << " Progress tokens)\n";
  if (r.pantheon) std::cout << "  " << pantheon_summary(r) << "\n";
  return true;
}

}  // namespace

int run_validate(Args& args) {
  const std::string dir = data_dir_option(args);
  const std::optional<std::string> chosen = args.option("--expansions");
  std::string error;
  args.check_all_used(error);
  if (!error.empty()) {
    std::cerr << "7wd-cli validate: " << error << "\n";
    return 2;
  }
  std::set<std::string> printed;
  if (chosen) return check(dir, split_expansions(*chosen), printed) ? 0 : 1;
  if (!check(dir, {}, printed)) return 1;  // every combination would repeat the base game's problems
  const std::vector<std::vector<std::string>> sets = combinations(available_expansions(dir));
  int valid = 1;
  for (std::size_t i = 1; i < sets.size(); ++i) valid += check(dir, sets[i], printed) ? 1 : 0;
  std::cout << "checked " << sets.size() << " combination(s)";
  for (std::size_t i = 0; i < sets.size(); ++i) std::cout << (i ? ", " : ": ") << combination_name(sets[i]);
  std::cout << "; " << valid << " valid\n";
  return valid == static_cast<int>(sets.size()) ? 0 : 1;
}

}  // namespace duel::cli
