#include "sound_events.hpp"

namespace duel::ui {
namespace {

// Higher wins when one move has several events.
int rank(Sound s) {
  switch (s) {
    case Sound::None: return 0;
    case Sound::Coins: return 1;
    case Sound::Discard: return 2;
    case Sound::CardTaken: return 3;
    case Sound::Wonder: return 4;
    case Sound::Science: return 5;
    case Sound::Military: return 6;
    case Sound::NewAge: return 7;
    case Sound::Victory: return 8;
    case Sound::Refusal: return 9;
  }
  return 0;
}

Sound sound_of(const Event& e) {
  switch (e.type) {
    case EventType::WonderPicked:
    case EventType::CardConstructed: return Sound::CardTaken;
    case EventType::CardDiscarded: return Sound::Discard;
    case EventType::WonderBuilt: return Sound::Wonder;
    case EventType::CoinsGained:
    case EventType::CoinsLost: return e.value != 0 ? Sound::Coins : Sound::None;
    case EventType::PawnMoved:
    case EventType::MilitaryTokenTaken: return Sound::Military;
    case EventType::ProgressTaken: return Sound::Science;
    case EventType::OpponentCardDiscarded: return Sound::Discard;
    case EventType::AgeBegan: return Sound::NewAge;
    case EventType::GameEnded: return Sound::Victory;
    case EventType::WonderToBox:
    case EventType::CardRevealed:
    case EventType::ReplayTurn:
    case EventType::ReplayLost:
    case EventType::FirstPlayerChosen:
    case EventType::ProgressReturned:
    case EventType::DivinitiesRevealed:
    case EventType::AstarteCoinsSpent: return Sound::None;
    case EventType::PantheonTokenTaken:
    case EventType::DivinityPlaced:
    case EventType::CardTaken:
    case EventType::WonderTaken:
    case EventType::SnakePlaced: return Sound::CardTaken;
    case EventType::DivinityActivated: return Sound::Wonder;
    case EventType::StructureCardDiscarded:
    case EventType::WonderUnbuilt: return Sound::Discard;
    case EventType::MinervaPlaced:
    case EventType::MinervaStopped:
    case EventType::MilitaryTokenDiscarded: return Sound::Military;
    case EventType::CubePlaced:
    case EventType::CubeMoved:
    case EventType::CubeRemoved:
    case EventType::ConspiracyKept:
    case EventType::ConspiracyPrepared:
    case EventType::CardsSwapped:
    case EventType::DecreeMoved: return Sound::CardTaken;
    case EventType::ConspiracyTriggered: return Sound::Wonder;
    case EventType::TokenObscured:
    case EventType::WonderReturned: return Sound::Discard;
    case EventType::DecreeRevealed:
    case EventType::ChamberControl: return Sound::None;
  }
  return Sound::None;
}

}  // namespace

Sound sound_for_events(const EventLog& events) {
  Sound best = Sound::None;
  for (const Event& e : events) {
    const Sound s = sound_of(e);
    if (rank(s) > rank(best)) best = s;
  }
  return best;
}

}  // namespace duel::ui
