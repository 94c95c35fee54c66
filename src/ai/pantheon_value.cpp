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

}  // namespace

// Agora's Extortion and Foreclosure ask with Ra's and Baal's kinds: those are valued
// here without Pantheon's rules too (Divinities arise only with them).
double pantheon_action_value(const GameState& s, const Action& a) {
  const Rules& rules = s.rules();
  const Player p = s.to_move();
  const Player opp = opponent(p);
  switch (a.type) {
    case ActionType::Activate: {
      const double v = divinity_worth(s, p, a.card);
      if (v >= kWinValue) return v;
      // Offerings spent beyond the cost are wasted.
      return v - s.play_cost(a) * kCoinValue - offering_coins(s, a.wonder) * kCoinValue * 0.8;
    }
    case ActionType::PlaceDivinity:
      return space_worth(s, p, a.wonder) * std::max(0.5, divinity_worth(s, p, a.card) / 4.0);
    case ActionType::TakeDivinityToken:
    case ActionType::ChooseProgress:
      return effects_worth(s, p, rules.progress_tokens[a.card].effects) + 1.0;
    case ActionType::PlaceSnake: return 1.0;
    case ActionType::TakeOpponentCard:
      return card_value(s, p, a.card, true) + 0.5 * card_value(s, opp, a.card, true);
    case ActionType::DiscardStructureCard: {
      const CardId c = s.slots[a.card];
      return c == kNone ? 0.0 : 0.5 * card_value(s, opp, c, false);
    }
    case ActionType::DiscardWonderCard: {
      const bool mine = std::find(s.cities[p].wonders.begin(), s.cities[p].wonders.end(), a.card) != s.cities[p].wonders.end();
      const double worth = effects_worth(s, mine ? p : opp, rules.wonders[a.card].effects);
      return mine ? -worth : worth;
    }
    case ActionType::WonderFromDiscard:
    case ActionType::TakeOpponentWonder: {
      const WonderId w = a.type == ActionType::WonderFromDiscard ? a.wonder : a.card;
      return effects_worth(s, p, rules.wonders[w].effects);
    }
    case ActionType::PlaceMinerva: {
      // Just ahead of the pawn on the way to p's capital: it blocks the opponent's next push.
      const int pos = static_cast<int>(a.card) - rules.military.capital;
      const int towards_me = p == 0 ? -1 : 1;
      const int ahead = (pos - s.conflict_pawn) * towards_me;
      return ahead > 0 ? 3.0 - ahead : -1.0 - std::abs(ahead);
    }
    case ActionType::DiscardMilitaryToken:
    case ActionType::ApplyMilitaryToken: {
      const Player side = static_cast<Player>(a.card / 8);
      const double coins = rules.military.zones[a.card % 8].token_coins;
      // Discard the tokens that threaten p; apply those that hurt the opponent.
      if (a.type == ActionType::DiscardMilitaryToken) return side == p ? coins : -coins;
      return side == opp ? std::min<double>(coins, s.cities[opp].coins) : -coins;
    }
    case ActionType::ChooseDivinity: return divinity_worth(s, p, a.card);
    default: return 0.0;
  }
}

double pantheon_city_value(const GameState& s, Player p) {
  if (!s.pantheon.on) return 0.0;
  int coins = 0;
  for (std::uint32_t bits = s.pantheon.players[p].offerings; bits != 0; bits &= bits - 1)
    coins += s.rules().pantheon->offering_tokens[static_cast<std::size_t>(std::countr_zero(bits))];
  return coins * kCoinValue * 0.8;
}

}  // namespace duel::ai
