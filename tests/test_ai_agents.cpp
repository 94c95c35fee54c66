// The agents play legal moves, are deterministic for a seed, and Greedy beats Random.
#include <catch2/catch.hpp>

#include "duel/ai/agent.hpp"
#include "duel/ai/mcts_agent.hpp"
#include "duel/data_loader.hpp"
#include "duel/observation.hpp"
#include "duel/setup.hpp"

namespace {

const duel::Rules& test_rules() {
  static const duel::LoadResult loaded = duel::load_rules(DUEL_SOURCE_DATA_DIR);
  REQUIRE(loaded.ok());
  return *loaded.rules;
}

std::unique_ptr<duel::ai::Agent> agent(const std::string& spec, std::uint64_t seed) {
  std::string error;
  auto a = duel::ai::make_agent(spec, seed, error);
  INFO(error);
  REQUIRE(a != nullptr);
  return a;
}

// Plays one game, checking every chosen action; returns the winner (kNone for a draw).
duel::Player play_game(duel::ai::Agent& first, duel::ai::Agent& second, std::uint64_t seed) {
  duel::GameState s(test_rules(), duel::make_setup(test_rules(), seed, {}));
  int moves = 0;
  while (!s.is_terminal()) {
    duel::ai::Agent& mover = s.to_move() == 0 ? first : second;
    const duel::Action a = mover.choose(duel::observe(s, s.to_move()));
    INFO(mover.name() << " move " << moves << " of game " << seed);
    REQUIRE(s.is_legal(a));
    REQUIRE(s.apply(a));
    REQUIRE(++moves < 400);
  }
  return s.winner;
}

}  // namespace

TEST_CASE("every agent plays only legal moves", "[ai]") {
  const char* specs[] = {"random", "greedy", "easy:iterations=40", "mcts:iterations=60,threads=2,depth=4"};
  for (std::uint64_t game = 0; game < 3; ++game) {
    for (const char* a : specs) {
      auto me = agent(a, 100 + game);
      auto other = agent(game % 2 == 0 ? "random" : "greedy", 200 + game);
      play_game(*me, *other, 7000 + game);
      play_game(*other, *me, 8000 + game);
    }
  }
}

TEST_CASE("the search AI is deterministic for a seed and an iteration budget", "[ai]") {
  duel::GameState s(test_rules(), duel::make_setup(test_rules(), 11, {}));
  auto walker = agent("random", 5);
  for (int step = 0; step < 30 && !s.is_terminal(); ++step) {
    if (step % 6 == 0) {
      const duel::GameState obs = duel::observe(s, s.to_move());
      duel::ai::SearchConfig config;
      config.iterations = 300;
      config.threads = 2;
      const auto a = duel::ai::search(obs, config, 99);
      const auto b = duel::ai::search(obs, config, 99);
      REQUIRE(a.best == b.best);
      REQUIRE(a.stats.size() == b.stats.size());
      for (std::size_t i = 0; i < a.stats.size(); ++i) {
        CHECK(a.stats[i].action == b.stats[i].action);
        CHECK(a.stats[i].visits == b.stats[i].visits);
      }
      CHECK(a.iterations == 300);
      CHECK(agent("medium:iterations=200", 3)->choose(obs) == agent("medium:iterations=200", 3)->choose(obs));
      CHECK(agent("greedy", 3)->choose(obs) == agent("greedy", 3)->choose(obs));
      // History does not matter either: an agent that already played decides the same.
      for (const char* spec : {"greedy", "mcts:iterations=150"}) {
        auto seasoned = agent(spec, 3);
        seasoned->choose(duel::observe(duel::GameState(test_rules(), duel::make_setup(test_rules(), 2, {})), 0));
        CHECK(seasoned->choose(obs) == agent(spec, 3)->choose(obs));
      }
    }
    s.apply(walker->choose(duel::observe(s, s.to_move())));
  }
}

TEST_CASE("greedy beats random in a fixed sample", "[ai]") {
  int greedy_wins = 0;
  for (std::uint64_t game = 0; game < 20; ++game) {
    auto greedy = agent("greedy", game);
    auto random = agent("random", 1000 + game);
    const bool greedy_first = game % 2 == 0;
    const duel::Player winner =
        greedy_first ? play_game(*greedy, *random, 500 + game) : play_game(*random, *greedy, 500 + game);
    if (winner == (greedy_first ? 0 : 1)) ++greedy_wins;
  }
  CHECK(greedy_wins >= 16);
}
