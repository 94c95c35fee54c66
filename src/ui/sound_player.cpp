#include "sound_player.hpp"

namespace duel::ui {

SoundPlayer::~SoundPlayer() {
  if (device_ != 0) {
    SDL_CloseAudioDevice(device_);
    SDL_QuitSubSystem(SDL_INIT_AUDIO);
  }
}

void SoundPlayer::open() {
  if (device_ != 0 || SDL_InitSubSystem(SDL_INIT_AUDIO) != 0) return;
  SDL_AudioSpec want{};
  want.freq = kSampleRate;
  want.format = AUDIO_S16SYS;
  want.channels = 1;
  want.samples = 512;  // about 23 ms: a sound starts with the move
  SDL_AudioSpec have{};
  device_ = SDL_OpenAudioDevice(nullptr, 0, &want, &have, 0);  // SDL converts if the device differs
  if (device_ == 0) {
    SDL_QuitSubSystem(SDL_INIT_AUDIO);
    return;
  }
  SDL_PauseAudioDevice(device_, 0);
}

void SoundPlayer::configure(bool on, int volume) {
  on_ = on;
  if (volume == volume_) return;
  volume_ = volume;
  for (int i = 0; i < kSoundCount; ++i) samples_[static_cast<std::size_t>(i)] = synthesize(static_cast<Sound>(i), volume);
}

void SoundPlayer::play(Sound s) {
  if (device_ == 0 || !on_ || volume_ <= 0 || s == Sound::None) return;
  const std::vector<std::int16_t>& samples = samples_[static_cast<std::size_t>(s)];
  SDL_ClearQueuedAudio(device_);  // a new move's sound replaces the last one's tail
  SDL_QueueAudio(device_, samples.data(), static_cast<Uint32>(samples.size() * sizeof(std::int16_t)));
}

}  // namespace duel::ui
