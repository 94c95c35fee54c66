#include "stats.hpp"

#include <algorithm>
#include <cmath>

namespace duel::cli {

std::pair<double, double> wilson(int successes, int n) {
  if (n <= 0) return {0, 0};
  const double z = 1.959964, p = static_cast<double>(successes) / n;
  const double denom = 1 + z * z / n;
  const double centre = (p + z * z / (2.0 * n)) / denom;
  const double half = z * std::sqrt(p * (1 - p) / n + z * z / (4.0 * n * n)) / denom;
  return {centre - half, centre + half};
}

std::pair<double, double> mean_sd(const std::vector<double>& values) {
  if (values.empty()) return {0, 0};
  double sum = 0;
  for (double v : values) sum += v;
  const double mean = sum / static_cast<double>(values.size());
  if (values.size() < 2) return {mean, 0};
  double sq = 0;
  for (double v : values) sq += (v - mean) * (v - mean);
  return {mean, std::sqrt(sq / static_cast<double>(values.size() - 1))};
}

double normal_p_value(double z) { return std::erfc(std::fabs(z) / std::sqrt(2.0)); }

double mcnemar_p(int b, int c) {
  const int n = b + c, k = std::min(b, c);
  if (n == 0) return 1.0;
  double tail = 0;  // P(X <= k) for X ~ Binomial(n, 1/2), summed in log space
  for (int i = 0; i <= k; ++i) {
    tail += std::exp(std::lgamma(n + 1.0) - std::lgamma(i + 1.0) - std::lgamma(n - i + 1.0) - n * std::log(2.0));
  }
  return std::min(1.0, 2 * tail);
}

double paired_p(const std::vector<double>& differences) {
  const auto [mean, sd] = mean_sd(differences);
  if (differences.size() < 2 || sd == 0) return mean == 0 ? 1.0 : 0.0;
  return normal_p_value(mean / (sd / std::sqrt(static_cast<double>(differences.size()))));
}

}  // namespace duel::cli
