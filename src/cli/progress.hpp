// A progress bar on stderr while sim, rank, train or balance plays (games done,
// games/s, time left); silent when stderr is not a terminal, so that piped or
// redirected output stays clean.
#pragma once

#include <atomic>
#include <chrono>
#include <mutex>

namespace duel::cli {

class Progress {
 public:
  explicit Progress(int total);
  ~Progress();
  void game_done();  // thread-safe; redraws at most 10 times a second
 private:
  void draw(int done);
  int total_;
  bool enabled_;
  std::atomic<int> done_{0};
  std::mutex draw_mutex_;
  std::chrono::steady_clock::time_point start_, last_draw_;
};

}  // namespace duel::cli
