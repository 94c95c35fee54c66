// The Pantheon expansion's rules (reference/pantheon.md, rulings 12-19, the rulebook's
// examples and FAQ), each with exact numbers: setup, tokens on structure cards, the
// Divinities' placement and activation, every Divinity, the Gate, the two Wonders,
// the three Progress tokens, the Grand Temples and the new score rows.
#include <algorithm>

#include "duel/check.hpp"
#include "duel/observation.hpp"
#include "duel/record.hpp"
#include "pantheon_test_support.hpp"

using namespace duel;
using namespace duel::test;
using namespace duel::test::pantheon;

// --- Setup ----------------------------------------------------------------------------

TEST_CASE("pantheon setup: 14 Wonders, 13 Progress tokens, Mythology tokens on Age I slots 2 4 9 11 13", "[pantheon][setup]") {
  const Setup setup = make_setup(R(), 5, pantheon_options(false));
  CHECK(setup.wonders.size() == 14);
  CHECK(setup.board_tokens.size() == 5);
  CHECK(setup.box_tokens.size() == 8);
  REQUIRE(setup.pantheon.mythology_tokens.size() == 5);
  std::array<int, kMythologyCount> per{};
  for (std::uint8_t m : setup.pantheon.mythology_tokens) ++per[m];
  for (int n : per) CHECK(n <= 2);
  for (const auto& deck : setup.pantheon.decks) CHECK(deck.size() == 3);
  // Age III: 17 Age III cards and 3 Grand Temples, no Guild.
  int temples = 0;
  for (CardId c : setup.ages[2]) {
    temples += R().cards[c].pool == R().cards[pcard("Greek Grand Temple")].pool;
    CHECK(R().cards[c].name.find("Guild") == std::string::npos);
  }
  CHECK(temples == 3);
  const GameState s(R(), setup);
  for (int slot : {2, 4, 9, 11, 13}) CHECK(SlotToken::mythology(s.pantheon.slot_tokens[0][static_cast<std::size_t>(slot)]));
  for (int slot : {6, 8, 10}) CHECK(SlotToken::offering(s.pantheon.slot_tokens[1][static_cast<std::size_t>(slot)]));
  CHECK(check_setup(R(), setup).empty());
  CHECK(s.pantheon.space_count == 6);
}

TEST_CASE("pantheon: a Mythology token is taken when its card is uncovered, before the card is turned over", "[pantheon][tokens]") {
  GameState s = new_game(3);
  // Take cards until a turn uncovers a token's card.
  EventLog events;
  while (s.phase == Phase::Play) {
    events.clear();
    ActionList legal;
    s.legal_actions(legal);
    REQUIRE(s.apply(*std::find_if(legal.begin(), legal.end(), [](const Action& a) { return a.type == ActionType::Discard; }), &events));
  }
  REQUIRE(s.phase == Phase::PlaceDivinity);
  const auto taken = std::find_if(events.begin(), events.end(), [](const Event& e) { return e.type == EventType::PantheonTokenTaken; });
  REQUIRE(taken != events.end());
  const int slot = taken->b;
  CHECK(taken->player == s.to_move());  // the player whose turn uncovered it
  CHECK_FALSE(s.face_up >> slot & 1);   // not turned over yet
  CHECK(s.pantheon.slot_tokens[0][static_cast<std::size_t>(slot)] == SlotToken::kNothing);
  const int m = SlotToken::index(taken->a);
  CHECK(s.pantheon.players[s.to_move()].mythology_tokens[static_cast<std::size_t>(m)] == 1);
  // Two Divinities drawn from the top of that deck; each can go on any of the 6 empty spaces.
  ActionList legal;
  s.legal_actions(legal);
  CHECK(legal.size() == 2 * 6);
  const DivinityId top = s.pantheon.decks[static_cast<std::size_t>(m)][0];
  const DivinityId second = s.pantheon.decks[static_cast<std::size_t>(m)][1];
  const Player placer = s.to_move();
  // The drawer sees them; the other player does not.
  CHECK(observe(s, placer).pantheon.decks[static_cast<std::size_t>(m)][1] == second);
  CHECK(observe(s, opponent(placer)).pantheon.decks[static_cast<std::size_t>(m)][0] == kNone);
  move(s, "place " + P().divinities[second].name + " on space 4");
  // Face down on space 4; the other back on top of its deck; then the card turns over.
  CHECK(s.pantheon.spaces[3] == second);
  CHECK(s.pantheon.decks[static_cast<std::size_t>(m)][0] == top);
  CHECK(s.pantheon.deck_count[static_cast<std::size_t>(m)] == 2);
  CHECK(s.face_up >> slot & 1);
  CHECK(s.to_move() == opponent(placer));
  // Hidden information: the placer knows both; the opponent sees only the Mythology.
  const GameState mine = observe(s, placer), theirs = observe(s, opponent(placer));
  CHECK(mine.pantheon.spaces[3] == second);
  CHECK(mine.pantheon.decks[static_cast<std::size_t>(m)][0] == top);
  CHECK(theirs.pantheon.spaces[3] == kNone);
  CHECK(theirs.pantheon.backs[3] == m);
  CHECK_FALSE(theirs.pantheon.space_empty(3));
  CHECK(theirs.pantheon.decks[static_cast<std::size_t>(m)][0] == kNone);
  // The opponent reads the move without the Divinity's name.
  const Action placed{ActionType::PlaceDivinity, second, 3};
  CHECK(action_to_string(R(), placed, opponent(placer), placer) == "place a " +
        std::string(1, static_cast<char>(std::toupper(mythology_name(static_cast<Mythology>(m))[0]))) +
        std::string(mythology_name(static_cast<Mythology>(m))).substr(1) + " Divinity on space 4");
  // A sampled world deals a Divinity of that Mythology under the back.
  Rng rng(9);
  const GameState world = determinize(theirs, opponent(placer), rng);
  REQUIRE(world.pantheon.spaces[3] != kNone);
  CHECK(mythology_of(world.pantheon.spaces[3]) == m);
  CHECK(check(world).empty());
}

