// The steps of the walkthrough and its "seen" flag (walkthrough.hpp).
#include "walkthrough.hpp"

#include <cstdlib>
#include <filesystem>
#include <fstream>

#include "settings.hpp"  // config_directory

namespace duel::ui {

std::vector<WalkthroughStep> walkthrough_steps(const Layout& l, const GameState& state, Player me) {
  std::vector<WalkthroughStep> steps;
  // A card that can be taken now: the cost is read on it.
  Rect card = l.structure;
  for (std::size_t slot = 0; slot < l.slots.size() && slot < state.slots.size(); ++slot) {
    if (state.slots[slot] != kNone && state.slot_accessible(static_cast<int>(slot))) {
      card = l.slots[slot];
      break;
    }
  }
  const CityLayout& city = l.cities[me];
  const auto add = [&](const Rect& area, const char* title, const char* text) {
    steps.push_back({area, title, text});
  };
  add(l.structure, "The cards",
      "On your turn take one card that no other card covers: those have a bright outline. Click it, then choose: "
      "construct it, discard it for coins, or build one of your Wonders with it.");
  add(card, "A card's cost",
      "Its effect is at the top, its cost under its name: resources and coins (\"free\" when nothing). Hover a "
      "card to see what you would pay now: a resource you lack is bought from the bank for 2 coins plus 1 per "
      "unit your opponent produces.");
  add(city.header, "Your coins and points",
      "Your name, your coins and your points so far. Coins pay for cards and trading; discarding a card gives "
      "coins too.");
  add(city.production, "What your city makes",
      "The resources your cards produce each turn, and below what each missing resource costs you now.");
  add(l.track, "The military track",
      "Shields push the Conflict pawn towards your opponent's capital. Reaching it wins the game at once; the "
      "tokens on the way cost the opponent coins.");
  add(city.science, "Science",
      "Green cards bring science symbols. Two alike give you a Progress token; six different win the game.");
  add(l.log, "The log",
      "Every move in words, the newest at the bottom. U undoes, H asks for a hint, F1 lists every key, R opens "
      "the rules and the symbol key.");
  return steps;
}

std::string walkthrough_flag_path() {
  const std::string dir = config_directory();
  return dir.empty() ? "" : (std::filesystem::path(dir) / "walkthrough-seen").string();
}

bool walkthrough_seen() {
  const std::string path = walkthrough_flag_path();
  std::error_code ec;
  return !path.empty() && std::filesystem::exists(path, ec);
}

void mark_walkthrough_seen() {
  const std::string path = walkthrough_flag_path();
  if (path.empty()) return;
  std::error_code ec;
  std::filesystem::create_directories(std::filesystem::path(path).parent_path(), ec);
  std::ofstream(path) << "The first-time walkthrough was shown (delete this file to be offered it again).\n";
}

}  // namespace duel::ui
