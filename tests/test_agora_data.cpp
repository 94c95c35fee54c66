// The Agora expansion's data (data/agora/, docs/data-format.md "Agora"): the numbers loaded
// against the reference tables (../shared/reference/agora.md beside the checkout), Agora
// with Pantheon, the loader's messages for broken copies, and games with it in 7wd-cli.
#include <catch2/catch.hpp>

#include <cstdlib>
#include <filesystem>
#include <map>

#include "cli_support.hpp"
#include "../src/engine/agora/agora_internal.hpp"
#include "duel/check.hpp"
#include "duel/data_loader.hpp"
#include "duel/rng.hpp"
#include "duel/setup.hpp"
#include "module_root.hpp"
#include "temp_data.hpp"

namespace {

using namespace duel;
using duel::test::ModuleRoot;
using duel::test::require_error;
using nlohmann::json;

LoadResult load_checked(const std::string& dir, const std::vector<std::string>& expansions) {
  return load_rules(dir, expansions);
}

const Rules& shipped(const std::vector<std::string>& expansions) {
  static std::map<std::vector<std::string>, LoadResult> loaded;
  auto it = loaded.find(expansions);
  if (it == loaded.end()) it = loaded.emplace(expansions, load_checked(DUEL_SOURCE_DATA_DIR, expansions)).first;
  INFO(duel::test::all_errors(it->second));
  REQUIRE(it->second.ok());
  return *it->second.rules;
}
const Rules& agora_rules() { return shipped({"agora"}); }
const Rules& both_rules() { return shipped({"agora", "pantheon"}); }

// A data root with base/, a copy of the shipped agora/ (and pantheon/ when asked) to break.
struct AgoraCopy : ModuleRoot {
  explicit AgoraCopy(bool with_pantheon = false) : ModuleRoot(std::initializer_list<const char*>{}) {
    for (const char* module : {"agora", "pantheon"}) {
      if (std::string(module) == "pantheon" && !with_pantheon) continue;
      std::filesystem::copy(std::filesystem::path(DUEL_SOURCE_DATA_DIR) / module, std::filesystem::path(dir()) / module,
                            std::filesystem::copy_options::recursive);
    }
    expansions = with_pantheon ? std::vector<std::string>{"agora", "pantheon"} : std::vector<std::string>{"agora"};
  }
  template <typename Change>
  LoadResult broken(Change&& change, const std::string& file = "agora/agora.json") {
    edit(file, change);
    return load_checked(dir(), expansions);
  }
  std::vector<std::string> expansions;
};

constexpr std::uint8_t bit(Color c) { return static_cast<std::uint8_t>(1u << static_cast<int>(c)); }
constexpr std::uint8_t bit(Resource r) { return static_cast<std::uint8_t>(1u << static_cast<int>(r)); }

ResourceCounts resources(std::initializer_list<std::pair<Resource, int>> counts) {
  ResourceCounts out{};
  for (auto [r, n] : counts) out[static_cast<std::size_t>(r)] = static_cast<std::uint8_t>(n);
  return out;
}

using K = AgoraEffectKind;
using Effects_ = std::vector<AgoraEffect>;

const char* const kSenatorNames[] = {"Left Politician 1",   "Left Politician 2",   "Middle Politician 1",
                                     "Middle Politician 2", "Middle Politician 3", "Right Politician 1",
                                     "Right Politician 2",  "Conspirator 1",       "Conspirator 2",
                                     "Conspirator 3",       "Conspirator 4",       "Conspirator 5",
                                     "Conspirator 6"};

int pool_size(const Rules& rules, const std::string& pool) {
  int n = 0;
  for (const CardDef& c : rules.cards) n += rules.pools[c.pool] == pool;
  return n;
}

}  // namespace

TEST_CASE("agora: the Senate, the cubes and the Politicians' actions", "[agora]") {
  const AgoraRules& a = *agora_rules().agora;
  CHECK(a.chamber_points == std::array<std::uint8_t, kChambers>{1, 2, 3, 3, 2, 1});
  CHECK(a.chamber_section == std::array<std::uint8_t, kChambers>{0, 0, 1, 1, 2, 2});
  CHECK(int{a.face_up_chambers} == 0b010101);  // Chambers 1, 3 and 5
  CHECK(int{a.cubes_per_player} == 12);
  CHECK(int{a.conspiracies_drawn} == 2);
  CHECK(a.politician_actions == std::vector<std::uint8_t>{1, 1, 2, 2, 3});
  // agora.md: 0-1 blue cards -> 1 action, 2-3 -> 2, 4 or more -> 3.
  const int expected[] = {1, 1, 2, 2, 3, 3, 3, 3};
  for (int blue = 0; blue < 8; ++blue) CHECK(a.actions_for_blue_cards(blue) == expected[blue]);
}

