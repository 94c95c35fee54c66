// Agora in the player's words (agora_words.hpp) and the move log's privacy: every
// Conspiracy and Decree written out, the prompt buttons said in full, and a log that
// never names a Conspiracy its reader may not know (hot-seat: neither player's;
// against the computer: the human's own only).
#include <catch2/catch.hpp>

#include <algorithm>

#include "agora_words.hpp"
#include "duel/agora_rules.hpp"
#include "duel/data_loader.hpp"
#include "duel/describe.hpp"
#include "duel/rng.hpp"
#include "duel/setup.hpp"
#include "session.hpp"

namespace {

std::shared_ptr<const duel::Rules> agora_rules() {
  static const std::shared_ptr<const duel::Rules> loaded = [] {
    duel::LoadResult r = duel::load_rules(DUEL_SOURCE_DATA_DIR, {"agora"});
    REQUIRE(r.ok());
    return r.rules;
  }();
  return loaded;
}

duel::ConspiracyId conspiracy_named(const std::string& name) {
  const auto& list = agora_rules()->agora->conspiracies;
  for (std::size_t i = 0; i < list.size(); ++i) {
    if (list[i].name == name) return static_cast<duel::ConspiracyId>(i);
  }
  FAIL("no Conspiracy " << name);
  return duel::kNone;
}

// Whether any line of the log names `name`.
bool log_names(const duel::ui::GameSession& s, const std::string& name) {
  return std::any_of(s.log().begin(), s.log().end(), [&](const duel::ui::LogLine& line) { return line.text.find(name) != std::string::npos; });
}

}  // namespace

TEST_CASE("UI Agora words: each Conspiracy and Decree in full, the Chambers by number and section", "[ui][agora]") {
  const duel::Rules& rules = *agora_rules();
  REQUIRE(rules.agora->conspiracies.size() == 16);
  for (std::size_t i = 0; i < rules.agora->conspiracies.size(); ++i) {
    const auto id = static_cast<duel::ConspiracyId>(i);
    INFO(duel::ui::conspiracy_title(rules, id));
    const std::vector<std::string> lines = duel::ui::conspiracy_lines(rules, id);
    REQUIRE_FALSE(lines.empty());
    for (const std::string& line : lines) {
      CHECK_FALSE(line.empty());
      CHECK(line.find('?') == std::string::npos);
    }
  }
  CHECK(duel::ui::conspiracy_title(rules, duel::kNone) == "a Conspiracy");
  CHECK(duel::ui::conspiracy_lines(rules, conspiracy_named("Blackmail")) ==
        std::vector<std::string>{"Take half of your opponent's coins (rounded up)",
                                 "Then you may move one of your cubes to a neighbouring Chamber"});
  REQUIRE(rules.agora->decrees.size() == 16);
  for (std::size_t d = 0; d < rules.agora->decrees.size(); ++d) {
    const std::string line = duel::ui::decree_line(rules, static_cast<duel::DecreeId>(d));
    // Its name, then the engine's one description of it (describe.hpp).
    CHECK(line == "Decree " + std::to_string(d + 1) + ": " +
                      duel::describe_item_line(rules, {duel::ItemKind::Decree, static_cast<int>(d)}));
    CHECK(duel::ui::decree_number(rules, static_cast<duel::DecreeId>(d)) == std::to_string(d + 1));
  }
  CHECK(duel::ui::chamber_title(rules, 0) == "Chamber 1 (left)");
  CHECK(duel::ui::chamber_title(rules, 3) == "Chamber 4 (middle)");
  CHECK(duel::ui::chamber_title(rules, 5) == "Chamber 6 (right)");
  // Senators in a word; any other card has none.
  int politicians = 0, conspirators = 0;
  for (std::size_t c = 0; c < rules.cards.size(); ++c) {
    const std::string word = duel::ui::senator_word(rules, static_cast<duel::CardId>(c));
    politicians += word == "Politician";
    conspirators += word == "Conspirator";
    CHECK(word.empty() == !rules.cards[c].is_senator());
  }
  CHECK(politicians == 7);
  CHECK(conspirators == 6);
}

