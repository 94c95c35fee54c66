// balance's tools for trusting a verdict and acting on it: --confirm (the flagged rows
// played again with a stronger agent), balance tune (the values of 1-3 numbers that bring
// a statistic to a goal), and the agents' measured strength in every report.
#include <cmath>
#include <fstream>
#include <sstream>

#include <nlohmann/json.hpp>

#include "balance/agent_strength.hpp"
#include "balance/confirm.hpp"
#include "balance/tune.hpp"
#include "cli_support.hpp"

using namespace duel::test;
using namespace duel::cli::balance;
namespace fs = std::filesystem;

namespace {

nlohmann::json read_json(const fs::path& path) {
  std::ifstream in(path);
  return nlohmann::json::parse(in, nullptr, false);
}

int lines_of(const fs::path& path) {
  std::ifstream in(path);
  int n = 0;
  for (std::string line; std::getline(in, line);) ++n;
  return n;
}

Json item(const std::string& name, const std::string& outlier, double difference) {
  return {{"name", name}, {"win_rate", 0.5 + difference}, {"ci95_low", 0.4}, {"ci95_high", 0.6},
          {"difference", difference}, {"outlier", outlier}};
}

}  // namespace

TEST_CASE("confirm: each flagged item's verdict is checked in the stronger agent's report", "[balance][confirm]") {
  const Json original = {{"overall", Json::object()},
                         {"cards", {item("A", "high", 0.1), item("B", "", 0.01), item("C", "low", -0.1), item("D", "high", 0.08)}},
                         {"tokens", {item("Law", "low", -0.2)}}};
  const Json again = {{"cards", {item("A", "high", 0.12), item("B", "high", 0.2), item("C", "", -0.02), item("D", "", -0.05)}},
                      {"tokens", {{{"name", "Law"}, {"win_rate", nullptr}, {"difference", nullptr}, {"outlier", ""}}}}};
  const Json c = confirm_flagged(original, again, false, "medium", 50);
  CHECK(c["agent"] == "medium");
  CHECK(c["games"] == 50);
  CHECK(c["flagged"] == 4);
  CHECK(c["held"] == 1);
  REQUIRE(c["rows"].size() == 4);
  CHECK(c["rows"][0]["item"] == "A");
  CHECK(c["rows"][0]["check"] == "holds");
  CHECK(c["rows"][1]["item"] == "C");
  CHECK(c["rows"][1]["check"] == "same direction");
  CHECK(c["rows"][2]["item"] == "D");
  CHECK(c["rows"][2]["check"] == "reversed");
  CHECK(c["rows"][3]["table"] == "tokens");
  CHECK(c["rows"][3]["check"] == "not seen");
  CHECK(c["rows"][0]["confirm_ci95"] == Json::array({0.4, 0.6}));
  const Json table = confirmation_table(c);
  CHECK(table[0]["confirm_ci95_low"] == 0.4);
  CHECK(table[0]["confirm_ci95_high"] == 0.6);
  // A comparison: significant rows, "higher" / "lower" by the sign of the difference.
  const Json before = {{"cards", {{{"what", "Library constructed"}, {"difference", -0.3}, {"p", 0.001}, {"p_adjusted", 0.01}, {"significant", true}},
                                  {{"what", "Baths constructed"}, {"difference", 0.01}, {"p", 0.5}, {"p_adjusted", 1.0}, {"significant", false}}}}};
  const Json after = {{"cards", {{{"what", "Library constructed"}, {"difference", -0.25}, {"p", 0.02}, {"p_adjusted", 0.04}, {"significant", true}}}}};
  const Json k = confirm_flagged(before, after, true, "hard", 10);
  REQUIRE(k["rows"].size() == 1);
  CHECK(k["rows"][0]["verdict"] == "lower");
  CHECK(k["rows"][0]["confirm_verdict"] == "lower");
  CHECK(k["rows"][0]["check"] == "holds");
  CHECK(k["rows"][0]["confirm_p_adjusted"] == 0.04);
}

