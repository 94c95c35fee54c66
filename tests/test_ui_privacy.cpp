// The one view a screen draws from (issue 31 item 5, issue 32 item 4): GameSession::view
// is the engine's observation for the player at the screen, never the true state while
// the game is on; the move log and the messages are written for one reader. The frames
// themselves are audited in test_ui_screens_privacy.cpp.
#include <catch2/catch.hpp>

#include "duel/data_loader.hpp"
#include "duel/observation.hpp"
#include "duel/zones.hpp"
#include "session.hpp"

namespace {

std::shared_ptr<const duel::Rules> both_rules() {
  static const std::shared_ptr<const duel::Rules> loaded = [] {
    duel::LoadResult r = duel::load_rules(DUEL_SOURCE_DATA_DIR, {"agora", "pantheon"});
    REQUIRE(r.ok());
    return r.rules;
  }();
  return loaded;
}

// How many places of `truth` hold a component `viewer` is not shown.
int hidden_places(const duel::GameState& truth, duel::Player viewer) {
  int n = 0;
  duel::for_each_place(truth, [&](const duel::Place& p, std::uint8_t) { n += !duel::place_visible(truth, p, viewer); });
  return n;
}

}  // namespace

TEST_CASE("UI privacy: the session's view is the observation of the player at the screen", "[ui][session][privacy]") {
  auto s = duel::ui::GameSession::start(both_rules(), 5, duel::GameOptions{false, {"agora", "pantheon"}});
  REQUIRE(s);
  // Into Age I: the structure has face-down cards.
  for (int i = 0; i < 12 && s->state().age < 1; ++i) {
    duel::ActionList actions;
    s->state().legal_actions(actions);
    duel::EventLog events;
    REQUIRE(s->play(actions[0], events));
  }
  REQUIRE(s->state().age == 1);
  const duel::GameState& truth = s->state();
  for (duel::Player viewer = 0; viewer < 2; ++viewer) {
    const duel::GameState& seen = s->view(viewer);
    CHECK(&seen != &truth);
    const duel::GameState expected = duel::observe(truth, viewer);
    CHECK(seen.slots == expected.slots);
    CHECK(seen.age_decks == expected.age_decks);
    CHECK(seen.agora.deck == expected.agora.deck);
    CHECK(seen.pantheon.decks == expected.pantheon.decks);
    // Every face-down structure card is kNone in the view, its back kept apart.
    int face_down = 0;
    for (int i = 0; i < truth.slot_count(); ++i) {
      if ((truth.present >> i & 1U) && !(truth.face_up >> i & 1U)) {
        ++face_down;
        CHECK(seen.slots[static_cast<std::size_t>(i)] == duel::kNone);
        CHECK(truth.slots[static_cast<std::size_t>(i)] != duel::kNone);
      }
    }
    CHECK(face_down == 10);  // Age I with Agora: 10 of its cards face down
    CHECK(hidden_places(truth, viewer) > face_down);  // the decks and the box too
  }
  // Nobody at the screen (kNone): the true state, as after the game.
  CHECK(&s->view(duel::kNone) == &truth);
}

TEST_CASE("UI privacy: the view follows the game through moves and undo", "[ui][session][privacy]") {
  auto s = duel::ui::GameSession::start(both_rules(), 9, duel::GameOptions{false, {"agora", "pantheon"}});
  REQUIRE(s);
  duel::EventLog events;
  for (int i = 0; i < 30 && !s->state().is_terminal(); ++i) {
    duel::ActionList actions;
    s->state().legal_actions(actions);
    REQUIRE(s->play(actions[static_cast<std::size_t>(i * 7 + 3) % actions.size()], events));
    const duel::Player viewer = s->state().to_move();
    const duel::GameState expected = duel::observe(s->state(), viewer);
    CHECK(s->view(viewer).slots == expected.slots);
    CHECK(s->view(viewer).agora.hands[duel::opponent(viewer)].ids == expected.agora.hands[duel::opponent(viewer)].ids);
  }
  // After an undo the same number of moves can lead elsewhere: the view is the new one's.
  const duel::Player viewer = s->state().to_move();
  (void)s->view(viewer);
  REQUIRE(s->undo());
  duel::ActionList actions;
  s->state().legal_actions(actions);
  REQUIRE(actions.size() > 1);
  REQUIRE(s->play(actions[actions.size() - 1], events));
  const duel::Player now = s->state().to_move();
  const duel::GameState expected = duel::observe(s->state(), now);
  CHECK(s->view(now).slots == expected.slots);
  CHECK(s->view(now).present == expected.present);
  CHECK(s->view(now).cities[0].coins == expected.cities[0].coins);
  CHECK(s->view(now).cities[1].coins == expected.cities[1].coins);
}

TEST_CASE("UI privacy: the log and the messages have one reader", "[ui][session][privacy]") {
  auto s = duel::ui::GameSession::start(both_rules(), 5, duel::GameOptions{false, {"agora", "pantheon"}});
  REQUIRE(s);
  CHECK(s->log_reader() == duel::kNone);  // hot-seat: both players read the log
  s->ai_seat = 1;
  CHECK(s->log_reader() == 0);  // against the computer: the human
  s->ai_seat = 0;
  CHECK(s->log_reader() == 1);
}
