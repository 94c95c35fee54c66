// Hand-tuned worths for Agora, in VP units like evaluation.cpp. The Senate is judged
// from the cubes alone: a Chamber controlled brings its Decrees' worth now and its
// points at the end; controlling more Chambers is a growing threat of political
// supremacy. A cube move is worth the change it makes to that balance, so placing,
// moving and removing cubes, the Senators and the Conspiracies share one measure.
#include "agora_value.hpp"

#include <algorithm>
#include <bit>

#include "duel/agora_rules.hpp"
#include "duel/ai/evaluation.hpp"
#include "duel/payment.hpp"
#include "value_support.hpp"

namespace duel::ai {
namespace {

using Cubes = std::array<std::array<std::uint8_t, kChambers>, 2>;

Player controller_of(const Cubes& cubes, int chamber) {
  const int a = cubes[0][static_cast<std::size_t>(chamber)];
  const int b = cubes[1][static_cast<std::size_t>(chamber)];
  if (a == b) return kNone;
  return a > b ? Player{0} : Player{1};
}

// What controlling a Decree brings while the game lasts (`w`: future_weight), by kind
// (a row per kind, in DecreeKind order: a kind without one does not compile).
struct DecreeWorth {
  DecreeKind kind;
  double (*worth)(const GameState&, double w);
};
using D = DecreeKind;
constexpr DecreeWorth kDecreeWorth[] = {
    {D::CoinsPerCardBuilt, [](const GameState&, double w) { return 1.5 * w + 0.3; }},
    {D::IgnoreCostSymbol, [](const GameState&, double w) { return 1.2 * w; }},
    {D::WonderDiscount, [](const GameState& s, double w) { return s.age < 3 ? 1.0 * w : 0.0; }},
    // The pawn's step is on the track already; losing it costs one back.
    {D::Shields, [](const GameState&, double) { return 1.0; }},
    {D::BankDiscount, [](const GameState&, double w) { return 0.8 * w; }},
    {D::ExtraBlueCards, [](const GameState&, double w) { return 0.5 * w; }},
    {D::DiscardCoins, [](const GameState&, double) { return 0.6; }},
    {D::CoinsPerWonderBuilt, [](const GameState&, double w) { return 1.0 * w; }},
    {D::OpponentChains, [](const GameState&, double w) { return 0.8 * w; }},
    {D::ConspiratorPlayAgain, [](const GameState&, double w) { return 0.6 * w; }},
};
static_assert(std::size(kDecreeWorth) == kDecreeKindCount, "kDecreeWorth: one worth per DecreeKind");
static_assert(rows_in_kind_order(kDecreeWorth), "kDecreeWorth is indexed by DecreeKind");

double decree_worth(const GameState& s, DecreeId d) {
  return kDecreeWorth[static_cast<std::size_t>(s.rules().agora->decrees[d].kind)].worth(s, future_weight(s));
}

// A face-down Decree is worth what an average one is.
constexpr double kUnknownDecree = 0.8;

double chamber_worth(const GameState& s, int chamber) {
  const AgoraState& a = s.agora;
  double v = s.rules().agora->chamber_points[static_cast<std::size_t>(chamber)];
  for (int i = 0; i < a.decree_count[static_cast<std::size_t>(chamber)]; ++i) {
    const DecreeId d = a.decrees[static_cast<std::size_t>(chamber)][static_cast<std::size_t>(i)];
    v += a.face_down_at(chamber, i) || d == kNone ? kUnknownDecree : decree_worth(s, d);
  }
  return v;
}

// The threat of political supremacy by the number of Chambers controlled.
double political_threat(int chambers) {
  static constexpr double kThreat[] = {0.0, 0.0, 0.0, 0.6, 2.0, 6.0, kWinValue};
  return kThreat[std::clamp(chambers, 0, kChambers)];
}

// The Senate's balance for p with these cubes: the Chambers' worth and the political
// threat, p's less the opponent's, and a little for each cube that may still tip one.
// `with_points` counts the Chambers' end-of-game points (the score sheet has them for
// the position itself, not for a move's change). `worth_of(c)` is chamber_worth(s, c).
template <typename WorthOf>
double senate_balance(const GameState& s, const Cubes& cubes, Player p, bool with_points, WorthOf worth_of) {
  const std::array<std::uint8_t, kChambers>& points = s.rules().agora->chamber_points;
  double v = 0.0;
  int mine = 0;
  int theirs = 0;
  for (int c = 0; c < kChambers; ++c) {
    const Player owner = controller_of(cubes, c);
    if (owner == kNone) continue;
    const double worth = worth_of(c) - (with_points ? 0.0 : points[static_cast<std::size_t>(c)]);
    v += owner == p ? worth : -worth;
    (owner == p ? mine : theirs) += 1;
  }
  if (mine == kChambers) return kWinValue;
  v += political_threat(mine) - political_threat(theirs);
  int cubes_mine = 0;
  int cubes_theirs = 0;
  for (int c = 0; c < kChambers; ++c) {
    cubes_mine += cubes[p][static_cast<std::size_t>(c)];
    cubes_theirs += cubes[opponent(p)][static_cast<std::size_t>(c)];
  }
  return v + 0.1 * (cubes_mine - cubes_theirs);
}

// What the worths of p's cube moves in one state share, found once: each Chamber's
// worth and p's balance with the cubes as they lie (a move is worth the change it makes,
// kWinValue when it wins). Before, each move's worth found both balances' Chamber worths
// again: the Senators' and Politicians' priors made it a fifth of a search with Agora.
class SenateNow {
 public:
  SenateNow(const GameState& s, Player p) : s_(s), p_(p) {
    for (int c = 0; c < kChambers; ++c) worth_[static_cast<std::size_t>(c)] = chamber_worth(s, c);
    now_ = balance(s.agora.cubes);
  }
  double change(const Cubes& after) const {
    const double then = balance(after);
    if (then >= kWinValue) return kWinValue;
    return then - now_;
  }
  double place(int chamber) const {
    if (s_.agora.supply[p_] == 0) return 0.0;
    Cubes after = s_.agora.cubes;
    ++after[p_][static_cast<std::size_t>(chamber)];
    return change(after);
  }
  double remove(int chamber) const {
    Cubes after = s_.agora.cubes;
    --after[opponent(p_)][static_cast<std::size_t>(chamber)];
    return change(after);
  }

