// Data loader, the Pantheon expansion's pantheon.json (docs/data-format.md "Pantheon"):
// the board's space costs, the Divinities by Mythology, the Gate, the Mythology and
// Offering tokens and their structure slots, the Grand Temples' Mythologies and score
// table, and the Pantheon effects of its Wonders and Progress tokens. Everything lands in
// Rules::pantheon (pantheon_rules.hpp); finish_pantheon derives what the rules look up.
#include <algorithm>

#include "data_loader_detail.hpp"

namespace duel {

namespace {
constexpr std::array<std::string_view, kMythologyCount> kMythologyNames = {
    "mesopotamian", "phoenician", "greek", "egyptian", "roman"};
}  // namespace

std::string_view mythology_name(Mythology m) { return kMythologyNames[static_cast<std::size_t>(m)]; }

std::string mythology_title(int m) {
  if (m < 0 || m >= kMythologyCount) return "?";
  std::string name(mythology_name(static_cast<Mythology>(m)));
  name[0] = static_cast<char>(name[0] - 'a' + 'A');
  return name;
}

int PantheonRules::divinities_of(Mythology m) const {
  return static_cast<int>(std::count_if(divinities.begin(), divinities.end(),
                                        [m](const DivinityDef& d) { return d.mythology == m; }));
}

const std::string& PantheonRules::name_of(DivinityId d) const {
  static const std::string unknown = "?";
  if (d == kGate) return gate_name;
  return d < divinities.size() ? divinities[d].name : unknown;
}

int PantheonRules::mythology_token_total() const {
  int total = 0;
  for (std::uint8_t n : mythology_tokens) total += n;
  return total;
}

}  // namespace duel

