// The UI's midend (GameSession): moves in words, undo any number of moves back, undo
// to the human's decision against the computer, and a saved game that reloads as
// exactly the same game; bad saves give an error.
#include <catch2/catch.hpp>

#include "duel/data_loader.hpp"
#include "duel/notation.hpp"

// The UI target is not linked into the tests: compile its engine-only parts here.
#include "describe.hpp"
#include "session.hpp"

namespace {

std::shared_ptr<const duel::Rules> session_rules() {
  static const std::shared_ptr<const duel::Rules> loaded = [] {
    duel::LoadResult r = duel::load_rules(DUEL_SOURCE_DATA_DIR);
    REQUIRE(r.ok());
    return r.rules;
  }();
  return loaded;
}

// Plays `n` moves with a fixed rule; returns the states seen.
std::vector<duel::GameState> play_moves(duel::ui::GameSession& s, int n) {
  std::vector<duel::GameState> seen{s.state()};
  for (int i = 0; i < n && !s.state().is_terminal(); ++i) {
    duel::ActionList actions;
    s.state().legal_actions(actions);
    duel::EventLog events;
    REQUIRE(s.play(actions[(i * 5 + 1) % actions.size()], events));
    seen.push_back(s.state());
  }
  return seen;
}

}  // namespace

TEST_CASE("UI session: undo any number of moves back", "[ui][session]") {
  auto s = duel::ui::GameSession::start(session_rules(), 77, duel::GameOptions{});
  REQUIRE(s);
  const auto seen = play_moves(*s, 60);
  REQUIRE(s->move_count() == 60);
  CHECK(!s->log().empty());
  CHECK(s->log().back().move == 59);
  for (int i = 59; i >= 0; --i) {
    REQUIRE(s->undo());
    CHECK(s->move_count() == i);
    CHECK(s->state() == seen[static_cast<std::size_t>(i)]);
  }
  CHECK_FALSE(s->undo());
  CHECK(s->log().empty());
}

TEST_CASE("UI session: undo against the computer goes back to the human's decision", "[ui][session]") {
  auto s = duel::ui::GameSession::start(session_rules(), 5, duel::GameOptions{});
  REQUIRE(s);
  s->ai_seat = 1;
  play_moves(*s, 40);
  const duel::Player human = 0;
  while (s->state().to_move() != human) play_moves(*s, 1);
  const int before = s->move_count();
  REQUIRE(s->undo_to_human(human));
  CHECK(s->state().to_move() == human);
  CHECK(s->move_count() < before);
}

TEST_CASE("UI session: a saved game reloads as exactly the same game", "[ui][session]") {
  auto s = duel::ui::GameSession::start(session_rules(), 123, duel::GameOptions{});
  REQUIRE(s);
  play_moves(*s, 45);
  const std::string json = s->to_json();
  std::string error;
  auto loaded = duel::ui::GameSession::from_json(session_rules(), json, error);
  INFO(error);
  REQUIRE(loaded);
  CHECK(loaded->state() == s->state());
  CHECK(loaded->move_count() == s->move_count());
  CHECK(loaded->record().moves == s->record().moves);
  // Every earlier state is rebuilt too, so undo works after loading.
  REQUIRE(loaded->undo());
  REQUIRE(s->undo());
  CHECK(loaded->state() == s->state());
  // Only the first moves of a record.
  auto partial = duel::ui::GameSession::from_json(session_rules(), json, error, 10);
  REQUIRE(partial);
  CHECK(partial->move_count() == 10);
}

TEST_CASE("UI session: corrupt and incompatible saves give an error, not a crash", "[ui][session]") {
  std::string error;
  CHECK_FALSE(duel::ui::GameSession::from_json(session_rules(), "", error));
  CHECK_FALSE(error.empty());
  error.clear();
  CHECK_FALSE(duel::ui::GameSession::from_json(session_rules(), "{\"version\": 1}", error));
  CHECK_FALSE(error.empty());
  error.clear();
  CHECK_FALSE(duel::ui::GameSession::from_json(session_rules(), "[[[", error));
  CHECK_FALSE(error.empty());
  auto s = duel::ui::GameSession::start(session_rules(), 9, duel::GameOptions{});
  play_moves(*s, 12);
  std::string json = s->to_json();
  // Make the last move one that is not legal.
  duel::GameRecord record = *duel::record_from_json(*session_rules(), json, error);
  record.moves.back() = "construct Palace";
  error.clear();
  CHECK_FALSE(duel::ui::GameSession::from_record(session_rules(), record, error));
  CHECK(error.find("move 12") != std::string::npos);
}

TEST_CASE("UI words: event messages and payment lines", "[ui][session]") {
  const duel::Rules& r = *session_rules();
  const duel::ui::PlayerNames names{"Ann", "Bob"};
  duel::Event token{duel::EventType::MilitaryTokenTaken, 1, 0, duel::kNone, 5};
  CHECK(duel::ui::event_message(r, token, names) == "Military token: Bob loses 5 coins");
  duel::Event replay{duel::EventType::ReplayTurn, 0};
  CHECK(duel::ui::event_message(r, replay, names) == "Ann plays again");
  duel::Payment p;
  p.total = 5;
  p.printed_coins = 1;
  p.bought[0] = 2;
  p.unit_price[0] = 2;
  const auto lines = duel::ui::payment_lines(p, 3);
  CHECK(lines.back() == "Needs 2 more coins");
}
