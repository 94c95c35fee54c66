// Game flow: the Wonder selection, the three uses of a card, Wonders and their
// effects, replays, reveals, the 7-Wonder limit and the end of each Age.
#include "test_support.hpp"

using namespace duel;
using namespace duel::test;

TEST_CASE("Wonder selection: A B B A, then B A A B, 4 Wonders each", "[flow][selection]") {
  GameState s(rules(), make_setup(rules(), 7, GameOptions{}));
  REQUIRE(s.phase == Phase::WonderSelection);
  const Player expected[] = {0, 1, 1, 0, 1, 0, 0, 1};
  for (int step = 0; step < 8; ++step) {
    CHECK(s.to_move() == expected[step]);
    ActionList legal;
    s.legal_actions(legal);
    CHECK(legal.size() == 4 - step % 4);
    // The offer is the first 4 Wonders of the setup, then the next 4.
    for (const Action& a : legal) {
      const auto pos = std::find(s.wonder_order.begin(), s.wonder_order.end(), a.card) - s.wonder_order.begin();
      CHECK(pos / 4 == step / 4);
    }
    REQUIRE(s.apply(legal[0]));
  }
  CHECK(s.phase == Phase::Play);
  CHECK(s.age == 1);
  CHECK(s.to_move() == 0);
  CHECK(s.cities[0].wonder_count == 4);
  CHECK(s.cities[1].wonder_count == 4);
}

TEST_CASE("First-game Wonders are assigned as in the rulebook", "[flow][selection]") {
  const GameState s = first_game();
  CHECK(s.phase == Phase::Play);
  const std::array<const char*, 4> p1 = {"The Pyramids", "The Great Lighthouse", "The Temple of Artemis", "The Statue of Zeus"};
  const std::array<const char*, 4> p2 = {"Circus Maximus", "Piraeus", "The Appian Way", "The Colossus"};
  for (int i = 0; i < 4; ++i) {
    CHECK(rules().wonders[s.cities[0].wonders[i]].name == p1[i]);
    CHECK(rules().wonders[s.cities[1].wonders[i]].name == p2[i]);
  }
}

TEST_CASE("Age I layout: 20 cards, rows 1, 3, 5 face up, the bottom row accessible", "[flow][structure]") {
  const GameState s = first_game();
  CHECK(s.slot_count() == 20);
  CHECK(s.accessible_slots() == 0xFC000U);  // slots 14..19
  CHECK(s.face_up == (0x3U | (0xFU << 5) | (0x3FU << 14)));
}

TEST_CASE("Rulebook: discarding with two yellow cards gives 4 coins", "[flow]") {
  GameState s = first_game();
  give(s, 0, "Tavern");
  give(s, 0, "Stone Reserve");
  const std::string name = any_accessible(s);
  EventLog events;
  play(s, "discard " + name, &events);
  CHECK(s.cities[0].coins == 7 + 4);
  CHECK(s.discard_count == 1);
  CHECK(events.front().type == EventType::CardDiscarded);
  CHECK(events.front().value == 4);
}

TEST_CASE("Uncovered face-down cards are revealed at the end of the turn", "[flow][structure]") {
  GameState s = first_game();
  // Slot 9 (row 4, face down) is covered by 14 and 15.
  play(s, "discard " + rules().cards[s.slots[14]].name);
  CHECK_FALSE((s.face_up >> 9 & 1));
  EventLog events;
  play(s, "discard " + rules().cards[s.slots[15]].name, &events);
  CHECK((s.face_up >> 9 & 1));
  CHECK(s.slot_accessible(9));
  CHECK(std::any_of(events.begin(), events.end(), [](const Event& e) { return e.type == EventType::CardRevealed && e.b == 9; }));
}

TEST_CASE("Rulebook: the 7th Wonder sends the last unbuilt Wonder to the box", "[flow][wonders]") {
  GameState s = first_game();
  // Player 1 built 4 Wonders, player 2 built 2 and builds a third: 7 in all.
  for (const char* w : {"The Pyramids", "The Great Lighthouse", "The Temple of Artemis", "The Statue of Zeus"}) give_built_wonder(s, 0, w);
  give_built_wonder(s, 1, "Circus Maximus");
  give_built_wonder(s, 1, "Piraeus");
  s.current = 1;
  s.cities[1].coins = 50;
  EventLog events;
  play(s, "wonder The Colossus with " + any_accessible(s), &events);
  CHECK(s.wonders_built_total() == 7);
  const WonderId appian = wonder("The Appian Way");
  CHECK(std::find(s.cities[1].wonders.begin(), s.cities[1].wonders.end(), appian) == s.cities[1].wonders.end());
  CHECK(std::any_of(events.begin(), events.end(), [&](const Event& e) { return e.type == EventType::WonderToBox && e.a == appian; }));
}

