// The Agora expansion's Conspiracies (reference/agora.md "Conspiracies", rulings 22-24),
// each with exact numbers: conspiring (the deck's order after it), preparing, triggering
// before the turn's action (at most one a turn, again on a replay turn, only when it can
// have an effect) and each of the 16 Conspiracies with its "+move".
#include "agora_test_support.hpp"
#include "show_agora.hpp"
#include "show_state.hpp"

using namespace duel;
using namespace duel::test;
using namespace duel::test::agora;

namespace {

// Player 1 holds `name` prepared (with Glassworks) and is offered it before the action.
GameState prepared(const std::string& name, std::uint64_t seed = 1) {
  GameState s = new_game(seed);
  give_conspiracy(s, 0, name, acard("Glassworks"));
  return s;
}

void trigger(GameState& s, const std::string& name) {
  begin_turn(s, 0);
  REQUIRE(s.phase == Phase::TriggerConspiracy);
  move(s, "trigger " + name);
}

// After the Conspiracy, the turn's action is still player 1's.
void action_next(const GameState& s) {
  CHECK(s.phase == Phase::Play);
  CHECK(s.to_move() == 0);
}

}  // namespace

// --- Conspire, prepare, trigger -------------------------------------------------------

TEST_CASE("agora conspire: 2 drawn, one kept, the other on top or at the bottom of the deck", "[agora][conspiracy]") {
  GameState s = new_game();
  stack_deck(s, {"Coup", "Blackmail", "Sabotage"});
  make_accessible(s, "Conspirator 4");
  move(s, "recruit Conspirator 4");
  move(s, "conspire");
  REQUIRE(s.phase == Phase::KeepConspiracy);
  CHECK(s.agora.drawn_count == 2);
  CHECK(s.agora.deck_count == 14);
  // The drawer sees them; the opponent does not.
  CHECK(observe(s, 0).agora.drawn[0] == conspiracy("Coup"));
  CHECK(observe(s, 1).agora.drawn[0] == kNone);
  CHECK(observe(s, 1).agora.drawn[1] == kNone);
  CHECK(legal_words(s) ==
        "conspire keep Blackmail top; conspire keep Blackmail bottom; conspire keep Coup top; conspire keep Coup bottom; ");
  move(s, "conspire keep Coup bottom");
  CHECK(s.agora.hands[0].count == 1);
  CHECK(s.agora.hands[0].ids[0] == conspiracy("Coup"));
  CHECK_FALSE(s.agora.hands[0].prepared(0));
  CHECK(s.agora.deck_count == 15);
  CHECK(s.agora.deck[0] == conspiracy("Sabotage"));
  CHECK(s.agora.deck[14] == conspiracy("Blackmail"));
  CHECK(s.to_move() == 1);
  // Player 2 conspires and puts the other back on top.
  make_accessible(s, "Conspirator 5");
  move(s, "recruit Conspirator 5");
  move(s, "conspire");
  const ConspiracyId second = s.agora.drawn[1];
  move(s, "conspire keep Sabotage top");
  CHECK(s.agora.hands[1].ids[0] == conspiracy("Sabotage"));
  CHECK(s.agora.deck[0] == second);
  CHECK(s.agora.deck_count == 14);
}

TEST_CASE("agora prepare: the card tucked under an unprepared Conspiracy, the turn ends - triggered before a later action", "[agora][conspiracy]") {
  GameState s = new_game();
  give_conspiracy(s, 0, "Blackmail");
  give_conspiracy(s, 0, "Coup");
  set_cubes(s, 0, 2, 1);
  make_accessible(s, "Baths");
  CHECK(legal(s, "prepare Blackmail with Baths"));
  CHECK(legal(s, "prepare Coup with Baths"));
  move(s, "prepare Blackmail with Baths");
  CHECK(s.agora.hands[0].tucked[0] == acard("Baths"));
  CHECK(s.slot_of(acard("Baths"), s.present) < 0);
  CHECK(s.cities[0].coins == 0);  // free
  CHECK_FALSE(s.cities[0].cards.contains(acard("Baths")));
  CHECK(s.phase == Phase::Play);
  CHECK(s.to_move() == 1);  // the turn ended; nothing to trigger on the same turn
  // A prepared Conspiracy cannot be prepared again.
  s.cities[1].coins = 7;
  move(s, "discard " + first_accessible(s));
  s.cities[0].coins = 0;
  REQUIRE(s.phase == Phase::TriggerConspiracy);
  CHECK(s.to_move() == 0);
  CHECK(legal_words(s) == "trigger Blackmail; trigger nothing; ");  // Coup is not prepared
  move(s, "trigger Blackmail");
  CHECK(s.cities[0].coins == 5);
  CHECK(s.cities[1].coins == 2 + 7 - 5);  // 9 coins, 5 taken (rounded up)
  REQUIRE(s.phase == Phase::MoveCube);
  move(s, "move no cube");
  action_next(s);
  CHECK(s.agora.hands[0].is_triggered(0));
  CHECK_FALSE(legal(s, "prepare Blackmail with " + first_accessible(s)));
  CHECK(legal(s, "prepare Coup with " + first_accessible(s)));
  move(s, "discard " + first_accessible(s));
  CHECK(s.to_move() == 1);
}

