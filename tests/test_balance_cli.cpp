// 7wd-cli balance end to end: the same games as sim, shards merged into the single run's
// report, the HTML report rendered by headless Chromium, and bad input.
#include <algorithm>
#include <fstream>
#include <sstream>

#include <nlohmann/json.hpp>

#include "cli_support.hpp"

using namespace duel::test;
namespace fs = std::filesystem;

namespace {

nlohmann::json read_json(const fs::path& path) {
  std::ifstream in(path);
  return nlohmann::json::parse(in, nullptr, false);
}

std::string read_text(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

// report.json without its "timing" and the command lines that made it (the only fields
// that differ between equal runs: a merge names its own command and its shards').
std::string without_timing(const fs::path& report) {
  nlohmann::json j = read_json(report);
  j.erase("timing");
  j["match"]["played"].erase("command");
  j["match"].erase("shard_commands");
  if (j.contains("comparison")) j["comparison"]["baseline_played"].erase("command");
  return j.dump(1);
}

// A copy of the shipped data in `to`, without its learned weights (ai/) when asked.
fs::path copy_data(const fs::path& to, bool with_weights = true) {
  fs::copy(DUEL_SOURCE_DATA_DIR, to, fs::copy_options::recursive);
  if (!with_weights) fs::remove_all(to / "ai");
  return to;
}

// The page's DOM after headless Chromium ran its scripts (offline: a file:// URL).
Run rendered_dom(const fs::path& page, const fs::path& profile) {
  REQUIRE_FALSE(run_command("command -v chromium").output.empty());  // scripts/install-deps.sh installs it
  return run_command(
      "timeout 120 chromium --headless --no-sandbox --disable-gpu --disable-quic --no-first-run "
      "--disable-background-networking --disable-component-update --disable-sync --user-data-dir=" + profile.string() +
      " --virtual-time-budget=20000 --dump-dom file://" + page.string() + " 2>/dev/null");
}

}  // namespace

TEST_CASE("balance: plays the games sim plays", "[balance][cli]") {
  const fs::path dir = temp_dir("balance-sim");
  const std::string options = "--p1 greedy --p2 random --games 6 --seed 5 --threads 2";
  const Run balance = run_cli("balance " + options + " --out " + (dir / "out").string());
  REQUIRE(balance.status == 0);
  CHECK(balance.output.find("6 games in") != std::string::npos);
  const Run sim = run_cli("sim --json " + options);
  REQUIRE(sim.status == 0);
  const nlohmann::json s = nlohmann::json::parse(sim.output);
  const nlohmann::json r = read_json(dir / "out" / "report.json");
  CHECK(r["overall"]["agents"][0]["wins"] == s["agents"][0]["wins"]);
  CHECK(r["overall"]["agents"][1]["wins"] == s["agents"][1]["wins"]);
  CHECK(r["overall"]["draws"] == s["draws"]);
  CHECK(r["overall"]["length"]["mean"].get<double>() == Approx(s["average_moves"].get<double>()));
  CHECK(r["overall"]["scores"].back()["A"].get<double>() == Approx(s["agents"][0]["average_scores"]["total"].get<double>()));
  for (const char* file : {"report.html", "games.csv", "cards.csv", "wonders.csv", "tokens.csv", "seats.csv", "games.jsonl"}) {
    CHECK(fs::exists(dir / "out" / file));
  }
  std::ifstream games(dir / "out" / "games.csv");
  std::string line;
  int rows = 0;
  while (std::getline(games, line)) ++rows;
  CHECK(rows == 7);  // header + 6 games
}

TEST_CASE("balance: merged shards give the single run's report", "[balance][cli]") {
  const fs::path dir = temp_dir("balance-merge");
  const std::string options = " --p1 greedy --p2 random --games 7 --seed 3 ";
  REQUIRE(run_cli("balance" + options + "--out " + (dir / "single").string()).status == 0);
  std::string shards;
  for (int k = 1; k <= 3; ++k) {
    const fs::path shard = dir / ("shard" + std::to_string(k));
    const Run r = run_cli("balance" + options + "--shard " + std::to_string(k) + "/3 --out " + shard.string());
    REQUIRE(r.status == 0);
    CHECK_FALSE(fs::exists(shard / "report.json"));  // shards hold only the raw games
    shards += " " + shard.string();
  }
  const Run merge = run_cli("balance merge" + shards + " --out " + (dir / "merged").string());
  REQUIRE(merge.status == 0);
  CHECK(merge.output == "merged 7 games from 3 directories into " + (dir / "merged").string() + "\n");
  CHECK(without_timing(dir / "merged" / "report.json") == without_timing(dir / "single" / "report.json"));
  CHECK(read_text(dir / "merged" / "games.csv") == read_text(dir / "single" / "games.csv"));
  CHECK(read_text(dir / "merged" / "cards.csv") == read_text(dir / "single" / "cards.csv"));

  const Run missing = run_cli("balance merge " + (dir / "shard1").string() + " " + (dir / "shard3").string() + " --out " + (dir / "m2").string());
  CHECK(missing.status == 1);
  CHECK(missing.output == "7wd-cli balance: game 3 is missing (a shard was not given?)\n");
  CHECK_FALSE(fs::exists(dir / "m2"));
  const Run twice = run_cli("balance merge" + shards + " " + (dir / "shard2").string() + " --out " + (dir / "m3").string());
  CHECK(twice.output == "7wd-cli balance: game 3 appears in two shards\n");
  REQUIRE(run_cli("balance --p1 greedy --p2 greedy --games 7 --seed 3 --shard 2/3 --out " + (dir / "other").string()).status == 0);
  const Run other = run_cli("balance merge " + (dir / "shard1").string() + " " + (dir / "other").string() + " --out " + (dir / "m4").string());
  CHECK(other.output.find("holds another match") != std::string::npos);
}

// Issue 33 item 3: every expansion set's games go through shards and merge (Pantheon's
// games write 11 score rows, which merge used to refuse).
TEST_CASE("balance: merged shards give the single run's report with every expansion set", "[balance][cli][expansions]") {
  for (const std::string set : {"base", "pantheon", "agora", "pantheon,agora"}) {
    CAPTURE(set);
    const fs::path dir = temp_dir("balance-merge-" + set);
    const std::string options =
        " --p1 greedy --p2 random --games 5 --seed 8 " + (set == "base" ? std::string() : "--expansions " + set + " ");
    REQUIRE(run_cli("balance" + options + "--out " + (dir / "single").string()).status == 0);
    std::string shards;
    for (int k = 1; k <= 2; ++k) {
      const fs::path shard = dir / ("shard" + std::to_string(k));
      REQUIRE(run_cli("balance" + options + "--shard " + std::to_string(k) + "/2 --out " + shard.string()).status == 0);
      shards += " " + shard.string();
    }
    const Run merge = run_cli("balance merge" + shards + " --out " + (dir / "merged").string());
    REQUIRE(merge.output == "merged 5 games from 2 directories into " + (dir / "merged").string() + "\n");
    CHECK(without_timing(dir / "merged" / "report.json") == without_timing(dir / "single" / "report.json"));
    CHECK(read_text(dir / "merged" / "games.csv") == read_text(dir / "single" / "games.csv"));
    const std::size_t rows = read_json(dir / "single" / "report.json")["overall"]["scores"].size();
    CHECK(rows == (set == "base" ? 10u : set == "pantheon" ? 12u : 13u));  // the score rows and the total
  }
}

TEST_CASE("balance: bad options are named and nothing is written", "[balance][cli]") {
  const fs::path dir = temp_dir("balance-bad");
  Run r = run_cli("balance --games 2 --shard 4/3 --out " + (dir / "x").string());
  CHECK(r.status == 2);
  CHECK(r.output == "7wd-cli balance: --shard expects K/N with 1 <= K <= N, got \"4/3\"\n");
  r = run_cli("balance --games 2");
  CHECK(r.output == "7wd-cli balance: --out DIR is required (where the report goes)\n");
  r = run_cli("balance --games 2 --p1 wizard --out " + (dir / "x").string());
  CHECK(r.status == 2);
  CHECK_FALSE(fs::exists(dir / "x"));
  std::ofstream(dir / "notes.txt") << "mine";
  r = run_cli("balance --games 2 --out " + dir.string());
  CHECK(r.status == 1);
  CHECK(r.output.find("is not a balance results directory") != std::string::npos);
  CHECK(read_text(dir / "notes.txt") == "mine");
  r = run_cli("balance merge " + (dir / "nothing").string() + " --out " + (dir / "y").string());
  CHECK(r.output == "7wd-cli balance: " + (dir / "nothing").string() + ": no match.json (not a balance results directory)\n");
}

TEST_CASE("balance: the HTML report renders every chart in headless Chromium", "[balance][cli][html]") {
  const fs::path dir = temp_dir("balance-html");
  REQUIRE(run_cli("balance --p1 greedy --p2 random --games 4 --out " + (dir / "out").string()).status == 0);
  const std::string page = read_text(dir / "out" / "report.html");
  for (const char* marker : {"<!--@PAGE_HEAD@-->", "/*@VEGA", "/*@REPORT_JSON@*/"}) CHECK(page.find(marker) == std::string::npos);
  CHECK(page.find("window.reportErrors") != std::string::npos);  // the shared head is in
  const Run dom = rendered_dom(dir / "out" / "report.html", dir / "profile");
  REQUIRE(dom.status == 0);
  CHECK(dom.output.find("id=\"charts-ready\" data-charts=\"11\"") != std::string::npos);
  CHECK(dom.output.find("<pre id=\"errors\"></pre>") != std::string::npos);  // no script errors
  CHECK(dom.output.find("<svg") != std::string::npos);
  CHECK(dom.output.find("(ready)</title>") != std::string::npos);
}

TEST_CASE("balance: the sweep page renders every chart in headless Chromium", "[balance][cli][html][sweep]") {
  const fs::path dir = temp_dir("balance-sweep-html");
  REQUIRE(run_cli("balance --p1 greedy --p2 random --games 4 --sweep base/cards.json:/cards/22/effects/0/amount=2..3 --out " +
                  (dir / "out").string()).status == 0);
  const std::string page = read_text(dir / "out" / "sweep.html");
  for (const char* marker : {"<!--@PAGE_HEAD@-->", "/*@VEGA", "/*@REPORT_JSON@*/"}) CHECK(page.find(marker) == std::string::npos);
  CHECK(page.find("window.reportErrors") != std::string::npos);  // the shared head is in
  const Run dom = rendered_dom(dir / "out" / "sweep.html", dir / "profile");
  REQUIRE(dom.status == 0);
  CHECK(dom.output.find("id=\"charts-ready\" data-charts=\"6\"") != std::string::npos);
  CHECK(dom.output.find("<pre id=\"errors\"></pre>") != std::string::npos);  // no script errors
  CHECK(dom.output.find("<svg") != std::string::npos);
  CHECK(dom.output.find("href=\"sweep-2/report.html\"") != std::string::npos);
  CHECK(dom.output.find("(ready)</title>") != std::string::npos);
}

TEST_CASE("balance: the GNU parallel and Slurm example scripts give the single run's report", "[balance][cli][scripts]") {
  const fs::path dir = temp_dir("balance-scripts");
  const std::string scripts = std::string(DUEL_SOURCE_DIR) + "/scripts/examples/";
  const std::string cli = "CLI=" + std::string(DUEL_CLI_PATH) + " ";
  REQUIRE(run_cli("balance --games 6 --p1 greedy --p2 random --out " + (dir / "single").string()).status == 0);
  const Run parallel = run_command(cli + scripts + "balance-parallel.sh 6 3 " + (dir / "parallel").string() + " --p1 greedy --p2 random");
  REQUIRE(parallel.status == 0);
  CHECK(without_timing(dir / "parallel" / "report.json") == without_timing(dir / "single" / "report.json"));
  for (int k = 1; k <= 2; ++k) {  // what Slurm does for sbatch --array=1-2
    const Run task = run_command(cli + "SLURM_ARRAY_TASK_ID=" + std::to_string(k) + " SLURM_ARRAY_TASK_COUNT=2 GAMES=6 WORK=" +
                                 (dir / "slurm").string() + " BALANCE_OPTIONS='--p1 greedy --p2 random' " + scripts + "balance-slurm.sh");
    REQUIRE(task.status == 0);
  }
  REQUIRE(run_cli("balance merge " + (dir / "slurm" / "shard1").string() + " " + (dir / "slurm" / "shard2").string() +
                  " --out " + (dir / "merged").string()).status == 0);
  CHECK(without_timing(dir / "merged" / "report.json") == without_timing(dir / "single" / "report.json"));
  // Pantheon's games through the GNU parallel script (issue 33 item 3).
  REQUIRE(run_cli("balance --games 4 --p1 greedy --p2 random --expansions pantheon --out " + (dir / "pantheon").string()).status == 0);
  const Run pantheon = run_command(cli + scripts + "balance-parallel.sh 4 2 " + (dir / "pantheon-parallel").string() +
                                   " --p1 greedy --p2 random --expansions pantheon");
  REQUIRE(pantheon.status == 0);
  CHECK(without_timing(dir / "pantheon-parallel" / "report.json") == without_timing(dir / "pantheon" / "report.json"));
  const Run outside = run_command(scripts + "balance-slurm.sh");
  CHECK(outside.status != 0);
  CHECK(outside.output.find("run it with sbatch --array=1-N") != std::string::npos);
}

TEST_CASE("balance: balance-parallel.sh takes a relative --data and a relative CLI", "[balance][cli][scripts]") {
  const fs::path dir = fs::absolute(temp_dir("balance-scripts-relative"));
  copy_data(dir / "mydata");
  REQUIRE(run_cli("balance --games 4 --p1 greedy --p2 random --data " + (dir / "mydata").string() + " --out " +
                  (dir / "single").string()).status == 0);
  // Run from `dir`, naming the data, the output and the CLI relative to it (the shards run elsewhere).
  const std::string cli = fs::relative(fs::absolute(DUEL_CLI_PATH), dir).string();
  const Run parallel = run_command("cd " + dir.string() + " && CLI=" + cli + " " + std::string(DUEL_SOURCE_DIR) +
                                   "/scripts/examples/balance-parallel.sh 4 2 parallel --p1 greedy --p2 random --data mydata");
  INFO(parallel.output);
  REQUIRE(parallel.status == 0);
  CHECK(read_json(dir / "parallel" / "report.json")["match"]["played"]["data"] == (dir / "mydata").string());
  CHECK(without_timing(dir / "parallel" / "report.json") == without_timing(dir / "single" / "report.json"));
  const Run missing = run_command(std::string(DUEL_SOURCE_DIR) + "/scripts/examples/balance-parallel.sh 4 2 x --data");
  CHECK(missing.status == 2);
  CHECK(missing.output.find("--data needs a folder") != std::string::npos);
}

TEST_CASE("balance: --set changes one number of the data for the run, or names the problem", "[balance][cli][set]") {
  const fs::path dir = temp_dir("balance-set");
  const std::string out = " --out " + (dir / "out").string();
  // Library (card 36) costs 9 coins more: constructed far less often than with the data.
  REQUIRE(run_cli("balance --games 20 --p1 greedy --p2 greedy" + out).status == 0);
  const int before = read_json(dir / "out" / "report.json")["cards"][36]["constructed"].get<int>();
  const Run set = run_cli("balance --games 20 --p1 greedy --p2 greedy --set base/cards.json:/cards/36/cost/resources/wood=9" + out);
  REQUIRE(set.status == 0);
  const nlohmann::json r = read_json(dir / "out" / "report.json");
  CHECK(r["cards"][36]["name"] == "Library");
  CHECK(r["cards"][36]["constructed"].get<int>() < before);
  CHECK(r["match"]["data_overrides"][0] == "base/cards.json:/cards/36/cost/resources/wood=9");

  fs::remove_all(dir / "out");
  Run bad = run_cli("balance --games 2 --set base/cards.json:/cards/999/cost/coins=1" + out);
  CHECK(bad.output == "7wd-cli balance: --set base/cards.json:/cards/999/cost/coins=1: base/cards.json has nothing at /cards/999/cost/coins\n");
  bad = run_cli("balance --games 2 --set base/cards.json:/cards/1/cost/coins=two" + out);
  CHECK(bad.output == "7wd-cli balance: --set base/cards.json:/cards/1/cost/coins=two: the value must be a number, got \"two\"\n");
  bad = run_cli("balance --games 2 --set base/cards.json:/cards/1/name=3" + out);
  CHECK(bad.output == "7wd-cli balance: --set base/cards.json:/cards/1/name=3: base/cards.json /cards/1/name is not a number (it is string)\n");
  bad = run_cli("balance --games 2 --set base/cards.json:/cards/1/cost/coins=-4" + out);
  CHECK(bad.status == 1);
  CHECK(bad.output.find("7wd-cli balance: the data is not valid after --set base/cards.json:/cards/1/cost/coins=-4\n  base/cards.json: /cards/1 (Stone Pit)/cost/coins: ") == 0);
  bad = run_cli("balance --games 2 --set nofile.json:/x=1" + out);
  CHECK(bad.output == "7wd-cli balance: --set nofile.json:/x=1: there is no file nofile.json in the data\n");
  bad = run_cli("balance --games 2 --set cards.json=1" + out);
  CHECK(bad.status == 2);
  CHECK(bad.output.find("--set expects FILE:JSON_POINTER=VALUE") != std::string::npos);
  CHECK_FALSE(fs::exists(dir / "out"));
}

TEST_CASE("balance: --baseline plays the same games with both data sets and compares them", "[balance][cli][baseline]") {
  const fs::path dir = temp_dir("balance-baseline");
  copy_data(dir / "data");
  // The baseline is the shipped data itself: nothing may change.
  Run r = run_cli("balance --games 12 --baseline " + (dir / "data").string() + " --out " + (dir / "same").string());
  REQUIRE(r.status == 0);
  CHECK(r.output.find("compared with the baseline data " + (dir / "data").string() + ": 0 significant change(s)") == 0);
  const nlohmann::json same = read_json(dir / "same" / "report.json")["comparison"];
  for (const nlohmann::json& row : same["outcomes"]) CHECK(row["p"] == 1.0);
  CHECK(fs::exists(dir / "same" / "comparison_cards.csv"));
  // Library (card 36) needing 9 wood: constructed in fewer of the same games.
  r = run_cli("balance --games 12 --set base/cards.json:/cards/36/cost/resources/wood=9 --baseline " + (dir / "data").string() +
              " --out " + (dir / "changed").string());
  REQUIRE(r.status == 0);
  const nlohmann::json library = read_json(dir / "changed" / "report.json")["comparison"]["cards"][36];
  CHECK(library["what"] == "Library constructed");
  CHECK(library["now"].get<double>() < library["baseline"].get<double>());
  CHECK(library["difference"].get<double>() == Approx((library["only_now"].get<int>() - library["only_baseline"].get<int>()) / 12.0).margin(1e-6));
  // Its colour's group: green cards constructed per game, paired (issue 33 item 2).
  int green_rows = 0;
  const nlohmann::json changed = read_json(dir / "changed" / "report.json");
  for (const nlohmann::json& row : changed["comparison"]["groups"]) {
    if (row["what"] != "card colour green constructed per game") continue;
    ++green_rows;
    CHECK(row["now"].get<double>() < row["baseline"].get<double>());
  }
  CHECK(green_rows == 1);
  r = run_cli("balance --games 2 --shard 1/2 --baseline " + (dir / "data").string() + " --out " + (dir / "x").string());
  CHECK(r.output == "7wd-cli balance: --baseline cannot be combined with --shard\n");
}

TEST_CASE("balance: the comparison's page shows raw and adjusted p-values", "[balance][cli][html][baseline]") {
  const fs::path dir = temp_dir("balance-baseline-html");
  copy_data(dir / "data");
  const Run r = run_cli("balance --games 4 --baseline " + (dir / "data").string() + " --out " + (dir / "out").string());
  REQUIRE(r.status == 0);
  const nlohmann::json c = read_json(dir / "out" / "report.json")["comparison"];
  std::size_t rows = 0;
  for (const char* t : {"outcomes", "groups", "cards", "wonders", "tokens", "owner_win_rates"}) rows += c[t].size();
  CHECK(c["tests"] == rows);
  CHECK(r.output.find(": 0 significant change(s) of " + std::to_string(rows) +
                      " tested (Benjamini-Hochberg adjusted p < 0.05)") != std::string::npos);
  CHECK(read_text(dir / "out" / "comparison_cards.csv")
            .rfind("what,baseline,now,difference,only_baseline,only_now,test,p,p_adjusted,significant\n", 0) == 0);
  const Run dom = rendered_dom(dir / "out" / "report.html", dir / "profile");
  REQUIRE(dom.status == 0);
  CHECK(dom.output.find("<pre id=\"errors\"></pre>") != std::string::npos);  // no script errors
  CHECK(dom.output.find("<th>p_adjusted</th>") != std::string::npos);
  CHECK(dom.output.find("<th>now_uses</th>") != std::string::npos);  // the owners' win rates
  CHECK(fs::exists(dir / "out" / "comparison_owner_win_rates.csv"));
  CHECK(dom.output.find("n/a") != std::string::npos);  // 4 games: some card is never constructed
}

TEST_CASE("balance: --sweep plays the same games for each value and charts them", "[balance][cli][sweep]") {
  const fs::path dir = temp_dir("balance-sweep");
  const std::string sweep = "base/cards.json:/cards/22/effects/0/amount=2..4";  // Baths' victory points
  Run r = run_cli("balance --games 8 --p1 greedy --p2 random --sweep " + sweep + " --out " + (dir / "out").string());
  REQUIRE(r.status == 0);
  CHECK(r.output.find("3 values of base/cards.json:/cards/22/effects/0/amount (card Baths), 8 games each, in ") == 0);
  const nlohmann::json j = read_json(dir / "out" / "sweep.json");
  CHECK(j["sweep"]["values"] == nlohmann::json::array({2, 3, 4}));
  CHECK(j["sweep"]["item"] == nlohmann::json({{"kind", "card"}, {"name", "Baths"}}));
  REQUIRE(j["rows"].size() == 3);
  // Each value's report is the one a --set run of that value writes (same games).
  REQUIRE(run_cli("balance --games 8 --p1 greedy --p2 random --set base/cards.json:/cards/22/effects/0/amount=3 --out " +
                  (dir / "single").string()).status == 0);
  CHECK(without_timing(dir / "out" / "sweep-3" / "report.json") == without_timing(dir / "single" / "report.json"));
  const nlohmann::json report = read_json(dir / "single" / "report.json");
  const nlohmann::json& row = j["rows"][1];
  CHECK(row["value"] == 3);
  CHECK(row["first_player_win_rate"] == report["overall"]["seats"][0]["win_rate"]);
  CHECK(row["item_pick_rate"].get<double>() == Approx(report["cards"][22]["constructed"].get<int>() / 8.0).margin(1e-6));
  CHECK(row["item_win_rate"] == report["cards"][22]["win_rate"]);
  CHECK(row["civilian_share"] == report["overall"]["victories"][2]["share"]);
  for (const char* file : {"sweep.csv", "sweep.html", "sweep-2/report.html", "sweep-4/games.csv"}) CHECK(fs::exists(dir / "out" / file));
  const std::string table = read_text(dir / "out" / "sweep.csv");
  CHECK(table.rfind("value,games,first_player_win_rate,first_player_win_rate_ci95_low,first_player_win_rate_ci95_high,item_pick_rate,", 0) == 0);
  CHECK(std::count(table.begin(), table.end(), '\n') == 4);
  // A second sweep replaces the first; any other directory is refused.
  r = run_cli("balance --games 2 --sweep base/cards.json:/cards/22/effects/0/amount=5,7 --out " + (dir / "out").string());
  REQUIRE(r.status == 0);
  CHECK(read_json(dir / "out" / "sweep.json")["sweep"]["values"] == nlohmann::json::array({5, 7}));
  CHECK_FALSE(fs::exists(dir / "out" / "sweep-3"));
  r = run_cli("balance --games 2 --sweep base/cards.json:/cards/22/effects/0/amount=5,7 --out " + (dir / "single").string());
  CHECK(r.output == "7wd-cli balance: --out " + (dir / "single").string() +
                        " exists and is not a balance sweep directory (no sweep.json): not overwriting it\n");
}

TEST_CASE("balance: a bad --sweep is named and nothing is played or written", "[balance][cli][sweep]") {
  const fs::path dir = temp_dir("balance-sweep-bad");
  const std::string out = " --out " + (dir / "out").string();
  Run r = run_cli("balance --games 2 --sweep base/cards.json:/cards/999/effects/0/amount=1..3" + out);
  CHECK(r.status == 1);
  CHECK(r.output == "7wd-cli balance: --sweep base/cards.json:/cards/999/effects/0/amount=1: base/cards.json has nothing at /cards/999/effects/0/amount\n");
  r = run_cli("balance --games 2 --sweep base/cards.json:/cards/22/name=1..3" + out);
  CHECK(r.output == "7wd-cli balance: --sweep base/cards.json:/cards/22/name=1: base/cards.json /cards/22/name is not a number (it is string)\n");
  // The third value makes the data invalid: refused before any game is played.
  r = run_cli("balance --games 2 --sweep base/cards.json:/cards/22/effects/0/amount=254..257" + out);
  CHECK(r.status == 1);
  CHECK(r.output == "7wd-cli balance: the data is not valid after --sweep base/cards.json:/cards/22/effects/0/amount=256\n"
                    "  base/cards.json: /cards/22 (Baths)/effects/0/amount: expected an integer from 1 to 255, got 256\n");
  r = run_cli("balance --games 2 --sweep base/cards.json:/cards/22/effects/0/amount=4..2" + out);
  CHECK(r.status == 2);
  CHECK(r.output == "7wd-cli balance: --sweep base/cards.json:/cards/22/effects/0/amount=4..2: the range 4..2 runs backwards (write the smaller value first)\n");
  r = run_cli("balance --games 2 --sweep base/cards.json:/cards/22/effects/0/amount=1..3 --shard 1/2" + out);
  CHECK(r.output == "7wd-cli balance: --sweep cannot be combined with --shard (shard each value's --set run and merge it instead)\n");
  r = run_cli("balance --games 2 --sweep base/cards.json:/cards/22/effects/0/amount=1..3 --baseline " + std::string(DUEL_SOURCE_DATA_DIR) + out);
  CHECK(r.output == "7wd-cli balance: --sweep cannot be combined with --baseline (the values are compared with each other in sweep.html)\n");
  CHECK_FALSE(fs::exists(dir / "out"));
}

// Issue 15: Greedy with the learned evaluation is the designers' fast agent, so it is what
// balance plays when no agent is named, and it is the learned one, not the hand-tuned one.
TEST_CASE("balance: without --p1 and --p2 Greedy with the learned evaluation plays both sides", "[balance][cli]") {
  const fs::path dir = temp_dir("balance-default-agents");
  const Run balance = run_cli("balance --games 12 --seed 4 --out " + (dir / "out").string());
  REQUIRE(balance.status == 0);
  const nlohmann::json match = read_json(dir / "out" / "match.json");
  CHECK(match["agents"] == nlohmann::json::array({"greedy:eval=learned", "greedy:eval=learned"}));
  const nlohmann::json r = read_json(dir / "out" / "report.json");
  const Run learned = run_cli("sim --json --games 12 --seed 4 --p1 greedy:eval=learned --p2 greedy:eval=learned");
  const Run hand_tuned = run_cli("sim --json --games 12 --seed 4 --p1 greedy --p2 greedy");
  REQUIRE(learned.status == 0);
  REQUIRE(hand_tuned.status == 0);
  const nlohmann::json s = nlohmann::json::parse(learned.output), h = nlohmann::json::parse(hand_tuned.output);
  CHECK(r["overall"]["agents"][0]["wins"] == s["agents"][0]["wins"]);
  CHECK(r["overall"]["scores"].back()["A"].get<double>() == Approx(s["agents"][0]["average_scores"]["total"].get<double>()));
  // The two Greedys play different games from these seeds (else this test could not fail).
  CHECK(s["agents"][0]["average_scores"]["total"] != h["agents"][0]["average_scores"]["total"]);
}

// Issue 33 item 4: a --set or --sweep of an expansion's file when that expansion is not
// played would change nothing and report the change.
TEST_CASE("balance: a change to an expansion that is not played is refused, naming it", "[balance][cli][set]") {
  const fs::path dir = temp_dir("balance-set-expansion");
  const std::string out = " --p1 greedy --p2 random --games 2 --out " + (dir / "out").string();
  Run r = run_cli("balance --set pantheon/pantheon.json:/space_costs/player_1/0=2" + out);
  CHECK(r.status == 1);
  CHECK(r.output == "7wd-cli balance: --set pantheon/pantheon.json:/space_costs/player_1/0=2: pantheon/pantheon.json belongs to the "
                    "pantheon expansion, which this run does not play (add --expansions pantheon)\n");
  r = run_cli("balance --expansions agora --sweep pantheon/pantheon.json:/space_costs/player_1/0=2..4" + out);
  CHECK(r.status == 1);
  CHECK(r.output == "7wd-cli balance: --sweep pantheon/pantheon.json:/space_costs/player_1/0=2: pantheon/pantheon.json belongs to the "
                    "pantheon expansion, which this run does not play (add --expansions agora,pantheon)\n");
  CHECK_FALSE(fs::exists(dir / "out"));
  // With the expansion played the change is made and listed.
  r = run_cli("balance --expansions pantheon --set pantheon/pantheon.json:/space_costs/player_1/0=2" + out);
  REQUIRE(r.status == 0);
  CHECK(read_json(dir / "out" / "report.json")["match"]["data_overrides"][0] == "pantheon/pantheon.json:/space_costs/player_1/0=2");
}

// Issue 33 item 4: eval=learned with data that has no learned weights would play the
// hand-tuned evaluation under the learned one's name.
TEST_CASE("balance: eval=learned without learned weights is refused, and a baseline plays the data's weights",
          "[balance][cli][baseline]") {
  const fs::path dir = temp_dir("balance-no-weights");
  const fs::path bare = copy_data(dir / "bare", false);
  Run r = run_cli("balance --games 2 --expansions pantheon --data " + bare.string() + " --out " + (dir / "out").string());
  CHECK(r.status == 2);
  CHECK(r.output == "7wd-cli balance: --p1 greedy:eval=learned (the default) asks for the learned evaluation, but the data " +
                        bare.string() + " has no ai/eval-pantheon.json: it would play the hand-tuned evaluation "
                        "instead. Fit the weights with 7wd-cli train, or name agents without eval=learned (e.g. --p1 "
                        "greedy --p2 greedy)\n");
  r = run_cli("balance --games 2 --p1 greedy --p2 mcts:eval=learned,iterations=10 --data " + bare.string() + " --out " + (dir / "out").string());
  CHECK(r.status == 2);
  CHECK(r.output.rfind("7wd-cli balance: --p2 mcts:eval=learned,iterations=10 asks for the learned evaluation, but the data " +
                           bare.string() + " has no ai/eval-base.json: ", 0) == 0);
  CHECK_FALSE(fs::exists(dir / "out"));
  // The hand-tuned agents need no weights; the report says there were none.
  REQUIRE(run_cli("balance --games 2 --p1 greedy --p2 greedy --data " + bare.string() + " --out " + (dir / "out").string()).status == 0);
  CHECK(read_json(dir / "out" / "report.json")["match"]["played"]["weights"].is_null());
  // A baseline without weights plays those of --data: the same data gives no change at all
  // (it used to play the hand-tuned evaluation against the learned one).
  r = run_cli("balance --games 12 --baseline " + bare.string() + " --out " + (dir / "same").string());
  REQUIRE(r.status == 0);
  CHECK(r.output.find(": 0 significant change(s)") != std::string::npos);
  const nlohmann::json c = read_json(dir / "same" / "report.json")["comparison"];
  for (const nlohmann::json& row : c["outcomes"]) CHECK(row["p"] == 1.0);
  CHECK(c["baseline_played"]["weights"]["file"] == "ai/eval-base.json");
  CHECK(c["baseline_played"]["data"] == bare.string());
  // Asked to play the baseline's own weights, it has none: refused.
  r = run_cli("balance --games 2 --baseline " + bare.string() + " --baseline-weights baseline --out " + (dir / "own").string());
  CHECK(r.status == 2);
  CHECK(r.output.find("asks for the learned evaluation, but the baseline data " + bare.string() + " has no ai/eval-base.json") !=
        std::string::npos);
  r = run_cli("balance --games 2 --baseline-weights mine --out " + (dir / "own").string());
  CHECK(r.output == "7wd-cli balance: --baseline-weights expects data or baseline, got \"mine\"\n");
  CHECK_FALSE(fs::exists(dir / "own"));
}

// Issue 33 item 4: shards of other data or weights do not merge.
TEST_CASE("balance: merge refuses shards played with other data or other weights", "[balance][cli]") {
  const fs::path dir = temp_dir("balance-merge-data");
  const fs::path changed = copy_data(dir / "changed");
  {  // Baths' victory points 4 instead of 3: the same items, other data
    std::ifstream in(changed / "base" / "cards.json");
    nlohmann::json cards = nlohmann::json::parse(in);
    cards["cards"][22]["effects"][0]["amount"] = 4;
    std::ofstream(changed / "base" / "cards.json") << cards.dump(2);
  }
  const fs::path reweighted = copy_data(dir / "reweighted");
  {
    std::ifstream in(reweighted / "ai" / "eval-base.json");
    nlohmann::json w = nlohmann::json::parse(in);
    w["weights"]["age_1"][0] = 0.5;
    std::ofstream(reweighted / "ai" / "eval-base.json") << w.dump(2);
  }
  const std::string options = " --games 4 --seed 2 ";
  REQUIRE(run_cli("balance" + options + "--shard 1/2 --out " + (dir / "s1").string()).status == 0);
  REQUIRE(run_cli("balance" + options + "--shard 2/2 --data " + changed.string() + " --out " + (dir / "s2").string()).status == 0);
  REQUIRE(run_cli("balance" + options + "--shard 2/2 --data " + reweighted.string() + " --out " + (dir / "s3").string()).status == 0);
  const nlohmann::json p1 = read_json(dir / "s1" / "match.json")["played"], p2 = read_json(dir / "s2" / "match.json")["played"],
                       p3 = read_json(dir / "s3" / "match.json")["played"];
  CHECK(p1["data_hash"] != p2["data_hash"]);
  CHECK(p1["weights"] == p2["weights"]);
  CHECK(p1["data_hash"] == p3["data_hash"]);  // the weights are not game data
  CHECK(p1["weights"]["hash"] != p3["weights"]["hash"]);
  Run r = run_cli("balance merge " + (dir / "s1").string() + " " + (dir / "s2").string() + " --out " + (dir / "m").string());
  CHECK(r.status == 1);
  CHECK(r.output == "7wd-cli balance: " + (dir / "s2").string() + " was not played like " + (dir / "s1").string() +
                        ": other data (" + changed.string() + " hashes to " + p2["data_hash"].get<std::string>() + ", not " +
                        p1["data_hash"].get<std::string>() + ")\n");
  r = run_cli("balance merge " + (dir / "s1").string() + " " + (dir / "s3").string() + " --out " + (dir / "m").string());
  CHECK(r.status == 1);
  CHECK(r.output == "7wd-cli balance: " + (dir / "s3").string() + " was not played like " + (dir / "s1").string() +
                        ": other learned weights (ai/eval-base.json " + p3["weights"]["hash"].get<std::string>() +
                        ", not ai/eval-base.json " + p1["weights"]["hash"].get<std::string>() + ")\n");
  CHECK_FALSE(fs::exists(dir / "m"));
}

// Issue 33 item 5: every output says what was played.
TEST_CASE("balance: match.json, report.json, sweep.json and the pages say what was played", "[balance][cli]") {
  const fs::path dir = temp_dir("balance-played");
  const std::string data = DUEL_SOURCE_DATA_DIR;
  const std::string args = "--games 2 --p1 greedy --p2 random --expansions pantheon --data " + data + " --out " + (dir / "out").string();
  REQUIRE(run_cli("balance " + args).status == 0);
  const nlohmann::json played = read_json(dir / "out" / "report.json")["match"]["played"];
  CHECK(played["expansions"] == nlohmann::json::array({"pantheon"}));
  CHECK(played["data"] == data);
  CHECK(played["data_hash"].get<std::string>().size() == std::string("fnv1a64:").size() + 16);
  CHECK(played["weights"]["file"] == "ai/eval-pantheon.json");
  CHECK(played["weights"]["hash"].get<std::string>().rfind("fnv1a64:", 0) == 0);
  CHECK(played["version"].get<std::string>().rfind("7wd-cli 0.", 0) == 0);
  CHECK(played["command"] == "7wd-cli balance " + args);
  CHECK(read_json(dir / "out" / "match.json")["played"] == played);
  const std::string page = read_text(dir / "out" / "report.html");
  CHECK(page.find("<h1>7 Wonders Duel balance report: the base game with Pantheon</h1>") != std::string::npos);
  CHECK(page.find("Played: the base game with Pantheon; data " + data + " (" + played["data_hash"].get<std::string>() +
                  "); learned weights ai/eval-pantheon.json (") != std::string::npos);
  CHECK(page.find("<code>7wd-cli balance " + args + "</code>") != std::string::npos);
  // The base game's data hash is another: Pantheon's files are in this one.
  REQUIRE(run_cli("balance --games 2 --p1 greedy --p2 random --out " + (dir / "base").string()).status == 0);
  const nlohmann::json base = read_json(dir / "base" / "report.json")["match"]["played"];
  CHECK(base["expansions"] == nlohmann::json::array());
  CHECK(base["data_hash"] != played["data_hash"]);
  CHECK(read_text(dir / "base" / "report.html").find("<h1>7 Wonders Duel balance report: the base game</h1>") != std::string::npos);
  // A sweep names it too, in sweep.json, its page and each value's report.
  REQUIRE(run_cli("balance --games 2 --p1 greedy --p2 random --expansions agora --sweep base/cards.json:/cards/22/effects/0/amount=2,3 --out " +
                  (dir / "sweep").string()).status == 0);
  const nlohmann::json sweep = read_json(dir / "sweep" / "sweep.json")["match"]["played"];
  CHECK(sweep["expansions"] == nlohmann::json::array({"agora"}));
  CHECK(sweep["weights"]["file"] == "ai/eval-agora.json");
  CHECK(read_json(dir / "sweep" / "sweep-3" / "report.json")["match"]["played"] == sweep);
  CHECK(read_text(dir / "sweep" / "sweep.html").find("<h1>7 Wonders Duel balance sweep: the base game with Agora</h1>") != std::string::npos);
}

// Issue 33 item 1: the expansions' items in the outputs, a sweep and a comparison.
TEST_CASE("balance: Divinities, Conspiracies, Decrees and Chambers are in the outputs, sweeps and comparisons",
          "[balance][cli][expansions]") {
  const fs::path dir = temp_dir("balance-expansion-items");
  REQUIRE(run_cli("balance --games 6 --p1 greedy --p2 random --expansions pantheon,agora --out " + (dir / "both").string()).status == 0);
  const nlohmann::json r = read_json(dir / "both" / "report.json");
  CHECK(r["divinities"].size() == 16);  // 15 Divinities and the Gate
  CHECK(r["divinities"][15]["name"] == "The Gate");
  REQUIRE(r["pantheon_tokens"].size() >= 6);  // five Mythology tokens and the Offering tokens
  CHECK(r["pantheon_tokens"][2]["name"] == "Greek Mythology token");
  CHECK(r["pantheon_tokens"][5]["name"].get<std::string>().rfind("Offering token 1 (", 0) == 0);
  int taken = 0;
  for (const nlohmann::json& t : r["pantheon_tokens"]) taken += t["taken"].get<int>();
  CHECK(taken > 0);
  CHECK(fs::exists(dir / "both" / "pantheon_tokens.csv"));
  const std::string games = read_text(dir / "both" / "games.csv");
  CHECK(games.find(",p1_divinities_activated,p1_conspiracies_triggered,p1_chambers_controlled,") != std::string::npos);
  CHECK(games.find("Chamber ") != std::string::npos);
  CHECK(r["conspiracies"].size() == 16);
  CHECK(r["decrees"].size() == 16);
  CHECK(r["chambers"].size() == 6);
  // The Senators by kind: the sum of their rows of the cards table.
  int politicians = 0, conspirators = 0, grouped[2] = {0, 0};
  const nlohmann::json match = read_json(dir / "both" / "match.json");
  for (std::size_t c = 0; c < r["cards"].size(); ++c) {
    const std::string kind = match["card_senators"][c];
    (kind == "politician" ? politicians : kind == "conspirator" ? conspirators : grouped[0]) += r["cards"][c]["constructed"].get<int>();
  }
  grouped[0] = grouped[1] = -1;
  for (const nlohmann::json& row : r["groups"]) {
    if (row["by"] == "Senator kind") grouped[row["group"] == "politician" ? 0 : 1] = row["count"];
  }
  CHECK(politicians + conspirators > 0);
  CHECK(grouped[0] == politicians);
  CHECK(grouped[1] == conspirators);
  CHECK(fs::exists(dir / "both" / "groups.csv"));
  for (const char* file : {"divinities.csv", "conspiracies.csv", "decrees.csv", "chambers.csv"}) CHECK(fs::exists(dir / "both" / file));
  CHECK(read_text(dir / "both" / "divinities.csv").rfind("name,activated,per_game,win_rate,", 0) == 0);
  REQUIRE(run_cli("balance --games 2 --p1 greedy --p2 random --out " + (dir / "base").string()).status == 0);
  CHECK_FALSE(fs::exists(dir / "base" / "divinities.csv"));
  CHECK_FALSE(read_json(dir / "base" / "report.json").contains("divinities"));
  // A sweep of Aphrodite's victory points charts Aphrodite.
  REQUIRE(run_cli("balance --games 6 --p1 greedy --p2 random --expansions pantheon --sweep "
                  "pantheon/pantheon.json:/divinities/6/effects/0/amount=9,12 --out " + (dir / "sweep").string()).status == 0);
  const nlohmann::json sweep = read_json(dir / "sweep" / "sweep.json");
  CHECK(sweep["sweep"]["item"] == nlohmann::json({{"kind", "Divinity"}, {"name", "Aphrodite"}}));
  const nlohmann::json twelve = read_json(dir / "sweep" / "sweep-12" / "report.json")["divinities"][6];
  CHECK(sweep["rows"][1]["item_win_rate"] == twelve["win_rate"]);
  CHECK(sweep["rows"][1]["item_pick_rate"].get<double>() == Approx(twelve["activated"].get<int>() / 6.0).margin(1e-6));
  // Compared with itself: the Divinities, Conspiracies and Decrees rows, none changed.
  REQUIRE(run_cli("balance --games 6 --expansions pantheon,agora --baseline " + std::string(DUEL_SOURCE_DATA_DIR) + " --out " +
                  (dir / "compared").string()).status == 0);
  const nlohmann::json c = read_json(dir / "compared" / "report.json")["comparison"];
  CHECK(c["divinities"].size() == 16);
  CHECK(c["conspiracies"].size() == 16);
  CHECK(c["decrees"].size() == 16);
  for (const char* table : {"divinities", "conspiracies", "decrees"}) {
    for (const nlohmann::json& row : c[table]) CHECK(row["p"] == 1.0);
  }
  CHECK(fs::exists(dir / "compared" / "comparison_divinities.csv"));
  bool conspirator_row = false;
  for (const nlohmann::json& row : c["groups"]) {
    CHECK(row["p"] == 1.0);
    conspirator_row = conspirator_row || row["what"] == "Senator kind conspirator constructed per game";
  }
  CHECK(conspirator_row);
  CHECK(fs::exists(dir / "compared" / "comparison_groups.csv"));
}

TEST_CASE("balance: the HTML report of both expansions renders their charts in headless Chromium", "[balance][cli][html][expansions]") {
  const fs::path dir = temp_dir("balance-html-expansions");
  REQUIRE(run_cli("balance --p1 greedy --p2 random --games 4 --expansions pantheon,agora --out " + (dir / "out").string()).status == 0);
  const Run dom = rendered_dom(dir / "out" / "report.html", dir / "profile");
  REQUIRE(dom.status == 0);
  CHECK(dom.output.find("id=\"charts-ready\" data-charts=\"15\"") != std::string::npos);  // 11 and 4 of the expansions
  CHECK(dom.output.find("<pre id=\"errors\"></pre>") != std::string::npos);
  CHECK(dom.output.find("<h1>7 Wonders Duel balance report: the base game with Agora and Pantheon</h1>") != std::string::npos);
}
