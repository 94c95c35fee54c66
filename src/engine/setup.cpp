// Setup (base-game.md "Setup"): Wonders, Progress tokens, removed cards and Guilds,
// each Age's cards in slot order.
#include "duel/setup.hpp"

#include <algorithm>

#include "duel/rng.hpp"

namespace duel {
namespace {

// The cards of each Age deck (index 0..2) and the Guilds (index 3), in id order.
std::array<std::vector<CardId>, kAges + 1> decks_of(const Rules& rules) {
  std::array<std::vector<CardId>, kAges + 1> decks;
  for (auto& d : decks) d.reserve(rules.cards.size());
  for (std::size_t i = 0; i < rules.cards.size(); ++i) {
    const CardDef& c = rules.cards[i];
    decks[c.is_guild() ? kAges : static_cast<std::size_t>(c.age - 1)].push_back(static_cast<CardId>(i));
  }
  return decks;
}

template <typename T>
std::vector<T> iota_ids(std::size_t n) {
  std::vector<T> v(n);
  for (std::size_t i = 0; i < n; ++i) v[i] = static_cast<T>(i);
  return v;
}

}  // namespace

Setup make_setup(const Rules& rules, std::uint64_t seed, const GameOptions& options) {
  Rng rng(seed);
  const Constants& k = rules.constants;
  Setup s;
  s.options = options;

  s.wonders = iota_ids<WonderId>(rules.wonders.size());
  rng.shuffle(s.wonders);
  if (options.first_game_wonders) {
    std::vector<WonderId> order;
    for (const auto& seat : k.first_game_wonders) order.insert(order.end(), seat.begin(), seat.end());
    for (WonderId w : s.wonders) {
      if (std::find(order.begin(), order.end(), w) == order.end()) order.push_back(w);
    }
    s.wonders = order;
  }

  std::vector<TokenId> tokens = iota_ids<TokenId>(rules.progress_tokens.size());
  rng.shuffle(tokens);
  s.board_tokens.assign(tokens.begin(), tokens.begin() + k.progress_tokens_on_board);
  s.box_tokens.assign(tokens.begin() + k.progress_tokens_on_board, tokens.end());

  auto decks = decks_of(rules);
  std::vector<CardId>& guilds = decks[kAges];
  rng.shuffle(guilds);
  for (int age = 1; age <= kAges; ++age) {
    std::vector<CardId>& deck = decks[static_cast<std::size_t>(age - 1)];
    rng.shuffle(deck);
    s.removed.insert(s.removed.end(), deck.begin(), deck.begin() + k.cards_removed_per_age);
    deck.erase(deck.begin(), deck.begin() + k.cards_removed_per_age);
    if (age == kAges) {
      deck.insert(deck.end(), guilds.begin(), guilds.begin() + k.guilds_in_age_three);
      s.removed.insert(s.removed.end(), guilds.begin() + k.guilds_in_age_three, guilds.end());
      rng.shuffle(deck);
    }
    s.ages[static_cast<std::size_t>(age - 1)] = std::move(deck);
  }
  std::sort(s.removed.begin(), s.removed.end());
  return s;
}

std::string check_setup(const Rules& rules, const Setup& s) {
  if (s.wonders.size() != rules.wonders.size()) return "setup lists " + std::to_string(s.wonders.size()) +
                                                        " Wonders, expected " + std::to_string(rules.wonders.size());
  if (s.board_tokens.size() != rules.constants.progress_tokens_on_board)
    return "setup has " + std::to_string(s.board_tokens.size()) + " board Progress tokens, expected " +
           std::to_string(rules.constants.progress_tokens_on_board);
  if (s.board_tokens.size() + s.box_tokens.size() != rules.progress_tokens.size())
    return "setup's board and box Progress tokens are not all the tokens";
  std::vector<int> seen(rules.wonders.size(), 0);
  for (WonderId w : s.wonders) {
    if (w >= rules.wonders.size() || seen[w]++) return "setup lists a Wonder twice or an unknown Wonder";
  }
  std::vector<int> token_seen(rules.progress_tokens.size(), 0);
  for (const auto* list : {&s.board_tokens, &s.box_tokens}) {
    for (TokenId t : *list) {
      if (t >= rules.progress_tokens.size() || token_seen[t]++) return "setup lists a Progress token twice";
    }
  }
  std::vector<int> card_seen(rules.cards.size(), 0);
  for (int age = 1; age <= kAges; ++age) {
    const auto& deck = s.ages[static_cast<std::size_t>(age - 1)];
    const auto& layout = rules.layouts[static_cast<std::size_t>(age - 1)];
    if (deck.size() != layout.slots.size())
      return "setup's Age " + std::to_string(age) + " has " + std::to_string(deck.size()) + " cards, expected " +
             std::to_string(layout.slots.size());
    int guilds = 0;
    for (CardId c : deck) {
      if (c >= rules.cards.size() || card_seen[c]++) return "setup uses a card twice or an unknown card";
      const CardDef& def = rules.cards[c];
      if (def.is_guild()) {
        ++guilds;
        if (age != kAges) return "setup puts the Guild " + def.name + " in Age " + std::to_string(age);
      } else if (def.age != age) {
        return "setup puts " + def.name + " in Age " + std::to_string(age);
      }
    }
    if (age == kAges && guilds != rules.constants.guilds_in_age_three)
      return "setup's Age III has " + std::to_string(guilds) + " Guilds, expected " +
             std::to_string(rules.constants.guilds_in_age_three);
  }
  for (CardId c : s.removed) {
    if (c >= rules.cards.size() || card_seen[c]++) return "setup removes a card twice or an unknown card";
  }
  for (std::size_t c = 0; c < rules.cards.size(); ++c) {
    if (!card_seen[c]) return "setup does not place " + rules.cards[c].name + " (in an Age or removed)";
  }
  return {};
}

}  // namespace duel
