// The Agora expansion's rules (reference/agora.md, rulings 11, 20, 21, 25), each with exact
// numbers: the 16 Decrees, control of the Chambers, face-down Decrees, political supremacy,
// the Senators (recruiting cost, a Politician's and a Conspirator's actions, cubes running
// out), Agora's Military tokens, Curia Julia and Knossos, Corruption, the Senate score row
// and the hidden information. The Conspiracies are in test_agora_conspiracies.cpp.
#include "agora_test_support.hpp"

using namespace duel;
using namespace duel::test;
using namespace duel::test::agora;

namespace {

// Player 2 takes Chamber `chamber` (1 cube) holding Decree `number`.
void decree_for(GameState& s, Player p, int chamber, int number) {
  put_decree(s, chamber, number);
  set_cubes(s, p, chamber, 1);
  REQUIRE(s.agora.controller[static_cast<std::size_t>(chamber - 1)] == p);
}

void to_age(GameState& s, int age) {
  detail::start_age(s, age, nullptr);
  s.phase = Phase::Play;
  s.current = 0;
}

}  // namespace

// --- Decrees --------------------------------------------------------------------------

TEST_CASE("agora Decrees 1-4: the controller takes coins equal to the Age whenever either player constructs that colour", "[agora][decree]") {
  struct Case {
    int decree;
    const char* by_opponent;  // constructed by player 1
    const char* by_owner;     // then by player 2, the controller
    int opponent_cost, owner_cost, card_coins;
  };
  for (const Case& c : {Case{1, "Theater", "Altar", 0, 0, 0}, Case{2, "Scriptorium", "Pharmacist", 2, 2, 0},
                        Case{3, "Stone Reserve", "Tavern", 3, 0, 4}, Case{4, "Guard Tower", "Palisade", 0, 2, 0}}) {
    INFO("Decree " << c.decree);
    GameState s = new_game();
    decree_for(s, 1, 1, c.decree);
    s.cities[0].coins = 5;
    s.cities[1].coins = 5;
    make_accessible(s, c.by_opponent);
    move(s, std::string("construct ") + c.by_opponent);
    CHECK(s.cities[0].coins == 5 - c.opponent_cost);  // the builder takes nothing
    CHECK(s.cities[1].coins == 5 + 1);                // Age I: 1 coin
    make_accessible(s, c.by_owner);
    move(s, std::string("construct ") + c.by_owner);
    CHECK(s.cities[1].coins == 6 - c.owner_cost + c.card_coins + 1);
    // Another colour gives nothing.
    make_accessible(s, "Lumber Yard");
    move(s, "construct Lumber Yard");
    CHECK(s.cities[1].coins == 6 - c.owner_cost + c.card_coins + 1);
  }
}

TEST_CASE("agora Decree 4: 2 coins in Age II, 3 in Age III - nothing while the Chamber is tied", "[agora][decree]") {
  GameState s = new_game();
  s.military_tokens = 0;  // no Military token's cube to place on the way
  decree_for(s, 1, 3, 4);
  to_age(s, 2);
  s.cities[0].coins = 10;
  make_accessible(s, "Barracks");
  move(s, "construct Barracks");
  CHECK(s.cities[0].coins == 7);
  CHECK(s.cities[1].coins == 2);
  to_age(s, 3);
  s.cities[0].coins = 8;
  make_accessible(s, "Pretorium");
  move(s, "construct Pretorium");
  CHECK(s.cities[0].coins == 0);
  CHECK(s.cities[1].coins == 5);
  // A tie: nobody controls the Chamber, nobody takes coins.
  set_cubes(s, 0, 3, 1);
  CHECK(s.agora.controller[2] == kNone);
  s.current = 1;
  s.cities[1].coins = 0;
  make_accessible(s, "Arsenal");
  give_card(s, 1, "Sawmill");     // wood 2
  give_card(s, 1, "Brickyard");   // clay 2
  give_card(s, 1, "Clay Pool");   // clay 1
  move(s, "construct Arsenal");
  CHECK(s.cities[0].coins == 0);
  CHECK(s.cities[1].coins == 0);
}

TEST_CASE("agora Decree 5 (ruling 20): a yellow card ignores one resource unit or its whole coin cost, the cheaper", "[agora][decree][rulings]") {
  GameState s = new_game();
  CHECK(card_coin_cost(s, 0, acard("Stone Reserve")) == 3);
  decree_for(s, 0, 1, 5);
  CHECK(card_coin_cost(s, 0, acard("Stone Reserve")) == 0);  // the coin cost ignored
  CHECK(card_coin_cost(s, 1, acard("Stone Reserve")) == 3);  // not for the opponent
  s.cities[0].coins = 1;
  make_accessible(s, "Stone Reserve");
  move(s, "construct Stone Reserve");
  CHECK(s.cities[0].coins == 1);
  to_age(s, 2);
  // Forum: 3 coins and a clay (2 at the bank): ignoring the coins leaves 2, the clay 3.
  CHECK(card_coin_cost(s, 1, acard("Forum")) == 5);
  CHECK(card_coin_cost(s, 0, acard("Forum")) == 2);
  const Payment pay = card_payment(s, 0, acard("Forum"));
  CHECK(pay.total == 2);
  CHECK(pay.coins_waived);
  // Caravansery: 2 coins, a glass and a papyrus: either way 4.
  CHECK(card_coin_cost(s, 0, acard("Caravansery")) == 4);
  // With a clay produced, the coins are all the Forum costs: 0.
  give_card(s, 0, "Clay Pool");
  CHECK(card_coin_cost(s, 0, acard("Forum")) == 0);
  s.cities[0].coins = 0;
  make_accessible(s, "Forum");
  move(s, "construct Forum");
  CHECK(s.cities[0].cards.contains(acard("Forum")));
  CHECK(s.cities[0].coins == 0);
}

