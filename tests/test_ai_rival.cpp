// rival: the fixed sparring partner modelled on the strongest open-source AI's
// algorithm (docs/ai.md "rival"). Its settings and moves are pinned here: a change
// that alters them makes every measurement against it incomparable with the last.
#include <catch2/catch.hpp>

#include <bit>
#include <cstdio>

#include <nlohmann/json.hpp>

#include "cli_support.hpp"
#include "test_support.hpp"
#include "duel/ai/agent.hpp"
#include "duel/ai/bench.hpp"
#include "duel/ai/rival.hpp"
#include "duel/observation.hpp"
#include "duel/setup.hpp"

namespace {

using duel::Action;
using duel::ActionType;
using duel::Color;
using duel::GameState;

// The first Play-phase position of Age `age` reached by fixed random play.
GameState age_start(const duel::Rules& rules, std::uint64_t seed, int age) {
  GameState s(rules, duel::make_setup(rules, seed, {}));
  duel::Rng rng(seed);
  duel::ActionList legal;
  while (!s.is_terminal() && !(s.age == age && s.phase == duel::Phase::Play)) {
    s.legal_actions(legal);
    s.apply(legal[static_cast<int>(rng.below(static_cast<std::uint32_t>(legal.size())))]);
  }
  REQUIRE(s.age == age);
  return s;
}

Color color_of(const GameState& s, duel::CardId c) { return s.rules().cards[c].color; }

}  // namespace

TEST_CASE("rival: its settings are pinned", "[ai][rival]") {
  STATIC_REQUIRE(duel::ai::kRivalExploration == 1.5);
  STATIC_REQUIRE(duel::ai::kRivalDiscardPercent == 15);
  STATIC_REQUIRE(duel::ai::kRivalConstructPercent == 35);
  STATIC_REQUIRE(duel::ai::kRivalWonderPercent == 50);
  STATIC_REQUIRE(duel::ai::kRivalSciencePercent == 50);
  const duel::ai::RivalConfig defaults;
  CHECK(defaults.iterations == 0);
  CHECK(defaults.seconds == 0.5);
}

TEST_CASE("rival: its spec takes a budget only", "[ai][rival][spec]") {
  std::string error;
  CHECK(duel::ai::make_agent("rival", 1, error));
  CHECK(duel::ai::make_agent("rival:time=0,iterations=300", 1, error));
  CHECK(duel::ai::make_agent("rival:time=0,iterations=300", 1, error)->name() == "rival");
  const std::pair<const char*, const char*> bad[] = {
      {"rival:c=2", "agent \"rival:c=2\": unknown option \"c\" for rival (expected iterations or time: its play is fixed)"},
      {"rival:time=0,iterations=0", "agent \"rival:time=0,iterations=0\": a search needs a budget: iterations > 0 or time > 0"},
      {"rival:iterations=1000001",
       "agent \"rival:iterations=1000001\": iterations must be a whole number from 0 to 1000000 (0 = time only), got "
       "\"1000001\""},
      {"rival:time=61", "agent \"rival:time=61\": time must be a number from 0 to 60 (seconds, 0 = no limit), got \"61\""},
  };
  for (const auto& [spec, message] : bad) {
    error.clear();
    CHECK_FALSE(duel::ai::make_agent(spec, 1, error));
    CHECK(error == message);
  }
}

TEST_CASE("rival: the same seed, observation and budget give the same search", "[ai][rival]") {
  const auto& positions = duel::ai::bench_positions(duel::test::rules());
  for (const std::size_t i : {1u, 3u, 7u}) {
    const GameState obs = duel::observe(positions[i], positions[i].to_move());
    const duel::ai::RivalConfig config{500, 0.0};
    const duel::ai::RivalResult a = duel::ai::rival_search(obs, config, 11);
    const duel::ai::RivalResult b = duel::ai::rival_search(obs, config, 11);
    CHECK(a.iterations == 500);
    CHECK_FALSE(a.time_capped);
    CHECK(a.best == b.best);
    REQUIRE(a.stats.size() == b.stats.size());
    std::uint64_t visits = 0;
    for (std::size_t k = 0; k < a.stats.size(); ++k) {
      CHECK(a.stats[k].visits == b.stats[k].visits);
      CHECK(a.stats[k].reward == b.stats[k].reward);
      visits += a.stats[k].visits;
      CHECK(a.stats[k].reward <= static_cast<double>(a.stats[k].visits));  // rewards in [-1, 1]
      CHECK(a.stats[k].reward >= -static_cast<double>(a.stats[k].visits));
    }
    CHECK(visits == 500);  // every iteration goes through one root arm
    // The move played is the arm with the best mean.
    double best_mean = -2.0;
    for (const auto& s : a.stats) best_mean = std::max(best_mean, s.reward / static_cast<double>(s.visits));
    for (const auto& s : a.stats) {
      if (s.action == a.best) CHECK(s.reward / static_cast<double>(s.visits) == best_mean);
    }
  }
  // An agent's move does not depend on what it chose before.
  std::string error;
  auto fresh = duel::ai::make_agent("rival:time=0,iterations=300", 5, error);
  auto used = duel::ai::make_agent("rival:time=0,iterations=300", 5, error);
  const GameState first = duel::observe(positions[2], positions[2].to_move());
  const GameState second = duel::observe(positions[9], positions[9].to_move());
  used->choose(first);
  CHECK(fresh->choose(second) == used->choose(second));
}

