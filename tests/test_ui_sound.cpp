// The synthesised sound effects: the same samples every time, of their stated length,
// peaking exactly at the volume, silent when muted; and the sound each move makes,
// chosen from that move's engine events.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdlib>
#include <set>
#include <vector>

#include "duel/data_loader.hpp"
#include "duel/setup.hpp"
#include "duel/state.hpp"
#include "sound_events.hpp"
#include "sound_synth.hpp"

using duel::ui::Sound;

namespace {

int peak(const std::vector<std::int16_t>& samples) {
  int p = 0;
  for (std::int16_t v : samples) p = std::max(p, std::abs(static_cast<int>(v)));
  return p;
}

}  // namespace

TEST_CASE("UI sound: each effect is deterministic, of its length, within its volume", "[ui][sound]") {
  std::set<std::vector<std::int16_t>> distinct;
  for (int i = 1; i < duel::ui::kSoundCount; ++i) {
    const auto s = static_cast<Sound>(i);
    INFO("sound " << i);
    const int ms = duel::ui::sound_length_ms(s);
    CHECK(ms >= 100);
    CHECK(ms <= 1000);  // short: it must never lag behind the moves
    const std::vector<std::int16_t> loud = duel::ui::synthesize(s, 100);
    CHECK(loud.size() == static_cast<std::size_t>(ms) * duel::ui::kSampleRate / 1000);
    CHECK(duel::ui::synthesize(s, 100) == loud);
    CHECK(peak(loud) == 32767);
    CHECK(peak(duel::ui::synthesize(s, 40)) == 13107);  // 40% of full scale, rounded
    const std::vector<std::int16_t> muted = duel::ui::synthesize(s, 0);
    CHECK(muted.size() == loud.size());
    CHECK(peak(muted) == 0);
    CHECK(duel::ui::synthesize(s, 250) == loud);  // the volume is clamped to 100%
    // Starts and ends quietly (no click).
    CHECK(std::abs(static_cast<int>(loud.front())) < 2000);
    CHECK(std::abs(static_cast<int>(loud.back())) < 2000);
    distinct.insert(loud);
  }
  CHECK(distinct.size() == static_cast<std::size_t>(duel::ui::kSoundCount - 1));  // nine different sounds
  CHECK(duel::ui::synthesize(Sound::None, 100).empty());
}

TEST_CASE("UI sound: the most telling event of a move chooses its sound", "[ui][sound]") {
  using duel::Event;
  using duel::EventType;
  CHECK(duel::ui::sound_for_events({}) == Sound::None);
  CHECK(duel::ui::sound_for_events({Event{EventType::CardConstructed, 0, 3}}) == Sound::CardTaken);
  CHECK(duel::ui::sound_for_events({Event{EventType::CardConstructed, 0, 3}, Event{EventType::CoinsLost, 0, 0, 0, 2}}) ==
        Sound::CardTaken);
  CHECK(duel::ui::sound_for_events({Event{EventType::CoinsGained, 1, 0, 0, 3}}) == Sound::Coins);
  CHECK(duel::ui::sound_for_events({Event{EventType::CoinsGained, 1, 0, 0, 0}}) == Sound::None);  // nothing moved
  CHECK(duel::ui::sound_for_events({Event{EventType::CardConstructed, 0, 3}, Event{EventType::PawnMoved, 0, 0, 0, 2},
                                    Event{EventType::MilitaryTokenTaken, 1, 0, 0, 2}}) == Sound::Military);
  CHECK(duel::ui::sound_for_events({Event{EventType::ProgressTaken, 0, 1}}) == Sound::Science);
  CHECK(duel::ui::sound_for_events({Event{EventType::WonderBuilt, 0, 1, 4, 3}, Event{EventType::ReplayTurn, 0}}) ==
        Sound::Wonder);
  CHECK(duel::ui::sound_for_events({Event{EventType::CardConstructed, 0, 3}, Event{EventType::AgeBegan, duel::kNone, 2}}) ==
        Sound::NewAge);
  CHECK(duel::ui::sound_for_events({Event{EventType::PawnMoved, 0, 0, 0, -9}, Event{EventType::GameEnded, 0, 0}}) ==
        Sound::Victory);
}

TEST_CASE("UI sound: known moves of a real game make their sounds", "[ui][sound]") {
  const duel::LoadResult loaded = duel::load_rules(DUEL_SOURCE_DATA_DIR);
  REQUIRE(loaded.ok());
  const duel::Rules& rules = *loaded.rules;
  const duel::GameOptions options{};
  duel::GameState s(rules, duel::make_setup(rules, 5, options));
  int ages_begun = 0, discards = 0;
  bool ended = false;
  for (int step = 0; step < 400 && !s.is_terminal(); ++step) {
    duel::ActionList actions;
    s.legal_actions(actions);
    // Every third move of Age I and later a discard when one is offered, else a spread.
    duel::Action a = actions[(step * 7 + 3) % actions.size()];
    if (step % 3 == 0) {
      for (const duel::Action& x : actions) {
        if (x.type == duel::ActionType::Discard) a = x;
      }
    }
    const duel::Phase phase = s.phase;
    duel::EventLog events;
    REQUIRE(s.apply(a, &events));
    const Sound sound = duel::ui::sound_for_events(events);
    const bool new_age = std::any_of(events.begin(), events.end(), [](const duel::Event& e) { return e.type == duel::EventType::AgeBegan; });
    if (s.is_terminal()) {
      CHECK(sound == Sound::Victory);
      ended = true;
    } else if (new_age) {
      CHECK(sound == Sound::NewAge);
      ++ages_begun;
    } else if (phase == duel::Phase::WonderSelection) {
      CHECK(sound == Sound::CardTaken);  // a Wonder picked
    } else if (a.type == duel::ActionType::Discard) {
      CHECK(sound == Sound::Discard);
      ++discards;
    }
  }
  CHECK(ended);
  CHECK(ages_begun >= 2);  // Age I after the selection, Age II (and Age III unless a win came first)
  CHECK(discards > 3);
}
