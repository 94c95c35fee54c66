// Where everything of the game screen goes, as a pure function of the state, the
// window size and the layout options (no SDL, unit-tested). Designed at 1280x720 and
// scaled uniformly for other sizes, centred in the window; a UI scale on top of that
// gives fewer design pixels (bigger text) or more (smaller text), within limits.
#pragma once

#include <array>
#include <string_view>
#include <vector>

#include "duel/rules.hpp"
#include "duel/state.hpp"
#include "geometry.hpp"

namespace duel::ui {

inline constexpr int kDesignWidth = 1280;
inline constexpr int kDesignHeight = 720;
// The smallest design area the layout is drawn in: a UI scale that would leave less is
// cut back to what fits (the text then grows as much as the window allows, no more).
inline constexpr int kMinDesignWidth = 1152;
inline constexpr int kMinDesignHeight = 648;
inline constexpr double kMinUiScale = 0.8;
inline constexpr double kMaxUiScale = 1.5;

// Buttons of the top bar, in order.
enum class Button : int { Menu, Undo, Save, Load, DiscardPile, Hint, Help };
inline constexpr int kButtonCount = 7;

// The expansions' boards: 6 Divinity spaces (Pantheon), 6 Chambers (Agora's Senate).
inline constexpr int kDivinitySpaces = 6;
inline constexpr int kChambers = 6;

struct LayoutOptions {
  double ui_scale = 1.0;  // on top of the window-size scale, kMinUiScale..kMaxUiScale
  bool pantheon = false;  // a row of Divinity spaces above the military track
  bool agora = false;     // the Senate panel beside the log
};

// The options the rules' modules ask for ("pantheon", "agora"), at UI scale `ui_scale`.
LayoutOptions layout_options_for(const Rules& rules, double ui_scale = 1.0);

// Font sizes in window pixels, published so that drawing and tests use the same ones.
// Icons that carry a number (coins of a cost) have the number drawn at icon_number().
struct TextSizes {
  int card_name = 0;    // a card's name in the structure (one or two lines)
  int card_cost = 0;    // the side of a cost icon on a card in the structure
  int wonder_name = 0;  // a Wonder tile's name in a city
  int wonder_cost = 0;  // the side of a cost icon on a Wonder tile
  int city_symbol = 0;  // the side of a key symbol on a city's card
  int city_label = 0;   // labels of a city ("Makes", group counts)
  int log = 0;          // a line of the move log
  int caption = 0;      // small captions: the track's labels, a city header's "coins / points / built"
  int chain = 0;        // a chain symbol's name on a city's card (its own line, wrapped at a space)
};
// The size of a one-digit number drawn inside an icon of side `icon` (icons.cpp).
inline int icon_number(int icon) { return icon * 62 / 100 > 6 ? icon * 62 / 100 : 6; }

// A card face's head, the part a covering row must leave visible: the effect band (a
// share of the card's height) and the name in `name_lines` lines (card_art.cpp).
inline constexpr int kCardBandPercent = 26;
inline int card_name_line(int name_size) { return name_size + (name_size / 6 > 1 ? name_size / 6 : 1); }
inline int card_inset(const Rect& card) { return card.w / 40 > 1 ? card.w / 40 : 1; }
inline int card_head_height(const Rect& card, int name_size, int name_lines) {
  return card_inset(card) + 2 + card.h * kCardBandPercent / 100 + 1 + name_lines * card_name_line(name_size) + 2;
}
// A card back's emblem (the Age's numeral, or G, T, S for a Guild's, a Grand Temple's,
// a Senator's own back): its radius and its centre below the card's top. A wide card
// (Age III's) has it smaller and at the very top, so that a row covering more of a
// face-down card than of a face-up one still leaves it whole.
inline int card_back_emblem_radius(const Rect& card) {
  return card.h > card.w ? (card.w < card.h ? card.w : card.h) / 4 : card.h / 6;
}
inline int card_back_emblem_y(const Rect& card) {
  return card.h > card.w ? card.h * 27 / 100 : card_inset(card) + 2 + card_back_emblem_radius(card);
}
// The part of a face-down card a covering row must leave visible: its emblem.
inline int card_back_head_height(const Rect& card) {
  return card_back_emblem_y(card) + card_back_emblem_radius(card) + 2;
}

// Colour groups of a city's cards, in the order a player lays them out.
inline constexpr std::array<Color, kColorCount> kCityColorOrder = {
    Color::Brown, Color::Grey, Color::Yellow, Color::Red, Color::Blue, Color::Green, Color::Purple, Color::Senator};

struct CityLayout {
  Rect panel;       // the whole city column
  Rect header;      // name, coins, running score
  std::array<Rect, kWondersPerPlayer> wonders;  // 2x2 Wonder tiles
  Rect production;  // resources produced
  Rect prices;      // price of each resource for this player now
  Rect science;     // science symbols gathered
  Rect tokens;      // Progress tokens owned
  Rect cards;       // constructed cards grouped by colour
  std::array<Rect, kColorCount> groups;  // one column per colour, indexed by Color
};

struct Layout {
  double scale = 1.0;  // design pixels -> window pixels (window size times UI scale)
  double ui_scale = 1.0;  // the UI scale in effect (cut back where the window is small)
  int design_w = kDesignWidth, design_h = kDesignHeight;  // the frame in design pixels
  Rect window;         // the whole window
  Rect frame;          // the 16:9 design area inside the window
  Rect top_bar;
  Rect status;         // Age and whose turn, in the top bar
  std::array<Rect, kButtonCount> buttons;
  Rect pantheon;       // empty unless LayoutOptions::pantheon
  std::array<Rect, kDivinitySpaces> divinity_spaces;
  Rect divinity_decks;  // the five Mythology decks, right of the spaces (their sizes)
  Rect track;          // the military track
  std::array<Rect, 19> track_spaces;  // capital of player 1 (left) ... capital of player 2
  Rect token_row;      // Progress tokens on the board
  std::vector<Rect> board_tokens;  // one per token space on the board (the data says how many)
  Rect structure;      // the Age's card structure area
  std::vector<Rect> slots;  // one per structure slot (rows overlap vertically by design)
  int card_w = 0, card_h = 0;
  std::array<Rect, 4> offer;  // the Wonder selection's offer (during the selection)
  Rect log;            // the move log
  Rect senate;         // empty unless LayoutOptions::agora
  std::array<Rect, kChambers> chambers;
  // The one line where messages appear: the log's title row in a game, a strip at the
  // bottom of the menu and help screens. Never over cards, buttons or panels' content.
  Rect message;
  Rect prompt;         // sub-decision and dialog panel, over the structure
  std::array<CityLayout, 2> cities;
  TextSizes text;
  int card_name_lines = 2;  // lines a structure card's name may take without being covered

  // Scales a design length to window pixels (at least 1 for non-zero lengths).
  int px(double design) const;
  // A structure slot's card (empty when the Age has no such slot): for animations.
  Rect slot_rect(int slot) const;
  // The column where a player's cards of one colour lie.
  Rect city_group_rect(Player p, Color colour) const;
};

Layout compute_layout(const GameState& state, int width, int height, const LayoutOptions& options = {});

// Tile i of a city holding `tiles` Wonders: the layout's 2x2 tiles, or, once a city
// holds more (Ra, Extortion), the same area split into two rows of narrower tiles.
Rect wonder_tile(const CityLayout& city, int i, int tiles, int gap);

// The same uniform scale rule for screens without a game (menu, help).
Layout compute_frame(int width, int height, const LayoutOptions& options = {});

}  // namespace duel::ui
