#include "sweep_run.hpp"

#include <chrono>
#include <ctime>
#include <memory>
#include <sstream>

#include "assets.hpp"
#include "output.hpp"
#include "play.hpp"

namespace duel::cli::balance {
namespace fs = std::filesystem;

std::string sweep_html(const Json& sweep) { return page_with_data(sweep_template(), sweep); }

std::string run_sweep(const SweepRun& run, std::string& done) {
  // Every value's data first: a value the loader refuses stops the sweep before any game.
  std::vector<std::shared_ptr<const Rules>> rules;
  for (long long value : run.sweep.values) {
    std::vector<DataOverride> overrides = run.overrides;
    overrides.push_back(run.sweep.at(value));
    std::string error;
    rules.push_back(load_with_overrides(run.data_dir, run.expansions, overrides, error));
    if (!rules.back()) return error;
  }
  const Shard all = shard_of(1, 1, run.games);
  const auto start = std::chrono::steady_clock::now();
  const std::clock_t cpu_start = std::clock();
  Json rows = Json::array(), match;
  const std::string error = write_whole_directory(run.out, "sweep.json", "a balance sweep directory", [&](const fs::path& temp) {
    Progress progress(run.games * static_cast<int>(run.sweep.values.size()));
    for (std::size_t i = 0; i < rules.size(); ++i) {
      const long long value = run.sweep.values[i];
      const auto value_start = std::chrono::steady_clock::now();
      std::vector<GameSummary> games;
      if (std::string e = play_summaries(*rules[i], run.match, all, run.threads, progress, games); !e.empty()) return e;
      MatchInfo info = MatchInfo::of(*rules[i], run.match, run.games);
      info.overrides = run.override_texts;
      info.played = run.played;
      const DataOverride at = run.sweep.at(value);
      info.overrides.push_back(at.file + ":" + at.pointer + "=" + at.value);
      const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - value_start).count();
      const Json timing = {{"seconds", seconds}, {"games_per_second", seconds > 0 ? run.games / seconds : 0.0}, {"threads", run.threads}};
      const std::string dir = (temp / ("sweep-" + std::to_string(value))).string();
      if (std::string e = write_results(dir, info, all, games, timing); !e.empty()) return e;
      const Json report = build_report(info, games);
      rows.push_back(sweep_row(run.sweep, value, report));
      if (match.is_null()) match = report["match"], match["data_overrides"] = run.override_texts;
    }
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    const int played = run.games * static_cast<int>(rules.size());
    const Json timing = {{"seconds", seconds}, {"games_per_second", seconds > 0 ? played / seconds : 0.0},
                         {"cpu_seconds", static_cast<double>(std::clock() - cpu_start) / CLOCKS_PER_SEC}, {"threads", run.threads}};
    const Json sweep = sweep_json(run.sweep, match, rows, timing);
    std::string e = write_file_text(temp / "sweep.json", sweep.dump(1) + "\n");
    if (e.empty()) e = write_file_text(temp / "sweep.csv", csv(rows));
    if (e.empty()) e = write_file_text(temp / "sweep.html", sweep_html(sweep));
    return e;
  });
  if (!error.empty()) return error;
  std::ostringstream line;
  line << run.sweep.values.size() << " values of " << run.sweep.target.file << ":" << run.sweep.target.pointer
       << (run.sweep.item_name.empty() ? "" : " (" + run.sweep.item_kind + " " + run.sweep.item_name + ")") << ", "
       << run.games << " games each, in " << std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count()
       << " s; results in " << run.out << "/sweep.html";
  done = line.str();
  return {};
}

}  // namespace duel::cli::balance
