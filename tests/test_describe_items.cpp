// The one description of every item (describe.hpp): every item of every module, alone
// and together, has words, and they mention each effect hung on it, whichever module
// hung it there (a Wonder's Agora effects, a Progress token's Pantheon effects...).
#include <catch2/catch.hpp>

#include <algorithm>
#include <cctype>
#include <map>

#include "duel/data_loader.hpp"
#include "duel/describe.hpp"

namespace {

const duel::Rules& rules_with(const std::vector<std::string>& modules) {
  static std::map<std::vector<std::string>, duel::LoadResult> loaded;
  auto it = loaded.find(modules);
  if (it == loaded.end()) it = loaded.emplace(modules, duel::load_rules(DUEL_SOURCE_DATA_DIR, modules)).first;
  REQUIRE(it->second.ok());
  return *it->second.rules;
}

std::string lower(std::string s) {
  for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

bool says(const std::vector<std::string>& lines, const std::string& text) {
  return std::any_of(lines.begin(), lines.end(), [&](const std::string& l) { return lower(l).find(lower(text)) != std::string::npos; });
}

// The Pantheon and Agora effects the item carries, as their own words.
std::vector<std::string> module_effects(const duel::Rules& r, duel::ItemRef item) {
  std::vector<std::string> out;
  const auto id = static_cast<std::size_t>(item.id);
  const auto add_p = [&](const std::vector<duel::PantheonEffect>& list) {
    for (const auto& e : list) out.push_back(duel::pantheon_effect_text(e));
  };
  const auto add_a = [&](const std::vector<duel::AgoraEffect>& list) {
    for (const auto& e : list) out.push_back(duel::agora_effect_text(e));
  };
  switch (item.kind) {
    case duel::ItemKind::Wonder:
      add_p(r.wonders[id].pantheon), add_a(r.wonders[id].agora_selection), add_a(r.wonders[id].agora);
      break;
    case duel::ItemKind::ProgressToken: add_p(r.progress_tokens[id].pantheon), add_a(r.progress_tokens[id].agora); break;
    case duel::ItemKind::Divinity: add_p(r.pantheon->divinities[id].pantheon); break;
    case duel::ItemKind::Gate: add_p(r.pantheon->gate_effects); break;
    case duel::ItemKind::Conspiracy: add_a(r.agora->conspiracies[id].agora); break;
    case duel::ItemKind::MilitaryToken: add_a(r.military.zones[id].agora); break;
    default: break;
  }
  return out;
}

}  // namespace

TEST_CASE("describe: every item of every module has words naming each of its effects", "[describe]") {
  for (const std::vector<std::string>& modules :
       {std::vector<std::string>{}, {"pantheon"}, {"agora"}, {"pantheon", "agora"}}) {
    const duel::Rules& r = rules_with(modules);
    int items = 0;
    for (const duel::ItemRef item : duel::all_items(r)) {
      const std::vector<std::string> lines = duel::describe_item(r, item);
      INFO(duel::item_name(r, item) << " with " << modules.size() << " expansion(s)");
      ++items;
      REQUIRE_FALSE(lines.empty());
      for (const std::string& line : lines) {
        CHECK_FALSE(line.empty());
        CHECK(line.find('?') == std::string::npos);
      }
      CHECK(duel::item_name(r, item).find('?') == std::string::npos);
      // Each module's effect is said, and every base effect of the table.
      for (const std::string& effect : module_effects(r, item)) CHECK(says(lines, effect));
      const duel::Effects* base = item.kind == duel::ItemKind::Card            ? &r.cards[static_cast<std::size_t>(item.id)].effects
                                  : item.kind == duel::ItemKind::Wonder        ? &r.wonders[static_cast<std::size_t>(item.id)].effects
                                  : item.kind == duel::ItemKind::ProgressToken ? &r.progress_tokens[static_cast<std::size_t>(item.id)].effects
                                                                               : nullptr;
      if (base) {
        for (const std::string& effect : duel::effect_text(*base)) CHECK(says(lines, effect));
      }
    }
    // Cards, Wonders, tokens, Military tokens (+ Divinities, the Gate, Mythology and
    // Offering tokens; + Decrees and Conspiracies).
    const int base_items = static_cast<int>(r.cards.size() + r.wonders.size() + r.progress_tokens.size()) + 2;
    const int pantheon_items = r.pantheon ? 15 + 1 + 5 + 3 : 0;
    const int agora_items = r.agora ? 16 + 16 : 0;
    CHECK(items == base_items + pantheon_items + agora_items);
  }
  CHECK(duel::describe_item(rules_with({}), {duel::ItemKind::Card, 999}).empty());
  CHECK(duel::describe_item(rules_with({}), {duel::ItemKind::Divinity, 0}).empty());  // no Pantheon loaded
}

TEST_CASE("describe: Agora's Wonders, tokens and Senators say their Senate effects (issue 31: they were never shown)",
          "[describe][agora]") {
  const duel::Rules& r = rules_with({"pantheon", "agora"});
  using duel::ItemKind;
  CHECK(duel::describe_item(r, {ItemKind::Wonder, r.find_wonder("Knossos")}) ==
        std::vector<std::string>{"When taken in the Wonder selection: place one of your cubes in any Chamber",
                                 "3 victory points", "Place one of your cubes in any Chamber",
                                 "Then you may move one of your cubes to a neighbouring Chamber"});
  CHECK(duel::describe_item(r, {ItemKind::Wonder, r.find_wonder("Curia Julia")}) ==
        std::vector<std::string>{"When taken in the Wonder selection: conspire: draw 2 Conspiracies, keep one face down",
                                 "+6 coins now", "Play again", "You may trigger one of your unprepared Conspiracies"});
  CHECK(duel::describe_item(r, {ItemKind::ProgressToken, r.find_token("Corruption")}) ==
        std::vector<std::string>{"You recruit Senators for free"});
  CHECK(duel::describe_item(r, {ItemKind::ProgressToken, r.find_token("Organized Crime")}) ==
        std::vector<std::string>{"When you conspire, you keep both Conspiracies"});
  CHECK(duel::describe_item(r, {ItemKind::Card, r.find_card("Left Politician 1")}) ==
        std::vector<std::string>{"Politician: recruited, it gives 1, 2 or 3 Senate actions (0\u20131, 2\u20133, 4+ blue cards in your city)",
                                 "Each action places one of your cubes in Chambers 1 and 2 (left section) or moves one of yours "
                                 "to a neighbouring Chamber",
                                 "Recruiting costs a coin per Senator already in your city"});
  const std::vector<std::string> conspirator = duel::describe_item(r, {ItemKind::Card, r.find_card("Conspirator 1")});
  REQUIRE_FALSE(conspirator.empty());
  CHECK(conspirator.front() ==
        "Conspirator: recruited, it places one of your cubes in any Chamber, or conspires (draw 2 Conspiracies, keep one face down)");
  // Agora's Military tokens, for whoever moves the pawn into them and for Neptune's activator.
  CHECK(duel::describe_item(r, {ItemKind::MilitaryToken, 2}) ==
        std::vector<std::string>{"When your shields move the Conflict pawn into its zone (your opponent's side): remove one of "
                                 "your opponent's cubes; then you may move one of your cubes to a neighbouring Chamber",
                                 "Applied by Neptune, on either side: remove one of your opponent's cubes; then you may move "
                                 "one of your cubes to a neighbouring Chamber"});
  CHECK(duel::describe_item(rules_with({}), {ItemKind::MilitaryToken, 1}) ==
        std::vector<std::string>{"When your shields move the Conflict pawn into its zone (your opponent's side): your opponent "
                                 "loses 2 coins"});
  CHECK(duel::military_token_effect_text(rules_with({}), 0).empty());  // the zone by the centre has none
}

// Issue 31 item 1: a Wonder's effects are on the Wonder (WonderDef's pantheon,
// agora_selection and agora lists), and its one description says each of them in the
// words of its kind's row (pantheon_effect_kinds.cpp, agora_effect_kinds.cpp), exactly.
TEST_CASE("describe: every Wonder of every expansion set says each of its module effects in its row's words",
          "[describe][pantheon][agora]") {
  const auto lower_first = [](std::string s) {
    if (!s.empty()) s[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(s[0])));
    return s;
  };
  for (const std::vector<std::string>& modules :
       {std::vector<std::string>{}, {"pantheon"}, {"agora"}, {"pantheon", "agora"}}) {
    const duel::Rules& r = rules_with(modules);
    int with_module_effects = 0;
    for (std::size_t w = 0; w < r.wonders.size(); ++w) {
      const duel::WonderDef& def = r.wonders[w];
      INFO(def.name << " with " << modules.size() << " expansion(s)");
      const std::vector<std::string> lines = duel::describe_item(r, {duel::ItemKind::Wonder, static_cast<int>(w)});
      // Taken in the selection, then the base effects, then Pantheon's and Agora's when built.
      std::vector<std::string> expected;
      for (const duel::AgoraEffect& e : def.agora_selection)
        expected.push_back("When taken in the Wonder selection: " + lower_first(duel::agora_effect_kind(e.kind).text(e)));
      for (const std::string& line : duel::effect_text(def.effects)) expected.push_back(line);
      for (const duel::PantheonEffect& e : def.pantheon) expected.push_back(duel::pantheon_effect_kind(e.kind).text(e));
      for (const duel::AgoraEffect& e : def.agora) expected.push_back(duel::agora_effect_kind(e.kind).text(e));
      CHECK(lines == expected);
      with_module_effects += !def.pantheon.empty() || !def.agora.empty() || !def.agora_selection.empty();
      // A module not played hangs nothing on the Wonder.
      if (!r.pantheon) CHECK(def.pantheon.empty());
      if (!r.agora) CHECK((def.agora.empty() && def.agora_selection.empty()));
    }
    // The Sanctuary and the Divine Theater (Pantheon), Curia Julia and Knossos (Agora).
    CHECK(with_module_effects == (r.pantheon ? 2 : 0) + (r.agora ? 2 : 0));
  }
  const duel::Rules& both = rules_with({"pantheon", "agora"});
  CHECK(duel::describe_item(both, {duel::ItemKind::Wonder, both.find_wonder("The Sanctuary")}).back() ==
        "Your Pantheon activations cost 2 coins less");
  CHECK(duel::describe_item(both, {duel::ItemKind::Wonder, both.find_wonder("Curia Julia")}).front() ==
        "When taken in the Wonder selection: conspire: draw 2 Conspiracies, keep one face down");
}

