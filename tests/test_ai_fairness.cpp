// Fairness: the AI decides from its seat's observation only. Two games that differ
// only in what that seat cannot see must get the very same move.
#include <catch2/catch.hpp>

#include <algorithm>
#include <bit>
#include <vector>

#include "duel/ai/agent.hpp"
#include "duel/ai/eval_weights.hpp"
#include "duel/data_loader.hpp"
#include "duel/observation.hpp"
#include "duel/setup.hpp"

namespace {

const duel::Rules& test_rules() {
  static const duel::LoadResult loaded = duel::load_rules(DUEL_SOURCE_DATA_DIR);
  REQUIRE(loaded.ok());
  return *loaded.rules;
}

// The shipped learned weights of the game's expansions (Hard's cutoff=age judges by them).
std::shared_ptr<const duel::ai::EvalWeights> weights_of(const duel::GameState& s) {
  std::vector<std::string> expansions;
  if (s.agora.on) expansions.push_back("agora");
  if (s.pantheon.on) expansions.push_back("pantheon");
  const duel::ai::WeightsLoad loaded = duel::ai::load_eval_weights(DUEL_SOURCE_DATA_DIR, expansions);
  REQUIRE(loaded.ok());
  REQUIRE(loaded.weights);
  return loaded.weights;
}

// Greedy, Easy, the search, Hard with playouts cut at the Age's end (judged by the learned
// evaluation, and by the value network where there is one) and rival, each with the
// same seed, choose the same move from `me`'s observation of two worlds that differ only in
// what `me` cannot see.
void check_same_moves(const duel::GameState& truth, const duel::GameState& other, duel::Player me) {
  const auto weights = weights_of(truth);
  std::vector<const char*> specs = {"greedy", "easy:iterations=100", "mcts:iterations=300,threads=2",
                                    "hard:time=0,iterations=300,threads=2,cutoff=age", "rival:time=0,iterations=300"};
  // Hard with the value network at the cut, where the game's expansions have one.
  if (weights->value_net) specs.push_back("hard:time=0,iterations=300,threads=2,cutoff=age,value=net");
  for (const char* spec : specs) {
    std::string error;
    auto a = duel::ai::make_agent(spec, 42, error, weights);
    auto b = duel::ai::make_agent(spec, 42, error, weights);
    REQUIRE(a);
    REQUIRE(b);
    INFO(spec);
    CHECK(a->choose(duel::observe(truth, me)) == b->choose(duel::observe(other, me)));
  }
}

// A mid-Age I position reached by fixed random play.
duel::GameState age_one_position(std::uint64_t seed, int plays) {
  duel::GameState s(test_rules(), duel::make_setup(test_rules(), seed, {}));
  std::string error;
  auto random = duel::ai::make_agent("random", seed, error);
  while (!s.is_terminal() && (s.phase != duel::Phase::Play || plays-- > 0)) {
    s.apply(random->choose(duel::observe(s, s.to_move())));
  }
  return s;
}

// The same game with its hidden parts shuffled: two face-down structure cards swapped,
// a later Age card swapped with a removed card of that Age, the box tokens rotated.
duel::GameState hide_differently(const duel::GameState& s) {
  duel::GameState t = s;
  std::vector<int> face_down;
  for (int slot = 0; slot < t.slot_count(); ++slot) {
    const std::uint32_t bit = 1U << slot;
    if ((t.present & bit) && !(t.face_up & bit)) face_down.push_back(slot);
  }
  if (face_down.size() >= 2) {
    std::swap(t.slots[static_cast<std::size_t>(face_down.front())],
              t.slots[static_cast<std::size_t>(face_down.back())]);
  }
  auto& deck = t.age_decks[1];  // Age II
  duel::CardId removed_age_two = duel::kNone;
  t.removed.for_each([&](duel::CardId c) {
    if (removed_age_two == duel::kNone && test_rules().cards[c].age == 2 && !test_rules().cards[c].is_guild()) {
      removed_age_two = c;
    }
  });
  if (removed_age_two != duel::kNone && deck[0] != duel::kNone) {
    t.removed.erase(removed_age_two);
    t.removed.insert(deck[0]);
    deck[0] = removed_age_two;
  }
  if (t.box_token_count >= 2) {
    std::rotate(t.box_tokens.begin(), t.box_tokens.begin() + 1, t.box_tokens.begin() + t.box_token_count);
  }
  return t;
}

}  // namespace

