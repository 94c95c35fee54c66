// Hard's playouts (docs/ai.md "Hard's playouts"): cheap and biased by our own knowledge.
// No legal-move list in the Play phase: a move is drawn as rival draws it (a random
// accessible card and a random use, drawn again until possible, play-again Wonders
// built with the card that uncovers an affordable green one), `choices` such moves are
// drawn and the best by a cheap score (cheap_move_value) is played. Before drawing, each
// player follows the modes drawn for them at the start of the playout: science (an
// affordable green card first, Law among Progress tokens), military while the opponent's
// capital is in reach (an affordable red card first), economy (an affordable yellow card
// first); in Age I affordable brown, grey and yellow cards come before the draw.
#pragma once

#include <cstdint>

#include "duel/rng.hpp"
#include "duel/state.hpp"

namespace duel::ai {

// Each player's chances of each mode, per playout, and the moves drawn per ply.
struct PlayoutStyle {
  double science = 0.5;
  double military = 0.0;
  double economy = 0.0;
  int choices = 2;  // 1 = rival's single draw
  // Ages a playout plays before it stops for the search's evaluation to judge it: 0 = to
  // the end of the game, 1 = to the end of the Age it starts in (the Wonder selection
  // counts as Age I), 2 = to the end of the Age after it. Age III's end is the game's.
  int cutoff_ages = 0;
  // Issue 30's screens (docs/ai.md "Tuning Hard against rival"), off by default:
  // a civilian victory's reward gains margin × tanh(VP margin / 10) (playout_reward);
  // decisive moves: a card or Wonder that wins at once is taken, and a card that would
  // let the opponent win at once on their turn is taken from them.
  double margin = 0.0;
  bool decisive = false;
};

struct PlayoutModes {
  bool science[2] = {false, false};
  bool military[2] = {false, false};
  bool economy[2] = {false, false};
};

// The modes of one playout, drawn for player 1 then player 2.
PlayoutModes draw_playout_modes(const PlayoutStyle& style, Rng& rng);

// Whether the Conflict pawn is close enough to p's opponent's capital for p's military
// mode to act: within 2 + 2 × Age spaces (4 in Age I, 8 in Age III).
bool capital_in_reach(const GameState& w, Player p);

// The cheap score of a Play-phase move costing `cost` coins for the player to move, in
// about victory points: what it gives (VP, coins, shields, a science symbol, production
// in the early Ages, a chain) less a third of the coins it costs; kWinValue-sized for an
// immediate military or scientific win.
double cheap_move_value(const GameState& w, const Action& a, int cost);

// The playout's move in a complete (determinized) world; with `decisive`, a move that
// wins at once, or else one that takes away a card that would win the opponent the game
// on their turn, comes before everything else.
Action biased_playout_move(const GameState& world, const PlayoutModes& modes, int choices, Rng& rng,
                           bool decisive = false);

// Player 1's (index 0) reward for a finished game: 1 won, 0 lost, 0.5 shared; with
// `margin` > 0 a civilian victory's reward moves by margin × tanh(d / 10), d player 1's
// points less player 2's, so that winning by more or losing by less counts a little.
double playout_reward(const GameState& end, double margin);

// Plays the world to its end; player 1's (index 0) reward (playout_reward with style.margin).
double biased_playout(GameState& world, const PlayoutStyle& style, Rng& rng);

// Plays the world until its end or, with style.cutoff_ages, until that many Ages have
// ended: the world is then at the start of a later Age (its first player to choose).
void biased_playout_to_cutoff(GameState& world, const PlayoutStyle& style, Rng& rng);

}  // namespace duel::ai
