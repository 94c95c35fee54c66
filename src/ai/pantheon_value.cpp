// Hand-tuned priors for Pantheon's moves, in VP units like evaluation.cpp: a
// Divinity is worth its effect (the base table's worth, or a rough worth of its
// Pantheon effect) less the coins it costs; the other decisions favour what hurts the
// opponent most or helps the player most.
#include "pantheon_value.hpp"

#include <algorithm>
#include <bit>
#include <cstdlib>

#include "duel/ai/evaluation.hpp"
#include "duel/payment.hpp"
#include "value_support.hpp"

namespace duel::ai {
namespace {

// A Pantheon effect's rough worth, by kind (a row per kind, in PantheonEffectKind order:
// a kind without one does not compile).
using Worth = double (*)(const GameState&, Player, const PantheonEffect&);
struct KindWorth {
  PantheonEffectKind kind;
  Worth worth;
};
using K = PantheonEffectKind;
constexpr KindWorth kPantheonWorth[] = {
    {K::ProgressTokensOnReveal, [](const GameState&, Player, const PantheonEffect&) { return 4.0; }},
    {K::CopyOpponentScience,
     [](const GameState& s, Player p, const PantheonEffect&) {
       return s.cities[opponent(p)].color_count[static_cast<int>(Color::Green)] > 0 ? 4.0 : 0.0;
     }},
    {K::CoinsOnDivinity, [](const GameState&, Player, const PantheonEffect& e) { return e.amount * (1.0 + kCoinValue) * 0.8; }},
    {K::TakeOpponentCard,
     [](const GameState& s, Player p, const PantheonEffect&) {
       const City& theirs = s.cities[opponent(p)];
       const int n = theirs.color_count[static_cast<int>(Color::Brown)] + theirs.color_count[static_cast<int>(Color::Grey)];
       return n > 0 ? 3.5 : 0.0;
     }},
    {K::DiscardStructureCard, [](const GameState&, Player, const PantheonEffect&) { return 1.5; }},
    {K::DiscardWonderCard,
     [](const GameState& s, Player p, const PantheonEffect&) { return s.cities[opponent(p)].wonders_built() > 0 ? 3.0 : 0.0; }},
    {K::WonderFromDiscard,
     [](const GameState& s, Player p, const PantheonEffect&) {
       return s.discard_count > 0 && s.cities[p].wonders_built() < s.cities[p].wonder_count ? 5.0 : 0.0;
     }},
    {K::TakeOpponentWonder,
     [](const GameState& s, Player p, const PantheonEffect&) {
       const City& theirs = s.cities[opponent(p)];
       return theirs.wonders_built() < theirs.wonder_count ? 3.0 : 0.0;
     }},
    {K::PlaceMinerva, [](const GameState&, Player, const PantheonEffect&) { return 1.5; }},
    {K::RemoveThenApplyMilitaryToken,
     [](const GameState& s, Player, const PantheonEffect&) { return s.military_tokens != 0 ? 2.5 : 0.0; }},
    {K::ActivateTopDivinity, [](const GameState&, Player, const PantheonEffect&) { return 5.0; }},
    {K::ActivateFromMythologyDeck, [](const GameState&, Player, const PantheonEffect&) { return 5.0; }},
    {K::PantheonDiscount, [](const GameState&, Player, const PantheonEffect&) { return 1.0; }},
    {K::ChainForCoins, [](const GameState&, Player, const PantheonEffect&) { return 1.0; }},
    {K::VictoryPointsPerPantheonToken, [](const GameState&, Player, const PantheonEffect&) { return 1.0; }},
    {K::CoinsLostPerPawnStep, [](const GameState&, Player, const PantheonEffect&) { return 1.0; }},
};
static_assert(std::size(kPantheonWorth) == kPantheonEffectKindCount, "kPantheonWorth: one worth per PantheonEffectKind");
static_assert(rows_in_kind_order(kPantheonWorth), "kPantheonWorth is indexed by PantheonEffectKind");

double pantheon_effect_worth(const GameState& s, Player p, const PantheonEffect& e) {
  return kPantheonWorth[static_cast<std::size_t>(e.kind)].worth(s, p, e);
}

double divinity_worth(const GameState& s, Player p, DivinityId d) {
  const PantheonRules& rules = *s.rules().pantheon;
  if (d == kGate) {
    double v = 0.0;
    for (const PantheonEffect& e : rules.gate_effects) v += pantheon_effect_worth(s, p, e);
    return v;
  }
  if (d >= rules.divinities.size()) return 0.0;
  const DivinityDef& def = rules.divinities[d];
  double v = effects_worth(s, p, def.effects);
  if (v >= kWinValue) return v;
  for (const PantheonEffect& e : def.pantheon) v += pantheon_effect_worth(s, p, e);
  return v;
}

int offering_coins(const GameState& s, std::uint8_t set) {
  int coins = 0;
  for (std::uint32_t bits = set; bits != 0; bits &= bits - 1)
    coins += s.rules().pantheon->offering_tokens[static_cast<std::size_t>(std::countr_zero(bits))];
  return coins;
}

// A space's cost for p, relative to the opponent's (a Divinity near p's end is p's to take).
double space_worth(const GameState& s, Player p, int space) {
  const auto& costs = s.rules().pantheon->space_costs[static_cast<std::size_t>(space)];
  return 0.3 * (costs[opponent(p)] - costs[p]);
}

// Each Pantheon action's prior, by ActionType (a row per action type of the module's
// list, duel/pantheon_decisions.hpp, in its order: an action without one does not
// compile). Agora's Extortion and Foreclosure ask with Ra's and Baal's kinds: those are
// valued here without Pantheon's rules too (Divinities arise only with them).
using ActionWorth = double (*)(const GameState&, const Action&);
struct ActionRow {
  ActionType type;
  ActionWorth value;
};

double activate_value(const GameState& s, const Action& a) {
  const double v = divinity_worth(s, s.to_move(), a.card);
  if (v >= kWinValue) return v;
  // Offerings spent beyond the cost are wasted.
  return v - s.play_cost(a) * kCoinValue - offering_coins(s, a.wonder) * kCoinValue * 0.8;
}
double place_divinity_value(const GameState& s, const Action& a) {
  const Player p = s.to_move();
  return space_worth(s, p, a.wonder) * std::max(0.5, divinity_worth(s, p, a.card) / 4.0);
}
double divinity_token_value(const GameState& s, const Action& a) {
  return effects_worth(s, s.to_move(), s.rules().progress_tokens[a.card].effects) + 1.0;
}
double take_opponent_card_value(const GameState& s, const Action& a) {
  const Player p = s.to_move();
  return card_value(s, p, a.card, true) + 0.5 * card_value(s, opponent(p), a.card, true);
}
double discard_structure_card_value(const GameState& s, const Action& a) {
  const CardId c = s.slots[a.card];
  return c == kNone ? 0.0 : 0.5 * card_value(s, opponent(s.to_move()), c, false);
}
double discard_wonder_card_value(const GameState& s, const Action& a) {
  const Player p = s.to_move();
  const bool mine = std::find(s.cities[p].wonders.begin(), s.cities[p].wonders.end(), a.card) != s.cities[p].wonders.end();
  const double worth = effects_worth(s, mine ? p : opponent(p), s.rules().wonders[a.card].effects);
  return mine ? -worth : worth;
}
double wonder_from_discard_value(const GameState& s, const Action& a) {
  return effects_worth(s, s.to_move(), s.rules().wonders[a.wonder].effects);
}
double take_opponent_wonder_value(const GameState& s, const Action& a) {
  return effects_worth(s, s.to_move(), s.rules().wonders[a.card].effects);
}
double place_minerva_value(const GameState& s, const Action& a) {
  // Just ahead of the pawn on the way to p's capital: it blocks the opponent's next push.
  const int pos = static_cast<int>(a.card) - s.rules().military.capital;
  const int towards_me = s.to_move() == 0 ? -1 : 1;
  const int ahead = (pos - s.conflict_pawn) * towards_me;
  return ahead > 0 ? 3.0 - ahead : -1.0 - std::abs(ahead);
}
// Neptune: discard the tokens that threaten p; apply those that hurt the opponent.
double military_token_value(const GameState& s, const Action& a) {
  const Player p = s.to_move();
  const Player opp = opponent(p);
  const Player side = static_cast<Player>(a.card / 8);
  const double coins = s.rules().military.zones[a.card % 8].token_coins;
  if (a.type == ActionType::DiscardMilitaryToken) return side == p ? coins : -coins;
  return side == opp ? std::min<double>(coins, s.cities[opp].coins) : -coins;
}
double choose_divinity_value(const GameState& s, const Action& a) { return divinity_worth(s, s.to_move(), a.card); }
double no_preference(const GameState&, const Action&) { return 0.0; }

using T = ActionType;
constexpr ActionRow kPantheonActionWorth[] = {
    {T::Activate, activate_value},
    {T::PlaceDivinity, place_divinity_value},
    {T::TakeDivinityToken, divinity_token_value},
    {T::PlaceSnake, [](const GameState&, const Action&) { return 1.0; }},
    {T::TakeOpponentCard, take_opponent_card_value},
    {T::DiscardStructureCard, discard_structure_card_value},
    {T::DiscardWonderCard, discard_wonder_card_value},
    {T::WonderFromDiscard, wonder_from_discard_value},
    {T::TakeOpponentWonder, take_opponent_wonder_value},
    {T::PlaceMinerva, place_minerva_value},
    {T::DiscardMilitaryToken, military_token_value},
    {T::ChooseDivinity, choose_divinity_value},
    {T::ChooseMythology, no_preference},
    {T::ArrangeDeck, no_preference},
    {T::ApplyMilitaryToken, military_token_value},
};
static_assert(rows_for_actions(kPantheonActionWorth, kFirstPantheonAction, kPantheonActionTypeCount),
              "kPantheonActionWorth: one row per Pantheon ActionType, in its order");

}  // namespace

double pantheon_action_value(const GameState& s, const Action& a) {
  return kPantheonActionWorth[static_cast<std::size_t>(a.type) - static_cast<std::size_t>(kFirstPantheonAction)].value(s, a);
}

double pantheon_city_value(const GameState& s, Player p) {
  if (!s.pantheon.on) return 0.0;
  int coins = 0;
  for (std::uint32_t bits = s.pantheon.players[p].offerings; bits != 0; bits &= bits - 1)
    coins += s.rules().pantheon->offering_tokens[static_cast<std::size_t>(std::countr_zero(bits))];
  return coins * kCoinValue * 0.8;
}

}  // namespace duel::ai
