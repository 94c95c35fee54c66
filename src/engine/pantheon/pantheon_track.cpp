// Pantheon's Roman Divinities that act on the military track: Minerva's pawn, and
// Neptune's two Military tokens (one removed without effect, then one applied).
#include "pantheon_support.hpp"

namespace duel::detail {
namespace {

int capital(const GameState& s) { return s.rules().military.capital; }

// --- Minerva --------------------------------------------------------------------------

// Any space but the Conflict pawn's, capitals included (rulings 14).
void minerva_legal(const GameState& s, ActionList& out) {
  for (int pos = -capital(s); pos <= capital(s); ++pos) {
    if (pos != s.conflict_pawn) out.push({ActionType::PlaceMinerva, static_cast<std::uint8_t>(pos + capital(s)), kNone});
  }
}

Applied minerva_apply(GameState& s, const Action& a, EventLog* events) {
  if (!take_pick(s, a)) return Applied::Refused;
  place_minerva(s, s.current, a.card - capital(s), events);
  return Applied::Resolved;
}

// "minerva 3": the space counted from the centre, + towards player 2's capital.
std::string minerva_text(const Rules& rules, const Action& a, Player, Player) {
  return "minerva " + std::to_string(static_cast<int>(a.card) - rules.military.capital);
}
std::string minerva_why(const GameState& s, const Action& a) {
  if (a.type == ActionType::PlaceMinerva && static_cast<int>(a.card) - capital(s) == s.conflict_pawn)
    return "Minerva cannot go on the Conflict pawn's space";
  return "choose a space of the military track other than the Conflict pawn's";
}
DecisionPrompt minerva_prompt(const GameState& s) {
  return {"place the Minerva pawn on the military track",
          source_or(s, "Minerva") + ": once, the pawn stops on the space before Minerva's; the rest of that move is lost."};
}
std::string minerva_explain(const GameState& s, bool, const std::string&) {
  return source_or(s, "Minerva") + ": place the Minerva pawn on the military track";
}

// --- Neptune --------------------------------------------------------------------------

bool applies(const GameState& s) { return s.pending.top().detail == 1; }

bool neptune_has_choice(const GameState& s, const DecisionFrame&) { return s.military_tokens != 0; }

void neptune_legal(const GameState& s, ActionList& out) {
  const ActionType type = applies(s) ? ActionType::ApplyMilitaryToken : ActionType::DiscardMilitaryToken;
  for (int bit = 0; bit < 16; ++bit) {
    if (s.military_tokens >> bit & 1) out.push({type, static_cast<std::uint8_t>(bit), kNone});
  }
}

// Applying a token: whichever side it lies on, the activator's opponent loses its coins
// (the rulebook's FAQ), and Agora's token acts for the activator, as if the activator's
// pawn had entered the opponent's zone (rulings 27).
Applied neptune_apply(GameState& s, const Action& a, EventLog* events) {
  const Player activator = s.current;
  if (!take_pick(s, a)) return Applied::Refused;
  const Player side = static_cast<Player>(a.card / 8);
  const int zone = a.card % 8;
  if (a.type == ActionType::DiscardMilitaryToken) {
    discard_military_token(s, side, zone);
    emit(events, EventType::MilitaryTokenDiscarded, side, static_cast<std::uint8_t>(zone));
    return Applied::Resolved;
  }
  take_military_token(s, activator, side, zone, side, events);
  return Applied::Resolved;
}

// "neptune discards the 5-coin token of player 2 (zone 3)"
std::string neptune_text(const Rules& rules, const Action& a, Player, Player) {
  const int zone = a.card % 8;
  const int coins = static_cast<std::size_t>(zone) < rules.military.zones.size() ? rules.military.zones[static_cast<std::size_t>(zone)].token_coins : 0;
  return std::string("neptune ") + (a.type == ActionType::ApplyMilitaryToken ? "applies" : "discards") + " the " +
         std::to_string(coins) + "-coin token of player " + std::to_string(a.card / 8 + 1) + " (zone " +
         std::to_string(zone + 1) + ")";
}
std::string neptune_why(const GameState&, const Action&) { return "choose a Military token still on the track"; }
DecisionPrompt neptune_prompt(const GameState& s) {
  return applies(s) ? DecisionPrompt{"apply a Military token",
                                     source_or(s, "Neptune") + ": on either side, it acts against your opponent (coins lost; "
                                     "Agora's: your cubes); then it is removed."}
                    : DecisionPrompt{"remove a Military token", source_or(s, "Neptune") + ": without effect; then you apply another one against your opponent."};
}
std::string neptune_explain(const GameState& s, bool, const std::string&) {
  return source_or(s, "Neptune") + (applies(s) ? ": apply a Military token" : ": remove a Military token without effect");
}

}  // namespace

const DecisionKind kPlaceMinervaDecision{
    .phase = Phase::PlaceMinerva,
    .module = Module::Pantheon,
    .name = "place-minerva",
    .summary = "place the Minerva pawn",
    .status = "place the Minerva pawn",
    .from = ChoiceFrom::Track,
    .actions = action_types({ActionType::PlaceMinerva}),
    .has_choice = always_has_choice,
    .legal_actions = minerva_legal,
    .is_legal = listed_action,
    .apply = minerva_apply,
    .move_text = minerva_text,
    .why_illegal = minerva_why,
    .prompt = minerva_prompt,
    .explain = minerva_explain,
};

const DecisionKind kChooseMilitaryTokenDecision{
    .phase = Phase::ChooseMilitaryToken,
    .module = Module::Pantheon,
    .name = "choose-military-token",
    .summary = "choose a Military token",
    .status = "choose a Military token",
    .from = ChoiceFrom::Track,
    .actions = action_types({ActionType::DiscardMilitaryToken, ActionType::ApplyMilitaryToken}),
    .has_choice = neptune_has_choice,
    .legal_actions = neptune_legal,
    .is_legal = listed_action,
    .apply = neptune_apply,
    .move_text = neptune_text,
    .why_illegal = neptune_why,
    .prompt = neptune_prompt,
    .explain = neptune_explain,
};

}  // namespace duel::detail
