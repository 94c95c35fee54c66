// Agent specs: every documented form builds an agent; malformed ones give a clear error.
#include <catch2/catch.hpp>

#include "duel/ai/agent.hpp"
#include "duel/ai/mcts_agent.hpp"
#include "duel/ai/spec.hpp"

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
  // The caps: Hard answers within 2 s, Easy and Medium within 0.5 s.
  CHECK(hard.seconds == 2.0);
  CHECK(medium.seconds == 0.5);
  CHECK(easy.seconds == 0.5);
  // An expert's options override the level's.
  CHECK(level("hard:depth=40").playout_depth == 40);
  CHECK(level("hard:iterations=5000").iterations == 5000);
}
