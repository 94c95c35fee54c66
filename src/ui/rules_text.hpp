// The text of the rules help screen.
#pragma once

#include <string>
#include <vector>

namespace duel::ui {

struct RulesSection {
  std::string title;
  std::string body;
};

const std::vector<RulesSection>& rules_sections();

}  // namespace duel::ui
