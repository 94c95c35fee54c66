#include "sim_sprt.hpp"

#include <atomic>
#include <mutex>

#include "progress.hpp"
#include "duel/ai/spec.hpp"    // parse_double_option
#include "duel/record.hpp"     // quote_excerpt

namespace duel::cli {

std::optional<SprtSettings> parse_sprt(const std::string& text, std::string& error) {
  constexpr double kMaxElo = 1000.0;
  const std::size_t comma = text.find(',');
  SprtSettings s;
  if (comma == std::string::npos || !ai::parse_double_option(text.substr(0, comma), s.elo0) ||
      !ai::parse_double_option(text.substr(comma + 1), s.elo1) || s.elo0 < -kMaxElo || s.elo1 > kMaxElo ||
      !(s.elo0 < s.elo1)) {
    error = "--sprt expects ELO0,ELO1: two Elo differences from -1000 to 1000, ELO0 below ELO1 (e.g. 0,10), got " +
            quote_excerpt(text);
    return std::nullopt;
  }
  return s;
}

const char* sprt_verdict_text(int verdict) {
  return verdict > 0 ? "H1 accepted" : verdict < 0 ? "H0 accepted" : "no verdict";
}

std::string run_sprt(const SprtSettings& sprt, int max_pairs, int threads,
                     const std::function<std::string(int, GameOutcome&)>& play, std::vector<GameOutcome>& outcomes,
                     SprtResult& result) {
  result = SprtResult{};
  std::tie(result.lower, result.upper) = sprt_bounds(sprt.alpha, sprt.beta);
  const int games = 2 * max_pairs;
  outcomes.assign(static_cast<std::size_t>(games), GameOutcome{});
  std::vector<char> done(static_cast<std::size_t>(games), 0);
  std::mutex mutex;
  std::atomic<bool> stop{false};
  // Agent A's half-points in one game: 2 for a win, 1 for a shared victory.
  auto half_points = [](const GameOutcome& o) { return o.winner_agent == 0 ? 2 : o.winner_agent < 0 ? 1 : 0; };
  Progress progress(games);
  return for_each_game(games, threads, [&](int g) -> std::string {
    if (stop) return {};  // the test has ended: later games are not played
    GameOutcome outcome;
    if (std::string error = play(g, outcome); !error.empty()) return error;
    progress.game_done();
    const std::lock_guard<std::mutex> lock(mutex);
    outcomes[static_cast<std::size_t>(g)] = std::move(outcome);
    done[static_cast<std::size_t>(g)] = 1;
    // Count the pairs complete in order, up to the one that ends the test.
    while (result.verdict == 0 && result.pairs_counted < max_pairs) {
      const auto first = static_cast<std::size_t>(2 * result.pairs_counted);
      if (!done[first] || !done[first + 1]) break;
      ++result.pairs[static_cast<std::size_t>(half_points(outcomes[first]) + half_points(outcomes[first + 1]))];
      ++result.pairs_counted;
      result.llr = sprt_llr(result.pairs, sprt.elo0, sprt.elo1);
      result.verdict = result.llr >= result.upper ? 1 : result.llr <= result.lower ? -1 : 0;
    }
    if (result.verdict != 0) stop = true;
    return {};
  });
}

}  // namespace duel::cli