TEST_CASE("agora Decree 6: a red card ignores its most expensive resource unit or its coins", "[agora][decree][rulings]") {
  GameState s = new_game();
  decree_for(s, 0, 5, 6);
  CHECK(card_coin_cost(s, 0, acard("Palisade")) == 0);
  CHECK(card_coin_cost(s, 0, acard("Stable")) == 0);
  CHECK(card_coin_cost(s, 1, acard("Palisade")) == 2);
  to_age(s, 2);
  give_card(s, 1, "Clay Pool");
  give_card(s, 1, "Clay Pit");  // clay costs player 1 4 coins
  CHECK(card_coin_cost(s, 1, acard("Parade Ground")) == 2);  // player 2 produces the clay
  CHECK(card_coin_cost(s, 0, acard("Parade Ground")) == 4 + 2);  // one clay (4) waived of 4 + 4 + 2
  s.cities[0].coins = 6;
  make_accessible(s, "Parade Ground");
  move(s, "construct Parade Ground");
  CHECK(s.cities[0].coins == 0);
  CHECK(s.conflict_pawn == 2);
}

TEST_CASE("agora Decree 7: a green card ignores one unit or its coins - other colours pay in full", "[agora][decree][rulings]") {
  GameState s = new_game();
  decree_for(s, 0, 3, 7);
  CHECK(card_coin_cost(s, 0, acard("Scriptorium")) == 0);
  CHECK(card_coin_cost(s, 0, acard("Apothecary")) == 0);
  CHECK(card_coin_cost(s, 0, acard("Baths")) == 2);    // blue: no
  CHECK(card_coin_cost(s, 0, acard("Palisade")) == 2); // red: no
  to_age(s, 2);
  CHECK(card_coin_cost(s, 0, acard("Library")) == 4);  // wood, stone, glass: one waived
  give_card(s, 0, "Lumber Yard");
  give_card(s, 0, "Quarry");
  CHECK(card_coin_cost(s, 0, acard("Library")) == 0);
  CHECK(card_coin_cost(s, 1, acard("Library")) == 3 + 3 + 2);  // player 1 produces wood and stone
}

TEST_CASE("agora Decree 8: the controller's Wonders cost one resource unit less (the dearest)", "[agora][decree]") {
  GameState s = new_game();
  give_wonder(s, 0, "The Pyramids");
  give_card(s, 1, "Quarry");  // stone costs player 1 3 coins
  CHECK(wonder_coin_cost(s, 0, awonder("The Pyramids")) == 3 * 3 + 2);
  decree_for(s, 0, 2, 8);
  CHECK(wonder_coin_cost(s, 0, awonder("The Pyramids")) == 2 * 3 + 2);
  CHECK(wonder_coin_cost(s, 1, awonder("The Pyramids")) == 2 * 2 + 2);  // the opponent: its Quarry, no discount
  // With Architecture: 3 units waived, the 3 stones.
  give_progress(s, 0, "Architecture");
  CHECK(wonder_coin_cost(s, 0, awonder("The Pyramids")) == 2);
  s.cities[0].coins = 2;
  move(s, "wonder The Pyramids with " + first_accessible(s));
  CHECK(s.cities[0].coins == 0);
  CHECK(s.cities[0].wonders_built() == 1);
}

TEST_CASE("agora Decree 9: the pawn moves 1 on gaining control, 1 back on losing it, 2 when the opponent takes it straight away", "[agora][decree]") {
  GameState s = new_game();
  put_decree(s, 4, 9);
  set_cubes(s, 0, 4, 1);
  CHECK(s.agora.controller[3] == 0);
  CHECK(s.conflict_pawn == 1);
  set_cubes(s, 1, 4, 1);  // a tie: player 1 loses control
  CHECK(s.agora.controller[3] == kNone);
  CHECK(s.conflict_pawn == 0);
  set_cubes(s, 1, 4, 2);  // player 2 gains it
  CHECK(s.agora.controller[3] == 1);
  CHECK(s.conflict_pawn == -1);
  // Player 1 takes it straight from player 2: 2 spaces towards player 2.
  put_cubes(s, 0, 4, 3);
  detail::senate_changed(s, nullptr);
  CHECK(s.agora.controller[3] == 0);
  CHECK(s.conflict_pawn == 1);
  // Another Chamber's cubes move nothing.
  set_cubes(s, 1, 1, 2);
  CHECK(s.conflict_pawn == 1);
}

