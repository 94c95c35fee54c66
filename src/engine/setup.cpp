// Setup (base-game.md "Setup"): Wonders, Progress tokens, each Age's deck as the data
// composes it (decks.hpp) in slot order, and the cards returned to the box.
#include "duel/setup.hpp"

#include <algorithm>
#include <array>

#include "duel/decks.hpp"
#include "duel/rng.hpp"

namespace duel {
namespace {

template <typename T>
std::vector<T> iota_ids(std::size_t n) {
  std::vector<T> v(n);
  for (std::size_t i = 0; i < n; ++i) v[i] = static_cast<T>(i);
  return v;
}

// Deals each Age's deck: the pools added to Ages (the Guilds) are shuffled first, in the
// order the Ages name them; then, Age by Age, the Age's own pool is shuffled and loses its
// top cards to the box, each added pool deals its next cards, and a deck made of several
// pools is shuffled again. What the added pools do not deal goes to the box. (This is the
// order the base game has always drawn in: same seed, same setup; golden records.)
void deal_ages(const Rules& rules, Rng& rng, Setup& s) {
  // The cards grouped by pool in one block, each pool in id order: pool i is
  // cards[start[i], start[i + 1]) (setup runs once per game: nothing allocated per pool).
  constexpr std::size_t kPoolIds = 256;  // CardDef::pool is a byte
  const std::size_t pool_count = rules.pools.size();
  std::array<CardId, kMaxCards> cards;
  std::array<std::uint8_t, kPoolIds + 1> start;
  std::fill_n(start.begin(), pool_count + 1, std::uint8_t{0});
  for (const CardDef& c : rules.cards) ++start[c.pool + 1u];
  for (std::size_t i = 1; i <= pool_count; ++i) start[i] = static_cast<std::uint8_t>(start[i] + start[i - 1]);
  std::array<std::uint8_t, kPoolIds> filled;
  std::copy_n(start.begin(), pool_count, filled.begin());
  for (std::size_t i = 0; i < rules.cards.size(); ++i) cards[filled[rules.cards[i].pool]++] = static_cast<CardId>(i);
  const auto pool = [&](std::size_t i) { return cards.data() + start[i]; };
  const auto pool_size = [&](std::size_t i) { return static_cast<std::size_t>(start[i + 1] - start[i]); };
  constexpr std::size_t kOwnPool = ~std::size_t{0};
  std::array<std::size_t, kPoolIds> dealt;  // an added pool's cards dealt from its top
  std::fill_n(dealt.begin(), pool_count, kOwnPool);
  for (int age = 1; age <= kAges; ++age) {
    const std::vector<DeckDraw>& draws = age_composition(rules, age);
    for (std::size_t i = 1; i < draws.size(); ++i) {
      if (dealt[draws[i].pool] == kOwnPool) rng.shuffle(pool(draws[i].pool), pool_size(draws[i].pool));
      dealt[draws[i].pool] = 0;
    }
  }
  s.removed.reserve(rules.cards.size());
  for (int age = 1; age <= kAges; ++age) {
    const std::vector<DeckDraw>& draws = age_composition(rules, age);
    CardId* own = pool(draws.front().pool);
    const std::size_t own_size = pool_size(draws.front().pool);
    rng.shuffle(own, own_size);
    const std::size_t to_box = own_size - draws.front().count;
    s.removed.insert(s.removed.end(), own, own + to_box);
    std::vector<CardId>& deck = s.ages[static_cast<std::size_t>(age - 1)];
    deck.reserve(rules.layouts[static_cast<std::size_t>(age - 1)].slots.size());
    deck.assign(own + to_box, own + own_size);
    for (std::size_t i = 1; i < draws.size(); ++i) {
      const CardId* added = pool(draws[i].pool);
      std::size_t& next = dealt[draws[i].pool];
      deck.insert(deck.end(), added + next, added + next + draws[i].count);
      next += draws[i].count;
    }
    if (draws.size() > 1) rng.shuffle(deck);
  }
  for (std::size_t p = 0; p < pool_count; ++p) {
    if (dealt[p] != kOwnPool) s.removed.insert(s.removed.end(), pool(p) + dealt[p], pool(p) + pool_size(p));
  }
  std::sort(s.removed.begin(), s.removed.end());
}

// The problem with one Age's deck (cards of pools the Age does not draw, or the wrong
// number from a pool), or empty. Marks the cards seen.
std::string check_age(const Rules& rules, int age, const std::vector<CardId>& deck, std::vector<int>& card_seen) {
  const std::string age_name = "Age " + std::to_string(age);
  const std::size_t slots = rules.layouts[static_cast<std::size_t>(age - 1)].slots.size();
  if (deck.size() != slots)
    return "setup's " + age_name + " has " + std::to_string(deck.size()) + " cards, expected " + std::to_string(slots);
  std::vector<int> per_pool(rules.pools.size(), 0);
  for (CardId c : deck) {
    if (c >= rules.cards.size() || card_seen[c]++) return "setup uses a card twice or an unknown card";
    const CardDef& def = rules.cards[c];
    if (draws_from(rules, age, def.pool) == 0) {
      return "setup puts " + def.name + " in " + age_name + " (its pool \"" + rules.pools[def.pool] + "\" is not in that Age)";
    }
    ++per_pool[def.pool];
  }
  for (const DeckDraw& draw : age_composition(rules, age)) {
    if (per_pool[draw.pool] != draw.count)
      return "setup's " + age_name + " has " + std::to_string(per_pool[draw.pool]) + " cards of the pool \"" +
             rules.pools[draw.pool] + "\", expected " + std::to_string(draw.count);
  }
  return {};
}

// Pantheon's draws, after the base game's (so a base game's seed deals as before): the
// Mythology tokens on the Age I slots (the rest stay in the box), the Offering tokens on
// the Age II slots, each Mythology's deck.
// Every list is allocated once at its size (setup runs once per game, and a bench plays
// thousands).
void deal_pantheon(const PantheonRules& p, Rng& rng, PantheonSetup& out) {
  std::size_t token_count = 0;
  for (int m = 0; m < kMythologyCount; ++m) token_count += p.mythology_tokens[static_cast<std::size_t>(m)];
  std::vector<std::uint8_t> tokens;
  tokens.reserve(token_count);
  for (int m = 0; m < kMythologyCount; ++m) tokens.insert(tokens.end(), p.mythology_tokens[static_cast<std::size_t>(m)], static_cast<std::uint8_t>(m));
  rng.shuffle(tokens);
  out.mythology_tokens.assign(tokens.begin(), tokens.begin() + static_cast<std::ptrdiff_t>(std::min(tokens.size(), p.mythology_token_slots.size())));
  out.offerings = iota_ids<std::uint8_t>(p.offering_tokens.size());
  rng.shuffle(out.offerings);
  std::array<std::size_t, kMythologyCount> deck_size{};
  for (const DivinityDef& d : p.divinities) ++deck_size[static_cast<std::size_t>(d.mythology)];
  for (int m = 0; m < kMythologyCount; ++m) {
    auto& deck = out.decks[static_cast<std::size_t>(m)];
    deck.reserve(deck_size[static_cast<std::size_t>(m)]);
    for (std::size_t d = 0; d < p.divinities.size(); ++d) {
      if (static_cast<int>(p.divinities[d].mythology) == m) deck.push_back(static_cast<DivinityId>(d));
    }
    rng.shuffle(deck);
  }
}

std::string check_pantheon(const Rules& rules, const PantheonSetup& s) {
  if (!rules.pantheon) {
    const bool empty = s.mythology_tokens.empty() && s.offerings.empty() &&
                       std::all_of(s.decks.begin(), s.decks.end(), [](const auto& d) { return d.empty(); });
    return empty ? "" : "setup has a Pantheon part but the game is played without Pantheon";
  }
  const PantheonRules& p = *rules.pantheon;
  if (s.mythology_tokens.size() != p.mythology_token_slots.size())
    return "setup's Pantheon has " + std::to_string(s.mythology_tokens.size()) + " Mythology tokens, expected " +
           std::to_string(p.mythology_token_slots.size());
  std::array<int, kMythologyCount> used{};
  for (std::uint8_t m : s.mythology_tokens) {
    if (m >= kMythologyCount || ++used[m] > p.mythology_tokens[m]) return "setup's Pantheon uses more Mythology tokens of one Mythology than there are";
  }
  if (s.offerings.size() != p.offering_tokens.size()) return "setup's Pantheon places " + std::to_string(s.offerings.size()) +
                                                              " Offering tokens, expected " + std::to_string(p.offering_tokens.size());
  std::vector<int> seen(p.offering_tokens.size(), 0);
  for (std::uint8_t o : s.offerings) {
    if (o >= seen.size() || seen[o]++) return "setup's Pantheon lists an Offering token twice or an unknown one";
  }
  std::vector<int> divinity_seen(p.divinities.size(), 0);
  for (int m = 0; m < kMythologyCount; ++m) {
    for (DivinityId d : s.decks[static_cast<std::size_t>(m)]) {
      if (d >= p.divinities.size() || divinity_seen[d]++ || static_cast<int>(p.divinities[d].mythology) != m)
        return "setup's " + std::string(mythology_name(static_cast<Mythology>(m))) + " deck lists an unknown Divinity, one twice or one of another Mythology";
    }
  }
  for (std::size_t d = 0; d < p.divinities.size(); ++d) {
    if (!divinity_seen[d]) return "setup's Pantheon decks do not hold " + p.divinities[d].name;
  }
  return {};
}

// Agora's draws, after Pantheon's: a Decree on each Chamber, the Conspiracy deck.
void deal_agora(const AgoraRules& a, Rng& rng, AgoraSetup& out) {
  std::array<DecreeId, kMaxDecrees> decrees;  // the loader keeps the Decrees within kMaxDecrees
  const std::size_t decree_count = std::min<std::size_t>(a.decrees.size(), kMaxDecrees);
  for (std::size_t i = 0; i < decree_count; ++i) decrees[i] = static_cast<DecreeId>(i);
  rng.shuffle(decrees.data(), decree_count);
  out.decrees.assign(decrees.begin(), decrees.begin() + std::min<std::ptrdiff_t>(kChambers, static_cast<std::ptrdiff_t>(decree_count)));
  out.conspiracies = iota_ids<ConspiracyId>(a.conspiracies.size());
  rng.shuffle(out.conspiracies);
}

std::string check_agora(const Rules& rules, const AgoraSetup& s) {
  if (!rules.agora) {
    return s.decrees.empty() && s.conspiracies.empty() ? "" : "setup has an Agora part but the game is played without Agora";
  }
  const AgoraRules& a = *rules.agora;
  if (s.decrees.size() != kChambers)
    return "setup's Agora places " + std::to_string(s.decrees.size()) + " Decrees, expected one per Chamber (" + std::to_string(kChambers) + ")";
  std::vector<int> seen(a.decrees.size(), 0);
  for (DecreeId d : s.decrees) {
    if (d >= seen.size() || seen[d]++) return "setup's Agora lists a Decree twice or an unknown one";
  }
  if (s.conspiracies.size() != a.conspiracies.size())
    return "setup's Conspiracy deck has " + std::to_string(s.conspiracies.size()) + " cards, expected " + std::to_string(a.conspiracies.size());
  std::vector<int> held(a.conspiracies.size(), 0);
  for (ConspiracyId c : s.conspiracies) {
    if (c >= held.size() || held[c]++) return "setup's Conspiracy deck lists a Conspiracy twice or an unknown one";
  }
  return {};
}

}  // namespace

std::vector<std::string> canonical_expansions(std::vector<std::string> names) {
  std::sort(names.begin(), names.end());
  names.erase(std::unique(names.begin(), names.end()), names.end());
  return names;
}

std::vector<std::string> expansions_of(const Rules& rules) {
  std::vector<std::string> names;
  for (const std::string& m : rules.modules) {
    if (m != "base") names.push_back(m);
  }
  return canonical_expansions(names);
}

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

  deal_ages(rules, rng, s);
  if (rules.pantheon) deal_pantheon(*rules.pantheon, rng, s.pantheon);
  if (rules.agora) deal_agora(*rules.agora, rng, s.agora);
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
    const std::string problem = check_age(rules, age, s.ages[static_cast<std::size_t>(age - 1)], card_seen);
    if (!problem.empty()) return problem;
  }
  for (CardId c : s.removed) {
    if (c >= rules.cards.size() || card_seen[c]++) return "setup removes a card twice or an unknown card";
  }
  for (std::size_t c = 0; c < rules.cards.size(); ++c) {
    if (!card_seen[c]) return "setup does not place " + rules.cards[c].name + " (in an Age or removed)";
  }
  if (std::string problem = check_pantheon(rules, s.pantheon); !problem.empty()) return problem;
  return check_agora(rules, s.agora);
}

}  // namespace duel