TEST_CASE("rival: its bench --ai signature is pinned", "[ai][rival]") {
  const std::string kRivalSignature = "d188ddedf83a889d";
  // Changes only where a rule fix changes the game (then say so in the commit); never to
  // tune rival.
  std::string error;
  const auto result = duel::ai::run_move_time_bench(duel::test::rules(), "rival:time=0,iterations=300", 1, error);
  REQUIRE(result);
  char hex[17];
  std::snprintf(hex, sizeof hex, "%016llx", static_cast<unsigned long long>(result->signature));
  CHECK(std::string(hex) == kRivalSignature);
  const duel::test::Run run = duel::test::run_cli("bench --ai --agent rival:time=0,iterations=300 --json");
  REQUIRE(run.status == 0);
  CHECK(nlohmann::json::parse(run.output)["signature"] == kRivalSignature);
}

TEST_CASE("rival's playouts: Age I economy first, science mode takes green first", "[ai][rival]") {
  GameState s = duel::test::first_game(1);
  duel::test::make_accessible(s, "Scriptorium");  // green, 2 coins: affordable with 7
  const bool none[2] = {false, false}, science[2] = {true, true};
  duel::Rng rng(3);
  for (int draw = 0; draw < 300; ++draw) {
    const Action a = duel::ai::rival_playout_move(s, none, rng);
    INFO("draw " << draw);
    REQUIRE(a.type == ActionType::Construct);
    const Color c = color_of(s, a.card);
    CHECK((c == Color::Brown || c == Color::Grey || c == Color::Yellow));
    CHECK(s.is_legal(a));
  }
  for (int draw = 0; draw < 300; ++draw) {
    const Action a = duel::ai::rival_playout_move(s, science, rng);
    REQUIRE(a.type == ActionType::Construct);
    CHECK(color_of(s, a.card) == Color::Green);
  }
}

TEST_CASE("rival's playouts: a card's use is drawn 15/35/50 until the move is possible", "[ai][rival]") {
  // Age II with coins to afford everything: each draw is possible, so the uses come in
  // the sampler's proportions.
  GameState s = age_start(duel::test::rules(), 4, 2);
  s.cities[s.to_move()].coins = 500;
  const bool none[2] = {false, false};
  duel::Rng rng(9);
  int uses[3] = {0, 0, 0};
  constexpr int kDraws = 20000;
  for (int draw = 0; draw < kDraws; ++draw) {
    const Action a = duel::ai::rival_playout_move(s, none, rng);
    REQUIRE(s.is_legal(a));
    uses[a.type == ActionType::Discard ? 0 : a.type == ActionType::Construct ? 1 : 2] += 1;
    REQUIRE((a.type == ActionType::Discard || a.type == ActionType::Construct || a.type == ActionType::BuildWonder));
  }
  CHECK(uses[0] / double(kDraws) == Approx(0.15).margin(0.01));
  CHECK(uses[1] / double(kDraws) == Approx(0.35).margin(0.01));
  CHECK(uses[2] / double(kDraws) == Approx(0.50).margin(0.01));
  // Without coins nothing but the free cards and discarding is possible: redrawn until so.
  s.cities[s.to_move()].coins = 0;
  for (int draw = 0; draw < 2000; ++draw) CHECK(s.is_legal(duel::ai::rival_playout_move(s, none, rng)));
}

