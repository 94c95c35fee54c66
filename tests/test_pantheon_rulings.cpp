// Pantheon rulings added or clarified after independent checks (reference/rulings.md 14,
// 27, 28), each with exact numbers: Enki's tokens drawn when the Gate or the Divine
// Theater reveals it, Neptune's applied token always against the activator's opponent
// (Agora's tokens acting for the activator), and Minerva's pawn stopping the Conflict
// pawn on the space before its own.
#include <algorithm>

#include "duel/check.hpp"
#include "duel/decisions.hpp"
#include "duel/observation.hpp"
#include "pantheon_test_support.hpp"

using namespace duel;
using namespace duel::test;
using namespace duel::test::pantheon;

namespace {

constexpr int kMesopotamian = static_cast<int>(Mythology::Mesopotamian);

auto& deck_of(GameState& s, int m) { return s.pantheon.decks[static_cast<std::size_t>(m)]; }
int deck_size(const GameState& s, int m) { return s.pantheon.deck_count[static_cast<std::size_t>(m)]; }

bool in_deck(const GameState& s, int m, DivinityId d) {
  const auto& deck = s.pantheon.decks[static_cast<std::size_t>(m)];
  return std::find(deck.begin(), deck.begin() + deck_size(s, m), d) != deck.begin() + deck_size(s, m);
}

// Takes `d` out of the Pantheon or its deck (nothing else moves).
void lift(GameState& s, DivinityId d) {
  const int at = detail::space_of(s.pantheon, d);
  if (at >= 0) {
    s.pantheon.spaces[static_cast<std::size_t>(at)] = kNone;
    s.pantheon.backs[static_cast<std::size_t>(at)] = kNone;
    s.pantheon.placed_by[static_cast<std::size_t>(at)] = kNone;
    return;
  }
  const int m = mythology_of(d);
  auto& deck = deck_of(s, m);
  detail::remove_from_deck(s, m, static_cast<int>(std::find(deck.begin(), deck.begin() + deck_size(s, m), d) - deck.begin()));
}

// Puts `d` on top of its Mythology's deck, out of the Pantheon.
void on_top(GameState& s, DivinityId d) {
  lift(s, d);
  const int m = mythology_of(d);
  auto& deck = deck_of(s, m);
  std::copy_backward(deck.begin(), deck.begin() + deck_size(s, m), deck.begin() + deck_size(s, m) + 1);
  deck[0] = d;
  ++s.pantheon.deck_count[static_cast<std::size_t>(m)];
}

std::string token_named(TokenId t) { return R().progress_tokens[t].name; }

// Player 1 builds the Divine Theater with an accessible card: it trades places with
// their first Wonder (in the selection and the cities).
void build_divine_theater(GameState& s) {
  const WonderId theater = pwonder("The Divine Theater");
  City& c = s.cities[0];
  const WonderId first = c.wonders[0];
  const auto swap = [&](WonderId& w) { w = w == theater ? first : w == first ? theater : w; };
  for (auto& w : s.wonder_order) swap(w);
  for (City& city : s.cities) {
    for (auto& w : city.wonders) swap(w);
  }
  c.coins = 30;
  const CardId card = s.slots[static_cast<std::size_t>(std::countr_zero(s.accessible_slots()))];
  move(s, "wonder The Divine Theater with " + R().cards[card].name);
  REQUIRE(s.phase == Phase::ChooseMythology);
}

// Plays whatever the Divinity just activated asks, its first choice each time.
void finish_turn(GameState& s) {
  while (s.phase != Phase::Play) {
    ActionList legal;
    s.legal_actions(legal);
    REQUIRE(s.apply(legal[0]));
  }
}

std::uint8_t token_bit(Player side, int zone) { return static_cast<std::uint8_t>(side * 8 + zone); }

}  // namespace

// --- Rulings 28: Enki revealed by the Gate or the Divine Theater ----------------------

