#include "output.hpp"

#include <filesystem>
#include <fstream>
#include <cctype>
#include <functional>
#include <random>
#include <sstream>

#include "agent_strength.hpp"
#include "assets.hpp"
#include "confirm.hpp"

namespace duel::cli::balance {
namespace fs = std::filesystem;
namespace {

std::string csv_field(const Json& v) {
  if (v.is_null()) return "n/a";  // e.g. the win rate of an item never taken
  std::string text = v.is_string() ? v.get<std::string>() : v.dump();
  if (text.find_first_of(",\"\n") == std::string::npos) return text;
  std::string quoted = "\"";
  for (char c : text) quoted += c == '"' ? std::string("\"\"") : std::string(1, c);
  return quoted + "\"";
}

bool write_file(const fs::path& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary);
  out << text;
  out.close();
  return static_cast<bool>(out);
}

// JSON placed inside <script>: "</" would end the script element early.
std::string script_safe(std::string text) {
  for (std::size_t at = text.find("</"); at != std::string::npos; at = text.find("</", at + 3)) text.replace(at, 2, "<\\/");
  return text;
}

void replace_once(std::string& text, const std::string& marker, const std::string& with) {
  const std::size_t at = text.find(marker);
  if (at != std::string::npos) text.replace(at, marker.size(), with);
}

// An existing --out may be replaced when it holds earlier results of the same kind (or nothing).
bool holds(const fs::path& dir, const std::string& marker) {
  std::error_code ec;
  return fs::exists(dir / marker, ec) || fs::is_empty(dir, ec);
}

}  // namespace

Shard shard_of(int index, int count, int total) {
  Shard s{index, count, 0, 0};
  const int base = total / count, extra = total % count;
  s.first = (index - 1) * base + std::min(index - 1, extra);
  s.games = base + (index <= extra ? 1 : 0);
  return s;
}

std::string csv(const Json& rows) {
  if (rows.empty()) return "";
  std::string out;
  bool first = true;
  for (auto it = rows[0].begin(); it != rows[0].end(); ++it) {
    const bool pair = it.value().is_array();
    out += (first ? "" : ",") + (pair ? it.key() + "_low," + it.key() + "_high" : it.key());
    first = false;
  }
  out += "\n";
  for (const Json& row : rows) {
    first = true;
    for (auto it = row.begin(); it != row.end(); ++it) {
      out += first ? "" : ",";
      first = false;
      if (it.value().is_array() && it.value().size() == 2) {
        out += csv_field(it.value()[0]) + "," + csv_field(it.value()[1]);
      } else {
        out += csv_field(it.value());
      }
    }
    out += "\n";
  }
  return out;
}

std::string write_file_text(const fs::path& path, const std::string& text) {
  return write_file(path, text) ? std::string() : "cannot write " + path.string();
}

namespace {

std::string html_text(const std::string& text) {
  std::string out;
  for (char c : text) {
    switch (c) {
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '&': out += "&amp;"; break;
      case '"': out += "&quot;"; break;
      default: out += c;
    }
  }
  return out;
}

std::string game_title(const Json& played) {
  std::string title = "the base game";
  const Json& expansions = played["expansions"];
  for (std::size_t i = 0; i < expansions.size(); ++i) {
    std::string name = expansions[i].get<std::string>();
    if (!name.empty()) name[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(name[0])));
    title += (i == 0 ? " with " : " and ") + name;
  }
  return title;
}

std::string played_html(const Json& match) {
  const Json& p = match["played"];
  std::string text = "Played: " + game_title(p) + "; data " + p["data"].get<std::string>() + " (" +
                     p["data_hash"].get<std::string>() + ")";
  const Json& overrides = match["data_overrides"];
  for (std::size_t i = 0; i < overrides.size(); ++i) text += (i ? ", " : " changed by --set ") + overrides[i].get<std::string>();
  text += "; learned weights " + (p["weights"].is_null() ? std::string("none (eval=learned refused)")
                                                           : p["weights"]["file"].get<std::string>() + " (" +
                                                                 p["weights"]["hash"].get<std::string>() + ")");
  text += "; " + p["version"].get<std::string>() + "; command: ";
  return html_text(text) + "<code>" + html_text(p["command"].get<std::string>()) + "</code>";
}

}  // namespace

