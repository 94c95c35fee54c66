// Agora's decisions refuse a move in the engine's words (issue 29): each kind's own
// reason ("you have no cube in chamber 2"), and for a move it does not know, the moves
// there are now, never "no move begins with" a word the decision uses.
#include "agora_test_support.hpp"

using namespace duel;
using namespace duel::test;
using namespace duel::test::agora;

TEST_CASE("agora: a Politician's refused Senate action says why", "[agora][illegal][senator]") {
  GameState s = new_game();
  make_accessible(s, "Middle Politician 1");
  move(s, "recruit Middle Politician 1");
  REQUIRE(s.phase == Phase::SenateActions);
  CHECK(why_move_refused(s, "place cube chamber 1") == "chamber 1 is not in the Politician's section (chambers 3 and 4)");
  CHECK(why_move_refused(s, "move cube 2 3") == "you have no cube in chamber 2");
  CHECK(why_move_refused(s, "place cube chamber 7") ==
        "no such move now; the moves are: place cube chamber 3, place cube chamber 4");
  CHECK(why_move_refused(s, "fly away") == "no move begins with \"fly\" (moves now begin with \"place\", \"senate\")");
  put_cubes(s, 0, 2, 1);
  CHECK(why_move_refused(s, "move cube 2 4") == "chamber 4 is not next to chamber 2");
  CHECK(why_move_refused(s, "move no cube") == "not a move now (now: Senate actions)");
  s.agora.supply[0] = 0;
  CHECK(why_move_refused(s, "place cube chamber 3") == "you have no cube left in your supply");
}

TEST_CASE("agora: conspiring refuses a cube without supply and a Conspiracy not drawn", "[agora][illegal][conspiracy]") {
  GameState s = new_game();
  stack_deck(s, {"Coup", "Blackmail", "Sabotage"});
  make_accessible(s, "Conspirator 4");
  move(s, "recruit Conspirator 4");
  REQUIRE(s.phase == Phase::ConspiratorAction);
  s.agora.supply[0] = 0;
  CHECK(why_move_refused(s, "place cube chamber 2") == "you have no cube left in your supply");
  move(s, "conspire");
  REQUIRE(s.phase == Phase::KeepConspiracy);
  CHECK(why_move_refused(s, "conspire keep Sabotage top") == "Sabotage was not drawn (drawn: Coup and Blackmail)");
  CHECK(why_move_refused(s, "conspire keep Coup and the other") ==
        "you keep one; the other goes on top of the deck or at its bottom");
  CHECK(why_move_refused(s, "conspire keep Coup sideways") ==
        "no such move now; the moves are: conspire keep Blackmail top, conspire keep Blackmail bottom, conspire keep Coup top, "
        "conspire keep Coup bottom");
}

TEST_CASE("agora: a throw, a swap and a cube move refused in words", "[agora][illegal][conspiracy]") {
  // Turn of Events: the first card must go; a card given away or covered cannot.
  GameState s = new_game();
  give_conspiracy(s, 0, "Turn of Events", acard("Glassworks"));
  give_card(s, 1, "Tavern");
  detail::start_turn(s, 0, nullptr);
  move(s, "trigger Turn of Events");
  REQUIRE(s.phase == Phase::DiscardAccessible);
  CHECK(why_move_refused(s, "discard no more") == "the first card must go to the discard pile");
  CHECK(why_move_refused(s, "throw Tavern") == "Tavern is not in the structure");
  int covered = -1;
  for (int i = 0; i < s.slot_count() && covered < 0; ++i) {
    if ((s.present >> i & 1) && (s.face_up >> i & 1) && !s.slot_accessible(i)) covered = i;
  }
  REQUIRE(covered >= 0);
  const std::string name = R().cards[s.slots[static_cast<std::size_t>(covered)]].name;
  CHECK(why_move_refused(s, "throw " + name) == name + " is not accessible: cards still cover it");
  // Coercion: a colour not asked, a colour without a card to give back, then the card given.
  GameState t = new_game();
  give_conspiracy(t, 0, "Coercion", acard("Glassworks"));
  give_card(t, 1, "Apothecary");
  give_card(t, 1, "Baths");
  give_card(t, 1, "Tavern");
  give_card(t, 0, "Scriptorium");
  give_card(t, 0, "Pharmacist");
  set_cubes(t, 0, 1, 1);
  detail::start_turn(t, 0, nullptr);
  move(t, "trigger Coercion");
  REQUIRE(t.phase == Phase::SwapCard);
  CHECK(why_move_refused(t, "swap Tavern") == "Tavern is yellow: take a green or blue card");
  CHECK(why_move_refused(t, "swap Baths") == "you have no blue card to give back");
  CHECK(why_move_refused(t, "swap Lumber Yard") == "the opponent has no Lumber Yard");
  move(t, "swap Apothecary");
  CHECK(why_move_refused(t, "swap Apothecary") == "Apothecary is the card you just took");
  CHECK(why_move_refused(t, "swap Baths") == "you have no Baths");
  move(t, "swap Scriptorium");
  REQUIRE(t.phase == Phase::MoveCube);  // Coercion's "+move"
  CHECK(why_move_refused(t, "move cube 3 4") == "you have no cube in chamber 3");
  CHECK(why_move_refused(t, "move cube 1 3") == "chamber 3 is not next to chamber 1");
  CHECK(why_move_refused(t, "move cube 1 9") == "no such move now; the moves are: move cube 1 2, move no cube");
}
