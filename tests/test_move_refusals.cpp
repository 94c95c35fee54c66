// Refused moves in words (notation.hpp why_move_refused) at every decision of the
// expansions (issue 29): a real move that is not legal now gets the engine's reason,
// exactly why_illegal's, and the words moves begin with are never an empty list.
#include "duel/decisions.hpp"
#include "duel/rng.hpp"
#include "test_support.hpp"

using namespace duel;
using namespace duel::test;

namespace {

// Whether the rules can name `a` at all: a Chamber, a space, a slot or a zone the board
// has (one beyond it is no move: "no such move now; the moves are: ...").
bool on_the_board(const Rules& r, const Action& a) {
  auto within = [](std::uint8_t id, int count) { return id == kNone || id < count; };
  using T = ActionType;
  switch (a.type) {
    case T::SenateAction: case T::MoveCube: case T::PlaceCube: case T::RemoveCube: case T::ConspiratorAction:
      return within(a.card, kChambers) && within(a.wonder, kChambers);
    case T::MoveDecree: return within(a.card, kChambers * kMaxDecreesPerChamber) && within(a.wonder, kChambers);
    case T::PlaceMinerva: return a.card <= 2 * r.military.capital;
    case T::PlaceDivinity: return a.card < r.pantheon->divinities.size() && a.wonder < r.pantheon->space_costs.size();
    case T::DiscardStructureCard: return a.card < kMaxSlots;
    case T::ChooseMythology: return a.card < kMythologyCount;
    case T::KeepConspiracy: return a.wonder <= 2;
    case T::DiscardMilitaryToken: case T::ApplyMilitaryToken: return a.card < 2 * kMaxMilitaryZones;
    case T::ChooseFirstPlayer: return a.card < 2;
    case T::Activate: return a.wonder < (1U << r.pantheon->offering_tokens.size());
    default: return true;
  }
}

// The actions of `a`'s type next to it (each field one up or down), as candidates for an
// illegal move of the same decision.
std::vector<Action> neighbours(const Action& a) {
  std::vector<Action> out;
  for (int dc : {-1, 1}) {
    if (a.card != kNone && a.card + dc >= 0 && a.card + dc < kNone) out.push_back({a.type, static_cast<std::uint8_t>(a.card + dc), a.wonder});
  }
  for (int dw : {-1, 1}) {
    if (a.wonder != kNone && a.wonder + dw >= 0 && a.wonder + dw < kNone) out.push_back({a.type, a.card, static_cast<std::uint8_t>(a.wonder + dw)});
  }
  return out;
}

}  // namespace

TEST_CASE("Refused moves: at every expansion decision a real move gets the engine's reason", "[notation][illegal][pantheon][agora]") {
  std::map<Phase, int> checked;
  for (const Rules* r : {&pantheon_rules(), &agora_rules(), &both_rules()}) {
    Rng rng(29);
    for (int g = 0; g < 60; ++g) {
      GameOptions options;
      options.expansions = expansions_of(*r);
      GameState s(*r, make_setup(*r, 2900 + static_cast<std::uint64_t>(g), options));
      for (int step = 0; !s.is_terminal(); ++step) {
        REQUIRE(step < 400);
        ActionList legal;
        s.legal_actions(legal);
        const std::string fly = why_move_refused(s, "fly away");
        INFO(decision_kind(s.phase).name << ": " << fly);
        CHECK(fly.find("moves now begin with \"") != std::string::npos);
        for (const Action& a : legal) {
          for (const Action& other : neighbours(a)) {
            if (s.is_legal(other) || !on_the_board(*r, other)) continue;
            const std::string text = action_to_string(s, other, kReferee);
            // Names out of range ("?"), and words that are a legal move all the same
            // (another action's), are not refusals of this action.
            if (text.find('?') != std::string::npos || parse_action(s, text)) continue;
            INFO(text);
            CHECK(why_move_refused(s, text) == why_illegal(s, other));
            ++checked[s.phase];
          }
        }
        s.apply(legal[static_cast<int>(rng.below(static_cast<std::uint32_t>(legal.size())))]);
      }
    }
  }
  // The decisions named in issue 29 that can refuse a move on the board were all met (a
  // cube may go in any Chamber: Knossos's and a Conspirator's refusals are in
  // test_agora_refusals.cpp).
  for (Phase p : {Phase::Play, Phase::PlaceDivinity, Phase::PlaceMinerva, Phase::SenateActions, Phase::MoveCube,
                  Phase::KeepConspiracy, Phase::SwapCard, Phase::DiscardAccessible}) {
    INFO(decision_kind(p).name);
    CHECK(checked[p] > 0);
  }
}
