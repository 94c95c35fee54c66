// Observation and determinization (DESIGN.md "Observation", docs/engine.md "Zones and
// knowledge"): one pass over the zones hides what a player may not see; one pass over
// an observation collects what is known and the hidden positions, then deals the rest.
#include "duel/observation.hpp"

#include <algorithm>
#include <vector>

#include "duel/decks.hpp"
#include "duel/zones.hpp"

namespace duel {
namespace {

// A list of at most N items in place (determinization runs once per search iteration:
// no allocation).
template <typename T, std::size_t N>
struct Small {
  std::array<T, N> items;
  std::size_t count = 0;
  void push_back(T v) { items[count++] = v; }
  std::size_t size() const { return count; }
  bool empty() const { return count == 0; }
  T& operator[](std::size_t i) { return items[i]; }
  const T& operator[](std::size_t i) const { return items[i]; }
  T* begin() { return items.data(); }
  T* end() { return items.data() + count; }
  const T* begin() const { return items.data(); }
  const T* end() const { return items.data() + count; }
};
using Positions = Small<std::uint8_t, kMaxSlots>;
using Cards = Small<CardId, kMaxCards>;
static_assert(kMaxWonders <= 32 && kMaxTokens <= 32, "Seen keeps Wonders and tokens in 32-bit masks");

// Writes `id` at an ordered zone's position (kNone to hide it).
void put(GameState& s, const Place& p, std::uint8_t id) {
  const std::size_t i = p.index;
  switch (p.zone) {
    case Zone::WonderOffer:
    case Zone::UnusedWonders:
    case Zone::BoxedWonders: s.wonder_order[i] = id; break;
    case Zone::CityWonders: s.cities[p.owner].wonders[i] = id; break;
    case Zone::Structure: s.slots[i] = id; break;
    case Zone::AgeDeck: s.age_decks[p.deck][i] = id; break;
    case Zone::DiscardPile: s.discard_pile[i] = id; break;
    case Zone::UnderWonders: s.cities[p.owner].wonder_cards[i] = id; break;
    case Zone::BoardTokens: s.board_tokens[i] = id; break;
    case Zone::LibraryDraw: s.drawn_tokens[i] = id; [[fallthrough]];  // drawn_tokens copies the box's front
    case Zone::BoxTokens: s.box_tokens[i] = id; break;
    case Zone::PantheonSpaces: s.pantheon.spaces[i] = id; break;  // its back stays: a hidden Divinity, not an empty space
    case Zone::DivinityDecks: s.pantheon.decks[p.deck][i] = id; break;
    case Zone::DivinityTokens: s.pantheon.divinity_tokens[i] = id; break;
    case Zone::RemovedCards:  // set zones: hiding empties them (see observe)
    case Zone::CityCards:
    case Zone::CityTokens:
    case Zone::CityDivinities: break;
  }
}

// What an observation shows and hides, gathered in one pass over its zones.
struct Seen {
  CardSet cards;
  std::uint32_t wonders = 0, tokens = 0;  // seen ids (bit id)
  std::array<Positions, kAges> card_positions;  // hidden structure/deck positions per Age
  Small<std::uint8_t, kMaxWonders> wonder_positions;
  Small<std::uint8_t, kMaxTokens> token_positions;
  std::uint32_t divinities = 0;  // seen Divinities (bit id)
  Small<Place, kMaxSpaces + kMythologyCount * kMaxDivinitiesEach> divinity_places;  // hidden, in walk order
};
static_assert(kMaxDivinities <= 32, "Seen keeps Divinities in a 32-bit mask");

Seen gather(const GameState& o, Player viewer) {
  Seen seen;
  for_each_place(o, [&](const Place& p, std::uint8_t id) {
    const bool hidden = id == kNone || !place_visible(o, p, viewer);
    switch (zone_rule(p.zone).holds) {
      case Component::Card:
        if (!hidden) {
          seen.cards.insert(id);
        } else if (p.zone != Zone::RemovedCards) {
          seen.card_positions[p.zone == Zone::AgeDeck ? p.deck : o.age - 1].push_back(p.index);
        }
        break;
      case Component::Wonder:
        if (hidden) seen.wonder_positions.push_back(p.index);
        else seen.wonders |= std::uint32_t{1} << id;
        break;
      case Component::ProgressToken:
        if (hidden) seen.token_positions.push_back(p.index);
        else seen.tokens |= std::uint32_t{1} << id;
        break;
      case Component::Divinity:
        if (hidden) seen.divinity_places.push_back(p);
        else seen.divinities |= std::uint32_t{1} << id;
        break;
    }
  });
  return seen;
}

// Deals one Age's hidden positions from the cards of that Age nobody has seen; the
// rest of them are the cards removed to the box. Kept apart so that the Age's deck
// composition can come from the data. In the structure each face-down card shows its
// back (rulings 26): Guilds go exactly under the Guild backs; a later Age's deck shows
// nothing, so it takes as many Guilds as the Age holds.
void deal_age(GameState& d, int age_index, const Positions& positions, const Seen& seen, Rng& rng) {
  const Rules& rules = d.rules();
  // The Age's own pool ("normal") and the pools added to it ("guilds": the Guilds in
  // Age III), from the deck composition (decks.hpp).
  const std::vector<DeckDraw>& composition = age_composition(rules, age_index + 1);
  Cards normal, guilds;
  int added_known = 0;  // cards of the added pools already seen
  for (std::size_t c = 0; c < rules.cards.size(); ++c) {
    const CardDef& def = rules.cards[c];
    if (draws_from(rules, age_index + 1, def.pool) == 0) continue;
    const bool added = def.pool != composition.front().pool;
    if (seen.cards.contains(static_cast<CardId>(c))) {
      added_known += added;
      continue;
    }
    (added ? guilds : normal).push_back(static_cast<CardId>(c));
  }
  auto& deck = age_index == d.age - 1 ? d.slots : d.age_decks[static_cast<std::size_t>(age_index)];
  if (age_index == d.age - 1) {
    rng.shuffle(normal);
    rng.shuffle(guilds);
    std::size_t next_normal = 0, next_guild = 0;
    for (int position : positions) {
      const bool guild = d.guild_backs >> position & 1;
      Cards& pool = guild ? guilds : normal;
      std::size_t& next = guild ? next_guild : next_normal;
      if (next < pool.size()) deck[static_cast<std::size_t>(position)] = pool[next++];
    }
    for (std::size_t i = next_normal; i < normal.size(); ++i) d.removed.insert(normal[i]);
    for (std::size_t i = next_guild; i < guilds.size(); ++i) d.removed.insert(guilds[i]);
    return;
  }
  int guild_positions = -added_known;
  for (std::size_t i = 1; i < composition.size(); ++i) guild_positions += composition[i].count;
  guild_positions = std::max(0, guild_positions);
  guild_positions = std::min<int>(guild_positions, static_cast<int>(positions.size()));
  rng.shuffle(normal);
  rng.shuffle(guilds);
  Small<CardId, kMaxSlots> deal;
  for (std::size_t i = 0; i < std::min<std::size_t>(guilds.size(), static_cast<std::size_t>(guild_positions)); ++i) deal.push_back(guilds[i]);
  const std::size_t normal_needed = positions.size() - deal.size();
  for (std::size_t i = 0; i < std::min(normal.size(), normal_needed); ++i) deal.push_back(normal[i]);
  rng.shuffle(deal);
  for (std::size_t i = 0; i < positions.size() && i < deal.size(); ++i) deck[static_cast<std::size_t>(positions[i])] = deal[i];
  for (std::size_t i = std::min(normal.size(), normal_needed); i < normal.size(); ++i) d.removed.insert(normal[i]);
  for (std::size_t i = std::min<std::size_t>(guilds.size(), static_cast<std::size_t>(guild_positions)); i < guilds.size(); ++i) d.removed.insert(guilds[i]);
}

// Deals the components nobody has placed to the hidden positions, in position order.
// `remembered` ones (the viewer knows they lie in this zone) go first; the shuffle is
// over all of them so that the random stream does not depend on the viewer's memory.
template <typename Id>
Small<Id, 32> unseen_in_deal_order(std::size_t count, std::uint32_t known, std::uint32_t remembered, Rng& rng) {
  Small<Id, 32> pool;
  for (std::size_t id = 0; id < count; ++id) {
    if (!(known >> id & 1)) pool.push_back(static_cast<Id>(id));
  }
  rng.shuffle(pool);
  std::stable_partition(pool.begin(), pool.end(), [remembered](Id id) { return remembered >> id & 1; });
  return pool;
}

// Each Mythology's unseen Divinities go to its hidden positions: the face-down spaces
// showing its back, then its deck's unknown cards.
void deal_divinities(GameState& d, const Seen& seen, Rng& rng) {
  const PantheonRules& rules = *d.rules().pantheon;
  for (int m = 0; m < kMythologyCount; ++m) {
    Small<DivinityId, kMaxDivinities> unseen;
    for (std::size_t id = 0; id < rules.divinities.size(); ++id) {
      if (static_cast<int>(rules.divinities[id].mythology) == m && !(seen.divinities >> id & 1)) unseen.push_back(static_cast<DivinityId>(id));
    }
    rng.shuffle(unseen);
    std::size_t next = 0;
    for (const Place& p : seen.divinity_places) {
      const bool space = p.zone == Zone::PantheonSpaces;
      if ((space ? d.pantheon.backs[p.index] : p.deck) != m || next >= unseen.size()) continue;
      if (space) d.pantheon.spaces[p.index] = unseen[next++];
      else d.pantheon.decks[p.deck][p.index] = unseen[next++];
    }
  }
}

}  // namespace

GameState observe(const GameState& s, Player viewer) {
  GameState o = s;
  for_each_place(s, [&](const Place& p, std::uint8_t id) {
    if (place_visible(s, p, viewer)) return;
    if (zone_rule(p.zone).backs_shown && id < s.rules().cards.size() && shows_own_back(s.rules(), id)) {
      o.guild_backs |= std::uint32_t{1} << p.index;
    }
    put(o, p, kNone);
  });
  o.removed = CardSet{};  // the only hidden set zone: hidden whole, its size included
  // The current Age's deal is a copy of the structure as dealt; positions past a count
  // are in no zone (they may hold what was there before).
  if (s.age > 0) o.age_decks[static_cast<std::size_t>(s.age - 1)].fill(kNone);
  std::fill(o.box_tokens.begin() + o.box_token_count, o.box_tokens.end(), kNone);
  std::fill(o.drawn_tokens.begin() + o.drawn_token_count, o.drawn_tokens.end(), kNone);
  if (viewer < 2) o.knowledge[opponent(viewer)] = Knowledge{};
  return o;
}

GameState determinize(const GameState& observation, Player viewer, Rng& rng) {
  GameState d = observation;
  const Seen seen = gather(observation, viewer);
  d.removed = CardSet{};
  for (int a = 0; a < kAges; ++a) {
    deal_age(d, a, seen.card_positions[static_cast<std::size_t>(a)], seen, rng);
    if (a == d.age - 1) d.age_decks[static_cast<std::size_t>(a)] = d.slots;
  }
  const std::uint32_t remembered = viewer < 2 ? observation.knowledge[viewer].box_tokens : 0;
  const auto tokens = unseen_in_deal_order<TokenId>(d.rules().progress_tokens.size(), seen.tokens, remembered, rng);
  for (std::size_t i = 0; i < seen.token_positions.size() && i < tokens.size(); ++i) {
    d.box_tokens[static_cast<std::size_t>(seen.token_positions[i])] = tokens[i];
  }
  std::copy_n(d.box_tokens.begin(), d.drawn_token_count, d.drawn_tokens.begin());
  const auto wonders = unseen_in_deal_order<WonderId>(d.rules().wonders.size(), seen.wonders, 0, rng);
  for (std::size_t i = 0; i < seen.wonder_positions.size() && i < wonders.size(); ++i) {
    d.wonder_order[static_cast<std::size_t>(seen.wonder_positions[i])] = wonders[i];
  }
  if (d.pantheon.on) deal_divinities(d, seen, rng);
  d.guild_backs = 0;  // a world like a game's: its backs are in its cards
  return d;
}

}  // namespace duel
