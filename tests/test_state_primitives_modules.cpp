// The modules' primitives (src/engine/pantheon/pantheon_primitives.hpp,
// src/engine/agora/agora_primitives.hpp) and the base's for the board's and the box's
// Progress tokens: each move of a component keeps its totals (a Mythology token's chain,
// a Divinity's lasting effects, the Chambers' control, the cubes left, the decks' known
// tops) and emits its event.
#include "agora_test_support.hpp"
#include "pantheon_test_support.hpp"

using namespace duel;

namespace pt = duel::test::pantheon;
namespace at = duel::test::agora;

TEST_CASE("State primitives: the board's and the box's Progress tokens", "[primitives]") {
  GameState s = test::first_game();
  REQUIRE(s.board_token_count == 5);
  REQUIRE(s.box_token_count == 5);
  const TokenId on_board = s.board_tokens[2], first = s.box_tokens[0], second = s.box_tokens[1], third = s.box_tokens[2];
  detail::remove_token_from_board(s, on_board);
  CHECK(s.board_tokens[2] == kNone);
  CHECK(s.board_token_count == 5);  // its place stays, empty

  CHECK(detail::remove_token_from_box(s, second));
  CHECK_FALSE(detail::remove_token_from_box(s, on_board));  // not in the box
  CHECK(s.box_token_count == 4);
  CHECK(s.box_tokens[0] == first);
  CHECK(s.box_tokens[1] == third);
  CHECK(s.box_tokens[4] == kNone);

  std::array<TokenId, 4> taken{};
  CHECK(detail::take_tokens_from_box(s, 3, taken.data()) == 3);
  CHECK(taken[0] == first);
  CHECK(taken[1] == third);
  CHECK(s.box_token_count == 1);
  CHECK(s.box_tokens[1] == kNone);
  detail::return_token_to_box(s, first);
  CHECK(s.box_token_count == 2);
  CHECK(s.box_tokens[1] == first);
  CHECK(s.knowledge[0].box_tokens == 1U << first);  // both saw it go
  CHECK(s.knowledge[1].box_tokens == 1U << first);

  detail::draw_from_box(s, 3);  // fewer remain (rulings 5)
  CHECK(s.drawn_token_count == 2);
  CHECK(s.drawn_tokens[1] == first);
  detail::end_box_draw(s);
  CHECK(s.drawn_token_count == 0);
}

TEST_CASE("Pantheon primitives: tokens on the structure's cards, Offering tokens spent", "[primitives][pantheon]") {
  GameState s = pt::new_game();
  const auto& slots = s.pantheon.slot_tokens[0];
  const int slot = static_cast<int>(std::find_if(slots.begin(), slots.end(), SlotToken::mythology) - slots.begin());
  REQUIRE(slot < kMaxSlots);
  const std::uint8_t token = slots[static_cast<std::size_t>(slot)];
  const int m = SlotToken::index(token);
  const std::uint8_t chain = pt::P().mythology_chain[static_cast<std::size_t>(m)];
  REQUIRE(chain != kNone);
  const std::uint64_t chains_before = s.cities[1].chains;
  EventLog events;
  CHECK(detail::take_slot_token_to(s, 1, slot, &events) == token);
  CHECK(s.pantheon.slot_tokens[0][static_cast<std::size_t>(slot)] == SlotToken::kNothing);
  CHECK(s.pantheon.players[1].mythology_tokens[static_cast<std::size_t>(m)] == 1);
  CHECK(s.cities[1].chains == (chains_before | 1U << chain));  // its Grand Temple is free
  CHECK(events == EventLog{{EventType::PantheonTokenTaken, 1, token, static_cast<std::uint8_t>(slot)}});
  CHECK(detail::take_slot_token_to(s, 1, slot, &events) == SlotToken::kNothing);  // nothing left there
  CHECK(events.size() == 1);

  GameState two = pt::age_two();
  const auto& offerings = two.pantheon.slot_tokens[1];
  const int oslot = static_cast<int>(std::find_if(offerings.begin(), offerings.end(), SlotToken::offering) - offerings.begin());
  REQUIRE(oslot < kMaxSlots);
  const std::uint8_t otoken = offerings[static_cast<std::size_t>(oslot)];
  events.clear();
  detail::take_slot_token_to(two, 0, oslot, &events);
  CHECK(two.pantheon.players[0].offerings == 1U << SlotToken::index(otoken));
  CHECK(events == EventLog{{EventType::PantheonTokenTaken, 0, otoken, static_cast<std::uint8_t>(oslot)}});
  detail::spend_offerings(two, 0, two.pantheon.players[0].offerings);
  CHECK(two.pantheon.players[0].offerings == 0);
}

