// The search's playouts (docs/ai.md "How the search works"): the per-state action
// values equal action_value() exactly, the science-mode option, and the expert level.
#include <catch2/catch.hpp>

#include <cstring>

#include "test_support.hpp"
#include "ai_test_support.hpp"
#include "duel/ai/agent.hpp"
#include "duel/ai/bench.hpp"
#include "duel/ai/evaluation.hpp"
#include "duel/ai/mcts_agent.hpp"
#include "duel/rng.hpp"
#include "duel/setup.hpp"

using namespace duel;

namespace {

using duel::test::config_of;

bool same_bits(double a, double b) { return std::memcmp(&a, &b, sizeof a) == 0; }

}  // namespace

TEST_CASE("ActionValues gives action_value's numbers bit for bit, whatever the order asked", "[ai][search]") {
  for (const auto& expansions : std::vector<std::vector<std::string>>{{}, {"pantheon"}, {"agora"}, {"agora", "pantheon"}}) {
    const Rules& rules = test::expansion_rules(expansions);
    GameOptions options;
    options.expansions = expansions;
    Rng chooser(7);
    int compared = 0;
    for (std::uint64_t seed = 1; seed <= 30; ++seed) {
      GameState s(rules, make_setup(rules, seed, options));
      ActionList legal;
      while (!s.is_terminal()) {
        s.legal_actions(legal);
        ai::ActionValues forwards(s), backwards(s);
        for (int i = 0; i < legal.size(); ++i) {
          const double expected = ai::action_value(s, legal[i]);
          INFO("seed " << seed << ", action " << i << " of " << legal.size());
          CHECK(same_bits(forwards(legal[i]), expected));
          CHECK(same_bits(backwards(legal[legal.size() - 1 - i]), ai::action_value(s, legal[legal.size() - 1 - i])));
          ++compared;
        }
        s.apply(legal[static_cast<int>(chooser.below(static_cast<std::uint32_t>(legal.size())))]);
      }
    }
    CHECK(compared > 30 * 60);
  }
}

TEST_CASE("science=P sets the playouts' science mode, which the frozen baselines refuse", "[ai][search][spec]") {
  CHECK(config_of("hard:science=0.25").science_playouts == 0.25);
  CHECK(config_of("hard-v1").science_playouts == 0.0);
  CHECK(config_of("medium-v1").science_playouts == 0.0);
  std::string error;
  CHECK(ai::make_agent("hard:science=1.5", 1, error) == nullptr);
  CHECK(error == "agent \"hard:science=1.5\": science must be a number from 0 to 1 (playouts in science mode), got \"1.5\"");
  CHECK(ai::make_agent("hard-v1:science=0.5", 1, error) == nullptr);
  CHECK(error.find("hard-v1 is a frozen baseline") != std::string::npos);
  CHECK(error.find("no science option") != std::string::npos);

  // The option reaches the playouts: with every playout in science mode the same
  // budget and seed choose differently on the bench positions; science=0 is the
  // search without it, move for move.
  const Rules& rules = test::expansion_rules({});
  ai::SearchConfig off = config_of("mcts:iterations=300,threads=1,depth=200");
  ai::SearchConfig zero = off, on = off;
  zero.science_playouts = 0.0;
  on.science_playouts = 1.0;
  const std::uint64_t plain = ai::run_search_bench(rules, off, 5).signature;
  CHECK(ai::run_search_bench(rules, zero, 5).signature == plain);
  CHECK(ai::run_search_bench(rules, on, 5).signature != plain);
}

TEST_CASE("expert is Hard with five times the budget", "[ai][search][spec]") {
  const ai::SearchConfig hard = config_of("hard"), expert = config_of("expert");
  CHECK(expert.iterations == 5 * hard.iterations);
  CHECK(expert.seconds == 10.0);
  CHECK(expert.threads == hard.threads);
  CHECK(expert.playout_depth == hard.playout_depth);
  CHECK(expert.science_playouts == hard.science_playouts);
  CHECK(expert.evaluation == hard.evaluation);
  CHECK(config_of("expert:iterations=2000,time=0").iterations == 2000);
}
