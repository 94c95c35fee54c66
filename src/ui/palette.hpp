// The colours of the game: card colours, Age backs, resources and the table.
#pragma once

#include "canvas.hpp"
#include "duel/types.hpp"

namespace duel::ui::palette {

inline constexpr Rgba kTable{28, 36, 44};
inline constexpr Rgba kPanel{40, 50, 61};
inline constexpr Rgba kPanelLight{55, 67, 80};
inline constexpr Rgba kText{235, 232, 222};
inline constexpr Rgba kTextDim{160, 166, 172};
inline constexpr Rgba kInk{34, 28, 22};
inline constexpr Rgba kParchment{240, 228, 200};
inline constexpr Rgba kGold{232, 186, 56};
inline constexpr Rgba kAccent{255, 214, 90};
inline constexpr Rgba kHighlight{90, 220, 255};
inline constexpr Rgba kDanger{214, 80, 64};
inline constexpr Rgba kGood{110, 200, 120};
inline constexpr Rgba kPlayer[2] = {{92, 160, 230}, {230, 120, 96}};

inline Rgba card_color(Color c) {
  switch (c) {
    case Color::Brown: return {139, 92, 48};
    case Color::Grey: return {132, 136, 140};
    case Color::Red: return {192, 57, 43};
    case Color::Green: return {46, 139, 87};
    case Color::Yellow: return {222, 172, 32};
    case Color::Blue: return {47, 109, 181};
    case Color::Purple: return {125, 60, 152};
    case Color::Senator: return {214, 206, 190};  // Agora's Senators: a marble white
  }
  return {128, 128, 128};
}

inline Rgba age_back(int age) {
  switch (age) {
    case 1: return {176, 112, 58};
    case 2: return {84, 120, 160};
    default: return {150, 84, 128};
  }
}

inline Rgba resource_color(Resource r) {
  switch (r) {
    case Resource::Wood: return {120, 78, 38};
    case Resource::Clay: return {196, 98, 56};
    case Resource::Stone: return {150, 150, 146};
    case Resource::Glass: return {70, 178, 204};
    case Resource::Papyrus: return {226, 206, 150};
  }
  return {128, 128, 128};
}

}  // namespace duel::ui::palette
