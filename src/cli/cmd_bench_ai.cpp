// bench --ai: search speed on a fixed set of positions, with a signature of the moves
// found (deterministic for a given iteration budget, seed and thread count).
#include <iostream>
#include <nlohmann/json.hpp>
#include <optional>

#include "cli.hpp"
#include "duel/ai/bench.hpp"

namespace duel::cli {

extern const char* const kBenchAiHelp;
const char* const kBenchAiHelp =
    "usage: 7wd-cli bench --ai [--iterations N] [--threads T] [--seed S] [--json] [--data DIR]\n"
    "       7wd-cli bench --ai --agent AGENT [--seed S] [--json] [--data DIR]\n\n"
    "Searches each of 20 fixed positions (reached by fixed-seed random play, from the\n"
    "Wonder selection to Age III) with N iterations (default 20000) on T threads\n"
    "(default 2), and prints search iterations per second and a signature of the moves\n"
    "chosen. --json prints {positions, iterations, threads, seconds,\n"
    "iterations_per_second, signature}.\n\n"
    "With --agent (easy, medium, hard, greedy or an expert spec such as\n"
    "hard:iterations=5000), times that agent's answer on each position instead and\n"
    "prints the mean and maximum seconds per move and a signature of its moves, and\n"
    "\"time cap reached in N of M moves\" when the agent's time limit cut searches short\n"
    "(the signature then depends on this machine's speed). --json prints {agent,\n"
    "positions, mean_seconds, max_seconds, time_capped_moves, signature}.\n"
    "Limits: N from 1 to 1000000, T from 1 to 64, S from 0 to 2^64 - 1. Without --agent\n"
    "the search has no time limit: the signature never depends on the machine.\n";

namespace {

int run_move_times(const Rules& rules, const std::shared_ptr<const ai::EvalWeights>& weights, const std::string& spec,
                   std::uint64_t seed, bool json) {
  std::string error;
  const std::optional<ai::MoveTimeResult> r = ai::run_move_time_bench(rules, spec, seed, error, weights);
  if (!r) {
    std::cerr << "7wd-cli bench --ai: " << error << "\n";
    return 2;
  }
  if (json) {
    const nlohmann::json out = {{"agent", spec},
                                {"positions", r->times.moves},
                                {"mean_seconds", r->times.mean_seconds()},
                                {"max_seconds", r->times.longest_seconds},
                                {"time_capped_moves", r->times.time_capped},
                                {"signature", signature_hex(r->signature)}};
    std::cout << out.dump() << "\n";
  } else {
    std::cout << spec << " on " << r->times.moves << " positions: " << r->times.mean_seconds()
              << " s per move on average, " << r->times.longest_seconds << " s at most\nsignature "
              << signature_hex(r->signature) << "\n";
    if (const std::string note = time_cap_note(r->times); !note.empty()) std::cout << note << "\n";
  }
  return 0;
}

}  // namespace

int run_bench_ai(Args& args);
int run_bench_ai(Args& args) {
  std::string error;
  ai::SearchConfig config;
  config.iterations = static_cast<long long>(
      args.number("--iterations", 20000, 1, static_cast<std::uint64_t>(ai::kMaxSearchIterations), error));
  config.threads = static_cast<int>(args.number("--threads", 2, 1, ai::kMaxSearchThreads, error));
  const std::uint64_t seed = args.seed(error);
  const bool json = args.flag("--json");
  const std::optional<std::string> agent = args.option("--agent");
  if (args.flag("--help")) {
    std::cout << kBenchAiHelp;
    return 0;
  }
  std::shared_ptr<const ai::EvalWeights> weights;
  auto rules = load_rules_and_weights_or_report(args, weights);
  if (!rules) return 1;
  args.check_all_used(error);
  if (!error.empty()) {
    std::cerr << "7wd-cli bench --ai: " << error << "\n";
    return 2;
  }
  if (agent) return run_move_times(*rules, weights, *agent, seed, json);
  const ai::BenchResult r = ai::run_search_bench(*rules, config, seed);
  const std::string sig = signature_hex(r.signature);
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