std::string page_with_data(std::string page, const Json& data) {
  if (data.contains("match") && data["match"].contains("played")) {
    replace_once(page, "<!--@GAME@-->", html_text(": " + game_title(data["match"]["played"])));
    std::string played = played_html(data["match"]);
    if (data.contains("agent_strength")) played += "<br>Agents: " + html_text(agent_strength_text(data["agent_strength"]));
    replace_once(page, "<!--@PLAYED@-->", played);
  }
  replace_once(page, "<!--@PAGE_HEAD@-->", page_head());  // first: it holds the Vega markers
  replace_once(page, "/*@VEGA@*/", vega_js());
  replace_once(page, "/*@VEGA_LITE@*/", vega_lite_js());
  replace_once(page, "/*@VEGA_EMBED@*/", vega_embed_js());
  replace_once(page, "/*@REPORT_JSON@*/", script_safe(data.dump()));
  return page;
}

std::string report_html(const Json& report) { return page_with_data(report_template(), report); }

std::string write_whole_directory(const std::string& dir, const std::string& marker, const std::string& what,
                                  const std::function<std::string(const fs::path&)>& fill) {
  const fs::path target(dir);
  std::error_code ec;
  if (fs::exists(target, ec) && (!fs::is_directory(target, ec) || !holds(target, marker))) {
    return "--out " + dir + " exists and is not " + what + " (no " + marker + "): not overwriting it";
  }
  const fs::path parent = target.has_parent_path() ? target.parent_path() : fs::path(".");
  fs::create_directories(parent, ec);
  std::random_device random;
  const fs::path temp = parent / (target.filename().string() + ".partial-" + std::to_string(random()));
  if (!fs::create_directory(temp, ec)) return "cannot create " + temp.string() + ": " + ec.message();
  if (std::string error = fill(temp); !error.empty()) {
    fs::remove_all(temp, ec);
    return error;
  }
  if (fs::exists(target, ec)) fs::remove_all(target, ec);
  fs::rename(temp, target, ec);
  if (ec) {
    const std::string error = "cannot rename " + temp.string() + " to " + dir + ": " + ec.message();
    fs::remove_all(temp, ec);
    return error;
  }
  return {};
}

