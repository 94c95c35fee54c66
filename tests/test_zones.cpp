// Zones, knowledge and events with a viewer (docs/engine.md "Zones and knowledge").
#include <algorithm>

#include "duel/observation.hpp"
#include "duel/zones.hpp"
#include "test_support.hpp"

using namespace duel;
using namespace duel::test;

namespace {

// How many places of the zone walk hold each component of one kind.
std::vector<int> place_counts(const GameState& s, Component kind, std::size_t ids) {
  std::vector<int> counts(ids, 0);
  for_each_place(s, [&](const Place& p, std::uint8_t id) {
    if (zone_rule(p.zone).holds == kind && id < ids) ++counts[id];
  });
  return counts;
}

// Plays the Great Library for player 1 and returns the three tokens it draws.
std::array<TokenId, 3> draw_with_great_library(GameState& s) {
  s.cities[0].wonders = {wonder("The Great Library"), kNone, kNone, kNone};
  s.cities[0].coins = 40;
  const std::array<TokenId, 3> drawn = {s.box_tokens[0], s.box_tokens[1], s.box_tokens[2]};
  play(s, "wonder The Great Library with " + any_accessible(s));
  REQUIRE(s.phase == Phase::ChooseProgress);
  return drawn;
}

Action choose_token(const GameState& s, TokenId t) {
  ActionList legal;
  s.legal_actions(legal);
  for (const Action& a : legal) {
    if (a.card == t) return a;
  }
  FAIL("token not offered");
  return {};
}

}  // namespace

TEST_CASE("Every component lies in exactly one zone of the walk", "[zones]") {
  for (GameState s : {GameState(rules(), make_setup(rules(), 4, {})), first_game(4)}) {
    CHECK(place_counts(s, Component::Card, rules().cards.size()) == std::vector<int>(rules().cards.size(), 1));
    CHECK(place_counts(s, Component::Wonder, rules().wonders.size()) == std::vector<int>(rules().wonders.size(), 1));
    CHECK(place_counts(s, Component::ProgressToken, rules().progress_tokens.size()) ==
          std::vector<int>(rules().progress_tokens.size(), 1));
  }
}

TEST_CASE("The zone table: one row per zone, the hidden ones hidden from both players", "[zones]") {
  for (int z = 0; z < kZoneCount; ++z) CHECK(static_cast<int>(kZoneRules[static_cast<std::size_t>(z)].zone) == z);
  const GameState s = first_game(4);
  CHECK_FALSE(place_visible(s, Place{Zone::AgeDeck, kNone, 1, 0}, 0));
  CHECK_FALSE(place_visible(s, Place{Zone::BoxTokens, kNone, 0, 0}, 1));
  CHECK(place_visible(s, Place{Zone::LibraryDraw, 1, 0, 0}, 1));
  CHECK_FALSE(place_visible(s, Place{Zone::LibraryDraw, 1, 0, 0}, 0));
  CHECK_FALSE(place_visible(s, Place{Zone::LibraryDraw, 1, 0, 0}, kNone));  // a spectator
  int face_down = -1;
  for (int i = 0; i < s.slot_count(); ++i) {
    if (!(s.face_up >> i & 1)) face_down = i;
  }
  REQUIRE(face_down >= 0);
  CHECK_FALSE(place_visible(s, Place{Zone::Structure, kNone, 0, static_cast<std::uint8_t>(face_down)}, 0));
}

TEST_CASE("The Great Library: its player remembers the tokens put back, the other player never learns them",
          "[zones][observation][progress]") {
  GameState s = first_game(5);
  const std::array<TokenId, 3> drawn = draw_with_great_library(s);
  // While choosing, the draw is the drawer's to see only.
  CHECK(observe(s, 0).drawn_tokens[1] == drawn[1]);
  CHECK(observe(s, 0).box_tokens[1] == drawn[1]);
  CHECK(observe(s, 1).drawn_tokens[1] == kNone);
  CHECK(observe(s, 1).box_tokens[1] == kNone);

  EventLog events;
  REQUIRE(s.apply(choose_token(s, drawn[1]), &events));
  const std::uint32_t put_back = (1U << drawn[0]) | (1U << drawn[2]);
  CHECK(s.knowledge[0].box_tokens == put_back);
  CHECK(s.knowledge[1].box_tokens == 0);
  CHECK(observe(s, 0).knowledge[0].box_tokens == put_back);  // the drawer's observation keeps it...
  CHECK(observe(s, 1).knowledge[0].box_tokens == 0);         // ...the other player's does not

  // Every sampled world of the drawer has the remembered tokens at the box's front,
  // where the engine keeps them (their order there is not remembered).
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    Rng rng(seed);
    const GameState world = determinize(observe(s, 0), 0, rng);
    CHECK(((1U << world.box_tokens[0]) | (1U << world.box_tokens[1])) == put_back);
    CHECK(world.knowledge[0].box_tokens == put_back);
  }

  // The events name the tokens put back to the drawer only.
  std::vector<TokenId> returned;
  for (const Event& e : events) {
    if (e.type == EventType::ProgressReturned) returned.push_back(e.a);
  }
  CHECK(returned == std::vector<TokenId>{drawn[0], drawn[2]});
  const EventLog mine = events_seen_by(events, 0);
  const EventLog theirs = events_seen_by(events, 1);
  REQUIRE(theirs.size() == events.size());
  for (std::size_t i = 0; i < events.size(); ++i) {
    CHECK(mine[i].a == events[i].a);
    CHECK(theirs[i].type == events[i].type);
    CHECK(theirs[i].a == (events[i].type == EventType::ProgressReturned ? kNone : events[i].a));
  }
  CHECK(events_seen_by(events, kNone) == theirs);  // a spectator sees the public part only
}

