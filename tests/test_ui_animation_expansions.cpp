// The animation steps of the Pantheon's and Agora's moves (src/ui/animation.cpp): each
// expansion event gives its step, with exact counts and targets, in the events' order;
// what the watching player may not know (another's face-down Divinity or kept
// Conspiracy) moves as a back. The application's side (the computer's chain shown move
// by move) is in test_ui_screens_animation.cpp.
#include <catch2/catch.hpp>

#include <algorithm>
#include <functional>
#include <map>
#include <memory>

#include "animation.hpp"
#include "duel/data_loader.hpp"
#include "duel/rng.hpp"
#include "session.hpp"

namespace {

using duel::ui::AnimationSpeed;
using duel::ui::AnimationStep;
using duel::ui::CardDestination;
using duel::ui::StepKind;
using duel::EventType;

std::shared_ptr<const duel::Rules> both_rules() {
  static const std::shared_ptr<const duel::Rules> loaded = [] {
    duel::LoadResult r = duel::load_rules(DUEL_SOURCE_DATA_DIR, {"agora", "pantheon"});
    REQUIRE(r.ok());
    return r.rules;
  }();
  return loaded;
}

struct Move {
  duel::GameState before, after;
  duel::Action action;
  duel::EventLog events;
  std::uint64_t seed = 0;
  int number = 0;  // moves played before it
};

int count(const duel::EventLog& events, EventType type) {
  return static_cast<int>(std::count_if(events.begin(), events.end(), [type](const duel::Event& e) { return e.type == type; }));
}

const duel::Event& first(const duel::EventLog& events, EventType type) {
  const auto it = std::find_if(events.begin(), events.end(), [type](const duel::Event& e) { return e.type == type; });
  REQUIRE(it != events.end());
  return *it;
}

// The first move of the seeded random games with both expansions (seeds 1, 2, ...) for which `want` holds.
Move find_move(const std::function<bool(const Move&)>& want) {
  duel::GameOptions options;
  options.expansions = {"agora", "pantheon"};
  for (std::uint64_t seed = 1; seed <= 40; ++seed) {
    std::unique_ptr<duel::ui::GameSession> session = duel::ui::GameSession::start(both_rules(), seed, options);
    REQUIRE(session);
    duel::Rng script(seed * 31 + 7);
    for (int i = 0; i < 600 && !session->state().is_terminal(); ++i) {
      duel::ActionList list;
      session->state().legal_actions(list);
      Move m;
      m.before = session->state();
      m.action = list[static_cast<int>(script.below(static_cast<std::uint32_t>(list.size())))];
      m.number = i;
      m.seed = seed;
      REQUIRE(session->play(m.action, m.events));
      m.after = session->state();
      if (want(m)) return m;
    }
  }
  FAIL("no such move in 40 seeded games");
  return {};
}

std::vector<AnimationStep> of_kind(const std::vector<AnimationStep>& steps, StepKind kind) {
  std::vector<AnimationStep> out;
  std::copy_if(steps.begin(), steps.end(), std::back_inserter(out), [kind](const AnimationStep& s) { return s.kind == kind; });
  return out;
}

std::vector<AnimationStep> steps(const Move& m, duel::Player viewer) {
  return duel::ui::steps_for_move(m.before, m.after, m.events, AnimationSpeed::Fast, viewer);
}

}  // namespace

