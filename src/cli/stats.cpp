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

std::vector<double> benjamini_hochberg(const std::vector<double>& p) {
  const std::size_t m = p.size();
  std::vector<std::size_t> order(m);
  for (std::size_t i = 0; i < m; ++i) order[i] = i;
  std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return p[a] < p[b]; });
  std::vector<double> adjusted(m);
  double smallest_after = 1.0;  // the step-up: never above a larger p-value's adjustment
  for (std::size_t k = m; k-- > 0;) {
    smallest_after = std::min(smallest_after, p[order[k]] * static_cast<double>(m) / static_cast<double>(k + 1));
    adjusted[order[k]] = smallest_after;
  }
  return adjusted;
}

double round_p(double p) {
  if (p < 1e-300 || !std::isfinite(p)) return p;  // the scale below would overflow
  const double scale = std::pow(10.0, 2 - std::floor(std::log10(p)));
  return std::round(p * scale) / scale;
}

double elo_expected_score(double elo) { return 1.0 / (1.0 + std::pow(10.0, -elo / 400.0)); }

std::pair<double, double> sprt_bounds(double alpha, double beta) {
  return {std::log(beta / (1.0 - alpha)), std::log((1.0 - beta) / alpha)};
}

double sprt_llr(const Pentanomial& pairs, double elo0, double elo1) {
  double n = 0.0, sum = 0.0;
  for (std::size_t k = 0; k < pairs.size(); ++k) {
    n += static_cast<double>(pairs[k]);
    sum += static_cast<double>(pairs[k]) * (static_cast<double>(k) / 4.0);
  }
  if (n == 0.0) return 0.0;
  const double mean = sum / n;
  // The variance about the mean with one more pair in each cell: after a few identical
  // pairs it is not 0 (the ratio would be huge and stop the test at once).
  double squares = 0.0;
  for (std::size_t k = 0; k < pairs.size(); ++k) {
    const double d = static_cast<double>(k) / 4.0 - mean;
    squares += (static_cast<double>(pairs[k]) + 1.0) * d * d;
  }
  const double variance = squares / (n + static_cast<double>(pairs.size()));
  const double s0 = elo_expected_score(elo0), s1 = elo_expected_score(elo1);
  return n * (s1 - s0) * (2.0 * mean - s0 - s1) / (2.0 * variance);
}

}  // namespace duel::cli
