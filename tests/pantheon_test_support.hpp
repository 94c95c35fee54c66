// Helpers for the Pantheon rule tests (test_pantheon_*.cpp): a Pantheon game, Age II
// reached by discarding, and setters that put Divinities, cards and tokens straight into
// the state, then play moves by their words.
#pragma once

#include <algorithm>

#include "../src/engine/pantheon/pantheon_internal.hpp"
#include "test_support.hpp"

namespace duel::test::pantheon {

inline const Rules& R() { return pantheon_rules(); }
inline const PantheonRules& P() { return *R().pantheon; }

inline GameOptions pantheon_options(bool first_game = true, const Rules& rules = R()) {
  GameOptions o;
  o.first_game_wonders = first_game;
  o.expansions = {"pantheon"};
  if (rules.agora) o.expansions = {"agora", "pantheon"};
  return o;
}

// A Pantheon game (with Agora too when `rules` have it) in Age I.
inline GameState new_game(std::uint64_t seed = 1, bool first_game = true, const Rules& rules = R()) {
  return GameState(rules, make_setup(rules, seed, pantheon_options(first_game, rules)));
}

inline CardId pcard(const std::string& name) { return card(name, R()); }
inline WonderId pwonder(const std::string& name) { return wonder(name, R()); }
inline TokenId ptoken(const std::string& name) { return token(name, R()); }
inline DivinityId divinity(const std::string& name) {
  for (std::size_t d = 0; d < P().divinities.size(); ++d) {
    if (P().divinities[d].name == name) return static_cast<DivinityId>(d);
  }
  FAIL("no Divinity " << name);
  return kNone;
}
inline int mythology_of(DivinityId d) { return static_cast<int>(P().divinities[d].mythology); }
inline std::uint8_t offering(int value) {
  const auto it = std::find(P().offering_tokens.begin(), P().offering_tokens.end(), value);
  REQUIRE(it != P().offering_tokens.end());
  return static_cast<std::uint8_t>(1U << (it - P().offering_tokens.begin()));
}

// Age I played out by discarding (placements take their first choice), then player 1
// starts Age II: both players hold only coins. The Divinities' ids are the same with
// Agora (the same data file), so the helpers below serve both.
inline GameState age_two(std::uint64_t seed = 1, const Rules& rules = R()) {
  GameState s = new_game(seed, true, rules);
  while (s.age < 2) {
    ActionList legal;
    s.legal_actions(legal);
    const auto discard = std::find_if(legal.begin(), legal.end(), [](const Action& a) { return a.type == ActionType::Discard; });
    REQUIRE(s.apply(s.phase == Phase::Play && discard != legal.end() ? *discard : legal[0]));
  }
  REQUIRE(s.phase == Phase::ChooseFirstPlayer);
  move(s, "first player 1");
  REQUIRE(s.phase == Phase::Play);
  REQUIRE(s.to_move() == 0);
  s.cities[0].coins = s.cities[1].coins = 0;
  return s;
}

// Puts Divinity `name` face up on `space` (0-based): it leaves its deck or space; what
// was on `space` takes its old place (its own deck when it came from a deck).
inline void put(GameState& s, const std::string& name, int space) {
  PantheonState& ps = s.pantheon;
  const DivinityId d = divinity(name);
  const int from = detail::space_of(ps, d);
  if (from == space) return;
  if (ps.spaces[static_cast<std::size_t>(space)] == kGate && from < 0) {
    // The Gate moves to another space, whose Divinity goes back to its deck.
    for (int j = 0; j < ps.space_count; ++j) {
      const DivinityId other = ps.spaces[static_cast<std::size_t>(j)];
      if (j == space || other == kNone || other == kGate) continue;
      const int om = mythology_of(other);
      ps.decks[static_cast<std::size_t>(om)][ps.deck_count[static_cast<std::size_t>(om)]++] = other;
      ps.spaces[static_cast<std::size_t>(j)] = kGate;
      ps.backs[static_cast<std::size_t>(j)] = kNone;
      ps.spaces[static_cast<std::size_t>(space)] = kNone;
      ps.backs[static_cast<std::size_t>(space)] = kNone;
      break;
    }
  }
  const DivinityId displaced = ps.spaces[static_cast<std::size_t>(space)];
  if (from >= 0) {
    ps.spaces[static_cast<std::size_t>(from)] = displaced;
    ps.backs[static_cast<std::size_t>(from)] = displaced == kGate || displaced == kNone ? kNone : static_cast<std::uint8_t>(mythology_of(displaced));
  } else {
    const int m = mythology_of(d);
    const auto& deck = ps.decks[static_cast<std::size_t>(m)];
    detail::remove_from_deck(s, m, static_cast<int>(std::find(deck.begin(), deck.begin() + ps.deck_count[m], d) - deck.begin()));
    if (displaced != kNone) {
      const int dm = mythology_of(displaced);
      ps.decks[static_cast<std::size_t>(dm)][ps.deck_count[static_cast<std::size_t>(dm)]++] = displaced;
    }
  }
  ps.spaces[static_cast<std::size_t>(space)] = d;
  ps.backs[static_cast<std::size_t>(space)] = static_cast<std::uint8_t>(mythology_of(d));
  ps.placed_by[static_cast<std::size_t>(space)] = 0;
  ps.revealed = static_cast<std::uint8_t>(ps.revealed | (1U << space));
}

// give_card, give_progress and score: test_support.hpp (shared with the Agora tests).

}  // namespace duel::test::pantheon
