// End-of-game scoring (base-game.md "End of game and scoring"): the score sheet by the
// scorebook's categories, the civilian winner and the tie-break on blue cards.
#pragma once

#include <array>
#include <string_view>

#include "duel/state.hpp"

namespace duel {

// Other: VP printed on brown, grey and red cards (none in the base game; appended so the
// older categories keep their indices).
// Pantheon's rows (Divinities: Aphrodite and Astarte's coins; Grand Temples) are appended too.
// Agora's Senate row (the Chambers controlled) after them.
enum class ScoreCategory : std::uint8_t { Blue, Green, Yellow, Purple, Wonders, Progress, Coins, Military, Other,
                                          Divinities, GrandTemples, Senate };
inline constexpr int kScoreCategoryCount = 12;
std::string_view score_category_name(ScoreCategory c);
// The categories a game with these rules scores: the first 9, 11 with Pantheon, all with
// Agora (outputs for the base game keep their old shape).
inline constexpr int kBaseScoreCategoryCount = 9;
int score_categories(const Rules& rules);  // "blue", ... "other", "divinities", "grand_temples", "senate"

struct ScoreSheet {
  std::array<int, kScoreCategoryCount> points{};
  int operator[](ScoreCategory c) const { return points[static_cast<int>(c)]; }
  int total() const;
};

ScoreSheet score_sheet(const GameState& s, Player p);
// What a "per count" effect (Guilds, Age III yellow cards, Mathematics) counts for
// player p now: in p's city, or in the better city when its scope is Most.
int count_for(const GameState& s, Player p, const PerCount& pc);
// The VP an item with these effects (a card, Wonder or token) is worth to p now.
int victory_points_of(const GameState& s, Player p, const Effects& e);
int military_victory_points(const GameState& s, Player p);
std::string_view victory_type_name(VictoryType v);  // "military", "science", ...

}  // namespace duel
