// Agent specs: every documented form builds an agent; malformed ones give a clear error.
#include <catch2/catch.hpp>

#include "duel/ai/agent.hpp"
#include "duel/ai/bench.hpp"
#include "duel/ai/mcts_agent.hpp"
#include "duel/ai/spec.hpp"
#include "duel/data_loader.hpp"
#include "duel/observation.hpp"

namespace {

const duel::Rules* test_rules_ptr() {
  static const duel::LoadResult loaded = duel::load_rules(DUEL_SOURCE_DATA_DIR);
  REQUIRE(loaded.ok());
  return loaded.rules.get();
}

}  // namespace

TEST_CASE("documented agent specs build agents", "[ai][spec]") {
  for (const char* spec : {"random", "greedy", "greedy:samples=2", "easy", "medium", "hard", "hard:iterations=5000",
                           "mcts:iterations=2000,threads=2", "hard:time=0.5", "HARD", "mcts:time=0.1,iterations=0",
                           "medium:c=1.2,depth=6,epsilon=0.3"}) {
    std::string error;
    auto agent = duel::ai::make_agent(spec, 1, error);
    INFO(spec << ": " << error);
    CHECK(agent != nullptr);
  }
}

TEST_CASE("malformed agent specs are refused with a message", "[ai][spec]") {
  for (const char* spec : {"", "bogus", "hard:", "hard:iterations", "hard:iterations=", "hard:iterations=abc",
                           "hard:iterations=-1", "hard:iterations=12x", "hard:foo=1", "hard:threads=0",
                           "hard:time=-1", "hard:time=nan", "random:x=1", "greedy:samples=0", "greedy:depth=3",
                           "mcts:iterations=0", "hard:iterations=10,", "hard iterations=10", ":iterations=10",
                           "mcts:epsilon=2"}) {
    std::string error;
    auto agent = duel::ai::make_agent(spec, 1, error);
    INFO("spec \"" << spec << "\"");
    CHECK(agent == nullptr);
    CHECK_FALSE(error.empty());
  }
}

TEST_CASE("spec options keep their order and values", "[ai][spec]") {
  std::string error;
  const auto spec = duel::ai::parse_agent_spec("mcts:iterations=2000,threads=2", error);
  REQUIRE(spec);
  CHECK(spec->name == "mcts");
  REQUIRE(spec->options.size() == 2);
  CHECK(spec->options[0] == std::pair<std::string, std::string>{"iterations", "2000"});
  CHECK(spec->options[1] == std::pair<std::string, std::string>{"threads", "2"});
}

namespace {

duel::ai::SearchConfig level(const std::string& spec) {
  std::string error;
  auto agent = duel::ai::make_agent(spec, 1, error);
  REQUIRE(agent != nullptr);
  auto* search = dynamic_cast<duel::ai::MctsAgent*>(agent.get());
  REQUIRE(search != nullptr);
  return search->config();
}

}  // namespace

TEST_CASE("each difficulty level searches more than the one below", "[ai][spec]") {
  const duel::ai::SearchConfig easy = level("easy"), medium = level("medium"), hard = level("hard");
  CHECK(easy.iterations < medium.iterations);
  CHECK(medium.iterations < hard.iterations);
  // Hard plays its playouts to the end of the game (no game lasts 100 plies);
  // Easy and Medium stop after 40 and let the heuristic judge.
  CHECK(hard.playout_depth >= 100);
  CHECK(medium.playout_depth == 40);
  CHECK(easy.playout_depth == 40);
  // Hard's playouts put each player in science mode half the time; the others never.
  CHECK(hard.science_playouts == 0.5);
  CHECK((easy.science_playouts == 0.0 && medium.science_playouts == 0.0));
  // The caps: Hard answers within 2 s, Easy and Medium within 0.5 s.
  CHECK(hard.seconds == 2.0);
  CHECK(medium.seconds == 0.5);
  CHECK(easy.seconds == 0.5);
  // An expert's options override the level's.
  CHECK(level("hard:depth=40").playout_depth == 40);
  CHECK(level("hard:iterations=5000").iterations == 5000);
}

