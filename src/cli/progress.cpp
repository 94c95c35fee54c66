#include "progress.hpp"

#include <cstdio>
#include <unistd.h>

namespace duel::cli {

Progress::Progress(int total)
    : total_(total), enabled_(isatty(fileno(stderr)) != 0), start_(std::chrono::steady_clock::now()), last_draw_(start_) {}

Progress::~Progress() {
  if (!enabled_) return;
  draw(done_);
  std::fputc('\n', stderr);
}

void Progress::game_done() {
  const int done = ++done_;
  if (!enabled_) return;
  std::unique_lock lock(draw_mutex_, std::try_to_lock);
  if (!lock) return;
  const auto now = std::chrono::steady_clock::now();
  if (now - last_draw_ < std::chrono::milliseconds(100) && done < total_) return;
  last_draw_ = now;
  draw(done);
}

void Progress::draw(int done) {
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
  const double rate = seconds > 0 ? done / seconds : 0;
  const int left = rate > 0 ? static_cast<int>((total_ - done) / rate + 0.5) : 0;
  constexpr int width = 30;
  const int filled = total_ > 0 ? done * width / total_ : width;
  char bar[width + 1];
  for (int i = 0; i < width; ++i) bar[i] = i < filled ? '#' : '.';
  bar[width] = '\0';
  std::fprintf(stderr, "\r[%s] %d/%d games  %.0f games/s  %d:%02d left ", bar, done, total_, rate, left / 60, left % 60);
  std::fflush(stderr);
}

}  // namespace duel::cli
