// The Pantheon, Agora and Decree effect tables (pantheon_rules.hpp, agora_rules.hpp):
// one complete row per kind, documented in docs/data-format.md, with words, a rule where
// the kind acts at once, and the UI's row (module_glyphs.cpp). The AI's and UI's tables
// are checked by the compiler (static_assert on their size and order).
#include <catch2/catch.hpp>
#include <fstream>
#include <set>
#include <sstream>

#include "../src/ui/module_glyphs.hpp"
#include "duel/agora_rules.hpp"
#include "duel/describe.hpp"
#include "duel/effects.hpp"
#include "duel/pantheon_rules.hpp"

using namespace duel;

namespace {

std::string data_format() {
  std::ifstream file(std::string(DUEL_SOURCE_DIR) + "/docs/data-format.md");
  std::stringstream doc;
  doc << file.rdbuf();
  return doc.str();
}

// The line of docs/data-format.md's table that documents the JSON type `name` (the first
// after the heading `section`: a Decree kind may share a base kind's name).
std::string doc_row(const std::string& doc, std::string_view name, const std::string& section) {
  const std::size_t row = doc.find("\n| `" + std::string(name) + "` |", doc.find(section));
  if (row == std::string::npos) return "";
  return doc.substr(row + 1, doc.find('\n', row + 1) - row - 1);
}

}  // namespace

TEST_CASE("Module effect kinds: the Pantheon table has one complete row per kind", "[effects][pantheon]") {
  const std::string doc = data_format();
  REQUIRE(pantheon_effect_kinds().size() == kPantheonEffectKindCount);
  std::set<std::string_view> names;
  for (int k = 0; k < kPantheonEffectKindCount; ++k) {
    const PantheonEffectKindDef& def = pantheon_effect_kinds()[static_cast<std::size_t>(k)];
    INFO("Pantheon kind " << def.name);
    CHECK(static_cast<int>(def.kind) == k);
    CHECK(&pantheon_effect_kind(def.kind) == &def);
    CHECK(names.insert(def.name).second);
    CHECK(def.when != 0);
    // Acting at once or deciding is its rule; lasting and end-game kinds are read where they act.
    const bool once = (def.when & (effect_timing::kInstant | effect_timing::kDecision)) != 0;
    CHECK((def.act != nullptr) == once);
    REQUIRE(def.text != nullptr);
    const PantheonEffect sample{def.kind, 2, 1};
    CHECK_FALSE(pantheon_effect_text(sample).empty());
    CHECK(ui::pantheon_look(def.kind).kind == def.kind);
    const std::string row = doc_row(doc, def.name, "### Pantheon effects");
    REQUIRE_FALSE(row.empty());
    for (int i = 0; i < def.param_count; ++i) CHECK(row.find("`" + std::string(def.params[static_cast<std::size_t>(i)].name) + "`") != std::string::npos);
  }
}

TEST_CASE("Module effect kinds: the Agora table has one complete row per kind", "[effects][agora]") {
  const std::string doc = data_format();
  REQUIRE(agora_effect_kinds().size() == kAgoraEffectKindCount);
  std::set<std::string_view> names;
  for (int k = 0; k < kAgoraEffectKindCount; ++k) {
    const AgoraEffectKindDef& def = agora_effect_kinds()[static_cast<std::size_t>(k)];
    INFO("Agora kind " << def.name);
    CHECK(static_cast<int>(def.kind) == k);
    CHECK(&agora_effect_kind(def.kind) == &def);
    CHECK(names.insert(def.name).second);
    CHECK(def.places != 0);
    // A kind acts when its item does, and can say whether it would (ruling 22), unless it
    // is a Progress token's lasting effect only.
    const bool lasting_only = def.places == agora_place::kToken;
    CHECK((def.act != nullptr) == !lasting_only);
    CHECK((def.can_act != nullptr) == !lasting_only);
    REQUIRE(def.text != nullptr);
    CHECK_FALSE(agora_effect_text(AgoraEffect{def.kind, 2, 1}).empty());
    CHECK(ui::agora_look(def.kind).kind == def.kind);
    const std::string row = doc_row(doc, def.name, "### Agora effects");
    REQUIRE_FALSE(row.empty());
    for (int i = 0; i < def.param_count; ++i) CHECK(row.find("`" + std::string(def.params[static_cast<std::size_t>(i)].name) + "`") != std::string::npos);
  }
}

TEST_CASE("Module effect kinds: the Decree table has one row per kind", "[effects][agora]") {
  const std::string doc = data_format();
  REQUIRE(decree_kinds().size() == kDecreeKindCount);
  for (int k = 0; k < kDecreeKindCount; ++k) {
    const DecreeKindDef& def = decree_kinds()[static_cast<std::size_t>(k)];
    INFO("Decree kind " << def.name);
    CHECK(static_cast<int>(def.kind) == k);
    CHECK(&decree_kind(def.kind) == &def);
    const std::string row = doc_row(doc, def.name, "### Decrees");
    REQUIRE_FALSE(row.empty());
    for (int i = 0; i < def.param_count; ++i) CHECK(row.find("`" + std::string(def.params[static_cast<std::size_t>(i)].name) + "`") != std::string::npos);
  }
}
