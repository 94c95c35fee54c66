// The state primitives (src/engine/state_primitives.hpp): each move of coins, the pawn or
// a component keeps the cities' totals and emits its event; the state still checks.
#include "duel/check.hpp"
#include "test_support.hpp"

using namespace duel;
using namespace duel::test;

namespace {

// The card leaves the structure, the box and the discard pile (a test's place to start).
void take_out(GameState& s, CardId c) {
  for (int i = 0; i < s.slot_count(); ++i) {
    if ((s.present >> i & 1) && s.slots[static_cast<std::size_t>(i)] == c) s.remove_from_structure(i);
  }
  s.removed.erase(c);
}

}  // namespace

TEST_CASE("State primitives: coins gained, lost and paid", "[primitives]") {
  GameState s = first_game();
  REQUIRE(s.cities[0].coins == 7);
  EventLog events;
  detail::gain_coins(s, 0, 3, &events);
  detail::lose_coins(s, 1, 9, &events);  // rulings 3: more than the treasury takes all of it
  detail::pay_coins(s, 0, 4);            // the purchase's own event carries a price
  CHECK(s.cities[0].coins == 6);
  CHECK(s.cities[1].coins == 0);
  CHECK(events == EventLog{{EventType::CoinsGained, 0, kNone, kNone, 3}, {EventType::CoinsLost, 1, kNone, kNone, 7}});
  CHECK(check(s) == "");
}

TEST_CASE("State primitives: the Conflict pawn moves with its event", "[primitives]") {
  GameState s = first_game();
  EventLog events;
  detail::move_conflict_pawn(s, 1, 2, &events);
  CHECK(s.conflict_pawn == -2);
  CHECK(events == EventLog{{EventType::PawnMoved, 1, kNone, kNone, -2}});
}

TEST_CASE("State primitives: a card moved between cities takes its totals along", "[primitives]") {
  GameState s = first_game();
  give_card(s, 0, "Lumber Yard");
  give_card(s, 1, "Stone Reserve");
  const City rival_before = s.cities[1];
  EventLog events;
  const CardId lumber = card("Lumber Yard");
  detail::move_city_card(s, 0, 1, lumber, &events, {EventType::CardTaken, 1, lumber});
  CHECK_FALSE(s.cities[0].cards.contains(lumber));
  CHECK(s.cities[0].production[static_cast<int>(Resource::Wood)] == 0);
  CHECK(s.cities[0].trade_production[static_cast<int>(Resource::Wood)] == 0);
  CHECK(s.cities[0].color_count[static_cast<int>(Color::Brown)] == 0);
  CHECK(s.cities[1].cards.contains(lumber));
  CHECK(s.cities[1].production[static_cast<int>(Resource::Wood)] == 1);
  CHECK(s.cities[1].color_count[static_cast<int>(Color::Brown)] == rival_before.color_count[static_cast<int>(Color::Brown)] + 1);
  CHECK(events == EventLog{{EventType::CardTaken, 1, lumber}});
  CHECK(check(s) == "");

  // Into the discard pile: the owner's totals lose it.
  events.clear();
  detail::discard_city_card(s, 1, lumber, &events, {EventType::OpponentCardDiscarded, 0, lumber});
  CHECK(s.cities[1] == rival_before);
  REQUIRE(s.discard_count == 1);
  CHECK(s.discard_pile[0] == lumber);
  CHECK(events == EventLog{{EventType::OpponentCardDiscarded, 0, lumber}});
  CHECK(check(s) == "");

  detail::remove_from_discard(s, lumber);
  CHECK(s.discard_count == 0);
}

TEST_CASE("State primitives: a Wonder built, unbuilt and sent to the box keeps its city's totals", "[primitives]") {
  GameState s = first_game();
  const City unbuilt = s.cities[0];
  const WonderId w = unbuilt.wonders[0];
  const CardId tucked = s.slots[static_cast<std::size_t>(std::countr_zero(s.accessible_slots()))];
  take_out(s, tucked);
  City built = unbuilt;
  built.wonder_cards[0] = tucked;
  detail::add_lasting_effects(built, rules().wonders[w].effects, false);

  detail::tuck_wonder_card(s, 0, 0, tucked);
  CHECK(s.cities[0] == built);
  CHECK(check(s) == "");

  EventLog events;
  detail::untuck_wonder_card(s, 0, 0, &events, {EventType::WonderUnbuilt, 0, w, tucked});
  CHECK(s.cities[0] == unbuilt);
  REQUIRE(s.discard_count == 1);
  CHECK(s.discard_pile[0] == tucked);
  CHECK(events == EventLog{{EventType::WonderUnbuilt, 0, w, tucked}});

  detail::remove_from_discard(s, tucked);
  detail::tuck_wonder_card(s, 0, 0, tucked);
  events.clear();
  detail::wonder_to_box(s, 0, 0, &events, {EventType::WonderReturned, 0, w, tucked});
  City boxed = unbuilt;
  boxed.wonders[0] = kNone;
  CHECK(s.cities[0] == boxed);
  CHECK(s.discard_pile[0] == tucked);
  CHECK(events == EventLog{{EventType::WonderReturned, 0, w, tucked}});

  // The selection's and Ra's moves of an unbuilt Wonder: the row closes up.
  const WonderId second = s.cities[0].wonders[1];
  events.clear();
  detail::move_city_wonder(s, 0, 1, 1, &events, {EventType::WonderTaken, 1, second});
  CHECK(s.cities[0].wonder_count == 3);
  CHECK(s.cities[0].wonders[1] == unbuilt.wonders[2]);
  CHECK(s.cities[0].wonders[3] == kNone);
  CHECK(s.cities[1].wonder_count == 5);
  CHECK(s.cities[1].wonders[4] == second);
  CHECK(s.cities[1].wonder_cards[4] == kNone);
  CHECK(events == EventLog{{EventType::WonderTaken, 1, second}});
}

TEST_CASE("State primitives: a Progress token into and out of a city", "[primitives]") {
  GameState s = first_game();
  const City before = s.cities[1];
  const TokenId masonry = token("Masonry");
  EventLog events;
  detail::put_token_in_city(s, 1, masonry, &events);
  CHECK(s.cities[1].progress == 1U << masonry);
  CHECK(s.cities[1].color_discount == rules().progress_tokens[masonry].effects.color_discount);
  CHECK(s.cities[1].color_discount > 0);
  CHECK(events == EventLog{{EventType::ProgressTaken, 1, masonry}});
  detail::remove_token_from_city(s, 1, masonry);
  CHECK(s.cities[1] == before);
}
