// Every item in words (describe.hpp): the base effect table's text, then the Pantheon
// and Agora effects hung on the item (its definition holds every module's), and the
// words of items that are not cards (Divinities, the Gate, Decrees, Conspiracies,
// Senators, Military, Mythology and Offering tokens).
#include "duel/describe.hpp"

#include <cctype>

namespace duel {
namespace {

std::string lower_first(std::string s) {
  if (!s.empty()) s[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(s[0])));
  return s;
}

std::string joined(const std::vector<std::string>& parts, const char* sep) {
  std::string out;
  for (const std::string& p : parts) out += (out.empty() ? "" : sep) + p;
  return out;
}

// "1, 2 or 3": a list said as a person would.
std::string spoken_list(const std::vector<std::string>& items, const char* last = " or ") {
  std::string out;
  for (std::size_t i = 0; i < items.size(); ++i) out += (i == 0 ? "" : i + 1 == items.size() ? last : ", ") + items[i];
  return out;
}

void append(std::vector<std::string>& out, std::vector<std::string> more) {
  for (std::string& line : more) out.push_back(std::move(line));
}

std::vector<std::string> pantheon_lines(const std::vector<PantheonEffect>& effects) {
  std::vector<std::string> out;
  for (const PantheonEffect& e : effects) out.push_back(pantheon_effect_text(e));
  return out;
}

std::vector<std::string> agora_lines(const std::vector<AgoraEffect>& effects) {
  std::vector<std::string> out;
  for (const AgoraEffect& e : effects) out.push_back(agora_effect_text(e));
  return out;
}

// "Chambers 1 and 2 (left section)"
std::string section_text(const AgoraRules& a, int section) {
  static const char* const kNames[kSections] = {"left", "middle", "right"};
  std::vector<std::string> chambers;
  for (int c = 0; c < kChambers; ++c) {
    if (a.chamber_section[static_cast<std::size_t>(c)] == section) chambers.push_back(std::to_string(c + 1));
  }
  const std::string name = section >= 0 && section < kSections ? kNames[section] : "?";
  return (chambers.size() == 1 ? "Chamber " : "Chambers ") + spoken_list(chambers, " and ") + " (" + name + " section)";
}

// "1, 2 or 3 Senate actions (0-1, 2-3, 4+ blue cards in your city)"
std::string politician_actions_text(const AgoraRules& a) {
  const auto& table = a.politician_actions;
  if (table.empty()) return "no Senate action";
  std::vector<std::string> counts, ranges;
  for (std::size_t i = 0; i < table.size();) {
    std::size_t j = i;
    while (j + 1 < table.size() && table[j + 1] == table[i]) ++j;
    counts.push_back(std::to_string(table[i]));
    const bool last = j + 1 == table.size();
    ranges.push_back(last ? std::to_string(i) + "+" : i == j ? std::to_string(i) : std::to_string(i) + "\u2013" + std::to_string(j));
    i = j + 1;
  }
  if (counts.size() == 1) return plural(table.front(), "Senate action");
  return spoken_list(counts) + " Senate actions (" + joined(ranges, ", ") + " blue cards in your city)";
}

std::vector<std::string> card_description(const Rules& rules, CardId card) {
  const CardDef& c = rules.cards[card];
  std::vector<std::string> out;
  if (rules.pantheon) {
    const PantheonRules& p = *rules.pantheon;
    for (const GrandTempleDef& t : p.grand_temples) {
      if (t.card != card) continue;
      std::vector<std::string> counts, points;
      for (std::size_t n = 0; n < p.grand_temple_points.size(); ++n) {
        counts.push_back(std::to_string(n + 1));
        points.push_back(std::to_string(p.grand_temple_points[n]));
      }
      out.push_back("Free with " + with_article(mythology_title(static_cast<int>(t.mythology))) +
                    " Mythology token, which you keep");
      out.push_back(spoken_list(counts) + " Grand Temples built: " + spoken_list(points) + " victory points");
    }
  }
  append(out, senator_lines(rules, card));
  append(out, effect_text(c.effects));
  if (c.chain_gives != kNone && c.chain_gives < rules.chain_symbols.size()) {
    std::string chain = rules.chain_symbols[c.chain_gives];
    for (char& ch : chain) ch = ch == '_' ? ' ' : ch;
    if (!chain.empty()) chain[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(chain[0])));
    out.push_back("Gives the " + chain + " chain symbol");
  }
  return out;
}

// Every module's lists are on the item (rules.hpp); a module not played left its empty.
std::vector<std::string> wonder_description(const WonderDef& w) {
  std::vector<std::string> out;
  for (const AgoraEffect& e : w.agora_selection)  // taken, before it is built
    out.push_back("When taken in the Wonder selection: " + lower_first(agora_effect_text(e)));
  append(out, effect_text(w.effects));
  append(out, pantheon_lines(w.pantheon));
  append(out, agora_lines(w.agora));
  return out;
}

