// End-of-game scoring: categories, Guilds, Age III yellow cards, tie-break.
#include "test_support.hpp"

using namespace duel;
using namespace duel::test;

TEST_CASE("Score sheet by category", "[scoring]") {
  GameState s = first_game();
  give(s, 0, "Theater");     // blue 3
  give(s, 0, "Palace");      // blue 7
  give(s, 0, "Workshop");    // green 1
  give(s, 0, "Arena");       // yellow 3
  give_built_wonder(s, 0, "The Pyramids");  // 9
  give_token(s, 0, "Philosophy");           // 7
  s.cities[0].coins = 14;    // 4 VP
  s.conflict_pawn = 4;       // 5 VP
  const ScoreSheet sheet = score_sheet(s, 0);
  CHECK(sheet[ScoreCategory::Blue] == 10);
  CHECK(sheet[ScoreCategory::Green] == 1);
  CHECK(sheet[ScoreCategory::Yellow] == 3);
  CHECK(sheet[ScoreCategory::Wonders] == 9);
  CHECK(sheet[ScoreCategory::Progress] == 7);
  CHECK(sheet[ScoreCategory::Coins] == 4);
  CHECK(sheet[ScoreCategory::Military] == 5);
  CHECK(sheet.total() == 39);
}

TEST_CASE("Mathematics: 3 VP per Progress token, itself included, Agriculture 4 VP", "[scoring][progress]") {
  GameState s = first_game();
  give_token(s, 0, "Mathematics");
  give_token(s, 0, "Agriculture");
  give_token(s, 0, "Law");
  CHECK(score_sheet(s, 0)[ScoreCategory::Progress] == 9 + 4);
}

TEST_CASE("Guilds count the city with the most cards, for coins and for VP", "[scoring][guilds]") {
  GameState s = first_game();
  give(s, 1, "Tavern");
  give(s, 1, "Stone Reserve");
  give(s, 1, "Forum");
  give(s, 0, "Brewery");
  give(s, 0, "Quarry");
  give(s, 0, "Clay Pool");
  give(s, 0, "Glassworks");
  give(s, 0, "Press");
  make_accessible(s, "Merchants Guild");  // C W G P, yellow cards
  s.cities[0].coins = 10;
  give(s, 0, "Lumber Yard");
  play(s, "construct Merchants Guild");
  CHECK(s.cities[0].coins == 10 + 3);  // player 2 has 3 yellow cards
  CHECK(score_sheet(s, 0)[ScoreCategory::Purple] == 3);
  // Shipowners: brown and grey counted together in one city.
  give(s, 0, "Shipowners Guild");
  CHECK(score_sheet(s, 0)[ScoreCategory::Purple] == 3 + 5);
}

TEST_CASE("Builders and Moneylenders Guilds", "[scoring][guilds]") {
  GameState s = first_game();
  give(s, 0, "Builders Guild");
  give(s, 0, "Moneylenders Guild");
  give_built_wonder(s, 1, "Piraeus");
  give_built_wonder(s, 1, "The Colossus");
  give_built_wonder(s, 0, "The Pyramids");
  s.cities[0].coins = 4;
  s.cities[1].coins = 10;
  CHECK(score_sheet(s, 0)[ScoreCategory::Purple] == 2 * 2 + 3);
}

TEST_CASE("Age III yellow cards pay coins once for the city at that moment", "[scoring][yellow]") {
  GameState s = first_game();
  give(s, 0, "Tavern");
  give(s, 0, "Clay Pool");
  give(s, 0, "Clay Pit");
  give(s, 0, "Glassworks");
  make_accessible(s, "Lighthouse");  // C C G; 1 coin per yellow card, itself included
  play(s, "construct Lighthouse");
  CHECK(s.cities[0].coins == 7 + 2);
  CHECK(score_sheet(s, 0)[ScoreCategory::Yellow] == 3);
  GameState a = first_game();
  give_built_wonder(a, 0, "The Pyramids");
  give_built_wonder(a, 0, "The Statue of Zeus");
  give(a, 0, "Clay Pool");
  give(a, 0, "Quarry");
  give(a, 0, "Lumber Yard");
  make_accessible(a, "Arena");
  play(a, "construct Arena");
  CHECK(a.cities[0].coins == 7 + 4);
}

TEST_CASE("Civilian victory, the blue-card tie-break and a shared victory", "[scoring]") {
  GameState s = first_game();
  s.age = 3;
  give(s, 0, "Palace");      // 7 blue
  give(s, 1, "Pantheon");    // 6 blue
  give(s, 1, "Workshop");    // 1 green
  s.cities[0].coins = 0;
  s.cities[1].coins = 0;
  s.present = 1;
  s.refresh_accessible();
  s.face_up |= 1;
  GameState tie = s;
  play(tie, "discard " + rules().cards[tie.slots[0]].name);  // +2 coins: no VP
  REQUIRE(tie.is_terminal());
  CHECK(tie.victory == VictoryType::Civilian);
  CHECK(tie.winner == 0);  // 7 = 7, more blue VP
  // Player 1: Gardens 6 blue + Workshop 1 green; player 2: Pantheon 6 blue + Apothecary 1 green.
  GameState shared = first_game();
  shared.age = 3;
  give(shared, 0, "Gardens");
  give(shared, 0, "Workshop");
  give(shared, 1, "Pantheon");
  give(shared, 1, "Apothecary");
  shared.cities[0].coins = 0;
  shared.cities[1].coins = 0;
  shared.present = 1;
  shared.refresh_accessible();
  shared.face_up |= 1;
  play(shared, "discard " + rules().cards[shared.slots[0]].name);
  REQUIRE(shared.is_terminal());
  CHECK(score_sheet(shared, 0).total() == score_sheet(shared, 1).total());
  CHECK(shared.victory == VictoryType::Shared);
  CHECK(shared.winner == kNone);
}

TEST_CASE("Rulings 9: a Guild's coins and VP each count the better city at their own time", "[scoring][guilds][rulings]") {
  GameState s = first_game();
  give(s, 1, "Theater");
  give(s, 1, "Altar");
  give(s, 0, "Baths");
  give(s, 0, "Lumber Yard");
  give(s, 0, "Logging Camp");
  give(s, 0, "Clay Pool");
  give(s, 0, "Press");
  make_accessible(s, "Magistrates Guild");  // W W C P: blue cards
  play(s, "construct Magistrates Guild");
  CHECK(s.cities[0].coins == 7 + 2);  // coins from player 2's 2 blue cards
  give(s, 0, "Statue");
  give(s, 0, "Temple");
  CHECK(score_sheet(s, 0)[ScoreCategory::Purple] == 3);  // VP from player 1's own 3 blue cards
}