TEST_CASE("Base-game events other than the Great Library's put-back tokens are public", "[zones]") {
  GameState s = first_game(9);
  Rng rng(9);
  while (!s.is_terminal()) {
    ActionList legal;
    s.legal_actions(legal);
    EventLog events;
    REQUIRE(s.apply(legal[static_cast<int>(rng.below(static_cast<std::uint32_t>(legal.size())))], &events));
    for (const Event& e : events) {
      if (e.type == EventType::ProgressReturned) continue;
      CHECK(event_visible(e, 0));
      CHECK(event_visible(e, 1));
    }
  }
}

TEST_CASE("Rulings 26: Guild backs are visible, the sampled worlds deal Guilds exactly there", "[zones][observation]") {
  GameState s(rules(), make_setup(rules(), 3, {}));
  Rng rng(3);
  while (!(s.age == 3 && s.phase == Phase::Play)) {
    ActionList legal;
    s.legal_actions(legal);
    REQUIRE(s.apply(legal[static_cast<int>(rng.below(static_cast<std::uint32_t>(legal.size())))]));
  }
  std::uint32_t guild_backs = 0;
  for (int i = 0; i < s.slot_count(); ++i) {
    const CardId c = s.slots[static_cast<std::size_t>(i)];
    if ((s.present >> i & 1) && !(s.face_up >> i & 1) && rules().cards[c].is_guild()) guild_backs |= 1U << i;
  }
  REQUIRE(guild_backs != 0);
  CHECK(s.guild_backs == 0);  // a game's state: the backs are in its cards
  const Player p = s.to_move();
  const GameState seen = observe(s, p);
  CHECK(seen.guild_backs == guild_backs);
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    Rng sampler(seed);
    const GameState world = determinize(seen, p, sampler);
    CHECK(world.guild_backs == 0);
    for (int i = 0; i < s.slot_count(); ++i) {
      if (!(s.present >> i & 1) || (s.face_up >> i & 1)) continue;
      INFO("slot " << i << ", sample " << seed);
      CHECK(rules().cards[world.slots[static_cast<std::size_t>(i)]].is_guild() == static_cast<bool>(guild_backs >> i & 1));
    }
  }
}

// A search deals one world per iteration from one observation: the Determinizer gathers
// what the viewer saw once, and deals exactly determinize()'s worlds, draw for draw, in
// every expansion set, from either seat, at any point of a game.
TEST_CASE("A Determinizer deals determinize's worlds, draw for draw", "[zones][observation]") {
  const std::vector<std::vector<std::string>> sets = {{}, {"pantheon"}, {"agora"}, {"agora", "pantheon"}};
  int compared = 0;
  for (const auto& expansions : sets) {
    const Rules& rules = expansions.empty() ? test::rules() : test::expansion_rules(expansions);
    GameOptions options;
    options.expansions = expansions;
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
      GameState s(rules, make_setup(rules, seed, options));
      Rng chooser(seed);
      ActionList legal;
      for (int move = 0; !s.is_terminal(); ++move) {
        if (move % 17 == 0) {
          const Player viewer = s.to_move();
          const GameState seen = observe(s, viewer);
          const Determinizer dealer(seen, viewer);
          Rng a(seed * 1000 + static_cast<std::uint64_t>(move)), b(seed * 1000 + static_cast<std::uint64_t>(move));
          for (int world = 0; world < 3; ++world) {
            INFO("expansions " << expansions.size() << ", seed " << seed << ", move " << move << ", world " << world);
            CHECK(dealer.deal(a) == determinize(seen, viewer, b));
            ++compared;
          }
        }
        s.legal_actions(legal);
        s.apply(legal[static_cast<int>(chooser.below(static_cast<std::uint32_t>(legal.size())))]);
      }
    }
  }
  CHECK(compared > 200);
}
