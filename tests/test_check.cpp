// check(): a consistent state passes; corrupting one field at a time is caught and
// named (player, total, kept and recomputed values).
#include <algorithm>
#include <bit>

#include "duel/check.hpp"
#include "duel/rng.hpp"
#include "test_support.hpp"

using namespace duel;
using namespace duel::test;

namespace {

// A game after `moves` random moves (seeded), then on to the next card to take:
// cards, coins and Wonders in both cities.
GameState played(std::uint64_t seed, int moves) {
  GameState s = first_game(seed);
  Rng rng(seed);
  for (int i = 0; !s.is_terminal() && (i < moves || s.phase != Phase::Play); ++i) {
    ActionList legal;
    s.legal_actions(legal);
    REQUIRE(s.apply(legal[static_cast<int>(rng.below(static_cast<std::uint32_t>(legal.size())))]));
  }
  return s;
}

std::string totals(const std::string& what, int kept, int recomputed) {
  return "player 1: " + what + " is " + std::to_string(kept) + ", its cards, Wonders and tokens give " +
         std::to_string(recomputed);
}

}  // namespace

TEST_CASE("check() accepts the states of whole games", "[check]") {
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    GameState s = played(seed, 400);
    INFO("seed " << seed);
    CHECK(s.is_terminal());
    CHECK(check(s) == "");
  }
}

TEST_CASE("check() names a city total that differs from its holdings", "[check]") {
  GameState s = played(3, 24);
  REQUIRE(s.phase == Phase::Play);
  REQUIRE(check(s) == "");
  const City& c = s.cities[0];
  auto corrupt = [&](auto change) {
    GameState t = s;
    change(t.cities[0]);
    return check(t);
  };
  CHECK(corrupt([](City& x) { ++x.production[2]; }) == totals("production of stone", c.production[2] + 1, c.production[2]));
  CHECK(corrupt([](City& x) { ++x.trade_production[0]; }) ==
        totals("trade production of wood", c.trade_production[0] + 1, c.trade_production[0]));
  CHECK(corrupt([](City& x) { x.fixed_price[3] = 7; }) == totals("fixed price of glass", 7, c.fixed_price[3]));
  CHECK(corrupt([](City& x) { x.one_of[x.one_of_count++] = 3; }) ==
        totals("the number of \"one of\" producers", c.one_of_count + 1, c.one_of_count));
  CHECK(corrupt([](City& x) { ++x.color_count[1]; }) == totals("grey card count", c.color_count[1] + 1, c.color_count[1]));
  CHECK(corrupt([](City& x) { x.chains ^= 1U << 30; }) ==
        totals("chain symbols (mask)", static_cast<int>(c.chains ^ 1U << 30), static_cast<int>(c.chains)));
  CHECK(corrupt([](City& x) { x.science[6] = 1; }) == totals("law symbols", 1, c.science[6]));
  CHECK(corrupt([](City& x) { x.wonder_discount = 2; }) == totals("Wonder discount", 2, 0));
  CHECK(corrupt([](City& x) { x.color_discount = 2; }) == totals("card discount", 2, 0));
  CHECK(corrupt([](City& x) { x.color_discount_colors = 4; }) == totals("card discount colours (mask)", 4, 0));
  CHECK(corrupt([](City& x) { x.shields_bonus = 1; }) == totals("extra shields", 1, 0));
  CHECK(corrupt([](City& x) { x.shields_bonus_colors = 8; }) == totals("extra shield colours (mask)", 8, 0));
  CHECK(corrupt([](City& x) { x.chain_bonus_coins = 4; }) == totals("chain bonus coins", 4, 0));
  CHECK(corrupt([](City& x) { x.receives_trade_coins = true; }) == totals("receives trade coins", 1, 0));
  CHECK(corrupt([](City& x) { x.wonders_play_again = true; }) == totals("Wonders play again", 1, 0));
  CHECK(corrupt([](City& x) { x.science_pairs |= 1U << 6; }) == "player 1: the law pair is counted with 0 such symbols");
  CHECK(corrupt([](City& x) { x.coins = -1; }) == "player 1: coins are -1");
}