TEST_CASE("agora trigger: at most one a turn, offered again on a replay turn, and on later turns when not taken", "[agora][conspiracy]") {
  GameState s = new_game();
  give_conspiracy(s, 0, "Coup", acard("Glassworks"));
  give_conspiracy(s, 0, "Embezzlement", acard("Press"));
  give_wonder(s, 0, "The Sphinx");
  set_cubes(s, 0, 3, 2);
  begin_turn(s, 0);
  REQUIRE(s.phase == Phase::TriggerConspiracy);
  CHECK(legal_words(s) == "trigger Coup; trigger Embezzlement; trigger nothing; ");
  move(s, "trigger Embezzlement");
  CHECK(s.cities[0].coins == 2);
  action_next(s);  // not offered a second time this turn
  s.cities[0].coins = 8;  // The Sphinx: clay, stone, 2 glass
  move(s, "wonder The Sphinx with " + first_accessible(s));
  // The replay is a new turn: Coup is offered.
  REQUIRE(s.phase == Phase::TriggerConspiracy);
  CHECK(s.to_move() == 0);
  CHECK(legal_words(s) == "trigger Coup; trigger nothing; ");
  move(s, "trigger nothing");
  action_next(s);
  move(s, "discard " + first_accessible(s));
  CHECK(s.phase == Phase::Play);
  CHECK(s.to_move() == 1);
  move(s, "discard " + first_accessible(s));
  REQUIRE(s.phase == Phase::TriggerConspiracy);  // still prepared: offered again
  move(s, "trigger Coup");
  CHECK(s.conflict_pawn == 2);
  action_next(s);
}

TEST_CASE("agora ruling 22: a Conspiracy is triggered only when one of its parts can have an effect", "[agora][conspiracy][rulings]") {
  // Blackmail: the opponent has no coin and player 1 no cube to move. The step is asked
  // all the same (ruling 30); only "nothing" is legal and Blackmail is refused, with why.
  GameState s = prepared("Blackmail");
  begin_turn(s, 0);
  REQUIRE(s.phase == Phase::TriggerConspiracy);
  CHECK(legal_words(s) == "trigger nothing; ");
  const Action blackmail{ActionType::TriggerConspiracy, conspiracy("Blackmail"), kNone};
  CHECK_FALSE(s.is_legal(blackmail));
  CHECK(decision_kind(s.phase).why_illegal(s, blackmail) ==
        "Blackmail can have no effect now: a Conspiracy may be triggered only when one of its parts can act (ruling 22)");
  GameState refused = s;
  CHECK_FALSE(refused.apply(blackmail, nullptr));
  CHECK(refused == s);
  // A cube to move: the "+move" part can act.
  set_cubes(s, 0, 1, 1);
  begin_turn(s, 0);
  CHECK(legal_words(s) == "trigger Blackmail; trigger nothing; ");
  // Expropriation with no blue card and no cube; Sabotage with no built Wonder.
  GameState e = prepared("Expropriation");
  give_conspiracy(e, 0, "Sabotage", acard("Press"));
  give_conspiracy(e, 0, "Foreclosure", acard("Clay Pit"));
  begin_turn(e, 0);
  REQUIRE(e.phase == Phase::TriggerConspiracy);
  CHECK(legal_words(e) == "trigger nothing; ");
  give_card(e, 1, "Theater");
  begin_turn(e, 0);
  REQUIRE(e.phase == Phase::TriggerConspiracy);
  CHECK(legal_words(e) == "trigger Expropriation; trigger nothing; ");
  // Coup always acts.
  GameState c = prepared("Coup");
  begin_turn(c, 0);
  CHECK(legal_words(c) == "trigger Coup; trigger nothing; ");
}

