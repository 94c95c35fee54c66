// The line-based bot protocol (docs/bot-protocol.md): another program sends the game's
// setup and every move as it happens, and asks for our move with "go". One reply line
// per command; a bad line gets "error ..." and the session goes on.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <iosfwd>
#include <memory>
#include <optional>
#include <string>

#include "duel/ai/agent.hpp"
#include "duel/rules.hpp"
#include "duel/state.hpp"

namespace duel::ai {

// The longest input line the bot reads (a one-line game record is a few KB); a longer
// line is skipped to its end and answered with an error.
inline constexpr std::size_t kMaxBotLineBytes = 64 * 1024;

struct BotOptions {
  std::string agent = "hard";  // agent spec (agent.hpp)
  std::uint64_t seed = 1;      // the agent's seed
};

// `legal costs`: each legal move with its cost, as one line of text (7wd-cli gives
// show's words; the AI library does not know them). Empty: `legal costs` answers an error.
using LegalCostsText = std::function<std::string(const GameState&)>;

class BotSession {
 public:
  BotSession(const Rules& rules, const BotOptions& options, LegalCostsText legal_costs = {});
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

  const Rules& rules_;
  std::string agent_spec_;
  std::uint64_t seed_;
  LegalCostsText legal_costs_;
  std::unique_ptr<Agent> agent_;
  std::optional<GameState> game_;
  bool finished_ = false;
};

// Reads commands from `in` until "quit" or the end of input, answering on `out`.
void run_bot(const Rules& rules, std::istream& in, std::ostream& out, const BotOptions& options,
             LegalCostsText legal_costs = {});

}  // namespace duel::ai
