// A learned position evaluation (docs/ai.md "Learned evaluation"): one weight per feature
// and Age, fitted by `7wd-cli train` to the outcomes of self-play games and written to
// data/ai/eval-<expansions>.json, which the loader below reads by the data's strict rules
// (duel/json_reader.hpp), refusing a file whose features are not exactly these. The
// features are computed in src/ai/features.cpp: a new one is appended here and computed
// there. The engine knows nothing of them: an agent is given the weights for its game's
// expansions (make_agent, agent.hpp).
#pragma once

#include <array>
#include <cstdint>
#include <deque>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "duel/data_loader.hpp"  // DataError
#include "duel/types.hpp"

namespace duel::ai {

// Every feature is seen from one player's side ("me"): a difference is mine minus the
// opponent's, a pair of features gives each side's own.
inline constexpr std::array<std::string_view, 32> kEvalFeatureNames = {
    "heuristic",          // the hand-tuned evaluation (src/ai/evaluation.cpp), in VP
    "points_blue",        // the score sheet's categories, differences
    "points_green",
    "points_yellow",
    "points_purple",
    "points_wonders",
    "points_progress",
    "points_coins",
    "points_military",
    "points_expansions",  // Divinities, Grand Temples, Senate and "other"
    "pawn",               // the Conflict pawn's distance towards the opponent's capital
    "military_threat",    // closeness to a military victory, mine minus theirs
    "science_mine",       // different scientific symbols, mine
    "science_theirs",
    "science_five_mine",  // 1 with five different symbols or more: one from supremacy
    "science_five_theirs",
    "science_pairs",      // symbols held twice (a Progress token each), difference
    "progress_tokens",    // difference
    "coins",              // the treasuries, difference
    "raw_materials",      // wood, clay and stone produced (at most 2 each), difference
    "manufactured_goods", // glass and papyrus produced (at most 2 each), difference
    "one_of_producers",   // "one of" producers (yellow cards, Wonders), difference
    "fixed_prices",       // resources bought at a fixed price, difference
    "chains",             // chain symbols owned, difference
    "wonders_left_mine",  // Wonders still to build while the Wonder limit allows
    "wonders_left_theirs",
    "initiative",         // the best card the player to move can take now (+ mine, - theirs)
    "to_move",            // +1 when I move next, -1 when the opponent does
    "win_in_reach",       // +1 when I can win at once with a card in reach, -1 for the opponent
    "pantheon",           // the Pantheon's worth (Divinities, Offering and Mythology tokens), difference
    "agora",              // the Agora's worth (Senate control, Conspiracies), difference
    "chambers",           // Senate Chambers controlled, difference
};
inline constexpr int kEvalFeatureCount = static_cast<int>(kEvalFeatureNames.size());

struct ValueNet;  // value_net.hpp

struct EvalWeights {
  std::array<std::array<double, kEvalFeatureCount>, kAges> by_age{};  // Age I, II, III
  std::string file;     // where they were read, for messages ("ai/eval-base.json")
  std::string dataset;  // the training set's hash, as the file gives it
  std::string command;  // the command that made them
  // The value network for these expansions (ai/value-<expansions>.json, value_net.hpp),
  // loaded beside the weights when the data has it; null: none (Hard refuses value=net).
  std::shared_ptr<const ValueNet> value_net;
};

// The file holding the weights for a set of expansions under the data root:
// "ai/eval-base.json", "ai/eval-agora.json", "ai/eval-agora-pantheon.json" (names in
// canonical order, setup.hpp).
std::string eval_weights_file(const std::vector<std::string>& expansions);

struct WeightsLoad {
  std::shared_ptr<const EvalWeights> weights;  // null when the data has none or errors is not empty
  std::vector<DataError> errors;               // "ai/eval-base.json: /weights/age_2: ..."
  bool ok() const { return errors.empty(); }
};

// Reads the weights for `expansions` under the data root `data_dir` (the folder load_rules
// reads), when it has them: without the file the AI plays with its hand-tuned evaluation.
// A file that is there must name exactly these features, in order, with a finite weight
// for each in each Age, and the expansions its name says. The value network's file
// (value_net_file) is read with them when it is there, by load_value_net's rules.
WeightsLoad load_eval_weights(const std::string& data_dir, const std::vector<std::string>& expansions);

// The weights of each set of expansions, loaded once (RulesCache's companion, for a
// program whose games change expansions). Not thread-safe: one owner.
class EvalWeightsCache {
 public:
  explicit EvalWeightsCache(std::string data_dir) : data_dir_(std::move(data_dir)) {}
  const WeightsLoad& get(const std::vector<std::string>& expansions);

 private:
  std::string data_dir_;
  std::deque<std::pair<std::vector<std::string>, WeightsLoad>> loaded_;  // stable references
};

}  // namespace duel::ai
