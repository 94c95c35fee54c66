// 7wd-cli rank: the Elo fit on synthetic results with known answers, the agent list, and
// the command end to end on cheap agents.
#include <cmath>
#include <numbers>

#include <nlohmann/json.hpp>

#include "cli.hpp"
#include "cli_support.hpp"
#include "elo.hpp"

using namespace duel::cli;
using duel::test::Run;
using duel::test::run_cli;

namespace {

// The expected score of a rating difference, as the model has it.
double expected_score(double elo_difference) { return 1 / (1 + std::pow(10.0, -elo_difference / 400)); }

}  // namespace

TEST_CASE("rank: two agents scoring 75% are 400 log10(3) Elo apart", "[rank]") {
  ResultTable table(2);
  table.add(0, 1, 100, 75);
  const EloFit fit = fit_elo(table, 1);
  REQUIRE(fit.error.empty());
  CHECK_FALSE(fit.prior);
  CHECK(fit.elo[1] == 0.0);
  CHECK(fit.elo[0] == Approx(400 * std::log10(3.0)).epsilon(1e-9));  // 190.85
  CHECK(fit.elo[0] == Approx(190.8485).margin(1e-4));
  // The information of one pair is n p (1 - p): 100 * 0.1875 = 18.75 per squared nat.
  CHECK(fit.se[0] == Approx(kEloPerNat / std::sqrt(18.75)).epsilon(1e-9));
  CHECK(fit.se[1] == 0.0);
  CHECK(fit.low(0) == Approx(fit.elo[0] - 1.959964 * fit.se[0]));
  // The other anchor only moves the ratings; draws count half a win for each side.
  ResultTable draws(2);
  for (int g = 0; g < 50; ++g) draws.add_game(0, 1, 1.0);
  for (int g = 0; g < 50; ++g) draws.add_game(0, 1, 0.5);
  const EloFit other = fit_elo(draws, 0);
  REQUIRE(other.error.empty());
  CHECK(other.elo[0] == 0.0);
  CHECK(other.elo[1] == Approx(-400 * std::log10(3.0)).epsilon(1e-9));
  CHECK(other.se[1] == Approx(fit.se[0]).epsilon(1e-9));
  CHECK(draws.games(0) == 100);
  CHECK(draws.score(0) == 75);
  CHECK(draws.score(1, 0) == 25);
}

TEST_CASE("rank: three agents with consistent results get their ratings back", "[rank]") {
  const double truth[3] = {0, 120, 300};
  ResultTable table(3);
  for (int i = 0; i < 3; ++i) {
    for (int j = i + 1; j < 3; ++j) table.add(i, j, 200, 200 * expected_score(truth[i] - truth[j]));
  }
  const EloFit fit = fit_elo(table, 0);
  REQUIRE(fit.error.empty());
  CHECK_FALSE(fit.prior);
  for (int i = 0; i < 3; ++i) CHECK(fit.elo[static_cast<std::size_t>(i)] == Approx(truth[i]).margin(1e-6));
  CHECK(fit.iterations < 20);
  // Anchored elsewhere: the same differences.
  const EloFit middle = fit_elo(table, 1);
  REQUIRE(middle.error.empty());
  for (int i = 0; i < 3; ++i) CHECK(middle.elo[static_cast<std::size_t>(i)] == Approx(truth[i] - 120).margin(1e-6));
  CHECK(middle.se[1] == 0.0);
  CHECK(middle.se[0] > 0.0);
  // The interval of a difference does not depend on the anchor; against the anchor it is
  // the rating's own.
  CHECK(fit.se_difference(1, 0) == Approx(fit.se[1]).epsilon(1e-9));
  CHECK(middle.se_difference(0, 2) == Approx(fit.se_difference(0, 2)).epsilon(1e-9));
  CHECK(middle.se_difference(2, 0) == Approx(fit.se[2]).epsilon(1e-9));
  CHECK(fit.se_difference(1, 2) == Approx(middle.se[2]).epsilon(1e-9));
  CHECK(fit.covariance[1 * 3 + 2] == Approx(fit.covariance[2 * 3 + 1]));
}

TEST_CASE("rank: symmetric results rate everyone 0", "[rank]") {
  ResultTable table(4);
  for (int i = 0; i < 4; ++i) {
    for (int j = i + 1; j < 4; ++j) table.add(i, j, 30, 15);
  }
  const EloFit fit = fit_elo(table, 2);
  REQUIRE(fit.error.empty());
  for (int i = 0; i < 4; ++i) CHECK(fit.elo[static_cast<std::size_t>(i)] == Approx(0.0).margin(1e-9));
  // A rock-paper-scissors cycle is symmetric too.
  ResultTable cycle(3);
  cycle.add(0, 1, 10, 8);
  cycle.add(1, 2, 10, 8);
  cycle.add(2, 0, 10, 8);
  const EloFit round = fit_elo(cycle, 0);
  REQUIRE(round.error.empty());
  CHECK(round.elo[1] == Approx(0.0).margin(1e-9));
  CHECK(round.elo[2] == Approx(0.0).margin(1e-9));
}

