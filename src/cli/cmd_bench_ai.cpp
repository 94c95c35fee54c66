// bench --ai: search speed on a fixed set of positions, with a signature of the moves
// found (deterministic for a given iteration budget, seed and thread count).
#include <cstdio>
#include <iostream>

#include "cli.hpp"
#include "duel/ai/bench.hpp"

namespace duel::cli {

extern const char* const kBenchAiHelp;
const char* const kBenchAiHelp =
    "usage: 7wd-cli bench --ai [--iterations N] [--threads T] [--seed S] [--json] [--data DIR]\n\n"
    "Searches each of 20 fixed positions (reached by fixed-seed random play, from the\n"
    "Wonder selection to Age III) with N iterations (default 20000) on T threads\n"
    "(default 2), and prints search iterations per second and a signature of the moves\n"
    "chosen. --json prints {positions, iterations, threads, seconds,\n"
    "iterations_per_second, signature}.\n";

int run_bench_ai(Args& args);
int run_bench_ai(Args& args) {
  std::string error;
  ai::SearchConfig config;
  config.iterations = args.number("--iterations", 20000, error);
  config.threads = static_cast<int>(args.number("--threads", 2, error));
  const auto seed = static_cast<std::uint64_t>(args.number("--seed", 1, error));
  const bool json = args.flag("--json");
  if (args.flag("--help")) {
    std::cout << kBenchAiHelp;
    return 0;
  }
  auto rules = load_rules_or_report(args);
  if (!rules) return 1;
  if (error.empty() && !args.unknown().empty()) error = "unexpected argument \"" + args.unknown() + "\"";
  if (error.empty() && (config.iterations < 1 || config.threads < 1 || config.threads > 64)) {
    error = "--iterations must be at least 1 and --threads from 1 to 64";
  }
  if (!error.empty()) {
    std::cerr << "7wd-cli bench --ai: " << error << "\n";
    return 2;
  }
  const ai::BenchResult r = ai::run_search_bench(*rules, config, seed);
  char sig[17];
  std::snprintf(sig, sizeof sig, "%016llx", static_cast<unsigned long long>(r.signature));
  if (json) {
    std::cout << "{\"positions\": " << r.positions << ", \"iterations\": " << r.iterations
              << ", \"threads\": " << config.threads << ", \"seconds\": " << r.seconds
              << ", \"iterations_per_second\": " << r.iterations_per_second << ", \"signature\": \"" << sig
              << "\"}\n";
  } else {
    std::cout << r.positions << " positions, " << r.iterations << " search iterations on " << config.threads
              << " thread(s) in " << r.seconds << " s\n"
              << r.iterations_per_second << " iterations/s\nsignature " << sig << "\n";
  }
  return 0;
}

}  // namespace duel::cli
