// The table of decision kinds, indexed by Phase: the base game's, then those the
// modules' hook tables list (modules.hpp); and the helpers the kinds share.
#include <algorithm>
#include <array>

#include "../modules.hpp"
#include "decision_support.hpp"

namespace duel {
namespace detail {
namespace {

void no_actions(const GameState&, ActionList& out) { out.count = 0; }
bool never_legal(const GameState&, const Action&) { return false; }
Applied refuse(GameState&, const Action&, EventLog*) { return Applied::Refused; }
std::string no_move_text(const Rules&, const Action&, Player, Player) { return "?"; }
std::string over(const GameState&, const Action&) { return "the game is over"; }
DecisionPrompt no_prompt(const GameState&) { return {"the game is over", ""}; }
std::string no_explanation(const GameState&, bool, const std::string&) { return ""; }

}  // namespace

const DecisionKind kGameOverDecision{
    .phase = Phase::GameOver,
    .module = Module::Base,
    .name = "game-over",
    .summary = "game over",
    .status = "game over",
    .from = ChoiceFrom::Nothing,
    .actions = 0,  // offers no action
    .has_choice = always_has_choice,
    .legal_actions = no_actions,
    .is_legal = never_legal,
    .apply = refuse,
    .move_text = no_move_text,
    .why_illegal = over,
    .prompt = no_prompt,
    .explain = no_explanation,
};

bool listed_action(const GameState& s, const Action& a) {
  ActionList list;
  s.legal_actions(list);
  return std::find(list.begin(), list.end(), a) != list.end();
}

bool always_has_choice(const GameState&, const DecisionFrame&) { return true; }

std::string card_name(const Rules& rules, std::uint8_t id) {
  return id < rules.cards.size() ? rules.cards[id].name : std::string("?");
}
std::string wonder_name(const Rules& rules, std::uint8_t id) {
  return id < rules.wonders.size() ? rules.wonders[id].name : std::string("?");
}
std::string token_name(const Rules& rules, std::uint8_t id) {
  return id < rules.progress_tokens.size() ? rules.progress_tokens[id].name : std::string("?");
}

void resolve_pick(GameState& s) {
  if (s.pending.empty()) return;
  DecisionFrame& top = s.pending.top();
  if (top.picks_left > 1) --top.picks_left;
  else s.pending.pop();
}

std::string source_or(const GameState& s, const std::string& fallback) {
  const DecisionFrame* frame = current_frame(s);
  const std::string name = frame ? source_name(s.rules(), frame->source) : std::string();
  return name.empty() ? fallback : name;
}

bool take_pick(GameState& s, const Action& a) {
  if (!listed_action(s, a)) return false;
  resolve_pick(s);
  return true;
}

void tag_new_decisions(GameState& s, int from, DecisionSource source) {
  const DecisionSource unknown{};
  for (int i = from; i < s.pending.size(); ++i) {
    DecisionFrame& f = s.pending.frames[static_cast<std::size_t>(i)];
    if (f.source == unknown) f.source = source;
  }
}

}  // namespace detail

namespace {
using namespace detail;

// In Phase order: the base game's kinds, each module's (their lists give Phase its
// values in the same order), the game's end. A test checks each entry's phase against
// its index.
constexpr std::array<const DecisionKind*, kPhaseCount> kKinds = [] {
  std::array<const DecisionKind*, kPhaseCount> kinds{
      &kWonderSelectionDecision,      &kPlayDecision,           &kChooseProgressDecision,
      &kDiscardOpponentCardDecision,  &kConstructFromDiscardDecision, &kChooseFirstPlayerDecision,
  };
  std::size_t n = static_cast<std::size_t>(Phase::ChooseFirstPlayer) + 1;
  modules::for_each([&](auto m) {
    for (const DecisionKind* k : modules::hook<&ModuleHooks::decisions>(m)) kinds[n++] = k;
  });
  kinds[n++] = &kGameOverDecision;
  return kinds;
}();

}  // namespace

const DecisionKind& decision_kind(Phase phase) {
  const auto i = static_cast<std::size_t>(phase);
  return i < kKinds.size() ? *kKinds[i] : kGameOverDecision;
}

const DecisionKind& decision_kind_of(ActionType type) {
  for (const DecisionKind* k : kKinds) {
    if (offers(*k, type)) return *k;
  }
  return kGameOverDecision;
}

std::span<const DecisionKind* const> decision_kinds() { return kKinds; }

bool decision_is_secret(const GameState& s) {
  if (s.is_terminal() || s.pending.empty()) return false;
  const DecisionKind& kind = decision_kind(s.phase);
  return kind.secret_in ? kind.secret_in(s.pending.top()) : kind.secret;
}

const DecisionFrame* current_frame(const GameState& s) {
  if (s.pending.empty() || s.pending.top().kind != s.phase) return nullptr;
  return &s.pending.top();
}

std::string source_name(const Rules& rules, const DecisionSource& source) {
  switch (source.kind) {
    case SourceKind::Card: return card_name(rules, source.id);
    case SourceKind::Wonder: return wonder_name(rules, source.id);
    case SourceKind::Token: return token_name(rules, source.id);
    case SourceKind::Divinity: return rules.pantheon ? rules.pantheon->name_of(source.id) : std::string();
    case SourceKind::Conspiracy:
      return rules.agora && source.id < rules.agora->conspiracies.size() ? rules.agora->conspiracies[source.id].name : std::string("?");
    case SourceKind::MilitaryToken: return "a Military token";
    case SourceKind::Rule:
      switch (static_cast<RuleId>(source.id)) {
        case RuleId::SciencePair: return "a pair of identical science symbols";
        case RuleId::NextAge: return "the next Age";
        case RuleId::WonderSelection: return "the Wonder selection";
        case RuleId::Turn: return "the turn";
        case RuleId::MythologyToken: return "a Mythology token";
        case RuleId::Senator: return "a Senator";
        case RuleId::Unknown: break;
      }
      break;
  }
  return "";
}

}  // namespace duel
