// rival's search (docs/ai.md "rival"): single-observer information-set MCTS over one
// tree. An arm is an action together with the structure slot of its card, so that the
// same card met at different places in different sampled worlds makes different arms.
// Selection is UCB with exploration 1.5 on rewards in [-1, 1], each arm's count of
// chances being the iterations in which it was available; untried arms are expanded in
// random order (no priors). The tree grows only within the root's Age: from the start of
// the next one a playout runs. The move played is the root arm with the best mean.
//
// Hidden cards: the program it is modelled on draws a face-down card from the unseen
// cards only when it is uncovered. Each iteration here deals all unseen cards at random
// at its start (determinize); a card is looked at only once uncovered, and a uniform deal
// gives each uncovered card the same chances as drawing it from the cards still unseen
// at that moment, so the two sample the same worlds.
#include <algorithm>
#include <cmath>

#include "duel/ai/rival.hpp"
#include "duel/ai/seeding.hpp"
#include "duel/observation.hpp"

namespace duel::ai {
namespace {

struct Arm {
  Action action;
  std::uint8_t slot = kNone;  // the card's structure slot, kNone for moves without one
  Player mover = 0;
  int first_child = -1;
  int next_sibling = -1;
  std::uint32_t visits = 0;
  std::uint32_t available = 0;
  double reward = 0.0;  // summed, from the mover's side, in [-1, 1] per visit
};

// The structure slot an action takes its card from, kNone when it takes none.
std::uint8_t slot_of_action(const GameState& w, const Action& a) {
  if (w.phase != Phase::Play) return kNone;
  switch (a.type) {
    case ActionType::Construct:
    case ActionType::Discard:
    case ActionType::BuildWonder:
    case ActionType::PrepareConspiracy: {
      const int slot = w.slot_of(a.card, w.accessible);
      return slot < 0 ? kNone : static_cast<std::uint8_t>(slot);
    }
    default:
      return kNone;
  }
}

class RivalTree {
 public:
  RivalTree(const GameState& observation, std::uint64_t seed, std::size_t max_nodes)
      : observation_(observation), viewer_(observation.to_move()), dealer_(observation, viewer_), root_age_(observation.age), rng_(seed),
        max_nodes_(std::max<std::size_t>(max_nodes, 1)) {
    arms_.reserve(std::min<std::size_t>(4096, max_nodes_));
    arms_.push_back(Arm{});
  }

  std::size_t nodes() const { return arms_.size(); }

  void iterate() {
    GameState world = dealer_.deal(rng_);
    path_.clear();
    int node = 0;
    ActionList legal;
    while (!world.is_terminal() && world.age == root_age_) {
      world.legal_actions(legal);
      const int child = select_or_expand(node, world, legal);
      if (child < 0) break;
      world.apply(arms_[static_cast<std::size_t>(child)].action);
      path_.push_back(child);
      node = child;
      if (arms_[static_cast<std::size_t>(child)].visits == 0) break;  // just expanded
    }
    const double p1_reward = rival_playout(world, rng_);
    for (const int i : path_) {
      Arm& arm = arms_[static_cast<std::size_t>(i)];
      arm.visits += 1;
      arm.reward += arm.mover == 0 ? p1_reward : -p1_reward;
    }
  }

  std::vector<RootStat> root_stats() const {
    std::vector<RootStat> stats;
    for (int c = arms_[0].first_child; c >= 0; c = arms_[static_cast<std::size_t>(c)].next_sibling) {
      const Arm& arm = arms_[static_cast<std::size_t>(c)];
      stats.push_back(RootStat{arm.action, arm.visits, arm.reward});
    }
    std::sort(stats.begin(), stats.end(), [](const RootStat& a, const RootStat& b) { return a.action < b.action; });
    return stats;
  }

