// The animation queue (src/ui/animation.*): the steps made for known moves, in order,
// with their durations at each speed; what the scene shows while they play (the
// treasury before the change, arrivals hidden); skipping. The application's side
// (the computer's move waits, drawing never changes the game, idle) is in
// test_ui_screens_animation.cpp.
#include <catch2/catch.hpp>

#include <algorithm>
#include <functional>
#include <memory>

#include "animation.hpp"
#include "duel/data_loader.hpp"
#include "duel/rng.hpp"
#include "session.hpp"

namespace {

using duel::ui::AnimationQueue;
using duel::ui::AnimationSpeed;
using duel::ui::AnimationStep;
using duel::ui::CardDestination;
using duel::ui::StepKind;

std::shared_ptr<const duel::Rules> rules() {
  static const std::shared_ptr<const duel::Rules> loaded = [] {
    duel::LoadResult r = duel::load_rules(DUEL_SOURCE_DATA_DIR);
    REQUIRE(r.ok());
    return r.rules;
  }();
  return loaded;
}

struct Move {
  duel::GameState before, after;
  duel::Action action;
  duel::EventLog events;
  int number = 0;  // moves played before it
};

bool has(const duel::EventLog& events, duel::EventType type) {
  return std::any_of(events.begin(), events.end(), [type](const duel::Event& e) { return e.type == type; });
}

// The first move of seed 7's scripted game (first-game Wonders) for which `want` holds.
Move find_move(const std::function<bool(const Move&)>& want) {
  std::unique_ptr<duel::ui::GameSession> session = duel::ui::GameSession::start(rules(), 7, duel::GameOptions{true});
  REQUIRE(session);
  duel::Rng script(2026);
  for (int i = 0; i < 400 && !session->state().is_terminal(); ++i) {
    duel::ActionList list;
    session->state().legal_actions(list);
    Move m;
    m.before = session->state();
    m.action = list[static_cast<int>(script.below(static_cast<std::uint32_t>(list.size())))];
    m.number = i;
    REQUIRE(session->play(m.action, m.events));
    m.after = session->state();
    if (want(m)) return m;
  }
  FAIL("no such move in the scripted game");
  return {};
}

// A Construct that leaves its builder with fewer coins (paid to the bank) and uncovers cards.
bool constructs_paying(const Move& m) {
  const duel::Player p = m.before.to_move();
  return m.action.type == duel::ActionType::Construct && m.after.cities[p].coins < m.before.cities[p].coins &&
         has(m.events, duel::EventType::CardRevealed);
}

std::vector<AnimationStep> flips(const duel::EventLog& events, int ms) {
  std::vector<AnimationStep> out;
  for (const duel::Event& e : events) {
    if (e.type == duel::EventType::CardRevealed) {
      out.push_back({.kind = StepKind::Flip, .card = e.a, .slot = e.b, .duration_ms = ms});
    }
  }
  return out;
}

}  // namespace

TEST_CASE("animation: a Construct paying the bank flies the card, then takes the coins", "[ui][anim]") {
  const Move m = find_move(constructs_paying);
  const duel::Player p = m.before.to_move();
  const int paid = m.before.cities[p].coins - m.after.cities[p].coins;
  // Pinned: seed 7's script, move 11, Player 2 constructs Stone Pit (1 coin) and uncovers two cards.
  INFO("move " << m.number << ": player " << int(p) << " constructs " << rules()->cards[m.action.card].name
                << " for " << paid << ", " << flips(m.events, 0).size() << " cards turn over");
  CHECK(m.number == 11);
  CHECK(p == 1);
  CHECK(rules()->cards[m.action.card].name == "Stone Pit");
  CHECK(paid == 1);
  const int slot = m.before.slot_of(m.action.card, m.before.present);
  REQUIRE(slot >= 0);
  for (const AnimationSpeed speed : {AnimationSpeed::Normal, AnimationSpeed::Fast}) {
    const int ms = speed == AnimationSpeed::Normal ? 500 : 200;
    std::vector<AnimationStep> want = {
        {.kind = StepKind::CardFlight, .player = p, .card = m.action.card, .slot = slot,
         .destination = CardDestination::City, .duration_ms = ms},
        {.kind = StepKind::Coins, .player = p, .coins = -paid, .duration_ms = ms},
    };
    for (const AnimationStep& f : flips(m.events, ms)) want.push_back(f);
    CHECK(want.size() == 4);
    CHECK(duel::ui::steps_for_move(m.before, m.after, m.events, speed) == want);
  }
  CHECK(duel::ui::steps_for_move(m.before, m.after, m.events, AnimationSpeed::Off).empty());
}

