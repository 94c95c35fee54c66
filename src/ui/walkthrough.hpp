// The first-time walkthrough of one turn: a few steps, each a highlighted part of the
// game screen and a short text (what to click, what the numbers mean). Offered at the
// first game, reachable again from the keyboard help (W). No SDL: unit-tested.
#pragma once

#include <string>
#include <vector>

#include "layout.hpp"

namespace duel::ui {

struct WalkthroughStep {
  Rect area;          // what the step is about, outlined on the screen
  std::string title;  // "The cards"
  std::string text;   // one to three short sentences
};

// The steps for the game on screen, seen from `me` (the human player; the first seat
// in hot-seat), their areas taken from the layout `l` of `state`: a turn of the base
// game, then a few steps for each expansion the game has (Pantheon's Pantheon, tokens and
// activations; Agora's Senate, Chambers, Senators and Conspiracies).
std::vector<WalkthroughStep> walkthrough_steps(const Layout& l, const GameState& state, Player me);

// Whether the walkthrough was seen or declined: a small flag file,
// $XDG_CONFIG_HOME/7wd/walkthrough-seen (default ~/.config/7wd). A value the settings
// file (src/ui/settings.*) can take over.
std::string walkthrough_flag_path();  // empty when there is no home to keep it in
bool walkthrough_seen();
void mark_walkthrough_seen();  // creates the folder and the file; failures are ignored

}  // namespace duel::ui
