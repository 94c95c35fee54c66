#include "stats.hpp"

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

}  // namespace duel::cli
