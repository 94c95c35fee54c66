// balance's statistics on synthetic games with known answers, and the summary of a real
// game against the engine's own score sheet.
#include <catch2/catch.hpp>

#include <bit>
#include <cmath>
#include <optional>

#include "balance/compare.hpp"
#include "balance/output.hpp"
#include "balance/report.hpp"
#include "balance/sweep.hpp"
#include "stats.hpp"
#include "test_support.hpp"

using namespace duel;
using namespace duel::cli;
using namespace duel::cli::balance;

namespace {

MatchInfo tiny_info(int games) {
  MatchInfo info;
  info.match = {{"greedy", "random"}, 100, false};
  info.games = games;
  info.cards = {"Card X", "Card Y"};
  info.card_ages = {1, 2};
  info.card_colors = {"blue", "green"};
  info.wonders = {"Wonder W"};
  info.tokens = {"Token T"};
  return info;
}

GameSummary game(int index, int winner, VictoryType victory, int total_a, int total_b, int clear_after,
                 std::vector<Acquisition> items) {
  GameSummary g;
  g.game = index;
  g.winner_agent = winner;
  g.victory = victory;
  g.moves = 10;
  g.points[0][0] = total_a;  // all in "blue"
  g.points[1][0] = total_b;
  g.lead_changes = index;
  g.clear_after = clear_after;
  g.items = std::move(items);
  return g;
}

// The four games of the synthetic match (A sits as player 1 in games 0 and 2).
std::vector<GameSummary> four_games() {
  using K = ItemKind;
  return {
      game(0, 0, VictoryType::Civilian, 30, 20, 5, {{K::Card, Use::Constructed, 0, 0, 1, 2, 3}, {K::Card, Use::Discarded, 1, 1, 1, 3, 0}}),
      game(1, 0, VictoryType::Military, 10, 15, 10, {{K::Card, Use::Constructed, 0, 1, 1, 4, 1}, {K::Wonder, Use::Built, 0, 0, 2, 6, 5}}),
      game(2, 1, VictoryType::Civilian, 20, 25, 8, {{K::Token, Use::Taken, 0, 0, 3, 9, 4}}),
      game(3, -1, VictoryType::Shared, 20, 20, -1, {}),
  };
}

}  // namespace

TEST_CASE("balance: Agora's political victories are counted and reported", "[balance][agora]") {
  std::vector<GameSummary> games = four_games();
  games.push_back(game(4, 1, VictoryType::Political, 12, 30, 6, {}));
  for (GameSummary& g : games) g.categories = static_cast<int>(ScoreCategory::Senate) + 1;  // games with a Senate row
  const Json r = build_report(tiny_info(5), games);
  const Json& o = r["overall"];
  CHECK(o["agents"][1]["political"] == 1);
  CHECK(o["agents"][0]["political"] == 0);
  REQUIRE(o["victories"].size() == 5);
  CHECK(o["victories"][3]["victory"] == "political");
  CHECK(o["victories"][3]["games"] == 1);
  // Without a Senate row (base games) there is no political row.
  CHECK_FALSE(build_report(tiny_info(4), four_games())["overall"]["agents"][0].contains("political"));
}

TEST_CASE("balance: Wilson intervals match the textbook values", "[balance]") {
  auto [lo, hi] = wilson(5, 10);
  CHECK(lo == Approx(0.236593).margin(1e-6));
  CHECK(hi == Approx(0.763407).margin(1e-6));
  std::tie(lo, hi) = wilson(0, 10);
  CHECK(lo == Approx(0.0).margin(1e-9));
  CHECK(hi == Approx(0.277533).margin(1e-6));
  std::tie(lo, hi) = wilson(0, 0);
  CHECK(lo == 0);
  CHECK(hi == 0);
  const auto [mean, sd] = mean_sd({2, 4, 4, 4, 5, 5, 7, 9});
  CHECK(mean == 5);
  CHECK(sd == Approx(2.138090).margin(1e-6));
}

TEST_CASE("balance: the report of four synthetic games", "[balance]") {
  const Json r = build_report(tiny_info(4), four_games());
  const Json& o = r["overall"];
  CHECK(o["games"] == 4);
  CHECK(o["draws"] == 1);
  CHECK(o["seats"][0]["wins"] == 1);  // game 0: A as player 1
  CHECK(o["seats"][1]["wins"] == 2);  // game 1: A as player 2; game 2: B as player 2
  CHECK(o["agents"][0]["wins"] == 2);
  CHECK(o["agents"][0]["win_rate"] == 0.5);
  CHECK(o["agents"][0]["military"] == 1);
  CHECK(o["agents"][1]["win_rate"] == 0.25);
  CHECK(o["victories"][0]["games"] == 1);  // military
  CHECK(o["victories"][2]["games"] == 2);  // civilian
  CHECK(o["victories"][3]["games"] == 1);  // shared
  CHECK(o["length"]["mean"] == 10.0);
  CHECK(o["lead_changes"]["mean"] == 1.5);
  CHECK(o["winner_clear"]["mean_move"] == Approx(23.0 / 3).margin(1e-6));
  CHECK(o["winner_clear"]["mean_fraction"] == Approx(2.3 / 3).margin(1e-6));
  CHECK(o["winner_clear"]["won_from_behind"] == 1);  // game 1: 10 against 15
  CHECK(o["winner_clear"]["histogram"].size() == 3);  // 50%, 80% and 100% (last decile)
  CHECK(o["winner_clear"]["histogram"][2]["from"] == 90);
  const Json& x = r["cards"][0];
  CHECK(x["name"] == "Card X");
  CHECK(x["constructed"] == 2);
  CHECK(x["win_rate"] == 0.5);                      // A won game 0, B lost game 1
  CHECK(x["expected_rate"] == 0.375);               // (A's 0.5 + B's 0.25) / 2
  CHECK(x["difference"] == 0.125);
  CHECK(x["points"] == 2.0);
  CHECK(x["mean_move"] == 3.0);
  CHECK(x["outlier"] == "");
  CHECK(r["cards"][1]["discarded"] == 1);
  CHECK(r["cards"][1]["constructed"] == 0);
  CHECK(r["wonders"][0]["built"] == 1);
  CHECK(r["wonders"][0]["win_rate"] == 1.0);
  CHECK(r["wonders"][0]["points"] == 5.0);
  CHECK(r["tokens"][0]["win_rate"] == 0.0);
  CHECK(r["tokens"][0]["expected_rate"] == 0.5);  // taken by A, who lost game 2
  CHECK(r["tokens"][0]["mean_age"] == 3.0);
}

