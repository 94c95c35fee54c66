#include "state_report.hpp"

#include "duel/scoring.hpp"
#include "show_agora.hpp"
#include "show_pantheon.hpp"

namespace duel::cli {
namespace {

std::string result_text(const GameState& s) {
  if (!s.is_terminal()) return "game not over";
  if (s.victory == VictoryType::Shared) return "shared victory";
  return "player " + std::to_string(s.winner + 1) + " wins (" + std::string(victory_type_name(s.victory)) + ")";
}

std::string wonders_text(const GameState& s, const City& c) {
  std::string out;
  for (int i = 0; i < c.wonder_count; ++i) {
    if (c.wonders[i] == kNone) continue;
    out += (out.empty() ? "" : ", ") + s.rules().wonders[c.wonders[i]].name + (c.wonder_built(i) ? " (built)" : "");
  }
  return out;
}

}  // namespace

void print_state(std::ostream& out, const GameState& s) {
  const Rules& rules = s.rules();
  out << "Age " << int(s.age) << ", " << result_text(s) << "\n";
  out << "Conflict pawn: " << int(s.conflict_pawn) << " (positive: towards player 2's capital)\n";
  for (Player p = 0; p < 2; ++p) {
    const City& c = s.cities[p];
    out << "\nPlayer " << p + 1 << ": " << c.coins << " coins\n  Wonders: " << wonders_text(s, c) << "\n  Cards:";
    c.cards.for_each([&](CardId card) { out << " " << rules.cards[card].name << ";"; });
    out << "\n  Progress:";
    for (std::size_t t = 0; t < rules.progress_tokens.size(); ++t) {
      if (c.progress >> t & 1) out << " " << rules.progress_tokens[t].name << ";";
    }
    const ScoreSheet sheet = score_sheet(s, p);
    out << "\n  Score:";
    for (int k = 0; k < score_categories(rules); ++k) out << " " << score_category_name(ScoreCategory(k)) << " " << sheet.points[k];
    out << ", total " << sheet.total() << "\n";
  }
  // The expansions' boards, in show's words.
  if (s.pantheon.on) out << pantheon_text(pantheon_json(s));
  if (s.agora.on) out << agora_text(agora_json(s));
}

nlohmann::json state_json(const GameState& s) {
  const Rules& rules = s.rules();
  nlohmann::json j;
  j["age"] = s.age;
  j["game_over"] = s.is_terminal();
  j["winner"] = s.is_terminal() && s.winner != kNone ? nlohmann::json(s.winner + 1) : nlohmann::json(nullptr);
  j["victory_type"] = victory_type_name(s.victory);
  j["military_position"] = s.conflict_pawn;
  for (Player p = 0; p < 2; ++p) {
    const City& c = s.cities[p];
    nlohmann::json player;
    player["coins"] = c.coins;
    nlohmann::json cards = nlohmann::json::array();
    c.cards.for_each([&](CardId card) { cards.push_back(rules.cards[card].name); });
    player["cards"] = cards;
    nlohmann::json wonders = nlohmann::json::array();
    for (int i = 0; i < c.wonder_count; ++i) {
      if (c.wonders[i] != kNone) wonders.push_back({{"name", rules.wonders[c.wonders[i]].name}, {"built", c.wonder_built(i)}});
    }
    player["wonders"] = wonders;
    nlohmann::json progress = nlohmann::json::array();
    for (std::size_t t = 0; t < rules.progress_tokens.size(); ++t) {
      if (c.progress >> t & 1) progress.push_back(rules.progress_tokens[t].name);
    }
    player["progress_tokens"] = progress;
    const ScoreSheet sheet = score_sheet(s, p);
    nlohmann::json scores;
    for (int k = 0; k < score_categories(s.rules()); ++k) scores[std::string(score_category_name(ScoreCategory(k)))] = sheet.points[k];
    scores["total"] = sheet.total();
    player["scores"] = scores;
    j["players"].push_back(player);
  }
  // The expansions' state, the same as show --json's (one function for both).
  if (s.pantheon.on) j["pantheon"] = pantheon_json(s);
  if (s.agora.on) j["agora"] = agora_json(s);
  return j;
}

}  // namespace duel::cli
