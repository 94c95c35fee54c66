// Where everything of the game screen goes, as a pure function of the state and the
// window size (no SDL, unit-tested). Designed at 1280x720 and scaled uniformly for
// other sizes, centred in the window.
#pragma once

#include <array>
#include <vector>

#include "duel/state.hpp"
#include "geometry.hpp"

namespace duel::ui {

inline constexpr int kDesignWidth = 1280;
inline constexpr int kDesignHeight = 720;

// Buttons of the top bar, in order.
enum class Button : int { Menu, Undo, Save, Load, DiscardPile, Hint, Help };
inline constexpr int kButtonCount = 7;

struct CityLayout {
  Rect panel;       // the whole city column
  Rect header;      // name, coins, running score
  std::array<Rect, kWondersPerPlayer> wonders;  // 2x2 Wonder tiles
  Rect production;  // resources produced
  Rect prices;      // price of each resource for this player now
  Rect science;     // science symbols gathered
  Rect tokens;      // Progress tokens owned
  Rect cards;       // constructed cards grouped by colour
};

struct Layout {
  double scale = 1.0;  // design pixels -> window pixels
  Rect window;         // the whole window
  Rect frame;          // the 16:9 design area inside the window
  Rect top_bar;
  Rect status;         // Age and whose turn, in the top bar
  std::array<Rect, kButtonCount> buttons;
  Rect track;          // the military track
  std::array<Rect, 19> track_spaces;  // capital of player 1 (left) ... capital of player 2
  Rect token_row;      // Progress tokens on the board
  std::vector<Rect> board_tokens;  // one per token space on the board (the data says how many)
  Rect structure;      // the Age's card structure area
  std::vector<Rect> slots;  // one per structure slot (rows overlap vertically by design)
  int card_w = 0, card_h = 0;
  std::array<Rect, 4> offer;  // the Wonder selection's offer (during the selection)
  Rect log;            // the move log
  // The one line where messages appear: the log's title row in a game, a strip at the
  // bottom of the menu and help screens. Never over cards, buttons or panels' content.
  Rect message;
  Rect prompt;         // sub-decision and dialog panel, over the structure
  std::array<CityLayout, 2> cities;

  // Scales a design length to window pixels (at least 1 for non-zero lengths).
  int px(double design) const;
};

Layout compute_layout(const GameState& state, int width, int height);

// Tile i of a city holding `tiles` Wonders: the layout's 2x2 tiles, or, once a city
// holds more (Ra, Extortion), the same area split into two rows of narrower tiles.
Rect wonder_tile(const CityLayout& city, int i, int tiles, int gap);

// The same uniform scale rule for screens without a game (menu, help).
Layout compute_frame(int width, int height);

}  // namespace duel::ui
