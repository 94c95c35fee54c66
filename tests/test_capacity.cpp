// Capacities: a city may hold more than the 4 Wonders of the selection (Pantheon's Ra,
// Agora's Extortion take unbuilt Wonders from the opponent), up to all 8 picked.
#include "duel/check.hpp"
#include "test_support.hpp"

using namespace duel;
using namespace duel::test;

namespace {

// Moves the opponent's unbuilt Wonder in space `index` to the end of p's Wonders, as
// Ra and Extortion will (the opponent's space is left empty, like a boxed Wonder).
void take_opponent_wonder(GameState& s, Player p, int index) {
  City& rival = s.cities[opponent(p)];
  City& own = s.cities[p];
  REQUIRE(!rival.wonder_built(index));
  own.wonders[own.wonder_count++] = rival.wonders[index];
  rival.wonders[index] = kNone;
}

}  // namespace

TEST_CASE("A city holding a fifth and sixth Wonder builds and scores them", "[capacity]") {
  GameState s = first_game(1);
  take_opponent_wonder(s, 0, 0);
  take_opponent_wonder(s, 0, 1);
  REQUIRE(s.cities[0].wonder_count == 6);
  REQUIRE(check(s) == "");
  const WonderId sixth = s.cities[0].wonders[5];
  s.cities[0].coins = 100;
  ActionList legal;
  s.legal_actions(legal);
  const auto build = std::find_if(legal.begin(), legal.end(), [&](const Action& a) {
    return a.type == ActionType::BuildWonder && a.wonder == sixth;
  });
  REQUIRE(build != legal.end());
  const int before = score_sheet(s, 0)[ScoreCategory::Wonders];
  REQUIRE(s.apply(*build));
  CHECK(s.cities[0].wonder_built(5));
  CHECK(s.cities[0].wonders_built() == 1);
  CHECK(s.cities[0].unbuilt_wonders() == 0x1Fu);  // the first five, still to build
  CHECK(s.wonders_built_total() == 1);
  CHECK(score_sheet(s, 0)[ScoreCategory::Wonders] == before + rules().wonders[sixth].effects.victory_points);
  CHECK(check(s) == "");
}

TEST_CASE("Legal actions: 32 open cards and all 8 Wonders in one city fill the list exactly", "[capacity][limits]") {
  Rules r = rules();
  r.layouts[0].slots.assign(kMaxSlots, StructureLayout::Slot{0, 0, true, 0, 0});
  GameOptions options;
  options.first_game_wonders = true;
  GameState s(r, make_setup(r, 1, options));
  for (int i = 0; i < kWondersPerPlayer; ++i) take_opponent_wonder(s, 0, i);
  for (int i = 0; i < kMaxSlots; ++i) s.slots[static_cast<std::size_t>(i)] = static_cast<CardId>(i);
  s.present = 0xffffffffU;
  s.refresh_accessible();
  s.cities[0].coins = 1000;
  ActionList legal;
  s.legal_actions(legal);
  CHECK(legal.size() == kMaxSlots * (2 + kMaxCityWonders));
  // The rest of the list is for Pantheon's activations (each space with each set of
  // Offering tokens) and Agora's preparations (each card under each Conspiracy).
  CHECK(ActionList::kCapacity == legal.size() + kMaxSpaces * (1 << kMaxOfferings) + kMaxSlots * kMaxConspiracies);
  for (int i = 1; i < legal.size(); ++i) CHECK(legal[i - 1] < legal[i]);
}

TEST_CASE("A city's Wonder spaces: built ones counted, unbuilt ones masked, boxed ones neither", "[capacity][limits]") {
  City c;
  c.wonder_count = 4;
  c.wonders = {3, 5, kNone, 9, kNone, kNone, kNone, kNone};  // the third went back to the box
  c.wonder_cards = {kNone, 17, kNone, kNone, kNone, kNone, kNone, kNone};
  CHECK(c.wonders_built() == 1);
  CHECK(c.unbuilt_wonders() == 0b1001u);
  // All eight spaces: the unused-space mask must not shift by 64.
  c.wonder_count = 8;
  c.wonders = {0, 1, 2, 3, 4, 5, 6, 7};
  c.wonder_cards = {kNone, kNone, kNone, kNone, kNone, kNone, 20, 21};
  CHECK(c.wonders_built() == 2);
  CHECK(c.unbuilt_wonders() == 0x3Fu);
  // Spaces past wonder_count are not read, whatever they hold.
  c.wonder_count = 2;
  CHECK(c.wonders_built() == 0);
  CHECK(c.unbuilt_wonders() == 0b11u);
}
