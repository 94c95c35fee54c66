// Game records as readable JSON (docs/record-format.md): read strictly, written
// stably, replayed move by move with a precise message for the first bad move.
#include "duel/record.hpp"

#include <nlohmann/json.hpp>

#include "duel/notation.hpp"
#include "json_errors.hpp"

namespace duel {
namespace {

using nlohmann::json;
constexpr const char* kFormat = "7wd-game-record";

struct Reader {
  const Rules& rules;
  std::string error;

  bool fail(const std::string& path, const std::string& what) {
    if (error.empty()) error = path + ": " + what;
    return false;
  }

  template <typename Id>
  bool names(const json& j, const std::string& path, Id (Rules::*find)(std::string_view) const, const char* kind,
             std::vector<Id>& out) {
    if (!j.is_array()) return fail(path, "expected an array of names");
    for (std::size_t i = 0; i < j.size(); ++i) {
      const std::string at = path + "/" + std::to_string(i);
      if (!j[i].is_string()) return fail(at, "expected a name");
      const Id id = (rules.*find)(j[i].get<std::string>());
      if (id == kNone) return fail(at, std::string("unknown ") + kind + " \"" + j[i].get<std::string>() + "\"");
      out.push_back(id);
    }
    return true;
  }

  bool setup(const json& j, Setup& s) {
    if (!j.is_object()) return fail("/setup", "expected an object");
    for (const char* key : {"wonders", "board_tokens", "box_tokens", "ages", "removed"}) {
      if (!j.contains(key)) return fail("/setup", std::string("missing \"") + key + "\"");
    }
    if (!names(j["wonders"], "/setup/wonders", &Rules::find_wonder, "Wonder", s.wonders)) return false;
    if (!names(j["board_tokens"], "/setup/board_tokens", &Rules::find_token, "Progress token", s.board_tokens)) return false;
    if (!names(j["box_tokens"], "/setup/box_tokens", &Rules::find_token, "Progress token", s.box_tokens)) return false;
    const json& ages = j["ages"];
    if (!ages.is_array() || ages.size() != kAges) return fail("/setup/ages", "expected an array of 3 Ages");
    for (std::size_t a = 0; a < kAges; ++a) {
      if (!names(ages[a], "/setup/ages/" + std::to_string(a), &Rules::find_card, "card", s.ages[a])) return false;
    }
    if (!names(j["removed"], "/setup/removed", &Rules::find_card, "card", s.removed)) return false;
    const std::string problem = check_setup(rules, s);
    return problem.empty() || fail("/setup", problem);
  }
};

template <typename Ids, typename Defs>
json names_of(const Ids& ids, const Defs& defs) {
  json out = json::array();
  for (auto id : ids) out.push_back(defs[id].name);
  return out;
}

}  // namespace

Setup record_setup(const Rules& rules, const GameRecord& record) {
  return record.setup ? *record.setup : make_setup(rules, record.seed, record.options);
}

std::string record_to_json(const Rules& rules, const GameRecord& record, bool explicit_setup) {
  json j;
  j["format"] = kFormat;
  j["version"] = kRecordVersion;
  j["seed"] = record.seed;
  j["options"] = {{"first_game_wonders", record.options.first_game_wonders}};
  if (explicit_setup || record.setup) {
    const Setup s = record_setup(rules, record);
    json ages = json::array();
    for (const auto& age : s.ages) ages.push_back(names_of(age, rules.cards));
    j["setup"] = {{"wonders", names_of(s.wonders, rules.wonders)},
                  {"board_tokens", names_of(s.board_tokens, rules.progress_tokens)},
                  {"box_tokens", names_of(s.box_tokens, rules.progress_tokens)},
                  {"ages", ages},
                  {"removed", names_of(s.removed, rules.cards)}};
  }
  if (!record.players[0].empty() || !record.players[1].empty()) j["players"] = record.players;
  j["moves"] = record.moves;
  return j.dump(2) + "\n";
}

std::optional<GameRecord> record_from_json(const Rules& rules, const std::string& text, std::string& error) {
  json j;
  try {
    j = json::parse(text);
  } catch (const json::exception& e) {
    // Any JSON error (syntax, or a number too large for a double such as 1e400).
    error = "not valid JSON: " + detail::without_exception_id(e.what());
    return std::nullopt;
  }
  Reader reader{rules, {}};
  auto fail = [&](const std::string& path, const std::string& what) {
    reader.fail(path, what);
    error = reader.error;
    return std::nullopt;
  };
  if (!j.is_object()) return fail("/", "expected a JSON object");
  if (!j.contains("format") || j["format"] != kFormat) return fail("/format", std::string("expected \"") + kFormat + "\"");
  if (!j.contains("version") || !j["version"].is_number_integer()) return fail("/version", "expected an integer");
  if (j["version"].get<long long>() != kRecordVersion)
    return fail("/version", "version " + j["version"].dump() + " is not supported (this program reads version " +
                                std::to_string(kRecordVersion) + ")");
  GameRecord record;
  if (!j.contains("seed") || !j["seed"].is_number_unsigned()) return fail("/seed", "expected a non-negative integer");
  record.seed = j["seed"].get<std::uint64_t>();
  if (j.contains("options")) {
    const json& o = j["options"];
    if (!o.is_object()) return fail("/options", "expected an object");
    for (const auto& [key, value] : o.items()) {
      if (key != "first_game_wonders") return fail("/options/" + key, "unknown option");
      if (!value.is_boolean()) return fail("/options/" + key, "expected true or false");
      record.options.first_game_wonders = value.get<bool>();
    }
  }
  if (j.contains("setup")) {
    Setup s;
    s.options = record.options;
    if (!reader.setup(j["setup"], s)) {
      error = reader.error;
      return std::nullopt;
    }
    record.setup = s;
  }
  if (j.contains("players")) {
    const json& players = j["players"];
    if (!players.is_array() || players.size() != 2) return fail("/players", "expected an array of 2 names");
    for (std::size_t i = 0; i < 2; ++i) {
      if (!players[i].is_string() || players[i].get<std::string>().size() > 100)
        return fail("/players/" + std::to_string(i), "expected \"human\" or an AI name (at most 100 characters)");
      record.players[i] = players[i].get<std::string>();
    }
  }
  if (!j.contains("moves") || !j["moves"].is_array()) return fail("/moves", "expected an array of moves");
  for (std::size_t i = 0; i < j["moves"].size(); ++i) {
    if (!j["moves"][i].is_string()) return fail("/moves/" + std::to_string(i), "expected a move in words");
    record.moves.push_back(j["moves"][i].get<std::string>());
  }
  for (const auto& [key, value] : j.items()) {
    if (key != "format" && key != "version" && key != "seed" && key != "options" && key != "setup" && key != "moves" &&
        key != "players")
      return fail("/" + key, "unknown field");
  }
  return record;
}

ReplayResult replay_record(const Rules& rules, const GameRecord& record) {
  ReplayResult result;
  result.state = GameState(rules, record_setup(rules, record));
  for (const std::string& move : record.moves) {
    const int number = result.moves_applied + 1;
    if (result.state.is_terminal()) {
      result.error = "move " + std::to_string(number) + ": \"" + move + "\" comes after the end of the game";
      return result;
    }
    const std::optional<Action> action = parse_action(result.state, move);
    if (!action) {
      ActionList legal;
      result.state.legal_actions(legal);
      result.error = "move " + std::to_string(number) + ": \"" + move + "\" is not a legal move; legal moves:";
      for (const Action& a : legal) {
        if (&a != legal.begin()) result.error += ',';
        result.error += ' ';
        result.error += action_to_string(rules, a);
      }
      return result;
    }
    result.state.apply(*action);
    ++result.moves_applied;
  }
  result.ok = true;
  return result;
}

}  // namespace duel