TEST_CASE("agora trigger step: refusals name the reason - not held, not prepared, triggered already", "[agora][conspiracy][rulings]") {
  GameState s = new_game();
  give_conspiracy(s, 0, "Coup", acard("Glassworks"));
  give_conspiracy(s, 0, "Blackmail");
  begin_turn(s, 0);
  REQUIRE(s.phase == Phase::TriggerConspiracy);
  const DecisionKind& kind = decision_kind(s.phase);
  CHECK(kind.why_illegal(s, {ActionType::TriggerConspiracy, conspiracy("Sabotage"), kNone}) ==
        "you hold no prepared Conspiracy called Sabotage");
  CHECK(kind.why_illegal(s, {ActionType::TriggerConspiracy, conspiracy("Blackmail"), kNone}) ==
        "Blackmail is not prepared: now you may trigger only a prepared Conspiracy");
  s.agora.hands[0].triggered = 1;  // Coup, hand position 0
  CHECK(kind.why_illegal(s, {ActionType::TriggerConspiracy, conspiracy("Coup"), kNone}) == "Coup was triggered already");
}

TEST_CASE("agora ruling 30: no trigger step without a prepared Conspiracy not yet triggered", "[agora][conspiracy][rulings]") {
  GameState s = new_game();
  give_conspiracy(s, 0, "Coup");  // held, not prepared
  begin_turn(s, 0);
  CHECK(s.phase == Phase::Play);
  s.agora.hands[0].tucked[0] = acard("Glassworks");
  s.agora.hands[0].triggered = 1;  // prepared, but already used
  begin_turn(s, 0);
  CHECK(s.phase == Phase::Play);
}

// Ruling 30: player 1's prepared Conspiracy can act in one world (Coup) and not in the
// other (Blackmail: no opponent coin, no cube). Player 2 reads the same history in both:
// the phase, `show --as 2` at every move, the move words and the record's words.
TEST_CASE("agora ruling 30: the trigger step reveals nothing of whether the hidden Conspiracy could act", "[agora][conspiracy][rulings][hidden]") {
  const auto history = [](const std::string& name, const std::string& first_legal) {
    GameState s = prepared(name);
    begin_turn(s, 0);
    CHECK(legal_words(s) == first_legal);
    std::vector<std::string> seen;
    std::string last;
    EventLog events;
    for (int n = 1; n <= 8; ++n) {
      seen.push_back(cli::describe_position(observe(s, 1), last, events_seen_by(events, 1), true).dump());
      const std::string words = s.phase == Phase::TriggerConspiracy ? "trigger nothing" : "discard " + first_accessible(s);
      const std::optional<Action> a = parse_action(s, words);
      REQUIRE(a.has_value());
      const std::string referee = action_to_string(s, *a, kReferee), theirs = action_to_string(s, *a, 1);
      last = "move " + std::to_string(n) + ", player " + std::to_string(s.to_move() + 1) + ": " + theirs;
      seen.push_back(referee + " / " + theirs);
      events.clear();
      REQUIRE(s.apply(*a, &events));
    }
    return seen;
  };
  const std::vector<std::string> coup = history("Coup", "trigger Coup; trigger nothing; ");
  const std::vector<std::string> blackmail = history("Blackmail", "trigger nothing; ");
  REQUIRE(coup.size() == blackmail.size());
  for (std::size_t i = 0; i < coup.size(); ++i) {
    INFO("step " << i);
    CHECK(coup[i] == blackmail[i]);
  }
  CHECK(coup[1] == "trigger nothing / trigger nothing");
  CHECK(coup[0].find("trigger a Conspiracy") != std::string::npos);
}

// --- The 16 Conspiracies --------------------------------------------------------------

TEST_CASE("agora Extortion: an unbuilt Wonder taken from the opponent, then +move", "[agora][conspiracy]") {
  GameState s = prepared("Extortion");
  give_wonder(s, 1, "The Pyramids");
  give_wonder(s, 0, "The Colossus", true);
  set_cubes(s, 0, 5, 1);
  s.cities[1].wonder_cards[1] = acard("Press");  // one of player 2's Wonders built: not offered
  s.removed.erase(acard("Press"));
  const WonderId built = s.cities[1].wonders[1];
  trigger(s, "Extortion");
  REQUIRE(s.phase == Phase::TakeOpponentWonder);
  CHECK(legal_count(s) == 3);
  CHECK_FALSE(legal(s, "steal " + R().wonders[built].name));
  move(s, "steal The Pyramids");
  CHECK(s.cities[0].wonder_count == 5);
  CHECK(s.cities[0].wonders[4] == awonder("The Pyramids"));
  CHECK(std::count(s.cities[1].wonders.begin(), s.cities[1].wonders.begin() + s.cities[1].wonder_count, awonder("The Pyramids")) == 0);
  REQUIRE(s.phase == Phase::MoveCube);
  move(s, "move cube 5 6");
  CHECK(s.agora.cubes[0][5] == 1);
  action_next(s);
}

