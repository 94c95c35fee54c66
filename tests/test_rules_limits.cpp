// The engine at the edges of what the loader accepts: the longest legal action lists,
// chains of pending decisions (an empty one is skipped, rulings 4), large costs,
// production and prices, and VP on brown, grey and red cards. Each test changes a copy
// of the shipped rules in memory.
#include "test_support.hpp"

using namespace duel;
using namespace duel::test;

namespace {

// A game in Age I on modified rules (which must outlive it), player 1 to move.
GameState first_game_on(const Rules& r) {
  GameOptions options;
  options.first_game_wonders = true;
  return GameState(r, make_setup(r, 1, options));
}

Effects science(Science symbol) {
  Effects e;
  e.science = static_cast<std::uint8_t>(symbol);
  return e;
}

// Takes the only choice offered now.
void take_only_choice(GameState& s) {
  ActionList legal;
  s.legal_actions(legal);
  REQUIRE(legal.size() == 1);
  REQUIRE(s.apply(legal[0]));
}

}  // namespace

TEST_CASE("Legal actions: 32 open cards and 4 affordable Wonders give 192 actions", "[limits][flow]") {
  Rules r = rules();
  r.layouts[0].slots.assign(kMaxSlots, StructureLayout::Slot{0, 0, true, 0, 0});
  GameState s = first_game_on(r);
  for (int i = 0; i < kMaxSlots; ++i) s.slots[static_cast<std::size_t>(i)] = static_cast<CardId>(i);
  s.present = 0xffffffffU;
  s.refresh_accessible();
  s.cities[0].coins = 1000;
  ActionList legal;
  s.legal_actions(legal);
  CHECK(legal.size() == kMaxSlots * (2 + kWondersPerPlayer));
  CHECK(legal.size() <= ActionList::kCapacity);
  for (int i = 1; i < legal.size(); ++i) CHECK(legal[i - 1] < legal[i]);
}

TEST_CASE("Rulings 4: a second discard of the same colour with no card left is skipped", "[limits][pending]") {
  // The Statue of Zeus also draws 1 token from the box (after its discard: data order);
  // that token discards a brown card too.
  Rules r = rules();
  Effects& zeus = r.wonders[wonder("The Statue of Zeus")].effects;
  zeus.progress_from_box = 1;
  GameState s = first_game_on(r);
  r.progress_tokens[s.box_tokens[0]].effects.discard_opponent_card_color = static_cast<std::uint8_t>(Color::Brown);
  give(s, 1, "Quarry");  // the opponent's only brown card
  s.cities[0].coins = 100;
  play(s, "wonder The Statue of Zeus with " + rules().cards[s.slots[19]].name);
  REQUIRE(s.phase == Phase::DiscardOpponentCard);  // Zeus's discard first (listed first)
  take_only_choice(s);                             // Quarry
  REQUIRE(s.phase == Phase::ChooseProgress);       // then the draw
  take_only_choice(s);  // the token: discard a brown card
  // The token's discard finds no brown card left: skipped, the turn passes.
  CHECK(s.cities[1].color_count[static_cast<int>(Color::Brown)] == 0);
  CHECK(s.phase == Phase::Play);
  CHECK(s.to_move() == 1);
  CHECK(s.pending.empty());
}

TEST_CASE("Rulings 4: a science pair's choice with the board emptied meanwhile is skipped", "[limits][pending]") {
  // Lumber Yard gives a globe and draws 1 token; the drawn token gives a wheel.
  Rules r = rules();
  Effects& yard = r.cards[card("Lumber Yard")].effects;
  yard = science(Science::Globe);
  yard.progress_from_box = 1;
  GameState s = first_game_on(r);
  r.progress_tokens[s.box_tokens[0]].effects = science(Science::Wheel);
  make_accessible(s, "Lumber Yard");
  s.cities[0].science[static_cast<int>(Science::Globe)] = 1;
  s.cities[0].science[static_cast<int>(Science::Wheel)] = 1;
  for (int i = 1; i < s.board_token_count; ++i) s.board_tokens[static_cast<std::size_t>(i)] = kNone;  // 1 left
  play(s, "construct Lumber Yard");
  take_only_choice(s);  // the drawn token: a wheel pair
  REQUIRE(s.phase == Phase::ChooseProgress);
  take_only_choice(s);  // the wheel pair takes the last board token
  // The globe pair finds the board empty: skipped.
  CHECK(s.phase == Phase::Play);
  CHECK(s.to_move() == 1);
  CHECK(std::popcount(s.cities[0].progress) == 2);
}

