// Costs, trading, chains and the Progress tokens that change them (base-game.md
// "Costs and trading", rulings 7 and 8), with the rulebook's worked examples.
#include "test_support.hpp"

using namespace duel;
using namespace duel::test;

TEST_CASE("Rulebook: a resource costs 2 plus the opponent's brown and grey production", "[trading]") {
  GameState s = first_game();
  // The opponent produces two stones (Quarry and Stone Pit): stone costs 4 each.
  give(s, 1, "Quarry");
  give(s, 1, "Stone Pit");
  CHECK(s.trade_price(0, Resource::Stone) == 4);
  CHECK(s.trade_price(0, Resource::Clay) == 2);
  const Payment baths = card_payment(s, 0, card("Baths"));
  CHECK(baths.bought[static_cast<int>(Resource::Stone)] == 1);
  CHECK(baths.total == 4);
  // Aqueduct needs 3 stones: 12 coins; with one Quarry of our own, 8.
  CHECK(card_payment(s, 0, card("Aqueduct")).total == 12);
  give(s, 0, "Quarry");
  CHECK(card_payment(s, 0, card("Aqueduct")).total == 8);
  // Once the opponent's second stone source is gone, the next stone is 2 + 1 = 3.
  s.cities[1].cards.erase(card("Stone Pit"));
  detail::recompute_city(rules(), s, 1);
  CHECK(s.trade_price(0, Resource::Stone) == 3);
}

TEST_CASE("Rulebook: Caravansery costs 7 coins in total", "[trading]") {
  GameState s = first_game();
  // 2 printed coins + glass at 3 (the opponent has Glassworks) + papyrus at 2.
  give(s, 1, "Glassworks");
  const Payment p = card_payment(s, 0, card("Caravansery"));
  CHECK(p.printed_coins == 2);
  CHECK(p.trade_coins == 5);
  CHECK(p.total == 7);
  CHECK(p.affordable);  // 7 starting coins
  s.cities[0].coins = 6;
  CHECK_FALSE(card_payment(s, 0, card("Caravansery")).affordable);
}

TEST_CASE("Yellow and Wonder production does not raise the opponent's prices", "[trading]") {
  GameState s = first_game();
  give(s, 1, "Forum");
  give(s, 1, "Caravansery");
  give_built_wonder(s, 1, "Piraeus");
  for (int r = 0; r < kResourceCount; ++r) CHECK(s.trade_price(0, Resource(r)) == 2);
}

TEST_CASE("Reserves and the Customs House fix prices at 1 coin", "[trading]") {
  GameState s = first_game();
  give(s, 1, "Quarry");
  give(s, 1, "Shelf Quarry");
  give(s, 1, "Glassworks");
  give(s, 0, "Stone Reserve");
  CHECK(s.trade_price(0, Resource::Stone) == 1);
  give(s, 0, "Customs House");
  CHECK(s.trade_price(0, Resource::Glass) == 1);
  CHECK(s.trade_price(0, Resource::Papyrus) == 1);
  CHECK(s.trade_price(0, Resource::Wood) == 2);
  CHECK(card_payment(s, 0, card("Aqueduct")).total == 3);
}

TEST_CASE("'One of' producers are assigned to the most useful resource", "[trading]") {
  GameState s = first_game();
  give(s, 1, "Glassworks");  // glass costs 3, papyrus 2
  give(s, 0, "Forum");       // glass or papyrus
  give(s, 0, "Caravansery"); // wood, clay or stone
  // Laboratory: W G G. Caravansery gives the wood, Forum one glass, one glass bought at 3.
  const Payment lab = card_payment(s, 0, card("Laboratory"));
  CHECK(lab.total == 3);
  CHECK(lab.bought[static_cast<int>(Resource::Glass)] == 1);
  // School: W P P. Forum covers a papyrus; the other costs 2.
  CHECK(card_payment(s, 0, card("School")).total == 2);
}

TEST_CASE("Chains make a card free, Urbanism pays 4 coins for each chain construction", "[trading][chain]") {
  GameState s = first_game();
  give(s, 0, "Altar");  // gives the moon
  const Payment temple = card_payment(s, 0, card("Temple"));
  CHECK(temple.chain);
  CHECK(temple.total == 0);
  give_token(s, 0, "Urbanism");
  make_accessible(s, "Temple");
  const int before = s.cities[0].coins;
  play(s, "construct Temple");
  CHECK(s.cities[0].coins == before + 4);
}

TEST_CASE("Masonry waives the two most expensive units of blue cards", "[trading][progress]") {
  GameState s = first_game();
  give(s, 1, "Quarry");     // stone at 3
  give(s, 1, "Clay Pool");  // clay at 3
  give_token(s, 0, "Masonry");
  // Senate C C S P: waive two 3-coin units, buy a 3-coin unit and papyrus at 2.
  const Payment senate = card_payment(s, 0, card("Senate"));
  CHECK(senate.total == 5);
  CHECK(senate.waived[static_cast<int>(Resource::Clay)] + senate.waived[static_cast<int>(Resource::Stone)] == 2);
  // Masonry does not apply to other colours.
  CHECK(card_payment(s, 0, card("Circus")).total == 12);
}

TEST_CASE("Architecture waives two units of every Wonder", "[trading][progress]") {
  GameState s = first_game();
  give_token(s, 0, "Architecture");
  // The Pyramids P S S S with nothing produced: 4 units at 2, two waived.
  CHECK(wonder_payment(s, 0, wonder("The Pyramids")).total == 4);
}

TEST_CASE("Economy: the opponent's trading coins go to its owner, printed coins do not", "[trading][progress]") {
  GameState s = first_game();
  give_token(s, 1, "Economy");
  make_accessible(s, "Caravansery");
  s.cities[0].coins = 10;
  const int rival_before = s.cities[1].coins;
  play(s, "construct Caravansery");  // 2 printed + glass 2 + papyrus 2
  CHECK(s.cities[0].coins == 4);
  CHECK(s.cities[1].coins == rival_before + 4);
}

TEST_CASE("A player never spends more coins than they have", "[trading]") {
  GameState s = first_game();
  make_accessible(s, "Stone Reserve");
  s.cities[0].coins = 2;
  ActionList legal;
  s.legal_actions(legal);
  for (const Action& a : legal) CHECK_FALSE((a.type == ActionType::Construct && a.card == card("Stone Reserve")));
  CHECK_FALSE(s.apply(Action{ActionType::Construct, card("Stone Reserve"), kNone}));
}