TEST_CASE("pantheon Age II: the Gate on the empty space, the Divinities revealed, Offering tokens on slots 6 8 10", "[pantheon][setup]") {
  GameState s = age_two(11);
  int gates = 0, divinities = 0;
  for (int i = 0; i < 6; ++i) {
    gates += s.pantheon.spaces[static_cast<std::size_t>(i)] == kGate;
    divinities += s.pantheon.spaces[static_cast<std::size_t>(i)] < P().divinities.size();
    CHECK(s.pantheon.revealed >> i & 1);
  }
  CHECK(gates == 1);
  CHECK(divinities == 5);
  std::array<int, 3> values{};
  for (int slot : {6, 8, 10}) {
    const std::uint8_t t = s.pantheon.slot_tokens[1][static_cast<std::size_t>(slot)];
    REQUIRE(SlotToken::offering(t));
    values[static_cast<std::size_t>(SlotToken::index(t))] = P().offering_tokens[SlotToken::index(t)];
  }
  std::sort(values.begin(), values.end());
  CHECK(values == std::array<int, 3>{2, 3, 4});
  // Both players see the revealed Divinities.
  for (Player p = 0; p < 2; ++p) CHECK(observe(s, p).pantheon.spaces == s.pantheon.spaces);
}

TEST_CASE("pantheon: nothing can be activated in Age I", "[pantheon][activation]") {
  GameState s = new_game();
  s.cities[0].coins = 50;
  ActionList legal;
  s.legal_actions(legal);
  CHECK(std::none_of(legal.begin(), legal.end(), [](const Action& a) { return a.type == ActionType::Activate; }));
  CHECK(why_illegal(s, Action{ActionType::Activate, 0, 0}) == "the Pantheon's cards can be activated from Age II on");
}

// --- Activation -----------------------------------------------------------------------

TEST_CASE("pantheon: each space's cost for each player, the Gate's double, the structure untouched", "[pantheon][activation]") {
  GameState s = age_two();
  put(s, "Tanit", 0);
  put(s, "Aphrodite", 5);
  s.cities[0].coins = s.cities[1].coins = 20;
  CHECK(detail::activation_cost(s, 0, divinity("Tanit"), 0) == 3);
  CHECK(detail::activation_cost(s, 1, divinity("Tanit"), 0) == 8);
  CHECK(detail::activation_cost(s, 0, divinity("Aphrodite"), 0) == 8);
  CHECK(detail::activation_cost(s, 1, divinity("Aphrodite"), 0) == 3);
  const int gate_space = detail::space_of(s.pantheon, kGate);
  REQUIRE(gate_space >= 0);
  CHECK(detail::activation_cost(s, 0, kGate, 0) == 2 * (3 + gate_space));
  CHECK(detail::activation_cost(s, 1, kGate, 0) == 2 * (8 - gate_space));
  const std::uint32_t present = s.present;
  move(s, "activate Tanit");
  CHECK(s.cities[0].coins == 20 - 3 + 12);
  CHECK(s.present == present);  // the structure is not touched
  CHECK(s.to_move() == 1);      // the turn passes
  CHECK(s.pantheon.spaces[0] == kNone);
  CHECK(s.pantheon.players[0].divinities == 1U << divinity("Tanit"));
  CHECK(check(s).empty());
}

TEST_CASE("pantheon example: Mars paid 3 by an Offering token and 2 coins", "[pantheon][activation][example]") {
  GameState s = age_two();
  put(s, "Mars", 2);  // player 1's cost there: 5
  s.cities[0].coins = 7;
  s.pantheon.players[0].offerings = offering(3);
  move(s, "activate Mars with offering 3");
  CHECK(s.cities[0].coins == 5);
  CHECK(s.pantheon.players[0].offerings == 0);
  CHECK(s.conflict_pawn == 2);
  CHECK(check(s).empty());
}

TEST_CASE("pantheon rulings 17: Offerings bring a cost to 0, not below, and give no change", "[pantheon][activation][rulings]") {
  GameState s = age_two();
  put(s, "Aphrodite", 1);  // cost 4
  s.cities[0].coins = 0;
  s.pantheon.players[0].offerings = offering(2) | offering(3);
  CHECK_FALSE(legal(s, "activate Aphrodite"));
  CHECK_FALSE(legal(s, "activate Aphrodite with offering 3"));  // 1 coin short
  CHECK(why_illegal(s, Action{ActionType::Activate, divinity("Aphrodite"), offering(3)}) == "needs 1 more coin");
  const ActivationPrice price = activation_price(s, 0, divinity("Aphrodite"), offering(2) | offering(3));
  CHECK(price.offered);
  CHECK(price.space_cost == 4);
  CHECK(price.offerings == 5);
  CHECK(price.coins == 0);
  CHECK(price.affordable);
  move(s, "activate Aphrodite with offerings 2 and 3");
  CHECK(s.cities[0].coins == 0);  // 5 for 4: no change
  CHECK(s.pantheon.players[0].offerings == 0);
  CHECK(score(s, 0, ScoreCategory::Divinities) == 9);
}

