// Single-observer information-set Monte Carlo tree search (Cowling, Powley and
// Whitehouse 2012): every iteration samples the hidden cards afresh with determinize(),
// walks one shared tree keyed by actions, and counts how often each child was
// available so that rarely legal moves are not under-explored. Playouts are short
// epsilon-greedy runs guided by action_value(), finished by win_probability().
#pragma once

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <vector>

#include "duel/ai/biased_playout.hpp"
#include "duel/ai/evaluation.hpp"
#include "duel/rng.hpp"
#include "duel/state.hpp"

namespace duel::ai {

// The largest budgets a spec or the command line may ask for (docs/ai.md): about 10 s
// a move for Hard's playouts on 2 cores at the iteration limit.
inline constexpr long long kMaxSearchIterations = 1'000'000;  // per move, over all threads
inline constexpr double kMaxSearchSeconds = 60.0;               // per move
inline constexpr int kMaxSearchThreads = 64;
inline constexpr int kMaxPlayoutDepth = 200;  // plies; no game lasts 100
// Tree nodes per move over all threads (32 bytes each: at most 64 MB). Each thread's tree
// stops growing at its share and the search goes on with playouts from the leaves it
// has. An iteration budget alone never gets there (an iteration adds at most one node,
// and kMaxSearchIterations is half this), so only searches on time meet the limit.
inline constexpr long long kMaxTreeNodes = 2'000'000;

struct SearchConfig {
  long long iterations = 2000;  // over all threads; 0 = stop on time only
  double seconds = 0.0;         // wall-clock limit per move; 0 = none
  int threads = 1;
  double exploration = 0.7;     // UCB constant (rewards are in [0, 1])
  int playout_depth = 40;       // plies of playout before the heuristic judges
  double epsilon = 0.15;        // playout chance of a uniformly random move
  Evaluation evaluation = Evaluation::Heuristic;  // judges where a playout stops
  std::shared_ptr<const EvalWeights> weights;      // Learned's, for the game's expansions (null: none)
  // Where a cutoff stops a biased playout, the value network (weights->value_net,
  // value_net.hpp) judges it instead of `evaluation` (value=net; off by default; without
  // weights, `evaluation` judges).
  bool value_net = false;
  // Each player's chance, drawn afresh for every playout, of playing it in "science
  // mode": taking science cards (and the Progress tokens with a symbol) before anything
  // but a win. Without it playouts almost never reach scientific supremacy, so the tree
  // neither sees that threat coming nor plays for it. 0 = off (the frozen baselines).
  double science_playouts = 0.0;
  // Hard's cheap playouts (biased_playout.hpp) instead of the epsilon-greedy ones: the
  // Play phase's moves drawn, not listed, `biased.choices` of them priced cheaply per
  // ply, per-player modes (science_playouts above is their science chance); to the end
  // of the game unless biased.cutoff_ages stops them at an Age's end (playout_depth and
  // epsilon do not apply to them).
  bool biased_playouts = false;
  // playouts=auto (Hard's and Expert's): the biased playouts in the base game only; with
  // an expansion the epsilon-greedy ones, priors at every visit, whose action values know
  // the Divinities and the Senate (docs/ai.md "Hard in the expansions": 20 of 100 games
  // against hard-v1 with both expansions with the biased ones, at 0.1 s a move).
  bool greedy_with_expansions = false;
  PlayoutStyle biased;  // its science field is unused: science_playouts is; with its
                        // cutoff_ages, `evaluation` judges where a playout stops
  // The tree's priors computed once per node, when its first child is expanded (the
  // legal moves in prior order, stored), not for every untried move at every visit.
  bool priors_once = false;
  // The move played: the root move with the best mean reward (ties: more visits), as
  // rival plays, instead of the most visited one (ties: better mean).
  bool best_mean = false;
  // Progressive widening (with priors_once; 0 = off): a node visited n times expands at
  // most 1 + widen·√n children, in stored prior order, before UCB chooses among them.
  double widen = 0.0;
};

// Visits and mean reward of one root action after a search.
struct RootStat {
  Action action;
  std::uint64_t visits = 0;
  double reward = 0.0;  // summed, from the searching player's side
};

struct TreeResult {
  std::vector<RootStat> stats;  // of the root's actions
  long long iterations = 0;     // done
  bool time_capped = false;     // the deadline stopped the search before its budget
  std::size_t nodes = 0;        // in the tree at the end
};

// One tree searched by one thread: `iterations` iterations (0 = unlimited) or until
// `deadline`, whichever comes first; the tree holds at most `max_nodes` nodes.
TreeResult search_one_tree(const GameState& observation, const SearchConfig& config, long long iterations,
                           std::chrono::steady_clock::time_point deadline, bool timed, std::uint64_t seed,
                           std::size_t max_nodes);

}  // namespace duel::ai
