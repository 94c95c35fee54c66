// The desktop game's words for items, from the engine's one description (describe.hpp):
// hovers of Wonders, Senators, Grand Temples; Agora's Military tokens named by where they
// lie and what they do, in Neptune's buttons, the move log and the messages (issue 32
// item 5: "the 0-coin token of player 1 (zone 2)", "Player 1 loses 0 coins").
#include <catch2/catch.hpp>

#include "describe.hpp"
#include "duel/data_loader.hpp"
#include "pantheon_words.hpp"
#include "rules_text.hpp"

#include <algorithm>

namespace {

const duel::Rules& both() {
  static const duel::LoadResult loaded = duel::load_rules(DUEL_SOURCE_DATA_DIR, {"pantheon", "agora"});
  REQUIRE(loaded.ok());
  return *loaded.rules;
}

const duel::ui::PlayerNames kNames{"Player 1", "Player 2"};

}  // namespace

TEST_CASE("UI item words: a Wonder's and a Senator's hover say every module's effects", "[ui][describe]") {
  const duel::Rules& r = both();
  CHECK(duel::ui::wonder_lines(r, r.find_wonder("Knossos")) ==
        std::vector<std::string>{"Wonder. Cost: wood, clay, stone, glass, glass", "When taken in the Wonder selection: place one of your cubes in any Chamber",
                                 "3 victory points", "Place one of your cubes in any Chamber",
                                 "Then you may move one of your cubes to a neighbouring Chamber"});
  const std::vector<std::string> senator = duel::ui::card_lines(r, r.find_card("Middle Politician 2"));
  REQUIRE(senator.size() == 4);
  CHECK(senator[0] == "Senator (Politician), shuffled into every Age");
  CHECK(senator[2] == "Each action places one of your cubes in Chambers 3 and 4 (middle section) or moves one of yours to a "
                      "neighbouring Chamber");
  CHECK(senator[3] == "Recruiting costs a coin per Senator already in your city");
  // What it would cost now: the recruiting price, not "Coin cost on the card".
  duel::Payment recruit;
  recruit.recruit = true;
  recruit.printed_coins = 2;
  recruit.total = 2;
  CHECK(duel::ui::payment_lines(recruit, 5) ==
        std::vector<std::string>{"Recruiting: 2 coins (a coin per Senator already in the city)", "Total: 2 coins (you have 5)"});
}

TEST_CASE("UI item words: Agora's Military tokens named by where they lie, in Neptune's buttons, the log and messages",
          "[ui][describe][agora][pantheon]") {
  const duel::Rules& r = both();
  using duel::Action;
  using duel::ActionType;
  const std::uint8_t p1_zone_1 = 0 * duel::kMaxMilitaryZones + 1, p2_zone_2 = 1 * duel::kMaxMilitaryZones + 2;
  CHECK(duel::ui::military_token_title(r, kNames, 0, 1) == "the Military token of spaces 3\u20135 on Player 1's side");
  CHECK(duel::ui::neptune_choice_label(r, kNames, Action{ActionType::DiscardMilitaryToken, p1_zone_1, duel::kNone}) ==
        "Spaces 3\u20135 on Player 1's side");
  CHECK(duel::ui::neptune_choice_label(r, kNames, Action{ActionType::ApplyMilitaryToken, p2_zone_2, duel::kNone}) ==
        "Spaces 6\u20138 on Player 2's side: remove one of your opponent's cubes; then you may move one of your cubes to a "
        "neighbouring Chamber");
  CHECK(duel::ui::neptune_choice_label(r, kNames, Action{ActionType::Construct, 0, duel::kNone}).empty());
  CHECK(duel::ui::move_sentence(r, Action{ActionType::ApplyMilitaryToken, p1_zone_1, duel::kNone}, "Player 2", kNames) ==
        "Player 2 applies the Military token of spaces 3\u20135 on Player 1's side (Neptune)");
  CHECK(duel::ui::move_sentence(r, Action{ActionType::DiscardMilitaryToken, p1_zone_1, duel::kNone}, "You",
                                {"You", "Computer"}) ==
        "You remove the Military token of spaces 3\u20135 on your side without effect (Neptune)");
  // The log says the removal once: the move's sentence, not the event's line too.
  CHECK(duel::ui::event_repeats_move(duel::Event{duel::EventType::MilitaryTokenDiscarded, 0, 1},
                                     Action{ActionType::DiscardMilitaryToken, p1_zone_1, duel::kNone}));
  // The hover: what it does, and for whom it acts here.
  const std::vector<std::string> lines = duel::ui::military_token_lines(r, kNames, 0, 1);
  REQUIRE(lines.size() == 3);
  CHECK(lines[0] == "When your shields move the Conflict pawn into its zone (your opponent's side): place one of your cubes "
                    "in any Chamber");
  CHECK(lines[2] == "Here it acts for Player 2, if Player 2's shields move the Conflict pawn into its zone");
  // Taken (Neptune applies it for Player 2: Player 1 is the loser of the event): no "loses 0 coins".
  const duel::Event taken{duel::EventType::MilitaryTokenTaken, 0, 1, 0, 0};
  CHECK(duel::ui::event_message(r, taken, kNames) == "A Military token acts for Player 2");
}

