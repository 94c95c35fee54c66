// show: everything about one position of a game as JSON (the text form is printed from
// it): who must decide what and why, the structure, the piles and boxes, both cities and
// every move with its exact cost. Shared by `7wd-cli show` text and --json output.
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "duel/state.hpp"

namespace duel::cli {

// `state` may be an observation (duel::observe): what is hidden shows as unknown.
// `last_move` / `last_events`: the move that led here (empty at the start), for the why;
// `observed`: the state is a player's observation (the unseen Wonders in the box stay hidden).
nlohmann::ordered_json describe_position(const GameState& state, const std::string& last_move,
                                         const EventLog& last_events, bool observed);

// Every legal move of `s` with its exact cost (construct, Wonder: coins and breakdown;
// Pantheon activation: the space's cost, the Gate's multiplier, discount, Offering tokens
// and coins from Astarte) or what it gives (discard: coins); describe_position's "moves",
// the bot's `legal costs`.
nlohmann::ordered_json legal_moves_with_costs(const GameState& s);
// One of those moves as text: "construct Baths: 0 coins (needs stone 1; own production stone 1)".
std::string move_cost_text(const nlohmann::ordered_json& move);
// All of them on one line, " | " between moves (the bot's `legal costs`).
std::string legal_costs_line(const GameState& s);

// The readable text of describe_position's JSON.
std::string position_text(const nlohmann::ordered_json& position);
// `items` joined with ", ", or "-" when there are none (the expansions' show lines).
std::string listed(const std::vector<std::string>& items);

}  // namespace duel::cli