TEST_CASE("agora Blackmail: half the opponent's coins rounded up, then +move", "[agora][conspiracy]") {
  GameState s = prepared("Blackmail");
  s.cities[0].coins = 1;
  s.cities[1].coins = 7;
  set_cubes(s, 0, 1, 1);
  trigger(s, "Blackmail");
  CHECK(s.cities[0].coins == 1 + 4);
  CHECK(s.cities[1].coins == 3);
  REQUIRE(s.phase == Phase::MoveCube);
  CHECK(legal_words(s) == "move cube 1 2; move no cube; ");
  move(s, "move cube 1 2");
  CHECK(s.agora.cubes[0][1] == 1);
  action_next(s);
}

TEST_CASE("agora Expropriation and Swindle: an opponent's blue, yellow card to the discard pile, then +move", "[agora][conspiracy]") {
  for (const auto& [name, victim, spared] : {std::tuple{"Expropriation", "Baths", "Tavern"}, std::tuple{"Swindle", "Tavern", "Baths"}}) {
    INFO(name);
    GameState s = prepared(name);
    give_card(s, 1, "Baths");
    give_card(s, 1, "Tavern");
    give_card(s, 1, "Altar");
    set_cubes(s, 0, 6, 1);
    const int discards = s.discard_count;
    trigger(s, name);
    REQUIRE(s.phase == Phase::DiscardOpponentCard);
    CHECK_FALSE(legal(s, std::string("destroy ") + spared));
    move(s, std::string("destroy ") + victim);
    CHECK_FALSE(s.cities[1].cards.contains(acard(victim)));
    CHECK(s.cities[1].cards.contains(acard(spared)));
    CHECK(s.discard_count == discards + 1);
    CHECK(s.discard_pile[static_cast<std::size_t>(discards)] == acard(victim));
    REQUIRE(s.phase == Phase::MoveCube);
    move(s, "move cube 6 5");
    action_next(s);
  }
}

TEST_CASE("agora Obscurantism: a Progress token of the board, the opponent or the box out of the game, its VP lost", "[agora][conspiracy]") {
  GameState s = prepared("Obscurantism");
  give_progress(s, 1, "Agriculture");
  CHECK(score(s, 1, ScoreCategory::Progress) == 4);
  set_cubes(s, 0, 1, 1);
  trigger(s, "Obscurantism");
  REQUIRE(s.phase == Phase::ObscureToken);
  int board = 0;
  for (int i = 0; i < s.board_token_count; ++i) board += s.board_tokens[static_cast<std::size_t>(i)] != kNone;
  CHECK(legal_count(s) == board + 1 + s.box_token_count);
  move(s, "obscure Agriculture");
  CHECK(s.agora.obscured == atoken("Agriculture"));
  CHECK_FALSE(s.cities[1].progress >> atoken("Agriculture") & 1);
  CHECK(score(s, 1, ScoreCategory::Progress) == 0);
  action_next(s);  // no "+move"
}

TEST_CASE("agora Obscurantism: a token on the board leaves it for good", "[agora][conspiracy]") {
  GameState s = prepared("Obscurantism");
  const TokenId t = s.board_tokens[0];
  REQUIRE(t != kNone);
  const int box = s.box_token_count;
  trigger(s, "Obscurantism");
  const std::optional<Action> a = parse_action(s, "obscure " + R().progress_tokens[t].name);
  REQUIRE(a.has_value());
  CHECK(action_to_string(s, *a, 1) == "obscure " + R().progress_tokens[t].name);  // both saw it on the board
  REQUIRE(s.apply(*a, nullptr));
  CHECK_FALSE(s.token_on_board(t));
  CHECK(s.box_token_count == box);
  CHECK(s.agora.obscured == t);
  CHECK_FALSE(s.agora.obscured_from_box);
  CHECK(observe(s, 1).agora.obscured == t);
  CHECK(cli::agora_json(observe(s, 1))["obscured_token"] == R().progress_tokens[t].name);
}

