// The balance report as JSON, computed from the games' summaries alone (so a merge of
// shards gives exactly the report of one run over the same games).
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "game_summary.hpp"
#include "provenance.hpp"

namespace duel::cli::balance {

using Json = nlohmann::ordered_json;

// Figures in reports keep 6 decimals (the JSON stays readable and stable).
double round6(double x);
// The 95% Wilson interval of k / n as [low, high] (rounded).
Json interval(int k, int n);

// What was played: the match and the names of the data's items (so merge needs no data).
struct MatchInfo {
  Match match;
  int games = 0;  // in the whole match (all shards)
  std::vector<std::string> cards, wonders, tokens;
  std::vector<int> card_ages;
  std::vector<std::string> card_colors;
  // The expansions' items, empty without them: Divinities then the Gate (Pantheon);
  // Conspiracies, Decrees and the Senate's Chambers (Agora).
  std::vector<std::string> divinities, conspiracies, decrees, chambers;
  std::vector<std::string> pantheon_tokens;  // the Mythology tokens, then the Offering tokens (Pantheon)
  // Groups of items for the "groups" table: each card's Senator kind ("politician",
  // "conspirator", "" for other cards) and each Divinity's Mythology ("" for the Gate);
  // empty without the expansion.
  std::vector<std::string> card_senators, divinity_mythologies;
  // Each Chamber's Senate section ("left", "middle", "right"), for the Decree-section
  // group (a Decree's group is the section of the Chamber it lies in at the end).
  std::vector<std::string> chamber_sections;
  std::vector<std::string> overrides;  // the --set options the data was changed with
  Played played;  // expansions, data, weights, version, command (provenance.hpp)
  std::vector<std::string> shard_commands;  // a merged run's shards' command lines

  static MatchInfo of(const Rules& rules, const Match& match, int games);
  Json to_json() const;
  // Reads to_json's output back; error names the field.
  static bool from_json(const nlohmann::json& j, MatchInfo& out, std::string& error);
  // The same match: agents, seed, games, first-game, items and --set (not `played`,
  // whose command differs between shards: compare played.difference()).
  bool operator==(const MatchInfo&) const;
};

// The whole report (no timing): overall statistics, per card / Wonder / token tables.
// `games` must be sorted by game index.
Json build_report(const MatchInfo& info, const std::vector<GameSummary>& games);

// The report's "health" section as rows (its "rows", health.csv): measure, value, its
// interval, games.
Json health_table(const Json& health);

// One row per game, for games.csv.
Json games_table(const MatchInfo& info, const std::vector<GameSummary>& games);

}  // namespace duel::cli::balance