 private:
  int select_or_expand(int node, const GameState& world, const ActionList& legal) {
    std::array<bool, ActionList::kCapacity> tried;
    std::fill_n(tried.begin(), legal.size(), false);
    int best = -1;
    double best_score = 0.0;
    for (int c = arms_[static_cast<std::size_t>(node)].first_child; c >= 0;
         c = arms_[static_cast<std::size_t>(c)].next_sibling) {
      Arm& arm = arms_[static_cast<std::size_t>(c)];
      const Action* it = std::lower_bound(legal.begin(), legal.end(), arm.action);
      if (it == legal.end() || !(*it == arm.action) || slot_of_action(world, *it) != arm.slot) continue;
      tried[static_cast<std::size_t>(it - legal.begin())] = true;
      arm.available += 1;
      const double score = arm.reward / arm.visits +
                           kRivalExploration * std::sqrt(std::log(static_cast<double>(arm.available)) / arm.visits);
      if (best < 0 || score > best_score) {
        best = c;
        best_score = score;
      }
    }
    int untried = 0;
    for (int i = 0; i < legal.size(); ++i) untried += tried[static_cast<std::size_t>(i)] ? 0 : 1;
    if (untried == 0 || arms_.size() >= max_nodes_) return best;
    // No priors: an untried arm at random.
    int k = static_cast<int>(rng_.below(static_cast<std::uint32_t>(untried)));
    int pick = 0;
    for (; pick < legal.size(); ++pick) {
      if (!tried[static_cast<std::size_t>(pick)] && k-- == 0) break;
    }
    if (arms_.size() == arms_.capacity()) arms_.reserve(std::min(2 * arms_.capacity(), max_nodes_));
    Arm fresh;
    fresh.action = legal[pick];
    fresh.slot = slot_of_action(world, legal[pick]);
    fresh.mover = world.to_move();
    fresh.available = 1;
    fresh.next_sibling = arms_[static_cast<std::size_t>(node)].first_child;
    arms_.push_back(fresh);
    const int index = static_cast<int>(arms_.size() - 1);
    arms_[static_cast<std::size_t>(node)].first_child = index;
    return index;
  }

  const GameState& observation_;
  Player viewer_;
  Determinizer dealer_;  // the worlds of observation_, what viewer_ saw gathered once
  std::uint8_t root_age_;
  Rng rng_;
  std::size_t max_nodes_;
  std::vector<Arm> arms_;
  std::vector<int> path_;
};

}  // namespace

RivalResult rival_search(const GameState& observation, const RivalConfig& config, std::uint64_t seed) {
  using Clock = std::chrono::steady_clock;
  const bool timed = config.seconds > 0.0;
  const Clock::time_point deadline =
      Clock::now() + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(config.seconds));
  RivalTree tree(observation, seed, static_cast<std::size_t>(kMaxTreeNodes));
  RivalResult result;
  // Neither a budget nor a time (the spec parser refuses it): one iteration, not a hang.
  const auto budget = config.iterations == 0 && !timed ? decltype(config.iterations){1} : config.iterations;
  while (budget == 0 || result.iterations < budget) {
    if (timed && Clock::now() >= deadline) {
      result.time_capped = true;
      break;
    }
    tree.iterate();
    ++result.iterations;
  }
  result.stats = tree.root_stats();
  result.nodes = tree.nodes();
  // The best mean; ties go to the more visited arm, then to the lower action key.
  const RootStat* best = nullptr;
  for (const RootStat& s : result.stats) {
    if (s.visits == 0) continue;
    const double mean = s.reward / static_cast<double>(s.visits);
    const double best_mean = best ? best->reward / static_cast<double>(best->visits) : 0.0;
    if (best == nullptr || mean > best_mean || (mean == best_mean && s.visits > best->visits)) best = &s;
  }
  if (best != nullptr) {
    result.best = best->action;
  } else {
    ActionList legal;  // no iteration ran (zero time): the first legal move
    observation.legal_actions(legal);
    result.best = legal[0];
  }
  return result;
}

Action RivalAgent::choose(const GameState& observation) {
  ActionList legal;
  observation.legal_actions(legal);
  last_ = RivalResult{};
  if (legal.size() == 1) return legal[0];
  last_ = rival_search(observation, config_, mix_seed(seed_ ^ observation_digest(observation)));
  return last_.best;
}

}  // namespace duel::ai
