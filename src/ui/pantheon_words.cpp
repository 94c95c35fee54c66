#include "pantheon_words.hpp"

#include <algorithm>
#include <bit>
#include <cctype>
#include <cstdlib>

#include "duel/describe.hpp"
#include "module_glyphs.hpp"

namespace duel::ui {
namespace {

std::string lower_first(std::string s) {
  if (!s.empty()) s[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(s[0])));
  return s;
}

}  // namespace

// The words are the engine's (describe.hpp): the rules help, hovers, tiles and the CLI
// say the same.
std::string pantheon_effect_line(const Rules&, const PantheonEffect& e) { return pantheon_effect_text(e); }

std::vector<std::string> divinity_lines(const Rules& rules, DivinityId d) {
  return describe_item(rules, d == kGate ? ItemRef{ItemKind::Gate, 0} : ItemRef{ItemKind::Divinity, d});
}

std::string divinity_short(const Rules& rules, DivinityId d) {
  if (!rules.pantheon) return "";
  const PantheonRules& p = *rules.pantheon;
  const std::vector<PantheonEffect>* effects = d == kGate ? &p.gate_effects
                                               : d < p.divinities.size() ? &p.divinities[d].pantheon
                                                                         : nullptr;
  if (!effects) return "";
  if (effects->empty() && d < p.divinities.size()) {  // base effects only: the main one, briefly
    const Effects& e = p.divinities[d].effects;
    if (e.coins) return "+" + plural(e.coins, "coin");
    if (e.victory_points) return std::to_string(e.victory_points) + " VP";
    if (e.shields) return plural(e.shields, "shield");
    if (e.science != kNone) return science_title(e.science) + " symbol";
    if (e.construct_from_discard) return "build discarded";
    const std::vector<std::string> lines = divinity_lines(rules, d);
    return lines.empty() ? std::string() : lines.front();
  }
  const PantheonEffect& e = effects->front();
  const auto short_words = pantheon_look(e.kind).short_words;  // module_glyphs.cpp
  return short_words ? short_words(e) : pantheon_effect_line(rules, e);
}

std::vector<TokenId> divinity_tokens(const GameState& s, DivinityId d) {
  std::vector<TokenId> out;
  const PantheonState& ps = s.pantheon;
  if (!s.rules().pantheon || d >= s.rules().pantheon->divinities.size() || ps.divinity_token_count == 0) return out;
  const auto& effects = s.rules().pantheon->divinities[d].pantheon;
  if (std::none_of(effects.begin(), effects.end(), [](const PantheonEffect& e) { return e.kind == PantheonEffectKind::ProgressTokensOnReveal; }))
    return out;
  for (int i = 0; i < ps.divinity_token_count; ++i) {
    const TokenId t = ps.divinity_tokens[static_cast<std::size_t>(i)];
    if (t < s.rules().progress_tokens.size()) out.push_back(t);
  }
  return out;
}

std::string divinity_tokens_text(const GameState& s, DivinityId d) {
  const std::vector<TokenId> tokens = divinity_tokens(s, d);
  std::string text;
  for (std::size_t i = 0; i < tokens.size(); ++i) {
    text += (i == 0 ? "" : i + 1 == tokens.size() ? " or " : ", ") + s.rules().progress_tokens[tokens[i]].name;
  }
  return text.empty() ? text : text + " on it";
}

std::vector<std::string> divinity_token_lines(const GameState& s, DivinityId d) {
  std::vector<std::string> lines;
  for (const TokenId t : divinity_tokens(s, d)) {
    lines.push_back("On it: " + s.rules().progress_tokens[t].name + " (" +
                    describe_item_line(s.rules(), {ItemKind::ProgressToken, t}) + ")");
  }
  return lines;
}

std::string offerings_text(const Rules& rules, unsigned bits) {
  std::vector<std::string> values;
  for (int i = 0; i < kMaxOfferings && rules.pantheon; ++i) {
    if ((bits >> i & 1) && static_cast<std::size_t>(i) < rules.pantheon->offering_tokens.size())
      values.push_back(std::to_string(rules.pantheon->offering_tokens[static_cast<std::size_t>(i)]));
  }
  std::string text = values.size() == 1 ? "the Offering token " : "the Offering tokens ";
  for (std::size_t i = 0; i < values.size(); ++i) text += (i == 0 ? "" : i + 1 == values.size() ? " and " : ", ") + values[i];
  return values.empty() ? "no Offering token" : text;
}

std::string slot_token_text(const GameState& s, int slot) {
  if (!s.pantheon.on || s.age < 1 || s.age > kAges || slot < 0 || slot >= kMaxSlots || !s.rules().pantheon) return "";
  const std::uint8_t t = s.pantheon.slot_tokens[static_cast<std::size_t>(s.age - 1)][static_cast<std::size_t>(slot)];
  // The token's own words (describe_item), after where it lies.
  if (SlotToken::mythology(t)) {
    const ItemRef token{ItemKind::MythologyToken, SlotToken::index(t)};
    std::string a = with_article(item_name(s.rules(), token));
    a[0] = 'A';
    return a + " lies on it: " + lower_first(describe_item_line(s.rules(), token)) + ".";
  }
  if (SlotToken::offering(t)) {
    const ItemRef token{ItemKind::OfferingToken, SlotToken::index(t)};
    return "An " + item_name(s.rules(), token) + " lies on it: " + lower_first(describe_item_line(s.rules(), token)) + ".";
  }
  return "";
}

int grand_temple_of(const Rules& rules, CardId card) {
  if (!rules.pantheon) return -1;
  const auto& temples = rules.pantheon->grand_temples;
  for (std::size_t i = 0; i < temples.size(); ++i) {
    if (temples[i].card == card) return static_cast<int>(i);
  }
  return -1;
}

