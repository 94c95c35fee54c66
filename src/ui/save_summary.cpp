#include "save_summary.hpp"

#include "duel/scoring.hpp"
#include "levels.hpp"

namespace duel::ui {

std::string SaveSummary::line() const {
  if (!readable) return "cannot be loaded: " + problem + " · " + when;
  return progress + " · " + opponent + " · Points: " + names[0] + " " + std::to_string(points[0]) + ", " + names[1] +
         " " + std::to_string(points[1]) + " · " + when;
}

SaveSummary summarize_save(std::shared_ptr<const Rules> rules, const SaveInfo& save, RulesCache* cache) {
  SaveSummary out;
  out.when = save.when;
  if (!rules) {
    out.problem = "the game data could not be loaded";
    return out;
  }
  std::string error;
  const std::unique_ptr<GameSession> game = load_session(std::move(rules), save.path, error, -1, cache);
  if (!game) {
    out.problem = error;
    return out;
  }
  out.readable = true;
  out.progress = progress_text(*game);
  if (game->ai_seat < 2) {
    out.opponent = "Computer (" + level_name(game->difficulty) + ")";
  } else {
    out.opponent = "Hot-seat";
  }
  // "Hot-seat, Pantheon": a game with expansions says which.
  if (!game->record().options.expansions.empty()) out.opponent += ", " + expansions_text(game->record().options);
  for (Player p = 0; p < 2; ++p) {
    out.points[p] = score_sheet(game->state(), p).total();
    out.names[p] = game->names[p];
  }
  return out;
}

const SaveSummary& SaveSummaryCache::get(const std::shared_ptr<const Rules>& rules, const SaveInfo& save,
                                         RulesCache* cache) {
  auto it = entries_.find(save.path);
  if (it == entries_.end() || it->second.stamp != save.stamp || it->second.bytes != save.bytes) {
    ++reads_;
    Entry e{save.stamp, save.bytes, summarize_save(rules, save, cache)};
    it = entries_.insert_or_assign(save.path, std::move(e)).first;
  }
  it->second.summary.when = save.when;
  return it->second.summary;
}

}  // namespace duel::ui
