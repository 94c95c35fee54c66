// Data loader, the Agora expansion's agora.json (docs/data-format.md "Agora"): the Senate's
// Chambers, the Influence cubes, the Senators' types, the Decrees, the Conspiracies, the
// Agora effects of Wonders, Progress tokens and Military tokens, and the slots of Agora's
// structures for Pantheon's tokens. Everything lands in Rules::agora (agora_rules.hpp);
// finish_agora resolves the Senators' cards and, with Pantheon, hands it those slots.
#include <algorithm>

#include "data_loader_detail.hpp"

namespace duel::data {
namespace {

// The pool the Senators are drawn from (agora/decks.json adds it to the three Ages).
constexpr std::string_view kSenatorPool = "senators";
constexpr std::array<std::string_view, kSections> kSectionNames = {"left", "middle", "right"};
// Conspiracies drawn at once: AgoraState::drawn holds them while the player decides.
constexpr int kMaxDrawn = static_cast<int>(std::tuple_size_v<decltype(AgoraState::drawn)>);

namespace place = agora_place;  // where an Agora effect may be (agora_rules.hpp)

constexpr std::array<std::pair<std::uint8_t, std::string_view>, 5> kPlaceNames = {{
    {place::kConspiracy, "Conspiracies"},
    {place::kSelection, "Wonders taken in the selection (selection_effects)"},
    {place::kBuilt, "Wonders when built"},
    {place::kToken, "Progress tokens (a lasting effect)"},
    {place::kMilitary, "Military tokens"},
}};

std::string places_text(std::uint8_t places) {
  std::vector<std::string> names;
  for (const auto& [bit, name] : kPlaceNames) {
    if (places & bit) names.emplace_back(name);
  }
  return join(names, ", ");
}

// The Agora effect kinds and the Decree kinds are the module's tables (agora_effect_kinds.cpp).
using K = AgoraEffectKind;

template <typename Def>
const Def* find_kind(std::span<const Def> table, std::string_view type) {
  for (const Def& def : table) {
    if (def.name == type) return &def;
  }
  return nullptr;
}

template <typename Def>
std::string kind_list(std::span<const Def> table) {
  Fields names;
  for (const Def& def : table) names.push_back(def.name);
  return join_names(names);
}

// A string naming one of `names`: its index.
template <std::size_t N>
bool read_choice(Reporter& r, const Json& value, const std::string& path, std::string_view what,
                 const std::array<std::string_view, N>& names, std::uint8_t& out) {
  std::string text;
  if (!read_string(r, value, path, text)) return false;
  const auto it = std::find(names.begin(), names.end(), text);
  if (it != names.end()) {
    out = static_cast<std::uint8_t>(it - names.begin());
    return true;
  }
  r.error(path, "unknown " + std::string(what) + " " + quote(text) + " (expected " +
                    join_names(Fields(names.begin(), names.end())) + ")");
  return false;
}

bool read_section(Reporter& r, const Json& object, const std::string& path, std::uint8_t& out) {
  const Json* value = field(r, object, path, "section", "\"left\", \"middle\" or \"right\"");
  return value && read_choice(r, *value, child(path, "section"), "section", kSectionNames, out);
}

// Colours of the cities' cards: Senators are no colour's cards (types.hpp Color::Senator).
bool read_card_colors(Reporter& r, const Json& object, const std::string& path, std::uint8_t& mask) {
  if (!read_color_set(r, object, path, "colors", mask)) return false;
  if (!(mask >> static_cast<int>(Color::Senator) & 1)) return true;
  r.error(child(path, "colors"), "\"senator\" is not a colour of the cities' cards: Senators are counted apart");
  return false;
}

// What the effect lists of agora.json add up to, for the checks across items.
struct Tally {
  std::vector<std::string> move_decree_at;  // paths of the effects move_decree
  std::vector<EffectAt> effects;            // every Agora effect, for the checks across modules
  bool chambers_read = false;               // every Chamber's section was read
};

// The base effects on an item that leave a decision pending.
int base_decisions(const Effects& e) {
  int n = 0;
  for (int i = 0; i < e.op_count; ++i) n += (effect_kind(e.ops[static_cast<std::size_t>(i)]).when & effect_timing::kDecision) != 0;
  return n;
}

// One Agora effect object whose type is `def`: its one parameter, if any, an amount
// (Number) or the cities' colours (ColorSet).
bool read_agora_effect(Reporter& r, const Json& value, const std::string& path, const AgoraEffectKindDef& def,
                       AgoraEffect& out) {
  Fields fields = {"type"};
  for (int i = 0; i < def.param_count; ++i) fields.push_back(def.params[static_cast<std::size_t>(i)].name);
  if (!expect_object(r, value, path, fields)) return false;
  out.kind = def.kind;
  for (int i = 0; i < def.param_count; ++i) {
    const EffectParam& param = def.params[static_cast<std::size_t>(i)];
    const bool ok = param.type == EffectParamType::Number
                        ? read_u8_field(r, value, path, param.name, param.min, param.max, out.amount)
                        : read_card_colors(r, value, path, out.colors);
    if (!ok) return false;
  }
  return true;
}

// Where an effect list is, for its checks and messages.
struct ListPlace {
  std::uint8_t bit;          // place::...
  std::string_view item;     // "a Conspiracy", for messages
  const Effects* base;       // the item's base effects (their decisions count), or null
};

// An item's list `key` of Agora effects (with `base`: also kinds of the base effect table,
// read into it), each type at most once. Returns whether the list was there.
bool read_agora_list(Reporter& r, const Json& object, const std::string& item_path, std::string_view key,
                     bool required, const ListPlace& where, Effects* base, std::vector<AgoraEffect>& out,
                     Tally& tally) {
  const Json* list = required ? field(r, object, item_path, key, "an array of effects") : optional_field(object, key);
  const std::string path = child(item_path, key);
  if (!list || !expect_array(r, *list, path)) return false;
  const ExpansionKinds kinds{
      "an Agora effect type", kind_list(agora_effect_kinds()),
      [](const std::string& type) { return find_kind(agora_effect_kinds(), type) != nullptr; },
      [&](const std::string& type, const Json& value, const std::string& at) {
        const AgoraEffectKindDef& def = *find_kind(agora_effect_kinds(), type);
        if (!(def.places & where.bit)) {
          r.error(child(at, "type"), quote(def.name) + " cannot be on " + std::string(where.item) + ": it acts on " +
                                         places_text(def.places) + " only");
          return;
        }
        AgoraEffect effect;
        if (!read_agora_effect(r, value, at, def, effect)) return;
        if (effect.kind == K::MoveDecree) tally.move_decree_at.push_back(at);
        out.push_back(effect);
        tally.effects.push_back({type, r.file(), at, effect.colors});
      }};
  const EffectPaths read = read_expansion_effects(r, *list, path, base, kinds);
  if (base) {
    // A Conspiracy's base effects act once, when it is triggered: it is in no city.
    for (const auto& [type, at] : read) {
      const EffectKindDef* def = find_effect_kind(type);
      constexpr std::uint8_t kOnce = effect_timing::kInstant | effect_timing::kDecision;
      if (def && (def->when & ~kOnce) != 0) {
        r.error(child(at, "type"), quote(type) + " cannot be on " + std::string(where.item) +
                                       ": it acts once, when triggered (no lasting, end-game or Wonder effects)");
      }
    }
  }
  if (where.bit == place::kToken) return true;
  const int max = where.bit == place::kMilitary ? kMaxMilitaryTokenAgoraEffects : kMaxAgoraEffects;
  const int decisions = static_cast<int>(out.size()) + (base ? base_decisions(*base) : where.base ? base_decisions(*where.base) : 0);
  if (decisions > max) {
    r.error(path, std::to_string(decisions) + " effects that may leave a decision (Agora effects and base ones that "
                  "ask one): the engine supports at most " + std::to_string(max) + " on " + std::string(where.item));
  }
  return true;
}

// "chambers": exactly kChambers, each {"points", "section", "decree_face_up"}. Says
// whether every section was read (the Politicians' sections are checked against them).
bool read_chambers(Reporter& r, const Json& doc, AgoraRules& a) {
  const Json* list = field(r, doc, "", "chambers", "an array of " + std::to_string(kChambers) + " Chambers");
  if (!list || !expect_array(r, *list, "/chambers")) return false;
  if (list->size() != kChambers) {
    r.error("/chambers", std::to_string(list->size()) + " Chambers, but the engine's Senate has exactly " +
                             std::to_string(kChambers));
    return false;
  }
  bool sections = true;
  for (std::size_t c = 0; c < kChambers; ++c) {
    const std::string path = child("/chambers", c);
    if (!expect_object(r, (*list)[c], path, {"points", "section", "decree_face_up"})) {
      sections = false;
      continue;
    }
    read_u8_field(r, (*list)[c], path, "points", 0, 255, a.chamber_points[c]);
    sections = read_section(r, (*list)[c], path, a.chamber_section[c]) && sections;
    bool face_up = false;
    if (read_bool_field(r, (*list)[c], path, "decree_face_up", face_up) && face_up) {
      a.face_up_chambers = static_cast<std::uint8_t>(a.face_up_chambers | 1u << c);
    }
  }
  return sections;
}

// "conspiracies_drawn": 1 to what the state holds while the player decides.
void read_conspiracies_drawn(Reporter& r, const Json& doc, AgoraRules& a) {
  if (!read_u8_field(r, doc, "", "conspiracies_drawn", 1, 255, a.conspiracies_drawn) || a.conspiracies_drawn <= kMaxDrawn) return;
  r.error("/conspiracies_drawn", std::to_string(a.conspiracies_drawn) + " Conspiracies drawn at once, but the engine "
                                 "supports at most " + std::to_string(kMaxDrawn));
}

// "senators": {"name" (a card of cards.json), "type": "politician" with its "section", or
// "conspirator"}. The cards are found by finish_agora.
void read_senators(Reporter& r, const Json& doc, AgoraRules& a, Facts& facts) {
  const Json* list = list_field(r, doc, "", "senators", "Senators", kMaxCards);
  if (!list) return;
  NameIndex names;
  constexpr std::array<std::string_view, 2> kTypes = {"politician", "conspirator"};
  for (std::size_t i = 0; i < list->size(); ++i) {
    const std::string path = child("/senators", i);
    const Json& value = (*list)[i];
    if (!expect_object(r, value, path, {"name", "type", "section"})) continue;
    SenatorDef senator;
    std::string name;
    if (read_name_field(r, value, path, name)) names.add(r, name, path);
    std::uint8_t type = 0;
    const Json* type_value = field(r, value, path, "type", "\"politician\" or \"conspirator\"");
    if (type_value && read_choice(r, *type_value, child(path, "type"), "Senator type", kTypes, type)) {
      senator.kind = static_cast<SenatorKind>(type);
      if (senator.kind == SenatorKind::Politician) {
        read_section(r, value, path, senator.section);
      } else if (optional_field(value, "section")) {
        r.error(child(path, "section"), "a Conspirator has no section (it places a cube in any Chamber)");
      }
    }
    a.senators.push_back(senator);
    facts.senator_names.push_back({name, Origin{r.file(), path}});
  }
}

void read_decree(Reporter& r, const Json& value, const std::string& path, DecreeDef& d) {
  if (!value.is_object()) {
    r.error(path, "expected an object, got " + describe(value));
    return;
  }
  const Json* type_value = field(r, value, path, "type", "a Decree type");
  std::string type;
  if (!type_value || !read_string(r, *type_value, child(path, "type"), type)) return;
  const DecreeKindDef* def = find_kind(decree_kinds(), type);
  if (!def) {
    r.error(child(path, "type"), "unknown Decree type " + quote(type) + " (expected " + kind_list(decree_kinds()) + ")");
    return;
  }
  Fields fields = {"name", "text", "type"};
  for (int i = 0; i < def->param_count; ++i) fields.push_back(def->params[static_cast<std::size_t>(i)].name);
  expect_object(r, value, path, fields);
  d.kind = def->kind;
  read_name_field(r, value, path, d.name);
  if (const Json* text = field(r, value, path, "text", "a short plain sentence");
      text && read_string(r, *text, child(path, "text"), d.text)) {
    check_text(r, d.text, child(path, "text"));
  }
  for (int i = 0; i < def->param_count; ++i) {
    const EffectParam& param = def->params[static_cast<std::size_t>(i)];
    if (param.type == EffectParamType::Number) read_u8_field(r, value, path, param.name, param.min, param.max, d.amount);
    if (param.type == EffectParamType::ColorSet) read_card_colors(r, value, path, d.colors);
    if (param.type == EffectParamType::ResourceSet) read_resource_set(r, value, path, param.name, d.resources);
  }
}

// "decrees": one per Chamber at least (setup deals them), at most what the state numbers.
void read_decrees(Reporter& r, const Json& doc, AgoraRules& a) {
  const Json* list = list_field(r, doc, "", "decrees", "Decrees", kMaxDecrees);
  if (!list) return;
  if (list->size() < kChambers) {
    r.error("/decrees", std::to_string(list->size()) + " Decrees, but setup puts one on each of the " +
                            std::to_string(kChambers) + " Chambers");
  }
  NameIndex names;
  int shields = 0;
  for (std::size_t i = 0; i < list->size(); ++i) {
    const std::string path = child("/decrees", i);
    DecreeDef d;
    read_decree(r, (*list)[i], path, d);
    if (!d.name.empty()) names.add(r, d.name, path);
    // A player who controls every Chamber has all of their shields (AgoraState::decree_shields).
    if (d.kind == DecreeKind::Shields && (shields += d.amount) > kMaxCityTotal) {
      r.error(child(path, "amount"), "the Decrees' shields add up to more than " + std::to_string(kMaxCityTotal) +
                                         " here: the engine keeps a player's Decree shields in " +
                                         std::to_string(kMaxCityTotal) + " at most");
    }
    a.decrees_of_kind[static_cast<std::size_t>(d.kind)] |= DecreeMask{1} << a.decrees.size();
    a.decrees.push_back(std::move(d));
  }
}

void read_conspiracies(Reporter& r, const Json& doc, AgoraRules& a, Tally& tally) {
  const Json* list = list_field(r, doc, "", "conspiracies", "Conspiracies", kMaxConspiracies);
  if (!list) return;
  if (list->empty()) r.error("/conspiracies", "expected at least one Conspiracy (conspiring draws them)");
  NameIndex names;  // moves name them
  for (std::size_t i = 0; i < list->size(); ++i) {
    const std::string path = child("/conspiracies", i);
    ConspiracyDef c;
    if (!expect_object(r, (*list)[i], path, {"name", "effects"})) continue;
    if (read_name_field(r, (*list)[i], path, c.name)) names.add(r, c.name, path);
    const ListPlace where{place::kConspiracy, "a Conspiracy", nullptr};
    if (read_agora_list(r, (*list)[i], path, "effects", true, where, &c.effects, c.agora, tally) &&
        (*list)[i].at("effects").empty()) {
      // rulings 22: a Conspiracy is triggered only if one of its parts can act.
      r.error(child(path, "effects"), "a Conspiracy without effects could never be triggered (rulings 22)");
    }
    a.conspiracies.push_back(std::move(c));
  }
}

// "item_effects": the Agora effects of a Wonder (when taken in the selection, when built)
// or of a Progress token, of the modules read so far, each item once; hung on the item
// (WonderDef::agora_selection and agora, ProgressTokenDef::agora).
void read_item_effects(Reporter& r, const Json& doc, Rules& rules, AgoraRules& a, Tally& tally) {
  const Json* list = list_field(r, doc, "", "item_effects", "items", kMaxWonders + kMaxTokens);
  if (!list) return;
  std::vector<std::pair<NamedItem, std::string>> seen;
  for (std::size_t i = 0; i < list->size(); ++i) {
    const std::string path = child("/item_effects", i);
    const Json& value = (*list)[i];
    if (!expect_object(r, value, path, {"wonder", "progress_token", "selection_effects", "effects"})) continue;
    NamedItem item;
    if (!read_named_item(r, value, path, rules, item)) continue;
    const std::string key = item.wonder ? "wonder" : "progress_token";
    const auto same = std::find_if(seen.begin(), seen.end(), [&](const auto& s) {
      return s.first.wonder == item.wonder && s.first.id == item.id;
    });
    if (same != seen.end()) {
      r.error(child(path, key), quote(item.name) + " listed twice (also at " + same->second + ")");
      continue;
    }
    seen.emplace_back(item, path);
    if (!item.wonder) {
      if (optional_field(value, "selection_effects")) {
        r.error(child(path, "selection_effects"), "only a Wonder is taken in the Wonder selection");
      }
      const ListPlace where{place::kToken, "a Progress token", nullptr};
      std::vector<AgoraEffect>& effects = rules.progress_tokens[item.id].agora;
      read_agora_list(r, value, path, "effects", true, where, nullptr, effects, tally);
      for (const AgoraEffect& e : effects)
        a.tokens_with[static_cast<std::size_t>(e.kind)] |= static_cast<std::uint16_t>(1U << item.id);
      continue;
    }
    const ListPlace selection{place::kSelection, "a Wonder's selection_effects", nullptr};
    WonderDef& wonder = rules.wonders[item.id];
    read_agora_list(r, value, path, "selection_effects", false, selection, nullptr, wonder.agora_selection, tally);
    const ListPlace built{place::kBuilt, "a Wonder (when built)", &wonder.effects};
    read_agora_list(r, value, path, "effects", true, built, nullptr, wonder.agora, tally);
  }
}

std::string zone_list(const MilitaryTrack& track) {
  std::vector<std::string> zones;
  for (const MilitaryZone& z : track.zones) zones.push_back(std::to_string(z.from) + "-" + std::to_string(z.to));
  return join(zones, ", ");
}

// "military_tokens": the Agora effects of the Military tokens of a zone of the track in
// use, named by its distances ("from", "to"), each zone once; hung on the zone
// (MilitaryZone::agora).
void read_military_tokens(Reporter& r, const Json& doc, Rules& rules, Tally& tally) {
  const Json* list = list_field(r, doc, "", "military_tokens", "zones", kMaxMilitaryZones);
  if (!list) return;
  MilitaryTrack& track = rules.military;
  std::vector<std::string> zone_at(track.zones.size());
  for (std::size_t i = 0; i < list->size(); ++i) {
    const std::string path = child("/military_tokens", i);
    const Json& value = (*list)[i];
    if (!expect_object(r, value, path, {"from", "to", "effects"})) continue;
    std::uint8_t from = 0, to = 0;
    bool ok = read_u8_field(r, value, path, "from", 1, 255, from);
    ok = read_u8_field(r, value, path, "to", 1, 255, to) && ok;
    std::vector<AgoraEffect> effects;
    const ListPlace where{place::kMilitary, "a Military token", nullptr};
    read_agora_list(r, value, path, "effects", true, where, nullptr, effects, tally);
    if (!ok || track.zones.empty()) continue;  // a track that could not be read is reported there
    const auto zone = std::find_if(track.zones.begin(), track.zones.end(),
                                   [&](const MilitaryZone& z) { return z.from == from && z.to == to; });
    if (zone == track.zones.end()) {
      r.error(path, "no military zone from " + std::to_string(from) + " to " + std::to_string(to) +
                        " (the zones of military.json: " + zone_list(track) + ")");
      continue;
    }
    const auto z = static_cast<std::size_t>(zone - track.zones.begin());
    if (!zone_at[z].empty()) {
      r.error(path, "the zone from " + std::to_string(from) + " to " + std::to_string(to) + " is listed twice (also at " +
                        zone_at[z] + ")");
      continue;
    }
    zone_at[z] = path;
    track.zones[z].agora = std::move(effects);
  }
}

// "pantheon_token_slots": where Pantheon's tokens go on Agora's structures when both are
// played (Mythology tokens on Age I, Offering tokens on Age II).
void read_pantheon_slots(Reporter& r, const Json& doc, const Rules& rules, const Facts& facts, AgoraRules& a) {
  const std::string path = "/pantheon_token_slots";
  const Json* slots = field(r, doc, "", "pantheon_token_slots", "an object {\"mythology\": [...], \"offering\": [...]}");
  if (!slots || !expect_object(r, *slots, path, {"mythology", "offering"})) return;
  if (read_token_slots(r, *slots, path, "mythology", a.pantheon_mythology_token_slots)) {
    check_token_slots(r, child(path, "mythology"), a.pantheon_mythology_token_slots, 1, rules, facts);
  }
  if (read_token_slots(r, *slots, path, "offering", a.pantheon_offering_token_slots)) {
    check_token_slots(r, child(path, "offering"), a.pantheon_offering_token_slots, 2, rules, facts);
  }
}

// What only the whole file tells.
void check_whole(Reporter& r, const AgoraRules& a, const Tally& tally) {
  // A Chamber holds its own Decree and at most one moved there (kMaxDecreesPerChamber).
  for (std::size_t i = 1; i < tally.move_decree_at.size(); ++i) {
    r.error(child(tally.move_decree_at[i], "type"),
            "a second move_decree (also at " + tally.move_decree_at.front() + "): a Chamber holds at most " +
                std::to_string(kMaxDecreesPerChamber) + " Decrees, its own and one moved there");
  }
  // Chambers that could not be read place nothing: no false "no Chamber" errors.
  for (std::size_t i = 0; tally.chambers_read && i < a.senators.size(); ++i) {
    const SenatorDef& s = a.senators[i];
    if (s.kind != SenatorKind::Politician || s.section >= kSections) continue;
    const bool has_chamber = std::find(a.chamber_section.begin(), a.chamber_section.end(), s.section) != a.chamber_section.end();
    if (!has_chamber) {
      r.error(child(child("/senators", i), "section"), "no Chamber is in the " + std::string(kSectionNames[s.section]) +
                                                           " section (/chambers): this Politician could place no cube");
    }
  }
  if (!a.conspiracies.empty() && a.conspiracies_drawn > a.conspiracies.size()) {
    r.error("/conspiracies_drawn", std::to_string(a.conspiracies_drawn) + " Conspiracies drawn at once, but there are only " +
                                       std::to_string(a.conspiracies.size()));
  }
}

// With Pantheon: its tokens go on the slots agora.json gives for Agora's structures, one
// slot per token Pantheon puts on the structure.
void give_pantheon_slots(Reporter& r, Rules& rules, Facts& facts) {
  AgoraRules& a = *rules.agora;
  PantheonRules& p = *rules.pantheon;
  const std::string in = " (" + facts.pantheon_file + " ";
  if (!a.pantheon_mythology_token_slots.empty() && !p.mythology_token_slots.empty() &&
      a.pantheon_mythology_token_slots.size() != p.mythology_token_slots.size()) {
    r.error("/pantheon_token_slots/mythology",
            std::to_string(a.pantheon_mythology_token_slots.size()) + " slots, but Pantheon puts " +
                std::to_string(p.mythology_token_slots.size()) + " Mythology tokens on the Age I structure" + in +
                "/mythology_token_slots): one slot for each");
  }
  if (!a.pantheon_offering_token_slots.empty() && !p.offering_tokens.empty() &&
      a.pantheon_offering_token_slots.size() != p.offering_tokens.size()) {
    r.error("/pantheon_token_slots/offering", std::to_string(a.pantheon_offering_token_slots.size()) +
                                                  " slots, but Pantheon has " + std::to_string(p.offering_tokens.size()) +
                                                  " Offering tokens" + in + "/offering_tokens): one slot for each");
  }
  p.mythology_token_slots = a.pantheon_mythology_token_slots;
  p.offering_token_slots = a.pantheon_offering_token_slots;
  facts.pantheon_slots_replaced = true;
}

// A Senator card is the type agora.json gives it, nothing more: its cost is a rule (the
// Senators already recruited) and it has no effects or chains of its own.
void check_senator_card(Reporter& r, const std::string& path, const CardDef& card) {
  if (card.cost.coins != 0 || std::any_of(card.cost.resources.begin(), card.cost.resources.end(), [](std::uint8_t n) { return n != 0; })) {
    r.error(child(path, "cost"), "a Senator's cost is a rule (1 coin per Senator already recruited): expected {}");
  }
  if (card.effects.op_count != 0) {
    r.error(child(path, "effects"), "a Senator's effect is its type (agora.json /senators): expected []");
  }
  if (card.chain_gives != kNone || card.free_with != kNone) {
    r.error(path, "a Senator gives and takes no chain symbol (chain_gives, free_with)");
  }
}

}  // namespace

void compile_agora(Reporter& r, const Json& doc, Rules& rules, Facts& facts) {
  const Fields fields = {"chambers", "cubes_per_player", "conspiracies_drawn", "politician_actions", "senators",
                         "decrees", "conspiracies", "item_effects", "military_tokens", "pantheon_token_slots"};
  if (rules.agora) {
    r.error("", "the Agora is already defined by a module before: two modules cannot both define it");
    return;
  }
  facts.agora_file = r.file();  // even when not an object: its Senators' cards are not lacking an Agora
  if (!expect_object(r, doc, "", fields)) return;
  AgoraRules a;
  Tally tally;
  tally.chambers_read = read_chambers(r, doc, a);
  read_u8_field(r, doc, "", "cubes_per_player", 1, 255, a.cubes_per_player);
  read_conspiracies_drawn(r, doc, a);
  // By the blue cards counted: a row for 0, 1, 2... (the last for that many and more).
  read_u8_list(r, doc, "", "politician_actions", "rows", kMaxCards, 0, 255, a.politician_actions);
  read_senators(r, doc, a, facts);
  read_decrees(r, doc, a);
  read_conspiracies(r, doc, a, tally);
  read_item_effects(r, doc, rules, a, tally);
  read_military_tokens(r, doc, rules, tally);
  read_pantheon_slots(r, doc, rules, facts, a);
  check_whole(r, a, tally);
  facts.expansion_effects.insert(facts.expansion_effects.end(), tally.effects.begin(), tally.effects.end());
  rules.agora = std::move(a);
}

void finish_agora(std::vector<DataError>& errors, Rules& rules, Facts& facts) {
  if (!rules.agora) {
    if (!facts.agora_file.empty()) return;  // agora.json was read, and its own error says what is wrong
    for (std::size_t c = 0; c < rules.cards.size() && c < facts.card_at.size(); ++c) {
      if (!rules.cards[c].is_senator()) continue;
      Reporter(facts.card_at[c].file, errors)
          .error(child(facts.card_at[c].path, "color"), "a Senator needs the Agora module (its agora.json "
                                                        "says whether it is a Politician or a Conspirator)");
    }
    return;
  }
  AgoraRules& a = *rules.agora;
  Reporter r(facts.agora_file, errors);
  if (rules.pantheon) give_pantheon_slots(r, rules, facts);
  if (!facts.cards_placed || facts.card_at.size() != rules.cards.size()) return;
  a.senator_of.fill(kNone);
  for (std::size_t i = 0; i < facts.senator_names.size() && i < a.senators.size(); ++i) {
    const auto& [name, at] = facts.senator_names[i];
    if (name.empty()) continue;  // reported when read
    const CardId card = rules.find_card(name);
    if (card == kNone || !rules.cards[card].is_senator()) {
      r.error(child(at.path, "name"), "no Senator card named " + quote(name) + " (cards.json: a card of colour \"senator\")");
      continue;
    }
    a.senators[i].card = card;
    a.senator_of[card] = static_cast<std::uint8_t>(i);
  }
  for (std::size_t c = 0; c < rules.cards.size(); ++c) {
    const CardDef& card = rules.cards[c];
    Reporter at(facts.card_at[c].file, errors);
    const std::string& path = facts.card_at[c].path;
    if (!card.is_senator()) {
      if (rules.pools[card.pool] == kSenatorPool) {
        at.error(child(path, "pool"), "the pool " + quote(kSenatorPool) + " holds Senators only (colour \"senator\"), not a " +
                                          std::string(color_name(card.color)) + " card");
      }
      continue;
    }
    if (a.senator_of[c] == kNone) {
      at.error(path, quote(card.name) + " is a Senator but not in " + facts.agora_file +
                         " /senators: whether it is a Politician or a Conspirator is unknown");
    }
    check_senator_card(at, path, card);
  }
}

}  // namespace duel::data