TEST_CASE("agora Decrees 10 and 11: bank prices 1 coin less, never under 1", "[agora][decree]") {
  GameState s = new_game();
  give_card(s, 1, "Quarry");
  give_card(s, 1, "Stone Pit");  // stone costs player 1 4 coins
  give_card(s, 0, "Wood Reserve");  // wood at 1 for player 1
  decree_for(s, 0, 1, 10);
  CHECK(s.trade_price(0, Resource::Stone) == 3);
  CHECK(s.trade_price(0, Resource::Clay) == 1);
  CHECK(s.trade_price(0, Resource::Wood) == 1);   // already 1: not under
  CHECK(s.trade_price(0, Resource::Glass) == 2);  // grey: Decree 11's
  CHECK(s.trade_price(1, Resource::Clay) == 2);   // the opponent pays in full
  decree_for(s, 0, 6, 11);
  CHECK(s.trade_price(0, Resource::Glass) == 1);
  CHECK(s.trade_price(0, Resource::Papyrus) == 1);
  CHECK(s.trade_price(0, Resource::Stone) == 3);
  // Baths (a stone) now costs player 1 3 coins.
  s.cities[0].coins = 3;
  make_accessible(s, "Baths");
  move(s, "construct Baths");
  CHECK(s.cities[0].coins == 0);
}

TEST_CASE("agora Decree 12: a Politician counts 2 more blue cards", "[agora][decree][senator]") {
  for (const auto& [blue, decree12, actions] : {std::tuple{0, false, 1}, std::tuple{0, true, 2}, std::tuple{2, true, 3},
                                                 std::tuple{1, true, 2}}) {
    INFO(blue << " blue cards, Decree 12 " << decree12);
    GameState s = new_game();
    if (decree12) decree_for(s, 0, 6, 12);
    for (int i = 0; i < blue; ++i) give_card(s, 0, i == 0 ? "Theater" : "Altar");
    make_accessible(s, "Middle Politician 1");
    move(s, "recruit Middle Politician 1");
    REQUIRE(s.phase == Phase::SenateActions);
    CHECK(s.pending.top().picks_left == actions);
  }
}

TEST_CASE("agora Decree 13: 2 more coins when the controller discards a card", "[agora][decree]") {
  GameState s = new_game();
  give_card(s, 0, "Tavern");
  give_card(s, 1, "Tavern");
  decree_for(s, 0, 2, 13);
  move(s, "discard " + first_accessible(s));
  CHECK(s.cities[0].coins == 2 + 1 + 2);
  move(s, "discard " + first_accessible(s));
  CHECK(s.cities[1].coins == 2 + 1);
}

TEST_CASE("agora Decree 14: the controller takes coins equal to the Age whenever either player builds a Wonder", "[agora][decree]") {
  GameState s = new_game();
  give_wonder(s, 0, "The Pyramids");
  give_wonder(s, 1, "The Colossus");
  decree_for(s, 1, 5, 14);
  s.cities[0].coins = 8;
  move(s, "wonder The Pyramids with " + first_accessible(s));
  CHECK(s.cities[0].coins == 0);
  CHECK(s.cities[1].coins == 1);
  to_age(s, 2);
  s.current = 1;
  s.cities[1].coins = 8;
  move(s, "wonder The Colossus with " + first_accessible(s));
  CHECK(s.cities[1].coins == 8 - 8 + 2);
  CHECK(s.cities[0].coins == 0);
}

TEST_CASE("agora Decree 15: a Building may use the opponent's chain symbols", "[agora][decree]") {
  GameState s = new_game();
  to_age(s, 2);
  give_card(s, 1, "Stable");  // horseshoe
  CHECK(card_coin_cost(s, 0, acard("Horse Breeders")) == 4);
  decree_for(s, 0, 1, 15);
  CHECK(card_coin_cost(s, 0, acard("Horse Breeders")) == 0);
  CHECK(card_payment(s, 0, acard("Horse Breeders")).chain);
  CHECK(card_coin_cost(s, 1, acard("Horse Breeders")) == 0);  // player 2's own chain
  CHECK(card_coin_cost(s, 0, acard("Barracks")) == 3);         // no sword anywhere
  make_accessible(s, "Horse Breeders");
  move(s, "construct Horse Breeders");
  CHECK(s.cities[0].cards.contains(acard("Horse Breeders")));
  CHECK(s.cities[0].coins == 0);
}

TEST_CASE("agora ruling 29: building through the opponent's chain symbol with Decree 15 is a chain construction (Urbanism +4)", "[agora][decree][rulings]") {
  GameState s = new_game();
  to_age(s, 2);
  give_card(s, 1, "Stable");  // horseshoe: player 2's
  give_progress(s, 0, "Urbanism");
  decree_for(s, 0, 1, 15);
  make_accessible(s, "Horse Breeders");
  EventLog events;
  move(s, "construct Horse Breeders", &events);
  CHECK(s.cities[0].coins == 0 + 4);  // free through the chain, then Urbanism's 4
  const auto built = std::find_if(events.begin(), events.end(), [](const Event& e) { return e.type == EventType::CardConstructed; });
  REQUIRE(built != events.end());
  CHECK(built->b == 1);  // logged as a construction through a chain
}

