// A Divinity's cost_modifier (issue 33 item 11): a designer makes one Divinity cheaper
// or dearer than its space. The loader reads it strictly; every price (the activation
// menu's words, the legal moves, the AI's play_cost) comes from the one price function.
#include <catch2/catch.hpp>

#include "duel/check.hpp"
#include "duel/payment.hpp"
#include "module_root.hpp"
#include "pantheon_test_support.hpp"
#include "pantheon_words.hpp"
#include "temp_data.hpp"

namespace {

using namespace duel;
using namespace duel::test::pantheon;
using duel::test::legal;
using duel::test::move;
using nlohmann::json;

// The shipped data with Mars's (and, when given, Ra's) cost_modifier set.
struct ModifiedPantheon : duel::test::ModuleRoot {
  explicit ModifiedPantheon(const json& mars, const json& ra = json()) : ModuleRoot(std::initializer_list<const char*>{}) {
    std::filesystem::copy(std::filesystem::path(DUEL_SOURCE_DATA_DIR) / "pantheon", std::filesystem::path(dir()) / "pantheon",
                          std::filesystem::copy_options::recursive);
    edit("pantheon/pantheon.json", [&](json& d) {
      for (json& divinity : d["divinities"]) {
        if (divinity["name"] == "Mars") divinity["cost_modifier"] = mars;
        if (divinity["name"] == "Ra" && !ra.is_null()) divinity["cost_modifier"] = ra;
      }
    });
    result = load_rules(dir(), {"pantheon"});
  }
  LoadResult result;
};

// Age II of a game with these rules, Mars on space 2 (player 1 pays 4 for the space).
GameState with_mars(const Rules& rules) {
  GameState s = age_two(1, rules);
  put(s, "Mars", 1);
  return s;
}

Action activate(const std::string& name, std::uint8_t offerings = 0) {
  return Action{ActionType::Activate, divinity(name), offerings};
}

}  // namespace

TEST_CASE("pantheon cost_modifier: the shipped Divinities have none", "[pantheon][cost-modifier]") {
  for (const DivinityDef& d : P().divinities) CHECK(d.cost_modifier == 0);
}

TEST_CASE("pantheon cost_modifier: the loader takes an integer from -50 to 50 and names the Divinity", "[pantheon][cost-modifier][bad-input]") {
  CHECK(ModifiedPantheon(-50).result.ok());
  CHECK(ModifiedPantheon(50).result.ok());
  const auto only = [](const json& value) {
    const LoadResult r = ModifiedPantheon(value).result;
    REQUIRE(r.errors.size() == 1);
    return r.errors[0].to_string();
  };
  CHECK(only(51) == "pantheon/pantheon.json: /divinities/12 (Mars)/cost_modifier: expected an integer from -50 to 50, got 51");
  CHECK(only(-51) == "pantheon/pantheon.json: /divinities/12 (Mars)/cost_modifier: expected an integer from -50 to 50, got -51");
  CHECK(only(1.5) == "pantheon/pantheon.json: /divinities/12 (Mars)/cost_modifier: expected an integer from -50 to 50, got 1.5");
  CHECK(only("-2") == "pantheon/pantheon.json: /divinities/12 (Mars)/cost_modifier: expected an integer from -50 to 50, got the string \"-2\"");
}

