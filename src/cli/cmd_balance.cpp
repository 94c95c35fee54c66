// balance: the designer's workbench. Plays the same games as sim and writes a report
// (report.json, CSV tables, games.csv, report.html) with per seat / agent / card /
// Wonder / Progress token statistics; --shard and `balance merge` split a long run.
#include <algorithm>
#include <atomic>
#include <chrono>
#include <ctime>
#include <filesystem>
#include <iostream>

#include "balance/compare.hpp"
#include "balance/confirm.hpp"
#include "balance/data_override.hpp"
#include "balance/output.hpp"
#include "balance/play.hpp"
#include "balance/provenance.hpp"
#include "duel/ai/eval_weights.hpp"
#include "duel_version.hpp"
#include "duel/record.hpp"
#include "progress.hpp"
#include "balance/sweep_run.hpp"
#include "cli.hpp"
#include "duel/data_loader.hpp"
#include "duel/setup.hpp"

namespace duel::cli {

const char* const kBalanceHelp =
    "usage: 7wd-cli balance --out DIR [--p1 AGENT] [--p2 AGENT] [--games N] [--seed S]\n"
    "                       [--threads T] [--first-game] [--shard K/N] [--data DIR]\n"
    "                       [--expansions A,B] [--records DIR2 [--records-filter F]]\n"
    "                       [--confirm AGENT [--confirm-games N]]\n"
    "                       [--set FILE:JSON_POINTER=NUMBER]... [--baseline DATA_DIR [--baseline-weights data|baseline]]\n"
    "                       [--sweep FILE:JSON_POINTER=A..B[:STEP] | FILE:JSON_POINTER=V1,V2,...]\n"
    "       7wd-cli balance merge DIR... --out DIR\n"
    "       7wd-cli balance tune --out DIR --target STAT --goal X --param FILE:POINTER=A..B...\n\n"
    "Plays the games sim plays with the same options (game i: setup seed S + i, agent A =\n"
    "--p1 is player 1 in even games; defaults: 1000 games, greedy:eval=learned on both\n"
    "sides, seed 1, 2 threads) and writes into DIR: report.json (everything),\n"
    "report.html (charts and sortable tables, works offline), CSV tables (seats, agents,\n"
    "victories, length, scores, score_histogram, lead_changes, winner_clear, cards,\n"
    "wonders, tokens, groups, health; with the expansions divinities, pantheon_tokens,\n"
    "offering_activations, conspiracies, decrees, chambers),\n"
    "games.csv (one row per game), and match.json + games.jsonl (the raw games).\n"
    "--shard K/N plays only the K-th of N blocks of the games and writes only the raw\n"
    "games; `balance merge` combines shard directories into the full report (refusing\n"
    "shards of other expansions, data or learned weights).\n"
    "Every output names what was played: expansions, data folder and hash, learned\n"
    "weights and hash, program version and command (\"played\" in match.json, report.json).\n"
    "An agent with eval=learned is refused when the data has no learned weights for the\n"
    "expansions (it would play the hand-tuned evaluation).\n"
    "--records DIR2 also keeps each game as a game record with its setup written out,\n"
    "DIR2/game-N.json for game N (from 1), to replay or show (not with --set or --sweep,\n"
    "whose data no record names; with --baseline, the games of --data).\n"
    "--records-filter F keeps only the games F matches: conditions among military,\n"
    "science, civilian, political (the victory), draw, first-player-won,\n"
    "second-player-won, a-won, b-won (agent A = --p1 won), joined by ',' for any of them\n"
    "and '+' for all of them (e.g. political,science+second-player-won; default all).\n"
    "The same files whatever --threads; game-N.json is row N - 1 of games.csv.\n"
    "--confirm AGENT re-runs the experiment's first N games (--confirm-games, default 200)\n"
    "with AGENT on both sides (a stronger one, e.g. medium:time=0,iterations=300,threads=1)\n"
    "and says for each flagged row (an item's win rate flagged high or low; with --baseline\n"
    "each significant change) whether its verdict holds there: holds, same direction (not\n"
    "flagged), reversed or not seen (report.json \"confirmation\", confirmation.csv, the page).\n"
    "--set changes one number of the data for this run (e.g. base/cards.json:/cards/3/cost/coins=2;\n"
    "repeatable); the report lists the changes. A change to an expansion's file needs that\n"
    "expansion in --expansions. FILE:ITEM/PATH=NUMBER names the item instead of its index\n"
    "(pantheon/pantheon.json:Mars/effects/0/amount=3; an unknown name is refused with the\n"
    "names near it), for --sweep too; a number the data leaves out (cost_modifier) is added.\n"
    "--baseline DATA_DIR also plays the same games with that data and compares them game\n"
    "by game (McNemar's test for wins and constructions, paired t for points; each row's raw p\n"
    "and its Benjamini-Hochberg adjusted p over all rows, flagged by the adjusted): report.json\n"
    "\"comparison\", comparison_*.csv and a section of report.html. Both sides play the learned\n"
    "weights of --data (--baseline-weights baseline: each its own).\n"
    "--sweep plays the same games for each value (at most 50) of one number of the data:\n"
    "DIR/sweep-VALUE/ holds each value's report, DIR/sweep.json, sweep.csv and sweep.html\n"
    "chart the first player's win rate, the changed card's (Wonder's, token's) pick rate and\n"
    "its owner's win rate, the average score and the victory types against the value.\n"
    "DIR is written whole at the end (nothing half-written on failure); an existing\n"
    "DIR is replaced only when it holds earlier balance results.\n"
    "\n"
    "usage: 7wd-cli balance tune --out DIR --target STAT --goal X --param FILE:POINTER=A..B[:STEP]\n"
    "                            [--param ...] [--max-evaluations M] [--games N] [--p1 AGENT] [--p2 AGENT]\n"
    "                            [--seed S] [--threads T] [--first-game] [--expansions A,B] [--data DIR]\n"
    "                            [--set FILE:POINTER=NUMBER]...\n"
    "Finds the values of 1 to 3 numbers of the data (--param, each a range or list as --sweep\n"
    "takes) that bring STAT nearest X: first-player-win-rate, win-rate:TABLE:NAME (the win\n"
    "rate of whoever used the item: win-rate:divinities:Mars, win-rate:cards:Library) or\n"
    "victory-share:TYPE (victory-share:political). Every candidate plays the same N games\n"
    "(default 1000; paired by seed). One number is bisected (both ends first: when the goal is\n"
    "not between them, the nearer end is the answer); two or three are searched one at a time\n"
    "from their middle values, steps of a quarter of a range halved down to one value. At most\n"
    "M candidates are played (default 12). Prints each candidate's statistic with its 95%\n"
    "interval and games, and writes DIR/tune.json and tune.csv.\n"
    "See docs/designers.md for a walkthrough and what each statistic means.\n";

namespace {

using namespace balance;

bool parse_shard(const std::string& text, int& index, int& count) {
  const std::size_t slash = text.find('/');
  if (slash == std::string::npos) return false;
  try {
    std::size_t used_k = 0, used_n = 0;
    index = std::stoi(text.substr(0, slash), &used_k);
    count = std::stoi(text.substr(slash + 1), &used_n);
    return used_k == slash && used_n == text.size() - slash - 1 && count >= 1 && index >= 1 && index <= count;
  } catch (const std::exception&) {
    return false;
  }
}

int fail(const std::string& message, int code) {
  std::cerr << "7wd-cli balance: " << message << "\n";
  return code;
}

int run_merge(Args& args, const std::string& command) {
  const std::optional<std::string> out = args.option("--out");
  const std::vector<std::string> dirs = args.positional();
  if (!args.unknown().empty()) return fail("unexpected argument \"" + args.unknown() + "\"", 2);
  if (!out) return fail("merge needs --out DIR", 2);
  if (dirs.empty()) return fail("merge needs the shard directories to combine", 2);
  MatchInfo info;
  std::vector<GameSummary> games;
  double seconds = 0;
  for (const std::string& dir : dirs) {
    MatchInfo part;
    Shard shard;
    Json timing;
    std::vector<GameSummary> part_games;
    if (std::string e = read_results(dir, part, shard, part_games, timing); !e.empty()) return fail(e, 1);
    if (&dir == &dirs.front()) info = part;
    else if (!(part == info)) return fail(dir + " holds another match (agents, seed, games, first-game or data differ from " + dirs.front() + ")", 1);
    else if (const std::string d = info.played.difference(part.played); !d.empty()) {
      return fail(dir + " was not played like " + dirs.front() + ": " + d, 1);
    }
    info.shard_commands.push_back(part.played.command);
    if (timing.contains("seconds") && timing["seconds"].is_number()) seconds += timing["seconds"].get<double>();
    games.insert(games.end(), part_games.begin(), part_games.end());
  }
  std::sort(games.begin(), games.end(), [](const GameSummary& a, const GameSummary& b) { return a.game < b.game; });
  for (std::size_t i = 0; i < games.size(); ++i) {
    if (games[i].game != static_cast<int>(i)) {
      const bool duplicate = i > 0 && games[i].game == games[i - 1].game;
      return fail((duplicate ? "game " + std::to_string(games[i].game) + " appears in two shards"
                             : "game " + std::to_string(i) + " is missing (a shard was not given?)"), 1);
    }
  }
  if (static_cast<int>(games.size()) != info.games) {
    return fail("games " + std::to_string(games.size()) + ".." + std::to_string(info.games - 1) + " are missing (a shard was not given?)", 1);
  }
  info.played.command = command;
  info.played.version = version_line("7wd-cli");
  const Json timing = {{"merged_shards", dirs.size()}, {"seconds", seconds}};
  if (std::string e = write_results(*out, info, Shard{1, 1, 0, info.games}, games, timing); !e.empty()) return fail(e, 1);
  std::cout << "merged " << games.size() << " games from " << dirs.size() << " directories into " << *out << "\n";
  return 0;
}

// An agent asking for eval=learned when the data has no learned weights for these
// expansions would play the hand-tuned evaluation under the learned one's name (issue
// 33): the reason to refuse it, or empty.
std::string learned_weights_missing(const Match& match, const bool named[2], const std::string& data_dir,
                                    const std::vector<std::string>& expansions, const std::string& which) {
  if (match.weights) return {};
  for (int side = 0; side < 2; ++side) {
    const std::string& spec = match.specs[static_cast<std::size_t>(side)];
    if (!wants_learned_evaluation(spec)) continue;
    return std::string(side ? "--p2 " : "--p1 ") + spec + (named[side] ? "" : " (the default)") +
           " asks for the learned evaluation, but " + which + " " + data_dir + " has no " + ai::eval_weights_file(expansions) +
           ": it would play the hand-tuned evaluation instead. Fit the weights with 7wd-cli train, or name agents "
           "without eval=learned (e.g. --p1 greedy --p2 greedy)";
  }
  return {};
}

}  // namespace

// The fast agent for big simulations: Greedy with the learned evaluation plays science
// and presses the military where the hand-tuned Greedy hardly does, in 1.3 times its
// CPU time (docs/designers.md, "Which agents").
constexpr const char* kDesignersAgent = "greedy:eval=learned";

int run_balance_tune(Args& args, const std::string& command);  // cmd_balance_tune.cpp

int run_balance(Args& args) {
  const std::string command = command_line("7wd-cli balance", args.remaining());
  if (args.subcommand("merge")) return run_merge(args, command);
  if (args.subcommand("tune")) return run_balance_tune(args, command);
  std::string error;
  const std::optional<std::string> p1 = args.option("--p1"), p2 = args.option("--p2");
  const bool named[2] = {p1.has_value(), p2.has_value()};
  Match match;
  match.specs[0] = p1.value_or(kDesignersAgent);
  match.specs[1] = p2.value_or(kDesignersAgent);
  match.seed = args.seed(error);
  match.first_game = args.flag("--first-game");
  const int games = static_cast<int>(args.number("--games", 1000, 1, kMaxSimGames, error));
  const int threads = static_cast<int>(args.number("--threads", 2, 1, kMaxGameThreads, error));
  const std::optional<std::string> out = args.option("--out");
  const std::optional<std::string> shard_text = args.option("--shard");
  const std::optional<std::string> baseline = args.option("--baseline");
  const std::optional<std::string> records = args.option("--records");
  RecordFilter records_filter;
  if (const std::optional<std::string> text = args.option("--records-filter"); text && error.empty()) {
    if (!records) error = "--records-filter needs --records DIR2 (where the kept games go)";
    else parse_record_filter(*text, records_filter, error);
  }
  const std::optional<std::string> baseline_weights = args.option("--baseline-weights");
  if (error.empty() && baseline_weights && *baseline_weights != "data" && *baseline_weights != "baseline")
    error = "--baseline-weights expects data or baseline, got " + quote_excerpt(*baseline_weights, 40);
  if (error.empty() && baseline_weights && !baseline) error = "--baseline-weights needs --baseline";
  const std::optional<std::string> confirm_agent = args.option("--confirm");
  const bool confirm_games_given =
      std::find(args.remaining().begin(), args.remaining().end(), "--confirm-games") != args.remaining().end();
  const int confirm_games = static_cast<int>(args.number("--confirm-games", 200, 1, kMaxSimGames, error));
  if (error.empty() && confirm_games_given && !confirm_agent) error = "--confirm-games needs --confirm AGENT";
  int shard_index = 1, shard_count = 1;
  if (error.empty() && shard_text && !parse_shard(*shard_text, shard_index, shard_count)) {
    error = "--shard expects K/N with 1 <= K <= N, got \"" + *shard_text + "\"";
  }
  std::vector<DataOverride> overrides;
  std::vector<std::string> override_texts;
  for (std::optional<std::string> set = args.option("--set"); set; set = args.option("--set")) {
    DataOverride o;
    if (error.empty() && parse_override(*set, o, error)) overrides.push_back(o), override_texts.push_back(*set);
  }
  const std::optional<std::string> sweep_text = args.option("--sweep");
  Sweep sweep;
  if (error.empty() && sweep_text && parse_sweep(*sweep_text, sweep, error)) {
    if (shard_text) error = "--sweep cannot be combined with --shard (shard each value's --set run and merge it instead)";
    else if (baseline) error = "--sweep cannot be combined with --baseline (the values are compared with each other in sweep.html)";
    else if (args.option("--sweep")) error = "give --sweep once (one number swept per run)";
  }
  if (error.empty() && confirm_agent && (sweep_text || shard_count > 1))
    error = std::string("--confirm cannot be combined with ") + (sweep_text ? "--sweep" : "--shard") +
            " (it confirms one run's flagged rows)";
  if (error.empty() && records && (!overrides.empty() || sweep_text))
    error = "--records cannot be combined with --set or --sweep (a record names no changed data to replay it with)";
  const std::string data_dir = data_dir_option(args);
  const std::vector<std::string> expansions = split_expansions(args.option("--expansions").value_or(""));
  std::shared_ptr<const Rules> rules;
  if (overrides.empty()) {
    rules = load_rules_reporting(data_dir, expansions);
  } else if (error.empty()) {
    std::string load_error;
    rules = load_with_overrides(data_dir, expansions, overrides, load_error);
    if (!rules) return fail(load_error, 1);
  }
  if (!rules && error.empty()) return 1;
  // The learned weights come from the data folder itself (a --set changes only its copy
  // of the game data): --baseline and every --sweep value play these too.
  bool weights_ok = true;
  if (rules) match.weights = load_weights_reporting(data_dir, expansions, weights_ok);
  if (!weights_ok && error.empty()) return 1;
  if (error.empty() && !args.unknown().empty()) error = "unexpected argument \"" + args.unknown() + "\"";
  if (error.empty() && !out) error = "--out DIR is required (where the report goes)";
  check_agent_specs(match.specs, error);
  Match confirm_match = match;  // --confirm: the stronger agent on both sides
  if (confirm_agent) {
    confirm_match.specs[0] = confirm_match.specs[1] = *confirm_agent;
    if (error.empty()) check_agent_specs(confirm_match.specs, error);
    if (!error.empty() && error.find(*confirm_agent) != std::string::npos && error.rfind("--confirm", 0) != 0)
      error = "--confirm: " + error;
  }
  if (!error.empty()) return fail(error, 2);
  if (std::string e = learned_weights_missing(match, named, data_dir, expansions, "the data"); !e.empty()) return fail(e, 2);
  const bool confirm_named[2] = {true, true};
  if (confirm_agent) {
    if (std::string e = learned_weights_missing(confirm_match, confirm_named, data_dir, expansions, "the data"); !e.empty())
      return fail("--confirm: " + e, 2);
  }
  const Played what_played = played_of(data_dir, *rules, match.weights.get(), version_line("7wd-cli"), command);

  if (sweep_text) {
    find_swept_item(data_dir, sweep);
    std::string done;
    if (std::string e = run_sweep({sweep, data_dir, expansions, overrides, override_texts, match, games, threads, *out, what_played}, done);
        !e.empty()) {
      return fail(e, 1);
    }
    std::cout << done << "\n";
    return 0;
  }
  std::shared_ptr<const Rules> baseline_rules;
  Match baseline_match = match;
  Played baseline_played;
  if (baseline) {
    if (shard_count > 1) return fail("--baseline cannot be combined with --shard", 2);
    const LoadResult loaded = load_rules(*baseline, expansions);
    if (!loaded.ok()) {
      for (const DataError& e : loaded.errors) std::cerr << e.to_string() << "\n";
      return fail("the baseline data in " + *baseline + " has " + std::to_string(loaded.errors.size()) + " problem(s)", 1);
    }
    baseline_rules = loaded.rules;
    // Both sides play the same learned weights, those of --data, so that the comparison
    // measures the game data's change alone; --baseline-weights baseline plays the
    // baseline's own.
    if (baseline_weights.value_or("data") == "baseline") {
      bool ok = true;
      baseline_match.weights = load_weights_reporting(*baseline, expansions, ok);
      if (!ok) return 1;
      if (std::string e = learned_weights_missing(baseline_match, named, *baseline, expansions, "the baseline data"); !e.empty()) {
        return fail(e, 2);
      }
    }
    baseline_played = played_of(*baseline, *baseline_rules, baseline_match.weights.get(), what_played.version, command);
    if (baseline_match.weights == match.weights) {  // the data's weights: hashed in the data's folder
      baseline_played.weights_file = what_played.weights_file;
      baseline_played.weights_hash = what_played.weights_hash;
    }
  }
  const Shard shard = shard_of(shard_index, shard_count, games);
  MatchInfo info = MatchInfo::of(*rules, match, games);
  info.overrides = override_texts;
  info.played = what_played;
  std::vector<GameSummary> summaries(static_cast<std::size_t>(shard.games)), baseline_summaries;
  const auto start = std::chrono::steady_clock::now();
  const std::clock_t cpu_start = std::clock();  // CPU time of all threads
  std::string failure;
  const RecordKeeper keeper(records.value_or(""), records_filter);
  std::atomic<int> records_kept{0};
  {
    Progress progress(shard.games * (baseline ? 2 : 1));
    if (records) {
      if (const std::string e = keeper.prepare(); !e.empty()) return fail(e, 1);
    }
    failure = play_summaries(*rules, match, shard, threads, progress, summaries, records ? &keeper : nullptr, &records_kept);
    if (failure.empty() && baseline) failure = play_summaries(*baseline_rules, baseline_match, shard, threads, progress, baseline_summaries);
  }
  if (!failure.empty()) return fail(failure, 1);
  Json comparison;  // null without --baseline
  if (baseline) {
    comparison = compare_runs(MatchInfo::of(*baseline_rules, match, games), baseline_summaries, info, summaries);
    comparison["baseline_data"] = *baseline;
    comparison["baseline_played"] = baseline_played.to_json();
  }
  Json confirmation;  // null without --confirm
  if (confirm_agent) {
    // The first N games again (the same setups) with the stronger agent, the same data.
    const int n = std::min(confirm_games, games);
    const Shard first = shard_of(1, 1, n);
    std::vector<GameSummary> again, again_baseline;
    Match baseline_confirm = confirm_match;
    baseline_confirm.weights = baseline_match.weights;
    {
      Progress progress(n * (baseline ? 2 : 1));
      failure = play_summaries(*rules, confirm_match, first, threads, progress, again);
      if (failure.empty() && baseline) failure = play_summaries(*baseline_rules, baseline_confirm, first, threads, progress, again_baseline);
    }
    if (!failure.empty()) return fail("--confirm: " + failure, 1);
    MatchInfo again_info = MatchInfo::of(*rules, confirm_match, n);
    again_info.overrides = override_texts;
    confirmation = baseline ? confirm_flagged(comparison,
                                              compare_runs(MatchInfo::of(*baseline_rules, baseline_confirm, n), again_baseline,
                                                           again_info, again),
                                              true, *confirm_agent, n)
                            : confirm_flagged(build_report(info, summaries), build_report(again_info, again), false,
                                              *confirm_agent, n);
  }
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  const double cpu_seconds = static_cast<double>(std::clock() - cpu_start) / CLOCKS_PER_SEC;
  const int played = shard.games * (baseline ? 2 : 1);
  const Json timing = {{"seconds", seconds}, {"games_per_second", seconds > 0 ? played / seconds : 0.0},
                       {"cpu_seconds", cpu_seconds}, {"threads", threads}};
  if (std::string e = write_results(*out, info, shard, summaries, timing, comparison, confirmation); !e.empty()) return fail(e, 1);
  if (baseline) {
    int significant = 0;
    for (const std::string& table : comparison_tables()) {
      if (!comparison.contains(table)) continue;
      for (const Json& row : comparison[table]) significant += row["significant"].get<bool>();
    }
    std::cout << "compared with the baseline data " << *baseline << ": " << significant
              << " significant change(s) of " << comparison["tests"].get<std::size_t>()
              << " tested (Benjamini-Hochberg adjusted p < 0.05), see comparison_*.csv\n";
  }
  std::cout << shard.games << " games" << (baseline ? " with each data set" : "");
  if (!shard.whole()) std::cout << " (shard " << shard.index << "/" << shard.count << ": games " << shard.first << ".." << shard.first + shard.games - 1 << ")";
  std::cout << " in " << seconds << " s (" << (seconds > 0 ? played / seconds : 0.0) << " games/s); results in " << *out
            << (shard.whole() ? "/report.html" : "") << "\n";
  if (confirm_agent) {
    std::cout << "confirmed with " << *confirm_agent << " over " << confirmation["games"].get<int>() << " games: "
              << confirmation["held"].get<int>() << " of " << confirmation["flagged"].get<std::size_t>()
              << " flagged verdict(s) hold, see confirmation.csv\n";
  }
  if (records) {
    std::cout << "records: " << records_kept.load() << " of " << shard.games << " games kept in " << *records
              << (records_filter.alternatives.empty() ? "" : " (--records-filter " + records_filter.text + ")") << "\n";
  }
  return 0;
}

}  // namespace duel::cli