TEST_CASE("agora Decree 16: recruiting a Conspirator gives another turn, a Politician does not", "[agora][decree][senator]") {
  GameState s = new_game();
  decree_for(s, 0, 1, 16);
  make_accessible(s, "Conspirator 1");
  move(s, "recruit Conspirator 1");
  REQUIRE(s.phase == Phase::ConspiratorAction);
  move(s, "place cube chamber 6");
  CHECK(s.phase == Phase::Play);
  CHECK(s.to_move() == 0);  // plays again
  s.cities[0].coins = 1;    // the second Senator costs 1
  make_accessible(s, "Left Politician 1");
  move(s, "recruit Left Politician 1");
  move(s, "place cube chamber 2");
  CHECK(s.to_move() == 1);
  // The opponent's Conspirator gives player 2 no replay.
  make_accessible(s, "Conspirator 2");
  move(s, "recruit Conspirator 2");
  move(s, "place cube chamber 5");
  CHECK(s.to_move() == 0);
}

// --- The Senate -----------------------------------------------------------------------

TEST_CASE("agora control: strictly more cubes - a tie is nobody's - a Decree serves only its controller", "[agora][senate]") {
  GameState s = new_game();
  put_decree(s, 3, 13);
  set_cubes(s, 0, 3, 2);
  set_cubes(s, 1, 3, 2);
  CHECK(s.agora.controller[2] == kNone);
  CHECK(detail::decree_amount(s, 0, DecreeKind::DiscardCoins) == 0);
  CHECK(detail::decree_amount(s, 1, DecreeKind::DiscardCoins) == 0);
  set_cubes(s, 1, 3, 3);
  CHECK(s.agora.controller[2] == 1);
  CHECK(detail::decree_amount(s, 1, DecreeKind::DiscardCoins) == 2);
  CHECK(s.agora.supply[1] == 12 - 3);
  CHECK(s.agora.supply[0] == 12 - 2);
  for (int c : {0, 1, 3, 4, 5}) CHECK(s.agora.controller[static_cast<std::size_t>(c)] == kNone);
}

TEST_CASE("agora: a face-down Decree turns face up when a cube enters its Chamber", "[agora][senate]") {
  GameState s = new_game();
  put_decree(s, 2, 13, true);
  put_decree(s, 4, 1, true);
  CHECK(s.agora.face_down_at(1, 0));
  make_accessible(s, "Left Politician 1");
  EventLog events;
  move(s, "recruit Left Politician 1", &events);
  move(s, "place cube chamber 2", &events);
  CHECK_FALSE(s.agora.face_down_at(1, 0));
  CHECK(s.agora.face_down_at(3, 0));  // Chamber 4 still face down
  const auto revealed = std::find_if(events.begin(), events.end(), [](const Event& e) { return e.type == EventType::DecreeRevealed; });
  REQUIRE(revealed != events.end());
  CHECK(revealed->a == decree(13));
  CHECK(revealed->b == 1);
}

TEST_CASE("agora political supremacy: all 6 Chambers end the game at once", "[agora][senate]") {
  GameState s = new_game();
  for (int c = 1; c <= 5; ++c) set_cubes(s, 0, c, 1);
  CHECK(s.phase == Phase::Play);
  s.cities[0].coins = 1;
  give_card(s, 0, "Theater");
  give_card(s, 0, "Altar");  // 2 blue cards: 2 actions
  make_accessible(s, "Right Politician 1");
  give_card(s, 0, "Conspirator 1");  // a Senator owned: this one costs 1
  move(s, "recruit Right Politician 1");
  REQUIRE(s.pending.top().picks_left == 2);
  move(s, "place cube chamber 6");
  CHECK(s.phase == Phase::GameOver);
  CHECK(s.winner == 0);
  CHECK(s.victory == VictoryType::Political);
  CHECK(s.agora.cubes[0][5] == 1);  // the second action is never taken
  CHECK(s.cities[0].coins == 0);
}

TEST_CASE("agora rulings 11: a pawn reaching the capital and the Senate won by one cube: military first", "[agora][senate][rulings]") {
  GameState s = new_game();
  put_decree(s, 6, 9);
  for (int c = 1; c <= 5; ++c) set_cubes(s, 0, c, 1);
  s.conflict_pawn = 8;
  s.military_tokens = 0;
  make_accessible(s, "Conspirator 1");
  move(s, "recruit Conspirator 1");
  move(s, "place cube chamber 6");  // control of all 6, and Decree 9 pushes the pawn to 9
  CHECK(s.phase == Phase::GameOver);
  CHECK(s.winner == 0);
  CHECK(s.victory == VictoryType::Military);
}