TEST_CASE("balance --confirm plays the first games again with the stronger agent", "[balance][cli][confirm]") {
  const fs::path dir = temp_dir("balance-confirm");
  // Seed 4: a run with flagged rows (seed 3's had none once Greedy judged a move after its own follow-ups).
  const Run run = run_cli("balance --games 60 --seed 4 --p1 greedy --p2 greedy --confirm greedy:eval=learned --confirm-games 30 --out " +
                          (dir / "out").string());
  INFO(run.output);
  REQUIRE(run.status == 0);
  const nlohmann::json r = read_json(dir / "out" / "report.json");
  int flagged = 0;
  for (const char* table : {"cards", "wonders", "tokens", "groups"}) {
    for (const auto& row : r[table]) flagged += row["outlier"].is_string() && !row["outlier"].get<std::string>().empty();
  }
  const auto& c = r["confirmation"];
  CHECK(c["agent"] == "greedy:eval=learned");
  CHECK(c["games"] == 30);
  CHECK(c["flagged"] == flagged);
  CHECK(flagged > 0);
  int held = 0;
  for (const auto& row : c["rows"]) {
    const std::string check = row["check"];
    CHECK((check == "holds" || check == "same direction" || check == "reversed" || check == "not seen"));
    held += check == "holds";
  }
  CHECK(c["held"] == held);
  CHECK(lines_of(dir / "out" / "confirmation.csv") == flagged + 1);
  CHECK(run.output.find("confirmed with greedy:eval=learned over 30 games: " + std::to_string(held) + " of " +
                        std::to_string(flagged) + " flagged verdict(s) hold") != std::string::npos);
  std::ifstream page(dir / "out" / "report.html");
  std::stringstream html;
  html << page.rdbuf();
  CHECK(html.str().find("id=\"table-confirmation\"") != std::string::npos);
  // Refused: --confirm-games alone, --confirm with --sweep or --shard, a bad agent.
  fs::remove_all(dir / "out");
  Run bad = run_cli("balance --games 4 --confirm-games 2 --out " + (dir / "out").string());
  CHECK(bad.output == "7wd-cli balance: --confirm-games needs --confirm AGENT\n");
  bad = run_cli("balance --games 4 --confirm greedy --shard 1/2 --out " + (dir / "out").string());
  CHECK(bad.output == "7wd-cli balance: --confirm cannot be combined with --shard (it confirms one run's flagged rows)\n");
  bad = run_cli("balance --games 4 --confirm grredy --out " + (dir / "out").string());
  CHECK(bad.status == 2);
  CHECK(bad.output.find("7wd-cli balance: --confirm: ") == 0);
  CHECK(bad.output.find("grredy") != std::string::npos);
  CHECK_FALSE(fs::exists(dir / "out"));
}

