// The value network Hard may take at an Age's end (value=net, docs/ai.md "A learned value
// at the end of each Age"): its forward pass, gradients, file, training and spec option.
#include <catch2/catch.hpp>

#include <cmath>
#include <filesystem>
#include <functional>
#include <fstream>

#include <nlohmann/json.hpp>

#include "cli_support.hpp"
#include "test_support.hpp"
#include "ai_test_support.hpp"
#include "duel/ai/agent.hpp"
#include "duel/ai/eval_weights.hpp"
#include "duel/ai/mcts_agent.hpp"
#include "duel/ai/value_net.hpp"
#include "duel/ai/value_train.hpp"
#include "duel/observation.hpp"

using namespace duel;
using json = nlohmann::json;

namespace {

// inputs 0 (1) and 5 (2) -> 2 -> 2 -> 1, worked by hand in the forward-pass test.
ai::ValueNet hand_net() {
  ai::ValueNet n = ai::ValueNet::zeros(2, 2);
  n.w1[0 * 2 + 0] = 1.0f, n.w1[0 * 2 + 1] = -1.0f;
  n.w1[5 * 2 + 0] = 0.5f, n.w1[5 * 2 + 1] = 0.25f;
  n.b1 = {0.0f, 0.5f};
  n.w2 = {1.0f, -2.0f, 3.0f, 3.0f};
  n.b2 = {0.5f, 0.0f};
  n.w3 = {2.0f, 7.0f};
  n.b3 = -1.0f;
  return n;
}

// A few Age starts of games played by Hard's playouts, labelled by a few playouts each.
ai::ValueDataset tiny_dataset(int games, int playouts) {
  ai::PlayoutStyle style;
  style.choices = 1;
  ai::ValueDataset data;
  ai::ValueInputs x;
  for (int g = 0; g < games; ++g) {
    Rng rng(static_cast<std::uint64_t>(g) + 1);
    for (const GameState& s : ai::age_starts(test::rules(), GameOptions{}, static_cast<std::uint64_t>(g) + 1, style, rng)) {
      const auto y = static_cast<float>(ai::playout_label(s, style, playouts, rng));
      ai::value_inputs(s, 0, x);
      data.add(x, y);
      ai::value_inputs(s, 1, x);
      data.add(x, 1.0f - y);
    }
  }
  return data;
}

// The shipped learned weights with a small hand-set network attached (for the option's tests).
std::shared_ptr<const ai::EvalWeights> weights_with_net() {
  const auto loaded = ai::load_eval_weights(DUEL_SOURCE_DATA_DIR, {});
  REQUIRE(loaded.weights);
  auto weights = std::make_shared<ai::EvalWeights>(*loaded.weights);
  ai::ValueTraining o;
  o.hidden1 = 8, o.hidden2 = 4, o.epochs = 3, o.batch = 8;
  weights->value_net = std::make_shared<const ai::ValueNet>(ai::train_value_net(tiny_dataset(6, 4), o));
  return weights;
}

// A copy of the data root with a value network file written in it, to break on purpose.
struct NetRoot {
  std::filesystem::path dir = test::temp_dir("value-net-data");
  NetRoot() {
    std::filesystem::copy(DUEL_SOURCE_DATA_DIR, dir, std::filesystem::copy_options::recursive);
    ai::ValueNet net = hand_net();
    net.dataset = "fnv1a64:0123456789abcdef";
    net.command = "7wd-cli train --value-net --games 10";
    std::ofstream(dir / "ai/value-base.json") << ai::value_net_json(net, {}, 20, 8);
  }
  ~NetRoot() {
    std::error_code ec;
    std::filesystem::remove_all(dir, ec);
  }
  json read() const { return json::parse(std::ifstream(dir / "ai/value-base.json")); }
  void write(const json& doc) const { std::ofstream(dir / "ai/value-base.json") << doc.dump(1); }
  ai::ValueNetLoad load() const { return ai::load_value_net(dir.string(), {}); }
};

bool has_error(const std::vector<DataError>& errors, const std::string& path, const std::string& text) {
  for (const DataError& e : errors) {
    if (e.file == "ai/value-base.json" && e.path == path && e.message.find(text) != std::string::npos) return true;
  }
  return false;
}

}  // namespace