TEST_CASE("pantheon cost_modifier: Mars 2 coins cheaper costs 2 on a space of 4, in every price", "[pantheon][cost-modifier][activation]") {
  const ModifiedPantheon data(-2);
  REQUIRE(data.result.ok());
  const Rules& rules = *data.result.rules;
  GameState s = with_mars(rules);
  s.cities[0].coins = 2;
  const ActivationPrice price = activation_price(s, 0, divinity("Mars"), 0);
  CHECK(price.space_cost == 4);
  CHECK(price.modifier == -2);
  CHECK(price.coins == 2);
  CHECK(ui::activation_price_text(price) == "2 coins (the space costs 4 \u2212 modifier 2)");
  // The moves and the AI's price (play_cost) agree with the menu's.
  CHECK(s.play_cost(activate("Mars")) == 2);
  s.cities[0].coins = 1;
  CHECK(why_illegal(s, activate("Mars")) == "needs 1 more coin");
  s.cities[0].coins = 2;
  CHECK(legal(s, "activate Mars"));
  CHECK(s.play_cost(activate("Mars")) == 2);
  // Player 2's price on the same space: 7 - 2.
  CHECK(activation_price(s, 1, divinity("Mars"), 0).coins == 5);
  move(s, "activate Mars");
  CHECK(s.cities[0].coins == 0);
  CHECK(check(s).empty());
}

TEST_CASE("pantheon cost_modifier: never below 0, dearer, and with Offerings", "[pantheon][cost-modifier][activation]") {
  SECTION("7 cheaper on a space of 4: free, the modifier shown as far as it applies") {
    const ModifiedPantheon data(-7);
    REQUIRE(data.result.ok());
    GameState s = with_mars(*data.result.rules);
    const ActivationPrice price = activation_price(s, 0, divinity("Mars"), 0);
    CHECK(price.modifier == -4);
    CHECK(price.coins == 0);
    CHECK(ui::activation_price_text(price) == "free (the space costs 4 \u2212 modifier 4)");
    CHECK(s.play_cost(activate("Mars")) == 0);
    CHECK(legal(s, "activate Mars"));
  }
  SECTION("3 dearer, an Offering token of 2 taken off after") {
    const ModifiedPantheon data(3);
    REQUIRE(data.result.ok());
    GameState s = with_mars(*data.result.rules);
    s.pantheon.players[0].offerings = offering(2);
    s.cities[0].coins = 5;
    const ActivationPrice price = activation_price(s, 0, divinity("Mars"), offering(2));
    CHECK(price.coins == 5);
    CHECK(ui::activation_price_text(price) == "5 coins (the space costs 4 + modifier 3 \u2212 Offerings 2)");
    CHECK(s.play_cost(activate("Mars", offering(2))) == 5);
    s.cities[0].coins = 4;
    CHECK(why_illegal(s, activate("Mars", offering(2))) == "needs 1 more coin");
    s.cities[0].coins = 5;
    CHECK(s.play_cost(activate("Mars", offering(2))) == 5);
    CHECK(activation_price(s, 0, divinity("Mars"), 0).coins == 7);
  }
  SECTION("another Divinity's modifier leaves Mars's price alone") {
    const ModifiedPantheon data(0, -3);
    REQUIRE(data.result.ok());
    GameState s = with_mars(*data.result.rules);
    CHECK(activation_price(s, 0, divinity("Mars"), 0).coins == 4);
    put(s, "Ra", 2);  // a space of 5
    CHECK(activation_price(s, 0, divinity("Ra"), 0).coins == 2);
  }
}

TEST_CASE("pantheon cost_modifier: the placement's buttons say the placed Divinity's price", "[pantheon][cost-modifier][ui]") {
  const ModifiedPantheon data(-2);
  REQUIRE(data.result.ok());
  const Rules& rules = *data.result.rules;
  const ui::PlayerNames names{"Ann", "Bob"};
  // Space 1 costs Player 1 3 coins and Player 2 8; Mars 2 less, Ra (no modifier) the space's.
  CHECK(ui::placement_space_text(rules, names, 0, 0, divinity("Mars")) == "Space 1 \u2014 you pay 1, Bob pays 6");
  CHECK(ui::placement_space_text(rules, names, 0, 1, divinity("Mars")) == "Space 1 \u2014 you pay 6, Ann pays 1");
  CHECK(ui::placement_space_text(rules, names, 0, 0, divinity("Ra")) == "Space 1 \u2014 you pay 3, Bob pays 8");
  CHECK(ui::placement_space_text(rules, names, 0, 0) == "Space 1 \u2014 you pay 3, Bob pays 8");
}