TEST_CASE("Rulings 4: a second construction from an emptied discard pile is skipped", "[limits][pending]") {
  Rules r = rules();
  r.wonders[wonder("The Pyramids")].effects.construct_from_discard = true;
  r.wonders[wonder("The Pyramids")].effects.progress_from_box = 1;
  GameState s = first_game_on(r);
  r.progress_tokens[s.box_tokens[0]].effects.construct_from_discard = true;
  s.discard_pile[0] = card("Baths");
  s.discard_count = 1;
  s.cities[0].coins = 100;
  play(s, "wonder The Pyramids with " + rules().cards[s.slots[19]].name);
  REQUIRE(s.phase == Phase::ConstructFromDiscard);  // the Pyramids' own first (data order)
  take_only_choice(s);                              // Baths
  CHECK(s.cities[0].cards.contains(card("Baths")));
  REQUIRE(s.phase == Phase::ChooseProgress);
  take_only_choice(s);  // the drawn token: construct from the now empty discard pile
  CHECK(s.phase == Phase::Play);
  CHECK(s.to_move() == 1);
}

TEST_CASE("Pending decisions: the deepest stack the loader allows loses nothing", "[limits][pending]") {
  // An item's decisions are taken in data order, so a science pair's choice comes before
  // the draw of the same item. On the board, 5 tokens that each complete a science pair
  // and draw from the box, then a last one; in the box, 6 tokens without effects. With 6
  // symbols held (supremacy needs 7 here), each pair leaves its draw waiting under the
  // next pair: 6 draws + 1 pair = 7 decisions at once.
  Rules r = rules();
  r.constants.science_supremacy_symbols = 7;
  r.progress_tokens.clear();
  for (int i = 0; i < 6; ++i) r.progress_tokens.push_back({"Box " + std::to_string(i), Effects{}});
  for (int i = 1; i <= 5; ++i) {
    Effects e = science(static_cast<Science>(i));
    e.progress_from_box = 1;
    r.progress_tokens.push_back({"Chain " + std::to_string(i), e});
  }
  r.progress_tokens.push_back({"Last", Effects{}});
  Effects& yard = r.cards[card("Lumber Yard")].effects;
  yard = science(Science::Globe);
  yard.progress_from_box = 1;
  GameState s = first_game_on(r);
  s.board_token_count = 6;
  for (TokenId t = 0; t < 6; ++t) s.board_tokens[t] = static_cast<TokenId>(6 + t);
  s.box_token_count = 6;
  for (TokenId t = 0; t < 6; ++t) s.box_tokens[t] = t;
  for (int symbol = 0; symbol < 6; ++symbol) s.cities[0].science[static_cast<std::size_t>(symbol)] = 1;
  make_accessible(s, "Lumber Yard");
  play(s, "construct Lumber Yard");
  int deepest = 0;
  while (s.phase == Phase::ChooseProgress) {
    deepest = std::max<int>(deepest, s.pending.size());
    ActionList legal;
    s.legal_actions(legal);
    REQUIRE_FALSE(legal.empty());
    REQUIRE(s.apply(legal[0]));
  }
  CHECK(deepest == 1 + kScienceCount - 1);  // the base game's bound, less the Lumber Yard's own draw taken first
  CHECK(deepest < GameState::kPendingCapacity);
  CHECK(s.cities[0].progress == 0xfff);  // all 12 tokens: 6 from the board, 6 from the box
  CHECK(s.phase == Phase::Play);
  CHECK(s.to_move() == 1);
}

TEST_CASE("The Great Library draws more than 4 when the data says so", "[limits][progress]") {
  Rules r = rules();
  r.wonders[wonder("The Pyramids")].effects.progress_from_box = 6;
  GameState s = first_game_on(r);
  REQUIRE(s.box_token_count == 5);
  s.cities[0].coins = 100;
  play(s, "wonder The Pyramids with " + rules().cards[s.slots[19]].name);
  REQUIRE(s.phase == Phase::ChooseProgress);
  CHECK(s.drawn_token_count == 5);  // all the box holds (rulings 5)
  ActionList legal;
  s.legal_actions(legal);
  CHECK(legal.size() == 5);
}