TEST_CASE("agora Senate score row: Chambers 1-6 are worth 1 2 3 3 2 1 to their controller", "[agora][scoring]") {
  GameState s = new_game();
  set_cubes(s, 0, 3, 1);
  set_cubes(s, 0, 6, 2);
  set_cubes(s, 1, 2, 1);
  set_cubes(s, 1, 4, 1);
  set_cubes(s, 0, 1, 1);
  set_cubes(s, 1, 1, 1);  // tied: nobody's
  CHECK(score(s, 0, ScoreCategory::Senate) == 3 + 1);
  CHECK(score(s, 1, ScoreCategory::Senate) == 2 + 3);
  set_cubes(s, 1, 5, 1);
  CHECK(score(s, 1, ScoreCategory::Senate) == 2 + 3 + 2);
  CHECK(score(s, 0, ScoreCategory::Senate) == 4);
}

// --- Senators -------------------------------------------------------------------------

TEST_CASE("agora Senators: recruiting costs the Senators already owned (0, 1, 2), Corruption makes it 0", "[agora][senator]") {
  GameState s = new_game();
  s.cities[0].coins = 3;
  s.cities[1].coins = 3;
  for (int owned = 0; owned < 3; ++owned) {
    const std::string name = "Conspirator " + std::to_string(owned + 1);
    CHECK(card_coin_cost(s, 0, acard(name)) == owned);
    s.current = 0;
    s.phase = Phase::Play;
    make_accessible(s, name);
    const int before = s.cities[0].coins;
    move(s, "recruit " + name);
    move(s, "place cube chamber 1");
    CHECK(s.cities[0].coins == before - owned);
    CHECK(s.cities[0].color_count[static_cast<int>(Color::Senator)] == owned + 1);
  }
  CHECK(s.cities[0].coins == 0);
  CHECK(card_coin_cost(s, 0, acard("Conspirator 4")) == 3);
  give_progress(s, 0, "Corruption");
  CHECK(card_coin_cost(s, 0, acard("Conspirator 4")) == 0);
  CHECK(card_coin_cost(s, 1, acard("Conspirator 4")) == 0);  // player 2 owns none
  give_card(s, 1, "Conspirator 5");
  CHECK(card_coin_cost(s, 1, acard("Conspirator 4")) == 1);
}

TEST_CASE("agora Politician: 1, 2 or 3 actions for 0-1, 2-3, 4+ blue cards", "[agora][senator]") {
  const char* blues[] = {"Theater", "Altar", "Baths", "Temple", "Statue"};
  for (const auto& [blue, actions] : {std::pair{0, 1}, std::pair{1, 1}, std::pair{2, 2}, std::pair{3, 2}, std::pair{4, 3}, std::pair{5, 3}}) {
    INFO(blue << " blue cards");
    GameState s = new_game();
    for (int i = 0; i < blue; ++i) give_card(s, 0, blues[i]);
    make_accessible(s, "Left Politician 2");
    move(s, "recruit Left Politician 2");
    REQUIRE(s.phase == Phase::SenateActions);
    CHECK(s.pending.top().picks_left == actions);
    for (int i = 0; i < actions; ++i) {
      REQUIRE(s.phase == Phase::SenateActions);
      move(s, "place cube chamber 1");
    }
    CHECK(s.agora.cubes[0][0] == actions);
    CHECK(s.phase == Phase::Play);
    CHECK(s.to_move() == 1);
  }
}

TEST_CASE("agora Politician: places only in its section's 2 Chambers, moves to neighbours, may stop", "[agora][senator]") {
  GameState s = new_game();
  give_card(s, 0, "Theater");
  give_card(s, 0, "Altar");
  give_card(s, 0, "Baths");
  give_card(s, 0, "Temple");  // 3 actions
  set_cubes(s, 0, 1, 1);
  make_accessible(s, "Middle Politician 2");
  move(s, "recruit Middle Politician 2");
  REQUIRE(s.phase == Phase::SenateActions);
  // Place in 3 or 4; move the cube of Chamber 1 to 2; stop.
  CHECK(legal_words(s) == "move cube 1 2; place cube chamber 3; place cube chamber 4; senate done; ");
  move(s, "place cube chamber 4");
  CHECK(legal(s, "move cube 4 3"));
  CHECK(legal(s, "move cube 4 5"));
  CHECK_FALSE(legal(s, "move cube 4 6"));
  CHECK_FALSE(legal(s, "place cube chamber 5"));
  move(s, "move cube 4 5");
  CHECK(s.agora.cubes[0][3] == 0);
  CHECK(s.agora.cubes[0][4] == 1);
  CHECK(s.agora.controller[4] == 0);
  REQUIRE(s.pending.top().picks_left == 1);
  move(s, "senate done");  // the third action skipped
  CHECK(s.phase == Phase::Play);
  CHECK(s.to_move() == 1);
  CHECK(s.agora.supply[0] == 12 - 2);
}

TEST_CASE("agora Conspirator: a cube in any Chamber, or conspire", "[agora][senator]") {
  GameState s = new_game();
  make_accessible(s, "Conspirator 3");
  move(s, "recruit Conspirator 3");
  REQUIRE(s.phase == Phase::ConspiratorAction);
  CHECK(legal_words(s) ==
        "place cube chamber 1; place cube chamber 2; place cube chamber 3; place cube chamber 4; place cube chamber 5; "
        "place cube chamber 6; conspire; ");
  move(s, "place cube chamber 5");
  CHECK(s.agora.cubes[0][4] == 1);
  CHECK(s.to_move() == 1);
}

