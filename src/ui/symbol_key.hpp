// The key to the symbols (rules help, "Symbols" page): every icon the game draws on
// cards, Wonders and tokens, with what it means. Generated from the icon tables
// (effect_glyphs.cpp's kEffectIcons, one entry per EffectKind) and the game's data, so
// a new effect kind, resource or science symbol gets its line. No SDL: unit-tested.
#pragma once

#include <string>
#include <vector>

#include "duel/rules.hpp"
#include "effect_glyphs.hpp"

namespace duel::ui {

struct SymbolEntry {
  enum Group { Basics, Resources, Colors, Science, Effects, Pantheon, Agora };
  // The expansions' pieces, drawn as on the board (symbol_key_view.cpp) instead of glyphs.
  enum class Piece {
    None,
    MythologyToken,     // value: the Mythology
    OfferingToken,      // value: the token's value
    FaceDownDivinity,   // value: its Mythology
    PantheonSpace,      // value: the space (its two costs)
    Gate,
    DivinityDeck,       // value: the Mythology
    MinervaPawn,
    Cube,               // value: the player
    Chamber,
    DecreeFaceUp,       // value: the Decree
    DecreeFaceDown,
    ConspiracyBack,
    ConspiracyFace,     // value: the Conspiracy
    ConspiracyPrepared, // value: the Conspiracy
    SenatorBack,
    CubeToken,          // value: the Military zone
  };
  Group group;
  std::vector<Glyph> glyphs;  // the icon as drawn on a card (empty: the chain pills)
  std::string name;           // "Wood", "Coins", "Play again"...
  std::string text;           // what it means, one or two sentences
  int chain = -1;             // a chain symbol's id: drawn as its pill and "free with" mark
  int effect_kind = -1;       // the EffectKind this line explains, else -1
  Piece piece = Piece::None;
  int piece_value = 0;
};

// The lines of the key, group by group; effect kinds in the engine's table order, each
// drawn from the first card, Wonder or token of `rules` that has it ("e.g. ..."); then
// the pieces of the expansions `rules` holds (Pantheon's tokens, spaces and decks;
// Agora's cubes, Chambers, Decrees, Conspiracies), their words from the engine's one
// description where it has the item (describe.hpp).
std::vector<SymbolEntry> symbol_key(const Rules& rules);

// The title of a group ("Resources", "Effects on cards, Wonders and tokens"...).
const char* symbol_group_title(SymbolEntry::Group g);

}  // namespace duel::ui
