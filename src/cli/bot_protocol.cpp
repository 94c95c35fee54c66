#include "bot_protocol.hpp"

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

namespace duel::cli {
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

BotSession::BotSession(const Rules& rules, const BotOptions& options, LegalCostsText legal_costs, RulesFor rules_for)
    : rules_(rules),
      seat_(options.seat),
      deal_(options.deal),
      rules_for_(std::move(rules_for)),
      weights_for_(options.weights),
      agent_spec_(options.agent),
      seed_(options.seed),
      legal_costs_(std::move(legal_costs)) {
  std::string why, error;
  if (weights_for_) weights_ = weights_for_(expansions_of(rules_), why);  // the caller checked them already
  agent_ = ai::make_agent(agent_spec_, seed_, error, weights_);
  if (!agent_) {  // a bad default falls back on hard; the caller validated it already
    agent_spec_ = "hard";
    agent_ = ai::make_agent(agent_spec_, seed_, error, weights_);
  }
}

std::string BotSession::use_weights_of(const Rules& rules) {
  if (!weights_for_) return "";
  std::string error;
  std::shared_ptr<const ai::EvalWeights> weights = weights_for_(expansions_of(rules), error);
  if (!error.empty()) return error;
  if (weights == weights_) return "";
  // Another set of expansions: the same agent with that game's weights.
  weights_ = std::move(weights);
  agent_ = ai::make_agent(agent_spec_, seed_, error, weights_);
  return "";
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
  // "move cube 3 4" is Agora's move itself; "move construct Baths" the command and a move.
  if (command == "move") {
    if (game_ && !game_->is_terminal() && parse_action(*game_, line)) return play(line);
    if (game_ && !game_->is_terminal() && !args.empty() && !parse_action(*game_, args) &&
        why_move_refused(*game_, args).rfind("no move begins with", 0) == 0)
      return play(line);  // neither is legal: the reason for the whole line says more
    return play(args);
  }
  if (command == "go") return args.empty() ? go() : "error go takes no arguments";
  if (command == "legal") return legal(args);
  if (command == "state") return describe();
  // A seated bot's AI is its operator's choice (--agent, --seed): the program holding the
  // other seat must not weaken the player it faces.
  if ((command == "agent" || command == "seed") && seated())
    return "error " + command + " is refused when the bot holds a seat: its AI is set by --agent and --seed";
  if (command == "agent") return set_agent(args);
  if (command == "seed") return set_seed(args);
  if (command == "help") {
    return std::string("ok commands: ") +
           (seated() ? "new [first-game]" : "new SEED [first-game] | record JSON (or setup JSON)") +
           " | move MOVE | MOVE | go | legal [costs] | state" + (seated() ? "" : " | agent SPEC | seed N") + " | quit" +
           (seated() ? "; the bot plays player " + std::to_string(seat_ + 1) + ", you player " +
                           std::to_string(program_seat() + 1)
                     : "");
  }
  return play(line);  // a bare move such as "construct Baths"
}

std::string BotSession::seat_refusal(const char* what) const {
  if (!seated() || !game_ || game_->is_terminal()) return "";
  const Player mover = game_->to_move();
  if (std::string(what) == "go") {
    if (mover == seat_) return "";
    return "error it is your turn (player " + std::to_string(mover + 1) + "): send your move; the bot plays player " +
           std::to_string(seat_ + 1);
  }
  if (mover == program_seat()) return "";
  return "error it is the bot's turn (player " + std::to_string(mover + 1) + "): send \"go\"; " + what +
         " is for your own turn (player " + std::to_string(program_seat() + 1) + ")";
}

std::string BotSession::new_game(const std::string& args) {
  const std::size_t space = args.find(' ');
  std::string seed_text = args.substr(0, space);
  std::string option = space == std::string::npos ? "" : lowercase(trim(args.substr(space + 1)));
  std::uint64_t seed = 0;
  if (seated()) {
    // The program holds a seat: a setup it chose (or could compute) would show it every
    // hidden card. The bot deals a secret one.
    if (lowercase(seed_text) == "first-game" && option.empty()) std::swap(seed_text, option);
    if (!seed_text.empty()) {
      return "error new takes no seed when the bot holds a seat (the seed would show you every hidden card): "
             "send \"new\" or \"new first-game\", got " + quote_excerpt(args);
    }
    GameOptions options;
    if (option == "first-game") {
      options.first_game_wonders = true;
    } else if (!option.empty()) {
      return "error unknown game option " + quote_excerpt(option) + " (expected first-game)";
    }
    // A seated bot's setups must be secret from the program: the caller supplies the seed
    // source (7wd-cli: the operating system's entropy), never anything the program sent.
    if (!deal_) return "error this bot has no source of secret setups";
    record_rules_.reset();
    use_weights_of(rules_);  // loaded when the bot started
    game_.emplace(rules_, make_setup(rules_, deal_(), options));
    return std::string("ok new game") + (options.first_game_wonders ? " first-game" : "") + ", you are player " +
           std::to_string(program_seat() + 1);
  }
  if (!ai::parse_uint64_option(seed_text, seed)) {
    return std::string("error new expects a seed, a whole number ") + ai::kSeedRange +
           ", e.g. \"new 42\" or \"new 42 first-game\"; got " + quote_excerpt(seed_text);
  }
  GameOptions options;
  if (option == "first-game") {
    options.first_game_wonders = true;
  } else if (!option.empty()) {
    return "error unknown game option " + quote_excerpt(option) + " (expected first-game)";
  }
  game_.reset();  // before the rules it was played with
  record_rules_.reset();
  use_weights_of(rules_);  // loaded when the bot started
  game_.emplace(rules_, make_setup(rules_, seed, options));
  return "ok new game " + std::to_string(seed) + (options.first_game_wonders ? " first-game" : "");
}

std::string BotSession::load_record(const std::string& json) {
  if (seated()) {
    return "error record is refused when the bot holds a seat: its setup would show you every hidden card "
           "(send \"new\"; a referee runs the bot without --seat)";
  }
  if (json.empty()) return "error record expects a one-line game record in JSON";
  std::string error;
  // The record's own expansions, as `7wd-cli replay` reads it.
  const std::optional<GameOptions> options = record_options(json, error);
  if (!options) return "error bad record: " + error;
  std::shared_ptr<const Rules> loaded;
  if (rules_for_ && options->expansions != expansions_of(rules_)) {
    loaded = rules_for_(options->expansions, error);
    if (!loaded) return "error bad record: " + error;
  }
  const Rules& rules = loaded ? *loaded : rules_;
  const std::optional<GameRecord> record = record_from_json(rules, json, error);
  if (!record) return "error bad record: " + error;
  ReplayResult replay = replay_record(rules, *record);
  if (!replay.ok) return "error bad record: " + replay.error;
  if (std::string why = use_weights_of(rules); !why.empty()) return "error bad record: " + why;
  game_.reset();  // before the rules it was played with
  record_rules_ = std::move(loaded);
  game_ = replay.state;
  return "ok record with " + std::to_string(replay.moves_applied) + " moves";
}

std::string BotSession::play(const std::string& move_text) {
  if (!game_) return kNoGame;
  if (move_text.empty()) return "error move expects a move, e.g. \"move construct Baths\"";
  if (game_->is_terminal()) return "error the game is over";
  if (std::string refused = seat_refusal("a move"); !refused.empty()) return refused;
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
  if (std::string refused = seat_refusal("go"); !refused.empty()) return refused;
  // The agent sees only the seat to move's observation: the bot is as fair as any player.
  const Action action = agent_->choose(observe(*game_, game_->to_move()));
  // Seated, the reply is read by the other seat: the move as that seat may see it
  // ("place a Roman Divinity on space 4"). The referee is told the move exactly.
  const std::string text = action_to_string(*game_, action, seated() ? program_seat() : game_->to_move());
  if (!game_->apply(action)) return "error internal: the agent chose an illegal move " + text;
  return "move " + text;
}

std::string BotSession::legal(const std::string& args) const {
  if (!game_) return kNoGame;
  if (std::string refused = seat_refusal("legal"); !refused.empty()) return refused;
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
  // Seated: worked out from the program's seat's observation, so it can tell nothing hidden.
  const GameState seen = seated() ? observe(*game_, program_seat()) : *game_;
  const GameState& s = seen;
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
  std::unique_ptr<ai::Agent> agent = ai::make_agent(spec, seed_, error, weights_);
  if (!agent) return "error " + error;
  agent_ = std::move(agent);
  agent_spec_ = spec;
  return "ok agent " + spec;
}

std::string BotSession::set_seed(const std::string& args) {
  std::uint64_t seed = 0;
  if (!ai::parse_uint64_option(args, seed)) {
    return std::string("error seed expects a whole number ") + ai::kSeedRange + ", got " + quote_excerpt(args);
  }
  seed_ = seed;
  std::string error;
  agent_ = ai::make_agent(agent_spec_, seed_, error, weights_);
  return "ok seed " + std::to_string(seed_);
}

void run_bot(const Rules& rules, std::istream& in, std::ostream& out, const BotOptions& options, LegalCostsText legal_costs,
             RulesFor rules_for) {
  BotSession session(rules, options, std::move(legal_costs), std::move(rules_for));
  std::string line;
  for (LineRead read; !session.finished() && (read = read_line(in, line)) != LineRead::End;) {
    const std::string reply = read == LineRead::TooLong ? line_too_long() : session.handle(line);
    if (!reply.empty()) out << reply << '\n' << std::flush;
  }
}

}  // namespace duel::cli
