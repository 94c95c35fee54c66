// The line-based bot protocol (docs/bot-protocol.md): another program sends the game's
// setup and every move as it happens, and asks for our move with "go". One reply line
// per command; a bad line gets "error ..." and the session goes on. Input and output, so
// part of 7wd-cli (`7wd-cli bot`), not of the AI library whose agents it seats.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <iosfwd>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "duel/ai/agent.hpp"
#include "duel/ai/eval_weights.hpp"
#include "duel/rules.hpp"
#include "duel/state.hpp"

namespace duel::cli {

// The longest input line the bot reads (a one-line game record is a few KB); a longer
// line is skipped to its end and answered with an error.
inline constexpr std::size_t kMaxBotLineBytes = 64 * 1024;

// Where the seed of a seated bot's secret setup comes from (`new` with no seed).
using DealSeed = std::function<std::uint64_t()>;

// The AI's learned weights for a set of expansions (ai::load_eval_weights), for an agent
// with eval=learned: null when the data has none, null with `error` set for a bad file.
// Empty: no weights for any game.
using WeightsFor =
    std::function<std::shared_ptr<const ai::EvalWeights>(const std::vector<std::string>& expansions, std::string& error)>;

struct BotOptions {
  std::string agent = "hard";  // agent spec (duel/ai/agent.hpp)
  std::uint64_t seed = 1;      // the agent's seed
  // The seat the bot plays (0 or 1); the program at the other end holds the other seat
  // and is told only what that seat may know. kNone: the program is the referee, trusted
  // with the whole game (it sends the setup; `go` plays for whoever is to move).
  Player seat = kNone;
  DealSeed deal{};  // a seated bot's secret setups (the caller's entropy); empty: `new` refused
  WeightsFor weights{};  // the learned weights of the game's expansions
};

// `legal costs`: each legal move with its cost, as one line of text (7wd-cli gives
// show's words). Empty: `legal costs` answers an error.
using LegalCostsText = std::function<std::string(const GameState&)>;
// The rules of a record's expansions (the bot's `record` loads them as `replay` does);
// null with `error` set when they cannot be loaded. Empty: only the bot's own rules.
using RulesFor = std::function<std::shared_ptr<const Rules>(const std::vector<std::string>& expansions, std::string& error)>;

class BotSession {
 public:
  BotSession(const Rules& rules, const BotOptions& options, LegalCostsText legal_costs = {}, RulesFor rules_for = {});
  // Handles one input line; returns the reply: one line (control characters in anything
  // echoed are escaped), empty for blank or comment lines.
  std::string handle(const std::string& line);
  bool finished() const { return finished_; }
  const std::optional<GameState>& game() const { return game_; }

 private:
  std::string reply(const std::string& line);
  std::string new_game(const std::string& args);
  std::string load_record(const std::string& json);
  std::string play(const std::string& move_text);
  std::string go();
  std::string legal(const std::string& args) const;
  std::string describe() const;
  std::string set_agent(const std::string& spec);
  std::string set_seed(const std::string& args);
  // Why the program may not do `what` now in a seated game ("" when it may).
  std::string seat_refusal(const char* what) const;
  bool seated() const { return seat_ != kNone; }
  Player program_seat() const { return seated() ? opponent(seat_) : kNone; }
  // Gives the agent the learned weights of `rules`' expansions (a new agent only when they
  // differ from its own); "" or why they cannot be loaded.
  std::string use_weights_of(const Rules& rules);

  const Rules& rules_;
  std::shared_ptr<const Rules> record_rules_;  // a record's own rules, when not rules_
  Player seat_;
  DealSeed deal_;
  RulesFor rules_for_;
  WeightsFor weights_for_;
  std::shared_ptr<const ai::EvalWeights> weights_;  // the agent's
  std::string agent_spec_;
  std::uint64_t seed_;
  LegalCostsText legal_costs_;
  std::unique_ptr<ai::Agent> agent_;
  std::optional<GameState> game_;
  bool finished_ = false;
};

// Reads commands from `in` until "quit" or the end of input, answering on `out`.
void run_bot(const Rules& rules, std::istream& in, std::ostream& out, const BotOptions& options,
             LegalCostsText legal_costs = {}, RulesFor rules_for = {});

}  // namespace duel::cli
