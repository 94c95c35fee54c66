// Putting one of the opponent's cards of a colour in the discard pile (in the base
// game: the Statue of Zeus and Circus Maximus). The frame's detail is the Color.
#include "decision_support.hpp"

namespace duel::detail {
namespace {

std::uint8_t wanted_color(const GameState& s) { return s.pending.top().detail; }

bool has_choice(const GameState& s, const DecisionFrame& frame) {
  return frame.detail < kColorCount && s.cities[opponent(frame.player)].color_count[frame.detail] > 0;
}

void legal(const GameState& s, ActionList& out) {
  const std::uint8_t color = wanted_color(s);
  const Rules& rules = s.rules();
  s.cities[opponent(s.current)].cards.for_each([&](CardId c) {
    if (static_cast<std::uint8_t>(rules.cards[c].color) == color) out.push({ActionType::DiscardOpponentCard, c, kNone});
  });
}

Applied apply(GameState& s, const Action& a, EventLog* events) {
  if (!listed_action(s, a)) return Applied::Refused;
  resolve_pick(s);
  discard_city_card(s, opponent(s.current), a.card, events, {EventType::OpponentCardDiscarded, s.current, a.card});
  return Applied::Resolved;
}

std::string move_text(const Rules& rules, const Action& a, Player, Player) { return "destroy " + card_name(rules, a.card); }

std::string why(const GameState&, const Action&) { return "choose one of the opponent's cards of the colour shown"; }

std::string color_words(const GameState& s) {
  const DecisionFrame* frame = current_frame(s);
  return frame && frame->detail < kColorCount ? std::string(color_name(Color(frame->detail))) : std::string();
}

DecisionPrompt prompt(const GameState& s) {
  const std::string colour = color_words(s);
  const DecisionFrame* frame = current_frame(s);
  const std::string source = frame ? source_name(s.rules(), frame->source) : std::string();
  return {"put " + (colour.empty() ? std::string("a") : "a " + colour) + " card of the opponent's in the discard pile",
          (source.empty() ? std::string("Statue of Zeus / Circus Maximus") : source) + "."};
}

std::string explain(const GameState& s, bool, const std::string&) {
  const DecisionFrame* frame = current_frame(s);
  const std::string source = frame ? source_name(s.rules(), frame->source) : std::string();
  return "put one of the opponent's " + color_words(s) + " cards in the discard pile" +
         (source.empty() ? std::string() : " (" + source + ")");
}

}  // namespace

const DecisionKind kDiscardOpponentCardDecision{
    .phase = Phase::DiscardOpponentCard,
    .module = Module::Base,
    .name = "discard-opponent-card",
    .summary = "destroy an opponent's card",
    .status = "discard an opponent's card",
    .from = ChoiceFrom::OpponentCity,
    .actions = action_types({ActionType::DiscardOpponentCard}),
    .has_choice = has_choice,
    .legal_actions = legal,
    .is_legal = listed_action,
    .apply = apply,
    .move_text = move_text,
    .why_illegal = why,
    .prompt = prompt,
    .explain = explain,
};

}  // namespace duel::detail