TEST_CASE("Value net: the forward pass of a hand-set network", "[ai][value_net]") {
  const ai::ValueNet n = hand_net();
  ai::ValueInputs x;
  x.add(0, 1.0f);
  x.add(5, 2.0f);
  // Layer 1: (1 + 2 × 0.5, -1 + 2 × 0.25 + 0.5) = (2, 0); layer 2: (2 × 1 + 0.5, 2 × -2) =
  // (2.5, -4) -> (2.5, 0); output 2.5 × 2 - 1 = 4.
  CHECK(n.logit(x) == 4.0);
  CHECK(n.win_probability(x) == Approx(1.0 / (1.0 + std::exp(-4.0))).epsilon(1e-12));
  x.count = 0;
  x.add(5, 4.0f);  // layer 1: (2, 1.5); layer 2: (2 + 4.5 + 0.5, -4 + 4.5) = (7, 0.5); output 14 + 3.5 - 1
  CHECK(n.logit(x) == 16.5);
}

TEST_CASE("Value net: backpropagation matches finite differences", "[ai][value_net]") {
  const ai::ValueDataset data = tiny_dataset(3, 4);
  REQUIRE(data.rows() >= 8);
  ai::ValueTraining o;
  o.hidden1 = 6, o.hidden2 = 5, o.epochs = 2, o.batch = 4, o.seed = 7;
  ai::ValueNet net = ai::train_value_net(data, o);
  const ai::ValueNet grad = ai::value_gradient(net, data, {});
  constexpr float kStep = 1e-2f;
  int checked = 0;
  const auto check = [&](float& w, float analytic, const char* what, std::size_t i) {
    const float before = w;
    w = before + kStep;
    const double up = ai::value_loss(net, data);
    w = before - kStep;
    const double down = ai::value_loss(net, data);
    w = before;
    const double numeric = (up - down) / (2.0 * kStep);
    INFO(what << "[" << i << "]: analytic " << analytic << ", numeric " << numeric);
    CHECK(std::fabs(numeric - analytic) <= 2e-3 + 2e-2 * std::fabs(analytic));
    ++checked;
  };
  // Inputs the data sets (the first row's), every bias and every weight of the later layers.
  for (std::uint32_t k = data.start[0]; k < data.start[1]; k += 7) {
    for (int j = 0; j < net.h1; ++j) {
      const std::size_t i = static_cast<std::size_t>(data.index[k]) * static_cast<std::size_t>(net.h1) + static_cast<std::size_t>(j);
      check(net.w1[i], grad.w1[i], "w1", i);
    }
  }
  for (std::size_t i = 0; i < net.b1.size(); ++i) check(net.b1[i], grad.b1[i], "b1", i);
  for (std::size_t i = 0; i < net.w2.size(); ++i) check(net.w2[i], grad.w2[i], "w2", i);
  for (std::size_t i = 0; i < net.b2.size(); ++i) check(net.b2[i], grad.b2[i], "b2", i);
  for (std::size_t i = 0; i < net.w3.size(); ++i) check(net.w3[i], grad.w3[i], "w3", i);
  check(net.b3, grad.b3, "b3", 0);
  CHECK(checked > 60);
}

TEST_CASE("Value net: the same data and seed train the same weights", "[ai][value_net]") {
  const ai::ValueDataset data = tiny_dataset(5, 4);
  CHECK(ai::dataset_hash(data) == ai::dataset_hash(tiny_dataset(5, 4)));
  ai::ValueTraining o;
  o.hidden1 = 16, o.hidden2 = 8, o.epochs = 5, o.batch = 4, o.seed = 3;
  const std::uint64_t first = ai::train_value_net(data, o).hash();
  CHECK(ai::train_value_net(data, o).hash() == first);
  o.seed = 4;
  CHECK(ai::train_value_net(data, o).hash() != first);
  // Training lowers the loss on the data it saw.
  o.epochs = 0;
  const double untrained = ai::value_loss(ai::train_value_net(data, o), data);
  o.epochs = 30;
  CHECK(ai::value_loss(ai::train_value_net(data, o), data) < untrained);
}

TEST_CASE("Value net: the file reads back to the same weights, beside the learned weights", "[ai][value_net][data]") {
  const NetRoot root;
  const ai::ValueNetLoad loaded = root.load();
  REQUIRE(loaded.ok());
  REQUIRE(loaded.net);
  CHECK(loaded.net->hash() == hand_net().hash());
  CHECK(loaded.net->file == "ai/value-base.json");
  CHECK(loaded.net->dataset == "fnv1a64:0123456789abcdef");
  CHECK(loaded.net->command == "7wd-cli train --value-net --games 10");
  const ai::WeightsLoad weights = ai::load_eval_weights(root.dir.string(), {});
  REQUIRE(weights.ok());
  REQUIRE(weights.weights->value_net);
  CHECK(weights.weights->value_net->hash() == hand_net().hash());
  // Without the file there is no network, and no error.
  std::filesystem::remove(root.dir / "ai/value-base.json");
  CHECK(root.load().ok());
  CHECK_FALSE(root.load().net);
  CHECK_FALSE(ai::load_eval_weights(root.dir.string(), {}).weights->value_net);
}

