// The effect table (include/duel/effects.hpp): items keep their effects in the data's
// order and their one-time effects act in it; every kind has its loader schema, text,
// documentation, UI icon and AI valuation.
#include <fstream>
#include <sstream>

#include "../src/ui/effect_glyphs.hpp"
#include "duel/ai/evaluation.hpp"
#include "duel/effects.hpp"
#include "temp_data.hpp"
#include "test_support.hpp"

using namespace duel;
using namespace duel::test;
using json = nlohmann::json;

namespace {

GameState first_game_on(const Rules& r) {
  GameOptions options;
  options.first_game_wonders = true;
  return GameState(r, make_setup(r, 1, options));
}

// An item with one kind of effect, its parameters the smallest the schema allows.
Effects sample_of(const EffectKindDef& def) {
  EffectParams params;
  params.number = std::max<std::uint8_t>(def.params[0].min, 1);
  for (const EffectParam& p : def.parameters()) {
    if (p.type == EffectParamType::Number) params.number = std::max<std::uint8_t>(p.min, 1);
  }
  params.counts = {1, 0, 0, 0, 0};
  params.resources = 1;
  params.colors = 1;
  params.color = 0;
  params.symbol = 0;
  params.count.kind = CountKind::WondersBuilt;
  Effects e;
  def.store(params, e);
  e.add_op(def.kind);
  return e;
}

std::vector<EventType> coin_events(const EventLog& events) {
  std::vector<EventType> out;
  for (const Event& e : events) {
    if (e.type == EventType::CoinsGained || e.type == EventType::CoinsLost) out.push_back(e.type);
  }
  return out;
}

}  // namespace

TEST_CASE("Effects: the loader keeps each item's effects in the data's order", "[effects][data]") {
  const Effects& zeus = rules().wonders[wonder("The Statue of Zeus")].effects;
  REQUIRE(zeus.op_count == 3);
  CHECK(zeus.ops[0] == EffectKind::DiscardOpponentCard);
  CHECK(zeus.ops[1] == EffectKind::Shields);
  CHECK(zeus.ops[2] == EffectKind::VictoryPoints);
  CHECK(zeus.instant_in_table_order);
  const Effects& appian = rules().wonders[wonder("The Appian Way")].effects;
  REQUIRE(appian.op_count == 4);
  CHECK(appian.ops[0] == EffectKind::Coins);
  CHECK(appian.ops[1] == EffectKind::OpponentLosesCoins);
  CHECK(appian.instant_in_table_order);
}

TEST_CASE("Effects: one-time effects act in the data's order", "[effects][data]") {
  // The Appian Way: +3 coins and the opponent loses 3, as listed, then reversed.
  for (const bool reversed : {false, true}) {
    TempData data;
    if (reversed) {
      data.edit("wonders.json", [](json& d) {
        json& effects = d["wonders"][0]["effects"];
        REQUIRE(effects[0]["type"] == "coins");
        std::swap(effects[0], effects[1]);
      });
    }
    const LoadResult loaded = data.load();
    REQUIRE(loaded.ok());
    GameState s = first_game_on(*loaded.rules);
    EventLog events;
    const Effects& appian = loaded.rules->wonders[loaded.rules->find_wonder("The Appian Way")].effects;
    detail::apply_instant_effects(s, 0, appian, false, &events);
    const std::vector<EventType> expected =
        reversed ? std::vector{EventType::CoinsLost, EventType::CoinsGained}
                 : std::vector{EventType::CoinsGained, EventType::CoinsLost};
    CHECK(coin_events(events) == expected);
    CHECK(s.cities[1].coins == 7 - 3);
  }
}