TEST_CASE("balance: a card always taken by the winner is flagged", "[balance]") {
  std::vector<GameSummary> games;
  for (int i = 0; i < 20; ++i) {  // winners alternate: each agent's overall rate is 0.5
    const auto winner = static_cast<std::uint8_t>(i % 2);
    // Both in Age II: the flag compares with every card the same player built in that Age.
    games.push_back(game(i, winner, VictoryType::Civilian, 10, 10, 5, {{ItemKind::Card, Use::Constructed, 1, winner, 2, 30, 0},
                                                                      {ItemKind::Card, Use::Constructed, 0, winner, 2, 12, 0}}));
    games.back().items[1].agent = static_cast<std::uint8_t>(1 - winner);  // card 0: always the loser
  }
  const Json r = build_report(tiny_info(20), games);
  CHECK(r["cards"][1]["win_rate"] == 1.0);
  CHECK(r["cards"][1]["outlier"] == "high");  // interval 0.84..1 excludes 0.5
  CHECK(r["cards"][0]["outlier"] == "low");
  CHECK(r["cards"][1]["ci95_low"] == Approx(0.838875).margin(1e-6));
}

// Issue 33 item 7: in these games whoever builds in Age III wins (the loser's Age III is cut
// short): both cards look strong unadjusted, but no better than any card built in Age III.
TEST_CASE("balance: the high/low flag is adjusted for the Age the item was taken in", "[balance][age]") {
  std::vector<GameSummary> games;
  for (int i = 0; i < 20; ++i) {
    const auto winner = static_cast<std::uint8_t>(i % 2);
    games.push_back(game(i, winner, VictoryType::Civilian, 10, 10, 5, {{ItemKind::Card, Use::Constructed, 0, winner, 3, 60, 0},
                                                                      {ItemKind::Card, Use::Constructed, 1, winner, 3, 62, 0}}));
  }
  const Json r = build_report(tiny_info(20), games);
  for (const Json& card : r["cards"]) {
    CHECK(card["win_rate"] == 1.0);
    CHECK(card["expected_rate"] == 0.5);
    CHECK(card["outlier_unadjusted"] == "high");
    CHECK(card["age_expected_rate"] == 1.0);  // every Age III construction was the winner's
    CHECK(card["age_adjusted"] == 0.0);
    CHECK(card["age_adjusted_low"] == Approx(0.838875 - 1).margin(1e-6));
    CHECK(card["age_adjusted_high"] == 0.0);
    CHECK(card["outlier"] == "");
  }
  // A card built in Age I as well: its Age I uses expect A's (B's) Age I rate.
  games[0].items.push_back({ItemKind::Card, Use::Constructed, 0, 1, 1, 5, 0});  // B in Age I, lost game 0
  games[1].items.push_back({ItemKind::Card, Use::Constructed, 1, 1, 1, 5, 0});  // B in Age I, won game 1
  const Json r2 = build_report(tiny_info(20), games);
  // Card X: 20 Age III uses by winners (expect 1), one Age I use by B (B's Age I rate: 1 of 2).
  CHECK(r2["cards"][0]["age_expected_rate"] == Approx(20.5 / 21).margin(1e-6));
  CHECK(r2["cards"][0]["win_rate"] == Approx(20.0 / 21).margin(1e-6));
  CHECK(r2["cards"][0]["age_adjusted"] == Approx(-0.5 / 21).margin(1e-6));
  CHECK(r2["cards"][1]["age_adjusted"] == Approx(0.5 / 21).margin(1e-6));
}