TEST_CASE("pantheon rulings 17: the Sanctuary lowers the Gate's doubled cost after doubling", "[pantheon][activation][rulings]") {
  GameState s = age_two();
  const int gate = detail::space_of(s.pantheon, kGate);
  REQUIRE(gate >= 0);
  const WonderId sanctuary = pwonder("The Sanctuary");
  City& c = s.cities[0];
  c.wonders[c.wonder_count] = sanctuary;
  c.wonder_cards[c.wonder_count++] = pcard("Lumber Yard");
  s.removed.erase(pcard("Lumber Yard"));
  for (auto& w : s.cities[1].wonders) w = w == sanctuary ? kNone : w;
  const int base = 3 + gate;
  s.pantheon.players[0].offerings = offering(4);
  CHECK(detail::activation_cost(s, 0, kGate, 0) == 2 * base - 2);
  const ActivationPrice price = activation_price(s, 0, kGate, offering(4));
  CHECK(price.space_cost == base);
  CHECK(price.multiplier == 2);
  CHECK(price.discount == 2);
  CHECK(price.offerings == 4);
  CHECK(price.coins == std::max(0, 2 * base - 6));
  CHECK_FALSE(activation_price(s, 0, divinity("Mars"), offering(2)).offered);  // a token not held
  CHECK(detail::activation_cost(s, 0, kGate, offering(4)) == std::max(0, 2 * base - 2 - 4));
}

TEST_CASE("pantheon FAQ: a Divinity can be activated when its effect cannot be resolved", "[pantheon][activation][faq]") {
  GameState s = age_two();
  put(s, "Baal", 0);
  s.cities[0].coins = 3;
  REQUIRE(s.cities[1].color_count[static_cast<int>(Color::Brown)] == 0);
  move(s, "activate Baal");
  CHECK(s.phase == Phase::Play);  // the empty choice is skipped (rulings 4)
  CHECK(s.to_move() == 1);
  CHECK(s.pantheon.players[0].divinities >> divinity("Baal") & 1);
}

// --- The Divinities -------------------------------------------------------------------

TEST_CASE("pantheon Enki: 2 tokens from the box when revealed, one taken, the other back in the box (rulings 19)", "[pantheon][divinity]") {
  GameState s = new_game(2);
  put(s, "Enki", 0);
  s.pantheon.revealed = 0;
  const int box_before = s.box_token_count;
  const TokenId first = s.box_tokens[0], second = s.box_tokens[1];
  detail::start_age(s, 2, nullptr);  // Age II's reveal
  REQUIRE(s.pantheon.divinity_token_count == 2);
  CHECK(s.pantheon.divinity_tokens[0] == first);
  CHECK(s.pantheon.divinity_tokens[1] == second);
  CHECK(s.box_token_count == box_before - 2);
  // Public: both players see them.
  CHECK(observe(s, 1).pantheon.divinity_tokens[0] == first);
  s.phase = Phase::Play;
  s.current = 0;
  s.cities[0].coins = 3;
  move(s, "activate Enki");
  REQUIRE(s.phase == Phase::TakeDivinityToken);
  move(s, "take " + R().progress_tokens[second].name + " from Enki");
  CHECK(s.cities[0].progress >> second & 1);
  CHECK(s.box_token_count == box_before - 1);
  CHECK(s.box_tokens[s.box_token_count - 1] == first);  // back in the box, can be drawn again
  CHECK(s.pantheon.divinity_token_count == 0);
}

TEST_CASE("pantheon Ishtar: the law symbol, which pairs with the Law token (rulings 13)", "[pantheon][divinity][rulings]") {
  GameState s = age_two();
  put(s, "Ishtar", 0);
  give_progress(s, 0, "Law");
  s.cities[0].coins = 3;
  REQUIRE(s.cities[0].science[static_cast<int>(Science::Law)] == 1);
  move(s, "activate Ishtar");
  CHECK(s.cities[0].science[static_cast<int>(Science::Law)] == 2);
  CHECK(s.phase == Phase::ChooseProgress);  // the pair earns a Progress token
  CHECK(s.to_move() == 0);
}

TEST_CASE("pantheon Nisaba: the Snake on an opponent's green card copies its symbol (rulings 13)", "[pantheon][divinity][rulings]") {
  GameState s = age_two();
  put(s, "Nisaba", 0);
  give_card(s, 1, "Apothecary");  // wheel
  give_card(s, 0, "Workshop");    // plumb line
  s.cities[0].coins = 3;
  const std::uint8_t wheel = R().cards[pcard("Apothecary")].effects.science;
  const int had = s.cities[0].science[wheel];
  move(s, "activate Nisaba");
  REQUIRE(s.phase == Phase::PlaceSnake);
  move(s, "snake on Apothecary");
  CHECK(s.pantheon.snake == pcard("Apothecary"));
  CHECK(s.cities[0].science[wheel] == had + 1);
  CHECK(s.cities[1].science[wheel] == 1);  // the opponent keeps it
  CHECK(check(s).empty());                 // the copied symbol survives a recount
}

TEST_CASE("pantheon Nisaba: a copied symbol completing a pair earns a Progress token", "[pantheon][divinity][faq]") {
  GameState s = age_two();
  put(s, "Nisaba", 0);
  give_card(s, 1, "Apothecary");  // wheel
  give_card(s, 0, "School");      // wheel
  REQUIRE(s.cities[0].science[static_cast<int>(Science::Wheel)] == 1);
  s.cities[0].coins = 3;
  move(s, "activate Nisaba");
  move(s, "snake on Apothecary");
  CHECK(s.cities[0].science[static_cast<int>(Science::Wheel)] == 2);
  CHECK(s.phase == Phase::ChooseProgress);
  CHECK(s.to_move() == 0);
}