TEST_CASE("agora: with no cube left a place is not offered - a Politician may still move, a Conspirator conspire", "[agora][senator]") {
  GameState s = new_game();
  put_cubes(s, 0, 1, 12);
  detail::senate_changed(s, nullptr);
  REQUIRE(s.agora.supply[0] == 0);
  make_accessible(s, "Left Politician 1");
  move(s, "recruit Left Politician 1");
  REQUIRE(s.phase == Phase::SenateActions);
  CHECK(legal_words(s) == "move cube 1 2; senate done; ");
  move(s, "senate done");
  make_accessible(s, "Conspirator 1");
  move(s, "discard Conspirator 1");  // player 2's turn
  s.cities[0].coins = 1;  // the second Senator
  make_accessible(s, "Conspirator 2");
  move(s, "recruit Conspirator 2");
  REQUIRE(s.phase == Phase::ConspiratorAction);
  CHECK(legal_words(s) == "conspire; ");
  // With no cube left and an empty deck, the Conspirator's action is skipped.
  s.agora.deck_count = 0;
  s.agora.deck.fill(kNone);
  CHECK_FALSE(decision_kind(Phase::ConspiratorAction).has_choice(s, s.pending.top()));
}

TEST_CASE("agora ruling 21: a Senator may be discarded, used for a Wonder or prepare a Conspiracy", "[agora][senator][rulings]") {
  GameState s = new_game();
  give_wonder(s, 0, "The Pyramids");
  s.cities[0].coins = 8;
  give_conspiracy(s, 0, "Coup");
  make_accessible(s, "Right Politician 2");
  CHECK(legal(s, "recruit Right Politician 2"));
  CHECK(legal(s, "discard Right Politician 2"));
  CHECK(legal(s, "wonder The Pyramids with Right Politician 2"));
  CHECK(legal(s, "prepare Coup with Right Politician 2"));
  move(s, "discard Right Politician 2");
  CHECK(s.cities[0].coins == 8 + 2);
  CHECK(s.cities[0].color_count[static_cast<int>(Color::Senator)] == 0);
  make_accessible(s, "Right Politician 1");
  move(s, "discard Right Politician 1");
  make_accessible(s, "Left Politician 1");
  move(s, "wonder The Pyramids with Left Politician 1");
  CHECK(s.cities[0].wonders_built() == 1);
  CHECK(s.agora.cubes_in_senate(0) == 0);  // no Senate action
  CHECK(s.to_move() == 1);
}

// --- Military tokens ------------------------------------------------------------------

TEST_CASE("agora Military tokens: 3-5 places a cube for the player whose shields moved the pawn, no coin lost", "[agora][military]") {
  GameState s = new_game();
  s.conflict_pawn = -2;
  s.cities[0].coins = 5;
  s.current = 1;
  make_accessible(s, "Guard Tower");
  move(s, "construct Guard Tower");
  REQUIRE(s.phase == Phase::PlaceCube);
  CHECK(s.to_move() == 1);  // player 2 moved the pawn
  CHECK(s.cities[0].coins == 5);
  CHECK_FALSE(s.military_token_present(0, 1));
  CHECK(legal_count(s) == 6);
  move(s, "place cube chamber 3");
  CHECK(s.agora.cubes[1][2] == 1);
  CHECK(s.phase == Phase::Play);
  CHECK(s.to_move() == 0);
  // Player 2's own token is still there for player 1.
  CHECK(s.military_token_present(1, 1));
}

// The token's two decisions come in data order even when a card's shields take it
// (apply_instant_effects reverses the card's own decisions, not the token's pair).
TEST_CASE("agora Military tokens: 6-8 removes an opponent cube, then the mover may move one", "[agora][military]") {
  GameState s = new_game();
  s.conflict_pawn = 5;
  s.military_tokens = static_cast<std::uint16_t>(s.military_tokens & ~(1U << (8 + 1)));  // the 3-5 token taken
  set_cubes(s, 1, 2, 2);
  set_cubes(s, 1, 5, 1);
  set_cubes(s, 0, 3, 1);
  s.cities[1].coins = 6;
  make_accessible(s, "Guard Tower");
  move(s, "construct Guard Tower");
  CHECK(s.conflict_pawn == 6);
  REQUIRE(s.phase == Phase::RemoveCube);
  CHECK(s.to_move() == 0);
  CHECK(legal_words(s) == "remove cube chamber 2; remove cube chamber 5; ");
  move(s, "remove cube chamber 5");
  CHECK(s.agora.cubes[1][4] == 0);
  CHECK(s.agora.supply[1] == 12 - 2);
  REQUIRE(s.phase == Phase::MoveCube);
  CHECK(legal_words(s) == "move cube 3 2; move cube 3 4; move no cube; ");
  move(s, "move cube 3 2");
  CHECK(s.agora.cubes[0][1] == 1);
  CHECK(s.agora.controller[1] == 1);  // 2 against 1
  CHECK(s.cities[1].coins == 6);
  CHECK(s.to_move() == 1);
}

