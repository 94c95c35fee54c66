// The Agora expansion's rules shared by the engine's files (not public API): its setup,
// the Senate (cubes, control, Decrees, political supremacy), recruiting Senators, the
// Conspiracies (conspire, prepare, trigger) and the Agora effects of items.
#pragma once

#include "duel/setup.hpp"
#include "../state_internal.hpp"
#include "agora_primitives.hpp"  // the components moved, the Senate's totals kept

namespace duel::detail {

void init_agora(GameState& s, const Setup& setup);

// --- The Senate (agora_senate.cpp) ---
// Sum of the amounts of the Decrees of kind `k` in the Chambers `p` controls (those of
// `color`'s colours only, when color is not kNone); 0 without Agora.
// Inline: every price asks, and p usually controls no Decree of that kind.
int decree_sum(const GameState& s, DecreeMask decrees, std::uint8_t color);
inline int decree_amount(const GameState& s, Player p, DecreeKind k, std::uint8_t color = kNone) {
  if (!s.agora.on || p > 1) return 0;
  const DecreeMask held = s.agora.controlled[p] & s.rules().agora->decrees_of_kind[static_cast<std::size_t>(k)];
  return held == 0 ? 0 : decree_sum(s, held, color);
}
inline bool controls_decree(const GameState& s, Player p, DecreeKind k, std::uint8_t color = kNone) {
  return s.agora.on && decree_amount(s, p, k, color) > 0;
}
// The Decrees in the Chambers each player controls (bit DecreeId), from the Chambers.
std::array<DecreeMask, 2> controlled_decrees(const AgoraState& a);
// A Chamber's neighbours in the line 1-2-3-4-5-6.
inline bool neighbours(int a, int b) { return a - b == 1 || b - a == 1; }
bool has_cube(const GameState& s, Player p);
int senate_points(const GameState& s, Player p);  // end-of-game VP of the Chambers controlled

// --- Senators and Conspiracies (agora.cpp) ---
int recruit_cost(const GameState& s, Player p);  // Senators owned, 0 with Corruption
// A card was constructed by p: the Decrees' coins; a Senator's Senate actions.
void agora_card_constructed(GameState& s, Player p, CardId card, EventLog* events);
// A Wonder was built by p: Decree 14's coins, the Wonder's Agora effects.
void agora_wonder_built(GameState& s, Player p, WonderId wonder, int asked_before, EventLog* events);
// A Wonder taken in the selection: its Agora effects (Knossos' cube, Curia Julia's conspire).
void agora_wonder_picked(GameState& s, Player p, WonderId wonder, EventLog* events);
// A Military token taken by `p`'s shields (zone index): its Agora effects.
void agora_military_token(GameState& s, Player p, int zone, EventLog* events);
// Sum of a lasting kind's amounts (1 each when the kind has none) over p's Progress tokens.
int agora_amount(const GameState& s, Player p, AgoraEffectKind k);
// Applies the Agora effects of an item; their decisions go below those pushed since
// `asked_before` (the item's own effects first), in data order.
void apply_agora_effects(GameState& s, Player p, const std::vector<AgoraEffect>& effects, int asked_before,
                         EventLog* events);

// Turn step 1: a prepared Conspiracy may be triggered before the action (pushes the choice).
bool offer_conspiracy_trigger(GameState& s, Player p);
// Ruling 22: whether at least one part of the Conspiracy can have an effect for p now.
bool can_trigger(const GameState& s, Player p, ConspiracyId c);
void trigger_conspiracy(GameState& s, Player p, int position, EventLog* events);
// Cards of the Ages played so far that were removed at setup (Treason's choice).
bool treason_card(const GameState& s, CardId c);

}  // namespace duel::detail