TEST_CASE("animation, Pantheon: a token on an uncovered card flies from its slot to the taker's holdings", "[ui][anim]") {
  const Move m = find_move([](const Move& x) { return count(x.events, EventType::PantheonTokenTaken) > 0; });
  const duel::Event& e = first(m.events, EventType::PantheonTokenTaken);
  INFO("seed " << m.seed << " move " << m.number);
  const std::vector<AnimationStep> all = steps(m, duel::kNone);
  const std::vector<AnimationStep> tokens = of_kind(all, StepKind::SlotToken);
  REQUIRE(tokens.size() == 1);
  CHECK(tokens[0] == AnimationStep{.kind = StepKind::SlotToken, .player = e.player, .slot = e.b, .token = e.a,
                                   .duration_ms = 200});
  // It lay on the face-down card the move uncovered (taken before that card turns over),
  // and leaves it after the taken card's flight.
  CHECK(m.before.pantheon.slot_tokens[static_cast<std::size_t>(m.before.age - 1)][e.b] == e.a);
  CHECK_FALSE(m.before.face_up >> e.b & 1U);
  CHECK(m.after.slot_accessible(e.b));
  REQUIRE(all.front().kind == StepKind::CardFlight);
  CHECK(all.front().slot != e.b);
  // Pinned: seed 1's scripted game, move 17: Player 2 takes it from slot 14.
  CHECK(m.seed == 1);
  CHECK(m.number == 17);
  CHECK(e.player == 1);
  CHECK(e.b == 14);
}

TEST_CASE("animation, Pantheon: a placed Divinity flies from its deck, face down for the other player", "[ui][anim][secrets]") {
  const Move m = find_move([](const Move& x) { return count(x.events, EventType::DivinityPlaced) > 0; });
  const duel::Event& e = first(m.events, EventType::DivinityPlaced);
  INFO("seed " << m.seed << " move " << m.number);
  const int back = m.after.pantheon.backs[e.b];
  CHECK(back == static_cast<int>(both_rules()->pantheon->divinities[e.a].mythology));
  // The placer sees which Divinity it is; the other player and a spectator its back only.
  const std::vector<AnimationStep> own = of_kind(steps(m, e.player), StepKind::Divinity);
  REQUIRE(own.size() == 1);
  CHECK(own[0] == AnimationStep{.kind = StepKind::Divinity, .player = e.player, .card = e.a, .from = -1, .to = e.b,
                                .token = back, .duration_ms = 200});
  for (const duel::Player viewer : {duel::opponent(e.player), duel::kNone}) {
    const std::vector<AnimationStep> seen = steps(m, viewer);
    const std::vector<AnimationStep> backs = of_kind(seen, StepKind::Divinity);
    REQUIRE(backs.size() == 1);
    CHECK(backs[0] == AnimationStep{.kind = StepKind::Divinity, .player = e.player, .card = duel::kNone, .from = -1,
                                    .to = e.b, .token = back, .duration_ms = 200});
  }
}

TEST_CASE("animation, Pantheon: the Age II reveal turns over each face-down Divinity in place", "[ui][anim]") {
  const Move m = find_move([](const Move& x) { return count(x.events, EventType::DivinitiesRevealed) > 0; });
  INFO("seed " << m.seed << " move " << m.number);
  std::vector<AnimationStep> want;
  for (int i = 0; i < m.before.pantheon.space_count; ++i) {
    if (m.before.pantheon.backs[static_cast<std::size_t>(i)] == duel::kNone) continue;
    want.push_back({.kind = StepKind::DivinityFlip, .card = m.after.pantheon.spaces[static_cast<std::size_t>(i)], .slot = i,
                    .duration_ms = 200});
  }
  // Every space but the Gate's held a face-down Divinity at the end of Age I.
  CHECK(static_cast<int>(want.size()) == m.before.pantheon.space_count - 1);
  for (const duel::Player viewer : {duel::Player{0}, duel::Player{1}, duel::kNone}) {
    CHECK(of_kind(steps(m, viewer), StepKind::DivinityFlip) == want);
  }
}

