#include "agent_strength.hpp"

#include <cstdio>


namespace duel::cli::balance {
namespace {

constexpr const char* kMedium300 = "medium:time=0,iterations=300,threads=1";

std::string joined(const std::vector<std::string>& names) {
  std::string text;
  for (const std::string& n : names) text += (text.empty() ? "" : ",") + n;
  return text;
}

std::string percent(double x) {
  char text[16];
  std::snprintf(text, sizeof text, "%.0f%%", 100.0 * x);
  return text;
}

}  // namespace

const std::vector<StrengthMeasure>& strength_measures() {
  // 7wd-cli sim --p1 greedy:eval=learned --p2 OPPONENT --games N --paired --seed 1
  // --threads 1 [--expansions X] (docs/designers.md "How strong is the agent"). Hard is
  // too slow on a shared 2-core machine for the expansions (5 s a move); Medium with 300
  // iterations, the agent --confirm suggests, is measured in every set. The Medium figures
  // are from after Greedy followed its own follow-up decisions through (34, 25, 22 and 23
  // before); Hard's from before (not re-run).
  static const std::vector<StrengthMeasure> measures = {
      {"greedy:eval=learned", "", "hard:time=0,threads=1", "Hard", 0, 0, 16},
      {"greedy:eval=learned", "", kMedium300, "Medium (300 iterations)", 41, 0, 100},
      {"greedy:eval=learned", "pantheon", kMedium300, "Medium (300 iterations)", 42, 0, 100},
      {"greedy:eval=learned", "agora", kMedium300, "Medium (300 iterations)", 28, 0, 100},
      {"greedy:eval=learned", "agora,pantheon", kMedium300, "Medium (300 iterations)", 26, 0, 100},
  };
  return measures;
}

Json agent_strength(const MatchInfo& info) {
  const std::string expansions = joined(info.played.expansions);
  const std::string set = expansions.empty() ? "base game" : expansions;
  Json agents = Json::array();
  for (int a = 0; a < 2; ++a) {
    const std::string& spec = info.match.specs[a];
    if (a == 1 && spec == info.match.specs[0]) break;
    Json row = {{"agent", a == 0 ? (spec == info.match.specs[1] ? "A and B" : "A") : "B"}, {"spec", spec}};
    const std::string who = spec + " (" + row["agent"].get<std::string>() + ")";
    Json measures = Json::array();
    std::string sentences;
    for (const StrengthMeasure& m : strength_measures()) {
      if (spec != m.spec || expansions != m.expansions) continue;
      const Json ci = interval(m.wins, m.games);
      measures.push_back({{"against", m.opponent},
                          {"against_name", m.opponent_name},
                          {"games", m.games},
                          {"wins", m.wins},
                          {"draws", m.draws},
                          {"win_rate", round6(static_cast<double>(m.wins) / m.games)},
                          {"ci95", ci}});
      sentences += std::string(sentences.empty() ? " won " : ", and ") + std::to_string(m.wins) + " of " +
                   std::to_string(m.games) + " games against " + m.opponent_name + " (" + m.opponent + ", " + set +
                   "; 95% interval " + percent(ci[0].get<double>()) + " to " + percent(ci[1].get<double>()) + ")";
    }
    if (!measures.empty()) {
      // The first measure's figures also stand at the top (Hard's where it was measured).
      for (const char* key : {"against", "games", "wins", "draws", "win_rate", "ci95"}) row[key] = measures[0][key];
      row["measures"] = measures;
      row["note"] = who + sentences + ": a one-move player far from strong play; confirm a verdict with --confirm";
    } else {
      row["note"] = who + ": not measured against a stronger agent with these expansions";
    }
    agents.push_back(row);
  }
  return {{"agents", agents}, {"see", "docs/designers.md, \"How strong is the agent\""}};
}

std::string agent_strength_text(const Json& strength) {
  std::string text;
  for (const Json& a : strength["agents"]) text += (text.empty() ? "" : "; ") + a["note"].get<std::string>();
  return text;
}

}  // namespace duel::cli::balance