TEST_CASE("Pantheon primitives: a Divinity from its deck to a space, to a city", "[primitives][pantheon]") {
  GameState s = pt::new_game();
  PantheonState& ps = s.pantheon;
  const int m = 0;
  const int count = ps.deck_count[m];
  REQUIRE(count >= 3);
  const DivinityId top = ps.decks[m][0], second = ps.decks[m][1], third = ps.decks[m][2];
  s.knowledge[0].deck_known[m] = 2;
  s.knowledge[1].deck_known[m] = 1;
  EventLog events;
  detail::place_divinity(s, 0, m, 1, 3, &events);
  CHECK(ps.spaces[3] == second);
  CHECK(ps.placed_by[3] == 0);
  CHECK(ps.backs[3] == m);
  CHECK(ps.deck_count[m] == count - 1);
  CHECK(ps.decks[m][0] == top);
  CHECK(ps.decks[m][1] == third);
  CHECK(ps.decks[m][static_cast<std::size_t>(count - 1)] == kNone);
  CHECK(s.knowledge[0].deck_known[m] == 1);  // the known top lost the card below it
  CHECK(s.knowledge[1].deck_known[m] == 1);  // the card left below what player 2 knew
  CHECK(events == EventLog{{EventType::DivinityPlaced, 0, second, 3}});

  // Age II: the Gate on the first empty space; every space that holds one face up.
  events.clear();
  detail::reveal_pantheon(s, &events);
  CHECK(ps.spaces[0] == kGate);
  CHECK(ps.revealed == ((1U << 0) | (1U << 3)));
  CHECK(events == EventLog{{EventType::DivinitiesRevealed, kNone}});

  events.clear();
  detail::take_from_space(s, 1, 3, 4, &events);
  CHECK(ps.space_empty(3));
  CHECK(ps.placed_by[3] == kNone);
  CHECK(ps.revealed == 1U << 0);
  CHECK(events == EventLog{{EventType::DivinityActivated, 1, second, 3, 4}});
  City expected = s.cities[1];
  detail::add_lasting_effects(expected, pt::P().divinities[second].effects, false);
  detail::add_activated_divinity(s, 1, second);
  CHECK(ps.players[1].divinities == 1U << second);
  CHECK(s.cities[1] == expected);
  detail::add_activated_gate(s, 1);
  CHECK(ps.players[1].gate);

  // The Divine Theater's order: the chosen card goes next from the top.
  const int left = ps.deck_count[m];
  REQUIRE(left >= 2);
  const DivinityId last = ps.decks[m][static_cast<std::size_t>(left - 1)];
  detail::start_arranging(s);
  detail::put_next_on_deck(s, m, last, false);
  CHECK(ps.decks[m][0] == last);
  CHECK(ps.decks[m][1] == top);
  CHECK(ps.arranged == 1);
  detail::put_next_on_deck(s, m, top, true);
  CHECK(ps.arranged == 0);
}