// Issue 33 items 1, 2 and the game health: exact figures of synthetic games.
TEST_CASE("balance: Conspiracies drawn, Offerings spent, Decree sections and game health", "[balance][expansions][health]") {
  using K = ItemKind;
  MatchInfo info = tiny_info(4);
  info.divinities = {"Mars", "The Gate"};
  info.pantheon_tokens = {"M0", "M1", "M2", "M3", "M4", "Offering token 1 (2)"};
  info.conspiracies = {"Coup", "Plot"};
  info.decrees = {"Decree 9"};
  info.chambers = {"Chamber 1", "Chamber 2"};
  info.chamber_sections = {"left", "middle"};
  std::vector<GameSummary> games = four_games();  // winners: A, A, B, shared
  auto draw = [&](int g, int keep, std::uint8_t agent) {
    games[static_cast<std::size_t>(g)].items.push_back({K::Conspiracy, Use::Drawn, 0, agent, 1, 3, 0});
    games[static_cast<std::size_t>(g)].items.push_back({K::Conspiracy, Use::Drawn, 1, agent, 1, 3, 0});
    games[static_cast<std::size_t>(g)].items.push_back({K::Conspiracy, Use::Kept, static_cast<std::uint8_t>(keep), agent, 1, 4, 0});
  };
  draw(0, 0, 0);  // A draws both, keeps Coup, wins
  draw(1, 1, 1);  // B keeps Plot, loses
  draw(2, 1, 1);  // B keeps Plot, wins
  games[1].items.push_back({K::Divinity, Use::Activated, 0, 0, 2, 20, 0});
  games[1].items.push_back({K::PantheonToken, Use::Spent, 5, 0, 2, 20, 0});  // A pays Mars with the Offering, wins
  games[2].items.push_back({K::Divinity, Use::Activated, 0, 1, 2, 25, 0});   // no Offering
  games[2].items.push_back({K::PantheonToken, Use::Spent, 5, 1, 2, 26, 0});  // another move: not Mars's
  games[0].items.push_back({K::Chamber, Use::Controlled, 0, 0, 2, 10, 3});
  games[0].items.push_back({K::Decree, Use::Controlled, 0, 0, 2, 10, 0});    // left, A wins
  games[2].items.push_back({K::Chamber, Use::Controlled, 1, 0, 2, 10, 3});
  games[2].items.push_back({K::Decree, Use::Controlled, 0, 0, 2, 10, 0});    // middle, A loses
  games[0].turns = 20, games[0].age_leaders = {0, 0};
  games[1].turns = 30, games[1].age_leaders = {1, 0};
  games[2].turns = 40, games[2].age_leaders = {1, -2};
  games[3].turns = 50, games[3].age_leaders = {0, 1};
  const Json r = build_report(info, games);
  const Json& coup = r["conspiracies"][0];
  CHECK(coup["drawn"] == 3);
  CHECK(coup["kept"] == 1);
  CHECK(coup["not_kept"] == 2);
  CHECK(coup["drawn_win_rate"] == Approx(2.0 / 3).margin(1e-6));
  CHECK(coup["kept_win_rate"] == 1.0);
  CHECK(coup["not_kept_win_rate"] == 0.5);
  const Json& plot = r["conspiracies"][1];
  CHECK(plot["kept"] == 2);
  CHECK(plot["kept_win_rate"] == 0.5);
  CHECK(plot["not_kept_win_rate"] == 1.0);
  REQUIRE(r["offering_activations"].size() == 1);
  CHECK(r["offering_activations"][0]["divinity"] == "Mars");
  CHECK(r["offering_activations"][0]["offering"] == "Offering token 1 (2)");
  CHECK(r["offering_activations"][0]["activations"] == 1);
  CHECK(r["offering_activations"][0]["win_rate"] == 1.0);
  CHECK(r["pantheon_tokens"][5]["spent"] == 2);
  int sections = 0;
  for (const Json& g : r["groups"]) {
    if (g["by"] != "Decree section") continue;
    ++sections;
    CHECK(g["count"] == 1);
    CHECK(g["win_rate"] == (g["group"] == "left" ? 1.0 : 0.0));
  }
  CHECK(sections == 2);
  const Json& h = r["health"];
  CHECK(h["first_player"]["wins"] == 1);
  CHECK(h["first_player"]["decisive_games"] == 3);
  CHECK(h["first_player"]["win_rate"] == Approx(1.0 / 3).margin(1e-6));
  CHECK(h["first_player"]["advantage"] == Approx(-1.0 / 6).margin(1e-6));
  CHECK(h["turns"]["mean"] == 35.0);
  CHECK(h["turns"]["min"] == 20.0);
  CHECK(h["turns"]["max"] == 50.0);
  CHECK(h["decided_early"][0]["decisive_games"] == 3);  // Age I: games 0, 1 and 2
  CHECK(h["decided_early"][0]["winner_ahead"] == 2);    // game 1's winner was behind
  CHECK(h["decided_early"][1]["decisive_games"] == 2);  // game 2 ended in Age II
  CHECK(h["decided_early"][1]["winner_ahead"] == 2);
  CHECK(h["decided_early"][1]["ended_before"] == 1);
  CHECK(h["won_from_behind"] == 1);
  CHECK(h["rows"][0]["measure"] == "player 1 win rate (decisive games)");
  CHECK(csv(h["rows"]).starts_with("measure,value,ci95_low,ci95_high,games\n"));
  // --baseline compares each section's Decrees per game: game 2's middle Decree moves left.
  std::vector<GameSummary> after = games;
  after[2].items[after[2].items.size() - 2].id = 0;  // its Chamber: Chamber 1, in the left section
  const Json c = compare_runs(info, games, info, after);
  int compared = 0;
  for (const Json& row : c["groups"]) {
    if (row["what"] == "Decree section left controlled per game") {
      CHECK(row["baseline"] == 0.25);
      CHECK(row["now"] == 0.5);
      ++compared;
    }
    if (row["what"] == "Decree section middle controlled per game") {
      CHECK(row["baseline"] == 0.25);
      CHECK(row["now"] == 0.0);
      ++compared;
    }
  }
  CHECK(compared == 2);
  // A summary line keeps the turns and the Age ends.
  GameSummary back;
  std::string error;
  REQUIRE(summary_from_json(nlohmann::json::parse(summary_line(games[2])), back, error));
  CHECK(back == games[2]);
}

TEST_CASE("balance: a game summary survives its JSON line, and a broken one is named", "[balance]") {
  const GameSummary g = four_games()[1];
  // The exact line: compact, keys in order (the turns and the leaders at the Ages' ends
  // since the game health section).
  CHECK(summary_line(g) ==
        R"({"age_leaders":[-2,-2],"clear_after":10,"game":1,"items":[[0,0,0,1,1,4,1],[1,5,0,0,2,6,5]],"lead_changes":1,"moves":10,)"
        R"("points":[[10,0,0,0,0,0,0,0,0],[15,0,0,0,0,0,0,0,0]],"turns":0,"victory":1,"winner":0})");
  CHECK(summary_line(four_games()[3]).rfind(R"({"age_leaders":[-2,-2],"clear_after":-1,"game":3,"items":[],"lead_changes":3,)", 0) == 0);
  GameSummary back;
  std::string error;
  // Shards written before still merge: a line without them reads as no turns, no Age end known.
  REQUIRE(summary_from_json(nlohmann::json::parse(
      R"({"clear_after":10,"game":1,"items":[[0,0,0,1,1,4,1],[1,5,0,0,2,6,5]],"lead_changes":1,"moves":10,)"
      R"("points":[[10,0,0,0,0,0,0,0,0],[15,0,0,0,0,0,0,0,0]],"victory":1,"winner":0})"), back, error));
  CHECK(back == g);
  CHECK_FALSE(summary_from_json(nlohmann::json::parse(R"({"age_leaders":[3,0],"clear_after":10,"game":1,"items":[],)"
                                                      R"("lead_changes":1,"moves":10,"points":[[0,0,0,0,0,0,0,0,0],[0,0,0,0,0,0,0,0,0]],"victory":1,"winner":0})"),
                                  back, error));
  CHECK(error == "an Age's leader must be an integer in -2..1");
  REQUIRE(summary_from_json(nlohmann::json::parse(summary_line(g)), back, error));
  CHECK(back == g);
  nlohmann::json broken = nlohmann::json::parse(summary_line(g));
  broken.erase("moves");
  CHECK_FALSE(summary_from_json(broken, back, error));
  CHECK(error == "missing \"moves\"");
  broken = nlohmann::json::parse(summary_line(g));
  broken["items"][0][2] = "Card X";
  CHECK_FALSE(summary_from_json(broken, back, error));
  CHECK(error == "an item field must be an integer in 0..254");
}

