#include "sound_synth.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <numbers>

namespace duel::ui {
namespace {

enum class Wave : std::uint8_t { Sine, Square, Noise };

// One voice of a sound: a tone (or noise) starting at `start_ms`, gliding from `hz` to
// `hz_end`, with a 4 ms attack and an exponential decay.
struct Note {
  int start_ms, length_ms;
  double hz, hz_end;
  Wave wave;
  double level;  // share of the sound's peak
};

struct Recipe {
  int length_ms;
  std::array<Note, 4> notes;
  int count;
};

// The recipes, by Sound. Short and quiet enough to repeat every move.
Recipe recipe(Sound s) {
  switch (s) {
    case Sound::None: return {0, {}, 0};
    case Sound::CardTaken:  // a soft paper swish and a wooden tap
      return {160, {{{0, 90, 0, 0, Wave::Noise, 0.35}, {40, 120, 520, 440, Wave::Sine, 0.8}}}, 2};
    case Sound::Discard:  // two coins on the table
      return {260, {{{0, 120, 2100, 2050, Wave::Sine, 0.7}, {90, 170, 2650, 2600, Wave::Sine, 0.6}}}, 2};
    case Sound::Coins:  // one short coin
      return {150, {{{0, 150, 2400, 2350, Wave::Sine, 0.8}}}, 1};
    case Sound::Wonder:  // a rising major chord
      return {520, {{{0, 520, 262, 262, Wave::Sine, 0.6}, {80, 440, 330, 330, Wave::Sine, 0.5},
                     {160, 360, 392, 392, Wave::Sine, 0.5}, {240, 280, 523, 523, Wave::Sine, 0.4}}}, 4};
    case Sound::Military:  // a drum thump and a falling growl
      return {300, {{{0, 220, 110, 55, Wave::Sine, 1.0}, {0, 120, 0, 0, Wave::Noise, 0.4},
                     {60, 240, 90, 70, Wave::Square, 0.25}}}, 3};
    case Sound::Science:  // a bright two-note chime
      return {340, {{{0, 200, 880, 880, Wave::Sine, 0.7}, {110, 230, 1320, 1320, Wave::Sine, 0.6}}}, 2};
    case Sound::NewAge:  // a horn call: fifth then octave
      return {600, {{{0, 300, 196, 196, Wave::Square, 0.35}, {0, 300, 392, 392, Wave::Sine, 0.5},
                     {280, 320, 294, 294, Wave::Square, 0.35}, {280, 320, 587, 587, Wave::Sine, 0.5}}}, 4};
    case Sound::Victory:  // an arpeggio up to the octave
      return {900, {{{0, 300, 523, 523, Wave::Sine, 0.6}, {180, 300, 659, 659, Wave::Sine, 0.6},
                     {360, 300, 784, 784, Wave::Sine, 0.6}, {540, 360, 1047, 1047, Wave::Sine, 0.7}}}, 4};
    case Sound::Refusal:  // a low double buzz
      return {240, {{{0, 100, 180, 170, Wave::Square, 0.5}, {130, 110, 150, 140, Wave::Square, 0.5}}}, 2};
  }
  return {0, {}, 0};
}

double envelope(double t_ms, double length_ms) {
  const double attack = std::min(1.0, t_ms / 4.0);
  const double release = std::min(1.0, (length_ms - t_ms) / 6.0);  // no click at the end
  return attack * std::max(0.0, release) * std::exp(-4.0 * t_ms / length_ms);
}

}  // namespace

int sound_length_ms(Sound s) { return recipe(s).length_ms; }

std::vector<std::int16_t> synthesize(Sound s, int volume) {
  const Recipe r = recipe(s);
  const std::size_t n = static_cast<std::size_t>(r.length_ms) * kSampleRate / 1000;
  std::vector<double> mix(n, 0.0);
  std::uint32_t noise = 0x9E3779B9u;  // a fixed xorshift stream: the same hiss everywhere
  for (int i = 0; i < r.count; ++i) {
    const Note& note = r.notes[static_cast<std::size_t>(i)];
    const std::size_t first = static_cast<std::size_t>(note.start_ms) * kSampleRate / 1000;
    const std::size_t count = static_cast<std::size_t>(note.length_ms) * kSampleRate / 1000;
    double phase = 0.0;
    for (std::size_t k = 0; k < count && first + k < n; ++k) {
      const double t_ms = 1000.0 * static_cast<double>(k) / kSampleRate;
      const double hz = note.hz + (note.hz_end - note.hz) * t_ms / note.length_ms;
      phase += hz / kSampleRate;
      phase -= std::floor(phase);
      double v = 0.0;
      switch (note.wave) {
        case Wave::Sine: v = std::sin(2.0 * std::numbers::pi * phase); break;
        case Wave::Square: v = phase < 0.5 ? 1.0 : -1.0; break;
        case Wave::Noise:
          noise ^= noise << 13;
          noise ^= noise >> 17;
          noise ^= noise << 5;
          v = static_cast<double>(noise) / 2147483648.0 - 1.0;
          break;
      }
      mix[first + k] += note.level * envelope(t_ms, note.length_ms) * v;
    }
  }
  // Normalised to the loudest sample, so every sound peaks at exactly its volume.
  double peak = 0.0;
  for (double v : mix) peak = std::max(peak, std::abs(v));
  const double gain = peak > 0.0 ? std::clamp(volume, 0, 100) / 100.0 * 32767.0 / peak : 0.0;
  std::vector<std::int16_t> out(n);
  for (std::size_t i = 0; i < n; ++i) out[i] = static_cast<std::int16_t>(std::lround(mix[i] * gain));
  return out;
}

}  // namespace duel::ui
