// Logistic regression by Newton's method (iteratively reweighted least squares): with 32
// features the Hessian is a 32 × 32 matrix, so each step is one small solve, and a few
// steps reach the optimum of this convex problem.
#include "duel/ai/train.hpp"

#include <cmath>
#include <cstring>

#include <Eigen/Dense>

namespace duel::ai {
namespace {

double sigmoid(double x) { return 1.0 / (1.0 + std::exp(-x)); }

// log(1 + e^x) without overflow.
double softplus(double x) { return x > 0 ? x + std::log1p(std::exp(-x)) : std::log1p(std::exp(x)); }

template <typename Logit>
FitQuality quality(const std::vector<TrainingPosition>& positions, Logit&& logit) {
  FitQuality q;
  long long decided = 0, right = 0;
  for (const TrainingPosition& p : positions) {
    const double z = logit(p);
    // -[y log σ(z) + (1 - y) log(1 - σ(z))] = y softplus(-z) + (1 - y) softplus(z)
    q.log_loss += p.outcome * softplus(-z) + (1.0 - p.outcome) * softplus(z);
    if (p.outcome != 0.5f) {
      ++decided;
      right += (z > 0) == (p.outcome > 0.5f) ? 1 : 0;
    }
    ++q.positions;
  }
  if (q.positions > 0) q.log_loss /= static_cast<double>(q.positions);
  if (decided > 0) q.accuracy = static_cast<double>(right) / static_cast<double>(decided);
  return q;
}

}  // namespace

std::vector<TrainingPosition> game_positions(const std::vector<GameState>& states) {
  std::vector<TrainingPosition> out;
  if (states.empty() || !states.back().is_terminal()) return out;
  const Player winner = states.back().winner;
  for (const GameState& s : states) {
    if (s.is_terminal()) continue;
    for (Player me : {Player{0}, Player{1}}) {
      TrainingPosition p;
      position_features(s, me, p.features);
      p.outcome = winner == kNone ? 0.5f : (winner == me ? 1.0f : 0.0f);
      p.age = static_cast<std::uint8_t>(weights_age_index(s));
      out.push_back(p);
    }
  }
  return out;
}

std::uint64_t training_hash(const std::vector<TrainingPosition>& positions, std::uint64_t start) {
  std::uint64_t h = start;
  const auto mix = [&h](const void* data, std::size_t size) {
    const auto* bytes = static_cast<const unsigned char*>(data);
    for (std::size_t i = 0; i < size; ++i) {
      h ^= bytes[i];
      h *= 0x100000001b3ULL;
    }
  };
  for (const TrainingPosition& p : positions) {
    mix(p.features.data(), sizeof(double) * p.features.size());
    mix(&p.outcome, sizeof p.outcome);
    mix(&p.age, sizeof p.age);
  }
  return h;
}

FitQuality fit_quality(const std::vector<TrainingPosition>& positions, const EvalWeights& weights) {
  return quality(positions, [&](const TrainingPosition& p) {
    const auto& w = weights.by_age[p.age];
    double z = 0.0;
    for (std::size_t i = 0; i < p.features.size(); ++i) z += w[i] * p.features[i];
    return z;
  });
}

FitQuality heuristic_quality(const std::vector<TrainingPosition>& positions) {
  return quality(positions, [](const TrainingPosition& p) { return p.features[0] / 6.0; });
}

EvalWeights fit_weights(const std::vector<TrainingPosition>& positions, double ridge) {
  constexpr int n = kEvalFeatureCount;
  constexpr int kMaxSteps = 30;
  EvalWeights out;
  for (int age = 0; age < kAges; ++age) {
    std::vector<const TrainingPosition*> rows;
    for (const TrainingPosition& p : positions) {
      if (p.age == age) rows.push_back(&p);
    }
    if (rows.empty()) continue;
    const double lambda = ridge * static_cast<double>(rows.size());
    Eigen::VectorXd w = Eigen::VectorXd::Zero(n);
    for (int step = 0; step < kMaxSteps; ++step) {
      Eigen::MatrixXd hessian = lambda * Eigen::MatrixXd::Identity(n, n);
      Eigen::VectorXd gradient = lambda * w;
      for (const TrainingPosition* p : rows) {
        const Eigen::Map<const Eigen::VectorXd> x(p->features.data(), n);
        const double prob = sigmoid(x.dot(w));
        gradient += (prob - p->outcome) * x;
        hessian.selfadjointView<Eigen::Lower>().rankUpdate(x, prob * (1.0 - prob));
      }
      const Eigen::VectorXd delta = hessian.selfadjointView<Eigen::Lower>().ldlt().solve(gradient);
      w -= delta;
      if (delta.lpNorm<Eigen::Infinity>() < 1e-9) break;
    }
    for (int i = 0; i < n; ++i) out.by_age[static_cast<std::size_t>(age)][static_cast<std::size_t>(i)] = w[i];
  }
  return out;
}

}  // namespace duel::ai
