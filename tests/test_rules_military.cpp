// The military track: shields, Military tokens, supremacy, end-game VP, Strategy.
#include "test_support.hpp"

using namespace duel;
using namespace duel::test;

TEST_CASE("Rulebook: the Archery Range moves the pawn into a token zone", "[military]") {
  GameState s = first_game();
  s.conflict_pawn = 1;
  give(s, 0, "Quarry");
  give(s, 0, "Lumber Yard");
  give(s, 0, "Press");
  make_accessible(s, "Archery Range");
  EventLog events;
  play(s, "construct Archery Range", &events);
  CHECK(s.conflict_pawn == 3);
  CHECK(s.cities[1].coins == 7 - 2);  // the 2-coin token on player 2's side
  CHECK_FALSE(s.military_token_present(1, 1));
  CHECK(s.military_token_present(1, 2));
  CHECK(std::any_of(events.begin(), events.end(), [](const Event& e) {
    return e.type == EventType::MilitaryTokenTaken && e.player == 1 && e.value == 2;
  }));
  // The token is gone: moving back and forth through the zone costs nothing more.
  s.conflict_pawn = 2;
  detail::move_conflict_pawn(s, 0, 1, nullptr);
  CHECK(s.cities[1].coins == 5);
}

TEST_CASE("One move can take two tokens, a loss never goes below zero", "[military]") {
  GameState s = first_game();
  s.conflict_pawn = 2;
  s.cities[1].coins = 4;
  detail::move_conflict_pawn(s, 0, 4, nullptr);  // to 6: enters 3-5 and 6-8
  CHECK(s.conflict_pawn == 6);
  CHECK(s.cities[1].coins == 0);
  CHECK_FALSE(s.military_token_present(1, 1));
  CHECK_FALSE(s.military_token_present(1, 2));
  CHECK(s.military_token_present(0, 1));
}

TEST_CASE("Player 2's shields move the pawn towards player 1's capital", "[military]") {
  GameState s = first_game();
  detail::move_conflict_pawn(s, 1, 3, nullptr);
  CHECK(s.conflict_pawn == -3);
  CHECK(s.cities[0].coins == 5);
  CHECK(military_victory_points(s, 1) == 5);
  CHECK(military_victory_points(s, 0) == 0);
}

TEST_CASE("Entering the capital is military supremacy and ends the game at once", "[military]") {
  GameState s = first_game();
  s.conflict_pawn = 7;
  s.military_tokens = 0;
  give(s, 0, "Stone Pit");
  give(s, 0, "Quarry");
  make_accessible(s, "Walls");
  play(s, "construct Walls");
  CHECK(s.is_terminal());
  CHECK(s.winner == 0);
  CHECK(s.victory == VictoryType::Military);
  ActionList legal;
  s.legal_actions(legal);
  CHECK(legal.empty());
}

TEST_CASE("Military VP by zone: 0, 2, 5, 10", "[military][scoring]") {
  GameState s = first_game();
  const int expected[] = {0, 2, 2, 5, 5, 5, 10, 10, 10};
  for (int pos = 0; pos <= 8; ++pos) {
    s.conflict_pawn = static_cast<std::int8_t>(pos);
    CHECK(military_victory_points(s, 0) == expected[pos]);
    CHECK(score_sheet(s, 0)[ScoreCategory::Military] == expected[pos]);
    CHECK(military_victory_points(s, 1) == 0);
  }
}

TEST_CASE("Strategy adds a shield to later red cards, not to Wonders", "[military][progress]") {
  GameState s = first_game();
  give_token(s, 0, "Strategy");
  make_accessible(s, "Guard Tower");
  play(s, "construct Guard Tower");
  CHECK(s.conflict_pawn == 2);
  // Player 1's Statue of Zeus (1 shield) gains nothing from Strategy.
  GameState w = first_game();
  give_token(w, 0, "Strategy");
  w.cities[0].coins = 30;
  const CardId any = w.slots[static_cast<std::size_t>(std::countr_zero(w.accessible_slots()))];
  play(w, "wonder The Statue of Zeus with " + rules().cards[any].name);
  CHECK(w.conflict_pawn == 1);
}