// Issue 33 item 3: Pantheon's games write 11 score rows (no Senate), Agora's 12.
TEST_CASE("balance: a game summary keeps the score rows of every expansion set", "[balance]") {
  for (const int rows : {kBaseScoreCategoryCount, static_cast<int>(ScoreCategory::GrandTemples) + 1, kScoreCategoryCount}) {
    GameSummary g = four_games()[0];
    g.categories = rows;
    g.points[0][static_cast<std::size_t>(rows - 1)] = 7;
    GameSummary back;
    std::string error;
    REQUIRE(summary_from_json(nlohmann::json::parse(summary_line(g)), back, error));
    CHECK(back == g);
  }
  nlohmann::json ten = nlohmann::json::parse(summary_line(four_games()[0]));
  ten["points"][0].push_back(0);
  GameSummary back;
  std::string error;
  CHECK_FALSE(summary_from_json(ten, back, error));
  CHECK(error == "\"points\" must list 9 categories per player (11 with Pantheon, 12 with Agora), got 10");
}

TEST_CASE("balance: CSV tables split intervals and quote text", "[balance]") {
  Json rows = Json::array();
  rows.push_back({{"name", "Guild, \"Builders\""}, {"ci95", {0.25, 0.75}}, {"n", 3}});
  CHECK(csv(rows) == "name,ci95_low,ci95_high,n\n\"Guild, \"\"Builders\"\"\",0.25,0.75,3\n");
}

TEST_CASE("balance: shards cover the games in contiguous blocks", "[balance]") {
  const Shard a = shard_of(1, 3, 7), b = shard_of(2, 3, 7), c = shard_of(3, 3, 7);
  CHECK((a.first == 0 && a.games == 3));
  CHECK((b.first == 3 && b.games == 2));
  CHECK((c.first == 5 && c.games == 2));
}

TEST_CASE("balance: a real game's summary agrees with the engine's score sheet", "[balance]") {
  const Match match{{"greedy", "random"}, 7, false};
  for (int g = 0; g < 2; ++g) {  // A in both seats
    GameSummary summary;
    SummaryWatcher watcher(g, summary);
    std::string error;
    const GameOutcome outcome = play_game(test::rules(), match, g, error, &watcher);
    REQUIRE(error.empty());
    CHECK(summary.moves == outcome.moves);
    CHECK(summary.winner_agent == outcome.winner_agent);
    CHECK(summary.points[0] == outcome.sheets[0].points);
    CHECK(summary.points[1] == outcome.sheets[1].points);
    // Every VP but the treasury's and the Conflict pawn's is attributed to an item.
    for (int agent = 0; agent < 2; ++agent) {
      int attributed = 0, items = 0;
      for (const Acquisition& i : summary.items) {
        if (i.agent == agent) attributed += i.points;
      }
      for (int k = 0; k < kScoreCategoryCount; ++k) {
        const std::string_view name = score_category_name(ScoreCategory(k));
        if (name != "coins" && name != "military") items += outcome.sheets[static_cast<std::size_t>(agent)].points[static_cast<std::size_t>(k)];
      }
      CHECK(attributed == items);
    }
    int drafted = 0;
    for (const Acquisition& i : summary.items) drafted += i.use == Use::Drafted;
    CHECK(drafted == 8);
    if (summary.winner_agent >= 0) {
      CHECK(summary.clear_after >= 1);
      CHECK(summary.clear_after <= summary.moves);
    }
  }
}

// Issue 33 item 6: with the expansions too, every VP but the treasury's and the Conflict
// pawn's belongs to an item (Mysticism, the Grand Temples, Astarte's coins, the Chambers).
TEST_CASE("balance: expansion games' points are all attributed to items", "[balance][expansions][points]") {
  Match match;
  match.specs[0] = "greedy";
  match.specs[1] = "greedy";
  match.seed = 22;  // games that meet every row below (21 until Greedy judged a move after its own follow-ups)
  int temples = 0, mysticism = 0, drawn = 0, kept = 0, spent = 0;
  for (const Rules* rules : {&test::pantheon_rules(), &test::agora_rules(), &test::both_rules()}) {
    for (int g = 0; g < 8; ++g) {
      GameSummary summary;
      SummaryWatcher watcher(g, summary);
      std::string error;
      const GameOutcome outcome = play_game(*rules, match, g, error, &watcher);
      REQUIRE(error.empty());
      for (int agent = 0; agent < 2; ++agent) {
        const auto& sheet = outcome.sheets[static_cast<std::size_t>(agent)];
        int attributed = 0;
        for (const Acquisition& i : summary.items) attributed += i.agent == agent ? i.points : 0;
        CHECK(attributed == sheet.total() - sheet[ScoreCategory::Coins] - sheet[ScoreCategory::Military]);
        temples += sheet[ScoreCategory::GrandTemples] > 0;
      }
      int drawn_here = 0, kept_here = 0;
      for (const Acquisition& i : summary.items) {
        mysticism += i.kind == ItemKind::Token && i.id < rules->progress_tokens.size() &&
                     rules->progress_tokens[i.id].name == "Mysticism" && i.points > 0;
        drawn_here += i.use == Use::Drawn;
        kept_here += i.kind == ItemKind::Conspiracy && i.use == Use::Kept;
        if (i.use != Use::Spent) continue;
        ++spent;  // an Offering token pays for the Divinity its spender activated on that move
        CHECK(i.kind == ItemKind::PantheonToken);
        CHECK(i.id >= kMythologyCount);
        CHECK(std::any_of(summary.items.begin(), summary.items.end(), [&](const Acquisition& a) {
          return a.kind == ItemKind::Divinity && a.use == Use::Activated && a.move == i.move && a.agent == i.agent;
        }));
      }
      CHECK(kept_here <= drawn_here);  // every Conspiracy kept was drawn, some were put back
      drawn += drawn_here;
      kept += kept_here;
    }
  }
  CHECK(temples > 0);  // the check above met the Grand Temples' row...
  CHECK(mysticism > 0);  // ...and Mysticism's points
  CHECK(spent > 0);
  CHECK(kept > 0);
  CHECK(drawn > kept);
}

