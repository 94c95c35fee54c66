// Playing many games between two agents (sim and balance share it, so both play
// exactly the same games): game i uses setup seed S + i (S + i / 2 when paired), agent A
// sits as player 1 in even-numbered games, and each agent's own seed depends only on S,
// i and the agent.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "duel/record.hpp"

#include "duel/ai/agent.hpp"
#include "duel/scoring.hpp"

namespace duel::cli {

struct Match {
  std::string specs[2];  // agent A, agent B
  std::uint64_t seed = 1;
  bool first_game = false;
  bool keep_moves = false;  // fill GameOutcome::move_words (for records of the games)
  // Every setup from both seats (sim --paired, --sprt): games 2k and 2k + 1 on setup seed
  // S + k; otherwise game i on S + i.
  bool paired = false;
  // The AI's learned weights for the rules' expansions, for agents with eval=learned (null: none).
  std::shared_ptr<const ai::EvalWeights> weights = nullptr;
};

// The setup seed of game `game` of the match.
inline std::uint64_t setup_seed(const Match& match, int game) {
  return match.seed + static_cast<std::uint64_t>(match.paired ? game / 2 : game);
}

struct GameOutcome {
  int winner_agent = -1;  // 0 = A, 1 = B, -1 = shared
  VictoryType victory = VictoryType::None;
  std::array<ScoreSheet, 2> sheets;  // by agent
  int moves = 0;
  std::array<ai::MoveTimes, 2> thinking;  // by agent
  std::vector<std::string> move_words;    // every move in record words, when kept
};

// Game `game` of the match as a game record: its seed, options, setup written out, who
// played each seat and, when the match kept them, its moves.
GameRecord match_record(const Rules& rules, const Match& match, int game, const GameOutcome& outcome);

// The seat agent A takes in game `game`.
inline Player seat_of_a(int game) { return static_cast<Player>(game % 2); }

// Sees every move of a game as it is played (balance's statistics).
class GameWatcher {
 public:
  virtual ~GameWatcher() = default;
  // After `state` applied a move of `mover`, with the events it caused.
  virtual void after_move(const GameState& state, Player mover, const EventLog& events) = 0;
};

// Plays game `game` of the match; sets error (and returns an empty outcome) when an
// agent cannot be made or chooses an illegal action.
GameOutcome play_game(const Rules& rules, const Match& match, int game, std::string& error,
                      GameWatcher* watcher = nullptr);

// Runs play(i) for i = 0..count-1 on `threads` threads; play returns an error text
// or empty. Stops at the first error and returns it.
std::string for_each_game(int count, int threads, const std::function<std::string(int)>& play);

}  // namespace duel::cli