std::vector<std::string> token_description(const ProgressTokenDef& t) {
  std::vector<std::string> out = effect_text(t.effects);
  append(out, pantheon_lines(t.pantheon));
  append(out, agora_lines(t.agora));
  return out;
}

bool has_military_token(const Rules& rules, int zone) {
  if (zone < 0 || static_cast<std::size_t>(zone) >= rules.military.zones.size()) return false;
  const MilitaryZone& z = rules.military.zones[static_cast<std::size_t>(zone)];
  return z.token_coins > 0 || !z.agora.empty();
}

}  // namespace

std::string military_token_effect_text(const Rules& rules, int zone) {
  if (!has_military_token(rules, zone)) return "";
  std::vector<std::string> parts;
  const int coins = rules.military.zones[static_cast<std::size_t>(zone)].token_coins;
  if (coins > 0) parts.push_back("your opponent loses " + plural(coins, "coin"));
  for (const AgoraEffect& e : rules.military.zones[static_cast<std::size_t>(zone)].agora)
    parts.push_back(lower_first(agora_effect_text(e)));
  return joined(parts, "; ");
}

// The words are the module tables' (pantheon_effect_kinds.cpp, agora_effect_kinds.cpp).
std::string pantheon_effect_text(const PantheonEffect& e) { return pantheon_effect_kind(e.kind).text(e); }

std::string agora_effect_text(const AgoraEffect& e) { return agora_effect_kind(e.kind).text(e); }

std::vector<std::string> senator_lines(const Rules& rules, CardId card) {
  std::vector<std::string> out;
  const SenatorDef* senator = rules.agora ? rules.agora->senator(card) : nullptr;
  if (!senator) return out;
  const AgoraRules& a = *rules.agora;
  if (senator->kind == SenatorKind::Politician) {
    out.push_back("Politician: recruited, it gives " + politician_actions_text(a));
    out.push_back("Each action places one of your cubes in " + section_text(a, senator->section) +
                  " or moves one of yours to a neighbouring Chamber");
  } else {
    out.push_back("Conspirator: recruited, it places one of your cubes in any Chamber, or conspires (draw " +
                  std::to_string(a.conspiracies_drawn) + " Conspiracies, keep one face down)");
  }
  out.push_back("Recruiting costs a coin per Senator already in your city");
  return out;
}

std::string military_token_pawn_text(const Rules& rules, int zone) {
  if (!has_military_token(rules, zone)) return "";
  return "When your shields move the Conflict pawn into its zone (your opponent's side): " + military_token_effect_text(rules, zone);
}

std::string military_token_neptune_text(const Rules& rules, int zone) {
  if (!has_military_token(rules, zone)) return "";
  return "Applied by Neptune, on either side: " + military_token_effect_text(rules, zone);
}

std::vector<ItemRef> all_items(const Rules& rules) {
  std::vector<ItemRef> out;
  for (std::size_t i = 0; i < rules.cards.size(); ++i) out.push_back({ItemKind::Card, static_cast<int>(i)});
  for (std::size_t i = 0; i < rules.wonders.size(); ++i) out.push_back({ItemKind::Wonder, static_cast<int>(i)});
  for (std::size_t i = 0; i < rules.progress_tokens.size(); ++i) out.push_back({ItemKind::ProgressToken, static_cast<int>(i)});
  for (std::size_t z = 0; z < rules.military.zones.size(); ++z) {
    if (has_military_token(rules, static_cast<int>(z))) out.push_back({ItemKind::MilitaryToken, static_cast<int>(z)});
  }
  if (rules.pantheon) {
    const PantheonRules& p = *rules.pantheon;
    for (std::size_t i = 0; i < p.divinities.size(); ++i) out.push_back({ItemKind::Divinity, static_cast<int>(i)});
    out.push_back({ItemKind::Gate, 0});
    for (int m = 0; m < kMythologyCount; ++m) {
      if (p.mythology_tokens[static_cast<std::size_t>(m)] > 0) out.push_back({ItemKind::MythologyToken, m});
    }
    for (std::size_t i = 0; i < p.offering_tokens.size(); ++i) out.push_back({ItemKind::OfferingToken, static_cast<int>(i)});
  }
  if (rules.agora) {
    for (std::size_t i = 0; i < rules.agora->decrees.size(); ++i) out.push_back({ItemKind::Decree, static_cast<int>(i)});
    for (std::size_t i = 0; i < rules.agora->conspiracies.size(); ++i) out.push_back({ItemKind::Conspiracy, static_cast<int>(i)});
  }
  return out;
}

