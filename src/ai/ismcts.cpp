#include "duel/ai/ismcts.hpp"

#include <algorithm>
#include <cmath>

#include "duel/ai/evaluation.hpp"
#include "duel/ai/value_net.hpp"
#include "duel/observation.hpp"

namespace duel::ai {
namespace {

struct Node {
  Action action;           // the move leading here
  Player mover = 0;        // who made it
  int first_child = -1;
  int next_sibling = -1;
  std::uint32_t visits = 0;
  std::uint32_t available = 0;  // iterations in which this move was legal at the parent
  std::uint32_t order = 0;      // priors_once: 1 + its children's prior order's index, 0 = none yet
  double reward = 0.0;          // summed, from the mover's side
};
static_assert(sizeof(Node) <= 32, "kMaxTreeNodes's memory bound assumes 32-byte nodes");

// What a player in science mode adds to a move's value: enough to take any science card
// or token before everything but an immediate win (which is worth kWinValue).
double science_first(const GameState& s, const Action& a) {
  constexpr double kFirst = 100.0;
  const Rules& rules = s.rules();
  switch (a.type) {
    case ActionType::Construct:
    case ActionType::ConstructFromDiscard:
      return rules.cards[a.card].effects.science != kNone ? kFirst : 0.0;
    case ActionType::ChooseProgress:
      return rules.progress_tokens[a.card].effects.science != kNone ? kFirst : 0.0;
    default:
      return 0.0;
  }
}

class Tree {
 public:
  Tree(const GameState& observation, const SearchConfig& config, std::uint64_t seed, std::size_t max_nodes)
      : observation_(observation), viewer_(observation.to_move()), dealer_(observation, viewer_), config_(config), rng_(seed),
        max_nodes_(std::max<std::size_t>(max_nodes, 1)), style_(config.biased) {
    style_.science = config.science_playouts;
    nodes_.reserve(std::min<std::size_t>(4096, max_nodes_));
    nodes_.push_back(Node{});
    order_start_.push_back(0);
  }

  std::size_t nodes() const { return nodes_.size(); }

  void iterate() {
    GameState world = dealer_.deal(rng_);
    nodes_[0].visits += 1;  // the root's own count: only widening reads it
    path_.clear();
    path_.push_back(0);
    int node = 0;
    ActionList legal;
    while (!world.is_terminal()) {
      world.legal_actions(legal);
      const int child = select_or_expand(node, world, legal);
      if (child < 0) break;  // the tree is full and no child here: play out from this node
      world.apply(nodes_[static_cast<std::size_t>(child)].action);
      path_.push_back(child);
      node = child;
      if (nodes_[static_cast<std::size_t>(child)].visits == 0) break;  // just expanded
    }
    const double p1_reward = config_.biased_playouts ? biased_reward(world) : playout(world);
    for (std::size_t i = 1; i < path_.size(); ++i) {
      Node& n = nodes_[static_cast<std::size_t>(path_[i])];
      n.visits += 1;
      n.reward += n.mover == 0 ? p1_reward : 1.0 - p1_reward;
    }
  }

  std::vector<RootStat> root_stats() const {
    std::vector<RootStat> stats;
    for (int c = nodes_[0].first_child; c >= 0; c = nodes_[static_cast<std::size_t>(c)].next_sibling) {
      const Node& n = nodes_[static_cast<std::size_t>(c)];
      stats.push_back(RootStat{n.action, n.visits, n.reward});
    }
    return stats;
  }

