// Game records as readable JSON (docs/record-format.md): read strictly, written
// stably, replayed move by move with a precise message for the first bad move.
#include "duel/record.hpp"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <set>

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

  // Refuses a key of the object `j` (at `path`) that is not one of `allowed`: a misspelt
  // key would otherwise be ignored silently.
  bool only_keys(const json& j, const std::string& path, const std::vector<std::string>& allowed) {
    for (const auto& item : j.items()) {
      if (std::find(allowed.begin(), allowed.end(), item.key()) != allowed.end()) continue;
      std::string expected;
      for (const std::string& key : allowed) expected += (expected.empty() ? "" : ", ") + key;
      return fail(path + "/" + excerpt(item.key()), "unknown field (expected " + expected + ")");
    }
    return true;
  }

  template <typename Id>
  bool names(const json& j, const std::string& path, Id (Rules::*find)(std::string_view) const, const char* kind,
             std::vector<Id>& out) {
    if (!j.is_array()) return fail(path, "expected an array of names");
    for (std::size_t i = 0; i < j.size(); ++i) {
      const std::string at = path + "/" + std::to_string(i);
      if (!j[i].is_string()) return fail(at, "expected a name");
      const Id id = (rules.*find)(j[i].get<std::string>());
      if (id == kNone) return fail(at, std::string("unknown ") + kind + " " + quote_excerpt(j[i].get<std::string>()));
      out.push_back(id);
    }
    return true;
  }

  // {"mythology_tokens": ["greek", ...], "offering_tokens": [3, 2, 4], "decks": {"greek": ["Zeus", ...], ...}}
  bool pantheon(const json& j, PantheonSetup& s) {
    const std::string at = "/setup/pantheon";
    if (!rules.pantheon) return fail(at, "the game is played without Pantheon");
    const PantheonRules& p = *rules.pantheon;
    if (!j.is_object()) return fail(at, "expected an object");
    for (const char* key : {"mythology_tokens", "offering_tokens", "decks"}) {
      if (!j.contains(key)) return fail(at, std::string("missing \"") + key + "\"");
    }
    if (!only_keys(j, at, {"mythology_tokens", "offering_tokens", "decks"})) return false;
    const json& tokens = j["mythology_tokens"];
    if (!tokens.is_array()) return fail(at + "/mythology_tokens", "expected an array of Mythologies");
    for (std::size_t i = 0; i < tokens.size(); ++i) {
      const int m = tokens[i].is_string() ? mythology_index(tokens[i].get<std::string>()) : -1;
      if (m < 0) return fail(at + "/mythology_tokens/" + std::to_string(i), "expected a Mythology such as \"greek\"");
      s.mythology_tokens.push_back(static_cast<std::uint8_t>(m));
    }
    const json& offerings = j["offering_tokens"];
    if (!offerings.is_array()) return fail(at + "/offering_tokens", "expected an array of Offering token values");
    std::string values;  // "2, 3 or 4": the values the data gives the Offering tokens
    for (std::size_t v = 0; v < p.offering_tokens.size(); ++v) {
      values += (v == 0 ? "" : v + 1 == p.offering_tokens.size() ? " or " : ", ") + std::to_string(p.offering_tokens[v]);
    }
    for (std::size_t i = 0; i < offerings.size(); ++i) {
      // Compared as 64-bit numbers: a narrower read would take 4294967300 for 4.
      const auto it = offerings[i].is_number_unsigned()
                          ? std::find_if(p.offering_tokens.begin(), p.offering_tokens.end(),
                                         [&](std::uint8_t v) { return v == offerings[i].get<std::uint64_t>(); })
                          : p.offering_tokens.end();
      if (it == p.offering_tokens.end())
        return fail(at + "/offering_tokens/" + std::to_string(i),
                    "expected the value of an Offering token, " + values + ", got " + excerpt(offerings[i].dump()));
      s.offerings.push_back(static_cast<std::uint8_t>(it - p.offering_tokens.begin()));
    }
    const json& decks = j["decks"];
    if (!decks.is_object()) return fail(at + "/decks", "expected an object Mythology -> its deck, top first");
    std::vector<std::string> mythologies;
    for (int m = 0; m < kMythologyCount; ++m) mythologies.emplace_back(mythology_name(static_cast<Mythology>(m)));
    if (!only_keys(decks, at + "/decks", mythologies)) return false;
    for (int m = 0; m < kMythologyCount; ++m) {
      const std::string name(mythology_name(static_cast<Mythology>(m)));
      if (!decks.contains(name)) return fail(at + "/decks", "missing \"" + name + "\"");
      const json& deck = decks[name];
      if (!deck.is_array()) return fail(at + "/decks/" + name, "expected an array of Divinities");
      for (std::size_t i = 0; i < deck.size(); ++i) {
        const DivinityId d = deck[i].is_string() ? find_divinity(deck[i].get<std::string>()) : kNone;
        if (d == kNone) return fail(at + "/decks/" + name + "/" + std::to_string(i), "expected a Divinity's name");
        s.decks[static_cast<std::size_t>(m)].push_back(d);
      }
    }
    return true;
  }

  // {"decrees": ["Decree 4", ...] (Chamber 1 first), "conspiracies": ["Coup", ...] (top first)}
  bool agora(const json& j, AgoraSetup& s) {
    const std::string at = "/setup/agora";
    if (!rules.agora) return fail(at, "the game is played without Agora");
    if (!j.is_object()) return fail(at, "expected an object");
    for (const char* key : {"decrees", "conspiracies"}) {
      if (!j.contains(key)) return fail(at, std::string("missing \"") + key + "\"");
    }
    if (!only_keys(j, at, {"decrees", "conspiracies"})) return false;
    auto read = [&](const json& list, const std::string& path, const auto& defs, const char* kind, std::vector<std::uint8_t>& out) {
      if (!list.is_array()) return fail(path, std::string("expected an array of ") + kind + " names");
      for (std::size_t i = 0; i < list.size(); ++i) {
        const std::string name = list[i].is_string() ? list[i].get<std::string>() : std::string();
        const auto it = std::find_if(defs.begin(), defs.end(), [&](const auto& d) { return d.name == name; });
        if (it == defs.end()) return fail(path + "/" + std::to_string(i), std::string("expected a ") + kind + "'s name");
        out.push_back(static_cast<std::uint8_t>(it - defs.begin()));
      }
      return true;
    };
    return read(j["decrees"], at + "/decrees", rules.agora->decrees, "Decree", s.decrees) &&
           read(j["conspiracies"], at + "/conspiracies", rules.agora->conspiracies, "Conspiracy", s.conspiracies);
  }

  static int mythology_index(const std::string& name) {
    for (int m = 0; m < kMythologyCount; ++m) {
      if (mythology_name(static_cast<Mythology>(m)) == name) return m;
    }
    return -1;
  }

  DivinityId find_divinity(const std::string& name) const {
    const auto& list = rules.pantheon->divinities;
    for (std::size_t d = 0; d < list.size(); ++d) {
      if (list[d].name == name) return static_cast<DivinityId>(d);
    }
    return kNone;
  }

  bool setup(const json& j, Setup& s) {
    if (!j.is_object()) return fail("/setup", "expected an object");
    for (const char* key : {"wonders", "board_tokens", "box_tokens", "ages", "removed"}) {
      if (!j.contains(key)) return fail("/setup", std::string("missing \"") + key + "\"");
    }
    if (!only_keys(j, "/setup", {"wonders", "board_tokens", "box_tokens", "ages", "removed", "pantheon", "agora"})) return false;
    if (!names(j["wonders"], "/setup/wonders", &Rules::find_wonder, "Wonder", s.wonders)) return false;
    if (!names(j["board_tokens"], "/setup/board_tokens", &Rules::find_token, "Progress token", s.board_tokens)) return false;
    if (!names(j["box_tokens"], "/setup/box_tokens", &Rules::find_token, "Progress token", s.box_tokens)) return false;
    const json& ages = j["ages"];
    if (!ages.is_array() || ages.size() != kAges) return fail("/setup/ages", "expected an array of 3 Ages");
    for (std::size_t a = 0; a < kAges; ++a) {
      if (!names(ages[a], "/setup/ages/" + std::to_string(a), &Rules::find_card, "card", s.ages[a])) return false;
    }
    if (!names(j["removed"], "/setup/removed", &Rules::find_card, "card", s.removed)) return false;
    if (rules.pantheon && !j.contains("pantheon")) return fail("/setup", "missing \"pantheon\" (the game is played with Pantheon)");
    if (j.contains("pantheon") && !pantheon(j["pantheon"], s.pantheon)) return false;
    if (rules.agora && !j.contains("agora")) return fail("/setup", "missing \"agora\" (the game is played with Agora)");
    if (j.contains("agora") && !agora(j["agora"], s.agora)) return false;
    const std::string problem = check_setup(rules, s);
    return problem.empty() || fail("/setup", problem);
  }
};