TEST_CASE("Wonders: coins, the opponent's loss, play again, VP", "[flow][wonders]") {
  GameState s = first_game();
  s.current = 1;
  s.cities[1].coins = 30;
  s.cities[0].coins = 2;
  play(s, "wonder The Appian Way with " + any_accessible(s));
  CHECK(s.cities[1].coins == 30 - 10 + 3);  // P C C S S bought at 2 each
  CHECK(s.cities[0].coins == 0);            // lost 3, had 2
  CHECK(s.to_move() == 1);                  // play again
  CHECK(score_sheet(s, 1)[ScoreCategory::Wonders] == 3);
}

TEST_CASE("Theology gives every Wonder play again", "[flow][wonders][progress]") {
  GameState s = first_game();
  give_token(s, 0, "Theology");
  s.cities[0].coins = 30;
  play(s, "wonder The Pyramids with " + any_accessible(s));
  CHECK(s.to_move() == 0);
}

TEST_CASE("The Statue of Zeus puts an opponent's brown card in the discard pile", "[flow][wonders]") {
  GameState s = first_game();
  give(s, 1, "Quarry");
  give(s, 1, "Glassworks");
  s.cities[0].coins = 30;
  CHECK(s.trade_price(0, Resource::Stone) == 3);
  play(s, "wonder The Statue of Zeus with " + any_accessible(s));
  REQUIRE(s.phase == Phase::DiscardOpponentCard);
  ActionList legal;
  s.legal_actions(legal);
  REQUIRE(legal.size() == 1);  // only the brown card
  play(s, "destroy Quarry");
  CHECK_FALSE(s.cities[1].cards.contains(card("Quarry")));
  CHECK(s.cities[1].color_count[static_cast<int>(Color::Brown)] == 0);
  CHECK(s.trade_price(0, Resource::Stone) == 2);
  CHECK(s.discard_pile[0] == card("Quarry"));
  CHECK(s.to_move() == 1);
}

TEST_CASE("The Statue of Zeus with no brown card to take: the rest still applies", "[flow][wonders]") {
  GameState s = first_game();
  s.cities[0].coins = 30;
  play(s, "wonder The Statue of Zeus with " + any_accessible(s));
  CHECK(s.phase == Phase::Play);
  CHECK(s.conflict_pawn == 1);
  CHECK(s.to_move() == 1);
}

TEST_CASE("The Mausoleum constructs a discarded card for free, without the chain bonus", "[flow][wonders]") {
  GameState s = first_game(3);
  s.cities[0].wonders = {wonder("The Mausoleum"), kNone, kNone, kNone};
  s.discard_pile[0] = card("Baths");
  s.discard_count = 1;
  give(s, 0, "Altar");
  give_token(s, 0, "Urbanism");
  s.cities[0].coins = 40;
  play(s, "wonder The Mausoleum with " + any_accessible(s));
  REQUIRE(s.phase == Phase::ConstructFromDiscard);
  const int coins = s.cities[0].coins;
  play(s, "construct discarded Baths");
  CHECK(s.cities[0].cards.contains(card("Baths")));
  CHECK(s.discard_count == 0);
  CHECK(s.cities[0].coins == coins);
}

TEST_CASE("The Great Library draws 3 box tokens, the other 2 go back to the box", "[flow][wonders][progress]") {
  GameState s = first_game(5);
  s.cities[0].wonders = {wonder("The Great Library"), kNone, kNone, kNone};
  s.cities[0].coins = 40;
  const std::array<TokenId, 5> box = {s.box_tokens[0], s.box_tokens[1], s.box_tokens[2], s.box_tokens[3], s.box_tokens[4]};
  play(s, "wonder The Great Library with " + any_accessible(s));
  REQUIRE(s.phase == Phase::ChooseProgress);
  ActionList legal;
  s.legal_actions(legal);
  REQUIRE(legal.size() == 3);
  for (const Action& a : legal) CHECK(std::find(box.begin(), box.begin() + 3, a.card) != box.begin() + 3);
  REQUIRE(s.apply(legal[1]));
  CHECK((s.cities[0].progress >> legal[1].card & 1));
  CHECK(s.box_token_count == 4);
}

