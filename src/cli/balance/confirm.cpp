#include "confirm.hpp"

#include "compare.hpp"

namespace duel::cli::balance {
namespace {

// An item row's name: its "name", or a group's "by group use" (report.json "groups").
std::string row_key(const Json& row) {
  if (row.contains("name")) return row["name"].get<std::string>();
  if (row.contains("what")) return row["what"].get<std::string>();
  if (row.contains("by") && row.contains("group") && row.contains("use")) {
    return row["by"].get<std::string>() + " " + row["group"].get<std::string>() + " " + row["use"].get<std::string>();
  }
  return {};
}

const Json* find_row(const Json& table, const std::string& key) {
  if (!table.is_array()) return nullptr;
  for (const Json& row : table) {
    if (row.is_object() && row_key(row) == key) return &row;
  }
  return nullptr;
}

// A row's field, null when it has none.
Json field(const Json& row, const char* key) { return row.is_object() && row.contains(key) ? row[key] : Json(); }

double number_or(const Json& row, const char* field, double fallback) {
  return row.is_object() && row.contains(field) && row[field].is_number() ? row[field].get<double>() : fallback;
}

// A report's item tables: arrays of rows with an "outlier" field.
bool is_item_table(const Json& value) {
  return value.is_array() && !value.empty() && value[0].is_object() && value[0].contains("outlier");
}

// A row's verdict: "high" / "low" for an item, "higher" / "lower" for a significant change.
std::string flag_of(const Json& row, bool comparison) {
  if (comparison) {
    if (!row.value("significant", false)) return {};
    return number_or(row, "difference", 0.0) >= 0 ? "higher" : "lower";
  }
  const Json outlier = field(row, "outlier");
  return outlier.is_string() ? outlier.get<std::string>() : std::string();
}

}  // namespace

std::string verdict_check(double difference, const Json& again, const std::string& flagged_again) {
  if (!again.is_object() || !again.contains("difference") || !again["difference"].is_number()) return "not seen";
  const double now = again["difference"].get<double>();
  if (now == 0.0) return "not seen";
  if ((now > 0) != (difference > 0)) return "reversed";
  return flagged_again.empty() ? "same direction" : "holds";
}

Json confirm_flagged(const Json& original, const Json& again, bool comparison, const std::string& agent, int games) {
  Json rows = Json::array();
  int held = 0;
  auto check_table = [&](const std::string& table) {
    for (const Json& row : original.at(table)) {
      const std::string flag = flag_of(row, comparison);
      if (flag.empty()) continue;
      const std::string key = row_key(row);
      const Json* found = again.contains(table) ? find_row(again[table], key) : nullptr;
      const Json later = found ? *found : Json();
      const std::string flag_again = found ? flag_of(later, comparison) : std::string();
      const double difference = number_or(row, "difference", 0.0);
      const std::string check = verdict_check(difference, later, flag_again == flag ? flag_again : "");
      held += check == "holds";
      Json out = {{"table", table}, {"item", key}, {"verdict", flag}, {"difference", field(row, "difference")},
                  {"confirm_verdict", flag_again}, {"confirm_difference", field(later, "difference")}};
      if (comparison) {
        out["p_adjusted"] = field(row, "p_adjusted");
        out["confirm_p"] = field(later, "p");
        out["confirm_p_adjusted"] = field(later, "p_adjusted");
      } else {
        out["win_rate"] = field(row, "win_rate");
        out["confirm_win_rate"] = field(later, "win_rate");
        out["confirm_ci95"] = Json::array({field(later, "ci95_low"), field(later, "ci95_high")});
      }
      out["check"] = check;
      rows.push_back(out);
    }
  };
  if (comparison) {
    for (const std::string& table : comparison_tables()) {
      if (original.contains(table)) check_table(table);
    }
  } else {
    for (auto it = original.begin(); it != original.end(); ++it) {
      if (is_item_table(it.value())) check_table(it.key());
    }
  }
  return {{"agent", agent},
          {"games", games},
          {"of", comparison ? "the significant changes against the baseline" : "the items flagged high or low"},
          {"flagged", rows.size()},
          {"held", held},
          {"rows", rows}};
}

Json confirmation_table(const Json& confirmation) {
  Json rows = Json::array();
  for (const Json& row : confirmation["rows"]) {
    Json flat = Json::object();
    for (auto it = row.begin(); it != row.end(); ++it) {
      if (it.value().is_array()) {
        flat[it.key() + "_low"] = it.value()[0];
        flat[it.key() + "_high"] = it.value()[1];
      } else {
        flat[it.key()] = it.value();
      }
    }
    rows.push_back(flat);
  }
  return rows;
}

}  // namespace duel::cli::balance