TEST_CASE("pantheon rulings 28: the Gate reveals Enki on a deck's top: its 2 tokens are drawn before the choice, both players see them",
          "[pantheon][gate][rulings]") {
  GameState s = age_two();
  const DivinityId enki = divinity("Enki");
  on_top(s, enki);
  const int box = s.box_token_count;
  const TokenId first = s.box_tokens[0], second = s.box_tokens[1];
  s.cities[0].coins = 30;
  move(s, "activate The Gate");
  REQUIRE(s.phase == Phase::ChooseDivinity);
  REQUIRE(s.pantheon.divinity_token_count == 2);
  CHECK(s.pantheon.divinity_tokens[0] == first);
  CHECK(s.pantheon.divinity_tokens[1] == second);
  CHECK(s.box_token_count == box - 2);
  for (Player p = 0; p < 2; ++p) {
    const GameState seen = observe(s, p);
    CHECK(seen.pantheon.divinity_token_count == 2);
    CHECK(seen.pantheon.divinity_tokens[0] == first);
    CHECK(seen.pantheon.divinity_tokens[1] == second);
  }
  // The prompt names them beside Enki.
  const std::string subtitle = decision_kind(s.phase).prompt(s).subtitle;
  INFO(subtitle);
  CHECK(subtitle.find("On Enki: " + token_named(std::min(first, second)) + " and " + token_named(std::max(first, second))) !=
        std::string::npos);
  CHECK(check(s) == "");

  SECTION("Enki chosen: its player takes one of the two seen, the other goes back to the box") {
    move(s, "activate Enki for free");
    REQUIRE(s.phase == Phase::TakeDivinityToken);
    ActionList offered;
    s.legal_actions(offered);
    REQUIRE(offered.size() == 2);
    CHECK(offered[0].card == std::min(first, second));
    CHECK(offered[1].card == std::max(first, second));
    move(s, "take " + token_named(second) + " from Enki");
    CHECK(s.cities[0].progress >> second & 1);
    CHECK(s.box_token_count == box - 1);
    CHECK(s.box_tokens[s.box_token_count - 1] == first);
    CHECK(s.pantheon.divinity_token_count == 0);
    CHECK(check(s) == "");
  }
  SECTION("Enki not chosen: both tokens go back to the box, both players saw them go") {
    ActionList offered;
    s.legal_actions(offered);
    const auto other = std::find_if(offered.begin(), offered.end(), [&](const Action& a) { return a.card != enki; });
    REQUIRE(other != offered.end());
    move(s, "activate " + P().divinities[other->card].name + " for free");
    CHECK(s.pantheon.divinity_token_count == 0);
    CHECK(s.box_token_count == box);
    CHECK(s.box_tokens[static_cast<std::size_t>(box - 2)] == first);
    CHECK(s.box_tokens[static_cast<std::size_t>(box - 1)] == second);
    for (Player p = 0; p < 2; ++p) {
      CHECK(s.knowledge[p].box_tokens >> first & 1);
      CHECK(s.knowledge[p].box_tokens >> second & 1);
    }
    CHECK(deck_of(s, kMesopotamian)[0] == enki);
    finish_turn(s);
    CHECK(s.pantheon.divinity_token_count == 0);
    CHECK(s.box_token_count == box);
    CHECK(check(s) == "");
  }
}

TEST_CASE("pantheon rulings 28: the Divine Theater reveals Enki in the deck looked at: its tokens are drawn before the choice",
          "[pantheon][wonder][rulings]") {
  GameState s = age_two();
  const DivinityId enki = divinity("Enki"), ishtar = divinity("Ishtar");
  on_top(s, ishtar);
  on_top(s, enki);  // the deck: Enki, Ishtar, ...
  const int box = s.box_token_count;
  const TokenId first = s.box_tokens[0], second = s.box_tokens[1];
  build_divine_theater(s);
  CHECK(s.pantheon.divinity_token_count == 0);  // nothing revealed yet
  move(s, "look at the mesopotamian deck");
  REQUIRE(s.phase == Phase::ChooseDivinity);
  REQUIRE(s.pantheon.divinity_token_count == 2);
  CHECK(s.pantheon.divinity_tokens[0] == first);
  CHECK(s.pantheon.divinity_tokens[1] == second);
  CHECK(s.box_token_count == box - 2);
  CHECK(observe(s, 1).pantheon.divinity_tokens[1] == second);  // face up on Enki
  CHECK(check(s) == "");

  SECTION("Enki chosen: one of the two is taken") {
    move(s, "activate Enki for free");
    REQUIRE(s.phase == Phase::TakeDivinityToken);
    move(s, "take " + token_named(first) + " from Enki");
    CHECK(s.cities[0].progress >> first & 1);
    CHECK(s.box_token_count == box - 1);
    CHECK(s.box_tokens[s.box_token_count - 1] == second);
    finish_turn(s);
    CHECK(check(s) == "");
  }
  SECTION("another chosen: both go back to the box, Enki back in the deck") {
    move(s, "activate Ishtar for free");
    CHECK(s.pantheon.divinity_token_count == 0);
    CHECK(s.box_token_count == box);
    CHECK(s.box_tokens[static_cast<std::size_t>(box - 2)] == first);
    CHECK(s.box_tokens[static_cast<std::size_t>(box - 1)] == second);
    finish_turn(s);
    CHECK(in_deck(s, kMesopotamian, enki));
    CHECK(check(s) == "");
  }
}

