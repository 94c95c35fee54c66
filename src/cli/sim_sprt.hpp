// sim --sprt: a match played in pairs (each setup from both seats) until the sequential
// probability ratio test (stats.hpp) accepts H0 or H1, or the most games are played.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "match.hpp"
#include "stats.hpp"

namespace duel::cli {

struct SprtSettings {
  double elo0 = 0.0, elo1 = 0.0;  // H0: agent A is elo0 stronger than B; H1: elo1
  double alpha = 0.05, beta = 0.05;
};

// "ELO0,ELO1" (each from -1000 to 1000, ELO0 below ELO1); nothing and `error` set otherwise.
std::optional<SprtSettings> parse_sprt(const std::string& text, std::string& error);

struct SprtResult {
  Pentanomial pairs{};  // counted pairs by agent A's half-points (0 to 4)
  int pairs_counted = 0;
  double llr = 0.0;
  double lower = 0.0, upper = 0.0;  // the bounds
  int verdict = 0;                  // 1: H1 accepted, -1: H0 accepted, 0: neither (most games played)
};

// Plays the pairs of games 2k, 2k + 1 with play(g, outcome) (an error text or empty) on
// `threads` threads, and stops at the first pair, in pair order, after which the LLR
// leaves its bounds, so that the verdict and the games counted never depend on the
// threads. Fills outcomes[0, 2 * pairs_counted); returns an error text or empty.
std::string run_sprt(const SprtSettings& sprt, int max_pairs, int threads,
                     const std::function<std::string(int, GameOutcome&)>& play, std::vector<GameOutcome>& outcomes,
                     SprtResult& result);

// "H1 accepted", "H0 accepted" or "no verdict".
const char* sprt_verdict_text(int verdict);

}  // namespace duel::cli