TEST_CASE("search budgets have documented maxima", "[ai][spec][bad-input]") {
  // Issue 8: any budget was accepted (iterations up to 10^8, an hour per move).
  for (const char* spec : {"mcts:iterations=1000000", "hard:time=60", "hard:threads=64", "hard:depth=200",
                           "mcts:time=60,iterations=0", "greedy:samples=1000"}) {
    std::string error;
    const bool built = duel::ai::make_agent(spec, 1, error) != nullptr;
    INFO(spec << ": " << error);
    CHECK(built);
  }
  const std::pair<const char*, const char*> refused[] = {
      {"mcts:iterations=1000001", "iterations must be a whole number from 0 to 1000000 (0 = time only), got \"1000001\""},
      {"mcts:iterations=100000000", "iterations must be a whole number from 0 to 1000000 (0 = time only), got \"100000000\""},
      {"hard:time=60.5", "time must be a number from 0 to 60 (seconds, 0 = no limit), got \"60.5\""},
      {"hard:threads=65", "threads must be a whole number from 1 to 64, got \"65\""},
      {"hard:depth=201", "depth must be a whole number from 0 to 200 (playout plies), got \"201\""},
      {"greedy:samples=1001", "samples must be a whole number from 1 to 1000, got \"1001\""},
  };
  for (const auto& [spec, message] : refused) {
    std::string error;
    CHECK(duel::ai::make_agent(spec, 1, error) == nullptr);
    CHECK(error == std::string("agent \"") + spec + "\": " + message);
  }
  // A long spec is shortened in the message.
  std::string error;
  CHECK(duel::ai::make_agent("mcts:iterations=" + std::string(1000, '9'), 1, error) == nullptr);
  CHECK(error.size() < 300);
  CHECK(error.find("...") != std::string::npos);
}

namespace {

duel::GameState bench_observation() {
  const auto& positions = duel::ai::bench_positions(*test_rules_ptr());
  return duel::observe(positions[5], positions[5].to_move());
}

}  // namespace

TEST_CASE("a search tree stops growing at its node limit and goes on searching", "[ai][spec]") {
  const duel::GameState obs = bench_observation();
  duel::ai::SearchConfig config;
  const auto never = std::chrono::steady_clock::time_point::max();
  const duel::ai::TreeResult capped = duel::ai::search_one_tree(obs, config, 2000, never, false, 7, 300);
  CHECK(capped.iterations == 2000);
  CHECK(capped.nodes == 300);
  CHECK_FALSE(capped.time_capped);
  const duel::ai::TreeResult free = duel::ai::search_one_tree(obs, config, 2000, never, false, 7, 1'000'000);
  CHECK(free.nodes > 300);
  CHECK(free.nodes <= 2001);  // at most one node per iteration, plus the root
  // An iteration budget alone never meets the limit, whatever the thread count.
  static_assert(duel::ai::kMaxTreeNodes / duel::ai::kMaxSearchThreads >
                duel::ai::kMaxSearchIterations / duel::ai::kMaxSearchThreads + 1);
}

TEST_CASE("a search says when its time limit cut it short", "[ai][spec]") {
  // Issue 20: a time cap makes the move depend on the machine's speed; say so.
  const duel::GameState obs = bench_observation();
  duel::ai::SearchConfig config;
  config.threads = 2;
  config.iterations = 1'000'000;
  config.seconds = 0.01;
  const duel::ai::SearchResult cut = duel::ai::search(obs, config, 3);
  CHECK(cut.time_capped);
  CHECK(cut.iterations < 1'000'000);
  config.iterations = 200;
  config.seconds = 60.0;
  const duel::ai::SearchResult whole = duel::ai::search(obs, config, 3);
  CHECK_FALSE(whole.time_capped);
  CHECK(whole.iterations == 200);
  std::string error;
  auto agent = duel::ai::make_agent("mcts:iterations=1000000,time=0.01", 1, error);
  REQUIRE(agent);
  duel::ai::MoveTimes times;
  duel::ai::timed_choose(*agent, obs, times);
  CHECK(agent->last_move_time_capped());
  CHECK(times.time_capped == 1);
  auto quick = duel::ai::make_agent("mcts:iterations=100", 1, error);
  duel::ai::timed_choose(*quick, obs, times);
  CHECK_FALSE(quick->last_move_time_capped());
  CHECK(times.time_capped == 1);
  CHECK(times.moves == 2);
}
