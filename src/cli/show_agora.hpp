// show's Agora part (with the expansion only): the Senate's Chambers with each player's
// cubes, who controls each and its Decrees, the supplies, the Conspiracy deck's size and
// each player's Conspiracies.
#pragma once

#include <string>

#include <nlohmann/json.hpp>

#include "duel/state.hpp"

namespace duel::cli {

// What the state hides (an observation: the opponent's Conspiracies, face-down Decrees)
// shows as "hidden" / "face down".
nlohmann::ordered_json agora_json(const GameState& s);
// Its lines for position_text.
std::string agora_text(const nlohmann::ordered_json& agora);

}  // namespace duel::cli
