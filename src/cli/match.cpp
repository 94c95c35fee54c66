#include "match.hpp"

#include <algorithm>
#include <atomic>
#include <functional>
#include <memory>
#include <system_error>
#include <thread>
#include <vector>

#include "cli.hpp"
#include "duel/notation.hpp"
#include "duel/observation.hpp"
#include "duel/setup.hpp"

namespace duel::cli {

GameOutcome play_game(const Rules& rules, const Match& match, int game, std::string& error, GameWatcher* watcher) {
  const int a_seat = seat_of_a(game);
  std::unique_ptr<ai::Agent> seats[2];
  for (int agent = 0; agent < 2; ++agent) {
    const int seat = agent == 0 ? a_seat : 1 - a_seat;
    seats[seat] = ai::make_agent(match.specs[agent], match.seed * 1000003ULL + static_cast<std::uint64_t>(game) * 2 + static_cast<std::uint64_t>(agent), error, match.weights);
    if (!seats[seat]) return {};
  }
  GameOptions options;
  options.first_game_wonders = match.first_game;
  GameState state(rules, make_setup(rules, setup_seed(match, game), options));
  GameOutcome out;
  EventLog events;
  while (!state.is_terminal()) {
    const Player p = state.to_move();
    const Action action = ai::timed_choose(*seats[p], observe(state, p), out.thinking[p == a_seat ? 0 : 1]);
    if (match.keep_moves) out.move_words.push_back(action_to_string(state, action, kReferee));
    events.clear();
    if (!state.apply(action, watcher ? &events : nullptr)) {
      // Where and what, so the game can be replayed: its number, its setup seed, the move
      // (a refused move leaves the state as it was).
      const GameState& before = state;
      ActionList legal;
      before.legal_actions(legal);
      std::string offered;
      for (const Action& a : legal) offered += (offered.empty() ? "" : ", ") + action_to_string(before, a, kReferee);
      error = "game " + std::to_string(game + 1) + " (setup seed " + std::to_string(setup_seed(match, game)) + "), move " +
              std::to_string(out.moves + 1) + ": agent " + seats[p]->name() + " chose an illegal action '" +
              action_to_string(before, action, kReferee) + "' (legal: " + offered + ")";
      return {};
    }
    if (watcher) watcher->after_move(state, p, events);
    ++out.moves;
  }
  out.victory = state.victory;
  if (state.winner != kNone) out.winner_agent = state.winner == a_seat ? 0 : 1;
  out.sheets[0] = score_sheet(state, static_cast<Player>(a_seat));
  out.sheets[1] = score_sheet(state, static_cast<Player>(1 - a_seat));
  return out;
}

GameRecord match_record(const Rules& rules, const Match& match, int game, const GameOutcome& outcome) {
  GameRecord record;
  record.seed = setup_seed(match, game);
  record.options.first_game_wonders = match.first_game;
  record.options.expansions = expansions_of(rules);
  record.setup = make_setup(rules, record.seed, record.options);
  const int a_seat = seat_of_a(game);
  record.players[static_cast<std::size_t>(a_seat)] = match.specs[0];
  record.players[static_cast<std::size_t>(1 - a_seat)] = match.specs[1];
  record.moves = outcome.move_words;
  return record;
}

std::string for_each_game(int count, int threads, const std::function<std::string(int)>& play) {
  const int n = std::max(1, threads);
  std::vector<std::string> errors(static_cast<std::size_t>(n));
  std::atomic<int> next{0};
  std::atomic<bool> failed{false};
  // Each worker takes the next game until none is left, so the outcomes do not depend on
  // how many threads the system let us start; no exception escapes a thread.
  auto worker = [&](std::string& error) {
    try {
      for (int g = next++; g < count && !failed; g = next++) {
        error = play(g);
        if (!error.empty()) {
          failed = true;
          return;
        }
      }
    } catch (...) {
      error = failure_message(std::current_exception());
      failed = true;
    }
  };
  std::vector<std::thread> pool;
  pool.reserve(static_cast<std::size_t>(n));
  for (int t = 1; t < n; ++t) {
    try {
      pool.emplace_back(worker, std::ref(errors[static_cast<std::size_t>(t)]));
    } catch (const std::system_error&) {
      break;  // the system's thread limit: the threads already started share the games
    }
  }
  worker(errors[0]);
  for (auto& th : pool) th.join();
  for (const std::string& e : errors) {
    if (!e.empty()) return e;
  }
  return {};
}

}  // namespace duel::cli
