#include "report.hpp"

#include <algorithm>
#include <cmath>
#include <functional>
#include <map>

#include "../stats.hpp"

namespace duel::cli::balance {
double round6(double x) { return std::round(x * 1e6) / 1e6; }

Json interval(int k, int n) {
  const auto [lo, hi] = wilson(k, n);
  return Json::array({round6(lo), round6(hi)});
}

namespace {

double ratio(double a, double b) { return b > 0 ? round6(a / b) : 0.0; }

const char* agent_label(int agent) { return agent == 0 ? "A" : "B"; }

int winner_seat(const GameSummary& g) {
  if (g.winner_agent < 0) return -1;
  return g.winner_agent == 0 ? seat_of_a(g.game) : 1 - seat_of_a(g.game);
}

// {value: count} as [{"<key>": value, "games": count}] for the charts.
Json histogram(const std::map<int, int>& counts, const char* key, const char* count_key = "games") {
  Json out = Json::array();
  for (const auto& [value, n] : counts) out.push_back({{key, value}, {count_key, n}});
  return out;
}

Json distribution(const std::vector<double>& values) {
  const auto [mean, sd] = mean_sd(values);
  const auto [lo, hi] = values.empty() ? std::pair<double, double>{0, 0}
                                        : std::pair<double, double>{*std::min_element(values.begin(), values.end()),
                                                                    *std::max_element(values.begin(), values.end())};
  return {{"mean", round6(mean)}, {"sd", round6(sd)}, {"min", lo}, {"max", hi}};
}

// Counters of one use (e.g. "constructed") of one item.
struct UseTally {
  int count = 0, wins = 0;
  double expected = 0;  // sum over the uses of the user's overall win rate
  // Sum over the uses of the win rate of every use of the same kind (all cards constructed,
  // all Wonders built...) by the same agent in the same Age: who still builds in Age III
  // is often winning, whatever the card (the Age-adjusted expectation).
  double age_expected = 0;
  double points = 0, age = 0, move = 0;
};

// Statistics of one item's uses; `main` is the use whose win rate the table shows.
Json item_row(const std::string& name, const std::array<UseTally, kUseCount>& tally, Use main,
              const std::vector<Use>& uses, int games) {
  Json row;
  row["name"] = name;
  for (Use u : uses) row[use_name(u)] = tally[static_cast<int>(u)].count;
  const UseTally& t = tally[static_cast<int>(main)];
  row["per_game"] = ratio(t.count, games);
  if (t.count == 0) {  // never used: no rate to show (null, "n/a"), rather than a rate of 0 in 0-0
    for (const char* key : {"win_rate", "ci95_low", "ci95_high", "expected_rate", "difference", "age_expected_rate",
                            "age_adjusted", "age_adjusted_low", "age_adjusted_high", "outlier", "outlier_unadjusted",
                            "points", "mean_age", "mean_move"}) {
      row[key] = std::string(key).starts_with("outlier") ? Json("") : Json(nullptr);  // same columns as a used item's
    }
    return row;
  }
  row["win_rate"] = ratio(t.wins, t.count);
  const auto [lo, hi] = wilson(t.wins, t.count);
  row["ci95_low"] = round6(lo);
  row["ci95_high"] = round6(hi);
  const double expected = t.expected / t.count;
  row["expected_rate"] = round6(expected);
  row["difference"] = round6(static_cast<double>(t.wins) / t.count - expected);
  // The flag compares with the Age-adjusted expectation: the win rate minus it, with the
  // win rate's interval moved by the same amount (high: the interval lies above it).
  const double age_expected = t.age_expected / t.count;
  row["age_expected_rate"] = round6(age_expected);
  row["age_adjusted"] = round6(static_cast<double>(t.wins) / t.count - age_expected);
  row["age_adjusted_low"] = round6(lo - age_expected);
  row["age_adjusted_high"] = round6(hi - age_expected);
  row["outlier"] = age_expected < lo ? "high" : age_expected > hi ? "low" : "";
  row["outlier_unadjusted"] = expected < lo ? "high" : expected > hi ? "low" : "";
  row["points"] = ratio(t.points, t.count);
  row["mean_age"] = ratio(t.age, t.count);
  row["mean_move"] = ratio(t.move, t.count);
  return row;
}

// The Age card `card` was dealt in, per game: the Age it first left the structure (a later
// use, e.g. destroyed by the opponent in the next Age, is not its deck), with the number of
// games for each Age; null when never taken.
Json senator_ages(const std::vector<GameSummary>& games, std::size_t card) {
  std::array<int, 4> met{};
  for (const GameSummary& g : games) {
    int first = 4;
    for (const Acquisition& i : g.items) {
      if (i.kind == ItemKind::Card && i.id == card && i.age >= 1) first = std::min<int>(first, i.age);
    }
    if (first <= 3) ++met[static_cast<std::size_t>(first)];
  }
  std::string text;
  for (int a = 1; a <= 3; ++a) {
    if (met[a]) text += (text.empty() ? "" : ", ") + std::string(a == 1 ? "I" : a == 2 ? "II" : "III") + " (" + std::to_string(met[a]) + ")";
  }
  return text.empty() ? Json(nullptr) : Json(text);
}

// Which Offering token paid for which activation: the tokens spent on the move a Divinity
// was activated, by whom, counted per (Divinity, token) with the activator's win rate.
Json offering_activations(const MatchInfo& info, const std::vector<GameSummary>& games) {
  std::map<std::pair<int, int>, std::array<int, 2>> paid;  // (Divinity, token) -> activations, wins
  for (const GameSummary& g : games) {
    for (const Acquisition& spent : g.items) {
      if (spent.kind != ItemKind::PantheonToken || spent.use != Use::Spent) continue;
      for (const Acquisition& a : g.items) {
        if (a.kind == ItemKind::Divinity && a.use == Use::Activated && a.move == spent.move && a.agent == spent.agent) {
          auto& cell = paid[{a.id, spent.id}];
          ++cell[0];
          cell[1] += g.winner_agent == a.agent;
        }
      }
    }
  }
  Json rows = Json::array();
  for (const auto& [key, cell] : paid) {
    const auto [divinity, token] = key;
    if (static_cast<std::size_t>(divinity) >= info.divinities.size() || static_cast<std::size_t>(token) >= info.pantheon_tokens.size()) continue;
    rows.push_back({{"divinity", info.divinities[static_cast<std::size_t>(divinity)]},
                    {"offering", info.pantheon_tokens[static_cast<std::size_t>(token)]},
                    {"activations", cell[0]}, {"win_rate", ratio(cell[1], cell[0])}, {"ci95", interval(cell[1], cell[0])}});
  }
  return rows;
}

// Game health (Ludii's and TabletopGames' game-quality measures) of the expansion set
// played: the first player's advantage, the victory mix, the length in turns, the lead
// changes and how often the game was decided early.
Json game_health(const MatchInfo& info, const std::vector<GameSummary>& games, const Json& overall) {
  Json h;
  h["expansions"] = info.played.expansions;
  h["games"] = games.size();
  const int decisive = static_cast<int>(games.size()) - overall["draws"].get<int>();
  const int first = overall["seats"][0]["wins"].get<int>();
  const Json ci = interval(first, decisive);
  // Player 1 starts Age I; the advantage is their share of the decisive games above half.
  h["first_player"] = {{"wins", first}, {"decisive_games", decisive},
                       {"win_rate", decisive ? Json(ratio(first, decisive)) : Json(nullptr)},
                       {"ci95", decisive ? ci : Json(nullptr)},
                       {"advantage", decisive ? Json(round6(static_cast<double>(first) / decisive - 0.5)) : Json(nullptr)}};
  h["victories"] = overall["victories"];
  std::vector<double> turns;
  std::map<int, int> turn_hist;
  for (const GameSummary& g : games) {
    turns.push_back(g.turns);
    ++turn_hist[g.turns];
  }
  h["turns"] = distribution(turns);
  h["turns"]["histogram"] = histogram(turn_hist, "turns");
  h["lead_changes"] = {{"mean", overall["lead_changes"]["mean"]}, {"sd", overall["lead_changes"]["sd"]},
                       {"histogram", overall["lead_changes"]["histogram"]}};
  // Decided early: of the decisive games that reached the end of Age I (II), the share
  // whose winner was already strictly ahead on the running score then.
  Json early = Json::array();
  for (int age = 0; age < 2; ++age) {
    int reached = 0, ahead = 0, ended_before = 0;
    for (const GameSummary& g : games) {
      if (g.winner_agent < 0) continue;
      const int leader = g.age_leaders[static_cast<std::size_t>(age)];
      if (leader == -2) {
        ++ended_before;
        continue;
      }
      ++reached;
      ahead += leader == g.winner_agent;
    }
    early.push_back({{"age_end", age == 0 ? "I" : "II"}, {"decisive_games", reached}, {"winner_ahead", ahead},
                     {"share", reached ? Json(ratio(ahead, reached)) : Json(nullptr)},
                     {"ci95", reached ? interval(ahead, reached) : Json(nullptr)}, {"ended_before", ended_before}});
  }
  h["decided_early"] = early;
  h["won_from_behind"] = overall["winner_clear"]["won_from_behind"];
  return h;
}

}  // namespace

Json health_table(const Json& health) {
  Json rows = Json::array();
  auto add = [&](const std::string& measure, const Json& value, const Json& ci, const Json& games) {
    rows.push_back({{"measure", measure}, {"value", value}, {"ci95_low", ci.is_array() ? ci[0] : Json(nullptr)},
                    {"ci95_high", ci.is_array() ? ci[1] : Json(nullptr)}, {"games", games}});
  };
  const Json& f = health["first_player"];
  add("player 1 win rate (decisive games)", f["win_rate"], f["ci95"], f["decisive_games"]);
  add("player 1 advantage (win rate - 0.5)", f["advantage"],
      f["ci95"].is_array() ? Json::array({round6(f["ci95"][0].get<double>() - 0.5), round6(f["ci95"][1].get<double>() - 0.5)}) : Json(nullptr),
      f["decisive_games"]);
  for (const Json& v : health["victories"]) add(v["victory"].get<std::string>() + " victory share", v["share"], nullptr, v["games"]);
  add("turns (mean)", health["turns"]["mean"], nullptr, health["games"]);
  add("turns (min)", health["turns"]["min"], nullptr, health["games"]);
  add("turns (max)", health["turns"]["max"], nullptr, health["games"]);
  add("lead changes (mean)", health["lead_changes"]["mean"], nullptr, health["games"]);
  for (const Json& e : health["decided_early"]) {
    add("winner ahead at the end of Age " + e["age_end"].get<std::string>(), e["share"], e["ci95"], e["decisive_games"]);
  }
  add("won from behind (games)", health["won_from_behind"], nullptr, health["games"]);
  return rows;
}

MatchInfo MatchInfo::of(const Rules& rules, const Match& match, int games) {
  MatchInfo info;
  info.match = match;
  info.games = games;
  for (const CardDef& c : rules.cards) {
    info.cards.push_back(c.name);
    info.card_ages.push_back(c.age);
    info.card_colors.emplace_back(color_name(c.color));
  }
  for (const WonderDef& w : rules.wonders) info.wonders.push_back(w.name);
  for (const ProgressTokenDef& t : rules.progress_tokens) info.tokens.push_back(t.name);
  if (rules.pantheon) {
    for (const DivinityDef& d : rules.pantheon->divinities) {
      info.divinities.push_back(d.name);
      info.divinity_mythologies.emplace_back(mythology_name(d.mythology));
    }
    info.divinities.push_back(rules.pantheon->gate_name);
    for (int m = 0; m < kMythologyCount; ++m) info.pantheon_tokens.push_back(mythology_title(m) + " Mythology token");
    const std::vector<std::uint8_t>& offerings = rules.pantheon->offering_tokens;
    for (std::size_t i = 0; i < offerings.size(); ++i) {
      info.pantheon_tokens.push_back("Offering token " + std::to_string(i + 1) + " (" + std::to_string(offerings[i]) + ")");
    }
    info.divinity_mythologies.emplace_back();
  }
  if (rules.agora) {
    for (const ConspiracyDef& c : rules.agora->conspiracies) info.conspiracies.push_back(c.name);
    for (const DecreeDef& d : rules.agora->decrees) info.decrees.push_back(d.name);
    for (int c = 1; c <= kChambers; ++c) info.chambers.push_back("Chamber " + std::to_string(c));
    for (std::uint8_t section : rules.agora->chamber_section) {
      info.chamber_sections.emplace_back(section == 0 ? "left" : section == 1 ? "middle" : "right");
    }
    info.card_senators.assign(rules.cards.size(), "");
    for (const SenatorDef& s : rules.agora->senators) {
      if (s.card < info.card_senators.size()) {
        info.card_senators[s.card] = s.kind == SenatorKind::Politician ? "politician" : "conspirator";
      }
    }
  }
  return info;
}

Json MatchInfo::to_json() const {
  return {{"agents", {match.specs[0], match.specs[1]}}, {"seed", match.seed}, {"games", games},
          {"first_game", match.first_game}, {"cards", cards}, {"card_ages", card_ages},
          {"card_colors", card_colors}, {"wonders", wonders}, {"tokens", tokens}, {"data_overrides", overrides},
          {"divinities", divinities}, {"conspiracies", conspiracies}, {"decrees", decrees}, {"chambers", chambers},
          {"card_senators", card_senators}, {"divinity_mythologies", divinity_mythologies}, {"pantheon_tokens", pantheon_tokens},
          {"chamber_sections", chamber_sections}, {"played", played.to_json()}, {"shard_commands", shard_commands}};
}

bool MatchInfo::from_json(const nlohmann::json& j, MatchInfo& out, std::string& error) {
  try {
    const auto agents = j.at("agents").get<std::vector<std::string>>();
    if (agents.size() != 2) return error = "\"agents\" must name 2 agents", false;
    out.match = Match{};
    out.match.specs[0] = agents[0];
    out.match.specs[1] = agents[1];
    out.match.seed = j.at("seed").get<std::uint64_t>();
    out.match.first_game = j.at("first_game").get<bool>();
    out.games = j.at("games").get<int>();
    out.cards = j.at("cards").get<std::vector<std::string>>();
    out.card_ages = j.at("card_ages").get<std::vector<int>>();
    out.card_colors = j.at("card_colors").get<std::vector<std::string>>();
    out.wonders = j.at("wonders").get<std::vector<std::string>>();
    out.tokens = j.at("tokens").get<std::vector<std::string>>();
    out.overrides = j.at("data_overrides").get<std::vector<std::string>>();
    if (j.contains("shard_commands")) out.shard_commands = j.at("shard_commands").get<std::vector<std::string>>();
    for (auto [key, list] : {std::pair{"divinities", &out.divinities}, {"conspiracies", &out.conspiracies},
                             {"decrees", &out.decrees}, {"chambers", &out.chambers},
                             {"card_senators", &out.card_senators}, {"divinity_mythologies", &out.divinity_mythologies},
                             {"pantheon_tokens", &out.pantheon_tokens}, {"chamber_sections", &out.chamber_sections}}) {
      if (j.contains(key)) *list = j.at(key).get<std::vector<std::string>>();
    }
  } catch (const nlohmann::json::exception&) {
    return error = "the match description is incomplete or has a field of the wrong type", false;
  }
  if (!j.contains("played")) {
    return error = "no \"played\" (expansions, data and weights): written by an older 7wd-cli, play it again", false;
  }
  if (!Played::from_json(j["played"], out.played, error)) return false;
  if (out.card_ages.size() != out.cards.size() || out.card_colors.size() != out.cards.size()) {
    return error = "\"card_ages\" and \"card_colors\" must list every card", false;
  }
  return true;
}

bool MatchInfo::operator==(const MatchInfo& o) const {
  return match.specs[0] == o.match.specs[0] && match.specs[1] == o.match.specs[1] && match.seed == o.match.seed &&
         match.first_game == o.match.first_game && games == o.games && cards == o.cards && wonders == o.wonders &&
         tokens == o.tokens && card_ages == o.card_ages && card_colors == o.card_colors && overrides == o.overrides &&
         divinities == o.divinities && conspiracies == o.conspiracies && decrees == o.decrees && chambers == o.chambers &&
         card_senators == o.card_senators && divinity_mythologies == o.divinity_mythologies &&
         pantheon_tokens == o.pantheon_tokens && chamber_sections == o.chamber_sections;
}

Json build_report(const MatchInfo& info, const std::vector<GameSummary>& games) {
  const int n = static_cast<int>(games.size());
  int seat_wins[2] = {0, 0}, agent_wins[2] = {0, 0}, draws = 0;
  std::array<std::array<int, kVictoryTypeCount>, 2> victories{};  // by agent and VictoryType
  std::map<int, int> length_hist, lead_hist, clear_hist;
  std::vector<double> lengths, leads, clear_moves, clear_fractions;
  int from_behind = 0;
  int categories = kBaseScoreCategoryCount;  // Pantheon's rows when its games have them
  for (const GameSummary& g : games) categories = std::max(categories, g.categories);
  const bool political = categories > static_cast<int>(ScoreCategory::Senate);  // Agora's games: a Senate row
  // Points per category (+ total): by agent, winners, losers, and a histogram.
  std::vector<std::array<std::vector<double>, 4>> cat_values(static_cast<std::size_t>(categories + 1));
  std::vector<std::map<int, int>> cat_hist(static_cast<std::size_t>(categories + 1));
  for (const GameSummary& g : games) {
    if (g.winner_agent < 0) ++draws;
    else {
      ++agent_wins[g.winner_agent];
      ++seat_wins[winner_seat(g)];
      ++victories[static_cast<std::size_t>(g.winner_agent)][static_cast<std::size_t>(g.victory)];
    }
    lengths.push_back(g.moves);
    ++length_hist[g.moves];
    leads.push_back(g.lead_changes);
    ++lead_hist[g.lead_changes];
    if (g.winner_agent >= 0) {
      clear_moves.push_back(g.clear_after);
      const double fraction = g.moves ? static_cast<double>(g.clear_after) / g.moves : 0;
      clear_fractions.push_back(fraction);
      ++clear_hist[std::min(9, static_cast<int>(fraction * 10))];
      if (g.total(g.winner_agent) <= g.total(1 - g.winner_agent)) ++from_behind;
    }
    for (int k = 0; k <= categories; ++k) {
      for (int a = 0; a < 2; ++a) {
        const int v = k < categories ? g.points[static_cast<std::size_t>(a)][static_cast<std::size_t>(k)] : g.total(a);
        auto& slot = cat_values[static_cast<std::size_t>(k)];
        slot[static_cast<std::size_t>(a)].push_back(v);
        if (g.winner_agent >= 0) slot[g.winner_agent == a ? 2 : 3].push_back(v);
        ++cat_hist[static_cast<std::size_t>(k)][v];
      }
    }
  }

  Json report;
  report["format"] = "7wd-balance-report";
  report["version"] = 1;
  report["match"] = {{"agents", {{{"agent", "A"}, {"spec", info.match.specs[0]}}, {{"agent", "B"}, {"spec", info.match.specs[1]}}}},
                     {"seed", info.match.seed}, {"games", n},
                     {"seeds", {info.match.seed, info.match.seed + static_cast<std::uint64_t>(std::max(0, info.games - 1))}},
                     {"first_game_wonders", info.match.first_game}, {"data_overrides", info.overrides},
                     {"played", info.played.to_json()}};
  if (!info.shard_commands.empty()) report["match"]["shard_commands"] = info.shard_commands;
  Json overall;
  overall["games"] = n;
  overall["draws"] = draws;
  Json seats = Json::array();
  for (int s = 0; s < 2; ++s) {
    seats.push_back({{"seat", s == 0 ? "player 1" : "player 2"}, {"wins", seat_wins[s]}, {"games", n},
                     {"win_rate", ratio(seat_wins[s], n)}, {"ci95", interval(seat_wins[s], n)}});
  }
  overall["seats"] = seats;
  Json agents = Json::array();
  for (int a = 0; a < 2; ++a) {
    agents.push_back({{"agent", agent_label(a)}, {"spec", info.match.specs[a]}, {"wins", agent_wins[a]}, {"games", n},
                      {"win_rate", ratio(agent_wins[a], n)}, {"ci95", interval(agent_wins[a], n)},
                      {"military", victories[a][1]}, {"science", victories[a][2]}, {"civilian", victories[a][3]}});
    if (political) agents.back()["political"] = victories[a][static_cast<int>(VictoryType::Political)];
  }
  overall["agents"] = agents;
  Json types = Json::array();
  for (int v = 1; v < kVictoryTypeCount; ++v) {
    if (v == static_cast<int>(VictoryType::Shared) || (v == static_cast<int>(VictoryType::Political) && !political)) continue;
    const int k = victories[0][static_cast<std::size_t>(v)] + victories[1][static_cast<std::size_t>(v)];
    types.push_back({{"victory", victory_type_name(VictoryType(v))}, {"games", k}, {"share", ratio(k, n)}});
  }
  types.push_back({{"victory", "shared"}, {"games", draws}, {"share", ratio(draws, n)}});
  overall["victories"] = types;
  overall["length"] = distribution(lengths);
  overall["length"]["histogram"] = histogram(length_hist, "moves");
  Json scores = Json::array();
  Json score_hist = Json::array();
  for (int k = 0; k <= categories; ++k) {
    const std::string name = k < categories ? std::string(score_category_name(ScoreCategory(k))) : "total";
    const auto& v = cat_values[static_cast<std::size_t>(k)];
    scores.push_back({{"category", name}, {"A", round6(mean_sd(v[0]).first)}, {"B", round6(mean_sd(v[1]).first)},
                      {"winner", round6(mean_sd(v[2]).first)}, {"loser", round6(mean_sd(v[3]).first)},
                      {"sd", round6(mean_sd([&] { auto all = v[0]; all.insert(all.end(), v[1].begin(), v[1].end()); return all; }()).second)}});
    for (const auto& [points, count] : cat_hist[static_cast<std::size_t>(k)]) {
      score_hist.push_back({{"category", name}, {"points", points}, {"players", count}});
    }
  }
  overall["scores"] = scores;
  overall["score_histogram"] = score_hist;
  overall["lead_changes"] = distribution(leads);
  overall["lead_changes"]["histogram"] = histogram(lead_hist, "changes");
  overall["winner_clear"] = {{"mean_move", round6(mean_sd(clear_moves).first)},
                             {"mean_fraction", round6(mean_sd(clear_fractions).first)},
                             {"won_from_behind", from_behind}};
  Json deciles = Json::array();
  for (const auto& [d, count] : clear_hist) {
    deciles.push_back({{"from", d * 10}, {"to", d * 10 + 10}, {"games", count}});
  }
  overall["winner_clear"]["histogram"] = deciles;
  report["overall"] = overall;
  report["health"] = game_health(info, games, overall);
  report["health"]["rows"] = health_table(report["health"]);

  // Per item tallies.
  const double agent_rate[2] = {n ? static_cast<double>(agent_wins[0]) / n : 0, n ? static_cast<double>(agent_wins[1]) / n : 0};
  using Tallies = std::vector<std::array<UseTally, kUseCount>>;
  Tallies tallies[kItemKindCount] = {Tallies(info.cards.size()),        Tallies(info.wonders.size()),
                                     Tallies(info.tokens.size()),       Tallies(info.divinities.size()),
                                     Tallies(info.conspiracies.size()), Tallies(info.decrees.size()),
                                     Tallies(info.chambers.size()),     Tallies(info.pantheon_tokens.size())};
  // Each use's win rate by kind, use, agent and Age (0: the Wonder selection).
  std::array<std::array<std::array<std::array<std::array<int, 2>, kAges + 1>, 2>, kUseCount>, kItemKindCount> strata{};
  for (const GameSummary& g : games) {
    for (const Acquisition& i : g.items) {
      auto& cell = strata[static_cast<int>(i.kind)][static_cast<int>(i.use)][i.agent][std::min<int>(i.age, kAges)];
      ++cell[0];
      cell[1] += g.winner_agent == i.agent;
    }
  }
  // Decrees by the Senate section of the Chamber they lie in at the end: a Decree's line
  // item follows its Chamber's (SummaryWatcher::finish).
  std::map<std::string, std::array<UseTally, kUseCount>> decree_sections;
  for (const GameSummary& g : games) {
    int chamber = -1;
    for (const Acquisition& i : g.items) {
      if (i.kind == ItemKind::Chamber && i.use == Use::Controlled) chamber = i.id;
      if (i.kind == ItemKind::Decree && i.use == Use::Controlled && chamber >= 0 &&
          static_cast<std::size_t>(chamber) < info.chamber_sections.size()) {
        UseTally& t = decree_sections[info.chamber_sections[static_cast<std::size_t>(chamber)]][static_cast<int>(Use::Controlled)];
        const auto& cell = strata[static_cast<int>(i.kind)][static_cast<int>(i.use)][i.agent][std::min<int>(i.age, kAges)];
        ++t.count;
        t.wins += g.winner_agent == i.agent;
        t.expected += agent_rate[i.agent];
        t.age_expected += static_cast<double>(cell[1]) / cell[0];
        t.points += i.points;
        t.age += i.age;
        t.move += i.move;
      }
    }
  }
  for (const GameSummary& g : games) {
    for (const Acquisition& i : g.items) {
      auto& list = tallies[static_cast<int>(i.kind)];
      if (i.id >= list.size()) continue;
      UseTally& t = list[i.id][static_cast<int>(i.use)];
      ++t.count;
      t.wins += g.winner_agent == i.agent;
      t.expected += agent_rate[i.agent];
      const auto& cell = strata[static_cast<int>(i.kind)][static_cast<int>(i.use)][i.agent][std::min<int>(i.age, kAges)];
      t.age_expected += static_cast<double>(cell[1]) / cell[0];
      t.points += i.points;
      t.age += i.age;
      t.move += i.move;
    }
  }
  Json cards = Json::array();
  for (std::size_t c = 0; c < info.cards.size(); ++c) {
    Json row = item_row(info.cards[c], tallies[0][c], Use::Constructed,
                        {Use::Constructed, Use::Discarded, Use::Tucked, Use::Destroyed}, n);
    Json full;
    full["name"] = row["name"];
    // A Senator is shuffled into a random Age's deck each game (its data says Age I): the
    // Ages it was dealt in instead, as "I (12), II (9)": the number of games for each.
    const bool senator = c < info.card_senators.size() && !info.card_senators[c].empty();
    full["age"] = senator ? senator_ages(games, c) : Json(info.card_ages[c]);
    full["color"] = info.card_colors[c];
    for (auto it = std::next(row.begin()); it != row.end(); ++it) full[it.key()] = it.value();
    cards.push_back(full);
  }
  report["cards"] = cards;
  Json wonders = Json::array();
  for (std::size_t w = 0; w < info.wonders.size(); ++w) {
    Json row = item_row(info.wonders[w], tallies[1][w], Use::Built, {Use::Drafted, Use::Built}, n);
    const UseTally& d = tallies[1][w][static_cast<int>(Use::Drafted)];
    row["drafted_win_rate"] = d.count ? Json(ratio(d.wins, d.count)) : Json(nullptr);
    wonders.push_back(row);
  }
  report["wonders"] = wonders;
  Json tokens = Json::array();
  for (std::size_t t = 0; t < info.tokens.size(); ++t) {
    tokens.push_back(item_row(info.tokens[t], tallies[2][t], Use::Taken, {Use::Taken}, n));
  }
  report["tokens"] = tokens;
  // The expansions' items, when played: win rate of the activator, the triggerer, the
  // controller at the end.
  auto expansion_table = [&](const char* key, const std::vector<std::string>& names, ItemKind kind, Use main,
                             const std::vector<Use>& uses) {
    if (names.empty()) return;
    Json rows = Json::array();
    for (std::size_t i = 0; i < names.size(); ++i) {
      rows.push_back(item_row(names[i], tallies[static_cast<int>(kind)][i], main, uses, n));
    }
    report[key] = rows;
  };
  expansion_table("divinities", info.divinities, ItemKind::Divinity, Use::Activated, {Use::Activated});
  expansion_table("pantheon_tokens", info.pantheon_tokens, ItemKind::PantheonToken, Use::Taken, {Use::Taken, Use::Spent});
  if (report.contains("divinities")) report["offering_activations"] = offering_activations(info, games);
  expansion_table("conspiracies", info.conspiracies, ItemKind::Conspiracy, Use::Triggered,
                  {Use::Drawn, Use::Kept, Use::Prepared, Use::Triggered});
  if (report.contains("conspiracies")) {  // who drew it, who kept it, who passed it on (drawn, not kept)
    for (std::size_t c = 0; c < info.conspiracies.size(); ++c) {
      const UseTally& drawn = tallies[static_cast<int>(ItemKind::Conspiracy)][c][static_cast<int>(Use::Drawn)];
      const UseTally& kept = tallies[static_cast<int>(ItemKind::Conspiracy)][c][static_cast<int>(Use::Kept)];
      Json& row = report["conspiracies"][c];
      const int passed = std::max(0, drawn.count - kept.count), passed_wins = std::max(0, drawn.wins - kept.wins);
      row["not_kept"] = passed;
      row["drawn_win_rate"] = drawn.count ? Json(ratio(drawn.wins, drawn.count)) : Json(nullptr);
      row["kept_win_rate"] = kept.count ? Json(ratio(kept.wins, kept.count)) : Json(nullptr);
      row["not_kept_win_rate"] = passed ? Json(ratio(passed_wins, passed)) : Json(nullptr);
    }
  }
  expansion_table("decrees", info.decrees, ItemKind::Decree, Use::Controlled, {Use::Controlled});
  // Groups (issue 33 item 2): the items of a card colour, a Senator kind or a Mythology
  // counted together, each use once (a player constructing three blue cards counts three).
  Json groups = Json::array();
  std::function<void(const char*, const std::map<std::string, std::array<UseTally, kUseCount>>&, Use)> add_sums;
  auto add_groups = [&](const char* by, const std::vector<std::string>& labels, ItemKind kind, Use main) {
    std::map<std::string, std::array<UseTally, kUseCount>> sums;
    for (std::size_t i = 0; i < labels.size() && i < tallies[static_cast<int>(kind)].size(); ++i) {
      if (labels[i].empty()) continue;
      UseTally& sum = sums[labels[i]][static_cast<int>(main)];
      const UseTally& t = tallies[static_cast<int>(kind)][i][static_cast<int>(main)];
      sum.count += t.count;
      sum.wins += t.wins;
      sum.expected += t.expected;
      sum.age_expected += t.age_expected;
      sum.points += t.points;
      sum.age += t.age;
      sum.move += t.move;
    }
    add_sums(by, sums, main);
  };
  add_sums = [&](const char* by, const std::map<std::string, std::array<UseTally, kUseCount>>& sums, Use main) {
    for (const auto& [label, tally] : sums) {
      Json row = item_row(label, tally, main, {main}, n);
      Json full;
      full["by"] = by;
      full["group"] = label;
      full["use"] = use_name(main);
      full["count"] = row[use_name(main)];
      for (auto it = std::next(row.begin(), 2); it != row.end(); ++it) full[it.key()] = it.value();
      groups.push_back(full);
    }
  };
  add_groups("card colour", info.card_colors, ItemKind::Card, Use::Constructed);
  add_groups("Senator kind", info.card_senators, ItemKind::Card, Use::Constructed);
  add_groups("Mythology", info.divinity_mythologies, ItemKind::Divinity, Use::Activated);
  if (!info.decrees.empty()) add_sums("Decree section", decree_sections, Use::Controlled);
  report["groups"] = groups;
  if (report.contains("decrees")) {  // how long each Decree was held face up, as a share of all the moves played
    double moves = 0;
    std::vector<std::array<double, 2>> held(info.decrees.size());
    for (const GameSummary& g : games) {
      moves += g.moves;
      for (std::size_t d = 0; d < g.decree_moves.size() && d < held.size(); ++d) {
        held[d][0] += g.decree_moves[d][0];
        held[d][1] += g.decree_moves[d][1];
      }
    }
    for (std::size_t d = 0; d < held.size(); ++d) {
      Json& row = report["decrees"][d];
      row["held_share"] = ratio(held[d][0] + held[d][1], moves);
      row["held_share_A"] = ratio(held[d][0], moves);
      row["held_share_B"] = ratio(held[d][1], moves);
    }
  }
  expansion_table("chambers", info.chambers, ItemKind::Chamber, Use::Controlled, {Use::Controlled});
  return report;
}

Json games_table(const MatchInfo& info, const std::vector<GameSummary>& games) {
  Json rows = Json::array();
  for (const GameSummary& g : games) {
    Json row;
    row["game"] = g.game;
    row["seed"] = info.match.seed + static_cast<std::uint64_t>(g.game);
    const int a_seat = seat_of_a(g.game);
    for (int seat = 0; seat < 2; ++seat) {
      row[seat ? "p2_agent" : "p1_agent"] = info.match.specs[seat == a_seat ? 0 : 1];
    }
    const int ws = winner_seat(g);
    row["winner"] = ws < 0 ? "shared" : ws == 0 ? "p1" : "p2";
    row["victory"] = victory_type_name(g.victory);
    row["moves"] = g.moves;
    row["lead_changes"] = g.lead_changes;
    row["clear_after"] = g.clear_after;
    for (int seat = 0; seat < 2; ++seat) {
      const int agent = seat == a_seat ? 0 : 1;
      const std::string p = seat ? "p2_" : "p1_";
      for (int k = 0; k < g.categories; ++k) {
        row[p + std::string(score_category_name(ScoreCategory(k)))] = g.points[static_cast<std::size_t>(agent)][static_cast<std::size_t>(k)];
      }
      row[p + "total"] = g.total(agent);
    }
    for (int seat = 0; seat < 2; ++seat) {
      const int agent = seat == a_seat ? 0 : 1;
      std::string built, wonders, tokens;
      auto append = [](std::string& list, const std::string& name) { list += (list.empty() ? "" : "; ") + name; };
      for (const Acquisition& i : g.items) {
        if (i.agent != agent) continue;
        if (i.kind == ItemKind::Card && i.use == Use::Constructed && i.id < info.cards.size()) append(built, info.cards[i.id]);
        if (i.kind == ItemKind::Wonder && i.use == Use::Built && i.id < info.wonders.size()) append(wonders, info.wonders[i.id]);
        if (i.kind == ItemKind::Token && i.use == Use::Taken && i.id < info.tokens.size()) append(tokens, info.tokens[i.id]);
      }
      const std::string p = seat ? "p2_" : "p1_";
      row[p + "cards_built"] = built;
      row[p + "wonders_built"] = wonders;
      row[p + "tokens_taken"] = tokens;
      // The expansions' items, when played.
      auto listed = [&](const char* column, const std::vector<std::string>& names, ItemKind kind, Use use) {
        if (names.empty()) return;
        std::string list;
        for (const Acquisition& i : g.items) {
          if (i.agent == agent && i.kind == kind && i.use == use && i.id < names.size()) append(list, names[i.id]);
        }
        row[p + column] = list;
      };
      listed("divinities_activated", info.divinities, ItemKind::Divinity, Use::Activated);
      listed("conspiracies_triggered", info.conspiracies, ItemKind::Conspiracy, Use::Triggered);
      listed("chambers_controlled", info.chambers, ItemKind::Chamber, Use::Controlled);
    }
    rows.push_back(row);
  }
  return rows;
}

}  // namespace duel::cli::balance