TEST_CASE("agora Obscurantism: its player looks at the whole box and a box token goes face down, named to that player only", "[agora][conspiracy][hidden]") {
  GameState s = prepared("Obscurantism");
  trigger(s, "Obscurantism");
  REQUIRE(s.phase == Phase::ObscureToken);
  REQUIRE(s.board_token_count == 5);
  REQUIRE(s.box_token_count == 7);
  CHECK(legal_count(s) == 12);
  // The chooser's own view offers the same 12 (the box is looked at); the other player's
  // view shows the box's backs only.
  CHECK(legal_count(observe(s, 0)) == 12);
  CHECK(observe(s, 0).box_tokens[6] == s.box_tokens[6]);
  CHECK(observe(s, 1).box_tokens[6] == kNone);
  const TokenId t = s.box_tokens[3];
  const std::string name = R().progress_tokens[t].name;
  const std::optional<Action> a = parse_action(s, "obscure " + name);
  REQUIRE(a.has_value());
  CHECK(action_to_string(s, *a, kReferee) == "obscure " + name);  // the record
  CHECK(action_to_string(s, *a, 0) == "obscure " + name);
  CHECK(action_to_string(s, *a, 1) == "obscure a Progress token from the box");
  EventLog events;
  REQUIRE(s.apply(*a, &events));
  CHECK(s.agora.obscured == t);
  CHECK(s.agora.obscured_by == 0);
  CHECK(s.agora.obscured_from_box);
  CHECK(s.box_token_count == 6);
  const GameState mine = observe(s, 0), theirs = observe(s, 1);
  CHECK(mine.agora.obscured == t);
  CHECK(theirs.agora.obscured == kNone);
  CHECK(cli::agora_json(mine)["obscured_token"] == name);
  CHECK(cli::agora_json(theirs)["obscured_token"] == "a Progress token from the box, face down");
  CHECK(cli::agora_json(s)["obscured_token"] == name);
  int obscured_events = 0;
  for (const Event& e : events_seen_by(events, 1)) {
    if (e.type != EventType::TokenObscured) continue;
    ++obscured_events;
    CHECK(e.a == kNone);
  }
  CHECK(obscured_events == 1);
  for (const Event& e : events_seen_by(events, 0)) {
    if (e.type == EventType::TokenObscured) CHECK(e.a == t);
  }
  // Player 2's sampled worlds put some unseen token face down, every token in one place;
  // player 1's keep the one they chose.
  for (std::uint64_t seed = 1; seed <= 10; ++seed) {
    Rng rng(seed);
    const GameState world = determinize(theirs, 1, rng);
    CHECK(world.agora.obscured != kNone);
    CHECK(check(world).empty());
    CHECK(determinize(mine, 0, rng).agora.obscured == t);
  }
}

TEST_CASE("agora Coup: 2 shields", "[agora][conspiracy]") {
  GameState s = prepared("Coup");
  set_cubes(s, 0, 1, 1);
  trigger(s, "Coup");
  CHECK(s.conflict_pawn == 2);
  action_next(s);  // no "+move"
}

TEST_CASE("agora Property Fraud (ruling 23): a top-row card, covered or not, not a Senator, free", "[agora][conspiracy][rulings]") {
  GameState s = prepared("Property Fraud");
  // The top row (slots 0-2): a Senator in slot 1 only (swapped with lower slots).
  const auto is_senator = [&](int i) { return R().cards[s.slots[static_cast<std::size_t>(i)]].is_senator(); };
  for (int top = 0; top < 3; ++top) {
    for (int i = 3; i < s.slot_count() && is_senator(top) != (top == 1); ++i) {
      if (is_senator(i) == (top == 1)) std::swap(s.slots[static_cast<std::size_t>(top)], s.slots[static_cast<std::size_t>(i)]);
    }
  }
  REQUIRE(is_senator(1));
  const CardId a = s.slots[0], c = s.slots[2];
  CHECK_FALSE(s.slot_accessible(0));  // covered
  trigger(s, "Property Fraud");
  REQUIRE(s.phase == Phase::ConstructTopRow);
  CHECK(legal_count(s) == 2);
  CHECK_FALSE(legal(s, "construct top " + R().cards[s.slots[1]].name));
  CHECK(legal(s, "construct top " + R().cards[c].name));
  s.cities[0].coins = 0;
  move(s, "construct top " + R().cards[a].name);
  CHECK(s.cities[0].cards.contains(a));
  CHECK_FALSE(s.present & 1U);
  CHECK(s.cities[0].coins == 0 + (R().cards[a].effects.coins));  // free; its own coins only
  action_next(s);
}

