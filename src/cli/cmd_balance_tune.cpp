// balance tune: the values of 1-3 numbers of the data that bring a statistic to a goal
// (balance/tune.hpp), each candidate played over the same games; tune.json, tune.csv and
// one line per candidate with its games and 95% interval.
#include <cstdio>
#include <iostream>
#include <sstream>

#include "balance/data_override.hpp"
#include "balance/output.hpp"
#include "balance/play.hpp"
#include "balance/provenance.hpp"
#include "balance/sweep.hpp"
#include "balance/tune.hpp"
#include "cli.hpp"
#include "duel/ai/spec.hpp"  // parse_double_option
#include "duel/record.hpp"   // quote_excerpt
#include "duel_version.hpp"

namespace duel::cli {

namespace {

using namespace balance;

int fail(const std::string& message, int code) {
  std::cerr << "7wd-cli balance tune: " << message << "\n";
  return code;
}

std::string values_text(const std::vector<Sweep>& params, const std::vector<long long>& values) {
  std::string text;
  for (std::size_t k = 0; k < params.size(); ++k) {
    text += (k ? ", " : "") + params[k].target.file + ":" + params[k].target.pointer + "=" + std::to_string(values[k]);
  }
  return text;
}

std::string statistic_text(const TuneStatistic& s) {
  if (!s.seen) return "n/a (never used)";
  char text[96];
  std::snprintf(text, sizeof text, "%.3f (95%% CI %.3f-%.3f, over %d)", s.value, s.ci95[0].get<double>(),
                s.ci95[1].get<double>(), s.count);
  return text;
}

}  // namespace

int run_balance_tune(Args& args, const std::string& command) {
  std::string error;
  Match match;
  match.specs[0] = args.option("--p1").value_or("greedy:eval=learned");
  match.specs[1] = args.option("--p2").value_or("greedy:eval=learned");
  match.seed = args.seed(error);
  match.first_game = args.flag("--first-game");
  const int games = static_cast<int>(args.number("--games", 1000, 1, kMaxSimGames, error));
  const int threads = static_cast<int>(args.number("--threads", 2, 1, kMaxGameThreads, error));
  const int max_evaluations = static_cast<int>(args.number("--max-evaluations", 12, 2, 200, error));
  const std::optional<std::string> out = args.option("--out");
  TuneTarget target;
  if (const std::optional<std::string> text = args.option("--target"); text && error.empty()) {
    parse_tune_target(*text, target, error);
  } else if (error.empty()) {
    error = "--target STAT is required (first-player-win-rate, win-rate:TABLE:NAME or victory-share:TYPE)";
  }
  double goal = 0.0;
  if (const std::optional<std::string> text = args.option("--goal"); text && error.empty()) {
    if (!ai::parse_double_option(*text, goal) || goal < 0.0 || goal > 1.0)
      error = "--goal expects a rate from 0 to 1, got " + quote_excerpt(*text, 40);
  } else if (error.empty()) {
    error = "--goal X is required (the rate to reach, from 0 to 1)";
  }
  std::vector<Sweep> params;
  for (std::optional<std::string> p = args.option("--param"); p; p = args.option("--param")) {
    Sweep sweep;
    if (error.empty() && !parse_sweep(*p, sweep, error) && error.rfind("--sweep", 0) == 0) error.replace(0, 7, "--param");
    sweep.target.option = "--param";
    params.push_back(sweep);
  }
  if (error.empty() && (params.empty() || params.size() > 3))
    error = "give 1 to 3 --param FILE:POINTER=A..B (the numbers to tune), got " + std::to_string(params.size());
  std::vector<DataOverride> overrides;
  for (std::optional<std::string> set = args.option("--set"); set; set = args.option("--set")) {
    DataOverride o;
    if (error.empty() && parse_override(*set, o, error)) overrides.push_back(o);
  }
  const std::string data_dir = data_dir_option(args);
  const std::vector<std::string> expansions = split_expansions(args.option("--expansions").value_or(""));
  if (error.empty() && !args.unknown().empty()) error = "unexpected argument \"" + args.unknown() + "\"";
  if (error.empty() && !out) error = "--out DIR is required (where tune.json goes)";
  check_agent_specs(match.specs, error);
  if (!error.empty()) return fail(error, 2);
  // Every number's both ends load before any game (a value the loader refuses stops here).
  std::shared_ptr<const Rules> rules;
  for (std::size_t end = 0; end < 2; ++end) {
    std::vector<DataOverride> all = overrides;
    for (const Sweep& s : params) all.push_back(s.at(end ? s.values.back() : s.values.front()));
    rules = load_with_overrides(data_dir, expansions, all, error);
    if (!rules) return fail(error, 1);
  }
  bool weights_ok = true;
  match.weights = load_weights_reporting(data_dir, expansions, weights_ok);
  if (!weights_ok) return 1;
  for (const std::string& spec : match.specs) {
    if (!match.weights && wants_learned_evaluation(spec)) {
      return fail(spec + " asks for the learned evaluation, but the data " + data_dir + " has no " +
                      ai::eval_weights_file(expansions) + " (name agents without eval=learned)", 2);
    }
  }
  std::vector<std::vector<long long>> candidates;
  for (Sweep& s : params) {
    std::sort(s.values.begin(), s.values.end());
    s.values.erase(std::unique(s.values.begin(), s.values.end()), s.values.end());
    candidates.push_back(s.values);
  }
  const Shard all = shard_of(1, 1, games);
  std::string failure;
  Json first_report;
  auto evaluate = [&](const std::vector<long long>& values) -> TuneStatistic {
    if (!failure.empty()) return {};
    std::vector<DataOverride> changed = overrides;
    for (std::size_t k = 0; k < params.size(); ++k) changed.push_back(params[k].at(values[k]));
    std::string e;
    const std::shared_ptr<const Rules> candidate = load_with_overrides(data_dir, expansions, changed, e);
    std::vector<GameSummary> summaries;
    if (candidate) {
      Progress progress(games);
      e = play_summaries(*candidate, match, all, threads, progress, summaries);
    }
    if (!e.empty()) {
      failure = e;
      return {};
    }
    const Json report = build_report(MatchInfo::of(*candidate, match, games), summaries);
    if (first_report.is_null()) first_report = report;
    const TuneStatistic s = tune_statistic(target, report, e);
    if (!e.empty()) failure = e;
    std::cout << "  " << values_text(params, values) << ": " << target.text << " " << statistic_text(s) << ", " << games
              << " games" << std::endl;
    return s;
  };
  std::cout << "tuning " << target.text << " towards " << goal << " (" << games << " games a candidate, at most "
            << max_evaluations << " candidates)\n";
  const std::vector<TuneStep> steps = tune_search(candidates, goal, max_evaluations, evaluate);
  if (!failure.empty()) return fail(failure, 1);
  const std::size_t best = best_step(steps);
  Json rows = Json::array();
  for (std::size_t i = 0; i < steps.size(); ++i) {
    Json row = {{"step", i + 1}};
    for (std::size_t k = 0; k < params.size(); ++k) row[params[k].target.file + ":" + params[k].target.pointer] = steps[i].values[k];
    const TuneStatistic& s = steps[i].statistic;
    row["statistic"] = s.seen ? Json(round6(s.value)) : Json();
    row["ci95"] = s.seen ? s.ci95 : Json::array({nullptr, nullptr});
    row["over"] = s.count;
    row["games"] = games;
    row["distance"] = s.seen ? Json(round6(steps[i].distance)) : Json();
    row["best"] = i == best;
    rows.push_back(row);
  }
  Json params_json = Json::array();
  for (const Sweep& s : params) params_json.push_back({{"param", s.text}, {"values", s.values}, {"item", s.item_name}});
  Played played = played_of(data_dir, *rules, match.weights.get(), version_line("7wd-cli"), command);
  Json match_json = first_report.is_null() ? Json() : first_report["match"];
  if (!match_json.is_null()) match_json["played"] = played.to_json();
  const Json tune = {{"target", target.text}, {"goal", goal}, {"params", params_json},
                     {"search", params.size() == 1 ? "bisection" : "coordinate search"},
                     {"games_per_candidate", games}, {"max_evaluations", max_evaluations},
                     {"steps", rows}, {"best", rows.empty() ? Json() : rows[best]}, {"match", match_json}};
  const std::string written = write_whole_directory(*out, "tune.json", "a balance tune directory", [&](const std::filesystem::path& temp) {
    std::string e = write_file_text(temp / "tune.json", tune.dump(1) + "\n");
    if (e.empty()) e = write_file_text(temp / "tune.csv", csv(rows));
    return e;
  });
  if (!written.empty()) return fail(written, 1);
  if (!steps.empty()) {
    std::cout << "nearest " << goal << ": " << values_text(params, steps[best].values) << " gives " << target.text << " "
              << statistic_text(steps[best].statistic) << " (" << steps.size() << " candidates); " << *out
              << "/tune.json\n";
  }
  return 0;
}

}  // namespace duel::cli
