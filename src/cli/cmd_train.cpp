// train: plays self-play games, fits the learned evaluation to their outcomes and writes
// data/ai/eval-<expansions>.json (docs/ai.md "Learned evaluation"). Every tenth game is
// held out, so the closing figures say how well the weights predict games they did not see.
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <sstream>

#include <nlohmann/json.hpp>

#include "cli.hpp"
#include "match.hpp"
#include "progress.hpp"
#include "write_file.hpp"
#include "duel/ai/spec.hpp"
#include "duel/ai/train.hpp"
#include "duel/data_loader.hpp"
#include "duel/record.hpp"  // quote_excerpt
#include "duel/setup.hpp"

namespace duel::cli {

const char* const kTrainHelp =
    "usage: 7wd-cli train [--games N] [--seed S] [--p1 AGENT] [--p2 AGENT] [--threads T]\n"
    "                     [--ridge X] [--out FILE] [--data DIR] [--expansions A,B]\n\n"
    "Plays N self-play games (default 4000; seeds S, S + 1, ..., default S = 1; agents\n"
    "--p1 and --p2, default easy:iterations=100 for both, seats alternated), fits the learned evaluation\n"
    "to their outcomes and writes it to FILE (default: the data folder's\n"
    "ai/eval-<expansions>.json, which the AI reads with eval=learned). Every tenth game is\n"
    "held out of the fit: the figures printed compare the learned and the hand-tuned\n"
    "evaluation on those games (log loss in nats, lower is better; accuracy: the share of\n"
    "positions whose eventual winner the evaluation favours). --ridge is the penalty on\n"
    "large weights (default 0.0001). The file records the training set's hash and this\n"
    "command. On a terminal a progress bar on stderr shows the games played, games/s and\n"
    "the time left. Limits: N from 10 to 100000, T from 1 to 256.\n\n"
    "7wd-cli train --value-net [--games N] [--playouts K] [--epochs E] [--hidden1 H]\n"
    "                          [--hidden2 H] [--seed S] [--threads T] [--out FILE] ...\n"
    "instead fits the value network Hard takes at an Age's end with value=net: N games\n"
    "(default 20000) played by Hard's playouts from setup seeds S, S + 1, ...; the starts of\n"
    "Age II and Age III each labelled by the mean result of K (default 32) more playouts;\n"
    "a network inputs -> H (128) -> H (64) -> 1 fitted for E (20) epochs; every tenth game\n"
    "held out. Writes the data folder's ai/value-<expansions>.json.\n";

namespace {

std::string number_text(double x) {
  char text[32];
  std::snprintf(text, sizeof text, "%.6g", x);
  return text;
}

// A JSON string literal, escaped by nlohmann/json (quotes, backslashes, control characters).
std::string json_string(const std::string& s) { return nlohmann::json(s).dump(); }

std::string weights_json(const ai::EvalWeights& w, const std::vector<std::string>& expansions, long long games,
                         long long positions) {
  std::ostringstream out;
  out << "{\n  \"format\": \"7wd-eval 1\",\n  \"expansions\": [";
  for (std::size_t i = 0; i < expansions.size(); ++i) out << (i ? ", " : "") << json_string(expansions[i]);
  out << "],\n  \"features\": [";
  for (std::size_t i = 0; i < ai::kEvalFeatureNames.size(); ++i) {
    out << (i ? ", " : "") << json_string(std::string(ai::kEvalFeatureNames[i]));
  }
  out << "],\n  \"weights\": {\n";
  for (int a = 0; a < kAges; ++a) {
    out << "    \"age_" << a + 1 << "\": [";
    for (std::size_t i = 0; i < w.by_age[static_cast<std::size_t>(a)].size(); ++i) {
      out << (i ? ", " : "") << number_text(w.by_age[static_cast<std::size_t>(a)][i]);
    }
    out << "]" << (a + 1 < kAges ? "," : "") << "\n";
  }
  out << "  },\n  \"dataset\": {\"hash\": " << json_string(w.dataset) << ", \"games\": " << games
      << ", \"positions\": " << positions << "},\n  \"command\": " << json_string(w.command) << "\n}\n";
  return out.str();
}

// Keeps every state a game passes through.
class Recorder final : public GameWatcher {
 public:
  void after_move(const GameState& state, Player, const EventLog&) override { states.push_back(state); }
  std::vector<GameState> states;
};

void print_quality(const char* what, const ai::FitQuality& q) {
  std::printf("  %-12s log loss %.4f, accuracy %.1f%%\n", what, q.log_loss, 100.0 * q.accuracy);
}

// The default self-play agents: Easy with the 100 iterations it had until it was made a
// beginner's level. Quick enough for 4,000 games in minutes, strong enough that its games
// teach something; the shipped weights' command ("7wd-cli train --games 4000") still
// makes the same games.
constexpr const char* kTrainingAgent = "easy:iterations=100";

}  // namespace

int run_train(Args& args) {
  if (args.flag("--value-net")) return run_train_value(args);
  std::string error;
  std::string command = "7wd-cli train";
  for (const std::string& a : args.remaining()) command += " " + a;
  const std::string specs[2] = {args.option("--p1").value_or(kTrainingAgent), args.option("--p2").value_or(kTrainingAgent)};
  const auto games = static_cast<int>(args.number("--games", 4000, 10, 100000, error));
  const std::uint64_t seed = args.seed(error);
  const auto threads = static_cast<int>(args.number("--threads", 2, 1, kMaxGameThreads, error));
  double ridge = 1e-4;
  if (const auto text = args.option("--ridge"); text && (!ai::parse_double_option(*text, ridge) || ridge < 0 || ridge > 1)) {
    if (error.empty()) error = "--ridge expects a number from 0 to 1, got " + quote_excerpt(*text);
  }
  const std::optional<std::string> out_option = args.option("--out");
  const std::string dir = data_dir_option(args);
  const std::vector<std::string> expansions = canonical_expansions(split_expansions(args.option("--expansions").value_or("")));
  auto rules = load_rules_reporting(dir, expansions);
  if (!rules) return 1;
  bool weights_ok = true;
  std::shared_ptr<const ai::EvalWeights> weights = load_weights_reporting(dir, expansions, weights_ok);
  if (!weights_ok) return 1;
  args.check_all_used(error);
  check_agent_specs(specs, error);
  if (!error.empty()) {
    std::cerr << "7wd-cli train: " << error << "\n";
    return 2;
  }
  const std::string out_file = out_option.value_or((std::filesystem::path(dir) / ai::eval_weights_file(expansions)).string());

  std::vector<std::vector<ai::TrainingPosition>> by_game(static_cast<std::size_t>(games));
  const Match match{{specs[0], specs[1]}, seed, false, false, false, weights};
  std::string failure;
  {
    Progress progress(games);
    failure = for_each_game(games, threads, [&](int g) {
      std::string e;
      Recorder recorder;
      play_game(*rules, match, g, e, &recorder);
      by_game[static_cast<std::size_t>(g)] = ai::game_positions(recorder.states);
      progress.game_done();
      return e;
    });
  }
  if (!failure.empty()) {
    std::cerr << "7wd-cli train: " << failure << "\n";
    return 1;
  }
  std::vector<ai::TrainingPosition> train, held_out;
  std::uint64_t all_hash = ai::kTrainingHashStart;  // of every game's positions, in game order
  std::size_t all = 0;
  for (int g = 0; g < games; ++g) {
    const auto& positions = by_game[static_cast<std::size_t>(g)];
    auto& part = g % 10 == 9 ? held_out : train;
    part.insert(part.end(), positions.begin(), positions.end());
    all_hash = ai::training_hash(positions, all_hash);
    all += positions.size();
  }
  ai::EvalWeights fitted = ai::fit_weights(train, ridge);
  char hash[32];
  std::snprintf(hash, sizeof hash, "fnv1a64:%016llx", static_cast<unsigned long long>(all_hash));
  fitted.dataset = hash;
  fitted.command = command;

  std::printf("%d games (%s vs %s, seeds %llu..%llu), %zu positions from both sides; %zu held out (every tenth game)\n",
              games, specs[0].c_str(), specs[1].c_str(), static_cast<unsigned long long>(seed),
              static_cast<unsigned long long>(seed + static_cast<std::uint64_t>(games) - 1), all, held_out.size());
  std::printf("training set %s\nheld-out games:\n", hash);
  print_quality("learned", ai::fit_quality(held_out, fitted));
  print_quality("hand-tuned", ai::heuristic_quality(held_out));

  const std::string text = weights_json(fitted, expansions, games, static_cast<long long>(all));
  if (const std::string failed = write_file_whole(out_file, text); !failed.empty()) {
    std::cerr << "7wd-cli train: " << failed << "\n";
    return 1;
  }
  std::printf("wrote %s\n", out_file.c_str());
  return 0;
}

}  // namespace duel::cli
