// How the desktop game shows each Pantheon and Agora effect kind (no SDL): a row per
// kind, indexed by PantheonEffectKind / AgoraEffectKind like the base kinds' icons
// (effect_glyphs.cpp), the tables' sizes static_asserted so that a kind without its
// row does not compile (src/ui/module_glyphs.cpp).
#pragma once

#include <cstdint>
#include <string>

#include "duel/agora_rules.hpp"
#include "duel/pantheon_rules.hpp"

namespace duel::ui {

// The icon a Progress token with the kind shows in its middle (card_art.cpp).
enum class TokenIcon : std::uint8_t {
  None,
  VictoryPoints,    // its amount as victory points
  Coin,             // its amount as a coin
  LostCoin,         // its amount as a coin lost
  SenatorEmblem,    // a Senator's emblem
  TwoConspiracies,  // two Conspiracies' backs side by side
};

struct PantheonLook {
  PantheonEffectKind kind;
  // A Pantheon space's brief words ("steal a card"); null: the engine's sentence.
  std::string (*short_words)(const PantheonEffect&) = nullptr;
  TokenIcon icon = TokenIcon::None;
};
const PantheonLook& pantheon_look(PantheonEffectKind kind);

struct AgoraLook {
  AgoraEffectKind kind;
  // On a Military token: the sign beside the cube ("+" placed, "−" removed, "⇄" moved).
  const char* cube_sign = "";
  bool removes_opponent_cube = false;  // the cube drawn is the token's side's
  TokenIcon icon = TokenIcon::None;
};
const AgoraLook& agora_look(AgoraEffectKind kind);

}  // namespace duel::ui