TEST_CASE("tune: one number bisected, several searched one at a time", "[balance][tune]") {
  std::vector<std::vector<long long>> played;
  auto rate = [&](double x) {
    TuneStatistic s;
    s.seen = true;
    s.value = x;
    s.ci95 = Json::array({x - 0.01, x + 0.01});
    s.count = 100;
    return s;
  };
  std::vector<long long> range(11);
  for (int i = 0; i <= 10; ++i) range[static_cast<std::size_t>(i)] = i;
  auto linear = [&](const std::vector<long long>& v) {
    played.push_back(v);
    return rate(0.3 + 0.05 * static_cast<double>(v[0]));
  };
  std::vector<TuneStep> steps = tune_search({range}, 0.52, 12, linear);
  REQUIRE(steps.size() == 6);
  const std::vector<long long> order = {0, 10, 5, 2, 3, 4};
  for (std::size_t i = 0; i < order.size(); ++i) CHECK(steps[i].values[0] == order[i]);
  CHECK(steps[best_step(steps)].values[0] == 4);
  CHECK(steps[best_step(steps)].statistic.value == Approx(0.5));
  // A goal outside both ends: the nearer end, after two games each.
  played.clear();
  steps = tune_search({range}, 0.9, 12, linear);
  REQUIRE(steps.size() == 2);
  CHECK(steps[best_step(steps)].values[0] == 10);
  // Two numbers: coordinate search from the middle (2, 2).
  const std::vector<long long> five = {0, 1, 2, 3, 4};
  steps = tune_search({five, five}, 0.37, 20, [&](const std::vector<long long>& v) {
    return rate(0.1 * static_cast<double>(v[0]) + 0.05 * static_cast<double>(v[1]));
  });
  const std::vector<std::vector<long long>> path = {{2, 2}, {1, 2}, {3, 2}, {3, 1}, {2, 1}, {4, 1}, {3, 0}};
  REQUIRE(steps.size() == path.size());
  for (std::size_t i = 0; i < path.size(); ++i) CHECK(steps[i].values == path[i]);
  CHECK(steps[best_step(steps)].values == std::vector<long long>{3, 1});
  // The budget caps the candidates played.
  CHECK(tune_search({five, five}, 0.37, 3, [&](const std::vector<long long>& v) { return rate(0.1 * static_cast<double>(v[0])); }).size() == 3);
  // Targets, and the statistic read from a report.
  TuneTarget target;
  std::string error;
  REQUIRE(parse_tune_target("win-rate:divinities:Mars", target, error));
  CHECK(target.table == "divinities");
  CHECK(target.name == "Mars");
  CHECK_FALSE(parse_tune_target("victory-share:naval", target, error));
  CHECK(error.find("unknown victory type \"naval\"") != std::string::npos);
  REQUIRE(parse_tune_target("win-rate:cards:Baths", target, error));
  const Json report = {{"overall", Json::object()},
                       {"cards", {{{"name", "Baths"}, {"constructed", 40}, {"win_rate", 0.55}, {"ci95_low", 0.4}, {"ci95_high", 0.7}}}}};
  error.clear();
  const TuneStatistic s = tune_statistic(target, report, error);
  CHECK(error.empty());
  CHECK(s.value == 0.55);
  CHECK(s.count == 40);
  REQUIRE(parse_tune_target("win-rate:cards:Bath", target, error));
  tune_statistic(target, report, error);
  CHECK(error == "--target win-rate:cards:Bath: no item named \"Bath\" in cards");
}

TEST_CASE("balance tune plays each candidate as a --set run would", "[balance][cli][tune]") {
  const fs::path dir = temp_dir("balance-tune");
  const std::string param = "base/constants.json:/starting_coins=1..13:2";
  const std::string key = "base/constants.json:/starting_coins";
  const Run tune = run_cli("balance tune --games 100 --p1 greedy --p2 greedy --target first-player-win-rate --goal 0.5 --param " +
                           param + " --out " + (dir / "tune").string());
  INFO(tune.output);
  REQUIRE(tune.status == 0);
  const nlohmann::json t = read_json(dir / "tune" / "tune.json");
  CHECK(t["search"] == "bisection");
  // Both ends (0.58 with 1 coin, 0.49 with 13), then the bracket halved: 7 (0.56), 9 (0.5).
  // (0.56 and 0.45 at the ends until Greedy judged a move after its own follow-ups.)
  const std::vector<int> coins = {1, 13, 7, 9};
  const std::vector<double> rates = {0.58, 0.49, 0.56, 0.5};
  REQUIRE(t["steps"].size() == coins.size());
  for (std::size_t i = 0; i < coins.size(); ++i) {
    CHECK(t["steps"][i][key] == coins[i]);
    CHECK(t["steps"][i]["statistic"] == rates[i]);
    CHECK(t["steps"][i]["games"] == 100);
  }
  CHECK(t["best"][key] == 9);
  CHECK(lines_of(dir / "tune" / "tune.csv") == 5);
  CHECK(tune.output.find("nearest 0.5: base/constants.json:/starting_coins=9 gives first-player-win-rate 0.500 "
                         "(95% CI 0.404-0.596, over 100) (4 candidates)") != std::string::npos);
  // The best candidate's statistic is that of the same games played with --set.
  const Run set = run_cli("balance --games 100 --p1 greedy --p2 greedy --set " + key + "=9 --out " + (dir / "set").string());
  REQUIRE(set.status == 0);
  const nlohmann::json r = read_json(dir / "set" / "report.json");
  CHECK(t["best"]["statistic"] == r["overall"]["seats"][0]["win_rate"]);
  CHECK(t["best"]["ci95"] == r["overall"]["seats"][0]["ci95"]);
  // Bad input is named, nothing written.
  Run bad = run_cli("balance tune --games 2 --target first-player-win-rate --goal 1.5 --param " + param + " --out " + (dir / "bad").string());
  CHECK(bad.output == "7wd-cli balance tune: --goal expects a rate from 0 to 1, got \"1.5\"\n");
  bad = run_cli("balance tune --games 2 --target first-player-win-rate --goal 0.5 --out " + (dir / "bad").string());
  CHECK(bad.output == "7wd-cli balance tune: give 1 to 3 --param FILE:POINTER=A..B (the numbers to tune), got 0\n");
  bad = run_cli("balance tune --games 2 --target best-card --goal 0.5 --param " + param + " --out " + (dir / "bad").string());
  CHECK(bad.output.find("7wd-cli balance tune: --target best-card: unknown statistic") == 0);
  bad = run_cli("balance tune --games 2 --target first-player-win-rate --goal 0.5 --param base/constants.json:/starting_coins=-1..3 --out " +
                (dir / "bad").string());
  CHECK(bad.status == 1);
  CHECK(bad.output.find("7wd-cli balance tune: the data is not valid after --param base/constants.json:/starting_coins=-1") == 0);
  CHECK_FALSE(fs::exists(dir / "bad"));
}

