// End-of-game scoring: military, buildings by colour, Wonders, Progress, treasury.
#include "duel/scoring.hpp"

#include <algorithm>
#include <bit>
#include <cstdlib>
#include <iterator>
#include <utility>

#include "effect_kinds.hpp"
#include "modules.hpp"

namespace duel {
namespace {

int count_in_city(const City& c, const PerCount& pc) {
  switch (pc.kind) {
    case CountKind::CardsOfColors: {
      int n = 0;
      for (int col = 0; col < kColorCount; ++col) n += (pc.colors >> col & 1) ? c.color_count[col] : 0;
      return n;
    }
    case CountKind::WondersBuilt: return c.wonders_built();
    case CountKind::CoinSets: return c.coins / 3;
    case CountKind::ProgressTokens: return std::popcount(c.progress);
    case CountKind::None: break;
  }
  return 0;
}

ScoreCategory category_of(Color c) {
  switch (c) {
    case Color::Blue: return ScoreCategory::Blue;
    case Color::Green: return ScoreCategory::Green;
    case Color::Yellow: return ScoreCategory::Yellow;
    case Color::Purple: return ScoreCategory::Purple;
    default: return ScoreCategory::Other;  // brown, grey and red: no VP in the base game
  }
}

}  // namespace

int count_for(const GameState& s, Player p, const PerCount& pc) {
  const int own = count_in_city(s.cities[p], pc);
  return pc.scope == CityScope::Most ? std::max(own, count_in_city(s.cities[opponent(p)], pc)) : own;
}

std::string_view score_category_name(ScoreCategory c) {
  static constexpr std::string_view names[] = {"blue",     "green", "yellow",   "purple", "wonders",   "progress",
                                               "coins",    "military", "other", "divinities", "grand_temples", "senate"};
  static_assert(std::size(names) == kScoreCategoryCount);
  return names[static_cast<int>(c)];
}

std::string_view victory_type_name(VictoryType v) {
  static constexpr std::string_view names[] = {"none", "military", "science", "civilian", "shared", "political"};
  return names[static_cast<int>(v)];
}

namespace {
// The end-game points of every kind that has them, in table order (effect_kinds.hpp).
template <std::size_t I>
int end_game_points_of(const GameState& s, Player p, const Effects& e) {
  constexpr auto rule = detail::kEffectKindTable[I].end_game_points;
  if (rule != nullptr) return rule(s, p, e);
  return 0;
}

template <std::size_t... I>
int end_game_points(const GameState& s, Player p, const Effects& e, std::index_sequence<I...>) {
  return (0 + ... + end_game_points_of<I>(s, p, e));
}
}  // namespace

int victory_points_of(const GameState& s, Player p, const Effects& e) {
  return end_game_points(s, p, e, std::make_index_sequence<kEffectKindCount>{});
}

int score_categories(const Rules& rules) {
  if (rules.agora) return kScoreCategoryCount;
  return rules.pantheon ? static_cast<int>(ScoreCategory::GrandTemples) + 1 : kBaseScoreCategoryCount;
}

int ScoreSheet::total() const {
  int t = 0;
  for (int v : points) t += v;
  return t;
}


int military_victory_points(const GameState& s, Player p) {
  const int towards = p == 0 ? s.conflict_pawn : -s.conflict_pawn;  // > 0: on the opponent's side
  return towards > 0 ? s.rules().military.victory_points_at(towards) : 0;
}

ScoreSheet score_sheet(const GameState& s, Player p) {
  const Rules& rules = s.rules();
  const City& c = s.cities[p];
  ScoreSheet sheet;
  c.cards.for_each([&](CardId card) {
    const CardDef& def = rules.cards[card];
    sheet.points[static_cast<std::size_t>(category_of(def.color))] += victory_points_of(s, p, def.effects);
  });
  for (int i = 0; i < c.wonder_count; ++i) {
    if (c.wonders[i] != kNone && c.wonder_built(i)) {
      sheet.points[static_cast<int>(ScoreCategory::Wonders)] += victory_points_of(s, p, rules.wonders[c.wonders[i]].effects);
    }
  }
  for (int t = 0; t < static_cast<int>(rules.progress_tokens.size()); ++t) {
    if (c.progress >> t & 1) {
      sheet.points[static_cast<int>(ScoreCategory::Progress)] +=
          victory_points_of(s, p, rules.progress_tokens[static_cast<std::size_t>(t)].effects);
    }
  }
  sheet.points[static_cast<int>(ScoreCategory::Coins)] = c.coins / rules.constants.coins_per_victory_point;
  sheet.points[static_cast<int>(ScoreCategory::Military)] = military_victory_points(s, p);
  detail::modules::score(s, p, sheet);  // the modules' rows
  return sheet;
}

}  // namespace duel
