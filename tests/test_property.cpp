// Random-simulation property test (DESIGN.md "Tests"): thousands of seeded random
// games, checking the engine's invariants at every step. DUEL_PROPERTY_GAMES sets the
// number of games (default 10000; the sanitizer build uses fewer) and
// DUEL_PROPERTY_FIRST_GAME the index of the first one (default 0; game i has seed
// 1000 + i), so scripts/property.sh splits a long run over several processes.
#include <algorithm>
#include <cstdlib>

#include "duel/check.hpp"
#include "duel/decisions.hpp"
#include "duel/observation.hpp"
#include "duel/record.hpp"
#include "duel/rng.hpp"
#include "duel/zones.hpp"
#include "test_support.hpp"

using namespace duel;
using namespace duel::test;

namespace {

// `variable`, else DUEL_PROPERTY_GAMES (the sanitizer build's smaller count), else 10000.
int property_games(const char* variable = "DUEL_PROPERTY_GAMES") {
  const char* env = std::getenv(variable);
  if (!env) env = std::getenv("DUEL_PROPERTY_GAMES");
  return env ? std::max(0, std::atoi(env)) : 10000;
}

std::uint64_t property_first_game() {
  const char* env = std::getenv("DUEL_PROPERTY_FIRST_GAME");
  return env ? std::strtoull(env, nullptr, 10) : 0;
}

// Every card, Wonder, Progress token, Divinity, Conspiracy and Decree lies in exactly one
// place of the zone walk.
std::string component_places_problem(const GameState& s) {
  const Rules& r = s.rules();
  const std::size_t divinities = r.pantheon ? r.pantheon->divinities.size() : 0;
  const std::size_t conspiracies = r.agora ? r.agora->conspiracies.size() : 0;
  const std::size_t decrees = r.agora ? r.agora->decrees.size() : 0;
  std::array<std::vector<int>, 6> seen{std::vector<int>(r.cards.size(), 0), std::vector<int>(r.wonders.size(), 0),
                                       std::vector<int>(r.progress_tokens.size(), 0), std::vector<int>(divinities, 0),
                                       std::vector<int>(conspiracies, 0), std::vector<int>(decrees, 0)};
  for_each_place(s, [&](const Place& p, std::uint8_t id) {
    std::vector<int>& counts = seen[static_cast<std::size_t>(zone_rule(p.zone).holds)];
    if (id < counts.size()) ++counts[id];
  });
  auto name = [&](int kind, std::size_t id) -> const std::string& {
    switch (kind) {
      case 0: return r.cards[id].name;
      case 1: return r.wonders[id].name;
      case 2: return r.progress_tokens[id].name;
      case 3: return r.pantheon->divinities[id].name;
      case 4: return r.agora->conspiracies[id].name;
      default: return r.agora->decrees[id].name;
    }
  };
  for (int kind = 0; kind < 6; ++kind) {
    const std::vector<int>& counts = seen[static_cast<std::size_t>(kind)];
    for (std::size_t id = 0; id < counts.size(); ++id) {
      if (counts[id] != 1) return name(kind, id) + " is in " + std::to_string(counts[id]) + " places";
    }
  }
  return {};
}

struct Endings {
  int military = 0, science = 0, civilian = 0, shared = 0, political = 0;
};

// One seeded random game, every invariant checked at every step; then its record is
// saved, read back and replayed.
void play_checked_game(const Rules& r, std::uint64_t g, const GameOptions& options, Endings& endings) {
  const std::uint64_t seed = 1000 + g;
  GameRecord record;
  record.seed = seed;
  record.options = options;
  GameState s(r, make_setup(r, seed, options));
  GameState shadow = s;  // replays the recorded words
  Rng rng(seed * 7 + 3);
  int steps = 0;
  while (!s.is_terminal()) {
    INFO("game seed " << seed << ", step " << steps << ", " << decision_kind(s.phase).name);
    ActionList legal;
    s.legal_actions(legal);
    REQUIRE_FALSE(legal.empty());
    for (int i = 1; i < legal.size(); ++i) REQUIRE(legal[i - 1] < legal[i]);
    // Every kept total equals its recomputation; every card, Wonder and token is in
    // exactly one place; coins >= 0; accessible slots are exact.
    const std::string problem = check(s);
    INFO(problem);
    REQUIRE(problem.empty());
    const std::string place_problem = component_places_problem(s);  // the zone walk agrees
    INFO(place_problem);
    REQUIRE(place_problem.empty());
    if (g % 3 == 0) {
      // The fast coin cost used for legal actions agrees with the full payment search.
      const Player p = s.to_move();
      for (int slot = 0; slot < s.slot_count(); ++slot) {
        if (!(s.present >> slot & 1) || !(s.face_up >> slot & 1)) continue;
        const CardId c = s.slots[static_cast<std::size_t>(slot)];
        REQUIRE(card_coin_cost(s, p, c) == card_payment(s, p, c).total);
      }
      for (WonderId w : s.cities[p].wonders) {
        if (w != kNone) REQUIRE(wonder_coin_cost(s, p, w) == wonder_payment(s, p, w).total);
      }
    }
    // For both players: a sampled world agrees with what the player sees, and has
    // every component in exactly one zone.
    for (Player p = 0; p < 2; ++p) {
      Rng sampler(seed + static_cast<std::uint64_t>(steps) * 2 + p);
      const GameState seen = observe(s, p);
      const GameState sampled = determinize(seen, p, sampler);
      REQUIRE(observe(sampled, p) == seen);
      const std::string sampled_problem = component_places_problem(sampled);
      INFO("player " << int{p} << "'s sampled world: " << sampled_problem);
      REQUIRE(sampled_problem.empty());
      REQUIRE(check(sampled).empty());
    }
    const Action action = legal[static_cast<int>(rng.below(static_cast<std::uint32_t>(legal.size())))];
    INFO("phase " << decision_kind(s.phase).name << ", move " << action_to_string(r, action, kReferee));
    GameState clone = s;
    REQUIRE(s.apply(action));
    REQUIRE(clone.apply(action));
    REQUIRE(clone == s);
    const std::string words = action_to_string(r, action, kReferee);
    record.moves.push_back(words);
    const std::optional<Action> parsed = parse_action(shadow, words);
    INFO(words);
    REQUIRE(parsed.has_value());
    REQUIRE(*parsed == action);
    REQUIRE(shadow.apply(*parsed));
    REQUIRE(shadow == s);
    REQUIRE(++steps < 400);
  }
  REQUIRE(s.victory != VictoryType::None);
  endings.military += s.victory == VictoryType::Military;
  endings.science += s.victory == VictoryType::Science;
  endings.civilian += s.victory == VictoryType::Civilian;
  endings.shared += s.victory == VictoryType::Shared;
  endings.political += s.victory == VictoryType::Political;
  // Saving the record and replaying it reproduces the game exactly.
  std::string error;
  const auto reread = record_from_json(r, record_to_json(r, record, g % 2 == 0), error);
  INFO(error);
  REQUIRE(reread.has_value());
  const ReplayResult replayed = replay_record(r, *reread);
  INFO(replayed.error);
  REQUIRE(replayed.ok);
  REQUIRE(replayed.state == s);
}

void report(const Endings& e, int games, std::uint64_t first, const char* what) {
  // Random play reaches every kind of ending.
  if (games >= 1000) {
    CHECK(e.military > 0);
    CHECK(e.science > 0);
    CHECK(e.civilian > 0);
  }
  WARN(games << " " << what << " games from seed " << 1000 + first << ": military " << e.military << ", science "
             << e.science << ", civilian " << e.civilian << ", shared " << e.shared << ", political " << e.political);
}

}  // namespace