// Reports the first key repeated within one object (nlohmann::json silently keeps the
// last one, e.g. a second "moves"), with its JSON path, as the parser meets it.
class RepeatedKeys {
 public:
  std::string path;  // of the first repeated key; empty when none
  std::string key;

  bool operator()(int /*depth*/, json::parse_event_t event, json& parsed) {
    using E = json::parse_event_t;
    if (event == E::object_start || event == E::array_start) {
      std::string at = value_path();
      open_.push_back(Container{std::move(at), event == E::array_start, 0, {}, {}});
    } else if (event == E::object_end || event == E::array_end) {
      open_.pop_back();
    } else if (event == E::key) {
      Container& object = open_.back();
      object.key = parsed.get<std::string>();
      if (!object.keys.insert(object.key).second && path.empty()) {
        path = object.path + "/" + excerpt(object.key);
        key = object.key;
      }
    } else if (event == E::value) {
      value_path();
    }
    return true;
  }

 private:
  struct Container {
    std::string path;
    bool array = false;
    std::size_t next_index = 0;
    std::set<std::string> keys;
    std::string key;  // the key whose value comes next
  };

  // The path of the value that starts now (moving the enclosing array to its next item).
  std::string value_path() {
    if (open_.empty()) return "";
    Container& c = open_.back();
    return c.path + "/" + (c.array ? std::to_string(c.next_index++) : c.key);
  }