TEST_CASE("animation, Pantheon: an activated Divinity flies from its space to its player, who pays", "[ui][anim]") {
  const Move m = find_move([](const Move& x) {
    if (count(x.events, EventType::DivinityActivated) == 0) return false;
    const duel::Event& e = first(x.events, EventType::DivinityActivated);
    return e.b != duel::kNone && e.a != duel::kGate && e.value > 0 && count(x.events, EventType::AstarteCoinsSpent) == 0;
  });
  const duel::Event& e = first(m.events, EventType::DivinityActivated);
  INFO("seed " << m.seed << " move " << m.number);
  const std::vector<AnimationStep> all = steps(m, duel::kNone);
  const auto at = std::find_if(all.begin(), all.end(), [](const AnimationStep& s) { return s.kind == StepKind::Divinity; });
  REQUIRE(at != all.end());
  CHECK(*at == AnimationStep{.kind = StepKind::Divinity, .player = e.player, .card = e.a, .from = e.b, .to = -1,
                             .token = m.before.pantheon.backs[e.b], .duration_ms = 200});
  REQUIRE(at + 1 != all.end());
  CHECK(at[1] == AnimationStep{.kind = StepKind::Coins, .player = e.player, .coins = -e.value, .duration_ms = 200});
  CHECK(of_kind(all, StepKind::Divinity).size() == 1);
}

TEST_CASE("animation, Agora: a cube placed, moved or removed, and a Chamber changing hands", "[ui][anim]") {
  for (const EventType type : {EventType::CubePlaced, EventType::CubeMoved, EventType::CubeRemoved}) {
    const Move m = find_move([type](const Move& x) { return count(x.events, type) > 0; });
    INFO("event " << int(type) << ", seed " << m.seed << " move " << m.number);
    // One Cube step per cube event, one Chamber step per change of control, in the events' order.
    std::vector<AnimationStep> want;
    for (const duel::Event& e : m.events) {
      if (e.type == EventType::CubePlaced) want.push_back({.kind = StepKind::Cube, .player = e.player, .from = -1, .to = e.a});
      if (e.type == EventType::CubeMoved) want.push_back({.kind = StepKind::Cube, .player = e.player, .from = e.a, .to = e.b});
      if (e.type == EventType::CubeRemoved) want.push_back({.kind = StepKind::Cube, .player = e.player, .from = e.a, .to = -1});
      if (e.type == EventType::ChamberControl) want.push_back({.kind = StepKind::Chamber, .player = e.player, .token = e.a});
    }
    for (AnimationStep& s : want) s.duration_ms = 200;
    std::vector<AnimationStep> got;
    for (const AnimationStep& s : steps(m, duel::kNone)) {
      if (s.kind == StepKind::Cube || s.kind == StepKind::Chamber) got.push_back(s);
    }
    CHECK(got == want);
    CHECK(static_cast<int>(of_kind(got, StepKind::Cube).size()) ==
          count(m.events, EventType::CubePlaced) + count(m.events, EventType::CubeMoved) +
              count(m.events, EventType::CubeRemoved));
  }
  // A placement that gives its player a Chamber: the cube lands, then the Chamber is theirs.
  const Move m = find_move([](const Move& x) {
    return count(x.events, EventType::CubePlaced) == 1 && count(x.events, EventType::ChamberControl) == 1 &&
           first(x.events, EventType::ChamberControl).player == first(x.events, EventType::CubePlaced).player;
  });
  const duel::Event& placed = first(m.events, EventType::CubePlaced);
  INFO("seed " << m.seed << " move " << m.number);
  std::vector<AnimationStep> got;
  for (const AnimationStep& s : steps(m, duel::kNone)) {
    if (s.kind == StepKind::Cube || s.kind == StepKind::Chamber) got.push_back(s);
  }
  CHECK(got == std::vector<AnimationStep>{
                   {.kind = StepKind::Cube, .player = placed.player, .from = -1, .to = placed.a, .duration_ms = 200},
                   {.kind = StepKind::Chamber, .player = placed.player, .token = placed.a, .duration_ms = 200}});
  CHECK(m.after.agora.controller[placed.a] == placed.player);
  CHECK(m.before.agora.controller[placed.a] != placed.player);
}