TEST_CASE("rank: the interval shrinks as the games grow", "[rank]") {
  double previous = 1e9;
  for (double n : {40.0, 160.0, 640.0}) {
    ResultTable table(3);
    table.add(0, 1, n, 0.6 * n);
    table.add(1, 2, n, 0.6 * n);
    table.add(0, 2, n, 0.7 * n);
    const EloFit fit = fit_elo(table, 2);
    REQUIRE(fit.error.empty());
    CHECK(fit.se[0] < previous);
    CHECK(fit.high(0) - fit.low(0) == Approx(2 * 1.959964 * fit.se[0]));
    if (previous < 1e9) CHECK(fit.se[0] == Approx(previous / 2).epsilon(1e-6));  // 1 / sqrt(n)
    previous = fit.se[0];
  }
}

TEST_CASE("rank: perfect records get finite ratings from one virtual draw per pair", "[rank]") {
  ResultTable table(2);
  table.add(0, 1, 10, 10);
  CHECK_FALSE(elo_mle_finite(table));
  const EloFit fit = fit_elo(table, 1);
  REQUIRE(fit.error.empty());
  CHECK(fit.prior);
  // 10 wins and a virtual draw: 10.5 of 11, 400 log10(21) Elo.
  CHECK(fit.elo[0] == Approx(400 * std::log10(21.0)).epsilon(1e-9));
  CHECK(std::isfinite(fit.se[0]));
  CHECK(fit.se[0] > 0);

  // An agent that beat both others every time, which drew against each other.
  ResultTable three(3);
  three.add(0, 1, 20, 20);
  three.add(0, 2, 20, 20);
  three.add(1, 2, 20, 10);
  const EloFit top = fit_elo(three, 2);
  REQUIRE(top.error.empty());
  CHECK(top.prior);
  CHECK(std::isfinite(top.elo[0]));
  CHECK(top.elo[0] > 400);
  CHECK(top.elo[1] == Approx(0.0).margin(1e-6));

  // Not every perfect pair makes the ratings infinite: 0 beat 2 every time, but 2 scored
  // against 1, which scored against 0.
  ResultTable chain(3);
  chain.add(0, 1, 20, 15);
  chain.add(1, 2, 20, 15);
  chain.add(0, 2, 20, 20);
  CHECK(elo_mle_finite(chain));
  const EloFit plain = fit_elo(chain, 2);
  REQUIRE(plain.error.empty());
  CHECK_FALSE(plain.prior);
  CHECK(plain.elo[0] > plain.elo[1]);
  CHECK(plain.elo[1] > 0);
}

TEST_CASE("rank: the fit refuses agents no games connect", "[rank]") {
  ResultTable table(3);
  table.add(0, 1, 10, 5);
  const EloFit fit = fit_elo(table, 0);
  CHECK(fit.error.find("agent 3 is not connected") != std::string::npos);
  CHECK_FALSE(fit_elo(table, 3).error.empty());
  ResultTable one(1);
  const EloFit alone = fit_elo(one, 0);
  REQUIRE(alone.error.empty());
  CHECK(alone.elo[0] == 0.0);
}

TEST_CASE("rank: --agents keeps an expert spec's options together", "[rank]") {
  std::string error;
  CHECK(split_agent_list("random,greedy,greedy:eval=learned,easy", error) ==
        std::vector<std::string>{"random", "greedy", "greedy:eval=learned", "easy"});
  CHECK(split_agent_list("random, mcts:iterations=2000,threads=2 ,hard:time=0", error) ==
        std::vector<std::string>{"random", "mcts:iterations=2000,threads=2", "hard:time=0"});
  CHECK(error.empty());
  split_agent_list("random,,greedy", error);
  CHECK(error.find("empty agent spec") != std::string::npos);
  error.clear();
  split_agent_list("random,threads=2", error);
  CHECK(error.find("follows \"random\", which has no options") != std::string::npos);
  error.clear();
  split_agent_list("threads=2,random", error);
  CHECK(error.find("comes before any agent") != std::string::npos);
}