  std::vector<Container> open_;
};

template <typename Ids, typename Defs>
json names_of(const Ids& ids, const Defs& defs) {
  json out = json::array();
  for (auto id : ids) out.push_back(defs[id].name);
  return out;
}

// "options": {"first_game_wonders": bool, "expansions": [names]}; both optional. Returns
// the problem ("/options/...: what") or empty.
std::string read_options(const json& o, GameOptions& out) {
  if (!o.is_object()) return "/options: expected an object";
  for (const auto& [key, value] : o.items()) {
    if (key == "first_game_wonders") {
      if (!value.is_boolean()) return "/options/first_game_wonders: expected true or false";
      out.first_game_wonders = value.get<bool>();
    } else if (key == "expansions") {
      if (!value.is_array()) return "/options/expansions: expected an array of expansion names";
      std::vector<std::string> names;
      for (std::size_t i = 0; i < value.size(); ++i) {
        if (!value[i].is_string() || value[i].get<std::string>().empty() || value[i].get<std::string>().size() > 40)
          return "/options/expansions/" + std::to_string(i) + ": expected an expansion name such as \"pantheon\"";
        names.push_back(value[i].get<std::string>());
      }
      out.expansions = canonical_expansions(names);
      if (out.expansions.size() != names.size()) return "/options/expansions: an expansion is listed twice";
    } else {
      return "/options/" + excerpt(key) + ": unknown option (expected first_game_wonders or expansions)";
    }
  }
  return {};
}

std::string names_text(const std::vector<std::string>& names) {
  std::string out;
  for (const std::string& n : names) {
    if (!out.empty()) out += ", ";
    out += n;
  }
  return out.empty() ? "none" : out;
}

// The rules must be those of the record's expansions (their cards and Wonders differ).
std::string check_expansions(const Rules& rules, const GameOptions& options) {
  const std::vector<std::string> loaded = expansions_of(rules);
  if (loaded == options.expansions) return {};
  return "/options/expansions: the game is played with the expansions " + names_text(options.expansions) +
         ", but the rules were loaded with " + names_text(loaded);
}

}  // namespace

std::optional<GameOptions> record_options(const std::string& text, std::string& error) {
  if (text.size() > kMaxRecordBytes) {
    error = "the record is " + std::to_string(text.size()) + " bytes, more than the limit of " +
            std::to_string(kMaxRecordBytes) + " bytes (16 MiB)";
    return std::nullopt;
  }
  const json j = json::parse(text, nullptr, false);
  GameOptions options;
  if (j.is_discarded() || !j.is_object() || !j.contains("options")) return options;  // record_from_json says more
  error = read_options(j["options"], options);
  if (!error.empty()) return std::nullopt;
  return options;
}

