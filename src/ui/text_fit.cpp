#include "text_fit.hpp"

#include <cctype>
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

namespace {

bool is_vowel(char c) {
  switch (std::tolower(static_cast<unsigned char>(c))) {
    case 'a': case 'e': case 'i': case 'o': case 'u': case 'y': return true;
    default: return false;
  }
}

bool all_letters(std::string_view w) {
  if (w.empty()) return false;
  for (const char c : w) {
    if (!std::isalpha(static_cast<unsigned char>(c)) && c != '-') return false;
  }
  return true;
}

// The stems a word may be shortened to, longest first: a prefix of at least 3 letters
// ending on a consonant that a vowel follows ("Polit", "Pol"), each shorter than the
// word by two letters or more (the full stop takes the place of one).
std::vector<std::size_t> stems(std::string_view w) {
  std::vector<std::size_t> out;
  if (w.size() <= 4 || !all_letters(w)) return out;
  for (std::size_t k = w.size() - 2; k >= 3; --k) {
    if (!is_vowel(w[k - 1]) && w[k - 1] != '-' && is_vowel(w[k])) out.push_back(k);
  }
  // A word without such a stem ("Middle", "Drying") or needing a shorter one: its first
  // letters up to the first consonant from the third letter on ("Mid.", "Dry.").
  for (std::size_t k = 3; k + 2 <= w.size(); ++k) {
    const char last = static_cast<char>(std::tolower(static_cast<unsigned char>(w[k - 1])));
    if (last == '-' || (is_vowel(last) && last != 'y')) continue;
    if (out.empty() || out.back() > k) out.push_back(k);
    break;
  }
  return out;
}

}  // namespace

std::string abbreviate_name(std::string_view name, int max_width, const std::function<int(std::string_view)>& measure) {
  if (name.empty() || measure(name) <= max_width) return std::string(name);
  std::string_view rest = name;
  if (rest.starts_with("The ") && rest.size() > 4) {
    rest.remove_prefix(4);
    if (measure(rest) <= max_width) return std::string(rest);
  }
  // The words, and how far each is shortened (an index into its stems; -1: whole).
  std::vector<std::string_view> words;
  for (std::size_t pos = 0; pos <= rest.size();) {
    const std::size_t sp = std::min(rest.find(' ', pos), rest.size());
    words.push_back(rest.substr(pos, sp - pos));
    pos = sp + 1;
  }
  std::vector<std::vector<std::size_t>> cuts;
  for (const std::string_view w : words) cuts.push_back(stems(w));
  std::vector<int> at(words.size(), -1);
  auto joined = [&] {
    std::string out;
    for (std::size_t i = 0; i < words.size(); ++i) {
      if (i > 0) out += ' ';
      if (at[i] < 0) {
        out += words[i];
      } else {
        out += words[i].substr(0, cuts[i][static_cast<std::size_t>(at[i])]);
        out += '.';
      }
    }
    return out;
  };
  for (;;) {
    // Shorten the word now longest among those that can still be shortened.
    std::size_t pick = words.size(), longest = 0;
    for (std::size_t i = 0; i < words.size(); ++i) {
      if (at[i] + 1 >= static_cast<int>(cuts[i].size())) continue;
      const std::size_t len = at[i] < 0 ? words[i].size() : cuts[i][static_cast<std::size_t>(at[i])] + 1;
      if (len > longest) {
        longest = len;
        pick = i;
      }
    }
    if (pick == words.size()) break;
    ++at[pick];
    const std::string shorter = joined();
    if (measure(shorter) <= max_width) return shorter;
  }
  return ellipsize(joined(), max_width, measure);
}

}  // namespace duel::ui
