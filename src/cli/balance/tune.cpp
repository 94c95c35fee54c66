#include "tune.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>

namespace duel::cli::balance {
namespace {

constexpr const char* kVictories[] = {"military", "science", "civilian", "political", "shared"};

TuneStatistic rate_of(const Json& row, const char* rate, const char* count) {
  TuneStatistic s;
  if (!row.contains(rate) || !row[rate].is_number()) return s;
  s.seen = true;
  s.value = row[rate].get<double>();
  s.ci95 = row.contains("ci95") ? row["ci95"] : Json::array({row["ci95_low"], row["ci95_high"]});
  s.count = row.contains(count) && row[count].is_number() ? row[count].get<int>() : 0;
  return s;
}

// The count of uses in an item row: the first of its use columns present.
const char* use_column(const Json& row) {
  for (const char* use : {"constructed", "built", "taken", "activated", "triggered", "controlled", "count"}) {
    if (row.contains(use)) return use;
  }
  return "count";
}

}  // namespace

bool parse_tune_target(const std::string& text, TuneTarget& out, std::string& error) {
  out = TuneTarget{};
  out.text = text;
  if (text == "first-player-win-rate") return true;
  const auto bad = [&](const std::string& why) {
    error = "--target " + text + ": " + why +
            " (expected first-player-win-rate, win-rate:TABLE:NAME such as win-rate:divinities:Mars, or "
            "victory-share:TYPE such as victory-share:political)";
    return false;
  };
  if (text.rfind("win-rate:", 0) == 0) {
    const std::string rest = text.substr(9);
    const std::size_t colon = rest.find(':');
    if (colon == std::string::npos || colon == 0 || colon + 1 == rest.size()) return bad("needs a table and an item name");
    out.kind = TuneTarget::Kind::WinRate;
    out.table = rest.substr(0, colon);
    out.name = rest.substr(colon + 1);
    return true;
  }
  if (text.rfind("victory-share:", 0) == 0) {
    out.kind = TuneTarget::Kind::VictoryShare;
    out.name = text.substr(14);
    for (const char* v : kVictories) {
      if (out.name == v) return true;
    }
    return bad("unknown victory type \"" + out.name + "\"");
  }
  return bad("unknown statistic");
}

TuneStatistic tune_statistic(const TuneTarget& target, const Json& report, std::string& error) {
  const Json& overall = report["overall"];
  switch (target.kind) {
    case TuneTarget::Kind::FirstPlayerWinRate: return rate_of(overall["seats"][0], "win_rate", "games");
    case TuneTarget::Kind::VictoryShare: {
      const int games = overall["games"].get<int>();
      for (const Json& row : overall["victories"]) {
        if (row["victory"] != target.name) continue;
        TuneStatistic s;
        s.seen = true;
        s.value = row["share"].get<double>();
        s.ci95 = interval(row["games"].get<int>(), games);
        s.count = games;
        return s;
      }
      error = "--target " + target.text + ": the report has no " + target.name + " victories (is the expansion played?)";
      return {};
    }
    case TuneTarget::Kind::WinRate: {
      if (!report.contains(target.table) || !report[target.table].is_array() || report[target.table].empty() ||
          !report[target.table][0].contains("win_rate")) {
        error = "--target " + target.text + ": the report has no item table \"" + target.table +
                "\" (cards, wonders, tokens, and with the expansions divinities, pantheon_tokens, conspiracies, decrees, "
                "chambers)";
        return {};
      }
      for (const Json& row : report[target.table]) {
        if (row.contains("name") && row["name"] == target.name) return rate_of(row, "win_rate", use_column(row));
      }
      error = "--target " + target.text + ": no item named \"" + target.name + "\" in " + target.table;
      return {};
    }
  }
  return {};
}

std::vector<TuneStep> tune_search(const std::vector<std::vector<long long>>& candidates, double goal, int max_evaluations,
                                  const std::function<TuneStatistic(const std::vector<long long>&)>& evaluate) {
  std::vector<TuneStep> steps;
  steps.reserve(static_cast<std::size_t>(std::max(0, max_evaluations)));  // `at`'s pointers stay valid
  std::map<std::vector<std::size_t>, std::size_t> seen;  // candidate (indices) -> step
  // The step of a candidate, played once; nullptr past the budget.
  auto at = [&](const std::vector<std::size_t>& index) -> const TuneStep* {
    if (auto it = seen.find(index); it != seen.end()) return &steps[it->second];
    if (static_cast<int>(steps.size()) >= max_evaluations) return nullptr;
    TuneStep step;
    for (std::size_t k = 0; k < index.size(); ++k) step.values.push_back(candidates[k][index[k]]);
    step.statistic = evaluate(step.values);
    step.distance = step.statistic.seen ? std::abs(step.statistic.value - goal) : std::numeric_limits<double>::infinity();
    seen[index] = steps.size();
    steps.push_back(step);
    return &steps.back();
  };
  if (candidates.size() == 1) {
    std::size_t lo = 0, hi = candidates[0].size() - 1;
    const TuneStep* a = at({lo});
    const TuneStep* b = hi != lo ? at({hi}) : a;
    if (!a || !b || !a->statistic.seen || !b->statistic.seen) return steps;
    double below = a->statistic.value - goal;
    const double above = b->statistic.value - goal;
    if (below == 0.0 || above == 0.0 || (below > 0) == (above > 0)) return steps;  // reached, or not bracketed
    while (hi - lo > 1) {
      const std::size_t mid = lo + (hi - lo) / 2;
      const TuneStep* m = at({mid});
      if (!m || !m->statistic.seen) break;
      const double d = m->statistic.value - goal;
      if (d == 0.0) break;
      if ((d > 0) == (below > 0)) lo = mid, below = d;
      else hi = mid;
    }
    return steps;
  }
  std::vector<std::size_t> current;
  std::size_t longest = 0;
  for (const auto& values : candidates) current.push_back((values.size() - 1) / 2), longest = std::max(longest, values.size());
  const TuneStep* here = at(current);
  if (!here) return steps;
  double best = here->distance;
  for (std::size_t step = std::max<std::size_t>(1, longest / 4);;) {
    bool moved = false;
    for (std::size_t k = 0; k < candidates.size(); ++k) {
      for (const int direction : {-1, 1}) {
        std::vector<std::size_t> next = current;
        const long long i = static_cast<long long>(current[k]) + direction * static_cast<long long>(step);
        if (i < 0 || i >= static_cast<long long>(candidates[k].size())) continue;
        next[k] = static_cast<std::size_t>(i);
        const TuneStep* s = at(next);
        if (!s) return steps;
        if (s->distance < best) {
          best = s->distance;
          current = next;
          moved = true;
          break;
        }
      }
    }
    if (!moved) {
      if (step == 1) break;
      step /= 2;
    }
  }
  return steps;
}

std::size_t best_step(const std::vector<TuneStep>& steps) {
  std::size_t best = 0;
  for (std::size_t i = 1; i < steps.size(); ++i) {
    if (steps[i].distance < steps[best].distance) best = i;
  }
  return best;
}

}  // namespace duel::cli::balance