TEST_CASE("agora: 13 Senators, 7 Politicians by section and 6 Conspirators", "[agora]") {
  const Rules& rules = agora_rules();
  const AgoraRules& a = *rules.agora;
  REQUIRE(a.senators.size() == 13);
  CHECK(pool_size(rules, "senators") == 13);
  std::array<int, kSections> politicians{};
  int conspirators = 0;
  for (std::size_t i = 0; i < 13; ++i) {
    INFO(kSenatorNames[i]);
    const CardId id = rules.find_card(kSenatorNames[i]);
    REQUIRE(id != kNone);
    const CardDef& card = rules.cards[id];
    CHECK(card.is_senator());
    CHECK(rules.pools[card.pool] == "senators");
    CHECK(int{card.age} == 1);
    CHECK(int{card.cost.coins} == 0);
    CHECK(card.cost.resources == ResourceCounts{});
    CHECK(card.effects.op_count == 0);
    CHECK(a.senators[i].card == id);
    CHECK(int{a.senator_of[id]} == static_cast<int>(i));
    CHECK(a.senator(id) == &a.senators[i]);
    if (a.senators[i].kind == SenatorKind::Politician) {
      REQUIRE(a.senators[i].section < kSections);
      ++politicians[a.senators[i].section];
    } else {
      CHECK(a.senators[i].section == kNone);
      ++conspirators;
    }
  }
  CHECK(politicians == std::array<int, kSections>{2, 3, 2});
  CHECK(conspirators == 6);
  CHECK(a.senators[0].section == 0);
  CHECK(a.senators[4].section == 1);
  CHECK(a.senators[6].section == 2);
  // Every other card is no Senator, and ids past the cards are none either.
  int others = 0;
  for (std::size_t c = 0; c < kMaxCards; ++c) {
    if (c < rules.cards.size() && rules.cards[c].is_senator()) continue;
    CHECK(a.senator_of[c] == kNone);
    CHECK(a.senator(static_cast<CardId>(c)) == nullptr);
    ++others;
  }
  CHECK(others == kMaxCards - 13);
}

TEST_CASE("agora: the 16 Decrees", "[agora]") {
  const AgoraRules& a = *agora_rules().agora;
  REQUIRE(a.decrees.size() == 16);
  using D = DecreeKind;
  using C = Color;
  using R = Resource;
  struct Expected {
    D kind;
    int amount;
    std::uint8_t colors, resources;
  };
  const Expected expected[16] = {
      {D::CoinsPerCardBuilt, 1, bit(C::Blue), 0},
      {D::CoinsPerCardBuilt, 1, bit(C::Green), 0},
      {D::CoinsPerCardBuilt, 1, bit(C::Yellow), 0},
      {D::CoinsPerCardBuilt, 1, bit(C::Red), 0},
      {D::IgnoreCostSymbol, 0, bit(C::Yellow), 0},
      {D::IgnoreCostSymbol, 0, bit(C::Red), 0},
      {D::IgnoreCostSymbol, 0, bit(C::Green), 0},
      {D::WonderDiscount, 1, 0, 0},
      {D::Shields, 1, 0, 0},
      {D::BankDiscount, 1, 0, static_cast<std::uint8_t>(bit(R::Wood) | bit(R::Clay) | bit(R::Stone))},
      {D::BankDiscount, 1, 0, static_cast<std::uint8_t>(bit(R::Glass) | bit(R::Papyrus))},
      {D::ExtraBlueCards, 2, 0, 0},
      {D::DiscardCoins, 2, 0, 0},
      {D::CoinsPerWonderBuilt, 1, 0, 0},
      {D::OpponentChains, 0, 0, 0},
      {D::ConspiratorPlayAgain, 0, 0, 0},
  };
  for (std::size_t i = 0; i < 16; ++i) {
    const DecreeDef& d = a.decrees[i];
    INFO("Decree " << i + 1);
    CHECK(d.name == "Decree " + std::to_string(i + 1));
    CHECK_FALSE(d.text.empty());
    CHECK(d.kind == expected[i].kind);
    CHECK(int{d.amount} == expected[i].amount);
    CHECK(int{d.colors} == expected[i].colors);
    CHECK(int{d.resources} == expected[i].resources);
  }
  // The loader's masks by kind (decree_amount reads only those): Decrees 1-4, 5-7, 10-11.
  CHECK(a.decrees_of_kind[static_cast<int>(D::CoinsPerCardBuilt)] == 0x000F);
  CHECK(a.decrees_of_kind[static_cast<int>(D::IgnoreCostSymbol)] == 0x0070);
  CHECK(a.decrees_of_kind[static_cast<int>(D::BankDiscount)] == 0x0600);
  CHECK(a.decrees_of_kind[static_cast<int>(D::ConspiratorPlayAgain)] == 0x8000);
  const Rules& rules = agora_rules();
  CHECK(rules.agora->tokens_with[static_cast<int>(AgoraEffectKind::FreeSenators)] == 1U << rules.find_token("Corruption"));
  CHECK(rules.agora->tokens_with[static_cast<int>(AgoraEffectKind::KeepBothConspiracies)] == 1U << rules.find_token("Organized Crime"));
  CHECK(rules.agora->tokens_with[static_cast<int>(AgoraEffectKind::PlaceCube)] == 0);
}