TEST_CASE("animation: a military card slides the pawn, then the Military token leaves", "[ui][anim]") {
  const Move m = find_move([](const Move& x) { return has(x.events, duel::EventType::MilitaryTokenTaken); });
  const duel::Player p = m.before.to_move();
  const duel::Player rival = duel::opponent(p);
  const auto& taken = *std::find_if(m.events.begin(), m.events.end(), [](const duel::Event& e) {
    return e.type == duel::EventType::MilitaryTokenTaken;
  });
  const std::vector<AnimationStep> steps =
      duel::ui::steps_for_move(m.before, m.after, m.events, AnimationSpeed::Fast);
  INFO("move " << m.number << ": action type " << int(m.action.type) << " with " << rules()->cards[m.action.card].name);
  REQUIRE(steps.size() >= 3);
  CHECK(steps[0].kind == StepKind::CardFlight);
  CHECK(steps[0].card == m.action.card);
  // The card's price (if any), the slide, then the token with the rival's loss.
  std::vector<StepKind> kinds;
  for (const AnimationStep& s : steps) kinds.push_back(s.kind);
  const auto pawn = std::find(kinds.begin(), kinds.end(), StepKind::Pawn);
  REQUIRE(pawn != kinds.end());
  REQUIRE(pawn + 1 != kinds.end());
  const AnimationStep& slide = steps[static_cast<std::size_t>(pawn - kinds.begin())];
  const AnimationStep& token = steps[static_cast<std::size_t>(pawn - kinds.begin()) + 1];
  CHECK(slide == AnimationStep{.kind = StepKind::Pawn, .player = p, .from = m.before.conflict_pawn,
                               .to = m.after.conflict_pawn, .duration_ms = 200});
  CHECK(token == AnimationStep{.kind = StepKind::MilitaryToken, .player = rival, .token = taken.a,
                               .coins = -taken.value, .duration_ms = 200});
  // Pinned: seed 7's script, move 26: Player 2 takes Courthouse for a Wonder with shields;
  // the pawn goes from 1 to 3 towards Player 1, who loses 2 coins.
  CHECK(m.number == 26);
  CHECK(p == 1);
  CHECK(m.action.type == duel::ActionType::BuildWonder);
  CHECK(slide.from == -1);
  CHECK(slide.to == -3);
  CHECK(taken.value == 2);
}

TEST_CASE("animation: the queue plays steps one after the other and the scene waits for each", "[ui][anim]") {
  const Move m = find_move(constructs_paying);
  const duel::Player p = m.before.to_move();
  AnimationQueue q;
  CHECK_FALSE(q.running(0));
  q.start(duel::ui::steps_for_move(m.before, m.after, m.events, AnimationSpeed::Normal), m.before, 1000);
  REQUIRE(q.steps().size() == 4);
  CHECK(q.end_time() == 1000 + 4 * 500);
  CHECK(q.current(1000) == 0);
  CHECK(q.current(1499) == 0);
  CHECK(q.current(1500) == 1);
  CHECK(q.progress(1250) == Approx(0.5));
  CHECK(q.step_start(2) == 2000);
  // The treasury shows the coins before the move until the coin step ends.
  const int before = m.before.cities[p].coins, after = m.after.cities[p].coins;
  CHECK(q.shown_coins(p, after, 1000) == before);
  CHECK(q.shown_coins(p, after, 1999) == before);
  CHECK(q.shown_coins(p, after, 2000) == after);
  // The card is hidden in the city while it flies; uncovered cards stay face down
  // until their own flip ends.
  CHECK(q.hides(StepKind::CardFlight, m.action.card, 1400));
  CHECK_FALSE(q.hides(StepKind::CardFlight, m.action.card, 1500));
  const int flipped = q.steps()[3].slot;
  CHECK(q.hides(StepKind::Flip, flipped, 2400));
  CHECK_FALSE(q.hides(StepKind::Flip, flipped, 3000));
  CHECK(q.running(2999));
  CHECK_FALSE(q.running(3000));
  // A key skips to the end of everything queued.
  q.start(q.steps(), m.before, 5000);
  CHECK(q.running(5000));
  q.skip();
  CHECK_FALSE(q.running(5000));
  CHECK(q.shown_coins(p, after, 5000) == after);
}

TEST_CASE("animation: speeds and easing", "[ui][anim]") {
  CHECK(duel::ui::step_duration_ms(AnimationSpeed::Off) == 0);
  CHECK(duel::ui::step_duration_ms(AnimationSpeed::Fast) == 200);
  CHECK(duel::ui::step_duration_ms(AnimationSpeed::Normal) == 500);
  AnimationSpeed s = AnimationSpeed::Off;
  CHECK(duel::ui::parse_animation_speed("fast", s));
  CHECK(s == AnimationSpeed::Fast);
  CHECK_FALSE(duel::ui::parse_animation_speed("slow", s));
  CHECK(s == AnimationSpeed::Fast);
  CHECK(duel::ui::ease_in_out(0) == 0);
  CHECK(duel::ui::ease_in_out(0.5) == Approx(0.5));
  CHECK(duel::ui::ease_in_out(1) == 1);
  CHECK(duel::ui::ease_in_out(0.1) < 0.1);  // starts slowly
  CHECK(duel::ui::ease_in_out(0.9) > 0.9);  // and lands slowly
}
