// The effect table's public face: lookups, the plain text of an item's effects, and
// the data order of an item's primitives.
#include <cctype>

#include "effect_kinds.hpp"

namespace duel {

std::span<const EffectKindDef> effect_kinds() { return detail::kEffectKindTable; }

const EffectKindDef& effect_kind(EffectKind kind) { return detail::kEffectKindTable[static_cast<int>(kind)]; }

const EffectKindDef* find_effect_kind(std::string_view name) {
  for (const EffectKindDef& def : detail::kEffectKindTable) {
    if (def.name == name) return &def;
  }
  return nullptr;
}

void Effects::add_op(EffectKind kind) {
  if (op_count >= ops.size()) return;  // each kind at most once: cannot happen
  const bool instant = effect_kind(kind).instant != nullptr;
  for (int i = 0; i < op_count && instant; ++i) {
    if (effect_kind(ops[i]).instant && ops[i] > kind) instant_in_table_order = false;
  }
  ops[op_count++] = kind;
}

std::vector<std::string> effect_text(const Effects& e) {
  std::vector<std::string> out;
  for (const EffectKindDef& def : detail::kEffectKindTable) def.text(e, out);
  return out;
}

std::string plural(int n, const std::string& word) {
  if (n == 1) return std::to_string(n) + " " + word;
  // A consonant and "y": "Divinity" -> "Divinities", "Conspiracy" -> "Conspiracies".
  const std::size_t size = word.size();
  if (size >= 2 && word[size - 1] == 'y' && std::string_view("aeiou").find(word[size - 2]) == std::string_view::npos)
    return std::to_string(n) + " " + word.substr(0, size - 1) + "ies";
  return std::to_string(n) + " " + word + "s";
}

std::string with_article(const std::string& word) {
  const bool vowel = !word.empty() && std::string_view("aeiouAEIOU").find(word[0]) != std::string_view::npos;
  return (vowel ? "an " : "a ") + word;
}

namespace detail {

std::string resource_list(std::uint8_t mask, const char* joiner) {
  std::string out;
  for (int r = 0; r < kResourceCount; ++r) {
    if (!(mask & (1 << r))) continue;
    if (!out.empty()) out += joiner;
    out += std::string(resource_name(static_cast<Resource>(r)));
  }
  return out;
}

std::string color_list(std::uint8_t mask) {
  std::string out;
  for (int c = 0; c < kColorCount; ++c) {
    if (!(mask & (1 << c))) continue;
    if (!out.empty()) out += " and ";
    out += std::string(color_name(static_cast<Color>(c)));
  }
  return out;
}

std::string color_choice_list(std::uint8_t mask) {
  std::string out;
  for (int c = 0; c < kColorCount; ++c) {
    if (mask >> c & 1) out += (out.empty() ? "" : " or ") + std::string(color_name(static_cast<Color>(c)));
  }
  return out.empty() ? "any" : out;
}

std::string per_count_text(const PerCount& p, const char* what) {
  std::string unit;
  switch (p.kind) {
    case CountKind::CardsOfColors: unit = color_list(p.colors) + " card"; break;
    case CountKind::WondersBuilt: unit = "Wonder built"; break;
    case CountKind::CoinSets: unit = "set of 3 coins"; break;
    case CountKind::ProgressTokens: unit = "Progress token"; break;
    case CountKind::None: unit = "?"; break;
  }
  std::string out = plural(p.amount, what) + " per " + unit;
  out += p.scope == CityScope::Most ? " (in the city with the most)" : " in your city";
  return out;
}

std::string science_title(std::uint8_t symbol) {
  if (symbol >= kScienceCount) return "?";
  std::string out(science_name(static_cast<Science>(symbol)));
  out[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(out[0])));
  for (char& ch : out) {
    if (ch == '_') ch = ' ';
  }
  return out;
}

}  // namespace detail
}  // namespace duel