TEST_CASE("check() names the one-of producers when only their kinds differ", "[check]") {
  GameState s = first_game(1);
  give(s, 0, "Caravansery");  // one of wood, clay, stone
  s.removed.erase(card("Caravansery"));
  for (auto& deck : s.age_decks) std::replace(deck.begin(), deck.end(), card("Caravansery"), kNone);
  REQUIRE(check(s) == "");
  s.cities[0].one_of[0] = 1U << static_cast<int>(Resource::Glass);
  CHECK(check(s) == "player 1: the \"one of\" producers differ from those of its cards, Wonders and tokens");
}

TEST_CASE("check() names a card, Wonder or token in two places or in none", "[check]") {
  GameState s = played(5, 20);
  REQUIRE(s.phase == Phase::Play);
  REQUIRE(check(s) == "");
  const int slot = std::countr_zero(s.accessible);
  const CardId in_structure = s.slots[static_cast<std::size_t>(slot)];
  const std::string name = rules().cards[in_structure].name;
  {
    GameState t = s;
    t.discard_pile[t.discard_count++] = in_structure;
    CHECK(check(t) == name + " is both in structure slot " + std::to_string(slot) + " and in the discard pile");
  }
  {
    GameState t = s;
    t.present &= ~(1U << slot);
    t.refresh_accessible();
    CHECK(check(t) == name + " is nowhere");
  }
  {
    GameState t = s;
    t.cities[1].wonders[1] = t.cities[0].wonders[0];
    CHECK(check(t) == rules().wonders[t.cities[0].wonders[0]].name + " is in two places");
  }
  {
    GameState t = s;
    const TokenId board = t.board_tokens[0];
    t.cities[1].progress = static_cast<std::uint16_t>(t.cities[1].progress | (1U << board));
    // The token's lasting effects are added too, so only its place is wrong.
    detail::add_lasting_effects(t.cities[1], rules().progress_tokens[board].effects, false);
    t.cities[1].science_pairs = s.cities[1].science_pairs;
    for (int sym = 0; sym < kScienceCount; ++sym) {
      if (t.cities[1].science[sym] >= 2) t.cities[1].science_pairs |= static_cast<std::uint8_t>(1U << sym);
    }
    CHECK(check(t) == rules().progress_tokens[board].name + " is in two places (one is player 2's city)");
  }
  {
    GameState t = s;
    const TokenId board = t.board_tokens[1];
    t.board_tokens[1] = kNone;
    CHECK(check(t) == rules().progress_tokens[board].name + " is nowhere");
  }
}

TEST_CASE("check() names the structure, Wonder and military problems", "[check]") {
  GameState s = played(5, 20);
  REQUIRE(s.phase == Phase::Play);
  const int slot = std::countr_zero(s.accessible);
  {
    GameState t = s;
    t.accessible &= ~(1U << slot);
    CHECK(check(t) == "accessible slots (mask " + std::to_string(t.accessible) + ") differ from the uncovered ones (mask " +
                          std::to_string(s.accessible) + ")");
  }
  {
    GameState t = s;
    t.face_up &= ~(1U << slot);
    CHECK(check(t) == "accessible slot " + std::to_string(slot) + " is face down");
  }
  {
    GameState t = s;
    t.cities[0].wonder_count = kMaxCityWonders + 1;
    CHECK(check(t) == "player 1: holds 9 Wonders, more than the 8 a city can hold");
  }
  {
    GameState t = s;
    t.cities[1].wonder_cards[5] = 0;
    CHECK(check(t) == "player 2: Wonder space 6 is used beyond its 4 Wonders");
  }
  {
    GameState t = s;
    t.conflict_pawn = -10;
    CHECK(check(t) == "the Conflict pawn is at -10, beyond a capital");
  }
}