// The same for the Progress tokens and Agora's Military tokens, whose module effects are
// on the token and on its zone of the track.
TEST_CASE("describe: every Progress and Military token says each of its module effects in its row's words",
          "[describe][pantheon][agora]") {
  for (const std::vector<std::string>& modules :
       {std::vector<std::string>{}, {"pantheon"}, {"agora"}, {"pantheon", "agora"}}) {
    const duel::Rules& r = rules_with(modules);
    int with_module_effects = 0;
    for (std::size_t t = 0; t < r.progress_tokens.size(); ++t) {
      const duel::ProgressTokenDef& def = r.progress_tokens[t];
      INFO(def.name << " with " << modules.size() << " expansion(s)");
      std::vector<std::string> expected = duel::effect_text(def.effects);
      for (const duel::PantheonEffect& e : def.pantheon) expected.push_back(duel::pantheon_effect_kind(e.kind).text(e));
      for (const duel::AgoraEffect& e : def.agora) expected.push_back(duel::agora_effect_kind(e.kind).text(e));
      CHECK(duel::describe_item(r, {duel::ItemKind::ProgressToken, static_cast<int>(t)}) == expected);
      with_module_effects += !def.pantheon.empty() || !def.agora.empty();
    }
    // Engineering, Mysticism, Poliorcetics (Pantheon); Corruption, Organized Crime (Agora).
    CHECK(with_module_effects == (r.pantheon ? 3 : 0) + (r.agora ? 2 : 0));
    int cube_tokens = 0;
    for (std::size_t z = 0; z < r.military.zones.size(); ++z) {
      const std::string words = duel::military_token_effect_text(r, static_cast<int>(z));
      for (const duel::AgoraEffect& e : r.military.zones[z].agora) {
        std::string text = duel::agora_effect_kind(e.kind).text(e);
        text[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(text[0])));
        CHECK(words.find(text) != std::string::npos);
      }
      cube_tokens += !r.military.zones[z].agora.empty();
    }
    CHECK(cube_tokens == (r.agora ? 2 : 0));  // zones 3-5 and 6-8
  }
}