TEST_CASE("UI item words: a base Military token with nothing left to take says so", "[ui][describe]") {
  static const duel::LoadResult base = duel::load_rules(DUEL_SOURCE_DATA_DIR, {});
  REQUIRE(base.ok());
  const duel::Event empty{duel::EventType::MilitaryTokenTaken, 1, 2, duel::kNone, 0};
  CHECK(duel::ui::event_message(*base.rules, empty, kNames) == "Military token: Player 2 has no coins to lose");
  CHECK(duel::ui::event_message(*base.rules, empty, {"Computer", "You"}) == "Military token: You have no coins to lose");
}

TEST_CASE("UI item words: the rules help lists the expansions' items with their effects, from the one description",
          "[ui][describe][help]") {
  static const duel::LoadResult base = duel::load_rules(DUEL_SOURCE_DATA_DIR, {});
  REQUIRE(base.ok());
  CHECK(duel::ui::item_sections(*base.rules).empty());
  const std::vector<duel::ui::RulesSection> sections = duel::ui::item_sections(both());
  std::vector<std::string> titles;
  for (const auto& s : sections) titles.push_back(s.title);
  CHECK(titles == std::vector<std::string>{"Pantheon: the Mesopotamian Divinities", "Pantheon: the Phoenician Divinities",
                                           "Pantheon: the Greek Divinities", "Pantheon: the Egyptian Divinities",
                                           "Pantheon: the Roman Divinities", "Pantheon: the Gate", "The expansions' Wonders",
                                           "The expansions' Progress tokens", "Agora: the Military tokens", "Agora: the Decrees",
                                           "Agora: the Conspiracies"});
  const auto body = [&](const std::string& title) {
    for (const auto& s : sections) {
      if (s.title == title) return s.body;
    }
    return std::string();
  };
  CHECK(body("The expansions' Wonders").find("\u2022 Knossos: When taken in the Wonder selection: place one of your cubes in "
                                             "any Chamber; 3 victory points; Place one of your cubes in any Chamber") !=
        std::string::npos);
  CHECK(body("The expansions' Progress tokens").find("\u2022 Corruption: You recruit Senators for free") != std::string::npos);
  CHECK(body("Agora: the Conspiracies").find("\u2022 Blackmail: Take half of your opponent's coins (rounded up); Then you may "
                                             "move one of your cubes to a neighbouring Chamber") != std::string::npos);
  // Every Decree and Conspiracy is there, one line each.
  const auto lines = [](const std::string& text) { return std::count(text.begin(), text.end(), '\n') + 1; };
  CHECK(lines(body("Agora: the Decrees")) == 16);
  CHECK(lines(body("Agora: the Conspiracies")) == 16);
}