TEST_CASE("rank: a round robin of cheap agents end to end", "[rank][cli]") {
  const Run r = run_cli("rank --agents greedy,random,greedy:samples=1 --games 12 --seed 5 --threads 2 --json");
  REQUIRE(r.status == 0);
  const auto j = nlohmann::json::parse(r.output);
  CHECK(j["games_per_pair"] == 12);
  CHECK(j["pairs"] == 3);
  CHECK(j["games"] == 36);
  CHECK(j["anchor"] == "random");  // listed, so the anchor without --anchor
  REQUIRE(j["agents"].size() == 3);
  int wins = 0, losses = 0, draws = 0;
  double previous = 1e9;
  for (const auto& agent : j["agents"]) {
    CHECK(agent["games"] == 24);
    CHECK(agent["wins"].get<int>() + agent["draws"].get<int>() + agent["losses"].get<int>() == 24);
    wins += agent["wins"].get<int>();
    losses += agent["losses"].get<int>();
    draws += agent["draws"].get<int>();
    CHECK(agent["elo"].get<double>() <= previous);  // strongest first
    previous = agent["elo"].get<double>();
    CHECK(agent["ci95"][0].get<double>() <= agent["elo"].get<double>());
    CHECK(agent["ci95"][1].get<double>() >= agent["elo"].get<double>());
    if (!agent["ahead_of_next"].is_null()) CHECK(agent["ahead_of_next"]["elo"].get<double>() >= 0.0);
  }
  CHECK(j["agents"][0]["ahead_of_next"]["spec"] == j["agents"][1]["spec"]);
  CHECK(j["agents"][2]["ahead_of_next"].is_null());
  CHECK(wins == losses);
  CHECK(wins + draws / 2 == 36);
  CHECK(j["agents"][2]["spec"] == "random");  // both greedys above it
  CHECK(j["agents"][2]["elo"] == 0.0);
  // The matrix: a score and its mirror add to 1, as the raw results say.
  const auto& m = j["score_matrix"];
  for (int a = 0; a < 3; ++a) {
    CHECK(m[a][a].is_null());
    for (int b = 0; b < 3; ++b) {
      if (a != b) CHECK(m[a][b].get<double>() + m[b][a].get<double>() == Approx(1.0));
    }
  }
  REQUIRE(j["results"].size() == 3);
  for (const auto& pair : j["results"]) CHECK(pair["a_wins"].get<int>() + pair["draws"].get<int>() + pair["b_wins"].get<int>() == 12);

  // The same games whatever the thread count (but the time).
  auto single = nlohmann::json::parse(
      run_cli("rank --agent greedy --agent random --agent greedy:samples=1 --games 12 --seed 5 --threads 1 --json").output);
  auto results = j;
  for (auto* out : {&single, &results}) {
    for (auto& agent : (*out)["agents"]) {
      agent.erase("seconds_per_move");
      agent.erase("max_seconds_per_move");
    }
  }
  CHECK(single == results);

  // The text table: the agents strongest first, the anchor at 0, the matrix.
  const Run text = run_cli("rank --agents random,greedy --games 10 --anchor greedy");
  REQUIRE(text.status == 0);
  CHECK(text.output.find("2 agents, 1 pair of 10 games (10 games in all), seeds 1..10") != std::string::npos);
  CHECK(text.output.find("greedy = 0") != std::string::npos);
  CHECK(text.output.find("score of the row's agent against the column's") != std::string::npos);
  CHECK(text.output.find("  1  greedy") < text.output.find("  2  random"));
}

TEST_CASE("rank: bad arguments are refused with exit code 2", "[rank][cli][bad-input]") {
  const auto refused = [](const std::string& args, const std::string& message) {
    const Run r = run_cli("rank " + args);
    INFO(args << " -> " << r.output);
    CHECK(r.status == 2);
    CHECK(r.output.find(message) != std::string::npos);
  };
  refused("--agents random,nobody --games 2", "unknown agent \"nobody\"");
  refused("--agents random --games 2", "rank needs at least 2 agents, got only \"random\"");
  refused("--games 2", "name the agents to rank");
  refused("--agents random,greedy,random --games 2", "agent \"random\" is listed twice");
  refused("--agents random,Greedy --agent greedy --games 2", "agent \"greedy\" is listed twice");
  refused("--agents random,greedy --anchor easy", "--anchor \"easy\" is not one of the agents");
  refused("--agents random,greedy --games 0", "--games expects an integer from 1 to 1000000");
  refused("--agents random,greedy,easy --games 400000", "3 pairs of 400000 games are 1200000 games");
  refused("--agents random,greedy --games 2 --bogus", "unexpected argument \"--bogus\"");
  refused("--agents random,threads=2 --games 2", "which has no options");
  const Run help = run_cli("rank --help");
  CHECK(help.status == 0);
  CHECK(help.output.find("Fisher information") != std::string::npos);
  CHECK(run_cli("--help").output.find("  rank ") != std::string::npos);
}