TEST_CASE("animation, Agora: a kept Conspiracy comes to the hand as a back for the other player", "[ui][anim][secrets]") {
  const Move m = find_move([](const Move& x) { return count(x.events, EventType::ConspiracyKept) > 0; });
  const duel::Event& e = first(m.events, EventType::ConspiracyKept);
  INFO("seed " << m.seed << " move " << m.number);
  const duel::ConspiracyHand& was = m.before.agora.hands[e.player];
  const duel::ConspiracyHand& now = m.after.agora.hands[e.player];
  const int kept = now.count - was.count;
  CHECK(kept == (e.b == 2 ? 2 : 1));
  std::vector<AnimationStep> own, theirs;
  for (int i = was.count; i < now.count; ++i) {
    own.push_back({.kind = StepKind::Conspiracy, .player = e.player, .card = now.ids[static_cast<std::size_t>(i)],
                   .token = i, .duration_ms = 200});
    theirs.push_back({.kind = StepKind::Conspiracy, .player = e.player, .card = duel::kNone, .token = i, .duration_ms = 200});
  }
  CHECK(of_kind(steps(m, e.player), StepKind::Conspiracy) == own);
  CHECK(of_kind(steps(m, duel::opponent(e.player)), StepKind::Conspiracy) == theirs);
  CHECK(of_kind(steps(m, duel::kNone), StepKind::Conspiracy) == theirs);
}

TEST_CASE("animation, Agora: a prepared Conspiracy takes its card from the structure, a triggered one turns over",
          "[ui][anim][secrets]") {
  const Move prep = find_move([](const Move& x) { return count(x.events, EventType::ConspiracyPrepared) > 0; });
  const duel::Event& e = first(prep.events, EventType::ConspiracyPrepared);
  INFO("prepared: seed " << prep.seed << " move " << prep.number);
  int place = -1;
  for (int i = 0; i < prep.after.agora.hands[e.player].count; ++i) {
    if (prep.after.agora.hands[e.player].ids[static_cast<std::size_t>(i)] == e.a) place = i;
  }
  REQUIRE(place >= 0);
  const int slot = prep.before.slot_of(e.b, prep.before.present);
  REQUIRE(slot >= 0);
  const AnimationStep tuck{.kind = StepKind::CardFlight, .player = e.player, .card = e.b, .slot = slot,
                           .destination = CardDestination::Conspiracy, .token = place, .duration_ms = 200};
  // The same for both players: the card is public, the Conspiracy is in no step.
  for (const duel::Player viewer : {e.player, duel::opponent(e.player)}) {
    const std::vector<AnimationStep> all = steps(prep, viewer);
    REQUIRE(!all.empty());
    CHECK(all.front() == tuck);
    CHECK(of_kind(all, StepKind::Conspiracy).empty());
    CHECK(of_kind(all, StepKind::ConspiracyFlip).empty());
  }

  const Move trig = find_move([](const Move& x) { return count(x.events, EventType::ConspiracyTriggered) > 0; });
  const duel::Event& t = first(trig.events, EventType::ConspiracyTriggered);
  INFO("triggered: seed " << trig.seed << " move " << trig.number);
  for (const duel::Player viewer : {duel::Player{0}, duel::Player{1}}) {
    const std::vector<AnimationStep> flips = of_kind(steps(trig, viewer), StepKind::ConspiracyFlip);
    CHECK(flips == std::vector<AnimationStep>{
                       {.kind = StepKind::ConspiracyFlip, .player = t.player, .card = t.a, .token = t.b, .duration_ms = 200}});
  }
}