 private:
  // Picks the child to follow: an untried legal move if any (best prior first), else
  // the legal child with the highest UCB score among those available now. Once the
  // tree is full, untried moves are no longer added (-1 when no child is legal).
  int select_or_expand(int node, const GameState& world, const ActionList& legal) {
    std::array<bool, ActionList::kCapacity> tried;  // only the first legal.size() are used
    std::fill_n(tried.begin(), legal.size(), false);
    int best_child = -1;
    double best_score = -1.0;
    int children = 0;
    const int parent_index = node;
    for (int c = nodes_[static_cast<std::size_t>(node)].first_child; c >= 0;
         c = nodes_[static_cast<std::size_t>(c)].next_sibling) {
      ++children;
      Node& child = nodes_[static_cast<std::size_t>(c)];
      const Action* it = std::lower_bound(legal.begin(), legal.end(), child.action);
      if (it == legal.end() || !(*it == child.action)) continue;
      tried[static_cast<std::size_t>(it - legal.begin())] = true;
      child.available += 1;
      const double mean = child.reward / child.visits;
      const double score =
          mean + config_.exploration * std::sqrt(std::log(static_cast<double>(child.available)) / child.visits);
      if (score > best_score) {
        best_score = score;
        best_child = c;
      }
    }
    if (config_.priors_once) {
      // widen=W: a node visited n times has at most 1 + W·√n children, so its visits go
      // to its best-prior moves first (while none of them is legal in this world, it
      // expands). Only with the stored priors, so not with an expansion's epsilon-greedy
      // playouts, whose priors come at every visit (docs/ai.md, "Progressive widening").
      if (config_.widen > 0.0 && best_child >= 0 &&
          children >= 1 + static_cast<int>(config_.widen * std::sqrt(static_cast<double>(nodes_[static_cast<std::size_t>(node)].visits)))) {
        return best_child;
      }
      return expand_in_order(node, world, legal, tried, best_child);
    }
    int untried = -1;
    double best_prior = 0.0;
    ActionValues value(world);
    for (int i = 0; i < legal.size(); ++i) {
      if (tried[static_cast<std::size_t>(i)]) continue;
      // A little noise so equal priors are not always expanded in key order.
      const double prior = value(legal[i]) + 0.01 * (rng_.below(1000) / 1000.0);
      if (untried < 0 || prior > best_prior) {
        untried = i;
        best_prior = prior;
      }
    }
    if (untried < 0 || nodes_.size() >= max_nodes_) return best_child;
    return add_child(parent_index, legal[untried], world.to_move());
  }

  int add_child(int parent, const Action& action, Player mover) {
    if (nodes_.size() == nodes_.capacity()) nodes_.reserve(std::min(2 * nodes_.capacity(), max_nodes_));
    Node fresh;
    fresh.action = action;
    fresh.mover = mover;
    fresh.available = 1;
    fresh.next_sibling = nodes_[static_cast<std::size_t>(parent)].first_child;
    nodes_.push_back(fresh);
    const int index = static_cast<int>(nodes_.size() - 1);
    nodes_[static_cast<std::size_t>(parent)].first_child = index;
    return index;
  }

  // Whether the tree may grow: its nodes and the stored prior orders (eight actions
  // counted as one node's bytes) within the limit.
  bool full() const { return nodes_.size() + orders_.size() / 8 >= max_nodes_; }

  // priors_once: the first time a node expands, its legal moves are stored in prior order
  // (best first; equal priors in key order). Each expansion takes the first stored move
  // that is legal in this world and untried; a legal move the stored order lacks (met
  // only in other worlds) comes after them, in key order.
  int expand_in_order(int node, const GameState& world, const ActionList& legal,
                      const std::array<bool, ActionList::kCapacity>& tried, int best_child) {
    int untried = -1;
    for (int i = 0; i < legal.size() && untried < 0; ++i) untried = tried[static_cast<std::size_t>(i)] ? -1 : i;
    if (untried < 0 || full()) return best_child;
    Node& parent = nodes_[static_cast<std::size_t>(node)];
    if (parent.order == 0) {
      ActionValues value(world);
      // Left uninitialised (only the first legal.size() are written and read): an array of
      // std::pair was zeroed whole, 15 KB at every node's first expansion.
      struct Ranked {
        double minus_prior;
        int index;
      };
      std::array<Ranked, ActionList::kCapacity> ranked;
      for (int i = 0; i < legal.size(); ++i) ranked[static_cast<std::size_t>(i)] = {-value(legal[i]), i};
      std::sort(ranked.begin(), ranked.begin() + legal.size(), [](const Ranked& a, const Ranked& b) {
        return a.minus_prior < b.minus_prior || (a.minus_prior == b.minus_prior && a.index < b.index);
      });
      for (int i = 0; i < legal.size(); ++i) orders_.push_back(legal[ranked[static_cast<std::size_t>(i)].index]);
      order_start_.push_back(static_cast<std::uint32_t>(orders_.size()));
      parent.order = static_cast<std::uint32_t>(order_start_.size() - 1);
    }
    const std::uint32_t begin = order_start_[parent.order - 1], end = order_start_[parent.order];
    for (std::uint32_t k = begin; k < end; ++k) {
      const Action* it = std::lower_bound(legal.begin(), legal.end(), orders_[k]);
      if (it == legal.end() || !(*it == orders_[k]) || tried[static_cast<std::size_t>(it - legal.begin())]) continue;
      return add_child(node, *it, world.to_move());
    }
    return add_child(node, legal[untried], world.to_move());
  }