TEST_CASE("agora Military token 3-5 with no cube in the supply: nothing to do, the turn goes on", "[agora][military]") {
  GameState s = new_game();
  put_cubes(s, 0, 6, 12);
  detail::senate_changed(s, nullptr);
  s.conflict_pawn = 2;
  make_accessible(s, "Guard Tower");
  move(s, "construct Guard Tower");
  CHECK(s.conflict_pawn == 3);
  CHECK_FALSE(s.military_token_present(1, 1));
  CHECK(s.phase == Phase::Play);
  CHECK(s.to_move() == 1);
}

// --- Wonders and Progress tokens ------------------------------------------------------

TEST_CASE("agora Knossos: a cube then a move when built, 3 VP", "[agora][wonder]") {
  GameState s = new_game();
  give_wonder(s, 0, "Knossos");
  s.cities[0].coins = 10;  // glass 2, clay, wood, stone at 2 each
  CHECK(wonder_coin_cost(s, 0, awonder("Knossos")) == 10);
  move(s, "wonder Knossos with " + first_accessible(s));
  REQUIRE(s.phase == Phase::PlaceCube);
  move(s, "place cube chamber 4");
  REQUIRE(s.phase == Phase::MoveCube);
  CHECK(legal_words(s) == "move cube 4 3; move cube 4 5; move no cube; ");
  move(s, "move cube 4 3");
  CHECK(s.agora.cubes[0][2] == 1);
  CHECK(s.agora.cubes[0][3] == 0);
  CHECK(s.to_move() == 1);
  CHECK(score(s, 0, ScoreCategory::Wonders) == 3);
}

TEST_CASE("agora Curia Julia: when built, trigger an unprepared Conspiracy, 6 coins, play again - 0 VP", "[agora][wonder]") {
  GameState s = new_game();
  give_wonder(s, 0, "Curia Julia");
  give_conspiracy(s, 0, "Coup");
  give_conspiracy(s, 0, "Embezzlement", acard("Glassworks"));  // prepared: not offered here
  set_cubes(s, 0, 1, 1);
  s.cities[0].coins = 10;
  move(s, "wonder Curia Julia with " + first_accessible(s));
  CHECK(s.cities[0].coins == 6);
  REQUIRE(s.phase == Phase::TriggerConspiracy);
  CHECK(legal_words(s) == "trigger Coup; trigger nothing; ");
  move(s, "trigger Coup");
  CHECK(s.conflict_pawn == 2);
  CHECK(s.agora.hands[0].is_triggered(0));
  CHECK(s.agora.hands[0].tucked[0] == kNone);  // triggered without a card under it
  // Play again; the prepared Embezzlement is offered before the replay's action.
  CHECK(s.to_move() == 0);
  REQUIRE(s.phase == Phase::TriggerConspiracy);
  move(s, "trigger nothing");
  CHECK(s.phase == Phase::Play);
  CHECK(s.to_move() == 0);
  CHECK(score(s, 0, ScoreCategory::Wonders) == 0);
}

TEST_CASE("agora Curia Julia and Knossos at the Wonder selection: conspire, a cube", "[agora][wonder]") {
  GameOptions o = agora_options(false);
  Setup setup = make_setup(R(), 3, o);
  // Offer both first.
  const WonderId curia = awonder("Curia Julia"), knossos = awonder("Knossos");
  auto& w = setup.wonders;
  std::erase(w, curia);
  std::erase(w, knossos);
  w.insert(w.begin(), {curia, knossos});
  GameState s(R(), setup);
  REQUIRE(s.phase == Phase::WonderSelection);
  const ConspiracyId top = s.agora.deck[0], second = s.agora.deck[1], third = s.agora.deck[2];
  move(s, "pick Curia Julia");
  REQUIRE(s.phase == Phase::KeepConspiracy);
  CHECK(s.to_move() == 0);
  CHECK(s.agora.drawn[0] == top);
  CHECK(s.agora.drawn[1] == second);
  move(s, "conspire keep " + A().conspiracies[second].name + " top");
  CHECK(s.agora.hands[0].count == 1);
  CHECK(s.agora.hands[0].ids[0] == second);
  CHECK(s.agora.deck[0] == top);
  CHECK(s.agora.deck[1] == third);
  CHECK(s.phase == Phase::WonderSelection);
  CHECK(s.to_move() == 1);
  move(s, "pick Knossos");
  REQUIRE(s.phase == Phase::PlaceCube);
  CHECK(s.to_move() == 1);
  move(s, "place cube chamber 2");
  CHECK(s.agora.cubes[1][1] == 1);
  CHECK(s.phase == Phase::WonderSelection);
}