TEST_CASE("pantheon Astarte: 7 coins on it, spent after the treasury, safe from losses, 1 VP each (rulings 16)", "[pantheon][divinity][rulings]") {
  GameState s = age_two();
  put(s, "Astarte", 0);
  s.cities[0].coins = 3;
  move(s, "activate Astarte");
  CHECK(s.cities[0].coins == 0);
  CHECK(s.pantheon.players[0].astarte_coins == 7);
  CHECK(s.spendable(0) == 7);
  CHECK(score(s, 0, ScoreCategory::Divinities) == 7);
  CHECK(score(s, 0, ScoreCategory::Coins) == 0);  // not in the treasury
  // A coin loss takes nothing from Astarte.
  detail::lose_coins(s, 0, 5, nullptr);
  CHECK(s.pantheon.players[0].astarte_coins == 7);
  // Spent after the treasury: 2 in the treasury, a card for 4.
  s.cities[0].coins = 2;
  s.current = 0;
  make_accessible(s, "Library");  // costs stone, wood, glass: 6 coins at base prices
  const int cost = card_coin_cost(s, 0, pcard("Library"));
  REQUIRE(cost > 2);
  REQUIRE(cost <= 9);
  move(s, "construct Library");
  CHECK(s.cities[0].coins == 0);
  CHECK(s.pantheon.players[0].astarte_coins == 7 - (cost - 2));
  CHECK(score(s, 0, ScoreCategory::Divinities) == 7 - (cost - 2));
}

TEST_CASE("pantheon Baal: an opponent's brown or grey card joins your city", "[pantheon][divinity]") {
  GameState s = age_two();
  put(s, "Baal", 0);
  give_card(s, 1, "Quarry");
  give_card(s, 1, "Glassworks");
  give_card(s, 1, "Altar");
  s.cities[0].coins = 3;
  move(s, "activate Baal");
  REQUIRE(s.phase == Phase::TakeOpponentCard);
  CHECK_FALSE(legal(s, "steal Altar"));
  move(s, "steal Quarry");
  CHECK(s.cities[0].cards.contains(pcard("Quarry")));
  CHECK_FALSE(s.cities[1].cards.contains(pcard("Quarry")));
  CHECK(s.cities[0].production[static_cast<int>(Resource::Stone)] == 1);
  CHECK(s.cities[1].production[static_cast<int>(Resource::Stone)] == 0);
  CHECK(s.cities[0].coins == 0);  // no cost
  CHECK(check(s).empty());
}

TEST_CASE("pantheon Tanit 12 coins, Aphrodite 9 VP, Mars 2 shields", "[pantheon][divinity]") {
  GameState s = age_two();
  put(s, "Tanit", 0);
  put(s, "Aphrodite", 1);
  put(s, "Mars", 5);
  s.cities[0].coins = 3;
  move(s, "activate Tanit");
  CHECK(s.cities[0].coins == 12);
  s.cities[1].coins = 3;
  move(s, "activate Mars");  // player 2's cost on space 6: 3
  CHECK(s.cities[1].coins == 0);
  CHECK(s.conflict_pawn == -2);
  move(s, "activate Aphrodite");  // player 1's cost on space 2: 4
  CHECK(s.cities[0].coins == 8);
  CHECK(score(s, 0, ScoreCategory::Divinities) == 9);
}

TEST_CASE("pantheon Hades: construct a card of the discard pile for free", "[pantheon][divinity]") {
  GameState s = age_two();
  put(s, "Hades", 0);
  s.cities[0].coins = 3;
  REQUIRE(s.discard_count > 0);  // Age I was discarded
  const CardId c = s.discard_pile[0];
  move(s, "activate Hades");
  REQUIRE(s.phase == Phase::ConstructFromDiscard);
  move(s, "construct discarded " + R().cards[c].name);
  CHECK(s.cities[0].cards.contains(c));
  CHECK(s.cities[0].coins == 0);
}

TEST_CASE("pantheon Zeus: any structure card to the discard pile, its token to Zeus's player (rulings 12)", "[pantheon][divinity][rulings]") {
  GameState s = age_two();
  put(s, "Zeus", 0);
  s.cities[0].coins = 3;
  // Slot 6 is face down, covered, and holds an Offering token.
  REQUIRE(SlotToken::offering(s.pantheon.slot_tokens[1][6]));
  REQUIRE_FALSE(s.slot_accessible(6));
  REQUIRE_FALSE(s.face_up >> 6 & 1);
  const CardId c = s.slots[6];
  const std::uint8_t token = s.pantheon.slot_tokens[1][6];
  move(s, "activate Zeus");
  REQUIRE(s.phase == Phase::DiscardStructureCard);
  CHECK(observe(s, 0).slots[6] == kNone);  // chosen unseen
  move(s, "discard slot 6 of the structure");
  CHECK_FALSE(s.present >> 6 & 1);
  CHECK(s.discard_pile[s.discard_count - 1] == c);
  CHECK(s.pantheon.players[0].offerings == 1U << SlotToken::index(token));
  CHECK(s.pantheon.slot_tokens[1][6] == SlotToken::kNothing);
  CHECK(check(s).empty());
}

TEST_CASE("pantheon Anubis: a built Wonder counts as unbuilt, its card to the discard pile, rebuilt later (rulings 15)", "[pantheon][divinity][rulings]") {
  GameState s = age_two();
  put(s, "Anubis", 0);
  City& rival = s.cities[1];
  const WonderId w = rival.wonders[0];
  CardId spare = kNone;  // a card from the box goes under it
  s.removed.for_each([&](CardId c) { if (spare == kNone) spare = c; });
  rival.wonder_cards[0] = spare;
  s.removed.erase(spare);
  detail::recompute_city(R(), s, 1);
  const int vp = R().wonders[w].effects.victory_points;
  CHECK(score(s, 1, ScoreCategory::Wonders) == vp);
  s.cities[1].coins = 4;
  s.cities[0].coins = 3;
  move(s, "activate Anubis");
  REQUIRE(s.phase == Phase::DiscardWonderCard);
  move(s, "unbuild " + R().wonders[w].name);
  CHECK_FALSE(s.cities[1].wonder_built(0));
  CHECK(s.discard_pile[s.discard_count - 1] == spare);
  CHECK(score(s, 1, ScoreCategory::Wonders) == 0);
  CHECK(s.cities[1].coins == 4);  // what it gave stays given
  CHECK(check(s).empty());
}

