// Data loader, the items players take: cards.json (Age cards, Guilds, chain symbols and
// deck pools), wonders.json and progress_tokens.json. Each module's file adds its items
// after those of the modules read before it.
#include <algorithm>

#include "data_loader_detail.hpp"

namespace duel::data {
namespace {

const std::string kCardsPath = "/cards";

// Reports more items in all modules together than the engine supports.
bool check_total(Reporter& r, const std::string& path, std::size_t total, int max, const std::string& what) {
  if (total <= static_cast<std::size_t>(max)) return true;
  r.error(path, std::to_string(total) + " " + what + " in all the modules together, but the engine supports at most " +
                    std::to_string(max));
  return false;
}

// cards.json "chain_symbols": distinct non-empty names, added after those of earlier
// modules (optional in an overlay); a symbol's id is its index.
bool read_chain_symbols(Reporter& r, const Json& doc, bool root, std::vector<std::string>& out) {
  if (!root && !optional_field(doc, "chain_symbols")) return true;
  const Json* list = list_field(r, doc, "", "chain_symbols", "chain symbols", kMaxChainSymbols);
  if (!list || !check_total(r, "/chain_symbols", out.size() + list->size(), kMaxChainSymbols, "chain symbols")) {
    return false;
  }
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

// The card's deck pool: its "pool", else the default (default_pool).
bool read_pool(Reporter& r, const Json& card, const std::string& path, Rules& rules, CardDef& out) {
  std::string name = default_pool(out);
  if (const Json* value = optional_field(card, "pool")) {
    const std::string at = child(path, "pool");
    if (!read_string(r, *value, at, name) || !check_name(r, name, at)) return false;
  }
  out.pool = pool_id(rules, name);
  if (out.pool != kNone) return true;
  r.error(child(path, "pool"), "more than " + std::to_string(kMaxPools) + " deck pools: the engine supports at most " +
                                   std::to_string(kMaxPools));
  return false;
}

// One card; returns whether its Age, colour and pool are known.
bool read_card(Reporter& r, const Json& value, const std::string& path,
               const std::vector<std::string>* symbols, NameIndex& names, Rules& rules, CardDef& card) {
  const Fields fields = {"name", "age", "color", "cost", "effects", "chain_gives", "free_with", "pool"};
  if (!expect_object(r, value, path, fields)) return false;
  if (read_name_field(r, value, path, card.name)) names.add(r, card.name, path);
  bool placed = read_u8_field(r, value, path, "age", 1, kAges, card.age);
  const Json* color = field(r, value, path, "color", "a colour");
  placed = color && read_color(r, *color, child(path, "color"), card.color) && placed;
  read_cost_field(r, value, path, card.cost);
  read_effects_field(r, value, path, card.effects);
  read_chain_field(r, value, path, "chain_gives", symbols, card.chain_gives);
  read_chain_field(r, value, path, "free_with", symbols, card.free_with);
  return placed && read_pool(r, value, path, rules, card);
}

// Within a file, cards are listed Age I, Age II, Age III, then the Guilds (purple, Age
// III). `first` is the file's first card.
void check_card_order(Reporter& r, const std::vector<CardDef>& cards, std::size_t first) {
  int previous = 0;
  for (std::size_t i = 0; first + i < cards.size(); ++i) {
    const CardDef& card = cards[first + i];
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

// Every "free_with" symbol of the file's cards (from `first` on) is given by a card of
// an earlier Age, of any module read so far.
void check_chains(Reporter& r, const std::vector<CardDef>& cards, std::size_t first,
                  const std::vector<std::string>& symbols) {
  for (std::size_t i = first; i < cards.size(); ++i) {
    std::uint8_t symbol = cards[i].free_with;
    if (symbol == kNone || symbol >= symbols.size()) continue;
    int earliest = kAges + 1;
    for (const CardDef& giver : cards) {
      if (giver.chain_gives == symbol) earliest = std::min(earliest, int{giver.age});
    }
    std::string path = child(child(kCardsPath, i - first), "free_with");
    std::string name = quote(symbols[symbol]);
    if (earliest > kAges) {
      r.error(path, "no card gives chain symbol " + name + " (no \"chain_gives\": " + name + ")");
    } else if (earliest >= cards[i].age) {
      r.error(path, "chain symbol " + name + " is only given by cards of Age " +
                        std::to_string(earliest) + " or later; a chain comes from an earlier Age");
    }
  }
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

void compile_cards(Reporter& r, const Json& doc, Rules& rules, Facts& facts, bool root) {
  if (!expect_object(r, doc, "", {"chain_symbols", "cards"})) return;
  bool symbols_ok = read_chain_symbols(r, doc, root, rules.chain_symbols);
  const Json* list = list_field(r, doc, "", "cards", "cards", kMaxCards);
  const std::size_t first = rules.cards.size();
  if (!list || !check_total(r, kCardsPath, first + list->size(), kMaxCards, "cards")) {
    facts.cards_placed = false;
    return;
  }
  rules.cards.resize(first + list->size());
  bool all_placed = true;
  for (std::size_t i = 0; i < list->size(); ++i) {
    const std::string path = child(kCardsPath, i);
    facts.card_at.push_back(Origin{r.file(), path});
    const std::vector<std::string>* symbols = symbols_ok ? &rules.chain_symbols : nullptr;
    all_placed = read_card(r, (*list)[i], path, symbols, facts.card_names, rules, rules.cards[first + i]) && all_placed;
  }
  facts.cards_placed = facts.cards_placed && all_placed;
  if (!all_placed) return;
  check_card_order(r, rules.cards, first);
  if (symbols_ok) check_chains(r, rules.cards, first, rules.chain_symbols);
}

void compile_wonders(Reporter& r, const Json& doc, Rules& rules, Facts& facts) {
  const Json* list = expect_object(r, doc, "", {"wonders"})
                         ? list_field(r, doc, "", "wonders", "Wonders", kMaxWonders) : nullptr;
  const std::size_t first = rules.wonders.size();
  if (!list || !check_total(r, "/wonders", first + list->size(), kMaxWonders, "Wonders")) {
    facts.wonders_listed = false;
    return;
  }
  rules.wonders.resize(first + list->size());
  bool all_named = true;
  for (std::size_t i = 0; i < list->size(); ++i) {
    WonderDef& w = rules.wonders[first + i];
    facts.wonder_at.push_back(Origin{r.file(), child("/wonders", i)});
    all_named = read_item(r, (*list)[i], child("/wonders", i), facts.wonder_names, w.name, &w.cost,
                          w.effects) && all_named;
  }
  facts.wonder_names_known = facts.wonder_names_known && all_named;
}

void compile_tokens(Reporter& r, const Json& doc, Rules& rules, Facts& facts) {
  const Json* list = expect_object(r, doc, "", {"progress_tokens"})
                         ? list_field(r, doc, "", "progress_tokens", "Progress tokens", kMaxTokens) : nullptr;
  const std::size_t first = rules.progress_tokens.size();
  if (!list || !check_total(r, "/progress_tokens", first + list->size(), kMaxTokens, "Progress tokens")) {
    facts.tokens_listed = false;
    return;
  }
  rules.progress_tokens.resize(first + list->size());
  for (std::size_t i = 0; i < list->size(); ++i) {
    ProgressTokenDef& t = rules.progress_tokens[first + i];
    facts.token_at.push_back(Origin{r.file(), child("/progress_tokens", i)});
    read_item(r, (*list)[i], child("/progress_tokens", i), facts.token_names, t.name, nullptr, t.effects);
  }
}

bool read_named_item(Reporter& r, const Json& value, const std::string& path, const Rules& rules, NamedItem& out) {
  out.wonder = optional_field(value, "wonder") != nullptr;
  if (out.wonder == (optional_field(value, "progress_token") != nullptr)) {
    r.error(path, "expected exactly one of \"wonder\" and \"progress_token\" (the item's name)");
    return false;
  }
  const std::string key = out.wonder ? "wonder" : "progress_token";
  if (!read_string(r, value[key], child(path, key), out.name)) return false;
  out.id = out.wonder ? rules.find_wonder(out.name) : rules.find_token(out.name);
  if (out.id != kNone) return true;
  r.error(child(path, key), "no " + std::string(out.wonder ? "Wonder" : "Progress token") + " named " + quote(out.name) +
                                " (" + (out.wonder ? "wonders.json" : "progress_tokens.json") +
                                " of this module or the modules before)");
  return false;
}

}  // namespace duel::data