// A designer's 17th Decree (issue 31, item 7): the Decree masks have room for 32.
TEST_CASE("agora: a 17th Decree loads, is dealt, counts when controlled and plays", "[agora]") {
  AgoraCopy copy;
  copy.edit("agora/agora.json", [](json& d) {
    json extra = d["decrees"][8];  // Decree 9: a shield
    extra["name"] = "Decree 17";
    d["decrees"].push_back(extra);
  });
  const LoadResult loaded = load_rules(copy.dir(), copy.expansions);
  INFO(duel::test::all_errors(loaded));
  REQUIRE(loaded.ok());
  const Rules& rules = *loaded.rules;
  REQUIRE(rules.agora->decrees.size() == 17);
  CHECK(rules.agora->decrees_of_kind[static_cast<int>(DecreeKind::Shields)] == 0x10100);  // Decrees 9 and 17
  GameOptions options;
  options.expansions = {"agora"};
  // Controlling its Chamber alone gives its shield: bit 16 of the player's Decrees.
  options.first_game_wonders = true;
  GameState s(rules, make_setup(rules, 1, options));
  for (auto& chamber : s.agora.decrees) chamber.fill(kNone);
  s.agora.decree_count.fill(0);
  s.agora.face_down = 0;
  s.agora.decrees[2][0] = 16;
  s.agora.decree_count[2] = 1;
  ++s.agora.cubes[0][2];
  --s.agora.supply[0];
  detail::senate_changed(s, nullptr);
  CHECK(s.agora.controlled[0] == 0x10000u);
  CHECK(int{s.agora.decree_shields[0]} == 1);
  CHECK(int{s.conflict_pawn} == 1);
  CHECK(check(s).empty());
  // The seeds from 1 that deal it (setup puts 6 of the 17 on the Chambers): random games
  // to the end, the state consistent after every move.
  options.first_game_wonders = false;
  int dealt = 0, controlled = 0;
  for (std::uint64_t seed = 1; seed <= 12; ++seed) {
    const Setup setup = make_setup(rules, seed, options);
    if (std::find(setup.agora.decrees.begin(), setup.agora.decrees.end(), 16) == setup.agora.decrees.end()) continue;
    ++dealt;
    GameState game(rules, setup);
    Rng chooser(seed);
    ActionList legal;
    bool held = false;
    for (int move = 0; !game.is_terminal() && move < 1000; ++move) {
      game.legal_actions(legal);
      REQUIRE(game.apply(legal[static_cast<int>(chooser.below(static_cast<std::uint32_t>(legal.size())))]));
      INFO("seed " << seed << ", move " << move);
      REQUIRE(check(game).empty());
      held = held || ((game.agora.controlled[0] | game.agora.controlled[1]) >> 16 & 1);
    }
    CHECK(game.is_terminal());
    controlled += held;
  }
  CHECK(dealt == 4);       // 4 of the 12 seeds deal it
  CHECK(controlled == 4);  // and in each game a player controls its Chamber at some point
}

TEST_CASE("agora: the 16 Conspiracies in the table's order", "[agora]") {
  const AgoraRules& a = *agora_rules().agora;
  REQUIRE(a.conspiracies.size() == 16);
  const std::uint8_t brown_grey = bit(Color::Brown) | bit(Color::Grey);
  const std::uint8_t blue_green = bit(Color::Blue) | bit(Color::Green);
  struct Expected {
    const char* name;
    Effects_ agora;
  };
  const Expected expected[16] = {
      {"Extortion", {{K::TakeOpponentWonder}, {K::MoveCube}}},
      {"Blackmail", {{K::TakeHalfOpponentCoins}, {K::MoveCube}}},
      {"Expropriation", {{K::MoveCube}}},
      {"Swindle", {{K::MoveCube}}},
      {"Obscurantism", {{K::ObscureProgressToken}}},
      {"Coup", {}},
      {"Property Fraud", {{K::ConstructFromTopRow}}},
      {"Treason", {{K::ConstructFromRemoved}}},
      {"Political Maneuver", {{K::PlaceCube}, {K::RemoveOpponentCube}, {K::MoveCube}}},
      {"Espionage", {{K::ProgressFromWholeBox}}},
      {"Turn of Events", {{K::DiscardAccessibleCards, 2}, {K::MoveCube}}},
      {"Embezzlement", {{K::Embezzlement}}},
      {"Foreclosure", {{K::TakeOpponentCard, 0, brown_grey}}},
      {"Coercion", {{K::SwapOpponentCard, 0, blue_green}, {K::MoveCube}}},
      {"Insider Influence", {{K::MoveDecree}, {K::MoveCube}}},
      {"Sabotage", {{K::ReturnOpponentWonder}}},
  };
  for (std::size_t i = 0; i < 16; ++i) {
    const ConspiracyDef& c = a.conspiracies[i];
    INFO(expected[i].name);
    CHECK(c.name == expected[i].name);
    CHECK(c.agora == expected[i].agora);
    // The base table's kinds: Coup's shields and the two discards; nothing else.
    const std::string name = expected[i].name;
    CHECK(int{c.effects.op_count} == (name == "Coup" || name == "Expropriation" || name == "Swindle" ? 1 : 0));
  }
  CHECK(int{a.conspiracies[5].effects.shields} == 2);
  CHECK(int{a.conspiracies[2].effects.discard_opponent_card_color} == static_cast<int>(Color::Blue));
  CHECK(int{a.conspiracies[3].effects.discard_opponent_card_color} == static_cast<int>(Color::Yellow));
}