TEST_CASE("animation: no expansion move leaves a moved item without its step", "[ui][anim]") {
  // Over whole seeded games with both expansions: each expansion event counted once.
  std::map<StepKind, int> steps_seen, events_seen;
  duel::GameOptions options;
  options.expansions = {"agora", "pantheon"};
  std::unique_ptr<duel::ui::GameSession> session = duel::ui::GameSession::start(both_rules(), 1, options);
  REQUIRE(session);
  duel::Rng script(1 * 31 + 7);
  int moves = 0;
  for (; moves < 600 && !session->state().is_terminal(); ++moves) {
    duel::ActionList list;
    session->state().legal_actions(list);
    const duel::GameState before = session->state();
    duel::EventLog events;
    REQUIRE(session->play(list[static_cast<int>(script.below(static_cast<std::uint32_t>(list.size())))], events));
    for (const AnimationStep& s : duel::ui::steps_for_move(before, session->state(), events, AnimationSpeed::Fast, 0)) {
      ++steps_seen[s.kind];
    }
    events_seen[StepKind::SlotToken] += count(events, EventType::PantheonTokenTaken);
    events_seen[StepKind::Cube] += count(events, EventType::CubePlaced) + count(events, EventType::CubeMoved) +
                                   count(events, EventType::CubeRemoved);
    events_seen[StepKind::Chamber] += count(events, EventType::ChamberControl);
    events_seen[StepKind::ConspiracyFlip] += count(events, EventType::ConspiracyTriggered);
    events_seen[StepKind::Divinity] += count(events, EventType::DivinityPlaced) + count(events, EventType::DivinityActivated);
    events_seen[StepKind::DecreeFlip] += count(events, EventType::DecreeRevealed);
  }
  INFO("moves " << moves);
  for (const StepKind k : {StepKind::SlotToken, StepKind::Cube, StepKind::Chamber, StepKind::ConspiracyFlip, StepKind::Divinity,
                           StepKind::DecreeFlip}) {
    INFO("kind " << int(k));
    CHECK(steps_seen[k] == events_seen[k]);
    CHECK(events_seen[k] > 0);
  }
}

namespace {

// The index of the first step of `kind` in `all` (REQUIREd).
int index_of(const std::vector<AnimationStep>& all, StepKind kind) {
  const auto it = std::find_if(all.begin(), all.end(), [kind](const AnimationStep& s) { return s.kind == kind; });
  REQUIRE(it != all.end());
  return static_cast<int>(it - all.begin());
}

// The queue playing `all` from t = 1000: whether `hidden` holds while step i plays and
// not once it has ended (the destination waits for the step's arrival).
void check_hidden_until_landed(const std::vector<AnimationStep>& all, const duel::GameState& before, int i,
                               const std::function<bool(const duel::ui::AnimationQueue&, std::uint64_t)>& hidden) {
  duel::ui::AnimationQueue q;
  q.start(all, before, 1000);
  CHECK(hidden(q, 1000));                      // waiting at its origin (or on its way)
  CHECK(hidden(q, q.step_start(i)));           // setting off
  CHECK(hidden(q, q.step_start(i + 1) - 1));   // about to land
  CHECK_FALSE(hidden(q, q.step_start(i + 1)));  // landed
}

}  // namespace

TEST_CASE("animation, Agora: a Decree revealed turns over in its Chamber after the cube, face down until then",
          "[ui][anim]") {
  const Move m = find_move([](const Move& x) { return count(x.events, EventType::DecreeRevealed) > 0; });
  const duel::Event& e = first(m.events, EventType::DecreeRevealed);
  INFO("seed " << m.seed << " move " << m.number);
  REQUIRE(e.b < duel::kChambers);
  CHECK(m.before.agora.face_down_at(e.b, 0));
  CHECK_FALSE(m.after.agora.face_down_at(e.b, 0));
  CHECK(m.before.agora.decrees[e.b][0] == e.a);
  // Public: the same step for both players and a spectator.
  for (const duel::Player viewer : {duel::Player{0}, duel::Player{1}, duel::kNone}) {
    const std::vector<AnimationStep> all = steps(m, viewer);
    const int i = index_of(all, StepKind::DecreeFlip);
    CHECK(all[static_cast<std::size_t>(i)] ==
          AnimationStep{.kind = StepKind::DecreeFlip, .card = e.a, .slot = e.b, .token = 0, .duration_ms = 200});
    CHECK(of_kind(all, StepKind::DecreeFlip).size() == 1);
    // The cube that entered the Chamber lands first.
    const int cube = index_of(all, StepKind::Cube);
    CHECK(cube < i);
    CHECK(all[static_cast<std::size_t>(cube)].to == e.b);
    check_hidden_until_landed(all, m.before, i, [&](const duel::ui::AnimationQueue& q, std::uint64_t t) {
      return q.hides(StepKind::DecreeFlip, e.a, t);
    });
  }
  // Pinned: seed 1's scripted game, move 59 (a cube into Chamber 2, Decree face down there).
  CHECK(m.seed == 1);
  CHECK(m.number == 59);
  CHECK(e.b == 1);
}

