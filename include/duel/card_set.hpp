// A set of card ids as a 128-bit bitset: cities, the box, known cards.
#pragma once

#include <bit>
#include <cstdint>

#include "duel/types.hpp"

namespace duel {

struct CardSet {
  std::uint64_t words[2]{0, 0};

  bool contains(CardId c) const { return (words[c >> 6] >> (c & 63)) & 1U; }
  void insert(CardId c) { words[c >> 6] |= std::uint64_t{1} << (c & 63); }
  void erase(CardId c) { words[c >> 6] &= ~(std::uint64_t{1} << (c & 63)); }
  int size() const { return std::popcount(words[0]) + std::popcount(words[1]); }
  bool empty() const { return (words[0] | words[1]) == 0; }
  CardSet operator|(const CardSet& o) const { return {{words[0] | o.words[0], words[1] | o.words[1]}}; }
  bool operator==(const CardSet&) const = default;

  // Calls f(card) for every card in increasing id order.
  template <typename F>
  void for_each(F&& f) const {
    for (int w = 0; w < 2; ++w) {
      for (std::uint64_t bits = words[w]; bits != 0; bits &= bits - 1) {
        f(static_cast<CardId>(w * 64 + std::countr_zero(bits)));
      }
    }
  }
};

}  // namespace duel