TEST_CASE("agora Treason: a card removed at setup from the Ages played so far, free", "[agora][conspiracy]") {
  GameState s = prepared("Treason");
  trigger(s, "Treason");
  REQUIRE(s.phase == Phase::ConstructRemoved);
  CHECK(legal_count(s) == 3);  // Age I: 3 removed cards
  ActionList legal_moves;
  s.legal_actions(legal_moves);
  const CardId taken = legal_moves[0].card;
  CHECK(R().cards[taken].age == 1);
  s.cities[0].coins = 0;
  move(s, "construct removed " + R().cards[taken].name);
  CHECK(s.cities[0].cards.contains(taken));
  CHECK_FALSE(s.removed.contains(taken));
  action_next(s);
  // In Age II, Age I's and Age II's removed cards: 2 + 3.
  GameState t = prepared("Treason");
  detail::start_age(t, 2, nullptr);
  t.phase = Phase::Play;
  t.current = 0;
  t.agora.hands[0].triggered = 0;
  trigger(t, "Treason");
  CHECK(legal_count(t) == 6);
}

TEST_CASE("agora Political Maneuver: a cube anywhere, an opponent cube removed, then +move", "[agora][conspiracy]") {
  GameState s = prepared("Political Maneuver");
  set_cubes(s, 1, 2, 1);
  set_cubes(s, 1, 4, 2);
  trigger(s, "Political Maneuver");
  REQUIRE(s.phase == Phase::PlaceCube);
  move(s, "place cube chamber 2");
  CHECK(s.agora.controller[1] == kNone);
  REQUIRE(s.phase == Phase::RemoveCube);
  CHECK(legal_words(s) == "remove cube chamber 2; remove cube chamber 4; ");
  move(s, "remove cube chamber 2");
  CHECK(s.agora.controller[1] == 0);
  CHECK(s.agora.supply[1] == 12 - 2);
  REQUIRE(s.phase == Phase::MoveCube);
  move(s, "move cube 2 3");
  CHECK(s.agora.cubes[0][2] == 1);
  CHECK(s.agora.controller[1] == kNone);
  action_next(s);
}

TEST_CASE("agora Espionage: every Progress token of the box offered, one taken", "[agora][conspiracy]") {
  GameState s = prepared("Espionage");
  const int box = s.box_token_count;
  REQUIRE(box > 3);
  const TokenId last = s.box_tokens[static_cast<std::size_t>(box - 1)];
  trigger(s, "Espionage");
  REQUIRE(s.phase == Phase::ChooseProgress);
  CHECK(legal_count(s) == box);
  CHECK(observe(s, 1).drawn_tokens[0] == kNone);  // a secret look
  move(s, "progress " + R().progress_tokens[last].name);
  CHECK(s.cities[0].progress >> last & 1);
  CHECK(s.box_token_count == box - 1);
  action_next(s);
}

TEST_CASE("agora Turn of Events: one accessible card discarded, a second if wished, no coins, then +move", "[agora][conspiracy]") {
  GameState s = prepared("Turn of Events");
  set_cubes(s, 0, 3, 1);
  s.cities[0].coins = 0;
  trigger(s, "Turn of Events");
  REQUIRE(s.phase == Phase::DiscardAccessible);
  CHECK(legal_words(s).find("discard no more") == std::string::npos);  // the first must go
  const std::string first = first_accessible(s);
  move(s, "throw " + first);
  CHECK(s.discard_count == 1);
  CHECK(s.discard_pile[0] == acard(first));
  REQUIRE(s.phase == Phase::DiscardAccessible);
  CHECK(legal(s, "discard no more"));
  const std::string second = first_accessible(s);
  move(s, "throw " + second);
  CHECK(s.discard_count == 2);
  CHECK(s.cities[0].coins == 0);
  REQUIRE(s.phase == Phase::MoveCube);
  move(s, "move no cube");
  action_next(s);
  // The second is optional.
  GameState t = prepared("Turn of Events");
  trigger(t, "Turn of Events");
  move(t, "throw " + first_accessible(t));
  move(t, "discard no more");
  CHECK(t.discard_count == 1);
  action_next(t);  // no cube: no "+move"
}