// Issue 33 items 1 and 6: a constructed end of game. Player 1 (agent A in game 0) built
// two Grand Temples (the row scores 5 for one, 12 for two) and holds Mysticism (2 VP per
// Mythology or Offering token) with 3 Mythology tokens and one Offering token.
TEST_CASE("balance: Grand Temples and Mysticism get their own points", "[balance][expansions][points]") {
  const Rules& rules = test::pantheon_rules();
  GameOptions options;
  options.first_game_wonders = true;
  GameState s(rules, make_setup(rules, 3, options));
  const CardId greek = test::card("Greek Grand Temple", rules), roman = test::card("Roman Grand Temple", rules);
  const TokenId mysticism = test::token("Mysticism", rules);
  test::give_card(s, 0, "Greek Grand Temple");
  test::give_card(s, 0, "Roman Grand Temple");
  test::give_progress(s, 0, "Mysticism");
  s.pantheon.players[0].mythology_tokens = {2, 1, 0, 0, 0};
  s.pantheon.players[0].offerings = 0b0100;
  s.phase = Phase::GameOver;
  REQUIRE(score_sheet(s, 0)[ScoreCategory::GrandTemples] == 12);
  GameSummary summary;
  SummaryWatcher watcher(0, summary);
  REQUIRE(seat_of_a(0) == 0);
  watcher.after_move(s, 0, {{EventType::CardConstructed, 0, roman}, {EventType::ProgressTaken, 0, mysticism},
                            {EventType::CardConstructed, 0, greek}});
  REQUIRE(summary.items.size() == 3);
  CHECK(summary.items[0].points == 5);  // the first temple: the row's 5
  CHECK(summary.items[1].points == 8);  // Mysticism: 2 x (3 + 1) tokens
  CHECK(summary.items[2].points == 7);  // the second: 12 - 5
}

// Issue 33 item 1: the expansions' items in a real game, against the engine's final state.
TEST_CASE("balance: Divinities, Conspiracies, Decrees and Chambers of real games agree with the final state",
          "[balance][expansions]") {
  struct Keeper : GameWatcher {  // the summary, and the last position
    explicit Keeper(int game, GameSummary& out) : summary(game, out) {}
    void after_move(const GameState& state, Player mover, const EventLog& events) override {
      summary.after_move(state, mover, events);
      last = state;
    }
    SummaryWatcher summary;
    std::optional<GameState> last;
  };
  Match match;
  match.specs[0] = "greedy";
  match.specs[1] = "random";
  match.seed = 11;
  const Rules& rules = test::both_rules();
  int activated_total = 0, chambers_total = 0, held_total = 0, tokens_total = 0;
  for (int g = 0; g < 6; ++g) {
    GameSummary summary;
    Keeper keeper(g, summary);
    std::string error;
    const GameOutcome outcome = play_game(rules, match, g, error, &keeper);
    REQUIRE(error.empty());
    REQUIRE(keeper.last);
    const GameState& end = *keeper.last;
    for (int agent = 0; agent < 2; ++agent) {
      const Player seat = agent == 0 ? static_cast<Player>(seat_of_a(g)) : static_cast<Player>(1 - seat_of_a(g));
      const auto& sheet = outcome.sheets[static_cast<std::size_t>(agent)];
      int divinity_points = 0, activated = 0, senate = 0, chambers = 0, decrees = 0;
      for (const Acquisition& i : summary.items) {
        if (i.agent != agent) continue;
        if (i.kind == ItemKind::Divinity && i.id < rules.pantheon->divinities.size()) divinity_points += i.points, ++activated;
        if (i.kind == ItemKind::Chamber) senate += i.points, ++chambers;
        if (i.kind == ItemKind::Decree) ++decrees;
      }
      CHECK(divinity_points == sheet[ScoreCategory::Divinities]);  // Astarte's coins are Astarte's points
      CHECK(activated == std::popcount(end.pantheon.players[seat].divinities));
      int tokens_taken = 0, tokens_held = std::popcount(end.pantheon.players[seat].offerings);
      for (std::uint8_t n : end.pantheon.players[seat].mythology_tokens) tokens_held += n;
      for (const Acquisition& i : summary.items) tokens_taken += i.agent == agent && i.kind == ItemKind::PantheonToken;
      CHECK(tokens_taken >= tokens_held);  // Offering tokens are spent on activations
      tokens_total += tokens_taken;
      CHECK(senate == sheet[ScoreCategory::Senate]);
      int controlled = 0, in_them = 0;
      for (int c = 0; c < kChambers; ++c) {
        if (end.agora.controller[static_cast<std::size_t>(c)] != seat) continue;
        ++controlled;
        in_them += end.agora.decree_count[static_cast<std::size_t>(c)];
      }
      CHECK(chambers == controlled);
      CHECK(decrees == in_them);
      // A Decree face up in a Chamber the agent controls after the last move was held then.
      for (int c = 0; c < kChambers; ++c) {
        if (end.agora.controller[static_cast<std::size_t>(c)] != seat) continue;
        for (int k = 0; k < end.agora.decree_count[static_cast<std::size_t>(c)]; ++k) {
          if (!end.agora.face_down_at(c, k)) CHECK(summary.decree_moves[end.agora.decrees[static_cast<std::size_t>(c)][static_cast<std::size_t>(k)]][static_cast<std::size_t>(agent)] >= 1);
        }
      }
      activated_total += activated;
      chambers_total += chambers;
    }
    REQUIRE(summary.decree_moves.size() == rules.agora->decrees.size());
    for (const auto& held : summary.decree_moves) {
      CHECK(held[0] + held[1] <= summary.moves);
      held_total += held[0] + held[1];
    }
    GameSummary back;
    REQUIRE(summary_from_json(nlohmann::json::parse(summary_line(summary)), back, error));
    CHECK(back == summary);
  }
  CHECK(held_total > 0);
  CHECK(tokens_total > 0);
  CHECK(activated_total > 0);  // the checks above had something to check
  CHECK(chambers_total > 0);
}

