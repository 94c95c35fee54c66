#include "duel/ai/mcts_agent.hpp"

#include <algorithm>
#include <thread>

namespace duel::ai {
namespace {

// splitmix64 finaliser: well-spread per-thread seeds from (agent seed, move, thread).
std::uint64_t mix(std::uint64_t x) {
  x += 0x9e3779b97f4a7c15ULL;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
  return x ^ (x >> 31);
}

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

}  // namespace

SearchResult search(const GameState& observation, const SearchConfig& config, std::uint64_t seed) {
  using Clock = std::chrono::steady_clock;
  const Clock::time_point start = Clock::now();
  const bool timed = config.seconds > 0.0;
  const Clock::time_point deadline =
      start + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(config.seconds));
  const int threads = std::max(1, config.threads);

  std::vector<std::vector<RootStat>> per_thread(static_cast<std::size_t>(threads));
  std::vector<long long> done(static_cast<std::size_t>(threads), 0);
  auto run = [&](int t) {
    long long share = 0;
    if (config.iterations > 0) {
      share = config.iterations / threads + (t < config.iterations % threads ? 1 : 0);
      if (share == 0) return;
    }
    const std::uint64_t thread_seed = mix(seed ^ mix(static_cast<std::uint64_t>(t) + 1));
    per_thread[static_cast<std::size_t>(t)] =
        search_one_tree(observation, config, share, deadline, timed, thread_seed, done[static_cast<std::size_t>(t)]);
  };
  std::vector<std::thread> pool;
  for (int t = 1; t < threads; ++t) pool.emplace_back(run, t);
  run(0);
  for (std::thread& th : pool) th.join();

  // Merge in thread order, then sort by action key: the result never depends on timing.
  SearchResult result;
  for (int t = 0; t < threads; ++t) {
    merge(result.stats, per_thread[static_cast<std::size_t>(t)]);
    result.iterations += done[static_cast<std::size_t>(t)];
  }
  std::sort(result.stats.begin(), result.stats.end(),
            [](const RootStat& a, const RootStat& b) { return a.action < b.action; });
  // The most visited move is the most robust choice; ties go to the better mean.
  const RootStat* best = nullptr;
  for (const RootStat& s : result.stats) {
    if (best == nullptr || s.visits > best->visits ||
        (s.visits == best->visits && s.reward > best->reward)) {
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

// A digest of what the observation shows, so that the same seed and the same
// observation give the same search whatever was played before.
std::uint64_t observation_digest(const GameState& o) {
  std::uint64_t h = mix(static_cast<std::uint64_t>(o.phase) | std::uint64_t{o.current} << 8 |
                        std::uint64_t{o.age} << 16 | std::uint64_t{o.selection_step} << 24);
  auto add = [&h](std::uint64_t v) { h = mix(h ^ v); };
  add(o.present);
  add(o.face_up);
  add(o.wonders_picked);
  add(static_cast<std::uint64_t>(o.conflict_pawn + 64));
  for (CardId c : o.slots) add(c);
  for (int i = 0; i < o.discard_count; ++i) add(o.discard_pile[static_cast<std::size_t>(i)]);
  for (TokenId t : o.board_tokens) add(t);
  for (int i = 0; i < o.drawn_token_count; ++i) add(o.drawn_tokens[static_cast<std::size_t>(i)]);
  add(o.military_tokens);
  for (const City& c : o.cities) {
    add(c.cards.words[0]);
    add(c.cards.words[1]);
    add(static_cast<std::uint64_t>(c.coins));
    add(c.progress);
    for (CardId w : c.wonder_cards) add(w);
  }
  return h;
}

Action MctsAgent::choose(const GameState& observation) {
  const std::uint64_t move_seed = mix(seed_ ^ observation_digest(observation));
  ActionList legal;
  observation.legal_actions(legal);
  if (legal.size() == 1) return legal[0];  // nothing to think about
  last_ = search(observation, config_, move_seed);
  return last_.best;
}

}  // namespace duel::ai