TEST_CASE("Effects: an item's decisions are taken in the data's order", "[effects][pending]") {
  // The Pyramids with two decisions (more than the loader allows today, so built in code):
  // discard an opponent's brown card and construct from the discard pile, in both orders.
  for (const bool discard_first : {true, false}) {
    Rules r = rules();
    Effects& pyramids = r.wonders[wonder("The Pyramids")].effects;
    pyramids.discard_opponent_card_color = static_cast<std::uint8_t>(Color::Brown);
    pyramids.construct_from_discard = true;
    if (discard_first) {
      pyramids.add_op(EffectKind::DiscardOpponentCard);
      pyramids.add_op(EffectKind::ConstructFromDiscard);
    } else {
      pyramids.add_op(EffectKind::ConstructFromDiscard);
      pyramids.add_op(EffectKind::DiscardOpponentCard);
    }
    GameState s = first_game_on(r);
    give(s, 1, "Quarry");
    s.discard_pile[0] = card("Baths");
    s.discard_count = 1;
    s.cities[0].coins = 100;
    play(s, "wonder The Pyramids with " + rules().cards[s.slots[19]].name);
    REQUIRE(s.pending.size() == 2);
    const Phase first = discard_first ? Phase::DiscardOpponentCard : Phase::ConstructFromDiscard;
    const Phase second = discard_first ? Phase::ConstructFromDiscard : Phase::DiscardOpponentCard;
    CHECK(s.phase == first);  // the first listed is decided first
    CHECK(s.pending[1].kind == first);  // the top of the stack
    CHECK(s.pending[0].kind == second);
    ActionList legal;
    s.legal_actions(legal);
    REQUIRE(s.apply(legal[0]));
    CHECK(s.phase == second);
  }
}

TEST_CASE("Effects: science must be listed before shields (rulings 11)", "[effects][data][errors]") {
  TempData data;
  data.edit("wonders.json", [](json& d) {
    d["wonders"][2]["effects"].push_back({{"type", "science"}, {"symbol", "law"}});  // The Colossus
  });
  require_error(data.load(), "wonders.json", "/wonders/2/effects/2/type",
                "\"science\" must come before \"shields\" (rulings 11: science supremacy is "
                "checked before military supremacy)");
}

TEST_CASE("Effects: the table is complete for every kind", "[effects]") {
  std::ifstream doc_file(std::string(DUEL_SOURCE_DIR) + "/docs/data-format.md");
  std::stringstream doc;
  doc << doc_file.rdbuf();
  REQUIRE_FALSE(doc.str().empty());
  REQUIRE(effect_kinds().size() == kEffectKindCount);
  for (int k = 0; k < kEffectKindCount; ++k) {
    const EffectKindDef& def = effect_kinds()[static_cast<std::size_t>(k)];
    INFO("effect kind " << def.name);
    CHECK(static_cast<int>(def.kind) == k);
    CHECK(find_effect_kind(def.name) == &def);
    CHECK(def.when != 0);
    REQUIRE(def.store != nullptr);
    REQUIRE(def.text != nullptr);
    // The data format documents the kind and each of its parameters.
    const std::size_t row = doc.str().find("\n| `" + std::string(def.name) + "` |");
    REQUIRE(row != std::string::npos);
    const std::string line = doc.str().substr(row + 1, doc.str().find('\n', row + 1) - row - 1);
    for (const EffectParam& p : def.parameters()) CHECK(line.find("`" + std::string(p.name) + "`") != std::string::npos);
    // Its plain text, its icon and its worth to the AI.
    const Effects sample = sample_of(def);
    CHECK(effect_text(sample).size() == 1);
    CHECK(effect_text(Effects{}).empty());
    CHECK_FALSE(ui::effect_glyphs(sample).empty());
    CHECK(ai::has_effect_valuation(def.kind));
  }
}

TEST_CASE("Effects: the military zone lookup", "[effects][military]") {
  const MilitaryTrack& track = rules().military;
  CHECK(track.zone_at(0) == -1);
  CHECK(track.zone_at(1) == 0);
  CHECK(track.zone_at(5) == 1);
  CHECK(track.zone_at(8) == 2);
  CHECK(track.zone_at(9) == -1);
  CHECK(track.victory_points_at(4) == 5);
  CHECK(track.victory_points_at(0) == 0);
}

TEST_CASE("Effects: play again on a card gives its player another turn, as on a Wonder", "[effects][data]") {
  // The loader accepts "play_again" on any item; it used to act only on Wonders.
  TempData data;
  data.edit("cards.json", [](json& d) {
    json& baths = d["cards"][22];
    REQUIRE(baths["name"] == "Baths");
    baths["effects"].push_back({{"type", "play_again"}});
  });
  const LoadResult loaded = data.load();
  REQUIRE(loaded.ok());
  GameState s = first_game_on(*loaded.rules);
  make_accessible(s, "Baths");
  give(s, 0, "Quarry");
  play(s, "construct Baths");
  CHECK(s.cities[0].cards.contains(card("Baths")));
  CHECK(s.phase == Phase::Play);
  CHECK(s.to_move() == 0);  // the same player again
}
