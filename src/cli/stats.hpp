// Small statistics for the CLI's reports: confidence intervals and paired tests.
#pragma once

#include <array>
#include <utility>
#include <vector>

namespace duel::cli {

// Wilson score interval of a proportion successes / n at 95%; {0, 0} when n = 0.
std::pair<double, double> wilson(int successes, int n);

// Mean and sample standard deviation; {0, 0} for an empty list (sd 0 for one value).
std::pair<double, double> mean_sd(const std::vector<double>& values);

// Two-sided p-value of a standard normal statistic z.
double normal_p_value(double z);

// McNemar's test for paired yes/no results, exact (binomial) form: b pairs changed one
// way, c the other. Two-sided p-value; 1 when nothing changed.
double mcnemar_p(int b, int c);

// Paired comparison of two measurements per game: the two-sided p-value of the mean
// difference (t statistic against a normal distribution: fine for the hundreds of games
// a report uses, optimistic below ~30). 1 when all differences are 0.
double paired_p(const std::vector<double>& differences);

// Benjamini-Hochberg adjusted p-values of m tests made at once (same order as `p`): the
// k-th smallest becomes min over j >= k of p_(j) m / j, at most 1. Flagging those below q
// keeps the expected share of false discoveries among the flagged at or under q.
std::vector<double> benjamini_hochberg(const std::vector<double>& p);

// A p-value rounded to 3 significant digits (3.2e-07 stays 3.2e-07, not 0).
double round_p(double p);

// The sequential probability ratio test of a match played in pairs (each setup from
// both seats), as chess engine testers run it: the generalized SPRT on the pentanomial
// of pair results, with the normal approximation of the log-likelihood ratio.
// pairs[k]: the pairs in which agent A scored k half-points of 4 (k = 0: lost both
// games, 4: won both; a shared victory is half a point).
using Pentanomial = std::array<long long, 5>;

// Agent A's expected score per game at an Elo difference (logistic: 0.5 at 0).
double elo_expected_score(double elo);

// log(beta / (1 - alpha)) and log((1 - beta) / alpha): H0 is accepted when the LLR falls
// to the first, H1 when it reaches the second.
std::pair<double, double> sprt_bounds(double alpha, double beta);

// The LLR of H1 (A is elo1 stronger) against H0 (elo0) after `pairs`:
//   N (s1 - s0) (2 m - s0 - s1) / (2 v),
// N pairs, m the mean score per game of a pair (k / 4), s0 and s1 the expected scores at
// elo0 and elo1, v the pairs' variance about m counting one more pair in each cell (so
// that a few identical pairs do not give v = 0: its weight fades as 5 / (N + 5)). 0 with
// no pair.
double sprt_llr(const Pentanomial& pairs, double elo0, double elo1);

}  // namespace duel::cli
