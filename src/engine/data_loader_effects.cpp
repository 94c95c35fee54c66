// Data loader, game vocabulary: resources, colours, science symbols, costs and the typed
// effect primitives of docs/data-format.md, compiled into duel::Effects.
#include <array>

#include "data_loader_detail.hpp"

namespace duel::data {
namespace {

const Fields kResourceNames = {"wood", "clay", "stone", "glass", "papyrus"};
const Fields kColorNames = {"brown", "grey", "red", "green", "yellow", "blue", "purple"};
const Fields kScienceNames = {"globe", "wheel", "sundial", "mortar", "plumb_line", "quill", "law"};

// Reads a string naming one of `names` (parsed by `parse`), else reports "unknown <what>".
template <typename Enum>
bool read_word(Reporter& r, const Json& value, const std::string& path, std::string_view what,
               const Fields& names, bool (*parse)(std::string_view, Enum&), Enum& out) {
  std::string text;
  if (!read_string(r, value, path, text)) return false;
  if (parse(text, out)) return true;
  r.error(path, "unknown " + std::string(what) + " " + quote(text) + " (expected " +
                    join_names(names) + ")");
  return false;
}

bool read_resource(Reporter& r, const Json& value, const std::string& path, Resource& out) {
  return read_word(r, value, path, "resource", kResourceNames, parse_resource, out);
}

bool read_science(Reporter& r, const Json& value, const std::string& path, Science& out) {
  return read_word(r, value, path, "science symbol", kScienceNames, parse_science, out);
}

// A non-empty array of distinct words, as a bitmask (bit i = enum value i).
template <typename Enum>
bool read_word_set(Reporter& r, const Json& object, const std::string& path,
                   std::string_view key,
                   bool (*read_one)(Reporter&, const Json&, const std::string&, Enum&),
                   std::uint8_t& mask) {
  const Json* list = field(r, object, path, key, "a non-empty array");
  std::string list_path = child(path, key);
  if (!list || !expect_array(r, *list, list_path)) return false;
  if (list->empty()) r.error(list_path, "expected a non-empty array");
  bool ok = !list->empty();
  mask = 0;
  for (std::size_t i = 0; i < list->size(); ++i) {
    Enum item{};
    if (!read_one(r, (*list)[i], child(list_path, i), item)) { ok = false; continue; }
    auto bit = static_cast<std::uint8_t>(1u << static_cast<unsigned>(item));
    if (mask & bit) {
      r.error(child(list_path, i), "listed twice");
      ok = false;
    }
    mask = static_cast<std::uint8_t>(mask | bit);
  }
  return ok;
}

// An object resource -> count (1 to 255).
bool read_resource_counts(Reporter& r, const Json& value, const std::string& path,
                          ResourceCounts& out) {
  if (!value.is_object()) {
    r.error(path, "expected an object of resource counts, got " + describe(value));
    return false;
  }
  bool ok = true;
  for (const auto& item : value.items()) {
    std::string item_path = child(path, item.key());
    Resource res{};
    if (!read_resource(r, Json(item.key()), item_path, res)) { ok = false; continue; }
    auto& count = out[static_cast<std::size_t>(res)];
    ok = read_u8(r, item.value(), item_path, 1, 255, count) && ok;
  }
  return ok;
}

// "count": "wonders" | "coin_sets" | "progress_tokens" | {"colors": [...]}
bool read_count(Reporter& r, const Json& object, const std::string& path, PerCount& out) {
  const Fields kinds = {"wonders", "coin_sets", "progress_tokens", "{\"colors\": [...]}"};
  const Json* count = field(r, object, path, "count", join_names(kinds));
  std::string count_path = child(path, "count");
  if (!count) return false;
  if (count->is_object()) {
    out.kind = CountKind::CardsOfColors;
    bool ok = expect_object(r, *count, count_path, {"colors"});
    return read_word_set(r, *count, count_path, "colors", read_color, out.colors) && ok;
  }
  std::string text;
  if (count->is_string()) text = count->get<std::string>();
  if (text == "wonders") out.kind = CountKind::WondersBuilt;
  else if (text == "coin_sets") out.kind = CountKind::CoinSets;
  else if (text == "progress_tokens") out.kind = CountKind::ProgressTokens;
  else {
    r.error(count_path, "expected " + join_names(kinds) + ", got " + describe(*count));
    return false;
  }
  return true;
}

bool read_per_count(Reporter& r, const Json& object, const std::string& path, PerCount& out) {
  bool ok = read_u8_field(r, object, path, "amount", 1, 255, out.amount);
  ok = read_count(r, object, path, out) && ok;
  const Json* city = field(r, object, path, "city", "\"own\" or \"most\"");
  if (!city) return false;
  if (*city == "own") out.scope = CityScope::Own;
  else if (*city == "most") out.scope = CityScope::Most;
  else {
    r.error(child(path, "city"), "expected \"own\" or \"most\", got " + describe(*city));
    return false;
  }
  return ok;
}

bool read_amount(Reporter& r, const Json& object, const std::string& path, std::uint8_t& out) {
  return read_u8_field(r, object, path, "amount", 1, 255, out);
}

bool read_units(Reporter& r, const Json& object, const std::string& path, std::uint8_t& out) {
  return read_u8_field(r, object, path, "units", 1, 255, out);
}

bool read_colors(Reporter& r, const Json& object, const std::string& path, std::uint8_t& mask) {
  return read_word_set(r, object, path, "colors", read_color, mask);
}

bool read_resources(Reporter& r, const Json& object, const std::string& path,
                    std::uint8_t& mask) {
  return read_word_set(r, object, path, "resources", read_resource, mask);
}

using EffectReader = bool (*)(Reporter&, const Json&, const std::string&, Effects&);

struct EffectSpec {
  std::string_view type;
  Fields params;
  EffectReader read;
};

// Every effect primitive: its parameters and how it compiles.
const std::vector<EffectSpec>& effect_specs() {
  using R = Reporter;
  using S = const std::string;
  static const std::vector<EffectSpec> specs = {
      {"produce", {"resources"}, [](R& r, const Json& o, S& p, Effects& e) {
         const Json* v = field(r, o, p, "resources", "an object of resource counts");
         if (!v || !read_resource_counts(r, *v, child(p, "resources"), e.produce)) return false;
         if (!v->empty()) return true;
         r.error(child(p, "resources"), "expected at least one resource");
         return false;
       }},
      {"produce_one_of", {"resources"}, [](R& r, const Json& o, S& p, Effects& e) {
         return read_resources(r, o, p, e.produce_one_of);
       }},
      {"shields", {"amount"}, [](R& r, const Json& o, S& p, Effects& e) {
         return read_amount(r, o, p, e.shields);
       }},
      {"victory_points", {"amount"}, [](R& r, const Json& o, S& p, Effects& e) {
         return read_amount(r, o, p, e.victory_points);
       }},
      {"coins", {"amount"}, [](R& r, const Json& o, S& p, Effects& e) {
         return read_amount(r, o, p, e.coins);
       }},
      {"coins_per", {"amount", "count", "city"}, [](R& r, const Json& o, S& p, Effects& e) {
         return read_per_count(r, o, p, e.coins_per);
       }},
      {"victory_points_per", {"amount", "count", "city"},
       [](R& r, const Json& o, S& p, Effects& e) {
         return read_per_count(r, o, p, e.victory_points_per);
       }},
      {"science", {"symbol"}, [](R& r, const Json& o, S& p, Effects& e) {
         const Json* v = field(r, o, p, "symbol", "a science symbol");
         Science s{};
         if (!v || !read_science(r, *v, child(p, "symbol"), s)) return false;
         e.science = static_cast<std::uint8_t>(s);
         return true;
       }},
      {"fixed_trade_price", {"resources", "price"}, [](R& r, const Json& o, S& p, Effects& e) {
         bool ok = read_resources(r, o, p, e.fixed_trade_price_mask);
         return read_u8_field(r, o, p, "price", 0, 255, e.fixed_trade_price) && ok;
       }},
      {"opponent_loses_coins", {"amount"}, [](R& r, const Json& o, S& p, Effects& e) {
         return read_amount(r, o, p, e.opponent_loses_coins);
       }},
      {"play_again", {}, [](R&, const Json&, S&, Effects& e) {
         e.play_again = true;
         return true;
       }},
      {"discard_opponent_card", {"color"}, [](R& r, const Json& o, S& p, Effects& e) {
         const Json* v = field(r, o, p, "color", "a colour");
         Color c{};
         if (!v || !read_color(r, *v, child(p, "color"), c)) return false;
         e.discard_opponent_card_color = static_cast<std::uint8_t>(c);
         return true;
       }},
      {"construct_from_discard", {}, [](R&, const Json&, S&, Effects& e) {
         e.construct_from_discard = true;
         return true;
       }},
      {"progress_from_box", {"draw"}, [](R& r, const Json& o, S& p, Effects& e) {
         return read_u8_field(r, o, p, "draw", 1, kMaxTokens, e.progress_from_box);
       }},
      {"wonder_discount", {"units"}, [](R& r, const Json& o, S& p, Effects& e) {
         return read_units(r, o, p, e.wonder_discount);
       }},
      {"color_discount", {"colors", "units"}, [](R& r, const Json& o, S& p, Effects& e) {
         bool ok = read_colors(r, o, p, e.color_discount_colors);
         return read_units(r, o, p, e.color_discount) && ok;
       }},
      {"receive_opponent_trade_coins", {}, [](R&, const Json&, S&, Effects& e) {
         e.receive_opponent_trade_coins = true;
         return true;
       }},
      {"extra_shields", {"colors", "amount"}, [](R& r, const Json& o, S& p, Effects& e) {
         bool ok = read_colors(r, o, p, e.extra_shields_colors);
         return read_amount(r, o, p, e.extra_shields) && ok;
       }},
      {"wonders_play_again", {}, [](R&, const Json&, S&, Effects& e) {
         e.wonders_play_again = true;
         return true;
       }},
      {"chain_bonus_coins", {"amount"}, [](R& r, const Json& o, S& p, Effects& e) {
         return read_amount(r, o, p, e.chain_bonus_coins);
       }},
  };
  return specs;
}

const EffectSpec* find_effect(std::string_view type) {
  for (const EffectSpec& spec : effect_specs()) {
    if (spec.type == type) return &spec;
  }
  return nullptr;
}

std::string effect_type_list() {
  Fields types;
  for (const EffectSpec& spec : effect_specs()) types.push_back(spec.type);
  return join_names(types);
}

// Rejects parameters the effect does not take.
bool check_params(Reporter& r, const Json& object, const std::string& path,
                  const EffectSpec& spec) {
  bool ok = true;
  for (const auto& item : object.items()) {
    bool known = item.key() == "type";
    for (std::string_view p : spec.params) known = known || item.key() == p;
    if (known) continue;
    std::string takes = spec.params.empty() ? "takes no parameters"
                                            : "takes " + join_names(spec.params);
    r.error(child(path, item.key()), "unknown field " + quote(item.key()) + " (effect " +
                                         quote(spec.type) + " " + takes + ")");
    ok = false;
  }
  return ok;
}

// One effect object. `seen` holds the types already read on this item, with their paths.
bool read_effect(Reporter& r, const Json& value, const std::string& path, Effects& out,
                 std::vector<std::pair<std::string, std::string>>& seen) {
  if (!value.is_object()) {
    r.error(path, "expected an effect object, got " + describe(value));
    return false;
  }
  const Json* type_value = field(r, value, path, "type", "an effect type");
  std::string type;
  if (!type_value || !read_string(r, *type_value, child(path, "type"), type)) return false;
  const EffectSpec* spec = find_effect(type);
  if (!spec) {
    r.error(child(path, "type"), "unknown effect type " + quote(type) + " (expected " +
                                     effect_type_list() + ")");
    return false;
  }
  for (const auto& [seen_type, seen_path] : seen) {
    if (seen_type != type) continue;
    r.error(child(path, "type"), "duplicate effect " + quote(type) + " (also at " + seen_path +
                                     "; each effect type appears at most once per item)");
    return false;
  }
  seen.emplace_back(type, path);
  bool ok = check_params(r, value, path, *spec);
  return spec->read(r, value, path, out) && ok;
}

}  // namespace

bool read_color(Reporter& r, const Json& value, const std::string& path, Color& out) {
  return read_word(r, value, path, "colour", kColorNames, parse_color, out);
}

bool read_cost(Reporter& r, const Json& value, const std::string& path, Cost& out) {
  if (!expect_object(r, value, path, {"coins", "resources"})) return false;
  bool ok = true;
  if (const Json* coins = optional_field(value, "coins")) {
    ok = read_u8(r, *coins, child(path, "coins"), 0, 255, out.coins);
  }
  if (const Json* resources = optional_field(value, "resources")) {
    ok = read_resource_counts(r, *resources, child(path, "resources"), out.resources) && ok;
  }
  return ok;
}

bool read_effects(Reporter& r, const Json& value, const std::string& path, Effects& out) {
  if (!expect_array(r, value, path)) return false;
  std::vector<std::pair<std::string, std::string>> seen;
  bool ok = true;
  for (std::size_t i = 0; i < value.size(); ++i) {
    ok = read_effect(r, value[i], child(path, i), out, seen) && ok;
  }
  // Each of these leaves a decision pending; one per item keeps the pending decisions
  // within GameState::kPendingCapacity (state.hpp explains the bound).
  const int decisions = (out.discard_opponent_card_color != kNone) + out.construct_from_discard +
                        (out.progress_from_box > 0);
  if (decisions > 1) {
    r.error(path, std::to_string(decisions) + " of discard_opponent_card, construct_from_discard " +
                      "and progress_from_box: the engine supports at most 1 of them per card, " +
                      "Wonder or Progress token");
    ok = false;
  }
  return ok;
}

}  // namespace duel::data
