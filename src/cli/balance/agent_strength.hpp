// How strong the agents of a balance run are, as measured against stronger agents
// (docs/designers.md "How strong is the agent"): the report and the page's header say it,
// so a verdict is read knowing it comes from a one-move player unless confirmed
// (--confirm) with a stronger one.
#pragma once

#include <string>
#include <vector>

#include "report.hpp"

namespace duel::cli::balance {

// One measurement: `spec` against `opponent` with `expansions` (canonical order).
struct StrengthMeasure {
  const char* spec;
  const char* expansions;  // "" for the base game, else "agora", "pantheon", "agora,pantheon"
  const char* opponent;       // its spec
  const char* opponent_name;  // in the report's sentence: "Hard"
  int wins, draws, games;
};

// The measurements kept in the program (from the commands in docs/designers.md).
const std::vector<StrengthMeasure>& strength_measures();

// For each distinct agent of the match: its spec and, when measured with the match's
// expansions, its games, wins and 95% interval against the opponent, and a sentence.
Json agent_strength(const MatchInfo& info);

// The sentence of agent_strength's agents, joined (the page's header).
std::string agent_strength_text(const Json& strength);

}  // namespace duel::cli::balance
