// Runs an AI agent on a background thread so the window stays responsive. Each
// request is a job of its own (detached thread, shared result), so a request made
// stale by undo or a new game is simply ignored when it finishes.
#pragma once

#include <atomic>
#include <memory>
#include <optional>
#include <string>

#include "duel/action.hpp"
#include "duel/ai/eval_weights.hpp"
#include "duel/state.hpp"

namespace duel::ui {

struct AiResult {
  Action action;
  int ticket = 0;      // which request this answers
  bool is_hint = false;
};

class AiWorker {
 public:
  // Starts thinking on `observation` (observe(state, seat)); falls back to the random
  // agent when `spec` cannot be built, and says so in `notice`. `data_dir`: where the AI's
  // learned weights for the game's expansions are (a spec with eval=learned; empty: none).
  // Returns the ticket.
  int start(const std::string& spec, std::uint64_t seed, const GameState& observation,
            std::shared_ptr<const Rules> rules, bool is_hint, std::uint32_t wake_event, std::string& notice,
            const std::string& data_dir = {});
  bool busy() const;
  bool pending() const { return job_ != nullptr; }  // running, or finished and not taken
  bool busy_with_hint() const;
  // The finished result of the latest request, once.
  std::optional<AiResult> take_result();
  void cancel();  // forget the running request

 private:
  struct Job {
    std::atomic<bool> done{false};
    AiResult result;
    std::shared_ptr<const Rules> rules;  // keeps the observation's rules alive
  };
  std::shared_ptr<Job> job_;
  int next_ticket_ = 1;
  std::optional<ai::EvalWeightsCache> weights_;  // of weights_dir_, the data_dir last given
  std::string weights_dir_;
};

}  // namespace duel::ui
