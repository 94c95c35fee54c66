#include "sweep.hpp"

#include <cctype>
#include <charconv>
#include <cmath>
#include <fstream>
#include <map>

#include "../stats.hpp"

namespace duel::cli::balance {
namespace {

bool parse_integer(const std::string& text, long long& out) {
  const char* end = text.data() + text.size();
  const auto [ptr, ec] = std::from_chars(text.data() + (text.size() > 1 && text[0] == '+' ? 1 : 0), end, out);
  return ec == std::errc() && ptr == end && out >= -kMaxSweepMagnitude && out <= kMaxSweepMagnitude;
}

std::string bad_value(const std::string& value) {
  return "the values must be whole numbers from " + std::to_string(-kMaxSweepMagnitude) + " to " +
         std::to_string(kMaxSweepMagnitude) + ", got \"" + value + "\"";
}

// "A..B" or "A..B:STEP" into values; error without the option's name.
std::string parse_range(const std::string& text, std::vector<long long>& values) {
  const std::size_t dots = text.find("..");
  const std::size_t colon = text.find(':', dots);
  const std::string from = text.substr(0, dots);
  const std::string to = text.substr(dots + 2, colon == std::string::npos ? std::string::npos : colon - dots - 2);
  long long a = 0, b = 0, step = 1;
  if (!parse_integer(from, a)) return bad_value(from);
  if (!parse_integer(to, b)) return bad_value(to);
  if (colon != std::string::npos && (!parse_integer(text.substr(colon + 1), step) || step < 1)) {
    return "the step must be a whole number from 1 to " + std::to_string(kMaxSweepMagnitude) + ", got \"" +
           text.substr(colon + 1) + "\"";
  }
  if (a > b) return "the range " + from + ".." + to + " runs backwards (write the smaller value first)";
  if ((b - a) / step + 1 > kMaxSweepValues) {
    return "the range has " + std::to_string((b - a) / step + 1) + " values, more than " + std::to_string(kMaxSweepValues) +
           " (use a step: A..B:STEP)";
  }
  for (long long v = a; v <= b; v += step) values.push_back(v);
  return {};
}

// "V1,V2,..." into values.
std::string parse_list(const std::string& text, std::vector<long long>& values) {
  std::size_t start = 0;
  while (true) {
    const std::size_t comma = text.find(',', start);
    const std::string item = text.substr(start, comma == std::string::npos ? std::string::npos : comma - start);
    long long v = 0;
    if (!parse_integer(item, v)) return bad_value(item);
    for (long long seen : values) {
      if (seen == v) return "the value " + item + " is given twice";
    }
    values.push_back(v);
    if (values.size() > static_cast<std::size_t>(kMaxSweepValues)) return "more than " + std::to_string(kMaxSweepValues) + " values";
    if (comma == std::string::npos) return {};
    start = comma + 1;
  }
}

// The pointer's reference tokens (RFC 6901: ~1 is '/', ~0 is '~').
std::vector<std::string> pointer_tokens(const std::string& pointer) {
  std::vector<std::string> tokens;
  for (std::size_t at = 1; at <= pointer.size();) {
    const std::size_t slash = pointer.find('/', at);
    std::string token = pointer.substr(at, slash == std::string::npos ? std::string::npos : slash - at);
    for (std::size_t i = token.find('~'); i != std::string::npos; i = token.find('~', i + 1)) {
      if (i + 1 < token.size()) token.replace(i, 2, token[i + 1] == '1' ? "/" : "~");
    }
    tokens.push_back(token);
    if (slash == std::string::npos) break;
    at = slash + 1;
  }
  return tokens;
}

// A proportion k / n with its interval, as the rows give it.
void rate(Json& row, const std::string& name, int k, int n) {
  row[name] = n > 0 ? round6(static_cast<double>(k) / n) : 0.0;
  row[name + "_ci95"] = interval(k, n);
}

}  // namespace

DataOverride Sweep::at(long long value) const {
  DataOverride o = target;
  o.value = std::to_string(value);
  return o;
}

bool parse_sweep(const std::string& text, Sweep& out, std::string& error) {
  if (!parse_override(text, out.target, error)) {
    error = "--sweep expects FILE:JSON_POINTER=A..B (or A..B:STEP, or V1,V2,...), e.g. "
            "base/cards.json:/cards/0/victory_points=2..5; got \"" + text + "\"";
    return false;
  }
  out.target.option = "--sweep";
  out.text = text;
  const std::string& spec = out.target.value;
  const std::string problem = spec.find("..") != std::string::npos ? parse_range(spec, out.values) : parse_list(spec, out.values);
  if (!problem.empty()) error = "--sweep " + text + ": " + problem;
  return problem.empty();
}

void find_swept_item(const std::string& data_dir, Sweep& sweep) {
  std::ifstream in(data_dir + "/" + sweep.target.file);
  const nlohmann::json doc = nlohmann::json::parse(in, nullptr, false);
  std::string unnamed;  // an unknown item's name: the run reports it
  const std::vector<std::string> tokens = pointer_tokens(target_pointer(doc, sweep.target, unnamed));
  if (tokens.size() < 2 || !doc.is_object() || !doc.contains(tokens[0]) || !doc[tokens[0]].is_array()) return;
  const nlohmann::json& list = doc[tokens[0]];
  std::size_t index = 0;
  const auto [ptr, ec] = std::from_chars(tokens[1].data(), tokens[1].data() + tokens[1].size(), index);
  if (ec != std::errc() || ptr != tokens[1].data() + tokens[1].size() || index >= list.size()) return;
  const nlohmann::json& item = list[index];
  if (!item.is_object() || !item.contains("name") || !item["name"].is_string()) return;
  const std::string& key = tokens[0];
  sweep.item_kind = key == "cards"          ? "card"
                    : key == "wonders"        ? "Wonder"
                    : key == "progress_tokens" ? "Progress token"
                    : key == "divinities"     ? "Divinity"
                    : key == "conspiracies"   ? "Conspiracy"
                    : key == "decrees"        ? "Decree"
                                              : "";
  if (!sweep.item_kind.empty()) sweep.item_name = item["name"].get<std::string>();
}

Json sweep_row(const Sweep& sweep, long long value, const Json& report) {
  const Json& o = report["overall"];
  const int games = o["games"].get<int>();
  Json row;
  row["value"] = value;
  row["games"] = games;
  rate(row, "first_player_win_rate", o["seats"][0]["wins"].get<int>(), games);
  if (!sweep.item_kind.empty()) {
    static const std::map<std::string, std::pair<const char*, const char*>> kTables = {
        {"card", {"cards", "constructed"}},          {"Wonder", {"wonders", "built"}},
        {"Progress token", {"tokens", "taken"}},     {"Divinity", {"divinities", "activated"}},
        {"Conspiracy", {"conspiracies", "triggered"}}, {"Decree", {"decrees", "controlled"}}};
    const auto [table, use] = kTables.at(sweep.item_kind);
    const Json empty = Json::array();
    for (const Json& item : report.contains(table) ? report[table] : empty) {
      if (item["name"] != sweep.item_name) continue;
      const int count = item[use].get<int>();
      rate(row, "item_pick_rate", count, games);  // each item is got at most once a game
      row["item_win_rate"] = item["win_rate"];
      row["item_win_rate_ci95"] = Json::array({item["ci95_low"], item["ci95_high"]});
      row["item_expected_rate"] = item["expected_rate"];
      row["item_points"] = item["points"];
    }
  }
  // The average score sheet total of a player, with a normal interval over all players.
  for (const Json& s : o["scores"]) {
    if (s["category"] != "total") continue;
    const double mean = (s["A"].get<double>() + s["B"].get<double>()) / 2;
    const double half = games > 0 ? 1.96 * s["sd"].get<double>() / std::sqrt(2.0 * games) : 0.0;
    row["mean_score"] = round6(mean);
    row["mean_score_ci95"] = Json::array({round6(mean - half), round6(mean + half)});
  }
  for (const Json& v : o["victories"]) rate(row, v["victory"].get<std::string>() + "_share", v["games"].get<int>(), games);
  row["mean_moves"] = o["length"]["mean"];
  // Each group (card colour, Senator kind, Mythology, Decree section): its uses per game
  // and its owners' win rate, as columns "group_<by>_<group>_per_game" / "_win_rate".
  for (const Json& g : report.contains("groups") ? report["groups"] : Json::array()) {
    std::string key = "group_" + g["by"].get<std::string>() + "_" + g["group"].get<std::string>();
    for (char& c : key) c = c == ' ' ? '_' : static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    row[key + "_per_game"] = g["per_game"];
    row[key + "_win_rate"] = g["win_rate"];
  }
  return row;
}

Json sweep_json(const Sweep& sweep, const Json& match, const Json& rows, const Json& timing) {
  Json j;
  j["version"] = 1;
  Json s = {{"option", sweep.text}, {"file", sweep.target.file}, {"pointer", sweep.target.pointer}, {"values", sweep.values}};
  s["item"] = sweep.item_kind.empty() ? Json(nullptr) : Json{{"kind", sweep.item_kind}, {"name", sweep.item_name}};
  j["sweep"] = s;
  j["match"] = match;
  j["rows"] = rows;
  j["timing"] = timing;
  return j;
}

}  // namespace duel::cli::balance
