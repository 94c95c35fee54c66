// The value network's data and fit (value_train.hpp): Age starts reached by Hard's playouts,
// labelled by many more of them, and minibatch Adam on the cross-entropy with the
// gradients written out by hand (Eigen for the dense layers).
#include "duel/ai/value_train.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>

#include <Eigen/Dense>

#include "duel/rng.hpp"

namespace duel::ai {

void ValueDataset::add(const ValueInputs& x, float y) {
  for (int n = 0; n < x.count; ++n) {
    index.push_back(x.index[static_cast<std::size_t>(n)]);
    value.push_back(x.value[static_cast<std::size_t>(n)]);
  }
  start.push_back(static_cast<std::uint32_t>(index.size()));
  label.push_back(y);
}

void append_rows(const ValueDataset& from, ValueDataset& to) {
  const std::uint32_t offset = to.start.back();
  for (std::size_t r = 1; r < from.start.size(); ++r) to.start.push_back(offset + from.start[r]);
  to.index.insert(to.index.end(), from.index.begin(), from.index.end());
  to.value.insert(to.value.end(), from.value.begin(), from.value.end());
  to.label.insert(to.label.end(), from.label.begin(), from.label.end());
}

std::vector<GameState> age_starts(const Rules& rules, const GameOptions& options, std::uint64_t setup_seed,
                                  const PlayoutStyle& style, Rng& rng) {
  std::vector<GameState> starts;
  GameState world(rules, make_setup(rules, setup_seed, options));
  PlayoutStyle one_age = style;
  one_age.cutoff_ages = 1;
  while (!world.is_terminal() && world.age < kAges) {
    biased_playout_to_cutoff(world, one_age, rng);
    if (!world.is_terminal()) starts.push_back(world);
  }
  return starts;
}

double playout_label(const GameState& s, const PlayoutStyle& style, int playouts, Rng& rng) {
  double sum = 0.0;
  for (int i = 0; i < playouts; ++i) {
    GameState world = s;
    sum += biased_playout(world, style, rng);
  }
  return sum / playouts;
}

std::uint64_t dataset_hash(const ValueDataset& data) {
  std::uint64_t h = 0xcbf29ce484222325ULL;
  const auto mix = [&h](const void* p, std::size_t bytes) {
    const auto* c = static_cast<const unsigned char*>(p);
    for (std::size_t i = 0; i < bytes; ++i) h = (h ^ c[i]) * 0x100000001b3ULL;
  };
  mix(data.start.data(), data.start.size() * sizeof(std::uint32_t));
  mix(data.index.data(), data.index.size() * sizeof(std::uint16_t));
  mix(data.value.data(), data.value.size() * sizeof(float));
  mix(data.label.data(), data.label.size() * sizeof(float));
  return h;
}

namespace {

using Matrix = Eigen::Matrix<float, Eigen::Dynamic, Eigen::Dynamic>;
using Vector = Eigen::Matrix<float, Eigen::Dynamic, 1>;
using MatrixMap = Eigen::Map<Matrix>;
using ConstMatrixMap = Eigen::Map<const Matrix>;
using ConstVectorMap = Eigen::Map<const Vector>;

// One batch's activations (columns are rows of the data).
struct Pass {
  Matrix z1, z2;  // pre-activations
  Matrix a1, a2;  // after ReLU
  Eigen::RowVectorXf out;  // logits
};

void forward(const ValueNet& net, const ValueDataset& data, const std::vector<std::uint32_t>& rows, Pass& p) {
  const auto b = static_cast<Eigen::Index>(rows.size());
  const ConstMatrixMap w1(net.w1.data(), net.h1, net.inputs);  // column i: input i's weights
  const ConstMatrixMap w2(net.w2.data(), net.h2, net.h1);
  p.z1 = ConstVectorMap(net.b1.data(), net.h1).replicate(1, b);
  for (Eigen::Index c = 0; c < b; ++c) {
    const std::uint32_t r = rows[static_cast<std::size_t>(c)];
    for (std::uint32_t n = data.start[r]; n < data.start[r + 1]; ++n) p.z1.col(c) += data.value[n] * w1.col(data.index[n]);
  }
  p.a1 = p.z1.cwiseMax(0.0f);
  p.z2 = (w2 * p.a1).colwise() + ConstVectorMap(net.b2.data(), net.h2);
  p.a2 = p.z2.cwiseMax(0.0f);
  p.out = (ConstVectorMap(net.w3.data(), net.h2).transpose() * p.a2).array() + net.b3;
}

// The gradient of the batch's mean cross-entropy into `g` (same shape as net).
void backward(const ValueNet& net, const ValueDataset& data, const std::vector<std::uint32_t>& rows, const Pass& p,
              ValueNet& g) {
  const auto b = static_cast<Eigen::Index>(rows.size());
  Eigen::RowVectorXf d_out(b);
  for (Eigen::Index c = 0; c < b; ++c) {
    const double prob = 1.0 / (1.0 + std::exp(-static_cast<double>(p.out(c))));
    d_out(c) = static_cast<float>((prob - data.label[rows[static_cast<std::size_t>(c)]]) / static_cast<double>(b));
  }
  const ConstMatrixMap w2(net.w2.data(), net.h2, net.h1);
  Eigen::Map<Vector>(g.w3.data(), net.h2) = p.a2 * d_out.transpose();
  g.b3 = d_out.sum();
  const Matrix d_z2 = ((ConstVectorMap(net.w3.data(), net.h2) * d_out).array() * (p.z2.array() > 0.0f).cast<float>()).matrix();
  MatrixMap(g.w2.data(), net.h2, net.h1) = d_z2 * p.a1.transpose();
  Eigen::Map<Vector>(g.b2.data(), net.h2) = d_z2.rowwise().sum();
  const Matrix d_z1 = ((w2.transpose() * d_z2).array() * (p.z1.array() > 0.0f).cast<float>()).matrix();
  Eigen::Map<Vector>(g.b1.data(), net.h1) = d_z1.rowwise().sum();
  MatrixMap g_w1(g.w1.data(), net.h1, net.inputs);
  g_w1.setZero();
  for (Eigen::Index c = 0; c < b; ++c) {
    const std::uint32_t r = rows[static_cast<std::size_t>(c)];
    for (std::uint32_t n = data.start[r]; n < data.start[r + 1]; ++n) g_w1.col(data.index[n]) += data.value[n] * d_z1.col(c);
  }
}

std::vector<std::uint32_t> all_rows(const ValueDataset& data) {
  std::vector<std::uint32_t> rows(data.rows());
  for (std::size_t i = 0; i < rows.size(); ++i) rows[i] = static_cast<std::uint32_t>(i);
  return rows;
}

double normal(Rng& rng) {  // Box-Muller, from the project's generator (same draws everywhere)
  const double u1 = (static_cast<double>(rng.next() >> 11) + 1.0) / 9007199254740993.0;
  const double u2 = static_cast<double>(rng.next() >> 11) / 9007199254740992.0;
  return std::sqrt(-2.0 * std::log(u1)) * std::cos(6.283185307179586 * u2);
}

float rounded(float x) {  // to the 6 significant digits value_net_json writes
  char text[32];
  std::snprintf(text, sizeof text, "%.6g", static_cast<double>(x));
  return std::strtof(text, nullptr);
}

// Every weight and bias of a net, in one fixed order (for Adam and rounding).
std::vector<std::vector<float>*> parts(ValueNet& n) { return {&n.w1, &n.b1, &n.w2, &n.b2, &n.w3}; }

}  // namespace

double value_loss(const ValueNet& net, const ValueDataset& data, const std::vector<std::uint32_t>& rows_in) {
  const std::vector<std::uint32_t> rows = rows_in.empty() ? all_rows(data) : rows_in;
  Pass p;
  forward(net, data, rows, p);
  double sum = 0.0;
  for (std::size_t c = 0; c < rows.size(); ++c) {
    const double z = p.out(static_cast<Eigen::Index>(c)), y = data.label[rows[c]];
    // log(1 + e^-|z|) + max(z, 0) - y z: the cross-entropy without overflow
    sum += std::log1p(std::exp(-std::fabs(z))) + std::max(z, 0.0) - y * z;
  }
  return sum / static_cast<double>(rows.size());
}

ValueNet value_gradient(const ValueNet& net, const ValueDataset& data, const std::vector<std::uint32_t>& rows_in) {
  const std::vector<std::uint32_t> rows = rows_in.empty() ? all_rows(data) : rows_in;
  ValueNet g = ValueNet::zeros(net.h1, net.h2);
  Pass p;
  forward(net, data, rows, p);
  backward(net, data, rows, p, g);
  return g;
}

ValueNet train_value_net(const ValueDataset& data, const ValueTraining& o) {
  Rng rng(o.seed);
  ValueNet net = ValueNet::zeros(o.hidden1, o.hidden2);
  // He initialisation: a first-layer unit sums about `active` inputs.
  std::vector<bool> used(static_cast<std::size_t>(net.inputs), false);
  for (const std::uint16_t i : data.index) used[i] = true;
  const double active = data.rows() ? static_cast<double>(data.index.size()) / static_cast<double>(data.rows()) : 1.0;
  for (int i = 0; i < net.inputs; ++i) {
    for (int j = 0; j < net.h1; ++j) {
      const double w = normal(rng) * std::sqrt(2.0 / std::max(active, 1.0));
      if (used[static_cast<std::size_t>(i)]) net.w1[static_cast<std::size_t>(i * net.h1 + j)] = static_cast<float>(w);
    }
  }
  for (float& w : net.w2) w = static_cast<float>(normal(rng) * std::sqrt(2.0 / net.h1));
  for (float& w : net.w3) w = static_cast<float>(normal(rng) * std::sqrt(1.0 / net.h2));
  ValueNet m = ValueNet::zeros(o.hidden1, o.hidden2), v = m, g = m;
  const std::vector<std::vector<float>*> weights = parts(net), grads = parts(g), firsts = parts(m), seconds = parts(v);
  float m_b3 = 0.0f, v_b3 = 0.0f;
  constexpr double kBeta1 = 0.9, kBeta2 = 0.999, kEps = 1e-8;
  std::vector<std::uint32_t> order = all_rows(data), batch;
  long long step = 0;
  Pass p;
  for (int epoch = 0; epoch < o.epochs; ++epoch) {
    for (std::size_t i = order.size(); i > 1; --i) std::swap(order[i - 1], order[rng.below(static_cast<std::uint32_t>(i))]);
    for (std::size_t first = 0; first < order.size(); first += static_cast<std::size_t>(o.batch)) {
      batch.assign(order.begin() + static_cast<std::ptrdiff_t>(first),
                   order.begin() + static_cast<std::ptrdiff_t>(std::min(order.size(), first + static_cast<std::size_t>(o.batch))));
      forward(net, data, batch, p);
      backward(net, data, batch, p, g);
      ++step;
      const double c1 = 1.0 - std::pow(kBeta1, static_cast<double>(step)), c2 = 1.0 - std::pow(kBeta2, static_cast<double>(step));
      const auto adam = [&](float& w, float grad, float& mean, float& square, bool decay) {
        const double gr = grad + (decay ? o.weight_decay * w : 0.0);
        mean = static_cast<float>(kBeta1 * mean + (1.0 - kBeta1) * gr);
        square = static_cast<float>(kBeta2 * square + (1.0 - kBeta2) * gr * gr);
        w -= static_cast<float>(o.learning_rate * (mean / c1) / (std::sqrt(square / c2) + kEps));
      };
      for (std::size_t k = 0; k < weights.size(); ++k) {
        const bool decay = k % 2 == 0;  // w1, w2, w3: not the biases
        for (std::size_t n = 0; n < weights[k]->size(); ++n) {
          adam((*weights[k])[n], (*grads[k])[n], (*firsts[k])[n], (*seconds[k])[n], decay);
        }
      }
      adam(net.b3, g.b3, m_b3, v_b3, false);
    }
  }
  for (std::vector<float>* w : weights) {
    for (float& x : *w) x = rounded(x);
  }
  net.b3 = rounded(net.b3);
  return net;
}

ValueFit value_fit(const ValueNet& net, const ValueDataset& data, int playouts) {
  ValueFit fit;
  if (data.rows() == 0) return fit;
  const std::vector<std::uint32_t> rows = all_rows(data);
  Pass p;
  forward(net, data, rows, p);
  for (std::size_t c = 0; c < rows.size(); ++c) {
    const double y = data.label[c];
    const double prob = 1.0 / (1.0 + std::exp(-static_cast<double>(p.out(static_cast<Eigen::Index>(c)))));
    fit.mse += (prob - y) * (prob - y);
    fit.label_noise += playouts > 1 ? y * (1.0 - y) / (playouts - 1) : 0.0;
  }
  const auto n = static_cast<double>(rows.size());
  fit.mse /= n;
  fit.label_noise /= n;
  fit.log_loss = value_loss(net, data, rows);
  return fit;
}

}  // namespace duel::ai
