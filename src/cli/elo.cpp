#include "elo.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>

#include <Eigen/Dense>

namespace duel::cli {

ResultTable::ResultTable(int agents)
    : agents_(std::max(0, agents)),
      games_(static_cast<std::size_t>(agents_) * static_cast<std::size_t>(agents_), 0.0),
      score_(games_.size(), 0.0) {}

void ResultTable::add(int i, int j, double games, double score_i) {
  if (i < 0 || j < 0 || i >= agents_ || j >= agents_ || i == j) {
    throw std::invalid_argument("ResultTable::add: no pair of two different agents " + std::to_string(i) + ", " +
                                std::to_string(j));
  }
  games_[index(i, j)] += games;
  games_[index(j, i)] += games;
  score_[index(i, j)] += score_i;
  score_[index(j, i)] += games - score_i;
}

double ResultTable::games(int i) const {
  double sum = 0;
  for (int j = 0; j < agents_; ++j) sum += games_[index(i, j)];
  return sum;
}

double ResultTable::score(int i) const {
  double sum = 0;
  for (int j = 0; j < agents_; ++j) sum += score_[index(i, j)];
  return sum;
}

double EloFit::se_difference(int i, int j) const {
  const auto k = static_cast<int>(elo.size());
  const auto at = [&](int a, int b) { return covariance[static_cast<std::size_t>(a * k + b)]; };
  return std::sqrt(std::max(0.0, at(i, i) + at(j, j) - 2 * at(i, j)));
}

namespace {

// reach[i][j]: j can be reached from i along edges i -> j where edge(i, j) holds.
template <typename Edge>
std::vector<std::vector<bool>> reachability(int k, Edge edge) {
  std::vector<std::vector<bool>> reach(static_cast<std::size_t>(k), std::vector<bool>(static_cast<std::size_t>(k)));
  for (int i = 0; i < k; ++i) {
    for (int j = 0; j < k; ++j) reach[i][j] = i == j || edge(i, j);
  }
  for (int m = 0; m < k; ++m) {  // Floyd–Warshall: a few dozen agents at most
    for (int i = 0; i < k; ++i) {
      if (!reach[i][m]) continue;
      for (int j = 0; j < k; ++j) {
        if (reach[m][j]) reach[i][j] = true;
      }
    }
  }
  return reach;
}

// log(1 / (1 + exp(-x))) without overflow.
double log_sigmoid(double x) { return x >= 0 ? -std::log1p(std::exp(-x)) : x - std::log1p(std::exp(x)); }
double sigmoid(double x) { return x >= 0 ? 1 / (1 + std::exp(-x)) : std::exp(x) / (1 + std::exp(x)); }

double log_likelihood(const ResultTable& data, const Eigen::VectorXd& theta) {
  double sum = 0;
  for (int i = 0; i < data.agents(); ++i) {
    for (int j = i + 1; j < data.agents(); ++j) {
      const double n = data.games(i, j), s = data.score(i, j), d = theta[i] - theta[j];
      if (n > 0) sum += s * log_sigmoid(d) + (n - s) * log_sigmoid(-d);
    }
  }
  return sum;
}

}  // namespace

bool elo_mle_finite(const ResultTable& results) {
  const int k = results.agents();
  const auto reach = reachability(k, [&](int i, int j) { return results.score(i, j) > 0; });
  for (int i = 0; i < k; ++i) {
    for (int j = 0; j < k; ++j) {
      if (!reach[i][j]) return false;
    }
  }
  return true;
}

EloFit fit_elo(const ResultTable& results, int anchor) {
  EloFit fit;
  const int k = results.agents();
  if (k < 1 || anchor < 0 || anchor >= k) {
    fit.error = "the anchor must be one of the agents";
    return fit;
  }
  fit.elo.assign(static_cast<std::size_t>(k), 0.0);
  fit.se.assign(static_cast<std::size_t>(k), 0.0);
  fit.covariance.assign(static_cast<std::size_t>(k) * static_cast<std::size_t>(k), 0.0);
  for (int i = 0; i < k; ++i) {
    for (int j = 0; j < k; ++j) {
      const double n = results.games(i, j), s = results.score(i, j);
      if (!std::isfinite(n) || !std::isfinite(s) || n < 0 || s < 0 || s > n) {
        fit.error = "agent " + std::to_string(i + 1) + " against " + std::to_string(j + 1) +
                    ": a score must be from 0 to the number of games";
        return fit;
      }
    }
  }
  const auto played = reachability(k, [&](int i, int j) { return results.games(i, j) > 0; });
  for (int i = 0; i < k; ++i) {
    if (!played[anchor][i]) {
      fit.error = "agent " + std::to_string(i + 1) + " is not connected to the anchor by any chain of games";
      return fit;
    }
  }
  ResultTable data = results;
  if (!elo_mle_finite(results)) {
    fit.prior = true;
    for (int i = 0; i < k; ++i) {
      for (int j = i + 1; j < k; ++j) {
        if (results.games(i, j) > 0) data.add(i, j, 1, 0.5);
      }
    }
  }
  if (k == 1) return fit;

  // The free parameters: every agent's strength but the anchor's, in agent order.
  std::vector<int> param(static_cast<std::size_t>(k), -1);
  for (int i = 0, p = 0; i < k; ++i) {
    if (i != anchor) param[static_cast<std::size_t>(i)] = p++;
  }
  const Eigen::Index m = k - 1;
  Eigen::VectorXd theta = Eigen::VectorXd::Zero(k);
  Eigen::VectorXd gradient(m);
  Eigen::MatrixXd information(m, m);
  // The gradient and the observed information (minus the Hessian) at theta.
  auto derivatives = [&] {
    gradient.setZero();
    information.setZero();
    for (int i = 0; i < k; ++i) {
      for (int j = i + 1; j < k; ++j) {
        const double n = data.games(i, j);
        if (n <= 0) continue;
        const double p = sigmoid(theta[i] - theta[j]), g = data.score(i, j) - n * p, w = n * p * (1 - p);
        const int a = param[static_cast<std::size_t>(i)], b = param[static_cast<std::size_t>(j)];
        if (a >= 0) {
          gradient[a] += g;
          information(a, a) += w;
        }
        if (b >= 0) {
          gradient[b] -= g;
          information(b, b) += w;
        }
        if (a >= 0 && b >= 0) {
          information(a, b) -= w;
          information(b, a) -= w;
        }
      }
    }
  };
  // Newton's method: the log-likelihood is concave, and strictly so once the anchor is
  // fixed and the games connect everyone; step halving guards the first steps.
  bool converged = false;
  for (fit.iterations = 0; fit.iterations < 200 && !converged; ++fit.iterations) {
    derivatives();
    const Eigen::LDLT<Eigen::MatrixXd> solver(information);
    if (solver.info() != Eigen::Success || !solver.isPositive()) break;
    const Eigen::VectorXd delta = solver.solve(gradient);
    if (!delta.allFinite()) break;
    const double before = log_likelihood(data, theta);
    double step = 1;
    Eigen::VectorXd next = theta;
    for (int halvings = 0; halvings < 60; ++halvings, step /= 2) {
      for (int i = 0; i < k; ++i) {
        if (const int a = param[static_cast<std::size_t>(i)]; a >= 0) next[i] = theta[i] + step * delta[a];
      }
      if (log_likelihood(data, next) >= before - 1e-12 * std::fabs(before)) break;
    }
    theta = next;
    converged = step * delta.cwiseAbs().maxCoeff() < 1e-10;
  }
  derivatives();
  const Eigen::LDLT<Eigen::MatrixXd> solver(information);
  if (!converged || solver.info() != Eigen::Success || !solver.isPositive()) {
    fit.error = "the fit did not converge";
    return fit;
  }
  const Eigen::MatrixXd covariance = solver.solve(Eigen::MatrixXd::Identity(m, m));
  for (int i = 0; i < k; ++i) {
    fit.elo[static_cast<std::size_t>(i)] = kEloPerNat * (theta[i] - theta[anchor]);
    const int a = param[static_cast<std::size_t>(i)];
    if (a < 0) continue;
    fit.se[static_cast<std::size_t>(i)] = kEloPerNat * std::sqrt(std::max(0.0, covariance(a, a)));
    for (int j = 0; j < k; ++j) {
      if (const int b = param[static_cast<std::size_t>(j)]; b >= 0) {
        fit.covariance[static_cast<std::size_t>(i * k + j)] = kEloPerNat * kEloPerNat * covariance(a, b);
      }
    }
  }
  if (!theta.allFinite() || !covariance.allFinite()) fit.error = "the fit did not converge";
  return fit;
}

}  // namespace duel::cli