TEST_CASE("Value net: the shipped network loads with the base game's weights", "[ai][value_net][data]") {
  const ai::WeightsLoad loaded = ai::load_eval_weights(DUEL_SOURCE_DATA_DIR, {});
  REQUIRE(loaded.ok());
  REQUIRE(loaded.weights->value_net);
  const ai::ValueNet& net = *loaded.weights->value_net;
  CHECK(net.file == "ai/value-base.json");
  CHECK(net.dataset == "fnv1a64:b19409ab1a486af2");
  CHECK(net.command.rfind("7wd-cli train --value-net --games 100000 --playouts 32", 0) == 0);
  // The weights train --value-net printed (they are rounded to what the file keeps).
  CHECK(net.hash() == 0x9506ec71b18712a0ULL);
  // No network for the expansions yet.
  CHECK_FALSE(ai::load_eval_weights(DUEL_SOURCE_DATA_DIR, {"pantheon"}).weights->value_net);
}

TEST_CASE("Value net: a malformed file is refused, naming the file and what is wrong", "[ai][value_net][data]") {
  const NetRoot root;
  const json good = root.read();
  const auto refused = [&](const std::function<void(json&)>& edit, const std::string& path, const std::string& text) {
    json doc = good;
    edit(doc);
    root.write(doc);
    const ai::ValueNetLoad r = root.load();
    INFO(path << ": " << text);
    std::string messages;
    for (const DataError& e : r.errors) messages += e.file + ": " + e.path + ": " + e.message + "\n";
    INFO(messages);
    CHECK_FALSE(r.net);
    CHECK(has_error(r.errors, path, text));
    // The learned weights are refused with it: the AI never plays with half its data.
    const ai::WeightsLoad w = ai::load_eval_weights(root.dir.string(), {});
    CHECK_FALSE(w.weights);
    CHECK(has_error(w.errors, path, text));
  };
  refused([](json& d) { d["format"] = "7wd-value 2"; }, "/format", "expected \"7wd-value 1\", got \"7wd-value 2\"");
  refused([](json& d) { d["inputs"] = 700; }, "/inputs", "expected " + std::to_string(ai::kValueInputs) + " inputs");
  refused([](json& d) { d["hidden"] = json::array({2}); }, "/hidden", "expected two sizes");
  refused([](json& d) { d["hidden"][0] = 3; }, "/w1/0", "expected 3 weights");
  refused([](json& d) { d["hidden"][1] = 0; }, "/hidden/1", "from 1 to 1024");
  refused([](json& d) { d["w1"][5][1] = "0.25"; }, "/w1/5/1", "expected a number from -1000 to 1000, got the string \"0.25\"");
  refused([](json& d) { d["w2"][1][0] = 1e9; }, "/w2/1/0", "expected a number from -1000 to 1000");
  refused([](json& d) { d["w1"].erase(d["w1"].size() - 1); }, "/w1", "rows (one row per input)");
  refused([](json& d) { d["b2"].push_back(0.0); }, "/b2", "expected 2 weights");
  refused([](json& d) { d.erase("b3"); }, "", "b3");
  refused([](json& d) { d["expansions"] = json::array({"agora"}); }, "/expansions", "expected none (the base game)");
  refused([](json& d) { d["bias"] = 1; }, "/bias", "unknown field \"bias\"");
  refused([](json& d) { d["dataset"].erase("hash"); }, "/dataset", "hash");
  refused([](json& d) { d["command"] = 3; }, "/command", "");
  {
    std::ofstream(root.dir / "ai/value-base.json") << "{\"format\": ";
    CHECK_FALSE(root.load().ok());
    CHECK(root.load().errors.front().file == "ai/value-base.json");
  }
}