std::string item_name(const Rules& rules, ItemRef item) {
  const auto id = static_cast<std::size_t>(item.id);
  const auto of = [&](const auto& list) -> std::string {
    return item.id >= 0 && id < list.size() ? list[id].name : std::string("?");
  };
  switch (item.kind) {
    case ItemKind::Card: return of(rules.cards);
    case ItemKind::Wonder: return of(rules.wonders);
    case ItemKind::ProgressToken: return of(rules.progress_tokens);
    case ItemKind::Divinity: return rules.pantheon ? of(rules.pantheon->divinities) : "?";
    case ItemKind::Gate: return rules.pantheon ? rules.pantheon->gate_name : "?";
    case ItemKind::Decree: return rules.agora ? of(rules.agora->decrees) : "?";
    case ItemKind::Conspiracy: return rules.agora ? of(rules.agora->conspiracies) : "?";
    case ItemKind::MilitaryToken: return "Military token (zone " + std::to_string(item.id + 1) + ")";
    case ItemKind::MythologyToken: return mythology_title(item.id) + " Mythology token";
    case ItemKind::OfferingToken:
      return rules.pantheon && item.id >= 0 && id < rules.pantheon->offering_tokens.size()
                 ? "Offering token (" + std::to_string(rules.pantheon->offering_tokens[id]) + ")"
                 : "?";
  }
  return "?";
}

std::vector<std::string> describe_item(const Rules& rules, ItemRef item) {
  const auto id = static_cast<std::size_t>(item.id);
  const bool in_range = item.id >= 0;
  switch (item.kind) {
    case ItemKind::Card: return in_range && id < rules.cards.size() ? card_description(rules, static_cast<CardId>(id)) : std::vector<std::string>{};
    case ItemKind::Wonder: return in_range && id < rules.wonders.size() ? wonder_description(rules.wonders[id]) : std::vector<std::string>{};
    case ItemKind::ProgressToken:
      return in_range && id < rules.progress_tokens.size() ? token_description(rules.progress_tokens[id]) : std::vector<std::string>{};
    case ItemKind::Divinity: {
      if (!rules.pantheon || !in_range || id >= rules.pantheon->divinities.size()) return {};
      const DivinityDef& d = rules.pantheon->divinities[id];
      std::vector<std::string> out = effect_text(d.effects);
      append(out, pantheon_lines(d.pantheon));
      return out;
    }
    case ItemKind::Gate: {
      if (!rules.pantheon) return {};
      std::vector<std::string> out{"Costs " + std::to_string(rules.pantheon->gate_cost_multiplier) + " times its space's cost"};
      append(out, pantheon_lines(rules.pantheon->gate_effects));
      return out;
    }
    case ItemKind::Decree: {
      if (!rules.agora || !in_range || id >= rules.agora->decrees.size()) return {};
      return {rules.agora->decrees[id].text + " (for the player who controls its Chamber)"};
    }
    case ItemKind::Conspiracy: {
      if (!rules.agora || !in_range || id >= rules.agora->conspiracies.size()) return {};
      const ConspiracyDef& c = rules.agora->conspiracies[id];
      std::vector<std::string> out = effect_text(c.effects);
      append(out, agora_lines(c.agora));
      return out;
    }
    case ItemKind::MilitaryToken: {
      if (!has_military_token(rules, item.id)) return {};
      std::vector<std::string> out{military_token_pawn_text(rules, item.id)};
      if (rules.pantheon) out.push_back(military_token_neptune_text(rules, item.id));
      return out;
    }
    case ItemKind::MythologyToken: {
      if (!rules.pantheon || item.id < 0 || item.id >= kMythologyCount) return {};
      const std::string myth = mythology_title(item.id);
      std::vector<std::string> out{"Taken by whoever uncovers the card it lies on: draw " +
                                   std::to_string(rules.pantheon->divinities_drawn) + " " + myth +
                                   " Divinities, place one face down on an empty Pantheon space, the other back on top"};
      for (const GrandTempleDef& t : rules.pantheon->grand_temples) {
        if (static_cast<int>(t.mythology) == item.id) {
          out.push_back("Kept: it builds the " + item_name(rules, {ItemKind::Card, t.card}) + " free");
        }
      }
      return out;
    }
    case ItemKind::OfferingToken: {
      if (!rules.pantheon || !in_range || id >= rules.pantheon->offering_tokens.size()) return {};
      return {"Taken by whoever uncovers the card it lies on",
              "Spent on one activation: it costs " + plural(rules.pantheon->offering_tokens[id], "coin") +
                  " less (never below 0)"};
    }
  }
  return {};
}

std::string describe_item_line(const Rules& rules, ItemRef item) { return joined(describe_item(rules, item), "; "); }

}  // namespace duel
