// What balance keeps of one game: the result, the score sheets, how the lead moved and
// every card, Wonder and Progress token each player got. A list of these is enough to
// rebuild every statistic of the report (shards write them, merge reads them back).
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "../match.hpp"
#include "duel/agora_state.hpp"

namespace duel::cli::balance {

// Pantheon's Divinities (the Gate after them) and Mythology and Offering tokens (ids:
// the Mythology, then kMythologyCount + the Offering token's index), Agora's
// Conspiracies, Decrees and the Senate's Chambers are items too.
enum class ItemKind : std::uint8_t { Card, Wonder, Token, Divinity, Conspiracy, Decree, Chamber, PantheonToken };
inline constexpr int kItemKindCount = 8;
// What a player did with an item: cards are constructed, discarded for coins, tucked
// under a Wonder or destroyed (the opponent's Statue of Zeus / Circus Maximus);
// Wonders are drafted then built; tokens are taken; Divinities activated; Conspiracies
// kept (after drawing), prepared and triggered; Decrees and Chambers controlled at the
// end of the game (their `age` and `move`: when the controller last took the Chamber).
// Appended later (older lines keep their numbers): Conspiracies drawn (kept or not), an
// Offering token spent (on the Divinity activated on the same move), a card taken from
// the opponent's city (Baal, Foreclosure, Coercion: its points go to whoever holds it).
enum class Use : std::uint8_t { Constructed, Discarded, Tucked, Destroyed, Drafted, Built, Taken,
                                Activated, Kept, Prepared, Triggered, Controlled, Drawn, Spent };
inline constexpr int kUseCount = 14;
const char* use_name(Use u);

struct Acquisition {
  ItemKind kind = ItemKind::Card;
  Use use = Use::Constructed;
  std::uint8_t id = 0;     // CardId, WonderId, TokenId, DivinityId (the Gate: the number of Divinities), ConspiracyId, DecreeId or Chamber
  std::uint8_t agent = 0;  // 0 = A, 1 = B: who did it
  std::uint8_t age = 0;    // 0 during the Wonder selection
  std::uint16_t move = 0;  // 1-based move of the game it happened on
  // VP it was worth at the end to whoever holds it (constructed or taken, built, taken,
  // activated, controlled), wherever the effect lives: a card's, Wonder's or token's own
  // VP and its Pantheon VP (Mysticism), a Grand Temple's part of the temples' row, a
  // Divinity's VP and the coins left on it (Astarte), a Chamber's Senate VP. Together:
  // every VP of the score sheet but the treasury's and the Conflict pawn's.
  std::int16_t points = 0;
  bool operator==(const Acquisition&) const = default;
};

struct GameSummary {
  int game = 0;  // index in the match: setup seed = match seed + game
  int winner_agent = -1;  // 0 = A, 1 = B, -1 = shared victory
  VictoryType victory = VictoryType::None;
  int moves = 0;
  std::array<std::array<int, kScoreCategoryCount>, 2> points{};  // by agent
  // How many of them the game scores (score_categories: base games write 9 in a line).
  int categories = kBaseScoreCategoryCount;
  int lead_changes = 0;
  // The turns played: moves of the Play phase that were a turn's action (not the Wonder
  // selection, a decision such as a Progress token's choice, or a Conspiracy triggered
  // before the action).
  int turns = 0;
  // The agent strictly ahead on the running score at the end of Age I and of Age II: -1
  // when level, -2 when the game ended before that Age did.
  std::array<int, 2> age_leaders{-2, -2};
  // The move after which the winner stayed strictly ahead on the running score to the
  // end; the game length when the winner was not ahead at the end; -1 for a draw.
  int clear_after = -1;
  std::vector<Acquisition> items;
  // Agora: for each Decree, the moves after which each agent controlled its Chamber while
  // it lay face up (empty without Agora).
  std::vector<std::array<std::uint16_t, 2>> decree_moves;
  bool operator==(const GameSummary&) const = default;

  int total(int agent) const;
};

// Builds a GameSummary while the game is played (see match.hpp's GameWatcher).
class SummaryWatcher : public GameWatcher {
 public:
  SummaryWatcher(int game, GameSummary& out) : a_seat_(seat_of_a(game)), out_(out) { out.game = game; }
  void after_move(const GameState& state, Player mover, const EventLog& events) override;
 private:
  void finish(const GameState& state);
  bool is_last_use(const Acquisition& item) const;  // a card's last use that put it in item.agent's city
  int agent_of(Player p) const { return p == a_seat_ ? 0 : 1; }
  Player seat(int agent) const { return static_cast<Player>(agent == 0 ? a_seat_ : 1 - a_seat_); }
  int a_seat_;
  GameSummary& out_;
  int move_ = 0;
  int last_leader_ = -1;  // agent last strictly ahead on the running score, -1 before anyone led
  std::array<int, 2> last_not_ahead_{};  // by agent: the last move after which it was not strictly ahead
  std::array<std::array<std::uint16_t, 2>, kChambers> chamber_taken_{};  // by Chamber: the move and Age its controller took it
  std::array<ConspiracyId, 2> drawn_{};  // the Conspiracies drawn by the conspire being decided
  int drawn_count_ = 0;
  Phase phase_before_ = Phase::WonderSelection;  // the phase the move being watched was played in
  std::array<std::uint8_t, 2> offerings_held_{};  // by seat: the Offering tokens held after the last move
};

// The "running score" that defines the lead: each player's score sheet total as if the
// game ended now (cards, Wonders, tokens, treasury and the Conflict pawn).
int running_score(const GameState& state, Player p);

// The VP the item `id` of `kind` (a card, Wonder, Progress token or Divinity) is worth at
// the end to p, if p holds it (0 otherwise), wherever its effect lives; a Grand Temple's
// part of the temples' row is added by the summary, which knows the order they came in.
int held_points(const GameState& s, Player p, ItemKind kind, int id);

// The compact JSON line of a game in games.jsonl (no newline), and back (error names the problem).
std::string summary_line(const GameSummary& g);
bool summary_from_json(const nlohmann::json& j, GameSummary& out, std::string& error);

}  // namespace duel::cli::balance
