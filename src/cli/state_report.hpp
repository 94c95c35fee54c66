// Text and JSON reports of a game state: cities, military, score sheets, result, and the
// expansions' boards as show prints them (show_pantheon.hpp, show_agora.hpp).
#pragma once

#include <nlohmann/json.hpp>
#include <ostream>

#include "duel/state.hpp"

namespace duel::cli {

void print_state(std::ostream& out, const GameState& s);
nlohmann::json state_json(const GameState& s);

}  // namespace duel::cli