TEST_CASE("Random games keep every invariant at every step", "[property]") {
  const int games = property_games();
  const std::uint64_t first = property_first_game();
  Endings endings;
  for (std::uint64_t g = first; g < first + static_cast<std::uint64_t>(games); ++g) {
    GameOptions options;
    options.first_game_wonders = g % 5 == 0;
    play_checked_game(rules(), g, options, endings);
  }
  report(endings, games, first, "base");
}

// DUEL_PROPERTY_PANTHEON_GAMES sets their number (default: as many as the base game's).
TEST_CASE("Random Pantheon games keep every invariant at every step", "[property][pantheon]") {
  const int games = property_games("DUEL_PROPERTY_PANTHEON_GAMES");
  const std::uint64_t first = property_first_game();
  Endings endings;
  for (std::uint64_t g = first; g < first + static_cast<std::uint64_t>(games); ++g) {
    GameOptions options;
    options.first_game_wonders = g % 5 == 0;
    options.expansions = {"pantheon"};
    play_checked_game(pantheon_rules(), g, options, endings);
  }
  report(endings, games, first, "Pantheon");
}

// DUEL_PROPERTY_AGORA_GAMES and DUEL_PROPERTY_BOTH_GAMES set their numbers (default: as
// many as the base game's).
TEST_CASE("Random Agora games keep every invariant at every step", "[property][agora]") {
  const int games = property_games("DUEL_PROPERTY_AGORA_GAMES");
  const std::uint64_t first = property_first_game();
  Endings endings;
  for (std::uint64_t g = first; g < first + static_cast<std::uint64_t>(games); ++g) {
    GameOptions options;
    options.expansions = {"agora"};
    play_checked_game(agora_rules(), g, options, endings);
  }
  report(endings, games, first, "Agora");
}

TEST_CASE("Random games with both expansions keep every invariant at every step", "[property][agora][pantheon]") {
  const int games = property_games("DUEL_PROPERTY_BOTH_GAMES");
  const std::uint64_t first = property_first_game();
  Endings endings;
  for (std::uint64_t g = first; g < first + static_cast<std::uint64_t>(games); ++g) {
    GameOptions options;
    options.expansions = {"agora", "pantheon"};
    play_checked_game(both_rules(), g, options, endings);
  }
  report(endings, games, first, "Agora and Pantheon");
}
