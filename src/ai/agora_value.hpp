// The AI's view of Agora (internal to src/ai): what the Senate, the Decrees and the
// Conspiracies are worth to a city, and the priors for Agora's moves. The score sheet
// already holds the Chambers' end-of-game points; these add what control brings before
// the end (the Decrees), the political threat, and what a Conspiracy may still do.
#pragma once

#include "duel/state.hpp"

namespace duel::ai {

// What p's Agora holdings are worth beyond the score sheet; 0 without Agora.
double agora_city_value(const GameState& s, Player p);
// What Agora's Progress tokens with lasting rules that p owns (Corruption, Organized
// Crime) will still bring: the score sheet never shows them, so without this Greedy
// judged them worth nothing and never took one (issue 30 item 6). 0 without Agora.
double agora_tokens_worth(const GameState& s, Player p);
// The extra worth of a Senator card for p constructing it now (its Senate actions);
// 0 for any other card.
double senator_worth(const GameState& s, Player p, CardId card);
// An Agora action's prior for the player to move (action_value's Agora part: the
// action types of duel/agora_decisions.hpp).
double agora_action_value(const GameState& s, const Action& a);

}  // namespace duel::ai
