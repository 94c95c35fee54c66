// train --value-net: the value network Hard's playouts may take at an Age's end
// (docs/ai.md "A learned value at the end of each Age"). Plays games by Hard's playouts,
// keeps the starts of Age II and Age III, labels each by the mean of many more playouts
// from that exact state, fits the network and writes data/ai/value-<expansions>.json.
// Every tenth game is held out: the figures printed compare the network's error with the
// labels' own noise, and with the linear learned evaluation's.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <iostream>

#include "cli.hpp"
#include "match.hpp"
#include "progress.hpp"
#include "write_file.hpp"
#include "duel/ai/evaluation.hpp"
#include "duel/ai/seeding.hpp"
#include "duel/ai/value_train.hpp"
#include "duel/record.hpp"  // quote_excerpt
#include "duel/setup.hpp"

namespace duel::cli {

namespace {

// One game's positions, each from both players' sides; a held-out game keeps its states
// too (for the linear evaluation's comparison).
struct GamePositions {
  ai::ValueDataset rows;
  std::vector<GameState> states;
  std::vector<float> labels;  // player 1's mean result
};

// Hard's playouts as its level plays them (src/ai/agent.cpp level_config): science mode
// for each player with chance 0.5, one move drawn a ply.
ai::PlayoutStyle hard_style() {
  ai::PlayoutStyle style;
  style.science = 0.5;
  style.choices = 1;
  return style;
}

double linear_mse(const std::vector<GameState>& states, const std::vector<float>& labels, const ai::EvalWeights* weights) {
  double sum = 0.0;
  for (std::size_t i = 0; i < states.size(); ++i) {
    const double p = ai::win_probability(states[i], 0, ai::Evaluation::Learned, weights) - labels[i];
    sum += p * p;
  }
  return states.empty() ? 0.0 : sum / static_cast<double>(states.size());
}

}  // namespace

int run_train_value(Args& args) {
  std::string error;
  std::string command = "7wd-cli train --value-net";
  for (const std::string& a : args.remaining()) command += " " + a;
  const auto games = static_cast<int>(args.number("--games", 20000, 10, 1000000, error));
  const auto playouts = static_cast<int>(args.number("--playouts", 32, 2, 10000, error));
  const std::uint64_t seed = args.seed(error);
  const auto threads = static_cast<int>(args.number("--threads", 2, 1, kMaxGameThreads, error));
  ai::ValueTraining training;
  training.epochs = static_cast<int>(args.number("--epochs", 20, 1, 1000, error));
  training.hidden1 = static_cast<int>(args.number("--hidden1", 128, 1, 1024, error));
  training.hidden2 = static_cast<int>(args.number("--hidden2", 64, 1, 1024, error));
  training.seed = seed;
  const std::optional<std::string> out_option = args.option("--out");
  const std::string dir = data_dir_option(args);
  const std::vector<std::string> expansions = canonical_expansions(split_expansions(args.option("--expansions").value_or("")));
  auto rules = load_rules_reporting(dir, expansions);
  if (!rules) return 1;
  bool weights_ok = true;
  std::shared_ptr<const ai::EvalWeights> weights = load_weights_reporting(dir, expansions, weights_ok);
  if (!weights_ok) return 1;
  args.check_all_used(error);
  if (!error.empty()) {
    std::cerr << "7wd-cli train --value-net: " << error << "\n";
    return 2;
  }
  const std::string out_file = out_option.value_or((std::filesystem::path(dir) / ai::value_net_file(expansions)).string());

  const ai::PlayoutStyle style = hard_style();
  GameOptions options;
  options.expansions = expansions;
  std::vector<GamePositions> by_game(static_cast<std::size_t>(games));
  std::string failure;
  {
    Progress progress(games);
    failure = for_each_game(games, threads, [&](int g) {
      Rng rng(ai::mix_seed(seed ^ ai::mix_seed(static_cast<std::uint64_t>(g) + 1)));
      GamePositions& out = by_game[static_cast<std::size_t>(g)];
      ai::ValueInputs x;
      for (const GameState& s : ai::age_starts(*rules, options, seed + static_cast<std::uint64_t>(g), style, rng)) {
        const auto y = static_cast<float>(ai::playout_label(s, style, playouts, rng));
        ai::value_inputs(s, 0, x);
        out.rows.add(x, y);
        ai::value_inputs(s, 1, x);
        out.rows.add(x, 1.0f - y);
        if (g % 10 == 9) {
          out.states.push_back(s);
          out.labels.push_back(y);
        }
      }
      progress.game_done();
      return std::string();
    });
  }
  if (!failure.empty()) {
    std::cerr << "7wd-cli train --value-net: " << failure << "\n";
    return 1;
  }
  ai::ValueDataset train, held_out, all;
  std::vector<GameState> held_states;
  std::vector<float> held_labels;
  for (int g = 0; g < games; ++g) {
    GamePositions& positions = by_game[static_cast<std::size_t>(g)];
    ai::append_rows(positions.rows, g % 10 == 9 ? held_out : train);
    ai::append_rows(positions.rows, all);
    held_states.insert(held_states.end(), positions.states.begin(), positions.states.end());
    held_labels.insert(held_labels.end(), positions.labels.begin(), positions.labels.end());
    positions = GamePositions{};
  }
  char hash[32];
  std::snprintf(hash, sizeof hash, "fnv1a64:%016llx", static_cast<unsigned long long>(ai::dataset_hash(all)));
  std::printf("%d games by Hard's playouts (setup seeds %llu..%llu), %zu Age starts labelled by %d playouts each,\n"
              "%zu rows from both sides (%zu held out: every tenth game); data set %s\n",
              games, static_cast<unsigned long long>(seed), static_cast<unsigned long long>(seed + static_cast<std::uint64_t>(games) - 1),
              all.rows() / 2, playouts, all.rows(), held_out.rows(), hash);
  std::fflush(stdout);
  ai::ValueNet net = ai::train_value_net(train, training);
  net.dataset = hash;
  net.command = command;
  const ai::ValueFit fit = ai::value_fit(net, held_out, playouts), seen = ai::value_fit(net, train, playouts);
  std::printf("network %d -> %d -> %d -> 1, %d epochs; weights fnv1a64:%016llx\n", net.inputs, net.h1, net.h2,
              training.epochs, static_cast<unsigned long long>(net.hash()));
  std::printf("held out: mean squared error %.5f against the labels, whose own noise (binomial, %d playouts) is %.5f:\n"
              "  the network's error against the true values is about %.5f (RMS %.3f); cross-entropy %.4f\n",
              fit.mse, playouts, fit.label_noise, fit.mse - fit.label_noise, std::sqrt(std::max(0.0, fit.mse - fit.label_noise)),
              fit.log_loss);
  std::printf("  training rows: mean squared error %.5f (noise %.5f)\n", seen.mse, seen.label_noise);
  if (weights) {
    const double linear = linear_mse(held_states, held_labels, weights.get());
    std::printf("  the linear learned evaluation (%s) on the same positions: %.5f (about %.5f against the true values)\n",
                weights->file.c_str(), linear, linear - fit.label_noise);
  }

  const std::string text = ai::value_net_json(net, expansions, static_cast<long long>(all.rows() / 2), playouts);
  if (const std::string failed = write_file_whole(out_file, text); !failed.empty()) {
    std::cerr << "7wd-cli train --value-net: " << failed << "\n";
    return 1;
  }
  std::printf("wrote %s\n", out_file.c_str());
  return 0;
}

}  // namespace duel::cli
