#include "compare.hpp"

#include <algorithm>
#include <cmath>
#include <map>

#include "../stats.hpp"

namespace duel::cli::balance {
namespace {

constexpr double kSignificance = 0.05;
const char* const kMcNemar = "McNemar (exact)";
const char* const kPaired = "paired t (normal approximation)";
const char* const kTwoProportions = "two proportions (z, unpaired: conservative)";

int winner_seat(const GameSummary& g) {
  return g.winner_agent < 0 ? -1 : g.winner_agent == 0 ? seat_of_a(g.game) : 1 - seat_of_a(g.game);
}

// A paired yes/no result per game: `test(game)` in the baseline and now.
template <class Test>
Json paired_binary(const std::string& what, const std::vector<GameSummary>& before, const std::vector<GameSummary>& after,
                   Test test) {
  int yes_before = 0, yes_after = 0, only_before = 0, only_after = 0;
  for (std::size_t i = 0; i < before.size(); ++i) {
    const bool a = test(before[i], 0), b = test(after[i], 1);
    yes_before += a;
    yes_after += b;
    only_before += a && !b;
    only_after += b && !a;
  }
  const double n = static_cast<double>(std::max<std::size_t>(1, before.size()));
  const double p = mcnemar_p(only_before, only_after);
  return {{"what", what}, {"baseline", round6(yes_before / n)}, {"now", round6(yes_after / n)},
          {"difference", round6((yes_after - yes_before) / n)}, {"only_baseline", only_before}, {"only_now", only_after},
          {"test", kMcNemar}, {"p", p}, {"p_adjusted", nullptr}, {"significant", false}};
}

// A paired number per game: `value(game, side)`, side 0 the baseline, 1 now.
template <class Value>
Json paired_number(const std::string& what, const std::vector<GameSummary>& before, const std::vector<GameSummary>& after,
                   Value value) {
  std::vector<double> diffs, a, b;
  for (std::size_t i = 0; i < before.size(); ++i) {
    a.push_back(value(before[i], 0));
    b.push_back(value(after[i], 1));
    diffs.push_back(b.back() - a.back());
  }
  const double p = paired_p(diffs);
  return {{"what", what}, {"baseline", round6(mean_sd(a).first)}, {"now", round6(mean_sd(b).first)},
          {"difference", round6(mean_sd(diffs).first)}, {"only_baseline", nullptr}, {"only_now", nullptr}, {"test", kPaired}, {"p", p}, {"p_adjusted", nullptr}, {"significant", false}};
}

// Every row of every table is one of the tests made at once: their p-values get the
// Benjamini-Hochberg adjustment together, and a row is significant by its adjusted p.
void adjust_for_many_tests(Json& c, const std::vector<std::string>& tables) {
  std::vector<Json*> rows;
  std::vector<double> raw;
  for (const std::string& table : tables) {
    if (!c.contains(table)) continue;
    for (Json& row : c[table]) {
      rows.push_back(&row);
      raw.push_back(row["p"].get<double>());
    }
  }
  const std::vector<double> adjusted = benjamini_hochberg(raw);
  for (std::size_t i = 0; i < rows.size(); ++i) {
    (*rows[i])["p"] = round_p(raw[i]);
    (*rows[i])["p_adjusted"] = round_p(adjusted[i]);
    (*rows[i])["significant"] = adjusted[i] < kSignificance;
  }
  c["tests"] = rows.size();
}

// The win rate of whoever `use`d item `ids[side]`, baseline against now: k wins of n uses
// on each side, compared as two proportions (z, pooled). The same games are played on
// both sides; ignoring that pairing errs high (conservative) when the two rates are
// positively correlated, as expected (not measured). No rate (null) and p = 1 where a side has no use.
Json owner_win_rate(const std::string& what, const std::size_t ids[2], ItemKind kind, Use use,
                    const std::vector<GameSummary>& before, const std::vector<GameSummary>& after) {
  int n[2] = {0, 0}, k[2] = {0, 0};
  for (int side = 0; side < 2; ++side) {
    for (const GameSummary& g : side ? after : before) {
      for (const Acquisition& i : g.items) {
        if (i.kind != kind || i.use != use || i.id != ids[side]) continue;
        ++n[side];
        k[side] += g.winner_agent == i.agent;
      }
    }
  }
  const auto rate = [&](int side) { return n[side] ? Json(round6(static_cast<double>(k[side]) / n[side])) : Json(nullptr); };
  double p = 1.0;
  if (n[0] && n[1]) {
    const double pooled = static_cast<double>(k[0] + k[1]) / (n[0] + n[1]);
    const double se = std::sqrt(pooled * (1 - pooled) * (1.0 / n[0] + 1.0 / n[1]));
    if (se > 0) p = normal_p_value((static_cast<double>(k[1]) / n[1] - static_cast<double>(k[0]) / n[0]) / se);
  }
  return {{"what", what}, {"baseline", rate(0)}, {"now", rate(1)},
          {"difference", n[0] && n[1] ? Json(round6(static_cast<double>(k[1]) / n[1] - static_cast<double>(k[0]) / n[0])) : Json(nullptr)},
          {"baseline_uses", n[0]}, {"now_uses", n[1]}, {"test", kTwoProportions}, {"p", p}, {"p_adjusted", nullptr},
          {"significant", false}};
}

// Per item present in both data sets (by name): was it `use`d in the game, by anyone; and
// (into `owners`) the win rate of whoever used it.
Json items(const std::vector<std::string>& names_before, const std::vector<std::string>& names_after, ItemKind kind,
           Use use, const std::vector<GameSummary>& before, const std::vector<GameSummary>& after, Json& owners) {
  std::map<std::string, std::size_t> index_after;
  for (std::size_t i = 0; i < names_after.size(); ++i) index_after[names_after[i]] = i;
  Json rows = Json::array();
  for (std::size_t id = 0; id < names_before.size(); ++id) {
    const auto found = index_after.find(names_before[id]);
    if (found == index_after.end()) continue;
    const std::size_t ids[2] = {id, found->second};
    rows.push_back(paired_binary(names_before[id] + " " + use_name(use), before, after, [&](const GameSummary& g, int side) {
      for (const Acquisition& i : g.items) {
        if (i.kind == kind && i.use == use && i.id == ids[side]) return true;
      }
      return false;
    }));
    owners.push_back(owner_win_rate(names_before[id] + " " + use_name(use) + ": its owner's win rate", ids, kind, use, before, after));
  }
  return rows;
}

}  // namespace

const std::vector<std::string>& comparison_tables() {
  static const std::vector<std::string> tables = {"outcomes", "groups", "cards", "wonders", "tokens",
                                                  "divinities", "conspiracies", "decrees", "owner_win_rates"};
  return tables;
}

Json compare_runs(const MatchInfo& baseline_info, const std::vector<GameSummary>& baseline, const MatchInfo& now_info,
                  const std::vector<GameSummary>& now) {
  Json c;
  c["games"] = now.size();
  c["significance"] = kSignificance;
  c["correction"] = "Benjamini-Hochberg (false discovery rate), over every row of every table";
  Json outcomes = Json::array();
  outcomes.push_back(paired_binary("agent A wins", baseline, now, [](const GameSummary& g, int) { return g.winner_agent == 0; }));
  outcomes.push_back(paired_binary("player 1 wins", baseline, now, [](const GameSummary& g, int) { return winner_seat(g) == 0; }));
  int categories = kBaseScoreCategoryCount;  // Pantheon's rows when its games have them
  for (const auto* side : {&baseline, &now}) {
    for (const GameSummary& g : *side) categories = std::max(categories, g.categories);
  }
  const bool political = categories > static_cast<int>(ScoreCategory::Senate);  // Agora's games: a Senate row
  for (int v = 1; v < kVictoryTypeCount; ++v) {
    const auto type = static_cast<VictoryType>(v);
    if (type == VictoryType::Political && !political) continue;
    outcomes.push_back(paired_binary(std::string(victory_type_name(type)) + " victory", baseline, now,
                                     [type](const GameSummary& g, int) { return g.victory == type; }));
  }
  outcomes.push_back(paired_number("game length (moves)", baseline, now, [](const GameSummary& g, int) { return double(g.moves); }));
  outcomes.push_back(paired_number("lead changes", baseline, now, [](const GameSummary& g, int) { return double(g.lead_changes); }));
  for (int k = 0; k <= categories; ++k) {
    const std::string name = k < categories ? std::string(score_category_name(ScoreCategory(k))) : "total";
    outcomes.push_back(paired_number(name + " points per player", baseline, now, [k, categories](const GameSummary& g, int) {
      return k < categories ? (g.points[0][static_cast<std::size_t>(k)] + g.points[1][static_cast<std::size_t>(k)]) / 2.0
                                     : (g.total(0) + g.total(1)) / 2.0;
    }));
  }
  c["outcomes"] = outcomes;
  // Groups (report.cpp): how many of a group's items were constructed (activated) in a
  // game, by both players, paired.
  Json groups = Json::array();
  auto add_groups = [&](const std::string& by, const std::vector<std::string>& labels_before,
                        const std::vector<std::string>& labels_after, ItemKind kind, Use use) {
    std::vector<std::string> labels;
    for (const std::string& l : labels_after) {
      if (!l.empty() && std::find(labels.begin(), labels.end(), l) == labels.end()) labels.push_back(l);
    }
    std::sort(labels.begin(), labels.end());
    for (const std::string& label : labels) {
      groups.push_back(paired_number(by + " " + label + " " + use_name(use) + " per game", baseline, now,
                                     [&](const GameSummary& g, int side) {
                                       const std::vector<std::string>& of = side ? labels_after : labels_before;
                                       int count = 0;
                                       for (const Acquisition& i : g.items) {
                                         count += i.kind == kind && i.use == use && i.id < of.size() && of[i.id] == label;
                                       }
                                       return double(count);
                                     }));
    }
  };
  add_groups("card colour", baseline_info.card_colors, now_info.card_colors, ItemKind::Card, Use::Constructed);
  add_groups("Senator kind", baseline_info.card_senators, now_info.card_senators, ItemKind::Card, Use::Constructed);
  add_groups("Mythology", baseline_info.divinity_mythologies, now_info.divinity_mythologies, ItemKind::Divinity, Use::Activated);
  // Decrees by the Senate section of the Chamber they lie in at the end (a Decree's line
  // item follows its Chamber's).
  std::vector<std::string> sections = now_info.chamber_sections;
  std::sort(sections.begin(), sections.end());
  sections.erase(std::unique(sections.begin(), sections.end()), sections.end());
  for (const std::string& section : sections) {
    groups.push_back(paired_number("Decree section " + section + " controlled per game", baseline, now,
                                   [&](const GameSummary& g, int side) {
                                     const std::vector<std::string>& of = side ? now_info.chamber_sections : baseline_info.chamber_sections;
                                     int count = 0, chamber = -1;
                                     for (const Acquisition& i : g.items) {
                                       if (i.kind == ItemKind::Chamber && i.use == Use::Controlled) chamber = i.id;
                                       count += i.kind == ItemKind::Decree && i.use == Use::Controlled && chamber >= 0 &&
                                                static_cast<std::size_t>(chamber) < of.size() && of[static_cast<std::size_t>(chamber)] == section;
                                     }
                                     return double(count);
                                   }));
  }
  c["groups"] = groups;
  Json owners = Json::array();
  c["cards"] = items(baseline_info.cards, now_info.cards, ItemKind::Card, Use::Constructed, baseline, now, owners);
  c["wonders"] = items(baseline_info.wonders, now_info.wonders, ItemKind::Wonder, Use::Built, baseline, now, owners);
  c["tokens"] = items(baseline_info.tokens, now_info.tokens, ItemKind::Token, Use::Taken, baseline, now, owners);
  if (!now_info.divinities.empty()) {
    c["divinities"] = items(baseline_info.divinities, now_info.divinities, ItemKind::Divinity, Use::Activated, baseline, now, owners);
  }
  if (!now_info.conspiracies.empty()) {
    c["conspiracies"] = items(baseline_info.conspiracies, now_info.conspiracies, ItemKind::Conspiracy, Use::Triggered, baseline, now, owners);
    c["decrees"] = items(baseline_info.decrees, now_info.decrees, ItemKind::Decree, Use::Controlled, baseline, now, owners);
  }
  c["owner_win_rates"] = owners;
  adjust_for_many_tests(c, comparison_tables());
  return c;
}

}  // namespace duel::cli::balance