TEST_CASE("agora: decks of 25, 25 and 23 cards with the Senators, with and without Pantheon", "[agora]") {
  for (const bool pantheon : {false, true}) {
    const Rules& rules = pantheon ? both_rules() : agora_rules();
    INFO((pantheon ? "with Pantheon" : "Agora alone"));
    const std::array<std::vector<std::pair<std::string, int>>, kAges> expected = {{
        {{"age_1", 20}, {"senators", 5}},
        {{"age_2", 20}, {"senators", 5}},
        {{"age_3", 17}, {pantheon ? "grand_temples" : "guilds", 3}, {"senators", 3}},
    }};
    const int sizes[kAges] = {25, 25, 23};
    for (std::size_t a = 0; a < kAges; ++a) {
      std::vector<std::pair<std::string, int>> draws;
      int total = 0;
      for (const DeckDraw& d : rules.deck_composition[a]) {
        draws.emplace_back(rules.pools[d.pool], d.count);
        total += d.count;
      }
      CHECK(draws == expected[a]);
      CHECK(total == sizes[a]);
      CHECK(rules.layouts[a].slots.size() == static_cast<std::size_t>(sizes[a]));
    }
    // 73 base cards and 13 Senators; Pantheon's 5 Grand Temples replace the 7 Guilds.
    CHECK(rules.cards.size() == (pantheon ? 84u : 86u));
    CHECK((rules.find_card("Moneylenders Guild") == kNone) == pantheon);
    // Setup deals each Senator once: 5 in Age I, 5 in Age II, 3 in Age III.
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
      const Setup setup = make_setup(rules, seed, GameOptions{});
      CHECK(check_setup(rules, setup) == "");
      std::array<int, kAges> senators{};
      for (std::size_t a = 0; a < kAges; ++a) {
        CHECK(setup.ages[a].size() == static_cast<std::size_t>(sizes[a]));
        for (CardId c : setup.ages[a]) senators[a] += rules.cards[c].is_senator();
      }
      CHECK(senators == std::array<int, kAges>{5, 5, 3});
    }
  }
}

TEST_CASE("agora: the structures as agora.md draws them", "[agora]") {
  const Rules& rules = agora_rules();
  // agora.md "Setup changes" 6: each Age's rows, top to bottom, in half-card columns.
  const std::vector<std::vector<std::vector<int>>> rows = {
      {{5, 7, 9}, {4, 6, 8, 10}, {3, 5, 7, 9, 11}, {2, 4, 6, 8, 10, 12}, {1, 3, 5, 7, 9, 11, 13}},
      {{1, 3, 5, 7, 9, 11, 13}, {2, 4, 6, 8, 10, 12}, {3, 5, 7, 9, 11}, {4, 6, 8, 10}, {5, 7, 9}},
      {{6, 8}, {5, 7, 9}, {4, 6, 8, 10}, {3, 5, 7, 9, 11}, {4, 6, 8, 10}, {5, 7, 9}, {6, 8}},
  };
  for (std::size_t a = 0; a < kAges; ++a) {
    INFO("Age " << a + 1);
    const StructureLayout& layout = rules.layouts[a];
    CHECK(layout.rows == rows[a].size());
    std::vector<std::pair<int, int>> at;  // (row, column) of each slot
    for (std::size_t r = 0; r < rows[a].size(); ++r) {
      for (int c : rows[a][r]) at.emplace_back(static_cast<int>(r), c);
    }
    REQUIRE(layout.slots.size() == at.size());
    for (std::size_t s = 0; s < at.size(); ++s) {
      INFO("slot " << s);
      const auto& slot = layout.slots[s];
      CHECK(int{slot.row} == at[s].first);
      CHECK(int{slot.column} == at[s].second);
      CHECK(slot.face_up == (at[s].first % 2 == 0));  // rows 1, 3, 5... counted from the top
      std::uint32_t covered_by = 0;  // (r + 1, c - 1) and (r + 1, c + 1)
      for (std::size_t t = 0; t < at.size(); ++t) {
        if (at[t].first == at[s].first + 1 && std::abs(at[t].second - at[s].second) == 1) covered_by |= 1u << t;
      }
      CHECK(slot.covered_by == covered_by);
    }
  }
  CHECK(rules.layouts[0].slots[0].covered_by == 0b11000u);  // slot 0 under slots 3 and 4
  CHECK(rules.layouts[2].slots[22].covered_by == 0u);        // Age III's last row is open
}

