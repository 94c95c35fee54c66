#include "session.hpp"

#include <algorithm>
#include <cctype>
#include <filesystem>

#include "duel/notation.hpp"
#include "duel/observation.hpp"
#include "duel/setup.hpp"
#include "levels.hpp"
#include "save_files.hpp"

namespace duel::ui {

std::unique_ptr<GameSession> GameSession::start(std::shared_ptr<const Rules> rules, std::uint64_t seed,
                                                const GameOptions& options) {
  GameRecord record;
  record.seed = seed;
  record.options = options;
  record.setup = make_setup(*rules, seed, options);
  std::string error;
  return from_record(std::move(rules), record, error);
}

std::unique_ptr<GameSession> GameSession::from_record(std::shared_ptr<const Rules> rules, const GameRecord& record,
                                                      std::string& error, int max_moves) {
  if (!rules) {
    error = "no game data loaded";
    return nullptr;
  }
  const Setup setup = record_setup(*rules, record);
  if (std::string problem = check_setup(*rules, setup); !problem.empty()) {
    error = "the saved setup is not valid: " + problem;
    return nullptr;
  }
  std::unique_ptr<GameSession> s(new GameSession());
  s->rules_ = rules;
  s->record_.seed = record.seed;
  s->record_.options = record.options;
  s->record_.setup = setup;
  s->record_.players = record.players;
  if (computer_seat(record, s->ai_seat, s->difficulty)) {
    // Named before the replay, so that the move log says "You" and "Computer".
    s->names[s->ai_seat] = "Computer";
    s->names[opponent(s->ai_seat)] = "You";
  }
  s->states_.emplace_back(*rules, setup);
  // Rebuild move by move so that every earlier state is there for undo.
  const int count = max_moves < 0 ? static_cast<int>(record.moves.size())
                                  : std::min<int>(max_moves, static_cast<int>(record.moves.size()));
  for (int i = 0; i < count; ++i) {
    const std::string& text = record.moves[static_cast<std::size_t>(i)];
    const std::optional<Action> a = parse_action(s->state(), text);
    EventLog events;
    if (!a || !s->play(*a, events)) {
      error = "move " + std::to_string(i + 1) + ": " + quote_excerpt(text) + " is not legal in this game";  // cut as the CLI cuts it
      return nullptr;
    }
  }
  return s;
}

std::unique_ptr<GameSession> GameSession::from_json(std::shared_ptr<const Rules> rules, const std::string& json,
                                                    std::string& error, int max_moves) {
  if (!rules) {
    error = "no game data loaded";
    return nullptr;
  }
  std::optional<GameRecord> record = record_from_json(*rules, json, error);
  if (!record) return nullptr;
  return from_record(std::move(rules), *record, error, max_moves);
}

bool GameSession::play(const Action& a, EventLog& events) {
  GameState next = state();
  const Player who = next.to_move();
  events.clear();
  if (!next.apply(a, &events)) return false;
  record_.moves.push_back(action_to_string(*rules_, a, kReferee, who));
  states_.push_back(next);
  ++version_;
  actions_.push_back(a);
  log_move(a, who, events);
  return true;
}

void GameSession::log_move(const Action& a, Player p, const EventLog& events) {
  const int index = move_count() - 1;
  // Read by the human seat, or by both players in hot-seat: hidden ids stay hidden.
  const EventLog seen = events_seen_by(events, log_reader());
  log_.push_back({index, move_sentence(*rules_, a, names[p], names, &seen, state().age), p, false});
  for (const Event& e : seen) {
    // Repeating the move itself is noise; consequences are worth a line.
    if (e.type == EventType::CardRevealed || event_repeats_move(e, a)) continue;
    std::string text = event_message(*rules_, e, names);
    if (!text.empty()) log_.push_back({index, text, e.player, true});
  }
}

bool GameSession::undo() {
  if (states_.size() <= 1) return false;
  states_.pop_back();
  ++version_;
  actions_.pop_back();
  record_.moves.pop_back();
  const int n = move_count();
  while (!log_.empty() && log_.back().move >= n) log_.pop_back();
  return true;
}

bool GameSession::undo_to_human(Player human) {
  // Take back moves until a human decision has been undone and it is the human's turn.
  bool undone_human = false;
  while (states_.size() > 1) {
    const Player mover = states_[states_.size() - 2].to_move();
    undo();
    if (mover == human) undone_human = true;
    if (undone_human && state().to_move() == human) return true;
  }
  return undone_human;
}

bool GameSession::undo_own_move(Player who) {
  // states_[i] is the state move i was made from: its player to move made it.
  for (std::size_t i = states_.size() - 1; i-- > 0;) {
    if (states_[i].to_move() != who) continue;
    while (states_.size() > i + 1) undo();
    return true;
  }
  return false;
}

const GameState& GameSession::view(Player viewer) const {
  const GameState& s = state();
  if (viewer > 1 || s.is_terminal()) return s;
  if (!view_.state || view_.version != version_ || view_.viewer != viewer) {
    view_.state = std::make_unique<GameState>(observe(s, viewer));
    view_.version = version_;
    view_.viewer = viewer;
  }
  return *view_.state;
}

std::string GameSession::to_json() const {
  GameRecord record = record_;
  for (Player p = 0; p < 2; ++p) record.players[p] = p == ai_seat ? difficulty : "human";
  return record_to_json(*rules_, record, true);
}

bool computer_seat(const GameRecord& record, Player& seat, std::string& level) {
  for (Player p = 0; p < 2; ++p) {
    const std::string& who = record.players[p];
    if (level_index(who) >= 0) {  // a level of the menu (levels.hpp); "human" is not
      seat = p;
      level = who;
      return true;
    }
  }
  return false;
}

std::unique_ptr<GameSession> load_session(std::shared_ptr<const Rules> rules, const std::string& path,
                                          std::string& error, int max_moves, RulesCache* cache) {
  const std::optional<std::string> text = read_save_file(path, error);
  if (!text) return nullptr;
  // The rules of the save's expansions (record.hpp record_options).
  const std::optional<GameOptions> options = record_options(*text, error);
  if (!options) return nullptr;
  if (cache && rules && options->expansions != expansions_of(*rules)) {
    const LoadResult& loaded = cache->get(options->expansions);
    if (!loaded.ok()) {
      error = "the rules of its expansions cannot be loaded: " + loaded.errors.front().to_string();
      return nullptr;
    }
    rules = loaded.rules;
  }
  return GameSession::from_json(std::move(rules), *text, error, max_moves);
}

ContinueOffer read_continue_offer(std::shared_ptr<const Rules> rules, const std::string& autosave, RulesCache* cache) {
  ContinueOffer offer;
  std::error_code ec;
  if (autosave.empty() || !std::filesystem::exists(std::filesystem::symlink_status(autosave, ec))) {
    offer.summary = "No game to continue yet";
    return offer;
  }
  std::string error;
  offer.game = load_session(std::move(rules), autosave, error, -1, cache);
  if (!offer.game) {
    offer.summary = "The last game cannot be continued: " + error;
    offer.damaged = true;
    return offer;
  }
  const GameSession& s = *offer.game;
  offer.summary = progress_text(s) + (s.ai_seat < 2 ? ", against the computer (" + level_name(s.difficulty) + ")" : ", hot-seat");
  if (!s.record().options.expansions.empty()) offer.summary += ", with " + expansions_text(s.record().options);
  return offer;
}

std::string expansions_text(const GameOptions& options) {
  std::string text;
  for (const std::string& e : options.expansions) {
    if (!text.empty()) text += " and ";
    text += e.empty() ? e : static_cast<char>(std::toupper(static_cast<unsigned char>(e[0]))) + e.substr(1);
  }
  return text;
}

std::string progress_text(const GameSession& s) {
  // A finished game says so (it said "move 73" for a game of 72 moves).
  static constexpr const char* kAges[] = {"Wonder selection", "Age I", "Age II", "Age III"};
  const GameState& state = s.state();
  return state.is_terminal() ? "game over after " + std::to_string(s.move_count()) + " moves"
                             : std::string(kAges[std::min<int>(state.age, 3)]) + ", move " +
                                   std::to_string(s.move_count() + 1);
}

}  // namespace duel::ui