TEST_CASE("Value net: Hard's value option", "[ai][value_net][spec]") {
  const auto weights = weights_with_net();
  std::string error;
  const auto config = [&](const std::string& spec) {
    auto agent = ai::make_agent(spec, 1, error, weights);
    INFO(spec << ": " << error);
    REQUIRE(agent);
    return dynamic_cast<ai::MctsAgent&>(*agent).config();
  };
  CHECK_FALSE(config("hard").value_net);
  CHECK_FALSE(config("hard:cutoff=age").value_net);
  CHECK(config("hard:cutoff=age,value=net").value_net);
  CHECK(config("hard:value=net,cutoff=next").value_net);
  CHECK_FALSE(config("hard:cutoff=age,value=net,value=eval").value_net);
  CHECK(ai::make_agent("hard:cutoff=age,value=best", 1, error, weights) == nullptr);
  CHECK(error == "agent \"hard:cutoff=age,value=best\": value must be net or eval, got \"best\"");
  CHECK(ai::make_agent("hard:value=net", 1, error, weights) == nullptr);
  CHECK(error == "agent \"hard:value=net\": value=net judges the playouts a cutoff stops: add cutoff=age or cutoff=next "
                 "(with playouts=biased)");
  auto without_net = std::make_shared<ai::EvalWeights>(*weights);
  without_net->value_net.reset();
  CHECK(ai::make_agent("hard:cutoff=age,value=net", 1, error, without_net) == nullptr);
  CHECK(error == "agent \"hard:cutoff=age,value=net\": value=net needs the value network (the data folder's "
                 "ai/value-<expansions>.json, made by 7wd-cli train --value-net)");
  // Without any learned data (a spec's syntax check), the option is taken.
  CHECK(ai::make_agent("hard:cutoff=age,value=net", 1, error) != nullptr);
  CHECK(ai::make_agent("hard-v1:value=net", 1, error, weights) == nullptr);
  CHECK(error.find("unknown option \"value\"") != std::string::npos);
}

TEST_CASE("Value net: the search with it is deterministic for a seed and budget", "[ai][value_net]") {
  const auto weights = weights_with_net();
  for (std::uint64_t seed : {3, 5}) {
    const GameState s = test::first_game(seed);
    const GameState obs = observe(s, s.to_move());
    std::string error;
    for (const char* spec : {"hard:time=0,iterations=300,threads=1,cutoff=age,value=net",
                             "hard:time=0,iterations=400,threads=2,cutoff=next,value=net"}) {
      auto a = ai::make_agent(spec, 9, error, weights);
      auto b = ai::make_agent(spec, 9, error, weights);
      REQUIRE((a && b));
      INFO(spec);
      CHECK(a->choose(obs) == b->choose(obs));
    }
  }
}

TEST_CASE("Value net: the bench signature with the shipped network is pinned", "[ai][value_net][signature]") {
  // Pinned when the option was added, before Hard widened by default (widen=0 keeps that
  // search): it moves with the network file, the inputs or the cut.
  const test::Run run = test::run_cli("bench --ai --agent hard:time=0,iterations=300,threads=1,cutoff=age,value=net,widen=0 --json");
  REQUIRE(run.status == 0);
  CHECK(json::parse(run.output)["signature"] == "52bd9223b7fb7a5f");
}

TEST_CASE("7wd-cli train --value-net: the same command writes the same file, which loads", "[ai][value_net][cli]") {
  const auto dir = test::temp_dir("train-value");
  const std::string args = "train --value-net --games 20 --playouts 4 --epochs 2 --hidden1 8 --hidden2 4 --seed 5 --out ";
  const test::Run one = test::run_cli(args + (dir / "a.json").string() + " --threads 1");
  const test::Run two = test::run_cli(args + (dir / "b.json").string() + " --threads 2");
  INFO(one.output << two.output);
  REQUIRE(one.status == 0);
  REQUIRE(two.status == 0);
  CHECK(one.output.find("20 games by Hard's playouts (setup seeds 5..24)") != std::string::npos);
  CHECK(one.output.find("whose own noise (binomial, 4 playouts)") != std::string::npos);
  // Threads change nothing: the same data set and weights (the lines up to "held out").
  const auto figures = [](const std::string& text) { return text.substr(0, text.find("held out")); };
  CHECK(figures(one.output) == figures(two.output));
  const json a = json::parse(std::ifstream(dir / "a.json")), b = json::parse(std::ifstream(dir / "b.json"));
  CHECK(a["w1"] == b["w1"]);
  CHECK(a["dataset"] == b["dataset"]);
  CHECK(a["command"] == "7wd-cli train --value-net --games 20 --playouts 4 --epochs 2 --hidden1 8 --hidden2 4 --seed 5 --out " +
                           (dir / "a.json").string() + " --threads 1");
  // It loads as the base game's network.
  const NetRoot root;
  std::filesystem::copy_file(dir / "a.json", root.dir / "ai/value-base.json", std::filesystem::copy_options::overwrite_existing);
  const ai::ValueNetLoad loaded = root.load();
  REQUIRE(loaded.ok());
  CHECK(loaded.net->h1 == 8);
  // Bad options are refused, naming them.
  const test::Run bad = test::run_cli("train --value-net --playouts 1 --out " + (dir / "c.json").string());
  CHECK(bad.status == 2);
  CHECK(bad.output.find("--playouts") != std::string::npos);
  std::filesystem::remove_all(dir);
}
