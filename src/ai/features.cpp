// The learned evaluation's features, in the order of kEvalFeatureNames (ai/eval_weights.hpp).
// Most are differences, so that the fitted weights are the same from either seat; science
// gets each side's own, because a sixth symbol is a threat only to the player without it.
#include "duel/ai/features.hpp"

#include <algorithm>
#include <bit>
#include <cassert>

#include "duel/ai/evaluation.hpp"
#include "duel/scoring.hpp"
#include "agora_value.hpp"
#include "pantheon_value.hpp"
#include "value_support.hpp"

namespace duel::ai {
namespace {

int science_pairs(const City& c) {
  int n = 0;
  for (std::uint8_t count : c.science) n += count >= 2 ? 1 : 0;
  return n;
}

int produced(const City& c, Resource from, Resource to) {
  int n = 0;
  for (int r = static_cast<int>(from); r <= static_cast<int>(to); ++r) n += std::min<int>(c.production[static_cast<std::size_t>(r)], 2);
  return n;
}

int fixed_prices(const City& c) {
  int n = 0;
  for (std::uint8_t price : c.fixed_price) n += price ? 1 : 0;
  return n;
}

int wonders_left(const GameState& s, const City& c) {
  if (s.wonders_built_total() >= s.rules().constants.wonder_limit) return 0;
  return c.wonder_count - c.wonders_built();
}

int chambers_controlled(const GameState& s, Player p) {
  if (!s.agora.on) return 0;
  return static_cast<int>(std::count(s.agora.controller.begin(), s.agora.controller.end(), p));
}

}  // namespace

void position_features(const GameState& s, Player me, Features& out) {
  const Rules& rules = s.rules();
  const Player them = opponent(me);
  const City& mine = s.cities[me];
  const City& theirs = s.cities[them];
  const ScoreSheet my_points = score_sheet(s, me), their_points = score_sheet(s, them);
  const auto points = [&](ScoreCategory c) { return double(my_points[c] - their_points[c]); };
  const int pawn = me == 0 ? s.conflict_pawn : -s.conflict_pawn;
  const int science_mine = distinct_science(mine), science_theirs = distinct_science(theirs);
  const int supremacy = rules.constants.science_supremacy_symbols;
  const double reach = best_card_in_reach(s);
  const double sign_to_move = s.phase == Phase::GameOver ? 0.0 : (s.to_move() == me ? 1.0 : -1.0);
  std::size_t i = 0;
  out[i++] = evaluate_open(s, me, reach);
  for (ScoreCategory c : {ScoreCategory::Blue, ScoreCategory::Green, ScoreCategory::Yellow, ScoreCategory::Purple,
                          ScoreCategory::Wonders, ScoreCategory::Progress, ScoreCategory::Coins, ScoreCategory::Military}) {
    out[i++] = points(c);
  }
  out[i++] = points(ScoreCategory::Other) + points(ScoreCategory::Divinities) + points(ScoreCategory::GrandTemples) +
             points(ScoreCategory::Senate);
  out[i++] = pawn;
  out[i++] = military_threat(rules, std::max(pawn, 0)) - military_threat(rules, std::max(-pawn, 0));
  out[i++] = science_mine;
  out[i++] = science_theirs;
  out[i++] = science_mine >= supremacy - 1 ? 1.0 : 0.0;
  out[i++] = science_theirs >= supremacy - 1 ? 1.0 : 0.0;
  out[i++] = science_pairs(mine) - science_pairs(theirs);
  out[i++] = std::popcount(mine.progress) - std::popcount(theirs.progress);
  out[i++] = mine.coins - theirs.coins;
  out[i++] = produced(mine, Resource::Wood, Resource::Stone) - produced(theirs, Resource::Wood, Resource::Stone);
  out[i++] = produced(mine, Resource::Glass, Resource::Papyrus) - produced(theirs, Resource::Glass, Resource::Papyrus);
  out[i++] = mine.one_of_count - theirs.one_of_count;
  out[i++] = fixed_prices(mine) - fixed_prices(theirs);
  out[i++] = std::popcount(mine.chains) - std::popcount(theirs.chains);
  out[i++] = wonders_left(s, mine);
  out[i++] = wonders_left(s, theirs);
  out[i++] = initiative(s, me, reach);
  out[i++] = sign_to_move;
  out[i++] = reach >= kWinValue ? sign_to_move : 0.0;
  out[i++] = pantheon_city_value(s, me) - pantheon_city_value(s, them);
  out[i++] = agora_city_value(s, me) - agora_city_value(s, them);
  out[i++] = chambers_controlled(s, me) - chambers_controlled(s, them);
  // A feature added to kEvalFeatureNames is computed here, in its place.
  assert(i == out.size());
}

double learned_logit(const EvalWeights& weights, const GameState& s, Player me) {
  Features f;
  position_features(s, me, f);
  const auto& w = weights.by_age[static_cast<std::size_t>(weights_age_index(s))];
  double logit = 0.0;
  for (std::size_t i = 0; i < f.size(); ++i) logit += w[i] * f[i];
  return logit;
}

}  // namespace duel::ai