namespace {
json pantheon_setup_json(const PantheonRules& p, const PantheonSetup& s) {
  json tokens = json::array(), offerings = json::array(), decks = json::object();
  for (std::uint8_t m : s.mythology_tokens) tokens.push_back(std::string(mythology_name(static_cast<Mythology>(m))));
  for (std::uint8_t o : s.offerings) offerings.push_back(o < p.offering_tokens.size() ? p.offering_tokens[o] : 0);
  for (int m = 0; m < kMythologyCount; ++m) {
    json deck = json::array();
    for (DivinityId d : s.decks[static_cast<std::size_t>(m)]) deck.push_back(p.name_of(d));
    decks[std::string(mythology_name(static_cast<Mythology>(m)))] = deck;
  }
  return {{"mythology_tokens", tokens}, {"offering_tokens", offerings}, {"decks", decks}};
}
json agora_setup_json(const AgoraRules& a, const AgoraSetup& s) {
  json decrees = json::array(), conspiracies = json::array();
  for (DecreeId d : s.decrees) decrees.push_back(d < a.decrees.size() ? a.decrees[d].name : std::string("?"));
  for (ConspiracyId c : s.conspiracies) conspiracies.push_back(c < a.conspiracies.size() ? a.conspiracies[c].name : std::string("?"));
  return {{"decrees", decrees}, {"conspiracies", conspiracies}};
}
// Records written before ruling 30 (November 2026) hold no "trigger nothing" where the
// "trigger a Conspiracy?" step was not offered then (no prepared Conspiracy could act) but
// is now (one is held). The skip is written in where the recorded move needs it, so that
// old saves still load; a record whose moves are illegal anyway is left for the replay's
// error. Only the step's skip is ever added, and only where the next move then applies.
void write_skipped_trigger_steps(const Rules& rules, GameRecord& record) {
  GameState state(rules, record_setup(rules, record));
  std::vector<std::string> moves;
  moves.reserve(record.moves.size());
  std::size_t i = 0;
  for (; i < record.moves.size() && !state.is_terminal(); ++i) {
    std::optional<Action> action = parse_action(state, record.moves[i]);
    if (!action) {
      const std::optional<Action> skip = parse_action(state, "trigger nothing");
      if (!skip) break;
      GameState after = state;
      after.apply(*skip);
      action = parse_action(after, record.moves[i]);
      if (!action) break;
      moves.push_back(action_to_string(state, *skip, kReferee));
      state = std::move(after);
    }
    moves.push_back(record.moves[i]);
    state.apply(*action);
  }
  if (moves.size() == i) return;  // nothing added
  moves.insert(moves.end(), record.moves.begin() + static_cast<std::ptrdiff_t>(i), record.moves.end());
  record.moves = std::move(moves);
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
  // Only when there are some: a base-game record reads as before this option existed.
  if (!record.options.expansions.empty()) j["options"]["expansions"] = record.options.expansions;
  if (explicit_setup || record.setup) {
    const Setup s = record_setup(rules, record);
    json ages = json::array();
    for (const auto& age : s.ages) ages.push_back(names_of(age, rules.cards));
    j["setup"] = {{"wonders", names_of(s.wonders, rules.wonders)},
                  {"board_tokens", names_of(s.board_tokens, rules.progress_tokens)},
                  {"box_tokens", names_of(s.box_tokens, rules.progress_tokens)},
                  {"ages", ages},
                  {"removed", names_of(s.removed, rules.cards)}};
    if (rules.pantheon) j["setup"]["pantheon"] = pantheon_setup_json(*rules.pantheon, s.pantheon);
    if (rules.agora) j["setup"]["agora"] = agora_setup_json(*rules.agora, s.agora);
  }
  if (!record.players[0].empty() || !record.players[1].empty()) j["players"] = record.players;
  j["moves"] = record.moves;
  return j.dump(2) + "\n";
}

std::optional<GameRecord> record_from_json(const Rules& rules, const std::string& text, std::string& error) {
  if (text.size() > kMaxRecordBytes) {
    error = "the record is " + std::to_string(text.size()) + " bytes, more than the limit of " +
            std::to_string(kMaxRecordBytes) + " bytes (16 MiB)";
    return std::nullopt;
  }
  json j;
  RepeatedKeys repeated;
  try {
    j = json::parse(text, std::ref(repeated));
  } catch (const json::exception& e) {
    // Any JSON error (syntax, or a number too large for a double such as 1e400).
    error = "not valid JSON: " + excerpt(detail::without_exception_id(e.what()), 200);
    return std::nullopt;
  }
  if (!repeated.path.empty()) {
    error = repeated.path + ": the key " + quote_excerpt(repeated.key) + " appears twice in the same object";
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
  if (!j.contains("seed") || !j["seed"].is_number_unsigned())
    return fail("/seed", "expected an integer from 0 to 18446744073709551615");
  record.seed = j["seed"].get<std::uint64_t>();
  if (j.contains("options")) {
    const std::string problem = read_options(j["options"], record.options);
    if (!problem.empty()) {
      error = problem;
      return std::nullopt;
    }
  }
  if (const std::string problem = check_expansions(rules, record.options); !problem.empty()) {
    error = problem;
    return std::nullopt;
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
      return fail("/" + excerpt(key), "unknown field");
  }
  if (rules.agora) write_skipped_trigger_steps(rules, record);
  return record;
}

std::optional<std::string> read_record_file(const std::string& path, std::string& error) {
  namespace fs = std::filesystem;
  std::error_code ec;
  const fs::file_status status = fs::status(path, ec);
  if (!fs::exists(status)) {
    error = "no such file";
    return std::nullopt;
  }
  if (fs::is_directory(status)) {
    error = "is a directory, expected a game record file";
    return std::nullopt;
  }
  const std::uintmax_t size = fs::is_regular_file(status) ? fs::file_size(path, ec) : 0;
  if (!ec && size > kMaxRecordBytes) {
    error = "the file is " + std::to_string(size) + " bytes, more than the limit of " +
            std::to_string(kMaxRecordBytes) + " bytes (16 MiB) for a game record";
    return std::nullopt;
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    error = "cannot open the file (no permission to read it?)";
    return std::nullopt;
  }
  // Read at most one byte past the limit: a pipe or device has no size to check first.
  std::string text(kMaxRecordBytes + 1, '\0');
  in.read(text.data(), static_cast<std::streamsize>(text.size()));
  if (in.bad()) {
    error = "cannot read the file";
    return std::nullopt;
  }
  text.resize(static_cast<std::size_t>(in.gcount()));
  if (text.size() > kMaxRecordBytes) {
    error = "the file is more than the limit of " + std::to_string(kMaxRecordBytes) + " bytes (16 MiB) for a game record";
    return std::nullopt;
  }
  return text;
}

std::string excerpt(std::string_view text, std::size_t max_bytes) {
  std::size_t keep = std::min(text.size(), max_bytes);
  // Never cut a UTF-8 character in two: back off over continuation bytes (10xxxxxx).
  while (keep < text.size() && keep > 0 && (static_cast<unsigned char>(text[keep]) & 0xC0) == 0x80) --keep;
  std::string out;
  for (const char c : text.substr(0, keep)) {
    const auto byte = static_cast<unsigned char>(c);
    if (c == '\n') out += "\\n";
    else if (c == '\r') out += "\\r";
    else if (c == '\t') out += "\\t";
    else if (byte < 0x20 || byte == 0x7f) {
      static constexpr char kHex[] = "0123456789abcdef";
      out += "\\x";
      out += kHex[byte >> 4];
      out += kHex[byte & 0xf];
    } else {
      out += c;
    }
  }
  if (keep < text.size()) out += "...";
  return out;
}

std::string quote_excerpt(std::string_view text, std::size_t max_bytes) { return '"' + excerpt(text, max_bytes) + '"'; }

std::string escape_controls(std::string_view text) { return excerpt(text, text.size()); }

ReplayResult replay_record(const Rules& rules, const GameRecord& record) {
  ReplayResult result;
  result.state = GameState(rules, record_setup(rules, record));
  for (const std::string& move : record.moves) {
    const int number = result.moves_applied + 1;
    if (result.state.is_terminal()) {
      result.error = "move " + std::to_string(number) + ": " + quote_excerpt(move) + " comes after the end of the game";
      return result;
    }
    const std::optional<Action> action = parse_action(result.state, move);
    if (!action) {
      ActionList legal;
      result.state.legal_actions(legal);
      // The engine's reason first, then the legal moves (the list can be long).
      result.error = "move " + std::to_string(number) + ": " + quote_excerpt(move) + " is not a legal move: " +
                     why_move_refused(result.state, move) + "; legal moves:";
      for (const Action& a : legal) {
        if (&a != legal.begin()) result.error += ',';
        result.error += ' ';
        result.error += action_to_string(result.state, a, kReferee);
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
