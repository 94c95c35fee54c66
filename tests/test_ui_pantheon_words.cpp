// Pantheon in the player's words (pantheon_words.hpp): every Divinity, the Gate, the new
// Wonders and Progress tokens have their effects written out, the short texts of the
// board's spaces stay short, and a player's holdings are listed with their numbers.
#include <catch2/catch.hpp>

#include "duel/data_loader.hpp"
#include "duel/setup.hpp"
#include "pantheon_words.hpp"
#include "rules_text.hpp"

namespace {

const duel::Rules& rules() {
  static const duel::LoadResult loaded = duel::load_rules(DUEL_SOURCE_DATA_DIR, {"pantheon"});
  REQUIRE(loaded.ok());
  return *loaded.rules;
}

}  // namespace

TEST_CASE("UI Pantheon words: each Divinity and the Gate in full and in short", "[ui][pantheon]") {
  const duel::PantheonRules& p = *rules().pantheon;
  REQUIRE(p.divinities.size() == 15);
  for (std::size_t d = 0; d < p.divinities.size(); ++d) {
    INFO(p.divinities[d].name);
    const std::vector<std::string> lines = duel::ui::divinity_lines(rules(), static_cast<duel::DivinityId>(d));
    REQUIRE_FALSE(lines.empty());
    for (const std::string& line : lines) CHECK(line.find('?') == std::string::npos);
    const std::string s = duel::ui::divinity_short(rules(), static_cast<duel::DivinityId>(d));
    CHECK_FALSE(s.empty());
    CHECK(s.size() <= 15);  // fits a Pantheon space at 1280x720
  }
  CHECK(duel::ui::divinity_lines(rules(), duel::kGate).front() == "Costs 2 times its space's cost");
  CHECK(duel::ui::divinity_short(rules(), duel::kGate) == "top Divinity");
  // Numbers come from the data: Astarte's 7 coins, Tanit's 12, Aphrodite's 9 points.
  const auto find = [&](const std::string& name) {
    for (std::size_t d = 0; d < p.divinities.size(); ++d) {
      if (p.divinities[d].name == name) return static_cast<duel::DivinityId>(d);
    }
    return duel::DivinityId{duel::kNone};
  };
  CHECK(duel::ui::divinity_short(rules(), find("Astarte")) == "7 coins on it");
  CHECK(duel::ui::divinity_lines(rules(), find("Tanit")).front().find("12") != std::string::npos);
  CHECK(duel::ui::divinity_short(rules(), find("Tanit")) == "+12 coins");
  CHECK(duel::ui::divinity_short(rules(), find("Mars")) == "2 shields");
  CHECK(duel::ui::divinity_short(rules(), find("Aphrodite")) == "9 VP");
  CHECK(duel::ui::divinity_lines(rules(), find("Aphrodite")).front().find("9") != std::string::npos);
}

TEST_CASE("UI Pantheon words: the new Wonders and Progress tokens say their Pantheon effect", "[ui][pantheon]") {
  const duel::Rules& r = rules();
  // The engine's description (describe.hpp): the base effects, then Pantheon's.
  const auto lines_of = [&](bool wonder, const std::string& name) {
    if (wonder) return duel::describe_item(r, {duel::ItemKind::Wonder, r.find_wonder(name)});
    return duel::describe_item(r, {duel::ItemKind::ProgressToken, r.find_token(name)});
  };
  CHECK(lines_of(true, "The Sanctuary").back() == "Your Pantheon activations cost 2 coins less");
  CHECK(lines_of(true, "The Divine Theater").back() ==
        "Look at one Mythology deck, activate one of its Divinities free, put the rest back in your order");
  CHECK(lines_of(false, "Mysticism") ==
        std::vector<std::string>{"2 VP per Mythology and Offering token you hold at the end"});
  CHECK(lines_of(false, "Engineering").front().find("1 coin") != std::string::npos);
  CHECK(lines_of(false, "Poliorcetics").front().find("1 coin per space") != std::string::npos);
  CHECK(lines_of(true, "The Pyramids") == std::vector<std::string>{"9 victory points"});  // a base Wonder: nothing added
}

TEST_CASE("UI Pantheon words: what a player holds, with the Offering tokens by value", "[ui][pantheon]") {
  duel::GameOptions options;
  options.expansions = {"pantheon"};
  duel::GameState s(rules(), duel::make_setup(rules(), 4, options));
  const duel::ui::PlayerNames names{"Player 1", "Player 2"};
  CHECK(duel::ui::pantheon_holding_lines(s, 0, names).empty());
  s.pantheon.players[0].mythology_tokens[2] = 2;  // Greek
  s.pantheon.players[0].offerings = 0b101;        // the 2 and the 4
  s.pantheon.players[0].astarte_coins = 5;
  const std::vector<std::string> lines = duel::ui::pantheon_holding_lines(s, 0, names);
  REQUIRE(lines.size() == 3);
  CHECK(lines[0] == "Mythology tokens: Greek ×2 (each builds its Grand Temple free)");
  CHECK(lines[1] == "The Offering tokens 2 and 4: coins off one activation each, spent when activating");
  CHECK(lines[2] == "On Astarte: 5 coins (spent after the treasury)");
  CHECK(duel::ui::offerings_text(rules(), 0b010) == "the Offering token 3");
}