TEST_CASE("animation, Pantheon: the Minerva pawn placed on the track, lifted off once it stopped the pawn", "[ui][anim]") {
  const Move placed = find_move([](const Move& x) { return count(x.events, EventType::MinervaPlaced) > 0; });
  const duel::Event& e = first(placed.events, EventType::MinervaPlaced);
  INFO("placed: seed " << placed.seed << " move " << placed.number);
  const std::vector<AnimationStep> all = steps(placed, duel::kNone);
  const int i = index_of(all, StepKind::Minerva);
  CHECK(all[static_cast<std::size_t>(i)] == AnimationStep{.kind = StepKind::Minerva, .player = e.player,
                                                          .from = duel::ui::kOffTrack, .to = e.value, .duration_ms = 200});
  CHECK(placed.after.pantheon.minerva == e.value);
  CHECK(placed.before.pantheon.minerva == duel::kNoMinerva);
  // The track shows no Minerva pawn until it lands (the animation draws it on its way).
  const auto moving = [](const duel::ui::AnimationQueue& q, std::uint64_t t) {
    return q.awaiting([](const AnimationStep& s) { return s.kind == StepKind::Minerva; }, t) > 0;
  };
  check_hidden_until_landed(all, placed.before, i, moving);

  // The scripted games never meet the pawn stopped: a move of player 1's that slides the
  // pawn two spaces or more, played again with Minerva on the second space.
  const Move slide = find_move([](const Move& x) {
    if (count(x.events, EventType::PawnMoved) != 1 || count(x.events, EventType::MinervaStopped) > 0) return false;
    const duel::Event& e = first(x.events, EventType::PawnMoved);
    return e.player == 0 && e.value - x.before.conflict_pawn >= 2 && x.before.pantheon.minerva == duel::kNoMinerva;
  });
  Move stopped = slide;
  stopped.before.pantheon.minerva = static_cast<std::int8_t>(slide.before.conflict_pawn + 2);
  stopped.after = stopped.before;
  stopped.events.clear();
  REQUIRE(stopped.after.apply(slide.action, &stopped.events));
  INFO("stopped: seed " << stopped.seed << " move " << stopped.number);
  REQUIRE(count(stopped.events, EventType::MinervaStopped) == 1);
  CHECK(stopped.after.conflict_pawn == slide.before.conflict_pawn + 1);  // the space before Minerva's
  const duel::Event& s = first(stopped.events, EventType::MinervaStopped);
  const std::vector<AnimationStep> seen = steps(stopped, duel::kNone);
  const int k = index_of(seen, StepKind::Minerva);
  CHECK(seen[static_cast<std::size_t>(k)] == AnimationStep{.kind = StepKind::Minerva, .player = s.player,
                                                           .from = stopped.before.pantheon.minerva,
                                                           .to = duel::ui::kOffTrack, .duration_ms = 200});
  CHECK(stopped.after.pantheon.minerva == duel::kNoMinerva);
  // The engine reports it before the pawn's move: it is lifted off after the slide.
  if (count(stopped.events, EventType::PawnMoved) > 0) CHECK(index_of(seen, StepKind::Pawn) < k);
  // Until then the pawn still stands there (drawn by the step).
  check_hidden_until_landed(seen, stopped.before, k, moving);
}