TEST_CASE("pantheon FAQ: after Anubis, a Wonder sent to the box by the 7-Wonder limit stays there", "[pantheon][divinity][faq]") {
  GameState s = age_two();
  put(s, "Anubis", 0);
  // 7 Wonders built, the eighth in the box.
  int built = 0;
  for (Player p = 0; p < 2; ++p) {
    for (int i = 0; i < 4 && built < 7; ++i, ++built) s.cities[p].wonder_cards[static_cast<std::size_t>(i)] = static_cast<CardId>(built);
  }
  const WonderId boxed = s.cities[1].wonders[3];
  s.cities[1].wonders[3] = kNone;
  s.cities[0].coins = 3;
  move(s, "activate Anubis");
  move(s, "unbuild " + R().wonders[s.cities[0].wonders[0]].name);
  CHECK(s.wonders_built_total() == 6);
  CHECK(s.cities[1].wonders[3] == kNone);
  CHECK(std::find(s.cities[0].wonders.begin(), s.cities[0].wonders.end(), boxed) == s.cities[0].wonders.end());
}

TEST_CASE("pantheon Isis: one of your Wonders built for free with a card of the discard pile", "[pantheon][divinity]") {
  GameState s = age_two();
  put(s, "Isis", 0);
  s.cities[0].coins = 3;
  const CardId c = s.discard_pile[0];
  const WonderId w = s.cities[0].wonders[0];
  move(s, "activate Isis");
  REQUIRE(s.phase == Phase::WonderFromDiscard);
  move(s, "wonder " + R().wonders[w].name + " with " + R().cards[c].name + " from the discard pile");
  CHECK(s.cities[0].wonder_cards[0] == c);
  CHECK(score(s, 0, ScoreCategory::Wonders) >= R().wonders[w].effects.victory_points);
  CHECK(check(s).empty());
}

TEST_CASE("pantheon Ra and FAQ: an opponent's unbuilt Wonder becomes your fifth", "[pantheon][divinity][faq]") {
  GameState s = age_two();
  put(s, "Ra", 0);
  s.cities[0].coins = 3;
  const WonderId w = s.cities[1].wonders[2];
  move(s, "activate Ra");
  REQUIRE(s.phase == Phase::TakeOpponentWonder);
  move(s, "steal " + R().wonders[w].name);
  CHECK(s.cities[0].wonder_count == 5);
  CHECK(s.cities[0].wonders[4] == w);
  CHECK(s.cities[1].wonder_count == 3);
  CHECK(std::find(s.cities[1].wonders.begin(), s.cities[1].wonders.end(), w) == s.cities[1].wonders.end());
  CHECK(check(s).empty());
  // It can be built like the others.
  s.current = 0;
  s.phase = Phase::Play;
  s.cities[0].coins = 50;
  ActionList legal;
  s.legal_actions(legal);
  CHECK(std::any_of(legal.begin(), legal.end(), [&](const Action& a) { return a.type == ActionType::BuildWonder && a.wonder == w; }));
}

TEST_CASE("pantheon Minerva: any space but the pawn's, capitals included (rulings 14), and the example with a Pretorium", "[pantheon][divinity][rulings][example]") {
  GameState s = age_two();
  put(s, "Minerva", 0);
  s.cities[0].coins = 3;
  move(s, "activate Minerva");
  REQUIRE(s.phase == Phase::PlaceMinerva);
  CHECK_FALSE(legal(s, "minerva 0"));  // the Conflict pawn's space
  CHECK(legal(s, "minerva 9"));        // player 2's capital
  CHECK(legal(s, "minerva -9"));
  move(s, "minerva 3");
  CHECK(s.pantheon.minerva == 3);
  // Player 1 constructs a Pretorium (3 shields): the pawn moves 2 spaces, stops before
  // Minerva, the last shield is lost and Minerva leaves the track.
  s.current = 0;
  s.phase = Phase::Play;
  s.cities[0].coins = 20;
  make_accessible(s, "Pretorium");
  EventLog events;
  move(s, "construct Pretorium", &events);
  CHECK(s.conflict_pawn == 2);
  CHECK(s.pantheon.minerva == kNoMinerva);
  CHECK(std::any_of(events.begin(), events.end(), [](const Event& e) { return e.type == EventType::MinervaStopped; }));
}

TEST_CASE("pantheon example: Neptune discards the 5-coin token threatening her, applies the one on Jack's side", "[pantheon][divinity][example]") {
  GameState s = age_two();
  put(s, "Neptune", 0);
  s.cities[0].coins = 3 + 5;
  s.cities[1].coins = 9;
  // The 5-coin tokens: zone index 2 (base data: zones 0, 1, 2 with 0, 2, 5 coins).
  int five = -1;
  for (std::size_t z = 0; z < R().military.zones.size(); ++z) {
    if (R().military.zones[z].token_coins == 5) five = static_cast<int>(z);
  }
  REQUIRE(five >= 0);
  move(s, "activate Neptune");
  REQUIRE(s.phase == Phase::ChooseMilitaryToken);
  move(s, "neptune discards the 5-coin token of player 1 (zone " + std::to_string(five + 1) + ")");
  CHECK(s.cities[0].coins == 5);  // removed without effect
  REQUIRE(s.phase == Phase::ChooseMilitaryToken);
  CHECK_FALSE(legal(s, "neptune applies the 5-coin token of player 1 (zone " + std::to_string(five + 1) + ")"));
  move(s, "neptune applies the 5-coin token of player 2 (zone " + std::to_string(five + 1) + ")");
  CHECK(s.cities[1].coins == 4);  // Jack loses 5
  CHECK_FALSE(s.military_token_present(0, five));
  CHECK_FALSE(s.military_token_present(1, five));
  CHECK(s.phase == Phase::Play);
  CHECK(s.to_move() == 1);
}

