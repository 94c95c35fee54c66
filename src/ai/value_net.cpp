// The value network's forward pass, hash and file (value_net.hpp): data/ai/value-<expansions>.json,
// read by the same strict rules as the game data (duel/json_reader.hpp).
#include "duel/ai/value_net.hpp"

#include <cmath>
#include <cstdio>
#include <cstring>
#include <exception>
#include <filesystem>
#include <sstream>

#include "duel/json_reader.hpp"
#include "duel/setup.hpp"
#include "learned_file.hpp"

namespace duel::ai {

ValueNet ValueNet::zeros(int hidden1, int hidden2) {
  ValueNet n;
  n.h1 = hidden1;
  n.h2 = hidden2;
  n.w1.assign(static_cast<std::size_t>(n.inputs) * static_cast<std::size_t>(hidden1), 0.0f);
  n.b1.assign(static_cast<std::size_t>(hidden1), 0.0f);
  n.w2.assign(static_cast<std::size_t>(hidden1) * static_cast<std::size_t>(hidden2), 0.0f);
  n.b2.assign(static_cast<std::size_t>(hidden2), 0.0f);
  n.w3.assign(static_cast<std::size_t>(hidden2), 0.0f);
  return n;
}

double ValueNet::logit(const ValueInputs& x) const {
  constexpr int kMaxHidden = 1024;  // the loader's limit
  float a1[kMaxHidden], a2[kMaxHidden];
  std::memcpy(a1, b1.data(), sizeof(float) * static_cast<std::size_t>(h1));
  for (int n = 0; n < x.count; ++n) {
    const float v = x.value[static_cast<std::size_t>(n)];
    const float* row = w1.data() + static_cast<std::size_t>(x.index[static_cast<std::size_t>(n)]) * static_cast<std::size_t>(h1);
    for (int j = 0; j < h1; ++j) a1[j] += v * row[j];
  }
  std::memcpy(a2, b2.data(), sizeof(float) * static_cast<std::size_t>(h2));
  for (int j = 0; j < h1; ++j) {
    const float a = a1[j] > 0.0f ? a1[j] : 0.0f;
    if (a == 0.0f) continue;
    const float* row = w2.data() + static_cast<std::size_t>(j) * static_cast<std::size_t>(h2);
    for (int k = 0; k < h2; ++k) a2[k] += a * row[k];
  }
  float out = b3;
  for (int k = 0; k < h2; ++k) out += (a2[k] > 0.0f ? a2[k] : 0.0f) * w3[static_cast<std::size_t>(k)];
  return out;
}

double ValueNet::win_probability(const ValueInputs& x) const { return 1.0 / (1.0 + std::exp(-logit(x))); }

double ValueNet::p1_win(const GameState& s) const {
  ValueInputs x;
  value_inputs(s, 0, x);
  return win_probability(x);
}

std::uint64_t ValueNet::hash() const {
  std::uint64_t h = 0xcbf29ce484222325ULL;
  const auto mix = [&h](const void* data, std::size_t bytes) {
    const auto* p = static_cast<const unsigned char*>(data);
    for (std::size_t i = 0; i < bytes; ++i) h = (h ^ p[i]) * 0x100000001b3ULL;
  };
  const int shape[3] = {inputs, h1, h2};
  mix(shape, sizeof shape);
  for (const std::vector<float>* v : {&w1, &b1, &w2, &b2, &w3}) mix(v->data(), v->size() * sizeof(float));
  mix(&b3, sizeof b3);
  return h;
}

std::string value_net_file(const std::vector<std::string>& expansions) {
  const std::vector<std::string> names = canonical_expansions(expansions);
  std::string file = "ai/value-";
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
using data::read_string;
using data::Reporter;

constexpr int kMaxHidden = 1024;

bool read_weight(Reporter& r, const Json& value, const std::string& path, float& out) {
  double weight = 0.0;
  if (!learned_file::read_weight(r, value, path, weight)) return false;
  out = static_cast<float>(weight);
  return true;
}

// An array of exactly `count` weights, into out[0, count).
bool read_vector(Reporter& r, const Json& value, const std::string& path, std::size_t count, float* out,
                 const std::string& what) {
  if (!expect_array(r, value, path)) return false;
  if (value.size() != count) {
    r.error(path, "expected " + std::to_string(count) + " weights (" + what + "), got " + std::to_string(value.size()));
    return false;
  }
  bool ok = true;
  for (std::size_t i = 0; i < count && ok; ++i) ok = read_weight(r, value[i], child(path, i), out[i]);
  return ok;
}

// A matrix stored by rows: `rows` arrays of `cols` weights.
bool read_matrix(Reporter& r, const Json& doc, std::string_view key, std::size_t rows, std::size_t cols,
                 std::vector<float>& out, const std::string& what) {
  const std::string path = child("", key);
  const Json* value = field(r, doc, "", key, what);
  if (!value || !expect_array(r, *value, path)) return false;
  if (value->size() != rows) {
    r.error(path, "expected " + std::to_string(rows) + " rows (" + what + "), got " + std::to_string(value->size()));
    return false;
  }
  out.assign(rows * cols, 0.0f);
  for (std::size_t i = 0; i < rows; ++i) {
    if (!read_vector(r, (*value)[i], child(path, i), cols, out.data() + i * cols, "one per unit of the next layer")) return false;
  }
  return true;
}

bool read_layer_vector(Reporter& r, const Json& doc, std::string_view key, std::size_t count, std::vector<float>& out,
                       const std::string& what) {
  const Json* value = field(r, doc, "", key, what);
  out.assign(count, 0.0f);
  return value && read_vector(r, *value, child("", key), count, out.data(), what);
}

void read_shape(Reporter& r, const Json& doc, ValueNet& net, bool& ok) {
  int inputs = 0;
  const Json* value = field(r, doc, "", "inputs", "the number of inputs");
  if (!value || !data::read_int(r, *value, "/inputs", 1, 1'000'000, inputs)) {
    ok = false;
  } else if (inputs != kValueInputs) {
    r.error("/inputs", "expected " + std::to_string(kValueInputs) + " inputs (this build's value_layout), got " +
                           std::to_string(inputs) + ": retrain with 7wd-cli train --value-net");
    ok = false;
  }
  const Json* hidden = field(r, doc, "", "hidden", "the two hidden layers' sizes");
  if (!hidden || !expect_array(r, *hidden, "/hidden")) {
    ok = false;
  } else if (hidden->size() != 2) {
    r.error("/hidden", "expected two sizes (two hidden layers), got " + std::to_string(hidden->size()));
    ok = false;
  } else {
    ok = data::read_int(r, (*hidden)[0], "/hidden/0", 1, kMaxHidden, net.h1) && ok;
    ok = data::read_int(r, (*hidden)[1], "/hidden/1", 1, kMaxHidden, net.h2) && ok;
  }
}

void read_file(const std::string& root, const std::string& file, const std::vector<std::string>& expansions,
               ValueNetLoad& result) {
  Reporter r(file, result.errors);
  Json doc;
  if (!data::read_json_file(r, root, file, doc)) return;
  if (!expect_object(r, doc, "", {"format", "expansions", "inputs", "hidden", "dataset", "command", "w1", "b1", "w2",
                                  "b2", "w3", "b3"})) {
    return;
  }
  bool ok = true;
  learned_file::read_format(r, doc, "7wd-value 1", ok);
  ValueNet net;
  net.file = file;
  learned_file::read_expansions(r, doc, canonical_expansions(expansions), "the expansions the network was trained for", ok);
  read_shape(r, doc, net, ok);
  learned_file::read_dataset(r, doc, "positions", "playouts", net.dataset, ok);
  const Json* command = field(r, doc, "", "command", "the command that made the file");
  ok = command && read_string(r, *command, "/command", net.command) && ok;
  if (!ok) return;  // the weights' shapes need a valid shape
  const auto in = static_cast<std::size_t>(net.inputs), h1 = static_cast<std::size_t>(net.h1),
             h2 = static_cast<std::size_t>(net.h2);
  ok = read_matrix(r, doc, "w1", in, h1, net.w1, "one row per input") && ok;
  ok = read_layer_vector(r, doc, "b1", h1, net.b1, "one per first-layer unit") && ok;
  ok = read_matrix(r, doc, "w2", h1, h2, net.w2, "one row per first-layer unit") && ok;
  ok = read_layer_vector(r, doc, "b2", h2, net.b2, "one per second-layer unit") && ok;
  ok = read_layer_vector(r, doc, "w3", h2, net.w3, "one per second-layer unit") && ok;
  const Json* b3 = field(r, doc, "", "b3", "the output's bias");
  ok = b3 && read_weight(r, *b3, "/b3", net.b3) && ok;
  if (ok) result.net = std::make_shared<const ValueNet>(std::move(net));
}

std::string number_text(float x) {
  char text[32];
  std::snprintf(text, sizeof text, "%.6g", static_cast<double>(x));
  return text;
}

void write_row(std::ostringstream& out, const float* row, std::size_t count) {
  out << "[";
  for (std::size_t i = 0; i < count; ++i) out << (i ? "," : "") << number_text(row[i]);
  out << "]";
}

void write_matrix(std::ostringstream& out, const char* key, const std::vector<float>& m, std::size_t rows,
                  std::size_t cols) {
  out << "  \"" << key << "\": [\n";
  for (std::size_t i = 0; i < rows; ++i) {
    out << "    ";
    write_row(out, m.data() + i * cols, cols);
    out << (i + 1 < rows ? ",\n" : "\n");
  }
  out << "  ],\n";
}

}  // namespace

ValueNetLoad load_value_net(const std::string& data_dir, const std::vector<std::string>& expansions) {
  ValueNetLoad result;
  const std::string file = value_net_file(expansions);
  std::error_code ec;
  if (!std::filesystem::exists(std::filesystem::path(data_dir) / file, ec)) return result;
  try {
    read_file(data_dir, file, expansions, result);
  } catch (const std::exception& e) {
    result.errors.push_back(DataError{file, "", std::string("cannot load the value network: ") + e.what()});
  }
  if (!result.errors.empty()) result.net.reset();
  return result;
}

std::string value_net_json(const ValueNet& net, const std::vector<std::string>& expansions, long long positions,
                           long long playouts) {
  const auto in = static_cast<std::size_t>(net.inputs), h1 = static_cast<std::size_t>(net.h1),
             h2 = static_cast<std::size_t>(net.h2);
  std::ostringstream out;
  out << "{\n  \"format\": \"7wd-value 1\",\n  \"expansions\": [";
  for (std::size_t i = 0; i < expansions.size(); ++i) out << (i ? ", " : "") << Json(expansions[i]).dump();
  out << "],\n  \"inputs\": " << net.inputs << ",\n  \"hidden\": [" << net.h1 << ", " << net.h2 << "],\n";
  out << "  \"dataset\": {\"hash\": " << Json(net.dataset).dump() << ", \"positions\": " << positions
      << ", \"playouts\": " << playouts << "},\n";
  out << "  \"command\": " << Json(net.command).dump() << ",\n";
  write_matrix(out, "w1", net.w1, in, h1);
  out << "  \"b1\": ";
  write_row(out, net.b1.data(), h1);
  out << ",\n";
  write_matrix(out, "w2", net.w2, h1, h2);
  out << "  \"b2\": ";
  write_row(out, net.b2.data(), h2);
  out << ",\n  \"w3\": ";
  write_row(out, net.w3.data(), h2);
  out << ",\n  \"b3\": " << number_text(net.b3) << "\n}\n";
  return out.str();
}

}  // namespace duel::ai
