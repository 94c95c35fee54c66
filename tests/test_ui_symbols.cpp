// The symbol key (rules help, "Symbols" page) and the first-time walkthrough, both pure
// code: every effect kind, resource, card colour and science symbol has its line with
// its icon as drawn on the cards; the walkthrough's steps point at real parts of the
// game screen, and its "seen" flag lives under $XDG_CONFIG_HOME/7wd.
#include <catch2/catch.hpp>

#include <cstdlib>
#include <filesystem>
#include <string>
#include <unistd.h>

#include "duel/data_loader.hpp"
#include "duel/setup.hpp"
#include "duel/state.hpp"
#include "symbol_key.hpp"
#include "walkthrough.hpp"

namespace {

using duel::ui::Glyph;
using duel::ui::SymbolEntry;

const duel::Rules& key_rules() {
  static const std::shared_ptr<const duel::Rules> loaded = [] {
    duel::LoadResult r = duel::load_rules(DUEL_SOURCE_DATA_DIR);
    REQUIRE(r.ok());
    return r.rules;
  }();
  return *loaded;
}

// The entries of `group` whose single glyph is of `kind` with `value`.
int count_single(const std::vector<SymbolEntry>& key, SymbolEntry::Group group, Glyph::Kind kind, int value) {
  int n = 0;
  for (const SymbolEntry& e : key) {
    if (e.group == group && e.glyphs.size() == 1 && e.glyphs[0].kind == kind && e.glyphs[0].value == value) ++n;
  }
  return n;
}

}  // namespace

TEST_CASE("symbol key: every effect kind has one line, with the icons of a real item", "[ui][symbols]") {
  const std::vector<SymbolEntry> key = duel::ui::symbol_key(key_rules());
  for (int k = 0; k < duel::kEffectKindCount; ++k) {
    INFO("effect kind " << duel::effect_kind(static_cast<duel::EffectKind>(k)).name);
    int lines = 0;
    for (const SymbolEntry& e : key) {
      if (e.effect_kind != k) continue;
      ++lines;
      CHECK(e.group == SymbolEntry::Effects);
      CHECK(!e.name.empty());
      CHECK(e.text.size() > 20);
      // The base game uses every kind: each line shows the icons of an item that has it.
      CHECK(!e.glyphs.empty());
      CHECK(e.text.find(" E.g. ") != std::string::npos);
    }
    CHECK(lines == 1);
  }
}

TEST_CASE("symbol key: every resource, colour and science symbol, and the basic icons", "[ui][symbols]") {
  const std::vector<SymbolEntry> key = duel::ui::symbol_key(key_rules());
  for (int r = 0; r < duel::kResourceCount; ++r) CHECK(count_single(key, SymbolEntry::Resources, Glyph::Res, r) == 1);
  for (int c = 0; c < duel::kColorCount; ++c) CHECK(count_single(key, SymbolEntry::Colors, Glyph::ColorChip, c) == 1);
  for (int s = 0; s < duel::kScienceCount; ++s) CHECK(count_single(key, SymbolEntry::Science, Glyph::Sci, s) == 1);
  for (Glyph::Kind k : {Glyph::Coin, Glyph::Loss, Glyph::Vp, Glyph::Shield, Glyph::Again}) {
    bool found = false;
    for (const SymbolEntry& e : key) found |= e.group == SymbolEntry::Basics && e.glyphs.size() == 1 && e.glyphs[0].kind == k;
    CHECK(found);
  }
  int chains = 0;
  for (const SymbolEntry& e : key) chains += e.chain == 0;
  CHECK(chains == 1);
  // The texts use the data's numbers: 2 alike and 6 different science symbols, 2 coins.
  const SymbolEntry& first_science = key[key.size() - duel::kEffectKindCount - duel::kScienceCount];
  CHECK(first_science.name == "Globe");
  CHECK(first_science.text == "A science symbol. 2 alike: choose a Progress token. 6 different ones: science victory.");
  CHECK(key[key.size() - duel::kEffectKindCount - 3].name == "Plumb line");
  bool cost_line = false;
  for (const SymbolEntry& e : key) {
    cost_line |= e.name == "A cost" && e.text.find("from the bank for 2 coins plus one per unit") != std::string::npos;
  }
  CHECK(cost_line);
  for (const SymbolEntry& e : key) {
    INFO(e.name);
    CHECK(!e.text.empty());
    CHECK(std::string(duel::ui::symbol_group_title(e.group)).size() > 3);
  }
}

TEST_CASE("walkthrough: its steps point at the cards, a takeable card, the city, track, science and log",
          "[ui][walkthrough]") {
  const duel::Rules& rules = key_rules();
  duel::GameState s(rules, duel::make_setup(rules, 1, duel::GameOptions{true}));  // first-game Wonders: Age I
  REQUIRE(s.phase == duel::Phase::Play);
  for (auto [w, h] : {std::pair{1280, 720}, std::pair{960, 540}, std::pair{1920, 1080}}) {
    const duel::ui::Layout l = duel::ui::compute_layout(s, w, h);
    const auto steps = duel::ui::walkthrough_steps(l, s, s.to_move());
    REQUIRE(steps.size() == 7);
    CHECK(steps[0].area == l.structure);
    // The second step is an accessible card of the structure.
    int card_slot = -1;
    for (std::size_t i = 0; i < l.slots.size(); ++i) {
      if (l.slots[i] == steps[1].area) card_slot = static_cast<int>(i);
    }
    REQUIRE(card_slot >= 0);
    CHECK(s.slot_accessible(card_slot));
    CHECK(steps[2].area == l.cities[s.to_move()].header);
    CHECK(steps[4].area == l.track);
    CHECK(steps[5].area == l.cities[s.to_move()].science);
    CHECK(steps[6].area == l.log);
    for (const auto& step : steps) {
      INFO(step.title);
      CHECK(!step.area.empty());
      CHECK(step.area.x >= l.frame.x);
      CHECK(step.area.right() <= l.frame.right());
      CHECK(step.area.bottom() <= l.frame.bottom());
      CHECK(!step.title.empty());
      CHECK(step.text.size() > 40);
    }
  }
}

#ifdef __unix__
TEST_CASE("walkthrough: seen once, remembered in $XDG_CONFIG_HOME/7wd", "[ui][walkthrough]") {
  namespace fs = std::filesystem;
  const char* previous = std::getenv("XDG_CONFIG_HOME");
  const std::string saved = previous ? previous : "";
  const fs::path dir = fs::temp_directory_path() / ("7wd-walkthrough-" + std::to_string(::getpid()));
  fs::remove_all(dir);
  ::setenv("XDG_CONFIG_HOME", dir.c_str(), 1);
  CHECK(duel::ui::walkthrough_flag_path() == (dir / "7wd" / "walkthrough-seen").string());
  CHECK_FALSE(duel::ui::walkthrough_seen());
  duel::ui::mark_walkthrough_seen();  // creates the folder too
  CHECK(duel::ui::walkthrough_seen());
  fs::remove_all(dir);
  if (previous) {
    ::setenv("XDG_CONFIG_HOME", saved.c_str(), 1);
  } else {
    ::unsetenv("XDG_CONFIG_HOME");
  }
}
#endif
