// sim --sprt: the sequential test's arithmetic on known inputs (the GSPRT's normal
// approximation on the pentanomial of game pairs), and the command stopping at a verdict.
#include <catch2/catch.hpp>

#include <cmath>
#include <fstream>

#include <nlohmann/json.hpp>

#include "cli_support.hpp"
#include "stats.hpp"

using duel::cli::Pentanomial;

TEST_CASE("sprt: Elo scores and the bounds", "[sprt]") {
  CHECK(duel::cli::elo_expected_score(0) == 0.5);
  CHECK(duel::cli::elo_expected_score(100) == Approx(0.6400649998028851).epsilon(1e-12));
  CHECK(duel::cli::elo_expected_score(-100) == Approx(1 - 0.6400649998028851).epsilon(1e-12));
  const auto [lower, upper] = duel::cli::sprt_bounds(0.05, 0.05);
  CHECK(lower == Approx(-2.9444389791664403).epsilon(1e-12));  // log(0.05 / 0.95)
  CHECK(upper == Approx(2.9444389791664403).epsilon(1e-12));   // log(0.95 / 0.05)
  CHECK(duel::cli::sprt_bounds(0.05, 0.1).first == Approx(-2.251291798606495).epsilon(1e-12));  // log(0.1 / 0.95)
}

TEST_CASE("sprt: the log-likelihood ratio of known pentanomials", "[sprt]") {
  // N (s1 - s0) (2 m - s0 - s1) / (2 v), m the mean of a pair's score k / 4, v the
  // variance with one more pair in each cell. Even pairs (m = 0.5, v = 8.125 / 105) lean
  // to H0 = 0 Elo against H1 = 10: 100 * 0.01439 * -0.01439 / 0.1548.
  CHECK(duel::cli::sprt_llr(Pentanomial{10, 20, 40, 20, 10}, 0, 10) == Approx(-0.13374807485395832).epsilon(1e-12));
  // A scoring 60% leans to H1.
  CHECK(duel::cli::sprt_llr(Pentanomial{5, 10, 40, 30, 15}, 0, 10) == Approx(1.9539847060780808).epsilon(1e-12));
  CHECK(duel::cli::sprt_llr(Pentanomial{1, 2, 3, 4, 5}, -5, 5) == Approx(0.3237786769073113).epsilon(1e-12));
  // Identical pairs: the pair added to each cell keeps the variance from 0, so one pair
  // won twice is little evidence (without it the ratio would be infinite).
  CHECK(duel::cli::sprt_llr(Pentanomial{0, 0, 3, 0, 0}, 0, 10) == Approx(-0.00397422850994619).epsilon(1e-12));
  CHECK(duel::cli::sprt_llr(Pentanomial{0, 0, 0, 0, 1}, 0, 100) == Approx(0.19271487301296467).epsilon(1e-12));
  CHECK(duel::cli::sprt_llr(Pentanomial{}, 0, 10) == 0.0);
  // Symmetric: B's view of the same pairs (mirrored cells, mirrored and swapped
  // hypotheses) gives the opposite ratio.
  CHECK(duel::cli::sprt_llr(Pentanomial{15, 30, 40, 10, 5}, -10, 0) ==
        Approx(-duel::cli::sprt_llr(Pentanomial{5, 10, 40, 30, 15}, 0, 10)).epsilon(1e-12));
}