TEST_CASE("Costs and production of 128 units and more are priced exactly", "[limits][trading]") {
  Rules r = rules();
  CardDef& baths = r.cards[card("Baths")];
  GameState s = first_game_on(r);
  make_accessible(s, "Baths");
  City& city = s.cities[0];
  city.fixed_price[static_cast<int>(Resource::Wood)] = 1;
  baths.cost = Cost{0, {250, 0, 0, 0, 0}};
  CHECK(card_coin_cost(s, 0, card("Baths")) == 250);
  CHECK(card_payment(s, 0, card("Baths")).total == 250);
  city.production[static_cast<int>(Resource::Wood)] = 200;
  CHECK(card_coin_cost(s, 0, card("Baths")) == 50);
  baths.cost = Cost{1, {}};
  CHECK(card_coin_cost(s, 0, card("Baths")) == 1);
  // Every count of one resource against every production, fast path against the search.
  for (int need = 0; need < 256; ++need) {
    baths.cost = Cost{0, {0, 0, static_cast<std::uint8_t>(need), 0, 0}};
    for (int made = 0; made < 256; ++made) {
      city.production[static_cast<int>(Resource::Stone)] = static_cast<std::uint8_t>(made);
      const int expected = std::max(0, need - made) * s.trade_price(0, Resource::Stone);
      if (card_coin_cost(s, 0, card("Baths")) != expected) FAIL("need " << need << ", made " << made);
    }
  }
}

TEST_CASE("A trade price above 255 does not wrap", "[limits][trading]") {
  Rules r = rules();
  r.constants.trade_base_price = 255;
  r.cards[card("Baths")].cost = Cost{0, {2, 0, 0, 0, 0}};
  GameState s = first_game_on(r);
  make_accessible(s, "Baths");
  s.cities[1].trade_production[static_cast<int>(Resource::Wood)] = 1;
  CHECK(s.trade_price(0, Resource::Wood) == 256);
  CHECK(card_coin_cost(s, 0, card("Baths")) == 512);
  CHECK(card_payment(s, 0, card("Baths")).trade_coins == 512);
}

TEST_CASE("VP on brown, grey and red cards score as \"other\"", "[limits][scoring]") {
  Rules r = rules();
  r.cards[card("Stable")].effects.victory_points = 3;
  PerCount& per = r.cards[card("Glassworks")].effects.victory_points_per;
  per.amount = 2;
  per.kind = CountKind::CardsOfColors;
  per.colors = 1U << static_cast<int>(Color::Brown);
  r.cards[card("Quarry")].effects.victory_points = 1;
  GameState s = first_game_on(r);
  for (const char* name : {"Stable", "Glassworks", "Quarry", "Lumber Yard"}) give(s, 0, name);
  const ScoreSheet sheet = score_sheet(s, 0);
  CHECK(sheet[ScoreCategory::Other] == 3 + 2 * 2 + 1);
  CHECK(sheet.total() == 3 + 2 * 2 + 1 + sheet[ScoreCategory::Coins]);
  CHECK(score_category_name(ScoreCategory::Other) == "other");
  CHECK(score_sheet(first_game(), 0)[ScoreCategory::Other] == 0);
}

TEST_CASE("A treasury of more than 32,767 coins does not wrap", "[limits][coins]") {
  // The loader allows 255 coins per counted card (up to 128 cards) on one effect, so a
  // game can pass any 16-bit treasury.
  Rules r = rules();
  PerCount& per = r.cards[card("Tavern")].effects.coins_per;
  per.amount = 255;
  per.kind = CountKind::CardsOfColors;
  per.colors = 0x7f;  // every colour
  GameState s = first_game_on(r);
  const int all = static_cast<int>(r.cards.size());
  for (int c = 0; c < all; ++c) detail::add_card_stats(r, s.cities[0], static_cast<CardId>(c));
  s.cities[0].coins = 32000;
  EventLog events;
  detail::apply_instant_effects(s, 0, r.cards[card("Tavern")].effects, false, &events);
  CHECK(s.cities[0].coins == 32000 + 255 * all + r.cards[card("Tavern")].effects.coins);
  REQUIRE_FALSE(events.empty());
  CHECK(events.back().value == 255 * all);
}