TEST_CASE("agora: its Wonders, Progress tokens and Military tokens", "[agora]") {
  const Rules& rules = agora_rules();
  REQUIRE(rules.agora);
  CHECK(rules.wonders.size() == 14);
  CHECK(rules.progress_tokens.size() == 12);
  using R = Resource;
  const WonderId curia = rules.find_wonder("Curia Julia"), knossos = rules.find_wonder("Knossos");
  REQUIRE(curia != kNone);
  REQUIRE(knossos != kNone);
  CHECK(rules.wonders[curia].cost.resources ==
        resources({{R::Papyrus, 1}, {R::Glass, 1}, {R::Clay, 1}, {R::Wood, 1}, {R::Stone, 1}}));
  CHECK(int{rules.wonders[curia].effects.coins} == 6);
  CHECK(rules.wonders[curia].effects.play_again);
  CHECK(int{rules.wonders[curia].effects.victory_points} == 0);
  CHECK(rules.wonders[knossos].cost.resources == resources({{R::Glass, 2}, {R::Clay, 1}, {R::Wood, 1}, {R::Stone, 1}}));
  CHECK(int{rules.wonders[knossos].effects.victory_points} == 3);
  CHECK_FALSE(rules.wonders[knossos].effects.play_again);
  CHECK(rules.wonders[curia].agora_selection == Effects_{{K::Conspire}});
  CHECK(rules.wonders[curia].agora == Effects_{{K::TriggerUnprepared}});
  CHECK(rules.wonders[knossos].agora_selection == Effects_{{K::PlaceCube}});
  CHECK(rules.wonders[knossos].agora == Effects_{{K::PlaceCube}, {K::MoveCube}});
  const TokenId corruption = rules.find_token("Corruption"), crime = rules.find_token("Organized Crime");
  REQUIRE(corruption != kNone);
  REQUIRE(crime != kNone);
  CHECK(rules.progress_tokens[corruption].effects.op_count == 0);
  CHECK(rules.progress_tokens[crime].effects.op_count == 0);
  CHECK(rules.progress_tokens[corruption].agora == Effects_{{K::FreeSenators}});
  CHECK(rules.progress_tokens[crime].agora == Effects_{{K::KeepBothConspiracies}});
  // Nothing else has Agora effects.
  int with_effects = 0;
  for (const WonderDef& w : rules.wonders) with_effects += !w.agora.empty() + !w.agora_selection.empty();
  for (const ProgressTokenDef& t : rules.progress_tokens) with_effects += !t.agora.empty();
  CHECK(with_effects == 6);

  // The base zones, with no coin loss; the 3-5 and 6-8 tokens act on the Senate.
  REQUIRE(rules.military.zones.size() == 3);
  const int points[] = {2, 5, 10}, from[] = {1, 3, 6}, to[] = {2, 5, 8};
  for (std::size_t z = 0; z < 3; ++z) {
    CHECK(int{rules.military.zones[z].victory_points} == points[z]);
    CHECK(int{rules.military.zones[z].from} == from[z]);
    CHECK(int{rules.military.zones[z].to} == to[z]);
    CHECK(int{rules.military.zones[z].token_coins} == 0);
  }
  CHECK(int{rules.military.capital} == 9);
  CHECK(rules.military.zones[0].agora.empty());
  CHECK(rules.military.zones[1].agora == Effects_{{K::PlaceCube}});
  CHECK(rules.military.zones[2].agora == Effects_{{K::RemoveOpponentCube}, {K::MoveCube}});
}

TEST_CASE("agora: with Pantheon, Pantheon's tokens go on Agora's slots", "[agora][pantheon]") {
  // agora.md numbers the slots like pantheon.md, from 0: read 1-based, slot 11 of Age I
  // and slot 6 of Age II would be face up.
  const AgoraRules& alone = *agora_rules().agora;
  const std::vector<std::uint8_t> mythology = {4, 6, 12, 14, 17}, offering = {7, 9, 12};
  CHECK(alone.pantheon_mythology_token_slots == mythology);
  CHECK(alone.pantheon_offering_token_slots == offering);
  const Rules& both = both_rules();
  REQUIRE(both.pantheon);
  REQUIRE(both.agora);
  CHECK(both.pantheon->mythology_token_slots == mythology);
  CHECK(both.pantheon->offering_token_slots == offering);
  for (std::uint8_t s : mythology) CHECK_FALSE(both.layouts[0].slots[s].face_up);
  for (std::uint8_t s : offering) CHECK_FALSE(both.layouts[1].slots[s].face_up);
  CHECK(int{both.layouts[0].slots[4].row} == 1);   // the 2nd and 4th of the face-down 4-card row
  CHECK(int{both.layouts[0].slots[17].row} == 3);  // the 6th of the face-down 6-card row
  CHECK(int{both.layouts[1].slots[7].row} == 1);   // the 1st of Age II's face-down 6-card row
  // The setup puts them there.
  const Setup setup = make_setup(both, 7, GameOptions{});
  CHECK(check_setup(both, setup) == "");
  // Pantheon alone keeps its own slots on the base structures.
  const Rules& pantheon = shipped({"pantheon"});
  CHECK(pantheon.pantheon->mythology_token_slots == std::vector<std::uint8_t>{2, 4, 9, 11, 13});
  CHECK(pantheon.pantheon->offering_token_slots == std::vector<std::uint8_t>{6, 8, 10});
  CHECK_FALSE(pantheon.agora.has_value());
}