TEST_CASE("pantheon rulings 28: while tokens lie on Enki in a deck only its looker saw, the other player's sampled worlds keep Enki in that deck",
          "[pantheon][wonder][rulings][hidden]") {
  // Age I: player 1 placed Ishtar face down on space 1; Enki and Nisaba are the deck.
  GameState s = new_game(3);
  const DivinityId enki = divinity("Enki"), ishtar = divinity("Ishtar"), nisaba = divinity("Nisaba");
  for (DivinityId d : {enki, ishtar, nisaba}) lift(s, d);
  for (DivinityId d : {nisaba, enki}) {
    deck_of(s, kMesopotamian)[static_cast<std::size_t>(deck_size(s, kMesopotamian))] = d;
    ++s.pantheon.deck_count[static_cast<std::size_t>(kMesopotamian)];
  }
  s.pantheon.spaces[0] = ishtar;
  s.pantheon.backs[0] = static_cast<std::uint8_t>(kMesopotamian);
  s.pantheon.placed_by[0] = 0;
  s.pantheon.revealed = 0;
  REQUIRE(check(s).empty());
  build_divine_theater(s);
  move(s, "look at the mesopotamian deck");
  REQUIRE(s.pantheon.divinity_token_count == 2);
  const GameState theirs = observe(s, 1);
  REQUIRE(theirs.pantheon.spaces[0] == kNone);  // face down, not theirs
  REQUIRE(theirs.pantheon.divinity_token_count == 2);
  int enki_in_deck = 0;
  for (std::uint64_t seed = 1; seed <= 40; ++seed) {
    Rng rng(seed);
    const GameState world = determinize(theirs, 1, rng);
    INFO("seed " << seed);
    CHECK(world.pantheon.spaces[0] != enki);
    enki_in_deck += in_deck(world, kMesopotamian, enki);
    CHECK(check(world) == "");
  }
  CHECK(enki_in_deck == 40);
}

// --- Rulings 27: Neptune ----------------------------------------------------------------

TEST_CASE("pantheon rulings 27: Neptune applies a token lying on the activator's own side to the opponent", "[pantheon][divinity][rulings]") {
  SECTION("player 1 applies their own 5-coin token: player 2 loses 5") {
    GameState s = age_two();
    put(s, "Neptune", 0);
    s.cities[0].coins = 3 + 4;
    s.cities[1].coins = 9;
    move(s, "activate Neptune");
    REQUIRE(s.cities[0].coins == 4);
    move(s, "neptune discards the 2-coin token of player 2 (zone 2)");
    EventLog events;
    move(s, "neptune applies the 5-coin token of player 1 (zone 3)", &events);
    CHECK(s.cities[0].coins == 4);  // the activator keeps theirs
    CHECK(s.cities[1].coins == 4);  // the opponent loses 5
    CHECK_FALSE(s.military_token_present(0, 2));
    CHECK_FALSE(s.military_token_present(1, 1));
    CHECK(s.military_token_present(0, 1));
    CHECK(s.military_token_present(1, 2));
    const auto taken = std::find_if(events.begin(), events.end(), [](const Event& e) { return e.type == EventType::MilitaryTokenTaken; });
    REQUIRE(taken != events.end());
    CHECK(int{taken->player} == 1);  // who lost the coins
    CHECK(int{taken->a} == 2);       // the zone
    CHECK(int{taken->b} == 0);       // the side it lay on
    CHECK(taken->value == 5);
    CHECK(s.to_move() == 1);
  }
  SECTION("player 2 applies their own 2-coin token: player 1 loses 2") {
    GameState s = age_two();
    put(s, "Neptune", 5);  // player 2's cheapest space: 3 coins
    s.current = 1;
    s.cities[0].coins = 9;
    s.cities[1].coins = 3;
    move(s, "activate Neptune");
    REQUIRE(s.cities[1].coins == 0);
    move(s, "neptune discards the 5-coin token of player 1 (zone 3)");
    move(s, "neptune applies the 2-coin token of player 2 (zone 2)");
    CHECK(s.cities[0].coins == 7);
    CHECK(s.cities[1].coins == 0);
    CHECK_FALSE(s.military_token_present(1, 1));
    CHECK(s.military_token_present(0, 1));
    CHECK(s.to_move() == 0);
  }
}

