// show's Pantheon part (with the expansion only): the board's spaces with each player's
// cost, the decks' sizes, the tokens still on structure cards and what each player holds.
#pragma once

#include <string>

#include <nlohmann/json.hpp>

#include "duel/state.hpp"

namespace duel::cli {

// A face-down Divinity the state hides (an observation) shows as "face down (greek)".
nlohmann::ordered_json pantheon_json(const GameState& s);
// Its lines for position_text.
std::string pantheon_text(const nlohmann::ordered_json& pantheon);

}  // namespace duel::cli