TEST_CASE("UI Pantheon words: the token on a face-down structure card", "[ui][pantheon]") {
  duel::GameOptions options;
  options.expansions = {"pantheon"};
  duel::GameState s(rules(), duel::make_setup(rules(), 4, options));
  s.age = 1;
  s.pantheon.slot_tokens[0].fill(duel::SlotToken::kNothing);
  s.pantheon.slot_tokens[0][2] = duel::SlotToken::kMythology | 4;  // Roman
  // Where it lies, then the token's one description (describe_item): "draw 2", from the data.
  CHECK(duel::ui::slot_token_text(s, 2) ==
        "A Roman Mythology token lies on it: taken by whoever uncovers the card it lies on: draw 2 Roman Divinities, "
        "place one face down on an empty Pantheon space, the other back on top; Kept: it builds the Roman Grand Temple free.");
  CHECK(duel::ui::slot_token_text(s, 3).empty());
  s.age = 2;
  s.pantheon.slot_tokens[1][6] = duel::SlotToken::kOffering | 1;  // the second Offering token: 3
  CHECK(duel::ui::slot_token_text(s, 6) ==
        "An Offering token (3) lies on it: taken by whoever uncovers the card it lies on; Spent on one activation: it costs "
        "3 coins less (never below 0).");
}

TEST_CASE("UI Pantheon words: the messages of Pantheon's events, and an activation with its cost", "[ui][pantheon]") {
  const duel::ui::PlayerNames names{"Player 1", "Player 2"};
  using duel::Event;
  using duel::EventType;
  CHECK(duel::ui::event_message(rules(), Event{EventType::PantheonTokenTaken, 1, duel::SlotToken::kMythology | 2, 4, 0}, names) ==
        "Player 2 takes a Greek Mythology token");
  CHECK(duel::ui::event_message(rules(), Event{EventType::PantheonTokenTaken, 0, duel::SlotToken::kOffering | 2, 6, 0}, names) ==
        "Player 1 takes an Offering token (4)");
  CHECK(duel::ui::event_message(rules(), Event{EventType::AstarteCoinsSpent, 0, duel::kNone, duel::kNone, 3}, names) ==
        "Player 1 spends 3 coins from Astarte");
  // A Divinity placed face down is private: no message names it.
  CHECK(duel::ui::event_message(rules(), Event{EventType::DivinityPlaced, 0, 3, 1, 0}, names).empty());
  // Real games: every activation is told with what it cost.
  int activations = 0;
  for (std::uint64_t seed = 1; seed <= 10 && activations < 5; ++seed) {
    duel::GameOptions options;
    options.expansions = {"pantheon"};
    duel::GameState s(rules(), duel::make_setup(rules(), seed, options));
    for (int step = 0; step < 400 && !s.is_terminal(); ++step) {
      duel::ActionList actions;
      s.legal_actions(actions);
      duel::Action a = actions[(step * 3 + static_cast<int>(seed)) % actions.size()];
      for (const duel::Action& x : actions) {
        if (x.type == duel::ActionType::Activate) a = x;
      }
      const duel::Player mover = s.to_move();
      duel::EventLog events;
      REQUIRE(s.apply(a, &events));
      if (a.type != duel::ActionType::Activate) continue;
      int paid = -1;
      for (const Event& e : events) {
        if (e.type == EventType::DivinityActivated) paid = e.value;
      }
      REQUIRE(paid >= 0);
      const std::string text = duel::ui::move_sentence(rules(), a, names[mover], names, &events, s.age);
      INFO(text);
      CHECK(text.rfind(names[mover] + " activates ", 0) == 0);
      CHECK(text.find(paid == 0 ? "(free)" : "(" + duel::ui::plural(paid, "coin") + ")") != std::string::npos);
      ++activations;
    }
  }
  CHECK(activations >= 5);
}

TEST_CASE("UI Pantheon words: a Grand Temple is told as a Temple, not a Guild", "[ui][pantheon]") {
  const duel::PantheonRules& p = *rules().pantheon;
  REQUIRE(p.grand_temples.size() == 5);
  for (const duel::GrandTempleDef& t : p.grand_temples) {
    CHECK(duel::ui::grand_temple_of(rules(), t.card) >= 0);
    const std::vector<std::string> lines = duel::ui::card_lines(rules(), t.card);
    REQUIRE(lines.size() >= 4);
    INFO(lines[2]);
    CHECK(lines.front() == "Grand Temple (Age III)");
    CHECK(lines[2] == "Free with " + duel::with_article(duel::mythology_title(static_cast<int>(t.mythology))) +
                          " Mythology token, which you keep");
    CHECK(lines[3] == "1, 2 or 3 Grand Temples built: 5, 12 or 21 victory points");
  }
  CHECK(duel::ui::grand_temple_of(rules(), 0) < 0);  // an Age I card
}