TEST_CASE("balance: the expansions' tables of synthetic games", "[balance][expansions]") {
  using K = ItemKind;
  MatchInfo info = tiny_info(4);
  info.divinities = {"Mars", "The Gate"};
  info.conspiracies = {"Coup"};
  info.decrees = {"Decree 9"};
  info.chambers = {"Chamber 1"};
  std::vector<GameSummary> games = four_games();
  games[0].items.push_back({K::Divinity, Use::Activated, 0, 0, 2, 40, 4});  // A activates Mars and wins
  games[1].items.push_back({K::Divinity, Use::Activated, 0, 1, 3, 60, 2});  // B activates Mars and loses
  games[2].items.push_back({K::Divinity, Use::Activated, 1, 1, 2, 50, 0});  // B opens the Gate and wins
  games[2].items.push_back({K::Conspiracy, Use::Kept, 0, 1, 1, 10, 0});
  games[2].items.push_back({K::Conspiracy, Use::Triggered, 0, 1, 2, 30, 0});
  games[2].items.push_back({K::Chamber, Use::Controlled, 0, 1, 3, 70, 5});
  games[2].items.push_back({K::Decree, Use::Controlled, 0, 1, 3, 70, 0});
  for (GameSummary& g : games) g.decree_moves = {{0, 0}};
  games[1].decree_moves = {{4, 0}};  // of the 40 moves played, A held it 4 and B 6
  games[2].decree_moves = {{0, 6}};
  const Json r = build_report(info, games);
  REQUIRE(r["divinities"].size() == 2);
  const Json& mars = r["divinities"][0];
  CHECK(mars["name"] == "Mars");
  CHECK(mars["activated"] == 2);
  CHECK(mars["win_rate"] == 0.5);
  CHECK(mars["points"] == 3.0);
  CHECK(mars["mean_age"] == 2.5);
  CHECK(mars["mean_move"] == 50.0);
  CHECK(r["divinities"][1]["win_rate"] == 1.0);
  CHECK(r["conspiracies"][0]["kept"] == 1);
  CHECK(r["conspiracies"][0]["triggered"] == 1);
  CHECK(r["conspiracies"][0]["win_rate"] == 1.0);
  CHECK(r["chambers"][0]["points"] == 5.0);
  CHECK(r["decrees"][0]["controlled"] == 1);
  CHECK(r["decrees"][0]["per_game"] == 0.25);
  CHECK(r["decrees"][0]["held_share"] == 0.25);
  CHECK(r["decrees"][0]["held_share_A"] == 0.1);
  CHECK(r["decrees"][0]["held_share_B"] == 0.15);
  // The base game's report has none of these tables.
  CHECK_FALSE(build_report(tiny_info(4), four_games()).contains("divinities"));
}

// Issue 33 item 2: items counted together by colour, Senator kind and Mythology.
TEST_CASE("balance: groups of synthetic games", "[balance][groups]") {
  using K = ItemKind;
  MatchInfo info = tiny_info(4);
  info.card_senators = {"", "conspirator"};
  info.divinities = {"Mars", "Minerva", "The Gate"};
  info.divinity_mythologies = {"roman", "roman", ""};
  std::vector<GameSummary> games = four_games();
  games[2].items.push_back({K::Card, Use::Constructed, 1, 1, 2, 20, 0});    // B recruits the Conspirator and wins
  games[0].items.push_back({K::Divinity, Use::Activated, 0, 0, 2, 40, 0});  // A activates Mars and wins
  games[1].items.push_back({K::Divinity, Use::Activated, 1, 1, 3, 60, 0});  // B activates Minerva and loses
  games[3].items.push_back({K::Divinity, Use::Activated, 2, 0, 2, 50, 0});  // the Gate: in no Mythology
  const Json r = build_report(info, games);
  const Json& g = r["groups"];
  REQUIRE(g.size() == 4);
  CHECK(g[0]["by"] == "card colour");
  CHECK(g[0]["group"] == "blue");  // Card X: constructed in games 0 (A, won) and 1 (B, lost)
  CHECK(g[0]["use"] == "constructed");
  CHECK(g[0]["count"] == 2);
  CHECK(g[0]["win_rate"] == 0.5);
  CHECK(g[0]["points"] == 2.0);
  CHECK(g[1]["group"] == "green");
  CHECK(g[1]["count"] == 1);
  CHECK(g[2]["by"] == "Senator kind");
  CHECK(g[2]["group"] == "conspirator");
  CHECK(g[2]["count"] == 1);
  CHECK(g[2]["win_rate"] == 1.0);
  CHECK(g[3]["by"] == "Mythology");
  CHECK(g[3]["group"] == "roman");
  CHECK(g[3]["use"] == "activated");
  CHECK(g[3]["count"] == 2);
  CHECK(g[3]["win_rate"] == 0.5);
  CHECK(g[3]["mean_age"] == 2.5);
}

TEST_CASE("balance: McNemar's exact test and the paired test on known values", "[balance]") {
  CHECK(mcnemar_p(10, 2) == Approx(2.0 * (1 + 12 + 66) / 4096).margin(1e-12));  // 0.03857
  CHECK(mcnemar_p(3, 3) == 1.0);
  CHECK(mcnemar_p(0, 0) == 1.0);
  CHECK(mcnemar_p(0, 6) == Approx(2.0 / 64).margin(1e-12));
  // Differences 1, 2, 3, 4, 5: mean 3, sd 1.5811, t = 4.2426, normal p = 2.21e-5.
  CHECK(paired_p({1, 2, 3, 4, 5}) == Approx(2.2090e-5).margin(1e-8));
  CHECK(paired_p({0, 0, 0}) == 1.0);
  CHECK(paired_p({2, 2, 2}) == 0.0);
}

TEST_CASE("balance: a comparison pairs the games", "[balance]") {
  std::vector<GameSummary> before = four_games(), after = four_games();
  after[2].winner_agent = 0;  // A now wins game 2 (B won it)
  after[3].items.push_back({ItemKind::Card, Use::Constructed, 1, 0, 2, 5, 0});
  const Json c = compare_runs(tiny_info(4), before, tiny_info(4), after);
  const Json& a_wins = c["outcomes"][0];
  CHECK(a_wins["what"] == "agent A wins");
  CHECK(a_wins["baseline"] == 0.5);
  CHECK(a_wins["now"] == 0.75);
  CHECK(a_wins["only_now"] == 1);
  CHECK(a_wins["only_baseline"] == 0);
  CHECK(a_wins["test"] == "McNemar (exact)");
  CHECK(a_wins["p"] == 1.0);
  CHECK(c["cards"][1]["what"] == "Card Y constructed");
  CHECK(c["cards"][1]["now"] == 0.25);
  CHECK(c["cards"][0]["only_now"] == 0);
  CHECK(c["outcomes"][6]["what"] == "game length (moves)");
  CHECK(c["outcomes"][6]["test"] == "paired t (normal approximation)");
  CHECK(c["outcomes"][6]["p"] == 1.0);
}

