// Helpers for the tests: the shipped rules, and a state builder that puts cards and
// tokens straight into a city ("player 1 has Quarry x2") without playing the moves.
#pragma once

#include <catch2/catch.hpp>

#include <algorithm>
#include <bit>
#include <map>
#include <memory>
#include <vector>
#include <string>

#include "../src/engine/state_internal.hpp"
#include "duel/data_loader.hpp"
#include "duel/notation.hpp"
#include "duel/payment.hpp"
#include "duel/scoring.hpp"
#include "duel/state.hpp"

namespace duel::test {

inline const Rules& rules() {
  static const std::shared_ptr<const Rules> loaded = [] {
    LoadResult r = load_rules(DUEL_SOURCE_DATA_DIR);
    if (!r.ok()) FAIL("shipped data does not load: " << r.errors.front().to_string());
    return r.rules;
  }();
  return *loaded;
}

// The shipped rules with the Pantheon expansion.
inline const Rules& pantheon_rules() {
  static const std::shared_ptr<const Rules> loaded = [] {
    LoadResult r = load_rules(DUEL_SOURCE_DATA_DIR, {"pantheon"});
    if (!r.ok()) FAIL("shipped Pantheon data does not load: " << r.errors.front().to_string());
    return r.rules;
  }();
  return *loaded;
}

// The shipped rules with Agora, and with both expansions.
inline const Rules& expansion_rules(const std::vector<std::string>& expansions) {
  static std::map<std::vector<std::string>, std::shared_ptr<const Rules>> loaded;
  auto& slot = loaded[expansions];
  if (!slot) {
    LoadResult r = load_rules(DUEL_SOURCE_DATA_DIR, expansions);
    if (!r.ok()) FAIL("shipped data does not load: " << r.errors.front().to_string());
    slot = r.rules;
  }
  return *slot;
}
inline const Rules& agora_rules() { return expansion_rules({"agora"}); }
inline const Rules& both_rules() { return expansion_rules({"agora", "pantheon"}); }

// A component's id by name, in the base rules or the given ones.
inline CardId card(const std::string& name, const Rules& in = rules()) {
  const CardId id = in.find_card(name);
  REQUIRE(id != kNone);
  return id;
}
inline WonderId wonder(const std::string& name, const Rules& in = rules()) {
  const WonderId id = in.find_wonder(name);
  REQUIRE(id != kNone);
  return id;
}
inline TokenId token(const std::string& name, const Rules& in = rules()) {
  const TokenId id = in.find_token(name);
  REQUIRE(id != kNone);
  return id;
}

// A game in Age I, player 1 to move, with the first-game Wonders.
inline GameState first_game(std::uint64_t seed = 1) {
  GameOptions options;
  options.first_game_wonders = true;
  return GameState(rules(), make_setup(rules(), seed, options));
}

// The name of the first accessible card of the structure.
inline std::string any_accessible(const GameState& s) {
  return rules().cards[s.slots[static_cast<std::size_t>(std::countr_zero(s.accessible_slots()))]].name;
}

// Puts a card in a city as if constructed earlier (no one-time effects).
inline void give(GameState& s, Player p, const std::string& name) {
  detail::add_card_stats(rules(), s.cities[p], card(name));
}

inline void give_token(GameState& s, Player p, const std::string& name) {
  const TokenId t = token(name);
  s.cities[p].progress = static_cast<std::uint16_t>(s.cities[p].progress | (1U << t));
  detail::add_lasting_effects(s.cities[p], rules().progress_tokens[t].effects, false);
}

// A card into p's city as if constructed earlier, its lasting effects counted (no one-time
// effect): it leaves wherever it was, the structure, the box or the discard pile. Named in
// the game's own rules (base or with expansions).
inline void give_card(GameState& s, Player p, const std::string& name) {
  const CardId c = card(name, s.rules());
  for (int i = 0; i < s.slot_count(); ++i) {
    if ((s.present >> i & 1) && s.slots[static_cast<std::size_t>(i)] == c) s.remove_from_structure(i);
  }
  s.removed.erase(c);
  detail::remove_from_discard(s, c);
  detail::add_card_stats(s.rules(), s.cities[p], c);
}

// A Progress token into p's city, taken from the board or the box, the city recomputed.
inline void give_progress(GameState& s, Player p, const std::string& name) {
  const TokenId t = token(name, s.rules());
  std::replace(s.board_tokens.begin(), s.board_tokens.begin() + s.board_token_count, t, TokenId{kNone});
  auto* end = s.box_tokens.begin() + s.box_token_count;
  if (auto* it = std::find(s.box_tokens.begin(), end, t); it != end) {
    std::copy(it + 1, end, it);
    s.box_tokens[--s.box_token_count] = kNone;
  }
  s.cities[p].progress = static_cast<std::uint16_t>(s.cities[p].progress | (1U << t));
  detail::recompute_city(s.rules(), s, p);
}

// p's points in one category of the score sheet.
inline int score(const GameState& s, Player p, ScoreCategory c) { return score_sheet(s, p)[c]; }

// Marks one of the player's Wonders as built (tucking an arbitrary card id).
inline void give_built_wonder(GameState& s, Player p, const std::string& name) {
  const WonderId w = wonder(name);
  City& c = s.cities[p];
  for (int i = 0; i < c.wonder_count; ++i) {
    if (c.wonders[i] == w) {
      c.wonder_cards[i] = 0;
      detail::add_lasting_effects(c, rules().wonders[w].effects, false);
      return;
    }
  }
  FAIL("player does not own " << name);
}

// Makes `name` the card in an accessible, face-up slot of the current structure (the
// card that was there goes to the box).
inline void make_accessible(GameState& s, const std::string& name) {
  const CardId c = s.rules().find_card(name);  // the game's own rules (base or with an expansion)
  REQUIRE(c != kNone);
  for (int i = 0; i < s.slot_count(); ++i) {
    if ((s.present >> i & 1) && s.slots[static_cast<std::size_t>(i)] == c) {
      if (s.slot_accessible(i)) return;
      s.remove_from_structure(i);
    }
  }
  const int slot = std::countr_zero(s.accessible_slots());
  s.removed.insert(s.slots[static_cast<std::size_t>(slot)]);
  s.removed.erase(c);
  s.slots[static_cast<std::size_t>(slot)] = c;
  s.face_up |= 1U << slot;
}

inline Action act(const GameState& s, const std::string& words) {
  const std::optional<Action> a = parse_action(s, words);
  INFO("move: " << words);
  REQUIRE(a.has_value());
  return *a;
}

inline void play(GameState& s, const std::string& words, EventLog* events = nullptr) {
  REQUIRE(s.apply(act(s, words), events));
}

// Every legal move's words, for a failing test's message.
inline std::string legal_words(const GameState& s) {
  ActionList legal;
  s.legal_actions(legal);
  std::string out;
  for (const Action& a : legal) out += action_to_string(s, a, kReferee) + "; ";
  return out;
}

// Plays a move by its words; a failure lists the legal moves.
inline void move(GameState& s, const std::string& words, EventLog* events = nullptr) {
  const std::optional<Action> a = parse_action(s, words);
  INFO("move: " << words << "\nlegal: " << legal_words(s));
  REQUIRE(a.has_value());
  REQUIRE(s.apply(*a, events));
}

// Whether the words are a legal move now.
inline bool legal(const GameState& s, const std::string& words) { return parse_action(s, words).has_value(); }

}  // namespace duel::test