std::string pantheon_event_message(const Rules& rules, const Event& e, const PlayerNames& names) {
  if (!rules.pantheon) return "";
  const PantheonRules& p = *rules.pantheon;
  const std::string who = e.player < 2 ? names[e.player] : std::string("Nobody");
  const auto card = [&](std::uint8_t c) { return c < rules.cards.size() ? rules.cards[c].name : std::string("?"); };
  const auto wonder = [&](std::uint8_t w) { return w < rules.wonders.size() ? rules.wonders[w].name : std::string("?"); };
  switch (e.type) {
    case EventType::PantheonTokenTaken:
      if (SlotToken::mythology(e.a)) return subject_verb(who, "takes") + " " + with_article(mythology_title(SlotToken::index(e.a))) + " Mythology token";
      if (SlotToken::offering(e.a) && SlotToken::index(e.a) < p.offering_tokens.size())
        return subject_verb(who, "takes") + " an Offering token (" + std::to_string(p.offering_tokens[SlotToken::index(e.a)]) + ")";
      return "";
    case EventType::DivinitiesRevealed: return "The Pantheon's Divinities are revealed; " + p.gate_name + " takes the empty space";
    case EventType::SnakePlaced: return "The Snake lies on " + card(e.a) + ": " + subject_verb(who, "shares") + " its science symbol";
    case EventType::CardTaken: return subject_verb(who, "takes") + " " + card(e.a) + " into their city";
    case EventType::StructureCardDiscarded: return card(e.a) + " goes from the structure to the discard pile";
    case EventType::WonderUnbuilt:
      return wonder(e.a) + " is unbuilt: " + card(e.b) + " goes to the discard pile";
    case EventType::WonderTaken: return subject_verb(who, "takes") + " " + wonder(e.a);
    case EventType::MinervaPlaced: return "The Minerva pawn is on the track";
    case EventType::MinervaStopped: return "The Minerva pawn stops the Conflict pawn";
    case EventType::MilitaryTokenDiscarded: return "A Military token is removed without effect";
    case EventType::AstarteCoinsSpent: return subject_verb(who, "spends") + " " + plural(e.value, "coin") + " from Astarte";
    default: return "";
  }
}

std::vector<std::string> pantheon_holding_lines(const GameState& s, Player p, const PlayerNames& names) {
  std::vector<std::string> lines;
  if (!s.pantheon.on || p > 1 || !s.rules().pantheon) return lines;
  const Rules& rules = s.rules();
  const PantheonHoldings& h = s.pantheon.players[p];
  std::string myth;
  for (int m = 0; m < kMythologyCount; ++m) {
    const int n = h.mythology_tokens[static_cast<std::size_t>(m)];
    if (n == 0) continue;
    myth += (myth.empty() ? "" : ", ") + mythology_title(m) + (n > 1 ? " ×" + std::to_string(n) : "");
  }
  if (!myth.empty()) lines.push_back("Mythology tokens: " + myth + " (each builds its Grand Temple free)");
  if (h.offerings != 0) {
    std::string o = offerings_text(rules, h.offerings);
    o[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(o[0])));
    lines.push_back(o + ": coins off one activation each, spent when activating");
  }
  if (h.astarte_coins > 0) lines.push_back("On Astarte: " + plural(h.astarte_coins, "coin") + " (spent after the treasury)");
  std::string divs;
  for (std::uint32_t bits = h.divinities; bits != 0; bits &= bits - 1) {
    divs += (divs.empty() ? "" : ", ") + rules.pantheon->name_of(static_cast<DivinityId>(std::countr_zero(bits)));
  }
  if (h.gate) divs += (divs.empty() ? "" : ", ") + rules.pantheon->gate_name;
  if (!divs.empty()) lines.push_back("Activated: " + divs);
  if (s.pantheon.snake != kNone && s.pantheon.snake_owner == opponent(p) && s.pantheon.snake < rules.cards.size()) {
    lines.push_back("The Snake lies on " + rules.cards[s.pantheon.snake].name + ": " + names[opponent(p)] +
                    " shares its science symbol");
  }
  return lines;
}

std::string activation_price_text(const ActivationPrice& price) {
  // "the space costs 8", never "space 8": the space's number is another (the menu's title says it).
  std::string steps = "the space costs " + std::to_string(price.space_cost);
  if (price.multiplier != 1) steps += " \u00d7" + std::to_string(price.multiplier);
  // The Divinity's own cost_modifier (data): "+ modifier 2", "\u2212 modifier 2".
  if (price.modifier != 0) steps += (price.modifier > 0 ? " + modifier " : " \u2212 modifier ") + std::to_string(std::abs(price.modifier));
  if (price.discount > 0) steps += " \u2212 Sanctuary " + std::to_string(price.discount);
  if (price.offerings > 0) steps += " \u2212 Offerings " + std::to_string(price.offerings);
  if (price.from_astarte > 0) steps += "; " + std::to_string(price.from_astarte) + " from Astarte";
  return (price.coins == 0 ? std::string("free") : plural(price.coins, "coin")) + " (" + steps + ")";
}

std::string placement_space_text(const Rules& rules, const PlayerNames& names, int space, Player placer,
                                 DivinityId placed) {
  std::string label = "Space " + std::to_string(space + 1);
  if (!rules.pantheon || space < 0 || static_cast<std::size_t>(space) >= rules.pantheon->space_costs.size() || placer > 1) return label;
  const PantheonRules& p = *rules.pantheon;
  return label + " \u2014 you pay " + std::to_string(p.space_cost_for(space, placer, placed)) + ", " + names[opponent(placer)] +
         " pays " + std::to_string(p.space_cost_for(space, opponent(placer), placed));
}

}  // namespace duel::ui
