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

}  // namespace duel::cli
