// Observation and determinization (DESIGN.md "Observation", docs/engine.md "Zones and
// knowledge"): one pass over the zones hides what a player may not see; one pass over
// an observation collects what is known and the hidden positions, then deals the rest.
#include "duel/observation.hpp"

#include <algorithm>
#include <bit>
#include <vector>

#include "duel/decks.hpp"
#include "duel/zones.hpp"
#include "modules.hpp"
#include "observation_internal.hpp"

namespace duel {
namespace {

using detail::Cards;
using detail::Positions;
using detail::Seen;
using detail::Small;
using detail::unseen_in_deal_order;

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
    case Zone::ObscurantismLook:
    case Zone::BoxTokens: s.box_tokens[i] = id; break;
    case Zone::ObscuredToken: s.agora.obscured = id; break;
    case Zone::PantheonSpaces: s.pantheon.spaces[i] = id; break;  // its back stays: a hidden Divinity, not an empty space
    case Zone::DivinityDecks: s.pantheon.decks[p.deck][i] = id; break;
    case Zone::DivinityTokens: s.pantheon.divinity_tokens[i] = id; break;
    case Zone::ConspiracyDeck: s.agora.deck[i] = id; break;
    case Zone::ConspiracyDraw: s.agora.drawn[i] = id; break;
    case Zone::ConspiracyHands: s.agora.hands[p.owner].ids[i] = id; break;
    case Zone::UnderConspiracies: s.agora.hands[p.owner].tucked[i] = id; break;
    case Zone::SenateDecrees: s.agora.decrees[p.deck][i] = id; break;
    case Zone::RemovedCards:  // set zones: hiding empties them (see observe)
    case Zone::TreasonLook:
    case Zone::UnusedDecrees:
    case Zone::CityCards:
    case Zone::CityTokens:
    case Zone::CityDivinities: break;
  }
}

Seen gather(const GameState& o, Player viewer) {
  Seen seen;
  for_each_place(o, [&](const Place& p, std::uint8_t id) {
    const bool hidden = id == kNone || !place_visible(o, p, viewer);
    switch (zone_rule(p.zone).holds) {
      case Component::Card:
        if (!hidden) {
          seen.cards.insert(id);
          if (p.zone == Zone::TreasonLook) seen.treason.insert(id);
        } else if (p.zone != Zone::RemovedCards && p.zone != Zone::TreasonLook) {
          seen.card_positions[p.zone == Zone::AgeDeck ? p.deck : o.age - 1].push_back(p.index);
        }
        break;
      case Component::Wonder:
        if (hidden) seen.wonder_positions.push_back(p.index);
        else seen.wonders |= std::uint32_t{1} << id;
        break;
      case Component::ProgressToken:
        if (hidden) seen.token_places.push_back(p);
        else seen.tokens |= std::uint32_t{1} << id;
        break;
      case Component::Divinity:
        if (hidden) seen.divinity_places.push_back(p);
        else seen.divinities |= std::uint32_t{1} << id;
        break;
      case Component::Conspiracy:
        if (hidden) seen.conspiracy_places.push_back(p);
        else seen.conspiracies |= std::uint32_t{1} << id;
        break;
      case Component::Decree:
        if (!hidden) seen.decrees |= std::uint32_t{1} << id;
        else if (p.zone == Zone::SenateDecrees) seen.decree_places.push_back(p);
        break;
    }
  });
  const Rules& rules = o.rules();
  for (int a = 0; a < kAges; ++a) {
    const std::vector<DeckDraw>& composition = age_composition(rules, a + 1);
    for (std::size_t j = 0; j < std::min(composition.size(), detail::kMaxAgeDraws); ++j) {
      for (const CardId c : pool_cards(rules, composition[j].pool)) seen.draw_pools[static_cast<std::size_t>(a)][j].insert(c);
    }
  }
  for (std::size_t c = 0; c < rules.cards.size(); ++c) seen.all_cards.insert(static_cast<CardId>(c));
  return seen;
}

// Appends the cards of `cards` not in `taken` to `out`, in increasing id order.
void push_untaken(const CardSet& cards, const CardSet& taken, Cards& out) {
  for (int w = 0; w < 2; ++w) {
    for (std::uint64_t bits = cards.words[w] & ~taken.words[w]; bits != 0; bits &= bits - 1)
      out.push_back(static_cast<CardId>(w * 64 + std::countr_zero(bits)));
  }
}

