// The learned evaluation's weights, data/ai/eval-<expansions>.json (eval_weights.hpp): read
// by the same strict rules as the game data (duel/json_reader.hpp). The file is optional
// (the AI then uses its hand-tuned evaluation); when present it must name exactly the
// AI's features, in order, with a finite weight for each in each Age.
#include "duel/ai/eval_weights.hpp"

#include <cmath>
#include <exception>
#include <filesystem>

#include "duel/ai/value_net.hpp"
#include "duel/json_reader.hpp"
#include "duel/setup.hpp"

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
using data::describe;
using data::expect_array;
using data::expect_object;
using data::field;
using data::Json;
using data::quote;
using data::read_string;
using data::Reporter;

// Far above any fitted weight (the features are counts and VP): a larger one is a typo.
constexpr double kMaxWeight = 1000.0;

bool read_weight(Reporter& r, const Json& value, const std::string& path, double& out) {
  if (!value.is_number() || !std::isfinite(value.get<double>()) || std::fabs(value.get<double>()) > kMaxWeight) {
    r.error(path, "expected a number from -1000 to 1000, got " + describe(value));
    return false;
  }
  out = value.get<double>();
  return true;
}

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

// "expansions" must be the set the file is named for: a renamed copy would play with
// weights fitted to other rules.
void read_expansions(Reporter& r, const Json& doc, const std::vector<std::string>& expected, bool& ok) {
  const Json* list = field(r, doc, "", "expansions", "the expansions the weights were fitted for");
  if (!list || !expect_array(r, *list, "/expansions")) {
    ok = false;
    return;
  }
  std::vector<std::string> names;
  for (std::size_t i = 0; i < list->size(); ++i) {
    std::string name;
    if (read_string(r, (*list)[i], child("/expansions", i), name)) names.push_back(name);
    else ok = false;
  }
  if (ok && canonical_expansions(names) != expected) {
    const std::string want = expected.empty() ? "none (the base game)" : data::join(expected, ", ");
    r.error("/expansions", "expected " + want + ", as the file name says, got " + (names.empty() ? "none" : data::join(names, ", ")));
    ok = false;
  }
}

void read_dataset(Reporter& r, const Json& doc, EvalWeights& out, bool& ok) {
  const Json* dataset = field(r, doc, "", "dataset", "an object with hash, games and positions");
  if (!dataset || !expect_object(r, *dataset, "/dataset", {"hash", "games", "positions"})) {
    ok = false;
    return;
  }
  int number = 0;
  const Json* hash = field(r, *dataset, "/dataset", "hash", "the training set's hash");
  ok = hash && read_string(r, *hash, "/dataset/hash", out.dataset) && ok;
  for (std::string_view key : {"games", "positions"}) {
    const Json* value = field(r, *dataset, "/dataset", key, "a count");
    ok = value && data::read_int(r, *value, child("/dataset", key), 1, 2'000'000'000, number) && ok;
  }
}

void read_file(const std::string& root, const std::string& file, const std::vector<std::string>& expansions,
               WeightsLoad& result) {
  Reporter r(file, result.errors);
  Json doc;
  if (!data::read_json_file(r, root, file, doc)) return;
  if (!expect_object(r, doc, "", {"format", "expansions", "features", "weights", "dataset", "command"})) return;
  bool ok = true;
  std::string text;
  const Json* format = field(r, doc, "", "format", "\"7wd-eval 1\"");
  if (!format || !read_string(r, *format, "/format", text)) {
    ok = false;
  } else if (text != "7wd-eval 1") {
    r.error("/format", "expected \"7wd-eval 1\", got " + quote(text));
    ok = false;
  }
  EvalWeights weights;
  weights.file = file;
  read_expansions(r, doc, canonical_expansions(expansions), ok);
  read_features(r, doc, ok);
  read_weights(r, doc, weights, ok);
  read_dataset(r, doc, weights, ok);
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
