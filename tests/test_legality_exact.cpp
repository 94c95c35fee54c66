// is_legal says yes exactly to the actions legal_actions lists, in every decision of
// random games of each set. Several decision kinds check a move without building the
// list (for speed: the Wonder selection, the Pantheon's placement, the Senate actions,
// the Conspiracy trigger); this holds them to the list they would have built.
#include <algorithm>
#include <set>

#include "duel/decisions.hpp"
#include "duel/rng.hpp"
#include "test_support.hpp"

using namespace duel;
using namespace duel::test;

namespace {

// The listed actions and, as near misses, every action whose fields come from the listed
// ones, one or two away from them, or kNone (other cards, other spaces, another type).
std::set<std::uint32_t> candidates(const ActionList& legal) {
  std::set<std::uint8_t> cards{kNone}, wonders{kNone};
  std::set<ActionType> types;
  for (const Action& a : legal) {
    types.insert(a.type);
    for (int d : {-2, -1, 0, 1, 2}) {
      if (a.card + d >= 0 && a.card + d < kNone) cards.insert(static_cast<std::uint8_t>(a.card + d));
      if (a.wonder + d >= 0 && a.wonder + d < kNone) wonders.insert(static_cast<std::uint8_t>(a.wonder + d));
    }
  }
  std::set<std::uint32_t> out;
  for (ActionType t : types) {
    for (std::uint8_t c : cards) {
      for (std::uint8_t w : wonders) out.insert(Action{t, c, w}.key());
    }
  }
  return out;
}

}  // namespace

TEST_CASE("Legality: is_legal accepts exactly the listed actions at every decision", "[engine][legality][pantheon][agora]") {
  std::set<Phase> met;
  int checked = 0;
  for (const Rules* r : {&rules(), &pantheon_rules(), &agora_rules(), &both_rules()}) {
    Rng rng(31);
    for (int g = 0; g < 40; ++g) {
      GameOptions options;
      options.expansions = expansions_of(*r);
      GameState s(*r, make_setup(*r, 3100 + static_cast<std::uint64_t>(g), options));
      for (int step = 0; !s.is_terminal(); ++step) {
        REQUIRE(step < 400);
        ActionList legal;
        s.legal_actions(legal);
        REQUIRE(legal.size() > 0);
        met.insert(s.phase);
        for (std::uint32_t key : candidates(legal)) {
          const Action a{static_cast<ActionType>(key >> 16), static_cast<std::uint8_t>(key >> 8), static_cast<std::uint8_t>(key)};
          const bool listed = std::find(legal.begin(), legal.end(), a) != legal.end();
          if (s.is_legal(a) != listed) {
            INFO(decision_kind(s.phase).name << ": type " << static_cast<int>(a.type) << " card " << int{a.card} << " wonder "
                                             << int{a.wonder} << (listed ? " listed but refused" : " accepted but not listed"));
            CHECK(s.is_legal(a) == listed);
          }
          ++checked;
        }
        s.apply(legal[static_cast<int>(rng.below(static_cast<std::uint32_t>(legal.size())))]);
      }
    }
  }
  // The kinds that check without the list were all met.
  for (Phase p : {Phase::WonderSelection, Phase::PlaceDivinity, Phase::SenateActions, Phase::TriggerConspiracy}) {
    INFO(decision_kind(p).name);
    CHECK(met.count(p) == 1);
  }
  CHECK(checked > 100000);
}