// Deals one Age's hidden positions from the cards of that Age nobody has seen and no
// earlier Age was dealt (`taken`: a pool may span Ages, Agora's Senators); the cards left
// over end in the box (determinize). Kept apart so that the Age's deck composition can
// come from the data. In the structure each face-down card shows its back (rulings 26):
// Guilds go exactly under the Guild backs, Senators under the Senator backs; a later
// Age's deck shows nothing, so it takes as many of each added pool as the Age draws.
void deal_age(GameState& d, int age_index, const Seen& seen, CardSet& taken, Rng& rng) {
  const Rules& rules = d.rules();
  const Positions& positions = seen.card_positions[static_cast<std::size_t>(age_index)];
  // The Age's own pool first (draw 0), then the pools added to it (decks.hpp).
  const std::vector<DeckDraw>& composition = age_composition(rules, age_index + 1);
  constexpr std::size_t kMaxDraws = detail::kMaxAgeDraws;
  std::array<Cards, kMaxDraws> by_draw{};
  const std::size_t draws = std::min(composition.size(), kMaxDraws);
  for (std::size_t j = 0; j < draws; ++j) {
    push_untaken(seen.draw_pools[static_cast<std::size_t>(age_index)][j], taken, by_draw[j]);
    rng.shuffle(by_draw[j]);
  }
  auto& deck = age_index == d.age - 1 ? d.slots : d.age_decks[static_cast<std::size_t>(age_index)];
  if (age_index == d.age - 1) {
    std::array<std::size_t, kMaxDraws> next{};
    for (int position : positions) {
      std::size_t j = 0;  // the Age's own back
      if ((d.guild_backs | d.senator_backs) >> position & 1) {
        const bool senator = d.senator_backs >> position & 1;
        for (std::size_t k = 1; k < draws; ++k) {
          if (!by_draw[k].empty() && rules.cards[by_draw[k][0]].is_senator() == senator) j = k;
        }
      }
      if (next[j] < by_draw[j].size()) {
        const CardId c = by_draw[j][next[j]++];
        deck[static_cast<std::size_t>(position)] = c;
        taken.insert(c);
      }
    }
    return;
  }
  Small<CardId, kMaxSlots> deal;
  for (std::size_t j = 1; j < draws; ++j) {
    for (std::size_t i = 0; i < std::min<std::size_t>(composition[j].count, by_draw[j].size()) && deal.size() < positions.size(); ++i)
      deal.push_back(by_draw[j][i]);
  }
  const std::size_t normal_needed = positions.size() - deal.size();
  for (std::size_t i = 0; i < std::min(by_draw[0].size(), normal_needed); ++i) deal.push_back(by_draw[0][i]);
  rng.shuffle(deal);
  for (std::size_t i = 0; i < positions.size() && i < deal.size(); ++i) {
    deck[static_cast<std::size_t>(positions[i])] = deal[i];
    taken.insert(deal[i]);
  }
}

}  // namespace

void detail::put_at_place(GameState& s, const Place& p, std::uint8_t id) { put(s, p, id); }

GameState observe(const GameState& s, Player viewer) {
  GameState o = s;
  for_each_place(s, [&](const Place& p, std::uint8_t id) {
    if (place_visible(s, p, viewer)) return;
    if (zone_rule(p.zone).backs_shown && id < s.rules().cards.size() && shows_own_back(s.rules(), id)) {
      (s.rules().cards[id].is_senator() ? o.senator_backs : o.guild_backs) |= std::uint32_t{1} << p.index;
    }
    put(o, p, kNone);
  });
  o.removed = CardSet{};  // the only hidden set zone: hidden whole, its size included...
  if (s.phase == Phase::ConstructRemoved && viewer == s.current) {  // ...but what Treason shows
    s.removed.for_each([&](CardId c) {
      if (detail_treason_card(s, c)) o.removed.insert(c);
    });
  }
  // The current Age's deal is a copy of the structure as dealt; positions past a count
  // are in no zone (they may hold what was there before).
  if (s.age > 0) o.age_decks[static_cast<std::size_t>(s.age - 1)].fill(kNone);
  std::fill(o.box_tokens.begin() + o.box_token_count, o.box_tokens.end(), kNone);
  std::fill(o.drawn_tokens.begin() + o.drawn_token_count, o.drawn_tokens.end(), kNone);
  if (viewer < 2) o.knowledge[opponent(viewer)] = Knowledge{};
  return o;
}

namespace {

// A world of `observation` for `viewer`, who has seen `seen` (gather's).
GameState deal_world(const GameState& observation, Player viewer, const Seen& seen, Rng& rng) {
  GameState d = observation;
  CardSet taken = seen.cards;
  for (int a = 0; a < kAges; ++a) {
    deal_age(d, a, seen, taken, rng);
    if (a == d.age - 1) d.age_decks[static_cast<std::size_t>(a)] = d.slots;
  }
  // Every other card nobody sees or was dealt is in the box.
  for (int w = 0; w < 2; ++w) d.removed.words[w] = seen.treason.words[w] | (seen.all_cards.words[w] & ~taken.words[w]);
  const std::uint32_t remembered = viewer < 2 ? observation.knowledge[viewer].box_tokens : 0;
  const auto tokens = unseen_in_deal_order<TokenId>(d.rules().progress_tokens.size(), seen.tokens, remembered, rng);
  for (std::size_t i = 0; i < seen.token_places.size() && i < tokens.size(); ++i) put(d, seen.token_places[i], tokens[i]);
  std::copy_n(d.box_tokens.begin(), d.drawn_token_count, d.drawn_tokens.begin());
  const auto wonders = unseen_in_deal_order<WonderId>(d.rules().wonders.size(), seen.wonders, 0, rng);
  for (std::size_t i = 0; i < seen.wonder_positions.size() && i < wonders.size(); ++i) {
    d.wonder_order[static_cast<std::size_t>(seen.wonder_positions[i])] = wonders[i];
  }
  detail::modules::deal_unseen(d, seen, rng);  // the modules' components, in module order
  d.guild_backs = d.senator_backs = 0;  // a world like a game's: its backs are in its cards
  return d;
}

}  // namespace

GameState determinize(const GameState& observation, Player viewer, Rng& rng) {
  return deal_world(observation, viewer, gather(observation, viewer), rng);
}

Determinizer::Determinizer(const GameState& observation, Player viewer)
    : observation_(observation), viewer_(viewer), seen_(std::make_unique<const Seen>(gather(observation, viewer))) {}

Determinizer::~Determinizer() = default;

GameState Determinizer::deal(Rng& rng) const { return deal_world(observation_, viewer_, *seen_, rng); }

}  // namespace duel