TEST_CASE("agora: the base game and Pantheon load as before", "[agora]") {
  const Rules& base = shipped({});
  CHECK_FALSE(base.agora.has_value());
  CHECK(base.cards.size() == 73);
  CHECK(base.layouts[0].slots.size() == 20);
  CHECK(int{base.military.zones[1].token_coins} == 2);
  CHECK(int{base.military.zones[2].token_coins} == 5);
  const Rules& pantheon = shipped({"pantheon"});
  CHECK(pantheon.cards.size() == 71);
  CHECK(pantheon.layouts[2].slots.size() == 20);
  CHECK(pantheon.modules == std::vector<std::string>{"base", "pantheon"});
  CHECK(both_rules().modules == std::vector<std::string>{"base", "agora", "pantheon"});
}

TEST_CASE("agora: its data is checked and played, alone and with Pantheon", "[agora][cli]") {
  CHECK(load_rules(DUEL_SOURCE_DATA_DIR, {"agora"}).ok());
  CHECK(load_rules(DUEL_SOURCE_DATA_DIR, {"pantheon", "agora"}).ok());
  CHECK(load_rules(DUEL_SOURCE_DATA_DIR, {"pantheon"}).ok());
  for (const char* set : {"agora", "pantheon,agora"}) {
    const duel::test::Run r = duel::test::run_cli(std::string("validate --expansions ") + set);
    INFO(r.output);
    CHECK(r.status == 0);
    CHECK(r.output.find(": valid (") != std::string::npos);
  }
  const duel::test::Run all = duel::test::run_cli("validate");
  INFO(all.output);
  CHECK(all.status == 0);
  CHECK(all.output.find("base + agora + pantheon") != std::string::npos);
  for (const char* set : {"agora", "pantheon,agora"}) {
    const duel::test::Run sim = duel::test::run_cli(std::string("sim --games 2 --expansions ") + set);
    INFO(sim.output);
    CHECK(sim.status == 0);
    CHECK(sim.output.find("senate") != std::string::npos);  // the score row
  }
}

