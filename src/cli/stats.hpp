// Small statistics for the CLI's reports: confidence intervals and paired tests.
#pragma once

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

}  // namespace duel::cli