TEST_CASE("agora Organized Crime: conspiring keeps both Conspiracies", "[agora][progress]") {
  GameState s = new_game();
  give_progress(s, 0, "Organized Crime");
  stack_deck(s, {"Coup", "Blackmail", "Sabotage"});
  make_accessible(s, "Conspirator 1");
  move(s, "recruit Conspirator 1");
  move(s, "conspire");
  REQUIRE(s.phase == Phase::KeepConspiracy);
  CHECK(legal_words(s) == "conspire keep Coup and the other; ");
  move(s, "conspire keep Coup and the other");
  CHECK(s.agora.hands[0].count == 2);
  CHECK(s.agora.hands[0].ids[0] == conspiracy("Coup"));
  CHECK(s.agora.hands[0].ids[1] == conspiracy("Blackmail"));
  CHECK(s.agora.deck[0] == conspiracy("Sabotage"));
  CHECK(s.agora.deck_count == 16 - 2);
}

// --- Both expansions ------------------------------------------------------------------

TEST_CASE("agora ruling 25: with Pantheon too, Mysticism counts Mythology and Offering tokens only", "[agora][pantheon][rulings]") {
  GameOptions o;
  o.first_game_wonders = true;
  o.expansions = {"agora", "pantheon"};
  const Rules& both = both_rules();
  GameState s(both, make_setup(both, 2, o));
  const TokenId mysticism = both.find_token("Mysticism");
  REQUIRE(mysticism != kNone);
  const int before = score_sheet(s, 0)[ScoreCategory::Progress];
  s.cities[0].progress = static_cast<std::uint16_t>(s.cities[0].progress | (1U << mysticism));
  detail::recompute_city(both, s, 0);
  s.pantheon.players[0].mythology_tokens = {};
  s.pantheon.players[0].mythology_tokens[2] = 1;
  s.pantheon.players[0].offerings = 1;
  // Agora's pieces are not tokens Mysticism counts: cubes, Decrees, Conspiracies, Military tokens.
  s.agora.cubes[0][0] = 3;
  s.agora.supply[0] = 9;
  detail::senate_changed(s, nullptr);
  const ConspiracyId c = s.agora.deck[0];
  std::copy(s.agora.deck.begin() + 1, s.agora.deck.begin() + s.agora.deck_count, s.agora.deck.begin());
  s.agora.deck[--s.agora.deck_count] = kNone;
  s.agora.hands[0].ids[0] = c;
  s.agora.hands[0].count = 1;
  s.military_tokens = 0;
  CHECK(score_sheet(s, 0)[ScoreCategory::Progress] == before + 2 * 2);
}

// --- Hidden information ---------------------------------------------------------------

TEST_CASE("agora hidden information: the opponent never sees Conspiracies, the deck or face-down Decrees", "[agora][hidden]") {
  GameState s = new_game();
  put_decree(s, 1, 3);
  put_decree(s, 2, 9, true);
  give_conspiracy(s, 0, "Coup");
  give_conspiracy(s, 0, "Sabotage", acard("Glassworks"));
  const GameState theirs = observe(s, 1), mine = observe(s, 0);
  CHECK(theirs.agora.hands[0].count == 2);
  CHECK(theirs.agora.hands[0].ids[0] == kNone);
  CHECK(theirs.agora.hands[0].ids[1] == kNone);
  CHECK(theirs.agora.hands[0].tucked[1] == acard("Glassworks"));  // the card was taken face up: public
  CHECK(mine.agora.hands[0].ids[0] == conspiracy("Coup"));
  CHECK(mine.agora.hands[0].ids[1] == conspiracy("Sabotage"));
  CHECK(mine.agora.hands[0].tucked[1] == acard("Glassworks"));
  for (int i = 0; i < s.agora.deck_count; ++i) {
    CHECK(theirs.agora.deck[static_cast<std::size_t>(i)] == kNone);
    CHECK(mine.agora.deck[static_cast<std::size_t>(i)] == kNone);
  }
  for (const GameState& o : {theirs, mine}) {
    CHECK(o.agora.decrees[0][0] == decree(3));
    CHECK(o.agora.decrees[1][0] == kNone);  // face down: hidden from both
    CHECK(o.agora.decree_count[1] == 1);
  }
  // The move words: the other player does not read the Conspiracy kept or prepared.
  const Action keep{ActionType::KeepConspiracy, conspiracy("Coup"), 1};
  CHECK(action_to_string(R(), keep, 0, 0) == "conspire keep Coup bottom");
  CHECK(action_to_string(R(), keep, 1, 0) == "conspire keep one, the other bottom");
  const Action both{ActionType::KeepConspiracy, conspiracy("Coup"), 2};
  CHECK(action_to_string(R(), both, 1, 0) == "conspire keep all");
  const Action prepare{ActionType::PrepareConspiracy, acard("Baths"), conspiracy("Sabotage")};
  CHECK(action_to_string(R(), prepare, 0, 0) == "prepare Sabotage with Baths");
  CHECK(action_to_string(R(), prepare, 1, 0) == "prepare a Conspiracy with Baths");
  CHECK(action_to_string(R(), prepare, kReferee, 0) == "prepare Sabotage with Baths");
  // A sampled world of player 2's keeps what they know and deals the rest.
  Rng rng(4);
  const GameState world = determinize(theirs, 1, rng);
  CHECK(world.agora.decrees[0][0] == decree(3));
  CHECK(world.agora.hands[0].ids[0] != kNone);
  CHECK(check(world).empty());
}