TEST_CASE("balance: --sweep values: ranges, steps, lists, and each problem named", "[balance][sweep]") {
  Sweep sweep;
  std::string error;
  REQUIRE(parse_sweep("base/cards.json:/cards/22/effects/0/amount=2..5", sweep, error));
  CHECK(sweep.values == std::vector<long long>{2, 3, 4, 5});
  CHECK(sweep.target.file == "base/cards.json");
  CHECK(sweep.target.pointer == "/cards/22/effects/0/amount");
  CHECK(sweep.at(4).value == "4");
  CHECK(sweep.at(4).option == "--sweep");
  sweep = {};
  REQUIRE(parse_sweep("f.json:/a=-2..7:3", sweep, error));
  CHECK(sweep.values == std::vector<long long>{-2, 1, 4, 7});
  sweep = {};
  REQUIRE(parse_sweep("f.json:/a=5,2,9", sweep, error));
  CHECK(sweep.values == std::vector<long long>{5, 2, 9});
  sweep = {};
  REQUIRE(parse_sweep("f.json:/a=1..50", sweep, error));
  CHECK(sweep.values.size() == 50);

  const auto problem = [](const std::string& text) {
    Sweep s;
    std::string e;
    CHECK_FALSE(parse_sweep(text, s, e));
    return e;
  };
  CHECK(problem("f.json:/a=5..2") == "--sweep f.json:/a=5..2: the range 5..2 runs backwards (write the smaller value first)");
  CHECK(problem("f.json:/a=1..51") == "--sweep f.json:/a=1..51: the range has 51 values, more than 50 (use a step: A..B:STEP)");
  CHECK(problem("f.json:/a=2..x") == "--sweep f.json:/a=2..x: the values must be whole numbers from -1000000000 to 1000000000, got \"x\"");
  CHECK(problem("f.json:/a=2.5") == "--sweep f.json:/a=2.5: the values must be whole numbers from -1000000000 to 1000000000, got \"2.5\"");
  CHECK(problem("f.json:/a=1..4:0") == "--sweep f.json:/a=1..4:0: the step must be a whole number from 1 to 1000000000, got \"0\"");
  CHECK(problem("f.json:/a=3,4,3") == "--sweep f.json:/a=3,4,3: the value 3 is given twice");
  CHECK(problem("f.json:/a=0..9999999999") ==
        "--sweep f.json:/a=0..9999999999: the values must be whole numbers from -1000000000 to 1000000000, got \"9999999999\"");
  CHECK(problem("f.json:/a=-9223372036854775808..0") ==
        "--sweep f.json:/a=-9223372036854775808..0: the values must be whole numbers from -1000000000 to 1000000000, got \"-9223372036854775808\"");
  CHECK(problem("f.json=1..3").rfind("--sweep expects FILE:JSON_POINTER=A..B (or A..B:STEP, or V1,V2,...)", 0) == 0);
}

TEST_CASE("balance: a sweep row of four synthetic games", "[balance][sweep]") {
  Sweep sweep;
  sweep.item_kind = "card";
  sweep.item_name = "Card X";
  const Json row = sweep_row(sweep, 3, build_report(tiny_info(4), four_games()));
  CHECK(row["value"] == 3);
  CHECK(row["games"] == 4);
  CHECK(row["first_player_win_rate"] == 0.25);  // game 0 only
  CHECK(row["first_player_win_rate_ci95"] == interval(1, 4));
  CHECK(row["item_pick_rate"] == 0.5);  // constructed in games 0 and 1
  CHECK(row["item_pick_rate_ci95"] == interval(2, 4));
  CHECK(row["item_win_rate"] == 0.5);
  CHECK(row["item_expected_rate"] == 0.375);
  // Totals 30, 10, 20, 20 (A) and 20, 15, 25, 20 (B): mean 20, sd sqrt(250 / 7).
  CHECK(row["mean_score"] == 20.0);
  const double half = 1.96 * std::sqrt(250.0 / 7) / std::sqrt(8.0);
  CHECK(row["mean_score_ci95"][0].get<double>() == Approx(20 - half).margin(1e-5));
  CHECK(row["mean_score_ci95"][1].get<double>() == Approx(20 + half).margin(1e-5));
  CHECK(row["military_share"] == 0.25);
  CHECK(row["science_share"] == 0.0);
  CHECK(row["civilian_share"] == 0.5);
  CHECK(row["shared_share"] == 0.25);
  CHECK(row["shared_share_ci95"] == interval(1, 4));
  // Each group's columns (issue 33 item 2): Card X (blue) constructed by A who won game 0
  // and by B who lost game 1.
  CHECK(row["group_card_colour_blue_per_game"] == 0.5);
  CHECK(row["group_card_colour_blue_win_rate"] == 0.5);
  CHECK(row["group_card_colour_green_win_rate"] == nullptr);  // Card Y was never constructed
  // No item (a constant of the rules): no item columns.
  CHECK_FALSE(sweep_row(Sweep{}, 3, build_report(tiny_info(4), four_games())).contains("item_pick_rate"));
}

TEST_CASE("balance: Benjamini-Hochberg adjusted p-values of a known list", "[balance][fdr]") {
  // Sorted: 0.001 0.008 0.039 0.041 0.042 0.06 0.074 0.205 (m = 8); p m / rank = 0.008 0.032
  // 0.104 0.082 0.0672 0.08 0.0845714 0.205; then the smallest from the right.
  const std::vector<double> p = {0.041, 0.001, 0.205, 0.039, 0.008, 0.074, 0.042, 0.06};
  const std::vector<double> adjusted = benjamini_hochberg(p);
  const std::vector<double> expected = {0.0672, 0.008, 0.205, 0.0672, 0.032, 0.074 * 8 / 7, 0.0672, 0.08};
  REQUIRE(adjusted.size() == expected.size());
  for (std::size_t i = 0; i < p.size(); ++i) CHECK(adjusted[i] == Approx(expected[i]).margin(1e-12));
  CHECK(benjamini_hochberg({0.5, 0.9}) == std::vector<double>{0.9, 0.9});
  CHECK(benjamini_hochberg({}).empty());
  CHECK(benjamini_hochberg({0.02, 0.02})[1] == Approx(0.02));  // ties share the adjustment
}

TEST_CASE("balance: p-values keep 3 significant digits, however small", "[balance][fdr]") {
  CHECK(round_p(3.2123e-7) == 3.21e-7);
  CHECK(Json(round_p(3.2e-7)).dump() == "3.2e-07");
  CHECK(round_p(0.038574) == 0.0386);
  CHECK(round_p(1.0) == 1.0);
  CHECK(round_p(0.0) == 0.0);
}

