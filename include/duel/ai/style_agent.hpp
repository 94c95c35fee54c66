// Scripted style agents for strategy questions (balance: "are Conspirators better than
// Politicians?", "is rushing science too strong?"): Greedy that always takes the moves of
// its plan when the rules allow one (the best of them by Greedy's own judgement), and
// plays as Greedy otherwise. Simple, deterministic for a seed, as fast as Greedy.
#pragma once

#include <memory>
#include <string>

#include "duel/ai/greedy.hpp"

namespace duel::ai {

enum class StylePlan : std::uint8_t {
  Conspirators,  // recruits every Conspirator it can
  Politicians,   // recruits every Politician it can
  Science,       // constructs every green card it can, takes science tokens (Law)
};

// "conspirators", "politicians", "science"; false for another name.
bool style_plan_of(const std::string& name, StylePlan& out);
inline constexpr const char* kStylePlanNames = "conspirators, politicians or science";

// Whether `a` is a move of the plan in `observation`.
bool follows_plan(const GameState& observation, const Action& a, StylePlan plan);

class StyleAgent final : public Agent {
 public:
  StyleAgent(StylePlan plan, std::string name, std::uint64_t seed, int samples, Evaluation evaluation,
             std::shared_ptr<const EvalWeights> weights)
      : plan_(plan), name_(std::move(name)), greedy_(seed, samples, evaluation, std::move(weights)) {}
  Action choose(const GameState& observation) override;
  std::string name() const override { return name_; }

 private:
  StylePlan plan_;
  std::string name_;
  GreedyAgent greedy_;
};

}  // namespace duel::ai
