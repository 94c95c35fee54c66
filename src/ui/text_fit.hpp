// Shortening a text to a width (no SDL: the caller measures). A binary search over
// the code point boundaries: O(log n) measurements instead of one per character, so a
// 10,000-character name costs about 15 measurements, not 10,000.
#pragma once

#include <cstddef>
#include <functional>
#include <string>
#include <string_view>

namespace duel::ui {

inline constexpr std::string_view kEllipsis = "…";

// The longest prefix of s, cut between UTF-8 sequences, whose measure followed by "…"
// is at most max_width; at least the first code point. Returns that prefix plus "…",
// or s itself when it fits whole.
std::string ellipsize(std::string_view s, int max_width, const std::function<int(std::string_view)>& measure);

// A name made to fit max_width in a form still read as the name, never cut inside a
// word: the name itself when it fits; else without a leading "The "; else its longest
// words abbreviated one letter at a time to a stem ending on a consonant before a
// vowel and a full stop ("Mesopotamian" -> "Mesopot." -> "Mesop.", "Politician" ->
// "Polit." -> "Pol."), numbers and words of up to 4 letters kept; ellipsize only when
// even the shortest stems are too wide.
std::string abbreviate_name(std::string_view name, int max_width, const std::function<int(std::string_view)>& measure);

}  // namespace duel::ui
