// The midend of one game (after Tatham's puzzles): owns the record (setup + moves),
// the state after every move for undo, the move log in words, save and load. The
// screens only read it and hand it actions chosen from GameState::legal_actions.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "describe.hpp"
#include "duel/data_loader.hpp"
#include "duel/record.hpp"
#include "duel/state.hpp"

namespace duel::ui {

struct LogLine {
  int move = 0;         // index of the move that produced it (0-based)
  std::string text;
  Player player = kNone;
  bool is_event = false;  // a consequence, not the move itself
};

class GameSession {
 public:
  // A new game from a seed, or a game rebuilt move by move from a record.
  static std::unique_ptr<GameSession> start(std::shared_ptr<const Rules> rules, std::uint64_t seed,
                                            const GameOptions& options);
  static std::unique_ptr<GameSession> from_record(std::shared_ptr<const Rules> rules, const GameRecord& record,
                                                  std::string& error, int max_moves = -1);
  static std::unique_ptr<GameSession> from_json(std::shared_ptr<const Rules> rules, const std::string& json,
                                                std::string& error, int max_moves = -1);

  const Rules& rules() const { return *rules_; }
  std::shared_ptr<const Rules> rules_ptr() const { return rules_; }
  // The true state: the rules' view of the game (legal moves, saving, the AI). What a
  // screen draws comes from view() instead.
  const GameState& state() const { return states_.back(); }
  // The game as `viewer` may know it (observation.hpp observe: hidden components are
  // kNone, face-down cards keep only their backs); kNone or a finished game: the true
  // state (nothing is hidden any more). Kept until the next move or undo, so that every
  // frame and hover can read it at no cost.
  const GameState& view(Player viewer) const;
  // The one reader the move log and the messages are written for: the human against the
  // computer; in hot-seat both players read them (kNone: what every player may know).
  Player log_reader() const { return ai_seat < 2 ? opponent(ai_seat) : kNone; }
  const GameRecord& record() const { return record_; }
  int move_count() const { return static_cast<int>(record_.moves.size()); }
  const std::vector<LogLine>& log() const { return log_; }
  const Action* last_action() const { return actions_.empty() ? nullptr : &actions_.back(); }
  // Who made the last move (kNone before the first).
  Player last_mover() const { return states_.size() > 1 ? states_[states_.size() - 2].to_move() : kNone; }

  // Applies a legal action; returns false (nothing changes) when the engine refuses it.
  bool play(const Action& a, EventLog& events);
  // Takes back one move; returns false at the start of the game.
  bool undo();
  // Against the computer: back to the human's previous decision.
  bool undo_to_human(Player human);
  // Hot-seat: back to `who`'s previous decision, taking back their own last move and the
  // other player's moves since (never a move of the other's alone: its state could show
  // them what only the other may see). False, and nothing changes, when `who` has not
  // moved yet.
  bool undo_own_move(Player who);

  std::string to_json() const;

  // Seats: who plays each side ("Player 1", "You", "Computer").
  PlayerNames names{"Player 1", "Player 2"};
  Player ai_seat = kNone;      // kNone in a hot-seat game
  std::string difficulty;      // agent spec for the AI seat

 private:
  GameSession() = default;
  void log_move(const Action& a, Player p, const EventLog& events);

  std::shared_ptr<const Rules> rules_;
  GameRecord record_;
  std::vector<GameState> states_;  // states_[i] = state after i moves
  std::vector<Action> actions_;
  std::vector<LogLine> log_;
  std::uint64_t version_ = 0;  // counts moves played and undone (the view's key)
  struct ViewCache {
    std::uint64_t version = ~std::uint64_t{0};
    Player viewer = kNone;
    std::unique_ptr<GameState> state;
  };
  mutable ViewCache view_;
};

// The seat a record says the computer played, with its level; false for hot-seat.
bool computer_seat(const GameRecord& record, Player& seat, std::string& level);

// What Continue would bring back: the autosave's game, read when the menu needs it,
// once (not on every frame: a large or odd file would stall every redraw).
struct ContinueOffer {
  std::unique_ptr<GameSession> game;  // null: nothing to continue
  std::string summary;  // "move 12, hot-seat"; or why there is nothing to continue
  bool damaged = false;  // there is an autosave, but it cannot be used
};
ContinueOffer read_continue_offer(std::shared_ptr<const Rules> rules, const std::string& autosave,
                                  RulesCache* cache = nullptr);

// "Pantheon", "Agora and Pantheon": the options' expansions in words.
std::string expansions_text(const GameOptions& options);

// Where a game stands: "Age II, move 31" (the next move), "game over after 72 moves".
std::string progress_text(const GameSession& s);

// A saved game's session from its file; the error names no file (callers know which).
// A save of other expansions than `rules` gets its rules from `cache` (without one,
// the error says which expansions it needs).
std::unique_ptr<GameSession> load_session(std::shared_ptr<const Rules> rules, const std::string& path,
                                          std::string& error, int max_moves = -1, RulesCache* cache = nullptr);

}  // namespace duel::ui