TEST_CASE("Pantheon primitives: Enki's tokens, Minerva, the Snake, the coins on Astarte", "[primitives][pantheon]") {
  GameState s = pt::new_game();
  const TokenId first = s.box_tokens[0], second = s.box_tokens[1];
  const int box = s.box_token_count;
  REQUIRE(box == 8);  // Pantheon's tokens too
  detail::draw_divinity_tokens(s, 2);
  CHECK(s.pantheon.divinity_token_count == 2);
  CHECK(s.pantheon.divinity_tokens[0] == first);
  CHECK(s.pantheon.divinity_tokens[1] == second);
  CHECK(s.box_token_count == 6);
  CHECK(s.box_tokens[6] == kNone);
  detail::draw_divinity_tokens(s, 2);  // once
  CHECK(s.box_token_count == 6);
  detail::return_divinity_tokens(s, first);
  CHECK(s.pantheon.divinity_token_count == 0);
  CHECK(s.pantheon.divinity_tokens[0] == kNone);
  CHECK(s.box_token_count == 7);
  CHECK(s.box_tokens[6] == second);
  CHECK(s.knowledge[1].box_tokens == 1U << second);

  EventLog events;
  detail::place_minerva(s, 1, -3, &events);
  CHECK(s.pantheon.minerva == -3);
  CHECK(events == EventLog{{EventType::MinervaPlaced, 1, kNone, kNone, -3}});

  test::give_card(s, 0, "Apothecary");
  const CardId apothecary = pt::pcard("Apothecary");
  const std::uint8_t symbol = pt::R().cards[apothecary].effects.science;
  const int had = s.cities[1].science[symbol];
  events.clear();
  CHECK(detail::place_snake(s, 1, apothecary, &events) == symbol);
  CHECK(s.pantheon.snake == apothecary);
  CHECK(s.pantheon.snake_owner == 1);
  CHECK(s.cities[1].science[symbol] == had + 1);
  CHECK(events == EventLog{{EventType::SnakePlaced, 1, apothecary}});

  s.cities[0].coins = 2;
  detail::gain_astarte_coins(s, 0, 5);
  CHECK(s.pantheon.players[0].astarte_coins == 5);
  CHECK(s.spendable(0) == 7);
  events.clear();
  detail::spend_astarte_coins(s, 0, 4, &events);  // the treasury first (rulings 16)
  CHECK(s.cities[0].coins == 0);
  CHECK(s.pantheon.players[0].astarte_coins == 3);
  CHECK(events == EventLog{{EventType::AstarteCoinsSpent, 0, kNone, kNone, 2}});
}

TEST_CASE("Agora primitives: cubes placed, moved and removed keep the supply and control", "[primitives][agora]") {
  GameState s = at::new_game();
  at::put_decree(s, 2, 1, true);  // Decree 1 face down in Chamber 2
  const DecreeId d1 = at::decree(1);
  const int supply = at::A().cubes_per_player;
  REQUIRE(s.agora.supply[0] == supply);
  EventLog events;
  detail::place_cube(s, 0, 1, &events);
  CHECK(s.agora.supply[0] == supply - 1);
  CHECK(s.agora.cubes[0][1] == 1);
  CHECK(s.agora.controller[1] == 0);
  CHECK(s.agora.controlled[0] == DecreeMask{1} << d1);
  CHECK_FALSE(s.agora.face_down_at(1, 0));
  CHECK(events == EventLog{{EventType::CubePlaced, 0, 1}, {EventType::DecreeRevealed, kNone, d1, 1}, {EventType::ChamberControl, 0, 1}});

  events.clear();
  detail::move_cube(s, 0, 1, 2, &events);
  CHECK(s.agora.cubes[0][1] == 0);
  CHECK(s.agora.cubes[0][2] == 1);
  CHECK(s.agora.supply[0] == supply - 1);
  CHECK(s.agora.controller[1] == kNone);
  CHECK(s.agora.controller[2] == 0);
  CHECK(s.agora.controlled[0] == 0);
  CHECK(events == EventLog{{EventType::CubeMoved, 0, 1, 2}, {EventType::ChamberControl, kNone, 1}, {EventType::ChamberControl, 0, 2}});

  events.clear();
  detail::remove_cube(s, 0, 2, &events);
  CHECK(s.agora.cubes_in_senate(0) == 0);
  CHECK(s.agora.supply[0] == supply);
  CHECK(s.agora.controller[2] == kNone);
  CHECK(events == EventLog{{EventType::CubeRemoved, 0, 2}, {EventType::ChamberControl, kNone, 2}});
  detail::remove_cube(s, 0, 2, &events);  // none there: nothing happens
  CHECK(events.size() == 2);
  CHECK(check(s) == "");
}