TEST_CASE("agora Turn of Events in the turn that uncovered a card (Curia Julia): the card turns face up before the choice",
          "[agora][conspiracy][rulings][hidden]") {
  // Curia Julia is built with the card that uncovers a face-down slot; its
  // trigger comes before the turn's end, where the card would turn face up. Before, the
  // game offered the still face-down card while the chooser's view could not name it (a
  // designers' run stopped on "illegal action"): now it turns face up for both first.
  GameState s = new_game();
  give_wonder(s, 0, "Curia Julia");
  give_conspiracy(s, 0, "Turn of Events");
  s.cities[0].coins = 20;
  // A face-down slot f covered by two accessible cards: one gone earlier, the other
  // the card Curia Julia is built with.
  int f = -1, last = -1;
  for (int slot = 0; slot < s.slot_count() && f < 0; ++slot) {
    if (!((s.present >> slot) & 1U) || ((s.face_up >> slot) & 1U)) continue;
    for (std::uint32_t a = s.accessible_slots(); a != 0 && f < 0; a &= a - 1) {
      GameState t = s;
      t.remove_from_structure(std::countr_zero(a));
      if (t.slot_accessible(slot)) continue;
      for (std::uint32_t b = t.accessible_slots(); b != 0; b &= b - 1) {
        GameState u = t;
        u.remove_from_structure(std::countr_zero(b));
        if (!u.slot_accessible(slot)) continue;
        s = t;
        f = slot;
        last = std::countr_zero(b);
        break;
      }
    }
  }
  REQUIRE(f >= 0);
  const CardId uncovered = s.slots[static_cast<std::size_t>(f)];
  move(s, "wonder Curia Julia with " + R().cards[s.slots[static_cast<std::size_t>(last)]].name);
  REQUIRE(s.phase == Phase::TriggerConspiracy);
  move(s, "trigger Turn of Events");
  REQUIRE(s.phase == Phase::DiscardAccessible);
  CHECK(((s.face_up >> f) & 1U) == 1U);
  CHECK(observe(s, 0).slots[static_cast<std::size_t>(f)] == uncovered);
  CHECK(observe(s, 1).slots[static_cast<std::size_t>(f)] == uncovered);
  CHECK(legal_words(observe(s, 0)) == legal_words(s));  // the chooser's view offers what the game does
  CHECK(legal_words(s).find("discard no more") == std::string::npos);  // the first must go
  move(s, "throw " + R().cards[uncovered].name);
  CHECK(s.discard_pile[0] == uncovered);
}

TEST_CASE("agora Embezzlement: coins for your cubes in the Senate, the opponent loses theirs", "[agora][conspiracy]") {
  GameState s = prepared("Embezzlement");
  set_cubes(s, 0, 1, 2);
  set_cubes(s, 0, 5, 1);
  set_cubes(s, 1, 3, 2);
  s.cities[0].coins = 1;
  s.cities[1].coins = 5;
  trigger(s, "Embezzlement");
  CHECK(s.cities[0].coins == 4);
  CHECK(s.cities[1].coins == 3);
  action_next(s);
}

TEST_CASE("agora Foreclosure: an opponent's brown or grey card into your city", "[agora][conspiracy]") {
  GameState s = prepared("Foreclosure");
  give_card(s, 1, "Quarry");
  give_card(s, 1, "Press");
  give_card(s, 1, "Theater");
  trigger(s, "Foreclosure");
  REQUIRE(s.phase == Phase::TakeOpponentCard);
  CHECK(legal_count(s) == 2);
  CHECK_FALSE(legal(s, "steal Theater"));
  move(s, "steal Press");
  CHECK(s.cities[0].cards.contains(acard("Press")));
  CHECK(s.cities[0].production[static_cast<int>(Resource::Papyrus)] == 1);
  CHECK(s.cities[1].production[static_cast<int>(Resource::Papyrus)] == 0);
  action_next(s);
}

TEST_CASE("agora Coercion: an opponent's blue or green card for one of yours of its colour, VP and symbols following, then +move", "[agora][conspiracy]") {
  GameState s = prepared("Coercion");
  give_card(s, 1, "Apothecary");  // wheel, 1 VP
  give_card(s, 1, "Baths");       // 3 VP
  give_card(s, 1, "Tavern");
  give_card(s, 0, "Scriptorium");  // quill, 0 VP
  set_cubes(s, 0, 1, 1);
  trigger(s, "Coercion");
  REQUIRE(s.phase == Phase::SwapCard);
  CHECK(legal_words(s) == "swap Apothecary; ");  // player 1 has no blue card
  move(s, "swap Apothecary");
  REQUIRE(s.phase == Phase::SwapCard);
  CHECK(legal_words(s) == "swap Scriptorium; ");
  move(s, "swap Scriptorium");
  CHECK(s.cities[0].cards.contains(acard("Apothecary")));
  CHECK(s.cities[1].cards.contains(acard("Scriptorium")));
  CHECK(s.cities[0].science[static_cast<int>(Science::Wheel)] == 1);
  CHECK(s.cities[0].science[static_cast<int>(Science::Quill)] == 0);
  CHECK(s.cities[1].science[static_cast<int>(Science::Quill)] == 1);
  CHECK(score(s, 0, ScoreCategory::Green) == 1);
  CHECK(score(s, 1, ScoreCategory::Green) == 0);
  REQUIRE(s.phase == Phase::MoveCube);
  move(s, "move no cube");
  action_next(s);
}

