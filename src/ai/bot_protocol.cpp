#include "duel/ai/bot_protocol.hpp"

#include <cctype>
#include <istream>
#include <ostream>
#include <utility>

#include "duel/ai/spec.hpp"
#include "duel/decisions.hpp"
#include "duel/notation.hpp"
#include "duel/observation.hpp"
#include "duel/record.hpp"
#include "duel/scoring.hpp"
#include "duel/setup.hpp"

namespace duel::ai {
namespace {

std::string trim(const std::string& s) {
  std::size_t b = 0, e = s.size();
  while (b < e && std::isspace(static_cast<unsigned char>(s[b]))) ++b;
  while (e > b && std::isspace(static_cast<unsigned char>(s[e - 1]))) --e;
  return s.substr(b, e - b);
}

std::string lowercase(std::string s) {
  for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

constexpr const char* kNoGame = "error no game: send \"new SEED\" or \"record JSON\" first";

enum class LineRead { Ok, TooLong, End };

// std::getline with a bound: a line longer than kMaxBotLineBytes is read to its end
// without being kept, so a huge input never fills the memory.
LineRead read_line(std::istream& in, std::string& line) {
  line.clear();
  bool any = false, too_long = false;
  for (char c; in.get(c);) {
    any = true;
    if (c == '\n') break;
    if (line.size() < kMaxBotLineBytes) line.push_back(c);
    else too_long = true;
  }
  if (!any) return LineRead::End;
  return too_long ? LineRead::TooLong : LineRead::Ok;
}

std::string line_too_long() {
  return "error line too long: more than " + std::to_string(kMaxBotLineBytes) + " bytes; ignored";
}

}  // namespace

BotSession::BotSession(const Rules& rules, const BotOptions& options, LegalCostsText legal_costs)
    : rules_(rules), agent_spec_(options.agent), seed_(options.seed), legal_costs_(std::move(legal_costs)) {
  std::string error;
  agent_ = make_agent(agent_spec_, seed_, error);
  if (!agent_) {  // a bad default falls back on hard; the caller validated it already
    agent_spec_ = "hard";
    agent_ = make_agent(agent_spec_, seed_, error);
  }
}

std::string BotSession::handle(const std::string& line) {
  if (line.size() > kMaxBotLineBytes) return line_too_long();
  // Whatever the line held, the reply stays on one line.
  return escape_controls(reply(line));
}

std::string BotSession::reply(const std::string& raw) {
  const std::string line = trim(raw);
  if (line.empty() || line[0] == '#') return "";
  const std::size_t space = line.find(' ');
  const std::string command = lowercase(line.substr(0, space));
  const std::string args = space == std::string::npos ? "" : trim(line.substr(space + 1));
  if (command == "quit") {
    finished_ = true;
    return "bye";
  }
  if (command == "new") return new_game(args);
  if (command == "record" || command == "setup") return load_record(args);
  if (command == "move") return play(args);
  if (command == "go") return args.empty() ? go() : "error go takes no arguments";
  if (command == "legal") return legal(args);
  if (command == "state") return describe();
  if (command == "agent") return set_agent(args);
  if (command == "seed") return set_seed(args);
  if (command == "help") {
    return "ok commands: new SEED [first-game] | record JSON (or setup JSON) | move MOVE | MOVE | go | legal [costs] | "
           "state | agent SPEC | seed N | quit";
  }
  return play(line);  // a bare move such as "construct Baths"
}

std::string BotSession::new_game(const std::string& args) {
  const std::size_t space = args.find(' ');
  const std::string seed_text = args.substr(0, space);
  const std::string option = space == std::string::npos ? "" : lowercase(trim(args.substr(space + 1)));
  std::uint64_t seed = 0;
  if (!parse_uint64_option(seed_text, seed)) {
    return std::string("error new expects a seed, a whole number ") + kSeedRange +
           ", e.g. \"new 42\" or \"new 42 first-game\"; got " + quote_excerpt(seed_text);
  }
  GameOptions options;
  if (option == "first-game") {
    options.first_game_wonders = true;
  } else if (!option.empty()) {
    return "error unknown game option " + quote_excerpt(option) + " (expected first-game)";
  }
  game_.emplace(rules_, make_setup(rules_, seed, options));
  return "ok new game " + std::to_string(seed) + (options.first_game_wonders ? " first-game" : "");
}

std::string BotSession::load_record(const std::string& json) {
  if (json.empty()) return "error record expects a one-line game record in JSON";
  std::string error;
  const std::optional<GameRecord> record = record_from_json(rules_, json, error);
  if (!record) return "error bad record: " + error;
  ReplayResult replay = replay_record(rules_, *record);
  if (!replay.ok) return "error bad record: " + replay.error;
  game_ = replay.state;
  return "ok record with " + std::to_string(replay.moves_applied) + " moves";
}

std::string BotSession::play(const std::string& move_text) {
  if (!game_) return kNoGame;
  if (move_text.empty()) return "error move expects a move, e.g. \"move construct Baths\"";
  if (game_->is_terminal()) return "error the game is over";
  const std::optional<Action> action = parse_action(*game_, move_text);
  if (!action) {
    return "error illegal move " + quote_excerpt(move_text) + ": " + why_move_refused(*game_, move_text) +
           " (send \"legal\" for the list)";
  }
  game_->apply(*action);
  return "ok";
}

std::string BotSession::go() {
  if (!game_) return kNoGame;
  if (game_->is_terminal()) return "error the game is over";
  // The agent sees only the seat to move's observation: the bot is as fair as any player.
  const Action action = agent_->choose(observe(*game_, game_->to_move()));
  const std::string text = action_to_string(*game_, action, game_->to_move());
  if (!game_->apply(action)) return "error internal: the agent chose an illegal move " + text;
  return "move " + text;
}

std::string BotSession::legal(const std::string& args) const {
  if (!game_) return kNoGame;
  if (lowercase(args) == "costs") {
    if (!legal_costs_) return "error legal costs is not available here";
    const std::string costs = legal_costs_(*game_);
    return costs.empty() ? "legal" : "legal " + costs;
  }
  if (!args.empty()) return "error legal takes nothing or \"costs\", got " + quote_excerpt(args);
  ActionList actions;
  game_->legal_actions(actions);
  std::string out = "legal";
  for (int i = 0; i < actions.size(); ++i) {
    out += i == 0 ? " " : "; ";
    out += action_to_string(*game_, actions[i], game_->to_move());
  }
  return out;
}

std::string BotSession::describe() const {
  if (!game_) return kNoGame;
  const GameState& s = *game_;
  std::string out = "state age=" + std::to_string(s.age) + " phase=" + std::string(decision_kind(s.phase).name);
  if (!s.is_terminal()) out += " to_move=" + std::to_string(s.to_move() + 1);
  out += " coins=" + std::to_string(s.cities[0].coins) + "," + std::to_string(s.cities[1].coins);
  out += " pawn=" + std::to_string(s.conflict_pawn);
  out += " score=" + std::to_string(score_sheet(s, 0).total()) + "," + std::to_string(score_sheet(s, 1).total());
  if (s.is_terminal()) {
    out += " winner=" + (s.winner == kNone ? std::string("none") : std::to_string(s.winner + 1));
    out += " victory=" + std::string(victory_type_name(s.victory));
  }
  return out;
}

std::string BotSession::set_agent(const std::string& spec) {
  if (spec.empty()) return "error agent expects a spec, e.g. \"agent hard\"";
  std::string error;
  std::unique_ptr<Agent> agent = make_agent(spec, seed_, error);
  if (!agent) return "error " + error;
  agent_ = std::move(agent);
  agent_spec_ = spec;
  return "ok agent " + spec;
}

std::string BotSession::set_seed(const std::string& args) {
  std::uint64_t seed = 0;
  if (!parse_uint64_option(args, seed)) {
    return std::string("error seed expects a whole number ") + kSeedRange + ", got " + quote_excerpt(args);
  }
  seed_ = seed;
  std::string error;
  agent_ = make_agent(agent_spec_, seed_, error);
  return "ok seed " + std::to_string(seed_);
}

void run_bot(const Rules& rules, std::istream& in, std::ostream& out, const BotOptions& options, LegalCostsText legal_costs) {
  BotSession session(rules, options, std::move(legal_costs));
  std::string line;
  for (LineRead read; !session.finished() && (read = read_line(in, line)) != LineRead::End;) {
    const std::string reply = read == LineRead::TooLong ? line_too_long() : session.handle(line);
    if (!reply.empty()) out << reply << '\n' << std::flush;
  }
}

}  // namespace duel::ai