TEST_CASE("animation, Pantheon and Agora: a card taken from the opponent's city flies from it, hidden at the taker's "
          "until it lands", "[ui][anim]") {
  const Move m = find_move([](const Move& x) { return count(x.events, EventType::CardTaken) > 0; });
  const duel::Event& e = first(m.events, EventType::CardTaken);
  INFO("seed " << m.seed << " move " << m.number);
  CHECK(m.before.cities[duel::opponent(e.player)].cards.contains(e.a));
  CHECK(m.after.cities[e.player].cards.contains(e.a));
  for (const duel::Player viewer : {duel::Player{0}, duel::Player{1}}) {
    const std::vector<AnimationStep> all = steps(m, viewer);
    const int i = index_of(all, StepKind::CardFlight);
    CHECK(all[static_cast<std::size_t>(i)] == AnimationStep{.kind = StepKind::CardFlight, .player = e.player, .card = e.a,
                                                            .side = duel::opponent(e.player), .duration_ms = 200});
    CHECK(of_kind(all, StepKind::CardFlight).size() == 1);
    check_hidden_until_landed(all, m.before, i, [&](const duel::ui::AnimationQueue& q, std::uint64_t t) {
      return q.hides(StepKind::CardFlight, e.a, t);
    });
  }
}

TEST_CASE("animation, Agora: Coercion's two cards each fly to their new city", "[ui][anim]") {
  // The second pick (the card given back) reports both; the first moved the card taken.
  const Move given = find_move([](const Move& x) { return count(x.events, EventType::CardsSwapped) > 0; });
  const duel::Event& e = first(given.events, EventType::CardsSwapped);
  INFO("given: seed " << given.seed << " move " << given.number);
  const duel::Player rival = duel::opponent(e.player);
  CHECK(of_kind(steps(given, e.player), StepKind::CardFlight) ==
        std::vector<AnimationStep>{{.kind = StepKind::CardFlight, .player = rival, .card = e.b, .side = e.player,
                                    .duration_ms = 200}});
  // The first pick: a card changes cities without an event; it flies all the same.
  const Move taken = find_move([](const Move& x) {
    return x.action.type == duel::ActionType::SwapCard && count(x.events, EventType::CardsSwapped) == 0;
  });
  INFO("taken: seed " << taken.seed << " move " << taken.number);
  const duel::Player p = taken.before.to_move();
  const duel::CardId card = taken.action.card;
  CHECK(taken.before.cities[duel::opponent(p)].cards.contains(card));
  CHECK(taken.after.cities[p].cards.contains(card));
  const std::vector<AnimationStep> all = steps(taken, p);
  CHECK(of_kind(all, StepKind::CardFlight) == std::vector<AnimationStep>{{.kind = StepKind::CardFlight, .player = p,
                                                                          .card = card, .side = duel::opponent(p),
                                                                          .duration_ms = 200}});
  check_hidden_until_landed(all, taken.before, index_of(all, StepKind::CardFlight),
                            [&](const duel::ui::AnimationQueue& q, std::uint64_t t) { return q.hides(StepKind::CardFlight, card, t); });
}

TEST_CASE("animation, Pantheon: Ra's Wonder flies from the opponent's row to the taker's, not there until it lands",
          "[ui][anim]") {
  const Move m = find_move([](const Move& x) { return count(x.events, EventType::WonderTaken) > 0; });
  const duel::Event& e = first(m.events, EventType::WonderTaken);
  INFO("seed " << m.seed << " move " << m.number);
  const duel::City& was = m.before.cities[duel::opponent(e.player)];
  int tile = -1;
  for (int w = 0; w < was.wonder_count; ++w) {
    if (was.wonders[static_cast<std::size_t>(w)] == e.a) tile = w;
  }
  REQUIRE(tile >= 0);
  const std::vector<AnimationStep> all = steps(m, duel::kNone);
  const int i = index_of(all, StepKind::WonderTaken);
  CHECK(all[static_cast<std::size_t>(i)] == AnimationStep{.kind = StepKind::WonderTaken, .player = e.player, .slot = tile,
                                                          .wonder = e.a, .side = duel::opponent(e.player),
                                                          .duration_ms = 200});
  check_hidden_until_landed(all, m.before, i, [&](const duel::ui::AnimationQueue& q, std::uint64_t t) {
    return q.hides(StepKind::WonderTaken, e.a, t);
  });
}