std::string write_results(const std::string& dir, const MatchInfo& info, const Shard& shard,
                          const std::vector<GameSummary>& games, const Json& timing, const Json& comparison,
                          const Json& confirmation) {
  return write_whole_directory(dir, "match.json", "a balance results directory", [&](const fs::path& temp) -> std::string {
    Json match = info.to_json();
    match["shard"] = {{"index", shard.index}, {"count", shard.count}, {"first", shard.first}, {"games", shard.games}};
    match["timing"] = timing;
    std::string raw;
    for (const GameSummary& g : games) raw += summary_line(g) + "\n";
    bool ok = write_file(temp / "match.json", match.dump(1) + "\n") && write_file(temp / "games.jsonl", raw);
    if (ok && shard.whole()) {
      Json report = build_report(info, games);
      const Json& o = report["overall"];
      ok = write_file(temp / "seats.csv", csv(o["seats"])) && write_file(temp / "agents.csv", csv(o["agents"])) &&
           write_file(temp / "victories.csv", csv(o["victories"])) &&
           write_file(temp / "length.csv", csv(o["length"]["histogram"])) &&
           write_file(temp / "scores.csv", csv(o["scores"])) &&
           write_file(temp / "score_histogram.csv", csv(o["score_histogram"])) &&
           write_file(temp / "lead_changes.csv", csv(o["lead_changes"]["histogram"])) &&
           write_file(temp / "winner_clear.csv", csv(o["winner_clear"]["histogram"])) &&
           write_file(temp / "cards.csv", csv(report["cards"])) && write_file(temp / "wonders.csv", csv(report["wonders"])) &&
           write_file(temp / "tokens.csv", csv(report["tokens"])) && write_file(temp / "groups.csv", csv(report["groups"])) &&
           write_file(temp / "games.csv", csv(games_table(info, games)));
      ok = ok && write_file(temp / "health.csv", csv(report["health"]["rows"]));
      for (const char* table : {"divinities", "pantheon_tokens", "offering_activations", "conspiracies", "decrees", "chambers"}) {  // when the expansions are played
        if (report.contains(table)) ok = ok && write_file(temp / (std::string(table) + ".csv"), csv(report[table]));
      }
      if (!comparison.is_null()) {
        report["comparison"] = comparison;
        ok = ok && write_file(temp / "comparison_outcomes.csv", csv(comparison["outcomes"])) &&
             write_file(temp / "comparison_cards.csv", csv(comparison["cards"])) &&
             write_file(temp / "comparison_wonders.csv", csv(comparison["wonders"])) &&
             write_file(temp / "comparison_tokens.csv", csv(comparison["tokens"]));
        for (const char* table : {"groups", "divinities", "conspiracies", "decrees", "owner_win_rates"}) {
          if (comparison.contains(table)) {
            ok = ok && write_file(temp / ("comparison_" + std::string(table) + ".csv"), csv(comparison[table]));
          }
        }
      }
      report["agent_strength"] = agent_strength(info);
      if (!confirmation.is_null()) {
        report["confirmation"] = confirmation;
        ok = ok && write_file(temp / "confirmation.csv", csv(confirmation_table(confirmation)));
      }
      report["timing"] = timing;
      ok = ok && write_file(temp / "report.json", report.dump(1) + "\n") && write_file(temp / "report.html", report_html(report));
    }
    return ok ? std::string() : "cannot write the results into " + temp.string();
  });
}

std::string read_results(const std::string& dir, MatchInfo& info, Shard& shard, std::vector<GameSummary>& games,
                         Json& timing) {
  const fs::path base(dir);
  std::ifstream match_in(base / "match.json");
  if (!match_in) return dir + ": no match.json (not a balance results directory)";
  nlohmann::json match;
  try {
    match = nlohmann::json::parse(match_in, nullptr, false);
  } catch (const nlohmann::json::exception&) {
    match = nlohmann::json(nlohmann::json::value_t::discarded);
  }
  std::string error;
  if (match.is_discarded()) return (base / "match.json").string() + ": not valid JSON";
  if (!MatchInfo::from_json(match, info, error)) return (base / "match.json").string() + ": " + error;
  const nlohmann::json* s = match.contains("shard") ? &match["shard"] : nullptr;
  if (!s || !s->is_object() || !(*s)["index"].is_number_integer() || !(*s)["count"].is_number_integer() ||
      !(*s)["first"].is_number_integer() || !(*s)["games"].is_number_integer()) {
    return (base / "match.json").string() + ": \"shard\" must hold the integers index, count, first and games";
  }
  shard = {(*s)["index"].get<int>(), (*s)["count"].get<int>(), (*s)["first"].get<int>(), (*s)["games"].get<int>()};
  timing = match.contains("timing") ? Json::parse(match["timing"].dump()) : Json::object();
  std::ifstream raw(base / "games.jsonl");
  if (!raw) return dir + ": no games.jsonl";
  std::string line;
  for (int number = 1; std::getline(raw, line); ++number) {
    nlohmann::json j;
    try {
      j = nlohmann::json::parse(line, nullptr, false);
    } catch (const nlohmann::json::exception&) {
      j = nlohmann::json(nlohmann::json::value_t::discarded);
    }
    GameSummary g;
    if (j.is_discarded()) return (base / "games.jsonl").string() + " line " + std::to_string(number) + ": not valid JSON";
    if (!summary_from_json(j, g, error)) {
      return (base / "games.jsonl").string() + " line " + std::to_string(number) + ": " + error;
    }
    games.push_back(std::move(g));
  }
  return {};
}

}  // namespace duel::cli::balance