TEST_CASE("hidden cards and tokens never change the AI's move", "[ai][fairness]") {
  for (std::uint64_t seed : {3u, 17u, 29u}) {
    const duel::GameState truth = age_one_position(seed, 3);
    REQUIRE(truth.phase == duel::Phase::Play);
    const duel::GameState other = hide_differently(truth);
    REQUIRE_FALSE(truth == other);  // the worlds really differ...
    const duel::Player me = truth.to_move();
    REQUIRE(duel::observe(truth, me) == duel::observe(other, me));  // ...but not to the AI's seat
    INFO("game " << seed);
    check_same_moves(truth, other, me);
  }
}

namespace {

// An Age III position with a face-down Guild in the structure and a Guild in the box.
bool age_three_with_hidden_guild(std::uint64_t seed, duel::GameState& out, int& slot, duel::CardId& boxed) {
  duel::GameState s(test_rules(), duel::make_setup(test_rules(), seed, {}));
  std::string error;
  auto random = duel::ai::make_agent("random", seed, error);
  while (!s.is_terminal() && !(s.age == 3 && s.phase == duel::Phase::Play)) s.apply(random->choose(duel::observe(s, s.to_move())));
  if (s.is_terminal()) return false;
  slot = -1;
  for (int i = 0; i < s.slot_count(); ++i) {
    const duel::CardId c = s.slots[static_cast<std::size_t>(i)];
    if ((s.present >> i & 1) && !(s.face_up >> i & 1) && test_rules().cards[c].is_guild()) slot = i;
  }
  boxed = duel::kNone;
  s.removed.for_each([&](duel::CardId c) {
    if (test_rules().cards[c].is_guild()) boxed = c;
  });
  out = s;
  return slot >= 0 && boxed != duel::kNone;
}

}  // namespace

TEST_CASE("Rulings 26: the AI sees which face-down slots hold a Guild, never which Guild", "[ai][fairness]") {
  int positions = 0;
  for (std::uint64_t seed = 1; seed <= 40 && positions < 2; ++seed) {
    duel::GameState truth;
    int slot = -1;
    duel::CardId boxed = duel::kNone;
    if (!age_three_with_hidden_guild(seed, truth, slot, boxed)) continue;
    ++positions;
    duel::GameState other = truth;  // another Guild under the same Guild back
    auto& hidden = other.slots[static_cast<std::size_t>(slot)];
    other.removed.erase(boxed);
    other.removed.insert(hidden);
    hidden = boxed;
    other.age_decks[2] = other.slots;
    const duel::Player me = truth.to_move();
    REQUIRE(duel::observe(truth, me) == duel::observe(other, me));
    INFO("game " << seed);
    check_same_moves(truth, other, me);
  }
  CHECK(positions == 2);
}

namespace {

const duel::Rules& pantheon_test_rules() {
  static const duel::LoadResult loaded = duel::load_rules(DUEL_SOURCE_DATA_DIR, {"pantheon"});
  REQUIRE(loaded.ok());
  return *loaded.rules;
}

// An Age I Pantheon position, `me` to play, where the opponent placed a Divinity face
// down; `other` is the same game with what `me` cannot see dealt differently: that
// Divinity swapped with an unseen one of its Mythology's deck, and each deck `me` knows
// nothing of put in another order.
bool pantheon_position(std::uint64_t seed, duel::GameState& truth, duel::GameState& other) {
  duel::GameOptions options;
  options.expansions = {"pantheon"};
  duel::GameState s(pantheon_test_rules(), duel::make_setup(pantheon_test_rules(), seed, options));
  std::string error;
  auto random = duel::ai::make_agent("random", seed, error);
  while (!s.is_terminal() && s.age <= 1) {
    if (s.phase == duel::Phase::Play && s.age == 1) {
      const duel::Player me = s.to_move();
      const duel::PantheonState& ps = s.pantheon;
      for (int i = 0; i < ps.space_count; ++i) {
        const int m = ps.backs[static_cast<std::size_t>(i)];
        if (ps.placed_by[static_cast<std::size_t>(i)] != duel::opponent(me) || m == duel::kNone) continue;
        const int known = s.knowledge[me].deck_known[static_cast<std::size_t>(m)];
        if (ps.deck_count[static_cast<std::size_t>(m)] <= known) continue;
        truth = other = s;
        std::swap(other.pantheon.spaces[static_cast<std::size_t>(i)], other.pantheon.decks[static_cast<std::size_t>(m)][static_cast<std::size_t>(known)]);
        for (int d = 0; d < duel::kMythologyCount; ++d) {
          auto& deck = other.pantheon.decks[static_cast<std::size_t>(d)];
          if (s.knowledge[me].deck_known[static_cast<std::size_t>(d)] == 0 && other.pantheon.deck_count[static_cast<std::size_t>(d)] >= 2) std::swap(deck[0], deck[1]);
        }
        return true;
      }
    }
    s.apply(random->choose(duel::observe(s, s.to_move())));
  }
  return false;
}

}  // namespace