// --- The Gate and the Divine Theater --------------------------------------------------

TEST_CASE("pantheon the Gate: the top of each deck revealed to both, one activated for free, the others back", "[pantheon][gate]") {
  GameState s = age_two();
  const int gate = detail::space_of(s.pantheon, kGate);
  s.cities[0].coins = 2 * (3 + gate);
  std::array<DivinityId, kMythologyCount> tops{};
  for (int m = 0; m < kMythologyCount; ++m) tops[static_cast<std::size_t>(m)] = s.pantheon.deck_count[m] ? s.pantheon.decks[m][0] : kNone;
  move(s, "activate The Gate");
  REQUIRE(s.phase == Phase::ChooseDivinity);
  CHECK(s.cities[0].coins == 0);
  CHECK(s.pantheon.players[0].gate);
  ActionList offered;
  s.legal_actions(offered);
  int decks = 0;
  for (DivinityId t : tops) decks += t != kNone;
  CHECK(offered.size() == decks);
  // The tops are shown to both players.
  for (Player p = 0; p < 2; ++p) {
    for (int m = 0; m < kMythologyCount; ++m) {
      if (tops[static_cast<std::size_t>(m)] != kNone) CHECK(observe(s, p).pantheon.decks[m][0] == tops[static_cast<std::size_t>(m)]);
    }
  }
  const DivinityId chosen = offered[0].card;
  move(s, "activate " + P().divinities[chosen].name + " for free");
  CHECK(s.pantheon.players[0].divinities >> chosen & 1);
  const int m = mythology_of(chosen);
  CHECK(std::find(s.pantheon.decks[m].begin(), s.pantheon.decks[m].begin() + s.pantheon.deck_count[m], chosen) ==
        s.pantheon.decks[m].begin() + s.pantheon.deck_count[m]);
  CHECK(check(s).empty());
}

TEST_CASE("pantheon the Divine Theater: a deck seen in private, one activated, the rest in the chosen order", "[pantheon][wonder]") {
  GameState s = age_two();
  // A deck of 3 (no Divinity of the Roman Mythology placed): give it its three.
  int roman = static_cast<int>(Mythology::Roman);
  for (const char* name : {"Mars", "Minerva", "Neptune"}) {
    const int at = detail::space_of(s.pantheon, divinity(name));
    if (at >= 0) {
      s.pantheon.spaces[static_cast<std::size_t>(at)] = kNone;
      s.pantheon.backs[static_cast<std::size_t>(at)] = kNone;
      s.pantheon.decks[static_cast<std::size_t>(roman)][s.pantheon.deck_count[static_cast<std::size_t>(roman)]++] = divinity(name);
    }
  }
  REQUIRE(s.pantheon.deck_count[static_cast<std::size_t>(roman)] == 3);
  const WonderId theater = pwonder("The Divine Theater");
  City& c = s.cities[0];
  for (auto& w : s.cities[1].wonders) w = w == theater ? kNone : w;
  c.wonders[c.wonder_count++] = theater;
  c.coins = 30;
  const CardId card = s.slots[static_cast<std::size_t>(std::countr_zero(s.accessible_slots()))];
  move(s, "wonder The Divine Theater with " + R().cards[card].name);
  REQUIRE(s.phase == Phase::ChooseMythology);
  move(s, "look at the roman deck");
  // Player 1 sees the whole deck; player 2 none of it.
  CHECK(observe(s, 0).pantheon.decks[static_cast<std::size_t>(roman)] == s.pantheon.decks[static_cast<std::size_t>(roman)]);
  CHECK(observe(s, 1).pantheon.decks[static_cast<std::size_t>(roman)][0] == kNone);
  REQUIRE(s.phase == Phase::ChooseDivinity);
  ActionList offered;
  s.legal_actions(offered);
  CHECK(offered.size() == 3);
  move(s, "activate Mars for free");
  CHECK(s.conflict_pawn == 2);
  REQUIRE(s.phase == Phase::ArrangeDeck);
  move(s, "put Neptune next on the deck");
  CHECK(s.pantheon.decks[static_cast<std::size_t>(roman)][0] == divinity("Neptune"));
  CHECK(s.pantheon.decks[static_cast<std::size_t>(roman)][1] == divinity("Minerva"));
  CHECK(s.pantheon.deck_count[static_cast<std::size_t>(roman)] == 2);
  CHECK(s.phase == Phase::Play);
  CHECK(observe(s, 1).pantheon.decks[static_cast<std::size_t>(roman)][0] == kNone);
  CHECK(observe(s, 0).pantheon.decks[static_cast<std::size_t>(roman)][0] == divinity("Neptune"));
  CHECK(score(s, 0, ScoreCategory::Wonders) == 2);
}

// --- Progress tokens ------------------------------------------------------------------