TEST_CASE("agora: the loader refuses what the engine cannot represent", "[agora][bad-input]") {
  const std::string file = "agora/agora.json";
  SECTION("not 6 Chambers") {
    AgoraCopy copy;
    require_error(copy.broken([](json& d) { d["chambers"].erase(5); }), file, "/chambers",
                  "5 Chambers, but the engine's Senate has exactly 6");
  }
  SECTION("an unknown section") {
    AgoraCopy copy;
    require_error(copy.broken([](json& d) { d["chambers"][2]["section"] = "centre"; }), file, "/chambers/2/section",
                  "unknown section \"centre\" (expected left, middle or right)");
  }
  SECTION("a Politician whose section has no Chamber") {
    AgoraCopy copy;
    require_error(copy.broken([](json& d) {
                    for (json& c : d["chambers"]) {
                      if (c["section"] == "middle") c["section"] = "left";
                    }
                  }),
                  file, "/senators/2/section", "no Chamber is in the middle section (/chambers)");
  }
  SECTION("an unknown field") {
    AgoraCopy copy;
    require_error(copy.broken([](json& d) { d["divinities"] = 3; }), file, "/divinities", "unknown field \"divinities\"");
  }
  SECTION("more Decrees than the engine numbers") {
    AgoraCopy copy;
    require_error(copy.broken([](json& d) {
                    for (int i = 17; i <= 33; ++i) {
                      json extra = d["decrees"][0];
                      extra["name"] = "Decree " + std::to_string(i);
                      d["decrees"].push_back(extra);
                    }
                  }),
                  file, "/decrees", "33 Decrees, but the engine supports at most 32");
  }
  SECTION("fewer Decrees than Chambers") {
    AgoraCopy copy;
    require_error(copy.broken([](json& d) { d["decrees"] = json::array({d["decrees"][0], d["decrees"][1], d["decrees"][2],
                                                                       d["decrees"][3], d["decrees"][4]}); }),
                  file, "/decrees", "5 Decrees, but setup puts one on each of the 6 Chambers");
  }
  SECTION("an unknown Decree type and a Decree without its amount") {
    AgoraCopy copy;
    const LoadResult r = copy.broken([](json& d) {
      d["decrees"][3]["type"] = "tax";
      d["decrees"][8].erase("amount");
      d["decrees"][14]["amount"] = 1;
    });
    require_error(r, file, "/decrees/3/type", "unknown Decree type \"tax\" (expected coins_per_card_built, ");
    require_error(r, file, "/decrees/8", "missing field \"amount\"");
    require_error(r, file, "/decrees/14/amount", "unknown field \"amount\" (expected name, text or type)");
  }
  SECTION("Decrees' shields past what a player holds") {
    AgoraCopy copy;
    require_error(copy.broken([](json& d) {
                    d["decrees"][8]["amount"] = 255;
                    d["decrees"][7] = {{"name", "Decree 8"}, {"text", "2 shields"}, {"type", "shields"}, {"amount", 2}};
                  }),
                  file, "/decrees/8/amount", "the Decrees' shields add up to more than 255 here");
  }
  SECTION("more Conspiracies than the engine numbers") {
    AgoraCopy copy;
    require_error(copy.broken([](json& d) {
                    json extra = d["conspiracies"][5];
                    extra["name"] = "Second Coup";
                    d["conspiracies"].push_back(extra);
                  }),
                  file, "/conspiracies", "17 Conspiracies, but the engine supports at most 16");
  }
  SECTION("more Conspiracies drawn than the state holds") {
    AgoraCopy copy;
    require_error(copy.broken([](json& d) { d["conspiracies_drawn"] = 3; }), file, "/conspiracies_drawn",
                  "3 Conspiracies drawn at once, but the engine supports at most 2");
  }
  SECTION("a Conspiracy without effects") {
    AgoraCopy copy;
    require_error(copy.broken([](json& d) { d["conspiracies"][11]["effects"] = json::array(); }), file,
                  "/conspiracies/11/effects", "a Conspiracy without effects could never be triggered (rulings 22)");
  }
  SECTION("a lasting Agora effect on a Conspiracy") {
    AgoraCopy copy;
    require_error(copy.broken([](json& d) { d["conspiracies"][4]["effects"][0]["type"] = "free_senators"; }), file,
                  "/conspiracies/4/effects/0/type",
                  "\"free_senators\" cannot be on a Conspiracy: it acts on Progress tokens (a lasting effect) only");
  }
  SECTION("a base effect that lasts on a Conspiracy") {
    AgoraCopy copy;
    require_error(copy.broken([](json& d) { d["conspiracies"][5]["effects"].push_back({{"type", "victory_points"}, {"amount", 3}}); }),
                  file, "/conspiracies/5/effects/1/type",
                  "\"victory_points\" cannot be on a Conspiracy: it acts once, when triggered");
  }
  SECTION("a Conspiracy's effect on a Wonder's selection") {
    AgoraCopy copy;
    require_error(copy.broken([](json& d) { d["item_effects"][1]["selection_effects"][0]["type"] = "embezzlement"; }), file,
                  "/item_effects/1/selection_effects/0/type",
                  "\"embezzlement\" cannot be on a Wonder's selection_effects: it acts on Conspiracies, Wonders when built only");
  }
  SECTION("a trigger anywhere but on a built Wonder") {
    AgoraCopy copy;
    require_error(copy.broken([](json& d) { d["military_tokens"][0]["effects"][0]["type"] = "trigger_unprepared"; }), file,
                  "/military_tokens/0/effects/0/type",
                  "\"trigger_unprepared\" cannot be on a Military token: it acts on Wonders when built only");
  }
  SECTION("a Progress token in the Wonder selection") {
    AgoraCopy copy;
    require_error(copy.broken([](json& d) { d["item_effects"][2]["selection_effects"] = json::array(); }), file,
                  "/item_effects/2/selection_effects", "only a Wonder is taken in the Wonder selection");
  }
  SECTION("more decisions on a Conspiracy than the decision stack holds") {
    AgoraCopy copy;
    require_error(copy.broken([](json& d) { d["conspiracies"][2]["effects"].push_back({{"type", "place_cube"}});
                                            d["conspiracies"][2]["effects"].push_back({{"type", "conspire"}}); }),
                  file, "/conspiracies/2/effects",
                  "4 effects that may leave a decision (Agora effects and base ones that ask one): the engine supports at "
                  "most 3 on a Conspiracy");
  }
  SECTION("more effects on a Military token than the decision stack holds") {
    AgoraCopy copy;
    require_error(copy.broken([](json& d) { d["military_tokens"][1]["effects"].push_back({{"type", "place_cube"}}); }), file,
                  "/military_tokens/1/effects", "the engine supports at most 2 on a Military token");
  }
  SECTION("an effect type twice on one item") {
    AgoraCopy copy;
    require_error(copy.broken([](json& d) { d["conspiracies"][8]["effects"][1]["type"] = "place_cube"; }), file,
                  "/conspiracies/8/effects/1/type", "duplicate effect \"place_cube\" (also at /conspiracies/8/effects/0");
  }
  SECTION("two items that move Decrees") {
    AgoraCopy copy;
    require_error(copy.broken([](json& d) { d["conspiracies"][15]["effects"].push_back({{"type", "move_decree"}}); }), file,
                  "/conspiracies/15/effects/1/type",
                  "a second move_decree (also at /conspiracies/14/effects/0): a Chamber holds at most 2 Decrees");
  }
  SECTION("an unknown Agora effect type") {
    AgoraCopy copy;
    require_error(copy.broken([](json& d) { d["conspiracies"][0]["effects"][0]["type"] = "bribe"; }), file,
                  "/conspiracies/0/effects/0/type",
                  "unknown effect type \"bribe\" (expected place_cube, move_cube, ");
  }
  SECTION("Senators as a colour of the cities' cards") {
    AgoraCopy copy;
    require_error(copy.broken([](json& d) { d["conspiracies"][12]["effects"][0]["colors"].push_back("senator"); }), file,
                  "/conspiracies/12/effects/0/colors", "\"senator\" is not a colour of the cities' cards");
  }
  SECTION("Military token effects for a zone the track does not have") {
    AgoraCopy copy;
    require_error(copy.broken([](json& d) { d["military_tokens"][0]["to"] = 6; }), file, "/military_tokens/0",
                  "no military zone from 3 to 6 (the zones of military.json: 1-2, 3-5, 6-8)");
  }
  SECTION("a Senator that is no card") {
    AgoraCopy copy;
    require_error(copy.broken([](json& d) { d["senators"][3]["name"] = "Senator Cato"; }), file, "/senators/3/name",
                  "no Senator card named \"Senator Cato\" (cards.json: a card of colour \"senator\")");
  }
  SECTION("a Senator card that agora.json does not type") {
    AgoraCopy copy;
    require_error(copy.broken([](json& d) { d["senators"].erase(12); }), "agora/cards.json", "/cards/12",
                  "\"Conspirator 6\" is a Senator but not in agora/agora.json /senators: whether it is a Politician or a "
                  "Conspirator is unknown");
  }
  SECTION("a card of the Senators' pool that is no Senator") {
    AgoraCopy copy;
    const LoadResult r = copy.broken([](json& d) { d["cards"][0]["color"] = "blue"; }, "agora/cards.json");
    require_error(r, "agora/cards.json", "/cards/0/pool", "the pool \"senators\" holds Senators only (colour \"senator\"), not a blue card");
    require_error(r, file, "/senators/0/name", "no Senator card named \"Left Politician 1\"");
  }
  SECTION("a Senator with a cost") {
    AgoraCopy copy;
    require_error(copy.broken([](json& d) { d["cards"][7]["cost"] = {{"coins", 1}}; }, "agora/cards.json"),
                  "agora/cards.json", "/cards/7/cost",
                  "a Senator's cost is a rule (1 coin per Senator already recruited): expected {}");
  }
  SECTION("a Politician without a section, a Conspirator with one") {
    AgoraCopy copy;
    const LoadResult r = copy.broken([](json& d) {
      d["senators"][1].erase("section");
      d["senators"][8]["section"] = "left";
    });
    require_error(r, file, "/senators/1", "missing field \"section\"");
    require_error(r, file, "/senators/8/section", "a Conspirator has no section");
  }
  SECTION("a Pantheon slot out of Agora's structure, and one face up") {
    AgoraCopy copy;
    const LoadResult r = copy.broken([](json& d) {
      d["pantheon_token_slots"]["mythology"][4] = 25;
      d["pantheon_token_slots"]["offering"][0] = 6;
    });
    require_error(r, file, "/pantheon_token_slots/mythology/4",
                  "slot 25 is not in the Age 1 structure (its slots are 0 to 24, agora/structures.json)");
    require_error(r, file, "/pantheon_token_slots/offering/0",
                  "slot 6 of the Age 2 structure is face up: tokens go on face-down cards");
  }
  SECTION("not one slot per Pantheon token") {
    AgoraCopy copy(true);
    const LoadResult r = copy.broken([](json& d) {
      d["pantheon_token_slots"]["mythology"].erase(4);
      d["pantheon_token_slots"]["offering"].erase(2);
    });
    require_error(r, file, "/pantheon_token_slots/mythology",
                  "4 slots, but Pantheon puts 5 Mythology tokens on the Age I structure (pantheon/pantheon.json "
                  "/mythology_token_slots): one slot for each");
    require_error(r, file, "/pantheon_token_slots/offering",
                  "2 slots, but Pantheon has 3 Offering tokens (pantheon/pantheon.json /offering_tokens): one slot for each");
  }
  SECTION("Pantheon's own slots are not checked against Agora's structures") {
    // Pantheon's slot 2 of Age I is face up in Agora's layout: with Agora it is not used.
    AgoraCopy copy(true);
    const LoadResult r = copy.broken([](json&) {});
    INFO(duel::test::all_errors(r));
    CHECK(r.ok());
  }
  SECTION("the structures and the track without the manifest saying so") {
    AgoraCopy copy;
    require_error(copy.broken([](json& m) { m.erase("replaces"); }, "agora/module.json"), "agora/structures.json", "",
                  "this file would replace the structures of the modules before: say so in agora/module.json "
                  "(\"replaces\": {\"structures\": true})");
  }
}

TEST_CASE("agora: a Senator card needs agora.json", "[agora][bad-input]") {
  duel::test::TempData data;
  data.edit("cards.json", [](json& d) { d["cards"][0]["color"] = "senator"; });
  require_error(data.load(), "cards.json", "/cards/0/color",
                "a Senator needs the Agora module (its agora.json says whether it is a Politician or a Conspirator)");
}
