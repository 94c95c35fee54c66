#include "ai_worker.hpp"

#include <SDL.h>

#include <thread>

#include "duel/ai/agent.hpp"
#include "duel/ai/spec.hpp"

namespace duel::ui {
namespace {

// Whether the spec asks for the learned evaluation ("greedy:eval=learned").
bool wants_learned(const std::string& spec) {
  std::string error;
  const std::optional<ai::AgentSpec> parsed = ai::parse_agent_spec(spec, error);
  if (!parsed) return false;
  for (const auto& [key, value] : parsed->options) {
    if (key == "eval" && value == "learned") return true;
  }
  return false;
}

}  // namespace

int AiWorker::start(const std::string& spec, std::uint64_t seed, const GameState& observation,
                    std::shared_ptr<const Rules> rules, bool is_hint, std::uint32_t wake_event,
                    std::string& notice, const std::string& data_dir) {
  std::shared_ptr<const ai::EvalWeights> weights;
  if (!data_dir.empty() && wants_learned(spec)) {
    if (!weights_ || weights_dir_ != data_dir) weights_.emplace(data_dir), weights_dir_ = data_dir;
    const ai::WeightsLoad& loaded = weights_->get(expansions_of(*rules));
    if (!loaded.ok()) notice = "The AI's learned weights cannot be read (" + loaded.errors.front().to_string() + ")";
    weights = loaded.weights;
  }
  std::string error;
  std::unique_ptr<ai::Agent> agent = ai::make_agent(spec, seed, error, weights);
  if (!agent) {
    notice = "AI \"" + spec + "\" is not available (" + error + "); using the random player";
    agent = ai::make_agent("random", seed, error);
  }
  auto job = std::make_shared<Job>();
  job->rules = std::move(rules);
  job->result.ticket = next_ticket_++;
  job->result.is_hint = is_hint;
  job_ = job;
  std::thread([job, agent = std::move(agent), observation, wake_event]() mutable {
    job->result.action = agent->choose(observation);
    job->done.store(true, std::memory_order_release);
    if (wake_event != 0) {
      SDL_Event ev{};
      ev.type = wake_event;
      SDL_PushEvent(&ev);  // thread-safe: wakes SDL_WaitEvent in the main loop
    }
  }).detach();
  return job->result.ticket;
}

bool AiWorker::busy() const { return job_ && !job_->done.load(std::memory_order_acquire); }
bool AiWorker::busy_with_hint() const { return busy() && job_->result.is_hint; }

std::optional<AiResult> AiWorker::take_result() {
  if (!job_ || !job_->done.load(std::memory_order_acquire)) return std::nullopt;
  AiResult r = job_->result;
  job_.reset();
  return r;
}

void AiWorker::cancel() { job_.reset(); }

}  // namespace duel::ui