TEST_CASE("balance: a comparison flags by the adjusted p and keeps both", "[balance][fdr]") {
  // 40 games; B won all with the baseline data. Now A wins the first `changed` of them.
  auto run = [](int changed) {
    std::vector<GameSummary> before, after;
    for (int i = 0; i < 40; ++i) {
      before.push_back(game(i, 1, VictoryType::Civilian, 20, 30, 5, {}));
      after.push_back(game(i, i < changed ? 0 : 1, VictoryType::Civilian, 20, 30, 5, {}));
    }
    return compare_runs(tiny_info(40), before, tiny_info(40), after);
  };
  const Json all = run(40);
  int rows = 0;
  for (const std::string& t : comparison_tables()) rows += all.contains(t) ? static_cast<int>(all[t].size()) : 0;
  CHECK(all["tests"] == rows);
  const Json& a = all["outcomes"][0];
  CHECK(a["what"] == "agent A wins");
  CHECK(a["p"] == 1.82e-12);  // 2 / 2^40, not 0
  CHECK(a["p_adjusted"] == round_p(2.0 / std::pow(2.0, 40) * rows));  // the only p below 1: rank 1 of m
  CHECK(a["significant"] == true);
  CHECK(all["outcomes"][1]["p_adjusted"] == 1.0);  // player 1 wins: 20 one way, 20 the other
  // 6 games changed: p = 2 / 64 = 0.03125 < 0.05 alone, but not among the rows tested.
  const Json six = run(6)["outcomes"][0];
  CHECK(six["p"] == Approx(0.03125).margin(1e-4));
  CHECK(six["p_adjusted"] == Approx(0.03125 * rows).margin(1e-3 * rows));
  CHECK(six["significant"] == false);
  CHECK(csv(run(6)["outcomes"]).rfind("what,baseline,now,difference,only_baseline,only_now,test,p,p_adjusted,significant\n", 0) == 0);
}

TEST_CASE("balance: a never-taken item has no rate (null), not 0 in 0-0", "[balance]") {
  const Json r = build_report(tiny_info(4), four_games());
  const Json& y = r["cards"][1];  // Card Y: discarded once, never constructed
  CHECK(y["constructed"] == 0);
  CHECK(y["per_game"] == 0.0);
  for (const char* key : {"win_rate", "ci95_low", "ci95_high", "expected_rate", "difference", "age_expected_rate", "age_adjusted",
                          "age_adjusted_low", "age_adjusted_high", "points", "mean_age", "mean_move"}) {
    INFO(key);
    CHECK(y[key].is_null());
  }
  CHECK(y["outlier"] == "");
  CHECK(r["wonders"][0]["drafted_win_rate"].is_null());  // built, never drafted in these games
  CHECK(csv(r["cards"]).find("\nCard Y,2,green,0,1,0,0,0.0,n/a,n/a,n/a,n/a,n/a,n/a,n/a,n/a,n/a,,,n/a,n/a,n/a\n") != std::string::npos);
}

TEST_CASE("balance: a Senator's row shows the Ages it was dealt in", "[balance][agora]") {
  MatchInfo info = tiny_info(5);
  info.card_senators = {"", "politician"};  // Card Y is a Senator (its data says Age 1)
  info.card_ages = {1, 1};
  using K = ItemKind;
  std::vector<GameSummary> games = {
      game(0, 0, VictoryType::Civilian, 30, 20, 5, {{K::Card, Use::Constructed, 1, 0, 2, 20, 0}}),
      game(1, 1, VictoryType::Civilian, 20, 30, 5, {{K::Card, Use::Discarded, 1, 1, 2, 25, 0}}),
      game(2, 0, VictoryType::Civilian, 30, 20, 5, {{K::Card, Use::Constructed, 1, 1, 3, 40, 0}}),
      // dealt in Age II, destroyed in Age III (Statue of Zeus): counted in Age II only
      game(4, 0, VictoryType::Civilian, 30, 20, 5, {{K::Card, Use::Constructed, 1, 1, 2, 30, 0}, {K::Card, Use::Destroyed, 1, 1, 3, 45, 0}}),
      game(3, 0, VictoryType::Civilian, 30, 20, 5, {{K::Card, Use::Constructed, 0, 1, 1, 3, 0}}),
  };
  const Json r = build_report(info, games);
  CHECK(r["cards"][1]["age"] == "II (3), III (1)");
  CHECK(r["cards"][0]["age"] == 1);  // not a Senator: its Age from the data
  CHECK(r["cards"][1]["mean_age"] == Approx(7.0 / 3).margin(1e-6));  // constructed in Ages III, II, II
}

TEST_CASE("balance: a comparison gives each item's owner's win rate with both data sets", "[balance][fdr]") {
  // 40 games. Baseline: Card X constructed in every game by the winner (A); now by the
  // loser (B) in the first 30 games, the winner (A) in the last 10. Card Y never.
  using K = ItemKind;
  std::vector<GameSummary> before, after;
  for (int i = 0; i < 40; ++i) {
    before.push_back(game(i, 0, VictoryType::Civilian, 30, 20, 5, {{K::Card, Use::Constructed, 0, 0, 1, 2, 0}}));
    after.push_back(game(i, 0, VictoryType::Civilian, 30, 20, 5,
                         {{K::Card, Use::Constructed, 0, static_cast<std::uint8_t>(i < 30 ? 1 : 0), 1, 2, 0}}));
  }
  const Json c = compare_runs(tiny_info(40), before, tiny_info(40), after);
  const Json& x = c["owner_win_rates"][0];
  CHECK(x["what"] == "Card X constructed: its owner's win rate");
  CHECK(x["baseline"] == 1.0);
  CHECK(x["now"] == 0.25);
  CHECK(x["difference"] == -0.75);
  CHECK(x["baseline_uses"] == 40);
  CHECK(x["now_uses"] == 40);
  // pooled 50 / 80 = 0.625: z = 0.75 / sqrt(0.625 * 0.375 * (2 / 40)) = 6.928203
  CHECK(x["p"] == round_p(std::erfc(6.928203230275509 / std::sqrt(2.0))));  // 4.26e-12
  CHECK(x["p"] == 4.26e-12);
  CHECK(x["significant"] == true);
  const Json& y = c["owner_win_rates"][1];
  CHECK(y["what"] == "Card Y constructed: its owner's win rate");
  CHECK(y["baseline"].is_null());
  CHECK(y["now"].is_null());
  CHECK(y["difference"].is_null());
  CHECK(y["p"] == 1.0);
  CHECK(c["owner_win_rates"].size() == 4);  // 2 cards, 1 Wonder, 1 token
}
