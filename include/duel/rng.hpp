// The project's own seeded random generator (xoshiro256** seeded by splitmix64). Its
// output, and so every shuffle, is the same on every machine, compiler and library:
// std::uniform_int_distribution is avoided on purpose.
#pragma once

#include <cstdint>
#include <utility>

namespace duel {

class Rng {
 public:
  explicit Rng(std::uint64_t seed = 0) { reseed(seed); }

  void reseed(std::uint64_t seed) {
    for (auto& word : s_) word = splitmix64(seed);
  }

  std::uint64_t next() {
    const std::uint64_t result = rotl(s_[1] * 5, 7) * 9;
    const std::uint64_t t = s_[1] << 17;
    s_[2] ^= s_[0];
    s_[3] ^= s_[1];
    s_[1] ^= s_[2];
    s_[0] ^= s_[3];
    s_[2] ^= t;
    s_[3] = rotl(s_[3], 45);
    return result;
  }

  // Uniform integer in [0, bound), bound > 0, without modulo bias.
  // (Lemire's method: the division is needed only when the low half is below bound.)
  std::uint32_t below(std::uint32_t bound) {
    std::uint64_t product = (next() >> 32) * bound;
    if ((product & 0xffffffffULL) < bound) {
      const std::uint64_t threshold = (0x100000000ULL - bound) % bound;
      while ((product & 0xffffffffULL) < threshold) product = (next() >> 32) * bound;
    }
    return static_cast<std::uint32_t>(product >> 32);
  }

  // Fisher-Yates shuffle of [first, first + count). Drawn from a local copy of the
  // generator (the same numbers): the swaps write through a byte pointer that may alias
  // this object, so the state would otherwise be reloaded and stored at every step.
  template <typename T>
  void shuffle(T* first, std::size_t count) {
    Rng local = *this;
    for (std::size_t i = count; i > 1; --i) {
      const std::size_t j = local.below(static_cast<std::uint32_t>(i));
      std::swap(first[i - 1], first[j]);
    }
    *this = local;
  }
  template <typename Container>
  void shuffle(Container& c) {
    if (!c.empty()) shuffle(&c[0], c.size());
  }

 private:
  static std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
  static std::uint64_t splitmix64(std::uint64_t& x) {
    std::uint64_t z = (x += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
  }
  std::uint64_t s_[4]{};
};

}  // namespace duel
