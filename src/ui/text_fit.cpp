#include "text_fit.hpp"

#include <vector>

namespace duel::ui {

std::string ellipsize(std::string_view s, int max_width, const std::function<int(std::string_view)>& measure) {
  if (s.empty() || measure(s) <= max_width) return std::string(s);
  // Byte offsets where a code point starts (never inside a UTF-8 sequence).
  std::vector<std::size_t> cuts;
  for (std::size_t i = 1; i < s.size(); ++i) {
    if ((static_cast<unsigned char>(s[i]) & 0xC0) != 0x80) cuts.push_back(i);
  }
  auto shortened = [&](std::size_t bytes) {
    std::string out(s.substr(0, bytes));
    out += kEllipsis;
    return out;
  };
  // cuts[lo] fits (or lo == 0: the first code point, kept whatever its width);
  // every cut from hi on is too wide. The width grows with the prefix.
  std::size_t lo = 0, hi = cuts.size();
  if (cuts.empty()) return shortened(s.size());
  while (hi - lo > 1) {
    const std::size_t mid = lo + (hi - lo) / 2;
    if (measure(shortened(cuts[mid])) <= max_width) {
      lo = mid;
    } else {
      hi = mid;
    }
  }
  return shortened(cuts[lo]);
}

}  // namespace duel::ui
