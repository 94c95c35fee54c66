// The Pantheon's hook points (module_hooks.hpp): what it adds to the base game's turn,
// called by the base engine through modules.hpp.
#pragma once

#include "../module_hooks.hpp"

namespace duel::detail {

namespace pantheon_hooks {
void setup(GameState& s, const Setup& setup);
void age_began(GameState& s, EventLog* events);
bool cards_uncovered(GameState& s, Player p, EventLog* events);
void structure_card_taken(GameState& s, Player p, int slot, EventLog* events);
void decision_entered(GameState& s, const DecisionFrame& frame);
void wonder_built(GameState& s, Player p, WonderId wonder, int asked_before, EventLog* events);
void token_taken(GameState& s, Player p, TokenId token, int asked_before, EventLog* events);
void pawn_moved(GameState& s, Player p, int steps, EventLog* events);
void lasting(const GameState& s, Player p, City& c);
int chain_symbol_price(const GameState& s, Player p);
void play_actions(const GameState& s, Player p, const CardId* cards, int n, ActionList& out);
int play_action_cost(const GameState& s, const Action& a);
void apply_play_action(GameState& s, Player p, const Action& a, int cost, EventLog* events);
std::string play_action_text(const Rules& rules, const Action& a, Player viewer, Player mover);
std::string why_not_play_action(const GameState& s, const Action& a, bool card_checked);
std::string play_prompt(const GameState& s);
void spend_beyond_treasury(GameState& s, Player p, int coins, EventLog* events);
void score(const GameState& s, Player p, ScoreSheet& sheet);
std::string check(const GameState& s);
void deal_unseen(GameState& d, const Seen& seen, Rng& rng);  // pantheon_deal.cpp
}  // namespace pantheon_hooks

// Its decision kinds, from its list (duel/pantheon_decisions.hpp).
DUEL_MODULE_DECISION_KINDS(DUEL_PANTHEON_DECISIONS, kPantheonDecisionKinds);

inline constexpr ModuleHooks kPantheonHooks{
    .module = Module::Pantheon,
    .decisions = kPantheonDecisionKinds,
    .setup = pantheon_hooks::setup,
    .age_began = pantheon_hooks::age_began,
    .cards_uncovered = pantheon_hooks::cards_uncovered,
    .structure_card_taken = pantheon_hooks::structure_card_taken,
    .decision_entered = pantheon_hooks::decision_entered,
    .wonder_built = pantheon_hooks::wonder_built,
    .token_taken = pantheon_hooks::token_taken,
    .pawn_moved = pantheon_hooks::pawn_moved,
    .lasting = pantheon_hooks::lasting,
    .chain_symbol_price = pantheon_hooks::chain_symbol_price,
    .play_action = ActionType::Activate,
    .play_actions = pantheon_hooks::play_actions,
    .play_action_cost = pantheon_hooks::play_action_cost,
    .apply_play_action = pantheon_hooks::apply_play_action,
    .play_action_text = pantheon_hooks::play_action_text,
    .why_not_play_action = pantheon_hooks::why_not_play_action,
    .play_prompt = pantheon_hooks::play_prompt,
    .spend_beyond_treasury = pantheon_hooks::spend_beyond_treasury,
    .score = pantheon_hooks::score,
    .check = pantheon_hooks::check,
    .deal_unseen = pantheon_hooks::deal_unseen,
};

}  // namespace duel::detail