TEST_CASE("Pantheon: the opponent's face-down Divinity and the decks never change the AI's move", "[ai][fairness][pantheon]") {
  int positions = 0;
  for (std::uint64_t seed = 1; seed <= 40 && positions < 3; ++seed) {
    duel::GameState truth, other;
    if (!pantheon_position(seed, truth, other)) continue;
    ++positions;
    REQUIRE_FALSE(truth == other);
    const duel::Player me = truth.to_move();
    REQUIRE(duel::observe(truth, me) == duel::observe(other, me));
    INFO("game " << seed);
    check_same_moves(truth, other, me);
  }
  CHECK(positions == 3);
}

namespace {

const duel::Rules& agora_test_rules(bool with_pantheon) {
  static const duel::LoadResult agora = duel::load_rules(DUEL_SOURCE_DATA_DIR, {"agora"});
  static const duel::LoadResult both = duel::load_rules(DUEL_SOURCE_DATA_DIR, {"agora", "pantheon"});
  const duel::LoadResult& loaded = with_pantheon ? both : agora;
  REQUIRE(loaded.ok());
  return *loaded.rules;
}

// An Agora position, `me` to play, where the opponent holds an untriggered Conspiracy
// (prepared or not); `other` is the same game with what `me` cannot see dealt
// differently: that Conspiracy swapped with the deck's bottom card, the deck's top two
// swapped, and a face-down Decree swapped with one left out of the Senate.
bool agora_position(std::uint64_t seed, bool with_pantheon, duel::GameState& truth, duel::GameState& other) {
  const duel::Rules& rules = agora_test_rules(with_pantheon);
  duel::GameOptions options;
  options.expansions = with_pantheon ? std::vector<std::string>{"agora", "pantheon"} : std::vector<std::string>{"agora"};
  duel::GameState s(rules, duel::make_setup(rules, seed, options));
  std::string error;
  auto random = duel::ai::make_agent("random", seed, error);
  while (!s.is_terminal()) {
    const duel::AgoraState& a = s.agora;
    const duel::Player me = s.to_move();
    const duel::ConspiracyHand& theirs = a.hands[duel::opponent(me)];
    if (s.phase == duel::Phase::Play && a.deck_count >= 3 && theirs.count > theirs.triggered) {
      int position = 0;
      while (theirs.is_triggered(position)) ++position;
      truth = other = s;
      duel::AgoraState& o = other.agora;
      std::swap(o.hands[duel::opponent(me)].ids[static_cast<std::size_t>(position)], o.deck[o.deck_count - 1U]);
      std::swap(o.deck[0], o.deck[1]);
      std::uint32_t in_senate = 0;
      for (int c = 0; c < duel::kChambers; ++c) {
        for (int i = 0; i < a.decree_count[static_cast<std::size_t>(c)]; ++i) in_senate |= 1U << a.decrees[static_cast<std::size_t>(c)][static_cast<std::size_t>(i)];
      }
      for (int c = 0; c < duel::kChambers && in_senate != 0; ++c) {
        if (a.decree_count[static_cast<std::size_t>(c)] == 0 || !a.face_down_at(c, 0)) continue;
        const int unused = std::countr_zero(~in_senate);  // a Decree nobody has seen
        o.decrees[static_cast<std::size_t>(c)][0] = static_cast<duel::DecreeId>(unused);
        in_senate = 0;
      }
      return true;
    }
    s.apply(random->choose(duel::observe(s, s.to_move())));
  }
  return false;
}

}  // namespace

TEST_CASE("Agora: the opponent's Conspiracies, the deck and face-down Decrees never change the AI's move",
          "[ai][fairness][agora]") {
  for (bool with_pantheon : {false, true}) {
    int positions = 0;
    for (std::uint64_t seed = 1; seed <= 60 && positions < 3; ++seed) {
      duel::GameState truth, other;
      if (!agora_position(seed, with_pantheon, truth, other)) continue;
      ++positions;
      REQUIRE_FALSE(truth.agora == other.agora);  // the opponent's hand really differs...
      const duel::Player me = truth.to_move();
      REQUIRE(duel::observe(truth, me) == duel::observe(other, me));  // ...but not to the AI's seat
      INFO("game " << seed << (with_pantheon ? " with Pantheon" : ""));
      check_same_moves(truth, other, me);
    }
    CHECK(positions == 3);
  }
}
