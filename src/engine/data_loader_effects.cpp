// Data loader, game vocabulary: resources, colours, science symbols, costs and the typed
// effect primitives of docs/data-format.md, read by the effect table's parameter types
// (include/duel/effects.hpp) and compiled into duel::Effects in the data's order.
#include <algorithm>
#include <array>

#include "data_loader_detail.hpp"

namespace duel::data {
namespace {

const Fields kResourceNames = {"wood", "clay", "stone", "glass", "papyrus"};
const Fields kColorNames = {"brown", "grey", "red", "green", "yellow", "blue", "purple", "senator"};
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

bool read_city(Reporter& r, const Json& object, const std::string& path, CityScope& out) {
  const Json* city = field(r, object, path, "city", "\"own\" or \"most\"");
  if (!city) return false;
  if (*city == "own") out = CityScope::Own;
  else if (*city == "most") out = CityScope::Most;
  else {
    r.error(child(path, "city"), "expected \"own\" or \"most\", got " + describe(*city));
    return false;
  }
  return true;
}

// One parameter of an effect, by its type in the effect table.
bool read_param(Reporter& r, const Json& o, const std::string& p, const EffectParam& param,
                EffectParams& out) {
  switch (param.type) {
    case EffectParamType::Number: return read_u8_field(r, o, p, param.name, param.min, param.max, out.number);
    case EffectParamType::ResourceMap: {
      const Json* v = field(r, o, p, param.name, "an object of resource counts");
      if (!v || !read_resource_counts(r, *v, child(p, param.name), out.counts)) return false;
      if (!v->empty()) return true;
      r.error(child(p, param.name), "expected at least one resource");
      return false;
    }
    case EffectParamType::ResourceSet:
      return read_word_set(r, o, p, param.name, read_resource, out.resources);
    case EffectParamType::ColorSet: return read_word_set(r, o, p, param.name, read_color, out.colors);
    case EffectParamType::OneColor: {
      const Json* v = field(r, o, p, param.name, "a colour");
      Color c{};
      if (!v || !read_color(r, *v, child(p, param.name), c)) return false;
      out.color = static_cast<std::uint8_t>(c);
      return true;
    }
    case EffectParamType::ScienceSymbol: {
      const Json* v = field(r, o, p, param.name, "a science symbol");
      Science sym{};
      if (!v || !read_science(r, *v, child(p, param.name), sym)) return false;
      out.symbol = static_cast<std::uint8_t>(sym);
      return true;
    }
    case EffectParamType::CountOf: return read_count(r, o, p, out.count);
    case EffectParamType::CityChoice: return read_city(r, o, p, out.count.scope);
  }
  return false;
}

std::string effect_type_list() {
  Fields types;
  for (const EffectKindDef& def : effect_kinds()) types.push_back(def.name);
  return join_names(types);
}

// Rejects parameters the effect does not take.
bool check_params(Reporter& r, const Json& object, const std::string& path,
                  const EffectKindDef& def) {
  Fields params;
  for (const EffectParam& p : def.parameters()) params.push_back(p.name);
  bool ok = true;
  for (const auto& item : object.items()) {
    bool known = item.key() == "type";
    for (std::string_view p : params) known = known || item.key() == p;
    if (known) continue;
    std::string takes = params.empty() ? "takes no parameters" : "takes " + join_names(params);
    r.error(child(path, item.key()), "unknown field " + quote(item.key()) + " (effect " +
                                         quote(def.name) + " " + takes + ")");
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
  const EffectKindDef* def = find_effect_kind(type);
  if (!def) {
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
  bool ok = check_params(r, value, path, *def);
  EffectParams params;
  for (const EffectParam& param : def->parameters()) ok = read_param(r, value, path, param, params) && ok;
  if (!ok) return false;
  def->store(params, out);
  out.add_op(def->kind);
  return true;
}

// Rulings 11: an item's effects that can end the game must come in the table's order
// (science before shields), since they act in the data's order.
bool check_victory_order(Reporter& r, const std::string& path, const Effects& e) {
  const EffectKindDef* last = nullptr;
  for (int i = 0; i < e.op_count; ++i) {
    const EffectKindDef& def = effect_kind(e.ops[static_cast<std::size_t>(i)]);
    if (!def.ends_game) continue;
    if (last && last->kind > def.kind) {
      r.error(child(child(path, static_cast<std::size_t>(i)), "type"),
              quote(def.name) + " must come before " + quote(last->name) +
                  " (rulings 11: science supremacy is checked before military supremacy)");
      return false;
    }
    last = &def;
  }
  return true;
}

}  // namespace

bool read_color(Reporter& r, const Json& value, const std::string& path, Color& out) {
  return read_word(r, value, path, "colour", kColorNames, parse_color, out);
}

bool read_color_set(Reporter& r, const Json& object, const std::string& path, std::string_view key,
                    std::uint8_t& mask) {
  return read_word_set(r, object, path, key, read_color, mask);
}

bool read_resource_set(Reporter& r, const Json& object, const std::string& path, std::string_view key,
                       std::uint8_t& mask) {
  return read_word_set(r, object, path, key, read_resource, mask);
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
  return check_effect_list(r, path, out) && ok;
}

EffectPaths read_expansion_effects(Reporter& r, const Json& list, const std::string& path, Effects* base,
                                   const ExpansionKinds& kinds) {
  EffectPaths seen;
  for (std::size_t i = 0; i < list.size(); ++i) {
    const Json& value = list[i];
    const std::string at = child(path, i);
    const Json* type_value = value.is_object() ? optional_field(value, "type") : nullptr;
    const bool theirs = type_value && type_value->is_string() && kinds.is_kind(type_value->get<std::string>());
    if (!theirs) {
      if (base && (!type_value || !type_value->is_string() || find_effect_kind(type_value->get<std::string>()))) {
        read_effect(r, value, at, *base, seen);
      } else if (!value.is_object()) {
        r.error(at, "expected an effect object, got " + describe(value));
      } else if (!type_value) {
        r.error(at, "missing field \"type\" (expected " + std::string(kinds.a_type) + ")");
      } else {
        std::string type;
        if (read_string(r, *type_value, child(at, "type"), type)) {
          r.error(child(at, "type"), "unknown effect type " + quote(type) + " (expected " + kinds.names +
                                         (base ? ", or a type of the base effect table" : "") + ")");
        }
      }
      continue;
    }
    const std::string type = type_value->get<std::string>();
    const auto again = std::find_if(seen.begin(), seen.end(), [&](const auto& s) { return s.first == type; });
    if (again != seen.end()) {
      r.error(child(at, "type"), "duplicate effect " + quote(type) + " (also at " + again->second +
                                     "; each effect type appears at most once per item)");
      continue;
    }
    seen.emplace_back(type, at);
    kinds.read(type, value, at);
  }
  if (base) check_effect_list(r, path, *base);
  return seen;
}

bool check_effect_list(Reporter& r, const std::string& path, const Effects& out) {
  bool ok = check_victory_order(r, path, out);
  // Each decision kind leaves a decision pending; one per item keeps the pending
  // decisions within GameState::kPendingCapacity (state.hpp explains the bound).
  Fields decision_kinds;
  int decisions = 0;
  for (const EffectKindDef& def : effect_kinds()) {
    if (!(def.when & effect_timing::kDecision)) continue;
    decision_kinds.push_back(def.name);
    for (int i = 0; i < out.op_count; ++i) decisions += out.ops[static_cast<std::size_t>(i)] == def.kind;
  }
  if (decisions > 1) {
    std::string kinds;
    for (std::size_t i = 0; i < decision_kinds.size(); ++i) {
      kinds += (i == 0 ? "" : i + 1 == decision_kinds.size() ? " and " : ", ") + std::string(decision_kinds[i]);
    }
    r.error(path, std::to_string(decisions) + " of " + kinds +
                      ": the engine supports at most 1 of them per card, Wonder or Progress token");
    ok = false;
  }
  return ok;
}

}  // namespace duel::data