 private:
  double balance(const Cubes& cubes) const {
    return senate_balance(s_, cubes, p_, true, [this](int c) { return worth_[static_cast<std::size_t>(c)]; });
  }
  const GameState& s_;
  Player p_;
  std::array<double, kChambers> worth_;
  double now_ = 0.0;
};

double place_worth(const GameState& s, Player p, int chamber) {
  if (s.agora.supply[p] == 0) return 0.0;
  return SenateNow(s, p).place(chamber);
}

double move_worth(const GameState& s, Player p, int from, int to) {
  Cubes after = s.agora.cubes;
  --after[p][static_cast<std::size_t>(from)];
  ++after[p][static_cast<std::size_t>(to)];
  return SenateNow(s, p).change(after);
}

double remove_worth(const GameState& s, Player p, int chamber) { return SenateNow(s, p).remove(chamber); }

// The best place for one of p's cubes among the Chambers in `chambers` (bit = Chamber).
double best_place(const GameState& s, Player p, unsigned chambers) {
  if (s.agora.supply[p] == 0 || (chambers & ((1U << kChambers) - 1)) == 0) return 0.0;
  const SenateNow senate(s, p);
  double best = 0.0;
  for (int c = 0; c < kChambers; ++c) {
    if (chambers >> c & 1) best = std::max(best, senate.place(c));
  }
  return best;
}

double best_remove(const GameState& s, Player p) {
  const Player opp = opponent(p);
  if (s.agora.cubes_in_senate(opp) == 0) return 0.0;
  const SenateNow senate(s, p);
  double best = 0.0;
  for (int c = 0; c < kChambers; ++c) {
    if (s.agora.cubes[opp][static_cast<std::size_t>(c)] > 0) best = std::max(best, senate.remove(c));
  }
  return best;
}

constexpr unsigned kAllChambers = (1U << kChambers) - 1;

int count_colors(const City& c, std::uint8_t colors) {
  int n = 0;
  for (int k = 0; k < kColorCount; ++k) n += (colors >> k & 1) ? c.color_count[static_cast<std::size_t>(k)] : 0;
  return n;
}

// An Agora effect's rough worth, by kind (a row per kind, in AgoraEffectKind order: a
// kind without one does not compile).
struct KindWorth {
  AgoraEffectKind kind;
  double (*worth)(const GameState&, Player, const AgoraEffect&);
};
using K = AgoraEffectKind;
constexpr KindWorth kAgoraWorth[] = {
    {K::PlaceCube, [](const GameState& s, Player p, const AgoraEffect&) { return best_place(s, p, kAllChambers) + 0.3; }},
    {K::MoveCube, [](const GameState&, Player, const AgoraEffect&) { return 0.4; }},
    {K::RemoveOpponentCube, [](const GameState& s, Player p, const AgoraEffect&) { return best_remove(s, p) + 0.3; }},
    {K::Conspire, [](const GameState&, Player, const AgoraEffect&) { return 2.0; }},
    {K::TriggerUnprepared, [](const GameState&, Player, const AgoraEffect&) { return 2.0; }},
    {K::TakeOpponentWonder,
     [](const GameState& s, Player p, const AgoraEffect&) {
       const City& theirs = s.cities[opponent(p)];
       return theirs.wonders_built() < theirs.wonder_count ? 3.0 : 0.0;
     }},
    {K::TakeHalfOpponentCoins,
     [](const GameState& s, Player p, const AgoraEffect&) { return (s.cities[opponent(p)].coins + 1) / 2 * 2 * kCoinValue; }},
    {K::ObscureProgressToken,
     [](const GameState& s, Player p, const AgoraEffect&) { return std::popcount(s.cities[opponent(p)].progress) > 0 ? 3.0 : 1.0; }},
    {K::ConstructFromTopRow, [](const GameState&, Player, const AgoraEffect&) { return 3.0; }},
    {K::ConstructFromRemoved, [](const GameState&, Player, const AgoraEffect&) { return 3.0; }},
    {K::ProgressFromWholeBox, [](const GameState&, Player, const AgoraEffect&) { return 4.0; }},
    {K::DiscardAccessibleCards, [](const GameState&, Player, const AgoraEffect&) { return 1.5; }},
    {K::Embezzlement,
     [](const GameState& s, Player p, const AgoraEffect&) {
       const Player opp = opponent(p);
       return (s.agora.cubes_in_senate(p) + std::min<int>(s.agora.cubes_in_senate(opp), s.cities[opp].coins)) * kCoinValue;
     }},
    {K::TakeOpponentCard,
     [](const GameState& s, Player p, const AgoraEffect& e) { return count_colors(s.cities[opponent(p)], e.colors) > 0 ? 3.5 : 0.0; }},
    {K::SwapOpponentCard,
     [](const GameState& s, Player p, const AgoraEffect& e) { return count_colors(s.cities[opponent(p)], e.colors) > 0 ? 1.5 : 0.0; }},
    {K::MoveDecree, [](const GameState&, Player, const AgoraEffect&) { return 1.0; }},
    {K::ReturnOpponentWonder,
     [](const GameState& s, Player p, const AgoraEffect&) { return s.cities[opponent(p)].wonders_built() > 0 ? 3.5 : 0.0; }},
    {K::FreeSenators, [](const GameState& s, Player, const AgoraEffect&) { return 1.5 * future_weight(s); }},
    {K::KeepBothConspiracies, [](const GameState& s, Player, const AgoraEffect&) { return 1.5 * future_weight(s); }},
};
static_assert(std::size(kAgoraWorth) == kAgoraEffectKindCount, "kAgoraWorth: one worth per AgoraEffectKind");
static_assert(rows_in_kind_order(kAgoraWorth), "kAgoraWorth is indexed by AgoraEffectKind");

double agora_effect_worth(const GameState& s, Player p, const AgoraEffect& e) {
  return kAgoraWorth[static_cast<std::size_t>(e.kind)].worth(s, p, e);
}

// The Senators of `kind` not yet out of play (all 13 are dealt in Agora): neither in a
// city nor in the discard pile, so still to come from a structure.
int senators_to_come(const GameState& s, SenatorKind kind) {
  const AgoraRules& rules = *s.rules().agora;
  int left = 0;
  for (const SenatorDef& senator : rules.senators) {
    if (senator.kind != kind || senator.card == kNone) continue;
    bool out = s.cities[0].cards.contains(senator.card) || s.cities[1].cards.contains(senator.card);
    for (int i = 0; i < s.discard_count && !out; ++i) out = s.discard_pile[static_cast<std::size_t>(i)] == senator.card;
    left += out ? 0 : 1;
  }
  return left;
}

// A third of the Senators still to come are expected to be p's (both players pass many).
constexpr double kSenatorShare = 1.0 / 3.0;

// Corruption: the coins p's next recruits would have cost (a coin per Senator already in
// the city: n, n + 1, ... for r recruits).
double free_senators_worth(const GameState& s, Player p) {
  const double r = kSenatorShare * (senators_to_come(s, SenatorKind::Politician) + senators_to_come(s, SenatorKind::Conspirator));
  const double n = s.cities[p].color_count[static_cast<std::size_t>(Color::Senator)];
  return (r * n + r * (r - 1.0) / 2.0) * kCoinValue;
}

// Organized Crime: a second Conspiracy kept each time p conspires (a Conspirator's
// action), worth an unprepared Conspiracy in hand (agora_city_value's 1.2).
double both_conspiracies_worth(const GameState& s) {
  return 1.2 * kSenatorShare * senators_to_come(s, SenatorKind::Conspirator);
}

// What triggering Conspiracy c would bring p now.
double conspiracy_worth(const GameState& s, Player p, ConspiracyId c) {
  const AgoraRules& rules = *s.rules().agora;
  if (c >= rules.conspiracies.size()) return 0.0;
  const ConspiracyDef& def = rules.conspiracies[c];
  double v = effects_worth(s, p, def.effects);
  if (v >= kWinValue) return v;
  for (const AgoraEffect& e : def.agora) v += agora_effect_worth(s, p, e);
  return v;
}

double token_worth(const GameState& s, Player owner, TokenId t) {
  return effects_worth(s, owner, s.rules().progress_tokens[t].effects) + 1.0;
}

// The Senate actions a Politician of `section` gives p now: the best cube for the first,
// less for the others.
double politician_worth(const GameState& s, Player p, int section) {
  const AgoraRules& rules = *s.rules().agora;
  int blue = s.cities[p].color_count[static_cast<std::size_t>(Color::Blue)];
  for (DecreeMask bits = s.agora.controlled[p]; bits != 0; bits &= bits - 1) {
    const DecreeDef& d = rules.decrees[static_cast<std::size_t>(std::countr_zero(bits))];
    if (d.kind == DecreeKind::ExtraBlueCards) blue += d.amount;
  }
  const int actions = rules.actions_for_blue_cards(blue);
  if (actions == 0) return 0.0;
  unsigned chambers = 0;
  for (int c = 0; c < kChambers; ++c) {
    if (rules.chamber_section[static_cast<std::size_t>(c)] == section) chambers |= 1U << c;
  }
  return best_place(s, p, chambers) + 0.8 * (actions - 1) + 0.3;
}

}  // namespace

double agora_city_value(const GameState& s, Player p) {
  if (!s.agora.on) return 0.0;
  const AgoraState& a = s.agora;
  // The Chambers' points are on the score sheet already.
  // Half: the opponent's city takes the other side.
  double v = senate_balance(s, a.cubes, p, false, [&s](int c) { return chamber_worth(s, c); }) / 2.0;
  const ConspiracyHand& hand = a.hands[p];
  for (int i = 0; i < hand.count; ++i) {
    if (hand.is_triggered(i)) continue;
    v += hand.prepared(i) ? 2.5 : 1.2;
  }
  return v;
}

double agora_tokens_worth(const GameState& s, Player p) {
  if (!s.agora.on) return 0.0;
  double v = 0.0;
  for (std::uint32_t bits = s.cities[p].progress; bits != 0; bits &= bits - 1) {
    for (const AgoraEffect& e : s.rules().progress_tokens[static_cast<std::size_t>(std::countr_zero(bits))].agora) {
      if (e.kind == AgoraEffectKind::FreeSenators) v += free_senators_worth(s, p);
      if (e.kind == AgoraEffectKind::KeepBothConspiracies) v += both_conspiracies_worth(s);
    }
  }
  return v;
}

double senator_worth(const GameState& s, Player p, CardId card) {
  if (!s.agora.on) return 0.0;
  const SenatorDef* senator = s.rules().agora->senator(card);
  if (senator == nullptr) return 0.0;
  if (senator->kind == SenatorKind::Politician) return politician_worth(s, p, senator->section);
  return std::max(2.0, best_place(s, p, kAllChambers));  // a cube anywhere, or a Conspiracy
}

namespace {

// Each Agora action's prior, by ActionType (a row per action type of the module's list,
// duel/agora_decisions.hpp, in its order: an action without one does not compile).
using ActionWorth = double (*)(const GameState&, const Action&);
struct ActionRow {
  ActionType type;
  ActionWorth value;
};

double prepare_value(const GameState& s, const Action& a) {
  const Player p = s.to_move();
  return 0.6 * conspiracy_worth(s, p, a.wonder) + 0.25 * std::min(card_value(s, opponent(p), a.card, true), 20.0);
}
double trigger_value(const GameState& s, const Action& a) {
  return a.card == kNone ? 1.0 : conspiracy_worth(s, s.to_move(), a.card);
}
double senate_action_value(const GameState& s, const Action& a) {
  if (a.card == kNone) return 0.0;
  const Player p = s.to_move();
  return a.wonder == kNone ? place_worth(s, p, a.card) : move_worth(s, p, a.card, a.wonder);
}
double conspirator_value(const GameState& s, const Action& a) {
  return a.card == kNone ? 2.0 : place_worth(s, s.to_move(), a.card);
}
double place_cube_value(const GameState& s, const Action& a) { return place_worth(s, s.to_move(), a.card); }
double move_cube_value(const GameState& s, const Action& a) {
  return a.card == kNone ? 0.0 : move_worth(s, s.to_move(), a.card, a.wonder);
}
double remove_cube_value(const GameState& s, const Action& a) { return remove_worth(s, s.to_move(), a.card); }
double keep_conspiracy_value(const GameState& s, const Action& a) {
  const Player p = s.to_move();
  const double kept = conspiracy_worth(s, p, a.card);
  if (a.wonder != 2) return kept;
  for (int i = 0; i < s.agora.drawn_count; ++i) {
    if (s.agora.drawn[static_cast<std::size_t>(i)] != a.card) return kept + conspiracy_worth(s, p, s.agora.drawn[static_cast<std::size_t>(i)]);
  }
  return kept;
}
double obscure_value(const GameState& s, const Action& a) {
  const Player p = s.to_move();
  const Player opp = opponent(p);
  if (s.cities[opp].progress >> a.card & 1) return token_worth(s, opp, a.card);
  if (s.cities[p].progress >> a.card & 1) return -token_worth(s, p, a.card);
  return 0.3 * token_worth(s, opp, a.card);  // kept from the opponent
}
double free_card_value(const GameState& s, const Action& a) { return card_value(s, s.to_move(), a.card, true); }
double discard_accessible_value(const GameState& s, const Action& a) {
  return a.card == kNone ? 0.0 : 0.5 * std::min(card_value(s, opponent(s.to_move()), a.card, false), 20.0);
}
double swap_value(const GameState& s, const Action& a) {
  // The opponent's card taken first, then one of p's given back.
  const Player p = s.to_move();
  const Player opp = opponent(p);
  const bool theirs = s.cities[opp].cards.contains(a.card);
  const double worth = effects_worth(s, theirs ? p : opp, s.rules().cards[a.card].effects);
  return theirs ? worth : -worth;
}
double move_decree_value(const GameState& s, const Action& a) {
  const Player p = s.to_move();
  const Player opp = opponent(p);
  const int from = a.card / kMaxDecreesPerChamber;
  const int position = a.card % kMaxDecreesPerChamber;
  const DecreeId d = s.agora.decrees[static_cast<std::size_t>(from)][static_cast<std::size_t>(position)];
  const double worth = s.agora.face_down_at(from, position) || d == kNone ? kUnknownDecree : decree_worth(s, d);
  auto side = [&](Player owner) { return owner == p ? worth : owner == opp ? -worth : 0.0; };
  return side(s.agora.controller[a.wonder]) - side(s.agora.controller[static_cast<std::size_t>(from)]);
}
double return_wonder_value(const GameState& s, const Action& a) {
  return effects_worth(s, opponent(s.to_move()), s.rules().wonders[a.card].effects);
}

using T = ActionType;
constexpr ActionRow kAgoraActionWorth[] = {
    {T::PrepareConspiracy, prepare_value},
    {T::TriggerConspiracy, trigger_value},
    {T::SenateAction, senate_action_value},
    {T::ConspiratorAction, conspirator_value},
    {T::PlaceCube, place_cube_value},
    {T::MoveCube, move_cube_value},
    {T::RemoveCube, remove_cube_value},
    {T::KeepConspiracy, keep_conspiracy_value},
    {T::ObscureToken, obscure_value},
    {T::ConstructTopRow, free_card_value},
    {T::ConstructRemoved, free_card_value},
    {T::DiscardAccessible, discard_accessible_value},
    {T::SwapCard, swap_value},
    {T::MoveDecree, move_decree_value},
    {T::ReturnWonder, return_wonder_value},
};
static_assert(rows_for_actions(kAgoraActionWorth, kFirstAgoraAction, kAgoraActionTypeCount),
              "kAgoraActionWorth: one row per Agora ActionType, in its order");

}  // namespace

double agora_action_value(const GameState& s, const Action& a) {
  return kAgoraActionWorth[static_cast<std::size_t>(a.type) - static_cast<std::size_t>(kFirstAgoraAction)].value(s, a);
}

}  // namespace duel::ai
