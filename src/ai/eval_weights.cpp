// The learned evaluation's weights, data/ai/eval-<expansions>.json (eval_weights.hpp): read
// by the same strict rules as the game data (duel/json_reader.hpp). The file is optional
// (the AI then uses its hand-tuned evaluation); when present it must name exactly the
// AI's features, in order, with a finite weight for each in each Age.
#include "duel/ai/eval_weights.hpp"

#include <exception>
#include <filesystem>

#include "duel/ai/value_net.hpp"
#include "duel/json_reader.hpp"
#include "duel/setup.hpp"
#include "learned_file.hpp"

namespace duel::ai {

std::string eval_weights_file(const std::vector<std::string>& expansions) {
  const std::vector<std::string> names = canonical_expansions(expansions);
  std::string file = "ai/eval-";
  if (names.empty()) return file + "base.json";
  for (std::size_t i = 0; i < names.size(); ++i) file += (i ? "-" : "") + names[i];
  return file + ".json";
}

namespace {

using data::child;
using data::expect_array;
using data::expect_object;
using data::field;
using data::Json;
using data::quote;
using data::read_string;
using data::Reporter;

using learned_file::read_weight;

void read_features(Reporter& r, const Json& doc, bool& ok) {
  const Json* list = field(r, doc, "", "features", "the feature names, in the AI's order");
  if (!list || !expect_array(r, *list, "/features")) {
    ok = false;
    return;
  }
  for (std::size_t i = 0; i < list->size() || i < kEvalFeatureNames.size(); ++i) {
    const std::string path = child("/features", i);
    if (i >= list->size()) {
      r.error("/features", "missing the feature " + quote(kEvalFeatureNames[i]) + " at index " + std::to_string(i) +
                               " (the AI has " + std::to_string(kEvalFeatureCount) + ": retrain with 7wd-cli train)");
      ok = false;
      return;
    }
    if (i >= kEvalFeatureNames.size()) {
      r.error(path, "a feature the AI does not have (it has " + std::to_string(kEvalFeatureCount) + ")");
      ok = false;
      return;
    }
    std::string name;
    if (!read_string(r, (*list)[i], path, name)) {
      ok = false;
    } else if (name != kEvalFeatureNames[i]) {
      r.error(path, "expected the feature " + quote(kEvalFeatureNames[i]) + ", got " + quote(name) +
                        " (the features must be the AI's, in its order: retrain with 7wd-cli train)");
      ok = false;
    }
  }
}

void read_weights(Reporter& r, const Json& doc, EvalWeights& out, bool& ok) {
  static constexpr std::string_view kAgeKeys[kAges] = {"age_1", "age_2", "age_3"};
  const Json* weights = field(r, doc, "", "weights", "an object with age_1, age_2 and age_3");
  if (!weights || !expect_object(r, *weights, "/weights", {kAgeKeys[0], kAgeKeys[1], kAgeKeys[2]})) {
    ok = false;
    return;
  }
  for (int a = 0; a < kAges; ++a) {
    const std::string path = child("/weights", kAgeKeys[a]);
    const Json* list = field(r, *weights, "/weights", kAgeKeys[a], "one weight per feature");
    if (!list || !expect_array(r, *list, path)) {
      ok = false;
      continue;
    }
    if (list->size() != kEvalFeatureNames.size()) {
      r.error(path, "expected " + std::to_string(kEvalFeatureCount) + " weights (one per feature), got " +
                        std::to_string(list->size()));
      ok = false;
      continue;
    }
    for (std::size_t i = 0; i < list->size(); ++i) {
      ok = read_weight(r, (*list)[i], child(path, i), out.by_age[static_cast<std::size_t>(a)][i]) && ok;
    }
  }
}

void read_file(const std::string& root, const std::string& file, const std::vector<std::string>& expansions,
               WeightsLoad& result) {
  Reporter r(file, result.errors);
  Json doc;
  if (!data::read_json_file(r, root, file, doc)) return;
  if (!expect_object(r, doc, "", {"format", "expansions", "features", "weights", "dataset", "command"})) return;
  bool ok = true;
  learned_file::read_format(r, doc, "7wd-eval 1", ok);
  EvalWeights weights;
  weights.file = file;
  learned_file::read_expansions(r, doc, canonical_expansions(expansions), "the expansions the weights were fitted for", ok);
  read_features(r, doc, ok);
  read_weights(r, doc, weights, ok);
  learned_file::read_dataset(r, doc, "games", "positions", weights.dataset, ok);
  const Json* command = field(r, doc, "", "command", "the command that made the file");
  ok = command && read_string(r, *command, "/command", weights.command) && ok;
  if (ok) result.weights = std::make_shared<const EvalWeights>(std::move(weights));
}

}  // namespace

WeightsLoad load_eval_weights(const std::string& data_dir, const std::vector<std::string>& expansions) {
  WeightsLoad result;
  const std::string file = eval_weights_file(expansions);
  std::error_code ec;
  if (!std::filesystem::exists(std::filesystem::path(data_dir) / file, ec)) return result;
  try {
    read_file(data_dir, file, expansions, result);
  } catch (const std::exception& e) {
    result.errors.push_back(DataError{file, "", std::string("cannot load the weights: ") + e.what()});
  }
  if (result.errors.empty() && result.weights) {
    ValueNetLoad net = load_value_net(data_dir, expansions);
    result.errors.insert(result.errors.end(), net.errors.begin(), net.errors.end());
    if (net.net) {
      auto with_net = std::make_shared<EvalWeights>(*result.weights);
      with_net->value_net = std::move(net.net);
      result.weights = std::move(with_net);
    }
  }
  if (!result.errors.empty()) result.weights.reset();
  return result;
}

const WeightsLoad& EvalWeightsCache::get(const std::vector<std::string>& expansions) {
  const std::vector<std::string> key = canonical_expansions(expansions);
  for (const auto& [names, result] : loaded_) {
    if (names == key) return result;
  }
  loaded_.emplace_back(key, load_eval_weights(data_dir_, key));
  return loaded_.back().second;
}

}  // namespace duel::ai