TEST_CASE("agora Coercion: a science pair completed by the card taken earns a Progress token", "[agora][conspiracy]") {
  GameState s = prepared("Coercion");
  give_card(s, 1, "Apothecary");  // wheel
  give_card(s, 0, "School");      // wheel
  give_card(s, 0, "Workshop");
  trigger(s, "Coercion");
  move(s, "swap Apothecary");
  REQUIRE(s.phase == Phase::ChooseProgress);
  CHECK(s.to_move() == 0);
  move(s, "progress " + R().progress_tokens[s.board_tokens[0]].name);
  REQUIRE(s.phase == Phase::SwapCard);
  CHECK(legal_words(s) == "swap Workshop; swap School; ");
  move(s, "swap Workshop");
  CHECK(s.cities[1].cards.contains(acard("Workshop")));
  action_next(s);
}

TEST_CASE("agora Insider Influence: a Decree moved under another, both for the controller - Decree 9 taken straight away moves 2", "[agora][conspiracy][decree]") {
  GameState s = prepared("Insider Influence");
  put_decree(s, 1, 9);
  put_decree(s, 3, 13);
  set_cubes(s, 0, 1, 1);
  CHECK(s.conflict_pawn == 1);
  set_cubes(s, 1, 3, 1);
  trigger(s, "Insider Influence");
  REQUIRE(s.phase == Phase::MoveDecree);
  CHECK_FALSE(legal(s, "move decree 1 1"));
  move(s, "move decree 1 3");
  CHECK(s.agora.decree_count[0] == 0);
  CHECK(s.agora.decree_count[2] == 2);
  CHECK(s.agora.decrees[2][0] == decree(13));
  CHECK(s.agora.decrees[2][1] == decree(9));
  CHECK(s.conflict_pawn == -1);  // player 2 took Decree 9 straight from player 1
  CHECK(detail::decree_amount(s, 1, DecreeKind::DiscardCoins) == 2);
  CHECK(detail::decree_amount(s, 1, DecreeKind::Shields) == 1);
  REQUIRE(s.phase == Phase::MoveCube);
  move(s, "move cube 1 2");
  action_next(s);
}

TEST_CASE("agora Sabotage (ruling 24): a built Wonder to the box for good, its card discarded, lasting effects lost, instant kept", "[agora][conspiracy][rulings]") {
  GameState s = prepared("Sabotage");
  give_wonder(s, 1, "The Great Lighthouse", true);
  s.cities[1].coins = 12;
  const CardId tucked = s.cities[1].wonder_cards[0];
  CHECK(card_coin_cost(s, 1, acard("Baths")) == 0);  // the Lighthouse produces a stone
  const int wonder_vp = score(s, 1, ScoreCategory::Wonders);
  CHECK(wonder_vp == 4);
  trigger(s, "Sabotage");
  REQUIRE(s.phase == Phase::ReturnWonder);
  CHECK(legal_words(s) == "sabotage The Great Lighthouse; ");
  move(s, "sabotage The Great Lighthouse");
  CHECK(score(s, 1, ScoreCategory::Wonders) == 0);
  CHECK(card_coin_cost(s, 1, acard("Baths")) == 2);
  CHECK(s.cities[1].coins == 12);
  CHECK(s.discard_pile[static_cast<std::size_t>(s.discard_count - 1)] == tucked);
  CHECK(s.cities[1].wonders_built() == 0);
  CHECK(std::count(s.cities[1].wonders.begin(), s.cities[1].wonders.begin() + s.cities[1].wonder_count, awonder("The Great Lighthouse")) == 0);
  // For good: it cannot be built again.
  s.phase = Phase::Play;
  s.current = 1;
  s.cities[1].coins = 50;
  CHECK_FALSE(legal(s, "wonder The Great Lighthouse with " + first_accessible(s)));
}
