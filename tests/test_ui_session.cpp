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

TEST_CASE("UI session: a game against the computer reloads as You against the Computer", "[ui][session]") {
  // Issue 11 item 1: after Load or Continue the names were "Player 1 / Player 2".
  auto s = duel::ui::GameSession::start(session_rules(), 77, duel::GameOptions{});
  REQUIRE(s);
  s->ai_seat = 1;
  s->difficulty = "hard";
  play_moves(*s, 20);
  std::string error;
  auto loaded = duel::ui::GameSession::from_json(session_rules(), s->to_json(), error);
  REQUIRE(loaded);
  CHECK(loaded->ai_seat == 1);
  CHECK(loaded->difficulty == "hard");
  CHECK(loaded->names[0] == "You");
  CHECK(loaded->names[1] == "Computer");
  // The move log rebuilt on loading speaks of them too.
  int yours = 0, computers = 0;
  for (const duel::ui::LogLine& line : loaded->log()) {
    if (line.is_event) continue;
    CHECK(line.text.find("Player ") != 0);
    yours += line.text.rfind("You", 0) == 0;
    computers += line.text.rfind("Computer", 0) == 0;
  }
  CHECK(yours > 0);
  CHECK(computers > 0);
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

TEST_CASE("UI words: moves read as a person would say them", "[ui][session]") {
  // Issue 11 item 14: "wonder The Great Lighthouse with Wood Reserve", "first player 1".
  const duel::Rules& r = *session_rules();
  const duel::ui::PlayerNames names{"Player 1", "Player 2"};
  const duel::CardId reserve = r.find_card("Wood Reserve");
  const duel::CardId baths = r.find_card("Baths");
  const duel::WonderId lighthouse = r.find_wonder("The Great Lighthouse");
  REQUIRE(reserve != duel::kNone);
  REQUIRE(lighthouse != duel::kNone);
  const duel::Action wonder{duel::ActionType::BuildWonder, reserve, lighthouse};
  duel::EventLog paid{{duel::EventType::WonderBuilt, 1, lighthouse, reserve, 4}};
  CHECK(duel::ui::move_sentence(r, wonder, "Player 2", names, &paid) ==
        "Player 2 builds The Great Lighthouse using Wood Reserve (4 coins)");
  const duel::Action first{duel::ActionType::ChooseFirstPlayer, 0, duel::kNone};
  CHECK(duel::ui::move_sentence(r, first, "Player 2", names, nullptr, 2) == "Player 2 chooses: Player 1 will start Age II");
  CHECK(duel::ui::move_sentence(r, first, "Player 1", names, nullptr, 3) == "Player 1 will start Age III");
  duel::EventLog one_coin{{duel::EventType::CardDiscarded, 0, baths, duel::kNone, 1}};
  CHECK(duel::ui::move_sentence(r, {duel::ActionType::Discard, baths, duel::kNone}, "You", names, &one_coin) ==
        "You discard Baths for 1 coin");
  duel::EventLog chain{{duel::EventType::CardConstructed, 0, baths, 1, 0}};
  CHECK(duel::ui::move_sentence(r, {duel::ActionType::Construct, baths, duel::kNone}, "Computer", names, &chain) ==
        "Computer builds Baths (free through a chain)");
  // A hint is an imperative.
  CHECK(duel::ui::move_sentence(r, {duel::ActionType::Construct, baths, duel::kNone}, "", names) == "build Baths");
}