TEST_CASE("pantheon example: Poliorcetics with a Pretorium costs the opponent 3 coins", "[pantheon][progress][example]") {
  GameState s = age_two();
  give_progress(s, 0, "Poliorcetics");
  s.cities[0].coins = 20;
  s.cities[1].coins = 10;
  s.military_tokens = 0;  // the rulebook's example counts Poliorcetics alone
  make_accessible(s, "Pretorium");
  move(s, "construct Pretorium");
  CHECK(s.conflict_pawn == 3);
  CHECK(s.cities[1].coins == 7);
}

TEST_CASE("pantheon example: Engineering builds Fortifications for 1 coin without the Palisade, no Urbanism bonus", "[pantheon][progress][example]") {
  GameState s = age_two();
  give_progress(s, 0, "Engineering");
  give_progress(s, 0, "Urbanism");
  s.cities[0].coins = 1;
  detail::start_age(s, 3, nullptr);
  s.phase = Phase::Play;
  s.current = 0;
  make_accessible(s, "Fortifications");
  REQUIRE(R().cards[pcard("Fortifications")].free_with != kNone);
  CHECK(card_coin_cost(s, 0, pcard("Fortifications")) == 1);
  const Payment pay = card_payment(s, 0, pcard("Fortifications"));
  CHECK(pay.engineering);
  CHECK(pay.total == 1);
  move(s, "construct Fortifications");
  CHECK(s.cities[0].coins == 0);  // no Urbanism bonus: not a chain construction
}

TEST_CASE("pantheon rulings 18: Engineering also builds a Grand Temple for 1 coin", "[pantheon][progress][rulings]") {
  GameState s = age_two();
  give_progress(s, 0, "Engineering");
  s.pantheon.players[0].mythology_tokens = {};  // no Mythology token: the Temple is not free
  detail::recompute_city(R(), s, 0);
  s.cities[0].coins = 1;
  detail::start_age(s, 3, nullptr);
  s.phase = Phase::Play;
  s.current = 0;
  make_accessible(s, "Roman Grand Temple");
  CHECK(card_coin_cost(s, 0, pcard("Roman Grand Temple")) == 1);
}

TEST_CASE("pantheon example: Mysticism with 2 Mythology tokens and 1 Offering token scores 6 VP", "[pantheon][progress][example]") {
  GameState s = age_two();
  const int before = score(s, 0, ScoreCategory::Progress);
  give_progress(s, 0, "Mysticism");
  PantheonHoldings& h = s.pantheon.players[0];
  h.mythology_tokens = {};
  h.mythology_tokens[1] = 1;
  h.mythology_tokens[3] = 1;
  h.offerings = offering(3);
  CHECK(score(s, 0, ScoreCategory::Progress) == before + 6);
}

// --- Grand Temples --------------------------------------------------------------------

TEST_CASE("pantheon Grand Temples: free with their Mythology token (a chain: Urbanism pays), 5 12 21 VP", "[pantheon][temples][example]") {
  GameState s = age_two();
  detail::start_age(s, 3, nullptr);
  s.phase = Phase::Play;
  s.current = 0;
  s.cities[0].coins = 0;
  give_progress(s, 0, "Urbanism");
  // A Greek Mythology token held: the Greek Grand Temple is free.
  s.pantheon.players[0].mythology_tokens = {};
  s.pantheon.players[0].mythology_tokens[static_cast<int>(Mythology::Greek)] = 1;
  detail::recompute_city(R(), s, 0);
  make_accessible(s, "Greek Grand Temple");
  CHECK(card_coin_cost(s, 0, pcard("Greek Grand Temple")) == 0);
  move(s, "construct Greek Grand Temple");
  CHECK(s.cities[0].coins == 4);  // Urbanism: a chain construction
  CHECK(s.pantheon.players[0].mythology_tokens[static_cast<int>(Mythology::Greek)] == 1);  // kept
  CHECK(score(s, 0, ScoreCategory::GrandTemples) == 5);
  give_card(s, 0, "Roman Grand Temple");
  CHECK(score(s, 0, ScoreCategory::GrandTemples) == 12);
  give_card(s, 0, "Egyptian Grand Temple");
  CHECK(score(s, 0, ScoreCategory::GrandTemples) == 21);
  CHECK(score(s, 0, ScoreCategory::Purple) == 0);
}

// --- Records --------------------------------------------------------------------------

TEST_CASE("pantheon records: the setup and every move written out and replayed", "[pantheon][record]") {
  GameRecord record;
  record.seed = 77;
  record.options = pantheon_options(false);
  GameState s(R(), make_setup(R(), record.seed, record.options));
  Rng rng(3);
  while (!s.is_terminal()) {
    ActionList legal;
    s.legal_actions(legal);
    const Action a = legal[static_cast<int>(rng.below(static_cast<std::uint32_t>(legal.size())))];
    record.moves.push_back(action_to_string(s, a, kReferee));
    REQUIRE(s.apply(a));
  }
  const std::string text = record_to_json(R(), record, true);
  CHECK(text.find("\"pantheon\"") != std::string::npos);
  CHECK(text.find("\"mythology_tokens\"") != std::string::npos);
  std::string error;
  const auto reread = record_from_json(R(), text, error);
  INFO(error);
  REQUIRE(reread.has_value());
  REQUIRE(reread->setup.has_value());
  CHECK(reread->setup->pantheon == make_setup(R(), record.seed, record.options).pantheon);
  const ReplayResult replayed = replay_record(R(), *reread);
  INFO(replayed.error);
  REQUIRE(replayed.ok);
  CHECK(replayed.state == s);
  // A broken Pantheon setup is named with its path.
  std::string broken = text;
  broken.replace(broken.find("\"decks\""), 7, "\"dekcs\"");
  CHECK_FALSE(record_from_json(R(), broken, error).has_value());
  CHECK(error == "/setup/pantheon: missing \"decks\"");
}

