// Science: pairs of symbols earn a Progress token, six different symbols win.
#include "test_support.hpp"

using namespace duel;
using namespace duel::test;

TEST_CASE("A pair of identical symbols lets the player choose a board Progress token", "[science]") {
  GameState s = first_game();
  give(s, 0, "Apothecary");  // wheel
  give(s, 0, "Glassworks");
  give(s, 0, "Lumber Yard");
  give(s, 0, "Press");
  make_accessible(s, "School");  // wheel: W P P
  s.cities[0].coins = 10;
  play(s, "construct School");
  REQUIRE(s.phase == Phase::ChooseProgress);
  CHECK(s.to_move() == 0);
  ActionList legal;
  s.legal_actions(legal);
  CHECK(legal.size() == 5);
  const TokenId chosen = legal[0].card;
  REQUIRE(s.apply(legal[0]));
  CHECK((s.cities[0].progress >> chosen & 1));
  CHECK_FALSE(s.token_on_board(chosen));
  CHECK(s.phase == Phase::Play);
  CHECK(s.to_move() == 1);
}

TEST_CASE("Each pair counts once, no token is offered when the board is empty", "[science]") {
  GameState s = first_game();
  give(s, 0, "Apothecary");
  give(s, 0, "School");
  s.cities[0].science_pairs = 1U << static_cast<int>(Science::Wheel);
  for (auto& t : s.board_tokens) t = kNone;
  give(s, 0, "Scriptorium");
  make_accessible(s, "Library");
  give(s, 0, "Quarry");
  give(s, 0, "Lumber Yard");
  give(s, 0, "Glassworks");
  play(s, "construct Library");  // quill pair, but no token left
  CHECK(s.phase == Phase::Play);
  CHECK(s.to_move() == 1);
}

TEST_CASE("Six different science symbols win at once", "[science]") {
  GameState s = first_game();
  for (const char* name : {"Scriptorium", "Workshop", "Pharmacist", "Apothecary", "Academy"}) give(s, 0, name);
  make_accessible(s, "University");  // globe, 6th symbol; C G P
  s.cities[0].coins = 20;
  play(s, "construct University");
  CHECK(s.is_terminal());
  CHECK(s.winner == 0);
  CHECK(s.victory == VictoryType::Science);
}

TEST_CASE("The Law token is a science symbol", "[science][progress]") {
  GameState s = first_game();
  for (const char* name : {"Scriptorium", "Workshop", "Pharmacist", "Apothecary", "Academy"}) give(s, 0, name);
  s.board_tokens[0] = token("Law");
  for (int i = 1; i < 5; ++i) {
    if (s.board_tokens[static_cast<std::size_t>(i)] == token("Law")) s.board_tokens[static_cast<std::size_t>(i)] = kNone;
  }
  detail::push_pending(s, Phase::ChooseProgress, 0);
  s.phase = Phase::ChooseProgress;
  play(s, "progress Law");
  CHECK(s.is_terminal());
  CHECK(s.victory == VictoryType::Science);
}