TEST_CASE("End of an Age: the weaker military chooses who starts", "[flow][age]") {
  GameState s = first_game();
  s.conflict_pawn = 2;  // towards player 2's capital: player 2 is weaker
  s.present = 1;        // only slot 0 left (pretend the rest was taken)
  s.refresh_accessible();
  s.face_up |= 1;
  play(s, "discard " + rules().cards[s.slots[0]].name);
  CHECK(s.age == 2);
  CHECK(s.phase == Phase::ChooseFirstPlayer);
  CHECK(s.to_move() == 1);
  play(s, "first player 1");
  CHECK(s.phase == Phase::Play);
  CHECK(s.to_move() == 0);
  CHECK(s.slot_count() == 20);
  CHECK(s.accessible_slots() == 0xC0000U);  // Age II: the 2-card bottom row
}

TEST_CASE("End of an Age with the pawn on the centre: the last player chooses, replays are lost", "[flow][age]") {
  GameState s = first_game();
  s.current = 1;
  s.present = 1;
  s.refresh_accessible();
  s.face_up |= 1;
  s.cities[1].coins = 40;
  EventLog events;
  play(s, "wonder The Appian Way with " + rules().cards[s.slots[0]].name, &events);
  CHECK(std::any_of(events.begin(), events.end(), [](const Event& e) { return e.type == EventType::ReplayLost; }));
  CHECK(s.phase == Phase::ChooseFirstPlayer);
  CHECK(s.to_move() == 1);
}

TEST_CASE("Rulings 4: the Mausoleum with an empty discard pile and the Great Library with an empty box are skipped", "[flow][wonders][rulings]") {
  GameState s = first_game(8);
  s.cities[0].wonders = {wonder("The Mausoleum"), wonder("The Great Library"), kNone, kNone};
  s.cities[0].coins = 60;
  s.box_token_count = 0;
  give_token(s, 0, "Theology");  // replay, so player 1 builds both Wonders in a row
  play(s, "wonder The Mausoleum with " + any_accessible(s));
  CHECK(s.phase == Phase::Play);
  CHECK(s.to_move() == 0);
  CHECK(score_sheet(s, 0)[ScoreCategory::Wonders] == 2);
  play(s, "wonder The Great Library with " + any_accessible(s));
  CHECK(s.phase == Phase::Play);
  CHECK(score_sheet(s, 0)[ScoreCategory::Wonders] == 2 + 4);
}

TEST_CASE("Rulings 2: Theology never gives a Wonder two replays", "[flow][wonders][rulings]") {
  GameState s = first_game();
  give_token(s, 0, "Theology");
  s.cities[0].coins = 40;
  play(s, "wonder The Temple of Artemis with " + any_accessible(s));  // has play again already
  CHECK(s.to_move() == 0);
  play(s, "discard " + any_accessible(s));
  CHECK(s.to_move() == 1);  // one replay only
}

TEST_CASE("why_illegal explains refused actions in a player's words", "[flow][legality]") {
  GameState s = first_game();
  make_accessible(s, "Stone Reserve");
  s.cities[0].coins = 1;
  CHECK(why_illegal(s, Action{ActionType::Construct, card("Stone Reserve"), kNone}) == "needs 2 more coins");
  CHECK(why_illegal(s, Action{ActionType::Discard, card("Stone Reserve"), kNone}).empty());
  CHECK(discard_value(s, 0) == 2);
  const CardId covered = s.slots[0];
  // Slot 0 lies under slots 2 and 3 (face down); make_accessible took Stone Reserve out of one.
  REQUIRE(((s.present >> 2 & 1) + (s.present >> 3 & 1)) == 1);
  CHECK(why_illegal(s, Action{ActionType::Discard, covered, kNone}) == "covered by 1 face-down card");
  CHECK(why_illegal(s, Action{ActionType::BuildWonder, card("Stone Reserve"), wonder("Piraeus")}) == "not one of your Wonders");
  for (const char* w : {"The Pyramids", "The Great Lighthouse", "The Temple of Artemis"}) give_built_wonder(s, 0, w);
  for (const char* w : {"Circus Maximus", "Piraeus", "The Appian Way", "The Colossus"}) give_built_wonder(s, 1, w);
  s.cities[0].coins = 50;
  CHECK(why_illegal(s, Action{ActionType::BuildWonder, card("Stone Reserve"), wonder("The Statue of Zeus")}) ==
        "7 Wonders already built");
  CHECK(why_illegal(s, Action{ActionType::ChooseFirstPlayer, 0, kNone}) == "take a card from the structure first");
}