TEST_CASE("pantheon rulings 27 with Agora: Neptune's applied Agora token acts for the activator, whichever side it lay on",
          "[pantheon][agora][divinity][rulings]") {
  const Rules& both = both_rules();
  REQUIRE(both.pantheon->divinities[divinity("Neptune")].name == "Neptune");
  GameState s = age_two(1, both);
  put(s, "Neptune", 0);
  s.cities[0].coins = 3;
  move(s, "activate Neptune");
  REQUIRE(s.phase == Phase::ChooseMilitaryToken);
  SECTION("the 3-5 zone token on the activator's side: the activator places a cube") {
    REQUIRE(s.apply(Action{ActionType::DiscardMilitaryToken, token_bit(1, 1), kNone}));
    const int cubes = s.agora.cubes[0][2];
    REQUIRE(s.apply(Action{ActionType::ApplyMilitaryToken, token_bit(0, 1), kNone}));
    REQUIRE(s.phase == Phase::PlaceCube);
    CHECK(s.to_move() == 0);
    REQUIRE(s.apply(Action{ActionType::PlaceCube, 2, kNone}));
    CHECK(s.agora.cubes[0][2] == cubes + 1);
    CHECK_FALSE(s.military_token_present(0, 1));
  }
  SECTION("the 6-8 zone token on the activator's side: the activator removes an opponent cube") {
    s.agora.cubes[1][3] = 2;
    s.agora.supply[1] = static_cast<std::uint8_t>(s.agora.supply[1] - 2);
    REQUIRE(s.apply(Action{ActionType::DiscardMilitaryToken, token_bit(1, 2), kNone}));
    REQUIRE(s.apply(Action{ActionType::ApplyMilitaryToken, token_bit(0, 2), kNone}));
    REQUIRE(s.phase == Phase::RemoveCube);
    CHECK(s.to_move() == 0);
    REQUIRE(s.apply(Action{ActionType::RemoveCube, 3, kNone}));
    CHECK(s.agora.cubes[1][3] == 1);
  }
}

// --- Rulings 14: Minerva ------------------------------------------------------------------

TEST_CASE("pantheon rulings 14: Minerva on player 2's capital: the pawn stops on the space before Minerva's, no military victory",
          "[pantheon][divinity][rulings]") {
  GameState s = age_two();
  put(s, "Minerva", 0);
  s.cities[0].coins = 3;
  move(s, "activate Minerva");
  const std::string subtitle = decision_kind(s.phase).prompt(s).subtitle;
  CHECK(subtitle.find("the pawn stops on the space before Minerva's") != std::string::npos);
  move(s, "minerva 9");
  REQUIRE(s.pantheon.minerva == 9);
  // The pawn on 6, player 2's 5-coin token already taken; a Pretorium's 3 shields would
  // reach the capital: it moves 2 spaces, stops on 8 and the third shield is lost.
  s.conflict_pawn = 6;
  s.military_tokens = static_cast<std::uint16_t>(s.military_tokens & ~(1U << token_bit(1, 2)));
  s.current = 0;
  s.phase = Phase::Play;
  s.cities[0].coins = 20;
  s.cities[1].coins = 10;
  make_accessible(s, "Pretorium");
  EventLog events;
  move(s, "construct Pretorium", &events);
  CHECK(s.conflict_pawn == 8);
  CHECK(s.pantheon.minerva == kNoMinerva);
  CHECK_FALSE(s.is_terminal());
  CHECK(s.cities[1].coins == 10);
  const auto stopped = std::find_if(events.begin(), events.end(), [](const Event& e) { return e.type == EventType::MinervaStopped; });
  REQUIRE(stopped != events.end());
  CHECK(stopped->value == 8);
  // Minerva is gone: the next shield moves the pawn on into the capital.
  s.current = 0;
  s.phase = Phase::Play;
  s.cities[0].coins = 20;
  make_accessible(s, "Horse Breeders");
  move(s, "construct Horse Breeders");
  CHECK(s.conflict_pawn == 9);
  CHECK(s.is_terminal());
}
