// The steps of the walkthrough and its "seen" flag (walkthrough.hpp).
#include "walkthrough.hpp"

#include <cstdlib>
#include <filesystem>
#include <fstream>

#include "settings.hpp"  // config_directory

namespace duel::ui {

namespace {

// Pantheon's first game: the Pantheon, the tokens on the cards, activating, the decks.
void add_pantheon_steps(std::vector<WalkthroughStep>& steps, const Layout& l, const GameState& state, Player me) {
  // A card a Mythology or Offering token lies on, if one does now.
  Rect token_card = l.structure;
  if (state.age >= 1 && state.age <= kAges) {
    for (std::size_t slot = 0; slot < l.slots.size() && slot < static_cast<std::size_t>(kMaxSlots); ++slot) {
      if (state.pantheon.slot_tokens[static_cast<std::size_t>(state.age - 1)][slot] != SlotToken::kNothing &&
          state.slots[slot] != kNone) {
        token_card = l.slots[slot];
        break;
      }
    }
  }
  steps.push_back({l.pantheon, "Pantheon: the Pantheon",
                   "Six spaces for Divinities. Under each, what activating it costs: player 1's price on the left, player "
                   "2's on the right (the spaces at your end are cheaper)."});
  steps.push_back({token_card, "Pantheon: tokens on the cards",
                   "A coloured disc is a Mythology token: uncover its card to take it, then place one of two Divinities "
                   "of its Mythology face down in the Pantheon. In Age II a gold square is an Offering token: coins off "
                   "one activation."});
  steps.push_back({l.divinity_spaces[0], "Pantheon: activating a Divinity",
                   "From Age II, instead of taking a card you may click a Divinity's space and pay your price to use its "
                   "effect. The Gate lets you choose among the tops of the decks. Hover a space to read it."});
  steps.push_back({l.cities[me].tokens, "Pantheon: what you hold",
                   "Your Mythology and Offering tokens and the Divinities you activated show at the end of this row. A "
                   "Mythology token also builds its Grand Temple free in Age III. R lists every Divinity."});
}

// Agora's first game: the Senate, the Senators, the Conspiracies, political victory.
void add_agora_steps(std::vector<WalkthroughStep>& steps, const Layout& l, Player me) {
  const CityLayout& city = l.cities[me];
  steps.push_back({l.senate, "Agora: the Senate",
                   "Six Chambers. More of your cubes than your opponent's in a Chamber and you control it: its Decrees "
                   "work for you, and at the end it scores. Control all six and you win at once."});
  steps.push_back({l.chambers[0], "Agora: a Chamber",
                   "Its Decrees on top (\"?\" until a cube enters), each player's cubes, and who controls it. Hover it "
                   "to read its Decrees."});
  steps.push_back({city.groups[static_cast<std::size_t>(Color::Senator)], "Agora: Senators",
                   "Cards marked 'S'. Recruiting one costs a coin per Senator already in your city. A Politician places "
                   "or moves cubes in its section; a Conspirator places a cube anywhere or draws Conspiracies."});
  steps.push_back({city.cards, "Agora: Conspiracies",
                   "Yours lie face up under your purple and Senator columns, your opponent's face down. Tuck a card under "
                   "one to prepare it (the card's menu offers it); at the start of a later turn you may trigger it."});
}

}  // namespace

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
  if (state.pantheon.on && !l.pantheon.empty()) add_pantheon_steps(steps, l, state, me);
  if (state.agora.on && !l.senate.empty()) add_agora_steps(steps, l, me);
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
