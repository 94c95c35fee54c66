// Elo ratings from the results of games between several agents (7wd-cli rank): a
// Bradley–Terry model fitted by maximum likelihood, with 95% intervals from the observed
// Fisher information. See docs/ai.md, "Strength table".
#pragma once

#include <cstddef>
#include <numbers>
#include <string>
#include <vector>

namespace duel::cli {

// Elo points per natural-log unit of the Bradley–Terry strength: 400 / ln 10. An Elo
// difference D means an expected score of 1 / (1 + 10^(-D / 400)).
inline constexpr double kEloPerNat = 400.0 / std::numbers::ln10;

// A 95% normal interval is this many standard errors either side.
inline constexpr double kZ95 = 1.959964;

// The results of games between `agents` agents: for each pair, the games played and
// each side's score (a win 1, a draw 1/2 for each side, a loss 0).
class ResultTable {
 public:
  explicit ResultTable(int agents);
  int agents() const { return agents_; }
  // One game of i against j: i scored `score_i` (1, 0.5 or 0), j scored 1 - score_i.
  void add_game(int i, int j, double score_i) { add(i, j, 1, score_i); }
  // `games` games of i against j in which i scored `score_i` in all.
  void add(int i, int j, double games, double score_i);
  double games(int i, int j) const { return games_[index(i, j)]; }
  double score(int i, int j) const { return score_[index(i, j)]; }  // i's score against j
  double games(int i) const;  // all of i's games
  double score(int i) const;  // i's score over all its games
 private:
  std::size_t index(int i, int j) const { return static_cast<std::size_t>(i * agents_ + j); }
  int agents_;
  std::vector<double> games_, score_;
};

struct EloFit {
  std::vector<double> elo;  // by agent; the anchor is 0
  std::vector<double> se;   // standard error in Elo, relative to the anchor (0 for it)
  // The covariance of the ratings in Elo squared, agents x agents row by row (the
  // anchor's row and column are 0): se[i] is the square root of covariance(i, i).
  std::vector<double> covariance;
  // The results split the agents into two groups, one of which won every game against
  // the other (an agent won or lost all its games, say): the maximum-likelihood ratings
  // are then infinite, so one virtual draw was added to every pair that played.
  bool prior = false;
  int iterations = 0;  // Newton steps taken
  std::string error;   // not empty: no fit (bad input, agents no game connects)
  double low(int i) const { return elo[static_cast<std::size_t>(i)] - kZ95 * se[static_cast<std::size_t>(i)]; }
  double high(int i) const { return elo[static_cast<std::size_t>(i)] + kZ95 * se[static_cast<std::size_t>(i)]; }
  // The standard error of elo[i] - elo[j], whatever the anchor: what says whether two
  // agents, neither of them the anchor, are told apart.
  double se_difference(int i, int j) const;
  // elo[i] - elo[j] with its standard error and 95% interval.
  struct Gap {
    double elo, se;
    double low() const { return elo - kZ95 * se; }
    double high() const { return elo + kZ95 * se; }
  };
  Gap gap(int i, int j) const {
    return {elo[static_cast<std::size_t>(i)] - elo[static_cast<std::size_t>(j)], se_difference(i, j)};
  }
};

// Whether the maximum-likelihood ratings are finite: every agent reaches every other
// through a chain of "scored at least something against" (Ford's condition).
bool elo_mle_finite(const ResultTable& results);

// Fits ratings with agent `anchor` fixed at 0 Elo: Newton's method on the log-likelihood
// sum over pairs of s log p + (n - s) log(1 - p), p = 1 / (1 + exp(theta_j - theta_i)),
// with the virtual draws above when needed. The standard errors are the square roots of
// the diagonal of the inverse observed information (minus the Hessian of the
// log-likelihood with the anchor removed) at the fitted ratings.
EloFit fit_elo(const ResultTable& results, int anchor);

}  // namespace duel::cli