TEST_CASE("balance reports say how strong the default agent is", "[balance][cli][strength]") {
  const fs::path dir = temp_dir("balance-strength");
  REQUIRE(run_cli("balance --games 4 --out " + (dir / "out").string()).status == 0);
  const nlohmann::json r = read_json(dir / "out" / "report.json");
  const auto& agents = r["agent_strength"]["agents"];
  REQUIRE(agents.size() == 1);
  CHECK(agents[0]["spec"] == "greedy:eval=learned");
  CHECK(agents[0]["against"] == "hard:time=0,threads=1");
  const StrengthMeasure& base = strength_measures()[0];
  CHECK(agents[0]["games"] == base.games);
  CHECK(agents[0]["wins"] == base.wins);
  std::ifstream page(dir / "out" / "report.html");
  std::stringstream html;
  html << page.rdbuf();
  CHECK(html.str().find("Agents: greedy:eval=learned (A and B) won " + std::to_string(base.wins) + " of " +
                        std::to_string(base.games) + " games against Hard") != std::string::npos);
  // Another agent is said to be unmeasured.
  REQUIRE(run_cli("balance --games 4 --p1 random --p2 greedy --out " + (dir / "other").string()).status == 0);
  const nlohmann::json o = read_json(dir / "other" / "report.json");
  CHECK(o["agent_strength"]["agents"].size() == 2);
  CHECK(o["agent_strength"]["agents"][0]["note"] == "random (A): not measured against a stronger agent with these expansions");
  // The base game has two measures (Hard first), and an expansion set its Medium one.
  CHECK(agents[0]["measures"].size() == 2);
  CHECK(agents[0]["measures"][1]["against_name"] == "Medium (300 iterations)");
  REQUIRE(run_cli("balance --games 2 --expansions pantheon --out " + (dir / "pantheon").string()).status == 0);
  const nlohmann::json p = read_json(dir / "pantheon" / "report.json");
  const auto& pantheon = p["agent_strength"]["agents"][0];
  CHECK(pantheon["against"] == "medium:time=0,iterations=300,threads=1");
  const StrengthMeasure& measured = strength_measures()[2];
  REQUIRE(std::string(measured.expansions) == "pantheon");
  CHECK(pantheon["wins"] == measured.wins);
  CHECK(pantheon["note"].get<std::string>().find("won " + std::to_string(measured.wins) + " of " +
                                                 std::to_string(measured.games) +
                                                 " games against Medium (300 iterations)") != std::string::npos);
}
