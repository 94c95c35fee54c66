// The move log in sentences (issue 32 item 11): every expansion move said as a person
// would say it ("Player 1 places a cube in Chamber 6 (right)", not "Player 1: place cube
// chamber 6"), secrets unnamed for a reader who may not know them, and a sweep of seeded
// Pantheon + Agora games whose log never holds the engine's notation.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cctype>
#include <set>

#include "describe.hpp"
#include "duel/data_loader.hpp"
#include "duel/notation.hpp"
#include "duel/rng.hpp"
#include "duel/setup.hpp"
#include "move_words.hpp"
#include "session.hpp"

namespace {

using duel::Action;
using duel::ActionType;
using duel::Event;
using duel::EventType;
using duel::kNone;

std::shared_ptr<const duel::Rules> both_rules() {
  static const std::shared_ptr<const duel::Rules> loaded = [] {
    duel::LoadResult r = duel::load_rules(DUEL_SOURCE_DATA_DIR, {"pantheon", "agora"});
    REQUIRE(r.ok());
    return r.rules;
  }();
  return loaded;
}

const duel::ui::PlayerNames kHotSeat{"Player 1", "Player 2"};
const duel::ui::PlayerNames kVsComputer{"You", "Computer"};

std::uint8_t divinity(const std::string& name) {
  const auto& list = both_rules()->pantheon->divinities;
  for (std::size_t i = 0; i < list.size(); ++i) {
    if (list[i].name == name) return static_cast<std::uint8_t>(i);
  }
  FAIL("no Divinity " << name);
  return kNone;
}
std::uint8_t conspiracy(const std::string& name) {
  const auto& list = both_rules()->agora->conspiracies;
  for (std::size_t i = 0; i < list.size(); ++i) {
    if (list[i].name == name) return static_cast<std::uint8_t>(i);
  }
  FAIL("no Conspiracy " << name);
  return kNone;
}

std::string say(const Action& a, const std::string& who, const duel::ui::PlayerNames& names = kHotSeat,
                const duel::EventLog& events = {}) {
  return duel::ui::move_sentence(*both_rules(), a, who, names, &events);
}

std::string lower(std::string s) {
  for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

// Pieces of the engine's notation that a sentence never holds.
const char* const kNotation[] = {"place cube", "move cube", "chamber 1", "chamber 2", "chamber 3", "chamber 4",
                                 "chamber 5", "chamber 6", "trigger nothing", "conspire keep", "senate done",
                                 "move no cube ", "Divinitys", "Conspiracys", "a Egyptian", "mesopotamian", "phoenician",
                                 "greek", "egyptian", "roman",
                                 "minerva ", "neptune ", "snake on", "move decree", "construct top", "construct removed",
                                 "discard no more", "throw ", "sabotage ", "obscure ", "steal ", ": activate",
                                 ": place", ": prepare", ": trigger", ": conspire", ": recruit", " slot "};

// What is wrong with a log line, or "" (the notation fragments above, case as written:
// "Chamber 3" is the sentence's, "chamber 3" the notation's).
std::string notation_in(const std::string& line) {
  for (const char* piece : kNotation) {
    if (line.find(piece) != std::string::npos) return piece;
  }
  return "";
}

}  // namespace

TEST_CASE("UI move words: the expansions' moves in sentences, secrets unnamed for the other player", "[ui][describe][words]") {
  const duel::Rules& r = *both_rules();
  const std::uint8_t coup = conspiracy("Coup");
  const std::uint8_t baths = static_cast<std::uint8_t>(r.find_card("Baths"));
  // Agora: the Senate, recruiting, the Conspiracies.
  CHECK(say({ActionType::Construct, static_cast<std::uint8_t>(r.find_card("Right Politician 2")), kNone}, "Player 1", kHotSeat,
            {Event{EventType::CardConstructed, 0, 0, 0, 1}}) == "Player 1 recruits Right Politician 2 (1 coin)");
  CHECK(say({ActionType::PlaceCube, 5, kNone}, "Player 1") == "Player 1 places a cube in Chamber 6 (right)");
  CHECK(say({ActionType::SenateAction, 3, 4}, "Player 2") == "Player 2 moves a cube from Chamber 4 to Chamber 5");
  CHECK(say({ActionType::SenateAction, kNone, kNone}, "Player 2") == "Player 2 ends the Senate actions");
  CHECK(say({ActionType::MoveCube, kNone, kNone}, "You", kVsComputer) == "You move no cube");
  CHECK(say({ActionType::RemoveCube, 2, kNone}, "Computer", kVsComputer) == "Computer removes your cube from Chamber 3 (middle)");
  CHECK(say({ActionType::ConspiratorAction, kNone, kNone}, "Player 1") == "Player 1 conspires: 2 Conspiracies drawn, one to keep");
  CHECK(say({ActionType::TriggerConspiracy, kNone, kNone}, "Player 1") == "Player 1 triggers no Conspiracy");
  CHECK(say({ActionType::TriggerConspiracy, coup, kNone}, "Player 1") == "Player 1 triggers Coup");
  // A kept or prepared Conspiracy: unnamed unless the reader's events name it (its owner's).
  const Action keep{ActionType::KeepConspiracy, coup, 1};
  CHECK(say(keep, "Player 2", kHotSeat, {Event{EventType::ConspiracyKept, 1, kNone, 1, 0}}) ==
        "Player 2 keeps one Conspiracy and puts the other at the bottom of the deck");
  CHECK(say(keep, "You", kVsComputer, {Event{EventType::ConspiracyKept, 0, coup, 1, 0}}) ==
        "You keep Coup and put the other at the bottom of the deck");
  CHECK(say({ActionType::KeepConspiracy, coup, 0}, "") == "keep Coup and put the other on top of the deck");  // a hint
  CHECK(say({ActionType::KeepConspiracy, coup, 2}, "Computer", kVsComputer) == "Computer keeps both Conspiracies");
  CHECK(say({ActionType::PrepareConspiracy, baths, coup}, "Player 1") == "Player 1 prepares a Conspiracy with Baths");
  CHECK(say({ActionType::ObscureToken, static_cast<std::uint8_t>(r.find_token("Law")), 1}, "Player 2", kHotSeat,
            {Event{EventType::TokenObscured, 1, kNone, 1, 0}}) == "Player 2 puts a Progress token from the box out of the game");
  CHECK(say({ActionType::MoveDecree, 1 * duel::kMaxDecreesPerChamber, 4}, "Player 1", kHotSeat,
            {Event{EventType::DecreeMoved, 0, 6, 4, 0}}) == "Player 1 moves Decree 7 from Chamber 2 to Chamber 5");
  // Pantheon: a face-down Divinity shows only its Mythology; decks and activations.
  const std::uint8_t isis = divinity("Isis");
  CHECK(say({ActionType::PlaceDivinity, isis, 2}, "Player 1") == "Player 1 places an Egyptian Divinity face down on space 3");
  CHECK(say({ActionType::PlaceDivinity, isis, 2}, "") == "place Isis face down on space 3");
  CHECK(say({ActionType::ChooseMythology, 0, kNone}, "Player 2") == "Player 2 looks at the Mesopotamian deck");
  CHECK(say({ActionType::ArrangeDeck, isis, kNone}, "Player 2") == "Player 2 puts a Divinity back on the Egyptian deck");
  CHECK(say({ActionType::Activate, divinity("Mars"), 0b011}, "Player 1", kHotSeat,
            {Event{EventType::DivinityActivated, 0, divinity("Mars"), 1, 0}}) ==
        "Player 1 activates Mars with the Offering tokens 2 and 3 (free)");
  CHECK(say({ActionType::Activate, duel::kGate, 0}, "Player 2", kHotSeat, {Event{EventType::DivinityActivated, 1, duel::kGate, 4, 8}}) ==
        "Player 2 activates the Gate (8 coins)");
  CHECK(say({ActionType::ChooseDivinity, divinity("Zeus"), kNone}, "Player 2") == "Player 2 activates Zeus for free");
  CHECK(say({ActionType::PlaceMinerva, static_cast<std::uint8_t>(r.military.capital + 3), kNone}, "Player 1") ==
        "Player 1 places the Minerva pawn 3 spaces toward Player 2's capital");
}

TEST_CASE("UI move words: every ActionType has its sentence, and seeded Pantheon + Agora games log no notation",
          "[ui][describe][words][session]") {
  // Hot-seat (both read the log) and against the computer in seat 2; each game prefers a
  // kind of move not met yet, so the games meet every expansion decision.
  std::set<ActionType> met;
  int lines = 0;
  for (const duel::Player ai : {kNone, duel::Player{1}}) {
    for (std::uint64_t seed = 1; seed <= 30; ++seed) {
      auto s = duel::ui::GameSession::start(both_rules(), seed, duel::GameOptions{false, {"pantheon", "agora"}});
      REQUIRE(s);
      s->ai_seat = ai;
      if (ai != kNone) s->names = kVsComputer;
      duel::Rng pick(seed * 31 + (ai == kNone ? 0 : 7));
      for (int move = 0; move < 400 && !s->state().is_terminal(); ++move) {
        duel::ActionList actions;
        s->state().legal_actions(actions);
        duel::Action chosen = actions[static_cast<int>(pick.below(static_cast<std::uint32_t>(actions.size())))];
        for (const duel::Action& a : actions) {
          if (!met.count(a.type) && a.type != ActionType::Discard) chosen = a;
        }
        met.insert(chosen.type);
        const std::string notation = lower(duel::action_to_string(s->state(), chosen, duel::kReferee));
        duel::EventLog events;
        REQUIRE(s->play(chosen, events));
        const duel::ui::LogLine& said = *std::find_if(s->log().begin(), s->log().end(),
                                                      [&](const duel::ui::LogLine& l) { return l.move == s->move_count() - 1; });
        INFO("seed " << seed << " move " << move << ": " << said.text << " (notation: " << notation << ")");
        // The move's own sentence is not its notation in other clothes (a third person's
        // verb: "You discard Baths" is a sentence and reads as the notation does).
        if (notation.find(' ') != std::string::npos && said.text.rfind("You ", 0) != 0)
          CHECK(lower(said.text).find(notation) == std::string::npos);
      }
      for (const duel::ui::LogLine& line : s->log()) {
        INFO("seed " << seed << ": " << line.text);
        CHECK(notation_in(line.text).empty());
        CHECK(line.text.find('?') == std::string::npos);
        ++lines;
      }
    }
  }
  CHECK(lines > 8000);  // 8630 when written
  // Every kind of move was said at least once (Pantheon's and Agora's all).
  std::string missing;
  for (int t = 0; t < duel::kActionTypeCount; ++t) {
    if (!met.count(static_cast<ActionType>(t))) missing += std::to_string(t) + " ";
  }
  INFO("ActionTypes never met: " << missing);
  CHECK(missing.empty());
}
