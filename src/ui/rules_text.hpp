// The text of the rules help screen.
#pragma once

#include <string>
#include <vector>

#include "duel/rules.hpp"

namespace duel::ui {

struct RulesSection {
  std::string title;
  std::string body;
};

const std::vector<RulesSection>& rules_sections();

// The expansions' items of `rules` with their effects, in the engine's one description
// (describe_item): every Divinity by Mythology and the Gate, Pantheon's and Agora's
// Wonders and Progress tokens, Agora's Military tokens, Decrees and Conspiracies. None
// for the base game alone.
std::vector<RulesSection> item_sections(const Rules& rules);

}  // namespace duel::ui