TEST_CASE("Agora primitives: a Decree moved under another one", "[primitives][agora]") {
  GameState s = at::new_game();
  at::put_decree(s, 1, 1);
  at::put_decree(s, 1, 2, true);
  at::put_decree(s, 4, 3);
  at::set_cubes(s, 1, 4, 1);
  const DecreeId d2 = at::decree(2), d3 = at::decree(3);
  REQUIRE(s.agora.controlled[1] == DecreeMask{1} << d3);
  EventLog events;
  detail::move_decree(s, 1, 0, 1, 3, &events);  // Chamber 1's second Decree to Chamber 4
  CHECK(s.agora.decree_count[0] == 1);
  CHECK(s.agora.decrees[0][1] == kNone);
  CHECK(s.agora.decree_count[3] == 2);
  CHECK(s.agora.decrees[3][1] == d2);
  CHECK(s.agora.face_down == 0);  // picked up, it is face up
  CHECK(s.agora.controlled[1] == ((DecreeMask{1} << d3) | (DecreeMask{1} << d2)));
  CHECK(events == EventLog{{EventType::DecreeRevealed, kNone, d2, 0}, {EventType::DecreeMoved, 1, d2, 3}});
  CHECK(check(s) == "");
}

TEST_CASE("Agora primitives: Conspiracies drawn, kept, prepared and triggered", "[primitives][agora]") {
  GameState s = at::new_game();
  AgoraState& a = s.agora;
  const int deck = a.deck_count;
  const ConspiracyId top = a.deck[0], next = a.deck[1], third = a.deck[2];
  detail::draw_conspiracies(s);
  CHECK(a.drawn_count == 2);
  CHECK(a.drawn[0] == top);
  CHECK(a.drawn[1] == next);
  CHECK(a.deck_count == deck - 2);
  CHECK(a.deck[0] == third);
  EventLog events;
  detail::keep_conspiracy(s, 1, next, 1, &events);  // the other at the bottom
  CHECK(a.hands[1].count == 1);
  CHECK(a.hands[1].ids[0] == next);
  CHECK_FALSE(a.hands[1].prepared(0));
  CHECK(a.deck_count == deck - 1);
  CHECK(a.deck[static_cast<std::size_t>(deck - 2)] == top);
  CHECK(a.drawn_count == 0);
  CHECK(a.drawn[0] == kNone);
  CHECK(events == EventLog{{EventType::ConspiracyKept, 1, next, 1}});

  const ConspiracyId fourth = a.deck[1];
  detail::draw_conspiracies(s);
  REQUIRE(a.drawn[0] == third);
  REQUIRE(a.drawn[1] == fourth);
  detail::keep_conspiracy(s, 0, third, 0, nullptr);  // the other back on top
  CHECK(a.hands[0].ids[0] == third);
  CHECK(a.deck[0] == fourth);
  CHECK(a.deck_count == deck - 2);

  const CardId lumber = at::acard("Lumber Yard");
  events.clear();
  detail::prepare_conspiracy(s, 1, lumber, 0, &events);
  CHECK(a.hands[1].tucked[0] == lumber);
  CHECK(events == EventLog{{EventType::ConspiracyPrepared, 1, next, lumber}});
  events.clear();
  CHECK(detail::turn_conspiracy_up(s, 1, 0, &events) == next);
  CHECK(a.hands[1].is_triggered(0));
  CHECK(events == EventLog{{EventType::ConspiracyTriggered, 1, next, 0}});
}

TEST_CASE("Agora primitives: a Progress token obscured from the board, a city or the box", "[primitives][agora]") {
  GameState s = at::new_game();
  const TokenId on_board = s.board_tokens[0];
  EventLog events;
  detail::obscure_token(s, 0, on_board, &events);
  CHECK(s.board_tokens[0] == kNone);
  CHECK(s.agora.obscured == on_board);
  CHECK(s.agora.obscured_by == 0);
  CHECK_FALSE(s.agora.obscured_from_box);
  CHECK(events == EventLog{{EventType::TokenObscured, 0, on_board, 0}});

  GameState boxed = at::new_game();
  const TokenId in_box = boxed.box_tokens[1];
  const int box = boxed.box_token_count;
  events.clear();
  detail::obscure_token(boxed, 1, in_box, &events);
  CHECK(boxed.box_token_count == box - 1);
  CHECK(boxed.agora.obscured_from_box);
  std::uint32_t left = 0;
  for (int i = 0; i < boxed.box_token_count; ++i) left |= 1U << boxed.box_tokens[static_cast<std::size_t>(i)];
  CHECK(boxed.knowledge[1].box_tokens == left);  // its player looked at the box
  CHECK(boxed.knowledge[0].box_tokens == 0);
  CHECK(events == EventLog{{EventType::TokenObscured, 1, in_box, 1}});

  GameState city = at::new_game();
  const TokenId masonry = at::atoken("Masonry");
  const City before = city.cities[0];
  detail::put_token_in_city(city, 0, masonry, nullptr);
  detail::obscure_token(city, 1, masonry, nullptr);
  CHECK(city.cities[0] == before);  // its owner's totals lose it
  CHECK(city.agora.obscured == masonry);
}

