// Game setup (base-game.md "Setup"): the Wonders in selection order, the Progress
// tokens on the board and in the box, each Age's cards in slot order and the cards
// removed to the box. A Setup is either drawn from a seed or written out explicitly
// in a game record; the game is then fully determined by the setup and the moves.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "duel/rules.hpp"

namespace duel {

struct GameOptions {
  bool first_game_wonders = false;  // skip the selection: the rulebook's first-game Wonders
  // The expansion modules played with, besides data/base (docs/data-format.md "Data
  // modules"): distinct names in alphabetical order (canonical_expansions); empty: the
  // base game. The rules a game is played with must be loaded for exactly these.
  std::vector<std::string> expansions = {};
  bool operator==(const GameOptions&) const = default;
};

// The names sorted alphabetically without repeats: the order options and caches keep.
std::vector<std::string> canonical_expansions(std::vector<std::string> names);
// The expansions the rules were loaded with (Rules::modules but "base"), canonical.
std::vector<std::string> expansions_of(const Rules& rules);

// Pantheon's random setup (reference/pantheon.md "Setup changes"); empty without it.
struct PantheonSetup {
  std::vector<std::uint8_t> mythology_tokens;  // the Mythology on each of mythology_token_slots (Age I)
  std::vector<std::uint8_t> offerings;         // the Offering token on each of offering_token_slots (Age II)
  std::array<std::vector<DivinityId>, kMythologyCount> decks;  // each Mythology's deck, top first
  bool operator==(const PantheonSetup&) const = default;
};

// Agora's random setup (reference/agora.md "Setup changes"); empty without it.
struct AgoraSetup {
  std::vector<DecreeId> decrees;           // the Decree on each Chamber, Chamber 1 first (the rest stay in the box)
  std::vector<ConspiracyId> conspiracies;  // the Conspiracy deck, top first
  bool operator==(const AgoraSetup&) const = default;
};

struct Setup {
  GameOptions options;
  // Selection: the first round's offer, the second round's offer, then the box.
  // First-game Wonders: player 1's four, player 2's four, then the box.
  std::vector<WonderId> wonders;
  std::vector<TokenId> board_tokens;  // left to right
  std::vector<TokenId> box_tokens;    // in the order the Great Library draws them
  std::array<std::vector<CardId>, kAges> ages;  // each Age's cards in slot order
  std::vector<CardId> removed;        // cards returned to the box unseen
  PantheonSetup pantheon;             // with the Pantheon expansion only
  AgoraSetup agora;                   // with the Agora expansion only
  bool operator==(const Setup&) const = default;
};

// Draws a setup with the project's own generator: same seed, same setup everywhere.
Setup make_setup(const Rules& rules, std::uint64_t seed, const GameOptions& options);

// Checks that a setup (e.g. read from a file) uses every card, Wonder and token
// exactly as the rules require. Returns an empty string when valid, else the problem.
std::string check_setup(const Rules& rules, const Setup& setup);

}  // namespace duel