TEST_CASE("UI Agora words: a prompt's buttons say the Senate's and the Conspiracies' choices in full", "[ui][agora]") {
  using duel::Action;
  using duel::ActionType;
  const duel::GameState s(*agora_rules(), duel::make_setup(*agora_rules(), 4, duel::GameOptions{false, {"agora"}}));
  const duel::ConspiracyId coup = conspiracy_named("Coup");
  const auto label = [&](ActionType t, std::uint8_t card, std::uint8_t wonder) {
    return duel::ui::agora_choice_label(s, Action{t, card, wonder});
  };
  CHECK(label(ActionType::SenateAction, 2, duel::kNone) == "Place a cube in Chamber 3 (middle)");
  CHECK(label(ActionType::SenateAction, 2, 1) == "Move a cube from Chamber 3 to Chamber 2");
  CHECK(label(ActionType::SenateAction, duel::kNone, duel::kNone) == "Stop here (skip the actions left)");
  CHECK(label(ActionType::ConspiratorAction, duel::kNone, duel::kNone) == "Conspire: draw 2 Conspiracies, keep one");
  CHECK(label(ActionType::ConspiratorAction, 5, duel::kNone) == "Place a cube in Chamber 6 (right)");
  CHECK(label(ActionType::RemoveCube, 0, duel::kNone) == "Remove an opponent cube from Chamber 1 (left)");
  CHECK(label(ActionType::MoveCube, duel::kNone, duel::kNone) == "No move");
  CHECK(label(ActionType::KeepConspiracy, coup, 1) == "Keep Coup, the other under the deck");
  CHECK(label(ActionType::KeepConspiracy, coup, 0) == "Keep Coup, the other on top of the deck");
  CHECK(label(ActionType::KeepConspiracy, coup, 2) == "Keep both (Organized Crime)");
  CHECK(label(ActionType::TriggerConspiracy, coup, duel::kNone) == "Trigger Coup");
  CHECK(label(ActionType::TriggerConspiracy, duel::kNone, duel::kNone) == "Not now");
  // Chamber 2's Decree starts face down: the button does not name it.
  CHECK(label(ActionType::MoveDecree, 1 * duel::kMaxDecreesPerChamber, 4) == "Move the face-down Decree of Chamber 2 to Chamber 5");
  CHECK(label(ActionType::Construct, 0, duel::kNone).empty());  // not Agora's: the engine's words
}

TEST_CASE("UI Agora: the move log never names a Conspiracy its reader may not know", "[ui][agora][session]") {
  // Seeded random games through the UI's session: hot-seat (both players read the log:
  // no untriggered Conspiracy ever named) and against the computer in seat 2 (the human
  // reads it: their own named, the computer's never).
  int hidden_checked = 0, own_named = 0;
  for (const duel::Player ai : {duel::kNone, duel::Player{1}}) {
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
      auto s = duel::ui::GameSession::start(agora_rules(), seed, duel::GameOptions{false, {"agora"}});
      REQUIRE(s);
      s->ai_seat = ai;
      duel::Rng pick(seed);
      for (int move = 0; move < 400 && !s->state().is_terminal(); ++move) {
        duel::ActionList actions;
        s->state().legal_actions(actions);
        // Conspire and prepare whenever offered: games full of Conspiracies.
        duel::Action chosen = actions[static_cast<int>(pick.below(static_cast<std::uint32_t>(actions.size())))];
        for (const duel::Action& a : actions) {
          if ((a.type == duel::ActionType::ConspiratorAction && a.card == duel::kNone) || a.type == duel::ActionType::PrepareConspiracy)
            chosen = a;
        }
        duel::EventLog events;
        REQUIRE(s->play(chosen, events));
        for (duel::Player p = 0; p < 2; ++p) {
          const duel::ConspiracyHand& hand = s->state().agora.hands[p];
          for (int i = 0; i < hand.count; ++i) {
            if (hand.is_triggered(i)) continue;
            const std::string name = duel::ui::conspiracy_title(*agora_rules(), hand.ids[static_cast<std::size_t>(i)]);
            INFO("seed " << seed << " move " << move << " player " << p + 1 << " holds " << name);
            if (ai != duel::kNone && p != ai) {
              own_named += log_names(*s, name);
            } else {
              CHECK_FALSE(log_names(*s, name));
              ++hidden_checked;
            }
          }
        }
      }
    }
  }
  CHECK(hidden_checked > 500);  // 650 when written
  CHECK(own_named > 100);
}
