// Data loader, the items players take: cards.json (Age cards, Guilds and chain symbols),
// wonders.json and progress_tokens.json.
#include <algorithm>

#include "data_loader_detail.hpp"

namespace duel::data {
namespace {

const std::string kCardsPath = "/cards";

// cards.json "chain_symbols": distinct non-empty names; a symbol's id is its index.
bool read_chain_symbols(Reporter& r, const Json& doc, std::vector<std::string>& out) {
  const Json* list = list_field(r, doc, "", "chain_symbols", "chain symbols", kMaxChainSymbols);
  if (!list) return false;
  bool ok = true;
  for (std::size_t i = 0; i < list->size(); ++i) {
    std::string path = child("/chain_symbols", i);
    std::string name;
    if (!read_string(r, (*list)[i], path, name) || !check_name(r, name, path)) {
      ok = false;
    } else if (std::find(out.begin(), out.end(), name) != out.end()) {
      r.error(path, "chain symbol " + quote(name) + " listed twice");
      ok = false;
    }
    out.push_back(name);
  }
  return ok;
}

// The optional "chain_gives" / "free_with" of a card. `symbols` is null when the list of
// chain symbols could not be read (names then stay unchecked).
void read_chain_field(Reporter& r, const Json& card, const std::string& path,
                      std::string_view key, const std::vector<std::string>* symbols,
                      std::uint8_t& out) {
  const Json* value = optional_field(card, key);
  std::string name;
  if (!value || !read_string(r, *value, child(path, key), name) || !symbols) return;
  auto it = std::find(symbols->begin(), symbols->end(), name);
  if (it != symbols->end()) {
    out = static_cast<std::uint8_t>(it - symbols->begin());
    return;
  }
  r.error(child(path, key), "unknown chain symbol " + quote(name) + " (not listed in " +
                                "/chain_symbols)");
}

void read_cost_field(Reporter& r, const Json& item, const std::string& path, Cost& out) {
  const Json* cost = field(r, item, path, "cost", "a cost object");
  if (cost) read_cost(r, *cost, child(path, "cost"), out);
}

void read_effects_field(Reporter& r, const Json& item, const std::string& path,
                        Effects& out) {
  const Json* effects = field(r, item, path, "effects", "an array of effects");
  if (effects) read_effects(r, *effects, child(path, "effects"), out);
}

// One card; returns whether its Age and colour are known.
bool read_card(Reporter& r, const Json& value, const std::string& path,
               const std::vector<std::string>* symbols, NameIndex& names, CardDef& card) {
  const Fields fields = {"name", "age", "color", "cost", "effects", "chain_gives", "free_with"};
  if (!expect_object(r, value, path, fields)) return false;
  if (read_name_field(r, value, path, card.name)) names.add(r, card.name, path);
  bool placed = read_u8_field(r, value, path, "age", 1, kAges, card.age);
  const Json* color = field(r, value, path, "color", "a colour");
  placed = color && read_color(r, *color, child(path, "color"), card.color) && placed;
  read_cost_field(r, value, path, card.cost);
  read_effects_field(r, value, path, card.effects);
  read_chain_field(r, value, path, "chain_gives", symbols, card.chain_gives);
  read_chain_field(r, value, path, "free_with", symbols, card.free_with);
  return placed;
}

// Cards are listed Age I, Age II, Age III, then the Guilds (purple, Age III).
void check_card_order(Reporter& r, const std::vector<CardDef>& cards) {
  int previous = 0;
  for (std::size_t i = 0; i < cards.size(); ++i) {
    const CardDef& card = cards[i];
    std::string path = child(kCardsPath, i);
    if (card.is_guild() && card.age != kAges) {
      r.error(child(path, "age"), "a Guild (purple card) must be of Age 3");
    }
    int rank = card.is_guild() ? kAges + 1 : card.age;
    if (rank < previous) {
      r.error(path, "out of order: cards are listed Age 1, then Age 2, then Age 3, then the "
                    "Guilds");
    }
    previous = std::max(previous, rank);
  }
}

// Every "free_with" symbol is given by a card of an earlier Age.
void check_chains(Reporter& r, const std::vector<CardDef>& cards,
                  const std::vector<std::string>& symbols) {
  for (std::size_t i = 0; i < cards.size(); ++i) {
    std::uint8_t symbol = cards[i].free_with;
    if (symbol == kNone || symbol >= symbols.size()) continue;
    int earliest = kAges + 1;
    for (const CardDef& giver : cards) {
      if (giver.chain_gives == symbol) earliest = std::min(earliest, int{giver.age});
    }
    std::string path = child(child(kCardsPath, i), "free_with");
    std::string name = quote(symbols[symbol]);
    if (earliest > kAges) {
      r.error(path, "no card gives chain symbol " + name + " (no \"chain_gives\": " + name + ")");
    } else if (earliest >= cards[i].age) {
      r.error(path, "chain symbol " + name + " is only given by cards of Age " +
                        std::to_string(earliest) + " or later; a chain comes from an earlier Age");
    }
  }
}

void count_cards(const std::vector<CardDef>& cards, Facts& facts) {
  for (const CardDef& card : cards) {
    if (card.is_guild()) ++facts.guilds;
    else ++facts.age_cards[static_cast<std::size_t>(card.age - 1)];
  }
  facts.cards_counted = true;
}

// A Wonder or Progress token: name, effects and (for Wonders) a cost. Returns whether
// the name was read.
bool read_item(Reporter& r, const Json& value, const std::string& path, NameIndex& names,
               std::string& name, Cost* cost, Effects& effects) {
  Fields fields = {"name", "effects"};
  if (cost) fields.insert(fields.begin() + 1, "cost");
  if (!expect_object(r, value, path, fields)) return false;
  bool named = read_name_field(r, value, path, name);
  if (named) names.add(r, name, path);
  if (cost) read_cost_field(r, value, path, *cost);
  read_effects_field(r, value, path, effects);
  return named;
}

}  // namespace

void compile_cards(Reporter& r, const Json& doc, Rules& rules, Facts& facts) {
  if (!expect_object(r, doc, "", {"chain_symbols", "cards"})) return;
  bool symbols_ok = read_chain_symbols(r, doc, rules.chain_symbols);
  const Json* list = list_field(r, doc, "", "cards", "cards", kMaxCards);
  if (!list) return;
  rules.cards.resize(list->size());
  NameIndex names;
  bool all_placed = true;
  for (std::size_t i = 0; i < list->size(); ++i) {
    const std::vector<std::string>* symbols = symbols_ok ? &rules.chain_symbols : nullptr;
    all_placed = read_card(r, (*list)[i], child(kCardsPath, i), symbols, names,
                           rules.cards[i]) && all_placed;
  }
  if (!all_placed) return;
  check_card_order(r, rules.cards);
  if (symbols_ok) check_chains(r, rules.cards, rules.chain_symbols);
  count_cards(rules.cards, facts);
}

void compile_wonders(Reporter& r, const Json& doc, Rules& rules, Facts& facts) {
  if (!expect_object(r, doc, "", {"wonders"})) return;
  const Json* list = list_field(r, doc, "", "wonders", "Wonders", kMaxWonders);
  if (!list) return;
  rules.wonders.resize(list->size());
  NameIndex names;
  bool all_named = true;
  for (std::size_t i = 0; i < list->size(); ++i) {
    WonderDef& w = rules.wonders[i];
    all_named = read_item(r, (*list)[i], child("/wonders", i), names, w.name, &w.cost,
                          w.effects) && all_named;
  }
  facts.wonders = static_cast<int>(list->size());
  facts.wonder_names_known = all_named;
}

void compile_tokens(Reporter& r, const Json& doc, Rules& rules, Facts& facts) {
  if (!expect_object(r, doc, "", {"progress_tokens"})) return;
  const Json* list =
      list_field(r, doc, "", "progress_tokens", "Progress tokens", kMaxTokens);
  if (!list) return;
  rules.progress_tokens.resize(list->size());
  NameIndex names;
  for (std::size_t i = 0; i < list->size(); ++i) {
    ProgressTokenDef& t = rules.progress_tokens[i];
    read_item(r, (*list)[i], child("/progress_tokens", i), names, t.name, nullptr, t.effects);
  }
  facts.tokens = static_cast<int>(list->size());
}

}  // namespace duel::data
