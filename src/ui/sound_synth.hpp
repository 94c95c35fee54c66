// The game's sound effects, synthesised in code at start (no files to ship): short
// original tones and noise bursts, the same samples on every machine.
#pragma once

#include <cstdint>
#include <vector>

namespace duel::ui {

enum class Sound : std::uint8_t {
  None,
  CardTaken,   // a card constructed (or a Wonder picked in the selection)
  Discard,     // a card sold to the bank: coins
  Coins,       // coins paid or gained on their own
  Wonder,      // a Wonder built
  Military,    // the Conflict pawn moves, a Military token is taken
  Science,     // a science pair, a Progress token
  NewAge,
  Victory,
  Refusal,     // the engine refused a choice
};
inline constexpr int kSoundCount = static_cast<int>(Sound::Refusal) + 1;

inline constexpr int kSampleRate = 22050;  // mono, signed 16-bit

// How long `s` lasts, in milliseconds (None: 0).
int sound_length_ms(Sound s);
// The samples of `s` at `volume` percent (0..100, clamped): sound_length_ms() long,
// peaks at most volume% of full scale; volume 0 is silence.
std::vector<std::int16_t> synthesize(Sound s, int volume);

}  // namespace duel::ui
