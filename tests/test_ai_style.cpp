// Scripted style agents (style:conspirators, style:politicians, style:science): Greedy
// that always takes its plan's moves when the rules allow one; and Greedy judging
// Agora's Progress tokens with lasting rules (Corruption, Organized Crime) worth taking.
#include <fstream>

#include <catch2/catch.hpp>

#include "duel/agora_rules.hpp"
#include "duel/ai/agent.hpp"
#include "duel/ai/style_agent.hpp"
#include "duel/observation.hpp"
#include "duel/setup.hpp"
#include "cli_support.hpp"
#include "test_support.hpp"

using namespace duel;

namespace {

std::unique_ptr<ai::Agent> agent(const std::string& spec, std::uint64_t seed) {
  std::string error;
  auto a = ai::make_agent(spec, seed, error);
  INFO(error);
  REQUIRE(a != nullptr);
  return a;
}

struct PlanCount {
  int offered = 0;   // moves of the style agent where a plan move was legal
  int followed = 0;  // ... and it took one
  int senators[2] = {0, 0};  // Politicians, Conspirators in the style agent's city at the end
};

// Plays `games` Agora games of `spec` (player 1 in even games) against Greedy.
PlanCount play(const std::string& spec, ai::StylePlan plan, int games) {
  PlanCount count;
  const Rules& rules = test::agora_rules();
  for (int g = 0; g < games; ++g) {
    auto style = agent(spec, 100 + g);
    auto greedy = agent("greedy", 200 + g);
    const Player style_seat = static_cast<Player>(g % 2);
    GameState s(rules, make_setup(rules, 7 + static_cast<std::uint64_t>(g), {}));
    while (!s.is_terminal()) {
      const bool styled = s.to_move() == style_seat;
      const GameState seen = observe(s, s.to_move());
      const Action a = (styled ? *style : *greedy).choose(seen);
      if (styled) {
        ActionList legal;
        seen.legal_actions(legal);
        bool any = false;
        for (int i = 0; i < legal.size(); ++i) any = any || ai::follows_plan(seen, legal[i], plan);
        count.offered += any;
        count.followed += any && ai::follows_plan(seen, a, plan);
      }
      REQUIRE(s.apply(a));
    }
    s.cities[style_seat].cards.for_each([&](CardId c) {
      if (const SenatorDef* senator = rules.agora->senator(c)) ++count.senators[static_cast<int>(senator->kind)];
    });
  }
  return count;
}

}  // namespace

TEST_CASE("style agents always take their plan's moves when they can", "[ai][style]") {
  const PlanCount conspirators = play("style:conspirators", ai::StylePlan::Conspirators, 6);
  CHECK(conspirators.offered > 0);
  CHECK(conspirators.followed == conspirators.offered);
  const PlanCount politicians = play("style:politicians", ai::StylePlan::Politicians, 6);
  CHECK(politicians.offered > 0);
  CHECK(politicians.followed == politicians.offered);
  const PlanCount science = play("style:science,eval=heuristic", ai::StylePlan::Science, 6);
  CHECK(science.offered > 0);
  CHECK(science.followed == science.offered);
  // Each recruits the Senators of its plan more than the other's.
  CHECK(conspirators.senators[1] > politicians.senators[1]);
  CHECK(politicians.senators[0] > conspirators.senators[0]);
}

TEST_CASE("style agents are deterministic for a seed, and bad specs are named", "[ai][style]") {
  const Rules& rules = test::agora_rules();
  GameState s(rules, make_setup(rules, 3, {}));
  auto a = agent("style:science", 5), b = agent("STYLE:Science", 5);
  for (int i = 0; i < 30 && !s.is_terminal(); ++i) {
    const Action x = a->choose(observe(s, s.to_move()));
    CHECK(b->choose(observe(s, s.to_move())) == x);
    REQUIRE(s.apply(x));
  }
  CHECK(a->name() == "style:science");
  std::string error;
  CHECK(ai::make_agent("style", 1, error) == nullptr);
  CHECK(error == "agent \"style\": style needs a plan: style:conspirators, style:politicians or style:science");
  CHECK(ai::make_agent("style:bankers", 1, error) == nullptr);
  CHECK(error == "agent \"style:bankers\": style plan must be conspirators, politicians or science, got \"bankers\"");
  CHECK(ai::make_agent("style:science,depth=2", 1, error) == nullptr);
  CHECK(error.find("unknown option \"depth\" for style") != std::string::npos);
  // A bare word is a plan only for style.
  CHECK(ai::make_agent("greedy:science", 1, error) == nullptr);
  CHECK(error.find("malformed option \"science\"") != std::string::npos);
}

// Issue 30 item 6: over 4,000 Agora games the designers' agent never took Corruption or
// Organized Crime; their rules never reach the score sheet, so Greedy judged them worth
// nothing and took any other token first. Their worth now counts (agora_tokens_worth).
TEST_CASE("Greedy takes Corruption and Organized Crime when they are worth it", "[ai][agora][balance]") {
  const auto dir = test::temp_dir("greedy_agora_tokens");
  for (const std::string agents : {"", "--p1 greedy --p2 greedy "}) {
    const test::Run run = test::run_cli("balance --games 400 --threads 2 --expansions agora " + agents + "--out " +
                                        (dir / (agents.empty() ? "learned" : "heuristic")).string());
    INFO(run.output);
    REQUIRE(run.status == 0);
  }
  const auto taken = [&](const std::string& run, const std::string& token) {
    std::ifstream in(dir / run / "tokens.csv");
    for (std::string line; std::getline(in, line);) {
      if (line.rfind(token + ",", 0) == 0) return std::stoi(line.substr(token.size() + 1));
    }
    FAIL("no row " << token);
    return -1;
  };
  // 0 and 0 before, with either evaluation; 31, 25, 11 and 15 before Greedy judged a move
  // after its own follow-up decisions (a token taken after a science pair is one).
  CHECK(taken("learned", "Corruption") == 96);
  CHECK(taken("learned", "Organized Crime") == 72);
  CHECK(taken("heuristic", "Corruption") == 25);
  CHECK(taken("heuristic", "Organized Crime") == 13);
}
