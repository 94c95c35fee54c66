// Plays the synthesised sounds through SDL2's audio queue. No audio device (the dummy
// driver, CI, a headless run) means silence: nothing fails and nothing waits.
#pragma once

#include <SDL.h>

#include <array>
#include <cstdint>
#include <vector>

#include "sound_synth.hpp"

namespace duel::ui {

class SoundPlayer {
 public:
  SoundPlayer() = default;
  SoundPlayer(const SoundPlayer&) = delete;
  SoundPlayer& operator=(const SoundPlayer&) = delete;
  ~SoundPlayer();

  void open();  // best effort: stays silent when no device opens
  // Sound on or off and its volume (percent): the samples are made again at that volume.
  void configure(bool on, int volume);
  void play(Sound s);  // replaces a sound still playing

 private:
  SDL_AudioDeviceID device_ = 0;
  bool on_ = true;
  int volume_ = -1;
  std::array<std::vector<std::int16_t>, kSoundCount> samples_;
};

}  // namespace duel::ui
