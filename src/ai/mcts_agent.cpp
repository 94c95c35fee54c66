#include "duel/ai/mcts_agent.hpp"

#include <algorithm>
#include <exception>
#include <system_error>
#include <thread>

#include "duel/ai/seeding.hpp"

namespace duel::ai {
namespace {

void merge(std::vector<RootStat>& into, const std::vector<RootStat>& from) {
  for (const RootStat& s : from) {
    auto it = std::find_if(into.begin(), into.end(), [&](const RootStat& r) { return r.action == s.action; });
    if (it == into.end()) {
      into.push_back(s);
    } else {
      it->visits += s.visits;
      it->reward += s.reward;
    }
  }
}

// The search's settings for this game: playouts=auto plays the epsilon-greedy playouts
// (priors at every visit) when an expansion is on.
SearchConfig for_game(const SearchConfig& config, const GameState& observation) {
  SearchConfig c = config;
  if (c.greedy_with_expansions && (observation.pantheon.on || observation.agora.on)) {
    c.biased_playouts = c.priors_once = false;
  }
  return c;
}

}  // namespace

SearchResult search(const GameState& observation, const SearchConfig& game_config, std::uint64_t seed) {
  const SearchConfig config = for_game(game_config, observation);
  using Clock = std::chrono::steady_clock;
  const Clock::time_point start = Clock::now();
  const bool timed = config.seconds > 0.0;
  const Clock::time_point deadline =
      start + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(config.seconds));
  const int threads = std::max(1, config.threads);

  std::vector<TreeResult> per_thread(static_cast<std::size_t>(threads));
  const auto max_nodes = static_cast<std::size_t>(kMaxTreeNodes / threads);
  auto run = [&](int t) {
    long long share = 0;
    if (config.iterations > 0) {
      share = config.iterations / threads + (t < config.iterations % threads ? 1 : 0);
      if (share == 0) return;
    }
    const std::uint64_t thread_seed = mix_seed(seed ^ mix_seed(static_cast<std::uint64_t>(t) + 1));
    per_thread[static_cast<std::size_t>(t)] =
        search_one_tree(observation, config, share, deadline, timed, thread_seed, max_nodes);
  };
  // A share whose thread could not be started (the system's thread limit) runs here
  // afterwards: each share has its own seed, so the result is the same either way. An
  // exception in a thread (out of memory) is passed on to the caller, not terminate().
  std::vector<std::thread> pool;
  pool.reserve(static_cast<std::size_t>(threads));
  std::vector<int> inline_shares;
  std::vector<std::exception_ptr> failures(static_cast<std::size_t>(threads));
  auto guarded = [&](int t) {
    try {
      run(t);
    } catch (...) {
      failures[static_cast<std::size_t>(t)] = std::current_exception();
    }
  };
  for (int t = 1; t < threads; ++t) {
    try {
      pool.emplace_back(guarded, t);
    } catch (const std::system_error&) {
      inline_shares.push_back(t);
    }
  }
  guarded(0);
  for (const int t : inline_shares) guarded(t);
  for (std::thread& th : pool) th.join();
  for (const std::exception_ptr& failure : failures) {
    if (failure) std::rethrow_exception(failure);
  }

  // Merge in thread order, then sort by action key: the result never depends on timing.
  SearchResult result;
  for (int t = 0; t < threads; ++t) {
    const TreeResult& tree = per_thread[static_cast<std::size_t>(t)];
    merge(result.stats, tree.stats);
    result.iterations += tree.iterations;
    result.time_capped = result.time_capped || tree.time_capped;
    result.nodes += tree.nodes;
  }
  std::sort(result.stats.begin(), result.stats.end(),
            [](const RootStat& a, const RootStat& b) { return a.action < b.action; });
  // The most visited move is the most robust choice; ties go to the better mean. With
  // best_mean, the better mean first (ties: more visits).
  const RootStat* best = nullptr;
  for (const RootStat& s : result.stats) {
    if (s.visits == 0) continue;
    if (best == nullptr) {
      best = &s;
    } else if (config.best_mean) {
      const double mean = s.reward / static_cast<double>(s.visits);
      const double best_mean = best->reward / static_cast<double>(best->visits);
      if (mean > best_mean || (mean == best_mean && s.visits > best->visits)) best = &s;
    } else if (s.visits > best->visits || (s.visits == best->visits && s.reward > best->reward)) {
      best = &s;
    }
  }
  if (best != nullptr) {
    result.best = best->action;
  } else {
    ActionList legal;  // no iteration ran (zero time): fall back on the first legal move
    observation.legal_actions(legal);
    result.best = legal[0];
  }
  result.seconds = std::chrono::duration<double>(Clock::now() - start).count();
  return result;
}

Action MctsAgent::choose(const GameState& observation) {
  const std::uint64_t move_seed = mix_seed(seed_ ^ observation_digest(observation));
  ActionList legal;
  observation.legal_actions(legal);
  last_ = SearchResult{};
  if (legal.size() == 1) return legal[0];  // nothing to think about
  last_ = search(observation, config_, move_seed);
  return last_.best;
}

}  // namespace duel::ai