TEST_CASE("UI Pantheon words: an activation's price with its steps", "[ui][pantheon]") {
  duel::ActivationPrice p;
  p.offered = true;
  p.space_cost = 4;
  p.offerings = 2;
  p.coins = 2;
  CHECK(duel::ui::activation_price_text(p) == "2 coins (the space costs 4 \u2212 Offerings 2)");
  p.space_cost = 5;
  p.multiplier = 2;
  p.discount = 2;
  p.offerings = 0;
  p.coins = 8;
  p.from_astarte = 3;
  CHECK(duel::ui::activation_price_text(p) == "8 coins (the space costs 5 \u00d72 \u2212 Sanctuary 2; 3 from Astarte)");
  p = {};
  p.space_cost = 3;
  p.offerings = 5;
  CHECK(duel::ui::activation_price_text(p) == "free (the space costs 3 \u2212 Offerings 5)");
}

TEST_CASE("UI Pantheon words: the placement says whose activation cost is whose", "[ui][pantheon][menus]") {
  const duel::ui::PlayerNames names{"Ann", "Bob"};
  // Space 1 costs Player 1 3 coins and Player 2 8 (pantheon.md's board).
  CHECK(duel::ui::placement_space_text(rules(), names, 0, 0) == "Space 1 \u2014 you pay 3, Bob pays 8");
  CHECK(duel::ui::placement_space_text(rules(), names, 0, 1) == "Space 1 \u2014 you pay 8, Ann pays 3");
  CHECK(duel::ui::placement_space_text(rules(), names, 5, 1) == "Space 6 \u2014 you pay 3, Ann pays 8");
}

TEST_CASE("UI Pantheon words: Minerva and Neptune said as rulings 14 and 27 say them, in the hover and the rules help",
          "[ui][pantheon][rulings]") {
  const duel::PantheonRules& p = *rules().pantheon;
  const auto lines_of = [&](const std::string& name) {
    for (std::size_t d = 0; d < p.divinities.size(); ++d) {
      if (p.divinities[d].name == name) return duel::ui::divinity_lines(rules(), static_cast<duel::DivinityId>(d));
    }
    return std::vector<std::string>{};
  };
  const std::string stops = "the pawn stops on the space before Minerva's";
  REQUIRE(lines_of("Minerva").size() == 1);
  CHECK(lines_of("Minerva").front() ==
        "The Minerva pawn on any track space but the Conflict pawn's: once, " + stops + " and the rest of that move is lost");
  REQUIRE(lines_of("Neptune").size() == 1);
  CHECK(lines_of("Neptune").front() ==
        "Remove a Military token without effect, then apply another one against your opponent, whichever side it lies on");
  std::string help;
  for (const duel::ui::RulesSection& section : duel::ui::rules_sections()) {
    if (section.title == "Pantheon rulings") help = section.body;
  }
  REQUIRE_FALSE(help.empty());
  CHECK(help.find("14. Minerva may go on any track space but the Conflict pawn's, capitals included. A move that would "
                  "enter Minerva's space ends early: " + stops + ", the rest of that move is lost, and Minerva is removed.") !=
        std::string::npos);
  CHECK(help.find("27. Neptune's applied Military token acts against the activator's opponent, whichever side it lies on") !=
        std::string::npos);
  CHECK(help.find("28. Enki revealed by the Gate or the Divine Theater draws its 2 tokens at once") != std::string::npos);
}

TEST_CASE("UI Pantheon words: the tokens on Enki, named where the Gate or the Divine Theater offers it (rulings 28)",
          "[ui][pantheon][rulings]") {
  const duel::Rules& r = rules();
  duel::GameState s(r, duel::make_setup(r, 1, [] {
                      duel::GameOptions o;
                      o.expansions = {"pantheon"};
                      return o;
                    }()));
  duel::DivinityId enki = duel::kNone, mars = duel::kNone;
  for (std::size_t d = 0; d < r.pantheon->divinities.size(); ++d) {
    if (r.pantheon->divinities[d].name == "Enki") enki = static_cast<duel::DivinityId>(d);
    if (r.pantheon->divinities[d].name == "Mars") mars = static_cast<duel::DivinityId>(d);
  }
  REQUIRE(enki != duel::kNone);
  CHECK(duel::ui::divinity_tokens_text(s, enki).empty());  // none drawn
  s.pantheon.divinity_tokens[0] = r.find_token("Law");
  s.pantheon.divinity_tokens[1] = r.find_token("Masonry");
  s.pantheon.divinity_token_count = 2;
  CHECK(duel::ui::divinity_tokens_text(s, enki) == "Law or Masonry on it");
  CHECK(duel::ui::divinity_tokens_text(s, mars).empty());
}