  // Hard's playout; player 1's (index 0) result, or where it stopped at an Age's end
  // (cutoff), player 1's chance of winning by the search's evaluation.
  double biased_reward(GameState& world) {
    if (style_.cutoff_ages == 0) return biased_playout(world, style_, rng_);
    biased_playout_to_cutoff(world, style_, rng_);
    if (config_.value_net && config_.weights && config_.weights->value_net && !world.is_terminal()) {
      return config_.weights->value_net->p1_win(world);  // value=net: the network judges the Age's start
    }
    return win_probability(world, 0, config_.evaluation, config_.weights.get());
  }

  // A short epsilon-greedy playout; returns player 1's (index 0) chance of winning.
  double playout(GameState& world) {
    ActionList legal;
    bool science_mode[2] = {false, false};
    if (config_.science_playouts > 0.0) {
      const auto threshold = static_cast<std::uint32_t>(config_.science_playouts * 1000.0);
      for (bool& mode : science_mode) mode = rng_.below(1000) < threshold;
    }
    for (int ply = 0; ply < config_.playout_depth && !world.is_terminal(); ++ply) {
      world.legal_actions(legal);
      int pick = 0;
      if (legal.size() > 1) {
        if (rng_.below(1000) < static_cast<std::uint32_t>(config_.epsilon * 1000.0)) {
          pick = static_cast<int>(rng_.below(static_cast<std::uint32_t>(legal.size())));
        } else {
          double best = -1e18;
          ActionValues value(world);
          const bool science = science_mode[world.to_move()];
          for (int i = 0; i < legal.size(); ++i) {
            const double v = value(legal[i]) + (science ? science_first(world, legal[i]) : 0.0);
            if (v > best) {
              best = v;
              pick = i;
            }
          }
        }
      }
      world.apply(legal[pick]);
    }
    return win_probability(world, 0, config_.evaluation, config_.weights.get());
  }

  const GameState& observation_;
  Player viewer_;
  Determinizer dealer_;  // the worlds of observation_, what viewer_ saw gathered once
  const SearchConfig& config_;
  Rng rng_;
  std::size_t max_nodes_;
  std::vector<Node> nodes_;
  std::vector<int> path_;
  PlayoutStyle style_;                      // the biased playouts' (science from the config)
  std::vector<Action> orders_;              // priors_once: the nodes' prior orders, one after another
  std::vector<std::uint32_t> order_start_;  // order k (Node::order k + 1) is [start[k], start[k + 1])
};

}  // namespace

TreeResult search_one_tree(const GameState& observation, const SearchConfig& config, long long iterations,
                           std::chrono::steady_clock::time_point deadline, bool timed, std::uint64_t seed,
                           std::size_t max_nodes) {
  Tree tree(observation, config, seed, max_nodes);
  TreeResult result;
  while (iterations == 0 || result.iterations < iterations) {
    if (timed && std::chrono::steady_clock::now() >= deadline) {
      result.time_capped = true;
      break;
    }
    tree.iterate();
    ++result.iterations;
  }
  result.stats = tree.root_stats();
  result.nodes = tree.nodes();
  return result;
}

}  // namespace duel::ai