TEST_CASE("sim --sprt stops at a verdict, the same on any number of threads", "[sprt][cli]") {
  // Greedy wins nearly every game against Random: H1 (100 Elo better rather than 0) is
  // accepted after a few pairs, long before the 400 games allowed.
  const duel::test::Run run = duel::test::run_cli("sim --p1 greedy --p2 random --sprt 0,100 --games 400 --json");
  REQUIRE(run.status == 0);
  const auto j = nlohmann::json::parse(run.output);
  const auto& sprt = j["sprt"];
  CHECK(sprt["verdict"] == "H1");
  CHECK(sprt["games"] == 16);  // 8 pairs won twice: LLR 3.34
  CHECK(j["games"] == sprt["games"]);
  CHECK(sprt["pairs"].get<int>() * 2 == sprt["games"].get<int>());
  CHECK(sprt["llr"].get<double>() >= sprt["upper"].get<double>());
  CHECK(sprt["upper"].get<double>() == Approx(std::log(19.0)));
  CHECK(sprt["lower"].get<double>() == Approx(-std::log(19.0)));
  long long pairs = 0;
  for (const auto& c : sprt["pentanomial"]) pairs += c.get<long long>();
  CHECK(pairs == sprt["pairs"].get<long long>());
  const auto single = nlohmann::json::parse(
      duel::test::run_cli("sim --p1 greedy --p2 random --sprt 0,100 --games 400 --threads 1 --json").output);
  CHECK(single["sprt"] == sprt);
  // The other way round Random is 100 Elo worse, not better: H0 accepted.
  const auto h0 = nlohmann::json::parse(
      duel::test::run_cli("sim --p1 random --p2 greedy --sprt 0,100 --games 400 --json").output);
  CHECK(h0["sprt"]["verdict"] == "H0");
  CHECK(h0["sprt"]["llr"].get<double>() <= h0["sprt"]["lower"].get<double>());
  // Too few games for a verdict: the most games are played and none is given.
  const duel::test::Run few = duel::test::run_cli("sim --p1 greedy --p2 random --sprt 0,100 --games 4");
  REQUIRE(few.status == 0);
  CHECK(few.output.find("4 games (2 pairs") != std::string::npos);
  CHECK(few.output.find("no verdict") != std::string::npos);
}

TEST_CASE("sim --sprt and --paired reject bad values with a clear message", "[sprt][cli]") {
  const std::pair<const char*, const char*> bad[] = {
      {"sim --sprt 10", "7wd-cli sim: --sprt expects ELO0,ELO1: two Elo differences from -1000 to 1000, ELO0 below "
                        "ELO1 (e.g. 0,10), got \"10\""},
      {"sim --sprt 10,5", "7wd-cli sim: --sprt expects ELO0,ELO1: two Elo differences from -1000 to 1000, ELO0 below "
                          "ELO1 (e.g. 0,10), got \"10,5\""},
      {"sim --sprt 0,5 --alpha 0.5", "7wd-cli sim: --alpha expects a number above 0 and below 0.5, got \"0.5\""},
      {"sim --paired --games 3", "7wd-cli sim: --games must be even with --paired or --sprt (each setup from both seats), got 3"},
  };
  for (const auto& [args, message] : bad) {
    const duel::test::Run run = duel::test::run_cli(args);
    INFO(args);
    CHECK(run.status == 2);
    CHECK(run.output == std::string(message) + "\n");
  }
}

TEST_CASE("sim --paired plays every setup from both seats", "[sprt][cli]") {
  // Games 2k and 2k + 1 share setup S + k, agent A in seat 1 then seat 2: the records
  // kept say so.
  const auto dir = duel::test::temp_dir("sim_paired");
  const duel::test::Run run =
      duel::test::run_cli("sim --p1 greedy --p2 random --games 4 --seed 5 --paired --records " + dir.string());
  REQUIRE(run.status == 0);
  CHECK(run.output.find("4 games, seeds 5..6, each from both seats") != std::string::npos);
  const std::uint64_t seeds[] = {5, 5, 6, 6};
  for (int g = 0; g < 4; ++g) {
    std::ifstream in(dir / ("game-" + std::to_string(g + 1) + ".json"));
    const auto record = nlohmann::json::parse(in);
    INFO("game " << g + 1);
    CHECK(record["seed"].get<std::uint64_t>() == seeds[g]);
    CHECK(record["players"][g % 2] == "greedy");
    CHECK(record["players"][1 - g % 2] == "random");
  }
}