// A card taken off the structure by an effect (Zeus, Property Fraud, Treason's kin) goes
// through the base's take_from_structure, which hands the Pantheon's token on its slot to
// the taker through the module hook: the Agora's Conspiracies reach the Pantheon's tokens
// without including its code. In a game without the Pantheon the hook is not called.
TEST_CASE("State primitives: a card taken off the structure by an effect gives the taker its slot's token", "[primitives][pantheon][agora]") {
  GameOptions options;
  options.first_game_wonders = true;
  options.expansions = {"agora", "pantheon"};
  GameState s(test::both_rules(), make_setup(test::both_rules(), 3, options));
  const auto& slots = s.pantheon.slot_tokens[0];
  const int slot = static_cast<int>(std::find_if(slots.begin(), slots.end(), SlotToken::mythology) - slots.begin());
  REQUIRE(slot < kMaxSlots);
  const std::uint8_t token = slots[static_cast<std::size_t>(slot)];
  const int m = SlotToken::index(token);
  const int asked = s.pending.size();
  EventLog events;
  detail::take_from_structure(s, 1, slot, &events);
  CHECK(slots[static_cast<std::size_t>(slot)] == SlotToken::kNothing);
  CHECK(s.pantheon.players[1].mythology_tokens[static_cast<std::size_t>(m)] == 1);
  CHECK(s.pantheon.players[0].mythology_tokens[static_cast<std::size_t>(m)] == 0);
  CHECK_FALSE(s.present >> slot & 1U);
  CHECK_FALSE(s.face_up >> slot & 1U);
  REQUIRE(s.pending.size() == asked + 1);  // the Mythology token's Divinities to place, player 2's
  CHECK(s.pending.top().kind == Phase::PlaceDivinity);
  CHECK(s.pending.top().player == 1);
  CHECK(s.pending.top().detail == m);
  CHECK(events == EventLog{{EventType::PantheonTokenTaken, 1, token, static_cast<std::uint8_t>(slot)}});

  // Agora alone: the card leaves, nothing else happens.
  GameState a = at::new_game(3);
  const int other = std::countr_zero(a.present);
  events.clear();
  detail::take_from_structure(a, 0, other, &events);
  CHECK_FALSE(a.present >> other & 1U);
  CHECK(a.pending.size() == 0);
  CHECK(events.empty());
}

TEST_CASE("State primitives: a Military token taken or discarded off the track", "[primitives]") {
  GameState s = test::first_game();
  const int zone = 1;  // 2 coins on each side
  REQUIRE(s.military_token_present(1, zone));
  REQUIRE(s.rules().military.zones[zone].token_coins == 2);
  s.cities[1].coins = 1;
  EventLog events;
  detail::take_military_token(s, 0, 1, zone, kNone, &events);  // player 2 loses what it has
  CHECK_FALSE(s.military_token_present(1, zone));
  CHECK(s.military_token_present(0, zone));
  CHECK(s.cities[1].coins == 0);
  CHECK(events == EventLog{{EventType::MilitaryTokenTaken, 1, static_cast<std::uint8_t>(zone), kNone, 1}});
  // Neptune: player 2 takes player 2's own token; player 1 loses the coins, the event names the side.
  s.cities[0].coins = 7;
  events.clear();
  detail::take_military_token(s, 1, 0, zone, 0, &events);
  CHECK_FALSE(s.military_token_present(0, zone));
  CHECK(s.cities[0].coins == 5);
  CHECK(events == EventLog{{EventType::MilitaryTokenTaken, 0, static_cast<std::uint8_t>(zone), 0, 2}});
  REQUIRE(s.military_token_present(0, 2));
  detail::discard_military_token(s, 0, 2);
  CHECK_FALSE(s.military_token_present(0, 2));
  CHECK(s.military_token_present(1, 2));
  CHECK(s.cities[0].coins == 5);
}