TEST_CASE("pantheon FAQ: with Ra's fifth Wonder, still no more than 7 Wonders are built in all", "[pantheon][divinity][faq]") {
  GameState s = age_two();
  put(s, "Ra", 0);
  s.cities[0].coins = 3;
  move(s, "activate Ra");
  move(s, "steal " + R().wonders[s.cities[1].wonders[0]].name);
  REQUIRE(s.cities[0].wonder_count == 5);
  // Player 1 has built 4 of 5, player 2 has built 2 of 3: the seventh sends the last one to the box.
  int spare = 0;
  auto tuck = [&](Player p, int i) { s.cities[p].wonder_cards[static_cast<std::size_t>(i)] = static_cast<CardId>(spare++); };
  for (int i = 0; i < 4; ++i) tuck(0, i);
  tuck(1, 0);
  tuck(1, 1);
  s.current = 0;
  s.phase = Phase::Play;
  s.cities[0].coins = 100;
  const WonderId fifth = s.cities[0].wonders[4];
  const CardId c = s.slots[static_cast<std::size_t>(std::countr_zero(s.accessible_slots()))];
  move(s, "wonder " + R().wonders[fifth].name + " with " + R().cards[c].name);
  CHECK(s.wonders_built_total() == 7);
  CHECK(s.cities[1].wonders[2] == kNone);  // player 2's last unbuilt Wonder went to the box
}

// --- Refused moves (issue 29) ---------------------------------------------------------

TEST_CASE("pantheon: a refused move gets the engine's reason, not \"no move begins with\"", "[pantheon][illegal]") {
  // Placing a Divinity that was not drawn, or on a space that is taken.
  GameState s = new_game(3);
  auto discard_until_placing = [&] {
    while (s.phase != Phase::PlaceDivinity) {
      ActionList legal;
      s.legal_actions(legal);
      const auto discard = std::find_if(legal.begin(), legal.end(), [](const Action& a) { return a.type == ActionType::Discard; });
      REQUIRE(s.apply(discard != legal.end() ? *discard : legal[0]));
    }
  };
  discard_until_placing();
  const int m = s.pending.top().detail;
  const auto& deck = s.pantheon.decks[static_cast<std::size_t>(m)];
  REQUIRE(s.pantheon.deck_count[static_cast<std::size_t>(m)] >= 3);
  const std::string top = P().name_of(deck[0]), second = P().name_of(deck[1]);
  const std::string other = P().name_of(deck[2]);  // the third of the deck, not drawn
  CHECK(why_move_refused(s, "place " + other + " on space 2") == other + " was not drawn (drawn: " + top + " and " + second + ")");
  // A space the Pantheon lacks: the moves there are, in key order (by Divinity, then space).
  const std::string lo = P().name_of(std::min(deck[0], deck[1])), hi = P().name_of(std::max(deck[0], deck[1]));
  std::string moves;
  for (const std::string& name : {lo, hi}) {
    for (int space = 1; space <= 6; ++space) {
      if (!moves.empty()) moves += ", ";
      moves += "place " + name + " on space " + std::to_string(space);
    }
  }
  CHECK(why_move_refused(s, "place " + top + " on space 9") == "no such move now; the moves are: " + moves);
  CHECK(why_move_refused(s, "fly away") == "no move begins with \"fly\" (moves now begin with \"place\")");
  move(s, "place " + top + " on space 2");
  discard_until_placing();
  const DivinityId drawn = s.pantheon.decks[static_cast<std::size_t>(s.pending.top().detail)][0];
  CHECK(why_move_refused(s, "place " + P().name_of(drawn) + " on space 2") == "space 2 is not empty");
}

TEST_CASE("pantheon: a refused activation says which Offering token is missing or how many coins", "[pantheon][illegal][activation]") {
  GameState s = age_two();
  put(s, "Aphrodite", 1);  // cost 4 for player 1
  s.pantheon.players[0].offerings = offering(2);
  CHECK(why_move_refused(s, "activate Aphrodite") == "needs 4 more coins");
  CHECK(why_move_refused(s, "activate Aphrodite with offering 2") == "needs 2 more coins");
  CHECK(why_move_refused(s, "activate Aphrodite with offering 3") == "you hold no Offering token 3 (you hold 2)");
  CHECK(why_move_refused(s, "activate Aphrodite with offerings 2 and 4") == "you hold no Offering token 4 (you hold 2)");
  CHECK(why_move_refused(s, "activate Aphrodite for free") == "not a move now (now: play)");
  CHECK(why_move_refused(s, "place Aphrodite on space 2") == "not a move now (now: play)");
  s.pantheon.players[0].offerings = 0;
  CHECK(why_move_refused(s, "activate Aphrodite with offering 2") == "you hold no Offering token 2 (you hold none)");
}

TEST_CASE("pantheon Minerva: the Conflict pawn's space is refused in words", "[pantheon][illegal][divinity]") {
  GameState s = age_two();
  put(s, "Minerva", 0);
  s.cities[0].coins = 3;
  move(s, "activate Minerva");
  REQUIRE(s.phase == Phase::PlaceMinerva);
  CHECK(why_move_refused(s, "minerva 0") == "Minerva cannot go on the Conflict pawn's space");
  CHECK(why_move_refused(s, "Minerva 12") == "no such move now; the moves are: minerva -9, minerva -8, minerva -7, minerva -6, "
                                             "minerva -5, minerva -4, minerva -3, minerva -2, minerva -1, minerva 1, minerva 2, "
                                             "minerva 3 and 6 more");
  CHECK(why_move_refused(s, "construct Baths") == "not a move now (now: place the Minerva pawn)");
}