TEST_CASE("rival's playouts end the game with a result in [-1, 1], in every expansion set", "[ai][rival]") {
  const duel::Rules* sets[] = {&duel::test::rules(), &duel::test::pantheon_rules(), &duel::test::agora_rules(),
                               &duel::test::both_rules()};
  for (const duel::Rules* rules : sets) {
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
      GameState s(*rules, duel::make_setup(*rules, seed, {}));
      duel::Rng rng(seed);
      const double result = duel::ai::rival_playout(s, rng);
      CHECK(s.is_terminal());
      CHECK((result == 1.0 || result == -1.0 || result == 0.0));
      CHECK(result == (s.winner == duel::kNone ? 0.0 : s.winner == 0 ? 1.0 : -1.0));
    }
  }
}

TEST_CASE("rival plays legal moves to the end in every expansion set", "[ai][rival]") {
  const duel::Rules* sets[] = {&duel::test::rules(), &duel::test::pantheon_rules(), &duel::test::agora_rules(),
                               &duel::test::both_rules()};
  for (const duel::Rules* rules : sets) {
    GameState s(*rules, duel::make_setup(*rules, 7, {}));
    std::string error;
    auto rival = duel::ai::make_agent("rival:time=0,iterations=60", 3, error);
    auto random = duel::ai::make_agent("random", 4, error);
    REQUIRE(rival);
    while (!s.is_terminal()) {
      duel::ai::Agent& agent = s.to_move() == 0 ? *rival : *random;
      REQUIRE(s.apply(agent.choose(duel::observe(s, s.to_move()))));
    }
  }
}

namespace {

// Whether taking the card in `slot` (for a Wonder costing `cost`) leaves a face-up green
// card accessible that the player to move can then afford.
bool uncovers_affordable_green(const GameState& s, int slot, int cost) {
  GameState after = s;
  after.remove_from_structure(slot);
  after.cities[s.to_move()].coins -= cost;
  for (std::uint32_t bits = after.accessible & ~s.accessible & s.face_up; bits != 0; bits &= bits - 1) {
    const duel::CardId c = s.slots[static_cast<std::size_t>(std::countr_zero(bits))];
    if (color_of(s, c) == Color::Green && after.play_cost(Action{ActionType::Construct, c, duel::kNone}) >= 0) return true;
  }
  return false;
}

}  // namespace

TEST_CASE("rival's playouts: a play-again Wonder is built with the card that uncovers a green card", "[ai][rival]") {
  // Positions of Ages II and III where the player to move can build a Wonder that plays
  // again and some accessible card uncovers an affordable face-up green card.
  const bool none[2] = {false, false};
  int positions = 0, checked = 0;
  for (std::uint64_t seed = 1; seed <= 400 && positions < 5; ++seed) {
    GameState s = age_start(duel::test::rules(), seed, 2);
    duel::Rng walk(seed * 7);
    duel::ActionList legal;
    for (int ply = static_cast<int>(walk.below(12)); ply > 0 && !s.is_terminal() && s.phase == duel::Phase::Play; --ply) {
      s.legal_actions(legal);
      s.apply(legal[static_cast<int>(walk.below(static_cast<std::uint32_t>(legal.size())))]);
    }
    if (s.is_terminal() || s.phase != duel::Phase::Play || s.age == 1) continue;
    bool uncovering = false;
    for (std::uint32_t bits = s.accessible; bits != 0; bits &= bits - 1) {
      uncovering = uncovering || uncovers_affordable_green(s, std::countr_zero(bits), 0);
    }
    if (!uncovering) continue;
    ++positions;
    duel::Rng rng(seed);
    for (int draw = 0; draw < 400; ++draw) {
      const Action a = duel::ai::rival_playout_move(s, none, rng);
      if (a.type != ActionType::BuildWonder || !s.rules().wonders[a.wonder].effects.play_again) continue;
      const int cost = s.play_cost(a);
      bool any = false;  // some card uncovers one at this Wonder's price
      for (std::uint32_t bits = s.accessible; bits != 0; bits &= bits - 1) {
        any = any || uncovers_affordable_green(s, std::countr_zero(bits), cost);
      }
      if (!any) continue;
      ++checked;
      INFO("seed " << seed << " draw " << draw);
      CHECK(uncovers_affordable_green(s, s.slot_of(a.card, s.accessible), cost));
    }
  }
  CHECK(positions == 5);
  CHECK(checked > 0);
}