TEST_CASE("animation, Agora: a Progress token obscured flies onto Obscurantism, a back for who may not know it",
          "[ui][anim][secrets]") {
  const Move m = find_move([](const Move& x) { return count(x.events, EventType::TokenObscured) > 0; });
  const duel::Event& e = first(m.events, EventType::TokenObscured);
  INFO("seed " << m.seed << " move " << m.number);
  const int place = duel::ui::obscurantism_place(m.after, e.player);
  REQUIRE(place >= 0);
  CHECK(both_rules()->agora->conspiracies[m.after.agora.hands[e.player].ids[static_cast<std::size_t>(place)]].name ==
        "Obscurantism");
  int space = -1;
  for (int i = 0; i < m.before.board_token_count; ++i) {
    if (m.before.board_tokens[static_cast<std::size_t>(i)] == e.a) space = i;
  }
  const duel::Player rival = duel::opponent(e.player);
  const bool from_rival = m.before.cities[rival].progress >> e.a & 1;
  const AnimationStep own{.kind = StepKind::ObscuredToken, .player = e.player, .from = space, .to = place, .token = e.a,
                          .side = from_rival ? rival : duel::kNone, .duration_ms = 200};
  CHECK(of_kind(steps(m, e.player), StepKind::ObscuredToken) == std::vector<AnimationStep>{own});
  // From the box the other player sees a back only; from the board or a city, the token.
  AnimationStep theirs = own;
  if (e.b == 1) theirs.token = -1;
  CHECK(of_kind(steps(m, rival), StepKind::ObscuredToken) == std::vector<AnimationStep>{theirs});
}

TEST_CASE("animation: while a step plays, where it goes shows what was there before it", "[ui][anim]") {
  // A cube placed that gives its player a Chamber: the Chamber shows its former
  // controller and the cube count before the cube until each step has ended.
  const Move m = find_move([](const Move& x) {
    return count(x.events, EventType::CubePlaced) == 1 && count(x.events, EventType::ChamberControl) == 1 &&
           first(x.events, EventType::ChamberControl).player == first(x.events, EventType::CubePlaced).player;
  });
  const duel::Event& placed = first(m.events, EventType::CubePlaced);
  INFO("seed " << m.seed << " move " << m.number);
  const std::vector<AnimationStep> all = steps(m, duel::kNone);
  const int cube = index_of(all, StepKind::Cube), chamber = index_of(all, StepKind::Chamber);
  const duel::Player was = m.before.agora.controller[placed.a], now = m.after.agora.controller[placed.a];
  REQUIRE(was != now);
  duel::ui::AnimationQueue q;
  q.start(all, m.before, 1000);
  const auto arriving = [&](std::uint64_t t) {
    return q.awaiting([&](const AnimationStep& s) {
      return s.kind == StepKind::Cube && s.player == placed.player && s.to == placed.a;
    }, t);
  };
  CHECK(arriving(q.step_start(cube + 1) - 1) == 1);
  CHECK(arriving(q.step_start(cube + 1)) == 0);
  CHECK(q.shown_controller(placed.a, now, q.step_start(chamber)) == was);
  CHECK(q.shown_controller(placed.a, now, q.step_start(chamber + 1) - 1) == was);
  CHECK(q.shown_controller(placed.a, now, q.step_start(chamber + 1)) == now);
  // Another Chamber shows its controller now.
  const int other = (placed.a + 1) % duel::kChambers;
  CHECK(q.shown_controller(other, m.after.agora.controller[other], 1000) == m.after.agora.controller[other]);

  // A Divinity placed: its space is empty until it lands; a token taken is not held yet.
  const Move d = find_move([](const Move& x) { return count(x.events, EventType::DivinityPlaced) > 0; });
  const duel::Event& e = first(d.events, EventType::DivinityPlaced);
  const std::vector<AnimationStep> ds = steps(d, e.player);
  check_hidden_until_landed(ds, d.before, index_of(ds, StepKind::Divinity), [&](const duel::ui::AnimationQueue& dq, std::uint64_t t) {
    return dq.awaiting([&](const AnimationStep& s) { return s.kind == StepKind::Divinity && s.from < 0 && s.to == e.b; }, t) > 0;
  });
}