namespace duel::data {
namespace {

// The pool the Grand Temples are drawn from (module.json replaces "guilds" by it).
constexpr std::string_view kGrandTemplePool = "grand_temples";

// The Pantheon effect kinds are the module's table (pantheon_effect_kinds.cpp).
const PantheonEffectKindDef* find_pantheon_kind(std::string_view type) {
  for (const PantheonEffectKindDef& def : pantheon_effect_kinds()) {
    if (def.name == type) return &def;
  }
  return nullptr;
}

std::string pantheon_kind_list() {
  Fields names;
  for (const PantheonEffectKindDef& def : pantheon_effect_kinds()) names.push_back(def.name);
  return join_names(names);
}

bool read_mythology(Reporter& r, const Json& value, const std::string& path, Mythology& out) {
  std::string text;
  if (!read_string(r, value, path, text)) return false;
  const auto it = std::find(kMythologyNames.begin(), kMythologyNames.end(), text);
  if (it != kMythologyNames.end()) {
    out = static_cast<Mythology>(it - kMythologyNames.begin());
    return true;
  }
  r.error(path, "unknown Mythology " + quote(text) + " (expected " +
                    join_names(Fields(kMythologyNames.begin(), kMythologyNames.end())) + ")");
  return false;
}

// One Pantheon effect object whose type is `def`: its one parameter, if any, an amount
// (Number) or colours (ColorSet).
bool read_pantheon_effect(Reporter& r, const Json& value, const std::string& path, const PantheonEffectKindDef& def,
                          PantheonEffect& out) {
  Fields fields = {"type"};
  for (int i = 0; i < def.param_count; ++i) fields.push_back(def.params[static_cast<std::size_t>(i)].name);
  if (!expect_object(r, value, path, fields)) return false;
  out.kind = def.kind;
  for (int i = 0; i < def.param_count; ++i) {
    const EffectParam& param = def.params[static_cast<std::size_t>(i)];
    const bool ok = param.type == EffectParamType::Number
                        ? read_u8_field(r, value, path, param.name, param.min, param.max, out.amount)
                        : read_color_set(r, value, path, param.name, out.colors);
    if (!ok) return false;
  }
  return true;
}

// An item's "effects": Pantheon kinds, and (when `base` is given) kinds of the base
// effect table, each at most once.
void read_effect_list(Reporter& r, const Json& object, const std::string& item_path, Effects* base,
                      std::vector<PantheonEffect>& out, Facts& facts) {
  const Json* list = field(r, object, item_path, "effects", "an array of effects");
  const std::string path = child(item_path, "effects");
  if (!list || !expect_array(r, *list, path)) return;
  const ExpansionKinds kinds{
      "a Pantheon effect type", pantheon_kind_list(),
      [](const std::string& type) { return find_pantheon_kind(type) != nullptr; },
      [&](const std::string& type, const Json& value, const std::string& at) {
        PantheonEffect effect;
        if (!read_pantheon_effect(r, value, at, *find_pantheon_kind(type), effect)) return;
        out.push_back(effect);
        facts.expansion_effects.push_back({type, r.file(), at, effect.colors});
      }};
  read_expansion_effects(r, *list, path, base, kinds);
}

// "space_costs": {"player_1": [...], "player_2": [...]}, one cost per space each.
bool read_space_costs(Reporter& r, const Json& doc, PantheonRules& p) {
  const Json* costs = field(r, doc, "", "space_costs", "an object {\"player_1\": [...], \"player_2\": [...]}");
  if (!costs || !expect_object(r, *costs, "/space_costs", {"player_1", "player_2"})) return false;
  std::array<std::vector<std::uint8_t>, 2> side;
  bool ok = true;
  for (std::size_t player = 0; player < 2; ++player) {
    const std::string key = "player_" + std::to_string(player + 1);
    ok = read_u8_list(r, *costs, "/space_costs", key, "space costs", kMaxPantheonSpaces, 0, 255, side[player]) && ok;
  }
  if (!ok) return false;
  if (side[0].size() != side[1].size()) {
    r.error("/space_costs/player_2", std::to_string(side[1].size()) + " costs, but player_1 has " +
                                         std::to_string(side[0].size()) + ": one cost per space for each player");
    return false;
  }
  for (std::size_t s = 0; s < side[0].size(); ++s) p.space_costs.push_back({side[0][s], side[1][s]});
  return true;
}

void read_divinities(Reporter& r, const Json& doc, PantheonRules& p, NameIndex& names, Facts& facts) {
  const Json* list = list_field(r, doc, "", "divinities", "Divinities", kMaxDivinities);
  if (!list) return;
  for (std::size_t i = 0; i < list->size(); ++i) {
    const std::string path = child("/divinities", i);
    DivinityDef d;
    if (!expect_object(r, (*list)[i], path, {"name", "mythology", "effects", "cost_modifier"})) continue;
    if (read_name_field(r, (*list)[i], path, d.name)) names.add(r, d.name, path);
    if (const Json* m = field(r, (*list)[i], path, "mythology", "a Mythology")) {
      read_mythology(r, *m, child(path, "mythology"), d.mythology);
    }
    // Optional: coins added to the cost of the space the Divinity is on (negative: cheaper).
    if (const Json* m = optional_field((*list)[i], "cost_modifier")) {
      int modifier = 0;
      if (read_int(r, *m, child(path, "cost_modifier"), -kMaxDivinityCostModifier, kMaxDivinityCostModifier, modifier)) {
        d.cost_modifier = static_cast<std::int8_t>(modifier);
      }
    }
    read_effect_list(r, (*list)[i], path, &d.effects, d.pantheon, facts);
    p.divinities.push_back(std::move(d));
  }
}

void read_gate(Reporter& r, const Json& doc, PantheonRules& p, NameIndex& names, Facts& facts) {
  const Json* gate = field(r, doc, "", "gate", "an object {\"name\", \"cost_multiplier\", \"effects\"}");
  if (!gate || !expect_object(r, *gate, "/gate", {"name", "cost_multiplier", "effects"})) return;
  if (read_name_field(r, *gate, "/gate", p.gate_name)) names.add(r, p.gate_name, "/gate");
  read_u8_field(r, *gate, "/gate", "cost_multiplier", 1, 255, p.gate_cost_multiplier);
  read_effect_list(r, *gate, "/gate", nullptr, p.gate_effects, facts);
}

// "mythology_tokens": the number of tokens of each Mythology, every Mythology named.
void read_mythology_tokens(Reporter& r, const Json& doc, PantheonRules& p) {
  const Json* tokens = field(r, doc, "", "mythology_tokens", "an object Mythology -> number of tokens");
  const Fields names(kMythologyNames.begin(), kMythologyNames.end());
  if (!tokens || !expect_object(r, *tokens, "/mythology_tokens", names)) return;
  for (std::size_t m = 0; m < names.size(); ++m) {
    read_u8_field(r, *tokens, "/mythology_tokens", names[m], 0, kMaxMythologyTokensEach, p.mythology_tokens[m]);
  }
}

void read_grand_temples(Reporter& r, const Json& doc, PantheonRules& p, Facts& facts) {
  const Json* list = list_field(r, doc, "", "grand_temples", "Grand Temples", kMaxCards);
  if (!list) return;
  for (std::size_t i = 0; i < list->size(); ++i) {
    const std::string path = child("/grand_temples", i);
    if (!expect_object(r, (*list)[i], path, {"name", "mythology"})) continue;
    GrandTempleDef temple;
    std::string name;
    bool ok = read_name_field(r, (*list)[i], path, name);
    const Json* m = field(r, (*list)[i], path, "mythology", "a Mythology");
    ok = m && read_mythology(r, *m, child(path, "mythology"), temple.mythology) && ok;
    if (!ok) continue;
    for (std::size_t j = 0; j < p.grand_temples.size(); ++j) {
      if (p.grand_temples[j].mythology != temple.mythology) continue;
      r.error(child(path, "mythology"), "the " + std::string(mythology_name(temple.mythology)) +
                                            " Mythology already has a Grand Temple (" +
                                            facts.grand_temple_names[j].second.path + ")");
      ok = false;
    }
    if (!ok) continue;
    p.grand_temples.push_back(temple);
    facts.grand_temple_names.push_back({name, Origin{r.file(), path}});
  }
}

// "item_effects": the Pantheon effects of a Wonder or Progress token of the lists read.
void read_item_effects(Reporter& r, const Json& doc, const Rules& rules, PantheonRules& p, Facts& facts) {
  const Json* list = list_field(r, doc, "", "item_effects", "items", kMaxWonders + kMaxTokens);
  if (!list) return;
  for (std::size_t i = 0; i < list->size(); ++i) {
    const std::string path = child("/item_effects", i);
    const Json& value = (*list)[i];
    if (!expect_object(r, value, path, {"wonder", "progress_token", "effects"})) continue;
    NamedItem named;
    if (!read_named_item(r, value, path, rules, named)) continue;
    PantheonItemEffects item;
    item.wonder = named.wonder;
    item.name = named.name;
    item.id = named.id;
    const std::string key = item.wonder ? "wonder" : "progress_token";
    const auto same = std::find_if(p.item_effects.begin(), p.item_effects.end(), [&](const PantheonItemEffects& o) {
      return o.wonder == item.wonder && o.id == item.id;
    });
    if (same != p.item_effects.end()) {
      r.error(child(path, key), quote(item.name) + " listed twice (also at " +
                                    child("/item_effects", static_cast<std::size_t>(same - p.item_effects.begin())) + ")");
      continue;
    }
    read_effect_list(r, value, path, nullptr, item.effects, facts);
    p.item_effects.push_back(std::move(item));
  }
}

// The Snake and the Minerva pawn: the engine has one of each.
void read_one_piece(Reporter& r, const Json& doc, std::string_view key, std::string_view what, std::uint8_t& out) {
  if (!read_u8_field(r, doc, "", key, 0, 255, out) || out == 1) return;
  r.error(child("", key), std::to_string(out) + " " + std::string(what) + ", but the engine supports exactly 1");
  out = 1;
}

// What only the whole file tells: one Divinity can be placed for every Mythology token
// drawn, and the Gate takes the one space left empty.
void check_board(Reporter& r, const PantheonRules& p) {
  const std::size_t drawn = p.mythology_token_slots.size();
  if (!p.space_costs.empty() && drawn > 0 && p.space_costs.size() != drawn + 1) {
    r.error("/space_costs", std::to_string(p.space_costs.size()) + " spaces, but " + std::to_string(drawn) +
                                " Mythology token slots place " + std::to_string(drawn) +
                                " Divinities and the Gate takes the one space left: expected " +
                                std::to_string(drawn + 1) + " spaces");
  }
  if (drawn > static_cast<std::size_t>(p.mythology_token_total())) {
    r.error("/mythology_token_slots", std::to_string(drawn) + " slots, but there are only " +
                                          std::to_string(p.mythology_token_total()) + " Mythology tokens");
  }
  int carriers = 0;  // Divinities that hold Progress tokens (Enki): the state has room for one
  for (std::size_t d = 0; d < p.divinities.size(); ++d) {
    for (const PantheonEffect& e : p.divinities[d].pantheon) {
      if (e.kind != PantheonEffectKind::ProgressTokensOnReveal) continue;
      if (++carriers > 1) r.error(child("/divinities", d), "a second Divinity with progress_tokens_on_reveal: the engine supports one");
      if (e.amount > kMaxDivinityTokens)
        r.error(child("/divinities", d), std::to_string(e.amount) + " Progress tokens on a Divinity: at most " + std::to_string(kMaxDivinityTokens));
    }
  }
  for (int m = 0; m < kMythologyCount; ++m) {
    const auto myth = static_cast<Mythology>(m);
    if (p.divinities_of(myth) > kMaxDivinitiesEach) {
      r.error("/divinities", std::to_string(p.divinities_of(myth)) + " " + std::string(mythology_name(myth)) +
                                 " Divinities: a Mythology deck holds at most " + std::to_string(kMaxDivinitiesEach));
    }
    const int tokens = p.mythology_tokens[static_cast<std::size_t>(m)];
    if (tokens > p.divinities_of(myth)) {
      r.error(child("/mythology_tokens", mythology_name(myth)),
              std::to_string(tokens) + " tokens, but the " + std::string(mythology_name(myth)) + " Mythology has " +
                  std::to_string(p.divinities_of(myth)) + " Divinities: each token places one of them");
    }
  }
}

}  // namespace

void compile_pantheon(Reporter& r, const Json& doc, Rules& rules, Facts& facts) {
  const Fields fields = {"space_costs", "divinities_drawn", "divinities", "gate", "mythology_tokens",
                         "mythology_token_slots", "offering_tokens", "offering_token_slots", "grand_temples",
                         "grand_temple_points", "snakes", "minerva_pawns", "item_effects"};
  if (!expect_object(r, doc, "", fields)) return;
  if (rules.pantheon) {
    r.error("", "the Pantheon is already defined by a module before: two modules cannot both define it");
    return;
  }
  PantheonRules p;
  NameIndex names;  // the Divinities and the Gate: moves name them
  facts.pantheon_file = r.file();
  read_space_costs(r, doc, p);
  read_u8_field(r, doc, "", "divinities_drawn", 1, kMaxDivinities, p.divinities_drawn);
  read_divinities(r, doc, p, names, facts);
  read_gate(r, doc, p, names, facts);
  read_mythology_tokens(r, doc, p);
  read_token_slots(r, doc, "", "mythology_token_slots", p.mythology_token_slots);
  read_u8_list(r, doc, "", "offering_tokens", "Offering token values", kMaxOfferingTokens, 1, 255, p.offering_tokens);
  for (std::size_t i = 0; i < p.offering_tokens.size(); ++i) {
    // Moves and records name Offering tokens by value ("activate Mars with offering 3").
    if (std::find(p.offering_tokens.begin(), p.offering_tokens.begin() + static_cast<std::ptrdiff_t>(i), p.offering_tokens[i]) !=
        p.offering_tokens.begin() + static_cast<std::ptrdiff_t>(i))
      r.error(child("/offering_tokens", i), "value " + std::to_string(p.offering_tokens[i]) +
                                                " listed twice: moves name the Offering tokens by value, so each value must differ");
  }
  read_token_slots(r, doc, "", "offering_token_slots", p.offering_token_slots);
  if (!p.offering_tokens.empty() && !p.offering_token_slots.empty() &&
      p.offering_tokens.size() != p.offering_token_slots.size()) {
    r.error("/offering_token_slots", std::to_string(p.offering_token_slots.size()) + " slots for " +
                                         std::to_string(p.offering_tokens.size()) +
                                         " Offering tokens: every Offering token goes on one slot");
  }
  read_grand_temples(r, doc, p, facts);
  read_u8_list(r, doc, "", "grand_temple_points", "victory points", kMaxGrandTempleScores, 0, 255,
               p.grand_temple_points);
  read_one_piece(r, doc, "snakes", "Snake tokens", p.snakes);
  read_one_piece(r, doc, "minerva_pawns", "Minerva pawns", p.minerva_pawns);
  read_item_effects(r, doc, rules, p, facts);
  check_board(r, p);
  rules.pantheon = std::move(p);
}

void finish_pantheon(std::vector<DataError>& errors, Rules& rules, const Facts& facts) {
  if (!rules.pantheon) return;
  PantheonRules& p = *rules.pantheon;
  // Checked against the structures in use once every module is read. Slots given by
  // another module for its own structures (Agora's) were checked there.
  if (!facts.pantheon_slots_replaced) {
    Reporter r(facts.pantheon_file, errors);
    check_token_slots(r, "/mythology_token_slots", p.mythology_token_slots, 1, rules, facts);
    check_token_slots(r, "/offering_token_slots", p.offering_token_slots, 2, rules, facts);
  }
  if (!facts.cards_placed) return;
  for (std::size_t i = 0; i < facts.grand_temple_names.size() && i < p.grand_temples.size(); ++i) {
    const auto& [name, at] = facts.grand_temple_names[i];
    const CardId card = rules.find_card(name);
    if (card == kNone || rules.pools[rules.cards[card].pool] != kGrandTemplePool) {
      Reporter(at.file, errors)
          .error(child(at.path, "name"), "no card named " + quote(name) + " in the pool " +
                                             quote(kGrandTemplePool) + " (cards.json)");
    }
    p.grand_temples[i].card = card;
  }
  // A Mythology token is its Grand Temple's chain symbol (reference/pantheon.md): one
  // chain symbol per Mythology, named after it, which the token gives and the Temple needs.
  for (GrandTempleDef& t : p.grand_temples) {
    if (t.card == kNone) continue;
    const auto m = static_cast<std::size_t>(t.mythology);
    if (p.mythology_chain[m] == kNone) {
      if (rules.chain_symbols.size() >= static_cast<std::size_t>(kMaxChainSymbols)) {
        Reporter(facts.grand_temple_names.front().second.file, errors)
            .error("/grand_temples", "no room for the Mythology tokens' chain symbols: at most " +
                                         std::to_string(kMaxChainSymbols) + " chain symbols in all");
        break;
      }
      p.mythology_chain[m] = static_cast<std::uint8_t>(rules.chain_symbols.size());
      rules.chain_symbols.push_back(std::string(mythology_name(t.mythology)) + " Mythology token");
    }
    rules.cards[t.card].free_with = p.mythology_chain[m];
  }
  for (const PantheonItemEffects& item : p.item_effects) {
    if (item.id == kNone) continue;
    auto& list = item.wonder ? rules.wonders[item.id].pantheon : rules.progress_tokens[item.id].pantheon;
    list.insert(list.end(), item.effects.begin(), item.effects.end());
    auto& with = item.wonder ? p.wonders_with : p.tokens_with;
    for (const PantheonEffect& e : item.effects) with[static_cast<std::size_t>(e.kind)] |= static_cast<std::uint16_t>(1U << item.id);
  }
  // Every card of the pool is a Grand Temple with a Mythology; the score table has a row
  // for each Grand Temple that the Age III deck can hold.
  int in_pool = 0, drawn = 0;
  std::uint8_t pool = kNone;
  for (std::size_t id = 0; id < rules.pools.size(); ++id) {
    if (rules.pools[id] == kGrandTemplePool) pool = static_cast<std::uint8_t>(id);
  }
  for (std::size_t c = 0; c < rules.cards.size(); ++c) {
    if (rules.cards[c].pool != pool || pool == kNone) continue;
    ++in_pool;
    const bool listed = std::any_of(p.grand_temples.begin(), p.grand_temples.end(),
                                    [&](const GrandTempleDef& t) { return t.card == c; });
    if (!listed && facts.card_at.size() > c) {
      Reporter(facts.card_at[c].file, errors)
          .error(facts.card_at[c].path, quote(rules.cards[c].name) + " is in the pool " + quote(kGrandTemplePool) +
                                            " but not in pantheon.json /grand_temples: its Mythology is unknown");
    }
  }
  for (const auto& age : rules.deck_composition) {
    for (const DeckDraw& draw : age) drawn += draw.pool == pool ? draw.count : 0;
  }
  if (in_pool > 0 && !facts.grand_temple_names.empty() && !p.grand_temple_points.empty() &&
      p.grand_temple_points.size() != static_cast<std::size_t>(drawn)) {
    Reporter(facts.grand_temple_names.front().second.file, errors)
        .error("/grand_temple_points", std::to_string(p.grand_temple_points.size()) + " rows, but the decks hold " +
                                           std::to_string(drawn) + " Grand Temples: one row for each number built, 1 to " +
                                           std::to_string(drawn));
  }
}

}  // namespace duel::data
