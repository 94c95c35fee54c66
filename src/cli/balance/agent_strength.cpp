#include "agent_strength.hpp"

#include <cstdio>


namespace duel::cli::balance {
namespace {

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
  // 7wd-cli sim --p1 greedy:eval=learned --p2 hard:time=0,threads=1 --games 16 --paired
  // --seed 1 --threads 1 [--expansions X] (docs/designers.md "How strong is the agent").
  static const std::vector<StrengthMeasure> measures = {
      {"greedy:eval=learned", "", "hard:time=0,threads=1", 0, 0, 16},
      {"greedy:eval=learned", "pantheon", "hard:time=0,threads=1", -1, 0, 16},
      {"greedy:eval=learned", "agora", "hard:time=0,threads=1", -1, 0, 16},
      {"greedy:eval=learned", "agora,pantheon", "hard:time=0,threads=1", -1, 0, 16},
  };
  return measures;
}

Json agent_strength(const MatchInfo& info) {
  const std::string expansions = joined(info.played.expansions);
  Json agents = Json::array();
  for (int a = 0; a < 2; ++a) {
    const std::string& spec = info.match.specs[a];
    if (a == 1 && spec == info.match.specs[0]) break;
    Json row = {{"agent", a == 0 ? (spec == info.match.specs[1] ? "A and B" : "A") : "B"}, {"spec", spec}};
    const StrengthMeasure* found = nullptr;
    for (const StrengthMeasure& m : strength_measures()) {
      if (spec == m.spec && expansions == m.expansions && m.wins >= 0) found = &m;
    }
    if (found) {
      const Json ci = interval(found->wins, found->games);
      row["against"] = found->opponent;
      row["games"] = found->games;
      row["wins"] = found->wins;
      row["draws"] = found->draws;
      row["win_rate"] = round6(static_cast<double>(found->wins) / found->games);
      row["ci95"] = ci;
      row["note"] = spec + " (" + row["agent"].get<std::string>() + ") won " + std::to_string(found->wins) + " of " +
                    std::to_string(found->games) + " games against Hard (" + found->opponent + ", " +
                    (expansions.empty() ? "base game" : expansions) + "; 95% interval " + percent(ci[0].get<double>()) +
                    " to " + percent(ci[1].get<double>()) +
                    "): a one-move player far from strong play; confirm a verdict with --confirm";
    } else {
      row["note"] = spec + " (" + row["agent"].get<std::string>() + "): not measured against Hard with these expansions";
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
