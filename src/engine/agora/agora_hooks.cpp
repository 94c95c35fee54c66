// Agora's hook points (agora_hooks.hpp): the base game's calls into its rules.
#include "agora_hooks.hpp"

#include "agora_internal.hpp"

namespace duel::detail::agora_hooks {

void setup(GameState& s, const Setup& setup) { init_agora(s, setup); }

// Turn step 1: a prepared Conspiracy may be triggered before the action.
void turn_began(GameState& s, Player p) {
  if (offer_conspiracy_trigger(s, p)) {
    s.agora.before_action = p;
    s.phase = Phase::TriggerConspiracy;
  }
}

void decision_entered(GameState& s, const DecisionFrame& frame) {
  if (frame.kind == Phase::KeepConspiracy) draw_conspiracies(s);
}

// Knossos' cube, Curia Julia's conspire.
void wonder_picked(GameState& s, Player p, WonderId wonder, EventLog* events) { agora_wonder_picked(s, p, wonder, events); }

void card_constructed(GameState& s, Player p, CardId card, EventLog* events) { agora_card_constructed(s, p, card, events); }

void wonder_built(GameState& s, Player p, WonderId wonder, int asked_before, EventLog* events) {
  agora_wonder_built(s, p, wonder, asked_before, events);
}

// Agora's Military tokens act for the player whose shields took them.
void military_token_taken(GameState& s, Player p, int zone, EventLog* events) { agora_military_token(s, p, zone, events); }

int discard_coins(const GameState& s, Player p) { return decree_amount(s, p, DecreeKind::DiscardCoins); }  // Decree 13

int wonder_discount(const GameState& s, Player p) { return decree_amount(s, p, DecreeKind::WonderDiscount); }  // Decree 8

void score(const GameState& s, Player p, ScoreSheet& sheet) {
  sheet.points[static_cast<int>(ScoreCategory::Senate)] = senate_points(s, p);
}

}  // namespace duel::detail::agora_hooks
