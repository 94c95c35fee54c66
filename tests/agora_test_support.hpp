// Helpers for the Agora rule tests (test_agora_*.cpp): an Agora game with the Senate
// emptied of Decrees, and setters that put Decrees, cubes, Conspiracies, cards and Wonders
// straight into the state, then play moves by their words.
#pragma once

#include <algorithm>

#include "../src/engine/agora/agora_internal.hpp"
#include "duel/check.hpp"
#include "duel/decisions.hpp"
#include "duel/observation.hpp"
#include "test_support.hpp"

namespace duel::test::agora {

inline const Rules& R() { return agora_rules(); }
inline const AgoraRules& A() { return *R().agora; }

inline GameOptions agora_options(bool first_game = true) {
  GameOptions o;
  o.first_game_wonders = first_game;
  o.expansions = {"agora"};
  return o;
}

// An Agora game in Age I, player 1 to move, no Decree on any Chamber (each test puts the
// ones it needs), both treasuries empty.
inline GameState new_game(std::uint64_t seed = 1) {
  GameState s(R(), make_setup(R(), seed, agora_options()));
  for (auto& chamber : s.agora.decrees) chamber.fill(kNone);
  s.agora.decree_count.fill(0);
  s.agora.face_down = 0;
  s.cities[0].coins = s.cities[1].coins = 0;
  return s;
}

inline CardId acard(const std::string& name) { return card(name, R()); }
inline WonderId awonder(const std::string& name) { return wonder(name, R()); }
inline TokenId atoken(const std::string& name) { return token(name, R()); }
inline DecreeId decree(int number) {
  for (std::size_t d = 0; d < A().decrees.size(); ++d) {
    if (A().decrees[d].name == "Decree " + std::to_string(number)) return static_cast<DecreeId>(d);
  }
  FAIL("no Decree " << number);
  return kNone;
}
inline ConspiracyId conspiracy(const std::string& name) {
  for (std::size_t c = 0; c < A().conspiracies.size(); ++c) {
    if (A().conspiracies[c].name == name) return static_cast<ConspiracyId>(c);
  }
  FAIL("no Conspiracy " << name);
  return kNone;
}

// Adds Decree `number` to Chamber `chamber` (1-6), face up unless asked.
inline void put_decree(GameState& s, int chamber, int number, bool face_down = false) {
  AgoraState& a = s.agora;
  const auto c = static_cast<std::size_t>(chamber - 1);
  const int position = a.decree_count[c]++;
  a.decrees[c][static_cast<std::size_t>(position)] = decree(number);
  if (face_down) a.face_down = static_cast<std::uint16_t>(a.face_down | (1U << ((chamber - 1) * kMaxDecreesPerChamber + position)));
}

// Sets p's cubes in Chamber `chamber` (1-6), the supply following, without recomputing control.
inline void put_cubes(GameState& s, Player p, int chamber, int n) {
  AgoraState& a = s.agora;
  a.cubes[p][static_cast<std::size_t>(chamber - 1)] = static_cast<std::uint8_t>(n);
  a.supply[p] = static_cast<std::uint8_t>(A().cubes_per_player - a.cubes_in_senate(p));
}
// The same, then control, Decree 9 and political supremacy as the engine recomputes them.
inline void set_cubes(GameState& s, Player p, int chamber, int n) {
  put_cubes(s, p, chamber, n);
  detail::senate_changed(s, nullptr);
}

// A Conspiracy of the deck into p's hand, prepared with `tucked` when given (the card
// leaves wherever it was).
inline void give_conspiracy(GameState& s, Player p, const std::string& name, CardId tucked = kNone) {
  AgoraState& a = s.agora;
  const ConspiracyId c = conspiracy(name);
  auto* end = a.deck.begin() + a.deck_count;
  auto* it = std::find(a.deck.begin(), end, c);
  REQUIRE(it != end);
  std::copy(it + 1, end, it);
  a.deck[--a.deck_count] = kNone;
  ConspiracyHand& h = a.hands[p];
  h.ids[h.count] = c;
  h.tucked[h.count] = tucked;
  ++h.count;
  if (tucked == kNone) return;
  for (int i = 0; i < s.slot_count(); ++i) {
    if ((s.present >> i & 1) && s.slots[static_cast<std::size_t>(i)] == tucked) s.remove_from_structure(i);
  }
  s.removed.erase(tucked);
}
// Puts `names` on top of the Conspiracy deck, in that order.
inline void stack_deck(GameState& s, const std::vector<std::string>& names) {
  AgoraState& a = s.agora;
  for (auto n = names.rbegin(); n != names.rend(); ++n) {
    const ConspiracyId c = conspiracy(*n);
    auto* end = a.deck.begin() + a.deck_count;
    auto* it = std::find(a.deck.begin(), end, c);
    REQUIRE(it != end);
    std::copy_backward(a.deck.begin(), it, it + 1);
    a.deck[0] = c;
  }
}

// give_card and give_progress: test_support.hpp (shared with the Pantheon tests).

// Wonder `name` becomes p's first Wonder (taken from whoever held it; the one it replaces
// goes to the opponent's slot it left, so each Wonder stays in one city).
inline void give_wonder(GameState& s, Player p, const std::string& name, bool built = false) {
  const WonderId w = awonder(name);
  City& mine = s.cities[p];
  const WonderId old = mine.wonders[0];
  for (City& c : s.cities) {
    for (int i = 0; i < c.wonder_count; ++i) {
      if (c.wonders[i] == w) c.wonders[i] = old;
    }
  }
  mine.wonders[0] = w;
  mine.wonder_cards[0] = kNone;
  if (built) {
    mine.wonder_cards[0] = acard("Lumber Yard");
    for (int i = 0; i < s.slot_count(); ++i) {
      if ((s.present >> i & 1) && s.slots[static_cast<std::size_t>(i)] == mine.wonder_cards[0]) s.remove_from_structure(i);
    }
    s.removed.erase(mine.wonder_cards[0]);
  }
  detail::recompute_city(R(), s, p);
}

// The name of the first accessible card of the structure.
inline std::string first_accessible(const GameState& s) {
  return R().cards[s.slots[static_cast<std::size_t>(std::countr_zero(s.accessible_slots()))]].name;
}

inline int legal_count(const GameState& s) {
  ActionList legal;
  s.legal_actions(legal);
  return static_cast<int>(legal.size());
}

// Turn step 1 for p: the trigger of a prepared Conspiracy is offered when one can act.
inline void begin_turn(GameState& s, Player p) { detail::start_turn(s, p, nullptr); }

inline bool has_event(const EventLog& events, EventType type) {
  return std::any_of(events.begin(), events.end(), [type](const Event& e) { return e.type == type; });
}

}  // namespace duel::test::agora
