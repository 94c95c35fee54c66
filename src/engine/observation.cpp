// Observation and determinization (DESIGN.md "Observation"): hide what a player may
// not know, and sample it back consistently with what they see.
#include "duel/observation.hpp"

#include <algorithm>
#include <vector>

#include "duel/decks.hpp"

namespace duel {
namespace {

bool drawn_tokens_visible(const GameState& s, Player viewer) {
  return s.drawn_token_count == 0 || (s.phase == Phase::ChooseProgress && s.current == viewer);
}

int revealed_wonder_positions(const GameState& s) {
  const int per_round = s.rules().constants.wonders_per_selection_round;
  if (s.phase == Phase::WonderSelection) return std::min<int>(s.wonder_order_count, (s.selection_step / per_round + 1) * per_round);
  return std::min<int>(s.wonder_order_count, 2 * per_round);
}

// Every card a player can see: cities, tucked cards, discard pile, face-up structure
// cards, cards taken from the structure and the finished Ages' decks.
CardSet known_cards(const GameState& s) {
  CardSet known;
  for (const City& c : s.cities) {
    known = known | c.cards;
    for (CardId t : c.wonder_cards) {
      if (t != kNone) known.insert(t);
    }
  }
  for (int i = 0; i < s.discard_count; ++i) known.insert(s.discard_pile[static_cast<std::size_t>(i)]);
  for (int i = 0; i < s.slot_count_; ++i) {
    const CardId c = s.slots[static_cast<std::size_t>(i)];
    if (c != kNone && (!(s.present >> i & 1) || (s.face_up >> i & 1))) known.insert(c);
  }
  for (int a = 0; a + 1 < s.age; ++a) {
    for (CardId c : s.age_decks[static_cast<std::size_t>(a)]) {
      if (c != kNone) known.insert(c);
    }
  }
  return known;
}

// Fills one Age's unknown positions from the cards of that Age nobody has seen; the
// rest of them are the cards removed to the box.
void fill_age(GameState& d, int age_index, const CardSet& known, Rng& rng) {
  const Rules& rules = d.rules();
  const bool current = age_index == d.age - 1;
  const bool past = age_index < d.age - 1;  // only its removed cards are unknown
  const int slots = past ? 0 : static_cast<int>(rules.layouts[static_cast<std::size_t>(age_index)].slots.size());
  std::vector<int> positions;
  for (int i = 0; i < slots; ++i) {
    if (current ? ((d.present >> i & 1) && !(d.face_up >> i & 1)) : true) positions.push_back(i);
  }
  // The Age's own pool ("normal") and the pools added to it ("guilds": the Guilds in
  // Age III), from the deck composition (decks.hpp).
  const std::vector<DeckDraw>& composition = age_composition(rules, age_index + 1);
  std::vector<CardId> normal, guilds;
  int known_guilds = 0;
  for (std::size_t c = 0; c < rules.cards.size(); ++c) {
    const CardDef& def = rules.cards[c];
    const bool in_age = draws_from(rules, age_index + 1, def.pool) > 0;
    const bool added = def.pool != composition.front().pool;
    if (!in_age) continue;
    if (known.contains(static_cast<CardId>(c))) {
      known_guilds += added;
      continue;
    }
    (added ? guilds : normal).push_back(static_cast<CardId>(c));
  }
  int guild_positions = -known_guilds;
  for (std::size_t i = 1; i < composition.size(); ++i) guild_positions += composition[i].count;
  guild_positions = std::max(0, guild_positions);
  guild_positions = std::min<int>(guild_positions, static_cast<int>(positions.size()));
  rng.shuffle(normal);
  rng.shuffle(guilds);
  std::vector<CardId> deal(guilds.begin(), guilds.begin() + std::min<std::size_t>(guilds.size(), static_cast<std::size_t>(guild_positions)));
  const std::size_t normal_needed = positions.size() - deal.size();
  deal.insert(deal.end(), normal.begin(), normal.begin() + std::min(normal.size(), normal_needed));
  rng.shuffle(deal);
  auto& deck = current ? d.slots : d.age_decks[static_cast<std::size_t>(age_index)];
  for (std::size_t i = 0; i < positions.size() && i < deal.size(); ++i) deck[static_cast<std::size_t>(positions[i])] = deal[i];
  for (std::size_t i = std::min(normal.size(), normal_needed); i < normal.size(); ++i) d.removed.insert(normal[i]);
  for (std::size_t i = std::min<std::size_t>(guilds.size(), static_cast<std::size_t>(guild_positions)); i < guilds.size(); ++i) d.removed.insert(guilds[i]);
  if (current) d.age_decks[static_cast<std::size_t>(age_index)] = d.slots;
}

}  // namespace

GameState observe(const GameState& s, Player viewer) {
  GameState o = s;
  for (int i = 0; i < o.slot_count_; ++i) {
    if ((o.present >> i & 1) && !(o.face_up >> i & 1)) o.slots[static_cast<std::size_t>(i)] = kNone;
  }
  for (int a = std::max(0, o.age - 1); a < kAges; ++a) o.age_decks[static_cast<std::size_t>(a)].fill(kNone);
  o.removed = CardSet{};
  o.box_tokens.fill(kNone);
  if (!drawn_tokens_visible(s, viewer)) o.drawn_tokens.fill(kNone);
  for (int i = revealed_wonder_positions(s); i < o.wonder_order_count; ++i) o.wonder_order[static_cast<std::size_t>(i)] = kNone;
  return o;
}

GameState determinize(const GameState& observation, Player viewer, Rng& rng) {
  GameState d = observation;
  const Rules& rules = d.rules();
  const CardSet known = known_cards(d);
  d.removed = CardSet{};
  for (int a = 0; a < kAges; ++a) fill_age(d, a, known, rng);

  // Progress tokens in the box (and an opponent's Great Library draw).
  std::vector<bool> token_known(rules.progress_tokens.size(), false);
  for (int i = 0; i < d.board_token_count; ++i) {
    if (d.board_tokens[static_cast<std::size_t>(i)] != kNone) token_known[d.board_tokens[static_cast<std::size_t>(i)]] = true;
  }
  for (const City& c : d.cities) {
    for (std::size_t t = 0; t < token_known.size(); ++t) token_known[t] = token_known[t] || (c.progress >> t & 1);
  }
  const bool drawn_visible = drawn_tokens_visible(observation, viewer);
  std::vector<TokenId> box;
  if (drawn_visible) {
    for (int i = 0; i < d.drawn_token_count; ++i) {
      box.push_back(d.drawn_tokens[static_cast<std::size_t>(i)]);
      token_known[d.drawn_tokens[static_cast<std::size_t>(i)]] = true;
    }
  }
  std::vector<TokenId> pool;
  for (std::size_t t = 0; t < token_known.size(); ++t) {
    if (!token_known[t]) pool.push_back(static_cast<TokenId>(t));
  }
  rng.shuffle(pool);
  box.insert(box.end(), pool.begin(), pool.end());
  for (int i = 0; i < d.box_token_count && i < static_cast<int>(box.size()); ++i) d.box_tokens[static_cast<std::size_t>(i)] = box[static_cast<std::size_t>(i)];
  if (!drawn_visible) {
    for (int i = 0; i < d.drawn_token_count; ++i) d.drawn_tokens[static_cast<std::size_t>(i)] = d.box_tokens[static_cast<std::size_t>(i)];
  }

  // Wonders not yet revealed in the selection, or left in the box.
  std::vector<bool> wonder_known(rules.wonders.size(), false);
  for (int i = 0; i < d.wonder_order_count; ++i) {
    if (d.wonder_order[static_cast<std::size_t>(i)] != kNone) wonder_known[d.wonder_order[static_cast<std::size_t>(i)]] = true;
  }
  for (const City& c : d.cities) {
    for (WonderId w : c.wonders) {
      if (w != kNone) wonder_known[w] = true;
    }
  }
  std::vector<WonderId> wonders;
  for (std::size_t w = 0; w < wonder_known.size(); ++w) {
    if (!wonder_known[w]) wonders.push_back(static_cast<WonderId>(w));
  }
  rng.shuffle(wonders);
  std::size_t next = 0;
  for (int i = 0; i < d.wonder_order_count && next < wonders.size(); ++i) {
    if (d.wonder_order[static_cast<std::size_t>(i)] == kNone) d.wonder_order[static_cast<std::size_t>(i)] = wonders[next++];
  }
  return d;
}

}  // namespace duel
